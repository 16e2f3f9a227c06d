/* SPDX-License-Identifier: MIT */
/* check_result.c - how a game ends under each rule set (renju_rules(7), RULE SETS and END OF THE GAME): fives,
 * overlines, full board, passes, agreement, resignation, losses on time and by forfeit,
 * move limit; the winning line,
 * the foul record, and undo after the end. */
#include <check.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

static const int all_rulesets[] = {
    RENJU_RULES_FREESTYLE, RENJU_RULES_STANDARD, RENJU_RULES_RENJU, RENJU_RULES_FIVE_IN_A_ROW
};
#define NRULESETS ((int)(sizeof all_rulesets / sizeof all_rulesets[0]))

/* Opening moves every rule set accepts (h8 first, move 3 outside the central 5x5). */
#define SAFE_OPENING "h8 h9 l12"

/* The winning line must be exactly these points, in order along the line (either way
 * along it). */
static void assert_line(renju_game *g, const char *const *names, int n)
{
    int line[RENJU_MAX_SIZE + 4], i, forward = 1, backward = 1;

    ck_assert_int_eq(renju_winning_line(g, NULL, 0), n);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);
    for (i = 0; i < RENJU_MAX_SIZE + 4; i++)
        line[i] = -9;
    ck_assert_int_eq(renju_winning_line(g, line, RENJU_MAX_SIZE + 4), n);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);
    for (i = 0; i < n; i++) {
        forward &= line[i] == pt(g, names[i]);
        backward &= line[i] == pt(g, names[n - 1 - i]);
    }
    ck_assert_msg(forward || backward, "winning line not %s..%s in order", names[0],
                  names[n - 1]);
    ck_assert_int_eq(line[n], -9);
}

static void assert_result(renju_game *g, int result, int reason)
{
    ck_assert_int_eq(renju_result(g), result);
    ck_assert_int_eq(renju_result_reason(g), reason);
}

/* After a win by a line, check the line's stones and that the game refuses to go on. */
static void assert_over(renju_game *g)
{
    CHECK_FAILS(g, renju_play(g, pt(g, "o1")), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_pass(g), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_offer_draw(g, pt(g, "o1")), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_resign(g, RENJU_BLACK), RENJU_EGAMEOVER);
}

static void assert_no_foul(renju_game *g)
{
    int kind = -1, point = -1;

    CHECK_OK(g, renju_result_foul(g, &kind, &point));
    ck_assert_int_eq(kind, RENJU_FORBID_NONE);
    ck_assert_int_eq(point, RENJU_NO_POINT);
    CHECK_OK(g, renju_result_foul(g, NULL, &point));
    ck_assert_int_eq(point, RENJU_NO_POINT);
    kind = -1;
    CHECK_OK(g, renju_result_foul(g, &kind, NULL));
    ck_assert_int_eq(kind, RENJU_FORBID_NONE);
    CHECK_OK(g, renju_result_foul(g, NULL, NULL));
}

/* ------------------------------------------------------------------ fives */

/* In a new game, moves end in result for reason along the n points of line; with
 * the_end, no foul is recorded and the game refuses to go on. */
static void line_wins(int ruleset, int size, const char *moves, int result, int reason,
                      const char *const *line, int n, int the_end)
{
    renju_game *g = new_game(ruleset, size);

    play_list(g, moves);
    assert_result(g, result, reason);
    assert_line(g, line, n);
    if (the_end) {
        assert_no_foul(g);
        assert_over(g);
    }
    renju_game_free(g);
}

/* The same for a five on 15x15, under every rule set. */
static void five_wins(const char *moves, int result, const char *const *line, int the_end)
{
    int i;

    for (i = 0; i < NRULESETS; i++)
        line_wins(all_rulesets[i], 15, moves, result, RENJU_REASON_FIVE, line, 5, the_end);
}

TEST_CASE("five")

START_TEST(test_black_five_vertical)
{
    static const char *const line[] = { "l8", "l9", "l10", "l11", "l12" };
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        play_list(g, "h8 a1 l12 a3 l11 a5 l10 a7 l9 a9");
        assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
        ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
        play_list(g, "l8");
        assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_FIVE);
        assert_line(g, line, 5);
        assert_no_foul(g);
        assert_over(g);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_white_five_vertical)
{
    static const char *const line[] = { "a1", "a2", "a3", "a4", "a5" };

    five_wins("h8 a1 l12 a2 c14 a3 e14 a4 n3 a5", RENJU_WHITE_WINS, line, 1);
}
END_TEST

