/* SPDX-License-Identifier: MIT */
/* opening_start.c - where a set-up position enters the script of the game's opening rule
 * (renju_setup_begin(3), renju_rules(7), OPENING RULES): its stones are taken for the
 * opening stones of a game under the rule, the decisions on the way as keeping the
 * colours, and the game goes on from the step those stones reach.
 *
 * The stones of an opening alternate in colour from black whoever places them, so the
 * number of stones alone says which stone steps they fill and the colour of each; what
 * is left is to find, for each step, a stone of its colour inside its area. */
#include "game/opening_start.h"
#include "game/opening_types.h"
#include "game/opening_area.h"
#include "rules/catalogue.h"
#include "game/errors.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* The stone steps with an area that one colour takes in one pass through a script: the
 * 26 openings and Taraguchi's moves give black three at most. */
#define MAX_AREA_STEPS 8

/* The stone steps the stones of a position fill, read off the script. */
typedef struct walk {
    int stones;          /* stone steps walked */
    int over;            /* stones were left at the script's end: normal play */
    int pc;              /* the step reached */
    int round;           /* repeated choices passed (RJ_STEP_AGAIN) */
    int branched;        /* a branch was passed (Taraguchi) */
    const rj_step *undeclared;   /* a declaration passed over */
    int n[2], any[2];    /* per colour (0 black, 1 white): steps with an area, anywhere */
    unsigned char area[2][MAX_AREA_STEPS];
    int move[2][MAX_AREA_STEPS];  /* the move number of each step with an area */
} walk;

int rj_set_up(const renju_game *g)
{
    return g->base_stones != 0 || g->base_side != RENJU_BLACK;
}

/* The area a step's stone goes in on this board: the first stone of Swap1 and Swap2 goes
 * on the centre only with RENJU_OPT_CENTRE_FIRST. */
static int area_of(const renju_game *g, int area)
{
    if (area == RJ_AREA_FIRST)
        return g->opt[RENJU_OPT_CENTRE_FIRST] ? RJ_AREA_CENTRE : RJ_AREA_ANY;
    return area;
}

static void add_stone(const renju_game *g, walk *w, int area)
{
    int c = w->stones % 2;

    area = area_of(g, area);
    w->stones++;
    if (area == RJ_AREA_ANY) {
        w->any[c]++;
    } else if (w->n[c] < MAX_AREA_STEPS) {
        w->area[c][w->n[c]] = (unsigned char)area;
        w->move[c][w->n[c]++] = w->stones;
    }
}

/* Walk the script through k stones.  A decision passed over keeps the colours: no swap,
 * the colour its player holds, and Swap2's or Super Sakata's two more stones, since the
 * stones go on; offers passed over lead to the 5th move chosen among them, anywhere;
 * Taraguchi's branch is (a), move 5 in the central 9x9, or with branch_b (b), the offers.
 * Stones left at the script's end, or at the start of a new round of Super Sakata, came
 * in normal play. */
static void walk_script(const renju_game *g, const rj_step *script, int k, int branch_b,
                        walk *w)
{
    const rj_step *s;
    int pc = 0;

    memset(w, 0, sizeof *w);
    while (w->stones < k) {
        s = &script[pc];
        switch (s->action) {
        case RENJU_ACTION_NONE:
        case RJ_STEP_AGAIN:
            while (script[pc].action != RENJU_ACTION_NONE)
                pc++;
            w->over = 1;
            w->pc = pc;
            return;
        case RENJU_ACTION_STONE:
            add_stone(g, w, s->area);
            break;
        case RENJU_ACTION_CHOOSE_OFFER:
            add_stone(g, w, RJ_AREA_ANY);
            break;
        case RENJU_ACTION_DECLARE:
            w->undeclared = s;
            break;
        case RENJU_ACTION_BRANCH:
            w->branched = 1;
            if (branch_b) {
                pc = s->arg;
                continue;
            }
            break;
        default:
            break;
        }
        pc++;
    }
    if (script[pc].action == RJ_STEP_AGAIN) {
        pc = script[pc].arg;
        w->round++;
    }
    w->pc = pc;
}

/* The order in which the steps of one colour take their stones, smallest area first.
 * The central squares nest, and so do the rings outside them; no script gives one
 * colour both a ring and a square that overlaps it.  So a step that takes any stone
 * left in its area never takes the one a later, larger step needed. */
static int rank(int area)
{
    switch (area) {
    case RJ_AREA_CENTRE: return 0;
    case RJ_AREA_IN3:    return 1;
    case RJ_AREA_IN5:    return 2;
    case RJ_AREA_IN7:    return 3;
    case RJ_AREA_IN9:    return 4;
    case RJ_AREA_OUT7:   return 5;
    default:             return 6;
    }
}

