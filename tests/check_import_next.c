/* SPDX-License-Identifier: MIT */
/* check_import_next.c - reading what real records hold and what the library adds
 * around it: collections read game by game (renju_record_import_next), the warnings
 * of an import, and games under an opening rule recorded as stones only, the
 * decisions taken as not recorded.
 *
 * The last is checked against the full game: random games are played under every
 * opening rule with random decisions, then read back from their stones alone; the
 * position, the side to move and the result must be the same, and every decision
 * passed over must be reported.
 *
 * RENJU_TEST_SCALE (default 1) scales the number of random games. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

/* xorshift64*, seeded: the same games everywhere */
TEST_RANDOM(0x9e3779b97f4a7c15ULL)

static renju_game *opening_game(int ruleset, int opening)
{
    renju_game *g = NULL;

    ck_assert_int_eq(renju_game_new(&g, ruleset, 15), RENJU_OK);
    ck_assert_int_eq(renju_option_set(g, RENJU_OPT_OPENING, opening), RENJU_OK);
    return g;
}

static int import_text(renju_game *g, int format, const char *text, int flags)
{
    return renju_record_import(g, format, text, strlen(text), flags);
}

static int count_warnings(renju_game *g, int code)
{
    int i, n = renju_record_warnings(g), c, k, total = 0;

    for (i = 0; i < n; i++) {
        ck_assert_ptr_nonnull(renju_record_warning(g, i, &c, NULL, NULL, &k));
        if (c == code)
            total += k;
    }
    return total;
}

static void export_moves(renju_game *g, char *buf, size_t cap)
{
    int n = renju_record_export(g, RENJU_FORMAT_MOVES, buf, cap);

    ck_assert_msg(n >= 0, "export: %d (%s)", n, renju_errmsg(g));
    while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == ' '))
        buf[--n] = '\0';
}

/* ------------------------------------------------------------ collections */

TEST_CASE("collections")

START_TEST(test_sgf_collection)
{
    static const char text[] =
        "(;GM[4]SZ[15];B[hh];W[hi])\n"          /* line 1: read */
        "(;B[hh](;W[ii])(;W[jj]))\n"            /* line 2: read, main line */
        "junk (;B[zz])\n"                       /* line 3: junk, then a point off the board */
        "(;B[aa]";                              /* line 4: never closed */
    renju_game *g = opening_game(RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE);
    size_t at = 0;
    int line, col, n;

    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, text, strlen(text), &at, 0), 1);
    ck_assert_int_eq(renju_move_count(g), 2);
    ck_assert_uint_eq(at, 26);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, text, strlen(text), &at, 0), 1);
    ck_assert_int_eq(renju_move_count(g), 2);
    ck_assert_int_eq(renju_stone(g, renju_point(g, 8, 6)), RENJU_WHITE);   /* ii: i7 */
    ck_assert_uint_eq(at, 51);

    /* the junk is a game of its own that cannot be read; positions count from the
     * start of the text */
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, text, strlen(text), &at, 0),
                     RENJU_EPARSE);
    renju_record_error_position(g, &line, &col, NULL);
    ck_assert_int_eq(line, 3);
    ck_assert_int_eq(col, 1);
    /* reading where and what went wrong leaves the error to be read too */
    renju_record_warnings(g);
    ck_assert_int_eq(renju_errcode(g), RENJU_EPARSE);
    ck_assert_str_ne(renju_errmsg(g), "");
    ck_assert_int_eq(renju_move_count(g), 2);   /* unchanged */
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, text, strlen(text), &at, 0),
                     RENJU_ERANGE);
    renju_record_error_position(g, &line, &col, &n);
    ck_assert_int_eq(line, 3);
    ck_assert_int_eq(col, 10);
    ck_assert_int_eq(n, 1);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, text, strlen(text), &at, 0),
                     RENJU_EPARSE);
    ck_assert_uint_eq(at, strlen(text));        /* a tree never closed ends the text */
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, text, strlen(text), &at, 0), 0);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);
    renju_game_free(g);
}
END_TEST

START_TEST(test_sgf_values_hide_parentheses)
{
    /* brackets, escapes and parentheses inside values do not end a tree */
    static const char text[] = "(;C[a ) b \\] ( c];B[hh])(;B[ii])";
    renju_game *g = opening_game(RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE);
    size_t at = 0;

    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, text, strlen(text), &at, 0), 1);
    ck_assert_int_eq(renju_stone(g, renju_point(g, 7, 7)), RENJU_BLACK);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, text, strlen(text), &at, 0), 1);
    ck_assert_int_eq(renju_stone(g, renju_point(g, 8, 6)), RENJU_BLACK);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, text, strlen(text), &at, 0), 0);
    renju_game_free(g);
}
END_TEST

