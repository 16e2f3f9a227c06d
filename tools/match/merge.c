/* SPDX-License-Identifier: MIT */
/* merge.c - the shards' files into one: their games sorted by number, each once, the
 * table made from them.  PGN files name each engine's place on the command line
 * ([Engines]), so that the table lists the engines as the run did; SGF files do not,
 * and their engines are listed as they first play. */
#define _POSIX_C_SOURCE 200809L

#include "merge.h"
#include "output.h"
#include "pgn.h"
#include "syserr.h"
#include "table.h"
#include "textfile.h"

#include <renju.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const prog = "renju-match";

typedef struct merged {
    pgn_game *games;           /* every game read, then sorted and unique */
    int count, cap;
    char *texts[4096];         /* the files' texts, which the games point into */
    int files;
    char names[MAX_ENGINES][256];
    int engines;
    int schedule;
} merged;

static int add_game(merged *m, const pgn_game *g)
{
    pgn_game *bigger;

    if (m->count == m->cap) {
        m->cap = m->cap ? m->cap * 2 : 256;
        if (!(bigger = realloc(m->games, (size_t)m->cap * sizeof *bigger)))
            return -1;
        m->games = bigger;
    }
    m->games[m->count++] = *g;
    return 0;
}

static int by_number(const void *a, const void *b)
{
    const pgn_game *x = a, *y = b;

    return (x->number > y->number) - (x->number < y->number);
}

/* An engine's place for its name: the one [Engines] gave, or the next free one. */
static int place_of(merged *m, const char *name, int given)
{
    int k;

    for (k = 0; k < m->engines; k++)
        if (strcmp(m->names[k], name) == 0)
            return given < 0 || given == k ? k : -1;
    if (given < 0)
        given = m->engines;
    if (given >= MAX_ENGINES || (given < m->engines && m->names[given][0]))
        return -1;
    snprintf(m->names[given], sizeof m->names[given], "%s", name);
    if (given >= m->engines)
        m->engines = given + 1;
    return given;
}

static int read_pgn(merged *m, const char *path, const char *text, size_t length)
{
    pgn_game *games;
    char err[200];
    int n, cut, k;

    if ((n = pgn_read(text, length, &games, &cut, err, sizeof err)) < 0) {
        fprintf(stderr, "%s: %s: %s\n", prog, path, err);
        return -1;
    }
    if (cut)
        fprintf(stderr, "%s: %s: the last game is cut short: left out\n", prog, path);
    for (k = 0; k < n; k++) {
        pgn_game *g = &games[k];

        if (g->number <= 0 || g->windex < 0) {
            fprintf(stderr, "%s: %s: a game without [Game] and [Engines]: not a file of "
                    "renju-match\n", prog, path);
            free(games);
            return -1;
        }
        if (g->schedule > m->schedule)
            m->schedule = g->schedule;
        if (add_game(m, g) < 0) {
            free(games);
            return -1;
        }
    }
    free(games);
    return 0;
}

/* The winner of an SGF record's RE ("B+", "W+T", "0", "Draw"). */
static int sgf_result(const char *re)
{
    if (re[0] == 'B' && re[1] == '+')
        return RENJU_BLACK_WINS;
    if (re[0] == 'W' && re[1] == '+')
        return RENJU_WHITE_WINS;
    return RENJU_DRAW;
}

/* The fault of a game as its verdict says it in words (game.c writes them). */
static int fault_of(const char *why, int result)
{
    static const struct { const char *words; int fault; } kinds[] = {
        { "timed out", FAULT_TIME }, { "crashed", FAULT_CRASH }, { "exited", FAULT_EXIT },
        { "closed its output", FAULT_EXIT }, { "garbage", FAULT_GARBAGE },
        { "with '", FAULT_GARBAGE }, { "off the", FAULT_OFFBOARD },
        { "occupied", FAULT_OCCUPIED }, { "forbidden point", FAULT_FOUL },
        { "START", FAULT_START }, { "could not be started", FAULT_START },
        { "did not answer ABOUT", FAULT_START },
    };
    size_t k;

    if (result == RENJU_DRAW || strstr(why, ") wins ("))
        return FAULT_NONE;
    for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (strstr(why, kinds[k].words))
            return kinds[k].fault;
    return FAULT_ILLEGAL;
}

/* One SGF game as the table needs it, its text the record in the file. */
static int sgf_game(merged *m, renju_game *g, const char *text, size_t start, size_t end)
{
    pgn_game p;
    char ro[16], re[64];

    memset(&p, 0, sizeof p);
    if (renju_tag_get(g, "RO", ro, sizeof ro) < 0 || (p.number = atoi(ro)) <= 0
        || renju_tag_get(g, "PB", p.white, sizeof p.white) < 0
        || renju_tag_get(g, "PW", p.black, sizeof p.black) < 0)
        return -1;
    if (renju_tag_get(g, "RE", re, sizeof re) < 0)
        re[0] = '\0';
    renju_tag_get(g, "GC", p.reason, sizeof p.reason);
    p.result = sgf_result(re);
    p.fault = fault_of(p.reason, p.result);
    p.plies = renju_move_count(g);
    p.windex = p.bindex = -1;
    p.text = text + start;
    p.length = end - start;
    while (p.length && strchr(" \t\r\n", p.text[p.length - 1]))
        p.length--;
    return add_game(m, &p);
}

