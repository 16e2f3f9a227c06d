/* SPDX-License-Identifier: MIT */
/* history.h - the list of actions, for undo and redo (internal). */
#ifndef RJ_HISTORY_H
#define RJ_HISTORY_H

#include "game/handle.h"

/* Append a, dropping the redo tail; RENJU_ENOMEM (recorded) when it cannot grow. */
int rj_hist_push(renju_game *g, const rj_action *a);

#endif
