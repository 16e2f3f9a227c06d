/* SPDX-License-Identifier: MIT */
/* check_records.c - game records: round trips of random games in every format and rule
 * set, the tags, the buffer convention, and hand-made bad records (truncated, wrong
 * encoding, off the board, huge numbers, deep nesting, 10 MB lines) that must give
 * errors with their line and column, never a crash or unbounded memory.
 *
 * RENJU_TEST_SCALE (default 1) scales the number of random games. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

static const int all_rulesets[] = {
    RENJU_RULES_FREESTYLE, RENJU_RULES_STANDARD, RENJU_RULES_RENJU, RENJU_RULES_FIVE_IN_A_ROW,
    RENJU_RULES_CARO5, RENJU_RULES_CARO6
};
#define NRULESETS ((int)(sizeof all_rulesets / sizeof all_rulesets[0]))
static const int all_formats[] = { RENJU_FORMAT_MOVES, RENJU_FORMAT_SGF, RENJU_FORMAT_PSQ };
static const char *const format_name[] = { "moves", "sgf", "psq" };

/* ------------------------------------------------------------------ helpers */

/* xorshift64*: a seeded generator of our own, so runs are the same everywhere */
TEST_RANDOM(0x9e3779b97f4a7c15ULL)

/* A game like g: same rule set, size and options, nothing played. */
static renju_game *same_rules(renju_game *g)
{
    renju_game *h = new_game(renju_game_ruleset(g), renju_game_size(g));
    int opt, v, rc;

    for (opt = RENJU_OPT_FOUL_POLICY; opt <= RENJU_OPT_EDGE_BLOCKS; opt++) {
        if (renju_option_get(g, opt, &v) != RENJU_OK)
            continue;
        rc = renju_option_set(h, opt, v);
        ck_assert_msg(rc == RENJU_OK, "option %d = %d: %s", opt, v, renju_errmsg(h));
    }
    return h;
}

static void assert_same_tags(renju_game *a, renju_game *b)
{
    char va[256], vb[256];
    const char *name;
    int i;

    for (i = 0; (name = renju_tag_name(i)) != NULL; i++) {
        /* the result of a finished game is written as the game's, whatever was kept */
        if (strcmp(name, "RE") == 0 && renju_result(a) != RENJU_ONGOING)
            continue;
        ck_assert_int_ge(renju_tag_get(a, name, va, sizeof va), 0);
        ck_assert_int_ge(renju_tag_get(b, name, vb, sizeof vb), 0);
        ck_assert_msg(strcmp(va, vb) == 0, "tag %s: \"%s\" then \"%s\"", name, va, vb);
    }
}

/* Copy the tags of src into dst: only the one named, or all of them. */
static void copy_tags(renju_game *dst, renju_game *src, const char *only)
{
    char value[70000];
    const char *name;
    int i;

    for (i = 0; (name = renju_tag_name(i)) != NULL; i++) {
        if (strcmp(name, "RU") == 0 || (only && strcmp(name, only) != 0))
            continue;
        ck_assert_int_ge(renju_tag_get(src, name, value, sizeof value), 0);
        ck_assert_int_eq(renju_tag_set(dst, name, value), RENJU_OK);
    }
}

/* Import text into a game with g's rules; it must succeed and read all of it (or, for
 * SGF, up to the end of the game tree). */
static renju_game *import_ok(renju_game *like, int format, const char *text, int flags)
{
    renju_game *h = like ? same_rules(like) : new_game(RENJU_RULES_RENJU, 15);
    int rc = renju_record_import(h, format, text, strlen(text), flags);
    int line, col, move;

    renju_record_error_position(h, &line, &col, &move);
    ck_assert_msg(rc >= 0, "import %s failed: %d %s (line %d column %d move %d)\n%s",
                  format_name[format], rc, renju_errmsg(h), line, col, move, text);
    ck_assert_int_eq(renju_errcode(h), RENJU_OK);
    ck_assert_int_eq(line, 0);
    ck_assert_int_eq(move, 0);
    return h;
}

/* Export g, import it into a game with the same rules, check the games are the same
 * and that exporting again gives the same bytes. */
static void round_trip(renju_game *g, int format)
{
    snapshot a, b;
    char why[256];
    char *first, *second;
    int n1, n2;
    renju_game *h;

    first = export_record(g, format, &n1);
    h = import_ok(g, format, first, 0);
    second = export_record(h, format, &n2);
    ck_assert_msg(n1 == n2 && memcmp(first, second, (size_t)n1) == 0,
                  "%s round trip differs:\n%s\n----\n%s", format_name[format], first, second);
    if (format == RENJU_FORMAT_SGF)
        assert_same_tags(g, h);
    /* what the format does not carry, for the comparison of the rest */
    copy_tags(h, g, format == RENJU_FORMAT_SGF && renju_result(g) != RENJU_ONGOING ? "RE" : NULL);
    snapshot_take(g, &a);
    snapshot_take(h, &b);
    if (format == RENJU_FORMAT_PSQ) {
        /* .psq keeps the stones only: compare what it keeps */
        ck_assert_int_eq(a.stone_count, b.stone_count);
        ck_assert_mem_eq(a.stone, b.stone, sizeof a.stone);
    } else {
        ck_assert_msg(snapshot_equal(&a, &b, why, sizeof why), "%s: %s\n%s",
                      format_name[format], why, first);
    }
    renju_game_free(h);
    free(first);
    free(second);
}

static int random_empty_point(renju_game *g)
{
    int n = renju_game_size(g) * renju_game_size(g), p;

    do
        p = (int)rnd((unsigned)n);
    while (renju_stone(g, p) != RENJU_EMPTY);
    return p;
}

/* Play a random legal game: stones, and where asked passes, draw offers, answers to
 * them and resignations. */
static void random_game(renju_game *g, int extras, int max_moves)
{
    int size = renju_game_size(g), tries, p, rc, r;

    while (renju_result(g) == RENJU_ONGOING && renju_move_count(g) < max_moves
           && renju_stone_count(g) < size * size) {
        r = (int)rnd(100);
        if (extras && renju_draw_offered(g)) {
            if (r < 20) {
                ck_assert_int_eq(renju_accept_draw(g), RENJU_OK);
                break;
            }
            if (r < 50) {
                ck_assert_int_eq(renju_decline_draw(g), RENJU_OK);
                continue;
            }
        }
        if (extras && r == 99) {
            ck_assert_int_eq(renju_resign(g, RENJU_BLACK + (int)rnd(2)), RENJU_OK);
            break;
        }
        if (extras && r < 6 && renju_pass(g) == RENJU_OK)
            continue;
        for (tries = 0; tries < 2000; tries++) {
            p = renju_move_count(g) == 0 && renju_stone_count(g) == 0 ? renju_point(g, size / 2, size / 2)
                                                               : random_empty_point(g);
            if (extras && rnd(100) < 3 && renju_offer_draw(g, p) == RENJU_OK)
                break;
            rc = renju_play(g, p);
            if (rc == RENJU_OK)
                break;
            ck_assert_msg(rc == RENJU_EFORBIDDEN || rc == RENJU_EPHASE, "play: %d %s", rc,
                          renju_errmsg(g));
        }
        if (tries == 2000)
            break;
    }
}

static void random_options(renju_game *g)
{
    int lo, hi;

    renju_option_bounds(g, RENJU_OPT_FOUL_POLICY, &lo, &hi);
    ck_assert_int_eq(renju_option_set(g, RENJU_OPT_FOUL_POLICY, (int)rnd(2)), RENJU_OK);
    ck_assert_int_eq(renju_option_set(g, RENJU_OPT_THREE_READING, (int)rnd(2)), RENJU_OK);
    renju_option_bounds(g, RENJU_OPT_MOVE_LIMIT, &lo, &hi);
    if (rnd(4) == 0)
        ck_assert_int_eq(renju_option_set(g, RENJU_OPT_MOVE_LIMIT, 1 + (int)rnd((unsigned)hi)), RENJU_OK);
    renju_option_bounds(g, RENJU_OPT_CENTRE_FIRST, &lo, &hi);
    ck_assert_int_eq(renju_option_set(g, RENJU_OPT_CENTRE_FIRST, lo + (int)rnd((unsigned)(hi - lo + 1))),
                     RENJU_OK);
    /* caro's edge: no record holds it, the reading game's applies (same_rules) */
    renju_option_bounds(g, RENJU_OPT_EDGE_BLOCKS, &lo, &hi);
    ck_assert_int_eq(renju_option_set(g, RENJU_OPT_EDGE_BLOCKS, (int)rnd((unsigned)(hi + 1))),
                     RENJU_OK);
}

static const char *const sample_text[] = {
    "Alice", "Bob", "2024-05-01", "Łódź open", "日本 名人戦", "with ] and \\ inside",
    "two\nlines", "x", "Round 3"
};

static void random_tags(renju_game *g)
{
    const char *name;
    int i;

    for (i = 0; (name = renju_tag_name(i)) != NULL; i++) {
        if (strcmp(name, "RU") == 0 || rnd(3) == 0)
            continue;
        ck_assert_int_eq(renju_tag_set(g, name, sample_text[rnd(sizeof sample_text / sizeof sample_text[0])]),
                         RENJU_OK);
    }
}

/* ------------------------------------------------------------------ round trips */

TEST_CASE("round_trip", 300)

START_TEST(test_round_trip_random)
{
    int sizes[] = { 15, 19, 20, 7 };
    int games = (int)(12 * scale()) + 1, ri, si, k, f, extras;

    rnd_seed(&rng, 1);
    for (ri = 0; ri < NRULESETS; ri++)
        for (si = 0; si < 4; si++) {
            int ruleset = all_rulesets[ri], size = sizes[si];
            if ((ruleset == RENJU_RULES_RENJU || ruleset == RENJU_RULES_FIVE_IN_A_ROW) && size != 15)
                continue;
            for (k = 0; k < games; k++) {
                renju_game *g = new_game(ruleset, size);
                random_options(g);
                random_tags(g);
                extras = k % 2;
                random_game(g, extras, 1000);
                for (f = 0; f < 3; f++) {
                    int fmt = all_formats[f], i, has_pass = 0, moves[2 * 400 + 2];
                    int n = renju_moves(g, moves, sizeof moves / sizeof moves[0]);
                    for (i = 0; i < n; i++)
                        has_pass |= moves[i] == RENJU_PASS;
                    if (fmt == RENJU_FORMAT_PSQ && has_pass) {
                        CHECK_FAILS(g, renju_record_export(g, fmt, NULL, 0), RENJU_EINVAL);
                        continue;
                    }
                    round_trip(g, fmt);
                }
                /* and from a position some moves back */
                for (f = (int)rnd(6); f > 0 && renju_undo(g) == RENJU_OK; f--)
                    ;
                round_trip(g, RENJU_FORMAT_SGF);
                round_trip(g, RENJU_FORMAT_MOVES);
                renju_game_free(g);
            }
        }
}
END_TEST

