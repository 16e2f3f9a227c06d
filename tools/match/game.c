/* SPDX-License-Identifier: MIT */
/* game.c - one game: the library keeps the position and judges every move; the
 * engines only propose.  Every way an engine can fail ends in a verdict against it
 * (game_lose(), game_ctx.c), with the reason in words (the record's comment, the log,
 * the table). */
#define _POSIX_C_SOURCE 200809L

#include "game_ctx.h"
#include "log.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_POINTS (RENJU_MAX_SIZE * RENJU_MAX_SIZE)

const char *game_fault_name(int fault)
{
    static const char *const names[FAULT_KINDS] = {
        "none", "timeout", "crash", "exit", "garbage", "off board", "occupied",
        "illegal", "foul", "start"
    };

    return fault >= 0 && fault < FAULT_KINDS ? names[fault] : "?";
}

int game_fault_from_name(const char *name)
{
    int k;

    for (k = 1; k < FAULT_KINDS; k++)
        if (strcmp(name, game_fault_name(k)) == 0)
            return k;
    return -1;
}

/* ------------------------------------------------------------ verdicts */

/* The words of a finished game's result, when no engine was at fault. */
static void describe_result(game_ctx *c)
{
    int result = renju_result(c->g);
    const char *why = renju_reason_name(renju_result_reason(c->g));

    if (why == NULL)
        why = "?";
    if (result == RENJU_DRAW)
        snprintf(c->out->detail, sizeof c->out->detail, "draw (%s)", why);
    else
        snprintf(c->out->detail, sizeof c->out->detail, "%s (%s) wins (%s)",
                 c->sides[result]->p->e->name, game_colour_name(result), why);
}

/* ------------------------------------------------------------ starting */

static int send_info(game_ctx *c, side *s, double deadline)
{
    const game_rules *r = c->rules;
    engine *e = s->p->e;
    double turn = s->p->tc > 0 ? s->p->tc : s->p->tcgame;
    int rc;

    rc = engine_sendf(e, deadline, "INFO timeout_turn %ld", lround(turn * 1000));
    if (rc == ENGINE_OK)
        rc = engine_sendf(e, deadline, "INFO timeout_match %ld", lround(s->p->tcgame * 1000));
    if (rc == ENGINE_OK)
        rc = engine_sendf(e, deadline, "INFO max_memory 0");
    if (rc == ENGINE_OK)
        rc = engine_sendf(e, deadline, "INFO game_type 1");
    if (rc == ENGINE_OK)
        rc = engine_sendf(e, deadline, "INFO rule %d", r->gomocup_rule);
    return rc;
}

/* ABOUT, after the engine is started: its answer goes to the log. */
static int about(game_ctx *c, engine *e)
{
    double deadline = engine_now() + c->rules->start_time;
    char line[ENGINE_LINE_MAX];
    int rc = engine_send(e, "ABOUT\n", deadline);

    if (rc == ENGINE_OK)
        rc = engine_answer(e, line, deadline, 0, c->number);
    if (rc == ENGINE_OK)
        log_line(e->log_fd, "game %d: %s: started (pid %ld), ABOUT: %s", c->number, e->name,
                 (long)e->pid, line);
    return rc;
}

/* The engine running: one that ended since its last game is reaped, and one not
 * running is started and asked ABOUT.  *fresh tells whether it was started now. */
static int ensure_running(game_ctx *c, engine *e, int *fresh)
{
    *fresh = 0;
    if (e->pid > 0 && engine_alive(e))
        return ENGINE_OK;
    if (e->status != -1)
        log_line(e->log_fd, "game %d: %s: to be started again", c->number, e->name);
    *fresh = 1;
    if (engine_start(e) != ENGINE_OK)
        return ENGINE_ERROR;
    return about(c, e);
}

/* START and its answer into line.  An engine that ended between games may be found
 * out only here, its pipe closed: it is reaped and started afresh once (after
 * engine_reap() it is not running, so ensure_running() starts it). */
static int send_start(game_ctx *c, engine *e, char *line, double *t0)
{
    double deadline;
    int rc, fresh;

    for (;;) {
        rc = ensure_running(c, e, &fresh);
        *t0 = engine_now();
        deadline = *t0 + c->rules->start_time;
        if (rc == ENGINE_OK)
            rc = engine_sendf(e, deadline, "START %d", c->rules->size);
        if (rc == ENGINE_OK)
            rc = engine_answer(e, line, deadline, 0, c->number);
        if (rc != ENGINE_EOF || fresh)
            return rc;
        engine_reap(e, 200);
    }
}

