/* SPDX-License-Identifier: MIT */
/* threat_play.h - what the brute-force threat searches and the proof checker ask of a
 * position, answered through the play functions alone (internal to the tests). */
#ifndef THREAT_PLAY_H
#define THREAT_PLAY_H

#include <check.h>

#include "renju.h"

/* Fail the test with what unless ok: Check's own assertions mark the place they are
 * at, a write each, too slow for the millions of moves these searches play. */
#define must(ok, what)                                                                \
    do {                                                                           \
        if (!(ok))                                                                 \
            ck_abort_msg("%s failed at %s:%d", (what), __FILE__, __LINE__);       \
    } while (0)

/* The stones as the searches below see them: a copy of the board kept by tp_play(),
 * tp_pass() and tp_undo(), read without a call into the library, which the millions
 * of reads would spend their time in.  tp_sync() takes the board of g as it is;
 * tp_synced() checks that the copy still matches it. */
void tp_sync(renju_game *g);
void tp_synced(renju_game *g);
int tp_stone(renju_game *g, int p);
int tp_play(renju_game *g, int p);     /* renju_play() */
void tp_pass(renju_game *g);           /* renju_pass(), which must succeed */
void tp_undo(renju_game *g);           /* renju_undo(), which must succeed */

/* Whether the side to move's stone on the empty point p ends the game in its win. */
int tp_mover_wins(renju_game *g, int p);
/* The points where colour's stone would win (the other side passing first when it is
 * to move): along the lines through near (within four) when near is a point, else
 * anywhere; returns their number. */
int tp_win_points(renju_game *g, int colour, int near, int *out);
/* Whether five cells through p in a line hold at least stones of colour and none of
 * the other colour (p itself counted as colour's when it is empty). */
int tp_shape(renju_game *g, int p, int colour, int stones);
/* The points along p's lines within five of it, p itself first; returns their number. */
int tp_near(renju_game *g, int p, int *out);
/* Whether colour's win points w[0..nw) (all it has; the other side to move) are
 * stopped by some legal stone of the other side: one after which none of them wins. */
int tp_stoppable(renju_game *g, const int *w, int nw);
/* Whether colour's stone on q (colour having no win point, the other none either)
 * leaves win points nothing stops: a threat point (renju_vct(3)). */
int tp_threat_point(renju_game *g, int colour, int q);

#endif
