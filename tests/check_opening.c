/* SPDX-License-Identifier: MIT */
/* check_opening.c - the opening rules of renju_rules(7), OPENING RULES as scripts: every rule through
 * every branch, with every wrong step refused at every step and the game left as it
 * was, then walked back and forth with undo and redo, and cloned half way. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

#define NCELLS (RENJU_MAX_SIZE * RENJU_MAX_SIZE)

/* ------------------------------------------------------------ observed state */

/* Everything a game shows through the API: what snapshot.h reads, without a check
 * per stone (every ck_assert writes to the test log, and this is taken some forty
 * thousand times), and what the opening queries say. */
typedef struct osnap {
    int stone[NCELLS];
    int side, move_count, stone_count, nmoves, moves[2 * NCELLS + 2], last_move;
    int result, reason, nline, line[RENJU_MAX_SIZE], foul_kind, foul_point;
    int draw_offered, in_setup, option[RENJU_OPT_OPENING_N + 1];
    int action, player, colour, final;
    int colour_of[3];
    int nallowed, allowed[NCELLS];
    int noffers, offers[RENJU_MAX_OFFERS];
    int bounds_rc, lo, hi;
    int opening_index;
} osnap;

static void osnap_take(renju_game *g, osnap *o)
{
    int size = renju_game_size(g), p, opt, bad = 0;

    memset(o, 0, sizeof *o);
    for (p = 0; p < size * size; p++)
        o->stone[p] = renju_stone(g, p);
    o->side = renju_side_to_move(g);
    o->move_count = renju_move_count(g);
    o->stone_count = renju_stone_count(g);
    o->nmoves = renju_moves(g, o->moves, 2 * NCELLS + 2);
    o->last_move = renju_last_move(g);
    o->result = renju_result(g);
    o->reason = renju_result_reason(g);
    o->nline = renju_winning_line(g, o->line, RENJU_MAX_SIZE);
    bad |= renju_result_foul(g, &o->foul_kind, &o->foul_point) != RENJU_OK;
    o->draw_offered = renju_draw_offered(g);
    o->in_setup = renju_in_setup(g);
    for (opt = RENJU_OPT_FOUL_POLICY; opt <= RENJU_OPT_OPENING_N; opt++)
        bad |= renju_option_get(g, opt, &o->option[opt]) != RENJU_OK;
    if (bad || o->nmoves < 0 || o->nline < 0)
        ck_abort_msg("reading the game failed: %s", renju_errmsg(g));
    o->action = renju_expected_action(g);
    o->player = renju_expected_player(g);
    o->colour = renju_expected_colour(g);
    o->final = renju_colours_final(g);
    o->colour_of[RENJU_PLAYER_FIRST] = renju_player_colour(g, RENJU_PLAYER_FIRST);
    o->colour_of[RENJU_PLAYER_SECOND] = renju_player_colour(g, RENJU_PLAYER_SECOND);
    o->nallowed = renju_allowed_points(g, o->allowed, NCELLS);
    o->noffers = renju_offers(g, o->offers, RENJU_MAX_OFFERS);
    o->bounds_rc = renju_offer_bounds(g, &o->lo, &o->hi);
    o->opening_index = renju_opening_index(g);
    if (o->colour_of[1] == o->colour_of[2] || o->nallowed < 0 || o->noffers < 0)
        ck_abort_msg("opening queries failed: colours %d %d, %d allowed, %d offers",
                     o->colour_of[1], o->colour_of[2], o->nallowed, o->noffers);
}

/* (plain tests first: every ck_assert costs a write to the test log) */
#define SAME(field)                                                            \
    do {                                                                       \
        if (a->field != b->field)                                              \
            ck_abort_msg("%s:%d: %s: %d, then %d", file, line, #field,         \
                         a->field, b->field);                                  \
    } while (0)

static void osnap_assert_equal(const osnap *a, const osnap *b, const char *file, int line)
{
    int i;

    for (i = 0; i < RENJU_MAX_SIZE * RENJU_MAX_SIZE; i++)
        SAME(stone[i]);
    SAME(side);
    SAME(move_count);
    SAME(stone_count);
    SAME(nmoves);
    for (i = 0; i < a->nmoves; i++)
        SAME(moves[i]);
    SAME(last_move);
    SAME(result);
    SAME(reason);
    SAME(nline);
    for (i = 0; i < a->nline; i++)
        SAME(line[i]);
    SAME(foul_kind);
    SAME(foul_point);
    SAME(draw_offered);
    SAME(in_setup);
    for (i = RENJU_OPT_FOUL_POLICY; i <= RENJU_OPT_OPENING_N; i++)
        SAME(option[i]);
    SAME(action);
    SAME(player);
    SAME(colour);
    SAME(final);
    SAME(colour_of[1]);
    SAME(colour_of[2]);
    SAME(nallowed);
    for (i = 0; i < a->nallowed; i++)
        SAME(allowed[i]);
    SAME(noffers);
    for (i = 0; i < a->noffers; i++)
        SAME(offers[i]);
    SAME(bounds_rc);
    if (a->bounds_rc == RENJU_OK) {
        SAME(lo);
        SAME(hi);
    }
    SAME(opening_index);
}

/* The call must fail with code, with a message, and change nothing observable. */
static void fails(renju_game *g, int rc, int code, const osnap *before, const char *what,
                  const char *file, int line)
{
    osnap after;
    int err = renju_errcode(g);
    const char *msg = renju_errmsg(g);

    ck_assert_msg(rc == code, "%s:%d: %s returned %d (%s), expected %d", file, line, what,
                  rc, msg, code);
    ck_assert_msg(err == code, "%s:%d: %s: errcode %d", file, line, what, err);
    ck_assert_msg(msg && msg[0], "%s:%d: %s: no message", file, line, what);
    osnap_take(g, &after);
    osnap_assert_equal(before, &after, file, line);
}

