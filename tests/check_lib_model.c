/* SPDX-License-Identifier: MIT */
/* check_lib_model.c - RenLib libraries against a second reading of the layout
 * (lib_model.c): random trees written by the test and by the library, read by both, and
 * compared node by node; random trees made through the API; and allocation failure at
 * every step of an import and of a deep export, survived with the game as it was.
 *
 * The random trees have every kind of record: moves, passes, no-move nodes with their
 * comments, board texts on moves and alone, RenLib's marks, flags the library does not
 * read, comments with titles and bodies in several scripts, and lines that break the
 * rules (a stone on an occupied point, a move after two passes), on the main line or
 * not.  Their lines are at most 8 moves long, so that no five ends them.
 * RENJU_TEST_SCALE (default 1) scales their number. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"
#include "lib_model.h"

#define MAX_MOVES 8
#define DUMP_MAX (1 << 21)

TEST_RANDOM(0x5deece66dULL)

static int pos_of(int point)
{
    return (14 - point / 15) * 16 + point % 15 + 1;
}

static const char *const pieces[] = {
    "a", "Ab", " ", "\xe4\xb8\xad", "\xc3\xa9", "\n", "\r\n", "\xe2\x98\x86", "x\ry", "12",
    "\xd0\x96", "?",
};

/* A comment of a few random pieces: titles, bodies, line breaks of both kinds. */
static void random_text(char *out, size_t cap, int pieces_max)
{
    int k, n = 1 + (int)rnd((unsigned)pieces_max);
    size_t len = 0;

    out[0] = '\0';
    for (k = 0; k < n; k++) {
        const char *p = pieces[rnd(sizeof pieces / sizeof *pieces)];
        if (len + strlen(p) + 1 >= cap)
            break;
        memcpy(out + len, p, strlen(p) + 1);
        len += strlen(p);
    }
}

static const char *const labels[] = { "A", "B", "1", "12", "\xe5\xa5\xbd", "\xe2\x98\x85" };

/* ------------------------------------------------------------ random libraries */

/* A random point, now and then one of the stones on x's path, so that lines break the
 * rules. */
static int random_pos(const lm_tree *t, int x)
{
    int y, on_path[64], n = 0;

    if (rnd(12) == 0) {
        for (y = x; y > 0; y = t->node[y].parent)
            if (t->node[y].pos > 0 && !(t->node[y].flags & LM_NO_MOVE) && n < 64)
                on_path[n++] = t->node[y].pos;
        if (n)
            return on_path[rnd((unsigned)n)];
    }
    return pos_of((int)rnd(225));
}

static unsigned random_own_flags(void)
{
    static const unsigned unknown[] = { 0x200, 0x4000, 0x10000, 0x800000, 0x10200 };
    unsigned f = 0;

    if (rnd(10) == 0)
        f |= LM_MARK;
    if (rnd(20) == 0)
        f |= LM_START;
    if (rnd(20) == 0)
        f |= unknown[rnd(5)];
    return f;
}

/* One child of x, of a random kind; its index. */
static int random_child(lm_tree *t, int x, int *depth)
{
    char text[200];
    int r = (int)rnd(100), c;

    if (r < 82) {
        c = lm_add(t, x, random_pos(t, x), random_own_flags());
    } else if (r < 93) {
        c = lm_add(t, x, 0, random_own_flags());          /* a pass */
    } else {
        /* a node without a move, kept as one: it has a comment */
        c = lm_add(t, x, r < 98 ? pos_of((int)rnd(225)) : 0, random_own_flags() | LM_NO_MOVE);
        random_text(text, sizeof text, 4);
        lm_set_comment(t, c, text);
    }
    if (rnd(3) == 0 && !t->node[c].comment) {
        random_text(text, sizeof text, 6);
        lm_set_comment(t, c, text);
    }
    depth[c] = depth[x] + !(t->node[c].flags & LM_NO_MOVE);
    return c;
}