START_TEST(test_moves_collection)
{
    static const char text[] =
        "# a file of games, one a line\n"
        "h8 h9 j10\n"
        "\n"
        "h8 h8\n"
        "   # only a comment\n"
        "h8 i9 # and one at the end\n";
    renju_game *g = opening_game(RENJU_RULES_RENJU, RENJU_OPENING_NONE);
    size_t at = 0;
    int line, col, n, games = 0, bad = 0, rc;

    while ((rc = renju_record_import_next(g, RENJU_FORMAT_MOVES, text, strlen(text), &at, 0)) != 0) {
        games++;
        if (rc < 0) {
            bad++;
            ck_assert_int_eq(rc, RENJU_EOCCUPIED);
            renju_record_error_position(g, &line, &col, &n);
            ck_assert_int_eq(line, 4);
            ck_assert_int_eq(col, 4);
            ck_assert_int_eq(n, 2);
        }
    }
    ck_assert_int_eq(games, 3);
    ck_assert_int_eq(bad, 1);
    ck_assert_int_eq(renju_move_count(g), 2);
    ck_assert_int_eq(renju_stone(g, renju_point(g, 8, 8)), RENJU_WHITE);
    renju_game_free(g);
}
END_TEST

START_TEST(test_psq_collection)
{
    static const char text[] =
        "Piskvorky 15x15, 0:0, 0\n8,8,0\n-1\n"
        "Piskvorky 15x15, 0:0, 0\n8,8,0\n8,8,0\n-1\n"
        "Piskvorky 15x15, 0:0, 0\n1,1,0\n2,2,0\n-1\n";
    renju_game *g = opening_game(RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE);
    size_t at = 0;

    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_PSQ, text, strlen(text), &at, 0), 1);
    ck_assert_int_eq(renju_move_count(g), 1);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_PSQ, text, strlen(text), &at, 0),
                     RENJU_EOCCUPIED);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_PSQ, text, strlen(text), &at, 0), 1);
    ck_assert_int_eq(renju_move_count(g), 2);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_PSQ, text, strlen(text), &at, 0), 0);
    renju_game_free(g);
}
END_TEST

START_TEST(test_next_bad_arguments)
{
    renju_game *g = opening_game(RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE);
    size_t at = 5;
    snapshot before, after;

    ck_assert_int_eq(renju_play(g, renju_point(g, 7, 7)), RENJU_OK);
    snapshot_take(g, &before);
    ck_assert_int_eq(renju_record_import_next(NULL, RENJU_FORMAT_SGF, "(;)", 3, &at, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, "(;)", 3, NULL, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, "(;)", 3, &at, 0), RENJU_EINVAL);
    ck_assert_uint_eq(at, 5);
    at = 0;
    ck_assert_int_eq(renju_record_import_next(g, 7, "(;)", 3, &at, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, NULL, 3, &at, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, "(;)", 3, &at, 64), RENJU_EINVAL);
    ck_assert_uint_eq(at, 0);
    snapshot_take(g, &after);
    snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
    /* nothing but blanks: no game, and the game unchanged */
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, " \n\t", 3, &at, 0), 0);
    ck_assert_uint_eq(at, 3);
    at = 0;
    ck_assert_int_eq(renju_record_import_next(g, RENJU_FORMAT_SGF, NULL, 0, &at, 0), 0);
    snapshot_take(g, &after);
    snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------ positions deep in a collection */

/* The line and column of offset pos in text, counted here as renju.h defines them:
 * a line ends at LF, CR LF or a lone CR (a CR just before pos ends its line). */
static void ref_position(const char *text, size_t pos, int *line, int *column)
{
    size_t i, start = 0;

    *line = 1;
    for (i = 0; i < pos; i++) {
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 == pos || text[i + 1] != '\n'))) {
            ++*line;
            start = i + 1;
        }
    }
    *column = (int)(pos - start + 1);
}

/* Where a position of a game read alone (line, column from its own first byte) is
 * in a text where the game starts at offset begin. */
static void shift_position(const char *text, size_t begin, int *line, int *column)
{
    int bl, bc;

    if (*line == 0)
        return;    /* the record as a whole */
    ref_position(text, begin, &bl, &bc);
    if (*line == 1)
        *column += bc - 1;
    *line += bl - 1;
}

