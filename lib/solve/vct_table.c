/* SPDX-License-Identifier: MIT */
/* vct_table.c - the VCT search's tables: the transposition table, in which the same
 * position reached by another order of the same moves shares its numbers (two entries
 * a slot; a new position takes an empty one, else the one whose search took less work,
 * since that is the cheaper to find again), the positions' moves, listed once, and
 * the positions of its VCF searches without a VCF.  Fixed sizes, so that every machine
 * searches alike. */
#include <string.h>

#include "solve/vct_table.h"

/* 2^17 entries of 24 bytes: 3 MiB (2^16, 2^18 and 2^19 took more positions on
 * black_l11_3 of bench/data: 8.9 M, 7.8 M, 6.5 M, against 5.5 M) */
#define VTT_BITS 17
/* 2^13 lists of 136 bytes: about 1 MiB */
#define LIST_BITS 13
/* 2^18 positions known to have no VCF (2 MiB), in place of the 2^15 of
 * rj_search_init(), once the search has taken LOSS_GROW_AT positions: the VCT asks
 * for a VCF at most of its positions, millions of VCF positions on the slowest
 * problems, and the smaller table lost most of them (black_l11_3 of bench/data: 7.4 M
 * positions with 2^15, 5.5 M with 2^18 as with 2^20); a search that ends sooner keeps
 * the smaller table, which stays in the processor's cache, and clears no more. */
#define LOSS_BITS 18
#define LOSS_GROW_AT 10000

/* The tables and the stack as one block of memory, in that order (each part a
 * multiple of 8 bytes but the last): one allocation, which the C library's allocator
 * hands out again to the next search as it was, where with the losses' table apart
 * the tables together outgrew what it keeps, and were given back to the system when
 * freed and taken again, page by page, at every search (20 ms a search here). */
static size_t block_size(const rj_search *s, size_t *stack_ints)
{
    size_t cells = (size_t)s->b->ncells;

    /* a ply keeps its moves with their two numbers and the budget a disproof holds
     * for, four ints a move, at most every cell; a line has at most a ply a cell, and
     * the deepest ply works above its frame with one list more */
    *stack_ints = 4 * (cells + 1) * (cells + 2);
    return ((size_t)1 << VTT_BITS) * sizeof(rj_vct_entry)
           + ((size_t)1 << LIST_BITS) * sizeof(rj_vct_list)
           + ((size_t)1 << LOSS_BITS) * sizeof(uint64_t) + *stack_ints * sizeof(int);
}

int rj_vct_table_make(rj_search *s)
{
    size_t n = (size_t)1 << VTT_BITS, lists = (size_t)1 << LIST_BITS;
    size_t losses = (size_t)1 << LOSS_BITS, ints, size = block_size(s, &ints);
    unsigned char *block;

    if (s->vtt)
        return RENJU_OK;
    if (!(block = s->g->alloc(s->g->opaque, size)))
        return RENJU_ENOMEM;
    s->vtt = (rj_vct_entry *)block;
    s->lists = (rj_vct_list *)(block + n * sizeof *s->vtt);
    s->vtt_losses = (uint64_t *)(block + n * sizeof *s->vtt + lists * sizeof *s->lists);
    s->stack = (int *)(s->vtt_losses + losses);
    /* the losses' table is cleared when it takes over (rj_vct_table_grow()) */
    memset(block, 0, n * sizeof *s->vtt + lists * sizeof *s->lists);
    s->vtt_mask = (unsigned)n - 1;
    s->stack_top = 0;
    return RENJU_OK;
}

void rj_vct_table_grow(rj_search *s)
{
    if (s->nodes >= LOSS_GROW_AT && s->tt != s->vtt_losses)
        rj_search_move_losses(s, s->vtt_losses, LOSS_BITS);
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
