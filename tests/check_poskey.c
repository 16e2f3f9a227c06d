/* SPDX-License-Identifier: MIT */
/* check_poskey.c - the position key (renju_position_key()): the same for a position's 8
 * images and every move order that reaches it, different for different positions, kept
 * by play, undo, redo, set-up stones and the tree's steps as a key worked out afresh
 * gives it, and the symmetry it names takes the position to one and the same image.
 * Positions are compared here board against board, under all 8 symmetries, with the
 * test's own turns and mirrors. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

#define NCELLS (RENJU_MAX_SIZE * RENJU_MAX_SIZE)

static unsigned long long rng;

static const int sizes[] = { 5, 6, 9, 15, 19, 20 };
#define NSIZES ((int)(sizeof sizes / sizeof sizes[0]))

/* A size the rule set is played on: renju's 15x15 is the only one it knows. */
static int size_for(int ruleset, int size)
{
    renju_game *g;

    if (renju_game_new(&g, ruleset, size) != RENJU_OK)
        return 15;
    renju_game_free(g);
    return size;
}

/* A position as the test holds it: cells, the side to move, the rules. */
typedef struct position {
    int ruleset, size, side;
    unsigned char cell[NCELLS];
} position;

/* The symmetries once more, as turns and mirrors of doubled coordinates about the
 * board's centre. */
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

static void transform(const position *a, int sym, position *out)
{
    int p, n = a->size * a->size;

    *out = *a;
    memset(out->cell, 0, sizeof out->cell);
    for (p = 0; p < n; p++)
        out->cell[image(a->size, sym, p)] = a->cell[p];
}

static int same(const position *a, const position *b)
{
    return a->ruleset == b->ruleset && a->size == b->size && a->side == b->side
           && memcmp(a->cell, b->cell, sizeof a->cell) == 0;
}

/* Whether some symmetry takes a onto b. */
static int equivalent(const position *a, const position *b)
{
    position t;
    int s;

    for (s = 0; s < RENJU_SYMMETRIES; s++) {
        transform(a, s, &t);
        if (same(&t, b))
            return 1;
    }
    return 0;
}

static void random_position(position *a, int ruleset, int size, int stones)
{
    int n = size * size, i, p;

    memset(a, 0, sizeof *a);
    a->ruleset = ruleset;
    a->size = size;
    a->side = 1 + (int)rnd_next(&rng, 2);
    if (stones > n)
        stones = n;
    for (i = 0; i < stones; i++) {
        do
            p = (int)rnd_next(&rng, (unsigned)n);
        while (a->cell[p]);
        a->cell[p] = (unsigned char)(1 + i % 2);
    }
}

/* The position put on a new game's board in setup mode, stone by stone in a random
 * order: the key from nothing but these stones. */
