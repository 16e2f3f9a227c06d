/* SPDX-License-Identifier: MIT */
/* cli.h - the command line as every tool reads it: one way to refuse a bad one. */
#ifndef RENJU_TOOLS_CLI_H
#define RENJU_TOOLS_CLI_H

/* Say on standard error what is wrong ("PROG: WHAT 'ARG'", or "PROG: WHAT" when arg
 * is NULL) and where to look; returns 2, the exit status of a usage error. */
int cli_usage_error(const char *prog, const char *what, const char *arg);

/* getopt_long's complaint about the option it just returned c (':' or '?') for,
 * written here rather than by getopt (opterr is 0) so that it names the program and
 * not the file that was run, e.g. a libtool wrapper's.  Returns 2. */
int cli_option_error(const char *prog, const char *short_options, int c, char **argv);

#endif
