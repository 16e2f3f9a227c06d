/* SPDX-License-Identifier: MIT */
/* explain.c - shape queries and the English explanation of a forbidden point. */
#include "game/shape.h"
#include "game/errors.h"
#include "game/output.h"
#include "game/notation.h"
#include "core/forbidden.h"

#include <stdio.h>
#include <string.h>

static int check_args(renju_game *g, int point, int colour, int dir)
{
    char name[8];

    if (colour != RENJU_BLACK && colour != RENJU_WHITE)
        return rj_error(g, RENJU_EINVAL, "%d is not a colour (1 black, 2 white)", colour);
    if (dir < RENJU_DIR_HORIZONTAL || dir > RENJU_DIR_ANTIDIAGONAL)
        return rj_error(g, RENJU_EINVAL, "%d is not a direction (0..3)", dir);
    if (rj_check_point(g, point))
        return RENJU_ERANGE;
    if (g->board.cell[point] != RJ_EMPTY && g->board.cell[point] != colour) {
        rj_point_name(g, point, name);
        return rj_error(g, RENJU_EOCCUPIED, "%s holds a %s stone", name,
                        colour == RENJU_BLACK ? "white" : "black");
    }
    return RENJU_OK;
}

/* The shape behind the three shape queries, with their checks. */
static int shape_of(renju_game *g, int point, int colour, int dir, rj_shape *s)
{
    if (!g)
        return RENJU_EINVAL;
    if (check_args(g, point, colour, dir))
        return g->errcode;
    rj_shape_line(g, point, colour, dir, s);
    return RENJU_OK;
}

int renju_shape(renju_game *g, int point, int colour, int dir)
{
    rj_shape s;
    int rc = shape_of(g, point, colour, dir, &s);

    if (rc)
        return rc;
    rj_ok(g);
    return s.shape;
}

int renju_shape_stones(renju_game *g, int point, int colour, int dir,
                       int *points, size_t capacity)
{
    rj_shape s;
    int rc = shape_of(g, point, colour, dir, &s);

    if (rc)
        return rc;
    return rj_out_ints(g, points, capacity, s.stones, s.nstones, "points");
}

int renju_shape_keys(renju_game *g, int point, int colour, int dir,
                     int *points, int *status, size_t capacity)
{
    rj_shape s;
    int n = shape_of(g, point, colour, dir, &s);

    if (n)
        return n;
    if (status && !points && capacity > 0)
        return rj_error(g, RENJU_EINVAL, "the key points buffer is NULL");
    n = rj_out_ints(g, points, capacity, s.keys, s.nkeys, "key points");
    if (n > 0 && points && status)
        memcpy(status, s.status, (size_t)n * sizeof *status);
    return n;
}

/* ------------------------------------------------------------ explanation */

typedef struct text {
    char buf[1024];
    size_t len;
} text;

static void put(text *t, const char *fmt, const char *arg)
{
    int n = snprintf(t->buf + t->len, sizeof t->buf - t->len, fmt, arg);
    if (n > 0)
        t->len += (size_t)n < sizeof t->buf - t->len ? (size_t)n : sizeof t->buf - t->len - 1;
}

static void put_points(text *t, renju_game *g, const int *pts, int n, const char *sep,
                       const char *last_sep)
{
    char name[8];
    int i;

    for (i = 0; i < n; i++) {
        rj_point_name(g, pts[i], name);
        if (i > 0)
            put(t, "%s", i == n - 1 ? last_sep : sep);
        put(t, "%s", name);
    }
}

static const char *const key_reason[] = {
    "", "is an overline", "is a double-four", "is a double-three", "would make a five"
};

