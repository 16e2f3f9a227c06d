/* SPDX-License-Identifier: MIT */
/* check_pos_compact.c - the layouts of positions and games that other programs keep:
 * xl / ZJRenju .pos files (the stones in the order played, row 0 at the top) and the
 * compact move strings of web editors ("h8h9h10i9", one game a line), read as exact
 * moves, with every way they go wrong refused where it went wrong and the game left
 * as it was. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

/* The moves of g in its notation, "h8 h9 ...". */
static void moves_text(renju_game *g, char *buf, size_t cap)
{
    int moves[512], n = renju_moves(g, moves, 512), i;
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
    char buf[2048];

    moves_text(g, buf, sizeof buf);
    ck_assert_str_eq(buf, want);
}

/* ------------------------------------------------------------ .pos */

/* The byte of a point: row * 15 + column, row 0 at the top. */
static unsigned char pos_byte(renju_game *g, const char *name)
{
    int p = pt(g, name);

    return (unsigned char)((14 - p / 15) * 15 + p % 15);
}

/* A .pos of the stones named ("h8 i9 ..."). */
static size_t pos_file(renju_game *g, unsigned char *b, const char *list)
{
    char copy[512], *w;
    size_t n = 1;

    snprintf(copy, sizeof copy, "%s", list);
    for (w = strtok(copy, " "); w; w = strtok(NULL, " "))
        b[n++] = pos_byte(g, w);
    b[0] = (unsigned char)(n - 1);
    return n;
}

TEST_CASE("pos_compact")

START_TEST(test_pos_read)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    unsigned char b[256];
    size_t n;

    /* the bytes of a real ZJRenju position: h8 i9 j10 i7 g9, as it writes them */
    static const unsigned char real[] = { 5, 0x70, 0x62, 0x54, 0x80, 0x60 };
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_POS, (const char *)real, sizeof real, 0),
                     (int)sizeof real);
    check_moves(g, "h8 i9 j10 i7 g9");
    ck_assert_int_eq(renju_stone(g, pt(g, "g9")), RENJU_BLACK);
    ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
    /* the corners: a15 is byte 0, o1 byte 224 */
    n = pos_file(g, b, "h8 a15 o1 a1 o15");
    ck_assert_int_eq(b[2], 0);
    ck_assert_int_eq(b[3], 224);
    renju_game_free(g);
    g = new_game(RENJU_RULES_FREESTYLE, 15);
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_POS, (const char *)b, n, 0), (int)n);
    check_moves(g, "h8 a15 o1 a1 o15");
    ck_assert_int_eq(renju_record_warnings(g), 0);
    renju_game_free(g);
}
END_TEST

/* A whole board: 225 stones, the most a .pos holds. */
START_TEST(test_pos_full)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    unsigned char b[226];
    int moves[225], i;

    ck_assert_int_eq(no_five_fill(15, moves), 225);
    b[0] = 225;
    for (i = 0; i < 225; i++)
        b[i + 1] = (unsigned char)((14 - moves[i] / 15) * 15 + moves[i] % 15);
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_POS, (const char *)b, 226, 0), 226);
    ck_assert_int_eq(renju_stone_count(g), 225);
    ck_assert_int_eq(renju_last_move(g), moves[224]);
    renju_game_free(g);
}
END_TEST

static const struct {
    const char *what;
    const char *bytes;
    size_t n;
    size_t at;
    const char *says;
} bad_pos[] = {
    { "empty", "", 0, 0, "empty" },
    { "no stone", "\x00", 1, 0, "not 0" },
    { "226 stones", "\xe2\x70", 2, 0, "not 226" },
    { "cut short", "\x03\x70\x62", 3, 3, "3 stones announced, 2 given" },
    { "a byte more", "\x02\x70\x62\x54", 4, 3, "1 bytes after" },
    { "a point off the board", "\x02\x70\xe1", 3, 2, "0xe1" },
    { "a text file", "h8 h9\n", 6, 6, "104 stones announced, 5 given" },
};