START_TEST(test_five_diagonal_gap_filled)
{
    static const char *const line[] = { "j10", "k11", "l12", "m13", "n14" };

    /* the last stone is at one end: the line still runs in order */
    five_wins("h8 a15 l12 a13 m13 a11 n14 a9 k11 b15 j10", RENJU_BLACK_WINS, line, 0);
}
END_TEST

START_TEST(test_five_antidiagonal_middle)
{
    static const char *const line[] = { "b14", "c13", "d12", "e11", "f10" };

    /* white's last stone fills the middle of the line */
    five_wins("h8 b14 l12 c13 n1 f10 l1 e11 o6 d12", RENJU_WHITE_WINS, line, 0);
}
END_TEST

START_TEST(test_five_horizontal_edge)
{
    static const char *const line[] = { "k15", "l15", "m15", "n15", "o15" };

    five_wins("h8 a1 o15 a3 n15 a5 l15 a7 k15 a9 m15", RENJU_BLACK_WINS, line, 0);
}
END_TEST

START_TEST(test_five_on_other_sizes)
{
    static const char *const line5[] = { "a1", "b2", "c3", "d4", "e5" };
    static const char *const line20[] = { "t16", "t17", "t18", "t19", "t20" };
    int rs;

    for (rs = RENJU_RULES_FREESTYLE; rs <= RENJU_RULES_STANDARD; rs++) {
        line_wins(rs, 5, "a1 a2 b2 a3 c3 b3 d4 a4 e5", RENJU_BLACK_WINS, RENJU_REASON_FIVE,
                  line5, 5, 0);
        line_wins(rs, 20, "t20 a1 t19 a2 t18 a3 t17 a4 t16", RENJU_BLACK_WINS,
                  RENJU_REASON_FIVE, line20, 5, 0);
    }
}
END_TEST

