/* SPDX-License-Identifier: MIT */
/* game_ctx.h - the state of one game, shared by game.c (the moves) and swap2.c (the
 * opening rule's steps through SWAP2BOARD), and what both do with it (game_ctx.c);
 * not for the rest of the runner. */
#ifndef RENJU_MATCH_GAME_CTX_H
#define RENJU_MATCH_GAME_CTX_H

#include "game.h"

/* One player's engine in this game. */
typedef struct side {
    game_player *p;
    int colour;          /* the colour it holds (tentative during an opening rule) */
    int synced;          /* the engine knows the position but for the opponent's last move */
    double time_left;    /* of the game's time, when there is one */
} side;

typedef struct game_ctx {
    const game_rules *rules;
    int number;
    const opening *op;
    renju_game *g;
    side players[3];     /* by player: RENJU_PLAYER_FIRST, RENJU_PLAYER_SECOND */
    side *sides[3];      /* by colour: RENJU_BLACK, RENJU_WHITE */
    game_outcome *out;
} game_ctx;

/* "black" or "white". */
const char *game_colour_name(int colour);
/* The engine of colour loses for fault (FAULT_*); the words after its name say why. */
void game_lose(game_ctx *c, int colour, int fault, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/* An engine's read or write failed with rc (ENGINE_*), elapsed seconds after asking. */
void game_lose_by_io(game_ctx *c, int colour, int rc, double elapsed);
/* An engine's line as a verdict may quote it: printable ASCII, cut to cap - 1. */
const char *game_quotable(const char *line, char *buf, size_t cap);
/* "x,y" at s into *x, *y; returns the text after it, NULL if it is no point. */
const char *game_parse_xy(const char *s, int *x, int *y);
/* The protocol's x,y of a point and back (-1 off the board). */
int game_gomocup_point(game_ctx *c, int x, int y);
void game_gomocup_xy(game_ctx *c, int point, int *x, int *y);
/* The deadline of the next answer of side s, from t0; its time is then charged by
 * game_charge(). */
double game_deadline(game_ctx *c, side *s, double t0);
void game_charge(side *s, double used);
/* Whose engine holds which colour, after the opening rule changed them. */
void game_seat(game_ctx *c);

/* The opening rule's steps (swap2.c): 0 when normal play can begin, -1 when the game
 * ended (a fault) or was stopped. */
int swap2_opening(game_ctx *c);

#endif
