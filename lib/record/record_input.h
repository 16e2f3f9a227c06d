/* SPDX-License-Identifier: MIT */
/* record_input.h - the readers' input (internal): the text and where reading is in
 * it. */
#ifndef RJ_RECORD_INPUT_H
#define RJ_RECORD_INPUT_H

#include <stddef.h>

typedef struct rj_in {
    const char *text;
    size_t len;
    size_t pos;
} rj_in;

static inline int rj_in_end(const rj_in *in) { return in->pos >= in->len; }
static inline int rj_in_peek(const rj_in *in)
{
    return in->pos < in->len ? (unsigned char)in->text[in->pos] : -1;
}

#endif
