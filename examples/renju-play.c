/* renju-play - a game of renju or gomoku for two people at one keyboard, or for a script
 * on standard input, under any rule set and opening rule of librenju.
 *
 * Build against an installed library with:
 *   cc -o renju-play renju-play.c $(pkg-config --cflags --libs renju)
 *
 * Type "help" for the commands.  Every line is one command; a line may start with the
 * player who acts ("1 swap", "2 h8"): without it, the player the game expects acts.
 */
#include <renju.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    "  black, white    choose a colour (Swap1, Swap2), or Swap2's black or white\n"
    "  more            Swap2: place two more stones\n"
    "  undo, redo      take back an action, or play it again\n"
    "  board           show the board again\n"
    "  new             start a new game with the same rules\n"
    "  help, quit\n"
    "Start a line with 1 or 2 to act as the first or second player.\n";

static const struct { const char *name; int value; } rule_sets[] = {
    { "renju", RENJU_RULES_RENJU }, { "freestyle", RENJU_RULES_FREESTYLE },
    { "standard", RENJU_RULES_STANDARD }, { "five", RENJU_RULES_FIVE_IN_A_ROW }
};

static const struct { const char *name, *title; int value; } openings[] = {
    { "none", "no opening rule", RENJU_OPENING_NONE },
    { "rif", "RIF", RENJU_OPENING_RIF },
    { "yamaguchi", "Yamaguchi", RENJU_OPENING_YAMAGUCHI },
    { "soosorv", "Soosorv", RENJU_OPENING_SOOSORV },
    { "taraguchi", "Taraguchi", RENJU_OPENING_TARAGUCHI },
    { "swap1", "Swap1", RENJU_OPENING_SWAP1 },
    { "swap2", "Swap2", RENJU_OPENING_SWAP2 },
    { "pro", "Pro", RENJU_OPENING_PRO },
    { "longpro", "Long Pro", RENJU_OPENING_LONG_PRO }
};

#define COUNT(a) (sizeof (a) / sizeof (a)[0])

static int show_board = 1;
static int echo_input = 0;

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

