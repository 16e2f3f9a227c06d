/* SPDX-License-Identifier: MIT */
/* renju-play - a game of renju or gomoku for two people at one keyboard, or for a script
 * on standard input, under any rule set and opening rule of librenju.
 *
 * Type "help" for the commands.  Every line is one command; a line may start with the
 * player who acts ("1 swap", "2 h8"): without it, the player the game expects acts.
 * The commands, the options and the exit status are documented in renju-play(1).
 */
#define _POSIX_C_SOURCE 200809L   /* isatty() */

#include <renju.h>

#include "cli.h"

#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_WORDS 128
#define LINE_MAX_LEN 1024

static const char *const help_text =
    "Commands (one a line; words may be upper or lower case):\n"
    "  h8              place a stone (an opening stone, a move, or the offer to choose)\n"
    "  pass            pass (not during the opening)\n"
    "  draw h8         play h8 and offer a draw (\"draw pass\" to pass with it)\n"
    "  accept, decline answer a draw offer\n"
    "  resign          the player to act resigns\n"
    "  swap, keep      swap colours or keep them, when the rule offers it\n"
    "  declare N       declare the number of 5th-move offers (or just N)\n"
    "  offer a b ...   propose the 5th-move offers (or just the points)\n"
    "  choose h8       choose the 5th move among the offers\n"
    "  fifth, offers   Taraguchi: move 5 in the 9x9, or the offers\n"
    "  black, white    choose a colour (Swap1, Swap2), or take it (Swap2, Super Sakata)\n"
    "  more            Swap2, Super Sakata: place two more stones\n"
    "  undo, redo      take back an action, or play it again\n"
    "  board           show the board again\n"
    "  why h8          say whether a black stone on h8 is forbidden, and why\n"
    "  hint            a victory by continuous fours for the side to move, else one by\n"
    "                  continuous threats (fours and threes), if any\n"
    "  defend          the side to move's defences against the opponent's VCF (or\n"
    "                  \"defend vcf\")\n"
    "  defend vct      the same against the opponent's VCT\n"
    "  save FILE       write the game to FILE in SGF\n"
    "  load FILE       read a game from an SGF file, with its rules\n"
    "  new             start a new game with the same rules\n"
    "  help, quit\n"
    "Start a line with 1 or 2 to act as the first or second player.\n";

#define COUNT(a) (sizeof (a) / sizeof (a)[0])

static int show_board = 1;
static int echo_input = 0;
static int announced_opening = 0;   /* the 26-opening last named, 0 for none */

/* What a command line came to: go on, quit, or refused (an error was written). */
enum { GO_ON, QUIT, REFUSED };
/* What an action returns, instead of the library's code, when it has already written
 * what was wrong with the command (no library code is positive). */
#define ERROR_WRITTEN 1

static const char *colour_name(int colour)
{
    return colour == RENJU_BLACK ? "black" : colour == RENJU_WHITE ? "white" : "nobody";
}

static const char *player_name(int player)
{
    return player == RENJU_PLAYER_FIRST ? "first player" : "second player";
}

static void capitalised(const char *s)
{
    printf("%c%s", toupper((unsigned char)s[0]), s + 1);
}

static void point_name(renju_game *g, int p, char *buf, size_t n)
{
    if (renju_point_format(g, p, buf, n) < 0)
        snprintf(buf, n, "?");
}

/* ------------------------------------------------------------------ board */

/* A line under the board that says what each mark means, so that a new player need
 * not look it up; only the marks that can be on this board are named. */
static void print_legend(renju_game *g, int forbidden)
{
    printf("X black, O white, [ ] the last move");
    if (forbidden)
        printf(", x black's forbidden points");
    if (renju_expected_action(g) == RENJU_ACTION_CHOOSE_OFFER)
        printf(", ? the offers");
    printf("\n");
}

/* The board in the library's drawing, with every mark it can show: the last move,
 * black's forbidden points (renju, while the game goes on: once it is over no point
 * is forbidden, for no one may play) and the offers while they are being chosen. */
static void print_board(renju_game *g)
{
    char text[1024];   /* the drawing of a 20x20 board takes at most 905 bytes */
    int forbidden = renju_game_ruleset(g) == RENJU_RULES_RENJU
                    && renju_result(g) == RENJU_ONGOING;

    if (renju_board_text(g, (forbidden ? RENJU_TEXT_FORBIDDEN : 0) | RENJU_TEXT_LAST
                         | RENJU_TEXT_OFFERS, text, sizeof text) < 0) {
        printf("error: %s\n", renju_errmsg(g));
        return;
    }
    fputs(text, stdout);
    print_legend(g, forbidden);
}

