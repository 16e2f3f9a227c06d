// SPDX-License-Identifier: MIT
/* iconv for the WebAssembly build: the C library's own iconv would bring every
 * character set's tables into the module (150 KB), so conversions to UTF-8 are
 * asked of the JavaScript host's TextDecoder instead (iconv.js), which knows the
 * encodings of the Encoding Standard (Shift_JIS, GBK, EUC-KR, Big5, the ISO-8859
 * and Windows code pages, UTF-16...).  Only what the library's records use: whole
 * conversions into UTF-8, E2BIG when the output does not fit.  The functions have
 * names of their own, so that the library's sources name only the C library's: the
 * WebAssembly build compiles the library with WASM_LIBC (Makefile.am), which maps
 * iconv_open, iconv and iconv_close to them. */
#include <errno.h>
#include <iconv.h>
#include <stdlib.h>
#include <string.h>

/* Implemented in iconv.js: whether TextDecoder knows the label (1 or 0); the UTF-8
 * length of the decoded text, or -1 for an invalid sequence, -2 for text that ends
 * inside a character, the text written into out when it fits in cap bytes. */
extern int rjjs_charset_known(const char *label);
extern int rjjs_decode(const char *label, const char *in, size_t n, char *out, size_t cap);

iconv_t rjjs_iconv_open(const char *to, const char *from);
int rjjs_iconv_close(iconv_t cd);
size_t rjjs_iconv(iconv_t handle, char **restrict in, size_t *restrict inleft,
                  char **restrict out, size_t *restrict outleft);

struct rjjs_cd {
    char label[64];
};

iconv_t rjjs_iconv_open(const char *to, const char *from)
{
    struct rjjs_cd *cd;
    size_t n = strlen(from);

    if ((strcmp(to, "UTF-8") && strcmp(to, "utf-8")) || n >= sizeof cd->label
        || !rjjs_charset_known(from)) {
        errno = EINVAL;
        return (iconv_t)-1;
    }
    if (!(cd = malloc(sizeof *cd))) {
        errno = ENOMEM;
        return (iconv_t)-1;
    }
    memcpy(cd->label, from, n + 1);
    return (iconv_t)cd;
}

int rjjs_iconv_close(iconv_t cd)
{
    free(cd);
    return 0;
}

size_t rjjs_iconv(iconv_t handle, char **restrict in, size_t *restrict inleft,
             char **restrict out, size_t *restrict outleft)
{
    struct rjjs_cd *cd = (struct rjjs_cd *)handle;
    int len;

    if (!in || !*in || !inleft || *inleft == 0)
        return 0;                 /* a reset or a flush: no state is kept */
    len = rjjs_decode(cd->label, *in, *inleft, out ? *out : NULL, outleft ? *outleft : 0);
    if (len == -1 || len == -2) {
        errno = len == -1 ? EILSEQ : EINVAL;
        return (size_t)-1;
    }
    if ((size_t)len > *outleft) {
        errno = E2BIG;            /* nothing consumed: asked again with more room */
        return (size_t)-1;
    }
    *in += *inleft;
    *inleft = 0;
    *out += len;
    *outleft -= (size_t)len;
    return 0;
}
