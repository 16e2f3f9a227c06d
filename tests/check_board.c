/* SPDX-License-Identifier: MIT */
/* check_board.c - renju_play() and renju_play_as() with RENJU_PASS against renju_pass(),
 * on random games of every rule set, board size and opening rule.  RENJU_TEST_SCALE
 * (default 1) scales the number of random games. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"

/* ------------------------------------------------------------------ helpers */

static double scale(void)
{
    const char *s = getenv("RENJU_TEST_SCALE");
    double v = s ? atof(s) : 1.0;
    return v > 0 ? v : 1.0;
}

static int scaled(int n)
{
    int k = (int)(n * scale());
    return k > 0 ? k : 1;
}

/* xorshift64*: a seeded generator of our own, so runs are the same everywhere */
static unsigned long long rng = 0x9e3779b97f4a7c15ULL;

static void seed(unsigned long long s)
{
    rng = s * 2685821657736338717ULL + 0x9e3779b97f4a7c15ULL;
    if (!rng)
        rng = 1;
}

static unsigned rnd(unsigned n)
{
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return (unsigned)((rng * 2685821657736338717ULL) >> 33) % n;
}

/* The rule sets, as the library names them: 0, 1, ... up to the first without a
 * name. */
static int count_rulesets(void)
{
    int n = 0;

    while (renju_ruleset_name(n) != NULL)
        n++;
    ck_assert_int_ge(n, 6);
    return n;
}

static int count_opening_rules(void)
{
    int n = 0;

    while (renju_opening_rule_name(n) != NULL)
        n++;
    ck_assert_int_ge(n, 9);
    return n;
}

/* A new game of ruleset on a size x size board, or NULL when the rule set is not
 * played on that board. */
static renju_game *game_or_null(int ruleset, int size)
{
    renju_game *g = NULL;
    int rc = renju_game_new(&g, ruleset, size);

    if (rc == RENJU_ERANGE) {
        ck_assert_ptr_null(g);
        return NULL;
    }
    ck_assert_msg(rc == RENJU_OK, "renju_game_new(%s, %d): %d", renju_ruleset_name(ruleset),
                  size, rc);
    return g;
}

/* The expected player, or the first when none is expected (then any call fails as
 * the game says). */
static int acting_player(renju_game *g)
{
    int player = renju_expected_player(g);

    return player == RENJU_PLAYER_NONE ? RENJU_PLAYER_FIRST : player;
}

/* n offers no two of which are equivalent, among the points that may be offered. */
static void pick_offers(renju_game *g, int n, int *chosen)
{
    int pts[SNAP_MAX_CELLS], np, i, j, k = 0, t, r;

    np = renju_allowed_points(g, pts, SNAP_MAX_CELLS);
    ck_assert_int_ge(np, n);
    for (i = np - 1; i > 0; i--) {
        r = (int)rnd((unsigned)i + 1);
        t = pts[i];
        pts[i] = pts[r];
        pts[r] = t;
    }
    for (i = 0; i < np && k < n; i++) {
        for (j = 0; j < k; j++)
            if (renju_offers_equivalent(g, chosen[j], pts[i]) == 1)
                break;
        if (j == k)
            chosen[k++] = pts[i];
    }
    ck_assert_int_eq(k, n);
}

/* A random stone among those the game allows now, for the expected player. */
static int random_stone(renju_game *g)
{
    int pts[SNAP_MAX_CELLS], n;

    n = renju_allowed_points(g, pts, SNAP_MAX_CELLS);
    ck_assert_int_ge(n, 0);
    if (n == 0)
        return RENJU_NO_POINT;
    return pts[rnd((unsigned)n)];
}

/* One action of the kind the game expects, chosen at random; it must succeed.  In
 * normal play it is mostly a stone, sometimes a pass (more often right after a pass,
 * so that two passes end games), a draw offer or its answer.  Returns 0 when the game
 * expects nothing (it is over, or in setup mode). */
