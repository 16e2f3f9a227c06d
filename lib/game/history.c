/* SPDX-License-Identifier: MIT */
/* history.c - the list of actions, for undo and redo. */
#include "game/handle.h"
#include "game/errors.h"
#include "game/history.h"

#include <string.h>

int rj_hist_push(renju_game *g, const rj_action *a)
{
    if (g->ply == g->cap) {
        /* grow by doubling with the handle's allocator (it has no realloc) */
        int ncap = g->cap ? g->cap * 2 : 64;
        rj_action *h = g->alloc(g->opaque, (size_t)ncap * sizeof *h);
        if (!h)
            return rj_error(g, RENJU_ENOMEM, "out of memory growing the move history");
        if (g->ply)
            memcpy(h, g->hist, (size_t)g->ply * sizeof *h);
        if (g->hist)
            g->free(g->opaque, g->hist);
        g->hist = h;
        g->cap = ncap;
    }
    g->hist[g->ply++] = *a;
    g->nhist = g->ply;
    return RENJU_OK;
}

void rj_hist_clear(renju_game *g)
{
    g->ply = g->nhist = 0;
}

void rj_hist_free(renju_game *g)
{
    if (g->hist)
        g->free(g->opaque, g->hist);
    g->hist = NULL;
    g->ply = g->nhist = g->cap = 0;
}

int rj_hist_copy(renju_game *dst, const renju_game *src)
{
    dst->hist = NULL;
    dst->cap = 0;
    if (src->nhist == 0)
        return RENJU_OK;
    dst->hist = src->alloc(src->opaque, (size_t)src->nhist * sizeof *dst->hist);
    if (!dst->hist) {
        dst->ply = dst->nhist = 0;
        return RENJU_ENOMEM;
    }
    memcpy(dst->hist, src->hist, (size_t)src->nhist * sizeof *dst->hist);
    dst->cap = src->nhist;
    return RENJU_OK;
}
