/* SPDX-License-Identifier: MIT */
/* check_lib.c - RenLib .lib libraries: the five real files of tests/data/renlib/ (what
 * each holds, by the library and by the second reading of lib_model.c, and their round
 * trips), libraries made here byte by byte with every flag and kind of text, trees made
 * through the API and written, deep and wide trees, lines that break the rules, the
 * charsets, what a library cannot hold, and bad bytes of every kind, each refused with
 * its byte and the game left as it was. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"
#include "lib_model.h"

#define LIB_DIR TOP_SRCDIR "/tests/data/renlib/"
#define DUMP_MAX (1 << 20)

/* ------------------------------------------------------------ helpers */

static int import_lib(renju_game *g, const void *b, size_t n, int flags)
{
    return renju_record_import(g, RENJU_FORMAT_LIB, b, n, flags);
}

/* The library written by the game (the whole tree, or the path with whole 0),
 * malloc'ed; its length in *n. */
static unsigned char *export_lib(renju_game *g, int whole, size_t *n)
{
    int need = whole ? renju_tree_export(g, RENJU_FORMAT_LIB, NULL, 0)
                     : renju_record_export(g, RENJU_FORMAT_LIB, NULL, 0);
    unsigned char *b;
    int got;

    ck_assert_msg(need > 0, "export: %d (%s)", need, renju_errmsg(g));
    b = malloc((size_t)need);
    ck_assert_ptr_nonnull(b);
    got = whole ? renju_tree_export(g, RENJU_FORMAT_LIB, (char *)b, (size_t)need)
                : renju_record_export(g, RENJU_FORMAT_LIB, (char *)b, (size_t)need);
    ck_assert_msg(got == need - 1, "export: %d of %d (%s)", got, need, renju_errmsg(g));
    ck_assert_int_eq(b[got], 0);
    *n = (size_t)got;
    return b;
}

/* Whether the k bytes of needle are somewhere in the n bytes of hay. */
static int contains(const unsigned char *hay, size_t n, const char *needle, size_t k)
{
    size_t i;

    for (i = 0; i + k <= n; i++)
        if (memcmp(hay + i, needle, k) == 0)
            return 1;
    return 0;
}

static int count_warnings(renju_game *g, int code)
{
    int i, n = renju_record_warnings(g), c, k, total = 0;
    const char *msg;

    for (i = 0; i < n; i++) {
        msg = renju_record_warning(g, i, &c, NULL, NULL, &k);
        ck_assert_ptr_nonnull(msg);
        ck_assert_msg(text_is_utf8(msg), "warning %d is no clean text", i);
        if (c == code)
            total += k;
    }
    return total;
}

/* The text of the first warning of code, "" if none. */
static const char *warning_text(renju_game *g, int code)
{
    int i, c;

    for (i = 0; i < renju_record_warnings(g); i++) {
        const char *m = renju_record_warning(g, i, &c, NULL, NULL, NULL);
        if (c == code)
            return m;
    }
    return "";
}

static char *dump_of(renju_game *g)
{
    char *d = malloc(DUMP_MAX);

    ck_assert_ptr_nonnull(d);
    lm_dump(g, d, DUMP_MAX);
    return d;
}

static void check_same_tree(renju_game *a, renju_game *b)
{
    char *da = dump_of(a), *db = dump_of(b);
    size_t i = 0, line = 0;

    while (da[i] && da[i] == db[i])
        if (da[i++] == '\n')
            line = i;
    ck_assert_msg(da[i] == db[i], "the trees differ from byte %zu on:\n%.300s\n---\n%.300s",
                  line, da + line, db + line);
    free(da);
    free(db);
}

/* The paths from the root to each leaf ("h8 i9 - k8"), one a line, in pre-order. */
static void lines_of(renju_game *g, char *out, size_t cap)
{
    int n, moves[512], k, c;
    size_t len = 0;
    char name[8];

    out[0] = '\0';
    for (n = 0; n != RENJU_NO_NODE; n = renju_node_next(g, n)) {
        if (renju_node_children(g, n, NULL, 0) > 0)
            continue;
        c = renju_node_line(g, n, moves, 512);
        ck_assert_int_ge(c, 0);
        for (k = 0; k < c; k++) {
            ck_assert_int_gt(renju_point_format(g, moves[k], name, sizeof name), 0);
            len += (size_t)snprintf(out + len, cap - len, "%s%s", k ? " " : "",
                                    moves[k] == RENJU_PASS ? "-" : name);
        }
        len += (size_t)snprintf(out + len, cap - len, "\n");
        ck_assert_uint_lt(len, cap);
    }
}

static int count_comments(renju_game *g)
{
    int n, total = 0;

    for (n = 0; n != RENJU_NO_NODE; n = renju_node_next(g, n))
        total += renju_node_comment_get(g, n, NULL, 0) > 1;
    return total;
}

static void check_comment(renju_game *g, int node, const char *want)
{
    char text[512];

    ck_assert_int_ge(renju_node_comment_get(g, node, text, sizeof text), 0);
    ck_assert_str_eq(text, want);
}

static void check_label(renju_game *g, int node, const char *point, const char *want)
{
    char text[300];

    ck_assert_int_ge(renju_node_label_get(g, node, pt(g, point), text, sizeof text), 0);
    ck_assert_str_eq(text, want);
}

