/* SPDX-License-Identifier: MIT */
/* check_game.c - the life of a game handle: creation, memory functions, copies,
 * reset, rule set and size, version. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

static const int all_rulesets[] = {
    RENJU_RULES_FREESTYLE, RENJU_RULES_STANDARD, RENJU_RULES_RENJU, RENJU_RULES_FIVE_IN_A_ROW
};
#define NRULESETS ((int)(sizeof all_rulesets / sizeof all_rulesets[0]))

/* ------------------------------------------------------- counting allocator */

#define COUNTER_MAGIC 0x52454e4aL

/* Each block carries its size in front, so that the bytes still allocated are known. */
typedef union block_header {
    size_t size;
    long double align_ld;
    void *align_p;
    long long align_ll;
} block_header;

typedef struct counter {
    long magic;        /* proves that opaque reached the functions unchanged */
    int allocs;        /* successful allocations */
    int frees;         /* frees of a non-NULL pointer */
    int refused;       /* allocations refused */
    int budget;        /* allocations still allowed; negative: no limit */
    size_t live;       /* bytes allocated and not freed */
    int bad_opaque;    /* calls that did not receive the counter */
} counter;

static void counter_init(counter *c)
{
    memset(c, 0, sizeof *c);
    c->magic = COUNTER_MAGIC;
    c->budget = -1;
}

static void *counting_alloc(void *opaque, size_t size)
{
    counter *c = opaque;
    block_header *h;

    if (!c || c->magic != COUNTER_MAGIC) {
        if (c)
            c->bad_opaque++;
        return NULL;
    }
    if (c->budget == 0) {
        c->refused++;
        return NULL;
    }
    h = malloc(sizeof *h + size);
    if (!h)
        return NULL;
    if (c->budget > 0)
        c->budget--;
    h->size = size;
    c->allocs++;
    c->live += size;
    return h + 1;
}

static void counting_free(void *opaque, void *ptr)
{
    counter *c = opaque;
    block_header *h;

    if (!c || c->magic != COUNTER_MAGIC) {
        if (c)
            c->bad_opaque++;
        return;
    }
    if (!ptr)
        return;
    h = (block_header *)ptr - 1;
    c->frees++;
    c->live -= h->size;
    free(h);
}

/* Checks that a game is at the start: empty board, black to move, nothing played. */
static void assert_fresh(renju_game *g, int ruleset, int size)
{
    snapshot s;
    int p;

    snapshot_take(g, &s);
    ck_assert_int_eq(s.ruleset, ruleset);
    ck_assert_int_eq(s.size, size);
    for (p = 0; p < size * size; p++)
        ck_assert_int_eq(s.stone[p], RENJU_EMPTY);
    ck_assert_int_eq(s.side, RENJU_BLACK);
    ck_assert_int_eq(s.move_count, 0);
    ck_assert_int_eq(s.stone_count, 0);
    ck_assert_int_eq(s.nmoves, 0);
    ck_assert_int_eq(s.last_move, RENJU_NO_POINT);
    ck_assert_int_eq(s.result, RENJU_ONGOING);
    ck_assert_int_eq(s.reason, RENJU_REASON_NONE);
    ck_assert_int_eq(s.nline, 0);
    ck_assert_int_eq(s.foul_kind, RENJU_FORBID_NONE);
    ck_assert_int_eq(s.foul_point, RENJU_NO_POINT);
    ck_assert_int_eq(s.draw_offered, 0);
    ck_assert_int_eq(s.in_setup, 0);
}

/* ------------------------------------------------------------------- new */

TEST_CASE("new")

START_TEST(test_new_defaults)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 0);
        ck_assert_int_eq(renju_errcode(g), RENJU_OK);
        ck_assert_str_eq(renju_errmsg(g), "");
        ck_assert_int_eq(renju_game_ruleset(g), all_rulesets[i]);
        ck_assert_int_eq(renju_game_size(g), RENJU_DEFAULT_SIZE);
        assert_fresh(g, all_rulesets[i], RENJU_DEFAULT_SIZE);
        renju_game_free(g);

        g = new_game(all_rulesets[i], 15);
        assert_fresh(g, all_rulesets[i], 15);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_new_gomoku_sizes)
{
    int rs, size;

    for (rs = RENJU_RULES_FREESTYLE; rs <= RENJU_RULES_STANDARD; rs++)
        for (size = RENJU_MIN_SIZE; size <= RENJU_MAX_SIZE; size++) {
            renju_game *g = new_game(rs, size);
            assert_fresh(g, rs, size);
            ck_assert_int_eq(renju_game_size(g), size);
            ck_assert_int_eq(renju_game_ruleset(g), rs);
            renju_game_free(g);
        }
}
END_TEST

