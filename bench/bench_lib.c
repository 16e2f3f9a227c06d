/* SPDX-License-Identifier: MIT */
/* bench_lib - the speed and the memory of RenLib libraries: a library of 40,000 nodes
 * (an opening library's shape: wide near the root, lines 30 moves deep below, a
 * comment on one node in ten, board texts) is made under renju rules, then read
 * (renju_record_import) and written (renju_tree_export, which measures, then writes)
 * again and again; the median, the 99th percentile and the slowest run of each, and
 * the bytes the game holds once it has read the library, counted by its allocator,
 * with the most it held while reading.  Goals: under 20 ms each, under 3 MB held.
 *
 * Usage: bench_lib [nodes [runs]] */
#define _POSIX_C_SOURCE 200809L
#include <renju.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define GOAL_MS 20.0
#define GOAL_BYTES (3u << 20)

static double now(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* ------------------------------------------------------------ counting allocator */

typedef struct counter {
    size_t live, peak;
} counter;

typedef union header {   /* the size before the block, the block aligned as malloc's */
    size_t size;
    long double ld;
    long long ll;
    void *p;
} header;

static void *count_alloc(void *opaque, size_t n)
{
    counter *c = opaque;
    header *h = malloc(sizeof *h + n);

    if (!h)
        return NULL;
    h->size = n;
    c->live += n;
    if (c->live > c->peak)
        c->peak = c->live;
    return h + 1;
}

static void count_free(void *opaque, void *p)
{
    counter *c = opaque;
    header *h;

    if (!p)
        return;
    h = (header *)p - 1;
    c->live -= h->size;
    free(h);
}

/* ------------------------------------------------------------ the library */

static unsigned long long rng = 0x2545f4914f6cdd1dULL;

static unsigned rnd(unsigned n)
{
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return (unsigned)((rng * 2685821657736338717ULL) >> 33) % n;
}

/* An empty point near the stones, where a line of an opening library goes on. */
static int near_point(renju_game *g)
{
    int tries, p, q, r, c, dr, dc;

    for (tries = 0; tries < 200; tries++) {
        q = renju_last_move(g);
        if (q == RENJU_NO_POINT || q == RENJU_PASS)
            q = 7 * 15 + 7;
        dr = (int)rnd(5) - 2;
        dc = (int)rnd(5) - 2;
        r = q / 15 + dr;
        c = q % 15 + dc;
        if (r < 0 || r > 14 || c < 0 || c > 14)
            continue;
        p = r * 15 + c;
        if (renju_stone(g, p) == RENJU_EMPTY && renju_forbidden(g, p) == 0)
            return p;
    }
    return -1;
}

static int children_wanted(int depth)
{
    if (depth < 3)
        return 4;
    if (depth < 8)
        return 1 + (int)rnd(3);
    if (depth >= 30)
        return 0;
    return rnd(10) < 8 ? 1 : 2;
}

/* A tree of about nodes nodes, made breadth first, with comments and board texts. */
static void make_tree(renju_game *g, int nodes)
{
    int *queue = malloc((size_t)nodes * 2 * sizeof *queue), head = 0, tail = 0, n, k, p, c;
    static const char *const comments[] = {
        "Sure win for black", "\xe9\xbb\x91\xe5\xbf\x85\xe8\x83\x9c", "Main line\nSee also VCF",
        "White defends"
    };

    renju_tree_mode_set(g, RENJU_TREE_KEEP);
    queue[tail++] = 0;
    while (head < tail && renju_node_count(g) < nodes) {
        n = queue[head++];
        renju_tree_goto(g, n);
        if (renju_result(g) != RENJU_ONGOING)
            continue;
        for (k = children_wanted(renju_node_depth(g, n)); k > 0; k--) {
            if ((p = n == 0 ? 7 * 15 + 7 : near_point(g)) < 0 || renju_play(g, p) != RENJU_OK)
                continue;
            c = renju_tree_node(g);
            if (rnd(10) == 0)
                renju_node_comment_set(g, c, comments[rnd(4)]);
            if (rnd(20) == 0 && (p = near_point(g)) >= 0)
                renju_node_label_set(g, c, p, "A");
            if (tail < 2 * nodes)
                queue[tail++] = c;
            renju_undo(g);
            if (renju_node_count(g) >= nodes || n == 0)
                break;
        }
    }
    free(queue);
}

/* ------------------------------------------------------------ timing */

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;

    return (x > y) - (x < y);
}

