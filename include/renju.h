/* SPDX-License-Identifier: MIT */
/*
 * renju.h - the public interface of librenju, a rules engine for renju and gomoku.
 *
 * This header is the contract: what is not declared here is not API.
 *
 * Conventions
 *   - Every name starts with renju_ or RENJU_.  Functions about a thing are named
 *     renju_<thing>_<what> (renju_game_new, renju_option_set, renju_tag_get,
 *     renju_record_import); the actions of play and of the opening are plain verbs
 *     (renju_play, renju_pass, renju_swap, renju_accept_draw).  The spelling is
 *     British throughout: colour, centre.
 *   - A game is an opaque handle (renju_game).  Functions that can fail return 0
 *     (RENJU_OK) or a non-negative value on success and a negative RENJU_E* code on
 *     failure.  A failed call leaves the game exactly as it was and records the code
 *     and a message in the handle (renju_errcode(), renju_errmsg()).  Every call on a
 *     handle that can fail sets that record, to RENJU_OK when it succeeds.
 *   - Points are integers: point = row * size + column, column 0 the leftmost ("a"),
 *     row 0 the bottom row ("1").  RENJU_PASS stands for a pass in move lists;
 *     RENJU_NO_POINT means "no point" (for instance no last move).
 *   - Output arrays are caller buffers with a capacity.  Calling with a NULL buffer and
 *     capacity 0 returns the number of elements needed; a non-NULL buffer that is too
 *     small fails with RENJU_EBUFSIZE and nothing is written into it.
 *   - Only scalars, const char *, caller buffers and opaque pointers cross the ABI;
 *     enumerations are passed as int.
 *   - Any call that adds to the game's history (a move, pass, resignation, forfeit,
 *     draw answer or opening action) may also fail with RENJU_ENOMEM when the history must grow.
 *
 * Threads: the library has no global mutable state.  Separate handles may be used
 * from separate threads at the same time.  One handle must not be used from two
 * threads at once without a lock: even queries record the last error in the handle.
 */
#ifndef RENJU_H
#define RENJU_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32) && defined(RENJU_BUILDING)
#  define RENJU_API __declspec(dllexport)
#elif defined(__GNUC__) && __GNUC__ >= 4
#  define RENJU_API __attribute__((visibility("default")))
#else
#  define RENJU_API
#endif

/* ------------------------------------------------------------------ version */

/* The one place the version is written: configure reads these three lines for the
 * package version (renju.pc, the CMake version file, the installed man pages). */
#define RENJU_VERSION_MAJOR 0
#define RENJU_VERSION_MINOR 3
#define RENJU_VERSION_PATCH 0
#define RENJU_VERSION_NUMBER \
    (RENJU_VERSION_MAJOR * 10000 + RENJU_VERSION_MINOR * 100 + RENJU_VERSION_PATCH)
#define RENJU_VERSION_STR_(x) #x
#define RENJU_VERSION_XSTR_(x) RENJU_VERSION_STR_(x)
#define RENJU_VERSION_STRING RENJU_VERSION_XSTR_(RENJU_VERSION_MAJOR) "." \
    RENJU_VERSION_XSTR_(RENJU_VERSION_MINOR) "." RENJU_VERSION_XSTR_(RENJU_VERSION_PATCH)

/* The version of the library actually loaded (compare with the macros above). */
RENJU_API int renju_version_number(void);
RENJU_API const char *renju_version_string(void);

/* A game: an opaque handle (renju_game_new()). */
typedef struct renju_game renju_game;

/* ------------------------------------------------------------------- errors */

#define RENJU_OK          0   /* success */
#define RENJU_EINVAL     -1   /* invalid argument: NULL pointer, unknown value */
#define RENJU_ENOMEM     -2   /* the allocator failed */
#define RENJU_ERANGE     -3   /* point or value out of range (off the board, out of bounds) */
#define RENJU_EOCCUPIED  -4   /* the point already holds a stone */
#define RENJU_EFORBIDDEN -5   /* a forbidden point for black (renju); see renju_errmsg() */
#define RENJU_EGAMEOVER  -6   /* the game has ended */
#define RENJU_EPHASE     -7   /* not allowed now (setup mode, opening step, started game) */
#define RENJU_EPLAYER    -8   /* not this player's turn or right */
#define RENJU_ENOTATION  -9   /* malformed point notation */
#define RENJU_EBUFSIZE  -10   /* the caller's buffer is too small */
#define RENJU_ENOMOVE   -11   /* nothing to undo or redo */
#define RENJU_ENOPASS   -12   /* passing is not allowed */
#define RENJU_EPOSITION -13   /* the position is not one the rules can continue from */
#define RENJU_EEQUIVALENT -14 /* two 5th-move offers are equivalent (renju_rules(7)) */
#define RENJU_EPARSE    -15   /* a malformed game record; see renju_record_error_position() */

/* A static English string for any code, unknown codes included; never NULL. */
RENJU_API const char *renju_strerror(int code);

/* The code of the last call on this handle that could fail (RENJU_OK if it
 * succeeded), RENJU_EINVAL for a NULL handle. */
RENJU_API int renju_errcode(renju_game *game);
/* A message saying what was wrong with that call, e.g. "o16 is off the 15x15 board";
 * "" after a success.  Owned by the handle, valid until the next call on it. */
RENJU_API const char *renju_errmsg(renju_game *game);

/* ------------------------------------------------------------ basic values */

/* Rule sets (renju_rules(7), RULE SETS). */
#define RENJU_RULES_FREESTYLE    0  /* five or more wins, both colours */
#define RENJU_RULES_STANDARD     1  /* standard gomoku: exactly five wins, both colours */
#define RENJU_RULES_RENJU        2  /* RIF renju: black forbidden moves, white's overline wins */
#define RENJU_RULES_FIVE_IN_A_ROW 3 /* Sapronov: exactly five; h8 first, move 3 outside 5x5 */
#define RENJU_RULES_CARO5        4  /* caro: exactly five, not blocked at both ends */
#define RENJU_RULES_CARO6        5  /* caro: five or more, not blocked at both ends */

/* The name of a rule set as records and bindings write it ("renju", "caro-5"), a
 * static string; NULL for a value that is no rule set. */
RENJU_API const char *renju_ruleset_name(int ruleset);
/* The rule set a name stands for, in any spelling renju_rules_from_name() reads for a
 * rule set alone ("Renju", "gomoku", "caro 6"); RENJU_EINVAL for NULL or an unknown
 * name. */
RENJU_API int renju_ruleset_from_name(const char *name);

/* Stone colours; also used for "the side to move". */
#define RENJU_EMPTY 0
#define RENJU_BLACK 1
#define RENJU_WHITE 2

/* Special point values. */
#define RENJU_PASS      1024
#define RENJU_NO_POINT  1025

/* Board sizes: renju and five in a row are played on 15x15 only; gomoku and caro on
 * any square board from RENJU_MIN_SIZE to RENJU_MAX_SIZE. */
#define RENJU_DEFAULT_SIZE 15
#define RENJU_MIN_SIZE      5
#define RENJU_MAX_SIZE     20

/* --------------------------------------------------------- game lifecycle */

/* Memory functions for one handle: alloc returns NULL on failure; free accepts NULL. */
typedef void *(*renju_alloc_fn)(void *opaque, size_t size);
typedef void (*renju_free_fn)(void *opaque, void *ptr);

/* Create a game for a rule set and a board size (0 means 15).  On success *game is a
 * new handle owned by the caller (free it with renju_game_free()); on failure *game is
 * set to NULL.  Errors: RENJU_EINVAL (game NULL, unknown rule set), RENJU_ERANGE
 * (size not allowed for the rule set), RENJU_ENOMEM. */
RENJU_API int renju_game_new(renju_game **game, int ruleset, int size);

/* As renju_game_new(), with the handle's memory functions.  alloc and free must be
 * both NULL (malloc and free) or both given; opaque is passed to them unchanged. */
RENJU_API int renju_game_new_custom(renju_game **game, int ruleset, int size,
                                    renju_alloc_fn alloc, renju_free_fn free,
                                    void *opaque);

/* Free a game and everything it owns.  NULL is a no-op. */
RENJU_API void renju_game_free(renju_game *game);

/* A deep copy of src (same allocator, options, position, history and result) in
 * *copy.  Errors: RENJU_EINVAL, RENJU_ENOMEM (recorded in src). */
RENJU_API int renju_game_clone(renju_game **copy, renju_game *src);

/* Back to the empty board with black to move: history, result and setup are cleared,
 * the rule set, size and options kept. */
RENJU_API int renju_game_reset(renju_game *game);

/* The rule set and board size of a game, or RENJU_EINVAL for a NULL handle. */
RENJU_API int renju_game_ruleset(renju_game *game);
RENJU_API int renju_game_size(renju_game *game);

/* ------------------------------------------------------------------ options */

#define RENJU_OPT_FOUL_POLICY   1  /* RENJU_FOUL_REJECT (default) or RENJU_FOUL_LOSE */
#define RENJU_OPT_ALLOW_PASS    2  /* 1 (default) passes allowed after the opening, 0 not */
#define RENJU_OPT_CENTRE_FIRST  3  /* 1: black's first stone on the centre; fixed to 1 in
                                      renju and five in a row, 0 by default elsewhere */
#define RENJU_OPT_MOVE_LIMIT    4  /* 0 (default) none; N: a draw once N stones are on the board */
#define RENJU_OPT_THREE_READING 5  /* RENJU_THREE_LITERAL (default) or RENJU_THREE_NONLITERAL */
#define RENJU_OPT_OPENING       6  /* RENJU_OPENING_* (default RENJU_OPENING_NONE); see
                                      "opening rules" below */
