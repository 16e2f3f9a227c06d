/* SPDX-License-Identifier: MIT */
/* record_output.c - what the record writers share: an output buffer that counts what
 * does not fit, and the facts of the game they ask about. */
#include "record/record_output.h"
#include "game/notation.h"

#include <stdio.h>
#include <string.h>

void rj_out_mem(rj_out *o, const char *s, size_t n)
{
    if (o->buf && o->len < o->cap) {
        size_t room = o->cap - o->len;
        memcpy(o->buf + o->len, s, n < room ? n : room);
    }
    o->len += n;
}

void rj_out_char(rj_out *o, char c)
{
    rj_out_mem(o, &c, 1);
}

void rj_out_str(rj_out *o, const char *s)
{
    rj_out_mem(o, s, strlen(s));
}

void rj_out_int(rj_out *o, int v)
{
    char num[16];

    snprintf(num, sizeof num, "%d", v);
    rj_out_str(o, num);
}

void rj_out_point(rj_out *o, const renju_game *g, int point)
{
    char name[8];

    rj_point_name(g, point, name);
    rj_out_str(o, name);
}

int rj_game_was_set_up(const renju_game *g)
{
    return g->base_stones > 0 || g->base_side != RENJU_BLACK;
}
