/* SPDX-License-Identifier: MIT */
/* check_forbidden.c - black's forbidden points through the public API (renju_rules(7), FORBIDDEN MOVES):
 * every position of tests/data/forbidden-vectors.txt in both three readings, the two
 * foul policies, the draw when black has no legal point, and boards of other sizes. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

#define SIZE 15
#define CELLS (SIZE * SIZE)

static const char *const kind_name[] = { "-", "overline", "double-four", "double-three" };

/* ------------------------------------------------------------------ helpers */

/* The forbidden map as "point:reason ..." in point order, or "-"; the map must agree
 * with renju_forbidden() on every point. */
static void forbidden_text(renju_game *g, char *out, size_t cap)
{
    unsigned char map[RENJU_MAX_SIZE * RENJU_MAX_SIZE];
    int size = renju_game_size(g), p, n, count = 0, kind;
    char name[8];
    size_t used = 0;

    n = renju_forbidden_map(g, map, sizeof map);
    ck_assert_int_ge(n, 0);
    out[0] = '\0';
    for (p = 0; p < size * size; p++) {
        if (renju_stone(g, p) != RENJU_EMPTY) {
            ck_assert_int_eq(map[p], RENJU_FORBID_NONE);
            ck_assert_int_eq(renju_forbidden(g, p), RENJU_EOCCUPIED);
            continue;
        }
        kind = renju_forbidden(g, p);
        ck_assert_int_ge(kind, RENJU_FORBID_NONE);
        ck_assert_int_le(kind, RENJU_FORBID_DOUBLE_THREE);
        ck_assert_int_eq(kind, map[p]);
        if (kind == RENJU_FORBID_NONE)
            continue;
        count++;
        ck_assert_int_gt(renju_point_format(g, p, name, sizeof name), 0);
        used += (size_t)snprintf(out + used, cap - used, "%s%s:%s", used ? " " : "", name,
                                 kind_name[kind]);
        ck_assert_uint_lt(used, cap);
    }
    ck_assert_int_eq(count, n);
    if (count == 0)
        snprintf(out, cap, "-");
}

/* ------------------------------------------------------------------ the vectors */

static FILE *open_vectors(void)
{
    char path[1024];
    const char *top = getenv("top_srcdir");
    FILE *f;

#ifdef TOP_SRCDIR
    if (!top)
        top = TOP_SRCDIR;
#endif
    snprintf(path, sizeof path, "%s/tests/data/forbidden-vectors.txt", top ? top : ".");
    f = fopen(path, "r");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    return f;
}

/* Split a vector line at " | " into at most max fields; returns their number. */
static int split_fields(char *line, char **field, int max)
{
    int n = 0;
    char *bar;

    line[strcspn(line, "\r\n")] = '\0';
    while (n < max) {
        field[n++] = line;
        bar = strstr(line, " | ");
        if (!bar)
            break;
        *bar = '\0';
        line = bar + 3;
    }
    return n;
}

TEST_CASE("vectors")

START_TEST(test_vectors)
{
    static char line[8192];
    char *field[8], got[4096];
    const char *want;
    FILE *f = open_vectors();
    int nf, reading, count = 0, contested = 0;
    renju_game *g;

    while (fgets(line, sizeof line, f)) {
        ck_assert_msg(strchr(line, '\n') != NULL, "a vector line is too long");
        if (line[0] == '#' || line[0] == '\n')
            continue;
        nf = split_fields(line, field, 8);
        ck_assert_msg(nf >= 5, "malformed vector line: %s", field[0]);
        for (reading = RENJU_THREE_LITERAL; reading <= RENJU_THREE_NONLITERAL; reading++) {
            want = field[3];
            if (reading == RENJU_THREE_NONLITERAL && nf >= 6
                && strncmp(field[5], "nonliteral: ", 12) == 0) {
                want = field[5] + 12;
                contested++;
            }
            g = new_game(RENJU_RULES_RENJU, SIZE);
            CHECK_OK(g, renju_option_set(g, RENJU_OPT_THREE_READING, reading));
            set_up(g, field[1], field[2], RENJU_BLACK);
            forbidden_text(g, got, sizeof got);
            ck_assert_msg(strcmp(got, want) == 0, "%s (%s reading):\n  got  %s\n  want %s",
                          field[0], reading ? "nonliteral" : "literal", got, want);
            renju_game_free(g);
        }
        count++;
    }
    fclose(f);
    ck_assert_int_ge(count, 70);      /* the whole file was read */
    ck_assert_int_ge(contested, 2);   /* and both readings were told apart */
}
END_TEST

