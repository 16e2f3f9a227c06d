/* SPDX-License-Identifier: MIT */
/* text.h - text (internal): UTF-8 validity, cutting at character boundaries, and
 * positions. */
#ifndef RJ_TEXT_H
#define RJ_TEXT_H

#include <stddef.h>

/* The length of the UTF-8 sequence that starts with byte c (1 for any other byte). */
size_t rj_utf8_sequence_length(unsigned c);

/* Length of the valid UTF-8 prefix of s[0..n): n when all of it is valid.  NUL bytes,
 * overlong forms, surrogates and code points above U+10FFFF are invalid. */
size_t rj_utf8_valid(const char *s, size_t n);

/* Cut an incomplete UTF-8 sequence from the end of text (a message that vsnprintf()
 * cut short). */
void rj_utf8_trim(char *text);

/* The length of the UTF-8 text s[0..n) cut to at most max bytes at a character's
 * boundary. */
size_t rj_utf8_cut(const char *s, size_t n, size_t max);

/* The 1-based line and column (in bytes) of offset pos in text.  A line ends at LF,
 * CR LF or a lone CR. */
void rj_text_position(const char *text, size_t pos, int *line, int *column);

/* A reader's place in a text: offset pos is on line line, which starts at offset
 * start, as rj_text_position() counts them.  Moving it on to a later offset counts
 * only the bytes in between, so that a reader that asks for the positions of a text
 * in order pays for each byte once, not once a question. */
typedef struct rj_text_cursor {
    size_t pos;
    size_t start;
    int line;
} rj_text_cursor;

/* The place of offset 0. */
void rj_text_cursor_init(rj_text_cursor *c);
/* Move c on to offset pos (not before c->pos) of text and give its line and column
 * as rj_text_position() does. */
void rj_text_cursor_move(rj_text_cursor *c, const char *text, size_t pos, int *line,
                         int *column);

/* A name as a key to look it up by: lower case, without blanks, '-' or '_', and with
 * the o of Soosõrv read as o ("Soosorv", "Soosõrv" and "soos-orv" are
 * one).  0 with the key in key[cap], -1 when it does not fit. */
int rj_name_key(const char *s, size_t n, char *key, size_t cap);

#endif
