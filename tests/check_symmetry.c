/* SPDX-License-Identifier: MIT */
/* check_symmetry.c - the 8 symmetries of the board, the equivalence of 5th-move offers
 * and the 26 canonical openings in all 8 orientations (renju_rules(7), OPENING RULES). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

#define NCELLS (RENJU_MAX_SIZE * RENJU_MAX_SIZE)

static const int sizes[] = { 5, 6, 9, 15, 19, 20 };
#define NSIZES ((int)(sizeof sizes / sizeof sizes[0]))

/* The symmetries again, as turns and mirrors of doubled coordinates about the board's
 * centre (which is between points on an even board). */
static int image(int size, int sym, int p)
{
    int x = 2 * (p % size) - (size - 1), y = 2 * (p / size) - (size - 1), t;

    switch (sym) {
    case RENJU_SYM_IDENTITY:     break;
    case RENJU_SYM_ROTATE_90:    t = x; x = -y; y = t; break;
    case RENJU_SYM_ROTATE_180:   x = -x; y = -y; break;
    case RENJU_SYM_ROTATE_270:   t = x; x = y; y = -t; break;
    case RENJU_SYM_FLIP_COLUMNS: x = -x; break;
    case RENJU_SYM_FLIP_ROWS:    y = -y; break;
    case RENJU_SYM_DIAGONAL:     t = x; x = y; y = t; break;
    default:                     t = x; x = -y; y = -t; break;
    }
    return (y + size - 1) / 2 * size + (x + size - 1) / 2;
}

/* ------------------------------------------------------------- symmetries */

TEST_CASE("symmetries")

START_TEST(test_symmetry_points)
{
    int i, s, p, q, size, seen[NCELLS];
    renju_game *g;

    for (i = 0; i < NSIZES; i++) {
        size = sizes[i];
        g = new_game(RENJU_RULES_FREESTYLE, size);
        for (s = 0; s < RENJU_SYMMETRIES; s++) {
            memset(seen, 0, sizeof seen);
            for (p = 0; p < size * size; p++) {
                q = renju_symmetry_point(g, s, p);
                ck_assert_int_eq(renju_errcode(g), RENJU_OK);
                ck_assert_int_eq(q, image(size, s, p));
                ck_assert_int_ge(q, 0);
                ck_assert_int_lt(q, size * size);
                ck_assert_int_eq(seen[q], 0);   /* one to one */
                seen[q] = 1;
            }
        }
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_symmetry_group)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int p, s, t, q, images[8];

    for (p = 0; p < 225; p++) {
        q = renju_symmetry_point(g, RENJU_SYM_ROTATE_90, p);
        ck_assert_int_eq(renju_symmetry_point(g, RENJU_SYM_ROTATE_90, q),
                         renju_symmetry_point(g, RENJU_SYM_ROTATE_180, p));
        ck_assert_int_eq(renju_symmetry_point(g, RENJU_SYM_ROTATE_180, q),
                         renju_symmetry_point(g, RENJU_SYM_ROTATE_270, p));
        for (s = RENJU_SYM_ROTATE_180; s < RENJU_SYMMETRIES; s++)
            if (s != RENJU_SYM_ROTATE_270)   /* every other one is its own inverse */
                ck_assert_int_eq(renju_symmetry_point(g, s, renju_symmetry_point(g, s, p)), p);
    }
    /* the eight are different maps: they send a point off every axis apart */
    for (s = 0; s < 8; s++)
        images[s] = renju_symmetry_point(g, s, pt(g, "i10"));
    for (s = 0; s < 8; s++)
        for (t = 0; t < s; t++)
            ck_assert_int_ne(images[s], images[t]);
    for (s = 0; s < 8; s++)
        ck_assert_int_eq(renju_symmetry_point(g, s, pt(g, "h8")), pt(g, "h8"));
    /* the examples of renju.h */
    ck_assert_int_eq(renju_symmetry_point(g, RENJU_SYM_ROTATE_90, pt(g, "a1")), pt(g, "o1"));
    ck_assert_int_eq(renju_symmetry_point(g, RENJU_SYM_FLIP_COLUMNS, pt(g, "a1")), pt(g, "o1"));
    ck_assert_int_eq(renju_symmetry_point(g, RENJU_SYM_FLIP_ROWS, pt(g, "a1")), pt(g, "a15"));
    ck_assert_int_eq(renju_symmetry_point(g, RENJU_SYM_DIAGONAL, pt(g, "b1")), pt(g, "a2"));
    ck_assert_int_eq(renju_symmetry_point(g, RENJU_SYM_ANTIDIAGONAL, pt(g, "a1")), pt(g, "o15"));
    /* a quarter turn anticlockwise takes the top right corner to the top left */
    ck_assert_int_eq(renju_symmetry_point(g, RENJU_SYM_ROTATE_90, pt(g, "o15")), pt(g, "a15"));
    renju_game_free(g);
}
END_TEST

