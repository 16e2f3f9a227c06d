/* SPDX-License-Identifier: MIT */
/* check_setup_opening.c - positions set up under an opening rule (renju_setup_begin(3)):
 * a set-up position goes on from the step its stones reach, as the real game that kept
 * its colours would; positions no game under the rule reaches are refused; given
 * openings (no opening rule) are played on freely; and given openings are written to
 * .psq and SGF and read back.
 *
 * Two independent checks of the start step: real games driven through the opening API,
 * set up again after each of their stones and followed to the end side by side; and a
 * slow reference that looks for an order of the stones of a random position in which
 * the play functions themselves accept them, compared with renju_setup_end().
 * RENJU_TEST_SCALE (default 1) scales the number of games and positions. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

#define NCELLS (RENJU_MAX_SIZE * RENJU_MAX_SIZE)

/* xorshift64*, seeded per test so that runs are the same everywhere */
TEST_RANDOM(0x9e3779b97f4a7c15ULL)

static void seed(unsigned long long s)
{
    rng = 0x9e3779b97f4a7c15ULL ^ (s * 0x2545f4914f6cdd1dULL);
    if (!rng)
        rng = 1;
}

/* ------------------------------------------------------------ the rules */

typedef struct rule {
    const char *name;
    int ruleset, size, opening;
    int n;              /* RENJU_OPT_OPENING_N, -1 for the rule's default */
    int centre_first;   /* RENJU_OPT_CENTRE_FIRST, -1 for the rule set's default */
    int stones;         /* the stones of the script, each stone step once */
    int branch_b;       /* Taraguchi: drive branch (b), the offers */
    int has_branch;
} rule;

static const rule rules[] = {
    { "RIF", RENJU_RULES_RENJU, 15, RENJU_OPENING_RIF, -1, -1, 5, 0, 0 },
    { "Yamaguchi", RENJU_RULES_RENJU, 15, RENJU_OPENING_YAMAGUCHI, -1, -1, 5, 0, 0 },
    { "Soosorv-8", RENJU_RULES_RENJU, 15, RENJU_OPENING_SOOSORV, -1, -1, 5, 0, 0 },
    { "Soosorv-3", RENJU_RULES_RENJU, 15, RENJU_OPENING_SOOSORV, 3, -1, 5, 0, 0 },
    { "Taraguchi-10 (a)", RENJU_RULES_RENJU, 15, RENJU_OPENING_TARAGUCHI, -1, -1, 5, 0, 1 },
    { "Taraguchi-10 (b)", RENJU_RULES_RENJU, 15, RENJU_OPENING_TARAGUCHI, -1, -1, 5, 1, 1 },
    { "Taraguchi-2 (b)", RENJU_RULES_RENJU, 15, RENJU_OPENING_TARAGUCHI, 2, -1, 5, 1, 1 },
    { "Super Taraguchi-10 (a)", RENJU_RULES_RENJU, 15, RENJU_OPENING_SUPER_TARAGUCHI, -1, -1,
      5, 0, 1 },
    { "Super Taraguchi-3 (b)", RENJU_RULES_RENJU, 15, RENJU_OPENING_SUPER_TARAGUCHI, 3, -1,
      5, 1, 1 },
    { "Tarannikov", RENJU_RULES_RENJU, 15, RENJU_OPENING_TARANNIKOV, -1, -1, 5, 0, 0 },
    { "Super Sakata", RENJU_RULES_RENJU, 15, RENJU_OPENING_SUPER_SAKATA, -1, -1, 7, 0, 0 },
    { "Swap1", RENJU_RULES_FREESTYLE, 15, RENJU_OPENING_SWAP1, -1, -1, 3, 0, 0 },
    { "Swap1, centre first", RENJU_RULES_STANDARD, 15, RENJU_OPENING_SWAP1, -1, 1, 3, 0, 0 },
    { "Swap2", RENJU_RULES_FREESTYLE, 15, RENJU_OPENING_SWAP2, -1, -1, 5, 0, 0 },
    { "Swap2, 20x20", RENJU_RULES_STANDARD, 20, RENJU_OPENING_SWAP2, -1, -1, 5, 0, 0 },
    { "Swap2, caro, centre first", RENJU_RULES_CARO5, 15, RENJU_OPENING_SWAP2, -1, 1, 5, 0,
      0 },
    { "Pro", RENJU_RULES_FREESTYLE, 15, RENJU_OPENING_PRO, -1, -1, 3, 0, 0 },
    { "Pro, 19x19", RENJU_RULES_STANDARD, 19, RENJU_OPENING_PRO, -1, -1, 3, 0, 0 },
    { "Long Pro", RENJU_RULES_FREESTYLE, 15, RENJU_OPENING_LONG_PRO, -1, -1, 3, 0, 0 },
};
#define NRULES ((int)(sizeof rules / sizeof rules[0]))

static renju_game *rule_game(const rule *r)
{
    renju_game *g = new_game(r->ruleset, r->size);

    if (r->centre_first >= 0)
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_CENTRE_FIRST, r->centre_first));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, r->opening));
    if (r->n >= 0)
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING_N, r->n));
    return g;
}

/* The distance of p from the centre, in the larger direction: the central KxK square
 * holds the points at K/2 or less (written again here, not taken from the library). */
static int ring(int size, int p)
{
    int half = size / 2, dc = abs(p % size - half), dr = abs(p / size - half);

    return dc > dr ? dc : dr;
}

static int centre(int size)
{
    return (size / 2) * size + size / 2;
}

/* ------------------------------------------------------------ what a game shows */

typedef struct view {
    int stone[NCELLS];
    int side, result, action, player, colour, final, colour_of[3];
    int nallowed, allowed[NCELLS];
    int noffers, offers[RENJU_MAX_OFFERS];
    int bounds_rc, lo, hi;
} view;

static void view_take(renju_game *g, view *v)
{
    int size = renju_game_size(g), p;

    memset(v, 0, sizeof *v);
    for (p = 0; p < size * size; p++)
        v->stone[p] = renju_stone(g, p);
    v->side = renju_side_to_move(g);
    v->result = renju_result(g);
    v->action = renju_expected_action(g);
    v->player = renju_expected_player(g);
    v->colour = renju_expected_colour(g);
    v->final = renju_colours_final(g);
    v->colour_of[RENJU_PLAYER_FIRST] = renju_player_colour(g, RENJU_PLAYER_FIRST);
    v->colour_of[RENJU_PLAYER_SECOND] = renju_player_colour(g, RENJU_PLAYER_SECOND);
    v->nallowed = renju_allowed_points(g, v->allowed, NCELLS);
    v->noffers = renju_offers(g, v->offers, RENJU_MAX_OFFERS);
    v->bounds_rc = renju_offer_bounds(g, &v->lo, &v->hi);
    if (v->nallowed < 0 || v->noffers < 0 || v->colour_of[1] < 0 || v->final < 0)
        ck_abort_msg("reading the game failed: %s", renju_errmsg(g));
}

