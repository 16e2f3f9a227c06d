/* SPDX-License-Identifier: MIT */
/*
 * fuzz_diff.c - differential and algebraic checks on positions built from the input.
 *
 * The input chooses a rule set (the gomoku ones on any size from 5 to 20, renju and
 * five in a row on 15x15), the three reading, the foul policy, and a position: stones
 * of either colour put in setup mode, or moves played (with passes and take-backs) in a
 * window of the board the input places.  On the position it checks:
 *
 *  - the forbidden map (renju_forbidden_map) against the slow independent reference of
 *    tests/reference.c, point by point and kind for kind, in the game's three reading;
 *    a set-up position is also built in a second game with the other reading;
 *  - the map the game keeps and brings up to date, after every step of the moves and
 *    of the setup, against the map of a game given the same stones from an empty board;
 *  - the map against renju_forbidden() on every point, and renju_point_allowed()
 *    against renju_play() on a clone for every point (and, for black in renju with
 *    the foul policy reject, against the map);
 *  - play then undo, and a failed play, leave the whole observable state as it was
 *    (board, side, counts, moves, result, forbidden map, the SGF record); redo gives
 *    back the state after the play;
 *  - a clone has the same state, and playing in the clone leaves the original alone;
 *  - the record in every format reads back (with RENJU_IMPORT_RULES into a game with
 *    the same options) to the same position, and writes the same bytes again.
 *
 * A broken promise aborts (the fuzzer's doing, never the library's).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "fuzz_common.h"
#include "reference.h"

#define MAX_CELLS (RENJU_MAX_SIZE * RENJU_MAX_SIZE)
#define MAX_MOVES (2 * MAX_CELLS + 2)
#define MAX_STONES 80    /* set-up stones; more makes the reference slow */
#define MAX_ACTIONS 160  /* calls in play mode */
#define MAX_TRIES 12     /* play-and-undo trials */

static const int rulesets[4] = {
    RENJU_RULES_FREESTYLE, RENJU_RULES_STANDARD, RENJU_RULES_RENJU, RENJU_RULES_FIVE_IN_A_ROW
};

/* ------------------------------------------------------------ the state */

typedef struct state {
    int size, side, move_count, stone_count, result, reason, last_move, in_setup;
    int nmoves, moves[MAX_MOVES];
    int foul_kind, foul_point, action;
    int nforbidden;                  /* renju_forbidden_map's return */
    unsigned char stone[MAX_CELLS], map[MAX_CELLS];
    int sgf_rc;                      /* export's return: a length or an error */
    char *sgf;
} state;

static char *export_text(renju_game *g, int format, int *rc)
{
    int n = renju_record_export(g, format, NULL, 0);
    char *text;

    *rc = n;
    if (n < 0) {
        REQUIRE(n == RENJU_EINVAL || n == RENJU_EPHASE);
        return NULL;
    }
    text = malloc((size_t)n);
    REQUIRE(text != NULL);
    REQUIRE(renju_record_export(g, format, text, (size_t)n) == n - 1);
    REQUIRE(text[n - 1] == '\0' && strlen(text) == (size_t)n - 1);
    return text;
}

static void take(renju_game *g, state *s)
{
    int p, n;

    memset(s, 0, sizeof *s);
    s->size = renju_game_size(g);
    REQUIRE(s->size >= RENJU_MIN_SIZE && s->size <= RENJU_MAX_SIZE);
    for (p = 0; p < s->size * s->size; p++) {
        n = renju_stone(g, p);
        REQUIRE(n >= RENJU_EMPTY && n <= RENJU_WHITE);
        s->stone[p] = (unsigned char)n;
    }
    s->side = renju_side_to_move(g);
    s->move_count = renju_move_count(g);
    s->stone_count = renju_stone_count(g);
    s->result = renju_result(g);
    s->reason = renju_result_reason(g);
    s->last_move = renju_last_move(g);
    s->in_setup = renju_in_setup(g);
    s->action = renju_expected_action(g);
    n = renju_moves(g, NULL, 0);
    REQUIRE(n >= 0 && n <= MAX_MOVES);
    s->nmoves = renju_moves(g, s->moves, MAX_MOVES);
    REQUIRE(s->nmoves == n);
    REQUIRE(renju_result_foul(g, &s->foul_kind, &s->foul_point) == RENJU_OK);
    memset(s->map, 0xee, sizeof s->map);
    s->nforbidden = renju_forbidden_map(g, s->map, sizeof s->map);
    s->sgf = export_text(g, RENJU_FORMAT_SGF, &s->sgf_rc);
}

