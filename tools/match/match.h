/* SPDX-License-Identifier: MIT */
/* match.h - the state of a run shared by main.c (the games and their threads),
 * resume.c (the games a file already holds) and the records' writers. */
#ifndef RENJU_MATCH_MATCH_H
#define RENJU_MATCH_MATCH_H

#include "game.h"
#include "openings.h"
#include "output.h"
#include "schedule.h"
#include "settings.h"
#include "table.h"

#include <pthread.h>
#include <stdio.h>

typedef struct match {
    const settings *set;
    opening_list openings;
    int *order;               /* the openings in the order they are played */
    game_rules rules;
    schedule sched;
    int *mine;                /* the schedule's indexes this run plays (its shard) */
    int count;                /* how many */
    const char *names[MAX_ENGINES];
    int log_fd;
    pthread_mutex_t lock;     /* guards everything below */
    int next;                 /* the next of mine to hand out */
    int stop;                 /* no more games: decided, failed, interrupted */
    int fatal, failed;        /* an engine could not play; the runner failed */
    char why[400];            /* why the match stopped */
    table tally;
    sprt_verdict sprt;        /* the SPRT's decision, once taken */
    char **records;           /* SGF records of finished games not yet written, by mine */
    char **pgns;              /* PGN records likewise */
    char *done;               /* by mine: 1 finished now, 2 found in the files */
    int next_write;           /* the next of mine the files wait for */
    int resumed;              /* games found in the files */
    int played;               /* games finished by this run */
    double t0;                /* when the games began */
    FILE *sgf, *pgn;
} match;

/* The games -pgn FILE (and -sgf FILE) already hold, when FILE exists: they are counted
 * into the table, marked done and kept in the files, which are then opened to go on.
 * Returns 0, or -1 after saying what is wrong (a file of another schedule). */
int resume_open(match *m);

/* Where game number (from 1) is in mine, -1 when this run does not play it. */
int match_index(const match *m, int number);

#endif