static renju_game *set_up_position(const position *a)
{
    int order[NCELLS], n = a->size * a->size, i, j, t;
    renju_game *g = new_game(a->ruleset, a->size);

    for (i = 0; i < n; i++)
        order[i] = i;
    for (i = n - 1; i > 0; i--) {
        j = (int)rnd_next(&rng, (unsigned)i + 1);
        t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    ck_assert_int_eq(renju_setup_begin(g), RENJU_OK);
    for (i = 0; i < n; i++)
        if (a->cell[order[i]])
            ck_assert_int_eq(renju_setup_put(g, order[i], a->cell[order[i]]), RENJU_OK);
    ck_assert_int_eq(renju_setup_side(g, a->side), RENJU_OK);
    return g;
}

static void key_of(const position *a, unsigned char key[RENJU_KEY_SIZE], int *sym)
{
    renju_game *g = set_up_position(a);

    ck_assert_int_eq(renju_position_key(g, key, sym), RENJU_OK);
    renju_game_free(g);
}

/* The game's position as the test holds it. */
static void read_game(renju_game *g, position *a)
{
    memset(a, 0, sizeof *a);
    a->ruleset = renju_game_ruleset(g);
    a->size = renju_game_size(g);
    a->side = renju_side_to_move(g);
    ck_assert_int_eq(renju_board(g, a->cell, sizeof a->cell), a->size * a->size);
}

/* The game's key must be the one of its position set up afresh. */
static void assert_key_fresh(renju_game *g)
{
    unsigned char k1[RENJU_KEY_SIZE], k2[RENJU_KEY_SIZE];
    int s1, s2;
    position a;

    read_game(g, &a);
    ck_assert_int_eq(renju_position_key(g, k1, &s1), RENJU_OK);
    key_of(&a, k2, &s2);
    ck_assert_mem_eq(k1, k2, RENJU_KEY_SIZE);
    ck_assert_int_eq(s1, s2);
}

/* ------------------------------------------------------------------- images */

TEST_CASE("poskey", 120)

START_TEST(test_images_share_the_key)
{
    int trial, trials = scaled(400), s, sa, sb;
    unsigned char ka[RENJU_KEY_SIZE], kb[RENJU_KEY_SIZE];
    position a, b, ca, cb;

    rnd_seed(&rng, 1);
    for (trial = 0; trial < trials; trial++) {
        int ruleset = (int)rnd_next(&rng, 6);
        int size = size_for(ruleset, sizes[rnd_next(&rng, NSIZES)]);

        random_position(&a, ruleset, size,
                        (int)rnd_next(&rng, (unsigned)(size * size / 2 + 2)));
        key_of(&a, ka, &sa);
        for (s = 0; s < RENJU_SYMMETRIES; s++) {
            transform(&a, s, &b);
            key_of(&b, kb, &sb);
            ck_assert_mem_eq(ka, kb, RENJU_KEY_SIZE);
            /* the symmetry named takes each image to the same canonical one */
            transform(&a, sa, &ca);
            transform(&b, sb, &cb);
            ck_assert(same(&ca, &cb));
        }
    }
}
END_TEST

/* A position one step from a: a stone added, taken off, moved or of the other colour,
 * or the other side to move. */
static void neighbour(const position *a, position *b)
{
    int n = a->size * a->size, p, q;

    *b = *a;
    p = (int)rnd_next(&rng, (unsigned)n);
    switch (rnd_next(&rng, 4)) {
    case 0:
        b->cell[p] = b->cell[p] ? 0 : (unsigned char)(1 + rnd_next(&rng, 2));
        break;
    case 1:
        if (b->cell[p])
            b->cell[p] = (unsigned char)(3 - b->cell[p]);
        break;
    case 2:
        q = (int)rnd_next(&rng, (unsigned)n);
        if (b->cell[p] && !b->cell[q]) {
            b->cell[q] = b->cell[p];
            b->cell[p] = 0;
        }
        break;
    default:
        b->side = 3 - b->side;
        break;
    }
}

START_TEST(test_keys_differ_exactly_when_positions_do)
{
    int trial, trials = scaled(3000), sa, sb, equal = 0, differ = 0;
    unsigned char ka[RENJU_KEY_SIZE], kb[RENJU_KEY_SIZE];
    position a, b;

    rnd_seed(&rng, 2);
    for (trial = 0; trial < trials; trial++) {
        int ruleset = (int)rnd_next(&rng, 6);
        int size = size_for(ruleset, sizes[rnd_next(&rng, NSIZES)]);
        int stones = (int)rnd_next(&rng, 12);

        /* few stones, so that the neighbours of a are often its images too */
        random_position(&a, ruleset, size, stones);
        if (trial % 3 == 0)
            random_position(&b, a.ruleset, size, stones);
        else
            neighbour(&a, &b);
        key_of(&a, ka, &sa);
        key_of(&b, kb, &sb);
        if (equivalent(&a, &b)) {
            ck_assert_mem_eq(ka, kb, RENJU_KEY_SIZE);
            equal++;
        } else {
            ck_assert_mem_ne(ka, kb, RENJU_KEY_SIZE);
            differ++;
        }
    }
    /* both kinds of pair were met */
    ck_assert_int_gt(equal, trials / 50);
    ck_assert_int_gt(differ, trials / 2);
}
END_TEST

START_TEST(test_rules_and_size_are_in_the_key)
{
    unsigned char k[6][RENJU_KEY_SIZE], k15[RENJU_KEY_SIZE], k19[RENJU_KEY_SIZE];
    int r, q;
    position a;

    memset(&a, 0, sizeof a);
    a.size = 15;
    a.side = RENJU_BLACK;
    a.cell[7 * 15 + 7] = RENJU_BLACK;
    a.side = RENJU_WHITE;
    for (r = 0; r < 6; r++) {
        a.ruleset = r;
        key_of(&a, k[r], NULL);
        for (q = 0; q < r; q++)
            ck_assert_mem_ne(k[q], k[r], RENJU_KEY_SIZE);
    }
    memset(&a, 0, sizeof a);
    a.ruleset = RENJU_RULES_FREESTYLE;
    a.side = RENJU_BLACK;
    a.size = 15;
    key_of(&a, k15, NULL);
    a.size = 19;
    key_of(&a, k19, NULL);
    ck_assert_mem_ne(k15, k19, RENJU_KEY_SIZE);
}
END_TEST

/* The same position has the same key in every build and version: an index file
 * written by one is read by another (RENJU_KEY_VERSION). */
START_TEST(test_key_is_stable)
{
    static const unsigned char empty[RENJU_KEY_SIZE] = {
        0x28, 0x83, 0x79, 0xeb, 0xa8, 0x18, 0xd0, 0x79,
        0xdd, 0x97, 0x5a, 0xe0, 0x47, 0x93, 0xa5, 0x57
    };
    static const unsigned char h8[RENJU_KEY_SIZE] = {
        0x88, 0x46, 0x17, 0x42, 0xbf, 0x23, 0xe9, 0xb2,
        0xaf, 0xee, 0x96, 0x76, 0x33, 0x80, 0x15, 0xc9
    };
    static const unsigned char four[RENJU_KEY_SIZE] = {  /* h8 i9 j10 a1 */
        0x8f, 0xc4, 0x24, 0x64, 0x2f, 0x4e, 0x52, 0x05,
        0x51, 0x35, 0xec, 0x8e, 0x4b, 0x76, 0xc9, 0x22
    };
    static const unsigned char k10[RENJU_KEY_SIZE] = {  /* freestyle 19x19 */
        0x14, 0x7a, 0x68, 0x48, 0x2d, 0xbd, 0x49, 0x4c,
        0x4e, 0xc3, 0xec, 0x09, 0xbc, 0x3e, 0x3c, 0xab
    };
    unsigned char k[RENJU_KEY_SIZE];
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    int sym;

    ck_assert_int_eq(renju_position_key(g, k, &sym), RENJU_OK);
    ck_assert_int_eq(sym, RENJU_SYM_IDENTITY);
    ck_assert_mem_eq(k, empty, RENJU_KEY_SIZE);
    ck_assert_int_eq(renju_play(g, pt(g, "h8")), RENJU_OK);
    ck_assert_int_eq(renju_position_key(g, k, &sym), RENJU_OK);
    ck_assert_mem_eq(k, h8, RENJU_KEY_SIZE);
    ck_assert_int_eq(renju_play(g, pt(g, "i9")), RENJU_OK);
    ck_assert_int_eq(renju_play(g, pt(g, "j10")), RENJU_OK);
    ck_assert_int_eq(renju_play(g, pt(g, "a1")), RENJU_OK);
    ck_assert_int_eq(renju_position_key(g, k, &sym), RENJU_OK);
    ck_assert_int_eq(sym, RENJU_SYM_ROTATE_270);
    ck_assert_mem_eq(k, four, RENJU_KEY_SIZE);
    renju_game_free(g);
    g = new_game(RENJU_RULES_FREESTYLE, 19);
    ck_assert_int_eq(renju_play(g, pt(g, "k10")), RENJU_OK);
    ck_assert_int_eq(renju_position_key(g, k, &sym), RENJU_OK);
    ck_assert_mem_eq(k, k10, RENJU_KEY_SIZE);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------ move orders and undo */

/* A random game of up to len moves, each move drawn until one is accepted. */
static int random_game(renju_game *g, int len, int *moves)
{
    int n = renju_game_size(g) * renju_game_size(g), i, tries, p;

    for (i = 0; i < len && renju_result(g) == RENJU_ONGOING; i++) {
        for (tries = 0; tries < 50; tries++) {
            p = (int)rnd_next(&rng, (unsigned)n);
            if (renju_play(g, p) == RENJU_OK)
                break;
        }
        if (tries == 50)
            break;
        moves[i] = p;
    }
    return i;
}

START_TEST(test_move_orders_share_the_key)
{
    int trial, trials = scaled(300), moves[NCELLS], order[NCELLS], n, i, j, t, played;
    int kept = 0, sym, sym2, s;
    unsigned char k1[RENJU_KEY_SIZE], k2[RENJU_KEY_SIZE];
    renju_game *g, *h;

    rnd_seed(&rng, 3);
    for (trial = 0; trial < trials; trial++) {
        /* freestyle, standard or renju: rules without an opening script */
        int ruleset = (int)rnd_next(&rng, 3);
        int size = size_for(ruleset, sizes[2 + rnd_next(&rng, NSIZES - 2)]);

        g = new_game(ruleset, size);
        n = random_game(g, 4 + (int)rnd_next(&rng, 30), moves);
        ck_assert_int_eq(renju_position_key(g, k1, &sym), RENJU_OK);
        /* the same stones in another order, black's among black's and white's among
         * white's, in an image of the board */
        for (i = 0; i < n; i++)
            order[i] = i;
        for (i = n - 1; i >= 2; i--) {   /* j: one of i's colour, at or before i */
            j = i % 2 + 2 * (int)rnd_next(&rng, (unsigned)(i / 2 + 1));
            t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        s = (int)rnd_next(&rng, RENJU_SYMMETRIES);
        h = new_game(renju_game_ruleset(g), size);
        for (played = 0; played < n; played++)
            if (renju_play(h, renju_symmetry_point(h, s, moves[order[played]])) != RENJU_OK)
                break;
        if (played == n && renju_side_to_move(h) == renju_side_to_move(g)) {
            ck_assert_int_eq(renju_position_key(h, k2, &sym2), RENJU_OK);
            ck_assert_mem_eq(k1, k2, RENJU_KEY_SIZE);
            kept++;
        }
        renju_game_free(h);
        renju_game_free(g);
    }
    ck_assert_int_gt(kept, trials / 2);
}
END_TEST

START_TEST(test_play_undo_redo_keep_the_key)
{
    int trial, trials = scaled(60), step, moves[NCELLS], p;
    renju_game *g;

    rnd_seed(&rng, 4);
    for (trial = 0; trial < trials; trial++) {
        g = new_game((int)rnd_next(&rng, 6), 15);
        for (step = 0; step < 120; step++) {
            switch (rnd_next(&rng, 5)) {
            case 0: case 1:
                random_game(g, 1, moves);
                break;
            case 2:
                renju_undo(g);
                break;
            case 3:
                renju_redo(g);
                break;
            default:
                p = (int)rnd_next(&rng, 225);
                if (rnd_next(&rng, 8) == 0)
                    renju_pass(g);
                else
                    renju_play(g, p);
                break;
            }
            assert_key_fresh(g);
        }
        /* a reset, a copy and a set-up position */
        ck_assert_int_eq(renju_game_reset(g), RENJU_OK);
        assert_key_fresh(g);
        random_game(g, 20, moves);
        {
            renju_game *c;

            ck_assert_int_eq(renju_game_clone(&c, g), RENJU_OK);
            assert_key_fresh(c);
            renju_undo(c);
            assert_key_fresh(c);
            renju_game_free(c);
        }
        if (renju_setup_begin(g) == RENJU_OK) {
            renju_setup_put(g, moves[0], RENJU_EMPTY);
            renju_setup_put(g, moves[1], RENJU_BLACK);
            assert_key_fresh(g);
            renju_setup_side(g, 3 - renju_side_to_move(g));
            assert_key_fresh(g);
            renju_setup_end(g);
            assert_key_fresh(g);
        }
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_tree_steps_keep_the_key)
{
    int trial, trials = scaled(30), i, node, moves[NCELLS], visited;
    renju_game *g;

    rnd_seed(&rng, 5);
    for (trial = 0; trial < trials; trial++) {
        g = new_game(RENJU_RULES_FREESTYLE, 15);
        ck_assert_int_eq(renju_tree_mode_set(g, RENJU_TREE_KEEP), RENJU_OK);
        /* a tree of a few variations: back up a random number of moves, play on */
        for (i = 0; i < 8; i++) {
            random_game(g, 10, moves);
            while (rnd_next(&rng, 3) && renju_tree_parent(g) >= 0)
                ;
        }
        ck_assert_int_gt(renju_node_count(g), 10);
        visited = 0;
        for (node = 0; node != RENJU_NO_NODE; node = renju_node_next(g, node)) {
            ck_assert_int_eq(renju_tree_goto(g, node), RENJU_OK);
            assert_key_fresh(g);
            visited++;
            if (rnd_next(&rng, 4) == 0) {
                renju_tree_root(g);
                assert_key_fresh(g);
            }
        }
        ck_assert_int_eq(visited, renju_node_count(g));
        renju_game_free(g);
    }
}
END_TEST

/* ----------------------------------------------------------- symmetries, errors */

START_TEST(test_symmetry_inverse)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    int s, p, inv;

    for (s = 0; s < RENJU_SYMMETRIES; s++) {
        inv = renju_symmetry_inverse(s);
        ck_assert_int_ge(inv, 0);
        for (p = 0; p < 225; p++)
            ck_assert_int_eq(renju_symmetry_point(g, inv, renju_symmetry_point(g, s, p)), p);
    }
    ck_assert_int_eq(renju_symmetry_inverse(-1), RENJU_EINVAL);
    ck_assert_int_eq(renju_symmetry_inverse(RENJU_SYMMETRIES), RENJU_EINVAL);
    renju_game_free(g);
}
END_TEST

START_TEST(test_key_errors)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    unsigned char k[RENJU_KEY_SIZE];
    snapshot before, after;

    ck_assert_int_eq(renju_position_key(NULL, k, NULL), RENJU_EINVAL);
    play_list(g, "h8 h9 i9");
    snapshot_take(g, &before);
    ck_assert_int_eq(renju_position_key(g, NULL, NULL), RENJU_EINVAL);
    ck_assert_ptr_nonnull(strstr(renju_errmsg(g), "NULL"));
    snapshot_take(g, &after);
    snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
    ck_assert_int_eq(renju_position_key(g, k, NULL), RENJU_OK);
    renju_game_free(g);
}
END_TEST

#include "check_poskey.tests.h"

int main(void)
{
    return run_suite(tests_suite("poskey"));
}
