/* SPDX-License-Identifier: MIT */
/* settings.c - the command line, in the spirit of the match runners engine authors
 * know (cutechess-cli): single-dash options, -engine followed by key=value words.
 * Double dashes are read too, and --help, --version as every tool reads them. */
#define _POSIX_C_SOURCE 200809L

#include "settings.h"
#include "utf8.h"
#include "../cli.h"

#include <renju.h>

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const prog = "renju-match";

static void usage(void)
{
    printf("usage: %s -engine name=A cmd=COMMAND [tc=S] [tcgame=S] [arg=WORD]...\n"
           "       -engine name=B cmd=COMMAND ... [options]\n"
           "Plays games between two engines speaking the Gomocup protocol, every move judged\n"
           "by librenju, and writes the score, the Elo difference and the records.\n"
           "\n"
           "  -engine KEY=VALUE...  an engine (give two): name=, cmd= (run by /bin/sh -c),\n"
           "                        tc= seconds a move, tcgame= seconds a game, arg= a word\n"
           "                        added to the command\n"
           "  -each KEY=VALUE...    tc= and tcgame= for both engines\n"
           "  -rule NAME            freestyle, standard, renju (the default), caro, or a\n"
           "                        name of the library's (gomoku, caro-5, rif ...)\n"
           "  -size N               the board (default 15)\n"
           "  -games N              games in all (default 2)\n"
           "  -concurrency N        games played at once, 1 to 256 (default 1)\n"
           "  -openings FILE        openings: move lists, Gomocup offsets or SGF; each\n"
           "                        played twice, the colours swapped\n"
           "  -openings-order sequential|random, -seed N   the order of the openings\n"
           "  -drawafter N          a draw once N stones are on the board\n"
           "  -margin MS            how late an answer may come (default 100)\n"
           "  -sgf FILE             every game into one SGF collection\n"
           "  -psq DIR              every game as DIR/game-NNNN.psq\n"
           "  -log FILE             the engines' messages and standard error, the verdicts\n"
           "  -sprt elo0=E elo1=E alpha=A beta=B   stop once the test decides\n"
           "  -h, --help            this text\n"
           "  -V, --version         the program's and the library's version\n"
           "\n"
           "Exit status: 0 the match was played, 1 an engine could not play, 2 usage or\n"
           "I/O error, 128+N stopped by signal N.\n",
           prog);
}

static int usage_error(const char *what, const char *arg)
{
    return cli_usage_error(prog, what, arg);
}

static int parse_int(const char *s, int min, int max, int *out)
{
    char *end;
    long v;

    errno = 0;
    v = strtol(s, &end, 10);
    if (end == s || *end || errno || v < min || v > max)
        return -1;
    *out = (int)v;
    return 0;
}

static int parse_real(const char *s, double min, double *out)
{
    char *end;
    double v;

    errno = 0;
    v = strtod(s, &end);
    if (end == s || *end || errno || !isfinite(v) || v < min)
        return -1;
    *out = v;
    return 0;
}

/* The words (NULL for none) with one more, after a blank and quoted for the shell. */
static char *add_word(char *words, const char *word)
{
    size_t n = words ? strlen(words) : 0, extra = 3, i;
    char *out, *w;

    for (i = 0; word[i]; i++)
        extra += word[i] == '\'' ? 4 : 1;
    if (!(out = realloc(words, n + extra + 1)))
        return NULL;
    w = out + n;
    *w++ = ' ';
    *w++ = '\'';
    for (i = 0; word[i]; i++) {
        if (word[i] == '\'') {
            memcpy(w, "'\\''", 4);
            w += 4;
        } else {
            *w++ = word[i];
        }
    }
    *w++ = '\'';
    *w = '\0';
    return out;
}

/* The KEY=VALUE words after an option: from *i + 1 up to the next option. */
typedef int (*pair_fn)(settings *set, int which, const char *key, const char *value);

static int read_pairs(int argc, char **argv, int *i, settings *set, int which, pair_fn fn)
{
    const char *eq;
    char key[32];
    int rc;

    while (*i + 1 < argc && argv[*i + 1][0] != '-') {
        const char *w = argv[++*i];

        if (!(eq = strchr(w, '=')) || eq == w || (size_t)(eq - w) >= sizeof key)
            return usage_error("a KEY=VALUE word expected, not", w);
        memcpy(key, w, (size_t)(eq - w));
        key[eq - w] = '\0';
        if ((rc = fn(set, which, key, eq + 1)) >= 0)
            return rc;
    }
    return -1;
}

static int time_pair(const char *key, const char *value, double *tc, double *tcgame)
{
    double v;

    if (strcmp(key, "tc") != 0 && strcmp(key, "tcgame") != 0)
        return 1;
    if (parse_real(value, 0.001, &v) < 0)
        return usage_error("a time is seconds above 0, not", value);
    *(strcmp(key, "tc") == 0 ? tc : tcgame) = v;
    return -1;
}

