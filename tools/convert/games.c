/* SPDX-License-Identifier: MIT */
/* games.c - one game of renju-convert's input: its failure or its warnings said, its
 * tree (or main line) written in the output's format. */
#define _POSIX_C_SOURCE 200809L

#include "convert.h"

#include "../formats.h"
#include "../renjunet.h"
#include "../tree_lines.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ messages */

/* "IN:LINE: " of a game, as the messages name it; a binary file has no lines. */
static void game_name(const rec_where *w, char *buf, size_t n)
{
    if (w->kind == REC_AT_BYTES)
        snprintf(buf, n, "%s", w->file);
    else
        snprintf(buf, n, "%s:%ld", w->file, w->line);
}

static void say(conv_run *run, const rec_where *w, const char *what, const char *pos,
                const char *msg)
{
    char name[4200];

    game_name(w, name, sizeof name);
    progress_clear(run->pr);
    fprintf(stderr, "%s: %s: %s%s%s%s\n", convert_prog, name, what, pos, pos[0] ? ": " : "",
            msg);
}

/* A game that is not in the output. */
static int not_converted(conv_run *run, const rec_where *w, const char *pos, const char *msg)
{
    run->failed++;
    say(run, w, "not converted: ", pos, msg);
    return 0;
}

/* The warnings the last import or export on g left, unless quiet.  Every real record
 * lacks the opening's decisions, which no output needs: not said. */
static void say_warnings(conv_run *run, const rec_where *w, renju_game *g)
{
    int i, n = renju_record_warnings(g), code, line, col;
    const char *msg;
    char pos[64];

    for (i = 0; i < n && !run->opt->quiet; i++) {
        if (!(msg = renju_record_warning(g, i, &code, &line, &col, NULL))
            || code == RENJU_WARN_UNRECORDED)
            continue;
        rec_position(w, line, col, pos, sizeof pos);
        say(run, w, "warning: ", pos, msg);
    }
}

/* ------------------------------------------------------------ a failed import */

static void main_line_kept(void *ctx, renju_game *g, int node, long lines, int main_line)
{
    (void)g;
    (void)node;
    (void)lines;
    if (main_line)
        *(int *)ctx = 1;
}

/* 1 if the output holds trees and g's tree holds its illegal main line as it came
 * (RENJU_IMPORT_PARTIAL keeps it, marked, where the format holds a tree), so that
 * writing it loses nothing. */
static int tree_kept(const conv_run *run, renju_game *g)
{
    long nodes, lines;
    int kept = 0;

    if (run->opt->out_format != RENJU_FORMAT_SGF && run->opt->out_format != RENJU_FORMAT_LIB)
        return 0;
    tree_lines_walk(g, &nodes, &lines, main_line_kept, &kept);
    return kept;
}

/* A failed import: not converted, or, for an illegal main line a tree keeps, written
 * with a warning.  1 when the game is to be written. */
static int failed_import(conv_run *run, const rec_where *w, renju_game *g, int rc)
{
    char msg[300], pos[64];
    int line, col, move;

    snprintf(msg, sizeof msg, "%s", renju_errmsg(g));
    renju_record_error_position(g, &line, &col, &move);
    if (rc == RENJU_EPARSE || rc == RENJU_EINVAL || rc == RENJU_ENOMEM) {
        rec_position(w, line, col, pos, sizeof pos);
        not_converted(run, w, pos, pos[0] ? rec_strip_position(msg) : msg);
        return 0;
    }
    if (!tree_kept(run, g)) {
        not_converted(run, w, "", msg);
        return 0;
    }
    if (!run->opt->quiet)
        say(run, w, "warning: the main line breaks the rules, written as it came: ", "", msg);
    return 1;
}

/* ------------------------------------------------------------ writing */

/* The game's tree in the output's format, what it left out said; 0, or -1 when it
 * cannot be written in that format (said) or memory runs out. */
