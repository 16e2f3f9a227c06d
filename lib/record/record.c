/* SPDX-License-Identifier: MIT */
/* record.c - the entry points of record export and import (renju_rules(7), GAME
 * RECORDS): the checks, the choice of format, the output buffer filled only when the
 * record fits, and the scratch game that replaces the caller's only when the record
 * was read. */
#include "record/record_output.h"
#include "record/record_warnings.h"
#include "record/record_import.h"
#include "record/record_tree.h"
#include "record/record_next.h"
#include "record/record_formats.h"
#include "tree/tree.h"
#include "game/errors.h"
#include "game/handle.h"
#include "core/text.h"

#include <string.h>

/* Exchange the contents of two handles: each keeps what it owns, so freeing either
 * afterwards frees the right memory.  Both use the same allocator. */
static void swap_games(renju_game *a, renju_game *b)
{
    renju_game t;

    memcpy(&t, a, sizeof t);
    memcpy(a, b, sizeof t);
    memcpy(b, &t, sizeof t);
}

/* The checks both import entry points make; records the error. */
static int import_args(renju_game *g, int format, const char *text, size_t length, int flags)
{
    if (format < RENJU_FORMAT_MOVES || format >= RENJU_FORMATS)
        return rj_error(g, RENJU_EINVAL, "unknown record format %d", format);
    if (!text && length > 0)
        return rj_error(g, RENJU_EINVAL, "renju_record_import: text is NULL");
    if (flags & ~(RENJU_IMPORT_RULES | RENJU_IMPORT_PARTIAL))
        return rj_error(g, RENJU_EINVAL, "unknown import flags %#x", (unsigned)flags);
    if (length > 0x7fffffff)
        return rj_error(g, RENJU_ERANGE, "a record of %zu bytes is too long", length);
    if (g->in_setup)
        return rj_error(g, RENJU_EPHASE, "cannot import a record in setup mode");
    return RENJU_OK;
}

/* Replace the caller's game by the scratch game, keeping the record of this import
 * (its error, if the partial game is kept, and where it stopped). */
static void take_scratch(renju_game *g, renju_game *s)
{
    int code = g->errcode, line = g->rec_line, col = g->rec_column, move = g->rec_move;
    int search_ms = g->search_ms;   /* the handle's setting, not the record's */
    char msg[RJ_ERRMSG_MAX];

    memcpy(msg, g->errmsg, sizeof msg);
    rj_warnings_free(s);   /* what the scratch game was cloned with */
    swap_games(g, s);
    g->warnings = s->warnings;
    s->warnings = NULL;
    g->warnings_ops = s->warnings_ops;
    s->warnings_ops = NULL;
    g->rec_line = line;
    g->rec_column = col;
    g->rec_move = move;
    g->search_ms = search_ms;
    g->errcode = code;
    memcpy(g->errmsg, msg, sizeof msg);
}

/* Read the record in text[begin..end) (positions count from text, counted on from
 * *at, at or before begin) into the game; *stop is where reading ended. */
static int import_range(renju_game *g, int format, const char *text, size_t begin, size_t end,
                        int flags, const rj_text_cursor *at, size_t *stop)
{
    rj_import imp;
    int rc, keep;

    memset(&imp, 0, sizeof imp);
    imp.raw = RJ_NO_NODE;
    imp.g = g;
    imp.flags = flags;
    imp.in.text = text ? text : "";
    imp.in.len = end;
    imp.in.pos = begin;
    imp.cursor = imp.base = *at;
    g->rec_line = g->rec_column = g->rec_move = 0;

    switch (format) {
    case RENJU_FORMAT_MOVES: rc = rj_import_moves(&imp); break;
    case RENJU_FORMAT_SGF:   rc = rj_import_sgf(&imp); break;
    case RENJU_FORMAT_PSQ:   rc = rj_import_psq(&imp); break;
    case RENJU_FORMAT_LIB:   rc = rj_import_lib(&imp); break;
    default:                 rc = rj_import_pos(&imp); break;
    }
    rj_imp_tree_free(&imp);
    if (rc == RENJU_OK && !imp.s)
        rc = rj_imp_start(&imp, -1, -1, 0, -1, 0);  /* an empty record: the empty board */
    if (rc == RENJU_OK && imp.s->in_setup)
        rc = rj_imp_error(&imp, RENJU_EPARSE, imp.in.pos, "the set-up position was not ended");
    /* the warnings are kept whatever happens: they say what was read before a failure */
    if (rj_warnings_keep(g, &imp.warnings)) {
        renju_game_free(imp.s);
        if (g->warnings)
            g->warnings->n = 0;
        return rj_error(g, RENJU_ENOMEM, "out of memory keeping the import's warnings");
    }
    keep = rc == RENJU_OK
        || (imp.illegal && (flags & RENJU_IMPORT_PARTIAL) && imp.s && !imp.s->in_setup);
    /* what a record held is kept: a move played beside it later is a variation, and
     * never replaces it (renju_tree(3)) */
    if (keep) {
        rj_tree_keep_line(imp.s);
        take_scratch(g, imp.s);
    }
    renju_game_free(imp.s);
    *stop = imp.in.pos;
    if (rc)
        return rc;
    return rj_ok(g);
}

