/* SPDX-License-Identifier: MIT */
/* tree.h - the game tree (internal): the nodes, the notes they carry, and the path
 * the game stands on.
 *
 * A layer above the game.  The game keeps its history as a line of actions; the tree
 * holds every line ever read or kept, and the history is the path from the root to the
 * node the game stands on (hist[0..ply)) and the line below it that can be redone
 * (hist[ply..nhist)): path[i] is the node of hist[i - 1], path[0] the root.  The game
 * reaches the tree only through g->tree_ops (rj_hist_push), so that play, undo and redo
 * cost a game without a tree nothing, and undo and redo cost a game with one nothing
 * either: they only move along the path.
 *
 * Nodes live in one array and are named by their index (the root is 0); a deleted
 * node's index is used again.  Children are a list through next, and prev of the first
 * child names the last, so that a record's variations are added at the end at once. */
#ifndef RJ_TREE_H
#define RJ_TREE_H

#include "game/handle.h"

#include <stddef.h>

#define RJ_NO_NODE (-1)
#define RJ_ROOT 0

/* The public flags (RENJU_NODE_KEPT ...) and one of the tree's own. */
#define RJ_NODE_PUBLIC_FLAGS (RENJU_NODE_KEPT | RENJU_NODE_ILLEGAL | RENJU_NODE_UNPLAYABLE \
                              | RENJU_NODE_MARKED | RENJU_NODE_START)
#define RJ_NODE_LIVE 0x10000u   /* in use (a freed slot is not) */

typedef struct rj_node {
    rj_action act;         /* what the node does; the root's kind is 0 */
    int parent, child, next, prev;
    unsigned flags;        /* RENJU_NODE_* as stored, and RJ_NODE_LIVE */
    int notes;             /* index in rj_tree.notes, RJ_NO_NODE when it has none */
} rj_node;

/* The notes of a node, one allocation each: a list of records, each a type, a point
 * and a length, then that many bytes.  Small, read by a walk, and written by making a
 * new list, so that running out of memory leaves the old one as it was. */
enum {
    RJ_NOTE_COMMENT = 1,   /* UTF-8 text */
    RJ_NOTE_NAME,          /* UTF-8 text (SGF N) */
    RJ_NOTE_LABEL,         /* point, UTF-8 text */
    RJ_NOTE_MARK,          /* point, one byte: RENJU_MARK_* */
    RJ_NOTE_SETUP,         /* point, one byte: the colour set up (RENJU_EMPTY clears) */
    RJ_NOTE_OFFERS,        /* the 5th-move offers of an offers node, as ints */
    RJ_NOTE_PROPS,         /* SGF properties the library does not use, as they came */
    RJ_NOTE_ERROR,         /* an illegal node: an int code, then the message */
    RJ_NOTE_LIBFLAGS       /* RenLib flag bits the layout does not define, as an int */
};

typedef struct rj_note_slot {
    unsigned char *bytes;  /* NULL when the slot is free (then size is the next free) */
    size_t size;
} rj_note_slot;

struct rj_tree {
    rj_node *node;
    int cap, used, count;  /* slots, slots ever used, live nodes */
    int free_node;         /* a free slot, or RJ_NO_NODE; freed slots chain by next */
    int *path;             /* path[0..nhist] */
    int path_cap;
    rj_note_slot *notes;
    int notes_cap, notes_used, free_notes;
    int importing;         /* a record is read in: every action is a new kept node */
    char charset[40];      /* the charset a .lib file's text was read in, "" if none */
};

typedef struct rj_tree rj_tree;

/* ------------------------------------------------------------ the store (tree_store.c) */

/* A tree with a root alone and room for nodes nodes, from g's allocator; NULL when it
 * fails. */
rj_tree *rj_tree_new(renju_game *g, int nodes);
void rj_tree_free(renju_game *g, rj_tree *t);
/* A copy of src from g's allocator, NULL when it fails. */
rj_tree *rj_tree_copy(renju_game *g, const rj_tree *src);

/* Room for n nodes in all, so that a record that knows its size is read without the
 * array growing by copies: RENJU_OK, or RENJU_ENOMEM (unrecorded), changing nothing. */
int rj_tree_reserve(renju_game *g, rj_tree *t, int n);
/* A new node doing a, not yet linked; RJ_NO_NODE when the allocator fails. */
int rj_node_new(renju_game *g, rj_tree *t, const rj_action *a, unsigned flags);
/* Link id below parent: after child prev (RJ_NO_NODE: first), or last. */
void rj_node_link_after(rj_tree *t, int parent, int prev, int id);
void rj_node_link_last(rj_tree *t, int parent, int id);
void rj_node_unlink(rj_tree *t, int id);
/* Unlink id and free it with everything below it. */
void rj_subtree_free(renju_game *g, rj_tree *t, int id);
/* Free every child of id and what is below them. */
void rj_children_free(renju_game *g, rj_tree *t, int id);

/* Whether id names a live node. */
static inline int rj_node_live(const rj_tree *t, int id)
{
    return id >= 0 && id < t->used && (t->node[id].flags & RJ_NODE_LIVE);
}