static int random_action(renju_game *g)
{
    int player = acting_player(g), pts[SNAP_MAX_CELLS], lo = 0, hi = 0, n, p, rc;

    switch (renju_expected_action(g)) {
    case RENJU_ACTION_NONE:
        return 0;
    case RENJU_ACTION_PLAY:
        if (renju_draw_offered(g) && rnd(2) == 0) {
            rc = rnd(3) == 0 ? renju_accept_draw(g) : renju_decline_draw(g);
            break;
        }
        if (rnd(renju_last_move(g) == RENJU_PASS ? 3 : 12) == 0
            && renju_play(g, RENJU_PASS) == RENJU_OK)
            return 1;
        p = random_stone(g);
        if (p == RENJU_NO_POINT) {   /* every point taken or forbidden: pass if allowed */
            rc = renju_play(g, RENJU_PASS);
            if (rc != RENJU_OK)
                return 0;
            break;
        }
        rc = rnd(16) == 0 ? renju_offer_draw(g, p) : renju_play_as(g, player, p);
        break;
    case RENJU_ACTION_STONE:
        p = random_stone(g);
        ck_assert_int_ne(p, RENJU_NO_POINT);
        rc = rnd(2) ? renju_play(g, p) : renju_play_as(g, player, p);
        break;
    case RENJU_ACTION_SWAP:
        rc = renju_swap(g, player, (int)rnd(2));
        break;
    case RENJU_ACTION_DECLARE:
        ck_assert_int_eq(renju_offer_bounds(g, &lo, &hi), RENJU_OK);
        rc = renju_declare(g, player, lo + (int)rnd((unsigned)(hi - lo < 3 ? hi - lo : 3) + 1));
        break;
    case RENJU_ACTION_OFFERS:
        ck_assert_int_eq(renju_offer_bounds(g, &lo, &hi), RENJU_OK);
        ck_assert_int_eq(lo, hi);
        pick_offers(g, lo, pts);
        rc = renju_propose(g, player, pts, (size_t)lo);
        break;
    case RENJU_ACTION_CHOOSE_OFFER:
        n = renju_offers(g, pts, SNAP_MAX_CELLS);
        ck_assert_int_gt(n, 0);
        rc = renju_choose_offer(g, player, pts[rnd((unsigned)n)]);
        break;
    case RENJU_ACTION_BRANCH:
        rc = renju_choose_branch(g, player, 1 + (int)rnd(2));
        break;
    case RENJU_ACTION_COLOUR:
        rc = renju_choose_colour(g, player, 1 + (int)rnd(2));
        break;
    case RENJU_ACTION_SWAP2:
        rc = renju_choose_swap2(g, player, 1 + (int)rnd(3));
        break;
    default:
        ck_abort_msg("unknown action %d", renju_expected_action(g));
        return 0;
    }
    ck_assert_msg(rc == RENJU_OK, "random action %d: %d (%s)", renju_expected_action(g), rc,
                  renju_errmsg(g));
    return 1;
}

/* Random options: an opening rule the game takes (often none), and in renju the foul
 * policy and the three reading; passes are refused in a game of ten, or as allow_pass
 * says when it is 0 or 1. */
static void random_options(renju_game *g, int nopenings, int allow_pass)
{
    int opening = rnd(3) == 0 ? 0 : (int)rnd((unsigned)nopenings);

    if (renju_set_option(g, RENJU_OPT_OPENING, opening) != RENJU_OK)
        CHECK_OK(g, renju_set_option(g, RENJU_OPT_OPENING, RENJU_OPENING_NONE));
    if (renju_game_ruleset(g) == RENJU_RULES_RENJU) {
        CHECK_OK(g, renju_set_option(g, RENJU_OPT_FOUL_POLICY, (int)rnd(2)));
        CHECK_OK(g, renju_set_option(g, RENJU_OPT_THREE_READING, (int)rnd(2)));
    }
    if (allow_pass == 0 || (allow_pass < 0 && rnd(10) == 0))
        CHECK_OK(g, renju_set_option(g, RENJU_OPT_ALLOW_PASS, 0));
}

