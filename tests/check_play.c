/* SPDX-License-Identifier: MIT */
/* check_play.c - moves, passes, undo and redo, resignation, draw offers, the move
 * list, and the opening constraints of the rule sets (renju_rules(7): board and notation, rule sets, end of the game). */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

static const int all_rulesets[] = {
    RENJU_RULES_FREESTYLE, RENJU_RULES_STANDARD, RENJU_RULES_RENJU, RENJU_RULES_FIVE_IN_A_ROW
};
#define NRULESETS ((int)(sizeof all_rulesets / sizeof all_rulesets[0]))

/* Opening moves every rule set accepts: h8, white next to it, black's second stone
 * outside the central 5x5. */
#define SAFE_OPENING "h8 h9 l12"

static void assert_moves(renju_game *g, const int *want, int n)
{
    int got[SNAP_MAX_MOVES], i;

    ck_assert_int_eq(renju_moves(g, NULL, 0), n);
    ck_assert_int_eq(renju_moves(g, got, SNAP_MAX_MOVES), n);
    for (i = 0; i < n; i++)
        ck_assert_int_eq(got[i], want[i]);
    ck_assert_int_eq(renju_move_count(g), n);
    ck_assert_int_eq(renju_last_move(g), n ? want[n - 1] : RENJU_NO_POINT);
}

/* ------------------------------------------------------------------- play */

TEST_CASE("play")

START_TEST(test_play_places_stones)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        int h8 = pt(g, "h8"), h9 = pt(g, "h9"), l12 = pt(g, "l12");
        int want[3] = { h8, h9, l12 };

        CHECK_OK(g, renju_play(g, h8));
        ck_assert_int_eq(renju_stone(g, h8), RENJU_BLACK);
        ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
        ck_assert_int_eq(renju_stone_count(g), 1);
        assert_moves(g, want, 1);

        CHECK_OK(g, renju_play(g, h9));
        ck_assert_int_eq(renju_stone(g, h9), RENJU_WHITE);
        ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
        ck_assert_int_eq(renju_stone_count(g), 2);
        assert_moves(g, want, 2);

        CHECK_OK(g, renju_play(g, l12));
        ck_assert_int_eq(renju_stone(g, l12), RENJU_BLACK);
        ck_assert_int_eq(renju_stone(g, pt(g, "a1")), RENJU_EMPTY);
        ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
        ck_assert_int_eq(renju_stone_count(g), 3);
        ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
        assert_moves(g, want, 3);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_play_errors)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        play_list(g, SAFE_OPENING);
        CHECK_FAILS(g, renju_play(g, -1), RENJU_ERANGE);
        CHECK_FAILS(g, renju_play(g, 225), RENJU_ERANGE);
        CHECK_FAILS(g, renju_play(g, RENJU_NO_POINT), RENJU_ERANGE);
        CHECK_FAILS(g, renju_play(g, -1000000), RENJU_ERANGE);
        CHECK_FAILS(g, renju_play(g, pt(g, "h8")), RENJU_EOCCUPIED);   /* opponent's */
        CHECK_FAILS(g, renju_play(g, pt(g, "h9")), RENJU_EOCCUPIED);   /* own */
        play_list(g, "a1");
        CHECK_FAILS(g, renju_play(g, pt(g, "a1")), RENJU_EOCCUPIED);
        CHECK_FAILS(g, renju_play(g, pt(g, "l12")), RENJU_EOCCUPIED);
        ck_assert_int_eq(renju_play(NULL, 0), RENJU_EINVAL);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_play_after_game_over)
{
    renju_game *g = new_game(RENJU_RULES_STANDARD, 15);

    play_list(g, "a1 a2 b1 b2 c1 c2 d1 d2 e1");
    ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);
    CHECK_FAILS(g, renju_play(g, pt(g, "h8")), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_pass(g), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_offer_draw(g, pt(g, "h8")), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_offer_draw(g, RENJU_PASS), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_resign(g, RENJU_WHITE), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_resign(g, RENJU_BLACK), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_accept_draw(g), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_decline_draw(g), RENJU_EGAMEOVER);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------- pass */