#define SAME(field)                                                            \
    do {                                                                       \
        if (a->field != b->field)                                              \
            ck_abort_msg("%s: %s: %d in the real game, %d in the set-up one",  \
                         what, #field, a->field, b->field);                    \
    } while (0)

/* What view_same() compares besides the position and the expected action: the offer
 * bounds (not when the number declared before a set-up position is not known there),
 * and the offers of the history (not when the set-up position passed over them). */
#define CMP_BOUNDS 1
#define CMP_OFFERS 2

/* a: the real game, b: the one set up from it. */
static void view_same(const view *a, const view *b, int cmp, const char *what)
{
    int i;

    for (i = 0; i < NCELLS; i++)
        SAME(stone[i]);
    SAME(side);
    SAME(result);
    SAME(action);
    SAME(player);
    SAME(colour);
    SAME(final);
    SAME(colour_of[1]);
    SAME(colour_of[2]);
    SAME(nallowed);
    for (i = 0; i < a->nallowed; i++)
        SAME(allowed[i]);
    if (cmp & CMP_OFFERS) {
        SAME(noffers);
        for (i = 0; i < a->noffers; i++)
            SAME(offers[i]);
    } else if (b->noffers != 0) {
        ck_abort_msg("%s: %d offers in the set-up game", what, b->noffers);
    }
    if (cmp & CMP_BOUNDS) {
        SAME(bounds_rc);
        if (a->bounds_rc == RENJU_OK) {
            SAME(lo);
            SAME(hi);
        }
    }
}

/* ------------------------------------------------------------ actions */

enum { A_STONE = 1, A_SWAP, A_DECLARE, A_OFFERS, A_CHOOSE, A_BRANCH, A_COLOUR, A_SWAP2 };

typedef struct act {
    int kind, player, value, n;
    int points[RENJU_MAX_OFFERS];
} act;

static int apply_act(renju_game *g, const act *a)
{
    switch (a->kind) {
    case A_STONE:   return renju_play_as(g, a->player, a->value);
    case A_SWAP:    return renju_swap(g, a->player, a->value);
    case A_DECLARE: return renju_declare(g, a->player, a->value);
    case A_OFFERS:  return renju_propose(g, a->player, a->points, (size_t)a->n);
    case A_CHOOSE:  return renju_choose_offer(g, a->player, a->value);
    case A_BRANCH:  return renju_choose_branch(g, a->player, a->value);
    case A_COLOUR:  return renju_choose_colour(g, a->player, a->value);
    default:        return renju_choose_swap2(g, a->player, a->value);
    }
}

static int random_allowed(renju_game *g)
{
    int list[NCELLS], n = renju_allowed_points(g, list, NCELLS);

    ck_assert_int_gt(n, 0);
    return list[rnd((unsigned)n)];
}

/* Propose count offers, the first one first if it is a point (the others random
 * allowed points), until the library takes them as not equivalent: 1 once proposed,
 * 0 if first itself cannot be offered. */
static int propose_with(renju_game *g, act *a, int count, int first)
{
    int list[NCELLS], n = renju_allowed_points(g, list, NCELLS), tries, i, j, p, rc;

    a->kind = A_OFFERS;
    a->player = renju_expected_player(g);
    a->n = count;
    for (tries = 0; tries < 300; tries++) {
        i = 0;
        if (first >= 0)
            a->points[i++] = first;
        while (i < count) {
            p = list[rnd((unsigned)n)];
            for (j = 0; j < i && a->points[j] != p; j++)
                ;
            if (j == i)
                a->points[i++] = p;
        }
        rc = apply_act(g, a);
        if (rc == RENJU_OK)
            return 1;
        if (rc != RENJU_EEQUIVALENT || (first >= 0 && count == 1))
            return 0;
    }
    return 0;
}

/* ------------------------------------------------- real games, set up again */

#define MAX_ACTS 64

typedef struct game_log {
    const rule *r;
    int n;
    act a[MAX_ACTS];
    int nstones;
    int after_stone[MAX_ACTS];   /* [k]: the action that placed stone k (from 1) */
} game_log;

/* The choice of a player who keeps the colours: what renju_setup_end() reads into the
 * decisions a set-up position passed over. */
static void keep_choice(renju_game *g, const game_log *log, act *a, int action)
{
    int mine = renju_player_colour(g, a->player), i, more = 0;

    switch (action) {
    case RENJU_ACTION_SWAP:
        a->kind = A_SWAP;
        a->value = 0;
        break;
    case RENJU_ACTION_BRANCH:
        a->kind = A_BRANCH;
        a->value = log->r->branch_b ? RENJU_BRANCH_OFFERS : RENJU_BRANCH_FIFTH;
        break;
    case RENJU_ACTION_COLOUR:
        a->kind = A_COLOUR;
        a->value = mine;
        break;
    default:
        /* two more stones once (the stones of the script), then the colour held */
        for (i = 0; i < log->n; i++)
            more |= log->a[i].kind == A_SWAP2;
        a->kind = A_SWAP2;
        a->value = !more ? RENJU_SWAP2_TWO_MORE
                 : mine == RENJU_BLACK ? RENJU_SWAP2_BLACK : RENJU_SWAP2_WHITE;
        break;
    }
}

/* The 5th move chosen: in branch (b) of Taraguchi one outside the central 9x9 if there
 * is one, since one inside reads as branch (a) when set up. */
static int choice(renju_game *g, const rule *r)
{
    int offers[RENJU_MAX_OFFERS], n = renju_offers(g, offers, RENJU_MAX_OFFERS), i;

    ck_assert_int_gt(n, 0);
    if (r->branch_b)
        for (i = 0; i < n; i++)
            if (ring(r->size, offers[i]) > 4)
                return offers[i];
    return offers[rnd((unsigned)n)];
}

/* Play a game under r through the opening API, keeping colours, with random stones,
 * declarations and offers, then extra moves of normal play. */
static void drive(renju_game *g, game_log *log, int extra)
{
    int action, lo, hi;
    act a;

    log->n = log->nstones = 0;
    while (log->n < MAX_ACTS) {
        action = renju_expected_action(g);
        if (action == RENJU_ACTION_NONE || (action == RENJU_ACTION_PLAY && extra-- <= 0))
            break;
        memset(&a, 0, sizeof a);
        a.player = renju_expected_player(g);
        switch (action) {
        case RENJU_ACTION_PLAY:
        case RENJU_ACTION_STONE:
            a.kind = A_STONE;
            a.value = random_allowed(g);
            break;
        case RENJU_ACTION_DECLARE:
            CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
            a.kind = A_DECLARE;
            a.value = lo + (int)rnd((unsigned)((hi < 5 ? hi : 5) - lo + 1));
            break;
        case RENJU_ACTION_OFFERS:
            CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
            ck_assert_int_eq(lo, hi);
            ck_assert_msg(propose_with(g, &a, lo, -1), "%s: no offers", log->r->name);
            log->a[log->n++] = a;
            continue;
        case RENJU_ACTION_CHOOSE_OFFER:
            a.kind = A_CHOOSE;
            a.value = choice(g, log->r);
            break;
        default:
            keep_choice(g, log, &a, action);
            break;
        }
        CHECK_OK(g, apply_act(g, &a));
        if (a.kind == A_STONE || a.kind == A_CHOOSE)
            log->after_stone[++log->nstones] = log->n;
        log->a[log->n++] = a;
    }
}

static void replay(renju_game *g, const game_log *log, int from, int to)
{
    int i;

    for (i = from; i < to; i++)
        ck_assert_msg(apply_act(g, &log->a[i]) == RENJU_OK, "%s: replaying action %d: %s",
                      log->r->name, i + 1, renju_errmsg(g));
}

/* A game of rule r set up with the stones and side of g. */
static renju_game *set_up_like(const rule *r, renju_game *g, int *rc)
{
    renju_game *s = rule_game(r);
    int p, size = renju_game_size(g);

    CHECK_OK(s, renju_setup_begin(s));
    for (p = 0; p < size * size; p++)
        if (renju_stone(g, p) != RENJU_EMPTY)
            CHECK_OK(s, renju_setup_put(s, p, renju_stone(g, p)));
    CHECK_OK(s, renju_setup_side(s, renju_side_to_move(g)));
    *rc = renju_setup_end(s);
    return s;
}

/* Set the real game up again after each of its stones: the set-up game must expect what
 * the real one expects, and go on to the end of the game alike, and undo must stop at
 * the set-up position. */
static void check_real_game(const rule *r, const game_log *log)
{
    renju_game *real, *set;
    view a, b, start;
    char what[96];
    int k, i, rc, upto, declared, offered, cmp;

    for (k = 1; k <= log->nstones; k++) {
        upto = log->after_stone[k] + 1;
        real = rule_game(r);
        replay(real, log, 0, upto);
        set = set_up_like(r, real, &rc);
        ck_assert_msg(rc == RENJU_OK, "%s, %d stones: %s", r->name, k, renju_errmsg(set));
        for (declared = offered = 0, i = 0; i < upto; i++) {
            declared |= log->a[i].kind == A_DECLARE;
            offered |= log->a[i].kind == A_OFFERS;
        }
        cmp = offered ? 0 : CMP_OFFERS;
        view_take(real, &a);
        view_take(set, &b);
        view_take(set, &start);
        snprintf(what, sizeof what, "%s, set up after %d stones", r->name, k);
        /* a declaration passed over: black offers 1 to 100 */
        if (declared && a.action == RENJU_ACTION_OFFERS) {
            ck_assert_int_eq(b.bounds_rc, RENJU_OK);
            ck_assert_int_eq(b.lo, 1);
            ck_assert_int_eq(b.hi, RENJU_MAX_OFFERS);
        }
        view_same(&a, &b, cmp | (declared && a.action == RENJU_ACTION_OFFERS ? 0 : CMP_BOUNDS),
                  what);
        for (i = upto; i < log->n; i++) {
            ck_assert_msg(apply_act(set, &log->a[i]) == RENJU_OK, "%s: action %d: %s", what,
                          i + 1, renju_errmsg(set));
            CHECK_OK(real, apply_act(real, &log->a[i]));
            view_take(real, &a);
            view_take(set, &b);
            snprintf(what, sizeof what, "%s, set up after %d stones, then action %d", r->name,
                     k, i + 1);
            view_same(&a, &b, cmp | CMP_BOUNDS, what);
        }
        while (renju_undo(set) == RENJU_OK)
            ;
        ck_assert_int_eq(renju_errcode(set), RENJU_ENOMOVE);
        view_take(set, &b);
        view_same(&start, &b, CMP_OFFERS | CMP_BOUNDS, "undone to the set-up position");
        renju_game_free(set);
        renju_game_free(real);
    }
}

TEST_CASE("setup_opening", 600)

LOOP_TEST(0, NRULES)
START_TEST(test_real_games_set_up_again)
{
    const rule *r = &rules[_i];
    int games = scaled(4), n;
    game_log log;
    renju_game *g;

    seed(100 + (unsigned long long)_i);
    for (n = 0; n < games; n++) {
        g = rule_game(r);
        log.r = r;
        drive(g, &log, 2);
        ck_assert_int_ge(log.nstones, r->stones);
        check_real_game(r, &log);
        renju_game_free(g);
    }
}
END_TEST

/* The decisions a set-up position passed over, where they could have gone otherwise. */
START_TEST(test_decisions_passed_over)
{
    renju_game *g;
    int rc, lo, hi, offers[3];

    /* Taraguchi: a 5th stone inside the central 9x9 reads as branch (a), whose swap
     * comes next; outside it, as branch (b): the opening is over */
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_TARAGUCHI));
    play_list(g, "h8");
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 0));
    play_list(g, "i8");
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_FIRST, 0));
    play_list(g, "g6");
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 0));
    play_list(g, "k10");
    renju_game_free(set_up_like(&rules[4], g, &rc));
    ck_assert_int_eq(rc, RENJU_OK);
    CHECK_OK(g, renju_choose_branch(g, RENJU_PLAYER_FIRST, RENJU_BRANCH_FIFTH));
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_FIRST, 0));
    play_list(g, "d5");
    {
        renju_game *s = set_up_like(&rules[4], g, &rc);
        ck_assert_int_eq(rc, RENJU_OK);
        ck_assert_int_eq(renju_expected_action(s), RENJU_ACTION_SWAP);
        ck_assert_int_eq(renju_expected_player(s), RENJU_PLAYER_SECOND);
        ck_assert_int_eq(renju_colours_final(s), 0);
        renju_game_free(s);
    }
    renju_game_free(g);
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_TARAGUCHI));
    set_up(g, "h8 g6 a1", "i8 k10", RENJU_WHITE);
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_PLAY);
    ck_assert_int_eq(renju_expected_player(g), RENJU_PLAYER_SECOND);
    ck_assert_int_eq(renju_colours_final(g), 1);
    renju_game_free(g);

    /* Yamaguchi from move 4: the number of offers was never declared, so black makes 1
     * to 100 of them, and that number holds from then on */
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_YAMAGUCHI));
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "h8"), RENJU_BLACK));
    CHECK_OK(g, renju_setup_put(g, pt(g, "h9"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_put(g, pt(g, "j10"), RENJU_BLACK));
    CHECK_OK(g, renju_setup_put(g, pt(g, "g7"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_OFFERS);
    ck_assert_int_eq(renju_expected_player(g), RENJU_PLAYER_FIRST);
    CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
    ck_assert_int_eq(lo, 1);
    ck_assert_int_eq(hi, RENJU_MAX_OFFERS);
    CHECK_FAILS(g, renju_propose(g, RENJU_PLAYER_FIRST, offers, 0), RENJU_ERANGE);
    CHECK_FAILS(g, renju_propose(g, RENJU_PLAYER_FIRST, offers, RENJU_MAX_OFFERS + 1),
                RENJU_ERANGE);
    offers[0] = pt(g, "a1");
    offers[1] = pt(g, "o1");
    offers[2] = pt(g, "c14");
    CHECK_OK(g, renju_propose(g, RENJU_PLAYER_FIRST, offers, 3));
    CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
    ck_assert_int_eq(lo, 3);
    ck_assert_int_eq(hi, 3);
    CHECK_OK(g, renju_choose_offer(g, RENJU_PLAYER_SECOND, pt(g, "o1")));
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_PLAY);
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
    ck_assert_int_eq(hi, RENJU_MAX_OFFERS);
    renju_game_free(g);

    /* Super Sakata: the script's seven stones reach the chooser's second round; one
     * more came in normal play */
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SUPER_SAKATA));
    set_up(g, "h8 j10 e4 o15", "h9 k11 a1", RENJU_WHITE);
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_SWAP2);
    ck_assert_int_eq(renju_expected_player(g), RENJU_PLAYER_SECOND);
    set_up(g, "", "o1", RENJU_BLACK);
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_PLAY);
    ck_assert_int_eq(renju_expected_player(g), RENJU_PLAYER_FIRST);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ refusals */

