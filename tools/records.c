/* SPDX-License-Identifier: MIT */
/* records.c - the games of a record file, one at a time: the file read in pieces, the
 * library finding each game (renju_record_import_next()), and a game that runs past
 * the piece read again once more of the file is in, so that each byte is read once
 * and memory stays bounded by the largest game. */
#define _POSIX_C_SOURCE 200809L

#include "records.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define CHUNK 65536   /* the first buffer; read this much at once */

int rec_open(rec_reader *r, const char *prog, const char *name)
{
    memset(r, 0, sizeof *r);
    r->prog = prog;
    r->name = name;
    r->line = 1;
    r->f = strcmp(name, "-") == 0 ? stdin : fopen(name, "rb");
    if (!r->f) {
        fprintf(stderr, "%s: %s: %s\n", prog, name, strerror(errno));
        return -1;
    }
    return 0;
}

void rec_close(rec_reader *r)
{
    if (r->f && r->f != stdin)
        fclose(r->f);
    r->f = NULL;
    free(r->buf);
    r->buf = NULL;
    r->len = r->cap = r->pos = 0;
}

/* Move what is not used to the front and read more, growing the buffer only when one
 * game fills it.  0, -1 on a read error, -2 for a game too long. */
static int reader_fill(rec_reader *r)
{
    size_t got;

    if (r->pos > 0) {
        memmove(r->buf, r->buf + r->pos, r->len - r->pos);
        r->len -= r->pos;
        r->pos = 0;
    }
    if (r->len == r->cap) {
        size_t ncap = r->cap ? r->cap * 2 : CHUNK;
        char *nbuf;
        if (ncap > (size_t)REC_MAX_GAME || !(nbuf = realloc(r->buf, ncap)))
            return -2;
        r->buf = nbuf;
        r->cap = ncap;
    }
    got = fread(r->buf + r->len, 1, r->cap - r->len, r->f);
    r->len += got;
    r->done += (long long)got;
    if (ferror(r->f))
        return -1;
    r->eof = feof(r->f) != 0;
    return 0;
}

/* Say why the file could not be read on: rc from reader_fill(). */
static void reader_failed(const rec_reader *r, int rc)
{
    if (rc == -2)
        fprintf(stderr, "%s: %s:%ld: a game of more than %ld bytes\n", r->prog, r->name,
                r->line, REC_MAX_GAME);
    else
        fprintf(stderr, "%s: %s: %s\n", r->prog, r->name, strerror(errno));
}

int rec_peek(rec_reader *r, size_t want, const char **head, size_t *n, int *complete)
{
    int rc;

    while (r->len - r->pos < want && !r->eof)
        if ((rc = reader_fill(r)) != 0) {
            reader_failed(r, rc);
            return -1;
        }
    *head = r->buf ? r->buf + r->pos : "";
    *n = r->len - r->pos;
    *complete = r->eof;
    return 0;
}

long rec_raw_read(rec_reader *r, char *dst, size_t n)
{
    size_t got;

    if (r->pos < r->len) {
        got = r->len - r->pos < n ? r->len - r->pos : n;
        memcpy(dst, r->buf + r->pos, got);
        r->pos += got;
        return (long)got;
    }
    if (r->eof)
        return 0;
    got = fread(dst, 1, n, r->f);
    r->done += (long long)got;
    if (ferror(r->f))
        return -1;
    r->eof = feof(r->f) != 0;
    return (long)got;
}

/* Pass n bytes, counting lines as the library does: LF, CR LF or a CR alone. */
static void reader_advance(rec_reader *r, size_t n)
{
    const char *p = r->buf + r->pos, *end = p + n, *last = r->buf + r->len;

    for (; p < end; p++) {
        if (*p == '\n' || (*p == '\r' && (p + 1 >= last || p[1] != '\n'))) {
            r->line++;
            r->col = 0;
        } else {
            r->col++;
        }
    }
    r->pos += n;
}

/* ------------------------------------------------------------ positions */

void rec_position(const rec_where *w, int line, int col, char *buf, size_t n)
{
    if (line <= 0)
        buf[0] = '\0';
    else if (w->kind == REC_AT_MOVE)
        snprintf(buf, n, "in <move> at line %d, column %d", line, col);
    else if (w->kind == REC_AT_BYTES)   /* the library's bytes are one long line */
        snprintf(buf, n, "at byte %d", col > 0 ? col - 1 : 0);
    else
        snprintf(buf, n, "line %ld, column %ld", w->text_line + line - 1,
                 line == 1 ? w->text_col + col : (long)col);
}

const char *rec_strip_position(const char *msg)
{
    const char *p = msg;

    if (strncmp(p, "line ", 5) != 0 && strncmp(p, "byte ", 5) != 0)
        return msg;
    p = strstr(p, ": ");
    return p ? p + 2 : msg;
}

/* ------------------------------------------------------------ games */

