/* SPDX-License-Identifier: MIT */
/* pgn.c - PGN records out and back: only the tag pairs, comments and the result token
 * are read; moves, move numbers and annotations are skipped, as the rating tools do. */
#define _POSIX_C_SOURCE 200809L

#include "pgn.h"
#include "game.h"
#include "schedule.h"

#include <renju.h>

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ writing */

typedef struct buf {
    char *s;
    size_t len, cap;
    int failed;
} buf;

static void put(buf *b, const char *text, size_t n)
{
    char *bigger;

    if (b->failed)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = (b->len + n + 1) * 2;

        if (!(bigger = realloc(b->s, cap))) {
            b->failed = 1;
            return;
        }
        b->s = bigger;
        b->cap = cap;
    }
    memcpy(b->s + b->len, text, n);
    b->len += n;
    b->s[b->len] = '\0';
}

/* A tag pair, its value's quotes and backslashes escaped as PGN has them. */
static void tag(buf *b, const char *name, const char *value)
{
    put(b, "[", 1);
    put(b, name, strlen(name));
    put(b, " \"", 2);
    for (; *value; value++) {
        if (*value == '"' || *value == '\\')
            put(b, "\\", 1);
        if ((unsigned char)*value >= 0x20)
            put(b, value, 1);
    }
    put(b, "\"]\n", 3);
}

static void tag_int(buf *b, const char *name, int value)
{
    char text[24];

    snprintf(text, sizeof text, "%d", value);
    tag(b, name, text);
}

static const char *result_token(int result)
{
    return result == RENJU_BLACK_WINS ? "1-0" : result == RENJU_WHITE_WINS ? "0-1" : "1/2-1/2";
}

/* PGN's own words for how a game ended; the runner's are in [Reason]. */
static const char *termination(int fault)
{
    switch (fault) {
    case FAULT_NONE: return "normal";
    case FAULT_TIME: return "time forfeit";
    case FAULT_CRASH: case FAULT_EXIT: case FAULT_START: return "abandoned";
    default: return "rules infraction";
    }
}

char *pgn_write(const pgn_game *g, const char *event, const char *site, const char *date,
                const char *rules, const char *moves)
{
    buf b = { NULL, 0, 0, 0 };
    char pair[32];

    tag(&b, "Event", event);
    tag(&b, "Site", site);
    tag(&b, "Date", date);
    tag_int(&b, "Round", g->round);
    tag(&b, "White", g->white);
    tag(&b, "Black", g->black);
    tag(&b, "Result", result_token(g->result));
    tag_int(&b, "Game", g->number);
    tag_int(&b, "Schedule", g->schedule);
    snprintf(pair, sizeof pair, "%d-%d", g->windex + 1, g->bindex + 1);
    tag(&b, "Engines", pair);
    if (g->opening >= 0)
        tag_int(&b, "Opening", g->opening + 1);
    else
        tag(&b, "Opening", "-");
    tag(&b, "Transform", schedule_transform_name(g->transform));
    tag(&b, "Rules", rules);
    tag_int(&b, "PlyCount", g->plies);
    tag(&b, "Termination", termination(g->fault));
    if (g->fault != FAULT_NONE)
        tag(&b, "Fault", game_fault_name(g->fault));
    tag(&b, "Reason", g->reason);
    put(&b, "\n{", 2);
    put(&b, moves, strlen(moves));
    put(&b, "} ", 2);
    put(&b, result_token(g->result), strlen(result_token(g->result)));
    put(&b, "\n\n", 2);
    if (b.failed) {
        free(b.s);
        return NULL;
    }
    return b.s;
}

/* ------------------------------------------------------------ reading */

typedef struct reader {
    const char *s, *end;
    int line;
    char *err;
    size_t errcap;
} reader;

static int fail(reader *r, const char *what)
{
    snprintf(r->err, r->errcap, "line %d: %s", r->line, what);
    return -1;
}

static void skip_blanks(reader *r)
{
    for (; r->s < r->end && strchr(" \t\r\n", *r->s); r->s++)
        r->line += *r->s == '\n';
}

static int to_int(const char *s, int min, int *out)
{
    char *end;
    long v;

    errno = 0;
    v = strtol(s, &end, 10);
    if (end == s || *end || errno || v < min || v > INT_MAX)
        return -1;
    *out = (int)v;
    return 0;
}

/* The tags renju-match reads; the others are skipped. */
static int take_tag(reader *r, pgn_game *g, const char *name, const char *value)
{
    char *dash;

    if (strcmp(name, "White") == 0)
        snprintf(g->white, sizeof g->white, "%.255s", value);
    else if (strcmp(name, "Black") == 0)
        snprintf(g->black, sizeof g->black, "%.255s", value);
    else if (strcmp(name, "Reason") == 0)
        snprintf(g->reason, sizeof g->reason, "%.319s", value);
    else if (strcmp(name, "Game") == 0 && to_int(value, 1, &g->number) < 0)
        return fail(r, "a bad [Game] number");
    else if (strcmp(name, "Schedule") == 0 && to_int(value, 0, &g->schedule) < 0)
        return fail(r, "a bad [Schedule] number");
    else if (strcmp(name, "Round") == 0 && to_int(value, 0, &g->round) < 0)
        g->round = 0;   /* another program's round ("?", "1.2"): not ours to judge */
    else if (strcmp(name, "PlyCount") == 0 && to_int(value, 0, &g->plies) < 0)
        return fail(r, "a bad [PlyCount]");
    else if (strcmp(name, "Fault") == 0 && (g->fault = game_fault_from_name(value)) < 0)
        return fail(r, "an unknown [Fault]");
    else if (strcmp(name, "Transform") == 0
             && (g->transform = schedule_transform_from_name(value)) < 0)
        return fail(r, "an unknown [Transform]");
    else if (strcmp(name, "Opening") == 0 && strcmp(value, "-") != 0) {
        if (to_int(value, 1, &g->opening) < 0)
            return fail(r, "a bad [Opening]");
        g->opening--;
    } else if (strcmp(name, "Engines") == 0) {
        char first[16];

        if (!(dash = strchr(value, '-')) || (size_t)(dash - value) >= sizeof first)
            return fail(r, "a bad [Engines]");
        memcpy(first, value, (size_t)(dash - value));
        first[dash - value] = '\0';
        if (to_int(first, 1, &g->windex) < 0 || to_int(dash + 1, 1, &g->bindex) < 0
            || g->windex > MAX_ENGINES || g->bindex > MAX_ENGINES)
            return fail(r, "a bad [Engines]");
        g->windex--;
        g->bindex--;
    }
    return 0;
}

