/* SPDX-License-Identifier: MIT */
/* check_sgf_tree.c - SGF game trees (renju_record(3), SGF): trees built with the API
 * (deep, wide, every note and flag, the opening's decisions, verdicts in variations)
 * and records of what the API cannot build (lines that break the rules, nodes without
 * a move, set-up stones after the first node, properties the library does not use),
 * written, read and written again; random trees written by the library and by a writer
 * of this file, read by the library and by a small recursive-descent reader of this
 * file, compared node by node with the tree they were made from; files of thousands of
 * variations; allocation failure at every point of an import and of an export; bad
 * input of every kind, the game left as it was. */
#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

/* ------------------------------------------------------------ text buffers */

typedef struct sbuf {
    char *s;
    size_t n, cap;
} sbuf;

static void sb_grow(sbuf *b, size_t more)
{
    if (b->n + more + 1 <= b->cap)
        return;
    while (b->n + more + 1 > b->cap)
        b->cap = b->cap ? b->cap * 2 : 4096;
    b->s = realloc(b->s, b->cap);
    ck_assert_ptr_nonnull(b->s);
}

static void sb_printf(sbuf *b, const char *fmt, ...)
{
    va_list ap;
    int n;

    va_start(ap, fmt);
    n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    sb_grow(b, (size_t)n);
    va_start(ap, fmt);
    vsnprintf(b->s + b->n, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->n += (size_t)n;
}

static void sb_mem(sbuf *b, const char *s, size_t n)
{
    sb_grow(b, n);
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = '\0';
}

/* ------------------------------------------------------------ the tree as text */

/* A node's text notes into b: comment, name, labels, marks, set-up stones, kept
 * properties, and its error. */
static void dump_notes(renju_game *g, int n, sbuf *b)
{
    static char text[1 << 21];
    int pts[450], vals[450], cnt, k, code;

    ck_assert_int_ge(renju_node_comment_get(g, n, text, sizeof text), 0);
    sb_printf(b, " c'%s'", text);
    ck_assert_int_ge(renju_node_name_get(g, n, text, sizeof text), 0);
    sb_printf(b, " n'%s'", text);
    cnt = renju_node_labels(g, n, pts, 450);
    ck_assert_int_ge(cnt, 0);
    for (k = 0; k < cnt; k++) {
        ck_assert_int_ge(renju_node_label_get(g, n, pts[k], text, sizeof text), 1);
        sb_printf(b, " L%d'%s'", pts[k], text);
    }
    cnt = renju_node_marks(g, n, pts, vals, 450);
    for (k = 0; k < cnt; k++)
        sb_printf(b, " M%d=%d", pts[k], vals[k]);
    cnt = renju_node_setup(g, n, pts, vals, 450);
    for (k = 0; k < cnt; k++)
        sb_printf(b, " S%d=%d", pts[k], vals[k]);
    ck_assert_int_ge(renju_node_properties(g, n, text, sizeof text), 0);
    sb_printf(b, " p'%s'", text);
    ck_assert_int_ge(renju_node_error(g, n, &code, text, sizeof text), 0);
    if (code)
        sb_printf(b, " E%d", code);
    cnt = renju_node_offers(g, n, pts, 450);
    for (k = 0; k < cnt; k++)
        sb_printf(b, " O%d", pts[k]);
}

/* The whole tree and where the game stands: each node in pre-order with its depth,
 * action, flags (RENJU_NODE_KEPT aside: what a record holds is kept, what was played
 * may not be) and notes, then the path and the position.  Two games with the same
 * dump hold the same tree. */
static char *dump(renju_game *g)
{
    sbuf b = { NULL, 0, 0 };
    int n, k, c, v, pts[450], cnt;

    sb_grow(&b, 0);
    b.s[0] = '\0';
    for (n = 0; n != RENJU_NO_NODE; n = renju_node_next(g, n)) {
        ck_assert_int_ge(n, 0);
        k = renju_node_action(g, n, &c, &v);
        ck_assert_int_ge(k, 0);
        sb_printf(&b, "%d:%d/%d/%d/%d", renju_node_depth(g, n), k, c, v,
                  renju_node_flags(g, n) & ~RENJU_NODE_KEPT);
        dump_notes(g, n, &b);
        sb_printf(&b, "\n");
    }
    cnt = renju_node_line(g, RENJU_NODE_CURRENT, pts, 450);
    sb_printf(&b, "at");
    for (k = 0; k < cnt; k++)
        sb_printf(&b, " %d", pts[k]);
    sb_printf(&b, " | depth %d, %d stones, result %d/%d, %d nodes\n",
              renju_node_depth(g, RENJU_NODE_CURRENT), renju_stone_count(g), renju_result(g),
              renju_result_reason(g), renju_node_count(g));
    return b.s;
}

static char *tree_text(renju_game *g)
{
    int n = renju_tree_export(g, RENJU_FORMAT_SGF, NULL, 0);
    char *s;

    ck_assert_msg(n > 0, "tree export: %d %s", n, renju_errmsg(g));
    s = malloc((size_t)n);
    ck_assert_ptr_nonnull(s);
    ck_assert_int_eq(renju_tree_export(g, RENJU_FORMAT_SGF, s, (size_t)n), n - 1);
    return s;
}

static char *path_text(renju_game *g)
{
    return export_record(g, RENJU_FORMAT_SGF, NULL);
}

static renju_game *game_like(renju_game *g)
{
    renju_game *h = new_game(renju_game_ruleset(g), renju_game_size(g));
    int v;

    ck_assert_int_eq(renju_option_get(g, RENJU_OPT_OPENING, &v), RENJU_OK);
    ck_assert_int_eq(renju_option_set(h, RENJU_OPT_OPENING, v), RENJU_OK);
    return h;
}

/* Read text into a game like g (or a renju game), which must read all of it. */
static renju_game *read_into(renju_game *like, const char *text, int flags)
{
    renju_game *h = like ? game_like(like) : new_game(RENJU_RULES_RENJU, 15);
    int rc = renju_record_import(h, RENJU_FORMAT_SGF, text, strlen(text),
                                 flags | RENJU_IMPORT_RULES);

    ck_assert_msg(rc >= 0 && (size_t)rc + 1 >= strlen(text),
                  "import: %d %s\n%.400s", rc, renju_errmsg(h), text);
    return h;
}

/* The tree of g written, read and written again: the same bytes, the same tree. */
static void tree_round_trip(renju_game *g, int flags)
{
    char *a = tree_text(g), *b, *da, *db;
    renju_game *h = read_into(g, a, flags);

    b = tree_text(h);
    ck_assert_msg(strcmp(a, b) == 0, "written again differently:\n%s---\n%s", a, b);
    /* a game read stands at the end of its main line: so must the first, compared */
    renju_game_free(h);
    h = read_into(g, b, flags);
    da = dump(h);
    renju_game_free(h);
    h = read_into(g, a, flags);
    db = dump(h);
    ck_assert_str_eq(da, db);
    free(a);
    free(b);
    free(da);
    free(db);
    renju_game_free(h);
}

/* g's tree, written and read, is g's own: node by node, the game standing where a
 * reader stands, at the end of the main line. */
static void reads_back_as_itself(renju_game *g)
{
    char *text = tree_text(g), *before, *after;
    renju_game *h = read_into(g, text, 0), *c;

    ck_assert_int_eq(renju_game_clone(&c, g), RENJU_OK);
    ck_assert_int_eq(renju_tree_root(c), RENJU_OK);
    while (renju_tree_child(c, 0) == RENJU_OK)
        ;
    before = dump(c);
    after = dump(h);
    ck_assert_msg(strcmp(before, after) == 0, "%s\n---\n%s\n---\n%s", text, before, after);
    free(before);
    free(after);
    free(text);
    renju_game_free(h);
    renju_game_free(c);
}

static int at(renju_game *g, const char *name)
{
    return pt(g, name);
}

static void play(renju_game *g, const char *moves)
{
    char buf[512], *w;

    snprintf(buf, sizeof buf, "%s", moves);
    for (w = strtok(buf, " "); w; w = strtok(NULL, " "))
        ck_assert_msg(renju_play(g, at(g, w)) == RENJU_OK, "%s: %s", w, renju_errmsg(g));
}

/* ------------------------------------------------------------ trees built with the API */

TEST_CASE("api")

START_TEST(test_line_writes_as_before)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    char *a, *b;

    play(g, "h8 h9 j8 j9 l8 l9 n8 n9 b2 b3 d4");
    a = path_text(g);
    ck_assert_str_eq(a, "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju]\n"
                        ";B[hh];W[hg];B[jh];W[jg];B[lh];W[lg];B[nh];W[ng];B[bn];W[bm]\n"
                        ";B[dl]\n)\n");
    /* a line is its own tree */
    b = tree_text(g);
    ck_assert_str_eq(a, b);
    free(a);
    free(b);
    renju_game_free(g);
}
END_TEST

