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
    printf("usage: %s -engine name=A cmd=COMMAND [tc=S|tc=BASE+INC] [tcgame=S] [inc=S]\n"
           "       [arg=WORD]... -engine name=B cmd=COMMAND ... [more -engine] [options]\n"
           "       %s --merge FILE... [-pgn FILE] [-sgf FILE]\n"
           "Plays a match or a tournament between engines speaking the Gomocup protocol,\n"
           "every move judged by librenju, and writes the score, the Elo, the cross table\n"
           "and the records.\n"
           "\n"
           "  -engine KEY=VALUE...  an engine (two or more): name=, cmd= (run by /bin/sh -c),\n"
           "                        tc=S seconds a move, tc=BASE+INC or tcgame=S and inc=S\n"
           "                        seconds a game and added after each move, arg= a word\n"
           "                        added to the command\n"
           "  -each KEY=VALUE...    tc=, tcgame= and inc= for every engine\n"
           "  -gauntlet             the first engine against each other (default: every pair)\n"
           "  -rounds N             times the schedule is played (default 1)\n"
           "  -games N              games of each pair in each round (default 2)\n"
           "  -repeat, -no-repeat   each opening in both colours (the default), or once\n"
           "  -rule NAME            freestyle, standard, renju (the default), caro, or a\n"
           "                        name of the library's (gomoku, caro-5, rif ...)\n"
           "  -opening-rule NAME    swap2 or swap1, through the protocol's SWAP2BOARD\n"
           "  -size N               the board (default 15)\n"
           "  -concurrency N        games played at once, 1 to 256 (default 1)\n"
           "  -openings FILE        openings: move lists, Gomocup offsets, SGF or RenLib .lib\n"
           "                        (also -openings file=FILE [type=pos|offset] [order=...])\n"
           "  -openings-order sequential|random, -seed N   the order of the openings\n"
           "  -transform [random|all|none]   openings turned by the 8 symmetries\n"
           "  -drawafter N          a draw once N stones are on the board\n"
           "  -margin MS            how late an answer may come (default 100)\n"
           "  -shard K/N            play the K-th of N slices of the schedule\n"
           "  -list                 print the schedule (of the shard) and exit\n"
           "  -pgn FILE             every game into a PGN file; resumed when it exists\n"
           "  -sgf FILE             every game into one SGF collection\n"
           "  -psq DIR              every game as DIR/game-NNNN.psq\n"
           "  -log FILE             the engines' messages and standard error, the verdicts\n"
           "  -progress N           the cross table on standard error every N games\n"
           "  -sprt elo0=E elo1=E alpha=A beta=B   stop once the test decides (two engines)\n"
           "  --merge FILE...       combine the PGN (or SGF) files of shards: one file, one table\n"
           "  -h, --help            this text\n"
           "  -V, --version         the program's and the library's version\n"
           "\n"
           "Exit status: 0 the match was played, 1 an engine could not play, 2 usage or\n"
           "I/O error, 128+N stopped by signal N.\n",
           prog, prog);
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

/* tc=S (seconds a move), tc=BASE+INC (seconds a game and its increment), tcgame=S,
 * inc=S; 1 when key is none of them. */
static int time_pair(const char *key, const char *value, double *tc, double *tcgame,
                     double *inc)
{
    const char *plus = strchr(value, '+');
    char base[64];
    double v, w;

    if (strcmp(key, "tc") == 0 && plus) {
        if ((size_t)(plus - value) >= sizeof base)
            return usage_error("a time control is BASE+INC in seconds, not", value);
        memcpy(base, value, (size_t)(plus - value));
        base[plus - value] = '\0';
        if (parse_real(base, 0.001, &v) < 0 || parse_real(plus + 1, 0, &w) < 0)
            return usage_error("a time control is BASE+INC in seconds, not", value);
        *tcgame = v;
        *inc = w;
        return -1;
    }
    if (strcmp(key, "inc") == 0) {
        if (parse_real(value, 0, &v) < 0)
            return usage_error("an increment is seconds, 0 or more, not", value);
        *inc = v;
        return -1;
    }
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
    rc = time_pair(key, value, &p->tc, &p->tcgame, &p->inc);
    return rc == 1 ? usage_error("unknown engine setting", key) : rc;
}

