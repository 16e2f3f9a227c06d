/* SPDX-License-Identifier: MIT */
/* position.c - a position given on the command line (position.h). */
#define _POSIX_C_SOURCE 200809L

#include "position.h"
#include "formats.h"
#include "input.h"
#include "records.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The first game of a record file, kept (records.h hands each game over). */
typedef struct first {
    const char *prog;
    renju_game *g;
} first;

static int first_game(void *ctx, const rec_where *w, renju_game *g, int rc, const char *msg)
{
    first *f = ctx;
    const char *prog = f->prog;

    (void)w;
    if (!g || (rc < 0 && (rc == RENJU_EPARSE || rc == RENJU_EINVAL))) {
        fprintf(stderr, "%s: %s\n", prog, g ? renju_errmsg(g) : msg);
        return 1;
    }
    if (renju_game_clone(&f->g, g) < 0)
        f->g = NULL;
    return 1;
}

static renju_game *position_of_file(const char *prog, const char *path, int format_given,
                                    int ruleset, int size)
{
    rec_setup s = { ruleset >= 0 ? ruleset : RENJU_RULES_RENJU, size, RENJU_OPENING_NONE, 0, 1,
                    NULL };
    first f = { prog, NULL };
    rec_reader r;
    const char *head;
    size_t n;
    int complete, format, flags;

    if (rec_open(&r, prog, path))
        return NULL;
    if (rec_peek(&r, 4096, &head, &n, &complete) == 0) {
        format = format_given != TOOL_FORMAT_UNKNOWN ? format_given
               : tool_format_detect(path, head, n, complete);
        if (format == TOOL_FORMAT_RENJUNET || format == TOOL_FORMAT_UNKNOWN) {
            fprintf(stderr, "%s: %s: give a record of one game as the position\n", prog, path);
        } else {
            if (format != RENJU_FORMAT_MOVES)
                s.size = 15;
            flags = (format == RENJU_FORMAT_SGF || format == RENJU_FORMAT_PSQ
                     ? RENJU_IMPORT_RULES : 0) | RENJU_IMPORT_PARTIAL;
            rec_read_games(&r, format, &s, flags, NULL, first_game, &f);
        }
    }
    rec_close(&r);
    return f.g;
}

/* Stones "BLACK / WHITE" set up on g, side to move; 0, or -1 with err said. */
static int set_stones(renju_game *g, const char *text, int side, char *err, size_t n)
{
    char *copy = strdup(text), *slash;
    int rc = -1;

    if (!copy) {
        snprintf(err, n, "out of memory");
        return -1;
    }
    slash = strchr(copy, '/');
    *slash = '\0';
    rc = lines_set_position(g, copy, slash + 1, side, err, n);
    free(copy);
    return rc;
}

/* Stones "BLACK / WHITE" (the side to move given, or black when both colours have as
 * many stones), or a move list, on a new game. */
static renju_game *position_of_text(const char *prog, const char *text, int ruleset, int size,
                                    int to_move)
{
    renju_game *g = NULL;
    char err[256];
    int side, nb = 0, nw = 0, p;

    ruleset = ruleset >= 0 ? ruleset : RENJU_RULES_RENJU;
    if (renju_game_new(&g, ruleset, size) < 0) {
        fprintf(stderr, "%s: cannot make a game of %s on %dx%d\n", prog,
                renju_ruleset_name(ruleset), size, size);
        return NULL;
    }
    if (strchr(text, '/')) {
        if (set_stones(g, text, RENJU_BLACK, err, sizeof err) == 0) {
            for (p = 0; p < size * size; p++) {
                nb += renju_stone(g, p) == RENJU_BLACK;
                nw += renju_stone(g, p) == RENJU_WHITE;
            }
            side = to_move != RENJU_EMPTY ? to_move : nb > nw ? RENJU_WHITE : RENJU_BLACK;
            if (side == RENJU_BLACK || set_stones(g, text, side, err, sizeof err) == 0)
                return g;
        }
        fprintf(stderr, "%s: the position '%s': %s\n", prog, text, err);
    } else if (renju_record_import(g, RENJU_FORMAT_MOVES, text, strlen(text), 0) >= 0) {
        return g;
    } else {
        fprintf(stderr, "%s: the position '%s': %s\n", prog, text, renju_errmsg(g));
    }
    renju_game_free(g);
    return NULL;
}

renju_game *position_read(const char *prog, const char *arg, int format, int ruleset, int size,
                          int to_move)
{
    struct stat st;

    if (strcmp(arg, "-") == 0 || (stat(arg, &st) == 0 && S_ISREG(st.st_mode)))
        return position_of_file(prog, arg, format, ruleset, size);
    return position_of_text(prog, arg, ruleset, size, to_move);
}
