/* SPDX-License-Identifier: MIT */
/* tables.h - how the generated tables are declared (internal).
 *
 * pattern_gen.c and poskey_gen.c write the line patterns and the position key's random
 * numbers at build time, and the library holds them as static const data.  The
 * WebAssembly module (RJ_TABLES_AT_START, bindings/js/wasm/tables.c) carries the
 * generators' code instead and fills the tables when it starts: the code is a few
 * hundred bytes where the data is 37 KB, and filling takes well under a millisecond. */
#ifndef RJ_TABLES_H
#define RJ_TABLES_H

#ifdef RJ_TABLES_AT_START
#define RJ_TABLE
#else
#define RJ_TABLE const
#endif

#endif
