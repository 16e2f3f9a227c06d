/* SPDX-License-Identifier: MIT */
/*
 * fuzz_notation.c - renju_point_parse() on arbitrary text.  The first byte chooses the
 * board size, the rest is the text (NUL-terminated here; embedded NULs end it early).
 * A parsed point must be on the board and print back as the same text in lower case;
 * a failure must be recorded with a message and leave the game as it was.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "fuzz_common.h"

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    renju_game *g = NULL;
    char *text, back[16];
    int bsize, rc, p = -7, n, i, ruleset;

    if (size == 0)
        return 0;
    bsize = RENJU_MIN_SIZE + data[0] % (RENJU_MAX_SIZE - RENJU_MIN_SIZE + 1);
    ruleset = bsize == 15 && (data[0] & 0x80) ? RENJU_RULES_RENJU : RENJU_RULES_FREESTYLE;
    REQUIRE(renju_game_new(&g, ruleset, bsize) == RENJU_OK);
    /* a stone on the board, so that "unchanged" means something */
    REQUIRE(renju_play(g, (bsize / 2) * bsize + bsize / 2) == RENJU_OK);

    text = malloc(size);
    REQUIRE(text != NULL);
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';

    rc = renju_point_parse(g, text, &p);
    REQUIRE(renju_errcode(g) == rc);
    if (rc == RENJU_OK) {
        REQUIRE(renju_errmsg(g)[0] == '\0');
        REQUIRE(p == RENJU_PASS || (p >= 0 && p < bsize * bsize));
        n = renju_point_format(g, p, back, sizeof back);
        REQUIRE(n > 0 && (size_t)n == strlen(back));
        if (p == RENJU_PASS) {
            REQUIRE(strcmp(back, "pass") == 0);
            REQUIRE(strcmp(text, "--") == 0 || strlen(text) == 4);
        } else {
            REQUIRE((size_t)n == strlen(text));
            for (i = 0; i < n; i++)
                REQUIRE(back[i] == lower((unsigned char)text[i]));
            REQUIRE(renju_point_column(g, p) == back[0] - 'a');
        }
    } else {
        REQUIRE(rc == RENJU_ENOTATION || rc == RENJU_ERANGE);
        REQUIRE(p == -7);
        REQUIRE(renju_errmsg(g)[0] != '\0');
        REQUIRE(strlen(renju_errmsg(g)) < 200);
    }
    REQUIRE(renju_stone_count(g) == 1 && renju_move_count(g) == 1);
    REQUIRE(renju_side_to_move(g) == RENJU_WHITE);

    free(text);
    renju_game_free(g);
    return 0;
}
