/* SPDX-License-Identifier: MIT */
/* check_solve.c - renju_solve() (win in N): problem positions with their answers
 * worked out, every winning line replayed through renju_play() (the attacker's last
 * move a five, no more attacker moves than asked for), and every answer on random,
 * nearly full positions of every rule set against a plain minimax over every move
 * (passes included) written here from renju_play(), renju_undo() and renju_result()
 * alone.  RENJU_TEST_SCALE scales the random positions. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

#define MAXP (RENJU_MAX_SIZE * RENJU_MAX_SIZE)

/* xorshift64*: seeded here, so runs are the same everywhere */
TEST_RANDOM(0x2545f4914f6cdd1dULL)

/* A position from two notation lists ("-" for none) and the side to move. */
static renju_game *position(int ruleset, const char *black, const char *white, int side)
{
    renju_game *g = new_game(ruleset, 15);

    set_up(g, black, white, side);
    return g;
}

/* Replay a winning line on a clone of g: every move legal, the game going on until
 * the last move, the attacker's five, within moves of its moves. */
static void verify_line(renju_game *g, const int *line, int n, int moves)
{
    renju_game *c;
    int i, att = renju_side_to_move(g);

    ck_assert_int_gt(n, 0);
    ck_assert_int_eq(n % 2, 1);
    ck_assert_int_le((n + 1) / 2, moves);
    ck_assert_int_eq(renju_game_clone(&c, g), RENJU_OK);
    for (i = 0; i < n; i++) {
        ck_assert_msg(renju_play(c, line[i]) == RENJU_OK, "move %d illegal", i);
        if (i < n - 1)
            ck_assert_msg(renju_result(c) == RENJU_ONGOING, "the game ends at move %d", i);
    }
    ck_assert(wins_for(renju_result(c), att));
    renju_game_free(c);
}

/* renju_solve() with the checks every call gets: the game unchanged, the same answer
 * twice, a winning line replayed.  Returns the outcome; the line into line. */
static int solve(renju_game *g, int moves, int limit, int *line, int *len)
{
    snapshot before, after;
    int outcome = -1, outcome2 = -1, line2[MAXP], n, n2;

    snapshot_take(g, &before);
    n = renju_solve(g, moves, limit, &outcome, NULL, line, MAXP);
    ck_assert_int_ge(n, 0);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);
    snapshot_take(g, &after);
    snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
    n2 = renju_solve(g, moves, limit, &outcome2, NULL, line2, MAXP);
    ck_assert_int_eq(n2, n);
    ck_assert_int_eq(outcome2, outcome);
    ck_assert(memcmp(line, line2, (size_t)n * sizeof *line) == 0);
    if (outcome == RENJU_SOLVE_WIN)
        verify_line(g, line, n, moves);
    else
        ck_assert_int_eq(n, 0);
    *len = n;
    return outcome;
}

/* A problem: the outcome of win in moves and, for a win, the first move and the
 * line's length. */
static void expect(int ruleset, const char *black, const char *white, int side, int moves,
                   int outcome, const char *first, int len)
{
    renju_game *g = position(ruleset, black, white, side);
    int line[MAXP], n, got = solve(g, moves, 0, line, &n);

    ck_assert_msg(got == outcome, "%s / %s in %d: outcome %d, expected %d", black, white,
                  moves, got, outcome);
    if (first)
        ck_assert_int_eq(line[0], pt(g, first));
    if (len)
        ck_assert_int_eq(n, len);
    renju_game_free(g);
}

#define R RENJU_RULES_RENJU
#define F RENJU_RULES_FREESTYLE
#define B RENJU_BLACK
#define W RENJU_WHITE
#define WIN RENJU_SOLVE_WIN
#define NONE RENJU_SOLVE_NONE

TEST_CASE("solve", 600)

