/* SPDX-License-Identifier: MIT */
/* swap2.c - Swap2 and Swap1 through the Gomocup protocol's SWAP2BOARD, as Gomocup's
 * manager and engines such as Rapfi speak it: the engine gets the stones so far (one
 * "x,y" a line, in the order they were placed) up to DONE, and answers on one line:
 *
 *   no stone:     three stones, black, white, black ("7,7 8,7 9,9")
 *   three stones: SWAP (it takes black), one stone (it stays white and plays move 4),
 *                 or two stones (moves 4 and 5, and the opponent picks a colour)
 *   five stones:  SWAP (it takes black), or one stone (it takes white and plays move 6)
 *
 * Swap1 asks the same at three stones; two stones are then refused by the rules.  Each
 * stone and choice goes through the library's opening-rule calls (renju_play_as,
 * renju_choose_swap2, renju_choose_colour) on the game's own board: whatever the rules
 * refuse loses the game for the engine that answered it. */
#define _POSIX_C_SOURCE 200809L

#include "game_ctx.h"
#include "log.h"
#include "swap2.h"

#include <stdio.h>
#include <string.h>

#define MAX_ANSWER 3   /* the most stones an answer holds */

/* SWAP2BOARD with the stones on the board, in the order they were placed. */
static int send_board(game_ctx *c, side *s, double deadline)
{
    int moves[16], n = renju_moves(c->g, moves, 16), i, x, y, rc;

    rc = engine_send(s->p->e, "SWAP2BOARD\n", deadline);
    for (i = 0; i < n && rc == ENGINE_OK; i++) {
        game_gomocup_xy(c, moves[i], &x, &y);
        rc = engine_sendf(s->p->e, deadline, "%d,%d", x, y);
    }
    return rc == ENGINE_OK ? engine_send(s->p->e, "DONE\n", deadline) : rc;
}

/* An answer: "SWAP" (returns 0), or up to MAX_ANSWER stones "x,y" apart by blanks
 * (returns their number, the points in pts), or -1 after the verdict against it. */
static int read_answer(game_ctx *c, side *s, int *pts)
{
    char line[ENGINE_LINE_MAX], quoted[61];
    double t0 = engine_now(), deadline = game_deadline(c, s, t0);
    const char *at;
    int rc, n = 0, x, y;

    rc = send_board(c, s, deadline);
    if (rc == ENGINE_OK)
        rc = engine_answer(s->p->e, line, deadline, 1, c->number);
    if (rc != ENGINE_OK) {
        game_lose_by_io(c, s->colour, rc, engine_now() - t0);
        return -1;
    }
    game_charge(s, engine_now() - t0);
    s->synced = 0;   /* the next move is asked with BOARD */
    if (strcmp(line, "SWAP") == 0)
        return 0;
    for (at = line + strspn(line, " \t"); *at; at += strspn(at, " \t")) {
        if (n == MAX_ANSWER || !(at = game_parse_xy(at, &x, &y)) || (*at && *at != ' '
                                                                    && *at != '\t'))
            break;
        if ((pts[n] = game_gomocup_point(c, x, y)) < 0) {
            game_lose(c, s->colour, FAULT_OFFBOARD, "answered SWAP2BOARD with %d,%d, off "
                      "the board", x, y);
            return -1;
        }
        n++;
    }
    if (!at || *at || n == 0) {
        game_lose(c, s->colour, FAULT_GARBAGE, "answered SWAP2BOARD with '%s'",
                  game_quotable(line, quoted, sizeof quoted));
        return -1;
    }
    return n;
}

/* The rules' verdict on an opening action of player (its return code rc). */
static int judged(game_ctx *c, int player, int rc, const char *what)
{
    side *s = &c->players[player];

    if (rc >= 0)
        return 0;
    game_lose(c, s->colour, rc == RENJU_EOCCUPIED ? FAULT_OCCUPIED : FAULT_ILLEGAL,
              "%s: %.100s", what, renju_errmsg(c->g));
    return -1;
}

static int place(game_ctx *c, int player, const int *pts, int n)
{
    char name[8], what[40];
    int i;

    for (i = 0; i < n; i++) {
        renju_point_format(c->g, pts[i], name, sizeof name);
        snprintf(what, sizeof what, "placed %s in the opening", name);
        if (judged(c, player, renju_play_as(c->g, player, pts[i]), what) < 0)
            return -1;
    }
    return 0;
}