/* The node reached from the root by the child indexes of path ("0 1 0"). */
static int node_at(renju_game *g, const char *path)
{
    int n = 0, i, kids[256];
    const char *p = path;
    char *end;

    while (*p) {
        i = (int)strtol(p, &end, 10);
        if (end == p)
            break;
        ck_assert_int_gt(renju_node_children(g, n, kids, 256), i);
        n = kids[i];
        p = end;
    }
    return n;
}

/* ------------------------------------------------------------ the real files */

static const struct {
    const char *name;
    int nodes;          /* the tree's, the root's record or the implicit root included */
    int comments;
    int v30;            /* version 3.0: no root record */
    const char *lines;
} real[] = {
    { "example_for_science_with_variant_maybe.lib", 15, 8, 0,
      "h8 i8 o8 k7 j8\nh8 j8 o8 i8\no8 i8 h8 k8 k7 j8\n" },
    { "lib_3_is_pass.lib", 5, 1, 0, "h8 i9 - k8\n" },
    { "lib_documented.lib", 14, 2, 1,
      "h8 f9 h10 h9 g9 i7\nh8 f9 h10 h9 i9 j8 j10\nh8 f9 h7 j8 h10\nh8 f9 h7 j8 h6\n" },
    { "lib_two_stone_15xB.lib", 4, 0, 0, "b15 c15\nh8\n" },
    { "null_move2.lib", 18, 2, 0,
      "h8 h9 j9 - i8 j8 i9 i10 k10 h7\nh8 i9 i8 h9 -\nh8 i9 i8 j9\nh8 j9 j8\n" },
};

TEST_CASE("lib", 120)

LOOP_TEST(0, (int)(sizeof real / sizeof *real))
START_TEST(test_real_files)
{
    char lines[1024];
    size_t n, m, m2;
    char *text = read_file(LIB_DIR, real[_i].name, &n);
    unsigned char *out, *again;
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15), *h = new_game(RENJU_RULES_FREESTYLE, 15);
    lm_tree model;

    ck_assert_int_eq(import_lib(g, text, n, 0), (int)n);
    ck_assert_int_eq(renju_record_warnings(g), 0);
    ck_assert_int_eq(renju_node_count(g), real[_i].nodes);
    ck_assert_int_eq(count_comments(g), real[_i].comments);
    lines_of(g, lines, sizeof lines);
    ck_assert_str_eq(lines, real[_i].lines);
    /* the second reading agrees node by node */
    ck_assert_int_eq(lm_parse((const unsigned char *)text, n, &model), 0);
    lm_compare(g, &model, 1);
    lm_free(&model);
    /* written back: the same bytes, but for the version, the header and the root's
     * record RenLib 3.0 left out; read again, the same tree, and written again, the
     * same bytes */
    out = export_lib(g, 1, &m);
    if (!real[_i].v30) {
        ck_assert_uint_eq(m, n);
        ck_assert(memcmp(out, text, n) == 0);
    } else {
        ck_assert_uint_eq(m, n + 2);
        ck_assert(memcmp(out + 22, text + 20, n - 20) == 0);
    }
    ck_assert_int_eq(import_lib(h, out, m, 0), (int)m);
    check_same_tree(g, h);
    again = export_lib(h, 1, &m2);
    ck_assert_uint_eq(m2, m);
    ck_assert(memcmp(again, out, m) == 0);
    free(again);
    free(out);
    free(text);
    renju_game_free(g);
    renju_game_free(h);
}
END_TEST

START_TEST(test_real_pass)
{
    size_t n;
    char *text = read_file(LIB_DIR, "lib_3_is_pass.lib", &n);
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int colour, value, pass = node_at(g, "");

    ck_assert_int_eq(import_lib(g, text, n, 0), (int)n);
    pass = node_at(g, "0 0 0");
    ck_assert_int_eq(renju_node_action(g, pass, &colour, &value), RENJU_NODE_PASS);
    ck_assert_int_eq(colour, RENJU_BLACK);
    ck_assert_int_eq(value, RENJU_PASS);
    /* RenLib's pass: a comment of a body alone, no title */
    check_comment(g, pass, "\nPass");
    ck_assert_int_eq(renju_node_action(g, node_at(g, "0 0 0 0"), &colour, &value),
                     RENJU_NODE_STONE);
    ck_assert_int_eq(colour, RENJU_WHITE);
    ck_assert_int_eq(value, pt(g, "k8"));
    /* the game stands at the end of the main line */
    ck_assert_int_eq(renju_move_count(g), 4);
    ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
    free(text);
    renju_game_free(g);
}
END_TEST