LOOP_TEST(0, (int)(sizeof bad_pos / sizeof *bad_pos))
START_TEST(test_pos_bad)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    char at[16];
    int line, col;

    play_list(g, "h8 h9");
    CHECK_FAILS(g, renju_record_import(g, RENJU_FORMAT_POS, bad_pos[_i].bytes, bad_pos[_i].n,
                                       RENJU_IMPORT_PARTIAL), RENJU_EPARSE);
    ck_assert_msg(strstr(failure_message(), bad_pos[_i].says) != NULL, "%s: %s",
                  bad_pos[_i].what, failure_message());
    snprintf(at, sizeof at, "byte %zu:", bad_pos[_i].at);
    ck_assert_msg(strncmp(failure_message(), at, strlen(at)) == 0, "%s: %s", bad_pos[_i].what,
                  failure_message());
    ck_assert_int_eq(renju_record_error_position(g, &line, &col, NULL), RENJU_OK);
    ck_assert_int_eq(line, 1);
    ck_assert_int_eq(col, (int)bad_pos[_i].at + 1);
    renju_game_free(g);
}
END_TEST

/* Stones the rules refuse: the import fails at that stone, as any record's. */
START_TEST(test_pos_illegal)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    unsigned char b[16];
    size_t n;
    int move;

    n = pos_file(g, b, "h8 i9 h8");
    CHECK_FAILS(g, renju_record_import(g, RENJU_FORMAT_POS, (const char *)b, n, 0),
                RENJU_EOCCUPIED);
    ck_assert_int_eq(renju_record_error_position(g, NULL, NULL, &move), RENJU_OK);
    ck_assert_int_eq(move, 3);
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_POS, (const char *)b, n,
                                         RENJU_IMPORT_PARTIAL), RENJU_EOCCUPIED);
    check_moves(g, "h8 i9");
    /* renju's first stone is h8 */
    n = pos_file(g, b, "a1");
    CHECK_FAILS(g, renju_record_import(g, RENJU_FORMAT_POS, (const char *)b, n, 0), RENJU_EPHASE);
    renju_game_free(g);
    /* a .pos is 15x15 */
    g = new_game(RENJU_RULES_FREESTYLE, 19);
    b[0] = 1;
    b[1] = 0x70;
    n = 2;
    CHECK_FAILS(g, renju_record_import(g, RENJU_FORMAT_POS, (const char *)b, n, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_POS, (const char *)b, n,
                                         RENJU_IMPORT_RULES), (int)n);
    ck_assert_int_eq(renju_game_size(g), 15);
    renju_game_free(g);
}
END_TEST

/* Read only: neither export writes one; a file holds one position. */
START_TEST(test_pos_write_and_next)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    unsigned char b[16];
    size_t n, at = 0;

    play_list(g, "h8 h9");
    CHECK_FAILS(g, renju_record_export(g, RENJU_FORMAT_POS, NULL, 0), RENJU_EINVAL);
    CHECK_FAILS(g, renju_tree_export(g, RENJU_FORMAT_POS, NULL, 0), RENJU_EINVAL);
    ck_assert_ptr_nonnull(strstr(failure_message(), "read, not written"));
    n = pos_file(g, b, "h8 i9 j10");
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_POS, (const char *)b, n, &at, 0), 1);
    ck_assert_uint_eq(at, n);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_POS, (const char *)b, n, &at, 0), 0);
    check_moves(g, "h8 i9 j10");
    ck_assert_int_eq(renju_format_from_name(".pos"), RENJU_FORMAT_POS);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ compact move strings */

/* Records as a web editor keeps them: one game a line, upper or lower case, a comment
 * line, a blank line. */
static const char web_records[] =
    "h8i9j10i7g9i10j9h9\n"
    "# from the editor's export\n"
    "H8H9I9G7I8I10J9K10G8\n"
    "\n"
    "h8i8j8h7g6h9h6i9\r\n"
    "h8j9i10h10j8i9g11k9";

