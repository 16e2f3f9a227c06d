/* SPDX-License-Identifier: MIT */
/* game.c - creating, copying, resetting and freeing a game handle. */
#include "game/handle.h"
#include "game/errors.h"
#include "game/result.h"
#include "game/history.h"
#include "game/opening_state.h"
#include "rules/catalogue.h"

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

/* The empty board, black to move, nothing played: known to be going on. */
static void clear_play(renju_game *g)
{
    rj_board_init(&g->board, g->board.size);
    rj_poskey_clear(&g->key);
    memset(g->base, 0, sizeof g->base);
    g->side = g->base_side = RENJU_BLACK;
    g->base_stones = 0;
    rj_opening_restart(g);
    g->in_setup = 0;
    g->moves = 0;
    rj_hist_clear(g);
    rj_reset_result(g);
}

int renju_game_new_custom(renju_game **out, int ruleset, int size,
                          renju_alloc_fn alloc, renju_free_fn freefn, void *opaque)
{
    const rj_ruleset_row *rs;
    renju_game *g;

    if (!out)
        return RENJU_EINVAL;
    *out = NULL;
    if ((alloc == NULL) != (freefn == NULL))
        return RENJU_EINVAL;
    if (!(rs = rj_ruleset(ruleset)))
        return RENJU_EINVAL;
    if (size == 0)
        size = RENJU_DEFAULT_SIZE;
    if (size < rs->min_size || size > rs->max_size)
        return RENJU_ERANGE;
    if (!alloc) {
        alloc = default_alloc;
        freefn = default_free;
    }
    g = alloc(opaque, sizeof *g);
    if (!g)
        return RENJU_ENOMEM;
    memset(g, 0, sizeof *g);
    g->alloc = alloc;
    g->free = freefn;
    g->opaque = opaque;
    g->ruleset = ruleset;
    g->board.size = size;
    g->opt[RENJU_OPT_FOUL_POLICY] = RENJU_FOUL_REJECT;
    g->opt[RENJU_OPT_ALLOW_PASS] = 1;
    g->opt[RENJU_OPT_CENTRE_FIRST] = rs->centre_fixed;
    g->opt[RENJU_OPT_MOVE_LIMIT] = 0;
    g->opt[RENJU_OPT_THREE_READING] = RENJU_THREE_LITERAL;
    clear_play(g);
    *out = g;
    return RENJU_OK;
}

int renju_game_new(renju_game **out, int ruleset, int size)
{
    return renju_game_new_custom(out, ruleset, size, NULL, NULL, NULL);
}

void renju_game_free(renju_game *g)
{
    if (!g)
        return;
    rj_hist_free(g);
    if (g->tags_ops)
        g->tags_ops->free(g);
    if (g->warnings_ops)
        g->warnings_ops->free(g);
    g->free(g->opaque, g);
}

int renju_game_clone(renju_game **out, renju_game *src)
{
    renju_game *g;

    if (!src)
        return RENJU_EINVAL;
    if (!out)
        return rj_error(src, RENJU_EINVAL, "renju_game_clone: copy is NULL");
    *out = NULL;
    g = src->alloc(src->opaque, sizeof *g);
    if (!g)
        return rj_error(src, RENJU_ENOMEM, "out of memory copying the game");
    memcpy(g, src, sizeof *g);
    if (rj_hist_copy(g, src)) {
        src->free(src->opaque, g);
        return rj_error(src, RENJU_ENOMEM, "out of memory copying the game's history");
    }
    g->tags = NULL;
    g->warnings = NULL;
    if ((src->tags_ops && src->tags_ops->copy(g, src))
        || (src->warnings_ops && src->warnings_ops->copy(g, src))) {
        if (g->tags_ops)
            g->tags_ops->free(g);
        rj_hist_free(g);
        src->free(src->opaque, g);
        return rj_error(src, RENJU_ENOMEM, "out of memory copying the game's record data");
    }
    rj_ok(g);
    *out = g;
    return rj_ok(src);
}

int renju_game_reset(renju_game *g)
{
    if (!g)
        return RENJU_EINVAL;
    clear_play(g);
    return rj_ok(g);
}

int renju_game_ruleset(renju_game *g)
{
    return g ? g->ruleset : RENJU_EINVAL;
}

int renju_game_size(renju_game *g)
{
    return g ? g->board.size : RENJU_EINVAL;
}