/* ----------------------------------------------------------- what next */

/* Describes the allowed points of a stone in words: the central KxK square inside or
 * outside of which they all are, one point, or anywhere. */
static void describe_area(renju_game *g, char *buf, size_t n)
{
    int size = renju_game_size(g), half = size / 2, pts[RENJU_MAX_SIZE * RENJU_MAX_SIZE];
    int np, i, k, p, dc, dr, d, lo = size, hi = -1, empty = 0, inside;
    char name[8];

    np = renju_allowed_points(g, pts, sizeof pts / sizeof pts[0]);
    for (p = 0; p < size * size; p++)
        empty += renju_stone(g, p) == RENJU_EMPTY;
    if (np == 1) {
        point_name(g, pts[0], name, sizeof name);
        snprintf(buf, n, "on %s", name);
        return;
    }
    if (np <= 0 || np == empty) {
        snprintf(buf, n, np <= 0 ? "nowhere" : "anywhere");
        return;
    }
    for (i = 0; i < np; i++) {
        dc = abs(renju_point_column(g, pts[i]) - half);
        dr = abs(renju_point_row(g, pts[i]) - half);
        d = dc > dr ? dc : dr;
        lo = d < lo ? d : lo;
        hi = d > hi ? d : hi;
    }
    /* inside: all within distance hi of the centre; outside: all beyond lo - 1 */
    for (inside = 0, p = 0; p < size * size; p++) {
        dc = abs(renju_point_column(g, p) - half);
        dr = abs(renju_point_row(g, p) - half);
        d = dc > dr ? dc : dr;
        inside += renju_stone(g, p) == RENJU_EMPTY && d <= hi;
    }
    k = inside == np ? 2 * hi + 1 : 2 * lo - 1;
    snprintf(buf, n, "%s the central %dx%d", inside == np ? "inside" : "outside", k, k);
}

static void print_result(renju_game *g)
{
    int result = renju_result(g), reason = renju_result_reason(g), line[RENJU_MAX_SIZE];
    int n, i, kind, point;
    char name[8];

    printf("Result: %s", result == RENJU_DRAW ? "draw"
                        : result == RENJU_BLACK_WINS ? "black wins" : "white wins");
    if (reason != RENJU_REASON_NONE && renju_reason_name(reason))
        printf(" by %s", renju_reason_name(reason));
    n = renju_winning_line(g, line, RENJU_MAX_SIZE);
    for (i = 0; i < n; i++) {
        point_name(g, line[i], name, sizeof name);
        printf("%s%s", i ? " " : ": ", name);
    }
    if (reason == RENJU_REASON_FOUL && renju_result_foul(g, &kind, &point) == RENJU_OK) {
        point_name(g, point, name, sizeof name);
        printf(" (%s at %s)", renju_forbid_name(kind), name);
    }
    printf("\n");
}

/* Says in plain words who must do what. */
static void prompt(renju_game *g)
{
    int action = renju_expected_action(g), player = renju_expected_player(g);
    int colour = renju_player_colour(g, player), lo = 0, hi = 0, n, i;
    int offers[RENJU_MAX_OFFERS];
    char area[48], name[8];

    if (action == RENJU_ACTION_NONE) {
        print_result(g);
        printf("The game is over: undo, new or quit.\n");
        return;
    }
    capitalised(player_name(player));
    if (renju_colours_final(g))
        printf(" (%s)", colour_name(colour));
    printf(": ");
    switch (action) {
    case RENJU_ACTION_PLAY:
        printf("%s to play move %d (a point, pass, draw, resign).\n",
               colour_name(renju_side_to_move(g)), renju_move_count(g) + 1);
        if (renju_draw_offered(g))
            printf("A draw is offered: accept, or decline (or just play).\n");
        break;
    case RENJU_ACTION_STONE:
        describe_area(g, area, sizeof area);
        printf("place %s's stone of move %d %s.\n", colour_name(renju_expected_colour(g)),
               renju_stone_count(g) + 1, area);
        break;
    case RENJU_ACTION_SWAP:
        printf("swap colours and play %s? (swap or keep)\n", colour_name(3 - colour));
        break;
    case RENJU_ACTION_DECLARE:
        renju_offer_bounds(g, &lo, &hi);
        printf("declare how many 5th moves black will offer, %d to %d (declare N).\n", lo, hi);
        break;
    case RENJU_ACTION_OFFERS:
        renju_offer_bounds(g, &lo, &hi);
        printf("offer %d 5th move%s, no two of them symmetric (offer p ...).\n", lo,
               lo == 1 ? "" : "s");
        break;
    case RENJU_ACTION_CHOOSE_OFFER:
        n = renju_offers(g, offers, RENJU_MAX_OFFERS);
        printf("choose the 5th move among");
        for (i = 0; i < n; i++) {
            point_name(g, offers[i], name, sizeof name);
            printf(" %s", name);
        }
        printf(" (choose p).\n");
        break;
    case RENJU_ACTION_BRANCH:
        renju_offer_bounds(g, &lo, &hi);
        printf("place move 5 in the central 9x9 (fifth), or offer %d 5th move%s (offers)?\n",
               lo, lo == 1 ? "" : "s");
        break;
    case RENJU_ACTION_COLOUR:
        printf("choose your colour (black or white).\n");
        break;
    case RENJU_ACTION_SWAP2:
        n = renju_move_count(g) + 1;
        printf("take black (black), take white and play move %d (white), "
               "or place moves %d and %d (more)?\n", n, n, n + 1);
        break;
    default:
        printf("?\n");
        break;
    }
}