START_TEST(test_symmetry_errors)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    ck_assert_int_eq(renju_symmetry_point(NULL, 0, 0), RENJU_EINVAL);
    CHECK_FAILS(g, renju_symmetry_point(g, -1, 0), RENJU_EINVAL);
    CHECK_FAILS(g, renju_symmetry_point(g, RENJU_SYMMETRIES, 0), RENJU_EINVAL);
    CHECK_FAILS(g, renju_symmetry_point(g, 0, -1), RENJU_ERANGE);
    CHECK_FAILS(g, renju_symmetry_point(g, 0, 225), RENJU_ERANGE);
    CHECK_FAILS(g, renju_symmetry_point(g, 0, RENJU_PASS), RENJU_ERANGE);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ equivalence */

/* The rule book's definition, literally: some symmetry maps the position with black on
 * a onto the position with black on b, stones as coloured sets. */
static int brute_equivalent(renju_game *g, int a, int b)
{
    int size = renju_game_size(g), pa[NCELLS], pb[NCELLS], p, s, ok;

    for (p = 0; p < size * size; p++)
        pa[p] = pb[p] = renju_stone(g, p);
    pa[a] = RENJU_BLACK;
    pb[b] = RENJU_BLACK;
    for (s = 0; s < 8; s++) {
        for (ok = 1, p = 0; p < size * size && ok; p++)
            ok = pa[p] == pb[image(size, s, p)];
        if (ok)
            return 1;
    }
    return 0;
}

static unsigned rnd_state;

static unsigned rnd(unsigned n)
{
    rnd_state = rnd_state * 1103515245u + 12345u;
    return (rnd_state >> 16) % n;
}

TEST_CASE("equivalence", 60)

START_TEST(test_equivalence_random)
{
    int round, i, n, size, p, q, a, b, sym, colour, eq, found_eq = 0, found_ne = 0;
    renju_game *g;

    rnd_state = 2024;
    for (round = 0; round < 600; round++) {
        size = round % 3 == 0 ? 15 : round % 3 == 1 ? 20 : 9;
        g = new_game(RENJU_RULES_FREESTYLE, size);
        CHECK_OK(g, renju_setup_begin(g));
        n = (int)rnd(10);
        /* every third position is made symmetric under a random symmetry */
        sym = round % 3 == 0 ? (int)rnd(8) : -1;
        for (i = 0; i < n; i++) {
            p = (int)rnd((unsigned)(size * size));
            colour = 1 + (int)rnd(2);
            CHECK_OK(g, renju_setup_put(g, p, colour));
            if (sym >= 0) {
                q = image(size, sym, p);
                CHECK_OK(g, renju_setup_put(g, q, colour));
                /* the orbit of a symmetry of order 4 needs all four */
                q = image(size, sym, q);
                CHECK_OK(g, renju_setup_put(g, q, colour));
                CHECK_OK(g, renju_setup_put(g, image(size, sym, q), colour));
            }
        }
        for (i = 0; i < 40; i++) {
            a = (int)rnd((unsigned)(size * size));
            b = sym >= 0 && i % 2 ? image(size, sym, a) : (int)rnd((unsigned)(size * size));
            if (renju_stone(g, a) != RENJU_EMPTY || renju_stone(g, b) != RENJU_EMPTY) {
                if (renju_stone(g, a) != RENJU_EMPTY)
                    CHECK_FAILS(g, renju_offers_equivalent(g, a, b), RENJU_EOCCUPIED);
                continue;
            }
            eq = renju_offers_equivalent(g, a, b);
            ck_assert_int_eq(renju_errcode(g), RENJU_OK);
            ck_assert_int_eq(eq, brute_equivalent(g, a, b));
            ck_assert_int_eq(eq, renju_offers_equivalent(g, b, a));   /* symmetric */
            if (a != b) {
                found_eq += eq;
                found_ne += !eq;
            }
        }
        renju_game_free(g);
    }
    /* both answers were really exercised */
    ck_assert_int_gt(found_eq, 50);
    ck_assert_int_gt(found_ne, 50);
}
END_TEST

