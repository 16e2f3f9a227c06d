/* SPDX-License-Identifier: MIT */
/* check_caro.c - the caro rule sets (renju_rules(7), RULE SETS): a row of five, or in
 * caro-6 five or more, wins unless the opponent closes it at both ends, the board's
 * edge closing an end only with RENJU_OPT_EDGE_BLOCKS.  Scenarios of every case on
 * every board size and direction; the option's errors; shapes and set-up positions
 * judged as the result is; records; and a slow reference of our own, sharing no code
 * with the library, that judges every move of many random games and must agree with
 * the library on the result and the winning line.  RENJU_TEST_SCALE scales the random
 * games. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

/* xorshift64*: a seeded generator of our own, so runs are the same everywhere */
TEST_RANDOM(0x2545f4914f6cdd1dULL)

static renju_game *caro(int ruleset, int size, int edge)
{
    renju_game *g = new_game(ruleset, size);

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_EDGE_BLOCKS, edge));
    return g;
}

/* A set-up position, black to move; renju_setup_end() must take it. */
static renju_game *position(int ruleset, int size, int edge, const char *black,
                            const char *white)
{
    renju_game *g = caro(ruleset, size, edge);

    set_up(g, black, white, RENJU_BLACK);
    return g;
}

static void assert_result(renju_game *g, int result, int reason)
{
    ck_assert_int_eq(renju_result(g), result);
    ck_assert_int_eq(renju_result_reason(g), reason);
}

static void assert_ongoing(renju_game *g)
{
    assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
    ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
}

/* The winning line must be these points, in this order. */
static void assert_line(renju_game *g, const char *names)
{
    int line[RENJU_MAX_SIZE + 1], n = renju_winning_line(g, line, RENJU_MAX_SIZE + 1), i;
    char buf[256], *tok;

    snprintf(buf, sizeof buf, "%s", names);
    for (i = 0, tok = strtok(buf, " "); tok; tok = strtok(NULL, " "), i++) {
        ck_assert_int_lt(i, n);
        ck_assert_msg(line[i] == pt(g, tok), "winning line: point %d is not %s", i, tok);
    }
    ck_assert_int_eq(i, n);
}

/* A new game of these rules with moves played: it must go on. */
static void goes_on(int ruleset, int size, int edge, const char *moves)
{
    renju_game *g = caro(ruleset, size, edge);

    play_list(g, moves);
    assert_ongoing(g);
    renju_game_free(g);
}

/* The same, ending in a win for black by reason; its winning line must be line,
 * unless that is NULL. */
static void black_wins(int ruleset, int size, int edge, const char *moves, int reason,
                       const char *line)
{
    renju_game *g = caro(ruleset, size, edge);

    play_list(g, moves);
    assert_result(g, RENJU_BLACK_WINS, reason);
    if (line)
        assert_line(g, line);
    renju_game_free(g);
}

/* ------------------------------------------------------------------ named scenarios */

static const int caro_rules[] = { RENJU_RULES_CARO5, RENJU_RULES_CARO6 };

TEST_CASE("caro", 600)

LOOP_TEST(0, 2)
START_TEST(test_open_five)
{
    renju_game *g = caro(caro_rules[_i], 15, 0);

    play_list(g, "h8 a1 i8 a3 j8 a5 k8 a7");
    assert_ongoing(g);
    play_list(g, "l8");
    assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_FIVE);
    assert_line(g, "h8 i8 j8 k8 l8");
    CHECK_FAILS(g, renju_play(g, pt(g, "o15")), RENJU_EGAMEOVER);
    /* undo opens the game again; the five counts again when redone */
    CHECK_OK(g, renju_undo(g));
    assert_ongoing(g);
    CHECK_OK(g, renju_redo(g));
    assert_line(g, "h8 i8 j8 k8 l8");
    renju_game_free(g);
}
END_TEST

LOOP_TEST(0, 2)
START_TEST(test_one_end_blocked)
{
    renju_game *g = caro(caro_rules[_i], 15, _i);

    /* white on g8 closes one end: still a win, for white too */
    play_list(g, "h8 g8 i8 a1 j8 a3 k8 a5 l8");
    assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_FIVE);
    assert_line(g, "h8 i8 j8 k8 l8");
    renju_game_free(g);

    g = caro(caro_rules[_i], 15, 0);
    play_list(g, "a15 h8 h9 h7 h10 h6 h11 h5 o1 h4");
    assert_result(g, RENJU_WHITE_WINS, RENJU_REASON_FIVE);
    assert_line(g, "h4 h5 h6 h7 h8");
    renju_game_free(g);
}
END_TEST

/* A five closed at both ends by white does not win; the game goes on, and a five
 * that is not closed wins later. */
LOOP_TEST(0, 2)
START_TEST(test_both_ends_blocked)
{
    renju_game *g = caro(caro_rules[_i], 15, 0);

    /* the last stone in the middle of the row */
    play_list(g, "h8 g8 i8 m8 k8 a1 l8 a3 j8");
    assert_ongoing(g);
    ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
    play_list(g, "b1 h9 b3 h10 b5 h11 b7");
    assert_ongoing(g);
    play_list(g, "h12");
    assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_FIVE);
    assert_line(g, "h8 h9 h10 h11 h12");
    renju_game_free(g);

    /* the same on a diagonal, for white, closed by black; the last stone at the end */
    g = caro(caro_rules[_i], 15, 1);
    play_list(g, "d4 e5 j10 f6 a15 g7 b15 h8 c15 i9");
    assert_ongoing(g);
    ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
    play_list(g, "o1 o15");
    assert_ongoing(g);
    renju_game_free(g);
}
END_TEST