#define FAILS(g, call, code)                                                   \
    do {                                                                       \
        osnap before_;                                                         \
        osnap_take((g), &before_);                                             \
        fails((g), (call), (code), &before_, #call, __FILE__, __LINE__);       \
    } while (0)

/* ------------------------------------------------------ independent helpers */

static int ring(int size, int p)
{
    int half = size / 2, dc = abs(p % size - half), dr = abs(p / size - half);

    return dc > dr ? dc : dr;
}

/* The areas of renju_rules(7), OPENING RULES, written out here again so that the library's are tested
 * against something it did not compute. */
static int area_holds(const char *area, int size, int p)
{
    int d = ring(size, p);

    if (!strcmp(area, "centre")) return d == 0;
    if (!strcmp(area, "in3"))    return d <= 1;
    if (!strcmp(area, "in5"))    return d <= 2;
    if (!strcmp(area, "in7"))    return d <= 3;
    if (!strcmp(area, "in9"))    return d <= 4;
    if (!strcmp(area, "out5"))   return d > 2;
    if (!strcmp(area, "out7"))   return d > 3;
    ck_assert_msg(!strcmp(area, "any"), "unknown area %s", area);
    return 1;
}

static void sym_cr(int sym, int n, int *c, int *r)
{
    int x = *c, y = *r;
    static const int m[8][6] = {
        /* c' = a*x + b*y + e*n, r' = cc*x + d*y + f*n */
        { 1, 0, 0, 0, 1, 0 }, { 0, -1, 1, 1, 0, 0 }, { -1, 0, 1, 0, -1, 1 },
        { 0, 1, 0, -1, 0, 1 }, { -1, 0, 1, 0, 1, 0 }, { 1, 0, 0, 0, -1, 1 },
        { 0, 1, 0, 1, 0, 0 }, { 0, -1, 1, -1, 0, 1 }
    };
    *c = m[sym][0] * x + m[sym][1] * y + m[sym][2] * n;
    *r = m[sym][3] * x + m[sym][4] * y + m[sym][5] * n;
}

/* Two offers equivalent by brute force over the 8 symmetries of the whole board. */
static int equivalent(renju_game *g, int a, int b)
{
    int size = renju_game_size(g), pa[NCELLS], pb[NCELLS], p, q, c, r, s, ok;

    for (p = 0; p < size * size; p++) {
        pa[p] = pb[p] = renju_stone(g, p);
    }
    pa[a] = RENJU_BLACK;
    pb[b] = RENJU_BLACK;
    for (s = 0; s < 8; s++) {
        ok = 1;
        for (p = 0; p < size * size && ok; p++) {
            c = p % size;
            r = p / size;
            sym_cr(s, size - 1, &c, &r);
            q = r * size + c;
            ok = pa[p] == pb[q];
        }
        if (ok)
            return 1;
    }
    return 0;
}

/* ------------------------------------------------------------ the scripts */

/* A scenario is a list of steps "<player> <verb>[:<area>] [args]":
 *   stone:<area> p   an opening stone (RENJU_ACTION_STONE) in that area
 *   play p           a stone of normal play (RENJU_ACTION_PLAY)
 *   swap / keep      RENJU_ACTION_SWAP
 *   declare n        RENJU_ACTION_DECLARE, n within 1..max (max given as /max)
 *   offers p...      RENJU_ACTION_OFFERS
 *   choose p         RENJU_ACTION_CHOOSE_OFFER
 *   branch fifth|offers, colour black|white, swap2 black|white|more
 * and checks "@black=<player>" (who holds black now), "@final", "@tentative", and
 * "@says=<text>": what a pass is refused with names the expected action so. */
#define MAXSTEPS 40
typedef struct scenario {
    const char *name;
    int ruleset, size, opening, n, centre_first;
    const char *steps[MAXSTEPS];
} scenario;

static const scenario scenarios[] = {
    { "renju none", RENJU_RULES_RENJU, 15, RENJU_OPENING_NONE, -1, -1,
      { "1 stone:centre h8", "@final", "2 play a1", "1 play h10", NULL } },
    { "five in a row", RENJU_RULES_FIVE_IN_A_ROW, 15, RENJU_OPENING_NONE, -1, -1,
      { "1 stone:centre h8", "2 stone:any i9", "1 stone:out5 k8", "2 play h9", NULL } },
    { "gomoku none", RENJU_RULES_FREESTYLE, 15, RENJU_OPENING_NONE, -1, -1,
      { "@final", "1 play a1", "2 play h8", NULL } },
    { "gomoku none, centre first", RENJU_RULES_STANDARD, 19, RENJU_OPENING_NONE, -1, 1,
      { "1 stone:centre j10", "2 play a1", NULL } },

    { "RIF, swap declined", RENJU_RULES_RENJU, 15, RENJU_OPENING_RIF, -1, -1,
      { "@tentative", "1 stone:centre h8", "1 stone:in3 h9", "1 stone:in5 j10", "2 keep",
        "@final", "@black=1", "2 stone:any h7", "1 offers j8 i10", "2 choose i10", "@black=1",
        "2 play g10", "1 play a1", NULL } },
    { "RIF, swap taken", RENJU_RULES_RENJU, 15, RENJU_OPENING_RIF, -1, -1,
      { "1 stone:centre h8", "1 stone:in3 i9", "1 stone:in5 j10", "2 swap", "@black=2",
        "1 stone:any g7", "2 offers j9 k11", "1 choose k11", "@black=2", "1 play l12", NULL } },

    { "Yamaguchi, 3 offers, swap declined", RENJU_RULES_RENJU, 15, RENJU_OPENING_YAMAGUCHI, -1, -1,
      { "1 stone:centre h8", "1 stone:in3 h9", "1 stone:in5 i10", "1 declare 3 /100",
        "@tentative", "2 keep", "@final", "2 stone:any h10", "1 offers g9 j11 k8",
        "2 choose j11", "@black=1", "2 play a15", NULL } },
    { "Yamaguchi, 1 offer, swap taken", RENJU_RULES_RENJU, 15, RENJU_OPENING_YAMAGUCHI, -1, -1,
      { "1 stone:centre h8", "1 stone:in3 i9", "1 stone:in5 h6", "1 declare 1 /100", "2 swap",
        "1 stone:any i7", "2 offers j9", "1 choose j9", "@black=2", "1 play a1", NULL } },

    { "Soosorv-8, keep, keep", RENJU_RULES_RENJU, 15, RENJU_OPENING_SOOSORV, -1, -1,
      { "1 stone:centre h8", "1 stone:in3 h9", "1 stone:in5 g10", "2 keep", "@tentative",
        "2 stone:any i7", "2 declare 2 /8", "1 keep", "@final", "1 offers j9 f5",
        "2 choose f5", "@black=1", "2 play a1", NULL } },
    { "Soosorv-8, swap, keep", RENJU_RULES_RENJU, 15, RENJU_OPENING_SOOSORV, -1, -1,
      { "1 stone:centre h8", "1 stone:in3 i9", "1 stone:in5 i8", "2 swap", "@black=2",
        "1 stone:any g9", "1 declare 3 /8", "2 keep", "2 offers j10 k7 g6", "1 choose k7",
        "@black=2", "1 play a1", NULL } },
    { "Soosorv-8, keep, swap", RENJU_RULES_RENJU, 15, RENJU_OPENING_SOOSORV, -1, -1,
      { "1 stone:centre h8", "1 stone:in3 h9", "1 stone:in5 j8", "2 keep", "2 stone:any h7",
        "2 declare 1 /8", "1 swap", "@black=2", "2 offers i10", "1 choose i10", "@black=2",
        "1 play a1", NULL } },
    { "Soosorv-8, swap, swap", RENJU_RULES_RENJU, 15, RENJU_OPENING_SOOSORV, -1, -1,
      { "1 stone:centre h8", "1 stone:in3 i9", "1 stone:in5 g7", "2 swap", "1 stone:any j7",
        "1 declare 4 /8", "2 swap", "@black=1", "1 offers f9 g10 k9 l5", "2 choose l5",
        "@black=1", "2 play a1", NULL } },
    { "Soosorv-3", RENJU_RULES_RENJU, 15, RENJU_OPENING_SOOSORV, 3, -1,
      { "1 stone:centre h8", "1 stone:in3 h9", "1 stone:in5 h10", "2 keep", "2 stone:any h5",
        "2 declare 3 /3", "1 keep", "1 offers g8 g7 g6", "2 choose g7", "2 play a1", NULL } },

    { "Taraguchi-10, no swap, move 5", RENJU_RULES_RENJU, 15, RENJU_OPENING_TARAGUCHI, -1, -1,
      { "1 stone:centre h8", "2 keep", "2 stone:in3 i8", "1 keep", "1 stone:in5 g6",
        "2 keep", "2 stone:in7 k10", "1 branch fifth", "@tentative", "1 keep",
        "1 stone:in9 d5", "2 keep", "@final", "@black=1", "2 play a1", NULL } },
    { "Taraguchi-10, every swap, move 5", RENJU_RULES_RENJU, 15, RENJU_OPENING_TARAGUCHI, -1, -1,
      { "1 stone:centre h8", "2 swap", "@black=2", "1 stone:in3 i8", "2 swap", "@black=1",
        "1 stone:in5 g6", "2 swap", "@black=2", "1 stone:in7 k10", "2 branch fifth",
        "2 swap", "@black=1", "1 stone:in9 d5", "2 swap", "@black=2", "1 play a1", NULL } },
    { "Taraguchi-10, swap after move 4 only", RENJU_RULES_RENJU, 15, RENJU_OPENING_TARAGUCHI, -1, -1,
      { "1 stone:centre h8", "2 keep", "2 stone:in3 g9", "1 keep", "1 stone:in5 f10",
        "2 keep", "2 stone:in7 e8", "1 branch fifth", "1 swap", "@black=2",
        "2 stone:in9 l11", "1 keep", "@black=2", "1 play a1", NULL } },
    { "Taraguchi-10, offers", RENJU_RULES_RENJU, 15, RENJU_OPENING_TARAGUCHI, -1, -1,
      { "1 stone:centre h8", "2 swap", "1 stone:in3 h9", "2 keep", "2 stone:in5 j9",
        "1 swap", "@black=1", "2 stone:in7 e5", "1 branch offers", "@final",
        "1 offers a1 b1 c1 d1 e1 f1 g1 h1 i1 j1", "2 choose e1", "@black=1", "2 play o15", NULL } },
    { "Taraguchi-2, offers in a symmetric position", RENJU_RULES_RENJU, 15,
      RENJU_OPENING_TARAGUCHI, 2, -1,
      { "1 stone:centre h8", "2 keep", "2 stone:in3 h9", "1 keep", "1 stone:in5 h10",
        "2 keep", "2 stone:in7 h5", "1 branch offers", "1 offers g8 i7", "2 choose g8",
        "2 play a1", NULL } },

    { "Soosorv-1", RENJU_RULES_RENJU, 15, RENJU_OPENING_SOOSORV, 1, -1,
      { "1 stone:centre h8", "1 stone:in3 h9", "1 stone:in5 h10", "2 keep", "2 stone:any h5",
        "2 declare 1 /1", "1 keep", "1 offers g8", "2 choose g8", "2 play a1", NULL } },
    { "Soosorv-9, 9 offers", RENJU_RULES_RENJU, 15, RENJU_OPENING_SOOSORV, 9, -1,
      { "1 stone:centre h8", "1 stone:in3 i9", "1 stone:in5 j8", "2 swap", "1 stone:any h5",
        "1 declare 9 /9", "2 keep", "2 offers a1 b1 c1 d1 e1 f1 g1 a15 b15", "1 choose d1",
        "@black=2", "1 play o15", NULL } },
    { "Soosorv-100", RENJU_RULES_RENJU, 15, RENJU_OPENING_SOOSORV, 100, -1,
      { "1 stone:centre h8", "1 stone:in3 h9", "1 stone:in5 g10", "2 keep", "2 stone:any i7",
        "2 declare 2 /100", "1 swap", "2 offers j9 f5", "1 choose f5", "@black=2",
        "1 play a1", NULL } },

    /* the same steps as Taraguchi, moves 2 to 4 each in a square two points wider */
    { "Super Taraguchi-10, no swap, move 5", RENJU_RULES_RENJU, 15,
      RENJU_OPENING_SUPER_TARAGUCHI, -1, -1,
      { "1 stone:centre h8", "2 keep", "2 stone:in5 j10", "1 keep", "1 stone:in7 k5",
        "2 keep", "2 stone:in9 d12", "@tentative",
        "@says=the first player must choose: move 5 inside the central 9x9, or 10 offers",
        "1 branch fifth", "@tentative",
        "@says=the first player must decide whether to swap", "1 swap", "@black=2",
        "2 stone:in9 l4", "1 keep", "@final", "@black=2", "1 play a1", NULL } },
    { "Super Taraguchi-3, offers", RENJU_RULES_RENJU, 15, RENJU_OPENING_SUPER_TARAGUCHI, 3, -1,
      { "1 stone:centre h8", "2 swap", "@black=2", "1 stone:in5 f6", "2 keep",
        "2 stone:in7 e11", "1 swap", "@black=1", "2 stone:in9 l12", "1 branch offers",
        "@final", "1 offers a1 o1 c3", "2 choose o1", "@black=1", "2 play a15", NULL } },

    /* the first player's 26 opening, the second player's moves 4 and 5, then the
     * chooser, the first player and then each other in turn, takes a colour or
     * places a white and a black stone anywhere */
    { "Super Sakata, first takes black", RENJU_RULES_RENJU, 15, RENJU_OPENING_SUPER_SAKATA,
      -1, -1,
      { "@tentative", "1 stone:centre h8", "1 stone:in3 h9", "1 stone:in5 j10",
        "@says=the second player must place a white stone inside the central 7x7",
        "2 stone:in7 k11", "2 stone:in9 l12", "@tentative",
        "@says=the first player must take black, take white and play move 6, or place "
        "moves 6 and 7", "1 swap2 black", "@final", "@black=1", "2 play a1", NULL } },
    { "Super Sakata, first takes white", RENJU_RULES_RENJU, 15, RENJU_OPENING_SUPER_SAKATA,
      -1, -1,
      { "1 stone:centre h8", "1 stone:in3 i9", "1 stone:in5 g6", "2 stone:in7 e5",
        "2 stone:in9 d12", "1 swap2 white", "@final", "@black=2", "1 play o15", NULL } },
    { "Super Sakata, one round, second takes black", RENJU_RULES_RENJU, 15,
      RENJU_OPENING_SUPER_SAKATA, -1, -1,
      { "1 stone:centre h8", "1 stone:in3 h9", "1 stone:in5 j10", "2 stone:in7 k11",
        "2 stone:in9 l12", "1 swap2 more", "@tentative",
        "@says=the first player must place a white stone anywhere", "1 stone:any a1",
        "@tentative", "1 stone:any o15", "@tentative",
        "@says=the second player must take black, take white and play move 8, or place "
        "moves 8 and 9", "2 swap2 black", "@final", "@black=2", "1 play a15", NULL } },
    { "Super Sakata, one round, second takes white", RENJU_RULES_RENJU, 15,
      RENJU_OPENING_SUPER_SAKATA, -1, -1,
      { "1 stone:centre h8", "1 stone:in3 g9", "1 stone:in5 f8", "2 stone:in7 h11",
        "2 stone:in9 d4", "1 swap2 more", "1 stone:any b2", "1 stone:any n14",
        "2 swap2 white", "@final", "@black=1", "2 play c3", NULL } },
    { "Super Sakata, two rounds, first takes white", RENJU_RULES_RENJU, 15,
      RENJU_OPENING_SUPER_SAKATA, -1, -1,
      { "1 stone:centre h8", "1 stone:in3 h9", "1 stone:in5 j10", "2 stone:in7 k11",
        "2 stone:in9 l12", "1 swap2 more", "1 stone:any a1", "1 stone:any o15",
        "2 swap2 more", "@tentative",
        "@says=the second player must place a white stone anywhere", "2 stone:any a15",
        "2 stone:any o1", "@tentative",
        "@says=the first player must take black, take white and play move 10, or place "
        "moves 10 and 11", "1 swap2 white", "@final", "@black=2", "1 play c3", NULL } },
    { "Super Sakata, three rounds, second takes black", RENJU_RULES_RENJU, 15,
      RENJU_OPENING_SUPER_SAKATA, -1, -1,
      { "1 stone:centre h8", "1 stone:in3 i7", "1 stone:in5 f9", "2 stone:in7 e6",
        "2 stone:in9 l4", "1 swap2 more", "1 stone:any a1", "1 stone:any o15",
        "2 swap2 more", "2 stone:any a15", "2 stone:any o1", "1 swap2 more", "@tentative",
        "1 stone:any c3", "1 stone:any m13", "@tentative", "2 swap2 black", "@final",
        "@black=2", "1 play c13", "2 play m3", NULL } },

    { "Swap1, second takes black", RENJU_RULES_FREESTYLE, 15, RENJU_OPENING_SWAP1, -1, -1,
      { "@tentative", "1 stone:any a1", "1 stone:any o15", "1 stone:any h8", "2 colour black",
        "@final", "@black=2", "1 play b2", NULL } },
    { "Swap1, second takes white", RENJU_RULES_STANDARD, 15, RENJU_OPENING_SWAP1, -1, -1,
      { "1 stone:any c3", "1 stone:any d4", "1 stone:any e3", "2 colour white", "@black=1",
        "2 play f6", NULL } },
    { "Swap1, centre first", RENJU_RULES_FREESTYLE, 15, RENJU_OPENING_SWAP1, -1, 1,
      { "1 stone:centre h8", "1 stone:any h9", "1 stone:any h10", "2 colour white",
        "2 play a1", NULL } },
    { "Swap2, second takes black", RENJU_RULES_FREESTYLE, 15, RENJU_OPENING_SWAP2, -1, -1,
      { "1 stone:any h8", "1 stone:any i9", "1 stone:any g10", "2 swap2 black", "@final",
        "@black=2", "1 play a1", NULL } },
    { "Swap2, second stays white", RENJU_RULES_FREESTYLE, 20, RENJU_OPENING_SWAP2, -1, -1,
      { "1 stone:any a1", "1 stone:any t20", "1 stone:any j10", "2 swap2 white", "@final",
        "@black=1", "2 play k11", NULL } },
    { "Swap2, two more, first takes white", RENJU_RULES_STANDARD, 15, RENJU_OPENING_SWAP2, -1, -1,
      { "1 stone:any h8", "1 stone:any i9", "1 stone:any g10", "2 swap2 more", "@tentative",
        "2 stone:any f11", "2 stone:any j7", "1 colour white", "@final", "@black=2",
        "1 play e12", NULL } },
    { "Swap2, two more, first takes black", RENJU_RULES_FREESTYLE, 15, RENJU_OPENING_SWAP2, -1, -1,
      { "1 stone:any h8", "1 stone:any i9", "1 stone:any g10", "2 swap2 more",
        "2 stone:any f11", "2 stone:any j7", "1 colour black", "@black=1", "2 play e12", NULL } },
    { "Pro", RENJU_RULES_FREESTYLE, 15, RENJU_OPENING_PRO, -1, -1,
      { "@final", "1 stone:centre h8", "2 stone:any i8", "1 stone:out5 k11", "2 play a1", NULL } },
    { "Pro, 19x19", RENJU_RULES_STANDARD, 19, RENJU_OPENING_PRO, -1, -1,
      { "1 stone:centre j10", "2 stone:any j11", "1 stone:out5 g13", "2 play a1", NULL } },
    { "Long Pro", RENJU_RULES_STANDARD, 15, RENJU_OPENING_LONG_PRO, -1, -1,
      { "1 stone:centre h8", "2 stone:any h9", "1 stone:out7 l12", "2 play a1", NULL } },
};
#define NSCENARIOS ((int)(sizeof scenarios / sizeof scenarios[0]))

typedef struct step {
    int player;          /* 1 or 2; 0 for a check */
    int action;          /* RENJU_ACTION_* */
    char area[8];
    int value;           /* swap 0/1, declared number, branch, colour, swap2 option */
    int max;             /* declare: the upper bound */
    int npoints;
    int points[RENJU_MAX_OFFERS];
} step;

static int word_value(const char *w)
{
    static const struct { const char *w; int v; } words[] = {
        { "fifth", RENJU_BRANCH_FIFTH }, { "offers", RENJU_BRANCH_OFFERS },
        { "black", RENJU_BLACK }, { "white", RENJU_WHITE }, { "more", RENJU_SWAP2_TWO_MORE }
    };
    size_t i;

    for (i = 0; i < sizeof words / sizeof words[0]; i++)
        if (!strcmp(w, words[i].w))
            return words[i].v;
    ck_abort_msg("unknown word %s", w);
    return 0;
}

/* The next word of *s (cut out in place), NULL at the end. */
static char *next_word(char **s)
{
    char *w;

    while (**s == ' ')
        (*s)++;
    if (!**s)
        return NULL;
    w = *s;
    while (**s && **s != ' ')
        (*s)++;
    if (**s)
        *(*s)++ = '\0';
    return w;
}

static void parse_step(renju_game *g, const char *text, step *s)
{
    char buf[128], *w, *save = buf, *colon;

    memset(s, 0, sizeof *s);
    ck_assert_uint_lt(strlen(text), sizeof buf);
    strcpy(buf, text);
    w = next_word(&save);
    s->player = atoi(w);
    w = next_word(&save);
    colon = strchr(w, ':');
    if (colon) {
        *colon = '\0';
        snprintf(s->area, sizeof s->area, "%s", colon + 1);
    }
    if (!strcmp(w, "stone")) s->action = RENJU_ACTION_STONE;
    else if (!strcmp(w, "play")) s->action = RENJU_ACTION_PLAY;
    else if (!strcmp(w, "swap")) { s->action = RENJU_ACTION_SWAP; s->value = 1; }
    else if (!strcmp(w, "keep")) { s->action = RENJU_ACTION_SWAP; s->value = 0; }
    else if (!strcmp(w, "declare")) s->action = RENJU_ACTION_DECLARE;
    else if (!strcmp(w, "offers")) s->action = RENJU_ACTION_OFFERS;
    else if (!strcmp(w, "choose")) s->action = RENJU_ACTION_CHOOSE_OFFER;
    else if (!strcmp(w, "branch")) s->action = RENJU_ACTION_BRANCH;
    else if (!strcmp(w, "colour")) s->action = RENJU_ACTION_COLOUR;
    else if (!strcmp(w, "swap2")) {
        s->action = RENJU_ACTION_SWAP2;
        w = next_word(&save);
        s->value = !strcmp(w, "black") ? RENJU_SWAP2_BLACK
                 : !strcmp(w, "white") ? RENJU_SWAP2_WHITE : RENJU_SWAP2_TWO_MORE;
        return;
    } else
        ck_abort_msg("unknown step %s", text);
    while ((w = next_word(&save)) != NULL) {
        if (s->action == RENJU_ACTION_DECLARE && w[0] == '/')
            s->max = atoi(w + 1);
        else if (s->action == RENJU_ACTION_DECLARE)
            s->value = atoi(w);
        else if (s->action == RENJU_ACTION_BRANCH || s->action == RENJU_ACTION_COLOUR)
            s->value = word_value(w);
        else
            s->points[s->npoints++] = pt(g, w);
    }
}

static renju_game *scenario_game(const scenario *sc)
{
    renju_game *g = new_game(sc->ruleset, sc->size);
    int v;

    if (sc->centre_first >= 0)
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_CENTRE_FIRST, sc->centre_first));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, sc->opening));
    if (sc->n >= 0)
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING_N, sc->n));
    CHECK_OK(g, renju_option_get(g, RENJU_OPT_OPENING, &v));
    ck_assert_int_eq(v, sc->opening);
    return g;
}

