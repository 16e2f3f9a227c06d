/* SPDX-License-Identifier: MIT */
/* forbidden.h - black's forbidden points under the renju rules (internal).
 * renju_rules(7), FORBIDDEN MOVES; RIF 9.2 and 9.3. */
#ifndef RJ_FORBIDDEN_H
#define RJ_FORBIDDEN_H

#include "core/board.h"

/* The kind (RENJU_FORBID_*) of a black stone on the empty point p: RENJU_FORBID_NONE
 * when it makes a five (RIF 9.2) or nothing forbidden.  nonliteral selects
 * RENJU_THREE_NONLITERAL.  The board may be changed during the call but is restored. */
int rj_forbidden(rj_board *b, int p, int nonliteral);

/* map[p] = kind for every point (occupied points 0); returns the number forbidden. */
int rj_forbidden_map(rj_board *b, unsigned char *map, int nonliteral);

/* rj_forbidden_map() of the board as the game holds it: the board keeps the map it
 * makes here, and asked again judges again only what the stones written down since
 * (rj_board_note) can change (forbidden_map.c). */
int rj_forbidden_map_kept(rj_board *b, unsigned char *map, int nonliteral);

/* rj_forbidden() of the empty point p read off the map the board keeps, when it is one
 * of this very position in this reading; else -1.  A few operations: for the moves of a
 * game, not for the searches, which change the board between their questions. */
static inline int rj_forbidden_kept(const rj_board *b, int p, int nonliteral)
{
    if (b->kept.reading != nonliteral + 1 || b->nchanges != 0)
        return -1;
    return b->kept.kind[p];
}

/* rj_forbidden() of the empty point at row r, column c, for the map: *deep is set when
 * the stone makes two threes or more, whose reality is judged from other points. */
int rj_forbidden_judge(rj_board *b, int r, int c, int nonliteral, int *deep);

/* 1 if black has at least one empty point that is not forbidden, else 0. */
int rj_black_has_legal_point(rj_board *b, int nonliteral);

#endif