/* What one import said about where things were: its return code, the error's line
 * and column, and each warning's. */
typedef struct where {
    int rc, line, column, nwarn, wline[4], wcolumn[4];
} where;

static where where_now(renju_game *g, int rc)
{
    where w;
    int i;

    memset(&w, 0, sizeof w);
    w.rc = rc;
    renju_record_error_position(g, &w.line, &w.column, NULL);
    w.nwarn = renju_record_warnings(g);
    ck_assert_int_le(w.nwarn, 4);
    for (i = 0; i < w.nwarn; i++)
        ck_assert_ptr_nonnull(renju_record_warning(g, i, NULL, &w.wline[i], &w.wcolumn[i], NULL));
    return w;
}

/* Each game of a collection read alone from its own copy, its positions shifted to
 * where it lies, against those import_next gives in the collection. */
static void check_where(renju_game *alone, const char *text, size_t begin, size_t end,
                        const where *got)
{
    char *copy = malloc(end - begin + 1);
    where w;
    int i;

    ck_assert_ptr_nonnull(copy);
    memcpy(copy, text + begin, end - begin);
    w = where_now(alone, renju_record_import(alone, RENJU_FORMAT_SGF, copy, end - begin, 0));
    free(copy);
    shift_position(text, begin, &w.line, &w.column);
    for (i = 0; i < w.nwarn; i++)
        shift_position(text, begin, &w.wline[i], &w.wcolumn[i]);
    ck_assert_int_eq(got->rc < 0 ? got->rc : 0, w.rc < 0 ? w.rc : 0);
    ck_assert_msg(got->line == w.line && got->column == w.column,
                  "game at %zu: error at %d:%d, expected %d:%d", begin, got->line,
                  got->column, w.line, w.column);
    ck_assert_int_eq(got->nwarn, w.nwarn);
    for (i = 0; i < w.nwarn; i++)
        ck_assert_msg(got->wline[i] == w.wline[i] && got->wcolumn[i] == w.wcolumn[i],
                      "game at %zu: warning at %d:%d, expected %d:%d", begin, got->wline[i],
                      got->wcolumn[i], w.wline[i], w.wcolumn[i]);
}