START_TEST(test_equivalence_examples)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    /* the empty board: any two images of a point */
    ck_assert_int_eq(renju_offers_equivalent(g, pt(g, "a1"), pt(g, "o15")), 1);
    ck_assert_int_eq(renju_offers_equivalent(g, pt(g, "b3"), pt(g, "c2")), 1);
    ck_assert_int_eq(renju_offers_equivalent(g, pt(g, "b3"), pt(g, "b2")), 0);
    ck_assert_int_eq(renju_offers_equivalent(g, pt(g, "b3"), pt(g, "b3")), 1);

    /* Kansei (h8 h9 h10): the column h is a mirror */
    play_list(g, "h8 h9 h10");
    ck_assert_int_eq(renju_offers_equivalent(g, pt(g, "g9"), pt(g, "i9")), 1);
    ck_assert_int_eq(renju_offers_equivalent(g, pt(g, "g9"), pt(g, "g7")), 0);
    ck_assert_int_eq(renju_offers_equivalent(g, pt(g, "h11"), pt(g, "h7")), 0);
    /* white i7 breaks it */
    play_list(g, "i7");
    ck_assert_int_eq(renju_offers_equivalent(g, pt(g, "g9"), pt(g, "i9")), 0);
    renju_game_free(g);

    /* the colours count: black h8, white i9 and black j10 on one diagonal */
    g = new_game(RENJU_RULES_RENJU, 15);
    play_list(g, "h8 i9 j10 g7");
    ck_assert_int_eq(renju_offers_equivalent(g, pt(g, "j9"), pt(g, "i10")), 1);
    ck_assert_int_eq(renju_offers_equivalent(g, pt(g, "k12"), pt(g, "l12")), 0);
    /* not by a half turn: it swaps the colours of j10 and g7 */
    ck_assert_int_eq(renju_offers_equivalent(g, pt(g, "k8"), pt(g, "e8")), 0);
    CHECK_FAILS(g, renju_offers_equivalent(g, pt(g, "h8"), pt(g, "a1")), RENJU_EOCCUPIED);
    CHECK_FAILS(g, renju_offers_equivalent(g, pt(g, "a1"), pt(g, "i9")), RENJU_EOCCUPIED);
    CHECK_FAILS(g, renju_offers_equivalent(g, -1, pt(g, "a1")), RENJU_ERANGE);
    CHECK_FAILS(g, renju_offers_equivalent(g, pt(g, "a1"), 225), RENJU_ERANGE);
    ck_assert_int_eq(renju_offers_equivalent(NULL, 0, 1), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

/* A proposal with two equivalent offers is refused and names the pair; the same
 * points are accepted where the position has no symmetry that joins them. */
START_TEST(test_proposal_equivalence)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int pts[2];

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_RIF));
    play_list(g, "h8 h9 h10");
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 0));
    play_list(g, "h4");                 /* the column h is still a mirror */
    pts[0] = pt(g, "g11");
    pts[1] = pt(g, "i11");
    CHECK_FAILS(g, renju_propose(g, RENJU_PLAYER_FIRST, pts, 2), RENJU_EEQUIVALENT);
    ck_assert_int_eq(renju_propose(g, RENJU_PLAYER_FIRST, pts, 2), RENJU_EEQUIVALENT);
    ck_assert_ptr_nonnull(strstr(renju_errmsg(g), "g11"));
    ck_assert_ptr_nonnull(strstr(renju_errmsg(g), "i11"));
    CHECK_OK(g, renju_undo(g));
    play_list(g, "i4");                 /* no symmetry left */
    CHECK_OK(g, renju_propose(g, RENJU_PLAYER_FIRST, pts, 2));
    renju_game_free(g);
}
END_TEST

