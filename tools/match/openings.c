/* SPDX-License-Identifier: MIT */
/* openings.c - the openings file in its three layouts: a line of moves in notation
 * ("h8 h9 i10"), a line of Gomocup offsets from the centre ("0,0, 1,0, 1,-1": x to the
 * right, y downwards, as the protocol counts), or an SGF collection (the file starts
 * with "(").  Blank lines and lines starting with "#" are skipped. */
#define _POSIX_C_SOURCE 200809L

#include "openings.h"
#include "syserr.h"
#include "textfile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_STONES (RENJU_MAX_SIZE * RENJU_MAX_SIZE)

static int add_opening(opening_list *list, const int *points, int count, int line)
{
    opening *bigger = realloc(list->items, (size_t)(list->count + 1) * sizeof *bigger);
    opening *o;

    if (!bigger)
        return -1;
    list->items = bigger;
    o = &list->items[list->count];
    o->points = malloc((size_t)(count ? count : 1) * sizeof *o->points);
    if (!o->points)
        return -1;
    memcpy(o->points, points, (size_t)count * sizeof *points);
    o->count = count;
    o->line = line;
    list->count++;
    return 0;
}

/* Gomocup's layout: nothing but numbers, commas and blanks, and a comma in it. */
static int is_offsets(const char *s)
{
    if (!strchr(s, ','))
        return 0;
    return s[strspn(s, "0123456789+-, \t\r")] == '\0';
}

static int parse_offsets(renju_game *g, const char *s, int *points, char *err, size_t errcap)
{
    int size = renju_game_size(g), values[2 * MAX_STONES], n = 0, i, p;
    char *end;
    long v;

    for (;;) {
        s += strspn(s, " \t\r");
        if (*s == '\0')
            break;
        errno = 0;
        v = strtol(s, &end, 10);
        if (end == s || errno || v < -size || v > size || n == 2 * MAX_STONES) {
            snprintf(err, errcap, "a bad offset at \"%.20s\"", s);
            return -1;
        }
        values[n++] = (int)v;
        s = end + strspn(end, " \t\r");
        if (*s == ',')
            s++;
    }
    if (n % 2) {
        snprintf(err, errcap, "offsets come in pairs x,y; here %d number%s", n,
                 n == 1 ? "" : "s");
        return -1;
    }
    for (i = 0; i < n / 2; i++) {
        /* the protocol's y counts rows downwards, the library's rows upwards */
        p = renju_point(g, size / 2 + values[2 * i], size - 1 - (size / 2 + values[2 * i + 1]));
        if (p < 0) {
            snprintf(err, errcap, "the offset %d,%d is off the board", values[2 * i],
                     values[2 * i + 1]);
            return -1;
        }
        points[i] = p;
    }
    return n / 2;
}

/* A move list, replayed on a freestyle board (no centre rule, no forbidden point):
 * only where the stones are counts. */
static int parse_moves(renju_game *g, const char *s, int *points, char *err, size_t errcap)
{
    int n, i;

    if (renju_game_reset(g) < 0
        || renju_record_import(g, RENJU_FORMAT_MOVES, s, strlen(s), 0) < 0) {
        snprintf(err, errcap, "%s", renju_errmsg(g));
        return -1;
    }
    /* more moves than points on the board (RENJU_EBUFSIZE) hold passes too */
    n = renju_moves(g, points, MAX_STONES);
    for (i = 0; i < n && points[i] != RENJU_PASS; i++)
        ;
    if (n < 0 || i < n) {
        snprintf(err, errcap, "an opening has no pass");
        return -1;
    }
    return n;
}

/* The stones of a game read from SGF: its moves in order when it has nothing else,
 * else black and white stones in turn, each colour in point order. */
