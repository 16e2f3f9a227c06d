/* SPDX-License-Identifier: MIT */
/* names.c - the names of rule sets and opening rules, given and looked up, in the
 * spellings the catalogue rows list; and the words for the reasons of a result and the
 * kinds of forbidden point, which the library's messages and the tools share. */
#include "rules/catalogue.h"
#include "core/text.h"

#include <string.h>

/* Whether key is the name of a row or one of its space-separated aliases. */
static int row_named(const char *name, const char *aliases, const char *key)
{
    char want[32];
    size_t n;

    if (rj_name_key(name, strlen(name), want, sizeof want) == 0 && strcmp(want, key) == 0)
        return 1;
    while (*aliases) {
        n = strcspn(aliases, " ");
        if (n == strlen(key) && memcmp(aliases, key, n) == 0)
            return 1;
        aliases += n;
        aliases += *aliases == ' ';
    }
    return 0;
}

int rj_ruleset_lookup(const char *s, size_t n)
{
    const rj_ruleset_row *r;
    char key[32];
    int i;

    if (rj_name_key(s, n, key, sizeof key) || key[0] == '\0')
        return -1;
    for (i = 0; (r = rj_ruleset(i)) != NULL; i++)
        if (row_named(r->name, r->aliases, key))
            return i;
    return -1;
}

int rj_opening_lookup(const char *s, size_t n)
{
    const rj_opening_row *r;
    char key[32];
    int i;

    if (rj_name_key(s, n, key, sizeof key) || key[0] == '\0')
        return -1;
    for (i = 0; (r = rj_opening_rule(i)) != NULL; i++)
        if (row_named(r->name, r->aliases, key))
            return i;
    return -1;
}

const char *renju_ruleset_name(int ruleset)
{
    const rj_ruleset_row *r = rj_ruleset(ruleset);

    return r ? r->name : NULL;
}

int renju_ruleset_from_name(const char *name)
{
    int rs = name ? rj_ruleset_lookup(name, strlen(name)) : -1;

    return rs >= 0 ? rs : RENJU_EINVAL;
}

const char *renju_opening_rule_name(int opening)
{
    const rj_opening_row *r = rj_opening_rule(opening);

    return r ? r->name : NULL;
}

int renju_opening_rule_from_name(const char *name)
{
    int op = name ? rj_opening_lookup(name, strlen(name)) : -1;

    return op >= 0 ? op : RENJU_EINVAL;
}

/* Indexed by RENJU_REASON_*: one wording, the one every message and tool prints. */
static const char *const reason_names[] = {
    "none", "five in a row", "overline", "foul", "resignation", "full board",
    "both passed", "agreement", "no legal point for black", "move limit", "time",
    "forfeit"
};

/* Indexed by RENJU_FORBID_*. */
static const char *const forbid_names[] = {
    "legal", "overline", "double-four", "double-three"
};

/* A new reason or kind in renju.h without its words here stops the build. */
typedef char rj_reason_names_complete[sizeof reason_names / sizeof reason_names[0]
                                      == RENJU_REASON_FORFEIT + 1 ? 1 : -1];
typedef char rj_forbid_names_complete[sizeof forbid_names / sizeof forbid_names[0]
                                      == RENJU_FORBID_DOUBLE_THREE + 1 ? 1 : -1];

const char *renju_reason_name(int reason)
{
    if (reason < 0 || reason >= (int)(sizeof reason_names / sizeof reason_names[0]))
        return NULL;
    return reason_names[reason];
}

const char *renju_forbid_name(int kind)
{
    if (kind < 0 || kind >= (int)(sizeof forbid_names / sizeof forbid_names[0]))
        return NULL;
    return forbid_names[kind];
}