/* Set up g again with the stones of src (stone list of n points and colours), side,
 * then renju_setup_end() must fail with RENJU_EPOSITION, leave the game unchanged in
 * setup mode, and say why (the message holding reason). */
static void refused(renju_game *g, const int *pts, const int *colours, int n, int side,
                    const char *reason)
{
    int p, i, size = renju_game_size(g);

    CHECK_OK(g, renju_setup_begin(g));
    for (p = 0; p < size * size; p++)
        CHECK_OK(g, renju_setup_put(g, p, RENJU_EMPTY));
    for (i = 0; i < n; i++)
        CHECK_OK(g, renju_setup_put(g, pts[i], colours[i]));
    CHECK_OK(g, renju_setup_side(g, side));
    CHECK_FAILS(g, renju_setup_end(g), RENJU_EPOSITION);
    ck_assert_int_eq(renju_in_setup(g), 1);
    ck_assert_msg(strstr(failure_message(), reason) != NULL, "\"%s\" does not say \"%s\"",
                  failure_message(), reason);
    CHECK_FAILS(g, renju_setup_end(g), RENJU_EPOSITION);   /* still */
    CHECK_OK(g, renju_game_reset(g));
}

/* The stones of g: points and colours, n returned. */
static int stones_of(renju_game *g, int *pts, int *colours)
{
    int p, n = 0, size = renju_game_size(g);

    for (p = 0; p < size * size; p++)
        if (renju_stone(g, p) != RENJU_EMPTY) {
            pts[n] = p;
            colours[n++] = renju_stone(g, p);
        }
    return n;
}

