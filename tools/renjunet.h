/* SPDX-License-Identifier: MIT */
/* renjunet.h - RenjuNet's XML databases (<database> with <rules>, <players>,
 * <tournaments> and <games>), streamed with libxml2 so that only the current game is
 * in memory: each <game> handed over with its rule, its move list, its recorded result
 * and, when asked for, its players, event and round.  Built without libxml2 (no
 * RENJU_TOOLS_XML), renjunet_supported() says so and nothing is read. */
#ifndef RENJU_TOOLS_RENJUNET_H
#define RENJU_TOOLS_RENJUNET_H

#include "progress.h"
#include "records.h"

/* What a game's bresult says. */
enum { RN_NONE, RN_BLACK, RN_WHITE, RN_DRAW };

/* An entry of the database's rule table. */
typedef struct rn_rule {
    long id;
    int ruleset, opening, opening_n;
    int known;            /* renju_rules_from_name() knows the name */
    char name[48];
} rn_rule;

typedef struct rn_game {
    long line;              /* where the <game> starts in the file */
    const rn_rule *rule;    /* its rule's entry, NULL when none (or not looked up) */
    const char *rule_note;  /* NULL, or why its opening goes unchecked */
    const char *moves;      /* the text of its <move>, NULL when none */
    const char *why;        /* NULL, or why the game cannot be taken as written */
    int recorded;           /* RN_* */
    const char *black, *white, *event;   /* NULL when not known */
    long round;             /* 0 when not known */
} rn_game;

/* Returns 0 to go on, 1 to stop. */
typedef int (*rn_game_fn)(void *ctx, const rn_game *game);

/* 1 if this program reads databases (built with libxml2). */
int renjunet_supported(void);

/* Read every <game> of the database r is open on, giving each to fn: with rules, each
 * game's rule looked up in the rule table; with names, its players' names and its
 * tournament's.  pr (may be NULL) counts the games.  0, 1 when fn stopped, -1 for XML
 * that is malformed or cannot be read (said on standard error). */
int renjunet_read(rec_reader *r, int rules, int names, progress *pr, rn_game_fn fn, void *ctx);

#endif
