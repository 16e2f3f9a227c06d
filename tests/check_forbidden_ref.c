/* SPDX-License-Identifier: MIT */
/*
 * check_forbidden_ref.c - black's forbidden points against an independent reference.
 *
 * 1. The reference checker (reference.c, written from renju_rules(7), DEFINITIONS and FORBIDDEN MOVES and
 *    sharing no code with the library) must reproduce every line of
 *    tests/data/forbidden-vectors.txt, in both three readings.
 * 2. The library (renju_forbidden_map(), renju_forbidden() and renju_play()) must agree
 *    with the reference, kind for kind, on every point of many seeded random positions:
 *    clusters near the centre, dense boards, clusters against the edges and corners,
 *    and positions reached by random legal play, in both three readings.  A difference
 *    prints the position as "BLACK / WHITE" in notation, the point and both verdicts.
 *
 * The number of random positions is multiplied by the environment variable
 * RENJU_TEST_SCALE (default 1; the valgrind run sets a small value such as 0.05, since
 * the reference is slow under valgrind).  The seeds are fixed, so every run with the
 * same scale sees the same positions.
 */
#include <check.h>
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "reference.h"
#include "testutil.h"

#define SIZE 15
#define CELLS (SIZE * SIZE)
#define MAX_REPORTED 10

/* Check reports every passed assertion to the parent process, which costs a system
 * call; the loops over many positions test their conditions with this instead. */
#define REQUIRE(cond, ...) \
    do { \
        if (!(cond)) \
            ck_abort_msg(__VA_ARGS__); \
    } while (0)

/* ------------------------------------------------------------ helpers */

/* splitmix64: small, deterministic, good enough to spread positions around. */
typedef struct rng { uint64_t s; } rng;

static uint64_t rng_next(rng *r)
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* A number in lo..hi, both included. */
static int rng_range(rng *r, int lo, int hi)
{
    return lo + (int)(rng_next(r) % (uint64_t)(hi - lo + 1));
}

/* n scaled by scale(), rounded to the nearest, at least 1 */
static int scaled_nearest(int n)
{
    int v = (int)(n * scale() + 0.5);
    return v < 1 ? 1 : v;
}

/* Point notation on the 15x15 board, written here rather than taken from the library
 * so that the reference test depends on nothing under test. */
static int parse_point(const char *s)
{
    int col, row = 0;
    if (s[0] < 'a' || s[0] >= 'a' + SIZE || !isdigit((unsigned char)s[1]))
        return -1;
    col = s[0] - 'a';
    for (s++; isdigit((unsigned char)*s); s++)
        row = row * 10 + (*s - '0');
    if (*s != '\0' || row < 1 || row > SIZE)
        return -1;
    return (row - 1) * SIZE + col;
}

static void format_point(int p, int size, char out[16])
{
    snprintf(out, 16, "%c%d", 'a' + p % size, p / size + 1);
}

/* The stones of one colour in notation, '-' for none. */
static void print_stones(FILE *f, const ref_board *b, int colour)
{
    int p, any = 0;
    for (p = 0; p < b->size * b->size; p++) {
        char name[16];
        if (b->cell[p] != colour)
            continue;
        format_point(p, b->size, name);
        fprintf(f, "%s%s", any ? " " : "", name);
        any = 1;
    }
    if (!any)
        fputc('-', f);
}

/* The position as one line, "black stones / white stones". */
static void print_position(FILE *f, const ref_board *b)
{
    print_stones(f, b, REF_BLACK);
    fputs(" / ", f);
    print_stones(f, b, REF_WHITE);
    fputc('\n', f);
}

static const char *reading_name(int nonliteral)
{
    return nonliteral ? "nonliteral" : "literal";
}

TEST_CASE("reference")

/* The reference's verdicts are numbered like RENJU_FORBID_*; say so once. */
START_TEST(test_verdict_numbers)
{
    ck_assert_int_eq(REF_LEGAL, RENJU_FORBID_NONE);
    ck_assert_int_eq(REF_OVERLINE, RENJU_FORBID_OVERLINE);
    ck_assert_int_eq(REF_DOUBLE_FOUR, RENJU_FORBID_DOUBLE_FOUR);
    ck_assert_int_eq(REF_DOUBLE_THREE, RENJU_FORBID_DOUBLE_THREE);
}
END_TEST

