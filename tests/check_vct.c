/* SPDX-License-Identifier: MIT */
/* check_vct.c - renju_vct(), renju_defences() and renju_proof(): positions with their
 * answers worked out, every proof the tests produce checked by a checker that needs
 * no solver (proof_check.c), and the answers on random positions of small boards under
 * every rule set against a brute-force minimax over threat moves (threat_brute.c).
 * RENJU_TEST_SCALE scales the random positions. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"
#include "threat_brute.h"
#include "threat_play.h"

#define MAXP (RENJU_MAX_SIZE * RENJU_MAX_SIZE)
#define R RENJU_RULES_RENJU
#define F RENJU_RULES_FREESTYLE
#define B RENJU_BLACK
#define W RENJU_WHITE

static unsigned long long rng = 0x5bd1e9955bd1e995ULL;

static const int all_rules[] = { RENJU_RULES_RENJU, RENJU_RULES_FREESTYLE,
                                 RENJU_RULES_STANDARD, RENJU_RULES_FIVE_IN_A_ROW,
                                 RENJU_RULES_CARO5, RENJU_RULES_CARO6 };

static renju_game *position(int ruleset, const char *black, const char *white, int side)
{
    renju_game *g = try_set_up(ruleset, 15, black, white, side);

    ck_assert_ptr_nonnull(g);
    return g;
}

/* The VCT of g, the game unchanged by the search; the line's length in *len. */
static int vct(renju_game *g, int limit, int *line, int *len)
{
    snapshot before, after;
    int outcome = -1, n;

    snapshot_take(g, &before);
    n = renju_vct(g, limit, &outcome, NULL, line, MAXP);
    ck_assert_msg(n >= 0, "renju_vct: %s", renju_errmsg(g));
    snapshot_take(g, &after);
    snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
    *len = n;
    return outcome;
}

/* The proof of g's win of the kind as one line, checked by the checker; returns the
 * number of its moves. */
static int check_proof(renju_game *g, int threat, int moves)
{
    renju_game *pg = NULL;
    int outcome = -1, first, n, nodes;
    char *sgf, why[200];

    first = renju_proof(g, threat, moves, 0, &outcome, NULL, &pg);
    ck_assert_msg(first > 0, "renju_proof: %s", renju_errmsg(g));
    ck_assert_int_eq(outcome, RENJU_SOLVE_WIN);
    ck_assert_ptr_nonnull(pg);
    n = renju_node_export(pg, first, NULL, 0);
    ck_assert_int_gt(n, 0);
    sgf = malloc((size_t)n);
    ck_assert_ptr_nonnull(sgf);
    ck_assert_int_eq(renju_node_export(pg, first, sgf, (size_t)n), n - 1);
    ck_assert_msg(proof_check(g, sgf, why, sizeof why), "%s: proof %s", why, sgf);
    for (nodes = 0, n = 0; sgf[n]; n++)
        nodes += sgf[n] == '[';
    free(sgf);
    renju_game_free(pg);
    return nodes;
}

/* The first move of the main line of g's VCT, by name. */
static const char *first_move(renju_game *g, const int *line, char *name)
{
    ck_assert_int_gt(renju_point_format(g, line[0], name, 8), 0);
    return name;
}

TEST_CASE("problems", 600)

START_TEST(vct_but_no_vcf)
{
    /* Freestyle: j8 makes two open threes, h8-j8 and j8-j10, and nothing stops both;
     * black has no four at all, so no VCF. */
    renju_game *g = position(F, "h8 i8 j9 j10", "a1 a3", B);
    int line[MAXP], n, outcome;
    char name[8];

    ck_assert_int_eq(renju_vcf(g, 0, &outcome, NULL, line, MAXP), 0);
    ck_assert_int_eq(outcome, RENJU_SOLVE_NONE);
    ck_assert_int_eq(vct(g, 0, line, &n), RENJU_SOLVE_WIN);
    ck_assert_str_eq(first_move(g, line, name), "j8");
    /* nothing answers a double three: the proof is that one move */
    ck_assert_int_eq(check_proof(g, RENJU_THREAT_VCT, 0), 1);
    renju_game_free(g);
    /* In renju j8 is a double three, forbidden: black needs another way, which the
     * proof shows in full. */
    g = position(R, "h8 i8 j9 j10", "a1 a3", B);
    ck_assert_int_eq(vct(g, 0, line, &n), RENJU_SOLVE_WIN);
    ck_assert_str_ne(first_move(g, line, name), "j8");
    ck_assert_int_gt(check_proof(g, RENJU_THREAT_VCT, 0), 10);
    renju_game_free(g);
}
END_TEST

