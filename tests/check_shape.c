/* SPDX-License-Identifier: MIT */
/* check_shape.c - shape queries and explanations of forbidden points. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

/* A renju position from two notation lists, black to move. */
static renju_game *position(const char *black, const char *white)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    set_up(g, black, white, RENJU_BLACK);
    return g;
}

static void expect_explain(renju_game *g, const char *point, const char *want)
{
    char buf[512];
    int n = renju_explain(g, pt(g, point), buf, sizeof buf);

    ck_assert_int_eq(n, (int)strlen(want));
    ck_assert_str_eq(buf, want);
    ck_assert_int_eq(renju_explain(g, pt(g, point), NULL, 0), n + 1);
}

TEST_CASE("explain")

START_TEST(explain_verdicts)
{
    renju_game *g = position("h9 h10 i8 j8", "-");
    expect_explain(g, "h8", "h8 is a double-three: h8 i8 j8 (straight four at g8 or k8) "
                            "and h8 h9 h10 (straight four at h7 or h11)");
    expect_explain(g, "k8", "k8 is legal: i8 j8 k8 (three: straight four at h8 or l8)");
    expect_explain(g, "a1", "a1 is legal");
    renju_game_free(g);

    g = position("e8 f8 g8 h5 h6 h7", "-");
    expect_explain(g, "h8", "h8 is a double-four: e8 f8 g8 h8 (straight four: five at d8 or i8) "
                            "and h5 h6 h7 h8 (straight four: five at h4 or h9)");
    renju_game_free(g);

    g = position("d8 e8 f8 j8 k8 l8", "-");
    expect_explain(g, "h8", "h8 is a double-four: d8 e8 f8 h8 j8 k8 l8 (two fours: fives at g8 and i8)");
    renju_game_free(g);

    g = position("e8 f8 g8 i8 j8", "-");
    expect_explain(g, "h8", "h8 is an overline: e8 f8 g8 h8 i8 j8");
    renju_game_free(g);

    g = position("d8 e8 f8 g8 h5 h6 h7", "c8");
    expect_explain(g, "h8", "h8 is legal (it makes a five): d8 e8 f8 g8 h8 (a five); "
                            "h5 h6 h7 h8 (straight four: five at h4 or h9)");
    renju_game_free(g);

    /* a three made false by its only straight-four point, itself a double-four */
    g = position("h9 h10 i8 j8 e7 f7 g7 i6 j5 k4", "h12");
    expect_explain(g, "h8", "h8 is legal: h8 i8 j8 (three: straight four at k8); "
                            "h8 h9 h10 (no real three: h7 is a double-four)");
    renju_game_free(g);
}
END_TEST

