/* SPDX-License-Identifier: MIT */
/* opening_state.c - where the opening of a game stands in its script (rules/catalogue.h):
 * that of its opening rule (renju_rules(7), OPENING RULES), or the opening constraint of
 * its rule set (renju_rules(7), RULE SETS: black's first stone on h8, the Sapronov rule),
 * and what renju_play and renju_pass may do there.
 *
 * Where the opening stands is not stored: it is read off the history each time
 * (rj_opening_state), from the step a set-up position reaches (opening_start.c), so
 * that undo, redo, reset, setup and clone keep it right without any bookkeeping.  The
 * reading stops where the opening ends, a few actions in (Super Sakata's repeated
 * choice goes on only while the players keep placing two more stones), so this costs
 * next to nothing even in a long game.  Where a set-up position enters the script
 * (rj_opening_start, a pass over its stones) is read once, when the position or the
 * options change (rj_opening_restart), and kept in the handle. */
#include "game/opening_state.h"
#include "game/opening_start.h"
#include "game/opening_area.h"
#include "game/history.h"
#include "game/errors.h"
#include "game/notation.h"

#include <stdio.h>

/* The script in force, NULL when the game has no opening: gomoku played freely from
 * move 1, or a position set up without an opening rule, which is a given opening played
 * on under the rule set alone (no centre first, no Sapronov rule). */
static inline const rj_step *script_of(const renju_game *g)
{
    const rj_ruleset_row *rs = rj_ruleset(g->ruleset);
    const rj_opening_row *op = rj_opening_rule(g->opt[RENJU_OPT_OPENING]);

    if (op->script)
        return op->script;
    if (rj_set_up(g))
        return NULL;
    if (rs->own_opening)
        return rs->own_opening;
    return g->opt[RENJU_OPT_CENTRE_FIRST] ? rj_centre_first_script : NULL;
}

/* Follow RJ_STEP_AGAIN steps from pc: each goes one round further. */
static int settle(const rj_step *script, int pc, rj_ostate *st)
{
    while (script[pc].action == RJ_STEP_AGAIN) {
        pc = script[pc].arg;
        st->round++;
    }
    return pc;
}

void rj_opening_state(const renju_game *g, rj_ostate *st)
{
    const rj_step *script = script_of(g), *s;
    const rj_action *a;
    int i, pc = 0;

    st->script = script;
    st->step = NULL;
    st->swapped = st->declared = st->noffers = st->round = 0;
    st->undeclared = NULL;
    if (!script)
        return;
    /* a set-up position goes on from the step its stones reach (rj_opening_restart);
     * one that no game under the rule reaches (renju_setup_end and renju_option_set
     * refuse it) has none */
    if (rj_set_up(g)) {
        pc = g->start_pc;
        st->round = g->start_round;
        st->undeclared = g->start_undeclared;
        if (pc < 0)
            return;
    }
    /* every action in the history passed the step it was taken at, so the actions
     * are read in step order without checking them again */
    for (i = 0; i < rj_hist_played(g) && script[pc].action != RENJU_ACTION_NONE; i++) {
        a = rj_hist_at(g, i);
        s = &script[pc];
        switch (a->kind) {
        case RJ_ACT_STONE:      /* an opening stone, or the 5th move chosen */
            pc++;
            break;
        case RJ_ACT_SWAP:
            st->swapped ^= a->point != 0;
            pc++;
            break;
        case RJ_ACT_DECLARE:
            st->declared = a->point;
            pc++;
            break;
        case RJ_ACT_OFFERS:
            st->noffers = a->point;
            /* offers not recorded: the 5th move is then an ordinary stone */
            pc += rj_action_unrecorded(a) ? 2 : 1;
            break;
        case RJ_ACT_BRANCH:
            pc = a->point == RENJU_BRANCH_OFFERS ? s->arg : pc + 1;
            break;
        case RJ_ACT_COLOUR:
            st->swapped = (rj_step_player(s, st) == RENJU_PLAYER_FIRST)
                          != (a->point == RENJU_BLACK);
            pc++;
            break;
        case RJ_ACT_SWAP2:
            if (a->point != RENJU_SWAP2_TWO_MORE) {
                /* the chooser takes black, or stays white */
                st->swapped = (rj_step_player(s, st) == RENJU_PLAYER_SECOND)
                              == (a->point == RENJU_SWAP2_BLACK);
                return;
            }
            pc++;
            break;
        default:                /* a resignation, or a draw answer: no step taken */
            break;
        }
        pc = settle(script, pc, st);
    }
    st->step = script[pc].action != RENJU_ACTION_NONE ? &script[pc] : NULL;
}