START_TEST(test_new_bad_sizes)
{
    static const int gomoku_bad[] = { RENJU_MIN_SIZE - 1, RENJU_MAX_SIZE + 1, -1, -15, 1, 100 };
    static const int renju_bad[] = { 5, 14, 16, 19, 20, -1, 21 };
    renju_game *g;
    size_t i;
    int rs;

    for (rs = RENJU_RULES_FREESTYLE; rs <= RENJU_RULES_STANDARD; rs++)
        for (i = 0; i < sizeof gomoku_bad / sizeof gomoku_bad[0]; i++) {
            g = (renju_game *)&g;  /* must be overwritten with NULL */
            ck_assert_int_eq(renju_game_new(&g, rs, gomoku_bad[i]), RENJU_ERANGE);
            ck_assert_ptr_null(g);
        }
    for (rs = RENJU_RULES_RENJU; rs <= RENJU_RULES_FIVE_IN_A_ROW; rs++)
        for (i = 0; i < sizeof renju_bad / sizeof renju_bad[0]; i++) {
            g = (renju_game *)&g;
            ck_assert_int_eq(renju_game_new(&g, rs, renju_bad[i]), RENJU_ERANGE);
            ck_assert_ptr_null(g);
        }
}
END_TEST

START_TEST(test_new_bad_ruleset)
{
    static const int bad[] = { -1, 6, 7, 100, -1000 };
    renju_game *g;
    size_t i;

    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        g = (renju_game *)&g;
        ck_assert_int_eq(renju_game_new(&g, bad[i], 15), RENJU_EINVAL);
        ck_assert_ptr_null(g);
    }
    ck_assert_int_eq(renju_game_new(NULL, RENJU_RULES_RENJU, 15), RENJU_EINVAL);
    ck_assert_int_eq(renju_game_new_custom(NULL, RENJU_RULES_RENJU, 15, NULL, NULL, NULL),
                     RENJU_EINVAL);
}
END_TEST

START_TEST(test_free_null)
{
    counter c;
    renju_game *g = NULL;

    renju_game_free(NULL);   /* a no-op */

    /* freeing a game returns everything it holds */
    counter_init(&c);
    ck_assert_int_eq(renju_game_new_custom(&g, RENJU_RULES_RENJU, 15, counting_alloc,
                                           counting_free, &c), RENJU_OK);
    play_list(g, "h8 h9 pass");
    ck_assert_uint_gt(c.live, 0);
    renju_game_free(g);
    ck_assert_uint_eq(c.live, 0);
    ck_assert_int_eq(c.allocs, c.frees);
}
END_TEST

/* ---------------------------------------------------------- memory functions */

TEST_CASE("memory")

START_TEST(test_custom_allocator_counts)
{
    counter c;
    renju_game *g = NULL, *copy = NULL;
    int moves[SNAP_MAX_CELLS], n, i;

    counter_init(&c);
    ck_assert_int_eq(renju_game_new_custom(&g, RENJU_RULES_FREESTYLE, 15, counting_alloc,
                                           counting_free, &c), RENJU_OK);
    ck_assert_ptr_nonnull(g);
    ck_assert_int_ge(c.allocs, 1);
    ck_assert_uint_gt(c.live, 0);

    /* a long game makes the handle's history grow through the same functions */
    n = no_five_fill(15, moves);
    for (i = 0; i < 200 && i < n; i++)
        CHECK_OK(g, renju_play(g, moves[i]));
    ck_assert_int_eq(renju_move_count(g), 200);

    CHECK_OK(g, renju_game_clone(&copy, g));
    ck_assert_ptr_nonnull(copy);
    /* the copy uses the same memory functions: playing on it needs no other allocator */
    for (; i < 220; i++)
        CHECK_OK(copy, renju_play(copy, moves[i]));
    ck_assert_int_eq(renju_move_count(copy), 220);

    renju_game_free(copy);
    ck_assert_int_gt(c.live, 0);   /* the original is still there */
    renju_game_free(g);
    ck_assert_int_eq(c.bad_opaque, 0);
    ck_assert_int_eq(c.allocs, c.frees);
    ck_assert_uint_eq(c.live, 0);
}
END_TEST