/* An empty point, or the first occupied one, other than those in avoid. */
static int some_point(renju_game *g, int want_empty, const int *avoid, int navoid)
{
    int size = renju_game_size(g), p, i;

    for (p = 0; p < size * size; p++) {
        if ((renju_stone(g, p) == RENJU_EMPTY) != want_empty)
            continue;
        for (i = 0; i < navoid && avoid[i] != p; i++)
            ;
        if (i == navoid)
            return p;
    }
    return -1;
}

/* ---------------------------------------------- wrong steps, at every step */

/* Each opening call but the one of kind keep, by player, with a harmless value:
 * every one must be refused as the wrong kind of action. */
static void wrong_kinds(renju_game *g, int keep, int player, const step *s)
{
    int empty = some_point(g, 1, NULL, 0), offers[2];

    offers[0] = empty;
    offers[1] = some_point(g, 1, &empty, 1);
    if (keep != RENJU_ACTION_SWAP)
        FAILS(g, renju_swap(g, player, 1), RENJU_EPHASE);
    if (keep != RENJU_ACTION_DECLARE)
        FAILS(g, renju_declare(g, player, 1), RENJU_EPHASE);
    if (keep != RENJU_ACTION_OFFERS)
        FAILS(g, renju_propose(g, player, offers, 2), RENJU_EPHASE);
    if (keep != RENJU_ACTION_CHOOSE_OFFER)
        FAILS(g, renju_choose_offer(g, player, empty), RENJU_EPHASE);
    if (keep != RENJU_ACTION_BRANCH)
        FAILS(g, renju_choose_branch(g, player, RENJU_BRANCH_FIFTH), RENJU_EPHASE);
    if (keep != RENJU_ACTION_COLOUR)
        FAILS(g, renju_choose_colour(g, player, RENJU_BLACK), RENJU_EPHASE);
    if (keep != RENJU_ACTION_SWAP2)
        FAILS(g, renju_choose_swap2(g, player, RENJU_SWAP2_BLACK), RENJU_EPHASE);
    if (keep != RENJU_ACTION_STONE && keep != RENJU_ACTION_PLAY) {
        FAILS(g, renju_play(g, empty), RENJU_EPHASE);
        FAILS(g, renju_play_as(g, player, empty), RENJU_EPHASE);
        /* the wrong kind comes first, even on an occupied point */
        if (renju_stone_count(g) > 0)
            FAILS(g, renju_play(g, some_point(g, 0, NULL, 0)), RENJU_EPHASE);
    }
    (void)s;
}

