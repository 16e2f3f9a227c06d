/* SPDX-License-Identifier: MIT */
/* record_tree.c - a record's tree read into the scratch game: each variation opened
 * where its parent stands and closed by taking back what it played, each action played
 * under the rules as any record's, and a line that breaks them kept, marked and warned
 * about rather than dropped (renju_tree(3)).  The formats that hold trees (SGF, RenLib)
 * read their own syntax and leave the tree's bookkeeping here. */
#include "record/record_import.h"
#include "record/record_tree.h"
#include "tree/tree.h"
#include "game/history.h"
#include "game/play.h"
#include "game/notation.h"
#include "game/errors.h"
#include "game/handle.h"

#include <stdio.h>
#include <string.h>

int rj_imp_tree_start(rj_import *imp)
{
    if (rj_tree_ensure(imp->s))
        return rj_error(imp->g, RENJU_ENOMEM, "out of memory making the game tree");
    rj_tree_importing(imp->s, 1);
    imp->tree = 1;
    imp->raw = RJ_NO_NODE;
    imp->main = 1;
    return RENJU_OK;
}

int rj_imp_tree_open(rj_import *imp)
{
    rj_imp_branch *b, *top = imp->nbranch ? &imp->branch[imp->nbranch - 1] : NULL;
    int ncap;

    if (imp->nbranch == imp->branch_cap) {
        /* a record may nest as deep as it likes: the stack grows with it */
        ncap = imp->branch_cap ? imp->branch_cap * 2 : 64;
        b = ncap < 0x3fffffff ? imp->g->alloc(imp->g->opaque, (size_t)ncap * sizeof *b) : NULL;
        if (!b)
            return rj_error(imp->g, RENJU_ENOMEM, "out of memory reading the game tree");
        if (imp->nbranch)
            memcpy(b, imp->branch, (size_t)imp->nbranch * sizeof *b);
        if (imp->branch)
            imp->g->free(imp->g->opaque, imp->branch);
        imp->branch = b;
        imp->branch_cap = ncap;
        top = imp->nbranch ? &imp->branch[imp->nbranch - 1] : NULL;
    }
    b = &imp->branch[imp->nbranch++];
    b->ply = rj_hist_played(imp->s);
    b->raw = imp->raw;
    /* the first variation of a node continues the line it is on */
    b->main = top ? top->main && top->opened == 0 : 1;
    b->opened = 0;
    if (top)
        top->opened++;
    imp->main = b->main;
    return RENJU_OK;
}

int rj_imp_tree_close(rj_import *imp)
{
    rj_imp_branch *b = &imp->branch[--imp->nbranch];

    while (rj_hist_played(imp->s) > b->ply)
        rj_step_back(imp->s);
    imp->raw = b->raw;
    imp->main = imp->nbranch ? imp->branch[imp->nbranch - 1].main : 1;
    return RENJU_OK;
}

int rj_imp_tree_node(const rj_import *imp)
{
    return imp->raw != RJ_NO_NODE ? imp->raw : rj_tree_here(imp->s);
}

int rj_imp_tree_unplayable(rj_import *imp, const rj_action *a)
{
    int id = rj_tree_add_unplayable(imp->s, imp->raw, a, RENJU_NODE_UNPLAYABLE, 0, NULL);

    if (id < 0)
        return rj_error(imp->g, RENJU_ENOMEM, "out of memory reading the game tree");
    imp->raw = id;
    return RENJU_OK;
}

/* The moves of the line up to node id, as text for a warning ("h8 h9 h8"). */
static void line_text(renju_game *s, int id, char *buf, size_t cap)
{
    const rj_tree *t = s->tree;
    int nodes[24], n = 0, k;
    size_t len = 0;
    char name[8];

    for (; id != RJ_ROOT && n < 24; id = t->node[id].parent)
        nodes[n++] = id;
    buf[0] = '\0';
    if (id != RJ_ROOT && len + 4 < cap) {
        memcpy(buf, "... ", 5);
        len = 4;
    }
    for (k = n - 1; k >= 0; k--) {
        if (!rj_action_is_move(&t->node[nodes[k]].act))
            continue;
        rj_point_name(s, t->node[nodes[k]].act.point, name);
        if (len + strlen(name) + 2 > cap)
            break;
        len += (size_t)snprintf(buf + len, cap - len, "%s%s", len ? " " : "", name);
    }
}

int rj_imp_tree_broken(rj_import *imp, const rj_action *a, int rc, size_t pos)
{
    renju_game *s = imp->s;
    char msg[RJ_ERRMSG_MAX], line[96];
    int id, here = rj_imp_tree_node(imp);

    if (rc == RENJU_ENOMEM || (imp->main && !(imp->flags & RENJU_IMPORT_PARTIAL)))
        return rj_imp_illegal(imp, rc, pos);
    memcpy(msg, s->errmsg, sizeof msg);
    id = rj_tree_add_unplayable(s, here, a, RENJU_NODE_ILLEGAL, rc, msg);
    if (id < 0)
        return rj_error(imp->g, RENJU_ENOMEM, "out of memory reading the game tree");
    imp->raw = id;
    if (imp->main) {
        /* kept, and the import still says the main line broke the rules */
        if (!imp->main_broken) {
            rj_imp_illegal(imp, rc, pos);
            imp->main_broken = rc;
            /* a partial game is kept only once the whole tree was read
             * (rj_imp_tree_finish()): running out of memory after this node must
             * leave the game as it was */
            imp->illegal = 0;
        }
        return RENJU_OK;
    }
    line_text(s, id, line, sizeof line);
    rj_imp_warn(imp, RENJU_WARN_ILLEGAL_LINE, pos, 1,
                "a variation breaks the rules at %s (node %d): %s; kept, marked illegal",
                line, id, msg);
    return RENJU_OK;
}

int rj_imp_tree_finish(rj_import *imp)
{
    rj_tree *t = imp->s->tree;
    int id = RJ_ROOT;

    rj_tree_importing(imp->s, 0);
    while (t->node[id].child != RJ_NO_NODE && rj_node_playable(t, t->node[id].child))
        id = t->node[id].child;
    if (rj_tree_goto(imp->s, id))
        return rj_error(imp->g, RENJU_ENOMEM, "out of memory reading the game tree");
    if (imp->main_broken) {
        imp->illegal = 1;
        return imp->main_broken;
    }
    return RENJU_OK;
}

void rj_imp_tree_free(rj_import *imp)
{
    if (imp->branch)
        imp->g->free(imp->g->opaque, imp->branch);
    imp->branch = NULL;
    imp->nbranch = imp->branch_cap = 0;
}
