/* record.c - export and import of game records (RULES.md section 7): the entry
 * points, the output buffer, text positions, UTF-8, rule-set names, and the replay
 * into a scratch game that replaces the caller's only when the record was read. */
#include "record.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------ output */

void rj_out_mem(rj_out *o, const char *s, size_t n)
{
    if (o->buf && o->len < o->cap) {
        size_t room = o->cap - o->len;
        memcpy(o->buf + o->len, s, n < room ? n : room);
    }
    o->len += n;
}

void rj_out_char(rj_out *o, char c)
{
    rj_out_mem(o, &c, 1);
}

void rj_out_str(rj_out *o, const char *s)
{
    rj_out_mem(o, s, strlen(s));
}

void rj_out_int(rj_out *o, int v)
{
    char num[16];

    snprintf(num, sizeof num, "%d", v);
    rj_out_str(o, num);
}

void rj_out_point(rj_out *o, const renju_game *g, int point)
{
    char name[8];

    rj_point_name(g, point, name);
    rj_out_str(o, name);
}

/* ------------------------------------------------------------ text */

void rj_text_position(const char *text, size_t pos, int *line, int *column)
{
    size_t i, start = 0;
    int l = 1;

    for (i = 0; i < pos; i++) {
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 >= pos || text[i + 1] != '\n'))) {
            /* a CR that ends the scanned part may still be followed by LF: counting
             * it as the end of a line is right either way */
            l++;
            start = i + 1;
        }
    }
    *line = l;
    *column = (int)(pos - start > 0x7fffffff ? 0x7fffffff : pos - start + 1);
}

size_t rj_utf8_valid(const char *str, size_t n)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t i = 0, k, len;
    unsigned long cp, min;

    while (i < n) {
        unsigned c = s[i];
        if (c == 0)
            return i;
        if (c < 0x80) {
            i++;
            continue;
        }
        if (c >= 0xc2 && c <= 0xdf) {
            len = 2; cp = c & 0x1f; min = 0x80;
        } else if (c >= 0xe0 && c <= 0xef) {
            len = 3; cp = c & 0x0f; min = 0x800;
        } else if (c >= 0xf0 && c <= 0xf4) {
            len = 4; cp = c & 0x07; min = 0x10000;
        } else {
            return i;
        }
        if (n - i < len)
            return i;
        for (k = 1; k < len; k++) {
            if ((s[i + k] & 0xc0) != 0x80)
                return i;
            cp = cp << 6 | (s[i + k] & 0x3f);
        }
        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return i;
        i += len;
    }
    return n;
}

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

