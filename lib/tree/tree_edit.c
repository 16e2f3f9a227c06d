/* SPDX-License-Identifier: MIT */
/* tree_edit.c - changing the shape of the game tree (renju_tree(3)): deleting a subtree,
 * promoting a variation to the main line, the flags a user sets. */
#include "tree/tree.h"
#include "game/errors.h"

int renju_tree_delete(renju_game *g, int node)
{
    int id;

    if (!g)
        return RENJU_EINVAL;
    if (rj_tree_edit_arg(g, node, &id))
        return g->errcode;
    if (id == RJ_ROOT)
        return rj_error(g, RENJU_EINVAL, "the root of the game tree cannot be deleted");
    return rj_tree_cut(g, id);
}

int renju_tree_promote(renju_game *g, int node)
{
    rj_tree *t;
    int id, up;

    if (!g)
        return RENJU_EINVAL;
    if (rj_tree_edit_arg(g, node, &id))
        return g->errcode;
    t = g->tree;
    /* the same nodes on the same paths, only in another order: the path the game
     * stands on and the line it can redo stay as they are */
    rj_node_keep(t, id);
    for (; id != RJ_ROOT; id = up) {
        up = t->node[id].parent;
        if (t->node[up].child != id) {
            rj_node_unlink(t, id);
            rj_node_link_after(t, up, RJ_NO_NODE, id);
        }
    }
    return rj_ok(g);
}

int renju_node_flag_set(renju_game *g, int node, int flag, int on)
{
    int id;

    if (!g)
        return RENJU_EINVAL;
    if (flag == RENJU_NODE_KEPT && !on)
        return rj_error(g, RENJU_EINVAL, "a kept node cannot be made scratch again");
    if (flag != RENJU_NODE_KEPT && flag != RENJU_NODE_MARKED && flag != RENJU_NODE_START)
        return rj_error(g, RENJU_EINVAL, "flag %d cannot be set: only RENJU_NODE_KEPT (%d), "
                        "_MARKED (%d) and _START (%d)", flag, RENJU_NODE_KEPT,
                        RENJU_NODE_MARKED, RENJU_NODE_START);
    if (rj_tree_edit_arg(g, node, &id))
        return g->errcode;
    if (flag != RENJU_NODE_KEPT && on)
        g->tree->node[id].flags |= (unsigned)flag;
    else if (flag != RENJU_NODE_KEPT)
        g->tree->node[id].flags &= ~(unsigned)flag;
    /* a user's mark is an edit: the node is kept as what a record puts in is (and
     * keeping it keeps the nodes above it) */
    rj_node_keep(g->tree, id);
    return rj_ok(g);
}
