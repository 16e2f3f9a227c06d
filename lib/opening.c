/* opening.c - the opening constraints of the rule sets themselves (RULES.md 3 and 6):
 * the first stone on the centre, and the Sapronov rule of five in a row. */
#include "game.h"

/* Only a game that started from the empty board has an opening. */
static int in_opening(const renju_game *g, int stones_before)
{
    return g->base_stones == 0 && g->board.stones == stones_before;
}

static int centre(const renju_game *g)
{
    int half = g->board.size / 2;
    return half * g->board.size + half;
}

int rj_opening_allows_stone(renju_game *g, int p)
{
    int size = g->board.size, half = size / 2;
    int dc = p % size - half, dr = p / size - half;
    char name[8], c[8];

    if (g->opt[RENJU_OPT_CENTER_FIRST] && in_opening(g, 0) && p != centre(g)) {
        rj_point_name(g, p, name);
        rj_point_name(g, centre(g), c);
        rj_error(g, RENJU_EPHASE, "the first stone must be on the centre %s, not %s", c, name);
        return 0;
    }
    /* Sapronov: black's second stone (move 3) outside the central 5x5 */
    if (g->ruleset == RENJU_RULES_FIVE_IN_A_ROW && in_opening(g, 2)
        && dc >= -2 && dc <= 2 && dr >= -2 && dr <= 2) {
        rj_point_name(g, p, name);
        rj_error(g, RENJU_EPHASE,
                 "move 3 must be outside the central 5x5 in five in a row, %s is inside", name);
        return 0;
    }
    return 1;
}

int rj_opening_allows_pass(renju_game *g)
{
    int until = g->ruleset == RENJU_RULES_FIVE_IN_A_ROW ? 3
              : g->opt[RENJU_OPT_CENTER_FIRST] ? 1 : 0;

    if (g->base_stones == 0 && g->board.stones < until) {
        rj_error(g, RENJU_EPHASE, "no passing during the opening (the first %d stone%s)",
                 until, until > 1 ? "s" : "");
        return 0;
    }
    return 1;
}