TEST_CASE("pass")

START_TEST(test_pass)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        int want[6];

        play_list(g, SAFE_OPENING);
        want[0] = pt(g, "h8");
        want[1] = pt(g, "h9");
        want[2] = pt(g, "l12");
        want[3] = RENJU_PASS;
        want[4] = pt(g, "c3");
        want[5] = RENJU_PASS;

        CHECK_OK(g, renju_pass(g));                        /* white passes */
        ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
        ck_assert_int_eq(renju_stone_count(g), 3);
        ck_assert_int_eq(renju_last_move(g), RENJU_PASS);
        ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
        assert_moves(g, want, 4);

        play_list(g, "c3");
        CHECK_OK(g, renju_pass(g));                        /* not two in a row */
        ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
        ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
        ck_assert_int_eq(renju_stone_count(g), 4);
        assert_moves(g, want, 6);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_pass_refused_with_option_off)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_ALLOW_PASS, 0));
        play_list(g, SAFE_OPENING);
        CHECK_FAILS(g, renju_pass(g), RENJU_ENOPASS);
        CHECK_FAILS(g, renju_offer_draw(g, RENJU_PASS), RENJU_ENOPASS);
        play_list(g, "a1");
        CHECK_FAILS(g, renju_pass(g), RENJU_ENOPASS);
        ck_assert_int_eq(renju_move_count(g), 4);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_pass_first_in_gomoku)
{
    int rs;

    /* without the centre option, gomoku has no opening: a pass may come first */
    for (rs = RENJU_RULES_FREESTYLE; rs <= RENJU_RULES_STANDARD; rs++) {
        renju_game *g = new_game(rs, 15);
        CHECK_OK(g, renju_pass(g));
        ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
        ck_assert_int_eq(renju_last_move(g), RENJU_PASS);
        ck_assert_int_eq(renju_move_count(g), 1);
        ck_assert_int_eq(renju_stone_count(g), 0);
        play_list(g, "a1");
        ck_assert_int_eq(renju_stone(g, pt(g, "a1")), RENJU_WHITE);
        renju_game_free(g);
    }
}
END_TEST

/* --------------------------------------------------------------- undo/redo */

TEST_CASE("undo_redo")

START_TEST(test_undo_to_start_and_redo)
{
    static const char *const seq[] = {
        "h8", "h9", "l12", "pass", "c3", "j9", "pass", "o15", "a1", "g7"
    };
    enum { N = sizeof seq / sizeof seq[0] };
    snapshot *snaps = malloc((N + 1) * sizeof *snaps);
    snapshot now;
    int i, k;

    ck_assert_ptr_nonnull(snaps);
    for (k = 0; k < NRULESETS; k++) {
        renju_game *g = new_game(all_rulesets[k], 15);

        snapshot_take(g, &snaps[0]);
        for (i = 0; i < N; i++) {
            play_list(g, seq[i]);
            snapshot_take(g, &snaps[i + 1]);
        }
        CHECK_FAILS(g, renju_redo(g), RENJU_ENOMOVE);

        /* back to the start, one action at a time, through the same states */
        for (i = N; i > 0; i--) {
            CHECK_OK(g, renju_undo(g));
            snapshot_take(g, &now);
            snapshot_assert_equal(&snaps[i - 1], &now, __FILE__, __LINE__);
        }
        ck_assert_int_eq(renju_move_count(g), 0);
        ck_assert_int_eq(renju_stone_count(g), 0);
        ck_assert_int_eq(renju_last_move(g), RENJU_NO_POINT);
        ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
        CHECK_FAILS(g, renju_undo(g), RENJU_ENOMOVE);

        /* and forward again */
        for (i = 0; i < N; i++) {
            CHECK_OK(g, renju_redo(g));
            snapshot_take(g, &now);
            snapshot_assert_equal(&snaps[i + 1], &now, __FILE__, __LINE__);
        }
        CHECK_FAILS(g, renju_redo(g), RENJU_ENOMOVE);

        /* half way back and forth */
        for (i = 0; i < 4; i++)
            CHECK_OK(g, renju_undo(g));
        for (i = 0; i < 2; i++)
            CHECK_OK(g, renju_redo(g));
        snapshot_take(g, &now);
        snapshot_assert_equal(&snaps[N - 2], &now, __FILE__, __LINE__);
        renju_game_free(g);
    }
    free(snaps);
}
END_TEST

