/* SPDX-License-Identifier: MIT */
/* renju-demo - plays a short renju game through librenju and shows the board.
 *
 * Build against an installed library with:
 *   cc -o renju-demo renju-demo.c $(pkg-config --cflags --libs renju)
 */
#include <renju.h>

#include <stdio.h>
#include <stdlib.h>

/* A short game: black wins with a four-three (move 13, j8), then a five. */
static const char *const game_moves[] = {
    "h8", "h9", "i8", "i9", "g8", "f8", "j10", "g9", "j9", "f9",
    "e9", "k10", "j8", "k8", "j11", "j7", "j12"
};

static void die(renju_game *g, const char *what)
{
    fprintf(stderr, "renju-demo: %s: %s\n", what, renju_errmsg(g));
    renju_game_free(g);
    exit(1);
}

/* Print the board as a player sees it (row 15 at the top, the last stone in brackets,
 * black's forbidden points marked with a small x), in the library's own drawing: ask
 * for the size it needs, then have it written. */
static void print_board(renju_game *g)
{
    int flags = RENJU_TEXT_FORBIDDEN | RENJU_TEXT_LAST;
    int n = renju_board_text(g, flags, NULL, 0);
    char *text;

    if (n < 0)
        die(g, "board");
    text = malloc((size_t)n);
    if (!text) {
        fprintf(stderr, "renju-demo: out of memory\n");
        renju_game_free(g);
        exit(1);
    }
    if (renju_board_text(g, flags, text, (size_t)n) < 0) {
        free(text);
        die(g, "board");
    }
    fputs(text, stdout);
    free(text);
    /* the marks in words, for a reader who has not seen this board before */
    printf("X black, O white, [ ] the last move, x black's forbidden points\n");
}

static const char *result_text(int result)
{
    switch (result) {
    case RENJU_BLACK_WINS: return "black wins";
    case RENJU_WHITE_WINS: return "white wins";
    case RENJU_DRAW:       return "draw";
    default:               return "game goes on";
    }
}

/* The library's words for a reason (renju_result(3)). */
static const char *reason_text(int reason)
{
    const char *name = renju_reason_name(reason);

    return name ? name : "?";
}

int main(void)
{
    renju_game *g;
    size_t i;
    int p, n, line[RENJU_MAX_SIZE];
    char name[8];

    if (renju_game_new(&g, RENJU_RULES_RENJU, 15) != RENJU_OK) {
        fprintf(stderr, "renju-demo: cannot create a game\n");
        return 1;
    }
    printf("librenju %s: a renju game\n\n", renju_version_string());
    for (i = 0; i < sizeof game_moves / sizeof *game_moves; i++) {
        if (renju_point_parse(g, game_moves[i], &p) < 0)
            die(g, game_moves[i]);
        printf("%2zu. %s %-4s", i + 1, renju_side_to_move(g) == RENJU_BLACK ? "black" : "white",
               game_moves[i]);
        if (renju_play(g, p) < 0)
            die(g, game_moves[i]);
        printf("%s", (i + 1) % 4 == 0 ? "\n" : "   ");
    }
    printf("\n\n");
    print_board(g);

    renju_point_format(g, renju_last_move(g), name, sizeof name);
    printf("\nLast move: %s (%d moves)\n", name, renju_move_count(g));
    printf("Result: %s by %s", result_text(renju_result(g)), reason_text(renju_result_reason(g)));
    n = renju_winning_line(g, line, sizeof line / sizeof *line);
    for (i = 0; n > 0 && i < (size_t)n; i++) {
        renju_point_format(g, line[i], name, sizeof name);
        printf("%s%s", i ? " " : ": ", name);
    }
    printf("\n");
    renju_game_free(g);
    return 0;
}