/* ------------------------------------------------------------------ foul policies */

/* One position per kind, black to move; point is forbidden for black. */
static const struct foul_case {
    const char *black, *white, *point;
    int kind;
} fouls[] = {
    { "e8 f8 g8 i8 j8", "-", "h8", RENJU_FORBID_OVERLINE },
    { "e8 f8 g8 h5 h6 h7", "-", "h8", RENJU_FORBID_DOUBLE_FOUR },
    { "d8 e8 f8 j8 k8 l8", "-", "h8", RENJU_FORBID_DOUBLE_FOUR },
    { "h9 h10 i8 j8", "-", "h8", RENJU_FORBID_DOUBLE_THREE },
};
#define NFOULS ((int)(sizeof fouls / sizeof fouls[0]))

TEST_CASE("fouls")

LOOP_TEST(0, NFOULS)
START_TEST(test_foul_reject)
{
    const struct foul_case *fc = &fouls[_i];
    renju_game *g = new_game(RENJU_RULES_RENJU, SIZE);
    int p;

    set_up(g, fc->black, fc->white, RENJU_BLACK);
    p = pt(g, fc->point);
    ck_assert_int_eq(renju_forbidden(g, p), fc->kind);
    /* the default policy: the call fails, says why, and changes nothing */
    CHECK_FAILS(g, renju_play(g, p), RENJU_EFORBIDDEN);
    ck_assert_str_eq(renju_forbid_name(fc->kind), kind_name[fc->kind]);
    ck_assert_msg(strstr(failure_message(), kind_name[fc->kind]) != NULL,
                  "the message \"%s\" does not name the %s", failure_message(),
                  kind_name[fc->kind]);
    ck_assert_msg(strstr(failure_message(), fc->point) != NULL,
                  "the message \"%s\" does not name %s", failure_message(), fc->point);
    /* a legal point is still playable */
    CHECK_OK(g, renju_play(g, pt(g, "a1")));
    renju_game_free(g);
}
END_TEST

LOOP_TEST(0, NFOULS)
START_TEST(test_foul_lose)
{
    const struct foul_case *fc = &fouls[_i];
    renju_game *g = new_game(RENJU_RULES_RENJU, SIZE);
    int p, kind = -1, point = -1, line[RENJU_MAX_SIZE];

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_FOUL_POLICY, RENJU_FOUL_LOSE));
    set_up(g, fc->black, fc->white, RENJU_BLACK);
    p = pt(g, fc->point);
    CHECK_OK(g, renju_result_foul(g, &kind, &point));
    ck_assert_int_eq(kind, RENJU_FORBID_NONE);
    ck_assert_int_eq(point, RENJU_NO_POINT);

    /* RIF tournament play: the stone goes down and white wins by foul */
    CHECK_OK(g, renju_play(g, p));
    ck_assert_int_eq(renju_stone(g, p), RENJU_BLACK);
    ck_assert_int_eq(renju_last_move(g), p);
    ck_assert_int_eq(renju_result(g), RENJU_WHITE_WINS);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_FOUL);
    CHECK_OK(g, renju_result_foul(g, &kind, &point));
    ck_assert_int_eq(kind, fc->kind);
    ck_assert_int_eq(point, p);
    CHECK_OK(g, renju_result_foul(g, NULL, NULL));
    ck_assert_int_eq(renju_winning_line(g, line, RENJU_MAX_SIZE), 0);
    CHECK_FAILS(g, renju_play(g, pt(g, "a1")), RENJU_EGAMEOVER);

    /* taking the foul back reopens the game */
    CHECK_OK(g, renju_undo(g));
    ck_assert_int_eq(renju_stone(g, p), RENJU_EMPTY);
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    CHECK_OK(g, renju_result_foul(g, &kind, &point));
    ck_assert_int_eq(kind, RENJU_FORBID_NONE);
    ck_assert_int_eq(point, RENJU_NO_POINT);
    renju_game_free(g);
}
END_TEST

