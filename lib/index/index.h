/* SPDX-License-Identifier: MIT */
/* index.h - the position index's insides (internal; renju_index(3)).
 *
 * An entry is 20 bytes: the position's key (16, most significant first), then the
 * game's number (22 bits) and the move played next (10 bits: a point, or a pass, or
 * none), big-endian, so that memcmp() orders entries by key, then game, then move.
 * A position is stored once for each move played from it, so that the moves played
 * next are found with it; 20 bytes keep ten million positions in 200 MB.  The move is
 * in the canonical image's orientation, the lowest of the points a symmetry of that
 * image makes it into, so that equal moves of games in other orientations are equal.
 *
 * Entries are kept in runs, each sorted: an index being built fills chunks of
 * RJ_INDEX_CHUNK entries and sorts each when it is full (or when it is read), so that
 * memory grows by a chunk at a time, never by copying; an opened index is one run, the
 * caller's bytes.  A query searches every run. */
#ifndef RJ_INDEX_H
#define RJ_INDEX_H

#include "renju.h"

#include <stddef.h>
#include <stdint.h>

#define RJ_ENTRY_SIZE   20
#define RJ_KEY_BYTES    RENJU_KEY_SIZE
#define RJ_INDEX_CHUNK  65536
#define RJ_GAME_BITS    22
#define RJ_NEXT_PASS    1021   /* the move codes past the points */
#define RJ_NEXT_NONE    1022
#define RJ_INDEX_MSG    160

typedef struct rj_run {
    const unsigned char *e;   /* n entries, sorted */
    size_t n;
} rj_run;

typedef struct rj_game_info {
    uint32_t label;           /* offset of its label in labels */
    unsigned char result;     /* RENJU_ONGOING, _BLACK_WINS, _WHITE_WINS, _DRAW */
} rj_game_info;

struct renju_index {
    renju_alloc_fn alloc;
    renju_free_fn free;
    void *opaque;
    char errmsg[RJ_INDEX_MSG];

    /* built: chunks of entries, the last one filled up to fill (sorted up to sorted) */
    unsigned char **chunk;
    size_t nchunks, chunk_cap, fill, sorted;
    rj_game_info *games;
    size_t ngames, games_cap;
    char *labels;
    size_t labels_len, labels_cap;

    /* opened: the caller's bytes */
    int opened;
    rj_run run;                      /* the entries */
    const unsigned char *open_games; /* ngames records of 5 bytes: label, result */
    const char *open_labels;
    size_t open_labels_len;
};

/* Entries, read and written. */
void rj_entry_put(unsigned char *e, const unsigned char key[RJ_KEY_BYTES], uint32_t game,
                  unsigned next);
uint32_t rj_entry_game(const unsigned char *e);
unsigned rj_entry_next(const unsigned char *e);

/* Sort n entries in place (introsort: quicksort, heapsort past its depth). */
void rj_entries_sort(unsigned char *e, size_t n);

/* The first entry of a run whose key is at least key. */
size_t rj_run_lower(const rj_run *r, const unsigned char key[RJ_KEY_BYTES]);

/* Big-endian numbers of the file. */
void rj_be_put(unsigned char *p, uint64_t v, int bytes);
uint64_t rj_be_get(const unsigned char *p, int bytes);

/* The index's outcome: the code, with the message (printf-style) or "". */
int rj_index_error(renju_index *ix, int code, const char *fmt, ...);
int rj_index_ok(renju_index *ix);
void *rj_index_alloc(renju_index *ix, size_t size);
/* Room in *p (*cap elements of size bytes) for need: a new block, the old one copied
 * and freed.  0, or -1 with nothing changed. */
int rj_index_grow(renju_index *ix, void **p, size_t *cap, size_t need, size_t size);
void rj_index_release(renju_index *ix, void *p);

/* The runs to search: the chunks (the last one sorted first) or the opened bytes;
 * returns how many into runs (room for nchunks + 1). */
size_t rj_index_runs(renju_index *ix, rj_run *runs);

#endif
