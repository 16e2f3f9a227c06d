/* SPDX-License-Identifier: MIT */
/* check_import_psq.c - reading real .psq records: each file of
 * tests/data/records/psq/ (Gomocup judge, Piskvork, lenient variants, the library's
 * own export) read as exact moves, set-up opening, tags, rule set and warnings; and
 * broken records, which fail with their line and column and change nothing. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

#define PSQ_DIR TOP_SRCDIR "/tests/data/records/psq/"

/* Import a data file into a new game of these rules; it must succeed, reading it
 * all. */
static renju_game *import_file(const char *name, int ruleset, int size, int flags)
{
    renju_game *g = new_game(ruleset, size);
    size_t len;
    char *text = read_file(PSQ_DIR, name, &len);
    int rc = renju_record_import(g, RENJU_FORMAT_PSQ, text, len, flags);

    ck_assert_msg(rc == (int)len, "%s: %d %s", name, rc, renju_errmsg(g));
    free(text);
    return g;
}

/* The same into a new 15x15 game of ruleset with one option set first, and with no
 * RENJU_IMPORT_RULES: the record's rules must be the game's. */
static renju_game *import_file_opt(const char *name, int ruleset, int option, int value)
{
    renju_game *g = new_game(ruleset, 15);
    size_t len;
    char *text = read_file(PSQ_DIR, name, &len);
    int rc;

    ck_assert_int_eq(renju_option_set(g, option, value), RENJU_OK);
    rc = renju_record_import(g, RENJU_FORMAT_PSQ, text, len, 0);
    ck_assert_msg(rc == (int)len, "%s: %d %s", name, rc, renju_errmsg(g));
    free(text);
    return g;
}

/* The moves played (not the set-up stones) in the game's notation. */
static void moves_text(renju_game *g, char *buf, size_t cap)
{
    int moves[64], n = renju_moves(g, moves, 64), i;
    size_t len = 0;
    char name[8];

    ck_assert_int_ge(n, 0);
    buf[0] = '\0';
    for (i = 0; i < n; i++) {
        ck_assert_int_gt(renju_point_format(g, moves[i], name, sizeof name), 0);
        len += (size_t)snprintf(buf + len, cap - len, "%s%s", i ? " " : "", name);
        ck_assert_uint_lt(len, cap);
    }
}

static void check_moves(renju_game *g, const char *want)
{
    char buf[512];

    moves_text(g, buf, sizeof buf);
    ck_assert_str_eq(buf, want);
}

static void check_tag(renju_game *g, const char *tag, const char *want)
{
    char buf[128];

    ck_assert_int_ge(renju_tag_get(g, tag, buf, sizeof buf), 0);
    ck_assert_str_eq(buf, want);
}

static void check_stone(renju_game *g, const char *point, int colour)
{
    ck_assert_int_eq(renju_stone(g, pt(g, point)), colour);
}

/* Warning index: its code, place and count. */
static void check_warning(renju_game *g, int index, int code, int line, int column, int count)
{
    int c, l, col, n;
    const char *msg = renju_record_warning(g, index, &c, &l, &col, &n);

    ck_assert_ptr_nonnull(msg);
    ck_assert_msg(c == code && l == line && col == column && n == count,
                  "warning %d: code %d line %d column %d count %d (%s); expected %d %d %d %d",
                  index, c, l, col, n, msg, code, line, column, count);
}

/* ------------------------------------------------------------ Gomocup */

TEST_CASE("core")

START_TEST(test_gomocup_freestyle)
{
    renju_game *g = import_file("gomocup_freestyle.psq", RENJU_RULES_FREESTYLE, 20, 0);

    /* three opening stones set up: white, the first name, moves first */
    ck_assert_int_eq(renju_game_ruleset(g), RENJU_RULES_FREESTYLE);
    ck_assert_int_eq(renju_move_count(g), 9);
    ck_assert_int_eq(renju_stone_count(g), 12);
    check_stone(g, "j11", RENJU_BLACK);
    check_stone(g, "k12", RENJU_WHITE);
    check_stone(g, "i10", RENJU_BLACK);
    check_moves(g, "e16 o6 f16 o5 g16 o4 h16 a20 i16");
    ck_assert_int_eq(renju_result(g), RENJU_WHITE_WINS);
    check_tag(g, "PW", "pbrain-alpha.zip");
    check_tag(g, "PB", "pbrain-beta.zip");
    check_tag(g, "RE", "W+");
    ck_assert_int_eq(renju_record_warnings(g), 1);
    check_warning(g, 0, RENJU_WARN_OPENING, 2, 1, 3);
    /* the set-up opening: undo stops there */
    while (renju_undo(g) == RENJU_OK)
        ;
    ck_assert_int_eq(renju_stone_count(g), 3);
    ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
    renju_game_free(g);

    /* the record's rules and size, asked for */
    g = import_file("gomocup_freestyle.psq", RENJU_RULES_RENJU, 15, RENJU_IMPORT_RULES);
    ck_assert_int_eq(renju_game_ruleset(g), RENJU_RULES_FREESTYLE);
    ck_assert_int_eq(renju_game_size(g), 20);
    ck_assert_int_eq(renju_move_count(g), 9);
    renju_game_free(g);
}
END_TEST