START_TEST(no_win)
{
    /* Two stones each, far apart: no three can be made, let alone a win; the search is
     * complete. */
    renju_game *g = position(R, "h8 a15", "h9 o1", B);
    int line[MAXP], n, outcome;
    renju_game *pg = (renju_game *)1;

    ck_assert_int_eq(vct(g, 0, line, &n), RENJU_SOLVE_NONE);
    ck_assert_int_eq(n, 0);
    ck_assert_int_eq(renju_proof(g, RENJU_THREAT_VCT, 0, 0, &outcome, NULL, &pg), 0);
    ck_assert_int_eq(outcome, RENJU_SOLVE_NONE);
    ck_assert_ptr_null(pg);
    /* every legal move of white defends against nothing: all of them are listed */
    ck_assert_int_eq(renju_defences(g, RENJU_THREAT_VCT, 0, &outcome, NULL, NULL, 0),
                     225 - 4);
    renju_game_free(g);
}
END_TEST

START_TEST(counter_four)
{
    /* White's a1 a3 a5 let it answer black's threes with fours (a2, a4), which black
     * must block before it goes on: the proof holds such replies, each with black's
     * block below it. */
    renju_game *g = position(R, "h8 i8 j9 j10 l12", "a1 a3 a5", B);
    renju_game *pg;
    int outcome, first, node, colour, value, fours = 0, w[64];

    first = renju_proof(g, RENJU_THREAT_VCT, 0, 0, &outcome, NULL, &pg);
    ck_assert_int_gt(first, 0);
    for (node = first; node != RENJU_NO_NODE; node = renju_node_next(pg, node)) {
        if (renju_node_action(pg, node, &colour, &value) != RENJU_NODE_STONE || colour != W)
            continue;
        CHECK_OK(pg, renju_tree_goto(pg, node));
        if (renju_result(pg) == RENJU_ONGOING)
            tp_sync(pg), fours += tp_win_points(pg, W, value, w) > 0;
    }
    ck_assert_int_gt(fours, 0);
    renju_game_free(pg);
    check_proof(g, RENJU_THREAT_VCT, 0);
    renju_game_free(g);
}
END_TEST

/* renju_defences() against a VCF, compared with renju_vcf() after each legal move. */
static int vcf_defences(renju_game *g, int *d)
{
    int n, outcome, i, k, o, line[MAXP], cells = renju_game_size(g) * renju_game_size(g);

    n = renju_defences(g, RENJU_THREAT_VCF, 0, &outcome, NULL, d, MAXP);
    ck_assert_int_ge(n, 0);
    ck_assert_int_eq(outcome, RENJU_SOLVE_WIN);
    for (i = 0, k = 0; i < cells; i++) {
        if (renju_play(g, i) != RENJU_OK)
            continue;
        o = RENJU_SOLVE_NONE;
        if (renju_result(g) == RENJU_ONGOING)
            ck_assert_int_ge(renju_vcf(g, 0, &o, NULL, line, MAXP), 0);
        if (o == RENJU_SOLVE_NONE) {
            ck_assert_int_lt(k, n);
            ck_assert_int_eq(d[k++], i);
        }
        CHECK_OK(g, renju_undo(g));
    }
    ck_assert_int_eq(k, n);
    return n;
}

static int listed(const int *d, int n, int p)
{
    int i;

    for (i = 0; i < n && d[i] != p; i++)
        ;
    return i < n;
}

START_TEST(forbidden_defence)
{
    /* White's d4 would make d4-g7, closed at c3: its only block, h8, is a double three
     * for black (h8 i8 j8, h8 h9 h10).  With black to move, h8 itself stops it in
     * freestyle, where it may be played; in renju it is no defence, being forbidden. */
    renju_game *g = position(F, "h9 h10 i8 j8 c3", "e5 f6 g7 a1", B);
    int d[MAXP], n;

    n = vcf_defences(g, d);
    ck_assert(listed(d, n, pt(g, "h8")));
    renju_game_free(g);
    g = position(R, "h9 h10 i8 j8 c3", "e5 f6 g7 a1", B);
    n = vcf_defences(g, d);
    ck_assert(!listed(d, n, pt(g, "h8")));
    renju_game_free(g);
    /* with white to move the win is that one move, and its proof says so */
    g = position(R, "h9 h10 i8 j8 c3", "e5 f6 g7 a1", W);
    ck_assert_int_eq(check_proof(g, RENJU_THREAT_VCF, 0), 1);
    renju_game_free(g);
}
END_TEST