START_TEST(problems)
{
    /* Win in 1 is a five: g8 (the first in point order) or l8. */
    expect(R, "h8 i8 j8 k8", "h9 i9 j9", B, 1, WIN, "g8", 1);
    /* An open three is no win in 1; in 2, g8 makes the straight four (f8, tried
     * first, makes a broken four that g8 stops).  The line: g8, a block, a five. */
    expect(R, "h8 i8 j8", "h10 i10 j11", B, 1, NONE, NULL, 0);
    expect(R, "h8 i8 j8", "h10 i10 j11", B, 2, WIN, "g8", 3);
    /* A double four, h11 (h8-h11 closed at h7, e11-h11 closed at d11): a win in 2 in
     * freestyle; forbidden in renju, where nothing else wins in 2. */
    expect(F, "h8 h9 h10 e11 f11 g11", "h7 d11 a1 a2 a3 a15", B, 2, WIN, "h11", 3);
    expect(R, "h8 h9 h10 e11 f11 g11", "h7 d11 a1 a2 a3 a15", B, 2, NONE, NULL, 0);
    /* White's four d4 (d4-g7, closed at c3): its only block h8 is a double three for
     * black, so white wins in 2, black's reply anywhere (b1, the first legal point).
     * In freestyle black blocks there, and white's straight four h8 wins in 2. */
    expect(R, "h9 h10 i8 j8 c3", "e5 f6 g7 a1", W, 2, WIN, "d4", 3);
    expect(F, "h9 h10 i8 j8 c3", "e5 f6 g7 a1", W, 2, WIN, "h8", 3);
    /* A four-three: h8 makes the four e8-h8 (d8 is white; five at i8) and the open
     * three h8 h9 h10.  White must take i8; h7 (before h11 in point order) makes a
     * straight four: win in 3 (three attacker moves: the four-three, the straight
     * four, the five), none in 2. */
    expect(R, "e8 f8 g8 h9 h10", "d8 a1 a4 a7 a10", B, 2, NONE, NULL, 0);
    expect(R, "e8 f8 g8 h9 h10", "d8 a1 a4 a7 a10", B, 3, WIN, "h8", 5);
    /* A double three at h8 (h8 h9 h10 and h8 i9 j10): in freestyle a win in 3 (white
     * stops one three, the other becomes a straight four).  In renju h8 is forbidden
     * for black and black has no other way: no win in 3.  White, whose double threes
     * are no foul in renju, wins in 3 with the same stones. */
    expect(F, "h9 h10 i9 j10", "a1 a4 a7 a10", B, 3, WIN, "h8", 5);
    expect(R, "h9 h10 i9 j10", "a1 a4 a7 a10", B, 3, NONE, NULL, 0);
    expect(R, "a1 a4 a7 a10 o15", "h9 h10 i9 j10", W, 3, WIN, "h8", 5);
    /* The same double three refuted by the defender's four: white d1 (a1 b1 c1 d1,
     * five at e1) must be blocked, and that block is no four; white then stops one
     * three and the other comes one move too late. */
    expect(F, "h9 h10 i9 j10", "a1 b1 c1 a7", B, 3, NONE, NULL, 0);
    /* The defender's four already on the board: white's k11-n11 (o11 black) must be
     * blocked at j11 first, which makes nothing, and white then stops the open three
     * h8 i8 j8: no win in 3.  Without that four, the three wins in 2. */
    expect(R, "h8 i8 j8 o11", "k11 l11 m11 n11", B, 3, NONE, NULL, 0);
    expect(R, "h8 i8 j8 o11", "k11 l11 m11 a1", B, 2, WIN, "g8", 3);
}
END_TEST

/* Plain minimax: whether the side to move wins within n of its moves, over every
 * point and the pass, for both sides; -1 once budget positions are spent. */