START_TEST(keys_and_status)
{
    renju_game *g = position("h9 h10 i8 j8 e7 f7 g7 i6 j5 k4", "h12");
    int keys[8], status[8], stones[8];

    ck_assert_int_eq(renju_shape(g, pt(g, "h8"), RENJU_BLACK, RENJU_DIR_VERTICAL),
                     RENJU_SHAPE_FALSE_THREE);
    ck_assert_int_eq(renju_shape_keys(g, pt(g, "h8"), RENJU_BLACK, RENJU_DIR_VERTICAL,
                                      keys, status, 8), 1);
    ck_assert_int_eq(keys[0], pt(g, "h7"));
    ck_assert_int_eq(status[0], RENJU_FORBID_DOUBLE_FOUR);
    ck_assert_int_eq(renju_shape_stones(g, pt(g, "h8"), RENJU_BLACK, RENJU_DIR_VERTICAL,
                                        stones, 8), 3);
    ck_assert_int_eq(stones[0], pt(g, "h8"));
    ck_assert_int_eq(stones[2], pt(g, "h10"));

    /* horizontally: g8 is a double-four once h8 is in place, k8 is playable */
    ck_assert_int_eq(renju_shape(g, pt(g, "h8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_THREE);
    ck_assert_int_eq(renju_shape_keys(g, pt(g, "h8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL,
                                      keys, status, 8), 2);
    ck_assert_int_eq(keys[0], pt(g, "g8"));
    ck_assert_int_eq(status[0], RENJU_FORBID_DOUBLE_FOUR);  /* g8-j8 and g8 i6 j5 k4 */
    ck_assert_int_eq(keys[1], pt(g, "k8"));
    ck_assert_int_eq(status[1], 0);
    ck_assert_int_eq(renju_shape(g, pt(g, "h8"), RENJU_BLACK, RENJU_DIR_DIAGONAL),
                     RENJU_SHAPE_NONE);
    renju_game_free(g);
}
END_TEST

/* renju_rules(7), FORBIDDEN MOVES, vector C8 of the test data: g8 would turn f8 h8 i8 into a straight four
 * but makes the five g4-g8 at the same time, so in the literal reading it cannot. */
START_TEST(three_reading)
{
    renju_game *g = position("f8 i8 h9 h10 g4 g5 g6 g7", "g3 a1");
    int keys[8], status[8], n, i, found = 0;

    ck_assert_int_eq(renju_forbidden(g, pt(g, "h8")), RENJU_FORBID_NONE);
    n = renju_shape_keys(g, pt(g, "h8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL, keys, status, 8);
    for (i = 0; i < n; i++)
        if (keys[i] == pt(g, "g8"))
            found = status[i] == RENJU_KEY_MAKES_FIVE;
    ck_assert_msg(found, "g8 should be refused as making a five in the literal reading");
    renju_game_free(g);

    /* read the other way, g8 counts and h8 is a double-three */
    g = new_game(RENJU_RULES_RENJU, 15);
    ck_assert_int_eq(renju_option_set(g, RENJU_OPT_THREE_READING, RENJU_THREE_NONLITERAL), RENJU_OK);
    ck_assert_int_eq(renju_setup_begin(g), RENJU_OK);
    {
        const char *b[] = { "f8", "i8", "h9", "h10", "g4", "g5", "g6", "g7" };
        for (i = 0; i < 8; i++)
            ck_assert_int_eq(renju_setup_put(g, pt(g, b[i]), RENJU_BLACK), RENJU_OK);
        ck_assert_int_eq(renju_setup_put(g, pt(g, "g3"), RENJU_WHITE), RENJU_OK);
        ck_assert_int_eq(renju_setup_put(g, pt(g, "a1"), RENJU_WHITE), RENJU_OK);
    }
    ck_assert_int_eq(renju_setup_end(g), RENJU_OK);
    ck_assert_int_eq(renju_forbidden(g, pt(g, "h8")), RENJU_FORBID_DOUBLE_THREE);
    n = renju_shape_keys(g, pt(g, "h8"), RENJU_BLACK, RENJU_DIR_HORIZONTAL, keys, status, 8);
    for (i = 0, found = 0; i < n; i++)
        if (keys[i] == pt(g, "g8"))
            found = status[i] == 0;
    ck_assert(found);
    renju_game_free(g);
}
END_TEST

TEST_CASE("shapes")

START_TEST(white_and_gomoku_shapes)
{
    renju_game *g = position("a1", "f8 g8 h8 j9 j10 j11");
    int keys[4];

    ck_assert_int_eq(renju_shape(g, pt(g, "i8"), RENJU_WHITE, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_STRAIGHT_FOUR);
    ck_assert_int_eq(renju_shape(g, pt(g, "j8"), RENJU_WHITE, RENJU_DIR_VERTICAL),
                     RENJU_SHAPE_STRAIGHT_FOUR);
    ck_assert_int_eq(renju_shape_keys(g, pt(g, "j12"), RENJU_WHITE, RENJU_DIR_VERTICAL,
                                      keys, NULL, 4), 2);
    /* an existing stone of that colour is analysed as it stands */
    ck_assert_int_eq(renju_shape(g, pt(g, "g8"), RENJU_WHITE, RENJU_DIR_HORIZONTAL),
                     RENJU_SHAPE_THREE);
    renju_game_free(g);
}
END_TEST

START_TEST(shape_errors)
{
    renju_game *g = position("h8", "h9");
    int buf[1];
    char text[4];

    CHECK_FAILS(g, renju_shape(g, pt(g, "h9"), RENJU_BLACK, 0), RENJU_EOCCUPIED);
    CHECK_FAILS(g, renju_shape(g, 225, RENJU_BLACK, 0), RENJU_ERANGE);
    CHECK_FAILS(g, renju_shape(g, -1, RENJU_BLACK, 0), RENJU_ERANGE);
    CHECK_FAILS(g, renju_shape(g, 0, RENJU_EMPTY, 0), RENJU_EINVAL);
    CHECK_FAILS(g, renju_shape(g, 0, RENJU_BLACK, 4), RENJU_EINVAL);
    CHECK_FAILS(g, renju_shape_stones(g, pt(g, "i8"), RENJU_BLACK, 0, NULL, 3), RENJU_EINVAL);
    ck_assert_int_eq(renju_shape_stones(g, pt(g, "i8"), RENJU_BLACK, 0, buf, 1), 0);
    renju_game_free(g);
    g = position("h9 h10 i8 j8", "-");
    CHECK_FAILS(g, renju_shape_stones(g, pt(g, "h8"), RENJU_BLACK, 0, buf, 1), RENJU_EBUFSIZE);
    ck_assert_int_eq(renju_shape_stones(g, pt(g, "h8"), RENJU_BLACK, 0, NULL, 0), 3);
    CHECK_FAILS(g, renju_shape_keys(g, pt(g, "h8"), RENJU_BLACK, 0, buf, NULL, 1), RENJU_EBUFSIZE);
    renju_game_free(g);
    g = position("h8", "h9");
    CHECK_FAILS(g, renju_shape_keys(g, pt(g, "h8"), RENJU_WHITE, 0, buf, NULL, 1), RENJU_EOCCUPIED);
    CHECK_FAILS(g, renju_explain(g, pt(g, "h8"), text, sizeof text), RENJU_EOCCUPIED);
    CHECK_FAILS(g, renju_explain(g, pt(g, "a1"), text, sizeof text), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_explain(g, 999, text, sizeof text), RENJU_ERANGE);
    CHECK_FAILS(g, renju_explain(g, pt(g, "a1"), NULL, 10), RENJU_EINVAL);
    ck_assert_int_eq(renju_shape(NULL, 0, 1, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_shape_stones(NULL, 0, 1, 0, NULL, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_shape_keys(NULL, 0, 1, 0, NULL, NULL, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_explain(NULL, 0, NULL, 0), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

/* The shapes must add up to the engine's verdict on every point of many positions:
 * the explanation and the forbidden check cannot disagree. */
static unsigned long long rng_state = 0x5eed1234abcdULL;
static unsigned rnd(unsigned n)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (unsigned)(rng_state % n);
}

TEST_CASE("agreement", 120)

START_TEST(shapes_agree_with_verdicts)
{
    int round, rounds = 2000, p, d;
    const char *env = getenv("RENJU_TEST_SCALE");

    if (env && atof(env) > 0 && atof(env) < 1)
        rounds = (int)(rounds * atof(env)) + 10;
    for (round = 0; round < rounds; round++) {
        renju_game *g = new_game(RENJU_RULES_RENJU, 15);
        int stones = 10 + (int)rnd(40), placed = 0, tries = 0;
        unsigned char map[225];

        ck_assert_int_eq(renju_setup_begin(g), RENJU_OK);
        while (placed < stones && tries++ < 1000) {
            int c = 7 + (int)rnd(9) - 4, r = 7 + (int)rnd(9) - 4;
            p = r * 15 + c;
            if (renju_stone(g, p) != RENJU_EMPTY)
                continue;
            renju_setup_put(g, p, rnd(5) < 3 ? RENJU_BLACK : RENJU_WHITE);
            if (renju_setup_end(g) != RENJU_OK) {       /* holds a five: take it back */
                renju_setup_put(g, p, RENJU_EMPTY);
                continue;
            }
            renju_setup_begin(g);
            placed++;
        }
        ck_assert_int_eq(renju_setup_end(g), RENJU_OK);
        ck_assert_int_ge(renju_forbidden_map(g, map, sizeof map), 0);
        for (p = 0; p < 225; p++) {
            int fives = 0, overlines = 0, fours = 0, threes = 0, want;
            if (renju_stone(g, p) != RENJU_EMPTY)
                continue;
            for (d = 0; d < 4; d++) {
                switch (renju_shape(g, p, RENJU_BLACK, d)) {
                case RENJU_SHAPE_FIVE: fives++; break;
                case RENJU_SHAPE_OVERLINE: overlines++; break;
                case RENJU_SHAPE_STRAIGHT_FOUR: case RENJU_SHAPE_FOUR: fours++; break;
                case RENJU_SHAPE_DOUBLE_FOUR: fours += 2; break;
                case RENJU_SHAPE_THREE: threes++; break;
                default: break;
                }
            }
            want = fives ? RENJU_FORBID_NONE
                 : overlines ? RENJU_FORBID_OVERLINE
                 : fours >= 2 ? RENJU_FORBID_DOUBLE_FOUR
                 : threes >= 2 ? RENJU_FORBID_DOUBLE_THREE : RENJU_FORBID_NONE;
            ck_assert_msg(map[p] == want, "round %d point %d: engine %d, shapes %d",
                          round, p, map[p], want);
        }
        renju_game_free(g);
    }
}
END_TEST

#include "check_shape.tests.h"

int main(void)
{
    return run_suite(tests_suite("shape"));
}
