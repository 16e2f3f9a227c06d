/* SPDX-License-Identifier: MIT */
/* play.c - moves, passes, undo and redo, resignation, forfeits and draw offers. */
#include "game/handle.h"
#include "game/errors.h"
#include "game/play.h"
#include "game/opening_state.h"
#include "game/history.h"
#include "game/result.h"
#include "game/notation.h"
#include "rules/catalogue.h"
#include "core/forbidden.h"

static int can_act(renju_game *g, const char *what)
{
    if (g->in_setup)
        return rj_error(g, RENJU_EPHASE, "cannot %s in setup mode: call renju_setup_end first", what);
    if (g->result != RENJU_ONGOING)
        return rj_error(g, RENJU_EGAMEOVER, "cannot %s: the game is over", what);
    return RENJU_OK;
}

/* RENJU_OK for a player's colour, black or white; else RENJU_EINVAL, recorded, for a
 * player who cannot do what. */
static int check_player(renju_game *g, int colour, const char *what)
{
    if (colour == RENJU_BLACK || colour == RENJU_WHITE)
        return RENJU_OK;
    return rj_error(g, RENJU_EINVAL, "only black (%d) or white (%d) can %s, not %d",
                    RENJU_BLACK, RENJU_WHITE, what, colour);
}

static int opponent(int colour)
{
    return colour == RENJU_BLACK ? RENJU_WHITE : RENJU_BLACK;
}

/* The last action played that is not a tree's node without an action: those are
 * comments between the actions, and change nothing.  NULL if none. */
static const rj_action *last_action(const renju_game *g, int before)
{
    int i = before - 1;

    while (i >= 0 && rj_hist_at(g, i)->kind == RJ_ACT_NOTE)
        i--;
    return i >= 0 ? rj_hist_at(g, i) : NULL;
}

static int pending_offer(const renju_game *g)
{
    const rj_action *a;

    if (g->result != RENJU_ONGOING || !(a = last_action(g, rj_hist_played(g))))
        return 0;
    return rj_action_is_move(a) && a->offer;
}

/* Whether the move before the pass just recorded was a pass too.  A declined draw offer is
 * not a move, so pass, decline, pass are two passes one after the other (renju_rules(7),
 * END OF THE GAME, RIF 10.3); without skipping it, passes and declines could go on for
 * ever. */
static int passed_before(const renju_game *g)
{
    int i = rj_hist_played(g) - 1;
    const rj_action *a;

    while ((a = last_action(g, i)) && a->kind == RJ_ACT_DECLINE)
        i = (int)(a - rj_hist_at(g, 0));
    return a && a->kind == RJ_ACT_PASS;
}

/* Carry out an action that has been checked (or is being redone: already back in the
 * history) and judge the result.  A new action goes onto the history first, so that
 * running out of memory changes nothing. */
int rj_apply(renju_game *g, const rj_action *a, int redo)
{
    if (!redo && rj_hist_push(g, a))
        return RENJU_ENOMEM;

    switch (a->kind) {
    case RJ_ACT_STONE:
        rj_game_put(g, a->point, a->colour);
        g->side = opponent(a->colour);
        g->moves++;
        if (a->foul) {  /* renju_rules(7), fouls, policy lose: white wins by foul */
            rj_set_foul(g, a->foul, a->point);
        } else if (!rj_judge_stone(g, a->point, a->colour)) {
            rj_judge_position(g);
        }
        break;
    case RJ_ACT_PASS:
        g->side = opponent(a->colour);
        g->moves++;
        if (passed_before(g)) {
            rj_set_result(g, RENJU_DRAW, RENJU_REASON_BOTH_PASSED);   /* RIF 10.3 */
        } else {
            rj_judge_position(g);
        }
        break;
    case RJ_ACT_RESIGN:
    case RJ_ACT_FORFEIT:   /* a forfeit's point is its reason */
        rj_set_result(g, a->colour == RENJU_BLACK ? RENJU_WHITE_WINS : RENJU_BLACK_WINS,
                      a->kind == RJ_ACT_RESIGN ? RENJU_REASON_RESIGNATION : a->point);
        break;
    case RJ_ACT_ACCEPT:
        rj_set_result(g, RENJU_DRAW, RENJU_REASON_AGREEMENT);      /* RIF 10.2 */
        break;
    default: /* RJ_ACT_DECLINE changes nothing but the pending offer, RJ_ACT_NOTE
              * nothing at all */
        break;
    }
    return rj_ok(g);
}

static int play_stone(renju_game *g, int p, int offer)
{
    rj_action a = { RJ_ACT_STONE, 0, 0, 0, 0 };
    char name[8];
    int kind;

    if (!g)
        return RENJU_EINVAL;
    if (can_act(g, "play") || rj_check_point(g, p))
        return g->errcode;
    /* the opening's step first: a stone at a swap step is the wrong kind of action,
     * wherever it goes */
    if (!rj_opening_allows_stone(g, p, offer))
        return g->errcode;
    if (g->board.cell[p] != RJ_EMPTY) {
        rj_point_name(g, p, name);
        return rj_error(g, RENJU_EOCCUPIED, "%s is already occupied", name);
    }
    a.colour = (unsigned char)g->side;
    a.point = p;
    a.offer = (unsigned char)(offer != 0);
    /* the engine itself lets a five through (RIF 9.2) */
    if (g->side == rj_ruleset(g->ruleset)->forbidden_colour) {
        /* the map kept with the board answers at once when it is of this position, as
         * after an engine asked for it before its moves */
        kind = rj_forbidden_kept(&g->board, p, g->opt[RENJU_OPT_THREE_READING]);
        if (kind < 0)
            kind = rj_forbidden(&g->board, p, g->opt[RENJU_OPT_THREE_READING]);
        if (kind != RENJU_FORBID_NONE) {
            if (g->opt[RENJU_OPT_FOUL_POLICY] == RENJU_FOUL_REJECT) {
                rj_point_name(g, p, name);
                return rj_error(g, RENJU_EFORBIDDEN, "%s is forbidden for black: %s",
                                name, renju_forbid_name(kind));
            }
            a.foul = (unsigned char)kind;
        }
    }
    return rj_apply(g, &a, 0);
}

