/* SPDX-License-Identifier: MIT */
/* record_charset.c - the text of records into UTF-8: the character set a record names
 * (SGF's CA) is converted with iconv; UTF-8 and ISO-8859-1, the two most records
 * use, without it.  glibc's iconv_open() allocates its descriptor with malloc(), not
 * through the game's allocator: it is closed before the import returns, on every
 * path, and is the one allocation of the import that does not go through g->alloc.
 * Built with RENJU_NO_ICONV (where there is no iconv, as with mingw-w64) the library
 * knows UTF-8 and ISO-8859-1 alone: every other name is a charset iconv does not know. */
#include "game/errors.h"
#include "record/record_output.h"
#include "record/record_charset.h"
#include "game/output.h"
#include "core/text.h"

#include <errno.h>
#include <string.h>

#ifndef RENJU_NO_ICONV
#include <iconv.h>
#else
typedef void *iconv_t;

static iconv_t iconv_open(const char *to, const char *from)
{
    (void)to;
    (void)from;
    errno = EINVAL;
    return (iconv_t)-1;
}

static size_t iconv(iconv_t cd, char **in, size_t *inleft, char **out, size_t *outleft)
{
    (void)cd;
    (void)in;
    (void)inleft;
    (void)out;
    (void)outleft;
    errno = EBADF;
    return (size_t)-1;
}

static int iconv_close(iconv_t cd)
{
    (void)cd;
    return 0;
}
#endif

#define NAME_KEY_MAX 24

static int key_in(const char *key, const char *const *names)
{
    for (; *names; names++)
        if (strcmp(key, *names) == 0)
            return 1;
    return 0;
}

void rj_charset_open(rj_charset *cs, const char *name, size_t n)
{
    static const char *const utf8[] = { "utf8", "usascii", "ascii", "ansix3.41968", NULL };
    static const char *const latin1[] = { "iso88591", "latin1", "l1", "iso885911987",
                                          "cp819", NULL };
    char key[NAME_KEY_MAX];
    iconv_t cd;

    memset(cs, 0, sizeof *cs);
    if (!name) {
        cs->kind = RJ_CS_DEFAULT;
        return;
    }
    n = n < sizeof cs->name - 1 ? n : sizeof cs->name - 1;
    memcpy(cs->name, name, n);
    cs->name[n] = '\0';
    if (memchr(cs->name, '\0', n)) {   /* a NUL in the name: no charset iconv knows */
        cs->name[0] = '\0';
        cs->kind = RJ_CS_UNKNOWN;
        return;
    }
    if (rj_name_key(cs->name, n, key, sizeof key) == 0 && key_in(key, utf8)) {
        cs->kind = RJ_CS_UTF8;
    } else if (rj_name_key(cs->name, n, key, sizeof key) == 0 && key_in(key, latin1)) {
        cs->kind = RJ_CS_LATIN1;
    } else if ((cd = iconv_open("UTF-8", cs->name)) != (iconv_t)-1) {
        cs->kind = RJ_CS_ICONV;
        cs->cd = cd;
    } else {
        cs->kind = RJ_CS_UNKNOWN;
    }
}

void rj_charset_close(rj_charset *cs)
{
    if (cs->kind == RJ_CS_ICONV)
        iconv_close((iconv_t)cs->cd);
    cs->kind = RJ_CS_DEFAULT;
    cs->cd = NULL;
}

/* Every byte above 0x7f becomes two in UTF-8; out holds 2 * n bytes. */
static size_t latin1_to_utf8(const char *s, size_t n, char *out)
{
    size_t i, k = 0;

    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x80) {
            out[k++] = (char)(0xc0 | c >> 6);
            out[k++] = (char)(0x80 | (c & 0x3f));
        } else {
            out[k++] = (char)c;
        }
    }
    return k;
}

