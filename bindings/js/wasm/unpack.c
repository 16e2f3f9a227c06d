// SPDX-License-Identifier: MIT
/* The WebAssembly module's data (messages, names, tables), unpacked when the module
 * starts.  pack-data.mjs packs it after the link (lz.mjs) into the room kept here, which
 * the marker below shows it: 9 KB for 21.  The room then holds where the data goes,
 * its length and the packed data; in a module not packed it stays zero, and nothing is
 * done.  The unpacking is the module's first constructor: before the allocator's
 * (priority 47), whose sbrk() reads its break from the data, and before the tables are
 * filled (tables.c). */
#include <stdint.h>

#include "lz.h"

/* room for the packed data; pack-data.mjs says when it needs more */
#define ROOM 16384

/* Not static: the compiler would take it for zero, as nothing here writes it. */
unsigned char rjjs_packed[ROOM];

/* How pack-data.mjs finds the room: this text (without a NUL), then its address and
 * size.  Nothing reads it here: unpack_data() names it to an empty asm statement,
 * which keeps it in the link. */
__attribute__((used)) static const struct {
    char marker[16];
    unsigned char *room;
    uint32_t size;
} where = { "rjjs packed data", rjjs_packed, sizeof rjjs_packed };

static uint32_t read32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

__attribute__((constructor(1))) static void unpack_data(void)
{
    uint32_t at = read32(rjjs_packed), length = read32(rjjs_packed + 4);

    __asm__ volatile("" : : "r"(&where));
    if (length)
        rjjs_lz_unpack(rjjs_packed + 8, (unsigned char *)(uintptr_t)at, length);
}
