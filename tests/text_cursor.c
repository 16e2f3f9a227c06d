/* SPDX-License-Identifier: MIT */
/* text_cursor - the line counting of lib/core/text.c (internal; no Check): over every
 * text of up to 9 bytes drawn from "a", CR and LF, the line and column of each offset
 * against a plain count from byte 0, and a cursor moved through any two offsets in
 * order (the import's way of counting on from where the last game ended) against
 * the count of the second.  The cut between the CR and the LF of a CR LF is where a
 * cursor could count one line twice.  Also rj_name_key(), the other reading of
 * text.c: the o of Soosõrv read as o wherever it stands, and nothing read past the
 * name's length. */
#include "core/text.h"

#include <stdio.h>
#include <string.h>

/* renju.h's definition, counted from byte 0: a line ends at LF, CR LF or a lone CR
 * (a CR just before pos ends its line, whatever follows). */
static void reference(const char *t, size_t pos, int *line, int *column)
{
    size_t i, start = 0;

    *line = 1;
    for (i = 0; i < pos; i++)
        if (t[i] == '\n' || (t[i] == '\r' && (i + 1 == pos || t[i + 1] != '\n'))) {
            ++*line;
            start = i + 1;
        }
    *column = (int)(pos - start) + 1;
}

/* Every check on text t of length n; the number of failures. */
static int check_text(const char *t, size_t n)
{
    static int shown;
    size_t p, q;
    int bad = 0, rl, rc, l, c;

    for (q = 0; q <= n; q++) {
        reference(t, q, &rl, &rc);
        rj_text_position(t, q, &l, &c);
        bad += l != rl || c != rc;
        for (p = 0; p <= q; p++) {
            rj_text_cursor cur;
            rj_text_cursor_init(&cur);
            rj_text_cursor_move(&cur, t, p, &l, &c);
            rj_text_cursor_move(&cur, t, q, &l, &c);
            if (l != rl || c != rc) {
                bad++;
                if (shown++ < 5)
                    fprintf(stderr, "text_cursor: %zu bytes, %zu then %zu: %d:%d, not %d:%d\n",
                            n, p, q, l, c, rl, rc);
            }
        }
    }
    return bad;
}

/* The failures of rj_name_key() on a few names. */
static int check_name_keys(void)
{
    static const struct { const char *name; size_t n; const char *key; } cases[] = {
        { "Soos\xc3\xb5rv-8", 11, "soosorv8" },
        { "\xc3\xb5", 2, "o" },                 /* at the start */
        { "Long Pro", 8, "longpro" },
        { "ab\xc3\xb5", 3, "ab\xc3" },          /* a lead byte at the end: the next byte
                                                 is past the name, not read */
        { "a_b-c\td", 7, "abcd" },
    };
    char key[32];
    size_t i;
    int bad = 0;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if (rj_name_key(cases[i].name, cases[i].n, key, sizeof key) != 0
            || strcmp(key, cases[i].key) != 0) {
            fprintf(stderr, "text_cursor: the key of \"%s\" is \"%s\", not \"%s\"\n",
                    cases[i].name, key, cases[i].key);
            bad++;
        }
    }
    if (rj_name_key("renju", 5, key, 5) != -1) {   /* no room for the NUL */
        fprintf(stderr, "text_cursor: a key too long for its buffer is not refused\n");
        bad++;
    }
    return bad;
}

int main(void)
{
    static const char alphabet[3] = { 'a', '\r', '\n' };
    char t[9];
    size_t n, k;
    long texts = 0;
    int bad = 0;

    for (n = 0; n <= sizeof t; n++) {
        unsigned long code, count = 1;
        for (k = 0; k < n; k++)
            count *= 3;
        for (code = 0; code < count; code++) {
            unsigned long c = code;
            for (k = 0; k < n; k++, c /= 3)
                t[k] = alphabet[c % 3];
            bad += check_text(t, n);
            texts++;
        }
    }
    printf("text_cursor: %ld texts, %d wrong positions\n", texts, bad);
    bad += check_name_keys();
    return bad ? 1 : 0;
}
