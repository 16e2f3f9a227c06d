/* SPDX-License-Identifier: MIT */
/* renju-forbid - black's forbidden points for a batch of renju positions.
 *
 * Usage: renju-forbid [--nonliteral] < positions
 *
 * Each line of standard input is a position on the 15x15 board with black to move,
 * "BLACK / WHITE" (e.g. "h9 h10 i8 j8 / -"); each line of output gives its forbidden
 * points as point:reason, or "-".  The formats and the exit status are documented in
 * renju-forbid(1).
 */
#include <renju.h>

#include "cli.h"
#include "input.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIZE 15

/* Set up the position of one input line; on a malformed line, writes what is wrong to
 * err and returns -1. */
static int set_position(renju_game *g, char *line, char *err, size_t errcap)
{
    char *slash = strchr(line, '/');

    if (!slash) {
        snprintf(err, errcap, "no \"/\" between the black and the white stones");
        return -1;
    }
    if (strchr(slash + 1, '/')) {
        snprintf(err, errcap, "more than one \"/\"");
        return -1;
    }
    *slash = '\0';
    return lines_set_position(g, line, slash + 1, RENJU_BLACK, err, errcap);
}

/* Write the forbidden points of the position, or "-". */
static int print_forbidden(renju_game *g)
{
    unsigned char map[SIZE * SIZE];
    char name[8];
    int p, n;

    n = renju_forbidden_map(g, map, sizeof map);
    if (n < 0)
        return -1;
    if (n == 0) {
        fputs("-\n", stdout);
        return 0;
    }
    for (p = 0; p < SIZE * SIZE; p++) {
        if (map[p] == RENJU_FORBID_NONE)
            continue;
        if (renju_point_format(g, p, name, sizeof name) < 0)
            return -1;
        printf("%s:%s", name, renju_forbid_name(map[p]));
        putchar(--n ? ' ' : '\n');
    }
    return 0;
}

/* The answer to one input line (lines_run()): 1 malformed, -1 a failure of the library. */
static int answer(renju_game *g, char *line, char *err, size_t errcap, void *ctx)
{
    (void)ctx;
    if (set_position(g, line, err, errcap) < 0)
        return 1;
    return print_forbidden(g) < 0 ? -1 : 0;
}

/* ------------------------------------------------------------ options */

static const char *const prog = "renju-forbid";
static const char short_options[] = ":hV";
static const struct option long_options[] = {
    { "nonliteral", no_argument, NULL, 'N' },
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { NULL, 0, NULL, 0 }
};

static void usage(void)
{
    printf("usage: %s [--nonliteral] < positions\n"
           "Reads renju positions, one a line as BLACK / WHITE (e.g. \"h9 h10 i8 j8 / -\"),\n"
           "black to move, and writes black's forbidden points of each as point:reason\n"
           "(overline, double-four, double-three), or \"-\" when there is none.\n"
           "Blank lines and lines whose first non-blank character is '#' give no output.\n"
           "\n"
           "  --nonliteral   read \"without at the same time making a five\" the other way\n"
           "  -h, --help     this text\n"
           "  -V, --version  the program's and the library's version\n"
           "\n"
           "Exit status: 0 every line read, 1 some line malformed, 2 usage or I/O error.\n",
           prog);
}

static int usage_error(const char *what, const char *arg)
{
    return cli_usage_error(prog, what, arg);
}

/* The three reading from the command line into *reading; returns -1 to go on, else the
 * exit status. */
static int parse_args(int argc, char **argv, int *reading)
{
    int c;

    opterr = 0;
    while ((c = getopt_long(argc, argv, short_options, long_options, NULL)) != -1) {
        switch (c) {
        case 'N':
            *reading = RENJU_THREE_NONLITERAL;
            break;
        default:   /* -h, -V and the complaints */
            return cli_common_option(prog, short_options, c, argv, usage);
        }
    }
    if (optind < argc)   /* the positions come on standard input, never as arguments */
        return usage_error("unexpected argument", argv[optind]);
    return -1;
}

/* ---------------------------------------------------------------- main */

int main(int argc, char **argv)
{
    renju_game *g;
    int rc, status, reading = RENJU_THREE_LITERAL;

    rc = parse_args(argc, argv, &reading);
    if (rc >= 0)
        return rc == 0 && fflush(stdout) != 0 ? 2 : rc;
    if (renju_game_new(&g, RENJU_RULES_RENJU, SIZE) != RENJU_OK) {
        fprintf(stderr, "%s: cannot create a game\n", prog);
        return 2;
    }
    if (renju_option_set(g, RENJU_OPT_THREE_READING, reading) < 0) {
        fprintf(stderr, "%s: %s\n", prog, renju_errmsg(g));
        renju_game_free(g);
        return 2;
    }
    status = lines_run(prog, g, answer, NULL);
    renju_game_free(g);
    return status;
}