/* ------------------------------------------------------------ commands */

static int word_is(const char *w, const char *name)
{
    size_t i;

    for (i = 0; w[i] && name[i]; i++)
        if (tolower((unsigned char)w[i]) != name[i])
            return 0;
    return w[i] == '\0' && name[i] == '\0';
}

/* Splits line into words in place; returns how many (at most max). */
static int split(char *line, char **words, int max)
{
    int n = 0;

    for (;;) {
        while (*line && isspace((unsigned char)*line))
            line++;
        if (!*line || n == max)
            return n;
        words[n++] = line;
        while (*line && !isspace((unsigned char)*line))
            line++;
        if (*line)
            *line++ = '\0';
    }
}

static int parse_points(renju_game *g, char **words, int n, int *points)
{
    int i;

    for (i = 0; i < n; i++)
        if (renju_point_parse(g, words[i], &points[i]) != RENJU_OK)
            return -1;
    return n;
}

/* A stone on point: the expected stone, or the choice of an offer. */
static int stone(renju_game *g, int player, int point)
{
    if (renju_expected_action(g) == RENJU_ACTION_CHOOSE_OFFER)
        return renju_choose_offer(g, player, point);
    if (renju_expected_action(g) == RENJU_ACTION_OFFERS)
        return renju_propose(g, player, &point, 1);
    return renju_play_as(g, player, point);
}

/* Names the 26-opening once its three stones are on a renju board (again after an
 * undo took them away), since players know the openings by name. */
static void announce_opening(renju_game *g)
{
    int index = renju_game_ruleset(g) == RENJU_RULES_RENJU ? renju_opening_index(g) : 0;

    if (index > 0 && index != announced_opening)
        printf("Opening: %s (%s), %s\n", renju_opening_name(index), renju_opening_kanji(index),
               renju_opening_direct(index) == 1 ? "direct" : "indirect");
    announced_opening = index;
}

/* The board (unless -q) and who must act, after an action. */
static void show(renju_game *g)
{
    if (show_board)
        print_board(g);
    announce_opening(g);
    prompt(g);
}

/* why POINT: the library's own sentence on whether black may play there. */
static int why(renju_game *g, char **words, int n)
{
    char *text;
    int p, len;

    if (n != 2) {
        printf("error: why takes one point, as in \"why h8\"\n");
        return REFUSED;
    }
    if (renju_point_parse(g, words[1], &p) != RENJU_OK
        || (len = renju_explain(g, p, NULL, 0)) < 0) {
        printf("error: %s\n", renju_errmsg(g));
        return REFUSED;
    }
    text = malloc((size_t)len);
    if (!text || renju_explain(g, p, text, (size_t)len) < 0) {
        printf("error: %s\n", text ? renju_errmsg(g) : "out of memory");
        free(text);
        return REFUSED;
    }
    printf("%s\n", text);
    free(text);
    return GO_ON;
}

/* The bounds of the searches of hint and defend, which must answer at once: a VCF
 * search is narrow, two million positions take a fraction of a second; a VCT search
 * branches at every three and weighs each position longer (five thousand take some
 * tenths of a second), so it also has a clock, for a slow machine; the node limit
 * comes first on others, and a script's answers do not depend on their speed. */
