/* SPDX-License-Identifier: MIT */
/* svg_out.c - the text of a diagram as it is written (svg_out.h). */
#include "diagram/svg_out.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static void append(rj_svg_out *o, const char *s, size_t n)
{
    if (o->buf && o->len + n < o->cap)
        memcpy(o->buf + o->len, s, n);
    o->len += n;
}

void rj_svg_printf(rj_svg_out *o, const char *fmt, ...)
{
    char piece[256];
    va_list ap;
    int n;

    /* every piece the diagram writes is short: numbers, names, fixed markup */
    va_start(ap, fmt);
    n = vsnprintf(piece, sizeof piece, fmt, ap);
    va_end(ap);
    if (n > 0)
        append(o, piece, (size_t)n < sizeof piece ? (size_t)n : sizeof piece - 1);
}

void rj_svg_escaped(rj_svg_out *o, const char *text)
{
    const char *s;

    for (s = text; *s; s++) {
        switch (*s) {
        case '&': append(o, "&amp;", 5); break;
        case '<': append(o, "&lt;", 4); break;
        case '>': append(o, "&gt;", 4); break;
        case '"': append(o, "&quot;", 6); break;
        default:  append(o, s, 1); break;
        }
    }
}
