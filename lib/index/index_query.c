/* SPDX-License-Identifier: MIT */
/* index_query.c - the games of the position index that reach a position, and the moves
 * they played next from it, in the orientation of the question. */
#include "index/index.h"
#include "game/handle.h"
#include "core/symmetry.h"

#include <string.h>

/* What a query found: each entry of the position as game << 32 | next, in order when
 * there was one run to search (its entries of one key sort by game, then move). */
typedef struct found {
    uint64_t *v;
    size_t n;
    int in_order;
    unsigned all;        /* the symmetries that take the question to the canonical image */
    int size;
} found;

static void sift(uint64_t *v, size_t root, size_t n)
{
    size_t child;
    uint64_t t;

    while ((child = 2 * root + 1) < n) {
        if (child + 1 < n && v[child] < v[child + 1])
            child++;
        if (v[root] >= v[child])
            return;
        t = v[root];
        v[root] = v[child];
        v[child] = t;
        root = child;
    }
}

/* Heapsort: in place and never quadratic, whatever a query finds. */
static void sort_u64(uint64_t *v, size_t n)
{
    size_t i;
    uint64_t t;

    for (i = n / 2; i-- > 0;)
        sift(v, i, n);
    for (i = n; i-- > 1;) {
        t = v[0];
        v[0] = v[i];
        v[i] = t;
        sift(v, 0, i);
    }
}

static int check_args(renju_index *ix, renju_game *game, const void *out, size_t capacity,
                      const char *fn)
{
    if (!game)
        return rj_index_error(ix, RENJU_EINVAL, "%s: game is NULL", fn);
    if (!out && capacity)
        return rj_index_error(ix, RENJU_EINVAL, "%s: the buffer is NULL", fn);
    return RENJU_OK;
}

/* An entry found, unless it names no game of the index or no point of the board: the
 * bytes of an opened index are not checked entry by entry when opened, since a query
 * reads only the few it finds. */
static void add_found(renju_index *ix, found *f, const unsigned char *e)
{
    uint32_t game = rj_entry_game(e);
    unsigned next = rj_entry_next(e);

    if (game >= ix->ngames
        || (next >= (unsigned)(f->size * f->size) && next != RJ_NEXT_PASS && next != RJ_NEXT_NONE))
        return;
    f->v[f->n++] = (uint64_t)game << 32 | next;
}

/* Every entry of game's position; RENJU_OK or RENJU_ENOMEM (said). */
static int find(renju_index *ix, renju_game *game, found *f)
{
    unsigned char key[RJ_KEY_BYTES];
    uint64_t h[2];
    rj_run *runs;
    size_t nruns, r, i, at, total = 0;

    memset(f, 0, sizeof *f);
    rj_poskey_canonical(&game->key, &game->board, game->side, game->ruleset, h, &f->all);
    f->size = game->board.size;
    rj_be_put(key, h[0], 8);
    rj_be_put(key + 8, h[1], 8);
    if (!(runs = rj_index_alloc(ix, (ix->nchunks + 1) * sizeof *runs)))
        return rj_index_error(ix, RENJU_ENOMEM, "out of memory searching the index");
    nruns = rj_index_runs(ix, runs);
    for (r = 0; r < nruns; r++) {   /* count first, so that one block holds them */
        for (i = rj_run_lower(&runs[r], key);
             i < runs[r].n && !memcmp(runs[r].e + i * RJ_ENTRY_SIZE, key, RJ_KEY_BYTES); i++)
            total++;
    }
    if (!(f->v = rj_index_alloc(ix, total * sizeof *f->v))) {
        rj_index_release(ix, runs);
        return rj_index_error(ix, RENJU_ENOMEM, "out of memory searching the index");
    }
    for (r = 0; r < nruns; r++)
        for (i = rj_run_lower(&runs[r], key);
             i < runs[r].n && !memcmp(runs[r].e + (at = i * RJ_ENTRY_SIZE), key, RJ_KEY_BYTES);
             i++)
            add_found(ix, f, runs[r].e + at);
    f->in_order = nruns <= 1;
    rj_index_release(ix, runs);
    return RENJU_OK;
}

