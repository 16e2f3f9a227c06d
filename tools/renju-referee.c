/* SPDX-License-Identifier: MIT */
/* renju-referee - replays game records and checks them against the rules.
 *
 * Usage: renju-referee [OPTION]... FILE...     (FILE "-" is standard input)
 *
 * Each game of each file is replayed under its rules: the report says, per game,
 * whether every move was legal or which move was not and why, the result the rules
 * give, and whether it agrees with the result recorded; for a tree (SGF, RenLib
 * .lib), each line that breaks the rules; a summary follows.  The formats, the report
 * and the exit status are documented in renju-referee(1).
 *
 * Built with libxml2 (RENJU_TOOLS_XML) it also reads RenjuNet databases; without,
 * it says so and refuses them.
 */
#define _POSIX_C_SOURCE 200809L

#include <renju.h>

#include "cli.h"
#include "formats.h"
#include "progress.h"
#include "records.h"
#include "renjunet.h"
#include "tree_lines.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What a record says the result was (renjunet.h's RN_* values). */
enum { REC_NONE = RN_NONE, REC_BLACK = RN_BLACK, REC_WHITE = RN_WHITE, REC_DRAW = RN_DRAW };
static const char *const recorded_names[] = { "none", "black wins", "white wins", "draw" };

/* Kinds of failed game, by the library's error code. */
static const struct {
    int code;
    const char *name;
} kinds[] = {
    { RENJU_EOCCUPIED, "occupied" },
    { RENJU_EFORBIDDEN, "forbidden" },
    { RENJU_ERANGE, "off the board" },
    { RENJU_EGAMEOVER, "after the end" },
    { RENJU_EPHASE, "against the opening" },
    { RENJU_EPLAYER, "out of turn" },
    { RENJU_ENOPASS, "pass not allowed" },
    { RENJU_EEQUIVALENT, "equivalent offers" },
    { RENJU_EPOSITION, "bad position" },
    { RENJU_EINVAL, "wrong rules or board" },
    { RENJU_EPARSE, "malformed" },
};
#define NKINDS ((int)(sizeof kinds / sizeof kinds[0]))

/* The warnings by RENJU_WARN_* code, as the summary names them. */
static const char *const warning_names[] = {
    "other", "game type", "character set", "text dropped", "skipped", "variations",
    "opening not checked", "decisions not recorded", "opening as start", "result",
    "layout", "illegal line", "not written"
};
#define NWARN ((int)(sizeof warning_names / sizeof warning_names[0]))

typedef struct options {
    int format;       /* TOOL_FORMAT_UNKNOWN: by each file's name or content */
    int ruleset;      /* -1: the format's default */
    int size;
    int foul_lose;
    int quiet;
    int progress;
} options;

typedef struct tally {
    long games, legal, illegal, unreadable;
    long by_kind[NKINDS + 1];   /* the last: any other code */
    long agree, mismatch, undecided, unrecorded;
    long warnings, warned_games;
    long by_warning[NWARN];
    long trees, lines, nodes, bad_lines;   /* the games of SGF and .lib files */
    long not_records;   /* files of which no game could be read (held below) */
    int io_error;
} tally;

/* The unreadable games at the start of a file, held back until a game can be read:
 * a file of which none can be read, and at least two fail, is no game record (a
 * README caught by a glob) and is reported once, not a game a line.  Past HELD_MAX of
 * them with none read, the file is taken for no record without reading it further. */
#define HELD_MAX 100
static const char unreadable_malformed[] = "unreadable (malformed)";
typedef struct held {
    int n;
    long line[HELD_MAX];
    char *text[HELD_MAX];   /* failure_text()'s, malloc'ed */
} held;

/* What every report needs: the options, the counts, the bar to clear. */
typedef struct referee {
    const options *opt;
    tally *t;
    progress *pr;
    const char *file;   /* the file being read, as given */
    int format;         /* its format */
    int read_one;       /* a game of the file was read (legal or illegal) */
    held *held;         /* its unreadable games before the first read */
} referee;

/* ------------------------------------------------------------ judging */

