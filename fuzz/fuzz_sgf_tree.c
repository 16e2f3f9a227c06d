/* SPDX-License-Identifier: MIT */
/*
 * fuzz_sgf_tree.c - SGF game trees: arbitrary bytes read as SGF, the whole tree
 * written back with renju_tree_export(), read again and written again: the same bytes
 * (renju.h: writing, reading and writing again gives the same bytes).  The first byte
 * chooses the rule set, RENJU_IMPORT_PARTIAL (so that trees whose main line breaks the
 * rules are kept too) and whether the game already holds a tree, which a failed
 * import must leave as it was; the rest is the record.  The path to the node the game
 * stands on is written, read and written again as well.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "fuzz_common.h"

static const int rulesets[4] = {
    RENJU_RULES_FREESTYLE, RENJU_RULES_STANDARD, RENJU_RULES_RENJU, RENJU_RULES_CARO5
};

/* The tree, or the path, as SGF in a new string. */
static char *written(renju_game *g, int whole)
{
    int n = whole ? renju_tree_export(g, RENJU_FORMAT_SGF, NULL, 0)
                  : renju_record_export(g, RENJU_FORMAT_SGF, NULL, 0);
    char *text;

    REQUIRE(n > 0);
    text = malloc((size_t)n);
    REQUIRE(text != NULL);
    REQUIRE((whole ? renju_tree_export(g, RENJU_FORMAT_SGF, text, (size_t)n)
                   : renju_record_export(g, RENJU_FORMAT_SGF, text, (size_t)n)) == n - 1);
    REQUIRE(strlen(text) == (size_t)n - 1);
    return text;
}

/* text read into a game of g's rules, written again: the same bytes. */
static void reads_back(renju_game *g, const char *text, int flags, int whole)
{
    renju_game *h = same_rules(g);
    char *again;
    int rc = renju_record_import(h, RENJU_FORMAT_SGF, text, strlen(text),
                                 flags | RENJU_IMPORT_RULES);

    if (rc < 0 && !(flags & RENJU_IMPORT_PARTIAL && rc != RENJU_EPARSE && rc != RENJU_EINVAL
                    && rc != RENJU_ENOMEM)) {
        fprintf(stderr, "cannot read its own record: %s\n%s", renju_errmsg(h), text);
        abort();
    }
    again = written(h, whole);
    if (strcmp(text, again) != 0) {
        fprintf(stderr, "written again differently:\n%s---\n%s", text, again);
        abort();
    }
    free(again);
    renju_game_free(h);
}

/* A game that holds a tree of its own, standing off its main line. */
static void give_a_tree(renju_game *g)
{
    REQUIRE(renju_tree_mode_set(g, RENJU_TREE_KEEP) == RENJU_OK);
    REQUIRE(renju_play(g, 7 * 15 + 7) == RENJU_OK);
    REQUIRE(renju_play(g, 8 * 15 + 7) == RENJU_OK);
    REQUIRE(renju_undo(g) == RENJU_OK);
    REQUIRE(renju_play(g, 8 * 15 + 8) == RENJU_OK);
    REQUIRE(renju_node_comment_set(g, RENJU_NODE_CURRENT, "before") == RENJU_OK);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    renju_game *g = NULL;
    int flags, rc, partial_kept;
    char *before, *after, *tree, *path;

    if (size == 0)
        return 0;
    flags = data[0] & 1 ? RENJU_IMPORT_PARTIAL : 0;
    REQUIRE(renju_game_new(&g, rulesets[(data[0] >> 1) & 3], 15) == RENJU_OK);
    if (data[0] & 8)
        give_a_tree(g);
    before = written(g, 1);

    rc = renju_record_import(g, RENJU_FORMAT_SGF, (const char *)data + 1, size - 1,
                             flags | RENJU_IMPORT_RULES);
    REQUIRE(renju_errcode(g) == (rc < 0 ? rc : RENJU_OK));
    REQUIRE((renju_errmsg(g)[0] != '\0') == (rc < 0));
    partial_kept = rc < 0 && (flags & RENJU_IMPORT_PARTIAL) && rc != RENJU_EPARSE
                   && rc != RENJU_EINVAL;
    if (rc < 0 && !partial_kept) {
        after = written(g, 1);
        REQUIRE(strcmp(before, after) == 0);   /* the game as it was */
        free(after);
    }
    free(before);

    /* whatever the game holds now: its tree and its path read back as they are */
    tree = written(g, 1);
    reads_back(g, tree, flags, 1);
    path = written(g, 0);
    reads_back(g, path, flags, 0);
    free(tree);
    free(path);
    renju_game_free(g);
    return 0;
}