static void report(const char *what, double *ms, int runs)
{
    qsort(ms, (size_t)runs, sizeof *ms, by_value);
    printf("  %-6s median %6.2f ms   p99 %6.2f ms   max %6.2f ms   %s\n", what,
           ms[runs / 2], ms[(runs * 99) / 100 < runs ? (runs * 99) / 100 : runs - 1],
           ms[runs - 1], ms[runs / 2] < GOAL_MS ? "(goal: under 20 ms)" : "OVER the 20 ms goal");
}

int main(int argc, char **argv)
{
    int nodes = argc > 1 ? atoi(argv[1]) : 40000, runs = argc > 2 ? atoi(argv[2]) : 101, i, len;
    counter count = { 0, 0 };
    renju_game *maker, *g;
    double *read_ms, *write_ms, t;
    char *lib, *out;
    size_t held;

    if (nodes < 2 || runs < 1) {
        fprintf(stderr, "usage: bench_lib [nodes [runs]]\n");
        return 2;
    }
    read_ms = malloc((size_t)runs * sizeof *read_ms);
    write_ms = malloc((size_t)runs * sizeof *write_ms);
    renju_game_new(&maker, RENJU_RULES_RENJU, 15);
    make_tree(maker, nodes);
    len = renju_tree_export(maker, RENJU_FORMAT_LIB, NULL, 0);
    lib = malloc((size_t)len);
    out = malloc((size_t)len);
    if (!read_ms || !write_ms || !lib || !out
        || renju_tree_export(maker, RENJU_FORMAT_LIB, lib, (size_t)len) != len - 1) {
        fprintf(stderr, "bench_lib: cannot make the library: %s\n", renju_errmsg(maker));
        return 1;
    }
    len--;
    renju_game_new_custom(&g, RENJU_RULES_RENJU, 15, count_alloc, count_free, &count);
    for (i = 0; i < runs; i++) {
        t = now();
        if (renju_record_import(g, RENJU_FORMAT_LIB, lib, (size_t)len, 0) != len) {
            fprintf(stderr, "bench_lib: import: %s\n", renju_errmsg(g));
            return 1;
        }
        read_ms[i] = (now() - t) * 1e3;
        t = now();
        if (renju_tree_export(g, RENJU_FORMAT_LIB, out, (size_t)len + 1) != len) {
            fprintf(stderr, "bench_lib: export: %s\n", renju_errmsg(g));
            return 1;
        }
        write_ms[i] = (now() - t) * 1e3;
    }
    if (memcmp(out, lib, (size_t)len) != 0) {
        fprintf(stderr, "bench_lib: the library written is not the one read\n");
        return 1;
    }
    /* the memory of a game that has read the library once, from a new game */
    renju_game_free(g);
    count.live = count.peak = 0;
    renju_game_new_custom(&g, RENJU_RULES_RENJU, 15, count_alloc, count_free, &count);
    renju_record_import(g, RENJU_FORMAT_LIB, lib, (size_t)len, 0);
    held = count.live;
    printf("RenLib library: %d nodes, %d bytes, %d runs of each (renju rules)\n",
           renju_node_count(g), len, runs);
    report("read", read_ms, runs);
    report("write", write_ms, runs);
    printf("  held   %zu bytes (%.2f MB) once read, %zu bytes at most while reading   %s\n",
           held, held / 1048576.0, count.peak,
           held < GOAL_BYTES ? "(goal: under 3 MB)" : "OVER the 3 MB goal");
    renju_game_free(g);
    renju_game_free(maker);
    free(lib);
    free(out);
    free(read_ms);
    free(write_ms);
    return 0;
}
