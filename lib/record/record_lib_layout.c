/* SPDX-License-Identifier: MIT */
/* record_lib_layout.c - the bytes of a RenLib library: its header and its records, each
 * decoded with the texts that follow it, and every way they can be cut short or point
 * off the board refused with the byte where it went wrong. */
#include "record/record_import.h"
#include "record/record_lib.h"

#include <string.h>

static const unsigned char *bytes(const rj_import *imp)
{
    return (const unsigned char *)imp->in.text;
}

int rj_lib_header(rj_import *imp)
{
    static const unsigned char magic[8] = { 0xff, 'R', 'e', 'n', 'L', 'i', 'b', 0xff };
    const unsigned char *b = bytes(imp) + imp->in.pos;
    size_t left = imp->in.len - imp->in.pos, n = left < 8 ? left : 8;

    if (left == 0)
        return rj_imp_error(imp, RENJU_EPARSE, imp->in.pos, "an empty file is no RenLib library");
    if (b[0] == RJ_LIB_CENTRE)
        return RENJU_OK;   /* an old library without a header: its first move, h8 */
    if (memcmp(b, magic, n) != 0)
        return rj_imp_error(imp, RENJU_EPARSE, imp->in.pos,
                            "not a RenLib library: it starts with neither the header "
                            "(FF \"RenLib\" FF) nor h8 (0x78)");
    if (left < RJ_LIB_HEADER)
        return rj_imp_error(imp, RENJU_EPARSE, imp->in.len,
                            "the RenLib header is cut short: %zu of its %d bytes", left,
                            RJ_LIB_HEADER);
    if (b[8] != RJ_LIB_MAJOR)
        return rj_imp_error(imp, RENJU_EPARSE, imp->in.pos + 8,
                            "a RenLib library of version %d.%d: only version %d.x is read",
                            b[8], b[9], RJ_LIB_MAJOR);
    imp->in.pos += RJ_LIB_HEADER;
    return RENJU_OK;
}

/* A text from *p: bytes in pairs, as RenLib reads them, up to a NUL (an old-style
 * comment: up to and with a byte whose top bit is set); *p moves past its pair. */
static int read_text(rj_import *imp, size_t *p, rj_lib_text *t, int old, const char *what,
                     size_t record)
{
    const unsigned char *b = bytes(imp);
    size_t i;

    t->at = *p;
    for (i = *p; i + 2 <= imp->in.len; i += 2) {
        if (old ? (b[i] & 0x80) != 0 : b[i] == 0) {
            t->len = i - t->at + (size_t)old;
            *p = i + 2;
            return RENJU_OK;
        }
        if (old ? (b[i + 1] & 0x80) != 0 : b[i + 1] == 0) {
            t->len = i + 1 - t->at + (size_t)old;
            *p = i + 2;
            return RENJU_OK;
        }
    }
    return rj_imp_error(imp, RENJU_EPARSE, imp->in.len,
                        "the %s of the node at byte %zu has no end: the file is cut short",
                        what, record);
}

/* The extension of the flags, and the texts that follow the record. */
static int read_rest(rj_import *imp, size_t *p, rj_lib_record *rec)
{
    const unsigned char *b = bytes(imp);
    int rc;

    if (rec->flags & RJ_LIB_EXTENSION) {
        if (*p + 2 > imp->in.len)
            return rj_imp_error(imp, RENJU_EPARSE, imp->in.len,
                                "the flags of the node at byte %zu are cut short", rec->at);
        rec->flags |= (unsigned)b[*p] << 16 | (unsigned)b[*p + 1] << 8;
        *p += 2;
    }
    /* both comment bits: RenLib reads the old-style comment */
    if (rec->flags & (RJ_LIB_OLD_COMMENT | RJ_LIB_COMMENT)) {
        rec->comment = rec->flags & RJ_LIB_OLD_COMMENT ? RJ_LIB_OLD_COMMENT : RJ_LIB_COMMENT;
        rc = read_text(imp, p, &rec->text, rec->comment == RJ_LIB_OLD_COMMENT, "comment",
                       rec->at);
        if (rc)
            return rc;
    }
    if (rec->flags & RJ_LIB_BOARD_TEXT) {
        rec->board = 1;
        return read_text(imp, p, &rec->board_text, 0, "board text", rec->at);
    }
    return RENJU_OK;
}

int rj_lib_record_next(rj_import *imp, rj_lib_record *rec)
{
    const unsigned char *b = bytes(imp);
    size_t p = imp->in.pos;
    int rc;

    if (p >= imp->in.len)
        return 0;
    memset(rec, 0, sizeof *rec);
    rec->at = p;
    if (p + 2 > imp->in.len)
        return rj_imp_error(imp, RENJU_EPARSE, p,
                            "the node at byte %zu is cut short: 1 of its 2 bytes", p);
    rec->pos = b[p];
    rec->flags = b[p + 1];
    if (rec->pos != 0 && !rj_lib_pos_valid(rec->pos))
        return rj_imp_error(imp, RENJU_EPARSE, p,
                            "the node at byte %zu is off the board (position byte 0x%02x)",
                            p, (unsigned)rec->pos);
    p += 2;
    if ((rc = read_rest(imp, &p, rec)))
        return rc;
    imp->in.pos = p;
    return 1;
}
