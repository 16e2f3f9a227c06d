/* SPDX-License-Identifier: MIT */
/* check_import_sgf.c - reading SGF as other programs write it: records in the layout
 * of RenLib, GOWrite, ZJRenju, a Japanese renju program and gomoku apps
 * (tests/data/records/sgf/README), and inline records for each leniency (GM, CA,
 * properties not used, compressed point lists, RU's spellings, variations) and for
 * what stays an error.  Every value is asserted exactly. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

#define DATA TOP_SRCDIR "/tests/data/records/sgf/"

/* ------------------------------------------------------------------ helpers */

/* Read text (len bytes) into a new game of this rule set; it must all be read, but
 * for the line end after the game tree. */
static renju_game *read_ok(int ruleset, const char *text, size_t len, int flags)
{
    renju_game *g = new_game(ruleset, 15);
    int rc = renju_record_import(g, RENJU_FORMAT_SGF, text, len, flags);

    ck_assert_msg(rc == (int)len || (rc > 0 && (size_t)rc == len - 1 && text[rc] == '\n'),
                  "import of \"%.60s\": %d (%s)", text, rc, renju_errmsg(g));
    return g;
}

static renju_game *read_str(const char *text)
{
    return read_ok(RENJU_RULES_RENJU, text, strlen(text), 0);
}

static renju_game *read_file_ok(const char *name, int ruleset, int flags)
{
    size_t len;
    char *text = read_file(DATA, name, &len);
    renju_game *g = read_ok(ruleset, text, len, flags);

    free(text);
    return g;
}

static void moves_are(renju_game *g, const char *want)
{
    char buf[1024];

    ck_assert_int_ge(renju_record_export(g, RENJU_FORMAT_MOVES, buf, sizeof buf), 0);
    ck_assert_str_eq(buf, want);
}

static void tag_is(renju_game *g, const char *name, const char *want)
{
    char buf[256];

    ck_assert_int_eq(renju_tag_get(g, name, buf, sizeof buf), (int)strlen(want));
    ck_assert_str_eq(buf, want);
}

static void rules_are(renju_game *g, int ruleset, int opening)
{
    int op = -1;

    ck_assert_int_eq(renju_game_ruleset(g), ruleset);
    ck_assert_int_eq(renju_option_get(g, RENJU_OPT_OPENING, &op), RENJU_OK);
    ck_assert_int_eq(op, opening);
}

/* Warning index must be code at line:column, counted count times, with message msg
 * (NULL: not checked). */
static void warning_is(renju_game *g, int index, int code, int line, int column, int count,
                       const char *msg)
{
    int c = -1, l = -1, col = -1, n = -1;
    const char *m = renju_record_warning(g, index, &c, &l, &col, &n);

    ck_assert_msg(m != NULL, "no warning %d", index);
    ck_assert_msg(c == code && l == line && col == column && n == count,
                  "warning %d: code %d at %d:%d x%d \"%s\", expected %d at %d:%d x%d", index,
                  c, l, col, n, m, code, line, column, count);
    if (msg)
        ck_assert_str_eq(m, msg);
}

/* The import must fail with code at line:column, the game unchanged. */
static void fails(const char *text, int flags, int code, int line, int column)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    snapshot before, after;
    int l, c;

    play_list(g, "h8 a1");
    snapshot_take(g, &before);
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_SGF, text, strlen(text), flags), code);
    renju_record_error_position(g, &l, &c, NULL);
    ck_assert_msg(l == line && c == column, "\"%s\": error at %d:%d, expected %d:%d (%s)", text,
                  l, c, line, column, renju_errmsg(g));
    snapshot_take(g, &after);
    snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
    renju_game_free(g);
}

/* ------------------------------------------------------------------ data files */

TEST_CASE("files")