/* [Name "value"] at r->s. */
static int read_tag(reader *r, pgn_game *g)
{
    char name[64], value[1024];
    size_t n = 0;

    r->s++;
    while (r->s < r->end && (*r->s == '_' || (*r->s >= 'A' && *r->s <= 'Z')
                             || (*r->s >= 'a' && *r->s <= 'z') || (*r->s >= '0' && *r->s <= '9'))) {
        if (n + 1 < sizeof name)
            name[n++] = *r->s;
        r->s++;
    }
    name[n] = '\0';
    skip_blanks(r);
    if (n == 0 || r->s >= r->end || *r->s != '"')
        return fail(r, "a malformed tag pair");
    for (n = 0, r->s++; r->s < r->end && *r->s != '"'; r->s++) {
        if (*r->s == '\\' && r->s + 1 < r->end)
            r->s++;
        if (*r->s == '\n')
            return fail(r, "a tag's value runs past its line");
        if (n + 1 < sizeof value)
            value[n++] = *r->s;
    }
    value[n] = '\0';
    if (r->s >= r->end)
        return fail(r, "a tag's value without its closing quote");
    r->s++;
    skip_blanks(r);
    if (r->s >= r->end || *r->s != ']')
        return fail(r, "a tag pair without its ']'");
    r->s++;
    return take_tag(r, g, name, value);
}

/* The word at r->s (up to a blank or a bracket): 1 when it is a result token. */
static int result_word(reader *r, pgn_game *g)
{
    const char *w = r->s;
    size_t n;

    while (r->s < r->end && !strchr(" \t\r\n[]{};", *r->s))
        r->s++;
    n = (size_t)(r->s - w);
    if ((n == 3 && memcmp(w, "1-0", 3) == 0) || (n == 3 && memcmp(w, "0-1", 3) == 0)
        || (n == 7 && memcmp(w, "1/2-1/2", 7) == 0) || (n == 1 && *w == '*')) {
        g->result = n == 7 ? RENJU_DRAW : n == 1 ? -1 : w[0] == '1' ? RENJU_BLACK_WINS
                                                                    : RENJU_WHITE_WINS;
        return 1;
    }
    if (n == 0)
        r->s++;   /* a stray bracket: skipped as the rating tools skip it */
    return 0;
}

/* One game from r->s: 1 read, 0 none left, 2 cut short, -1 an error. */
static int read_game(reader *r, pgn_game *g)
{
    int tags = 0;

    memset(g, 0, sizeof *g);
    g->opening = -1;
    g->windex = g->bindex = -1;
    skip_blanks(r);
    if (r->s >= r->end)
        return 0;
    g->text = r->s;
    for (;;) {
        skip_blanks(r);
        if (r->s >= r->end)
            return 2;
        if (*r->s == '[') {
            if (tags < 0)
                return fail(r, "a tag pair after the moves: a game without its result");
            if (read_tag(r, g) < 0)
                return -1;
            tags = 1;
        } else if (*r->s == '{' || *r->s == ';') {
            const char *close = *r->s == '{' ? memchr(r->s, '}', (size_t)(r->end - r->s))
                                             : memchr(r->s, '\n', (size_t)(r->end - r->s));

            for (; r->s < (close ? close : r->end); r->s++)
                r->line += *r->s == '\n';
            if (!close)
                return 2;
            tags = -1;
        } else if (result_word(r, g)) {
            break;
        } else {
            tags = -1;
        }
    }
    g->length = (size_t)(r->s - g->text);
    if (g->result < 0)
        return fail(r, "a game without a result ('*')");
    if (!g->white[0] || !g->black[0])
        return fail(r, "a game without its [White] and [Black] engines");
    return 1;
}

int pgn_read(const char *text, size_t length, pgn_game **games, int *cut, char *err,
             size_t errcap)
{
    reader r = { text, text + length, 1, err, errcap };
    pgn_game g, *bigger;
    int n = 0, cap = 0, rc;

    *games = NULL;
    *cut = 0;
    while ((rc = read_game(&r, &g)) == 1) {
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            if (!(bigger = realloc(*games, (size_t)cap * sizeof *bigger))) {
                snprintf(err, errcap, "out of memory");
                rc = -1;
                break;
            }
            *games = bigger;
        }
        (*games)[n++] = g;
    }
    if (rc == 2)
        *cut = 1;
    if (rc < 0) {
        free(*games);
        *games = NULL;
        return -1;
    }
    return n;
}
