/* SPDX-License-Identifier: MIT */
/* tree_path.c - the game on its tree: the tree made from the history when first
 * needed, each new action found among the children or added (what play may replace,
 * and what it may not), and the walk from one node to another. */
#include "tree/tree.h"
#include "game/history.h"
#include "game/play.h"
#include "game/errors.h"

#include <string.h>

/* Room for n actions in the history and n + 1 nodes on the path. */
static int reserve(renju_game *g, int n)
{
    rj_tree *t = g->tree;
    int ncap, *p;

    if (rj_hist_reserve(g, n))
        return RENJU_ENOMEM;
    if (n + 1 <= t->path_cap)
        return RENJU_OK;
    for (ncap = t->path_cap ? t->path_cap : 64; ncap < n + 1; ncap *= 2)
        ;
    if (!(p = g->alloc(g->opaque, (size_t)ncap * sizeof *p)))
        return RENJU_ENOMEM;
    if (t->path_cap)
        memcpy(p, t->path, (size_t)t->path_cap * sizeof *p);
    if (t->path)
        g->free(g->opaque, t->path);
    t->path = p;
    t->path_cap = ncap;
    return RENJU_OK;
}

/* The offers of an offers action, kept with its node. */
static int keep_offers(renju_game *g, rj_tree *t, int id, const rj_action *a)
{
    if (a->kind != RJ_ACT_OFFERS || a->point <= 0)
        return RENJU_OK;
    return rj_note_set(g, t, id, RJ_NOTE_OFFERS, -1, g->offers,
                       (size_t)a->point * sizeof *g->offers);
}

/* Whether node id holds action a: the same action by the same player and, for offers,
 * the same offers (in g->offers, where renju_propose() puts them first). */
static int holds(const rj_tree *t, int id, const rj_action *a, const int *offers)
{
    const rj_node *n = &t->node[id];
    const unsigned char *b;
    size_t len;

    if (n->act.point != a->point || n->act.kind != a->kind || n->act.colour != a->colour
        || n->act.offer != a->offer || n->act.foul != a->foul || !rj_node_playable(t, id))
        return 0;
    if (a->kind != RJ_ACT_OFFERS || a->point <= 0)
        return 1;
    b = rj_note_find(t, id, RJ_NOTE_OFFERS, -1, &len);
    return b && len == (size_t)a->point * sizeof *offers && memcmp(b, offers, len) == 0;
}

static void drop_tree(renju_game *g)
{
    rj_tree_free(g, g->tree);
    g->tree = NULL;
}

/* With the history cleared: in RENJU_TREE_KEEP mode the tree stays, a root alone, so
 * that what is played next is kept from the first action on; otherwise the game is a
 * line again until a tree is needed. */
static void clear_tree(renju_game *g)
{
    rj_tree *t = g->tree;

    if (g->tree_mode != RENJU_TREE_KEEP) {
        drop_tree(g);
        return;
    }
    rj_children_free(g, t, RJ_ROOT);
    rj_notes_free(g, t, RJ_ROOT);
    t->node[RJ_ROOT].flags = RENJU_NODE_KEPT | RJ_NODE_LIVE;
    t->charset[0] = '\0';
    t->path[0] = RJ_ROOT;
}

static int copy_tree(renju_game *dst, const renju_game *src)
{
    dst->tree = rj_tree_copy(dst, src->tree);
    return dst->tree ? RENJU_OK : RENJU_ENOMEM;
}

/* The line below id that can be redone: its first children while the game can stand on
 * them.  Returns its length, written from out[0] (nodes) if out is not NULL. */
static int main_line(const rj_tree *t, int id, int *out)
{
    int n = 0, c;

    for (c = t->node[id].child; c != RJ_NO_NODE && rj_node_playable(t, c);
         c = t->node[c].child) {
        if (out)
            out[n] = c;
        n++;
    }
    return n;
}

/* Make the history from the path: hist[i] is the action of path[i + 1]. */
static void write_line(renju_game *g, int from, int to)
{
    int i;

    for (i = from; i < to; i++)
        rj_hist_write(g, i, &g->tree->node[g->tree->path[i + 1]].act);
}

/* Into the child c that holds the action now played at ply: it and the line below it. */
static int enter(renju_game *g, int c, int drop_redo)
{
    rj_tree *t = g->tree;
    int ply = rj_hist_played(g), len = main_line(t, c, NULL);

    if (reserve(g, ply + 1 + len))
        return RENJU_ENOMEM;
    if (drop_redo)
        rj_subtree_free(g, t, t->path[ply + 1]);
    t->path[ply + 1] = c;
    main_line(t, c, t->path + ply + 2);
    write_line(g, ply, ply + 1 + len);
    rj_hist_set_length(g, ply + 1, ply + 1 + len);
    return RENJU_OK;
}

/* A new node for a, below the node the game stands on: in the place of the scratch
 * line it replaces, if any, else after the other children. */
