/* record_psq.c - Piskvork's .psq records (RULES.md 7): a header line
 * "Piskvorky WxH, L1:L2, h", one "x,y,t" line per stone (1-based, from the top-left
 * corner, t in milliseconds), then optionally the two players' names and a closing
 * number (Piskvork writes the game's error code there). */
#include "record.h"

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
    return digits > NUM_DIGITS || (digits > 0 && *name == ',');
}

int rj_export_psq(renju_game *g, rj_out *o)
{
    int i, size = g->board.size;
    const rj_action *a;
    const char *pb = rj_tag_get(g, RJ_TAG_PB), *pw = rj_tag_get(g, RJ_TAG_PW);

    if (rj_game_was_set_up(g))
        return rj_error(g, RENJU_EINVAL,
                        "a .psq record cannot hold a game that starts from a set-up position");
    if (name_reads_as_move(pb) || name_reads_as_move(pw))
        return rj_error(g, RENJU_EINVAL,
                        "a .psq record cannot hold the name \"%.20s\": it reads as a move",
                        name_reads_as_move(pb) ? pb : pw);
    for (i = 0; i < g->ply; i++) {
        if (g->hist[i].kind == RJ_ACT_PASS)
            return rj_error(g, RENJU_EINVAL, "a .psq record cannot hold passes (action %d)",
                            i + 1);
        if (g->hist[i].kind >= RJ_ACT_SWAP)
            return rj_error(g, RENJU_EINVAL,
                            "a .psq record cannot hold the opening's swaps, offers and "
                            "choices (action %d)", i + 1);
    }
    rj_out_str(o, "Piskvorky ");
    rj_out_int(o, size);
    rj_out_char(o, 'x');
    rj_out_int(o, size);
    rj_out_str(o, ", 0:0, 0\n");
    for (i = 0; i < g->ply; i++) {
        a = &g->hist[i];
        if (a->kind != RJ_ACT_STONE)
            continue;   /* resignations and draw offers have no place in the format */
        rj_out_int(o, a->point % size + 1);
        rj_out_char(o, ',');
        rj_out_int(o, size - a->point / size);
        rj_out_str(o, ",0\n");
    }
    /* two empty name lines would read back as no names at all: write none */
    if (!name_blank(pb) || !name_blank(pw)) {
        out_name(o, pb);
        out_name(o, pw);
    }
    rj_out_str(o, "-1\n");
    return RENJU_OK;
}

/* ------------------------------------------------------------ import */

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

/* An unsigned number: 1 and *v, 0 if there are no digits, -1 if there are too many. */
static int number(scan *sc, int *v)
{
    int n = 0, value = 0;

    while (sc->i < sc->end && sc->t[sc->i] >= '0' && sc->t[sc->i] <= '9') {
        if (++n > NUM_DIGITS)
            return -1;
        value = value * 10 + (sc->t[sc->i++] - '0');
    }
    *v = value;
    return n > 0;
}

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
    if ((r = number(&sc, swapped)) <= 0)
        goto bad;
    skip_blanks(&sc);
    if (sc.i < sc.end || *swapped > 1)
        goto bad;
    if (w != h)
        return rj_imp_error(imp, RENJU_EPARSE, size_pos,
                            "only square boards can be played, not %dx%d", w, h);
    *size = w;
    return RENJU_OK;
bad:
    if (r < 0)
        return rj_imp_error(imp, RENJU_EPARSE, sc.i, "number too large in the header");
    return rj_imp_error(imp, RENJU_EPARSE, sc.i,
                        "malformed header: expected \"Piskvorky WxH, L1:L2, h\" with h 0 or 1");
}

/* A move line "x,y" or "x,y,t": 1 with the coordinates, 0 if the line is something
 * else, or an error. */
static int move_line(rj_import *imp, const line *l, int *x, int *y)
{
    scan sc = { imp->in.text, l->start, l->end };
    int t, r;

    skip_blanks(&sc);
    if ((r = number(&sc, x)) == 0 || (r > 0 && !accept(&sc, ',')))
        return 0;
    if (r > 0) {
        skip_blanks(&sc);
        r = number(&sc, y);
        if (r == 0)
            return rj_imp_error(imp, RENJU_EPARSE, sc.i, "malformed move: expected x,y,time");
    }
    if (r > 0 && accept(&sc, ',')) {
        skip_blanks(&sc);
        r = number(&sc, &t);
        if (r == 0)
            return rj_imp_error(imp, RENJU_EPARSE, sc.i, "malformed move: expected x,y,time");
    }
    if (r < 0)
        return rj_imp_error(imp, RENJU_EPARSE, sc.i, "number too large");
    skip_blanks(&sc);
    if (sc.i < sc.end)
        return rj_imp_error(imp, RENJU_EPARSE, sc.i, "malformed move: expected x,y,time");
    return 1;
}

/* The closing number: an optional minus sign and digits. */
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

int rj_import_psq(rj_import *imp)
{
    rj_in *in = &imp->in;
    line l, trailer[3], pending[3];
    int rc, size = 0, swapped = 0, x = 0, y = 0, n = 0, blanks = 0, got, k;
    int in_moves = 1;

    while ((got = next_line(in, &l)) && blank(in, &l))
        ;
    if (!got)
        return rj_imp_error(imp, RENJU_EPARSE, in->pos, "empty .psq record");
    if ((rc = header(imp, &l, &size, &swapped)))
        return rc;
    if ((rc = rj_imp_start(imp, -1, -1, 0, size, l.start)))
        return rc;
    while (next_line(in, &l)) {
        /* blank lines count only between the names and the closing number: one
         * stands for a missing name */
        if (blank(in, &l)) {
            if (blanks < 3)
                pending[blanks] = l;
            blanks++;
            continue;
        }
        if (in_moves) {
            rc = move_line(imp, &l, &x, &y);
            if (rc < 0)
                return rc;
            if (rc == 1) {
                blanks = 0;
                if (x < 1 || y < 1 || x > size || y > size) {
                    rj_error(imp->s, RENJU_ERANGE, "%d,%d is off the %dx%d board",
                             x, y, size, size);
                    return rj_imp_illegal(imp, RENJU_ERANGE, l.start);
                }
                /* y counts from the top, rows from the bottom */
                rc = renju_play(imp->s, (size - y) * size + x - 1);
                if (rc)
                    return rj_imp_illegal(imp, rc, l.start);
                continue;
            }
            in_moves = 0;
        }
        if (n + blanks >= 3)
            return rj_imp_error(imp, RENJU_EPARSE, l.start,
                                "unexpected line after the players' names and the closing number");
        for (k = 0; k < blanks; k++)
            trailer[n++] = pending[k];
        blanks = 0;
        trailer[n++] = l;
    }
    if (n > 0 && is_code(in, &trailer[n - 1]))
        n--;
    if (n == 0)
        return RENJU_OK;
    if (n != 2)
        return rj_imp_error(imp, RENJU_EPARSE, trailer[0].start,
                            "expected a move, or the two players' names and a closing number");
    for (k = 0; k < 2; k++) {
        /* the first name is the player who began, unless h is 1 */
        int tag = (k == 0) != (swapped == 1) ? RJ_TAG_PB : RJ_TAG_PW;
        rc = rj_imp_tag(imp, tag, in->text + trailer[k].start,
                        trailer[k].end - trailer[k].start, trailer[k].start);
        if (rc)
            return rc;
    }
    return RENJU_OK;
}