/* START and INFO, the engine started first if need be.  Returns 0 when it is ready.
 * An engine that cannot start a game stops the match; one that fails at INFO only
 * loses the game. */
static int start_side(game_ctx *c, side *s)
{
    engine *e = s->p->e;
    char line[ENGINE_LINE_MAX] = "", quoted[101];
    double t0;
    int rc = send_start(c, e, line, &t0);

    if (rc == ENGINE_OK && strcmp(line, "OK") == 0) {
        if ((rc = send_info(c, s, t0 + c->rules->start_time)) == ENGINE_OK)
            return 0;
        game_lose_by_io(c, s->colour, rc, engine_now() - t0);
        return -1;
    }
    if (rc == ENGINE_STOPPED) {
        c->out->stopped = 1;
        return -1;
    }
    c->out->fatal = 1;
    if (rc == ENGINE_ERROR && e->pid == 0) {
        game_lose(c, s->colour, FAULT_START, "could not be started");
    } else if (rc == ENGINE_TIMEOUT) {
        game_lose(c, s->colour, FAULT_START, "did not answer ABOUT and START within %.1f s",
             c->rules->start_time);
    } else if (rc != ENGINE_OK) {
        game_lose_by_io(c, s->colour, rc, engine_now() - t0);
        c->out->fault = FAULT_START;
    } else {
        game_lose(c, s->colour, FAULT_START, "refused START %d: %s", c->rules->size,
             game_quotable(line, quoted, sizeof quoted));
    }
    return -1;
}

/* ------------------------------------------------------------ moves */

/* A line that is one move "x,y" into *x and *y; -1 if it is no move. */
static int parse_move(const char *line, int *x, int *y)
{
    const char *s = game_parse_xy(line, x, y);

    return s && s[strspn(s, " \t")] == '\0' ? 0 : -1;
}

/* The whole position for BOARD: the opening's stones, then the moves, each as
 * "x,y,1" (the engine's own) or "x,y,2". */
static void board_text(game_ctx *c, int colour, char *buf, size_t cap)
{
    int moves[MAX_POINTS], n = 0, m, i, x, y;
    size_t len = 0;

    if (c->op)
        for (i = 0; i < c->op->count; i++)
            moves[n++] = c->op->points[i];
    m = renju_moves(c->g, moves + n, (size_t)(MAX_POINTS - n));
    n += m > 0 ? m : 0;
    len += (size_t)snprintf(buf, cap, "BOARD\n");
    for (i = 0; i < n; i++) {
        if (moves[i] == RENJU_PASS)
            continue;
        game_gomocup_xy(c, moves[i], &x, &y);
        len += (size_t)snprintf(buf + len, cap - len, "%d,%d,%d\n", x, y,
                                renju_stone(c->g, moves[i]) == colour ? 1 : 2);
    }
    snprintf(buf + len, cap - len, "DONE\n");
}

/* Tell the engine of colour to move: BEGIN on the empty board, TURN with the last
 * move when it knows the rest, else BOARD. */
static int ask(game_ctx *c, side *s, double deadline)
{
    char text[MAX_POINTS * 12 + 16];
    int x, y, rc;

    if (s->p->tcgame > 0) {
        rc = engine_sendf(s->p->e, deadline, "INFO time_left %ld",
                          lround(s->time_left * 1000));
        if (rc != ENGINE_OK)
            return rc;
    }
    if (s->synced && renju_stone_count(c->g) == 0)
        return engine_send(s->p->e, "BEGIN\n", deadline);
    if (s->synced) {
        game_gomocup_xy(c, renju_last_move(c->g), &x, &y);
        return engine_sendf(s->p->e, deadline, "TURN %d,%d", x, y);
    }
    board_text(c, s->colour, text, sizeof text);
    return engine_send(s->p->e, text, deadline);
}

/* Judge the engine's answer; 0 when the game goes on or ended by the rules. */
static int judge(game_ctx *c, side *s, const char *line)
{
    int x, y, p, rc, kind = -1, size = c->rules->size;
    const char *foul;
    char name[8], quoted[61];

    if (parse_move(line, &x, &y) < 0) {
        game_lose(c, s->colour, FAULT_GARBAGE, "answered garbage '%s'",
             game_quotable(line, quoted, sizeof quoted));
        return -1;
    }
    if ((p = game_gomocup_point(c, x, y)) < 0) {
        game_lose(c, s->colour, FAULT_OFFBOARD, "played %d,%d, off the %dx%d board", x, y,
             size, size);
        return -1;
    }
    renju_point_format(c->g, p, name, sizeof name);
    if ((rc = renju_play(c->g, p)) == RENJU_EOCCUPIED) {
        game_lose(c, s->colour, FAULT_OCCUPIED, "played occupied point %s", name);
        return -1;
    }
    if (rc < 0) {
        game_lose(c, s->colour, FAULT_ILLEGAL, "played %s: %.100s", name, renju_errmsg(c->g));
        return -1;
    }
    if (renju_result_reason(c->g) == RENJU_REASON_FOUL) {
        renju_result_foul(c->g, &kind, NULL);
        foul = renju_forbid_name(kind);
        game_lose(c, s->colour, FAULT_FOUL, "played forbidden point %s (%s)", name,
             kind != RENJU_FORBID_NONE && foul ? foul : "foul");
        return -1;
    }
    return 0;
}