#define VCF_NODES 2000000
#define VCT_NODES 5000
#define VCT_MILLISECONDS 2000

/* One search of kind (RENJU_THREAT_VCF or _VCT) under its bounds: renju_vcf(),
 * renju_vct() or, with defences set, renju_defences() into buf; returns as they do,
 * after writing the error on a failure.  The handle's time setting is put back as it
 * was (after the error is written: the call would clear it). */
static int bounded_search(renju_game *g, int kind, int defences, int *outcome, int *buf,
                          size_t cap)
{
    int saved = renju_search_time_get(g), nodes = VCF_NODES, n;

    if (kind == RENJU_THREAT_VCT) {
        nodes = VCT_NODES;
        renju_search_time_set(g, VCT_MILLISECONDS);
    }
    if (defences)
        n = renju_defences(g, kind, nodes, outcome, NULL, buf, cap);
    else if (kind == RENJU_THREAT_VCT)
        n = renju_vct(g, nodes, outcome, NULL, buf, cap);
    else
        n = renju_vcf(g, nodes, outcome, NULL, buf, cap);
    if (n < 0)
        printf("error: %s\n", renju_errmsg(g));
    renju_search_time_set(g, saved);   /* a setting known good: it cannot fail */
    return n;
}

static void print_points(renju_game *g, const int *points, int n)
{
    char name[8];
    int i;

    for (i = 0; i < n; i++) {
        point_name(g, points[i], name, sizeof name);
        printf(" %s", name);
    }
    printf("\n");
}

/* hint: the side to move's victory by continuous fours, else by continuous threats
 * (the VCF first: it is found faster and is the more forcing), searched up to bounds
 * that keep the answer quick. */
static int hint(renju_game *g, int n)
{
    int line[RENJU_MAX_SIZE * RENJU_MAX_SIZE], outcome, len, kind;
    int vcf_outcome = RENJU_SOLVE_NONE;
    const char *side = colour_name(renju_side_to_move(g));

    if (n != 1) {
        printf("error: hint takes no argument\n");
        return REFUSED;
    }
    for (kind = RENJU_THREAT_VCF; kind <= RENJU_THREAT_VCT; kind++) {
        len = bounded_search(g, kind, 0, &outcome, line, COUNT(line));
        if (len < 0)
            return REFUSED;
        if (outcome == RENJU_SOLVE_WIN) {
            printf("%s for %s:", kind == RENJU_THREAT_VCF ? "VCF" : "VCT", side);
            print_points(g, line, len);
            return GO_ON;
        }
        if (kind == RENJU_THREAT_VCF)
            vcf_outcome = outcome;
    }
    printf(vcf_outcome == RENJU_SOLVE_NONE && outcome == RENJU_SOLVE_NONE
           ? "no VCF or VCT for %s\n" : "no VCF or VCT for %s found within the search's bounds\n",
           side);
    return GO_ON;
}

/* defend [vcf | vct]: the points where the side to move stops the opponent's VCF (or VCT). */
static int defend(renju_game *g, char **words, int n)
{
    int points[RENJU_MAX_SIZE * RENJU_MAX_SIZE], outcome, len, kind = RENJU_THREAT_VCF;
    const char *side = colour_name(renju_side_to_move(g));
    const char *other = colour_name(3 - renju_side_to_move(g)), *what;

    if (n > 2 || (n == 2 && !word_is(words[1], "vct") && !word_is(words[1], "vcf"))) {
        printf("error: defend takes nothing, vcf or vct, as in \"defend vct\"\n");
        return REFUSED;
    }
    if (n == 2 && word_is(words[1], "vct"))
        kind = RENJU_THREAT_VCT;
    what = kind == RENJU_THREAT_VCF ? "VCF" : "VCT";
    len = bounded_search(g, kind, 1, &outcome, points, COUNT(points));
    if (len < 0)
        return REFUSED;
    if (outcome == RENJU_SOLVE_NONE) {
        printf("%s has no %s: nothing to defend\n", other, what);
    } else if (len == 0) {
        printf(outcome == RENJU_SOLVE_WIN ? "no defence of %s against %s's %s: every move loses\n"
               : "no defence of %s against %s's %s found within the search's bound\n",
               side, other, what);
    } else {
        printf("defences of %s against %s's %s%s:", side, other, what,
               outcome == RENJU_SOLVE_WIN ? "" : " found within the search's bound");
        print_points(g, points, len);
    }
    return GO_ON;
}