LOOP_TEST(0, 2)
START_TEST(test_edge)
{
    int r = caro_rules[_i];

    /* a8-e8 against the left edge, f8 white: open at the edge by default */
    black_wins(r, 15, 0, "a8 f8 b8 o1 c8 o3 d8 o5 e8", RENJU_REASON_FIVE, "a8 b8 c8 d8 e8");
    /* the edge closing it: no win */
    goes_on(r, 15, 1, "a8 f8 b8 o1 c8 o3 d8 o5 e8");
    /* the edge alone closes one end only */
    black_wins(r, 15, 1, "a8 o15 b8 o1 c8 o3 d8 o5 e8", RENJU_REASON_FIVE, NULL);
    /* a corner's diagonal, the last stone in the middle; a8 and a6 do not close it */
    goes_on(r, 15, 1, "a1 f6 b2 a8 d4 a6 e5 o1 c3");
    black_wins(r, 15, 0, "a1 f6 b2 a8 d4 a6 e5 o1 c3", RENJU_REASON_FIVE, "a1 b2 c3 d4 e5");
    /* the other corner's antidiagonal: both ends at the edge on 5x5 */
    goes_on(r, 5, 1, "a5 a1 b4 a2 c3 b1 d2 e5 e1");
    black_wins(r, 5, 0, "a5 a1 b4 a2 c3 b1 d2 e5 e1", RENJU_REASON_FIVE, "a5 b4 c3 d2 e1");
}
END_TEST

/* The option changes rows at the edge only: one point in, b8-f8 with a8 empty and
 * g8 white wins whatever the option. */
LOOP_TEST(0, 4)
START_TEST(test_edge_option_rows_only)
{
    int r = caro_rules[_i / 2], edge = _i % 2;

    black_wins(r, 15, edge, "b8 g8 c8 o1 d8 o3 e8 o5 f8", RENJU_REASON_FIVE, "b8 c8 d8 e8 f8");
    goes_on(r, 15, edge, "b8 g8 c8 a8 d8 o3 e8 o5 f8");
}
END_TEST

START_TEST(test_overlines)
{
    const int c5 = RENJU_RULES_CARO5, c6 = RENJU_RULES_CARO6, over = RENJU_REASON_OVERLINE;

    /* caro-5: six in a row wins nothing, open or not */
    goes_on(c5, 15, 0, "h8 a1 i8 a3 j8 a5 l8 a7 m8 a9 k8");
    /* caro-6: it wins, as an overline */
    black_wins(c6, 15, 0, "h8 a1 i8 a3 j8 a5 l8 a7 m8 a9 k8", over, "h8 i8 j8 k8 l8 m8");
    /* closed at one end it still wins; at both it does not */
    black_wins(c6, 15, 0, "h8 g8 i8 a3 j8 a5 l8 a7 m8 a9 k8", over, NULL);
    goes_on(c6, 15, 0, "h8 g8 i8 n8 j8 a5 l8 a7 m8 a9 k8");
    /* seven, from the edge, closed by the edge and n8 */
    goes_on(c6, 15, 1, "g8 h8 f8 n8 e8 a5 c8 a7 b8 a9 a8 a11 d8");
    black_wins(c6, 15, 0, "g8 h8 f8 n8 e8 a5 c8 a7 b8 a9 a8 a11 d8", over, "a8 b8 c8 d8 e8 f8 g8");
}
END_TEST

/* One stone, two rows: a closed five beside a five that is not closed wins by the
 * latter; in caro-6 a closed five beside an overline wins by the overline. */
START_TEST(test_two_rows_one_stone)
{
    renju_game *g;

    /* row 8 closed by d8 and j8; column e open */
    g = position(RENJU_RULES_CARO5, 15, 0, "e4 e5 e6 e7 f8 g8 h8 i8", "d8 j8 a1 a3 a5 a7 a9 a11 a13");
    CHECK_OK(g, renju_play(g, pt(g, "e8")));
    assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_FIVE);
    assert_line(g, "e4 e5 e6 e7 e8");
    renju_game_free(g);
    /* in caro-6 with e9 black the column is an overline that wins */
    g = position(RENJU_RULES_CARO6, 15, 0, "e4 e5 e6 e7 e9 f8 g8 h8 i8", "d8 j8 a1 a3 a5 a7 a9 a11 a13");
    CHECK_OK(g, renju_play(g, pt(g, "e8")));
    assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_OVERLINE);
    assert_line(g, "e4 e5 e6 e7 e8 e9");
    renju_game_free(g);
    /* in caro-5 the column of six wins nothing and the row is closed: no win */
    g = position(RENJU_RULES_CARO5, 15, 0, "e4 e5 e6 e7 e9 e10 f8 g8 h8 i8",
                 "d8 j8 a1 a3 a5 a7 a9 a11 a13 a15");
    CHECK_OK(g, renju_play(g, pt(g, "e8")));
    assert_ongoing(g);
    renju_game_free(g);
    /* an exact five is named before an overline when both win (caro-6) */
    g = position(RENJU_RULES_CARO6, 15, 0, "e4 e5 e6 e7 e9 f8 g8 h8 i8", "a1 a3 a5 a7 a9 a11 a13 a15");
    CHECK_OK(g, renju_play(g, pt(g, "e8")));
    assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_FIVE);
    assert_line(g, "e8 f8 g8 h8 i8");
    renju_game_free(g);
}
END_TEST

/* On 5x5 with the edge closing, every row of five runs edge to edge: nobody can
 * win, and the game is drawn when the board is full; with the edge open the first
 * row of five wins. */
