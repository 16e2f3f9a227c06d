/* SPDX-License-Identifier: MIT */
/* record_sgf.c - SGF FF[4] with GM[4] (renju_rules(7), GAME RECORDS): the main line of the
 * first game tree.  The reader is a loop with a depth counter, never a recursion, so that
 * no nesting can exhaust the stack; it keeps nothing but the current node.
 *
 * Reading takes SGF as other programs write it, and says what it read leniently in
 * warnings: GM[1], GM[5] or none (RENJU_WARN_GAME_TYPE), any character set iconv
 * knows (RENJU_WARN_CHARSET; a CA iconv does not know gives one such warning and
 * only text already UTF-8 is kept), text that cannot be converted, or is too long
 * and is cut (RENJU_WARN_TEXT), properties the library does not use
 * (RENJU_WARN_SKIPPED, one warning naming them; comments, node names, times and the
 * writing program are passed over in silence: every record has them), variations
 * (RENJU_WARN_VARIATIONS) and rules it does not know (RENJU_WARN_RULES). */
#include "record/record.h"
#include "game/history.h"
#include "rules/catalogue.h"

#include <string.h>

#define NUM_DIGITS 9      /* SZ, GM, FF: more digits is an error, not an overflow */
#define IDENT_MAX 32      /* longest property name looked at */
#define SKIPPED_MAX 80    /* the names of skipped properties a warning lists */
#define CHARSET_SHOWN 24  /* bytes of a CA value a warning quotes */
/* a tag's text read before it is cut: a few bytes more than a tag holds, so that a
 * character the limit splits is still whole */
#define TAG_READ_MAX ((size_t)RJ_TAG_MAX + 8)
#define MOVES_PER_LINE 10

/* Private properties (renju_record(3)): a draw offered with a move, and a draw
 * declined without moving; the opening's actions, one node each. */
#define DRAW_PROP "DRAW"
enum { OP_NONE, OP_SWAP, OP_DECLARE, OP_OFFERS, OP_BRANCH, OP_COLOUR, OP_SWAPTWO, OP_COUNT };
static const char *const opening_props[OP_COUNT] = {
    "", "SWAP", "DECLARE", "OFFERS", "BRANCH", "COLOUR", "SWAPTWO"
};
static const char *const swap_words[3] = { "", "no", "yes" };   /* index: swapped + 1 */

/* ------------------------------------------------------------ export */

static void out_coord(rj_out *o, const renju_game *g, int p)
{
    int size = g->board.size;

    /* the column from the left, then the row from the top */
    rj_out_char(o, (char)('a' + p % size));
    rj_out_char(o, (char)('a' + size - 1 - p / size));
}

static void out_text(rj_out *o, const char *s)
{
    for (; *s; s++) {
        if (*s == ']' || *s == '\\')
            rj_out_char(o, '\\');
        rj_out_char(o, *s);
    }
}

static void out_prop(rj_out *o, const char *name, const char *value)
{
    rj_out_str(o, name);
    rj_out_char(o, '[');
    out_text(o, value);
    rj_out_char(o, ']');
}

/* The verdicts RE gives with a letter after "B+" or "W+", in FF[4]'s words: resigned,
 * out of time, forfeited.  RENJU_REASON_FOUL is written as a forfeit too, but a foul is
 * found on the board, never read from RE. */
static const char verdict_letter[] = "RTF";
static const int verdict_reason[] = {
    RENJU_REASON_RESIGNATION, RENJU_REASON_TIME, RENJU_REASON_FORFEIT
};

/* The index of reason in verdict_reason[], -1 for a reason that is no verdict. */
static int verdict_index(int reason)
{
    int k;

    for (k = 0; k < 3; k++)
        if (verdict_reason[k] == reason)
            return k;
    return -1;
}

/* How reading takes RE for a game its moves did not end (apply_result()): 'B' or 'W'
 * when that colour won by a verdict ("B+R", "B+Resign", "W+T", "W+Time", "B+F", ...),
 * its reason in *reason; 'D' for a draw ("0", "draw", which accepts a pending offer);
 * 0 for anything else. */
static int re_meaning(const char *t, size_t n, int *reason)
{
    static const char draw[] = "draw";
    const char *v;
    size_t i;

    if (n >= 3 && (t[0] == 'B' || t[0] == 'W' || t[0] == 'b' || t[0] == 'w') && t[1] == '+'
        && t[2] != '\0'
        && (v = strchr(verdict_letter, t[2] >= 'a' && t[2] <= 'z' ? t[2] - 'a' + 'A' : t[2]))) {
        *reason = verdict_reason[v - verdict_letter];
        return t[0] == 'B' || t[0] == 'b' ? 'B' : 'W';
    }
    if (n == 1 && t[0] == '0')
        return 'D';
    for (i = 0; n == 4 && i < 4; i++)
        if ((t[i] >= 'A' && t[i] <= 'Z' ? t[i] - 'A' + 'a' : t[i]) != draw[i])
            return 0;
    return n == 4 ? 'D' : 0;
}

/* RE for a win by a verdict, "B+R", "W+T", ..., in the order of verdict_letter[];
 * the foul is written as a forfeit. */
static const char *verdict_text(int winner, int reason)
{
    static const char *const text[2][3] = {
        { "B+R", "B+T", "B+F" }, { "W+R", "W+T", "W+F" }
    };
    int k = verdict_index(reason);

    return text[winner == 'W'][k >= 0 ? k : 2];
}

/* The RE to write for a game still going on: its tag, unless reading would end the
 * game with it, in which case what writing that game gives, so that writing, reading
 * and writing again gives the same bytes. */