static void print_board(renju_game *g)
{
    int size = renju_game_size(g), last = renju_last_move(g), renju;
    unsigned char forbidden[RENJU_MAX_SIZE * RENJU_MAX_SIZE];
    int offered[RENJU_MAX_SIZE * RENJU_MAX_SIZE] = { 0 };
    int offers[RENJU_MAX_OFFERS], noffers, row, col, p, s, i;
    char c;

    renju = renju_game_ruleset(g) == RENJU_RULES_RENJU;
    if (!renju || renju_forbidden_map(g, forbidden, sizeof forbidden) < 0)
        memset(forbidden, 0, sizeof forbidden);
    /* the offers on the board while white chooses among them */
    if (renju_expected_action(g) == RENJU_ACTION_CHOOSE_OFFER) {
        noffers = renju_offers(g, offers, RENJU_MAX_OFFERS);
        for (i = 0; i < noffers; i++)
            offered[offers[i]] = 1;
    }
    printf("   ");
    for (col = 0; col < size; col++)
        printf(" %c", 'a' + col);
    printf("\n");
    for (row = size - 1; row >= 0; row--) {
        printf("%2d ", row + 1);
        for (col = 0; col < size; col++) {
            p = renju_point(g, col, row);
            s = renju_stone(g, p);
            c = s == RENJU_BLACK ? 'X' : s == RENJU_WHITE ? 'O' : offered[p] ? '?'
              : forbidden[p] ? 'x' : '.';
            printf("%c%c", p == last ? '[' : (col > 0 && renju_point(g, col - 1, row) == last)
                                             ? ']' : ' ', c);
        }
        printf("%c%2d\n", renju_point(g, size - 1, row) == last ? ']' : ' ', row + 1);
    }
    printf("   ");
    for (col = 0; col < size; col++)
        printf(" %c", 'a' + col);
    printf("\n");
    if (renju)
        printf("X black, O white, x black's forbidden points%s\n",
               renju_expected_action(g) == RENJU_ACTION_CHOOSE_OFFER ? ", ? the offers" : "");
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
    static const char *const reasons[] = {
        "", "five in a row", "overline", "foul", "resignation", "full board",
        "both passed", "agreement", "no legal point for black", "move limit"
    };
    int result = renju_result(g), reason = renju_result_reason(g), line[RENJU_MAX_SIZE];
    int n, i, kind, point;
    char name[8];

    printf("Result: %s", result == RENJU_DRAW ? "draw"
                        : result == RENJU_BLACK_WINS ? "black wins" : "white wins");
    if (reason > 0 && reason <= RENJU_REASON_MOVE_LIMIT)
        printf(" by %s", reasons[reason]);
    n = renju_winning_line(g, line, RENJU_MAX_SIZE);
    for (i = 0; i < n; i++) {
        point_name(g, line[i], name, sizeof name);
        printf("%s%s", i ? " " : ": ", name);
    }
    if (reason == RENJU_REASON_FOUL && renju_result_foul(g, &kind, &point) == RENJU_OK) {
        point_name(g, point, name, sizeof name);
        printf(" (%s at %s)", kind == RENJU_FORBID_OVERLINE ? "overline"
                              : kind == RENJU_FORBID_DOUBLE_FOUR ? "double-four" : "double-three",
               name);
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
        printf("place move 5 in the central 9x9 (fifth), or offer %d 5th moves (offers)?\n", lo);
        break;
    case RENJU_ACTION_COLOUR:
        printf("choose your colour (black or white).\n");
        break;
    case RENJU_ACTION_SWAP2:
        printf("take black (black), stay white and play move 4 (white), "
               "or place two more stones (more)?\n");
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

/* Carries out one command line.  Returns 0 to go on, 1 to quit. */
static int command(renju_game *g, char *line)
{
    char *all[MAX_WORDS], **words = all, *w, *end;
    int points[MAX_WORDS], n, player, rc = RENJU_OK, p, action, number;

    n = split(line, all, MAX_WORDS);
    if (n == 0 || words[0][0] == '#')
        return 0;
    if (n == MAX_WORDS) {
        printf("error: too many words on one line\n");
        return 0;
    }
    player = renju_expected_player(g);
    if (n > 1 && (!strcmp(words[0], "1") || !strcmp(words[0], "2"))) {
        player = words[0][0] - '0';
        words++;
        n--;
    }
    if (player == RENJU_PLAYER_NONE)
        player = RENJU_PLAYER_FIRST;   /* the game is over: let the calls say so */
    w = words[0];
    action = renju_expected_action(g);

    if (word_is(w, "quit") || word_is(w, "exit"))
        return 1;
    if (word_is(w, "help") || word_is(w, "?")) {
        printf("%s", help_text);
        return 0;
    }
    if (word_is(w, "board")) {
        print_board(g);
        prompt(g);
        return 0;
    }
    if (word_is(w, "new"))
        rc = renju_game_reset(g);
    else if (word_is(w, "undo"))
        rc = renju_undo(g);
    else if (word_is(w, "redo"))
        rc = renju_redo(g);
    else if (word_is(w, "pass"))
        rc = renju_pass(g);
    else if (word_is(w, "draw")) {
        if (n != 2)
            printf("error: draw takes one point or pass, as in \"draw h8\"\n");
        else if (renju_point_parse(g, words[1], &p) != RENJU_OK)
            rc = renju_errcode(g);
        else
            rc = renju_offer_draw(g, p);
        if (n != 2)
            return 0;
    } else if (word_is(w, "accept"))
        rc = renju_accept_draw(g);
    else if (word_is(w, "decline"))
        rc = renju_decline_draw(g);
    else if (word_is(w, "resign")) {
        rc = renju_resign(g, renju_player_colour(g, player));
        if (rc == RENJU_OK)
            printf("The %s (%s) resigns.\n", player_name(player),
                   colour_name(renju_player_colour(g, player)));
    } else if (word_is(w, "swap") || word_is(w, "keep")) {
        rc = renju_swap(g, player, word_is(w, "swap"));
        if (rc == RENJU_OK)
            printf("The %s %s: the first player plays %s, the second %s.\n",
                   player_name(player), word_is(w, "swap") ? "swaps" : "keeps the colours",
                   colour_name(renju_player_colour(g, RENJU_PLAYER_FIRST)),
                   colour_name(renju_player_colour(g, RENJU_PLAYER_SECOND)));
    } else if (word_is(w, "declare") || (action == RENJU_ACTION_DECLARE && n == 1
                                          && isdigit((unsigned char)w[0]))) {
        if (word_is(w, "declare"))
            w = n == 2 ? words[1] : "";
        number = (int)strtol(w, &end, 10);
        if (!*w || *end || (n != 2 && word_is(words[0], "declare"))) {
            printf("error: declare takes one number, as in \"declare 2\"\n");
            return 0;
        }
        rc = renju_declare(g, player, number);
    } else if (word_is(w, "offer") || word_is(w, "offers")) {
        if (word_is(w, "offers") && n == 1 && action == RENJU_ACTION_BRANCH)
            rc = renju_choose_branch(g, player, RENJU_BRANCH_OFFERS);
        else if (parse_points(g, words + 1, n - 1, points) < 0)
            rc = renju_errcode(g);
        else
            rc = renju_propose(g, player, points, (size_t)(n - 1));
    } else if (word_is(w, "fifth"))
        rc = renju_choose_branch(g, player, RENJU_BRANCH_FIFTH);
    else if (word_is(w, "choose")) {
        if (n != 2) {
            printf("error: choose takes one point, as in \"choose h10\"\n");
            return 0;
        }
        if (renju_point_parse(g, words[1], &p) != RENJU_OK)
            rc = renju_errcode(g);
        else
            rc = renju_choose_offer(g, player, p);
    } else if (word_is(w, "black") || word_is(w, "white")) {
        p = word_is(w, "black") ? RENJU_BLACK : RENJU_WHITE;
        if (action == RENJU_ACTION_SWAP2)
            rc = renju_choose_swap2(g, player, p == RENJU_BLACK ? RENJU_SWAP2_BLACK
                                                                : RENJU_SWAP2_WHITE);
        else
            rc = renju_choose_colour(g, player, p);
    } else if (word_is(w, "more"))
        rc = renju_choose_swap2(g, player, RENJU_SWAP2_TWO_MORE);
    else if (renju_point_parse(g, w, &p) == RENJU_OK) {
        if (n > 1 && action == RENJU_ACTION_OFFERS) {
            if (parse_points(g, words, n, points) < 0)
                rc = renju_errcode(g);
            else
                rc = renju_propose(g, player, points, (size_t)n);
        } else if (n > 1) {
            printf("error: one move at a time\n");
            return 0;
        } else if (p == RENJU_PASS)
            rc = renju_pass(g);
        else
            rc = stone(g, player, p);
    } else {
        if (renju_errcode(g) == RENJU_ERANGE)
            printf("error: %s\n", renju_errmsg(g));
        else
            printf("error: unknown command \"%.20s%s\" (try help)\n", w,
                   strlen(w) > 20 ? "..." : "");
        return 0;
    }
    if (rc != RENJU_OK) {
        printf("error: %s\n", renju_errmsg(g));
        return 0;
    }
    if (show_board)
        print_board(g);
    prompt(g);
    return 0;
}

/* ---------------------------------------------------------------- main */

static void usage(FILE *f)
{
    size_t i;

    fprintf(f, "usage: renju-play [-r rules] [-o opening] [-n N] [-s size] [-f lose] [-q] [-e]\n"
               "  -r  renju (default), freestyle, standard, five (five in a row)\n"
               "  -o ");
    for (i = 0; i < COUNT(openings); i++)
        fprintf(f, " %s", openings[i].name);
    fprintf(f, "\n  -n  the N of Soosorv-N and Taraguchi-N\n"
               "  -s  board size (gomoku rule sets)\n"
               "  -f  lose: a forbidden move loses instead of being refused\n"
               "  -q  do not show the board after every action\n"
               "  -e  echo every command (for a script's transcript)\n");
}

static int lookup_rules(const char *s)
{
    size_t i;

    for (i = 0; i < COUNT(rule_sets); i++)
        if (word_is(s, rule_sets[i].name))
            return rule_sets[i].value;
    return -1;
}

static int lookup_opening(const char *s)
{
    size_t i;

    for (i = 0; i < COUNT(openings); i++)
        if (word_is(s, openings[i].name))
            return (int)i;
    return -1;
}

static int number(const char *s)
{
    char *end;
    long v = strtol(s, &end, 10);

    return *s && !*end && v >= 0 && v < 10000 ? (int)v : -1;
}

int main(int argc, char **argv)
{
    int rules = RENJU_RULES_RENJU, opening = 0, n = -1, size = 0, lose = 0, i, c, done = 0;
    char line[LINE_MAX_LEN];
    renju_game *g = NULL;
    size_t len;

    for (i = 1; i < argc; i++) {
        const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(arg, "-q") || !strcmp(arg, "-e")) {
            if (arg[1] == 'q')
                show_board = 0;
            else
                echo_input = 1;
            continue;
        }
        if (!strcmp(arg, "-h") || !strcmp(arg, "--help")) {
            usage(stdout);
            return 0;
        }
        if (!val || arg[0] != '-' || strlen(arg) != 2) {
            usage(stderr);
            return 2;
        }
        i++;
        switch (arg[1]) {
        case 'r': rules = lookup_rules(val); break;
        case 'o': opening = lookup_opening(val); break;
        case 'n': n = number(val); break;
        case 's': size = number(val); break;
        case 'f': lose = word_is(val, "lose") ? 1 : word_is(val, "reject") ? 0 : -1; break;
        default:  rules = -1; break;
        }
        if (rules < 0 || opening < 0 || (n < 0 && arg[1] == 'n') || size < 0 || lose < 0) {
            fprintf(stderr, "renju-play: bad value \"%s\" for %s\n", val, arg);
            usage(stderr);
            return 2;
        }
    }
    if (renju_game_new(&g, rules, size) != RENJU_OK) {
        fprintf(stderr, "renju-play: these rules are not played on a %dx%d board\n", size, size);
        return 2;
    }
    if (renju_set_option(g, RENJU_OPT_OPENING, openings[opening].value) != RENJU_OK
        || (n >= 0 && renju_set_option(g, RENJU_OPT_OPENING_N, n) != RENJU_OK)
        || (lose && renju_set_option(g, RENJU_OPT_FOUL_POLICY, RENJU_FOUL_LOSE) != RENJU_OK)) {
        fprintf(stderr, "renju-play: %s\n", renju_errmsg(g));
        renju_game_free(g);
        return 2;
    }

    printf("librenju %s: %s, %s, %dx%d. Type help for the commands.\n",
           renju_version_string(), rule_sets[0].value == rules ? "renju"
           : rules == RENJU_RULES_FREESTYLE ? "freestyle gomoku"
           : rules == RENJU_RULES_STANDARD ? "standard gomoku" : "five in a row",
           openings[opening].title, renju_game_size(g), renju_game_size(g));
    if (show_board)
        print_board(g);
    prompt(g);
    while (!done && fgets(line, sizeof line, stdin)) {
        len = strlen(line);
        if (len == sizeof line - 1 && line[len - 1] != '\n') {
            /* the rest of an overlong line is thrown away, not read as commands */
            while ((c = getchar()) != EOF && c != '\n')
                ;
            printf("error: line too long (at most %d characters)\n", LINE_MAX_LEN - 2);
            continue;
        }
        if (echo_input)
            printf("> %s%s", line, len > 0 && line[len - 1] == '\n' ? "" : "\n");
        done = command(g, line);
        fflush(stdout);
    }
    renju_game_free(g);
    return 0;
}