static int do_pass(renju_game *g, int offer)
{
    rj_action a = { RJ_ACT_PASS, 0, 0, 0, RENJU_PASS };

    if (!g)
        return RENJU_EINVAL;
    if (can_act(g, "pass"))
        return g->errcode;
    if (!g->opt[RENJU_OPT_ALLOW_PASS])
        return rj_error(g, RENJU_ENOPASS, "passing is not allowed in this game");
    if (!rj_opening_allows_pass(g))
        return g->errcode;
    a.colour = (unsigned char)g->side;
    a.offer = (unsigned char)(offer != 0);
    return rj_apply(g, &a, 0);
}

/* RENJU_PASS passes, exactly as renju_pass() does, so that a move list's moves can all
 * go through one call. */
int renju_play(renju_game *g, int point)
{
    return point == RENJU_PASS ? do_pass(g, 0) : play_stone(g, point, 0);
}

int renju_pass(renju_game *g)
{
    return do_pass(g, 0);
}

int renju_offer_draw(renju_game *g, int point)
{
    return point == RENJU_PASS ? do_pass(g, 1) : play_stone(g, point, 1);
}

int renju_draw_offered(renju_game *g)
{
    if (!g)
        return RENJU_EINVAL;
    return pending_offer(g);
}

static int answer_offer(renju_game *g, int kind)
{
    rj_action a = { 0, 0, 0, 0, RENJU_NO_POINT };

    if (!g)
        return RENJU_EINVAL;
    if (can_act(g, kind == RJ_ACT_ACCEPT ? "accept a draw" : "decline a draw"))
        return g->errcode;
    if (!pending_offer(g))
        return rj_error(g, RENJU_EPHASE, "no draw offer is pending");
    a.kind = (unsigned char)kind;
    a.colour = (unsigned char)g->side;
    return rj_apply(g, &a, 0);
}

int renju_accept_draw(renju_game *g)
{
    return answer_offer(g, RJ_ACT_ACCEPT);
}

int renju_decline_draw(renju_game *g)
{
    return answer_offer(g, RJ_ACT_DECLINE);
}

int renju_resign(renju_game *g, int colour)
{
    rj_action a = { RJ_ACT_RESIGN, 0, 0, 0, RENJU_NO_POINT };

    if (!g)
        return RENJU_EINVAL;
    if (check_player(g, colour, "resign") || can_act(g, "resign"))
        return g->errcode;
    a.colour = (unsigned char)colour;
    return rj_apply(g, &a, 0);
}

/* A verdict, not a move: it goes into the history like a resignation, so that undo
 * takes it back and records keep it, with the reason in place of a point. */
int renju_forfeit(renju_game *g, int colour, int reason)
{
    rj_action a = { RJ_ACT_FORFEIT, 0, 0, 0, 0 };

    if (!g)
        return RENJU_EINVAL;
    if (check_player(g, colour, "forfeit"))
        return g->errcode;
    if (reason != RENJU_REASON_TIME && reason != RENJU_REASON_FORFEIT)
        return rj_error(g, RENJU_EINVAL,
                        "a forfeit's reason is RENJU_REASON_TIME (%d) or _FORFEIT (%d), not %d",
                        RENJU_REASON_TIME, RENJU_REASON_FORFEIT, reason);
    if (can_act(g, "forfeit"))
        return g->errcode;
    a.colour = (unsigned char)colour;
    a.point = reason;
    return rj_apply(g, &a, 0);
}

int rj_step_back(renju_game *g)
{
    const rj_action *a = rj_hist_undo(g);

    if (!a)
        return 0;
    if (a->kind == RJ_ACT_NOTE)
        return 1;   /* it changed nothing: a game that was over stays over */
    if (a->kind == RJ_ACT_STONE)
        rj_game_take(g, a->point);
    if (rj_action_is_move(a)) {
        g->side = a->colour;
        g->moves--;
    }
    /* only the last action can have ended the game, so what is left was ongoing,
     * unless it is the starting position itself */
    if (rj_hist_played(g) == 0)
        rj_restore_start_result(g);
    else
        rj_clear_result(g);
    return 1;
}

int rj_step_forward(renju_game *g)
{
    const rj_action *a = rj_hist_redo(g);

    if (!a)
        return 0;
    rj_apply(g, a, 1);
    return 1;
}

int renju_undo(renju_game *g)
{
    if (!g)
        return RENJU_EINVAL;
    if (g->in_setup)
        return rj_error(g, RENJU_EPHASE, "cannot undo in setup mode");
    if (!rj_step_back(g))
        return rj_error(g, RENJU_ENOMOVE, "nothing to undo");
    return rj_ok(g);
}

int renju_redo(renju_game *g)
{
    if (!g)
        return RENJU_EINVAL;
    if (g->in_setup)
        return rj_error(g, RENJU_EPHASE, "cannot redo in setup mode");
    if (!rj_step_forward(g))
        return rj_error(g, RENJU_ENOMOVE, "nothing to redo");
    return rj_ok(g);
}