/* Every note, and the flags a user sets, on the root and on a move. */
static void annotate(renju_game *g, int node)
{
    CHECK_OK(g, renju_node_comment_set(g, node, "a ]comment[ with \\ and : and\nlines"));
    CHECK_OK(g, renju_node_name_set(g, node, "caf\xc3\xa9 ]"));
    CHECK_OK(g, renju_node_label_set(g, node, at(g, "a1"), "A:]\\"));
    CHECK_OK(g, renju_node_label_set(g, node, at(g, "o15"), "\xe4\xb8\xad"));
    CHECK_OK(g, renju_node_mark_set(g, node, at(g, "b2"), RENJU_MARK_CIRCLE));
    CHECK_OK(g, renju_node_mark_set(g, node, at(g, "c3"), RENJU_MARK_CIRCLE));
    CHECK_OK(g, renju_node_mark_set(g, node, at(g, "d4"), RENJU_MARK_TRIANGLE));
    CHECK_OK(g, renju_node_mark_set(g, node, at(g, "e5"), RENJU_MARK_SQUARE));
    CHECK_OK(g, renju_node_mark_set(g, node, at(g, "f6"), RENJU_MARK_CROSS));
    CHECK_OK(g, renju_node_flag_set(g, node, RENJU_NODE_MARKED, 1));
    CHECK_OK(g, renju_node_flag_set(g, node, RENJU_NODE_START, 1));
}

START_TEST(test_every_note)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    char *a;

    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
    CHECK_OK(g, renju_tag_set(g, "PB", "Black ]"));
    play(g, "h8 h9");
    annotate(g, 0);
    annotate(g, 1);
    CHECK_OK(g, renju_node_comment_set(g, 2, "only a comment"));
    a = path_text(g);
    ck_assert_str_eq(a,
        "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju]\nPB[Black \\]]\n"
        "C[a \\]comment[ with \\\\ and : and\nlines]N[caf\xc3\xa9 \\]]"
        "LB[ao:A\\:\\]\\\\][oa:\xe4\xb8\xad]CR[bn][cm]TR[dl]SQ[ek]MA[fj]HO[1]START[]\n"
        ";B[hh]C[a \\]comment[ with \\\\ and : and\nlines]N[caf\xc3\xa9 \\]]"
        "LB[ao:A\\:\\]\\\\][oa:\xe4\xb8\xad]CR[bn][cm]TR[dl]SQ[ek]MA[fj]HO[1]START[]"
        ";W[hg]C[only a comment]\n)\n");
    reads_back_as_itself(g);
    tree_round_trip(g, 0);
    free(a);
    renju_game_free(g);
}
END_TEST

START_TEST(test_deep_and_wide)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    int i, fill[225], kids;
    char *a;

    no_five_fill(15, fill);
    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
    /* wide: every point a variation of the first move */
    for (i = 0; i < 225; i++) {
        CHECK_OK(g, renju_play(g, i));
        CHECK_OK(g, renju_undo(g));
    }
    /* deep: a line to the last point, and a branch at every second node of it */
    CHECK_OK(g, renju_tree_child(g, fill[0]));
    for (i = 1; i < 224; i++) {
        CHECK_OK(g, renju_play(g, fill[i]));
        if (i % 2 == 0) {
            CHECK_OK(g, renju_undo(g));
            CHECK_OK(g, renju_pass(g));
            CHECK_OK(g, renju_node_comment_set(g, RENJU_NODE_CURRENT, "pass"));
            CHECK_OK(g, renju_undo(g));
            CHECK_OK(g, renju_tree_child(g, 0));
        }
    }
    kids = renju_node_children(g, 0, NULL, 0);
    ck_assert_int_eq(kids, 225);
    a = tree_text(g);
    ck_assert_ptr_nonnull(strstr(a, "\n(;B[aa]\n)\n(;B[ba]\n)\n"));
    reads_back_as_itself(g);
    tree_round_trip(g, 0);
    free(a);
    renju_game_free(g);
}
END_TEST

/* The opening's decisions in variations: Yamaguchi's declaration, swap and offers, the
 * 5th move chosen, both swaps tried. */
START_TEST(test_opening_decisions)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int offers[3];
    char *a;

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_YAMAGUCHI));
    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
    play(g, "h8 h9 j10");
    CHECK_OK(g, renju_declare(g, RENJU_PLAYER_FIRST, 3));
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 1));
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 0));
    play(g, "g9");
    offers[0] = at(g, "k11");
    offers[1] = at(g, "g10");
    offers[2] = at(g, "e11");
    CHECK_OK(g, renju_propose(g, renju_expected_player(g), offers, 3));
    CHECK_OK(g, renju_choose_offer(g, renju_expected_player(g), offers[1]));
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_choose_offer(g, renju_expected_player(g), offers[2]));
    a = tree_text(g);
    ck_assert_ptr_nonnull(strstr(a, ";DECLARE[3]\n(;SWAP[yes]\n)\n(;SWAP[no];W[gg]"));
    ck_assert_ptr_nonnull(strstr(a, "OFFERS[ke][gf][ee]\n(;B[gf]\n)\n(;B[ee]\n)\n"));
    reads_back_as_itself(g);
    tree_round_trip(g, 0);
    free(a);
    renju_game_free(g);
}
END_TEST

/* Verdicts and draws: RE tells the main line's last one; elsewhere, or with notes of
 * their own, they are nodes with the private properties. */
START_TEST(test_verdicts_in_variations)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    char *a;

    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
    play(g, "h8 h9");
    CHECK_OK(g, renju_resign(g, RENJU_BLACK));
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_forfeit(g, RENJU_WHITE, RENJU_REASON_TIME));
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_offer_draw(g, at(g, "i9")));
    CHECK_OK(g, renju_accept_draw(g));
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_decline_draw(g));
    a = tree_text(g);
    /* the main line ends with the resignation: RE says it, and says nothing else */
    ck_assert_ptr_nonnull(strstr(a, "RE[W+R]\n"));
    ck_assert_ptr_nonnull(strstr(a, "(;RESULT[W+R]\n)\n(;RESULT[B+T]\n)\n"
                                    "(;B[ig]DRAW[offer]\n(;DRAW[accept]\n)\n(;DRAW[decline]\n)\n)\n"));
    reads_back_as_itself(g);
    tree_round_trip(g, 0);
    free(a);
    /* a resignation alone at the end: RE, as before */
    CHECK_OK(g, renju_tree_delete(g, 4));
    CHECK_OK(g, renju_tree_delete(g, 5));
    a = tree_text(g);
    ck_assert_str_eq(a, "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju]\nRE[W+R]\n;B[hh];W[hg]\n)\n");
    free(a);
    /* with a comment of its own, it is a node */
    CHECK_OK(g, renju_node_comment_set(g, 3, "resigned"));
    a = tree_text(g);
    ck_assert_str_eq(a, "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju]\nRE[W+R]\n;B[hh];W[hg]"
                        ";RESULT[W+R]C[resigned]\n)\n");
    reads_back_as_itself(g);
    free(a);
    renju_game_free(g);
}
END_TEST

