/* SPDX-License-Identifier: MIT */
/* opening_state.h - where the opening of a game stands, read off its history, and what
 * it allows now (internal; renju_rules(7), OPENING RULES). */
#ifndef RJ_OPENING_STATE_H
#define RJ_OPENING_STATE_H

#include "game/handle.h"
#include "game/opening_types.h"
#include "rules/catalogue.h"

#include <stddef.h>

/* Fills st with where the opening of g stands now (rj_ostate, opening_types.h). */
void rj_opening_state(const renju_game *g, rj_ostate *st);

/* Read again where the starting position enters the opening's script (g->start_pc and
 * the rest), after the position (setup, reset) or the options changed. */
void rj_opening_restart(renju_game *g);

/* The player (RENJU_PLAYER_*) who acts at step s, and the one who holds colour. */
int rj_step_player(const rj_step *s, const rj_ostate *st);
int rj_colour_holder(const rj_ostate *st, int colour);

/* A player's name for messages: "first" or "second". */
const char *rj_player_name(int player);

/* The bounds of the number of offers step s asks for: that number in both once it is
 * known; 1 to rj_declare_max() of the declaration a set-up position passed over
 * (st->undeclared), for black to choose with the offers; 0 in both while it is still
 * to be declared. */
void rj_offers_bounds(const renju_game *g, const rj_ostate *st, const rj_step *s, int *lo,
                      int *hi);

/* The largest number declaration step s takes. */
int rj_declare_max(const renju_game *g, const rj_step *s);

/* The area of the stone that branch (a) of a branch step places (Taraguchi's move 5):
 * a stone there, where the branch was not recorded, tells that branch (a) was taken. */
int rj_branch_area(const rj_step *branch);

/* A sentence saying what is expected now ("the second player must decide whether to
 * swap"). */
void rj_describe_expected(const renju_game *g, const rj_ostate *st, char *buf, size_t n);

/* Whether the opening allows this stone (offered with a draw if offer is set) or a
 * pass now; records the error if not. */
int rj_opening_allows_stone(renju_game *g, int p, int offer);
int rj_opening_allows_pass(renju_game *g);

/* RENJU_OPT_OPENING for options.c: the bounds in this game, and whether a value inside
 * them is refused (recording the error) because the rule set or board cannot take it. */
void rj_opening_bounds(const renju_game *g, int *min, int *max);
int rj_opening_refuses(renju_game *g, int opening);

#endif
