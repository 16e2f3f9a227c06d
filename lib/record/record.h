/* SPDX-License-Identifier: MIT */
/* record.h - what the record formats share (internal): an output buffer that counts
 * what does not fit, a reader that knows where it is, the tags, and the replay of a
 * record into a scratch game that replaces the caller's only when it all went well. */
#ifndef RJ_RECORD_H
#define RJ_RECORD_H

#include "game/handle.h"
#include "game/errors.h"
#include "core/text.h"

#include <stddef.h>

/* ------------------------------------------------------------ output */

/* Writes into buf while there is room and counts everything, so that one pass both
 * fills a large enough buffer and measures the size needed. */
typedef struct rj_out {
    char *buf;
    size_t cap;
    size_t len;     /* bytes produced so far, written or not */
    struct rj_warnings *warnings;  /* what was left out is said here; NULL when the
                                      pass that measured has said it already */
} rj_out;

void rj_out_char(rj_out *o, char c);
void rj_out_mem(rj_out *o, const char *s, size_t n);
void rj_out_str(rj_out *o, const char *s);
void rj_out_int(rj_out *o, int v);
/* The point in the game's notation ("h8", "pass"). */
void rj_out_point(rj_out *o, const renju_game *g, int point);

/* ------------------------------------------------------------ input */

typedef struct rj_in {
    const char *text;
    size_t len;
    size_t pos;
} rj_in;

static inline int rj_in_end(const rj_in *in) { return in->pos >= in->len; }
static inline int rj_in_peek(const rj_in *in)
{
    return in->pos < in->len ? (unsigned char)in->text[in->pos] : -1;
}



/* ------------------------------------------------------------ tags */

/* The tags a game keeps, in the order SGF export writes them. */
enum {
    RJ_TAG_EV, RJ_TAG_RO, RJ_TAG_DT, RJ_TAG_PC, RJ_TAG_PB, RJ_TAG_BR, RJ_TAG_PW,
    RJ_TAG_WR, RJ_TAG_GN, RJ_TAG_RE, RJ_TAG_GC, RJ_NTAGS
};
#define RJ_TAG_MAX 65535  /* longest value in bytes */

struct rj_tags {
    char *value[RJ_NTAGS];  /* NULL when unset; never "" */
};

extern const char *const rj_tag_names[RJ_NTAGS];

/* The index of a tag name of length n, or -1. */
int rj_tag_index(const char *name, size_t n);
/* The value of a tag, or NULL. */
const char *rj_tag_get(const renju_game *g, int tag);
/* Set a tag to the n bytes at value (n == 0 clears it).  The value must already be
 * checked; returns RENJU_ENOMEM (recorded) if the allocator fails. */
int rj_tag_set(renju_game *g, int tag, const char *value, size_t n);
/* Free the tags; copy them into dst, RENJU_ENOMEM (not recorded) when the allocator
 * fails, leaving dst->tags NULL. */
void rj_tags_free(renju_game *g);
int rj_tags_copy(renju_game *dst, const renju_game *src);

/* ------------------------------------------------------------ rule sets */

/* The canonical name of a rule set as records write it ("renju"). */
const char *rj_ruleset_name(int ruleset);
/* The name of rule set, opening rule op and its N as SGF's RU writes them. */
void rj_rules_name(int ruleset, int op, int n, char *buf, size_t cap);
/* The game's rules as SGF's RU writes them: the rule set, and the opening rule if
 * there is one ("renju", "renju soosorv-8", "freestyle swap2"). */
void rj_rules_text(const renju_game *g, char *buf, size_t cap);
/* Read such a text, or an opening rule's name alone, in the spellings records use: 0
 * with the rule set, the opening rule (RENJU_OPENING_NONE when not named) and its N
 * (0 when not given); 1 when only the rule set is known (an opening rule the library
 * does not play: RENJU_OPENING_NONE); -1 when no rule set is known (*ruleset -1).
 * *ruleset is RJ_RULES_GOMOKU for a gomoku opening rule named alone ("swap2"): the
 * game's gomoku rule set, or freestyle. */
#define RJ_RULES_GOMOKU (-2)
int rj_rules_parse(const char *s, size_t n, int *ruleset, int *opening, int *opening_n);

/* ------------------------------------------------------------ character sets */

/* How a record's text becomes UTF-8 (record_charset.c): as it is (RJ_CS_UTF8), from
 * ISO-8859-1, through iconv, not at all (a name iconv does not know: only text that
 * is already UTF-8 is kept), or as a record without CA: UTF-8 when it is, else
 * ISO-8859-1, FF[4]'s default. */
enum { RJ_CS_DEFAULT, RJ_CS_UTF8, RJ_CS_LATIN1, RJ_CS_ICONV, RJ_CS_UNKNOWN };

typedef struct rj_charset {
    int kind;        /* RJ_CS_* */
    void *cd;        /* RJ_CS_ICONV: the iconv descriptor (malloc'ed by iconv) */
    char name[40];   /* as the record wrote it, for messages */
} rj_charset;

/* Prepare the conversion from the charset named by the n bytes at name (NULL: none
 * named).  Must be closed with rj_charset_close(), whatever the kind. */