START_TEST(test_positions_deep)
{
    /* games ended by LF, CR LF and lone CRs, blank lines of each kind between them,
     * line ends inside games; good games, games with a warning (AB after the first node), bad games */
    static const char *const games[] = {
        "(;GM[4]SZ[15];B[hh];W[hi])\r\n",
        "\r\n\r\r",
        "(;GM[4]SZ[15];B[hh]AB[aa]\r;W[hi])\n",
        "()\r\n",
        "(;GM[4]SZ[15]\r\n;B[hh]\r\n;W[hh])",
        "\r",
        "(;GM[4]SZ[15]\n;B[hh]AB[aa]\r\n\r\n;W[zz])\n",
        "  junk (;GM[4]SZ[15];B[hh]\rAE[aa];W[hi];B[hi])\r\n",
    };
    enum { ROUNDS = 300, NG = sizeof games / sizeof games[0] };
    size_t cap = 1, n = 0, at = 0, starts[ROUNDS * NG + 1], again;
    char *text;
    renju_game *g = opening_game(RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE);
    renju_game *alone = opening_game(RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE);
    renju_game *other = opening_game(RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE);
    where w[ROUNDS * NG];
    int r, k, count = 0, rc, line, col;

    for (k = 0; k < NG; k++)
        cap += strlen(games[k]) * ROUNDS;
    text = malloc(cap);
    ck_assert_ptr_nonnull(text);
    for (r = 0; r < ROUNDS; r++)
        for (k = 0; k < NG; k++) {
            memcpy(text + n, games[k], strlen(games[k]));
            n += strlen(games[k]);
        }
    /* the whole collection in order: every position as the game read alone says */
    starts[0] = 0;
    while ((rc = renju_record_import_next(g, RENJU_FORMAT_SGF, text, n, &at, 0)) != 0) {
        ck_assert_int_lt(count, ROUNDS * NG);
        w[count] = where_now(g, rc);
        starts[++count] = at;
    }
    /* the blank pieces are no games, the junk before a tree is one */
    ck_assert_int_eq(count, ROUNDS * 7);
    for (k = 0; k < count; k++) {
        size_t begin = starts[k];
        while (begin < n && strchr(" \r\n", text[begin]))
            begin++;
        check_where(alone, text, begin, starts[k + 1], &w[k]);
    }
    /* the last round, checked by hand: the AB of its 5th game, then the bad point */
    ck_assert_int_eq(w[count - 3].nwarn, 1);
    ref_position(text, n - strlen(games[NG - 1]) - strlen(games[NG - 2])
                 + strlen("(;GM[4]SZ[15]\n;B[hh]"), &line, &col);
    ck_assert_int_eq(w[count - 3].wline[0], line);
    ck_assert_int_eq(w[count - 3].wcolumn[0], 7);
    ck_assert_int_eq(col, 7);
    ck_assert_int_eq(w[count - 3].rc, RENJU_ERANGE);
    ck_assert_int_eq(w[count - 3].line, line + 2);   /* W[zz]: after CR LF, CR LF */
    /* going back to an earlier game, or going on in another text from the middle,
     * names the same places */
    for (k = count - 1; k >= 0; k -= 97) {
        again = starts[k];
        rc = renju_record_import_next(g, RENJU_FORMAT_SGF, text, n, &again, 0);
        {
            where x = where_now(g, rc);
            ck_assert_int_eq(x.line, w[k].line);
            ck_assert_int_eq(x.column, w[k].column);
            ck_assert_int_eq(x.nwarn, w[k].nwarn);
            if (x.nwarn)
                ck_assert_int_eq(x.wline[0], w[k].wline[0]);
        }
        ck_assert_uint_eq(again, starts[k + 1]);
    }
    {
        char *copy = malloc(n);
        ck_assert_ptr_nonnull(copy);
        memcpy(copy, text, n);
        for (k = count / 2; k < count; k += 61) {
            where x;
            again = starts[k];
            x = where_now(other, renju_record_import_next(other, RENJU_FORMAT_SGF, copy, n,
                                                          &again, 0));
            ck_assert_int_eq(x.line, w[k].line);
            ck_assert_int_eq(x.column, w[k].column);
            if (x.nwarn)
                ck_assert_int_eq(x.wline[0], w[k].wline[0]);
        }
        free(copy);
    }
    free(text);
    renju_game_free(g);
    renju_game_free(alone);
    renju_game_free(other);
}
END_TEST

/* ------------------------------------------------------------ warnings */

TEST_CASE("warnings")

START_TEST(test_warning_queries)
{
    renju_game *g = opening_game(RENJU_RULES_RENJU, RENJU_OPENING_RIF);
    int code = -1, line = -1, col = -1, count = -1;
    const char *msg;

    ck_assert_int_eq(renju_record_warnings(g), 0);
    ck_assert_ptr_null(renju_record_warning(g, 0, &code, &line, &col, &count));
    ck_assert_int_eq(renju_errcode(g), RENJU_ERANGE);
    ck_assert_int_eq(renju_record_warnings(NULL), RENJU_EINVAL);
    ck_assert_ptr_null(renju_record_warning(NULL, 0, NULL, NULL, NULL, NULL));

    ck_assert_int_eq(import_text(g, RENJU_FORMAT_MOVES, "h8 h9 j10 a1 k6 k7", 0), 18);
    ck_assert_int_eq(renju_record_warnings(g), 2);
    msg = renju_record_warning(g, 0, &code, &line, &col, &count);
    ck_assert_ptr_nonnull(msg);
    ck_assert_int_eq(code, RENJU_WARN_UNRECORDED);
    ck_assert_int_eq(line, 1);
    ck_assert_int_eq(col, 11);      /* at a1, the stone that passed over the swap */
    ck_assert_int_eq(count, 1);
    ck_assert_msg(strstr(msg, "swapped") != NULL, "%s", msg);
    msg = renju_record_warning(g, 1, NULL, NULL, NULL, NULL);
    ck_assert_ptr_nonnull(msg);
    ck_assert_msg(strstr(msg, "offers") != NULL, "%s", msg);
    ck_assert_ptr_null(renju_record_warning(g, 2, NULL, NULL, NULL, NULL));
    ck_assert_ptr_null(renju_record_warning(g, -1, NULL, NULL, NULL, NULL));

    /* a clone keeps them, the next import replaces them, even when it fails */
    {
        renju_game *c = NULL;
        ck_assert_int_eq(renju_game_clone(&c, g), RENJU_OK);
        ck_assert_int_eq(renju_record_warnings(c), 2);
        renju_game_free(c);
    }
    ck_assert_int_eq(import_text(g, RENJU_FORMAT_MOVES, "h8 a1", 0), RENJU_EPHASE);
    ck_assert_int_eq(renju_record_warnings(g), 0);
    ck_assert_int_eq(renju_move_count(g), 6);
    ck_assert_int_eq(import_text(g, RENJU_FORMAT_MOVES, "h8 h9 j10 a1 a1", 0), RENJU_EOCCUPIED);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_UNRECORDED), 2);   /* passed before it */
    /* a record that holds a decision is checked in full: the offers are missing */
    ck_assert_int_eq(import_text(g, RENJU_FORMAT_MOVES, "h8 h9 j10 no-swap a1 k6 k7", 0),
                     RENJU_EPHASE);
    ck_assert_int_eq(renju_record_warnings(g), 0);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------ opening games as stones only */