START_TEST(test_renlib_analysis)
{
    renju_game *g = read_file_ok("renlib_analysis.sgf", RENJU_RULES_RENJU, 0);

    int kids[4], pts[4], marks[4], n;
    char text[64];

    moves_are(g, "h8 i9 j10 i11 i10\n");
    rules_are(g, RENJU_RULES_RENJU, RENJU_OPENING_NONE);
    /* every variation, comment, label and mark is read: nothing to warn about */
    ck_assert_int_eq(renju_record_warnings(g), 0);
    ck_assert_int_eq(renju_node_count(g), 14);
    ck_assert_int_eq(renju_node_comment_get(g, 0, text, sizeof text), 30);
    ck_assert_str_eq(text, "Analysis of the direct opening");
    ck_assert_int_ge(renju_node_properties(g, 0, text, sizeof text), 0);
    ck_assert_str_eq(text, "AP[RenLib:3.6]");
    /* h8 has two variations, i9 (the main line) and h9 */
    ck_assert_int_eq(renju_node_children(g, 1, kids, 4), 2);
    ck_assert_int_eq(renju_node_action(g, kids[1], NULL, &n), RENJU_NODE_STONE);
    ck_assert_int_eq(n, pt(g, "h9"));
    /* j10's labels, i10's marks in their order */
    n = renju_node_parent(g, renju_node_parent(g, RENJU_NODE_CURRENT));
    ck_assert_int_eq(renju_node_labels(g, n, pts, 4), 2);
    ck_assert_int_eq(pts[0], pt(g, "k11"));
    renju_node_label_get(g, n, pts[1], text, sizeof text);
    ck_assert_str_eq(text, "B");
    ck_assert_int_eq(renju_node_marks(g, RENJU_NODE_CURRENT, pts, marks, 4), 3);
    ck_assert_int_eq(pts[0], pt(g, "j11"));
    ck_assert_int_eq(marks[0], RENJU_MARK_TRIANGLE);
    ck_assert_int_eq(pts[2], pt(g, "g11"));
    ck_assert_int_eq(marks[2], RENJU_MARK_CROSS);
    renju_game_free(g);
}
END_TEST

START_TEST(test_gowrite_soosorv)
{
    renju_game *g = read_file_ok("gowrite_soosorv.sgf", RENJU_RULES_RENJU, RENJU_IMPORT_RULES);
    int n = 0;

    moves_are(g, "h8 h9 i9\n");
    rules_are(g, RENJU_RULES_RENJU, RENJU_OPENING_SOOSORV);
    renju_option_get(g, RENJU_OPT_OPENING_N, &n);
    ck_assert_int_eq(n, 8);
    tag_is(g, "EV", "Eesti meistriv\xc3\xb5istlused");
    tag_is(g, "PB", "Ants Soos\xc3\xb5rv");
    tag_is(g, "PW", "T\xc3\xb5nu \xc3\x95un");
    tag_is(g, "DT", "2019-03-02");
    tag_is(g, "RU", "renju soosorv-8");
    /* AP, ST, VW, BL and WL are kept with their nodes as they came */
    ck_assert_int_eq(renju_record_warnings(g), 0);
    {
        char text[64];
        renju_node_properties(g, 0, text, sizeof text);
        ck_assert_str_eq(text, "AP[GoWrite:2.3.46]ST[2]VW[aa:oo]");
        renju_node_properties(g, 3, text, sizeof text);
        ck_assert_str_eq(text, "BL[590]");
    }
    renju_game_free(g);
}
END_TEST

START_TEST(test_zjrenju_gb2312)
{
    renju_game *g = read_file_ok("zjrenju_gb2312.sgf", RENJU_RULES_RENJU, 0);

    /* upper-case coordinates, a Chinese event, players and result */
    moves_are(g, "h8 h9 i9 i10 j10\n");
    rules_are(g, RENJU_RULES_RENJU, RENJU_OPENING_NONE);
    tag_is(g, "EV", "\xe5\x85\xa8\xe5\x9b\xbd\xe4\xba\x94\xe5\xad\x90\xe6\xa3\x8b"
                    "\xe9\x94\xa6\xe6\xa0\x87\xe8\xb5\x9b");   /* 全国五子棋锦标赛 */
    tag_is(g, "PB", "\xe7\x8e\x8b\xe4\xba\x94");               /* 王五 */
    tag_is(g, "PW", "\xe6\x9d\x8e\xe5\x9b\x9b");               /* 李四 */
    tag_is(g, "RE", "\xe9\xbb\x91\xe8\x83\x9c");               /* 黑胜, kept as written */
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    /* the four tags and the last move's name */
    ck_assert_int_eq(renju_record_warnings(g), 1);
    warning_is(g, 0, RENJU_WARN_CHARSET, 2, 4, 5, "text converted to UTF-8 from gb2312");
    {
        char text[16];
        renju_node_name_get(g, RENJU_NODE_CURRENT, text, sizeof text);
        ck_assert_str_eq(text, "\xe7\xac\xac\xe4\xba\x94\xe6\x89\x8b");   /* 第五手 */
    }
    renju_game_free(g);
}
END_TEST

