/* SPDX-License-Identifier: MIT */
/*
 * lib_model.h - RenLib libraries read and written a second way, for the tests: a tree of
 * the file's records, parsed as RenLib itself reads them (each node with a later sibling
 * pushed on a stack of nodes, each node without a child popping one and going on below
 * its parent), written back in the same layout, and compared node by node with the
 * library's game tree.  Nothing here uses the library's reader or writer.
 *
 * The texts are kept as the library must read them: UTF-8 (the model reads no other
 * charset), a comment's first 0x08 as a line feed, an old-style comment decoded.
 */
#ifndef LIB_MODEL_H
#define LIB_MODEL_H

#include <stddef.h>

#include "renju.h"

/* The layout's flags (renju_rules(7), GAME RECORDS). */
#define LM_SIBLING   0x80u
#define LM_LEAF      0x40u
#define LM_OLD       0x20u
#define LM_MARK      0x10u
#define LM_COMMENT   0x08u
#define LM_START     0x04u
#define LM_NO_MOVE   0x02u
#define LM_EXT       0x01u
#define LM_BOARD     0x100u
/* the node's own bits, as a generator sets them; the others follow from the tree */
#define LM_OWN       (LM_MARK | LM_START | LM_NO_MOVE | 0xfffe00u)

typedef struct lm_node {
    int parent, first, last, next;   /* -1 for none */
    int pos;                         /* the position byte; -1 for the root */
    unsigned flags;                  /* 24 bits, as read (or the own bits of a new node) */
    char *comment;                   /* UTF-8, NULL for none */
    char *board;                     /* the board text, NULL for none */
    int at_end;                      /* the file's last record */
} lm_node;

typedef struct lm_tree {
    lm_node *node;                   /* node[0] is the root */
    int n, cap;
} lm_tree;

void lm_init(lm_tree *t);
void lm_free(lm_tree *t);
/* A new last child of parent at position byte pos with the own flags given; its index. */
int lm_add(lm_tree *t, int parent, int pos, unsigned flags);
void lm_set_comment(lm_tree *t, int node, const char *text);
void lm_set_board(lm_tree *t, int node, const char *text);

/* Parse len bytes into t (initialised here): 0, or -1 when they are no library. */
int lm_parse(const unsigned char *b, size_t len, lm_tree *t);
/* The bytes of t as a version 3.4 library, malloc'ed, their number in *len. */
unsigned char *lm_write(const lm_tree *t, size_t *len);

/* Whether a record parsed is only a board text at an empty point (the library's label). */
int lm_label_only(const lm_tree *t, int node);

/* The code the library's import (RENJU_IMPORT_PARTIAL, freestyle, 15x15) returns:
 * 0, or that of the first illegal move on the main line. */
int lm_expected_rc(const lm_tree *t);
/* Check, with ck_assert, that g's tree is t: node by node in pre-order, each node's
 * action, colour, flags (marks and legality under freestyle rules, the lines short
 * enough that no five ends them), comment and labels (with ordered, in the order the
 * library reads them: that of the records that carry them); and the game at the end
 * of the main line. */
void lm_compare(renju_game *g, const lm_tree *t, int ordered);

/* The whole tree of g as text (every node's action, flags, comment, labels by point,
 * marks, and where the game stands), to see that two trees are the same. */
void lm_dump(renju_game *g, char *out, size_t cap);

#endif