/* Read moves (stones only) under opening: must give rc; the warnings of each
 * decision kind passed over are counted by the caller. */
static renju_game *read_plain(int ruleset, int opening, const char *moves, int rc)
{
    renju_game *g = opening_game(ruleset, opening);
    int got = import_text(g, RENJU_FORMAT_MOVES, moves, 0);

    ck_assert_msg(rc > 0 ? got >= 0 : got == rc, "%s under opening %d: %d (%s), expected %d",
                  moves, opening, got, renju_errmsg(g), rc);
    return g;
}

TEST_CASE("unrecorded", 120)

START_TEST(test_plain_rif)
{
    renju_game *g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_RIF, "h8 h9 j10 a1 k6 k7", 1);
    char buf[256];

    ck_assert_int_eq(renju_move_count(g), 6);
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_PLAY);
    ck_assert_int_eq(renju_side_to_move(g), RENJU_BLACK);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_UNRECORDED), 2);   /* swap, offers */
    /* written back as read: the decisions not recorded are not invented */
    export_moves(g, buf, sizeof buf);
    ck_assert_str_eq(buf, "h8 h9 j10 a1 k6 k7");
    /* the same in SGF and .psq, and under a record of its own rules */
    {
        static const int formats[] = { RENJU_FORMAT_SGF, RENJU_FORMAT_PSQ };
        int f, n;
        char rec[1024];

        for (f = 0; f < 2; f++) {
            renju_game *h = opening_game(RENJU_RULES_RENJU, RENJU_OPENING_RIF);
            n = renju_record_export(g, formats[f], rec, sizeof rec);
            ck_assert_msg(n > 0, "export %d: %s", formats[f], renju_errmsg(g));
            ck_assert_ptr_null(strstr(rec, "SWAP"));
            ck_assert_ptr_null(strstr(rec, "OFFERS"));
            ck_assert_msg(renju_record_import(h, formats[f], rec, (size_t)n, 0) >= 0, "%s: %s",
                          rec, renju_errmsg(h));
            ck_assert_int_eq(count_warnings(h, RENJU_WARN_UNRECORDED), 2);
            export_moves(h, buf, sizeof buf);
            ck_assert_str_eq(buf, "h8 h9 j10 a1 k6 k7");
            renju_game_free(h);
        }
    }
    /* undo walks back through them, redo forward */
    ck_assert_int_eq(renju_undo(g), RENJU_OK);
    ck_assert_int_eq(renju_undo(g), RENJU_OK);
    ck_assert_int_eq(renju_move_count(g), 4);
    ck_assert_int_eq(renju_undo(g), RENJU_OK);           /* the offers not recorded */
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_OFFERS);
    ck_assert_int_eq(renju_redo(g), RENJU_OK);
    ck_assert_int_eq(renju_redo(g), RENJU_OK);
    ck_assert_int_eq(renju_redo(g), RENJU_OK);
    ck_assert_int_eq(renju_move_count(g), 6);
    renju_game_free(g);

    /* the stones are still checked where the rule puts them */
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_RIF, "h8 a1", RENJU_EPHASE);
    renju_game_free(g);
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_RIF, "h8 h9 a1", RENJU_EPHASE);
    renju_game_free(g);
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_RIF, "j9 h9", RENJU_EPHASE);
    renju_game_free(g);
    /* a record that holds decisions is checked in full: the offers are missing */
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_RIF, "h8 h9 j10 no-swap a1 k6", RENJU_EPHASE);
    renju_game_free(g);
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_RIF,
                   "h8 h9 j10 no-swap a1 offers:k6,f6 k6 k7", 1);
    ck_assert_int_eq(renju_record_warnings(g), 0);
    renju_game_free(g);
}
END_TEST