/* The expected kind of action with the step's values, by player. */
static int do_step(renju_game *g, int player, const step *s)
{
    switch (s->action) {
    case RENJU_ACTION_STONE:
    case RENJU_ACTION_PLAY:       return renju_play_as(g, player, s->points[0]);
    case RENJU_ACTION_SWAP:       return renju_swap(g, player, s->value);
    case RENJU_ACTION_DECLARE:    return renju_declare(g, player, s->value);
    case RENJU_ACTION_OFFERS:     return renju_propose(g, player, s->points, (size_t)s->npoints);
    case RENJU_ACTION_CHOOSE_OFFER: return renju_choose_offer(g, player, s->points[0]);
    case RENJU_ACTION_BRANCH:     return renju_choose_branch(g, player, s->value);
    case RENJU_ACTION_COLOUR:     return renju_choose_colour(g, player, s->value);
    default:                      return renju_choose_swap2(g, player, s->value);
    }
}

static void check_area(renju_game *g, const step *s)
{
    int size = renju_game_size(g), p, want, tried = 0, occupied_inside = -1;

    for (p = 0; p < size * size; p++) {
        want = renju_stone(g, p) == RENJU_EMPTY && area_holds(s->area, size, p);
        ck_assert_msg(renju_point_allowed(g, p) == want, "point %d allowed %d, area %s",
                      p, renju_point_allowed(g, p), s->area);
        if (renju_stone(g, p) == RENJU_EMPTY && !area_holds(s->area, size, p)
            && (tried < 4 || p % 37 == 0)) {
            FAILS(g, renju_play(g, p), RENJU_EPHASE);
            tried++;
        }
        if (renju_stone(g, p) != RENJU_EMPTY && area_holds(s->area, size, p))
            occupied_inside = p;
    }
    if (occupied_inside >= 0)
        FAILS(g, renju_play(g, occupied_inside), RENJU_EOCCUPIED);
}

static void wrong_offers(renju_game *g, int player, const step *s)
{
    int pts[RENJU_MAX_OFFERS + 2], n = s->npoints, i, size = renju_game_size(g), e;

    memcpy(pts, s->points, (size_t)n * sizeof *pts);
    if (n > 1)
        FAILS(g, renju_propose(g, player, pts, (size_t)n - 1), RENJU_ERANGE);
    FAILS(g, renju_propose(g, player, pts, 0), RENJU_ERANGE);
    pts[n] = some_point(g, 1, pts, n);
    FAILS(g, renju_propose(g, player, pts, (size_t)n + 1), RENJU_ERANGE);
    FAILS(g, renju_propose(g, player, NULL, (size_t)n), RENJU_EINVAL);
    pts[0] = some_point(g, 0, NULL, 0);
    FAILS(g, renju_propose(g, player, pts, (size_t)n), RENJU_EOCCUPIED);
    pts[0] = size * size;
    FAILS(g, renju_propose(g, player, pts, (size_t)n), RENJU_ERANGE);
    pts[0] = -1;
    FAILS(g, renju_propose(g, player, pts, (size_t)n), RENJU_ERANGE);
    pts[0] = s->points[0];
    if (n >= 2) {
        pts[1] = pts[0];
        FAILS(g, renju_propose(g, player, pts, (size_t)n), RENJU_EEQUIVALENT);
        /* (taking the snapshot overwrote the message: ask again) */
        ck_assert_int_eq(renju_propose(g, player, pts, (size_t)n), RENJU_EEQUIVALENT);
        ck_assert_ptr_nonnull(strstr(renju_errmsg(g), "twice"));
        /* a point equivalent to the first offer, if the position has one */
        for (e = 0; e < size * size; e++)
            if (e != pts[0] && renju_stone(g, e) == RENJU_EMPTY && equivalent(g, pts[0], e))
                break;
        if (e < size * size) {
            char a[8], b[8];
            pts[1] = e;
            FAILS(g, renju_propose(g, player, pts, (size_t)n), RENJU_EEQUIVALENT);
            renju_point_format(g, pts[0], a, sizeof a);
            renju_point_format(g, e, b, sizeof b);
            ck_assert_int_eq(renju_propose(g, player, pts, (size_t)n), RENJU_EEQUIVALENT);
            ck_assert_msg(strstr(renju_errmsg(g), a) && strstr(renju_errmsg(g), b),
                          "message \"%s\" does not name %s and %s", renju_errmsg(g), a, b);
        }
    }
    /* the scenario's own offers are pairwise non-equivalent by the brute force too */
    for (i = 0; i < n; i++)
        for (e = i + 1; e < n; e++)
            ck_assert(!equivalent(g, s->points[i], s->points[e]));
}

