/* SPDX-License-Identifier: MIT */
/* bench_poskey - collisions of the position key (renju_position_key()) among many
 * random positions.
 *
 * Position i is drawn from seed i alone: a board size, a rule set, a side to move and
 * 0 to 90 stones on random points, set up on a game.  Its key goes into a table with
 * i; the table is sorted, and each run of equal keys is checked by drawing its
 * positions again and comparing them board against board under the 8 symmetries.  A
 * pair of equal keys whose positions are images of each other is a repeat (the same
 * position drawn twice, usual with few stones); any other pair is a collision.  The
 * expected number of collisions among N keys of 128 bits is about N^2 / 2^129: 0.
 *
 * Usage: bench_poskey [N]   (default 10,000,000 positions: 160 MB of keys)
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "renju.h"

#define MAXC (RENJU_MAX_SIZE * RENJU_MAX_SIZE)

typedef struct entry {
    unsigned char key[RENJU_KEY_SIZE];
    unsigned index;
} entry;

typedef struct drawn {
    int ruleset, size, side;
    unsigned char cell[MAXC];
} drawn;

static renju_game *games[6][RENJU_MAX_SIZE + 1];

static unsigned long long mix(unsigned long long x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

/* The rule sets and sizes drawn from: renju on 15x15, the others on 15 and 19. */
static void draw(unsigned index, drawn *d)
{
    unsigned long long st = mix(index + 1ull);
    int stones, i, p, n;

    memset(d, 0, sizeof *d);
    d->ruleset = (int)(st % 3);
    d->size = d->ruleset == RENJU_RULES_RENJU || (st >> 8) % 2 ? 15 : 19;
    d->side = 1 + (int)((st >> 9) % 2);
    n = d->size * d->size;
    stones = (int)((st >> 10) % 91);
    for (i = 0; i < stones; i++) {
        do {
            st = mix(st);
            p = (int)(st % (unsigned)n);
        } while (d->cell[p]);
        d->cell[p] = (unsigned char)(1 + i % 2);
    }
}

static void key_of(const drawn *d, unsigned char *key)
{
    renju_game *g = games[d->ruleset][d->size];
    int p, n = d->size * d->size;

    if (!g && (renju_game_new(&games[d->ruleset][d->size], d->ruleset, d->size) != RENJU_OK
               || renju_setup_begin(games[d->ruleset][d->size]) != RENJU_OK)) {
        fprintf(stderr, "bench_poskey: cannot make a game\n");
        exit(2);
    }
    g = games[d->ruleset][d->size];
    for (p = 0; p < n; p++)
        if (d->cell[p])
            renju_setup_put(g, p, d->cell[p]);
    renju_setup_side(g, d->side);
    renju_position_key(g, key, NULL);
    for (p = 0; p < n; p++)
        if (d->cell[p])
            renju_setup_put(g, p, RENJU_EMPTY);
}

static int equivalent(const drawn *a, const drawn *b)
{
    renju_game *g = games[a->ruleset][a->size];
    int s, p, n = a->size * a->size;

    if (a->ruleset != b->ruleset || a->size != b->size || a->side != b->side)
        return 0;
    for (s = 0; s < RENJU_SYMMETRIES; s++) {
        for (p = 0; p < n; p++)
            if (a->cell[p] != b->cell[renju_symmetry_point(g, s, p)])
                break;
        if (p == n)
            return 1;
    }
    return 0;
}

static int by_key(const void *x, const void *y)
{
    return memcmp(((const entry *)x)->key, ((const entry *)y)->key, RENJU_KEY_SIZE);
}

static double seconds(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
    unsigned n = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 10000000u, i, j;
    unsigned long repeats = 0, collisions = 0;
    entry *t = malloc(sizeof *t * (n ? n : 1));
    drawn a, b;
    double t0 = seconds();

    if (!t) {
        fprintf(stderr, "bench_poskey: out of memory\n");
        return 2;
    }
    for (i = 0; i < n; i++) {
        draw(i, &a);
        key_of(&a, t[i].key);
        t[i].index = i;
    }
    printf("position keys: %u random positions (0 to 90 stones) keyed in %.1f s\n", n,
           seconds() - t0);
    qsort(t, n, sizeof *t, by_key);
    for (i = 0; i + 1 < n; i = j) {
        for (j = i + 1; j < n && memcmp(t[j].key, t[i].key, RENJU_KEY_SIZE) == 0; j++) {
            draw(t[i].index, &a);
            draw(t[j].index, &b);
            if (equivalent(&a, &b))
                repeats++;
            else
                collisions++;
        }
    }
    printf("  equal keys of the same position (drawn twice, or an image): %lu\n", repeats);
    printf("  equal keys of different positions (collisions): %lu (expected 0)\n", collisions);
    free(t);
    return collisions ? 1 : 0;
}
