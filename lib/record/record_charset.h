/* SPDX-License-Identifier: MIT */
/* record_charset.h - the character sets of records' text (internal). */
#ifndef RJ_RECORD_CHARSET_H
#define RJ_RECORD_CHARSET_H

#include "record/record_output.h"
#include "game/handle.h"

#include <stddef.h>

/* How a record's text becomes UTF-8 (record_charset.c): as it is (RJ_CS_UTF8), from
 * ISO-8859-1, through iconv, not at all (a name iconv does not know: only text that
 * is already UTF-8 is kept), or as a record without CA: UTF-8 when it is, else
 * ISO-8859-1, FF[4]'s default. */
enum { RJ_CS_DEFAULT, RJ_CS_UTF8, RJ_CS_LATIN1, RJ_CS_ICONV, RJ_CS_UNKNOWN };

typedef struct rj_charset {
    int kind;        /* RJ_CS_* */
    void *cd;        /* RJ_CS_ICONV: the iconv descriptor (malloc'ed by iconv) */
    char name[40];   /* as the record wrote it, for messages */
} rj_charset;

/* Prepare the conversion from the charset named by the n bytes at name (NULL: none
 * named).  Must be closed with rj_charset_close(), whatever the kind. */
void rj_charset_open(rj_charset *cs, const char *name, size_t n);
void rj_charset_close(rj_charset *cs);
/* Convert the n bytes at s to UTF-8: RENJU_OK with *out NULL when s is kept as it is
 * (*outn = n), else *out allocated with g->alloc (the caller frees it) holding *outn
 * bytes; 1 when the text is not valid in its charset; RENJU_ENOMEM.  With partial
 * the text was cut short: a character split at its end is no error.  The result
 * may still hold what a tag cannot (NUL): check it. */
int rj_charset_convert(renju_game *g, rj_charset *cs, const char *s, size_t n, int partial,
                       char **out, size_t *outn);
/* The other way, for the writers of records that do not name their charset (RenLib):
 * prepare writing UTF-8 text in the charset named (NULL, "" or a name of UTF-8: kept
 * as it is); 1 when iconv cannot write that charset.  Closed with rj_charset_close(). */
int rj_charset_open_out(rj_charset *cs, const char *name);
/* Write the n bytes of UTF-8 text at s in that charset: a character it cannot hold,
 * and a NUL byte the conversion would make, is written as '?' and counted in *lost. */
void rj_charset_write(rj_charset *cs, rj_out *o, const char *s, size_t n, int *lost);

#endif