START_TEST(test_winning_line_buffer)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int line[8], i;

    /* no line before the end */
    ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
    ck_assert_int_eq(renju_winning_line(g, line, 8), 0);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);

    play_list(g, "h8 a1 l12 a3 l11 a5 l10 a7 l9 a9 l8");
    ck_assert_int_eq(renju_winning_line(g, NULL, 0), 5);
    for (i = 0; i < 8; i++)
        line[i] = -3;
    ck_assert_int_eq(renju_winning_line(g, line, 5), 5);     /* exact fit */
    ck_assert_int_eq(line[5], -3);
    CHECK_FAILS(g, renju_winning_line(g, line, 4), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_winning_line(g, line, 1), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_winning_line(g, line, 0), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_winning_line(g, NULL, 5), RENJU_EINVAL);
    ck_assert_int_eq(renju_winning_line(NULL, line, 8), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

/* --------------------------------------------------------------- overlines */

/* Black makes six on row 1 with its last stone (d1); white's stones are spread out. */
#define BLACK_SIX_GOMOKU "a1 a3 b1 c5 c1 e7 e1 g9 f1 i11 d1"
/* The same with the opening of five in a row (h8 first, move 3 outside 5x5). */
#define BLACK_SIX_H8 "h8 a3 a1 c5 b1 e7 c1 g9 e1 i11 f1 k13 d1"
/* White makes six on row 1 with its last stone (d1). */
#define WHITE_SIX_H8 "h8 a1 l12 b1 c14 c1 e14 e1 n3 f1 l3 d1"

TEST_CASE("overline")

START_TEST(test_overline_freestyle)
{
    static const char *const six[] = { "a1", "b1", "c1", "d1", "e1", "f1" };

    line_wins(RENJU_RULES_FREESTYLE, 15, BLACK_SIX_GOMOKU, RENJU_BLACK_WINS,
              RENJU_REASON_OVERLINE, six, 6, 1);
    /* white too */
    line_wins(RENJU_RULES_FREESTYLE, 15, WHITE_SIX_H8, RENJU_WHITE_WINS,
              RENJU_REASON_OVERLINE, six, 6, 0);
}
END_TEST

START_TEST(test_overline_longer)
{
    static const char *const seven[] = { "a1", "b1", "c1", "d1", "e1", "f1", "g1" };

    line_wins(RENJU_RULES_FREESTYLE, 15, "a1 a3 b1 c5 c1 e7 e1 g9 f1 i11 g1 k13 d1",
              RENJU_BLACK_WINS, RENJU_REASON_OVERLINE, seven, 7, 0);
}
END_TEST

START_TEST(test_overline_goes_on_in_exact_five_rules)
{
    int rs;

    for (rs = RENJU_RULES_STANDARD; rs <= RENJU_RULES_FIVE_IN_A_ROW; rs += 2) {
        static const char *const white_five[] = { "n5", "n6", "n7", "n8", "n9" };
        renju_game *g = new_game(rs, 15);
        snapshot s;

        /* black's six does not win */
        play_list(g, BLACK_SIX_H8);
        snapshot_take(g, &s);
        ck_assert_int_eq(s.result, RENJU_ONGOING);
        ck_assert_int_eq(s.reason, RENJU_REASON_NONE);
        ck_assert_int_eq(s.nline, 0);
        ck_assert_int_eq(s.stone[pt(g, "d1")], RENJU_BLACK);
        ck_assert_int_eq(s.side, RENJU_WHITE);
        /* and play goes on */
        play_list(g, "m15 o1");
        ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
        renju_game_free(g);

        /* white's six does not win either */
        g = new_game(rs, 15);
        play_list(g, WHITE_SIX_H8);
        assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
        ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
        /* play goes on, and an exact five elsewhere still wins */
        play_list(g, "o15 n5 o13 n6 o11 n7 o9 n8 a15");
        ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
        play_list(g, "n9");
        assert_result(g, RENJU_WHITE_WINS, RENJU_REASON_FIVE);
        assert_line(g, white_five, 5);
        renju_game_free(g);

        /* a five next to an opponent's stone is a five: h1 is white */
        g = new_game(rs, 15);
        play_list(g, "h8 h1 a3 a15 d1 a13 e1 a11 f1 a9 g1");
        ck_assert_int_eq(renju_result(g), RENJU_ONGOING);   /* four only */
        play_list(g, "c15 c1");
        /* c1 makes c1-g1: exactly five, bounded by h1 (white) */
        assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_FIVE);
        {
            static const char *const five2[] = { "c1", "d1", "e1", "f1", "g1" };
            assert_line(g, five2, 5);
        }
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_overline_renju_white_wins)
{
    static const char *const six[] = { "a1", "b1", "c1", "d1", "e1", "f1" };

    line_wins(RENJU_RULES_RENJU, 15, WHITE_SIX_H8, RENJU_WHITE_WINS, RENJU_REASON_OVERLINE,
              six, 6, 1);
}
END_TEST

/* Black: h8, then a1 b1 c1 e1 f1 (white far away on column o): d1 would make six. */
#define BLACK_BEFORE_SIX_RENJU "h8 o15 a1 o13 b1 o11 c1 o9 e1 o7 f1 m15"

START_TEST(test_overline_renju_black_rejected)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    play_list(g, BLACK_BEFORE_SIX_RENJU);
    ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
    CHECK_FAILS(g, renju_play(g, pt(g, "d1")), RENJU_EFORBIDDEN);
    CHECK_FAILS(g, renju_offer_draw(g, pt(g, "d1")), RENJU_EFORBIDDEN);
    assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
    /* black plays elsewhere */
    play_list(g, "h10");
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    renju_game_free(g);
}
END_TEST

START_TEST(test_overline_renju_black_loses_by_foul)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int kind = -1, point = -1, d1;

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_FOUL_POLICY, RENJU_FOUL_LOSE));
    play_list(g, BLACK_BEFORE_SIX_RENJU);
    d1 = pt(g, "d1");
    CHECK_OK(g, renju_play(g, d1));
    ck_assert_int_eq(renju_stone(g, d1), RENJU_BLACK);      /* placed */
    ck_assert_int_eq(renju_last_move(g), d1);
    assert_result(g, RENJU_WHITE_WINS, RENJU_REASON_FOUL);
    CHECK_OK(g, renju_result_foul(g, &kind, &point));
    ck_assert_int_eq(kind, RENJU_FORBID_OVERLINE);
    ck_assert_int_eq(point, d1);
    ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);    /* not won by a line */
    assert_over(g);

    /* undo takes the foul back */
    CHECK_OK(g, renju_undo(g));
    assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
    assert_no_foul(g);
    ck_assert_int_eq(renju_stone(g, d1), RENJU_EMPTY);
    CHECK_OK(g, renju_redo(g));
    assert_result(g, RENJU_WHITE_WINS, RENJU_REASON_FOUL);
    CHECK_OK(g, renju_result_foul(g, &kind, &point));
    ck_assert_int_eq(kind, RENJU_FORBID_OVERLINE);
    ck_assert_int_eq(point, d1);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------- full board */