START_TEST(test_undo_on_new_game)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        CHECK_FAILS(g, renju_undo(g), RENJU_ENOMOVE);
        CHECK_FAILS(g, renju_redo(g), RENJU_ENOMOVE);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_new_move_discards_redo)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    int want[4];

    play_list(g, "h8 h9 i9 j10");
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_undo(g));
    play_list(g, "a1");
    CHECK_FAILS(g, renju_redo(g), RENJU_ENOMOVE);
    want[0] = pt(g, "h8");
    want[1] = pt(g, "h9");
    want[2] = pt(g, "a1");
    assert_moves(g, want, 3);
    ck_assert_int_eq(renju_stone(g, pt(g, "i9")), RENJU_EMPTY);
    ck_assert_int_eq(renju_stone(g, pt(g, "j10")), RENJU_EMPTY);
    ck_assert_int_eq(renju_stone(g, pt(g, "a1")), RENJU_BLACK);

    /* the same move as the one undone also starts a new line */
    CHECK_OK(g, renju_undo(g));
    play_list(g, "a1");
    CHECK_FAILS(g, renju_redo(g), RENJU_ENOMOVE);
    assert_moves(g, want, 3);
    renju_game_free(g);
}
END_TEST

START_TEST(test_other_actions_discard_redo)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);

    /* a pass */
    play_list(g, "h8 h9 i9");
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_pass(g));
    CHECK_FAILS(g, renju_redo(g), RENJU_ENOMOVE);
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_redo(g));
    ck_assert_int_eq(renju_last_move(g), RENJU_PASS);

    /* a resignation */
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_resign(g, RENJU_WHITE));
    CHECK_FAILS(g, renju_redo(g), RENJU_ENOMOVE);
    ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);
    CHECK_OK(g, renju_undo(g));

    /* a draw offer, then its refusal */
    CHECK_OK(g, renju_offer_draw(g, pt(g, "c3")));
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_offer_draw(g, pt(g, "d4")));
    CHECK_FAILS(g, renju_redo(g), RENJU_ENOMOVE);
    ck_assert_int_eq(renju_stone(g, pt(g, "c3")), RENJU_EMPTY);
    ck_assert_int_eq(renju_stone(g, pt(g, "d4")), RENJU_BLACK);
    CHECK_OK(g, renju_decline_draw(g));
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_accept_draw(g));
    CHECK_FAILS(g, renju_redo(g), RENJU_ENOMOVE);
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    renju_game_free(g);
}
END_TEST