static int add(renju_game *g, const rj_action *a, int drop_redo)
{
    rj_tree *t = g->tree;
    int ply = rj_hist_played(g), here = t->path[ply], id, prev = RJ_NO_NODE, redo;
    int keep = t->importing || g->tree_mode == RENJU_TREE_KEEP;

    if (reserve(g, ply + 1))
        return RENJU_ENOMEM;
    if ((id = rj_node_new(g, t, a, keep ? RENJU_NODE_KEPT : 0)) == RJ_NO_NODE)
        return RENJU_ENOMEM;
    if (keep_offers(g, t, id, a)) {
        rj_node_link_last(t, here, id);     /* so that it is freed as any node is */
        rj_subtree_free(g, t, id);
        return RENJU_ENOMEM;
    }
    if (drop_redo) {
        redo = t->path[ply + 1];
        prev = t->node[here].child == redo ? RJ_NO_NODE : t->node[redo].prev;
        rj_subtree_free(g, t, redo);
        rj_node_link_after(t, here, prev, id);
    } else {
        rj_node_link_last(t, here, id);
    }
    if (keep)
        rj_node_keep(t, here);
    t->path[ply + 1] = id;
    rj_hist_write(g, ply, a);
    rj_hist_set_length(g, ply + 1, ply + 1);
    return RENJU_OK;
}

/* rj_hist_push() with a tree.  A record being read adds every action as a new node,
 * as it has them.  Otherwise the action goes into the child that holds it, or a new
 * node; and in RENJU_TREE_SCRATCH mode the line that could be redone goes first if it
 * is scratch, as a new action always discarded what could be redone. */
static int tree_push(renju_game *g, const rj_action *a)
{
    rj_tree *t = g->tree;
    int ply = rj_hist_played(g), here = t->path[ply], c;
    int redo = ply < rj_hist_total(g) ? t->path[ply + 1] : RJ_NO_NODE;
    int drop = redo != RJ_NO_NODE && !t->importing && g->tree_mode == RENJU_TREE_SCRATCH
               && !(t->node[redo].flags & RENJU_NODE_KEPT);

    if (t->importing)
        return add(g, a, 0);
    for (c = t->node[here].child; c != RJ_NO_NODE; c = t->node[c].next)
        if (holds(t, c, a, g->offers))
            break;
    if (drop && (c == redo || (c == RJ_NO_NODE && a->kind != RJ_ACT_OFFERS))) {
        /* the scratch line's node takes the action, what was below it goes: an engine's
         * play, undo, play costs no allocation.  (Offers keep a note, which can fail:
         * they take the general way.) */
        if (t->node[redo].child != RJ_NO_NODE)
            rj_children_free(g, t, redo);
        if (c == RJ_NO_NODE) {
            if (t->node[redo].notes != RJ_NO_NODE)
                rj_notes_free(g, t, redo);   /* an offers node's offers, now another action */
            t->node[redo].act = *a;
        }
        rj_hist_write(g, ply, a);
        rj_hist_set_length(g, ply + 1, ply + 1);
        return RENJU_OK;
    }
    if (c != RJ_NO_NODE)
        return enter(g, c, drop);
    return add(g, a, drop);
}

static int make_tree(renju_game *g)
{
    return rj_tree_ensure(g) ? RENJU_ENOMEM : RENJU_OK;
}

static const rj_tree_ops tree_ops = { make_tree, tree_push, clear_tree, drop_tree, copy_tree };

int rj_tree_ensure(renju_game *g)
{
    rj_tree *t;
    int i, id, total = rj_hist_total(g);

    if (g->tree)
        return RENJU_OK;
    if (!(t = rj_tree_new(g, total + 1)))
        return rj_error(g, RENJU_ENOMEM, "out of memory making the game tree");
    g->tree = t;
    g->tree_ops = &tree_ops;
    if (reserve(g, total > 0 ? total : 1))
        goto nomem;
    /* the history is a line of scratch nodes: what was played can be replaced by play,
     * as it always could */
    t->path[0] = RJ_ROOT;
    for (i = 0; i < total; i++) {
        if ((id = rj_node_new(g, t, rj_hist_any(g, i), i < g->kept ? RENJU_NODE_KEPT : 0))
            == RJ_NO_NODE)
            goto nomem;
        rj_node_link_last(t, t->path[i], id);
        t->path[i + 1] = id;
        if (keep_offers(g, t, id, rj_hist_any(g, i)))
            goto nomem;
    }
    g->kept = 0;
    return RENJU_OK;
nomem:
    drop_tree(g);
    return rj_error(g, RENJU_ENOMEM, "out of memory making the game tree");
}

void rj_tree_keep_line(renju_game *g)
{
    int total = rj_hist_total(g);

    if (g->tree) {
        if (total > 0)
            rj_node_keep(g->tree, g->tree->path[total]);
        return;
    }
    /* no tree for a line alone: it is made, the line kept, when it is first needed */
    g->kept = total;
    g->tree_ops = &tree_ops;
}