/* text into file, replacing it; -1 with errno set if it cannot be written. */
static int write_file(const char *file, const char *text)
{
    FILE *f = fopen(file, "w");
    int err;

    if (!f)
        return -1;
    if (fputs(text, f) == EOF) {
        err = errno;   /* fclose() may set another */
        fclose(f);
        errno = err;
        return -1;
    }
    return fclose(f) == 0 ? 0 : -1;
}

/* save FILE: the game as played, in SGF. */
static int save(renju_game *g, const char *file)
{
    char *text;
    int len = renju_record_export(g, RENJU_FORMAT_SGF, NULL, 0);

    if (len < 0) {
        printf("error: %s\n", renju_errmsg(g));
        return REFUSED;
    }
    text = malloc((size_t)len);
    if (!text || renju_record_export(g, RENJU_FORMAT_SGF, text, (size_t)len) < 0) {
        printf("error: %s\n", text ? renju_errmsg(g) : "out of memory");
        free(text);
        return REFUSED;
    }
    if (write_file(file, text) < 0) {
        printf("error: %s: %s\n", file, strerror(errno));
        free(text);
        return REFUSED;
    }
    free(text);
    printf("Saved to %s.\n", file);
    return GO_ON;
}

/* The whole of a file into *text (NUL-terminated) and its length into *len; -1 with
 * errno set if it cannot be read. */
static int slurp(const char *file, char **text, size_t *len)
{
    FILE *f = fopen(file, "rb");
    size_t cap = 4096, n = 0, got;
    char *buf, *nbuf;
    int err;

    if (!f)
        return -1;
    errno = 0;
    buf = malloc(cap);
    while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (cap - n - 1 == 0) {
            nbuf = realloc(buf, cap * 2);
            if (!nbuf)
                break;
            buf = nbuf;
            cap *= 2;
        }
    }
    if (!buf || ferror(f) || !feof(f)) {
        /* fread() or the allocation said why; fclose() must not overwrite it */
        err = errno ? errno : ENOMEM;
        fclose(f);
        free(buf);
        errno = err;
        return -1;
    }
    fclose(f);
    buf[n] = '\0';
    *text = buf;
    *len = n;
    return 0;
}

/* load FILE: a game from SGF, under the rules the record names (RENJU_IMPORT_RULES):
 * a record saved under other rules is taken as it is, not refused. */
static int load(renju_game *g, const char *file)
{
    char *text;
    size_t len;
    int n;

    if (slurp(file, &text, &len) < 0) {
        printf("error: %s: %s\n", file, strerror(errno));
        return REFUSED;
    }
    if (renju_record_import(g, RENJU_FORMAT_SGF, text, len, RENJU_IMPORT_RULES) < 0) {
        printf("error: %s: %s\n", file, renju_errmsg(g));
        free(text);
        return REFUSED;
    }
    free(text);
    n = renju_move_count(g);
    printf("Loaded %s: %d move%s.\n", file, n, n == 1 ? "" : "s");
    show(g);
    return GO_ON;
}

/* The commands that are not actions of the game: the board, the help, why, hint,
 * defend, save, load and quit.  Returns -1 when w is none of them. */
static int other_command(renju_game *g, char **words, int n)
{
    const char *w = words[0];

    if (word_is(w, "quit") || word_is(w, "exit"))
        return QUIT;
    if (word_is(w, "help") || word_is(w, "?")) {
        printf("%s", help_text);
        return GO_ON;
    }
    if (word_is(w, "board")) {
        print_board(g);
        prompt(g);
        return GO_ON;
    }
    if (word_is(w, "why"))
        return why(g, words, n);
    if (word_is(w, "hint"))
        return hint(g, n);
    if (word_is(w, "defend"))
        return defend(g, words, n);
    if (word_is(w, "save") || word_is(w, "load")) {
        if (n != 2) {
            printf("error: %s takes one file name, as in \"%s game.sgf\"\n", w, w);
            return REFUSED;
        }
        return word_is(w, "save") ? save(g, words[1]) : load(g, words[1]);
    }
    return -1;
}

/* declare N, or just N when the game waits for the declaration. */
static int declare(renju_game *g, int player, char **words, int n)
{
    const char *w = words[0];
    char *end;
    int number;

    if (word_is(w, "declare"))
        w = n == 2 ? words[1] : "";
    number = (int)strtol(w, &end, 10);
    if (!*w || *end || (n != 2 && word_is(words[0], "declare"))) {
        printf("error: declare takes one number, as in \"declare 2\"\n");
        return ERROR_WRITTEN;
    }
    return renju_declare(g, player, number);
}

