/* SPDX-License-Identifier: MIT */
/* record_sgf_write.c - writing SGF FF[4] with GM[4] (renju_record(3)): the path from the
 * root to the node the game stands on (renju_record_export()), or the whole tree in
 * pre-order (renju_tree_export()), a node with one child going on in its sequence and
 * one with several giving each its variation in parentheses.  Each node carries its
 * notes: comment, name, labels, marks, set-up stones, HO and the start mark, and the
 * properties a record held that the library does not use, as they came.
 *
 * The layout is fixed, so that the same tree always gives the same bytes: ten nodes to
 * a line, each variation from the start of a line, each ')' on a line of its own, no
 * indentation (a tree nested ten thousand deep is no larger for it).  The walk is a
 * loop that climbs back up the tree, never a recursion, and allocates nothing. */
#include "record/record_output.h"
#include "record/record_tags.h"
#include "record/record_rules.h"
#include "record/record_warnings.h"
#include "record/record_import.h"
#include "record/record_formats.h"
#include "record/record_sgf.h"
#include "game/history.h"
#include "tree/tree.h"
#include "game/errors.h"
#include "game/handle.h"

#include <string.h>

/* ------------------------------------------------------------ text */

static void out_coord(rj_out *o, const renju_game *g, int p)
{
    int size = g->board.size;

    /* the column from the left, then the row from the top */
    rj_out_char(o, (char)('a' + p % size));
    rj_out_char(o, (char)('a' + size - 1 - p / size));
}

/* n bytes of text as a value holds them: ']' and '\' escaped, and ':' too where the
 * value is composed (a label's "hh:text"). */
static void out_text(rj_out *o, const char *s, size_t n, int composed)
{
    size_t i, run = 0;

    for (i = 0; i < n; i++) {
        /* every byte that needs an escape is below 'a' */
        if ((unsigned char)s[i] > ']' || (s[i] != ']' && s[i] != '\\' && !(composed && s[i] == ':')))
            continue;
        rj_out_mem(o, s + run, i - run);
        rj_out_char(o, '\\');
        run = i;
    }
    rj_out_mem(o, s + run, n - run);
}

static void out_prop(rj_out *o, const char *name, const char *value)
{
    rj_out_str(o, name);
    rj_out_char(o, '[');
    out_text(o, value, strlen(value), 0);
    rj_out_char(o, ']');
}

/* ------------------------------------------------------------ the first node */

/* The RE to write for a game still going on: its tag, unless reading would end the
 * game with it, in which case what writing that game gives, so that writing, reading
 * and writing again gives the same bytes. */
static const char *re_of_ongoing(renju_game *g, const char *tag)
{
    int reason = RENJU_REASON_NONE;

    switch (tag ? rj_sgf_re_meaning(tag, strlen(tag), &reason) : 0) {
    case 'B': return rj_sgf_verdict_text('B', reason);
    case 'W': return rj_sgf_verdict_text('W', reason);
    case 'D': return renju_draw_offered(g) == 1 ? "0" : tag;
    default:  return tag;
    }
}

/* RE for a finished game, in FF[4]'s words: "B+R" resignation, "B+T" time, "W+F" a
 * forfeit or the foul, "0" a draw, "B+"/"W+" a win on the board. */
static const char *result_text(const renju_game *g)
{
    int verdict = rj_sgf_is_verdict(g->reason);

    switch (g->result) {
    case RENJU_BLACK_WINS:
        return verdict ? rj_sgf_verdict_text('B', g->reason) : "B+";
    case RENJU_WHITE_WINS:
        return verdict || g->reason == RENJU_REASON_FOUL ? rj_sgf_verdict_text('W', g->reason)
             : "W+";
    case RENJU_DRAW:
        return "0";
    default:
        return NULL;
    }
}

static void out_setup(rj_out *o, const renju_game *g)
{
    int colour, p, row, col, size = g->board.size, any;

    for (colour = RENJU_BLACK; colour <= RENJU_WHITE; colour++) {
        any = 0;
        for (row = size - 1; row >= 0; row--)       /* from the top, as SGF counts */
            for (col = 0; col < size; col++) {
                p = row * size + col;
                if (g->base[p] != colour)
                    continue;
                if (!any)
                    rj_out_str(o, colour == RENJU_BLACK ? "AB" : "AW");
                any = 1;
                rj_out_char(o, '[');
                out_coord(o, g, p);
                rj_out_char(o, ']');
            }
    }
    rj_out_str(o, g->base_side == RENJU_BLACK ? "PL[B]\n" : "PL[W]\n");
}