/* For each rule and each number of stones of its script: one colour too many, the other
 * side to move, the first stone off the centre, and no stones with white to move. */
LOOP_TEST(0, NRULES)
START_TEST(test_refusals)
{
    const rule *r = &rules[_i];
    int pts[NCELLS], colours[NCELLS], n, k, i, side, corner, rc;
    /* the first stone goes on the centre, except in Swap1 and Swap2 without the option */
    int centred = (r->opening != RENJU_OPENING_SWAP1 && r->opening != RENJU_OPENING_SWAP2)
                  || r->centre_first == 1;
    renju_game *real, *g, *s;
    game_log log;

    seed(200 + (unsigned long long)_i);
    real = rule_game(r);
    log.r = r;
    drive(real, &log, 0);
    renju_game_free(real);
    g = rule_game(r);
    for (k = 1; k <= r->stones; k++) {
        real = rule_game(r);
        replay(real, &log, 0, log.after_stone[k] + 1);
        n = stones_of(real, pts, colours);
        side = renju_side_to_move(real);
        corner = renju_stone(real, 0) == RENJU_EMPTY ? 0 : r->size * r->size - 1;
        /* the position itself is taken */
        s = set_up_like(r, real, &rc);
        ck_assert_msg(rc == RENJU_OK, "%s, %d stones: %s", r->name, k, renju_errmsg(s));
        renju_game_free(s);
        /* a white stone turned black, or a black one white */
        colours[n - 1] = colours[n - 1] == RENJU_BLACK ? RENJU_WHITE : RENJU_BLACK;
        refused(g, pts, colours, n, side, "opening stones are");
        colours[n - 1] = colours[n - 1] == RENJU_BLACK ? RENJU_WHITE : RENJU_BLACK;
        /* the other side to move */
        refused(g, pts, colours, n, side == RENJU_BLACK ? RENJU_WHITE : RENJU_BLACK,
                "to move");
        /* the first stone, on the centre, moved to a corner */
        if (centred) {
            for (i = 0; pts[i] != centre(r->size); i++)
                ;
            pts[i] = corner;
            refused(g, pts, colours, n, side, "can be move 1");
        }
        renju_game_free(real);
    }
    /* nothing on the board, white to move */
    refused(g, pts, colours, 0, RENJU_WHITE, "black is to move, not white");
    renju_game_free(g);
}
END_TEST

/* More stones than the script places: the opening is over, and only its own stones are
 * checked, since passes may have come after it. */
