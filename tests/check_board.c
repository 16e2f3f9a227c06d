/* SPDX-License-Identifier: MIT */
/* check_board.c - the whole board at once (renju_board()) against renju_stone(); the
 * board as text (renju_board_text()) against a drawing made here from renju_stone(),
 * renju_forbidden(), renju_last_move() and renju_offers(); and renju_play() and
 * renju_play_as() with RENJU_PASS against renju_pass(), on random games of every rule
 * set, board size and opening rule.  RENJU_TEST_SCALE (default 1) scales the number of
 * random positions and games. */
#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

#define TEXT_ALL (RENJU_TEXT_FORBIDDEN | RENJU_TEXT_LAST | RENJU_TEXT_OFFERS)
#define TEXT_CAP 2048
#define SENTINEL 0xee

/* ------------------------------------------------------------------ helpers */

/* xorshift64*: a seeded generator of our own, so runs are the same everywhere */
TEST_RANDOM(0x9e3779b97f4a7c15ULL)

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

    if (renju_option_set(g, RENJU_OPT_OPENING, opening) != RENJU_OK)
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_NONE));
    if (renju_game_ruleset(g) == RENJU_RULES_RENJU) {
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_FOUL_POLICY, (int)rnd(2)));
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_THREE_READING, (int)rnd(2)));
    }
    if (allow_pass == 0 || (allow_pass < 0 && rnd(10) == 0))
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_ALLOW_PASS, 0));
}

/* A random position: random options, up to max_actions random actions, then now and
 * then setup mode with stones put or taken away at random, ended or not. */
static renju_game *random_position(int ruleset, int size, int nopenings, int max_actions)
{
    renju_game *g = game_or_null(ruleset, size);
    int i, k, p;

    if (!g)
        return NULL;
    random_options(g, nopenings, -1);
    k = (int)rnd((unsigned)max_actions + 1);
    for (i = 0; i < k; i++)
        if (!random_action(g))
            break;
    if (rnd(6) == 0) {
        CHECK_OK(g, renju_setup_begin(g));
        k = (int)rnd((unsigned)size * 2u);
        for (i = 0; i < k; i++) {
            p = (int)rnd((unsigned)(size * size));
            CHECK_OK(g, renju_setup_put(g, p, (int)rnd(3)));
        }
        CHECK_OK(g, renju_setup_side(g, 1 + (int)rnd(2)));
        /* a position a line already wins stays in setup mode */
        if (rnd(2) == 0)
            renju_setup_end(g);
    }
    return g;
}

/* ------------------------------------------------------------- renju_board */

/* Whether n bytes of buf all still hold SENTINEL.  (The loops of this file test with
 * plain comparisons, since each ck_assert() costs a write to Check's log.) */
static int untouched(const void *buf, size_t n)
{
    const unsigned char *b = buf;
    size_t i;

    for (i = 0; i < n; i++)
        if (b[i] != SENTINEL)
            return 0;
    return 1;
}

/* renju_board() of g against renju_stone(), with every kind of buffer. */
static void check_board(renju_game *g)
{
    unsigned char cells[SNAP_MAX_CELLS + 8], copy[SNAP_MAX_CELLS + 8];
    int size = renju_game_size(g), n = size * size, p;

    ck_assert_int_eq(renju_board(g, NULL, 0), n);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);

    /* exactly the size, and more: the cells past size*size are left alone */
    memset(cells, SENTINEL, sizeof cells);
    ck_assert_int_eq(renju_board(g, cells, (size_t)n), n);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);
    for (p = 0; p < n; p++)
        if (cells[p] != renju_stone(g, p))
            ck_abort_msg("point %d: renju_board %d, renju_stone %d", p, cells[p],
                         renju_stone(g, p));
    ck_assert(untouched(cells + n, sizeof cells - (size_t)n));
    memset(copy, SENTINEL, sizeof copy);
    ck_assert_int_eq(renju_board(g, copy, sizeof copy), n);
    ck_assert_int_eq(memcmp(cells, copy, sizeof copy), 0);

    /* too small, or NULL with a capacity: nothing written, the game unchanged */
    memset(cells, SENTINEL, sizeof cells);
    CHECK_FAILS(g, renju_board(g, cells, (size_t)n - 1), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_board(g, cells, (size_t)rnd((unsigned)n)), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_board(g, cells, 0), RENJU_EBUFSIZE);
    ck_assert(untouched(cells, sizeof cells));
    CHECK_FAILS(g, renju_board(g, NULL, 1), RENJU_EINVAL);
    CHECK_FAILS(g, renju_board(g, NULL, (size_t)n), RENJU_EINVAL);
    CHECK_FAILS(g, renju_board(g, NULL, (size_t)-1), RENJU_EINVAL);
}

