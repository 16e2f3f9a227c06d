/* SPDX-License-Identifier: MIT */
/* record_psq.c - Piskvork's .psq records (renju_rules(7), GAME RECORDS): a header line
 * "Piskvorky WxH, L1:L2, h", one "x,y,t" line per stone (1-based, from the top-left
 * corner, t in milliseconds), then optionally the two players' names, the game's
 * error code and a closing -1, and (the Gomocup judge) a result line "r,Rule".  The
 * judge writes the opening it gave both engines as leading stones of time 0: when a
 * later stone has a real time, those are read as a set-up starting position, and a
 * set-up position is written so. */
#include "record/record_output.h"
#include "record/record_input.h"
#include "record/record_tags.h"
#include "record/record_import.h"
#include "record/record_formats.h"
#include "game/history.h"
#include "game/notation.h"
#include "rules/catalogue.h"
#include "game/errors.h"
#include "game/handle.h"
#include "core/board.h"

#include <string.h>

#define NUM_DIGITS 9   /* enough for any coordinate or time; more is an error */

/* ------------------------------------------------------------ export */

static int blank_char(int c)
{
    return (unsigned char)c <= 0x20 || c == 0x7f;   /* written as a space */
}

/* A name on one line: line breaks and other control characters become spaces, and a
 * name of nothing but those an empty line, which reads back as no name. */
static void out_name(rj_out *o, const char *name)
{
    const char *c;

    for (c = name; c && *c && blank_char(*c); c++)
        ;
    for (; c && *c && name && *name; name++)
        rj_out_char(o, blank_char(*name) ? ' ' : *name);
    rj_out_char(o, '\n');
}

/* Whether a name is written as an empty line, which reads back as no name. */
static int name_blank(const char *name)
{
    for (; name && *name; name++)
        if (!blank_char(*name))
            return 0;
    return 1;
}

/* Whether a name would read back as a move line (digits and a comma, or digits too
 * many for a number), which the format has no way to escape. */
static int name_reads_as_move(const char *name)
{
    int digits = 0;

    for (; name && *name && blank_char(*name); name++)
        ;
    for (; name && *name >= '0' && *name <= '9'; name++)
        digits++;
    /* the reader allows blanks before the comma ("8 , 8") */
    for (; digits > 0 && *name && blank_char(*name); name++)
        ;
    return digits > NUM_DIGITS || (digits > 0 && *name == ',');
}

static void out_stone(rj_out *o, int size, int point, int time)
{
    rj_out_int(o, point % size + 1);
    rj_out_char(o, ',');
    rj_out_int(o, size - point / size);
    rj_out_str(o, time ? ",1\n" : ",0\n");
}

/* A set-up position is written as the Gomocup judge writes the opening it gives both
 * programs: its stones first, of time 0, black and white in turn; the reader sets them
 * up again, black to move after an even number of them and white after an odd one, so
 * only such positions can be written.  Only a later stone of a real time tells them from
 * moves: the moves after them are written with time 1, and there must be one. */
static int given_refused(renju_game *g)
{
    int p, i, count[3] = { 0, 0, 0 };

    for (p = 0; p < g->board.ncells; p++)
        count[g->base[p]]++;
    if (count[RJ_BLACK] != count[RJ_WHITE] + (g->base_side == RENJU_WHITE))
        return rj_error(g, RENJU_EINVAL,
                        "a .psq record holds a set-up position only as a given opening, "
                        "black and white stones in turn (here %d black, %d white and %s "
                        "to move)", count[RJ_BLACK], count[RJ_WHITE],
                        g->base_side == RENJU_BLACK ? "black" : "white");
    for (i = 0; i < rj_hist_played(g) && rj_hist_at(g, i)->kind != RJ_ACT_STONE; i++)
        ;
    if (i == rj_hist_played(g))
        return rj_error(g, RENJU_EINVAL,
                        "a .psq record cannot hold a set-up position without a stone played "
                        "after it: its stones, all of time 0, would read back as moves");
    return RENJU_OK;
}

/* The stones of the given opening, each colour in the order of the lines from the top. */
static void out_given(rj_out *o, const renju_game *g)
{
    int list[2][RJ_MAX_CELLS], count[2] = { 0, 0 }, size = g->board.size, row, col, c, i;

    for (row = size - 1; row >= 0; row--)
        for (col = 0; col < size; col++) {
            c = g->base[row * size + col];
            if (c != RJ_EMPTY)
                list[c - 1][count[c - 1]++] = row * size + col;
        }
    for (i = 0; i < count[0]; i++) {
        out_stone(o, size, list[0][i], 0);
        if (i < count[1])
            out_stone(o, size, list[1][i], 0);
    }
}