/* SGF holds set-up positions (AB, AW, PL); the other formats refuse them. */
START_TEST(test_round_trip_setup)
{
    int k, i, games = (int)(20 * scale()) + 1;

    rnd_seed(&rng, 2);
    for (k = 0; k < games; k++) {
        int ruleset = all_rulesets[k % NRULESETS];
        renju_game *g = new_game(ruleset, 15);
        int stones = 1 + (int)rnd(20);

        random_tags(g);
        ck_assert_int_eq(renju_setup_begin(g), RENJU_OK);
        for (i = 0; i < stones; i++)
            renju_setup_put(g, (int)rnd(225), RENJU_BLACK + (int)rnd(2));
        renju_setup_side(g, RENJU_BLACK + (int)rnd(2));
        /* take stones away until no line wins already */
        while (renju_setup_end(g) != RENJU_OK)
            renju_setup_put(g, (int)rnd(225), RENJU_EMPTY);
        if (renju_stone_count(g) > 0 || renju_side_to_move(g) == RENJU_WHITE) {
            CHECK_FAILS(g, renju_record_export(g, RENJU_FORMAT_MOVES, NULL, 0), RENJU_EINVAL);
            CHECK_FAILS(g, renju_record_export(g, RENJU_FORMAT_PSQ, NULL, 0), RENJU_EINVAL);
        }
        round_trip(g, RENJU_FORMAT_SGF);
        random_game(g, 1, 40);
        round_trip(g, RENJU_FORMAT_SGF);
        renju_game_free(g);
    }
}
END_TEST

/* The formats written exactly as renju_record(3) shows them. */
START_TEST(test_exact_output)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    char *s;

    play_list(g, "h8 h9 i9 pass j10");
    CHECK_OK(g, renju_offer_draw(g, pt(g, "g7")));
    CHECK_OK(g, renju_decline_draw(g));
    play_list(g, "k11 a1");
    CHECK_OK(g, renju_resign(g, RENJU_WHITE));
    CHECK_OK(g, renju_tag_set(g, "PB", "Black ] player"));
    CHECK_OK(g, renju_tag_set(g, "EV", "Test"));
    s = export_record(g, RENJU_FORMAT_MOVES, NULL);
    ck_assert_str_eq(s, "h8 h9 i9 pass j10 g7 draw-offer draw-decline k11 a1 resign-white\n");
    free(s);
    s = export_record(g, RENJU_FORMAT_SGF, NULL);
    ck_assert_str_eq(s, "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju]\n"
                        "EV[Test]PB[Black \\] player]RE[B+R]\n"
                        ";B[hh];W[hg];B[ig];W[];B[jf];W[gi]DRAW[offer];DRAW[decline];B[ke];W[ao]\n"
                        ")\n");
    free(s);
    CHECK_FAILS(g, renju_record_export(g, RENJU_FORMAT_PSQ, NULL, 0), RENJU_EINVAL);
    renju_game_free(g);

    g = new_game(RENJU_RULES_FREESTYLE, 20);
    play_list(g, "a1 t20 j10");
    CHECK_OK(g, renju_tag_set(g, "PW", "pbrain-x"));
    s = export_record(g, RENJU_FORMAT_PSQ, NULL);
    ck_assert_str_eq(s, "Piskvorky 20x20, 0:0, 0\n1,20,0\n20,1,0\n10,11,0\n\npbrain-x\n-1\n");
    free(s);
    s = export_record(g, RENJU_FORMAT_SGF, NULL);
    ck_assert_str_eq(s, "(;FF[4]GM[4]CA[UTF-8]SZ[20]RU[freestyle]\nPW[pbrain-x]\n;B[at];W[ta];B[jk]\n)\n");
    free(s);
    renju_game_free(g);

    g = new_game(RENJU_RULES_STANDARD, 9);
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "a1"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_put(g, pt(g, "e5"), RENJU_BLACK));
    CHECK_OK(g, renju_setup_put(g, pt(g, "b9"), RENJU_BLACK));
    CHECK_OK(g, renju_setup_side(g, RENJU_WHITE));
    CHECK_OK(g, renju_setup_end(g));
    play_list(g, "c3");
    s = export_record(g, RENJU_FORMAT_SGF, NULL);
    ck_assert_str_eq(s, "(;FF[4]GM[4]CA[UTF-8]SZ[9]RU[standard]\nAB[ba][ee]AW[ai]PL[W]\n;W[cg]\n)\n");
    free(s);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ API */

TEST_CASE("api")

START_TEST(test_buffer_convention)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    char buf[64];
    int f, need;

    play_list(g, "h8 h9 i9");
    for (f = 0; f < 3; f++) {
        need = renju_record_export(g, f, NULL, 0);
        ck_assert_int_gt(need, 1);
        ck_assert_int_lt(need, (int)sizeof buf);
        CHECK_FAILS(g, renju_record_export(g, f, buf, (size_t)need - 1), RENJU_EBUFSIZE);
        ck_assert_int_eq(renju_record_export(g, f, buf, (size_t)need), need - 1);
        ck_assert_uint_eq(strlen(buf), (size_t)need - 1);
        CHECK_FAILS(g, renju_record_export(g, f, NULL, 5), RENJU_EINVAL);
    }
    CHECK_FAILS(g, renju_record_export(g, RENJU_FORMAT_POS, buf, sizeof buf), RENJU_EINVAL);
    CHECK_FAILS(g, renju_record_export(g, -1, buf, sizeof buf), RENJU_EINVAL);
    ck_assert_int_eq(renju_record_export(NULL, 0, buf, sizeof buf), RENJU_EINVAL);
    ck_assert_int_eq(renju_record_import(NULL, 0, "h8", 2, 0), RENJU_EINVAL);
    CHECK_FAILS(g, renju_record_import(g, 7, "h8", 2, 0), RENJU_EINVAL);
    CHECK_FAILS(g, renju_record_import(g, 0, "h8", 2, 8), RENJU_EINVAL);
    CHECK_FAILS(g, renju_record_import(g, 0, NULL, 2, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_record_error_position(NULL, NULL, NULL, NULL), RENJU_EINVAL);
    /* setup mode: neither */
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_FAILS(g, renju_record_export(g, 0, NULL, 0), RENJU_EPHASE);
    CHECK_FAILS(g, renju_record_import(g, 0, "h8", 2, 0), RENJU_EPHASE);
    renju_game_free(g);
}
END_TEST