int renju_index_find(renju_index *ix, renju_game *game, int *games, size_t capacity)
{
    found f;
    size_t i, n = 0;
    int rc;

    if (!ix)
        return RENJU_EINVAL;
    if ((rc = check_args(ix, game, games, capacity, "renju_index_find")) || (rc = find(ix, game, &f)))
        return rc;
    /* the games once each, in order: one run's entries of a key are in order of game
     * already, so that the answer costs only the entries found */
    if (!f.in_order)
        sort_u64(f.v, f.n);
    for (i = 0; i < f.n; i++)
        if (n == 0 || f.v[i] >> 32 != f.v[n - 1] >> 32)
            f.v[n++] = f.v[i];
    if (games && n > capacity) {
        rj_index_release(ix, f.v);
        return rj_index_error(ix, RENJU_EBUFSIZE, "%zu games reach the position, room for %zu",
                              n, capacity);
    }
    for (i = 0; games && i < n; i++)
        games[i] = (int)(f.v[i] >> 32);
    rj_index_release(ix, f.v);
    rj_index_ok(ix);
    return (int)n;
}

/* A move as the question sees it: the lowest of the points of its canonical move's
 * images in the question's orientation. */
static int question_point(const found *f, unsigned next)
{
    int s, p, best = -1;

    if (next == RJ_NEXT_PASS)
        return RENJU_PASS;
    for (s = 0; s < RENJU_SYMMETRIES; s++)
        if (f->all & (1u << s)) {
            /* s takes the question to the canonical image: its inverse comes back */
            p = rj_sym_point(f->size, renju_symmetry_inverse(s), (int)next);
            if (best < 0 || p < best)
                best = p;
        }
    return best;
}

/* Results of a game counted into a move's row. */
static void count_result(renju_index *ix, int *row, uint32_t game)
{
    int r = ix->opened ? ix->open_games[5 * (size_t)game + 4] : ix->games[game].result;

    row[1]++;
    row[2] += r == RENJU_BLACK_WINS;
    row[3] += r == RENJU_DRAW;
    row[4] += r == RENJU_WHITE_WINS;
}

static int row_before(const int *a, const int *b)
{
    return a[1] != b[1] ? a[1] > b[1] : a[0] < b[0];
}

int renju_index_next(renju_index *ix, renju_game *game, int *moves, size_t capacity)
{
    /* a row for each move code, then the rows of the moves played, in order */
    int by_code[(RJ_NEXT_NONE + 1) * RENJU_INDEX_NEXT_WIDTH], t[RENJU_INDEX_NEXT_WIDTH];
    int *rows = by_code, *row;
    found f;
    size_t i, j, n = 0;
    unsigned code;
    int rc;

    if (!ix)
        return RENJU_EINVAL;
    if ((rc = check_args(ix, game, moves, capacity, "renju_index_next")) || (rc = find(ix, game, &f)))
        return rc;
    if (!f.in_order)
        sort_u64(f.v, f.n);
    memset(by_code, 0, sizeof by_code);
    for (i = 0; i < f.n; i++) {
        code = (unsigned)(f.v[i] & 0xffffffffu);
        /* no move, or the same game's move again (a transposition in a tree) */
        if (code == RJ_NEXT_NONE || (i > 0 && f.v[i] == f.v[i - 1]))
            continue;
        count_result(ix, by_code + code * RENJU_INDEX_NEXT_WIDTH, (uint32_t)(f.v[i] >> 32));
    }
    rj_index_release(ix, f.v);
    for (code = 0; code < RJ_NEXT_NONE; code++)   /* the rows played, to the front */
        if (by_code[code * RENJU_INDEX_NEXT_WIDTH + 1]) {
            row = rows + n++ * RENJU_INDEX_NEXT_WIDTH;
            memmove(row, by_code + code * RENJU_INDEX_NEXT_WIDTH, sizeof t);
            row[0] = question_point(&f, code);
        }
    for (i = 1; i < n; i++)     /* at most one row a point: few */
        for (j = i; j > 0 && row_before(rows + j * RENJU_INDEX_NEXT_WIDTH,
                                        rows + (j - 1) * RENJU_INDEX_NEXT_WIDTH); j--) {
            memcpy(t, rows + j * RENJU_INDEX_NEXT_WIDTH, sizeof t);
            memcpy(rows + j * RENJU_INDEX_NEXT_WIDTH, rows + (j - 1) * RENJU_INDEX_NEXT_WIDTH,
                   sizeof t);
            memcpy(rows + (j - 1) * RENJU_INDEX_NEXT_WIDTH, t, sizeof t);
        }
    if (moves && n * RENJU_INDEX_NEXT_WIDTH > capacity)
        return rj_index_error(ix, RENJU_EBUFSIZE, "%zu moves were played next, room for %zu",
                              n, capacity / RENJU_INDEX_NEXT_WIDTH);
    if (moves)
        memcpy(moves, rows, n * sizeof t);
    rj_index_ok(ix);
    return (int)n;
}
