/* SPDX-License-Identifier: MIT */
/* answer.c - renju-find INDEX POSITION: the index file mapped into memory (only the
 * pages a query reads are read), the position made on a game, and the games that reach
 * it and the moves they played next printed, in the orientation of the question. */
#define _POSIX_C_SOURCE 200809L

#include "find.h"
#include "../formats.h"
#include "../input.h"
#include "../records.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *const prog = "renju-find";

/* The index file's bytes: mapped, or read whole where mapping fails. */
typedef struct mapped {
    void *data;
    size_t size;
    int is_mapped;
} mapped;

static int map_file(const char *path, mapped *m)
{
    struct stat st;
    int fd = open(path, O_RDONLY);
    ssize_t got;
    size_t done = 0;

    memset(m, 0, sizeof *m);
    if (fd < 0 || fstat(fd, &st) != 0) {
        fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    m->size = (size_t)st.st_size;
    if (m->size && (m->data = mmap(NULL, m->size, PROT_READ, MAP_PRIVATE, fd, 0)) != MAP_FAILED) {
        m->is_mapped = 1;
        close(fd);
        return 0;
    }
    if (!(m->data = malloc(m->size ? m->size : 1))) {
        fprintf(stderr, "%s: %s: out of memory\n", prog, path);
        close(fd);
        return -1;
    }
    while (done < m->size && (got = read(fd, (char *)m->data + done, m->size - done)) > 0)
        done += (size_t)got;
    close(fd);
    if (done < m->size) {
        fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
        free(m->data);
        return -1;
    }
    return 0;
}

static void unmap_file(mapped *m)
{
    if (m->is_mapped)
        munmap(m->data, m->size);
    else
        free(m->data);
}

/* The first game of a record file, kept (records.h hands each game over). */
static int first_game(void *ctx, const rec_where *w, renju_game *g, int rc, const char *msg)
{
    renju_game **out = ctx;

    (void)w;
    if (!g || (rc < 0 && (rc == RENJU_EPARSE || rc == RENJU_EINVAL))) {
        fprintf(stderr, "%s: %s\n", prog, g ? renju_errmsg(g) : msg);
        return 1;
    }
    if (renju_game_clone(out, g) < 0)
        *out = NULL;
    return 1;
}

static renju_game *position_of_file(const find_options *opt, const char *path)
{
    rec_setup s = { opt->ruleset >= 0 ? opt->ruleset : RENJU_RULES_RENJU, opt->size,
                    RENJU_OPENING_NONE, 0, 1, NULL };
    renju_game *g = NULL;
    rec_reader r;
    const char *head;
    size_t n;
    int complete, format, flags;

    if (rec_open(&r, prog, path))
        return NULL;
    if (rec_peek(&r, 4096, &head, &n, &complete) == 0) {
        format = opt->format != TOOL_FORMAT_UNKNOWN ? opt->format
               : tool_format_detect(path, head, n, complete);
        if (format == TOOL_FORMAT_RENJUNET || format == TOOL_FORMAT_UNKNOWN) {
            fprintf(stderr, "%s: %s: give a record of one game as the position\n", prog, path);
        } else {
            if (format != RENJU_FORMAT_MOVES)
                s.size = 15;
            flags = (format == RENJU_FORMAT_SGF || format == RENJU_FORMAT_PSQ
                     ? RENJU_IMPORT_RULES : 0) | RENJU_IMPORT_PARTIAL;
            rec_read_games(&r, format, &s, flags, NULL, first_game, &g);
        }
    }
    rec_close(&r);
    return g;
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
static renju_game *position_of_text(const find_options *opt, const char *text)
{
    int ruleset = opt->ruleset >= 0 ? opt->ruleset : RENJU_RULES_RENJU;
    renju_game *g = NULL;
    char err[256];
    int side, nb = 0, nw = 0, p;

    if (renju_game_new(&g, ruleset, opt->size) < 0) {
        fprintf(stderr, "%s: cannot make a game of %s on %dx%d\n", prog,
                renju_ruleset_name(ruleset), opt->size, opt->size);
        return NULL;
    }
    if (strchr(text, '/')) {
        if (set_stones(g, text, RENJU_BLACK, err, sizeof err) == 0) {
            for (p = 0; p < opt->size * opt->size; p++) {
                nb += renju_stone(g, p) == RENJU_BLACK;
                nw += renju_stone(g, p) == RENJU_WHITE;
            }
            side = opt->to_move != RENJU_EMPTY ? opt->to_move : nb > nw ? RENJU_WHITE : RENJU_BLACK;
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

static const char *plural(long n, const char *one, const char *more)
{
    return n == 1 ? one : more;
}

/* The games' results, counted. */
static void print_totals(renju_index *ix, const int *games, int n)
{
    long won = 0, drawn = 0, lost = 0;
    int i, r;

    for (i = 0; i < n; i++) {
        r = renju_index_result(ix, games[i]);
        won += r == RENJU_BLACK_WINS;
        drawn += r == RENJU_DRAW;
        lost += r == RENJU_WHITE_WINS;
    }
    printf("%d %s the position: black won %ld, drew %ld, lost %ld",
           n, plural(n, "game reaches", "games reach"), won, drawn, lost);
    if (won + drawn + lost < n)
        printf(", %ld without a result", n - won - drawn - lost);
    printf("\n");
}

static void print_next(renju_index *ix, renju_game *g)
{
    int moves[(RENJU_MAX_SIZE * RENJU_MAX_SIZE + 1) * RENJU_INDEX_NEXT_WIDTH], n, i;
    char name[16];

    if ((n = renju_index_next(ix, g, moves, sizeof moves / sizeof moves[0])) <= 0)
        return;
    printf("next moves:\n");
    for (i = 0; i < n; i++) {
        const int *m = moves + i * RENJU_INDEX_NEXT_WIDTH;

        if (renju_point_format(g, m[0], name, sizeof name) < 0)
            snprintf(name, sizeof name, "?");
        printf("  %-5s %6d %s (black won %d, drew %d, lost %d)\n", name, m[1],
               plural(m[1], "game ", "games"), m[2], m[3], m[4]);
    }
}

static void print_games(const find_options *opt, renju_index *ix, const int *games, int n)
{
    static const char *const results[] = { "no result", "black won", "white won", "draw" };
    int i, r;

    if (opt->list <= 0 || n == 0)
        return;
    printf("games:\n");
    for (i = 0; i < n && i < opt->list; i++) {
        r = renju_index_result(ix, games[i]);
        printf("  %s  (%s)\n", renju_index_label(ix, games[i]), r >= 0 && r <= 3 ? results[r] : "?");
    }
    if (n > opt->list)
        printf("  ... and %d more\n", n - opt->list);
}

static int answer(const find_options *opt, renju_index *ix, renju_game *g)
{
    /* room for every game: one search, not one to count and one to list */
    size_t room = (size_t)renju_index_games(ix) + 1;
    int *games = malloc(sizeof *games * room), n;

    if (!games) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return 2;
    }
    if ((n = renju_index_find(ix, g, games, room)) < 0) {
        fprintf(stderr, "%s: %s\n", prog, renju_index_errmsg(ix));
        free(games);
        return 2;
    }
    if (opt->count_only) {
        printf("%d\n", n);
    } else {
        print_totals(ix, games, n);
        print_next(ix, g);
        print_games(opt, ix, games, n);
    }
    free(games);
    return n > 0 ? 0 : 1;
}

int find_answer(const find_options *opt, const char *path, const char *position)
{
    struct stat st;
    renju_index *ix;
    renju_game *g;
    mapped m;
    int rc;

    if (map_file(path, &m))
        return 2;
    if (renju_index_new(&ix) < 0 || renju_index_open(ix, m.data, m.size) < 0) {
        fprintf(stderr, "%s: %s: %s\n", prog, path, ix ? renju_index_errmsg(ix) : "out of memory");
        renju_index_free(ix);
        unmap_file(&m);
        return 2;
    }
    g = stat(position, &st) == 0 && S_ISREG(st.st_mode) ? position_of_file(opt, position)
      : position_of_text(opt, position);
    rc = g ? answer(opt, ix, g) : 2;
    renju_game_free(g);
    renju_index_free(ix);
    unmap_file(&m);
    if (fflush(stdout) != 0)
        return 2;
    return rc;
}