LOOP_TEST(0, 2)
START_TEST(test_full_board_draw)
{
    static const char game[] = "a1 a2 b1 b2 c1 c2 d1 d2 e1 e2 a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 "
                               "a5 b5 c5 d5 e5";
    renju_game *g = caro(caro_rules[_i], 5, 1);

    play_list(g, game);
    assert_result(g, RENJU_DRAW, RENJU_REASON_FULL_BOARD);
    ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
    ck_assert_int_eq(renju_stone_count(g), 25);
    renju_game_free(g);

    g = caro(caro_rules[_i], 5, 0);
    play_list(g, "a1 a2 b1 b2 c1 c2 d1 d2 e1");
    assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_FIVE);
    assert_line(g, "a1 b1 c1 d1 e1");
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ every case, every board */

static const int dcol[4] = { 1, 0, 1, 1 }, drow[4] = { 0, 1, 1, -1 };

/* A row of n black stones from (col, row) along d, with a white stone past each end
 * that asks for one and has room; the stone `last` of the row is played, the rest set
 * up. */
typedef struct row_case {
    int ruleset, edge, size, d, col, row, n, last, white_lo, white_hi;
} row_case;

static int on_board(int size, int c, int r)
{
    return c >= 0 && r >= 0 && c < size && r < size;
}

static int point_at(const row_case *rc, int k)
{
    return (rc->row + k * drow[rc->d]) * rc->size + rc->col + k * dcol[rc->d];
}

static int end_on_board(const row_case *rc, int k)
{
    return on_board(rc->size, rc->col + k * dcol[rc->d], rc->row + k * drow[rc->d]);
}

static void describe(const row_case *rc, char *buf, size_t n)
{
    snprintf(buf, n, "%s edge %d %dx%d dir %d from %d,%d: %d stones, stone %d last, white %d %d",
             renju_ruleset_name(rc->ruleset), rc->edge, rc->size, rc->size, rc->d, rc->col,
             rc->row, rc->n, rc->last, rc->white_lo, rc->white_hi);
}

static void run_case(const row_case *rc)
{
    renju_game *g = caro(rc->ruleset, rc->size, rc->edge);
    int k, blocked = 0, wins, line[RENJU_MAX_SIZE], n, shape;
    char what[160];

    describe(rc, what, sizeof what);
    CHECK_OK(g, renju_setup_begin(g));
    for (k = 0; k < rc->n; k++)
        if (k != rc->last)
            CHECK_OK(g, renju_setup_put(g, point_at(rc, k), RENJU_BLACK));
    /* what lies past each end: the edge, a white stone or nothing */
    if (!end_on_board(rc, -1)) {
        blocked += rc->edge;
    } else if (rc->white_lo) {
        CHECK_OK(g, renju_setup_put(g, point_at(rc, -1), RENJU_WHITE));
        blocked++;
    }
    if (!end_on_board(rc, rc->n)) {
        blocked += rc->edge;
    } else if (rc->white_hi) {
        CHECK_OK(g, renju_setup_put(g, point_at(rc, rc->n), RENJU_WHITE));
        blocked++;
    }
    CHECK_OK(g, renju_setup_side(g, RENJU_BLACK));
    CHECK_OK(g, renju_setup_end(g));

    CHECK_OK(g, renju_play(g, point_at(rc, rc->last)));
    wins = (rc->ruleset == RENJU_RULES_CARO5 ? rc->n == 5 : rc->n >= 5) && blocked < 2;
    shape = renju_shape(g, point_at(rc, rc->last), RENJU_BLACK, rc->d);
    if (wins) {
        ck_assert_msg(renju_result(g) == RENJU_BLACK_WINS, "%s: no win", what);
        ck_assert_int_eq(renju_result_reason(g),
                         rc->n == 5 ? RENJU_REASON_FIVE : RENJU_REASON_OVERLINE);
        n = renju_winning_line(g, line, RENJU_MAX_SIZE);
        ck_assert_int_eq(n, rc->n);
        /* left to right, or bottom to top on a column: the order the row was built in */
        for (k = 0; k < n; k++)
            ck_assert_msg(line[k] == point_at(rc, k), "%s: line point %d", what, k);
    } else {
        ck_assert_msg(renju_result(g) == RENJU_ONGOING, "%s: a win", what);
        ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
        ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
    }
    /* the shape says what the result says: a dead row is none */
    ck_assert_msg(shape == (blocked == 2 ? RENJU_SHAPE_NONE
                            : rc->n == 5 ? RENJU_SHAPE_FIVE : RENJU_SHAPE_OVERLINE),
                  "%s: shape %d", what, shape);
    renju_game_free(g);
}

/* Where a row of n starts along d: from the low corner, to the high corner, or about
 * the centre. */
static void start_of(int size, int d, int where, int n, int *col, int *row)
{
    int c = size / 2, r = size / 2;

    if (where == 0) {
        *col = 0;
        *row = d == 3 ? size - 1 : 0;
        return;
    }
    if (where == 1) {
        c = size - 1;
        r = d == 3 ? 0 : size - 1;
        n = n - 1;
    } else {
        n = n / 2;
    }
    *col = c - n * dcol[d];
    *row = r - n * drow[d];
}

