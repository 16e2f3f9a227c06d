/* SPDX-License-Identifier: MIT */
/* renju-referee - replays game records and checks them against the rules.
 *
 * Usage: renju-referee [OPTION]... FILE...     (FILE "-" is standard input)
 *
 * Each game of each file is replayed under its rules: the report says, per game,
 * whether every move was legal or which move was not and why, the result the rules
 * give, and whether it agrees with the result recorded; a summary follows.  The
 * formats, the report and the exit status are documented in renju-referee(1).
 *
 * With -DRENJU_REFEREE_XML and libxml2 it also reads RenjuNet databases; without,
 * it says so and refuses them.
 */
#define _POSIX_C_SOURCE 200809L

#include <renju.h>

#include "cli.h"

#include <errno.h>
#include <getopt.h>
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
#define CHUNK 65536                          /* the first buffer; read this much at once */

enum { FMT_AUTO = -1, FMT_MOVES, FMT_SGF, FMT_PSQ, FMT_RIF };
static const char *const format_names[] = { "moves", "sgf", "psq", "rif" };

/* What a record says the result was. */
enum { REC_NONE, REC_BLACK, REC_WHITE, REC_DRAW };
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
    "layout"
};
#define NWARN ((int)(sizeof warning_names / sizeof warning_names[0]))

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
    long warnings, warned_games;
    long by_warning[NWARN];
    int io_error;
} tally;

/* ------------------------------------------------------------ progress */

