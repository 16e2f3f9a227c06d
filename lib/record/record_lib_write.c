/* SPDX-License-Identifier: MIT */
/* record_lib_write.c - the game's tree, or the path to where it stands, as a RenLib
 * library (renju_record(3)): version 3.4, the root's record first.
 *
 * A library holds moves: a node with another action (an opening decision, the end of
 * the game) or none is left out and its children written in its place, so that the
 * moves below it keep their colours; a node that came from a library's no-move node
 * is written back as one.  Labels are board texts: on the child at the label's point,
 * or, where there is none, on a no-move node of their own after the children, as
 * RenLib keeps them.  The flags of each node (a later sibling, no child) are found by
 * looking ahead among the nodes written, so that the walk needs no second pass. */
#include "record/record_output.h"
#include "record/record_tags.h"
#include "record/record_charset.h"
#include "record/record_warnings.h"
#include "record/record_formats.h"
#include "record/record_lib.h"
#include "tree/tree.h"
#include "game/history.h"
#include "game/errors.h"
#include "game/handle.h"

#include <string.h>

#define LOCAL_FRAMES 512   /* deeper trees take their stack from the allocator */

/* What is written: the whole tree (handles are node ids), or the path from the root
 * to the node the game stands on (handles are depths, 0 the root), from the tree or,
 * when the game has none, from its history. */
typedef struct lib_view {
    const renju_game *g;
    const rj_tree *t;
    int path;
    int last;            /* path: the depth of the node the game stands on */
} lib_view;

/* A written node whose children are being written: the next one to write (found when
 * the one before it was, for its flags), and how many of its labels need a node of
 * their own (-1: not counted yet). */
typedef struct lib_frame {
    int node, next, unattached;
} lib_frame;

typedef struct lib_writer {
    renju_game *g;
    rj_out *o;
    lib_view v;
    rj_charset cs;
    lib_frame local[LOCAL_FRAMES];
    lib_frame *stack;
    int depth, cap;
    int lost, blanked;   /* characters the charset cannot hold; 0x08 in titles */
} lib_writer;

/* ------------------------------------------------------------ the view */

static int v_child(const lib_view *v, int h)
{
    if (v->path)
        return h < v->last ? h + 1 : RJ_NO_NODE;
    return v->t->node[h].child;
}

static int v_next(const lib_view *v, int h)
{
    return v->path ? RJ_NO_NODE : v->t->node[h].next;
}

static int v_parent(const lib_view *v, int h)
{
    return v->path ? h - 1 : v->t->node[h].parent;
}

/* The tree's node of a handle, RJ_NO_NODE without a tree. */
static int v_node(const lib_view *v, int h)
{
    if (!v->t)
        return RJ_NO_NODE;
    return v->path ? v->t->path[h] : h;
}

static const rj_action *v_act(const lib_view *v, int h)
{
    static const rj_action root;
    int id = v_node(v, h);

    if (id != RJ_NO_NODE)
        return &v->t->node[id].act;
    return h == 0 ? &root : rj_hist_at(v->g, h - 1);
}

/* The handle's node when it has notes, else RJ_NO_NODE: most nodes have none, and
 * are passed over at once. */
static int v_noted(const lib_view *v, int h)
{
    int id = v_node(v, h);

    return id != RJ_NO_NODE && v->t->node[id].notes != RJ_NO_NODE ? id : RJ_NO_NODE;
}

/* A note of the handle's node, NULL when there is none. */
static const unsigned char *v_note(const lib_view *v, int h, int type, int point, size_t *len)
{
    const unsigned char *b;
    int id = v_noted(v, h);

    b = id == RJ_NO_NODE ? NULL : rj_note_find(v->t, id, type, point, len);
    if (!b)
        *len = 0;   /* rj_note_find() leaves the length of the last note it passed */
    return b;
}

/* The flags a library gave the node that the library does not read. */
static unsigned v_libflags(const lib_view *v, int h)
{
    const unsigned char *b;
    size_t len;
    int flags = 0;

    b = v_note(v, h, RJ_NOTE_LIBFLAGS, -1, &len);
    if (b && len == sizeof flags)
        memcpy(&flags, b, sizeof flags);
    return (unsigned)flags & (RJ_LIB_UNKNOWN | RJ_LIB_NO_MOVE);
}

/* Whether the handle is written: the root, a move, a library's no-move node. */
static int written(const lib_view *v, int h)
{
    const rj_action *a = v_act(v, h);

    if (h == 0 || a->kind == RJ_ACT_STONE || a->kind == RJ_ACT_PASS)
        return 1;
    return a->kind == RJ_ACT_NOTE && (v_libflags(v, h) & RJ_LIB_NO_MOVE);
}

