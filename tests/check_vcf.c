/* SPDX-License-Identifier: MIT */
/* check_vcf.c - renju_vcf(): problem positions with their answers worked out, every
 * winning line replayed through renju_play() (each attacker move legal and a four,
 * each defender move a defence, the only one outside caro, the last move winning),
 * and every answer on random positions of every rule set against a slow brute-force
 * search written here from the play functions alone.  RENJU_TEST_SCALE scales the
 * random positions. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

#define MAXP (RENJU_MAX_SIZE * RENJU_MAX_SIZE)

/* xorshift64*: seeded here, so runs are the same everywhere */
TEST_RANDOM(0x9e3779b97f4a7c15ULL)

static renju_game *position(int ruleset, const char *black, const char *white, int side)
{
    renju_game *g = try_set_up(ruleset, 15, black, white, side);

    ck_assert_ptr_nonnull(g);
    return g;
}

/* Whether playing p now (if it may be played) wins for the side to move. */
static int play_wins(renju_game *g, int p)
{
    int side = renju_side_to_move(g), won;

    if (renju_play(g, p) != RENJU_OK)
        return 0;
    won = wins_for(renju_result(g), side);
    ck_assert_int_eq(renju_undo(g), RENJU_OK);
    return won;
}

/* The points where the player who just moved would win if the other passed; only
 * along the lines through near (within four) when near is a point, else anywhere. */
static int threats(renju_game *g, int near, int *out)
{
    int n = 0, size = renju_game_size(g), p, d, k, c, r;
    static const int dc[4] = { 1, 0, 1, 1 }, dr[4] = { 0, 1, 1, -1 };

    ck_assert_int_eq(renju_pass(g), RENJU_OK);
    if (near < 0) {
        for (p = 0; p < size * size; p++)
            if (play_wins(g, p))
                out[n++] = p;
    } else {
        for (d = 0; d < 4; d++)
            for (k = -4; k <= 4; k++) {
                c = near % size + k * dc[d];
                r = near / size + k * dr[d];
                if (k != 0 && c >= 0 && r >= 0 && c < size && r < size
                    && play_wins(g, r * size + c))
                    out[n++] = r * size + c;
            }
    }
    ck_assert_int_eq(renju_undo(g), RENJU_OK);
    return n;
}

/* The defender's answers among cand[0..nc) (every point if cand is NULL) to the
 * attacker's threats w[0..nw): a legal move that ends the game (the defender's
 * five) or after which none of the threats wins. */
static int defences(renju_game *g, const int *cand, int nc, const int *w, int nw, int *out)
{
    int n = 0, i, j, r, stopped, cells = renju_game_size(g) * renju_game_size(g);

    for (i = 0; i < (cand ? nc : cells); i++) {
        r = cand ? cand[i] : i;
        if (renju_play(g, r) != RENJU_OK)
            continue;
        stopped = renju_result(g) != RENJU_ONGOING;
        if (!stopped) {
            stopped = 1;
            for (j = 0; j < nw; j++)
                if (w[j] != r && play_wins(g, w[j]))
                    stopped = 0;
        }
        if (stopped)
            out[n++] = r;
        ck_assert_int_eq(renju_undo(g), RENJU_OK);
    }
    return n;
}

/* Replay a winning line through the play functions on a clone of g. */
static void verify_line(renju_game *g, const int *line, int n)
{
    renju_game *c;
    int i, w[MAXP], d[MAXP], nw, nd, att = renju_side_to_move(g), j, found;
    int caro = renju_game_ruleset(g) == RENJU_RULES_CARO5
               || renju_game_ruleset(g) == RENJU_RULES_CARO6;

    ck_assert_int_gt(n, 0);
    ck_assert_int_eq(n % 2, 1);
    ck_assert_int_eq(renju_game_clone(&c, g), RENJU_OK);
    for (i = 0; i < n; i += 2) {
        ck_assert_msg(renju_play(c, line[i]) == RENJU_OK, "attacker move %d illegal", i);
        if (renju_result(c) != RENJU_ONGOING) {
            ck_assert(wins_for(renju_result(c), att));
            ck_assert_int_eq(i, n - 1);
            break;
        }
        nw = threats(c, -1, w);
        ck_assert_msg(nw > 0, "attacker move %d is no four", i);
        nd = defences(c, NULL, 0, w, nw, d);
        if (i == n - 1) {
            ck_assert_msg(nd == 0, "the last move leaves %d defences", nd);
            break;
        }
        for (j = 0, found = 0; j < nd; j++)
            found |= d[j] == line[i + 1];
        ck_assert_msg(found, "defender move %d is no defence", i + 1);
        if (!caro)
            ck_assert_msg(nd == 1, "move %d leaves %d defences", i, nd);
        ck_assert_int_eq(renju_play(c, line[i + 1]), RENJU_OK);
        ck_assert_int_eq(renju_result(c), RENJU_ONGOING);
    }
    renju_game_free(c);
}

