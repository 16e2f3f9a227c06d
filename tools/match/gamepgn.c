/* SPDX-License-Identifier: MIT */
/* gamepgn.c - a finished game's PGN record: its place in the schedule, its engines,
 * result and reason, and its stones in the library's notation. */
#define _POSIX_C_SOURCE 200809L

#include "gamepgn.h"
#include "pgn.h"

#include <renju.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Today's date as PGN writes it. */
static void pgn_date(char *buf, size_t cap)
{
    time_t now = time(NULL);
    struct tm tm;

    if (localtime_r(&now, &tm))
        strftime(buf, cap, "%Y.%m.%d", &tm);
    else
        snprintf(buf, cap, "????.??.??");
}

/* The points of the game, the opening's first, in the library's notation. */
static char *move_text(renju_game *g, const opening *op)
{
    int moves[RENJU_MAX_SIZE * RENJU_MAX_SIZE], n = 0, k, i;
    char *text = malloc(RENJU_MAX_SIZE * RENJU_MAX_SIZE * 5 + 1), name[8];
    size_t len = 0;

    if (!text)
        return NULL;
    if (op)
        for (i = 0; i < op->count; i++)
            moves[n++] = op->points[i];
    k = renju_moves(g, moves + n, (size_t)(RENJU_MAX_SIZE * RENJU_MAX_SIZE - n));
    n += k > 0 ? k : 0;
    text[0] = '\0';
    for (i = 0; i < n; i++) {
        if (moves[i] == RENJU_PASS)
            continue;
        renju_point_format(g, moves[i], name, sizeof name);
        len += (size_t)snprintf(text + len, 6, "%s%s", len ? " " : "", name);
    }
    return text;
}

char *records_pgn(const match *m, const sched_game *sg, const opening *op,
                  const game_outcome *out, int black, int white)
{
    pgn_game g;
    char date[16], site[256], rules[64], *moves = move_text(out->g, op), *text;

    memset(&g, 0, sizeof g);
    g.number = sg->number;
    g.schedule = m->sched.count;
    g.round = sg->round;
    g.windex = black;
    g.bindex = white;
    snprintf(g.white, sizeof g.white, "%s", m->names[black]);
    snprintf(g.black, sizeof g.black, "%s", m->names[white]);
    g.result = out->result;
    g.fault = out->result == RENJU_DRAW ? FAULT_NONE : out->fault;
    snprintf(g.reason, sizeof g.reason, "%s", out->detail);
    g.plies = renju_move_count(out->g);
    g.opening = sg->opening;
    g.transform = sg->transform;
    pgn_date(date, sizeof date);
    if (gethostname(site, sizeof site) != 0)
        snprintf(site, sizeof site, "?");
    site[sizeof site - 1] = '\0';
    if (renju_tag_get(out->g, "RU", rules, sizeof rules) < 0)
        snprintf(rules, sizeof rules, "%s", renju_ruleset_name(m->set->ruleset));
    text = moves ? pgn_write(&g, "renju-match", site, date, rules, moves) : NULL;
    free(moves);
    return text;
}
