/* SPDX-License-Identifier: MIT */
/* answer.c - renju-find INDEX POSITION: the index file mapped into memory (only the
 * pages a query reads are read), the position made on a game, and the games that reach
 * it and the moves they played next printed, in the orientation of the question. */
#define _POSIX_C_SOURCE 200809L

#include "find.h"
#include "../position.h"

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
    g = position_read(prog, position, opt->format, opt->ruleset, opt->size, opt->to_move);
    rc = g ? answer(opt, ix, g) : 2;
    renju_game_free(g);
    renju_index_free(ix);
    unmap_file(&m);
    if (fflush(stdout) != 0)
        return 2;
    return rc;
}