#define RENJU_OPT_OPENING_N     7  /* the N of Soosorv-N (default 8), Taraguchi-N and
                                      Super Taraguchi-N (default 10), 1..RENJU_MAX_OFFERS;
                                      0 for other rules */
#define RENJU_OPT_EDGE_BLOCKS   8  /* caro: 1 if the board's edge blocks a five's end as
                                      an opponent's stone does; 0 (default) if not.
                                      Fixed to 0 in the other rule sets.  RENJU_EPOSITION
                                      if 0 would let a set-up row win at once */

#define RENJU_FOUL_REJECT 0  /* a forbidden black move fails with RENJU_EFORBIDDEN */
#define RENJU_FOUL_LOSE   1  /* it is placed and white wins by foul (RIF tournament play) */

#define RENJU_THREE_LITERAL    0  /* a straight-four point that also makes a five does not
                                     make the three real (RIF text; renju_rules(7)) */
#define RENJU_THREE_NONLITERAL 1  /* it does */

/* Set an option.  Options can be changed only before the first move or opening action
 * (RENJU_EPHASE after that; an action taken back with renju_undo() still counts until a
 * new action or renju_game_reset() discards it, since renju_redo() replays it under the
 * options it was played with).  Errors: RENJU_EINVAL (unknown option), RENJU_ERANGE
 * (value outside the bounds of renju_option_bounds()), RENJU_EPHASE, RENJU_EPOSITION
 * (an opening rule, or RENJU_OPT_CENTRE_FIRST, that no game reaching the set-up
 * position could have been played under, see renju_setup_end(); or
 * RENJU_OPT_EDGE_BLOCKS 0 where a row of the set-up position would then win). */
RENJU_API int renju_option_set(renju_game *game, int option, int value);

/* Read an option into *value.  Errors: RENJU_EINVAL (unknown option, value NULL). */
RENJU_API int renju_option_get(renju_game *game, int option, int *value);

/* The smallest and largest value the option accepts in this game.  Errors:
 * RENJU_EINVAL (unknown option). */
RENJU_API int renju_option_bounds(renju_game *game, int option, int *min, int *max);

/* --------------------------------------------------------------- points */

/* The point at a column and row (both 0-based, row 0 at the bottom), RENJU_ERANGE off
 * the board. */
RENJU_API int renju_point(renju_game *game, int column, int row);
/* The column or row of a point (not a pass), RENJU_ERANGE if it is off the board. */
RENJU_API int renju_point_column(renju_game *game, int point);
RENJU_API int renju_point_row(renju_game *game, int point);

/* Parse notation ("h8", "H8", "pass", "--") into *point.  The whole string must be one
 * point: no spaces, no leading zeros, no trailing characters.  Errors: RENJU_EINVAL,
 * RENJU_ENOTATION (malformed), RENJU_ERANGE (well formed but off this board). */
RENJU_API int renju_point_parse(renju_game *game, const char *text, int *point);

/* Write the notation of a point (lower case, or "pass") with its terminating NUL into
 * buf.  Returns the length without the NUL; with buf NULL and capacity 0, the
 * capacity needed including the NUL.  Errors: RENJU_EINVAL, RENJU_ERANGE,
 * RENJU_EBUFSIZE. */
RENJU_API int renju_point_format(renju_game *game, int point, char *buf, size_t capacity);

/* ----------------------------------------------------------------- play */

/* Place a stone of the side to move.  Errors: RENJU_EINVAL, RENJU_ERANGE,
 * RENJU_EOCCUPIED, RENJU_EFORBIDDEN (renju, foul policy reject), RENJU_EGAMEOVER,
 * RENJU_EPHASE (setup mode, or the point is not allowed by the opening rule, such as
 * a first stone off the centre).  point RENJU_PASS passes: exactly renju_pass(), its
 * checks, errors and history entry. */
RENJU_API int renju_play(renju_game *game, int point);

/* Pass.  Two passes in a row end the game in a draw.  Errors: RENJU_EINVAL,
 * RENJU_ENOPASS (option off), RENJU_EGAMEOVER, RENJU_EPHASE. */
RENJU_API int renju_pass(renju_game *game);

/* Take back the last action (a stone, pass, resignation, loss on time or forfeit, draw
 * acceptance or refusal), reopening a finished game.  renju_redo() plays it again; any
 * new action discards what could be redone.  Errors: RENJU_EINVAL, RENJU_ENOMOVE, RENJU_EPHASE (setup). */
RENJU_API int renju_undo(renju_game *game);
RENJU_API int renju_redo(renju_game *game);

/* The player of colour resigns (either player, at any time); the other wins.
 * Errors: RENJU_EINVAL (colour), RENJU_EGAMEOVER, RENJU_EPHASE. */
RENJU_API int renju_resign(renju_game *game, int colour);

/* The player of colour loses by reason RENJU_REASON_TIME or RENJU_REASON_FORFEIT, an
 * arbiter's verdict rather than a player's act; the other wins.  In the history like a
 * resignation: renju_undo() takes it back.
 * Errors: RENJU_EINVAL (colour or reason), RENJU_EGAMEOVER, RENJU_EPHASE. */
RENJU_API int renju_forfeit(renju_game *game, int colour, int reason);

/* Play point (or RENJU_PASS) and offer a draw with it (RIF 10.2).  The opponent
 * accepts with renju_accept_draw() instead of moving, or declines by moving or with
 * renju_decline_draw().  Errors: as renju_play() or renju_pass(). */
RENJU_API int renju_offer_draw(renju_game *game, int point);
/* Errors: RENJU_EINVAL, RENJU_EGAMEOVER, RENJU_EPHASE (no offer is pending). */
RENJU_API int renju_accept_draw(renju_game *game);
RENJU_API int renju_decline_draw(renju_game *game);
/* 1 if a draw offer is pending, 0 if not. */
RENJU_API int renju_draw_offered(renju_game *game);

/* ---------------------------------------------------------------- queries */

/* RENJU_EMPTY, RENJU_BLACK or RENJU_WHITE on a point; RENJU_ERANGE off the board. */
RENJU_API int renju_stone(renju_game *game, int point);
/* Every point's renju_stone() at once: cells[point] for each point 0 .. size*size - 1.
 * Returns size*size (renju_game_size() squared), the number of cells written; with
 * cells NULL and capacity 0 writes nothing and returns size*size.  Errors:
 * RENJU_EINVAL (cells NULL, capacity not 0), RENJU_EBUFSIZE (capacity below
 * size*size; nothing written). */
RENJU_API int renju_board(renju_game *game, unsigned char *cells, size_t capacity);

/* Flags of renju_board_text(). */
#define RENJU_TEXT_FORBIDDEN 1  /* x on black's forbidden points (renju rule set only) */
#define RENJU_TEXT_LAST      2  /* [ ] around the last move's stone (none in setup mode) */
#define RENJU_TEXT_OFFERS    4  /* ? on the 5th-move offers while they are to be chosen */

/* The position drawn as text: a line per row from the top row down, then the column
 * letters, every line ended by a newline, e.g. with RENJU_TEXT_LAST after h8 h9:
 *
 *     15 . . . . . . . . . . . . . . .
 *     ...
 *      9 . . . . . . .[O]. . . . . . .
 *      8 . . . . . . . X . . . . . . .
 *     ...
 *      1 . . . . . . . . . . . . . . .
 *        a b c d e f g h i j k l m n o
 *
 * A row is its number in two characters, then a separator and a mark for each point:
 * X black, O white, . empty (x or ? with the flags); each separator is a space but
 * the brackets around the last move, so the columns stay aligned, and a row ends with
 * its last mark (or the closing bracket).  Writes it with its NUL into buf and returns
 * its length; with buf NULL and capacity 0 returns the capacity needed including the
 * NUL.  Errors: RENJU_EINVAL (flags other than RENJU_TEXT_*, buf NULL with capacity
 * not 0), RENJU_EBUFSIZE (nothing written). */
RENJU_API int renju_board_text(renju_game *game, int flags, char *buf, size_t capacity);

/* The colour to move (also once the game has ended: the one that would move). */
RENJU_API int renju_side_to_move(renju_game *game);
/* The number of moves (stones and passes) played since the start or the setup. */
RENJU_API int renju_move_count(renju_game *game);
/* The number of stones on the board. */
RENJU_API int renju_stone_count(renju_game *game);
/* The moves played (points, RENJU_PASS for a pass) in order into moves; returns their
 * number.  See the buffer convention at the top. */
RENJU_API int renju_moves(renju_game *game, int *moves, size_t capacity);
/* The last move: a point, RENJU_PASS, or RENJU_NO_POINT before the first move. */
RENJU_API int renju_last_move(renju_game *game);

/* Results. */
#define RENJU_ONGOING     0
#define RENJU_BLACK_WINS  1
#define RENJU_WHITE_WINS  2
#define RENJU_DRAW        3

/* Reasons for a result. */
#define RENJU_REASON_NONE           0  /* the game goes on */
#define RENJU_REASON_FIVE           1  /* a five (renju_rules(7), RULE SETS) */
#define RENJU_REASON_OVERLINE       2  /* a winning overline: white in renju, both in freestyle */
#define RENJU_REASON_FOUL           3  /* black played a forbidden point (foul policy lose) */
#define RENJU_REASON_RESIGNATION    4
#define RENJU_REASON_FULL_BOARD     5
#define RENJU_REASON_BOTH_PASSED    6
#define RENJU_REASON_AGREEMENT      7
#define RENJU_REASON_NO_LEGAL_POINT 8  /* renju: black to move, every empty point forbidden */
#define RENJU_REASON_MOVE_LIMIT     9
#define RENJU_REASON_TIME          10  /* the loser ran out of time (renju_forfeit()) */
#define RENJU_REASON_FORFEIT       11  /* the loser forfeited: an illegal or missing move, a
                                          broken program (renju_forfeit()) */

