/* SPDX-License-Identifier: MIT */
/* table.h - the results of a tournament: every engine's score by colour and against
 * each opponent, its faults, and the cross table with each engine's Elo against the
 * field.  The same tally is made by a run (game by game) and by --merge (from the
 * files), so that both print the same table. */
#ifndef RENJU_MATCH_TABLE_H
#define RENJU_MATCH_TABLE_H

#include "game.h"
#include "stats.h"

#include <stdio.h>

/* The faults the table lists one by one; past these it only counts them. */
#define TABLE_FAULTS_LISTED 20

typedef struct table_engine {
    match_score as_black, as_white;
    int faults[FAULT_KINDS];
} table_engine;

typedef struct table {
    int n;                         /* engines */
    const char *const *names;      /* n names, not owned */
    table_engine *eng;             /* n */
    match_score *vs;               /* n * n: [i * n + j] i's score against j */
    int games;                     /* games counted */
    long moves;                    /* stones played by the engines */
    int listed;                    /* fault lines kept below */
    char fault_lines[TABLE_FAULTS_LISTED][320];   /* "game N: why", by game number */
    int fault_games[TABLE_FAULTS_LISTED];         /* their N */
} table;

/* A table for n engines; -1 when memory is short. */
int table_init(table *t, int n, const char *const *names);
void table_free(table *t);

/* One finished game: black and white the engines' indexes, result RENJU_BLACK_WINS,
 * RENJU_WHITE_WINS or RENJU_DRAW, fault the loser's FAULT_* (FAULT_NONE), detail why
 * it ended, moves the stones the engines played. */
void table_add(table *t, int number, int black, int white, int result, int fault,
               const char *detail, int moves);

/* Engine i's score against everyone, with either colour. */
match_score table_total(const table *t, int i);

/* The cross table on f: a row an engine, its points against each other (points/games),
 * its score, games and Elo against the field with the 95% interval. */
void table_cross(FILE *f, const table *t);
/* The faults of each engine counted by kind, then those of the first games one by one
 * (in game order, however the games ended in time). */
void table_faults(FILE *f, const table *t);
/* One "Score of X vs the field: W - L - D  [fraction] games" line an engine. */
void table_score_lines(FILE *f, const table *t);

#endif
