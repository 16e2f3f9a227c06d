/* SPDX-License-Identifier: MIT */
/* bench_import - whether reading a collection with renju_record_import_next() costs
 * the same per game however long the collection is: SGF collections of bad games
 * ("()", each an error with its line and column) and of games whose warning carries a
 * position (set-up stones after the first node, kept but not placed), each at two sizes, one game a line.
 * Prints the time per game of each; the two sizes of a kind should be about equal:
 * a cost per game that grows with the size is quadratic reading, and the program
 * then says so and exits 1 (more than 3 times the small size's cost a game).
 *
 * Usage: bench_import [games]   (default 100000; the small size is a tenth of it) */
#define _POSIX_C_SOURCE 200809L
#include <renju.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* games copies of game, each on a line of its own, in a malloc'ed buffer. */
static char *collection(const char *game, long games, size_t *length)
{
    size_t n = strlen(game), i;
    char *text = malloc((n + 1) * (size_t)games + 1);

    if (!text)
        return NULL;
    for (i = 0; i < (size_t)games; i++) {
        memcpy(text + i * (n + 1), game, n);
        text[i * (n + 1) + n] = '\n';
    }
    *length = (n + 1) * (size_t)games;
    return text;
}

/* Read every game; the seconds taken, or -1 when the games did not read as meant
 * (each bad game an error, each labelled game read with one warning). */
static double read_all(renju_game *g, const char *text, size_t n, long games, int bad)
{
    size_t at = 0;
    long seen = 0, ok = 0;
    int rc, line = 0;
    double t = now();

    while ((rc = renju_record_import_next(g, RENJU_FORMAT_SGF, text, n, &at, 0)) != 0) {
        seen++;
        if (bad && rc < 0)
            renju_record_error_position(g, &line, NULL, NULL);
        else if (!bad && rc == 1 && renju_record_warnings(g) == 1)
            renju_record_warning(g, 0, NULL, &line, NULL, NULL);
        else
            continue;
        ok += line == seen;   /* the position names the game's own line */
    }
    t = now() - t;
    return seen == games && ok == games ? t : -1;
}

int main(int argc, char **argv)
{
    static const struct { const char *name, *game; int bad; } kinds[] = {
        { "bad games \"()\"", "()", 1 },
        { "games with a warning (AB after the first node)", "(;GM[4]FF[4]SZ[15];B[hh]AB[aa];W[hi])", 0 },
    };
    long big = argc > 1 ? atol(argv[1]) : 100000;
    renju_game *g;
    size_t k;
    int s, slow = 0;

    if (big < 10 || renju_game_new(&g, RENJU_RULES_RENJU, 15) != RENJU_OK) {
        fprintf(stderr, "usage: bench_import [games, at least 10]\n");
        return 2;
    }
    printf("renju_record_import_next(), one game a line, time per game:\n");
    for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        double small = 0;
        for (s = 0; s < 2; s++) {
            long games = s ? big : big / 10;
            size_t n;
            char *text = collection(kinds[k].game, games, &n);
            double t = text ? read_all(g, text, n, games, kinds[k].bad) : -1;

            free(text);
            if (t < 0) {
                fprintf(stderr, "bench_import: %s: not read as expected\n", kinds[k].name);
                renju_game_free(g);
                return 1;
            }
            printf("  %-24s %7ld games: %8.3f s, %7.0f ns a game\n", kinds[k].name, games,
                   t, t * 1e9 / games);
            if (!s)
                small = t / games;
            else if (t / games > 3 * small) {
                printf("  %s: %.1f times the cost a game of the small size: quadratic\n",
                       kinds[k].name, t / games / small);
                slow = 1;
            }
        }
    }
    renju_game_free(g);
    return slow;
}