static void release(state *s)
{
    free(s->sgf);
    s->sgf = NULL;
}

/* Whether two states are the same; says what differs. */
static int same(const state *a, const state *b, const char *what)
{
    const char *diff = NULL;

    if (a->size != b->size)
        diff = "size";
    else if (memcmp(a->stone, b->stone, sizeof a->stone) != 0)
        diff = "board";
    else if (a->side != b->side)
        diff = "side to move";
    else if (a->move_count != b->move_count || a->stone_count != b->stone_count)
        diff = "move or stone count";
    else if (a->nmoves != b->nmoves
             || memcmp(a->moves, b->moves, (size_t)a->nmoves * sizeof a->moves[0]) != 0)
        diff = "moves";
    else if (a->last_move != b->last_move)
        diff = "last move";
    else if (a->result != b->result || a->reason != b->reason)
        diff = "result";
    else if (a->foul_kind != b->foul_kind || a->foul_point != b->foul_point)
        diff = "foul";
    else if (a->in_setup != b->in_setup || a->action != b->action)
        diff = "phase";
    else if (a->nforbidden != b->nforbidden || memcmp(a->map, b->map, sizeof a->map) != 0)
        diff = "forbidden map";
    else if (a->sgf_rc != b->sgf_rc || (a->sgf && strcmp(a->sgf, b->sgf) != 0))
        diff = "SGF record";
    if (diff) {
        fprintf(stderr, "%s: the %s differs\n", what, diff);
        if (a->sgf && b->sgf)
            fprintf(stderr, "before:\n%s\nafter:\n%s\n", a->sgf, b->sgf);
    }
    return diff == NULL;
}

/* ------------------------------------------------------------ the checks */

static void print_position(const renju_game *cg, const state *s)
{
    renju_game *g = (renju_game *)cg;
    char name[8];
    int colour, p, any;

    for (colour = RENJU_BLACK; colour <= RENJU_WHITE; colour++) {
        any = 0;
        for (p = 0; p < s->size * s->size; p++) {
            if (s->stone[p] != colour)
                continue;
            REQUIRE(renju_point_format(g, p, name, sizeof name) >= 0);
            fprintf(stderr, "%s%s", any ? " " : "", name);
            any = 1;
        }
        fputs(colour == RENJU_BLACK ? (any ? " / " : "- / ") : (any ? "\n" : "-\n"), stderr);
    }
}

/* The map against the reference and against renju_forbidden(), point by point. */
static void check_map(renju_game *g, const state *s)
{
    ref_board b;
    int p, ref, single, count = 0, reading;
    char name[8];

    REQUIRE(renju_option_get(g, RENJU_OPT_THREE_READING, &reading) == RENJU_OK);
    if (s->nforbidden < 0) {
        /* only setup mode may refuse the map */
        REQUIRE(s->in_setup);
        return;
    }
    ref_board_clear(&b, s->size);
    for (p = 0; p < s->size * s->size; p++)
        b.cell[p] = s->stone[p];   /* REF_* and RENJU_* colours are the same numbers */
    for (p = 0; p < s->size * s->size; p++) {
        single = renju_forbidden(g, p);
        if (s->stone[p] != RENJU_EMPTY) {
            REQUIRE(s->map[p] == RENJU_FORBID_NONE);
            REQUIRE(single == RENJU_EOCCUPIED);
            continue;
        }
        ref = ref_forbidden(&b, p, reading == RENJU_THREE_NONLITERAL);
        if (s->map[p] != ref || single != ref) {
            REQUIRE(renju_point_format(g, p, name, sizeof name) >= 0);
            fprintf(stderr, "%dx%d, %s reading, at %s: map %d, renju_forbidden %d, "
                    "reference %d (%s)\n  ", s->size, s->size,
                    reading ? "nonliteral" : "literal", name, s->map[p], single, ref,
                    ref_verdict_name(ref));
            print_position(g, s);
        }
        REQUIRE(s->map[p] == ref);
        REQUIRE(single == ref);
        if (ref != REF_LEGAL)
            count++;
    }
    REQUIRE(s->nforbidden == count);
    REQUIRE(renju_forbidden(g, -1) == RENJU_ERANGE);
    REQUIRE(renju_forbidden(g, s->size * s->size) == RENJU_ERANGE);
}

/* The map g keeps against one made from scratch: a game of its size and reading, reset
 * (which drops any map kept), given g's stones in setup mode. */
