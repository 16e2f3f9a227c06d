/* SPDX-License-Identifier: MIT */
/* game.h - one game between two engines: the opening set up, the engines told, their
 * moves read by their deadlines and judged by the library, and the verdict. */
#ifndef RENJU_MATCH_GAME_H
#define RENJU_MATCH_GAME_H

#include "engine.h"
#include "openings.h"

#include <renju.h>

/* What the loser of a game did wrong, if anything. */
#define FAULT_NONE      0
#define FAULT_TIME      1   /* no move by the deadline */
#define FAULT_CRASH     2   /* killed by a signal */
#define FAULT_EXIT      3   /* exited, or closed its output */
#define FAULT_GARBAGE   4   /* a line that is no move */
#define FAULT_OFFBOARD  5   /* a point off the board */
#define FAULT_OCCUPIED  6   /* a point that holds a stone */
#define FAULT_ILLEGAL   7   /* another move the rules refuse (the centre first in renju) */
#define FAULT_FOUL      8   /* black's forbidden point: the library's verdict */
#define FAULT_START     9   /* START refused or not answered */
#define FAULT_KINDS    10

/* The word a fault is counted under in the table ("timeout", "crash" ...). */
const char *game_fault_name(int fault);

/* The rules and clocks every game of a match is played with. */
typedef struct game_rules {
    int ruleset, size;
    int gomocup_rule;     /* INFO rule */
    int move_limit;       /* RENJU_OPT_MOVE_LIMIT, 0 none */
    double margin;        /* seconds an answer may come after its deadline */
    double start_time;    /* seconds START and ABOUT may take */
    int opening_rule;     /* RENJU_OPENING_SWAP2 or _SWAP1 (SWAP2BOARD), or _NONE */
    int opening_n;        /* its N, 0 for the default */
} game_rules;

/* One side of a game. */
typedef struct game_player {
    engine *e;
    double tc;            /* seconds a move, 0: none */
    double tcgame;        /* seconds a game, 0: none */
    double inc;           /* seconds added to the game's time after each move */
} game_player;

/* How a game ended. */
typedef struct game_outcome {
    renju_game *g;        /* the game as played, result included (the caller frees it) */
    int result;           /* RENJU_BLACK_WINS, RENJU_WHITE_WINS or RENJU_DRAW */
    int fault;            /* FAULT_* of the loser */
    int stopped;          /* interrupted: no result */
    int fatal;            /* the match cannot go on (an engine refuses START, or cannot run) */
    int first_black;      /* the first player played black (always, without an opening rule) */
    char detail[300];     /* why it ended, e.g. "B (white) timed out after 0.25 s" */
} game_outcome;

/* Play game number (from 1) from the opening (NULL: the empty board); first is black,
 * second white, unless the opening rule has them choose (out->first_black tells);
 * engines not running are started.  Returns 0, or -1 when the library failed (out of
 * memory; then out->g may be NULL). */
int game_play(const game_rules *rules, int number, const opening *op,
              game_player *first, game_player *second, game_outcome *out);

/* The FAULT_* a word of game_fault_name() stands for; -1 for none. */
int game_fault_from_name(const char *name);

#endif
