/* SPDX-License-Identifier: MIT */
/* check_index.c - the position index (renju_index(3)) against a brute-force scan
 * written here: thousands of random games, their transpositions (the same stones in
 * another order), their mirror and turned images, and trees of variations; every
 * answer of renju_index_find() and renju_index_next() is compared with what a scan of
 * every node of every game finds, positions compared board against board under the 8
 * symmetries.  Then the same answers after the index is written and opened again,
 * and the index's errors. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

#define SIZE 15
#define NCELLS (SIZE * SIZE)
#define MAXCHILD 32

static unsigned long long rng;

/* A node of a game as the scan holds it: its position, the test's canonical form of
 * it, and the moves of its children that the game can play. */
typedef struct node {
    int game, side;
    unsigned char cell[NCELLS];
    unsigned char canon[NCELLS + 1];
    int nmoves, move[MAXCHILD];
} node;

static node *nodes;
static size_t nnodes, nodes_cap;
#define MAXGAMES 16384
static int results[MAXGAMES];

/* The symmetries, as turns and mirrors of doubled coordinates about the centre. */
static int image(int sym, int p)
{
    int x = 2 * (p % SIZE) - (SIZE - 1), y = 2 * (p / SIZE) - (SIZE - 1), t;

    switch (sym) {
    case 0: break;
    case 1: t = x; x = -y; y = t; break;
    case 2: x = -x; y = -y; break;
    case 3: t = x; x = y; y = -t; break;
    case 4: x = -x; break;
    case 5: y = -y; break;
    case 6: t = x; x = y; y = t; break;
    default: t = x; x = -y; y = -t; break;
    }
    return (y + SIZE - 1) / 2 * SIZE + (x + SIZE - 1) / 2;
}

static void transform(const unsigned char *cell, int sym, unsigned char *out)
{
    int p;

    for (p = 0; p < NCELLS; p++)
        out[image(sym, p)] = cell[p];
}

/* The least of the 8 images, byte by byte, then the side: equal for equal positions. */
static void canonical(const unsigned char *cell, int side, unsigned char *canon)
{
    unsigned char t[NCELLS];
    int s;

    for (s = 0; s < 8; s++) {
        transform(cell, s, t);
        if (s == 0 || memcmp(t, canon, NCELLS) < 0)
            memcpy(canon, t, NCELLS);
    }
    canon[NCELLS] = (unsigned char)side;
}

/* ------------------------------------------------------- games and the scan */

static void record_node(renju_game *g, int game)
{
    int children[512], n, i, colour, value, kind;
    node *d;

    if (nnodes == nodes_cap) {
        nodes_cap = nodes_cap ? 2 * nodes_cap : 4096;
        nodes = realloc(nodes, nodes_cap * sizeof *nodes);
        ck_assert_ptr_nonnull(nodes);
    }
    d = &nodes[nnodes++];
    d->game = game;
    d->side = renju_side_to_move(g);
    ck_assert_int_eq(renju_board(g, d->cell, NCELLS), NCELLS);
    canonical(d->cell, d->side, d->canon);
    n = renju_node_children(g, renju_tree_node(g), children, 512);
    ck_assert_int_ge(n, 0);
    d->nmoves = 0;
    for (i = 0; i < n; i++) {
        if (renju_node_flags(g, children[i]) & (RENJU_NODE_ILLEGAL | RENJU_NODE_UNPLAYABLE))
            continue;
        kind = renju_node_action(g, children[i], &colour, &value);
        if (kind == RENJU_NODE_STONE || kind == RENJU_NODE_PASS) {
            ck_assert_int_lt(d->nmoves, MAXCHILD);
            d->move[d->nmoves++] = kind == RENJU_NODE_PASS ? RENJU_PASS : value;
        }
    }
}

/* Every node of g's tree, reached by renju_tree_goto() in pre-order. */
static void scan_game(renju_game *g, int game)
{
    int start = renju_tree_node(g), nd;

    for (nd = 0; nd != RENJU_NO_NODE; nd = renju_node_next(g, nd))
        if (renju_tree_goto(g, nd) == RENJU_OK)
            record_node(g, game);
    ck_assert_int_eq(renju_tree_goto(g, start), RENJU_OK);
}

/* A random game of up to len moves near the centre, its moves into moves. */
static int random_line(renju_game *g, int len, int *moves)
{
    int i, tries, p = 0;

    for (i = 0; i < len && renju_result(g) == RENJU_ONGOING; i++) {
        for (tries = 0; tries < 100; tries++) {
            p = (int)(3 + rnd_next(&rng, 9)) * SIZE + (int)(3 + rnd_next(&rng, 9));
            if (rnd_next(&rng, 40) == 0)
                p = RENJU_PASS;
            if ((p == RENJU_PASS ? renju_pass(g) : renju_play(g, p)) == RENJU_OK)
                break;
        }
        if (tries == 100)
            break;
        moves[i] = p;
    }
    return i;
}