static void check_kept_map(renju_game *g)
{
    unsigned char kept[MAX_CELLS], scratch[MAX_CELLS];
    renju_game *h = NULL;
    int size = renju_game_size(g), reading, p, n;

    REQUIRE(renju_option_get(g, RENJU_OPT_THREE_READING, &reading) == RENJU_OK);
    n = renju_forbidden_map(g, kept, sizeof kept);
    REQUIRE(n >= 0);
    REQUIRE(renju_game_new(&h, RENJU_RULES_STANDARD, size) == RENJU_OK);
    REQUIRE(renju_option_set(h, RENJU_OPT_THREE_READING, reading) == RENJU_OK);
    REQUIRE(renju_setup_begin(h) == RENJU_OK);
    for (p = 0; p < size * size; p++)
        if (renju_stone(g, p) != RENJU_EMPTY)
            REQUIRE(renju_setup_put(h, p, renju_stone(g, p)) == RENJU_OK);
    REQUIRE(renju_forbidden_map(h, scratch, sizeof scratch) == n);
    REQUIRE(memcmp(kept, scratch, (size_t)(size * size)) == 0);
    renju_game_free(h);
}

/* renju_point_allowed() and renju_allowed_points() against renju_play() on a clone. */
static void check_allowed(renju_game *g, const state *s)
{
    renju_game *c = NULL;
    int p, allowed, rc, n, list[MAX_CELLS], in_list[MAX_CELLS], policy, i, rule_known;

    n = renju_allowed_points(g, list, MAX_CELLS);
    REQUIRE(n >= 0 && n <= s->size * s->size);
    memset(in_list, 0, sizeof in_list);
    for (i = 0; i < n; i++) {
        REQUIRE(list[i] >= 0 && list[i] < s->size * s->size);
        in_list[list[i]] = 1;
    }
    REQUIRE(renju_point_allowed(g, -1) == RENJU_ERANGE);
    REQUIRE(renju_option_get(g, RENJU_OPT_FOUL_POLICY, &policy) == RENJU_OK);
    /* black in renju after the first move, with the foul policy reject: the empty
     * points the map does not forbid */
    rule_known = s->action == RENJU_ACTION_PLAY && s->result == RENJU_ONGOING
        && renju_game_ruleset(g) == RENJU_RULES_RENJU && s->side == RENJU_BLACK
        && s->stone_count > 0 && policy == RENJU_FOUL_REJECT && s->nforbidden >= 0;
    REQUIRE(renju_game_clone(&c, g) == RENJU_OK);
    for (p = 0; p < s->size * s->size; p++) {
        allowed = renju_point_allowed(g, p);
        REQUIRE(allowed == 0 || allowed == 1);
        REQUIRE(allowed == in_list[p]);
        if (rule_known)
            REQUIRE(allowed == (s->stone[p] == RENJU_EMPTY && s->map[p] == RENJU_FORBID_NONE));
        if (s->action != RENJU_ACTION_PLAY && s->action != RENJU_ACTION_STONE) {
            REQUIRE(allowed == 0);
            continue;
        }
        rc = renju_play(c, p);
        if ((rc == RENJU_OK) != allowed)
            fprintf(stderr, "point %d: renju_play %d, renju_point_allowed %d\n", p, rc, allowed);
        REQUIRE((rc == RENJU_OK) == allowed);
        if (rc == RENJU_OK)
            REQUIRE(renju_undo(c) == RENJU_OK);
    }
    renju_game_free(c);
}

/* Play at p (or pass), undo, redo, undo: each step gives back the state it should. */
static void check_undo(renju_game *g, int p)
{
    state s0, s1, s2;
    int rc;

    take(g, &s0);
    rc = p == RENJU_PASS ? renju_pass(g) : renju_play(g, p);
    REQUIRE(renju_errcode(g) == rc);
    take(g, &s1);
    if (rc != RENJU_OK) {
        REQUIRE(same(&s0, &s1, "a failed play"));
    } else {
        REQUIRE(renju_undo(g) == RENJU_OK);
        take(g, &s2);
        REQUIRE(same(&s0, &s2, "play then undo"));
        release(&s2);
        REQUIRE(renju_redo(g) == RENJU_OK);
        take(g, &s2);
        REQUIRE(same(&s1, &s2, "undo then redo"));
        release(&s2);
        REQUIRE(renju_undo(g) == RENJU_OK);
        take(g, &s2);
        REQUIRE(same(&s0, &s2, "redo then undo"));
        release(&s2);
    }
    release(&s0);
    release(&s1);
}