static int kind_index(int code)
{
    int i;

    for (i = 0; i < NKINDS; i++)
        if (kinds[i].code == code)
            return i;
    return NKINDS;
}

static const char *kind_name(int code)
{
    int k = kind_index(code);

    return k < NKINDS ? kinds[k].name : renju_strerror(code);
}

/* The result the rules gave, in words. */
static void describe_result(renju_game *g, char *buf, size_t n)
{
    int result = renju_result(g), reason = renju_result_reason(g), kind = -1, point;
    const char *who = result == RENJU_BLACK_WINS ? "black wins" : "white wins";
    const char *why = renju_reason_name(reason), *foul;
    char name[8] = "?";

    if (why == NULL)
        why = "?";
    switch (result) {
    case RENJU_ONGOING:
        snprintf(buf, n, "game goes on");
        break;
    case RENJU_DRAW:
        snprintf(buf, n, "draw (%s)", why);
        break;
    default:
        if (reason == RENJU_REASON_FOUL) {
            renju_result_foul(g, &kind, &point);
            renju_point_format(g, point, name, sizeof name);
            foul = renju_forbid_name(kind);
            snprintf(buf, n, "%s (foul: %s at %s)", who, foul ? foul : "?", name);
        } else {
            snprintf(buf, n, "%s (%s)", who, why);
        }
        break;
    }
}

/* An SGF result: "B+..." black, "W+..." white, "0", "Draw" or "Jigo" a draw. */
static int parse_re(const char *re)
{
    if ((re[0] == 'B' || re[0] == 'b') && re[1] == '+')
        return REC_BLACK;
    if ((re[0] == 'W' || re[0] == 'w') && re[1] == '+')
        return REC_WHITE;
    if (strcmp(re, "0") == 0 || strcmp(re, "Draw") == 0 || strcmp(re, "draw") == 0
        || strcmp(re, "Jigo") == 0)
        return REC_DRAW;
    return REC_NONE;
}

/* A game that could not be set up or read at all. */
static void report_unreadable(referee *rf, const rec_where *w, int code, const char *msg)
{
    rf->t->games++;
    rf->t->unreadable++;
    rf->t->by_kind[kind_index(code)]++;
    progress_clear(rf->pr);
    printf("%s:%ld: unreadable (%s): %s\n", w->file, w->line, kind_name(code), msg);
}

/* The lines and nodes of a tree, said after a game's report when it has variations. */
static void tree_suffix(const long *census, char *buf, size_t n)
{
    buf[0] = '\0';
    if (census && census[1] > 1)
        snprintf(buf, n, "; %ld lines, %ld node%s", census[1], census[0],
                 census[0] == 1 ? "" : "s");
}

/* What an import that failed with code rc says, read before anything else is asked
 * of the game (every call records its own success): the report's text after the
 * game's name into buf; 1 if the record was unreadable, 0 if it broke the rules. */
static int failure_text(const rec_where *w, renju_game *g, int rc, char *buf, size_t n)
{
    char msg[256], pos[64];
    int line, col, move;

    snprintf(msg, sizeof msg, "%s", renju_errmsg(g));
    renju_record_error_position(g, &line, &col, &move);
    if (rc == RENJU_EPARSE || rc == RENJU_EINVAL || rc == RENJU_ENOMEM) {
        rec_position(w, line, col, pos, sizeof pos);
        if (pos[0])
            snprintf(buf, n, "unreadable (%s), %s: %s", kind_name(rc), pos,
                     rec_strip_position(msg));
        else
            snprintf(buf, n, "unreadable (%s): %s", kind_name(rc), msg);
        return 1;
    }
    snprintf(buf, n, "illegal (%s), %s", kind_name(rc), msg);
    return 0;
}

/* An import that failed with code rc, its text from failure_text(); census the tree
 * kept, NULL if none. */
static void report_failure(referee *rf, const rec_where *w, int rc, int unreadable,
                           const char *text, const long *census)
{
    char tree[64];

    rf->t->by_kind[kind_index(rc)]++;
    if (unreadable)
        rf->t->unreadable++;
    else
        rf->t->illegal++;
    progress_clear(rf->pr);
    tree_suffix(census, tree, sizeof tree);
    printf("%s:%ld: %s%s\n", w->file, w->line, text, tree);
}

