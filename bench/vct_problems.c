/* SPDX-License-Identifier: MIT */
/* vct_problems - makes the VCT problems of bench/data (bench/data/SOURCES says how):
 * positions where the side to move has a victory by continuous threats
 * (renju_vct()) and, for the random ones, no victory by continuous fours
 * (renju_vcf()), both proved within 20 s of search each, written as renju-solve's BLACK / WHITE / SIDE lines, each with
 * a comment: where it comes from, the length of its line and the positions searched.
 *
 *   vct_problems moves RULES < list    one position a line of "NAME|MOVES" (moves
 *                                      from the empty board, "h8,i9,..."): the
 *                                      position after them, kept unless it is
 *                                      proved to have no VCT ("vcf" in the comment
 *                                      of one that has a VCF too, "no answer" for
 *                                      one where the clock ran out first)
 *   vct_problems random RULES COUNT SEED
 *                                      COUNT positions of random games near the
 *                                      centre, the first with a VCT and no VCF of
 *                                      each game
 *
 * RULES is a rule-set name (renju, freestyle, standard). */
#include <renju.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXP (RENJU_MAX_SIZE * RENJU_MAX_SIZE)
#define BUDGET 0           /* no node limit: the clock (LIMIT_MS) instead */
#define LIMIT_MS 20000

static void print_position(renju_game *g, const char *comment)
{
    int colour, p, n = renju_point(g, 14, 14) + 1, any;
    char name[8];

    printf("# %s\n", comment);
    for (colour = RENJU_BLACK; colour <= RENJU_WHITE; colour++) {
        any = 0;
        for (p = 0; p < n; p++)
            if (renju_stone(g, p) == colour) {
                renju_point_format(g, p, name, sizeof name);
                printf("%s%s", any ? " " : "", name);
                any = 1;
            }
        printf("%s / ", any ? "" : "-");
    }
    printf("%s\n", renju_side_to_move(g) == RENJU_BLACK ? "black" : "white");
}

/* Whether the side to move has a VCT (RENJU_SOLVE_*; *vcf: and a VCF); *len, *nodes
 * of the VCT. */
static int classify(renju_game *g, int *vcf, int *len, int *nodes)
{
    int line[MAXP], out, n;

    renju_vcf(g, BUDGET, &out, &n, line, MAXP);
    if (out == RENJU_SOLVE_UNKNOWN)
        return RENJU_SOLVE_UNKNOWN;
    *vcf = out == RENJU_SOLVE_WIN;
    *len = renju_vct(g, BUDGET, &out, nodes, line, MAXP);
    return out;
}

static int from_moves(renju_game *g)
{
    char buf[4096], *bar, *tok, comment[256];
    int p, vcf, len, nodes, bad, res;

    while (fgets(buf, sizeof buf, stdin)) {
        buf[strcspn(buf, "\r\n")] = '\0';
        if (!(bar = strchr(buf, '|')))
            continue;
        *bar++ = '\0';
        renju_game_reset(g);
        bad = 0;
        for (tok = strtok(bar, ", "); tok && !bad; tok = strtok(NULL, ", ")) {
            for (p = 0; tok[p]; p++)
                tok[p] = (char)tolower((unsigned char)tok[p]);
            bad = renju_point_parse(g, tok, &p) < 0 || renju_play(g, p) != RENJU_OK;
        }
        if (bad || renju_result(g) != RENJU_ONGOING) {
            fprintf(stderr, "%s: not a position in play\n", buf);
            continue;
        }
        if ((res = classify(g, &vcf, &len, &nodes)) == RENJU_SOLVE_NONE) {
            fprintf(stderr, "%s: no VCT\n", buf);
            continue;
        }
        if (res == RENJU_SOLVE_UNKNOWN)
            snprintf(comment, sizeof comment, "%.100s: no answer in %d s", buf,
                     LIMIT_MS / 1000);
        else
            snprintf(comment, sizeof comment, "%.100s: line %d, %d positions%s", buf, len,
                     nodes, vcf ? ", vcf" : "");
        print_position(g, comment);
        fflush(stdout);
    }
    return 0;
}

static int random_games(renju_game *g, int count, unsigned seed)
{
    int made = 0, games = 0, m, p, vcf, len, nodes, found;
    char comment[128];

    while (made < count && games < 100 * count) {
        games++;
        renju_game_reset(g);
        found = 0;
        for (m = 0; m < 80 && !found && renju_result(g) == RENJU_ONGOING;) {
            seed = seed * 1103515245u + 12345u;
            p = renju_point(g, 3 + (int)(seed >> 16) % 9, 3 + (int)(seed >> 8) % 9);
            if (renju_play(g, p) != RENJU_OK)
                continue;
            m++;
            if (m < 12 || renju_result(g) != RENJU_ONGOING)
                continue;
            if (classify(g, &vcf, &len, &nodes) == RENJU_SOLVE_WIN && !vcf) {
                snprintf(comment, sizeof comment, "random game %d, move %d: line %d, %d positions",
                         games, m, len, nodes);
                print_position(g, comment);
                fflush(stdout);
                found = 1;
                made++;
            }
        }
    }
    return made == count ? 0 : 1;
}

int main(int argc, char **argv)
{
    renju_game *g;
    int rules, res;

    if (argc < 3 || (rules = renju_ruleset_from_name(argv[2])) < 0
        || (strcmp(argv[1], "random") == 0 && argc < 5)) {
        fprintf(stderr, "usage: vct_problems moves RULES < list\n"
                        "       vct_problems random RULES COUNT SEED\n");
        return 2;
    }
    if (renju_game_new(&g, rules, 15) != RENJU_OK)
        return 1;
    renju_search_time_set(g, LIMIT_MS);
    res = strcmp(argv[1], "moves") == 0 ? from_moves(g)
                                         : random_games(g, atoi(argv[3]),
                                                        (unsigned)strtoul(argv[4], NULL, 10));
    renju_game_free(g);
    return res;
}