/* Under renju, black's first stone is h8: the file's first line breaks the rules. */
START_TEST(test_real_renju)
{
    size_t n;
    char *text = read_file(LIB_DIR, "lib_two_stone_15xB.lib", &n), msg[256];
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int code, line, col, move;

    play_list(g, "h8 h9");
    CHECK_FAILS(g, import_lib(g, text, n, 0), RENJU_EPHASE);
    ck_assert_int_eq(renju_move_count(g), 2);
    ck_assert_int_eq(renju_record_error_position(g, &line, &col, &move), RENJU_OK);
    ck_assert_int_eq(line, 1);
    ck_assert_int_eq(col, 23);      /* byte 22: b15's record, after the root's */
    ck_assert_int_eq(move, 1);
    /* kept with RENJU_IMPORT_PARTIAL: the line marked, the game before it */
    ck_assert_int_eq(import_lib(g, text, n, RENJU_IMPORT_PARTIAL), RENJU_EPHASE);
    ck_assert_int_eq(renju_node_count(g), 4);
    ck_assert_int_eq(renju_node_flags(g, node_at(g, "0")) & RENJU_NODE_ILLEGAL,
                     RENJU_NODE_ILLEGAL);
    ck_assert_int_gt(renju_node_error(g, node_at(g, "0"), &code, msg, sizeof msg), 0);
    ck_assert_int_eq(code, RENJU_EPHASE);
    ck_assert_ptr_nonnull(strstr(msg, "h8"));
    ck_assert_int_eq(renju_node_flags(g, node_at(g, "0 0")) & RENJU_NODE_UNPLAYABLE,
                     RENJU_NODE_UNPLAYABLE);
    ck_assert_int_eq(renju_node_flags(g, node_at(g, "1")) & (RENJU_NODE_ILLEGAL |
                     RENJU_NODE_UNPLAYABLE), 0);
    ck_assert_int_eq(renju_move_count(g), 0);
    CHECK_OK(g, renju_tree_goto(g, node_at(g, "1")));
    ck_assert_int_eq(renju_stone(g, pt(g, "h8")), RENJU_BLACK);
    /* the other files: a variation that breaks the rules is kept and warned about */
    free(text);
    text = read_file(LIB_DIR, "example_for_science_with_variant_maybe.lib", &n);
    ck_assert_int_eq(import_lib(g, text, n, 0), (int)n);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_ILLEGAL_LINE), 1);
    ck_assert_ptr_nonnull(strstr(warning_text(g, RENJU_WARN_ILLEGAL_LINE), "o8"));
    ck_assert_int_eq(renju_node_flags(g, node_at(g, "1")) & RENJU_NODE_ILLEGAL,
                     RENJU_NODE_ILLEGAL);
    ck_assert_int_eq(renju_move_count(g), 5);
    free(text);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ libraries made here */

/* A library of a version 3.4 header and the bytes given. */
static size_t library(unsigned char *out, const unsigned char *body, size_t n)
{
    static const unsigned char head[20] = {
        0xff, 'R', 'e', 'n', 'L', 'i', 'b', 0xff, 3, 4,
        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
    };

    memcpy(out, head, 20);
    memcpy(out + 20, body, n);
    return 20 + n;
}

/* Every flag and kind of text, as RenLib and older writers put them. */
static const unsigned char every_kind[] = {
    0x00, 0x08, 'l', 'i', 'b', 0,                         /* the root: a comment */
    0x78, 0x1c, 'T', 0x08, 'b', 'o', 'd', 'y', '\r', '\n', 'x', 0,
                                                          /* h8: mark, start, title and
                                                             body */
    0x79, 0x89, 0x01, 0x02, 0x08, 'B', 'B', 0,            /* i8: a sibling, unknown bits,
                                                             a body alone */
    0x7a, 0x43, 0x00, 0x01, 'A', 0,                       /* j8: a board text alone */
    0x89, 0x20, 'h', '{', 'j', '}' | 0x80,                /* h7, i8's sibling: old comment */
    0x00, 0x08, 'p', 0,                                   /* a pass with a comment */
    0x8a, 0x4a, 'n', 'o', ' ', 'm', 'o', 'v', 'e', 0,     /* i7: no move, a comment: a node */
};

START_TEST(test_every_kind)
{
    unsigned char b[256], *out, *again;
    size_t n = library(b, every_kind, sizeof every_kind), m, m2;
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15), *h = new_game(RENJU_RULES_FREESTYLE, 15);
    int h8, i8, h7, pass, i7, colour, value;
    lm_tree model;

    ck_assert_int_eq(import_lib(g, b, n, 0), (int)n);
    ck_assert_int_eq(renju_node_count(g), 6);
    check_comment(g, 0, "lib");
    h8 = node_at(g, "0");
    i8 = node_at(g, "0 0");
    h7 = node_at(g, "0 1");
    pass = node_at(g, "0 1 0");
    i7 = node_at(g, "0 1 0 0");
    check_comment(g, h8, "T\nbody\r\nx");
    ck_assert_int_eq(renju_node_flags(g, h8), RENJU_NODE_KEPT | RENJU_NODE_MARKED | RENJU_NODE_START);
    check_comment(g, i8, "\nBB");
    /* j8's board text is a label of i8's position: no node of its own */
    ck_assert_int_eq(renju_node_children(g, i8, NULL, 0), 0);
    check_label(g, i8, "j8", "A");
    /* the old style: 7-bit text, the brackets Swedish, the last byte's top bit its end */
    check_comment(g, h7, "h\xc3\xa4j\xc3\xa5");
    ck_assert_int_eq(renju_node_action(g, pass, &colour, &value), RENJU_NODE_PASS);
    ck_assert_int_eq(colour, RENJU_BLACK);
    check_comment(g, pass, "p");
    ck_assert_int_eq(renju_node_action(g, i7, &colour, &value), RENJU_NODE_NONE);
    ck_assert_int_eq(colour, RENJU_EMPTY);
    ck_assert_int_eq(value, 0);
    check_comment(g, i7, "no move");
    /* the second reading agrees */
    ck_assert_int_eq(lm_parse(b, n, &model), 0);
    lm_compare(g, &model, 1);
    lm_free(&model);
    /* written: read again, the same tree; written again, the same bytes (the old
     * comment is now one of today; the unknown bits and the no-move node are back) */
    out = export_lib(g, 1, &m);
    ck_assert_int_eq(import_lib(h, out, m, 0), (int)m);
    check_same_tree(g, h);
    again = export_lib(h, 1, &m2);
    ck_assert_uint_eq(m2, m);
    ck_assert(memcmp(again, out, m) == 0);
    ck_assert(contains(out, m, "\x79\x89\x01\x02\x08" "BB", 7));
    ck_assert(contains(out, m, "\x8a\x4a" "no move", 9));
    free(out);
    free(again);
    renju_game_free(g);
    renju_game_free(h);
}
END_TEST