/* -------------------------------------------------- renju_play(RENJU_PASS) */

static struct {
    int passed, both_passed, ephase_opening, ephase_setup, enopass, egameover, eplayer;
} passes;

/* The message of the last call on g, copied. */
static void message(renju_game *g, char *buf, size_t n)
{
    snprintf(buf, n, "%s", renju_errmsg(g));
}

/* A pass on copies of g four ways, renju_pass(), renju_play(RENJU_PASS),
 * renju_play_as(the expected player, RENJU_PASS) and renju_offer_draw(RENJU_PASS):
 * the same code and message, the same game after (the offer aside), or each game
 * unchanged; then renju_play_as() by the other player, which normal play refuses. */
static void compare_pass(renju_game *g)
{
    renju_game *a, *b, *c, *d, *e;
    int rc_a, rc_b, rc_c, rc_d, rc_e, player = acting_player(g), normal;
    char msg_a[200], msg_b[200], msg_c[200], msg_d[200];
    snapshot s_g, s_a, s_b, s_c, s_d;

    normal = renju_expected_action(g) == RENJU_ACTION_PLAY;
    snapshot_take(g, &s_g);
    ck_assert_int_eq(renju_game_clone(&a, g), RENJU_OK);
    ck_assert_int_eq(renju_game_clone(&b, g), RENJU_OK);
    ck_assert_int_eq(renju_game_clone(&c, g), RENJU_OK);
    ck_assert_int_eq(renju_game_clone(&d, g), RENJU_OK);
    ck_assert_int_eq(renju_game_clone(&e, g), RENJU_OK);

    rc_a = renju_pass(a);
    message(a, msg_a, sizeof msg_a);
    rc_b = renju_play(b, RENJU_PASS);
    message(b, msg_b, sizeof msg_b);
    rc_c = renju_play_as(c, player, RENJU_PASS);
    message(c, msg_c, sizeof msg_c);
    rc_d = renju_offer_draw(d, RENJU_PASS);
    message(d, msg_d, sizeof msg_d);

    ck_assert_msg(rc_b == rc_a, "renju_play(RENJU_PASS) %d, renju_pass %d (%s)", rc_b, rc_a,
                  msg_a);
    ck_assert_msg(rc_c == rc_a, "renju_play_as(RENJU_PASS) %d, renju_pass %d (%s)", rc_c, rc_a,
                  msg_a);
    ck_assert_msg(rc_d == rc_a, "renju_offer_draw(RENJU_PASS) %d, renju_pass %d (%s)", rc_d,
                  rc_a, msg_a);
    ck_assert_int_eq(renju_errcode(b), rc_a);
    ck_assert_int_eq(renju_errcode(c), rc_a);
    ck_assert_str_eq(msg_b, msg_a);
    ck_assert_str_eq(msg_c, msg_a);
    ck_assert_str_eq(msg_d, msg_a);

    snapshot_take(a, &s_a);
    snapshot_take(b, &s_b);
    snapshot_take(c, &s_c);
    snapshot_take(d, &s_d);
    snapshot_assert_equal(&s_a, &s_b, __FILE__, __LINE__);
    snapshot_assert_equal(&s_a, &s_c, __FILE__, __LINE__);
    ck_assert_msg(snapshot_equal_whole(&s_a, &s_b, NULL, 0), "redo tails differ");
    if (rc_a == RENJU_OK) {
        passes.passed++;
        passes.both_passed += renju_result_reason(a) == RENJU_REASON_BOTH_PASSED;
        ck_assert_int_eq(renju_last_move(a), RENJU_PASS);
        ck_assert_int_eq(s_a.move_count, s_g.move_count + 1);
        ck_assert_int_eq(s_a.stone_count, s_g.stone_count);
        /* the offer goes with the pass, pending while the game goes on */
        ck_assert_int_eq(s_a.draw_offered, 0);
        ck_assert_int_eq(s_d.draw_offered, renju_result(d) == RENJU_ONGOING);
        s_d.draw_offered = 0;
        snapshot_assert_equal(&s_a, &s_d, __FILE__, __LINE__);
        /* the same history entry: undone, the same game as before with the same
         * pass to redo; redone, the same game again */
        CHECK_OK(a, renju_undo(a));
        CHECK_OK(b, renju_undo(b));
        snapshot_take(a, &s_a);
        snapshot_take(b, &s_b);
        snapshot_assert_equal(&s_g, &s_a, __FILE__, __LINE__);
        ck_assert(snapshot_equal_whole(&s_a, &s_b, NULL, 0));
        CHECK_OK(a, renju_redo(a));
        CHECK_OK(b, renju_redo(b));
        snapshot_take(a, &s_a);
        snapshot_take(b, &s_b);
        ck_assert(snapshot_equal_whole(&s_a, &s_b, NULL, 0));
    } else {
        /* each failed, leaving the game as it was */
        ck_assert(snapshot_equal_whole(&s_g, &s_a, NULL, 0));
        ck_assert(snapshot_equal_whole(&s_g, &s_b, NULL, 0));
        ck_assert(snapshot_equal_whole(&s_g, &s_c, NULL, 0));
        ck_assert(snapshot_equal_whole(&s_g, &s_d, NULL, 0));
        if (rc_a == RENJU_EPHASE && s_g.in_setup)
            passes.ephase_setup++;
        else if (rc_a == RENJU_EPHASE)
            passes.ephase_opening++;
        passes.enopass += rc_a == RENJU_ENOPASS;
        passes.egameover += rc_a == RENJU_EGAMEOVER;
    }

    /* the other player: refused in normal play, whatever renju_pass() would say; at
     * any other time it fails or passes as renju_pass() does */
    rc_e = renju_play_as(e, 3 - player, RENJU_PASS);
    if (normal) {
        ck_assert_msg(rc_e == RENJU_EPLAYER, "a pass by the player not to move: %d", rc_e);
        ck_assert_int_eq(renju_errcode(e), RENJU_EPLAYER);
        snapshot_take(e, &s_c);
        ck_assert(snapshot_equal_whole(&s_g, &s_c, NULL, 0));
        passes.eplayer++;
    } else {
        ck_assert_int_eq(rc_e, rc_a);
        ck_assert_str_eq(renju_errmsg(e), msg_a);
    }
    renju_game_free(a);
    renju_game_free(b);
    renju_game_free(c);
    renju_game_free(d);
    renju_game_free(e);
}