START_TEST(test_undo_redo_null)
{
    ck_assert_int_eq(renju_undo(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_redo(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_pass(NULL), RENJU_EINVAL);
}
END_TEST

/* ---------------------------------------------------------------- resign */

TEST_CASE("resign")

START_TEST(test_resign_either_colour_any_time)
{
    int i, colour, moves;

    for (i = 0; i < NRULESETS; i++)
        for (colour = RENJU_BLACK; colour <= RENJU_WHITE; colour++)
            for (moves = 0; moves <= 3; moves++) {
                static const char *const prefix[] = { "", "h8", "h8 h9", SAFE_OPENING };
                renju_game *g = new_game(all_rulesets[i], 15);
                snapshot before, after;
                int side;

                play_list(g, prefix[moves]);
                side = renju_side_to_move(g);
                snapshot_take(g, &before);
                CHECK_OK(g, renju_resign(g, colour));
                ck_assert_int_eq(renju_result(g),
                                 colour == RENJU_BLACK ? RENJU_WHITE_WINS : RENJU_BLACK_WINS);
                ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_RESIGNATION);
                ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
                /* not a move */
                ck_assert_int_eq(renju_move_count(g), moves);
                ck_assert_int_eq(renju_moves(g, NULL, 0), moves);
                ck_assert_int_eq(renju_stone_count(g), moves);
                ck_assert_int_eq(renju_side_to_move(g), side);
                ck_assert_int_eq(renju_last_move(g), before.last_move);

                CHECK_FAILS(g, renju_resign(g, colour), RENJU_EGAMEOVER);
                CHECK_FAILS(g, renju_resign(g, RENJU_BLACK + RENJU_WHITE - colour),
                            RENJU_EGAMEOVER);
                /* a point the game would otherwise accept */
                CHECK_FAILS(g, renju_play(g, pt(g, moves == 0 ? "h8" : "a1")), RENJU_EGAMEOVER);

                CHECK_OK(g, renju_undo(g));
                snapshot_take(g, &after);
                snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
                renju_game_free(g);
            }
}
END_TEST

START_TEST(test_resign_bad_colour)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    play_list(g, "h8");
    CHECK_FAILS(g, renju_resign(g, RENJU_EMPTY), RENJU_EINVAL);
    CHECK_FAILS(g, renju_resign(g, 3), RENJU_EINVAL);
    CHECK_FAILS(g, renju_resign(g, -1), RENJU_EINVAL);
    ck_assert_int_eq(renju_resign(NULL, RENJU_BLACK), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

START_TEST(test_resign_with_offer_pending)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    play_list(g, "h8");
    CHECK_OK(g, renju_offer_draw(g, pt(g, "h9")));
    CHECK_OK(g, renju_resign(g, RENJU_BLACK));
    ck_assert_int_eq(renju_result(g), RENJU_WHITE_WINS);
    ck_assert_int_eq(renju_draw_offered(g), 0);
    CHECK_FAILS(g, renju_accept_draw(g), RENJU_EGAMEOVER);
    CHECK_OK(g, renju_undo(g));
    ck_assert_int_eq(renju_draw_offered(g), 1);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ draws */

TEST_CASE("draw_offer")

START_TEST(test_offer_with_stone_accepted)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int want[2];

    play_list(g, "h8");
    ck_assert_int_eq(renju_draw_offered(g), 0);
    CHECK_OK(g, renju_offer_draw(g, pt(g, "h9")));
    ck_assert_int_eq(renju_draw_offered(g), 1);
    ck_assert_int_eq(renju_stone(g, pt(g, "h9")), RENJU_WHITE);
    ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
    want[0] = pt(g, "h8");
    want[1] = pt(g, "h9");
    assert_moves(g, want, 2);
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);

    CHECK_OK(g, renju_accept_draw(g));
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_AGREEMENT);
    ck_assert_int_eq(renju_draw_offered(g), 0);
    assert_moves(g, want, 2);    /* accepting is not a move */
    ck_assert_int_eq(renju_stone_count(g), 2);
    CHECK_FAILS(g, renju_play(g, pt(g, "a1")), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_accept_draw(g), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_decline_draw(g), RENJU_EGAMEOVER);

    CHECK_OK(g, renju_undo(g));   /* back to the pending offer */
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    ck_assert_int_eq(renju_draw_offered(g), 1);
    CHECK_OK(g, renju_undo(g));   /* back before the offering stone */
    ck_assert_int_eq(renju_draw_offered(g), 0);
    ck_assert_int_eq(renju_stone(g, pt(g, "h9")), RENJU_EMPTY);
    renju_game_free(g);
}
END_TEST