/* Labels of x's position: on each child at the label's point, else a board text of
 * its own after the children, as the library writes them.  A point has one label. */
static void random_labels(lm_tree *t, int x, int *depth, int *leaf)
{
    int k, n = rnd(6) == 0 ? 1 + (int)rnd(3) : 0, pos, c, found, l;
    const char *text;

    for (k = 0; k < n; k++) {
        c = t->node[x].first;
        if (c >= 0 && rnd(2) && t->node[c].pos > 0)
            pos = t->node[c].pos;                          /* a child's point */
        else
            pos = pos_of((int)rnd(225));
        for (c = t->node[x].first; c >= 0; c = t->node[c].next)
            if (t->node[c].pos == pos && t->node[c].board)
                break;
        if (c >= 0)
            continue;                                      /* that point has one */
        text = labels[rnd(sizeof labels / sizeof *labels)];
        for (c = t->node[x].first, found = 0; c >= 0; c = t->node[c].next)
            if (t->node[c].pos == pos) {
                lm_set_board(t, c, text);
                found = 1;
            }
        if (found)
            continue;
        l = lm_add(t, x, pos, LM_NO_MOVE);
        lm_set_board(t, l, text);
        leaf[l] = 1;
        depth[l] = MAX_MOVES;
    }
}

/* A random tree of at most max nodes, the root's record with a comment now and then. */
static void random_tree(lm_tree *t, int max)
{
    int *depth = calloc((size_t)max + 64, sizeof *depth), *leaf = calloc((size_t)max + 64, sizeof *leaf);
    int x, k, kids;
    char text[200];

    ck_assert_ptr_nonnull(depth);
    ck_assert_ptr_nonnull(leaf);
    lm_init(t);
    if (rnd(3) == 0) {
        random_text(text, sizeof text, 3);
        lm_set_comment(t, 0, text);
    }
    t->node[0].flags = random_own_flags();
    for (x = 0; x < t->n && t->n < max; x++) {
        if (leaf[x] || depth[x] >= MAX_MOVES)
            continue;
        kids = x == 0 ? 1 + (int)rnd(4) : (int)rnd(depth[x] < 3 ? 4 : 3);
        for (k = 0; k < kids && t->n < max; k++)
            random_child(t, x, depth);
        random_labels(t, x, depth, leaf);
    }
    free(depth);
    free(leaf);
}

static unsigned char *export_lib(renju_game *g, size_t *n)
{
    int need = renju_tree_export(g, RENJU_FORMAT_LIB, NULL, 0), got;
    unsigned char *b;

    ck_assert_msg(need > 0, "export: %d (%s)", need, renju_errmsg(g));
    b = malloc((size_t)need);
    ck_assert_ptr_nonnull(b);
    got = renju_tree_export(g, RENJU_FORMAT_LIB, (char *)b, (size_t)need);
    ck_assert_msg(got == need - 1, "export: %d (%s)", got, renju_errmsg(g));
    *n = (size_t)got;
    return b;
}

static void check_same_tree(renju_game *a, renju_game *b)
{
    char *da = malloc(DUMP_MAX), *db = malloc(DUMP_MAX);
    size_t i = 0, line = 0;

    ck_assert_ptr_nonnull(da);
    ck_assert_ptr_nonnull(db);
    lm_dump(a, da, DUMP_MAX);
    lm_dump(b, db, DUMP_MAX);
    while (da[i] && da[i] == db[i])
        if (da[i++] == '\n')
            line = i;
    ck_assert_msg(da[i] == db[i], "the trees differ from byte %zu on:\n%.300s\n---\n%.300s",
                  line, da + line, db + line);
    free(da);
    free(db);
}

/* The test's library read by the library, compared with the test's own reading of
 * it, and written back byte for byte. */
