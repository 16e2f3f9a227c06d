/* SPDX-License-Identifier: MIT */
/* bench_vct - the speed of renju_vct() on the VCT problems of bench/data (renju-solve's
 * BLACK / WHITE / SIDE lines): for each file, the share solved, the median, p99 and
 * longest time (the best of three runs each) and the share under a second, with the
 * positions searched; then renju_defences() against the VCF and the VCT of some of
 * them (the defender to move), and renju_proof() of the VCT with its size in nodes.
 * A search stops at 10 s (renju_search_time_set()), which counts as not solved.
 *
 * Usage: bench_vct [-v] [-s] [-r RULES] FILE [[-r RULES] FILE]...   (RULES: a rule-set name,
 * renju unless given; it holds for the files after it; -v lists each problem's time,
 * positions and outcome, slowest first, so that the hard ones can be studied by their
 * positions, which do not depend on the machine's load; -s
 * times the solving only, not the defences and proofs) */
#define _POSIX_C_SOURCE 200809L
#include <renju.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXP (RENJU_MAX_SIZE * RENJU_MAX_SIZE)
#define MAX_PROBLEMS 1000
#define RUNS 3
#define TIME_LIMIT_MS 10000
#define DEFENCE_PROBLEMS 10

typedef struct problem {
    char black[2200], white[2200];   /* as long as a line */
    int side;
    double ms;
    int outcome, nodes, len;
} problem;

static problem probs[MAX_PROBLEMS];
static int verbose, solve_only;