static int stones_of(renju_game *g, int *points, char *err, size_t errcap)
{
    unsigned char cells[MAX_STONES];
    int list[2][MAX_STONES], count[2] = { 0, 0 }, cap, n, p, i;

    n = renju_moves(g, points, MAX_STONES);
    if (n == renju_stone_count(g)) {
        for (i = 0; i < n; i++)
            if (points[i] == RENJU_PASS)
                break;
        if (i == n)
            return n;
    }
    cap = renju_board(g, cells, sizeof cells);
    for (p = 0; p < cap; p++)
        if (cells[p] != RENJU_EMPTY)
            list[cells[p] - 1][count[cells[p] - 1]++] = p;
    if (count[0] != count[1] && count[0] != count[1] + 1) {
        snprintf(err, errcap, "%d black and %d white stones: black has as many as white, "
                 "or one more", count[0], count[1]);
        return -1;
    }
    for (i = 0, n = 0; i < count[0]; i++) {
        points[n++] = list[0][i];
        if (i < count[1])
            points[n++] = list[1][i];
    }
    return n;
}

int openings_setup(renju_game *g, const opening *o)
{
    int i;

    if (renju_setup_begin(g) < 0)
        return -1;
    for (i = 0; i < o->count; i++)
        if (renju_setup_put(g, o->points[i], i % 2 ? RENJU_WHITE : RENJU_BLACK) < 0)
            return -1;
    if (renju_setup_side(g, o->count % 2 ? RENJU_WHITE : RENJU_BLACK) < 0)
        return -1;
    return renju_setup_end(g);
}

/* Whether the opening can be played under the match's rules; a message if not. */
static int check(renju_game *rules, const opening *o, char *err, size_t errcap)
{
    int i, j;

    for (i = 0; i < o->count; i++)
        for (j = 0; j < i; j++)
            if (o->points[i] == o->points[j]) {
                snprintf(err, errcap, "a point is given twice");
                return -1;
            }
    if (renju_game_reset(rules) < 0 || openings_setup(rules, o) < 0) {
        snprintf(err, errcap, "%s", renju_errmsg(rules));
        if (renju_in_setup(rules))
            renju_setup_end(rules);
        return -1;
    }
    return 0;
}

typedef struct reader {
    renju_game *free_board;   /* freestyle, the match's size: to read moves on */
    renju_game *rules;        /* the match's rules: to check the openings on */
    opening_list *list;
    const char *path;
    char *err;
    size_t errcap;
} reader;

static int fail(reader *r, int line, const char *what)
{
    snprintf(r->err, r->errcap, "%s:%d: %s", r->path, line, what);
    return -1;
}

static int take(reader *r, const int *points, int n, int line)
{
    char what[256];
    opening o;

    o.points = (int *)points;
    o.count = n;
    o.line = line;
    if (check(r->rules, &o, what, sizeof what) < 0)
        return fail(r, line, what);
    if (add_opening(r->list, points, n, line) < 0)
        return fail(r, line, "out of memory");
    return 0;
}

/* Every line of g's tree, from the root to a leaf, as an opening (a tree of openings,
 * as books are kept); line counts the leaves for messages from first on.  A line the
 * rules refuse, or with a pass, is none.  Returns the leaves taken, or -1. */
static int take_lines(reader *r, renju_game *g, int first)
{
    int points[MAX_STONES], n, node, i, leaves = 0;

    for (node = 0; node != RENJU_NO_NODE; node = renju_node_next(g, node)) {
        if (node == 0 || renju_node_children(g, node, NULL, 0) != 0)
            continue;
        if (renju_node_flags(g, node) & (RENJU_NODE_ILLEGAL | RENJU_NODE_UNPLAYABLE))
            continue;
        n = renju_node_line(g, node, points, MAX_STONES);
        for (i = 0; i < n && points[i] != RENJU_PASS; i++)
            ;
        if (n <= 0 || i < n)
            continue;
        if (take(r, points, n, first + leaves) < 0)
            return -1;
        leaves++;
    }
    return leaves;
}

/* A RenLib library: every line of its tree is an opening. */
static int read_lib(reader *r, const char *text, size_t length)
{
    renju_game *g = r->free_board;

    if (renju_game_size(g) != 15)
        return fail(r, 1, "a RenLib library holds 15x15 games: -size 15");
    if (renju_record_import(g, RENJU_FORMAT_LIB, text, length, 0) < 0)
        return fail(r, 1, renju_errmsg(g));
    return take_lines(r, g, 1) < 0 ? -1 : 0;
}

/* Whether an SGF game is a tree of moves from the empty board with variations: then
 * each of its lines is an opening, else the game's stones are one. */
