/* SPDX-License-Identifier: MIT */
/* index_build.c - the position index: making and freeing one, its messages, the games
 * it holds and their chunks of entries (index.h). */
#include "index/index.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *default_alloc(void *opaque, size_t size)
{
    (void)opaque;
    return malloc(size);
}

static void default_free(void *opaque, void *ptr)
{
    (void)opaque;
    free(ptr);
}

int renju_index_new_custom(renju_index **out, renju_alloc_fn alloc, renju_free_fn freefn,
                           void *opaque)
{
    renju_index *ix;

    if (!out)
        return RENJU_EINVAL;
    *out = NULL;
    if ((alloc == NULL) != (freefn == NULL))
        return RENJU_EINVAL;
    if (!alloc) {
        alloc = default_alloc;
        freefn = default_free;
    }
    if (!(ix = alloc(opaque, sizeof *ix)))
        return RENJU_ENOMEM;
    memset(ix, 0, sizeof *ix);
    ix->alloc = alloc;
    ix->free = freefn;
    ix->opaque = opaque;
    *out = ix;
    return RENJU_OK;
}

int renju_index_new(renju_index **out)
{
    return renju_index_new_custom(out, NULL, NULL, NULL);
}

void renju_index_free(renju_index *ix)
{
    size_t i;

    if (!ix)
        return;
    for (i = 0; i < ix->nchunks; i++)
        ix->free(ix->opaque, ix->chunk[i]);
    if (ix->chunk)
        ix->free(ix->opaque, ix->chunk);
    if (ix->games)
        ix->free(ix->opaque, ix->games);
    if (ix->labels)
        ix->free(ix->opaque, ix->labels);
    ix->free(ix->opaque, ix);
}

const char *renju_index_errmsg(renju_index *ix)
{
    return ix ? ix->errmsg : "no index (NULL)";
}

int rj_index_error(renju_index *ix, int code, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(ix->errmsg, sizeof ix->errmsg, fmt, ap);
    va_end(ap);
    return code;
}

int rj_index_ok(renju_index *ix)
{
    ix->errmsg[0] = '\0';
    return RENJU_OK;
}

void *rj_index_alloc(renju_index *ix, size_t size)
{
    return ix->alloc(ix->opaque, size ? size : 1);
}

void rj_index_release(renju_index *ix, void *p)
{
    if (p)
        ix->free(ix->opaque, p);
}

int rj_index_grow(renju_index *ix, void **p, size_t *cap, size_t need, size_t size)
{
    size_t n = *cap ? *cap : 16;
    void *q;

    if (need <= *cap)
        return 0;
    while (n < need)
        n += n / 2;
    if (n > (size_t)-1 / size || !(q = rj_index_alloc(ix, n * size)))
        return -1;
    if (*p) {
        memcpy(q, *p, *cap * size);
        ix->free(ix->opaque, *p);
    }
    *p = q;
    *cap = n;
    return 0;
}

int renju_index_games(renju_index *ix)
{
    if (!ix)
        return RENJU_EINVAL;
    rj_index_ok(ix);
    return (int)ix->ngames;
}

int renju_index_positions(renju_index *ix)
{
    size_t n;

    if (!ix)
        return RENJU_EINVAL;
    rj_index_ok(ix);
    n = ix->opened ? ix->run.n
        : ix->nchunks ? (ix->nchunks - 1) * RJ_INDEX_CHUNK + ix->fill : 0;
    return n > 0x7fffffff ? 0x7fffffff : (int)n;
}

static int check_game(renju_index *ix, int game)
{
    if (game < 0 || (size_t)game >= ix->ngames)
        return rj_index_error(ix, RENJU_ERANGE, "no game %d in the index (it holds %zu)",
                              game, ix->ngames);
    return RENJU_OK;
}

const char *renju_index_label(renju_index *ix, int game)
{
    if (!ix || check_game(ix, game))
        return NULL;
    rj_index_ok(ix);
    if (ix->opened)
        return ix->open_labels + rj_be_get(ix->open_games + 5 * (size_t)game, 4);
    return ix->labels + ix->games[game].label;
}

int renju_index_result(renju_index *ix, int game)
{
    if (!ix)
        return RENJU_EINVAL;
    if (check_game(ix, game))
        return RENJU_ERANGE;
    rj_index_ok(ix);
    if (ix->opened)
        return ix->open_games[5 * (size_t)game + 4];
    return ix->games[game].result;
}

size_t rj_index_runs(renju_index *ix, rj_run *runs)
{
    size_t i;

    if (ix->opened) {
        runs[0] = ix->run;
        return 1;
    }
    if (ix->nchunks && ix->sorted != ix->fill) {
        rj_entries_sort(ix->chunk[ix->nchunks - 1], ix->fill);
        ix->sorted = ix->fill;
    }
    for (i = 0; i < ix->nchunks; i++) {
        runs[i].e = ix->chunk[i];
        runs[i].n = i + 1 < ix->nchunks ? RJ_INDEX_CHUNK : ix->fill;
    }
    return ix->nchunks;
}