static void check_library(const unsigned char *b, size_t n)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15), *h = new_game(RENJU_RULES_FREESTYLE, 15);
    lm_tree model;
    unsigned char *out;
    size_t m;
    int want, rc;

    ck_assert_int_eq(lm_parse(b, n, &model), 0);
    want = lm_expected_rc(&model);
    rc = renju_record_import(g, RENJU_FORMAT_LIB, (const char *)b, n, RENJU_IMPORT_PARTIAL);
    ck_assert_msg(rc == (want ? want : (int)n), "import: %d, expected %d (%s)", rc,
                  want ? want : (int)n, renju_errmsg(g));
    lm_compare(g, &model, 1);
    lm_free(&model);
    out = export_lib(g, &m);
    ck_assert_uint_eq(m, n);
    ck_assert_msg(memcmp(out, b, n) == 0, "the library writes other bytes");
    /* and the library's bytes, read again, are the same tree */
    ck_assert_int_eq(renju_record_import(h, RENJU_FORMAT_LIB, (const char *)out, m,
                                         RENJU_IMPORT_PARTIAL), rc);
    check_same_tree(g, h);
    free(out);
    renju_game_free(g);
    renju_game_free(h);
}

/* What the random trees held, so that a generator that stopped making some kind of
 * record would be seen. */
enum { SEEN_PASS, SEEN_NO_MOVE, SEEN_LABEL, SEEN_BOARD_ON_MOVE, SEEN_COMMENT, SEEN_MARK,
       SEEN_UNKNOWN, SEEN_ILLEGAL_MAIN, SEEN_KINDS };

static void count_kinds(const lm_tree *t, int *seen)
{
    int x;

    for (x = 1; x < t->n; x++) {
        const lm_node *d = &t->node[x];
        seen[SEEN_PASS] += d->pos == 0 && !(d->flags & LM_NO_MOVE);
        seen[SEEN_NO_MOVE] += (d->flags & LM_NO_MOVE) && d->comment;
        seen[SEEN_LABEL] += (d->flags & LM_NO_MOVE) && !d->comment;
        seen[SEEN_BOARD_ON_MOVE] += !(d->flags & LM_NO_MOVE) && d->board;
        seen[SEEN_COMMENT] += d->comment != NULL;
        seen[SEEN_MARK] += (d->flags & (LM_MARK | LM_START)) != 0;
        seen[SEEN_UNKNOWN] += (d->flags & 0xfffe00u) != 0;
    }
    seen[SEEN_ILLEGAL_MAIN] += lm_expected_rc(t) != 0;
}

TEST_CASE("lib_model", 600)

START_TEST(test_random_libraries)
{
    int i, rounds = scaled(300), seen[SEEN_KINDS] = { 0 };
    lm_tree t;
    unsigned char *b;
    size_t n;

    for (i = 0; i < rounds; i++) {
        random_tree(&t, 1 + (int)rnd(i % 10 == 9 ? 3000 : 200));
        count_kinds(&t, seen);
        b = lm_write(&t, &n);
        lm_free(&t);
        check_library(b, n);
        free(b);
    }
    for (i = 0; i < SEEN_KINDS; i++)
        ck_assert_msg(seen[i] > 0, "no random tree held records of kind %d", i);
}
END_TEST

/* ------------------------------------------------------------ random trees of the API */

/* A point empty in g's position, -1 when the game cannot go on. */
static int empty_point(renju_game *g)
{
    int p, tries;

    for (tries = 0; tries < 500; tries++) {
        p = (int)rnd(225);
        if (renju_stone(g, p) == RENJU_EMPTY)
            return p;
    }
    return -1;
}

