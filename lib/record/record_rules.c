/* SPDX-License-Identifier: MIT */
/* record_rules.c - the names of rule sets and opening rules as records write them
 * (SGF's RU, .psq's rule line, databases' rule tables), read in their many spellings
 * and written in one. */
#include "record/record_rules.h"
#include "rules/catalogue.h"
#include "core/text.h"

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------ rule sets */

/* The names and spellings are the catalogue's (rules/catalogue.h). */
const char *rj_ruleset_name(int ruleset)
{
    const char *name = renju_ruleset_name(ruleset);

    return name ? name : "?";
}

void rj_rules_name(int ruleset, int op, int n, char *buf, size_t cap)
{
    const rj_opening_row *row = rj_opening_rule(op);

    if (!row || op == RENJU_OPENING_NONE)
        snprintf(buf, cap, "%s", rj_ruleset_name(ruleset));
    else if (row->n_max > 0)
        snprintf(buf, cap, "%s %s-%d", rj_ruleset_name(ruleset), row->name, n);
    else
        snprintf(buf, cap, "%s %s", rj_ruleset_name(ruleset), row->name);
}

void rj_rules_text(const renju_game *g, char *buf, size_t cap)
{
    rj_rules_name(g->ruleset, g->opt[RENJU_OPT_OPENING], g->opt[RENJU_OPT_OPENING_N], buf, cap);
}

/* Opening rules met in records that the library does not play, and the rule set
 * each implies (-1: none of the library's). */
static const struct { const char *name; int ruleset; } foreign_openings[] = {
    { "sakata", RENJU_RULES_RENJU },
};

/* The rule set an opening rule belongs to: renju's own openings, or gomoku's. */
static int opening_ruleset(int op)
{
    return rj_opening_rule(op)->families & RJ_FAMILY_RENJU ? RENJU_RULES_RENJU
                                                           : RJ_RULES_GOMOKU;
}

/* An opening rule's name, with its N after it ("Soosorv-8", "taraguchi 10",
 * "Soosõrv8"): RENJU_OPENING_* with *num (0 when not given), or -1. */
static int opening_parse(const char *s, size_t n, int *num)
{
    size_t w = n;
    int op, digits = 0, v = 0;

    /* "swap2" is a name, not swap with N 2 */
    if ((op = rj_opening_lookup(s, n)) > RENJU_OPENING_NONE) {
        *num = 0;
        return op;
    }
    while (w > 0 && s[w - 1] >= '0' && s[w - 1] <= '9' && digits <= 3) {
        w--;
        digits++;
    }
    if (digits == 0 || digits > 3 || w == 0)
        return -1;
    op = rj_opening_lookup(s, w);
    if (op <= RENJU_OPENING_NONE || rj_opening_rule(op)->n_max == 0)
        return -1;
    for (; w < n; w++)
        v = v * 10 + (s[w] - '0');
    *num = v;
    return op;
}

/* An opening rule the library does not play: 1 with the rule set it implies (or -1),
 * else 0. */
static int foreign_parse(const char *s, size_t n, int *ruleset)
{
    char key[24];
    size_t i;

    if (rj_name_key(s, n, key, sizeof key))
        return 0;
    for (i = 0; i < sizeof foreign_openings / sizeof foreign_openings[0]; i++)
        if (strcmp(key, foreign_openings[i].name) == 0) {
            *ruleset = foreign_openings[i].ruleset;
            return 1;
        }
    return 0;
}

/* A number, as Gomocup's "rule" is written (a programme writing RU[1] follows it):
 * the catalogue's Gomocup number of a rule set, bit 2 (a continuing game) aside, as
 * it does not matter to a record.  0, or -1 for what is not a rule. */
static int number_parse(const char *s, size_t n, int *ruleset)
{
    const rj_ruleset_row *row;
    int v = 0, rs;
    size_t i;

    for (i = 0; i < n && i < 3; i++)
        v = v * 10 + (s[i] - '0');
    for (rs = 0; (row = rj_ruleset(rs)) != NULL; rs++)
        if (row->gomocup_rule >= 0 && row->gomocup_rule == (v & ~2)) {
            *ruleset = rs;
            return 0;
        }
    return -1;
}

static int all_digits(const char *s, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9')
            return 0;
    return n > 0 && n <= 3;
}

/* The text after the rule set: an opening rule, nothing, or 1 for an opening rule
 * the library does not play (Sakata, ...) or does not know. */
static int rest_parse(const char *s, size_t n, int *opening, int *opening_n)
{
    if (n == 0)
        return 0;
    *opening = opening_parse(s, n, opening_n);
    if (*opening >= 0)
        return 0;
    *opening = RENJU_OPENING_NONE;
    *opening_n = 0;
    return 1;
}

int rj_rules_parse(const char *s, size_t n, int *ruleset, int *opening, int *opening_n)
{
    size_t i = 0, b;

    *ruleset = -1;
    *opening = RENJU_OPENING_NONE;
    *opening_n = 0;
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    while (i < n && (s[i] == ' ' || s[i] == '\t'))
        i++;
    s += i;
    n -= i;
    if (all_digits(s, n))
        return number_parse(s, n, ruleset);
    /* an opening rule alone ("RIF" is the opening rule, and says renju) */
    if ((*opening = opening_parse(s, n, opening_n)) >= 0) {
        *ruleset = opening_ruleset(*opening);
        return 0;
    }
    *opening = RENJU_OPENING_NONE;
    *opening_n = 0;
    if ((*ruleset = rj_ruleset_lookup(s, n)) >= 0)
        return 0;
    if (foreign_parse(s, n, ruleset))
        return *ruleset >= 0 ? 1 : -1;
    /* the rule set, then after a space or a comma the opening rule */
    for (b = 0; b < n && s[b] != ' ' && s[b] != ',' && s[b] != '\t'; b++)
        ;
    if ((*ruleset = rj_ruleset_lookup(s, b)) < 0)
        return -1;
    while (b < n && (s[b] == ' ' || s[b] == ',' || s[b] == '\t'))
        b++;
    return rest_parse(s + b, n - b, opening, opening_n);
}

int renju_rules_from_name(const char *name, int *ruleset, int *opening, int *opening_n)
{
    int rs, op, n;

    /* a name whose rule set is known is accepted, even when its opening rule is not
     * one the library plays ("Sakata": renju, no opening rule checked) */
    if (!name || rj_rules_parse(name, strlen(name), &rs, &op, &n) < 0)
        return RENJU_EINVAL;
    if (rs == RJ_RULES_GOMOKU)
        rs = RENJU_RULES_FREESTYLE;
    if (op != RENJU_OPENING_NONE && n == 0)
        n = rj_opening_rule(op)->n_default;
    if (ruleset)
        *ruleset = rs;
    if (opening)
        *opening = op;
    if (opening_n)
        *opening_n = n;
    return RENJU_OK;
}