START_TEST(test_play_pass_equals_pass)
{
    int nrulesets = count_rulesets(), nopenings = count_opening_rules();
    int ruleset, size, game, step, games = scaled(6) < 3 ? 3 : scaled(6);
    renju_game *g;

    seed(4);
    memset(&passes, 0, sizeof passes);
    for (ruleset = 0; ruleset < nrulesets; ruleset++) {
        for (game = 0; game < games; game++) {
            size = RENJU_MIN_SIZE + (int)rnd(RENJU_MAX_SIZE - RENJU_MIN_SIZE + 1);
            g = game_or_null(ruleset, size);
            if (!g)
                g = new_game(ruleset, 15);
            /* passes off in the second game of each rule set */
            random_options(g, nopenings, game == 1 ? 0 : 1);
            size = renju_game_size(g);
            for (step = 0; step < size * size && step < 60; step++) {
                /* the first moves (the opening), after a pass (the second would end
                 * the game) and now and then */
                if (step < 6 || renju_last_move(g) == RENJU_PASS || rnd(8) == 0)
                    compare_pass(g);
                if (!random_action(g))
                    break;
            }
            compare_pass(g);   /* over, or no move left */
            /* not a player at all */
            CHECK_FAILS(g, renju_play_as(g, RENJU_PLAYER_NONE, RENJU_PASS), RENJU_EINVAL);
            CHECK_FAILS(g, renju_play_as(g, 3, RENJU_PASS), RENJU_EINVAL);
            if (rnd(2) == 0) {
                CHECK_OK(g, renju_setup_begin(g));
                compare_pass(g);
            }
            renju_game_free(g);
        }
    }
    ck_assert_int_gt(passes.passed, 0);
    ck_assert_int_gt(passes.both_passed, 0);
    ck_assert_int_gt(passes.ephase_opening, 0);
    ck_assert_int_gt(passes.ephase_setup, 0);
    ck_assert_int_gt(passes.enopass, 0);
    ck_assert_int_gt(passes.egameover, 0);
    ck_assert_int_gt(passes.eplayer, 0);
}
END_TEST