/* The offers of the offers node on the path, where the opening reads them. */
static void path_offers(renju_game *g)
{
    const unsigned char *b;
    size_t len;
    int i;

    for (i = 0; i < rj_hist_total(g); i++)
        if (rj_hist_any(g, i)->kind == RJ_ACT_OFFERS) {
            b = rj_note_find(g->tree, g->tree->path[i + 1], RJ_NOTE_OFFERS, -1, &len);
            if (b && len <= sizeof g->offers)
                memcpy(g->offers, b, len);
            return;
        }
}

int rj_tree_goto(renju_game *g, int id)
{
    rj_tree *t = g->tree;
    int depth = rj_node_depth(t, id), total = rj_hist_total(g), shared, n, k, len;

    /* on the path the game stands on: walk along it */
    if (depth <= total && t->path[depth] == id) {
        while (rj_hist_played(g) > depth)
            rj_step_back(g);
        while (rj_hist_played(g) < depth)
            rj_step_forward(g);
        return rj_ok(g);
    }
    len = main_line(t, id, NULL);
    if (reserve(g, depth + len))
        return rj_error(g, RENJU_ENOMEM, "out of memory walking the game tree");
    /* the depth of the deepest node both paths share */
    for (shared = depth < total ? depth : total, n = id; rj_node_depth(t, n) > shared;)
        n = t->node[n].parent;
    while (t->path[shared] != n) {
        shared--;
        n = t->node[n].parent;
    }
    while (rj_hist_played(g) > shared)
        rj_step_back(g);
    /* the new path below it, from id up, then the line below id */
    for (k = depth, n = id; k > shared; k--, n = t->node[n].parent)
        t->path[k] = n;
    main_line(t, id, t->path + depth + 1);
    write_line(g, shared, depth + len);
    rj_hist_set_length(g, rj_hist_played(g), depth + len);
    path_offers(g);
    while (rj_hist_played(g) < depth)
        rj_step_forward(g);
    return rj_ok(g);
}

int rj_tree_reline(renju_game *g)
{
    rj_tree *t = g->tree;
    int ply = rj_hist_played(g), len = main_line(t, t->path[ply], NULL);

    if (reserve(g, ply + len))
        return rj_error(g, RENJU_ENOMEM, "out of memory walking the game tree");
    main_line(t, t->path[ply], t->path + ply + 1);
    write_line(g, ply, ply + len);
    rj_hist_set_length(g, ply, ply + len);
    return RENJU_OK;
}

/* The length of the line below id that can be redone if node skip were gone. */
static int main_line_without(const rj_tree *t, int id, int skip)
{
    int n = 0, c;

    for (c = t->node[id].child;; c = t->node[c].child) {
        if (c == skip)
            c = t->node[c].next;
        if (c == RJ_NO_NODE || !rj_node_playable(t, c))
            return n;
        n++;
    }
}

int rj_tree_cut(renju_game *g, int id)
{
    rj_tree *t = g->tree;
    int depth = rj_node_depth(t, id), total = rj_hist_total(g), ply = rj_hist_played(g);
    int on_path = depth <= total && t->path[depth] == id;
    int stand = on_path && depth <= ply ? depth - 1 : ply;

    /* room first, for the line that will be redone: then nothing can fail */
    if (on_path && reserve(g, stand + main_line_without(t, t->path[stand], id)))
        return rj_error(g, RENJU_ENOMEM, "out of memory walking the game tree");
    while (rj_hist_played(g) > stand)
        rj_step_back(g);
    rj_subtree_free(g, t, id);
    if (on_path)
        rj_tree_reline(g);
    return rj_ok(g);
}

void rj_tree_importing(renju_game *g, int on)
{
    g->tree->importing = on;
}

int rj_tree_play_note(renju_game *g)
{
    rj_action a = { RJ_ACT_NOTE, RENJU_EMPTY, 0, 0, RENJU_NO_POINT };

    if (g->in_setup)
        return rj_error(g, RENJU_EPHASE, "cannot add a node to the game tree in setup mode");
    /* rj_apply() neither checks nor judges a node without an action: a game that is
     * over stays over, as a comment after the last move leaves it */
    return rj_apply(g, &a, 0);
}

int rj_tree_add_unplayable(renju_game *g, int parent, const rj_action *a, unsigned flags,
                           int code, const char *msg)
{
    rj_tree *t = g->tree;
    unsigned char buf[4 + RJ_ERRMSG_MAX];
    size_t n = msg ? strlen(msg) : 0;
    int id;

    if ((id = rj_node_new(g, t, a, flags | RENJU_NODE_KEPT)) == RJ_NO_NODE)
        return RENJU_ENOMEM;
    rj_node_link_last(t, parent, id);
    if (flags & RENJU_NODE_ILLEGAL) {
        if (n > RJ_ERRMSG_MAX)
            n = RJ_ERRMSG_MAX;
        memcpy(buf, &code, 4);
        memcpy(buf + 4, msg, n);
        if (rj_note_set(g, t, id, RJ_NOTE_ERROR, -1, buf, 4 + n)) {
            rj_subtree_free(g, t, id);
            return RENJU_ENOMEM;
        }
    }
    rj_node_keep(t, parent);
    return id;
}