/* An old library without a header, its first byte h8, with an old comment whose end
 * falls on the second byte of a pair. */
START_TEST(test_headerless)
{
    static const unsigned char b[] = { 0x78, 0x20, 'a', 'b' | 0x80, 0x79, 0x40 };
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    ck_assert_int_eq(import_lib(g, b, sizeof b, 0), (int)sizeof b);
    ck_assert_int_eq(renju_node_count(g), 3);
    check_comment(g, node_at(g, "0"), "ab");
    ck_assert_int_eq(renju_move_count(g), 2);
    renju_game_free(g);
}
END_TEST

/* A tree made through the API: variations, passes, comments in many scripts, labels
 * on children and on empty points, RenLib's marks. */
static renju_game *made_tree(void)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
    CHECK_OK(g, renju_node_comment_set(g, 0, "Ouverture\nLe centre d'abord"));
    play_list(g, "h8 i9");
    CHECK_OK(g, renju_node_comment_set(g, RENJU_NODE_CURRENT, "直接\n第二手\r\n下一行"));
    CHECK_OK(g, renju_node_label_set(g, RENJU_NODE_CURRENT, pt(g, "j10"), "A"));
    CHECK_OK(g, renju_node_label_set(g, RENJU_NODE_CURRENT, pt(g, "g7"), "好手"));
    CHECK_OK(g, renju_node_label_set(g, RENJU_NODE_CURRENT, pt(g, "k11"), "B"));
    play_list(g, "j10 pass");
    CHECK_OK(g, renju_node_flag_set(g, RENJU_NODE_CURRENT, RENJU_NODE_MARKED, 1));
    play_list(g, "k11");
    CHECK_OK(g, renju_tree_goto(g, node_at(g, "0 0")));
    play_list(g, "j8");
    CHECK_OK(g, renju_node_flag_set(g, RENJU_NODE_CURRENT, RENJU_NODE_START, 1));
    CHECK_OK(g, renju_node_comment_set(g, RENJU_NODE_CURRENT, "Ünïcödé ☆"));
    CHECK_OK(g, renju_tree_goto(g, 0));
    play_list(g, "h8 h9 h10");
    return g;
}

START_TEST(test_made_tree)
{
    renju_game *g = made_tree(), *h = new_game(RENJU_RULES_RENJU, 15);
    unsigned char *out, *again;
    size_t m, m2;
    lm_tree model;
    int i9;

    out = export_lib(g, 1, &m);
    ck_assert_int_eq(renju_record_warnings(g), 0);
    /* the second reading of what the library wrote agrees with its tree */
    ck_assert_int_eq(lm_parse(out, m, &model), 0);
    CHECK_OK(g, renju_tree_goto(g, node_at(g, "0 0 0 0 0")));
    lm_compare(g, &model, 0);
    lm_free(&model);
    ck_assert_int_eq(import_lib(h, out, m, 0), (int)m);
    check_same_tree(g, h);
    i9 = node_at(h, "0 0");
    check_label(h, i9, "j10", "A");
    check_label(h, i9, "g7", "好手");
    again = export_lib(h, 1, &m2);
    ck_assert_uint_eq(m2, m);
    ck_assert(memcmp(again, out, m) == 0);
    /* the labels at empty points are no-move nodes after the children, in order */
    ck_assert(contains(out, m, "\x87\xc3\x00\x01\xe5\xa5\xbd\xe6\x89\x8b\x00\x00", 12));
    ck_assert(contains(out, m, "\x4b\x43\x00\x01" "B", 5));
    free(out);
    free(again);
    renju_game_free(g);
    renju_game_free(h);
}
END_TEST

/* renju_record_export() writes the path to where the game stands, as a record of the
 * game as played, with what its nodes carry. */
