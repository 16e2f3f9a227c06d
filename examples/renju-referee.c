/* renju-referee - replays game records and checks them against the rules.
 *
 * Usage: renju-referee [OPTION]... FILE...     (FILE "-" is standard input)
 *
 * Each game of each file is replayed under its rules: the report says, per game,
 * whether every move was legal or which move was not and why, the result the rules
 * give, and whether it agrees with the result recorded.  A summary follows: games,
 * legal, illegal by kind, unreadable, and how the results compared.
 *
 * Formats, from the file name unless --format says otherwise:
 *   .sgf        SGF, one or more game trees; RU and SZ give the rules and the board
 *   .psq        Piskvork, one game; the header gives the board
 *   .rif .xml   a RenjuNet database: <game bresult="1|0|0.5"><move>h8 h9 ...</move>,
 *               the rules from the database's <rules> table (needs libxml2)
 *   otherwise   move lists, one game per line; '#' starts a comment
 *
 * Options:
 *   -f, --format=moves|sgf|psq|rif   the format of every FILE
 *   -r, --rules=RULES   rules where the record names none: freestyle, standard, renju
 *                       (the default; freestyle for .psq) or five-in-a-row
 *   -s, --size=N        the board for move lists (default 15)
 *   --foul=lose|reject  a forbidden black move loses the game as in RIF tournament
 *                       play (lose, the default) or is an illegal move (reject)
 *   -q, --quiet         report only the games that are illegal, unreadable or whose
 *                       result disagrees; then the summary
 *   --no-progress       no progress bar (shown on standard error when it is a terminal)
 *
 * Exit status: 0 when every game is legal and no recorded result disagrees with the
 * rules, 1 otherwise, 2 for a usage error or a file that cannot be read.
 *
 * Build against an installed library with:
 *   cc -o renju-referee renju-referee.c $(pkg-config --cflags --libs renju)
 * and for the RenjuNet databases add -DRENJU_REFEREE_XML and libxml2's flags:
 *   $(pkg-config --cflags --libs libxml-2.0)
 */
#define _POSIX_C_SOURCE 200809L

#include <renju.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#ifdef RENJU_REFEREE_XML
#include <libxml/xmlreader.h>
#endif

#define MAX_GAME_TEXT (64L * 1024 * 1024)   /* the largest single game read */

enum { FMT_AUTO = -1, FMT_MOVES, FMT_SGF, FMT_PSQ, FMT_RIF };
static const char *const format_names[] = { "moves", "sgf", "psq", "rif" };

/* What a record says the result was. */
enum { REC_NONE, REC_BLACK, REC_WHITE, REC_DRAW };
static const char *const recorded_names[] = { "none", "black wins", "white wins", "draw" };

/* Kinds of illegal game, by the library's error code. */
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
    { RENJU_EINVAL, "wrong rules" },
    { RENJU_EPARSE, "malformed" },
};
#define NKINDS ((int)(sizeof kinds / sizeof kinds[0]))

typedef struct options {
    int format;
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
    int io_error;
} tally;

/* ------------------------------------------------------------ progress */

typedef struct progress {
    int on;
    int shown;            /* a bar is on the screen */
    const char *name;
    long long total;      /* bytes of the file, 0 if unknown */
    time_t last;
    int last_pct;
} progress;

static void progress_clear(progress *p)
{
    if (p->shown) {
        fputs("\r\033[K", stderr);
        p->shown = 0;
    }
}

static void progress_show(progress *p, long long done, long games)
{
    char bar[31];
    int pct, i;
    time_t now;

    if (!p->on)
        return;
    now = time(NULL);
    pct = p->total > 0 ? (int)(done * 100 / p->total) : 0;
    if (pct > 100)
        pct = 100;
    if (p->shown && pct == p->last_pct && now == p->last)
        return;
    for (i = 0; i < 30; i++)
        bar[i] = i < pct * 30 / 100 ? '#' : ' ';
    bar[30] = '\0';
    fprintf(stderr, "\r%.40s [%s] %3d%% %ld games", p->name, bar, pct, games);
    fflush(stderr);
    p->shown = 1;
    p->last = now;
    p->last_pct = pct;
}