void rj_opening_restart(renju_game *g)
{
    const rj_step *script = script_of(g);
    rj_ostate st;

    g->start_pc = -1;
    g->start_round = 0;
    g->start_undeclared = NULL;
    if (!script || !rj_set_up(g))
        return;
    g->start_pc = rj_opening_start(g, script, g->base, g->base_side, &st, NULL, 0);
    g->start_round = st.round;
    g->start_undeclared = st.undeclared;
}

int rj_step_player(const rj_step *s, const rj_ostate *st)
{
    switch (s->by) {
    case RJ_BY_FIRST:  return RENJU_PLAYER_FIRST;
    case RJ_BY_SECOND: return RENJU_PLAYER_SECOND;
    case RJ_BY_BLACK:  return rj_colour_holder(st, RENJU_BLACK);
    case RJ_BY_WHITE:  return rj_colour_holder(st, RENJU_WHITE);
    default:           /* RJ_BY_CHOOSER */
        return st->round % 2 ? RENJU_PLAYER_SECOND : RENJU_PLAYER_FIRST;
    }
}

void rj_offers_bounds(const renju_game *g, const rj_ostate *st, const rj_step *s, int *lo,
                      int *hi)
{
    if (s->arg == RJ_NUM_OPTION) {
        *lo = *hi = g->opt[RENJU_OPT_OPENING_N];
    } else if (s->arg != RJ_NUM_DECLARED) {
        *lo = *hi = s->arg;
    } else if (st->declared == 0 && st->undeclared) {
        *lo = 1;
        *hi = rj_declare_max(g, st->undeclared);
    } else {
        *lo = *hi = st->declared;
    }
}

int rj_declare_max(const renju_game *g, const rj_step *s)
{
    return s->arg == RJ_NUM_OPTION ? g->opt[RENJU_OPT_OPENING_N] : RENJU_MAX_OFFERS;
}

int rj_branch_area(const rj_step *branch)
{
    const rj_step *s;

    for (s = branch + 1; s->action != RENJU_ACTION_NONE; s++)
        if (s->action == RENJU_ACTION_STONE)
            return s->area;
    return RJ_AREA_ANY;
}

int rj_colour_holder(const rj_ostate *st, int colour)
{
    return (colour == RENJU_BLACK) != (st->swapped != 0) ? RENJU_PLAYER_FIRST
                                                          : RENJU_PLAYER_SECOND;
}

const char *rj_player_name(int player)
{
    return player == RENJU_PLAYER_FIRST ? "first" : "second";
}

void rj_describe_expected(const renju_game *g, const rj_ostate *st, char *buf, size_t n)
{
    const rj_step *s = st->step;
    const char *who;
    char area[48];
    int k, lo;

    if (!s) {
        snprintf(buf, n, "the opening is over");
        return;
    }
    who = rj_player_name(rj_step_player(s, st));
    switch (s->action) {
    case RENJU_ACTION_STONE:
        snprintf(buf, n, "the %s player must place a %s stone %s", who,
                 g->side == RENJU_BLACK ? "black" : "white",
                 rj_area_name(g, s->area, area, sizeof area));
        break;
    case RENJU_ACTION_SWAP:
        snprintf(buf, n, "the %s player must decide whether to swap", who);
        break;
    case RENJU_ACTION_DECLARE:
        snprintf(buf, n, "the %s player must declare the number of 5th-move offers (1 to %d)",
                 who, rj_declare_max(g, s));
        break;
    case RENJU_ACTION_OFFERS:
        rj_offers_bounds(g, st, s, &lo, &k);
        if (lo != k)
            snprintf(buf, n, "the %s player must offer %d to %d non-equivalent 5th moves",
                     who, lo, k);
        else
            snprintf(buf, n, "the %s player must offer %d non-equivalent 5th move%s", who, k,
                     k == 1 ? "" : "s");
        break;
    case RENJU_ACTION_CHOOSE_OFFER:
        snprintf(buf, n, "the %s player must choose the 5th move among the offers", who);
        break;
    case RENJU_ACTION_BRANCH:
        snprintf(buf, n, "the %s player must choose: move %d %s, or %d offers", who,
                 g->moves + 1, rj_area_name(g, rj_branch_area(s), area, sizeof area),
                 g->opt[RENJU_OPT_OPENING_N]);
        break;
    case RENJU_ACTION_COLOUR:
        snprintf(buf, n, "the %s player must choose a colour", who);
        break;
    default:
        /* Swap2's choice after move 3, Super Sakata's after move 5, 7, ...: the
         * chooser holds no colour of its own yet, so each option names the colour */
        k = g->moves + 1;
        snprintf(buf, n, "the %s player must take black, take white and play move %d, or "
                 "place moves %d and %d", who, k, k, k + 1);
        break;
    }
}