START_TEST(test_refusals_past_the_opening)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    int pts[6], colours[6] = { RENJU_BLACK, RENJU_WHITE, RENJU_BLACK, RENJU_WHITE,
                               RENJU_WHITE, RENJU_WHITE };

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_PRO));
    pts[0] = pt(g, "g8");       /* black, not on the centre */
    pts[1] = pt(g, "h9");
    pts[2] = pt(g, "a1");
    pts[3] = pt(g, "h10");
    pts[4] = pt(g, "o15");
    pts[5] = pt(g, "o14");
    refused(g, pts, colours, 6, RENJU_BLACK, "can be move 1");
    /* both black stones inside the central 5x5: move 3 had to go outside it */
    pts[0] = pt(g, "h8");
    pts[2] = pt(g, "i9");
    refused(g, pts, colours, 6, RENJU_BLACK, "can be move 3");
    /* one black stone: the opening places two */
    colours[2] = RENJU_WHITE;
    refused(g, pts, colours, 6, RENJU_BLACK, "places 2 black stones");
    /* h8 and a1 black, four white, either side to move: passes may have come */
    colours[2] = RENJU_BLACK;
    pts[2] = pt(g, "a1");
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pts[0], RENJU_BLACK));
    CHECK_OK(g, renju_setup_put(g, pts[2], RENJU_BLACK));
    CHECK_OK(g, renju_setup_put(g, pts[1], RENJU_WHITE));
    CHECK_OK(g, renju_setup_put(g, pts[3], RENJU_WHITE));
    CHECK_OK(g, renju_setup_put(g, pts[4], RENJU_WHITE));
    CHECK_OK(g, renju_setup_put(g, pts[5], RENJU_WHITE));
    CHECK_OK(g, renju_setup_side(g, RENJU_BLACK));
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_PLAY);
    ck_assert_int_eq(renju_expected_player(g), RENJU_PLAYER_FIRST);
    ck_assert_int_eq(renju_allowed_points(g, NULL, 0), 225 - 6);
    CHECK_OK(g, renju_pass(g));
    renju_game_free(g);
}
END_TEST

/* An opening rule chosen after the position was set up must fit it too, and so must the
 * first stone of Swap1 and Swap2 when it is moved to the centre. */
START_TEST(test_option_change_after_setup)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    set_up(g, "a1", "", RENJU_WHITE);
    CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_RIF), RENJU_EPOSITION);
    ck_assert_ptr_nonnull(strstr(failure_message(), "RIF"));
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "a1"), RENJU_EMPTY));
    CHECK_OK(g, renju_setup_put(g, pt(g, "h8"), RENJU_BLACK));
    CHECK_OK(g, renju_setup_put(g, pt(g, "i9"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_put(g, pt(g, "j8"), RENJU_BLACK));
    CHECK_OK(g, renju_setup_put(g, pt(g, "g10"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_side(g, RENJU_BLACK));
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_PLAY);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SOOSORV));
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_DECLARE);
    ck_assert_int_eq(renju_expected_player(g), RENJU_PLAYER_SECOND);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_NONE));
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_PLAY);
    renju_game_free(g);

    g = new_game(RENJU_RULES_FREESTYLE, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SWAP2));
    set_up(g, "a1 c1", "b1", RENJU_WHITE);
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_SWAP2);
    CHECK_FAILS(g, renju_option_set(g, RENJU_OPT_CENTRE_FIRST, 1), RENJU_EPOSITION);
    /* in setup mode the check waits for renju_setup_end */
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_CENTRE_FIRST, 1));
    CHECK_FAILS(g, renju_setup_end(g), RENJU_EPOSITION);
    CHECK_OK(g, renju_setup_put(g, pt(g, "a1"), RENJU_EMPTY));
    CHECK_OK(g, renju_setup_put(g, pt(g, "h8"), RENJU_BLACK));
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_SWAP2);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------ the slow reference */

/* Whether some game under the rule reaches the position: an order of its stones,
 * black and white in turn, in which the play functions take each (the offers made to
 * hold it, decisions keeping the colours, Swap2's two more stones once, one offer
 * declared, Taraguchi's branch as given), ending with side to move.  Depth first,
 * taking back what fails; on success the game is left where the order ends. */
typedef struct search {
    const int *cells;
    int ncells, k, side, branch, placed, two_more;
    unsigned char used[NCELLS];
} search;

static int decide(renju_game *g, search *S, int action)
{
    act a;

    memset(&a, 0, sizeof a);
    a.player = renju_expected_player(g);
    switch (action) {
    case RENJU_ACTION_SWAP:    a.kind = A_SWAP; a.value = 0; break;
    case RENJU_ACTION_DECLARE: a.kind = A_DECLARE; a.value = 1; break;
    case RENJU_ACTION_BRANCH:  a.kind = A_BRANCH; a.value = S->branch; break;
    case RENJU_ACTION_COLOUR:
        a.kind = A_COLOUR;
        a.value = renju_player_colour(g, a.player);
        break;
    default:
        a.kind = A_SWAP2;
        if (!S->two_more) {
            a.value = RENJU_SWAP2_TWO_MORE;
        } else {
            a.value = renju_player_colour(g, a.player) == RENJU_BLACK ? RENJU_SWAP2_BLACK
                                                                      : RENJU_SWAP2_WHITE;
        }
        break;
    }
    CHECK_OK(g, apply_act(g, &a));
    return a.kind == A_SWAP2 && a.value == RENJU_SWAP2_TWO_MORE;
}

/* Place p at the expected step: the number of actions it took, 0 if it is refused. */
static int place(renju_game *g, int action, int p)
{
    int lo, hi;
    act a;

    if (action != RENJU_ACTION_OFFERS)
        return renju_play(g, p) == RENJU_OK ? 1 : 0;
    CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
    if (!propose_with(g, &a, lo, p))
        return 0;
    CHECK_OK(g, renju_choose_offer(g, renju_expected_player(g), p));
    return 2;
}

static int search_from(renju_game *g, search *S)
{
    int action, applied = 0, more = 0, p, colour, n, i;

    for (;;) {
        if (S->placed == S->k)
            return renju_side_to_move(g) == S->side;
        action = renju_expected_action(g);
        if (action == RENJU_ACTION_NONE)
            return 0;
        if (action == RENJU_ACTION_PLAY || action == RENJU_ACTION_STONE
            || action == RENJU_ACTION_OFFERS)
            break;
        if (decide(g, S, action))
            S->two_more = more = 1;
        applied++;
    }
    colour = renju_side_to_move(g);
    for (p = 0; p < S->ncells; p++) {
        if (S->used[p] || S->cells[p] != colour)
            continue;
        if (!(n = place(g, action, p)))
            continue;
        S->used[p] = 1;
        S->placed++;
        if (search_from(g, S))
            return 1;
        S->used[p] = 0;
        S->placed--;
        for (i = 0; i < n; i++)
            CHECK_OK(g, renju_undo(g));
    }
    for (i = 0; i < applied; i++)
        CHECK_OK(g, renju_undo(g));
    if (more)
        S->two_more = 0;
    return 0;
}