static int engine_pair(settings *set, int which, const char *key, const char *value)
{
    player_settings *p = &set->player[which];
    char *s;
    int rc;

    if (strcmp(key, "name") == 0 || strcmp(key, "cmd") == 0) {
        char **field = key[0] == 'n' ? &p->name : &p->cmd;

        if (*value == '\0')
            return usage_error("an empty value for", key);
        if (!(s = strdup(value)))
            return usage_error("out of memory", NULL);
        free(*field);
        *field = s;
        return -1;
    }
    if (strcmp(key, "arg") == 0) {
        if (!(s = add_word(p->args, value)))
            return usage_error("out of memory", NULL);
        p->args = s;
        return -1;
    }
    rc = time_pair(key, value, &p->tc, &p->tcgame);
    return rc == 1 ? usage_error("unknown engine setting", key) : rc;
}

static int each_pair(settings *set, int which, const char *key, const char *value)
{
    int rc = time_pair(key, value, &set->each_tc, &set->each_tcgame);

    (void)which;
    return rc == 1 ? usage_error("unknown -each setting", key) : rc;
}

static int sprt_pair(settings *set, int which, const char *key, const char *value)
{
    double *field = strcmp(key, "elo0") == 0 ? &set->sprt.elo0
                  : strcmp(key, "elo1") == 0 ? &set->sprt.elo1
                  : strcmp(key, "alpha") == 0 ? &set->sprt.alpha
                  : strcmp(key, "beta") == 0 ? &set->sprt.beta : NULL;
    double v;

    (void)which;
    if (!field)
        return usage_error("unknown -sprt setting", key);
    if (parse_real(value, -HUGE_VAL, &v) < 0)
        return usage_error("a number expected for -sprt, not", value);
    if (field != &set->sprt.elo0 && field != &set->sprt.elo1 && (v <= 0 || v >= 0.5))
        return usage_error("alpha and beta are between 0 and 0.5, not", value);
    *field = v;
    return -1;
}

enum {
    OPT_ENGINE, OPT_EACH, OPT_RULE, OPT_SIZE, OPT_GAMES, OPT_CONCURRENCY, OPT_OPENINGS,
    OPT_ORDER, OPT_SEED, OPT_DRAWAFTER, OPT_MARGIN, OPT_SGF, OPT_PSQ, OPT_LOG, OPT_SPRT,
    OPT_HELP, OPT_VERSION
};

static const struct { const char *name; int id; int value; } options[] = {
    { "engine", OPT_ENGINE, 0 }, { "each", OPT_EACH, 0 }, { "rule", OPT_RULE, 1 },
    { "size", OPT_SIZE, 1 }, { "games", OPT_GAMES, 1 },
    { "concurrency", OPT_CONCURRENCY, 1 }, { "openings", OPT_OPENINGS, 1 },
    { "openings-order", OPT_ORDER, 1 }, { "seed", OPT_SEED, 1 },
    { "drawafter", OPT_DRAWAFTER, 1 }, { "margin", OPT_MARGIN, 1 }, { "sgf", OPT_SGF, 1 },
    { "psq", OPT_PSQ, 1 }, { "log", OPT_LOG, 1 }, { "sprt", OPT_SPRT, 0 },
    { "help", OPT_HELP, 0 }, { "h", OPT_HELP, 0 }, { "version", OPT_VERSION, 0 },
    { "V", OPT_VERSION, 0 },
};

/* One option with its value (NULL for those without); returns -1 to go on. */
static int apply(settings *set, int id, const char *value, int argc, char **argv, int *i)
{
    int n;
    double ms;

    switch (id) {
    case OPT_ENGINE:
        if (set->engines == 2)
            return usage_error("more than two engines", argv[*i]);
        return read_pairs(argc, argv, i, set, set->engines++, engine_pair);
    case OPT_EACH:
        return read_pairs(argc, argv, i, set, 0, each_pair);
    case OPT_SPRT:
        set->sprt_on = 1;
        return read_pairs(argc, argv, i, set, 0, sprt_pair);
    case OPT_RULE:
        if ((set->ruleset = renju_ruleset_from_name(value)) < 0)
            return usage_error("unknown rule set", value);
        return -1;
    case OPT_SIZE:
        return parse_int(value, RENJU_MIN_SIZE, RENJU_MAX_SIZE, &set->size) < 0
            ? usage_error("-size takes a board size, 5 to 20, not", value) : -1;
    case OPT_GAMES:
        return parse_int(value, 1, INT_MAX / 2, &set->games) < 0
            ? usage_error("-games takes a number of games, not", value) : -1;
    case OPT_CONCURRENCY:
        return parse_int(value, 1, 256, &set->concurrency) < 0
            ? usage_error("-concurrency takes 1 to 256, not", value) : -1;
    case OPT_DRAWAFTER:
        return parse_int(value, 1, RENJU_MAX_SIZE * RENJU_MAX_SIZE, &set->move_limit) < 0
            ? usage_error("-drawafter takes a number of stones, not", value) : -1;
    case OPT_SEED:
        if (parse_int(value, 0, INT_MAX, &n) < 0)
            return usage_error("-seed takes a number, not", value);
        set->seed = (unsigned long long)n;
        return -1;
    case OPT_MARGIN:
        if (parse_real(value, 0, &ms) < 0)
            return usage_error("-margin takes milliseconds, not", value);
        set->margin = ms / 1000;
        return -1;
    case OPT_ORDER:
        if (strcmp(value, "sequential") && strcmp(value, "random"))
            return usage_error("-openings-order is sequential or random, not", value);
        set->order = value[0] == 'r' ? ORDER_RANDOM : ORDER_SEQUENTIAL;
        return -1;
    case OPT_OPENINGS: set->openings = value; return -1;
    case OPT_SGF: set->sgf = value; return -1;
    case OPT_PSQ: set->psq = value; return -1;
    case OPT_LOG: set->log = value; return -1;
    case OPT_HELP:
        usage();
        return 0;
    default:
        cli_print_version(prog);
        return 0;
    }
}