/* renju_vcf() with the checks every call gets: the game unchanged, the same answer
 * twice, a winning line replayed.  Returns the outcome; the line into line. */
static int solve(renju_game *g, long limit, int *line, int *len)
{
    snapshot before, after;
    int outcome = -1, outcome2 = -1, line2[MAXP], n, n2;

    snapshot_take(g, &before);
    n = renju_vcf(g, limit, &outcome, NULL, line, MAXP);
    ck_assert_int_ge(n, 0);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);
    snapshot_take(g, &after);
    snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
    n2 = renju_vcf(g, limit, &outcome2, NULL, line2, MAXP);
    ck_assert_int_eq(n2, n);
    ck_assert_int_eq(outcome2, outcome);
    ck_assert(memcmp(line, line2, (size_t)n * sizeof *line) == 0);
    if (outcome == RENJU_SOLVE_WIN)
        verify_line(g, line, n);
    else
        ck_assert_int_eq(n, 0);
    *len = n;
    return outcome;
}

/* A problem: the expected outcome and, for a win, the first move and the length. */
static void expect(int ruleset, const char *black, const char *white, int side, int outcome,
                   const char *first, int len)
{
    renju_game *g = position(ruleset, black, white, side);
    int line[MAXP], n;

    int got = solve(g, 0, line, &n);

    ck_assert_msg(got == outcome, "%s / %s: outcome %d, expected %d", black, white, got,
                  outcome);
    if (first)
        ck_assert_int_eq(line[0], pt(g, first));
    if (len)
        ck_assert_int_eq(n, len);
    renju_game_free(g);
}

#define R RENJU_RULES_RENJU
#define F RENJU_RULES_FREESTYLE
#define S RENJU_RULES_STANDARD
#define B RENJU_BLACK
#define W RENJU_WHITE


/* Whether colour's stone on the empty p has five cells through it holding three of
 * colour and none of the other: no four can come without it.  Read through
 * renju_stone() alone. */
static int four_shape(renju_game *g, int p, int colour)
{
    static const int dc[4] = { 1, 0, 1, 1 }, dr[4] = { 0, 1, 1, -1 };
    int size = renju_game_size(g), d, start, k, c, r, mine, bad;

    for (d = 0; d < 4; d++)
        for (start = -4; start <= 0; start++) {
            for (k = 0, mine = 0, bad = 0; k < 5; k++) {
                c = p % size + (start + k) * dc[d];
                r = p / size + (start + k) * dr[d];
                if (c < 0 || r < 0 || c >= size || r >= size)
                    bad = 1;
                else if (renju_stone(g, r * size + c) == colour)
                    mine++;
                else if (renju_stone(g, r * size + c) != RENJU_EMPTY)
                    bad = 1;
            }
            if (!bad && mine >= 3)
                return 1;
        }
    return 0;
}

/* The points along p's lines within five of it, where a defence can be. */
static int near_points(renju_game *g, int p, int *out)
{
    static const int dc[4] = { 1, 0, 1, 1 }, dr[4] = { 0, 1, 1, -1 };
    int size = renju_game_size(g), d, k, c, r, n = 0;

    for (d = 0; d < 4; d++)
        for (k = -5; k <= 5; k++) {
            c = p % size + k * dc[d];
            r = p / size + k * dr[d];
            if (k != 0 && c >= 0 && r >= 0 && c < size && r < size)
                out[n++] = r * size + c;
        }
    return n;
}

/* The brute-force VCF: every legal move of the attacker that leaves a threat, every
 * defence of the defender (its own five included), no table, no shortcuts; budget
 * counts positions, RENJU_SOLVE_UNKNOWN once it runs out. */
