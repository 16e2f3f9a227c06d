/* SPDX-License-Identifier: MIT */
/* record_next.h - where each game of a file of several lies (internal). */
#ifndef RJ_RECORD_NEXT_H
#define RJ_RECORD_NEXT_H

#include <stddef.h>

/* Where the next game of a collection lies in text[0..length), at or after offset:
 * 1 with [*begin, *end), or 0 if only blank text and comments remain
 * (record_next.c). */
int rj_record_extent(int format, const char *text, size_t length, size_t offset,
                     size_t *begin, size_t *end);

#endif
