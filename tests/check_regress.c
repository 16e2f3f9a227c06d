/* SPDX-License-Identifier: MIT */
/* check_regress.c - one test for each bug that fuzzing or the stress tests found, so
 * that it stays fixed.  Each test says what went wrong. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

TEST_CASE("passes")

/* A pass offering a draw, a decline and a pass were not taken as two passes one after
 * the other (renju_rules(7), END OF THE GAME), so the game never ended that way and the move list grew past
 * any bound: renju_moves() then overflowed its buffer. */
START_TEST(test_pass_decline_pass_is_a_draw)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    int moves[SNAP_MAX_MOVES];

    play_list(g, "h8");
    CHECK_OK(g, renju_offer_draw(g, RENJU_PASS));
    CHECK_OK(g, renju_decline_draw(g));
    CHECK_OK(g, renju_pass(g));
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_BOTH_PASSED);
    ck_assert_int_eq(renju_moves(g, moves, SNAP_MAX_MOVES), 3);

    /* undo reopens it; a stone between the passes keeps the game going */
    CHECK_OK(g, renju_undo(g));
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    CHECK_OK(g, renju_play(g, pt(g, "a1")));
    CHECK_OK(g, renju_offer_draw(g, RENJU_PASS));
    CHECK_OK(g, renju_decline_draw(g));
    CHECK_OK(g, renju_offer_draw(g, RENJU_PASS));
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_BOTH_PASSED);
    ck_assert_int_eq(renju_draw_offered(g), 0);
    renju_game_free(g);
}
END_TEST

/* The same through a long run of offers and declines: every move list stays within
 * the bound of two moves per point and two more. */
START_TEST(test_offers_and_declines_stay_bounded)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    int i, rc = RENJU_OK;

    play_list(g, "h8");
    for (i = 0; i < 2000 && rc == RENJU_OK && renju_result(g) == RENJU_ONGOING; i++) {
        rc = renju_offer_draw(g, RENJU_PASS);
        if (rc == RENJU_OK && renju_result(g) == RENJU_ONGOING)
            rc = renju_decline_draw(g);
    }
    ck_assert_int_eq(rc, RENJU_OK);
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    ck_assert_int_le(renju_moves(g, NULL, 0), SNAP_MAX_MOVES);
    renju_game_free(g);
}
END_TEST

TEST_CASE("options")

/* An option changed after setup_end() left the result judged under the old value: a
 * draw by a move limit that was then lifted, or no draw for a limit already reached. */
START_TEST(test_option_change_judges_the_start_again)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_MOVE_LIMIT, 2));
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "a1"), RENJU_BLACK));
    CHECK_OK(g, renju_setup_put(g, pt(g, "c3"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_MOVE_LIMIT);

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_MOVE_LIMIT, 0));
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_NONE);
    CHECK_FAILS(g, renju_undo(g), RENJU_ENOMOVE);
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_MOVE_LIMIT, 1));
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_MOVE_LIMIT);
    CHECK_FAILS(g, renju_play(g, pt(g, "h8")), RENJU_EGAMEOVER);
    renju_game_free(g);
}
END_TEST

TEST_CASE("records")

/* An empty board set up with white to move was written in SGF as PL[W] alone, which
 * reading ignored: black was to move in the game read back, and writing it again gave
 * other bytes. */
START_TEST(test_sgf_keeps_the_side_of_an_empty_setup)
{
    renju_game *g = new_game(RENJU_RULES_STANDARD, 15), *h = new_game(RENJU_RULES_STANDARD, 15);
    char first[256], again[256];
    int n;

    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_side(g, RENJU_WHITE));
    CHECK_OK(g, renju_setup_end(g));
    n = renju_record_export(g, RENJU_FORMAT_SGF, first, sizeof first);
    ck_assert_int_gt(n, 0);
    ck_assert_ptr_nonnull(strstr(first, "PL[W]"));
    /* SGF reading stops after the game tree, before the final newline */
    ck_assert_int_gt(renju_record_import(h, RENJU_FORMAT_SGF, first, (size_t)n, 0), 0);
    ck_assert_int_eq(renju_side_to_move(h), RENJU_WHITE);
    ck_assert_int_eq(renju_record_export(h, RENJU_FORMAT_SGF, again, sizeof again), n);
    ck_assert_str_eq(again, first);

    /* and a move by white after it reads back too */
    CHECK_OK(g, renju_play(g, pt(g, "h8")));
    n = renju_record_export(g, RENJU_FORMAT_SGF, first, sizeof first);
    ck_assert_int_gt(renju_record_import(h, RENJU_FORMAT_SGF, first, (size_t)n, 0), 0);
    ck_assert_int_eq(renju_stone(h, pt(h, "h8")), RENJU_WHITE);
    renju_game_free(g);
    renju_game_free(h);
}
END_TEST