TEST_CASE("board", 120)

START_TEST(test_board_matches_stones)
{
    int nrulesets = count_rulesets(), nopenings = count_opening_rules();
    int ruleset, size, k, games, rounds = scaled(3);
    renju_game *g;

    rnd_seed(&rng, 1);
    for (ruleset = 0; ruleset < nrulesets; ruleset++) {
        games = 0;
        for (size = RENJU_MIN_SIZE; size <= RENJU_MAX_SIZE; size++) {
            for (k = 0; k < rounds; k++) {
                g = random_position(ruleset, size, nopenings, size * size);
                if (!g)
                    break;
                check_board(g);
                renju_game_free(g);
                games++;
            }
        }
        ck_assert_msg(games > 0, "no board for %s", renju_ruleset_name(ruleset));
    }
    /* the sizes a rule set does not play are refused */
    ck_assert_ptr_null(game_or_null(RENJU_RULES_RENJU, 19));
}
END_TEST

START_TEST(test_board_empty_full_and_null)
{
    unsigned char cells[SNAP_MAX_CELLS];
    int moves[SNAP_MAX_CELLS], n, i, p;
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 20);

    /* the empty board, then a full one (a filling without a five) */
    ck_assert_int_eq(renju_board(g, cells, sizeof cells), 400);
    for (p = 0; p < 400; p++)
        ck_assert_int_eq(cells[p], RENJU_EMPTY);
    n = no_five_fill(20, moves);
    for (i = 0; i < n; i++)
        CHECK_OK(g, renju_play(g, moves[i]));
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    ck_assert_int_eq(renju_board(g, cells, 400), 400);
    for (i = 0; i < n; i++)
        ck_assert_int_eq(cells[moves[i]], i % 2 ? RENJU_WHITE : RENJU_BLACK);
    renju_game_free(g);

    g = new_game(RENJU_RULES_STANDARD, 5);
    ck_assert_int_eq(renju_board(g, NULL, 0), 25);
    CHECK_FAILS(g, renju_board(g, cells, 24), RENJU_EBUFSIZE);
    ck_assert_int_eq(renju_board(g, cells, 25), 25);
    renju_game_free(g);

    ck_assert_int_eq(renju_board(NULL, cells, sizeof cells), RENJU_EINVAL);
    ck_assert_int_eq(renju_board(NULL, NULL, 0), RENJU_EINVAL);
}
END_TEST

START_TEST(test_board_in_setup_mode)
{
    unsigned char cells[SNAP_MAX_CELLS];
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    play_list(g, "h8 h9");
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "h8"), RENJU_EMPTY));
    CHECK_OK(g, renju_setup_put(g, pt(g, "a1"), RENJU_WHITE));
    /* the position being set up, as renju_stone() shows it */
    ck_assert_int_eq(renju_board(g, cells, sizeof cells), 225);
    ck_assert_int_eq(cells[pt(g, "h8")], RENJU_EMPTY);
    ck_assert_int_eq(cells[pt(g, "h9")], RENJU_WHITE);
    ck_assert_int_eq(cells[pt(g, "a1")], RENJU_WHITE);
    check_board(g);
    renju_game_free(g);
}
END_TEST