typedef struct progress {
    int on;
    int shown;            /* a bar is on the screen */
    long long total;      /* bytes of all the files, 0 if unknown */
    long long before;     /* bytes of the files done */
    int file, files;      /* the file being read (1-based) of how many */
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

/* done: the bytes of the current file read so far. */
static void progress_show(progress *p, long long done, long games)
{
    char bar[31];
    int pct, i;
    time_t now;

    if (!p->on)
        return;
    now = time(NULL);
    pct = p->total > 0 ? (int)((p->before + done) * 100 / p->total) : 0;
    if (pct > 100)
        pct = 100;
    if (p->shown && pct == p->last_pct && now == p->last)
        return;
    for (i = 0; i < 30; i++)
        bar[i] = i < pct * 30 / 100 ? '#' : ' ';
    bar[30] = '\0';
    fprintf(stderr, "\r[%s] %3d%% %ld games, file %d of %d", bar, pct, games, p->file, p->files);
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

/* A game and where its text lies in the file. */
typedef struct where {
    const char *file;  /* the path as given */
    long line;         /* the line where the game starts in the file */
    long text_line;    /* the file's line of the text's line 1; 0: a database's <move> */
    long text_col;     /* bytes before the text on that line */
} where;

/* A line and column of the text the library read, as the report gives them. */
static void format_position(const where *w, int line, int col, char *buf, size_t n)
{
    if (line <= 0)
        buf[0] = '\0';
    else if (w->text_line <= 0)
        snprintf(buf, n, "in <move> at line %d, column %d", line, col);
    else
        snprintf(buf, n, "line %ld, column %ld", w->text_line + line - 1,
                 line == 1 ? w->text_col + col : (long)col);
}

/* A game that could not be set up: rules and board that do not go together. */
static void report_unreadable(tally *t, progress *pr, const where *w, int code,
                              const char *msg)
{
    t->games++;
    t->unreadable++;
    t->by_kind[kind_index(code)]++;
    progress_clear(pr);
    printf("%s:%ld: unreadable (%s): %s\n", w->file, w->line, kinds[kind_index(code)].name,
           msg);
}

/* A game whose rules or board cannot be played. */
static void report_setup(tally *t, progress *pr, const where *w, const char *msg)
{
    report_unreadable(t, pr, w, RENJU_EINVAL, msg);
}

/* An import that failed with code rc. */
static void report_failure(tally *t, progress *pr, const where *w, renju_game *g, int rc)
{
    char msg[256], pos[64];
    const char *kind;
    int line, col, move, k = kind_index(rc);

    snprintf(msg, sizeof msg, "%s", renju_errmsg(g));
    renju_record_error_position(g, &line, &col, &move);
    kind = k < NKINDS ? kinds[k].name : renju_strerror(rc);
    t->by_kind[k]++;
    progress_clear(pr);
    if (rc == RENJU_EPARSE || rc == RENJU_EINVAL || rc == RENJU_ENOMEM) {
        t->unreadable++;
        format_position(w, line, col, pos, sizeof pos);
        if (pos[0])
            printf("%s:%ld: unreadable (%s), %s: %s\n", w->file, w->line, kind, pos,
                   strip_position(msg));
        else
            printf("%s:%ld: unreadable (%s): %s\n", w->file, w->line, kind, msg);
    } else {
        t->illegal++;
        printf("%s:%ld: illegal (%s), %s\n", w->file, w->line, kind, msg);
    }
}

/* A game read to the end: its result against the one recorded. */
static void report_legal(const options *opt, tally *t, progress *pr, const where *w,
                         renju_game *g, int recorded)
{
    char res[96];
    const char *verdict;
    int outcome = renju_result(g), reason = renju_result_reason(g);

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
    }
    if (!opt->quiet || strcmp(verdict, "MISMATCH") == 0) {
        progress_clear(pr);
        printf("%s:%ld: legal, %d moves, %s; recorded: %s; %s\n", w->file, w->line,
               renju_move_count(g), res, recorded_names[recorded], verdict);
    }
}

static void count_warning(tally *t, int code)
{
    t->warnings++;
    t->by_warning[code > 0 && code < NWARN ? code : 0]++;
}

/* The import's warnings, and the referee's own (NULL if none) with its code. */
static void report_warnings(const options *opt, tally *t, const where *w, renju_game *g,
                            int own_code, const char *own)
{
    int i, n = g ? renju_record_warnings(g) : 0, code, line, col;
    const char *msg;
    char pos[64];

    if (n > 0 || own)
        t->warned_games++;
    if (own) {
        count_warning(t, own_code);
        if (!opt->quiet)
            printf("  warning: %s\n", own);
    }
    for (i = 0; i < n; i++) {
        if (!(msg = renju_record_warning(g, i, &code, &line, &col, NULL)))
            continue;
        count_warning(t, code);
        /* every real record lacks the opening's decisions: counted, not listed */
        if (opt->quiet || code == RENJU_WARN_UNRECORDED)
            continue;
        format_position(w, line, col, pos, sizeof pos);
        printf("  warning: %s%s%s\n", pos, pos[0] ? ": " : "", msg);
    }
}

/* Report on a game the import returned rc for. */
static void judge(const options *opt, tally *t, progress *pr, const where *w, renju_game *g,
                  int rc, int recorded, int own_code, const char *own)
{
    char re[64];

    t->games++;
    if (rc < 0) {
        report_failure(t, pr, w, g, rc);
    } else {
        if (renju_tag_get(g, "RE", re, sizeof re) > 0)
            recorded = parse_re(re);
        report_legal(opt, t, pr, w, g, recorded);
    }
    report_warnings(opt, t, w, g, own_code, own);
}

/* A new game under the rules, or a message saying why there is none. */
static renju_game *new_game(const options *opt, int ruleset, int size, int opening, int opening_n,
                            char *msg, size_t n)
{
    renju_game *g = NULL;
    int rc, have;

    if (renju_game_new(&g, ruleset, size) != RENJU_OK) {
        snprintf(msg, n, "%s is not played on %dx%d", renju_ruleset_name(ruleset), size, size);
        return NULL;
    }
    if (opt->foul_lose)
        renju_option_set(g, RENJU_OPT_FOUL_POLICY, RENJU_FOUL_LOSE);
    rc = opening > RENJU_OPENING_NONE ? renju_option_set(g, RENJU_OPT_OPENING, opening) : RENJU_OK;
    if (rc == RENJU_OK && opening_n > 0
        && (renju_option_get(g, RENJU_OPT_OPENING_N, &have) != RENJU_OK || have != opening_n))
        rc = renju_option_set(g, RENJU_OPT_OPENING_N, opening_n);
    if (rc != RENJU_OK) {
        snprintf(msg, n, "%s", renju_errmsg(g));
        renju_game_free(g);
        return NULL;
    }
    return g;
}

/* ------------------------------------------------------------ rules */

static int default_rules(const options *opt, int format)
{
    if (opt->ruleset >= 0)
        return opt->ruleset;
    return format == FMT_PSQ ? RENJU_RULES_FREESTYLE : RENJU_RULES_RENJU;
}

/* ------------------------------------------------------------ input */

typedef struct input {
    FILE *f;
    const char *name;
    long long done;       /* bytes read */
} input;

static int open_input(input *in, const char *name)
{
    in->name = name;
    in->done = 0;
    in->f = strcmp(name, "-") == 0 ? stdin : fopen(name, "rb");
    return in->f ? 0 : -1;
}

static void close_input(input *in)
{
    if (in->f && in->f != stdin)
        fclose(in->f);
    in->f = NULL;
}

/* A file read in pieces: buf[pos..len) is read and not yet judged. */
typedef struct reader {
    input *in;
    char *buf;
    size_t len, cap, pos;
    int eof;
    long line;            /* the file's line at buf[pos] */
    long col;             /* bytes before buf[pos] on that line */
} reader;

/* Move what is not judged to the front and read more, growing the buffer only
 * when one game fills it.  0, -1 on a read error, -2 for a game too long. */
static int reader_fill(reader *r)
{
    size_t got;

    if (r->pos > 0) {
        memmove(r->buf, r->buf + r->pos, r->len - r->pos);
        r->len -= r->pos;
        r->pos = 0;
    }
    if (r->len == r->cap) {
        size_t ncap = r->cap ? r->cap * 2 : CHUNK;
        char *nbuf;
        if (ncap > (size_t)MAX_GAME_TEXT)
            return -2;
        if (!(nbuf = realloc(r->buf, ncap)))
            return -2;
        r->buf = nbuf;
        r->cap = ncap;
    }
    got = fread(r->buf + r->len, 1, r->cap - r->len, r->in->f);
    r->len += got;
    r->in->done += (long long)got;
    if (ferror(r->in->f))
        return -1;
    r->eof = feof(r->in->f) != 0;
    return 0;
}

/* Pass n bytes, counting lines as the library does: LF, CR LF or a CR alone. */
static void reader_advance(reader *r, size_t n)
{
    const char *p = r->buf + r->pos, *end = p + n, *last = r->buf + r->len;

    for (; p < end; p++) {
        if (*p == '\n' || (*p == '\r' && (p + 1 >= last || p[1] != '\n'))) {
            r->line++;
            r->col = 0;
        } else {
            r->col++;
        }
    }
    r->pos += n;
}

static int is_blank(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* How far the text before the next game goes: white space, a byte order mark,
 * and in move lists whole comment lines (an unfinished one is not passed). */
static size_t before_game(const char *t, size_t n, int format, int eof)
{
    size_t i = 0, c;

    if (format == FMT_SGF && n >= 3 && memcmp(t, "\xef\xbb\xbf", 3) == 0)
        i = 3;
    for (;;) {
        while (i < n && is_blank((unsigned char)t[i]))
            i++;
        if (format != FMT_MOVES || i == n || t[i] != '#')
            return i;
        for (c = i; c < n && t[c] != '\n' && t[c] != '\r'; c++)
            ;
        if (c == n && !eof)
            return i;
        i = c;
    }
}

static const int record_formats[] = { RENJU_FORMAT_MOVES, RENJU_FORMAT_SGF, RENJU_FORMAT_PSQ };

/* Import the game at buf[pos]; 1 when it runs to the end of what is read and more
 * is to come, else 0 after judging it. */
static int judge_next(const options *opt, tally *t, progress *pr, reader *r, int format)
{
    where w = { r->in->name, r->line, r->line, r->col };
    renju_game *g;
    size_t at = 0, n = r->len - r->pos;
    char msg[128];
    int rc, ruleset = default_rules(opt, format);
    /* SGF and .psq name their rules or board; a move list plays by the options */
    int flags = format == FMT_MOVES ? 0 : RENJU_IMPORT_RULES;

    g = new_game(opt, ruleset, format == FMT_MOVES ? opt->size : 15, RENJU_OPENING_NONE, 0, msg,
                 sizeof msg);
    if (!g) {
        report_setup(t, pr, &w, msg);
        /* only move lists play by the options: pass the line */
        for (at = 0; at < n && r->buf[r->pos + at] != '\n'; at++)
            ;
        reader_advance(r, at);
        return 0;
    }
    rc = renju_record_import_next(g, record_formats[format], r->buf + r->pos, n, &at, flags);
    if (at >= n && !r->eof) {
        renju_game_free(g);
        return 1;
    }
    if (rc != 0)
        judge(opt, t, pr, &w, g, rc, REC_NONE, 0, NULL);
    renju_game_free(g);
    reader_advance(r, at > 0 ? at : n);
    return 0;
}

/* Move lists, SGF collections and .psq files: game after game, each read by the
 * library, in pieces of the file. */
static int read_records(const options *opt, tally *t, progress *pr, input *in, int format)
{
    reader r;
    size_t skip;
    int rc = 0;

    memset(&r, 0, sizeof r);
    r.in = in;
    r.line = 1;
    for (;;) {
        skip = before_game(r.buf + r.pos, r.len - r.pos, format, r.eof);
        reader_advance(&r, skip);
        if (r.pos == r.len || (format == FMT_MOVES && r.buf[r.pos] == '#')
            || judge_next(opt, t, pr, &r, format)) {
            if (r.eof)
                break;
            if ((rc = reader_fill(&r)) != 0)
                break;
            continue;
        }
        progress_show(pr, in->done - (long long)(r.len - r.pos), t->games);
    }
    if (rc) {
        progress_clear(pr);
        if (rc == -2)
            fprintf(stderr, "renju-referee: %s:%ld: a game of more than %ld bytes\n", in->name,
                    r.line, MAX_GAME_TEXT);
        else
            fprintf(stderr, "renju-referee: %s: %s\n", in->name, strerror(errno));
    }
    free(r.buf);
    return rc ? -1 : 0;
}

#ifdef RENJU_REFEREE_XML

/* The rule set of a RenjuNet <rule name="..."> the library cannot name: every renju
 * opening rule (Sakata, Tarannikov ...) is renju. */
static int guess_ruleset(const char *name)
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

/* A database's rule table: each entry's rule set and opening rule. */
typedef struct rule_entry {
    long id;
    int ruleset, opening, opening_n;
    int known;            /* renju_rules_from_name() knows the name */
    char name[48];
} rule_entry;

typedef struct rule_map {
    rule_entry e[MAX_RULES];
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

/* <rule id="..." name="...">: into the table. */
static void add_rule(xmlTextReaderPtr rd, rule_map *rules)
{
    xmlChar *s = xmlTextReaderGetAttribute(rd, (const xmlChar *)"name");
    rule_entry *e = &rules->e[rules->n];
    long id;

    if (s && rules->n < MAX_RULES && attr_long(rd, "id", &id)) {
        e->id = id;
        snprintf(e->name, sizeof e->name, "%s", (const char *)s);
        e->known = renju_rules_from_name((const char *)s, &e->ruleset, &e->opening,
                                         &e->opening_n) == RENJU_OK;
        if (!e->known) {
            e->ruleset = guess_ruleset((const char *)s);
            e->opening = RENJU_OPENING_NONE;
            e->opening_n = 0;
        }
        rules->n++;
    }
    xmlFree(s);
}

static int game_recorded(xmlTextReaderPtr rd)
{
    xmlChar *s = xmlTextReaderGetAttribute(rd, (const xmlChar *)"bresult");
    int recorded = REC_NONE;

    if (s) {
        recorded = strcmp((const char *)s, "1") == 0 ? REC_BLACK
                 : strcmp((const char *)s, "0") == 0 ? REC_WHITE
                 : strcmp((const char *)s, "0.5") == 0 ? REC_DRAW : REC_NONE;
        xmlFree(s);
    }
    return recorded;
}

/* Append the n bytes at v to the growing text *buf; 0, or -1 when it would pass the
 * largest game the referee reads. */
static int append_text(char **buf, size_t *len, const xmlChar *v)
{
    size_t n = v ? strlen((const char *)v) : 0;
    char *more;

    if (*len + n + 1 > (size_t)MAX_GAME_TEXT)
        return -1;
    if (!(more = realloc(*buf, *len + n + 1)))
        return -1;
    memcpy(more + *len, v, n);
    more[*len + n] = '\0';
    *buf = more;
    *len += n;
    return 0;
}

/* The text of a <move>, the reader on its start: its text and character data as
 * written.  An entity reference or markup inside is refused (*why says so) rather
 * than dropped, which would judge other moves than the database's.  Returns the
 * reader's status; *text (malloc'ed, NULL if empty) is the caller's to free. */
static int move_text(xmlTextReaderPtr rd, char **text, const char **why)
{
    size_t len = 0;
    int depth, type, ret;

    if (xmlTextReaderIsEmptyElement(rd))
        return 1;
    depth = xmlTextReaderDepth(rd);
    while ((ret = xmlTextReaderRead(rd)) == 1) {
        type = xmlTextReaderNodeType(rd);
        if (type == XML_READER_TYPE_END_ELEMENT && xmlTextReaderDepth(rd) == depth)
            break;
        if (*why)
            continue;
        if (type == XML_READER_TYPE_ENTITY_REFERENCE)
            *why = "<move> holds an entity reference";
        else if (type == XML_READER_TYPE_ELEMENT)
            *why = "<move> holds markup";
        else if ((type == XML_READER_TYPE_TEXT || type == XML_READER_TYPE_CDATA
                  || type == XML_READER_TYPE_WHITESPACE
                  || type == XML_READER_TYPE_SIGNIFICANT_WHITESPACE)
                 && append_text(text, &len, xmlTextReaderConstValue(rd)))
            *why = "<move> is too long to read";
    }
    return ret;
}

/* The text of the <move> inside the current <game> (NULL if none), the reader left
 * at the game's end; *why when it cannot be taken as written.  Returns the reader's
 * last status. */
static int game_moves(xmlTextReaderPtr rd, char **moves, const char **why)
{
    int depth, type, ret = 1;

    *moves = NULL;
    *why = NULL;
    if (xmlTextReaderIsEmptyElement(rd))
        return 1;
    depth = xmlTextReaderDepth(rd);
    while ((ret = xmlTextReaderRead(rd)) == 1) {
        type = xmlTextReaderNodeType(rd);
        if (type == XML_READER_TYPE_END_ELEMENT && xmlTextReaderDepth(rd) == depth)
            break;
        if (type == XML_READER_TYPE_ELEMENT
            && xmlStrEqual(xmlTextReaderConstName(rd), (const xmlChar *)"move")) {
            free(*moves);
            *moves = NULL;
            if ((ret = move_text(rd, moves, why)) != 1)
                break;
        }
    }
    return ret;
}

/* The rules of the current <game> by its rule attribute: the table's entry, or NULL
 * for the options' rules; *own says when the opening goes unchecked. */
static const rule_entry *game_rules(const options *opt, xmlTextReaderPtr rd,
                                    const rule_map *rules, char *own, size_t n)
{
    long rule;
    int i;

    own[0] = '\0';
    if (opt->ruleset >= 0 || !attr_long(rd, "rule", &rule))
        return NULL;
    for (i = 0; i < rules->n; i++)
        if (rules->e[i].id == rule) {
            if (!rules->e[i].known)
                snprintf(own, n, "rule \"%s\" is not known: the opening was not checked",
                         rules->e[i].name);
            return &rules->e[i];
        }
    snprintf(own, n, "rule %ld is not in the database's rules: the opening was not checked",
             rule);
    return NULL;
}

/* One <game>: its rules, its move list, its report. */
static int read_game(const options *opt, tally *t, progress *pr, xmlTextReaderPtr rd,
                     const rule_map *rules, where *w)
{
    const rule_entry *e;
    renju_game *g;
    char own[160], msg[128], *moves;
    const char *why;
    int recorded = game_recorded(rd), ret, rc;

    w->line = xmlGetLineNo(xmlTextReaderCurrentNode(rd));
    e = game_rules(opt, rd, rules, own, sizeof own);
    ret = game_moves(rd, &moves, &why);
    if (ret != 1 || why) {
        /* a game the XML breaks off in is unreadable, not a game of fewer moves */
        report_unreadable(t, pr, w, RENJU_EPARSE, ret != 1 ? "the XML breaks off in this game"
                                                           : why);
        free(moves);
        return ret;
    }
    g = e ? new_game(opt, e->ruleset, opt->size, e->opening, e->opening_n, msg, sizeof msg)
          : new_game(opt, default_rules(opt, FMT_RIF), opt->size, RENJU_OPENING_NONE, 0, msg,
                     sizeof msg);
    if (!g) {
        report_setup(t, pr, w, msg);
    } else {
        rc = renju_record_import(g, RENJU_FORMAT_MOVES, moves ? moves : "",
                                 moves ? strlen(moves) : 0, 0);
        judge(opt, t, pr, w, g, rc, recorded, RENJU_WARN_RULES, own[0] ? own : NULL);
        renju_game_free(g);
    }
    free(moves);
    return 1;
}

/* libxml2 prints its errors unless told otherwise; the referee reports them itself,
 * once, from xmlGetLastError(). */
static void quiet_xml_error(void *ctx, xmlErrorPtr e)
{
    (void)ctx;
    (void)e;
}

/* A RenjuNet database, streamed: only the current game is ever in memory. */
static int read_rif(const options *opt, tally *t, progress *pr, input *in)
{
    xmlTextReaderPtr rd;
    rule_map *rules = calloc(1, sizeof *rules);
    const xmlChar *name;
    where w = { in->name, 0, 0, 0 };
    int ret;

    rd = rules ? xmlReaderForFd(fileno(in->f), in->name, NULL,
                                XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING)
               : NULL;
    if (!rd) {
        fprintf(stderr, "renju-referee: %s: cannot read the file\n", in->name);
        free(rules);
        return -1;
    }
    xmlTextReaderSetStructuredErrorHandler(rd, quiet_xml_error, NULL);
    while ((ret = xmlTextReaderRead(rd)) == 1) {
        if (xmlTextReaderNodeType(rd) != XML_READER_TYPE_ELEMENT)
            continue;
        name = xmlTextReaderConstName(rd);
        if (xmlStrEqual(name, (const xmlChar *)"rule"))
            add_rule(rd, rules);
        else if (xmlStrEqual(name, (const xmlChar *)"game")
                 && (ret = read_game(opt, t, pr, rd, rules, &w)) != 1)
            break;
        else
            continue;
        in->done = xmlTextReaderByteConsumed(rd);
        progress_show(pr, in->done, t->games);
    }
    if (ret < 0) {
        const xmlError *e = xmlGetLastError();
        const char *m = e && e->message ? e->message : "unreadable";
        int n = (int)strcspn(m, "\n");   /* libxml2's messages end in a newline, or not */

        progress_clear(pr);
        fprintf(stderr, "renju-referee: %s:%d: malformed XML: %.*s\n", in->name,
                e ? e->line : 0, n, m);
    }
    xmlFreeTextReader(rd);
    free(rules);
    return ret < 0 ? -1 : 0;
}

#endif

/* ------------------------------------------------------------ main */

/* The format by the file name's extension, in any case. */
static int format_of(const char *name)
{
    static const struct { const char *ext; int format; } exts[] = {
        { "sgf", FMT_SGF }, { "psq", FMT_PSQ }, { "rif", FMT_RIF }, { "xml", FMT_RIF }
    };
    const char *dot = strrchr(name, '.'), *slash = strrchr(name, '/');
    char low[5];
    size_t i;

    if (!dot || (slash && slash > dot) || strlen(dot + 1) >= sizeof low)
        return FMT_MOVES;
    for (i = 0; dot[1 + i]; i++)
        low[i] = (char)(dot[1 + i] >= 'A' && dot[1 + i] <= 'Z' ? dot[1 + i] - 'A' + 'a' : dot[1 + i]);
    low[i] = '\0';
    for (i = 0; i < sizeof exts / sizeof exts[0]; i++)
        if (strcmp(low, exts[i].ext) == 0)
            return exts[i].format;
    return FMT_MOVES;
}

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
          "the rules.  Formats by extension, in any case: .sgf SGF collections, .psq\n"
          "Piskvork, .rif and .xml RenjuNet databases (each game's rule and opening\n"
          "rule from the database's rule table), anything else move lists, a game a line.\n"
          "Each game is named FILE:LINE, the line where it starts.\n"
          "\n"
          "  -f, --format=moves|sgf|psq|rif  the format of every FILE\n"
          "  -r, --rules=RULES    freestyle, standard, renju, five-in-a-row, caro-5 or\n"
          "                       caro-6: where the record names none (default renju;\n"
          "                       freestyle for .psq), and every game of a database\n"
          "  -s, --size=N         the board of move lists and databases (default 15)\n"
          "  --foul=lose|reject   a forbidden black move loses (default) or is illegal\n"
          "  -q, --quiet          only games that are illegal, unreadable or disagree,\n"
          "                       without warnings; then the summary\n"
          "  --no-progress        no progress bar on standard error\n"
          "  -h, --help           this text\n"
          "  -V, --version        the program's and the library's version\n"
          "\n"
          "Exit status: 0 all games legal and agreeing, 1 otherwise, 2 usage or I/O error.\n",
          stdout);
}

static int usage_error(const char *what, const char *arg)
{
    return cli_usage_error(prog, what, arg);
}

/* One option with its value into opt; 0, or the exit status of a bad value. */
static int set_option(int c, const char *v, options *opt)
{
    int k;

    switch (c) {
    case 'f':
        for (k = 0; k < 4 && strcmp(v, format_names[k]) != 0; k++)
            ;
        if (k == 4)
            return usage_error("unknown format", v);
        opt->format = k;
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
    if (*nfiles == 0) {
        return usage_error("no file to read", NULL);
    }
    return -1;
}

/* The bytes of all the files that are regular files. */
static long long total_bytes(char **files, int nfiles)
{
    struct stat st;
    long long total = 0;
    int i;

    for (i = 0; i < nfiles; i++)
        if (strcmp(files[i], "-") != 0 && stat(files[i], &st) == 0 && S_ISREG(st.st_mode))
            total += (long long)st.st_size;
    return total;
}

/* Judge every game of one file; -1 if it could not be read. */
static int read_file(const options *opt, tally *t, progress *pr, const char *file)
{
    int format = opt->format != FMT_AUTO ? opt->format : format_of(file), rc;
    input in;

    if (open_input(&in, file)) {
        fprintf(stderr, "renju-referee: %s: %s\n", file, strerror(errno));
        return -1;
    }
    if (format == FMT_RIF) {
#ifdef RENJU_REFEREE_XML
        rc = read_rif(opt, t, pr, &in);
#else
        fprintf(stderr, "renju-referee: %s: this referee was built without XML support "
                        "(libxml2), so it cannot read RenjuNet databases\n", file);
        rc = -1;
#endif
    } else {
        rc = read_records(opt, t, pr, &in, format);
    }
    close_input(&in);
    return rc;
}

static void print_summary(const tally *t)
{
    const char *sep = " (";
    int k;

    printf("\n%ld game%s: %ld legal, %ld illegal", t->games, t->games == 1 ? "" : "s", t->legal,
           t->illegal);
    if (t->illegal) {
        for (k = 0; k < NKINDS; k++)
            if (kinds[k].code != RENJU_EPARSE && kinds[k].code != RENJU_EINVAL && t->by_kind[k]) {
                printf("%s%s %ld", sep, kinds[k].name, t->by_kind[k]);
                sep = ", ";
            }
        if (t->by_kind[NKINDS])
            printf("%sother %ld", sep, t->by_kind[NKINDS]);
        printf(")");
    }
    printf(", %ld unreadable\n", t->unreadable);
    printf("results: %ld agree, %ld disagree, %ld not decided on the board, %ld not recorded\n",
           t->agree, t->mismatch, t->undecided, t->unrecorded);
    if (t->warnings == 0)
        return;
    printf("warnings: %ld in %ld game%s", t->warnings, t->warned_games,
           t->warned_games == 1 ? "" : "s");
    for (sep = " (", k = 1; k <= NWARN; k++)
        if (t->by_warning[k % NWARN]) {
            printf("%s%s %ld", sep, warning_names[k % NWARN], t->by_warning[k % NWARN]);
            sep = ", ";
        }
    printf(")\n");
}

int main(int argc, char **argv)
{
    options opt = { FMT_AUTO, -1, 15, 1, 0, 1 };
    tally t;
    progress pr;
    int i, nfiles = 0, rc;
    char **files;

    memset(&t, 0, sizeof t);
    memset(&pr, 0, sizeof pr);
    files = calloc((size_t)argc, sizeof *files);
    if (!files)
        return 2;
    rc = parse_args(argc, argv, &opt, files, &nfiles);
    if (rc >= 0) {
        free(files);
        return rc == 0 && fflush(stdout) != 0 ? 2 : rc;
    }
    pr.on = opt.progress && isatty(fileno(stderr));
    pr.total = pr.on ? total_bytes(files, nfiles) : 0;
    pr.files = nfiles;
    pr.last_pct = -1;
    for (i = 0; i < nfiles; i++) {
        pr.file = i + 1;
        if (read_file(&opt, &t, &pr, files[i]))
            t.io_error = 1;
        if (pr.on && strcmp(files[i], "-") != 0) {
            struct stat st;
            if (stat(files[i], &st) == 0 && S_ISREG(st.st_mode))
                pr.before += (long long)st.st_size;
        }
        progress_show(&pr, 0, t.games);
    }
    progress_clear(&pr);
    free(files);
    print_summary(&t);
    if (fflush(stdout) != 0 || ferror(stdout))
        return 2;
    if (t.io_error)
        return 2;
    return t.illegal || t.unreadable || t.mismatch ? 1 : 0;
}
