/* SPDX-License-Identifier: MIT */
/* poskey.h - the key of a position under the 8 symmetries of the board (internal).
 *
 * A Zobrist hash of 128 bits: the exclusive or, over the stones, of a random pair of
 * words for the stone's colour and cell.  The hash of the board's image under each of
 * the 8 symmetries is kept side by side, so that a stone put or taken costs 8 pairs of
 * exclusive ors (a few nanoseconds) and the canonical image, the least of the 8, is
 * read off without looking at the board.  Exclusive or does not care about order, so
 * every move order that reaches a position gives its key.
 *
 * Those 8 pairs cost more than the rest of a move, and an engine plays and takes back
 * moves far more often than it asks for keys: so a stone's change is only written
 * down (rj_poskey_flip), and taking back the change written last crosses it out, as
 * its exclusive ors would undo it.  The changes written down are made when the key is
 * read (rj_poskey_settle), or when the list is full. */
#ifndef RJ_POSKEY_H
#define RJ_POSKEY_H

#include <stdint.h>

#include "core/board.h"
#include "core/tables.h"

#define RJ_POSKEY_SYMS 8   /* RENJU_SYMMETRIES */

#define RJ_POSKEY_PENDING 32

typedef struct rj_poskey {
    uint64_t h[RJ_POSKEY_SYMS][2];  /* h[s]: the hash of the board's image under s */
    int npending;                   /* changes written down, not yet made */
    unsigned short pending[RJ_POSKEY_PENDING];  /* each point * 4 + colour */
} rj_poskey;

/* Indexed by colour - 1, then by the image's cell row * RJ_MAX_SIZE + column, so
 * that one table serves every board size; and the salts of the side to move, the rule
 * set and the board's size (poskey_table.c, generated). */
extern RJ_TABLE uint64_t rj_poskey_random[2][RJ_MAX_CELLS][2];
extern RJ_TABLE uint64_t rj_poskey_salt_side[3][2];
extern RJ_TABLE uint64_t rj_poskey_salt_rules[8][2];
extern RJ_TABLE uint64_t rj_poskey_salt_size[RJ_MAX_SIZE + 1][2];

/* Fill the random numbers and the salts, in that order from one stream (poskey_gen.c). */
void rj_poskey_fill(uint64_t random[2][RJ_MAX_CELLS][2], uint64_t side[3][2],
                    uint64_t rules[8][2], uint64_t size[RJ_MAX_SIZE + 1][2]);

void rj_poskey_clear(rj_poskey *k);

/* Make the changes written down, on a board of b's size. */
void rj_poskey_settle(rj_poskey *k, const rj_board *b);

/* A stone of colour put on point p of board b, or taken off it: the same exclusive
 * ors both ways, so a change that repeats the last one written down crosses it out. */
static inline void rj_poskey_flip(rj_poskey *k, const rj_board *b, int p, int colour)
{
    unsigned short change = (unsigned short)(p * 4 + colour);

    if (k->npending > 0 && k->pending[k->npending - 1] == change) {
        k->npending--;
        return;
    }
    if (k->npending == RJ_POSKEY_PENDING)
        rj_poskey_settle(k, b);
    k->pending[k->npending++] = change;
}

/* The key of b's stones worked out from the cells. */
void rj_poskey_of_board(rj_poskey *k, const rj_board *b);

/* The canonical image's hash into out, salted with what else tells positions apart
 * (the side to move, the rule set, the board's size); returns the symmetry that takes
 * the position to that image, the lowest one when several do, and into *all (if not
 * NULL) the set of them, bit s for symmetry s.  The changes written down are made
 * first. */
int rj_poskey_canonical(rj_poskey *k, const rj_board *b, int side, int ruleset,
                        uint64_t out[2], unsigned *all);

#endif