/* ------------------------------------------------- the reference alone */

/* The next word of a space-separated list (cut out in place), or NULL at its end. */
static char *next_word(char **rest)
{
    char *s = *rest, *word;
    while (*s == ' ')
        s++;
    if (*s == '\0')
        return NULL;
    word = s;
    while (*s != ' ' && *s != '\0')
        s++;
    if (*s == ' ')
        *s++ = '\0';
    *rest = s;
    return word;
}

/* Puts the stones of a list ("h8 i9 ..." or "-") on the board; 0 if malformed. */
static int put_stones(ref_board *b, char *list, int colour)
{
    char *tok;
    while ((tok = next_word(&list)) != NULL) {
        int p;
        if (strcmp(tok, "-") == 0)
            continue;
        p = parse_point(tok);
        if (p < 0 || b->cell[p] != REF_EMPTY)
            return 0;
        b->cell[p] = (unsigned char)colour;
    }
    return 1;
}

static int verdict_of(const char *black, const char *white, const char *point, int nonliteral)
{
    char bl[256], wh[256];
    ref_board b;
    ref_board_clear(&b, SIZE);
    snprintf(bl, sizeof bl, "%s", black);
    snprintf(wh, sizeof wh, "%s", white);
    ck_assert(put_stones(&b, bl, REF_BLACK));
    ck_assert(put_stones(&b, wh, REF_WHITE));
    return ref_forbidden(&b, parse_point(point), nonliteral);
}

/* A few shapes spelled out, so that the reference is checked on its own terms. */
START_TEST(test_reference_shapes)
{
    /* A straight four is one four. */
    ck_assert_int_eq(verdict_of("e8 f8 g8", "-", "h8", 0), REF_LEGAL);
    /* X.XXX.X, XX.XX.XX, XXX.X.XXX with the stone inside: two fours on one line. */
    ck_assert_int_eq(verdict_of("e8 g8 i8 k8", "-", "h8", 0), REF_DOUBLE_FOUR);
    ck_assert_int_eq(verdict_of("e8 f8 h8 k8 l8", "-", "i8", 0), REF_DOUBLE_FOUR);
    ck_assert_int_eq(verdict_of("d8 e8 f8 j8 k8 l8", "-", "h8", 0), REF_DOUBLE_FOUR);
    /* X.XXXX with white beyond: the gap makes six, so that row is no four and the
     * column's four is the only one; without the white stone the row is a four. */
    ck_assert_int_eq(verdict_of("b8 d8 e8 f8 g9 g10 g11", "h8 g12", "g8", 0), REF_LEGAL);
    ck_assert_int_eq(verdict_of("b8 d8 e8 f8 g9 g10 g11", "g12", "g8", 0), REF_DOUBLE_FOUR);
    /* A five wins even with an overline elsewhere. */
    ck_assert_int_eq(verdict_of("d8 e8 f8 g8 h4 h5 h6 h7 h9", "c8", "h8", 0), REF_LEGAL);
    ck_assert_int_eq(verdict_of("e8 f8 g8 i8 j8", "-", "h8", 0), REF_OVERLINE);
    /* A broken three and a straight three: 3x3; blocked on one side: no three. */
    ck_assert_int_eq(verdict_of("f8 i8 h9 h10", "-", "h8", 0), REF_DOUBLE_THREE);
    ck_assert_int_eq(verdict_of("f8 i8 h9 h10", "e8", "h8", 0), REF_LEGAL);
    /* Against the edge d1-d2-d3 cannot become a straight four; one row up it can. */
    ck_assert_int_eq(verdict_of("b1 c1 d2 d3", "-", "d1", 0), REF_LEGAL);
    ck_assert_int_eq(verdict_of("b2 c2 d3 d4", "-", "d2", 0), REF_DOUBLE_THREE);
    ck_assert_int_eq(verdict_of("c2 d2 f4 f5", "-", "f2", 0), REF_DOUBLE_THREE);
}
END_TEST