START_TEST(test_tags)
{
    renju_game *g = new_game(RENJU_RULES_FIVE_IN_A_ROW, 15), *c = NULL;
    char buf[16], big[70000];
    int i;

    ck_assert_str_eq(renju_tag_name(0), "EV");
    for (i = 0; renju_tag_name(i); i++)
        ;
    ck_assert_int_eq(i, 12);
    ck_assert_str_eq(renju_tag_name(11), "RU");
    ck_assert_ptr_null(renju_tag_name(-1));

    ck_assert_int_eq(renju_tag_get(g, "PB", NULL, 0), 1);
    ck_assert_int_eq(renju_tag_get(g, "PB", buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "");
    CHECK_OK(g, renju_tag_set(g, "PB", "Ann"));
    ck_assert_int_eq(renju_tag_get(g, "PB", NULL, 0), 4);
    ck_assert_int_eq(renju_tag_get(g, "PB", buf, 4), 3);
    ck_assert_str_eq(buf, "Ann");
    CHECK_FAILS(g, renju_tag_get(g, "PB", buf, 3), RENJU_EBUFSIZE);
    CHECK_FAILS(g, renju_tag_get(g, "PB", NULL, 3), RENJU_EINVAL);
    ck_assert_int_eq(renju_tag_get(g, "RU", buf, sizeof buf), 13);
    ck_assert_str_eq(buf, "five-in-a-row");
    CHECK_FAILS(g, renju_tag_set(g, "RU", "renju"), RENJU_EINVAL);
    CHECK_FAILS(g, renju_tag_set(g, "XX", "a"), RENJU_EINVAL);
    CHECK_FAILS(g, renju_tag_set(g, "pb", "a"), RENJU_EINVAL);
    CHECK_FAILS(g, renju_tag_set(g, NULL, "a"), RENJU_EINVAL);
    CHECK_FAILS(g, renju_tag_get(g, "PBX", buf, sizeof buf), RENJU_EINVAL);
    CHECK_FAILS(g, renju_tag_set(g, "PW", "bad \xff byte"), RENJU_EINVAL);
    CHECK_FAILS(g, renju_tag_set(g, "PW", "\xc0\x80"), RENJU_EINVAL);       /* overlong */
    CHECK_FAILS(g, renju_tag_set(g, "PW", "\xed\xa0\x80"), RENJU_EINVAL);   /* surrogate */
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    CHECK_FAILS(g, renju_tag_set(g, "GC", big), RENJU_ERANGE);
    big[65535] = '\0';
    CHECK_OK(g, renju_tag_set(g, "GC", big));

    /* clone copies, reset keeps, "" and NULL remove */
    CHECK_OK(g, renju_game_clone(&c, g));
    CHECK_OK(g, renju_tag_set(g, "PB", "Changed"));
    ck_assert_int_eq(renju_tag_get(c, "PB", buf, sizeof buf), 3);
    ck_assert_str_eq(buf, "Ann");
    ck_assert_int_eq(renju_tag_get(c, "GC", NULL, 0), 65536);
    CHECK_OK(c, renju_game_reset(c));
    ck_assert_int_eq(renju_tag_get(c, "PB", buf, sizeof buf), 3);
    CHECK_OK(c, renju_tag_set(c, "PB", ""));
    ck_assert_int_eq(renju_tag_get(c, "PB", NULL, 0), 1);
    CHECK_OK(c, renju_tag_set(c, "GC", NULL));
    ck_assert_int_eq(renju_tag_get(c, "GC", NULL, 0), 1);
    ck_assert_int_eq(renju_tag_set(NULL, "PB", "x"), RENJU_EINVAL);
    ck_assert_int_eq(renju_tag_get(NULL, "PB", buf, sizeof buf), RENJU_EINVAL);
    renju_game_free(c);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ allocators */

typedef struct counting {
    long live;          /* blocks not yet freed */
    long calls;         /* allocations so far */
    long fail_at;       /* the allocation that fails (1-based), 0 never */
    size_t largest;
} counting;

static void *count_alloc(void *opaque, size_t size)
{
    counting *c = opaque;

    c->calls++;
    if (c->fail_at && c->calls == c->fail_at)
        return NULL;
    if (size > c->largest)
        c->largest = size;
    c->live++;
    return malloc(size);
}

static void count_free(void *opaque, void *p)
{
    counting *c = opaque;

    if (p)
        c->live--;
    free(p);
}

static renju_game *counted_game(counting *c, int ruleset, int size)
{
    renju_game *g = NULL;

    ck_assert_int_eq(renju_game_new_custom(&g, ruleset, size, count_alloc, count_free, c), RENJU_OK);
    return g;
}

/* Every allocation of an import fails in turn: RENJU_ENOMEM, the game unchanged,
 * nothing leaked. */
START_TEST(test_import_out_of_memory)
{
    static const char sgf[] = "(;FF[4]GM[4]SZ[15]RU[renju]PB[A]PW[B]EV[E]AB[aa]AW[bb]\n;B[hh];W[hg];B[ig])";
    counting c;
    long k;
    int rc = RENJU_ENOMEM, f;
    const char *texts[3] = { "h8 h9 i9 draw-offer", sgf, "Piskvorky 15x15, 0:0, 0\n8,8,0\nA\nB\n-1\n" };

    for (f = 0; f < 3; f++) {
        rc = RENJU_ENOMEM;
        for (k = 1; rc == RENJU_ENOMEM; k++) {
            renju_game *g;
            snapshot before;

            memset(&c, 0, sizeof c);
            g = counted_game(&c, RENJU_RULES_RENJU, 15);
            play_list(g, "h8 a1");
            renju_tag_set(g, "PB", "old");
            snapshot_take(g, &before);
            c.fail_at = c.calls + k;
            rc = renju_record_import(g, f, texts[f], strlen(texts[f]), 0);
            if (rc == RENJU_ENOMEM) {
                snapshot after;
                char buf[8];
                snapshot_take(g, &after);
                snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
                ck_assert_int_eq(renju_tag_get(g, "PB", buf, sizeof buf), 3);
            } else {
                ck_assert_msg(rc > 0, "%s: %d %s", format_name[f], rc, renju_errmsg(g));
            }
            c.fail_at = 0;
            renju_game_free(g);
            ck_assert_int_eq(c.live, 0);
            ck_assert_int_lt(k, 100);
        }
    }
    /* clone and export with the same allocator: nothing leaks either */
    memset(&c, 0, sizeof c);
    {
        renju_game *g = counted_game(&c, RENJU_RULES_RENJU, 15), *d = NULL;
        renju_tag_set(g, "PB", "x");
        renju_tag_set(g, "PW", "y");
        for (k = 1; k < 6; k++) {
            c.fail_at = c.calls + k;
            rc = renju_game_clone(&d, g);
            c.fail_at = 0;
            if (rc == RENJU_OK)
                renju_game_free(d);
            else
                ck_assert_int_eq(rc, RENJU_ENOMEM);
        }
        renju_game_free(g);
        ck_assert_int_eq(c.live, 0);
    }
}
END_TEST

/* ------------------------------------------------------------------ errors */

static char last_message[256];   /* of the last import_fails() */

/* An SGF record once refused, now read with a warning of this code (among others:
 * a record without GM gives one too). */
static void sgf_warns(const char *text, size_t len, int flags, int code)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int rc = renju_record_import(g, RENJU_FORMAT_SGF, text, len, flags), i, c, found = 0;

    ck_assert_msg(rc == (int)len, "sgf import of \"%.60s\": %d (%s)", text, rc, renju_errmsg(g));
    for (i = 0; i < renju_record_warnings(g); i++)
        if (renju_record_warning(g, i, &c, NULL, NULL, NULL) && c == code)
            found = 1;
    ck_assert_msg(found, "sgf import of \"%.60s\": no warning %d", text, code);
    renju_game_free(g);
}

/* Import must fail with code, at line/column/move, leaving g unchanged. */
static void import_fails(renju_game *g, int format, const char *text, size_t len, int flags,
                         int code, int line, int col, int move)
{
    snapshot before, after;
    int rc, l = -1, c = -1, m = -1;

    snapshot_take(g, &before);
    rc = renju_record_import(g, format, text, len, flags);
    ck_assert_msg(rc == code, "%s import of \"%.60s\": %d (%s), expected %d", format_name[format],
                  text, rc, renju_errmsg(g), code);
    ck_assert_int_eq(renju_errcode(g), code);
    ck_assert_msg(renju_errmsg(g)[0] != '\0', "no message");
    snprintf(last_message, sizeof last_message, "%s", renju_errmsg(g));
    ck_assert_int_eq(renju_record_error_position(g, &l, &c, &m), RENJU_OK);
    ck_assert_msg(l == line && c == col && m == move,
                  "%s import of \"%.60s\" (%s): at line %d column %d move %d, expected %d %d %d",
                  format_name[format], text, renju_errmsg(g), l, c, m, line, col, move);
    ck_assert_msg(text_is_utf8(renju_errmsg(g)), "message not UTF-8 text: \"%s\"",
                  renju_errmsg(g));
    if (!(flags & RENJU_IMPORT_PARTIAL)) {
        char why[128];
        snapshot_take(g, &after);
        /* the whole game, what could be redone included */
        ck_assert_msg(snapshot_equal_whole(&before, &after, why, sizeof why),
                      "import of \"%.60s\" failed and changed the game: %s", text, why);
    }
}

#define FAILS(g, fmt, text, code, line, col, move) \
    import_fails((g), (fmt), (text), strlen(text), 0, (code), (line), (col), (move))

TEST_CASE("errors", 300)

START_TEST(test_moves_errors)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *h;
    char buf[64];

    play_list(g, "h8 a1 b2");
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h8", RENJU_EOCCUPIED, 1, 4, 2);
    FAILS(g, RENJU_FORMAT_MOVES, "h9", RENJU_EPHASE, 1, 1, 1);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9\r\n  zz", RENJU_EPARSE, 2, 3, 3);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9\n\n  p16", RENJU_ERANGE, 3, 3, 3);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9 h0", RENJU_EPARSE, 1, 7, 3);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h99999999999999999999", RENJU_EPARSE, 1, 4, 2);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 a1 i8 a2 j9 a3 j7 a15 j8", RENJU_EFORBIDDEN, 1, 26, 9);
    ck_assert_str_eq(last_message, "move 9: j8 is forbidden for black: double-three");
    FAILS(g, RENJU_FORMAT_MOVES, "draw-offer h8", RENJU_EPARSE, 1, 1, 1);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9 resign-black i9", RENJU_EGAMEOVER, 1, 20, 3);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 draw-accept", RENJU_EPHASE, 1, 4, 2);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9 i9 h\xc3\xa9", RENJU_EPARSE, 1, 11, 4);
    FAILS(g, RENJU_FORMAT_MOVES, "pass", RENJU_EPHASE, 1, 1, 1);
    import_fails(g, RENJU_FORMAT_MOVES, "h8 h9\0 i9", 9, 0, RENJU_EPARSE, 1, 6, 2);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 abcdefghijklmnopqrstuvwxyzabcdefghij", RENJU_EPARSE, 1, 4, 2);

    /* comments, case, "--" for a pass, the side to move resigning */
    h = import_ok(g, RENJU_FORMAT_MOVES, "# a game\nH8 h9 # two moves\n i9\t-- J9 PASS resign", 0);
    ck_assert_int_eq(renju_move_count(h), 6);
    ck_assert_int_eq(renju_result(h), RENJU_WHITE_WINS);
    ck_assert_int_eq(renju_result_reason(h), RENJU_REASON_RESIGNATION);
    ck_assert_int_eq(renju_record_export(h, RENJU_FORMAT_MOVES, buf, sizeof buf), 35);
    ck_assert_str_eq(buf, "h8 h9 i9 pass j9 pass resign-black\n");
    renju_game_free(h);
    /* an empty record is the empty board */
    h = import_ok(g, RENJU_FORMAT_MOVES, "  \n# nothing\n", 0);
    ck_assert_int_eq(renju_move_count(h), 0);
    renju_game_free(h);
    renju_game_free(g);
}
END_TEST

START_TEST(test_partial_import)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int line, col, move;

    play_list(g, "h8 a1");
    import_fails(g, RENJU_FORMAT_MOVES, "h8 h9 i9 h9 j9", 14, RENJU_IMPORT_PARTIAL,
                 RENJU_EOCCUPIED, 1, 10, 4);
    ck_assert_int_eq(renju_move_count(g), 3);
    ck_assert_int_eq(renju_stone(g, pt(g, "i9")), RENJU_BLACK);
    ck_assert_int_eq(renju_stone(g, pt(g, "a1")), RENJU_EMPTY);
    /* a parse error keeps nothing */
    import_fails(g, RENJU_FORMAT_MOVES, "h8 h9 x", 7, RENJU_IMPORT_PARTIAL, RENJU_EPARSE, 1, 7, 3);
    ck_assert_int_eq(renju_move_count(g), 3);
    ck_assert_int_eq(renju_stone(g, pt(g, "h9")), RENJU_WHITE);
    /* SGF and .psq as well */
    import_fails(g, RENJU_FORMAT_SGF, "(;SZ[15];B[hh];W[hh])", 21, RENJU_IMPORT_PARTIAL,
                 RENJU_EOCCUPIED, 1, 18, 2);
    ck_assert_int_eq(renju_move_count(g), 1);
    import_fails(g, RENJU_FORMAT_PSQ, "Piskvorky 15x15, 0:0, 0\n8,8,0\n9,8,0\n9,8,0\n", 42,
                 RENJU_IMPORT_PARTIAL, RENJU_EOCCUPIED, 4, 1, 3);
    ck_assert_int_eq(renju_move_count(g), 2);
    /* a success clears the position */
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_MOVES, "h8", 2, 0), 2);
    renju_record_error_position(g, &line, &col, &move);
    ck_assert_int_eq(line + col + move, 0);
    renju_game_free(g);
}
END_TEST