START_TEST(test_offer_with_pass_accepted)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        play_list(g, SAFE_OPENING);
        CHECK_OK(g, renju_offer_draw(g, RENJU_PASS));
        ck_assert_int_eq(renju_draw_offered(g), 1);
        ck_assert_int_eq(renju_last_move(g), RENJU_PASS);
        ck_assert_int_eq(renju_move_count(g), 4);
        ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
        CHECK_OK(g, renju_accept_draw(g));
        ck_assert_int_eq(renju_result(g), RENJU_DRAW);
        ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_AGREEMENT);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_offer_declined)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    snapshot before, after;

    play_list(g, "h8");
    CHECK_OK(g, renju_offer_draw(g, pt(g, "h9")));
    snapshot_take(g, &before);
    CHECK_OK(g, renju_decline_draw(g));
    ck_assert_int_eq(renju_draw_offered(g), 0);
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    /* declining is not a move: black still has to play */
    ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
    ck_assert_int_eq(renju_move_count(g), 2);
    ck_assert_int_eq(renju_last_move(g), pt(g, "h9"));
    CHECK_FAILS(g, renju_accept_draw(g), RENJU_EPHASE);
    CHECK_FAILS(g, renju_decline_draw(g), RENJU_EPHASE);

    /* undo brings the offer back, redo declines it again */
    CHECK_OK(g, renju_undo(g));
    snapshot_take(g, &after);
    snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
    CHECK_OK(g, renju_redo(g));
    ck_assert_int_eq(renju_draw_offered(g), 0);
    play_list(g, "i9");
    ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
    renju_game_free(g);
}
END_TEST

START_TEST(test_offer_declined_by_moving)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);

    play_list(g, "h8");
    CHECK_OK(g, renju_offer_draw(g, pt(g, "h9")));
    play_list(g, "i9");
    ck_assert_int_eq(renju_draw_offered(g), 0);
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    CHECK_FAILS(g, renju_accept_draw(g), RENJU_EPHASE);
    CHECK_FAILS(g, renju_decline_draw(g), RENJU_EPHASE);

    /* declining with a pass */
    CHECK_OK(g, renju_offer_draw(g, pt(g, "a1")));
    CHECK_OK(g, renju_pass(g));
    ck_assert_int_eq(renju_draw_offered(g), 0);
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    CHECK_FAILS(g, renju_accept_draw(g), RENJU_EPHASE);

    /* a counter-offer replaces the offer */
    CHECK_OK(g, renju_offer_draw(g, pt(g, "b1")));
    CHECK_OK(g, renju_offer_draw(g, pt(g, "b2")));
    ck_assert_int_eq(renju_draw_offered(g), 1);
    CHECK_OK(g, renju_accept_draw(g));
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    renju_game_free(g);
}
END_TEST

