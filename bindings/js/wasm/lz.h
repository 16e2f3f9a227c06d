// SPDX-License-Identifier: MIT
/* The unpacking of the WebAssembly module's data (lz.c), in the format lz.mjs packs it
 * in: tokens of literal runs and of copies from what was unpacked already. */
#ifndef RJJS_LZ_H
#define RJJS_LZ_H

#include <stddef.h>

/* Unpack the tokens at in into the n bytes at out.  The tokens are trusted: they are the
 * module's own, checked when they were packed. */
void rjjs_lz_unpack(const unsigned char *in, unsigned char *out, size_t n);

#endif