/* A game read to the end: its result against the one recorded.  Shown under --quiet
 * too when shown is set (a line of its tree broke the rules). */
static void report_legal(referee *rf, const rec_where *w, renju_game *g, int recorded,
                         const long *census, int shown)
{
    char res[96], tree[64];
    const char *verdict;
    int outcome = renju_result(g), reason = renju_result_reason(g), moves;
    tally *t = rf->t;

    t->legal++;
    describe_result(g, res, sizeof res);
    if (recorded == REC_NONE) {
        t->unrecorded++;
        verdict = "no result recorded";
    } else if (outcome == RENJU_ONGOING || reason == RENJU_REASON_RESIGNATION
               || reason == RENJU_REASON_AGREEMENT || reason == RENJU_REASON_TIME
               || reason == RENJU_REASON_FORFEIT) {
        /* a resignation, a draw agreed, a loss on time or by forfeit: nothing on the board
         * to check */
        t->undecided++;
        verdict = "not decided on the board";
    } else if ((outcome == RENJU_BLACK_WINS && recorded == REC_BLACK)
               || (outcome == RENJU_WHITE_WINS && recorded == REC_WHITE)
               || (outcome == RENJU_DRAW && recorded == REC_DRAW)) {
        t->agree++;
        verdict = "agrees";
    } else {
        t->mismatch++;
        verdict = "MISMATCH";
        shown = 1;
    }
    if (!rf->opt->quiet || shown) {
        progress_clear(rf->pr);
        tree_suffix(census, tree, sizeof tree);
        moves = renju_move_count(g);
        printf("%s:%ld: legal, %d move%s, %s; recorded: %s; %s%s\n", w->file, w->line, moves,
               moves == 1 ? "" : "s", res, recorded_names[recorded], verdict, tree);
    }
}

static void count_warning(tally *t, int code)
{
    t->warnings++;
    t->by_warning[code > 0 && code < NWARN ? code : 0]++;
}

/* The import's warnings, and the referee's own (NULL if none) with its code.  A line
 * that breaks the rules is reported as an illegal line, not as a warning. */
static void report_warnings(referee *rf, const rec_where *w, renju_game *g, int own_code,
                            const char *own)
{
    int i, n = g ? renju_record_warnings(g) : 0, code, line, col, warned = own != NULL;
    const char *msg;
    char pos[64];

    if (own) {
        count_warning(rf->t, own_code);
        if (!rf->opt->quiet)
            printf("  warning: %s\n", own);
    }
    for (i = 0; i < n; i++) {
        if (!(msg = renju_record_warning(g, i, &code, &line, &col, NULL))
            || code == RENJU_WARN_ILLEGAL_LINE)
            continue;
        warned = 1;
        count_warning(rf->t, code);
        /* every real record lacks the opening's decisions: counted, not listed */
        if (rf->opt->quiet || code == RENJU_WARN_UNRECORDED)
            continue;
        rec_position(w, line, col, pos, sizeof pos);
        printf("  warning: %s%s%s\n", pos, pos[0] ? ": " : "", msg);
    }
    if (warned)
        rf->t->warned_games++;
}

/* ------------------------------------------------------------ trees */

/* A tree's lines and nodes, and the lines that broke the rules in a variation. */
typedef struct census {
    long nodes, lines, bad_nodes, bad_lines;
} census;

/* The main line's illegal action is the game's own failure, not a line's. */
static void count_bad(void *ctx, renju_game *g, int node, long lines, int main_line)
{
    census *c = ctx;

    (void)g;
    (void)node;
    if (!main_line) {
        c->bad_nodes++;
        c->bad_lines += lines;
    }
}

/* Each line that broke the rules in a variation, below the game's report, named by
 * its moves up to the illegal one. */