static void fill_board(int ruleset, int size)
{
    renju_game *g = new_game(ruleset, size);
    int moves[SNAP_MAX_CELLS], n, i, got[SNAP_MAX_CELLS];

    n = no_five_fill(size, moves);
    ck_assert_int_eq(n, size * size);
    for (i = 0; i < n; i++) {
        ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
        CHECK_OK(g, renju_play(g, moves[i]));
    }
    assert_result(g, RENJU_DRAW, RENJU_REASON_FULL_BOARD);
    ck_assert_int_eq(renju_stone_count(g), n);
    ck_assert_int_eq(renju_move_count(g), n);
    ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
    ck_assert_int_eq(renju_moves(g, got, SNAP_MAX_CELLS), n);
    ck_assert_int_eq(memcmp(got, moves, (size_t)n * sizeof *got), 0);
    assert_no_foul(g);
    CHECK_FAILS(g, renju_pass(g), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_play(g, moves[0]), RENJU_EGAMEOVER);

    /* undo reopens it */
    CHECK_OK(g, renju_undo(g));
    assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
    ck_assert_int_eq(renju_stone(g, moves[n - 1]), RENJU_EMPTY);
    CHECK_OK(g, renju_pass(g));
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    CHECK_OK(g, renju_play(g, moves[n - 1]));               /* white fills it */
    assert_result(g, RENJU_DRAW, RENJU_REASON_FULL_BOARD);
    renju_game_free(g);
}

TEST_CASE("draws")

START_TEST(test_full_board_5x5)
{
    fill_board(RENJU_RULES_FREESTYLE, 5);
    fill_board(RENJU_RULES_STANDARD, 5);
}
END_TEST

START_TEST(test_full_board_15x15)
{
    fill_board(RENJU_RULES_FREESTYLE, 15);
    fill_board(RENJU_RULES_STANDARD, 15);
}
END_TEST

START_TEST(test_full_board_fill_is_drawn)
{
    /* the filling itself: no five of one colour on any line of the 5x5 board */
    int moves[25], colour[25], i, c, r, d;
    static const int dc[4] = { 1, 0, 1, 1 }, dr[4] = { 0, 1, 1, -1 };

    ck_assert_int_eq(no_five_fill(5, moves), 25);
    for (i = 0; i < 25; i++)
        colour[moves[i]] = i % 2 == 0 ? RENJU_BLACK : RENJU_WHITE;
    for (r = 0; r < 5; r++)
        for (c = 0; c < 5; c++)
            for (d = 0; d < 4; d++) {
                int k, same = 1;
                for (k = 1; k < 5; k++) {
                    int cc = c + k * dc[d], rr = r + k * dr[d];
                    if (cc < 0 || cc >= 5 || rr < 0 || rr >= 5) {
                        same = 0;
                        break;
                    }
                    same &= colour[rr * 5 + cc] == colour[r * 5 + c];
                }
                ck_assert_msg(!same, "a five from %d,%d", c, r);
            }
}
END_TEST

/* ----------------------------------------------------------------- passes */

START_TEST(test_double_pass)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        play_list(g, SAFE_OPENING);
        CHECK_OK(g, renju_pass(g));
        assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
        CHECK_OK(g, renju_pass(g));
        assert_result(g, RENJU_DRAW, RENJU_REASON_BOTH_PASSED);
        ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
        ck_assert_int_eq(renju_move_count(g), 5);
        assert_no_foul(g);
        CHECK_FAILS(g, renju_pass(g), RENJU_EGAMEOVER);
        CHECK_FAILS(g, renju_play(g, pt(g, "a1")), RENJU_EGAMEOVER);

        CHECK_OK(g, renju_undo(g));
        assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
        play_list(g, "a1 pass");          /* pass, stone, pass: no draw */
        assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
        CHECK_OK(g, renju_offer_draw(g, RENJU_PASS));   /* an offering pass counts */
        assert_result(g, RENJU_DRAW, RENJU_REASON_BOTH_PASSED);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_double_pass_at_start)
{
    int rs;

    for (rs = RENJU_RULES_FREESTYLE; rs <= RENJU_RULES_STANDARD; rs++) {
        renju_game *g = new_game(rs, 15);
        CHECK_OK(g, renju_pass(g));
        CHECK_OK(g, renju_pass(g));
        assert_result(g, RENJU_DRAW, RENJU_REASON_BOTH_PASSED);
        ck_assert_int_eq(renju_stone_count(g), 0);
        renju_game_free(g);
    }
}
END_TEST

/* ------------------------------------------------- agreement, resignation */