static int each_pair(settings *set, int which, const char *key, const char *value)
{
    int rc = time_pair(key, value, &set->each_tc, &set->each_tcgame, &set->each_inc);

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

/* The words after -openings file=FILE: type= (the layout, told from the file
 * anyway, and checked to be one renju-match reads) and order=. */
static int openings_pair(settings *set, int which, const char *key, const char *value)
{
    (void)which;
    if (strcmp(key, "type") == 0) {
        if (strcmp(value, "pos") && strcmp(value, "offset"))
            return usage_error("-openings type= is pos or offset, not", value);
        return -1;
    }
    if (strcmp(key, "order") == 0) {
        if (strcmp(value, "sequential") && strcmp(value, "random"))
            return usage_error("-openings order= is sequential or random, not", value);
        set->order = value[0] == 'r' ? ORDER_RANDOM : ORDER_SEQUENTIAL;
        return -1;
    }
    return usage_error("unknown -openings setting", key);
}

enum {
    OPT_ENGINE, OPT_EACH, OPT_RULE, OPT_SIZE, OPT_GAMES, OPT_CONCURRENCY, OPT_OPENINGS,
    OPT_ORDER, OPT_SEED, OPT_DRAWAFTER, OPT_MARGIN, OPT_SGF, OPT_PSQ, OPT_LOG, OPT_SPRT,
    OPT_GAUNTLET, OPT_ROUNDS, OPT_REPEAT, OPT_NO_REPEAT, OPT_TRANSFORM, OPT_OPENING_RULE,
    OPT_SHARD, OPT_LIST, OPT_PGN, OPT_MERGE, OPT_PROGRESS, OPT_HELP, OPT_VERSION
};

static const struct { const char *name; int id; int value; } options[] = {
    { "engine", OPT_ENGINE, 0 }, { "each", OPT_EACH, 0 }, { "rule", OPT_RULE, 1 },
    { "size", OPT_SIZE, 1 }, { "games", OPT_GAMES, 1 },
    { "concurrency", OPT_CONCURRENCY, 1 }, { "openings", OPT_OPENINGS, 1 },
    { "openings-order", OPT_ORDER, 1 }, { "seed", OPT_SEED, 1 },
    { "drawafter", OPT_DRAWAFTER, 1 }, { "margin", OPT_MARGIN, 1 }, { "sgf", OPT_SGF, 1 },
    { "psq", OPT_PSQ, 1 }, { "log", OPT_LOG, 1 }, { "sprt", OPT_SPRT, 0 },
    { "gauntlet", OPT_GAUNTLET, 0 }, { "rounds", OPT_ROUNDS, 1 }, { "repeat", OPT_REPEAT, 0 },
    { "no-repeat", OPT_NO_REPEAT, 0 }, { "transform", OPT_TRANSFORM, 0 },
    { "opening-rule", OPT_OPENING_RULE, 1 }, { "shard", OPT_SHARD, 1 },
    { "list", OPT_LIST, 0 }, { "pgn", OPT_PGN, 1 }, { "merge", OPT_MERGE, 0 },
    { "progress", OPT_PROGRESS, 1 },
    { "help", OPT_HELP, 0 }, { "h", OPT_HELP, 0 }, { "version", OPT_VERSION, 0 },
    { "V", OPT_VERSION, 0 },
};

/* -transform takes an optional word: bare, it is c-gomoku-cli's random symmetry. */
static int read_transform(int argc, char **argv, int *i, settings *set)
{
    const char *w = *i + 1 < argc ? argv[*i + 1] : "";

    set->transform = TRANSFORM_RANDOM;
    if (strcmp(w, "random") == 0 || strcmp(w, "all") == 0 || strcmp(w, "none") == 0) {
        set->transform = w[0] == 'r' ? TRANSFORM_RANDOM : w[0] == 'a' ? TRANSFORM_ALL
                                                                       : TRANSFORM_NONE;
        ++*i;
    } else if (w[0] && w[0] != '-') {
        return usage_error("-transform is random, all or none, not", w);
    }
    return -1;
}

/* --merge FILE...: the words up to the next option. */
static int read_merge(int argc, char **argv, int *i, settings *set)
{
    set->merge = argv + *i + 1;
    while (*i + 1 < argc && argv[*i + 1][0] != '-') {
        ++*i;
        set->merge_count++;
    }
    if (set->merge_count == 0)
        return usage_error("--merge takes the files of the shards", NULL);
    return -1;
}

/* -shard K/N, 1 <= K <= N. */
static int read_shard(const char *value, settings *set)
{
    char *end;
    long k, n;

    errno = 0;
    k = strtol(value, &end, 10);
    if (end == value || *end != '/' || errno)
        return usage_error("-shard takes K/N, not", value);
    n = strtol(end + 1, &end, 10);
    if (*end || errno || k < 1 || n < 1 || k > n || n > INT_MAX / 2)
        return usage_error("-shard takes K/N, 1 <= K <= N, not", value);
    set->shard_k = (int)k;
    set->shard_n = (int)n;
    return -1;
}

static int read_opening_rule(const char *value, settings *set)
{
    int ruleset, opening, n;

    if (renju_rules_from_name(value, &ruleset, &opening, &n) < 0
        || opening == RENJU_OPENING_NONE)
        return usage_error("unknown opening rule", value);
    set->opening_rule = opening;
    set->opening_n = n;
    return -1;
}

/* One option with its value (NULL for those without); returns -1 to go on. */
static int apply(settings *set, int id, const char *value, int argc, char **argv, int *i)
{
    int n;
    double ms;

    switch (id) {
    case OPT_ENGINE:
        if (set->engines == MAX_ENGINES)
            return usage_error("too many engines (64 at most) at", argv[*i]);
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
        return parse_int(value, 1, 1000000, &set->games) < 0
            ? usage_error("-games takes a number of games, not", value) : -1;
    case OPT_ROUNDS:
        return parse_int(value, 1, 1000000, &set->rounds) < 0
            ? usage_error("-rounds takes a number of rounds, not", value) : -1;
    case OPT_PROGRESS:
        return parse_int(value, 0, INT_MAX, &set->progress) < 0
            ? usage_error("-progress takes a number of games, not", value) : -1;
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
    case OPT_GAUNTLET: set->gauntlet = 1; return -1;
    case OPT_REPEAT: set->repeat = 1; return -1;
    case OPT_NO_REPEAT: set->repeat = 0; return -1;
    case OPT_LIST: set->list = 1; return -1;
    case OPT_TRANSFORM: return read_transform(argc, argv, i, set);
    case OPT_MERGE: return read_merge(argc, argv, i, set);
    case OPT_SHARD: return read_shard(value, set);
    case OPT_OPENING_RULE: return read_opening_rule(value, set);
    case OPT_OPENINGS:
        set->openings = value;
        /* c-gomoku-cli's form: -openings file=FILE [type=pos|offset] [order=...] */
        if (strncmp(value, "file=", 5) == 0) {
            set->openings = value + 5;
            return read_pairs(argc, argv, i, set, 0, openings_pair);
        }
        return -1;
    case OPT_SGF: set->sgf = value; return -1;
    case OPT_PGN: set->pgn = value; return -1;
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

    for (k = 0; k < set->engines; k++) {
        player_settings *p = &set->player[k];

        if (p->tc < 0)
            p->tc = set->each_tc;
        if (p->tcgame < 0)
            p->tcgame = set->each_tcgame;
        if (p->inc < 0)
            p->inc = set->each_inc;
        if (p->tc < 0)
            p->tc = p->tcgame < 0 ? 5.0 : 0.0;
        if (p->tcgame < 0)
            p->tcgame = 0.0;
        if (p->inc < 0)
            p->inc = 0.0;
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

/* Every engine complete: a command, a name (unique: the tables and the PGN files know
 * engines by name), its arg= words after the command. */
static int finish_engines(settings *set)
{
    int k, j;

    for (k = 0; k < set->engines; k++) {
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
        if (p->tcgame <= 0 && p->inc > 0)
            return usage_error("an increment without a time for the game for", p->name);
        for (j = 0; j < k; j++)
            if (strcmp(set->player[j].name, p->name) == 0)
                return usage_error("two engines of the same name", p->name);
    }
    return -1;
}

/* What the options say together: a merge takes files and no engine; a match two
 * engines or more. */
static int check_combination(settings *set)
{
    if (set->merge) {
        if (set->engines)
            return usage_error("--merge takes no -engine", NULL);
        if (!set->pgn && !set->sgf)
            return usage_error("--merge writes -pgn FILE or -sgf FILE", NULL);
        return -1;
    }
    if (set->engines < 2)
        return usage_error("two engines are needed: -engine name=A cmd=... twice", NULL);
    if (set->sprt_on && !(set->sprt.elo0 < set->sprt.elo1))
        return usage_error("-sprt needs elo0 below elo1", NULL);
    if (set->sprt_on && set->engines != 2)
        return usage_error("-sprt tests a pair: two engines, not more", NULL);
    if (set->opening_rule && set->openings)
        return usage_error("-opening-rule plays from the empty board: no -openings", NULL);
    if (set->sprt_on && set->shard_n > 1)
        return usage_error("-sprt stops a whole match: not with -shard", NULL);
    return finish_engines(set);
}

int settings_parse(int argc, char **argv, settings *set)
{
    int i, k, rc;

    memset(set, 0, sizeof *set);
    set->ruleset = RENJU_RULES_RENJU;
    set->size = RENJU_DEFAULT_SIZE;
    set->games = 2;
    set->rounds = 1;
    set->repeat = 1;
    set->shard_k = set->shard_n = 1;
    set->concurrency = 1;
    set->margin = 0.1;
    set->each_tc = set->each_tcgame = set->each_inc = -1;
    set->sprt = (match_sprt){ 0, 5, 0.05, 0.05 };
    for (k = 0; k < MAX_ENGINES; k++)
        set->player[k].tc = set->player[k].tcgame = set->player[k].inc = -1;
    for (i = 1; i < argc; i++)
        if ((rc = one_option(argc, argv, &i, set)) >= 0)
            return rc;
    resolve_times(set);
    return check_combination(set);
}

void settings_free(settings *set)
{
    int k;

    for (k = 0; k < MAX_ENGINES; k++) {
        free(set->player[k].name);
        free(set->player[k].cmd);
        free(set->player[k].args);
    }
}
