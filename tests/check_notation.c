/* SPDX-License-Identifier: MIT */
/* check_notation.c - points as integers and as text (renju_rules(7), BOARD AND NOTATION). */
#include <check.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

static const int sizes[] = { 5, 6, 9, 15, 19, 20 };
#define NSIZES ((int)(sizeof sizes / sizeof sizes[0]))

/* A game of the given size under a rule set that allows it. */
static renju_game *board(int size)
{
    return new_game(size == 15 ? RENJU_RULES_RENJU : RENJU_RULES_FREESTYLE, size);
}

/* --------------------------------------------------------- integer points */

TEST_CASE("point")

START_TEST(test_point_layout)
{
    renju_game *g = board(15);

    /* row 0 at the bottom, column 0 on the left: point = row * size + column */
    ck_assert_int_eq(renju_point(g, 0, 0), 0);
    CHECK_OK(g, renju_point(g, 0, 0));
    ck_assert_int_eq(renju_point(g, 14, 0), 14);
    ck_assert_int_eq(renju_point(g, 0, 1), 15);
    ck_assert_int_eq(renju_point(g, 7, 7), 112);
    ck_assert_int_eq(renju_point(g, 14, 14), 224);
    ck_assert_int_eq(renju_point(g, 7, 7), pt(g, "h8"));
    ck_assert_int_eq(renju_point(g, 0, 14), pt(g, "a15"));
    ck_assert_int_eq(renju_point(g, 14, 0), pt(g, "o1"));
    renju_game_free(g);
}
END_TEST