/* A line of five or more of one colour: such positions are refused for another reason. */
static int has_five(const int *cells, int size)
{
    static const int dc[4] = { 1, 0, 1, 1 }, dr[4] = { 0, 1, 1, -1 };
    int p, d, n, c, r;

    for (p = 0; p < size * size; p++)
        for (d = 0; d < 4 && cells[p]; d++) {
            for (n = 1, c = p % size + dc[d], r = p / size + dr[d];
                 c >= 0 && c < size && r >= 0 && r < size && cells[r * size + c] == cells[p];
                 c += dc[d], r += dr[d])
                n++;
            if (n >= 5)
                return 1;
        }
    return 0;
}

/* A random position for rule r: k stones of the script or one more, black and white in
 * turn, mostly near the centre, stone i often in the central square of side 2i + 1;
 * within the script sometimes one colour or the side to move wrong. */
static void random_position(const rule *r, int *cells, int *side)
{
    static const int radius[] = { 0, 1, 2, 3, 4, 4, 7, 9 };
    int size = r->size, half = size / 2, k, i, p, rad, over, col, row;

    do {
        memset(cells, 0, sizeof(int) * NCELLS);
        k = (int)rnd((unsigned)r->stones + 2);
        over = k > r->stones;
        for (i = 0; i < k; i++) {
            do {
                /* stone i often where the i-th stone of most scripts may go */
                rad = rnd(3) ? (i < 4 ? i : 4) : radius[rnd(8)];
                col = half + (int)rnd((unsigned)(2 * rad + 1)) - rad;
                row = half + (int)rnd((unsigned)(2 * rad + 1)) - rad;
                p = row * size + col;
            } while (col < 0 || col >= size || row < 0 || row >= size || cells[p]);
            cells[p] = i % 2 ? RENJU_WHITE : RENJU_BLACK;
        }
        *side = k % 2 ? RENJU_WHITE : RENJU_BLACK;
        if (!over && k > 0 && rnd(5) == 0) {
            for (p = 0; !cells[p]; p++)
                ;
            cells[p] = cells[p] == RENJU_BLACK ? RENJU_WHITE : RENJU_BLACK;
        }
        if (!over && rnd(5) == 0)
            *side = *side == RENJU_BLACK ? RENJU_WHITE : RENJU_BLACK;
    } while (has_five(cells, size));
}

LOOP_TEST(0, NRULES)
START_TEST(test_reference)
{
    const rule *r = &rules[_i];
    int cells[NCELLS], side, n, positions = scaled(150), p, rc, found, accepted = 0;
    renju_game *g, *ref;
    search S;
    view a, b;

    seed(300 + (unsigned long long)_i);
    for (n = 0; n < positions; n++) {
        random_position(r, cells, &side);
        g = rule_game(r);
        CHECK_OK(g, renju_setup_begin(g));
        for (p = 0; p < r->size * r->size; p++)
            if (cells[p])
                CHECK_OK(g, renju_setup_put(g, p, cells[p]));
        CHECK_OK(g, renju_setup_side(g, side));
        rc = renju_setup_end(g);
        ck_assert_msg(rc == RENJU_OK || rc == RENJU_EPOSITION, "%s: %d", r->name, rc);

        memset(&S, 0, sizeof S);
        S.cells = cells;
        S.ncells = r->size * r->size;
        S.side = side;
        for (p = 0; p < S.ncells; p++)
            S.k += cells[p] != 0;
        ref = rule_game(r);
        S.branch = RENJU_BRANCH_FIFTH;
        found = search_from(ref, &S);
        if (!found && r->has_branch) {
            memset(S.used, 0, sizeof S.used);
            S.placed = S.two_more = 0;
            S.branch = RENJU_BRANCH_OFFERS;
            found = search_from(ref, &S);
        }
        ck_assert_msg(found == (rc == RENJU_OK), "%s, position %d of %d stones: %s, the "
                      "reference %s", r->name, n, S.k, rc ? renju_errmsg(g) : "taken",
                      found ? "finds an order" : "finds none");
        if (found) {
            accepted++;
            view_take(ref, &a);
            view_take(g, &b);
            view_same(&a, &b, a.action == RENJU_ACTION_OFFERS ? 0 : CMP_BOUNDS, r->name);
        } else {
            ck_assert_int_eq(renju_in_setup(g), 1);
        }
        renju_game_free(ref);
        renju_game_free(g);
    }
    /* both answers came up (not asked of the few positions of a scaled-down run) */
    if (positions >= 20) {
        ck_assert_int_gt(accepted, 0);
        ck_assert_int_lt(accepted, positions);
    }
}
END_TEST

/* ------------------------------------------------------------ given openings */

/* Without an opening rule a set-up position is a given opening: renju does not ask for
 * h8, five in a row not for move 3 outside the central 5x5. */
START_TEST(test_given_opening_plays_freely)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    set_up(g, "j10 f5", "k11", RENJU_WHITE);
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_PLAY);
    ck_assert_int_eq(renju_expected_player(g), RENJU_PLAYER_SECOND);
    ck_assert_int_eq(renju_colours_final(g), 1);
    ck_assert_int_eq(renju_allowed_points(g, NULL, 0), 225 - 3);
    ck_assert_int_eq(renju_stone(g, pt(g, "h8")), RENJU_EMPTY);
    play_list(g, "a1 b2");
    CHECK_OK(g, renju_pass(g));
    play_list(g, "h8");
    ck_assert_int_eq(renju_move_count(g), 4);
    renju_game_free(g);

    g = new_game(RENJU_RULES_FIVE_IN_A_ROW, 15);
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "g7"), RENJU_BLACK));
    CHECK_OK(g, renju_setup_put(g, pt(g, "h9"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_PLAY);
    ck_assert_int_eq(renju_allowed_points(g, NULL, 0), 225 - 2);
    play_list(g, "h8 i9");
    renju_game_free(g);

    g = new_game(RENJU_RULES_STANDARD, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_CENTRE_FIRST, 1));
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "a15"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_end(g));
    play_list(g, "o1");
    renju_game_free(g);
}
END_TEST

/* Read text into a new game like g, write it again: the same text, position, side to
 * move and start position. */
