/* SPDX-License-Identifier: MIT */
/* renjunet.c - RenjuNet's XML databases, streamed with libxml2's text reader from the
 * file the tools opened (its first bytes already read to tell the format). */
#define _POSIX_C_SOURCE 200809L

#include "renjunet.h"

#include <renju.h>

#ifndef RENJU_TOOLS_XML

int renjunet_supported(void)
{
    return 0;
}

int renjunet_read(rec_reader *r, int rules, int names, progress *pr, rn_game_fn fn, void *ctx)
{
    (void)rules;
    (void)names;
    (void)pr;
    (void)fn;
    (void)ctx;
    fprintf(stderr, "%s: %s: this program was built without XML support (libxml2), so it "
                    "cannot read RenjuNet databases\n", r->prog, r->name);
    return -1;
}

#else

#include <libxml/xmlreader.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

int renjunet_supported(void)
{
    return 1;
}

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

typedef struct rule_map {
    rn_rule e[MAX_RULES];
    int n;
} rule_map;

/* A table of names by id (players, tournaments), sorted when first looked in. */
typedef struct name_entry {
    long id;
    char *text;
} name_entry;

typedef struct name_map {
    name_entry *e;
    size_t n, cap;
    int sorted;
} name_map;

typedef struct db {
    xmlTextReaderPtr rd;
    rec_reader *in;
    rule_map rules;
    name_map players, events;
    int want_rules, want_names;
} db;

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
    rn_rule *e = &rules->e[rules->n];
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

/* The attributes a and b of the current element joined by a space ("Ada Lind"),
 * malloc'ed; NULL when neither is there or memory runs out. */
static char *attr_text(xmlTextReaderPtr rd, const char *a, const char *b)
{
    xmlChar *x = xmlTextReaderGetAttribute(rd, (const xmlChar *)a);
    xmlChar *y = b ? xmlTextReaderGetAttribute(rd, (const xmlChar *)b) : NULL;
    const char *s = x ? (const char *)x : "", *t = y ? (const char *)y : "";
    char *text = NULL;
    size_t n = strlen(s) + strlen(t) + 2;

    if ((*s || *t) && (text = malloc(n)) != NULL)
        snprintf(text, n, "%s%s%s", s, *s && *t ? " " : "", t);
    xmlFree(x);
    xmlFree(y);
    return text;
}

/* <player id name surname> or <tournament id name>: into its table. */
static void add_name(xmlTextReaderPtr rd, name_map *m, const char *a, const char *b)
{
    name_entry *more;
    long id;
    char *text;

    if (!attr_long(rd, "id", &id) || !(text = attr_text(rd, a, b)))
        return;
    if (m->n == m->cap) {
        size_t ncap = m->cap ? m->cap * 2 : 256;
        if (!(more = realloc(m->e, ncap * sizeof *more))) {
            free(text);
            return;
        }
        m->e = more;
        m->cap = ncap;
    }
    m->e[m->n].id = id;
    m->e[m->n++].text = text;
    m->sorted = 0;
}

static int by_id(const void *a, const void *b)
{
    long x = ((const name_entry *)a)->id, y = ((const name_entry *)b)->id;

    return x < y ? -1 : x > y;
}

/* The name the current element's attribute attr points to in the table, or NULL. */
static const char *lookup(xmlTextReaderPtr rd, name_map *m, const char *attr)
{
    name_entry key, *e;

    if (m->n == 0 || !attr_long(rd, attr, &key.id))
        return NULL;
    if (!m->sorted) {
        qsort(m->e, m->n, sizeof *m->e, by_id);
        m->sorted = 1;
    }
    e = bsearch(&key, m->e, m->n, sizeof *m->e, by_id);
    return e ? e->text : NULL;
}

static void free_names(name_map *m)
{
    size_t i;

    for (i = 0; i < m->n; i++)
        free(m->e[i].text);
    free(m->e);
}

static int game_recorded(xmlTextReaderPtr rd)
{
    xmlChar *s = xmlTextReaderGetAttribute(rd, (const xmlChar *)"bresult");
    int recorded = RN_NONE;

    if (s) {
        recorded = strcmp((const char *)s, "1") == 0 ? RN_BLACK
                 : strcmp((const char *)s, "0") == 0 ? RN_WHITE
                 : strcmp((const char *)s, "0.5") == 0 ? RN_DRAW : RN_NONE;
        xmlFree(s);
    }
    return recorded;
}

/* Append the text v to the growing text *buf; 0, or -1 when it would pass the largest
 * game read. */
