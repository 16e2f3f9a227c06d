/* SPDX-License-Identifier: MIT */
/* vct_table.c - the VCT search's tables: the transposition table, in which the same
 * position reached by another order of the same moves shares its numbers (two entries
 * a slot; a new position takes an empty one, else the one whose search took less work,
 * since that is the cheaper to find again), and the positions' moves, listed once.
 * Fixed sizes, so that every machine searches alike. */
#include <string.h>

#include "solve/vct_table.h"

/* 2^17 entries of 24 bytes: 3 MiB */
#define VTT_BITS 17
/* 2^13 lists of 136 bytes: about 1 MiB */
#define LIST_BITS 13

int rj_vct_table_make(rj_search *s)
{
    size_t n = (size_t)1 << VTT_BITS, cells = (size_t)s->b->ncells, size;

    if (s->vtt)
        return RENJU_OK;
    s->vtt = s->g->alloc(s->g->opaque, n * sizeof *s->vtt);
    s->lists = s->g->alloc(s->g->opaque, ((size_t)1 << LIST_BITS) * sizeof *s->lists);
    /* a ply keeps its moves with their two numbers and the budget a disproof holds
     * for, four ints a move, at most every cell; a line has at most a ply a cell, and
     * the deepest ply works above its frame with one list more */
    size = 4 * (cells + 1) * (cells + 2);
    s->stack = s->g->alloc(s->g->opaque, size * sizeof *s->stack);
    if (!s->vtt || !s->stack || !s->lists) {
        rj_vct_done(s);
        return RENJU_ENOMEM;
    }
    memset(s->vtt, 0, n * sizeof *s->vtt);
    memset(s->lists, 0, ((size_t)1 << LIST_BITS) * sizeof *s->lists);
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
    if (s->lists)
        s->g->free(s->g->opaque, s->lists);
    s->vtt = NULL;
    s->stack = NULL;
    s->lists = NULL;
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
                               uint32_t work, int valid)
{
    rj_vct_entry *e = rj_vct_table_find(s, key);
    unsigned i;

    if (!e) {
        i = slot(s, key);
        if (s->vtt[i].key != 0
            && (s->vtt[i + 1].key == 0 || s->vtt[i + 1].work < s->vtt[i].work))
            i++;
        e = &s->vtt[i];
        e->key = key;
        e->probed = 0;
        e->work = 0;
    }
    e->pn = pn;
    e->dn = dn;
    e->valid = (uint8_t)valid;
    e->work = work > UINT32_MAX - e->work ? UINT32_MAX : e->work + work;
    return e;
}

static rj_vct_list *list_of(const rj_search *s, uint64_t key)
{
    return &s->lists[(key >> 24) & (((uint64_t)1 << LIST_BITS) - 1)];
}

int rj_vct_list_get(const rj_search *s, uint64_t key, int *move, int *n, int *nfours)
{
    const rj_vct_list *l = list_of(s, key);
    int i;

    if (l->key != key)
        return 0;
    for (i = 0; i < l->n; i++)
        move[i] = l->move[i];
    *n = l->n;
    *nfours = l->nfours;
    return 1;
}

void rj_vct_list_put(rj_search *s, uint64_t key, const int *move, int n, int nfours)
{
    rj_vct_list *l = list_of(s, key);
    int i;

    if (n > RJ_VCT_LIST_MOVES)
        return;
    l->key = key;
    l->n = (uint16_t)n;
    l->nfours = (uint16_t)nfours;
    for (i = 0; i < n; i++)
        l->move[i] = (uint16_t)move[i];
}
