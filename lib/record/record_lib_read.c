/* SPDX-License-Identifier: MIT */
/* record_lib_read.c - a RenLib library read into the game's tree (renju_record(3)).
 *
 * Two passes over the bytes: the first checks the whole layout and sees whether the
 * text is UTF-8, before anything is played; the second replays each node under the
 * game's rules through the tree reader of record_tree.c.  A node with a later sibling
 * opens a variation there, as it pushes its depth in RenLib, and a node without a
 * child closes the last one open, as it pops: the variations open are RenLib's stack.
 * Neither pass recurses, and each costs one step a byte.
 *
 * A board text is a label in the parent node at the node's point: RenLib shows it at
 * that point while the parent's position is on the board, and keeps a text at an
 * empty point as a node that is no move, which is read as the label alone. */
#include "record/record_charset.h"
#include "record/record_warnings.h"
#include "record/record_import.h"
#include "record/record_tree.h"
#include "record/record_formats.h"
#include "record/record_lib.h"
#include "tree/tree.h"
#include "game/play.h"
#include "game/notation.h"
#include "game/errors.h"
#include "game/handle.h"
#include "core/text.h"

#include <string.h>

typedef struct lib_reader {
    rj_import *imp;
    rj_charset cs;       /* the text's */
    int side;            /* the colour to move at the node the next record goes below */
    int has_child;       /* that node has a child already: the next record is a variation */
    int ended;           /* the tree is whole: no record may follow */
} lib_reader;

/* ------------------------------------------------------------ the first pass */

typedef struct lib_scan {
    int utf8;            /* every text is valid UTF-8 */
    int nonascii;        /* some text has a byte above 0x7f */
    int records;
} lib_scan;

static void scan_text(const rj_import *imp, const rj_lib_text *t, lib_scan *sc)
{
    const unsigned char *s = (const unsigned char *)imp->in.text + t->at;
    size_t i;

    for (i = 0; i < t->len && s[i] < 0x80; i++)
        ;
    if (i == t->len)
        return;
    sc->nonascii = 1;
    if (rj_utf8_valid((const char *)s, t->len) < t->len)
        sc->utf8 = 0;
}

/* Every record decoded and the tree's shape followed, so that a malformed library
 * fails before anything is played, and its charset is known for the second pass. */
static int scan(rj_import *imp, size_t body, lib_scan *sc)
{
    rj_lib_record rec;
    int rc, depth = 0, first = 1, ended = 0;

    sc->utf8 = 1;
    sc->nonascii = 0;
    sc->records = 0;
    imp->in.pos = body;
    while ((rc = rj_lib_record_next(imp, &rec)) == 1) {
        sc->records++;
        if (ended)
            return rj_imp_error(imp, RENJU_EPARSE, rec.at,
                                "%zu bytes past the end of the tree: the node before has "
                                "no child and no variation is left to return to",
                                imp->in.len - rec.at);
        if (first && rec.pos == 0 && (rec.flags & RJ_LIB_SIBLING))
            return rj_imp_error(imp, RENJU_EPARSE, rec.at, "the root has a sibling");
        if (rec.comment == RJ_LIB_COMMENT)
            scan_text(imp, &rec.text, sc);
        if (rec.board)
            scan_text(imp, &rec.board_text, sc);
        if (rec.flags & RJ_LIB_SIBLING)
            depth++;
        if (rec.flags & RJ_LIB_LEAF) {
            /* the last node's pop, with nothing left to pop, ends the tree */
            if (depth == 0)
                ended = 1;
            else
                depth--;
        }
        first = 0;
    }
    /* a library may stop between records, even with siblings still announced: RenLib
     * writes a saved branch so */
    return rc;
}

/* ------------------------------------------------------------ the charset */

/* The caller's charset, else UTF-8 when all the text is, else GBK, RenLib's most
 * common; said in a warning when it was guessed. */
static void open_charset(lib_reader *r, const lib_scan *sc)
{
    rj_import *imp = r->imp;
    const char *name = imp->g->charset;

    if (!name[0])
        name = !sc->nonascii || sc->utf8 ? "UTF-8" : "GBK";
    rj_charset_open(&r->cs, name, strlen(name));
    if (!sc->nonascii)
        return;
    memcpy(imp->s->charset_read, name, strlen(name) + 1);
    if (!imp->g->charset[0] && sc->utf8)
        rj_imp_warn(imp, RENJU_WARN_CHARSET, RJ_NO_POS, 1,
                    "the library names no charset: its text, valid UTF-8, was read as UTF-8");
    else if (!imp->g->charset[0])
        rj_imp_warn(imp, RENJU_WARN_CHARSET, RJ_NO_POS, 1,
                    "the library names no charset: its text, not UTF-8, was read as GBK "
                    "(renju_record_charset_set() names another)");
    else if (r->cs.kind != RJ_CS_UTF8)
        rj_imp_warn(imp, RENJU_WARN_CHARSET, RJ_NO_POS, 1, "text converted to UTF-8 from %s",
                    name);
}

