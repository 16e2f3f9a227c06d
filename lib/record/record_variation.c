/* SPDX-License-Identifier: MIT */
/* record_variation.c - one node's subtree as one SGF game tree of moves
 * (renju_node_export(3)): the line of a proof that renju-solve(1) prints, which
 * anyone can check with the rules alone. */
#include "record/record_output.h"
#include "tree/tree.h"
#include "game/errors.h"
#include "game/handle.h"
#include "core/board.h"

#include <string.h>

/* Whether every node of id's subtree holds a stone or a pass; the first that does not
 * into *bad. */
static int moves_only(const rj_tree *t, int id, int *bad)
{
    int c;

    if (t->node[id].act.kind != RJ_ACT_STONE && t->node[id].act.kind != RJ_ACT_PASS) {
        *bad = id;
        return 0;
    }
    for (c = t->node[id].child; c != RJ_NO_NODE; c = t->node[c].next)
        if (!moves_only(t, c, bad))
            return 0;
    return 1;
}

static void out_move(rj_out *o, const renju_game *g, const rj_action *a)
{
    int size = g->board.size;

    rj_out_str(o, a->colour == RJ_BLACK ? ";B[" : ";W[");
    if (a->kind == RJ_ACT_STONE) {
        /* the column from the left, then the row from the top */
        rj_out_char(o, (char)('a' + a->point % size));
        rj_out_char(o, (char)('a' + size - 1 - a->point / size));
    }
    rj_out_char(o, ']');
}

/* The node, then its children: one in line, more as variations. */
static void out_subtree(rj_out *o, const renju_game *g, const rj_tree *t, int id)
{
    int c = t->node[id].child;

    out_move(o, g, &t->node[id].act);
    if (c != RJ_NO_NODE && t->node[c].next == RJ_NO_NODE) {
        out_subtree(o, g, t, c);
        return;
    }
    for (; c != RJ_NO_NODE; c = t->node[c].next) {
        rj_out_char(o, '(');
        out_subtree(o, g, t, c);
        rj_out_char(o, ')');
    }
}

static void out_tree(rj_out *o, const renju_game *g, int id)
{
    rj_out_char(o, '(');
    out_subtree(o, g, g->tree, id);
    rj_out_char(o, ')');
}

int renju_node_export(renju_game *g, int node, char *buf, size_t capacity)
{
    rj_out o;
    int id, bad, rc;

    if (!g)
        return RENJU_EINVAL;
    if (!buf && capacity != 0)
        return rj_error(g, RENJU_EINVAL, "the buffer is NULL with capacity %zu", capacity);
    if ((rc = rj_tree_node_arg(g, node, &id)) != RENJU_OK)
        return rc;
    if (id == 0)
        return rj_error(g, RENJU_EINVAL, "the root holds no move: name a node below it");
    if (!moves_only(g->tree, id, &bad))
        return rj_error(g, RENJU_EINVAL, "node %d holds an action that is not a move", bad);
    /* measured first, so that a buffer too small is left as it was */
    memset(&o, 0, sizeof o);
    out_tree(&o, g, id);
    if (o.len >= 0x7fffffff)
        return rj_error(g, RENJU_ERANGE, "the tree would be %zu bytes long", o.len);
    if (!buf) {
        rj_ok(g);
        return (int)o.len + 1;
    }
    if (capacity < o.len + 1)
        return rj_error(g, RENJU_EBUFSIZE, "the buffer holds %zu bytes, the tree needs %zu",
                        capacity, o.len + 1);
    memset(&o, 0, sizeof o);
    o.buf = buf;
    o.cap = capacity;
    out_tree(&o, g, id);
    buf[o.len] = '\0';
    rj_ok(g);
    return (int)o.len;
}