/* The vector file: tests/data/ in the source tree, found through the top_srcdir the
 * test harness exports, or the one compiled in. */
static FILE *open_vectors(char *path, size_t cap)
{
    const char *top = getenv("top_srcdir");
#ifdef TOP_SRCDIR
    if (top == NULL || *top == '\0')
        top = TOP_SRCDIR;
#endif
    if (top == NULL || *top == '\0')
        top = ".";
    snprintf(path, cap, "%s/tests/data/forbidden-vectors.txt", top);
    return fopen(path, "r");
}

/* Splits s at " | " into at most max fields; returns their number. */
static int split_fields(char *s, char **field, int max)
{
    int n = 0;
    field[n++] = s;
    while (n < max) {
        char *bar = strstr(s, " | ");
        if (bar == NULL)
            break;
        *bar = '\0';
        s = bar + 3;
        field[n++] = s;
    }
    return n;
}

static int kind_by_name(const char *name)
{
    if (strcmp(name, "overline") == 0)
        return REF_OVERLINE;
    if (strcmp(name, "double-four") == 0)
        return REF_DOUBLE_FOUR;
    if (strcmp(name, "double-three") == 0)
        return REF_DOUBLE_THREE;
    return -1;
}

/* Reads a forbidden set ("k8:overline j8:double-four" or "-"); 0 if malformed. */
static int read_set(char *list, unsigned char want[CELLS])
{
    char *tok;
    memset(want, REF_LEGAL, CELLS);
    while ((tok = next_word(&list)) != NULL) {
        char *colon;
        int p, kind;
        if (strcmp(tok, "-") == 0)
            continue;
        colon = strchr(tok, ':');
        if (colon == NULL)
            return 0;
        *colon = '\0';
        p = parse_point(tok);
        kind = kind_by_name(colon + 1);
        if (p < 0 || kind < 0)
            return 0;
        want[p] = (unsigned char)kind;
    }
    return 1;
}

START_TEST(test_reference_vectors)
{
    char path[4096], line[4096];
    FILE *f = open_vectors(path, sizeof path);
    int lines = 0, wrong = 0;

    ck_assert_msg(f != NULL, "cannot open %s", path);
    while (fgets(line, sizeof line, f)) {
        char *field[6], copy[4096];
        unsigned char want[2][CELLS];
        ref_board b;
        int n, reading, p;

        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '#' || line[0] == '\0')
            continue;
        strcpy(copy, line);
        n = split_fields(copy, field, 6);
        ck_assert_msg(n >= 5, "%s: too few fields: %s", path, line);
        ref_board_clear(&b, SIZE);
        ck_assert_msg(put_stones(&b, field[1], REF_BLACK), "bad black stones: %s", line);
        ck_assert_msg(put_stones(&b, field[2], REF_WHITE), "bad white stones: %s", line);
        ck_assert_msg(read_set(field[3], want[0]), "bad forbidden set: %s", line);
        if (n >= 6) {
            ck_assert_msg(strncmp(field[5], "nonliteral: ", 12) == 0, "bad field: %s", line);
            ck_assert_msg(read_set(field[5] + 12, want[1]), "bad nonliteral set: %s", line);
        } else {
            memcpy(want[1], want[0], CELLS);
        }
        lines++;
        for (reading = 0; reading < 2; reading++) {
            for (p = 0; p < CELLS; p++) {
                int got;
                char name[16];
                if (b.cell[p] != REF_EMPTY)
                    continue;
                got = ref_forbidden(&b, p, reading);
                if (got == want[reading][p])
                    continue;
                format_point(p, SIZE, name);
                fprintf(stderr, "%s (%s reading): %s: the reference says %s, the vector %s\n",
                        field[0], reading_name(reading), name, ref_verdict_name(got),
                        ref_verdict_name(want[reading][p]));
                wrong++;
            }
        }
    }
    fclose(f);
    ck_assert_msg(lines > 0, "%s holds no vector", path);
    ck_assert_msg(wrong == 0, "%d verdicts of the reference differ from %s", wrong, path);
}
END_TEST