/* ------------------------------------------------------------ notes */

static int nomem(rj_import *imp)
{
    return rj_error(imp->g, RENJU_ENOMEM, "out of memory reading the library");
}

/* A text of the record as a note of node id (at point, -1 for none). */
static int put_text(lib_reader *r, int id, int type, int point, const rj_lib_text *t, int kind)
{
    renju_game *s = r->imp->s;
    char *text;
    size_t n;
    int rc = rj_lib_text_read(r->imp, &r->cs, t, kind, &text, &n);

    if (rc || !text)
        return rc;
    rc = rj_note_set(s, s->tree, id, type, point, text, n) ? nomem(r->imp) : RENJU_OK;
    r->imp->g->free(r->imp->g->opaque, text);
    return rc;
}

/* A board text: a label at the node's point in its parent.  The first one there stays
 * (RenLib too keeps the first): another with other text is said to be skipped. */
static int put_label(lib_reader *r, int parent, const rj_lib_record *rec)
{
    renju_game *s = r->imp->s;
    int point = rj_lib_point(rec->pos), rc = RENJU_OK;
    const unsigned char *old;
    size_t len, n;
    char name[8], *text;

    old = rj_note_find(s->tree, parent, RJ_NOTE_LABEL, point, &len);
    if (!old)
        return put_text(r, parent, RJ_NOTE_LABEL, point, &rec->board_text, RJ_LIB_BOARD_TEXT);
    if ((rc = rj_lib_text_read(r->imp, &r->cs, &rec->board_text, RJ_LIB_BOARD_TEXT, &text, &n)))
        return rc;
    if (text && (n != len || memcmp(text, old, n) != 0)) {
        rj_point_name(s, point, name);
        rj_imp_warn(r->imp, RENJU_WARN_SKIPPED, rec->board_text.at, 1,
                    "a second board text at %s of one position was skipped", name);
    }
    if (text)
        r->imp->g->free(r->imp->g->opaque, text);
    return RENJU_OK;
}

/* What the record says of node id besides its move: its comment, RenLib's marks, the
 * flags the library does not read (kept to be written back), its board text. */
static int put_notes(lib_reader *r, int id, int parent, const rj_lib_record *rec)
{
    rj_tree *t = r->imp->s->tree;
    int keep = (int)(rec->flags & (RJ_LIB_UNKNOWN | RJ_LIB_NO_MOVE)), rc;

    if (rec->flags & RJ_LIB_MARK)
        t->node[id].flags |= RENJU_NODE_MARKED;
    if (rec->flags & RJ_LIB_START)
        t->node[id].flags |= RENJU_NODE_START;
    if (keep && rj_note_set(r->imp->s, t, id, RJ_NOTE_LIBFLAGS, -1, &keep, sizeof keep))
        return nomem(r->imp);
    if (rec->comment && (rc = put_text(r, id, RJ_NOTE_COMMENT, -1, &rec->text, rec->comment)))
        return rc;
    if (!rec->board)
        return RENJU_OK;
    if (parent == RJ_NO_NODE || rec->pos == 0) {
        rj_imp_warn(r->imp, RENJU_WARN_SKIPPED, rec->board_text.at, 1,
                    "a board text without a point (on the root or a pass) was skipped");
        return RENJU_OK;
    }
    return put_label(r, parent, rec);
}

/* ------------------------------------------------------------ nodes */

static int opponent(int colour)
{
    return colour == RENJU_BLACK ? RENJU_WHITE : RENJU_BLACK;
}

/* The node's action: a stone, a pass, or none (a node that is no move, at its point,
 * RENJU_PASS for none, so that it is written back where it was). */
static void record_action(const lib_reader *r, const rj_lib_record *rec, rj_action *a)
{
    memset(a, 0, sizeof *a);
    if (rec->flags & RJ_LIB_NO_MOVE) {
        a->kind = RJ_ACT_NOTE;
        a->point = rec->pos ? rj_lib_point(rec->pos) : RENJU_PASS;
        return;
    }
    a->kind = rec->pos ? RJ_ACT_STONE : RJ_ACT_PASS;
    a->point = rec->pos ? rj_lib_point(rec->pos) : RENJU_PASS;
    a->colour = (unsigned char)r->side;
}

