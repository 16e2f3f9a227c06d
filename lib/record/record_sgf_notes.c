/* SPDX-License-Identifier: MIT */
/* record_sgf_notes.c - what an SGF node carries besides its action, made into the
 * notes of its tree node: comments and names, labels, marks, set-up stones after the
 * first node, HO and the start mark as flags, and every property the library does not
 * use kept as it came, to be written back.  Text is converted to UTF-8 from the
 * record's CA; text that cannot be is dropped and a mark or label the board cannot
 * hold is skipped, each with a warning: neither makes a record unreadable.
 *
 * A node's notes are gathered first and given to the tree in one call
 * (rj_notes_append()), a second label or mark at a point replacing the first where it
 * stood, so that a node of thousands of marks costs their length. */
#include "record/record_tags.h"
#include "record/record_charset.h"
#include "record/record_import.h"
#include "record/record_sgf.h"
#include "game/errors.h"
#include "tree/tree.h"
#include "core/text.h"

#include <string.h>

/* ------------------------------------------------------------ buffers */

/* Room for n more bytes in the buffer *buf of *cap bytes holding len. */
static int reserve(renju_game *g, char **buf, size_t *cap, size_t len, size_t n)
{
    size_t ncap = *cap ? *cap : 256;
    char *b;

    if (n <= *cap - len)
        return RENJU_OK;
    if (n > (size_t)0x7fffffff)
        return rj_error(g, RENJU_ENOMEM, "out of memory reading the game tree");
    while (ncap - len < n)
        ncap *= 2;
    if (!(b = g->alloc(g->opaque, ncap)))
        return rj_error(g, RENJU_ENOMEM, "out of memory reading the game tree");
    if (len)
        memcpy(b, *buf, len);
    if (*buf)
        g->free(g->opaque, *buf);
    *buf = b;
    *cap = ncap;
    return RENJU_OK;
}

static int props_put(sgf *sg, const char *s, size_t n)
{
    int rc = reserve(sg->imp->g, &sg->props, &sg->pcap, sg->plen, n);

    if (rc == RENJU_OK && n) {
        memcpy(sg->props + sg->plen, s, n);
        sg->plen += n;
    }
    return rc;
}

void rj_sgf_free(sgf *sg)
{
    renju_game *g = sg->imp->g;

    if (sg->items)
        g->free(g->opaque, sg->items);
    if (sg->notes)
        g->free(g->opaque, sg->notes);
    if (sg->arena)
        g->free(g->opaque, sg->arena);
    if (sg->props)
        g->free(g->opaque, sg->props);
    sg->items = NULL;
    sg->notes = NULL;
    sg->arena = sg->props = NULL;
}

/* ------------------------------------------------------------ text */

/* The text of a value unescaped into out (at most max bytes): its length; *cut when
 * there was more. */
static size_t unescape(const char *t, const span *v, char *out, size_t max, int *cut)
{
    size_t i, n = 0, len = v->end - v->start;

    *cut = 0;
    if (!memchr(t + v->start, '\\', len)) {   /* most text has no escape */
        n = len < max ? len : max;
        memcpy(out, t + v->start, n);
        *cut = len > max;
        return n;
    }
    for (i = v->start; i < v->end; i++) {
        char c = t[i];
        if (n == max) {
            *cut = 1;
            break;
        }
        if (c == '\\' && i + 1 < v->end) {
            c = t[++i];
            /* a soft line break: backslash and newline vanish */
            if (c == '\n' || c == '\r') {
                if (i + 1 < v->end && (t[i + 1] == '\n' || t[i + 1] == '\r') && t[i + 1] != c)
                    i++;
                continue;
            }
        }
        out[n++] = c;
    }
    return n;
}