int rj_export_psq(renju_game *g, rj_out *o)
{
    int i, size = g->board.size, given = rj_game_was_set_up(g);
    int white_first = given && g->base_side == RENJU_WHITE;
    const rj_action *a;
    const char *pb = rj_tag_get(g, RJ_TAG_PB), *pw = rj_tag_get(g, RJ_TAG_PW);
    char shown[RJ_QUOTE_SIZE(20)];

    if (name_reads_as_move(pb) || name_reads_as_move(pw))
        return rj_error(g, RENJU_EINVAL,
                        "a .psq record cannot hold the name \"%s\": it reads as a move",
                        rj_quote(shown, name_reads_as_move(pb) ? pb : pw, (size_t)-1, 20));
    for (i = 0; i < rj_hist_played(g); i++) {
        if (rj_hist_at(g, i)->kind == RJ_ACT_PASS)
            return rj_error(g, RENJU_EINVAL, "a .psq record cannot hold passes (action %d)",
                            i + 1);
        if (rj_action_is_decision(rj_hist_at(g, i)) && !rj_action_unrecorded(rj_hist_at(g, i)))
            return rj_error(g, RENJU_EINVAL,
                            "a .psq record cannot hold the opening's swaps, offers and "
                            "choices (action %d)", i + 1);
    }
    if (given && given_refused(g))
        return g->errcode;
    rj_out_str(o, "Piskvorky ");
    rj_out_int(o, size);
    rj_out_char(o, 'x');
    rj_out_int(o, size);
    rj_out_str(o, ", 0:0, 0\n");
    if (given)
        out_given(o, g);
    for (i = 0; i < rj_hist_played(g); i++) {
        a = rj_hist_at(g, i);
        if (a->kind != RJ_ACT_STONE)
            continue;   /* resignations and draw offers have no place in the format */
        out_stone(o, size, a->point, given);
    }
    /* the first name is the player who moves first after the opening: white after an
     * odd one.  Two empty name lines would read back as no names at all: write none */
    if (!name_blank(pb) || !name_blank(pw)) {
        out_name(o, white_first ? pw : pb);
        out_name(o, white_first ? pb : pw);
    }
    rj_out_str(o, "-1\n");
    return RENJU_OK;
}

/* ------------------------------------------------------------ import */

/* A time is never used, so any 64-bit value is read; a longer run of digits is no
 * time but breakage. */
#define TIME_DIGITS 20
#define MAX_ITEMS 4    /* two names, the game's error code and the closing -1 */

typedef struct line {
    size_t start, end;   /* [start, end) without the line break */
} line;

/* The next line, or 0 at the end of the text. */
static int next_line(rj_in *in, line *l)
{
    if (rj_in_end(in))
        return 0;
    l->start = in->pos;
    while (!rj_in_end(in) && in->text[in->pos] != '\n' && in->text[in->pos] != '\r')
        in->pos++;
    l->end = in->pos;
    if (!rj_in_end(in) && in->text[in->pos] == '\r')
        in->pos++;
    if (!rj_in_end(in) && in->text[in->pos] == '\n')
        in->pos++;
    return 1;
}

static int blank(const rj_in *in, const line *l)
{
    size_t i;

    for (i = l->start; i < l->end; i++)
        if (in->text[i] != ' ' && in->text[i] != '\t')
            return 0;
    return 1;
}

/* A cursor over one line. */
typedef struct scan {
    const char *t;
    size_t i, end;
} scan;

static void skip_blanks(scan *sc)
{
    while (sc->i < sc->end && (sc->t[sc->i] == ' ' || sc->t[sc->i] == '\t'))
        sc->i++;
}

static int accept(scan *sc, char c)
{
    if (sc->i < sc->end && sc->t[sc->i] == c) {
        sc->i++;
        return 1;
    }
    return 0;
}

static int digit_at(const scan *sc)
{
    return sc->i < sc->end && sc->t[sc->i] >= '0' && sc->t[sc->i] <= '9';
}

/* An unsigned number: 1 and *v, 0 if there are no digits, -1 if there are too many
 * (sc then at the first digit too many). */
static int number(scan *sc, int *v)
{
    int n = 0, value = 0;

    while (digit_at(sc)) {
        if (++n > NUM_DIGITS)
            return -1;
        value = value * 10 + (sc->t[sc->i++] - '0');
    }
    *v = value;
    return n > 0;
}