renju_game *rec_game_new(const rec_setup *s, char *msg, size_t n)
{
    renju_game *g = NULL;
    int rc = RENJU_OK, have;

    if (renju_game_new(&g, s->ruleset, s->size) != RENJU_OK) {
        snprintf(msg, n, "%s is not played on %dx%d", renju_ruleset_name(s->ruleset), s->size,
                 s->size);
        return NULL;
    }
    if (s->foul_lose)
        rc = renju_option_set(g, RENJU_OPT_FOUL_POLICY, RENJU_FOUL_LOSE);
    if (rc == RENJU_OK && s->opening > RENJU_OPENING_NONE)
        rc = renju_option_set(g, RENJU_OPT_OPENING, s->opening);
    if (rc == RENJU_OK && s->opening_n > 0
        && (renju_option_get(g, RENJU_OPT_OPENING_N, &have) != RENJU_OK || have != s->opening_n))
        rc = renju_option_set(g, RENJU_OPT_OPENING_N, s->opening_n);
    if (rc == RENJU_OK && s->charset)
        rc = renju_record_charset_set(g, s->charset);
    if (rc != RENJU_OK) {
        snprintf(msg, n, "%s", renju_errmsg(g));
        renju_game_free(g);
        return NULL;
    }
    return g;
}

static int is_blank(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* How far the text before the next game goes: white space, a byte order mark,
 * and in move lists whole comment lines (an unfinished one is not passed). */
static size_t before_game(const char *t, size_t n, int format, int eof)
{
    size_t i = 0, c;

    if (format == RENJU_FORMAT_SGF && n >= 3 && memcmp(t, "\xef\xbb\xbf", 3) == 0)
        i = 3;
    for (;;) {
        while (i < n && is_blank((unsigned char)t[i]))
            i++;
        if (format != RENJU_FORMAT_MOVES || i == n || t[i] != '#')
            return i;
        for (c = i; c < n && t[c] != '\n' && t[c] != '\r'; c++)
            ;
        if (c == n && !eof)
            return i;
        i = c;
    }
}

typedef struct game_loop {
    rec_reader *r;
    int format, flags;
    const rec_setup *setup;
    progress *pr;
    rec_game_fn fn;
    void *ctx;
    int stopped;
} game_loop;

/* Hand a game to the callback and count it. */
static void give(game_loop *L, const rec_where *w, renju_game *g, int rc, const char *msg)
{
    if (L->pr)
        L->pr->games++;
    if (L->fn(L->ctx, w, g, rc, msg))
        L->stopped = 1;
}

/* The game at buf[pos]; 1 when it runs to the end of what is read and more is to
 * come (read more, then again), else 0 after giving it. */
static int next_game(game_loop *L)
{
    rec_reader *r = L->r;
    rec_where w = { r->name, r->line, REC_AT_TEXT, r->line, r->col };
    renju_game *g;
    size_t at = 0, n = r->len - r->pos;
    char msg[160];
    int rc;

    if (!(g = rec_game_new(L->setup, msg, sizeof msg))) {
        give(L, &w, NULL, 0, msg);
        /* only move lists play by the setup alone: pass the line */
        while (at < n && r->buf[r->pos + at] != '\n')
            at++;
        reader_advance(r, at);
        return 0;
    }
    rc = renju_record_import_next(g, L->format, r->buf + r->pos, n, &at, L->flags);
    if (at >= n && !r->eof) {
        renju_game_free(g);
        return 1;
    }
    if (rc != 0)
        give(L, &w, g, rc, NULL);
    renju_game_free(g);
    reader_advance(r, at > 0 ? at : n);
    return 0;
}

/* Move lists, SGF collections and .psq files: game after game, in pieces. */
static int read_text(game_loop *L)
{
    rec_reader *r = L->r;
    size_t skip;
    int rc = 0;

    while (!L->stopped) {
        skip = before_game(r->buf + r->pos, r->len - r->pos, L->format, r->eof);
        reader_advance(r, skip);
        if (r->pos == r->len || (L->format == RENJU_FORMAT_MOVES && r->buf[r->pos] == '#')
            || next_game(L)) {
            if (r->eof)
                break;
            if ((rc = reader_fill(r)) != 0)
                break;
            continue;
        }
        if (L->pr)
            progress_show(L->pr, r->done - (long long)(r->len - r->pos));
    }
    if (rc) {
        if (L->pr)
            progress_clear(L->pr);
        reader_failed(r, rc);
    } else if (L->pr) {
        progress_show(L->pr, r->done);   /* the whole file */
    }
    return rc ? -1 : L->stopped;
}

/* A binary record (.lib, .pos): one game, the file read whole. */
static int read_binary(game_loop *L)
{
    rec_reader *r = L->r;
    rec_where w = { r->name, 1, REC_AT_BYTES, 0, 0 };
    renju_game *g;
    char msg[160];
    int rc;

    while (!r->eof)
        if ((rc = reader_fill(r)) != 0) {
            reader_failed(r, rc);
            return -1;
        }
    if (!(g = rec_game_new(L->setup, msg, sizeof msg))) {
        give(L, &w, NULL, 0, msg);
    } else {
        rc = renju_record_import(g, L->format, r->buf + r->pos, r->len - r->pos, L->flags);
        give(L, &w, g, rc < 0 ? rc : 1, NULL);
        renju_game_free(g);
    }
    r->pos = r->len;   /* bytes, not lines: nothing to count */
    if (L->pr)
        progress_show(L->pr, r->done);
    return L->stopped;
}

int rec_read_games(rec_reader *r, int format, const rec_setup *setup, int flags,
                   progress *pr, rec_game_fn fn, void *ctx)
{
    game_loop L;

    L.r = r;
    L.format = format;
    L.flags = flags;
    L.setup = setup;
    L.pr = pr;
    L.fn = fn;
    L.ctx = ctx;
    L.stopped = 0;
    if (format == RENJU_FORMAT_LIB || format == RENJU_FORMAT_POS)
        return read_binary(&L);
    return read_text(&L);
}