START_TEST(test_sgf_errors)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    play_list(g, "h8 a1");
    /* truncated, at every length of a good record */
    {
        static const char good[] = "(;FF[4]GM[4]SZ[15]PB[A\\]b];B[hh](;W[hg];B[ii])(;W[ig]))";
        size_t n;
        for (n = 0; n < sizeof good - 1; n++) {
            int rc = renju_record_import(g, RENJU_FORMAT_SGF, good, n, 0);
            ck_assert_msg(rc == RENJU_EPARSE, "truncated at %zu: %d %s", n, rc, renju_errmsg(g));
            ck_assert_int_eq(renju_move_count(g), 2);
        }
    }
    FAILS(g, RENJU_FORMAT_SGF, "(;B[hh]", RENJU_EPARSE, 1, 1, 2);
    FAILS(g, RENJU_FORMAT_SGF, "(;FF[4]\nPB[unclosed", RENJU_EPARSE, 2, 3, 1);
    FAILS(g, RENJU_FORMAT_SGF, "x(;)", RENJU_EPARSE, 1, 1, 1);
    FAILS(g, RENJU_FORMAT_SGF, "()", RENJU_EPARSE, 1, 2, 1);
    /* GM[1] and GM[5] are what some programs write for five in a row */
    sgf_warns("(;GM[1])", 8, 0, RENJU_WARN_GAME_TYPE);
    FAILS(g, RENJU_FORMAT_SGF, "(;GM[2])", RENJU_EPARSE, 1, 6, 1);
    FAILS(g, RENJU_FORMAT_SGF, "(;FF[5])", RENJU_EPARSE, 1, 6, 1);
    FAILS(g, RENJU_FORMAT_SGF, "(;SZ[123456789012345678901234567890])", RENJU_EPARSE, 1, 6, 1);
    FAILS(g, RENJU_FORMAT_SGF, "(;SZ[15:17])", RENJU_EPARSE, 1, 6, 1);
    FAILS(g, RENJU_FORMAT_SGF, "(;SZ[abc])", RENJU_EPARSE, 1, 6, 1);
    FAILS(g, RENJU_FORMAT_SGF, "(;SZ[19])", RENJU_EINVAL, 1, 6, 1);
    FAILS(g, RENJU_FORMAT_SGF, "(;RU[freestyle])", RENJU_EINVAL, 1, 6, 1);
    import_fails(g, RENJU_FORMAT_SGF, "(;SZ[19]RU[renju])", 18, RENJU_IMPORT_RULES, RENJU_EINVAL, 1, 12, 1);
    /* unknown rules and charsets, text not UTF-8: warnings now, not errors */
    sgf_warns("(;RU[chess])", 12, RENJU_IMPORT_RULES, RENJU_WARN_RULES);
    sgf_warns("(;CA[EBCDIC])", 13, 0, RENJU_WARN_CHARSET);
    sgf_warns("(;PB[Ren\xe9])", 11, 0, RENJU_WARN_CHARSET);
    sgf_warns("(;\nPW[\xf0\x9f\x98])", 11, 0, RENJU_WARN_CHARSET);
    FAILS(g, RENJU_FORMAT_SGF, "(;B[hh];W[zz])", RENJU_ERANGE, 1, 11, 2);
    FAILS(g, RENJU_FORMAT_SGF, "(;B[hh];W[hhh])", RENJU_EPARSE, 1, 11, 2);
    FAILS(g, RENJU_FORMAT_SGF, "(;B[hh];W[HH])", RENJU_EOCCUPIED, 1, 11, 2);   /* HH is hh */
    FAILS(g, RENJU_FORMAT_SGF, "(;B[hh];B[hg])", RENJU_EPLAYER, 1, 11, 2);
    FAILS(g, RENJU_FORMAT_SGF, "(;B[hh];W[hg]SWAP[no])", RENJU_EPARSE, 1, 14, 2);
    FAILS(g, RENJU_FORMAT_SGF, "(;B[hh][ii])", RENJU_EPARSE, 1, 8, 1);
    FAILS(g, RENJU_FORMAT_SGF, "(;B[hh];SZ[15])", RENJU_EPARSE, 1, 9, 2);
    /* set-up stones after the first node: kept with their node, not placed */
    sgf_warns("(;B[hh];AB[aa])", 15, 0, RENJU_WARN_SKIPPED);
    FAILS(g, RENJU_FORMAT_SGF, "(;AB[zz])", RENJU_ERANGE, 1, 6, 1);
    FAILS(g, RENJU_FORMAT_SGF, "(;SZ[15]AB[sa])", RENJU_ERANGE, 1, 12, 1);
    FAILS(g, RENJU_FORMAT_SGF, "(;B[hh]DRAW[maybe])", RENJU_EPARSE, 1, 13, 1);
    FAILS(g, RENJU_FORMAT_SGF, "(;B[hh];DRAW[offer])", RENJU_EPARSE, 1, 14, 2);
    FAILS(g, RENJU_FORMAT_SGF, "(;B[hh];W[ii]DRAW[decline])", RENJU_EPARSE, 1, 19, 2);
    FAILS(g, RENJU_FORMAT_SGF, "(;B[hh];DRAW[accept])", RENJU_EPHASE, 1, 14, 2);
    FAILS(g, RENJU_FORMAT_SGF, "(;B[hh];W[hg]%)", RENJU_EPARSE, 1, 14, 2);
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_SGF, "(;B[hh];W[hg]) (;B[hh]", 22, 0), 14);
    play_list(g, "a1");
    FAILS(g, RENJU_FORMAT_SGF, "(;B[hh]C[xx]abcdefghijklmnopqrstuvwxyzabcdefghijklmnop[1])", RENJU_EPARSE, 1, 13, 1);
    FAILS(g, RENJU_FORMAT_SGF, "(;AB[hh][hi][hj][hk][hl])", RENJU_EPOSITION, 1, 26, 1);
    renju_game_free(g);
}
END_TEST

START_TEST(test_sgf_reading)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *h;
    char buf[256];
    int rc;

    /* variations: the first of each is the main line, the rest are passed over */
    h = import_ok(g, RENJU_FORMAT_SGF,
                  "\xef\xbb\xbf (;GM[4]FF[3]SZ[15]PlayerBlack[x];B[hh]\n"
                  "  (;W[hg](;B[ii];W[aa])(;B[jj]C[a \\] b (])) (;W[ig]) )", 0);
    ck_assert_int_eq(renju_move_count(h), 4);
    ck_assert_int_eq(renju_stone(h, pt(h, "i7")), RENJU_BLACK);
    ck_assert_int_eq(renju_stone(h, pt(h, "a15")), RENJU_WHITE);
    renju_game_free(h);
    /* B[] and tt are passes on 15x15, tt a point on 20x20 */
    h = import_ok(g, RENJU_FORMAT_SGF, "(;;B[hh];W[];B[tt])", 0);
    ck_assert_int_eq(renju_move_count(h), 3);
    ck_assert_int_eq(renju_result(h), RENJU_DRAW);
    ck_assert_int_eq(renju_result_reason(h), RENJU_REASON_BOTH_PASSED);
    renju_game_free(h);
    h = new_game(RENJU_RULES_FREESTYLE, 20);
    rc = renju_record_import(h, RENJU_FORMAT_SGF, "(;SZ[20];B[tt])", 15, 0);
    ck_assert_int_eq(rc, 15);
    ck_assert_int_eq(renju_stone(h, pt(h, "t1")), RENJU_BLACK);
    renju_game_free(h);
    /* RE: resignation, loss on time, forfeit and an accepted draw are carried out,
     * other results kept */
    h = import_ok(g, RENJU_FORMAT_SGF, "(;RE[W+Resign];B[hh])", 0);
    ck_assert_int_eq(renju_result(h), RENJU_WHITE_WINS);
    ck_assert_int_eq(renju_result_reason(h), RENJU_REASON_RESIGNATION);
    renju_game_free(h);
    h = import_ok(g, RENJU_FORMAT_SGF, "(;RE[Draw];B[hh];W[hg]DRAW[offer])", 0);
    ck_assert_int_eq(renju_result(h), RENJU_DRAW);
    ck_assert_int_eq(renju_result_reason(h), RENJU_REASON_AGREEMENT);
    ck_assert_int_eq(renju_record_export(h, RENJU_FORMAT_SGF, buf, sizeof buf), (int)strlen(buf));
    ck_assert_str_eq(buf, "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju]\nRE[0]\n;B[hh];W[hg]DRAW[offer]\n)\n");
    renju_game_free(h);
    h = import_ok(g, RENJU_FORMAT_SGF, "(;RE[B+T];B[hh])", 0);
    ck_assert_int_eq(renju_result(h), RENJU_BLACK_WINS);
    ck_assert_int_eq(renju_result_reason(h), RENJU_REASON_TIME);
    renju_game_free(h);
    h = import_ok(g, RENJU_FORMAT_SGF, "(;RE[b+forfeit];B[hh])", 0);
    ck_assert_int_eq(renju_result(h), RENJU_BLACK_WINS);
    ck_assert_int_eq(renju_result_reason(h), RENJU_REASON_FORFEIT);
    renju_game_free(h);
    h = import_ok(g, RENJU_FORMAT_SGF, "(;RE[B+3];B[hh])", 0);
    ck_assert_int_eq(renju_result(h), RENJU_ONGOING);
    ck_assert_int_eq(renju_tag_get(h, "RE", buf, sizeof buf), 3);
    ck_assert_str_eq(buf, "B+3");
    renju_game_free(h);
    /* text: escapes, soft line breaks, Latin-1 turned into UTF-8 */
    h = import_ok(g, RENJU_FORMAT_SGF, "(;CA[ISO-8859-1]PB[Ren\xe9 \\]\\\\ a\\\nb]PW[x\\:y];B[hh])", 0);
    ck_assert_int_eq(renju_tag_get(h, "PB", buf, sizeof buf), 11);
    ck_assert_str_eq(buf, "Ren\xc3\xa9 ]\\ ab");
    renju_tag_get(h, "PW", buf, sizeof buf);
    ck_assert_str_eq(buf, "x:y");
    renju_game_free(h);
    /* set-up stones: PL, else the first move's colour */
    h = import_ok(g, RENJU_FORMAT_SGF, "(;AB[aa][bb]AW[cc];W[dd])", 0);
    ck_assert_int_eq(renju_stone_count(h), 4);
    ck_assert_int_eq(renju_move_count(h), 1);
    ck_assert_int_eq(renju_side_to_move(h), RENJU_BLACK);
    renju_game_free(h);
    h = import_ok(g, RENJU_FORMAT_SGF, "(;AB[aa]AW[bb]AE[aa]PL[W])", 0);
    ck_assert_int_eq(renju_stone_count(h), 1);
    ck_assert_int_eq(renju_side_to_move(h), RENJU_WHITE);
    renju_game_free(h);
    /* a collection: each call reads one game tree */
    {
        static const char coll[] = "(;B[hh])\n(;B[hh];W[ii])\n";
        h = same_rules(g);
        ck_assert_int_eq(renju_record_import(h, RENJU_FORMAT_SGF, coll, sizeof coll - 1, 0), 8);
        ck_assert_int_eq(renju_move_count(h), 1);
        ck_assert_int_eq(renju_record_import(h, RENJU_FORMAT_SGF, coll + 8, sizeof coll - 9, 0), 15);
        ck_assert_int_eq(renju_move_count(h), 2);
        renju_game_free(h);
    }
    /* RENJU_IMPORT_RULES: the record's rule set and size */
    h = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(h, renju_option_set(h, RENJU_OPT_THREE_READING, RENJU_THREE_NONLITERAL));
    rc = renju_record_import(h, RENJU_FORMAT_SGF, "(;SZ[19]RU[Gomoku];B[aa])", 25, RENJU_IMPORT_RULES);
    ck_assert_int_eq(rc, 25);
    ck_assert_int_eq(renju_game_ruleset(h), RENJU_RULES_FREESTYLE);
    ck_assert_int_eq(renju_game_size(h), 19);
    ck_assert_int_eq(renju_stone(h, pt(h, "a19")), RENJU_BLACK);
    {
        int v;
        renju_option_get(h, RENJU_OPT_THREE_READING, &v);
        ck_assert_int_eq(v, RENJU_THREE_NONLITERAL);
    }
    renju_game_free(h);
    renju_game_free(g);
}
END_TEST