/* ------------------------------------------------------------ judging */

static int kind_index(int code)
{
    int i;

    for (i = 0; i < NKINDS; i++)
        if (kinds[i].code == code)
            return i;
    return NKINDS;
}

/* The result the rules gave, in words. */
static void describe_result(renju_game *g, char *buf, size_t n)
{
    static const char *const reasons[] = {
        "", "five", "overline", "foul", "resignation", "board full", "both passed",
        "agreement", "no legal point for black", "move limit"
    };
    static const char *const fouls[] = { "", "overline", "double-four", "double-three" };
    int result = renju_result(g), reason = renju_result_reason(g), kind, point;
    const char *who = result == RENJU_BLACK_WINS ? "black wins" : "white wins";
    char name[8] = "?";

    if (reason < 0 || reason > 9)
        reason = 0;
    switch (result) {
    case RENJU_ONGOING:
        snprintf(buf, n, "game goes on");
        break;
    case RENJU_DRAW:
        snprintf(buf, n, "draw (%s)", reasons[reason]);
        break;
    default:
        if (reason == RENJU_REASON_FOUL) {
            renju_result_foul(g, &kind, &point);
            renju_point_format(g, point, name, sizeof name);
            snprintf(buf, n, "%s (foul: %s at %s)", who, fouls[kind >= 1 && kind <= 3 ? kind : 0], name);
        } else {
            snprintf(buf, n, "%s (%s)", who, reasons[reason]);
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

/* The message of a failed import without the library's "line L, column C: ", which
 * the report gives in the file's own lines. */
static const char *strip_position(const char *msg)
{
    const char *p = msg;

    if (strncmp(p, "line ", 5) != 0)
        return msg;
    p = strstr(p, ": ");
    return p ? p + 2 : msg;
}

typedef struct where {
    const char *file;
    long line;        /* the line where the game starts in the file, 0 if none */
    char label[64];   /* how the report names the game */
} where;

/* Replay one record and report on it. */
static void judge(const options *opt, tally *t, progress *pr, const where *w, int format,
                  const char *text, size_t len, int ruleset, int size, int recorded)
{
    renju_game *g = NULL;
    char res[96], re[64];
    int rc, flags, line, col, move, k, outcome;
    const char *verdict = NULL;

    t->games++;
    if (renju_game_new(&g, ruleset, size) != RENJU_OK) {
        progress_clear(pr);
        printf("%s: cannot create a %dx%d game\n", w->label, size, size);
        t->unreadable++;
        t->by_kind[NKINDS]++;
        return;
    }
    if (opt->foul_lose)
        renju_set_option(g, RENJU_OPT_FOUL_POLICY, RENJU_FOUL_LOSE);
    /* SGF and .psq name their rules or board; a move list plays by the options */
    flags = format == FMT_SGF || format == FMT_PSQ ? RENJU_IMPORT_RULES : 0;
    rc = renju_record_import(g, format == FMT_RIF ? RENJU_FORMAT_MOVES
                                : format == FMT_SGF ? RENJU_FORMAT_SGF
                                : format == FMT_PSQ ? RENJU_FORMAT_PSQ : RENJU_FORMAT_MOVES,
                             text, len, flags);
    if (rc < 0) {
        char msg[256];
        snprintf(msg, sizeof msg, "%s", renju_errmsg(g));
        renju_record_error_position(g, &line, &col, &move);
        k = kind_index(rc);
        t->by_kind[k]++;
        progress_clear(pr);
        if (rc == RENJU_EPARSE || rc == RENJU_EINVAL || rc == RENJU_ENOMEM) {
            t->unreadable++;
            if (w->line > 0 && line > 0)
                printf("%s: unreadable (%s), line %ld, column %d: %s\n", w->label,
                       k < NKINDS ? kinds[k].name : renju_strerror(rc), w->line + line - 1, col,
                       strip_position(msg));
            else if (format == FMT_RIF && line > 0)
                printf("%s: unreadable (%s), in <move> at line %d, column %d: %s\n", w->label,
                       k < NKINDS ? kinds[k].name : renju_strerror(rc), line, col,
                       strip_position(msg));
            else
                printf("%s: unreadable (%s): %s\n", w->label,
                       k < NKINDS ? kinds[k].name : renju_strerror(rc), msg);
        } else {
            t->illegal++;
            printf("%s: illegal (%s), %s\n", w->label, k < NKINDS ? kinds[k].name : renju_strerror(rc),
                   msg);
        }
        renju_game_free(g);
        return;
    }
    t->legal++;
    describe_result(g, res, sizeof res);
    if (format == FMT_SGF && renju_get_tag(g, "RE", re, sizeof re) >= 0)
        recorded = parse_re(re);
    outcome = renju_result(g);
    if (recorded == REC_NONE) {
        t->unrecorded++;
        verdict = "no result recorded";
    } else if (outcome == RENJU_ONGOING || renju_result_reason(g) == RENJU_REASON_RESIGNATION
               || renju_result_reason(g) == RENJU_REASON_AGREEMENT) {
        /* a resignation, a draw agreed, a loss on time: nothing on the board to check */
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
    }
    if (!opt->quiet || strcmp(verdict, "MISMATCH") == 0) {
        progress_clear(pr);
        printf("%s: legal, %d moves, %s; recorded: %s; %s\n", w->label, renju_move_count(g), res,
               recorded_names[recorded], verdict);
    }
    renju_game_free(g);
}

/* ------------------------------------------------------------ rules */

static int parse_rules(const char *s)
{
    static const char *const names[] = { "freestyle", "standard", "renju", "five-in-a-row" };
    int i;

    for (i = 0; i < 4; i++)
        if (strcmp(s, names[i]) == 0)
            return i;
    return -1;
}

/* ------------------------------------------------------------ input */

typedef struct input {
    FILE *f;
    const char *name;
    long long size;       /* 0 if unknown */
    long long done;       /* bytes read */
} input;

static int open_input(input *in, const char *name)
{
    struct stat st;

    in->name = name;
    in->done = 0;
    in->size = 0;
    in->f = strcmp(name, "-") == 0 ? stdin : fopen(name, "rb");
    if (!in->f)
        return -1;
    if (fstat(fileno(in->f), &st) == 0 && S_ISREG(st.st_mode))
        in->size = (long long)st.st_size;
    return 0;
}

static void close_input(input *in)
{
    if (in->f && in->f != stdin)
        fclose(in->f);
    in->f = NULL;
}

static int default_rules(const options *opt, int format)
{
    if (opt->ruleset >= 0)
        return opt->ruleset;
    return format == FMT_PSQ ? RENJU_RULES_FREESTYLE : RENJU_RULES_RENJU;
}

/* Move lists: a game per line. */
static int read_moves(const options *opt, tally *t, progress *pr, input *in)
{
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    long lineno = 0;
    where w;
    size_t i;

    w.file = in->name;
    while ((n = getline(&line, &cap, in->f)) >= 0) {
        lineno++;
        in->done += n;
        for (i = 0; i < (size_t)n && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'
                                      || line[i] == '\n'); i++)
            ;
        if (i == (size_t)n || line[i] == '#')
            continue;
        w.line = lineno;
        snprintf(w.label, sizeof w.label, "%.40s:%ld", in->name, lineno);
        judge(opt, t, pr, &w, FMT_MOVES, line, (size_t)n, default_rules(opt, FMT_MOVES),
              opt->size, REC_NONE);
        progress_show(pr, in->done, t->games);
    }
    free(line);
    if (ferror(in->f)) {
        fprintf(stderr, "renju-referee: %s: %s\n", in->name, strerror(errno));
        return -1;
    }
    return 0;
}

/* A buffer over a file that keeps at least one whole game tree. */
typedef struct chunk {
    char *buf;
    size_t len, cap, pos;
    int eof;
} chunk;

/* Read more of the file, keeping buf[keep..len).  0, or -1 on error. */
static int refill(chunk *c, input *in, size_t *keep)
{
    size_t got;

    if (*keep > 0) {
        memmove(c->buf, c->buf + *keep, c->len - *keep);
        c->len -= *keep;
        c->pos -= *keep;
        *keep = 0;
    }
    if (c->len == c->cap) {
        size_t ncap = c->cap ? c->cap * 2 : 65536;
        char *nbuf;
        if (ncap > (size_t)MAX_GAME_TEXT + 65536)
            return -1;
        nbuf = realloc(c->buf, ncap);
        if (!nbuf)
            return -1;
        c->buf = nbuf;
        c->cap = ncap;
    }
    got = fread(c->buf + c->len, 1, c->cap - c->len, in->f);
    c->len += got;
    in->done += (long long)got;
    if (got == 0)
        c->eof = 1;
    return ferror(in->f) ? -1 : 0;
}

/* SGF collections: each game tree is found by counting parentheses outside values,
 * then read by the library. */
static int read_sgf(const options *opt, tally *t, progress *pr, input *in)
{
    chunk c = { NULL, 0, 0, 0, 0 };
    size_t start, i, keep;
    long lineno = 1, index = 0;
    int depth, in_value, escape, rc = 0, complete;
    where w;

    w.file = in->name;
    for (;;) {
        /* white space before the next tree, counting lines */
        for (;;) {
            while (c.pos < c.len && strchr(" \t\r\n\f\v", c.buf[c.pos]) && c.buf[c.pos]) {
                if (c.buf[c.pos] == '\n')
                    lineno++;
                c.pos++;
            }
            if (c.pos < c.len || c.eof)
                break;
            keep = c.pos;
            if (refill(&c, in, &keep)) {
                rc = -1;
                goto done;
            }
        }
        if (c.pos >= c.len)
            break;
        start = c.pos;
        depth = in_value = escape = complete = 0;
        for (i = start;;) {
            for (; i < c.len && !complete; i++) {
                char ch = c.buf[i];
                if (in_value) {
                    if (escape)
                        escape = 0;
                    else if (ch == '\\')
                        escape = 1;
                    else if (ch == ']')
                        in_value = 0;
                } else if (ch == '[') {
                    in_value = 1;
                } else if (ch == '(') {
                    depth++;
                } else if (ch == ')') {
                    if (--depth <= 0)
                        complete = 1;
                } else if (i == start) {
                    complete = 1;   /* not a game tree: let the library say so */
                }
            }
            if (complete || c.eof)
                break;
            if (i - start >= (size_t)MAX_GAME_TEXT) {
                progress_clear(pr);
                fprintf(stderr, "renju-referee: %s:%ld: a game of more than %ld bytes\n",
                        in->name, lineno, MAX_GAME_TEXT);
                rc = -1;
                goto done;
            }
            keep = start;
            i -= start;
            if (refill(&c, in, &keep)) {
                rc = -1;
                goto done;
            }
            start = 0;
        }
        index++;
        w.line = lineno;
        snprintf(w.label, sizeof w.label, "%.40s:%ld", in->name, lineno);
        judge(opt, t, pr, &w, FMT_SGF, c.buf + start, i - start, default_rules(opt, FMT_SGF),
              15, REC_NONE);
        progress_show(pr, in->done - (long long)(c.len - i), t->games);
        for (; c.pos < i; c.pos++)
            if (c.buf[c.pos] == '\n')
                lineno++;
        if (!(depth <= 0 && complete && c.buf[start] == '('))
            break;   /* truncated or not SGF: nothing after it can be trusted */
    }
done:
    if (rc)
        fprintf(stderr, "renju-referee: %s: %s\n", in->name,
                ferror(in->f) ? strerror(errno) : "cannot read the file");
    free(c.buf);
    (void)index;
    return rc;
}

/* A .psq file: one game. */
static int read_psq(const options *opt, tally *t, progress *pr, input *in)
{
    chunk c = { NULL, 0, 0, 0, 0 };
    size_t keep = 0;
    where w;

    while (!c.eof)
        if (refill(&c, in, &keep)) {
            fprintf(stderr, "renju-referee: %s: cannot read the file\n", in->name);
            free(c.buf);
            return -1;
        }
    w.file = in->name;
    w.line = 1;
    snprintf(w.label, sizeof w.label, "%.60s", in->name);
    judge(opt, t, pr, &w, FMT_PSQ, c.buf ? c.buf : "", c.len, default_rules(opt, FMT_PSQ), 15,
          REC_NONE);
    free(c.buf);
    return 0;
}

#ifdef RENJU_REFEREE_XML

/* The rule set of a RenjuNet <rule name="...">: every renju opening rule (RIF,
 * Yamaguchi, Sakata, Tarannikov, Soosorv, Taraguchi ...) is renju. */
static int rules_from_name(const char *name)
{
    char low[64];
    size_t i;

    for (i = 0; name[i] && i + 1 < sizeof low; i++)
        low[i] = (char)(name[i] >= 'A' && name[i] <= 'Z' ? name[i] - 'A' + 'a' : name[i]);
    low[i] = '\0';
    if (strstr(low, "sapronov") || strstr(low, "russian") || strstr(low, "five in a row"))
        return RENJU_RULES_FIVE_IN_A_ROW;
    if (strstr(low, "gomoku") || strstr(low, "freestyle"))
        return strstr(low, "standard") || strstr(low, "exact") ? RENJU_RULES_STANDARD
                                                               : RENJU_RULES_FREESTYLE;
    return RENJU_RULES_RENJU;
}

#define MAX_RULES 256

typedef struct rule_map {
    long id[MAX_RULES];
    int ruleset[MAX_RULES];
    int n;
} rule_map;

static int attr_long(xmlTextReaderPtr rd, const char *name, long *v)
{
    xmlChar *s = xmlTextReaderGetAttribute(rd, (const xmlChar *)name);
    char *end;
    int ok = 0;

    if (s) {
        errno = 0;
        *v = strtol((const char *)s, &end, 10);
        ok = end != (char *)s && *end == '\0' && errno == 0;
        xmlFree(s);
    }
    return ok;
}

/* A RenjuNet database, streamed: only the current game is ever in memory. */
static int read_rif(const options *opt, tally *t, progress *pr, input *in)
{
    xmlTextReaderPtr rd;
    rule_map rules;
    const xmlChar *name;
    xmlChar *s, *moves;
    long id, rule, index = 0;
    int ret, recorded, ruleset, depth, i;
    where w;

    rules.n = 0;
    w.file = in->name;
    w.line = 0;
    rd = xmlReaderForFd(fileno(in->f), in->name, NULL,
                        XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    if (!rd) {
        fprintf(stderr, "renju-referee: %s: cannot read the file\n", in->name);
        return -1;
    }
    while ((ret = xmlTextReaderRead(rd)) == 1) {
        if (xmlTextReaderNodeType(rd) != XML_READER_TYPE_ELEMENT)
            continue;
        name = xmlTextReaderConstName(rd);
        if (xmlStrEqual(name, (const xmlChar *)"rule")) {
            s = xmlTextReaderGetAttribute(rd, (const xmlChar *)"name");
            if (s && rules.n < MAX_RULES && attr_long(rd, "id", &id)) {
                rules.id[rules.n] = id;
                rules.ruleset[rules.n++] = rules_from_name((const char *)s);
            }
            xmlFree(s);
            continue;
        }
        if (!xmlStrEqual(name, (const xmlChar *)"game"))
            continue;
        index++;
        if (attr_long(rd, "id", &id))
            snprintf(w.label, sizeof w.label, "%.40s#%ld", in->name, id);
        else
            snprintf(w.label, sizeof w.label, "%.40s#%ld", in->name, index);
        recorded = REC_NONE;
        s = xmlTextReaderGetAttribute(rd, (const xmlChar *)"bresult");
        if (s) {
            recorded = strcmp((const char *)s, "1") == 0 ? REC_BLACK
                     : strcmp((const char *)s, "0") == 0 ? REC_WHITE
                     : strcmp((const char *)s, "0.5") == 0 ? REC_DRAW : REC_NONE;
            xmlFree(s);
        }
        ruleset = default_rules(opt, FMT_RIF);
        if (opt->ruleset < 0 && attr_long(rd, "rule", &rule))
            for (i = 0; i < rules.n; i++)
                if (rules.id[i] == rule)
                    ruleset = rules.ruleset[i];
        moves = NULL;
        if (!xmlTextReaderIsEmptyElement(rd)) {
            depth = xmlTextReaderDepth(rd);
            while ((ret = xmlTextReaderRead(rd)) == 1) {
                int type = xmlTextReaderNodeType(rd);
                if (type == XML_READER_TYPE_END_ELEMENT && xmlTextReaderDepth(rd) == depth)
                    break;
                if (type == XML_READER_TYPE_ELEMENT
                    && xmlStrEqual(xmlTextReaderConstName(rd), (const xmlChar *)"move")) {
                    xmlFree(moves);
                    moves = xmlTextReaderReadString(rd);
                }
            }
            if (ret != 1) {
                xmlFree(moves);
                break;
            }
        }
        judge(opt, t, pr, &w, FMT_RIF, moves ? (const char *)moves : "",
              moves ? strlen((const char *)moves) : 0, ruleset, opt->size, recorded);
        xmlFree(moves);
        in->done = xmlTextReaderByteConsumed(rd);
        progress_show(pr, in->done, t->games);
    }
    if (ret < 0) {
        const xmlError *e = xmlGetLastError();
        progress_clear(pr);
        fprintf(stderr, "renju-referee: %s:%d: malformed XML: %s", in->name, e ? e->line : 0,
                e && e->message ? e->message : "unreadable\n");
    }
    xmlFreeTextReader(rd);
    return ret < 0 ? -1 : 0;
}

#endif

/* ------------------------------------------------------------ main */

static int format_of(const char *name)
{
    const char *dot = strrchr(name, '.');

    if (!dot)
        return FMT_MOVES;
    if (strcmp(dot, ".sgf") == 0 || strcmp(dot, ".SGF") == 0)
        return FMT_SGF;
    if (strcmp(dot, ".psq") == 0 || strcmp(dot, ".PSQ") == 0)
        return FMT_PSQ;
    if (strcmp(dot, ".rif") == 0 || strcmp(dot, ".xml") == 0 || strcmp(dot, ".RIF") == 0)
        return FMT_RIF;
    return FMT_MOVES;
}

static void usage(FILE *f)
{
    fputs("usage: renju-referee [-q] [-f moves|sgf|psq|rif] [-r RULES] [-s SIZE]\n"
          "                     [--foul=lose|reject] [--no-progress] FILE...\n"
          "Replays game records (move lists, SGF, .psq, RenjuNet .rif databases) and\n"
          "checks every move and the recorded result against the rules.\n", f);
}

/* The value of an option given as "--name=value", "--name value" or "-n value". */
static const char *option_value(int argc, char **argv, int *i, const char *lng, const char *shrt)
{
    size_t n = strlen(lng);

    if (strncmp(argv[*i], lng, n) == 0 && argv[*i][n] == '=')
        return argv[*i] + n + 1;
    if ((strcmp(argv[*i], lng) == 0 || (shrt && strcmp(argv[*i], shrt) == 0)) && *i + 1 < argc)
        return argv[++*i];
    return NULL;
}

int main(int argc, char **argv)
{
    options opt = { FMT_AUTO, -1, 15, 1, 0, 1 };
    tally t;
    progress pr;
    input in;
    const char *v;
    int i, k, nfiles = 0, format, rc;
    char **files;

    memset(&t, 0, sizeof t);
    files = calloc((size_t)argc, sizeof *files);
    if (!files)
        return 2;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            free(files);
            return 0;
        } else if (strcmp(argv[i], "-q") == 0 || strcmp(argv[i], "--quiet") == 0) {
            opt.quiet = 1;
        } else if (strcmp(argv[i], "--no-progress") == 0) {
            opt.progress = 0;
        } else if ((v = option_value(argc, argv, &i, "--format", "-f")) != NULL) {
            for (k = 0; k < 4 && strcmp(v, format_names[k]) != 0; k++)
                ;
            if (k == 4)
                goto bad;
            opt.format = k;
        } else if ((v = option_value(argc, argv, &i, "--rules", "-r")) != NULL) {
            if ((opt.ruleset = parse_rules(v)) < 0)
                goto bad;
        } else if ((v = option_value(argc, argv, &i, "--size", "-s")) != NULL) {
            opt.size = atoi(v);
            if (opt.size < RENJU_MIN_SIZE || opt.size > RENJU_MAX_SIZE)
                goto bad;
        } else if ((v = option_value(argc, argv, &i, "--foul", NULL)) != NULL) {
            if (strcmp(v, "lose") != 0 && strcmp(v, "reject") != 0)
                goto bad;
            opt.foul_lose = v[0] == 'l';
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            goto bad;
        } else {
            files[nfiles++] = argv[i];
        }
    }
    if (nfiles == 0)
        goto bad;

    pr.on = opt.progress && isatty(fileno(stderr));
    pr.shown = 0;
    for (i = 0; i < nfiles; i++) {
        format = opt.format != FMT_AUTO ? opt.format : format_of(files[i]);
        if (open_input(&in, files[i])) {
            fprintf(stderr, "renju-referee: %s: %s\n", files[i], strerror(errno));
            t.io_error = 1;
            continue;
        }
        pr.name = files[i];
        pr.total = in.size;
        pr.last = 0;
        pr.last_pct = -1;
        switch (format) {
        case FMT_SGF:   rc = read_sgf(&opt, &t, &pr, &in); break;
        case FMT_PSQ:   rc = read_psq(&opt, &t, &pr, &in); break;
#ifdef RENJU_REFEREE_XML
        case FMT_RIF:   rc = read_rif(&opt, &t, &pr, &in); break;
#else
        case FMT_RIF:
            fprintf(stderr, "renju-referee: %s: this referee was built without XML support "
                            "(libxml2), so it cannot read RenjuNet databases\n", files[i]);
            rc = -1;
            break;
#endif
        default:        rc = read_moves(&opt, &t, &pr, &in); break;
        }
        progress_clear(&pr);
        if (rc)
            t.io_error = 1;
        close_input(&in);
    }
    free(files);

    printf("\n%ld game%s: %ld legal, %ld illegal", t.games, t.games == 1 ? "" : "s", t.legal,
           t.illegal);
    if (t.illegal) {
        const char *sep = " (";
        for (k = 0; k < NKINDS; k++)
            if (kinds[k].code != RENJU_EPARSE && kinds[k].code != RENJU_EINVAL && t.by_kind[k]) {
                printf("%s%s %ld", sep, kinds[k].name, t.by_kind[k]);
                sep = ", ";
            }
        if (t.by_kind[NKINDS])
            printf("%sother %ld", sep, t.by_kind[NKINDS]);
        printf(")");
    }
    printf(", %ld unreadable\n", t.unreadable);
    printf("results: %ld agree, %ld disagree, %ld not decided on the board, %ld not recorded\n",
           t.agree, t.mismatch, t.undecided, t.unrecorded);
    if (fflush(stdout) != 0 || ferror(stdout))
        return 2;
    if (t.io_error)
        return 2;
    return t.illegal || t.unreadable || t.mismatch ? 1 : 0;

bad:
    usage(stderr);
    free(files);
    return 2;
}
