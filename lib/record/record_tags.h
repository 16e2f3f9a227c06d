/* SPDX-License-Identifier: MIT */
/* record_tags.h - the tags a game keeps (internal). */
#ifndef RJ_RECORD_TAGS_H
#define RJ_RECORD_TAGS_H

#include "game/handle.h"

#include <stddef.h>

/* The tags a game keeps, in the order SGF export writes them. */
enum {
    RJ_TAG_EV, RJ_TAG_RO, RJ_TAG_DT, RJ_TAG_PC, RJ_TAG_PB, RJ_TAG_BR, RJ_TAG_PW,
    RJ_TAG_WR, RJ_TAG_GN, RJ_TAG_RE, RJ_TAG_GC, RJ_NTAGS
};
#define RJ_TAG_MAX 65535  /* longest value in bytes */

struct rj_tags {
    char *value[RJ_NTAGS];  /* NULL when unset; never "" */
};

extern const char *const rj_tag_names[RJ_NTAGS];

/* The index of a tag name of length n, or -1. */
int rj_tag_index(const char *name, size_t n);
/* The value of a tag, or NULL. */
const char *rj_tag_get(const renju_game *g, int tag);
/* Set a tag to the n bytes at value (n == 0 clears it).  The value must already be
 * checked; returns RENJU_ENOMEM (recorded) if the allocator fails. */
int rj_tag_set(renju_game *g, int tag, const char *value, size_t n);
/* Free the tags; copy them into dst, RENJU_ENOMEM (not recorded) when the allocator
 * fails, leaving dst->tags NULL. */
void rj_tags_free(renju_game *g);
int rj_tags_copy(renju_game *dst, const renju_game *src);

#endif