START_TEST(test_agreement)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        play_list(g, SAFE_OPENING);
        CHECK_OK(g, renju_offer_draw(g, pt(g, "a1")));
        CHECK_OK(g, renju_accept_draw(g));
        assert_result(g, RENJU_DRAW, RENJU_REASON_AGREEMENT);
        ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
        assert_no_foul(g);
        assert_over(g);
        CHECK_OK(g, renju_undo(g));
        assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
        ck_assert_int_eq(renju_draw_offered(g), 1);
        renju_game_free(g);
    }
}
END_TEST

TEST_CASE("other")

START_TEST(test_resignation)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        play_list(g, SAFE_OPENING);
        CHECK_OK(g, renju_resign(g, RENJU_BLACK));
        assert_result(g, RENJU_WHITE_WINS, RENJU_REASON_RESIGNATION);
        ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
        assert_no_foul(g);
        assert_over(g);
        CHECK_OK(g, renju_undo(g));
        assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
        CHECK_OK(g, renju_resign(g, RENJU_WHITE));
        assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_RESIGNATION);
        renju_game_free(g);
    }
}
END_TEST

/* ------------------------------------------------- losses on time, forfeits */

START_TEST(test_forfeit_each_colour_and_reason)
{
    static const int reasons[] = { RENJU_REASON_TIME, RENJU_REASON_FORFEIT };
    int i, colour, k;

    for (i = 0; i < NRULESETS; i++)
        for (colour = RENJU_BLACK; colour <= RENJU_WHITE; colour++)
            for (k = 0; k < 2; k++) {
                renju_game *g = new_game(all_rulesets[i], 15);
                play_list(g, SAFE_OPENING);
                CHECK_OK(g, renju_forfeit(g, colour, reasons[k]));
                assert_result(g, colour == RENJU_BLACK ? RENJU_WHITE_WINS : RENJU_BLACK_WINS,
                              reasons[k]);
                ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
                ck_assert_int_eq(renju_move_count(g), 3);   /* a verdict, not a move */
                assert_no_foul(g);
                assert_over(g);
                CHECK_FAILS(g, renju_forfeit(g, colour, reasons[k]), RENJU_EGAMEOVER);
                CHECK_FAILS(g, renju_forfeit(g, RENJU_BLACK + RENJU_WHITE - colour,
                                             reasons[1 - k]), RENJU_EGAMEOVER);
                renju_game_free(g);
            }
}
END_TEST

START_TEST(test_forfeit_bad_arguments)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    play_list(g, SAFE_OPENING);
    CHECK_FAILS(g, renju_forfeit(g, RENJU_EMPTY, RENJU_REASON_TIME), RENJU_EINVAL);
    CHECK_FAILS(g, renju_forfeit(g, 3, RENJU_REASON_FORFEIT), RENJU_EINVAL);
    CHECK_FAILS(g, renju_forfeit(g, -1, RENJU_REASON_TIME), RENJU_EINVAL);
    /* only the two verdicts: not a resignation, nor any reason found on the board */
    CHECK_FAILS(g, renju_forfeit(g, RENJU_BLACK, RENJU_REASON_NONE), RENJU_EINVAL);
    CHECK_FAILS(g, renju_forfeit(g, RENJU_BLACK, RENJU_REASON_RESIGNATION), RENJU_EINVAL);
    CHECK_FAILS(g, renju_forfeit(g, RENJU_WHITE, RENJU_REASON_FOUL), RENJU_EINVAL);
    CHECK_FAILS(g, renju_forfeit(g, RENJU_WHITE, RENJU_REASON_MOVE_LIMIT), RENJU_EINVAL);
    CHECK_FAILS(g, renju_forfeit(g, RENJU_WHITE, 12), RENJU_EINVAL);
    CHECK_FAILS(g, renju_forfeit(g, RENJU_WHITE, -1), RENJU_EINVAL);
    ck_assert_int_eq(renju_forfeit(NULL, RENJU_BLACK, RENJU_REASON_TIME), RENJU_EINVAL);
    assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
    ck_assert_int_eq(renju_move_count(g), 3);
    renju_game_free(g);
}
END_TEST

START_TEST(test_forfeit_after_end_and_in_setup)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);

    play_list(g, "h8 a1 i8 a2 j8 a3 k8 a4 l8");
    assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_FIVE);
    CHECK_FAILS(g, renju_forfeit(g, RENJU_BLACK, RENJU_REASON_TIME), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_forfeit(g, RENJU_WHITE, RENJU_REASON_FORFEIT), RENJU_EGAMEOVER);
    renju_game_free(g);

    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_FAILS(g, renju_forfeit(g, RENJU_BLACK, RENJU_REASON_TIME), RENJU_EPHASE);
    CHECK_FAILS(g, renju_forfeit(g, RENJU_WHITE, RENJU_REASON_FORFEIT), RENJU_EPHASE);
    renju_game_free(g);
}
END_TEST

