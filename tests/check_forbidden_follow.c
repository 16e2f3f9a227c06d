/* SPDX-License-Identifier: MIT */
/*
 * check_forbidden_follow.c - the forbidden map that a game keeps and brings up to date
 * (renju_forbidden_map(), lib/core/forbidden_map.c) against a map made from scratch and
 * against the independent reference checker (tests/reference.c).
 *
 * A game takes random steps: moves near the stones (legal, forbidden, or ending the
 * game), undo, redo, undo back to the empty board, positions set up (stones put, taken
 * and turned to the other colour, in and out of setup mode), the three reading turned
 * over where the game allows it, and clones that the walk goes on with.  After every
 * step the game's map, asked of the game as it stands, must equal the map of a second
 * game given the same stones from an empty board, kind for kind and in its count, and
 * the reference's verdict on every empty point.  The walks run on 15x15 in renju,
 * starting empty and from a chain of false threes (whose points are judged through
 * others' lines), and on boards of other sizes in standard gomoku, whose maps are laid
 * out otherwise.
 *
 * RENJU_TEST_SCALE (default 1) scales the number of steps; the seeds are fixed.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "reference.h"
#include "testutil.h"

#define MAXC (RENJU_MAX_SIZE * RENJU_MAX_SIZE)

/* Check reports every passed assertion to the parent process, which costs a system
 * call; the loops over many steps test their conditions with this instead. */
#define REQUIRE(cond, ...) \
    do { \
        if (!(cond)) \
            ck_abort_msg(__VA_ARGS__); \
    } while (0)

TEST_RANDOM(0x6a09e667f3bcc908ULL)

typedef struct walk {
    renju_game *g;      /* the game that walks */
    renju_game *fresh;  /* given each position from an empty board */
    int size;
    int steps;          /* steps taken */
    int kinds[4];       /* forbidden points seen, by kind, over the steps */
    int changed;        /* steps after which the map differed from the step before */
    long stones;        /* the stones on the board, over the steps */
    unsigned char last[MAXC];
} walk;

/* The game's stones on a reference board. */
static void read_stones(renju_game *g, ref_board *b)
{
    int p, size = renju_game_size(g);

    ref_board_clear(b, size);
    for (p = 0; p < size * size; p++)
        b->cell[p] = (unsigned char)renju_stone(g, p);
}

/* The map of the position on b, made from scratch in w->fresh: reset (which drops any
 * map the game kept), the reading set, the stones put in setup mode. */
static int scratch_map(walk *w, const ref_board *b, int reading, unsigned char *map)
{
    int p, n;

    REQUIRE(renju_game_reset(w->fresh) == RENJU_OK, "reset: %s", renju_errmsg(w->fresh));
    REQUIRE(renju_option_set(w->fresh, RENJU_OPT_THREE_READING, reading) == RENJU_OK,
            "reading: %s", renju_errmsg(w->fresh));
    REQUIRE(renju_setup_begin(w->fresh) == RENJU_OK, "setup: %s", renju_errmsg(w->fresh));
    for (p = 0; p < b->size * b->size; p++)
        if (b->cell[p] != REF_EMPTY)
            REQUIRE(renju_setup_put(w->fresh, p, b->cell[p]) == RENJU_OK, "put: %s",
                    renju_errmsg(w->fresh));
    n = renju_forbidden_map(w->fresh, map, MAXC);
    REQUIRE(n >= 0, "map from scratch: %s", renju_errmsg(w->fresh));
    return n;
}

/* The position as "black / white" in the game's notation, on stderr. */
static void print_position(renju_game *g, const ref_board *b)
{
    char name[8];
    int colour, p, any;

    for (colour = REF_BLACK; colour <= REF_WHITE; colour++) {
        any = 0;
        for (p = 0; p < b->size * b->size; p++)
            if (b->cell[p] == colour && renju_point_format(g, p, name, sizeof name) > 0) {
                fprintf(stderr, "%s%s", any ? " " : "", name);
                any = 1;
            }
        fputs(colour == REF_BLACK ? (any ? " / " : "- / ") : (any ? "\n" : "-\n"), stderr);
    }
}