/* ------------------------------------------- the library against the reference */

typedef struct compare_stats {
    int positions;   /* positions compared (each in one reading) */
    int points;      /* empty points compared */
    int kinds[4];    /* of which the reference found legal, overline, ... */
    int wrong;       /* points that differ */
} compare_stats;

static void report_difference(compare_stats *st, const ref_board *b, int p, int nonliteral,
                              const char *what, int lib, int ref)
{
    char name[16];
    st->wrong++;
    if (st->wrong > MAX_REPORTED)
        return;
    format_point(p, b->size, name);
    fprintf(stderr, "difference (%s reading) at %s: %s says %s, the reference %s\n  ",
            reading_name(nonliteral), name, what,
            lib >= 0 && lib <= 3 ? ref_verdict_name(lib) : "forbidden",
            ref_verdict_name(ref));
    print_position(stderr, b);
}

static void print_stats(FILE *f, const compare_stats *st)
{
    fprintf(f, "%d points (%d overline, %d double-four, %d double-three), %d differences\n",
            st->points, st->kinds[REF_OVERLINE], st->kinds[REF_DOUBLE_FOUR],
            st->kinds[REF_DOUBLE_THREE], st->wrong);
}

/* Compares every point of the game's position (which is b) with the reference. */
static void compare_game(renju_game *g, const ref_board *b, int nonliteral, compare_stats *st)
{
    unsigned char map[REF_MAX_SIZE * REF_MAX_SIZE];
    ref_board work = *b;
    int count, p, nforbidden = 0, wrong_before = st->wrong;

    memset(map, 0xff, sizeof map);
    count = renju_forbidden_map(g, map, sizeof map);
    REQUIRE(count >= 0, "renju_forbidden_map: %s", renju_strerror(count));
    for (p = 0; p < b->size * b->size; p++) {
        int ref, single;
        if (b->cell[p] != REF_EMPTY) {
            if (map[p] != RENJU_FORBID_NONE)
                report_difference(st, b, p, nonliteral, "the map of an occupied point",
                                  map[p], REF_LEGAL);
            continue;
        }
        ref = ref_forbidden(&work, p, nonliteral);
        single = renju_forbidden(g, p);
        st->points++;
        st->kinds[ref]++;
        if (ref != REF_LEGAL)
            nforbidden++;
        if (map[p] != ref)
            report_difference(st, b, p, nonliteral, "renju_forbidden_map", map[p], ref);
        else if (single != ref)
            report_difference(st, b, p, nonliteral, "renju_forbidden", single, ref);
    }
    if (count != nforbidden && st->wrong == wrong_before) {
        st->wrong++;
        if (st->wrong <= MAX_REPORTED) {
            fprintf(stderr, "renju_forbidden_map returned %d for %d forbidden points\n  ",
                    count, nforbidden);
            print_position(stderr, b);
        }
    }
    st->positions++;
}

/* The unbroken row of colour through p along (dc, dr), counting p as that colour. */
static int run_through(const ref_board *b, int p, int colour, int dc, int dr)
{
    int len = 1, sign;
    for (sign = -1; sign <= 1; sign += 2) {
        int c = p % b->size, r = p / b->size;
        for (;;) {
            c += sign * dc;
            r += sign * dr;
            if (c < 0 || c >= b->size || r < 0 || r >= b->size
                || b->cell[r * b->size + c] != colour)
                break;
            len++;
        }
    }
    return len;
}

/* Whether a stone of colour on p keeps a position the rules can go on from: no five
 * for black (whose overline is no win in renju), no five or more for white. */
static int may_put(const ref_board *b, int p, int colour)
{
    static const int dc[4] = { 1, 0, 1, 1 }, dr[4] = { 0, 1, 1, -1 };
    int d;
    for (d = 0; d < 4; d++) {
        int len = run_through(b, p, colour, dc[d], dr[d]);
        if (colour == REF_BLACK ? len == 5 : len >= 5)
            return 0;
    }
    return 1;
}

