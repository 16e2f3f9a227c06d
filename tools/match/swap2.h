/* SPDX-License-Identifier: MIT */
/* swap2.h - before a match under -opening-rule: whether every engine answers
 * SWAP2BOARD, so that one that cannot is told before the match, not in its games. */
#ifndef RENJU_MATCH_SWAP2_H
#define RENJU_MATCH_SWAP2_H

#include "settings.h"

/* Start each engine, START it and ask SWAP2BOARD on the empty board: it must answer
 * three stones within its time for a move.  Returns 0, or -1 after saying on standard
 * error which engine cannot and what it answered. */
int swap2_probe(const settings *set, int stop_fd);

#endif
