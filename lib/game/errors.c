/* SPDX-License-Identifier: MIT */
/* errors.c - error codes, their strings, and the per-handle error record. */
#include "game/handle.h"
#include "game/errors.h"
#include "core/text.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

const char *renju_strerror(int code)
{
    switch (code) {
    case RENJU_OK:         return "success";
    case RENJU_EINVAL:     return "invalid argument";
    case RENJU_ENOMEM:     return "out of memory";
    case RENJU_ERANGE:     return "out of range";
    case RENJU_EOCCUPIED:  return "point already occupied";
    case RENJU_EFORBIDDEN: return "forbidden point for black";
    case RENJU_EGAMEOVER:  return "the game is over";
    case RENJU_EPHASE:     return "not allowed at this stage of the game";
    case RENJU_EPLAYER:    return "not this player's turn";
    case RENJU_ENOTATION:  return "malformed notation";
    case RENJU_EBUFSIZE:   return "buffer too small";
    case RENJU_ENOMOVE:    return "nothing to undo or redo";
    case RENJU_ENOPASS:    return "passing is not allowed";
    case RENJU_EPOSITION:  return "invalid position";
    case RENJU_EEQUIVALENT: return "equivalent 5th-move offers";
    case RENJU_EPARSE:     return "malformed game record";
    default:               return "unknown error code";
    }
}

char *rj_quote(char *dst, const char *src, size_t n, size_t max)
{
    const unsigned char *s = (const unsigned char *)src;
    size_t i = 0, k = 0, len;

    while (i < n && s[i]) {
        len = rj_utf8_sequence_length(s[i]);
        if (s[i] >= 0x80 && (n - i < len || rj_utf8_valid(src + i, len) != len))
            len = 0;   /* not UTF-8 text: the byte alone, shown as '?' */
        if (k + (len ? len : 1) > max) {
            memcpy(dst + k, "...", 4);
            return dst;
        }
        if (len == 0 || (len == 1 && (s[i] < 0x20 || s[i] == 0x7f))) {
            dst[k++] = '?';
            i++;
        } else {
            memcpy(dst + k, src + i, len);
            k += len;
            i += len;
        }
    }
    dst[k] = '\0';
    return dst;
}

int rj_error(renju_game *g, int code, const char *fmt, ...)
{
    va_list ap;
    int n;

    if (!g)
        return code;
    g->errcode = code;
    va_start(ap, fmt);
    n = vsnprintf(g->errmsg, sizeof g->errmsg, fmt, ap);
    va_end(ap);
    if (n >= (int)sizeof g->errmsg)   /* cut short: never in the middle of a character */
        rj_utf8_trim(g->errmsg);
    return code;
}

int rj_ok(renju_game *g)
{
    g->errcode = RENJU_OK;
    g->errmsg[0] = '\0';
    return RENJU_OK;
}

int renju_errcode(renju_game *g)
{
    return g ? g->errcode : RENJU_EINVAL;
}

const char *renju_errmsg(renju_game *g)
{
    return g ? g->errmsg : "no game handle (NULL)";
}