/* -------------------------------------------------------- renju_board_text */

static void put(char *out, size_t cap, size_t *n, char c)
{
    if (*n + 1 >= cap)
        ck_abort_msg("the drawing is longer than %zu bytes", cap);
    out[(*n)++] = c;
    out[*n] = '\0';
}

/* The drawing renju_board_text() must give, made from the point queries: each row
 * from the top, its number in two characters, then a separator and a mark per point;
 * the column letters under them. */
static void drawing(renju_game *g, int flags, char *out, size_t cap)
{
    int size = renju_game_size(g), offered[SNAP_MAX_CELLS] = { 0 };
    int offers[RENJU_MAX_OFFERS], last = RENJU_NO_POINT, row, col, p, s, k, i;
    size_t n = 0;
    char mark, sep, number[12];

    if ((flags & RENJU_TEXT_LAST) && !renju_in_setup(g))
        last = renju_last_move(g);   /* a pass or no move marks nothing */
    if ((flags & RENJU_TEXT_OFFERS) && renju_expected_action(g) == RENJU_ACTION_CHOOSE_OFFER) {
        k = renju_offers(g, offers, RENJU_MAX_OFFERS);
        ck_assert_int_gt(k, 0);
        for (i = 0; i < k; i++)
            offered[offers[i]] = 1;
    }
    out[0] = '\0';
    for (row = size - 1; row >= 0; row--) {
        snprintf(number, sizeof number, "%2d", row + 1);
        put(out, cap, &n, number[0]);
        put(out, cap, &n, number[1]);
        for (col = 0; col < size; col++) {
            p = renju_point(g, col, row);
            s = renju_stone(g, p);
            if (s == RENJU_BLACK)
                mark = 'X';
            else if (s == RENJU_WHITE)
                mark = 'O';
            else if (offered[p])
                mark = '?';
            else if ((flags & RENJU_TEXT_FORBIDDEN)
                     && renju_game_ruleset(g) == RENJU_RULES_RENJU
                     && renju_forbidden(g, p) != RENJU_FORBID_NONE)
                mark = 'x';
            else
                mark = '.';
            sep = p == last ? '[' : col > 0 && renju_point(g, col - 1, row) == last ? ']' : ' ';
            put(out, cap, &n, sep);
            put(out, cap, &n, mark);
        }
        if (renju_point(g, size - 1, row) == last)
            put(out, cap, &n, ']');
        put(out, cap, &n, '\n');
    }
    put(out, cap, &n, ' ');
    put(out, cap, &n, ' ');
    for (col = 0; col < size; col++) {
        put(out, cap, &n, ' ');
        put(out, cap, &n, (char)('a' + col));
    }
    put(out, cap, &n, '\n');
}

/* What the drawings seen so far held, so that the tests know they covered each mark. */
static struct {
    int offers, forbidden, last, last_in_last_column, setup;
} seen;

/* renju_board_text() of g with flags against drawing(); with thorough, its buffers
 * too, and that the game is left as it was. */
