/* SPDX-License-Identifier: MIT */
/* text.c - the text the library reads and quotes: what UTF-8 is valid, where text may
 * be cut without splitting a character, and the line and column of an offset.  Below
 * the game and the records, which both quote and keep text. */
#include "core/text.h"

#include <string.h>

/* The length of the UTF-8 sequence that starts with byte c (1 for any other byte). */
size_t rj_utf8_sequence_length(unsigned c)
{
    return c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
}

size_t rj_utf8_valid(const char *str, size_t n)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t i = 0, k, len;
    unsigned long cp, min;

    while (i < n) {
        unsigned c = s[i];
        if (c == 0)
            return i;
        if (c < 0x80) {
            i++;
            continue;
        }
        if (c >= 0xc2 && c <= 0xdf) {
            len = 2; cp = c & 0x1f; min = 0x80;
        } else if (c >= 0xe0 && c <= 0xef) {
            len = 3; cp = c & 0x0f; min = 0x800;
        } else if (c >= 0xf0 && c <= 0xf4) {
            len = 4; cp = c & 0x07; min = 0x10000;
        } else {
            return i;
        }
        if (n - i < len)
            return i;
        for (k = 1; k < len; k++) {
            if ((s[i + k] & 0xc0) != 0x80)
                return i;
            cp = cp << 6 | (s[i + k] & 0x3f);
        }
        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return i;
        i += len;
    }
    return n;
}

void rj_utf8_trim(char *text)
{
    size_t n = strlen(text), i = n;

    while (i > 0 && n - i < 3 && ((unsigned char)text[i - 1] & 0xc0) == 0x80)
        i--;
    if (i > 0 && (unsigned char)text[i - 1] >= 0xc0
        && n - (i - 1) < rj_utf8_sequence_length((unsigned char)text[i - 1]))
        text[i - 1] = '\0';
}

size_t rj_utf8_cut(const char *s, size_t n, size_t max)
{
    if (n <= max)
        return n;
    /* back over the continuation bytes of the character max splits */
    while (max > 0 && ((unsigned char)s[max] & 0xc0) == 0x80)
        max--;
    return max;
}

void rj_text_cursor_init(rj_text_cursor *c)
{
    c->pos = c->start = 0;
    c->line = 1;
}

void rj_text_cursor_move(rj_text_cursor *c, const char *text, size_t pos, int *line,
                         int *column)
{
    size_t i, from = c->pos;

    for (i = from; i < pos; i++) {
        if (text[i] == '\n' && i == from && i > 0 && text[i - 1] == '\r') {
            /* the LF of a CR LF whose CR ended the part counted before: the line
             * was counted then, only its start moves past the LF */
            c->start = i + 1;
        } else if (text[i] == '\n'
                   || (text[i] == '\r' && (i + 1 >= pos || text[i + 1] != '\n'))) {
            /* a CR that ends the counted part may still be followed by LF: counting
             * it as the end of a line is right either way (the case above) */
            if (c->line < 0x7fffffff)   /* clamped, as the column is */
                c->line++;
            c->start = i + 1;
        }
    }
    if (pos > c->pos)
        c->pos = pos;
    *line = c->line;
    *column = (int)(pos - c->start > 0x7fffffff ? 0x7fffffff : pos - c->start + 1);
}

void rj_text_position(const char *text, size_t pos, int *line, int *column)
{
    rj_text_cursor c;

    rj_text_cursor_init(&c);
    rj_text_cursor_move(&c, text, pos, line, column);
}

/* The words of a name, lower case, without spaces, '-' or '_', and with the o of
 * Soosorv spelled as the rule's own country does ("Soosõrv"). */
int rj_name_key(const char *s, size_t n, char *key, size_t cap)
{
    size_t i, k = 0;

    for (i = 0; i < n; i++) {
        int c = (unsigned char)s[i];
        if (c == ' ' || c == '-' || c == '_' || c == '\t')
            continue;
        if (c == 0xc3 && i + 1 < n && (unsigned char)s[i + 1] == 0xb5) {
            c = 'o';
            i++;
        }
        if (k + 1 >= cap)
            return -1;
        key[k++] = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    key[k] = '\0';
    return 0;
}