START_TEST(test_path)
{
    renju_game *g = made_tree(), *h = new_game(RENJU_RULES_RENJU, 15);
    unsigned char *out;
    char lines[256];
    size_t m;

    CHECK_OK(g, renju_tree_goto(g, node_at(g, "0 0 1")));
    out = export_lib(g, 0, &m);
    ck_assert_int_eq(import_lib(h, out, m, 0), (int)m);
    lines_of(h, lines, sizeof lines);
    /* the path, and i9's labels away from the path as board texts of their own */
    ck_assert_str_eq(lines, "h8 i9 j8\n");
    check_comment(h, node_at(h, "0 0 0"), "Ünïcödé ☆");
    check_label(h, node_at(h, "0 0"), "g7", "好手");
    check_label(h, node_at(h, "0 0"), "j10", "A");
    ck_assert_int_eq(renju_move_count(h), 3);
    free(out);
    /* a game without a tree: its moves alone */
    renju_game_free(h);
    h = new_game(RENJU_RULES_RENJU, 15);
    play_list(h, "h8 h9 pass j9");
    out = export_lib(h, 0, &m);
    ck_assert_uint_eq(m, 30);
    ck_assert(memcmp(out + 20, "\x00\x00\x78\x00\x68\x00\x00\x00\x6a\x40", 10) == 0);
    free(out);
    renju_game_free(g);
    renju_game_free(h);
}
END_TEST

/* ------------------------------------------------------------ deep and wide */

/* A whole board played: 225 moves deep, then written and read back. */
START_TEST(test_deep_line)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15), *h = new_game(RENJU_RULES_FREESTYLE, 15);
    int moves[225], i;
    unsigned char *out;
    size_t m;

    ck_assert_int_eq(no_five_fill(15, moves), 225);
    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));   /* kept, as what is read is */
    for (i = 0; i < 225; i++)
        CHECK_OK(g, renju_play(g, moves[i]));
    out = export_lib(g, 1, &m);
    ck_assert_uint_eq(m, 20 + 2 + 2 * 225);
    ck_assert_int_eq(import_lib(h, out, m, 0), (int)m);
    ck_assert_int_eq(renju_move_count(h), 225);
    check_same_tree(g, h);
    free(out);
    renju_game_free(g);
    renju_game_free(h);
}
END_TEST

/* Records far deeper than any stack: a variation that breaks the rules at once, then
 * 100000 nodes below it, each with a later sibling, so that RenLib's stack (the
 * variations open) is 100000 deep too, both reading and writing. */
START_TEST(test_deep_records)
{
    enum { DEPTH = 100000 };
    size_t n = 0, m, k;
    unsigned char *b = malloc(20 + 8 + 4 * DEPTH + 4), *out;
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);

    ck_assert_ptr_nonnull(b);
    n = library(b, (const unsigned char *)"\x00\x00\x78\xc0\x78\x00", 6);
    for (k = 0; k < DEPTH; k++) {   /* a comb: each node a sibling leaf, then a child */
        b[n++] = (unsigned char)(0x11 + k % 14);
        b[n++] = 0x80;
    }
    b[n++] = 0x23;
    b[n++] = 0x40;
    for (k = 0; k < DEPTH; k++) {
        b[n++] = 0x55;
        b[n++] = 0x40;
    }
    ck_assert_int_eq(import_lib(g, b, n, 0), (int)n);
    ck_assert_int_eq(renju_node_count(g), 2 + 1 + DEPTH + 1 + DEPTH);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_ILLEGAL_LINE), 1);
    ck_assert_int_eq(renju_move_count(g), 1);
    out = export_lib(g, 1, &m);
    ck_assert_uint_eq(m, n);
    ck_assert(memcmp(out, b, n) == 0);
    free(out);
    free(b);
    renju_game_free(g);
}
END_TEST

/* Every point a child of the root, each with a child of its own. */
START_TEST(test_wide)
{
    unsigned char b[20 + 2 + 225 * 4];
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15), *h;
    size_t n = library(b, (const unsigned char *)"\x00\x00", 2), m;
    int p, kids[225];
    unsigned char *out;

    for (p = 0; p < 225; p++) {
        int q = p == 224 ? 0 : p + 1, pos = (14 - p / 15) * 16 + p % 15 + 1;
        b[n++] = (unsigned char)pos;
        b[n++] = p < 224 ? 0x80 : 0x00;
        b[n++] = (unsigned char)((14 - q / 15) * 16 + q % 15 + 1);
        b[n++] = 0x40;
    }
    ck_assert_int_eq(import_lib(g, b, n, 0), (int)n);
    ck_assert_int_eq(renju_node_children(g, 0, kids, 225), 225);
    ck_assert_int_eq(renju_node_count(g), 1 + 2 * 225);
    ck_assert_int_eq(renju_node_action(g, kids[224], NULL, &p), RENJU_NODE_STONE);
    ck_assert_int_eq(p, 224);
    out = export_lib(g, 1, &m);
    ck_assert_uint_eq(m, n);
    ck_assert(memcmp(out, b, n) == 0);
    h = new_game(RENJU_RULES_FREESTYLE, 15);
    ck_assert_int_eq(import_lib(h, out, m, 0), (int)m);
    check_same_tree(g, h);
    free(out);
    renju_game_free(g);
    renju_game_free(h);
}
END_TEST

/* No-move nodes through a round trip: one that is a board text alone is the label,
 * also as the file's last record without its LEAF flag; one whose comment was empty
 * stays a node, and the label it carried goes on a record of its own. */
