/* SPDX-License-Identifier: MIT */
/* check_allocfail.c - running out of memory at every allocation of a whole scenario.
 *
 * The handle's allocator fails its k-th allocation, once (or, in the second mode,
 * every allocation from the k-th on, until a call reports RENJU_ENOMEM), for k = 1,
 * 2, ... until the scenario runs without reaching k.  Scenarios: creating games, a long game (the history grows),
 * clones, undo and redo, the opening of renju (RIF rule: swap, 5th-move offers), tags,
 * records written and read in every format, reset and setup; imports of every format
 * with every combination of flags (a legal record and one with an illegal move, into
 * a game of the same and of another rule set); every opening rule played through its
 * actions.  Each call either gives what it gives with memory to spare, or fails
 * with RENJU_ENOMEM, the whole game unchanged (the actions that could be redone
 * included) and usable: the same call is then made again, with memory, and must give
 * the same as with memory to spare.  At the end the allocator holds no
 * block: nothing leaked (valgrind in .ci/run checks the same from outside). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

typedef struct arena {
    long calls;      /* allocations counted so far */
    long fail_at;    /* the one that fails (1-based) */
    int from;        /* every one from fail_at on fails, until a call reports it */
    int off;         /* memory again: a call reported RENJU_ENOMEM */
    long failures;   /* how many did */
    long live;       /* blocks handed out and not freed */
    int paused;      /* while the test looks: neither counted nor failed */
    /* the result of each call of the scenario, as made with memory to spare */
    int recording;
    int ncalls;
} arena;

#define MAX_RESULTS 4096
static int reference[MAX_RESULTS];

static void *arena_alloc(void *opaque, size_t size)
{
    arena *a = opaque;
    void *p;

    if (!a->paused && !a->off) {
        a->calls++;
        if (a->calls == a->fail_at || (a->from && a->fail_at > 0 && a->calls >= a->fail_at)) {
            a->failures++;
            return NULL;
        }
    }
    p = malloc(size);
    if (p)
        a->live++;
    return p;
}

static void arena_free(void *opaque, void *ptr)
{
    arena *a = opaque;

    if (ptr) {
        a->live--;
        free(ptr);
    }
}

/* The game's state, its tags and its SGF record, read without counting and without
 * Check's assertions (which would make this test slow under valgrind). */
typedef struct view {
    int stone[SNAP_MAX_CELLS];
    int side, moves, stones, result, reason, action, player, in_setup, noffers;
    int move[SNAP_MAX_MOVES];
    int offer[RENJU_MAX_OFFERS];
    int option[RENJU_OPT_OPENING_N + 1];
    int nredo;                      /* the redo tail: how long, and where it leads */
    int redo_move[SNAP_MAX_MOVES];
    int redo_result, redo_action;
    char tags[1024];
    char sgf[8192];
    int sgf_rc;
} view;

static void look(arena *a, renju_game *g, view *v)
{
    const char *name;
    size_t used = 0;
    int p, i, n;

    a->paused++;
    memset(v, 0, sizeof *v);
    for (p = 0; p < renju_game_size(g) * renju_game_size(g); p++)
        v->stone[p] = renju_stone(g, p);
    v->side = renju_side_to_move(g);
    v->moves = renju_moves(g, v->move, SNAP_MAX_MOVES);
    v->stones = renju_stone_count(g);
    v->result = renju_result(g);
    v->reason = renju_result_reason(g);
    v->action = renju_expected_action(g);
    v->player = renju_expected_player(g);
    v->in_setup = renju_in_setup(g);
    v->noffers = renju_offers(g, v->offer, RENJU_MAX_OFFERS);
    for (i = 0; (name = renju_tag_name(i)) != NULL; i++) {
        n = renju_tag_get(g, name, v->tags + used, sizeof v->tags - used);
        used += n > 0 ? (size_t)n + 1 : 1;
    }
    v->sgf_rc = renju_record_export(g, RENJU_FORMAT_SGF, v->sgf, sizeof v->sgf);
    for (i = 1; i <= RENJU_OPT_OPENING_N; i++)
        renju_option_get(g, i, &v->option[i]);
    /* the redo tail: redo it all, look, undo as much (neither allocates) */
    while (renju_redo(g) == RENJU_OK)
        v->nredo++;
    if (v->nredo > 0) {
        renju_moves(g, v->redo_move, SNAP_MAX_MOVES);
        v->redo_result = renju_result(g);
        v->redo_action = renju_expected_action(g);
    }
    for (i = 0; i < v->nredo; i++)
        renju_undo(g);
    a->paused--;
}