static void wrong_steps(renju_game *g, const step *s)
{
    int player = s->player, other = 3 - player, lo, hi, i, size = renju_game_size(g), p;

    /* never a pass, nor a draw answer without an offer; no player 0 or 3 */
    if (s->action != RENJU_ACTION_PLAY) {
        FAILS(g, renju_pass(g), RENJU_EPHASE);
        FAILS(g, renju_offer_draw(g, RENJU_PASS), RENJU_EPHASE);
    }
    if (!renju_draw_offered(g)) {
        FAILS(g, renju_accept_draw(g), RENJU_EPHASE);
        FAILS(g, renju_decline_draw(g), RENJU_EPHASE);
    }
    FAILS(g, do_step(g, 0, s), RENJU_EINVAL);
    FAILS(g, do_step(g, 3, s), RENJU_EINVAL);

    wrong_kinds(g, s->action, player, s);
    /* the right kind by the wrong player */
    if (s->action != RENJU_ACTION_PLAY || renju_stone(g, s->points[0]) == RENJU_EMPTY)
        FAILS(g, do_step(g, other, s), RENJU_EPLAYER);

    switch (s->action) {
    case RENJU_ACTION_STONE:
        check_area(g, s);
        break;
    case RENJU_ACTION_PLAY:
        break;
    case RENJU_ACTION_SWAP:
        FAILS(g, renju_swap(g, player, 2), RENJU_EINVAL);
        FAILS(g, renju_swap(g, player, -1), RENJU_EINVAL);
        break;
    case RENJU_ACTION_DECLARE:
        CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
        ck_assert_int_eq(lo, 1);
        ck_assert_int_eq(hi, s->max);
        FAILS(g, renju_declare(g, player, 0), RENJU_ERANGE);
        FAILS(g, renju_declare(g, player, -3), RENJU_ERANGE);
        FAILS(g, renju_declare(g, player, s->max + 1), RENJU_ERANGE);
        break;
    case RENJU_ACTION_OFFERS:
        CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
        ck_assert_int_eq(lo, s->npoints);
        ck_assert_int_eq(hi, s->npoints);
        ck_assert_int_eq(renju_expected_colour(g), RENJU_BLACK);
        wrong_offers(g, player, s);
        break;
    case RENJU_ACTION_CHOOSE_OFFER: {
        int offers[RENJU_MAX_OFFERS], n = renju_offers(g, offers, RENJU_MAX_OFFERS);
        int listed[RENJU_MAX_OFFERS];
        CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
        ck_assert_int_eq(lo, n);
        ck_assert_int_eq(renju_allowed_points(g, listed, RENJU_MAX_OFFERS), n);
        for (i = 0; i < n; i++)
            ck_assert_int_eq(listed[i], offers[i]);
        for (p = 0; p < size * size; p++) {
            for (i = 0; i < n && offers[i] != p; i++)
                ;
            if (i == n && (p % 11 == 0 || renju_stone(g, p) != RENJU_EMPTY))
                FAILS(g, renju_choose_offer(g, player, p), RENJU_ERANGE);
        }
        FAILS(g, renju_choose_offer(g, player, size * size), RENJU_ERANGE);
        FAILS(g, renju_choose_offer(g, player, RENJU_PASS), RENJU_ERANGE);
        break;
    }
    case RENJU_ACTION_BRANCH:
        FAILS(g, renju_choose_branch(g, player, 0), RENJU_EINVAL);
        FAILS(g, renju_choose_branch(g, player, 3), RENJU_EINVAL);
        break;
    case RENJU_ACTION_COLOUR:
        FAILS(g, renju_choose_colour(g, player, RENJU_EMPTY), RENJU_EINVAL);
        FAILS(g, renju_choose_colour(g, player, 3), RENJU_EINVAL);
        break;
    default:
        FAILS(g, renju_choose_swap2(g, player, 0), RENJU_EINVAL);
        FAILS(g, renju_choose_swap2(g, player, 4), RENJU_EINVAL);
        break;
    }
    if (s->action != RENJU_ACTION_STONE && s->action != RENJU_ACTION_PLAY
        && s->action != RENJU_ACTION_OFFERS && s->action != RENJU_ACTION_CHOOSE_OFFER)
        ck_assert_int_eq(renju_allowed_points(g, NULL, 0), 0);
}

/* ------------------------------------------------------------ the runner */

#define MAXSTATES 32

/* Run a scenario from its step first on g (which is at that step), checking every
 * step; states[k] receives the observed state after k actions. */
static int run_from(renju_game *g, const scenario *sc, int first, osnap *states, int nstate,
                    int check_wrong)
{
    int i, colour, holder;
    step s;

    for (i = first; sc->steps[i]; i++) {
        const char *t = sc->steps[i];
        if (t[0] == '@') {
            if (!strncmp(t, "@black=", 7)) {
                holder = atoi(t + 7);
                ck_assert_msg(renju_player_colour(g, holder) == RENJU_BLACK,
                              "%s: step %d: player %d does not hold black", sc->name, i, holder);
                ck_assert_int_eq(renju_player_colour(g, 3 - holder), RENJU_WHITE);
            } else if (!strncmp(t, "@says=", 6)) {
                ck_assert_int_eq(renju_pass(g), RENJU_EPHASE);
                ck_assert_msg(strstr(renju_errmsg(g), t + 6) != NULL,
                              "%s: step %d: \"%s\" does not say \"%s\"", sc->name, i,
                              renju_errmsg(g), t + 6);
            } else if (!strcmp(t, "@final")) {
                ck_assert_msg(renju_colours_final(g) == 1, "%s: step %d: not final", sc->name, i);
            } else {
                ck_assert_msg(renju_colours_final(g) == 0, "%s: step %d: final", sc->name, i);
            }
            continue;
        }
        parse_step(g, t, &s);
        ck_assert_msg(renju_expected_action(g) == s.action, "%s: step \"%s\": expected action %d",
                      sc->name, t, renju_expected_action(g));
        ck_assert_msg(renju_expected_player(g) == s.player, "%s: step \"%s\": expected player %d",
                      sc->name, t, renju_expected_player(g));
        colour = renju_expected_colour(g);
        if (s.action == RENJU_ACTION_STONE || s.action == RENJU_ACTION_PLAY)
            ck_assert_int_eq(colour, renju_side_to_move(g));
        else if (s.action == RENJU_ACTION_OFFERS || s.action == RENJU_ACTION_CHOOSE_OFFER)
            ck_assert_int_eq(colour, RENJU_BLACK);
        else
            ck_assert_int_eq(colour, RENJU_EMPTY);
        if (s.action == RENJU_ACTION_PLAY)
            ck_assert_int_eq(renju_player_colour(g, s.player), renju_side_to_move(g));
        if (check_wrong)
            wrong_steps(g, &s);
        ck_assert_msg(do_step(g, s.player, &s) == RENJU_OK, "%s: step \"%s\": %s", sc->name, t,
                      renju_errmsg(g));
        ck_assert_int_eq(renju_errcode(g), RENJU_OK);
        ck_assert_int_lt(nstate + 1, MAXSTATES);
        if (states)
            osnap_take(g, &states[++nstate]);
    }
    return nstate;
}

static osnap states[MAXSTATES], replay[MAXSTATES];

/* Every step of sc checked with every wrong action, then undo and redo through all
 * of them, a clone half way that plays the rest alone, and a reset. */
static void run_scenario(const scenario *sc)
{
    renju_game *g = scenario_game(sc), *c = NULL;
    int n, k, half, i, actions;

    osnap_take(g, &states[0]);
    n = run_from(g, sc, 0, states, 0, 1);

    /* undo walks back through every action, redo forward again */
    for (k = n; k > 0; k--) {
        CHECK_OK(g, renju_undo(g));
        osnap_take(g, &replay[0]);
        osnap_assert_equal(&states[k - 1], &replay[0], __FILE__, __LINE__);
    }
    FAILS(g, renju_undo(g), RENJU_ENOMOVE);
    for (k = 1; k <= n; k++) {
        CHECK_OK(g, renju_redo(g));
        osnap_take(g, &replay[0]);
        osnap_assert_equal(&states[k], &replay[0], __FILE__, __LINE__);
    }
    FAILS(g, renju_redo(g), RENJU_ENOMOVE);

    /* clone half way through, play the rest on the copy alone */
    half = n / 2;
    for (k = n; k > half; k--)
        CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_game_clone(&c, g));
    renju_game_free(g);
    osnap_take(c, &replay[0]);
    osnap_assert_equal(&states[half], &replay[0], __FILE__, __LINE__);
    for (i = 0, actions = 0; sc->steps[i] && actions < half; i++)
        if (sc->steps[i][0] != '@')
            actions++;
    k = run_from(c, sc, i, replay, half, 0);
    ck_assert_int_eq(k, n);
    for (k = half + 1; k <= n; k++)
        osnap_assert_equal(&states[k], &replay[k], __FILE__, __LINE__);

    /* a reset starts the opening again */
    CHECK_OK(c, renju_game_reset(c));
    osnap_take(c, &replay[0]);
    osnap_assert_equal(&states[0], &replay[0], __FILE__, __LINE__);
    renju_game_free(c);
}

TEST_CASE("scenarios", 120)

LOOP_TEST(0, NSCENARIOS)
START_TEST(test_scenario)
{
    run_scenario(&scenarios[_i]);
}
END_TEST

/* Tarannikov, each of the 32 ways of taking or declining its five swaps (bit k of
 * _i: the swap after move k + 1 taken): moves 1 to 5 in the central 1x1 to 9x9,
 * each placed by whoever holds its colour, each followed by the other player's
 * chance to swap; the colours final only after the fifth. */
LOOP_TEST(0, 32)
START_TEST(test_tarannikov)
{
    static const char *const stones[5] = { "centre h8", "in3 i8", "in5 g6", "in7 k10",
                                           "in9 d5" };
    static char text[MAXSTEPS][64];
    static scenario sc;
    int black = 1, k, n = 0, placer, other;

    memset(&sc, 0, sizeof sc);
    sc.name = "Tarannikov";
    sc.ruleset = RENJU_RULES_RENJU;
    sc.size = 15;
    sc.opening = RENJU_OPENING_TARANNIKOV;
    sc.n = sc.centre_first = -1;
    for (k = 0; k < 5; k++) {
        /* black's stones are moves 1, 3, 5 */
        placer = k % 2 == 0 ? black : 3 - black;
        other = 3 - placer;
        snprintf(text[n++], sizeof text[0], "%d stone:%s", placer, stones[k]);
        snprintf(text[n++], sizeof text[0], "@tentative");
        snprintf(text[n++], sizeof text[0], "%d %s", other, _i >> k & 1 ? "swap" : "keep");
        if (_i >> k & 1)
            black = 3 - black;
        snprintf(text[n++], sizeof text[0], "@black=%d", black);
    }
    snprintf(text[n++], sizeof text[0], "@final");
    /* white plays move 6 */
    snprintf(text[n++], sizeof text[0], "%d play a1", 3 - black);
    for (k = 0; k < n; k++)
        sc.steps[k] = text[k];
    sc.steps[n] = NULL;
    run_scenario(&sc);
}
END_TEST

