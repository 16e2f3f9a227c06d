/* SPDX-License-Identifier: MIT */
/* index_file.c - the position index as bytes: written in pieces through the caller's
 * function, the chunks merged into one sorted run on the way, and opened in place.
 *
 * The bytes, every number big-endian: a header of 64 bytes ("RJINDEX\n", the format's
 * version, the key's version, the games, 4 bytes 0, the entries in 8 bytes, the
 * labels' bytes in 8, zeros to 64), then each game's label offset (4) and result (1),
 * the labels (each NUL-terminated), the entries (index.h), sorted. */
#include "index/index.h"

#include <string.h>

#define HEADER 64
#define GAME_BYTES 5
static const char magic[8] = { 'R', 'J', 'I', 'N', 'D', 'E', 'X', '\n' };

/* The bytes on their way out, a buffer's worth at a time. */
typedef struct out {
    renju_write_fn fn;
    void *ctx;
    unsigned char buf[1 << 16];
    size_t n;
    int rc;
} out;

static void emit(out *o, const void *data, size_t size)
{
    const unsigned char *p = data;
    size_t k;

    while (size && !o->rc) {
        k = sizeof o->buf - o->n < size ? sizeof o->buf - o->n : size;
        memcpy(o->buf + o->n, p, k);
        o->n += k;
        p += k;
        size -= k;
        if (o->n == sizeof o->buf) {
            o->rc = o->fn(o->ctx, o->buf, o->n);
            o->n = 0;
        }
    }
}

static void flush(out *o)
{
    if (!o->rc && o->n)
        o->rc = o->fn(o->ctx, o->buf, o->n);
    o->n = 0;
}

/* The runs merged: a heap of runs by their next entry. */
static int run_before(const rj_run *runs, const size_t *at, size_t a, size_t b)
{
    return memcmp(runs[a].e + at[a] * RJ_ENTRY_SIZE, runs[b].e + at[b] * RJ_ENTRY_SIZE,
                  RJ_ENTRY_SIZE) < 0;
}

static void heap_down(const rj_run *runs, const size_t *at, size_t *heap, size_t n, size_t i)
{
    size_t c, t;

    while ((c = 2 * i + 1) < n) {
        if (c + 1 < n && run_before(runs, at, heap[c + 1], heap[c]))
            c++;
        if (!run_before(runs, at, heap[c], heap[i]))
            return;
        t = heap[i];
        heap[i] = heap[c];
        heap[c] = t;
        i = c;
    }
}

static int emit_entries(renju_index *ix, out *o, rj_run *runs, size_t nruns)
{
    size_t *at, *heap, n = 0, i, r;

    at = rj_index_alloc(ix, (nruns + 1) * sizeof *at);
    heap = rj_index_alloc(ix, (nruns + 1) * sizeof *heap);
    if (!at || !heap) {
        rj_index_release(ix, at);
        rj_index_release(ix, heap);
        return RENJU_ENOMEM;
    }
    for (r = 0; r < nruns; r++) {
        at[r] = 0;
        if (runs[r].n)
            heap[n++] = r;
    }
    for (i = n / 2; i-- > 0;)
        heap_down(runs, at, heap, n, i);
    while (n && !o->rc) {
        r = heap[0];
        emit(o, runs[r].e + at[r]++ * RJ_ENTRY_SIZE, RJ_ENTRY_SIZE);
        if (at[r] == runs[r].n)
            heap[0] = heap[--n];
        heap_down(runs, at, heap, n, 0);
    }
    rj_index_release(ix, at);
    rj_index_release(ix, heap);
    return RENJU_OK;
}

static void emit_games(renju_index *ix, out *o)
{
    unsigned char g[GAME_BYTES];
    size_t i;

    if (ix->opened) {
        emit(o, ix->open_games, ix->ngames * GAME_BYTES);
        emit(o, ix->open_labels, ix->open_labels_len);
        return;
    }
    for (i = 0; i < ix->ngames; i++) {
        rj_be_put(g, ix->games[i].label, 4);
        g[4] = ix->games[i].result;
        emit(o, g, sizeof g);
    }
    emit(o, ix->labels, ix->labels_len);
}

