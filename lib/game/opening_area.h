/* SPDX-License-Identifier: MIT */
/* opening_area.h - where the stones of an opening step may go, and the names of those
 * areas for messages (internal; renju_rules(7), OPENING RULES). */
#ifndef RJ_OPENING_AREA_H
#define RJ_OPENING_AREA_H

#include "game/handle.h"

#include <stddef.h>

/* 1 if area (RJ_AREA_*, the area of an opening step) holds point p. */
int rj_area_holds(const renju_game *g, int area, int p);

/* The English name of an area ("inside the central 5x5"), written in buf[0..n) and
 * returned. */
const char *rj_area_name(const renju_game *g, int area, char *buf, size_t n);

#endif