static void list_bad(void *ctx, renju_game *g, int node, long lines, int main_line)
{
    char moves[1024], msg[256], count[32] = "";
    int code = 0;

    (void)ctx;
    if (main_line)
        return;
    if (renju_node_error(g, node, &code, msg, sizeof msg) < 0)
        msg[0] = '\0';
    if (lines > 1)
        snprintf(count, sizeof count, ", %ld lines", lines);
    printf("  illegal line (%s%s): %s: %s\n", kind_name(code), count,
           tree_lines_name(g, node, moves, sizeof moves), msg);
}

/* Count the tree of a game read from an SGF or .lib file into c and the tally. */
static void census_tree(referee *rf, renju_game *g, census *c)
{
    memset(c, 0, sizeof *c);
    if (tree_lines_walk(g, &c->nodes, &c->lines, count_bad, c) < 0)
        memset(c, 0, sizeof *c);
    rf->t->trees++;
    rf->t->lines += c->lines;
    rf->t->nodes += c->nodes;
    rf->t->bad_lines += c->bad_lines;
}

/* ------------------------------------------------------------ one game */

/* Report on a game the import returned rc for, then its tree's bad lines and the
 * warnings. */
static void judge(referee *rf, const rec_where *w, renju_game *g, int rc, int recorded,
                  int own_code, const char *own)
{
    int tree = rf->format == RENJU_FORMAT_SGF || rf->format == RENJU_FORMAT_LIB;
    /* an illegal action leaves the tree read (RENJU_IMPORT_PARTIAL); a malformed
     * record leaves nothing */
    int kept = rc >= 0 || (rc != RENJU_EPARSE && rc != RENJU_EINVAL && rc != RENJU_ENOMEM);
    long counts[2];
    census c;
    char re[64], failure[512];
    int unreadable = rc < 0 ? failure_text(w, g, rc, failure, sizeof failure) : 0;

    memset(&c, 0, sizeof c);
    rf->t->games++;
    if (tree && kept)
        census_tree(rf, g, &c);
    counts[0] = c.nodes;
    counts[1] = c.lines;
    if (rc < 0) {
        report_failure(rf, w, rc, unreadable, failure, tree && kept ? counts : NULL);
    } else {
        if (renju_tag_get(g, "RE", re, sizeof re) > 0)
            recorded = parse_re(re);
        report_legal(rf, w, g, recorded, tree ? counts : NULL, c.bad_nodes > 0);
    }
    if (c.bad_nodes > 0) {
        long nodes, lines;
        tree_lines_walk(g, &nodes, &lines, list_bad, NULL);
    }
    report_warnings(rf, w, g, own_code, own);
}

/* The games held back, reported after all (a game of the file was read). */
static void release_held(referee *rf)
{
    held *h = rf->held;
    rec_where w = { rf->file, 0, REC_AT_TEXT, 0, 0 };
    int i;

    for (i = 0; i < h->n; i++) {
        w.line = h->line[i];
        rf->t->games++;
        report_failure(rf, &w, RENJU_EPARSE, 1, h->text[i], NULL);
        free(h->text[i]);
    }
    h->n = 0;
}

/* Hold back a malformed game while none of the file has been read; 1 if it was held,
 * 0 to report it now. */
static int hold(referee *rf, const rec_where *w, renju_game *g, int rc)
{
    held *h = rf->held;
    char text[512];

    if (rf->read_one || rc != RENJU_EPARSE || h->n == HELD_MAX)
        return 0;
    failure_text(w, g, rc, text, sizeof text);
    if (!(h->text[h->n] = malloc(strlen(text) + 1)))
        return 0;
    strcpy(h->text[h->n], text);
    h->line[h->n++] = w->line;
    return 1;
}

/* A game of a record file (records.h). */
static int record_game(void *ctx, const rec_where *w, renju_game *g, int rc, const char *msg)
{
    referee *rf = ctx;

    if (g && hold(rf, w, g, rc))
        return rf->held->n == HELD_MAX;   /* enough to call the file no record */
    if (g && (rc >= 0 || (rc != RENJU_EPARSE && rc != RENJU_EINVAL && rc != RENJU_ENOMEM)))
        rf->read_one = 1;
    release_held(rf);
    if (!g)
        report_unreadable(rf, w, RENJU_EINVAL, msg);
    else
        judge(rf, w, g, rc, REC_NONE, 0, NULL);
    return 0;
}

