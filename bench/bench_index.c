/* SPDX-License-Identifier: MIT */
/* bench_index - how fast a position index answers (renju_index(3)), on an index file
 * that renju-find wrote (bench/find.sh makes one of 240,000 games).
 *
 * The questions come from walks down the index: from the empty board, each step asks
 * renju_index_find() (the games, listed) and renju_index_next() of the
 * position, then plays one of the moves played next, drawn by how often it was played,
 * until no game goes on (or 60 moves).  So the questions are the positions of the
 * games themselves, the popular ones (the first moves, reached by most games) as often
 * as a database's users ask them.  Printed: the time of one question (both calls), median, 99th percentile and maximum, overall and by how many games reach
 * the position.
 *
 * Usage: bench_index INDEX [WALKS] [RULES]   (default 500 walks, renju)
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "renju.h"

#define MAXQ 100000

static double now_us(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static unsigned long long rng = 0x9E3779B97F4A7C15ull;

static unsigned rnd(unsigned n)
{
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return (unsigned)((rng * 0x2545F4914F6CDD1Dull) >> 33) % n;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;

    return x < y ? -1 : x > y;
}

static void report(const char *what, double *t, int n)
{
    if (n == 0)
        return;
    qsort(t, (size_t)n, sizeof *t, by_value);
    printf("  %-28s %6d questions  median %9.1f  p99 %9.1f  max %9.1f us\n", what, n,
           t[n / 2], t[(int)(n * 0.99)], t[n - 1]);
}

static char *read_all(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    char *p = NULL;
    long n;

    if (!f || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0
        || !(p = malloc((size_t)n + 1)) || fread(p, 1, (size_t)n, f) != (size_t)n) {
        fprintf(stderr, "bench_index: cannot read %s\n", path);
        exit(2);
    }
    fclose(f);
    *size = (size_t)n;
    return p;
}

int main(int argc, char **argv)
{
    static double all[MAXQ], few[MAXQ], some[MAXQ], many[MAXQ];
    int walks = argc > 2 ? atoi(argv[2]) : 500, nall = 0, nfew = 0, nsome = 0, nmany = 0;
    int ruleset = argc > 3 ? renju_ruleset_from_name(argv[3]) : RENJU_RULES_RENJU;
    int moves[(RENJU_MAX_SIZE * RENJU_MAX_SIZE + 1) * RENJU_INDEX_NEXT_WIDTH], *games;
    int w, depth, n, k, total, pick, i;
    renju_index *ix;
    renju_game *g;
    size_t size;
    char *data;
    double t0, t;

    if (argc < 2) {
        fprintf(stderr, "usage: bench_index INDEX [WALKS] [RULES]\n");
        return 2;
    }
    data = read_all(argv[1], &size);
    if (renju_index_new(&ix) || renju_index_open(ix, data, size)) {
        fprintf(stderr, "bench_index: %s: %s\n", argv[1], renju_index_errmsg(ix));
        return 2;
    }
    games = malloc(sizeof *games * ((size_t)renju_index_games(ix) + 1));
    printf("position index: %s, %d games, %d positions, %.1f MB; %d walks\n", argv[1],
           renju_index_games(ix), renju_index_positions(ix), size / 1048576.0, walks);
    for (w = 0; w < walks && nall < MAXQ; w++) {
        renju_game_new(&g, ruleset, 15);
        for (depth = 0; depth < 60 && nall < MAXQ; depth++) {
            t0 = now_us();
            k = renju_index_find(ix, g, games, (size_t)renju_index_games(ix) + 1);
            n = renju_index_next(ix, g, moves, sizeof moves / sizeof moves[0]);
            t = now_us() - t0;
            all[nall++] = t;
            if (k <= 10)
                few[nfew++] = t;
            else if (k <= 1000)
                some[nsome++] = t;
            else
                many[nmany++] = t;
            if (n <= 0)
                break;
            for (i = 0, total = 0; i < n; i++)
                total += moves[i * RENJU_INDEX_NEXT_WIDTH + 1];
            pick = (int)rnd((unsigned)total);
            for (i = 0; pick >= moves[i * RENJU_INDEX_NEXT_WIDTH + 1]; i++)
                pick -= moves[i * RENJU_INDEX_NEXT_WIDTH + 1];
            k = moves[i * RENJU_INDEX_NEXT_WIDTH];
            if ((k == RENJU_PASS ? renju_pass(g) : renju_play(g, k)) != RENJU_OK)
                break;
        }
        renju_game_free(g);
    }
    report("every question", all, nall);
    report("reached by 1-10 games", few, nfew);
    report("reached by 11-1000 games", some, nsome);
    report("reached by over 1000 games", many, nmany);
    renju_index_free(ix);
    free(games);
    free(data);
    return 0;
}
