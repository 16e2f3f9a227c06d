/* SPDX-License-Identifier: MIT */
/* gamepgn.h - a finished game as a PGN record (pgn.c writes the text). */
#ifndef RENJU_MATCH_GAMEPGN_H
#define RENJU_MATCH_GAMEPGN_H

#include "match.h"

/* The PGN record of scheduled game sg, played from op (NULL: the empty board) to out,
 * black and white the engines' indexes, in a new string; NULL when memory is short. */
char *records_pgn(const match *m, const sched_game *sg, const opening *op,
                  const game_outcome *out, int black, int white);

#endif
