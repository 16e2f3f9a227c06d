/* SPDX-License-Identifier: MIT */
/*
 * snapshot.h - the whole observable state of a game, read through the public API only,
 * so that a test can show that a failed call left the game exactly as it was
 * (renju.h: "A failed call leaves the game exactly as it was").
 *
 * Also a few small helpers shared by the unit tests.
 */
#ifndef SNAPSHOT_H
#define SNAPSHOT_H

#include <stddef.h>

#include "renju.h"

#define SNAP_MAX_CELLS (RENJU_MAX_SIZE * RENJU_MAX_SIZE)
/* stones and passes: two passes in a row end the game, so at most one pass per stone
 * plus one at each end */
#define SNAP_MAX_MOVES (2 * SNAP_MAX_CELLS + 2)
#define SNAP_MAX_TAGS 32
#define SNAP_FIRST_OPTION RENJU_OPT_FOUL_POLICY
#define SNAP_LAST_OPTION  RENJU_OPT_EDGE_BLOCKS

typedef struct snapshot {
    int ruleset;
    int size;
    int stone[SNAP_MAX_CELLS];
    int side;
    int move_count;
    int stone_count;
    int nmoves;
    int moves[SNAP_MAX_MOVES];
    int last_move;
    int result;
    int reason;
    int nline;
    int line[RENJU_MAX_SIZE];
    int foul_kind;
    int foul_point;
    int draw_offered;
    int in_setup;
    int option[SNAP_LAST_OPTION + 1];
    /* the opening */
    int expected_action;
    int expected_player;
    int expected_colour;
    int first_colour;                        /* renju_player_colour() of each player */
    int second_colour;
    int colours_final;
    int offer_bounds_rc;
    int offer_min;
    int offer_max;
    int noffers;
    int offers[RENJU_MAX_OFFERS];
    int ntags;                               /* the tags of renju_tag_name() */
    int tag_len[SNAP_MAX_TAGS];
    unsigned long tag_hash[SNAP_MAX_TAGS];   /* of the value, which may be long */
    /* what renju_redo() would replay: the number of actions and a hash of the states
     * they lead to (moves, result, opening step, offers), read by redoing them all and
     * undoing them again; 0 and 0 in setup mode */
    int nredo;
    unsigned long redo_hash;
} snapshot;

/* Read everything into s.  Every query must succeed (checked with ck_assert).  This
 * overwrites the handle's error record, so read renju_errcode() before it. */
void snapshot_take(renju_game *g, snapshot *s);

/* 1 if a and b are identical, the redo tail left out (two games reached by different
 * paths may differ there); otherwise 0, with the first difference described in why
 * (if not NULL). */
int snapshot_equal(const snapshot *a, const snapshot *b, char *why, size_t n);
/* The same, the redo tail included: the whole state, as CHECK_FAILS compares it. */
int snapshot_equal_whole(const snapshot *a, const snapshot *b, char *why, size_t n);

/* Fails the current test (reporting file and line) unless a and b are identical. */
void snapshot_assert_equal(const snapshot *a, const snapshot *b, const char *file, int line);

/* The check behind CHECK_FAILS: rc is what the call returned. */
void check_failed_call(renju_game *g, int rc, int code, const snapshot *before,
                       const char *what, const char *file, int line);
/* The error message recorded by the last call CHECK_FAILS checked. */
const char *failure_message(void);
/* The check behind CHECK_OK. */
void check_ok_call(renju_game *g, int rc, const char *what, const char *file, int line);

/* The call must fail with code, record code and a non-empty message in g, and leave
 * the game unchanged, the actions that could be redone included.  The message is kept in failure_message(). */
#define CHECK_FAILS(g, call, code)                                             \
    do {                                                                       \
        snapshot snap_before_;                                                 \
        snapshot_take((g), &snap_before_);                                     \
        check_failed_call((g), (call), (code), &snap_before_, #call,           \
                          __FILE__, __LINE__);                                 \
    } while (0)

/* The call must return RENJU_OK and record success: code RENJU_OK, message "". */
#define CHECK_OK(g, call) check_ok_call((g), (call), #call, __FILE__, __LINE__)

/* 1 if the NUL-terminated s is valid UTF-8 (no overlong forms, surrogates or code
 * points above U+10FFFF) without control characters (below 0x20, and 0x7f), else 0:
 * what every error message and warning must be. */
int text_is_utf8(const char *s);

/* 1 if result (RENJU_RESULT_*, renju_result()) is a win of colour (RENJU_BLACK or
 * RENJU_WHITE), else 0. */
int wins_for(int result, int colour);

/* A new game that must be created successfully. */
renju_game *new_game(int ruleset, int size);

/* The point named by text ("h8", "pass") on g's board; the name must be valid. */
int pt(renju_game *g, const char *text);

/* Play a move list ("h8 h9 pass i9"): each move must succeed. */
void play_list(renju_game *g, const char *list);

/* Put the stones of a list ("h8 i8"; "" or "-" for none) as colour in setup mode: each
 * must be taken (CHECK_OK). */
void put_list(renju_game *g, const char *list, int colour);

/* Set up the position black / white (lists as put_list() reads them) with side to
 * move, from renju_setup_begin() to renju_setup_end(): each call must succeed. */
void set_up(renju_game *g, const char *black, const char *white, int side);

/* The same, or NULL when setup refuses the position (a line that already wins). */
renju_game *try_set_up(int ruleset, int size, const char *black, const char *white, int side);

/* A random position: stones stones in the central width x width square of a size
 * board, black one more than white or as many, the side to move either, from the
 * generator state *rng (testutil.h); NULL when setup refuses it. */
renju_game *random_set_up(int ruleset, int size, int width, int stones,
                          unsigned long long *rng);

/* The record of g in format (RENJU_FORMAT_*), in a fresh malloc'ed string, its length
 * in *len if len is not NULL: the export must succeed, sized by a first call without a
 * buffer. */
char *export_record(renju_game *g, int format, int *len);

/* A filling of the whole size x size board in playing order (black first, then
 * alternating) in which no line of either colour is ever longer than two stones, so
 * that no prefix of it ends a gomoku game by a five; into moves (size * size points).
 * Returns size * size. */
int no_five_fill(int size, int *moves);

#endif