/* One line's part of the sentence: its stones and what its key points do. */
static void describe(text *t, renju_game *g, const rj_shape *s, int named)
{
    int i, good[RJ_MAX_SIZE], ng = 0;
    char name[8];

    put_points(t, g, s->stones, s->nstones, " ", " ");
    switch (s->shape) {
    case RENJU_SHAPE_FIVE:
        put(t, "%s", named ? " (a five)" : "");
        return;
    case RENJU_SHAPE_OVERLINE:
        put(t, "%s", named ? " (an overline)" : "");
        return;
    case RENJU_SHAPE_STRAIGHT_FOUR:
        put(t, "%s", " (straight four: five at ");
        put_points(t, g, s->keys, s->nkeys, ", ", " or ");
        break;
    case RENJU_SHAPE_FOUR:
        put(t, "%s", " (four: five at ");
        put_points(t, g, s->keys, s->nkeys, ", ", " or ");
        break;
    case RENJU_SHAPE_DOUBLE_FOUR:
        put(t, "%s", " (two fours: fives at ");
        put_points(t, g, s->keys, s->nkeys, ", ", " and ");
        break;
    case RENJU_SHAPE_THREE:
        for (i = 0; i < s->nkeys; i++)
            if (s->status[i] == 0)
                good[ng++] = s->keys[i];
        put(t, "%s", named ? " (three: straight four at " : " (straight four at ");
        put_points(t, g, good, ng, ", ", " or ");
        break;
    case RENJU_SHAPE_FALSE_THREE:
        put(t, "%s", " (no real three: ");
        for (i = 0; i < s->nkeys; i++) {
            rj_point_name(g, s->keys[i], name);
            put(t, "%s", i ? ", " : "");
            put(t, "%s ", name);
            put(t, "%s", key_reason[s->status[i]]);
        }
        break;
    }
    put(t, "%s", ")");
}

int renju_explain(renju_game *g, int point, char *buf, size_t capacity)
{
    static const char *const head[] = {
        " is legal", " is an overline", " is a double-four", " is a double-three"
    };
    /* the shapes that make up each verdict, the rest is shown as context */
    static const int part_of[4][8] = {
        { 0 },
        { 0, 0, 1, 0, 0, 0, 0, 0 },
        { 0, 0, 0, 1, 1, 1, 0, 0 },
        { 0, 0, 0, 0, 0, 0, 1, 0 },
    };
    rj_shape s[RJ_DIRS];
    text t;
    int kind, d, first = 1, five = 0;
    char name[8];

    if (!g)
        return RENJU_EINVAL;
    if (rj_check_point(g, point))
        return RENJU_ERANGE;
    rj_point_name(g, point, name);
    if (g->board.cell[point] != RJ_EMPTY)
        return rj_error(g, RENJU_EOCCUPIED, "%s is already occupied", name);

    kind = rj_forbidden(&g->board, point, g->opt[RENJU_OPT_THREE_READING]);
    for (d = 0; d < RJ_DIRS; d++) {
        rj_shape_line(g, point, RJ_BLACK, d, &s[d]);
        five |= s[d].shape == RENJU_SHAPE_FIVE;
    }
    t.len = 0;
    t.buf[0] = '\0';
    put(&t, "%s", name);
    put(&t, "%s", head[kind]);
    if (kind == RENJU_FORBID_NONE && five)
        put(&t, "%s", " (it makes a five)");
    /* the lines that make the verdict, joined by "and" */
    for (d = 0; kind && d < RJ_DIRS; d++) {
        if (!part_of[kind][s[d].shape])
            continue;
        put(&t, "%s", first ? ": " : " and ");
        describe(&t, g, &s[d], 0);
        first = 0;
    }
    /* then every other shape the stone makes */
    for (d = 0; d < RJ_DIRS; d++) {
        if (s[d].shape == RENJU_SHAPE_NONE || (kind && part_of[kind][s[d].shape]))
            continue;
        put(&t, "%s", first ? ": " : "; ");
        describe(&t, g, &s[d], 1);
        first = 0;
    }

    return rj_out_text(g, buf, capacity, t.buf, "the explanation");
}
