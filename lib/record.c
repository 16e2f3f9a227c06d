/* SPDX-License-Identifier: MIT */
/* record.c - export and import of game records (renju_rules(7), GAME RECORDS): the entry
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
            if (l < 0x7fffffff)   /* clamped, as the column is */
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
    rj_utf8_trim(msg);
    imp->illegal = 0;
    return rj_error(g, code, "line %d, column %d: %s", g->rec_line, g->rec_column, msg);
}

int rj_imp_illegal(rj_import *imp, int rc, size_t pos)
{
    renju_game *g = imp->g;

    record_position(g, imp, pos, imp->s->moves + 1);
    /* running out of memory is no illegal move: RENJU_IMPORT_PARTIAL must not keep
     * the game read so far, the game stays as it was */
    imp->illegal = rc != RENJU_ENOMEM;
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

const char *const rj_branch_words[3] = { "", "fifth", "offers" };
const char *const rj_colour_words[3] = { "", "black", "white" };
const char *const rj_swap2_words[4] = { "", "black", "white", "two-more" };

int rj_word_index(const char *const *words, int count, const char *s, size_t n)
{
    int i;
    size_t k;

    for (i = 1; i < count; i++) {
        if (strlen(words[i]) != n)
            continue;
        for (k = 0; k < n; k++) {
            int c = (unsigned char)s[k];
            if ((c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c) != words[i][k])
                break;
        }
        if (k == n)
            return i;
    }
    return 0;
}

int rj_imp_player(rj_import *imp)
{
    int p = renju_expected_player(imp->s);

    /* when nothing is expected, the call itself says why (the game is over) */
    return p == RENJU_PLAYER_NONE ? RENJU_PLAYER_FIRST : p;
}

/* Whether the record read so far held an opening decision of its own. */
static int decisions_recorded(const renju_game *s)
{
    int i;

    for (i = 0; i < s->ply; i++)
        if (s->hist[i].kind >= RJ_ACT_SWAP && !s->hist[i].unrecorded)
            return 1;
    return 0;
}

static int is_decision(int action)
{
    return action == RENJU_ACTION_SWAP || action == RENJU_ACTION_DECLARE
        || action == RENJU_ACTION_OFFERS || action == RENJU_ACTION_BRANCH
        || action == RENJU_ACTION_COLOUR || action == RENJU_ACTION_SWAP2;
}

static const char *decision_name(int action)
{
    switch (action) {
    case RENJU_ACTION_SWAP:    return "whether the colours were swapped";
    case RENJU_ACTION_DECLARE: return "the number of 5th-move offers declared";
    case RENJU_ACTION_OFFERS:  return "the 5th-move offers";
    case RENJU_ACTION_BRANCH:  return "the branch chosen after move 4";
    case RENJU_ACTION_COLOUR:  return "the colour chosen";
    default:                   return "the Swap2 choice";
    }
}

/* Every real record holds stones only: where a stone comes at a decision of the
 * opening, the decisions it passes over are taken as not recorded (and said so),
 * and the stone is then checked against its own step as usual.  A record that
 * holds decisions of its own is checked in full. */
static int pass_unrecorded(rj_import *imp, int point, size_t pos)
{
    renju_game *s = imp->s;
    int action, rc;

    while (s->result == RENJU_ONGOING && is_decision(renju_expected_action(s))) {
        if (decisions_recorded(s))
            return RENJU_OK;   /* the stone then fails, saying what was expected */
        if ((rc = rj_opening_unrecorded(s, point, &action)))
            return rc;
        rj_imp_warn(imp, RENJU_WARN_UNRECORDED, pos, 1,
                    "the record does not hold %s: taken as not recorded",
                    decision_name(action));
    }
    return RENJU_OK;
}

int rj_imp_stone(rj_import *imp, int point, int offer_draw, size_t pos)
{
    renju_game *s = imp->s;
    int rc;

    if (point != RENJU_PASS && (rc = pass_unrecorded(imp, point, pos)))
        return rc;

    if (!offer_draw && point != RENJU_PASS
        && renju_expected_action(s) == RENJU_ACTION_CHOOSE_OFFER)
        return renju_choose_offer(s, rj_imp_player(imp), point);
    if (offer_draw)
        return renju_offer_draw(s, point);
    return point == RENJU_PASS ? renju_pass(s) : renju_play(s, point);
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

int rj_imp_start(rj_import *imp, int ruleset, int opening, int opening_n, int size, size_t pos)
{
    renju_game *g = imp->g, *s = NULL;
    int rc, opt, lo, hi;
    char want[48], have[48];

    if (ruleset < 0)
        ruleset = g->ruleset;
    if (size < 0)
        size = g->board.size;
    if (opening < 0) {
        opening = g->opt[RENJU_OPT_OPENING];
        opening_n = g->opt[RENJU_OPT_OPENING_N];
    } else if (opening_n == 0) {
        opening_n = rj_opening_n_default(opening);
    }
    if (ruleset == g->ruleset && size == g->board.size && opening == g->opt[RENJU_OPT_OPENING]
        && opening_n == g->opt[RENJU_OPT_OPENING_N]) {
        /* a clone keeps whatever the game was created with; reset clears the play */
        if (renju_game_clone(&s, g))
            return rj_error(g, RENJU_ENOMEM, "out of memory starting the import");
        renju_game_reset(s);
        rj_tags_free(s);
        imp->s = s;
        return RENJU_OK;
    }
    rj_rules_text(g, have, sizeof have);
    if (!(imp->flags & RENJU_IMPORT_RULES)) {
        rj_rules_name(ruleset, opening, opening_n, want, sizeof want);
        return rj_imp_error(imp, RENJU_EINVAL, pos, "the record is %s on %dx%d, the game %s on %dx%d",
                            want, size, size, have, g->board.size, g->board.size);
    }
    /* renju_game_new() would take size 0 for 15: a record's 0 is no board */
    rc = size >= RENJU_MIN_SIZE
        ? renju_game_new_custom(&s, ruleset, size, g->alloc, g->free, g->opaque)
        : RENJU_ERANGE;
    if (rc == RENJU_ENOMEM)
        return rj_error(g, RENJU_ENOMEM, "out of memory starting the import");
    if (rc)
        return rj_imp_error(imp, RENJU_EINVAL, pos, "%s is not played on %dx%d",
                            rj_ruleset_name(ruleset), size, size);
    /* the game's options, where the record's rule set allows them; an option the
     * game's own rule set fixes (renju's centre first) was no choice */
    for (opt = 1; opt < RJ_NOPTIONS; opt++)
        if (opt != RENJU_OPT_OPENING && opt != RENJU_OPT_OPENING_N
            && renju_option_bounds(g, opt, &lo, &hi) == RENJU_OK && lo < hi)
            renju_set_option(s, opt, g->opt[opt]);
    if (renju_set_option(s, RENJU_OPT_OPENING, opening)
        || (opening_n != s->opt[RENJU_OPT_OPENING_N]
            && renju_set_option(s, RENJU_OPT_OPENING_N, opening_n))) {
        rc = rj_imp_error(imp, RENJU_EINVAL, pos, "%s", s->errmsg);
        renju_game_free(s);
        return rc;
    }
    rj_ok(g);
    imp->s = s;
    return RENJU_OK;
}

/* The checks both import entry points make; records the error. */
static int import_args(renju_game *g, int format, const char *text, size_t length, int flags)
{
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
    return RENJU_OK;
}

/* Replace the caller's game by the scratch game, keeping the record of this import
 * (its error, if the partial game is kept, and where it stopped). */
static void take_scratch(renju_game *g, renju_game *s)
{
    int code = g->errcode, line = g->rec_line, col = g->rec_column, move = g->rec_move;
    char msg[RJ_ERRMSG_MAX];

    memcpy(msg, g->errmsg, sizeof msg);
    rj_warnings_free(s);   /* what the scratch game was cloned with */
    swap_games(g, s);
    g->warnings = s->warnings;
    s->warnings = NULL;
    g->rec_line = line;
    g->rec_column = col;
    g->rec_move = move;
    g->errcode = code;
    memcpy(g->errmsg, msg, sizeof msg);
}

/* Read the record in text[begin..end) (positions count from text) into the game;
 * *stop is where reading ended. */
static int import_range(renju_game *g, int format, const char *text, size_t begin, size_t end,
                        int flags, size_t *stop)
{
    rj_import imp;
    int rc, keep;

    memset(&imp, 0, sizeof imp);
    imp.g = g;
    imp.flags = flags;
    imp.in.text = text ? text : "";
    imp.in.len = end;
    imp.in.pos = begin;
    g->rec_line = g->rec_column = g->rec_move = 0;

    switch (format) {
    case RENJU_FORMAT_MOVES: rc = rj_import_moves(&imp); break;
    case RENJU_FORMAT_SGF:   rc = rj_import_sgf(&imp); break;
    default:                 rc = rj_import_psq(&imp); break;
    }
    if (rc == RENJU_OK && !imp.s)
        rc = rj_imp_start(&imp, -1, -1, 0, -1, 0);  /* an empty record: the empty board */
    if (rc == RENJU_OK && imp.s->in_setup)
        rc = rj_imp_error(&imp, RENJU_EPARSE, imp.in.pos, "the set-up position was not ended");
    /* the warnings are kept whatever happens: they say what was read before a failure */
    if (rj_warnings_keep(g, &imp.warnings)) {
        renju_game_free(imp.s);
        if (g->warnings)
            g->warnings->n = 0;
        return rj_error(g, RENJU_ENOMEM, "out of memory keeping the import's warnings");
    }
    keep = rc == RENJU_OK
        || (imp.illegal && (flags & RENJU_IMPORT_PARTIAL) && imp.s && !imp.s->in_setup);
    if (keep)
        take_scratch(g, imp.s);
    renju_game_free(imp.s);
    *stop = imp.in.pos;
    if (rc)
        return rc;
    return rj_ok(g);
}

int renju_record_import(renju_game *g, int format, const char *text, size_t length, int flags)
{
    size_t stop;
    int rc;

    if (!g)
        return RENJU_EINVAL;
    if ((rc = import_args(g, format, text, length, flags)))
        return rc;
    rc = import_range(g, format, text, 0, length, flags, &stop);
    return rc ? rc : (int)stop;
}

int renju_record_import_next(renju_game *g, int format, const char *text, size_t length,
                             size_t *offset, int flags)
{
    size_t begin, end, stop;
    int rc;

    if (!g)
        return RENJU_EINVAL;
    if ((rc = import_args(g, format, text, length, flags)))
        return rc;
    if (!offset)
        return rj_error(g, RENJU_EINVAL, "renju_record_import_next: offset is NULL");
    if (*offset > length)
        return rj_error(g, RENJU_EINVAL, "offset %zu is past the end of the text (%zu bytes)",
                        *offset, length);
    if (!rj_record_extent(format, text, length, *offset, &begin, &end)) {
        *offset = length;
        g->rec_line = g->rec_column = g->rec_move = 0;
        if (g->warnings)
            g->warnings->n = 0;
        return rj_ok(g);
    }
    rc = import_range(g, format, text, begin, end, flags, &stop);
    *offset = end;
    return rc ? rc : 1;
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

static int export_to(renju_game *g, int format, rj_out *o)
{
    switch (format) {
    case RENJU_FORMAT_MOVES: return rj_export_moves(g, o);
    case RENJU_FORMAT_SGF:   return rj_export_sgf(g, o);
    default:                 return rj_export_psq(g, o);
    }
}

int renju_record_export(renju_game *g, int format, char *buf, size_t capacity)
{
    rj_out o;
    size_t needed;
    int rc;

    if (!g)
        return RENJU_EINVAL;
    if (format < RENJU_FORMAT_MOVES || format > RENJU_FORMAT_PSQ)
        return rj_error(g, RENJU_EINVAL, "unknown record format %d", format);
    if (!buf && capacity > 0)
        return rj_error(g, RENJU_EINVAL, "renju_record_export: buf is NULL");
    if (g->in_setup)
        return rj_error(g, RENJU_EPHASE, "cannot write a record in setup mode");

    /* measure first, then write only into a buffer the whole record fits in: a
     * buffer too small is left untouched, as every other buffer function leaves it */
    o.buf = NULL;
    o.cap = 0;
    o.len = 0;
    rc = export_to(g, format, &o);
    if (rc)
        return rc;
    if (o.len >= 0x7fffffff)
        return rj_error(g, RENJU_ERANGE, "the record would be %zu bytes long", o.len);
    if (!buf) {
        rj_ok(g);
        return (int)o.len + 1;
    }
    if (capacity < o.len + 1)
        return rj_error(g, RENJU_EBUFSIZE, "the buffer holds %zu bytes, the record needs %zu",
                        capacity, o.len + 1);
    needed = o.len;
    o.buf = buf;
    o.cap = capacity;
    o.len = 0;
    rc = export_to(g, format, &o);
    if (rc)
        return rc;
    if (o.len != needed)   /* the writers are deterministic: this cannot happen */
        return rj_error(g, RENJU_ERANGE, "the record changed length while written");
    buf[o.len] = '\0';
    rj_ok(g);
    return (int)o.len;
}
