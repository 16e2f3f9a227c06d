/* SPDX-License-Identifier: MIT */
/* check_setup.c - setup mode: free placement of stones, the side to move, the check of
 * the position, and play from it. */
#include <check.h>
#include <stdlib.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

static const int all_rulesets[] = {
    RENJU_RULES_FREESTYLE, RENJU_RULES_STANDARD, RENJU_RULES_RENJU, RENJU_RULES_FIVE_IN_A_ROW
};
#define NRULESETS ((int)(sizeof all_rulesets / sizeof all_rulesets[0]))

static void put(renju_game *g, const char *name, int colour)
{
    CHECK_OK(g, renju_setup_put(g, pt(g, name), colour));
}

/* ------------------------------------------------------------------ basics */

TEST_CASE("basics")

START_TEST(test_setup_basic)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        snapshot s;

        ck_assert_int_eq(renju_in_setup(g), 0);
        CHECK_OK(g, renju_setup_begin(g));
        ck_assert_int_eq(renju_in_setup(g), 1);
        /* any stone on any point: no opening rule, no turn order */
        put(g, "a1", RENJU_WHITE);
        put(g, "a2", RENJU_WHITE);
        put(g, "o15", RENJU_BLACK);
        put(g, "g7", RENJU_BLACK);
        put(g, "g8", RENJU_BLACK);
        ck_assert_int_eq(renju_stone_count(g), 5);
        CHECK_OK(g, renju_setup_side(g, RENJU_WHITE));
        CHECK_OK(g, renju_setup_end(g));

        snapshot_take(g, &s);
        ck_assert_int_eq(s.in_setup, 0);
        ck_assert_int_eq(s.stone[pt(g, "a1")], RENJU_WHITE);
        ck_assert_int_eq(s.stone[pt(g, "a2")], RENJU_WHITE);
        ck_assert_int_eq(s.stone[pt(g, "o15")], RENJU_BLACK);
        ck_assert_int_eq(s.stone[pt(g, "g7")], RENJU_BLACK);
        ck_assert_int_eq(s.stone[pt(g, "g8")], RENJU_BLACK);
        ck_assert_int_eq(s.stone[pt(g, "h8")], RENJU_EMPTY);
        ck_assert_int_eq(s.stone_count, 5);
        ck_assert_int_eq(s.side, RENJU_WHITE);
        ck_assert_int_eq(s.move_count, 0);
        ck_assert_int_eq(s.nmoves, 0);
        ck_assert_int_eq(s.last_move, RENJU_NO_POINT);
        ck_assert_int_eq(s.result, RENJU_ONGOING);
        ck_assert_int_eq(s.reason, RENJU_REASON_NONE);
        ck_assert_int_eq(s.draw_offered, 0);

        /* white moves first from here */
        CHECK_OK(g, renju_play(g, pt(g, "k3")));
        ck_assert_int_eq(renju_stone(g, pt(g, "k3")), RENJU_WHITE);
        ck_assert_int_eq(renju_move_count(g), 1);
        ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_setup_remove_and_replace)
{
    renju_game *g = new_game(RENJU_RULES_STANDARD, 9);
    int a1;

    CHECK_OK(g, renju_setup_begin(g));
    a1 = pt(g, "a1");
    put(g, "a1", RENJU_BLACK);
    ck_assert_int_eq(renju_stone(g, a1), RENJU_BLACK);
    ck_assert_int_eq(renju_stone_count(g), 1);
    put(g, "a1", RENJU_BLACK);                      /* again: still one stone */
    ck_assert_int_eq(renju_stone_count(g), 1);
    put(g, "a1", RENJU_WHITE);                      /* replaced */
    ck_assert_int_eq(renju_stone(g, a1), RENJU_WHITE);
    ck_assert_int_eq(renju_stone_count(g), 1);
    put(g, "a1", RENJU_EMPTY);                      /* removed */
    ck_assert_int_eq(renju_stone(g, a1), RENJU_EMPTY);
    ck_assert_int_eq(renju_stone_count(g), 0);
    put(g, "a1", RENJU_EMPTY);                      /* removing nothing */
    ck_assert_int_eq(renju_stone_count(g), 0);
    put(g, "i9", RENJU_WHITE);
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_stone_count(g), 1);
    ck_assert_int_eq(renju_stone(g, a1), RENJU_EMPTY);
    ck_assert_int_eq(renju_stone(g, pt(g, "i9")), RENJU_WHITE);
    renju_game_free(g);
}
END_TEST

