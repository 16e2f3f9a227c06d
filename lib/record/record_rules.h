/* SPDX-License-Identifier: MIT */
/* record_rules.h - rule sets and opening rules as records name them (internal). */
#ifndef RJ_RECORD_RULES_H
#define RJ_RECORD_RULES_H

#include "game/handle.h"

#include <stddef.h>

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

#endif