START_TEST(test_shiftjis_rif)
{
    renju_game *g = read_file_ok("shiftjis_rif.sgf", RENJU_RULES_RENJU, RENJU_IMPORT_RULES);

    moves_are(g, "h8 i9 j10\n");
    rules_are(g, RENJU_RULES_RENJU, RENJU_OPENING_RIF);   /* RU[RIF]: the opening rule */
    tag_is(g, "EV", "\xe5\x90\x8d\xe4\xba\xba\xe6\x88\xa6");   /* 名人戦 */
    tag_is(g, "PB", "\xe5\xb1\xb1\xe7\x94\xb0");               /* 山田 */
    tag_is(g, "PW", "\xe4\xbd\x90\xe8\x97\xa4");               /* 佐藤 */
    ck_assert_int_eq(renju_record_warnings(g), 1);
    warning_is(g, 0, RENJU_WARN_CHARSET, 2, 4, 3, "text converted to UTF-8 from Shift_JIS");
    renju_game_free(g);
}
END_TEST

START_TEST(test_gomoku_app_gm1)
{
    renju_game *g = read_file_ok("gomoku_app_gm1.sgf", RENJU_RULES_RENJU, RENJU_IMPORT_RULES);

    /* GM[1], RU[Gomoku]: freestyle; W[] a pass; black's five ends the game */
    moves_are(g, "h8 h9 i8 i9 j8 j9 k8 pass g8\n");
    rules_are(g, RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE);
    ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);
    tag_is(g, "PB", "Alice");
    tag_is(g, "PW", "Bob");
    ck_assert_int_eq(renju_record_warnings(g), 1);
    warning_is(g, 0, RENJU_WARN_GAME_TYPE, 1, 6, 1, "GM[1] read as five in a row (GM[4])");
    {
        char text[64];
        renju_node_properties(g, 0, text, sizeof text);
        ck_assert_str_eq(text, "AP[GomokuApp:1.0]KM[0]");
    }
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ inline */

TEST_CASE("inline", 60)

START_TEST(test_game_type)
{
    renju_game *g;

    g = read_str("(;GM[5];B[hh])");
    ck_assert_int_eq(renju_record_warnings(g), 1);
    warning_is(g, 0, RENJU_WARN_GAME_TYPE, 1, 6, 1, "GM[5] read as five in a row (GM[4])");
    renju_game_free(g);
    g = read_str("(;B[hh])");
    ck_assert_int_eq(renju_record_warnings(g), 1);
    warning_is(g, 0, RENJU_WARN_GAME_TYPE, 0, 0, 1, "no GM: read as five in a row (GM[4])");
    renju_game_free(g);
    g = read_str("(;GM[4];B[hh])");
    ck_assert_int_eq(renju_record_warnings(g), 0);
    renju_game_free(g);
    g = read_ok(RENJU_RULES_FREESTYLE, "(;GM[1]SZ[20];B[tt])", 20, RENJU_IMPORT_RULES);
    ck_assert_int_eq(renju_game_size(g), 20);
    ck_assert_int_eq(renju_stone(g, pt(g, "t1")), RENJU_BLACK);
    renju_game_free(g);
    fails("(;GM[2];B[hh])", 0, RENJU_EPARSE, 1, 6);
    fails("(;GM[11])", 0, RENJU_EPARSE, 1, 6);
    fails("(;GM[1]SZ[21])", RENJU_IMPORT_RULES, RENJU_EPARSE, 1, 6);
    fails("(;SZ[25])", RENJU_IMPORT_RULES, RENJU_EPARSE, 1, 6);
    fails("(;GM[1]SZ[19:15])", RENJU_IMPORT_RULES, RENJU_EPARSE, 1, 11);
}
END_TEST

