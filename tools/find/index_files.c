/* SPDX-License-Identifier: MIT */
/* index_files.c - renju-find --index: every game of the files read as renju-referee
 * reads them (records.h, renjunet.h), added to an index with its recorded result and
 * its place (FILE:LINE), and the index written to a file. */
#define _POSIX_C_SOURCE 200809L

#include "find.h"
#include "../formats.h"
#include "../progress.h"
#include "../records.h"
#include "../renjunet.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const prog = "renju-find";

typedef struct builder {
    const find_options *opt;
    renju_index *ix;
    progress *pr;
    const char *file;
    long games, unreadable;
    int failed;           /* the index itself failed (out of memory, full) */
} builder;

/* What a record says of the result: SGF's RE ("B+...", "W+...", "0", "Draw"). */
static int recorded_result(renju_game *g)
{
    char re[64];

    if (renju_tag_get(g, "RE", re, sizeof re) <= 0)
        return RENJU_ONGOING;
    if ((re[0] == 'B' || re[0] == 'b') && re[1] == '+')
        return RENJU_BLACK_WINS;
    if ((re[0] == 'W' || re[0] == 'w') && re[1] == '+')
        return RENJU_WHITE_WINS;
    if (!strcmp(re, "0") || !strcmp(re, "Draw") || !strcmp(re, "draw") || !strcmp(re, "Jigo"))
        return RENJU_DRAW;
    return RENJU_ONGOING;
}

/* The result the rules gave on the board where the record's main line ends, else the
 * one the record names. */
static int game_result(renju_game *g, int recorded)
{
    int r = renju_result(g);

    return r != RENJU_ONGOING ? r : recorded;
}

static void add(builder *b, const rec_where *w, renju_game *g, int result)
{
    char label[1024];
    int rc;

    snprintf(label, sizeof label, "%s:%ld", w->file, w->line);
    if ((rc = renju_index_add(b->ix, g, result, label)) < 0) {
        progress_clear(b->pr);
        fprintf(stderr, "%s: %s: %s\n", prog, label, renju_index_errmsg(b->ix));
        if (rc == RENJU_ENOMEM || rc == RENJU_ERANGE)
            b->failed = 1;
        b->unreadable++;
        return;
    }
    b->games++;
}

static void unreadable(builder *b, const rec_where *w, const char *msg)
{
    progress_clear(b->pr);
    fprintf(stderr, "%s: %s:%ld: not indexed: %s\n", prog, w->file, w->line, msg);
    b->unreadable++;
}

/* A game of a record file: what was read of it (RENJU_IMPORT_PARTIAL keeps the moves
 * before an illegal one) is indexed; a game that could not be read at all is not. */
static int record_game(void *ctx, const rec_where *w, renju_game *g, int rc, const char *msg)
{
    builder *b = ctx;

    if (!g)
        unreadable(b, w, msg);
    else if (rc < 0 && (rc == RENJU_EPARSE || rc == RENJU_EINVAL || rc == RENJU_ENOMEM))
        unreadable(b, w, renju_errmsg(g));
    else
        add(b, w, g, game_result(g, recorded_result(g)));
    return b->failed;
}

static int database_game(void *ctx, const rn_game *d)
{
    static const int results[] = { RENJU_ONGOING, RENJU_BLACK_WINS, RENJU_WHITE_WINS, RENJU_DRAW };
    builder *b = ctx;
    rec_where w = { b->file, d->line, REC_AT_MOVE, 0, 0 };
    rec_setup s = { b->opt->ruleset >= 0 ? b->opt->ruleset : RENJU_RULES_RENJU, b->opt->size,
                    RENJU_OPENING_NONE, 0, 1, NULL };
    renju_game *g;
    char msg[160];
    int rc;

    if (d->why) {
        unreadable(b, &w, d->why);
        return 0;
    }
    if (d->rule) {
        s.ruleset = d->rule->ruleset;
        s.opening = d->rule->opening;
        s.opening_n = d->rule->opening_n;
    }
    if (!(g = rec_game_new(&s, msg, sizeof msg))) {
        unreadable(b, &w, msg);
        return 0;
    }
    rc = renju_record_import(g, RENJU_FORMAT_MOVES, d->moves ? d->moves : "",
                             d->moves ? strlen(d->moves) : 0, RENJU_IMPORT_PARTIAL);
    if (rc < 0 && (rc == RENJU_EPARSE || rc == RENJU_EINVAL || rc == RENJU_ENOMEM))
        unreadable(b, &w, renju_errmsg(g));
    else
        add(b, &w, g, game_result(g, results[d->recorded]));
    renju_game_free(g);
    return b->failed;
}

