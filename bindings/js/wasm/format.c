// SPDX-License-Identifier: MIT
/* snprintf() and vsnprintf() for the WebAssembly build.  The library formats
 * integers, characters and strings only (messages, notation, records, SVG); the C
 * library's printf brings floating point, wide characters and positional arguments
 * with it, 4 KB of the module.  This one knows the flags - + space # 0, a width and a
 * precision (digits or *), the lengths hh h l ll j z t and the conversions d i u o x
 * X c s and %%; anything else makes it return -1, as the C library does with a
 * conversion it does not know.  They are named rjjs_snprintf() and rjjs_vsnprintf(),
 * and the build maps the library's calls to them (WASM_LIBC in Makefile.am), so that
 * no file of the library names a function of the binding.  Native builds keep the C
 * library's: tests/check_wasm_format.c compares rjjs_snprintf() with snprintf() on
 * the library's own formats and on many random ones. */
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

int rjjs_vsnprintf(char *buf, size_t cap, const char *fmt, va_list ap);
int rjjs_snprintf(char *buf, size_t cap, const char *fmt, ...);

/* the flags, each the bit of its place in FLAG_CHARS */
#define FLAG_CHARS "-+ #0"
enum { LEFT = 1, PLUS = 2, SPACE = 4, ALT = 8, ZERO = 16 };

/* A conversion's flags, width and precision (-1: none). */
typedef struct spec {
    unsigned flags;
    int width, prec;
} spec;

/* The output: its first cap - 1 bytes are kept in buf, len counts them all. */
typedef struct sink {
    char *buf;
    size_t cap, len;
} sink;

static void put(sink *o, const char *s, size_t n)
{
    for (; n > 0; n--, s++, o->len++)
        if (o->len + 1 < o->cap)
            o->buf[o->len] = *s;
}

static void fill(sink *o, char c, long n)
{
    for (; n > 0; n--)
        put(o, &c, 1);
}

/* n bytes at s, padded with spaces to the width (the 0 flag pads only numbers). */
static void field(sink *o, const spec *sp, const char *s, size_t n)
{
    long gap = (long)sp->width - (long)n;

    if (!(sp->flags & LEFT))
        fill(o, ' ', gap);
    put(o, s, n);
    if (sp->flags & LEFT)
        fill(o, ' ', gap);
}

/* The digits of v (none for 0) in base, written backwards from end; returns where
 * they start. */
static char *digits(uintmax_t v, unsigned base, int upper, char *end)
{
    const char *set = upper ? "0123456789ABCDEF" : "0123456789abcdef";

    for (; v; v /= base)
        *--end = set[v % base];
    return end;
}

/* An integer of magnitude v: its sign or 0x, zeros up to the precision (at least one
 * digit, none for 0 at precision 0; # makes an octal number start with 0) or, with
 * the 0 flag and no precision, up to the width, then the digits. */
static void integer(sink *o, const spec *sp, uintmax_t v, int negative, char conv)
{
    char buf[3 * sizeof v], *end = buf + sizeof buf, *d;
    unsigned base = conv == 'o' ? 8 : conv == 'x' || conv == 'X' ? 16 : 10;
    const char *prefix = "";
    long n, zeros, gap;
    size_t np;

    if (conv == 'd')
        prefix = negative ? "-" : sp->flags & PLUS ? "+" : sp->flags & SPACE ? " " : "";
    else if (base == 16 && sp->flags & ALT && v)
        prefix = conv == 'x' ? "0x" : "0X";
    for (np = 0; prefix[np]; np++)
        ;
    d = digits(v, base, conv == 'X', end);
    n = (long)(end - d);
    zeros = (sp->prec >= 0 ? sp->prec : 1) - n;
    if (zeros < 0)
        zeros = 0;
    if (base == 8 && sp->flags & ALT && zeros == 0)
        zeros = 1;
    gap = (long)sp->width - (long)np - n - zeros;
    if ((sp->flags & (ZERO | LEFT)) == ZERO && sp->prec < 0 && gap > 0) {
        zeros += gap;
        gap = 0;
    }
    if (!(sp->flags & LEFT))
        fill(o, ' ', gap);
    put(o, prefix, np);
    fill(o, '0', zeros);
    put(o, d, (size_t)n);
    if (sp->flags & LEFT)
        fill(o, ' ', gap);
}

/* A width or precision: digits in the format, or * for an int argument. */
static int number(const char **f, va_list *ap)
{
    int v = 0;

    if (**f == '*') {
        (*f)++;
        return va_arg(*ap, int);
    }
    for (; **f >= '0' && **f <= '9'; (*f)++)
        v = v <= (INT_MAX - 9) / 10 ? v * 10 + (**f - '0') : INT_MAX;
    return v;
}

/* The flags, width and precision after a '%'.  A negative width argument is the -
 * flag and a width, a negative precision argument none. */