/* ------------------------------------------------------------ options */

TEST_CASE("options")

START_TEST(test_option_bounds)
{
    static const struct { int ruleset, size, max; } cases[] = {
        { RENJU_RULES_RENJU, 15, RENJU_OPENING_SUPER_SAKATA },
        { RENJU_RULES_CARO5, 15, RENJU_OPENING_LONG_PRO },
        { RENJU_RULES_CARO6, 17, RENJU_OPENING_LONG_PRO },
        { RENJU_RULES_FIVE_IN_A_ROW, 15, RENJU_OPENING_NONE },
        { RENJU_RULES_FREESTYLE, 15, RENJU_OPENING_LONG_PRO },
        { RENJU_RULES_STANDARD, 19, RENJU_OPENING_LONG_PRO },
    };
    size_t i;
    int lo, hi, v, o;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        renju_game *g = new_game(cases[i].ruleset, cases[i].size);
        CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_OPENING, &lo, &hi));
        ck_assert_int_eq(lo, RENJU_OPENING_NONE);
        ck_assert_int_eq(hi, cases[i].max);
        CHECK_OK(g, renju_option_get(g, RENJU_OPT_OPENING, &v));
        ck_assert_int_eq(v, RENJU_OPENING_NONE);
        CHECK_OK(g, renju_option_get(g, RENJU_OPT_OPENING_N, &v));
        ck_assert_int_eq(v, 0);
        CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_OPENING_N, &lo, &hi));
        ck_assert_int_eq(lo, 0);
        ck_assert_int_eq(hi, 0);
        FAILS(g, renju_option_set(g, RENJU_OPT_OPENING, -1), RENJU_ERANGE);
        FAILS(g, renju_option_set(g, RENJU_OPT_OPENING, cases[i].max + 1), RENJU_ERANGE);
        for (o = RENJU_OPENING_NONE; o <= cases[i].max; o++) {
            int renju_rule = (o >= RENJU_OPENING_RIF && o <= RENJU_OPENING_TARAGUCHI)
                             || o >= RENJU_OPENING_TARANNIKOV;
            if (o != RENJU_OPENING_NONE
                && (cases[i].ruleset == RENJU_RULES_RENJU) != renju_rule) {
                /* the other family's rules inside the bounds, refused */
                FAILS(g, renju_option_set(g, RENJU_OPT_OPENING, o), RENJU_ERANGE);
                continue;
            }
            CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, o));
        }
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_opening_n)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int v, lo, hi;

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SOOSORV));
    CHECK_OK(g, renju_option_get(g, RENJU_OPT_OPENING_N, &v));
    ck_assert_int_eq(v, 8);
    CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_OPENING_N, &lo, &hi));
    ck_assert_int_eq(lo, 1);
    ck_assert_int_eq(hi, RENJU_MAX_OFFERS);
    FAILS(g, renju_option_set(g, RENJU_OPT_OPENING_N, RENJU_MAX_OFFERS + 1), RENJU_ERANGE);
    FAILS(g, renju_option_set(g, RENJU_OPT_OPENING_N, 0), RENJU_ERANGE);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING_N, 5));

    /* another rule brings its own default */
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_TARAGUCHI));
    CHECK_OK(g, renju_option_get(g, RENJU_OPT_OPENING_N, &v));
    ck_assert_int_eq(v, 10);
    CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_OPENING_N, &lo, &hi));
    ck_assert_int_eq(lo, 1);
    ck_assert_int_eq(hi, RENJU_MAX_OFFERS);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING_N, RENJU_MAX_OFFERS));
    FAILS(g, renju_option_set(g, RENJU_OPT_OPENING_N, RENJU_MAX_OFFERS + 1), RENJU_ERANGE);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SUPER_TARAGUCHI));
    CHECK_OK(g, renju_option_get(g, RENJU_OPT_OPENING_N, &v));
    ck_assert_int_eq(v, 10);
    CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_OPENING_N, &lo, &hi));
    ck_assert_int_eq(lo, 1);
    ck_assert_int_eq(hi, RENJU_MAX_OFFERS);
    FAILS(g, renju_option_set(g, RENJU_OPT_OPENING_N, 0), RENJU_ERANGE);
    /* Tarannikov and Super Sakata have no N */
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_TARANNIKOV));
    CHECK_OK(g, renju_option_get(g, RENJU_OPT_OPENING_N, &v));
    ck_assert_int_eq(v, 0);
    FAILS(g, renju_option_set(g, RENJU_OPT_OPENING_N, 1), RENJU_ERANGE);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SUPER_SAKATA));
    CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_OPENING_N, &lo, &hi));
    ck_assert_int_eq(hi, 0);
    FAILS(g, renju_option_set(g, RENJU_OPT_OPENING_N, 1), RENJU_ERANGE);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_RIF));
    CHECK_OK(g, renju_option_get(g, RENJU_OPT_OPENING_N, &v));
    ck_assert_int_eq(v, 0);
    FAILS(g, renju_option_set(g, RENJU_OPT_OPENING_N, 1), RENJU_ERANGE);

    /* fixed once the game has begun */
    CHECK_OK(g, renju_play(g, pt(g, "h8")));
    FAILS(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_NONE), RENJU_EPHASE);
    renju_game_free(g);
}
END_TEST

/* Soosorv-N for N at its bounds and between: white declares 1 to N, and no more. */
START_TEST(test_soosorv_declaration_bounds)
{
    static const int ns[] = { 1, 9, RENJU_MAX_OFFERS };
    size_t i;
    int lo, hi;

    for (i = 0; i < sizeof ns / sizeof ns[0]; i++) {
        renju_game *g = new_game(RENJU_RULES_RENJU, 15);
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SOOSORV));
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING_N, ns[i]));
        play_list(g, "h8 h9 h10");
        CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 0));
        play_list(g, "a1");
        CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
        ck_assert_int_eq(lo, 1);
        ck_assert_int_eq(hi, ns[i]);
        ck_assert_int_eq(renju_pass(g), RENJU_EPHASE);
        {
            char want[64];
            snprintf(want, sizeof want, "(1 to %d)", ns[i]);
            ck_assert_ptr_nonnull(strstr(renju_errmsg(g), want));
        }
        FAILS(g, renju_declare(g, RENJU_PLAYER_SECOND, ns[i] + 1), RENJU_ERANGE);
        FAILS(g, renju_declare(g, RENJU_PLAYER_SECOND, 0), RENJU_ERANGE);
        CHECK_OK(g, renju_declare(g, RENJU_PLAYER_SECOND, ns[i]));
        CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
        ck_assert_int_eq(lo, ns[i]);
        ck_assert_int_eq(hi, ns[i]);
        CHECK_OK(g, renju_undo(g));
        CHECK_OK(g, renju_declare(g, RENJU_PLAYER_SECOND, 1));
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_pro_needs_room)
{
    renju_game *g;

    g = new_game(RENJU_RULES_FREESTYLE, 5);
    FAILS(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_PRO), RENJU_ERANGE);
    FAILS(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_LONG_PRO), RENJU_ERANGE);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SWAP2));
    renju_game_free(g);
    g = new_game(RENJU_RULES_FREESTYLE, 7);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_PRO));
    FAILS(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_LONG_PRO), RENJU_ERANGE);
    play_list(g, "d4 a1");
    ck_assert_int_eq(renju_allowed_points(g, NULL, 0), 7 * 7 - 2 - 5 * 5 + 1);
    CHECK_OK(g, renju_play(g, pt(g, "g7")));
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------ other behaviours */

TEST_CASE("behaviour")

/* A position set up without an opening rule is a given opening: none applies to it,
 * not even renju's first stone on h8 (check_setup_opening.c has the positions set up
 * under an opening rule). */
START_TEST(test_setup_has_no_opening)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_RIF));
    CHECK_OK(g, renju_setup_begin(g));
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_NONE);
    ck_assert_int_eq(renju_expected_player(g), RENJU_PLAYER_NONE);
    FAILS(g, renju_swap(g, RENJU_PLAYER_SECOND, 1), RENJU_EPHASE);
    CHECK_OK(g, renju_setup_put(g, pt(g, "a1"), RENJU_BLACK));
    CHECK_OK(g, renju_setup_side(g, RENJU_WHITE));
    /* under RIF, no game has black's first stone on a1 */
    CHECK_FAILS(g, renju_setup_end(g), RENJU_EPOSITION);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_NONE));
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_PLAY);
    ck_assert_int_eq(renju_colours_final(g), 1);
    FAILS(g, renju_swap(g, RENJU_PLAYER_SECOND, 1), RENJU_EPHASE);
    ck_assert_int_eq(renju_expected_player(g), RENJU_PLAYER_SECOND);
    CHECK_OK(g, renju_play(g, pt(g, "o15")));
    CHECK_OK(g, renju_pass(g));
    ck_assert_int_eq(renju_opening_index(g), 0);

    /* an empty board set up with black to move starts the opening again */
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "a1"), RENJU_EMPTY));
    CHECK_OK(g, renju_setup_put(g, pt(g, "o15"), RENJU_EMPTY));
    CHECK_OK(g, renju_setup_side(g, RENJU_BLACK));
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_STONE);
    FAILS(g, renju_play(g, pt(g, "a1")), RENJU_EPHASE);
    renju_game_free(g);
}
END_TEST

