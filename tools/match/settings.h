/* SPDX-License-Identifier: MIT */
/* settings.h - the match or tournament as the command line asks for it. */
#ifndef RENJU_MATCH_SETTINGS_H
#define RENJU_MATCH_SETTINGS_H

#include "stats.h"

/* The most engines a tournament takes. */
#define MAX_ENGINES 64

/* One engine as -engine (and -each) describe it. */
typedef struct player_settings {
    char *name;          /* allocated */
    char *cmd;           /* allocated: the command, and once read its arg= words */
    char *args;          /* allocated: the arg= words, quoted, while reading */
    double tc, tcgame;   /* seconds a move, a game; -1 not given */
    double inc;          /* seconds added to the game's time after each move; -1 not given */
} player_settings;

#define ORDER_SEQUENTIAL 0
#define ORDER_RANDOM     1

/* -transform: the symmetries of the board an opening is played in. */
#define TRANSFORM_NONE   0   /* as the file has it */
#define TRANSFORM_RANDOM 1   /* one of the 8, drawn by -seed for each opening slot */
#define TRANSFORM_ALL    2   /* each of the 8 in turn */

typedef struct settings {
    player_settings player[MAX_ENGINES];   /* in the order given */
    int engines;                 /* -engine options read */
    double each_tc, each_tcgame, each_inc; /* -each; -1 not given */
    int ruleset, size, games, rounds, concurrency, move_limit;
    int gauntlet;                /* the first engine against each other, not all pairs */
    int repeat;                  /* each opening twice, the colours swapped (default) */
    int transform;               /* TRANSFORM_* */
    int opening_rule, opening_n; /* -opening-rule: RENJU_OPENING_*, its N (0: default) */
    int shard_k, shard_n;        /* -shard K/N; 1/1 without */
    int list;                    /* -list: print the schedule (of the shard) and exit */
    int progress;                /* the cross table on standard error every N games */
    double margin;               /* seconds */
    const char *openings, *sgf, *psq, *log, *pgn;
    int order;
    unsigned long long seed;
    int sprt_on;
    match_sprt sprt;
    char **merge;                /* --merge FILE...: the files, NULL-terminated; NULL none */
    int merge_count;
} settings;

/* Read the command line into *set; returns -1 to go on, else the exit status (0 after
 * --help or --version, 2 after a usage error, said on standard error). */
int settings_parse(int argc, char **argv, settings *set);
void settings_free(settings *set);

#endif
