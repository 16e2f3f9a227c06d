/* SPDX-License-Identifier: MIT */
/* vct_table.h - what the VCT search knows of the positions it has searched (internal):
 * by the stones' hash, salted by whose turn it is, the position's proof and disproof
 * numbers (vct.c), and how much work they took. */
#ifndef RJ_VCT_TABLE_H
#define RJ_VCT_TABLE_H

#include "solve/search.h"

/* A proof or disproof number that cannot be reached: proved is (0, RJ_PN_INF),
 * disproved (RJ_PN_INF, 0).  Sums stop below it (rj_pn_add()). */
#define RJ_PN_INF 0x40000000u
/* A disproof that holds for any number of threes (vct_dfpn.c) */
#define RJ_EXACT 255

typedef struct rj_vct_entry {
    uint64_t key;        /* the salted hash, 0 for an empty entry */
    uint32_t pn, dn;     /* the proof and disproof numbers */
    uint32_t work;       /* the positions its last search took: the entry kept longer */
    uint8_t probed;      /* the attacker's VCF was looked for here, and there is none */
    uint8_t valid;       /* disproved: the most threes the disproof holds for, RJ_EXACT
                            for any number (vct_dfpn.c) */
} rj_vct_entry;

/* Make the tables (and the search's stack of move lists) from the game's allocator,
 * with a larger table of positions without a VCF in place of the search's own while
 * they last: RENJU_ENOMEM, unrecorded, if it fails. */
int rj_vct_table_make(rj_search *s);
/* The table of positions without a VCF made larger once the search has taken enough
 * positions (vct_table.c), between searches of a position (the same on every machine). */
void rj_vct_table_grow(rj_search *s);
/* The entry of the position whose salted key is key, NULL if the table has none. */
rj_vct_entry *rj_vct_table_find(const rj_search *s, uint64_t key);
/* Keep the numbers of the position whose salted key is key, and the budget of threes
 * its disproof holds for: into its own entry, else an empty one, else the one of its
 * two that took less work.  Returns the entry. */
rj_vct_entry *rj_vct_table_put(rj_search *s, uint64_t key, uint32_t pn, uint32_t dn,
                               uint32_t work, int valid);

/* The moves of a position listed once, kept so that a search coming back to it need
 * not list them again: positions of at most RJ_VCT_LIST_MOVES moves. */
#define RJ_VCT_LIST_MOVES 60

typedef struct rj_vct_list {
    uint64_t key;        /* the salted hash, 0 for an empty entry */
    uint16_t n, nfours;
    uint16_t move[RJ_VCT_LIST_MOVES];
} rj_vct_list;

/* The moves kept for the position whose salted key is key into move, their number in
 * *n and the fours' in *nfours: 1, or 0 if none are kept. */
int rj_vct_list_get(const rj_search *s, uint64_t key, int *move, int *n, int *nfours);
/* Keep the position's moves move[0..n), if there are not too many; the entry's last
 * position gives way. */
void rj_vct_list_put(rj_search *s, uint64_t key, const int *move, int n, int nfours);

/* a + b, never past RJ_PN_INF, and RJ_PN_INF only if either is */
static inline uint32_t rj_pn_add(uint32_t a, uint32_t b)
{
    if (a >= RJ_PN_INF || b >= RJ_PN_INF)
        return RJ_PN_INF;
    return a + b >= RJ_PN_INF ? RJ_PN_INF - 1 : a + b;
}

#endif