static void warn_dropped(sgf *sg, size_t pos)
{
    char shown[RJ_QUOTE_SIZE(SGF_CHARSET_SHOWN)];

    if (sg->cs.kind == RJ_CS_ICONV || sg->cs.kind == RJ_CS_UNKNOWN)
        rj_imp_warn(sg->imp, RENJU_WARN_TEXT, pos, 1, "text that is not valid %s was dropped",
                    rj_quote(shown, sg->cs.name, (size_t)-1, SGF_CHARSET_SHOWN));
    else if (sg->cs.kind == RJ_CS_LATIN1)
        rj_imp_warn(sg->imp, RENJU_WARN_TEXT, pos, 1, "text that holds a NUL byte was dropped");
    else
        rj_imp_warn(sg->imp, RENJU_WARN_TEXT, pos, 1, "text that is not UTF-8 was dropped");
}

static void warn_converted(sgf *sg, size_t pos)
{
    char shown[RJ_QUOTE_SIZE(SGF_CHARSET_SHOWN)];

    if (sg->cs.kind == RJ_CS_DEFAULT)
        rj_imp_warn(sg->imp, RENJU_WARN_CHARSET, pos, 1,
                    "text that is not UTF-8 was read as ISO-8859-1 (no CA)");
    else
        rj_imp_warn(sg->imp, RENJU_WARN_CHARSET, pos, 1, "text converted to UTF-8 from %s",
                    rj_quote(shown, sg->cs.name, (size_t)-1, SGF_CHARSET_SHOWN));
}

/* The text of v unescaped (unless raw), converted to UTF-8 and cut to max bytes at a
 * character's boundary, put at the end of the arena: RENJU_OK with its place, 1 when it
 * was dropped (said), or RENJU_ENOMEM.  A few bytes more than max are read, so that a
 * character the limit splits is still whole. */
static int text_value(sgf *sg, const span *v, size_t max, int raw, size_t *off, size_t *len)
{
    renju_game *g = sg->imp->g;
    size_t n = v->end - v->start, cn, keep;
    char *conv, *text;
    int rc, cut = 0;

    if (!raw && n > max + 8)
        n = max + 8;
    /* a byte more than the text, so that even an empty value has an arena */
    if ((rc = reserve(g, &sg->arena, &sg->acap, sg->alen, n + 1)))
        return rc;
    text = sg->arena + sg->alen;
    if (raw)
        memcpy(text, sg->imp->in.text + v->start, n);
    else
        n = unescape(sg->imp->in.text, v, text, max + 8, &cut);
    rc = rj_charset_convert(g, &sg->cs, text, n, cut, &conv, &cn);
    if (rc == RENJU_ENOMEM)
        return rj_error(g, RENJU_ENOMEM, "out of memory reading the game tree");
    if (rc == RENJU_OK && conv && (cn != n || memcmp(conv, text, n) != 0))
        warn_converted(sg, v->start);
    keep = 0;
    if (rc == RENJU_OK && !conv && !cut && n <= max) {
        /* text kept as it is was found valid by the conversion, but for the NUL bytes
         * an ASCII text may hold: checked whole only when it was changed or cut */
        if (memchr(text, '\0', n))
            rc = 1;
        else
            keep = n;
    } else if (rc == RENJU_OK) {
        keep = rj_utf8_cut(conv ? conv : text, cn, max);
        if (rj_utf8_valid(conv ? conv : text, keep) != keep)
            rc = 1;
    }
    if (rc) {
        if (conv)
            g->free(g->opaque, conv);
        warn_dropped(sg, v->start);
        return 1;
    }
    if (cut || keep < cn)
        rj_imp_warn(sg->imp, RENJU_WARN_TEXT, v->start, 1, "text longer than %lu bytes was cut",
                    (unsigned long)max);
    if (conv) {
        rc = reserve(g, &sg->arena, &sg->acap, sg->alen, keep);
        if (rc == RENJU_OK)
            memcpy(sg->arena + sg->alen, conv, keep);
        g->free(g->opaque, conv);
        if (rc)
            return rc;
    }
    *off = sg->alen;
    *len = keep;
    sg->alen += keep;
    return RENJU_OK;
}

int rj_sgf_keep_tag(sgf *sg, int tag, const span *v)
{
    size_t off = 0, len = 0, mark = sg->alen;
    int rc = text_value(sg, v, RJ_TAG_MAX, 0, &off, &len);

    if (rc < 0)
        return rc;
    /* text the tag cannot hold is dropped, never a reason to refuse the record */
    rc = rc ? RENJU_OK : rj_imp_tag(sg->imp, tag, sg->arena + off, len, v->start);
    sg->alen = mark;
    return rc;
}

