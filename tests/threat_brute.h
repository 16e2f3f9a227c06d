/* SPDX-License-Identifier: MIT */
/*
 * threat_brute.h - slow, independent answers to the threat searches, for the tests to
 * compare with the library's: a plain minimax over threat moves, and a checker of
 * proofs that needs no solver.  Both use the play functions alone (renju_play(),
 * renju_pass(), renju_undo(), renju_result(), renju_stone()), so that the rules are
 * the library's but nothing of its searches is.
 */
#ifndef THREAT_BRUTE_H
#define THREAT_BRUTE_H

#include <stddef.h>

#include "renju.h"

/* Victory by continuous threats for the side to move of g, by the definition of
 * renju_vct(3) word by word: RENJU_SOLVE_WIN, _NONE, or _UNKNOWN once *budget
 * (positions) runs out.  g is left as it was. */
int brute_vct(renju_game *g, long *budget);

/* The defences of the side to move against the other side's VCT (renju_defences(3)),
 * into out in point order, their number in *n: RENJU_SOLVE_UNKNOWN if the budget ran
 * out for some move, else RENJU_SOLVE_NONE. */
int brute_vct_defences(renju_game *g, long *budget, int *out, int *n);

/* Check a proof line (renju_node_export() of a renju_proof() node) for the side to
 * move of g by the rule of renju-solve(1), PROOFS: 1 if it holds, else 0 with the
 * reason in why.  g is left as it was. */
int proof_check(renju_game *g, const char *sgf, char *why, size_t cap);

#endif