static renju_game *read_back(renju_game *g, int format, const char *text, int opening,
                             int n)
{
    renju_game *h = new_game(renju_game_ruleset(g), renju_game_size(g));
    char *again;
    int p, base_stones, base_side;

    CHECK_OK(h, renju_option_set(h, RENJU_OPT_OPENING, opening));
    if (n > 0)
        CHECK_OK(h, renju_option_set(h, RENJU_OPT_OPENING_N, n));
    ck_assert_msg(renju_record_import(h, format, text, strlen(text), 0) >= 0, "%s\n%s",
                  renju_errmsg(h), text);
    again = export_record(h, format, NULL);
    ck_assert_str_eq(again, text);
    free(again);
    for (p = 0; p < renju_game_size(g) * renju_game_size(g); p++)
        ck_assert_int_eq(renju_stone(h, p), renju_stone(g, p));
    ck_assert_int_eq(renju_side_to_move(h), renju_side_to_move(g));
    ck_assert_int_eq(renju_expected_action(h), renju_expected_action(g));
    ck_assert_int_eq(renju_expected_player(h), renju_expected_player(g));
    ck_assert_int_eq(renju_move_count(h), renju_move_count(g));
    /* the start position too */
    while (renju_undo(g) == RENJU_OK)
        ;
    base_stones = renju_stone_count(g);
    base_side = renju_side_to_move(g);
    while (renju_redo(g) == RENJU_OK)
        ;
    while (renju_undo(h) == RENJU_OK)
        ;
    ck_assert_int_eq(renju_stone_count(h), base_stones);
    ck_assert_int_eq(renju_side_to_move(h), base_side);
    while (renju_redo(h) == RENJU_OK)
        ;
    return h;
}

/* A given opening in .psq: its stones of time 0 first, black and white in turn, then
 * the moves of time 1; read back as the start position. */