/* The names of a .psq record read back as they were written: a name that looks like
 * a move line ("8,8") read as a move, and a name of control characters, written as
 * spaces, as a missing name, so that writing again gave other bytes.  The first is
 * refused, the second written as an empty line. */
START_TEST(test_psq_names_read_back)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15), *h = new_game(RENJU_RULES_FREESTYLE, 15);
    char first[256], again[256];
    int n;

    play_list(g, "h8 h9");
    CHECK_OK(g, renju_tag_set(g, "PB", "8,8"));
    CHECK_FAILS(g, renju_record_export(g, RENJU_FORMAT_PSQ, first, sizeof first), RENJU_EINVAL);
    CHECK_OK(g, renju_tag_set(g, "PB", " 1234567890"));
    CHECK_FAILS(g, renju_record_export(g, RENJU_FORMAT_PSQ, first, sizeof first), RENJU_EINVAL);
    CHECK_OK(g, renju_tag_set(g, "PB", "8 8, or 88"));   /* not a move line */
    CHECK_OK(g, renju_tag_set(g, "PW", "\x01\x02"));
    n = renju_record_export(g, RENJU_FORMAT_PSQ, first, sizeof first);
    ck_assert_int_gt(n, 0);
    ck_assert_int_eq(renju_record_import(h, RENJU_FORMAT_PSQ, first, (size_t)n, 0), n);
    ck_assert_int_eq(renju_record_export(h, RENJU_FORMAT_PSQ, again, sizeof again), n);
    ck_assert_str_eq(again, first);
    ck_assert_int_eq(renju_stone_count(h), 2);

    /* both names blank: written as no names, not as two empty lines that read back
     * as none and write again otherwise */
    CHECK_OK(g, renju_tag_set(g, "PB", "\x01"));
    CHECK_OK(g, renju_tag_set(g, "PW", " "));
    n = renju_record_export(g, RENJU_FORMAT_PSQ, first, sizeof first);
    ck_assert_int_gt(n, 0);
    ck_assert_int_eq(renju_record_import(h, RENJU_FORMAT_PSQ, first, (size_t)n, 0), n);
    ck_assert_int_eq(renju_record_export(h, RENJU_FORMAT_PSQ, again, sizeof again), n);
    ck_assert_str_eq(again, first);
    renju_game_free(g);
    renju_game_free(h);
}
END_TEST

/* An RE tag that reading takes as the end of the game ("B+Resign", "B+R" and more, a
 * draw while an offer is pending) was written as it was for a game still going on:
 * read back, the game ended and was written with another RE. */
START_TEST(test_sgf_re_of_a_game_going_on)
{
    static const char *const tags[] = { "B+R[;B[hh", "W+Resign", "draw", "B+3", "0" };
    char first[512], again[512];
    int i, n;

    for (i = 0; i < 5; i++) {
        renju_game *g = new_game(RENJU_RULES_FIVE_IN_A_ROW, 15);
        renju_game *h = new_game(RENJU_RULES_FIVE_IN_A_ROW, 15);

        play_list(g, "h8");
        if (i == 4)   /* "0" accepts a pending offer */
            CHECK_OK(g, renju_offer_draw(g, pt(g, "a1")));
        CHECK_OK(g, renju_tag_set(g, "RE", tags[i]));
        n = renju_record_export(g, RENJU_FORMAT_SGF, first, sizeof first);
        ck_assert_int_gt(n, 0);
        ck_assert_int_gt(renju_record_import(h, RENJU_FORMAT_SGF, first, (size_t)n, 0), 0);
        ck_assert_int_eq(renju_record_export(h, RENJU_FORMAT_SGF, again, sizeof again), n);
        ck_assert_str_eq(again, first);
        renju_game_free(g);
        renju_game_free(h);
    }
}
END_TEST

#include "check_regress.tests.h"

int main(void)
{
    return run_suite(tests_suite("regress"));
}
