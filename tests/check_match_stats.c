/* SPDX-License-Identifier: MIT */
/* check_match_stats.c - the statistics of renju-match (tools/match/stats.c) on scores
 * worked out by hand: the Elo of a score, its 95% interval, the SPRT's LLR and
 * bounds, and the edges (no game, every game won).  Plain C: it runs without Check. */
#include "match/stats.h"

#include <math.h>
#include <stdio.h>

static int failures;

static void near(const char *what, double got, double want, double tolerance)
{
    if (!(fabs(got - want) <= tolerance)) {
        printf("FAIL: %s: %.6f, %.6f expected\n", what, got, want);
        failures++;
    }
}

static void same(const char *what, double got, double want)
{
    if (got != want) {
        printf("FAIL: %s: %g, %g expected\n", what, got, want);
        failures++;
    }
}

int main(void)
{
    match_score even = { 1, 1, 2 }, three_one = { 3, 1, 0 }, mixed = { 10, 5, 5 };
    match_score none = { 0, 0, 0 }, all_won = { 7, 0, 0 };
    match_sprt t = { 0, 5, 0.05, 0.05 };
    double elo, low, high, lower, upper;

    /* the Elo of a score: -400 log10(1/s - 1) */
    same("elo of 0.5", stats_elo(0.5), 0.0);
    near("elo of 0.75", stats_elo(0.75), 190.8485, 1e-3);   /* 400 log10(3) */
    near("elo of 0.25", stats_elo(0.25), -190.8485, 1e-3);
    same("elo of 1", stats_elo(1.0), HUGE_VAL);
    same("elo of 0", stats_elo(0.0), -HUGE_VAL);
    near("expected score of +190.85", stats_expected(190.8485), 0.75, 1e-6);

    /* 3 wins, 1 loss: s 0.75, variance (3 * 0.25^2 + 0.75^2) / 4 = 0.1875; the lower
     * bound s - 1.96 sqrt(0.1875 / 4) = 0.32565 is -126.46 Elo, the upper one above 1 */
    same("games", stats_games(&three_one), 4);
    near("fraction", stats_fraction(&three_one), 0.75, 1e-12);
    near("variance", stats_variance(&three_one), 0.1875, 1e-12);
    if (stats_elo_interval(&three_one, &elo, &low, &high) != 0)
        printf("FAIL: no interval for 3-1-0\n"), failures++;
    near("elo of 3-1-0", elo, 190.8485, 1e-3);
    near("lower bound of 3-1-0", low, -126.4556, 1e-3);
    same("upper bound of 3-1-0", high, HUGE_VAL);

    /* an even score is 0 Elo; no game, no interval */
    near("fraction of 1-1-2", stats_fraction(&even), 0.5, 1e-12);
    near("variance of 1-1-2", stats_variance(&even), 0.125, 1e-12);
    stats_elo_interval(&even, &elo, &low, &high);
    same("elo of 1-1-2", elo, 0.0);
    near("interval of 1-1-2 is symmetric", low + high, 0.0, 1e-9);
    if (stats_elo_interval(&none, &elo, &low, &high) != -1)
        printf("FAIL: an interval for no game\n"), failures++;
    same("fraction of no game", stats_fraction(&none), 0.5);
    same("variance of no game", stats_variance(&none), 0.0);

    /* SPRT: 10-5-5, s 0.625, variance 3.4375 / 20 = 0.171875; s1 = 0.507195 for 5 Elo;
     * LLR = 20 * 0.007195 * (1.25 - 0.5 - 0.507195) / (2 * 0.171875) = 0.10164 */
    near("LLR of 10-5-5", stats_llr(&mixed, &t), 0.101644, 1e-5);
    stats_sprt_bounds(&t, &lower, &upper);
    near("lower bound", lower, -2.944439, 1e-6);   /* ln(0.05 / 0.95) */
    near("upper bound", upper, 2.944439, 1e-6);
    same("no decision at 0.1", stats_sprt_decision(0.1, &t), SPRT_CONTINUE);
    same("H1 at 3", stats_sprt_decision(3.0, &t), SPRT_H1);
    same("H0 at -3", stats_sprt_decision(-3.0, &t), SPRT_H0);
    /* every game alike: no variance, no information, no division by zero */
    same("LLR of 7-0-0", stats_llr(&all_won, &t), 0.0);
    same("LLR of no game", stats_llr(&none, &t), 0.0);

    if (failures == 0)
        printf("ok: renju-match statistics\n");
    return failures ? 1 : 0;
}