static int brute(renju_game *g, long *budget)
{
    int cells = renju_game_size(g) * renju_game_size(g), att = renju_side_to_move(g);
    int dwin[MAXP], nd = 0, p, m, w[64], nw, cand[MAXP], nc, d[MAXP], nf, i, r, res;
    int best = RENJU_SOLVE_NONE, all;

    if (--*budget < 0)
        return RENJU_SOLVE_UNKNOWN;
    for (p = 0; p < cells; p++)
        if (play_wins(g, p))
            return RENJU_SOLVE_WIN;
    ck_assert_int_eq(renju_pass(g), RENJU_OK);
    for (p = 0; p < cells; p++)
        if (play_wins(g, p))
            dwin[nd++] = p;
    ck_assert_int_eq(renju_undo(g), RENJU_OK);
    for (m = 0; m < cells; m++) {
        if (renju_stone(g, m) != RENJU_EMPTY || !four_shape(g, m, att)
            || renju_play(g, m) != RENJU_OK)
            continue;
        res = RENJU_SOLVE_NONE;
        if (renju_result(g) == RENJU_ONGOING && (nw = threats(g, m, w)) > 0) {
            nc = near_points(g, m, cand);
            for (i = 0; i < nd; i++)
                cand[nc++] = dwin[i];
            nf = defences(g, cand, nc, w, nw, d);
            for (i = 0, all = RENJU_SOLVE_WIN; i < nf && all != RENJU_SOLVE_NONE; i++) {
                ck_assert_int_eq(renju_play(g, d[i]), RENJU_OK);
                r = renju_result(g) != RENJU_ONGOING ? RENJU_SOLVE_NONE : brute(g, budget);
                ck_assert_int_eq(renju_undo(g), RENJU_OK);
                if (r != RENJU_SOLVE_WIN)
                    all = r;
            }
            res = all;
        }
        ck_assert_int_eq(renju_undo(g), RENJU_OK);
        if (res == RENJU_SOLVE_WIN)
            return res;
        if (res == RENJU_SOLVE_UNKNOWN)
            best = res;
    }
    return best;
}


TEST_CASE("vcf", 600)

START_TEST(problems)
{
    /* A four on the board wins at once: h8-k8 with g8 and l8 empty; g8 comes first
     * in point order. */
    expect(R, "h8 i8 j8 k8", "h9 i9 j9", B, RENJU_SOLVE_WIN, "g8", 1);
    /* An open three: f8 (a broken four, block g8) leads nowhere, g8 makes a straight
     * four no block stops: the line is that one move. */
    expect(R, "h8 i8 j8", "h10 i10 j11", B, RENJU_SOLVE_WIN, "g8", 1);
    /* h11 would make two fours, h8-h11 (h7 blocked) and e11-h11 (d11 blocked): a
     * double four, forbidden in renju.  The other fours, h12 and i11, are each
     * blocked at h11, which kills the other line: no VCF.  In freestyle the double
     * four wins at once. */
    expect(R, "h8 h9 h10 e11 f11 g11", "h7 d11 a1 a2 a3 a15", B, RENJU_SOLVE_NONE, NULL, 0);
    expect(F, "h8 h9 h10 e11 f11 g11", "h7 d11 a1 a2 a3 a15", B, RENJU_SOLVE_WIN, "h11", 1);
    /* White's d4 makes d4-g7, closed at c3 by black: its only block, h8, is a
     * double three for black (h8 i8 j8 and h8 h9 h10), so white wins with that one
     * move.  In freestyle black may block there and white needs h8 itself, the
     * straight four e5-h8. */
    expect(R, "h9 h10 i8 j8 c3", "e5 f6 g7 a1", W, RENJU_SOLVE_WIN, "d4", 1);
    expect(F, "h9 h10 i8 j8 c3", "e5 f6 g7 a1", W, RENJU_SOLVE_WIN, "h8", 1);
    /* The defender's four comes first: white has k11-n11 open at j11 only (o11 is
     * black); black's open three h8 i8 j8 cannot be played on, and black must block
     * at j11, which is no four: no VCF. */
    expect(R, "h8 i8 j8 o11", "k11 l11 m11 n11", B, RENJU_SOLVE_NONE, NULL, 0);
    /* Two fours of the defender: nothing blocks both. */
    expect(F, "h8 i8 j8 o11 o5", "k11 l11 m11 n11 k5 l5 m5 n5", B, RENJU_SOLVE_NONE, NULL, 0);
    /* Exactly five: in standard gomoku black's f8 (d8 e8 _ g8 h8 i8 around it) would
     * make six, so the only four is c8 ... no: c8 makes c8 d8 e8 with f8 empty, a
     * three.  Black's d8 e8 g8 h8 i8: f8 is an overline, no win, and no other four:
     * no VCF; in freestyle f8 wins at once. */
    expect(S, "d8 e8 g8 h8 i8", "d9 e9 g9 h9", B, RENJU_SOLVE_NONE, NULL, 0);
    expect(F, "d8 e8 g8 h8 i8", "d9 e9 g9 h9", B, RENJU_SOLVE_WIN, "f8", 1);
    /* A VCF of two fours: black f5 g5 h5 closed at e5, and g7 g6 open below.
     * h5 is already used; black i5 makes f5-i5 (block j5), then g4 would ...
     * Rather: black e8 f8 g8 closed at d8 by white, and h9 h10 h11 closed at h12:
     * h8 makes both e8-h8 (five at i8) and h8-h11 (five at h7): a double four in
     * freestyle, a win at once. */
    expect(F, "e8 f8 g8 h9 h10 h11", "d8 h12 a1 c1 e1 g1", B, RENJU_SOLVE_WIN, "h8", 1);
    /* The same for white in renju: white's double four is no foul. */
    expect(R, "d8 h12 a1 c1 e1 g1 o15", "e8 f8 g8 h9 h10 h11", W, RENJU_SOLVE_WIN, "h8", 1);
}
END_TEST

