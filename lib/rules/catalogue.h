/* SPDX-License-Identifier: MIT */
/* catalogue.h - the facts about every rule set and every opening rule, one table row
 * each (internal; renju_rules(7), RULE SETS and OPENING RULES).  Every decision the
 * library takes about a rule set or an opening rule reads these rows: adding a rule is
 * a row, plus a win predicate or a script where it needs one. */
#ifndef RJ_CATALOGUE_H
#define RJ_CATALOGUE_H

#include "renju.h"

#include <stddef.h>

/* ------------------------------------------------------------ opening scripts */

/* Who acts at a step: a fixed player, whoever holds a colour at that moment, or the
 * chooser of a repeated choice (Super Sakata), the first player in even rounds and the
 * second in odd ones. */
enum { RJ_BY_FIRST = 1, RJ_BY_SECOND, RJ_BY_BLACK, RJ_BY_WHITE, RJ_BY_CHOOSER };

/* Where a stone of a step may go: the central KxK square is centred on the centre
 * point (h8 on 15x15). */
enum {
    RJ_AREA_ANY,
    RJ_AREA_FIRST,   /* the first stone: on the centre if RENJU_OPT_CENTRE_FIRST */
    RJ_AREA_CENTRE,
    RJ_AREA_IN3,
    RJ_AREA_IN5,
    RJ_AREA_IN7,
    RJ_AREA_IN9,
    RJ_AREA_OUT5,
    RJ_AREA_OUT7
};

/* The number of offers of an offers step, and the bounds of a declaration. */
#define RJ_NUM_DECLARED 0    /* offers: the number declared earlier */
#define RJ_NUM_OPTION   255  /* the rule's N (RENJU_OPT_OPENING_N) */

/* A step that sends the script back to the step at arg, one round further (used
 * after Super Sakata's two more stones); beyond the public RENJU_ACTION_* values. */
#define RJ_STEP_AGAIN 100

typedef struct rj_step {
    unsigned char action;  /* RENJU_ACTION_*, or RJ_STEP_AGAIN; RENJU_ACTION_NONE ends
                              a script */
    unsigned char by;      /* RJ_BY_* */
    unsigned char area;    /* stones: RJ_AREA_* */
    unsigned char arg;     /* offers: their number (or RJ_NUM_*); declare: RJ_NUM_OPTION
                              for 1..N, else 1..RENJU_MAX_OFFERS; branch: the index of
                              branch (b) in the script; again: the index to go back to */
} rj_step;

/* ------------------------------------------------------------ rule sets */

/* The families of rule sets, for the opening rules each takes. */
#define RJ_FAMILY_RENJU  1u
#define RJ_FAMILY_GOMOKU 2u
#define RJ_FAMILY_FIVE   4u   /* five in a row: its own opening, no other */

typedef struct rj_ruleset_row {
    const char *name;       /* as renju_ruleset_name(), records and bindings give it */
    const char *aliases;    /* other spellings records use, as name keys (lower case,
                               no spaces or hyphens), separated by spaces */
    int min_size, max_size; /* board sizes it is played on */
    int centre_fixed;       /* 1: black's first stone on the centre, always */
    int forbidden_colour;   /* the colour with forbidden moves, RENJU_EMPTY for none */
    unsigned family;        /* RJ_FAMILY_*: which opening rules it takes */
    const rj_step *own_opening; /* its own opening constraint, NULL for none */
    int edge_option;        /* 1: takes RENJU_OPT_EDGE_BLOCKS */
    /* Whether a run of n stones of colour wins, blocked at that many of its two ends
     * (0, 1 or 2: an opponent's stone next to the end, or the board's edge where the
     * edge blocks). */
    int (*wins)(int colour, int n, int blocked);
    int gomocup_rule;       /* its number in the Gomocup protocol and .psq records
                               (INFO rule), -1 for none */
} rj_ruleset_row;

/* The row of a rule set, NULL for a value that is none; inline, as play reads it on
 * every move. */
extern const rj_ruleset_row rj_ruleset_rows[];
extern const int rj_nrulesets;
static inline const rj_ruleset_row *rj_ruleset(int ruleset)
{
    return ruleset >= 0 && ruleset < rj_nrulesets ? &rj_ruleset_rows[ruleset] : NULL;
}

/* ------------------------------------------------------------ opening rules */

typedef struct rj_opening_row {
    const char *name;       /* as renju_opening_rule_name() gives it */
    const char *aliases;    /* other spellings, as name keys separated by spaces (the
                               name's own key is matched without being listed) */
    const char *title;      /* for messages: "Soosorv-N" */
    unsigned families;      /* RJ_FAMILY_* of the rule sets that take it */
    const rj_step *script;  /* NULL for RENJU_OPENING_NONE */
    int n_min, n_max, n_default;  /* the bounds of N; all 0 for a rule without N */
    int min_half;           /* the smallest half board size (size / 2) it needs */
} rj_opening_row;

/* The row of an opening rule, NULL for a value that is none. */
extern const rj_opening_row rj_opening_rows[];
extern const int rj_nopening_rules;
static inline const rj_opening_row *rj_opening_rule(int opening)
{
    return opening >= 0 && opening < rj_nopening_rules ? &rj_opening_rows[opening] : NULL;
}
/* The number of opening rules: values 0 .. rj_opening_rules() - 1. */
static inline int rj_opening_rules(void)
{
    return rj_nopening_rules;
}

/* The script that renju without an opening rule, and gomoku with the centre-first
 * option, follow: black's first stone on the centre.  And Pro's, which is also five in
 * a row's own (the Sapronov rule). */
extern const rj_step rj_centre_first_script[];
extern const rj_step rj_pro_script[];

/* ------------------------------------------------------------ names */

/* A name as a rule set or opening rule, compared as a name key (core/text.h);
 * -1 if it is none. */
int rj_ruleset_lookup(const char *s, size_t n);
int rj_opening_lookup(const char *s, size_t n);

#endif