/* ------------------------------------------------------------ the node's notes */

/* A note of the node for the bytes at off: replacing the one of the same type and
 * point, where it stood. */
static int put_note(sgf *sg, int type, int point, size_t off, size_t len)
{
    renju_game *g = sg->imp->g;
    int slot = type == RJ_NOTE_LABEL ? 0 : type == RJ_NOTE_MARK ? 1 : 2, k = -1, ncap;
    sgf_note *a;

    if (point >= 0 && sg->pt_stamp[slot][point] == sg->stamp)
        k = sg->pt_note[slot][point];
    else if (point < 0 && type != RJ_NOTE_PROPS)
        k = sg->text_note[type == RJ_NOTE_NAME];
    if (k < 0) {
        if (sg->nnotes == sg->notes_cap) {
            ncap = sg->notes_cap ? sg->notes_cap * 2 : 32;
            a = ncap < 0x3fffffff ? g->alloc(g->opaque, (size_t)ncap * sizeof *a) : NULL;
            if (!a)
                return rj_error(g, RENJU_ENOMEM, "out of memory reading the game tree");
            if (sg->nnotes)
                memcpy(a, sg->notes, (size_t)sg->nnotes * sizeof *a);
            if (sg->notes)
                g->free(g->opaque, sg->notes);
            sg->notes = a;
            sg->notes_cap = ncap;
        }
        k = sg->nnotes++;
        sg->notes[k].type = type;
        sg->notes[k].point = point;
        if (point >= 0) {
            sg->pt_stamp[slot][point] = sg->stamp;
            sg->pt_note[slot][point] = k;
        } else if (type != RJ_NOTE_PROPS) {
            sg->text_note[type == RJ_NOTE_NAME] = k;
        }
    }
    sg->notes[k].off = off;
    sg->notes[k].len = len;
    return RENJU_OK;
}

/* One byte into the arena, for a mark's or a set-up stone's note. */
static int byte_note(sgf *sg, int type, int point, int value)
{
    int rc = reserve(sg->imp->g, &sg->arena, &sg->acap, sg->alen, 1);

    if (rc)
        return rc;
    sg->arena[sg->alen] = (char)value;
    return put_note(sg, type, point, sg->alen++, 1);
}

static void warn_unheld(sgf *sg, size_t pos)
{
    rj_imp_warn(sg->imp, RENJU_WARN_SKIPPED, pos, 1,
                "marks or labels the board cannot hold were skipped");
}

/* The point of the two bytes at t[a..b) on this board, quietly: 1 with *p, 0 when they
 * are no point of it. */
static int board_point(const sgf *sg, size_t a, size_t b, int *p)
{
    const char *t = sg->imp->in.text;
    int size = sg->imp->s->board.size, col, row;

    if (b - a != 2)
        return 0;
    col = (t[a] | 0x20) - 'a';
    row = (t[a + 1] | 0x20) - 'a';
    if (col < 0 || col >= size || row < 0 || row >= size)
        return 0;
    *p = (size - 1 - row) * size + col;
    return 1;
}

/* LB's "hh:text": the label of a point. */
static int label(sgf *sg, const sgf_item *it)
{
    span text = it->v;
    size_t off = 0, len = 0;
    int p, rc;

    text.start = it->v.start + 3;
    if (it->v.end < text.start || sg->imp->in.text[it->v.start + 2] != ':'
        || !board_point(sg, it->v.start, it->v.start + 2, &p)) {
        warn_unheld(sg, it->v.start);
        return RENJU_OK;
    }
    if ((rc = text_value(sg, &text, SGF_LABEL_MAX, 0, &off, &len)) < 0)
        return rc;
    if (rc == 0 && len == 0)
        warn_unheld(sg, it->v.start);   /* a label without text is none */
    if (rc || len == 0)
        return RENJU_OK;
    return put_note(sg, RJ_NOTE_LABEL, p, off, len);
}

