/* SPDX-License-Identifier: MIT */
/* output.h - what a match leaves: the games as records (one SGF collection, .psq
 * files), the progress line after each game, and the final table. */
#ifndef RENJU_MATCH_OUTPUT_H
#define RENJU_MATCH_OUTPUT_H

#include "game.h"
#include "stats.h"
#include "table.h"

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

/* The progress line on f after a game: the games counted of total, and for two
 * engines the first one's score and Elo so far; left the seconds the rest of the run
 * should take (negative: not known yet). */
void output_progress(FILE *f, const table *t, int number, int total, const char *detail,
                     double left);

/* The SPRT's decision when it was taken: games already being played then are
 * finished and counted afterwards, and may move the ratio back between the bounds. */
typedef struct sprt_verdict {
    int decision;          /* SPRT_*: SPRT_CONTINUE while none was taken */
    double llr;            /* the ratio then */
    int games;             /* the games counted then */
} sprt_verdict;

/* The closing table on f; sprt NULL when there is none, seconds the wall time (-1:
 * none, as after --merge), cpu the runner's own CPU time.  With two engines its last
 * line is the score line "Score of A vs B: W - L - D  [fraction] games"; with more,
 * one such line an engine against the field. */
void output_table(FILE *f, const table *t, int total, const match_sprt *sprt,
                  const sprt_verdict *verdict, double seconds, double cpu);

#endif