START_TEST(random_against_brute_force)
{
    static const int rules[] = { RENJU_RULES_RENJU, RENJU_RULES_FREESTYLE,
                                 RENJU_RULES_STANDARD, RENJU_RULES_FIVE_IN_A_ROW,
                                 RENJU_RULES_CARO5, RENJU_RULES_CARO6 };
    int want = (int)(240 * scale()) + 6, done = 0, wins = 0, tries, ruleset, size, width;
    int line[MAXP], n, got, bf;
    long budget;
    renju_game *g;

    for (tries = 0; done < want && tries < 20 * want; tries++) {
        ruleset = rules[tries % 6];
        size = ruleset == RENJU_RULES_RENJU || ruleset == RENJU_RULES_FIVE_IN_A_ROW
               ? 15 : 5 + (int)rnd(5);
        width = size < 7 ? size : 7;
        g = random_set_up(ruleset, size, width, 8 + (int)rnd((unsigned)(width * width / 2 - 6)),
                          &rng);
        if (!g)
            continue;
        got = solve(g, 0, line, &n);
        budget = 400;
        bf = brute(g, &budget);
        if (bf != RENJU_SOLVE_UNKNOWN) {
            ck_assert_msg(bf == got, "%s, size %d: solver %d, brute force %d",
                          renju_ruleset_name(ruleset), size, got, bf);
            done++;
            wins += got == RENJU_SOLVE_WIN;
        }
        renju_game_free(g);
    }
    ck_assert_int_ge(done, want);
    ck_assert_int_gt(wins, done / 10);
    ck_assert_int_lt(wins, done - done / 10);
}
END_TEST

START_TEST(errors)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int outcome, line[4];

    CHECK_FAILS(g, renju_vcf(g, 0, NULL, NULL, line, 4), RENJU_EINVAL);
    CHECK_FAILS(g, renju_vcf(g, 0, &outcome, NULL, NULL, 4), RENJU_EINVAL);
    CHECK_FAILS(g, renju_vcf(g, -1, &outcome, NULL, line, 4), RENJU_ERANGE);
    ck_assert_int_eq(renju_setup_begin(g), RENJU_OK);
    CHECK_FAILS(g, renju_vcf(g, 0, &outcome, NULL, line, 4), RENJU_EPHASE);
    renju_game_free(g);
    ck_assert_int_eq(renju_vcf(NULL, 0, &outcome, NULL, line, 4), RENJU_EINVAL);
}
END_TEST

/* ------------------------------------------------------------ the search time */

/* A caro-5 20x20 board built so that a VCF search has no end in sight: rows of three
 * black stones, each with two ways to a four that white blocks, walled apart by
 * white, so that the attacker's fours combine in millions of orders and none wins.
 * No limit: more than a minute; 1,000,000 positions: a few seconds. */
