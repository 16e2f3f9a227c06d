/* SPDX-License-Identifier: MIT */
/* record_sgf.h - SGF FF[4] with GM[4] (internal to the record_sgf_*.c files): the
 * library's private properties and RE's words, which the reader and the writer share,
 * and the reader's state.
 *
 * The reader is split by concept: record_sgf_props.c reads the text of one node (its
 * properties, gathered before any is applied, since a node lists them in any order),
 * record_sgf_read.c walks the game tree and plays each node's action through the
 * tree driver (record_tree.c), record_sgf_notes.c turns what a node carries besides its
 * action (comments, labels, marks, set-up stones, properties the library does not use)
 * into the node's notes.  record_sgf_write.c writes the path to a node or the whole
 * tree. */
#ifndef RJ_RECORD_SGF_H
#define RJ_RECORD_SGF_H

#include "record/record_input.h"
#include "record/record_tags.h"
#include "record/record_charset.h"
#include "record/record_import.h"
#include "tree/tree.h"
#include "core/board.h"

#define SGF_NUM_DIGITS 9      /* SZ, GM, FF, DECLARE: more digits is an error */
#define SGF_IDENT_MAX 32      /* longest property name looked at */
#define SGF_CHARSET_SHOWN 24  /* bytes of a CA value a warning quotes */
#define SGF_MOVES_PER_LINE 10
#define SGF_LABEL_MAX 255     /* what renju_node_label_set() takes */
#define SGF_TEXT_MAX (1u << 20)   /* a comment or a name (renju_node_comment_set()) */

/* Private properties (renju_record(3)): a draw offered with a move, accepted or
 * declined without moving; a resignation or loss on time or by forfeit that RE cannot
 * tell (in a variation, or with notes), in RE's words; RenLib's start mark; the
 * opening's actions, one node each. */
#define SGF_DRAW "DRAW"
#define SGF_RESULT "RESULT"
#define SGF_START "START"
enum { OP_NONE, OP_SWAP, OP_DECLARE, OP_OFFERS, OP_BRANCH, OP_COLOUR, OP_SWAPTWO, OP_COUNT };
extern const char *const rj_sgf_opening_props[OP_COUNT];
extern const char *const rj_sgf_swap_words[3];     /* index: swapped + 1 */
/* TR, SQ, CR, MA, indexed by RENJU_MARK_* (0 unused) */
extern const char *const rj_sgf_mark_props[5];

/* How RE (or RESULT) reads: 'B' or 'W' when that colour won by a verdict ("B+R",
 * "W+Time", "B+F", ...), its reason in *reason; 'D' for a draw ("0", "draw"); 0 for
 * anything else. */
int rj_sgf_re_meaning(const char *t, size_t n, int *reason);
/* RE for a win by a verdict: "B+R", "W+T", ...; the foul is written as a forfeit. */
const char *rj_sgf_verdict_text(int winner, int reason);
/* Whether reason is one of RE's verdicts (resignation, time, forfeit). */
int rj_sgf_is_verdict(int reason);


typedef struct span {
    size_t start, end;   /* a value's text between [ and ], escapes still in */
} span;

/* What a node carries besides its action, in the order it came, turned into notes
 * once the action has made the node (record_sgf_notes.c). */
enum {
    ITEM_COMMENT = 1, ITEM_NAME, ITEM_LABEL,
    ITEM_MARK,          /* arg: RENJU_MARK_* */
    ITEM_SETUP,         /* after the root; arg: RENJU_BLACK, _WHITE, _EMPTY (AE) */
    ITEM_HOT,           /* HO: RENJU_NODE_MARKED */
    ITEM_START,         /* START: RENJU_NODE_START */
    ITEM_PROP_NAME,     /* a property kept as it came: v is its name's text */
    ITEM_PROP_VALUE     /* and each of its values */
};

typedef struct sgf_item {
    int kind, arg;
    span v;
} sgf_item;

