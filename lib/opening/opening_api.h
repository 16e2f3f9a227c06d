/* SPDX-License-Identifier: MIT */
/* opening_api.h - what the opening actions offer the record layer (internal). */
#ifndef RJ_OPENING_API_H
#define RJ_OPENING_API_H

#include "game/handle.h"

/* A record places a stone on point where the opening expects a decision (a swap, a
 * declaration, the offers, a branch, a colour, Swap2's choice) that the record does
 * not hold: take it as not recorded, in the way that lets the stone follow, and put
 * RENJU_ACTION_* of what was passed over in *action.  Fails with RENJU_EPHASE
 * (recorded) when no decision is expected now. */
int rj_opening_unrecorded(renju_game *g, int point, int *action);

#endif