START_TEST(test_setup_removes_played_stones)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    play_list(g, "h8 h9 j10");
    CHECK_OK(g, renju_setup_begin(g));
    ck_assert_int_eq(renju_stone(g, pt(g, "h9")), RENJU_WHITE);   /* the position stays */
    put(g, "h9", RENJU_EMPTY);
    put(g, "h8", RENJU_WHITE);
    CHECK_OK(g, renju_setup_side(g, RENJU_BLACK));
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_stone(g, pt(g, "h9")), RENJU_EMPTY);
    ck_assert_int_eq(renju_stone(g, pt(g, "h8")), RENJU_WHITE);
    ck_assert_int_eq(renju_stone(g, pt(g, "j10")), RENJU_BLACK);
    ck_assert_int_eq(renju_stone_count(g), 2);
    ck_assert_int_eq(renju_move_count(g), 0);
    ck_assert_int_eq(renju_moves(g, NULL, 0), 0);
    ck_assert_int_eq(renju_last_move(g), RENJU_NO_POINT);
    CHECK_FAILS(g, renju_undo(g), RENJU_ENOMOVE);
    CHECK_FAILS(g, renju_redo(g), RENJU_ENOMOVE);
    renju_game_free(g);
}
END_TEST

START_TEST(test_setup_side)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);

    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_side(g, RENJU_WHITE));
    ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
    CHECK_OK(g, renju_setup_side(g, RENJU_BLACK));
    ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
    CHECK_FAILS(g, renju_setup_side(g, RENJU_EMPTY), RENJU_EINVAL);
    CHECK_FAILS(g, renju_setup_side(g, 3), RENJU_EINVAL);
    CHECK_FAILS(g, renju_setup_side(g, -1), RENJU_EINVAL);
    CHECK_OK(g, renju_setup_side(g, RENJU_WHITE));
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
    CHECK_OK(g, renju_pass(g));
    ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
    renju_game_free(g);
}
END_TEST