/* What one node says, gathered before any of it is applied. */
typedef struct node {
    size_t pos;                    /* the ';' */
    int colour;                    /* of the move, 0 if none */
    span move;
    int draw;                      /* 0, or 'o'ffer, 'a'ccept, 'd'ecline */
    size_t draw_pos;
    int op;                        /* an opening action: OP_*, its value and where */
    span op_value;
    size_t op_pos;
    int verdict;                   /* RESULT: its value and where */
    span verdict_value;
    int noffers;                   /* OFFERS: the values are in sgf.offers */
    int nmore;                     /* moves after the first: in sgf.more */
    int tag_set[RJ_NTAGS];
    span tag[RJ_NTAGS];
    /* root only */
    int has_sz, has_ru, has_ca, has_pl, has_setup;
    span sz, ru, ca, pl;
    span gm, ff;
    int has_gm, has_ff;
} node;

/* A note being made for the node (record_sgf_notes.c): its bytes lie at off in the
 * arena, which may move while it grows. */
typedef struct sgf_note {
    int type, point;
    size_t off, len;
} sgf_note;

typedef struct sgf {
    rj_import *imp;
    rj_charset cs;       /* the text's character set (CA) */
    int pending_setup;   /* stones are set up; renju_setup_end() waits for the side */
    int pl;              /* the side PL named, 0 if none */
    span re;             /* the record's RE, to act on at the end of the main line */
    int has_re;
    size_t open_pos;     /* the tree's '(' */
    int after_variation; /* a variation closed: only another, or the end, may follow */
    /* the first node's set-up stones, [column][row from the top]: 0, RJ_BLACK,
     * RJ_WHITE, or 3 for AE; and where each was named */
    unsigned char setup[RJ_MAX_SIZE][RJ_MAX_SIZE];
    size_t setup_at[RJ_MAX_SIZE][RJ_MAX_SIZE];
    span offers[RENJU_MAX_OFFERS];
    /* the moves of a node after its first (some programs write a whole game in
     * one node), and their colours */
    span more[RJ_MAX_CELLS];
    unsigned char more_colour[RJ_MAX_CELLS];
    /* the node's notes to be: the items read, the notes made of them, their bytes,
     * and the properties kept as they came ("AP[x]VW[aa:oo]") */
    sgf_item *items;
    int nitems, items_cap;
    sgf_note *notes;
    int nnotes, notes_cap;
    char *arena;
    size_t alen, acap;
    char *props;
    size_t plen, pcap;
    /* which note of the node a point's label, mark or set-up stone is, so that a
     * second one replaces the first as rj_note_set() would, in time independent of
     * the node's number of notes: valid where stamp is the node's */
    unsigned stamp;
    unsigned pt_stamp[3][RJ_MAX_CELLS];
    int pt_note[3][RJ_MAX_CELLS];
    int text_note[2];    /* the comment's and the name's note, -1 if none */
} sgf;

/* record_sgf_props.c: the node at in->pos (just after its ';') into nd, its notes'
 * properties into sg->items; the spans of a value as a number or a point. */
int rj_sgf_read_node(sgf *sg, node *nd, int root);
int rj_sgf_span_is(const rj_in *in, const span *v, const char *s);
int rj_sgf_span_number(rj_import *imp, const span *v, int *out, const char *what);
int rj_sgf_span_point(rj_import *imp, const span *v, int size, int *col, int *row);
int rj_sgf_setup_point(rj_import *imp, const char *id, const span *v, int *col, int *row);
void rj_sgf_skip_ws(rj_in *in);
int rj_sgf_read_value(rj_import *imp, span *v);

/* record_sgf_notes.c: the value of a text property, unescaped and in UTF-8, kept as a
 * tag; the items of the node just read made into the notes of tree node id (and its
 * flags); what the reader holds freed. */
int rj_sgf_keep_tag(sgf *sg, int tag, const span *v);
int rj_sgf_flush_notes(sgf *sg, int id);
void rj_sgf_free(sgf *sg);

#endif