START_TEST(test_game_over_in_the_opening)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    osnap before, after;
    int pts[2];

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_RIF));
    play_list(g, "h8 h9 h10");
    osnap_take(g, &before);
    /* the second player holds white and resigns before deciding */
    ck_assert_int_eq(renju_player_colour(g, RENJU_PLAYER_SECOND), RENJU_WHITE);
    CHECK_OK(g, renju_resign(g, RENJU_WHITE));
    ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_NONE);
    ck_assert_int_eq(renju_expected_player(g), RENJU_PLAYER_NONE);
    ck_assert_int_eq(renju_expected_colour(g), RENJU_EMPTY);
    ck_assert_int_eq(renju_allowed_points(g, NULL, 0), 0);
    FAILS(g, renju_swap(g, RENJU_PLAYER_SECOND, 1), RENJU_EGAMEOVER);
    FAILS(g, renju_play_as(g, RENJU_PLAYER_SECOND, pt(g, "a1")), RENJU_EGAMEOVER);
    pts[0] = pt(g, "a1");
    pts[1] = pt(g, "b1");
    FAILS(g, renju_propose(g, RENJU_PLAYER_FIRST, pts, 2), RENJU_EGAMEOVER);
    FAILS(g, renju_offer_bounds(g, NULL, NULL), RENJU_EPHASE);
    CHECK_OK(g, renju_undo(g));
    osnap_take(g, &after);
    osnap_assert_equal(&before, &after, __FILE__, __LINE__);
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 0));
    renju_game_free(g);
}
END_TEST

START_TEST(test_draw_offers_in_the_opening)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_RIF));
    /* the first player places three stones in a row: no offer with the first two */
    FAILS(g, renju_offer_draw(g, pt(g, "h8")), RENJU_EPHASE);
    play_list(g, "h8");
    FAILS(g, renju_offer_draw(g, pt(g, "h9")), RENJU_EPHASE);
    play_list(g, "h9");
    /* the third hands the turn to the second player, who may accept instead */
    CHECK_OK(g, renju_offer_draw(g, pt(g, "h10")));
    ck_assert_int_eq(renju_draw_offered(g), 1);
    CHECK_OK(g, renju_accept_draw(g));
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_AGREEMENT);
    CHECK_OK(g, renju_undo(g));
    /* or decline it by deciding on the swap */
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 1));
    ck_assert_int_eq(renju_draw_offered(g), 0);
    FAILS(g, renju_accept_draw(g), RENJU_EPHASE);
    renju_game_free(g);

    /* Soosorv: move 4 and the declaration are one turn */
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SOOSORV));
    play_list(g, "h8 h9 h10");
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 0));
    FAILS(g, renju_offer_draw(g, pt(g, "a1")), RENJU_EPHASE);
    renju_game_free(g);

    /* Tarannikov: after every stone the other player may swap, or accept */
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_TARANNIKOV));
    CHECK_OK(g, renju_offer_draw(g, pt(g, "h8")));
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 1));
    CHECK_OK(g, renju_offer_draw(g, pt(g, "h9")));
    CHECK_OK(g, renju_accept_draw(g));
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    renju_game_free(g);

    /* Super Sakata: the second player's moves 4 and 5 are one turn, and so are the
     * chooser's two more stones; the choice after them is the other player's */
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SUPER_SAKATA));
    play_list(g, "h8 h9");
    CHECK_OK(g, renju_offer_draw(g, pt(g, "j10")));
    FAILS(g, renju_offer_draw(g, pt(g, "k11")), RENJU_EPHASE);
    play_list(g, "k11");
    CHECK_OK(g, renju_offer_draw(g, pt(g, "l12")));
    CHECK_OK(g, renju_choose_swap2(g, RENJU_PLAYER_FIRST, RENJU_SWAP2_TWO_MORE));
    ck_assert_int_eq(renju_draw_offered(g), 0);
    FAILS(g, renju_offer_draw(g, pt(g, "a1")), RENJU_EPHASE);
    play_list(g, "a1");
    CHECK_OK(g, renju_offer_draw(g, pt(g, "o15")));
    ck_assert_int_eq(renju_expected_player(g), RENJU_PLAYER_SECOND);
    CHECK_OK(g, renju_accept_draw(g));
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    renju_game_free(g);
}
END_TEST

START_TEST(test_offers_kept_after_choice)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *c = NULL;
    int pts[2], got[2];

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_RIF));
    play_list(g, "h8 h9 h10");
    ck_assert_int_eq(renju_offers(g, NULL, 0), 0);
    CHECK_OK(g, renju_offer_bounds(g, NULL, NULL));
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 0));
    CHECK_OK(g, renju_play_as(g, RENJU_PLAYER_SECOND, pt(g, "i7")));
    pts[0] = pt(g, "g9");
    pts[1] = pt(g, "k12");
    CHECK_OK(g, renju_propose(g, RENJU_PLAYER_FIRST, pts, 2));
    /* the offers are no stones */
    ck_assert_int_eq(renju_stone(g, pts[0]), RENJU_EMPTY);
    ck_assert_int_eq(renju_stone_count(g), 4);
    ck_assert_int_eq(renju_move_count(g), 4);
    FAILS(g, renju_offers(g, got, 1), RENJU_EBUFSIZE);
    FAILS(g, renju_offers(g, NULL, 2), RENJU_EINVAL);

    /* a deep copy: the original goes, the copy still knows the offers */
    CHECK_OK(g, renju_game_clone(&c, g));
    renju_game_free(g);
    FAILS(c, renju_choose_offer(c, RENJU_PLAYER_FIRST, pt(c, "k12")), RENJU_EPLAYER);
    ck_assert_int_eq(renju_choose_offer(c, RENJU_PLAYER_SECOND, pt(c, "a1")), RENJU_ERANGE);
    ck_assert_ptr_nonnull(strstr(renju_errmsg(c), "g9 k12"));
    CHECK_OK(c, renju_choose_offer(c, RENJU_PLAYER_SECOND, pt(c, "k12")));
    ck_assert_int_eq(renju_stone(c, pt(c, "k12")), RENJU_BLACK);
    ck_assert_int_eq(renju_stone(c, pt(c, "g9")), RENJU_EMPTY);
    ck_assert_int_eq(renju_move_count(c), 5);
    ck_assert_int_eq(renju_last_move(c), pt(c, "k12"));
    ck_assert_int_eq(renju_offers(c, got, 2), 2);
    ck_assert_int_eq(got[0], pts[0]);
    ck_assert_int_eq(got[1], pts[1]);
    FAILS(c, renju_offer_bounds(c, NULL, NULL), RENJU_EPHASE);
    ck_assert_int_eq(renju_opening_index(c), 1);
    /* normal play: passes are allowed now */
    CHECK_OK(c, renju_pass(c));

    /* new offers after undo replace the old ones, which can no longer be redone */
    CHECK_OK(c, renju_undo(c));
    CHECK_OK(c, renju_undo(c));
    CHECK_OK(c, renju_undo(c));
    ck_assert_int_eq(renju_expected_action(c), RENJU_ACTION_OFFERS);
    ck_assert_int_eq(renju_offers(c, NULL, 0), 0);
    pts[0] = pt(c, "a1");
    pts[1] = pt(c, "b1");
    CHECK_OK(c, renju_propose(c, RENJU_PLAYER_FIRST, pts, 2));
    FAILS(c, renju_redo(c), RENJU_ENOMOVE);
    ck_assert_int_eq(renju_offers(c, got, 2), 2);
    ck_assert_int_eq(got[0], pts[0]);
    CHECK_OK(c, renju_choose_offer(c, RENJU_PLAYER_SECOND, pt(c, "b1")));
    renju_game_free(c);
}
END_TEST

START_TEST(test_offer_bounds_ahead)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int lo = -1, hi = -1;

    /* Soosorv: nothing known until white declares */
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SOOSORV));
    FAILS(g, renju_offer_bounds(g, &lo, &hi), RENJU_EPHASE);
    play_list(g, "h8 h9 h10");
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 0));
    play_list(g, "a1");
    CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
    ck_assert_int_eq(lo, 1);
    ck_assert_int_eq(hi, 8);
    CHECK_OK(g, renju_declare(g, RENJU_PLAYER_SECOND, 5));
    CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
    ck_assert_int_eq(lo, 5);
    ck_assert_int_eq(hi, 5);
    renju_game_free(g);

    /* Taraguchi: N while branch (b) can still come, nothing in branch (a) */
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_TARAGUCHI));
    CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
    ck_assert_int_eq(lo, 10);
    ck_assert_int_eq(hi, 10);
    play_list(g, "h8");
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 0));
    play_list(g, "h9");
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_FIRST, 0));
    play_list(g, "h10");
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 0));
    play_list(g, "i11");
    CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
    ck_assert_int_eq(lo, 10);
    CHECK_OK(g, renju_choose_branch(g, RENJU_PLAYER_FIRST, RENJU_BRANCH_FIFTH));
    FAILS(g, renju_offer_bounds(g, &lo, &hi), RENJU_EPHASE);
    renju_game_free(g);

    /* Super Taraguchi: as Taraguchi */
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SUPER_TARAGUCHI));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING_N, 7));
    CHECK_OK(g, renju_offer_bounds(g, &lo, &hi));
    ck_assert_int_eq(lo, 7);
    ck_assert_int_eq(hi, 7);
    renju_game_free(g);

    /* Tarannikov and Super Sakata: no offers, whatever comes */
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_TARANNIKOV));
    FAILS(g, renju_offer_bounds(g, &lo, &hi), RENJU_EPHASE);
    renju_game_free(g);
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SUPER_SAKATA));
    play_list(g, "h8 h9 j10 k11 l12");
    FAILS(g, renju_offer_bounds(g, &lo, &hi), RENJU_EPHASE);
    CHECK_OK(g, renju_choose_swap2(g, RENJU_PLAYER_FIRST, RENJU_SWAP2_TWO_MORE));
    FAILS(g, renju_offer_bounds(g, &lo, &hi), RENJU_EPHASE);
    renju_game_free(g);

    /* no offers at all */
    g = new_game(RENJU_RULES_FREESTYLE, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SWAP2));
    FAILS(g, renju_offer_bounds(g, &lo, &hi), RENJU_EPHASE);
    renju_game_free(g);
}
END_TEST

