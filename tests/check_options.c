/* SPDX-License-Identifier: MIT */
/* check_options.c - per-game options: defaults, bounds, setting and reading, and when
 * they may change. */
#include <check.h>
#include <limits.h>
#include <stdlib.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

static const int all_rulesets[] = {
    RENJU_RULES_FREESTYLE, RENJU_RULES_STANDARD, RENJU_RULES_RENJU, RENJU_RULES_FIVE_IN_A_ROW
};
#define NRULESETS ((int)(sizeof all_rulesets / sizeof all_rulesets[0]))

static const int all_options[] = {
    RENJU_OPT_FOUL_POLICY, RENJU_OPT_ALLOW_PASS, RENJU_OPT_CENTRE_FIRST,
    RENJU_OPT_MOVE_LIMIT, RENJU_OPT_THREE_READING
};
#define NOPTIONS ((int)(sizeof all_options / sizeof all_options[0]))

static const int unknown_options[] = { 0, 99, -1, 100, INT_MIN, INT_MAX };
#define NUNKNOWN ((int)(sizeof unknown_options / sizeof unknown_options[0]))

static int fixed_centre(int ruleset)
{
    return ruleset == RENJU_RULES_RENJU || ruleset == RENJU_RULES_FIVE_IN_A_ROW;
}

static int get(renju_game *g, int option)
{
    int v = -12345;

    CHECK_OK(g, renju_option_get(g, option, &v));
    return v;
}

/* --------------------------------------------------------------- defaults */

TEST_CASE("defaults")

START_TEST(test_defaults)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        int rs = all_rulesets[i];
        renju_game *g = new_game(rs, 0);

        ck_assert_int_eq(get(g, RENJU_OPT_FOUL_POLICY), RENJU_FOUL_REJECT);
        ck_assert_int_eq(get(g, RENJU_OPT_ALLOW_PASS), 1);
        ck_assert_int_eq(get(g, RENJU_OPT_CENTRE_FIRST), fixed_centre(rs) ? 1 : 0);
        ck_assert_int_eq(get(g, RENJU_OPT_MOVE_LIMIT), 0);
        ck_assert_int_eq(get(g, RENJU_OPT_THREE_READING), RENJU_THREE_LITERAL);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_defaults_other_sizes)
{
    static const int sizes[] = { 5, 6, 19, 20 };
    size_t i;
    int rs;

    for (rs = RENJU_RULES_FREESTYLE; rs <= RENJU_RULES_STANDARD; rs++)
        for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
            renju_game *g = new_game(rs, sizes[i]);
            ck_assert_int_eq(get(g, RENJU_OPT_FOUL_POLICY), RENJU_FOUL_REJECT);
            ck_assert_int_eq(get(g, RENJU_OPT_ALLOW_PASS), 1);
            ck_assert_int_eq(get(g, RENJU_OPT_CENTRE_FIRST), 0);
            ck_assert_int_eq(get(g, RENJU_OPT_MOVE_LIMIT), 0);
            ck_assert_int_eq(get(g, RENJU_OPT_THREE_READING), RENJU_THREE_LITERAL);
            renju_game_free(g);
        }
}
END_TEST

/* ----------------------------------------------------------------- bounds */

TEST_CASE("bounds")

