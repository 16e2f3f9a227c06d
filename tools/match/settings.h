/* SPDX-License-Identifier: MIT */
/* settings.h - the match as the command line asks for it. */
#ifndef RENJU_MATCH_SETTINGS_H
#define RENJU_MATCH_SETTINGS_H

#include "stats.h"

/* One engine as -engine (and -each) describe it. */
typedef struct player_settings {
    char *name;          /* allocated */
    char *cmd;           /* allocated: the command, and once read its arg= words */
    char *args;          /* allocated: the arg= words, quoted, while reading */
    double tc, tcgame;   /* seconds a move, a game; -1 not given */
} player_settings;

#define ORDER_SEQUENTIAL 0
#define ORDER_RANDOM     1

typedef struct settings {
    player_settings player[2];   /* A and B, in the order given */
    int engines;                 /* -engine options read */
    double each_tc, each_tcgame; /* -each; -1 not given */
    int ruleset, size, games, concurrency, move_limit;
    double margin;               /* seconds */
    const char *openings, *sgf, *psq, *log;
    int order;
    unsigned long long seed;
    int sprt_on;
    match_sprt sprt;
} settings;

/* Read the command line into *set; returns -1 to go on, else the exit status (0 after
 * --help or --version, 2 after a usage error, said on standard error). */
int settings_parse(int argc, char **argv, settings *set);
void settings_free(settings *set);

#endif
