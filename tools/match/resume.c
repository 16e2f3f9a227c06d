/* SPDX-License-Identifier: MIT */
/* resume.c - a match stopped half way goes on from its files: the games the -pgn file
 * holds are counted and not played again, provided each is the game of that number in
 * this schedule (the same flags); a last game cut short, and SGF records the PGN file
 * does not hold (a run killed between the two writes), are dropped and played again. */
#define _POSIX_C_SOURCE 200809L

#include "match.h"
#include "output.h"
#include "pgn.h"
#include "syserr.h"
#include "textfile.h"

#include <renju.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const prog = "renju-match";

static int refuse(const char *path, const pgn_game *g, const char *why)
{
    fprintf(stderr, "%s: %s: game %d: %s: not a game of this schedule (the same flags, "
            "-seed and -shard resume a match)\n", prog, path, g->number, why);
    return -1;
}

/* Whether the record is the game of its number in this run. */
static int check_game(const match *m, const char *path, const pgn_game *g, int *at)
{
    const sched_game *s;

    if (g->number <= 0 || g->windex < 0)
        return refuse(path, g, "no [Game] or [Engines] tag");
    if ((*at = match_index(m, g->number)) < 0)
        return refuse(path, g, "another shard's or past the end");
    s = &m->sched.games[m->mine[*at]];
    if (!((g->windex == s->first && g->bindex == s->second)
          || (g->windex == s->second && g->bindex == s->first)))
        return refuse(path, g, "other engines");
    if (strcmp(g->white, m->names[g->windex]) != 0 || strcmp(g->black, m->names[g->bindex]) != 0)
        return refuse(path, g, "engines of other names");
    if (g->opening != s->opening || (g->opening >= 0 && g->transform != s->transform))
        return refuse(path, g, "another opening");
    return 0;
}

/* The games of the PGN text, checked, counted and marked done; *keep gets those to
 * write back (allocated, n of them; a game twice in the file is kept once). */
static int take_games(match *m, const char *path, const char *text, size_t length,
                      pgn_game **keep)
{
    pgn_game *games;
    char err[200];
    int n, cut, k, at, kept = 0;

    if ((n = pgn_read(text, length, &games, &cut, err, sizeof err)) < 0) {
        fprintf(stderr, "%s: %s: %s\n", prog, path, err);
        return -1;
    }
    for (k = 0; k < n; k++)
        if (check_game(m, path, &games[k], &at) < 0) {
            free(games);
            return -1;
        }
    for (k = 0; k < n; k++) {
        const pgn_game *g = &games[k];

        at = match_index(m, g->number);
        if (m->done[at])
            continue;
        m->done[at] = 2;
        m->resumed++;
        table_add(&m->tally, g->number, g->windex, g->bindex, g->result, g->fault, g->reason,
                  g->plies);
        games[kept++] = *g;
    }
    if (cut)
        fprintf(stderr, "%s: %s: the last game is cut short: it is played again\n", prog, path);
    *keep = games;
    return kept;
}

static void write_back(match *m, const pgn_game *games, int n, FILE *f)
{
    int k;

    for (k = 0; k < n; k++)
        if (fwrite(games[k].text, 1, games[k].length, f) != games[k].length
            || fputs("\n\n", f) < 0)
            m->failed = 1;
}

/* The SGF records of the games resumed, written back into f; the others dropped. */
static void keep_sgf(match *m, const char *text, size_t length, FILE *f)
{
    renju_game *g = NULL;
    size_t at = 0, start;
    char ro[16];
    int rc, i;

    if (renju_game_new(&g, m->set->ruleset, m->set->size) < 0)
        return;
    for (;;) {
        start = at;
        rc = renju_record_import_next(g, RENJU_FORMAT_SGF, text, length, &at,
                                      RENJU_IMPORT_RULES);
        if (rc == 0)
            break;
        if (rc < 0 || renju_tag_get(g, "RO", ro, sizeof ro) < 0)
            continue;
        i = match_index(m, atoi(ro));
        if (i < 0 || m->done[i] != 2)
            continue;
        m->done[i] = 3;   /* kept once */
        start += strspn(text + start, " \t\r\n");
        if (fwrite(text + start, 1, at - start, f) != at - start || fputc('\n', f) < 0)
            m->failed = 1;
    }
    for (i = 0; i < m->count; i++)
        if (m->done[i] == 3)
            m->done[i] = 2;
    renju_game_free(g);
}

/* An existing file's text, or NULL with *absent set when there is none. */
static char *existing(const char *path, size_t *length, int *absent)
{
    char *text = textfile_read(path, length);

    *absent = !text && errno == ENOENT;
    return text;
}

int resume_open(match *m)
{
    const settings *set = m->set;
    char *text, why[128];
    pgn_game *keep = NULL;
    size_t length;
    int absent, rc;

    if (!set->pgn)
        return 0;
    if (!(text = existing(set->pgn, &length, &absent)) && !absent) {
        fprintf(stderr, "%s: %s: %s\n", prog, set->pgn, syserr(errno, why, sizeof why));
        return -1;
    }
    /* every game checked before the file is written again: a file of another match is
     * refused untouched */
    if ((rc = text ? take_games(m, set->pgn, text, length, &keep) : 0) < 0) {
        free(text);
        return -1;
    }
    if (!(m->pgn = output_open(set->pgn))) {
        fprintf(stderr, "%s: %s: %s\n", prog, set->pgn, syserr(errno, why, sizeof why));
        free(keep);
        free(text);
        return -1;
    }
    write_back(m, keep, rc, m->pgn);
    free(keep);
    free(text);
    if (fflush(m->pgn) != 0)
        return -1;
    if (m->resumed)
        fprintf(stderr, "%s: resuming from %s: %d game%s played already, %d to play\n", prog,
                set->pgn, m->resumed, m->resumed == 1 ? "" : "s", m->count - m->resumed);
    if (!set->sgf || !m->resumed)
        return 0;
    text = existing(set->sgf, &length, &absent);
    if (!(m->sgf = output_open(set->sgf))) {
        fprintf(stderr, "%s: %s: %s\n", prog, set->sgf, syserr(errno, why, sizeof why));
        free(text);
        return -1;
    }
    if (text)
        keep_sgf(m, text, length, m->sgf);
    free(text);
    return fflush(m->sgf) != 0 ? -1 : 0;
}
