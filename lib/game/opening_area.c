/* SPDX-License-Identifier: MIT */
/* opening_area.c - where the stones of an opening step may go (renju_rules(7), OPENING
 * RULES): the central squares and the rings outside them, and their names for
 * messages. */
#include "game/opening_area.h"
#include "rules/catalogue.h"
#include "game/notation.h"

#include <stdio.h>

/* The distance from the centre point in the larger of the two directions: the
 * central KxK square holds the points at distance K/2 or less. */
static int ring(const renju_game *g, int p)
{
    int size = g->board.size, half = size / 2;
    int dc = p % size - half, dr = p / size - half;

    if (dc < 0)
        dc = -dc;
    if (dr < 0)
        dr = -dr;
    return dc > dr ? dc : dr;
}

int rj_area_holds(const renju_game *g, int area, int p)
{
    int d = ring(g, p);

    switch (area) {
    case RJ_AREA_FIRST:  return !g->opt[RENJU_OPT_CENTRE_FIRST] || d == 0;
    case RJ_AREA_CENTRE: return d == 0;
    case RJ_AREA_IN3:    return d <= 1;
    case RJ_AREA_IN5:    return d <= 2;
    case RJ_AREA_IN7:    return d <= 3;
    case RJ_AREA_IN9:    return d <= 4;
    case RJ_AREA_OUT5:   return d > 2;
    case RJ_AREA_OUT7:   return d > 3;
    default:             return 1;
    }
}

const char *rj_area_name(const renju_game *g, int area, char *buf, size_t n)
{
    char c[8];
    int half = g->board.size / 2;

    rj_point_name(g, half * g->board.size + half, c);
    switch (area) {
    case RJ_AREA_FIRST:
        if (!g->opt[RENJU_OPT_CENTRE_FIRST]) {
            snprintf(buf, n, "anywhere");
            break;
        }
        /* fall through */
    case RJ_AREA_CENTRE: snprintf(buf, n, "on %s", c); break;
    case RJ_AREA_IN3:    snprintf(buf, n, "next to %s (inside the central 3x3)", c); break;
    case RJ_AREA_IN5:    snprintf(buf, n, "inside the central 5x5"); break;
    case RJ_AREA_IN7:    snprintf(buf, n, "inside the central 7x7"); break;
    case RJ_AREA_IN9:    snprintf(buf, n, "inside the central 9x9"); break;
    case RJ_AREA_OUT5:   snprintf(buf, n, "outside the central 5x5"); break;
    case RJ_AREA_OUT7:   snprintf(buf, n, "outside the central 7x7"); break;
    default:             snprintf(buf, n, "anywhere"); break;
    }
    return buf;
}
