/* SPDX-License-Identifier: MIT */
/* record_sgf_read.c - reading SGF FF[4] with GM[4] (renju_rules(7), GAME RECORDS): the
 * first game tree, every variation, into the game tree through the driver of
 * record_tree.c.  The tree is walked by a loop, never a recursion, the driver keeping
 * the variations open on a stack of its own, so that no nesting can exhaust the stack
 * and reading costs the length of the text.
 *
 * Reading takes SGF as other programs write it, and says what it read leniently in
 * warnings: GM[1], GM[5] or none (RENJU_WARN_GAME_TYPE), any character set iconv
 * knows (RENJU_WARN_CHARSET; a CA iconv does not know gives one such warning and only
 * text already UTF-8 is kept), text that cannot be converted, or is too long and is
 * cut (RENJU_WARN_TEXT), set-up stones after the first node, kept and not placed, and
 * marks the board cannot hold (RENJU_WARN_SKIPPED), a variation that breaks the rules
 * (RENJU_WARN_ILLEGAL_LINE) and rules it does not know (RENJU_WARN_RULES).  What the
 * library does not use is kept with its node and written back. */
#include "record/record_input.h"
#include "record/record_tags.h"
#include "record/record_rules.h"
#include "record/record_charset.h"
#include "record/record_warnings.h"
#include "record/record_import.h"
#include "record/record_tree.h"
#include "record/record_formats.h"
#include "record/record_sgf.h"
#include "game/history.h"
#include "game/errors.h"
#include "rules/catalogue.h"
#include "tree/tree.h"
#include "game/handle.h"
#include "core/board.h"

#include <string.h>

/* ------------------------------------------------------------ the first node */

/* GM: five in a row (4), or what programs write for it (1, 5, none) on a board one
 * can play on.  size is the board's, from SZ. */