START_TEST(every_move_loses)
{
    /* Black's straight four g8-k8: no white stone stops both fives, so white has no
     * defence at all against the VCF, nor against the VCT; with a four of its own
     * white would have one, the five. */
    renju_game *g = position(F, "h8 i8 j8 k8 a15", "a1 c1 e1 h10", W);
    int d[MAXP], outcome;

    ck_assert_int_eq(renju_defences(g, RENJU_THREAT_VCF, 0, &outcome, NULL, d, MAXP), 0);
    ck_assert_int_eq(outcome, RENJU_SOLVE_WIN);
    ck_assert_int_eq(renju_defences(g, RENJU_THREAT_VCT, 0, &outcome, NULL, d, MAXP), 0);
    ck_assert_int_eq(outcome, RENJU_SOLVE_WIN);
    renju_game_free(g);
    g = position(F, "h8 i8 j8 k8 a15", "a1 b1 c1 d1 h10", W);
    ck_assert_int_eq(renju_defences(g, RENJU_THREAT_VCF, 0, &outcome, NULL, d, MAXP), 1);
    ck_assert_int_eq(d[0], pt(g, "e1"));
    renju_game_free(g);
}
END_TEST

START_TEST(caro_closed_row)
{
    /* Between e8 and l8 (white) black's h8 i8 j8 is a three in freestyle: g8 makes
     * g8-j8 with f8 and k8 to five.  In caro one stone at f8 stops both, since the
     * five g8-k8 would then be closed at both ends (f8, l8): no threat, no VCT.
     * Black's other stones are far apart and make nothing. */
    renju_game *g = position(F, "h8 i8 j8 a15", "e8 l8 o1", B);
    int line[MAXP], n;

    ck_assert_int_eq(vct(g, 0, line, &n), RENJU_SOLVE_WIN);
    renju_game_free(g);
    g = position(RENJU_RULES_CARO5, "h8 i8 j8 a15", "e8 l8 o1", B);
    ck_assert_int_eq(vct(g, 0, line, &n), RENJU_SOLVE_NONE);
    renju_game_free(g);
}
END_TEST


/* Renju and five in a row are played on 15x15 only: their random positions keep the
 * stones in the central square. */
static int only_15(int ruleset)
{
    return ruleset == RENJU_RULES_RENJU || ruleset == RENJU_RULES_FIVE_IN_A_ROW;
}

/* Whether black to move has a false three somewhere (RIF 9.3): a position that tests
 * that such a three is no threat. */
static int has_false_three(renju_game *g)
{
    int p, d, cells = renju_game_size(g) * renju_game_size(g);

    if (renju_game_ruleset(g) != R || renju_side_to_move(g) != B)
        return 0;
    for (p = 0; p < cells; p++)
        for (d = 0; d < 4 && renju_stone(g, p) == RENJU_EMPTY; d++)
            if (renju_shape(g, p, B, d) == RENJU_SHAPE_FALSE_THREE)
                return 1;
    return 0;
}

TEST_CASE("random", 600)

START_TEST(random_against_brute_force)
{
    int want = scaled(50), done = 0, wins = 0, tries, ruleset, size, width, line[MAXP], n, got;
    int bf;
    int false_threes = 0;
    long budget;
    renju_game *g;

    for (tries = 0; done < want && tries < 30 * want; tries++) {
        ruleset = all_rules[tries % 6];
        width = 7 + (int)rnd_next(&rng, 3);
        size = only_15(ruleset) ? 15 : width;
        g = random_set_up(ruleset, size, width, 6 + (int)rnd_next(&rng, (unsigned)(width * 2)),
                          &rng);
        if (!g)
            continue;
        /* a 15x15 board costs the brute force five times a small one */
        budget = only_15(ruleset) ? 150 : 500;
        bf = brute_vct(g, &budget);
        if (bf != RENJU_SOLVE_UNKNOWN) {
            got = vct(g, 0, line, &n);
            ck_assert_msg(bf == got, "%s, size %d, try %d: solver %d, brute force %d",
                          renju_ruleset_name(ruleset), size, tries, got, bf);
            if (got == RENJU_SOLVE_WIN) {
                wins++;
                check_proof(g, RENJU_THREAT_VCT, 0);
            }
            false_threes += has_false_three(g);
            done++;
        }
        renju_game_free(g);
    }
    ck_assert_int_ge(done, want);
    ck_assert_int_gt(wins, done / 10);
    ck_assert_int_lt(wins, done - done / 10);
    /* black's false threes turn up in about one position in fifty */
    if (done >= 45)
        ck_assert_int_gt(false_threes, 0);
}
END_TEST