/* The game, its tags and its set-up position; RE as the game end stands (the game
 * itself for a path, the end of the main line for a tree). */
static void out_header(rj_out *o, renju_game *g, renju_game *end)
{
    int t, any = 0;
    const char *v, *re;
    char rules[48];

    rj_out_str(o, "(;FF[4]GM[4]CA[UTF-8]SZ[");
    rj_out_int(o, g->board.size);
    rj_out_str(o, "]RU[");
    rj_rules_text(g, rules, sizeof rules);
    rj_out_str(o, rules);
    rj_out_str(o, "]\n");
    re = result_text(end);
    if (!re)
        re = re_of_ongoing(end, rj_tag_get(g, RJ_TAG_RE));
    for (t = 0; t < RJ_NTAGS; t++) {
        v = t == RJ_TAG_RE && re ? re : rj_tag_get(g, t);
        if (!v)
            continue;
        out_prop(o, rj_tag_names[t], v);
        any = 1;
    }
    if (any)
        rj_out_char(o, '\n');
    if (rj_game_was_set_up(g))
        out_setup(o, g);
}

/* ------------------------------------------------------------ notes */

/* The notes of type of node id, in the order they were set, as one property: labels,
 * or the marks of one kind (value), or the set-up stones of one colour. */
static void out_points(rj_out *o, const renju_game *g, const rj_tree *t, int id, int type,
                       int value, const char *name)
{
    const unsigned char *b;
    size_t at = 0, len;
    int ty, pt, any = 0;

    while (rj_note_next(t, id, &at, &ty, &pt, &b, &len)) {
        if (ty != type || (type != RJ_NOTE_LABEL && (len < 1 || b[0] != value)))
            continue;
        if (!any)
            rj_out_str(o, name);
        any = 1;
        rj_out_char(o, '[');
        out_coord(o, g, pt);
        if (type == RJ_NOTE_LABEL) {
            rj_out_char(o, ':');
            out_text(o, (const char *)b, len, 1);
        }
        rj_out_char(o, ']');
    }
}

/* What a node's notes hold, found in one walk: its comment, name and kept
 * properties, whether it has labels, and the kinds of its marks and set-up stones in
 * the order each kind was first set, so that a file read writes back as it came. */
typedef struct summary {
    const unsigned char *text[3];   /* comment, name, properties */
    size_t len[3];
    int labels;
    int marks[5], nmarks;           /* RENJU_MARK_* */
    int setup[3], nsetup;           /* colours */
} summary;

static void add_kind(int *kinds, int *n, int kind)
{
    int k;

    for (k = 0; k < *n && kinds[k] != kind; k++)
        ;
    if (k == *n && *n < 5)
        kinds[(*n)++] = kind;
}

static void summarise(const rj_tree *t, int id, summary *s)
{
    const unsigned char *b;
    size_t at = 0, len;
    int ty, pt;

    memset(s, 0, sizeof *s);
    if (t->node[id].notes == RJ_NO_NODE)
        return;
    while (rj_note_next(t, id, &at, &ty, &pt, &b, &len)) {
        switch (ty) {
        case RJ_NOTE_COMMENT: s->text[0] = b; s->len[0] = len; break;
        case RJ_NOTE_NAME:    s->text[1] = b; s->len[1] = len; break;
        case RJ_NOTE_PROPS:   s->text[2] = b; s->len[2] = len; break;
        case RJ_NOTE_LABEL:   s->labels = 1; break;
        case RJ_NOTE_MARK:
            if (len >= 1 && b[0] >= RENJU_MARK_TRIANGLE && b[0] <= RENJU_MARK_CROSS)
                add_kind(s->marks, &s->nmarks, b[0]);
            break;
        case RJ_NOTE_SETUP:
            if (len >= 1 && b[0] <= RENJU_WHITE)
                add_kind(s->setup, &s->nsetup, b[0]);
            break;
        default:
            break;
        }
    }
}

static void out_simple(rj_out *o, const char *name, const unsigned char *b, size_t len)
{
    if (!b)
        return;
    rj_out_str(o, name);
    out_text(o, (const char *)b, len, 0);
    rj_out_char(o, ']');
}