/* Replace *buf (cap bytes, len used) by one twice as large. */
static int grow(renju_game *g, char **buf, size_t *cap, size_t len)
{
    char *more = g->alloc(g->opaque, 2 * *cap);

    if (!more)
        return RENJU_ENOMEM;
    memcpy(more, *buf, len);
    g->free(g->opaque, *buf);
    *buf = more;
    *cap *= 2;
    return RENJU_OK;
}

/* iconv into a buffer of the game's allocator, grown as needed.  With partial the
 * text was cut short, so that a character cut in two at its end is no error. */
static int iconv_convert(renju_game *g, rj_charset *cs, const char *s, size_t n, int partial,
                         char **out, size_t *outn)
{
    iconv_t cd = (iconv_t)cs->cd;
    size_t cap = 2 * n + 16, len = 0, inleft = n, room;
    char *buf = g->alloc(g->opaque, cap), *in = (char *)s, *op;
    int rc = RENJU_OK;

    if (!buf)
        return RENJU_ENOMEM;
    iconv(cd, NULL, NULL, NULL, NULL);   /* a stateful charset starts afresh */
    for (;;) {
        op = buf + len;
        room = cap - len;
        /* a NULL input flushes the state (the shift back of ISO-2022-JP) */
        if (iconv(cd, inleft ? &in : NULL, inleft ? &inleft : NULL, &op, &room) != (size_t)-1) {
            len = (size_t)(op - buf);
            if (inleft == 0)
                break;
            continue;
        }
        len = (size_t)(op - buf);
        if (errno == E2BIG) {
            if ((rc = grow(g, &buf, &cap, len)))
                break;
            continue;
        }
        if (errno == EINVAL && partial)  /* the character the cut split */
            break;
        rc = 1;   /* EILSEQ, or text that ends inside a character */
        break;
    }
    if (rc) {
        g->free(g->opaque, buf);
        return rc;
    }
    *out = buf;
    *outn = len;
    return RENJU_OK;
}

int rj_charset_convert(renju_game *g, rj_charset *cs, const char *s, size_t n, int partial,
                       char **out, size_t *outn)
{
    size_t ok, i;

    *out = NULL;
    *outn = n;
    switch (cs->kind) {
    case RJ_CS_ICONV:
        return iconv_convert(g, cs, s, n, partial, out, outn);
    case RJ_CS_LATIN1:
        break;
    default:
        /* a cut text may end inside a character: only what comes before is checked */
        ok = rj_utf8_valid(s, n);
        if (ok == n || (partial && ok + 4 > n && ok > 0 && s[ok] != '\0'))
            return RENJU_OK;
        if (cs->kind != RJ_CS_DEFAULT)
            return 1;
        break;    /* FF[4]'s default character set */
    }
    for (i = 0; i < n && (unsigned char)s[i] < 0x80; i++)
        ;
    if (i == n)
        return RENJU_OK;
    *out = g->alloc(g->opaque, 2 * n + 1);
    if (!*out)
        return RENJU_ENOMEM;
    *outn = latin1_to_utf8(s, n, *out);
    return RENJU_OK;
}

/* Whether cd writes ASCII as it is, as a record that ends its text at a NUL byte and
 * keeps line breaks and RenLib's separator (0x08) needs: UTF-16 and EBCDIC do not. */
static int ascii_compatible(iconv_t cd)
{
    static const char probe[] = "Az09?\n\b";
    char out[32], *in = (char *)probe, *op = out;
    size_t inleft = sizeof probe - 1, room = sizeof out;

    iconv(cd, NULL, NULL, NULL, NULL);
    if (iconv(cd, &in, &inleft, &op, &room) == (size_t)-1
        || iconv(cd, NULL, NULL, &op, &room) == (size_t)-1)
        return 0;
    return (size_t)(op - out) == sizeof probe - 1 && memcmp(out, probe, sizeof probe - 1) == 0;
}