START_TEST(test_compact_records)
{
    static const char *const want[] = {
        "h8 i9 j10 i7 g9 i10 j9 h9",
        "h8 h9 i9 g7 i8 i10 j9 k10 g8",
        "h8 i8 j8 h7 g6 h9 h6 i9",
        "h8 j9 i10 h10 j8 i9 g11 k9",
    };
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    size_t at = 0, len = strlen(web_records);
    int k = 0, rc, line;
    char out[256];

    while ((rc = renju_record_import_next(g, RENJU_FORMAT_MOVES, web_records, len, &at, 0)) != 0) {
        ck_assert_msg(rc == 1, "game %d: %s", k, renju_errmsg(g));
        ck_assert_int_lt(k, 4);
        check_moves(g, want[k]);
        /* written back as a move list of today */
        ck_assert_int_gt(renju_record_export(g, RENJU_FORMAT_MOVES, out, sizeof out), 0);
        ck_assert_int_eq(strncmp(out, want[k], strlen(want[k])), 0);
        k++;
    }
    ck_assert_int_eq(k, 4);
    /* an error names the line and the column of the point */
    CHECK_FAILS(g, renju_record_import(g, RENJU_FORMAT_MOVES, "h8i9i9", 6, 0), RENJU_EOCCUPIED);
    ck_assert_int_eq(renju_record_error_position(g, &line, &rc, NULL), RENJU_OK);
    ck_assert_int_eq(line, 1);
    ck_assert_int_eq(rc, 5);
    renju_game_free(g);
}
END_TEST

START_TEST(test_compact_forms)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    int moves[225], i, rc;
    char text[1024];
    size_t len = 0;
    char name[8];

    /* with the spaced words around it, upper case, a draw offer after it */
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_MOVES, "h8 H9I10 j11k12 draw-offer", 26, 0),
                     26);
    check_moves(g, "h8 h9 i10 j11 k12");
    ck_assert_int_eq(renju_draw_offered(g), 1);
    /* two-digit rows: h15 and a1 are both there */
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_MOVES, "h15a1o15o1h8", 12, 0), 12);
    check_moves(g, "h15 a1 o15 o1 h8");
    /* a whole board in one word, longer than any word of a move list */
    ck_assert_int_eq(no_five_fill(15, moves), 225);
    for (i = 0; i < 225; i++) {
        ck_assert_int_gt(renju_point_format(g, moves[i], name, sizeof name), 0);
        memcpy(text + len, name, strlen(name));
        len += strlen(name);
    }
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_MOVES, text, len, 0), (int)len);
    ck_assert_int_eq(renju_stone_count(g), 225);
    renju_game_free(g);
    /* on 19x19 the rows run to 19: a19b1 is a19 b1 */
    g = new_game(RENJU_RULES_FREESTYLE, 19);
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_MOVES, "a19b1s19r18j10", 14, 0), 14);
    check_moves(g, "a19 b1 s19 r18 j10");
    rc = renju_record_import(g, RENJU_FORMAT_MOVES, "a19b20", 6, 0);
    ck_assert_int_eq(rc, RENJU_ERANGE);
    renju_game_free(g);
}
END_TEST

static const struct {
    const char *text;
    int code;
    int column;
    const char *says;
} bad_compact[] = {
    { "h8h16", RENJU_ERANGE, 3, "h16 is off the 15x15 board" },
    { "h8x5", RENJU_ERANGE, 3, "x5 is off" },
    { "h8h9i", RENJU_EPARSE, 5, "no point" },
    { "h8h9ii9", RENJU_EPARSE, 5, "no point" },
    { "h8h0i9", RENJU_EPARSE, 3, "row number from 1" },
    { "h8h101", RENJU_EPARSE, 6, "no point" },
    { "h8h9h8", RENJU_EOCCUPIED, 5, "occupied" },
    { "h8h9,i9", RENJU_EPARSE, 1, "not a point" },
};

LOOP_TEST(0, (int)(sizeof bad_compact / sizeof *bad_compact))
START_TEST(test_compact_bad)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    int line, col;

    play_list(g, "a1");
    CHECK_FAILS(g, renju_record_import(g, RENJU_FORMAT_MOVES, bad_compact[_i].text,
                                       strlen(bad_compact[_i].text), 0), bad_compact[_i].code);
    ck_assert_msg(strstr(failure_message(), bad_compact[_i].says) != NULL, "%s: %s",
                  bad_compact[_i].text, failure_message());
    ck_assert_int_eq(renju_record_error_position(g, &line, &col, NULL), RENJU_OK);
    ck_assert_int_eq(line, 1);
    ck_assert_int_eq(col, bad_compact[_i].column);
    ck_assert(text_is_utf8(failure_message()));
    renju_game_free(g);
}
END_TEST

#include "check_pos_compact.tests.h"

int main(void)
{
    return run_suite(tests_suite("pos_compact"));
}