START_TEST(test_gomocup_renju)
{
    renju_game *g = import_file("gomocup_renju.psq", RENJU_RULES_RENJU, 15, 0);

    /* four stones: black moves first after them, so the first name is black */
    ck_assert_int_eq(renju_game_ruleset(g), RENJU_RULES_RENJU);
    check_stone(g, "h8", RENJU_BLACK);
    check_stone(g, "i8", RENJU_WHITE);
    check_stone(g, "h7", RENJU_BLACK);
    check_stone(g, "j6", RENJU_WHITE);
    check_moves(g, "e11 k5 e10 l4");
    ck_assert_int_eq(renju_stone_count(g), 8);
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    check_tag(g, "PB", "pbrain-gamma.zip");
    check_tag(g, "PW", "pbrain-delta.zip");
    check_tag(g, "RE", "W+");
    ck_assert_int_eq(renju_record_warnings(g), 1);
    check_warning(g, 0, RENJU_WARN_OPENING, 2, 1, 4);
    renju_game_free(g);

    /* renju named, freestyle game, rules taken */
    g = import_file("gomocup_renju.psq", RENJU_RULES_FREESTYLE, 15, RENJU_IMPORT_RULES);
    ck_assert_int_eq(renju_game_ruleset(g), RENJU_RULES_RENJU);
    ck_assert_int_eq(renju_move_count(g), 4);
    renju_game_free(g);
}
END_TEST

START_TEST(test_gomocup_standard_draw)
{
    renju_game *g = import_file("gomocup_standard_draw.psq", RENJU_RULES_FREESTYLE, 15,
                                RENJU_IMPORT_RULES);

    /* one opening stone: white moves first; "standard" in lower case */
    ck_assert_int_eq(renju_game_ruleset(g), RENJU_RULES_STANDARD);
    check_stone(g, "h8", RENJU_BLACK);
    check_moves(g, "i7 a15 o1");
    check_tag(g, "PW", "pbrain-epsilon.zip");
    check_tag(g, "PB", "pbrain-zeta.zip");
    check_tag(g, "RE", "0");
    ck_assert_int_eq(renju_record_warnings(g), 1);
    check_warning(g, 0, RENJU_WARN_OPENING, 2, 1, 1);
    renju_game_free(g);
}
END_TEST

