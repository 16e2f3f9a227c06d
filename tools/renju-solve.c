/* SPDX-License-Identifier: MIT */
/* renju-solve - VCF and win-in-N answers for a batch of problem positions, for puzzle
 * authors.
 *
 * Usage: renju-solve [--rules NAME] [--vcf | --win N] [--nodes N] < positions
 *
 * Each line of standard input is "BLACK / WHITE / SIDE" (e.g. "h8 i8 j8 / h9 i9 /
 * black"), SIDE the side to move and attack; each line of output is the winning line,
 * "-" when there is none, "?" when the node limit came first, or "error: ..." for a
 * malformed line.  The formats and the exit status are in renju-solve(1).
 */
#include <renju.h>

#include "cli.h"
#include "input.h"

#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_NODES 10000000

/* Set up the position of one input line ("BLACK / WHITE / SIDE"); on a malformed
 * line, writes what is wrong to err and returns -1. */
static int set_position(renju_game *g, char *line, char *err, size_t errcap)
{
    char *s1 = strchr(line, '/'), *s2 = s1 ? strchr(s1 + 1, '/') : NULL, *side, *end;
    int colour;

    if (!s2 || strchr(s2 + 1, '/')) {
        snprintf(err, errcap, "a line is BLACK / WHITE / SIDE, with two \"/\"");
        return -1;
    }
    *s1 = *s2 = '\0';
    for (side = s2 + 1; lines_is_space(*side); side++)
        ;
    for (end = side + strlen(side); end > side && lines_is_space(end[-1]); end--)
        ;
    *end = '\0';
    if (strcmp(side, "black") == 0) {
        colour = RENJU_BLACK;
    } else if (strcmp(side, "white") == 0) {
        colour = RENJU_WHITE;
    } else {
        snprintf(err, errcap, "the side to move is \"black\" or \"white\", not \"%.40s\"",
                 side);
        return -1;
    }
    return lines_set_position(g, line, s1 + 1, colour, err, errcap);
}

/* Solve the position and write its line, "-" or "?".  Returns -1 on a failure of the
 * library (out of memory), after writing nothing. */
static int print_answer(renju_game *g, int nodes, int win)
{
    int line[RENJU_MAX_SIZE * RENJU_MAX_SIZE], outcome, n, i;
    char name[8];

    if (win > 0)
        n = renju_solve(g, win, nodes, &outcome, NULL, line, sizeof line / sizeof line[0]);
    else
        n = renju_vcf(g, nodes, &outcome, NULL, line, sizeof line / sizeof line[0]);
    if (n < 0)
        return -1;
    if (outcome != RENJU_SOLVE_WIN) {
        puts(outcome == RENJU_SOLVE_NONE ? "-" : "?");
        return 0;
    }
    for (i = 0; i < n; i++) {
        if (renju_point_format(g, line[i], name, sizeof name) < 0)
            return -1;
        printf("%s%c", name, i + 1 < n ? ' ' : '\n');
    }
    return 0;
}

/* ------------------------------------------------------------ options */

static const char *const prog = "renju-solve";
static const char short_options[] = ":r:n:hV";
static const struct option long_options[] = {
    { "rules", required_argument, NULL, 'r' },
    { "vcf", no_argument, NULL, 'F' },
    { "win", required_argument, NULL, 'W' },
    { "nodes", required_argument, NULL, 'n' },
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { NULL, 0, NULL, 0 }
};

typedef struct settings {
    int ruleset;
    int nodes;
    int win;      /* win in this many moves; 0 for a VCF */
} settings;

/* The answer to one input line (lines_run()), ctx the settings: 1 malformed, -1 a
 * failure of the library. */
static int answer(renju_game *g, char *line, char *err, size_t errcap, void *ctx)
{
    const settings *set = ctx;

    if (set_position(g, line, err, errcap) < 0)
        return 1;
    return print_answer(g, set->nodes, set->win) < 0 ? -1 : 0;
}

static void usage(void)
{
    printf("usage: %s [--rules NAME] [--vcf | --win N] [--nodes N] < positions\n"
           "Reads positions, one a line as BLACK / WHITE / SIDE (e.g. \"h8 i8 j8 / h9 i9 /\n"
           "black\"), SIDE the side to move and attack, and writes for each the winning\n"
           "line from the attacker's first move, \"-\" when there is none, or \"?\" when\n"
           "the node limit came first.\n"
           "Blank lines and lines whose first non-blank character is '#' give no output.\n"
           "\n"
           "  -r, --rules NAME  the rule set (default renju): renju, freestyle, standard,\n"
           "                    five-in-a-row, caro-5, caro-6\n"
           "      --vcf         victory by continuous fours (the default)\n"
           "      --win N       win in N (1 to 20) moves of the attacker's, against every\n"
           "                    defence; the line ends with the five\n"
           "  -n, --nodes N     at most N positions a problem (default %d; 0 no limit)\n"
           "  -h, --help        this text\n"
           "  -V, --version     the program's and the library's version\n"
           "\n"
           "Exit status: 0 every line read, 1 some line malformed, 2 usage or I/O error.\n",
           prog, DEFAULT_NODES);
}

static int usage_error(const char *what, const char *arg)
{
    return cli_usage_error(prog, what, arg);
}

/* A count from the command line: digits only, 0 .. INT_MAX. */
static int parse_count(const char *arg, int *out)
{
    char *end;
    long v;

    if (*arg < '0' || *arg > '9')
        return -1;
    v = strtol(arg, &end, 10);
    if (*end || v > INT_MAX)
        return -1;
    *out = (int)v;
    return 0;
}

/* The command line into *set; returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, settings *set)
{
    int c, n;

    opterr = 0;
    while ((c = getopt_long(argc, argv, short_options, long_options, NULL)) != -1) {
        switch (c) {
        case 'r':
            if ((set->ruleset = renju_ruleset_from_name(optarg)) < 0)
                return usage_error("unknown rule set", optarg);
            break;
        case 'F':
            set->win = 0;
            break;
        case 'W':
            if (parse_count(optarg, &n) < 0 || n < 1 || n > 20)
                return usage_error("--win takes a number of moves, 1 to 20", optarg);
            set->win = n;
            break;
        case 'n':
            if (parse_count(optarg, &set->nodes) < 0)
                return usage_error("--nodes takes a count", optarg);
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
    settings set = { RENJU_RULES_RENJU, DEFAULT_NODES, 0 };
    renju_game *g;
    int rc, status;

    rc = parse_args(argc, argv, &set);
    if (rc >= 0)
        return rc == 0 && fflush(stdout) != 0 ? 2 : rc;
    if (renju_game_new(&g, set.ruleset, 15) != RENJU_OK) {
        fprintf(stderr, "%s: cannot create a game\n", prog);
        return 2;
    }
    status = lines_run(prog, g, answer, &set);
    renju_game_free(g);
    return status;
}