/* The point a written node stands at, -1 for a pass or the root. */
static int v_point(const lib_view *v, int h)
{
    const rj_action *a = v_act(v, h);

    if (h == 0 || a->kind == RJ_ACT_PASS || a->point < 0 || a->point >= 225)
        return -1;
    return a->point;
}

/* ------------------------------------------------------------ the written tree */

/* The first written node at x or after it in pre-order, among the nodes that stand in
 * place of e's children: x, the next child to look at, or RJ_NO_NODE when the
 * children of from are all seen.  A node that is not written is passed through. */
static int seek(const lib_view *v, int e, int x, int from)
{
    for (;;) {
        if (x == RJ_NO_NODE) {
            if (from == e)
                return RJ_NO_NODE;
            x = v_next(v, from);
            from = v_parent(v, from);
        } else if (written(v, x)) {
            return x;
        } else {
            from = x;
            x = v_child(v, x);
        }
    }
}

/* The written children of e in order: the first, and the one after c. */
static int first_child(const lib_view *v, int e)
{
    return seek(v, e, v_child(v, e), e);
}

static int next_child(const lib_view *v, int e, int c)
{
    return seek(v, e, v_next(v, c), v_parent(v, c));
}

static int has_labels(const lib_view *v, int h)
{
    const unsigned char *b;
    size_t at = 0, len;
    int type, point, id = v_noted(v, h);

    while (id != RJ_NO_NODE && rj_note_next(v->t, id, &at, &type, &point, &b, &len))
        if (type == RJ_NOTE_LABEL)
            return 1;
    return 0;
}

/* The flags of a written node that its notes and the tree's flags give. */
static unsigned own_flags(const lib_view *v, int h)
{
    int id = v_node(v, h);
    unsigned flags = v_libflags(v, h);

    if (id != RJ_NO_NODE && (v->t->node[id].flags & RENJU_NODE_MARKED))
        flags |= RJ_LIB_MARK;
    if (id != RJ_NO_NODE && (v->t->node[id].flags & RENJU_NODE_START))
        flags |= RJ_LIB_START;
    return flags;
}

/* The point whose label a written node carries as its board text, -1 for none: a
 * move's; a no-move node's only where it stays a node when read back (it has a
 * child, labels, a comment or flags), since one that is a board text and nothing
 * else is read as the label alone. */
static int text_point(const lib_view *v, int h)
{
    size_t len;

    if (v_act(v, h)->kind == RJ_ACT_NOTE && first_child(v, h) == RJ_NO_NODE
        && !has_labels(v, h) && !v_note(v, h, RJ_NOTE_COMMENT, -1, &len)
        && !(own_flags(v, h) & (RJ_LIB_MARK | RJ_LIB_START | RJ_LIB_UNKNOWN)))
        return -1;
    return v_point(v, h);
}

/* Whether a written child of e carries e's label at point. */
static int attached(const lib_view *v, int e, int point)
{
    int c;

    for (c = first_child(v, e); c != RJ_NO_NODE; c = next_child(v, e, c))
        if (text_point(v, c) == point)
            return 1;
    return 0;
}

/* The labels of the frame's node that need a node of their own. */
static int unattached(const lib_view *v, lib_frame *f)
{
    const unsigned char *b;
    size_t at = 0, len;
    int type, point, id = v_noted(v, f->node);

    if (f->unattached >= 0)
        return f->unattached;
    f->unattached = 0;
    while (id != RJ_NO_NODE && rj_note_next(v->t, id, &at, &type, &point, &b, &len))
        if (type == RJ_NOTE_LABEL && !attached(v, f->node, point))
            f->unattached++;
    return f->unattached;
}

/* ------------------------------------------------------------ records */

static void put_record(lib_writer *w, int pos, unsigned flags, const unsigned char *comment,
                       size_t cn, const unsigned char *board, size_t bn)
{
    rj_out *o = w->o;
    char head[4];

    if (cn)
        flags |= RJ_LIB_COMMENT;
    if (bn)
        flags |= RJ_LIB_BOARD_TEXT;
    if (flags & 0xffff00u)
        flags |= RJ_LIB_EXTENSION;
    head[0] = (char)pos;
    head[1] = (char)(flags & 0xff);
    head[2] = (char)(flags >> 16 & 0xff);
    head[3] = (char)(flags >> 8 & 0xff);
    rj_out_mem(o, head, flags & RJ_LIB_EXTENSION ? 4 : 2);
    if (cn)
        rj_lib_text_write(o, &w->cs, comment, cn, 1, &w->lost, &w->blanked);
    if (bn)
        rj_lib_text_write(o, &w->cs, board, bn, 0, &w->lost, &w->blanked);
}

