/* record_rules.c - the names of rule sets and opening rules as records write them
 * (SGF's RU, .psq's rule line, databases' rule tables), read in their many spellings
 * and written in one. */
#include "record.h"

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------ rule sets */

static const char *const ruleset_names[] = { "freestyle", "standard", "renju", "five-in-a-row" };

/* Other spellings met in records, compared without case, spaces, '-' or '_'. */
static const struct { const char *name; int ruleset; } ruleset_aliases[] = {
    { "freestyle", RENJU_RULES_FREESTYLE },
    { "gomoku", RENJU_RULES_FREESTYLE },
    { "freestylegomoku", RENJU_RULES_FREESTYLE },
    { "freegomoku", RENJU_RULES_FREESTYLE },
    { "standard", RENJU_RULES_STANDARD },
    { "standardgomoku", RENJU_RULES_STANDARD },
    { "exactlyfive", RENJU_RULES_STANDARD },
    { "renju", RENJU_RULES_RENJU },
    { "rif", RENJU_RULES_RENJU },
    { "fiveinarow", RENJU_RULES_FIVE_IN_A_ROW },
    { "sapronov", RENJU_RULES_FIVE_IN_A_ROW },
    { "russian", RENJU_RULES_FIVE_IN_A_ROW },
};

const char *rj_ruleset_name(int ruleset)
{
    if (ruleset < 0 || ruleset > RENJU_RULES_FIVE_IN_A_ROW)
        return "?";
    return ruleset_names[ruleset];
}

/* The words of a name, lower case, without spaces, '-' or '_', and with the o of
 * Soosorv spelled as the rule's own country does ("Soosõrv"). */
static int name_key(const char *s, size_t n, char *key, size_t cap)
{
    size_t i, k = 0;

    for (i = 0; i < n; i++) {
        int c = (unsigned char)s[i];
        if (c == ' ' || c == '-' || c == '_' || c == '\t')
            continue;
        if (c == 0xc3 && i + 1 < n && (unsigned char)s[i + 1] == 0xb5) {
            c = 'o';
            i++;
        }
        if (k + 1 >= cap)
            return -1;
        key[k++] = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    key[k] = '\0';
    return 0;
}

int rj_ruleset_parse(const char *s, size_t n)
{
    char key[24];
    size_t i;

    if (name_key(s, n, key, sizeof key))
        return -1;
    for (i = 0; i < sizeof ruleset_aliases / sizeof ruleset_aliases[0]; i++)
        if (strcmp(key, ruleset_aliases[i].name) == 0)
            return ruleset_aliases[i].ruleset;
    return -1;
}

/* The opening rules as records name them, in RENJU_OPENING_* order; Soosorv-N and
 * Taraguchi-N take their N after a hyphen. */
static const char *const opening_names[] = {
    "none", "rif", "yamaguchi", "soosorv", "taraguchi", "swap1", "swap2", "pro", "long-pro"
};
#define NOPENINGS ((int)(sizeof opening_names / sizeof opening_names[0]))

static int opening_takes_n(int opening)
{
    return opening == RENJU_OPENING_SOOSORV || opening == RENJU_OPENING_TARAGUCHI;
}

void rj_rules_name(int ruleset, int op, int n, char *buf, size_t cap)
{
    if (op <= RENJU_OPENING_NONE || op >= NOPENINGS)
        snprintf(buf, cap, "%s", rj_ruleset_name(ruleset));
    else if (opening_takes_n(op))
        snprintf(buf, cap, "%s %s-%d", rj_ruleset_name(ruleset), opening_names[op], n);
    else
        snprintf(buf, cap, "%s %s", rj_ruleset_name(ruleset), opening_names[op]);
}

void rj_rules_text(const renju_game *g, char *buf, size_t cap)
{
    rj_rules_name(g->ruleset, g->opt[RENJU_OPT_OPENING], g->opt[RENJU_OPT_OPENING_N], buf, cap);
}

int rj_rules_parse(const char *s, size_t n, int *ruleset, int *opening, int *opening_n)
{
    char key[24];
    size_t i = 0, w;
    int op, num = 0, digits = 0;

    /* the rule set, then after a space or a comma the opening rule */
    while (i < n && s[i] != ' ' && s[i] != ',' && s[i] != '\t')
        i++;
    *ruleset = rj_ruleset_parse(s, i);
    *opening = RENJU_OPENING_NONE;
    *opening_n = 0;
    if (*ruleset < 0)
        return -1;
    while (i < n && (s[i] == ' ' || s[i] == ',' || s[i] == '\t'))
        i++;
    if (i == n)
        return 0;
    /* a number after a hyphen at the end is N ("soosorv-8"; "swap2" is a name) */
    for (w = n; w > i && s[w - 1] >= '0' && s[w - 1] <= '9'; w--)
        digits++;
    if (digits > 0 && w > i && s[w - 1] == '-') {
        if (digits > 3)
            return -1;
        for (; digits > 0; digits--)
            num = num * 10 + (s[n - digits] - '0');
    } else {
        w = n;
    }
    if (name_key(s + i, w - i, key, sizeof key))
        return -1;
    for (op = 0; op < NOPENINGS; op++) {
        char want[24];
        name_key(opening_names[op], strlen(opening_names[op]), want, sizeof want);
        if (strcmp(key, want) == 0 || (op == RENJU_OPENING_SOOSORV && strcmp(key, "soosyrv") == 0))
            break;
    }
    if (op == NOPENINGS || (num > 0) != opening_takes_n(op))
        return -1;
    *opening = op;
    *opening_n = num;
    return 0;
}

int renju_rules_from_name(const char *name, int *ruleset, int *opening, int *opening_n)
{
    int rs, op, n;

    if (!name || rj_rules_parse(name, strlen(name), &rs, &op, &n) < 0)
        return RENJU_EINVAL;
    if (op != RENJU_OPENING_NONE && n == 0)
        n = rj_opening_n_default(op);
    if (ruleset)
        *ruleset = rs;
    if (opening)
        *opening = op;
    if (opening_n)
        *opening_n = n;
    return RENJU_OK;
}
