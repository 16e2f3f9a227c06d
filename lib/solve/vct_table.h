/* SPDX-License-Identifier: MIT */
/* vct_table.h - what the VCT search knows of the positions it has searched (internal):
 * by the stones' hash, salted by whose turn it is, the fewest threes known to win and
 * the most known not to, and whether "not" holds for any number of threes. */
#ifndef RJ_VCT_TABLE_H
#define RJ_VCT_TABLE_H

#include "solve/search.h"

/* No threes known: the fields' empty values. */
#define RJ_VCT_NEVER 0x7FFF

typedef struct rj_vct_entry {
    uint64_t key;        /* the salted hash, 0 for an empty entry */
    int16_t win_at;      /* the fewest threes proved to win, RJ_VCT_NEVER if none */
    int16_t fails_to;    /* the most threes proved not to win, -1 if none */
    int16_t complete;    /* no win with any number of threes */
} rj_vct_entry;

/* Make the table (and the search's stack of move lists) from the game's allocator:
 * RENJU_ENOMEM, unrecorded, if it fails. */
int rj_vct_table_make(rj_search *s);
/* What the table says of the position (salted by salt) with threes threes to play:
 * RJ_WIN, RJ_NO, or -1 when it does not know.  *complete is set for a RJ_NO that holds
 * for any number of threes. */
int rj_vct_table_get(const rj_search *s, uint64_t salt, int threes, int *complete);
/* Keep what a search with threes threes found (RJ_WIN or RJ_NO, complete as above). */
void rj_vct_table_put(rj_search *s, uint64_t salt, int threes, int res, int complete);

#endif
