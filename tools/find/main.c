/* SPDX-License-Identifier: MIT */
/* renju-find - where a position was played, in any orientation and move order.
 *
 * Usage: renju-find --index INDEX [OPTION]... FILE...    (build INDEX)
 *        renju-find [OPTION]... INDEX POSITION            (ask it)
 *
 * Building reads every game of the files as renju-referee does (move lists, SGF
 * collections and trees, .psq, RenjuNet databases, RenLib .lib, .pos) and writes an
 * index of every position of every game and tree line (renju_index(3)).  Asking
 * prints the games that reach the position, their results and the moves they played
 * next, in the orientation of the question; renju-find(1) documents it all.
 */
#define _POSIX_C_SOURCE 200809L

#include <renju.h>

#include "find.h"
#include "../cli.h"
#include "../formats.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const prog = "renju-find";
static const char short_options[] = ":i:f:r:s:t:cn:hV";

enum { OPT_NO_PROGRESS = 256 };

static const struct option long_options[] = {
    { "index", required_argument, NULL, 'i' },
    { "format", required_argument, NULL, 'f' },
    { "rules", required_argument, NULL, 'r' },
    { "size", required_argument, NULL, 's' },
    { "to-move", required_argument, NULL, 't' },
    { "count", no_argument, NULL, 'c' },
    { "games", required_argument, NULL, 'n' },
    { "no-progress", no_argument, NULL, OPT_NO_PROGRESS },
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { NULL, 0, NULL, 0 }
};

static void usage(void)
{
    fputs("usage: renju-find --index INDEX [OPTION]... FILE...   build INDEX from FILEs\n"
          "       renju-find [OPTION]... INDEX POSITION           the games that reach it\n"
          "Finds a position in every game of an index, under any of the board's 8\n"
          "symmetries and any move order, with the moves played next, in the question's\n"
          "orientation.  FILEs are read as renju-referee reads them: .sgf, .lib, .psq,\n"
          ".pos, .rif and .xml RenjuNet databases, .txt move lists (- standard input).\n"
          "POSITION is a move list (\"h8 h9 i9\"), stones \"BLACK / WHITE\" (\"h8 j10 / h9\"),\n"
          "or a record file, whose position at the end of its main line is asked.\n"
          "\n"
          "  -i, --index=INDEX    build INDEX (replaced when whole) from the FILEs\n"
          "  -f, --format=FORMAT  the format of every FILE: moves, sgf, lib, psq, pos, rif\n"
          "  -r, --rules=RULES    where a record names none, and of the question (default\n"
          "                       renju; freestyle for .psq)\n"
          "  -s, --size=N         the board of move lists, databases and the question (15)\n"
          "  -t, --to-move=COLOUR black or white, for stones BLACK / WHITE (default: black\n"
          "                       when both colours have as many stones, else white)\n"
          "  -c, --count          print only the number of games that reach the position\n"
          "  -n, --games=N        list at most N of the games (default 20, 0 none)\n"
          "  --no-progress        no progress bar on standard error while indexing\n"
          "  -h, --help           this text\n"
          "  -V, --version        the program's and the library's version\n"
          "\n"
          "Exit status: building 0, 1 when some game could not be read, 2 on errors;\n"
          "asking 0 when some game reaches the position, 1 when none does, 2 on errors.\n",
          stdout);
}

static int set_option(int c, const char *v, find_options *opt, const char **index)
{
    switch (c) {
    case 'i':
        *index = v;
        break;
    case 'f':
        if ((opt->format = tool_format_from_name(v)) == TOOL_FORMAT_UNKNOWN)
            return cli_usage_error(prog, "unknown format", v);
        break;
    case 'r':
        if ((opt->ruleset = renju_ruleset_from_name(v)) < 0)
            return cli_usage_error(prog, "unknown rules", v);
        break;
    case 's':
        opt->size = atoi(v);
        if (opt->size < RENJU_MIN_SIZE || opt->size > RENJU_MAX_SIZE)
            return cli_usage_error(prog, "bad board size", v);
        break;
    case 't':
        opt->to_move = !strcmp(v, "black") ? RENJU_BLACK : !strcmp(v, "white") ? RENJU_WHITE : -1;
        if (opt->to_move < 0)
            return cli_usage_error(prog, "--to-move is black or white, not", v);
        break;
    case 'c':
        opt->count_only = 1;
        break;
    case 'n':
        opt->list = atoi(v);
        if (opt->list < 0)
            return cli_usage_error(prog, "bad number of games", v);
        break;
    case OPT_NO_PROGRESS:
        opt->progress = 0;
        break;
    }
    return 0;
}

int main(int argc, char **argv)
{
    find_options opt = { TOOL_FORMAT_UNKNOWN, -1, 15, RENJU_EMPTY, 0, 20, 1 };
    const char *index = NULL;
    int c, rc;

    opterr = 0;
    while ((c = getopt_long(argc, argv, short_options, long_options, NULL)) != -1) {
        if ((rc = cli_common_option(prog, short_options, c, argv, usage)) >= 0)
            return rc == 0 && fflush(stdout) != 0 ? 2 : rc;
        if ((rc = set_option(c, optarg, &opt, &index)) != 0)
            return rc;
    }
    if (index) {
        if (optind == argc)
            return cli_usage_error(prog, "no file to index", NULL);
        return find_build(&opt, index, argv + optind, argc - optind);
    }
    if (argc - optind != 2)
        return cli_usage_error(prog, "give an index and a position", NULL);
    return find_answer(&opt, argv[optind], argv[optind + 1]);
}