void rj_charset_open(rj_charset *cs, const char *name, size_t n);
void rj_charset_close(rj_charset *cs);
/* Convert the n bytes at s to UTF-8: RENJU_OK with *out NULL when s is kept as it is
 * (*outn = n), else *out allocated with g->alloc (the caller frees it) holding *outn
 * bytes; 1 when the text is not valid in its charset; RENJU_ENOMEM.  With partial
 * the text was cut short: a character split at its end is no error.  The result
 * may still hold what a tag cannot (NUL): check it. */
int rj_charset_convert(renju_game *g, rj_charset *cs, const char *s, size_t n, int partial,
                       char **out, size_t *outn);
/* The other way, for the writers of records that do not name their charset (RenLib):
 * prepare writing UTF-8 text in the charset named (NULL, "" or a name of UTF-8: kept
 * as it is); 1 when iconv cannot write that charset.  Closed with rj_charset_close(). */
int rj_charset_open_out(rj_charset *cs, const char *name);
/* Write the n bytes of UTF-8 text at s in that charset: a character it cannot hold,
 * and a NUL byte the conversion would make, is written as '?' and counted in *lost. */
void rj_charset_write(rj_charset *cs, rj_out *o, const char *s, size_t n, int *lost);

/* ------------------------------------------------------------ import */

/* ------------------------------------------------------------ warnings */

#define RJ_MAX_WARNINGS 16
#define RJ_WARNING_MAX 160
#define RJ_NO_POS ((size_t)-1)   /* a warning about the record as a whole */

struct rj_warning {
    int code;           /* RENJU_WARN_* */
    int line, column;   /* 0 for the whole record */
    int count;
    char msg[RJ_WARNING_MAX];
};

struct rj_warnings {
    int n;
    struct rj_warning w[RJ_MAX_WARNINGS];
};

/* Say what a writer left out (RENJU_WARN_NOT_WRITTEN), as rj_imp_warn() says what a
 * reader passed over. */
void rj_out_warn(rj_out *o, int code, int count, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* Keep a copy of w in the handle (an empty w empties the handle's); RENJU_ENOMEM
 * (not recorded) when the allocator fails, changing nothing. */
int rj_warnings_keep(renju_game *g, const struct rj_warnings *w);
/* Free the warnings; copy them into dst as rj_tags_copy() copies the tags. */
void rj_warnings_free(renju_game *g);
int rj_warnings_copy(renju_game *dst, const renju_game *src);

/* The state of one import: the caller's game, the scratch game the record is
 * replayed into, and where in the text things are.  The format parsers call
 * rj_imp_start() once they know the rule set and size (before the first action),
 * then the public play functions on imp->s, reporting failures through
 * rj_imp_fail() / rj_imp_parse_error(). */
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

/* ------------------------------------------------------------ trees (record_tree.c) */

/* Reading a record that holds a tree (SGF, RenLib .lib) into the scratch game's tree.
 * Once the rules, the size and the set-up position are known, rj_imp_tree_start();
 * then every variation is opened and closed around what it holds, and each action is
 * either played on imp->s as any record's (rj_imp_stone(), the opening's calls), or,
 * below a line that broke the rules (rj_imp_tree_raw()), kept as it is with
 * rj_imp_tree_unplayable().  An action that fails goes to rj_imp_tree_broken(): on the
 * main line it fails the import as in any record (RENJU_IMPORT_PARTIAL: the error is
 * kept and reading goes on), in a variation it is kept, marked and warned about.
 * rj_imp_tree_finish() takes the game to the end of the main line. */
int rj_imp_tree_start(rj_import *imp);
int rj_imp_tree_open(rj_import *imp);
int rj_imp_tree_close(rj_import *imp);
static inline int rj_imp_tree_raw(const rj_import *imp)
{
    return imp->raw != -1;   /* RJ_NO_NODE of tree/tree.h */
}
int rj_imp_tree_unplayable(rj_import *imp, const rj_action *a);
int rj_imp_tree_broken(rj_import *imp, const rj_action *a, int rc, size_t pos);
/* The node the notes of what was read last go to: the game's node, or the unplayable
 * node below a broken line. */
int rj_imp_tree_node(const rj_import *imp);
int rj_imp_tree_finish(rj_import *imp);
void rj_imp_tree_free(rj_import *imp);

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

/* Where the next game of a collection lies in text[0..length), at or after offset:
 * 1 with [*begin, *end), or 0 if only blank text and comments remain
 * (record_next.c). */
int rj_record_extent(int format, const char *text, size_t length, size_t offset,
                     size_t *begin, size_t *end);

/* The parsers, one per format.  Each reads imp->in and replays into the scratch
 * game; they return 0 or an error code already recorded by the functions above. */
int rj_import_moves(rj_import *imp);
int rj_import_sgf(rj_import *imp);
int rj_import_psq(rj_import *imp);
int rj_import_lib(rj_import *imp);
int rj_import_pos(rj_import *imp);

/* The writers, one per format; the game is checked (not in setup mode).  With whole
 * (renju_tree_export()) the tree formats write the whole tree, else the path from the
 * root to the node the game stands on. */
int rj_export_moves(renju_game *g, rj_out *o);
int rj_export_sgf(renju_game *g, rj_out *o, int whole);
int rj_export_psq(renju_game *g, rj_out *o);
int rj_export_lib(renju_game *g, rj_out *o, int whole);

/* Whether the game started from a set-up position rather than the empty board with
 * black to move. */
int rj_game_was_set_up(const renju_game *g);

#endif