START_TEST(test_bounds_per_ruleset)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        int rs = all_rulesets[i], lo = -99, hi = -99;
        renju_game *g = new_game(rs, 15);

        CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_FOUL_POLICY, &lo, &hi));
        ck_assert_int_eq(lo, RENJU_FOUL_REJECT);
        ck_assert_int_eq(hi, RENJU_FOUL_LOSE);

        CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_ALLOW_PASS, &lo, &hi));
        ck_assert_int_eq(lo, 0);
        ck_assert_int_eq(hi, 1);

        CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_CENTRE_FIRST, &lo, &hi));
        ck_assert_int_eq(lo, fixed_centre(rs) ? 1 : 0);   /* fixed to 1 in renju, 5iar */
        ck_assert_int_eq(hi, 1);

        CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_MOVE_LIMIT, &lo, &hi));
        ck_assert_int_eq(lo, 0);
        ck_assert_int_ge(hi, 1);

        CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_THREE_READING, &lo, &hi));
        ck_assert_int_eq(lo, RENJU_THREE_LITERAL);
        ck_assert_int_eq(hi, RENJU_THREE_NONLITERAL);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_bounds_contain_default)
{
    int i, j;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        for (j = 0; j < NOPTIONS; j++) {
            int lo, hi, v = get(g, all_options[j]);
            CHECK_OK(g, renju_option_bounds(g, all_options[j], &lo, &hi));
            ck_assert_int_le(lo, hi);
            ck_assert_int_ge(v, lo);
            ck_assert_int_le(v, hi);
        }
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_bounds_unknown_option)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int i, lo = 42, hi = 43;

    for (i = 0; i < NUNKNOWN; i++) {
        CHECK_FAILS(g, renju_option_bounds(g, unknown_options[i], &lo, &hi), RENJU_EINVAL);
        ck_assert_int_eq(lo, 42);
        ck_assert_int_eq(hi, 43);
    }
    renju_game_free(g);
}
END_TEST

/* ---------------------------------------------------------------- set/get */

TEST_CASE("set_get")

START_TEST(test_set_every_value)
{
    int i, j, v;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        for (j = 0; j < NOPTIONS; j++) {
            int opt = all_options[j], lo, hi;
            CHECK_OK(g, renju_option_bounds(g, opt, &lo, &hi));
            for (v = lo; v <= hi; v++) {
                CHECK_OK(g, renju_option_set(g, opt, v));
                ck_assert_int_eq(get(g, opt), v);
            }
            /* and back down: each set replaces the value */
            for (v = hi; v >= lo; v--) {
                CHECK_OK(g, renju_option_set(g, opt, v));
                ck_assert_int_eq(get(g, opt), v);
            }
        }
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_options_are_separate)
{
    renju_game *g = new_game(RENJU_RULES_STANDARD, 15);
    snapshot s;

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_FOUL_POLICY, RENJU_FOUL_LOSE));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_ALLOW_PASS, 0));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_CENTRE_FIRST, 1));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_MOVE_LIMIT, 50));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_THREE_READING, RENJU_THREE_NONLITERAL));
    snapshot_take(g, &s);
    ck_assert_int_eq(s.option[RENJU_OPT_FOUL_POLICY], RENJU_FOUL_LOSE);
    ck_assert_int_eq(s.option[RENJU_OPT_ALLOW_PASS], 0);
    ck_assert_int_eq(s.option[RENJU_OPT_CENTRE_FIRST], 1);
    ck_assert_int_eq(s.option[RENJU_OPT_MOVE_LIMIT], 50);
    ck_assert_int_eq(s.option[RENJU_OPT_THREE_READING], RENJU_THREE_NONLITERAL);

    /* changing one leaves the others */
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_MOVE_LIMIT, 3));
    ck_assert_int_eq(get(g, RENJU_OPT_FOUL_POLICY), RENJU_FOUL_LOSE);
    ck_assert_int_eq(get(g, RENJU_OPT_ALLOW_PASS), 0);
    ck_assert_int_eq(get(g, RENJU_OPT_CENTRE_FIRST), 1);
    ck_assert_int_eq(get(g, RENJU_OPT_MOVE_LIMIT), 3);
    ck_assert_int_eq(get(g, RENJU_OPT_THREE_READING), RENJU_THREE_NONLITERAL);

    /* other games keep their own */
    {
        renju_game *h = new_game(RENJU_RULES_STANDARD, 15);
        ck_assert_int_eq(get(h, RENJU_OPT_MOVE_LIMIT), 0);
        ck_assert_int_eq(get(h, RENJU_OPT_ALLOW_PASS), 1);
        renju_game_free(h);
    }
    renju_game_free(g);
}
END_TEST