START_TEST(test_forfeit_undo_redo)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    renju_game *c;

    play_list(g, SAFE_OPENING);
    CHECK_OK(g, renju_forfeit(g, RENJU_WHITE, RENJU_REASON_TIME));
    assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_TIME);
    CHECK_OK(g, renju_undo(g));
    assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
    ck_assert_int_eq(renju_move_count(g), 3);
    ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
    CHECK_OK(g, renju_redo(g));
    assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_TIME);
    CHECK_FAILS(g, renju_redo(g), RENJU_ENOMOVE);
    /* a copy keeps the verdict, and its undo takes the same action back */
    CHECK_OK(g, renju_game_clone(&c, g));
    assert_result(c, RENJU_BLACK_WINS, RENJU_REASON_TIME);
    CHECK_OK(c, renju_undo(c));
    CHECK_OK(c, renju_play(c, pt(c, "a1")));
    CHECK_OK(c, renju_forfeit(c, RENJU_BLACK, RENJU_REASON_FORFEIT));
    assert_result(c, RENJU_WHITE_WINS, RENJU_REASON_FORFEIT);
    assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_TIME);
    renju_game_free(c);
    renju_game_free(g);
}
END_TEST

/* Read text, an SGF record, into g: all of it up to the end of its game tree. */
static void import_sgf(renju_game *g, const char *text, int flags)
{
    int n = (int)strlen(text), rc = renju_record_import(g, RENJU_FORMAT_SGF, text, n, flags);

    n -= text[n - 1] == '\n';
    ck_assert_msg(rc == n, "import: %d, expected %d (%s)", rc, n, renju_errmsg(g));
}

/* A game ended by the verdict writes RE as re, reads back to the same verdict and
 * writes the same bytes again. */
static void assert_sgf_round_trip(int loser, int reason, const char *re)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *h = new_game(RENJU_RULES_RENJU, 15);
    char *first, *second, tag[16];

    play_list(g, SAFE_OPENING " i9");
    CHECK_OK(g, renju_forfeit(g, loser, reason));
    first = export_record(g, RENJU_FORMAT_SGF, NULL);
    ck_assert_msg(strstr(first, re) != NULL, "%s not in %s", re, first);
    import_sgf(h, first, 0);
    assert_result(h, loser == RENJU_BLACK ? RENJU_WHITE_WINS : RENJU_BLACK_WINS, reason);
    ck_assert_int_eq(renju_move_count(h), 4);
    CHECK_OK(h, renju_undo(h));   /* the verdict is an action of its own */
    assert_result(h, RENJU_ONGOING, RENJU_REASON_NONE);
    CHECK_OK(h, renju_redo(h));
    second = export_record(h, RENJU_FORMAT_SGF, NULL);
    ck_assert_str_eq(second, first);
    ck_assert_int_gt(renju_tag_get(h, "RE", tag, sizeof tag), 0);
    ck_assert_msg(strstr(re, tag) != NULL, "RE tag %s for %s", tag, re);
    free(first);
    free(second);
    renju_game_free(g);
    renju_game_free(h);
}

START_TEST(test_forfeit_sgf_round_trip)
{
    assert_sgf_round_trip(RENJU_BLACK, RENJU_REASON_TIME, "RE[W+T]");
    assert_sgf_round_trip(RENJU_WHITE, RENJU_REASON_FORFEIT, "RE[B+F]");
    assert_sgf_round_trip(RENJU_WHITE, RENJU_REASON_TIME, "RE[B+T]");
    assert_sgf_round_trip(RENJU_BLACK, RENJU_REASON_FORFEIT, "RE[W+F]");
}
END_TEST