/* draw POINT: play it (or pass) and offer a draw. */
static int draw(renju_game *g, char **words, int n)
{
    int p;

    if (n != 2) {
        printf("error: draw takes one point or pass, as in \"draw h8\"\n");
        return ERROR_WRITTEN;
    }
    if (renju_point_parse(g, words[1], &p) != RENJU_OK)
        return renju_errcode(g);
    return renju_offer_draw(g, p);
}

/* A point, or the points of the 5th-move offers. */
static int points_command(renju_game *g, int player, char **words, int n, int p)
{
    int points[MAX_WORDS];

    if (n > 1 && renju_expected_action(g) == RENJU_ACTION_OFFERS) {
        if (parse_points(g, words, n, points) < 0)
            return renju_errcode(g);
        return renju_propose(g, player, points, (size_t)n);
    }
    if (n > 1) {
        printf("error: one move at a time\n");
        return ERROR_WRITTEN;
    }
    return p == RENJU_PASS ? renju_pass(g) : stone(g, player, p);
}

/* The commands that give up the game or its colours: resign, swap and keep. */
static int yield_command(renju_game *g, int player, const char *w)
{
    int rc, colour = renju_player_colour(g, player);

    if (word_is(w, "resign")) {
        rc = renju_resign(g, colour);
        if (rc == RENJU_OK)
            printf("The %s (%s) resigns.\n", player_name(player), colour_name(colour));
        return rc;
    }
    rc = renju_swap(g, player, word_is(w, "swap"));
    if (rc == RENJU_OK)
        printf("The %s %s: the first player plays %s, the second %s.\n",
               player_name(player), word_is(w, "swap") ? "swaps" : "keeps the colours",
               colour_name(renju_player_colour(g, RENJU_PLAYER_FIRST)),
               colour_name(renju_player_colour(g, RENJU_PLAYER_SECOND)));
    return rc;
}

/* The choices of the opening rules: offers, fifth, choose, black, white, more. */
static int opening_command(renju_game *g, int player, char **words, int n)
{
    const char *w = words[0];
    int points[MAX_WORDS], action = renju_expected_action(g), p;

    if (word_is(w, "offer") || word_is(w, "offers")) {
        if (word_is(w, "offers") && n == 1 && action == RENJU_ACTION_BRANCH)
            return renju_choose_branch(g, player, RENJU_BRANCH_OFFERS);
        if (parse_points(g, words + 1, n - 1, points) < 0)
            return renju_errcode(g);
        return renju_propose(g, player, points, (size_t)(n - 1));
    }
    if (word_is(w, "fifth"))
        return renju_choose_branch(g, player, RENJU_BRANCH_FIFTH);
    if (word_is(w, "choose")) {
        if (n != 2) {
            printf("error: choose takes one point, as in \"choose h10\"\n");
            return ERROR_WRITTEN;
        }
        if (renju_point_parse(g, words[1], &p) != RENJU_OK)
            return renju_errcode(g);
        return renju_choose_offer(g, player, p);
    }
    if (word_is(w, "more"))
        return renju_choose_swap2(g, player, RENJU_SWAP2_TWO_MORE);
    p = word_is(w, "black") ? RENJU_BLACK : RENJU_WHITE;
    if (action == RENJU_ACTION_SWAP2)
        return renju_choose_swap2(g, player, p == RENJU_BLACK ? RENJU_SWAP2_BLACK
                                                              : RENJU_SWAP2_WHITE);
    return renju_choose_colour(g, player, p);
}

