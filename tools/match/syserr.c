/* SPDX-License-Identifier: MIT */
/* syserr.c - errno messages through strerror_r(), whichever of its two forms the C
 * library declares: the XSI one returns 0 and writes into the buffer, the GNU one
 * (glibc, bionic and uClibc when _GNU_SOURCE is defined, e.g. by the compiler's
 * flags) returns the message, which may be a constant string left out of the buffer. */
#define _POSIX_C_SOURCE 200809L

#include "syserr.h"

#include <stdio.h>
#include <string.h>

const char *syserr(int err, char *buf, size_t cap)
{
#ifdef __USE_GNU   /* the C library's own mark of the GNU declarations */
    const char *msg = strerror_r(err, buf, cap);

    if (msg)
        return msg;
#else
    if (cap > 0 && strerror_r(err, buf, cap) == 0)
        return buf;
#endif
    if (cap > 0)
        snprintf(buf, cap, "error %d", err);
    return cap > 0 ? buf : "unknown error";
}