START_TEST(test_no_offer_pending)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        CHECK_FAILS(g, renju_accept_draw(g), RENJU_EPHASE);
        CHECK_FAILS(g, renju_decline_draw(g), RENJU_EPHASE);
        play_list(g, "h8 h9");
        ck_assert_int_eq(renju_draw_offered(g), 0);
        CHECK_FAILS(g, renju_accept_draw(g), RENJU_EPHASE);
        CHECK_FAILS(g, renju_decline_draw(g), RENJU_EPHASE);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_offer_errors)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    CHECK_FAILS(g, renju_offer_draw(g, pt(g, "a1")), RENJU_EPHASE);    /* h8 first */
    CHECK_FAILS(g, renju_offer_draw(g, RENJU_PASS), RENJU_EPHASE);     /* no pass yet */
    play_list(g, "h8");
    CHECK_FAILS(g, renju_offer_draw(g, pt(g, "h8")), RENJU_EOCCUPIED);
    CHECK_FAILS(g, renju_offer_draw(g, -1), RENJU_ERANGE);
    CHECK_FAILS(g, renju_offer_draw(g, 225), RENJU_ERANGE);
    CHECK_FAILS(g, renju_offer_draw(g, RENJU_NO_POINT), RENJU_ERANGE);
    ck_assert_int_eq(renju_draw_offered(g), 0);
    ck_assert_int_eq(renju_offer_draw(NULL, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_accept_draw(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_decline_draw(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_draw_offered(NULL), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

START_TEST(test_offer_with_winning_stone)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);

    play_list(g, "a1 a2 b1 b2 c1 c2 d1 d2");
    CHECK_OK(g, renju_offer_draw(g, pt(g, "e1")));
    /* the five ends the game: nothing is left to accept */
    ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);
    ck_assert_int_eq(renju_draw_offered(g), 0);
    CHECK_FAILS(g, renju_accept_draw(g), RENJU_EGAMEOVER);
    renju_game_free(g);
}
END_TEST

/* ---------------------------------------------------------------- queries */

TEST_CASE("queries")

START_TEST(test_moves_buffer_convention)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    int buf[8], i;

    /* nothing played */
    ck_assert_int_eq(renju_moves(g, NULL, 0), 0);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);
    ck_assert_int_eq(renju_moves(g, buf, 8), 0);

    play_list(g, "h8 pass h9 a1");
    CHECK_OK(g, renju_resign(g, RENJU_WHITE));   /* not a move */
    ck_assert_int_eq(renju_moves(g, NULL, 0), 4);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);

    for (i = 0; i < 8; i++)
        buf[i] = -7;
    ck_assert_int_eq(renju_moves(g, buf, 4), 4);   /* exact fit */
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);
    ck_assert_int_eq(buf[0], pt(g, "h8"));
    ck_assert_int_eq(buf[1], RENJU_PASS);
    ck_assert_int_eq(buf[2], pt(g, "h9"));
    ck_assert_int_eq(buf[3], pt(g, "a1"));
    ck_assert_int_eq(buf[4], -7);                  /* nothing written past the moves */
    ck_assert_int_eq(renju_moves(g, buf, 8), 4);

    CHECK_FAILS(g, renju_moves(g, buf, 3), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_moves(g, buf, 1), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_moves(g, buf, 0), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_moves(g, NULL, 4), RENJU_EINVAL);
    ck_assert_int_eq(renju_moves(NULL, buf, 8), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

START_TEST(test_last_move)
{
    renju_game *g = new_game(RENJU_RULES_STANDARD, 15);

    ck_assert_int_eq(renju_last_move(g), RENJU_NO_POINT);
    play_list(g, "c4");
    ck_assert_int_eq(renju_last_move(g), pt(g, "c4"));
    CHECK_OK(g, renju_pass(g));
    ck_assert_int_eq(renju_last_move(g), RENJU_PASS);
    CHECK_OK(g, renju_offer_draw(g, pt(g, "k11")));
    ck_assert_int_eq(renju_last_move(g), pt(g, "k11"));
    CHECK_OK(g, renju_decline_draw(g));
    ck_assert_int_eq(renju_last_move(g), pt(g, "k11"));
    CHECK_OK(g, renju_resign(g, RENJU_WHITE));
    ck_assert_int_eq(renju_last_move(g), pt(g, "k11"));
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_undo(g));
    ck_assert_int_eq(renju_last_move(g), RENJU_PASS);
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_undo(g));
    ck_assert_int_eq(renju_last_move(g), RENJU_NO_POINT);
    ck_assert_int_eq(renju_last_move(NULL), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

START_TEST(test_counts_and_stones)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 9);
    int p, black = 0, white = 0;

    play_list(g, "e5 pass d4 f6 pass c3 a9");
    ck_assert_int_eq(renju_move_count(g), 7);
    ck_assert_int_eq(renju_stone_count(g), 5);
    ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
    for (p = 0; p < 81; p++) {
        int s = renju_stone(g, p);
        ck_assert_int_eq(renju_errcode(g), RENJU_OK);
        black += s == RENJU_BLACK;
        white += s == RENJU_WHITE;
    }
    ck_assert_int_eq(black, 3);    /* e5, d4, a9 */
    ck_assert_int_eq(white, 2);    /* f6, c3 */
    ck_assert_int_eq(renju_stone(g, pt(g, "e5")), RENJU_BLACK);
    ck_assert_int_eq(renju_stone(g, pt(g, "a9")), RENJU_BLACK);
    ck_assert_int_eq(renju_stone(g, pt(g, "d4")), RENJU_BLACK);
    ck_assert_int_eq(renju_stone(g, pt(g, "f6")), RENJU_WHITE);
    ck_assert_int_eq(renju_stone(g, pt(g, "c3")), RENJU_WHITE);
    CHECK_FAILS(g, renju_stone(g, -1), RENJU_ERANGE);
    CHECK_FAILS(g, renju_stone(g, 81), RENJU_ERANGE);
    CHECK_FAILS(g, renju_stone(g, RENJU_PASS), RENJU_ERANGE);
    CHECK_FAILS(g, renju_stone(g, RENJU_NO_POINT), RENJU_ERANGE);
    ck_assert_int_eq(renju_stone(NULL, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_side_to_move(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_move_count(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_stone_count(NULL), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

START_TEST(test_side_to_move_after_end)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);

    /* black's five: white would move */
    play_list(g, "a1 a2 b1 b2 c1 c2 d1 d2 e1");
    ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
    renju_game_free(g);

    /* two passes by white then black: white would move */
    g = new_game(RENJU_RULES_FREESTYLE, 15);
    play_list(g, "a1 pass pass");
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
    renju_game_free(g);
}
END_TEST

/* ---------------------------------------------------------------- opening */

TEST_CASE("opening")

START_TEST(test_renju_first_stone_h8)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    CHECK_FAILS(g, renju_play(g, pt(g, "a1")), RENJU_EPHASE);
    CHECK_FAILS(g, renju_play(g, pt(g, "g8")), RENJU_EPHASE);
    CHECK_FAILS(g, renju_play(g, pt(g, "h9")), RENJU_EPHASE);
    CHECK_FAILS(g, renju_play(g, pt(g, "i7")), RENJU_EPHASE);
    CHECK_FAILS(g, renju_pass(g), RENJU_EPHASE);
    CHECK_FAILS(g, renju_offer_draw(g, RENJU_PASS), RENJU_EPHASE);
    CHECK_OK(g, renju_play(g, pt(g, "h8")));
    /* then free play: white anywhere, black's second stone anywhere, passes allowed */
    CHECK_OK(g, renju_play(g, pt(g, "a1")));
    CHECK_OK(g, renju_play(g, pt(g, "h10")));
    CHECK_OK(g, renju_pass(g));
    ck_assert_int_eq(renju_stone_count(g), 3);

    /* the rule comes back with an empty board */
    while (renju_undo(g) == RENJU_OK)
        ;
    CHECK_FAILS(g, renju_play(g, pt(g, "a1")), RENJU_EPHASE);
    renju_game_free(g);
}
END_TEST

START_TEST(test_renju_white_may_pass_after_h8)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    play_list(g, "h8");
    CHECK_OK(g, renju_pass(g));
    ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
    renju_game_free(g);
}
END_TEST

