/* SPDX-License-Identifier: MIT */
/* cli.c - the command line as every tool reads it: one line that says what is wrong,
 * one that says where to look, status 2. */
#define _POSIX_C_SOURCE 200809L

#include "cli.h"

#include <renju.h>

#include <getopt.h>
#include <stdio.h>
#include <string.h>

int cli_usage_error(const char *prog, const char *what, const char *arg)
{
    if (arg)
        fprintf(stderr, "%s: %s '%s'\n", prog, what, arg);
    else
        fprintf(stderr, "%s: %s\n", prog, what);
    fprintf(stderr, "Try '%s --help' for more information.\n", prog);
    return 2;
}

int cli_option_error(const char *prog, const char *short_options, int c, char **argv)
{
    char name[3] = { '-', (char)optopt, '\0' };
    /* optopt names a short option; a long one is only in argv */
    const char *arg = optopt > 0 && optopt < 256 ? name : argv[optind - 1];

    if (c == ':')
        return cli_usage_error(prog, "missing value for option", argv[optind - 1]);
    if (optopt > 0 && optopt < 256 && strchr(short_options, optopt))
        return cli_usage_error(prog, "no value allowed for option", argv[optind - 1]);
    return cli_usage_error(prog, "unknown option", arg);
}

void cli_print_version(const char *prog)
{
    /* the program is built with the header of its package; the library is the one
     * loaded, which may be another release */
    printf("%s %s (librenju %s)\n", prog, RENJU_VERSION_STRING, renju_version_string());
}

int cli_common_option(const char *prog, const char *short_options, int c, char **argv,
                      void (*usage)(void))
{
    switch (c) {
    case 'h':
        usage();
        return 0;
    case 'V':
        cli_print_version(prog);
        return 0;
    case ':':
    case '?':
        return cli_option_error(prog, short_options, c, argv);
    default:
        return -1;
    }
}