RENJU_API int renju_result(renju_game *game);
RENJU_API int renju_result_reason(renju_game *game);
/* The words for a reason ("five in a row", "full board", "none" for
 * RENJU_REASON_NONE), a static string; NULL for a value that is no reason. */
RENJU_API const char *renju_reason_name(int reason);

/* The points of the winning line (5 for a five, more for an overline) in order along
 * the line; returns their number, 0 when the game was not won by a line. */
RENJU_API int renju_winning_line(renju_game *game, int *points, size_t capacity);

/* Kinds of forbidden point (renju_rules(7), FORBIDDEN MOVES), in the order they are
 * checked. */
#define RENJU_FORBID_NONE         0
#define RENJU_FORBID_OVERLINE     1
#define RENJU_FORBID_DOUBLE_FOUR  2
#define RENJU_FORBID_DOUBLE_THREE 3

/* The word for a kind of forbidden point ("overline", "double-four",
 * "double-three", "legal" for RENJU_FORBID_NONE), a static string; NULL for a value
 * that is no kind. */
RENJU_API const char *renju_forbid_name(int kind);

/* The foul that ended the game: *kind (RENJU_FORBID_*) and *point; RENJU_FORBID_NONE
 * and RENJU_NO_POINT when the game did not end by a foul.  Either pointer may be NULL. */
RENJU_API int renju_result_foul(renju_game *game, int *kind, int *point);

/* ------------------------------------------------------------------ setup */

/* Setup mode, for analysis and puzzles.  renju_setup_begin() enters it from any
 * state (RENJU_EPHASE if already in setup mode); renju_setup_put() puts a stone of any colour on any point or, with
 * RENJU_EMPTY, removes one; renju_setup_side() chooses the side to move;
 * renju_setup_end() checks the position (RENJU_EPOSITION if a line already wins under
 * the rule set; in caro a five closed at both ends does not) and continues from it under the rules, with an empty history: undo
 * stops at the set-up position.  Under an opening rule the position continues the
 * rule's script from the step its stones reach, the skipped decisions read as keeping
 * the colours (RENJU_EPOSITION if no game under the rule reaches it: the wrong number
 * of stones of a colour, a stone outside every area its colour's opening stones may
 * take, or the wrong side to move); past the script's stones the opening is over.
 * Without one (RENJU_OPENING_NONE) the position is a given opening: play goes on under
 * the rule set with no opening constraint at all.  Play calls fail with RENJU_EPHASE
 * during setup, and setup calls outside it. */
RENJU_API int renju_setup_begin(renju_game *game);
RENJU_API int renju_setup_put(renju_game *game, int point, int colour);
RENJU_API int renju_setup_side(renju_game *game, int colour);
RENJU_API int renju_setup_end(renju_game *game);
/* 1 in setup mode, 0 otherwise. */
RENJU_API int renju_in_setup(renju_game *game);

/* -------------------------------------------------------- forbidden points */

/* Whether a black stone on an empty point would be forbidden under the renju rules
 * (renju_rules(7), FORBIDDEN MOVES) in the current position, whatever the rule set and side
 * to move, with the game's three reading.  Returns RENJU_FORBID_NONE (legal, including
 * every stone that makes a five) or the kind.  Errors: RENJU_EINVAL, RENJU_ERANGE,
 * RENJU_EOCCUPIED. */
RENJU_API int renju_forbidden(renju_game *game, int point);

/* The whole forbidden map: map[point] = RENJU_FORBID_* for every point (occupied points
 * RENJU_FORBID_NONE); capacity must be at least size*size.  Returns the number of
 * forbidden points.  The size needed is known (renju_game_size() squared), so unlike
 * other buffers a NULL map is RENJU_EINVAL, never a size query. */
RENJU_API int renju_forbidden_map(renju_game *game, unsigned char *map, size_t capacity);

/* ------------------------------------------------------- shapes, explanations */

/* Line directions through a point, each walked from its lower end. */
#define RENJU_DIR_HORIZONTAL   0  /* left to right (a8 .. o8) */
#define RENJU_DIR_VERTICAL     1  /* bottom to top (h1 .. h15) */
#define RENJU_DIR_DIAGONAL     2  /* lower left to upper right (a1 .. o15) */
#define RENJU_DIR_ANTIDIAGONAL 3  /* upper left to lower right (a15 .. o1) */

/* What one stone makes on one line (renju_rules(7), DEFINITIONS).  A line reports its
 * strongest shape. */
#define RENJU_SHAPE_NONE          0
#define RENJU_SHAPE_FIVE          1  /* exactly five in a row (that the rule set lets
                                        win: in caro, not closed at both ends) */
#define RENJU_SHAPE_OVERLINE      2  /* six or more (in caro, not closed at both ends) */
#define RENJU_SHAPE_STRAIGHT_FOUR 3  /* four that becomes a five in two ways (.XXXX.) */
#define RENJU_SHAPE_FOUR          4  /* four that becomes a five in one way */
#define RENJU_SHAPE_DOUBLE_FOUR   5  /* two fours on this one line (X.XXX.X) */
#define RENJU_SHAPE_THREE         6  /* a three that can really become a straight four */
#define RENJU_SHAPE_FALSE_THREE   7  /* black: a three none of whose straight-four points
                                        black may play (RIF 9.3) */

/* Why a key point of a black three cannot be played (see renju_shape_keys()): one of the
 * RENJU_FORBID_* kinds, or this (literal three reading, renju_rules(7), the two readings of
 * the three). */
#define RENJU_KEY_MAKES_FIVE 4

/* The shape a stone of colour on point would make along direction dir, in the current
 * position: the point must be empty or already hold a stone of that colour.  A five means
 * the rule set's winning line for that colour (exactly five for black in renju, standard
 * gomoku and five in a row), and a four's key points are those that complete one.  In
 * caro a row of five or more closed at both ends is dead: RENJU_SHAPE_NONE, and a
 * point whose five would be closed at both ends is no key point.  In the renju rule set, threes of black are judged real or
 * false by the recursive rule of renju_rules(7) with the game's three reading; in the
 * gomoku rule sets every three is real.  Returns RENJU_SHAPE_*.  Errors: RENJU_EINVAL
 * (colour, dir), RENJU_ERANGE, RENJU_EOCCUPIED (a stone of the other colour). */
RENJU_API int renju_shape(renju_game *game, int point, int colour, int dir);

/* The stones of that shape along the line, the point included, in the direction's
 * order; returns their number (0 for RENJU_SHAPE_NONE).  Buffer convention as above. */
RENJU_API int renju_shape_stones(renju_game *game, int point, int colour, int dir,
                                 int *points, size_t capacity);

/* The key points of that shape, in the direction's order: for a four, the point(s) that
 * complete the five; for a three, the points that make it a straight four.  status, if
 * not NULL, receives for each key point 0 when it can be played, or for a black three
 * the reason it cannot: a RENJU_FORBID_* kind (with the stone on point in place) or
 * RENJU_KEY_MAKES_FIVE.  Both buffers hold capacity elements; returns the number. */
RENJU_API int renju_shape_keys(renju_game *game, int point, int colour, int dir,
                               int *points, int *status, size_t capacity);

/* One English sentence, in notation, saying whether a black stone on point is forbidden
 * by the renju rules (as renju_forbidden() judges it) and why, the lines described as
 * renju_shape() sees them in the game's rule set, e.g. "h8 is a double-three: h8 i8 j8 (straight four at g8 or k8) and h8 h9
 * h10 (straight four at h7 or h11)".  Writes it with its NUL into buf and returns its
 * length; with buf NULL and capacity 0 returns the capacity needed.  Errors:
 * RENJU_EINVAL, RENJU_ERANGE, RENJU_EOCCUPIED, RENJU_EBUFSIZE. */
RENJU_API int renju_explain(renju_game *game, int point, char *buf, size_t capacity);

/* ------------------------------------------------------------ opening rules */

/* An opening rule (renju_rules(7), OPENING RULES) is a script of steps run before normal
 * play, chosen with RENJU_OPT_OPENING before the first move.  Each step names the player
 * who acts (the first or the second player: colours are tentative until the last swap
 * chance has passed), the kind of action and, for stones, the area.  The renju rule set
 * takes RENJU_OPENING_NONE and the renju opening rules (RIF to Taraguchi, Tarannikov to
 * Super Sakata), gomoku and caro RENJU_OPENING_NONE and the gomoku ones (Swap1 to Long
 * Pro); the values in between are refused with RENJU_ERANGE.  Five in a row takes only
 * RENJU_OPENING_NONE: its Sapronov rule is part of the rule set.  Setting
 * RENJU_OPT_OPENING resets RENJU_OPT_OPENING_N to the rule's default.  A position set up
 * with renju_setup_end() continues the opening from the step its stones reach (see
 * renju_setup_end()); Yamaguchi from move 4 lets black choose the number of offers, 1
 * to RENJU_MAX_OFFERS, with the offers themselves, since none was declared. */