START_TEST(test_psq)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15), *h;
    char buf[32];

    play_list(g, "a1");
    FAILS(g, RENJU_FORMAT_PSQ, "", RENJU_EPARSE, 1, 1, 1);
    FAILS(g, RENJU_FORMAT_PSQ, "\n\n", RENJU_EPARSE, 3, 1, 1);
    FAILS(g, RENJU_FORMAT_PSQ, "Piskvorky 15x15, 0:0", RENJU_EPARSE, 1, 21, 1);
    FAILS(g, RENJU_FORMAT_PSQ, "Gomoku 15x15, 0:0, 0", RENJU_EPARSE, 1, 1, 1);
    FAILS(g, RENJU_FORMAT_PSQ, "Piskvorky 15x16, 0:0, 0\n", RENJU_EPARSE, 1, 11, 1);
    FAILS(g, RENJU_FORMAT_PSQ, "Piskvorky 15x15, 0:0, 2\n", RENJU_EPARSE, 1, 24, 1);
    FAILS(g, RENJU_FORMAT_PSQ, "Piskvorky 1234567890x15, 0:0, 0\n", RENJU_EPARSE, 1, 20, 1);
    FAILS(g, RENJU_FORMAT_PSQ, "Piskvorky 20x20, 0:0, 0\n", RENJU_EINVAL, 1, 1, 1);
    FAILS(g, RENJU_FORMAT_PSQ, "Piskvorky 15x15, 0:0, 0\n8,8,0\n16,1,0\n", RENJU_ERANGE, 3, 1, 2);
    FAILS(g, RENJU_FORMAT_PSQ, "Piskvorky 15x15, 0:0, 0\n8,8,0\n0,1,0\n", RENJU_ERANGE, 3, 1, 2);
    FAILS(g, RENJU_FORMAT_PSQ, "Piskvorky 15x15, 0:0, 0\n8,8,0\n8,8,0\n", RENJU_EOCCUPIED, 3, 1, 2);
    FAILS(g, RENJU_FORMAT_PSQ, "Piskvorky 15x15, 0:0, 0\r\n8,8,0\r\n9,99999999999,0\r\n", RENJU_EPARSE, 3, 12, 2);
    FAILS(g, RENJU_FORMAT_PSQ, "Piskvorky 15x15, 0:0, 0\n8,8,\n", RENJU_EPARSE, 2, 5, 1);
    FAILS(g, RENJU_FORMAT_PSQ, "Piskvorky 15x15, 0:0, 0\n8,8,0\nA\nB\n-1\nmore\n", RENJU_EPARSE, 6, 1, 2);
    FAILS(g, RENJU_FORMAT_PSQ, "Piskvorky 15x15, 0:0, 0\n8,8,0\nonly one\n-1\n", RENJU_EPARSE, 3, 1, 2);
    FAILS(g, RENJU_FORMAT_PSQ, "Piskvorky 15x15, 0:0, 0\n8,8,0\nA\xff\nB\n-1\n", RENJU_EPARSE, 3, 2, 2);
    /* h = 1: the second name began (black) */
    h = import_ok(g, RENJU_FORMAT_PSQ, "piskvorky 15x15,11:11,1\r\n8,8,1200\r\n9,9\r\nfirst\r\nsecond\r\n0\r\n\r\n", 0);
    ck_assert_int_eq(renju_stone(h, pt(h, "h8")), RENJU_BLACK);
    ck_assert_int_eq(renju_stone(h, pt(h, "i7")), RENJU_WHITE);
    renju_tag_get(h, "PB", buf, sizeof buf);
    ck_assert_str_eq(buf, "second");
    renju_tag_get(h, "PW", buf, sizeof buf);
    ck_assert_str_eq(buf, "first");
    renju_game_free(h);
    /* a record without the closing number, and one with a missing name */
    h = import_ok(g, RENJU_FORMAT_PSQ, "Piskvorky 15x15, 0:0, 0\n8,8,0", 0);
    ck_assert_int_eq(renju_move_count(h), 1);
    renju_game_free(h);
    h = import_ok(g, RENJU_FORMAT_PSQ, "Piskvorky 15x15, 0:0, 0\n8,8,0\nblack\n\n-1\n", 0);
    ck_assert_int_eq(renju_tag_get(h, "PW", NULL, 0), 1);
    ck_assert_int_eq(renju_tag_get(h, "PB", NULL, 0), 6);
    renju_game_free(h);
    /* names on one line */
    h = same_rules(g);
    CHECK_OK(h, renju_tag_set(h, "PB", "two\nlines"));
    {
        char *s = export_record(h, RENJU_FORMAT_PSQ, NULL);
        ck_assert_str_eq(s, "Piskvorky 15x15, 0:0, 0\ntwo lines\n\n-1\n");
        free(s);
    }
    renju_game_free(h);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ big and deep */

static char *filled(size_t n, const char *head, char fill, const char *tail, size_t *len)
{
    size_t hl = strlen(head), tl = strlen(tail);
    char *s = malloc(hl + n + tl + 1);

    ck_assert_ptr_nonnull(s);
    memcpy(s, head, hl);
    memset(s + hl, fill, n);
    memcpy(s + hl + n, tail, tl + 1);
    *len = hl + n + tl;
    return s;
}

#define TEN_MB (10u * 1024 * 1024)

START_TEST(test_huge_inputs)
{
    counting c;
    renju_game *g;
    char *s;
    size_t len, i;
    int rc;

    memset(&c, 0, sizeof c);
    g = counted_game(&c, RENJU_RULES_RENJU, 15);
    play_list(g, "h8");

    /* a 10 MB line of white space around a move: fine */
    s = filled(TEN_MB, "", ' ', "h8", &len);
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_MOVES, s, len, 0), (int)len);
    free(s);
    /* a 10 MB word */
    s = filled(TEN_MB, "h8 ", 'x', "", &len);
    import_fails(g, RENJU_FORMAT_MOVES, s, len, 0, RENJU_EPARSE, 1, 4, 2);
    free(s);
    /* a 10 MB comment on one line: kept, cut at 1 MiB, and that is all it costs */
    s = filled(TEN_MB, "(;SZ[15]C[", 'c', "];B[hh])", &len);
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_SGF, s, len, 0), (int)len);
    ck_assert_int_eq(renju_node_comment_get(g, 0, NULL, 0), (1 << 20) + 1);
    free(s);
    ck_assert_uint_lt(c.largest, 3u << 20);
    /* the next import starts from a copy of the game, comment included: then it is gone */
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_SGF, "(;B[hh])", 8, 0), 8);
    c.largest = 0;
    /* a 10 MB player name: too long for a tag, cut with a warning */
    s = filled(TEN_MB, "(;PB[", 'n', "];B[hh])", &len);
    sgf_warns(s, len, 0, RENJU_WARN_TEXT);
    free(s);
    /* a 10 MB property name */
    s = filled(TEN_MB, "(;", 'P', "[x])", &len);
    import_fails(g, RENJU_FORMAT_SGF, s, len, 0, RENJU_EPARSE, 1, 3, 1);
    free(s);
    /* an unclosed 10 MB value */
    s = filled(TEN_MB, "(;GC[", 'v', "", &len);
    import_fails(g, RENJU_FORMAT_SGF, s, len, 0, RENJU_EPARSE, 1, 5, 1);
    free(s);
    /* a 10 MB .psq line, and a .psq of 10 MB of moves */
    s = filled(TEN_MB, "Piskvorky 15x15, 0:0, 0\n8,8,", '7', "\n", &len);
    import_fails(g, RENJU_FORMAT_PSQ, s, len, 0, RENJU_EPARSE, 2, 14, 1);
    free(s);
    s = filled(TEN_MB, "Piskvorky 15x15, 0:0, 0\n", '\n', "8,8,0\n9,9,0\nA\nB\n-1", &len);
    rc = renju_record_import(g, RENJU_FORMAT_PSQ, s, len, 0);
    ck_assert_int_eq(rc, (int)len);
    free(s);

    /* memory: nothing proportional to the input was allocated for what reads as a line
     * (a tree's nodes, below, are held) */
    ck_assert_uint_lt(c.largest, 300000);
    /* deep nesting: 5 million trees opened in the main line... */
    s = filled(TEN_MB, "(;B[hh]", '(', "", &len);
    import_fails(g, RENJU_FORMAT_SGF, s, len, 0, RENJU_EPARSE, 1, 9, 2);
    for (i = 7; i + 1 < len; i += 2)
        s[i + 1] = ';';
    import_fails(g, RENJU_FORMAT_SGF, s, len, 0, RENJU_EPARSE, 1, 1, 2);
    free(s);
    /* ... and in a variation, closed properly: 2.6 million nodes of the tree */
    s = malloc(TEN_MB + 64);
    ck_assert_ptr_nonnull(s);
    strcpy(s, "(;B[hh](;W[hg])(;W[ii]");
    len = strlen(s);
    for (i = 0; i < TEN_MB / 4; i++) {
        s[len++] = '(';
        s[len++] = ';';
    }
    for (i = 0; i < TEN_MB / 4; i++)
        s[len++] = ')';
    s[len++] = ')';
    s[len++] = ')';
    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_SGF, s, len, 0), (int)len);
    ck_assert_int_eq(renju_move_count(g), 2);
    /* every variation is read: when the text ends, the reader stands after h8 again */
    import_fails(g, RENJU_FORMAT_SGF, s, len - 1, 0, RENJU_EPARSE, 1, 1, 2);
    free(s);
    renju_game_free(g);
    ck_assert_int_eq(c.live, 0);
}
END_TEST

