/* SPDX-License-Identifier: MIT */
/* symmetry.h - the 8 symmetries of the square board, and the equivalence of 5th-move
 * offers (internal; renju_rules(7), OPENING RULES). */
#ifndef RJ_SYMMETRY_H
#define RJ_SYMMETRY_H

#include "core/board.h"

/* The image of column c, row r under symmetry sym (RENJU_SYM_*) on a board of side n
 * + 1 (n the largest index); with n 0 and offsets from a centre point the same
 * formulas turn offsets about that point. */
void rj_sym_apply(int sym, int n, int *c, int *r);

/* The image of point p on a board of side size. */
int rj_sym_point(int size, int sym, int p);

/* The stones of the board (their points, in order) into stones; returns how many. */
int rj_board_stones(const rj_board *b, int *stones);

/* 1 if some symmetry maps the position with a black stone on a onto the position with
 * a black stone on b (both points empty); stones are the board's stones as listed by
 * rj_board_stones. */
int rj_offers_equivalent(const rj_board *b, const int *stones, int nstones, int a, int bp);

#endif