LOOP_TEST(0, 4)
START_TEST(test_every_case)
{
    row_case rc;
    int where, cases = 0;

    rc.ruleset = caro_rules[_i % 2];
    rc.edge = _i / 2;
    for (rc.size = RENJU_MIN_SIZE; rc.size <= RENJU_MAX_SIZE; rc.size++)
        for (rc.d = 0; rc.d < 4; rc.d++)
            for (where = 0; where < 3; where++)
                for (rc.n = 5; rc.n <= 7; rc.n++) {
                    start_of(rc.size, rc.d, where, rc.n, &rc.col, &rc.row);
                    if (!end_on_board(&rc, 0) || !end_on_board(&rc, rc.n - 1))
                        continue;
                    /* the stone played last leaves no five in the set-up position */
                    for (rc.last = rc.n - 5; rc.last <= 4; rc.last++)
                        for (rc.white_lo = 0; rc.white_lo <= end_on_board(&rc, -1); rc.white_lo++)
                            for (rc.white_hi = 0; rc.white_hi <= end_on_board(&rc, rc.n);
                                 rc.white_hi++) {
                                run_case(&rc);
                                cases++;
                            }
                }
    ck_assert_int_gt(cases, 2000);
}
END_TEST

/* ------------------------------------------------------------------ the option's errors */

START_TEST(test_option_refused)
{
    static const int others[] = {
        RENJU_RULES_FREESTYLE, RENJU_RULES_STANDARD, RENJU_RULES_RENJU, RENJU_RULES_FIVE_IN_A_ROW
    };
    renju_game *g;
    int i, lo = -1, hi = -1, v = -1;

    for (i = 0; i < 4; i++) {
        g = new_game(others[i], 15);
        CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_EDGE_BLOCKS, &lo, &hi));
        ck_assert_int_eq(lo, 0);
        ck_assert_int_eq(hi, 0);
        CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_EDGE_BLOCKS, 1), RENJU_ERANGE);
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_EDGE_BLOCKS, 0));
        CHECK_OK(g, renju_option_get(g, RENJU_OPT_EDGE_BLOCKS, &v));
        ck_assert_int_eq(v, 0);
        renju_game_free(g);
    }
    for (i = 0; i < 2; i++) {
        g = new_game(caro_rules[i], 9);
        CHECK_OK(g, renju_option_get(g, RENJU_OPT_EDGE_BLOCKS, &v));
        ck_assert_int_eq(v, 0);
        CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_EDGE_BLOCKS, &lo, &hi));
        ck_assert_int_eq(lo, 0);
        ck_assert_int_eq(hi, 1);
        CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_EDGE_BLOCKS, 2), RENJU_ERANGE);
        CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_EDGE_BLOCKS, -1), RENJU_ERANGE);
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_EDGE_BLOCKS, 1));
        /* after the first move, even the same value; and after undo, which keeps the
         * move to redo */
        play_list(g, "e5");
        CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_EDGE_BLOCKS, 0), RENJU_EPHASE);
        CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_EDGE_BLOCKS, 1), RENJU_EPHASE);
        CHECK_OK(g, renju_undo(g));
        CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_EDGE_BLOCKS, 0), RENJU_EPHASE);
        /* reset empties the history and keeps the option */
        CHECK_OK(g, renju_game_reset(g));
        CHECK_OK(g, renju_option_get(g, RENJU_OPT_EDGE_BLOCKS, &v));
        ck_assert_int_eq(v, 1);
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_EDGE_BLOCKS, 0));
        renju_game_free(g);
    }
}
END_TEST

/* A set-up row the edge closes may stand; opening the edge afterwards would give it
 * the game before a move, and is refused. */
LOOP_TEST(0, 2)
START_TEST(test_option_on_a_set_up_position)
{
    renju_game *g = position(caro_rules[_i], 15, 1, "a8 b8 c8 d8 e8", "f8");

    assert_ongoing(g);
    CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_EDGE_BLOCKS, 0), RENJU_EPOSITION);
    ck_assert_ptr_nonnull(strstr(failure_message(), "a8-e8"));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_EDGE_BLOCKS, 1));
    renju_game_free(g);

    /* in setup mode the option may change; renju_setup_end() then judges it */
    g = caro(caro_rules[_i], 15, 1);
    CHECK_OK(g, renju_setup_begin(g));
    put_list(g, "a8 b8 c8 d8 e8", RENJU_BLACK);
    put_list(g, "f8", RENJU_WHITE);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_EDGE_BLOCKS, 0));
    CHECK_FAILS(g, renju_setup_end(g), RENJU_EPOSITION);
    ck_assert_int_eq(renju_in_setup(g), 1);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_EDGE_BLOCKS, 1));
    CHECK_OK(g, renju_setup_end(g));
    renju_game_free(g);
}
END_TEST