/* Play the node's action under the rules, or keep it below a line that broke them. */
static int put_action(lib_reader *r, const rj_lib_record *rec)
{
    rj_import *imp = r->imp;
    renju_game *s = imp->s;
    rj_action a;
    int rc;

    record_action(r, rec, &a);
    if (rj_imp_tree_raw(imp)) {
        if ((rc = rj_imp_tree_unplayable(imp, &a)))
            return rc;
    } else {
        rc = a.kind == RJ_ACT_NOTE ? rj_apply(s, &a, 0)
                                   : rj_imp_stone(imp, a.point, 0, rec->at);
        if (rc == RENJU_OK) {
            r->side = s->side;
            return RENJU_OK;
        }
        if (a.kind == RJ_ACT_NOTE)
            return nomem(imp);   /* a node without a move breaks no rule */
        a.colour = (unsigned char)s->side;
        if ((rc = rj_imp_tree_broken(imp, &a, rc, rec->at)))
            return rc;
    }
    if (a.kind != RJ_ACT_NOTE)
        r->side = opponent(a.colour);
    return RENJU_OK;
}

/* A variation opens where the node goes, remembering whose move it is there. */
static int open_variation(lib_reader *r)
{
    int rc = rj_imp_tree_open(r->imp);

    if (rc == RENJU_OK)
        r->imp->branch[r->imp->nbranch - 1].side = r->side;
    return rc;
}

/* A node without a child: back to the parent of the last node with a later sibling,
 * or, when there is none, the end of the tree. */
static void pop(lib_reader *r)
{
    rj_import *imp = r->imp;

    if (imp->nbranch <= 1) {   /* the tree's own, opened at the root */
        r->ended = 1;
        return;
    }
    r->side = imp->branch[imp->nbranch - 1].side;
    rj_imp_tree_close(imp);
    r->has_child = 1;
}

/* A node that is only a board text at an empty point: RenLib's way to keep one.  It
 * has no child: it says so, or the library ends with it. */
static int label_only(const rj_import *imp, const rj_lib_record *rec)
{
    return (rec->flags & RJ_LIB_NO_MOVE) && rec->board && !rec->comment && rec->pos != 0
        && ((rec->flags & RJ_LIB_LEAF) || imp->in.pos == imp->in.len)
        && !(rec->flags & (RJ_LIB_MARK | RJ_LIB_START | RJ_LIB_UNKNOWN));
}

static int read_node(lib_reader *r, const rj_lib_record *rec)
{
    rj_import *imp = r->imp;
    int parent = rj_imp_tree_node(imp), rc;

    if (label_only(imp, rec)) {
        if ((rc = put_label(r, parent, rec)))
            return rc;
        /* it pushed and popped itself, or it was the last child */
        if (!(rec->flags & RJ_LIB_SIBLING))
            pop(r);
        return RENJU_OK;
    }
    if (rec->flags & RJ_LIB_SIBLING) {
        if ((rc = open_variation(r)))
            return rc;
    } else if (r->has_child) {
        imp->main = 0;   /* the last of several children: a variation, not opened */
    }
    if ((rc = put_action(r, rec)) || (rc = put_notes(r, rj_imp_tree_node(imp), parent, rec)))
        return rc;
    r->has_child = 0;
    if (rec->flags & RJ_LIB_LEAF)
        pop(r);
    return RENJU_OK;
}

/* The second pass: every record into the tree. */
static int replay(lib_reader *r, size_t body)
{
    rj_import *imp = r->imp;
    rj_lib_record rec;
    int rc, first = 1;

    imp->in.pos = body;
    while (!r->ended && (rc = rj_lib_record_next(imp, &rec)) != 0) {
        if (rc < 0)
            return rc;
        if (first && rec.pos == 0) {
            /* the root's own record (a version 3.0 library has none) */
            if ((rc = put_notes(r, RJ_ROOT, RJ_NO_NODE, &rec)))
                return rc;
            r->ended = (rec.flags & RJ_LIB_LEAF) != 0;
        } else if ((rc = read_node(r, &rec))) {
            return rc;
        }
        first = 0;
    }
    return RENJU_OK;
}

int rj_import_lib(rj_import *imp)
{
    lib_reader r;
    lib_scan sc;
    size_t body;
    int rc;

    imp->binary = 1;
    if ((rc = rj_lib_header(imp)))
        return rc;
    body = imp->in.pos;
    /* a library holds a 15x15 board and no rules: the game's are played */
    if ((rc = scan(imp, body, &sc)) || (rc = rj_imp_start(imp, -1, -1, 0, 15, 0))
        || (rc = rj_imp_tree_start(imp)))
        return rc;
    /* a node a record at most (a board text alone makes none): the tree's array made
     * once, not grown by copies */
    if (rj_tree_reserve(imp->s, imp->s->tree, sc.records + 1))
        return nomem(imp);
    memset(&r, 0, sizeof r);
    r.imp = imp;
    r.side = imp->s->side;
    open_charset(&r, &sc);
    rc = open_variation(&r);   /* the tree's own, which the last pop finds */
    if (rc == RENJU_OK)
        rc = replay(&r, body);
    rj_charset_close(&r.cs);
    if (rc)
        return rc;
    imp->in.pos = imp->in.len;
    return rj_imp_tree_finish(imp);
}
