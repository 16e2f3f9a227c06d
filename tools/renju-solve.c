/* SPDX-License-Identifier: MIT */
/* renju-solve - VCF, VCT and win-in-N answers, defences and proofs for a batch of
 * problem positions, for puzzle authors.
 *
 * Usage: renju-solve [--rules NAME] [--vcf | --vct | --win N | --plies N]
 *                    [--defend | --proof] [--nodes N] < positions
 *
 * Each line of standard input is "BLACK / WHITE / SIDE" (e.g. "h8 i8 j8 / h9 i9 /
 * black"), SIDE the side to move and attack; each line of output is the winning line
 * (with --proof its first move and the proof, with --defend the defences of the side
 * to move instead), "-" when there is none, "?" when the node limit came first, or
 * "error: ..." for a malformed line.  The formats and the exit status are in
 * renju-solve(1).
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

/* What to search for and what to write (the options). */
typedef struct settings {
    int ruleset;
    int nodes;
    int threat;   /* RENJU_THREAT_VCF, _VCT or _WIN */
    int win;      /* for RENJU_THREAT_WIN, the attacker's moves */
    int defend;   /* write the defences of the side to move instead of a win */
    int proof;    /* write the first move and the proof instead of the line */
} settings;

/* Points in notation, separated by single spaces, and the newline. */
static int print_points(renju_game *g, const int *points, int n)
{
    char name[8];
    int i;

    for (i = 0; i < n; i++) {
        if (renju_point_format(g, points[i], name, sizeof name) < 0)
            return -1;
        printf("%s%c", name, i + 1 < n ? ' ' : '\n');
    }
    return 0;
}

/* Solve the position and write its line, "-" or "?".  Returns -1 on a failure of the
 * library (out of memory), after writing nothing. */
static int print_line(renju_game *g, const settings *set)
{
    int line[RENJU_MAX_SIZE * RENJU_MAX_SIZE], outcome, n;
    size_t cap = sizeof line / sizeof line[0];

    if (set->threat == RENJU_THREAT_WIN)
        n = renju_solve(g, set->win, set->nodes, &outcome, NULL, line, cap);
    else if (set->threat == RENJU_THREAT_VCT)
        n = renju_vct(g, set->nodes, &outcome, NULL, line, cap);
    else
        n = renju_vcf(g, set->nodes, &outcome, NULL, line, cap);
    if (n < 0)
        return -1;
    if (outcome != RENJU_SOLVE_WIN) {
        puts(outcome == RENJU_SOLVE_NONE ? "-" : "?");
        return 0;
    }
    return print_points(g, line, n);
}

/* The defences of the side to move against the other side's VCF or VCT: the points,
 * "-" when there is a threat and every move loses, "*" when there is no threat to
 * stop (every move would be listed, which says nothing), "?" when the limit came
 * first (a partial list would read as the whole).  -1 on a failure of the library. */
static int print_defences(renju_game *g, const settings *set)
{
    int points[RENJU_MAX_SIZE * RENJU_MAX_SIZE], outcome, n;

    n = renju_defences(g, set->threat, set->nodes, &outcome, NULL, points,
                       sizeof points / sizeof points[0]);
    if (n < 0)
        return -1;
    if (outcome != RENJU_SOLVE_WIN || n == 0) {
        puts(outcome == RENJU_SOLVE_NONE ? "*" : outcome == RENJU_SOLVE_UNKNOWN ? "?" : "-");
        return 0;
    }
    return print_points(g, points, n);
}

/* The proof's first move, a tab and the proof as one SGF game tree (renju_node_export()).
 * On a failure of the library writes its message to err and returns -1: it is the
 * proof's game that failed, whose message the caller does not see. */
static int print_proof_tree(renju_game *proof, int node, char *err, size_t errcap)
{
    char name[8], *text = NULL;
    int len, value;

    if (renju_node_action(proof, node, NULL, &value) < 0
        || renju_point_format(proof, value, name, sizeof name) < 0
        || (len = renju_node_export(proof, node, NULL, 0)) < 0
        || !(text = malloc((size_t)len))
        || renju_node_export(proof, node, text, (size_t)len) < 0) {
        snprintf(err, errcap, "%s",
                 renju_errcode(proof) < 0 ? renju_errmsg(proof) : "out of memory");
        free(text);
        return -1;
    }
    printf("%s\t%s\n", name, text);
    free(text);
    return 0;
}

/* Solve the position and write its proof line, "-" or "?".  -1 on a failure of the
 * library, its message in err or in renju_errmsg(g). */
static int print_proof(renju_game *g, const settings *set, char *err, size_t errcap)
{
    renju_game *proof = NULL;
    int outcome, node, rc;

    node = renju_proof(g, set->threat, set->win, set->nodes, &outcome, NULL, &proof);
    if (node < 0)
        return -1;
    if (outcome != RENJU_SOLVE_WIN) {
        puts(outcome == RENJU_SOLVE_NONE ? "-" : "?");
        return 0;
    }
    rc = print_proof_tree(proof, node, err, errcap);
    renju_game_free(proof);
    return rc;
}

/* ------------------------------------------------------------ options */