static int brute(renju_game *g, int n, long *budget)
{
    int cells = renju_game_size(g) * renju_game_size(g), att = renju_side_to_move(g);
    int m, d, r, all, res = 0, over;

    if (--*budget < 0)
        return -1;
    for (m = 0; m <= cells && res != 1; m++) {
        if (renju_play(g, m == cells ? RENJU_PASS : m) != RENJU_OK)
            continue;
        over = renju_result(g) != RENJU_ONGOING;
        if (over || n == 1)
            r = over && wins_for(renju_result(g), att);
        else
            for (d = 0, r = 1; d <= cells && r == 1; d++) {
                if (renju_play(g, d == cells ? RENJU_PASS : d) != RENJU_OK)
                    continue;
                all = renju_result(g) != RENJU_ONGOING ? 0 : brute(g, n - 1, budget);
                ck_assert_int_eq(renju_undo(g), RENJU_OK);
                r = all;
            }
        ck_assert_int_eq(renju_undo(g), RENJU_OK);
        if (r != 0)
            res = r;
    }
    return res;
}

/* A nearly full random position: outside the central 6x6 square the stones of
 * no_five_fill()'s colouring (runs of two), inside it empties stones and the rest
 * that colouring with some colours flipped; NULL when setup refuses it (a five). */
static renju_game *random_position(int ruleset, int size, int empties)
{
    renju_game *g = new_game(ruleset, size);
    int lo = (size - 6) / 2, p, r, c, colour, k, free[36], nf = 0;

    ck_assert_int_eq(renju_setup_begin(g), RENJU_OK);
    for (r = 0; r < size; r++)
        for (c = 0; c < size; c++) {
            colour = (c / 2 + r) % 2 ? RENJU_WHITE : RENJU_BLACK;
            p = r * size + c;
            if (r >= lo && r < lo + 6 && c >= lo && c < lo + 6) {
                free[nf++] = p;
                if (rnd(3) == 0)
                    colour = 3 - colour;
            }
            ck_assert_int_eq(renju_setup_put(g, p, colour), RENJU_OK);
        }
    for (k = 0; k < empties; k++) {
        p = (int)rnd((unsigned)(nf - k)) + k;
        r = free[p];
        free[p] = free[k];
        free[k] = r;
        ck_assert_int_eq(renju_setup_put(g, r, RENJU_EMPTY), RENJU_OK);
    }
    ck_assert_int_eq(renju_setup_side(g, rnd(2) ? RENJU_BLACK : RENJU_WHITE), RENJU_OK);
    if (renju_setup_end(g) != RENJU_OK || renju_result(g) != RENJU_ONGOING) {
        renju_game_free(g);
        return NULL;
    }
    return g;
}