/* The tree is written whatever node the game stands on; the path with its notes. */
START_TEST(test_path_and_tree_from_anywhere)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    char *a, *b, *p;

    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
    play(g, "h8 h9 i9");
    CHECK_OK(g, renju_node_comment_set(g, RENJU_NODE_CURRENT, "i9"));
    CHECK_OK(g, renju_tree_parent(g));
    play(g, "j10");
    CHECK_OK(g, renju_node_label_set(g, RENJU_NODE_CURRENT, at(g, "h8"), "x"));
    a = tree_text(g);
    CHECK_OK(g, renju_tree_root(g));
    b = tree_text(g);
    ck_assert_str_eq(a, b);
    free(b);
    /* the path to j10: only that line, with its notes */
    CHECK_OK(g, renju_tree_follow(g, (const int[]){ 0, 0, 1 }, 3));
    p = path_text(g);
    ck_assert_str_eq(p, "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju]\n;B[hh];W[hg];B[jf]LB[hh:x]\n)\n");
    free(p);
    free(a);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ records the API cannot build */

/* Illegal lines in variations, a move off the board, nodes without a move, set-up
 * stones and PL after the first node, properties not used, tags off the main line. */
static const char rich[] =
    "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju]AP[Test:1]C[root]\n"
    ";B[hh]XY[1][2]\n"
    "(;W[hg];;B[ig]C[after a node without a move]AB[aa][bb]AE[cc]PL[W]"
    "(;W[ii]TR[aa:bb])(;W[hh]C[occupied];B[jj];W[kk])(;W[zz];B[ll]))\n"
    "(;W[ig]PB[a tag here is kept];B[ii])\n"
    "(;W[gg]HO[2]START[]GN[x];RESULT[B+R];C[after the end]))\n";

TEST_CASE("records")

START_TEST(test_what_the_api_cannot_build)
{
    renju_game *g = read_into(NULL, rich, 0);
    int kids[8], code, pts[8], cols[8], n;
    char text[128];

    /* the main line: h8 h9, the node without a move, i9, i10 */
    ck_assert_int_eq(renju_move_count(g), 4);
    ck_assert_int_eq(renju_node_count(g), 16);
    n = renju_node_parent(g, RENJU_NODE_CURRENT);
    ck_assert_int_eq(renju_node_setup(g, n, pts, cols, 8), 3);
    ck_assert_int_eq(pts[0], at(g, "a15"));
    ck_assert_int_eq(cols[0], RENJU_BLACK);
    ck_assert_int_eq(cols[2], RENJU_EMPTY);
    renju_node_properties(g, n, text, sizeof text);
    ck_assert_str_eq(text, "PL[W]");
    ck_assert_int_eq(renju_node_action(g, renju_node_parent(g, n), NULL, NULL), RENJU_NODE_NONE);
    /* the set-up stones are not placed */
    ck_assert_int_eq(renju_stone(g, at(g, "a15")), RENJU_EMPTY);
    /* the three variations of i9 */
    ck_assert_int_eq(renju_node_children(g, n, kids, 8), 3);
    ck_assert_int_eq(renju_node_marks(g, kids[0], pts, cols, 8), 4);   /* the rectangle */
    ck_assert_int_eq(renju_node_flags(g, kids[1]) & RENJU_NODE_ILLEGAL, RENJU_NODE_ILLEGAL);
    renju_node_error(g, kids[1], &code, text, sizeof text);
    ck_assert_int_eq(code, RENJU_EOCCUPIED);
    ck_assert_int_eq(renju_node_flags(g, renju_node_next(g, kids[1])) & RENJU_NODE_UNPLAYABLE,
                     RENJU_NODE_UNPLAYABLE);
    ck_assert_int_eq(renju_tree_goto(g, kids[1]), RENJU_EOCCUPIED);
    /* off the board: kept as its text, a node without an action */
    ck_assert_int_eq(renju_node_action(g, kids[2], NULL, NULL), RENJU_NODE_NONE);
    renju_node_error(g, kids[2], &code, text, sizeof text);
    ck_assert_int_eq(code, RENJU_ERANGE);
    ck_assert_str_eq(text, "zz is off the 15x15 board");
    renju_node_properties(g, kids[2], text, sizeof text);
    ck_assert_str_eq(text, "W[zz]");
    /* the warnings: the set-up stones and PL (once), two illegal lines */
    ck_assert_int_eq(renju_record_warnings(g), 3);
    /* the tag off the main line is the node's; the game's is unchanged */
    ck_assert_int_eq(renju_tag_get(g, "PB", text, sizeof text), 0);
    ck_assert_int_eq(renju_node_children(g, 1, kids, 8), 3);
    renju_node_properties(g, kids[1], text, sizeof text);
    ck_assert_str_eq(text, "PB[a tag here is kept]");
    renju_node_properties(g, 1, text, sizeof text);
    ck_assert_str_eq(text, "XY[1][2]");
    /* the root keeps what it held */
    renju_node_properties(g, 0, text, sizeof text);
    ck_assert_str_eq(text, "AP[Test:1]");
    tree_round_trip(g, 0);
    reads_back_as_itself(g);
    renju_game_free(g);
}
END_TEST

/* Others' files (tests/data/records/sgf) read back to the same tree from what the
 * library writes of them. */
START_TEST(test_others_files)
{
    static const char *const files[] = {
        "renlib_analysis.sgf", "gowrite_soosorv.sgf", "zjrenju_gb2312.sgf", "shiftjis_rif.sgf",
        "gomoku_app_gm1.sgf", "webapp_one_node.sgf"
    };
    size_t i, len;
    char *text, *first, *again;
    renju_game *g, *h;

    for (i = 0; i < sizeof files / sizeof *files; i++) {
        text = read_file(TOP_SRCDIR "/tests/data/records/sgf/", files[i], &len);
        g = read_into(NULL, text, 0);
        first = dump(g);
        free(text);
        text = tree_text(g);
        h = read_into(g, text, 0);
        again = dump(h);
        ck_assert_msg(strcmp(first, again) == 0, "%s:\n%s---\n%s", files[i], first, again);
        tree_round_trip(g, 0);
        free(text);
        free(first);
        free(again);
        renju_game_free(g);
        renju_game_free(h);
    }
}
END_TEST

/* On the main line an illegal action fails the import, as in any record; with
 * RENJU_IMPORT_PARTIAL the whole tree is kept and the game stands before it. */
START_TEST(test_illegal_main_line)
{
    static const char text[] = "(;B[hh](;W[hh];B[ig](;W[aa])(;W[bb]))(;W[hg]C[fine]))";
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *h;
    int l, c, m;
    char *a;

    play(g, "h8");
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_SGF, text, strlen(text), 0),
                     RENJU_EOCCUPIED);
    renju_record_error_position(g, &l, &c, &m);
    ck_assert_int_eq(c, 12);
    ck_assert_int_eq(m, 2);
    ck_assert_int_eq(renju_move_count(g), 1);
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_SGF, text, strlen(text),
                                         RENJU_IMPORT_PARTIAL), RENJU_EOCCUPIED);
    ck_assert_int_eq(renju_node_count(g), 7);
    ck_assert_int_eq(renju_move_count(g), 1);      /* h8, before the illegal h8 */
    ck_assert_int_eq(renju_node_flags(g, 2) & RENJU_NODE_ILLEGAL, RENJU_NODE_ILLEGAL);
    /* the variation beside it is fine, and the game can go there */
    CHECK_OK(g, renju_tree_child(g, 1));
    a = tree_text(g);
    ck_assert_ptr_nonnull(strstr(a, ";B[hh]\n(;W[hh];B[ig]\n(;W[aa]\n)\n(;W[bb]\n)\n)\n"));
    h = new_game(RENJU_RULES_RENJU, 15);
    ck_assert_int_eq(renju_record_import(h, RENJU_FORMAT_SGF, a, strlen(a),
                                         RENJU_IMPORT_PARTIAL), RENJU_EOCCUPIED);
    free(a);
    renju_game_free(h);
    renju_game_free(g);
}
END_TEST

