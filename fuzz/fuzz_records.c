/* SPDX-License-Identifier: MIT */
/*
 * fuzz_records.c - renju_record_import() on arbitrary bytes, in every format.  The
 * first byte chooses the format, the flags, the rule set and whether the game starts
 * with a stone on the board; the rest is the record.  A failed import must be recorded
 * with a message and a position inside the text and leave the game as it was (but for
 * RENJU_IMPORT_PARTIAL, which keeps the moves before an illegal one); a game read must
 * write a record that reads back and writes again as the same bytes (renju.h).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "fuzz_common.h"

static const int rulesets[4] = {
    RENJU_RULES_FREESTYLE, RENJU_RULES_STANDARD, RENJU_RULES_RENJU, RENJU_RULES_FIVE_IN_A_ROW
};

/* The game as a record of the same format, or NULL when the format cannot hold it. */
static char *export_text(renju_game *g, int format)
{
    int n = renju_record_export(g, format, NULL, 0);
    char *text;

    if (n < 0) {
        REQUIRE(n == renju_errcode(g) && (n == RENJU_EINVAL || n == RENJU_EPHASE));
        return NULL;
    }
    text = malloc((size_t)n);
    REQUIRE(text != NULL);
    REQUIRE(renju_record_export(g, format, text, (size_t)n) == n - 1);
    REQUIRE(strlen(text) == (size_t)n - 1);
    return text;
}

/* Everything a record can change, compared before and after a failed import. */
static char *fingerprint(renju_game *g)
{
    char *sgf = export_text(g, RENJU_FORMAT_SGF);
    char extra[64];
    size_t n;

    snprintf(extra, sizeof extra, "|%d %d %d %d %d %d", renju_game_ruleset(g),
             renju_game_size(g), renju_side_to_move(g), renju_result(g),
             renju_result_reason(g), renju_stone_count(g));
    n = (sgf ? strlen(sgf) : 0) + strlen(extra) + 1;
    sgf = realloc(sgf, n);
    REQUIRE(sgf != NULL);
    if (n == strlen(extra) + 1)
        sgf[0] = '\0';
    strcat(sgf, extra);
    return sgf;
}

/* The warnings of the last import are well formed. */
static void check_warnings(renju_game *g, size_t size)
{
    int n = renju_record_warnings(g), i, code, line, column, count;
    const char *msg;

    REQUIRE(n >= 0 && n <= 16);
    for (i = 0; i < n; i++) {
        msg = renju_record_warning(g, i, &code, &line, &column, &count);
        REQUIRE(msg != NULL && msg[0] != '\0');
        REQUIRE(code >= RENJU_WARN_GAME_TYPE && code <= RENJU_WARN_NOT_WRITTEN);
        REQUIRE(line >= 0 && (size_t)line <= size + 1 && column >= 0 && count >= 1);
    }
    REQUIRE(renju_record_warning(g, n, NULL, NULL, NULL, NULL) == NULL);
}

/* Read the text as a collection: every call moves on, and the walk ends. */
static void walk_collection(renju_game *g, int format, int flags, const char *text, size_t size)
{
    size_t at = 0, was;
    int rc, line, column, move;

    for (;;) {
        was = at;
        rc = renju_record_import_next(g, format, text, size, &at, flags);
        REQUIRE(renju_errcode(g) == (rc < 0 ? rc : RENJU_OK));
        check_warnings(g, size);
        if (rc == 0) {
            REQUIRE(at == size);
            break;
        }
        REQUIRE(at > was && at <= size);
        renju_record_error_position(g, &line, &column, &move);
        REQUIRE(rc < 0 ? line >= 1 && (size_t)line <= size + 1 : line == 0);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    renju_game *g = NULL, *h = NULL;
    int format, flags, ruleset, rc, line = -1, column = -1, move = -1;
    char *before, *after, *text, *again;

    if (size == 0)
        return 0;
    format = data[0] % 3;
    flags = (data[0] >> 2) & 3;
    ruleset = rulesets[(data[0] >> 4) & 3];
    REQUIRE(renju_game_new(&g, ruleset, 15) == RENJU_OK);
    if (data[0] & 0x40)   /* a game that already holds a move, so that change shows */
        REQUIRE(renju_play(g, 7 * 15 + 7) == RENJU_OK);
    REQUIRE(renju_tag_set(g, "GN", "before") == RENJU_OK);
    before = fingerprint(g);

    rc = renju_record_import(g, format, (const char *)data + 1, size - 1, flags);
    REQUIRE(renju_errcode(g) == (rc < 0 ? rc : RENJU_OK));
    REQUIRE((renju_errmsg(g)[0] != '\0') == (rc < 0));
    REQUIRE(renju_record_error_position(g, &line, &column, &move) == RENJU_OK);
    if (rc < 0) {
        REQUIRE(strcmp(renju_strerror(rc), "unknown error code") != 0);
        REQUIRE(line >= 1 && column >= 1 && move >= 0);
        REQUIRE((size_t)line <= size && (size_t)column <= size);
        after = fingerprint(g);
        /* only a partial import of a record that parsed may keep what it read */
        if (!(flags & RENJU_IMPORT_PARTIAL) || rc == RENJU_EPARSE || rc == RENJU_EINVAL)
            REQUIRE(strcmp(before, after) == 0);
        free(after);
    } else {
        REQUIRE((size_t)rc <= size - 1);
        REQUIRE(line == 0 && column == 0 && move == 0);
        if (format != RENJU_FORMAT_SGF)
            REQUIRE((size_t)rc == size - 1);
    }

    /* whatever the game is now, its record reads back and writes the same bytes */
    text = export_text(g, format);
    if (text) {
        /* a record read with RENJU_IMPORT_RULES may name an opening rule (or another
         * rule set and size) that a new game does not have: the round trip reads it
         * into a game with the same rules and options, and with RENJU_IMPORT_RULES */
        h = same_rules(g);
        rc = renju_record_import(h, format, text, strlen(text), RENJU_IMPORT_RULES);
        if (rc < 0)
            fprintf(stderr, "cannot read its own record: %s\n%s", renju_errmsg(h), text);
        REQUIRE(rc >= 0);
        again = export_text(h, format);
        REQUIRE(again != NULL);
        if (strcmp(text, again) != 0)
            fprintf(stderr, "written again differently:\n%s---\n%s", text, again);
        REQUIRE(strcmp(text, again) == 0);
        free(again);
        renju_game_free(h);
        free(text);
    }
    free(before);
    walk_collection(g, format, flags, (const char *)data + 1, size - 1);
    renju_game_free(g);
    return 0;
}