static void check_text(renju_game *g, int flags, int thorough)
{
    char want[TEXT_CAP], got[TEXT_CAP + 8];
    snapshot before, after;
    int len, need;

    drawing(g, flags, want, sizeof want);
    len = (int)strlen(want);
    need = renju_board_text(g, flags, NULL, 0);
    ck_assert_msg(need == len + 1, "flags %d: capacity %d asked, %d needed", flags, need,
                  len + 1);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);

    memset(got, SENTINEL, sizeof got);
    if (thorough)
        snapshot_take(g, &before);
    ck_assert_int_eq(renju_board_text(g, flags, got, (size_t)need), len);
    CHECK_OK(g, RENJU_OK);
    ck_assert_msg(strcmp(got, want) == 0, "flags %d: the library drew\n%s\nand not\n%s", flags,
                  got, want);
    ck_assert(untouched(got + need, sizeof got - (size_t)need));
    seen.offers += strchr(want, '?') != NULL;
    seen.forbidden += strchr(want, 'x') != NULL;
    seen.last += strchr(want, '[') != NULL;
    seen.last_in_last_column += strstr(want, "]\n") != NULL;
    seen.setup += renju_in_setup(g) && (flags & RENJU_TEXT_LAST);
    if (!thorough)
        return;
    /* drawing (the forbidden points are found on the board) changes nothing */
    snapshot_take(g, &after);
    ck_assert(snapshot_equal_whole(&before, &after, NULL, 0));
    ck_assert_int_eq(renju_board_text(g, flags, got, sizeof got), len);
    ck_assert_str_eq(got, want);

    /* too small by one, or NULL with a capacity: nothing written, the game unchanged */
    memset(got, SENTINEL, sizeof got);
    CHECK_FAILS(g, renju_board_text(g, flags, got, (size_t)len), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_board_text(g, flags, got, 1), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_board_text(g, flags, got, 0), RENJU_EBUFSIZE);
    ck_assert(untouched(got, sizeof got));
    CHECK_FAILS(g, renju_board_text(g, flags, NULL, (size_t)need), RENJU_EINVAL);
}

/* Flags beyond RENJU_TEXT_*: refused, for a size query too, the game unchanged. */
static void check_bad_flags(renju_game *g)
{
    static const int bad[] = { 8, 16, 0x100, -1, INT_MIN, INT_MAX, TEXT_ALL | 8, 1 << 30 };
    char buf[TEXT_CAP];
    size_t i;

    memset(buf, SENTINEL, sizeof buf);
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_FAILS(g, renju_board_text(g, bad[i], buf, sizeof buf), RENJU_EINVAL);
        CHECK_FAILS(g, renju_board_text(g, bad[i], NULL, 0), RENJU_EINVAL);
    }
    ck_assert(untouched(buf, sizeof buf));
}

TEST_CASE("text", 300)

START_TEST(test_text_matches_drawing)
{
    int nrulesets = count_rulesets(), nopenings = count_opening_rules();
    int ruleset, size, k, flags, rounds = scaled(2);
    renju_game *g;

    rnd_seed(&rng, 2);
    memset(&seen, 0, sizeof seen);
    for (ruleset = 0; ruleset < nrulesets; ruleset++) {
        for (size = RENJU_MIN_SIZE; size <= RENJU_MAX_SIZE; size++) {
            for (k = 0; k < (size == 15 ? 6 * rounds : rounds); k++) {
                g = random_position(ruleset, size, nopenings, k % 2 ? 12 : size * size / 2);
                if (!g)
                    break;
                /* every flag; the buffers and the game unchanged with one of them */
                for (flags = 0; flags <= TEXT_ALL; flags++)
                    check_text(g, flags, flags == (int)((unsigned)k % (TEXT_ALL + 1)));
                if (k == 0)
                    check_bad_flags(g);
                renju_game_free(g);
            }
        }
    }
    /* and positions known to hold forbidden points: a double-three (h7), and an
     * overline (f8) with a double-four (j5) set up, under both three readings */
    for (k = 0; k < 2; k++) {
        g = new_game(RENJU_RULES_RENJU, 15);
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_THREE_READING, k));
        play_list(g, "h8 a15 i8 a13 h9 a11 j9 o1");
        for (flags = 0; flags <= TEXT_ALL; flags++)
            check_text(g, flags, flags == TEXT_ALL);
        CHECK_OK(g, renju_setup_begin(g));
        CHECK_OK(g, renju_setup_put(g, pt(g, "c8"), RENJU_BLACK));
        CHECK_OK(g, renju_setup_put(g, pt(g, "d8"), RENJU_BLACK));
        CHECK_OK(g, renju_setup_put(g, pt(g, "e8"), RENJU_BLACK));
        CHECK_OK(g, renju_setup_put(g, pt(g, "g8"), RENJU_BLACK));
        CHECK_OK(g, renju_setup_put(g, pt(g, "j2"), RENJU_BLACK));
        CHECK_OK(g, renju_setup_put(g, pt(g, "j3"), RENJU_BLACK));
        CHECK_OK(g, renju_setup_put(g, pt(g, "j4"), RENJU_BLACK));
        CHECK_OK(g, renju_setup_put(g, pt(g, "k5"), RENJU_BLACK));
        CHECK_OK(g, renju_setup_put(g, pt(g, "l5"), RENJU_BLACK));
        CHECK_OK(g, renju_setup_put(g, pt(g, "m5"), RENJU_BLACK));
        ck_assert_int_eq(renju_forbidden(g, pt(g, "f8")), RENJU_FORBID_OVERLINE);
        ck_assert_int_eq(renju_forbidden(g, pt(g, "j5")), RENJU_FORBID_DOUBLE_FOUR);
        for (flags = 0; flags <= TEXT_ALL; flags++)
            check_text(g, flags, flags == TEXT_ALL);
        CHECK_OK(g, renju_setup_end(g));
        for (flags = 0; flags <= TEXT_ALL; flags++)
            check_text(g, flags, flags == TEXT_ALL);
        renju_game_free(g);
    }
    ck_assert_int_gt(seen.forbidden, 0);
    ck_assert_int_gt(seen.last, 0);
    ck_assert_int_gt(seen.setup, 0);
}
END_TEST

