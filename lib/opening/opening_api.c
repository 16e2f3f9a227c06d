/* SPDX-License-Identifier: MIT */
/* opening_api.c - the public face of the opening rules (renju_rules(7), OPENING RULES):
 * what the game expects next, and one call per kind of opening action. */
#include "game/opening_state.h"
#include "game/opening_area.h"
#include "opening/opening_api.h"
#include "game/play.h"
#include "game/output.h"
#include "game/notation.h"
#include "game/errors.h"
#include "core/forbidden.h"
#include "core/symmetry.h"

#include <stdio.h>
#include <string.h>

static int valid_player(renju_game *g, int player)
{
    if (player != RENJU_PLAYER_FIRST && player != RENJU_PLAYER_SECOND)
        return rj_error(g, RENJU_EINVAL, "%d is not a player (%d first, %d second)", player,
                        RENJU_PLAYER_FIRST, RENJU_PLAYER_SECOND);
    return RENJU_OK;
}

/* 1 when nothing can be done: setup mode or a finished game. */
static int idle(const renju_game *g)
{
    return g->in_setup || g->result != RENJU_ONGOING;
}

/* The colour player holds. */
static int colour_held(const rj_ostate *st, int player)
{
    return rj_colour_holder(st, RENJU_BLACK) == player ? RENJU_BLACK : RENJU_WHITE;
}

/* Checks shared by the opening actions, in order: the state of the game, the kind of
 * action expected now, the player.  Fills st; records the error, saying what the
 * game expects instead. */
static int begin(renju_game *g, int player, int action, const char *what, rj_ostate *st)
{
    char desc[128];

    if (g->in_setup)
        return rj_error(g, RENJU_EPHASE, "cannot %s in setup mode", what);
    if (g->result != RENJU_ONGOING)
        return rj_error(g, RENJU_EGAMEOVER, "cannot %s: the game is over", what);
    rj_opening_state(g, st);
    if (!st->step)
        return rj_error(g, RENJU_EPHASE, "cannot %s: the game is in normal play", what);
    if (st->step->action == action && rj_step_player(st->step, st) == player)
        return RENJU_OK;
    rj_describe_expected(g, st, desc, sizeof desc);
    if (st->step->action != action)
        return rj_error(g, RENJU_EPHASE, "cannot %s now: %s", what, desc);
    return rj_error(g, RENJU_EPLAYER, "the %s player cannot %s: %s", rj_player_name(player),
                    what, desc);
}

/* Put a decision into the history (a stone goes through renju_play's path). */
static int decide(renju_game *g, const rj_ostate *st, int player, int kind, int value)
{
    rj_action a;

    memset(&a, 0, sizeof a);
    a.kind = (unsigned char)kind;
    a.colour = (unsigned char)colour_held(st, player);
    a.point = value;
    return rj_apply(g, &a, 0);
}

/* ------------------------------------------------- decisions not recorded */

/* What a decision not recorded is taken to be: whatever keeps the colours as the
 * stones go on (records hold stones, and the stones alternate whoever holds them),
 * in Taraguchi the branch that the next stone's place allows, and at the choice of
 * Swap2 and Super Sakata "white": the chooser takes white and plays the stone that
 * follows, so that the choice was made and play went on (two more stones would
 * leave the same stones, but a choice still to come that no record holds). */
static int unrecorded_value(const renju_game *g, const rj_ostate *st, int point, int *kind)
{
    int player = rj_step_player(st->step, st);

    switch (st->step->action) {
    case RENJU_ACTION_SWAP:    *kind = RJ_ACT_SWAP; return 0;
    case RENJU_ACTION_DECLARE: *kind = RJ_ACT_DECLARE; return 0;
    case RENJU_ACTION_OFFERS:  *kind = RJ_ACT_OFFERS; return 0;
    case RENJU_ACTION_SWAP2:   *kind = RJ_ACT_SWAP2; return RENJU_SWAP2_WHITE;
    case RENJU_ACTION_BRANCH:
        *kind = RJ_ACT_BRANCH;
        return point != RENJU_PASS && rj_area_holds(g, rj_branch_area(st->step), point)
               ? RENJU_BRANCH_FIFTH : RENJU_BRANCH_OFFERS;
    case RENJU_ACTION_COLOUR:
        *kind = RJ_ACT_COLOUR;
        return colour_held(st, player);
    default:
        *kind = 0;
        return 0;
    }
}

