/* SPDX-License-Identifier: MIT */
/* game.h - the game handle's insides (internal). */
#ifndef RJ_GAME_H
#define RJ_GAME_H

#include "renju.h"
#include "board.h"

#define RJ_NOPTIONS 8  /* option ids 1..7 index opt[] directly */
#define RJ_ERRMSG_MAX 160

/* Kinds of action in the history. */
enum {
    RJ_ACT_STONE = 1,   /* point: a stone of colour */
    RJ_ACT_PASS,
    RJ_ACT_RESIGN,      /* colour resigns */
    RJ_ACT_ACCEPT,      /* a pending draw offer accepted */
    RJ_ACT_DECLINE,     /* a pending draw offer declined without moving */
    /* opening actions (opening.c, renju_rules(7), OPENING RULES); a 5th move chosen from
     * the offers is an RJ_ACT_STONE */
    RJ_ACT_SWAP,        /* point: 1 swapped, 0 kept */
    RJ_ACT_DECLARE,     /* point: the number of 5th-move offers declared */
    RJ_ACT_OFFERS,      /* point: how many offers, held in offers[] */
    RJ_ACT_BRANCH,      /* point: RENJU_BRANCH_* */
    RJ_ACT_COLOUR,      /* point: the colour the acting player chose */
    RJ_ACT_SWAP2        /* point: RENJU_SWAP2_* */
};

typedef struct rj_action {
    unsigned char kind;
    unsigned char colour;  /* who acted; RENJU_EMPTY for a decision no one is known to
                              have taken (rj_action_unrecorded()) */
    unsigned char offer;   /* a stone or pass that offers a draw */
    unsigned char foul;    /* a stone placed on a forbidden point (foul policy lose) */
    int point;
} rj_action;

/* Whether a is an opening decision that a record read did not hold: its place in the
 * history is known, not who took it. */
static inline int rj_action_unrecorded(const rj_action *a)
{
    return a->kind >= RJ_ACT_SWAP && a->colour == RENJU_EMPTY;
}

struct renju_game {
    renju_alloc_fn alloc;
    renju_free_fn free;
    void *opaque;

    int ruleset;
    int opt[RJ_NOPTIONS];

    rj_board board;
    int side;                  /* colour to move */
    int in_setup;

    /* the position play started from (empty, or set up) */
    unsigned char base[RJ_MAX_CELLS];
    int base_side;
    int base_stones;
    int base_result, base_reason;

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

    struct rj_tags *tags;      /* record metadata (record_tags.c), NULL when none */
    int rec_line, rec_column, rec_move;  /* where the last record import stopped */
    struct rj_warnings *warnings;        /* of the last import (record_warnings.c), NULL if none */

    int errcode;
    char errmsg[RJ_ERRMSG_MAX];
};

/* errors.c: record an error (printf-style message) and return code; rj_ok() records
 * success and returns 0. */
int rj_error(renju_game *g, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
int rj_ok(renju_game *g);

/* errors.c: quote a caller's text in a message: at most max bytes of src (n bytes,
 * or up to its NUL; (size_t)-1 for a C string) into dst, which holds at least
 * RJ_QUOTE_SIZE(max) bytes.  A UTF-8 character is never cut; bytes that are not
 * UTF-8 text and control characters become '?'; "..." follows a text that was cut.
 * Returns dst. */
#define RJ_QUOTE_SIZE(max) ((max) + 4)
char *rj_quote(char *dst, const char *src, size_t n, size_t max);

/* output.c: copy n ints, or a NUL-terminated text, to a caller buffer by the buffer
 * convention of renju.h; what names the buffer (or the text) in the error message.
 * Return the count (length) or an error, recorded either way. */
int rj_out_ints(renju_game *g, int *dst, size_t capacity, const int *src, int n,
                const char *what);
int rj_out_text(renju_game *g, char *buf, size_t capacity, const char *text,
                const char *what);

/* notation.c: "h8" for a point into buf (at least 8 bytes). */
void rj_point_name(const renju_game *g, int point, char *buf);

/* Checks shared by the entry points; each records the error. */
int rj_check_point(renju_game *g, int point);       /* on the board */

/* result.c: judge the stone just placed on p by colour; sets the result if it ends
 * the game.  Returns 1 if it did. */
int rj_judge_stone(renju_game *g, int p, int colour);
/* judge the position with nothing just placed (setup end, after a pass) for a full
 * board, move limit and black's lack of a legal point. */
void rj_judge_position(renju_game *g);
/* judge the starting position (after setup, or an option change) and keep the verdict
 * for undo to come back to */
void rj_judge_start(renju_game *g);
void rj_clear_result(renju_game *g);
int rj_winning_run(renju_game *g, int p, int colour, int *dir); /* the length and dir */
/* whether a run of n stones of colour wins under the rule set */
int rj_run_wins(int ruleset, int colour, int n);

/* opening.c: whether the rule set's opening constraints allow this stone or a pass now;
 * records the error. */
int rj_opening_allows_stone(renju_game *g, int p);
int rj_opening_allows_pass(renju_game *g);
int rj_opening_allows_draw_offer(renju_game *g);
/* opening_api.c: a record places a stone on point where the opening expects a
 * decision (a swap, a declaration, the offers, a branch, a colour, Swap2's choice)
 * that the record does not hold: take it as not recorded, in the way that lets the
 * stone follow, and put RENJU_ACTION_* of what was passed over in *action.  Fails
 * with RENJU_EPHASE (recorded) when no decision is expected now. */
int rj_opening_unrecorded(renju_game *g, int point, int *action);

/* opening.c: RENJU_OPT_OPENING and RENJU_OPT_OPENING_N for options.c; refuses records
 * the error for a value inside the bounds that the rule set or board cannot take. */
void rj_opening_bounds(const renju_game *g, int *min, int *max);
void rj_opening_n_bounds(int opening, int *min, int *max);
int rj_opening_n_default(int opening);
int rj_opening_refuses(renju_game *g, int opening);

/* play.c: carry out a checked action (redo: hist[ply] again) and judge the result. */
int rj_apply(renju_game *g, const rj_action *a, int redo);

/* record_tags.c: the handle's record metadata; copy returns RENJU_ENOMEM (without
 * recording it) when the allocator fails, leaving dst->tags NULL. */
void rj_tags_free(renju_game *g);
int rj_tags_copy(renju_game *dst, const renju_game *src);

/* record_warnings.c: the warnings of the last import; the copy returns RENJU_ENOMEM (not
 * recorded) when the allocator fails, leaving dst->warnings NULL. */
void rj_warnings_free(renju_game *g);
int rj_warnings_copy(renju_game *dst, const renju_game *src);

/* history.c */
int rj_hist_push(renju_game *g, const rj_action *a);  /* drops the redo tail */

#endif