int renju_record_import(renju_game *g, int format, const char *text, size_t length, int flags)
{
    rj_text_cursor at;
    size_t stop;
    int rc;

    if (!g)
        return RENJU_EINVAL;
    if ((rc = import_args(g, format, text, length, flags)))
        return rc;
    rj_text_cursor_init(&at);
    rc = import_range(g, format, text, 0, length, flags, &at, &stop);
    return rc ? rc : (int)stop;
}

/* Where the lines of a call that starts at offset are counted from: where the last
 * call started when it read the same text and that was not past offset (a collection
 * read in order costs each byte about twice; only the bytes before offset, the
 * caller's to keep, were counted), else the start of text. */
static rj_text_cursor offset_cursor(const renju_game *g, const char *text, size_t offset)
{
    rj_text_cursor c;
    int line, column;

    if (g->rec_text == text && g->rec_cursor.pos <= offset)
        c = g->rec_cursor;
    else
        rj_text_cursor_init(&c);
    rj_text_cursor_move(&c, text, offset, &line, &column);
    return c;
}

int renju_record_import_next(renju_game *g, int format, const char *text, size_t length,
                             size_t *offset, int flags)
{
    rj_text_cursor start, at;
    size_t begin, end, stop;
    int rc, line, column;

    if (!g)
        return RENJU_EINVAL;
    if ((rc = import_args(g, format, text, length, flags)))
        return rc;
    if (!offset)
        return rj_error(g, RENJU_EINVAL, "renju_record_import_next: offset is NULL");
    if (*offset > length)
        return rj_error(g, RENJU_EINVAL, "offset %zu is past the end of the text (%zu bytes)",
                        *offset, length);
    if (!rj_record_extent(format, text, length, *offset, &begin, &end)) {
        *offset = length;
        g->rec_line = g->rec_column = g->rec_move = 0;
        if (g->warnings)
            g->warnings->n = 0;
        return rj_ok(g);
    }
    start = offset_cursor(g, text, *offset);
    at = start;
    rj_text_cursor_move(&at, text, begin, &line, &column);   /* the game's own start */
    rc = import_range(g, format, text, begin, end, flags, &at, &stop);
    /* kept where this call started, not where its positions got to: a caller that
     * reads a game again from the same offset (with more text) counts on from here */
    g->rec_text = text;
    g->rec_cursor = start;
    *offset = end;
    return rc ? rc : 1;
}

int renju_record_error_position(renju_game *g, int *line, int *column, int *move)
{
    if (!g)
        return RENJU_EINVAL;
    if (line)
        *line = g->rec_line;
    if (column)
        *column = g->rec_column;
    if (move)
        *move = g->rec_move;
    return RENJU_OK;    /* the failed import's error record is kept for reading too */
}

/* ------------------------------------------------------------ export */

static int export_to(renju_game *g, int format, rj_out *o, int whole)
{
    switch (format) {
    case RENJU_FORMAT_MOVES: return rj_export_moves(g, o);
    case RENJU_FORMAT_SGF:   return rj_export_sgf(g, o, whole);
    case RENJU_FORMAT_PSQ:   return rj_export_psq(g, o);
    case RENJU_FORMAT_LIB:   return rj_export_lib(g, o, whole);
    default:
        return rj_error(g, RENJU_EINVAL, "%s records are read, not written",
                        renju_format_name(format));
    }
}

