/* SPDX-License-Identifier: MIT */
/* history.h - the list of actions, for undo and redo (internal).  Only history.c and
 * these accessors touch the list: hist[0..ply) is what was played, hist[ply..nhist)
 * what can be redone. */
#ifndef RJ_HISTORY_H
#define RJ_HISTORY_H

#include "game/handle.h"

/* The number of actions played, and the i-th of them (0 <= i < played). */
static inline int rj_hist_played(const renju_game *g)
{
    return g->ply;
}

static inline const rj_action *rj_hist_at(const renju_game *g, int i)
{
    return &g->hist[i];
}

/* 1 once any action was taken, played or taken back but still redoable. */
static inline int rj_hist_started(const renju_game *g)
{
    return g->nhist > 0;
}

/* Append a, dropping the redo tail (with a game tree, the tree's push decides what
 * can be redone after it); RENJU_ENOMEM (recorded) when it cannot grow. */
int rj_hist_push(renju_game *g, const rj_action *a);

/* For the game tree, which keeps the history as the path to the node the game stands
 * on and the line below it: room for n actions (RENJU_ENOMEM, unrecorded, changing
 * nothing), the i-th action written (i below that room), and the number played and
 * the number in all (the rest redoable) set. */
int rj_hist_reserve(renju_game *g, int n);
static inline void rj_hist_write(renju_game *g, int i, const rj_action *a)
{
    g->hist[i] = *a;
}

static inline void rj_hist_set_length(renju_game *g, int played, int total)
{
    g->ply = played;
    g->nhist = total;
}

static inline int rj_hist_total(const renju_game *g)
{
    return g->nhist;
}
/* Take back the last action played and return it (it stays redoable); NULL if none.
 * Inline, as an engine's search undoes a move for every move it plays. */
static inline const rj_action *rj_hist_undo(renju_game *g)
{
    return g->ply > 0 ? &g->hist[--g->ply] : NULL;
}

/* The i-th action, played or redoable (0 <= i < rj_hist_total()). */
static inline const rj_action *rj_hist_any(const renju_game *g, int i)
{
    return &g->hist[i];
}

/* Play again the next redoable action and return it; NULL if none. */
static inline const rj_action *rj_hist_redo(renju_game *g)
{
    return g->ply < g->nhist ? &g->hist[g->ply++] : NULL;
}
/* Forget every action (and the game tree: the game is a line again). */
void rj_hist_clear(renju_game *g);
/* Free the list (and the tree); copy them into dst, whose list is src's until then (a
 * byte copy of the handle): RENJU_ENOMEM, unrecorded, leaving dst without either. */
void rj_hist_free(renju_game *g);
int rj_hist_copy(renju_game *dst, const renju_game *src);

#endif
