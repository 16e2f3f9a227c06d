/* SPDX-License-Identifier: MIT */
/* opening_start.h - where a set-up position enters the script of the game's opening
 * rule (internal; renju_setup_begin(3), renju_rules(7), OPENING RULES). */
#ifndef RJ_OPENING_START_H
#define RJ_OPENING_START_H

#include "game/handle.h"
#include "game/opening_types.h"
#include "rules/catalogue.h"

#include <stddef.h>

/* Whether the game starts from a set-up position rather than the empty board with
 * black to move. */
int rj_set_up(const renju_game *g);

/* Where a position set up with stones cells[] and side to move continues the script of
 * an opening rule: fills st as rj_opening_state() would before any action, and returns
 * the index of the step it continues at (the script's end once the opening is over), or
 * -1 when no game under the script can have reached the position, saying why in
 * why[0..n) (renju_setup_begin(3)). */
int rj_opening_start(const renju_game *g, const rj_step *script, const unsigned char *cells,
                     int side, rj_ostate *st, char *why, size_t n);

/* RENJU_OK if a game under the game's opening rule can have reached the position
 * cells[] with side to move, else RENJU_EPOSITION, recorded with the reason. */
int rj_opening_fits(renju_game *g, const unsigned char *cells, int side);

#endif
