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