START_TEST(test_custom_allocator_half_given)
{
    counter c;
    renju_game *g;

    counter_init(&c);
    g = (renju_game *)&g;
    ck_assert_int_eq(renju_game_new_custom(&g, RENJU_RULES_RENJU, 15, counting_alloc, NULL, &c),
                     RENJU_EINVAL);
    ck_assert_ptr_null(g);
    g = (renju_game *)&g;
    ck_assert_int_eq(renju_game_new_custom(&g, RENJU_RULES_RENJU, 15, NULL, counting_free, &c),
                     RENJU_EINVAL);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(c.allocs, 0);

    /* both NULL: malloc and free, opaque unused */
    g = NULL;
    ck_assert_int_eq(renju_game_new_custom(&g, RENJU_RULES_RENJU, 15, NULL, NULL, &c),
                     RENJU_OK);
    ck_assert_ptr_nonnull(g);
    play_list(g, "h8 h9");
    renju_game_free(g);
    ck_assert_int_eq(c.allocs, 0);
    ck_assert_int_eq(c.bad_opaque, 0);
}
END_TEST

START_TEST(test_custom_allocator_new_fails)
{
    counter c;
    renju_game *g = NULL;
    int budget, rc = RENJU_ENOMEM;

    /* every possible point of failure while creating: ENOMEM, *game NULL, nothing left */
    for (budget = 0; budget < 16 && rc != RENJU_OK; budget++) {
        counter_init(&c);
        c.budget = budget;
        g = (renju_game *)&g;
        rc = renju_game_new_custom(&g, RENJU_RULES_RENJU, 15, counting_alloc, counting_free, &c);
        if (rc != RENJU_OK) {
            ck_assert_int_eq(rc, RENJU_ENOMEM);
            ck_assert_ptr_null(g);
            ck_assert_int_gt(c.refused, 0);
            ck_assert_uint_eq(c.live, 0);
        }
    }
    ck_assert_int_eq(rc, RENJU_OK);
    ck_assert_int_gt(budget, 1);   /* the first attempt, with nothing allowed, failed */
    assert_fresh(g, RENJU_RULES_RENJU, 15);
    renju_game_free(g);
    ck_assert_uint_eq(c.live, 0);
    ck_assert_int_eq(c.allocs, c.frees);
}
END_TEST

START_TEST(test_custom_allocator_play_fails)
{
    counter c;
    renju_game *g = NULL;
    int moves[SNAP_MAX_CELLS], n, i, failures = 0, rc;

    counter_init(&c);
    ck_assert_int_eq(renju_game_new_custom(&g, RENJU_RULES_FREESTYLE, 15, counting_alloc,
                                           counting_free, &c), RENJU_OK);
    n = no_five_fill(15, moves);
    /* with no memory, every move either succeeds without it or fails with ENOMEM and
     * leaves the game as it was; then, with memory, the same move succeeds */
    for (i = 0; i < n - 1; i++) {
        snapshot before;
        c.budget = 0;
        snapshot_take(g, &before);
        rc = renju_play(g, moves[i]);
        if (rc != RENJU_OK) {
            failures++;
            check_failed_call(g, rc, RENJU_ENOMEM, &before, "renju_play", __FILE__, __LINE__);
            c.budget = -1;
            CHECK_OK(g, renju_play(g, moves[i]));
        }
    }
    c.budget = -1;
    ck_assert_int_eq(renju_move_count(g), n - 1);
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    ck_assert_int_le(failures, c.refused);
    renju_game_free(g);
    ck_assert_uint_eq(c.live, 0);
    ck_assert_int_eq(c.allocs, c.frees);
}
END_TEST