static void out_notes(rj_out *o, const renju_game *g, const rj_tree *t, int id)
{
    static const char *const setup_props[3] = { "AE", "AB", "AW" };
    summary s;
    int k;

    if (!t)
        return;
    summarise(t, id, &s);
    out_simple(o, "C[", s.text[0], s.len[0]);
    out_simple(o, "N[", s.text[1], s.len[1]);
    if (s.labels)
        out_points(o, g, t, id, RJ_NOTE_LABEL, 0, "LB");
    for (k = 0; k < s.nmarks; k++)
        out_points(o, g, t, id, RJ_NOTE_MARK, s.marks[k], rj_sgf_mark_props[s.marks[k]]);
    for (k = 0; k < s.nsetup; k++)
        out_points(o, g, t, id, RJ_NOTE_SETUP, s.setup[k], setup_props[s.setup[k]]);
    if (t->node[id].flags & RENJU_NODE_MARKED)
        rj_out_str(o, "HO[1]");
    if (t->node[id].flags & RENJU_NODE_START)
        rj_out_str(o, SGF_START "[]");
    if (s.text[2])
        rj_out_mem(o, (const char *)s.text[2], s.len[2]);
}

/* ------------------------------------------------------------ nodes */

/* The writer's state: the layout of the line being written, and what was left out. */
typedef struct writer {
    rj_out *o;
    renju_game *g;
    const rj_tree *t;          /* NULL for a game that is a line */
    int on_line;               /* nodes on the line being written */
    int lost;                  /* notes of decisions not written, which go with them */
} writer;

/* The offers of an offers node: its note, or the game's for a game without a tree. */
static void out_offers(writer *w, int id, const rj_action *a)
{
    int offers[RENJU_MAX_OFFERS], n = a->point, k;
    const unsigned char *b;
    size_t len;

    if (n > RENJU_MAX_OFFERS)
        n = RENJU_MAX_OFFERS;
    if (w->t) {
        b = rj_note_find(w->t, id, RJ_NOTE_OFFERS, -1, &len);
        if (!b)
            n = 0;
        else if (len / sizeof *offers < (size_t)n)
            n = (int)(len / sizeof *offers);
        if (n)
            memcpy(offers, b, (size_t)n * sizeof *offers);
    } else {
        memcpy(offers, w->g->offers, (size_t)n * sizeof *offers);
    }
    rj_out_str(w->o, "OFFERS");
    for (k = 0; k < n; k++) {
        rj_out_char(w->o, '[');
        out_coord(w->o, w->g, offers[k]);
        rj_out_char(w->o, ']');
    }
}

/* A move, ";B[hh]" or ";W[]", in one piece: most nodes are nothing else. */
static void out_move(rj_out *o, const renju_game *g, const rj_action *a)
{
    int size = g->board.size;
    char m[6] = { ';', 'B', '[', ']', 0, 0 };
    size_t n = 4;

    m[1] = a->colour == RENJU_BLACK ? 'B' : 'W';
    if (a->kind == RJ_ACT_STONE) {
        m[3] = (char)('a' + a->point % size);
        m[4] = (char)('a' + size - 1 - a->point / size);
        m[5] = ']';
        n = 6;
    }
    rj_out_mem(o, m, n);
}

/* The property of an action (nothing for a node without one), after its ';'. */
static int out_action(writer *w, int id, const rj_action *a)
{
    rj_out *o = w->o;
    int winner = a->colour == RENJU_BLACK ? 'W' : 'B';

    switch (a->kind) {
    case RJ_ACT_STONE:
    case RJ_ACT_PASS:
        out_move(o, w->g, a);
        if (a->offer)
            rj_out_str(o, SGF_DRAW "[offer]");
        return RENJU_OK;
    case RJ_ACT_DECLINE: rj_out_str(o, SGF_DRAW "[decline]"); return RENJU_OK;
    case RJ_ACT_ACCEPT:  rj_out_str(o, SGF_DRAW "[accept]"); return RENJU_OK;
    case RJ_ACT_RESIGN:
        out_prop(o, SGF_RESULT, rj_sgf_verdict_text(winner, RENJU_REASON_RESIGNATION));
        return RENJU_OK;
    case RJ_ACT_FORFEIT:
        out_prop(o, SGF_RESULT, rj_sgf_verdict_text(winner, a->point));
        return RENJU_OK;
    case RJ_ACT_SWAP:
        out_prop(o, "SWAP", rj_sgf_swap_words[a->point != 0 ? 2 : 1]);
        return RENJU_OK;
    case RJ_ACT_DECLARE:
        rj_out_str(o, "DECLARE[");
        rj_out_int(o, a->point);
        rj_out_char(o, ']');
        return RENJU_OK;
    case RJ_ACT_OFFERS:  out_offers(w, id, a); return RENJU_OK;
    case RJ_ACT_BRANCH:  out_prop(o, "BRANCH", rj_branch_words[a->point]); return RENJU_OK;
    case RJ_ACT_COLOUR:  out_prop(o, "COLOUR", rj_colour_words[a->point]); return RENJU_OK;
    case RJ_ACT_SWAP2:   out_prop(o, "SWAPTWO", rj_swap2_words[a->point]); return RENJU_OK;
    case RJ_ACT_NOTE:    return RENJU_OK;
    default:
        return rj_error(w->g, RENJU_EINVAL, "SGF cannot hold an action of kind %d", a->kind);
    }
}