START_TEST(test_play_as_in_normal_play)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SWAP1));
    play_list(g, "a1 b2 c3");
    CHECK_OK(g, renju_choose_colour(g, RENJU_PLAYER_SECOND, RENJU_BLACK));
    /* white, the first player, is to move */
    ck_assert_int_eq(renju_expected_player(g), RENJU_PLAYER_FIRST);
    FAILS(g, renju_play_as(g, RENJU_PLAYER_SECOND, pt(g, "h8")), RENJU_EPLAYER);
    CHECK_OK(g, renju_play_as(g, RENJU_PLAYER_FIRST, pt(g, "h8")));
    ck_assert_int_eq(renju_stone(g, pt(g, "h8")), RENJU_WHITE);
    CHECK_OK(g, renju_pass(g));
    ck_assert_int_eq(renju_expected_player(g), RENJU_PLAYER_FIRST);
    ck_assert_int_eq(renju_play_as(NULL, 1, 0), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

START_TEST(test_null_and_bad_arguments)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int buf[4];

    ck_assert_int_eq(renju_expected_action(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_expected_player(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_expected_colour(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_player_colour(NULL, 1), RENJU_EINVAL);
    ck_assert_int_eq(renju_colours_final(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_allowed_points(NULL, NULL, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_point_allowed(NULL, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_offer_bounds(NULL, NULL, NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_offers(NULL, NULL, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_swap(NULL, 1, 1), RENJU_EINVAL);
    ck_assert_int_eq(renju_declare(NULL, 1, 1), RENJU_EINVAL);
    ck_assert_int_eq(renju_propose(NULL, 1, buf, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_choose_offer(NULL, 1, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_choose_branch(NULL, 1, 1), RENJU_EINVAL);
    ck_assert_int_eq(renju_choose_colour(NULL, 1, 1), RENJU_EINVAL);
    ck_assert_int_eq(renju_choose_swap2(NULL, 1, 1), RENJU_EINVAL);
    FAILS(g, renju_player_colour(g, 0), RENJU_EINVAL);
    FAILS(g, renju_player_colour(g, 3), RENJU_EINVAL);
    FAILS(g, renju_point_allowed(g, -1), RENJU_ERANGE);
    FAILS(g, renju_point_allowed(g, 225), RENJU_ERANGE);
    FAILS(g, renju_allowed_points(g, NULL, 4), RENJU_EINVAL);
    FAILS(g, renju_allowed_points(g, buf, 0), RENJU_EBUFSIZE);
    ck_assert_int_eq(renju_allowed_points(g, buf, 1), 1);   /* h8 */
    ck_assert_int_eq(buf[0], pt(g, "h8"));
    ck_assert_str_eq(renju_strerror(RENJU_EEQUIVALENT), "equivalent 5th-move offers");
    renju_game_free(g);
}
END_TEST

START_TEST(test_allowed_points_in_play)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    unsigned char map[225];
    int list[225], n, p, nf;

    /* black to move with forbidden points: rejected by default, so not allowed */
    play_list(g, "h8 a1 i9 a3 j8 a5 i7 a7");   /* i8 makes two threes */
    nf = renju_forbidden_map(g, map, sizeof map);
    ck_assert_int_gt(nf, 0);
    ck_assert_int_eq(map[pt(g, "i8")], RENJU_FORBID_DOUBLE_THREE);
    n = renju_allowed_points(g, list, 225);
    ck_assert_int_eq(n, 225 - renju_stone_count(g) - nf);
    for (p = 0; p < 225; p++)
        ck_assert_int_eq(renju_point_allowed(g, p),
                         renju_stone(g, p) == RENJU_EMPTY && map[p] == RENJU_FORBID_NONE);
    renju_game_free(g);

    /* with the foul policy "lose" forbidden points can be played (and lose) */
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_FOUL_POLICY, RENJU_FOUL_LOSE));
    play_list(g, "h8 a1 i9 a3 j8 a5 i7 a7");
    ck_assert_int_eq(renju_allowed_points(g, NULL, 0), 225 - renju_stone_count(g));
    renju_game_free(g);
}
END_TEST


/* At the choice of the 5th move, renju_point_allowed() is 1 exactly on the offers
 * (the first, a middle one, the last) and 0 on every other point, empty or not; and
 * renju_allowed_points() lists exactly the offers. */
static void check_choice_points(renju_game *g, const int *offers, int n)
{
    int listed[RENJU_MAX_OFFERS], p, i, size = renju_game_size(g), want, hits = 0;

    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_CHOOSE_OFFER);
    ck_assert_int_eq(renju_allowed_points(g, NULL, 0), n);
    ck_assert_int_eq(renju_allowed_points(g, listed, RENJU_MAX_OFFERS), n);
    for (i = 0; i < n; i++)
        ck_assert_int_eq(listed[i], offers[i]);
    for (p = 0; p < size * size; p++) {
        for (want = 0, i = 0; i < n; i++)
            want |= offers[i] == p;
        ck_assert_msg(renju_point_allowed(g, p) == want, "point %d: allowed %d, want %d", p,
                      renju_point_allowed(g, p), want);
        ck_assert_int_eq(renju_errcode(g), RENJU_OK);
        hits += want;
    }
    ck_assert_int_eq(hits, n);
    ck_assert_int_eq(renju_point_allowed(g, size * size), RENJU_ERANGE);
}

START_TEST(test_point_allowed_at_choice)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int offers[3];

    /* three offers: the first, the middle and the last each allowed */
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_YAMAGUCHI));
    play_list(g, "h8 h9 i10");
    CHECK_OK(g, renju_declare(g, RENJU_PLAYER_FIRST, 3));
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 0));
    CHECK_OK(g, renju_play_as(g, RENJU_PLAYER_SECOND, pt(g, "h10")));
    offers[0] = pt(g, "g9");
    offers[1] = pt(g, "j11");
    offers[2] = pt(g, "k8");
    CHECK_OK(g, renju_propose(g, RENJU_PLAYER_FIRST, offers, 3));
    check_choice_points(g, offers, 3);
    CHECK_OK(g, renju_choose_offer(g, RENJU_PLAYER_SECOND, offers[2]));
    /* once chosen, normal play: the other offers are plain empty points again */
    ck_assert_int_eq(renju_point_allowed(g, offers[2]), 0);
    ck_assert_int_eq(renju_point_allowed(g, offers[0]), 1);
    CHECK_OK(g, renju_undo(g));
    check_choice_points(g, offers, 3);
    renju_game_free(g);

    /* one offer: it alone */
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_YAMAGUCHI));
    play_list(g, "h8 i9 h6");
    CHECK_OK(g, renju_declare(g, RENJU_PLAYER_FIRST, 1));
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 1));
    CHECK_OK(g, renju_play_as(g, RENJU_PLAYER_FIRST, pt(g, "i7")));
    offers[0] = pt(g, "j9");
    CHECK_OK(g, renju_propose(g, RENJU_PLAYER_SECOND, offers, 1));
    check_choice_points(g, offers, 1);
    renju_game_free(g);
}
END_TEST

/* A move list's "offers:" item is a point of at most 7 characters: 7 are read as
 * notation (and refused as such), 8 and 9 are refused before, as malformed. */
START_TEST(test_movelist_offer_item_length)
{
    static const struct { const char *item; int whole_list; } cases[] = {
        { "j9", 0 },          /* a real point: the import goes through */
        { "j999999", 0 },     /* 7 characters: read as notation, not a point */
        { "j9999999", 1 },    /* 8: too long an item */
        { "j99999999", 1 },   /* 9 */
    };
    char text[256];
    size_t i;
    int rc;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        renju_game *g = new_game(RENJU_RULES_RENJU, 15);
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_YAMAGUCHI));
        snprintf(text, sizeof text, "h8 i9 h6 declare:1 swap i7 offers:%s j9", cases[i].item);
        rc = renju_record_import(g, RENJU_FORMAT_MOVES, text, strlen(text), 0);
        if (i == 0) {
            ck_assert_msg(rc == (int)strlen(text), "%s: %d (%s)", text, rc, renju_errmsg(g));
            ck_assert_int_eq(renju_stone(g, pt(g, "j9")), RENJU_BLACK);
        } else {
            ck_assert_msg(rc == RENJU_EPARSE, "%s: %d (%s)", text, rc, renju_errmsg(g));
            ck_assert_int_eq(renju_move_count(g), 0);
            ck_assert_ptr_nonnull(strstr(renju_errmsg(g), "malformed offers: "));
            if (cases[i].whole_list) {
                /* the list quoted as it was, no notation error */
                ck_assert_ptr_nonnull(strstr(renju_errmsg(g), cases[i].item));
                ck_assert_ptr_null(strstr(renju_errmsg(g), "is not a point"));
            } else {
                ck_assert_ptr_nonnull(strstr(renju_errmsg(g), "is not a point"));
            }
        }
        renju_game_free(g);
    }
}
END_TEST

#include "check_opening.tests.h"

int main(void)
{
    return run_suite(tests_suite("opening"));
}