int rj_opening_unrecorded(renju_game *g, int point, int *action)
{
    rj_ostate st;
    rj_action a;
    int kind, value;

    if (idle(g))
        return rj_error(g, RENJU_EPHASE, "no opening decision is expected now");
    rj_opening_state(g, &st);
    if (!st.step)
        return rj_error(g, RENJU_EPHASE, "no opening decision is expected now");
    value = unrecorded_value(g, &st, point, &kind);
    if (!kind)
        return rj_error(g, RENJU_EPHASE, "no opening decision is expected now");
    *action = st.step->action;
    memset(&a, 0, sizeof a);
    a.kind = (unsigned char)kind;
    a.colour = RENJU_EMPTY;   /* taken by no one the record names */
    a.point = value;
    return rj_apply(g, &a, 0);
}

/* ------------------------------------------------------------ actions */

int renju_swap(renju_game *g, int player, int do_swap)
{
    rj_ostate st;

    if (!g)
        return RENJU_EINVAL;
    if (valid_player(g, player))
        return g->errcode;
    if (do_swap != 0 && do_swap != 1)
        return rj_error(g, RENJU_EINVAL, "do_swap is 1 (swap) or 0 (keep), not %d", do_swap);
    if (begin(g, player, RENJU_ACTION_SWAP, "swap", &st))
        return g->errcode;
    return decide(g, &st, player, RJ_ACT_SWAP, do_swap);
}

int renju_declare(renju_game *g, int player, int number)
{
    rj_ostate st;
    int max;

    if (!g)
        return RENJU_EINVAL;
    if (valid_player(g, player) || begin(g, player, RENJU_ACTION_DECLARE, "declare", &st))
        return g->errcode;
    max = rj_declare_max(g, st.step);
    if (number < 1 || number > max)
        return rj_error(g, RENJU_ERANGE, "the number of offers is 1 to %d, not %d", max, number);
    return decide(g, &st, player, RJ_ACT_DECLARE, number);
}

int renju_propose(renju_game *g, int player, const int *points, size_t count)
{
    int stones[RJ_MAX_CELLS], old[RENJU_MAX_OFFERS], nstones, need, lo, hi, i, j, p, kind;
    char a[8], b[8];
    rj_ostate st;

    if (!g)
        return RENJU_EINVAL;
    if (valid_player(g, player) || begin(g, player, RENJU_ACTION_OFFERS, "propose offers", &st))
        return g->errcode;
    if (!points && count > 0)
        return rj_error(g, RENJU_EINVAL, "renju_propose: points is NULL");
    rj_offers_bounds(g, &st, st.step, &lo, &hi);
    if (lo != hi && (count < (size_t)lo || count > (size_t)hi))
        /* a set-up position passed over the declaration: black says it with the offers */
        return rj_error(g, RENJU_ERANGE, "black must offer %d to %d 5th moves (no number "
                        "was declared before the set-up position), not %zu", lo, hi, count);
    if (lo == hi && count != (size_t)lo)
        return rj_error(g, RENJU_ERANGE, "black must offer exactly %d 5th move%s, not %zu",
                        lo, lo == 1 ? "" : "s", count);
    need = (int)count;
    for (i = 0; i < need; i++) {
        p = points[i];
        if (rj_check_point(g, p))
            return g->errcode;
        rj_point_name(g, p, a);
        if (g->board.cell[p] != RJ_EMPTY)
            return rj_error(g, RENJU_EOCCUPIED, "the offer %s is already occupied", a);
        /* no 5th move can be forbidden (black has two stones), but the offers are
         * black moves and are judged as such */
        if (rj_ruleset(g->ruleset)->forbidden_colour == RENJU_BLACK) {
            kind = rj_forbidden(&g->board, p, g->opt[RENJU_OPT_THREE_READING]);
            if (kind != RENJU_FORBID_NONE)
                return rj_error(g, RENJU_EFORBIDDEN, "the offer %s is forbidden for black", a);
        }
    }
    nstones = rj_board_stones(&g->board, stones);
    for (i = 0; i < need; i++)
        for (j = i + 1; j < need; j++) {
            if (points[i] != points[j]
                && !rj_offers_equivalent(&g->board, stones, nstones, points[i], points[j]))
                continue;
            rj_point_name(g, points[i], a);
            rj_point_name(g, points[j], b);
            if (points[i] == points[j])
                return rj_error(g, RENJU_EEQUIVALENT, "%s is offered twice", a);
            return rj_error(g, RENJU_EEQUIVALENT, "the offers %s and %s are equivalent: a "
                            "symmetry of the board turns one position into the other", a, b);
        }
    /* the offers go in before the action, so that a game tree keeps them with its
     * node; they are put back if it fails, as offers[] may belong to an offers action
     * that can still be redone */
    memcpy(old, g->offers, sizeof old);
    memcpy(g->offers, points, (size_t)need * sizeof *points);
    if (decide(g, &st, player, RJ_ACT_OFFERS, need)) {
        memcpy(g->offers, old, sizeof old);
        return g->errcode;
    }
    return RENJU_OK;
}