/* A node: its action and its notes, ten to a line. */
static int out_node(writer *w, int id, const rj_action *a)
{
    int rc;

    if (a->kind != RJ_ACT_STONE && a->kind != RJ_ACT_PASS)
        rj_out_char(w->o, ';');
    if ((rc = out_action(w, id, a)))
        return rc;
    if (id >= 0)
        out_notes(w->o, w->g, w->t, id);
    if (++w->on_line == SGF_MOVES_PER_LINE) {
        rj_out_char(w->o, '\n');
        w->on_line = 0;
    }
    return RENJU_OK;
}

static void out_open(writer *w)
{
    if (w->on_line)
        rj_out_char(w->o, '\n');
    rj_out_char(w->o, '(');
    w->on_line = 0;
}

static void out_close(writer *w)
{
    if (w->on_line)
        rj_out_char(w->o, '\n');
    rj_out_str(w->o, ")\n");
    w->on_line = 0;
}

/* The root's notes, on a line of their own after the set-up position. */
static void out_root(writer *w)
{
    size_t before = w->o->len;

    if (!w->t)
        return;
    out_notes(w->o, w->g, w->t, RJ_ROOT);
    if (w->o->len != before)
        rj_out_char(w->o, '\n');
}

/* Whether an action is one RE tells: a resignation, a loss on time or by forfeit, a
 * draw agreed.  At the end of what is written, with nothing of its own to carry, the
 * node is not written: RE says it, as every SGF reader understands. */
static int told_by_re(const rj_tree *t, int id, const rj_action *a)
{
    if (a->kind != RJ_ACT_RESIGN && a->kind != RJ_ACT_FORFEIT && a->kind != RJ_ACT_ACCEPT)
        return 0;
    return !t || (t->node[id].notes == RJ_NO_NODE && rj_node_playable(t, id)
                  && !(t->node[id].flags & (RENJU_NODE_MARKED | RENJU_NODE_START)));
}

static void say_lost(writer *w)
{
    if (w->lost)
        rj_out_warn(w->o, RENJU_WARN_NOT_WRITTEN, w->lost,
                    "notes of opening decisions the record does not hold were not written");
}

/* ------------------------------------------------------------ the path */

static int out_path(writer *w)
{
    renju_game *g = w->g;
    int i, rc, id, last = rj_hist_played(g) - 1;
    const rj_action *a;

    for (i = 0; i <= last; i++) {
        a = rj_hist_at(g, i);
        id = w->t ? w->t->path[i + 1] : -1;
        if (rj_action_unrecorded(a)) {
            w->lost += id >= 0 && w->t->node[id].notes != RJ_NO_NODE;
            continue;   /* written as read: not at all */
        }
        if (i == last && told_by_re(w->t, id, a))
            continue;
        if ((rc = out_node(w, id, a)))
            return rc;
    }
    out_close(w);
    return RENJU_OK;
}

/* ------------------------------------------------------------ the whole tree */

/* The last node of the main line the game can stand on: where a reader stands. */
static int main_end(const rj_tree *t)
{
    int id = RJ_ROOT;

    while (t->node[id].child != RJ_NO_NODE && rj_node_playable(t, t->node[id].child))
        id = t->node[id].child;
    return id;
}

/* Whether node id is left out of the tree written: an opening decision a record did
 * not hold (written as read: not at all, its children standing in its place), or the
 * main line's last action when RE tells it and it has no variation beside it. */
static int left_out(writer *w, int id, int end)
{
    const rj_tree *t = w->t;
    const rj_node *n = &t->node[id];

    if (rj_action_unrecorded(&n->act) && rj_node_playable(t, id))
        return 1;
    return id == end && n->child == RJ_NO_NODE && n->next == RJ_NO_NODE
           && t->node[n->parent].child == id && told_by_re(t, id, &n->act);
}