/* The game's map against the map from scratch and the reference, after a step. */
static void compare(walk *w, const char *step)
{
    unsigned char kept[MAXC + 1], scratch[MAXC];
    ref_board b;
    int reading, n_kept, n_scratch, p, ref, cells = w->size * w->size, bad = -1;

    REQUIRE(renju_option_get(w->g, RENJU_OPT_THREE_READING, &reading) == RENJU_OK, "reading");
    memset(kept, 0xee, sizeof kept);
    n_kept = renju_forbidden_map(w->g, kept, sizeof kept);
    REQUIRE(n_kept >= 0, "the kept map: %s", renju_errmsg(w->g));
    read_stones(w->g, &b);
    n_scratch = scratch_map(w, &b, reading, scratch);
    for (p = 0; p < cells && bad < 0; p++) {
        ref = b.cell[p] == REF_EMPTY ? ref_forbidden(&b, p, reading) : REF_LEGAL;
        if (kept[p] != scratch[p] || kept[p] != ref)
            bad = p;
        else
            w->kinds[ref]++;
    }
    if (bad >= 0 || n_kept != n_scratch) {
        fprintf(stderr, "step %d (%s), %dx%d, %s reading: at point %d the kept map says %d, "
                "the map from scratch %d, the reference %d; %d and %d forbidden\n  ",
                w->steps, step, w->size, w->size, reading ? "nonliteral" : "literal", bad,
                bad >= 0 ? kept[bad] : -1, bad >= 0 ? scratch[bad] : -1,
                bad >= 0 && b.cell[bad] == REF_EMPTY ? ref_forbidden(&b, bad, reading) : -1,
                n_kept, n_scratch);
        print_position(w->g, &b);
    }
    REQUIRE(bad < 0 && n_kept == n_scratch, "the kept map differs after %s", step);
    REQUIRE(kept[cells] == 0xee, "the map wrote past its points");
    w->changed += memcmp(kept, w->last, (size_t)cells) != 0;
    w->stones += renju_stone_count(w->g);
    memcpy(w->last, kept, (size_t)cells);
    w->steps++;
}

/* A random empty point, near the stones (within two) most of the time, in a square of
 * the board around its centre, two thirds of its width, that fills up. */
static int pick_point(renju_game *g, int size)
{
    int tries, p, q, c, r, span = size >= 9 ? size * 2 / 3 : size, o = (size - span) / 2;

    for (tries = 0; tries < 200; tries++) {
        c = o + (int)rnd((unsigned)span);
        r = o + (int)rnd((unsigned)span);
        p = r * size + c;
        if (renju_stone(g, p) != RENJU_EMPTY)
            continue;
        if (rnd(8) == 0 || renju_stone_count(g) == 0)
            return p;
        for (q = 0; q < 25; q++) {
            int qc = c + (int)(q % 5) - 2, qr = r + (int)(q / 5) - 2;
            if (qc >= 0 && qc < size && qr >= 0 && qr < size
                && renju_stone(g, qr * size + qc) != RENJU_EMPTY)
                return p;
        }
    }
    return -1;
}

/* Setup mode: stones put, taken away and turned to the other colour; the map is asked in
 * setup mode too.  The position is kept if setup_end takes it, else the board is reset.
 * The three reading may be turned over after, the history being empty. */
