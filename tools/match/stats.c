/* SPDX-License-Identifier: MIT */
/* stats.c - the score, the Elo difference, its interval and the SPRT of a match: no
 * state, no output, so that tests/check_match_stats.c checks them on known values. */
#include "stats.h"

#include <math.h>

int stats_games(const match_score *s)
{
    return s->wins + s->losses + s->draws;
}

double stats_fraction(const match_score *s)
{
    int n = stats_games(s);

    return n ? (s->wins + 0.5 * s->draws) / n : 0.5;
}

double stats_variance(const match_score *s)
{
    int n = stats_games(s);
    double f = stats_fraction(s);

    if (n == 0)
        return 0.0;
    return (s->wins * (1 - f) * (1 - f) + s->losses * f * f
            + s->draws * (0.5 - f) * (0.5 - f)) / n;
}

double stats_elo(double fraction)
{
    if (fraction <= 0.0)
        return -HUGE_VAL;
    if (fraction >= 1.0)
        return HUGE_VAL;
    return -400.0 * log10(1.0 / fraction - 1.0);
}

double stats_expected(double elo)
{
    return 1.0 / (1.0 + pow(10.0, -elo / 400.0));
}

int stats_elo_interval(const match_score *s, double *elo, double *low, double *high)
{
    int n = stats_games(s);
    double f = stats_fraction(s), margin;

    if (n == 0)
        return -1;
    margin = 1.96 * sqrt(stats_variance(s) / n);
    *elo = stats_elo(f);
    *low = stats_elo(f - margin);
    *high = stats_elo(f + margin);
    return 0;
}

double stats_llr(const match_score *s, const match_sprt *t)
{
    int n = stats_games(s);
    double var = stats_variance(s), f = stats_fraction(s);
    double s0 = stats_expected(t->elo0), s1 = stats_expected(t->elo1);

    if (n == 0 || var <= 0.0)
        return 0.0;
    return n * (s1 - s0) * (2 * f - s0 - s1) / (2 * var);
}

void stats_sprt_bounds(const match_sprt *t, double *lower, double *upper)
{
    *lower = log(t->beta / (1 - t->alpha));
    *upper = log((1 - t->beta) / t->alpha);
}

int stats_sprt_decision(double llr, const match_sprt *t)
{
    double lower, upper;

    stats_sprt_bounds(t, &lower, &upper);
    if (llr <= lower)
        return SPRT_H0;
    if (llr >= upper)
        return SPRT_H1;
    return SPRT_CONTINUE;
}
