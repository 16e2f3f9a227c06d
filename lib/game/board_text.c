/* SPDX-License-Identifier: MIT */
/* board_text.c - the position drawn as text (renju_board_text()), the one drawing the
 * tools, the demo and the bindings show. */
#include "game/handle.h"
#include "game/errors.h"
#include "game/output.h"
#include "game/opening_state.h"
#include "rules/catalogue.h"
#include "core/forbidden.h"

#define TEXT_FLAGS (RENJU_TEXT_FORBIDDEN | RENJU_TEXT_LAST | RENJU_TEXT_OFFERS)

/* The longest drawing: a row is its number (2), a separator and a mark per point, a
 * closing bracket and '\n'; the letters' line is no longer; then the NUL. */
#define TEXT_MAX ((RJ_MAX_SIZE + 1) * (2 + 2 * RJ_MAX_SIZE + 2) + 1)

/* The mark of each point into mark[]: the stones, then (with the flags) the pending
 * offers and black's forbidden points on the empty points left. */
static void marks(renju_game *g, int flags, char *mark)
{
    unsigned char forbidden[RJ_MAX_CELLS];
    rj_ostate st;
    int p, i;

    for (p = 0; p < g->board.ncells; p++)
        mark[p] = g->board.cell[p] == RJ_BLACK ? 'X' : g->board.cell[p] == RJ_WHITE ? 'O' : '.';
    /* the offers are pending while one of them is to be chosen: the game goes on, out
     * of setup mode, and the opening expects that choice */
    if ((flags & RENJU_TEXT_OFFERS) && !g->in_setup && g->result == RENJU_ONGOING) {
        rj_opening_state(g, &st);
        if (st.step && st.step->action == RENJU_ACTION_CHOOSE_OFFER)
            for (i = 0; i < st.noffers; i++)
                if (mark[g->offers[i]] == '.')
                    mark[g->offers[i]] = '?';
    }
    if ((flags & RENJU_TEXT_FORBIDDEN)
        && rj_ruleset(g->ruleset)->forbidden_colour == RENJU_BLACK) {
        rj_forbidden_map_kept(&g->board, forbidden, g->opt[RENJU_OPT_THREE_READING]);
        for (p = 0; p < g->board.ncells; p++)
            if (forbidden[p] && mark[p] == '.')
                mark[p] = 'x';
    }
}

/* The drawing into text (at least TEXT_MAX bytes), NUL-terminated. */
static void draw(renju_game *g, int flags, char *text)
{
    char mark[RJ_MAX_CELLS];
    int size = g->board.size, last = RENJU_NO_POINT, row, col, p;
    char *out = text;

    marks(g, flags, mark);
    /* in setup mode the last move is the game's before setup began, whose stone may
     * be gone: the position being set up has none */
    if ((flags & RENJU_TEXT_LAST) && !g->in_setup)
        last = renju_last_move(g);
    for (row = size - 1; row >= 0; row--) {
        *out++ = (char)(row + 1 >= 10 ? '0' + (row + 1) / 10 : ' ');
        *out++ = (char)('0' + (row + 1) % 10);
        for (col = 0; col < size; col++) {
            p = row * size + col;
            *out++ = p == last ? '[' : (col > 0 && p - 1 == last) ? ']' : ' ';
            *out++ = mark[p];
        }
        if (row * size + size - 1 == last)
            *out++ = ']';
        *out++ = '\n';
    }
    *out++ = ' ';
    *out++ = ' ';
    for (col = 0; col < size; col++) {
        *out++ = ' ';
        *out++ = (char)('a' + col);
    }
    *out++ = '\n';
    *out = '\0';
}

int renju_board_text(renju_game *g, int flags, char *buf, size_t capacity)
{
    char text[TEXT_MAX];

    if (!g)
        return RENJU_EINVAL;
    if (flags & ~TEXT_FLAGS)
        return rj_error(g, RENJU_EINVAL, "unknown flags 0x%x for the board's text (known: "
                        "RENJU_TEXT_FORBIDDEN %d, RENJU_TEXT_LAST %d, RENJU_TEXT_OFFERS %d)",
                        (unsigned)flags & ~(unsigned)TEXT_FLAGS, RENJU_TEXT_FORBIDDEN,
                        RENJU_TEXT_LAST, RENJU_TEXT_OFFERS);
    draw(g, flags, text);
    return rj_out_text(g, buf, capacity, text, "the board's text");
}