#define RENJU_OPENING_NONE      0  /* renju: black h8; gomoku: free (or centre, option) */
#define RENJU_OPENING_RIF       1  /* RIF 1996-2008: 26 openings, swap, 2 offers */
#define RENJU_OPENING_YAMAGUCHI 2  /* 26 openings with N declared, swap, N offers */
#define RENJU_OPENING_SOOSORV   3  /* Soosorv-N: swap, move 4 and n <= N, swap, n offers */
#define RENJU_OPENING_TARAGUCHI 4  /* Taraguchi-N: swaps after moves 1-3, two branches */
#define RENJU_OPENING_SWAP1     5  /* gomoku: 3 stones, the second player picks a colour */
#define RENJU_OPENING_SWAP2     6  /* gomoku: 3 stones, then black, white or 2 more */
#define RENJU_OPENING_PRO       7  /* gomoku: centre first, move 3 outside the 5x5 */
#define RENJU_OPENING_LONG_PRO  8  /* gomoku: centre first, move 3 outside the 7x7 */
#define RENJU_OPENING_TARANNIKOV 9 /* 5 stones in growing central squares, a swap after each */
#define RENJU_OPENING_SUPER_TARAGUCHI 10 /* Taraguchi-N with moves 2-4 in the 5x5, 7x7, 9x9 */
#define RENJU_OPENING_SUPER_SAKATA 11 /* 26 openings, moves 4 and 5 by the other player,
                                         then take black, stay white, or 2 more stones */

/* The name of an opening rule as records and bindings write it ("soosorv",
 * "super-sakata"), a static string; NULL for a value that is none. */
RENJU_API const char *renju_opening_rule_name(int opening);
/* The opening rule a name stands for, without its N ("Soosorv", "Long Pro",
 * "supersakata"); RENJU_EINVAL for NULL or an unknown name. */
RENJU_API int renju_opening_rule_from_name(const char *name);

/* The largest number of 5th-move offers a rule may ask for (Yamaguchi's declared N,
 * Taraguchi's N).  Every position the opening rules reach before move 5 has more than
 * this many non-equivalent empty points, so the number can always be met. */
#define RENJU_MAX_OFFERS 100

/* The two players: the first player makes the first move and is black until a swap. */
#define RENJU_PLAYER_NONE   0
#define RENJU_PLAYER_FIRST  1
#define RENJU_PLAYER_SECOND 2

/* What the game expects next (renju_expected_action()). */
#define RENJU_ACTION_NONE         0  /* nothing: the game is over, or in setup mode */
#define RENJU_ACTION_PLAY         1  /* normal play: a stone, a pass, a draw offer */
#define RENJU_ACTION_STONE        2  /* an opening stone of renju_expected_colour(), in
                                        the area of renju_allowed_points() (renju_play) */
#define RENJU_ACTION_SWAP         3  /* swap colours or keep them (renju_swap) */
#define RENJU_ACTION_DECLARE      4  /* declare the number of offers (renju_declare) */
#define RENJU_ACTION_OFFERS       5  /* place the 5th-move offers (renju_propose) */
#define RENJU_ACTION_CHOOSE_OFFER 6  /* choose the 5th move among them (renju_choose_offer) */
#define RENJU_ACTION_BRANCH       7  /* Taraguchi: choose a branch (renju_choose_branch) */
#define RENJU_ACTION_COLOUR       8  /* choose a colour to play (renju_choose_colour) */
#define RENJU_ACTION_SWAP2        9  /* the choice of three of Swap2 and Super Sakata
                                        (renju_choose_swap2) */

/* Taraguchi-N and Super Taraguchi-N, move 5 (renju_rules(7), OPENING RULES). */
#define RENJU_BRANCH_FIFTH  1  /* (a) a swap chance, move 5 in the 9x9, a swap chance */
#define RENJU_BRANCH_OFFERS 2  /* (b) N offers anywhere, white chooses one */

/* Swap2's choice after three stones, and Super Sakata's after five (and after each pair
 * of stones more). */
#define RENJU_SWAP2_BLACK    1  /* take black: the other player, white, moves next */
#define RENJU_SWAP2_WHITE    2  /* take white and move next */
#define RENJU_SWAP2_TWO_MORE 3  /* place a white and a black stone; Swap2: the other
                                   player picks a colour; Super Sakata: the other player
                                   has the same choice of three */

/* What is expected next: RENJU_ACTION_*.  Normal play is RENJU_ACTION_PLAY. */
RENJU_API int renju_expected_action(renju_game *game);
/* The player expected to act: RENJU_PLAYER_FIRST or _SECOND, RENJU_PLAYER_NONE when
 * nothing is expected. */
RENJU_API int renju_expected_player(renju_game *game);
/* The colour of the stone the expected action places: the side to move for
 * RENJU_ACTION_STONE and _PLAY, RENJU_BLACK for the offers and the choice among them,
 * RENJU_EMPTY for actions that place no stone. */
RENJU_API int renju_expected_colour(renju_game *game);
/* The colour player holds now (RENJU_BLACK or RENJU_WHITE): tentative while
 * renju_colours_final() is 0.  Errors: RENJU_EINVAL (player). */
RENJU_API int renju_player_colour(renju_game *game, int player);
/* 1 once no swap or choice of colour can come in the opening (in Super Sakata, once
 * a colour is taken rather than two more stones), else 0. */
RENJU_API int renju_colours_final(renju_game *game);

/* The points where the expected action may place a stone: for RENJU_ACTION_STONE and
 * _PLAY the points where renju_play() would succeed now, for _OFFERS the points that
 * may be offered, for _CHOOSE_OFFER the offers; none for other actions.  Buffer
 * convention as above; returns the number of points. */
RENJU_API int renju_allowed_points(renju_game *game, int *points, size_t capacity);
/* 1 if point is among renju_allowed_points(), 0 if not.  Errors: RENJU_ERANGE. */
RENJU_API int renju_point_allowed(renju_game *game, int point);

/* The number of 5th-move offers: at a RENJU_ACTION_DECLARE step the bounds of the
 * number to declare; once the number is known (declared, or fixed by the rule: 2 in
 * RIF, N in Taraguchi) and until the 5th move is chosen, min = max = that number.
 * Either pointer may be NULL; a set-up position that passed over the declaration gives
 * min 1 and max the declaration's bound until the offers are made.  Errors:
 * RENJU_EPHASE (no offers ahead, or their number not known yet). */
RENJU_API int renju_offer_bounds(renju_game *game, int *min, int *max);
/* The 5th-move offers made in this game (still there after the choice); returns their
 * number, 0 before they are made.  Buffer convention as above. */
RENJU_API int renju_offers(renju_game *game, int *points, size_t capacity);

/* The opening actions.  Each takes the acting player and fails, changing nothing, with
 * RENJU_EINVAL (NULL game, unknown player or value), RENJU_EGAMEOVER, RENJU_EPHASE
 * (setup mode, or the game expects another kind of action now: see renju_errmsg()),
 * RENJU_EPLAYER (the other player must act).  Each goes into the history, so that
 * renju_undo() and renju_redo() walk through them. */

/* Swap colours (do_swap 1) or keep them (0). */
RENJU_API int renju_swap(renju_game *game, int player, int do_swap);
/* Declare the number of offers; RENJU_ERANGE outside renju_offer_bounds(). */
RENJU_API int renju_declare(renju_game *game, int player, int number);
/* Propose all the 5th-move offers at once: exactly the number required, or 1 to
 * renju_offer_bounds()'s max where a set-up position passed over the declaration
 * (RENJU_ERANGE for too many or too few), each on an empty point (RENJU_ERANGE off the board,
 * RENJU_EOCCUPIED, RENJU_EFORBIDDEN), no two equivalent (RENJU_EEQUIVALENT, the
 * message names the pair: see renju_offers_equivalent()). */
RENJU_API int renju_propose(renju_game *game, int player, const int *points, size_t count);
/* Choose the 5th move among the offers: it is placed as a black stone and the
 * others are gone.  RENJU_ERANGE if point was not offered. */
RENJU_API int renju_choose_offer(renju_game *game, int player, int point);
/* Taraguchi-N and Super Taraguchi-N: RENJU_BRANCH_FIFTH or RENJU_BRANCH_OFFERS. */
RENJU_API int renju_choose_branch(renju_game *game, int player, int branch);
/* Swap1 and Swap2: the colour (RENJU_BLACK or RENJU_WHITE) the acting player takes. */
RENJU_API int renju_choose_colour(renju_game *game, int player, int colour);
/* Swap2 and Super Sakata: RENJU_SWAP2_BLACK, _WHITE or _TWO_MORE. */
RENJU_API int renju_choose_swap2(renju_game *game, int player, int option);
/* renju_play() by a given player: RENJU_EPLAYER unless that player is expected to
 * place a stone now (opening stones, and normal play by the holder of the side to
 * move).  renju_play() itself places opening stones for whoever is expected.  With
 * RENJU_PASS, the holder of the side to move passes as renju_pass() does; during the
 * opening a pass fails as renju_pass() fails, whichever player. */
RENJU_API int renju_play_as(renju_game *game, int player, int point);

/* ------------------------------------------------------ symmetry, 26 openings */

/* The 8 symmetries of the square board, about its centre. */
#define RENJU_SYM_IDENTITY      0
#define RENJU_SYM_ROTATE_90     1  /* a quarter turn anticlockwise: a1 -> o1 */
#define RENJU_SYM_ROTATE_180    2
#define RENJU_SYM_ROTATE_270    3
#define RENJU_SYM_FLIP_COLUMNS  4  /* left-right mirror: a1 <-> o1 */
#define RENJU_SYM_FLIP_ROWS     5  /* top-bottom mirror: a1 <-> a15 */
#define RENJU_SYM_DIAGONAL      6  /* mirror in the a1-o15 diagonal: b1 <-> a2 */
#define RENJU_SYM_ANTIDIAGONAL  7  /* mirror in the a15-o1 diagonal: a1 <-> o15 */
#define RENJU_SYMMETRIES        8

/* The image of point under symmetry sym.  Errors: RENJU_EINVAL (sym), RENJU_ERANGE. */
RENJU_API int renju_symmetry_point(renju_game *game, int sym, int point);

/* The symmetry that undoes sym (RENJU_SYM_ROTATE_90 and _270 undo each other, every
 * other one undoes itself).  Errors: RENJU_EINVAL. */
RENJU_API int renju_symmetry_inverse(int sym);

