/* SPDX-License-Identifier: MIT */
/* tree_args.c - the checks every public call on the game tree makes: which node it
 * names, and whether the game may move now. */
#include "tree/tree.h"
#include "game/errors.h"

int rj_tree_node_arg(renju_game *g, int node, int *id)
{
    if (rj_tree_ensure(g))
        return g->errcode;
    if (node == RENJU_NODE_CURRENT) {
        *id = rj_tree_here(g);
        return RENJU_OK;
    }
    if (!rj_node_live(g->tree, node))
        return rj_error(g, RENJU_ERANGE, "there is no node %d in the game tree", node);
    *id = node;
    return RENJU_OK;
}

int rj_tree_edit_arg(renju_game *g, int node, int *id)
{
    if (g->in_setup)
        return rj_error(g, RENJU_EPHASE, "cannot change the game tree in setup mode: "
                        "call renju_setup_end first");
    return rj_tree_node_arg(g, node, id);
}