/* ------------------------------------------------------------ what a line is */

enum { L_BLANK, L_MOVE, L_BAD, L_TRAILER, L_CODE, L_TEXT };
enum { T_NONE, T_ZERO, T_POSITIVE, T_OTHER };   /* a move's time: absent, 0, > 0, < 0 */

typedef struct move {
    int x, y, time;     /* time: T_* */
    size_t err_pos;     /* for L_BAD: where the line breaks the format, and how */
    const char *err;
} move;

/* A time: an optional minus sign and digits, read only for its sign (judges and
 * programs write negative or huge values after a crash or a long pause).  1 with
 * *kind, 0 without digits, -1 for a run of digits no time can have. */
static int time_field(scan *sc, int *kind)
{
    int n = 0, nonzero = 0, minus = accept(sc, '-');
    size_t first = sc->i;

    for (; digit_at(sc); sc->i++, n++)
        nonzero |= sc->t[sc->i] != '0';
    if (n > TIME_DIGITS)
        sc->i = first + NUM_DIGITS;   /* where it stops being a number we read */
    if (n == 0 || n > TIME_DIGITS)
        return n == 0 ? 0 : -1;
    *kind = minus ? T_OTHER : nonzero ? T_POSITIVE : T_ZERO;
    return 1;
}

static int bad_move(move *mv, size_t pos, const char *why)
{
    mv->err_pos = pos;
    mv->err = why;
    return L_BAD;
}

/* A move line "x,y" or "x,y,t": L_MOVE, L_TEXT if the line is something else, or
 * L_BAD with where and why it is malformed. */
static int parse_move(const rj_in *in, const line *l, move *mv)
{
    static const char malformed[] = "malformed move: expected x,y,time";
    scan sc = { in->text, l->start, l->end };
    int r;

    mv->time = T_NONE;
    skip_blanks(&sc);
    if ((r = number(&sc, &mv->x)) > 0)
        skip_blanks(&sc);
    if (r == 0 || (r > 0 && !accept(&sc, ',')))
        return L_TEXT;
    if (r > 0) {
        skip_blanks(&sc);
        if ((r = number(&sc, &mv->y)) == 0)
            return bad_move(mv, sc.i, malformed);
        skip_blanks(&sc);
    }
    if (r > 0 && accept(&sc, ',')) {
        skip_blanks(&sc);
        if ((r = time_field(&sc, &mv->time)) == 0)
            return bad_move(mv, sc.i, malformed);
        if (r < 0)
            return bad_move(mv, sc.i, "time of more than 20 digits");
    }
    if (r < 0)
        return bad_move(mv, sc.i, "number too large");
    skip_blanks(&sc);
    return sc.i < sc.end ? bad_move(mv, sc.i, malformed) : L_MOVE;
}

/* Gomocup's result line "r,Rule": 1 with the result (-1 if unreadable) and the rule
 * word's extent, which holds letters, spaces, '-' and '_' only (so that no move and
 * no name the export writes reads as one). */
static int trailer_shape(const rj_in *in, const line *l, int *result, size_t *ws, size_t *we)
{
    scan sc = { in->text, l->start, l->end };
    int r;

    skip_blanks(&sc);
    r = number(&sc, result);
    while (digit_at(&sc))
        sc.i++;   /* a result too long to read is still a result line */
    if (r == 0)
        return 0;
    skip_blanks(&sc);
    if (!accept(&sc, ','))
        return 0;
    skip_blanks(&sc);
    *ws = sc.i;
    for (*we = sc.i; sc.i < sc.end; sc.i++) {
        int c = (unsigned char)sc.t[sc.i];
        if (!((c | 0x20) >= 'a' && (c | 0x20) <= 'z') && c != '-' && c != '_' && c != ' '
            && c != '\t')
            return 0;
        if (c != ' ' && c != '\t')
            *we = sc.i + 1;
    }
    if (r < 0 || *result > 2)
        *result = -1;
    return 1;
}

/* A closing number: an optional minus sign and digits (Piskvork writes the game's
 * error code, Gomocup -1). */
static int is_code(const rj_in *in, const line *l)
{
    scan sc = { in->text, l->start, l->end };
    int v;

    skip_blanks(&sc);
    accept(&sc, '-');
    if (number(&sc, &v) <= 0)
        return 0;
    skip_blanks(&sc);
    return sc.i == sc.end;
}

