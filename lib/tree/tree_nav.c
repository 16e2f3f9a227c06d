/* SPDX-License-Identifier: MIT */
/* tree_nav.c - moving the game about its tree (renju_tree(3)): to the root, a parent, a
 * child, a sibling, any node, a path; and the mode of the actions played. */
#include "tree/tree.h"
#include "game/errors.h"

#include <string.h>

/* The action that broke the rules at or above id, for a node the game cannot stand
 * on: recorded as that action's error. */
static int refuse(renju_game *g, int id)
{
    const rj_tree *t = g->tree;
    const unsigned char *b;
    char msg[RJ_ERRMSG_MAX];
    size_t len;
    int code = RENJU_EPOSITION, at = id;

    while (!(t->node[at].flags & RENJU_NODE_ILLEGAL) && at != RJ_ROOT)
        at = t->node[at].parent;
    b = rj_note_find(t, at, RJ_NOTE_ERROR, -1, &len);
    if (!b || len < 4)
        return rj_error(g, code, "node %d is on a line that breaks the rules", id);
    memcpy(&code, b, 4);
    len -= 4;
    if (len >= sizeof msg)
        len = sizeof msg - 1;
    memcpy(msg, b + 4, len);
    msg[len] = '\0';
    return rj_error(g, code, "node %d is on a line that breaks the rules at node %d: %s",
                    id, at, msg);
}

static int go(renju_game *g, int id)
{
    if (!rj_node_playable(g->tree, id))
        return refuse(g, id);
    return rj_tree_goto(g, id);
}

int renju_tree_node(renju_game *g)
{
    int id;

    if (!g)
        return RENJU_EINVAL;
    if (rj_tree_node_arg(g, RENJU_NODE_CURRENT, &id))
        return g->errcode;
    rj_ok(g);
    return id;
}

int renju_tree_goto(renju_game *g, int node)
{
    int id;

    if (!g)
        return RENJU_EINVAL;
    if (rj_tree_edit_arg(g, node, &id))
        return g->errcode;
    return go(g, id);
}

int renju_tree_root(renju_game *g)
{
    return renju_tree_goto(g, RJ_ROOT);
}

int renju_tree_parent(renju_game *g)
{
    int id;

    if (!g)
        return RENJU_EINVAL;
    if (rj_tree_edit_arg(g, RENJU_NODE_CURRENT, &id))
        return g->errcode;
    if (id == RJ_ROOT)
        return rj_error(g, RENJU_ENOMOVE, "the game stands on the root: it has no parent");
    return go(g, g->tree->node[id].parent);
}

int renju_tree_child(renju_game *g, int index)
{
    int id, c;

    if (!g)
        return RENJU_EINVAL;
    if (rj_tree_edit_arg(g, RENJU_NODE_CURRENT, &id))
        return g->errcode;
    if ((c = rj_node_child_at(g->tree, id, index)) == RJ_NO_NODE)
        return rj_error(g, RENJU_ERANGE, "node %d has %d children: there is no child %d",
                        id, rj_node_children(g->tree, id), index);
    return go(g, c);
}

int renju_tree_sibling(renju_game *g, int step)
{
    int id, index, c = RJ_NO_NODE;

    if (!g)
        return RENJU_EINVAL;
    if (rj_tree_edit_arg(g, RENJU_NODE_CURRENT, &id))
        return g->errcode;
    index = rj_node_index(g->tree, id);
    if (id != RJ_ROOT && step >= -index)
        c = rj_node_child_at(g->tree, g->tree->node[id].parent, index + step);
    if (c == RJ_NO_NODE)
        return rj_error(g, RENJU_ERANGE, "node %d has no sibling %d places away", id, step);
    return go(g, c);
}

int renju_tree_follow(renju_game *g, const int *indexes, size_t count)
{
    size_t i;
    int id, c;

    if (!g)
        return RENJU_EINVAL;
    if (!indexes && count > 0)
        return rj_error(g, RENJU_EINVAL, "renju_tree_follow: indexes is NULL");
    if (rj_tree_edit_arg(g, RENJU_NODE_CURRENT, &id))
        return g->errcode;
    /* the whole path is found first: a path that leads nowhere moves nothing */
    for (i = 0, id = RJ_ROOT; i < count; i++, id = c)
        if ((c = rj_node_child_at(g->tree, id, indexes[i])) == RJ_NO_NODE)
            return rj_error(g, RENJU_ERANGE, "step %zu of the path: node %d has no child %d",
                            i + 1, id, indexes[i]);
    return go(g, id);
}

int renju_tree_mode_set(renju_game *g, int mode)
{
    if (!g)
        return RENJU_EINVAL;
    if (mode != RENJU_TREE_SCRATCH && mode != RENJU_TREE_KEEP)
        return rj_error(g, RENJU_EINVAL, "%d is not a tree mode (%d scratch, %d keep)", mode,
                        RENJU_TREE_SCRATCH, RENJU_TREE_KEEP);
    /* kept from now on: the tree must be there to keep the next action */
    if (mode == RENJU_TREE_KEEP && rj_tree_ensure(g))
        return g->errcode;
    g->tree_mode = mode;
    return rj_ok(g);
}

int renju_tree_mode_get(renju_game *g)
{
    return g ? g->tree_mode : RENJU_EINVAL;
}
