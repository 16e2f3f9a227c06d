/* SPDX-License-Identifier: MIT */
/* history.c - the list of actions, for undo and redo. */
#include "game/handle.h"
#include "game/errors.h"
#include "game/history.h"

#include <string.h>

int rj_hist_reserve(renju_game *g, int n)
{
    int ncap;
    rj_action *h;

    if (n <= g->cap)
        return RENJU_OK;
    /* grow by doubling with the handle's allocator (it has no realloc) */
    for (ncap = g->cap ? g->cap : 64; ncap < n; ncap *= 2)
        ;
    h = g->alloc(g->opaque, (size_t)ncap * sizeof *h);
    if (!h)
        return RENJU_ENOMEM;
    if (g->nhist)
        memcpy(h, g->hist, (size_t)g->nhist * sizeof *h);
    if (g->hist)
        g->free(g->opaque, g->hist);
    g->hist = h;
    g->cap = ncap;
    return RENJU_OK;
}

int rj_hist_push(renju_game *g, const rj_action *a)
{
    /* a record's moves that this action would discard are kept in a tree first */
    if (!g->tree && g->ply < g->kept && g->ply < g->nhist && g->tree_ops->make(g))
        return rj_error(g, RENJU_ENOMEM, "out of memory making the game tree");
    /* a tree decides what stays redoable; engines without one pay a single test */
    if (g->tree ? g->tree_ops->push(g, a) : rj_hist_reserve(g, g->ply + 1))
        return rj_error(g, RENJU_ENOMEM, "out of memory growing the move history");
    if (g->tree)
        return RENJU_OK;
    g->hist[g->ply++] = *a;
    g->nhist = g->ply;
    return RENJU_OK;
}

void rj_hist_clear(renju_game *g)
{
    g->ply = g->nhist = g->kept = 0;
    if (g->tree)
        g->tree_ops->clear(g);
}

void rj_hist_free(renju_game *g)
{
    if (g->tree)
        g->tree_ops->drop(g);
    if (g->hist)
        g->free(g->opaque, g->hist);
    g->hist = NULL;
    g->ply = g->nhist = g->cap = 0;
}

int rj_hist_copy(renju_game *dst, const renju_game *src)
{
    dst->hist = NULL;
    dst->cap = 0;
    dst->tree = NULL;
    if (src->nhist > 0) {
        dst->hist = src->alloc(src->opaque, (size_t)src->nhist * sizeof *dst->hist);
        if (!dst->hist) {
            dst->ply = dst->nhist = 0;
            return RENJU_ENOMEM;
        }
        memcpy(dst->hist, src->hist, (size_t)src->nhist * sizeof *dst->hist);
        dst->cap = src->nhist;
    }
    if (src->tree && src->tree_ops->copy(dst, src)) {
        rj_hist_free(dst);
        return RENJU_ENOMEM;
    }
    return RENJU_OK;
}