/* At the end of a file: its held games reported one by one, or the file once as no
 * game record (its first failure said). */
static void end_held(referee *rf)
{
    held *h = rf->held;
    const char *why;
    int i;

    if (h->n < 2) {
        release_held(rf);
        return;
    }
    /* the first failure without failure_text()'s "unreadable (malformed), " or ": " */
    why = h->text[0];
    if (strncmp(why, unreadable_malformed, strlen(unreadable_malformed)) == 0)
        why += strlen(unreadable_malformed) + 2;
    rf->t->not_records++;
    progress_clear(rf->pr);
    printf("%s: not a game record: %s%s\n", rf->file, why,
           h->n == HELD_MAX ? " (not read further)" : "");
    for (i = 0; i < h->n; i++)
        free(h->text[i]);
    h->n = 0;
}

/* A game of a RenjuNet database (renjunet.h): made by its rule, or by the options'
 * when the game names none (or the options override them). */
static int database_game(void *ctx, const rn_game *d)
{
    referee *rf = ctx;
    const options *opt = rf->opt;
    rec_where w = { rf->file, d->line, REC_AT_MOVE, 0, 0 };
    rec_setup s = { opt->ruleset >= 0 ? opt->ruleset : RENJU_RULES_RENJU, opt->size,
                    RENJU_OPENING_NONE, 0, opt->foul_lose, NULL };
    renju_game *g;
    char msg[160];
    int rc;

    if (d->why) {
        report_unreadable(rf, &w, RENJU_EPARSE, d->why);
        return 0;
    }
    if (d->rule) {
        s.ruleset = d->rule->ruleset;
        s.opening = d->rule->opening;
        s.opening_n = d->rule->opening_n;
    }
    if (!(g = rec_game_new(&s, msg, sizeof msg))) {
        report_unreadable(rf, &w, RENJU_EINVAL, msg);
        return 0;
    }
    rc = renju_record_import(g, RENJU_FORMAT_MOVES, d->moves ? d->moves : "",
                             d->moves ? strlen(d->moves) : 0, 0);
    judge(rf, &w, g, rc, d->recorded, RENJU_WARN_RULES, d->rule_note);
    renju_game_free(g);
    return 0;
}

/* ------------------------------------------------------------ files */

/* The rules of the records of a format that do not name theirs. */
static rec_setup format_setup(const options *opt, int format)
{
    rec_setup s = { opt->ruleset, opt->size, RENJU_OPENING_NONE, 0, opt->foul_lose, NULL };

    if (s.ruleset < 0)
        s.ruleset = format == RENJU_FORMAT_PSQ ? RENJU_RULES_FREESTYLE : RENJU_RULES_RENJU;
    /* SGF and .psq name their board, .lib and .pos are 15x15: only move lists and
     * databases play by -s */
    if (format != RENJU_FORMAT_MOVES)
        s.size = 15;
    return s;
}

/* The import flags of a format: SGF and .psq name their rules; a tree is read whole,
 * its lines checked, even when its main line breaks the rules. */
static int format_flags(int format)
{
    switch (format) {
    case RENJU_FORMAT_SGF: return RENJU_IMPORT_RULES | RENJU_IMPORT_PARTIAL;
    case RENJU_FORMAT_LIB: return RENJU_IMPORT_PARTIAL;
    case RENJU_FORMAT_PSQ: return RENJU_IMPORT_RULES;
    default:               return 0;
    }
}

/* Judge every game of one file; -1 if it could not be read. */
static int read_file(const options *opt, tally *t, progress *pr, const char *file)
{
    held h;
    referee rf = { opt, t, pr, file, 0, 0, &h };
    rec_reader r;
    rec_setup s;
    const char *head;
    size_t n;
    int complete, rc;

    if (rec_open(&r, "renju-referee", file))
        return -1;
    if (rec_peek(&r, 4096, &head, &n, &complete)) {
        rec_close(&r);
        return -1;
    }
    rf.format = opt->format != TOOL_FORMAT_UNKNOWN ? opt->format
              : tool_format_detect(file, head, n, complete);
    if (rf.format == TOOL_FORMAT_RENJUNET) {
        rc = renjunet_read(&r, opt->ruleset < 0, 0, pr, database_game, &rf);
    } else {
        s = format_setup(opt, rf.format);
        h.n = 0;
        rc = rec_read_games(&r, rf.format, &s, format_flags(rf.format), pr, record_game, &rf);
        end_held(&rf);
    }
    rec_close(&r);
    return rc < 0 ? -1 : 0;
}