/* A mark's or set-up stone's value: a point or the rectangle "aa:cc", each point of it
 * given value.  A mark the board cannot hold is skipped; a set-up stone is checked as
 * the first node's are. */
static int points(sgf *sg, const sgf_item *it, int type)
{
    const char *t = sg->imp->in.text;
    size_t colon = it->v.start;
    int a, b, c0, r0, c1, r1, col, row, size = sg->imp->s->board.size, rc;
    span x = it->v, y = it->v;

    while (colon < it->v.end && t[colon] != ':')
        colon++;
    x.end = colon;
    y.start = colon < it->v.end ? colon + 1 : it->v.start;
    if (type == RJ_NOTE_SETUP) {
        const char *id = it->arg == RENJU_BLACK ? "AB" : it->arg == RENJU_WHITE ? "AW" : "AE";
        if ((rc = rj_sgf_setup_point(sg->imp, id, &x, &c0, &r0))
            || (rc = rj_sgf_setup_point(sg->imp, id, &y, &c1, &r1)))
            return rc;
        if (c0 >= size || r0 >= size || c1 >= size || r1 >= size)
            return rj_imp_error(sg->imp, RENJU_ERANGE, it->v.start,
                                "set-up stone off the %dx%d board", size, size);
    } else if (!board_point(sg, x.start, x.end, &a) || !board_point(sg, y.start, y.end, &b)) {
        warn_unheld(sg, it->v.start);
        return RENJU_OK;
    } else {
        c0 = a % size;
        r0 = size - 1 - a / size;
        c1 = b % size;
        r1 = size - 1 - b / size;
    }
    for (row = r0 < r1 ? r0 : r1; row <= (r0 < r1 ? r1 : r0); row++)
        for (col = c0 < c1 ? c0 : c1; col <= (c0 < c1 ? c1 : c0); col++)
            if ((rc = byte_note(sg, type, (size - 1 - row) * size + col, it->arg)))
                return rc;
    return RENJU_OK;
}

/* Whether the n bytes at s can stand between [ and ] as they are: every ']' and '\'
 * escaped, none at the end escaping the bracket that closes them. */
static int value_safe(const char *s, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++) {
        if (s[i] == ']')
            return 0;
        if (s[i] == '\\' && ++i == n)
            return 0;
    }
    return 1;
}

/* A property the library does not use, from its name item on: its name (the capitals
 * of it, as FF[4] reads FF[3]'s names) and each value, converted to UTF-8 and kept as
 * it came, escapes and all.  A value that cannot be is dropped with the whole
 * property.  Returns the number of items read, or an error. */
static int kept_property(sgf *sg, const sgf_item *it, int left)
{
    const char *t = sg->imp->in.text;
    size_t start = sg->plen, i, off = 0, len = 0, mark = sg->alen;
    int k, rc = RENJU_OK;

    for (i = it->v.start; i < it->v.end && rc == RENJU_OK; i++)
        if (t[i] >= 'A' && t[i] <= 'Z')
            rc = props_put(sg, t + i, 1);
    for (k = 1; rc == RENJU_OK && k < left && it[k].kind == ITEM_PROP_VALUE; k++) {
        rc = text_value(sg, &it[k].v, (size_t)-1 / 2, 1, &off, &len);
        if (rc == 0 && !value_safe(sg->arena + off, len)) {
            /* a trail byte that was a bracket or a backslash: in UTF-8 it would end
             * the value where the record did not */
            rj_imp_warn(sg->imp, RENJU_WARN_TEXT, it[k].v.start, 1,
                        "text whose brackets UTF-8 would change was dropped");
            rc = 1;
        }
        if (rc == 0 && !(rc = props_put(sg, "[", 1)) && !(rc = props_put(sg, sg->arena + off, len)))
            rc = props_put(sg, "]", 1);
        sg->alen = mark;
    }
    while (k < left && it[k].kind == ITEM_PROP_VALUE)
        k++;
    if (rc < 0)
        return rc;
    if (rc > 0)
        sg->plen = start;
    return k;
}

