/* check_allocfail.c - running out of memory at every allocation of a whole scenario.
 *
 * The handle's allocator fails its k-th allocation, once, for k = 1, 2, ... until the
 * scenario runs without reaching k: creating games, a long game (the history grows),
 * clones, undo and redo, the opening of renju (RIF rule: swap, 5th-move offers), tags,
 * records written and read in every format, reset and setup.  Each call either
 * succeeds or fails with RENJU_ENOMEM, the game unchanged and usable: the
 * same call is then made again and must succeed.  At the end the allocator holds no
 * block: nothing leaked (valgrind in .ci/run checks the same from outside). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"

typedef struct arena {
    long calls;      /* allocations counted so far */
    long fail_at;    /* the one that fails (1-based) */
    long failures;   /* how many did */
    long live;       /* blocks handed out and not freed */
    int paused;      /* while the test looks: neither counted nor failed */
} arena;

static void *arena_alloc(void *opaque, size_t size)
{
    arena *a = opaque;
    void *p;

    if (!a->paused && ++a->calls == a->fail_at) {
        a->failures++;
        return NULL;
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
        n = renju_get_tag(g, name, v->tags + used, sizeof v->tags - used);
        used += n > 0 ? (size_t)n + 1 : 1;
    }
    v->sgf_rc = renju_record_export(g, RENJU_FORMAT_SGF, v->sgf, sizeof v->sgf);
    a->paused--;
}

typedef struct ctx ctx;

/* A call on g: RENJU_ENOMEM with g unchanged, then the same call again succeeds;
 * or a success at once.  Returns the successful call's value. */
static int checked(arena *a, renju_game *g, int rc_first, int (*again)(ctx *), ctx *c,
                   const view *before, const char *what, int line)
{
    static view after;
    int rc = rc_first;

    if (rc == RENJU_ENOMEM) {
        ck_assert_msg(renju_errcode(g) == RENJU_ENOMEM, "line %d: %s: errcode %d", line,
                      what, renju_errcode(g));
        ck_assert_msg(renju_errmsg(g)[0] != '\0', "line %d: %s: no message", line, what);
        look(a, g, &after);
        ck_assert_msg(memcmp(before, &after, sizeof after) == 0,
                      "line %d: %s failed for memory and changed the game", line, what);
        rc = again(c);
    }
    ck_assert_msg(rc >= 0, "line %d: %s: %d (%s)", line, what, rc, renju_errmsg(g));
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
    int offers[2];
    int player;
};

static int do_play(ctx *c) { return renju_play(c->g, c->point); }
static int do_undo(ctx *c) { return renju_undo(c->g); }
static int do_redo(ctx *c) { return renju_redo(c->g); }
static int do_clone(ctx *c) { return renju_game_clone(&c->h, c->g); }
static int do_tag(ctx *c) { return renju_set_tag(c->g, c->tag, c->value); }
static int do_export(ctx *c) { return renju_record_export(c->g, c->format, c->buf, sizeof c->buf); }
static int do_import(ctx *c) { return renju_record_import(c->g, c->format, c->text, c->len, 0); }
static int do_swap(ctx *c) { return renju_swap(c->g, c->player, 1); }
static int do_propose(ctx *c) { return renju_propose(c->g, c->player, c->offers, 2); }
static int do_choose(ctx *c) { return renju_choose_offer(c->g, c->player, c->offers[1]); }
static int do_reset(ctx *c) { return renju_game_reset(c->g); }
static int do_setup_begin(ctx *c) { return renju_setup_begin(c->g); }
static int do_setup_put(ctx *c) { return renju_setup_put(c->g, c->point, RENJU_WHITE); }
static int do_setup_end(ctx *c) { return renju_setup_end(c->g); }
static int do_resign(ctx *c) { return renju_resign(c->g, RENJU_WHITE); }

static int call(arena *a, ctx *c, int (*fn)(ctx *), const char *what, int line)
{
    static view before;   /* large: not on the stack */
    int rc;

    if (a->failures > 0)  /* the one failure is behind: nothing more to compare */
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
        rc = renju_game_new_custom(&g, ruleset, 15, arena_alloc, arena_free, a);
    }
    ck_assert_int_eq(rc, RENJU_OK);
    ck_assert_int_eq(renju_set_option(g, RENJU_OPT_OPENING, opening), RENJU_OK);
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

START_TEST(test_every_allocation_fails_in_turn)
{
    arena a;
    long k, total = 0;

    for (k = 1;; k++) {
        memset(&a, 0, sizeof a);
        a.fail_at = k;
        scenario(&a);
        ck_assert_msg(a.live == 0, "fail at %ld: %ld blocks leaked", k, a.live);
        if (a.failures == 0) {
            total = a.calls;
            break;
        }
    }
    /* the scenario allocates: otherwise this test would show nothing */
    ck_assert_int_gt(total, 10);
    ck_assert_int_eq(k, total + 1);
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

static Suite *allocfail_suite(void)
{
    Suite *s = suite_create("allocfail");
    TCase *tc = tcase_create("allocfail");

    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_every_allocation_fails_in_turn);
    tcase_add_test(tc, test_nothing_to_allocate);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(allocfail_suite());
    int failed;

    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed != 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}
