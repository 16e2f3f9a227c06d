/* SPDX-License-Identifier: MIT */
/* result.h - judging wins and draws (internal).  Only result.c writes the result. */
#ifndef RJ_RESULT_H
#define RJ_RESULT_H

#include "game/handle.h"

/* Judge the stone just placed on p by colour; sets the result if it ends the game.
 * Returns 1 if it did. */
int rj_judge_stone(renju_game *g, int p, int colour);
/* Judge the position with nothing just placed (setup end, after a pass) for a full
 * board, a move limit and black's lack of a legal point. */
void rj_judge_position(renju_game *g);
/* Judge the starting position (after setup, or an option change) and keep the
 * verdict for undo to come back to. */
void rj_judge_start(renju_game *g);
/* The game goes on, or comes back to the starting position's verdict. */
void rj_clear_result(renju_game *g);
void rj_restore_start_result(renju_game *g);
/* The empty board's: going on, at the start too. */
void rj_reset_result(renju_game *g);
/* The ends that give the game to one side without a line. */
void rj_set_result(renju_game *g, int result, int reason);
void rj_set_foul(renju_game *g, int kind, int point);
/* The length of the run of colour through p along d if it wins under the rule set
 * (its length, and in caro what blocks its ends), else 0. */
int rj_run_wins(const renju_game *g, int p, int d, int colour);
/* Whether the run of colour through p along d is five or more stones that the rule set
 * no longer lets win, however long, because both its ends are closed (caro). */
int rj_run_dead(const renju_game *g, int p, int d, int colour);
/* RENJU_OK if no line of the position wins under the rule set and the options, else
 * RENJU_EPOSITION, recorded as "<holds> a winning line for black (d8-h8)": a position
 * that is over before it starts. */
int rj_check_no_win(renju_game *g, const char *holds);
/* The length and direction of the longest run through p that wins for colour under
 * the rule set, 0 if none. */
int rj_winning_run(renju_game *g, int p, int colour, int *dir);

#endif
