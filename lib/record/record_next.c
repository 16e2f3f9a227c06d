/* SPDX-License-Identifier: MIT */
/* record_next.c - where each game of a file of several lies: SGF game trees, move
 * lists one a line, .psq records one after another; a RenLib library or a .pos
 * position is one record, the whole file.  Only the extent is found here;
 * the format's parser then reads (or refuses) what lies inside. */

#include "renju.h"
#include "record/record_next.h"
#include <string.h>

static int is_blank(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static size_t skip_blanks(const char *t, size_t n, size_t i)
{
    while (i < n && is_blank((unsigned char)t[i]))
        i++;
    return i;
}

static size_t line_end(const char *t, size_t n, size_t i)
{
    while (i < n && t[i] != '\n' && t[i] != '\r')
        i++;
    return i;
}

/* A game tree from its '(' to the matching ')', values in brackets (with their
 * escapes) passed over whole; text before the '(' that is no tree is a bad game of
 * its own, up to the next '('. */
static int sgf_extent(const char *t, size_t n, size_t i, size_t *begin, size_t *end)
{
    size_t depth = 0;

    if (i + 3 <= n && memcmp(t + i, "\xef\xbb\xbf", 3) == 0)
        i += 3;
    i = skip_blanks(t, n, i);
    if (i == n)
        return 0;
    *begin = i;
    if (t[i] != '(') {
        while (i < n && t[i] != '(')
            i++;
        *end = i;
        return 1;
    }
    for (; i < n; i++) {
        if (t[i] == '[') {
            for (i++; i < n && t[i] != ']'; i++)
                if (t[i] == '\\')
                    i++;
            if (i >= n)
                break;
        } else if (t[i] == '(') {
            depth++;
        } else if (t[i] == ')' && --depth == 0) {
            *end = i + 1;
            return 1;
        }
    }
    *end = n;
    return 1;
}

/* One game a line; blank lines and lines of nothing but a comment are no game. */
static int moves_extent(const char *t, size_t n, size_t i, size_t *begin, size_t *end)
{
    for (;;) {
        i = skip_blanks(t, n, i);
        if (i == n)
            return 0;
        if (t[i] != '#')
            break;
        i = line_end(t, n, i);
    }
    *begin = i;
    *end = line_end(t, n, i);
    return 1;
}

static int starts_psq(const char *t, size_t n, size_t i)
{
    static const char magic[] = "piskvorky";
    size_t k;

    for (k = 0; magic[k]; k++, i++) {
        int c = i < n ? (unsigned char)t[i] : 0;
        if ((c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c) != magic[k])
            return 0;
    }
    return 1;
}

/* A .psq record runs to the next line that starts a record, or to the end. */
static int psq_extent(const char *t, size_t n, size_t i, size_t *begin, size_t *end)
{
    i = skip_blanks(t, n, i);
    if (i == n)
        return 0;
    *begin = i;
    for (i = line_end(t, n, i); i < n; i = line_end(t, n, i)) {
        i = skip_blanks(t, n, i);
        if (starts_psq(t, n, i))
            break;
    }
    *end = i;
    return 1;
}

/* A binary file holds one record: all that is left of it. */
static int rest_extent(size_t n, size_t i, size_t *begin, size_t *end)
{
    if (i >= n)
        return 0;
    *begin = i;
    *end = n;
    return 1;
}

int rj_record_extent(int format, const char *text, size_t length, size_t offset,
                     size_t *begin, size_t *end)
{
    if (!text)
        return 0;
    switch (format) {
    case RENJU_FORMAT_SGF:   return sgf_extent(text, length, offset, begin, end);
    case RENJU_FORMAT_MOVES: return moves_extent(text, length, offset, begin, end);
    case RENJU_FORMAT_LIB:
    case RENJU_FORMAT_POS:   return rest_extent(length, offset, begin, end);
    default:                 return psq_extent(text, length, offset, begin, end);
    }
}