int rj_charset_open_out(rj_charset *cs, const char *name)
{
    size_t n = name ? strlen(name) : 0;
    char key[NAME_KEY_MAX];
    iconv_t cd;

    memset(cs, 0, sizeof *cs);
    cs->kind = RJ_CS_UTF8;
    /* only UTF-8 itself is written as it is: ASCII cannot hold the rest */
    if (n == 0 || (rj_name_key(name, n, key, sizeof key) == 0 && strcmp(key, "utf8") == 0))
        return 0;
    n = n < sizeof cs->name - 1 ? n : sizeof cs->name - 1;
    memcpy(cs->name, name, n);
    cs->name[n] = '\0';
    cs->kind = RJ_CS_UNKNOWN;
    if ((cd = iconv_open(cs->name, "UTF-8")) == (iconv_t)-1)
        return 1;
    if (!ascii_compatible(cd)) {
        iconv_close(cd);
        return 1;
    }
    cs->kind = RJ_CS_ICONV;
    cs->cd = cd;
    return 0;
}

/* Out with n converted bytes, each NUL as '?': a NUL would end the text early. */
static void put_converted(rj_out *o, const char *s, size_t n, int *lost)
{
    size_t i, from = 0;

    for (i = 0; i < n; i++) {
        if (s[i] != '\0')
            continue;
        rj_out_mem(o, s + from, i - from);
        rj_out_char(o, '?');
        (*lost)++;
        from = i + 1;
    }
    rj_out_mem(o, s + from, n - from);
}

/* A question mark for a character the charset cannot hold, converted too so that it
 * is right in a stateful charset. */
static void put_lost(iconv_t cd, rj_out *o, int *lost)
{
    char buf[16], *q = (char *)"?", *op = buf;
    size_t one = 1, room = sizeof buf;

    iconv(cd, &q, &one, &op, &room);
    rj_out_mem(o, buf, (size_t)(op - buf));
    (*lost)++;
}

void rj_charset_write(rj_charset *cs, rj_out *o, const char *s, size_t n, int *lost)
{
    iconv_t cd = (iconv_t)cs->cd;
    char buf[256], *in = (char *)s, *op;
    size_t inleft = n, room, r, skip;
    int flush;

    if (cs->kind != RJ_CS_ICONV) {
        rj_out_mem(o, s, n);
        return;
    }
    iconv(cd, NULL, NULL, NULL, NULL);
    for (;;) {
        op = buf;
        room = sizeof buf;
        /* a NULL input, once all is read, writes the shift back of a stateful charset */
        flush = inleft == 0;
        r = flush ? iconv(cd, NULL, NULL, &op, &room) : iconv(cd, &in, &inleft, &op, &room);
        put_converted(o, buf, (size_t)(op - buf), lost);
        if (r == (size_t)-1 && errno == E2BIG)
            continue;
        if (flush)
            break;
        if (r == (size_t)-1) {
            skip = rj_utf8_sequence_length((unsigned char)*in);
            skip = skip < inleft ? skip : inleft;
            in += skip;
            inleft -= skip;
            put_lost(cd, o, lost);
        }
    }
}

int renju_record_charset_set(renju_game *g, const char *charset)
{
    size_t n = charset ? strlen(charset) : 0;
    rj_charset cs;
    int kind;

    if (!g)
        return RENJU_EINVAL;
    if (n >= sizeof g->charset)
        return rj_error(g, RENJU_EINVAL, "a charset's name is at most %zu bytes",
                        sizeof g->charset - 1);
    if (n) {
        rj_charset_open(&cs, charset, n);
        kind = cs.kind;
        rj_charset_close(&cs);
        if (kind == RJ_CS_UNKNOWN)
            return rj_error(g, RENJU_EINVAL, "the charset %s is not known", cs.name);
    }
    memcpy(g->charset, charset ? charset : "", n + 1);
    return rj_ok(g);
}

int renju_record_charset_get(renju_game *g, char *buf, size_t capacity)
{
    if (!g)
        return RENJU_EINVAL;
    return rj_out_text(g, buf, capacity, g->charset[0] ? g->charset : g->charset_read,
                       "the charset");
}