/* Nodes without a move are played and taken back as any node: undo, redo, the move
 * list leaves them out, a comment after the end leaves the game over. */
START_TEST(test_nodes_without_a_move)
{
    renju_game *g = read_into(NULL, "(;B[hh];C[a];W[hg];C[b])", 0);
    char *s;

    ck_assert_int_eq(renju_node_count(g), 5);
    ck_assert_int_eq(renju_move_count(g), 2);
    ck_assert_int_eq(renju_node_action(g, RENJU_NODE_CURRENT, NULL, NULL), RENJU_NODE_NONE);
    CHECK_OK(g, renju_undo(g));
    ck_assert_int_eq(renju_move_count(g), 2);
    CHECK_OK(g, renju_undo(g));
    ck_assert_int_eq(renju_move_count(g), 1);
    CHECK_OK(g, renju_redo(g));
    CHECK_OK(g, renju_redo(g));
    ck_assert_int_eq(renju_node_depth(g, RENJU_NODE_CURRENT), 4);
    s = export_record(g, RENJU_FORMAT_MOVES, NULL);
    ck_assert_str_eq(s, "h8 h9\n");
    free(s);
    renju_game_free(g);
    /* a comment after a five: the game stays won */
    g = read_into(NULL, "(;FF[4];B[hh];W[aa];B[ih];W[ba];B[jh];W[ca];B[kh];W[da];B[lh];C[won])", 0);
    ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);
    ck_assert_int_eq(renju_node_action(g, RENJU_NODE_CURRENT, NULL, NULL), RENJU_NODE_NONE);
    CHECK_OK(g, renju_undo(g));
    ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);
    tree_round_trip(g, 0);
    renju_game_free(g);
}
END_TEST

/* Text in another character set, in variations too; a property that cannot be kept in
 * UTF-8 is dropped, the rest kept. */
START_TEST(test_charsets_in_the_tree)
{
    static const char gb[] = "(;GM[4]CA[gb2312]GN[\xcd\xf5];B[hh](;W[ii]C[\xcd\xf5])"
                             "(;W[jj]LB[aa:\xcd\xf5]XX[\xcd\xf5]))";
    renju_game *g = read_into(NULL, gb, 0);
    char text[64];
    int code, count, kids[2];

    ck_assert_int_eq(renju_node_comment_get(g, RENJU_NODE_CURRENT, text, sizeof text), 3);
    ck_assert_str_eq(text, "\xe7\x8e\x8b");
    ck_assert_int_eq(renju_node_children(g, 1, kids, 2), 2);
    renju_node_label_get(g, kids[1], at(g, "a15"), text, sizeof text);
    ck_assert_str_eq(text, "\xe7\x8e\x8b");
    renju_node_properties(g, kids[1], text, sizeof text);
    ck_assert_str_eq(text, "XX[\xe7\x8e\x8b]");
    ck_assert_int_eq(renju_record_warnings(g), 1);
    renju_record_warning(g, 0, &code, NULL, NULL, &count);
    ck_assert_int_eq(code, RENJU_WARN_CHARSET);
    ck_assert_int_eq(count, 4);
    tree_round_trip(g, 0);
    renju_game_free(g);
    /* bytes that are not UTF-8: that property is dropped, said once */
    g = read_into(NULL, "(;GM[4]CA[UTF-8];B[hh]XX[\xff]YY[ok]C[\xfe])", 0);
    renju_node_properties(g, 1, text, sizeof text);
    ck_assert_str_eq(text, "YY[ok]");
    ck_assert_int_eq(renju_node_comment_get(g, 1, NULL, 0), 1);
    ck_assert_int_eq(renju_record_warnings(g), 1);
    renju_record_warning(g, 0, &code, NULL, NULL, &count);
    ck_assert_int_eq(code, RENJU_WARN_TEXT);
    ck_assert_int_eq(count, 2);
    renju_game_free(g);
    /* Shift_JIS's 0x5C trail byte escaping the bracket after it: in UTF-8 that bracket
     * would end the value, so the property is dropped rather than written broken */
    g = read_into(NULL, "(;GM[4]CA[Shift_JIS];B[hh]XX[\x95\\]]YY[ok])", 0);
    renju_node_properties(g, 1, text, sizeof text);
    ck_assert_str_eq(text, "YY[ok]");
    renju_record_warning(g, 1, &code, NULL, NULL, &count);
    ck_assert_int_eq(code, RENJU_WARN_TEXT);
    tree_round_trip(g, 0);
    renju_game_free(g);
}
END_TEST

/* Marks and labels the board cannot hold are skipped with a warning, never an error;
 * a second mark or label at a point replaces the first. */
START_TEST(test_marks_the_board_cannot_hold)
{
    renju_game *g = read_into(NULL, "(;GM[4];B[hh]TR[zz][][aa][x]LB[aa:][bb]SQ[aa]"
                                    "LB[cc:1][cc:2]MA[ab:ba])", 0);
    int pts[8], marks[8], code, count;
    char text[8];

    /* a15: a triangle, then a square, then a cross, where the triangle stood */
    ck_assert_int_eq(renju_node_marks(g, 1, pts, marks, 8), 4);
    ck_assert_int_eq(pts[0], at(g, "a15"));
    ck_assert_int_eq(marks[0], RENJU_MARK_CROSS);
    ck_assert_int_eq(pts[3], at(g, "b14"));
    ck_assert_int_eq(renju_node_labels(g, 1, pts, 8), 1);
    renju_node_label_get(g, 1, at(g, "c13"), text, sizeof text);
    ck_assert_str_eq(text, "2");
    ck_assert_int_eq(renju_record_warnings(g), 1);
    renju_record_warning(g, 0, &code, NULL, NULL, &count);
    ck_assert_int_eq(code, RENJU_WARN_SKIPPED);
    ck_assert_int_eq(count, 5);
    renju_game_free(g);
}
END_TEST

/* Empty values: a property kept as it came, an empty comment or name (none), first in
 * a node whose notes need no byte (what fuzzing found). */
