/* SPDX-License-Identifier: MIT */
/* index_add.c - adding a game to the position index: its tree walked once on a copy,
 * each node's position with the moves of its children, then the entries stored (all of
 * them or, when memory runs out, none). */
#include "index/index.h"
#include "game/handle.h"
#include "core/symmetry.h"

#include <string.h>

/* The entries of one game, gathered before any is stored. */
typedef struct gathered {
    unsigned char *e;
    size_t n, cap;
    int *children;             /* a node's children, as renju_node_children() gives */
    size_t children_cap;
    int failed;                /* RENJU_ENOMEM, or a code of the tree's calls */
} gathered;

static void gather(renju_index *ix, gathered *g, const unsigned char *key, uint32_t game,
                   unsigned next)
{
    void *p = g->e;

    if (g->failed)
        return;
    if (rj_index_grow(ix, &p, &g->cap, g->n + 1, RJ_ENTRY_SIZE)) {
        g->failed = RENJU_ENOMEM;
        return;
    }
    g->e = p;
    rj_entry_put(g->e + g->n++ * RJ_ENTRY_SIZE, key, game, next);
}

/* The move of a child as an entry gives it, in the canonical image (the lowest point
 * of those the image's symmetries, all, make it into); RJ_NEXT_NONE for a node that
 * is no move, or one the game cannot stand on. */
static unsigned child_move(renju_game *c, int child, unsigned all)
{
    int colour, value, kind, s, p, best = -1;

    if (renju_node_flags(c, child) & (RENJU_NODE_ILLEGAL | RENJU_NODE_UNPLAYABLE))
        return RJ_NEXT_NONE;
    kind = renju_node_action(c, child, &colour, &value);
    if (kind == RENJU_NODE_PASS)
        return RJ_NEXT_PASS;
    if (kind != RENJU_NODE_STONE)
        return RJ_NEXT_NONE;
    for (s = 0; s < RENJU_SYMMETRIES; s++)
        if (all & (1u << s)) {
            p = rj_sym_point(c->board.size, s, value);
            if (best < 0 || p < best)
                best = p;
        }
    return (unsigned)best;
}

/* The children of the node c stands on into g->children; their number, or -1. */
static int children_of(renju_index *ix, renju_game *c, gathered *g)
{
    int node = renju_tree_node(c), n = renju_node_children(c, node, NULL, 0);
    void *p = g->children;

    if (n < 0 || rj_index_grow(ix, &p, &g->children_cap, (size_t)n + 1, sizeof(int))) {
        g->failed = n < 0 ? n : RENJU_ENOMEM;
        return -1;
    }
    g->children = p;
    return renju_node_children(c, node, g->children, g->children_cap);
}

/* The position c stands on: an entry for each child that is a move, or one without. */
static int gather_node(renju_index *ix, renju_game *c, gathered *g, uint32_t game)
{
    unsigned char key[RJ_KEY_BYTES];
    uint64_t h[2];
    unsigned all, next;
    int n, i, moves = 0;

    rj_poskey_canonical(&c->key, &c->board, c->side, c->ruleset, h, &all);
    rj_be_put(key, h[0], 8);
    rj_be_put(key + 8, h[1], 8);
    if ((n = children_of(ix, c, g)) < 0)
        return -1;
    for (i = 0; i < n; i++)
        if ((next = child_move(c, g->children[i], all)) != RJ_NEXT_NONE) {
            gather(ix, g, key, game, next);
            moves++;
        }
    if (!moves)
        gather(ix, g, key, game, RJ_NEXT_NONE);
    return n;
}

/* Every node c can stand on, in pre-order, each step one edge of the tree (down to a
 * child, or up to the parent), so that the walk is linear in the tree's size. */
static void walk(renju_index *ix, renju_game *c, gathered *g, uint32_t game)
{
    int *next_child = NULL, n;
    size_t depth = 0, cap = 0;
    void *p;

    if (renju_tree_root(c) < 0) {
        g->failed = renju_errcode(c);
        return;
    }
    gather_node(ix, c, g, game);
    p = NULL;
    if (rj_index_grow(ix, &p, &cap, 1, sizeof(int))) {
        g->failed = RENJU_ENOMEM;
        return;
    }
    next_child = p;
    next_child[0] = 0;
    while (!g->failed) {
        n = renju_node_children(c, renju_tree_node(c), NULL, 0);
        if (next_child[depth] < n) {
            /* a child the game cannot stand on (a record's line that broke the rules)
             * has no positions to give, nor has anything below it */
            if (renju_tree_child(c, next_child[depth]++) < 0)
                continue;
            p = next_child;
            if (rj_index_grow(ix, &p, &cap, depth + 2, sizeof(int))) {
                g->failed = RENJU_ENOMEM;
                break;
            }
            next_child = p;
            next_child[++depth] = 0;
            gather_node(ix, c, g, game);
        } else if (depth > 0) {
            renju_tree_parent(c);
            depth--;
        } else {
            break;
        }
    }
    rj_index_release(ix, next_child);
}

