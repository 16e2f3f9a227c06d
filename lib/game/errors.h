/* SPDX-License-Identifier: MIT */
/* errors.h - the error record of a handle (internal). */
#ifndef RJ_ERRORS_H
#define RJ_ERRORS_H

#include "game/handle.h"

/* Record an error (printf-style message) and return code; rj_ok() records success
 * and returns 0. */
int rj_error(renju_game *g, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
int rj_ok(renju_game *g);

/* Quote a caller's text in a message: at most max bytes of src (n bytes, or up to its
 * NUL; (size_t)-1 for a C string) into dst, which holds at least RJ_QUOTE_SIZE(max)
 * bytes.  A UTF-8 character is never cut; bytes that are not UTF-8 text and control
 * characters become '?'; "..." follows a text that was cut.  Returns dst. */
#define RJ_QUOTE_SIZE(max) ((max) + 4)
char *rj_quote(char *dst, const char *src, size_t n, size_t max);

#endif