/* A five wins even where the same stone makes a double-four or an overline elsewhere
 * (renju_rules(7), FORBIDDEN MOVES), under either policy. */
START_TEST(test_five_beats_foul)
{
    static const char *const black[] = {
        "d8 e8 f8 g8 h5 h6 h7",          /* h8: five on row 8, four on column h */
        "d8 e8 f8 g8 h4 h5 h6 h7 h9"     /* h8: five on row 8, overline on column h */
    };
    int policy, i, p;
    renju_game *g;

    for (policy = RENJU_FOUL_REJECT; policy <= RENJU_FOUL_LOSE; policy++)
        for (i = 0; i < 2; i++) {
            g = new_game(RENJU_RULES_RENJU, SIZE);
            CHECK_OK(g, renju_option_set(g, RENJU_OPT_FOUL_POLICY, policy));
            set_up(g, black[i], "c8 h1", RENJU_BLACK);
            p = pt(g, "h8");
            ck_assert_int_eq(renju_forbidden(g, p), RENJU_FORBID_NONE);
            CHECK_OK(g, renju_play(g, p));
            ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);
            ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_FIVE);
            renju_game_free(g);
        }
}
END_TEST

/* ------------------------------------------------------------ no legal point */

/* A full board but for h8 and the points of keep: columns paired and rows alternating,
 * so that no line holds more than two stones of a colour, then row 8 from d8 to k8
 * made white, black, black, black, (h8), black, black, white: h8 is an overline for
 * black.  Black and white lists go to b and w. */
static void full_board(const char *const *keep, int nkeep, char *b, char *w, size_t cap)
{
    char name[8];
    int c, r, i, skip;
    size_t nb = 0, nw = 0;

    b[0] = w[0] = '\0';
    for (r = 0; r < SIZE; r++)
        for (c = 0; c < SIZE; c++) {
            snprintf(name, sizeof name, "%c%d", 'a' + c, r + 1);
            for (skip = 0, i = 0; i < nkeep; i++)
                skip |= strcmp(name, keep[i]) == 0;
            if (skip || (r == 7 && c == 7))
                continue;
            if (r == 7 && c >= 3 && c <= 10 ? c != 3 && c != 10 : (c / 2 + r) % 2 == 0)
                nb += (size_t)snprintf(b + nb, cap - nb, " %s", name);
            else
                nw += (size_t)snprintf(w + nw, cap - nw, " %s", name);
            ck_assert_uint_lt(nb, cap);
            ck_assert_uint_lt(nw, cap);
        }
}

TEST_CASE("no legal point")