/* The choice of the engine asked at three stones (Swap2's or Swap1's) or five. */
static int choose(game_ctx *c, int player, int n, const int *pts)
{
    int action = renju_expected_action(c->g), rc;

    if (action == RENJU_ACTION_SWAP2) {
        rc = renju_choose_swap2(c->g, player, n == 0 ? RENJU_SWAP2_BLACK
                                : n == 1 ? RENJU_SWAP2_WHITE : RENJU_SWAP2_TWO_MORE);
    } else if (action == RENJU_ACTION_COLOUR) {
        if (n > 1) {
            game_lose(c, c->players[player].colour, FAULT_ILLEGAL, "placed two stones, "
                      "which %s does not allow", renju_opening_rule_name(c->rules->opening_rule));
            return -1;
        }
        rc = renju_choose_colour(c->g, player, n == 0 ? RENJU_BLACK : RENJU_WHITE);
    } else {
        rc = RENJU_EPHASE;
    }
    if (judged(c, player, rc, n == 0 ? "answered SWAP" : "chose") < 0)
        return -1;
    game_seat(c);   /* the choice moved the colours: a fault now is the new colour's */
    return place(c, player, pts, n);
}

int swap2_opening(game_ctx *c)
{
    int pts[MAX_ANSWER], n, player;

    while (renju_result(c->g) == RENJU_ONGOING
           && renju_expected_action(c->g) != RENJU_ACTION_PLAY) {
        player = renju_expected_player(c->g);
        if (player != RENJU_PLAYER_FIRST && player != RENJU_PLAYER_SECOND)
            return -1;
        if ((n = read_answer(c, &c->players[player], pts)) < 0)
            return -1;
        if (renju_expected_action(c->g) == RENJU_ACTION_STONE) {
            if (n != 3 || renju_stone_count(c->g) != 0) {
                game_lose(c, c->players[player].colour, FAULT_ILLEGAL,
                          "answered SWAP2BOARD with %d stones, not the three of the opening",
                          n);
                return -1;
            }
            if (place(c, player, pts, n) < 0)
                return -1;
        } else if (choose(c, player, n, pts) < 0) {
            return -1;
        }
    }
    return c->out->stopped || renju_result(c->g) != RENJU_ONGOING ? -1 : 0;
}

/* ------------------------------------------------------------ the probe */

/* What an engine answers SWAP2BOARD on the empty board into line; ENGINE_*. */
static int probe_one(engine *e, const settings *set, const player_settings *p, char *line)
{
    double move = p->tc > 0 ? p->tc : p->tcgame, deadline = engine_now() + 5.0;
    int rc = engine_start(e);

    if (rc == ENGINE_OK)
        rc = engine_sendf(e, deadline, "START %d", set->size);
    if (rc == ENGINE_OK)
        rc = engine_answer(e, line, deadline, 0, 0);
    if (rc == ENGINE_OK && strcmp(line, "OK") != 0)
        return ENGINE_ERROR;
    deadline = engine_now() + (move > 5.0 ? move : 5.0) + set->margin;
    if (rc == ENGINE_OK)
        rc = engine_send(e, "SWAP2BOARD\nDONE\n", deadline);
    if (rc == ENGINE_OK)
        rc = engine_answer(e, line, deadline, 0, 0);
    return rc;
}

/* Whether the answer is three points "x,y x,y x,y". */
static int three_points(const char *line)
{
    const char *at = line;
    int n, x, y;

    for (n = 0; n < 3; n++) {
        at += strspn(at, " \t");
        if (!(at = game_parse_xy(at, &x, &y)))
            return 0;
    }
    return at[strspn(at, " \t")] == '\0';
}

int swap2_probe(const settings *set, int stop_fd)
{
    char line[ENGINE_LINE_MAX], quoted[101];
    engine e;
    int k, rc, ok;

    for (k = 0; k < set->engines; k++) {
        const player_settings *p = &set->player[k];

        line[0] = '\0';
        engine_init(&e, p->name, p->cmd, -1, stop_fd);
        rc = probe_one(&e, set, p, line);
        ok = rc == ENGINE_OK && three_points(line);
        engine_quit(&e, 500);
        if (rc == ENGINE_STOPPED)
            return -1;
        if (!ok) {
            fprintf(stderr, "renju-match: -opening-rule %s: %s cannot play it: %s%s%s\n",
                    renju_opening_rule_name(set->opening_rule), p->name,
                    rc == ENGINE_TIMEOUT ? "no answer to SWAP2BOARD in time"
                    : rc == ENGINE_ERROR ? "it could not be started or refused START"
                    : rc != ENGINE_OK ? "it ended before answering SWAP2BOARD"
                    : "it answered SWAP2BOARD with '",
                    rc == ENGINE_OK ? game_quotable(line, quoted, sizeof quoted) : "",
                    rc == ENGINE_OK ? "', not three stones" : "");
            return -1;
        }
    }
    return 0;
}