typedef struct ctx ctx;

/* A call on g: RENJU_ENOMEM with g unchanged, then the same call again with memory;
 * or no failure for memory at all.  Either way the call's final result must be the
 * one it gives with memory to spare (recorded in the first run).  Returns it. */
static int checked(arena *a, renju_game *g, int rc_first, int (*again)(ctx *), ctx *c,
                   const view *before, const char *what, int line)
{
    static view after;
    int rc = rc_first;

    if (rc == RENJU_ENOMEM) {
        ck_assert_msg(!a->recording, "line %d: %s: out of memory with memory to spare", line,
                      what);
        ck_assert_msg(renju_errcode(g) == RENJU_ENOMEM, "line %d: %s: errcode %d", line,
                      what, renju_errcode(g));
        ck_assert_msg(renju_errmsg(g)[0] != '\0', "line %d: %s: no message", line, what);
        if (before) {
            look(a, g, &after);
            ck_assert_msg(memcmp(before, &after, sizeof after) == 0,
                          "line %d: %s failed for memory and changed the game", line, what);
        }
        a->off = 1;
        rc = again(c);
    }
    ck_assert_int_lt(a->ncalls, MAX_RESULTS);
    if (a->recording)
        reference[a->ncalls] = rc;
    else
        ck_assert_msg(rc == reference[a->ncalls], "line %d: %s: %d (%s), with memory %d", line,
                      what, rc, renju_errmsg(g), reference[a->ncalls]);
    a->ncalls++;
    return rc;
}

/* What the scenario's calls need besides the game. */
struct ctx {
    renju_game *g;
    renju_game *h;          /* a second game (clone, import target) */
    int point;
    int format;
    const char *text;
    size_t len;
    char buf[8192];
    const char *tag;
    const char *value;
    int offers[RENJU_MAX_OFFERS];
    int noffers;
    int player;
    int number;
    int flags;
};

static int do_play(ctx *c) { return renju_play(c->g, c->point); }
static int do_undo(ctx *c) { return renju_undo(c->g); }
static int do_redo(ctx *c) { return renju_redo(c->g); }
static int do_clone(ctx *c) { return renju_game_clone(&c->h, c->g); }
static int do_tag(ctx *c) { return renju_tag_set(c->g, c->tag, c->value); }
static int do_export(ctx *c) { return renju_record_export(c->g, c->format, c->buf, sizeof c->buf); }
static int do_import(ctx *c)
{
    return renju_record_import(c->g, c->format, c->text, c->len, c->flags);
}
static int do_swap(ctx *c) { return renju_swap(c->g, c->player, 1); }
static int do_propose(ctx *c) { return renju_propose(c->g, c->player, c->offers, 2); }
static int do_propose_n(ctx *c)
{
    return renju_propose(c->g, c->player, c->offers, (size_t)c->noffers);
}
static int do_swap_value(ctx *c) { return renju_swap(c->g, c->player, c->number); }
static int do_declare(ctx *c) { return renju_declare(c->g, c->player, c->number); }
static int do_branch(ctx *c) { return renju_choose_branch(c->g, c->player, c->number); }
static int do_colour(ctx *c) { return renju_choose_colour(c->g, c->player, c->number); }
static int do_swap2(ctx *c) { return renju_choose_swap2(c->g, c->player, c->number); }
static int do_choose_first(ctx *c) { return renju_choose_offer(c->g, c->player, c->offers[0]); }
static int do_play_as(ctx *c) { return renju_play_as(c->g, c->player, c->point); }
static int do_choose(ctx *c) { return renju_choose_offer(c->g, c->player, c->offers[1]); }
static int do_reset(ctx *c) { return renju_game_reset(c->g); }
static int do_setup_begin(ctx *c) { return renju_setup_begin(c->g); }
static int do_setup_put(ctx *c) { return renju_setup_put(c->g, c->point, RENJU_WHITE); }
static int do_setup_end(ctx *c) { return renju_setup_end(c->g); }
static int do_resign(ctx *c) { return renju_resign(c->g, RENJU_WHITE); }
static int do_forfeit(ctx *c) { return renju_forfeit(c->g, RENJU_BLACK, RENJU_REASON_TIME); }

static int call(arena *a, ctx *c, int (*fn)(ctx *), const char *what, int line)
{
    static view before;   /* large: not on the stack */
    int rc;

    if (a->off)   /* the failure is behind: nothing more to compare */
        return checked(a, c->g, fn(c), fn, c, NULL, what, line);
    look(a, c->g, &before);
    rc = fn(c);
    return checked(a, c->g, rc, fn, c, &before, what, line);
}