static void set_up(walk *w)
{
    int i, n = 1 + (int)rnd(12), p, colour, reading;

    REQUIRE(renju_setup_begin(w->g) == RENJU_OK, "setup: %s", renju_errmsg(w->g));
    for (i = 0; i < n; i++) {
        p = (int)rnd((unsigned)(w->size * w->size));
        colour = renju_stone(w->g, p);
        switch (rnd(4)) {
        case 0:
            colour = RENJU_EMPTY;
            break;
        case 1:     /* the other colour, or black on an empty point */
            colour = colour == RENJU_BLACK ? RENJU_WHITE : RENJU_BLACK;
            break;
        default:
            if ((p = pick_point(w->g, w->size)) < 0)
                continue;
            colour = rnd(3) ? RENJU_BLACK : RENJU_WHITE;
            break;
        }
        REQUIRE(renju_setup_put(w->g, p, colour) == RENJU_OK, "put: %s", renju_errmsg(w->g));
        if (rnd(3) == 0)
            compare(w, "a stone put in setup mode");
    }
    REQUIRE(renju_setup_side(w->g, rnd(2) ? RENJU_BLACK : RENJU_WHITE) == RENJU_OK, "side");
    if (renju_setup_end(w->g) != RENJU_OK)
        REQUIRE(renju_game_reset(w->g) == RENJU_OK, "reset: %s", renju_errmsg(w->g));
    compare(w, "a position set up");
    if (rnd(2)) {
        REQUIRE(renju_option_get(w->g, RENJU_OPT_THREE_READING, &reading) == RENJU_OK, "get");
        REQUIRE(renju_option_set(w->g, RENJU_OPT_THREE_READING, !reading) == RENJU_OK,
                "the reading turned over: %s", renju_errmsg(w->g));
        compare(w, "the three reading turned over");
    }
}

/* A move at p; a black move in renju under the foul policy reject must be refused
 * exactly when the reference forbids it (the move's check reads the map the game keeps
 * when it is of the position). */
static void play(walk *w, int p)
{
    ref_board b;
    int rc, policy, reading, forbidden = -1;

    REQUIRE(renju_option_get(w->g, RENJU_OPT_FOUL_POLICY, &policy) == RENJU_OK, "policy");
    REQUIRE(renju_option_get(w->g, RENJU_OPT_THREE_READING, &reading) == RENJU_OK, "reading");
    if (renju_game_ruleset(w->g) == RENJU_RULES_RENJU && policy == RENJU_FOUL_REJECT
        && renju_side_to_move(w->g) == RENJU_BLACK && renju_result(w->g) == RENJU_ONGOING) {
        read_stones(w->g, &b);
        forbidden = ref_forbidden(&b, p, reading) != REF_LEGAL;
    }
    rc = renju_play(w->g, p);
    if (forbidden >= 0 && (rc == RENJU_OK || rc == RENJU_EFORBIDDEN))
        REQUIRE((rc == RENJU_EFORBIDDEN) == forbidden, "step %d: the move at %d was %s",
                w->steps, p, forbidden ? "let through" : "refused");
}

/* One random step of the walk, and the comparison after it. */
static void step(walk *w)
{
    renju_game *clone = NULL;
    int action = (int)rnd(100), p;

    if (action < 70) {
        p = pick_point(w->g, w->size);
        if (p >= 0)
            play(w, p);     /* forbidden, or after the end of the game: refused */
        compare(w, "a move");
        /* mostly taken back if it ended the game, so that the board fills up */
        if (renju_result(w->g) != RENJU_ONGOING && rnd(8)) {
            renju_undo(w->g);
            compare(w, "the move that ended the game taken back");
        }
    } else if (action < 85) {
        renju_undo(w->g);
        compare(w, "an undo");
    } else if (action < 92) {
        renju_redo(w->g);
        compare(w, "a redo");
    } else if (action < 95) {
        REQUIRE(renju_game_clone(&clone, w->g) == RENJU_OK, "clone: %s", renju_errmsg(w->g));
        renju_game_free(w->g);
        w->g = clone;
        compare(w, "a clone");
    } else if (action < 98) {
        set_up(w);
    } else if (rnd(2)) {
        while (renju_undo(w->g) == RENJU_OK)
            ;
        compare(w, "undo back to the start");
    } else {
        REQUIRE(renju_game_reset(w->g) == RENJU_OK, "reset: %s", renju_errmsg(w->g));
        compare(w, "a reset");
    }
}

static renju_game *new_game(int size)
{
    renju_game *g = NULL;

    /* the map is the same in every rule set: renju is played on 15x15 only */
    ck_assert_int_eq(renju_game_new(&g, size == 15 ? RENJU_RULES_RENJU : RENJU_RULES_STANDARD,
                                    size), RENJU_OK);
    return g;
}

