/* SPDX-License-Identifier: MIT */
/* notation.h - points as text (internal). */
#ifndef RJ_NOTATION_H
#define RJ_NOTATION_H

#include "game/handle.h"

/* "h8" (or "pass") for a point into buf (at least 8 bytes). */
void rj_point_name(const renju_game *g, int point, char *buf);

/* Whether point is on the board; records the error if not. */
int rj_check_point(renju_game *g, int point);

#endif