START_TEST(test_no_move_round_trips)
{
    static const unsigned char last[] = { 0x00, 0x00, 0x78, 0x00, 0x79, 0x03, 0x00, 0x01, 'A', 0 };
    static const unsigned char empty_comment[] = {
        0x00, 0x00, 0x78, 0x00, 0x79, 0x4b, 0x00, 0x01, 0, 0, 'A', 0,
    };
    unsigned char b[64], *out;
    size_t n, m;
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15), *h = new_game(RENJU_RULES_FREESTYLE, 15);

    n = library(b, last, sizeof last);
    ck_assert_int_eq(import_lib(g, b, n, 0), (int)n);
    ck_assert_int_eq(renju_node_count(g), 2);
    check_label(g, node_at(g, "0"), "i8", "A");
    n = library(b, empty_comment, sizeof empty_comment);
    ck_assert_int_eq(import_lib(g, b, n, 0), (int)n);
    ck_assert_int_eq(renju_node_count(g), 3);
    check_label(g, node_at(g, "0"), "i8", "A");
    out = export_lib(g, 1, &m);
    ck_assert_int_eq(import_lib(h, out, m, 0), (int)m);
    check_same_tree(g, h);
    ck_assert(contains(out, m, "\x79\xc2\x79\x43\x00\x01" "A", 7));
    free(out);
    renju_game_free(g);
    renju_game_free(h);
}
END_TEST

/* ------------------------------------------------------------ lines that break the rules */

START_TEST(test_illegal_lines)
{
    /* h8 i8, then a variation h9 h8 (occupied) j8, and a pass after two passes */
    static const unsigned char body[] = {
        0x00, 0x00, 0x78, 0x00, 0x79, 0x80, 0x7a, 0x40,
        0x68, 0x80, 0x78, 0x00, 0x7a, 0x40,
        0x00, 0x00, 0x00, 0x00, 0x7b, 0x40,
    };
    unsigned char b[64];
    size_t n = library(b, body, sizeof body);
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    int code, line, col;
    char msg[256];
    lm_tree model;

    ck_assert_int_eq(import_lib(g, b, n, 0), (int)n);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_ILLEGAL_LINE), 2);
    ck_assert_int_eq(renju_node_flags(g, node_at(g, "0 1 0")) & RENJU_NODE_ILLEGAL,
                     RENJU_NODE_ILLEGAL);
    ck_assert_int_gt(renju_node_error(g, node_at(g, "0 1 0"), &code, msg, sizeof msg), 0);
    ck_assert_int_eq(code, RENJU_EOCCUPIED);
    ck_assert_int_eq(renju_node_flags(g, node_at(g, "0 1 0 0")) & RENJU_NODE_UNPLAYABLE,
                     RENJU_NODE_UNPLAYABLE);
    ck_assert_int_gt(renju_node_error(g, node_at(g, "0 2 0 0"), &code, msg, sizeof msg), 0);
    ck_assert_int_eq(code, RENJU_EGAMEOVER);
    ck_assert_int_eq(lm_parse(b, n, &model), 0);
    lm_compare(g, &model, 1);
    lm_free(&model);
    /* on the main line: the import fails there, as any record's would */
    b[20 + 4] = 0x78;
    CHECK_FAILS(g, import_lib(g, b, n, 0), RENJU_EOCCUPIED);
    ck_assert_int_eq(renju_record_error_position(g, &line, &col, NULL), RENJU_OK);
    ck_assert_int_eq(col, 20 + 4 + 1);
    ck_assert_int_eq(import_lib(g, b, n, RENJU_IMPORT_PARTIAL), RENJU_EOCCUPIED);
    ck_assert_int_eq(renju_move_count(g), 1);
    ck_assert_int_eq(lm_parse(b, n, &model), 0);
    lm_compare(g, &model, 1);
    lm_free(&model);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ bad bytes */

static const struct {
    const char *what;
    const char *bytes;
    size_t n;
    int header;          /* the body follows a 3.4 header */
    size_t at;           /* the byte the error names */
    const char *says;
} bad[] = {
    { "empty", "", 0, 0, 0, "empty" },
    { "another file", "PK\x03\x04", 4, 0, 0, "not a RenLib library" },
    { "a header of another kind", "\xffRenLab\xff\x03\x04", 10, 0, 0, "not a RenLib library" },
    { "a header cut short", "\xffRenLib\xff\x03", 9, 0, 9, "cut short" },
    { "version 2", "\xffRenLib\xff\x02\x00\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff", 20, 0, 8,
      "version 2.0" },
    { "a record cut short", "\x00\x00\x78", 3, 1, 22, "cut short" },
    { "flags cut short", "\x00\x00\x78\x01\x00", 5, 1, 25, "flags" },
    { "a comment without its end", "\x00\x00\x78\x08" "abc", 7, 1, 27, "comment" },
    { "a comment cut in its pair", "\x00\x00\x78\x08" "ab\x00", 7, 1, 27, "comment" },
    { "an old comment without its end", "\x00\x00\x78\x20" "abcd", 8, 1, 28, "comment" },
    { "a board text without its end", "\x00\x00\x78\x01\x00\x01" "A", 7, 1, 27, "board text" },
    { "column 0", "\x00\x00\x78\x00\x20\x40", 6, 1, 24, "off the board" },
    { "row 16", "\x00\x00\x78\x00\xf5\x40", 6, 1, 24, "off the board" },
    { "a node past the end", "\x00\x00\x78\x40\x79\x00", 6, 1, 24, "past the end" },
    { "the root without children, then a node", "\x00\x40\x78\x00", 4, 1, 22, "past the end" },
    { "the root with a sibling", "\x00\x80\x78\x40", 4, 1, 20, "root" },
};

