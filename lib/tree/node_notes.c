/* SPDX-License-Identifier: MIT */
/* node_notes.c - the public calls on what a node carries (renju_tree(3)): its comment
 * and name, labels and marks at points, set-up stones and properties a record held. */
#include "tree/tree.h"
#include "game/errors.h"
#include "game/output.h"
#include "game/notation.h"
#include "core/text.h"

#include <string.h>

#define TEXT_MAX (1u << 20)    /* a comment or a name */
#define LABEL_MAX 255

#define NODE_ARG(g, node, id, edit) \
    do { \
        if (!(g)) \
            return RENJU_EINVAL; \
        if ((edit) ? rj_tree_edit_arg((g), (node), &(id)) : rj_tree_node_arg((g), (node), &(id))) \
            return (g)->errcode; \
    } while (0)

/* A caller's text for a note: RENJU_OK with its length, or the error, recorded. */
static int check_text(renju_game *g, const char *text, size_t max, const char *what,
                      size_t *n)
{
    *n = text ? strlen(text) : 0;
    if (rj_utf8_valid(text ? text : "", *n) < *n)
        return rj_error(g, RENJU_EINVAL, "the %s is not UTF-8 text", what);
    if (*n > max)
        return rj_error(g, RENJU_ERANGE, "the %s is %zu bytes long, at most %zu are kept",
                        what, *n, max);
    return RENJU_OK;
}

/* Set (or with n 0 remove) a note and keep the node: a note is an edit. */
static int set_note(renju_game *g, int id, int type, int point, const void *bytes, size_t n)
{
    if (rj_note_set(g, g->tree, id, type, point, n ? bytes : NULL, n))
        return rj_error(g, RENJU_ENOMEM, "out of memory keeping a note in the game tree");
    rj_node_keep(g->tree, id);
    return rj_ok(g);
}

/* A text note into the caller's buffer ("" when there is none). */
static int get_text(renju_game *g, int id, int type, int point, char *buf, size_t capacity,
                    const char *what)
{
    const unsigned char *b;
    size_t len = 0;

    b = rj_note_find(g->tree, id, type, point, &len);
    if (!b)
        len = 0;
    if (!buf && capacity == 0)
        return rj_ok(g), (int)len + 1;
    if (!buf)
        return rj_error(g, RENJU_EINVAL, "the buffer for %s is NULL", what);
    if (capacity < len + 1)
        return rj_error(g, RENJU_EBUFSIZE, "the buffer holds %zu bytes, %s needs %zu",
                        capacity, what, len + 1);
    if (len)
        memcpy(buf, b, len);
    buf[len] = '\0';
    rj_ok(g);
    return (int)len;
}

static int set_text(renju_game *g, int node, int type, const char *text, const char *what)
{
    size_t n;
    int id;

    NODE_ARG(g, node, id, 1);
    if (check_text(g, text, TEXT_MAX, what, &n))
        return g->errcode;
    return set_note(g, id, type, -1, text, n);
}

int renju_node_comment_set(renju_game *g, int node, const char *text)
{
    return set_text(g, node, RJ_NOTE_COMMENT, text, "comment");
}

int renju_node_comment_get(renju_game *g, int node, char *buf, size_t capacity)
{
    int id;

    NODE_ARG(g, node, id, 0);
    return get_text(g, id, RJ_NOTE_COMMENT, -1, buf, capacity, "the comment");
}

int renju_node_name_set(renju_game *g, int node, const char *text)
{
    return set_text(g, node, RJ_NOTE_NAME, text, "name");
}

int renju_node_name_get(renju_game *g, int node, char *buf, size_t capacity)
{
    int id;

    NODE_ARG(g, node, id, 0);
    return get_text(g, id, RJ_NOTE_NAME, -1, buf, capacity, "the name");
}

int renju_node_label_set(renju_game *g, int node, int point, const char *text)
{
    size_t n;
    int id;

    NODE_ARG(g, node, id, 1);
    if (rj_check_point(g, point) || check_text(g, text, LABEL_MAX, "label", &n))
        return g->errcode;
    return set_note(g, id, RJ_NOTE_LABEL, point, text, n);
}

int renju_node_label_get(renju_game *g, int node, int point, char *buf, size_t capacity)
{
    int id;

    NODE_ARG(g, node, id, 0);
    if (rj_check_point(g, point))
        return g->errcode;
    return get_text(g, id, RJ_NOTE_LABEL, point, buf, capacity, "the label");
}

/* The points of a node's notes of one type, in order, and each note's first byte into
 * values (if not NULL): by the buffer convention. */
static int list_points(renju_game *g, int id, int type, int *points, int *values,
                       size_t capacity, const char *what)
{
    const unsigned char *b;
    size_t at = 0, len;
    int ty, pt, n = 0;

    while (rj_note_next(g->tree, id, &at, &ty, &pt, &b, &len))
        n += ty == type;
    if (!points && capacity == 0)
        return rj_ok(g), n;
    if (!points)
        return rj_error(g, RENJU_EINVAL, "the %s buffer is NULL", what);
    if (capacity < (size_t)n)
        return rj_error(g, RENJU_EBUFSIZE, "the %s buffer holds %zu, %d needed", what,
                        capacity, n);
    for (at = 0, n = 0; rj_note_next(g->tree, id, &at, &ty, &pt, &b, &len);) {
        if (ty != type)
            continue;
        if (values)
            values[n] = len ? b[0] : 0;
        points[n++] = pt;
    }
    rj_ok(g);
    return n;
}

int renju_node_labels(renju_game *g, int node, int *points, size_t capacity)
{
    int id;

    NODE_ARG(g, node, id, 0);
    return list_points(g, id, RJ_NOTE_LABEL, points, NULL, capacity, "points");
}

int renju_node_mark_set(renju_game *g, int node, int point, int mark)
{
    unsigned char m = (unsigned char)mark;
    int id;

    NODE_ARG(g, node, id, 1);
    if (rj_check_point(g, point))
        return g->errcode;
    if (mark < RENJU_MARK_NONE || mark > RENJU_MARK_CROSS)
        return rj_error(g, RENJU_EINVAL, "%d is not a mark (%d none .. %d cross)", mark,
                        RENJU_MARK_NONE, RENJU_MARK_CROSS);
    return set_note(g, id, RJ_NOTE_MARK, point, &m, mark != RENJU_MARK_NONE);
}

int renju_node_mark_get(renju_game *g, int node, int point)
{
    const unsigned char *b;
    size_t len;
    int id;

    NODE_ARG(g, node, id, 0);
    if (rj_check_point(g, point))
        return g->errcode;
    b = rj_note_find(g->tree, id, RJ_NOTE_MARK, point, &len);
    rj_ok(g);
    return b && len ? b[0] : RENJU_MARK_NONE;
}

int renju_node_marks(renju_game *g, int node, int *points, int *marks, size_t capacity)
{
    int id;

    NODE_ARG(g, node, id, 0);
    return list_points(g, id, RJ_NOTE_MARK, points, marks, capacity, "points");
}

int renju_node_setup(renju_game *g, int node, int *points, int *colours, size_t capacity)
{
    int id;

    NODE_ARG(g, node, id, 0);
    return list_points(g, id, RJ_NOTE_SETUP, points, colours, capacity, "points");
}

int renju_node_properties(renju_game *g, int node, char *buf, size_t capacity)
{
    int id;

    NODE_ARG(g, node, id, 0);
    return get_text(g, id, RJ_NOTE_PROPS, -1, buf, capacity, "the properties");
}
