/* SPDX-License-Identifier: MIT */
/* schedule.c - the games of a tournament in a fixed order: a pure function of the
 * settings, so that every machine of a sharded match agrees on it. */
#include "schedule.h"

#include <renju.h>

#include <limits.h>
#include <stdlib.h>
#include <string.h>

static const char *const sym_names[RENJU_SYMMETRIES] = {
    "identity", "rotate-90", "rotate-180", "rotate-270", "flip-columns", "flip-rows",
    "diagonal", "antidiagonal"
};

const char *schedule_transform_name(int sym)
{
    return sym >= 0 && sym < RENJU_SYMMETRIES ? sym_names[sym] : "?";
}

int schedule_transform_from_name(const char *name)
{
    int k;

    for (k = 0; k < RENJU_SYMMETRIES; k++)
        if (strcmp(name, sym_names[k]) == 0)
            return k;
    return -1;
}

/* A well-mixed number from the seed and a slot (splitmix64's finaliser): the random
 * symmetry of an opening slot, the same for every pair and both colours. */
static unsigned long long mix(unsigned long long seed, unsigned long long slot)
{
    unsigned long long z = seed * 0x9E3779B97F4A7C15ULL + slot + 1;

    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* The pairs in order: (0,1), (0,2) ... (1,2) ..., or (0,1), (0,2) ... in a gauntlet. */
static int pairs(const settings *set, int (*pair)[2])
{
    int i, j, n = 0;

    for (i = 0; i < set->engines; i++)
        for (j = i + 1; j < set->engines; j++)
            if (!set->gauntlet || i == 0) {
                pair[n][0] = i;
                pair[n][1] = j;
                n++;
            }
    return n;
}

/* Game c (from 0) of a pair over all rounds: its colours, opening and symmetry. */
static void place(const settings *set, int openings, const int *order, int c,
                  const int *pair, sched_game *g)
{
    int slot = set->repeat ? c / 2 : c, e;

    g->first = c % 2 == 0 ? pair[0] : pair[1];
    g->second = c % 2 == 0 ? pair[1] : pair[0];
    g->opening = -1;
    g->transform = RENJU_SYM_IDENTITY;
    if (openings == 0)
        return;
    if (set->transform == TRANSFORM_ALL) {
        e = slot % (openings * RENJU_SYMMETRIES);
        g->opening = order[e / RENJU_SYMMETRIES];
        g->transform = e % RENJU_SYMMETRIES;
        return;
    }
    g->opening = order[slot % openings];
    if (set->transform == TRANSFORM_RANDOM)
        g->transform = (int)(mix(set->seed, (unsigned long long)slot) % RENJU_SYMMETRIES);
}

int schedule_build(const settings *set, int openings, const int *order, schedule *s)
{
    int (*pair)[2] = malloc(sizeof *pair * (size_t)(set->engines * set->engines + 1));
    int np, r, p, k, n = 0;
    long long total;

    s->games = NULL;
    s->count = 0;
    if (!pair)
        return -1;
    np = pairs(set, pair);
    total = (long long)set->rounds * np * set->games;
    if (total > INT_MAX / 2 || !(s->games = calloc((size_t)total, sizeof *s->games))) {
        free(pair);
        return -1;
    }
    for (r = 0; r < set->rounds; r++)
        for (p = 0; p < np; p++)
            for (k = 0; k < set->games; k++, n++) {
                sched_game *g = &s->games[n];

                g->number = n + 1;
                g->round = r + 1;
                place(set, openings, order, r * set->games + k, pair[p], g);
            }
    s->count = n;
    free(pair);
    return 0;
}

void schedule_free(schedule *s)
{
    free(s->games);
    s->games = NULL;
    s->count = 0;
}

int schedule_in_shard(int i, int k, int n)
{
    return i % n == k - 1;
}