/* One action of the game; returns the library's code, or ERROR_WRITTEN. */
static int game_action(renju_game *g, int player, char **words, int n)
{
    const char *w = words[0];
    int p;

    if (word_is(w, "new"))
        return renju_game_reset(g);
    if (word_is(w, "undo"))
        return renju_undo(g);
    if (word_is(w, "redo"))
        return renju_redo(g);
    if (word_is(w, "pass"))
        return renju_pass(g);
    if (word_is(w, "draw"))
        return draw(g, words, n);
    if (word_is(w, "accept"))
        return renju_accept_draw(g);
    if (word_is(w, "decline"))
        return renju_decline_draw(g);
    if (word_is(w, "resign") || word_is(w, "swap") || word_is(w, "keep"))
        return yield_command(g, player, w);
    if (word_is(w, "declare") || (renju_expected_action(g) == RENJU_ACTION_DECLARE && n == 1
                                  && isdigit((unsigned char)w[0])))
        return declare(g, player, words, n);
    if (word_is(w, "offer") || word_is(w, "offers") || word_is(w, "fifth")
        || word_is(w, "choose") || word_is(w, "black") || word_is(w, "white")
        || word_is(w, "more"))
        return opening_command(g, player, words, n);
    if (renju_point_parse(g, w, &p) == RENJU_OK)
        return points_command(g, player, words, n, p);
    if (renju_errcode(g) == RENJU_ERANGE)
        printf("error: %s\n", renju_errmsg(g));
    else
        printf("error: unknown command \"%.20s%s\" (try help)\n", w, strlen(w) > 20 ? "..." : "");
    return ERROR_WRITTEN;
}

/* Carries out one command line: GO_ON, QUIT or REFUSED. */
static int command(renju_game *g, char *line)
{
    char *all[MAX_WORDS], **words = all;
    int n, player, rc;

    n = split(line, all, MAX_WORDS);
    if (n == 0 || words[0][0] == '#')
        return GO_ON;
    if (n == MAX_WORDS) {
        printf("error: too many words on one line\n");
        return REFUSED;
    }
    player = renju_expected_player(g);
    if (n > 1 && (!strcmp(words[0], "1") || !strcmp(words[0], "2"))) {
        player = words[0][0] - '0';
        words++;
        n--;
    }
    if (player == RENJU_PLAYER_NONE)
        player = RENJU_PLAYER_FIRST;   /* the game is over: let the calls say so */
    rc = other_command(g, words, n);
    if (rc >= 0)
        return rc;
    rc = game_action(g, player, words, n);
    if (rc == ERROR_WRITTEN)
        return REFUSED;
    if (rc != RENJU_OK) {
        printf("error: %s\n", renju_errmsg(g));
        return REFUSED;
    }
    show(g);
    return GO_ON;
}

/* ---------------------------------------------------------------- main */

static const char *const prog = "renju-play";
static const char short_options[] = ":r:o:n:s:f:qehV";
static const struct option long_options[] = {
    { "rules", required_argument, NULL, 'r' },
    { "opening", required_argument, NULL, 'o' },
    { "number", required_argument, NULL, 'n' },
    { "size", required_argument, NULL, 's' },
    { "foul", required_argument, NULL, 'f' },
    { "quiet", no_argument, NULL, 'q' },
    { "echo", no_argument, NULL, 'e' },
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { NULL, 0, NULL, 0 }
};

static void usage(void)
{
    size_t i;

    printf("usage: renju-play [-qe] [-r rules] [-o opening] [-n N] [-s size] [-f lose|reject]\n"
           "A game of renju or gomoku for two players, or for a script on standard input.\n"
           "\n"
           "  -r, --rules=RULES     ");
    for (i = 0; renju_ruleset_name((int)i); i++)
        printf(" %s", renju_ruleset_name((int)i));
    printf(" (default renju)\n"
           "  -o, --opening=RULE    ");
    for (i = 0; renju_opening_rule_name((int)i); i++)
        printf(" %s", renju_opening_rule_name((int)i));
    printf("\n  -n, --number=N         the N of Soosorv-N, Taraguchi-N and Super Taraguchi-N\n"
           "  -s, --size=N           board size (gomoku rule sets)\n"
           "  -f, --foul=lose        a forbidden move loses instead of being refused\n"
           "  -q, --quiet            do not show the board after every action\n"
           "  -e, --echo             echo every command (for a script's transcript)\n"
           "  -h, --help             this text\n"
           "  -V, --version          the program's and the library's version\n"
           "\n"
           "Type help in the game for its commands.  Exit status: 0, or 1 when standard\n"
           "input is not a terminal and some line was refused; 2 for a usage error.\n");
}

static int usage_error(const char *what, const char *arg)
{
    return cli_usage_error(prog, what, arg);
}

static int number(const char *s)
{
    char *end;
    long v = strtol(s, &end, 10);

    return *s && !*end && v >= 0 && v < 10000 ? (int)v : -1;
}

typedef struct settings {
    int rules, opening, n, size, lose;
} settings;