/* The rules of the records of a format that do not name theirs, as renju-referee's. */
static rec_setup format_setup(const find_options *opt, int format)
{
    rec_setup s = { opt->ruleset, opt->size, RENJU_OPENING_NONE, 0, 1, NULL };

    if (s.ruleset < 0)
        s.ruleset = format == RENJU_FORMAT_PSQ ? RENJU_RULES_FREESTYLE : RENJU_RULES_RENJU;
    if (format != RENJU_FORMAT_MOVES)
        s.size = 15;
    return s;
}

static int format_flags(int format)
{
    int rules = format == RENJU_FORMAT_SGF || format == RENJU_FORMAT_PSQ ? RENJU_IMPORT_RULES : 0;

    return rules | RENJU_IMPORT_PARTIAL;
}

static int read_file(builder *b, const char *file)
{
    rec_reader r;
    rec_setup s;
    const char *head;
    size_t n;
    int complete, rc, format;

    b->file = file;
    if (rec_open(&r, prog, file))
        return -1;
    if (rec_peek(&r, 4096, &head, &n, &complete)) {
        rec_close(&r);
        return -1;
    }
    format = b->opt->format != TOOL_FORMAT_UNKNOWN ? b->opt->format
           : tool_format_detect(file, head, n, complete);
    if (format == TOOL_FORMAT_RENJUNET) {
        rc = renjunet_read(&r, b->opt->ruleset < 0, 0, b->pr, database_game, b);
    } else {
        s = format_setup(b->opt, format);
        rc = rec_read_games(&r, format, &s, format_flags(format), b->pr, record_game, b);
    }
    rec_close(&r);
    return rc < 0 ? -1 : 0;
}

static int write_bytes(void *ctx, const void *data, size_t size)
{
    return fwrite(data, 1, size, ctx) == size ? 0 : -1;
}

/* The index into path: a temporary file beside it, renamed into place when whole. */
static int write_index(renju_index *ix, const char *path)
{
    size_t n = strlen(path) + 8;
    char *tmp = malloc(n);
    FILE *f;
    int rc;

    if (!tmp)
        return -1;
    snprintf(tmp, n, "%s.tmp", path);
    if (!(f = fopen(tmp, "wb"))) {
        fprintf(stderr, "%s: %s: %s\n", prog, tmp, strerror(errno));
        free(tmp);
        return -1;
    }
    rc = renju_index_write(ix, write_bytes, f);
    if (rc < 0)
        fprintf(stderr, "%s: %s: %s\n", prog, tmp, rc == -1 ? strerror(errno)
                                                          : renju_index_errmsg(ix));
    if (fclose(f) != 0 && rc == 0) {
        fprintf(stderr, "%s: %s: %s\n", prog, tmp, strerror(errno));
        rc = -1;
    }
    if (rc == 0 && rename(tmp, path) != 0) {
        fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
        rc = -1;
    }
    if (rc != 0)
        remove(tmp);
    free(tmp);
    return rc;
}

int find_build(const find_options *opt, const char *path, char **files, int nfiles)
{
    builder b;
    progress pr;
    long long total = 0;
    int i, io_error = 0;

    memset(&b, 0, sizeof b);
    b.opt = opt;
    b.pr = &pr;
    if (renju_index_new(&b.ix) < 0) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return 2;
    }
    for (i = 0; i < nfiles; i++)
        total += progress_file_size(files[i]);
    progress_init(&pr, opt->progress, total, nfiles, 0);
    for (i = 0; i < nfiles && !b.failed; i++) {
        if (read_file(&b, files[i]))
            io_error = 1;
        progress_next_file(&pr, progress_file_size(files[i]));
        progress_show(&pr, 0);
    }
    progress_clear(&pr);
    if (b.failed || write_index(b.ix, path) != 0) {
        renju_index_free(b.ix);
        return 2;
    }
    printf("%s: %ld game%s, %d position%s indexed", path, b.games, b.games == 1 ? "" : "s",
           renju_index_positions(b.ix), renju_index_positions(b.ix) == 1 ? "" : "s");
    if (b.unreadable)
        printf(", %ld not read", b.unreadable);
    printf("\n");
    renju_index_free(b.ix);
    if (fflush(stdout) != 0 || io_error)
        return 2;
    return b.unreadable ? 1 : 0;
}
