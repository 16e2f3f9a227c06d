/* SPDX-License-Identifier: MIT */
/* utf8.c - the UTF-8 repair of engines' names: a name from the command line may hold
 * any bytes (a file name, a Latin-1 terminal), while renju_tag_set() takes only
 * UTF-8 text for PB and PW.  A name the records refuse would end the match; '?' for
 * each bad byte keeps the name readable and the match going. */
#include "utf8.h"

/* The length of the well-formed UTF-8 character at s (1 to 4), or 0. */
static size_t char_length(const unsigned char *s)
{
    unsigned long cp, min;
    size_t len, k;

    if (s[0] < 0x80)
        return 1;
    if (s[0] >= 0xc2 && s[0] <= 0xdf) {
        len = 2; cp = s[0] & 0x1f; min = 0x80;
    } else if (s[0] >= 0xe0 && s[0] <= 0xef) {
        len = 3; cp = s[0] & 0x0f; min = 0x800;
    } else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
        len = 4; cp = s[0] & 0x07; min = 0x10000;
    } else {
        return 0;
    }
    for (k = 1; k < len; k++) {   /* the string's end, '\0', stops here too */
        if ((s[k] & 0xc0) != 0x80)
            return 0;
        cp = cp << 6 | (s[k] & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return len;
}

size_t utf8_repair(char *s)
{
    unsigned char *p = (unsigned char *)s;
    size_t len, fixed = 0;

    while (*p) {
        len = char_length(p);
        if (len == 0) {   /* one bad byte; the next may start a good character */
            *p++ = '?';
            fixed++;
        } else {
            p += len;
        }
    }
    return fixed;
}
