/* SPDX-License-Identifier: MIT */
/* game_ctx.c - what a game's steps share, the moves (game.c) and the opening rule's
 * steps through SWAP2BOARD (swap2.c) alike: the verdict against an engine at fault,
 * the protocol's coordinates, an answer's deadline and its time charged, and which
 * engine holds which colour. */
#include "game_ctx.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* The most a move's number may have: more is no point of any board, but garbage. */
#define MAX_DIGITS 6

const char *game_colour_name(int colour)
{
    return colour == RENJU_BLACK ? "black" : "white";
}


/* ------------------------------------------------------------ verdicts */

/* The engine of colour loses for fault; detail says why (after its name and colour).
 * Every fault's verdict is decided here: the loser is the engine at fault, on time
 * (RE[W+T] in SGF) or by forfeit (RE[W+F]); a foul has ended the game already
 * (renju_play() decides it). */
void game_lose(game_ctx *c, int colour, int fault, const char *fmt, ...)
{
    side *s = c->sides[colour];
    char what[200];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    snprintf(c->out->detail, sizeof c->out->detail, "%s (%s) %s", s->p->e->name,
             game_colour_name(colour), what);
    c->out->fault = fault;
    if (renju_result(c->g) == RENJU_ONGOING)
        renju_forfeit(c->g, colour, fault == FAULT_TIME ? RENJU_REASON_TIME
                                                        : RENJU_REASON_FORFEIT);
    /* an engine that failed is started afresh for its next game: whatever state it is
     * in, it is not to be trusted */
    if (fault != FAULT_FOUL)
        engine_kill(s->p->e);
}

/* An engine's line as the verdict may quote it: the first cap - 1 bytes, every one
 * that is not printable ASCII as "?", so that no engine's bytes end up in the record's
 * comment (UTF-8 text only, else renju_tag_set() refuses it) or on the terminal. */
const char *game_quotable(const char *line, char *buf, size_t cap)
{
    size_t i;

    for (i = 0; line[i] && i + 1 < cap; i++)
        buf[i] = line[i] >= 0x20 && line[i] < 0x7f ? line[i] : '?';
    buf[i] = '\0';
    return buf;
}

/* An engine's read or write failed with rc: its verdict. */
void game_lose_by_io(game_ctx *c, int colour, int rc, double elapsed)
{
    engine *e = c->sides[colour]->p->e;
    char how[100];

    if (rc == ENGINE_STOPPED) {
        c->out->stopped = 1;
    } else if (rc == ENGINE_TIMEOUT) {
        game_lose(c, colour, FAULT_TIME, "timed out after %.2f s", elapsed);
    } else {
        engine_reap(e, 200);
        engine_end_text(e, how, sizeof how);
        game_lose(c, colour, engine_crashed(e) ? FAULT_CRASH : FAULT_EXIT, "%s", how);
    }
}


/* Gomocup's x is the column, its y the row from the top; the library's rows count
 * from the bottom (as lib/record/record_psq.c maps .psq records). */
int game_gomocup_point(game_ctx *c, int x, int y)
{
    int size = c->rules->size;

    if (x < 0 || y < 0 || x >= size || y >= size)
        return -1;
    return renju_point(c->g, x, size - 1 - y);
}

void game_gomocup_xy(game_ctx *c, int point, int *x, int *y)
{
    *x = renju_point_column(c->g, point);
    *y = c->rules->size - 1 - renju_point_row(c->g, point);
}

/* A number of at most MAX_DIGITS digits, with an optional sign. */
static const char *number(const char *s, int *v)
{
    int sign = 1, n = 0, digits = 0;

    if (*s == '-' || *s == '+')
        sign = *s++ == '-' ? -1 : 1;
    for (; *s >= '0' && *s <= '9' && digits <= MAX_DIGITS; s++, digits++)
        n = n * 10 + (*s - '0');
    if (digits == 0 || digits > MAX_DIGITS)
        return NULL;
    *v = sign * n;
    return s;
}

/* "x,y" (blanks allowed around the numbers) into *x and *y. */
const char *game_parse_xy(const char *s, int *x, int *y)
{
    s += strspn(s, " \t");
    if (!(s = number(s, x)))
        return NULL;
    s += strspn(s, " \t");
    if (*s++ != ',')
        return NULL;
    s += strspn(s, " \t");
    return number(s, y);
}


double game_deadline(game_ctx *c, side *s, double t0)
{
    double limit = s->p->tc > 0 ? s->p->tc : HUGE_VAL;

    if (s->p->tcgame > 0 && s->time_left < limit)
        limit = s->time_left > 0 ? s->time_left : 0;
    return t0 + limit + c->rules->margin;
}

/* The time an answer took, out of the game's time, and the increment added for it. */
void game_charge(side *s, double used)
{
    s->time_left -= used;
    if (s->p->tcgame > 0)
        s->time_left += s->p->inc;
}


void game_seat(game_ctx *c)
{
    int k, colour;

    for (k = RENJU_PLAYER_FIRST; k <= RENJU_PLAYER_SECOND; k++) {
        colour = c->rules->opening_rule ? renju_player_colour(c->g, k)
                                        : (k == RENJU_PLAYER_FIRST ? RENJU_BLACK : RENJU_WHITE);
        c->players[k].colour = colour;
        c->sides[colour] = &c->players[k];
    }
    c->out->first_black = c->players[RENJU_PLAYER_FIRST].colour == RENJU_BLACK;
}
