/* SPDX-License-Identifier: MIT */
/* svg_out.h - the text of a diagram as it is written (internal): every piece counted,
 * and copied only while it fits, so that one pass both measures and writes. */
#ifndef RJ_SVG_OUT_H
#define RJ_SVG_OUT_H

#include <stddef.h>

typedef struct rj_svg_out {
    char *buf;
    size_t cap, len;
} rj_svg_out;

/* printf-style text appended; the count goes on when the buffer is full. */
void rj_svg_printf(rj_svg_out *o, const char *fmt, ...);

/* UTF-8 text appended with &, <, > and " written as XML entities. */
void rj_svg_escaped(rj_svg_out *o, const char *text);

#endif
