/* SPDX-License-Identifier: MIT */
/* record_movelist.c - the move list text (renju_rules(7), GAME RECORDS): "h8 h9 i9 ... pass
 * ...", with tokens of its own for the actions that are not moves (renju_record(3)); and
 * compact move strings, points without spaces between them ("h8h9h10i9"), as web
 * editors keep games, alone or among the other words. */
#include "record/record_output.h"
#include "record/record_input.h"
#include "record/record_import.h"
#include "record/record_formats.h"
#include "game/history.h"
#include "game/errors.h"
#include "game/handle.h"

#include <string.h>

/* longer than any point, keyword, or list of RENJU_MAX_OFFERS offers: anything
 * longer is wrong */
#define TOKEN_MAX (8 + 4 * RENJU_MAX_OFFERS)

static const char *const resign_token[3] = { "", "resign-black", "resign-white" };
/* the verdicts, named like a resignation by the colour that loses */
static const char *const time_token[3] = { "", "time-black", "time-white" };
static const char *const forfeit_token[3] = { "", "forfeit-black", "forfeit-white" };

int rj_export_moves(renju_game *g, rj_out *o)
{
    int i, k;
    const rj_action *a;

    if (rj_game_was_set_up(g))
        return rj_error(g, RENJU_EINVAL,
                        "a move list cannot hold a game that starts from a set-up position");
    for (i = 0; i < rj_hist_played(g); i++) {
        a = rj_hist_at(g, i);
        if (rj_action_unrecorded(a))
            continue;   /* written as read: not at all */
        if (a->kind == RJ_ACT_NOTE)
            continue;   /* a tree's node without an action: nothing a move list holds */
        if (o->len > 0)
            rj_out_char(o, ' ');
        switch (a->kind) {
        case RJ_ACT_STONE:
        case RJ_ACT_PASS:
            rj_out_point(o, g, a->kind == RJ_ACT_PASS ? RENJU_PASS : a->point);
            if (a->offer)
                rj_out_str(o, " draw-offer");
            break;
        case RJ_ACT_RESIGN:
            rj_out_str(o, resign_token[a->colour]);
            break;
        case RJ_ACT_FORFEIT:
            rj_out_str(o, a->point == RENJU_REASON_TIME ? time_token[a->colour]
                                                        : forfeit_token[a->colour]);
            break;
        case RJ_ACT_ACCEPT:
            rj_out_str(o, "draw-accept");
            break;
        case RJ_ACT_DECLINE:
            rj_out_str(o, "draw-decline");
            break;
        case RJ_ACT_SWAP:
            rj_out_str(o, a->point ? "swap" : "no-swap");
            break;
        case RJ_ACT_DECLARE:
            rj_out_str(o, "declare:");
            rj_out_int(o, a->point);
            break;
        case RJ_ACT_OFFERS:
            /* the one offers action of a game owns offers[] (game.h) */
            rj_out_str(o, "offers:");
            for (k = 0; k < a->point; k++) {
                if (k > 0)
                    rj_out_char(o, ',');
                rj_out_point(o, g, g->offers[k]);
            }
            break;
        case RJ_ACT_BRANCH:
            rj_out_str(o, "branch:");
            rj_out_str(o, rj_branch_words[a->point]);
            break;
        case RJ_ACT_COLOUR:
            rj_out_str(o, "colour:");
            rj_out_str(o, rj_colour_words[a->point]);
            break;
        case RJ_ACT_SWAP2:
            rj_out_str(o, "swap2:");
            rj_out_str(o, rj_swap2_words[a->point]);
            break;
        default:
            return rj_error(g, RENJU_EINVAL, "a move list cannot hold action %d of the game", i + 1);
        }
    }
    rj_out_char(o, '\n');
    return RENJU_OK;
}

