/* SPDX-License-Identifier: MIT */
/* output.h - what a match leaves: the games as records (one SGF collection, .psq
 * files), the progress line after each game, and the final table. */
#ifndef RENJU_MATCH_OUTPUT_H
#define RENJU_MATCH_OUTPUT_H

#include "game.h"
#include "stats.h"

#include <renju.h>
#include <stdio.h>

/* fopen(path, "w") with the descriptor closed on exec: engines started by other
 * threads meanwhile must not hold the runner's files open. */
FILE *output_open(const char *path);

/* The record of a game in a RENJU_FORMAT_*, in a new string the caller frees; NULL
 * when the library cannot write it (renju_errmsg() says why) or memory is short. */
char *output_record(renju_game *g, int format);

/* Write the game as DIR/game-NNNN.psq, NNNN its number.  Returns 0; -1 when there is
 * no .psq record of the game (the format cannot hold it), -2 when the file could not
 * be written, with a message in err. */
int output_psq(const char *dir, int number, renju_game *g, char *err, size_t errcap);

/* The faults the table lists one by one; past these it only counts them. */
#define TALLY_FAULTS_LISTED 20

/* Everything counted over a match, from the first engine's side (A). */
typedef struct match_tally {
    match_score as_black, as_white;
    int faults[2][FAULT_KINDS];   /* [0] A's faults, [1] B's */
    int listed;                    /* fault lines kept below */
    char fault_lines[TALLY_FAULTS_LISTED][320];   /* "game N: why", in the order they came */
    long moves;                    /* stones played by the engines */
} match_tally;

/* The sum of A's results with either colour. */
match_score output_total(const match_tally *t);

/* The progress line on f after a game: games played, score and Elo so far. */
void output_progress(FILE *f, const char *a, const char *b, int number, int total,
                     const char *detail, const match_tally *t);

/* The SPRT's decision when it was taken: games already being played then are
 * finished and counted afterwards, and may move the ratio back between the bounds. */
typedef struct sprt_verdict {
    int decision;          /* SPRT_*: SPRT_CONTINUE while none was taken */
    double llr;            /* the ratio then */
    int games;             /* the games counted then */
} sprt_verdict;

/* The closing table on f; sprt NULL when there is none, seconds the wall time,
 * cpu the runner's own CPU time.  Its last line is the score line:
 * "Score of A vs B: W - L - D  [fraction] games". */
void output_table(FILE *f, const char *a, const char *b, int total, const match_tally *t,
                  const match_sprt *sprt, const sprt_verdict *verdict, double seconds,
                  double cpu);

#endif