/* The move list names each verdict by the colour that loses, and reads back its own. */
START_TEST(test_forfeit_move_list)
{
    static const char *const lists[] = {
        "h8 h9 i9 time-white\n", "h8 h9 time-black\n", "h8 forfeit-white\n",
        "h8 h9 i9 j10 forfeit-black\n"
    };
    static const int results[][2] = {
        { RENJU_BLACK_WINS, RENJU_REASON_TIME }, { RENJU_WHITE_WINS, RENJU_REASON_TIME },
        { RENJU_BLACK_WINS, RENJU_REASON_FORFEIT }, { RENJU_WHITE_WINS, RENJU_REASON_FORFEIT }
    };
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    char buf[64];
    int i, n;

    for (i = 0; i < 4; i++) {
        n = (int)strlen(lists[i]);
        ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_MOVES, lists[i], (size_t)n, 0), n);
        assert_result(g, results[i][0], results[i][1]);
        ck_assert_int_eq(renju_record_export(g, RENJU_FORMAT_MOVES, buf, sizeof buf), n);
        ck_assert_str_eq(buf, lists[i]);
    }
    /* a verdict ends the game: nothing may follow it */
    n = (int)strlen("h8 time-white h9");
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_MOVES, "h8 time-white h9", (size_t)n, 0),
                     RENJU_EGAMEOVER);
    renju_game_free(g);
}
END_TEST

/* A record as other programs write it: the long words of FF[4] and a result that ends a
 * game still going on. */
START_TEST(test_forfeit_sgf_read)
{
    static const char time_lost[] =
        "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju]PB[Alpha]PW[Beta]DT[2026-05-01]RE[B+Time]\n"
        ";B[hh];W[hi];B[ii];W[gg];B[ij])\n";
    static const char forfeited[] =
        "(;FF[4]GM[4]SZ[15]RE[w+forfeit];B[hh];W[ig];B[jf])";
    static const char on_board[] =
        "(;FF[4]GM[4]SZ[15]RU[freestyle]RE[B+T];B[ah];W[ai];B[bh];W[bi];B[ch];W[ci];B[dh]"
        ";W[di];B[eh])";
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    char *out;

    import_sgf(g, time_lost, RENJU_IMPORT_RULES);
    assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_TIME);
    ck_assert_int_eq(renju_move_count(g), 5);
    CHECK_FAILS(g, renju_play(g, pt(g, "a1")), RENJU_EGAMEOVER);
    out = export_record(g, RENJU_FORMAT_SGF, NULL);
    ck_assert_msg(strstr(out, "RE[B+T]") != NULL, "written: %s", out);
    free(out);

    import_sgf(g, forfeited, 0);
    assert_result(g, RENJU_WHITE_WINS, RENJU_REASON_FORFEIT);
    ck_assert_int_eq(renju_move_count(g), 3);

    /* a five ends the game on the board: the recorded verdict has nothing left to end */
    import_sgf(g, on_board, RENJU_IMPORT_RULES);
    assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_FIVE);
    renju_game_free(g);
}
END_TEST

/* -------------------------------------------------------------- move limit */

TEST_CASE("draws")

START_TEST(test_move_limit)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_MOVE_LIMIT, 6));
        /* passes are not stones */
        play_list(g, "h8 h9 l12 pass a1 pass");
        assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
        ck_assert_int_eq(renju_stone_count(g), 4);
        play_list(g, "o15");
        assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
        play_list(g, "c14");              /* the sixth stone */
        assert_result(g, RENJU_DRAW, RENJU_REASON_MOVE_LIMIT);
        ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
        assert_no_foul(g);
        assert_over(g);
        CHECK_OK(g, renju_undo(g));
        assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_move_limit_five_on_last_stone)
{
    static const char *const line[] = { "l8", "l9", "l10", "l11", "l12" };
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    /* the stone that reaches the limit also makes a five: the five decides */
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_MOVE_LIMIT, 11));
    play_list(g, "h8 a1 l12 a3 l11 a5 l10 a7 l9 a9");
    assert_result(g, RENJU_ONGOING, RENJU_REASON_NONE);
    play_list(g, "l8");
    assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_FIVE);
    assert_line(g, line, 5);
    renju_game_free(g);
}
END_TEST

/* ---------------------------------------------------------- undo after end */

TEST_CASE("other")