/* One random edit: a move, a pass, back, elsewhere, a comment, a label, a flag. */
static void random_edit(renju_game *g)
{
    char text[200];
    int r = (int)rnd(100), p, n;

    if (r < 40 && renju_move_count(g) < MAX_MOVES && renju_result(g) == RENJU_ONGOING) {
        if ((p = empty_point(g)) >= 0)
            CHECK_OK(g, renju_play(g, p));
    } else if (r < 45 && renju_move_count(g) < MAX_MOVES && renju_result(g) == RENJU_ONGOING) {
        CHECK_OK(g, renju_pass(g));
    } else if (r < 60) {
        if (renju_tree_node(g) != 0)
            CHECK_OK(g, renju_undo(g));
    } else if (r < 68) {
        n = (int)rnd((unsigned)renju_node_count(g));
        for (p = 0; n-- > 0 && p != RENJU_NO_NODE;)
            p = renju_node_next(g, p);
        if (p != RENJU_NO_NODE)
            CHECK_OK(g, renju_tree_goto(g, p));
    } else if (r < 80) {
        random_text(text, sizeof text, 6);
        CHECK_OK(g, renju_node_comment_set(g, RENJU_NODE_CURRENT, text));
    } else if (r < 95) {
        CHECK_OK(g, renju_node_label_set(g, RENJU_NODE_CURRENT, (int)rnd(225),
                                         labels[rnd(sizeof labels / sizeof *labels)]));
    } else {
        CHECK_OK(g, renju_node_flag_set(g, RENJU_NODE_CURRENT,
                                        rnd(2) ? RENJU_NODE_MARKED : RENJU_NODE_START, 1));
    }
}

/* The game to the end of its main line, where an import leaves it. */
static void to_main_end(renju_game *g)
{
    int n = 0, kids[256];

    while (renju_node_children(g, n, kids, 256) > 0)
        n = kids[0];
    CHECK_OK(g, renju_tree_goto(g, n));
}

START_TEST(test_random_api_trees)
{
    int i, k, rounds = scaled(150);
    renju_game *g, *h;
    unsigned char *out, *again;
    lm_tree model;
    size_t n, m;

    for (i = 0; i < rounds; i++) {
        g = new_game(RENJU_RULES_FREESTYLE, 15);
        CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
        for (k = (int)rnd(200); k > 0; k--)
            random_edit(g);
        to_main_end(g);
        out = export_lib(g, &n);
        ck_assert_int_eq(renju_record_warnings(g), 0);
        ck_assert_int_eq(lm_parse(out, n, &model), 0);
        lm_compare(g, &model, 0);   /* the labels as the API set them, in another order */
        lm_free(&model);
        h = new_game(RENJU_RULES_FREESTYLE, 15);
        ck_assert_int_eq(renju_record_import(h, RENJU_FORMAT_LIB, (const char *)out, n, 0), (int)n);
        check_same_tree(g, h);
        again = export_lib(h, &m);
        ck_assert_uint_eq(m, n);
        ck_assert(memcmp(again, out, n) == 0);
        free(out);
        free(again);
        renju_game_free(g);
        renju_game_free(h);
    }
}
END_TEST

/* ------------------------------------------------------------ allocation failure */

typedef struct budget {
    long left;      /* allocations that may still succeed; -1 for no limit */
    long live;
} budget;

static void *budget_alloc(void *opaque, size_t n)
{
    budget *b = opaque;
    void *p;

    if (b->left == 0)
        return NULL;
    if (b->left > 0)
        b->left--;
    p = malloc(n ? n : 1);
    if (p)
        b->live++;
    return p;
}

static void budget_free(void *opaque, void *p)
{
    budget *b = opaque;

    if (p) {
        b->live--;
        free(p);
    }
}

/* A library with a bit of everything, a GBK comment and an illegal line among them. */
static unsigned char *rich_library(size_t *n)
{
    lm_tree t;
    unsigned char *b;
    int x, i;

    do {
        random_tree(&t, 120);
        b = lm_write(&t, n);
        i = t.n;
        x = lm_expected_rc(&t);
        lm_free(&t);
        if (i >= 60 && x == 0)
            break;
        free(b);
    } while (1);
    return b;
}

