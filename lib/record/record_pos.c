/* SPDX-License-Identifier: MIT */
/* record_pos.c - xl / ZJRenju .pos positions (renju_rules(7), GAME RECORDS;
 * renju_record(3)): byte 0 the number of stones, 1 to 225, then one byte a stone in
 * the order played, row * 15 + column with row 0 at the top, from black.  No rules,
 * no result: the game's rules are played.
 *
 * The file holds nothing else, so a byte after the last stone is an error rather than
 * something passed over: a file of another kind whose first byte is small would
 * otherwise read as a position of its first few bytes. */

#define POS_CELLS 225

#include "record/record_import.h"
#include "record/record_formats.h"

int rj_import_pos(rj_import *imp)
{
    const unsigned char *b = (const unsigned char *)imp->in.text;
    size_t at = imp->in.pos, end = imp->in.len, i;
    int n, row, col, rc;

    imp->binary = 1;
    if (at == end)
        return rj_imp_error(imp, RENJU_EPARSE, at, "an empty file is no .pos position");
    n = b[at];
    if (n == 0 || n > POS_CELLS)
        return rj_imp_error(imp, RENJU_EPARSE, at,
                            "a .pos position holds 1 to %d stones, not %d", POS_CELLS, n);
    if (end - at - 1 < (size_t)n)
        return rj_imp_error(imp, RENJU_EPARSE, end, "%d stones announced, %zu given", n,
                            end - at - 1);
    if (end - at - 1 > (size_t)n)
        return rj_imp_error(imp, RENJU_EPARSE, at + 1 + (size_t)n,
                            "%zu bytes after the last of the %d stones", end - at - 1 - (size_t)n,
                            n);
    for (i = at + 1; i <= at + (size_t)n; i++)
        if (b[i] >= POS_CELLS)
            return rj_imp_error(imp, RENJU_EPARSE, i, "byte 0x%02x is no point of the board",
                                (unsigned)b[i]);
    if ((rc = rj_imp_start(imp, -1, -1, 0, 15, 0)))
        return rc;
    for (i = at + 1; i <= at + (size_t)n; i++) {
        row = 14 - b[i] / 15;   /* from the top */
        col = b[i] % 15;
        if ((rc = rj_imp_stone(imp, row * 15 + col, 0, i)))
            return rj_imp_illegal(imp, rc, i);
    }
    imp->in.pos = end;
    return RENJU_OK;
}