START_TEST(test_five_in_a_row_opening)
{
    static const char *const inside[] = {
        "f6", "f10", "j6", "j10", "h10", "g7", "i8", "h6", "f8", "j8"
    };
    static const char *const outside[] = { "e8", "k8", "h11", "h5", "e5", "k11", "l12", "a1" };
    renju_game *g = new_game(RENJU_RULES_FIVE_IN_A_ROW, 15);
    size_t i;

    CHECK_FAILS(g, renju_play(g, pt(g, "a1")), RENJU_EPHASE);
    CHECK_FAILS(g, renju_play(g, pt(g, "i9")), RENJU_EPHASE);
    CHECK_FAILS(g, renju_pass(g), RENJU_EPHASE);
    play_list(g, "h8");
    CHECK_FAILS(g, renju_pass(g), RENJU_EPHASE);               /* white, move 2 */
    CHECK_FAILS(g, renju_offer_draw(g, RENJU_PASS), RENJU_EPHASE);
    play_list(g, "i9");                                        /* white: anywhere */
    CHECK_FAILS(g, renju_pass(g), RENJU_EPHASE);               /* black, move 3 */
    for (i = 0; i < sizeof inside / sizeof inside[0]; i++)
        CHECK_FAILS(g, renju_play(g, pt(g, inside[i])), RENJU_EPHASE);
    CHECK_FAILS(g, renju_offer_draw(g, pt(g, "g9")), RENJU_EPHASE);
    for (i = 0; i < sizeof outside / sizeof outside[0]; i++) {
        CHECK_OK(g, renju_play(g, pt(g, outside[i])));
        ck_assert_int_eq(renju_stone(g, pt(g, outside[i])), RENJU_BLACK);
        CHECK_OK(g, renju_undo(g));
    }
    play_list(g, "e8");
    /* after move 3 passes are allowed, and the centre is free again */
    CHECK_OK(g, renju_pass(g));
    CHECK_OK(g, renju_play(g, pt(g, "i8")));
    ck_assert_int_eq(renju_stone(g, pt(g, "i8")), RENJU_BLACK);
    renju_game_free(g);
}
END_TEST