/* The position's key: 16 bytes (most significant first) of a 128-bit hash that is the
 * same for the position's 8 images under the symmetries and for every move order that
 * reaches it, and different, but for a chance of about 2^-128 a pair, for positions
 * that differ in their stones, the side to move, the rule set or the board's size.
 * *sym (if not NULL) receives the symmetry that takes the position to its canonical
 * image, the one the key names: renju_symmetry_point() maps a move into that image,
 * and the inverse symmetry maps it back.  The key is kept with the board by every
 * move, undo, redo, set-up stone and step in the tree, so that reading it costs a few
 * comparisons; the same position has the same key in every build and version that
 * RENJU_KEY_VERSION names.  Errors: RENJU_EINVAL (key NULL). */
#define RENJU_KEY_SIZE 16
#define RENJU_KEY_VERSION 1
RENJU_API int renju_position_key(renju_game *game, unsigned char *key, int *sym);

/* 1 if 5th-move offers a and b are equivalent in the current position: some symmetry maps
 * the position with a black stone on a onto the position with a black stone on b, stones as
 * coloured sets (renju_rules(7), OPENING RULES); a == b counts as equivalent.  0 if not.
 * Errors: RENJU_ERANGE, RENJU_EOCCUPIED. */
RENJU_API int renju_offers_equivalent(renju_game *game, int a, int b);

/* The 26 canonical renju openings (renju_rules(7), OPENING RULES): black h8, white h9
 * (direct) or i9 (indirect), black's second stone in the central 5x5; indexes 1 to 26 as in
 * the RIF table, 1-13 direct, 14-26 indirect. */
#define RENJU_OPENINGS 26

/* The opening that black1, white2, black3 form in any of the 8 orientations: returns
 * its index and puts into *sym (if not NULL) the symmetry that maps the table's
 * stones onto them; returns 0 if they are not one of the 26.  Errors: RENJU_ERANGE. */
RENJU_API int renju_opening_identify(renju_game *game, int black1, int white2, int black3,
                                     int *sym);
/* The opening of this game's first three moves, 0 if fewer or not one of the 26. */
RENJU_API int renju_opening_index(renju_game *game);
/* The three points of opening index (1..26) under symmetry sym on this board, into
 * points (capacity at least 3); returns 3.  Errors: RENJU_ERANGE (index), RENJU_EINVAL
 * (sym), RENJU_EBUFSIZE. */
RENJU_API int renju_opening_points(renju_game *game, int index, int sym, int *points,
                                   size_t capacity);
/* Static strings for index 1..26 (NULL otherwise): the name ("Kansei") and the
 * Japanese name in UTF-8. */
RENJU_API const char *renju_opening_name(int index);
RENJU_API const char *renju_opening_kanji(int index);
/* 1 for a direct opening, 0 for an indirect one, RENJU_ERANGE for another index. */
RENJU_API int renju_opening_direct(int index);

/* ----------------------------------------------------------- threat search */

/* What a search found (renju_vcf(3)). */
#define RENJU_SOLVE_NONE    0  /* proved: no win of the kind asked for exists */
#define RENJU_SOLVE_WIN     1  /* a win, its main line given */
#define RENJU_SOLVE_UNKNOWN 2  /* the node limit was reached before an answer, or
                                  the search time (renju_search_time_set()) */

/* Victory by continuous fours for the side to move, under the game's rule set and
 * options: each of its moves a legal four, each answered by every defence the
 * defender has (the main line follows the first in point order), ending in a five,
 * a double four or (white in renju) a four whose only defence is forbidden for black.
 * A defender's block that makes a four of its own is answered; a four the defender
 * already has must be blocked first.  *outcome receives RENJU_SOLVE_*; when it is a
 * win the main line (attacker and defender alternately, starting and ending with the
 * attacker's move) goes into line and its length is returned, else 0 is returned.
 * Deterministic: the same position gives the same line.  max_nodes limits the
 * positions searched (0: no limit); *nodes, if nodes is not NULL, receives how many
 * were.  Buffer convention as above (the search runs either way).  The game is not
 * changed.  Errors: RENJU_EINVAL (outcome NULL), RENJU_ERANGE (max_nodes negative),
 * RENJU_EPHASE (setup mode, the opening), RENJU_EGAMEOVER, RENJU_EBUFSIZE,
 * RENJU_ENOMEM. */
RENJU_API int renju_vcf(renju_game *game, int max_nodes, int *outcome, int *nodes,
                        int *line, size_t capacity);

/* Win in N (tsume renju): whether the side to move, the attacker, makes a five within
 * moves of its own moves (1: a five now; 2: a four no answer stops; 3, three attacker
 * moves and five plies: a four-three or a double three) against every defence, under the
 * game's rule set and options.  The attacker's moves are any legal points (black's
 * forbidden points never), in practice fours and threes; the defender may answer with
 * any legal point or a pass (when passes are allowed), fours of its own included, which
 * the attacker must then stop.  On a win the main line (from the attacker's first move
 * to its five; RENJU_PASS for a defender's pass) goes into line and its length is
 * returned: the attacker wins as fast as it can, the defender puts the five off as long
 * as it can (the first such move in point order).  RENJU_SOLVE_NONE means no win within
 * moves exists (the search was complete); RENJU_SOLVE_UNKNOWN that the node limit was
 * reached first.  max_nodes, nodes, the buffer and the errors as renju_vcf(), and
 * RENJU_ERANGE for moves below 1 or above 20. */
RENJU_API int renju_solve(renju_game *game, int moves, int max_nodes, int *outcome, int *nodes,
                          int *line, size_t capacity);

/* The time each search on the handle may take (renju_vcf(), renju_solve() and any
 * search to come), in milliseconds of a monotonic clock from its start; 0 (the
 * default) for no limit.  Past it the search ends as at its node limit: outcome
 * RENJU_SOLVE_UNKNOWN (the clock is read every few thousand positions, so a search
 * may run a little over).  A setting of the handle, not of the game: renju_game_clone()
 * copies it, renju_game_reset() and record imports keep it.  Errors: RENJU_ERANGE
 * (milliseconds negative).  renju_search_time_get() returns the setting. */
RENJU_API int renju_search_time_set(renju_game *game, int milliseconds);
RENJU_API int renju_search_time_get(renju_game *game);

/* Victory by continuous threats for the side to move (renju_vct(3)): each of its
 * moves a legal four or three, ending in a five or a four nothing stops; the defender
 * answering with every move that stops the threat and with its own fours, which the
 * attacker must stop (with any legal stone) before it goes on.  A three is a move that
 * leaves five cells in a line through it holding three of the attacker's stones and
 * none of the defender's, and among them a threat point: a legal point where the
 * attacker's stone would make a four that no legal stone stops (a straight four, a
 * double four, a four whose only block is forbidden for black).  So a black three
 * whose four point is forbidden is no three (RIF 9.3), and black's threes and fours are
 * never on forbidden points.  A VCF is a VCT.  Outcome, line (the main line, as
 * renju_vcf(): the defender's answer the first in point order), max_nodes, nodes, the
 * buffer and the errors as renju_vcf(). */
RENJU_API int renju_vct(renju_game *game, int max_nodes, int *outcome, int *nodes,
                        int *line, size_t capacity);

/* The kinds of threat renju_defences() and renju_proof() take. */
#define RENJU_THREAT_VCF 1   /* victory by continuous fours (renju_vcf()) */
#define RENJU_THREAT_VCT 2   /* victory by continuous threats (renju_vct()) */
#define RENJU_THREAT_WIN 3   /* win in N (renju_solve()); renju_proof() only */

/* The defences of the side to move against a threat of the other side: every legal
 * point after which the other side, to move, has no win of the kind (RENJU_THREAT_VCF
 * or RENJU_THREAT_VCT), in point order; a five of the side to move is one.  Returns
 * their number (buffer convention as above; the search runs either way); an empty list
 * with *outcome RENJU_SOLVE_WIN means that every move loses.  *outcome receives
 * RENJU_SOLVE_WIN when the other side has such a win if the side to move does nothing
 * (there is a threat to stop), RENJU_SOLVE_NONE when it has none (then every legal
 * point not leaving it one is listed), RENJU_SOLVE_UNKNOWN when max_nodes (counted over
 * all the searches) or the search time came first: then only the moves proved to
 * defend are listed.  Errors as renju_vcf(), and RENJU_EINVAL (threat). */
RENJU_API int renju_defences(renju_game *game, int threat, int max_nodes, int *outcome,
                             int *nodes, int *points, size_t capacity);

/* A win of the side to move with its proof (renju_proof(3)): searches as renju_vcf(),
 * renju_vct() or renju_solve() (threat RENJU_THREAT_VCF, _VCT or _WIN with moves, which
 * the others ignore) and, on a win, makes *proof a new game: a copy of game standing on
 * the same node, whose only children there are the proof, its main line first.  Under
 * each attacker move that is not a five, the defender's replies that need an answer are
 * its children in point order, each with the attacker's one answer below it; a reply
 * not there leaves the attacker a five at once, or a legal move that makes two win
 * points while the defender has none.  Returns the node of the proof's first move, 0
 * with *proof NULL when the outcome is not a win.  The proof's game is the caller's to
 * free (renju_game_free()); game is not changed.  Errors as renju_solve() (moves only
 * for RENJU_THREAT_WIN), and RENJU_EINVAL (threat, proof NULL). */
RENJU_API int renju_proof(renju_game *game, int threat, int moves, int max_nodes,
                          int *outcome, int *nodes, renju_game **proof);

/* ---------------------------------------------------------------- game trees */