START_TEST(test_charsets)
{
    renju_game *g;
    char *big;
    size_t i;
    int n;

    /* CP1251: Пётр */
    g = read_str("(;GM[4]CA[CP1251]PB[\xcf\xb8\xf2\xf0])");
    tag_is(g, "PB", "\xd0\x9f\xd1\x91\xd1\x82\xd1\x80");
    warning_is(g, 0, RENJU_WARN_CHARSET, 1, 21, 1, "text converted to UTF-8 from CP1251");
    renju_game_free(g);
    /* EUC-KR and Big5 */
    g = read_str("(;GM[4]CA[EUC-KR]PW[\xb1\xe8])");               /* 김 */
    tag_is(g, "PW", "\xea\xb9\x80");
    renju_game_free(g);
    g = read_str("(;GM[4]CA[Big5]PW[\xa4\xa4])");                 /* 中 */
    tag_is(g, "PW", "\xe4\xb8\xad");
    renju_game_free(g);
    /* ASCII text in another charset is no conversion: no warning */
    g = read_str("(;GM[4]CA[GBK]PB[Li])");
    tag_is(g, "PB", "Li");
    ck_assert_int_eq(renju_record_warnings(g), 0);
    renju_game_free(g);
    /* no CA: UTF-8 when it is, else ISO-8859-1 */
    g = read_str("(;GM[4]PB[Ren\xc3\xa9]PW[Ren\xe9])");
    tag_is(g, "PB", "Ren\xc3\xa9");
    tag_is(g, "PW", "Ren\xc3\xa9");
    ck_assert_int_eq(renju_record_warnings(g), 1);
    warning_is(g, 0, RENJU_WARN_CHARSET, 1, 20, 1,
               "text that is not UTF-8 was read as ISO-8859-1 (no CA)");
    renju_game_free(g);
    /* bytes the charset does not have: the text is dropped, the rest read */
    g = read_str("(;GM[4]CA[UTF-8]PB[\xff]PW[ok];B[hh])");
    tag_is(g, "PB", "");
    tag_is(g, "PW", "ok");
    ck_assert_int_eq(renju_move_count(g), 1);
    warning_is(g, 0, RENJU_WARN_TEXT, 1, 20, 1, "text that is not UTF-8 was dropped");
    renju_game_free(g);
    g = read_str("(;GM[4]CA[GB2312]PB[\xff\xff]PW[\xa1])");
    tag_is(g, "PB", "");
    tag_is(g, "PW", "");
    ck_assert_int_eq(renju_record_warnings(g), 1);
    warning_is(g, 0, RENJU_WARN_TEXT, 1, 21, 2, "text that is not valid GB2312 was dropped");
    renju_game_free(g);
    /* a charset iconv does not know: one warning; UTF-8 text kept, other text dropped */
    g = read_str("(;GM[4]CA[x-klingon]PB[abc]PW[\xe9])");
    tag_is(g, "PB", "abc");
    tag_is(g, "PW", "");
    ck_assert_int_eq(renju_record_warnings(g), 2);
    warning_is(g, 0, RENJU_WARN_CHARSET, 1, 11, 1,
               "character set x-klingon not known: only text in UTF-8 is kept");
    warning_is(g, 1, RENJU_WARN_TEXT, 1, 31, 1, "text that is not valid x-klingon was dropped");
    renju_game_free(g);
    /* a NUL in a Latin-1 text */
    g = read_ok(RENJU_RULES_RENJU, "(;GM[4]CA[latin1]PB[a\0b])", 25, 0);
    tag_is(g, "PB", "");
    warning_is(g, 0, RENJU_WARN_TEXT, 1, 21, 1, "text that holds a NUL byte was dropped");
    renju_game_free(g);
    /* too long: cut at a character's boundary (é is two bytes: 65534 of them fit) */
    big = malloc(80000);
    ck_assert_ptr_nonnull(big);
    strcpy(big, "(;GM[4]GC[");
    for (i = 10; i < 10 + 70000; i += 2)
        memcpy(big + i, "\xc3\xa9", 2);
    strcpy(big + i, "])");
    g = read_ok(RENJU_RULES_RENJU, big, strlen(big), 0);
    n = renju_tag_get(g, "GC", NULL, 0);
    ck_assert_int_eq(n, 65535);   /* with its NUL */
    ck_assert_int_eq(renju_record_warnings(g), 1);
    warning_is(g, 0, RENJU_WARN_TEXT, 1, 11, 1, "text longer than 65535 bytes was cut");
    renju_game_free(g);
    /* the same in GB2312, three bytes of UTF-8 for two */
    strcpy(big, "(;GM[4]CA[GB2312]GC[");
    for (i = 20; i < 20 + 70000; i += 2)
        memcpy(big + i, "\xcd\xf5", 2);   /* 王 */
    strcpy(big + i, "])");
    g = read_ok(RENJU_RULES_RENJU, big, strlen(big), 0);
    ck_assert_int_eq(renju_tag_get(g, "GC", NULL, 0), 65535 / 3 * 3 + 1);
    ck_assert_int_eq(renju_record_warnings(g), 2);
    warning_is(g, 1, RENJU_WARN_TEXT, 1, 21, 1, "text longer than 65535 bytes was cut");
    renju_game_free(g);
    free(big);
}
END_TEST