/* Random bytes and random damage to good records: errors, no crash. */
START_TEST(test_fuzz)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *src = new_game(RENJU_RULES_RENJU, 15);
    int k, f, n, i, rounds = (int)(300 * scale()) + 1;
    char *good[3], buf[4096];
    int len[3];

    rnd_seed(&rng, 3);
    random_tags(src);
    random_game(src, 1, 60);
    for (f = 0; f < 3; f++) {
        good[f] = f == RENJU_FORMAT_PSQ ? NULL : export_record(src, f, &len[f]);
    }
    {
        renju_game *p = new_game(RENJU_RULES_RENJU, 15);
        random_game(p, 0, 60);
        good[2] = export_record(p, RENJU_FORMAT_PSQ, &len[2]);
        renju_game_free(p);
    }
    for (k = 0; k < rounds; k++) {
        for (f = 0; f < 3; f++) {
            n = len[f] < (int)sizeof buf ? len[f] : (int)sizeof buf;
            memcpy(buf, good[f], (size_t)n);
            for (i = (int)rnd(4); i >= 0 && n > 0; i--) {
                int at = (int)rnd((unsigned)n);
                switch (rnd(3)) {
                case 0: buf[at] = (char)rnd(256); break;
                case 1: buf[at] = "()[];\\:,\n0123456789abB"[rnd(23)]; break;
                default: n = at; break;
                }
            }
            renju_record_import(g, f, buf, (size_t)n, (int)rnd(4));
            ck_assert_int_ne(renju_errcode(g), RENJU_ENOMEM);
        }
        for (i = 0; i < 200; i++)
            buf[i] = (char)rnd(256);
        renju_record_import(g, (int)rnd(3), buf, 200, 0);
    }
    for (f = 0; f < 3; f++)
        free(good[f]);
    renju_game_free(src);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ openings */

/* Play the opening of g at random, through every kind of step, to normal play. */
static void random_opening(renju_game *g)
{
    int points[RENJU_MAX_SIZE * RENJU_MAX_SIZE], chosen[RENJU_MAX_OFFERS];
    int action, player, n, i, k, lo, hi, p, ok, tries;

    while ((action = renju_expected_action(g)) != RENJU_ACTION_PLAY && action != RENJU_ACTION_NONE) {
        player = renju_expected_player(g);
        switch (action) {
        case RENJU_ACTION_STONE:
            n = renju_allowed_points(g, points, sizeof points / sizeof points[0]);
            ck_assert_int_gt(n, 0);
            ck_assert_int_eq(renju_play(g, points[rnd((unsigned)n)]), RENJU_OK);
            break;
        case RENJU_ACTION_SWAP:
            ck_assert_int_eq(renju_swap(g, player, (int)rnd(2)), RENJU_OK);
            break;
        case RENJU_ACTION_DECLARE:
            ck_assert_int_eq(renju_offer_bounds(g, &lo, &hi), RENJU_OK);
            hi = hi < lo + 4 ? hi : lo + 4;
            ck_assert_int_eq(renju_declare(g, player, lo + (int)rnd((unsigned)(hi - lo + 1))), RENJU_OK);
            break;
        case RENJU_ACTION_OFFERS:
            ck_assert_int_eq(renju_offer_bounds(g, &lo, &hi), RENJU_OK);
            n = renju_allowed_points(g, points, sizeof points / sizeof points[0]);
            for (k = 0, tries = 0; k < lo && tries < 100000; tries++) {
                p = points[rnd((unsigned)n)];
                for (ok = 1, i = 0; i < k && ok; i++)
                    ok = renju_offers_equivalent(g, p, chosen[i]) == 0;
                if (ok)
                    chosen[k++] = p;
            }
            ck_assert_int_eq(k, lo);
            ck_assert_int_eq(renju_propose(g, player, chosen, (size_t)k), RENJU_OK);
            break;
        case RENJU_ACTION_CHOOSE_OFFER:
            n = renju_offers(g, points, sizeof points / sizeof points[0]);
            ck_assert_int_gt(n, 0);
            ck_assert_int_eq(renju_choose_offer(g, player, points[rnd((unsigned)n)]), RENJU_OK);
            break;
        case RENJU_ACTION_BRANCH:
            ck_assert_int_eq(renju_choose_branch(g, player, 1 + (int)rnd(2)), RENJU_OK);
            break;
        case RENJU_ACTION_COLOUR:
            ck_assert_int_eq(renju_choose_colour(g, player, 1 + (int)rnd(2)), RENJU_OK);
            break;
        default:
            ck_assert_int_eq(action, RENJU_ACTION_SWAP2);
            ck_assert_int_eq(renju_choose_swap2(g, player, 1 + (int)rnd(3)), RENJU_OK);
            break;
        }
    }
}

TEST_CASE("round_trip")

/* Games under every opening rule: the opening's actions round-trip in the move list
 * and SGF; .psq holds only games whose opening is made of stones. */
START_TEST(test_round_trip_openings)
{
    static const int renju_openings[] = {
        RENJU_OPENING_RIF, RENJU_OPENING_YAMAGUCHI, RENJU_OPENING_SOOSORV,
        RENJU_OPENING_TARAGUCHI, RENJU_OPENING_TARANNIKOV, RENJU_OPENING_SUPER_TARAGUCHI,
        RENJU_OPENING_SUPER_SAKATA
    };
    static const int gomoku_openings[] = {
        RENJU_OPENING_SWAP1, RENJU_OPENING_SWAP2, RENJU_OPENING_PRO, RENJU_OPENING_LONG_PRO
    };
    int games = (int)(6 * scale()) + 1, k, i, r, stop;
    int nrenju = (int)(sizeof renju_openings / sizeof renju_openings[0]);

    rnd_seed(&rng, 4);
    for (r = 0; r < 3; r++)
        for (i = 0; i < (r == 0 ? nrenju : 4); i++)
            for (k = 0; k < games; k++) {
                int ruleset = r == 0 ? RENJU_RULES_RENJU : r == 1 ? RENJU_RULES_FREESTYLE : RENJU_RULES_STANDARD;
                int opening = r == 0 ? renju_openings[i] : gomoku_openings[i], lo, hi;
                renju_game *g = new_game(ruleset, r == 1 ? 20 : 15), *h;
                char rules[48], *text;
                int len;

                ck_assert_int_eq(renju_option_set(g, RENJU_OPT_OPENING, opening), RENJU_OK);
                renju_option_bounds(g, RENJU_OPT_OPENING_N, &lo, &hi);
                if (hi > 0)
                    ck_assert_int_eq(renju_option_set(g, RENJU_OPT_OPENING_N,
                                                      lo + (int)rnd((unsigned)(hi < 12 ? hi - lo + 1 : 12))),
                                     RENJU_OK);
                random_tags(g);
                /* stop anywhere: in the opening, or in the game after it */
                stop = (int)rnd(3);
                if (stop > 0)
                    random_opening(g);
                if (stop > 1)
                    random_game(g, 1, 40 + (int)rnd(60));
                round_trip(g, RENJU_FORMAT_MOVES);
                round_trip(g, RENJU_FORMAT_SGF);
                if (opening == RENJU_OPENING_PRO || opening == RENJU_OPENING_LONG_PRO) {
                    int moves[2 * 400 + 2], n = renju_moves(g, moves, 802), pass = 0, j;
                    for (j = 0; j < n; j++)
                        pass |= moves[j] == RENJU_PASS;
                    if (!pass)
                        round_trip(g, RENJU_FORMAT_PSQ);
                } else if (stop > 0) {
                    CHECK_FAILS(g, renju_record_export(g, RENJU_FORMAT_PSQ, NULL, 0), RENJU_EINVAL);
                }
                /* the SGF names the opening rule, and brings it along when asked */
                ck_assert_int_gt(renju_tag_get(g, "RU", rules, sizeof rules), 0);
                text = export_record(g, RENJU_FORMAT_SGF, &len);
                ck_assert_ptr_nonnull(strstr(text, rules));
                h = new_game(RENJU_RULES_RENJU, 15);
                import_fails(h, RENJU_FORMAT_SGF, text, (size_t)len, 0, RENJU_EINVAL, 1, 31, 1);
                ck_assert_int_gt(renju_record_import(h, RENJU_FORMAT_SGF, text, (size_t)len,
                                                     RENJU_IMPORT_RULES), 0);
                {
                    char again[48];
                    renju_tag_get(h, "RU", again, sizeof again);
                    ck_assert_str_eq(again, rules);
                }
                renju_game_free(h);
                free(text);
                renju_game_free(g);
            }
}
END_TEST

