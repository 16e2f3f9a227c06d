/* SPDX-License-Identifier: MIT */
/* record_import.c - what the record parsers share: the scratch game a record is
 * replayed into, errors and illegal actions with their place in the text, tags, and
 * the opening's actions replayed for the player the rules expect (decisions a record
 * does not hold taken as not recorded). */
#include "record/record_tags.h"
#include "record/record_rules.h"
#include "record/record_warnings.h"
#include "record/record_import.h"
#include "tree/tree.h"
#include "game/history.h"
#include "rules/catalogue.h"
#include "opening/opening_api.h"
#include "game/errors.h"
#include "game/handle.h"
#include "core/text.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void rj_imp_position(rj_import *imp, size_t pos, int *line, int *column)
{
    if (imp->binary) {
        /* a binary record has no lines: its bytes are one long line */
        *line = 1;
        *column = pos >= 0x7fffffff ? 0x7fffffff : (int)pos + 1;
        return;
    }
    if (pos < imp->cursor.pos) {
        /* warnings are not always given in the order of the text: back to the
         * record's start, so that a record costs at most its own length a question */
        imp->cursor = imp->base;
        if (pos < imp->base.pos)
            rj_text_cursor_init(&imp->cursor);
    }
    rj_text_cursor_move(&imp->cursor, imp->in.text, pos, line, column);
}

void rj_imp_warn(rj_import *imp, int code, size_t pos, int count, const char *fmt, ...)
{
    struct rj_warning *e;
    char msg[RJ_WARNING_MAX];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    rj_utf8_trim(msg);
    e = rj_warning_add(&imp->warnings, code, count, msg);
    if (!e || pos == RJ_NO_POS)
        return;
    if (pos > imp->in.len)
        pos = imp->in.len;
    rj_imp_position(imp, pos, &e->line, &e->column);
}

static void record_position(renju_game *g, rj_import *imp, size_t pos, int move)
{
    rj_imp_position(imp, pos, &g->rec_line, &g->rec_column);
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
    if (imp->binary)
        return rj_error(g, code, "byte %zu: %s", pos, msg);
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

    for (i = 0; i < rj_hist_played(s); i++)
        if (rj_action_is_decision(rj_hist_at(s, i)) && !rj_action_unrecorded(rj_hist_at(s, i)))
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
    default:                   return "the choice of black, white or two more stones";
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

    /* without an opening rule no decision is due and no offer chosen: a library of
     * thousands of moves does not ask the opening's state for each */
    if (s->opt[RENJU_OPT_OPENING] == RENJU_OPENING_NONE) {
        if (offer_draw)
            return renju_offer_draw(s, point);
        return point == RENJU_PASS ? renju_pass(s) : renju_play(s, point);
    }
    if (point != RENJU_PASS && (rc = pass_unrecorded(imp, point, pos)))
        return rc;

    if (!offer_draw && point != RENJU_PASS
        && renju_expected_action(s) == RENJU_ACTION_CHOOSE_OFFER)
        return renju_choose_offer(s, rj_imp_player(imp), point);
    if (offer_draw)
        return renju_offer_draw(s, point);
    return point == RENJU_PASS ? renju_pass(s) : renju_play(s, point);
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
        opening_n = rj_opening_rule(opening)->n_default;
    }
    if (ruleset == g->ruleset && size == g->board.size && opening == g->opt[RENJU_OPT_OPENING]
        && opening_n == g->opt[RENJU_OPT_OPENING_N]) {
        /* a clone keeps whatever the game was created with; reset clears the play.
         * The game's tree is left out of the copy, which reset would drop at once: a
         * library of thousands of nodes read again is not copied first */
        struct rj_tree *tree = g->tree;

        g->tree = NULL;
        rc = renju_game_clone(&s, g);
        g->tree = tree;
        if (rc)
            return rj_error(g, RENJU_ENOMEM, "out of memory starting the import");
        renju_game_reset(s);
        /* as the reset of a game with a tree leaves it in RENJU_TREE_KEEP mode: a root,
         * so that every action read is kept */
        if (tree && s->tree_mode == RENJU_TREE_KEEP && rj_tree_ensure(s)) {
            renju_game_free(s);
            return rj_error(g, RENJU_ENOMEM, "out of memory starting the import");
        }
        rj_tags_free(s);
        s->charset_read[0] = '\0';   /* what this record's text is read in, if any */
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
            renju_option_set(s, opt, g->opt[opt]);
    if (renju_option_set(s, RENJU_OPT_OPENING, opening)
        || (opening_n != s->opt[RENJU_OPT_OPENING_N]
            && renju_option_set(s, RENJU_OPT_OPENING_N, opening_n))) {
        rc = rj_imp_error(imp, RENJU_EINVAL, pos, "%s", s->errmsg);
        renju_game_free(s);
        return rc;
    }
    /* the caller's charset outlives the import, as its options do */
    memcpy(s->charset, g->charset, sizeof s->charset);
    rj_ok(g);
    imp->s = s;
    return RENJU_OK;
}