static int read_sgf(merged *m, const char *path, const char *text, size_t length)
{
    renju_game *g = NULL;
    size_t at = 0, start;
    int rc;

    if (renju_game_new(&g, RENJU_RULES_FREESTYLE, 15) < 0)
        return -1;
    for (;;) {
        start = at;
        rc = renju_record_import_next(g, RENJU_FORMAT_SGF, text, length, &at,
                                      RENJU_IMPORT_RULES);
        if (rc == 0)
            break;
        start += strspn(text + start, " \t\r\n");
        if (rc < 0 || sgf_game(m, g, text, start, at) < 0) {
            fprintf(stderr, "%s: %s: %s\n", prog, path,
                    rc < 0 ? renju_errmsg(g) : "a game without RO, PB and PW: not a file of "
                    "renju-match");
            renju_game_free(g);
            return -1;
        }
    }
    renju_game_free(g);
    return 0;
}

/* Sorted by number, each game once; the engines' places. */
static int settle(merged *m, int sgf)
{
    int k, n = 0;

    if (m->count > 1)
        qsort(m->games, (size_t)m->count, sizeof *m->games, by_number);
    for (k = 0; k < m->count; k++) {
        pgn_game *g = &m->games[k];

        if (n && m->games[n - 1].number == g->number) {
            fprintf(stderr, "%s: game %d is there twice: kept once\n", prog, g->number);
            continue;
        }
        if ((g->windex = place_of(m, g->white, sgf ? -1 : g->windex)) < 0
            || (g->bindex = place_of(m, g->black, sgf ? -1 : g->bindex)) < 0) {
            fprintf(stderr, "%s: game %d: its engines' places disagree with the other "
                    "files': not one schedule\n", prog, g->number);
            return -1;
        }
        m->games[n++] = *g;
    }
    m->count = n;
    return 0;
}

/* The games the schedule has and the files do not, said on standard error. */
static void missing(const merged *m)
{
    int k = 0, number, said = 0;

    for (number = 1; number <= m->schedule; number++) {
        while (k < m->count && m->games[k].number < number)
            k++;
        if (k < m->count && m->games[k].number == number)
            continue;
        if (said < 20)
            fprintf(stderr, "%s%d", said ? ", " : "renju-match: games missing: ", number);
        said++;
    }
    if (said > 20)
        fprintf(stderr, " and %d more", said - 20);
    if (said)
        fprintf(stderr, " (%d of %d)\n", said, m->schedule);
}

static int write_merged(const merged *m, const char *path, int sgf)
{
    FILE *f = output_open(path);
    char why[128];
    int k, ok = f != NULL;

    for (k = 0; ok && k < m->count; k++)
        ok = fwrite(m->games[k].text, 1, m->games[k].length, f)
                 == m->games[k].length
             && fputs(sgf ? "\n" : "\n\n", f) >= 0;
    if (f && fclose(f) != 0)
        ok = 0;
    if (!ok)
        fprintf(stderr, "%s: %s: %s\n", prog, path, syserr(errno, why, sizeof why));
    return ok ? 0 : -1;
}

/* The table of the merged games. */
static int print_table(const merged *m)
{
    const char *names[MAX_ENGINES];
    table t;
    int k;

    for (k = 0; k < m->engines; k++)
        names[k] = m->names[k][0] ? m->names[k] : "?";
    if (table_init(&t, m->engines, names) < 0)
        return -1;
    for (k = 0; k < m->count; k++) {
        const pgn_game *g = &m->games[k];

        table_add(&t, g->number, g->windex, g->bindex, g->result, g->fault, g->reason,
                  g->plies);
    }
    output_table(stdout, &t, m->schedule > m->count ? m->schedule : m->count, NULL, NULL, -1,
                 0);
    table_free(&t);
    return fflush(stdout) != 0 ? -1 : 0;
}

static int merge_into(merged *m, const settings *set)
{
    int k, sgf = set->sgf && !set->pgn, rc;
    char *text, why[128];
    size_t length;

    for (k = 0; k < set->merge_count; k++) {
        const char *path = set->merge[k];

        if (m->files == (int)(sizeof m->texts / sizeof m->texts[0])
            || !(text = textfile_read(path, &length))) {
            fprintf(stderr, "%s: %s: %s\n", prog, path, syserr(errno, why, sizeof why));
            return 2;
        }
        m->texts[m->files++] = text;
        rc = sgf ? read_sgf(m, path, text, length) : read_pgn(m, path, text, length);
        if (rc < 0)
            return 2;
    }
    if (settle(m, sgf) < 0)
        return 2;
    if (m->engines < 2) {
        fprintf(stderr, "%s: --merge: no games of two engines in the files\n", prog);
        return 2;
    }
    missing(m);
    if (write_merged(m, sgf ? set->sgf : set->pgn, sgf) < 0)
        return 2;
    return print_table(m) < 0 ? 2 : 0;
}

int merge_files(const settings *set)
{
    merged *m = calloc(1, sizeof *m);
    int status, k;

    if (!m)
        return 2;
    if (set->pgn && set->sgf) {
        fprintf(stderr, "%s: --merge writes one kind of file: -pgn or -sgf\n", prog);
        free(m);
        return 2;
    }
    status = merge_into(m, set);
    for (k = 0; k < m->files; k++)
        free(m->texts[k]);
    free(m->games);
    free(m);
    return status;
}