/* The opening's actions written exactly as renju_record(3) shows them. */
START_TEST(test_exact_opening_output)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int offers[3];
    char *s;

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_YAMAGUCHI));
    play_list(g, "h8 h9 j10");
    CHECK_OK(g, renju_declare(g, RENJU_PLAYER_FIRST, 3));
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 1));
    play_list(g, "g9");
    offers[0] = pt(g, "k11");
    offers[1] = pt(g, "g10");
    offers[2] = pt(g, "e5");
    CHECK_OK(g, renju_propose(g, renju_expected_player(g), offers, 3));
    CHECK_OK(g, renju_choose_offer(g, renju_expected_player(g), pt(g, "g10")));
    play_list(g, "f11");
    s = export_record(g, RENJU_FORMAT_MOVES, NULL);
    ck_assert_str_eq(s, "h8 h9 j10 declare:3 swap g9 offers:k11,g10,e5 g10 f11\n");
    free(s);
    s = export_record(g, RENJU_FORMAT_SGF, NULL);
    ck_assert_str_eq(s, "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju yamaguchi]\n"
                        ";B[hh];W[hg];B[jf];DECLARE[3];SWAP[yes];W[gg];OFFERS[ke][gf][ek];B[gf];W[fe]\n"
                        ")\n");
    free(s);
    CHECK_FAILS(g, renju_record_export(g, RENJU_FORMAT_PSQ, NULL, 0), RENJU_EINVAL);
    renju_game_free(g);

    g = new_game(RENJU_RULES_FREESTYLE, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_SWAP2));
    play_list(g, "h8 h9 j10");
    CHECK_OK(g, renju_choose_swap2(g, RENJU_PLAYER_SECOND, RENJU_SWAP2_TWO_MORE));
    play_list(g, "g9 k11");
    CHECK_OK(g, renju_choose_colour(g, RENJU_PLAYER_FIRST, RENJU_WHITE));
    s = export_record(g, RENJU_FORMAT_MOVES, NULL);
    ck_assert_str_eq(s, "h8 h9 j10 swap2:two-more g9 k11 colour:white\n");
    free(s);
    s = export_record(g, RENJU_FORMAT_SGF, NULL);
    ck_assert_str_eq(s, "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[freestyle swap2]\n"
                        ";B[hh];W[hg];B[jf];SWAPTWO[two-more];W[gg];B[ke];COLOUR[white]\n)\n");
    free(s);
    renju_game_free(g);

    g = new_game(RENJU_RULES_RENJU, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_TARAGUCHI));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING_N, 2));
    play_list(g, "h8");
    CHECK_OK(g, renju_swap(g, renju_expected_player(g), 0));
    s = export_record(g, RENJU_FORMAT_MOVES, NULL);
    ck_assert_str_eq(s, "h8 no-swap\n");
    free(s);
    s = export_record(g, RENJU_FORMAT_SGF, NULL);
    ck_assert_str_eq(s, "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju taraguchi-2]\n;B[hh];SWAP[no]\n)\n");
    free(s);
    renju_game_free(g);
}
END_TEST

/* The new renju opening rules: whole games written exactly, with the RU that names
 * them, read back alike, and RU read into the rule and its N. */
START_TEST(test_exact_new_openings)
{
    static const struct {
        int opening, n;
        const char *moves, *sgf;
    } cases[] = {
        { RENJU_OPENING_TARANNIKOV, 0,
          "h8 swap i9 no-swap g6 swap k11 no-swap l4 swap a1 a15 b1 b15 c1 c15 d1 d15 e1\n",
          "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju tarannikov]\nRE[W+]\n"
          ";B[hh];SWAP[yes];W[ig];SWAP[no];B[gj];SWAP[yes];W[ke];SWAP[no];B[ll];SWAP[yes]\n"
          ";W[ao];B[aa];W[bo];B[ba];W[co];B[ca];W[do];B[da];W[eo]\n)\n" },
        { RENJU_OPENING_SUPER_TARAGUCHI, 12,
          "h8 no-swap j10 swap k5 no-swap d12 branch:offers "
          "offers:a1,b1,c1,d1,e1,f1,g1,h1,i1,j1,k1,l1 e1 a15 e2 b15 e3 c15 e4 d15 e5\n",
          "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju super-taraguchi-12]\nRE[B+]\n"
          ";B[hh];SWAP[no];W[jf];SWAP[yes];B[kk];SWAP[no];W[dd];BRANCH[offers]"
          ";OFFERS[ao][bo][co][do][eo][fo][go][ho][io][jo][ko][lo];B[eo]\n"
          ";W[aa];B[en];W[ba];B[em];W[ca];B[el];W[da];B[ek]\n)\n" },
        { RENJU_OPENING_SUPER_SAKATA, 0,
          "h8 h9 j10 k11 l12 swap2:two-more a1 o15 swap2:two-more a15 o1 swap2:white "
          "c3 m13 d3 m12 e3 m11 f3 m10 g3\n",
          "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju super-sakata]\nRE[W+]\n"
          ";B[hh];W[hg];B[jf];W[ke];B[ld];SWAPTWO[two-more];W[ao];B[oa];SWAPTWO[two-more]"
          ";W[aa]\n;B[oo];SWAPTWO[white];W[cm];B[mc];W[dm];B[md];W[em];B[me];W[fm];B[mf]\n"
          ";W[gm]\n)\n" },
    };
    size_t i;
    char *text, rules[48];
    int v;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        renju_game *g = new_game(RENJU_RULES_RENJU, 15), *h;
        CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, cases[i].opening));
        if (cases[i].n)
            CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING_N, cases[i].n));
        ck_assert_int_gt(renju_record_import(g, RENJU_FORMAT_MOVES, cases[i].moves,
                                             strlen(cases[i].moves), 0), 0);
        ck_assert_int_eq(renju_record_warnings(g), 0);
        ck_assert_int_ne(renju_result(g), RENJU_ONGOING);
        text = export_record(g, RENJU_FORMAT_MOVES, NULL);
        ck_assert_str_eq(text, cases[i].moves);
        free(text);
        text = export_record(g, RENJU_FORMAT_SGF, NULL);
        ck_assert_str_eq(text, cases[i].sgf);
        round_trip(g, RENJU_FORMAT_MOVES);
        round_trip(g, RENJU_FORMAT_SGF);
        /* the rule and its N come along from RU into a game of other rules */
        h = new_game(RENJU_RULES_FREESTYLE, 15);
        ck_assert_int_gt(renju_record_import(h, RENJU_FORMAT_SGF, text, strlen(text),
                                             RENJU_IMPORT_RULES), 0);
        ck_assert_int_eq(renju_game_ruleset(h), RENJU_RULES_RENJU);
        renju_option_get(h, RENJU_OPT_OPENING, &v);
        ck_assert_int_eq(v, cases[i].opening);
        renju_option_get(h, RENJU_OPT_OPENING_N, &v);
        ck_assert_int_eq(v, cases[i].n);
        ck_assert_int_eq(renju_result(h), renju_result(g));
        ck_assert_int_eq(renju_move_count(h), renju_move_count(g));
        ck_assert_int_gt(renju_tag_get(h, "RU", rules, sizeof rules), 0);
        ck_assert_ptr_nonnull(strstr(cases[i].sgf, rules));
        renju_game_free(h);
        free(text);
        renju_game_free(g);
    }
}
END_TEST

/* Bad opening actions in records. */
START_TEST(test_opening_errors)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *h;

    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_RIF));
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9 j10 no-swap g9 k6", RENJU_EPHASE, 1, 22, 5);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9 j10 declare:2", RENJU_EPHASE, 1, 11, 4);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9 j10 swap:x", RENJU_EPARSE, 1, 11, 4);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9 j10 no-swap g9 offers:k11", RENJU_ERANGE, 1, 22, 5);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9 j10 no-swap g9 offers:k11,k11", RENJU_EEQUIVALENT, 1, 22, 5);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9 j10 no-swap g9 offers:k11,p16", RENJU_ERANGE, 1, 22, 5);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9 j10 no-swap g9 offers:k11,,g10", RENJU_EPARSE, 1, 22, 5);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9 j10 no-swap g9 offers:k11,g10 e5", RENJU_ERANGE, 1, 37, 5);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9 j10 no-swap g9 offers:k11,g10 pass", RENJU_EPHASE, 1, 37, 5);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9 j10 no-swap branch:fifth", RENJU_EPHASE, 1, 19, 4);
    FAILS(g, RENJU_FORMAT_MOVES, "h8 h9 j10 no-swap colour:red", RENJU_EPARSE, 1, 19, 4);
    FAILS(g, RENJU_FORMAT_SGF, "(;RU[renju rif];B[hh];W[hg];B[jf];SWAP[maybe])", RENJU_EPARSE, 1, 40, 4);
    FAILS(g, RENJU_FORMAT_SGF, "(;RU[renju rif];B[hh];W[hg];B[jf];SWAP[no]B[gg])", RENJU_EPARSE, 1, 43, 4);
    FAILS(g, RENJU_FORMAT_SGF, "(;RU[renju rif];B[hh];W[hg];B[jf];SWAP[no];W[gg];OFFERS[ke][ke])",
          RENJU_EEQUIVALENT, 1, 50, 5);
    FAILS(g, RENJU_FORMAT_SGF, "(;RU[renju rif];B[hh];W[hg];B[jf];SWAP[no];W[gg];OFFERS[ke][])",
          RENJU_EPARSE, 1, 61, 5);
    import_fails(g, RENJU_FORMAT_SGF, "(;RU[renju yamaguchi];B[hh];W[hg];B[jf];DECLARE[x])", 51,
                 RENJU_IMPORT_RULES, RENJU_EPARSE, 1, 49, 4);
    FAILS(g, RENJU_FORMAT_SGF, "(;RU[renju soosorv-101])", RENJU_EINVAL, 1, 6, 1);
    import_fails(g, RENJU_FORMAT_SGF, "(;RU[renju soosorv-101])", 24, RENJU_IMPORT_RULES, RENJU_EINVAL, 1, 6, 1);
    import_fails(g, RENJU_FORMAT_SGF, "(;RU[freestyle rif])", 20, RENJU_IMPORT_RULES, RENJU_EINVAL, 1, 6, 1);
    sgf_warns("(;RU[renju chess])", 18, RENJU_IMPORT_RULES, RENJU_WARN_RULES);
    /* the opening rule named in RU: Soosorv spelled as in Estonian, N after a hyphen */
    h = new_game(RENJU_RULES_FREESTYLE, 15);
    ck_assert_int_gt(renju_record_import(h, RENJU_FORMAT_SGF, "(;RU[Renju, Soos\xc3\xb5rv-4];B[hh])", 32,
                                         RENJU_IMPORT_RULES), 0);
    {
        int v;
        renju_option_get(h, RENJU_OPT_OPENING, &v);
        ck_assert_int_eq(v, RENJU_OPENING_SOOSORV);
        renju_option_get(h, RENJU_OPT_OPENING_N, &v);
        ck_assert_int_eq(v, 4);
    }
    renju_game_free(h);
    renju_game_free(g);
}
END_TEST