/* Scatters n stones (a share black_pct percent of them black, on average) over the
 * square of half-width radius around (col, row), clipped to the board. */
static void scatter(ref_board *b, rng *r, int n, int col, int row, int radius, int black_pct)
{
    int placed = 0, tries = 0;
    while (placed < n && tries < 50 * n) {
        int c = col + rng_range(r, -radius, radius);
        int rw = row + rng_range(r, -radius, radius);
        int p, colour;
        tries++;
        if (c < 0 || c >= b->size || rw < 0 || rw >= b->size)
            continue;
        p = rw * b->size + c;
        colour = rng_range(r, 0, 99) < black_pct ? REF_BLACK : REF_WHITE;
        if (b->cell[p] != REF_EMPTY || !may_put(b, p, colour))
            continue;
        b->cell[p] = (unsigned char)colour;
        placed++;
    }
}

/* Sets the game to the position on b, black to move. */
static void set_up(renju_game *g, const ref_board *b)
{
    int p, rc;
    REQUIRE(renju_game_reset(g) == RENJU_OK, "renju_game_reset: %s", renju_errmsg(g));
    REQUIRE(renju_setup_begin(g) == RENJU_OK, "renju_setup_begin: %s", renju_errmsg(g));
    for (p = 0; p < b->size * b->size; p++)
        if (b->cell[p] != REF_EMPTY)
            REQUIRE(renju_setup_put(g, p, b->cell[p]) == RENJU_OK, "renju_setup_put: %s",
                    renju_errmsg(g));
    REQUIRE(renju_setup_side(g, RENJU_BLACK) == RENJU_OK, "renju_setup_side: %s",
            renju_errmsg(g));
    rc = renju_setup_end(g);
    if (rc != RENJU_OK) {
        fprintf(stderr, "renju_setup_end refused (%s: %s)\n  ", renju_strerror(rc),
                renju_errmsg(g));
        print_position(stderr, b);
    }
    REQUIRE(rc == RENJU_OK, "renju_setup_end refused a position");
}

static renju_game *new_sized_game(int size, int nonliteral)
{
    renju_game *g = NULL;
    /* renju is played on 15x15 only; the map of the other sizes is asked of standard
     * gomoku, whose map is the same (renju_forbidden_map(3)) */
    ck_assert_int_eq(renju_game_new(&g, size == SIZE ? RENJU_RULES_RENJU : RENJU_RULES_STANDARD,
                                    size), RENJU_OK);
    ck_assert_int_eq(renju_option_set(g, RENJU_OPT_THREE_READING,
                                      nonliteral ? RENJU_THREE_NONLITERAL
                                                 : RENJU_THREE_LITERAL), RENJU_OK);
    return g;
}

static renju_game *new_game(int nonliteral)
{
    return new_sized_game(SIZE, nonliteral);
}

enum kind { KIND_CENTRE, KIND_DENSE, KIND_EDGE };

static const char *kind_name(enum kind kind)
{
    switch (kind) {
    case KIND_CENTRE: return "centre";
    case KIND_DENSE: return "dense";
    case KIND_EDGE: return "edge";
    }
    return "?";
}

