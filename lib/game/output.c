/* SPDX-License-Identifier: MIT */
/* output.c - results into caller buffers, by the convention of renju.h: a NULL buffer
 * with capacity 0 asks for the size, a buffer too small is RENJU_EBUFSIZE. */
#include "game/handle.h"
#include "game/errors.h"
#include "game/output.h"

#include <string.h>

/* n items of size bytes each; capacity counts items. */
static int out_items(renju_game *g, void *dst, size_t capacity, const void *src, int n,
                     size_t size, const char *what)
{
    if (!dst && capacity == 0)
        return rj_ok(g), n;
    if (!dst)
        return rj_error(g, RENJU_EINVAL, "the %s buffer is NULL", what);
    if (capacity < (size_t)n)
        return rj_error(g, RENJU_EBUFSIZE, "the %s buffer holds %zu, %d needed",
                        what, capacity, n);
    if (n > 0)
        memcpy(dst, src, (size_t)n * size);
    rj_ok(g);
    return n;
}

int rj_out_ints(renju_game *g, int *dst, size_t capacity, const int *src, int n,
                const char *what)
{
    return out_items(g, dst, capacity, src, n, sizeof *dst, what);
}

int rj_out_bytes(renju_game *g, unsigned char *dst, size_t capacity,
                 const unsigned char *src, int n, const char *what)
{
    return out_items(g, dst, capacity, src, n, 1, what);
}

int rj_out_text(renju_game *g, char *buf, size_t capacity, const char *text,
                const char *what)
{
    size_t len = strlen(text);

    if (!buf && capacity == 0)
        return rj_ok(g), (int)len + 1;
    if (!buf)
        return rj_error(g, RENJU_EINVAL, "the buffer for %s is NULL", what);
    if (capacity < len + 1)
        return rj_error(g, RENJU_EBUFSIZE, "the buffer holds %zu bytes, %s needs %zu",
                        capacity, what, len + 1);
    memcpy(buf, text, len + 1);
    rj_ok(g);
    return (int)len;
}
