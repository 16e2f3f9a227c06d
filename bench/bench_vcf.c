/* SPDX-License-Identifier: MIT */
/* bench_vcf - the speed of renju_vcf(): the time of each problem of
 * tests/data/renju-solve.in (or the file given, in renju-solve's BLACK / WHITE / SIDE
 * lines), then mid-game positions of random renju games, with and without a VCF,
 * and the positions searched a second over them all.
 *
 * Usage: bench_vcf [problems-file] */
#define _POSIX_C_SOURCE 200809L
#include <renju.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXP (RENJU_MAX_SIZE * RENJU_MAX_SIZE)

static double now(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static long total_nodes;
static double total_time;

/* Solve the game's position several times and return the best time in ms. */
static double time_vcf(renju_game *g, int *outcome, int *len)
{
    int line[MAXP], nodes = 0, i;
    double best = 1e9, t;

    for (i = 0; i < 5; i++) {
        t = now();
        *len = renju_vcf(g, 0, outcome, &nodes, line, MAXP);
        t = now() - t;
        if (t < best)
            best = t;
    }
    total_nodes += nodes;
    total_time += best;
    return best * 1e3;
}

static int put_list(renju_game *g, char *list, int colour)
{
    char *tok;
    int p;

    for (tok = strtok(list, " \t"); tok; tok = strtok(NULL, " \t"))
        if (strcmp(tok, "-") != 0 && (renju_point_parse(g, tok, &p) < 0
                                      || renju_setup_put(g, p, colour) < 0))
            return -1;
    return 0;
}

static void problems(const char *file)
{
    char buf[2048], label[2048], *w, *side;
    FILE *f = fopen(file, "r");
    renju_game *g;
    int outcome, len;
    double ms;

    if (!f) {
        perror(file);
        return;
    }
    renju_game_new(&g, RENJU_RULES_RENJU, 15);
    printf("problems of %s (renju):\n", file);
    while (fgets(buf, sizeof buf, f)) {
        buf[strcspn(buf, "\r\n")] = '\0';
        if (buf[0] == '#' || buf[0] == '\0' || !(w = strchr(buf, '/'))
            || !(side = strchr(w + 1, '/')))
            continue;
        snprintf(label, sizeof label, "%s", buf);
        *w++ = '\0';
        *side++ = '\0';
        renju_game_reset(g);
        renju_setup_begin(g);
        if (put_list(g, buf, RENJU_BLACK) < 0 || put_list(g, w, RENJU_WHITE) < 0
            || renju_setup_side(g, strstr(side, "white") ? RENJU_WHITE : RENJU_BLACK) < 0
            || renju_setup_end(g) < 0)
            continue;
        ms = time_vcf(g, &outcome, &len);
        printf("  %-44.44s %s, line %2d: %8.3f ms\n", label,
               outcome == RENJU_SOLVE_WIN ? "win " : outcome == RENJU_SOLVE_NONE ? "none" : "?",
               len, ms);
    }
    fclose(f);
    renju_game_free(g);
}

/* Random renju games of 30 to 60 moves near the centre; the side to move searched. */
static void midgames(int count)
{
    renju_game *g;
    int i, m, moves, p, won = 0, nowin = 0, outcome, len, longest = 0;
    double ms, max_win = 0, max_none = 0, sum_none = 0, sum_win = 0;
    unsigned seed = 12345;

    renju_game_new(&g, RENJU_RULES_RENJU, 15);
    for (i = 0; i < count; i++) {
        renju_game_reset(g);
        moves = 30 + (int)(seed % 31);
        for (m = 0; m < moves && renju_result(g) == RENJU_ONGOING;) {
            seed = seed * 1103515245u + 12345u;
            p = renju_point(g, 3 + (int)(seed >> 16) % 9, 3 + (int)(seed >> 8) % 9);
            if (renju_play(g, p) == RENJU_OK)
                m++;
        }
        if (renju_result(g) != RENJU_ONGOING)
            continue;
        ms = time_vcf(g, &outcome, &len);
        if (outcome == RENJU_SOLVE_WIN) {
            won++;
            sum_win += ms;
            max_win = ms > max_win ? ms : max_win;
            longest = len > longest ? len : longest;
        } else {
            nowin++;
            sum_none += ms;
            max_none = ms > max_none ? ms : max_none;
        }
    }
    printf("random mid-game positions: %d with a VCF (mean %.3f ms, max %.3f ms, "
           "longest line %d), %d without (mean %.3f ms, max %.3f ms)\n", won,
           won ? sum_win / won : 0, max_win, longest, nowin, nowin ? sum_none / nowin : 0,
           max_none);
    renju_game_free(g);
}

int main(int argc, char **argv)
{
    problems(argc > 1 ? argv[1] : "tests/data/renju-solve.in");
    midgames(400);
    printf("%ld positions in %.3f s: %.0f positions a second\n", total_nodes, total_time,
           total_time > 0 ? total_nodes / total_time : 0);
    return 0;
}