START_TEST(test_setup_put_errors)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    CHECK_OK(g, renju_setup_begin(g));
    put(g, "c3", RENJU_BLACK);
    CHECK_FAILS(g, renju_setup_put(g, -1, RENJU_BLACK), RENJU_ERANGE);
    CHECK_FAILS(g, renju_setup_put(g, 225, RENJU_WHITE), RENJU_ERANGE);
    CHECK_FAILS(g, renju_setup_put(g, RENJU_PASS, RENJU_WHITE), RENJU_ERANGE);
    CHECK_FAILS(g, renju_setup_put(g, RENJU_NO_POINT, RENJU_EMPTY), RENJU_ERANGE);
    CHECK_FAILS(g, renju_setup_put(g, pt(g, "a1"), 3), RENJU_EINVAL);
    CHECK_FAILS(g, renju_setup_put(g, pt(g, "a1"), -1), RENJU_EINVAL);
    CHECK_FAILS(g, renju_setup_put(g, pt(g, "c3"), 7), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

START_TEST(test_setup_calls_outside_setup)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        CHECK_FAILS(g, renju_setup_put(g, pt(g, "a1"), RENJU_BLACK), RENJU_EPHASE);
        CHECK_FAILS(g, renju_setup_side(g, RENJU_WHITE), RENJU_EPHASE);
        CHECK_FAILS(g, renju_setup_end(g), RENJU_EPHASE);
        play_list(g, "h8");
        CHECK_FAILS(g, renju_setup_put(g, pt(g, "h8"), RENJU_EMPTY), RENJU_EPHASE);
        CHECK_FAILS(g, renju_setup_side(g, RENJU_BLACK), RENJU_EPHASE);
        CHECK_FAILS(g, renju_setup_end(g), RENJU_EPHASE);
        /* and after leaving it */
        CHECK_OK(g, renju_setup_begin(g));
        CHECK_OK(g, renju_setup_end(g));
        CHECK_FAILS(g, renju_setup_put(g, pt(g, "a1"), RENJU_BLACK), RENJU_EPHASE);
        CHECK_FAILS(g, renju_setup_end(g), RENJU_EPHASE);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_play_refused_in_setup)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        play_list(g, "h8");
        CHECK_OK(g, renju_offer_draw(g, pt(g, "h9")));
        CHECK_OK(g, renju_setup_begin(g));
        CHECK_FAILS(g, renju_play(g, pt(g, "a1")), RENJU_EPHASE);
        CHECK_FAILS(g, renju_pass(g), RENJU_EPHASE);
        CHECK_FAILS(g, renju_offer_draw(g, pt(g, "a1")), RENJU_EPHASE);
        CHECK_FAILS(g, renju_offer_draw(g, RENJU_PASS), RENJU_EPHASE);
        CHECK_FAILS(g, renju_accept_draw(g), RENJU_EPHASE);
        CHECK_FAILS(g, renju_decline_draw(g), RENJU_EPHASE);
        CHECK_FAILS(g, renju_resign(g, RENJU_BLACK), RENJU_EPHASE);
        CHECK_FAILS(g, renju_resign(g, RENJU_WHITE), RENJU_EPHASE);
        CHECK_FAILS(g, renju_undo(g), RENJU_EPHASE);
        CHECK_FAILS(g, renju_redo(g), RENJU_EPHASE);
        /* the same calls work again once the position is set */
        CHECK_OK(g, renju_setup_end(g));
        CHECK_OK(g, renju_play(g, pt(g, "a1")));
        CHECK_OK(g, renju_undo(g));
        renju_game_free(g);
    }
}
END_TEST

/* -------------------------------------------------------- winning positions */

/* Set up stones, then renju_setup_end() must fail with EPOSITION and leave the game in
 * setup, unchanged; with the last stone of `fix` removed, it must succeed. */
static void assert_refused(int ruleset, const char *black, const char *white, const char *fix)
{
    renju_game *g = new_game(ruleset, 15);

    CHECK_OK(g, renju_setup_begin(g));
    put_list(g, black, RENJU_BLACK);
    put_list(g, white, RENJU_WHITE);
    CHECK_FAILS(g, renju_setup_end(g), RENJU_EPOSITION);
    ck_assert_int_eq(renju_in_setup(g), 1);
    CHECK_FAILS(g, renju_setup_end(g), RENJU_EPOSITION);   /* still */
    put(g, fix, RENJU_EMPTY);
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_in_setup(g), 0);
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    renju_game_free(g);
}

static void assert_accepted(int ruleset, const char *black, const char *white)
{
    renju_game *g = new_game(ruleset, 15);

    CHECK_OK(g, renju_setup_begin(g));
    put_list(g, black, RENJU_BLACK);
    put_list(g, white, RENJU_WHITE);
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_in_setup(g), 0);
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_NONE);
    ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
    renju_game_free(g);
}

#define FIVE_ROW   "a1 b1 c1 d1 e1"
#define FIVE_COL   "o11 o12 o13 o14 o15"
#define FIVE_DIAG  "d4 e5 f6 g7 h8"
#define FIVE_ANTI  "a15 b14 c13 d12 e11"
#define SIX_ROW    "a1 b1 c1 d1 e1 f1"

TEST_CASE("position")

START_TEST(test_five_refused_every_ruleset)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        int rs = all_rulesets[i];
        assert_refused(rs, FIVE_ROW, "", "c1");
        assert_refused(rs, "", FIVE_ROW, "e1");
        assert_refused(rs, FIVE_COL, "a1", "o13");
        assert_refused(rs, "a1", FIVE_COL, "o11");
        assert_refused(rs, FIVE_DIAG, "i9", "h8");
        assert_refused(rs, "o1", FIVE_DIAG, "d4");
        assert_refused(rs, FIVE_ANTI, "f10", "b14");
        assert_refused(rs, "n2", FIVE_ANTI, "e11");
        /* a five blocked at both ends is still a five */
        assert_refused(rs, "c5 d5 e5 f5 g5", "b5 h5", "e5");
        /* a four is not */
        assert_accepted(rs, "a1 b1 c1 d1", "e1 f1 g1 h1");
    }
}
END_TEST

