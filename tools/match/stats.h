/* SPDX-License-Identifier: MIT */
/* stats.h - what a match's score says: the score, the Elo difference with its 95%
 * interval, and the sequential probability ratio test.  Pure functions of the counts. */
#ifndef RENJU_MATCH_STATS_H
#define RENJU_MATCH_STATS_H

/* Wins, losses and draws of one engine. */
typedef struct match_score {
    int wins, losses, draws;
} match_score;

/* Games in the score. */
int stats_games(const match_score *s);
/* The score as a fraction: (wins + draws/2) / games; 0.5 for no game. */
double stats_fraction(const match_score *s);
/* The variance of one game's score (1, 0 or 1/2) about the fraction; 0 for no game. */
double stats_variance(const match_score *s);

/* The Elo difference a score fraction stands for: -400 log10(1/s - 1); -HUGE_VAL for
 * 0 and HUGE_VAL for 1. */
double stats_elo(double fraction);
/* The expected score of an Elo difference: 1 / (1 + 10^(-elo/400)). */
double stats_expected(double elo);
/* The Elo difference and the bounds of its 95% interval (the fraction +- 1.96
 * standard errors, through stats_elo); infinite where a bound is 0 or 1.  Returns -1
 * with no game, 0 otherwise. */
int stats_elo_interval(const match_score *s, double *elo, double *low, double *high);

/* The sequential probability ratio test of elo0 against elo1. */
typedef struct match_sprt {
    double elo0, elo1, alpha, beta;
} match_sprt;

#define SPRT_CONTINUE 0
#define SPRT_H0       1   /* the lower bound crossed: elo0 accepted */
#define SPRT_H1       2   /* the upper bound crossed: elo1 accepted */

/* The log-likelihood ratio of the score under the trinomial normal approximation:
 * n (s1 - s0) (2s - s0 - s1) / (2 var), s0 and s1 the expected scores of elo0 and
 * elo1; 0 while the variance is 0 (no game, or every game alike), which tells the
 * hypotheses nothing apart. */
double stats_llr(const match_score *s, const match_sprt *t);
/* The bounds: ln(beta / (1 - alpha)) and ln((1 - beta) / alpha). */
void stats_sprt_bounds(const match_sprt *t, double *lower, double *upper);
/* SPRT_CONTINUE, SPRT_H0 or SPRT_H1 for an LLR. */
int stats_sprt_decision(double llr, const match_sprt *t);

#endif