/* The cases written out: two passes draw; a pass refused before the first stone, at
 * an opening step and with passes off; renju_offer_draw(RENJU_PASS). */
START_TEST(test_play_pass_cases)
{
    renju_game *g = new_game(RENJU_RULES_STANDARD, 15), *h = new_game(RENJU_RULES_STANDARD, 15);
    int want[4];
    char *ra, *rb;
    int na, nb;

    play_list(g, "h8 h9");
    play_list(h, "h8 h9");
    CHECK_OK(g, renju_play(g, RENJU_PASS));
    CHECK_OK(h, renju_pass(h));
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    CHECK_OK(g, renju_play(g, RENJU_PASS));
    CHECK_OK(h, renju_pass(h));
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_BOTH_PASSED);
    want[0] = pt(g, "h8");
    want[1] = pt(g, "h9");
    want[2] = want[3] = RENJU_PASS;
    {
        int got[4];
        ck_assert_int_eq(renju_moves(g, got, 4), 4);
        ck_assert_int_eq(memcmp(got, want, sizeof want), 0);
    }
    /* the same record as renju_pass() makes */
    na = renju_record_export(g, RENJU_FORMAT_SGF, NULL, 0);
    nb = renju_record_export(h, RENJU_FORMAT_SGF, NULL, 0);
    ck_assert_int_eq(na, nb);
    ra = malloc((size_t)na);
    rb = malloc((size_t)nb);
    ck_assert_ptr_nonnull(ra);
    ck_assert_ptr_nonnull(rb);
    renju_record_export(g, RENJU_FORMAT_SGF, ra, (size_t)na);
    renju_record_export(h, RENJU_FORMAT_SGF, rb, (size_t)nb);
    ck_assert_str_eq(ra, rb);
    free(ra);
    free(rb);
    CHECK_FAILS(g, renju_play(g, RENJU_PASS), RENJU_EGAMEOVER);
    CHECK_FAILS(g, renju_play_as(g, RENJU_PLAYER_FIRST, RENJU_PASS), RENJU_EGAMEOVER);
    renju_game_free(g);
    renju_game_free(h);

    /* renju: black's first stone goes on h8, so no pass before it */
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_FAILS(g, renju_pass(g), RENJU_EPHASE);
    CHECK_FAILS(g, renju_play(g, RENJU_PASS), RENJU_EPHASE);
    CHECK_FAILS(g, renju_play_as(g, RENJU_PLAYER_FIRST, RENJU_PASS), RENJU_EPHASE);
    CHECK_FAILS(g, renju_play_as(g, RENJU_PLAYER_SECOND, RENJU_PASS), RENJU_EPHASE);
    ck_assert_ptr_nonnull(strstr(failure_message(), "no passing during the opening"));
    renju_game_free(g);

    /* RIF at the swap: the second player's decision, and no pass by anyone */
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_set_option(g, RENJU_OPT_OPENING, RENJU_OPENING_RIF));
    play_list(g, "h8 h9 j10");
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_SWAP);
    CHECK_FAILS(g, renju_play(g, RENJU_PASS), RENJU_EPHASE);
    CHECK_FAILS(g, renju_play_as(g, RENJU_PLAYER_SECOND, RENJU_PASS), RENJU_EPHASE);
    CHECK_FAILS(g, renju_play_as(g, RENJU_PLAYER_FIRST, RENJU_PASS), RENJU_EPHASE);
    CHECK_FAILS(g, renju_offer_draw(g, RENJU_PASS), RENJU_EPHASE);
    renju_game_free(g);

    /* passes off: refused as renju_pass() refuses them, by the player to move */
    g = new_game(RENJU_RULES_FREESTYLE, 15);
    CHECK_OK(g, renju_set_option(g, RENJU_OPT_ALLOW_PASS, 0));
    play_list(g, "h8");
    CHECK_FAILS(g, renju_pass(g), RENJU_ENOPASS);
    CHECK_FAILS(g, renju_play(g, RENJU_PASS), RENJU_ENOPASS);
    CHECK_FAILS(g, renju_play_as(g, RENJU_PLAYER_SECOND, RENJU_PASS), RENJU_ENOPASS);
    CHECK_FAILS(g, renju_play_as(g, RENJU_PLAYER_FIRST, RENJU_PASS), RENJU_EPLAYER);
    CHECK_FAILS(g, renju_offer_draw(g, RENJU_PASS), RENJU_ENOPASS);
    renju_game_free(g);

    /* normal play: the player to move passes, the other may not */
    g = new_game(RENJU_RULES_FREESTYLE, 15);
    play_list(g, "h8");
    CHECK_FAILS(g, renju_play_as(g, RENJU_PLAYER_FIRST, RENJU_PASS), RENJU_EPLAYER);
    ck_assert_str_eq(failure_message(),
                     "not the first player's turn to pass: the second player holds white, to move");
    CHECK_OK(g, renju_play_as(g, RENJU_PLAYER_SECOND, RENJU_PASS));
    ck_assert_int_eq(renju_last_move(g), RENJU_PASS);
    ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
    /* a draw offered with a pass (after a stone: not a second pass), accepted */
    CHECK_OK(g, renju_play_as(g, RENJU_PLAYER_FIRST, pt(g, "i8")));
    CHECK_OK(g, renju_offer_draw(g, RENJU_PASS));
    ck_assert_int_eq(renju_draw_offered(g), 1);
    ck_assert_int_eq(renju_last_move(g), RENJU_PASS);
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);   /* the offer, not a second pass */
    CHECK_OK(g, renju_accept_draw(g));
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_AGREEMENT);
    renju_game_free(g);

    /* setup mode */
    g = new_game(RENJU_RULES_FREESTYLE, 15);
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_FAILS(g, renju_play(g, RENJU_PASS), RENJU_EPHASE);
    ck_assert_str_eq(failure_message(), "cannot pass in setup mode: call renju_setup_end first");
    CHECK_FAILS(g, renju_play_as(g, RENJU_PLAYER_FIRST, RENJU_PASS), RENJU_EPHASE);
    renju_game_free(g);

    /* the other special value is still no point */
    g = new_game(RENJU_RULES_FREESTYLE, 15);
    CHECK_FAILS(g, renju_play(g, RENJU_NO_POINT), RENJU_ERANGE);
    CHECK_FAILS(g, renju_play(g, RENJU_PASS + 2), RENJU_ERANGE);
    renju_game_free(g);
    ck_assert_int_eq(renju_play(NULL, RENJU_PASS), RENJU_EINVAL);
    ck_assert_int_eq(renju_play_as(NULL, RENJU_PLAYER_FIRST, RENJU_PASS), RENJU_EINVAL);
}
END_TEST

static Suite *board_suite(void)
{
    Suite *s = suite_create("board");
    TCase *tc;

    tc = tcase_create("pass");
    tcase_add_test(tc, test_play_pass_equals_pass);
    tcase_add_test(tc, test_play_pass_cases);
    tcase_set_timeout(tc, 300);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(board_suite());
    int failed;

    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed != 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}