/* Give each step of colour c with an area a stone of that colour inside it.  Returns
 * 0, or the number of the move left without a stone, its area in *area. */
static int unplaced_step(const renju_game *g, const unsigned char *cells, const walk *w,
                         int c, int *area)
{
    unsigned char used[RJ_MAX_CELLS];
    int order[MAX_AREA_STEPS], i, j, t, p, colour = c ? RJ_WHITE : RJ_BLACK;
    int ncells = g->board.ncells;

    for (i = 0; i < w->n[c]; i++) {
        for (j = i; j > 0 && rank(w->area[c][order[j - 1]]) > rank(w->area[c][i]); j--)
            order[j] = order[j - 1];
        order[j] = i;
    }
    memset(used, 0, (size_t)ncells);
    for (i = 0; i < w->n[c]; i++) {
        t = order[i];
        for (p = 0; p < ncells; p++)
            if (cells[p] == colour && !used[p] && rj_area_holds(g, w->area[c][t], p))
                break;
        if (p == ncells) {
            *area = w->area[c][t];
            return w->move[c][t];
        }
        used[p] = 1;
    }
    return 0;
}

static int say(char *why, size_t n, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int say(char *why, size_t n, const char *fmt, ...)
{
    va_list ap;

    if (why && n > 0) {
        va_start(ap, fmt);
        vsnprintf(why, n, fmt, ap);
        va_end(ap);
    }
    return 0;
}

static const char *colour_name(int colour)
{
    return colour == RJ_BLACK ? "black" : "white";
}

/* Whether the stones (count[0] black, count[1] white) and the side to move can be those
 * of a game that walked w: 1, or 0 with the reason in why. */
static int fits(const renju_game *g, const unsigned char *cells, int side, const int *count,
                const walk *w, char *why, size_t n)
{
    int c, k = count[0] + count[1], want, move, area = RJ_AREA_ANY;
    char where[48];

    if (!w->over) {
        /* no pass comes during the opening: the counts and the side follow from k */
        if (count[0] != (k + 1) / 2 || count[1] != k / 2)
            return say(why, n, "%d opening stones are %d black and %d white, not %d and %d",
                       k, (k + 1) / 2, k / 2, count[0], count[1]);
        want = k % 2 ? RJ_WHITE : RJ_BLACK;
        if (side != want)
            return say(why, n, "after %d opening stone%s %s is to move, not %s", k,
                       k == 1 ? "" : "s", colour_name(want), colour_name(side));
    }
    for (c = 0; c < 2; c++)
        if (count[c] < w->n[c] + w->any[c])
            return say(why, n, "the opening places %d %s stones, the position holds %d",
                       w->n[c] + w->any[c], colour_name(c + 1), count[c]);
    for (c = 0; c < 2; c++)
        if ((move = unplaced_step(g, cells, w, c, &area)) != 0)
            return say(why, n, "no %s stone of the position can be move %d, which goes %s",
                       colour_name(c + 1), move, rj_area_name(g, area, where, sizeof where));
    return 1;
}

int rj_opening_start(const renju_game *g, const rj_step *script, const unsigned char *cells,
                     int side, rj_ostate *st, char *why, size_t n)
{
    int count[2] = { 0, 0 }, p, branch_b;
    walk w;

    memset(st, 0, sizeof *st);
    st->script = script;
    for (p = 0; p < g->board.ncells; p++)
        if (cells[p] != RJ_EMPTY)
            count[cells[p] - 1]++;
    /* branch (b) asks less of the stones than (a): tried only when (a) fails */
    for (branch_b = 0;; branch_b++) {
        walk_script(g, script, count[0] + count[1], branch_b, &w);
        if (fits(g, cells, side, count, &w, why, n))
            break;
        if (!w.branched || branch_b)
            return -1;
    }
    st->round = w.round;
    st->undeclared = w.undeclared;
    if (script[w.pc].action != RENJU_ACTION_NONE)
        st->step = &script[w.pc];
    return w.pc;
}

int rj_opening_fits(renju_game *g, const unsigned char *cells, int side)
{
    const rj_opening_row *op = rj_opening_rule(g->opt[RENJU_OPT_OPENING]);
    rj_ostate st;
    char why[120];

    if (!op->script)
        return RENJU_OK;   /* a given opening, played on without any */
    if (rj_opening_start(g, op->script, cells, side, &st, why, sizeof why) >= 0)
        return RENJU_OK;
    return rj_error(g, RENJU_EPOSITION, "no game under %s reaches this position: %s",
                    op->title, why);
}
