/* SPDX-License-Identifier: MIT */
/* output.h - copying results into caller buffers (internal). */
#ifndef RJ_OUTPUT_H
#define RJ_OUTPUT_H

#include "game/handle.h"

/* Copy n ints, n bytes, or a NUL-terminated text, to a caller buffer by the buffer
 * convention of renju.h; what names the buffer (or the text) in the error message.
 * Return the count (length) or an error, recorded either way. */
int rj_out_ints(renju_game *g, int *dst, size_t capacity, const int *src, int n,
                const char *what);
int rj_out_bytes(renju_game *g, unsigned char *dst, size_t capacity,
                 const unsigned char *src, int n, const char *what);
int rj_out_text(renju_game *g, char *buf, size_t capacity, const char *text,
                const char *what);

#endif
