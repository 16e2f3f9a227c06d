/* SPDX-License-Identifier: MIT */
/* bench_sgf_tree - the speed of SGF game trees: an analysis tree of 30,000 variations
 * (a renju opening explored five moves deep, each line going on a few moves, comments
 * and labels on some nodes, as RenLib and GOWrite files hold them) is made with the
 * library and written as SGF once; then read (renju_record_import) and written
 * (renju_tree_export: measuring, then writing) again and again.  Prints the median,
 * the 99th percentile and the maximum of each, in elapsed time and in the process's
 * processor time (which a loaded machine does not inflate), against the goal: under
 * 50 ms to read.
 *
 * Usage: bench_sgf_tree [runs] */
#define _POSIX_C_SOURCE 200809L
#include <renju.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define VARIATIONS 30000
#define GOAL_READ_MS 50.0

static double now(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static double cpu(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;

    return x < y ? -1 : x > y;
}

/* The q-quantile of v[0..n) (sorts v): 0.5 the median, 1 the maximum. */
static double quantile(double *v, int n, double q)
{
    int k = (int)(q * (n - 1) + 0.5);

    qsort(v, (size_t)n, sizeof *v, cmp);
    return v[k < n ? k : n - 1];
}

static unsigned long long rs = 88172645463325252ULL;

static unsigned rnd(unsigned n)
{
    rs ^= rs << 13;
    rs ^= rs >> 7;
    rs ^= rs << 17;
    return (unsigned)(rs % n);
}

/* A legal move near the centre, different from the children node already has;
 * -1 if none was found. */
static int is_child(renju_game *g, int p)
{
    int kids[64], n = renju_node_children(g, RENJU_NODE_CURRENT, kids, 64), k, v;

    for (k = 0; k < n; k++)
        if (renju_node_action(g, kids[k], NULL, &v) == RENJU_NODE_STONE && v == p)
            return 1;
    return 0;
}

static int near_move(renju_game *g)
{
    int tries, c, r, p;

    for (tries = 0; tries < 60; tries++) {
        c = 7 + (int)rnd(9) - 4;
        r = 7 + (int)rnd(9) - 4;
        p = r * 15 + c;
        if (renju_stone(g, p) != RENJU_EMPTY || is_child(g, p))
            continue;
        if (renju_play(g, p) == RENJU_OK) {
            renju_undo(g);
            return p;
        }
    }
    return -1;
}

/* Notes on some nodes, as analysis files have them. */
static void annotate(renju_game *g, int n)
{
    char text[64];

    if (n % 5 == 0) {
        snprintf(text, sizeof text, "line %d: black keeps the initiative", n);
        renju_node_comment_set(g, RENJU_NODE_CURRENT, text);
    }
    if (n % 11 == 0)
        renju_node_label_set(g, RENJU_NODE_CURRENT, 112, "A");
}

/* Below the node the game stands on: fan children at each of the levels left, each
 * leaf line going on tail moves. */
static void grow(renju_game *g, const int *fan, int levels, int tail, int *leaves)
{
    int k, p, t, played;

    if (levels == 0 || *leaves >= VARIATIONS) {
        for (played = 0, t = 0; t < tail; t++) {
            if ((p = near_move(g)) < 0 || renju_play(g, p) != RENJU_OK)
                break;
            played++;
            annotate(g, *leaves + t);
        }
        while (played-- > 0)
            renju_undo(g);
        ++*leaves;
        return;
    }
    for (k = 0; k < fan[0] && *leaves < VARIATIONS; k++) {
        if ((p = near_move(g)) < 0)
            break;
        if (renju_play(g, p) != RENJU_OK)
            continue;
        annotate(g, *leaves);
        grow(g, fan + 1, levels - 1, tail, leaves);
        renju_undo(g);
    }
}

static char *make_tree(int *nodes, int *variations)
{
    static const int fan[] = { 8, 6, 5, 5, 5, 5 };
    renju_game *g = NULL;
    char *text;
    int n, leaves = 0;

    renju_game_new(&g, RENJU_RULES_RENJU, 15);
    renju_tree_mode_set(g, RENJU_TREE_KEEP);
    renju_tag_set(g, "GN", "a generated analysis tree");
    renju_play(g, 112);
    grow(g, fan, 6, 3, &leaves);
    *nodes = renju_node_count(g);
    *variations = leaves;
    n = renju_tree_export(g, RENJU_FORMAT_SGF, NULL, 0);
    text = malloc((size_t)n);
    if (!text || renju_tree_export(g, RENJU_FORMAT_SGF, text, (size_t)n) != n - 1) {
        fprintf(stderr, "bench_sgf_tree: cannot write the tree: %s\n", renju_errmsg(g));
        exit(1);
    }
    renju_game_free(g);
    return text;
}

static void report(const char *what, double *ms, int runs, double goal)
{
    double min = quantile(ms, runs, 0.0), med = quantile(ms, runs, 0.5);
    double p99 = quantile(ms, runs, 0.99), max = quantile(ms, runs, 1.0);

    /* the minimum too: on a shared machine, the nearest to the code's own cost */
    printf("  %-9s min %6.2f   median %6.2f   p99 %6.2f   max %6.2f ms", what, min, med, p99,
           max);
    if (goal > 0)
        printf("   (goal: under %.0f ms: %s)", goal, med < goal ? "met" : "NOT met");
    printf("\n");
}

int main(int argc, char **argv)
{
    int runs = argc > 1 ? atoi(argv[1]) : 31, nodes, variations, i, n, rc;
    double *read_ms, *write_ms, *read_cpu, *write_cpu, t, c;
    char *text = make_tree(&nodes, &variations), *out;
    size_t len = strlen(text);
    renju_game *g = NULL;

    if (runs < 1)
        runs = 1;
    read_ms = malloc((size_t)runs * sizeof *read_ms);
    write_ms = malloc((size_t)runs * sizeof *write_ms);
    read_cpu = malloc((size_t)runs * sizeof *read_cpu);
    write_cpu = malloc((size_t)runs * sizeof *write_cpu);
    out = malloc(len + 1);
    if (!read_ms || !write_ms || !read_cpu || !write_cpu || !out)
        return 1;
    printf("bench_sgf_tree: %d variations, %d nodes, %zu bytes of SGF, %d runs\n",
           variations, nodes, len, runs);
    for (i = 0; i < runs; i++) {
        renju_game_new(&g, RENJU_RULES_RENJU, 15);
        t = now();
        c = cpu();
        rc = renju_record_import(g, RENJU_FORMAT_SGF, text, len, 0);
        read_cpu[i] = (cpu() - c) * 1e3;
        read_ms[i] = (now() - t) * 1e3;
        if (rc < 0 || renju_node_count(g) != nodes) {
            fprintf(stderr, "bench_sgf_tree: read %d: %s\n", rc, renju_errmsg(g));
            return 1;
        }
        t = now();
        c = cpu();
        n = renju_tree_export(g, RENJU_FORMAT_SGF, NULL, 0);
        rc = renju_tree_export(g, RENJU_FORMAT_SGF, out, len + 1);
        write_cpu[i] = (cpu() - c) * 1e3;
        write_ms[i] = (now() - t) * 1e3;
        if (n != (int)len + 1 || rc != (int)len || memcmp(out, text, len) != 0) {
            fprintf(stderr, "bench_sgf_tree: written again differently (%d)\n", rc);
            return 1;
        }
        renju_game_free(g);
    }
    report("read", read_ms, runs, GOAL_READ_MS);
    report("read cpu", read_cpu, runs, GOAL_READ_MS);
    report("write", write_ms, runs, 0);
    report("write cpu", write_cpu, runs, 0);
    free(read_ms);
    free(write_ms);
    free(read_cpu);
    free(write_cpu);
    free(out);
    free(text);
    return 0;
}