static void read_spec(const char **f, va_list *ap, spec *sp)
{
    const char *c;

    sp->flags = 0;
    while (**f) {
        for (c = FLAG_CHARS; *c && *c != **f; c++)
            ;
        if (!*c)
            break;
        sp->flags |= 1u << (c - FLAG_CHARS);
        (*f)++;
    }
    sp->width = number(f, ap);
    if (sp->width < 0) {
        sp->flags |= LEFT;
        sp->width = sp->width == INT_MIN ? INT_MAX : -sp->width;
    }
    sp->prec = -1;
    if (**f == '.') {
        (*f)++;
        sp->prec = number(f, ap);
        if (sp->prec < 0)
            sp->prec = -1;
    }
}

/* The length: 0 for none, 'H' for hh and 'L' for ll, else its letter. */
static char read_length(const char **f)
{
    char c = **f;

    if (c == 'h' || c == 'l') {
        if (*++*f != c)
            return c;
        (*f)++;
        return c == 'h' ? 'H' : 'L';
    }
    if (c == 'j' || c == 'z' || c == 't') {
        (*f)++;
        return c;
    }
    return 0;
}

/* The argument of a signed conversion of that length; its magnitude, and whether it is
 * negative. */
static uintmax_t signed_arg(va_list *ap, char len, int *negative)
{
    intmax_t v;

    switch (len) {
    case 'H': v = (signed char)va_arg(*ap, int); break;
    case 'h': v = (short)va_arg(*ap, int); break;
    case 'l': v = va_arg(*ap, long); break;
    case 'L': v = va_arg(*ap, long long); break;
    case 'j': v = va_arg(*ap, intmax_t); break;
    case 'z':   /* the signed type of size_t's width */
    case 't': v = va_arg(*ap, ptrdiff_t); break;
    default:  v = va_arg(*ap, int); break;
    }
    *negative = v < 0;
    return v < 0 ? 0 - (uintmax_t)v : (uintmax_t)v;
}

static uintmax_t unsigned_arg(va_list *ap, char len)
{
    switch (len) {
    case 'H': return (unsigned char)va_arg(*ap, unsigned);
    case 'h': return (unsigned short)va_arg(*ap, unsigned);
    case 'l': return va_arg(*ap, unsigned long);
    case 'L': return va_arg(*ap, unsigned long long);
    case 'j': return va_arg(*ap, uintmax_t);
    case 'z':
    case 't': return va_arg(*ap, size_t);
    default:  return va_arg(*ap, unsigned);
    }
}

/* One conversion, from after its '%'; -1 for one this formatter does not know. */
static int conversion(sink *o, const char **f, va_list *ap)
{
    spec sp;
    char len, conv, ch;
    const char *s;
    uintmax_t v;
    size_t n;
    int negative;

    read_spec(f, ap, &sp);
    len = read_length(f);
    conv = **f;
    if (!conv)
        return -1;
    (*f)++;
    switch (conv) {
    case 'd':
    case 'i':
        v = signed_arg(ap, len, &negative);
        integer(o, &sp, v, negative, 'd');
        return 0;
    case 'u':
    case 'o':
    case 'x':
    case 'X':
        integer(o, &sp, unsigned_arg(ap, len), 0, conv);
        return 0;
    case 'c':
        if (len)
            return -1;
        ch = (char)va_arg(*ap, int);
        field(o, &sp, &ch, 1);
        return 0;
    case 's':
        if (len)
            return -1;
        if (!(s = va_arg(*ap, const char *)))
            s = "(null)";
        for (n = 0; s[n] && (sp.prec < 0 || n < (size_t)sp.prec); n++)
            ;
        field(o, &sp, s, n);
        return 0;
    default:
        return -1;
    }
}

int rjjs_vsnprintf(char *buf, size_t cap, const char *fmt, va_list ap)
{
    sink o = { buf, cap, 0 };
    const char *start;
    va_list args;
    int rc = 0;

    va_copy(args, ap);   /* passed on by address, which a va_list parameter cannot be */
    while (*fmt && rc == 0) {
        for (start = fmt; *fmt && *fmt != '%'; fmt++)
            ;
        put(&o, start, (size_t)(fmt - start));
        if (fmt[0] == '%' && fmt[1] == '%') {
            put(&o, "%", 1);
            fmt += 2;
        } else if (*fmt == '%') {
            fmt++;
            rc = conversion(&o, &fmt, &args);
        }
    }
    va_end(args);
    if (cap > 0)
        buf[o.len < cap ? o.len : cap - 1] = '\0';
    return rc || o.len > INT_MAX ? -1 : (int)o.len;
}

int rjjs_snprintf(char *buf, size_t cap, const char *fmt, ...)
{
    va_list ap;
    int n;

    va_start(ap, fmt);
    n = rjjs_vsnprintf(buf, cap, fmt, ap);
    va_end(ap);
    return n;
}
