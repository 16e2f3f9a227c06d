/* SPDX-License-Identifier: MIT */
/* vct_table.c - the VCT search's transposition table: the same position reached by
 * another order of the same moves shares its numbers.  Two entries a slot; a new
 * position takes an empty one, else the one whose search took less work, since that is
 * the cheaper to find again.  A fixed size, so that every machine searches alike. */
#include <string.h>

#include "solve/vct_table.h"

/* 2^17 entries of 24 bytes: 3 MiB */
#define VTT_BITS 17

int rj_vct_table_make(rj_search *s)
{
    size_t n = (size_t)1 << VTT_BITS, cells = (size_t)s->b->ncells, size;

    if (s->vtt)
        return RENJU_OK;
    s->vtt = s->g->alloc(s->g->opaque, n * sizeof *s->vtt);
    /* a ply keeps its moves with their two numbers, three ints a move, at most every
     * cell; a line has at most a ply a cell, and the deepest ply works above its frame
     * with one list more */
    size = 3 * (cells + 1) * (cells + 2);
    s->stack = s->g->alloc(s->g->opaque, size * sizeof *s->stack);
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

static unsigned slot(const rj_search *s, uint64_t key)
{
    return (unsigned)(key >> 40) & s->vtt_mask & ~1u;
}

rj_vct_entry *rj_vct_table_find(const rj_search *s, uint64_t key)
{
    unsigned i = slot(s, key);

    if (s->vtt[i].key == key)
        return &s->vtt[i];
    return s->vtt[i + 1].key == key ? &s->vtt[i + 1] : NULL;
}

rj_vct_entry *rj_vct_table_put(rj_search *s, uint64_t key, uint32_t pn, uint32_t dn,
                               uint32_t work)
{
    rj_vct_entry *e = rj_vct_table_find(s, key);
    unsigned i;

    if (!e) {
        i = slot(s, key);
        if (s->vtt[i].key != 0 && (s->vtt[i + 1].key == 0 || s->vtt[i + 1].work < s->vtt[i].work))
            i++;
        e = &s->vtt[i];
        e->key = key;
        e->probed = 0;
        e->work = 0;
    }
    e->pn = pn;
    e->dn = dn;
    e->work = work > UINT32_MAX - e->work ? UINT32_MAX : e->work + work;
    return e;
}