LOOP_TEST(0, (int)(sizeof bad / sizeof *bad))
START_TEST(test_bad_bytes)
{
    unsigned char b[64];
    size_t n;
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    char *before, *after, at[16];
    int line, col;

    play_list(g, "h8 h9");
    if (bad[_i].header)
        n = library(b, (const unsigned char *)bad[_i].bytes, bad[_i].n);
    else
        memcpy(b, bad[_i].bytes, n = bad[_i].n);
    before = dump_of(g);
    CHECK_FAILS(g, import_lib(g, b, n, RENJU_IMPORT_PARTIAL), RENJU_EPARSE);
    ck_assert_msg(strstr(failure_message(), bad[_i].says) != NULL, "%s: %s", bad[_i].what,
                  failure_message());
    snprintf(at, sizeof at, "byte %zu:", bad[_i].at);
    ck_assert_msg(strncmp(failure_message(), at, strlen(at)) == 0, "%s: %s", bad[_i].what,
                  failure_message());
    ck_assert_int_eq(renju_record_error_position(g, &line, &col, NULL), RENJU_OK);
    ck_assert_int_eq(line, 1);
    ck_assert_int_eq(col, (int)bad[_i].at + 1);
    after = dump_of(g);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    renju_game_free(g);
}
END_TEST

/* A library may end between any two records: RenLib's saved branch ends with siblings
 * announced and never given; a file without its last node's end is read as far as
 * it goes. */
START_TEST(test_open_end)
{
    unsigned char b[64];
    size_t n = library(b, (const unsigned char *)"\x00\x00\x78\x80\x79\x00", 6);
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);

    ck_assert_int_eq(import_lib(g, b, n, 0), (int)n);
    ck_assert_int_eq(renju_move_count(g), 2);
    n = library(b, (const unsigned char *)"", 0);
    ck_assert_int_eq(import_lib(g, b, n, 0), (int)n);   /* a header alone: the root */
    ck_assert_int_eq(renju_node_count(g), 1);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ charsets */

/* A library of one move, h8, whose comment is the bytes given. */
static size_t with_comment(unsigned char *b, const char *text)
{
    unsigned char body[128] = { 0x00, 0x00, 0x78, 0x48 };
    size_t n = strlen(text);

    memcpy(body + 4, text, n + 1);
    n = 4 + n + 1;
    if (n % 2)
        body[n++] = 0;
    return library(b, body, n);
}

START_TEST(test_charsets)
{
    unsigned char b[160], *out;
    char cs[40];
    size_t n, m;
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    /* GBK, as Chinese libraries are: not UTF-8, so read as GBK and said so */
    n = with_comment(b, "\xcc\xec\xd4\xaa\x08\xbf\xaa\xbe\xd6");
    ck_assert_int_eq(import_lib(g, b, n, 0), (int)n);
    check_comment(g, node_at(g, "0"), "天元\n开局");
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_CHARSET), 1);
    ck_assert_ptr_nonnull(strstr(warning_text(g, RENJU_WARN_CHARSET), "GBK"));
    ck_assert_int_eq(renju_record_charset_get(g, cs, sizeof cs), 3);
    ck_assert_str_eq(cs, "GBK");
    /* written back in the charset it was read in: the same bytes */
    out = export_lib(g, 1, &m);
    ck_assert_uint_eq(m, n);
    ck_assert(memcmp(out, b, n) == 0);
    free(out);
    /* UTF-8 text is read as UTF-8, and the charset read is forgotten by the next import */
    n = with_comment(b, "\xe5\xa4\xa9\xe5\x85\x83");
    ck_assert_int_eq(import_lib(g, b, n, 0), (int)n);
    check_comment(g, node_at(g, "0"), "天元");
    ck_assert_ptr_nonnull(strstr(warning_text(g, RENJU_WARN_CHARSET), "UTF-8"));
    ck_assert_int_eq(renju_record_charset_get(g, cs, sizeof cs), 5);
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_MOVES, "h8", 2, 0), 2);
    ck_assert_int_eq(renju_record_charset_get(g, cs, sizeof cs), 0);
    /* ASCII text: nothing to say */
    n = with_comment(b, "plain");
    ck_assert_int_eq(import_lib(g, b, n, 0), (int)n);
    ck_assert_int_eq(renju_record_warnings(g), 0);
    /* the caller's charset, kept by the import: Windows-1252 */
    CHECK_OK(g, renju_record_charset_set(g, "WINDOWS-1252"));
    n = with_comment(b, "caf\xe9");
    ck_assert_int_eq(import_lib(g, b, n, 0), (int)n);
    check_comment(g, node_at(g, "0"), "café");
    ck_assert_int_eq(renju_record_charset_get(g, cs, sizeof cs), 12);
    out = export_lib(g, 1, &m);
    ck_assert_uint_eq(m, n);
    ck_assert(memcmp(out, b, n) == 0);
    free(out);
    /* bytes the charset does not hold: that text is dropped and said so */
    CHECK_OK(g, renju_record_charset_set(g, "UTF-8"));
    ck_assert_int_eq(import_lib(g, b, n, 0), (int)n);
    check_comment(g, node_at(g, "0"), "");
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_TEXT), 1);
    renju_game_free(g);
}
END_TEST