START_TEST(test_properties)
{
    renju_game *g;

    char text[64];
    int pts[8], marks[8];

    /* marks and labels are notes of their nodes, the rest kept as it came */
    g = read_str("(;GM[4]C[intro]N[root]LB[aa:x][bb:y]MA[cc]\n;B[hh]TR[dd][ee]LB[ff:z]C[c]"
                 ";W[ii]SQ[aa]BL[30]WL[20]OB[1]AR[aa:bb]LN[aa:cc]CR[dd])");
    moves_are(g, "h8 i7\n");
    ck_assert_int_eq(renju_record_warnings(g), 0);
    renju_node_name_get(g, 0, text, sizeof text);
    ck_assert_str_eq(text, "root");
    ck_assert_int_eq(renju_node_labels(g, 0, pts, 8), 2);
    ck_assert_int_eq(renju_node_mark_get(g, 0, pt(g, "c13")), RENJU_MARK_CROSS);
    ck_assert_int_eq(renju_node_marks(g, 2, pts, marks, 8), 2);
    ck_assert_int_eq(pts[0], pt(g, "a15"));
    ck_assert_int_eq(marks[0], RENJU_MARK_SQUARE);
    ck_assert_int_eq(marks[1], RENJU_MARK_CIRCLE);
    renju_node_properties(g, 2, text, sizeof text);
    ck_assert_str_eq(text, "BL[30]WL[20]OB[1]AR[aa:bb]LN[aa:cc]");
    renju_game_free(g);
    /* comments, names and times alone: no warning */
    g = read_str("(;GM[4]C[a]N[b]AP[x:1]ST[2];B[hh]BL[1]C[x])");
    ck_assert_int_eq(renju_record_warnings(g), 0);
    renju_game_free(g);
    /* compressed point lists, upper-case points, a byte order mark, passes */
    g = read_str("\xef\xbb\xbf(;GM[4]AB[aa:cc]AW[oo][NO:MM]AE[bb]PL[W];W[HH];B[];W[tt])");
    ck_assert_int_eq(renju_stone_count(g), 8 + 7 + 1);   /* 9 - AE, 1 + 3x2, W[HH] */
    ck_assert_int_eq(renju_stone(g, pt(g, "a15")), RENJU_BLACK);
    ck_assert_int_eq(renju_stone(g, pt(g, "c13")), RENJU_BLACK);
    ck_assert_int_eq(renju_stone(g, pt(g, "b14")), RENJU_EMPTY);
    ck_assert_int_eq(renju_stone(g, pt(g, "m2")), RENJU_WHITE);
    ck_assert_int_eq(renju_stone(g, pt(g, "n3")), RENJU_WHITE);
    ck_assert_int_eq(renju_stone(g, pt(g, "h8")), RENJU_WHITE);
    ck_assert_int_eq(renju_move_count(g), 3);
    ck_assert_int_eq(renju_record_warnings(g), 0);
    renju_game_free(g);
}
END_TEST

START_TEST(test_rule_names)
{
    static const struct { const char *name; int ruleset, opening, n; } names[] = {
        { "RIF", RENJU_RULES_RENJU, RENJU_OPENING_RIF, 0 },
        { "Renju", RENJU_RULES_RENJU, RENJU_OPENING_NONE, 0 },
        { "Yamaguchi", RENJU_RULES_RENJU, RENJU_OPENING_YAMAGUCHI, 0 },
        { "Soosorv-8", RENJU_RULES_RENJU, RENJU_OPENING_SOOSORV, 8 },
        { "Soosyrv-8", RENJU_RULES_RENJU, RENJU_OPENING_SOOSORV, 8 },
        { "Soos\xc3\xb5rv-5", RENJU_RULES_RENJU, RENJU_OPENING_SOOSORV, 5 },
        { "Soosorv", RENJU_RULES_RENJU, RENJU_OPENING_SOOSORV, 8 },
        { "Taraguchi-10", RENJU_RULES_RENJU, RENJU_OPENING_TARAGUCHI, 10 },
        { "renju, taraguchi 4", RENJU_RULES_RENJU, RENJU_OPENING_TARAGUCHI, 4 },
        { "Sakata", RENJU_RULES_RENJU, RENJU_OPENING_NONE, 0 },
        { "Tarannikov", RENJU_RULES_RENJU, RENJU_OPENING_TARANNIKOV, 0 },
        { "Swap2", RENJU_RULES_FREESTYLE, RENJU_OPENING_SWAP2, 0 },
        { "swap 1", RENJU_RULES_FREESTYLE, RENJU_OPENING_SWAP1, 0 },
        { "Pro", RENJU_RULES_FREESTYLE, RENJU_OPENING_PRO, 0 },
        { "Long Pro", RENJU_RULES_FREESTYLE, RENJU_OPENING_LONG_PRO, 0 },
        { "standard swap2", RENJU_RULES_STANDARD, RENJU_OPENING_SWAP2, 0 },
        { "Free", RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE, 0 },
        { "Freestyle", RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE, 0 },
        { "Standard", RENJU_RULES_STANDARD, RENJU_OPENING_NONE, 0 },
        { "Gomoku", RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE, 0 },
        { " renju ", RENJU_RULES_RENJU, RENJU_OPENING_NONE, 0 },
        { "0", RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE, 0 },
        { "1", RENJU_RULES_STANDARD, RENJU_OPENING_NONE, 0 },
        { "4", RENJU_RULES_RENJU, RENJU_OPENING_NONE, 0 },
        { "renju", RENJU_RULES_RENJU, RENJU_OPENING_NONE, 0 },
        { "gomoku", RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE, 0 },
        { "renju soosorv-5", RENJU_RULES_RENJU, RENJU_OPENING_SOOSORV, 5 },
        { "renju soosorv", RENJU_RULES_RENJU, RENJU_OPENING_SOOSORV, 8 },
        { "freestyle swap2", RENJU_RULES_FREESTYLE, RENJU_OPENING_SWAP2, 0 },
        { "Caro", RENJU_RULES_CARO5, RENJU_OPENING_NONE, 0 },
        { "caro-6 swap2", RENJU_RULES_CARO6, RENJU_OPENING_SWAP2, 0 },
        { "8", RENJU_RULES_CARO5, RENJU_OPENING_NONE, 0 },
        { "renju super-sakata", RENJU_RULES_RENJU, RENJU_OPENING_SUPER_SAKATA, 0 },
        { "Super Taraguchi-12", RENJU_RULES_RENJU, RENJU_OPENING_SUPER_TARAGUCHI, 12 },
        { "soosorv-20", RENJU_RULES_RENJU, RENJU_OPENING_SOOSORV, 20 },
    };
    static const char *const bad[] = { "chess", "12", "", "99", "Soosorv-1234", NULL };
    size_t i;
    int rs, op, n;

    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        rs = op = n = -1;
        ck_assert_msg(renju_rules_from_name(names[i].name, &rs, &op, &n) == RENJU_OK, "%s",
                      names[i].name);
        ck_assert_msg(rs == names[i].ruleset && op == names[i].opening && n == names[i].n,
                      "%s: %d %d %d", names[i].name, rs, op, n);
    }
    for (i = 0; bad[i]; i++)
        ck_assert_msg(renju_rules_from_name(bad[i], &rs, &op, &n) == RENJU_EINVAL, "%s", bad[i]);
    ck_assert_int_eq(renju_rules_from_name(NULL, &rs, &op, &n), RENJU_EINVAL);
    ck_assert_int_eq(renju_rules_from_name("renju", NULL, NULL, NULL), RENJU_OK);
}
END_TEST

