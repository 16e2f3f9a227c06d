/* SPDX-License-Identifier: MIT */
/* record_lib.h - RenLib .lib libraries (internal): the layout (renju_rules(7), GAME
 * RECORDS; renju_record(3)), the records it is made of, and the text of their comments
 * and board texts, which the reader (record_lib_read.c) and the writer
 * (record_lib_write.c) share.
 *
 * A library is a 20-byte header, then the tree in pre-order as 2-byte records: a
 * position byte (0 for the root, a pass or a node without a move; else column
 * pos % 16, 1 the a-file, and row 15 - pos / 16) and a flag byte, two more flag bytes
 * when it says so, then the node's comment and board text.  Colours are not stored:
 * they alternate from black along each path. */
#ifndef RJ_RECORD_LIB_H
#define RJ_RECORD_LIB_H

#include "record/record_output.h"
#include "record/record_charset.h"
#include "record/record_import.h"


#define RJ_LIB_HEADER 20
#define RJ_LIB_CENTRE 0x78   /* h8: the first byte of an old library without a header */
#define RJ_LIB_MAJOR 3
#define RJ_LIB_MINOR 4       /* the version written */

/* The flag byte. */
#define RJ_LIB_SIBLING     0x80  /* a later sibling follows this node's subtree */
#define RJ_LIB_LEAF        0x40  /* no child: the next record is the later sibling of the
                                    last node with RJ_LIB_SIBLING not yet followed */
#define RJ_LIB_OLD_COMMENT 0x20  /* an old-style comment follows */
#define RJ_LIB_MARK        0x10
#define RJ_LIB_COMMENT     0x08  /* a comment follows */
#define RJ_LIB_START       0x04
#define RJ_LIB_NO_MOVE     0x02  /* a node that is no move: it carries a board text */
#define RJ_LIB_EXTENSION   0x01  /* two more flag bytes follow: bits 16-23, then 8-15 */
/* Of the extension. */
#define RJ_LIB_BOARD_TEXT  0x100 /* a board text follows (after the comment) */
/* The bits the library reads as a meaning; the others are kept as they came
 * (RJ_NOTE_LIBFLAGS), with RJ_LIB_NO_MOVE for a node without a move. */
#define RJ_LIB_UNKNOWN     0xfffe00u

/* The raw bytes of a text in the library: [at, at + len), its NUL not counted. */
typedef struct rj_lib_text {
    size_t at, len;
} rj_lib_text;

typedef struct rj_lib_record {
    size_t at;            /* the offset of its position byte */
    int pos;              /* the position byte */
    unsigned flags;       /* the flag byte and the extension, 24 bits */
    int comment;          /* 0, RJ_LIB_COMMENT or RJ_LIB_OLD_COMMENT: which text follows */
    rj_lib_text text;     /* the comment */
    int board;            /* a board text follows */
    rj_lib_text board_text;
} rj_lib_record;

/* Whether a position byte is on the board, and the point it stands for (pos not 0). */
static inline int rj_lib_pos_valid(int pos)
{
    return pos % 16 != 0 && pos / 16 < 15;
}

static inline int rj_lib_point(int pos)
{
    return (14 - pos / 16) * 15 + pos % 16 - 1;
}

static inline int rj_lib_pos(int point)
{
    return (14 - point / 15) * 16 + point % 15 + 1;
}

/* Read the header (or see that there is none, in an old library) at imp->in.pos and
 * move past it: 0, or RENJU_EPARSE (recorded). */
int rj_lib_header(rj_import *imp);
/* Decode the record at imp->in.pos into *rec and move past it: 1, 0 at the end of the
 * bytes, or RENJU_EPARSE (recorded) for a record cut short or off the board. */
int rj_lib_record_next(rj_import *imp, rj_lib_record *rec);

/* The text of a record as UTF-8 (record_lib_text.c): a comment with the first 0x08,
 * the end of its one-line title, as a line feed; an old-style comment from its 7-bit
 * code; a board text as it is, from the charset cs.  *out is allocated (the caller
 * frees it) with *n bytes; NULL when the text is empty or was dropped (a warning says
 * why).  RENJU_OK or RENJU_ENOMEM (recorded). */
int rj_lib_text_read(rj_import *imp, rj_charset *cs, const rj_lib_text *t, int kind,
                     char **out, size_t *n);
/* Write a comment or board text (UTF-8, n bytes) in cs's charset with its NUL and its
 * padding to an even length: a comment's first line feed that ends no CR LF as the
 * 0x08 that ends its title.  What could not be written is counted in *lost (a
 * character the charset does not hold, written '?') and *blanked (a 0x08 in a title,
 * written as a space: it would end the title early). */
void rj_lib_text_write(rj_out *o, rj_charset *cs, const unsigned char *s, size_t n,
                       int comment, int *lost, int *blanked);

#endif