/* A game is a tree of actions (renju_tree(3)): the root is the starting position (the
 * empty board, or the position set up), and each other node holds one action (a move,
 * a pass, an opening decision, a resignation ...) or none (a record's node that holds
 * only comments or marks), with its children in order: the first is the main line,
 * the others its variations.  The game stands on one node, and every query (stones,
 * forbidden points, result, opening state, solvers) answers for that node's position;
 * its moves are the path from the root.  A node also carries a comment, a name, labels
 * (text at a point) and marks, and what a record holds that the library does not use,
 * so that writing it back loses nothing.  Every path from the root is a game under the
 * rules: a record's line that breaks them is kept and marked (RENJU_NODE_ILLEGAL on the
 * node whose action broke them, RENJU_NODE_UNPLAYABLE below it), and the game never
 * stands on such a node.
 *
 * Play, undo and redo walk the tree: renju_undo() goes to the parent, renju_redo() to
 * the child on the line that can be redone (the one undone last, else the first), and
 * an action goes into the child that holds it already, or adds a node.  What a record,
 * an edit or a note put in the tree is kept.  What was only played is scratch: in
 * RENJU_TREE_SCRATCH mode (the default) a new action replaces the scratch line that
 * could be redone, as undo and redo always did, so that an engine's search leaves
 * nothing behind; in RENJU_TREE_KEEP mode every action played is kept, as an editor
 * wants.  Nodes are named by ints (the root is 0), valid until the node is deleted;
 * RENJU_NODE_CURRENT names the node the game stands on.  A game without variations
 * pays nothing for its tree.  Errors of every call below: RENJU_EINVAL (NULL game,
 * NULL buffer with capacity not 0), RENJU_ERANGE (no such node, child or point),
 * RENJU_EPHASE (setup mode, for the calls that move the game or change the tree),
 * RENJU_ENOMEM. */
#define RENJU_NODE_CURRENT (-1)          /* the node the game stands on */
#define RENJU_NO_NODE      0x7fffffff    /* no node: the root's parent, the end of a walk */

#define RENJU_TREE_SCRATCH 0  /* actions played are scratch (the default) */
#define RENJU_TREE_KEEP    1  /* actions played are kept */

/* What a node holds (renju_node_action()). */
#define RENJU_NODE_ROOT          0
#define RENJU_NODE_STONE         1   /* value: the point */
#define RENJU_NODE_PASS          2   /* value: RENJU_PASS */
#define RENJU_NODE_RESIGN        3
#define RENJU_NODE_FORFEIT       4   /* value: RENJU_REASON_TIME or _FORFEIT */
#define RENJU_NODE_ACCEPT_DRAW   5
#define RENJU_NODE_DECLINE_DRAW  6
#define RENJU_NODE_SWAP          7   /* value: 1 swapped, 0 kept */
#define RENJU_NODE_DECLARE       8   /* value: the number of offers declared */
#define RENJU_NODE_OFFERS        9   /* value: how many (renju_node_offers()) */
#define RENJU_NODE_BRANCH       10   /* value: RENJU_BRANCH_* */
#define RENJU_NODE_COLOUR       11   /* value: the colour chosen */
#define RENJU_NODE_SWAP2        12   /* value: RENJU_SWAP2_* */
#define RENJU_NODE_NONE         13   /* no action: comments, marks */

/* Flags of a node (renju_node_flags()). */
#define RENJU_NODE_KEPT        1  /* kept: never replaced by play */
#define RENJU_NODE_ILLEGAL     2  /* its action broke the rules (renju_node_error()) */
#define RENJU_NODE_UNPLAYABLE  4  /* below an illegal node */
#define RENJU_NODE_DRAW_OFFER  8  /* a move that offers a draw */
#define RENJU_NODE_FOUL       16  /* a stone on a forbidden point (foul policy lose) */
#define RENJU_NODE_MARKED     32  /* marked by the user (RenLib's mark, SGF HO) */
#define RENJU_NODE_START      64  /* RenLib's start mark */

/* Marks on points (renju_node_mark_set()). */
#define RENJU_MARK_NONE     0
#define RENJU_MARK_TRIANGLE 1
#define RENJU_MARK_SQUARE   2
#define RENJU_MARK_CIRCLE   3
#define RENJU_MARK_CROSS    4

/* The node the game stands on. */
RENJU_API int renju_tree_node(renju_game *game);
/* Go to a node: to the root, to the parent (RENJU_ENOMOVE at the root), to the
 * index-th child (0 the main line), to the sibling step places away (-1 the one
 * before, 1 the one after), to any node, or by a path of child indexes from the root
 * (renju_tree_path()).  The line below the node reached (its first children) becomes
 * what can be redone, unless it was on the line the game stood on.  A node the game
 * cannot stand on fails with the code of the action that broke the rules.  A failed
 * call leaves the game where it was. */
RENJU_API int renju_tree_root(renju_game *game);
RENJU_API int renju_tree_parent(renju_game *game);
RENJU_API int renju_tree_child(renju_game *game, int index);
RENJU_API int renju_tree_sibling(renju_game *game, int step);
RENJU_API int renju_tree_goto(renju_game *game, int node);
RENJU_API int renju_tree_follow(renju_game *game, const int *indexes, size_t count);

/* RENJU_TREE_SCRATCH or RENJU_TREE_KEEP, for the actions played from now on; kept by
 * renju_game_reset() and renju_game_clone().  Errors: RENJU_EINVAL (mode). */
RENJU_API int renju_tree_mode_set(renju_game *game, int mode);
RENJU_API int renju_tree_mode_get(renju_game *game);

/* Delete a node (not the root: RENJU_EINVAL) and everything below it; a game that
 * stood inside goes to the node's parent. */
RENJU_API int renju_tree_delete(renju_game *game, int node);
/* Make the path to node the main line: node and each node above it become the first
 * child of their parents.  The game stays where it is. */
RENJU_API int renju_tree_promote(renju_game *game, int node);

/* The number of nodes, the root included. */
RENJU_API int renju_node_count(renju_game *game);
/* The parent of a node (RENJU_NO_NODE for the root), its depth (0 for the root), its
 * index among its siblings, and the node after it in pre-order (the root, then each
 * child's subtree in order; RENJU_NO_NODE after the last): renju_node_next() from 0
 * on walks every node. */
RENJU_API int renju_node_parent(renju_game *game, int node);
RENJU_API int renju_node_depth(renju_game *game, int node);
RENJU_API int renju_node_index(renju_game *game, int node);
RENJU_API int renju_node_next(renju_game *game, int node);
/* The children of a node in order; returns their number (buffer convention above). */
RENJU_API int renju_node_children(renju_game *game, int node, int *children, size_t capacity);
/* What the node holds: returns RENJU_NODE_ROOT ... RENJU_NODE_NONE, with the colour of
 * who acted (RENJU_EMPTY for the root, a node without an action, and an opening
 * decision a record did not say who took) in *colour and the value in *value (see the
 * kinds above; 0 where there is none); either pointer may be NULL. */
RENJU_API int renju_node_action(renju_game *game, int node, int *colour, int *value);
/* RENJU_NODE_KEPT, _ILLEGAL, ... or'ed together. */
RENJU_API int renju_node_flags(renju_game *game, int node);
/* Set (on 1) or clear (0) RENJU_NODE_MARKED or RENJU_NODE_START, or set
 * RENJU_NODE_KEPT (which keeps the nodes above it too; it cannot be cleared).
 * Errors: RENJU_EINVAL (another flag, or clearing KEPT). */
RENJU_API int renju_node_flag_set(renju_game *game, int node, int flag, int on);
/* The 5th-move offers of an offers node (none for another node); buffer convention. */
RENJU_API int renju_node_offers(renju_game *game, int node, int *points, size_t capacity);
/* The moves (points, RENJU_PASS) on the path from the root to node, as renju_moves()
 * lists them; buffer convention. */
RENJU_API int renju_node_line(renju_game *game, int node, int *moves, size_t capacity);
/* The child indexes from the root to node (renju_tree_follow()); buffer convention. */
RENJU_API int renju_tree_path(renju_game *game, int node, int *indexes, size_t capacity);
/* Why an illegal node broke the rules: its code (RENJU_EOCCUPIED, RENJU_EFORBIDDEN,
 * ...) in *code (0 for a node that did not), the message with its NUL into buf; returns
 * its length ("" for a node that did not).  Buffer convention for text. */
RENJU_API int renju_node_error(renju_game *game, int node, int *code, char *buf,
                               size_t capacity);

/* A node's comment and name (SGF C and N): UTF-8 text of at most 1 MiB without NUL;
 * NULL or "" removes it.  Getting writes it with its NUL into buf and returns its
 * length ("" when there is none); buffer convention for text.  Errors also:
 * RENJU_EINVAL (not UTF-8), RENJU_ERANGE (too long). */
RENJU_API int renju_node_comment_set(renju_game *game, int node, const char *text);
RENJU_API int renju_node_comment_get(renju_game *game, int node, char *buf, size_t capacity);
RENJU_API int renju_node_name_set(renju_game *game, int node, const char *text);
RENJU_API int renju_node_name_get(renju_game *game, int node, char *buf, size_t capacity);
/* A label: text shown at a point while the node's position is on the board (UTF-8, at
 * most 255 bytes, no NUL; NULL or "" removes it).  renju_node_labels() lists the points
 * that have one, in the order they were set. */
RENJU_API int renju_node_label_set(renju_game *game, int node, int point, const char *text);
RENJU_API int renju_node_label_get(renju_game *game, int node, int point, char *buf,
                                   size_t capacity);
RENJU_API int renju_node_labels(renju_game *game, int node, int *points, size_t capacity);
/* A mark at a point: RENJU_MARK_* (RENJU_MARK_NONE removes it); get returns it.
 * renju_node_marks() lists the marked points in the order they were set, and their
 * marks into marks (if not NULL; capacity elements). */