START_TEST(test_point_every_size)
{
    int i, c, r, p;

    for (i = 0; i < NSIZES; i++) {
        int n = sizes[i];
        renju_game *g = board(n);
        for (r = 0; r < n; r++)
            for (c = 0; c < n; c++) {
                p = renju_point(g, c, r);
                ck_assert_int_eq(p, r * n + c);
                ck_assert_int_eq(renju_errcode(g), RENJU_OK);
                ck_assert_int_eq(renju_point_column(g, p), c);
                ck_assert_int_eq(renju_errcode(g), RENJU_OK);
                ck_assert_int_eq(renju_point_row(g, p), r);
                ck_assert_int_eq(renju_errcode(g), RENJU_OK);
                ck_assert_str_eq(renju_errmsg(g), "");
            }
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_point_off_board)
{
    int i;

    for (i = 0; i < NSIZES; i++) {
        int n = sizes[i];
        renju_game *g = board(n);
        play_list(g, n == 15 ? "h8" : "a1");   /* not an empty game */
        CHECK_FAILS(g, renju_point(g, -1, 0), RENJU_ERANGE);
        CHECK_FAILS(g, renju_point(g, 0, -1), RENJU_ERANGE);
        CHECK_FAILS(g, renju_point(g, n, 0), RENJU_ERANGE);
        CHECK_FAILS(g, renju_point(g, 0, n), RENJU_ERANGE);
        CHECK_FAILS(g, renju_point(g, n, n), RENJU_ERANGE);
        CHECK_FAILS(g, renju_point(g, -1000000, 3), RENJU_ERANGE);
        CHECK_FAILS(g, renju_point(g, 3, 1000000), RENJU_ERANGE);

        CHECK_FAILS(g, renju_point_column(g, -1), RENJU_ERANGE);
        CHECK_FAILS(g, renju_point_column(g, n * n), RENJU_ERANGE);
        CHECK_FAILS(g, renju_point_column(g, RENJU_PASS), RENJU_ERANGE);
        CHECK_FAILS(g, renju_point_column(g, RENJU_NO_POINT), RENJU_ERANGE);
        CHECK_FAILS(g, renju_point_row(g, -1), RENJU_ERANGE);
        CHECK_FAILS(g, renju_point_row(g, n * n), RENJU_ERANGE);
        CHECK_FAILS(g, renju_point_row(g, RENJU_PASS), RENJU_ERANGE);
        CHECK_FAILS(g, renju_point_row(g, RENJU_NO_POINT), RENJU_ERANGE);
        renju_game_free(g);
    }
}
END_TEST

/* ---------------------------------------------------------------- parsing */

static int parse(renju_game *g, const char *text)
{
    int p = -77;

    CHECK_OK(g, renju_point_parse(g, text, &p));
    return p;
}

TEST_CASE("parse")

START_TEST(test_parse_known_points)
{
    renju_game *g = board(15);

    ck_assert_int_eq(parse(g, "a1"), 0);
    ck_assert_int_eq(parse(g, "b1"), 1);
    ck_assert_int_eq(parse(g, "a2"), 15);
    ck_assert_int_eq(parse(g, "h8"), 7 * 15 + 7);
    ck_assert_int_eq(parse(g, "h9"), 8 * 15 + 7);
    ck_assert_int_eq(parse(g, "i9"), 8 * 15 + 8);
    ck_assert_int_eq(parse(g, "o1"), 14);
    ck_assert_int_eq(parse(g, "a15"), 14 * 15);
    ck_assert_int_eq(parse(g, "o15"), 224);
    ck_assert_int_eq(parse(g, "j10"), 9 * 15 + 9);
    renju_game_free(g);
}
END_TEST

START_TEST(test_parse_case_insensitive)
{
    renju_game *g = board(15);

    ck_assert_int_eq(parse(g, "H8"), parse(g, "h8"));
    ck_assert_int_eq(parse(g, "O15"), 224);
    ck_assert_int_eq(parse(g, "A1"), 0);
    ck_assert_int_eq(parse(g, "PASS"), RENJU_PASS);
    ck_assert_int_eq(parse(g, "Pass"), RENJU_PASS);
    ck_assert_int_eq(parse(g, "pAsS"), RENJU_PASS);
    renju_game_free(g);
}
END_TEST

START_TEST(test_parse_pass)
{
    int i;

    for (i = 0; i < NSIZES; i++) {
        renju_game *g = board(sizes[i]);
        ck_assert_int_eq(parse(g, "pass"), RENJU_PASS);
        ck_assert_int_eq(parse(g, "--"), RENJU_PASS);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_parse_round_trip)
{
    char name[8], upper[8];
    int i, p, k;

    for (i = 0; i < NSIZES; i++) {
        int n = sizes[i];
        renju_game *g = board(n);
        for (p = 0; p < n * n; p++) {
            int len = renju_point_format(g, p, name, sizeof name);
            ck_assert_int_gt(len, 1);
            ck_assert_int_eq(parse(g, name), p);
            for (k = 0; k <= len; k++)
                upper[k] = (char)toupper((unsigned char)name[k]);
            ck_assert_int_eq(parse(g, upper), p);
        }
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_parse_large_boards)
{
    renju_game *g = board(20);

    ck_assert_int_eq(parse(g, "t20"), 399);
    ck_assert_int_eq(parse(g, "T20"), 399);
    ck_assert_int_eq(parse(g, "t1"), 19);
    ck_assert_int_eq(parse(g, "a20"), 380);
    ck_assert_int_eq(parse(g, "p16"), 15 * 20 + 15);
    CHECK_FAILS(g, renju_point_parse(g, "u1", &(int){ 0 }), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_parse(g, "a21", &(int){ 0 }), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_parse(g, "u21", &(int){ 0 }), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_parse(g, "z99", &(int){ 0 }), RENJU_ERANGE);
    renju_game_free(g);

    g = board(19);
    ck_assert_int_eq(parse(g, "s19"), 360);
    CHECK_FAILS(g, renju_point_parse(g, "t20", &(int){ 0 }), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_parse(g, "t1", &(int){ 0 }), RENJU_ERANGE);
    renju_game_free(g);

    g = board(5);
    ck_assert_int_eq(parse(g, "e5"), 24);
    CHECK_FAILS(g, renju_point_parse(g, "f1", &(int){ 0 }), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_parse(g, "a6", &(int){ 0 }), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_parse(g, "h8", &(int){ 0 }), RENJU_ERANGE);
    renju_game_free(g);
}
END_TEST

START_TEST(test_parse_off_board)
{
    renju_game *g = board(15);
    int p = -5;

    play_list(g, "h8 h9");
    CHECK_FAILS(g, renju_point_parse(g, "p16", &p), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_parse(g, "p1", &p), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_parse(g, "P1", &p), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_parse(g, "a16", &p), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_parse(g, "z1", &p), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_parse(g, "t20", &p), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_parse(g, "a99", &p), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_parse(g, "o16", &p), RENJU_ERANGE);
    ck_assert_str_eq(failure_message(), "o16 is off the 15x15 board");
    CHECK_FAILS(g, renju_point_parse(g, "h16", &p), RENJU_ERANGE);
    ck_assert_ptr_nonnull(strstr(failure_message(), "h16"));
    ck_assert_ptr_nonnull(strstr(failure_message(), "15x15"));
    renju_game_free(g);
}
END_TEST

START_TEST(test_parse_malformed)
{
    static const char *const bad[] = {
        "", "h", "h0", "h08", "8h", "h8 ", "hh8", " h8", "h 8", "h-8", "h+8", "-", "---",
        "-h8", "1", "88", "h8h", "h8.", "h8\n", "\th8", "pas", "passs", "pass ", " pass",
        "pa ss", "--pass", "- -", "h008", "a01", "a0", "@1", "[1", "`1", "{1", "h\xc3\xa8",
        "\xc3\xa8" "8", "h8\x01", "\x7f" "1", "h\x80"
    };
    renju_game *g = board(15);
    size_t i;
    int p;

    play_list(g, "h8");
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        p = -5;
        CHECK_FAILS(g, renju_point_parse(g, bad[i], &p), RENJU_ENOTATION);
        ck_assert_msg(strlen(failure_message()) < 200, "message too long for \"%s\"", bad[i]);
    }
    /* the message names what was wrong */
    CHECK_FAILS(g, renju_point_parse(g, "hh8", &p), RENJU_ENOTATION);
    ck_assert_ptr_nonnull(strstr(failure_message(), "hh8"));
    renju_game_free(g);
}
END_TEST

START_TEST(test_parse_malformed_other_sizes)
{
    static const char *const bad[] = { "", "h", "h0", "h08", "8h", "h8 ", "hh8", "t020" };
    int i;
    size_t j;
    int p;

    for (i = 0; i < NSIZES; i++) {
        renju_game *g = board(sizes[i]);
        for (j = 0; j < sizeof bad / sizeof bad[0]; j++)
            CHECK_FAILS(g, renju_point_parse(g, bad[j], &p), RENJU_ENOTATION);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_parse_long_strings)
{
    enum { LONG = 100000 };
    renju_game *g = board(15);
    char *s = malloc(LONG + 1);
    int p = -5, rc;

    ck_assert_ptr_nonnull(s);
    play_list(g, "h8 pass");

    memset(s, 'a', LONG);
    s[LONG] = '\0';
    CHECK_FAILS(g, renju_point_parse(g, s, &p), RENJU_ENOTATION);
    ck_assert_uint_lt(strlen(failure_message()), 200);

    /* a valid point followed by junk */
    memset(s, ' ', LONG);
    s[0] = 'h';
    s[1] = '8';
    CHECK_FAILS(g, renju_point_parse(g, s, &p), RENJU_ENOTATION);
    ck_assert_uint_lt(strlen(failure_message()), 200);

    memset(s + 4, 'x', LONG - 4);
    memcpy(s, "pass", 4);
    CHECK_FAILS(g, renju_point_parse(g, s, &p), RENJU_ENOTATION);

    memset(s, '-', LONG);
    CHECK_FAILS(g, renju_point_parse(g, s, &p), RENJU_ENOTATION);

    /* a row number far too long for any board (and for an int): well formed or not,
     * it must not be taken for a point */
    memset(s, '9', LONG);
    s[0] = 'h';
    {
        snapshot before, after;
        snapshot_take(g, &before);
        rc = renju_point_parse(g, s, &p);
        ck_assert_msg(rc == RENJU_ERANGE || rc == RENJU_ENOTATION, "returned %d", rc);
        ck_assert_int_eq(renju_errcode(g), rc);
        ck_assert_str_ne(renju_errmsg(g), "");
        ck_assert_uint_lt(strlen(failure_message()), 200);
        snapshot_take(g, &after);
        snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
    }
    /* the digits of 2^32 + 8: an overflow must not wrap round to row 8 */
    rc = renju_point_parse(g, "h4294967304", &p);
    ck_assert_msg(rc == RENJU_ERANGE || rc == RENJU_ENOTATION, "returned %d", rc);
    rc = renju_point_parse(g, "h18446744073709551624", &p);
    ck_assert_msg(rc == RENJU_ERANGE || rc == RENJU_ENOTATION, "returned %d", rc);
    free(s);
    renju_game_free(g);
}
END_TEST

START_TEST(test_parse_null)
{
    renju_game *g = board(15);
    int p = -5;

    CHECK_FAILS(g, renju_point_parse(g, NULL, &p), RENJU_EINVAL);
    CHECK_FAILS(g, renju_point_parse(g, "h8", NULL), RENJU_EINVAL);
    ck_assert_int_eq(p, -5);
    ck_assert_int_eq(renju_point_parse(NULL, "h8", &p), RENJU_EINVAL);
    ck_assert_int_eq(p, -5);
    renju_game_free(g);
}
END_TEST

START_TEST(test_parse_success_clears_error)
{
    renju_game *g = board(15);
    int p;

    CHECK_FAILS(g, renju_point_parse(g, "zz", &p), RENJU_ENOTATION);
    CHECK_OK(g, renju_point_parse(g, "h8", &p));
    ck_assert_int_eq(p, 112);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------- formatting */

static void assert_format(renju_game *g, int point, const char *want)
{
    char buf[16];
    int len;

    memset(buf, 'X', sizeof buf);
    len = renju_point_format(g, point, buf, sizeof buf);
    ck_assert_int_eq(len, (int)strlen(want));
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);
    ck_assert_str_eq(renju_errmsg(g), "");
    ck_assert_str_eq(buf, want);
    /* the size query counts the NUL */
    ck_assert_int_eq(renju_point_format(g, point, NULL, 0), (int)strlen(want) + 1);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);
    /* an exact fit */
    memset(buf, 'X', sizeof buf);
    ck_assert_int_eq(renju_point_format(g, point, buf, strlen(want) + 1), (int)strlen(want));
    ck_assert_str_eq(buf, want);
}

TEST_CASE("format")

START_TEST(test_format_known_points)
{
    renju_game *g = board(15);

    assert_format(g, 0, "a1");
    assert_format(g, 112, "h8");
    assert_format(g, 14, "o1");
    assert_format(g, 210, "a15");
    assert_format(g, 224, "o15");
    assert_format(g, 9 * 15 + 9, "j10");
    assert_format(g, RENJU_PASS, "pass");
    renju_game_free(g);

    g = board(20);
    assert_format(g, 399, "t20");
    assert_format(g, 19, "t1");
    assert_format(g, 380, "a20");
    assert_format(g, RENJU_PASS, "pass");
    renju_game_free(g);

    g = board(5);
    assert_format(g, 24, "e5");
    assert_format(g, 12, "c3");
    renju_game_free(g);
}
END_TEST

START_TEST(test_format_lower_case)
{
    char buf[8];
    int i, p, k, len;

    for (i = 0; i < NSIZES; i++) {
        int n = sizes[i];
        renju_game *g = board(n);
        for (p = 0; p < n * n; p++) {
            len = renju_point_format(g, p, buf, sizeof buf);
            ck_assert_int_ge(len, 2);
            ck_assert_int_le(len, 3);
            ck_assert_int_eq(buf[0], 'a' + p % n);
            for (k = 0; k < len; k++)
                ck_assert(!isupper((unsigned char)buf[k]));
            ck_assert_int_eq(atoi(buf + 1), p / n + 1);
            ck_assert_int_eq(buf[len], '\0');
        }
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_format_buffer_too_small)
{
    renju_game *g = board(15);
    char buf[8];

    play_list(g, "h8");
    CHECK_FAILS(g, renju_point_format(g, 112, buf, 2), RENJU_EBUFSIZE);   /* no room for NUL */
    CHECK_FAILS(g, renju_point_format(g, 112, buf, 1), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_point_format(g, 112, buf, 0), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_point_format(g, 224, buf, 3), RENJU_EBUFSIZE);   /* "o15" */
    CHECK_FAILS(g, renju_point_format(g, RENJU_PASS, buf, 4), RENJU_EBUFSIZE);
    ck_assert_int_eq(renju_point_format(g, 224, buf, 4), 3);
    ck_assert_str_eq(buf, "o15");
    ck_assert_int_eq(renju_point_format(g, RENJU_PASS, buf, 5), 4);
    ck_assert_str_eq(buf, "pass");
    renju_game_free(g);
}
END_TEST

START_TEST(test_format_errors)
{
    renju_game *g = board(15);
    char buf[8];

    CHECK_FAILS(g, renju_point_format(g, -1, buf, sizeof buf), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_format(g, 225, buf, sizeof buf), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_format(g, RENJU_NO_POINT, buf, sizeof buf), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_format(g, -1, NULL, 0), RENJU_ERANGE);
    CHECK_FAILS(g, renju_point_format(g, 112, NULL, 8), RENJU_EINVAL);
    ck_assert_int_eq(renju_point_format(NULL, 112, buf, sizeof buf), RENJU_EINVAL);
    renju_game_free(g);

    g = board(20);
    CHECK_FAILS(g, renju_point_format(g, 400, buf, sizeof buf), RENJU_ERANGE);
    renju_game_free(g);
}
END_TEST


TEST_CASE("parse")

/* A bad point's message quotes the text, cut to a few bytes: never in the middle of
 * a UTF-8 character, whatever its length (2, 3, 4 bytes) and wherever the cut falls,
 * and with control characters and bytes that are not UTF-8 made printable. */
START_TEST(test_parse_message_utf8)
{
    static const char *const chars[] = { "\xc3\xa9", "\xe6\x97\xa5", "\xf0\x9f\x80\x84",
                                         "\x01", "\x1b", "\x7f", "\xff", "\xc3", "\xe6\x97",
                                         "\xed\xa0\x80", "\xc0\x80" };
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    char text[64];
    size_t c, lead, k;
    int p, rc;

    for (c = 0; c < sizeof chars / sizeof chars[0]; c++)
        for (lead = 0; lead < 6; lead++) {
            /* "h" or "h1", a few more bytes, then the character again and again */
            memset(text, 0, sizeof text);
            memcpy(text, "h1xxxx", lead);
            for (k = lead; k + strlen(chars[c]) < 40; k += strlen(chars[c]))
                memcpy(text + k, chars[c], strlen(chars[c]));
            rc = renju_point_parse(g, text, &p);
            ck_assert_msg(rc == RENJU_ENOTATION, "%zu/%zu: %d", c, lead, rc);
            ck_assert_msg(text_is_utf8(renju_errmsg(g)), "char %zu, lead %zu: \"%s\"", c, lead,
                          renju_errmsg(g));
            ck_assert_ptr_nonnull(strstr(renju_errmsg(g), "..."));   /* it was cut */
            /* short: the whole text quoted, made printable */
            text[lead + strlen(chars[c])] = '\0';
            rc = renju_point_parse(g, text, &p);
            ck_assert_int_lt(rc, 0);
            ck_assert_msg(text_is_utf8(renju_errmsg(g)), "short %zu/%zu: \"%s\"", c, lead,
                          renju_errmsg(g));
        }
    /* a valid multi-byte text is quoted as it is */
    ck_assert_int_eq(renju_point_parse(g, "\xe6\x97\xa5\xe6\x9c\xac", &p), RENJU_ENOTATION);
    ck_assert_ptr_nonnull(strstr(renju_errmsg(g), "\"\xe6\x97\xa5\xe6\x9c\xac\""));
    renju_game_free(g);
}
END_TEST

#include "check_notation.tests.h"

int main(void)
{
    return run_suite(tests_suite("notation"));
}