START_TEST(test_gomocup_caro)
{
    renju_game *g = import_file("gomocup_caro.psq", RENJU_RULES_RENJU, 15, RENJU_IMPORT_RULES);
    int edge = -1;
    size_t len;
    char *text;

    /* no time 0: all moves; the judge's Caro counts exactly five: caro-5, read without
     * a warning, its edge option the reading game's (0 from a renju game) */
    ck_assert_int_eq(renju_game_ruleset(g), RENJU_RULES_CARO5);
    ck_assert_int_eq(renju_option_get(g, RENJU_OPT_EDGE_BLOCKS, &edge), RENJU_OK);
    ck_assert_int_eq(edge, 0);
    check_moves(g, "h8 i7 h7");
    check_tag(g, "PB", "pbrain-eta.zip");
    check_tag(g, "PW", "pbrain-theta.zip");
    check_tag(g, "RE", "B+");
    ck_assert_int_eq(renju_record_warnings(g), 0);
    renju_game_free(g);

    /* without RENJU_IMPORT_RULES a renju game refuses a caro record, and a caro-6 game
     * too; a caro-5 game takes it as its own, with its edge option */
    text = read_file(PSQ_DIR, "gomocup_caro.psq", &len);
    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_FAILS(g, renju_record_import(g, RENJU_FORMAT_PSQ, text, len, 0), RENJU_EINVAL);
    renju_game_free(g);
    g = new_game(RENJU_RULES_CARO6, 15);
    CHECK_FAILS(g, renju_record_import(g, RENJU_FORMAT_PSQ, text, len, 0), RENJU_EINVAL);
    renju_game_free(g);
    free(text);
    g = import_file_opt("gomocup_caro.psq", RENJU_RULES_CARO5, RENJU_OPT_EDGE_BLOCKS, 1);
    ck_assert_int_eq(renju_game_ruleset(g), RENJU_RULES_CARO5);
    ck_assert_int_eq(renju_option_get(g, RENJU_OPT_EDGE_BLOCKS, &edge), RENJU_OK);
    ck_assert_int_eq(edge, 1);
    check_moves(g, "h8 i7 h7");
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ Piskvork and others */

START_TEST(test_piskvork)
{
    renju_game *g = import_file("piskvork_game.psq", RENJU_RULES_FREESTYLE, 15, 0);

    /* h = 1: the second name began */
    check_moves(g, "h8 i9 g7");
    check_tag(g, "PB", "Embryo 21");
    check_tag(g, "PW", "Petr Novak");
    check_tag(g, "RE", "");
    ck_assert_int_eq(renju_record_warnings(g), 0);
    renju_game_free(g);

    /* the game's error code, then -1; names as the engines' paths */
    g = import_file("piskvork_errcode.psq", RENJU_RULES_FREESTYLE, 15, 0);
    check_moves(g, "h8 i7");
    check_tag(g, "PB", "C:\\gomoku\\pbrain-iota.exe");
    check_tag(g, "PW", "C:\\gomoku\\pbrain-kappa.exe");
    ck_assert_int_eq(renju_record_warnings(g), 0);
    renju_game_free(g);
}
END_TEST

START_TEST(test_lenient)
{
    renju_game *g = import_file("lenient.psq", RENJU_RULES_FREESTYLE, 15, 0);

    /* times absent, negative, beyond 64 bits' worth of digits: read as moves */
    check_moves(g, "h8 i7 g9 j6");
    ck_assert_int_eq(renju_stone_count(g), 4);
    check_tag(g, "PB", "Black player one");
    check_tag(g, "PW", "White player two");
    check_tag(g, "RE", "B+");
    ck_assert_int_eq(renju_record_warnings(g), 2);
    check_warning(g, 0, RENJU_WARN_SKIPPED, 1, 26, 1);
    check_warning(g, 1, RENJU_WARN_SKIPPED, 12, 1, 2);
    renju_game_free(g);
}
END_TEST

START_TEST(test_library_export)
{
    renju_game *g = import_file("library_export.psq", RENJU_RULES_RENJU, 15, 0);
    size_t len;
    char *text = read_file(PSQ_DIR, "library_export.psq", &len), buf[128];

    /* every time 0: all are moves, under the rules (h8 first) */
    check_moves(g, "h8 i8 h7");
    ck_assert_int_eq(renju_record_warnings(g), 0);
    check_tag(g, "PB", "Alice");
    check_tag(g, "PW", "Bob");
    ck_assert_int_eq(renju_record_export(g, RENJU_FORMAT_PSQ, buf, sizeof buf), (int)len);
    ck_assert_str_eq(buf, text);
    free(text);
    renju_game_free(g);
}
END_TEST

/* Small records that read with warnings. */
START_TEST(test_warnings)
{
    static const char unreadable[] = "Piskvorky 15x15, 0:0, 0\n8,8,5\nA\nB\n-1\n7,Freestyle\n";
    static const char unknown_rules[] = "Piskvorky 15x15, 0:0, 0\n8,8,5\nA\nB\n-1\n2,Go Moku X\n";
    static const char no_names[] =
        "Piskvorky 15x15, 0:0, 1\n8,8,0\n9,9,0\n10,10,7\n\n-1\n1, Freestyle \n";
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);

    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_PSQ, unreadable, strlen(unreadable), 0),
                     (int)strlen(unreadable));
    check_tag(g, "RE", "");
    ck_assert_int_eq(renju_record_warnings(g), 1);
    check_warning(g, 0, RENJU_WARN_RESULT, 6, 1, 1);
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_PSQ, unknown_rules,
                                         strlen(unknown_rules), RENJU_IMPORT_RULES),
                     (int)strlen(unknown_rules));
    check_tag(g, "RE", "W+");
    ck_assert_int_eq(renju_game_ruleset(g), RENJU_RULES_FREESTYLE);
    ck_assert_int_eq(renju_record_warnings(g), 1);
    check_warning(g, 0, RENJU_WARN_RESULT, 6, 3, 1);
    /* two stones of time 0 given, h = 1 (no names), the first-named (white) won:
     * even opening, h = 1, so the first name is white */
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_PSQ, no_names, strlen(no_names), 0),
                     (int)strlen(no_names));
    check_moves(g, "j6");
    ck_assert_int_eq(renju_stone_count(g), 3);
    check_tag(g, "RE", "W+");
    ck_assert_int_eq(renju_record_warnings(g), 1);
    check_warning(g, 0, RENJU_WARN_OPENING, 2, 1, 2);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ broken records */

