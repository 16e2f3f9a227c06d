/* SPDX-License-Identifier: MIT */
/*
 * fuzz_game.c - drives one game with an arbitrary sequence of calls decoded from the
 * input and checks, after every call, what the header promises: the stone count
 * matches the board, the side to move follows the moves, the forbidden map matches the
 * point-by-point check, a failed call changes nothing and records its error, undo
 * brings back exactly the earlier state and redo the later one.  A broken promise
 * aborts (the fuzzer's doing, never the library's).
 *
 * The first bytes choose the rule set, the size and the options; then each call takes
 * one byte for the operation and a few for its arguments.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "fuzz_common.h"

#define MAX_CELLS (RENJU_MAX_SIZE * RENJU_MAX_SIZE)
#define MAX_MOVES (2 * MAX_CELLS + 2)
#define MAX_STEPS 2000

typedef struct state {
    int ruleset, size;
    signed char stone[MAX_CELLS];
    int side, move_count, stone_count;
    int nmoves, moves[MAX_MOVES];
    int last_move;
    int result, reason;
    int nline, line[RENJU_MAX_SIZE];
    int foul_kind, foul_point;
    int draw_offered, in_setup;
    int option[RENJU_OPT_OPENING_N + 1];
    /* the opening (renju_rules(7), OPENING RULES) */
    int action, player, colour, player_colour[3], colours_final;
    int nallowed, allowed[MAX_CELLS];
    int offer_rc, offer_min, offer_max;
    int noffers, offers[RENJU_MAX_OFFERS];
    int opening_index;
    /* the record, tags included (renju_rules(7), GAME RECORDS) */
    int sgf_len;
    uint64_t sgf_hash;
} state;

static int word(input *in)
{
    int hi = byte(in);
    return (int)(int16_t)(uint16_t)(hi << 8 | byte(in));
}

static uint64_t hash_bytes(const void *p, size_t n)
{
    const unsigned char *b = p;
    uint64_t h = 1469598103934665603ull;
    size_t i;

    for (i = 0; i < n; i++)
        h = (h ^ b[i]) * 1099511628211ull;
    return h;
}

/* The whole observable state, through the public API.  The queries overwrite the
 * error record, so it is read (and checked) before. */
static void take(renju_game *g, state *s)
{
    int p, o, n;

    memset(s, 0, sizeof *s);
    s->ruleset = renju_game_ruleset(g);
    s->size = renju_game_size(g);
    REQUIRE(s->size >= RENJU_MIN_SIZE && s->size <= RENJU_MAX_SIZE);
    for (p = 0; p < s->size * s->size; p++) {
        s->stone[p] = (signed char)renju_stone(g, p);
        REQUIRE(s->stone[p] >= RENJU_EMPTY && s->stone[p] <= RENJU_WHITE);
    }
    s->side = renju_side_to_move(g);
    s->move_count = renju_move_count(g);
    s->stone_count = renju_stone_count(g);
    n = renju_moves(g, NULL, 0);
    REQUIRE(n >= 0 && n <= MAX_MOVES);
    s->nmoves = renju_moves(g, s->moves, MAX_MOVES);
    REQUIRE(s->nmoves == n);
    s->last_move = renju_last_move(g);
    s->result = renju_result(g);
    s->reason = renju_result_reason(g);
    s->nline = renju_winning_line(g, s->line, RENJU_MAX_SIZE);
    REQUIRE(s->nline >= 0);
    REQUIRE(renju_result_foul(g, &s->foul_kind, &s->foul_point) == RENJU_OK);
    s->draw_offered = renju_draw_offered(g);
    s->in_setup = renju_in_setup(g);
    for (o = RENJU_OPT_FOUL_POLICY; o <= RENJU_OPT_OPENING_N; o++)
        REQUIRE(renju_option_get(g, o, &s->option[o]) == RENJU_OK);

    s->action = renju_expected_action(g);
    s->player = renju_expected_player(g);
    s->colour = renju_expected_colour(g);
    s->player_colour[RENJU_PLAYER_FIRST] = renju_player_colour(g, RENJU_PLAYER_FIRST);
    s->player_colour[RENJU_PLAYER_SECOND] = renju_player_colour(g, RENJU_PLAYER_SECOND);
    s->colours_final = renju_colours_final(g);
    n = renju_allowed_points(g, NULL, 0);
    REQUIRE(n >= 0 && n <= MAX_CELLS);
    s->nallowed = renju_allowed_points(g, s->allowed, MAX_CELLS);
    REQUIRE(s->nallowed == n);
    s->offer_rc = renju_offer_bounds(g, &s->offer_min, &s->offer_max);
    REQUIRE(s->offer_rc == RENJU_OK || s->offer_rc == RENJU_EPHASE);
    n = renju_offers(g, NULL, 0);
    REQUIRE(n >= 0 && n <= RENJU_MAX_OFFERS);
    s->noffers = renju_offers(g, s->offers, RENJU_MAX_OFFERS);
    REQUIRE(s->noffers == n);
    s->opening_index = renju_opening_index(g);
    REQUIRE(s->opening_index >= 0 && s->opening_index <= RENJU_OPENINGS);

    n = renju_record_export(g, RENJU_FORMAT_SGF, NULL, 0);
    s->sgf_len = n;
    if (n > 0) {
        char *text = malloc((size_t)n);
        REQUIRE(text != NULL);
        REQUIRE(renju_record_export(g, RENJU_FORMAT_SGF, text, (size_t)n) == n - 1);
        REQUIRE(text[n - 1] == '\0' && strlen(text) == (size_t)n - 1);
        s->sgf_hash = hash_bytes(text, (size_t)n);
        free(text);
    } else {
        /* setup mode, or a game the format cannot hold (opening actions) */
        REQUIRE((n == RENJU_EPHASE && s->in_setup) || n == RENJU_EINVAL);
    }
}