START_TEST(test_plain_taraguchi_branches)
{
    renju_game *g;

    /* move 5 inside the central 9x9: branch (a), its two swaps not recorded */
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_TARAGUCHI, "h8 h9 j10 h11 k6 k7", 1);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_UNRECORDED), 3 + 1 + 2);
    renju_game_free(g);
    /* outside it: only branch (b), N offers anywhere, can have given it */
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_TARAGUCHI, "h8 h9 j10 h11 a1 k7", 1);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_UNRECORDED), 3 + 1 + 1);
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_PLAY);
    renju_game_free(g);
    /* move 4 outside the central 7x7 */
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_TARAGUCHI, "h8 h9 j10 a1", RENJU_EPHASE);
    renju_game_free(g);
}
END_TEST

START_TEST(test_plain_new_renju_openings)
{
    renju_game *g;
    char buf[256];
    int v;

    /* Tarannikov: five swaps passed over, each stone checked in its square */
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_TARANNIKOV, "h8 i9 g6 k11 l4 a1", 1);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_UNRECORDED), 5);
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_PLAY);
    ck_assert_int_eq(renju_player_colour(g, RENJU_PLAYER_FIRST), RENJU_BLACK);
    export_moves(g, buf, sizeof buf);
    ck_assert_str_eq(buf, "h8 i9 g6 k11 l4 a1");
    renju_game_free(g);
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_TARANNIKOV, "h8 i9 g6 k11 a1", RENJU_EPHASE);
    renju_game_free(g);
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_TARANNIKOV, "h8 i9 g6 l12", RENJU_EPHASE);
    renju_game_free(g);

    /* Super Taraguchi: moves 2 to 4 in the wider squares; move 5 in the central 9x9
     * is branch (a), elsewhere branch (b) */
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_SUPER_TARAGUCHI, "h8 j10 k5 d12 l4 a1", 1);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_UNRECORDED), 3 + 1 + 2);
    renju_game_free(g);
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_SUPER_TARAGUCHI, "h8 j10 k5 d12 a1 o15", 1);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_UNRECORDED), 3 + 1 + 1);
    renju_game_free(g);
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_TARAGUCHI, "h8 j10", RENJU_EPHASE);
    renju_game_free(g);
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_SUPER_TARAGUCHI, "h8 j10 k5 m12",
                   RENJU_EPHASE);
    renju_game_free(g);

    /* Super Sakata: a stone after move 5 means the chooser took white and played on */
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_SUPER_SAKATA, "h8 h9 j10 k11 l12 a1 a2", 1);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_UNRECORDED), 1);
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_PLAY);
    ck_assert_int_eq(renju_colours_final(g), 1);
    ck_assert_int_eq(renju_player_colour(g, RENJU_PLAYER_FIRST), RENJU_WHITE);
    ck_assert_int_eq(renju_move_count(g), 7);
    renju_game_free(g);
    /* a record that holds one choice is checked in full: the next is missing */
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_SUPER_SAKATA,
                   "h8 h9 j10 k11 l12 swap2:two-more a1 o15 a2", RENJU_EPHASE);
    renju_game_free(g);
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_SUPER_SAKATA,
                   "h8 h9 j10 k11 l12 swap2:two-more a1 o15 swap2:black a2", 1);
    ck_assert_int_eq(renju_player_colour(g, RENJU_PLAYER_SECOND), RENJU_BLACK);
    ck_assert_int_eq(renju_expected_player(g), RENJU_PLAYER_SECOND);
    renju_game_free(g);
    /* stones alone ending at the choice leave it due */
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_SUPER_SAKATA, "h8 h9 j10 k11 l12", 1);
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_SWAP2);
    ck_assert_int_eq(renju_record_warnings(g), 0);
    renju_game_free(g);
    g = read_plain(RENJU_RULES_RENJU, RENJU_OPENING_SUPER_SAKATA, "h8 h9 j10 a1", RENJU_EPHASE);
    renju_game_free(g);

    /* the rule named in the record's RU */
    g = opening_game(RENJU_RULES_FREESTYLE, RENJU_OPENING_NONE);
    ck_assert_int_gt(import_text(g, RENJU_FORMAT_SGF,
                                 "(;RU[Super Sakata];B[hh];W[hg];B[jf];W[ke];B[ld];W[aa])",
                                 RENJU_IMPORT_RULES), 0);
    renju_option_get(g, RENJU_OPT_OPENING, &v);
    ck_assert_int_eq(v, RENJU_OPENING_SUPER_SAKATA);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_UNRECORDED), 1);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_RULES), 0);
    renju_game_free(g);
}
END_TEST

