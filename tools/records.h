/* SPDX-License-Identifier: MIT */
/* records.h - the games of a record file, read one at a time by the library: text
 * collections (move lists, SGF, .psq) in pieces of the file, so that memory stays
 * bounded by the largest game, and binary records (.lib, .pos) whole.  Each game is
 * read into a new game made by the rules the caller gives, and handed to a callback
 * with where it lies in the file. */
#ifndef RENJU_TOOLS_RECORDS_H
#define RENJU_TOOLS_RECORDS_H

#include <renju.h>

#include "progress.h"

#include <stddef.h>
#include <stdio.h>

#define REC_MAX_GAME (64L * 1024 * 1024)   /* the largest single game read */

/* A file being read: buf[pos..len) is read and not yet used. */
typedef struct rec_reader {
    const char *prog;     /* the program, for messages */
    const char *name;     /* the path as given, "-" for standard input */
    FILE *f;
    char *buf;
    size_t len, cap, pos;
    int eof;
    long long done;       /* bytes read from the file */
    long line;            /* the file's line at buf[pos] */
    long col;             /* bytes before buf[pos] on that line */
} rec_reader;

/* Open a file ("-": standard input); -1 after saying why on standard error. */
int rec_open(rec_reader *r, const char *prog, const char *name);
void rec_close(rec_reader *r);

/* The first bytes of the file, up to want (fewer if the file is shorter), to tell its
 * format by: *complete says that they are the whole file.  -1 on a read error (said). */
int rec_peek(rec_reader *r, size_t want, const char **head, size_t *n, int *complete);

/* Up to n bytes of the file for another parser (the XML reader): those read already
 * first, then the rest of the file.  Returns the number, 0 at the end, -1 on error. */
long rec_raw_read(rec_reader *r, char *dst, size_t n);

/* Where a game lies, for the reports. */
enum { REC_AT_TEXT, REC_AT_MOVE, REC_AT_BYTES };
typedef struct rec_where {
    const char *file;  /* the path as given */
    long line;         /* the line where the game starts in the file */
    int kind;          /* REC_AT_TEXT: a text of the file; REC_AT_MOVE: a database's
                          <move>; REC_AT_BYTES: a binary file */
    long text_line;    /* REC_AT_TEXT: the file's line of the text's line 1 */
    long text_col;     /* REC_AT_TEXT: bytes before the text on that line */
} rec_where;

/* A line and column of the text the library read, as the reports give them ("line 3,
 * column 7", "in <move> at line 1, column 4", "at byte 22"); "" when line is 0. */
void rec_position(const rec_where *w, int line, int col, char *buf, size_t n);

/* The message of a failed import without the library's "line L, column C: " (or
 * "byte N: "), which rec_position() gives in the file's own terms. */
const char *rec_strip_position(const char *msg);

/* The rules a game is made with: those of every record that does not name its own. */
typedef struct rec_setup {
    int ruleset, size;
    int opening, opening_n;   /* RENJU_OPENING_NONE, 0: none */
    int foul_lose;            /* a forbidden black move loses (RIF tournament play) */
    const char *charset;      /* renju_record_charset_set(), NULL for the default */
} rec_setup;

/* A new game by the setup, or NULL with a message saying why there is none. */
renju_game *rec_game_new(const rec_setup *s, char *msg, size_t n);

/* A game read: g holds it when rc is 1, or the failed import when rc < 0 (its error
 * in renju_errmsg(), renju_record_error_position()); g is NULL when no game could be
 * made by the rules (msg says why).  g is freed after the call.  Returns 0 to go on,
 * 1 to stop reading. */
typedef int (*rec_game_fn)(void *ctx, const rec_where *w, renju_game *g, int rc,
                           const char *msg);

/* Read every game of the file in format (a RENJU_FORMAT_*) with the import flags,
 * each made by setup, and give it to fn; pr (may be NULL) counts the games and shows
 * the bytes read.  0, 1 when fn stopped, -1 when the file could not be read (said on
 * standard error). */
int rec_read_games(rec_reader *r, int format, const rec_setup *setup, int flags,
                   progress *pr, rec_game_fn fn, void *ctx);

#endif
