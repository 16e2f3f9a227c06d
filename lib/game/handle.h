/* SPDX-License-Identifier: MIT */
/* handle.h - the game handle's insides (internal): the position, the options, the
 * history of actions and the result. */
#ifndef RJ_HANDLE_H
#define RJ_HANDLE_H

#include "renju.h"
#include "core/board.h"
#include "core/poskey.h"
#include "core/text.h"

#define RJ_NOPTIONS 9  /* option ids 1..8 index opt[] directly */
#define RJ_ERRMSG_MAX 160

/* Kinds of action in the history. */
enum {
    RJ_ACT_STONE = 1,   /* point: a stone of colour */
    RJ_ACT_PASS,
    RJ_ACT_RESIGN,      /* colour resigns */
    RJ_ACT_FORFEIT,     /* point: colour loses by RENJU_REASON_TIME or _FORFEIT */
    RJ_ACT_ACCEPT,      /* a pending draw offer accepted */
    RJ_ACT_DECLINE,     /* a pending draw offer declined without moving */
    /* opening actions (renju_rules(7), OPENING RULES), made by lib/opening/opening_api.c
     * and read back into the opening's state by opening_state.c; a 5th move chosen from
     * the offers is an RJ_ACT_STONE */
    RJ_ACT_SWAP,        /* point: 1 swapped, 0 kept */
    RJ_ACT_DECLARE,     /* point: the number of 5th-move offers declared */
    RJ_ACT_OFFERS,      /* point: how many offers, held in offers[] */
    RJ_ACT_BRANCH,      /* point: RENJU_BRANCH_* */
    RJ_ACT_COLOUR,      /* point: the colour the acting player chose */
    RJ_ACT_SWAP2,       /* point: RENJU_SWAP2_* */
    /* a node of the game tree without an action (lib/tree): a record's node that holds
     * only comments or marks.  It changes nothing, not even the result of a game that
     * is over, and undo takes it back as it takes back any other action */
    RJ_ACT_NOTE
};

typedef struct rj_action {
    unsigned char kind;
    unsigned char colour;  /* who acted; RENJU_EMPTY for a decision no one is known to
                              have taken (rj_action_unrecorded()) */
    unsigned char offer;   /* a stone or pass that offers a draw */
    unsigned char foul;    /* a stone placed on a forbidden point (foul policy lose) */
    int point;
} rj_action;

/* Whether a is an opening decision (swap, declaration, offers, branch, colour, Swap2
 * choice), and whether it is one that a record read did not hold: its place in the
 * history is known, not who took it. */
static inline int rj_action_is_decision(const rj_action *a)
{
    return a->kind >= RJ_ACT_SWAP && a->kind <= RJ_ACT_SWAP2;
}

static inline int rj_action_unrecorded(const rj_action *a)
{
    return rj_action_is_decision(a) && a->colour == RENJU_EMPTY;
}

/* Whether a is a move, a stone or a pass: what renju_moves() lists and moves
 * counts. */
static inline int rj_action_is_move(const rj_action *a)
{
    return a->kind == RJ_ACT_STONE || a->kind == RJ_ACT_PASS;
}

struct renju_game {
    renju_alloc_fn alloc;
    renju_free_fn free;
    void *opaque;

    int ruleset;
    int opt[RJ_NOPTIONS];
    int search_ms;             /* each search's time, 0 for none (renju_search_time_set) */

    rj_board board;
    rj_poskey key;             /* the board's key, kept with it (rj_game_put, rj_game_take) */
    int side;                  /* colour to move */
    int in_setup;

    /* the position play started from (empty, or set up) */
    unsigned char base[RJ_MAX_CELLS];
    int base_side;
    int base_stones;
    int base_result, base_reason;
    /* where the set-up position enters its opening's script (rj_opening_start): the
     * step (-1: none, or not set up), the round and a declaration passed over.  Read
     * by rj_opening_restart() when the position or the options change, so that each
     * reading of the opening state does not scan the board again. */
    int start_pc, start_round;
    const struct rj_step *start_undeclared;