START_TEST(test_plain_gomoku_openings)
{
    renju_game *g;

    g = read_plain(RENJU_RULES_FREESTYLE, RENJU_OPENING_SWAP2, "a1 b2 c3 d4 e5 f6", 1);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_UNRECORDED), 1);
    ck_assert_int_eq(renju_move_count(g), 6);
    renju_game_free(g);
    g = read_plain(RENJU_RULES_FREESTYLE, RENJU_OPENING_SWAP1, "a1 b2 c3 d4", 1);
    ck_assert_int_eq(count_warnings(g, RENJU_WARN_UNRECORDED), 1);
    renju_game_free(g);
    /* Pro has no decision, only places: move 3 outside the central 5x5 */
    g = read_plain(RENJU_RULES_FREESTYLE, RENJU_OPENING_PRO, "h8 h9 i9", RENJU_EPHASE);
    renju_game_free(g);
    g = read_plain(RENJU_RULES_FREESTYLE, RENJU_OPENING_PRO, "h8 h9 a1 b2", 1);
    ck_assert_int_eq(renju_record_warnings(g), 0);
    renju_game_free(g);
}
END_TEST

/* A random legal game under g's opening rule, random decisions included. */
static void random_offers(renju_game *g, int n)
{
    int pts[RENJU_MAX_SIZE * RENJU_MAX_SIZE], chosen[RENJU_MAX_OFFERS];
    int k = 0, i, j, np = renju_allowed_points(g, pts, sizeof pts / sizeof pts[0]);

    /* shuffle, then keep the points equivalent to none kept */
    for (i = np - 1; i > 0; i--) {
        j = (int)rnd((unsigned)i + 1);
        k = pts[i]; pts[i] = pts[j]; pts[j] = k;
    }
    k = 0;
    for (i = 0; i < np && k < n; i++) {
        for (j = 0; j < k; j++)
            if (renju_offers_equivalent(g, pts[i], chosen[j]))
                break;
        if (j == k)
            chosen[k++] = pts[i];
    }
    ck_assert_int_eq(k, n);
    ck_assert_int_eq(renju_propose(g, renju_expected_player(g), chosen, (size_t)n), RENJU_OK);
}

static int random_step(renju_game *g)
{
    int pts[RENJU_MAX_SIZE * RENJU_MAX_SIZE], np, lo, hi, who = renju_expected_player(g);

    switch (renju_expected_action(g)) {
    case RENJU_ACTION_PLAY:
    case RENJU_ACTION_STONE:
    case RENJU_ACTION_CHOOSE_OFFER:
        np = renju_allowed_points(g, pts, sizeof pts / sizeof pts[0]);
        if (np <= 0)
            return 0;
        if (renju_expected_action(g) == RENJU_ACTION_CHOOSE_OFFER)
            return renju_choose_offer(g, who, pts[rnd((unsigned)np)]) == RENJU_OK;
        return renju_play(g, pts[rnd((unsigned)np)]) == RENJU_OK;
    case RENJU_ACTION_SWAP:
        return renju_swap(g, who, (int)rnd(2)) == RENJU_OK;
    case RENJU_ACTION_DECLARE:
        ck_assert_int_eq(renju_offer_bounds(g, &lo, &hi), RENJU_OK);
        if (hi > 4)
            hi = 4;
        return renju_declare(g, who, lo + (int)rnd((unsigned)(hi - lo + 1))) == RENJU_OK;
    case RENJU_ACTION_OFFERS:
        ck_assert_int_eq(renju_offer_bounds(g, &lo, &hi), RENJU_OK);
        random_offers(g, lo);
        return 1;
    case RENJU_ACTION_BRANCH:
        return renju_choose_branch(g, who, 1 + (int)rnd(2)) == RENJU_OK;
    case RENJU_ACTION_COLOUR:
        return renju_choose_colour(g, who, 1 + (int)rnd(2)) == RENJU_OK;
    case RENJU_ACTION_SWAP2:
        return renju_choose_swap2(g, who, 1 + (int)rnd(3)) == RENJU_OK;
    default:
        return 0;
    }
}