TEST_CASE("defences", 600)

START_TEST(defences_against_brute_force)
{
    int want = scaled(12), done = 0, tries, ruleset, size, width, got[MAXP], ng, bf[MAXP], nb, i;
    int outcome, listed = 0;
    long budget;
    renju_game *g;

    for (tries = 0; done < want && tries < 40 * want; tries++) {
        ruleset = all_rules[tries % 6];
        width = 7;
        size = only_15(ruleset) ? 15 : width;
        g = random_set_up(ruleset, size, width, 8 + (int)rnd_next(&rng, (unsigned)width), &rng);
        if (!g)
            continue;
        budget = only_15(ruleset) ? 400 : 2000;
        if (brute_vct_defences(g, &budget, bf, &nb) == RENJU_SOLVE_NONE) {
            ng = renju_defences(g, RENJU_THREAT_VCT, 0, &outcome, NULL, got, MAXP);
            ck_assert_int_ge(ng, 0);
            ck_assert_int_ne(outcome, RENJU_SOLVE_UNKNOWN);
            ck_assert_int_eq(ng, nb);
            for (i = 0; i < nb; i++)
                ck_assert_int_eq(got[i], bf[i]);
            listed += nb;
            done++;
        }
        renju_game_free(g);
    }
    ck_assert_int_ge(done, want);
    ck_assert_int_gt(listed, 0);
}
END_TEST

TEST_CASE("proofs", 600)

START_TEST(vcf_and_win_proofs)
{
    /* proofs of VCF and of win in n on random positions, checked by the checker */
    int done = 0, tries, ruleset, outcome, line[MAXP];
    renju_game *g;

    for (tries = 0; done < scaled(30) && tries < 3000; tries++) {
        ruleset = all_rules[tries % 6];
        g = random_set_up(ruleset, only_15(ruleset) ? 15 : 9, 9, 10 + (int)rnd_next(&rng, 14),
                          &rng);
        if (!g)
            continue;
        ck_assert_int_ge(renju_vcf(g, 100000, &outcome, NULL, line, MAXP), 0);
        if (outcome == RENJU_SOLVE_WIN) {
            check_proof(g, RENJU_THREAT_VCF, 0);
            ck_assert_int_ge(renju_solve(g, 3, 200000, &outcome, NULL, line, MAXP), 0);
            if (outcome == RENJU_SOLVE_WIN)
                check_proof(g, RENJU_THREAT_WIN, 3);
            done++;
        }
        renju_game_free(g);
    }
    ck_assert_int_ge(done, scaled(30));
}
END_TEST

TEST_CASE("calls", 600)