/* A clone is the same game, and independent of the original. */
static void check_clone(renju_game *g, int p)
{
    renju_game *c = NULL;
    state s0, s1, s2;

    take(g, &s0);
    REQUIRE(renju_game_clone(&c, g) == RENJU_OK);
    REQUIRE(renju_game_ruleset(c) == renju_game_ruleset(g));
    take(c, &s1);
    REQUIRE(same(&s0, &s1, "a clone"));
    if (renju_play(c, p) == RENJU_OK || renju_pass(c) == RENJU_OK || renju_undo(c) == RENJU_OK) {
        take(g, &s2);
        REQUIRE(same(&s0, &s2, "the original after a change to its clone"));
        release(&s2);
    }
    release(&s0);
    release(&s1);
    renju_game_free(c);
}

/* Every format's record reads back to the same position and writes the same bytes. */
static void check_records(renju_game *g)
{
    state s0, s1;
    int format, rc, n;
    char *text, *again;
    renju_game *h;

    take(g, &s0);
    for (format = RENJU_FORMAT_MOVES; format <= RENJU_FORMAT_PSQ; format++) {
        text = export_text(g, format, &rc);
        if (!text) {
            /* only setup mode and what the format cannot hold */
            REQUIRE(rc == RENJU_EINVAL || (rc == RENJU_EPHASE && s0.in_setup));
            if (format == RENJU_FORMAT_SGF)
                REQUIRE(s0.in_setup);
            continue;
        }
        h = same_rules(g);
        n = renju_record_import(h, format, text, strlen(text), RENJU_IMPORT_RULES);
        if (n < 0)
            fprintf(stderr, "format %d: cannot read its own record: %s\n%s\n", format,
                    renju_errmsg(h), text);
        /* SGF stops after its game tree, before the final newline */
        REQUIRE(format == RENJU_FORMAT_SGF ? n > 0 && n <= (int)strlen(text)
                                           : n == (int)strlen(text));
        take(h, &s1);
        REQUIRE(renju_game_ruleset(h) == renju_game_ruleset(g));
        if (format == RENJU_FORMAT_SGF) {
            REQUIRE(same(&s0, &s1, "the SGF record read back"));
        } else {
            if (memcmp(s0.stone, s1.stone, sizeof s0.stone) != 0 || s0.side != s1.side
                || s0.stone_count != s1.stone_count)
                fprintf(stderr, "format %d: read back to another position\n%s\n", format, text);
            REQUIRE(memcmp(s0.stone, s1.stone, sizeof s0.stone) == 0);
            REQUIRE(s0.side == s1.side && s0.stone_count == s1.stone_count);
            REQUIRE(s0.nforbidden == s1.nforbidden
                    && memcmp(s0.map, s1.map, sizeof s0.map) == 0);
        }
        again = export_text(h, format, &rc);
        REQUIRE(again != NULL);
        if (strcmp(text, again) != 0)
            fprintf(stderr, "format %d written again differently:\n%s\n---\n%s\n", format,
                    text, again);
        REQUIRE(strcmp(text, again) == 0);
        free(again);
        free(text);
        release(&s1);
        renju_game_free(h);
    }
    release(&s0);
}

/* ------------------------------------------------------------ positions */

typedef struct window {
    int x0, y0, w;
} window;

/* A square of the board the stones go to: small windows make dense shapes. */
static window pick_window(input *in, int size)
{
    window win;
    int cx = byte(in) % size, cy = byte(in) % size;

    win.w = 3 + byte(in) % (size - 2);   /* 3 .. size */
    win.x0 = cx - win.w / 2;
    win.y0 = cy - win.w / 2;
    if (win.x0 < 0)
        win.x0 = 0;
    if (win.y0 < 0)
        win.y0 = 0;
    if (win.x0 > size - win.w)
        win.x0 = size - win.w;
    if (win.y0 > size - win.w)
        win.y0 = size - win.w;
    return win;
}

static int window_point(input *in, const window *win, int size)
{
    int v = byte(in);
    int x = win->x0 + (v & 15) % win->w, y = win->y0 + (v >> 4) % win->w;
    return y * size + x;
}

static renju_game *new_game(int ruleset, int size, int reading, int policy)
{
    renju_game *g = NULL;

    REQUIRE(renju_game_new(&g, ruleset, size) == RENJU_OK);
    REQUIRE(renju_option_set(g, RENJU_OPT_THREE_READING, reading) == RENJU_OK);
    REQUIRE(renju_option_set(g, RENJU_OPT_FOUL_POLICY, policy) == RENJU_OK);
    return g;
}

