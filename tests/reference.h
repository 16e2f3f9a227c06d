/* SPDX-License-Identifier: MIT */
/*
 * reference.h - a slow, independent checker of black's forbidden points (renju).
 *
 * It follows the definitions of renju_rules(7), DEFINITIONS and FORBIDDEN MOVES word by word and shares no
 * code with the library, so that the two can be compared on random positions.  It is
 * meant to be obviously right, not fast.
 */
#ifndef REFERENCE_H
#define REFERENCE_H

#define REF_MAX_SIZE 20

#define REF_EMPTY 0
#define REF_BLACK 1
#define REF_WHITE 2

/* Verdicts, in the order they are checked (renju_rules(7), FORBIDDEN MOVES). */
#define REF_LEGAL        0
#define REF_OVERLINE     1
#define REF_DOUBLE_FOUR  2
#define REF_DOUBLE_THREE 3

typedef struct ref_board {
    int size;                                           /* side length */
    unsigned char cell[REF_MAX_SIZE * REF_MAX_SIZE];    /* row * size + column */
} ref_board;

/* An empty board of the given size. */
void ref_board_clear(ref_board *b, int size);

/* The verdict for a black stone on the empty point p.  nonliteral: a point that makes
 * the straight four and at the same time a five still makes the three real (renju_rules(7)
 * 4.4).  The board is changed during the call and restored before it returns. */
int ref_forbidden(ref_board *b, int p, int nonliteral);

/* The name of a verdict: "legal", "overline", "double-four", "double-three". */
const char *ref_verdict_name(int verdict);

#endif