/* One item (not a kept property's) made into its note or flag. */
static int item_note(sgf *sg, const sgf_item *it, int id)
{
    rj_tree *t = sg->imp->s->tree;
    size_t off = 0, len = 0;
    int rc;

    switch (it->kind) {
    case ITEM_COMMENT:
    case ITEM_NAME:
        if ((rc = text_value(sg, &it->v, SGF_TEXT_MAX, 0, &off, &len)) != RENJU_OK)
            return rc < 0 ? rc : RENJU_OK;
        /* empty text is no note: renju_node_comment_set("") removes it */
        return len ? put_note(sg, it->kind == ITEM_COMMENT ? RJ_NOTE_COMMENT : RJ_NOTE_NAME,
                              -1, off, len) : RENJU_OK;
    case ITEM_LABEL:
        return label(sg, it);
    case ITEM_MARK:
        return points(sg, it, RJ_NOTE_MARK);
    case ITEM_SETUP:
        return points(sg, it, RJ_NOTE_SETUP);
    case ITEM_HOT:
        t->node[id].flags |= RENJU_NODE_MARKED;
        return RENJU_OK;
    default:
        t->node[id].flags |= RENJU_NODE_START;
        return RENJU_OK;
    }
}

/* The kept properties as one note: after those the node holds already (a move off the
 * board, kept as its text), which rj_note_set() then replaces. */
static int props_note(sgf *sg, int id, int *merged)
{
    const unsigned char *old;
    size_t n = 0;
    int rc;

    *merged = 0;
    if (sg->plen == 0)
        return RENJU_OK;
    if (!(old = rj_note_find(sg->imp->s->tree, id, RJ_NOTE_PROPS, -1, &n)))
        return put_note(sg, RJ_NOTE_PROPS, -1, 0, sg->plen);
    if ((rc = reserve(sg->imp->g, &sg->props, &sg->pcap, sg->plen, n)))
        return rc;
    memmove(sg->props + n, sg->props, sg->plen);
    memcpy(sg->props, old, n);
    sg->plen += n;
    *merged = 1;
    return RENJU_OK;
}

/* The notes made, given to the tree in one call. */
static int install(sgf *sg, int id, int merged)
{
    renju_game *g = sg->imp->g, *s = sg->imp->s;
    rj_note_add few[16], *add = few;
    int i, rc = RENJU_OK;

    if (sg->nnotes > 16 && !(add = g->alloc(g->opaque, (size_t)sg->nnotes * sizeof *add)))
        return rj_error(g, RENJU_ENOMEM, "out of memory reading the game tree");
    for (i = 0; i < sg->nnotes; i++) {
        add[i].type = sg->notes[i].type;
        add[i].point = sg->notes[i].point;
        add[i].len = sg->notes[i].len;
        add[i].bytes = sg->notes[i].type == RJ_NOTE_PROPS ? sg->props
                     : sg->arena + sg->notes[i].off;
    }
    if (rj_notes_append(s, s->tree, id, add, sg->nnotes)
        || (merged && rj_note_set(s, s->tree, id, RJ_NOTE_PROPS, -1, sg->props, sg->plen)))
        rc = rj_error(g, RENJU_ENOMEM, "out of memory reading the game tree");
    if (add != few)
        g->free(g->opaque, add);
    return rc;
}

int rj_sgf_flush_notes(sgf *sg, int id)
{
    int i, rc, merged;

    if (sg->nitems == 0)
        return RENJU_OK;
    if (++sg->stamp == 0) {     /* after 2^32 nodes: the stamps start again */
        memset(sg->pt_stamp, 0, sizeof sg->pt_stamp);
        sg->stamp = 1;
    }
    sg->nnotes = 0;
    sg->alen = sg->plen = 0;
    sg->text_note[0] = sg->text_note[1] = -1;
    for (i = 0; i < sg->nitems;) {
        if (sg->items[i].kind == ITEM_PROP_NAME) {
            if ((rc = kept_property(sg, &sg->items[i], sg->nitems - i)) < 0)
                return rc;
            i += rc;
            continue;
        }
        if ((rc = item_note(sg, &sg->items[i], id)))
            return rc;
        i++;
    }
    if ((rc = props_note(sg, id, &merged)))
        return rc;
    sg->nitems = 0;
    return install(sg, id, merged);
}