static int pos_of(const lib_view *v, int h)
{
    int p = v_point(v, h);

    return p < 0 ? 0 : rj_lib_pos(p);
}

/* Node c below the frame's node, its board text the label there at its point; the
 * frame's next child is found, and c's first, returned. */
static int put_node(lib_writer *w, int c, lib_frame *f)
{
    const lib_view *v = &w->v;
    const unsigned char *comment, *board = NULL;
    size_t cn, bn = 0;
    unsigned flags = own_flags(v, c);
    int first = first_child(v, c), point = text_point(v, c);

    comment = v_note(v, c, RJ_NOTE_COMMENT, -1, &cn);
    if (point >= 0)
        board = v_note(v, f->node, RJ_NOTE_LABEL, point, &bn);
    f->next = next_child(v, f->node, c);
    if (f->next != RJ_NO_NODE || unattached(v, f) > 0)
        flags |= RJ_LIB_SIBLING;
    if (first == RJ_NO_NODE && !has_labels(v, c))
        flags |= RJ_LIB_LEAF;
    put_record(w, pos_of(v, c), flags, comment, cn, board, board ? bn : 0);
    return first;
}

/* The root's record; the root's first child. */
static int put_root(lib_writer *w)
{
    const lib_view *v = &w->v;
    const unsigned char *comment;
    size_t cn;
    unsigned flags = own_flags(v, 0);
    int first = first_child(v, 0);

    comment = v_note(v, 0, RJ_NOTE_COMMENT, -1, &cn);
    if (first == RJ_NO_NODE && !has_labels(v, 0))
        flags |= RJ_LIB_LEAF;
    put_record(w, 0, flags, comment, cn, NULL, 0);
    return first;
}

/* The labels of the frame's node that no child carries: no-move nodes, after the
 * children. */
static void put_labels(lib_writer *w, lib_frame *f)
{
    const lib_view *v = &w->v;
    const unsigned char *b;
    size_t at = 0, len;
    int type, point, id = v_noted(v, f->node), left = unattached(v, f);
    unsigned flags;

    while (left > 0 && rj_note_next(v->t, id, &at, &type, &point, &b, &len)) {
        if (type != RJ_NOTE_LABEL || attached(v, f->node, point))
            continue;
        flags = RJ_LIB_NO_MOVE | RJ_LIB_LEAF | (--left > 0 ? RJ_LIB_SIBLING : 0);
        put_record(w, rj_lib_pos(point), flags, NULL, 0, b, len);
    }
}

/* ------------------------------------------------------------ the walk */

static int push(lib_writer *w, int node, int first)
{
    lib_frame *more;
    int ncap;

    if (w->depth == w->cap) {
        ncap = w->cap * 2;
        more = ncap < 0x3fffffff ? w->g->alloc(w->g->opaque, (size_t)ncap * sizeof *more) : NULL;
        if (!more)
            return rj_error(w->g, RENJU_ENOMEM, "out of memory writing the library");
        memcpy(more, w->stack, (size_t)w->depth * sizeof *more);
        if (w->stack != w->local)
            w->g->free(w->g->opaque, w->stack);
        w->stack = more;
        w->cap = ncap;
    }
    w->stack[w->depth].node = node;
    w->stack[w->depth].next = first;
    w->stack[w->depth].unattached = -1;
    w->depth++;
    return RENJU_OK;
}

/* Every written node in pre-order, each below the nearest written node above it. */
static int walk(lib_writer *w)
{
    lib_frame *f;
    int c, rc = RENJU_OK;

    push(w, 0, put_root(w));
    while (w->depth > 0) {
        f = &w->stack[w->depth - 1];
        if ((c = f->next) == RJ_NO_NODE) {
            put_labels(w, f);
            w->depth--;
            continue;
        }
        if ((rc = push(w, c, put_node(w, c, f))))
            break;
    }
    if (w->stack != w->local)
        w->g->free(w->g->opaque, w->stack);
    return rc;
}

/* ------------------------------------------------------------ what is left out */

/* The handle after h in pre-order, RJ_NO_NODE after the last. */
static int following(const lib_view *v, int h)
{
    if (v_child(v, h) != RJ_NO_NODE)
        return v_child(v, h);
    for (; h != 0; h = v_parent(v, h))
        if (v_next(v, h) != RJ_NO_NODE)
            return v_next(v, h);
    return RJ_NO_NODE;
}

/* What of a node's notes a library cannot hold: all but a written node's comment
 * and labels, the flags it kept, and what the library finds again (offers, errors). */