/* Games stopped while the 5th-move offers wait to be chosen, under each opening rule
 * with offers, and then after the choice. */
START_TEST(test_text_offers_pending)
{
    int nopenings = count_opening_rules(), opening, k, flags, steps, with_offers = 0;
    renju_game *g, *h;
    char text[TEXT_CAP];

    rnd_seed(&rng, 3);
    memset(&seen, 0, sizeof seen);
    for (opening = 0; opening < nopenings; opening++) {
        for (k = 0; k < scaled(3); k++) {
            g = new_game(RENJU_RULES_RENJU, 15);
            if (renju_option_set(g, RENJU_OPT_OPENING, opening) != RENJU_OK) {
                renju_game_free(g);
                break;
            }
            for (steps = 0; steps < 40 && renju_expected_action(g) != RENJU_ACTION_CHOOSE_OFFER;
                 steps++)
                if (!random_action(g) || renju_expected_action(g) == RENJU_ACTION_PLAY)
                    break;
            if (renju_expected_action(g) == RENJU_ACTION_CHOOSE_OFFER) {
                with_offers++;
                for (flags = 0; flags <= TEXT_ALL; flags++)
                    check_text(g, flags, flags == TEXT_ALL);
                /* no longer to be chosen once a player resigns, or in setup mode */
                ck_assert_int_eq(renju_game_clone(&h, g), RENJU_OK);
                CHECK_OK(h, renju_resign(h, 1 + (int)rnd(2)));
                check_text(h, TEXT_ALL, 0);
                CHECK_OK(h, renju_undo(h));
                CHECK_OK(h, renju_setup_begin(h));
                check_text(h, TEXT_ALL, 0);
                ck_assert_int_eq(renju_board_text(h, RENJU_TEXT_OFFERS, text, sizeof text),
                                 (int)strlen(text));
                ck_assert_ptr_null(strchr(text, '?'));
                renju_game_free(h);
                /* chosen: the offers are gone from the board and the drawing */
                ck_assert_int_eq(random_action(g), 1);
                for (flags = 0; flags <= TEXT_ALL; flags++)
                    check_text(g, flags, 0);
                /* undone: pending again */
                CHECK_OK(g, renju_undo(g));
                check_text(g, TEXT_ALL, 1);
            }
            renju_game_free(g);
        }
    }
    ck_assert_int_gt(with_offers, 0);
    ck_assert_int_gt(seen.offers, 0);
}
END_TEST