START_TEST(test_custom_allocator_clone_fails)
{
    counter c;
    renju_game *g = NULL, *copy;
    snapshot before, after;
    size_t live;
    int budget, rc = RENJU_ENOMEM;

    counter_init(&c);
    ck_assert_int_eq(renju_game_new_custom(&g, RENJU_RULES_FREESTYLE, 15, counting_alloc,
                                           counting_free, &c), RENJU_OK);
    play_list(g, "h8 h9 i9 j10 pass");
    /* tags are owned by the handle too: their copy can fail as well */
    CHECK_OK(g, renju_tag_set(g, "PB", "Black player"));
    CHECK_OK(g, renju_tag_set(g, "GC", "a comment long enough to need memory of its own"));
    snapshot_take(g, &before);
    live = c.live;
    for (budget = 0; budget < 16 && rc != RENJU_OK; budget++) {
        c.budget = budget;
        copy = (renju_game *)&copy;
        rc = renju_game_clone(&copy, g);
        if (rc != RENJU_OK) {
            ck_assert_int_eq(rc, RENJU_ENOMEM);
            ck_assert_int_eq(renju_errcode(g), RENJU_ENOMEM);   /* recorded in src */
            ck_assert_str_ne(renju_errmsg(g), "");
            ck_assert_uint_eq(c.live, live);                    /* nothing leaked */
            snapshot_take(g, &after);
            snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
        }
    }
    ck_assert_int_eq(rc, RENJU_OK);
    ck_assert_int_gt(budget, 1);
    c.budget = -1;
    snapshot_take(copy, &after);
    snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
    renju_game_free(copy);
    ck_assert_uint_eq(c.live, live);
    renju_game_free(g);
    ck_assert_uint_eq(c.live, 0);
    ck_assert_int_eq(c.allocs, c.frees);
    ck_assert_int_eq(c.bad_opaque, 0);
}
END_TEST

/* ------------------------------------------------------------------ clone */

TEST_CASE("clone")

START_TEST(test_clone_copies_everything)
{
    renju_game *g = new_game(RENJU_RULES_STANDARD, 19), *copy = NULL;
    snapshot a, b;

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_MOVE_LIMIT, 300));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_ALLOW_PASS, 1));
    CHECK_OK(g, renju_tag_set(g, "EV", "a test event"));
    play_list(g, "j10 k10 j11 pass k12 a1 s19");
    CHECK_OK(g, renju_offer_draw(g, pt(g, "b2")));
    CHECK_OK(g, renju_game_clone(&copy, g));
    ck_assert_ptr_nonnull(copy);
    ck_assert_ptr_ne(copy, g);
    ck_assert_int_eq(renju_errcode(copy), RENJU_OK);
    snapshot_take(g, &a);
    snapshot_take(copy, &b);
    snapshot_assert_equal(&a, &b, __FILE__, __LINE__);
    ck_assert_int_eq(b.size, 19);
    ck_assert_int_eq(b.option[RENJU_OPT_MOVE_LIMIT], 300);
    ck_assert_int_eq(b.draw_offered, 1);
    ck_assert_int_eq(b.nmoves, 8);

    /* the history comes along: both undo and redo the same way */
    CHECK_OK(copy, renju_undo(copy));
    CHECK_OK(copy, renju_undo(copy));
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_undo(g));
    snapshot_take(g, &a);
    snapshot_take(copy, &b);
    snapshot_assert_equal(&a, &b, __FILE__, __LINE__);
    CHECK_OK(copy, renju_redo(copy));
    CHECK_OK(g, renju_redo(g));
    snapshot_take(g, &a);
    snapshot_take(copy, &b);
    snapshot_assert_equal(&a, &b, __FILE__, __LINE__);

    renju_game_free(copy);
    renju_game_free(g);
}
END_TEST

START_TEST(test_clone_of_finished_game)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *copy = NULL;
    snapshot a, b;

    play_list(g, "h8 a1 h9 a2 h10 a3 h11 a4 h12");
    ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);
    CHECK_OK(g, renju_game_clone(&copy, g));
    snapshot_take(g, &a);
    snapshot_take(copy, &b);
    snapshot_assert_equal(&a, &b, __FILE__, __LINE__);
    ck_assert_int_eq(b.result, RENJU_BLACK_WINS);
    ck_assert_int_eq(b.reason, RENJU_REASON_FIVE);
    ck_assert_int_eq(b.nline, 5);
    CHECK_FAILS(copy, renju_play(copy, pt(copy, "a5")), RENJU_EGAMEOVER);
    renju_game_free(g);      /* the copy does not depend on the original */
    CHECK_OK(copy, renju_undo(copy));
    ck_assert_int_eq(renju_result(copy), RENJU_ONGOING);
    renju_game_free(copy);
}
END_TEST

