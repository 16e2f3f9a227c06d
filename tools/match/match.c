/* SPDX-License-Identifier: MIT */
/* match.c - where a game of the schedule stands in this run's share of it, for the
 * games that are played (main.c) and those found in the files (resume.c). */
#include "match.h"

int match_index(const match *m, int number)
{
    int lo = 0, hi = m->count - 1, mid, at;

    /* mine is in schedule order: a binary search by number */
    while (lo <= hi) {
        mid = (lo + hi) / 2;
        at = m->sched.games[m->mine[mid]].number;
        if (at == number)
            return mid;
        if (at < number)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}