static const char *re_of_ongoing(renju_game *g, const char *tag)
{
    int reason = RENJU_REASON_NONE;

    switch (tag ? re_meaning(tag, strlen(tag), &reason) : 0) {
    case 'B': return verdict_text('B', reason);
    case 'W': return verdict_text('W', reason);
    case 'D': return renju_draw_offered(g) == 1 ? "0" : tag;
    default:  return tag;
    }
}

/* RE for a finished game, in FF[4]'s words: "B+R" resignation, "B+T" time, "W+F" a
 * forfeit or the foul, "0" a draw, "B+"/"W+" a win on the board. */
static const char *result_text(const renju_game *g)
{
    int verdict = verdict_index(g->reason) >= 0;

    switch (g->result) {
    case RENJU_BLACK_WINS:
        return verdict ? verdict_text('B', g->reason) : "B+";
    case RENJU_WHITE_WINS:
        return verdict || g->reason == RENJU_REASON_FOUL ? verdict_text('W', g->reason)
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

int rj_export_sgf(renju_game *g, rj_out *o, int whole)
{
    int i, k, t, nodes = 0, any = 0;
    const rj_action *a;
    const char *v, *re;
    char rules[48];

    (void)whole;   /* the tree is written by the tree writer: not yet */
    rj_out_str(o, "(;FF[4]GM[4]CA[UTF-8]SZ[");
    rj_out_int(o, g->board.size);
    rj_out_str(o, "]RU[");
    rj_rules_text(g, rules, sizeof rules);
    rj_out_str(o, rules);
    rj_out_str(o, "]\n");
    re = result_text(g);
    if (!re)
        re = re_of_ongoing(g, rj_tag_get(g, RJ_TAG_RE));
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
    for (i = 0; i < rj_hist_played(g); i++) {
        a = rj_hist_at(g, i);
        if (rj_action_unrecorded(a))
            continue;   /* written as read: not at all */
        switch (a->kind) {
        case RJ_ACT_STONE:
        case RJ_ACT_PASS:
            rj_out_str(o, a->colour == RENJU_BLACK ? ";B[" : ";W[");
            if (a->kind == RJ_ACT_STONE)
                out_coord(o, g, a->point);
            rj_out_char(o, ']');
            if (a->offer)
                rj_out_str(o, DRAW_PROP "[offer]");
            break;
        case RJ_ACT_DECLINE:
            rj_out_str(o, ";" DRAW_PROP "[decline]");
            break;
        case RJ_ACT_SWAP:
            rj_out_str(o, ";SWAP[");
            rj_out_str(o, swap_words[a->point + 1]);
            rj_out_char(o, ']');
            break;
        case RJ_ACT_DECLARE:
            rj_out_str(o, ";DECLARE[");
            rj_out_int(o, a->point);
            rj_out_char(o, ']');
            break;
        case RJ_ACT_OFFERS:
            /* the one offers action of a game owns offers[] (game.h) */
            rj_out_str(o, ";OFFERS");
            for (k = 0; k < a->point; k++) {
                rj_out_char(o, '[');
                out_coord(o, g, g->offers[k]);
                rj_out_char(o, ']');
            }
            break;
        case RJ_ACT_BRANCH:
            out_prop(o, ";BRANCH", rj_branch_words[a->point]);
            break;
        case RJ_ACT_COLOUR:
            out_prop(o, ";COLOUR", rj_colour_words[a->point]);
            break;
        case RJ_ACT_SWAP2:
            out_prop(o, ";SWAPTWO", rj_swap2_words[a->point]);
            break;
        case RJ_ACT_RESIGN:
        case RJ_ACT_FORFEIT:
        case RJ_ACT_ACCEPT:
            continue;   /* the last action: RE says it */
        default:
            return rj_error(g, RENJU_EINVAL, "SGF cannot hold action %d of the game", i + 1);
        }
        if (++nodes % MOVES_PER_LINE == 0)
            rj_out_char(o, '\n');
    }
    if (nodes % MOVES_PER_LINE != 0)
        rj_out_char(o, '\n');
    rj_out_str(o, ")\n");
    return RENJU_OK;
}

/* ------------------------------------------------------------ reading */

typedef struct span {
    size_t start, end;   /* a value's text between [ and ], escapes still in */
} span;

/* What one node says, gathered before any of it is applied, since SGF lets a node
 * list its properties in any order. */
typedef struct node {
    size_t pos;                    /* the ';' */
    int colour;                    /* of the move, 0 if none */
    span move;
    int draw;                      /* 0, or 'o'ffer, 'a'ccept, 'd'ecline */
    size_t draw_pos;
    int op;                        /* an opening action: OP_*, its value and where */
    span op_value;
    size_t op_pos;
    int noffers;                   /* OFFERS: the values are in sgf.offers */
    int nmore;                     /* moves after the first: in sgf.more */
    int tag_set[RJ_NTAGS];
    span tag[RJ_NTAGS];
    /* root only */
    int has_sz, has_ru, has_ca, has_pl, has_setup;
    span sz, ru, ca, pl;
    span gm, ff;
    int has_gm, has_ff;
} node;

typedef struct sgf {
    rj_import *imp;
    rj_charset cs;       /* the text's character set (CA) */
    size_t ca_pos;
    /* what was passed over, warned about at the end: the properties not used, by
     * name, and the variations */
    char skipped[SKIPPED_MAX + 4];
    int nskipped;
    size_t skipped_pos;
    int nvariations;
    size_t variations_pos;
    int pending_setup;   /* stones are set up; renju_setup_end() waits for the side */
    int pl;              /* the side PL named, 0 if none */
    span re;             /* the record's RE, to act on at the end */
    int has_re;
    /* the first node's set-up stones, [column][row from the top]: 0, RJ_BLACK,
     * RJ_WHITE, or 3 for AE; and where each was named */
    unsigned char setup[RJ_MAX_SIZE][RJ_MAX_SIZE];
    size_t setup_at[RJ_MAX_SIZE][RJ_MAX_SIZE];
    span offers[RENJU_MAX_OFFERS];
    /* the moves of a node after its first (some programs write a whole game in
     * one node), and their colours */
    span more[RJ_MAX_CELLS];
    unsigned char more_colour[RJ_MAX_CELLS];   /* the values of an OFFERS property */
} sgf;

static int is_ws(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static void skip_ws(rj_in *in)
{
    while (!rj_in_end(in) && is_ws((unsigned char)in->text[in->pos]))
        in->pos++;
}

/* Past a value: in->pos is on '['; sets *v to the inside and leaves pos after ']'. */
static int read_value(rj_import *imp, span *v)
{
    rj_in *in = &imp->in;
    size_t open = in->pos;

    in->pos++;
    v->start = in->pos;
    while (!rj_in_end(in) && in->text[in->pos] != ']') {
        if (in->text[in->pos] == '\\' && in->pos + 1 < in->len)
            in->pos++;
        in->pos++;
    }
    if (rj_in_end(in))
        return rj_imp_error(imp, RENJU_EPARSE, open, "the value opened here is never closed with ']'");
    v->end = in->pos++;
    return RENJU_OK;
}

static int span_is(const rj_in *in, const span *v, const char *s)
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

/* A number value (SZ, GM, FF): digits only, at most NUM_DIGITS. */
static int span_number(rj_import *imp, const span *v, int *out, const char *what)
{
    const char *t = imp->in.text;
    size_t i;
    int n = 0;

    if (v->end == v->start)
        return rj_imp_error(imp, RENJU_EPARSE, v->start, "%s needs a number", what);
    for (i = v->start; i < v->end; i++) {
        if (t[i] < '0' || t[i] > '9')
            return rj_imp_error(imp, RENJU_EPARSE, i, "%s needs a number", what);
        if (i - v->start >= NUM_DIGITS)
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
static int span_point(rj_import *imp, const span *v, int size, int *col, int *row)
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

/* Properties passed over without a warning: every record has some, and a warning
 * about them would only be noise (comments, node names, times, the program). */
static int is_silent(const char *id)
{
    static const char *const silent[] = { "C", "N", "BL", "WL", "OB", "OW", "TM", "OT",
                                          "AP", "ST", NULL };
    const char *const *p;

    for (p = silent; *p; p++)
        if (strcmp(id, *p) == 0)
            return 1;
    return 0;
}

/* A property the library does not use, at pos: counted, and its name listed once. */
static void note_skipped(sgf *sg, const char *id, size_t pos)
{
    size_t len = strlen(sg->skipped), n = strlen(id), i = 0;

    if (is_silent(id))
        return;
    if (sg->nskipped++ == 0)
        sg->skipped_pos = pos;
    while (i < len) {       /* "LB, TR": is id one of the names? */
        size_t e = i;
        while (e < len && sg->skipped[e] != ',')
            e++;
        if (e - i == n && memcmp(sg->skipped + i, id, n) == 0)
            return;
        i = e + 2;
    }
    if (len > 0 && sg->skipped[len - 1] == '.')
        return;                                   /* the list is full */
    if (len + n + 2 > SKIPPED_MAX) {
        memcpy(sg->skipped + len, len ? ", ..." : "...", len ? 6 : 4);
        return;
    }
    if (len) {
        memcpy(sg->skipped + len, ", ", 2);
        len += 2;
    }
    memcpy(sg->skipped + len, id, n + 1);
}

/* One corner of a set-up value, on any board (the size is not known yet). */
static int setup_point(rj_import *imp, const char *id, const span *v, int *col, int *row)
{
    int rc = span_point(imp, v, RJ_MAX_SIZE, col, row);

    if (rc < 0)
        return rc;
    if (rc == 0 || *col >= RJ_MAX_SIZE || *row >= RJ_MAX_SIZE)
        return rj_imp_error(imp, RENJU_ERANGE, v->start, "%s: point off every board", id);
    return RENJU_OK;
}

/* A value of AB, AW or AE: a point, or FF[4]'s compressed "aa:cc", the rectangle
 * between two corners. */
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
    if ((rc = setup_point(imp, id, &a, &c0, &r0)))
        return rc;
    if (i == v->end) {
        c1 = c0;
        r1 = r0;
    } else if ((rc = setup_point(imp, id, &b, &c1, &r1))) {
        return rc;
    }
    for (col = c0 < c1 ? c0 : c1; col <= (c0 < c1 ? c1 : c0); col++)
        for (row = r0 < r1 ? r0 : r1; row <= (r0 < r1 ? r1 : r0); row++) {
            sg->setup[col][row] = (unsigned char)what;
            sg->setup_at[col][row] = v->start;
        }
    return RENJU_OK;
}

/* A move after the first in one node: kept to be played after it, in order. */
static int more_move(sgf *sg, node *nd, const char *id, size_t id_pos, const span *v)
{
    if (nd->draw)
        return rj_imp_error(sg->imp, RENJU_EPARSE, id_pos,
                            "a draw goes with a node of one move");
    if (nd->nmore == RJ_MAX_CELLS)
        return rj_imp_error(sg->imp, RENJU_EPARSE, id_pos, "more moves in a node than points");
    sg->more[nd->nmore] = *v;
    sg->more_colour[nd->nmore++] = (unsigned char)(id[0] == 'B' ? RENJU_BLACK : RENJU_WHITE);
    return RENJU_OK;
}

/* The one value of a property the library uses, kept in nd. */
static int one_value(sgf *sg, node *nd, const char *id, int op, int tag, size_t id_pos,
                     const span *v, int root)
{
    rj_import *imp = sg->imp;

    if (op != OP_NONE) {
        nd->op_value = *v;
    } else if (strcmp(id, "B") == 0 || strcmp(id, "W") == 0) {
        if (nd->op)
            return rj_imp_error(imp, RENJU_EPARSE, id_pos, "a node holds one action");
        if (nd->colour)
            return more_move(sg, nd, id, id_pos, v);
        nd->colour = id[0] == 'B' ? RENJU_BLACK : RENJU_WHITE;
        nd->move = *v;
    } else if (strcmp(id, DRAW_PROP) == 0) {
        nd->draw = span_is(&imp->in, v, "offer") ? 'o' : span_is(&imp->in, v, "accept") ? 'a'
                 : span_is(&imp->in, v, "decline") ? 'd' : 0;
        nd->draw_pos = v->start;
        if (!nd->draw)
            return rj_imp_error(imp, RENJU_EPARSE, v->start, DRAW_PROP " is offer, accept or decline");
    } else if (tag >= 0) {
        nd->tag_set[tag] = 1;
        nd->tag[tag] = *v;
    } else {
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
    }
    return RENJU_OK;
}

/* What a property is to the reader. */
enum { PROP_SKIP, PROP_SETUP, PROP_OFFERS, PROP_ONE };

static int prop_kind(const char *id, int op, int tag)
{
    static const char *const used[] = { "B", "W", DRAW_PROP, "SZ", "RU", "CA", "GM", "FF",
                                        "PL", NULL };
    const char *const *p;

    if (strcmp(id, "AB") == 0 || strcmp(id, "AW") == 0 || strcmp(id, "AE") == 0)
        return PROP_SETUP;
    if (op == OP_OFFERS)
        return PROP_OFFERS;
    if (op != OP_NONE || tag >= 0)
        return PROP_ONE;
    for (p = used; *p; p++)
        if (strcmp(id, *p) == 0)
            return PROP_ONE;
    return PROP_SKIP;
}

/* The name of the property at in->pos into id: FF[1]-FF[3] names may hold
 * lower-case letters, which FF[4] ignores. */
static int read_ident(rj_import *imp, char *id, size_t *id_pos)
{
    rj_in *in = &imp->in;
    int n = 0, c;

    *id_pos = in->pos;
    while ((c = rj_in_peek(in)) >= 0 && ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) {
        if (c >= 'A' && c <= 'Z') {
            if (n == IDENT_MAX)
                return rj_imp_error(imp, RENJU_EPARSE, *id_pos, "property name too long");
            id[n++] = (char)c;
        }
        in->pos++;
    }
    id[n] = '\0';
    if (in->pos == *id_pos)
        return rj_imp_error(imp, RENJU_EPARSE, in->pos, c < 0x21 || c > 0x7e
                            ? "unexpected byte 0x%02x: a property name was expected"
                            : "unexpected '%c': a property name was expected", c);
    if (n == 0)
        return rj_imp_error(imp, RENJU_EPARSE, *id_pos, "property name without capitals");
    skip_ws(in);
    if (rj_in_peek(in) != '[')
        return rj_imp_error(imp, RENJU_EPARSE, in->pos, "%s has no value", id);
    return RENJU_OK;
}

/* Read the properties of the node at in->pos (just after its ';') into nd. */
static int read_node(sgf *sg, node *nd, int root)
{
    rj_import *imp = sg->imp;
    rj_in *in = &imp->in;
    char id[IDENT_MAX + 1];
    size_t id_pos;
    int c, rc, count, tag, op, kind;
    span v;

    for (;;) {
        skip_ws(in);
        c = rj_in_peek(in);
        if (c < 0 || c == ';' || c == '(' || c == ')')
            return RENJU_OK;
        if ((rc = read_ident(imp, id, &id_pos)))
            return rc;
        tag = rj_tag_index(id, strlen(id));
        for (op = OP_COUNT - 1; op > OP_NONE && strcmp(id, opening_props[op]) != 0; op--)
            ;
        if (op != OP_NONE) {
            if (nd->op || nd->colour)
                return rj_imp_error(imp, RENJU_EPARSE, id_pos, "a node holds one action");
            nd->op = op;
            nd->op_pos = id_pos;
        }
        kind = prop_kind(id, op, tag);
        if (kind == PROP_SETUP && !root)
            return rj_imp_error(imp, RENJU_EPARSE, id_pos,
                                "%s: set-up stones are read in the first node only", id);
        if (kind == PROP_SKIP)
            note_skipped(sg, id, id_pos);
        for (count = 0; (skip_ws(in), rj_in_peek(in)) == '['; count++) {
            if ((rc = read_value(imp, &v)))
                return rc;
            switch (kind) {
            case PROP_SKIP:
                break;     /* any number of values: marks, labels, lines... */
            case PROP_SETUP:
                if ((rc = setup_value(sg, id, &v)))
                    return rc;
                nd->has_setup = 1;
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
                if ((rc = one_value(sg, nd, id, op, tag, id_pos, &v, root)))
                    return rc;
                break;
            }
        }
    }
}

/* The text of a value unescaped into buf (at most TAG_READ_MAX bytes): its length;
 * *cut when there was more. */
static size_t unescape(const char *t, const span *v, char *buf, int *cut)
{
    size_t i, n = 0;

    *cut = 0;
    for (i = v->start; i < v->end; i++) {
        char c = t[i];
        if (n == TAG_READ_MAX) {
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
        buf[n++] = c;
    }
    return n;
}

/* Text the tag cannot hold is dropped, never a reason to refuse the record. */
static void drop_text(sgf *sg, size_t pos)
{
    char shown[RJ_QUOTE_SIZE(CHARSET_SHOWN)];

    if (sg->cs.kind == RJ_CS_ICONV || sg->cs.kind == RJ_CS_UNKNOWN)
        rj_imp_warn(sg->imp, RENJU_WARN_TEXT, pos, 1, "text that is not valid %s was dropped",
                    rj_quote(shown, sg->cs.name, (size_t)-1, CHARSET_SHOWN));
    else if (sg->cs.kind == RJ_CS_LATIN1)
        rj_imp_warn(sg->imp, RENJU_WARN_TEXT, pos, 1, "text that holds a NUL byte was dropped");
    else
        rj_imp_warn(sg->imp, RENJU_WARN_TEXT, pos, 1, "text that is not UTF-8 was dropped");
}

static void warn_converted(sgf *sg, size_t pos)
{
    char shown[RJ_QUOTE_SIZE(CHARSET_SHOWN)];

    if (sg->cs.kind == RJ_CS_DEFAULT)
        rj_imp_warn(sg->imp, RENJU_WARN_CHARSET, pos, 1,
                    "text that is not UTF-8 was read as ISO-8859-1 (no CA)");
    else
        rj_imp_warn(sg->imp, RENJU_WARN_CHARSET, pos, 1, "text converted to UTF-8 from %s",
                    rj_quote(shown, sg->cs.name, (size_t)-1, CHARSET_SHOWN));
}

/* The value of a text property, unescaped, converted to UTF-8 and kept as a tag;
 * text that cannot be is dropped, text too long is cut, with a warning. */
static int keep_tag(sgf *sg, int tag, const span *v)
{
    rj_import *imp = sg->imp;
    renju_game *g = imp->g;
    size_t raw = v->end - v->start, n, cn, len;
    char *buf, *conv;
    const char *text;
    int rc, cut;

    buf = g->alloc(g->opaque, (raw < TAG_READ_MAX ? raw : TAG_READ_MAX) + 1);
    if (!buf)
        return rj_error(g, RENJU_ENOMEM, "out of memory reading %s", rj_tag_names[tag]);
    n = unescape(imp->in.text, v, buf, &cut);
    rc = rj_charset_convert(g, &sg->cs, buf, n, cut, &conv, &cn);
    if (rc == RENJU_ENOMEM) {
        g->free(g->opaque, buf);
        return rj_error(g, RENJU_ENOMEM, "out of memory reading %s", rj_tag_names[tag]);
    }
    text = conv ? conv : buf;
    if (rc == RENJU_OK && conv && (cn != n || memcmp(conv, buf, n) != 0))
        warn_converted(sg, v->start);
    len = rc ? 0 : rj_utf8_cut(text, cn, RJ_TAG_MAX);
    if (rc || rj_utf8_valid(text, len) != len) {
        drop_text(sg, v->start);
        rc = RENJU_OK;
    } else {
        if (cut || len < cn)
            rj_imp_warn(imp, RENJU_WARN_TEXT, v->start, 1, "text longer than %d bytes was cut",
                        RJ_TAG_MAX);
        rc = rj_imp_tag(imp, tag, text, len, v->start);
    }
    if (conv)
        g->free(g->opaque, conv);
    g->free(g->opaque, buf);
    return rc;
}

/* GM: five in a row (4), or what programs write for it (1, 5, none) on a board one
 * can play on.  size is the board's, from SZ. */
static int check_game_type(sgf *sg, const node *nd, int size)
{
    rj_import *imp = sg->imp;
    int rc, n = 0;

    if (nd->has_gm) {
        if ((rc = span_number(imp, &nd->gm, &n, "GM")))
            return rc;
        if (n == 4)
            return RENJU_OK;
        if (n != 1 && n != 5)
            return rj_imp_error(imp, RENJU_EPARSE, nd->gm.start,
                                "GM[%d] is not a gomoku or renju record (GM[4])", n);
    }
    if (size > RJ_MAX_SIZE)
        return rj_imp_error(imp, RENJU_EPARSE, nd->has_gm ? nd->gm.start : nd->sz.start,
                            "a %s record on %dx%d is no five in a row",
                            nd->has_gm ? "GM[1] or GM[5]" : "GM-less", size, size);
    if (nd->has_gm)
        rj_imp_warn(imp, RENJU_WARN_GAME_TYPE, nd->gm.start, 1,
                    "GM[%d] read as five in a row (GM[4])", n);
    else
        rj_imp_warn(imp, RENJU_WARN_GAME_TYPE, RJ_NO_POS, 1,
                    "no GM: read as five in a row (GM[4])");
    return RENJU_OK;
}

/* SZ: a square board, "N" or FF[4]'s "W:H". */
static int read_size(rj_import *imp, const node *nd, int *size)
{
    const char *t = imp->in.text;
    span w = nd->sz, h = nd->sz;
    size_t i;
    int rc, hh;

    for (i = nd->sz.start; i < nd->sz.end && t[i] != ':'; i++)
        ;
    if (i == nd->sz.end)
        return span_number(imp, &nd->sz, size, "SZ");
    w.end = i;
    h.start = i + 1;
    if ((rc = span_number(imp, &w, size, "SZ")) || (rc = span_number(imp, &h, &hh, "SZ")))
        return rc;
    if (*size != hh)
        return rj_imp_error(imp, RENJU_EPARSE, nd->sz.start,
                            "only square boards can be played, not %dx%d", *size, hh);
    return RENJU_OK;
}

/* RU: the rules the record names.  Rules the library does not know are read as the
 * rule set they imply, or the game's, with a warning: they are no reason to refuse a
 * record. */
static void read_rules(sgf *sg, const node *nd, int *ruleset, int *opening, int *opening_n)
{
    rj_import *imp = sg->imp;
    int rc = rj_rules_parse(imp->in.text + nd->ru.start, nd->ru.end - nd->ru.start, ruleset,
                            opening, opening_n);

    /* a gomoku opening rule alone: the game's rule set if it takes one, else freestyle */
    if (*ruleset == RJ_RULES_GOMOKU)
        *ruleset = rj_ruleset(imp->g->ruleset)->family & RJ_FAMILY_GOMOKU
                   ? imp->g->ruleset : RENJU_RULES_FREESTYLE;
    if (rc == 0)
        return;
    if (rc < 0) {
        *ruleset = *opening = -1;
        rj_imp_warn(imp, RENJU_WARN_RULES, nd->ru.start, 1,
                    "rules not known in RU: read by the game's rules");
    } else {
        rj_imp_warn(imp, RENJU_WARN_RULES, nd->ru.start, 1,
                    "opening rule not known in RU: read as %s, the opening unchecked",
                    rj_ruleset_name(*ruleset));
    }
}

/* The first node: what game this is, then its tags and set-up stones. */
static int apply_root(sgf *sg, node *nd)
{
    rj_import *imp = sg->imp;
    rj_in *in = &imp->in;
    int rc, n, ruleset = -1, opening = -1, opening_n = 0, size = 15, col, row, p;
    size_t pos = nd->pos;
    char shown[RJ_QUOTE_SIZE(CHARSET_SHOWN)];

    if (nd->has_ff) {
        if ((rc = span_number(imp, &nd->ff, &n, "FF")))
            return rc;
        if (n < 1 || n > 4)
            return rj_imp_error(imp, RENJU_EPARSE, nd->ff.start, "unknown SGF version FF[%d]", n);
    }
    if (nd->has_sz) {
        if ((rc = read_size(imp, nd, &size)))
            return rc;
        pos = nd->sz.start;
    }
    if ((rc = check_game_type(sg, nd, size)))
        return rc;
    rj_charset_close(&sg->cs);
    if (nd->has_ca) {
        rj_charset_open(&sg->cs, in->text + nd->ca.start, nd->ca.end - nd->ca.start);
        if (sg->cs.kind == RJ_CS_UNKNOWN)
            rj_imp_warn(imp, RENJU_WARN_CHARSET, nd->ca.start, 1,
                        "character set %s not known: only text in UTF-8 is kept",
                        rj_quote(shown, sg->cs.name, (size_t)-1, CHARSET_SHOWN));
    }
    if (nd->has_ru) {
        read_rules(sg, nd, &ruleset, &opening, &opening_n);
        if (ruleset >= 0)
            pos = nd->ru.start;
    }
    if ((rc = rj_imp_start(imp, ruleset, opening, opening_n, size, pos)))
        return rc;

    if (nd->has_pl) {
        sg->pl = span_is(in, &nd->pl, "b") ? RENJU_BLACK : span_is(in, &nd->pl, "w") ? RENJU_WHITE : 0;
        if (!sg->pl)
            return rj_imp_error(imp, RENJU_EPARSE, nd->pl.start, "PL is B or W");
    }
    /* PL alone sets up the empty board with that side to move: it is how such a
     * position is written (renju_rules(7), GAME RECORDS) */
    if (nd->has_setup || nd->has_pl) {
        renju_setup_begin(imp->s);
        for (col = 0; col < RJ_MAX_SIZE; col++)
            for (row = 0; row < RJ_MAX_SIZE; row++) {
                if (!sg->setup[col][row])
                    continue;
                if (col >= size || row >= size)
                    return rj_imp_error(imp, RENJU_ERANGE, sg->setup_at[col][row],
                                        "set-up stone off the %dx%d board", size, size);
                p = (size - 1 - row) * size + col;
                renju_setup_put(imp->s, p, sg->setup[col][row] == 3 ? RENJU_EMPTY
                                                                    : sg->setup[col][row]);
            }
        sg->pending_setup = 1;
    }
    return RENJU_OK;
}

/* End the set-up position once the side to move is known: PL, else the colour of
 * the first move, else black. */
static int end_setup(sgf *sg, int colour, size_t pos)
{
    rj_import *imp = sg->imp;
    int rc;

    if (!sg->pending_setup)
        return RENJU_OK;
    sg->pending_setup = 0;
    renju_setup_side(imp->s, sg->pl ? sg->pl : colour ? colour : RENJU_BLACK);
    rc = renju_setup_end(imp->s);
    if (rc)
        return rj_imp_illegal(imp, rc, pos);
    return RENJU_OK;
}

/* A node of the opening: SWAP, DECLARE, OFFERS, BRANCH, COLOUR or SWAPTWO. */
static int apply_opening(sgf *sg, node *nd)
{
    rj_import *imp = sg->imp;
    renju_game *s = imp->s;
    const char *t = imp->in.text + nd->op_value.start;
    size_t n = nd->op_value.end - nd->op_value.start, pos = nd->op_pos;
    int rc, value = 0, i, col, row, points[RENJU_MAX_OFFERS], size = s->board.size;

    if (nd->draw)
        return rj_imp_error(imp, RENJU_EPARSE, nd->draw_pos, "a draw goes with a move");
    if ((rc = end_setup(sg, 0, pos)))
        return rc;
    switch (nd->op) {
    case OP_SWAP:
        value = rj_word_index(swap_words, 3, t, n);
        if (!value)
            return rj_imp_error(imp, RENJU_EPARSE, nd->op_value.start, "SWAP is yes or no");
        rc = renju_swap(s, rj_imp_player(imp), value - 1);
        break;
    case OP_DECLARE:
        if ((rc = span_number(imp, &nd->op_value, &value, "DECLARE")))
            return rc;
        rc = renju_declare(s, rj_imp_player(imp), value);
        break;
    case OP_OFFERS:
        for (i = 0; i < nd->noffers; i++) {
            rc = span_point(imp, &sg->offers[i], size, &col, &row);
            if (rc < 0)
                return rc;
            if (rc == 0)
                return rj_imp_error(imp, RENJU_EPARSE, sg->offers[i].start, "a pass cannot be offered");
            if (col >= size || row >= size) {
                rj_error(s, RENJU_ERANGE, "the offer %c%c is off the %dx%d board",
                         'a' + col, 'a' + row, size, size);
                return rj_imp_illegal(imp, RENJU_ERANGE, sg->offers[i].start);
            }
            points[i] = (size - 1 - row) * size + col;
        }
        rc = renju_propose(s, rj_imp_player(imp), points, (size_t)nd->noffers);
        break;
    case OP_BRANCH:
        if (!(value = rj_word_index(rj_branch_words, 3, t, n)))
            return rj_imp_error(imp, RENJU_EPARSE, nd->op_value.start, "BRANCH is fifth or offers");
        rc = renju_choose_branch(s, rj_imp_player(imp), value);
        break;
    case OP_COLOUR:
        if (!(value = rj_word_index(rj_colour_words, 3, t, n)))
            return rj_imp_error(imp, RENJU_EPARSE, nd->op_value.start, "COLOUR is black or white");
        rc = renju_choose_colour(s, rj_imp_player(imp), value);
        break;
    default:
        if (!(value = rj_word_index(rj_swap2_words, 4, t, n)))
            return rj_imp_error(imp, RENJU_EPARSE, nd->op_value.start,
                                "SWAPTWO is black, white or two-more");
        rc = renju_choose_swap2(s, rj_imp_player(imp), value);
        break;
    }
    if (rc)
        return rj_imp_illegal(imp, rc, pos);
    return RENJU_OK;
}

/* One move of colour at the point value v (with a draw offer if offer). */
static int apply_move(sgf *sg, int colour, const span *v, int offer)
{
    rj_import *imp = sg->imp;
    renju_game *s = imp->s;
    int rc, col = 0, row = 0, point = RENJU_PASS, size = s->board.size;
    size_t pos = v->start;

    rc = span_point(imp, v, size, &col, &row);
    if (rc < 0)
        return rc;
    if (rc == 1) {
        if (col >= size || row >= size) {
            rj_error(s, RENJU_ERANGE, "%c%c is off the %dx%d board",
                     'a' + col, 'a' + row, size, size);
            return rj_imp_illegal(imp, RENJU_ERANGE, pos);
        }
        point = (size - 1 - row) * size + col;
    }
    if (colour != s->side && s->result == RENJU_ONGOING) {
        rj_error(s, RENJU_EPLAYER, "the record has %s move but %s is to move",
                 colour == RENJU_BLACK ? "a black" : "a white",
                 s->side == RENJU_BLACK ? "black" : "white");
        return rj_imp_illegal(imp, RENJU_EPLAYER, pos);
    }
    if ((rc = rj_imp_stone(imp, point, offer, pos)))
        return rj_imp_illegal(imp, rc, pos);
    return RENJU_OK;
}

/* The moves of a node that holds several, in their order, said once. */
static int apply_more(sgf *sg, const node *nd)
{
    int i, rc;

    rj_imp_warn(sg->imp, RENJU_WARN_LAYOUT, sg->more[0].start, 1,
                "several moves in one node were read in their order");
    for (i = 0; i < nd->nmore; i++)
        if ((rc = apply_move(sg, sg->more_colour[i], &sg->more[i], 0)))
            return rc;
    return RENJU_OK;
}

static int apply_node(sgf *sg, node *nd, int root)
{
    rj_import *imp = sg->imp;
    renju_game *s;
    int rc, t;
    size_t pos;

    if (root && (rc = apply_root(sg, nd)))
        return rc;
    s = imp->s;
    for (t = 0; t < RJ_NTAGS; t++) {
        if (!nd->tag_set[t])
            continue;
        if (t == RJ_TAG_RE) {
            sg->re = nd->tag[t];
            sg->has_re = 1;
        }
        if ((rc = keep_tag(sg, t, &nd->tag[t])))
            return rc;
    }
    if (nd->op)
        return apply_opening(sg, nd);
    if (!nd->colour && !nd->draw)
        return RENJU_OK;
    pos = nd->colour ? nd->move.start : nd->draw_pos;
    if ((rc = end_setup(sg, nd->colour, pos)))
        return rc;
    if (nd->colour) {
        if (nd->draw && (nd->draw != 'o' || nd->nmore))
            return rj_imp_error(imp, RENJU_EPARSE, nd->draw_pos, nd->nmore
                                ? "a draw goes with a node of one move"
                                : "a draw is accepted or declined in a node of its own");
        if ((rc = apply_move(sg, nd->colour, &nd->move, nd->draw != 0)))
            return rc;
        return nd->nmore ? apply_more(sg, nd) : RENJU_OK;
    }
    if (nd->draw == 'o')
        return rj_imp_error(imp, RENJU_EPARSE, nd->draw_pos,
                            "a draw is offered with a move, in the move's node");
    rc = nd->draw == 'a' ? renju_accept_draw(s) : renju_decline_draw(s);
    if (rc)
        return rj_imp_illegal(imp, rc, pos);
    return RENJU_OK;
}

/* What RE says about the end of a game whose moves did not end it: a resignation, a
 * loss on time or a forfeit, or a draw agreed to a pending offer. */
static int apply_result(sgf *sg)
{
    rj_import *imp = sg->imp;
    renju_game *s = imp->s;
    const char *t = imp->in.text + sg->re.start;
    size_t n = sg->re.end - sg->re.start;
    int rc = RENJU_OK, reason = RENJU_REASON_NONE, meaning;

    if (!sg->has_re || s->result != RENJU_ONGOING)
        return RENJU_OK;
    meaning = re_meaning(t, n, &reason);
    switch (meaning) {
    case 'B':
    case 'W':
        rc = reason == RENJU_REASON_RESIGNATION
             ? renju_resign(s, meaning == 'B' ? RENJU_WHITE : RENJU_BLACK)
             : renju_forfeit(s, meaning == 'B' ? RENJU_WHITE : RENJU_BLACK, reason);
        break;
    case 'D': rc = renju_draw_offered(s) == 1 ? renju_accept_draw(s) : RENJU_OK; break;
    default:  break;
    }
    if (rc)
        return rj_imp_illegal(imp, rc, sg->re.start);
    return RENJU_OK;
}

/* After the main line: the rest of the game tree (other variations) is checked for
 * balance and passed over, each tree counted.  depth is the number of trees still
 * open.  One pass over the bytes, whatever the nesting: analysis trees of thousands
 * of variations read as fast as their size allows. */
static int skip_rest(sgf *sg, size_t depth, size_t open_pos)
{
    rj_import *imp = sg->imp;
    rj_in *in = &imp->in;
    span v;
    int c, rc;

    while (depth > 0) {
        skip_ws(in);
        c = rj_in_peek(in);
        if (c < 0)
            return rj_imp_error(imp, RENJU_EPARSE, open_pos,
                                "the game tree opened here is never closed with ')'");
        if (c == '[') {
            if ((rc = read_value(imp, &v)))
                return rc;
            continue;
        }
        if (c == '(') {
            if (sg->nvariations++ == 0)
                sg->variations_pos = in->pos;
            depth++;
        } else if (c == ')')
            depth--;
        else if (!(c == ';' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')))
            return rj_imp_error(imp, RENJU_EPARSE, in->pos, c < 0x21 || c > 0x7e
                                ? "unexpected byte 0x%02x" : "unexpected '%c'", c);
        in->pos++;
    }
    return RENJU_OK;
}

static int read_tree(sgf *sg)
{
    rj_import *imp = sg->imp;
    rj_in *in = &imp->in;
    node nd;
    size_t depth = 1, open_pos;
    int rc, c, root = 1;

    /* a UTF-8 byte order mark is allowed before the collection */
    if (in->len - in->pos >= 3 && memcmp(in->text + in->pos, "\xef\xbb\xbf", 3) == 0)
        in->pos += 3;
    skip_ws(in);
    if (rj_in_end(in))
        return rj_imp_error(imp, RENJU_EPARSE, in->pos, "empty SGF record");
    if (rj_in_peek(in) != '(')
        return rj_imp_error(imp, RENJU_EPARSE, in->pos, "an SGF record starts with '('");
    open_pos = in->pos++;
    for (;;) {
        /* a sequence starts: its first node */
        skip_ws(in);
        if (rj_in_peek(in) != ';')
            return rj_imp_error(imp, RENJU_EPARSE, in->pos,
                                rj_in_end(in) ? "the record ends where a node ';' was expected"
                                              : "a node ';' was expected");
        do {
            memset(&nd, 0, sizeof nd);
            nd.pos = in->pos++;
            if ((rc = read_node(sg, &nd, root)) || (rc = apply_node(sg, &nd, root)))
                return rc;
            root = 0;
            skip_ws(in);
        } while (rj_in_peek(in) == ';');
        c = rj_in_peek(in);
        if (c == '(') {             /* the first variation continues the main line */
            depth++;
            in->pos++;
            continue;
        }
        if (c == ')') {
            in->pos++;
            break;
        }
        return rj_imp_error(imp, RENJU_EPARSE, c < 0 ? open_pos : in->pos,
                            c < 0 ? "the game tree opened here is never closed with ')'"
                                  : "unexpected character after a node");
    }
    if ((rc = skip_rest(sg, depth - 1, open_pos)))
        return rc;
    if ((rc = end_setup(sg, 0, in->pos)))
        return rc;
    return apply_result(sg);
}

int rj_import_sgf(rj_import *imp)
{
    sgf sg;
    int rc;

    memset(&sg, 0, sizeof sg);
    sg.imp = imp;
    rc = read_tree(&sg);
    rj_charset_close(&sg.cs);
    /* what was passed over, said even when reading failed later */
    if (sg.nskipped)
        rj_imp_warn(imp, RENJU_WARN_SKIPPED, sg.skipped_pos, sg.nskipped,
                    "%d %s not used %s skipped: %s", sg.nskipped,
                    sg.nskipped == 1 ? "property" : "properties",
                    sg.nskipped == 1 ? "was" : "were", sg.skipped);
    if (sg.nvariations)
        rj_imp_warn(imp, RENJU_WARN_VARIATIONS, sg.variations_pos, sg.nvariations,
                    "%d variations besides the main line were not read", sg.nvariations);
    return rc;
}