static const char *const prog = "renju-solve";
static const char short_options[] = ":r:n:hV";
static const struct option long_options[] = {
    { "rules", required_argument, NULL, 'r' },
    { "vcf", no_argument, NULL, 'F' },
    { "vct", no_argument, NULL, 'T' },
    { "win", required_argument, NULL, 'W' },
    { "plies", required_argument, NULL, 'L' },
    { "defend", no_argument, NULL, 'D' },
    { "proof", no_argument, NULL, 'P' },
    { "nodes", required_argument, NULL, 'n' },
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { NULL, 0, NULL, 0 }
};

/* The answer to one input line (lines_run()), ctx the settings: 1 malformed, -1 a
 * failure of the library. */
static int answer(renju_game *g, char *line, char *err, size_t errcap, void *ctx)
{
    const settings *set = ctx;
    int rc;

    if (set_position(g, line, err, errcap) < 0)
        return 1;
    if (set->defend)
        rc = print_defences(g, set);
    else if (set->proof)
        rc = print_proof(g, set, err, errcap);
    else
        rc = print_line(g, set);
    return rc < 0 ? -1 : 0;
}

static void usage(void)
{
    printf("usage: %s [--rules NAME] [--vcf | --vct | --win N | --plies N]\n"
           "                   [--defend | --proof] [--nodes N] < positions\n"
           "Reads positions, one a line as BLACK / WHITE / SIDE (e.g. \"h8 i8 j8 / h9 i9 /\n"
           "black\"), SIDE the side to move and attack, and writes for each the winning\n"
           "line from the attacker's first move, \"-\" when there is none, or \"?\" when\n"
           "the node limit came first.\n"
           "Blank lines and lines whose first non-blank character is '#' give no output.\n"
           "\n"
           "  -r, --rules NAME  the rule set (default renju): renju, freestyle, standard,\n"
           "                    five-in-a-row, caro-5, caro-6\n"
           "      --vcf         victory by continuous fours (the default)\n"
           "      --vct         victory by continuous threats: fours and threes\n"
           "      --win N       win in N (1 to 20) moves of the attacker's, against every\n"
           "                    defence; the line ends with the five\n"
           "      --plies N     win in N plies, both sides' moves and the five counted as\n"
           "                    problem books count them: N odd, 1 to 39 (5 is --win 3)\n"
           "      --defend      instead, the side to move's defences against the other\n"
           "                    side's VCF (VCT with --vct): the points, \"-\" when every\n"
           "                    move loses, \"*\" when there is no threat to stop, \"?\"\n"
           "      --proof       instead of the line, the first move, a tab and the proof\n"
           "                    of the win as one SGF game tree\n"
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

/* The number of --win (attacker's moves) or --plies (all moves, odd) into *set. */
static int set_win(settings *set, int c, const char *arg)
{
    int n;

    if (c == 'W') {
        if (parse_count(arg, &n) < 0 || n < 1 || n > 20)
            return usage_error("--win takes a number of moves, 1 to 20", arg);
    } else {
        /* the attacker plays the first ply and the last, the five */
        if (parse_count(arg, &n) < 0 || n < 1 || n > 39 || n % 2 == 0)
            return usage_error("--plies takes an odd number of plies, 1 to 39", arg);
        n = (n + 1) / 2;
    }
    set->threat = RENJU_THREAT_WIN;
    set->win = n;
    return -1;
}

/* One option into *set; returns -1 to go on, else the exit status. */
static int set_option(settings *set, int c, char **argv)
{
    switch (c) {
    case 'r':
        if ((set->ruleset = renju_ruleset_from_name(optarg)) < 0)
            return usage_error("unknown rule set", optarg);
        return -1;
    case 'F':
    case 'T':
        set->threat = c == 'F' ? RENJU_THREAT_VCF : RENJU_THREAT_VCT;
        return -1;
    case 'W':
    case 'L':
        return set_win(set, c, optarg);
    case 'D':
        set->defend = 1;
        return -1;
    case 'P':
        set->proof = 1;
        return -1;
    case 'n':
        if (parse_count(optarg, &set->nodes) < 0)
            return usage_error("--nodes takes a count", optarg);
        return -1;
    default:   /* -h, -V and the complaints */
        return cli_common_option(prog, short_options, c, argv, usage);
    }
}

/* The command line into *set; returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, settings *set)
{
    int c, rc;

    opterr = 0;
    while ((c = getopt_long(argc, argv, short_options, long_options, NULL)) != -1)
        if ((rc = set_option(set, c, argv)) >= 0)
            return rc;
    if (optind < argc)   /* the positions come on standard input, never as arguments */
        return usage_error("unexpected argument", argv[optind]);
    /* a defence stops a VCF or a VCT, and is a list of points, not a proof */
    if (set->defend && set->threat == RENJU_THREAT_WIN)
        return usage_error("--defend takes --vcf or --vct, not --win or --plies", NULL);
    if (set->defend && set->proof)
        return usage_error("--defend and --proof cannot go together", NULL);
    return -1;
}

/* ---------------------------------------------------------------- main */

int main(int argc, char **argv)
{
    settings set = { RENJU_RULES_RENJU, DEFAULT_NODES, RENJU_THREAT_VCF, 0, 0, 0 };
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