START_TEST(test_five_in_a_row_white_may_play_far)
{
    renju_game *g = new_game(RENJU_RULES_FIVE_IN_A_ROW, 15);

    play_list(g, "h8 o15 a1 h9 h10");
    ck_assert_int_eq(renju_stone(g, pt(g, "o15")), RENJU_WHITE);
    ck_assert_int_eq(renju_stone(g, pt(g, "h10")), RENJU_BLACK);
    renju_game_free(g);
}
END_TEST

START_TEST(test_gomoku_centre_first)
{
    static const struct { int size; const char *centre, *off; } cases[] = {
        { 15, "h8", "h9" }, { 19, "j10", "k10" }, { 5, "c3", "c4" }, { 9, "e5", "d5" }
    };
    size_t i;
    int rs;

    for (rs = RENJU_RULES_FREESTYLE; rs <= RENJU_RULES_STANDARD; rs++)
        for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            renju_game *g = new_game(rs, cases[i].size);
            CHECK_OK(g, renju_option_set(g, RENJU_OPT_CENTRE_FIRST, 1));
            CHECK_FAILS(g, renju_play(g, pt(g, cases[i].off)), RENJU_EPHASE);
            CHECK_FAILS(g, renju_play(g, pt(g, "a1")), RENJU_EPHASE);
            CHECK_FAILS(g, renju_pass(g), RENJU_EPHASE);
            CHECK_OK(g, renju_play(g, pt(g, cases[i].centre)));
            /* only the first stone */
            CHECK_OK(g, renju_play(g, pt(g, "a1")));
            CHECK_OK(g, renju_play(g, pt(g, cases[i].off)));
            CHECK_OK(g, renju_pass(g));
            renju_game_free(g);
        }
}
END_TEST

START_TEST(test_gomoku_first_stone_anywhere)
{
    int rs;

    for (rs = RENJU_RULES_FREESTYLE; rs <= RENJU_RULES_STANDARD; rs++) {
        renju_game *g = new_game(rs, 15);
        CHECK_OK(g, renju_play(g, pt(g, "a1")));
        CHECK_OK(g, renju_play(g, pt(g, "h8")));
        CHECK_OK(g, renju_play(g, pt(g, "i9")));   /* no Sapronov rule */
        renju_game_free(g);
    }
}
END_TEST

#include "check_play.tests.h"

int main(void)
{
    return run_suite(tests_suite("play"));
}