static void walk_begin(walk *w, int size)
{
    memset(w, 0, sizeof *w);
    w->size = size;
    w->g = new_game(size);
    w->fresh = new_game(size);
    ck_assert_int_eq(renju_option_set(w->g, RENJU_OPT_FOUL_POLICY,
                                      rnd(2) ? RENJU_FOUL_REJECT : RENJU_FOUL_LOSE), RENJU_OK);
    compare(w, "a new game");
}

/* The walk's steps and what it saw; the maps must have changed often (at least once
 * in twenty steps; a 20x20 walk changes its map about once in ten) and held
 * double-threes, or the walk tested little.  A walk cut short by RENJU_TEST_SCALE (the
 * valgrind run takes a twentieth: some 50 steps a board) promises neither, a few
 * steps of it often holding no more than a handful of stones. */
static void walk_end(walk *w, const char *name)
{
    fprintf(stderr, "%s: %d steps, %.1f stones on average, %d maps changed, %d overline, "
            "%d double-four, %d double-three points\n", name, w->steps,
            (double)w->stones / w->steps, w->changed, w->kinds[REF_OVERLINE],
            w->kinds[REF_DOUBLE_FOUR], w->kinds[REF_DOUBLE_THREE]);
    if (w->steps >= 500) {
        ck_assert_int_ge(w->changed * 20, w->steps);
        ck_assert_int_gt(w->kinds[REF_DOUBLE_THREE], 0);
    }
    renju_game_free(w->g);
    renju_game_free(w->fresh);
}

TEST_CASE("walks", 600)

START_TEST(test_walk_renju)
{
    walk w;
    int i, n = scaled(6000);

    rnd_seed(&rng, 1);
    walk_begin(&w, 15);
    for (i = 0; i < n; i++)
        step(&w);
    ck_assert_int_gt(w.kinds[REF_DOUBLE_FOUR], 0);
    ck_assert_int_gt(w.kinds[REF_OVERLINE], 0);
    walk_end(&w, "renju, 15x15");
}
END_TEST

/* Moves anywhere on the board and take-backs, n steps, from the position the walk
 * stands on (never a reset or a new position). */
static void moves_and_undos(walk *w, int n)
{
    int i, p;

    for (i = 0; i < n; i++) {
        if (rnd(3)) {
            p = (int)rnd((unsigned)(w->size * w->size));
            if (renju_stone(w->g, p) == RENJU_EMPTY)
                play(w, p);
            compare(w, "a move on a set-up position");
        } else {
            renju_undo(w->g);
            compare(w, "an undo on a set-up position");
        }
    }
}

/* Set up the stones of the lists ("h8 i9 ...") in the walk's game, colour to move, in
 * the reading given. */
static void set_up_lists(walk *w, const char *black, const char *white, int colour,
                         int reading)
{
    char name[8];
    const char *t;
    int k, p, len;

    REQUIRE(renju_game_reset(w->g) == RENJU_OK, "reset");
    REQUIRE(renju_option_set(w->g, RENJU_OPT_THREE_READING, reading) == RENJU_OK, "reading");
    REQUIRE(renju_setup_begin(w->g) == RENJU_OK, "setup");
    for (k = 0; k < 2; k++)
        for (t = k ? white : black; sscanf(t, "%7s%n", name, &len) == 1; t += len) {
            REQUIRE(renju_point_parse(w->g, name, &p) == RENJU_OK, "%s", name);
            REQUIRE(renju_setup_put(w->g, p, k ? RENJU_WHITE : RENJU_BLACK) == RENJU_OK,
                    "put %s", name);
        }
    REQUIRE(renju_setup_side(w->g, colour) == RENJU_OK, "side");
    REQUIRE(renju_setup_end(w->g) == RENJU_OK, "setup end: %s", renju_errmsg(w->g));
    compare(w, "a position set up");
}

/* The chain of false threes of bench_forbidden (build_chain()): judging one of its
 * points judges the next, across the board, so a stone far from a point changes its
 * verdict.  Each side to move, each reading. */