int renju_choose_offer(renju_game *g, int player, int point)
{
    char name[8], list[RENJU_MAX_OFFERS * 5 + 1];
    size_t len = 0;
    rj_ostate st;
    rj_action a;
    int i;

    if (!g)
        return RENJU_EINVAL;
    if (valid_player(g, player) || begin(g, player, RENJU_ACTION_CHOOSE_OFFER, "choose an offer", &st)
        || rj_check_point(g, point))
        return g->errcode;
    for (i = 0; i < st.noffers; i++)
        if (g->offers[i] == point)
            break;
    if (i == st.noffers) {
        list[0] = '\0';
        for (i = 0; i < st.noffers; i++) {
            rj_point_name(g, g->offers[i], name);
            len += (size_t)snprintf(list + len, sizeof list - len, "%s%s", i ? " " : "", name);
        }
        rj_point_name(g, point, name);
        return rj_error(g, RENJU_ERANGE, "%s was not offered (the offers: %s)", name, list);
    }
    memset(&a, 0, sizeof a);
    a.kind = RJ_ACT_STONE;
    a.colour = (unsigned char)g->side;
    a.point = point;
    return rj_apply(g, &a, 0);
}

int renju_choose_branch(renju_game *g, int player, int branch)
{
    rj_ostate st;

    if (!g)
        return RENJU_EINVAL;
    if (valid_player(g, player))
        return g->errcode;
    if (branch != RENJU_BRANCH_FIFTH && branch != RENJU_BRANCH_OFFERS)
        return rj_error(g, RENJU_EINVAL, "%d is not a branch (%d move 5, %d offers)", branch,
                        RENJU_BRANCH_FIFTH, RENJU_BRANCH_OFFERS);
    if (begin(g, player, RENJU_ACTION_BRANCH, "choose a branch", &st))
        return g->errcode;
    return decide(g, &st, player, RJ_ACT_BRANCH, branch);
}

int renju_choose_colour(renju_game *g, int player, int colour)
{
    rj_ostate st;

    if (!g)
        return RENJU_EINVAL;
    if (valid_player(g, player))
        return g->errcode;
    if (colour != RENJU_BLACK && colour != RENJU_WHITE)
        return rj_error(g, RENJU_EINVAL, "%d is not a colour (%d black, %d white)", colour,
                        RENJU_BLACK, RENJU_WHITE);
    if (begin(g, player, RENJU_ACTION_COLOUR, "choose a colour", &st))
        return g->errcode;
    return decide(g, &st, player, RJ_ACT_COLOUR, colour);
}

int renju_choose_swap2(renju_game *g, int player, int option)
{
    rj_ostate st;

    if (!g)
        return RENJU_EINVAL;
    if (valid_player(g, player))
        return g->errcode;
    if (option < RENJU_SWAP2_BLACK || option > RENJU_SWAP2_TWO_MORE)
        return rj_error(g, RENJU_EINVAL,
                        "%d is not a choice (%d black, %d white, %d two more stones)", option,
                        RENJU_SWAP2_BLACK, RENJU_SWAP2_WHITE, RENJU_SWAP2_TWO_MORE);
    if (begin(g, player, RENJU_ACTION_SWAP2, "choose black, white or two more stones", &st))
        return g->errcode;
    return decide(g, &st, player, RJ_ACT_SWAP2, option);
}

