// SPDX-License-Identifier: MIT
/* The unpacking of the format lz.mjs packs in (its first lines say it): a byte t below
 * 32 is a run of t + 1 literals; above, a copy of (t >> 5) + 2 bytes (plus the next
 * byte when that is 9) from ((t & 31) << 8 | the next byte) + 1 bytes back.  A copy
 * runs forwards a byte at a time, so that it may repeat what it has just written. */
#include "lz.h"

void rjjs_lz_unpack(const unsigned char *in, unsigned char *out, size_t n)
{
    unsigned char *end = out + n;
    const unsigned char *from;
    unsigned t, len;

    while (out < end) {
        t = *in++;
        if (t < 32) {
            for (len = t + 1; len > 0; len--)
                *out++ = *in++;
            continue;
        }
        len = (t >> 5) + 2;
        if (len == 9)
            len += *in++;
        from = out - (((t & 31) << 8 | *in++) + 1);
        for (; len > 0; len--)
            *out++ = *from++;
    }
}
