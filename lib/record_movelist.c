/* record_movelist.c - the move list text (RULES.md 7): "h8 h9 i9 ... pass ...", with
 * tokens of its own for the actions that are not moves (renju_record(3)). */
#include "record.h"

#include <string.h>

#define TOKEN_MAX 32   /* longer than any point or keyword: anything longer is wrong */

static const char *const resign_token[3] = { "", "resign-black", "resign-white" };

int rj_export_moves(renju_game *g, rj_out *o)
{
    int i;
    const rj_action *a;

    if (rj_game_was_set_up(g))
        return rj_error(g, RENJU_EINVAL,
                        "a move list cannot hold a game that starts from a set-up position");
    for (i = 0; i < g->ply; i++) {
        a = &g->hist[i];
        if (i > 0)
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
        case RJ_ACT_ACCEPT:
            rj_out_str(o, "draw-accept");
            break;
        case RJ_ACT_DECLINE:
            rj_out_str(o, "draw-decline");
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

/* The next token, lower-cased, into tok (TOKEN_MAX + 1 bytes); its offset in *start.
 * Returns its length, 0 at the end of the text, or an error (recorded). */
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
        if (n == TOKEN_MAX)
            return rj_imp_error(imp, RENJU_EPARSE, *start,
                                "a word of more than %d characters is no move", TOKEN_MAX);
        tok[n++] = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        in->pos++;
    }
    tok[n] = '\0';
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

int rj_import_moves(rj_import *imp)
{
    char tok[TOKEN_MAX + 1];
    size_t start;
    renju_game *s;
    int rc, n, point;

    rc = rj_imp_start(imp, -1, 0, 0);
    if (rc)
        return rc;
    s = imp->s;
    for (;;) {
        n = next_token(imp, tok, &start);
        if (n <= 0)
            return n;
        if (strcmp(tok, "resign") == 0) {
            rc = renju_resign(s, s->side);
        } else if (strcmp(tok, resign_token[RENJU_BLACK]) == 0) {
            rc = renju_resign(s, RENJU_BLACK);
        } else if (strcmp(tok, resign_token[RENJU_WHITE]) == 0) {
            rc = renju_resign(s, RENJU_WHITE);
        } else if (strcmp(tok, "draw-accept") == 0) {
            rc = renju_accept_draw(s);
        } else if (strcmp(tok, "draw-decline") == 0) {
            rc = renju_decline_draw(s);
        } else if (strcmp(tok, "draw-offer") == 0) {
            return rj_imp_error(imp, RENJU_EPARSE, start,
                                "draw-offer must follow the move that offers the draw");
        } else {
            rc = renju_point_parse(s, tok, &point);
            if (rc == RENJU_ENOTATION || rc == RENJU_EINVAL)
                return rj_imp_error(imp, RENJU_EPARSE, start, "%s", s->errmsg);
            if (rc)
                return rj_imp_illegal(imp, rc, start);
            /* a draw offer is made with the move itself (RIF 10.2) */
            if (offer_follows(&imp->in))
                rc = renju_offer_draw(s, point);
            else
                rc = point == RENJU_PASS ? renju_pass(s) : renju_play(s, point);
        }
        if (rc)
            return rj_imp_illegal(imp, rc, start);
    }
}