static double now(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int put_list(renju_game *g, const char *text, int colour)
{
    char list[1024], *tok;
    int p;

    snprintf(list, sizeof list, "%s", text);
    for (tok = strtok(list, " \t"); tok; tok = strtok(NULL, " \t"))
        if (strcmp(tok, "-") != 0 && (renju_point_parse(g, tok, &p) < 0
                                      || renju_setup_put(g, p, colour) < 0))
            return -1;
    return 0;
}

static int set_up(renju_game *g, const problem *pr, int side)
{
    renju_game_reset(g);
    renju_setup_begin(g);
    if (put_list(g, pr->black, RENJU_BLACK) < 0 || put_list(g, pr->white, RENJU_WHITE) < 0
        || renju_setup_side(g, side) < 0 || renju_setup_end(g) < 0)
        return -1;
    return 0;
}

static int read_problems(const char *file)
{
    char buf[2200], *w, *side;
    FILE *f = fopen(file, "r");
    int n = 0;

    if (!f) {
        perror(file);
        return 0;
    }
    while (n < MAX_PROBLEMS && fgets(buf, sizeof buf, f)) {
        buf[strcspn(buf, "\r\n#")] = '\0';
        if (!(w = strchr(buf, '/')) || !(side = strchr(w + 1, '/')))
            continue;
        *w++ = '\0';
        *side++ = '\0';
        snprintf(probs[n].black, sizeof probs[n].black, "%s", buf);
        snprintf(probs[n].white, sizeof probs[n].white, "%s", w);
        probs[n].side = strstr(side, "white") ? RENJU_WHITE : RENJU_BLACK;
        n++;
    }
    fclose(f);
    return n;
}

static int by_ms(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;

    return x < y ? -1 : x > y;
}

/* The q-quantile (nearest rank) of the sorted v[0..n). */
static double quantile(const double *v, int n, double q)
{
    int k = (int)(q * n + 0.999999) - 1;

    return n == 0 ? 0 : v[k < 0 ? 0 : k >= n ? n - 1 : k];
}

static void solve_all(renju_game *g, int n)
{
    int line[MAXP], i, r;
    double t;

    for (i = 0; i < n; i++) {
        probs[i].ms = 1e12;
        if (set_up(g, &probs[i], probs[i].side) < 0) {
            probs[i].outcome = -1;
            continue;
        }
        for (r = 0; r < RUNS; r++) {
            t = now();
            probs[i].len = renju_vct(g, 0, &probs[i].outcome, &probs[i].nodes, line, MAXP);
            t = (now() - t) * 1e3;
            if (t < probs[i].ms)
                probs[i].ms = t;
            if (probs[i].outcome != RENJU_SOLVE_WIN)
                break;   /* a search cut by the clock is not run again */
        }
    }
}

static void report(const char *file, const char *rules, int n)
{
    double ms[MAX_PROBLEMS], total = 0;
    long nodes = 0;
    int i, solved = 0, fast = 0, worst = -1;

    for (i = 0; i < n; i++) {
        ms[i] = probs[i].outcome == RENJU_SOLVE_WIN ? probs[i].ms : 1e12;
        solved += probs[i].outcome == RENJU_SOLVE_WIN;
        fast += probs[i].outcome == RENJU_SOLVE_WIN && probs[i].ms < 1000;
        if (probs[i].outcome == RENJU_SOLVE_WIN) {
            total += probs[i].ms;
            nodes += probs[i].nodes;
            if (worst < 0 || probs[i].ms > probs[worst].ms)
                worst = i;
        }
    }
    qsort(ms, (size_t)n, sizeof *ms, by_ms);
    printf("VCT problems of %s (%s): %d, %d solved (%.1f%%), %.1f%% under 1 s\n", file, rules,
           n, solved, n ? 100.0 * solved / n : 0, n ? 100.0 * fast / n : 0);
    printf("  time: median %.3f ms, p99 %.3f ms, max %.3f ms (unsolved count as infinite)\n",
           quantile(ms, n, 0.5), quantile(ms, n, 0.99), solved ? probs[worst].ms : 0);
    printf("  %ld positions in %.3f s over the solved: %.0f positions a second\n", nodes,
           total / 1e3, total > 0 ? nodes / (total / 1e3) : 0);
    for (i = 0; i < n; i++)
        if (probs[i].outcome != RENJU_SOLVE_WIN)
            printf("  not solved: %s / %s / %s: %s\n", probs[i].black, probs[i].white,
                   probs[i].side == RENJU_BLACK ? "black" : "white",
                   probs[i].outcome == RENJU_SOLVE_NONE ? "none" : "unknown");
}

static int by_time(const void *a, const void *b)
{
    const problem *x = *(const problem *const *)a, *y = *(const problem *const *)b;

    return x->ms > y->ms ? -1 : x->ms < y->ms;
}

/* Each problem, slowest first: its time, positions searched, outcome and stones. */
static void list_problems(int n)
{
    static const problem *order[MAX_PROBLEMS];
    int i, o;

    for (i = 0; i < n; i++)
        order[i] = &probs[i];
    qsort(order, (size_t)n, sizeof *order, by_time);
    for (i = 0; i < n; i++) {
        o = order[i]->outcome;
        printf("  %10.3f ms %9d positions %-7s line %3d: %s / %s\n", order[i]->ms,
               order[i]->nodes, o == RENJU_SOLVE_NONE ? "none" : o == RENJU_SOLVE_WIN ? "win"
               : "unknown",
               o == RENJU_SOLVE_WIN ? order[i]->len : 0, order[i]->black, order[i]->white);
    }
}

/* renju_defences() of the defender (to move) against kind, on the first problems. */
static void defences(renju_game *g, int n, int kind)
{
    int pts[MAXP], i, k, outcome, nodes, done = 0, count = 0;
    double t, sum = 0, max = 0;
    long total_nodes = 0;

    for (i = 0; i < n && done < DEFENCE_PROBLEMS; i++) {
        if (probs[i].outcome != RENJU_SOLVE_WIN
            || set_up(g, &probs[i], probs[i].side == RENJU_BLACK ? RENJU_WHITE : RENJU_BLACK) < 0)
            continue;
        t = now();
        k = renju_defences(g, kind, 0, &outcome, &nodes, pts, MAXP);
        t = (now() - t) * 1e3;
        done++;
        sum += t;
        max = t > max ? t : max;
        count += k > 0 ? k : 0;
        total_nodes += nodes;
    }
    printf("  renju_defences(%s) on %d of them: mean %.3f ms, max %.3f ms, %.1f defences, "
           "%ld positions\n", kind == RENJU_THREAT_VCF ? "VCF" : "VCT", done,
           done ? sum / done : 0, max, done ? (double)count / done : 0, total_nodes);
}

/* renju_proof() of each solved problem: its time and the proof's size in nodes. */
static void proofs(renju_game *g, int n)
{
    renju_game *proof;
    int i, outcome, nodes, done = 0, size, max_size = 0, node;
    double t, ms[MAX_PROBLEMS];
    long sizes = 0;

    for (i = 0; i < n; i++) {
        if (probs[i].outcome != RENJU_SOLVE_WIN || set_up(g, &probs[i], probs[i].side) < 0)
            continue;
        t = now();
        node = renju_proof(g, RENJU_THREAT_VCT, 0, 0, &outcome, &nodes, &proof);
        t = (now() - t) * 1e3;
        if (node <= 0 || !proof)
            continue;
        size = renju_node_count(proof) - renju_node_depth(proof, renju_tree_node(proof)) - 1;
        renju_game_free(proof);
        ms[done++] = t;
        sizes += size;
        max_size = size > max_size ? size : max_size;
    }
    qsort(ms, (size_t)done, sizeof *ms, by_ms);
    printf("  renju_proof(VCT) of %d: median %.3f ms, p99 %.3f ms, max %.3f ms; "
           "proofs of %.1f nodes on average, %d at most\n", done, quantile(ms, done, 0.5),
           quantile(ms, done, 0.99), done ? ms[done - 1] : 0, done ? (double)sizes / done : 0,
           max_size);
}

int main(int argc, char **argv)
{
    const char *rules = "renju";
    renju_game *g;
    int i, n, ruleset;

    setvbuf(stdout, NULL, _IOLBF, 0);   /* each file's figures as they come */
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-v") == 0 || strcmp(argv[i], "-s") == 0) {
            *(argv[i][1] == 'v' ? &verbose : &solve_only) = 1;
            continue;
        }
        if (strcmp(argv[i], "-r") == 0 && i + 1 < argc) {
            rules = argv[++i];
            continue;
        }
        if ((ruleset = renju_ruleset_from_name(rules)) < 0
            || renju_game_new(&g, ruleset, 15) != RENJU_OK) {
            fprintf(stderr, "bench_vct: no rule set %s\n", rules);
            return 2;
        }
        renju_search_time_set(g, TIME_LIMIT_MS);
        n = read_problems(argv[i]);
        solve_all(g, n);
        report(argv[i], rules, n);
        if (verbose)
            list_problems(n);
        if (!solve_only) {
            defences(g, n, RENJU_THREAT_VCF);
            defences(g, n, RENJU_THREAT_VCT);
            proofs(g, n);
        }
        renju_game_free(g);
    }
    return 0;
}