/* Whether the game can stand on node id: it and every node above it keep the rules. */
static inline int rj_node_playable(const rj_tree *t, int id)
{
    return !(t->node[id].flags & (RENJU_NODE_ILLEGAL | RENJU_NODE_UNPLAYABLE));
}

/* The index-th child of id, RJ_NO_NODE if there is none; the number of children; the
 * index of id among its siblings. */
int rj_node_child_at(const rj_tree *t, int id, int index);
int rj_node_children(const rj_tree *t, int id);
int rj_node_index(const rj_tree *t, int id);
int rj_node_depth(const rj_tree *t, int id);
/* The node after id in pre-order, RJ_NO_NODE after the last. */
int rj_node_following(const rj_tree *t, int id);

/* Mark id kept, and the nodes above it: what is kept is never replaced by play. */
void rj_node_keep(rj_tree *t, int id);

/* ------------------------------------------------------------ notes (tree_notes.c) */

/* The bytes of the first note of type at point (-1: any point) of node id, their
 * length in *len; NULL if there is none. */
const unsigned char *rj_note_find(const rj_tree *t, int id, int type, int point, size_t *len);
/* Replace the note of type at point (-1 for the notes without a point) by n bytes
 * (NULL: remove it); a new one goes last.  RENJU_ENOMEM, unrecorded, changing
 * nothing. */
int rj_note_set(renju_game *g, rj_tree *t, int id, int type, int point, const void *bytes,
                size_t n);
/* Walk the notes of node id: from *at (0 to start), the next note's type, point, bytes
 * and length; 0 after the last. */
int rj_note_next(const rj_tree *t, int id, size_t *at, int *type, int *point,
                 const unsigned char **bytes, size_t *len);
/* A note to add: its type, point (-1 for none) and bytes. */
typedef struct rj_note_add {
    int type, point;
    const void *bytes;
    size_t len;
} rj_note_add;
/* Add the n notes at add after node id's notes, in one allocation: for a record's
 * node of many labels or marks, which rj_note_set() would copy once for each.  The
 * caller makes sure that none has the type and point of another, or of a note the
 * node holds.  RENJU_ENOMEM, unrecorded, changing nothing. */
int rj_notes_append(renju_game *g, rj_tree *t, int id, const rj_note_add *add, int n);
/* Free the notes of node id; copy all of src's notes of a node into dst's (0, or
 * RENJU_ENOMEM). */
void rj_notes_free(renju_game *g, rj_tree *t, int id);
int rj_notes_copy(renju_game *g, rj_tree *dst, int to, const rj_tree *src, int from);

/* ------------------------------------------------------------ the game's path (tree_path.c) */

/* The game's tree, made from its history if it has none yet: RENJU_OK, or
 * RENJU_ENOMEM (recorded). */
int rj_tree_ensure(renju_game *g);
/* Keep every action of the history's line (what a record read): in the tree, or, for a
 * game without one, as the actions the tree will keep when it is made. */
void rj_tree_keep_line(renju_game *g);
/* The node the game stands on. */
static inline int rj_tree_here(const renju_game *g)
{
    return g->tree->path[g->ply];
}

/* Take the game to node id, which must be playable, by taking back the actions to the
 * node both paths share and playing those to id; the line below id (its first
 * children) becomes what can be redone.  RENJU_OK or RENJU_ENOMEM (recorded). */
int rj_tree_goto(renju_game *g, int id);
/* After the tree's shape changed below the node the game stands on: the line that can
 * be redone becomes the first children's again.  RENJU_ENOMEM (recorded). */
int rj_tree_reline(renju_game *g);

/* Delete node id (not the root) and what is below it; a game that stood inside goes to
 * its parent, and the line to redo is made again where it went through id.
 * RENJU_OK or RENJU_ENOMEM (recorded), changing nothing. */
int rj_tree_cut(renju_game *g, int id);

/* For the record readers: while importing is set, every action played is a new kept
 * node after the others, as the record has it. */
void rj_tree_importing(renju_game *g, int on);
/* Add a node without an action (RJ_ACT_NOTE) below the one the game stands on and go
 * to it, as a record's node that holds only comments or marks: the position, the side
 * to move and the result stay as they were.  RENJU_OK, or the error (recorded):
 * RENJU_EPHASE in setup mode, RENJU_ENOMEM. */
int rj_tree_play_note(renju_game *g);
/* A node that the game cannot stand on, below parent, kept: flags RENJU_NODE_ILLEGAL
 * (its action broke the rules: code and message say how) or RENJU_NODE_UNPLAYABLE
 * (below such a node; code 0).  Its index, or RENJU_ENOMEM (unrecorded). */
int rj_tree_add_unplayable(renju_game *g, int parent, const rj_action *a, unsigned flags,
                           int code, const char *msg);

/* ------------------------------------------------------------ the calls' checks (tree_args.c) */

/* The node a public call names (RENJU_NODE_CURRENT: the one the game stands on) into
 * *id, the tree made first if need be: RENJU_OK or the error, recorded.  _edit_ is for
 * the calls that move the game or change the tree, which setup mode refuses. */
int rj_tree_node_arg(renju_game *g, int node, int *id);
int rj_tree_edit_arg(renju_game *g, int node, int *id);

#endif