/* ------------------------------------------------------------ command line */

static const char *const prog = "renju-referee";
static const char short_options[] = ":f:r:s:qhV";
enum { OPT_FOUL = 256, OPT_NO_PROGRESS };
static const struct option long_options[] = {
    { "format", required_argument, NULL, 'f' },
    { "rules", required_argument, NULL, 'r' },
    { "size", required_argument, NULL, 's' },
    { "foul", required_argument, NULL, OPT_FOUL },
    { "quiet", no_argument, NULL, 'q' },
    { "no-progress", no_argument, NULL, OPT_NO_PROGRESS },
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { NULL, 0, NULL, 0 }
};

static void usage(void)
{
    fputs("usage: renju-referee [OPTION]... FILE...     (FILE - is standard input)\n"
          "Replays game records and checks every move and the recorded result against\n"
          "the rules, and every line of a game tree.  Formats by extension, in any case:\n"
          ".sgf SGF collections, .lib RenLib libraries, .psq Piskvork, .pos xl/ZJRenju,\n"
          ".rif and .xml RenjuNet databases (each game's rule and opening rule from the\n"
          "database's rule table), .txt move lists, a game a line; other files (and -)\n"
          "by their content.  Each game is named FILE:LINE, the line where it starts.\n"
          "\n"
          "  -f, --format=FORMAT  the format of every FILE: moves, sgf, lib, psq, pos\n"
          "                       or rif\n"
          "  -r, --rules=RULES    freestyle, standard, renju, five-in-a-row, caro-5 or\n"
          "                       caro-6: where the record names none (default renju;\n"
          "                       freestyle for .psq), and every game of a database\n"
          "  -s, --size=N         the board of move lists and databases (default 15)\n"
          "  --foul=lose|reject   a forbidden black move loses (default) or is illegal\n"
          "  -q, --quiet          only games that are illegal, unreadable, disagree or\n"
          "                       hold an illegal line, without warnings; then the summary\n"
          "  --no-progress        no progress bar on standard error\n"
          "  -h, --help           this text\n"
          "  -V, --version        the program's and the library's version\n"
          "\n"
          "Exit status: 0 all games and lines legal and agreeing, 1 otherwise, 2 usage\n"
          "or I/O error.\n",
          stdout);
}

static int usage_error(const char *what, const char *arg)
{
    return cli_usage_error(prog, what, arg);
}

/* One option with its value into opt; 0, or the exit status of a bad value. */
static int set_option(int c, const char *v, options *opt)
{
    switch (c) {
    case 'f':
        if ((opt->format = tool_format_from_name(v)) == TOOL_FORMAT_UNKNOWN)
            return usage_error("unknown format", v);
        break;
    case 'r':
        if ((opt->ruleset = renju_ruleset_from_name(v)) < 0)
            return usage_error("unknown rules", v);
        break;
    case 's':
        opt->size = atoi(v);
        if (opt->size < RENJU_MIN_SIZE || opt->size > RENJU_MAX_SIZE)
            return usage_error("bad board size", v);
        break;
    case OPT_FOUL:
        if (strcmp(v, "lose") != 0 && strcmp(v, "reject") != 0)
            return usage_error("bad value for --foul:", v);
        opt->foul_lose = v[0] == 'l';
        break;
    case 'q':
        opt->quiet = 1;
        break;
    case OPT_NO_PROGRESS:
        opt->progress = 0;
        break;
    }
    return 0;
}

/* The options into opt and the files into files; returns -1 to go on, else the exit
 * status (0 after --help or --version, 2 for a usage error). */