START_TEST(test_overlines_in_setup)
{
    /* freestyle: any overline wins, so it is refused */
    assert_refused(RENJU_RULES_FREESTYLE, SIX_ROW, "", "c1");
    assert_refused(RENJU_RULES_FREESTYLE, "", SIX_ROW, "d1");
    assert_refused(RENJU_RULES_FREESTYLE, "a1 a2 a3 a4 a5 a6 a7 a8", "", "a4");
    /* standard gomoku and five in a row: an overline wins for nobody */
    assert_accepted(RENJU_RULES_STANDARD, SIX_ROW, "");
    assert_accepted(RENJU_RULES_STANDARD, "", SIX_ROW);
    assert_accepted(RENJU_RULES_FIVE_IN_A_ROW, SIX_ROW, "");
    assert_accepted(RENJU_RULES_FIVE_IN_A_ROW, "", SIX_ROW);
    /* renju: white's overline wins, black's does not */
    assert_refused(RENJU_RULES_RENJU, "", SIX_ROW, "c1");
    assert_accepted(RENJU_RULES_RENJU, SIX_ROW, "");
}
END_TEST

START_TEST(test_refused_end_leaves_game_unchanged)
{
    renju_game *g = new_game(RENJU_RULES_STANDARD, 15);
    snapshot before, after;

    play_list(g, "h8 h9 j10");
    CHECK_OK(g, renju_setup_begin(g));
    put_list(g, FIVE_DIAG " a1", RENJU_BLACK);        /* h8 is already black */
    CHECK_OK(g, renju_setup_side(g, RENJU_WHITE));
    snapshot_take(g, &before);
    CHECK_FAILS(g, renju_setup_end(g), RENJU_EPOSITION);
    snapshot_take(g, &after);
    snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
    ck_assert_int_eq(after.in_setup, 1);
    ck_assert_int_eq(after.side, RENJU_WHITE);
    /* setting up goes on */
    put(g, "f6", RENJU_WHITE);
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_stone(g, pt(g, "f6")), RENJU_WHITE);
    ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
    renju_game_free(g);
}
END_TEST

/* ---------------------------------------------------------- play from setup */

TEST_CASE("play_from_setup")