/* The digest undo and redo compare: everything but the record, whose tags are not
 * part of the history (renju_tag_set() is not undone). */
static uint64_t digest(const state *s)
{
    state t = *s;

    t.sgf_len = 0;
    t.sgf_hash = 0;
    return hash_bytes(&t, sizeof t);
}

static int same(const state *a, const state *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

/* What the fuzzer knows beside the game: the colour that moved first since the start
 * or the setup, the stones that were there then, and the states undo and redo must
 * bring back. */
typedef struct model {
    int base_side, base_stones, setup_side;
    uint64_t undo[MAX_STEPS + 1];  /* undo[i]: the state after i actions */
    int nundo;                     /* actions that can be undone */
    uint64_t redo[MAX_STEPS + 1];
    int nredo;
} model;

static void model_start(model *m, const state *s)
{
    m->base_side = s->side;
    m->base_stones = s->stone_count;
    m->undo[0] = digest(s);
    m->nundo = 0;
    m->nredo = 0;
}

/* Line points: consecutive along one direction, all of the winner's colour. */
static void check_line(const state *s)
{
    int i, dc, dr, colour;

    if (s->nline == 0)
        return;
    REQUIRE(s->reason == RENJU_REASON_FIVE || s->reason == RENJU_REASON_OVERLINE);
    REQUIRE(s->nline >= 5 && (s->reason == RENJU_REASON_FIVE) == (s->nline == 5));
    colour = s->result == RENJU_BLACK_WINS ? RENJU_BLACK : RENJU_WHITE;
    dc = s->line[1] % s->size - s->line[0] % s->size;
    dr = s->line[1] / s->size - s->line[0] / s->size;
    /* one step along one of the four directions, either way round */
    REQUIRE(dc >= -1 && dc <= 1 && dr >= -1 && dr <= 1 && (dc || dr));
    for (i = 0; i < s->nline; i++) {
        REQUIRE(s->line[i] >= 0 && s->line[i] < s->size * s->size);
        REQUIRE(s->stone[s->line[i]] == colour);
        if (i > 0) {
            REQUIRE(s->line[i] % s->size - s->line[i - 1] % s->size == dc);
            REQUIRE(s->line[i] / s->size - s->line[i - 1] / s->size == dr);
        }
    }
}

/* The result, its reason, line and foul agree with each other and with the board. */
static void check_result(const state *s)
{
    int cells = s->size * s->size;

    REQUIRE(s->result >= RENJU_ONGOING && s->result <= RENJU_DRAW);
    REQUIRE((s->result == RENJU_ONGOING) == (s->reason == RENJU_REASON_NONE));
    check_line(s);
    if (s->reason == RENJU_REASON_FIVE || s->reason == RENJU_REASON_OVERLINE)
        REQUIRE(s->nline >= 5);
    REQUIRE((s->reason == RENJU_REASON_FOUL) == (s->foul_kind != RENJU_FORBID_NONE));
    if (s->reason == RENJU_REASON_FOUL) {
        REQUIRE(s->result == RENJU_WHITE_WINS);
        REQUIRE(s->foul_point == s->last_move && s->stone[s->foul_point] == RENJU_BLACK);
    } else {
        REQUIRE(s->foul_point == RENJU_NO_POINT);
    }
    REQUIRE(s->reason >= RENJU_REASON_NONE && s->reason <= RENJU_REASON_FORFEIT);
    if (s->reason == RENJU_REASON_TIME || s->reason == RENJU_REASON_FORFEIT)
        REQUIRE(s->result == RENJU_BLACK_WINS || s->result == RENJU_WHITE_WINS);
    if (s->reason == RENJU_REASON_FULL_BOARD)
        REQUIRE(s->stone_count == cells);
    if (s->reason == RENJU_REASON_MOVE_LIMIT)
        REQUIRE(s->option[RENJU_OPT_MOVE_LIMIT] > 0
                && s->stone_count >= s->option[RENJU_OPT_MOVE_LIMIT]);
    REQUIRE(s->draw_offered == 0 || s->draw_offered == 1);
    if (s->draw_offered)
        REQUIRE(s->result == RENJU_ONGOING && s->nmoves > 0);
}

/* What the opening expects agrees with itself (renju_rules(7), OPENING RULES). */
static void check_opening(const state *s)
{
    int i, j, cells = s->size * s->size;

    REQUIRE(s->action >= RENJU_ACTION_NONE && s->action <= RENJU_ACTION_SWAP2);
    REQUIRE((s->action == RENJU_ACTION_NONE) == (s->player == RENJU_PLAYER_NONE));
    if (s->in_setup || s->result != RENJU_ONGOING)
        REQUIRE(s->action == RENJU_ACTION_NONE);
    REQUIRE(s->player_colour[1] == RENJU_BLACK || s->player_colour[1] == RENJU_WHITE);
    REQUIRE(s->player_colour[2] == 3 - s->player_colour[1]);
    REQUIRE(s->colours_final == 0 || s->colours_final == 1);
    if (s->action == RENJU_ACTION_PLAY || s->action == RENJU_ACTION_STONE)
        REQUIRE(s->colour == s->side);
    for (i = 0; i < s->nallowed; i++) {
        REQUIRE(s->allowed[i] >= 0 && s->allowed[i] < cells);
        REQUIRE(s->stone[s->allowed[i]] == RENJU_EMPTY);
        for (j = 0; j < i; j++)
            REQUIRE(s->allowed[j] != s->allowed[i]);
    }
    if (s->action != RENJU_ACTION_PLAY && s->action != RENJU_ACTION_STONE
        && s->action != RENJU_ACTION_OFFERS && s->action != RENJU_ACTION_CHOOSE_OFFER)
        REQUIRE(s->nallowed == 0);
    if (s->offer_rc == RENJU_OK)
        REQUIRE(s->offer_min >= 1 && s->offer_min <= s->offer_max
                && s->offer_max <= RENJU_MAX_OFFERS);
    for (i = 0; i < s->noffers; i++)
        REQUIRE(s->offers[i] >= 0 && s->offers[i] < cells);
}

static void check_invariants(renju_game *g, const state *s, const model *m)
{
    unsigned char map[MAX_CELLS];
    int p, n = 0, stones = 0, k, placed = 0, cells = s->size * s->size;

    for (p = 0; p < cells; p++)
        stones += s->stone[p] != RENJU_EMPTY;
    REQUIRE(stones == s->stone_count);
    REQUIRE(s->nmoves == s->move_count);
    REQUIRE(s->last_move == (s->nmoves ? s->moves[s->nmoves - 1] : RENJU_NO_POINT));
    REQUIRE(s->side == RENJU_BLACK || s->side == RENJU_WHITE);
    if (!s->in_setup) {
        /* every move, stone or pass, hands the turn over */
        REQUIRE(s->side == ((s->move_count % 2) ? 3 - m->base_side : m->base_side));
        for (k = 0; k < s->nmoves; k++) {
            if (s->moves[k] == RENJU_PASS)
                continue;
            REQUIRE(s->moves[k] >= 0 && s->moves[k] < cells);
            REQUIRE(s->stone[s->moves[k]] == ((k % 2) ? 3 - m->base_side : m->base_side));
            placed++;
        }
        REQUIRE(m->base_stones + placed == s->stone_count);
    }

    /* during setup the stones change under a result that stands until setup ends */
    if (!s->in_setup)
        check_result(s);

    /* the map and the point-by-point answers agree */
    memset(map, 0xee, sizeof map);
    k = renju_forbidden_map(g, map, sizeof map);
    REQUIRE(k >= 0 && renju_errcode(g) == RENJU_OK);
    for (p = 0; p < cells; p++) {
        int f;

        if (s->stone[p] != RENJU_EMPTY) {
            REQUIRE(map[p] == RENJU_FORBID_NONE);
            REQUIRE(renju_forbidden(g, p) == RENJU_EOCCUPIED);
            continue;
        }
        f = renju_forbidden(g, p);
        REQUIRE(f >= RENJU_FORBID_NONE && f <= RENJU_FORBID_DOUBLE_THREE);
        REQUIRE(map[p] == f);
        n += f != RENJU_FORBID_NONE;
    }
    REQUIRE(n == k);
    if (s->reason == RENJU_REASON_NO_LEGAL_POINT && !s->in_setup)
        REQUIRE(n + s->stone_count == cells);
    check_opening(s);
}

/* A failed call: its code recorded with a message, nothing else changed. */
static void check_failure(renju_game *g, int rc, const state *before)
{
    state after;

    REQUIRE(rc < 0);
    REQUIRE(renju_errcode(g) == rc);
    REQUIRE(renju_errmsg(g) != NULL && renju_errmsg(g)[0] != '\0');
    REQUIRE(strcmp(renju_strerror(rc), "unknown error code") != 0);
    take(g, &after);
    REQUIRE(same(before, &after));
}

static void check_success(renju_game *g, int rc)
{
    REQUIRE(rc >= 0);
    REQUIRE(renju_errcode(g) == RENJU_OK);
    REQUIRE(renju_errmsg(g) != NULL && renju_errmsg(g)[0] == '\0');
}

/* A point from the input: mostly an empty point of the board, sometimes any value. */
static int pick_point(input *in, const state *s)
{
    int a = byte(in), cells = s->size * s->size, k, p;

    if (a < 0xe0) {
        int nempty = cells - s->stone_count;
        if (nempty == 0)
            return a % cells;
        k = a % nempty;
        for (p = 0; p < cells; p++)
            if (s->stone[p] == RENJU_EMPTY && k-- == 0)
                return p;
    }
    switch (a & 7) {
    case 0: return RENJU_PASS;
    case 1: return RENJU_NO_POINT;
    case 2: return -1;
    case 3: return cells;
    case 4: return word(in);
    default: return byte(in) % cells;
    }
}

enum {
    OP_PLAY, OP_PASS, OP_UNDO, OP_REDO, OP_RESIGN, OP_OFFER, OP_ACCEPT, OP_DECLINE,
    OP_SETUP_BEGIN, OP_SETUP_PUT, OP_SETUP_SIDE, OP_SETUP_END, OP_CLONE, OP_RESET,
    OP_SET_OPTION, OP_QUERY, OP_PARSE,
    OP_SWAP, OP_DECLARE, OP_PROPOSE, OP_CHOOSE_OFFER, OP_BRANCH, OP_COLOUR, OP_SWAP2,
    OP_PLAY_AS, OP_PLAY_ALLOWED, OP_SET_TAG, OP_RECORD, OP_FORFEIT, OP_COUNT
};

/* The acting player: mostly the one expected, sometimes anyone or no one. */
static int pick_player(input *in, const state *s)
{
    int a = byte(in);

    return a < 0xc0 && s->player != RENJU_PLAYER_NONE ? s->player : a % 4;
}

/* A new game with the rule set, size and options of s. */
static renju_game *game_like(const state *s)
{
    renju_game *g = NULL;
    int o;

    REQUIRE(renju_game_new(&g, s->ruleset, s->size) == RENJU_OK);
    for (o = RENJU_OPT_FOUL_POLICY; o <= RENJU_OPT_OPENING_N; o++)
        REQUIRE(renju_option_set(g, o, s->option[o]) == RENJU_OK);
    return g;
}

/* Export in a format; read it back into a fresh game with the same rules and write it
 * again: the same bytes (renju.h), and a failed import changes nothing. */
static void record_round_trip(renju_game *g, input *in, const state *s)
{
    int format = byte(in) % 3, n, m, rc;
    char *text, *again;
    renju_game *h;
    state before, after;

    n = renju_record_export(g, format, NULL, 0);
    if (n < 0) {
        REQUIRE(n == renju_errcode(g) && (n == RENJU_EINVAL || n == RENJU_EPHASE));
        return;
    }
    text = malloc((size_t)n);
    REQUIRE(text != NULL);
    if (n > 1)
        REQUIRE(renju_record_export(g, format, text, (size_t)n - 1) == RENJU_EBUFSIZE);
    REQUIRE(renju_record_export(g, format, text, (size_t)n) == n - 1);

    h = game_like(s);
    if (format == RENJU_FORMAT_PSQ)  /* .psq holds the stones only, not the opening's
                                        choices: read it as free play */
        REQUIRE(renju_option_set(h, RENJU_OPT_OPENING, RENJU_OPENING_NONE) == RENJU_OK);
    take(h, &before);
    rc = renju_record_import(h, format, text, (size_t)n - 1, 0);
    if (rc < 0) {
        fprintf(stderr, "import of its own export failed: %s\n%s\n", renju_errmsg(h), text);
        REQUIRE(rc >= 0);
    }
    m = renju_record_export(h, format, NULL, 0);
    REQUIRE(m > 0);
    again = malloc((size_t)m);
    REQUIRE(again != NULL);
    REQUIRE(renju_record_export(h, format, again, (size_t)m) == m - 1);
    if (m != n || strcmp(text, again) != 0) {
        fprintf(stderr, "written again differently:\n%s\n%s\n", text, again);
        REQUIRE(0);
    }
    /* the same game again, truncated: it fails without a change, or reads a prefix */
    take(h, &before);
    rc = renju_record_import(h, format, text, (size_t)(byte(in) % n), byte(in) % 4);
    if (rc < 0 && renju_errcode(h) == rc) {
        take(h, &after);
        if (!same(&before, &after)) {
            /* RENJU_IMPORT_PARTIAL keeps what was read before an illegal action */
            REQUIRE(rc != RENJU_EPARSE);
        }
    }
    renju_game_free(h);
    free(again);
    free(text);
}

/* Queries with arbitrary arguments: either an answer or a recorded error, and the
 * game unchanged in both cases. */
static void query(renju_game *g, input *in, const state *s)
{
    int q = byte(in) % 20, a = word(in), b = word(in), rc, lo, hi, v;
    int buf[MAX_MOVES];
    char text[16];
    unsigned char map[MAX_CELLS];
    state after;

    switch (q) {
    case 0: {
        int cells = s->size * s->size, cap = (int)((unsigned)b >> 1 & 0x1ff), p;

        rc = renju_stone(g, a);
        if (a >= 0 && a < cells)
            REQUIRE(rc == s->stone[a] && renju_errcode(g) == RENJU_OK);
        else
            REQUIRE(rc == RENJU_ERANGE && renju_errcode(g) == RENJU_ERANGE);
        /* the whole board at once */
        memset(map, 0xee, sizeof map);
        rc = renju_board(g, (b & 1) ? map : NULL, (size_t)cap);
        if (!(b & 1))
            REQUIRE(rc == (cap == 0 ? cells : RENJU_EINVAL));
        else
            REQUIRE(rc == (cap < cells ? RENJU_EBUFSIZE : cells));
        REQUIRE(renju_errcode(g) == (rc < 0 ? rc : RENJU_OK));
        for (p = 0; p < (int)sizeof map; p++)
            REQUIRE(rc > 0 && (b & 1) && p < cells ? map[p] == s->stone[p] : map[p] == 0xee);
        break;
    }
    case 1:
        rc = renju_point(g, a, b);
        if (a >= 0 && b >= 0 && a < s->size && b < s->size) {
            REQUIRE(rc == b * s->size + a);
            REQUIRE(renju_point_column(g, rc) == a && renju_point_row(g, rc) == b);
        } else {
            REQUIRE(rc == RENJU_ERANGE && renju_errcode(g) == RENJU_ERANGE);
        }
        break;
    case 2:
        rc = renju_point_format(g, a, text, (size_t)(b & 15));
        if (rc >= 0) {
            int back = -1;
            REQUIRE((size_t)rc == strlen(text));
            REQUIRE(renju_point_parse(g, text, &back) == RENJU_OK && back == a);
        } else {
            REQUIRE(renju_errcode(g) == rc);
        }
        break;
    case 3:
        rc = renju_moves(g, buf, (size_t)(b & 0x3ff));
        REQUIRE(rc == (s->nmoves <= (b & 0x3ff) ? s->nmoves : RENJU_EBUFSIZE));
        break;
    case 4:
        rc = renju_winning_line(g, buf, (size_t)(b & 7));
        REQUIRE(rc == (s->nline <= (b & 7) ? s->nline : RENJU_EBUFSIZE));
        break;
    case 5:
        rc = renju_forbidden(g, a);
        REQUIRE(rc == renju_errcode(g) || renju_errcode(g) == RENJU_OK);
        break;
    case 6:
        rc = renju_forbidden_map(g, (b & 1) ? map : NULL, (size_t)(a & 0x1ff));
        REQUIRE(rc >= 0 || rc == renju_errcode(g));
        break;
    case 7:
        rc = renju_option_bounds(g, a, &lo, &hi);
        if (rc == RENJU_OK) {
            REQUIRE(renju_option_get(g, a, &v) == RENJU_OK && v >= lo && v <= hi);
        } else {
            REQUIRE(rc == RENJU_EINVAL && renju_option_get(g, a, &v) == RENJU_EINVAL);
        }
        break;
    case 8:
        rc = renju_point_format(g, a, NULL, 0);
        REQUIRE(rc > 0 || rc == renju_errcode(g));
        break;
    case 9:
        rc = renju_option_get(g, a, NULL);
        REQUIRE(rc == RENJU_EINVAL && renju_errcode(g) == RENJU_EINVAL);
        break;
    case 10:
        rc = renju_point_allowed(g, a);
        if (a >= 0 && a < s->size * s->size) {
            int i, in_list = 0;
            for (i = 0; i < s->nallowed; i++)
                in_list |= s->allowed[i] == a;
            REQUIRE(rc == in_list);
        } else {
            REQUIRE(rc == RENJU_ERANGE);
        }
        break;
    case 11: {
        /* a point the game allows takes a stone, one it does not refuses it */
        renju_game *c = NULL;
        int p = (unsigned)a % (unsigned)(s->size * s->size);

        if (s->action != RENJU_ACTION_STONE && s->action != RENJU_ACTION_PLAY)
            break;
        REQUIRE(renju_game_clone(&c, g) == RENJU_OK);
        if (b & 1 && s->nallowed > 0)
            p = s->allowed[(unsigned)b % (unsigned)s->nallowed];
        rc = renju_play(c, p);
        REQUIRE((rc == RENJU_OK) == (renju_point_allowed(g, p) == 1));
        renju_game_free(c);
        break;
    }
    case 12:
        rc = renju_symmetry_point(g, b & 15, a);
        if (rc >= 0) {
            REQUIRE((b & 15) < RENJU_SYMMETRIES && rc < s->size * s->size);
            REQUIRE(renju_stone(g, rc) >= 0);
        }
        break;
    case 13:
        rc = renju_offers_equivalent(g, a, b);
        REQUIRE(rc == 0 || rc == 1 || rc == renju_errcode(g));
        if (rc >= 0)
            REQUIRE(renju_offers_equivalent(g, b, a) == rc);
        break;
    case 14:
        rc = renju_opening_identify(g, a, b, word(in), &v);
        REQUIRE(rc >= 0 ? rc <= RENJU_OPENINGS : rc == renju_errcode(g));
        break;
    case 15:
        rc = renju_opening_points(g, a, b, buf, (size_t)(byte(in) % 5));
        if (rc >= 0) {
            REQUIRE(rc == 3 && a >= 1 && a <= RENJU_OPENINGS);
            REQUIRE(renju_opening_identify(g, buf[0], buf[1], buf[2], &v) == a);
            REQUIRE(renju_opening_name(a) != NULL && renju_opening_kanji(a) != NULL);
            REQUIRE(renju_opening_direct(a) == (a <= 13));
        } else {
            REQUIRE(rc == renju_errcode(g));
        }
        break;
    case 16: {
        const char *name = renju_tag_name(a & 31);
        char value[64];

        rc = renju_tag_get(g, name ? name : "XX", value, (size_t)(b & 63));
        REQUIRE(rc >= 0 ? name != NULL && (size_t)rc == strlen(value) : rc == renju_errcode(g));
        break;
    }
    case 17: {
        /* the board as text: one line a row and the letters, each mark where it
         * belongs; unknown flags refused */
        char drawing[1024];
        int flags = a & 15, need, row, col, c;
        const char *line;

        REQUIRE(renju_record_error_position(g, &lo, &hi, &v) >= 0);
        need = renju_board_text(g, flags, NULL, 0);
        if (flags & ~(RENJU_TEXT_FORBIDDEN | RENJU_TEXT_LAST | RENJU_TEXT_OFFERS)) {
            REQUIRE(need == RENJU_EINVAL && renju_errcode(g) == RENJU_EINVAL);
            break;
        }
        REQUIRE(need > 0 && need <= (int)sizeof drawing);
        memset(drawing, 0x55, sizeof drawing);
        rc = renju_board_text(g, flags, drawing, (size_t)(b & 1023));
        if ((b & 1023) < need) {
            REQUIRE(rc == RENJU_EBUFSIZE && renju_errcode(g) == RENJU_EBUFSIZE);
            REQUIRE(drawing[0] == 0x55);
            break;
        }
        REQUIRE(rc == need - 1 && (size_t)rc == strlen(drawing));
        for (row = s->size - 1, line = drawing; row >= 0; row--) {
            REQUIRE(atoi(line) == row + 1);
            for (col = 0; col < s->size; col++) {
                c = line[3 + 2 * col];
                switch (s->stone[row * s->size + col]) {
                case RENJU_BLACK: REQUIRE(c == 'X'); break;
                case RENJU_WHITE: REQUIRE(c == 'O'); break;
                default: REQUIRE(c == '.' || c == 'x' || c == '?'); break;
                }
            }
            line = strchr(line, '\n');
            REQUIRE(line != NULL);
            line++;
        }
        REQUIRE(strlen(line) == (size_t)(2 * s->size + 3) && line[3] == 'a');
        break;
    }
    case 18:
        rc = renju_shape(g, a, b & 3, word(in) & 7);
        REQUIRE(rc >= 0 ? rc <= RENJU_SHAPE_FALSE_THREE : rc == renju_errcode(g));
        rc = renju_shape_keys(g, a, b & 3, byte(in) & 7, buf, buf + 64, (size_t)(b & 63));
        REQUIRE(rc >= 0 || rc == renju_errcode(g));
        rc = renju_shape_stones(g, a, b & 3, byte(in) & 7, buf, (size_t)(b & 31));
        REQUIRE(rc >= 0 ? rc <= (b & 31) : rc == renju_errcode(g));
        break;
    default: {
        char sentence[512];

        rc = renju_explain(g, a, sentence, (size_t)(b & 511));
        REQUIRE(rc >= 0 ? (size_t)rc == strlen(sentence) : rc == renju_errcode(g));
        break;
    }
    }
    take(g, &after);
    REQUIRE(same(s, &after));
}

/* Parsing text from the input: the point it names, or an error and no change. */
static void parse(renju_game *g, input *in, const state *s)
{
    char text[8], back[16];
    int len = byte(in) % 8, i, p = -7, rc;
    state after;

    for (i = 0; i < len; i++)
        text[i] = (char)byte(in);
    text[len] = '\0';
    rc = renju_point_parse(g, text, &p);
    if (rc == RENJU_OK) {
        REQUIRE(p == RENJU_PASS || (p >= 0 && p < s->size * s->size));
        REQUIRE(renju_point_format(g, p, back, sizeof back) > 0);
        if (p != RENJU_PASS)
            for (i = 0; text[i]; i++)
                REQUIRE(back[i] == text[i] || back[i] == text[i] - 'A' + 'a');
    } else {
        REQUIRE(p == -7 && renju_errcode(g) == rc);
    }
    take(g, &after);
    REQUIRE(same(s, &after));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static model m;
    input in = { data, size };
    renju_game *g = NULL, *copy;
    state before, after;
    int ruleset, bsize, o, rc, step, op, p, undoable, value;
    int trace = getenv("FUZZ_TRACE") != NULL;  /* to read what a crashing input does */

    ruleset = byte(&in) % 4;
    bsize = 5 + byte(&in) % 16;
    if (ruleset == RENJU_RULES_RENJU || ruleset == RENJU_RULES_FIVE_IN_A_ROW)
        bsize = 15;
    REQUIRE(renju_game_new(&g, ruleset, bsize) == RENJU_OK && g);
    for (o = RENJU_OPT_FOUL_POLICY; o <= RENJU_OPT_OPENING_N; o++) {
        value = byte(&in);
        if (o == RENJU_OPT_MOVE_LIMIT)
            value = value < 128 ? 0 : value - 128;
        else if (o == RENJU_OPT_OPENING)
            value %= 9;
        else if (o != RENJU_OPT_OPENING_N)
            value %= 2;
        renju_option_set(g, o, value);
    }
    take(g, &before);
    model_start(&m, &before);
    check_invariants(g, &before, &m);

    for (step = 0; step < MAX_STEPS && in.n > 0; step++) {
        take(g, &before);
        op = byte(&in) % OP_COUNT;
        undoable = 0;
        switch (op) {
        case OP_PLAY:
            rc = renju_play(g, pick_point(&in, &before));
            undoable = 1;
            break;
        case OP_PASS:
            rc = renju_pass(g);
            undoable = 1;
            break;
        case OP_UNDO:
            rc = renju_undo(g);
            break;
        case OP_REDO:
            rc = renju_redo(g);
            break;
        case OP_RESIGN:
            rc = renju_resign(g, byte(&in) % 4);
            undoable = 1;
            break;
        case OP_FORFEIT:
            /* reasons around the two valid ones, to reach the error paths too */
            value = byte(&in) % 4;
            rc = renju_forfeit(g, value, RENJU_REASON_MOVE_LIMIT + byte(&in) % 4);
            undoable = 1;
            break;
        case OP_OFFER:
            rc = renju_offer_draw(g, pick_point(&in, &before));
            undoable = 1;
            break;
        case OP_ACCEPT:
            rc = renju_accept_draw(g);
            undoable = 1;
            break;
        case OP_DECLINE:
            rc = renju_decline_draw(g);
            undoable = 1;
            break;
        case OP_SETUP_BEGIN:
            rc = renju_setup_begin(g);
            break;
        case OP_SETUP_PUT:
            p = pick_point(&in, &before);
            if (byte(&in) & 1)  /* also take stones away */
                p = byte(&in) % (before.size * before.size);
            rc = renju_setup_put(g, p, byte(&in) % 4);
            break;
        case OP_SETUP_SIDE:
            rc = renju_setup_side(g, byte(&in) % 4);
            break;
        case OP_SETUP_END:
            rc = renju_setup_end(g);
            break;
        case OP_CLONE:
            copy = NULL;
            rc = renju_game_clone(&copy, g);
            REQUIRE(rc == RENJU_OK && copy != NULL);
            check_success(g, rc);
            check_success(copy, rc);
            take(copy, &after);
            REQUIRE(same(&before, &after));
            /* go on with the copy, which must carry the history for undo and redo */
            renju_game_free(g);
            g = copy;
            break;
        case OP_RESET:
            rc = renju_game_reset(g);
            break;
        case OP_SET_OPTION:
            o = byte(&in) % 9;
            rc = renju_option_set(g, o, byte(&in) % 10);
            break;
        case OP_SWAP:
            rc = renju_swap(g, pick_player(&in, &before), byte(&in) % 3);
            undoable = 1;
            break;
        case OP_DECLARE:
            p = pick_player(&in, &before);
            value = byte(&in);
            if (before.offer_rc == RENJU_OK && value < 0xc0)
                value = before.offer_min + value % (before.offer_max - before.offer_min + 1);
            rc = renju_declare(g, p, value);
            undoable = 1;
            break;
        case OP_PROPOSE: {
            int pts[RENJU_MAX_OFFERS + 1], n, i, k;

            p = pick_player(&in, &before);
            n = byte(&in);
            n = before.offer_rc == RENJU_OK && n < 0xc0 ? before.offer_max : n % 8;
            for (i = 0; i < n && i <= RENJU_MAX_OFFERS; i++) {
                k = byte(&in);
                pts[i] = k < 0xe0 && before.nallowed > 0
                       ? before.allowed[(k * 7 + i * 13) % before.nallowed]
                       : pick_point(&in, &before);
            }
            rc = renju_propose(g, p, (byte(&in) == 0xff) ? NULL : pts, (size_t)i);
            undoable = 1;
            break;
        }
        case OP_CHOOSE_OFFER:
            p = pick_player(&in, &before);
            value = byte(&in);
            rc = renju_choose_offer(g, p, before.noffers > 0 && value < 0xe0
                                          ? before.offers[value % before.noffers]
                                          : pick_point(&in, &before));
            undoable = 1;
            break;
        case OP_BRANCH:
            rc = renju_choose_branch(g, pick_player(&in, &before), byte(&in) % 4);
            undoable = 1;
            break;
        case OP_COLOUR:
            rc = renju_choose_colour(g, pick_player(&in, &before), byte(&in) % 4);
            undoable = 1;
            break;
        case OP_SWAP2:
            rc = renju_choose_swap2(g, pick_player(&in, &before), byte(&in) % 5);
            undoable = 1;
            break;
        case OP_PLAY_AS:
            p = pick_player(&in, &before);
            rc = renju_play_as(g, p, pick_point(&in, &before));
            undoable = 1;
            break;
        case OP_PLAY_ALLOWED:
            value = byte(&in);
            p = before.nallowed > 0 ? before.allowed[value % before.nallowed]
                                    : pick_point(&in, &before);
            rc = renju_play(g, p);
            undoable = 1;
            break;
        case OP_SET_TAG: {
            const char *name = renju_tag_name(byte(&in) % 16);
            char value_text[8];
            int len = byte(&in) % 8, i;

            for (i = 0; i < len; i++)
                value_text[i] = (char)(' ' + byte(&in) % 96);
            value_text[len] = '\0';
            rc = renju_tag_set(g, name ? name : "ZZ", len == 7 ? NULL : value_text);
            if (rc == RENJU_OK) {
                char back[8];
                REQUIRE(renju_tag_get(g, name, back, sizeof back) == (len == 7 ? 0 : len));
                REQUIRE(len == 7 ? back[0] == '\0' : strcmp(back, value_text) == 0);
            }
            break;
        }
        case OP_RECORD:
            record_round_trip(g, &in, &before);
            take(g, &after);
            REQUIRE(same(&before, &after));
            continue;
        case OP_QUERY:
            query(g, &in, &before);
            continue;
        default:
            parse(g, &in, &before);
            continue;
        }

        if (trace)
            fprintf(stderr, "step %d: op %d -> %d %s\n", step, op, rc, renju_errmsg(g));
        if (rc < 0) {
            check_failure(g, rc, &before);
            /* undo and redo fail only in setup or with nothing left to take back */
            if ((op == OP_UNDO || op == OP_REDO) && !before.in_setup)
                REQUIRE(rc == RENJU_ENOMOVE
                        && (op == OP_UNDO ? m.nundo : m.nredo) == 0);
            continue;
        }
        if (op != OP_CLONE)  /* checked above, before the queries of take() */
            check_success(g, rc);
        take(g, &after);

        if (undoable) {
            REQUIRE(m.nundo < MAX_STEPS);
            m.undo[++m.nundo] = digest(&after);
            m.nredo = 0;
            /* a new action leaves nothing to redo */
            rc = renju_redo(g);
            REQUIRE(rc == RENJU_ENOMOVE);
            check_failure(g, rc, &after);
        } else if (op == OP_UNDO) {
            REQUIRE(m.nundo > 0);
            m.redo[m.nredo++] = m.undo[m.nundo--];
            REQUIRE(digest(&after) == m.undo[m.nundo]);
        } else if (op == OP_REDO) {
            REQUIRE(m.nredo > 0);
            m.undo[++m.nundo] = m.redo[--m.nredo];
            REQUIRE(digest(&after) == m.undo[m.nundo]);
        } else if (op == OP_SETUP_BEGIN) {
            m.setup_side = after.side;
        } else if (op == OP_SETUP_SIDE) {
            m.setup_side = after.side;
        } else if (op == OP_SETUP_END || op == OP_RESET) {
            model_start(&m, &after);
        }
        if (op == OP_SETUP_END)
            REQUIRE(after.side == m.setup_side);
        if (op == OP_RESET)
            REQUIRE(after.stone_count == 0 && after.side == RENJU_BLACK && !after.in_setup);
        if (op == OP_SET_OPTION) {
            /* options change only before the first action */
            REQUIRE(m.nundo == 0 && m.nredo == 0);
            m.undo[0] = digest(&after);
        }
        check_invariants(g, &after, &m);
    }
    /* whatever was left: the undo chain all the way back */
    if (!renju_in_setup(g)) {
        while (m.nundo > 0) {
            rc = renju_undo(g);
            REQUIRE(rc == RENJU_OK);
            take(g, &after);
            REQUIRE(digest(&after) == m.undo[--m.nundo]);
        }
        rc = renju_undo(g);
        REQUIRE(rc == RENJU_ENOMOVE);
    }
    renju_game_free(g);
    return 0;
}