int rj_ruleset_parse(const char *s, size_t n)
{
    char key[24];
    size_t i, k = 0;

    for (i = 0; i < n; i++) {
        int c = (unsigned char)s[i];
        if (c == ' ' || c == '-' || c == '_' || c == '\t')
            continue;
        if (k + 1 >= sizeof key)
            return -1;
        key[k++] = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    key[k] = '\0';
    for (i = 0; i < sizeof ruleset_aliases / sizeof ruleset_aliases[0]; i++)
        if (strcmp(key, ruleset_aliases[i].name) == 0)
            return ruleset_aliases[i].ruleset;
    return -1;
}

/* ------------------------------------------------------------ import */

static void record_position(renju_game *g, const rj_import *imp, size_t pos, int move)
{
    rj_text_position(imp->in.text, pos, &g->rec_line, &g->rec_column);
    g->rec_move = move;
}

int rj_imp_error(rj_import *imp, int code, size_t pos, const char *fmt, ...)
{
    renju_game *g = imp->g;
    char msg[RJ_ERRMSG_MAX];
    va_list ap;

    if (pos > imp->in.len)
        pos = imp->in.len;
    record_position(g, imp, pos, imp->s ? imp->s->moves + 1 : 1);
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    imp->illegal = 0;
    return rj_error(g, code, "line %d, column %d: %s", g->rec_line, g->rec_column, msg);
}

int rj_imp_illegal(rj_import *imp, int rc, size_t pos)
{
    renju_game *g = imp->g;

    record_position(g, imp, pos, imp->s->moves + 1);
    imp->illegal = 1;
    return rj_error(g, rc, "move %d: %s", g->rec_move, imp->s->errmsg);
}

int rj_imp_tag(rj_import *imp, int tag, const char *value, size_t n, size_t pos)
{
    size_t ok = rj_utf8_valid(value, n);

    if (ok < n)
        return rj_imp_error(imp, RENJU_EPARSE, pos + ok, "%s holds bytes that are not UTF-8 text",
                            rj_tag_names[tag]);
    if (n > RJ_TAG_MAX)
        return rj_imp_error(imp, RENJU_EPARSE, pos, "%s is longer than %d bytes",
                            rj_tag_names[tag], RJ_TAG_MAX);
    if (rj_tag_set(imp->s, tag, value, n))
        return rj_error(imp->g, RENJU_ENOMEM, "out of memory keeping the record's tags");
    return RENJU_OK;
}

int rj_game_was_set_up(const renju_game *g)
{
    return g->base_stones > 0 || g->base_side != RENJU_BLACK;
}

/* Exchange the contents of two handles: each keeps what it owns, so freeing either
 * afterwards frees the right memory.  Both use the same allocator. */
static void swap_games(renju_game *a, renju_game *b)
{
    renju_game t;

    memcpy(&t, a, sizeof t);
    memcpy(a, b, sizeof t);
    memcpy(b, &t, sizeof t);
}

int rj_imp_start(rj_import *imp, int ruleset, int size, size_t pos)
{
    renju_game *g = imp->g, *s = NULL;
    int rc, opt, lo, hi;

    if (ruleset < 0)
        ruleset = g->ruleset;
    if (size == 0)
        size = g->board.size;
    if (ruleset == g->ruleset && size == g->board.size) {
        /* a clone keeps whatever the game was created with; reset clears the play */
        if (renju_game_clone(&s, g))
            return rj_error(g, RENJU_ENOMEM, "out of memory starting the import");
        renju_game_reset(s);
        rj_tags_free(s);
    } else {
        if (!(imp->flags & RENJU_IMPORT_RULES))
            return rj_imp_error(imp, RENJU_EINVAL, pos,
                                "the record is for %s on %dx%d, the game is %s on %dx%d",
                                rj_ruleset_name(ruleset), size, size,
                                rj_ruleset_name(g->ruleset), g->board.size, g->board.size);
        rc = renju_game_new_custom(&s, ruleset, size, g->alloc, g->free, g->opaque);
        if (rc == RENJU_ENOMEM)
            return rj_error(g, RENJU_ENOMEM, "out of memory starting the import");
        if (rc)
            return rj_imp_error(imp, RENJU_ERANGE, pos, "%s is not played on %dx%d",
                                rj_ruleset_name(ruleset), size, size);
        /* the game's options, where the record's rule set allows them; an option
         * the game's own rule set fixes (renju's centre first) was no choice */
        for (opt = 1; opt < RJ_NOPTIONS; opt++) {
            if (renju_option_bounds(g, opt, &lo, &hi) == RENJU_OK && lo < hi)
                renju_set_option(s, opt, g->opt[opt]);
        }
        rj_ok(g);
    }
    imp->s = s;
    return RENJU_OK;
}

int renju_record_import(renju_game *g, int format, const char *text, size_t length, int flags)
{
    rj_import imp;
    int rc, keep;

    if (!g)
        return RENJU_EINVAL;
    if (format < RENJU_FORMAT_MOVES || format > RENJU_FORMAT_PSQ)
        return rj_error(g, RENJU_EINVAL, "unknown record format %d", format);
    if (!text && length > 0)
        return rj_error(g, RENJU_EINVAL, "renju_record_import: text is NULL");
    if (flags & ~(RENJU_IMPORT_RULES | RENJU_IMPORT_PARTIAL))
        return rj_error(g, RENJU_EINVAL, "unknown import flags %#x", (unsigned)flags);
    if (length > 0x7fffffff)
        return rj_error(g, RENJU_ERANGE, "a record of %zu bytes is too long", length);
    if (g->in_setup)
        return rj_error(g, RENJU_EPHASE, "cannot import a record in setup mode");

    memset(&imp, 0, sizeof imp);
    imp.g = g;
    imp.flags = flags;
    imp.in.text = text ? text : "";
    imp.in.len = length;
    g->rec_line = g->rec_column = g->rec_move = 0;

    switch (format) {
    case RENJU_FORMAT_MOVES: rc = rj_import_moves(&imp); break;
    case RENJU_FORMAT_SGF:   rc = rj_import_sgf(&imp); break;
    default:                 rc = rj_import_psq(&imp); break;
    }
    if (rc == RENJU_OK && !imp.s)
        rc = rj_imp_start(&imp, -1, 0, 0);   /* an empty record: the empty board */
    if (rc == RENJU_OK && imp.s->in_setup)
        rc = rj_imp_error(&imp, RENJU_EPARSE, imp.in.pos, "the set-up position was not ended");

    keep = rc == RENJU_OK
        || (imp.illegal && (flags & RENJU_IMPORT_PARTIAL) && imp.s && !imp.s->in_setup);
    if (keep) {
        int code = g->errcode, line = g->rec_line, col = g->rec_column, move = g->rec_move;
        char msg[RJ_ERRMSG_MAX];

        memcpy(msg, g->errmsg, sizeof msg);
        swap_games(g, imp.s);
        g->rec_line = line;
        g->rec_column = col;
        g->rec_move = move;
        g->errcode = code;
        memcpy(g->errmsg, msg, sizeof msg);
    }
    renju_game_free(imp.s);
    if (rc)
        return rc;
    rj_ok(g);
    return (int)imp.in.pos;
}

int renju_record_error_position(renju_game *g, int *line, int *column, int *move)
{
    if (!g)
        return RENJU_EINVAL;
    if (line)
        *line = g->rec_line;
    if (column)
        *column = g->rec_column;
    if (move)
        *move = g->rec_move;
    return rj_ok(g);
}

/* ------------------------------------------------------------ export */

int renju_record_export(renju_game *g, int format, char *buf, size_t capacity)
{
    rj_out o;
    int rc;

    if (!g)
        return RENJU_EINVAL;
    if (format < RENJU_FORMAT_MOVES || format > RENJU_FORMAT_PSQ)
        return rj_error(g, RENJU_EINVAL, "unknown record format %d", format);
    if (!buf && capacity > 0)
        return rj_error(g, RENJU_EINVAL, "renju_record_export: buf is NULL");
    if (g->in_setup)
        return rj_error(g, RENJU_EPHASE, "cannot write a record in setup mode");

    o.buf = buf;
    o.cap = capacity;
    o.len = 0;
    switch (format) {
    case RENJU_FORMAT_MOVES: rc = rj_export_moves(g, &o); break;
    case RENJU_FORMAT_SGF:   rc = rj_export_sgf(g, &o); break;
    default:                 rc = rj_export_psq(g, &o); break;
    }
    if (rc)
        return rc;
    if (o.len >= 0x7fffffff)
        return rj_error(g, RENJU_ERANGE, "the record would be %zu bytes long", o.len);
    if (!buf) {
        rj_ok(g);
        return (int)o.len + 1;
    }
    if (capacity < o.len + 1) {
        buf[0] = '\0';
        return rj_error(g, RENJU_EBUFSIZE, "the buffer holds %zu bytes, the record needs %zu",
                        capacity, o.len + 1);
    }
    buf[o.len] = '\0';
    rj_ok(g);
    return (int)o.len;
}
