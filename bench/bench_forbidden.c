/* SPDX-License-Identifier: MIT */
/* bench_forbidden - how fast the forbidden-point engine answers, through the public API.
 *
 * Positions come from random renju games grown from the centre with a fixed seed, each
 * stone next to the earlier ones, black never playing a forbidden point and nobody
 * making a five, so that the positions look like games.  Two sets: game-like (20 to 60
 * stones in the central 11x11) and dense (60 to 110 in the central 13x13).  Measured:
 *   - renju_forbidden_map() of the position;
 *   - renju_forbidden() on every empty point, per point;
 *   - renju_play() then renju_undo() on every legal point next to a stone, per point,
 *     for the side the position has to move: the whole move as the library makes it
 *     (the forbidden check of a black stone, the win check, the history and, after a
 *     white stone, whether black has a legal point left).
 * Each call is repeated in timed batches (CLOCK_MONOTONIC); a position's figure is the
 * median of its batches, and the figures printed are the medians over the set, with
 * the slowest position and how much slower it is.
 *
 * Usage: bench_forbidden [positions-per-set]   (default 200) */
#define _POSIX_C_SOURCE 199309L
#include <renju.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SIZE 15
#define CELLS (SIZE * SIZE)
#define BATCHES 5   /* timed batches per position: their median resists interruptions */

typedef struct position {
    int nmoves;
    int moves[CELLS];
} position;

/* xorshift64*: the same positions on every machine */
static unsigned long long rng_state = 0x9E3779B97F4A7C15ull;

static unsigned rnd(unsigned n)
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return (unsigned)((rng_state * 0x2545F4914F6CDD1Dull) >> 33) % n;
}