static void make_position(ref_board *b, rng *r, enum kind kind)
{
    int black_pct = rng_range(r, 45, 85);
    ref_board_clear(b, SIZE);
    switch (kind) {
    case KIND_CENTRE: {
        /* A game-like cluster; the square grows with the number of stones. */
        int n = rng_range(r, 20, 60);
        int radius = n <= 30 ? rng_range(r, 3, 5) : rng_range(r, 4, 6);
        scatter(b, r, n, 7 + rng_range(r, -2, 2), 7 + rng_range(r, -2, 2), radius, black_pct);
        break;
    }
    case KIND_DENSE:
        scatter(b, r, rng_range(r, 60, 110), 7, 7, 7, black_pct);
        break;
    case KIND_EDGE: {
        /* Around a point on an edge (or one or two lines in) or near a corner: stones
         * pile up against the edge. */
        int n = rng_range(r, 15, 45);
        int along = rng_range(r, 0, SIZE - 1);
        int inset = rng_range(r, 0, 2);
        int col, row;
        switch (rng_range(r, 0, 5)) {
        case 0: col = inset; row = along; break;
        case 1: col = SIZE - 1 - inset; row = along; break;
        case 2: col = along; row = inset; break;
        case 3: col = along; row = SIZE - 1 - inset; break;
        default:
            col = rng_range(r, 0, 1) ? inset : SIZE - 1 - inset;
            row = rng_range(r, 0, 1) ? rng_range(r, 0, 2) : SIZE - 1 - rng_range(r, 0, 2);
            break;
        }
        scatter(b, r, n, col, row, rng_range(r, 3, 5), black_pct);
        break;
    }
    }
}

static void run_kind(enum kind kind, int count, uint64_t seed)
{
    renju_game *g[2];
    compare_stats st = { 0, 0, { 0, 0, 0, 0 }, 0 };
    rng r = { seed };
    int i, reading;

    g[0] = new_game(0);
    g[1] = new_game(1);
    for (i = 0; i < count; i++) {
        ref_board b;
        make_position(&b, &r, kind);
        for (reading = 0; reading < 2; reading++) {
            set_up(g[reading], &b);
            compare_game(g[reading], &b, reading, &st);
        }
    }
    renju_game_free(g[0]);
    renju_game_free(g[1]);
    fprintf(stderr, "%s: %d positions, ", kind_name(kind), st.positions);
    print_stats(stderr, &st);
    ck_assert_msg(st.wrong == 0, "%d points differ from the reference", st.wrong);
}

/* The reference is slow on purpose; leave room for slow machines and valgrind. */
TEST_CASE("random", 600)

START_TEST(test_random_centre)
{
    run_kind(KIND_CENTRE, scaled_nearest(3000), 0x5eed0001);
}
END_TEST

START_TEST(test_random_dense)
{
    run_kind(KIND_DENSE, scaled_nearest(2500), 0x5eed0002);
}
END_TEST

START_TEST(test_random_edge)
{
    run_kind(KIND_EDGE, scaled_nearest(2500), 0x5eed0003);
}
END_TEST

/* The position of a game as a board. */
static void read_game(renju_game *g, ref_board *b)
{
    int p;
    ref_board_clear(b, SIZE);
    for (p = 0; p < CELLS; p++) {
        int s = renju_stone(g, p);
        REQUIRE(s >= RENJU_EMPTY && s <= RENJU_WHITE, "renju_stone: %d", s);
        b->cell[p] = (unsigned char)s;
    }
}

/* Whether p has a stone within two points in both directions. */
static int near_stones(const ref_board *b, int p)
{
    int c = p % SIZE, r = p / SIZE, dc, dr;
    for (dr = -2; dr <= 2; dr++)
        for (dc = -2; dc <= 2; dc++)
            if (c + dc >= 0 && c + dc < SIZE && r + dr >= 0 && r + dr < SIZE
                && b->cell[(r + dr) * SIZE + c + dc] != REF_EMPTY)
                return 1;
    return 0;
}

/*
 * Random legal renju games: each move is a random empty point near the stones already
 * played; renju_play() must refuse black exactly the points the reference forbids.
 * The forbidden map is compared every few moves.
 */
