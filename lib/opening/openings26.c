/* SPDX-License-Identifier: MIT */
/* openings26.c - the 26 canonical renju openings (renju_rules(7), OPENING RULES): black on
 * the centre, white directly (h9) or diagonally (i9) next to it, black's second stone in
 * the central 5x5, any of the 8 board symmetries of these three stones being the same
 * opening.
 *
 * The table is testdata/openings26.csv of the rule book: "the 26 canonical openings,
 * names as used by the RIF; the positions and names are facts agreed by several
 * independent sources."  Stones are kept as offsets (columns right, rows up) from the
 * centre, so that the table serves any board size. */
#include "game/handle.h"
#include "game/history.h"
#include "game/errors.h"
#include "game/notation.h"
#include "core/symmetry.h"

typedef struct opening26 {
    signed char indirect;  /* white on i9 (1, 1) rather than h9 (0, 1) */
    signed char dc, dr;    /* black's second stone */
    const char *name;
    const char *kanji;     /* UTF-8 */
} opening26;

static const opening26 table[RENJU_OPENINGS] = {
    { 0,  0,  2, "Kansei",    "\xe5\xaf\x92\xe6\x98\x9f" },  /*  1 h10 */
    { 0,  1,  2, "Keigetsu",  "\xe6\xb8\x93\xe6\x9c\x88" },  /*  2 i10 */
    { 0,  2,  2, "Sosei",     "\xe7\x96\x8e\xe6\x98\x9f" },  /*  3 j10 */
    { 0,  1,  1, "Kagetsu",   "\xe8\x8a\xb1\xe6\x9c\x88" },  /*  4 i9  */
    { 0,  2,  1, "Zangetsu",  "\xe6\xae\x8b\xe6\x9c\x88" },  /*  5 j9  */
    { 0,  1,  0, "Ugetsu",    "\xe9\x9b\xa8\xe6\x9c\x88" },  /*  6 i8  */
    { 0,  2,  0, "Kinsei",    "\xe9\x87\x91\xe6\x98\x9f" },  /*  7 j8  */
    { 0,  0, -1, "Shogetsu",  "\xe6\x9d\xbe\xe6\x9c\x88" },  /*  8 h7  */
    { 0,  1, -1, "Kyugetsu",  "\xe4\xb8\x98\xe6\x9c\x88" },  /*  9 i7  */
    { 0,  2, -1, "Shingetsu", "\xe6\x96\xb0\xe6\x9c\x88" },  /* 10 j7  */
    { 0,  0, -2, "Zuisei",    "\xe7\x91\x9e\xe6\x98\x9f" },  /* 11 h6  */
    { 0,  1, -2, "Sangetsu",  "\xe5\xb1\xb1\xe6\x9c\x88" },  /* 12 i6  */
    { 0,  2, -2, "Yusei",     "\xe9\x81\x8a\xe6\x98\x9f" },  /* 13 j6  */
    { 1,  2,  2, "Chosei",    "\xe9\x95\xb7\xe6\x98\x9f" },  /* 14 j10 */
    { 1,  2,  1, "Kyogetsu",  "\xe5\xb3\xa1\xe6\x9c\x88" },  /* 15 j9  */
    { 1,  2,  0, "Kosei",     "\xe6\x81\x92\xe6\x98\x9f" },  /* 16 j8  */
    { 1,  2, -1, "Suigetsu",  "\xe6\xb0\xb4\xe6\x9c\x88" },  /* 17 j7  */
    { 1,  2, -2, "Ryusei",    "\xe6\xb5\x81\xe6\x98\x9f" },  /* 18 j6  */
    { 1,  1,  0, "Ungetsu",   "\xe9\x9b\xb2\xe6\x9c\x88" },  /* 19 i8  */
    { 1,  1, -1, "Hogetsu",   "\xe6\xb5\xa6\xe6\x9c\x88" },  /* 20 i7  */
    { 1,  1, -2, "Rangetsu",  "\xe5\xb5\x90\xe6\x9c\x88" },  /* 21 i6  */
    { 1,  0, -1, "Gingetsu",  "\xe9\x8a\x80\xe6\x9c\x88" },  /* 22 h7  */
    { 1,  0, -2, "Myojo",     "\xe6\x98\x8e\xe6\x98\x9f" },  /* 23 h6  */
    { 1, -1, -1, "Shagetsu",  "\xe6\x96\x9c\xe6\x9c\x88" },  /* 24 g7  */
    { 1, -1, -2, "Meigetsu",  "\xe5\x90\x8d\xe6\x9c\x88" },  /* 25 g6  */
    { 1, -2, -2, "Suisei",    "\xe5\xbd\x97\xe6\x98\x9f" }   /* 26 f6  */
};

