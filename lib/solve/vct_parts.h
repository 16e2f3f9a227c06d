/* SPDX-License-Identifier: MIT */
/* vct_parts.h - the parts of the VCT search (renju_vct(3)), internal: the moves of a position
 * (vct_moves.c), the proof-number search over them (vct_dfpn.c) and the main line of a
 * win it proved (vct_line.c); vct.c runs them. */
#ifndef RJ_VCT_PARTS_H
#define RJ_VCT_PARTS_H

#include "solve/vct_table.h"

/* A position whose moves were listed: not decided before its moves are searched. */
#define RJ_OPEN 3

/* The tables' key of the position of the stones' hash stones, with the attacker to
 * move or the defender: the same stones with the other side to move are another
 * position. */
static inline uint64_t rj_vct_key(uint64_t stones, int attacker)
{
    return (stones ^ (attacker ? 0x5A17C3E29B4D6F01u : 0xC3A5C85C97CB3127u)) | 1u;
}

/* The attacker to move, last the defender's last stone (-1 at the root, where either
 * side may hold win points already): its moves into move, their number in *n, of
 * which the first *nfours are fours or forced blocks; probe asks for a VCF search
 * first (rj_vct_probe()).  Returns RJ_OPEN, RJ_WIN (a win point, a VCF), RJ_NO (no
 * move left), or RJ_UNKNOWN (the limit, in the VCF search). */
int rj_vct_attacker_moves(rj_search *s, int last, int probe, int *move, int *n, int *nfours);
/* The defender to move after the attacker's stone p: its moves into move (with room
 * for two lists), their number in *n.  Returns RJ_OPEN, or what is decided already:
 * RJ_WIN for a four nothing stops or threes nothing answers, RJ_NO when the threats
 * have run out or nothing is left to play. */
int rj_vct_defender_moves(rj_search *s, int p, int *move, int *n);
/* A VCF of the attacker to move, within a few hundred positions: RJ_WIN, RJ_NO (none,
 * or none found within them), RJ_UNKNOWN (the search's own limit or time). */
int rj_vct_probe(rj_search *s, int last);

/* The position, attacker or defender to move after last (-1 at the root), proved or
 * disproved, whatever it takes: RJ_WIN, RJ_NO or RJ_UNKNOWN. */
int rj_vct_decide(rj_search *s, int attacker, int last);

/* The main line of the win the search proved from the root, into s->line. */
void rj_vct_line(rj_search *s);

#endif