static int append_text(char **buf, size_t *len, const xmlChar *v)
{
    size_t n = v ? strlen((const char *)v) : 0;
    char *more;

    if (*len + n + 1 > (size_t)REC_MAX_GAME)
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
 * than dropped, which would give other moves than the database's.  Returns the
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

/* The rule of the current <game> by its rule attribute: the table's entry, or NULL;
 * note says when the opening goes unchecked. */
static const rn_rule *game_rule(db *d, char *note, size_t n)
{
    long rule;
    int i;

    note[0] = '\0';
    if (!d->want_rules || !attr_long(d->rd, "rule", &rule))
        return NULL;
    for (i = 0; i < d->rules.n; i++)
        if (d->rules.e[i].id == rule) {
            if (!d->rules.e[i].known)
                snprintf(note, n, "rule \"%s\" is not known: the opening was not checked",
                         d->rules.e[i].name);
            return &d->rules.e[i];
        }
    snprintf(note, n, "rule %ld is not in the database's rules: the opening was not checked",
             rule);
    return NULL;
}

/* One <game>: what its attributes and its <move> say, to fn.  Returns the reader's
 * status, or 2 when fn stopped. */
static int read_game(db *d, rn_game_fn fn, void *ctx)
{
    rn_game game;
    char note[160], *moves;
    int ret, stop;

    memset(&game, 0, sizeof game);
    game.line = xmlGetLineNo(xmlTextReaderCurrentNode(d->rd));
    game.recorded = game_recorded(d->rd);
    game.rule = game_rule(d, note, sizeof note);
    game.rule_note = note[0] ? note : NULL;
    if (d->want_names) {
        game.black = lookup(d->rd, &d->players, "black");
        game.white = lookup(d->rd, &d->players, "white");
        game.event = lookup(d->rd, &d->events, "tournament");
        if (!attr_long(d->rd, "round", &game.round))
            game.round = 0;
    }
    ret = game_moves(d->rd, &moves, &game.why);
    /* a game the XML breaks off in is unreadable, not a game of fewer moves */
    if (ret != 1)
        game.why = "the XML breaks off in this game";
    game.moves = moves;
    stop = fn(ctx, &game);
    free(moves);
    return ret != 1 ? ret : stop ? 2 : 1;
}

/* libxml2 prints its errors unless told otherwise; the tools report them themselves,
 * once, from xmlGetLastError(). */
static void quiet_xml_error(void *ctx, xmlErrorPtr e)
{
    (void)ctx;
    (void)e;
}

/* libxml2 reads the file through the tools' reader, which has its first bytes. */
static int read_more(void *ctx, char *buf, int len)
{
    return (int)rec_raw_read(ctx, buf, (size_t)len);
}

static int close_nothing(void *ctx)
{
    (void)ctx;
    return 0;
}

/* Say what was wrong with the XML, once. */
static void xml_failed(const rec_reader *in)
{
    const xmlError *e = xmlGetLastError();
    const char *m = e && e->message ? e->message : "unreadable";
    int n = (int)strcspn(m, "\n");   /* libxml2's messages end in a newline, or not */

    fprintf(stderr, "%s: %s:%d: malformed XML: %.*s\n", in->prog, in->name, e ? e->line : 0,
            n, m);
}

/* Each element in turn: the tables into the maps, each game to fn. */
static int read_elements(db *d, progress *pr, rn_game_fn fn, void *ctx)
{
    const xmlChar *name;
    int ret;

    while ((ret = xmlTextReaderRead(d->rd)) == 1) {
        if (xmlTextReaderNodeType(d->rd) != XML_READER_TYPE_ELEMENT)
            continue;
        name = xmlTextReaderConstName(d->rd);
        if (xmlStrEqual(name, (const xmlChar *)"rule"))
            add_rule(d->rd, &d->rules);
        else if (d->want_names && xmlStrEqual(name, (const xmlChar *)"player"))
            add_name(d->rd, &d->players, "name", "surname");
        else if (d->want_names && xmlStrEqual(name, (const xmlChar *)"tournament"))
            add_name(d->rd, &d->events, "name", NULL);
        else if (xmlStrEqual(name, (const xmlChar *)"game")) {
            if (pr)
                pr->games++;
            if ((ret = read_game(d, fn, ctx)) != 1)
                break;
            if (pr)
                progress_show(pr, d->in->done);
        }
    }
    return ret;
}

int renjunet_read(rec_reader *r, int rules, int names, progress *pr, rn_game_fn fn, void *ctx)
{
    db *d = calloc(1, sizeof *d);
    int ret;

    if (d)
        d->rd = xmlReaderForIO(read_more, close_nothing, r, r->name, NULL,
                               XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    if (!d || !d->rd) {
        fprintf(stderr, "%s: %s: cannot read the file\n", r->prog, r->name);
        free(d);
        return -1;
    }
    d->in = r;
    d->want_rules = rules;
    d->want_names = names;
    xmlTextReaderSetStructuredErrorHandler(d->rd, quiet_xml_error, NULL);
    ret = read_elements(d, pr, fn, ctx);
    if (ret < 0) {
        if (pr)
            progress_clear(pr);
        xml_failed(r);
    }
    xmlFreeTextReader(d->rd);
    free_names(&d->players);
    free_names(&d->events);
    free(d);
    return ret < 0 ? -1 : ret == 2 ? 1 : 0;
}

#endif