/* ------------------------------------------------------------ regressions */

TEST_CASE("errors")

/* A buffer too small for the record is left as it was, every byte of it and the
 * bytes after it, capacity 0 included: as every other buffer function leaves it. */
START_TEST(test_export_too_small_untouched)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    char buf[4096], ref[4096];
    int f, need, caps[3], k;

    play_list(g, "h8 h9 i9 j10 a1");
    CHECK_OK(g, renju_tag_set(g, "PB", "somebody"));
    for (f = 0; f < 3; f++) {
        need = renju_record_export(g, all_formats[f], NULL, 0);
        ck_assert_int_gt(need, 1);
        ck_assert_int_lt(need, (int)sizeof buf - 16);
        caps[0] = 0;
        caps[1] = 1;
        caps[2] = need - 1;
        for (k = 0; k < 3; k++) {
            memset(buf, 0x5a, sizeof buf);
            memcpy(ref, buf, sizeof ref);
            CHECK_FAILS(g, renju_record_export(g, all_formats[f], buf, (size_t)caps[k]),
                        RENJU_EBUFSIZE);
            ck_assert_msg(memcmp(buf, ref, sizeof buf) == 0,
                          "%s export into %d bytes wrote into the buffer", format_name[f],
                          caps[k]);
        }
        memset(buf, 0x5a, sizeof buf);
        ck_assert_int_eq(renju_record_export(g, all_formats[f], buf, (size_t)need), need - 1);
        ck_assert_int_eq((int)strlen(buf), need - 1);
        ck_assert_int_eq((unsigned char)buf[need], 0x5a);
    }
    renju_game_free(g);
}
END_TEST

/* SZ[0] and "Piskvorky 0x0" are no boards: refused as 4x4 is, with or without
 * RENJU_IMPORT_RULES, never read as the game's own size. */
START_TEST(test_import_size_zero)
{
    static const char *const sgf[] = { "(;FF[4]GM[4]SZ[0];B[hh])", "(;FF[4]GM[4]SZ[4];B[aa])",
                                       "(;FF[4]GM[4]SZ[0:0];B[hh])" };
    static const char *const psq[] = { "Piskvorky 0x0, 11:11, 0\n8,8,0\n",
                                       "Piskvorky 4x4, 11:11, 0\n2,2,0\n" };
    static const int rulesets[] = { RENJU_RULES_FREESTYLE, RENJU_RULES_RENJU };
    int flags, r, i, rc, want;

    for (r = 0; r < 2; r++)
        for (flags = 0; flags < 4; flags++) {
            renju_game *g = new_game(rulesets[r], 15);
            play_list(g, "h8 h9");
            CHECK_OK(g, renju_undo(g));
            /* the 4x4 record gives the reference code */
            want = renju_record_import(g, RENJU_FORMAT_SGF, sgf[1], strlen(sgf[1]), flags);
            ck_assert_int_lt(want, 0);
            for (i = 0; i < 3; i += 2) {
                rc = renju_record_import(g, RENJU_FORMAT_SGF, sgf[i], strlen(sgf[i]), flags);
                ck_assert_msg(rc == want, "%s, flags %d: %d (%s), 4x4 gives %d", sgf[i], flags,
                              rc, renju_errmsg(g), want);
                import_fails(g, RENJU_FORMAT_SGF, sgf[i], strlen(sgf[i]), flags & 1, want,
                             1, 16, 1);
            }
            want = renju_record_import(g, RENJU_FORMAT_PSQ, psq[1], strlen(psq[1]), flags);
            ck_assert_int_lt(want, 0);
            rc = renju_record_import(g, RENJU_FORMAT_PSQ, psq[0], strlen(psq[0]), flags);
            ck_assert_msg(rc == want, "0x0, flags %d: %d (%s), 4x4 gives %d", flags, rc,
                          renju_errmsg(g), want);
            import_fails(g, RENJU_FORMAT_PSQ, psq[0], strlen(psq[0]), flags & 1, want, 1, 1, 1);
            ck_assert_int_eq(renju_game_size(g), 15);
            ck_assert_int_eq(renju_move_count(g), 1);
            renju_game_free(g);
        }
}
END_TEST

/* Every message quoting a caller's or a record's text is UTF-8 text, whatever was
 * cut: tag names, a .psq name, an SGF character set, the rules of a .psq result
 * line. */
START_TEST(test_messages_utf8)
{
    static const char *const chars[] = { "\xc3\xa9", "\xe6\x97\xa5", "\xf0\x9f\x80\x84", "\x01",
                                         "\xff" };
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15), *h;
    char text[256], name[64], buf[64];
    size_t c, lead, k, len;
    int i, rc, n;

    play_list(g, "h8 h9");
    for (c = 0; c < sizeof chars / sizeof chars[0]; c++)
        for (lead = 0; lead < 5; lead++) {
            len = strlen(chars[c]);
            memset(name, 0, sizeof name);
            memcpy(name, "ABCDE", lead);
            for (k = lead; k + len < 40; k += len)
                memcpy(name + k, chars[c], len);
            /* a tag name, cut to 8 bytes */
            CHECK_FAILS(g, renju_tag_set(g, name, "x"), RENJU_EINVAL);
            ck_assert_msg(text_is_utf8(failure_message()), "renju_tag_set: \"%s\"", failure_message());
            CHECK_FAILS(g, renju_tag_get(g, name, buf, sizeof buf), RENJU_EINVAL);
            ck_assert_msg(text_is_utf8(failure_message()), "renju_tag_get: \"%s\"", failure_message());

            /* a .psq name that reads as a move, cut to 20 bytes */
            if (c < 3) {
                snprintf(text, sizeof text, "1,%.*s%s", (int)lead, "     ", name + lead);
                CHECK_OK(g, renju_tag_set(g, "PB", text));
                CHECK_FAILS(g, renju_record_export(g, RENJU_FORMAT_PSQ, NULL, 0), RENJU_EINVAL);
                ck_assert_msg(text_is_utf8(failure_message()), "psq name: \"%s\"",
                              failure_message());
                CHECK_OK(g, renju_tag_set(g, "PB", NULL));
            }

            /* a character set iconv does not know, in SGF's CA */
            n = snprintf(text, sizeof text, "(;FF[4]GM[4]SZ[15]CA[bogus-bogus-bogus-%s]PB[x];B[hh])",
                         name);
            h = new_game(RENJU_RULES_FREESTYLE, 15);
            rc = renju_record_import(h, RENJU_FORMAT_SGF, text, (size_t)n, 0);
            ck_assert_msg(rc == n, "%s: %d (%s)", text, rc, renju_errmsg(h));
            ck_assert_msg(renju_record_warnings(h) > 0, "%s: no warning", text);
            for (i = 0; i < renju_record_warnings(h); i++)
                ck_assert_msg(text_is_utf8(renju_record_warning(h, i, NULL, NULL, NULL, NULL)),
                              "warning %d: \"%s\"", i,
                              renju_record_warning(h, i, NULL, NULL, NULL, NULL));
            renju_game_free(h);
        }
    /* a .psq result line naming rules nobody knows, longer than a message quotes */
    {
        const char *rec = "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n0,"
                          "abcdefghijklmnopqrstuvwxyz abcdefghijklmnopqrstuvwxyz\n";
        h = new_game(RENJU_RULES_FREESTYLE, 15);
        rc = renju_record_import(h, RENJU_FORMAT_PSQ, rec, strlen(rec), 0);
        ck_assert_msg(rc == (int)strlen(rec), "%d (%s)", rc, renju_errmsg(h));
        for (i = 0; i < renju_record_warnings(h); i++)
            ck_assert(text_is_utf8(renju_record_warning(h, i, NULL, NULL, NULL, NULL)));
        renju_game_free(h);
    }
    renju_game_free(g);
}
END_TEST

/* The line counter of import: a record of many short lines (LF, CR LF, lone CR)
 * puts the error on the right line.  The clamp at INT_MAX needs a record of 2^31
 * line breaks, which the API refuses to read or would take 2 GB: not tested here. */
START_TEST(test_many_lines)
{
    static const char *const breaks[] = { "\n", "\r\n", "\r" };
    int lines = (int)(100000 * scale()), b, l, c, m;
    size_t k, n, blen;
    char *text;

    if (lines < 1000)
        lines = 1000;
    for (b = 0; b < 3; b++) {
        renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
        blen = strlen(breaks[b]);
        text = malloc((size_t)lines * blen + 16);
        ck_assert_ptr_nonnull(text);
        for (k = 0, n = 0; k < (size_t)lines; k++, n += blen)
            memcpy(text + n, breaks[b], blen);
        memcpy(text + n, "h8 zz", 5);
        n += 5;
        ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_MOVES, text, n, 0), RENJU_EPARSE);
        ck_assert_int_eq(renju_record_error_position(g, &l, &c, &m), RENJU_OK);
        ck_assert_int_eq(l, lines + 1);
        ck_assert_int_eq(c, 4);
        ck_assert_int_eq(m, 2);
        free(text);
        renju_game_free(g);
    }
}
END_TEST

#include "check_records.tests.h"

int main(void)
{
    return run_suite(tests_suite("records"));
}