#define CALL(fn) call(a, c, fn, #fn, __LINE__)

/* A game of rule set and opening with the arena's allocator, retried until made. */
static renju_game *make(arena *a, int ruleset, int opening)
{
    renju_game *g = (renju_game *)&g;   /* not NULL: creation must set it */
    int rc = renju_game_new_custom(&g, ruleset, 15, arena_alloc, arena_free, a);

    if (rc == RENJU_ENOMEM) {
        ck_assert_ptr_null(g);
        a->off = 1;
        rc = renju_game_new_custom(&g, ruleset, 15, arena_alloc, arena_free, a);
    }
    ck_assert_int_eq(rc, RENJU_OK);
    ck_assert_int_eq(renju_option_set(g, RENJU_OPT_OPENING, opening), RENJU_OK);
    return g;
}

/* A long game with no five: stones spread so that no line gets long. */
static void long_game(arena *a, ctx *c, int moves)
{
    int fill[SNAP_MAX_CELLS], i, n;

    n = no_five_fill(15, fill);
    ck_assert_int_ge(n, moves);
    for (i = 0; i < moves; i++) {
        c->point = fill[i];
        CALL(do_play);
    }
}

/* Everything the scenario does; the arena's fail_at decides where memory runs out. */
static void scenario(arena *a)
{
    ctx cx, *c = &cx;
    char record[8192];
    int format, i, len;
    static const int formats[3] = { RENJU_FORMAT_MOVES, RENJU_FORMAT_SGF, RENJU_FORMAT_PSQ };

    memset(c, 0, sizeof *c);

    /* a long gomoku game with tags, clones, undo and redo */
    c->g = make(a, RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE);
    c->tag = "PB";
    c->value = "a player whose name is long enough to be copied";
    CALL(do_tag);
    c->tag = "EV";
    c->value = "allocation failures";
    CALL(do_tag);
    long_game(a, c, 70);           /* past the first growth of the history */
    CALL(do_undo);
    CALL(do_undo);
    CALL(do_redo);
    CALL(do_clone);
    ck_assert_ptr_nonnull(c->h);

    /* every record of it written, then read into the clone */
    for (i = 0; i < 3; i++) {
        format = formats[i];
        c->format = format;
        len = CALL(do_export);
        memcpy(record, c->buf, (size_t)len + 1);
        {
            renju_game *keep = c->g;
            c->g = c->h;
            c->text = record;
            c->len = (size_t)len;
            CALL(do_import);
            c->g = keep;
        }
    }
    renju_game_free(c->h);
    c->h = NULL;
    CALL(do_resign);
    CALL(do_undo);
    CALL(do_forfeit);
    CALL(do_undo);
    CALL(do_reset);
    c->tag = "PB";
    c->value = NULL;               /* removing a tag */
    CALL(do_tag);

    /* setup */
    CALL(do_setup_begin);
    c->point = 0;
    CALL(do_setup_put);
    CALL(do_setup_end);
    c->format = RENJU_FORMAT_SGF;
    CALL(do_export);
    renju_game_free(c->g);

    /* the RIF opening of renju: moves, a swap, two offers, the choice */
    c->g = make(a, RENJU_RULES_RENJU, RENJU_OPENING_RIF);
    c->point = pt(c->g, "h8");
    CALL(do_play);
    c->point = pt(c->g, "h9");
    CALL(do_play);
    c->point = pt(c->g, "j10");
    CALL(do_play);
    c->player = renju_expected_player(c->g);
    CALL(do_swap);
    c->point = pt(c->g, "g7");
    CALL(do_play);
    c->player = renju_expected_player(c->g);
    c->offers[0] = pt(c->g, "f6");
    c->offers[1] = pt(c->g, "k4");
    CALL(do_propose);
    c->player = renju_expected_player(c->g);
    CALL(do_choose);
    CALL(do_undo);
    CALL(do_redo);
    c->format = RENJU_FORMAT_SGF;
    len = CALL(do_export);
    memcpy(record, c->buf, (size_t)len + 1);
    CALL(do_clone);
    {
        renju_game *keep = c->g;
        c->g = c->h;
        CALL(do_reset);
        c->text = record;
        c->len = (size_t)len;
        CALL(do_import);
        c->g = keep;
    }
    renju_game_free(c->h);
    renju_game_free(c->g);
}

/* ------------------------------------------------------------ more scenarios */