/* ---------------------------------------------------------- the 26 openings */

typedef struct row26 {
    int index, direct;
    char m1[4], m2[4], m3[4], name[16], kanji[16];
} row26;

static int read_table(row26 *rows)
{
    char line[256], kind[16];
    FILE *f;
    int n = 0;

    f = fopen(TOP_SRCDIR "/tests/data/openings26.csv", "r");
    ck_assert_msg(f != NULL, "cannot open tests/data/openings26.csv");
    while (fgets(line, sizeof line, f)) {
        row26 *r = &rows[n];
        if (line[0] == '#' || !strncmp(line, "index", 5))
            continue;
        ck_assert_int_eq(sscanf(line, "%d,%15[^,],%3[^,],%3[^,],%3[^,],%15[^,],%15[^\r\n]",
                                &r->index, kind, r->m1, r->m2, r->m3, r->name, r->kanji), 7);
        r->direct = !strcmp(kind, "direct");
        ck_assert_int_lt(n, RENJU_OPENINGS);
        n++;
    }
    fclose(f);
    return n;
}

TEST_CASE("openings26")

START_TEST(test_openings26_table)
{
    row26 rows[RENJU_OPENINGS];
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *h;
    int n = read_table(rows), i, s, sym, p[3], q[3], got[3];

    ck_assert_int_eq(n, RENJU_OPENINGS);
    for (i = 0; i < n; i++) {
        ck_assert_int_eq(rows[i].index, i + 1);
        ck_assert_str_eq(renju_opening_name(i + 1), rows[i].name);
        ck_assert_str_eq(renju_opening_kanji(i + 1), rows[i].kanji);
        ck_assert_int_eq(renju_opening_direct(i + 1), rows[i].direct);
        p[0] = pt(g, rows[i].m1);
        p[1] = pt(g, rows[i].m2);
        p[2] = pt(g, rows[i].m3);
        for (s = 0; s < RENJU_SYMMETRIES; s++) {
            q[0] = image(15, s, p[0]);
            q[1] = image(15, s, p[1]);
            q[2] = image(15, s, p[2]);
            sym = -1;
            ck_assert_int_eq(renju_opening_identify(g, q[0], q[1], q[2], &sym), i + 1);
            /* the symmetry reported maps the table's stones onto these */
            ck_assert_int_eq(renju_opening_points(g, i + 1, sym, got, 3), 3);
            ck_assert_int_eq(got[0], q[0]);
            ck_assert_int_eq(got[1], q[1]);
            ck_assert_int_eq(got[2], q[2]);
            ck_assert_int_eq(renju_opening_points(g, i + 1, s, got, 3), 3);
            ck_assert_int_eq(got[1], q[1]);
            ck_assert_int_eq(got[2], q[2]);
            /* and a game opened with them under RIF knows its opening */
            h = new_game(RENJU_RULES_RENJU, 15);
            CHECK_OK(h, renju_option_set(h, RENJU_OPT_OPENING, RENJU_OPENING_RIF));
            CHECK_OK(h, renju_play(h, q[0]));
            CHECK_OK(h, renju_play(h, q[1]));
            ck_assert_int_eq(renju_opening_index(h), 0);
            CHECK_OK(h, renju_play(h, q[2]));
            ck_assert_int_eq(renju_opening_index(h), i + 1);
            renju_game_free(h);
        }
    }
    renju_game_free(g);
}
END_TEST

/* Every black stone in the central 5x5 next to every white neighbour of h8 is one of
 * the 26, and only those are. */