static void play_games(int nonliteral, int positions, uint64_t seed)
{
    renju_game *g = new_game(nonliteral);
    compare_stats st = { 0, 0, { 0, 0, 0, 0 }, 0 };
    rng r = { seed };
    int games = 0;

    while (st.positions < positions) {
        int length = rng_range(&r, 20, 90), every = rng_range(&r, 2, 4), moves;
        games++;
        REQUIRE(renju_game_reset(g) == RENJU_OK, "renju_game_reset: %s", renju_errmsg(g));
        REQUIRE(renju_play(g, 7 * SIZE + 7) == RENJU_OK, "renju_play h8: %s", renju_errmsg(g));
        for (moves = 1; moves < length && renju_result(g) == RENJU_ONGOING; moves++) {
            ref_board b;
            int tries, rc = RENJU_EFORBIDDEN;
            read_game(g, &b);
            for (tries = 0; tries < 200 && rc != RENJU_OK; tries++) {
                int p = rng_range(&r, 0, CELLS - 1);
                if (b.cell[p] != REF_EMPTY || !near_stones(&b, p))
                    continue;
                if (renju_side_to_move(g) == RENJU_BLACK) {
                    ref_board work = b;
                    int ref = ref_forbidden(&work, p, nonliteral);
                    rc = renju_play(g, p);
                    if ((rc == RENJU_EFORBIDDEN) != (ref != REF_LEGAL))
                        report_difference(&st, &b, p, nonliteral, "renju_play",
                                          rc == RENJU_OK ? REF_LEGAL : -1, ref);
                } else {
                    rc = renju_play(g, p);
                }
                REQUIRE(rc == RENJU_OK || rc == RENJU_EFORBIDDEN, "renju_play: %s",
                        renju_errmsg(g));
            }
            if (rc != RENJU_OK)
                break;   /* no legal point found nearby: start another game */
            if (moves % every == 0 && renju_result(g) == RENJU_ONGOING) {
                read_game(g, &b);
                compare_game(g, &b, nonliteral, &st);
            }
        }
    }
    renju_game_free(g);
    fprintf(stderr, "play (%s reading): %d games, %d positions, ", reading_name(nonliteral),
            games, st.positions);
    print_stats(stderr, &st);
    ck_assert_msg(st.wrong == 0, "%d points differ from the reference", st.wrong);
}

START_TEST(test_random_play_literal)
{
    play_games(0, scaled_nearest(1000), 0x5eed0004);
}
END_TEST

START_TEST(test_random_play_nonliteral)
{
    play_games(1, scaled_nearest(1000), 0x5eed0005);
}
END_TEST

/*
 * Every board size from 5 to 20, each packed its own way for the map (15 wide and
 * less in 16-bit cells, 16 to 20 in the rows as they are): positions of every density
 * scattered over the whole board, in both readings.
 */
static void run_sizes(int per_size, uint64_t seed)
{
    compare_stats st = { 0, 0, { 0, 0, 0, 0 }, 0 };
    rng r = { seed };
    int size, i, reading;

    for (size = RENJU_MIN_SIZE; size <= RENJU_MAX_SIZE; size++) {
        renju_game *g[2] = { new_sized_game(size, 0), new_sized_game(size, 1) };

        for (i = 0; i < per_size; i++) {
            ref_board b;
            int n = rng_range(&r, size, size * size * 3 / 5);

            ref_board_clear(&b, size);
            scatter(&b, &r, n, size / 2, size / 2, size / 2 + 1, rng_range(&r, 45, 85));
            for (reading = 0; reading < 2; reading++) {
                set_up(g[reading], &b);
                compare_game(g[reading], &b, reading, &st);
            }
        }
        renju_game_free(g[0]);
        renju_game_free(g[1]);
    }
    fprintf(stderr, "sizes %d to %d: %d positions, ", RENJU_MIN_SIZE, RENJU_MAX_SIZE,
            st.positions);
    print_stats(stderr, &st);
    ck_assert_msg(st.kinds[REF_DOUBLE_THREE] > 0 && st.kinds[REF_OVERLINE] > 0
                  && st.kinds[REF_DOUBLE_FOUR] > 0, "the positions hold every kind");
    ck_assert_msg(st.wrong == 0, "%d points differ from the reference", st.wrong);
}

TEST_CASE("sizes", 600)

START_TEST(test_random_sizes)
{
    run_sizes(scaled_nearest(150), 0x5eed0006);
}
END_TEST

#include "check_forbidden_ref.tests.h"

int main(void)
{
    return run_suite(tests_suite("forbidden_ref"));
}
