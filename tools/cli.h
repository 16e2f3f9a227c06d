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

/* --version on standard output: "PROG X.Y.Z (librenju X.Y.Z)", the program's version
 * and then that of the library it runs with. */
void cli_print_version(const char *prog);

/* The options every tool takes alike, for the c getopt_long just returned: 'h' (usage()
 * writes the help), 'V' (the program's and the library's versions), or ':' and '?'
 * (cli_option_error()).  Returns the exit status, 0 or 2, for those; -1 for any other
 * c, the tool's own. */
int cli_common_option(const char *prog, const char *short_options, int c, char **argv,
                      void (*usage)(void));

#endif