static void audit_notes(lib_writer *w, int h, int is_written)
{
    const unsigned char *b;
    size_t at = 0, len;
    int type, point, id = v_noted(&w->v, h);

    while (id != RJ_NO_NODE && rj_note_next(w->v.t, id, &at, &type, &point, &b, &len)) {
        if (type == RJ_NOTE_MARK || type == RJ_NOTE_SETUP)
            rj_out_warn(w->o, RENJU_WARN_NOT_WRITTEN, 1,
                        "marks and set-up stones not written: RenLib has none");
        else if (type == RJ_NOTE_NAME || type == RJ_NOTE_PROPS)
            rj_out_warn(w->o, RENJU_WARN_NOT_WRITTEN, 1,
                        "node names and SGF properties not written: RenLib has none");
        else if (!is_written && (type == RJ_NOTE_COMMENT || type == RJ_NOTE_LABEL))
            rj_out_warn(w->o, RENJU_WARN_NOT_WRITTEN, 1,
                        "comments and labels of nodes without a move not written");
    }
}

/* The actions a library cannot hold, and the notes: said once each, with a count. */
static void audit(lib_writer *w)
{
    const lib_view *v = &w->v;
    const rj_action *a;
    int h, t;

    if (!w->o->warnings)
        return;   /* the pass that writes: the one that measured has said it */
    for (t = 0; t < RJ_NTAGS; t++)
        if (rj_tag_get(w->g, t))
            rj_out_warn(w->o, RENJU_WARN_NOT_WRITTEN, 1,
                        "the game's tags not written: RenLib has none");
    for (h = 0; h != RJ_NO_NODE; h = following(v, h)) {
        a = v_act(v, h);
        if (written(v, h)) {
            if (a->offer)
                rj_out_warn(w->o, RENJU_WARN_NOT_WRITTEN, 1,
                            "draw offers not written: RenLib has none");
        } else if (a->kind != RJ_ACT_NOTE && !rj_action_unrecorded(a)) {
            rj_out_warn(w->o, RENJU_WARN_NOT_WRITTEN, 1,
                        "opening decisions, ends of the game and draw answers not written: "
                        "RenLib holds moves");
        }
        audit_notes(w, h, written(v, h));
    }
}

/* ------------------------------------------------------------ the library */

static void put_header(rj_out *o)
{
    static const unsigned char head[RJ_LIB_HEADER] = {
        0xff, 'R', 'e', 'n', 'L', 'i', 'b', 0xff, RJ_LIB_MAJOR, RJ_LIB_MINOR,
        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
    };

    rj_out_mem(o, (const char *)head, sizeof head);
}

static int check_game(renju_game *g)
{
    if (g->board.size != 15)
        return rj_error(g, RENJU_EINVAL, "a RenLib library holds a 15x15 board, not %dx%d",
                        g->board.size, g->board.size);
    if (rj_game_was_set_up(g))
        return rj_error(g, RENJU_EINVAL,
                        "a RenLib library cannot hold a game that starts from a set-up position");
    return RENJU_OK;
}

int rj_export_lib(renju_game *g, rj_out *o, int whole)
{
    const char *charset = g->charset[0] ? g->charset : g->charset_read;
    lib_writer w;
    int rc;

    if ((rc = check_game(g)))
        return rc;
    memset(&w, 0, sizeof w);
    w.g = g;
    w.o = o;
    w.v.g = g;
    w.v.t = g->tree;
    w.v.path = !whole;
    w.v.last = rj_hist_played(g);
    w.stack = w.local;
    w.cap = LOCAL_FRAMES;
    if (rj_charset_open_out(&w.cs, charset)) {
        /* the charset asked for must be written; the one read in, only where it can
         * be (the WebAssembly build decodes charsets but writes UTF-8 alone) */
        if (g->charset[0])
            return rj_error(g, RENJU_EINVAL, "text cannot be written in the charset %s",
                            charset);
        rj_out_warn(o, RENJU_WARN_NOT_WRITTEN, 1,
                    "text written in UTF-8: the charset %s it was read in cannot be written",
                    charset);
        rj_charset_open_out(&w.cs, NULL);
    }
    audit(&w);
    put_header(o);
    rc = walk(&w);
    if (w.lost)
        rj_out_warn(o, RENJU_WARN_NOT_WRITTEN, w.lost,
                    "characters that %s cannot hold written as '?'", w.cs.name);
    if (w.blanked)
        rj_out_warn(o, RENJU_WARN_NOT_WRITTEN, w.blanked,
                    "0x08 bytes in comments' titles written as spaces");
    rj_charset_close(&w.cs);
    return rc;
}