RENJU_API int renju_node_mark_set(renju_game *game, int node, int point, int mark);
RENJU_API int renju_node_mark_get(renju_game *game, int node, int point);
RENJU_API int renju_node_marks(renju_game *game, int node, int *points, int *marks,
                               size_t capacity);
/* Stones a record sets up on a node after the root (SGF AB, AW, AE there), kept as they
 * came and written back, not placed: the path's position is what its actions made.
 * Points into points and colours (RENJU_EMPTY for AE) into colours (if not NULL). */
RENJU_API int renju_node_setup(renju_game *game, int node, int *points, int *colours,
                               size_t capacity);
/* The SGF properties a record held at this node that the library does not use, as they
 * came ("AP[RenLib:3.6]FG[259]"), written back by SGF; buffer convention for text. */
RENJU_API int renju_node_properties(renju_game *game, int node, char *buf, size_t capacity);

/* ------------------------------------------------------------------ records */

/* Game records (renju_rules(7), GAME RECORDS).  renju_record(3) gives each format's exact
 * mapping. */
#define RENJU_FORMAT_MOVES 0  /* move list: "h8 h9 i9 ... pass ..." on one line; also
                                 read: compact move strings ("h8h9i10") */
#define RENJU_FORMAT_SGF   1  /* SGF FF[4] GM[4]: the game tree, passes, tags, comments,
                                 labels and marks */
#define RENJU_FORMAT_PSQ   2  /* Piskvork .psq: stones and the players' names */
#define RENJU_FORMAT_LIB   3  /* RenLib .lib (binary): the game tree, comments, board
                                 texts (labels), RenLib's marks */
#define RENJU_FORMAT_POS   4  /* xl / ZJRenju .pos (binary): stones in move order; read
                                 only */
#define RENJU_FORMATS      5

/* The name of a format ("moves", "sgf", "psq", "lib", "pos"), a static string; NULL for
 * a value that is none. */
RENJU_API const char *renju_format_name(int format);
/* The format a name or a file name's extension stands for, in any case, with or
 * without its dot: "sgf", ".SGF", "lib", "renlib", "psq", "pos", "moves", "txt",
 * "compact" (a move list); RENJU_EINVAL for NULL or an unknown name. */
RENJU_API int renju_format_from_name(const char *name);

/* Write the record of the game as played (not the moves that could be redone), with
 * its NUL, into buf.  Returns its length; with buf NULL and capacity 0, the capacity
 * needed including the NUL.  Writing, reading and writing again gives the same bytes.
 * Errors: RENJU_EINVAL (unknown format, or .pos, which is read only; a game the
 * format cannot hold: a set-up position in a move list, .psq or .lib, a pass or an
 * opening rule's decision in .psq, a board other than 15x15 in .lib), RENJU_EPHASE
 * (setup mode), RENJU_EBUFSIZE. */
RENJU_API int renju_record_export(renju_game *game, int format, char *buf, size_t capacity);

/* Write the whole game tree (renju_tree(3)), whatever node the game stands on, as
 * renju_record_export() writes a record: SGF and RenLib .lib hold a tree; a move list
 * and .psq its main line.  What the format cannot hold (RenLib has no marks but its
 * own, no names, no actions but moves: its labels are board texts, on the child at
 * their point or on a no-move node of their own) is left out and said by a warning
 * (RENJU_WARN_NOT_WRITTEN, renju_record_warning()).  Writing, reading and writing
 * again gives the same bytes.  Errors: as renju_record_export(), and RENJU_ENOMEM. */
RENJU_API int renju_tree_export(renju_game *game, int format, char *buf, size_t capacity);

/* The subtree of a node (not the root) as one SGF game tree of its moves and passes,
 * the node's own move first and each node's children in order, one in line and more
 * as variations: "(;B[hh](;W[ig];B[jh])(;W[jh];B[ig]))" (columns from the left, rows
 * from the top, as SGF writes them).  No root node, no properties but B and W: the
 * line of a proof (renju_proof()) that renju-solve(1) prints.  NUL-terminated; returns
 * its length (buffer convention as above).  Errors: RENJU_EINVAL (the root, a node
 * below holding another action), RENJU_ERANGE (no such node), RENJU_EBUFSIZE,
 * RENJU_ENOMEM. */
RENJU_API int renju_node_export(renju_game *game, int node, char *buf, size_t capacity);

/* Flags of renju_record_import(). */
#define RENJU_IMPORT_RULES   1  /* take the rule set and board size the record names
                                   (its options those of the game, where allowed) */
#define RENJU_IMPORT_PARTIAL 2  /* on an illegal action, keep the game before it */

/* Read a record of length bytes (no NUL needed) into the game: from the empty board
 * (or the record's set-up position), every action is replayed under the game's rule
 * set, size and options; the tags become the record's.  Returns the number of bytes
 * read: all of them, except in SGF, where reading ends with the first game tree (call
 * again on the rest for the next game of a collection).  On failure the game is
 * unchanged (but see RENJU_IMPORT_PARTIAL) and renju_record_error_position() says
 * where.  SGF and RenLib .lib hold a game tree: it is read whole (renju_tree(3)) and the
 * game stands at the end of its main line (the first child of each node); a variation
 * that breaks the rules is kept, marked (RENJU_NODE_ILLEGAL) and warned about
 * (RENJU_WARN_ILLEGAL_LINE), while an illegal action on the main line fails the import
 * as in any record (RENJU_IMPORT_PARTIAL: the tree is kept, the game before that
 * action).  Errors: RENJU_EPARSE (malformed record), the code of the first illegal
 * action (RENJU_EOCCUPIED, RENJU_EFORBIDDEN, RENJU_EGAMEOVER, RENJU_EPHASE,
 * RENJU_EPLAYER, RENJU_ERANGE for a point off the board, ...), RENJU_EINVAL (unknown
 * format or flags; a record for another rule set or size without
 * RENJU_IMPORT_RULES; rules, an opening's N or a board size that cannot be played
 * together),
 * RENJU_EPHASE (setup mode), RENJU_ENOMEM. */
RENJU_API int renju_record_import(renju_game *game, int format, const char *text,
                                  size_t length, int flags);

/* Read the next game of a file that holds several (an SGF collection, a move list of
 * one game a line; a .psq file holds one): the game starts at or after *offset in
 * text[0..length), as renju_record_import() would read it, and *offset is moved past
 * its end whether it could be read or not, so that one bad game never stops the rest:
 *
 *     size_t at = 0;
 *     while ((rc = renju_record_import_next(g, RENJU_FORMAT_SGF, text, n, &at, 0)) != 0)
 *         if (rc < 0) ... the game before at was not read: renju_errmsg(g) ...
 *
 * Line and column numbers (errors and warnings) count from the start of text;
 * a call given the same text pointer as the call before it on the handle, and an
 * *offset not before that call's, counts them on from that call's offset (so that
 * reading a collection is linear in its size): the bytes before *offset must not
 * change between such calls.
 * Returns 1 when a game was read, 0 when only blank text (or comments) remains and
 * the game is unchanged, else an error as renju_record_import().  A game that runs
 * to the end of text without its end (an SGF tree never closed) ends there: a
 * caller that reads a file piece by piece reads on and tries again from the old
 * offset.  Errors also: RENJU_EINVAL (offset NULL, or past length). */
RENJU_API int renju_record_import_next(renju_game *game, int format, const char *text,
                                       size_t length, size_t *offset, int flags);

/* What renju_record_import() read leniently or passed over: warnings, kept in the
 * handle from one import to the next, whether the import succeeded or not
 * (renju_record(3) lists when each is given). */
#define RENJU_WARN_GAME_TYPE   1  /* SGF GM other than 4, or none: read as five in a row */
#define RENJU_WARN_CHARSET     2  /* text converted to UTF-8 from another character set */
#define RENJU_WARN_TEXT        3  /* text that could not be converted or kept was dropped */
#define RENJU_WARN_SKIPPED     4  /* properties, marks or lines the library does not use */
#define RENJU_WARN_VARIATIONS  5  /* no longer given: SGF variations are read (renju_tree(3)) */
#define RENJU_WARN_RULES       6  /* rules not known: the rule set read, the opening unchecked */
#define RENJU_WARN_UNRECORDED  7  /* opening decisions the record does not hold */
#define RENJU_WARN_OPENING     8  /* stones given as a tournament opening: the start position */
#define RENJU_WARN_RESULT      9  /* a recorded result or field that could not be read */
#define RENJU_WARN_LAYOUT     10  /* a layout the format does not define, read as meant:
                                     several moves in one SGF node */
#define RENJU_WARN_ILLEGAL_LINE 11 /* a variation that breaks the rules: kept, its node
                                     marked RENJU_NODE_ILLEGAL */
#define RENJU_WARN_NOT_WRITTEN 12 /* an export left out what the format cannot hold */

/* The number of warnings of the last import (or tree export) on this handle (0 after
 * renju_game_new() and after an import that read everything as written). */
RENJU_API int renju_record_warnings(renju_game *game);
/* Warning index (0 .. renju_record_warnings() - 1): its RENJU_WARN_* code in *code,
 * where it was (1-based line and column; 0 for the record as a whole) and how many
 * times it happened in *count; returns an English message owned by the handle and
 * valid until the next import, such as "3 properties not used were skipped: LB, TR".
 * Any pointer may be NULL.  NULL for an index out of range or a NULL game. */
RENJU_API const char *renju_record_warning(renju_game *game, int index, int *code,
                                           int *line, int *column, int *count);