START_TEST(test_import_allocation_failure)
{
    budget bud = { -1, 0 };
    renju_game *g;
    unsigned char *b, *gbk;
    size_t n;
    long k;
    int rc, tried = 0;
    char *before = malloc(DUMP_MAX), *after = malloc(DUMP_MAX);
    static const unsigned char gbk_body[] = {
        0xff, 'R', 'e', 'n', 'L', 'i', 'b', 0xff, 3, 4, 0xff, 0xff, 0xff, 0xff, 0xff,
        0xff, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x78, 0x88, 0xcc, 0xec, 0xd4, 0xaa, 0x00,
        0x00, 0x79, 0x41, 0x00, 0x01, 'A', 0x00, 0x7a, 0x40,
    };

    b = rich_library(&n);
    gbk = malloc(sizeof gbk_body);
    memcpy(gbk, gbk_body, sizeof gbk_body);
    ck_assert_ptr_nonnull(before);
    ck_assert_ptr_nonnull(after);
    for (int which = 0; which < 2; which++) {
        const unsigned char *lib = which ? gbk : b;
        size_t len = which ? sizeof gbk_body : n;
        for (k = 0;; k++) {
            bud.left = -1;
            ck_assert_int_eq(renju_game_new_custom(&g, RENJU_RULES_FREESTYLE, 15, budget_alloc,
                                                   budget_free, &bud), RENJU_OK);
            CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
            play_list(g, "h8 h9");
            CHECK_OK(g, renju_node_comment_set(g, RENJU_NODE_CURRENT, "mine"));
            lm_dump(g, before, DUMP_MAX);
            bud.left = k;
            rc = renju_record_import(g, RENJU_FORMAT_LIB, (const char *)lib, len, 0);
            bud.left = -1;
            tried++;
            if (rc != RENJU_ENOMEM) {
                ck_assert_msg(rc == (int)len, "import: %d (%s)", rc, renju_errmsg(g));
                renju_game_free(g);
                break;
            }
            ck_assert_int_eq(renju_errcode(g), RENJU_ENOMEM);
            lm_dump(g, after, DUMP_MAX);
            ck_assert_msg(strcmp(before, after) == 0, "allocation %ld changed the game", k);
            /* and it goes on as if the import had not been tried */
            play_list(g, "j9");
            renju_game_free(g);
            ck_assert_int_eq(bud.live, 0);
        }
        ck_assert_int_eq(bud.live, 0);
    }
    ck_assert_int_gt(tried, 50);
    free(b);
    free(gbk);
    free(before);
    free(after);
}
END_TEST

/* A tree deeper than the writer's own stack takes one from the allocator: its failure
 * is an error, the game unchanged. */
START_TEST(test_export_allocation_failure)
{
    budget bud = { -1, 0 };
    renju_game *g;
    enum { DEPTH = 3000 };
    unsigned char *b = malloc(20 + 6 + 4 * DEPTH);
    size_t n = 0, k;
    char small[4];
    int rc;

    ck_assert_ptr_nonnull(b);
    memcpy(b, "\xffRenLib\xff\x03\x04\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff"
              "\x00\x00\x78\x00\x78\x00", n = 26);
    for (k = 0; k < DEPTH; k++) {
        b[n++] = (unsigned char)(0x11 + k % 14);
        b[n++] = 0x00;
    }
    b[n - 1] = 0x40;
    ck_assert_int_eq(renju_game_new_custom(&g, RENJU_RULES_FREESTYLE, 15, budget_alloc,
                                           budget_free, &bud), RENJU_OK);
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_LIB, (const char *)b, n,
                                         RENJU_IMPORT_PARTIAL), RENJU_EOCCUPIED);
    bud.left = 0;
    CHECK_FAILS(g, renju_tree_export(g, RENJU_FORMAT_LIB, small, sizeof small), RENJU_ENOMEM);
    bud.left = -1;
    rc = renju_tree_export(g, RENJU_FORMAT_LIB, NULL, 0);
    ck_assert_int_eq(rc, (int)n + 1);
    renju_game_free(g);
    ck_assert_int_eq(bud.live, 0);
    free(b);
}
END_TEST

#include "check_lib_model.tests.h"

int main(void)
{
    return run_suite(tests_suite("lib_model"));
}