/* RU values read with RENJU_IMPORT_RULES into a game of one rule set: the rule set and
 * opening rule they give */
static const struct {
    int game_ruleset;
    const char *text;
    int ruleset, opening;
    int no_warning;          /* 1: renju_record_warnings() must be 0 */
} ru_cases[] = {
    /* Caro is caro-5 */
    { RENJU_RULES_STANDARD, "(;GM[4]RU[Caro];B[hh])", RENJU_RULES_CARO5, RENJU_OPENING_NONE, 1 },
    /* a gomoku opening alone: the game's gomoku rule set */
    { RENJU_RULES_STANDARD, "(;GM[4]RU[Swap2];B[hh])", RENJU_RULES_STANDARD,
      RENJU_OPENING_SWAP2, 1 },
    { RENJU_RULES_CARO6, "(;GM[4]RU[Swap2];B[hh])", RENJU_RULES_CARO6, RENJU_OPENING_SWAP2, 0 },
    /* ... and freestyle in a game whose rule set takes no gomoku opening */
    { RENJU_RULES_RENJU, "(;GM[4]RU[Swap2];B[hh])", RENJU_RULES_FREESTYLE, RENJU_OPENING_SWAP2, 0 },
    /* Gomocup's numbers, the continuing-game bit aside */
    { RENJU_RULES_RENJU, "(;GM[4]RU[10];B[hh])", RENJU_RULES_CARO5, RENJU_OPENING_NONE, 0 },
    { RENJU_RULES_FREESTYLE, "(;GM[4]RU[6];B[hh])", RENJU_RULES_RENJU, RENJU_OPENING_NONE, 0 },
    { RENJU_RULES_RENJU, "(;GM[4]RU[Long Pro];B[hh])", RENJU_RULES_FREESTYLE,
      RENJU_OPENING_LONG_PRO, 0 },
};