static renju_game *endless_vcf(void)
{
    static const char *const rows[3] = {
        "OXXX...OXXX...OXXX..", "OOOOXXXOOOOXXXOOOOXX", "OOOOOOOOOOOOOOOOOOOO",
    };
    renju_game *g = new_game(RENJU_RULES_CARO5, 20);
    int r, c;

    CHECK_OK(g, renju_setup_begin(g));
    for (r = 0; r < 20; r++)
        for (c = 0; c < 20; c++)
            if (rows[r % 3][c] != '.')
                CHECK_OK(g, renju_setup_put(g, renju_point(g, c, r),
                                            rows[r % 3][c] == 'X' ? RENJU_BLACK : RENJU_WHITE));
    CHECK_OK(g, renju_setup_side(g, RENJU_BLACK));
    CHECK_OK(g, renju_setup_end(g));
    return g;
}

TEST_CASE("time", 120)

START_TEST(search_time_setting)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *c = NULL;

    ck_assert_int_eq(renju_search_time_get(g), 0);   /* none by default */
    CHECK_OK(g, renju_search_time_set(g, 250));
    ck_assert_int_eq(renju_search_time_get(g), 250);
    CHECK_FAILS(g, renju_search_time_set(g, -1), RENJU_ERANGE);
    ck_assert_int_eq(renju_search_time_get(g), 250);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);
    ck_assert_int_eq(renju_search_time_set(NULL, 5), RENJU_EINVAL);
    ck_assert_int_eq(renju_search_time_get(NULL), RENJU_EINVAL);
    /* a setting of the handle: clone copies it, reset and imports keep it */
    ck_assert_int_eq(renju_game_clone(&c, g), RENJU_OK);
    ck_assert_int_eq(renju_search_time_get(c), 250);
    renju_game_free(c);
    CHECK_OK(g, renju_play(g, renju_point(g, 7, 7)));
    CHECK_OK(g, renju_game_reset(g));
    ck_assert_int_eq(renju_search_time_get(g), 250);
    ck_assert_int_ge(renju_record_import(g, RENJU_FORMAT_SGF, "(;GM[4]SZ[19]RU[freestyle];B[jj])",
                                         35, RENJU_IMPORT_RULES), 0);
    ck_assert_int_eq(renju_game_size(g), 19);
    ck_assert_int_eq(renju_search_time_get(g), 250);
    CHECK_OK(g, renju_search_time_set(g, 0));
    ck_assert_int_eq(renju_search_time_get(g), 0);
    renju_game_free(g);
}
END_TEST

START_TEST(search_time_ends_searches)
{
    renju_game *g = endless_vcf(), *p;
    int outcome = -1, nodes = 0, line[MAXP], n, n2, line2[MAXP], outcome2;

    /* 1 ms: the clock is read at the 2048th position, by when it has run out */
    CHECK_OK(g, renju_search_time_set(g, 1));
    ck_assert_int_eq(renju_vcf(g, 0, &outcome, &nodes, line, MAXP), 0);
    ck_assert_int_eq(outcome, RENJU_SOLVE_UNKNOWN);
    ck_assert_int_gt(nodes, 0);
    ck_assert_int_eq(nodes % 2048, 0);
    ck_assert_int_lt(nodes, 1000000);
    ck_assert_int_eq(renju_solve(g, 4, 0, &outcome, &nodes, line, MAXP), 0);
    ck_assert_int_eq(outcome, RENJU_SOLVE_UNKNOWN);
    ck_assert_int_eq(nodes % 2048, 0);
    /* the node limit still ends it first when it is the smaller */
    CHECK_OK(g, renju_search_time_set(g, 60000));
    ck_assert_int_eq(renju_vcf(g, 3000, &outcome, &nodes, line, MAXP), 0);
    ck_assert_int_eq(outcome, RENJU_SOLVE_UNKNOWN);
    ck_assert_int_eq(nodes, 3000);
    renju_game_free(g);
    /* a search that ends in time gives what it gives without a time: the line of a
     * win too, whose main line is searched again past the limits */
    p = position(RENJU_RULES_FREESTYLE, "h8 i8 j8 h9 h10", "a1 a3 a5 a7 a9", RENJU_BLACK);
    n = renju_solve(p, 3, 0, &outcome, NULL, line, MAXP);
    CHECK_OK(p, renju_search_time_set(p, 60000));
    n2 = renju_solve(p, 3, 0, &outcome2, NULL, line2, MAXP);
    ck_assert_int_eq(n2, n);
    ck_assert_int_eq(outcome2, outcome);
    ck_assert_int_eq(outcome, RENJU_SOLVE_WIN);
    ck_assert_mem_eq(line2, line, (size_t)n * sizeof line[0]);
    renju_game_free(p);
}
END_TEST

#include "check_vcf.tests.h"

int main(void)
{
    return run_suite(tests_suite("vcf"));
}