START_TEST(test_out_of_range)
{
    int i, j;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        for (j = 0; j < NOPTIONS; j++) {
            int opt = all_options[j], lo, hi;
            CHECK_OK(g, renju_option_bounds(g, opt, &lo, &hi));
            CHECK_FAILS(g, renju_option_set(g, opt, lo - 1), RENJU_ERANGE);
            CHECK_FAILS(g, renju_option_set(g, opt, hi + 1), RENJU_ERANGE);
            CHECK_FAILS(g, renju_option_set(g, opt, INT_MIN), RENJU_ERANGE);
            CHECK_FAILS(g, renju_option_set(g, opt, INT_MAX), RENJU_ERANGE);
        }
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_centre_fixed_in_renju)
{
    int rs;

    for (rs = RENJU_RULES_RENJU; rs <= RENJU_RULES_FIVE_IN_A_ROW; rs++) {
        renju_game *g = new_game(rs, 15);
        CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_CENTRE_FIRST, 0), RENJU_ERANGE);
        ck_assert_int_eq(get(g, RENJU_OPT_CENTRE_FIRST), 1);
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_CENTRE_FIRST, 1));
        renju_game_free(g);
    }
}
END_TEST

TEST_CASE("bounds")

START_TEST(test_move_limit_bound_follows_size)
{
    renju_game *small = new_game(RENJU_RULES_FREESTYLE, 5);
    renju_game *large = new_game(RENJU_RULES_FREESTYLE, 20);
    int lo, hi_small, hi_large;

    CHECK_OK(small, renju_option_bounds(small, RENJU_OPT_MOVE_LIMIT, &lo, &hi_small));
    CHECK_OK(large, renju_option_bounds(large, RENJU_OPT_MOVE_LIMIT, &lo, &hi_large));
    /* a limit may be anything up to a full board, and the bound is per game */
    ck_assert_int_ge(hi_small, 25);
    ck_assert_int_ge(hi_large, 400);
    CHECK_OK(small, renju_option_set(small, RENJU_OPT_MOVE_LIMIT, 25));
    CHECK_OK(large, renju_option_set(large, RENJU_OPT_MOVE_LIMIT, 400));
    CHECK_OK(small, renju_option_set(small, RENJU_OPT_MOVE_LIMIT, hi_small));
    ck_assert_int_eq(get(small, RENJU_OPT_MOVE_LIMIT), hi_small);
    CHECK_FAILS(small, renju_option_set(small, RENJU_OPT_MOVE_LIMIT, hi_small + 1), RENJU_ERANGE);
    CHECK_FAILS(small, renju_option_set(small, RENJU_OPT_MOVE_LIMIT, -1), RENJU_ERANGE);
    renju_game_free(small);
    renju_game_free(large);
}
END_TEST

TEST_CASE("set_get")

START_TEST(test_unknown_option)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    int i, v;

    for (i = 0; i < NUNKNOWN; i++) {
        v = 777;
        CHECK_FAILS(g, renju_option_set(g, unknown_options[i], 0), RENJU_EINVAL);
        CHECK_FAILS(g, renju_option_set(g, unknown_options[i], 1), RENJU_EINVAL);
        CHECK_FAILS(g, renju_option_get(g, unknown_options[i], &v), RENJU_EINVAL);
        ck_assert_int_eq(v, 777);
    }
    renju_game_free(g);
}
END_TEST

START_TEST(test_get_null_value)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int j;

    for (j = 0; j < NOPTIONS; j++)
        CHECK_FAILS(g, renju_option_get(g, all_options[j], NULL), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

START_TEST(test_null_handle)
{
    int v = 5, lo = 6, hi = 7;

    ck_assert_int_eq(renju_option_set(NULL, RENJU_OPT_ALLOW_PASS, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_option_get(NULL, RENJU_OPT_ALLOW_PASS, &v), RENJU_EINVAL);
    ck_assert_int_eq(renju_option_bounds(NULL, RENJU_OPT_ALLOW_PASS, &lo, &hi), RENJU_EINVAL);
    ck_assert_int_eq(v, 5);
    ck_assert_int_eq(lo, 6);
    ck_assert_int_eq(hi, 7);
}
END_TEST

/* ------------------------------------------------------------------ phase */

/* Every option, with every value in its bounds, is refused once the game has begun. */
static void assert_all_refused(renju_game *g)
{
    int j, v;

    for (j = 0; j < NOPTIONS; j++) {
        int opt = all_options[j], lo, hi;
        CHECK_OK(g, renju_option_bounds(g, opt, &lo, &hi));
        for (v = lo; v <= hi && v <= lo + 3; v++)
            CHECK_FAILS(g, renju_option_set(g, opt, v), RENJU_EPHASE);
    }
}

TEST_CASE("phase")

START_TEST(test_set_after_first_move)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        play_list(g, "h8");
        assert_all_refused(g);
        play_list(g, "h9");
        assert_all_refused(g);
        /* reading still works */
        ck_assert_int_eq(get(g, RENJU_OPT_ALLOW_PASS), 1);
        ck_assert_int_eq(get(g, RENJU_OPT_MOVE_LIMIT), 0);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_set_after_first_pass)
{
    int rs;

    for (rs = RENJU_RULES_FREESTYLE; rs <= RENJU_RULES_STANDARD; rs++) {
        renju_game *g = new_game(rs, 15);
        CHECK_OK(g, renju_pass(g));
        assert_all_refused(g);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_set_after_game_over)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);

    play_list(g, "a1 a2 b1 b2 c1 c2 d1 d2 e1");
    ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);
    assert_all_refused(g);
    renju_game_free(g);
}
END_TEST