static int classify(const rj_in *in, const line *l, move *mv)
{
    int r, kind;
    size_t ws, we;

    if (blank(in, l))
        return L_BLANK;
    if (trailer_shape(in, l, &r, &ws, &we))
        return L_TRAILER;
    kind = parse_move(in, l, mv);
    if (kind == L_TEXT && is_code(in, l))
        return L_CODE;
    return kind;
}

/* ------------------------------------------------------------ header */

static int header(rj_import *imp, const line *l, int *size, int *swapped)
{
    static const char magic[] = "piskvorky";
    scan sc = { imp->in.text, l->start, l->end };
    int w = 0, h = 0, l1, l2, k, r;
    size_t size_pos;

    for (k = 0; magic[k]; k++) {
        int c = sc.i < sc.end ? (unsigned char)sc.t[sc.i] : 0;
        if ((c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c) != magic[k])
            return rj_imp_error(imp, RENJU_EPARSE, sc.i,
                                "a .psq record starts with \"Piskvorky WxH, L1:L2, h\"");
        sc.i++;
    }
    skip_blanks(&sc);
    size_pos = sc.i;
    if ((r = number(&sc, &w)) <= 0 || !(accept(&sc, 'x') || accept(&sc, 'X'))
        || (r = number(&sc, &h)) <= 0)
        goto bad;
    skip_blanks(&sc);
    if (!accept(&sc, ','))
        goto bad;
    skip_blanks(&sc);
    if ((r = number(&sc, &l1)) <= 0 || !accept(&sc, ':') || (r = number(&sc, &l2)) <= 0)
        goto bad;
    skip_blanks(&sc);
    if (!accept(&sc, ','))
        goto bad;
    skip_blanks(&sc);
    if ((r = number(&sc, swapped)) <= 0 || *swapped > 1)
        goto bad;
    if (w != h)
        return rj_imp_error(imp, RENJU_EPARSE, size_pos,
                            "only square boards can be played, not %dx%d", w, h);
    /* later versions and other programs add fields: the size is all that matters */
    skip_blanks(&sc);
    if (sc.i < sc.end)
        rj_imp_warn(imp, RENJU_WARN_SKIPPED, sc.i, 1, "header fields after \"h\" were skipped");
    *size = w;
    return RENJU_OK;
bad:
    if (r < 0)
        return rj_imp_error(imp, RENJU_EPARSE, sc.i, "number too large in the header");
    return rj_imp_error(imp, RENJU_EPARSE, sc.i,
                        "malformed header: expected \"Piskvorky WxH, L1:L2, h\" with h 0 or 1");
}

/* ------------------------------------------------------------ pre-scan */

/* What must be known before the first stone: the rules (from the result line at the
 * end) and how many leading stones are a tournament's given opening. */
typedef struct prescan {
    int opening;        /* leading time-0 stones given as the opening, or 0 */
    int has_trailer;
    line trailer;
} prescan;

/* Read ahead without recording anything: the real pass reports what is wrong. */
static void prescan_record(const rj_in *start, prescan *p)
{
    rj_in in = *start;
    line l;
    move mv;
    int kind, zeros = 0, leading = 1, positive = 0, in_moves = 1;

    p->has_trailer = 0;
    while (next_line(&in, &l)) {
        kind = classify(&in, &l, &mv);
        if (kind == L_TRAILER) {
            p->has_trailer = 1;
            p->trailer = l;
            break;
        }
        if (!in_moves || kind == L_BLANK)
            continue;
        if (kind == L_BAD)
            break;
        if (kind != L_MOVE) {
            in_moves = 0;
            continue;
        }
        leading &= mv.time == T_ZERO;
        zeros += leading;
        positive |= mv.time == T_POSITIVE;
    }
    /* all times 0 is how programs (and this library) write a game without clocks */
    p->opening = positive ? zeros : 0;
}

/* The rule set the result line names (-1: the game's) and where it is written.  The
 * judge's "Caro" counts exactly five, as the catalogue reads "caro": caro-5.  Gomocup's
 * numeric rule (8 for caro) has no place here: "1,8" is a move. */
static int trailer_rules(rj_import *imp, const prescan *p, size_t *pos)
{
    int result, ruleset;
    size_t ws, we;
    char shown[RJ_QUOTE_SIZE(40)];

    if (!p->has_trailer)
        return -1;
    trailer_shape(&imp->in, &p->trailer, &result, &ws, &we);
    *pos = ws;
    ruleset = rj_ruleset_lookup(imp->in.text + ws, we - ws);
    if (ruleset < 0)
        rj_imp_warn(imp, RENJU_WARN_RESULT, ws, 1,
                    "the rules \"%s\" of the result line are not known: the game's rules "
                    "were used", rj_quote(shown, imp->in.text + ws, we - ws, 40));
    return ruleset;
}