/* The stones of g as a move list. */
static void stones_only(renju_game *g, char *buf, size_t cap)
{
    int moves[RENJU_MAX_SIZE * RENJU_MAX_SIZE + 64], n = renju_moves(g, moves, 1000), i;
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

START_TEST(test_plain_random_games)
{
    static const struct { int ruleset, opening, n; } rules[] = {
        { RENJU_RULES_RENJU, RENJU_OPENING_RIF, 0 },
        { RENJU_RULES_RENJU, RENJU_OPENING_YAMAGUCHI, 0 },
        { RENJU_RULES_RENJU, RENJU_OPENING_SOOSORV, 3 },
        { RENJU_RULES_RENJU, RENJU_OPENING_SOOSORV, 8 },
        { RENJU_RULES_RENJU, RENJU_OPENING_TARAGUCHI, 2 },
        { RENJU_RULES_RENJU, RENJU_OPENING_SOOSORV, 1 },
        { RENJU_RULES_RENJU, RENJU_OPENING_TARANNIKOV, 0 },
        { RENJU_RULES_RENJU, RENJU_OPENING_SUPER_TARAGUCHI, 3 },
        { RENJU_RULES_RENJU, RENJU_OPENING_SUPER_SAKATA, 0 },
        { RENJU_RULES_FREESTYLE, RENJU_OPENING_SWAP1, 0 },
        { RENJU_RULES_FREESTYLE, RENJU_OPENING_SWAP2, 0 },
        { RENJU_RULES_STANDARD, RENJU_OPENING_PRO, 0 },
        { RENJU_RULES_FREESTYLE, RENJU_OPENING_LONG_PRO, 0 },
    };
    int games = (int)(40 * scale()) + 1, r, k, plies, i;
    static char plain[8192], full[8192], again[8192];

    rng = 0x51ed2701cafef00dULL;
    for (r = 0; r < (int)(sizeof rules / sizeof rules[0]); r++) {
        for (k = 0; k < games; k++) {
            renju_game *g = opening_game(rules[r].ruleset, rules[r].opening), *h;
            if (rules[r].n)
                ck_assert_int_eq(renju_option_set(g, RENJU_OPT_OPENING_N, rules[r].n), RENJU_OK);
            plies = 3 + (int)rnd(30);
            for (i = 0; i < plies && renju_result(g) == RENJU_ONGOING; i++)
                if (!random_step(g))
                    break;
            stones_only(g, plain, sizeof plain);
            export_moves(g, full, sizeof full);

            h = opening_game(rules[r].ruleset, rules[r].opening);
            if (rules[r].n)
                renju_option_set(h, RENJU_OPT_OPENING_N, rules[r].n);
            /* the full record: read strictly, nothing passed over */
            ck_assert_msg(import_text(h, RENJU_FORMAT_MOVES, full, 0) >= 0, "%s: %s", full,
                          renju_errmsg(h));
            ck_assert_int_eq(renju_record_warnings(h), 0);
            /* the stones alone: the same position, side and result */
            ck_assert_msg(import_text(h, RENJU_FORMAT_MOVES, plain, 0) >= 0,
                          "rule %d, %s (full: %s): %s", r, plain, full, renju_errmsg(h));
            for (i = 0; i < 15 * 15; i++)
                ck_assert_int_eq(renju_stone(h, i), renju_stone(g, i));
            ck_assert_int_eq(renju_side_to_move(h), renju_side_to_move(g));
            ck_assert_int_eq(renju_result(h), renju_result(g));
            ck_assert_int_eq(renju_move_count(h), renju_move_count(g));
            stones_only(h, again, sizeof again);
            ck_assert_str_eq(again, plain);
            /* once the game has left the opening, both go on alike, unless the
             * stones end where a decision was due: then it is still due */
            if (renju_expected_action(g) == RENJU_ACTION_PLAY
                && renju_expected_action(h) != RENJU_ACTION_PLAY) {
                int a = renju_expected_action(h);
                ck_assert_msg(a != RENJU_ACTION_STONE && a != RENJU_ACTION_NONE,
                              "%s: expects %d", plain, a);
            } else if (renju_expected_action(g) == RENJU_ACTION_PLAY) {
                ck_assert_int_eq(renju_expected_action(h), RENJU_ACTION_PLAY);
                ck_assert_int_eq(renju_point_allowed(h, renju_point(h, 0, 0)),
                                 renju_point_allowed(g, renju_point(g, 0, 0)));
            }
            renju_game_free(h);
            renju_game_free(g);
        }
    }
}
END_TEST

#include "check_import_next.tests.h"

int main(void)
{
    return run_suite(tests_suite("import_next"));
}