static int is_tree(renju_game *g)
{
    int moves = renju_moves(g, NULL, 0);

    return renju_stone_count(g) == moves && renju_node_count(g) > moves + 1;
}

static int read_lines(reader *r, char *text)
{
    int points[MAX_STONES], n, line = 0;
    char *s, *next, what[256];

    for (s = text; s; s = next) {
        next = strchr(s, '\n');
        if (next)
            *next++ = '\0';
        line++;
        s += strspn(s, " \t\r");
        if (*s == '\0' || *s == '#')
            continue;
        if (is_offsets(s))
            n = parse_offsets(r->free_board, s, points, what, sizeof what);
        else
            n = parse_moves(r->free_board, s, points, what, sizeof what);
        if (n < 0)
            return fail(r, line, what);
        if (take(r, points, n, line) < 0)
            return -1;
    }
    return 0;
}

static int read_sgf(reader *r, const char *text, size_t length)
{
    int points[MAX_STONES], n, rc, line = 1;
    size_t at = 0, counted = 0, start;
    char what[256];
    renju_game *g = r->free_board;

    for (;;) {
        /* the line the game starts on, counted on from the last game's */
        start = at + strspn(text + at, " \t\r\n");
        for (; counted < start && counted < length; counted++)
            line += text[counted] == '\n';
        rc = renju_record_import_next(g, RENJU_FORMAT_SGF, text, length, &at,
                                      RENJU_IMPORT_RULES);
        if (rc == 0)
            return 0;
        if (rc < 0)
            return fail(r, line, renju_errmsg(g));
        if (renju_game_size(g) != renju_game_size(r->rules))
            return fail(r, line, "a game on a board of another size");
        if (is_tree(g)) {
            if (take_lines(r, g, line) < 0)
                return -1;
            continue;
        }
        if ((n = stones_of(g, points, what, sizeof what)) < 0)
            return fail(r, line, what);
        if (take(r, points, n, line) < 0)
            return -1;
    }
}

int openings_transform(renju_game *board, const opening *o, int sym, opening *image)
{
    int i, p;

    image->count = o->count;
    image->line = o->line;
    for (i = 0; i < o->count; i++) {
        if ((p = renju_symmetry_point(board, sym, o->points[i])) < 0)
            return -1;
        image->points[i] = p;
    }
    return 0;
}

/* Whether the file is a RenLib library: by its name, or its first bytes (0xff and
 * "RenLib"). */
static int is_lib(const char *path, const char *text, size_t length)
{
    const char *dot = strrchr(path, '.');

    if (dot && renju_format_from_name(dot) == RENJU_FORMAT_LIB)
        return 1;
    return length > 7 && (unsigned char)text[0] == 0xff && memcmp(text + 1, "RenLib", 6) == 0;
}

int openings_load(const char *path, int ruleset, int size, opening_list *list,
                  char *err, size_t errcap)
{
    reader r = { NULL, NULL, list, path, err, errcap };
    size_t length;
    char *text = textfile_read(path, &length);
    int rc;

    list->items = NULL;
    list->count = 0;
    if (!text) {
        char why[128];

        snprintf(err, errcap, "%s: %s", path, syserr(errno, why, sizeof why));
        return -1;
    }
    if (renju_game_new(&r.free_board, RENJU_RULES_FREESTYLE, size) < 0
        || renju_game_new(&r.rules, ruleset, size) < 0) {
        snprintf(err, errcap, "%s: cannot make a game of that size", path);
        rc = -1;
    } else if (is_lib(path, text, length)) {
        rc = read_lib(&r, text, length);
    } else if (text[strspn(text, " \t\r\n")] == '(') {
        rc = read_sgf(&r, text, length);
    } else {
        rc = read_lines(&r, text);
    }
    if (rc == 0 && list->count == 0) {
        snprintf(err, errcap, "%s: no opening in the file", path);
        rc = -1;
    }
    renju_game_free(r.free_board);
    renju_game_free(r.rules);
    free(text);
    if (rc < 0)
        openings_free(list);
    return rc;
}

void openings_free(opening_list *list)
{
    int i;

    for (i = 0; i < list->count; i++)
        free(list->items[i].points);
    free(list->items);
    list->items = NULL;
    list->count = 0;
}