static int check_game_type(sgf *sg, const node *nd, int size)
{
    rj_import *imp = sg->imp;
    int rc, n = 0;

    if (nd->has_gm) {
        if ((rc = rj_sgf_span_number(imp, &nd->gm, &n, "GM")))
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
        return rj_sgf_span_number(imp, &nd->sz, size, "SZ");
    w.end = i;
    h.start = i + 1;
    if ((rc = rj_sgf_span_number(imp, &w, size, "SZ"))
        || (rc = rj_sgf_span_number(imp, &h, &hh, "SZ")))
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

/* The stones of the first node set up, once the board is known. */
static int put_setup(sgf *sg, int size)
{
    rj_import *imp = sg->imp;
    int col, row, p;

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
    return RENJU_OK;
}

/* The first node: what game this is, then its set-up stones. */
static int apply_root(sgf *sg, node *nd)
{
    rj_import *imp = sg->imp;
    rj_in *in = &imp->in;
    int rc, n, ruleset = -1, opening = -1, opening_n = 0, size = 15;
    size_t pos = nd->pos;
    char shown[RJ_QUOTE_SIZE(SGF_CHARSET_SHOWN)];

    if (nd->has_ff) {
        if ((rc = rj_sgf_span_number(imp, &nd->ff, &n, "FF")))
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
                        rj_quote(shown, sg->cs.name, (size_t)-1, SGF_CHARSET_SHOWN));
    }
    if (nd->has_ru) {
        read_rules(sg, nd, &ruleset, &opening, &opening_n);
        if (ruleset >= 0)
            pos = nd->ru.start;
    }
    if ((rc = rj_imp_start(imp, ruleset, opening, opening_n, size, pos)))
        return rc;
    if (nd->has_pl) {
        sg->pl = rj_sgf_span_is(in, &nd->pl, "b") ? RENJU_BLACK
               : rj_sgf_span_is(in, &nd->pl, "w") ? RENJU_WHITE : 0;
        if (!sg->pl)
            return rj_imp_error(imp, RENJU_EPARSE, nd->pl.start, "PL is B or W");
    }
    /* PL alone sets up the empty board with that side to move: it is how such a
     * position is written (renju_rules(7), GAME RECORDS) */
    return nd->has_setup || nd->has_pl ? put_setup(sg, size) : RENJU_OK;
}

/* The tags of a node on the main line (those elsewhere are kept with their node). */
static int apply_tags(sgf *sg, const node *nd)
{
    int rc, t;

    for (t = 0; t < RJ_NTAGS; t++) {
        if (!nd->tag_set[t])
            continue;
        if (t == RJ_TAG_RE) {
            sg->re = nd->tag[t];
            sg->has_re = 1;
        }
        if ((rc = rj_sgf_keep_tag(sg, t, &nd->tag[t])))
            return rc;
    }
    return RENJU_OK;
}

/* The first action of the tree after in->pos, for the side to move of a set-up
 * position that PL does not give: the colour of a move (0 for another action, or
 * none), and where it is written in *pos (the end of the tree when there is none).  A
 * quick scan that knows only brackets and names: what it passes over is read, and
 * checked, afterwards. */
static int first_action(const rj_in *in, size_t *pos)
{
    const char *t = in->text;
    size_t i = in->pos, depth = 1, start;
    char id[SGF_IDENT_MAX + 1];
    int n, op;

    while (i < in->len) {
        if (t[i] == '[') {
            for (i++; i < in->len && t[i] != ']'; i++)
                i += t[i] == '\\';
        } else if (t[i] == '(') {
            depth++;
        } else if (t[i] == ')' && --depth == 0) {
            *pos = i + 1;
            return 0;
        } else if ((t[i] | 0x20) >= 'a' && (t[i] | 0x20) <= 'z') {
            for (start = i, n = 0; i < in->len && (t[i] | 0x20) >= 'a' && (t[i] | 0x20) <= 'z'; i++)
                if (t[i] >= 'A' && t[i] <= 'Z' && n < SGF_IDENT_MAX)
                    id[n++] = t[i];
            id[n] = '\0';
            for (op = OP_COUNT - 1; op > OP_NONE && strcmp(id, rj_sgf_opening_props[op]); op--)
                ;
            /* where the first value starts, as the reader names a move's place */
            for (*pos = i; *pos < in->len && strchr(" \t\n\r\f\v", t[*pos]) && t[*pos]; (*pos)++)
                ;
            *pos += *pos < in->len && t[*pos] == '[';
            if (op != OP_NONE) {
                *pos = start;
                return 0;
            }
            if (strcmp(id, "B") == 0 || strcmp(id, "W") == 0)
                return id[0] == 'B' ? RENJU_BLACK : RENJU_WHITE;
            if (strcmp(id, SGF_DRAW) == 0 || strcmp(id, SGF_RESULT) == 0)
                return 0;
            continue;
        }
        i++;
    }
    *pos = in->len;
    return 0;
}

/* End the set-up position, the side to move known: PL, else the colour of the first
 * move, else black.  The tree starts from the position the setup made. */
static int end_setup(sgf *sg, const node *root)
{
    rj_import *imp = sg->imp;
    size_t pos;
    int rc, colour;

    if (!sg->pending_setup)
        return RENJU_OK;
    sg->pending_setup = 0;
    if (root->op) {
        colour = 0;
        pos = root->op_pos;
    } else if (root->colour) {
        colour = root->colour;
        pos = root->move.start;
    } else if (root->draw || root->verdict) {
        colour = 0;
        pos = root->draw ? root->draw_pos : root->verdict_value.start;
    } else {
        colour = first_action(&imp->in, &pos);
    }
    renju_setup_side(imp->s, sg->pl ? sg->pl : colour ? colour : RENJU_BLACK);
    rc = renju_setup_end(imp->s);
    if (rc)
        return rj_imp_illegal(imp, rc, pos);
    return RENJU_OK;
}

/* ------------------------------------------------------------ actions */

/* One action of a node: as the tree keeps it, and what it needs besides. */
typedef struct sgf_act {
    rj_action a;
    int offers[RENJU_MAX_OFFERS];
    size_t pos;
    int off_board;                 /* a point off the board: kept as its text */
    char text[8 + 4 * RENJU_MAX_OFFERS];
} sgf_act;

static void act_init(sgf_act *x, int kind, int colour, int value, size_t pos)
{
    memset(&x->a, 0, sizeof x->a);
    x->a.kind = (unsigned char)kind;
    x->a.colour = (unsigned char)colour;
    x->a.point = value;
    x->pos = pos;
    x->off_board = 0;
}

/* A point off the board: the action is kept as it came, a node without one holding its
 * text, and the error said in the scratch game, as the play functions say theirs. */
static void off_board(sgf *sg, sgf_act *x, const char *name, const span *values, int n,
                      const span *bad)
{
    const char *t = sg->imp->in.text;
    int size = sg->imp->s->board.size, i, len;
    const span *v;

    len = (int)strlen(name);
    memcpy(x->text, name, (size_t)len);
    for (i = 0; i < n; i++) {
        v = &values[i];
        x->text[len++] = '[';
        memcpy(x->text + len, t + v->start, v->end - v->start);   /* two letters */
        len += (int)(v->end - v->start);
        x->text[len++] = ']';
    }
    x->text[len] = '\0';
    v = bad;
    rj_error(sg->imp->s, RENJU_ERANGE, "%s%c%c is off the %dx%d board",
             name[0] == 'O' ? "the offer " : "", t[v->start] | 0x20, t[v->start + 1] | 0x20,
             size, size);
    act_init(x, RJ_ACT_NOTE, RENJU_EMPTY, RENJU_NO_POINT, x->pos);
    x->off_board = 1;
}

/* Carry out the action on the scratch game, its checks and errors those of the play
 * functions. */
static int play(sgf *sg, const sgf_act *x)
{
    rj_import *imp = sg->imp;
    renju_game *s = imp->s;
    const rj_action *a = &x->a;

    switch (a->kind) {
    case RJ_ACT_STONE:
    case RJ_ACT_PASS:
        if (a->colour != s->side && s->result == RENJU_ONGOING)
            return rj_error(s, RENJU_EPLAYER, "the record has %s move but %s is to move",
                            a->colour == RENJU_BLACK ? "a black" : "a white",
                            s->side == RENJU_BLACK ? "black" : "white");
        /* without an opening rule no decision can be due: the play functions alone,
         * which an analysis tree of a hundred thousand moves notices */
        if (s->opt[RENJU_OPT_OPENING] == RENJU_OPENING_NONE && !a->offer)
            return renju_play(s, a->kind == RJ_ACT_PASS ? RENJU_PASS : a->point);
        return rj_imp_stone(imp, a->kind == RJ_ACT_PASS ? RENJU_PASS : a->point, a->offer,
                            x->pos);
    case RJ_ACT_ACCEPT:  return renju_accept_draw(s);
    case RJ_ACT_DECLINE: return renju_decline_draw(s);
    case RJ_ACT_RESIGN:  return renju_resign(s, a->colour);
    case RJ_ACT_FORFEIT: return renju_forfeit(s, a->colour, a->point);
    case RJ_ACT_SWAP:    return renju_swap(s, rj_imp_player(imp), a->point);
    case RJ_ACT_DECLARE: return renju_declare(s, rj_imp_player(imp), a->point);
    case RJ_ACT_OFFERS:
        return renju_propose(s, rj_imp_player(imp), x->offers, (size_t)a->point);
    case RJ_ACT_BRANCH:  return renju_choose_branch(s, rj_imp_player(imp), a->point);
    case RJ_ACT_COLOUR:  return renju_choose_colour(s, rj_imp_player(imp), a->point);
    case RJ_ACT_SWAP2:   return renju_choose_swap2(s, rj_imp_player(imp), a->point);
    default:             return rj_tree_play_note(s);
    }
}

/* What a node the game cannot stand on keeps besides its action: the offers of an
 * offers node, the text of an action off the board. */
static int keep_extras(sgf *sg, const sgf_act *x, int id)
{
    renju_game *s = sg->imp->s;
    int rc = RENJU_OK;

    if (x->a.kind == RJ_ACT_OFFERS && x->a.point > 0)
        rc = rj_note_set(s, s->tree, id, RJ_NOTE_OFFERS, -1, x->offers,
                         (size_t)x->a.point * sizeof *x->offers);
    else if (x->off_board)
        rc = rj_note_set(s, s->tree, id, RJ_NOTE_PROPS, -1, x->text, strlen(x->text));
    if (rc)
        return rj_error(sg->imp->g, RENJU_ENOMEM, "out of memory reading the game tree");
    return RENJU_OK;
}

/* Play the action, or keep it where it cannot be played: below a line that broke the
 * rules, or as the node that breaks them (the driver decides whether that fails the
 * import). */
static int run(sgf *sg, const sgf_act *x)
{
    rj_import *imp = sg->imp;
    int rc;

    if (rj_imp_tree_raw(imp)) {
        if ((rc = rj_imp_tree_unplayable(imp, &x->a)))
            return rc;
        return keep_extras(sg, x, imp->raw);
    }
    rc = x->off_board ? RENJU_ERANGE : play(sg, x);
    if (rc == RENJU_OK)
        return RENJU_OK;
    if ((rc = rj_imp_tree_broken(imp, &x->a, rc, x->pos)))
        return rc;
    return rj_imp_tree_raw(imp) ? keep_extras(sg, x, imp->raw) : RENJU_OK;
}

/* A move of colour at the point value v (with a draw offer if offer). */
static int act_move(sgf *sg, int colour, const span *v, int offer)
{
    sgf_act x;
    int rc, col = 0, row = 0, size = sg->imp->s->board.size;

    rc = rj_sgf_span_point(sg->imp, v, size, &col, &row);
    if (rc < 0)
        return rc;
    act_init(&x, rc ? RJ_ACT_STONE : RJ_ACT_PASS, colour,
             rc ? (size - 1 - row) * size + col : RENJU_PASS, v->start);
    x.a.offer = (unsigned char)(offer != 0);
    if (rc && (col >= size || row >= size))
        off_board(sg, &x, colour == RENJU_BLACK ? "B" : "W", v, 1, v);
    return run(sg, &x);
}

/* The moves of a node that holds several, in their order, said once. */
static int act_more(sgf *sg, const node *nd)
{
    int i, rc;

    rj_imp_warn(sg->imp, RENJU_WARN_LAYOUT, sg->more[0].start, 1,
                "several moves in one node were read in their order");
    for (i = 0; i < nd->nmore; i++)
        if ((rc = act_move(sg, sg->more_colour[i], &sg->more[i], 0)))
            return rc;
    return RENJU_OK;
}

/* OFFERS: the points of the 5th-move offers, each two letters (so that the text of
 * offers off the board, kept as it came, has a bound). */
static int read_offers(sgf *sg, const node *nd, sgf_act *x)
{
    int i, rc, col, row, size = sg->imp->s->board.size;
    const span *bad = NULL;

    for (i = 0; i < nd->noffers; i++) {
        rc = rj_sgf_span_point(sg->imp, &sg->offers[i], size, &col, &row);
        if (rc < 0)
            return rc;
        if (rc == 0)
            return rj_imp_error(sg->imp, RENJU_EPARSE, sg->offers[i].start,
                                "a pass cannot be offered");
        if ((col >= size || row >= size) && !bad)
            bad = &sg->offers[i];
        x->offers[i] = (size - 1 - row) * size + col;
    }
    if (bad) {
        x->pos = bad->start;
        off_board(sg, x, "OFFERS", sg->offers, nd->noffers, bad);
    }
    return RENJU_OK;
}

/* A node of the opening: SWAP, DECLARE, OFFERS, BRANCH, COLOUR or SWAPTWO. */
static int act_opening(sgf *sg, const node *nd)
{
    rj_import *imp = sg->imp;
    const char *t = imp->in.text + nd->op_value.start;
    size_t n = nd->op_value.end - nd->op_value.start;
    static const int kinds[OP_COUNT] = {
        0, RJ_ACT_SWAP, RJ_ACT_DECLARE, RJ_ACT_OFFERS, RJ_ACT_BRANCH, RJ_ACT_COLOUR,
        RJ_ACT_SWAP2
    };
    int rc, value = 0;
    sgf_act x;

    if (nd->draw)
        return rj_imp_error(imp, RENJU_EPARSE, nd->draw_pos, "a draw goes with a move");
    switch (nd->op) {
    case OP_SWAP:
        if (!(value = rj_word_index(rj_sgf_swap_words, 3, t, n)))
            return rj_imp_error(imp, RENJU_EPARSE, nd->op_value.start, "SWAP is yes or no");
        value--;
        break;
    case OP_DECLARE:
        if ((rc = rj_sgf_span_number(imp, &nd->op_value, &value, "DECLARE")))
            return rc;
        break;
    case OP_OFFERS:
        value = nd->noffers;
        break;
    case OP_BRANCH:
        if (!(value = rj_word_index(rj_branch_words, 3, t, n)))
            return rj_imp_error(imp, RENJU_EPARSE, nd->op_value.start, "BRANCH is fifth or offers");
        break;
    case OP_COLOUR:
        if (!(value = rj_word_index(rj_colour_words, 3, t, n)))
            return rj_imp_error(imp, RENJU_EPARSE, nd->op_value.start, "COLOUR is black or white");
        break;
    default:
        if (!(value = rj_word_index(rj_swap2_words, 4, t, n)))
            return rj_imp_error(imp, RENJU_EPARSE, nd->op_value.start,
                                "SWAPTWO is black, white or two-more");
        break;
    }
    /* who took it is the rules' business: a decision the game cannot take is kept
     * taken by no one */
    act_init(&x, kinds[nd->op], RENJU_EMPTY, value, nd->op_pos);
    if (nd->op == OP_OFFERS && (rc = read_offers(sg, nd, &x)))
        return rc;
    return run(sg, &x);
}

/* RESULT: a resignation, or a loss on time or by forfeit, in RE's words. */
static int act_verdict(sgf *sg, const node *nd)
{
    rj_import *imp = sg->imp;
    const span *v = &nd->verdict_value;
    int reason = RENJU_REASON_NONE, winner, loser;
    sgf_act x;

    if (nd->draw)
        return rj_imp_error(imp, RENJU_EPARSE, nd->draw_pos, "a draw goes with a move");
    winner = rj_sgf_re_meaning(imp->in.text + v->start, v->end - v->start, &reason);
    if (winner != 'B' && winner != 'W')
        return rj_imp_error(imp, RENJU_EPARSE, v->start,
                            SGF_RESULT " is a win by a verdict, such as B+R, W+T or B+F");
    loser = winner == 'B' ? RENJU_WHITE : RENJU_BLACK;
    if (reason == RENJU_REASON_RESIGNATION)
        act_init(&x, RJ_ACT_RESIGN, loser, RENJU_NO_POINT, v->start);
    else
        act_init(&x, RJ_ACT_FORFEIT, loser, reason, v->start);
    return run(sg, &x);
}

/* What the node does, if anything: after the first node, a node without an action is
 * one of its own in the tree, for what it carries. */
static int apply_action(sgf *sg, const node *nd, int root)
{
    rj_import *imp = sg->imp;
    sgf_act x;
    int rc;

    if (nd->op)
        return act_opening(sg, nd);
    if (nd->verdict)
        return act_verdict(sg, nd);
    if (!nd->colour && !nd->draw) {
        if (root)
            return RENJU_OK;
        act_init(&x, RJ_ACT_NOTE, RENJU_EMPTY, RENJU_NO_POINT, nd->pos);
        return run(sg, &x);
    }
    if (nd->colour) {
        if (nd->draw && (nd->draw != 'o' || nd->nmore))
            return rj_imp_error(imp, RENJU_EPARSE, nd->draw_pos, nd->nmore
                                ? "a draw goes with a node of one move"
                                : "a draw is accepted or declined in a node of its own");
        if ((rc = act_move(sg, nd->colour, &nd->move, nd->draw != 0)))
            return rc;
        return nd->nmore ? act_more(sg, nd) : RENJU_OK;
    }
    if (nd->draw == 'o')
        return rj_imp_error(imp, RENJU_EPARSE, nd->draw_pos,
                            "a draw is offered with a move, in the move's node");
    act_init(&x, nd->draw == 'a' ? RJ_ACT_ACCEPT : RJ_ACT_DECLINE, RENJU_EMPTY, RENJU_NO_POINT,
             nd->draw_pos);
    x.a.colour = (unsigned char)imp->s->side;
    return run(sg, &x);
}

/* What RE says about the end of a main line whose moves did not end the game: a
 * resignation, a loss on time or a forfeit, or a draw agreed to a pending offer. */
static int apply_result(sgf *sg)
{
    rj_import *imp = sg->imp;
    renju_game *s = imp->s;
    const char *t = imp->in.text + sg->re.start;
    size_t n = sg->re.end - sg->re.start;
    int rc = RENJU_OK, reason = RENJU_REASON_NONE, meaning;

    if (!sg->has_re || s->result != RENJU_ONGOING)
        return RENJU_OK;
    meaning = rj_sgf_re_meaning(t, n, &reason);
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

/* ------------------------------------------------------------ the tree */

/* A node after the first. */
static int read_node(sgf *sg)
{
    rj_import *imp = sg->imp;
    node nd;
    int rc;

    memset(&nd, 0, sizeof nd);
    nd.pos = imp->in.pos++;
    if ((rc = rj_sgf_read_node(sg, &nd, 0)) || (imp->main && (rc = apply_tags(sg, &nd)))
        || (rc = apply_action(sg, &nd, 0)))
        return rc;
    return rj_sgf_flush_notes(sg, rj_imp_tree_node(imp));
}

/* The first node: the game, its set-up position and the tree that starts there, the
 * node's own moves (some programs write the whole game in it), its notes on the root. */
static int read_root(sgf *sg)
{
    rj_import *imp = sg->imp;
    node nd;
    int rc;

    memset(&nd, 0, sizeof nd);
    nd.pos = imp->in.pos++;
    if ((rc = rj_sgf_read_node(sg, &nd, 1)) || (rc = apply_root(sg, &nd))
        || (rc = apply_tags(sg, &nd)) || (rc = end_setup(sg, &nd))
        || (rc = rj_imp_tree_start(imp)) || (rc = rj_imp_tree_open(imp))
        || (rc = apply_action(sg, &nd, 1)))
        return rc;
    return rj_sgf_flush_notes(sg, RJ_ROOT);
}

/* A variation opens: a sequence of at least one node. */
static int open_variation(sgf *sg)
{
    rj_import *imp = sg->imp;
    rj_in *in = &imp->in;

    in->pos++;
    rj_sgf_skip_ws(in);
    if (rj_in_peek(in) != ';')
        return rj_imp_error(imp, RENJU_EPARSE, in->pos,
                            rj_in_end(in) ? "the record ends where a node ';' was expected"
                                          : "a node ';' was expected");
    sg->after_variation = 0;
    return rj_imp_tree_open(imp);
}

/* A variation closes; the end of the main line is where RE is acted on. */
static int close_variation(sgf *sg)
{
    rj_import *imp = sg->imp;
    const rj_imp_branch *top = &imp->branch[imp->nbranch - 1];
    int rc;

    imp->in.pos++;
    if (top->main && top->opened == 0 && !rj_imp_tree_raw(imp) && (rc = apply_result(sg)))
        return rc;
    sg->after_variation = 1;
    return rj_imp_tree_close(imp);
}

static int read_tree(sgf *sg)
{
    rj_import *imp = sg->imp;
    rj_in *in = &imp->in;
    int rc, c;

    /* a UTF-8 byte order mark is allowed before the collection */
    if (in->len - in->pos >= 3 && memcmp(in->text + in->pos, "\xef\xbb\xbf", 3) == 0)
        in->pos += 3;
    rj_sgf_skip_ws(in);
    if (rj_in_end(in))
        return rj_imp_error(imp, RENJU_EPARSE, in->pos, "empty SGF record");
    if (rj_in_peek(in) != '(')
        return rj_imp_error(imp, RENJU_EPARSE, in->pos, "an SGF record starts with '('");
    sg->open_pos = in->pos++;
    rj_sgf_skip_ws(in);
    if (rj_in_peek(in) != ';')
        return rj_imp_error(imp, RENJU_EPARSE, in->pos,
                            rj_in_end(in) ? "the record ends where a node ';' was expected"
                                          : "a node ';' was expected");
    if ((rc = read_root(sg)))
        return rc;
    while (imp->nbranch > 0) {
        rj_sgf_skip_ws(in);
        c = rj_in_peek(in);
        if (c == ';' && sg->after_variation)
            rc = rj_imp_error(imp, RENJU_EPARSE, in->pos,
                              "a node cannot follow the variations of a sequence");
        else if (c == ';')
            rc = read_node(sg);
        else if (c == '(')
            rc = open_variation(sg);
        else if (c == ')')
            rc = close_variation(sg);
        else if (c < 0)
            rc = rj_imp_error(imp, RENJU_EPARSE, sg->open_pos,
                              "the game tree opened here is never closed with ')'");
        else
            rc = rj_imp_error(imp, RENJU_EPARSE, in->pos, c < 0x21 || c > 0x7e
                              ? "unexpected byte 0x%02x after a variation"
                              : "unexpected '%c' after a variation", c);
        if (rc)
            return rc;
    }
    return rj_imp_tree_finish(imp);
}

int rj_import_sgf(rj_import *imp)
{
    sgf *sg;
    int rc;

    /* the reader's state is large (the first node's set-up, a node's moves): from the
     * game's allocator, not the stack */
    if (!(sg = imp->g->alloc(imp->g->opaque, sizeof *sg)))
        return rj_error(imp->g, RENJU_ENOMEM, "out of memory reading the record");
    memset(sg, 0, sizeof *sg);
    sg->imp = imp;
    rc = read_tree(sg);
    rj_charset_close(&sg->cs);
    rj_sgf_free(sg);
    imp->g->free(imp->g->opaque, sg);
    return rc;
}