    rj_action *hist;           /* hist[0..ply) played, hist[ply..nhist) redoable */
    int ply, nhist, cap;
    int moves;                 /* stones and passes in hist[0..ply) */

    /* the 5th-move offers of the opening: every opening rule has at most one offers
     * step, so the one RJ_ACT_OFFERS action of the history owns them */
    int offers[RENJU_MAX_OFFERS];

    int result, reason;
    int foul_kind, foul_point;
    int line[RJ_MAX_SIZE];
    int line_len;

    /* what the record layer keeps in the handle; the game frees and copies it through
     * the ops set by that layer, so that the game never depends on the records */
    struct rj_tags *tags;      /* record metadata (record_tags.c), NULL when none */
    int rec_line, rec_column, rec_move;  /* where the last record import stopped */
    /* the charset of text in records that do not name one: the caller's
     * (renju_record_charset_set), "" to find it; and the one the game's RenLib text
     * was read in, "" if none */
    char charset[32];
    char charset_read[32];
    /* how far renju_record_import_next() counted lines in rec_text, the text of its
     * last call, so that the next game's positions are counted on from there */
    const char *rec_text;
    rj_text_cursor rec_cursor;
    struct rj_warnings *warnings;        /* of the last import (record_warnings.c), NULL if none */
    /* NULL until the layer first keeps tags (warnings) in the handle, then kept: its
     * free and copy take a handle that holds none */
    const struct rj_extra_ops *tags_ops;
    const struct rj_extra_ops *warnings_ops;

    /* the game tree (lib/tree), NULL while the game is a line of actions: the tree layer
     * makes it when a record or a call needs one, and from then on keeps it in step with
     * the history through tree_ops, so that the game never depends on the tree.  The
     * mode (RENJU_TREE_*) outlives the tree: a reset keeps it */
    struct rj_tree *tree;
    const struct rj_tree_ops *tree_ops;
    int tree_mode;
    /* while there is no tree: the actions hist[0..kept) came from a record and are to
     * be kept, so that the tree is made (tree_ops->make) before an action would
     * discard one of them */
    int kept;

    int errcode;
    char errmsg[RJ_ERRMSG_MAX];
};

/* A stone put on the game's board or taken off it, its key kept in step and the change
 * written down for the forbidden map kept with the board: every change of the game's
 * own position goes through these (the searches and the shape queries that try a stone
 * and take it back use the board alone). */
static inline void rj_game_put(renju_game *g, int p, int colour)
{
    rj_board_put(&g->board, p, colour);
    rj_board_note(&g->board, p, colour);
    rj_poskey_flip(&g->key, &g->board, p, colour);
}

static inline void rj_game_take(renju_game *g, int p)
{
    rj_poskey_flip(&g->key, &g->board, p, g->board.cell[p]);
    rj_board_note(&g->board, p, g->board.cell[p]);
    rj_board_remove(&g->board, p);
}

/* How the handle frees and copies what a layer above it keeps there (the record
 * layer's tags and warnings).  copy returns RENJU_ENOMEM, unrecorded, when the
 * allocator fails, and leaves nothing half copied in dst. */
typedef struct rj_extra_ops {
    void (*free)(renju_game *g);
    int (*copy)(renju_game *dst, const renju_game *src);
} rj_extra_ops;

/* How the history reaches the tree while there is one.  push takes the place of the
 * plain append (rj_hist_push): it finds or adds the node of the action below the
 * current one, and may leave the line below that node redoable; RENJU_ENOMEM,
 * unrecorded, changing nothing.  make makes the tree from the history (RENJU_ENOMEM,
 * unrecorded).  clear empties the tree with the history (a reset,
 * the end of a setup), drop frees it, leaving g->tree NULL; copy gives dst a copy of
 * src's tree (RENJU_ENOMEM, unrecorded, leaving dst->tree NULL). */
typedef struct rj_tree_ops {
    int (*make)(renju_game *g);
    int (*push)(renju_game *g, const rj_action *a);
    void (*clear)(renju_game *g);
    void (*drop)(renju_game *g);
    int (*copy)(renju_game *dst, const renju_game *src);
} rj_tree_ops;

#endif