/* Text the charset cannot hold is written '?', and said so. */
START_TEST(test_charset_lost)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *h = new_game(RENJU_RULES_RENJU, 15);
    unsigned char *out;
    size_t m;

    play_list(g, "h8");
    CHECK_OK(g, renju_node_comment_set(g, RENJU_NODE_CURRENT, "a☆b天c"));
    CHECK_OK(g, renju_record_charset_set(g, "ISO-8859-1"));
    out = export_lib(g, 1, &m);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_NOT_WRITTEN), 2);
    ck_assert(contains(out, m, "a?b?c", 6));
    ck_assert_int_eq(import_lib(h, out, m, 0), (int)m);
    check_comment(h, node_at(h, "0"), "a?b?c");
    free(out);
    /* a charset that does not keep ASCII as it is cannot be written */
    CHECK_OK(g, renju_record_charset_set(g, "UTF-16"));
    CHECK_FAILS(g, renju_tree_export(g, RENJU_FORMAT_LIB, NULL, 0), RENJU_EINVAL);
    renju_game_free(g);
    renju_game_free(h);
}
END_TEST

/* A comment's 0x08 inside its title would end the title when read back: a space. */
START_TEST(test_title_separator)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *h = new_game(RENJU_RULES_RENJU, 15);
    unsigned char *out;
    size_t m;

    play_list(g, "h8");
    CHECK_OK(g, renju_node_comment_set(g, RENJU_NODE_CURRENT, "a\bb\nc\bd"));
    out = export_lib(g, 1, &m);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_NOT_WRITTEN), 1);
    ck_assert_int_eq(import_lib(h, out, m, 0), (int)m);
    check_comment(h, node_at(h, "0"), "a b\nc\bd");
    free(out);
    renju_game_free(g);
    renju_game_free(h);
}
END_TEST

/* ------------------------------------------------------------ what a library cannot hold */

START_TEST(test_not_written)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *h;
    unsigned char *out;
    size_t m;

    /* marks, names and tags are left out and said so */
    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
    play_list(g, "h8 h9");
    CHECK_OK(g, renju_node_mark_set(g, RENJU_NODE_CURRENT, pt(g, "j9"), RENJU_MARK_CIRCLE));
    CHECK_OK(g, renju_node_name_set(g, RENJU_NODE_CURRENT, "the sword"));
    CHECK_OK(g, renju_tag_set(g, "PB", "Black"));
    out = export_lib(g, 1, &m);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_NOT_WRITTEN), 3);
    free(out);
    renju_game_free(g);
    /* an opening's decisions are left out, the moves around them kept */
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_RIF));
    play_list(g, "h8 h9 j10");
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 1));
    play_list(g, "k11");
    out = export_lib(g, 1, &m);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_NOT_WRITTEN), 1);
    ck_assert_uint_eq(m, 20 + 2 + 4 * 2);
    h = new_game(RENJU_RULES_RENJU, 15);
    ck_assert_int_eq(import_lib(h, out, m, 0), (int)m);
    ck_assert_int_eq(renju_move_count(h), 4);
    free(out);
    renju_game_free(h);
    renju_game_free(g);
    /* a set-up position, and a board other than 15x15, cannot be written */
    g = new_game(RENJU_RULES_FREESTYLE, 15);
    set_up(g, "h8", "", RENJU_WHITE);
    CHECK_FAILS(g, renju_tree_export(g, RENJU_FORMAT_LIB, NULL, 0), RENJU_EINVAL);
    CHECK_FAILS(g, renju_record_export(g, RENJU_FORMAT_LIB, NULL, 0), RENJU_EINVAL);
    renju_game_free(g);
    g = new_game(RENJU_RULES_FREESTYLE, 19);
    CHECK_FAILS(g, renju_tree_export(g, RENJU_FORMAT_LIB, NULL, 0), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

/* A library is 15x15: another board takes it only with RENJU_IMPORT_RULES. */
START_TEST(test_board_size)
{
    size_t n;
    char *text = read_file(LIB_DIR, "null_move2.lib", &n);
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 19);

    CHECK_FAILS(g, import_lib(g, text, n, 0), RENJU_EINVAL);
    ck_assert_int_eq(import_lib(g, text, n, RENJU_IMPORT_RULES), (int)n);
    ck_assert_int_eq(renju_game_size(g), 15);
    ck_assert_int_eq(renju_game_ruleset(g), RENJU_RULES_FREESTYLE);
    free(text);
    renju_game_free(g);
}
END_TEST

/* The buffer convention: measured, too small, exact; and import_next reads it whole. */
START_TEST(test_buffers_and_next)
{
    renju_game *g = made_tree();
    char small[8];
    size_t at = 0, m;
    unsigned char *out = export_lib(g, 1, &m);

    CHECK_FAILS(g, renju_tree_export(g, RENJU_FORMAT_LIB, small, sizeof small), RENJU_EBUFSIZE);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_LIB, (char *)out, m, &at, 0), 1);
    ck_assert_uint_eq(at, m);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_LIB, (char *)out, m, &at, 0), 0);
    ck_assert_int_eq(renju_move_count(g), 5);
    free(out);
    renju_game_free(g);
}
END_TEST

#include "check_lib.tests.h"

int main(void)
{
    return run_suite(tests_suite("lib"));
}