/* The import must fail with code at line:column and move, changing nothing. */
static void fails(const char *text, int flags, int code, int line, int column, int move)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    int l, c, m;

    play_list(g, "a1 b2");
    CHECK_OK(g, renju_tag_set(g, "PB", "before"));
    CHECK_FAILS(g, renju_record_import(g, RENJU_FORMAT_PSQ, text, strlen(text), flags), code);
    renju_record_error_position(g, &l, &c, &m);
    ck_assert_msg(l == line && c == column && m == move,
                  "%s: line %d column %d move %d, expected %d %d %d (%s)", text, l, c, m,
                  line, column, move, failure_message());
    renju_game_free(g);
}

START_TEST(test_broken)
{
    /* no header */
    fails("8,8,0\n9,9,0\n", 0, RENJU_EPARSE, 1, 1, 1);
    /* malformed move, CRLF */
    fails("Piskvorky 15x15, 0:0, 0\r\n8,8,1\r\n9,x,2\r\n", 0, RENJU_EPARSE, 3, 3, 2);
    /* off the board and occupied, inside a given opening and after it */
    fails("Piskvorky 15x15, 0:0, 0\n8,8,0\n16,8,0\n9,9,100\n", 0, RENJU_ERANGE, 3, 1, 1);
    fails("Piskvorky 15x15, 0:0, 0\n8,8,0\n8,8,0\n9,9,100\n", 0, RENJU_EOCCUPIED, 3, 1, 1);
    fails("Piskvorky 15x15, 0:0, 0\n8,8,0\n9,9,0\n8,8,100\n", 0, RENJU_EOCCUPIED, 4, 1, 1);
    fails("Piskvorky 15x15, 0:0, 0\n8,8,0\n9,9,0\n10,10,3\n0,1,4\n", 0, RENJU_ERANGE, 5, 1, 2);
    /* an opening that already holds five */
    fails("Piskvorky 15x15, 0:0, 0\n1,1,0\n1,15,0\n2,1,0\n2,15,0\n3,1,0\n3,15,0\n4,1,0\n"
          "4,15,0\n5,1,0\n9,9,10\n", 0, RENJU_EPOSITION, 10, 1, 1);
    /* a non-square board */
    fails("Piskvorky 15x20, 0:0, 0\n8,8,0\n", 0, RENJU_EPARSE, 1, 11, 1);
    /* a time of 21 digits is no time */
    fails("Piskvorky 15x15, 0:0, 0\n8,8,123456789012345678901\n", 0, RENJU_EPARSE, 2, 14, 1);
    /* a fifth line after the stones, before any result line */
    fails("Piskvorky 15x15, 0:0, 0\n8,8,1\nA\nB\n0\n-1\nmore\n", 0, RENJU_EPARSE, 7, 1, 2);
    /* rules other than the game's, not asked for: refused where they are named */
    fails("Piskvorky 15x15, 0:0, 0\n8,8,1\nA\nB\n-1\n1,Renju\n", 0, RENJU_EINVAL, 6, 3, 1);
    /* rules that cannot be played on the size */
    fails("Piskvorky 9x9, 0:0, 0\n5,5,1\n-1\n1,Renju\n", RENJU_IMPORT_RULES, RENJU_EINVAL,
          1, 1, 1);
    /* a name that is not UTF-8, after an opening */
    fails("Piskvorky 15x15, 0:0, 0\n8,8,0\n9,9,4\nA\xfe\nB\n-1\n", 0, RENJU_EPARSE, 4, 2, 2);
}
END_TEST

#include "check_import_psq.tests.h"

int main(void)
{
    return run_suite(tests_suite("import_psq"));
}