static int centre(const renju_game *g)
{
    int half = g->board.size / 2;

    return half * g->board.size + half;
}

/* The point at offset (dc, dr) from the centre turned by sym, on g's board (the
 * central 5x5 fits on every board the library allows). */
static int place(const renju_game *g, int sym, int dc, int dr)
{
    int half = g->board.size / 2;

    rj_sym_apply(sym, 0, &dc, &dr);
    return (half + dr) * g->board.size + half + dc;
}

int renju_opening_identify(renju_game *g, int black1, int white2, int black3, int *sym)
{
    int i, s;

    if (!g)
        return RENJU_EINVAL;
    if (rj_check_point(g, black1) || rj_check_point(g, white2) || rj_check_point(g, black3))
        return RENJU_ERANGE;
    rj_ok(g);
    if (black1 != centre(g))
        return 0;
    for (i = 0; i < RENJU_OPENINGS; i++)
        for (s = 0; s < RENJU_SYMMETRIES; s++)
            if (place(g, s, table[i].indirect, 1) == white2
                && place(g, s, table[i].dc, table[i].dr) == black3) {
                if (sym)
                    *sym = s;
                return i + 1;
            }
    return 0;
}

int renju_opening_index(renju_game *g)
{
    int move[3], i, n = 0;

    if (!g)
        return RENJU_EINVAL;
    rj_ok(g);
    if (g->base_stones != 0)
        return 0;
    for (i = 0; i < rj_hist_played(g) && n < 3; i++) {
        if (rj_hist_at(g, i)->kind == RJ_ACT_PASS)
            return 0;
        if (rj_hist_at(g, i)->kind == RJ_ACT_STONE)
            move[n++] = rj_hist_at(g, i)->point;
    }
    if (n < 3)
        return 0;
    return renju_opening_identify(g, move[0], move[1], move[2], NULL);
}

int renju_opening_points(renju_game *g, int index, int sym, int *points, size_t capacity)
{
    const opening26 *o;

    if (!g)
        return RENJU_EINVAL;
    if (index < 1 || index > RENJU_OPENINGS)
        return rj_error(g, RENJU_ERANGE, "%d is not an opening index (1..%d)", index,
                        RENJU_OPENINGS);
    if (sym < 0 || sym >= RENJU_SYMMETRIES)
        return rj_error(g, RENJU_EINVAL, "%d is not a symmetry (0..%d)", sym,
                        RENJU_SYMMETRIES - 1);
    if (!points && capacity == 0) {
        rj_ok(g);
        return 3;
    }
    if (!points)
        return rj_error(g, RENJU_EINVAL, "the points buffer is NULL");
    if (capacity < 3)
        return rj_error(g, RENJU_EBUFSIZE, "the points buffer holds %zu, 3 needed", capacity);
    o = &table[index - 1];
    points[0] = centre(g);
    points[1] = place(g, sym, o->indirect, 1);
    points[2] = place(g, sym, o->dc, o->dr);
    rj_ok(g);
    return 3;
}

const char *renju_opening_name(int index)
{
    return index >= 1 && index <= RENJU_OPENINGS ? table[index - 1].name : NULL;
}

const char *renju_opening_kanji(int index)
{
    return index >= 1 && index <= RENJU_OPENINGS ? table[index - 1].kanji : NULL;
}

int renju_opening_direct(int index)
{
    if (index < 1 || index > RENJU_OPENINGS)
        return RENJU_ERANGE;
    return !table[index - 1].indirect;
}