START_TEST(test_no_legal_point)
{
    static char b[2048], w[2048];
    static const char *const a1[] = { "a1" };
    renju_game *g;
    int p;

    /* set up with only h8 empty: the draw is found at once */
    full_board(NULL, 0, b, w, sizeof b);
    g = new_game(RENJU_RULES_RENJU, SIZE);
    set_up(g, b, w, RENJU_BLACK);
    ck_assert_int_eq(renju_stone_count(g), CELLS - 1);
    ck_assert_int_eq(renju_forbidden(g, pt(g, "h8")), RENJU_FORBID_OVERLINE);
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_NO_LEGAL_POINT);
    CHECK_FAILS(g, renju_play(g, pt(g, "h8")), RENJU_EGAMEOVER);
    renju_game_free(g);

    /* the same position with white to move: nothing is over until white fills a1 */
    full_board(a1, 1, b, w, sizeof b);
    g = new_game(RENJU_RULES_RENJU, SIZE);
    set_up(g, b, w, RENJU_WHITE);
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    p = pt(g, "a1");
    CHECK_OK(g, renju_play(g, p));
    ck_assert_int_eq(renju_result(g), RENJU_DRAW);
    ck_assert_int_eq(renju_result_reason(g), RENJU_REASON_NO_LEGAL_POINT);
    CHECK_OK(g, renju_undo(g));
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    renju_game_free(g);

    /* with black to move and a1 empty too, black still has a move */
    full_board(a1, 1, b, w, sizeof b);
    g = new_game(RENJU_RULES_RENJU, SIZE);
    set_up(g, b, w, RENJU_BLACK);
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    ck_assert_int_eq(renju_forbidden(g, pt(g, "a1")), RENJU_FORBID_NONE);
    renju_game_free(g);
}
END_TEST

/* A point where black makes a five is never forbidden, so it spares the draw even when
 * it is black's only point (and black wins there). */
START_TEST(test_only_point_is_five)
{
    static char b[2048], w[2048];
    renju_game *g;

    full_board(NULL, 0, b, w, sizeof b);
    /* row 8 becomes white c8, black d8 e8 f8 g8, h8, white i8: h8 is an exact five */
    g = new_game(RENJU_RULES_RENJU, SIZE);
    CHECK_OK(g, renju_setup_begin(g));
    put_list(g, b, RENJU_BLACK);
    put_list(g, w, RENJU_WHITE);
    CHECK_OK(g, renju_setup_put(g, pt(g, "i8"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_put(g, pt(g, "d8"), RENJU_BLACK));
    CHECK_OK(g, renju_setup_put(g, pt(g, "c8"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_side(g, RENJU_BLACK));
    CHECK_OK(g, renju_setup_end(g));
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    ck_assert_int_eq(renju_forbidden(g, pt(g, "h8")), RENJU_FORBID_NONE);
    CHECK_OK(g, renju_play(g, pt(g, "h8")));
    ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ other board sizes */

TEST_CASE("sizes")

/* The engine judges any board the library supports; gomoku games of other sizes reach
 * it through renju_forbidden_map(). */
START_TEST(test_other_sizes)
{
    static const struct {
        int size;
        const char *black, *white, *want;
    } cases[] = {
        /* on 5x5 a four along the edge and one down the d column */
        { 5, "a3 b3 c3 d1 d2 d4", "-", "d3:double-four" },
        /* a five into the corner is no foul, and nothing else fits */
        { 5, "a1 b2 d4 e5", "-", "-" },
        /* no straight four fits in five cells: no three on 5x5 */
        { 5, "c4 c5 d3 e3", "-", "-" },
        /* an overline and a one-line double-four against the far edge of 20x20 */
        { 20, "o20 p20 q20 s20 t20", "-", "r20:overline" },
        { 20, "t1 t3 t5 t7", "-", "t4:double-four" },
        /* a double-three by the far corner of 19x19, and the same with the edge
         * leaving no room for one of the straight fours */
        { 19, "r15 r16 o17 p17", "-", "r17:double-three" },
        { 19, "r15 r16 q17 s17", "-", "-" },
    };
    char got[512];
    renju_game *g;
    int i;

    for (i = 0; i < (int)(sizeof cases / sizeof cases[0]); i++) {
        g = new_game(RENJU_RULES_FREESTYLE, cases[i].size);
        set_up(g, cases[i].black, cases[i].white, RENJU_BLACK);
        forbidden_text(g, got, sizeof got);
        ck_assert_msg(strcmp(got, cases[i].want) == 0, "%dx%d %s / %s:\n  got  %s\n  want %s",
                      cases[i].size, cases[i].size, cases[i].black, cases[i].white, got,
                      cases[i].want);
        renju_game_free(g);
    }
}
END_TEST

#include "check_forbidden.tests.h"

int main(void)
{
    return run_suite(tests_suite("forbidden"));
}