START_TEST(test_empty_values)
{
    renju_game *g = read_into(NULL, "(;GM[4]EV[]XX[];C[]N[]YY[][];B[hh]ZZ[])", 0);
    char text[32];

    renju_node_properties(g, 0, text, sizeof text);
    ck_assert_str_eq(text, "XX[]");
    renju_node_properties(g, 1, text, sizeof text);
    ck_assert_str_eq(text, "YY[][]");
    ck_assert_int_eq(renju_node_comment_get(g, 1, NULL, 0), 1);
    ck_assert_int_eq(renju_node_name_get(g, 1, NULL, 0), 1);
    tree_round_trip(g, 0);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ random trees */

/* The tree as this test makes it, apart from the library's: moves, the lines that break
 * the rules, and a comment, a label and marks on some nodes. */
#define M_MAX 1500
#define M_KIDS 6
typedef struct mnode {
    int point, colour;
    int bad;                   /* 1: breaks the rules (an occupied point), 2: below one */
    char comment[40];
    int label_pt;              /* -1 if none */
    char label[16];
    int nmarks, mark_pt[3], mark[3];
    int nkids, kids[M_KIDS];
} mnode;

typedef struct model {
    mnode n[M_MAX];
    int count;
} model;

static const char *const comment_bits[] = {
    "x", "]", "\\", ":", "a b", "\n", "\xc3\xa9", "\xe4\xb8\xad", "((;", ")", "[", "C[x]"
};

static void random_text(unsigned long long *rs, char *out, size_t cap, int parts)
{
    size_t n = 0, k;
    int i;

    out[0] = '\0';
    for (i = 0; i < parts; i++) {
        const char *b = comment_bits[rnd_next(rs, sizeof comment_bits / sizeof *comment_bits)];
        k = strlen(b);
        if (n + k + 1 > cap)
            break;
        memcpy(out + n, b, k + 1);
        n += k;
    }
}

static void random_notes(mnode *m, unsigned long long *rs)
{
    int k;

    m->comment[0] = '\0';
    m->label_pt = -1;
    m->nmarks = 0;
    if (rnd_next(rs, 3) == 0)
        random_text(rs, m->comment, sizeof m->comment, 1 + (int)rnd_next(rs, 5));
    if (rnd_next(rs, 4) == 0) {
        m->label_pt = (int)rnd_next(rs, 225);
        random_text(rs, m->label, sizeof m->label, 1 + (int)rnd_next(rs, 2));
        if (strchr(m->label, '\n'))
            strcpy(m->label, "L");
    }
    if (rnd_next(rs, 4) == 0)
        for (k = 0; k < 3; k++) {
            m->mark_pt[m->nmarks] = 10 * k + (int)rnd_next(rs, 10);
            m->mark[m->nmarks++] = 1 + (int)rnd_next(rs, 4);
        }
}

static int m_new(model *m, int parent, int point, int colour, int bad, unsigned long long *rs)
{
    int id = m->count++;
    mnode *x = &m->n[id];

    ck_assert_int_lt(id, M_MAX);
    x->point = point;
    x->colour = colour;
    x->bad = bad;
    x->nkids = 0;
    random_notes(x, rs);
    if (parent >= 0)
        m->n[parent].kids[m->n[parent].nkids++] = id;
    return id;
}

/* Children for node id, whose position g stands on (unless it is bad), and below them:
 * the first child of the main line always keeps the rules. */
static void m_grow(model *m, renju_game *g, int id, int depth, int main, unsigned long long *rs)
{
    int k, nk = depth > 14 ? 0 : main ? 1 + (int)rnd_next(rs, 3) : (int)rnd_next(rs, 3);
    int c, p, tries, side, colour = m->n[id].colour == RENJU_BLACK ? RENJU_WHITE : RENJU_BLACK;
    int moves[450], nm;

    if (id == 0)
        colour = RENJU_BLACK;
    for (k = 0; k < nk && m->count + 2 < M_MAX; k++) {
        if (m->n[id].bad) {
            c = m_new(m, id, (int)rnd_next(rs, 225), colour, 2, rs);
            m_grow(m, g, c, depth + 1, 0, rs);
            continue;
        }
        side = renju_side_to_move(g);
        nm = renju_moves(g, moves, 450);
        if (nm > 0 && rnd_next(rs, 6) == 0 && !(main && k == 0)) {
            /* a point taken already: a line that breaks the rules */
            p = moves[rnd_next(rs, (unsigned)nm)];
            if (p != RENJU_PASS) {
                c = m_new(m, id, p, side, 1, rs);
                m_grow(m, g, c, depth + 1, 0, rs);
                continue;
            }
        }
        for (tries = 0; tries < 30; tries++) {
            p = (int)rnd_next(rs, 225);
            if (renju_stone(g, p) == RENJU_EMPTY && renju_play(g, p) == RENJU_OK)
                break;
        }
        if (tries == 30)
            return;
        c = m_new(m, id, p, side, 0, rs);
        m_grow(m, g, c, depth + 1, main && k == 0, rs);
        ck_assert_int_eq(renju_undo(g), RENJU_OK);
    }
}

static void random_model(model *m, unsigned long long *rs)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    m->count = 0;
    m_new(m, -1, 0, RENJU_EMPTY, 0, rs);
    m_grow(m, g, 0, 0, 1, rs);
    renju_game_free(g);
}

/* ------------------------------------------------------------ this test's writer */

static void w_ws(sbuf *b, unsigned long long *rs)
{
    static const char *const ws[] = { "", "", "", " ", "\n", "\r\n", "\t " };
    const char *s = ws[rnd_next(rs, 7)];

    sb_mem(b, s, strlen(s));
}

static void w_text(sbuf *b, const char *s, int composed, unsigned long long *rs)
{
    for (; *s; s++) {
        if (*s == ']' || *s == '\\' || (composed && *s == ':' && rnd_next(rs, 2)))
            sb_mem(b, "\\", 1);
        sb_mem(b, s, 1);
    }
}

static void w_point(sbuf *b, int p)
{
    char c[2];

    c[0] = (char)('a' + p % 15);
    c[1] = (char)('a' + 14 - p / 15);
    sb_mem(b, c, 2);
}

static void w_node(sbuf *b, const mnode *x, int root, unsigned long long *rs)
{
    static const char *const marks[5] = { "", "TR", "SQ", "CR", "MA" };
    int k, j, done[5] = { 0 };

    if (!root) {
        sb_printf(b, ";%s[", x->colour == RENJU_BLACK ? "B" : "W");
        w_point(b, x->point);
        sb_mem(b, "]", 1);
    }
    if (x->comment[0]) {
        w_ws(b, rs);
        sb_mem(b, "C[", 2);
        w_text(b, x->comment, 0, rs);
        sb_mem(b, "]", 1);
    }
    if (x->label_pt >= 0) {
        sb_mem(b, "LB[", 3);
        w_point(b, x->label_pt);
        sb_mem(b, ":", 1);
        w_text(b, x->label, 1, rs);
        sb_mem(b, "]", 1);
    }
    /* each kind of mark one property, its values in the order of the model */
    for (k = 0; k < x->nmarks; k++) {
        if (done[x->mark[k]]++)
            continue;
        sb_mem(b, marks[x->mark[k]], 2);
        for (j = k; j < x->nmarks; j++)
            if (x->mark[j] == x->mark[k]) {
                sb_mem(b, "[", 1);
                w_point(b, x->mark_pt[j]);
                sb_mem(b, "]", 1);
            }
    }
    w_ws(b, rs);
}

/* Node id and what follows it; without recursion for single children, in a
 * parenthesis of their own or not at random. */
static void w_tree(sbuf *b, const model *m, int id, unsigned long long *rs)
{
    const mnode *x = &m->n[id];
    int k;

    w_node(b, x, id == 0, rs);
    if (x->nkids == 1 && rnd_next(rs, 3)) {
        w_tree(b, m, x->kids[0], rs);
        return;
    }
    for (k = 0; k < x->nkids; k++) {
        sb_mem(b, "(", 1);
        w_tree(b, m, x->kids[k], rs);
        sb_mem(b, ")", 1);
        w_ws(b, rs);
    }
}

static char *model_text(const model *m, unsigned long long *rs)
{
    sbuf b = { NULL, 0, 0 };

    sb_mem(&b, "(;GM[4]FF[4]SZ[15]", 18);
    w_tree(&b, m, 0, rs);
    sb_mem(&b, ")", 1);
    return b.s;
}

/* ------------------------------------------------------------ this test's reader */

/* A recursive-descent reader of SGF of its own: nodes of properties, each with its
 * values unescaped, children in order. */
#define T_PROPS 12
typedef struct tnode {
    int nprops;
    char name[T_PROPS][8];
    int nvals[T_PROPS];
    char *vals[T_PROPS][4];
    struct tnode **kids;
    int nkids;
} tnode;

typedef struct tparser {
    const char *s;
    size_t i, n;
} tparser;

static void t_ws(tparser *p)
{
    while (p->i < p->n && strchr(" \t\r\n", p->s[p->i]))
        p->i++;
}

