/* SPDX-License-Identifier: MIT */
/* record_import.h - the state of one import (internal): the caller's game, the
 * scratch game the record is replayed into, where in the text things are, and what
 * the formats' parsers call to replay a record into it, which replaces the caller's
 * game only when it all went well. */
#ifndef RJ_RECORD_IMPORT_H
#define RJ_RECORD_IMPORT_H

#include "record/record_input.h"
#include "record/record_warnings.h"
#include "game/handle.h"
#include "game/errors.h"
#include "core/text.h"

#include <stddef.h>

/* A variation of a record's tree being read (record_tree.c): where it began. */
typedef struct rj_imp_branch {
    int ply;                /* the scratch game's actions played when it opened */
    int raw;                /* the unplayable node it hangs below, RJ_NO_NODE if none */
    int main;               /* it continues the main line */
    int opened;             /* the variations opened inside it so far */
    int side;               /* the format's own: the colour to move where it opened, for
                               a format that does not store colours (RenLib), which a
                               line below an illegal node cannot ask the game */
} rj_imp_branch;

typedef struct rj_import {
    renju_game *g;          /* the caller's game, untouched until the end */
    renju_game *s;          /* the scratch game, NULL before rj_imp_start() */
    int flags;
    rj_in in;
    int illegal;            /* the error recorded in g is an illegal action */
    int binary;             /* a binary record (RenLib .lib, .pos): a place in it is a
                               byte offset, line 1 and column offset + 1 */
    struct rj_warnings warnings;
    /* a tree read (record_tree.c), once rj_imp_tree_start() was called */
    int tree;
    rj_imp_branch *branch;  /* the variations open, innermost last */
    int nbranch, branch_cap;
    int raw;                /* the unplayable node actions go below, RJ_NO_NODE if none */
    int main;               /* reading the main line */
    int main_broken;        /* the main line's illegal action (RENJU_IMPORT_PARTIAL), 0 */
    /* positions are counted on from cursor (the farthest asked for), or from base
     * (at or before the record's start) for one before it */
    rj_text_cursor cursor, base;
} rj_import;

/* The 1-based line and column of offset pos in the text (at most in.len); in a binary
 * record, line 1 and the byte's offset plus one. */
void rj_imp_position(rj_import *imp, size_t pos, int *line, int *column);

/* Warn about what was read leniently at offset pos (RJ_NO_POS: the whole record):
 * code RENJU_WARN_*, count the number of things the message speaks of.  The same
 * code and message again only adds to the count. */
void rj_imp_warn(rj_import *imp, int code, size_t pos, int count, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* Create the scratch game for a record of this rule set (-1: the game's), opening
 * rule and N (-1: the game's; N 0: the rule's default) and size (-1: the game's; 0,
 * like any size outside RENJU_MIN_SIZE..RENJU_MAX_SIZE, is refused).
 * Without RENJU_IMPORT_RULES a record for other rules or another size is refused.
 * pos is where the rules or size were named, for the message.  Returns 0, or the
 * error (recorded). */
int rj_imp_start(rj_import *imp, int ruleset, int opening, int opening_n, int size,
                 size_t pos);

/* An error in the record at offset pos (RENJU_EPARSE for malformed text): records
 * code in g with the position and the message; returns code. */
int rj_imp_error(rj_import *imp, int code, size_t pos, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* The action read at offset pos just failed on the scratch game with code rc (its
 * message in imp->s): record it in g as an illegal move, with the move number. */
int rj_imp_illegal(rj_import *imp, int rc, size_t pos);

/* Keep a tag for the game being imported (after rj_imp_start()): the n bytes at
 * value, checked here (UTF-8, length); pos is where the value starts. */
int rj_imp_tag(rj_import *imp, int tag, const char *value, size_t n, size_t pos);

/* The opening's actions (renju_rules(7), OPENING RULES), replayed for the player the game
 * expects: a record says what was done, and the rules say who did it.  A stone is the 5th
 * move chosen among the offers when that is what the game expects; a stone where a decision
 * is expected passes over the decisions the record does not hold.  pos is where the stone
 * is written, for the warnings. */
int rj_imp_stone(rj_import *imp, int point, int offer_draw, size_t pos);
int rj_imp_player(rj_import *imp);

/* The words of the opening's choices, as both text formats write them: indexed by
 * RENJU_BRANCH_*, by colour, by RENJU_SWAP2_* (index 0 unused). */
extern const char *const rj_branch_words[3];
extern const char *const rj_colour_words[3];
extern const char *const rj_swap2_words[4];
/* The index of word (n bytes, any case) in words[1..count), or 0. */
int rj_word_index(const char *const *words, int count, const char *s, size_t n);

#endif