/* The rules a name stands for, as records and databases write them in their many
 * spellings: a rule set ("renju", "gomoku", "freestyle", "standard", "caro", ...), an
 * opening rule, which implies its rule set ("RIF", "Yamaguchi", "Soosorv-8",
 * "Swap2", ...; a gomoku opening alone implies freestyle), or both ("renju
 * soosorv-8", "freestyle swap2"); also Gomocup's rule numbers (0 freestyle, 1
 * standard, 4 renju, 8 caro-5).  *opening is RENJU_OPENING_NONE when none is named,
 * or for a renju opening rule the library does not play (Sakata), *opening_n the N
 * given or the rule's default (0 for rules without N).  Any pointer may be NULL.
 * Returns RENJU_OK, or RENJU_EINVAL for a NULL or unknown name (this function takes
 * no game). */
RENJU_API int renju_rules_from_name(const char *name, int *ruleset, int *opening,
                                    int *opening_n);

/* Where the last renju_record_import() on this handle failed: *line and *column
 * (1-based; columns count bytes) in the text, and *move, the number of the move
 * (stone or pass) being read: the moves replayed before it plus one.  All 0 after a
 * successful import.  Any pointer may be NULL. */
RENJU_API int renju_record_error_position(renju_game *game, int *line, int *column,
                                          int *move);

/* The character set of text in records that do not name one (RenLib .lib, whose
 * writers use their Windows code page): NULL (the default) reads it as UTF-8 where it
 * is valid UTF-8, else as GBK, and says which with RENJU_WARN_CHARSET; a name iconv
 * knows ("GBK", "SHIFT_JIS", "WINDOWS-1252") reads it in that one.  .lib text is
 * written in the charset set here, else the one the game's .lib text was read in,
 * else UTF-8.  Kept by imports, reset and clone.  Errors: RENJU_EINVAL (a name iconv
 * does not know, or longer than 31 bytes). */
RENJU_API int renju_record_charset_set(renju_game *game, const char *charset);
/* The charset .lib text is written in now, as above ("" for UTF-8 by default), with its
 * NUL into buf; returns its length.  Buffer convention for text. */
RENJU_API int renju_record_charset_get(renju_game *game, char *buf, size_t capacity);

/* Tags: the metadata records carry, named as in SGF: "EV" event, "RO" round, "DT"
 * date, "PC" place, "PB" and "PW" the players, "BR" and "WR" their ranks, "GN" the
 * game's name, "RE" the result as recorded, "GC" a comment; and "RU", read only: the
 * game's rule set and opening rule as SGF writes them ("renju", "renju soosorv-8",
 * "freestyle swap2").  Values are UTF-8 text of at most 65535 bytes, copied
 * into the handle; NULL or "" removes a tag.  renju_game_clone() copies them,
 * renju_game_reset() keeps them, renju_record_import() replaces them.  Errors:
 * RENJU_EINVAL (unknown name, RU, not UTF-8), RENJU_ERANGE (too long), RENJU_ENOMEM. */
RENJU_API int renju_tag_set(renju_game *game, const char *name, const char *value);
/* The value of a tag ("" when not set) with its NUL into buf; returns its length, or
 * with buf NULL and capacity 0 the capacity needed.  Errors: RENJU_EINVAL,
 * RENJU_EBUFSIZE. */
RENJU_API int renju_tag_get(renju_game *game, const char *name, char *buf, size_t capacity);
/* The name of tag index (0, 1, ...: every tag above, "RU" last), NULL past the last. */
RENJU_API const char *renju_tag_name(int index);

/* ---------------------------------------------------------- position index */

/* An index of the positions of many games (renju_index(3)): every position of each
 * game added, the root and every node of its tree, under its key
 * (renju_position_key()), so that a position is found in every game that reaches it
 * in any orientation and move order, with the moves played next.  An index is built
 * in memory by renju_index_add() and written out by renju_index_write(), or opened
 * read-only on such bytes in place by renju_index_open(); one index must not be used
 * from two threads at once. */
typedef struct renju_index renju_index;

#define RENJU_INDEX_VERSION    1        /* of the bytes renju_index_write() writes */
#define RENJU_INDEX_MAX_GAMES  4194304  /* games an index can hold */
#define RENJU_INDEX_NEXT_WIDTH 5        /* ints a move of renju_index_next() */

/* Receives the bytes of an index in order: 0 to go on, or a negative value, which
 * renju_index_write() then returns at once. */
typedef int (*renju_write_fn)(void *context, const void *data, size_t size);

/* A new, empty index, its memory from the allocator given (both NULL: malloc and
 * free).  Errors: RENJU_EINVAL (index NULL, one function NULL), RENJU_ENOMEM. */
RENJU_API int renju_index_new(renju_index **index);
RENJU_API int renju_index_new_custom(renju_index **index, renju_alloc_fn alloc,
                                     renju_free_fn free, void *opaque);
RENJU_API void renju_index_free(renju_index *index);
/* What the index's last call did, as renju_errmsg() says it for a game ("" after
 * success); for index NULL a static text. */
RENJU_API const char *renju_index_errmsg(renju_index *index);

/* Add every position of game's tree (only the line to the node it stands on, for a
 * game read without variations, is the same thing): the positions of the nodes it can
 * stand on, each with the moves of its children.  result is what the game's record
 * says of its end (RENJU_BLACK_WINS, RENJU_WHITE_WINS, RENJU_DRAW, or RENJU_ONGOING
 * when it says nothing); label is a UTF-8 text kept with it, for a caller to say where
 * the game came from (NULL: ""). The game is left as it was.  Returns the game's
 * number in the index, 0 for the first.  Errors: RENJU_EINVAL, RENJU_EPHASE (an index
 * opened by renju_index_open()), RENJU_ERANGE (RENJU_INDEX_MAX_GAMES reached),
 * RENJU_ENOMEM (the index unchanged). */
RENJU_API int renju_index_add(renju_index *index, renju_game *game, int result,
                              const char *label);
/* The number of games; the number of positions held (a position once for each move
 * played from it in a game, once if none was); a game's label and result. */
RENJU_API int renju_index_games(renju_index *index);
RENJU_API int renju_index_positions(renju_index *index);
RENJU_API const char *renju_index_label(renju_index *index, int game);
RENJU_API int renju_index_result(renju_index *index, int game);

/* Write the index as bytes (a file's content) through fn, in pieces; what
 * renju_index_open() reads back, on any machine.  Returns RENJU_OK, fn's negative
 * value, or RENJU_EINVAL, RENJU_ENOMEM. */
RENJU_API int renju_index_write(renju_index *index, renju_write_fn fn, void *context);
/* Make an empty index (one never added to) read the bytes renju_index_write() wrote,
 * size of them at data, in place: they must stay as they are until the index is
 * freed, as a mapped file does.  Errors: RENJU_EINVAL, RENJU_EPHASE (the index holds
 * games), RENJU_EPARSE (not an index, cut short, or of another RENJU_INDEX_VERSION or
 * RENJU_KEY_VERSION: build it again). */
RENJU_API int renju_index_open(renju_index *index, const void *data, size_t size);

/* The games that reach the position game stands on (stones under any symmetry, the
 * same side to move, rule set and size), their numbers in increasing order into
 * games; returns how many, or with games NULL and capacity 0 the number alone.
 * Errors: RENJU_EINVAL, RENJU_EBUFSIZE (nothing written), RENJU_ENOMEM. */
RENJU_API int renju_index_find(renju_index *index, renju_game *game, int *games,
                               size_t capacity);
/* The moves played next from that position, in game's orientation: for each,
 * RENJU_INDEX_NEXT_WIDTH ints into moves: the point (RENJU_PASS for a pass), the
 * games that played it, and of those the ones black won, drew and lost as their
 * results say; most played first, then in point order.  Moves that a symmetry of the
 * position makes one are counted as one, under the point of the lowest number.
 * capacity counts ints.  Returns the number of moves, or with moves NULL and
 * capacity 0 that number alone.  Errors: as renju_index_find(). */
RENJU_API int renju_index_next(renju_index *index, renju_game *game, int *moves,
                               size_t capacity);

/* ---------------------------------------------------------------- diagrams */

/* What renju_diagram_svg() draws besides the grid, the star points and the stones. */
#define RENJU_DIAGRAM_COORDS      1   /* letters below, numbers on the left */
#define RENJU_DIAGRAM_COORDS_ALL  2   /* letters and numbers on all four sides */
#define RENJU_DIAGRAM_NUMBERS     4   /* move numbers on the stones, from move first on */
#define RENJU_DIAGRAM_LAST        8   /* the last move marked */
#define RENJU_DIAGRAM_FORBIDDEN  16   /* black's forbidden points by kind (33, 44, 6) */
#define RENJU_DIAGRAM_MARKS      32   /* the labels and marks of the node the game is on */
#define RENJU_DIAGRAM_PLAIN      64   /* a white board, for print */
#define RENJU_DIAGRAM_DEFAULT    57   /* COORDS | LAST | FORBIDDEN | MARKS */

/* The position as an SVG image (renju_diagram(3)) into buf, NUL-terminated: the grid
 * ending at the outer points, the star points, the stones, and what flags add; cell is
 * the distance between points in pixels (12 to 160, 0 for 32), title a UTF-8 line
 * drawn above the board (NULL or "" for none).  The same game gives the same bytes on
 * every machine.  Returns the length, or with buf NULL and capacity 0 the capacity
 * needed with the NUL.  Errors: RENJU_EINVAL (flags, buf NULL with a capacity, a title
 * not UTF-8 or with control characters), RENJU_ERANGE (cell, first below 1 with
 * RENJU_DIAGRAM_NUMBERS, a title over 200 bytes), RENJU_EBUFSIZE (nothing written). */
RENJU_API int renju_diagram_svg(renju_game *game, int flags, int first, int cell,
                                const char *title, char *buf, size_t capacity);

#ifdef __cplusplus
}
#endif

#endif /* RENJU_H */
