/* SPDX-License-Identifier: MIT */
/* tree_walk.c - reading the game tree without moving the game (renju_tree(3)): the
 * nodes, their places, their actions and flags, the lines that lead to them. */
#include "tree/tree.h"
#include "game/errors.h"
#include "game/output.h"

#include <string.h>

#define WALK_MAX (RJ_ERRMSG_MAX + 1)

/* The node argument of a read, or the error (recorded, returned by the caller). */
#define NODE_ARG(g, node, id) \
    do { \
        if (!(g)) \
            return RENJU_EINVAL; \
        if (rj_tree_node_arg((g), (node), &(id))) \
            return (g)->errcode; \
    } while (0)

int renju_node_count(renju_game *g)
{
    int id;

    NODE_ARG(g, RENJU_NODE_CURRENT, id);
    rj_ok(g);
    return g->tree->count;
}

int renju_node_parent(renju_game *g, int node)
{
    int id;

    NODE_ARG(g, node, id);
    rj_ok(g);
    return id == RJ_ROOT ? RENJU_NO_NODE : g->tree->node[id].parent;
}

int renju_node_depth(renju_game *g, int node)
{
    int id;

    NODE_ARG(g, node, id);
    rj_ok(g);
    return rj_node_depth(g->tree, id);
}

int renju_node_index(renju_game *g, int node)
{
    int id;

    NODE_ARG(g, node, id);
    rj_ok(g);
    return rj_node_index(g->tree, id);
}

int renju_node_next(renju_game *g, int node)
{
    int id, n;

    NODE_ARG(g, node, id);
    rj_ok(g);
    n = rj_node_following(g->tree, id);
    return n == RJ_NO_NODE ? RENJU_NO_NODE : n;
}

int renju_node_children(renju_game *g, int node, int *children, size_t capacity)
{
    const rj_tree *t;
    int id, c, n = 0;

    NODE_ARG(g, node, id);
    t = g->tree;
    if (!children && capacity == 0)
        return rj_ok(g), rj_node_children(t, id);
    if (!children)
        return rj_error(g, RENJU_EINVAL, "the children buffer is NULL");
    if (capacity < (size_t)rj_node_children(t, id))
        return rj_error(g, RENJU_EBUFSIZE, "the children buffer holds %zu, %d needed",
                        capacity, rj_node_children(t, id));
    for (c = t->node[id].child; c != RJ_NO_NODE; c = t->node[c].next)
        children[n++] = c;
    rj_ok(g);
    return n;
}

int renju_node_action(renju_game *g, int node, int *colour, int *value)
{
    const rj_action *a;
    int id;

    NODE_ARG(g, node, id);
    a = &g->tree->node[id].act;
    if (colour)
        *colour = a->colour;
    if (value)
        *value = a->kind == RJ_ACT_STONE || a->kind == RJ_ACT_PASS || a->kind == RJ_ACT_FORFEIT
                 || rj_action_is_decision(a) ? a->point : 0;
    rj_ok(g);
    /* the node kinds are the history's, with the root as 0 */
    return a->kind;
}

int renju_node_flags(renju_game *g, int node)
{
    const rj_node *n;
    int id, flags;

    NODE_ARG(g, node, id);
    n = &g->tree->node[id];
    flags = (int)(n->flags & RJ_NODE_PUBLIC_FLAGS);
    if (n->act.offer)
        flags |= RENJU_NODE_DRAW_OFFER;
    if (n->act.foul)
        flags |= RENJU_NODE_FOUL;
    rj_ok(g);
    return flags;
}

int renju_node_offers(renju_game *g, int node, int *points, size_t capacity)
{
    int offers[RENJU_MAX_OFFERS], id, n = 0;
    const unsigned char *b;
    size_t len;

    NODE_ARG(g, node, id);
    b = rj_note_find(g->tree, id, RJ_NOTE_OFFERS, -1, &len);
    if (b && len <= sizeof offers) {
        memcpy(offers, b, len);
        n = (int)(len / sizeof *offers);
    }
    return rj_out_ints(g, points, capacity, offers, n, "points");
}

/* The nodes from the root's child to id into out (deepest last); returns how many. */
static int path_of(const rj_tree *t, int id, int *out, int depth)
{
    int k;

    for (k = depth; k > 0; k--, id = t->node[id].parent)
        out[k - 1] = id;
    return depth;
}

/* Write n ints the walk gives into a caller's buffer: the count first, so that a
 * buffer too small is left as it was. */
static int out_path(renju_game *g, int id, int *buf, size_t capacity, int moves_only,
                    const char *what)
{
    const rj_tree *t = g->tree;
    int depth = rj_node_depth(t, id), n = 0, k, c, *nodes;
    const rj_action *a;

    nodes = g->alloc(g->opaque, (size_t)(depth ? depth : 1) * sizeof *nodes);
    if (!nodes)
        return rj_error(g, RENJU_ENOMEM, "out of memory reading the game tree");
    path_of(t, id, nodes, depth);
    for (k = 0; k < depth; k++)
        n += !moves_only || rj_action_is_move(&t->node[nodes[k]].act);
    if (buf && capacity >= (size_t)n)
        for (k = 0, c = 0; k < depth; k++) {
            a = &t->node[nodes[k]].act;
            if (moves_only && rj_action_is_move(a))
                buf[c++] = a->point;
            else if (!moves_only)
                buf[c++] = rj_node_index(t, nodes[k]);
        }
    g->free(g->opaque, nodes);
    if (!buf && capacity == 0)
        return rj_ok(g), n;
    if (!buf)
        return rj_error(g, RENJU_EINVAL, "the %s buffer is NULL", what);
    if (capacity < (size_t)n)
        return rj_error(g, RENJU_EBUFSIZE, "the %s buffer holds %zu, %d needed", what,
                        capacity, n);
    rj_ok(g);
    return n;
}

int renju_node_line(renju_game *g, int node, int *moves, size_t capacity)
{
    int id;

    NODE_ARG(g, node, id);
    return out_path(g, id, moves, capacity, 1, "moves");
}

int renju_tree_path(renju_game *g, int node, int *indexes, size_t capacity)
{
    int id;

    NODE_ARG(g, node, id);
    return out_path(g, id, indexes, capacity, 0, "indexes");
}

int renju_node_error(renju_game *g, int node, int *code, char *buf, size_t capacity)
{
    char msg[WALK_MAX];
    const unsigned char *b;
    size_t len = 0;
    int id, c = 0;

    NODE_ARG(g, node, id);
    b = rj_note_find(g->tree, id, RJ_NOTE_ERROR, -1, &len);
    if (b && len >= 4) {
        memcpy(&c, b, 4);
        len -= 4;
        if (len >= sizeof msg)
            len = sizeof msg - 1;
        memcpy(msg, b + 4, len);
    } else {
        len = 0;
    }
    msg[len] = '\0';
    if (code)
        *code = c;
    return rj_out_text(g, buf, capacity, msg, "the node's error");
}