START_TEST(test_openings26_cover)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int centre = pt(g, "h8"), hits[RENJU_OPENINGS + 1] = { 0 };
    int w, b, dc, dr, idx, direct, total = 0;

    for (w = 0; w < 225; w++) {
        dc = abs(w % 15 - 7);
        dr = abs(w / 15 - 7);
        if (w == centre)
            continue;
        for (b = 0; b < 225; b++) {
            if (b == centre || b == w)
                continue;
            idx = renju_opening_identify(g, centre, w, b, NULL);
            if (dc > 1 || dr > 1 || abs(b % 15 - 7) > 2 || abs(b / 15 - 7) > 2) {
                ck_assert_int_eq(idx, 0);
                continue;
            }
            direct = dc + dr == 1;
            ck_assert_int_ge(idx, 1);
            ck_assert_int_le(idx, RENJU_OPENINGS);
            ck_assert_int_eq(renju_opening_direct(idx), direct);
            hits[idx]++;
            total++;
        }
    }
    ck_assert_int_eq(total, 8 * 23);
    for (idx = 1; idx <= RENJU_OPENINGS; idx++)
        ck_assert_int_gt(hits[idx], 0);
    /* black's first stone off the centre is no opening */
    ck_assert_int_eq(renju_opening_identify(g, pt(g, "h9"), pt(g, "h10"), pt(g, "h11"), NULL), 0);
    renju_game_free(g);
}
END_TEST

START_TEST(test_openings26_errors)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int got[3], i, j;

    ck_assert_ptr_null(renju_opening_name(0));
    ck_assert_ptr_null(renju_opening_name(RENJU_OPENINGS + 1));
    ck_assert_ptr_null(renju_opening_kanji(-1));
    ck_assert_int_eq(renju_opening_direct(0), RENJU_ERANGE);
    ck_assert_int_eq(renju_opening_direct(27), RENJU_ERANGE);
    for (i = 1; i <= RENJU_OPENINGS; i++)
        for (j = 1; j < i; j++)
            ck_assert_str_ne(renju_opening_name(i), renju_opening_name(j));
    CHECK_FAILS(g, renju_opening_points(g, 0, 0, got, 3), RENJU_ERANGE);
    CHECK_FAILS(g, renju_opening_points(g, 27, 0, got, 3), RENJU_ERANGE);
    CHECK_FAILS(g, renju_opening_points(g, 1, 8, got, 3), RENJU_EINVAL);
    CHECK_FAILS(g, renju_opening_points(g, 1, 0, got, 2), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_opening_points(g, 1, 0, NULL, 3), RENJU_EINVAL);
    ck_assert_int_eq(renju_opening_points(g, 1, 0, NULL, 0), 3);
    CHECK_FAILS(g, renju_opening_identify(g, -1, 0, 0, NULL), RENJU_ERANGE);
    CHECK_FAILS(g, renju_opening_identify(g, 0, 0, 225, NULL), RENJU_ERANGE);
    ck_assert_int_eq(renju_opening_identify(NULL, 0, 0, 0, NULL), RENJU_EINVAL);
    ck_assert_int_eq(renju_opening_index(NULL), RENJU_EINVAL);
    /* not three stones yet, or a pass among them */
    ck_assert_int_eq(renju_opening_index(g), 0);
    play_list(g, "h8 pass");
    ck_assert_int_eq(renju_opening_index(g), 0);
    play_list(g, "i9 i8");
    ck_assert_int_eq(renju_opening_index(g), 0);
    renju_game_free(g);

    /* the central 5x5 fits on the smallest board */
    g = new_game(RENJU_RULES_FREESTYLE, 5);
    ck_assert_int_eq(renju_opening_points(g, 26, RENJU_SYM_ROTATE_180, got, 3), 3);
    ck_assert_int_eq(got[0], pt(g, "c3"));
    ck_assert_int_eq(got[1], pt(g, "b2"));
    ck_assert_int_eq(got[2], pt(g, "e5"));
    ck_assert_int_eq(renju_opening_identify(g, got[0], got[1], got[2], NULL), 26);
    renju_game_free(g);
}
END_TEST

#include "check_symmetry.tests.h"

int main(void)
{
    return run_suite(tests_suite("symmetry"));
}