static char *t_value(tparser *p)
{
    sbuf b = { NULL, 0, 0 };

    ck_assert_int_eq(p->s[p->i], '[');
    sb_grow(&b, 0);
    b.s[0] = '\0';
    for (p->i++; p->s[p->i] != ']'; p->i++) {
        ck_assert_uint_lt(p->i, p->n);
        if (p->s[p->i] == '\\')
            p->i++;
        sb_mem(&b, p->s + p->i, 1);
    }
    p->i++;
    return b.s;
}

static tnode *t_new(tnode *parent)
{
    tnode *t = calloc(1, sizeof *t);

    ck_assert_ptr_nonnull(t);
    if (parent) {
        parent->kids = realloc(parent->kids, (size_t)(parent->nkids + 1) * sizeof *parent->kids);
        ck_assert_ptr_nonnull(parent->kids);
        parent->kids[parent->nkids++] = t;
    }
    return t;
}

static void t_props(tparser *p, tnode *t)
{
    int k;

    for (;;) {
        t_ws(p);
        if (p->i >= p->n || !(p->s[p->i] >= 'A' && p->s[p->i] <= 'Z'))
            return;
        ck_assert_int_lt(t->nprops, T_PROPS);
        k = t->nprops++;
        for (; p->s[p->i] >= 'A' && p->s[p->i] <= 'Z'; p->i++)
            strncat(t->name[k], p->s + p->i, 1);
        for (t_ws(p); p->s[p->i] == '['; t_ws(p)) {
            ck_assert_int_lt(t->nvals[k], 4);
            t->vals[k][t->nvals[k]++] = t_value(p);
        }
    }
}

/* GameTree = "(" Sequence { GameTree } ")"; the last node of the sequence is the
 * parent of the trees that follow. */
static void t_tree(tparser *p, tnode *parent, tnode **root)
{
    tnode *t = NULL;

    t_ws(p);
    ck_assert_int_eq(p->s[p->i], '(');
    p->i++;
    for (t_ws(p); p->s[p->i] == ';'; t_ws(p)) {
        p->i++;
        t = parent || t ? t_new(t ? t : parent) : (*root = t_new(NULL));
        t_props(p, t);
    }
    ck_assert_ptr_nonnull(t);
    while (t_ws(p), p->s[p->i] == '(')
        t_tree(p, t, root);
    ck_assert_int_eq(p->s[p->i], ')');
    p->i++;
}

static void t_free(tnode *t)
{
    int k, v;

    for (k = 0; k < t->nkids; k++)
        t_free(t->kids[k]);
    for (k = 0; k < t->nprops; k++)
        for (v = 0; v < t->nvals[k]; v++)
            free(t->vals[k][v]);
    free(t->kids);
    free(t);
}

static const char *t_get(const tnode *t, const char *name, int v)
{
    int k;

    for (k = 0; k < t->nprops; k++)
        if (strcmp(t->name[k], name) == 0 && v < t->nvals[k])
            return t->vals[k][v];
    return NULL;
}

static int t_point(const char *v)
{
    return (14 - (v[1] - 'a')) * 15 + (v[0] - 'a');
}

/* ------------------------------------------------------------ comparisons */

/* A model node against the library's node n. */
static void same_node(renju_game *g, int n, const mnode *x, int root)
{
    char text[64];
    int colour, value, k, mk, flags = renju_node_flags(g, n);

    if (root) {
        ck_assert_int_eq(renju_node_action(g, n, NULL, NULL), RENJU_NODE_ROOT);
    } else if (x->bad == 1 || (x->bad == 0)) {
        ck_assert_int_eq(renju_node_action(g, n, &colour, &value), RENJU_NODE_STONE);
        ck_assert_int_eq(value, x->point);
        ck_assert_int_eq(colour, x->colour);
    } else {
        ck_assert_int_eq(renju_node_action(g, n, &colour, &value), RENJU_NODE_STONE);
        ck_assert_int_eq(value, x->point);
    }
    ck_assert_int_eq(flags & (RENJU_NODE_ILLEGAL | RENJU_NODE_UNPLAYABLE),
                     x->bad == 1 ? RENJU_NODE_ILLEGAL : x->bad == 2 ? RENJU_NODE_UNPLAYABLE : 0);
    ck_assert_int_ge(renju_node_comment_get(g, n, text, sizeof text), 0);
    ck_assert_str_eq(text, x->comment);
    ck_assert_int_eq(renju_node_labels(g, n, NULL, 0), x->label_pt >= 0);
    if (x->label_pt >= 0) {
        renju_node_label_get(g, n, x->label_pt, text, sizeof text);
        ck_assert_str_eq(text, x->label);
    }
    /* marks as a set: a later mark at a point replaces an earlier one */
    for (k = 0; k < x->nmarks; k++) {
        for (mk = x->nmarks - 1; mk > k && x->mark_pt[mk] != x->mark_pt[k]; mk--)
            ;
        ck_assert_int_eq(renju_node_mark_get(g, n, x->mark_pt[k]), x->mark[mk]);
    }
}

static int distinct_marks(const mnode *x)
{
    int k, j, n = 0;

    for (k = 0; k < x->nmarks; k++) {
        for (j = 0; j < k && x->mark_pt[j] != x->mark_pt[k]; j++)
            ;
        n += j == k;
    }
    return n;
}

/* The library's tree against the model, node by node in pre-order. */
static void same_tree(renju_game *g, const model *m)
{
    int stack[M_MAX], sp = 0, id, n = 0, k, kids[M_KIDS];

    ck_assert_int_eq(renju_node_count(g), m->count);
    stack[sp++] = 0;
    while (sp > 0) {
        id = stack[--sp];
        ck_assert_int_ne(n, RENJU_NO_NODE);
        same_node(g, n, &m->n[id], id == 0);
        ck_assert_int_eq(renju_node_marks(g, n, NULL, NULL, 0), distinct_marks(&m->n[id]));
        ck_assert_int_eq(renju_node_children(g, n, kids, M_KIDS), m->n[id].nkids);
        for (k = m->n[id].nkids - 1; k >= 0; k--)
            stack[sp++] = m->n[id].kids[k];
        n = renju_node_next(g, n);
    }
    ck_assert_int_eq(n, RENJU_NO_NODE);
}

/* This test's reading of a text against the model. */
static void same_parsed(const tnode *t, const model *m, int id)
{
    const mnode *x = &m->n[id];
    const char *v;
    int k;

    if (id != 0) {
        v = t_get(t, x->colour == RENJU_BLACK ? "B" : "W", 0);
        ck_assert_ptr_nonnull(v);
        ck_assert_int_eq(t_point(v), x->point);
    }
    v = t_get(t, "C", 0);
    ck_assert_str_eq(v ? v : "", x->comment);
    v = t_get(t, "LB", 0);
    ck_assert_int_eq(v != NULL, x->label_pt >= 0);
    if (v) {
        ck_assert_int_eq(t_point(v), x->label_pt);
        ck_assert_str_eq(v + 3, x->label);
    }
    ck_assert_int_eq(t->nkids, x->nkids);
    for (k = 0; k < x->nkids; k++)
        same_parsed(t->kids[k], m, x->kids[k]);
}

TEST_CASE("random", 120)

START_TEST(test_random_trees)
{
    static model m;
    unsigned long long rs;
    int round, rounds = scaled(60);
    char *text, *lib, *again, *d1, *d2;
    renju_game *g, *h;
    tparser p;
    tnode *root;

    rnd_seed(&rs, 2026);
    for (round = 0; round < rounds; round++) {
        random_model(&m, &rs);
        /* this test's text, read by the library */
        text = model_text(&m, &rs);
        g = read_into(NULL, text, 0);
        same_tree(g, &m);
        /* the library's text, read by this test and by the library */
        lib = tree_text(g);
        p.s = lib;
        p.i = 0;
        p.n = strlen(lib);
        root = NULL;
        t_tree(&p, NULL, &root);
        same_parsed(root, &m, 0);
        t_free(root);
        h = read_into(NULL, lib, 0);
        same_tree(h, &m);
        again = tree_text(h);
        ck_assert_str_eq(lib, again);
        d1 = dump(g);
        d2 = dump(h);
        ck_assert_str_eq(d1, d2);
        free(d1);
        free(d2);
        free(again);
        free(lib);
        free(text);
        renju_game_free(g);
        renju_game_free(h);
    }
}
END_TEST