static int parse_args(int argc, char **argv, options *opt, char **files, int *nfiles)
{
    int c, rc;

    opterr = 0;
    while ((c = getopt_long(argc, argv, short_options, long_options, NULL)) != -1) {
        if ((rc = cli_common_option(prog, short_options, c, argv, usage)) >= 0)
            return rc;
        if ((rc = set_option(c, optarg, opt)) != 0)
            return rc;
    }
    while (optind < argc)
        files[(*nfiles)++] = argv[optind++];
    if (*nfiles == 0)
        return usage_error("no file to read", NULL);
    return -1;
}

/* The bytes of all the files that are regular files. */
static long long total_bytes(char **files, int nfiles)
{
    long long total = 0;
    int i;

    for (i = 0; i < nfiles; i++)
        total += progress_file_size(files[i]);
    return total;
}

/* ------------------------------------------------------------ summary */

static void print_kinds(const tally *t)
{
    const char *sep = " (";
    int k;

    for (k = 0; k < NKINDS; k++)
        if (kinds[k].code != RENJU_EPARSE && kinds[k].code != RENJU_EINVAL && t->by_kind[k]) {
            printf("%s%s %ld", sep, kinds[k].name, t->by_kind[k]);
            sep = ", ";
        }
    if (t->by_kind[NKINDS])
        printf("%sother %ld", sep, t->by_kind[NKINDS]);
    printf(")");
}

static void print_warnings(const tally *t)
{
    const char *sep = " (";
    int k;

    printf("warnings: %ld in %ld game%s", t->warnings, t->warned_games,
           t->warned_games == 1 ? "" : "s");
    for (k = 1; k <= NWARN; k++)
        if (t->by_warning[k % NWARN]) {
            printf("%s%s %ld", sep, warning_names[k % NWARN], t->by_warning[k % NWARN]);
            sep = ", ";
        }
    printf(")\n");
}

static void print_summary(const tally *t)
{
    printf("\n%ld game%s: %ld legal, %ld illegal", t->games, t->games == 1 ? "" : "s", t->legal,
           t->illegal);
    if (t->illegal)
        print_kinds(t);
    printf(", %ld unreadable\n", t->unreadable);
    printf("results: %ld agree, %ld disagree, %ld not decided on the board, %ld not recorded\n",
           t->agree, t->mismatch, t->undecided, t->unrecorded);
    if (t->trees)
        printf("trees: %ld game%s, %ld line%s (%ld illegal), %ld node%s\n", t->trees,
               t->trees == 1 ? "" : "s", t->lines, t->lines == 1 ? "" : "s", t->bad_lines,
               t->nodes, t->nodes == 1 ? "" : "s");
    if (t->warnings)
        print_warnings(t);
    if (t->not_records)
        printf("%ld file%s not %s\n", t->not_records, t->not_records == 1 ? "" : "s",
               t->not_records == 1 ? "a game record" : "game records");
}

int main(int argc, char **argv)
{
    options opt = { TOOL_FORMAT_UNKNOWN, -1, 15, 1, 0, 1 };
    tally t;
    progress pr;
    int i, nfiles = 0, rc;
    char **files;

    memset(&t, 0, sizeof t);
    files = calloc((size_t)argc, sizeof *files);
    if (!files)
        return 2;
    rc = parse_args(argc, argv, &opt, files, &nfiles);
    if (rc >= 0) {
        free(files);
        return rc == 0 && fflush(stdout) != 0 ? 2 : rc;
    }
    progress_init(&pr, opt.progress, 0, nfiles, 0);
    if (pr.on)
        pr.total = total_bytes(files, nfiles);
    for (i = 0; i < nfiles; i++) {
        if (read_file(&opt, &t, &pr, files[i]))
            t.io_error = 1;
        progress_next_file(&pr, progress_file_size(files[i]));
        progress_show(&pr, 0);
    }
    progress_clear(&pr);
    free(files);
    print_summary(&t);
    if (fflush(stdout) != 0 || ferror(stdout))
        return 2;
    if (t.io_error)
        return 2;
    return t.illegal || t.unreadable || t.mismatch || t.bad_lines || t.not_records ? 1 : 0;
}