START_TEST(test_rules_in_records)
{
    renju_game *g;
    int n = 0;
    size_t i;

    /* an opening rule the library does not play: renju, the opening unchecked */
    g = read_str("(;GM[4]RU[Sakata];B[hh];W[hg];B[ig];W[jh])");
    rules_are(g, RENJU_RULES_RENJU, RENJU_OPENING_NONE);
    ck_assert_int_eq(renju_move_count(g), 4);
    warning_is(g, 0, RENJU_WARN_RULES, 1, 11, 1,
               "opening rule not known in RU: read as renju, the opening unchecked");
    renju_game_free(g);
    for (i = 0; i < sizeof ru_cases / sizeof ru_cases[0]; i++) {
        g = read_ok(ru_cases[i].game_ruleset, ru_cases[i].text, strlen(ru_cases[i].text),
                    RENJU_IMPORT_RULES);
        rules_are(g, ru_cases[i].ruleset, ru_cases[i].opening);
        if (ru_cases[i].no_warning)
            ck_assert_int_eq(renju_record_warnings(g), 0);
        renju_game_free(g);
    }
    /* rules not known: the game's rules */
    g = read_ok(RENJU_RULES_STANDARD, "(;GM[4]RU[Chess];B[hh])", 23, RENJU_IMPORT_RULES);
    rules_are(g, RENJU_RULES_STANDARD, RENJU_OPENING_NONE);
    warning_is(g, 0, RENJU_WARN_RULES, 1, 11, 1, "rules not known in RU: read by the game's rules");
    renju_game_free(g);
    /* an opening rule with its number */
    g = read_ok(RENJU_RULES_RENJU, "(;GM[4]RU[Taraguchi-10];B[hh])", 30, RENJU_IMPORT_RULES);
    rules_are(g, RENJU_RULES_RENJU, RENJU_OPENING_TARAGUCHI);
    renju_option_get(g, RENJU_OPT_OPENING_N, &n);
    ck_assert_int_eq(n, 10);
    renju_game_free(g);
    /* without RENJU_IMPORT_RULES other rules are still refused */
    fails("(;GM[4]RU[Swap2])", 0, RENJU_EINVAL, 1, 11);
}
END_TEST

/* A RenLib-like analysis tree: a main line of `moves` moves (at most 40), each node with
 * branches of their own, nested deep; about 11 KB a move. */
static char *big_tree(int moves, size_t *len, int *variations)
{
    static const char *const line[] = {
        "hh", "ig", "jf", "ie", "if", "ih", "gh", "kg", "je", "fi", "ej", "lf", "ke", "dk",
        "cl", "mg", "nf", "bm", "an", "oh", "ai", "bi", "ci", "di", "aa", "ba", "ca", "da",
        "oa", "na", "ma", "la", "ao", "bo", "co", "do", "oo", "no", "mo", "lo",
    };
    size_t cap = 1 << 21, n = 0, k;
    char *s = malloc(cap);
    int i, j, d;

    ck_assert_ptr_nonnull(s);
    ck_assert_int_le(moves, 40);
    *variations = 0;
    n += (size_t)sprintf(s, "(;GM[4]FF[4]SZ[15]AP[RenLib:3.6]");
    for (i = 0; i < moves; i++) {
        n += (size_t)sprintf(s + n, "(;%c[%s]C[move %d]", i % 2 ? 'W' : 'B', line[i], i + 1);
        /* after each main-line node, its siblings come once the main line closes;
         * here: branches inside the node's own tree, before the main line goes on */
        for (j = 0; j < 30 && i < moves - 1; j++) {
            /* a branch 12 deep, each level with a side line */
            for (d = 0; d < 12; d++)
                n += (size_t)sprintf(s + n, "(;%c[gg]LB[gg:%d]C[x\\]y](;B[ee])", d % 2 ? 'B' : 'W', d);
            for (d = 0; d < 12; d++)
                n += (size_t)sprintf(s + n, ")");
            *variations += 24;
        }
    }
    for (k = 0; k < (size_t)moves; k++)
        s[n++] = ')';
    s[n++] = ')';
    ck_assert_uint_lt(n, cap);
    *len = n;
    return s;
}

/* Reads the tree of `moves` main-line moves and checks every node and warning.  How its
 * time grows with its size is measured by bench/bench_sgf_tree, not here. */
static void read_big_tree(int moves)
{
    int variations;
    size_t len;
    char *s = big_tree(moves, &len, &variations);
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int code, count, i, total = 0, illegal = 0, n;

    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_SGF, s, len, 0), (int)len);
    /* the first child is the main line: here the branches come first in each node's
     * list, so the game is B h8, then the first branch: W g9 and B e11 */
    moves_are(g, moves > 1 ? "h8 g9 e11\n" : "h8\n");
    /* every node is read: the main line, and 24 nodes in each branch */
    ck_assert_int_eq(renju_node_count(g), 1 + moves + variations);
    /* each branch breaks the rules (B g9 on W g9, or a move of the wrong colour): kept,
     * marked, and counted in the warnings, the first 15 with their line */
    for (i = 0; i < renju_record_warnings(g); i++) {
        renju_record_warning(g, i, &code, NULL, NULL, &count);
        ck_assert_int_eq(code, RENJU_WARN_ILLEGAL_LINE);
        total += count;
    }
    for (n = 0; n != RENJU_NO_NODE; n = renju_node_next(g, n))
        illegal += (renju_node_flags(g, n) & RENJU_NODE_ILLEGAL) != 0;
    ck_assert_int_eq(renju_record_warnings(g), moves > 1 ? 16 : 0);
    ck_assert_int_eq(total, illegal);
    ck_assert_int_eq(illegal, (moves - 1) * 30);
    free(s);
    renju_game_free(g);
}

