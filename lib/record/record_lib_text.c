/* SPDX-License-Identifier: MIT */
/* record_lib_text.c - the comments and board texts of a RenLib library, both ways.
 *
 * RenLib keeps a comment as a one-line title and a body, written as title 0x08 body;
 * the tree keeps one UTF-8 text, so the 0x08 becomes the line feed that ends the
 * title, and the writer turns the first line feed back into it.  Only a line feed
 * that ends no CR LF does: RenLib's bodies break their lines with CR LF, and a comment
 * of a body alone, read and written again, keeps its bytes.  An old-style comment is
 * 7-bit text, Swedish letters on the ASCII brackets, its last byte marked by its top
 * bit; it is read, and written as a comment of today. */
#include "record/record_output.h"
#include "record/record_charset.h"
#include "record/record_import.h"
#include "record/record_lib.h"
#include "core/text.h"
#include "game/errors.h"

#include <string.h>

#define COMMENT_MAX ((size_t)1 << 20)   /* as renju_node_comment_set() keeps */
#define LABEL_MAX 255                   /* as renju_node_label_set() keeps */
#define SEPARATOR 0x08

/* What the old-style code writes on the brackets, in UTF-8: a with ring, a and o
 * with dots, and their capitals. */
static const char *old_letter(int c)
{
    switch (c) {
    case '}':  return "\xc3\xa5";
    case '{':  return "\xc3\xa4";
    case '|':  return "\xc3\xb6";
    case ']':  return "\xc3\x85";
    case '[':  return "\xc3\x84";
    case '\\': return "\xc3\x96";
    default:   return NULL;
    }
}

/* An old-style comment into UTF-8 at out (2 * n bytes); its length.  A NUL, which no
 * text can hold, is dropped and counted. */
static size_t old_to_utf8(const unsigned char *s, size_t n, char *out, int *dropped)
{
    size_t i, k = 0;
    const char *l;
    int c;

    for (i = 0; i < n; i++) {
        c = s[i] & 0x7f;
        if (c == 0) {
            (*dropped)++;
        } else if ((l = old_letter(c)) != NULL) {
            out[k++] = l[0];
            out[k++] = l[1];
        } else {
            out[k++] = (char)c;
        }
    }
    return k;
}

/* The first 0x08 of a comment, the end of its title, as a line feed. */
static void title_end(char *s, size_t n)
{
    char *sep = memchr(s, SEPARATOR, n);

    if (sep)
        *sep = '\n';
}

static int old_comment(rj_import *imp, const rj_lib_text *t, char **out, size_t *n)
{
    int dropped = 0;

    *out = imp->g->alloc(imp->g->opaque, 2 * t->len + 1);
    if (!*out)
        return rj_error(imp->g, RENJU_ENOMEM, "out of memory reading a comment");
    *n = old_to_utf8((const unsigned char *)imp->in.text + t->at, t->len, *out, &dropped);
    if (dropped)
        rj_imp_warn(imp, RENJU_WARN_TEXT, t->at, dropped, "NUL bytes in a comment were dropped");
    return RENJU_OK;
}

/* A text in the charset cs as UTF-8, in a buffer of its own. */
static int converted(rj_import *imp, rj_charset *cs, const rj_lib_text *t, char **out,
                     size_t *n)
{
    const char *raw = imp->in.text + t->at;
    char *conv = NULL;
    int rc = rj_charset_convert(imp->g, cs, raw, t->len, 0, &conv, n);

    if (rc == RENJU_ENOMEM)
        return rj_error(imp->g, RENJU_ENOMEM, "out of memory reading a text");
    if (rc == 1 || rj_utf8_valid(conv ? conv : raw, *n) < *n) {
        if (conv)
            imp->g->free(imp->g->opaque, conv);
        rj_imp_warn(imp, RENJU_WARN_TEXT, t->at, 1, "text that is not valid %s was dropped",
                    cs->kind == RJ_CS_UTF8 ? "UTF-8" : cs->name);
        *out = NULL;
        *n = 0;
        return RENJU_OK;
    }
    if (!conv) {
        if (!(conv = imp->g->alloc(imp->g->opaque, t->len + 1)))
            return rj_error(imp->g, RENJU_ENOMEM, "out of memory reading a text");
        memcpy(conv, raw, t->len);
    }
    *out = conv;
    return RENJU_OK;
}

int rj_lib_text_read(rj_import *imp, rj_charset *cs, const rj_lib_text *t, int kind,
                     char **out, size_t *n)
{
    size_t max = kind == RJ_LIB_BOARD_TEXT ? LABEL_MAX : COMMENT_MAX;
    int rc;

    *out = NULL;
    *n = 0;
    if (t->len == 0)
        return RENJU_OK;
    rc = kind == RJ_LIB_OLD_COMMENT ? old_comment(imp, t, out, n) : converted(imp, cs, t, out, n);
    if (rc || !*out)
        return rc;
    if (kind != RJ_LIB_BOARD_TEXT)
        title_end(*out, *n);
    if (*n > max) {
        *n = rj_utf8_cut(*out, *n, max);
        rj_imp_warn(imp, RENJU_WARN_TEXT, t->at, 1, "a %s longer than %zu bytes was cut",
                    kind == RJ_LIB_BOARD_TEXT ? "board text" : "comment", max);
    }
    if (*n == 0) {
        imp->g->free(imp->g->opaque, *out);
        *out = NULL;
    }
    return RENJU_OK;
}

/* ------------------------------------------------------------ writing */

/* Where a comment's title ends: its first line feed that ends no CR LF, or n. */
static size_t title_length(const unsigned char *s, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (s[i] == '\n' && (i == 0 || s[i - 1] != '\r'))
            return i;
    return n;
}

/* A title, each 0x08 in it as a space: read back, it would end the title there. */
static void write_title(rj_out *o, rj_charset *cs, const unsigned char *s, size_t n, int *lost,
                        int *blanked)
{
    size_t i, from = 0;

    for (i = 0; i < n; i++) {
        if (s[i] != SEPARATOR)
            continue;
        rj_charset_write(cs, o, (const char *)s + from, i - from, lost);
        rj_out_char(o, ' ');
        (*blanked)++;
        from = i + 1;
    }
    rj_charset_write(cs, o, (const char *)s + from, n - from, lost);
}

void rj_lib_text_write(rj_out *o, rj_charset *cs, const unsigned char *s, size_t n,
                       int comment, int *lost, int *blanked)
{
    size_t start = o->len, title = comment ? title_length(s, n) : n;

    if (comment)
        write_title(o, cs, s, title, lost, blanked);
    else
        rj_charset_write(cs, o, (const char *)s, n, lost);
    if (title < n) {
        rj_out_char(o, SEPARATOR);
        rj_charset_write(cs, o, (const char *)s + title + 1, n - title - 1, lost);
    }
    rj_out_char(o, '\0');
    if ((o->len - start) % 2)
        rj_out_char(o, '\0');   /* texts keep the records on even offsets */
}