START_TEST(test_undo_stops_at_setup)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        snapshot base, s;

        CHECK_OK(g, renju_setup_begin(g));
        put_list(g, "h8 k11", RENJU_BLACK);
        put_list(g, "h9 c3", RENJU_WHITE);
        CHECK_OK(g, renju_setup_end(g));
        snapshot_take(g, &base);
        CHECK_FAILS(g, renju_undo(g), RENJU_ENOMOVE);

        play_list(g, "a1 pass o15 b2");
        ck_assert_int_eq(renju_move_count(g), 4);   /* counted from the setup */
        ck_assert_int_eq(renju_stone_count(g), 7);
        ck_assert_int_eq(renju_moves(g, NULL, 0), 4);
        CHECK_OK(g, renju_resign(g, RENJU_BLACK));

        while (renju_undo(g) == RENJU_OK)
            ;
        ck_assert_int_eq(renju_errcode(g), RENJU_ENOMOVE);
        snapshot_take(g, &s);
        snapshot_assert_equal(&base, &s, __FILE__, __LINE__);

        /* and redo goes forward again */
        CHECK_OK(g, renju_redo(g));
        ck_assert_int_eq(renju_stone(g, pt(g, "a1")), RENJU_BLACK);
        ck_assert_int_eq(renju_move_count(g), 1);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_no_opening_rule_after_setup)
{
    int rs;

    for (rs = RENJU_RULES_RENJU; rs <= RENJU_RULES_FIVE_IN_A_ROW; rs++) {
        renju_game *g = new_game(rs, 15);

        /* a set-up position with stones has no first stone left to put on h8, and no
         * move 3 to keep out of the centre */
        CHECK_OK(g, renju_setup_begin(g));
        put(g, "a1", RENJU_BLACK);
        put(g, "o15", RENJU_WHITE);
        CHECK_OK(g, renju_setup_end(g));
        CHECK_OK(g, renju_play(g, pt(g, "g7")));
        CHECK_OK(g, renju_pass(g));
        CHECK_OK(g, renju_play(g, pt(g, "i9")));
        ck_assert_int_eq(renju_stone(g, pt(g, "i9")), RENJU_BLACK);

        /* an empty set-up board starts the game from the beginning */
        CHECK_OK(g, renju_setup_begin(g));
        put_list(g, "a1 g7 i9", RENJU_EMPTY);
        put(g, "o15", RENJU_EMPTY);
        CHECK_OK(g, renju_setup_side(g, RENJU_BLACK));
        CHECK_OK(g, renju_setup_end(g));
        ck_assert_int_eq(renju_stone_count(g), 0);
        CHECK_FAILS(g, renju_play(g, pt(g, "a1")), RENJU_EPHASE);
        CHECK_FAILS(g, renju_pass(g), RENJU_EPHASE);
        CHECK_OK(g, renju_play(g, pt(g, "h8")));
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_setup_of_full_board)
{
    int moves[25], n, i;
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 5);

    n = no_five_fill(5, moves);
    CHECK_OK(g, renju_setup_begin(g));
    for (i = 0; i < n; i++)
        CHECK_OK(g, renju_setup_put(g, moves[i], i % 2 == 0 ? RENJU_BLACK : RENJU_WHITE));
    CHECK_OK(g, renju_setup_end(g));
    /* nothing can be played: the game is drawn as it stands */
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_FULL_BOARD);
    CHECK_FAILS(g, renju_pass(g), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_undo(g), RENJU_ENOMOVE);
    renju_game_free(g);
}
END_TEST

/* --------------------------------------------------------- finished games */

START_TEST(test_setup_on_finished_game)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);

        play_list(g, "h8 a1 l12 a3 l11 a5 l10 a7 l9 a9 l8");
        ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);
        CHECK_OK(g, renju_setup_begin(g));               /* from any state */
        ck_assert_int_eq(renju_in_setup(g), 1);
        CHECK_FAILS(g, renju_setup_end(g), RENJU_EPOSITION);   /* the five is there */
        put(g, "l10", RENJU_EMPTY);
        CHECK_OK(g, renju_setup_end(g));
        ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
        ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_NONE);
        ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
        ck_assert_int_eq(renju_move_count(g), 0);
        CHECK_FAILS(g, renju_undo(g), RENJU_ENOMOVE);
        ck_assert_int_eq(renju_stone_count(g), 10);
        /* the game goes on: black makes the five again and wins */
        CHECK_OK(g, renju_setup_begin(g));
        CHECK_OK(g, renju_setup_side(g, RENJU_BLACK));
        CHECK_OK(g, renju_setup_end(g));
        play_list(g, "l10");
        ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);
        ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_FIVE);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_setup_after_resignation)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    play_list(g, "h8 h9");
    CHECK_OK(g, renju_resign(g, RENJU_WHITE));
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_NONE);
    ck_assert_int_eq(renju_stone_count(g), 2);
    ck_assert_int_eq(renju_move_count(g), 0);
    CHECK_OK(g, renju_play(g, pt(g, "j10")));
    renju_game_free(g);
}
END_TEST

TEST_CASE("basics")

START_TEST(test_setup_null)
{
    ck_assert_int_eq(renju_setup_begin(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_setup_put(NULL, 0, RENJU_BLACK), RENJU_EINVAL);
    ck_assert_int_eq(renju_setup_side(NULL, RENJU_BLACK), RENJU_EINVAL);
    ck_assert_int_eq(renju_setup_end(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_in_setup(NULL), RENJU_EINVAL);
}
END_TEST

#include "check_setup.tests.h"

int main(void)
{
    return run_suite(tests_suite("setup"));
}