TEST_CASE("set_get")

START_TEST(test_options_take_effect)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);

    /* passes off */
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_ALLOW_PASS, 0));
    CHECK_FAILS(g, renju_pass(g), RENJU_ENOPASS);
    CHECK_OK(g, renju_game_reset(g));

    /* first stone on the centre */
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_ALLOW_PASS, 1));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_CENTRE_FIRST, 1));
    CHECK_FAILS(g, renju_play(g, pt(g, "a1")), RENJU_EPHASE);
    play_list(g, "h8");
    CHECK_OK(g, renju_game_reset(g));

    /* a move limit of 3 stones */
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_CENTRE_FIRST, 0));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_MOVE_LIMIT, 3));
    play_list(g, "a1 c5 o15");
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_MOVE_LIMIT);
    renju_game_free(g);
}
END_TEST

/* ---------------------------------------------------- opening rule options */

TEST_CASE("opening")

START_TEST(test_opening_defaults_and_bounds)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        int rs = all_rulesets[i], lo = -9, hi = -9;
        renju_game *g = new_game(rs, 15);

        ck_assert_int_eq(get(g, RENJU_OPT_OPENING), RENJU_OPENING_NONE);
        ck_assert_int_eq(get(g, RENJU_OPT_OPENING_N), 0);
        CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_OPENING, &lo, &hi));
        ck_assert_int_eq(lo, RENJU_OPENING_NONE);
        ck_assert_int_eq(hi, rs == RENJU_RULES_RENJU ? RENJU_OPENING_SUPER_SAKATA
                             : rs == RENJU_RULES_FIVE_IN_A_ROW ? RENJU_OPENING_NONE
                             : RENJU_OPENING_LONG_PRO);
        CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_OPENING_N, &lo, &hi));
        ck_assert_int_eq(lo, 0);
        ck_assert_int_eq(hi, 0);
        CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_OPENING, -1), RENJU_ERANGE);
        CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_OPENING_N, 1), RENJU_ERANGE);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_opening_per_ruleset)
{
    renju_game *g;
    int v, rs;

    /* renju takes its own rules, and resets N to each rule's default */
    g = new_game(RENJU_RULES_RENJU, 15);
    for (v = RENJU_OPENING_NONE; v <= RENJU_OPENING_SUPER_SAKATA; v++) {
        if (v >= RENJU_OPENING_SWAP1 && v <= RENJU_OPENING_LONG_PRO)
            continue;
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, v));
        ck_assert_int_eq(get(g, RENJU_OPT_OPENING), v);
        ck_assert_int_eq(get(g, RENJU_OPT_OPENING_N),
                         v == RENJU_OPENING_SOOSORV ? 8
                         : v == RENJU_OPENING_TARAGUCHI || v == RENJU_OPENING_SUPER_TARAGUCHI ? 10
                         : 0);
    }
    for (v = RENJU_OPENING_SWAP1; v <= RENJU_OPENING_LONG_PRO; v++)
        CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_OPENING, v), RENJU_ERANGE);

    /* N within the rule's bounds */
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SOOSORV));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING_N, 1));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING_N, 8));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING_N, 9));   /* any N the organiser picks */
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING_N, RENJU_MAX_OFFERS));
    CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_OPENING_N, RENJU_MAX_OFFERS + 1), RENJU_ERANGE);
    CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_OPENING_N, 0), RENJU_ERANGE);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_TARAGUCHI));
    ck_assert_int_eq(get(g, RENJU_OPT_OPENING_N), 10);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING_N, RENJU_MAX_OFFERS));
    CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_OPENING_N, RENJU_MAX_OFFERS + 1),
                RENJU_ERANGE);
    renju_game_free(g);

    /* gomoku and caro take none and the gomoku rules, not the renju rules in between */
    for (rs = RENJU_RULES_FREESTYLE; rs <= RENJU_RULES_CARO6; rs++) {
        if (rs == RENJU_RULES_RENJU || rs == RENJU_RULES_FIVE_IN_A_ROW)
            continue;
        g = new_game(rs, 15);
        for (v = RENJU_OPENING_RIF; v <= RENJU_OPENING_TARAGUCHI; v++)
            CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_OPENING, v), RENJU_ERANGE);
        for (v = RENJU_OPENING_SWAP1; v <= RENJU_OPENING_LONG_PRO; v++) {
            CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, v));
            ck_assert_int_eq(get(g, RENJU_OPT_OPENING), v);
            ck_assert_int_eq(get(g, RENJU_OPT_OPENING_N), 0);
        }
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_NONE));
        renju_game_free(g);
    }

    /* five in a row: the Sapronov rule is its own, no other */
    g = new_game(RENJU_RULES_FIVE_IN_A_ROW, 15);
    for (v = RENJU_OPENING_RIF; v <= RENJU_OPENING_LONG_PRO; v++)
        CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_OPENING, v), RENJU_ERANGE);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_NONE));
    renju_game_free(g);
}
END_TEST

