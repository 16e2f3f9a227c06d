/* SPDX-License-Identifier: MIT */
/* table.c - the tally of a tournament and its cross table: counts only, the numbers
 * of stats.c, the layout here. */
#define _POSIX_C_SOURCE 200809L

#include "table.h"

#include <renju.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

int table_init(table *t, int n, const char *const *names)
{
    memset(t, 0, sizeof *t);
    t->n = n;
    t->names = names;
    t->eng = calloc((size_t)n, sizeof *t->eng);
    t->vs = calloc((size_t)n * (size_t)n, sizeof *t->vs);
    if (!t->eng || !t->vs) {
        table_free(t);
        return -1;
    }
    return 0;
}

void table_free(table *t)
{
    free(t->eng);
    free(t->vs);
    t->eng = NULL;
    t->vs = NULL;
}

/* A win, a loss or a draw into a score, from the side of the engine of colour. */
static void count(match_score *s, int result, int colour)
{
    if (result == RENJU_DRAW)
        s->draws++;
    else if (result == colour)
        s->wins++;
    else
        s->losses++;
}

/* A fault's line into the list, kept in game order: a run, its shards merged and a
 * resumed run list the same games, whatever order they ended in. */
static void list_fault(table *t, int number, const char *detail)
{
    int at = t->listed;

    if (at == TABLE_FAULTS_LISTED && number > t->fault_games[at - 1])
        return;
    if (at == TABLE_FAULTS_LISTED)
        at--;
    else
        t->listed++;
    for (; at > 0 && t->fault_games[at - 1] > number; at--) {
        t->fault_games[at] = t->fault_games[at - 1];
        memcpy(t->fault_lines[at], t->fault_lines[at - 1], sizeof t->fault_lines[0]);
    }
    t->fault_games[at] = number;
    snprintf(t->fault_lines[at], sizeof t->fault_lines[0], "game %d: %s", number, detail);
}

void table_add(table *t, int number, int black, int white, int result, int fault,
               const char *detail, int moves)
{
    int loser;

    count(&t->eng[black].as_black, result, RENJU_BLACK);
    count(&t->eng[white].as_white, result, RENJU_WHITE);
    count(&t->vs[black * t->n + white], result, RENJU_BLACK);
    count(&t->vs[white * t->n + black], result, RENJU_WHITE);
    if (fault != FAULT_NONE && result != RENJU_DRAW) {
        loser = result == RENJU_BLACK_WINS ? white : black;
        t->eng[loser].faults[fault]++;
        list_fault(t, number, detail);
    }
    t->games++;
    t->moves += moves;
}

match_score table_total(const table *t, int i)
{
    const table_engine *e = &t->eng[i];
    match_score s;

    s.wins = e->as_black.wins + e->as_white.wins;
    s.losses = e->as_black.losses + e->as_white.losses;
    s.draws = e->as_black.draws + e->as_white.draws;
    return s;
}

/* An Elo figure: signed, one decimal, "+inf" and "-inf" at the ends. */
static const char *elo_text(double elo, char *buf, size_t cap)
{
    if (isinf(elo))
        snprintf(buf, cap, "%sinf", elo > 0 ? "+" : "-");
    else
        snprintf(buf, cap, "%+.1f", elo + 0.0);   /* + 0.0: no "-0.0" for an even score */
    return buf;
}

static double points(const match_score *s)
{
    return s->wins + 0.5 * s->draws;
}

/* The width of the names' column: the longest name, at least 6, at most 20. */
static int name_width(const table *t)
{
    int i, w = 6, len;

    for (i = 0; i < t->n; i++)
        if ((len = (int)strlen(t->names[i])) > w)
            w = len;
    return w > 20 ? 20 : w;
}

void table_cross(FILE *f, const table *t)
{
    int i, j, w = name_width(t);
    char cell[32], e[3][16];

    fprintf(f, "Cross table:\n%-4s%-*s", "", w, "engine");
    for (j = 0; j < t->n; j++)
        fprintf(f, " %9d", j + 1);
    fprintf(f, " %9s %6s %5s  %s\n", "points", "score", "games", "Elo [95% interval]");
    for (i = 0; i < t->n; i++) {
        match_score s = table_total(t, i);
        double elo, low, high;

        fprintf(f, "%-4d%-*.*s", i + 1, w, w, t->names[i]);
        for (j = 0; j < t->n; j++) {
            const match_score *c = &t->vs[i * t->n + j];

            if (i == j || stats_games(c) == 0)
                snprintf(cell, sizeof cell, "%s", i == j ? "x" : "-");
            else
                snprintf(cell, sizeof cell, "%g/%d", points(c), stats_games(c));
            fprintf(f, " %9s", cell);
        }
        fprintf(f, " %9g %5.1f%% %5d  ", points(&s), 100 * stats_fraction(&s),
                stats_games(&s));
        if (stats_elo_interval(&s, &elo, &low, &high) == 0)
            fprintf(f, "%s [%s, %s]\n", elo_text(elo, e[0], sizeof e[0]),
                    elo_text(low, e[1], sizeof e[1]), elo_text(high, e[2], sizeof e[2]));
        else
            fprintf(f, "-\n");
    }
}

void table_faults(FILE *f, const table *t)
{
    int i, k, any, all = 0;

    for (i = 0; i < t->n; i++) {
        fprintf(f, "Faults of %s:", t->names[i]);
        for (k = 1, any = 0; k < FAULT_KINDS; k++)
            if (t->eng[i].faults[k]) {
                fprintf(f, "%s %s %d", any ? "," : "", game_fault_name(k),
                        t->eng[i].faults[k]);
                any = 1;
                all += t->eng[i].faults[k];
            }
        fprintf(f, "%s\n", any ? "" : " none");
    }
    for (i = 0; i < t->listed; i++)
        fprintf(f, "  %s\n", t->fault_lines[i]);
    if (all > t->listed)
        fprintf(f, "  ... and %d more\n", all - t->listed);
}

void table_score_lines(FILE *f, const table *t)
{
    int i;

    for (i = 0; i < t->n; i++) {
        match_score s = table_total(t, i);

        fprintf(f, "Score of %s vs the field: %d - %d - %d  [%.3f] %d\n", t->names[i],
                s.wins, s.losses, s.draws, stats_fraction(&s), stats_games(&s));
    }
}