/* One option with a value into st; 0, or the exit status of a bad value. */
static int set_value(int c, const char *v, settings *st)
{
    int ok;

    switch (c) {
    case 'r': ok = (st->rules = renju_ruleset_from_name(v)) >= 0; break;
    case 'o': ok = (st->opening = renju_opening_rule_from_name(v)) >= 0; break;
    case 'n': ok = (st->n = number(v)) >= 0; break;
    case 's': ok = (st->size = number(v)) >= 0; break;
    default:
        st->lose = word_is(v, "lose") ? 1 : word_is(v, "reject") ? 0 : -1;
        ok = st->lose >= 0;
        break;
    }
    if (ok)
        return 0;
    {
        char what[32];

        snprintf(what, sizeof what, "bad value for -%c:", c);
        return usage_error(what, v);
    }
}

/* The command line into st; returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, settings *st)
{
    int c, rc;

    opterr = 0;
    while ((c = getopt_long(argc, argv, short_options, long_options, NULL)) != -1) {
        if ((rc = cli_common_option(prog, short_options, c, argv, usage)) >= 0)
            return rc;
        if (c == 'q')
            show_board = 0;
        else if (c == 'e')
            echo_input = 1;
        else if ((rc = set_value(c, optarg, st)) != 0)
            return rc;
    }
    if (optind < argc)   /* the commands come on standard input, never as arguments */
        return usage_error("unexpected argument", argv[optind]);
    return -1;
}

/* A game under the settings, or NULL after saying why not. */
static renju_game *new_game(const settings *st)
{
    renju_game *g = NULL;

    if (renju_game_new(&g, st->rules, st->size) != RENJU_OK) {
        fprintf(stderr, "%s: these rules are not played on a %dx%d board\n", prog, st->size,
                st->size);
        return NULL;
    }
    if (renju_option_set(g, RENJU_OPT_OPENING, st->opening) != RENJU_OK
        || (st->n >= 0 && renju_option_set(g, RENJU_OPT_OPENING_N, st->n) != RENJU_OK)
        || (st->lose && renju_option_set(g, RENJU_OPT_FOUL_POLICY, RENJU_FOUL_LOSE) != RENJU_OK)) {
        fprintf(stderr, "%s: %s\n", prog, renju_errmsg(g));
        renju_game_free(g);
        return NULL;
    }
    return g;
}

/* Reads and carries out the commands; returns whether some line was refused. */
static int play(renju_game *g, int interactive)
{
    char line[LINE_MAX_LEN];
    int c, rc = GO_ON, refused = 0;
    size_t len;

    for (;;) {
        if (interactive) {   /* a prompt says the program waits for the player */
            fputs("> ", stdout);
            fflush(stdout);
        }
        if (!fgets(line, sizeof line, stdin))
            break;
        len = strlen(line);
        if (len == sizeof line - 1 && line[len - 1] != '\n') {
            /* the rest of an overlong line is thrown away, not read as commands */
            while ((c = getchar()) != EOF && c != '\n')
                ;
            printf("error: line too long (at most %d characters)\n", LINE_MAX_LEN - 2);
            refused = 1;
            continue;
        }
        if (echo_input)
            printf("> %s%s", line, len > 0 && line[len - 1] == '\n' ? "" : "\n");
        rc = command(g, line);
        refused |= rc == REFUSED;
        fflush(stdout);
        if (rc == QUIT)
            break;
    }
    if (interactive && rc != QUIT)
        putchar('\n');   /* end of input: leave the shell's prompt on a line of its own */
    return refused;
}

int main(int argc, char **argv)
{
    settings st = { RENJU_RULES_RENJU, 0, -1, 0, 0 };
    renju_game *g;
    int rc, interactive, refused, opening_n = 0;

    rc = parse_args(argc, argv, &st);
    if (rc >= 0)
        return rc == 0 && fflush(stdout) != 0 ? 2 : rc;
    g = new_game(&st);
    if (!g)
        return 2;
    renju_option_get(g, RENJU_OPT_OPENING_N, &opening_n);
    printf("librenju %s: rules %s, opening %s", renju_version_string(),
           renju_ruleset_name(st.rules), renju_opening_rule_name(st.opening));
    if (opening_n > 0)
        printf("-%d", opening_n);
    printf(", %dx%d. Type help for the commands.\n", renju_game_size(g), renju_game_size(g));
    show(g);
    interactive = isatty(fileno(stdin));
    refused = play(g, interactive);
    renju_game_free(g);
    /* a script's author learns that some line did not do what was meant; a player at
     * the terminal saw every error already */
    return !interactive && refused ? 1 : 0;
}
