/* SPDX-License-Identifier: MIT */
/*
 * fuzz_lib.c - renju_record_import() of RenLib libraries on arbitrary bytes, and their
 * round trip.  The first byte chooses the rule set, RENJU_IMPORT_PARTIAL and the
 * charset set; the rest is the library.  A failed import must be recorded with a
 * message and a position in the bytes and leave the game as it was; a tree read must
 * be written (renju_tree_export), read again into the same tree with the same answer,
 * and written again as the same bytes (renju.h).
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "fuzz_common.h"

static const int rulesets[4] = {
    RENJU_RULES_FREESTYLE, RENJU_RULES_RENJU, RENJU_RULES_STANDARD, RENJU_RULES_CARO6
};
static const char *const charsets[4] = { NULL, "GBK", "UTF-8", "WINDOWS-1252" };

typedef struct text {
    char *s;
    size_t n, cap;
} text;

static void put(text *t, const char *fmt, ...)
{
    va_list ap;
    int k;

    for (;;) {
        va_start(ap, fmt);
        k = vsnprintf(t->s + t->n, t->cap - t->n, fmt, ap);
        va_end(ap);
        REQUIRE(k >= 0);
        if ((size_t)k < t->cap - t->n)
            break;
        t->cap = 2 * t->cap + (size_t)k + 64;
        t->s = realloc(t->s, t->cap);
        REQUIRE(t->s != NULL);
    }
    t->n += (size_t)k;
}

static int by_point(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

/* Every node's action, flags, comment and labels, in pre-order, and where the game
 * stands: what two readings of one library must agree on. */
static char *dump(renju_game *g)
{
    text t = { malloc(256), 0, 256 };
    static char buf[1 << 20 | 1];
    int n, k, c, v, cnt, pts[400];

    REQUIRE(t.s != NULL);
    t.s[0] = '\0';
    for (n = 0; n != RENJU_NO_NODE; n = renju_node_next(g, n)) {
        REQUIRE(n >= 0);
        k = renju_node_action(g, n, &c, &v);
        put(&t, "%d:%d/%d/%d/%d", renju_node_depth(g, n), k, c, v, renju_node_flags(g, n));
        REQUIRE(renju_node_comment_get(g, n, buf, sizeof buf) >= 0);
        put(&t, " c'%s'", buf);
        /* by point: a library keeps labels in the order of the records that carry
         * them, which writing may change */
        cnt = renju_node_labels(g, n, pts, 400);
        REQUIRE(cnt >= 0);
        qsort(pts, (size_t)cnt, sizeof *pts, by_point);
        for (k = 0; k < cnt; k++) {
            REQUIRE(renju_node_label_get(g, n, pts[k], buf, sizeof buf) >= 0);
            put(&t, " L%d'%s'", pts[k], buf);
        }
        put(&t, "\n");
    }
    put(&t, "at %d moves, result %d\n", renju_move_count(g), renju_result(g));
    return t.s;
}

/* The whole tree as a library, malloc'ed; its length in *n. */
static char *export_tree(renju_game *g, size_t *n)
{
    int need = renju_tree_export(g, RENJU_FORMAT_LIB, NULL, 0);
    char *b;

    REQUIRE(need > 0);
    b = malloc((size_t)need);
    REQUIRE(b != NULL);
    REQUIRE(renju_tree_export(g, RENJU_FORMAT_LIB, b, (size_t)need) == need - 1);
    *n = (size_t)need - 1;
    return b;
}

static renju_game *new_game(int ruleset, const char *charset)
{
    renju_game *g = NULL;

    REQUIRE(renju_game_new(&g, ruleset, 15) == RENJU_OK);
    REQUIRE(renju_record_charset_set(g, charset) == RENJU_OK);
    return g;
}

/* Whether the last export said it changed text: a character as '?' (an old-style
 * comment's letter, say, that the charset the text was read in cannot hold), or a 0x08
 * in a comment's title as a space (a title that ends in CR, which RenLib's one-line
 * titles never do, hides where the title ends). */
static int lost_text(renju_game *g)
{
    int i, code;

    for (i = 0; i < renju_record_warnings(g); i++) {
        const char *msg = renju_record_warning(g, i, &code, NULL, NULL, NULL);
        if (code == RENJU_WARN_NOT_WRITTEN
            && (strstr(msg, "written as '?'") || strstr(msg, "written as spaces")))
            return 1;
    }
    return 0;
}

/* A failed import: recorded, placed inside the bytes, and the game as it was. */
static void check_failure(renju_game *g, int rc, size_t size, const char *before)
{
    int line, column, move;
    char *after;

    REQUIRE(rc == renju_errcode(g));
    REQUIRE(renju_errmsg(g)[0] != '\0');
    REQUIRE(renju_record_error_position(g, &line, &column, &move) == RENJU_OK);
    REQUIRE(line == 1 && column >= 1 && (size_t)column <= size + 1 && move >= 1);
    after = dump(g);
    REQUIRE(strcmp(before, after) == 0);
    free(after);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    input in = { data, size };
    int choice = byte(&in), ruleset = rulesets[choice & 3];
    int flags = choice & 4 ? RENJU_IMPORT_PARTIAL : 0, rc, rc2;
    const char *charset = charsets[choice >> 3 & 3];
    renju_game *g = new_game(ruleset, charset), *h;
    char *before = dump(g), *d1, *d2, *e1, *e2, read_in[40];
    size_t n1, n2;
    int lost;

    rc = renju_record_import(g, RENJU_FORMAT_LIB, (const char *)in.p, in.n, flags);
    if (rc < 0 && (!flags || rc == RENJU_EPARSE || rc == RENJU_EINVAL || rc == RENJU_ENOMEM)) {
        check_failure(g, rc, in.n, before);
        free(before);
        renju_game_free(g);
        return 0;
    }
    /* read, or with RENJU_IMPORT_PARTIAL kept up to a main line that breaks the rules */
    REQUIRE(rc == (int)in.n || (rc == renju_errcode(g) && renju_errmsg(g)[0] != '\0'));
    /* written, read again in the charset the text was read in: the same tree, and
     * written again, the same bytes */
    e1 = export_tree(g, &n1);
    lost = lost_text(g);
    REQUIRE(renju_record_charset_get(g, read_in, sizeof read_in) >= 0);
    h = new_game(ruleset, read_in[0] ? read_in : NULL);
    rc2 = renju_record_import(h, RENJU_FORMAT_LIB, e1, n1, flags);
    REQUIRE(rc2 == (rc < 0 ? rc : (int)n1));
    d1 = dump(g);
    d2 = dump(h);
    /* the same tree, but where the charset could not hold a character: '?' */
    REQUIRE(lost || strcmp(d1, d2) == 0);
    e2 = export_tree(h, &n2);
    REQUIRE(n2 == n1 && memcmp(e1, e2, n1) == 0);
    free(before);
    free(d1);
    free(d2);
    free(e1);
    free(e2);
    renju_game_free(g);
    renju_game_free(h);
    return 0;
}