/* The drawing itself, written out: a small board and the largest, every mark. */
START_TEST(test_text_exact)
{
    char buf[TEXT_CAP];
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 5);

    /* six lines of 2 + 2 * 5 characters and a newline */
    ck_assert_int_eq(renju_board_text(g, TEXT_ALL, buf, sizeof buf), 6 * 13);
    ck_assert_str_eq(buf,
                     " 5 . . . . .\n"
                     " 4 . . . . .\n"
                     " 3 . . . . .\n"
                     " 2 . . . . .\n"
                     " 1 . . . . .\n"
                     "   a b c d e\n");
    play_list(g, "a1 e5");
    ck_assert_int_eq(renju_board_text(g, RENJU_TEXT_LAST, buf, sizeof buf), 6 * 13 + 1);
    ck_assert_str_eq(buf,
                     " 5 . . . .[O]\n"
                     " 4 . . . . .\n"
                     " 3 . . . . .\n"
                     " 2 . . . . .\n"
                     " 1 X . . . .\n"
                     "   a b c d e\n");
    play_list(g, "a3");
    ck_assert_int_eq(renju_board_text(g, RENJU_TEXT_LAST, buf, sizeof buf), 6 * 13);
    ck_assert_str_eq(buf,
                     " 5 . . . . O\n"
                     " 4 . . . . .\n"
                     " 3[X]. . . .\n"
                     " 2 . . . . .\n"
                     " 1 X . . . .\n"
                     "   a b c d e\n");
    /* a pass marks nothing; without the flag nothing is marked either */
    CHECK_OK(g, renju_play(g, RENJU_PASS));
    ck_assert_int_eq(renju_board_text(g, TEXT_ALL, buf, sizeof buf), 6 * 13);
    ck_assert_ptr_null(strchr(buf, '['));
    CHECK_OK(g, renju_undo(g));
    ck_assert_int_eq(renju_board_text(g, 0, buf, sizeof buf), 6 * 13);
    ck_assert_ptr_null(strchr(buf, '['));
    renju_game_free(g);

    /* renju: black's double-three at h7 as x, for either side to move, and only with
     * the flag; the last stone o1 in the last column */
    g = new_game(RENJU_RULES_RENJU, 15);
    play_list(g, "h8 a15 i8 a13 h9 a11 j9 o1");
    ck_assert_int_eq(renju_board_text(g, TEXT_ALL, buf, sizeof buf), 16 * 33 + 1);
    ck_assert_str_eq(buf,
                     "15 O . . . . . . . . . . . . . .\n"
                     "14 . . . . . . . . . . . . . . .\n"
                     "13 O . . . . . . . . . . . . . .\n"
                     "12 . . . . . . . . . . . . . . .\n"
                     "11 O . . . . . . . . . . . . . .\n"
                     "10 . . . . . . . . . . . . . . .\n"
                     " 9 . . . . . . . X . X . . . . .\n"
                     " 8 . . . . . . . X X . . . . . .\n"
                     " 7 . . . . . . . x . . . . . . .\n"
                     " 6 . . . . . . . . . . . . . . .\n"
                     " 5 . . . . . . . . . . . . . . .\n"
                     " 4 . . . . . . . . . . . . . . .\n"
                     " 3 . . . . . . . . . . . . . . .\n"
                     " 2 . . . . . . . . . . . . . . .\n"
                     " 1 . . . . . . . . . . . . . .[O]\n"
                     "   a b c d e f g h i j k l m n o\n");
    play_list(g, "a1");
    ck_assert_int_eq(renju_board_text(g, RENJU_TEXT_FORBIDDEN, buf, sizeof buf), 16 * 33);
    ck_assert_ptr_nonnull(strstr(buf, "\n 7 . . . . . . . x . . . . . . .\n"));
    ck_assert_int_eq(renju_board_text(g, RENJU_TEXT_LAST | RENJU_TEXT_OFFERS, buf, sizeof buf),
                     16 * 33);
    ck_assert_ptr_null(strchr(buf, 'x'));
    ck_assert_ptr_nonnull(strstr(buf, "\n 1[X]. . . ."));
    renju_game_free(g);

    /* gomoku has no forbidden points to mark; a 20x20 board numbers its rows in two
     * characters and letters its columns to t */
    g = new_game(RENJU_RULES_FREESTYLE, 20);
    play_list(g, "h8 i8 j8 h9 i9 j7 t20");
    /* the longest drawing: 905 bytes with its NUL */
    ck_assert_int_eq(renju_board_text(g, TEXT_ALL, NULL, 0), 21 * 43 + 1 + 1);
    ck_assert_int_eq(renju_board_text(g, TEXT_ALL, buf, sizeof buf), 21 * 43 + 1);
    ck_assert_ptr_null(strchr(buf, 'x'));
    ck_assert_int_eq(strncmp(buf, "20 . . . . . . . . . . . . . . . . . . .[X]\n19 .", 48), 0);
    ck_assert_ptr_nonnull(strstr(buf, "\n   a b c d e f g h i j k l m n o p q r s t\n"));
    ck_assert_int_eq(buf[strlen(buf) - 1], '\n');
    renju_game_free(g);

    ck_assert_int_eq(renju_board_text(NULL, 0, buf, sizeof buf), RENJU_EINVAL);
    ck_assert_int_eq(renju_board_text(NULL, 0, NULL, 0), RENJU_EINVAL);
}
END_TEST