int renju_play_as(renju_game *g, int player, int point)
{
    rj_ostate st;
    char desc[128];
    int expected;

    if (!g)
        return RENJU_EINVAL;
    if (valid_player(g, player))
        return g->errcode;
    if (idle(g))
        return renju_play(g, point);   /* which says why not */
    rj_opening_state(g, &st);
    /* the wrong kind of action, whoever takes it; and no pass is one of the opening's
     * steps, so renju_play() refuses it as renju_pass() does */
    if (st.step && (st.step->action != RENJU_ACTION_STONE || point == RENJU_PASS))
        return renju_play(g, point);
    expected = st.step ? rj_step_player(st.step, &st) : rj_colour_holder(&st, g->side);
    if (player != expected) {
        if (st.step)
            rj_describe_expected(g, &st, desc, sizeof desc);
        else
            snprintf(desc, sizeof desc, "the %s player holds %s, to move",
                     rj_player_name(expected), g->side == RENJU_BLACK ? "black" : "white");
        return rj_error(g, RENJU_EPLAYER, point == RENJU_PASS
                        ? "not the %s player's turn to pass: %s" : "not the %s player's stone: %s",
                        rj_player_name(player), desc);
    }
    return renju_play(g, point);
}

/* ------------------------------------------------------------ queries */

static int expected_action(const renju_game *g, const rj_ostate *st)
{
    if (idle(g))
        return RENJU_ACTION_NONE;
    return st->step ? st->step->action : RENJU_ACTION_PLAY;
}

int renju_expected_action(renju_game *g)
{
    rj_ostate st;

    if (!g)
        return RENJU_EINVAL;
    rj_opening_state(g, &st);
    rj_ok(g);
    return expected_action(g, &st);
}

int renju_expected_player(renju_game *g)
{
    rj_ostate st;

    if (!g)
        return RENJU_EINVAL;
    rj_opening_state(g, &st);
    rj_ok(g);
    if (idle(g))
        return RENJU_PLAYER_NONE;
    return st.step ? rj_step_player(st.step, &st) : rj_colour_holder(&st, g->side);
}

int renju_expected_colour(renju_game *g)
{
    rj_ostate st;

    if (!g)
        return RENJU_EINVAL;
    rj_opening_state(g, &st);
    rj_ok(g);
    switch (expected_action(g, &st)) {
    case RENJU_ACTION_PLAY:
    case RENJU_ACTION_STONE:
        return g->side;
    case RENJU_ACTION_OFFERS:
    case RENJU_ACTION_CHOOSE_OFFER:
        return RENJU_BLACK;
    default:
        return RENJU_EMPTY;
    }
}

int renju_player_colour(renju_game *g, int player)
{
    rj_ostate st;

    if (!g)
        return RENJU_EINVAL;
    if (valid_player(g, player))
        return g->errcode;
    rj_opening_state(g, &st);
    rj_ok(g);
    return colour_held(&st, player);
}

/* Whether a step can still change the colours: a swap, a choice of colour or of
 * Swap2's options, or a branch (Taraguchi's branch (a) holds swaps). */
static int changes_colours(const rj_step *s)
{
    return s->action == RENJU_ACTION_SWAP || s->action == RENJU_ACTION_COLOUR
        || s->action == RENJU_ACTION_SWAP2 || s->action == RENJU_ACTION_BRANCH;
}

int renju_colours_final(renju_game *g)
{
    const rj_step *s;
    rj_ostate st;
    int left;

    if (!g)
        return RENJU_EINVAL;
    rj_opening_state(g, &st);
    rj_ok(g);
    /* the steps still ahead on this path: a repeated choice (Super Sakata's two
     * more stones) leads back to its choice; left bounds the walk all the same */
    for (s = st.step, left = 64; s && s->action != RENJU_ACTION_NONE && left > 0; left--) {
        if (changes_colours(s))
            return 0;
        s = s->action == RJ_STEP_AGAIN ? st.script + s->arg : s + 1;
    }
    return 1;
}

/* Whether the expected action places a stone that may land on any empty point of its
 * area; and whether black's forbidden points are refused there, as renju_play (with
 * the foul policy reject) and renju_propose refuse them. */
