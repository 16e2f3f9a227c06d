/* SPDX-License-Identifier: MIT */
/* tables.c - the generated tables of the WebAssembly module, filled when it starts
 * (core/tables.h): the module carries the rules that make them (pattern_gen.c,
 * poskey_gen.c, compiled without their main()) rather than 37 KB of their output. */
#include "core/lines.h"
#include "core/poskey.h"

uint32_t rj_line_seg[2048];
unsigned short rj_line_table[RJ_LINE_ENTRIES];
uint64_t rj_poskey_random[2][RJ_MAX_CELLS][2];
uint64_t rj_poskey_salt_side[3][2];
uint64_t rj_poskey_salt_rules[8][2];
uint64_t rj_poskey_salt_size[RJ_MAX_SIZE + 1][2];

/* Run by the module's start, before any export can be called. */
__attribute__((constructor)) static void fill_tables(void)
{
    rj_pattern_fill(rj_line_seg, rj_line_table);
    rj_poskey_fill(rj_poskey_random, rj_poskey_salt_side, rj_poskey_salt_rules,
                   rj_poskey_salt_size);
}
