/* SPDX-License-Identifier: MIT */
/* record_sgf_props.c - the text of one SGF node: its properties read and sorted into
 * what the reader applies (the action, the tags, the first node's game and set-up) and
 * what becomes the node's notes (items, kept in the order they came).  Nothing is
 * applied here: a node lists its properties in any order. */
#include "record/record_input.h"
#include "record/record_tags.h"
#include "record/record_import.h"
#include "record/record_sgf.h"
#include "game/errors.h"
#include "core/board.h"

#include <string.h>

static int is_ws(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

void rj_sgf_skip_ws(rj_in *in)
{
    while (!rj_in_end(in) && is_ws((unsigned char)in->text[in->pos]))
        in->pos++;
}

/* Past a value: in->pos is on '['; sets *v to the inside and leaves pos after ']'. */
int rj_sgf_read_value(rj_import *imp, span *v)
{
    rj_in *in = &imp->in;
    size_t open = in->pos;

    const char *t = in->text, *b;
    size_t k;

    v->start = ++in->pos;
    /* the next ']' that an odd run of backslashes does not escape: found with memchr,
     * since values (comments above all) are most of a record's bytes */
    for (;;) {
        b = in->pos < in->len ? memchr(t + in->pos, ']', in->len - in->pos) : NULL;
        if (!b) {
            in->pos = in->len;
            return rj_imp_error(imp, RENJU_EPARSE, open,
                                "the value opened here is never closed with ']'");
        }
        in->pos = (size_t)(b - t);
        for (k = in->pos; k > v->start && t[k - 1] == '\\'; k--)
            ;
        if ((in->pos - k) % 2 == 0)
            break;
        in->pos++;
    }
    v->end = in->pos++;
    return RENJU_OK;
}

int rj_sgf_span_is(const rj_in *in, const span *v, const char *s)
{
    size_t n = strlen(s), i;

    if (v->end - v->start != n)
        return 0;
    for (i = 0; i < n; i++) {
        int c = (unsigned char)in->text[v->start + i];
        if ((c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c) != s[i])
            return 0;
    }
    return 1;
}

int rj_sgf_span_number(rj_import *imp, const span *v, int *out, const char *what)
{
    const char *t = imp->in.text;
    size_t i;
    int n = 0;

    if (v->end == v->start)
        return rj_imp_error(imp, RENJU_EPARSE, v->start, "%s needs a number", what);
    for (i = v->start; i < v->end; i++) {
        if (t[i] < '0' || t[i] > '9')
            return rj_imp_error(imp, RENJU_EPARSE, i, "%s needs a number", what);
        if (i - v->start >= SGF_NUM_DIGITS)
            return rj_imp_error(imp, RENJU_EPARSE, v->start, "the number in %s is too large", what);
        n = n * 10 + (t[i] - '0');
    }
    *out = n;
    return RENJU_OK;
}

static int to_lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* A point value "hh" (or "HH") as column and row from the top, both 0-based: 1; 0
 * for a pass ("" always, "tt" on boards up to 19x19); an error if malformed. */
int rj_sgf_span_point(rj_import *imp, const span *v, int size, int *col, int *row)
{
    const char *t = imp->in.text;
    int a, b;

    if (v->end == v->start)
        return 0;
    if (v->end - v->start != 2)
        return rj_imp_error(imp, RENJU_EPARSE, v->start, "a point is two letters, such as hh");
    /* upper case is FF[4]'s 27th column on, never on boards up to 20x20: programs
     * that write it mean the lower-case letter */
    a = to_lower((unsigned char)t[v->start]);
    b = to_lower((unsigned char)t[v->start + 1]);
    if (a < 'a' || a > 'z' || b < 'a' || b > 'z')
        return rj_imp_error(imp, RENJU_EPARSE, v->start, "a point is two letters, such as hh");
    if (a == 't' && b == 't' && size <= 19)
        return 0;
    *col = a - 'a';
    *row = b - 'a';
    return 1;
}

int rj_sgf_setup_point(rj_import *imp, const char *id, const span *v, int *col, int *row)
{
    int rc = rj_sgf_span_point(imp, v, RJ_MAX_SIZE, col, row);

    if (rc < 0)
        return rc;
    if (rc == 0 || *col >= RJ_MAX_SIZE || *row >= RJ_MAX_SIZE)
        return rj_imp_error(imp, RENJU_ERANGE, v->start, "%s: point off every board", id);
    return RENJU_OK;
}

/* A value of AB, AW or AE in the first node: a point, or FF[4]'s compressed "aa:cc",
 * the rectangle between two corners, on any board (the size is not known yet). */
static int setup_value(sgf *sg, const char *id, const span *v)
{
    rj_import *imp = sg->imp;
    const char *t = imp->in.text;
    span a = *v, b = *v;
    int rc, c0, r0, c1 = 0, r1 = 0, col, row, what;
    size_t i;

    what = id[1] == 'B' ? RJ_BLACK : id[1] == 'W' ? RJ_WHITE : 3;
    for (i = v->start; i < v->end && t[i] != ':'; i++)
        ;
    a.end = i;
    b.start = i + 1;
    if ((rc = rj_sgf_setup_point(imp, id, &a, &c0, &r0)))
        return rc;
    if (i == v->end) {
        c1 = c0;
        r1 = r0;
    } else if ((rc = rj_sgf_setup_point(imp, id, &b, &c1, &r1))) {
        return rc;
    }
    for (col = c0 < c1 ? c0 : c1; col <= (c0 < c1 ? c1 : c0); col++)
        for (row = r0 < r1 ? r0 : r1; row <= (r0 < r1 ? r1 : r0); row++) {
            sg->setup[col][row] = (unsigned char)what;
            sg->setup_at[col][row] = v->start;
        }
    return RENJU_OK;
}

/* One more item of the node; the list grows by doubling, so that a property of any
 * number of values costs its length. */
static int add_item(sgf *sg, int kind, int arg, const span *v)
{
    renju_game *g = sg->imp->g;
    sgf_item *a;
    int ncap;

    if (sg->nitems == sg->items_cap) {
        ncap = sg->items_cap ? sg->items_cap * 2 : 32;
        a = ncap < 0x3fffffff ? g->alloc(g->opaque, (size_t)ncap * sizeof *a) : NULL;
        if (!a)
            return rj_error(g, RENJU_ENOMEM, "out of memory reading the game tree");
        if (sg->nitems)
            memcpy(a, sg->items, (size_t)sg->nitems * sizeof *a);
        if (sg->items)
            g->free(g->opaque, sg->items);
        sg->items = a;
        sg->items_cap = ncap;
    }
    a = &sg->items[sg->nitems++];
    a->kind = kind;
    a->arg = arg;
    a->v = *v;
    return RENJU_OK;
}

/* A move after the first in one node: kept to be played after it, in order. */
static int more_move(sgf *sg, node *nd, int colour, size_t id_pos, const span *v)
{
    if (nd->draw)
        return rj_imp_error(sg->imp, RENJU_EPARSE, id_pos,
                            "a draw goes with a node of one move");
    if (nd->nmore == RJ_MAX_CELLS)
        return rj_imp_error(sg->imp, RENJU_EPARSE, id_pos, "more moves in a node than points");
    sg->more[nd->nmore] = *v;
    sg->more_colour[nd->nmore++] = (unsigned char)colour;
    return RENJU_OK;
}

/* What a property is to the reader: found once, by one scan of a table of the names it
 * knows, since every node of a large tree asks. */
enum {
    CL_KEEP,      /* not used: kept as it came */
    CL_MOVE,      /* B, W: arg the colour */
    CL_DRAW, CL_RESULT,
    CL_OP,        /* an opening action: arg OP_* */
    CL_TAG,       /* arg the tag */
    CL_ROOT,      /* SZ, RU, CA, GM, FF: the first node's */
    CL_PL,
    CL_SETUP,     /* AB, AW, AE: arg the colour */
    CL_NOTE       /* arg the item, mark the mark */
};

typedef struct pclass {
    char name[8];
    unsigned char len, cls, arg, mark;
} pclass;

static const pclass classes[] = {
    { "B", 1, CL_MOVE, RENJU_BLACK, 0 }, { "W", 1, CL_MOVE, RENJU_WHITE, 0 },
    { "C", 1, CL_NOTE, ITEM_COMMENT, 0 }, { "N", 1, CL_NOTE, ITEM_NAME, 0 },
    { "LB", 2, CL_NOTE, ITEM_LABEL, 0 },
    { "TR", 2, CL_NOTE, ITEM_MARK, RENJU_MARK_TRIANGLE },
    { "SQ", 2, CL_NOTE, ITEM_MARK, RENJU_MARK_SQUARE },
    { "CR", 2, CL_NOTE, ITEM_MARK, RENJU_MARK_CIRCLE },
    { "MA", 2, CL_NOTE, ITEM_MARK, RENJU_MARK_CROSS },
    { "HO", 2, CL_NOTE, ITEM_HOT, 0 }, { SGF_START, 5, CL_NOTE, ITEM_START, 0 },
    { "AB", 2, CL_SETUP, RENJU_BLACK, 0 }, { "AW", 2, CL_SETUP, RENJU_WHITE, 0 },
    { "AE", 2, CL_SETUP, RENJU_EMPTY, 0 }, { "PL", 2, CL_PL, 0, 0 },
    { "SZ", 2, CL_ROOT, 0, 0 }, { "RU", 2, CL_ROOT, 0, 0 }, { "CA", 2, CL_ROOT, 0, 0 },
    { "GM", 2, CL_ROOT, 0, 0 }, { "FF", 2, CL_ROOT, 0, 0 },
    { SGF_DRAW, 4, CL_DRAW, 0, 0 }, { SGF_RESULT, 6, CL_RESULT, 0, 0 },
    { "SWAP", 4, CL_OP, OP_SWAP, 0 }, { "DECLARE", 7, CL_OP, OP_DECLARE, 0 },
    { "OFFERS", 6, CL_OP, OP_OFFERS, 0 }, { "BRANCH", 6, CL_OP, OP_BRANCH, 0 },
    { "COLOUR", 6, CL_OP, OP_COLOUR, 0 }, { "SWAPTWO", 7, CL_OP, OP_SWAPTWO, 0 },
};

static pclass classify(const char *id, size_t n)
{
    pclass c;
    size_t k;
    int tag;

    for (k = 0; k < sizeof classes / sizeof *classes; k++)
        if (classes[k].len == n && classes[k].name[0] == id[0] && memcmp(classes[k].name, id, n) == 0)
            return classes[k];
    memset(&c, 0, sizeof c);
    if ((tag = rj_tag_index(id, n)) >= 0) {
        c.cls = CL_TAG;
        c.arg = (unsigned char)tag;
    }
    return c;
}

/* The one value of a property the reader applies, kept in nd. */
static int one_value(sgf *sg, node *nd, const char *id, const pclass *c, size_t id_pos,
                     const span *v, int root)
{
    rj_import *imp = sg->imp;

    switch (c->cls) {
    case CL_OP:
        nd->op_value = *v;
        return RENJU_OK;
    case CL_MOVE:
        if (nd->op || nd->verdict)
            return rj_imp_error(imp, RENJU_EPARSE, id_pos, "a node holds one action");
        if (nd->colour)
            return more_move(sg, nd, c->arg, id_pos, v);
        nd->colour = c->arg;
        nd->move = *v;
        return RENJU_OK;
    case CL_DRAW:
        nd->draw = rj_sgf_span_is(&imp->in, v, "offer") ? 'o'
                 : rj_sgf_span_is(&imp->in, v, "accept") ? 'a'
                 : rj_sgf_span_is(&imp->in, v, "decline") ? 'd' : 0;
        nd->draw_pos = v->start;
        if (!nd->draw)
            return rj_imp_error(imp, RENJU_EPARSE, v->start, SGF_DRAW " is offer, accept or decline");
        return RENJU_OK;
    case CL_RESULT:
        if (nd->op || nd->colour || nd->verdict)
            return rj_imp_error(imp, RENJU_EPARSE, id_pos, "a node holds one action");
        nd->verdict = 1;
        nd->verdict_value = *v;
        return RENJU_OK;
    case CL_TAG:
        nd->tag_set[c->arg] = 1;
        nd->tag[c->arg] = *v;
        return RENJU_OK;
    default:
        break;
    }
    if (!root)
        return rj_imp_error(imp, RENJU_EPARSE, id_pos, "%s belongs in the first node", id);
    switch (id[0]) {
    case 'S': nd->has_sz = 1; nd->sz = *v; break;
    case 'R': nd->has_ru = 1; nd->ru = *v; break;
    case 'C': nd->has_ca = 1; nd->ca = *v; break;
    case 'G': nd->has_gm = 1; nd->gm = *v; break;
    case 'F': nd->has_ff = 1; nd->ff = *v; break;
    default:  nd->has_pl = 1; nd->pl = *v; break;
    }
    return RENJU_OK;
}

/* What a property's values are to the reader. */
enum { PROP_KEEP, PROP_SETUP, PROP_OFFERS, PROP_ONE, PROP_NOTE };

/* main: the node is on the main line, whose tags are the game's; a tag elsewhere is
 * kept as it came, as is PL after the first node (the side to move is the path's). */
static int prop_kind(const pclass *c, int root, int main)
{
    switch (c->cls) {
    case CL_SETUP: return PROP_SETUP;
    case CL_OP:    return c->arg == OP_OFFERS ? PROP_OFFERS : PROP_ONE;
    case CL_TAG:   return main ? PROP_ONE : PROP_KEEP;
    case CL_PL:    return root ? PROP_ONE : PROP_KEEP;
    case CL_NOTE:  return PROP_NOTE;
    case CL_KEEP:  return PROP_KEEP;
    default:       return PROP_ONE;
    }
}

/* The name of the property at in->pos into id, and the span of its letters: FF[1]-FF[3]
 * names may hold lower-case letters, which FF[4] ignores. */
static int read_ident(rj_import *imp, char *id, size_t *len, span *name)
{
    rj_in *in = &imp->in;
    int n = 0, c;

    name->start = in->pos;
    while ((c = rj_in_peek(in)) >= 0 && ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) {
        if (c >= 'A' && c <= 'Z') {
            if (n == SGF_IDENT_MAX)
                return rj_imp_error(imp, RENJU_EPARSE, name->start, "property name too long");
            id[n++] = (char)c;
        }
        in->pos++;
    }
    id[n] = '\0';
    *len = (size_t)n;
    name->end = in->pos;
    if (in->pos == name->start)
        return rj_imp_error(imp, RENJU_EPARSE, in->pos, c < 0x21 || c > 0x7e
                            ? "unexpected byte 0x%02x: a property name was expected"
                            : "unexpected '%c': a property name was expected", c);
    if (n == 0)
        return rj_imp_error(imp, RENJU_EPARSE, name->start, "property name without capitals");
    rj_sgf_skip_ws(in);
    if (rj_in_peek(in) != '[')
        return rj_imp_error(imp, RENJU_EPARSE, in->pos, "%s has no value", id);
    return RENJU_OK;
}

/* Set-up stones after the first node: kept as they came, not placed, since a path's
 * position is what its actions made; said once. */
static void warn_late_setup(sgf *sg, size_t pos)
{
    rj_imp_warn(sg->imp, RENJU_WARN_SKIPPED, pos, 1,
                "set-up stones after the first node are kept, not placed");
}

/* The values of one property of kind into nd and the items. */
static int read_values(sgf *sg, node *nd, const char *id, const span *name, const pclass *c,
                       int kind, int root)
{
    rj_import *imp = sg->imp;
    rj_in *in = &imp->in;
    int count, rc;
    span v;

    if (kind == PROP_KEEP && (rc = add_item(sg, ITEM_PROP_NAME, 0, name)))
        return rc;
    if ((kind == PROP_SETUP || c->cls == CL_PL) && !root)
        warn_late_setup(sg, name->start);
    for (count = 0; (rj_sgf_skip_ws(in), rj_in_peek(in)) == '['; count++) {
        if ((rc = rj_sgf_read_value(imp, &v)))
            return rc;
        switch (kind) {
        case PROP_KEEP:
            rc = add_item(sg, ITEM_PROP_VALUE, 0, &v);
            break;
        case PROP_NOTE:
            rc = add_item(sg, c->arg, c->mark, &v);
            break;
        case PROP_SETUP:
            nd->has_setup |= root;
            rc = root ? setup_value(sg, id, &v) : add_item(sg, ITEM_SETUP, c->arg, &v);
            break;
        case PROP_OFFERS:
            if (count == RENJU_MAX_OFFERS)
                return rj_imp_error(imp, RENJU_EPARSE, v.start - 1, "more than %d offers",
                                    RENJU_MAX_OFFERS);
            sg->offers[count] = v;
            nd->noffers = count + 1;
            break;
        default:
            if (count > 0)
                return rj_imp_error(imp, RENJU_EPARSE, v.start - 1, "%s takes one value", id);
            rc = one_value(sg, nd, id, c, name->start, &v, root);
            break;
        }
        if (rc)
            return rc;
    }
    return RENJU_OK;
}

int rj_sgf_read_node(sgf *sg, node *nd, int root)
{
    rj_import *imp = sg->imp;
    rj_in *in = &imp->in;
    char id[SGF_IDENT_MAX + 1];
    int c, rc, main = root || imp->main;
    size_t len = 0;
    pclass cl;
    span name;

    sg->nitems = 0;
    for (;;) {
        rj_sgf_skip_ws(in);
        c = rj_in_peek(in);
        if (c < 0 || c == ';' || c == '(' || c == ')')
            return RENJU_OK;
        if ((rc = read_ident(imp, id, &len, &name)))
            return rc;
        cl = classify(id, len);
        if (cl.cls == CL_OP) {
            if (nd->op || nd->colour || nd->verdict)
                return rj_imp_error(imp, RENJU_EPARSE, name.start, "a node holds one action");
            nd->op = cl.arg;
            nd->op_pos = name.start;
        }
        if ((rc = read_values(sg, nd, id, &name, &cl, prop_kind(&cl, root, main), root)))
            return rc;
    }
}