/* ------------------------------------------------------------ large trees */

/* A tree of thousands of variations: after h8, each white reply with twenty black
 * answers, each answer with a comment. */
static char *many_variations(int *variations)
{
    sbuf b = { NULL, 0, 0 };
    int w, k, n = 0;

    sb_printf(&b, "(;GM[4]FF[4]SZ[15]AP[Many:1];B[hh]");
    for (w = 0; w < 225; w++) {
        if (w == 112)
            continue;
        sb_printf(&b, "(;W[%c%c]", 'a' + w % 15, 'a' + 14 - w / 15);
        for (k = 0; k < 20; k++) {
            int p = (w + 1 + k * 11) % 225;
            if (p == 112 || p == w)
                p = (p + 1) % 225 == 112 ? (p + 2) % 225 : (p + 1) % 225;
            if (p == w)
                p = (p + 1) % 225;
            sb_printf(&b, "(;B[%c%c]C[%d])", 'a' + p % 15, 'a' + 14 - p / 15, n++);
        }
        sb_printf(&b, ")\n");
    }
    sb_printf(&b, ")");
    *variations = n;
    return b.s;
}

TEST_CASE("large", 120)

START_TEST(test_thousands_of_variations)
{
    int variations;
    char *text = many_variations(&variations), *a, *b, *d1, *d2;
    renju_game *g = read_into(NULL, text, 0), *h;
    tparser p;
    tnode *root;
    int nodes;

    ck_assert_int_ge(variations, 4000);
    nodes = renju_node_count(g);
    ck_assert_int_eq(nodes, 1 + 1 + 224 + variations);
    ck_assert_int_eq(renju_node_children(g, 1, NULL, 0), 224);
    a = tree_text(g);
    h = read_into(NULL, a, 0);
    b = tree_text(h);
    ck_assert_str_eq(a, b);
    d1 = dump(g);
    d2 = dump(h);
    ck_assert_str_eq(d1, d2);
    /* this test's reader finds the same shape */
    p.s = a;
    p.i = 0;
    p.n = strlen(a);
    root = NULL;
    t_tree(&p, NULL, &root);
    ck_assert_int_eq(root->nkids, 1);
    ck_assert_int_eq(root->kids[0]->nkids, 224);
    ck_assert_int_eq(root->kids[0]->kids[223]->nkids, 20);
    ck_assert_str_eq(t_get(root, "AP", 0), "Many:1");
    t_free(root);
    free(d1);
    free(d2);
    free(a);
    free(b);
    free(text);
    renju_game_free(g);
    renju_game_free(h);
}
END_TEST

/* A megabyte of "(;B[hh]" opened one in another: the second B is of the wrong side, so
 * the import fails at once; with RENJU_IMPORT_PARTIAL the whole chain is kept below
 * the illegal node, written and read again, in time linear in its length. */
START_TEST(test_deep_nesting)
{
    size_t n = (1u << 20) / 7, i, len = 0;
    char *s = malloc(n * 8 + 8), *a, *b;
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *h;
    int rc;

    ck_assert_ptr_nonnull(s);
    for (i = 0; i < n; i++) {
        memcpy(s + len, "(;B[hh]", 7);
        len += 7;
    }
    memset(s + len, ')', n);
    len += n;
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_SGF, s, len, 0), RENJU_EPLAYER);
    ck_assert_int_eq(renju_node_count(g), 1);
    rc = renju_record_import(g, RENJU_FORMAT_SGF, s, len, RENJU_IMPORT_PARTIAL);
    ck_assert_int_eq(rc, RENJU_EPLAYER);
    ck_assert_int_eq(renju_node_count(g), (int)n + 1);
    ck_assert_int_eq(renju_move_count(g), 1);
    a = tree_text(g);
    h = new_game(RENJU_RULES_RENJU, 15);
    ck_assert_int_eq(renju_record_import(h, RENJU_FORMAT_SGF, a, strlen(a),
                                         RENJU_IMPORT_PARTIAL), RENJU_EPLAYER);
    b = tree_text(h);
    ck_assert_str_eq(a, b);
    /* (a fraction of a second; quadratic work on 150,000 levels would outlast the
     * test case's time-out, which is how this test fails then) */
    /* the tree is freed without recursion too */
    CHECK_OK(g, renju_game_reset(g));
    free(a);
    free(b);
    free(s);
    renju_game_free(g);
    renju_game_free(h);
}
END_TEST

/* ------------------------------------------------------------ collections */

TEST_CASE("records")

START_TEST(test_collection_of_trees)
{
    static const char coll[] = "(;B[hh](;W[ii])(;W[jj]C[x]))\n"
                               "(;B[hh];W[hg](;B[ig])(;B[ii]LB[aa:y]))\n\n";
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    size_t at_ = 0;

    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, coll, strlen(coll), &at_, 0), 1);
    ck_assert_int_eq(renju_node_count(g), 4);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, coll, strlen(coll), &at_, 0), 1);
    ck_assert_int_eq(renju_node_count(g), 5);
    ck_assert_int_eq(renju_node_labels(g, 4, NULL, 0), 1);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, coll, strlen(coll), &at_, 0), 0);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ allocation failure */

typedef struct {
    long left;      /* allocations that succeed before the failures; -1 none fail */
    long live;
    int once;       /* only the one allocation fails, the next succeed again */
} budget;

static void *budget_alloc(void *opaque, size_t n)
{
    budget *b = opaque;
    void *p;

    if (b->left == 0) {
        if (b->once)
            b->left = -1;
        return NULL;
    }
    if (b->left > 0)
        b->left--;
    p = malloc(n ? n : 1);
    if (p)
        b->live++;
    return p;
}

static void budget_free(void *opaque, void *p)
{
    budget *b = opaque;

    if (p) {
        b->live--;
        free(p);
    }
}

/* A game of the budget's with a tree of its own, standing inside it. */
static renju_game *budget_game(budget *b)
{
    renju_game *g = NULL;

    b->left = -1;
    ck_assert_int_eq(renju_game_new_custom(&g, RENJU_RULES_RENJU, 15, budget_alloc,
                                           budget_free, b), RENJU_OK);
    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
    play(g, "h8 h9 i9");
    CHECK_OK(g, renju_undo(g));
    play(g, "j10");
    CHECK_OK(g, renju_node_comment_set(g, RENJU_NODE_CURRENT, "before"));
    CHECK_OK(g, renju_tree_parent(g));
    return g;
}

TEST_CASE("failure", 120)