/* Every name is read back as its value, and so are the other spellings of
 * renju_game_new(3) and renju_opening(3); case, spaces, hyphens and underscores do
 * not count. */
START_TEST(test_names)
{
    const char *name;
    int v;

    for (v = 0; (name = renju_ruleset_name(v)) != NULL; v++)
        ck_assert_int_eq(renju_ruleset_from_name(name), v);
    for (v = 0; (name = renju_opening_rule_name(v)) != NULL; v++)
        ck_assert_int_eq(renju_opening_rule_from_name(name), v);
    ck_assert_int_eq(renju_ruleset_from_name("Gomoku"), RENJU_RULES_FREESTYLE);
    ck_assert_int_eq(renju_ruleset_from_name("RIF"), RENJU_RULES_RENJU);
    ck_assert_int_eq(renju_ruleset_from_name("caro"), RENJU_RULES_CARO5);
    ck_assert_int_eq(renju_ruleset_from_name("Five_In A-Row"), RENJU_RULES_FIVE_IN_A_ROW);
    ck_assert_int_eq(renju_opening_rule_from_name("5-swap"), RENJU_OPENING_TARANNIKOV);
    ck_assert_int_eq(renju_opening_rule_from_name("Soos\xc3\xb5rv"), RENJU_OPENING_SOOSORV);
    ck_assert_int_eq(renju_opening_rule_from_name("LongPro"), RENJU_OPENING_LONG_PRO);
    ck_assert_int_eq(renju_opening_rule_from_name("super sakata"), RENJU_OPENING_SUPER_SAKATA);
    ck_assert_int_eq(renju_opening_rule_from_name("SuperTaraguchi"),
                     RENJU_OPENING_SUPER_TARAGUCHI);
    ck_assert_int_eq(renju_ruleset_from_name("go"), RENJU_EINVAL);
    ck_assert_int_eq(renju_ruleset_from_name(""), RENJU_EINVAL);
    ck_assert_int_eq(renju_opening_rule_from_name("swap3"), RENJU_EINVAL);
}
END_TEST

START_TEST(test_opening_after_first_move)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    play_list(g, "h8");
    CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_RIF), RENJU_EPHASE);
    CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_NONE), RENJU_EPHASE);
    CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_OPENING_N, 0), RENJU_EPHASE);
    renju_game_free(g);
}
END_TEST

#include "check_options.tests.h"

int main(void)
{
    return run_suite(tests_suite("options"));
}