START_TEST(errors)
{
    renju_game *g = position(R, "h8 i8 j9 j10", "a1 a3", B), *pg;
    int outcome, line[4], d[4], first;
    char buf[4] = "xyz";

    CHECK_FAILS(g, renju_vct(g, 0, NULL, NULL, line, 4), RENJU_EINVAL);
    CHECK_FAILS(g, renju_vct(g, -1, &outcome, NULL, line, 4), RENJU_ERANGE);
    CHECK_FAILS(g, renju_vct(g, 0, &outcome, NULL, line, 1), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_defences(g, 7, 0, &outcome, NULL, d, 4), RENJU_EINVAL);
    CHECK_FAILS(g, renju_defences(g, RENJU_THREAT_WIN, 0, &outcome, NULL, d, 4), RENJU_EINVAL);
    CHECK_FAILS(g, renju_defences(g, RENJU_THREAT_VCF, 0, &outcome, NULL, NULL, 4),
                RENJU_EINVAL);
    CHECK_FAILS(g, renju_proof(g, RENJU_THREAT_VCT, 0, 0, &outcome, NULL, NULL), RENJU_EINVAL);
    CHECK_FAILS(g, renju_proof(g, 0, 0, 0, &outcome, NULL, &pg), RENJU_EINVAL);
    CHECK_FAILS(g, renju_proof(g, RENJU_THREAT_WIN, 0, 0, &outcome, NULL, &pg), RENJU_ERANGE);
    CHECK_FAILS(g, renju_proof(g, RENJU_THREAT_WIN, 21, 0, &outcome, NULL, &pg), RENJU_ERANGE);
    /* the export: not the root, nothing written into a buffer too small */
    first = renju_proof(g, RENJU_THREAT_VCT, 0, 0, &outcome, NULL, &pg);
    ck_assert_int_gt(first, 0);
    ck_assert_int_eq(renju_node_export(pg, 0, NULL, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_node_export(pg, first, buf, sizeof buf), RENJU_EBUFSIZE);
    ck_assert_str_eq(buf, "xyz");
    ck_assert_int_eq(renju_node_export(pg, 99999, NULL, 0), RENJU_ERANGE);
    renju_game_free(pg);
    ck_assert_int_eq(renju_setup_begin(g), RENJU_OK);
    CHECK_FAILS(g, renju_vct(g, 0, &outcome, NULL, line, 4), RENJU_EPHASE);
    CHECK_FAILS(g, renju_defences(g, RENJU_THREAT_VCF, 0, &outcome, NULL, d, 4), RENJU_EPHASE);
    renju_game_free(g);
    ck_assert_int_eq(renju_vct(NULL, 0, &outcome, NULL, line, 4), RENJU_EINVAL);
    ck_assert_int_eq(renju_defences(NULL, 1, 0, &outcome, NULL, d, 4), RENJU_EINVAL);
    ck_assert_int_eq(renju_proof(NULL, 1, 0, 0, &outcome, NULL, &pg), RENJU_EINVAL);
    ck_assert_int_eq(renju_node_export(NULL, 1, NULL, 0), RENJU_EINVAL);
}
END_TEST

START_TEST(limits)
{
    /* a node limit too small for the win: unknown, no line; the same line twice */
    renju_game *g = position(R, "h8 i8 j9 j10", "a1 a3", B);
    int line[MAXP], again[MAXP], n, m, outcome, d[MAXP];

    ck_assert_int_eq(vct(g, 5, line, &n), RENJU_SOLVE_UNKNOWN);
    ck_assert_int_eq(n, 0);
    ck_assert_int_eq(vct(g, 0, line, &n), RENJU_SOLVE_WIN);
    ck_assert_int_eq(vct(g, 0, again, &m), RENJU_SOLVE_WIN);
    ck_assert_int_eq(n, m);
    ck_assert_mem_eq(line, again, (size_t)n * sizeof *line);
    ck_assert_int_ge(renju_defences(g, RENJU_THREAT_VCT, 10, &outcome, NULL, d, MAXP), 0);
    ck_assert_int_eq(outcome, RENJU_SOLVE_UNKNOWN);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ memory */

typedef struct arena {
    long calls, fail_at;
} arena;

static void *arena_alloc(void *opaque, size_t size)
{
    arena *a = opaque;

    return ++a->calls == a->fail_at ? NULL : malloc(size);
}

static void arena_free(void *opaque, void *p)
{
    (void)opaque;
    free(p);
}

START_TEST(allocation_failure)
{
    renju_game *g, *pg;
    arena a = { 0, 0 };
    snapshot before, after;
    int outcome, line[MAXP], k, rc, done = 0;

    for (k = 1; !done; k++) {
        a.calls = 0;
        a.fail_at = 0;
        ck_assert_int_eq(renju_game_new_custom(&g, F, 15, arena_alloc, arena_free, &a),
                         RENJU_OK);
        set_up(g, "h8 i8 j9 j10", "a1 a3", B);
        snapshot_take(g, &before);
        a.fail_at = a.calls + k;
        rc = renju_vct(g, 0, &outcome, NULL, line, MAXP);
        ck_assert(rc > 0 || rc == RENJU_ENOMEM);
        pg = NULL;
        if (rc > 0)
            rc = renju_proof(g, RENJU_THREAT_VCT, 0, 0, &outcome, NULL, &pg);
        ck_assert(rc > 0 || rc == RENJU_ENOMEM);
        ck_assert(rc > 0 || pg == NULL);
        if (rc > 0)
            rc = renju_defences(g, RENJU_THREAT_VCF, 0, &outcome, NULL, line, MAXP);
        ck_assert(rc >= 0 || rc == RENJU_ENOMEM);
        done = rc >= 0 && a.calls < a.fail_at;
        snapshot_take(g, &after);
        snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
        renju_game_free(pg);
        renju_game_free(g);
    }
    ck_assert_int_gt(k, 3);
}
END_TEST

#include "check_vct.tests.h"

int main(void)
{
    return run_suite(tests_suite("vct"));
}