/* Imports: each format, each combination of flags, into a game of the record's rule
 * set and into one of another (which RENJU_IMPORT_RULES replaces), the target with a
 * redo tail and tags; a move list with an illegal last move besides. */
static void scenario_imports(arena *a)
{
    static const int formats[3] = { RENJU_FORMAT_MOVES, RENJU_FORMAT_SGF, RENJU_FORMAT_PSQ };
    static const int targets[2] = { RENJU_RULES_FREESTYLE, RENJU_RULES_STANDARD };
    static char rec[3][8192], bad[8192];
    ctx cx, *c = &cx;
    renju_game *src;
    int f, t, flags, len[3], blen, ntargets = scale() < 1 ? 1 : 2;
    char first[8];

    memset(c, 0, sizeof *c);
    src = c->g = make(a, RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE);
    c->tag = "PB";
    c->value = "somebody";
    CALL(do_tag);
    long_game(a, c, 66);           /* the scratch game's history grows twice */
    for (f = 0; f < 3; f++) {
        c->format = formats[f];
        len[f] = CALL(do_export);
        memcpy(rec[f], c->buf, (size_t)len[f] + 1);
    }
    a->paused++;
    {
        int moves[SNAP_MAX_MOVES];
        renju_moves(src, moves, SNAP_MAX_MOVES);
        renju_point_format(src, moves[0], first, sizeof first);
    }
    a->paused--;
    blen = snprintf(bad, sizeof bad, "%s %s", rec[0], first);   /* occupied */
    renju_game_free(src);

    for (t = 0; t < ntargets; t++)
        for (f = 0; f < 3; f++)
            for (flags = 0; flags < 4; flags++) {
                c->g = make(a, targets[t], RENJU_OPENING_NONE);
                c->tag = "EV";
                c->value = "the target's own tag";
                CALL(do_tag);
                c->point = 0;
                CALL(do_play);
                c->point = 2;
                CALL(do_play);
                c->point = 4;
                CALL(do_play);
                CALL(do_undo);     /* a redo tail, which a failed import keeps */
                c->format = formats[f];
                c->flags = flags;
                if (f == 0) {
                    c->text = bad;
                    c->len = (size_t)blen;
                    CALL(do_import);
                }
                c->text = rec[f];
                c->len = (size_t)len[f];
                CALL(do_import);
                CALL(do_clone);
                renju_game_free(c->h);
                c->h = NULL;
                renju_game_free(c->g);
            }
}

/* Play an opening rule through, whatever it asks: the allowed point in the middle of
 * the list for stones, swaps taken and declined in turn, the smallest number of
 * offers (3 when it may), offers that are not equivalent, the first offer, the
 * given branch, black, two more stones; then a few moves, undo, redo and a clone. */
static void drive_opening(arena *a, ctx *c, int branch)
{
    static int pts[SNAP_MAX_CELLS];
    int action, n, i, j, lo, hi, steps = 0, ok;
    int (*fn)(ctx *);

    for (;;) {
        action = renju_expected_action(c->g);
        if (action == RENJU_ACTION_NONE || (action == RENJU_ACTION_PLAY && steps >= 3))
            break;
        ck_assert_int_lt(steps++, 60);
        a->paused++;
        c->player = renju_expected_player(c->g);
        switch (action) {
        case RENJU_ACTION_STONE:
        case RENJU_ACTION_PLAY:
            n = renju_allowed_points(c->g, pts, SNAP_MAX_CELLS);
            ck_assert_int_gt(n, 0);
            c->point = pts[n / 2];
            fn = do_play_as;
            break;
        case RENJU_ACTION_SWAP:
            c->number = steps % 2;
            fn = do_swap_value;
            break;
        case RENJU_ACTION_DECLARE:
            ck_assert_int_eq(renju_offer_bounds(c->g, &lo, &hi), RENJU_OK);
            c->number = lo <= 3 && hi >= 3 ? 3 : lo;
            fn = do_declare;
            break;
        case RENJU_ACTION_OFFERS:
            ck_assert_int_eq(renju_offer_bounds(c->g, &lo, &hi), RENJU_OK);
            n = renju_allowed_points(c->g, pts, SNAP_MAX_CELLS);
            c->noffers = 0;
            for (i = 0; i < n && c->noffers < lo; i++) {
                for (ok = 1, j = 0; j < c->noffers && ok; j++)
                    ok = renju_offers_equivalent(c->g, pts[i], c->offers[j]) == 0;
                if (ok)
                    c->offers[c->noffers++] = pts[i];
            }
            ck_assert_int_eq(c->noffers, lo);
            fn = do_propose_n;
            break;
        case RENJU_ACTION_CHOOSE_OFFER:
            ck_assert_int_gt(renju_offers(c->g, c->offers, RENJU_MAX_OFFERS), 0);
            fn = do_choose_first;
            break;
        case RENJU_ACTION_BRANCH:
            c->number = branch;
            fn = do_branch;
            break;
        case RENJU_ACTION_COLOUR:
            c->number = RENJU_BLACK;
            fn = do_colour;
            break;
        default:
            c->number = RENJU_SWAP2_TWO_MORE;
            fn = do_swap2;
            break;
        }
        a->paused--;
        CALL(fn);
    }
    CALL(do_undo);
    CALL(do_undo);
    CALL(do_redo);
    CALL(do_clone);
    renju_game_free(c->h);
    c->h = NULL;
}