START_TEST(test_psq_given_openings)
{
    static const int rulesets[] = { RENJU_RULES_FREESTYLE, RENJU_RULES_RENJU,
                                    RENJU_RULES_STANDARD };
    int n, games = scaled(40), k, i, p, size, moves, cells[NCELLS], side, lines, x, y, t;
    renju_game *g, *h;
    char *text, *line;

    seed(400);
    for (n = 0; n < games; n++) {
        size = n % 3 == 0 ? 15 : n % 3 == 1 ? 15 : 20;
        if (rulesets[n % 3] == RENJU_RULES_RENJU)
            size = 15;
        g = new_game(rulesets[n % 3], size);
        do {
            memset(cells, 0, sizeof cells);
            k = 1 + (int)rnd(24);
            for (i = 0; i < k; i++) {
                do
                    p = (int)rnd((unsigned)(size * size));
                while (cells[p]);
                cells[p] = i % 2 ? RENJU_WHITE : RENJU_BLACK;
            }
        } while (has_five(cells, size));
        side = k % 2 ? RENJU_WHITE : RENJU_BLACK;
        CHECK_OK(g, renju_setup_begin(g));
        for (p = 0; p < size * size; p++)
            if (cells[p])
                CHECK_OK(g, renju_setup_put(g, p, cells[p]));
        CHECK_OK(g, renju_setup_side(g, side));
        CHECK_OK(g, renju_setup_end(g));
        /* nothing played after it: its stones would read back as moves */
        CHECK_FAILS(g, renju_record_export(g, RENJU_FORMAT_PSQ, NULL, 0), RENJU_EINVAL);
        if (rnd(2)) {
            CHECK_OK(g, renju_tag_set(g, "PB", "Black engine"));
            CHECK_OK(g, renju_tag_set(g, "PW", rnd(2) ? "White engine" : NULL));
        }
        moves = 1 + (int)rnd(12);
        for (i = 0; i < moves && renju_result(g) == RENJU_ONGOING; i++)
            CHECK_OK(g, renju_play(g, random_allowed(g)));
        text = export_record(g, RENJU_FORMAT_PSQ, NULL);
        /* time 0 for the opening, 1 for the moves */
        for (lines = 0, line = strchr(text, '\n') + 1; *line >= '0' && *line <= '9';
             line = strchr(line, '\n') + 1, lines++) {
            ck_assert_int_eq(sscanf(line, "%d,%d,%d", &x, &y, &t), 3);
            ck_assert_int_eq(t, lines < k ? 0 : 1);
        }
        ck_assert_int_eq(lines, k + renju_move_count(g));
        h = read_back(g, RENJU_FORMAT_PSQ, text, RENJU_OPENING_NONE, 0);
        ck_assert_int_eq(renju_record_warnings(h), 1);
        if (renju_tag_get(g, "PB", NULL, 0) > 1) {
            char name[32];
            renju_tag_get(h, "PB", name, sizeof name);
            ck_assert_str_eq(name, "Black engine");
        }
        free(text);
        renju_game_free(h);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_psq_refusals)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);

    /* two black stones and no white one: they cannot alternate */
    set_up(g, "a1 c3", "", RENJU_WHITE);
    play_list(g, "h8");
    CHECK_FAILS(g, renju_record_export(g, RENJU_FORMAT_PSQ, NULL, 0), RENJU_EINVAL);
    ck_assert_ptr_nonnull(strstr(failure_message(), "2 black, 0 white"));
    /* one of each with white to move */
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "c3"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_put(g, pt(g, "h8"), RENJU_EMPTY));
    CHECK_OK(g, renju_setup_side(g, RENJU_WHITE));
    CHECK_OK(g, renju_setup_end(g));
    play_list(g, "h8");
    CHECK_FAILS(g, renju_record_export(g, RENJU_FORMAT_PSQ, NULL, 0), RENJU_EINVAL);
    /* the empty board with white to move */
    CHECK_OK(g, renju_game_reset(g));
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_side(g, RENJU_WHITE));
    CHECK_OK(g, renju_setup_end(g));
    play_list(g, "h8");
    CHECK_FAILS(g, renju_record_export(g, RENJU_FORMAT_PSQ, NULL, 0), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

/* The .psq text of a given opening, exactly; read under an opening rule it continues
 * that rule, and a position the rule cannot reach is refused. */
START_TEST(test_psq_exact_and_opening_rules)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15), *h;
    char *text;
    int rc;

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_PRO));
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "h8"), RENJU_BLACK));
    CHECK_OK(g, renju_setup_put(g, pt(g, "j9"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_STONE);
    CHECK_FAILS(g, renju_play(g, pt(g, "i9")), RENJU_EPHASE);   /* inside the 5x5 */
    play_list(g, "l12 a1");
    CHECK_OK(g, renju_tag_set(g, "PB", "First"));
    CHECK_OK(g, renju_tag_set(g, "PW", "Second"));
    text = export_record(g, RENJU_FORMAT_PSQ, NULL);
    ck_assert_str_eq(text, "Piskvorky 15x15, 0:0, 0\n"
                           "8,8,0\n10,7,0\n"
                           "12,4,1\n1,15,1\n"
                           "First\nSecond\n-1\n");
    h = read_back(g, RENJU_FORMAT_PSQ, text, RENJU_OPENING_PRO, 0);
    renju_game_free(h);
    h = read_back(g, RENJU_FORMAT_PSQ, text, RENJU_OPENING_NONE, 0);
    renju_game_free(h);
    /* under Long Pro move 3 had to go outside the central 7x7: l12 is */
    h = read_back(g, RENJU_FORMAT_PSQ, text, RENJU_OPENING_LONG_PRO, 0);
    renju_game_free(h);
    free(text);
    renju_game_free(g);

    /* an odd opening: white moves first after it, and is named first */
    g = new_game(RENJU_RULES_FREESTYLE, 15);
    set_up(g, "a1 o15", "b2", RENJU_WHITE);
    play_list(g, "h8");
    CHECK_OK(g, renju_tag_set(g, "PB", "First"));
    CHECK_OK(g, renju_tag_set(g, "PW", "Second"));
    text = export_record(g, RENJU_FORMAT_PSQ, NULL);
    ck_assert_str_eq(text, "Piskvorky 15x15, 0:0, 0\n"
                           "15,1,0\n2,14,0\n1,15,0\n"
                           "8,8,1\n"
                           "Second\nFirst\n-1\n");
    h = read_back(g, RENJU_FORMAT_PSQ, text, RENJU_OPENING_NONE, 0);
    renju_game_free(h);
    /* under Swap1 (no centre first) three stones are its opening: the colour choice
     * was passed over, white kept */
    h = read_back(g, RENJU_FORMAT_PSQ, text, RENJU_OPENING_SWAP1, 0);
    renju_game_free(h);
    /* Pro wants black's first stone on h8 */
    h = new_game(RENJU_RULES_FREESTYLE, 15);
    CHECK_OK(h, renju_option_set(h, RENJU_OPT_OPENING, RENJU_OPENING_PRO));
    rc = renju_record_import(h, RENJU_FORMAT_PSQ, text, strlen(text), 0);
    ck_assert_int_eq(rc, RENJU_EPOSITION);
    ck_assert_int_eq(renju_stone_count(h), 0);
    renju_game_free(h);
    free(text);
    renju_game_free(g);
}
END_TEST

/* SGF: a set-up position played on under an opening rule, the decisions it goes on
 * with recorded as nodes of their own. */
START_TEST(test_sgf_round_trip)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *h;
    static const char stones_only[] =
        "(;GM[4]SZ[15]RU[soosorv-8]AB[hh][gf]AW[hg][ii]PL[B];B[fk];W[ao])";
    static const char unreached[] =
        "(;GM[4]SZ[15]RU[soosorv-8]AB[aa][gf]AW[hg][ii]PL[B];B[fk])";
    int offers[2];
    char *text;

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SOOSORV));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING_N, 4));
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "h8"), RENJU_BLACK));
    CHECK_OK(g, renju_setup_put(g, pt(g, "h9"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_put(g, pt(g, "g10"), RENJU_BLACK));
    CHECK_OK(g, renju_setup_put(g, pt(g, "i7"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_end(g));
    CHECK_OK(g, renju_declare(g, RENJU_PLAYER_SECOND, 2));
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_FIRST, 1));
    offers[0] = pt(g, "j9");
    offers[1] = pt(g, "f5");
    CHECK_OK(g, renju_propose(g, RENJU_PLAYER_SECOND, offers, 2));
    CHECK_OK(g, renju_choose_offer(g, RENJU_PLAYER_FIRST, offers[1]));
    play_list(g, "a1 o15");
    text = export_record(g, RENJU_FORMAT_SGF, NULL);
    ck_assert_str_eq(text, "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju soosorv-4]\n"
                           "AB[gf][hh]AW[hg][ii]PL[B]\n"
                           ";DECLARE[2];SWAP[yes];OFFERS[jg][fk];B[fk];W[ao];B[oa]\n)\n");
    h = read_back(g, RENJU_FORMAT_SGF, text, RENJU_OPENING_SOOSORV, 4);
    ck_assert_int_eq(renju_player_colour(h, RENJU_PLAYER_SECOND), RENJU_BLACK);
    renju_game_free(h);
    /* the rules taken from the record */
    h = new_game(RENJU_RULES_FREESTYLE, 19);
    ck_assert_int_ge(renju_record_import(h, RENJU_FORMAT_SGF, text, strlen(text),
                                         RENJU_IMPORT_RULES), 0);
    ck_assert_int_eq(renju_move_count(h), 3);
    renju_game_free(h);
    free(text);

    /* the stones alone: the decisions read as not recorded */
    h = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(h, renju_option_set(h, RENJU_OPT_OPENING, RENJU_OPENING_SOOSORV));
    ck_assert_int_ge(renju_record_import(h, RENJU_FORMAT_SGF, stones_only, strlen(stones_only),
                                         0), 0);
    ck_assert_int_eq(renju_expected_action(h), RENJU_ACTION_PLAY);
    ck_assert_int_eq(renju_stone_count(h), 6);
    /* a record whose set-up position no game under its rule reaches */
    ck_assert_int_eq(renju_record_import(h, RENJU_FORMAT_SGF, unreached, strlen(unreached), 0),
                     RENJU_EPOSITION);
    ck_assert_int_eq(renju_stone_count(h), 6);
    renju_game_free(h);
    renju_game_free(g);
}
END_TEST

/* Undo, redo, clone and reset need no bookkeeping: the start step is read off the
 * position each time. */
START_TEST(test_history_and_copies)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *c;
    snapshot s0, s1, s2;

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_RIF));
    set_up(g, "h8 j8", "i9", RENJU_WHITE);
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_SWAP);
    snapshot_take(g, &s0);
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 1));
    play_list(g, "h10");
    snapshot_take(g, &s1);
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_OFFERS);
    ck_assert_int_eq(renju_expected_player(g), RENJU_PLAYER_SECOND);
    CHECK_OK(g, renju_game_clone(&c, g));
    snapshot_take(c, &s2);
    snapshot_assert_equal(&s1, &s2, __FILE__, __LINE__);
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_undo(g));
    CHECK_FAILS(g, renju_undo(g), RENJU_ENOMOVE);
    snapshot_take(g, &s2);
    snapshot_assert_equal(&s0, &s2, __FILE__, __LINE__);
    CHECK_OK(g, renju_redo(g));
    CHECK_OK(g, renju_redo(g));
    snapshot_take(g, &s2);
    snapshot_assert_equal(&s1, &s2, __FILE__, __LINE__);
    CHECK_OK(g, renju_game_reset(g));
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_STONE);
    ck_assert_int_eq(renju_allowed_points(g, NULL, 0), 1);
    renju_game_free(c);
    renju_game_free(g);
}
END_TEST

#include "check_setup_opening.tests.h"

int main(void)
{
    return run_suite(tests_suite("setup_opening"));
}