static int places_stone(const renju_game *g, const rj_ostate *st, int *check_forbidden)
{
    int action = expected_action(g, st);

    *check_forbidden = g->side == rj_ruleset(g->ruleset)->forbidden_colour
        && (action == RENJU_ACTION_OFFERS || g->opt[RENJU_OPT_FOUL_POLICY] == RENJU_FOUL_REJECT);
    return action == RENJU_ACTION_STONE || action == RENJU_ACTION_PLAY
        || action == RENJU_ACTION_OFFERS;
}

static int in_area(const renju_game *g, const rj_ostate *st, int p)
{
    return g->board.cell[p] == RJ_EMPTY
        && (!st->step || st->step->action != RENJU_ACTION_STONE
            || rj_area_holds(g, st->step->area, p));
}

/* The points renju_allowed_points() lists, into list; returns how many. */
static int allowed(renju_game *g, const rj_ostate *st, int *list)
{
    unsigned char forbidden[RJ_MAX_CELLS];
    int check, n = 0, p;

    if (expected_action(g, st) == RENJU_ACTION_CHOOSE_OFFER) {
        memcpy(list, g->offers, (size_t)st->noffers * sizeof *list);
        return st->noffers;
    }
    if (!places_stone(g, st, &check))
        return 0;
    if (check)
        rj_forbidden_map(&g->board, forbidden, g->opt[RENJU_OPT_THREE_READING]);
    for (p = 0; p < g->board.ncells; p++)
        if (in_area(g, st, p) && !(check && forbidden[p]))
            list[n++] = p;
    return n;
}

int renju_allowed_points(renju_game *g, int *points, size_t capacity)
{
    int list[RJ_MAX_CELLS], n;
    rj_ostate st;

    if (!g)
        return RENJU_EINVAL;
    rj_opening_state(g, &st);
    n = allowed(g, &st, list);
    return rj_out_ints(g, points, capacity, list, n, "points");
}

int renju_point_allowed(renju_game *g, int point)
{
    rj_ostate st;
    int check, i;

    if (!g)
        return RENJU_EINVAL;
    if (rj_check_point(g, point))
        return RENJU_ERANGE;
    rj_opening_state(g, &st);
    rj_ok(g);
    if (expected_action(g, &st) == RENJU_ACTION_CHOOSE_OFFER) {
        for (i = 0; i < st.noffers; i++)
            if (g->offers[i] == point)
                return 1;
        return 0;
    }
    if (!places_stone(g, &st, &check) || !in_area(g, &st, point))
        return 0;
    return !check || rj_forbidden(&g->board, point, g->opt[RENJU_OPT_THREE_READING])
                     == RENJU_FORBID_NONE;
}

int renju_offer_bounds(renju_game *g, int *min, int *max)
{
    const rj_step *s;
    rj_ostate st;
    int lo = 0, hi = 0;

    if (!g)
        return RENJU_EINVAL;
    rj_opening_state(g, &st);
    if (idle(g) || !st.step)
        return rj_error(g, RENJU_EPHASE, "no 5th-move offers are ahead");
    s = st.step;
    if (s->action == RENJU_ACTION_DECLARE) {
        lo = 1;
        hi = rj_declare_max(g, s);
    } else if (s->action == RENJU_ACTION_CHOOSE_OFFER) {
        lo = hi = st.noffers;
    } else {
        /* look ahead for the offers step, through branch (b) of Taraguchi */
        while (s->action != RENJU_ACTION_NONE && s->action != RENJU_ACTION_OFFERS)
            s = s->action == RENJU_ACTION_BRANCH ? st.script + s->arg : s + 1;
        if (s->action != RENJU_ACTION_OFFERS)
            return rj_error(g, RENJU_EPHASE, "no 5th-move offers are ahead");
        rj_offers_bounds(g, &st, s, &lo, &hi);
        if (hi == 0)
            return rj_error(g, RENJU_EPHASE, "the number of offers is not declared yet");
    }
    if (min)
        *min = lo;
    if (max)
        *max = hi;
    return rj_ok(g);
}

int renju_offers(renju_game *g, int *points, size_t capacity)
{
    rj_ostate st;

    if (!g)
        return RENJU_EINVAL;
    rj_opening_state(g, &st);
    return rj_out_ints(g, points, capacity, g->offers, st.noffers, "points");
}