static void against_brute_force(int moves, int want, int empties)
{
    static const int rules[] = { RENJU_RULES_RENJU, RENJU_RULES_FREESTYLE,
                                 RENJU_RULES_STANDARD, RENJU_RULES_FIVE_IN_A_ROW,
                                 RENJU_RULES_CARO5, RENJU_RULES_CARO6 };
    int done = 0, wins = 0, tries, ruleset, size, line[MAXP], n, got, bf, k;
    long budget;
    renju_game *g;

    for (tries = 0; done < want && tries < 100 * want; tries++) {
        ruleset = rules[tries % 6];
        size = ruleset == RENJU_RULES_RENJU || ruleset == RENJU_RULES_FIVE_IN_A_ROW
               ? 15 : 6 + (int)rnd(3);
        g = random_position(ruleset, size, empties - 2 + (int)rnd(5));
        if (!g)
            continue;
        if (rnd(4) == 0)
            ck_assert_int_eq(renju_option_set(g, RENJU_OPT_ALLOW_PASS, 0), RENJU_OK);
        if (rnd(5) == 0)  /* a draw a few stones on */
            ck_assert_int_eq(renju_option_set(g, RENJU_OPT_MOVE_LIMIT,
                                              size * size - renju_stone_count(g) > 3
                                              ? size * size - 3 - (int)rnd(2) : 0),
                             RENJU_OK);
        /* a win in fewer moves is checked at that number */
        if (moves > 1 && solve(g, moves - 1, 0, line, &n) == RENJU_SOLVE_WIN) {
            renju_game_free(g);
            continue;
        }
        got = solve(g, moves, 0, line, &n);
        budget = 2000000;
        bf = brute(g, moves, &budget);
        ck_assert_int_ge(bf, 0);
        ck_assert_msg(bf == (got == RENJU_SOLVE_WIN), "%s, size %d, win in %d: solver %d, brute force %d",
                      renju_ruleset_name(ruleset), size, moves, got, bf);
        if (got == RENJU_SOLVE_WIN) {
            /* the fewest moves: none in one move fewer */
            k = (n + 1) / 2;
            budget = 2000000;
            ck_assert_int_eq(k == 1 ? 0 : brute(g, k - 1, &budget), 0);
            /* the defender's first answer puts the win off as long as any: after it
             * the attacker needs all its k - 1 other moves */
            if (k >= 3) {
                ck_assert_int_eq(renju_play(g, line[0]), RENJU_OK);
                ck_assert_int_eq(renju_play(g, line[1]), RENJU_OK);
                budget = 2000000;
                ck_assert_int_eq(brute(g, k - 2, &budget), 0);
                ck_assert_int_eq(renju_undo(g), RENJU_OK);
                ck_assert_int_eq(renju_undo(g), RENJU_OK);
            }
            wins++;
        }
        done++;
        renju_game_free(g);
    }
    ck_assert_int_ge(done, want);
    /* some wins, some not, unless the run is scaled right down */
    if (want >= 50) {
        ck_assert_int_gt(wins, 0);
        ck_assert_int_lt(wins, done);
    }
}

START_TEST(random_win_in_1_and_2)
{
    against_brute_force(1, (int)(150 * scale()) + 6, 12);
    against_brute_force(2, (int)(150 * scale()) + 6, 14);
}
END_TEST

START_TEST(random_win_in_3)
{
    against_brute_force(3, (int)(150 * scale()) + 6, 15);
}
END_TEST

START_TEST(node_limit)
{
    renju_game *g = position(F, "h9 h10 i9 j10", "a1 a4 a7 a10", B);
    int line[MAXP], n, nodes = -1, outcome = -1;

    /* a limit too small gives unknown and no line */
    n = renju_solve(g, 3, 5, &outcome, &nodes, line, MAXP);
    ck_assert_int_eq(n, 0);
    ck_assert_int_eq(outcome, RENJU_SOLVE_UNKNOWN);
    ck_assert_int_le(nodes, 5);
    /* the buffer too small: an error, nothing changed */
    CHECK_FAILS(g, renju_solve(g, 3, 0, &outcome, NULL, line, 2), RENJU_EBUFSIZE);
    renju_game_free(g);
}
END_TEST

START_TEST(errors)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int outcome, line[4];

    CHECK_FAILS(g, renju_solve(g, 2, 0, NULL, NULL, line, 4), RENJU_EINVAL);
    CHECK_FAILS(g, renju_solve(g, 2, 0, &outcome, NULL, NULL, 4), RENJU_EINVAL);
    CHECK_FAILS(g, renju_solve(g, 2, -1, &outcome, NULL, line, 4), RENJU_ERANGE);
    CHECK_FAILS(g, renju_solve(g, 0, 0, &outcome, NULL, line, 4), RENJU_ERANGE);
    CHECK_FAILS(g, renju_solve(g, 21, 0, &outcome, NULL, line, 4),
                RENJU_ERANGE);
    ck_assert_int_eq(renju_setup_begin(g), RENJU_OK);
    CHECK_FAILS(g, renju_solve(g, 2, 0, &outcome, NULL, line, 4), RENJU_EPHASE);
    renju_game_free(g);
    ck_assert_int_eq(renju_solve(NULL, 2, 0, &outcome, NULL, line, 4), RENJU_EINVAL);
}
END_TEST

#include "check_solve.tests.h"

int main(void)
{
    return run_suite(tests_suite("solve"));
}
