/* SPDX-License-Identifier: MIT */
/* record_warnings.c - what an import read leniently or passed over: gathered while a
 * record is read, kept in the handle afterwards (renju_record_warning()). */

#include "game/errors.h"
#include "record/record_output.h"
#include "record/record_warnings.h"
#include "game/handle.h"
#include "core/text.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* how the handle frees and copies the warnings, without knowing them */
static const rj_extra_ops warnings_ops = { rj_warnings_free, rj_warnings_copy };

/* Add a warning to w, or count it again: a record of a thousand marks gives one.  The
 * entry, or NULL when it was only counted. */
struct rj_warning *rj_warning_add(struct rj_warnings *w, int code, int count,
                                      const char *msg)
{
    struct rj_warning *e;
    int i;

    for (i = 0; i < w->n; i++) {
        if (w->w[i].code == code && strcmp(w->w[i].msg, msg) == 0) {
            w->w[i].count += count;
            return NULL;
        }
    }
    if (w->n == RJ_MAX_WARNINGS) {
        w->w[RJ_MAX_WARNINGS - 1].count += count;   /* the rest, counted in the last */
        return NULL;
    }
    e = &w->w[w->n++];
    e->code = code;
    e->count = count;
    e->line = e->column = 0;
    memcpy(e->msg, msg, sizeof e->msg);
    return e;
}

void rj_out_warn(rj_out *o, int code, int count, const char *fmt, ...)
{
    char msg[RJ_WARNING_MAX];
    va_list ap;

    if (!o->warnings)
        return;   /* the pass that writes: the one that measured has said it */
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    rj_utf8_trim(msg);
    rj_warning_add(o->warnings, code, count, msg);
}

int rj_warnings_keep(renju_game *g, const struct rj_warnings *w)
{
    if (w->n == 0) {
        if (g->warnings)
            g->warnings->n = 0;
        return RENJU_OK;
    }
    if (!g->warnings) {
        g->warnings = g->alloc(g->opaque, sizeof *g->warnings);
        if (!g->warnings)
            return RENJU_ENOMEM;
    }
    memcpy(g->warnings, w, sizeof *w);
    g->warnings_ops = &warnings_ops;
    return RENJU_OK;
}

void rj_warnings_free(renju_game *g)
{
    if (g->warnings)
        g->free(g->opaque, g->warnings);
    g->warnings = NULL;
}

int rj_warnings_copy(renju_game *dst, const renju_game *src)
{
    dst->warnings = NULL;
    if (!src->warnings || src->warnings->n == 0)
        return RENJU_OK;
    return rj_warnings_keep(dst, src->warnings);
}

int renju_record_warnings(renju_game *g)
{
    if (!g)
        return RENJU_EINVAL;
    /* the error record is left alone: it may tell of a failed import */
    return g->warnings ? g->warnings->n : 0;
}

const char *renju_record_warning(renju_game *g, int index, int *code, int *line, int *column,
                                 int *count)
{
    const struct rj_warning *e;

    if (!g)
        return NULL;
    if (!g->warnings || index < 0 || index >= g->warnings->n) {
        rj_error(g, RENJU_ERANGE, "no warning %d: the last import gave %d", index,
                 g->warnings ? g->warnings->n : 0);
        return NULL;
    }
    e = &g->warnings->w[index];
    if (code)
        *code = e->code;
    if (line)
        *line = e->line;
    if (column)
        *column = e->column;
    if (count)
        *count = e->count;
    rj_ok(g);
    return e->msg;
}