static double now_ns(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static void check(renju_game *g, int rc, const char *what)
{
    if (rc < 0) {
        fprintf(stderr, "bench_forbidden: %s: %s\n", what, renju_errmsg(g));
        exit(1);
    }
}

/* A point near (within two of) a stone already played, inside the central area of
 * side span, where games are played. */
static int near_point(renju_game *g, int span)
{
    int lo = (SIZE - span) / 2, tries, p, c, r;

    for (tries = 0; tries < 1000; tries++) {
        p = (int)rnd(CELLS);
        if (renju_stone(g, p) == RENJU_EMPTY)
            continue;
        c = p % SIZE + (int)rnd(5) - 2;
        r = p / SIZE + (int)rnd(5) - 2;
        if (c >= lo && r >= lo && c < lo + span && r < lo + span
            && renju_stone(g, r * SIZE + c) == RENJU_EMPTY)
            return r * SIZE + c;
    }
    return -1;
}

/* Grow a random game of n stones; returns 0 if it got stuck (start again). */
static int grow(renju_game *g, position *pos, int n, int span)
{
    int p = -1, tries;

    check(g, renju_game_reset(g), "reset");
    check(g, renju_play(g, SIZE * (SIZE / 2) + SIZE / 2), "first move");
    pos->nmoves = 1;
    pos->moves[0] = SIZE * (SIZE / 2) + SIZE / 2;
    while (pos->nmoves < n) {
        for (tries = 0; tries < 200; tries++) {
            p = near_point(g, span);
            if (p < 0 || renju_play(g, p) != RENJU_OK)
                continue;
            if (renju_result(g) == RENJU_ONGOING)
                break;
            check(g, renju_undo(g), "undo");
        }
        if (tries == 200)
            return 0;
        pos->moves[pos->nmoves++] = p;
    }
    return 1;
}

static void load(renju_game *g, const position *pos)
{
    int i;

    check(g, renju_game_reset(g), "reset");
    for (i = 0; i < pos->nmoves; i++)
        check(g, renju_play(g, pos->moves[i]), "replay");
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static void print_position(renju_game *g)
{
    unsigned char map[CELLS];
    int r, c, p, s;

    check(g, renju_forbidden_map(g, map, sizeof map), "map");
    for (r = SIZE - 1; r >= 0; r--) {
        printf("    %2d ", r + 1);
        for (c = 0; c < SIZE; c++) {
            p = r * SIZE + c;
            s = renju_stone(g, p);
            printf(" %c", s == RENJU_BLACK ? 'X' : s == RENJU_WHITE ? 'O' : map[p] ? 'x' : '.');
        }
        printf("\n");
    }
    printf("        ");
    for (c = 0; c < SIZE; c++)
        printf(" %c", 'a' + c);
    printf("\n");
}

/* Time one kind of call on every position of a set, in ns per call. */
enum { MAP, SINGLE, PLAY_UNDO };

static double time_call(renju_game *g, int what, int reps)
{
    unsigned char map[CELLS];
    int empties[CELLS], ne = 0, p, i, k;
    double t0, t;
    volatile int sink = 0;

    for (p = 0; p < CELLS; p++)
        if (renju_stone(g, p) == RENJU_EMPTY
            && (what != PLAY_UNDO || renju_forbidden(g, p) == RENJU_FORBID_NONE))
            empties[ne++] = p;
    if (what == PLAY_UNDO) {
        /* points near the stones, where games are played; a five would end the game,
         * which is no different for the timing, so keep them */
        for (i = k = 0; i < ne; i++) {
            int c = empties[i] % SIZE, r = empties[i] / SIZE, near = 0, dc, dr;
            for (dr = -1; dr <= 1; dr++)
                for (dc = -1; dc <= 1; dc++)
                    if (c + dc >= 0 && c + dc < SIZE && r + dr >= 0 && r + dr < SIZE
                        && renju_stone(g, (r + dr) * SIZE + c + dc) != RENJU_EMPTY)
                        near = 1;
            if (near)
                empties[k++] = empties[i];
        }
        ne = k;
    }
    if (ne == 0)
        return 0;

    t0 = now_ns();
    for (k = 0; k < reps; k++) {
        switch (what) {
        case MAP:
            sink += renju_forbidden_map(g, map, sizeof map);
            break;
        case SINGLE:
            for (i = 0; i < ne; i++)
                sink += renju_forbidden(g, empties[i]);
            break;
        default:
            for (i = 0; i < ne; i++) {
                sink += renju_play(g, empties[i]);
                sink += renju_undo(g);
            }
            break;
        }
    }
    t = now_ns() - t0;
    (void)sink;
    return what == MAP ? t / reps : t / reps / ne;
}

static void run_set(renju_game *g, const char *name, int lo, int hi, int span, int npos)
{
    static const char *const what_name[] = {
        "full forbidden map", "single-point check", "play+undo of a stone"
    };
    static const int reps[] = { 400, 20, 20 };
    position *set = malloc(sizeof *set * (size_t)npos);
    double *t = malloc(sizeof *t * (size_t)npos), *sorted = malloc(sizeof *t * (size_t)npos);
    int i, b, what, worst, stones = 0;
    double med, batch[BATCHES];

    if (!set || !t || !sorted) {
        fprintf(stderr, "bench_forbidden: out of memory\n");
        exit(1);
    }
    for (i = 0; i < npos; i++) {
        while (!grow(g, &set[i], lo + (int)rnd((unsigned)(hi - lo + 1)), span))
            ;
        stones += set[i].nmoves;
    }
    printf("%s positions: %d, %d to %d stones (mean %.1f) in the central %dx%d\n",
           name, npos, lo, hi, (double)stones / npos, span, span);
    for (what = MAP; what <= PLAY_UNDO; what++) {
        worst = 0;
        for (i = 0; i < npos; i++) {
            load(g, &set[i]);
            for (b = 0; b < BATCHES; b++)
                batch[b] = time_call(g, what, reps[what]);
            t[i] = median(batch, BATCHES);
            if (t[i] > t[worst])
                worst = i;
        }
        memcpy(sorted, t, sizeof *t * (size_t)npos);
        med = median(sorted, npos);
        printf("  %-22s median %8.1f ns   worst %8.1f ns (%.1fx median, position %d)\n",
               what_name[what], med, t[worst], med > 0 ? t[worst] / med : 0, worst);
        if (what == MAP) {
            load(g, &set[worst]);
            print_position(g);
        }
    }
    free(set);
    free(t);
    free(sorted);
}

int main(int argc, char **argv)
{
    renju_game *g;
    int npos = argc > 1 ? atoi(argv[1]) : 200;

    if (npos < 1) {
        fprintf(stderr, "usage: bench_forbidden [positions-per-set]\n");
        return 2;
    }
    if (renju_game_new(&g, RENJU_RULES_RENJU, SIZE) != RENJU_OK) {
        fprintf(stderr, "bench_forbidden: cannot create a game\n");
        return 1;
    }
    printf("librenju %s, forbidden-point engine, 15x15, times per call\n",
           renju_version_string());
    run_set(g, "game-like", 20, 60, 11, npos);
    run_set(g, "dense", 60, 110, 13, npos);
    renju_game_free(g);
    return 0;
}
