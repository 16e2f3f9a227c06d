/* SPDX-License-Identifier: MIT */
/* schedule.h - every game of a match or tournament, worked out from the flags and
 * -seed alone, so that N machines given the same flags play exact slices of one
 * schedule (-shard K/N) and a file of finished games tells which are left. */
#ifndef RENJU_MATCH_SCHEDULE_H
#define RENJU_MATCH_SCHEDULE_H

#include "settings.h"

/* One game: its identity is (round, pair, opening, colour, transform), its number its
 * place in the schedule. */
typedef struct sched_game {
    int number;       /* from 1, in the whole schedule */
    int round;        /* from 1 */
    int first;        /* the engine that moves first (black; under -opening-rule, the
                         one that places the first three stones) */
    int second;       /* its opponent */
    int opening;      /* index into the openings file (from 0), -1 for none */
    int transform;    /* RENJU_SYM_*: the opening's image */
} sched_game;

typedef struct schedule {
    sched_game *games;
    int count;        /* games in the whole schedule */
} schedule;

/* The schedule: rounds, each every pair (all of them, or the first engine's under
 * -gauntlet) in -engine order, each pair -games games; a pair's games take the
 * openings in turn (order: the openings file's order, shuffled or not), each twice
 * with the colours swapped under -repeat.  Returns -1 when memory is short or the
 * schedule would be too long. */
int schedule_build(const settings *set, int openings, const int *order, schedule *s);
void schedule_free(schedule *s);

/* Whether game index i (from 0) is in shard k of n: the games are dealt out in turn,
 * game 1 to shard 1, game 2 to shard 2, ... */
int schedule_in_shard(int i, int k, int n);

/* The name of a symmetry ("identity", "rotate-90" ...); -1 from the name for none. */
const char *schedule_transform_name(int sym);
int schedule_transform_from_name(const char *name);

#endif