/* Room for the game's entries, its record and its label; RENJU_ENOMEM with nothing
 * changed but the room (which is not in use). */
static int make_room(renju_index *ix, size_t entries, size_t label_len)
{
    size_t free_in_last = ix->nchunks ? RJ_INDEX_CHUNK - ix->fill : 0;
    size_t new_chunks = entries > free_in_last
                        ? (entries - free_in_last + RJ_INDEX_CHUNK - 1) / RJ_INDEX_CHUNK : 0;
    void *p;
    size_t i;

    p = ix->games;
    if (rj_index_grow(ix, &p, &ix->games_cap, ix->ngames + 1, sizeof *ix->games))
        return RENJU_ENOMEM;
    ix->games = p;
    p = ix->labels;
    if (rj_index_grow(ix, &p, &ix->labels_cap, ix->labels_len + label_len + 1, 1))
        return RENJU_ENOMEM;
    ix->labels = p;
    p = ix->chunk;
    if (rj_index_grow(ix, &p, &ix->chunk_cap, ix->nchunks + new_chunks, sizeof *ix->chunk))
        return RENJU_ENOMEM;
    ix->chunk = p;
    for (i = 0; i < new_chunks; i++) {
        ix->chunk[ix->nchunks + i] = rj_index_alloc(ix, (size_t)RJ_INDEX_CHUNK * RJ_ENTRY_SIZE);
        if (!ix->chunk[ix->nchunks + i]) {
            while (i-- > 0)
                ix->free(ix->opaque, ix->chunk[ix->nchunks + i]);
            return RENJU_ENOMEM;
        }
    }
    /* the new chunks join only as they are filled (store) */
    return RENJU_OK;
}

/* The gathered entries into the chunks, each chunk sorted when it is full. */
static void store(renju_index *ix, const gathered *g)
{
    size_t i;

    for (i = 0; i < g->n; i++) {
        if (ix->nchunks == 0 || ix->fill == RJ_INDEX_CHUNK) {
            if (ix->nchunks && ix->sorted != ix->fill)
                rj_entries_sort(ix->chunk[ix->nchunks - 1], ix->fill);
            ix->nchunks++;
            ix->fill = ix->sorted = 0;
        }
        memcpy(ix->chunk[ix->nchunks - 1] + ix->fill++ * RJ_ENTRY_SIZE,
               g->e + i * RJ_ENTRY_SIZE, RJ_ENTRY_SIZE);
    }
}

int renju_index_add(renju_index *ix, renju_game *game, int result, const char *label)
{
    gathered g;
    renju_game *c;
    size_t len;
    int rc;

    if (!ix)
        return RENJU_EINVAL;
    if (!game)
        return rj_index_error(ix, RENJU_EINVAL, "renju_index_add: game is NULL");
    if (ix->opened)
        return rj_index_error(ix, RENJU_EPHASE, "an opened index cannot be added to");
    if (result != RENJU_ONGOING && result != RENJU_BLACK_WINS && result != RENJU_WHITE_WINS
        && result != RENJU_DRAW)
        return rj_index_error(ix, RENJU_EINVAL, "%d is not a result (0 to 3)", result);
    if (ix->ngames >= RENJU_INDEX_MAX_GAMES)
        return rj_index_error(ix, RENJU_ERANGE, "the index holds its most games (%d)",
                              RENJU_INDEX_MAX_GAMES);
    label = label ? label : "";
    len = strlen(label);
    if (len >= 0xffffffffu - ix->labels_len)
        return rj_index_error(ix, RENJU_ERANGE, "the index's labels are too long");
    if (renju_game_clone(&c, game) < 0)
        return rj_index_error(ix, RENJU_ENOMEM, "out of memory copying the game");
    memset(&g, 0, sizeof g);
    walk(ix, c, &g, (uint32_t)ix->ngames);
    renju_game_free(c);
    rc = g.failed ? g.failed : make_room(ix, g.n, len);
    if (rc == RENJU_OK) {
        store(ix, &g);
        ix->games[ix->ngames].label = (uint32_t)ix->labels_len;
        ix->games[ix->ngames].result = (unsigned char)result;
        memcpy(ix->labels + ix->labels_len, label, len + 1);
        ix->labels_len += len + 1;
    }
    rj_index_release(ix, g.e);
    rj_index_release(ix, g.children);
    if (rc == RENJU_ENOMEM)
        return rj_index_error(ix, rc, "out of memory adding a game to the index");
    if (rc < 0)
        return rj_index_error(ix, rc, "the game's tree could not be walked (%s)",
                              renju_strerror(rc));
    rj_index_ok(ix);
    return (int)ix->ngames++;
}