static void scenario_openings(arena *a)
{
    static const struct { int ruleset, opening, branch; } rules[] = {
        { RENJU_RULES_RENJU, RENJU_OPENING_RIF, 0 },
        { RENJU_RULES_RENJU, RENJU_OPENING_YAMAGUCHI, 0 },
        { RENJU_RULES_RENJU, RENJU_OPENING_SOOSORV, 0 },
        { RENJU_RULES_RENJU, RENJU_OPENING_TARAGUCHI, RENJU_BRANCH_FIFTH },
        { RENJU_RULES_RENJU, RENJU_OPENING_TARAGUCHI, RENJU_BRANCH_OFFERS },
        { RENJU_RULES_FREESTYLE, RENJU_OPENING_SWAP1, 0 },
        { RENJU_RULES_FREESTYLE, RENJU_OPENING_SWAP2, 0 },
        { RENJU_RULES_STANDARD, RENJU_OPENING_PRO, 0 },
        { RENJU_RULES_STANDARD, RENJU_OPENING_LONG_PRO, 0 },
    };
    ctx cx, *c = &cx;
    size_t i;

    memset(c, 0, sizeof *c);
    for (i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        c->g = make(a, rules[i].ruleset, rules[i].opening);
        drive_opening(a, c, rules[i].branch);
        renju_game_free(c->g);
    }
}

/* Run a scenario with memory to spare (recording what each call gives), then with
 * the k-th allocation failing alone, then with every allocation from the k-th on
 * failing, for every k the scenario reaches.  Returns the number of allocations. */
static long run_scenario(void (*sc)(arena *), const char *name)
{
    arena a;
    long k, total;
    int mode, ncalls;

    memset(&a, 0, sizeof a);
    a.recording = 1;
    sc(&a);
    ck_assert_msg(a.live == 0, "%s: %ld blocks leaked", name, a.live);
    total = a.calls;
    ncalls = a.ncalls;
    for (mode = 0; mode < 2; mode++) {
        for (k = 1;; k++) {
            memset(&a, 0, sizeof a);
            a.fail_at = k;
            a.from = mode;
            sc(&a);
            ck_assert_msg(a.live == 0, "%s: fail %s %ld: %ld blocks leaked", name,
                          mode ? "from" : "at", k, a.live);
            ck_assert_int_eq(a.ncalls, ncalls);
            if (a.failures == 0)
                break;
        }
        ck_assert_int_eq(k, total + 1);
    }
    /* the scenario allocates: otherwise this test would show nothing */
    ck_assert_int_gt(total, 10);
    printf("allocfail: %s: %ld allocation points, each failed alone and from there on\n",
           name, total);
    return total;
}

TEST_CASE("allocfail", 300)

START_TEST(test_every_allocation_fails_in_turn)
{
    run_scenario(scenario, "game, records, opening");
}
END_TEST

START_TEST(test_imports)
{
    run_scenario(scenario_imports, "imports");
}
END_TEST

START_TEST(test_openings)
{
    run_scenario(scenario_openings, "opening rules");
}
END_TEST

/* An allocator that always fails: nothing can even be created. */
static void *no_alloc(void *opaque, size_t size)
{
    (void)opaque;
    (void)size;
    return NULL;
}

START_TEST(test_nothing_to_allocate)
{
    renju_game *g = (renju_game *)&g;
    arena a;

    ck_assert_int_eq(renju_game_new_custom(&g, RENJU_RULES_RENJU, 15, no_alloc, arena_free, &a),
                     RENJU_ENOMEM);
    ck_assert_ptr_null(g);
}
END_TEST

#include "check_allocfail.tests.h"

int main(void)
{
    return run_suite(tests_suite("allocfail"));
}