START_TEST(test_clone_independent)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15), *copy = NULL;
    snapshot orig, s;

    play_list(g, "h8 h9");
    CHECK_OK(g, renju_game_clone(&copy, g));
    snapshot_take(g, &orig);

    /* changing the copy leaves the original alone */
    play_list(copy, "i9 j10");
    CHECK_OK(copy, renju_setup_begin(copy));
    CHECK_OK(copy, renju_setup_put(copy, pt(copy, "a1"), RENJU_WHITE));
    snapshot_take(g, &s);
    snapshot_assert_equal(&orig, &s, __FILE__, __LINE__);
    ck_assert_int_eq(renju_stone(g, pt(g, "i9")), RENJU_EMPTY);
    ck_assert_int_eq(renju_in_setup(g), 0);

    /* and the other way round */
    CHECK_OK(copy, renju_setup_end(copy));
    snapshot_take(copy, &orig);
    play_list(g, "a15 o1 o15");
    CHECK_OK(g, renju_resign(g, RENJU_BLACK));
    CHECK_OK(g, renju_game_reset(g));
    snapshot_take(copy, &s);
    snapshot_assert_equal(&orig, &s, __FILE__, __LINE__);
    ck_assert_int_eq(renju_stone(copy, pt(copy, "i9")), RENJU_BLACK);
    ck_assert_int_eq(renju_stone(copy, pt(copy, "a1")), RENJU_WHITE);

    /* an error recorded in one handle is not seen in the other */
    CHECK_FAILS(g, renju_play(g, -1), RENJU_ERANGE);
    ck_assert_int_eq(renju_errcode(copy), RENJU_OK);
    ck_assert_str_eq(renju_errmsg(copy), "");

    renju_game_free(copy);
    renju_game_free(g);
}
END_TEST

START_TEST(test_clone_in_setup)
{
    renju_game *g = new_game(RENJU_RULES_STANDARD, 9), *copy = NULL;
    snapshot a, b;

    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "e5"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_side(g, RENJU_WHITE));
    CHECK_OK(g, renju_game_clone(&copy, g));
    snapshot_take(g, &a);
    snapshot_take(copy, &b);
    snapshot_assert_equal(&a, &b, __FILE__, __LINE__);
    ck_assert_int_eq(renju_in_setup(copy), 1);
    CHECK_OK(copy, renju_setup_end(copy));
    ck_assert_int_eq(renju_side_to_move(copy), RENJU_WHITE);
    ck_assert_int_eq(renju_in_setup(g), 1);
    renju_game_free(copy);
    renju_game_free(g);
}
END_TEST