int renju_index_write(renju_index *ix, renju_write_fn fn, void *ctx)
{
    unsigned char h[HEADER];
    rj_run *runs;
    size_t nruns, r, entries = 0;
    out *o;
    int rc;

    if (!ix)
        return RENJU_EINVAL;
    if (!fn)
        return rj_index_error(ix, RENJU_EINVAL, "renju_index_write: the function is NULL");
    runs = rj_index_alloc(ix, (ix->nchunks + 1) * sizeof *runs);
    o = rj_index_alloc(ix, sizeof *o);
    if (!runs || !o) {
        rj_index_release(ix, runs);
        rj_index_release(ix, o);
        return rj_index_error(ix, RENJU_ENOMEM, "out of memory writing the index");
    }
    nruns = rj_index_runs(ix, runs);
    for (r = 0; r < nruns; r++)
        entries += runs[r].n;
    memset(h, 0, sizeof h);
    memcpy(h, magic, sizeof magic);
    rj_be_put(h + 8, RENJU_INDEX_VERSION, 4);
    rj_be_put(h + 12, RENJU_KEY_VERSION, 4);
    rj_be_put(h + 16, ix->ngames, 4);
    rj_be_put(h + 24, entries, 8);
    rj_be_put(h + 32, ix->opened ? ix->open_labels_len : ix->labels_len, 8);
    o->fn = fn;
    o->ctx = ctx;
    o->n = 0;
    o->rc = 0;
    emit(o, h, sizeof h);
    emit_games(ix, o);
    rc = emit_entries(ix, o, runs, nruns);
    flush(o);
    if (rc == RENJU_OK && o->rc)
        rc = o->rc < 0 ? o->rc : RENJU_EINVAL;
    rj_index_release(ix, runs);
    rj_index_release(ix, o);
    if (rc == RENJU_ENOMEM)
        return rj_index_error(ix, rc, "out of memory writing the index");
    if (rc < 0)
        return rj_index_error(ix, rc, "the index's bytes could not be written (%d)", rc);
    return rj_index_ok(ix);
}

static int zeros(const unsigned char *p, size_t n)
{
    while (n--)
        if (*p++)
            return 0;
    return 1;
}

/* The labels: each offset inside them, and the last one ended. */
static int labels_fit(const unsigned char *games, size_t ngames, const char *labels,
                      size_t len)
{
    size_t i;

    if (len && labels[len - 1] != '\0')
        return 0;
    for (i = 0; i < ngames; i++)
        if (rj_be_get(games + i * GAME_BYTES, 4) >= len || games[i * GAME_BYTES + 4] > 3)
            return 0;
    return 1;
}

int renju_index_open(renju_index *ix, const void *data, size_t size)
{
    const unsigned char *d = data;
    uint64_t games, entries, labels, need;

    if (!ix)
        return RENJU_EINVAL;
    if (!data && size)
        return rj_index_error(ix, RENJU_EINVAL, "renju_index_open: data is NULL");
    if (ix->opened || ix->ngames)
        return rj_index_error(ix, RENJU_EPHASE, "renju_index_open: the index is not empty");
    if (size < HEADER || memcmp(d, magic, sizeof magic))
        return rj_index_error(ix, RENJU_EPARSE, "not a position index");
    if (rj_be_get(d + 8, 4) != RENJU_INDEX_VERSION || rj_be_get(d + 12, 4) != RENJU_KEY_VERSION)
        return rj_index_error(ix, RENJU_EPARSE,
                              "an index of version %u with keys of version %u, and this "
                              "library reads version %d with keys of version %d: build the "
                              "index again", (unsigned)rj_be_get(d + 8, 4),
                              (unsigned)rj_be_get(d + 12, 4), RENJU_INDEX_VERSION,
                              RENJU_KEY_VERSION);
    if (!zeros(d + 20, 4) || !zeros(d + 40, HEADER - 40))
        return rj_index_error(ix, RENJU_EPARSE, "the index's header is damaged");
    games = rj_be_get(d + 16, 4);
    entries = rj_be_get(d + 24, 8);
    labels = rj_be_get(d + 32, 8);
    /* each part no larger than the bytes, so that the sum cannot overflow */
    if (games > RENJU_INDEX_MAX_GAMES || entries > size / RJ_ENTRY_SIZE || labels > size)
        return rj_index_error(ix, RENJU_EPARSE, "the index is cut short or damaged");
    need = HEADER + games * GAME_BYTES + labels + entries * RJ_ENTRY_SIZE;
    if (need != size)
        return rj_index_error(ix, RENJU_EPARSE, "the index is cut short or damaged "
                              "(%llu bytes, %llu expected)", (unsigned long long)size,
                              (unsigned long long)need);
    if (!labels_fit(d + HEADER, (size_t)games, (const char *)d + HEADER + games * GAME_BYTES,
                    (size_t)labels))
        return rj_index_error(ix, RENJU_EPARSE, "the index's games are damaged");
    ix->opened = 1;
    ix->ngames = (size_t)games;
    ix->open_games = d + HEADER;
    ix->open_labels = (const char *)d + HEADER + games * GAME_BYTES;
    ix->open_labels_len = (size_t)labels;
    ix->run.e = d + HEADER + games * GAME_BYTES + labels;
    ix->run.n = (size_t)entries;
    return rj_index_ok(ix);
}
