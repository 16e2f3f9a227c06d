/* SPDX-License-Identifier: MIT */
/* record_tree.h - a record's tree read into the scratch game (internal). */
#ifndef RJ_RECORD_TREE_H
#define RJ_RECORD_TREE_H

#include "record/record_import.h"
#include "game/handle.h"


/* Reading a record that holds a tree (SGF, RenLib .lib) into the scratch game's tree.
 * Once the rules, the size and the set-up position are known, rj_imp_tree_start();
 * then every variation is opened and closed around what it holds, and each action is
 * either played on imp->s as any record's (rj_imp_stone(), the opening's calls), or,
 * below a line that broke the rules (rj_imp_tree_raw()), kept as it is with
 * rj_imp_tree_unplayable().  An action that fails goes to rj_imp_tree_broken(): on the
 * main line it fails the import as in any record (RENJU_IMPORT_PARTIAL: the error is
 * kept and reading goes on), in a variation it is kept, marked and warned about.
 * rj_imp_tree_finish() takes the game to the end of the main line. */
int rj_imp_tree_start(rj_import *imp);
int rj_imp_tree_open(rj_import *imp);
int rj_imp_tree_close(rj_import *imp);
static inline int rj_imp_tree_raw(const rj_import *imp)
{
    return imp->raw != -1;   /* RJ_NO_NODE of tree/tree.h */
}
int rj_imp_tree_unplayable(rj_import *imp, const rj_action *a);
int rj_imp_tree_broken(rj_import *imp, const rj_action *a, int rc, size_t pos);
/* The node the notes of what was read last go to: the game's node, or the unplayable
 * node below a broken line. */
int rj_imp_tree_node(const rj_import *imp);
int rj_imp_tree_finish(rj_import *imp);
void rj_imp_tree_free(rj_import *imp);

#endif