/* One move of the side to move: asked, read by its deadline, judged. */
static int one_move(game_ctx *c, side *s)
{
    char line[ENGINE_LINE_MAX];
    double t0 = engine_now(), deadline = game_deadline(c, s, t0), used;
    int rc;

    rc = ask(c, s, deadline);
    if (rc == ENGINE_OK)
        rc = engine_answer(s->p->e, line, deadline, 1, c->number);
    used = engine_now() - t0;
    if (rc != ENGINE_OK) {
        game_lose_by_io(c, s->colour, rc, used);
        return -1;
    }
    game_charge(s, used);
    s->synced = 1;
    return judge(c, s, line);
}

/* ------------------------------------------------------------ the game */

static int new_game(game_ctx *c)
{
    const game_rules *r = c->rules;
    char round[16];

    if (renju_game_new(&c->g, r->ruleset, r->size) < 0)
        return -1;
    c->out->g = c->g;
    if (r->ruleset == RENJU_RULES_RENJU
        && renju_option_set(c->g, RENJU_OPT_FOUL_POLICY, RENJU_FOUL_LOSE) < 0)
        return -1;
    if (renju_option_set(c->g, RENJU_OPT_ALLOW_PASS, 0) < 0
        || (r->move_limit && renju_option_set(c->g, RENJU_OPT_MOVE_LIMIT, r->move_limit) < 0))
        return -1;
    if (r->opening_rule && (renju_option_set(c->g, RENJU_OPT_OPENING, r->opening_rule) < 0
                            || (r->opening_n && renju_option_set(c->g, RENJU_OPT_OPENING_N,
                                                                 r->opening_n) < 0)))
        return -1;
    snprintf(round, sizeof round, "%d", c->number);
    if (renju_tag_set(c->g, "EV", "renju-match") < 0 || renju_tag_set(c->g, "RO", round) < 0)
        return -1;
    if (c->op && openings_setup(c->g, c->op) < 0)
        return -1;
    return 0;
}

/* The players' names in the record, once the colours are known. */
static int name_players(game_ctx *c)
{
    return renju_tag_set(c->g, "PB", c->sides[RENJU_BLACK]->p->e->name) < 0
        || renju_tag_set(c->g, "PW", c->sides[RENJU_WHITE]->p->e->name) < 0 ? -1 : 0;
}

int game_play(const game_rules *rules, int number, const opening *op,
              game_player *first, game_player *second, game_outcome *out)
{
    game_ctx c;
    int k, empty = !op || op->count == 0;

    memset(out, 0, sizeof *out);
    memset(&c, 0, sizeof c);
    c.rules = rules;
    c.number = number;
    c.op = op;
    c.out = out;
    c.players[RENJU_PLAYER_FIRST] = (side){ first, RENJU_BLACK, empty, first->tcgame };
    c.players[RENJU_PLAYER_SECOND] = (side){ second, RENJU_WHITE, empty, second->tcgame };
    if (new_game(&c) < 0)
        return -1;
    game_seat(&c);
    for (k = RENJU_PLAYER_FIRST; k <= RENJU_PLAYER_SECOND; k++)
        if (start_side(&c, &c.players[k]) < 0)
            break;
    if (k > RENJU_PLAYER_SECOND && rules->opening_rule && swap2_opening(&c) == 0)
        game_seat(&c);
    while (!out->stopped && renju_result(c.g) == RENJU_ONGOING)
        if (one_move(&c, c.sides[renju_side_to_move(c.g)]) < 0)
            break;
    out->result = renju_result(c.g);
    if (out->stopped)
        return 0;
    /* every fault ends the game but when renju_forfeit() failed (out of memory) */
    if (out->result == RENJU_ONGOING)
        return -1;
    if (out->fault == FAULT_NONE)
        describe_result(&c);
    if (name_players(&c) < 0 || renju_tag_set(c.g, "GC", out->detail) < 0)
        return -1;
    log_line(first->e->log_fd, "game %d: %s", number, out->detail);
    return 0;
}