static int export_args(renju_game *g, int format, char *buf, size_t capacity, const char *fn)
{
    if (format < RENJU_FORMAT_MOVES || format >= RENJU_FORMATS)
        return rj_error(g, RENJU_EINVAL, "unknown record format %d", format);
    if (!buf && capacity > 0)
        return rj_error(g, RENJU_EINVAL, "%s: buf is NULL", fn);
    if (g->in_setup)
        return rj_error(g, RENJU_EPHASE, "cannot write a record in setup mode");
    return RENJU_OK;
}

/* Measure first, then write only into a buffer the whole record fits in: a buffer too
 * small is left untouched, as every other buffer function leaves it.  What the format
 * left out is said by the measuring pass, and kept as the handle's warnings. */
static int export_measured(renju_game *g, int format, char *buf, size_t capacity, int whole)
{
    struct rj_warnings warnings;
    rj_out o;
    size_t needed;
    int rc;

    memset(&o, 0, sizeof o);
    warnings.n = 0;
    o.warnings = &warnings;
    if ((rc = export_to(g, format, &o, whole)))
        return rc;
    if (o.len >= 0x7fffffff)
        return rj_error(g, RENJU_ERANGE, "the record would be %zu bytes long", o.len);
    if (buf && capacity < o.len + 1)
        return rj_error(g, RENJU_EBUFSIZE, "the buffer holds %zu bytes, the record needs %zu",
                        capacity, o.len + 1);
    if (whole && rj_warnings_keep(g, &warnings))
        return rj_error(g, RENJU_ENOMEM, "out of memory keeping the export's warnings");
    if (!buf) {
        rj_ok(g);
        return (int)o.len + 1;
    }
    needed = o.len;
    memset(&o, 0, sizeof o);
    o.buf = buf;
    o.cap = capacity;
    if ((rc = export_to(g, format, &o, whole)))
        return rc;
    if (o.len != needed)   /* the writers are deterministic: this cannot happen */
        return rj_error(g, RENJU_ERANGE, "the record changed length while written");
    buf[o.len] = '\0';
    rj_ok(g);
    return (int)o.len;
}

int renju_record_export(renju_game *g, int format, char *buf, size_t capacity)
{
    if (!g)
        return RENJU_EINVAL;
    if (export_args(g, format, buf, capacity, "renju_record_export"))
        return g->errcode;
    return export_measured(g, format, buf, capacity, 0);
}

/* A format that holds one line: the main line's, from a copy of the game taken to its
 * end, what the tree holds besides said to be left out. */
static int export_main_line(renju_game *g, int format, char *buf, size_t capacity)
{
    struct rj_warnings warnings;
    renju_game *c;
    int rc, id, branches = 0;

    if (rj_tree_ensure(g))
        return g->errcode;
    if (renju_game_clone(&c, g))
        return g->errcode;
    for (id = RJ_ROOT; c->tree->node[id].child != RJ_NO_NODE; id = c->tree->node[id].child) {
        branches += rj_node_children(c->tree, id) - 1;
        if (!rj_node_playable(c->tree, c->tree->node[id].child))
            break;
    }
    if ((rc = rj_tree_goto(c, id)) == RENJU_OK)
        rc = export_measured(c, format, buf, capacity, 0);
    if (rc < 0)
        rj_error(g, rc, "%s", c->errmsg);
    else
        rj_ok(g);
    renju_game_free(c);
    warnings.n = 0;
    if (branches) {
        rj_out o;
        memset(&o, 0, sizeof o);
        o.warnings = &warnings;
        rj_out_warn(&o, RENJU_WARN_NOT_WRITTEN, branches,
                    "%d %s not written: %s records hold one line", branches,
                    branches == 1 ? "variation" : "variations",
                    renju_format_name(format));
    }
    if (rc >= 0 && rj_warnings_keep(g, &warnings))
        return rj_error(g, RENJU_ENOMEM, "out of memory keeping the export's warnings");
    return rc;
}

int renju_tree_export(renju_game *g, int format, char *buf, size_t capacity)
{
    if (!g)
        return RENJU_EINVAL;
    if (export_args(g, format, buf, capacity, "renju_tree_export"))
        return g->errcode;
    if (format == RENJU_FORMAT_SGF || format == RENJU_FORMAT_LIB) {
        if (rj_tree_ensure(g))
            return g->errcode;
        return export_measured(g, format, buf, capacity, 1);
    }
    return export_main_line(g, format, buf, capacity);
}