START_TEST(test_big_tree)
{
    read_big_tree(1);
    read_big_tree(10);
    read_big_tree(40);   /* about 430 KB */
}
END_TEST

/* Some programs write a whole game, or several moves, in one node. */
START_TEST(test_moves_in_one_node)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    const char *t = "(;GM[4]FF[4]SZ[15]PB[Yixin]RE[0]B[hh]W[ig]B[gj];W[ii];B[kk]W[ll])";

    ck_assert_int_ge(renju_record_import(g, RENJU_FORMAT_SGF, t, strlen(t), 0), 0);
    moves_are(g, "h8 i9 g6 i7 k5 l4\n");
    ck_assert_int_eq(renju_record_warnings(g), 1);
    warning_is(g, 0, RENJU_WARN_LAYOUT, 1, 40, 2, NULL);   /* two such nodes */
    renju_game_free(g);
    /* the layout as a file */
    g = read_file_ok("webapp_one_node.sgf", RENJU_RULES_FREESTYLE, 0);
    moves_are(g, "h8 i9 g6 i7 i6\n");
    tag_is(g, "RE", "0");
    ck_assert_int_eq(renju_record_warnings(g), 1);
    warning_is(g, 0, RENJU_WARN_LAYOUT, 1, 73, 1, NULL);
    renju_game_free(g);
    /* each move is still checked: the colour, the point, the place */
    fails("(;GM[4]B[hh]B[ii])", 0, RENJU_EPLAYER, 1, 15);
    fails("(;GM[4]B[hh]W[hh])", 0, RENJU_EOCCUPIED, 1, 15);
    fails("(;GM[4]B[hh]W[zz])", 0, RENJU_ERANGE, 1, 15);
    fails("(;GM[4]B[hh]W[ii]DRAW[offer])", 0, RENJU_EPARSE, 1, 23);
}
END_TEST

START_TEST(test_malformed)
{
    /* the game unchanged, the place named */
    fails("(;GM[4]LB[aa:x", 0, RENJU_EPARSE, 1, 10);
    fails("(;GM[4]\n;B[hh]TR[aa]\n(;W[ii]", 0, RENJU_EPARSE, 1, 1);
    fails("(;GM[4]AB[aa:c])", 0, RENJU_EPARSE, 1, 14);
    fails("(;GM[4]AB[aa:zz])", 0, RENJU_ERANGE, 1, 14);
    fails("(;GM[4]AB[cc:aa]\n;B[HH];W[H])", 0, RENJU_EPARSE, 2, 10);
    fails("(;GM[4]B[h8])", 0, RENJU_EPARSE, 1, 10);
    fails("(;GM[4]CA[GB2312]PB[x];B[hh][ii])", 0, RENJU_EPARSE, 1, 29);
    fails("(;GM[4]RU[Sakata];B[hh];W[hh])", 0, RENJU_EOCCUPIED, 1, 27);
    fails("(;GM[4]LB[aa:x](;B[hh])(;B[ii]", 0, RENJU_EPARSE, 1, 1);

    /* where a property name is expected, a printable byte is quoted as it is, any
     * other by its value: '!' is the first printable one, a space the last other */
    {
        renju_game *g = new_game(RENJU_RULES_RENJU, 15);

        ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_SGF, "(;FF[4]GM[4]!", 13, 0),
                         RENJU_EPARSE);
        ck_assert_msg(strstr(renju_errmsg(g), "unexpected '!'") != NULL, "%s", renju_errmsg(g));
        ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_SGF, "(;FF[4]GM[4]\x7f", 13, 0),
                         RENJU_EPARSE);
        ck_assert_msg(strstr(renju_errmsg(g), "byte 0x7f") != NULL, "%s", renju_errmsg(g));
        ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_SGF, "(;FF[4]GM[4]~", 13, 0),
                         RENJU_EPARSE);
        ck_assert_msg(strstr(renju_errmsg(g), "unexpected '~'") != NULL, "%s", renju_errmsg(g));
        renju_game_free(g);
    }
}
END_TEST

#include "check_import_sgf.tests.h"

int main(void)
{
    return run_suite(tests_suite("import_sgf"));
}