START_TEST(test_allocation_failure_importing)
{
    static const char *const texts[] = { rich,
        "(;GM[4]CA[gb2312]C[\xcd\xf5]AB[aa]PL[W];W[hh]LB[aa:\xcd\xf5][bb:x]TR[cc:ee]"
        "(;B[ii]XX[1][2]YY[3];C[n])(;B[hh];W[jj])(;B[jj]AW[ab]HO[1]))",
        /* the main line breaks the rules early, so that the allocations after it fail
         * too: the tree kept so far must not be */
        "(;B[hh](;W[hh]C[x];B[ig]C[y]LB[aa:z])(;W[ig]C[a comment])"
        "(;W[aa];B[ab];W[ac];B[ad];W[ae];B[af];W[ag];B[ah];W[ai];B[aj];W[ak];B[al];W[am]"
        ";B[an];W[ao];B[ba];W[bb];B[bc];W[bd];B[be]C[deep]))" };
    budget b = { -1, 0, 0 };
    renju_game *g, *c;
    char *before, *after;
    long n;
    int rc, k, tried = 0;

    /* every allocation from the n-th on failing, then the n-th alone */
    for (k = 0; k < 6; k++) {
        b.once = k >= 3;
        for (n = 0;; n++) {
            g = budget_game(&b);
            before = dump(g);
            b.left = n;
            rc = renju_record_import(g, RENJU_FORMAT_SGF, texts[k % 3], strlen(texts[k % 3]),
                                     k % 3 == 2 ? RENJU_IMPORT_PARTIAL : 0);
            b.left = -1;
            tried++;
            if (rc != RENJU_ENOMEM) {
                ck_assert_msg(rc >= (k % 3 == 2 ? RENJU_EOCCUPIED : 0), "%d: %s", rc,
                              renju_errmsg(g));
                free(before);
                renju_game_free(g);
                break;
            }
            ck_assert_int_eq(renju_errcode(g), RENJU_ENOMEM);
            after = dump(g);
            ck_assert_msg(strcmp(before, after) == 0, "allocation %ld:\n%s---\n%s", n, before,
                          after);
            /* and the game goes on */
            ck_assert_int_eq(renju_game_clone(&c, g), RENJU_OK);
            renju_game_free(c);
            free(before);
            free(after);
            renju_game_free(g);
            ck_assert_int_eq(b.live, 0);
        }
        ck_assert_int_eq(b.live, 0);
    }
    ck_assert_int_gt(tried, 50);
}
END_TEST

/* Writing the tree from a node off the main line copies the game to find RE: that can
 * fail too, the game as it was. */
START_TEST(test_allocation_failure_exporting)
{
    budget b = { -1, 0, 0 };
    renju_game *g = budget_game(&b);
    char *before = dump(g), *after, buf[4096];
    long n;
    int rc;

    CHECK_OK(g, renju_tree_child(g, 1));
    free(before);
    before = dump(g);
    for (n = 0;; n++) {
        b.left = n;
        rc = renju_tree_export(g, RENJU_FORMAT_SGF, buf, sizeof buf);
        b.left = -1;
        after = dump(g);
        ck_assert_str_eq(before, after);
        free(after);
        if (rc != RENJU_ENOMEM)
            break;
    }
    ck_assert_int_gt(rc, 0);
    ck_assert_int_gt(n, 0);
    free(before);
    renju_game_free(g);
    ck_assert_int_eq(b.live, 0);
}
END_TEST

/* ------------------------------------------------------------ bad input */

static const struct {
    const char *text;
    int code, line, column;
} bad_input[] = {
    { "(;B[hh](;W[ii]);W[jj])", RENJU_EPARSE, 1, 16 },       /* a node after variations */
    { "(;B[hh]())", RENJU_EPARSE, 1, 9 },                    /* a variation without a node */
    { "(;B[hh](;W[ii])x)", RENJU_EPARSE, 1, 16 },
    { "(;B[hh](;W[ii]", RENJU_EPARSE, 1, 1 },                /* never closed */
    { "(;B[hh](;W[ii])(;W[jj]", RENJU_EPARSE, 1, 1 },
    { "(;B[hh](;W[ii]LB[aa:x)", RENJU_EPARSE, 1, 17 },       /* a value never closed */
    { "(;B[hh](;W[iii]))", RENJU_EPARSE, 1, 12 },
    { "(;B[hh](;W[ii];SZ[15]))", RENJU_EPARSE, 1, 16 },      /* SZ after the first node */
    { "(;B[hh](;W[ii];AB[zz]))", RENJU_ERANGE, 1, 19 },
    { "(;B[hh](;W[ii];AB[pp]))", RENJU_ERANGE, 1, 19 },      /* off this board */
    { "(;B[hh](;W[ii];AW[]))", RENJU_ERANGE, 1, 19 },
    { "(;B[hh](;W[ii];AE[aa:b]))", RENJU_EPARSE, 1, 22 },
    { "(;B[hh](;W[ii];RESULT[0]))", RENJU_EPARSE, 1, 23 },
    { "(;B[hh](;W[ii];RESULT[B+R]B[jj]))", RENJU_EPARSE, 1, 27 },
    { "(;B[hh](;RESULT[B+R]DRAW[offer]))", RENJU_EPARSE, 1, 26 },
    { "(;B[hh](;W[ii];DRAW[maybe]))", RENJU_EPARSE, 1, 21 },
    { "(;B[hh](;W[ii];B[jj]DRAW[accept]))", RENJU_EPARSE, 1, 26 },
    { "(;B[hh](;W[ii];OFFERS[]))", RENJU_EPARSE, 1, 23 },
    { "(;B[hh](;W[ii];SWAP[perhaps]))", RENJU_EPARSE, 1, 21 },
    { "(;B[hh](;W[ii];DECLARE[x]))", RENJU_EPARSE, 1, 24 },
    { "(;B[hh](;W[ii];SWAP[yes]B[jj]))", RENJU_EPARSE, 1, 25 },
    { "(;B[hh](;W[ii];C[x]abcdefghijklmnopqrstuvwxyzabcdefghijklmnop[1]))", RENJU_EPARSE, 1, 20 },
    { "(;B[hh](;W[ii];%))", RENJU_EPARSE, 1, 16 },
    { "(;B[hh](;W[ii];C))", RENJU_EPARSE, 1, 17 },
};

START_TEST(test_bad_input)
{
    size_t i;
    renju_game *g;
    char *before, *after;
    snapshot s0, s1;
    int l, c;

    for (i = 0; i < sizeof bad_input / sizeof *bad_input; i++) {
        g = new_game(RENJU_RULES_RENJU, 15);
        CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
        play(g, "h8 h9");
        CHECK_OK(g, renju_undo(g));
        play(g, "i9");
        CHECK_OK(g, renju_node_comment_set(g, 1, "kept"));
        before = dump(g);
        snapshot_take(g, &s0);
        ck_assert_msg(renju_record_import(g, RENJU_FORMAT_SGF, bad_input[i].text,
                                          strlen(bad_input[i].text), RENJU_IMPORT_PARTIAL)
                      == bad_input[i].code, "%s: %s", bad_input[i].text, renju_errmsg(g));
        ck_assert_int_eq(renju_errcode(g), bad_input[i].code);
        ck_assert_msg(text_is_utf8(renju_errmsg(g)) && renju_errmsg(g)[0], "%s", bad_input[i].text);
        renju_record_error_position(g, &l, &c, NULL);
        ck_assert_msg(l == bad_input[i].line && c == bad_input[i].column,
                      "%s: at %d:%d (%s)", bad_input[i].text, l, c, renju_errmsg(g));
        snapshot_take(g, &s1);
        snapshot_assert_equal(&s0, &s1, __FILE__, __LINE__);
        after = dump(g);
        ck_assert_str_eq(before, after);
        free(before);
        free(after);
        renju_game_free(g);
    }
}
END_TEST

/* Every prefix of a rich record fails or reads, never crashes, and leaves the game as
 * it was when it fails. */
START_TEST(test_every_prefix)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    size_t n, len = strlen(rich);
    char *before = dump(g), *after;
    int rc;

    for (n = 0; n <= len; n++) {
        rc = renju_record_import(g, RENJU_FORMAT_SGF, rich, n, 0);
        if (rc < 0) {
            after = dump(g);
            ck_assert_str_eq(before, after);
            free(after);
        } else {
            ck_assert_uint_ge(n, len - 1);   /* the tree ends before the line does */
        }
    }
    free(before);
    renju_game_free(g);
}
END_TEST

#include "check_sgf_tree.tests.h"

int main(void)
{
    return run_suite(tests_suite("sgf_tree"));
}
