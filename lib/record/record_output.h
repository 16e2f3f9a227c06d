/* SPDX-License-Identifier: MIT */
/* record_output.h - the writers' output (internal): a buffer that counts what does
 * not fit, so that one pass both fills a large enough buffer and measures the size
 * needed. */
#ifndef RJ_RECORD_OUTPUT_H
#define RJ_RECORD_OUTPUT_H

#include "game/handle.h"

#include <stddef.h>

/* Writes into buf while there is room and counts everything, so that one pass both
 * fills a large enough buffer and measures the size needed. */
typedef struct rj_out {
    char *buf;
    size_t cap;
    size_t len;     /* bytes produced so far, written or not */
    struct rj_warnings *warnings;  /* what was left out is said here; NULL when the
                                      pass that measured has said it already */
} rj_out;

void rj_out_char(rj_out *o, char c);
void rj_out_mem(rj_out *o, const char *s, size_t n);
void rj_out_str(rj_out *o, const char *s);
void rj_out_int(rj_out *o, int v);
/* The point in the game's notation ("h8", "pass"). */
void rj_out_point(rj_out *o, const renju_game *g, int point);

/* Whether the game started from a set-up position rather than the empty board with
 * black to move. */
int rj_game_was_set_up(const renju_game *g);

#endif