static int is_space(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* The next token, lower-cased into tok (TOKEN_MAX + 1 bytes) when it fits there, else
 * tok is ""; its offset in *start.  Returns its length, 0 at the end of the text, or
 * an error (recorded). */
static int next_token(rj_import *imp, char *tok, size_t *start)
{
    rj_in *in = &imp->in;
    int c, n = 0;

    for (;;) {
        c = rj_in_peek(in);
        if (c == '#') {                      /* a comment, to the end of the line */
            while (!rj_in_end(in) && in->text[in->pos] != '\n' && in->text[in->pos] != '\r')
                in->pos++;
        } else if (c >= 0 && is_space(c)) {
            in->pos++;
        } else {
            break;
        }
    }
    *start = in->pos;
    while ((c = rj_in_peek(in)) >= 0 && !is_space(c) && c != '#') {
        if (c < 0x21 || c > 0x7e)
            return rj_imp_error(imp, RENJU_EPARSE, in->pos,
                                "byte 0x%02x cannot be part of a move list", (unsigned)c);
        if (n < TOKEN_MAX)
            tok[n] = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        n++;   /* a record is at most 0x7fffffff bytes long */
        in->pos++;
    }
    tok[n <= TOKEN_MAX ? n : 0] = '\0';
    return n;
}

/* Whether the next word is draw-offer; if so it is read.  Only looks: a bad word is
 * reported when it is read as a word of its own, after the move before it. */
static int offer_follows(rj_in *in)
{
    static const char word[] = "draw-offer";
    size_t i = in->pos, k;
    int c;

    while (i < in->len && (is_space((unsigned char)in->text[i]) || in->text[i] == '#')) {
        if (in->text[i] == '#')
            while (i < in->len && in->text[i] != '\n' && in->text[i] != '\r')
                i++;
        else
            i++;
    }
    for (k = 0; word[k]; k++, i++) {
        c = i < in->len ? (unsigned char)in->text[i] : 0;
        if ((c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c) != word[k])
            return 0;
    }
    if (i < in->len && !is_space((unsigned char)in->text[i]) && in->text[i] != '#')
        return 0;
    in->pos = i;
    return 1;
}

/* ------------------------------------------------------------ compact move strings */

static int is_digit(int c)
{
    return c >= '0' && c <= '9';
}

static int is_letter(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* Whether the n bytes at t look like points written without spaces ("h8h9h10"): a
 * letter and a digit first, letters and digits after them, and another letter. */
static int looks_compact(const char *t, size_t n)
{
    size_t i, letters = 0;

    if (n < 4 || !is_letter((unsigned char)t[0]) || !is_digit((unsigned char)t[1]))
        return 0;
    for (i = 0; i < n; i++) {
        if (!is_letter((unsigned char)t[i]) && !is_digit((unsigned char)t[i]))
            return 0;
        letters += is_letter((unsigned char)t[i]) != 0;
    }
    return letters > 1;
}

/* The point that starts at t[i] of a compact string into one: its letter and the one
 * or two digits of its row.  A point is a letter then its digits, so two digits are
 * one row ("h15i9" is h15 i9, and on 19x19 "a19b1" is a19 b1): a row that is not on
 * the board is then said to be off it.  Returns the bytes it took, 0 when t[i]
 * starts no point. */
static size_t compact_point(const char *t, size_t n, size_t i, char *one)
{
    size_t k;

    if (!is_letter((unsigned char)t[i]) || i + 1 >= n || !is_digit((unsigned char)t[i + 1]))
        return 0;
    k = i + 2 < n && is_digit((unsigned char)t[i + 2]) ? 2 : 1;
    one[0] = (char)(t[i] >= 'A' && t[i] <= 'Z' ? t[i] - 'A' + 'a' : t[i]);
    memcpy(one + 1, t + i + 1, k);
    one[k + 1] = '\0';
    return k + 1;
}

/* Points written without spaces, as web editors keep games: each played in turn, a
 * draw offer after the string going with its last move. */
static int read_compact(rj_import *imp, size_t start, size_t n)
{
    renju_game *s = imp->s;
    const char *t = imp->in.text + start;
    size_t i = 0, k;
    char one[8];
    int rc, point;

    while (i < n) {
        if (!(k = compact_point(t, n, i, one)))
            return rj_imp_error(imp, RENJU_EPARSE, start + i,
                                "\"%.*s\" is no point: a compact move string is column "
                                "letters each followed by its row", (int)(n - i < 8 ? n - i : 8),
                                t + i);
        rc = renju_point_parse(s, one, &point);
        if (rc == RENJU_ENOTATION || rc == RENJU_EINVAL)
            return rj_imp_error(imp, RENJU_EPARSE, start + i, "%s", s->errmsg);
        if (rc == RENJU_OK && point == RENJU_PASS)
            rc = RENJU_ENOTATION;
        if (rc)
            return rj_imp_illegal(imp, rc, start + i);
        rc = rj_imp_stone(imp, point, i + k == n ? offer_follows(&imp->in) : 0, start + i);
        if (rc)
            return rj_imp_illegal(imp, rc, start + i);
        i += k;
    }
    return RENJU_OK;
}

/* "offers:h9,j10,...": the points into the game's offers. */
static int read_offers(rj_import *imp, const char *list, size_t start)
{
    renju_game *s = imp->s;
    int points[RENJU_MAX_OFFERS], n = 0, rc;
    char one[8];
    size_t i = 0, k;

    for (;;) {
        for (k = 0; list[i] && list[i] != ','; i++) {
            if (k + 1 == sizeof one)
                return rj_imp_error(imp, RENJU_EPARSE, start, "malformed offers: %s", list);
            one[k++] = list[i];
        }
        one[k] = '\0';
        if (n == RENJU_MAX_OFFERS)
            return rj_imp_error(imp, RENJU_EPARSE, start, "more than %d offers", RENJU_MAX_OFFERS);
        rc = renju_point_parse(s, one, &points[n]);
        if (rc == RENJU_ENOTATION || rc == RENJU_EINVAL || (rc == RENJU_OK && points[n] == RENJU_PASS))
            return rj_imp_error(imp, RENJU_EPARSE, start, "malformed offers: %s",
                                rc ? s->errmsg : "a pass cannot be offered");
        if (rc)
            return rj_imp_illegal(imp, rc, start);
        n++;
        if (!list[i])
            break;
        i++;
    }
    rc = renju_propose(s, rj_imp_player(imp), points, (size_t)n);
    return rc ? rj_imp_illegal(imp, rc, start) : RENJU_OK;
}

/* A word "name:value" of the opening: 1 and its value if tok starts with name. */
static const char *prefixed(const char *tok, const char *name)
{
    size_t n = strlen(name);

    return strncmp(tok, name, n) == 0 && tok[n] == ':' ? tok + n + 1 : NULL;
}

/* The colour that loses by the verdict whose tokens are token[], 0 if tok is neither. */
static int verdict_colour(const char *tok, const char *const token[3])
{
    return strcmp(tok, token[RENJU_BLACK]) == 0 ? RENJU_BLACK
         : strcmp(tok, token[RENJU_WHITE]) == 0 ? RENJU_WHITE : 0;
}

int rj_import_moves(rj_import *imp)
{
    char tok[TOKEN_MAX + 1];
    const char *v;
    size_t start;
    renju_game *s;
    int rc, n, point, number, colour;

    rc = rj_imp_start(imp, -1, -1, 0, -1, 0);
    if (rc)
        return rc;
    s = imp->s;
    for (;;) {
        n = next_token(imp, tok, &start);
        if (n <= 0)
            return n;
        if (looks_compact(imp->in.text + start, (size_t)n)) {
            if ((rc = read_compact(imp, start, (size_t)n)))
                return rc;
            continue;
        }
        if (n > TOKEN_MAX)
            return rj_imp_error(imp, RENJU_EPARSE, start,
                                "a word of more than %d characters is no move", TOKEN_MAX);
        if (strcmp(tok, "resign") == 0) {
            rc = renju_resign(s, s->side);
        } else if (strcmp(tok, resign_token[RENJU_BLACK]) == 0) {
            rc = renju_resign(s, RENJU_BLACK);
        } else if (strcmp(tok, resign_token[RENJU_WHITE]) == 0) {
            rc = renju_resign(s, RENJU_WHITE);
        } else if ((colour = verdict_colour(tok, time_token)) != 0) {
            rc = renju_forfeit(s, colour, RENJU_REASON_TIME);
        } else if ((colour = verdict_colour(tok, forfeit_token)) != 0) {
            rc = renju_forfeit(s, colour, RENJU_REASON_FORFEIT);
        } else if (strcmp(tok, "draw-accept") == 0) {
            rc = renju_accept_draw(s);
        } else if (strcmp(tok, "draw-decline") == 0) {
            rc = renju_decline_draw(s);
        } else if (strcmp(tok, "draw-offer") == 0) {
            return rj_imp_error(imp, RENJU_EPARSE, start,
                                "draw-offer must follow the move that offers the draw");
        } else if (strcmp(tok, "swap") == 0 || strcmp(tok, "no-swap") == 0) {
            rc = renju_swap(s, rj_imp_player(imp), tok[0] == 's');
        } else if ((v = prefixed(tok, "declare")) != NULL) {
            for (number = 0; *v >= '0' && *v <= '9' && number < 1000; v++)
                number = number * 10 + (*v - '0');
            if (*v || number == 0)
                return rj_imp_error(imp, RENJU_EPARSE, start, "declare takes a number: %s", tok);
            rc = renju_declare(s, rj_imp_player(imp), number);
        } else if ((v = prefixed(tok, "offers")) != NULL) {
            if ((rc = read_offers(imp, v, start)))
                return rc;
        } else if ((v = prefixed(tok, "branch")) != NULL) {
            if (!(number = rj_word_index(rj_branch_words, 3, v, strlen(v))))
                return rj_imp_error(imp, RENJU_EPARSE, start, "branch is fifth or offers: %s", tok);
            rc = renju_choose_branch(s, rj_imp_player(imp), number);
        } else if ((v = prefixed(tok, "colour")) != NULL) {
            if (!(number = rj_word_index(rj_colour_words, 3, v, strlen(v))))
                return rj_imp_error(imp, RENJU_EPARSE, start, "colour is black or white: %s", tok);
            rc = renju_choose_colour(s, rj_imp_player(imp), number);
        } else if ((v = prefixed(tok, "swap2")) != NULL) {
            if (!(number = rj_word_index(rj_swap2_words, 4, v, strlen(v))))
                return rj_imp_error(imp, RENJU_EPARSE, start,
                                    "swap2 is black, white or two-more: %s", tok);
            rc = renju_choose_swap2(s, rj_imp_player(imp), number);
        } else {
            rc = renju_point_parse(s, tok, &point);
            if (rc == RENJU_ENOTATION || rc == RENJU_EINVAL)
                return rj_imp_error(imp, RENJU_EPARSE, start, "%s", s->errmsg);
            if (rc)
                return rj_imp_illegal(imp, rc, start);
            /* a draw offer is made with the move itself (RIF 10.2) */
            rc = rj_imp_stone(imp, point, offer_follows(&imp->in), start);
        }
        if (rc)
            return rj_imp_illegal(imp, rc, start);
    }
}