START_TEST(test_setup_positions)
{
    renju_game *g;

    /* a five closed at both ends, and in caro-5 an open six, are no win to refuse */
    g = position(RENJU_RULES_CARO5, 15, 0, "h8 i8 j8 k8 l8 c3 d3 e3 f3 g3 h3", "g8 m8");
    assert_ongoing(g);
    /* black plays on; the closed five does not end the game */
    play_list(g, "a1");
    assert_ongoing(g);
    renju_game_free(g);
    g = position(RENJU_RULES_CARO6, 15, 0, "h8 i8 j8 k8 l8 m8", "g8 n8");
    assert_ongoing(g);
    renju_game_free(g);

    /* an open five, and in caro-6 an open six, are refused */
    g = caro(RENJU_RULES_CARO5, 15, 0);
    CHECK_OK(g, renju_setup_begin(g));
    put_list(g, "h8 i8 j8 k8 l8", RENJU_WHITE);
    put_list(g, "g8", RENJU_BLACK);
    CHECK_FAILS(g, renju_setup_end(g), RENJU_EPOSITION);
    ck_assert_ptr_nonnull(strstr(failure_message(), "white (h8-l8)"));
    renju_game_free(g);
    g = caro(RENJU_RULES_CARO6, 15, 0);
    CHECK_OK(g, renju_setup_begin(g));
    put_list(g, "c3 d3 e3 f3 g3 h3", RENJU_BLACK);
    CHECK_FAILS(g, renju_setup_end(g), RENJU_EPOSITION);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ shapes */

static int keys_of(renju_game *g, const char *point, int colour, int dir, int *keys)
{
    int n = renju_shape_keys(g, pt(g, point), colour, dir, keys, NULL, 8);

    ck_assert_int_ge(n, 0);
    return n;
}

LOOP_TEST(0, 2)
START_TEST(test_shapes)
{
    renju_game *g;
    int keys[8];
    char buf[256];

    /* a closed five is no shape; a five closed at one end is a five */
    g = position(caro_rules[_i], 15, 0, "h8 i8 j8 k8", "g8 m8");
    ck_assert_int_eq(renju_shape(g, pt(g, "l8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_NONE);
    ck_assert_int_eq(renju_shape_stones(g, pt(g, "l8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL,
                                        NULL, 0), 0);
    /* so the four's only key would make a closed five: no four, no key */
    ck_assert_int_eq(renju_shape(g, pt(g, "k8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_NONE);
    ck_assert_int_eq(keys_of(g, "k8", RENJU_BLACK, RENJU_DIR_HORIZONTAL, keys), 0);
    /* renju_explain() tells no five either */
    ck_assert_int_gt(renju_explain(g, pt(g, "l8"), buf, sizeof buf), 0);
    ck_assert_ptr_null(strstr(buf, "five"));
    renju_game_free(g);

    g = position(caro_rules[_i], 15, 0, "h8 i8 j8 k8", "g8");
    ck_assert_int_eq(renju_shape(g, pt(g, "l8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_FIVE);
    ck_assert_int_eq(renju_shape(g, pt(g, "k8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_FOUR);
    ck_assert_int_eq(keys_of(g, "k8", RENJU_BLACK, RENJU_DIR_HORIZONTAL, keys), 1);
    ck_assert_int_eq(keys[0], pt(g, "l8"));
    ck_assert_int_gt(renju_explain(g, pt(g, "l8"), buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "l8 is legal (it makes a five): h8 i8 j8 k8 l8 (a five)");
    renju_game_free(g);

    /* .XXXX. closed farther out: both completions close one end only */
    g = position(caro_rules[_i], 15, 0, "i8 j8 k8 l8", "g8 n8");
    ck_assert_int_eq(renju_shape(g, pt(g, "i8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_STRAIGHT_FOUR);
    ck_assert_int_eq(keys_of(g, "i8", RENJU_BLACK, RENJU_DIR_HORIZONTAL, keys), 2);
    renju_game_free(g);

    /* a broken four XXX.X whose gap would make a closed five: no four; one point
     * farther, a five closed at one end: a four */
    g = position(caro_rules[_i], 15, 0, "h8 i8 j8 l8", "g8 m8");
    ck_assert_int_eq(renju_shape(g, pt(g, "h8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_NONE);
    ck_assert_int_eq(keys_of(g, "h8", RENJU_BLACK, RENJU_DIR_HORIZONTAL, keys), 0);
    renju_game_free(g);
    g = position(caro_rules[_i], 15, 0, "h8 i8 j8 l8", "g8 n8");
    ck_assert_int_eq(renju_shape(g, pt(g, "h8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_FOUR);
    ck_assert_int_eq(keys_of(g, "h8", RENJU_BLACK, RENJU_DIR_HORIZONTAL, keys), 1);
    ck_assert_int_eq(keys[0], pt(g, "k8"));
    renju_game_free(g);

    /* the edge: a8-d8 with f8 white; e8 closes a five against the edge */
    g = position(caro_rules[_i], 15, 1, "a8 b8 c8 d8", "f8");
    ck_assert_int_eq(renju_shape(g, pt(g, "d8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_NONE);
    ck_assert_int_eq(renju_shape(g, pt(g, "e8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_NONE);
    renju_game_free(g);
    g = position(caro_rules[_i], 15, 0, "a8 b8 c8 d8", "f8");
    ck_assert_int_eq(renju_shape(g, pt(g, "d8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_FOUR);
    ck_assert_int_eq(renju_shape(g, pt(g, "e8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_FIVE);
    renju_game_free(g);
}
END_TEST

LOOP_TEST(0, 2)
START_TEST(test_shape_overlines)
{
    renju_game *g;

    /* an open six: an overline, which wins in caro-6 only (renju_result tells) */
    g = position(caro_rules[_i], 15, 0, "h8 i8 j8 l8 m8", "");
    ck_assert_int_eq(renju_shape(g, pt(g, "k8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_OVERLINE);
    /* caro-5: a key that would make six is none; caro-6: it completes the four */
    ck_assert_int_eq(renju_shape(g, pt(g, "j8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL),
                     _i == 0 ? RENJU_SHAPE_NONE : RENJU_SHAPE_FOUR);
    renju_game_free(g);
    /* closed at both ends: dead */
    g = position(caro_rules[_i], 15, 0, "h8 i8 j8 l8 m8", "g8 n8");
    ck_assert_int_eq(renju_shape(g, pt(g, "k8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_NONE);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ records */

static renju_game *import_text(int ruleset, int edge, int format, const char *text, int flags)
{
    renju_game *h = caro(ruleset, 15, edge);
    int rc = renju_record_import(h, format, text, strlen(text), flags);

    /* SGF is read up to the end of its game tree, the rest all through */
    ck_assert_msg(format == RENJU_FORMAT_SGF ? rc > 0 : rc == (int)strlen(text), "import: %d %s",
                  rc, renju_errmsg(h));
    return h;
}

START_TEST(test_sgf_rules)
{
    renju_game *g = caro(RENJU_RULES_CARO5, 15, 0), *h;
    char *s;
    int v = -1;

    s = export_record(g, RENJU_FORMAT_SGF, NULL);
    ck_assert_ptr_nonnull(strstr(s, "RU[caro-5]"));
    free(s);
    renju_game_free(g);
    g = caro(RENJU_RULES_CARO6, 19, 1);
    s = export_record(g, RENJU_FORMAT_SGF, NULL);
    ck_assert_ptr_nonnull(strstr(s, "SZ[19]RU[caro-6]"));
    free(s);
    renju_game_free(g);
    g = caro(RENJU_RULES_CARO5, 15, 0);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SWAP2));
    s = export_record(g, RENJU_FORMAT_SGF, NULL);
    ck_assert_ptr_nonnull(strstr(s, "RU[caro-5 swap2]"));
    free(s);
    renju_game_free(g);

    /* the rules read back; the edge option is no part of a record: the reading game's
     * applies where its rule set takes it */
    h = new_game(RENJU_RULES_RENJU, 15);
    ck_assert_int_gt(renju_record_import(h, RENJU_FORMAT_SGF, "(;GM[4]RU[caro-6];B[hh])", 24,
                                         RENJU_IMPORT_RULES), 0);
    ck_assert_int_eq(renju_game_ruleset(h), RENJU_RULES_CARO6);
    CHECK_OK(h, renju_option_get(h, RENJU_OPT_EDGE_BLOCKS, &v));
    ck_assert_int_eq(v, 0);
    renju_game_free(h);
    h = import_text(RENJU_RULES_CARO6, 1, RENJU_FORMAT_SGF, "(;GM[4]RU[caro-5 swap2];B[hh])",
                    RENJU_IMPORT_RULES);
    ck_assert_int_eq(renju_game_ruleset(h), RENJU_RULES_CARO5);
    CHECK_OK(h, renju_option_get(h, RENJU_OPT_EDGE_BLOCKS, &v));
    ck_assert_int_eq(v, 1);
    CHECK_OK(h, renju_option_get(h, RENJU_OPT_OPENING, &v));
    ck_assert_int_eq(v, RENJU_OPENING_SWAP2);
    renju_game_free(h);
}
END_TEST

/* A game that goes on past a closed five, in every format, read back by a game with
 * the same edge option; read with the other option it ends early and is refused. */
LOOP_TEST(0, 2)
START_TEST(test_round_trip_past_a_closed_five)
{
    static const int formats[] = { RENJU_FORMAT_MOVES, RENJU_FORMAT_SGF, RENJU_FORMAT_PSQ };
    renju_game *g = caro(caro_rules[_i], 15, 1), *h;
    snapshot a, b;
    char why[200], *s;
    int f, rc;

    play_list(g, "a8 f8 b8 o1 c8 o3 d8 o5 e8 o7 h8 o9 h9 o11 h10 o13 h11 m1 h12");
    assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_FIVE);
    assert_line(g, "h8 h9 h10 h11 h12");
    for (f = 0; f < 3; f++) {
        s = export_record(g, formats[f], NULL);
        h = import_text(caro_rules[_i], 1, formats[f], s, 0);
        /* SGF writes the result as RE, which the game played had not set */
        CHECK_OK(h, renju_tag_set(h, "RE", ""));
        snapshot_take(g, &a);
        snapshot_take(h, &b);
        if (formats[f] == RENJU_FORMAT_PSQ)
            ck_assert_mem_eq(a.stone, b.stone, sizeof a.stone);
        else
            ck_assert_msg(snapshot_equal(&a, &b, why, sizeof why), "%s", why);
        renju_game_free(h);
        /* with the edge open black has won at e8 and the record goes on: refused */
        h = caro(caro_rules[_i], 15, 0);
        snapshot_take(h, &a);
        rc = renju_record_import(h, formats[f], s, strlen(s), 0);
        ck_assert_int_eq(rc, RENJU_EGAMEOVER);
        snapshot_take(h, &b);
        ck_assert_msg(snapshot_equal(&a, &b, why, sizeof why), "%s", why);
        renju_game_free(h);
        free(s);
    }
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ the reference */

/* Our own board and judgement, from the rule alone: cells by column and row, the
 * rule set as "exactly five" or "five or more". */
typedef struct ref {
    int size, exact, edge;
    int cell[RENJU_MAX_SIZE][RENJU_MAX_SIZE];
} ref;

static const int ref_dc[4] = { 1, 0, 1, 1 }, ref_dr[4] = { 0, 1, 1, -1 };

static int ref_inside(const ref *r, int c, int w)
{
    return c >= 0 && w >= 0 && c < r->size && w < r->size;
}

/* The unbroken run of colour through (c, w) along d: its length, its first point
 * going the direction's way (*c0, *w0) and how many of its ends are closed. */
static int ref_run(const ref *r, int c, int w, int d, int colour, int *c0, int *w0,
                   int *closed)
{
    int back = 0, fwd = 0, k, ends[2], side;

    while (ref_inside(r, c - (back + 1) * ref_dc[d], w - (back + 1) * ref_dr[d])
           && r->cell[c - (back + 1) * ref_dc[d]][w - (back + 1) * ref_dr[d]] == colour)
        back++;
    while (ref_inside(r, c + (fwd + 1) * ref_dc[d], w + (fwd + 1) * ref_dr[d])
           && r->cell[c + (fwd + 1) * ref_dc[d]][w + (fwd + 1) * ref_dr[d]] == colour)
        fwd++;
    *c0 = c - back * ref_dc[d];
    *w0 = w - back * ref_dr[d];
    ends[0] = -(back + 1);
    ends[1] = fwd + 1;
    *closed = 0;
    for (side = 0; side < 2; side++) {
        int ec = c + ends[side] * ref_dc[d], ew = w + ends[side] * ref_dr[d];
        if (!ref_inside(r, ec, ew))
            *closed += r->edge;
        else if (r->cell[ec][ew] != RENJU_EMPTY && r->cell[ec][ew] != colour)
            (*closed)++;
    }
    k = back + fwd + 1;
    return k;
}

static int ref_wins(const ref *r, int n, int closed)
{
    return (r->exact ? n == 5 : n >= 5) && closed < 2;
}

/* The line the stone on (c, w) wins with, as the library names it: a five before an
 * overline, else the first direction; its length, 0 for none. */
static int ref_judge(const ref *r, int c, int w, int *line)
{
    int d, n, c0, w0, closed, best = 0, bd = 0, bc = 0, bw = 0, k;
    int colour = r->cell[c][w];

    for (d = 0; d < 4; d++) {
        n = ref_run(r, c, w, d, colour, &c0, &w0, &closed);
        if (ref_wins(r, n, closed) && (best == 0 || (n == 5 && best != 5))) {
            best = n;
            bd = d;
            bc = c0;
            bw = w0;
        }
    }
    for (k = 0; k < best; k++)
        line[k] = (bw + k * ref_dr[bd]) * r->size + bc + k * ref_dc[bd];
    return best;
}

/* The points on (c, w)'s line within four of it where one more stone of colour would
 * make a winning run through (c, w): the keys of a four; their number. */
static int ref_keys(ref *r, int c, int w, int d, int colour, int *keys)
{
    int k, n = 0, c0, w0, closed, len;

    for (k = -4; k <= 4; k++) {
        int qc = c + k * ref_dc[d], qw = w + k * ref_dr[d];
        if (k == 0 || !ref_inside(r, qc, qw) || r->cell[qc][qw] != RENJU_EMPTY)
            continue;
        r->cell[qc][qw] = colour;
        len = ref_run(r, c, w, d, colour, &c0, &w0, &closed);
        if (ref_wins(r, len, closed))
            keys[n++] = qw * r->size + qc;
        r->cell[qc][qw] = RENJU_EMPTY;
    }
    return n;
}

static int cmp_int(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

typedef struct tally {
    long moves, fives, overlines, dead, dead_edge, open_edge, long_no_win, draws, undos;
} tally;

/* The shapes of the stone on p along every line, and its keys, against the
 * reference. */
static void compare_shapes(renju_game *g, ref *r, int p, const char *what)
{
    int c = p % r->size, w = p / r->size, colour = r->cell[c][w], d, n, c0, w0, closed;
    int shape, want[8], got[RENJU_MAX_SIZE], nwant, ngot, k;

    for (d = 0; d < 4; d++) {
        n = ref_run(r, c, w, d, colour, &c0, &w0, &closed);
        shape = renju_shape(g, p, colour, d);
        if (n >= 5) {
            ck_assert_msg(shape == (closed == 2 ? RENJU_SHAPE_NONE : n == 5 ? RENJU_SHAPE_FIVE
                                                                           : RENJU_SHAPE_OVERLINE),
                          "%s: shape %d along %d, run %d closed %d", what, shape, d, n, closed);
            continue;
        }
        nwant = ref_keys(r, c, w, d, colour, want);
        if (shape != RENJU_SHAPE_FOUR && shape != RENJU_SHAPE_STRAIGHT_FOUR
            && shape != RENJU_SHAPE_DOUBLE_FOUR) {
            ck_assert_msg(nwant == 0, "%s: %d keys along %d, shape %d", what, nwant, d, shape);
            continue;
        }
        ngot = renju_shape_keys(g, p, colour, d, got, NULL, RENJU_MAX_SIZE);
        ck_assert_msg(ngot == nwant, "%s: %d keys along %d, %d expected", what, ngot, d, nwant);
        ck_assert_int_eq(shape == RENJU_SHAPE_FOUR, nwant == 1);
        qsort(want, (size_t)nwant, sizeof *want, cmp_int);
        qsort(got, (size_t)ngot, sizeof *got, cmp_int);
        for (k = 0; k < nwant; k++)
            ck_assert_msg(got[k] == want[k], "%s: key %d along %d", what, k, d);
    }
}

/* An empty point: whether a stone of colour there would win, by the reference and by
 * the shapes the library gives it. */
static void compare_point(renju_game *g, ref *r, int q, int colour, const char *what)
{
    int c = q % r->size, w = q / r->size, line[RENJU_MAX_SIZE], d, s, by_shape = 0, by_ref;

    r->cell[c][w] = colour;
    by_ref = ref_judge(r, c, w, line) > 0;
    r->cell[c][w] = RENJU_EMPTY;
    for (d = 0; d < 4; d++) {
        s = renju_shape(g, q, colour, d);
        by_shape |= s == RENJU_SHAPE_FIVE || (s == RENJU_SHAPE_OVERLINE && !r->exact);
    }
    ck_assert_msg(by_ref == by_shape, "%s: a stone on %d wins %d by the shapes, %d", what, q,
                  by_shape, by_ref);
}

/* A random empty point, most often next to a stone already played, so that rows grow
 * and close each other. */
static int pick_point(const ref *r, const int *played, int nplayed)
{
    int c, w, tries;

    for (tries = 0; tries < 50 && nplayed > 0 && rnd(5) > 0; tries++) {
        int p = played[rnd((unsigned)nplayed)];
        c = p % r->size + (int)rnd(5) - 2;
        w = p / r->size + (int)rnd(5) - 2;
        if (ref_inside(r, c, w) && r->cell[c][w] == RENJU_EMPTY)
            return w * r->size + c;
    }
    do {
        c = (int)rnd((unsigned)r->size);
        w = (int)rnd((unsigned)r->size);
    } while (r->cell[c][w] != RENJU_EMPTY);
    return w * r->size + c;
}

/* Count the rows of five or more the move made, so that the test shows it met every
 * case: closed at both ends, closed by the edge, open at the edge, too long. */
static void count(const ref *r, int p, tally *t)
{
    int c = p % r->size, w = p / r->size, d, n, c0, w0, closed, at_edge;

    for (d = 0; d < 4; d++) {
        n = ref_run(r, c, w, d, r->cell[c][w], &c0, &w0, &closed);
        if (n < 5)
            continue;
        at_edge = !ref_inside(r, c0 - ref_dc[d], w0 - ref_dr[d])
                  || !ref_inside(r, c0 + n * ref_dc[d], w0 + n * ref_dr[d]);
        t->dead += closed == 2;
        t->dead_edge += closed == 2 && at_edge && r->edge;
        t->open_edge += closed < 2 && at_edge && !r->edge;
        t->long_no_win += n > 5 && r->exact;
    }
}

static void play_random_game(int game, tally *t)
{
    static ref r;
    int played[RENJU_MAX_SIZE * RENJU_MAX_SIZE], nplayed = 0, undos = 0, ruleset;
    int line[RENJU_MAX_SIZE], want[RENJU_MAX_SIZE], p, n, nwant, k, colour = RENJU_BLACK;
    char what[96];
    renju_game *g;

    memset(&r, 0, sizeof r);
    ruleset = caro_rules[rnd(2)];
    r.exact = ruleset == RENJU_RULES_CARO5;
    r.edge = (int)rnd(2);
    r.size = RENJU_MIN_SIZE + (int)rnd(RENJU_MAX_SIZE - RENJU_MIN_SIZE + 1);
    g = caro(ruleset, r.size, r.edge);
    for (;;) {
        p = pick_point(&r, played, nplayed);
        snprintf(what, sizeof what, "game %d (%s %dx%d edge %d) move %d", game,
                 renju_ruleset_name(ruleset), r.size, r.size, r.edge, nplayed + 1);
        ck_assert_int_eq(renju_side_to_move(g), colour);
        ck_assert_msg(renju_play(g, p) == RENJU_OK, "%s: %s", what, renju_errmsg(g));
        r.cell[p % r.size][p / r.size] = colour;
        played[nplayed++] = p;
        t->moves++;

        nwant = ref_judge(&r, p % r.size, p / r.size, want);
        n = renju_winning_line(g, line, RENJU_MAX_SIZE);
        ck_assert_msg(n == nwant, "%s: a line of %d, %d expected", what, n, nwant);
        for (k = 0; k < n; k++)
            ck_assert_msg(line[k] == want[k], "%s: line point %d", what, k);
        if (nwant > 0) {
            assert_result(g, colour == RENJU_BLACK ? RENJU_BLACK_WINS : RENJU_WHITE_WINS,
                          nwant == 5 ? RENJU_REASON_FIVE : RENJU_REASON_OVERLINE);
        } else if (nplayed == r.size * r.size) {
            assert_result(g, RENJU_DRAW, RENJU_REASON_FULL_BOARD);
        } else {
            ck_assert_msg(renju_result(g) == RENJU_ONGOING, "%s: result %d", what,
                          renju_result(g));
        }
        compare_shapes(g, &r, p, what);
        count(&r, p, t);
        if (nplayed < r.size * r.size)
            compare_point(g, &r, pick_point(&r, played, nplayed), 3 - colour, what);

        if (nwant > 0 && undos < 3 && rnd(3) == 0) {
            /* take the win back and play on elsewhere */
            CHECK_OK(g, renju_undo(g));
            assert_ongoing(g);
            r.cell[p % r.size][p / r.size] = RENJU_EMPTY;
            nplayed--;
            undos++;
            t->undos++;
            continue;
        }
        t->fives += nwant == 5;
        t->overlines += nwant > 5;
        if (nwant == 0 && nplayed == r.size * r.size)
            t->draws++;
        if (renju_result(g) != RENJU_ONGOING)
            break;
        colour = 3 - colour;
    }
    renju_game_free(g);
}

START_TEST(test_reference)
{
    int games = (int)(4000 * scale()), i;
    tally t;

    memset(&t, 0, sizeof t);
    for (i = 0; i < games; i++)
        play_random_game(i, &t);
    printf("caro reference: %d games, %ld moves: %ld won by five, %ld by overline, %ld full "
           "boards; rows of five or more: %ld closed, %ld of them by the edge, %ld open at "
           "the edge, %ld too long in caro-5; %ld wins taken back\n",
           games, t.moves, t.fives, t.overlines, t.draws, t.dead, t.dead_edge,
           t.open_edge, t.long_no_win, t.undos);
    /* the random games met every case */
    ck_assert_int_gt(t.fives, games / 4);
    ck_assert_int_gt(t.overlines, games / 100);
    ck_assert_int_gt(t.draws, 0);
    ck_assert_int_gt(t.dead, games / 20);
    ck_assert_int_gt(t.dead_edge, 0);
    ck_assert_int_gt(t.open_edge, 0);
    ck_assert_int_gt(t.long_no_win, 0);
    ck_assert_int_gt(t.undos, 0);
}
END_TEST

#include "check_caro.tests.h"

int main(void)
{
    return run_suite(tests_suite("caro"));
}