START_TEST(test_walk_chain)
{
    static const char black[] =
        "i1 k1 l1 m1 n1 b2 d2 i2 k2 o2 a3 b3 c3 g3 j3 m3 n3 o3 e4 f4 k4 m4 b5 c5 d5 f5 "
        "g5 h5 k5 l5 n5 o5 b6 h6 i6 a7 e7 k7 l7 b8 e8 j8 n8 e9 g9 j9 k9 m9 n9 h10 i10 "
        "c11 e11 i11 k11 b12 c12 d12 e12 g12 i12 k12 l12 m12 o12 b13 c13 d13 f13 h13 "
        "i13 l13 m13 o13 e14 f14 a15 e15";
    static const char white[] =
        "h1 j2 l2 e3 o4 m6 m8 i9 o9 b10 n11 n12 a13 e13 k13 j14 k14 n14 o14 c15 g15 i15 "
        "k15 m15 n15";
    walk w;
    int round, n = scaled(1500);

    rnd_seed(&rng, 2);
    walk_begin(&w, 15);
    for (round = 0; round < 4; round++) {
        set_up_lists(&w, black, white, round & 1 ? RENJU_WHITE : RENJU_BLACK, round >> 1);
        moves_and_undos(&w, n / 4);
    }
    walk_end(&w, "the chain of false threes");
}
END_TEST

/* Crowded boards: 60 to 110 stones of both colours scattered over the centre, as the
 * dense positions of check_forbidden_ref, set up and then played on. */
START_TEST(test_walk_dense)
{
    walk w;
    int round, i, p, n = scaled(2000), rounds = 20, stones;

    rnd_seed(&rng, 4);
    walk_begin(&w, 15);
    for (round = 0; round < rounds; round++) {
        REQUIRE(renju_game_reset(w.g) == RENJU_OK, "reset");
        REQUIRE(renju_option_set(w.g, RENJU_OPT_THREE_READING, round & 1) == RENJU_OK,
                "reading");
        REQUIRE(renju_setup_begin(w.g) == RENJU_OK, "setup");
        stones = 60 + (int)rnd(51);
        for (i = 0; i < 50 * stones && renju_stone_count(w.g) < stones; i++) {
            p = (int)(1 + rnd(13)) * 15 + (int)(1 + rnd(13));
            if (renju_stone(w.g, p) != RENJU_EMPTY)
                continue;
            REQUIRE(renju_setup_put(w.g, p, rnd(100) < 60 ? RENJU_BLACK : RENJU_WHITE)
                    == RENJU_OK, "put");
            if (renju_setup_end(w.g) != RENJU_OK)   /* a five: take it off again */
                REQUIRE(renju_setup_put(w.g, p, RENJU_EMPTY) == RENJU_OK, "take");
            else
                REQUIRE(renju_setup_begin(w.g) == RENJU_OK, "setup");
        }
        REQUIRE(renju_setup_end(w.g) == RENJU_OK, "setup end: %s", renju_errmsg(w.g));
        compare(&w, "a crowded position set up");
        moves_and_undos(&w, n / rounds);
    }
    walk_end(&w, "crowded boards");
}
END_TEST

/* Boards laid out otherwise by the map: smaller than 15 wide (the same cells, fewer
 * rows) and 16 to 20 wide (rows of 32 bits, in three vectors). */
START_TEST(test_walk_sizes)
{
    static const int sizes[] = { 9, 12, 16, 19, 20 };
    walk w;
    char name[32];
    int s, i, n = scaled(1000);

    rnd_seed(&rng, 3);
    for (s = 0; s < (int)(sizeof sizes / sizeof sizes[0]); s++) {
        walk_begin(&w, sizes[s]);
        for (i = 0; i < n; i++)
            step(&w);
        snprintf(name, sizeof name, "standard, %dx%d", sizes[s], sizes[s]);
        walk_end(&w, name);
    }
}
END_TEST

#include "check_forbidden_follow.tests.h"

int main(void)
{
    return run_suite(tests_suite("forbidden_follow"));
}