START_TEST(test_undo_reopens_after_five)
{
    static const char *const line[] = { "l8", "l9", "l10", "l11", "l12" };
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        snapshot won, s;

        play_list(g, "h8 a1 l12 a3 l11 a5 l10 a7 l9 a9 l8");
        snapshot_take(g, &won);
        CHECK_OK(g, renju_undo(g));
        snapshot_take(g, &s);
        ck_assert_int_eq(s.result, RENJU_ONGOING);
        ck_assert_int_eq(s.reason, RENJU_REASON_NONE);
        ck_assert_int_eq(s.nline, 0);
        ck_assert_int_eq(s.side, RENJU_BLACK);
        ck_assert_int_eq(s.stone[pt(g, "l8")], RENJU_EMPTY);
        assert_no_foul(g);

        /* redo wins again, identically */
        CHECK_OK(g, renju_redo(g));
        snapshot_take(g, &s);
        snapshot_assert_equal(&won, &s, __FILE__, __LINE__);
        assert_line(g, line, 5);

        /* or black plays the other end */
        CHECK_OK(g, renju_undo(g));
        play_list(g, "l13");
        {
            static const char *const other[] = { "l9", "l10", "l11", "l12", "l13" };
            assert_result(g, RENJU_BLACK_WINS, RENJU_REASON_FIVE);
            assert_line(g, other, 5);
        }
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_result_null)
{
    int kind = 7, point = 7;

    ck_assert_int_eq(renju_result(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_result_reason(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_winning_line(NULL, NULL, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_result_foul(NULL, &kind, &point), RENJU_EINVAL);
    ck_assert_int_eq(kind, 7);
    ck_assert_int_eq(point, 7);
}
END_TEST

START_TEST(test_foul_record_when_no_foul)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        assert_no_foul(g);
        play_list(g, SAFE_OPENING);
        assert_no_foul(g);
        renju_game_free(g);
    }
}
END_TEST

/* The words of renju_reason_name() and renju_forbid_name(): the ones renju_result(3)
 * and renju_forbidden(3) document, one per value, distinct and never empty, and NULL
 * for every value that is none. */
static const char *const reason_words[] = {
    "none", "five in a row", "overline", "foul", "resignation", "full board",
    "both passed", "agreement", "no legal point for black", "move limit", "time",
    "forfeit"
};
static const char *const forbid_words[] = {
    "legal", "overline", "double-four", "double-three"
};

static void check_words(const char *(*name_of)(int), const char *const *want, int n,
                        const char *what)
{
    static const int invalid[] = { -1, -2, 1000, INT_MAX, INT_MIN };
    const char *w[16];
    int v, u;

    ck_assert_int_le(n, 16);
    for (v = 0; v < n; v++) {
        w[v] = name_of(v);
        ck_assert_msg(w[v] != NULL && w[v][0] != '\0', "%s(%d) is empty", what, v);
        ck_assert_str_eq(w[v], want[v]);
        ck_assert_ptr_eq(name_of(v), w[v]);        /* a static string */
        for (u = 0; u < v; u++)
            ck_assert_msg(strcmp(w[u], w[v]) != 0, "%s(%d) and (%d) are both \"%s\"",
                          what, u, v, w[v]);
    }
    ck_assert_ptr_null(name_of(n));
    for (v = 0; v < (int)(sizeof invalid / sizeof invalid[0]); v++)
        ck_assert_ptr_null(name_of(invalid[v]));
}

START_TEST(test_reason_and_forbid_names)
{
    ck_assert_int_eq((int)(sizeof reason_words / sizeof reason_words[0]),
                     RENJU_REASON_FORFEIT + 1);
    check_words(renju_reason_name, reason_words, RENJU_REASON_FORFEIT + 1,
                "renju_reason_name");
    ck_assert_str_eq(renju_reason_name(RENJU_REASON_FIVE), "five in a row");
    ck_assert_str_eq(renju_reason_name(RENJU_REASON_NO_LEGAL_POINT),
                     "no legal point for black");
    check_words(renju_forbid_name, forbid_words, RENJU_FORBID_DOUBLE_THREE + 1,
                "renju_forbid_name");
    ck_assert_str_eq(renju_forbid_name(RENJU_FORBID_DOUBLE_FOUR), "double-four");
    ck_assert_str_eq(renju_forbid_name(RENJU_FORBID_NONE), "legal");
}
END_TEST

/* A foul ended by renju_result_foul() is named by renju_forbid_name() as the
 * message of a refused foul names it. */
START_TEST(test_foul_named_alike)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int kind = -1, point = -1;

    set_up(g, "h9 h10 i8 j8", "a1 a3 a5 a7", RENJU_BLACK);
    CHECK_FAILS(g, renju_play(g, pt(g, "h8")), RENJU_EFORBIDDEN);
    ck_assert_str_eq(failure_message(), "h8 is forbidden for black: double-three");
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_FOUL_POLICY, RENJU_FOUL_LOSE));
    CHECK_OK(g, renju_play(g, pt(g, "h8")));
    CHECK_OK(g, renju_result_foul(g, &kind, &point));
    ck_assert_str_eq(renju_forbid_name(kind), "double-three");
    ck_assert_str_eq(renju_reason_name(renju_result_reason(g)), "foul");
    renju_game_free(g);
}
END_TEST

#include "check_result.tests.h"

int main(void)
{
    return run_suite(tests_suite("result"));
}