/* Stones of both colours in setup mode, the same in every game of games[]; 1 if the
 * position was accepted (else the games are reset to the empty board). */
static int set_up(renju_game **games, int ngames, input *in, int size)
{
    window win = pick_window(in, size);
    int nstones = byte(in) % (MAX_STONES + 1), i, k, p, colour, side, ok = 1, rc;

    for (k = 0; k < ngames; k++)
        REQUIRE(renju_setup_begin(games[k]) == RENJU_OK);
    for (i = 0; i < nstones && in->n > 0; i++) {
        colour = byte(in);
        p = window_point(in, &win, size);
        colour = colour % 5 == 0 ? RENJU_EMPTY : colour & 1 ? RENJU_BLACK : RENJU_WHITE;
        for (k = 0; k < ngames; k++)
            REQUIRE(renju_setup_put(games[k], p, colour) == RENJU_OK);
        check_kept_map(games[0]);
    }
    side = byte(in) & 1 ? RENJU_WHITE : RENJU_BLACK;
    for (k = 0; k < ngames; k++) {
        REQUIRE(renju_setup_side(games[k], side) == RENJU_OK);
        if (k == 0) {
            state s;
            /* the map in setup mode, where it is given, agrees too */
            take(games[k], &s);
            check_map(games[k], &s);
            release(&s);
        }
        rc = renju_setup_end(games[k]);
        REQUIRE(rc == RENJU_OK || rc == RENJU_EPOSITION);
        REQUIRE(rc == (k == 0 ? rc : ok ? RENJU_OK : RENJU_EPOSITION));
        if (rc != RENJU_OK) {
            ok = 0;
            REQUIRE(renju_in_setup(games[k]));
        }
    }
    if (!ok)
        for (k = 0; k < ngames; k++)
            REQUIRE(renju_game_reset(games[k]) == RENJU_OK);
    return ok;
}

/* Moves, passes and take-backs decoded from the input. */
static void play_moves(renju_game *g, input *in, int size)
{
    window win = pick_window(in, size);
    int i, op, rc, centre;

    /* where black's first stone must go on the centre, put it there */
    REQUIRE(renju_option_get(g, RENJU_OPT_CENTRE_FIRST, &centre) == RENJU_OK);
    if (centre && renju_stone_count(g) == 0 && (byte(in) & 1))
        REQUIRE(renju_play(g, (size / 2) * size + size / 2) == RENJU_OK);

    for (i = 0; i < MAX_ACTIONS && in->n > 0 && renju_result(g) == RENJU_ONGOING; i++) {
        op = byte(in);
        if (op >= 250) {
            rc = renju_pass(g);
        } else if (op >= 240) {
            rc = renju_undo(g);
        } else {
            rc = renju_play(g, window_point(in, &win, size));
        }
        REQUIRE(renju_errcode(g) == rc);
        check_kept_map(g);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    input in = { data, size };
    renju_game *g[2] = { NULL, NULL };
    int head, ruleset, bsize, reading, policy, setup, i, p, cells;
    state s;

    if (size < 2)
        return 0;
    head = byte(&in);
    ruleset = rulesets[head & 3];
    reading = (head >> 2) & 1;
    policy = (head >> 3) & 1;
    setup = (head >> 4) & 1;
    bsize = byte(&in);
    if (ruleset == RENJU_RULES_RENJU || ruleset == RENJU_RULES_FIVE_IN_A_ROW)
        bsize = 15;
    else
        bsize = RENJU_MIN_SIZE + bsize % (RENJU_MAX_SIZE - RENJU_MIN_SIZE + 1);
    cells = bsize * bsize;

    g[0] = new_game(ruleset, bsize, reading, policy);
    if (setup) {
        /* the same position in both readings */
        g[1] = new_game(ruleset, bsize, !reading, policy);
        set_up(g, 2, &in, bsize);
        take(g[1], &s);
        check_map(g[1], &s);
        release(&s);
        renju_game_free(g[1]);
    }
    play_moves(g[0], &in, bsize);

    take(g[0], &s);
    check_map(g[0], &s);
    check_allowed(g[0], &s);
    release(&s);
    check_records(g[0]);
    for (i = 0; i < MAX_TRIES && in.n > 0; i++) {
        p = byte(&in);
        p = p == 255 ? RENJU_PASS : (p << 8 | byte(&in)) % cells;
        check_undo(g[0], p);
    }
    check_clone(g[0], cells / 2);
    renju_game_free(g[0]);
    return 0;
}