/* ------------------------------------------------------------ stones */

/* The state of the replay. */
typedef struct body {
    int size;
    int opening;        /* stones to set up as the given opening */
    int stones;         /* stones read so far */
    size_t opening_pos; /* where the opening starts */
    line item[MAX_ITEMS];   /* names and closing numbers, blank lines for missing names */
    int nitems;
    line pend[MAX_ITEMS];   /* blank lines not yet known to stand for a name */
    int blanks;
    int has_trailer;
    line trailer;
    int skipped;        /* lines after the result line */
    size_t skipped_pos;
} body;

/* A stone of the given opening, placed in setup mode: the colours alternate from
 * black; the side to move follows from the count. */
static int opening_stone(rj_import *imp, body *b, int point, size_t pos)
{
    renju_game *s = imp->s;
    int rc;

    if (b->stones == 0) {
        b->opening_pos = pos;
        renju_setup_begin(s);
    }
    if (renju_stone(s, point) != RENJU_EMPTY) {
        char name[8];
        rj_point_name(s, point, name);
        rj_error(s, RENJU_EOCCUPIED, "%s is already occupied", name);
        return rj_imp_illegal(imp, RENJU_EOCCUPIED, pos);
    }
    renju_setup_put(s, point, b->stones % 2 ? RENJU_WHITE : RENJU_BLACK);
    if (b->stones + 1 < b->opening)
        return RENJU_OK;
    renju_setup_side(s, b->opening % 2 ? RENJU_WHITE : RENJU_BLACK);
    if ((rc = renju_setup_end(s)))
        return rj_imp_illegal(imp, rc, pos);
    rj_imp_warn(imp, RENJU_WARN_OPENING, b->opening_pos, b->opening,
                "%d stones of time 0 were the tournament's opening: set up as the starting "
                "position", b->opening);
    return RENJU_OK;
}

static int stone(rj_import *imp, body *b, const move *mv, size_t pos)
{
    int size = b->size, point, rc = RENJU_OK;

    if (mv->x < 1 || mv->y < 1 || mv->x > size || mv->y > size) {
        rj_error(imp->s, RENJU_ERANGE, "%d,%d is off the %dx%d board", mv->x, mv->y, size, size);
        return rj_imp_illegal(imp, RENJU_ERANGE, pos);
    }
    /* y counts from the top, rows from the bottom */
    point = (size - mv->y) * size + mv->x - 1;
    if (b->stones < b->opening)
        rc = opening_stone(imp, b, point, pos);
    else if (rj_imp_stone(imp, point, 0, pos))
        rc = rj_imp_illegal(imp, imp->s->errcode, pos);
    b->stones++;
    return rc;
}

/* ------------------------------------------------------------ after the stones */

/* A line after the stones: a name or a closing number, blank lines before it standing
 * for missing names. */
static int add_item(rj_import *imp, body *b, const line *l)
{
    int k;

    if (b->nitems + b->blanks >= MAX_ITEMS)
        return rj_imp_error(imp, RENJU_EPARSE, l->start,
                            "unexpected line after the players' names and the closing number");
    for (k = 0; k < b->blanks; k++)
        b->item[b->nitems++] = b->pend[k];
    b->blanks = 0;
    b->item[b->nitems++] = *l;
    return RENJU_OK;
}

/* Read the stones, then the names and numbers, up to the result line; what follows
 * that is skipped. */
static int read_body(rj_import *imp, body *b)
{
    rj_in *in = &imp->in;
    line l;
    move mv;
    int kind, rc, in_moves = 1;

    while (next_line(in, &l)) {
        kind = classify(in, &l, &mv);
        if (b->has_trailer) {
            if (kind != L_BLANK && b->skipped++ == 0)
                b->skipped_pos = l.start;
        } else if (kind == L_BLANK) {
            if (b->blanks < MAX_ITEMS)
                b->pend[b->blanks] = l;
            b->blanks++;
        } else if (kind == L_TRAILER) {
            b->has_trailer = 1;
            b->trailer = l;
        } else if (in_moves && kind == L_BAD) {
            return rj_imp_error(imp, RENJU_EPARSE, mv.err_pos, "%s", mv.err);
        } else if (in_moves && kind == L_MOVE) {
            b->blanks = 0;   /* blank lines count only after the stones */
            if ((rc = stone(imp, b, &mv, l.start)))
                return rc;
        } else {
            in_moves = 0;
            if ((rc = add_item(imp, b, &l)))
                return rc;
        }
    }
    if (b->skipped)
        rj_imp_warn(imp, RENJU_WARN_SKIPPED, b->skipped_pos, b->skipped,
                    "lines after the result line were skipped");
    return RENJU_OK;
}

