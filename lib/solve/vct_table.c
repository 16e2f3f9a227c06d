/* SPDX-License-Identifier: MIT */
/* vct_table.c - the VCT search's transposition table: the same position reached by
 * another order of the same moves is searched once.  Two entries a slot; a new
 * position takes the second when the first holds another. */
#include <string.h>

#include "solve/vct_table.h"

/* 2^16 entries of 16 bytes: 1 MiB */
#define VTT_BITS 16

int rj_vct_table_make(rj_search *s)
{
    size_t n = (size_t)1 << VTT_BITS, cells = (size_t)s->b->ncells;

    if (s->vtt)
        return RENJU_OK;
    s->vtt = s->g->alloc(s->g->opaque, n * sizeof *s->vtt);
    /* a list holds at most every cell; each attacker stone of a line takes at most
     * three lists (its turn's moves, the threat points, the replies), and every other
     * stone is the defender's, so two lists a stone is enough */
    s->stack = s->g->alloc(s->g->opaque, 2 * (cells + 1) * (cells + 2) * sizeof *s->stack);
    if (!s->vtt || !s->stack) {
        rj_vct_done(s);
        return RENJU_ENOMEM;
    }
    memset(s->vtt, 0, n * sizeof *s->vtt);
    s->vtt_mask = (unsigned)n - 1;
    s->stack_top = 0;
    return RENJU_OK;
}

void rj_vct_done(rj_search *s)
{
    if (s->vtt)
        s->g->free(s->g->opaque, s->vtt);
    if (s->stack)
        s->g->free(s->g->opaque, s->stack);
    s->vtt = NULL;
    s->stack = NULL;
}

static rj_vct_entry *find(const rj_search *s, uint64_t key)
{
    unsigned i = (unsigned)(key >> 40) & s->vtt_mask;

    if (s->vtt[i].key == key)
        return &s->vtt[i];
    i = (i + 1) & s->vtt_mask;
    return s->vtt[i].key == key ? &s->vtt[i] : NULL;
}

int rj_vct_table_get(const rj_search *s, uint64_t salt, int threes, int *complete)
{
    const rj_vct_entry *e = find(s, (s->key ^ salt) | 1u);

    *complete = 0;
    if (!e)
        return -1;
    if (e->complete) {
        *complete = 1;
        return RJ_NO;
    }
    if (threes >= e->win_at)
        return RJ_WIN;
    if (threes <= e->fails_to)
        return RJ_NO;
    return -1;
}

void rj_vct_table_put(rj_search *s, uint64_t salt, int threes, int res, int complete)
{
    uint64_t key = (s->key ^ salt) | 1u;
    rj_vct_entry *e = find(s, key);
    unsigned i;

    if (!e) {
        i = (unsigned)(key >> 40) & s->vtt_mask;
        if (s->vtt[i].key != 0)
            i = (i + 1) & s->vtt_mask;
        e = &s->vtt[i];
        e->key = key;
        e->win_at = RJ_VCT_NEVER;
        e->fails_to = -1;
        e->complete = 0;
    }
    if (res == RJ_WIN && threes < e->win_at)
        e->win_at = (int16_t)threes;
    else if (res == RJ_NO && complete)
        e->complete = 1;
    else if (res == RJ_NO && threes > e->fails_to)
        e->fails_to = (int16_t)threes;
}