START_TEST(test_clone_errors)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *copy = (renju_game *)&copy;

    play_list(g, "h8");
    CHECK_FAILS(g, renju_game_clone(NULL, g), RENJU_EINVAL);
    ck_assert_int_eq(renju_game_clone(&copy, NULL), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ reset */

TEST_CASE("reset")

START_TEST(test_reset)
{
    int i;

    for (i = 0; i < NRULESETS; i++) {
        renju_game *g = new_game(all_rulesets[i], 15);
        int v;

        CHECK_OK(g, renju_option_set(g, RENJU_OPT_ALLOW_PASS, 0));
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_MOVE_LIMIT, 77));
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_FOUL_POLICY, RENJU_FOUL_LOSE));
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_THREE_READING, RENJU_THREE_NONLITERAL));
        play_list(g, "h8 h9 a1 b2");
        CHECK_OK(g, renju_undo(g));       /* leave something to redo */
        CHECK_OK(g, renju_resign(g, RENJU_WHITE));
        ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);

        CHECK_OK(g, renju_game_reset(g));
        assert_fresh(g, all_rulesets[i], 15);
        CHECK_FAILS(g, renju_undo(g), RENJU_ENOMOVE);
        CHECK_FAILS(g, renju_redo(g), RENJU_ENOMOVE);
        CHECK_OK(g, renju_option_get(g, RENJU_OPT_ALLOW_PASS, &v));
        ck_assert_int_eq(v, 0);
        CHECK_OK(g, renju_option_get(g, RENJU_OPT_MOVE_LIMIT, &v));
        ck_assert_int_eq(v, 77);
        CHECK_OK(g, renju_option_get(g, RENJU_OPT_FOUL_POLICY, &v));
        ck_assert_int_eq(v, RENJU_FOUL_LOSE);
        CHECK_OK(g, renju_option_get(g, RENJU_OPT_THREE_READING, &v));
        ck_assert_int_eq(v, RENJU_THREE_NONLITERAL);

        /* a fresh start: options can be changed again and the first move is free */
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_MOVE_LIMIT, 0));
        play_list(g, "h8");
        ck_assert_int_eq(renju_stone(g, pt(g, "h8")), RENJU_BLACK);
        ck_assert_int_eq(renju_move_count(g), 1);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_reset_from_setup)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 7);

    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "a1"), RENJU_BLACK));
    CHECK_OK(g, renju_setup_side(g, RENJU_WHITE));
    CHECK_OK(g, renju_game_reset(g));
    assert_fresh(g, RENJU_RULES_FREESTYLE, 7);

    /* a set-up position is not where reset goes back to */
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "g7"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_end(g));
    play_list(g, "d4");
    CHECK_OK(g, renju_game_reset(g));
    assert_fresh(g, RENJU_RULES_FREESTYLE, 7);
    ck_assert_int_eq(renju_game_reset(NULL), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------- rule set and size */

TEST_CASE("identity")

START_TEST(test_ruleset_and_size)
{
    renju_game *g;
    int i;

    for (i = 0; i < NRULESETS; i++) {
        g = new_game(all_rulesets[i], 15);
        ck_assert_int_eq(renju_game_ruleset(g), all_rulesets[i]);
        ck_assert_int_eq(renju_game_size(g), 15);
        play_list(g, "h8");
        ck_assert_int_eq(renju_game_ruleset(g), all_rulesets[i]);
        ck_assert_int_eq(renju_game_size(g), 15);
        renju_game_free(g);
    }
    g = new_game(RENJU_RULES_STANDARD, 20);
    ck_assert_int_eq(renju_game_size(g), 20);
    ck_assert_int_eq(renju_game_ruleset(g), RENJU_RULES_STANDARD);
    renju_game_free(g);
    g = new_game(RENJU_RULES_FREESTYLE, 5);
    ck_assert_int_eq(renju_game_size(g), 5);
    ck_assert_int_eq(renju_game_ruleset(g), RENJU_RULES_FREESTYLE);
    renju_game_free(g);
    ck_assert_int_eq(renju_game_ruleset(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_game_size(NULL), RENJU_EINVAL);
}
END_TEST

/* ---------------------------------------------------------------- version */

START_TEST(test_version)
{
    char text[32];
    int major = -1, minor = -1, patch = -1, used = 0;
    const char *s = renju_version_string();

    ck_assert_int_eq(renju_version_number(), RENJU_VERSION_NUMBER);
    ck_assert_ptr_nonnull(s);
    ck_assert_str_eq(s, RENJU_VERSION_STRING);
    ck_assert_int_eq(RENJU_VERSION_NUMBER,
                     RENJU_VERSION_MAJOR * 10000 + RENJU_VERSION_MINOR * 100 + RENJU_VERSION_PATCH);
    snprintf(text, sizeof text, "%d.%d.%d", RENJU_VERSION_MAJOR, RENJU_VERSION_MINOR,
             RENJU_VERSION_PATCH);
    ck_assert_str_eq(RENJU_VERSION_STRING, text);

    /* the run-time string and number tell the same version */
    ck_assert_int_eq(sscanf(s, "%d.%d.%d%n", &major, &minor, &patch, &used), 3);
    ck_assert_uint_eq((size_t)used, strlen(s));
    ck_assert_int_eq(major * 10000 + minor * 100 + patch, renju_version_number());
    ck_assert_int_eq(renju_version_number() / 10000, RENJU_VERSION_MAJOR);
}
END_TEST

#include "check_game.tests.h"

int main(void)
{
    return run_suite(tests_suite("game"));
}