static int write_game(conv_run *run, const rec_where *w, renju_game *g)
{
    int format = run->opt->out_format, n, len;
    char *buf;

    if ((n = renju_tree_export(g, format, NULL, 0)) < 0)
        return not_converted(run, w, "", renju_errmsg(g)), -1;
    /* room for a newline after a text record that lacks one */
    if (!(buf = malloc((size_t)n + 1)))
        return not_converted(run, w, "", "out of memory"), -1;
    if ((len = renju_tree_export(g, format, buf, (size_t)n)) < 0) {
        not_converted(run, w, "", renju_errmsg(g));
        free(buf);
        return -1;
    }
    say_warnings(run, w, g);
    if (format != RENJU_FORMAT_LIB && len > 0 && buf[len - 1] != '\n')
        buf[len++] = '\n';
    if (output_game(run->out, run->games, buf, (size_t)len) != 0)
        run->write_failed = 1;
    else
        run->converted++;
    free(buf);
    return run->write_failed ? -1 : 0;
}

/* A second game for an output that holds one: nothing is written. */
static int too_many(conv_run *run)
{
    progress_clear(run->pr);
    fprintf(stderr, "%s: %s holds more than one game, and a .%s file holds one: name the "
                    "output with a %%d for a file a game (such as game-%%d.%s)\n",
            convert_prog, run->opt->in, tool_format_name(run->opt->out_format),
            tool_format_name(run->opt->out_format));
    run->stop = 1;
    return 1;
}

int convert_game(void *ctx, const rec_where *w, renju_game *g, int rc, const char *msg)
{
    conv_run *run = ctx;

    if (++run->games == 2 && output_single(run->out))
        return too_many(run);
    if (!g)
        return not_converted(run, w, "", msg);
    if (rc < 0 && !failed_import(run, w, g, rc))
        return 0;
    say_warnings(run, w, g);
    write_game(run, w, g);
    return run->write_failed;
}

/* ------------------------------------------------------------ databases */

/* What a RenjuNet game says besides its moves, as the game's tags. */
static void database_tags(renju_game *g, const rn_game *d)
{
    static const char *const results[] = { NULL, "B+", "W+", "0" };
    char round[24];

    if (d->recorded > RN_NONE && d->recorded <= RN_DRAW)
        renju_tag_set(g, "RE", results[d->recorded]);
    if (d->black)
        renju_tag_set(g, "PB", d->black);
    if (d->white)
        renju_tag_set(g, "PW", d->white);
    if (d->event)
        renju_tag_set(g, "EV", d->event);
    if (d->round > 0) {
        snprintf(round, sizeof round, "%ld", d->round);
        renju_tag_set(g, "RO", round);
    }
}

int convert_database_game(void *ctx, const struct rn_game *d)
{
    conv_run *run = ctx;
    const conv_options *opt = run->opt;
    rec_where w = { opt->in, d->line, REC_AT_MOVE, 0, 0 };
    rec_setup s = { opt->ruleset >= 0 ? opt->ruleset : RENJU_RULES_RENJU, opt->size,
                    opt->opening, opt->opening_n, 1, opt->charset };
    renju_game *g;
    char msg[160];
    int rc, stop;

    if (d->why) {
        if (++run->games == 2 && output_single(run->out))
            return too_many(run);
        return not_converted(run, &w, "", d->why);
    }
    if (d->rule) {
        s.ruleset = d->rule->ruleset;
        s.opening = d->rule->opening;
        s.opening_n = d->rule->opening_n;
    }
    if (!(g = rec_game_new(&s, msg, sizeof msg)))
        return convert_game(run, &w, NULL, 0, msg);
    rc = renju_record_import(g, RENJU_FORMAT_MOVES, d->moves ? d->moves : "",
                             d->moves ? strlen(d->moves) : 0, 0);
    if (rc >= 0)
        database_tags(g, d);
    if (rc >= 0 && d->rule_note && !opt->quiet)
        say(run, &w, "warning: ", "", d->rule_note);
    stop = convert_game(run, &w, g, rc >= 0 ? 1 : rc, NULL);
    renju_game_free(g);
    return stop;
}