/* One argument at *i: an option, with its value in the same word after "=" or in the
 * next. */
static int one_option(int argc, char **argv, int *i, settings *set)
{
    const char *arg = argv[*i], *name = arg + 1, *eq, *value = NULL;
    size_t k, len;

    if (arg[0] != '-' || arg[1] == '\0')
        return usage_error("unexpected argument", arg);
    if (*name == '-')
        name++;
    eq = strchr(name, '=');
    len = eq ? (size_t)(eq - name) : strlen(name);
    for (k = 0; k < sizeof options / sizeof options[0]; k++)
        if (strlen(options[k].name) == len && strncmp(options[k].name, name, len) == 0)
            break;
    if (k == sizeof options / sizeof options[0] || len == 0)
        return usage_error("unknown option", arg);
    if (options[k].value) {
        if (eq)
            value = eq + 1;
        else if (*i + 1 < argc)
            value = argv[++*i];
        else
            return usage_error("missing value for option", arg);
    } else if (eq) {
        return usage_error("no value allowed for option", arg);
    }
    return apply(set, options[k].id, value, argc, argv, i);
}

/* The times -each gives to an engine that gives none; 5 s a move when none at all. */
static void resolve_times(settings *set)
{
    int k;

    for (k = 0; k < 2; k++) {
        player_settings *p = &set->player[k];

        if (p->tc < 0)
            p->tc = set->each_tc;
        if (p->tcgame < 0)
            p->tcgame = set->each_tcgame;
        if (p->tc < 0)
            p->tc = p->tcgame < 0 ? 5.0 : 0.0;
        if (p->tcgame < 0)
            p->tcgame = 0.0;
    }
}

/* A name for an engine without name=: its command's first word. */
static int default_name(player_settings *p)
{
    size_t n = strcspn(p->cmd, " \t");

    if (!(p->name = malloc(n + 1)))
        return -1;
    memcpy(p->name, p->cmd, n);
    p->name[n] = '\0';
    return 0;
}

int settings_parse(int argc, char **argv, settings *set)
{
    int i, k, rc;

    memset(set, 0, sizeof *set);
    set->ruleset = RENJU_RULES_RENJU;
    set->size = RENJU_DEFAULT_SIZE;
    set->games = 2;
    set->concurrency = 1;
    set->margin = 0.1;
    set->each_tc = set->each_tcgame = -1;
    set->sprt = (match_sprt){ 0, 5, 0.05, 0.05 };
    for (k = 0; k < 2; k++)
        set->player[k].tc = set->player[k].tcgame = -1;
    for (i = 1; i < argc; i++)
        if ((rc = one_option(argc, argv, &i, set)) >= 0)
            return rc;
    if (set->engines < 2)
        return usage_error("two engines are needed: -engine name=A cmd=... twice", NULL);
    if (set->sprt_on && !(set->sprt.elo0 < set->sprt.elo1))
        return usage_error("-sprt needs elo0 below elo1", NULL);
    for (k = 0; k < 2; k++) {
        player_settings *p = &set->player[k];

        if (!p->cmd)
            return usage_error("an -engine without cmd=", p->name);
        if (!p->name && default_name(p) < 0)
            return usage_error("out of memory", NULL);
        utf8_repair(p->name);   /* the records take UTF-8 text only */
        if (p->args) {   /* the arg= words after the command, wherever they were */
            char *both = realloc(p->cmd, strlen(p->cmd) + strlen(p->args) + 1);

            if (!both)
                return usage_error("out of memory", NULL);
            p->cmd = strcat(both, p->args);
        }
    }
    resolve_times(set);
    return -1;
}

void settings_free(settings *set)
{
    int k;

    for (k = 0; k < 2; k++) {
        free(set->player[k].name);
        free(set->player[k].cmd);
        free(set->player[k].args);
    }
}