/* ------------------------------------------------ hooks of renju_play, _pass */

/* A draw is offered with a move and accepted instead of the next one (renju_rules(7), END
 * OF THE GAME), so during the opening it goes only with a stone after which the other
 * player acts: not with the first two of three stones one player places in a row.  st
 * is where the opening stands, a copy that the round below may move on. */
static int allows_draw_offer(renju_game *g, rj_ostate st)
{
    const rj_step *next;
    int other, player;

    /* (before the round below moves on: the chooser changes with it) */
    player = rj_step_player(st.step, &st);
    next = st.step + 1;   /* a stone step never branches, but may start a new round */
    if (next->action == RJ_STEP_AGAIN) {
        next = &st.script[next->arg];
        st.round++;
    }
    /* after the opening's last stone, the holder of the colour to move next */
    other = next->action == RENJU_ACTION_NONE
            ? rj_colour_holder(&st, g->side == RENJU_BLACK ? RENJU_WHITE : RENJU_BLACK)
            : rj_step_player(next, &st);
    if (other == player) {
        rj_error(g, RENJU_EPHASE, "a draw can be offered only with a move after which the "
                 "other player acts, and the %s player acts next", rj_player_name(other));
        return 0;
    }
    return 1;
}

int rj_opening_allows_stone(renju_game *g, int p, int offer)
{
    rj_ostate st;
    char name[8], what[128];

    rj_opening_state(g, &st);
    if (!st.step)
        return 1;
    if (st.step->action == RENJU_ACTION_STONE && rj_area_holds(g, st.step->area, p))
        return !offer || allows_draw_offer(g, st);
    rj_describe_expected(g, &st, what, sizeof what);
    if (st.step->action != RENJU_ACTION_STONE) {
        rj_error(g, RENJU_EPHASE, "not a stone now: %s", what);
        return 0;
    }
    rj_point_name(g, p, name);
    rj_error(g, RENJU_EPHASE, "%s is not allowed: %s", name, what);
    return 0;
}

int rj_opening_allows_pass(renju_game *g)
{
    rj_ostate st;
    char what[128];

    rj_opening_state(g, &st);
    if (!st.step)
        return 1;
    rj_describe_expected(g, &st, what, sizeof what);
    rj_error(g, RENJU_EPHASE, "no passing during the opening: %s", what);
    return 0;
}

/* ------------------------------------------------------------- options */

/* The opening rules of the rule set's family; the values of other families in between
 * are refused by rj_opening_refuses(). */
void rj_opening_bounds(const renju_game *g, int *min, int *max)
{
    unsigned family = rj_ruleset(g->ruleset)->family;
    int op;

    *min = *max = RENJU_OPENING_NONE;
    for (op = 0; op < rj_opening_rules(); op++)
        if (rj_opening_rule(op)->families & family)
            *max = op;
}

int rj_opening_refuses(renju_game *g, int opening)
{
    const rj_opening_row *op = rj_opening_rule(opening);
    const rj_ruleset_row *rs = rj_ruleset(g->ruleset);
    int size = g->board.size;

    if (!(op->families & rs->family))
        return rj_error(g, RENJU_ERANGE, "%s is not an opening rule of %s",
                        op->title, rs->name);
    /* move 3 must have somewhere to go outside the central square */
    if (size / 2 < op->min_half)
        return rj_error(g, RENJU_ERANGE, "%s needs a larger board than %dx%d",
                        op->title, size, size);
    return RENJU_OK;
}