/* The first node written at or after x in a walk of the nodes below p that does not go
 * below a node written: p's children as the file has them. */
static int written_from(writer *w, int p, int x, int end)
{
    const rj_tree *t = w->t;

    while (x != RJ_NO_NODE) {
        if (!left_out(w, x, end))
            return x;
        if (t->node[x].child != RJ_NO_NODE) {
            x = t->node[x].child;
            continue;
        }
        while (x != p && t->node[x].next == RJ_NO_NODE)
            x = t->node[x].parent;
        x = x == p ? RJ_NO_NODE : t->node[x].next;
    }
    return RJ_NO_NODE;
}

static int first_written(writer *w, int p, int end)
{
    return written_from(w, p, w->t->node[p].child, end);
}

/* The child written after x, a child written of p. */
static int next_written(writer *w, int p, int x, int end)
{
    const rj_tree *t = w->t;

    while (x != p && t->node[x].next == RJ_NO_NODE)
        x = t->node[x].parent;
    return x == p ? RJ_NO_NODE : written_from(w, p, t->node[x].next, end);
}

/* The node x is written below: its parent, or the first one written above it. */
static int written_parent(writer *w, int x, int end)
{
    const rj_tree *t = w->t;

    do
        x = t->node[x].parent;
    while (x != RJ_ROOT && left_out(w, x, end));
    return x;
}

/* Whether p has more than one child written, each then a variation. */
static int branches(writer *w, int p, int end)
{
    int c = first_written(w, p, end);

    return c != RJ_NO_NODE && next_written(w, p, c, end) != RJ_NO_NODE;
}

/* After the node x that ends a variation: up the tree to the next variation to write,
 * closing each that ends on the way.  The next node to write, or RJ_NO_NODE at the
 * end of the tree. */
static int climb(writer *w, int x, int end)
{
    int p, s;

    while (x != RJ_ROOT) {
        p = written_parent(w, x, end);
        if (branches(w, p, end)) {
            out_close(w);
            if ((s = next_written(w, p, x, end)) != RJ_NO_NODE) {
                out_open(w);
                return s;
            }
        }
        x = p;
    }
    out_close(w);
    return RJ_NO_NODE;
}

static int out_tree(writer *w, int end)
{
    const rj_tree *t = w->t;
    int x, c, rc;

    for (x = RJ_ROOT; x != RJ_NO_NODE; x = rj_node_following(t, x))
        w->lost += rj_action_unrecorded(&t->node[x].act) && t->node[x].notes != RJ_NO_NODE;
    x = RJ_ROOT;

    for (;;) {
        c = first_written(w, x, end);
        if (c == RJ_NO_NODE) {
            if ((c = climb(w, x, end)) == RJ_NO_NODE)
                return RENJU_OK;
        } else if (next_written(w, x, c, end) != RJ_NO_NODE) {
            out_open(w);
        }
        if ((rc = out_node(w, c, &t->node[c].act)))
            return rc;
        x = c;
    }
}

/* The game whose result RE gives for the tree: the game at the end of the main line,
 * where reading the tree again stands.  *copy is the copy made when the game stands
 * elsewhere, for the caller to free. */
static int tree_end_game(renju_game *g, int end, renju_game **copy)
{
    *copy = NULL;
    if (rj_tree_here(g) == end)
        return RENJU_OK;
    if (renju_game_clone(copy, g))
        return g->errcode;
    if (rj_tree_goto(*copy, end)) {
        renju_game_free(*copy);
        *copy = NULL;
        return rj_error(g, RENJU_ENOMEM, "out of memory writing the game tree");
    }
    return RENJU_OK;
}

int rj_export_sgf(renju_game *g, rj_out *o, int whole)
{
    writer w;
    renju_game *copy = NULL;
    int rc, end = RJ_ROOT;

    memset(&w, 0, sizeof w);
    w.o = o;
    w.g = g;
    w.t = g->tree;
    if (whole) {
        end = main_end(g->tree);
        if ((rc = tree_end_game(g, end, &copy)))
            return rc;
    }
    out_header(o, g, copy ? copy : g);
    renju_game_free(copy);
    out_root(&w);
    rc = whole ? out_tree(&w, end) : out_path(&w);
    if (rc == RENJU_OK)
        say_lost(&w);
    return rc;
}