/* In setup mode the last move is the game's from before setup, whose stone may be
 * gone: no brackets then; the stones are those being set up. */
START_TEST(test_text_in_setup_mode)
{
    char buf[TEXT_CAP];
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    play_list(g, "h8 h9");
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "h9"), RENJU_EMPTY));
    ck_assert_int_eq(renju_last_move(g), pt(g, "h9"));
    ck_assert_int_gt(renju_board_text(g, TEXT_ALL, buf, sizeof buf), 0);
    ck_assert_ptr_null(strchr(buf, '['));
    ck_assert_ptr_nonnull(strstr(buf, "\n 9 . . . . . . . . . . . . . . .\n"));
    check_text(g, TEXT_ALL, 1);
    check_text(g, RENJU_TEXT_LAST, 1);
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_last_move(g), RENJU_NO_POINT);
    check_text(g, TEXT_ALL, 1);
    renju_game_free(g);
}
END_TEST

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

TEST_CASE("pass", 300)

START_TEST(test_play_pass_equals_pass)
{
    int nrulesets = count_rulesets(), nopenings = count_opening_rules();
    int ruleset, size, game, step, games = scaled(6) < 3 ? 3 : scaled(6);
    renju_game *g;

    rnd_seed(&rng, 4);
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
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_RIF));
    play_list(g, "h8 h9 j10");
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_SWAP);
    CHECK_FAILS(g, renju_play(g, RENJU_PASS), RENJU_EPHASE);
    CHECK_FAILS(g, renju_play_as(g, RENJU_PLAYER_SECOND, RENJU_PASS), RENJU_EPHASE);
    CHECK_FAILS(g, renju_play_as(g, RENJU_PLAYER_FIRST, RENJU_PASS), RENJU_EPHASE);
    CHECK_FAILS(g, renju_offer_draw(g, RENJU_PASS), RENJU_EPHASE);
    renju_game_free(g);

    /* passes off: refused as renju_pass() refuses them, by the player to move */
    g = new_game(RENJU_RULES_FREESTYLE, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_ALLOW_PASS, 0));
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

#include "check_board.tests.h"

int main(void)
{
    return run_suite(tests_suite("board"));
}