/* How many of the items are names (0 or 2); the rest must be closing numbers. */
static int name_count(rj_import *imp, const body *b, int *names)
{
    const rj_in *in = &imp->in;
    const line *it = b->item;
    int k;

    *names = 0;
    if (b->nitems == 0 || (b->nitems == 1 && is_code(in, &it[0])))
        return RENJU_OK;
    /* no names, the game's error code and -1; or no names and a blank line */
    if (b->nitems == 2 && is_code(in, &it[1]) && (is_code(in, &it[0]) || blank(in, &it[0])))
        return RENJU_OK;
    if (b->nitems == 1 || (b->nitems == 2 && is_code(in, &it[1])))
        return rj_imp_error(imp, RENJU_EPARSE, it[0].start,
                            "expected a move, or the two players' names and a closing number");
    for (k = 2; k < b->nitems; k++)
        if (!is_code(in, &it[k]))
            return rj_imp_error(imp, RENJU_EPARSE, it[k].start,
                                "unexpected line after the players' names and the closing number");
    *names = 2;
    return RENJU_OK;
}

/* PB and PW from the names; first_black: the first name played black. */
static int name_tags(rj_import *imp, const body *b, int first_black)
{
    int rc, k, names;

    if ((rc = name_count(imp, b, &names)))
        return rc;
    for (k = 0; k < names; k++) {
        int tag = (k == 0) == first_black ? RJ_TAG_PB : RJ_TAG_PW;
        const line *l = &b->item[k];
        rc = rj_imp_tag(imp, tag, imp->in.text + l->start, l->end - l->start, l->start);
        if (rc)
            return rc;
    }
    return RENJU_OK;
}

/* RE from the result line: 1 the first-named player won, 2 the second, 0 a draw. */
static int result_tag(rj_import *imp, const body *b, int first_black)
{
    int result;
    size_t ws, we;
    const char *re;

    if (!b->has_trailer)
        return RENJU_OK;
    trailer_shape(&imp->in, &b->trailer, &result, &ws, &we);
    if (result < 0) {
        rj_imp_warn(imp, RENJU_WARN_RESULT, b->trailer.start, 1,
                    "the result of the result line is not 0, 1 or 2: not read");
        return RENJU_OK;
    }
    if (result == 0)
        re = "0";
    else
        re = (result == 1) == first_black ? "B+" : "W+";
    return rj_imp_tag(imp, RJ_TAG_RE, re, strlen(re), b->trailer.start);
}

int rj_import_psq(rj_import *imp)
{
    rj_in *in = &imp->in;
    line l;
    prescan pre;
    body b;
    int rc, size = 0, swapped = 0, got, ruleset, opening, first_black;
    size_t rules_pos = 0;

    while ((got = next_line(in, &l)) && blank(in, &l))
        ;
    if (!got)
        return rj_imp_error(imp, RENJU_EPARSE, in->pos, "empty .psq record");
    if ((rc = header(imp, &l, &size, &swapped)))
        return rc;
    prescan_record(in, &pre);
    ruleset = trailer_rules(imp, &pre, &rules_pos);
    /* the result line names a rule set, not an opening rule: keep the game's only
     * when the rule set is the game's */
    opening = ruleset < 0 || ruleset == imp->g->ruleset ? -1 : RENJU_OPENING_NONE;
    if (ruleset < 0 || size != imp->g->board.size)
        rules_pos = l.start;
    if ((rc = rj_imp_start(imp, ruleset, opening, 0, size, rules_pos)))
        return rc;
    memset(&b, 0, sizeof b);
    b.size = size;
    b.opening = pre.opening;
    if ((rc = read_body(imp, &b)))
        return rc;
    /* the first name moved first after the opening (white after an odd one), unless
     * h is 1 */
    first_black = (swapped == 1) == (b.opening % 2 == 1);
    if ((rc = name_tags(imp, &b, first_black)))
        return rc;
    return result_tag(imp, &b, first_black);
}