/* The games of the test: every fourth a tree of variations, and after each plain game,
 * now and then its transposition or its image under a symmetry. */
static renju_game *make_game(int ruleset, int kind, const int *prev, int nprev, int *moves,
                             int *n)
{
    renju_game *g = new_game(ruleset, SIZE);
    int i, j, t, s, order[NCELLS];

    if (kind == 1 && nprev > 2) {          /* the same stones in another order */
        for (i = 0; i < nprev; i++)
            order[i] = i;
        for (i = nprev - 1; i >= 2; i--) {
            j = i % 2 + 2 * (int)rnd_next(&rng, (unsigned)(i / 2 + 1));
            t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        for (*n = 0; *n < nprev; (*n)++) {
            int p = prev[order[*n]];

            if ((p == RENJU_PASS ? renju_pass(g) : renju_play(g, p)) != RENJU_OK)
                break;
            moves[*n] = p;
        }
        return g;
    }
    if (kind == 2 && nprev > 0) {          /* an image */
        s = 1 + (int)rnd_next(&rng, 7);
        for (*n = 0; *n < nprev; (*n)++) {
            int p = prev[*n] == RENJU_PASS ? RENJU_PASS : renju_symmetry_point(g, s, prev[*n]);

            if ((p == RENJU_PASS ? renju_pass(g) : renju_play(g, p)) != RENJU_OK)
                break;
            moves[*n] = p;
        }
        return g;
    }
    if (kind == 3) {                       /* a tree */
        ck_assert_int_eq(renju_tree_mode_set(g, RENJU_TREE_KEEP), RENJU_OK);
        for (i = 0; i < 4; i++) {
            random_line(g, 4 + (int)rnd_next(&rng, 8), moves);
            for (j = (int)rnd_next(&rng, 6); j > 0 && renju_tree_parent(g) >= 0; j--)
                ;
        }
        *n = 0;
        return g;
    }
    *n = random_line(g, 3 + (int)rnd_next(&rng, 25), moves);
    return g;
}

/* --------------------------------------------------------------- comparing */

typedef struct row {
    int point, games, bw, draws, ww;
} row;

/* What the scan finds for the position cell/side: the games into games (sorted), the
 * moves next into rows (unsorted); returns the number of games. */
static int scan(const unsigned char *cell, int side, int *games, row *rows, int *nrows)
{
    unsigned char canon[NCELLS + 1], t[NCELLS], seen[NCELLS + 1];
    int ngames = 0, s, m, k, rep, q, last = -1;
    size_t i;

    canonical(cell, side, canon);
    *nrows = 0;
    for (i = 0; i < nnodes; i++) {
        node *d = &nodes[i];

        if (memcmp(d->canon, canon, NCELLS + 1))
            continue;
        if (d->game != last)    /* a game's nodes are together: its moves seen so far */
            memset(seen, 0, sizeof seen);
        if (d->game != last && (ngames == 0 || games[ngames - 1] != d->game)) {
            for (k = 0; k < ngames && games[k] != d->game; k++)
                ;
            if (k == ngames)
                games[ngames++] = d->game;
        }
        last = d->game;
        for (m = 0; m < d->nmoves; m++) {
            /* the move in the question's orientation: the lowest of its images under
             * the symmetries that take this node's position onto the question's */
            rep = -1;
            for (s = 0; s < 8; s++) {
                transform(d->cell, s, t);
                if (memcmp(t, cell, NCELLS))
                    continue;
                q = d->move[m] == RENJU_PASS ? RENJU_PASS : image(s, d->move[m]);
                if (rep < 0 || q < rep)
                    rep = q;
            }
            ck_assert_int_ge(rep, 0);
            q = rep == RENJU_PASS ? NCELLS : rep;
            if (seen[q])
                continue;   /* this game played this move here before */
            seen[q] = 1;
            for (k = 0; k < *nrows && rows[k].point != rep; k++)
                ;
            if (k == *nrows) {
                memset(&rows[k], 0, sizeof rows[k]);
                rows[k].point = rep;
                (*nrows)++;
            }
            rows[k].games++;
            rows[k].bw += results[d->game] == RENJU_BLACK_WINS;
            rows[k].draws += results[d->game] == RENJU_DRAW;
            rows[k].ww += results[d->game] == RENJU_WHITE_WINS;
        }
    }
    /* sorted, as the index gives them */
    for (s = 1; s < ngames; s++)
        for (k = s; k > 0 && games[k] < games[k - 1]; k--) {
            q = games[k];
            games[k] = games[k - 1];
            games[k - 1] = q;
        }
    return ngames;
}

static int row_first(const row *a, const row *b)
{
    return a->games != b->games ? a->games > b->games : a->point < b->point;
}

/* The index's answers for the position, compared with the scan's. */
static int compare(renju_index *ix, int ruleset, const unsigned char *cell, int side)
{
    static int want[MAXGAMES], got[MAXGAMES];
    row rows[NCELLS + 1];
    int moves[(NCELLS + 1) * RENJU_INDEX_NEXT_WIDTH];
    int nwant, n, nrows, i, k, order[NCELLS], j, t;
    renju_game *q = new_game(ruleset, SIZE);

    /* the question set up stone by stone in a random order */
    for (i = 0; i < NCELLS; i++)
        order[i] = i;
    for (i = NCELLS - 1; i > 0; i--) {
        j = (int)rnd_next(&rng, (unsigned)i + 1);
        t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    ck_assert_int_eq(renju_setup_begin(q), RENJU_OK);
    for (i = 0; i < NCELLS; i++)
        if (cell[order[i]])
            ck_assert_int_eq(renju_setup_put(q, order[i], cell[order[i]]), RENJU_OK);
    ck_assert_int_eq(renju_setup_side(q, side), RENJU_OK);

    nwant = scan(cell, side, want, rows, &nrows);
    ck_assert_int_eq(renju_index_find(ix, q, NULL, 0), nwant);
    n = renju_index_find(ix, q, got, MAXGAMES);
    ck_assert_int_eq(n, nwant);
    for (i = 0; i < n; i++)
        ck_assert_int_eq(got[i], want[i]);
    if (nwant > 0)
        ck_assert_int_eq(renju_index_find(ix, q, got, (size_t)nwant - 1), RENJU_EBUFSIZE);

    n = renju_index_next(ix, q, moves, sizeof moves / sizeof moves[0]);
    ck_assert_int_eq(n, nrows);
    ck_assert_int_eq(renju_index_next(ix, q, NULL, 0), nrows);
    for (i = 0; i < n; i++) {
        const int *m = moves + i * RENJU_INDEX_NEXT_WIDTH;

        for (k = 0; k < nrows && rows[k].point != m[0]; k++)
            ;
        ck_assert_msg(k < nrows, "move %d is not played next in the scan", m[0]);
        ck_assert_int_eq(m[1], rows[k].games);
        ck_assert_int_eq(m[2], rows[k].bw);
        ck_assert_int_eq(m[3], rows[k].draws);
        ck_assert_int_eq(m[4], rows[k].ww);
        if (i > 0) {
            row a = { m[0], m[1], 0, 0, 0 }, b = { m[-5], m[-4], 0, 0, 0 };

            ck_assert(row_first(&b, &a));
        }
    }
    renju_game_free(q);
    return nwant;
}

/* The bytes of a written index, gathered in memory. */
typedef struct bytes {
    unsigned char *p;
    size_t n, cap;
} bytes;

static int gather_bytes(void *ctx, const void *data, size_t size)
{
    bytes *b = ctx;

    if (b->n + size > b->cap) {
        b->cap = (b->n + size) * 2;
        b->p = realloc(b->p, b->cap);
        ck_assert_ptr_nonnull(b->p);
    }
    memcpy(b->p + b->n, data, size);
    b->n += size;
    return 0;
}

/* Games under ruleset: built, scanned, indexed; the answers compared for positions of
 * the games under random symmetries, and for positions no game reaches. */
static void index_against_scan(int ruleset, int ngames, int queries)
{
    int prev[NCELLS], nprev = 0, moves[NCELLS], n, i, game, s, kind, found, shared = 0;
    int none = 0;
    unsigned char t[NCELLS];
    renju_index *ix, *opened;
    renju_game *g;
    bytes b = { NULL, 0, 0 };
    char label[32];

    nnodes = 0;
    ck_assert_int_eq(renju_index_new(&ix), RENJU_OK);
    for (game = 0; game < ngames; game++) {
        kind = game % 4 == 3 ? 3 : game % 4 == 0 ? 0 : (int)rnd_next(&rng, 3);
        g = make_game(ruleset, kind, prev, nprev, moves, &n);
        if (kind != 3) {
            memcpy(prev, moves, sizeof moves);
            nprev = n;
        }
        results[game] = (int)rnd_next(&rng, 4);
        snprintf(label, sizeof label, "game %d", game);
        scan_game(g, game);
        ck_assert_int_eq(renju_index_add(ix, g, results[game], label), game);
        renju_game_free(g);
    }
    ck_assert_int_eq(renju_index_games(ix), ngames);
    ck_assert_str_eq(renju_index_label(ix, 7), "game 7");
    ck_assert_int_eq(renju_index_result(ix, 7), results[7]);

    ck_assert_int_eq(renju_index_write(ix, gather_bytes, &b), RENJU_OK);
    ck_assert_int_eq(renju_index_new(&opened), RENJU_OK);
    ck_assert_int_eq(renju_index_open(opened, b.p, b.n), RENJU_OK);
    ck_assert_int_eq(renju_index_games(opened), ngames);
    ck_assert_int_eq(renju_index_positions(opened), renju_index_positions(ix));

    for (i = 0; i < queries; i++) {
        node *d = &nodes[rnd_next(&rng, (unsigned)nnodes)];

        s = (int)rnd_next(&rng, 8);
        transform(d->cell, s, t);
        if (i % 10 == 9 || i == queries - 1)   /* a stone more: most often a position no game reaches */
            t[rnd_next(&rng, NCELLS)] = (unsigned char)(1 + rnd_next(&rng, 2));
        found = compare(i % 2 ? opened : ix, ruleset, t, i % 20 == 19 ? 3 - d->side : d->side);
        shared += found > 1;
        none += found == 0;
    }
    /* the questions met positions of several games (transpositions, images, common
     * openings: enough of them once there are enough questions) and positions of none */
    if (queries >= 50)
        ck_assert_int_gt(shared, queries / 5);
    ck_assert_int_gt(none, 0);
    renju_index_free(opened);
    renju_index_free(ix);
    free(b.p);
}

TEST_CASE("index", 600)

START_TEST(test_freestyle_games_against_the_scan)
{
    rnd_seed(&rng, 11);
    index_against_scan(RENJU_RULES_FREESTYLE, scaled(3000), scaled(400));
}
END_TEST

START_TEST(test_renju_games_against_the_scan)
{
    rnd_seed(&rng, 12);
    index_against_scan(RENJU_RULES_RENJU, scaled(1500), scaled(200));
}
END_TEST

/* More than one chunk of entries (65,536), so that the query searches many runs and
 * the written index merges them. */
START_TEST(test_many_chunks)
{
    rnd_seed(&rng, 13);
    index_against_scan(RENJU_RULES_FREESTYLE, scaled(7000), scaled(100));
}
END_TEST

/* ------------------------------------------------------------------- errors */

/* An allocator that fails after a given number of allocations. */
static int allocs_left;

static void *failing_alloc(void *opaque, size_t n)
{
    (void)opaque;
    return allocs_left-- > 0 ? malloc(n) : NULL;
}

static void plain_free(void *opaque, void *p)
{
    (void)opaque;
    free(p);
}


START_TEST(test_index_errors)
{
    renju_index *ix, *other;
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    bytes b = { NULL, 0, 0 };
    int games[4];
    unsigned char *bad;

    ck_assert_int_eq(renju_index_new(NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_index_new_custom(&ix, NULL, plain_free, NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_index_new(&ix), RENJU_OK);
    ck_assert_int_eq(renju_index_add(ix, NULL, 0, NULL), RENJU_EINVAL);
    ck_assert_ptr_nonnull(strstr(renju_index_errmsg(ix), "NULL"));
    ck_assert_int_eq(renju_index_add(ix, g, 7, NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_index_games(ix), 0);
    play_list(g, "h8 h9 i9");
    ck_assert_int_eq(renju_index_add(ix, g, RENJU_DRAW, NULL), 0);
    ck_assert_int_eq(renju_move_count(g), 3);             /* the game as it was */
    ck_assert_str_eq(renju_index_label(ix, 0), "");
    ck_assert_ptr_null(renju_index_label(ix, 1));
    ck_assert_int_eq(renju_index_result(ix, -1), RENJU_ERANGE);
    ck_assert_int_eq(renju_index_find(ix, NULL, NULL, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_index_find(ix, g, NULL, 4), RENJU_EINVAL);
    ck_assert_int_eq(renju_index_find(ix, g, games, 4), 1);
    ck_assert_int_eq(renju_index_next(ix, g, games, 4), 0);   /* nothing after the last move */
    renju_undo(g);
    ck_assert_int_eq(renju_index_next(ix, g, games, 4), RENJU_EBUFSIZE);   /* a row is 5 */
    ck_assert_int_eq(renju_index_next(ix, g, NULL, 0), 1);
    renju_redo(g);
    ck_assert_int_eq(renju_index_write(ix, NULL, NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_index_write(ix, gather_bytes, &b), RENJU_OK);
    /* opened: only an empty index opens, and an opened one takes no games */
    ck_assert_int_eq(renju_index_open(ix, b.p, b.n), RENJU_EPHASE);
    ck_assert_int_eq(renju_index_new(&other), RENJU_OK);
    ck_assert_int_eq(renju_index_open(other, b.p, b.n - 1), RENJU_EPARSE);
    ck_assert_int_eq(renju_index_open(other, "RJINDEX\n", 8), RENJU_EPARSE);
    bad = malloc(b.n);
    memcpy(bad, b.p, b.n);
    bad[11] = 9;                                           /* another format version */
    ck_assert_int_eq(renju_index_open(other, bad, b.n), RENJU_EPARSE);
    ck_assert_ptr_nonnull(strstr(renju_index_errmsg(other), "build the index again"));
    memcpy(bad, b.p, b.n);
    bad[0] = 'X';
    ck_assert_int_eq(renju_index_open(other, bad, b.n), RENJU_EPARSE);
    ck_assert_ptr_nonnull(strstr(renju_index_errmsg(other), "not a position index"));
    ck_assert_int_eq(renju_index_open(other, b.p, b.n), RENJU_OK);
    ck_assert_int_eq(renju_index_add(other, g, 0, NULL), RENJU_EPHASE);
    ck_assert_int_eq(renju_index_find(other, g, games, 4), 1);
    ck_assert_int_eq(renju_index_result(other, 0), RENJU_DRAW);
    renju_index_free(other);
    renju_index_free(ix);
    renju_index_free(NULL);
    ck_assert_ptr_nonnull(renju_index_errmsg(NULL));
    free(bad);
    free(b.p);
    renju_game_free(g);
}
END_TEST

/* Every byte of a written index changed in turn: opening and asking never crash, and
 * a damaged header is refused. */
START_TEST(test_damaged_bytes)
{
    renju_index *ix, *other;
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    bytes b = { NULL, 0, 0 };
    unsigned char *bad;
    int games[8], moves[64];
    size_t i;

    ck_assert_int_eq(renju_index_new(&ix), RENJU_OK);
    play_list(g, "h8 h9 i9 i8");
    ck_assert_int_eq(renju_index_add(ix, g, RENJU_BLACK_WINS, "a"), 0);
    renju_undo(g);
    ck_assert_int_eq(renju_index_add(ix, g, RENJU_WHITE_WINS, "b"), 1);
    ck_assert_int_eq(renju_index_write(ix, gather_bytes, &b), RENJU_OK);
    bad = malloc(b.n);
    for (i = 0; i < b.n; i++) {
        memcpy(bad, b.p, b.n);
        bad[i] ^= 0x5a;
        ck_assert_int_eq(renju_index_new(&other), RENJU_OK);
        if (renju_index_open(other, bad, b.n) == RENJU_OK) {
            ck_assert_int_ge(i, 64);    /* the header is checked, byte for byte */
            renju_index_find(other, g, games, 8);
            renju_index_next(other, g, moves, 64);
        }
        renju_index_free(other);
    }
    free(bad);
    free(b.p);
    renju_index_free(ix);
    renju_game_free(g);
}
END_TEST

START_TEST(test_out_of_memory)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    renju_index *ix;
    int budget, rc, games[4], ok = 0;

    play_list(g, "h8 h9 i9 i8 j10");
    for (budget = 0; budget < 40; budget++) {
        allocs_left = budget;
        if (renju_index_new_custom(&ix, failing_alloc, plain_free, NULL) != RENJU_OK)
            continue;
        rc = renju_index_add(ix, g, RENJU_ONGOING, "x");
        ck_assert(rc == 0 || rc == RENJU_ENOMEM);
        /* on failure nothing was added */
        ck_assert_int_eq(renju_index_games(ix), rc == 0 ? 1 : 0);
        ck_assert_int_eq(renju_index_positions(ix), rc == 0 ? 6 : 0);
        rc = renju_index_find(ix, g, games, 4);
        ck_assert(rc >= 0 || rc == RENJU_ENOMEM);
        ok += rc == 1;
        renju_index_free(ix);
    }
    ck_assert_int_gt(ok, 0);
    renju_game_free(g);
}
END_TEST

#include "check_index.tests.h"

int main(void)
{
    return run_suite(tests_suite("index"));
}
