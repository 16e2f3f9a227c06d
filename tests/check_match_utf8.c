/* SPDX-License-Identifier: MIT */
/* check_match_utf8.c - the repair of engines' names in renju-match
 * (tools/match/utf8.c): cases worked out by hand, then random byte strings against a
 * slow reference whose only judge of UTF-8 is the library's own (renju_tag_set()
 * takes a value when it is UTF-8 text): a repaired name is always taken, and the
 * bytes the repair leaves are exactly those of the characters the library takes.
 * Plain C: it runs without Check. */
#include "match/utf8.h"

#include <renju.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXLEN 24

static int failures;

static void show(const char *what, const char *s)
{
    const unsigned char *p = (const unsigned char *)s;

    printf("%s \"", what);
    for (; *p; p++)
        printf(*p >= 0x20 && *p < 0x7f ? "%c" : "\\x%02x", *p);
    printf("\"");
}

static void fixed(const char *in, const char *want, size_t count)
{
    char s[64];
    size_t got;

    strcpy(s, in);
    got = utf8_repair(s);
    if (strcmp(s, want) != 0 || got != count) {
        show("FAIL:", in);
        show(" became", s);
        printf(" (%zu replaced), ", got);
        show("expected", want);
        printf(" (%zu)\n", count);
        failures++;
    }
}

/* 1 when the library takes s[0..len) as UTF-8 text. */
static int taken(renju_game *g, const char *s, size_t len)
{
    char piece[8];

    memcpy(piece, s, len);
    piece[len] = '\0';
    return renju_tag_set(g, "PB", piece) == RENJU_OK;
}

/* The reference: at each byte the shortest piece the library takes (a character is
 * 1 to 4 bytes), else that byte is '?'. */
static void reference(renju_game *g, const char *in, char *out)
{
    size_t i = 0, n = strlen(in), len;

    strcpy(out, in);
    while (i < n) {
        for (len = 1; len <= 4 && i + len <= n; len++)
            if (taken(g, in + i, len))
                break;
        if (len > 4 || i + len > n) {
            out[i++] = '?';
        } else {
            i += len;
        }
    }
}

/* A byte biased to the edges of UTF-8: leads, continuations, the limits. */
static char random_byte(void)
{
    static const unsigned char edges[] = { 0x41, 0x7f, 0x80, 0xbf, 0xc0, 0xc1, 0xc2,
                                           0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5,
                                           0xff, 0x9f, 0xa0, 0x8f, 0x90, '?' };
    int r = rand() % 3;

    if (r == 0)
        return (char)edges[rand() % (int)sizeof edges];
    if (r == 1)
        return (char)(0x80 + rand() % 0x40);
    return (char)(1 + rand() % 255);
}

static void random_strings(renju_game *g, int count)
{
    char in[MAXLEN + 1], got[MAXLEN + 1], want[MAXLEN + 1];
    int t, k, n;

    for (t = 0; t < count && failures < 10; t++) {
        n = rand() % (MAXLEN + 1);
        for (k = 0; k < n; k++)
            in[k] = random_byte();
        in[n] = '\0';
        strcpy(got, in);
        utf8_repair(got);
        reference(g, in, want);
        if (strcmp(got, want) != 0 || renju_tag_set(g, "PB", got) < 0) {
            show("FAIL: random", in);
            show(" became", got);
            show(", reference", want);
            printf("\n");
            failures++;
        }
    }
}

int main(void)
{
    renju_game *g;

    fixed("", "", 0);
    fixed("engine", "engine", 0);
    fixed("caf\xc3\xa9 \xe4\xb8\xad \xf0\x9f\x98\x80", "caf\xc3\xa9 \xe4\xb8\xad \xf0\x9f\x98\x80", 0);
    fixed("A\xff", "A?", 1);
    fixed("\xe9t\xe9", "?t?", 2);                       /* Latin-1 */
    fixed("x\xc3", "x?", 1);                            /* cut at the end */
    fixed("\xe4\xb8y", "??y", 2);                       /* cut before a letter */
    fixed("\xc0\xaf", "??", 2);                         /* overlong '/' */
    fixed("\xe0\x80\xaf", "???", 3);                    /* overlong, three bytes */
    fixed("\xed\xa0\x80", "???", 3);                    /* a surrogate */
    fixed("\xf4\x90\x80\x80", "????", 4);               /* above U+10FFFF */
    fixed("\x80\xc3\xa9", "?\xc3\xa9", 1);              /* a stray continuation */
    fixed("\xc3\xc3\xa9", "?\xc3\xa9", 1);              /* a lead, then a character */
    fixed("\xf0\x9f\x98", "???", 3);

    if (renju_game_new(&g, RENJU_RULES_RENJU, 15) != RENJU_OK) {
        printf("FAIL: no game\n");
        return 1;
    }
    srand(12345);
    random_strings(g, 100000);
    renju_game_free(g);
    if (failures == 0)
        printf("ok: renju-match names made UTF-8 text\n");
    return failures ? 1 : 0;
}
