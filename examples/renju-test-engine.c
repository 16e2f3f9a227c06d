/* SPDX-License-Identifier: MIT */
/* renju-test-engine - a small engine speaking the Gomocup protocol, for testing and
 * timing renju-match: it plays only legal moves (the library judges them), wins when it
 * can make five, blocks the opponent's five, and otherwise plays a random point near
 * the stones.  Switches make it misbehave on purpose, each at its N-th move of a game:
 *
 *   --timeout-at N   sleep far past any deadline        --crash-at N    raise SIGSEGV
 *   --exit-at N      exit without answering             --illegal-at N  an occupied point
 *   --exit-after N   exit right after answering
 *   --offboard-at N  a point off the board              --garbage-at N  a line no move
 *   --forbidden      as black, a point forbidden in renju whenever one exists
 *   --refuse-start   answer START with ERROR            --instant       no thinking time
 *   --once FILE      misbehave only once: when FILE can be created, across restarts
 *   --chatter        MESSAGE (one longer than any line a runner need keep) and DEBUG
 *                    lines before each move
 *   --name NAME      the name ABOUT gives                --seed N        the random moves
 *   --greedy         the point that lengthens its own lines most (and blocks the
 *                    opponent's), rather than a random one
 *   --random         any legal point at random: no five made, none blocked
 *   --per-game       the random moves drawn afresh from the seed at each START, so that
 *                    a game is the same whichever games the process played before
 *   --think MS       MS milliseconds a move (instead of one)
 *
 * It answers the Gomocup protocol's SWAP2BOARD (Swap2 and Swap1, as Gomocup's manager
 * asks them): three stones near the centre on the empty board; after three stones SWAP,
 * one move or two more stones; after five SWAP or one move; each stone and choice
 * first played on a board of its own under the library's Swap2 rule.
 *
 *   --swap2 CHOICE   swap, stay or two (default: drawn by the seed)
 *   --no-swap2       answer SWAP2BOARD with UNKNOWN, as engines without it do
 *   --swap2-occupied answer the empty board's SWAP2BOARD with the centre twice
 */
#define _POSIX_C_SOURCE 200809L

#include <renju.h>

#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct options {
    int timeout_at, crash_at, exit_at, exit_after, illegal_at, offboard_at, garbage_at;
    int forbidden, refuse_start, instant, chatter, greedy, random, no_swap2, swap2_occupied;
    int per_game, think_ms;
    const char *once, *name, *swap2;
    unsigned long long seed;
} options;

typedef struct engine {
    options opt;
    renju_game *g;
    int ruleset, size;
    int moves;                 /* this engine's moves in the current game */
    unsigned long long rng;
} engine;

/* ------------------------------------------------------------ the game */

static unsigned rnd(engine *e, unsigned n)
{
    /* xorshift64*: small, seeded, the same moves for the same seed */
    e->rng ^= e->rng >> 12;
    e->rng ^= e->rng << 25;
    e->rng ^= e->rng >> 27;
    return (unsigned)((e->rng * 2685821657736338717ULL) >> 33) % n;
}

static int new_game(engine *e)
{
    renju_game_free(e->g);
    e->g = NULL;
    if (renju_game_new(&e->g, e->ruleset, e->size) < 0)
        return -1;
    renju_option_set(e->g, RENJU_OPT_FOUL_POLICY, RENJU_FOUL_LOSE);
    renju_option_set(e->g, RENJU_OPT_ALLOW_PASS, 0);
    e->moves = 0;
    return 0;
}

/* Gomocup's x is the column, its y the row counted from the top. */
static int to_point(engine *e, int x, int y)
{
    if (x < 0 || y < 0 || x >= e->size || y >= e->size)
        return -1;
    return renju_point(e->g, x, e->size - 1 - y);
}

static void print_point(engine *e, int p)
{
    printf("%d,%d\n", renju_point_column(e->g, p), e->size - 1 - renju_point_row(e->g, p));
}

/* Whether a stone of colour on p would make a winning line. */
static int makes_five(engine *e, int p, int colour)
{
    int d;

    for (d = 0; d < 4; d++)
        if (renju_shape(e->g, p, colour, d) == RENJU_SHAPE_FIVE)
            return 1;
    return 0;
}

static int legal(engine *e, int p)
{
    if (renju_stone(e->g, p) != RENJU_EMPTY)
        return 0;
    return !(e->ruleset == RENJU_RULES_RENJU && renju_side_to_move(e->g) == RENJU_BLACK
             && renju_forbidden(e->g, p) != RENJU_FORBID_NONE);
}

static int near_stones(engine *e, int p)
{
    int c = renju_point_column(e->g, p), r = renju_point_row(e->g, p), dc, dr, q;

    for (dr = -2; dr <= 2; dr++)
        for (dc = -2; dc <= 2; dc++)
            if ((q = renju_point(e->g, c + dc, r + dr)) >= 0
                && renju_stone(e->g, q) != RENJU_EMPTY)
                return 1;
    return 0;
}

/* Stones of colour in a row through p along (dc, dr), both ways, p left out. */
static int run_through(engine *e, int p, int colour, int dc, int dr)
{
    int c = renju_point_column(e->g, p), r = renju_point_row(e->g, p), n = 0, k, s, q;

    for (s = -1; s <= 1; s += 2)
        for (k = 1; k < 5; k++) {
            q = renju_point(e->g, c + s * k * dc, r + s * k * dr);
            if (q < 0 || renju_stone(e->g, q) != colour)
                break;
            n++;
        }
    return n;
}

/* The greedy engine's worth of a point: its own rows lengthened, the opponent's cut. */
static int worth(engine *e, int p, int me)
{
    static const int dirs[4][2] = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { 1, -1 } };
    int d, own, other, w = 0;

    for (d = 0; d < 4; d++) {
        own = run_through(e, p, me, dirs[d][0], dirs[d][1]);
        other = run_through(e, p, RENJU_BLACK + RENJU_WHITE - me, dirs[d][0], dirs[d][1]);
        w += own * own * 4 + other * other * 3;
    }
    return w;
}

static int greedy_point(engine *e, int me)
{
    int n = e->size * e->size, p, best = -1, w, top = -1;

    for (p = 0; p < n; p++)
        if (legal(e, p) && (w = worth(e, p, me)) > top) {
            top = w;
            best = p;
        }
    return best;
}

static int random_point(engine *e)
{
    int n = e->size * e->size, p, count = 0;
    int cand[RENJU_MAX_SIZE * RENJU_MAX_SIZE];

    for (p = 0; p < n; p++)
        if (legal(e, p))
            cand[count++] = p;
    return count ? cand[rnd(e, (unsigned)count)] : -1;
}

/* A five of its own, else the opponent's five blocked, else a random legal point near
 * the stones (the centre on an empty board; the greedy engine's best point), else any
 * legal point. */
static int choose(engine *e)
{
    int n = e->size * e->size, me = renju_side_to_move(e->g), p, k, count = 0;
    int cand[RENJU_MAX_SIZE * RENJU_MAX_SIZE];

    if (renju_stone_count(e->g) == 0)
        return renju_point(e->g, e->size / 2, e->size / 2);
    if (e->opt.random)
        return random_point(e);
    for (p = 0; p < n; p++)
        if (legal(e, p) && makes_five(e, p, me))
            return p;
    for (p = 0; p < n; p++)
        if (legal(e, p) && makes_five(e, p, RENJU_BLACK + RENJU_WHITE - me))
            return p;
    if (e->opt.greedy)
        return greedy_point(e, me);
    for (k = 0; k < 2 && count == 0; k++)
        for (p = 0; p < n; p++)
            if (legal(e, p) && (k == 1 || near_stones(e, p)))
                cand[count++] = p;
    return count ? cand[rnd(e, (unsigned)count)] : -1;
}

/* ------------------------------------------------------------ misbehaving */

static int fault_now(engine *e, int at)
{
    int fd;

    if (at != e->moves)
        return 0;
    if (!e->opt.once)
        return 1;
    fd = open(e->opt.once, O_WRONLY | O_CREAT | O_EXCL, 0644);
    if (fd < 0)
        return 0;
    close(fd);
    return 1;
}

static int forbidden_point(engine *e)
{
    int n = e->size * e->size, p;

    if (renju_side_to_move(e->g) != RENJU_BLACK)
        return -1;
    for (p = 0; p < n; p++)
        if (renju_stone(e->g, p) == RENJU_EMPTY && renju_forbidden(e->g, p) > 0)
            return p;
    return -1;
}

/* Answer with a move (or misbehave), and play it on the engine's own board. */
static void move(engine *e)
{
    int p, q, n = e->size * e->size;

    e->moves++;
    if (fault_now(e, e->opt.timeout_at)) {
        sleep(60);
        return;
    }
    if (fault_now(e, e->opt.crash_at)) {
        /* the default action, not a sanitizer's handler that would exit instead */
        signal(SIGSEGV, SIG_DFL);
        raise(SIGSEGV);
    }
    if (fault_now(e, e->opt.exit_at))
        exit(0);
    if (fault_now(e, e->opt.garbage_at)) {
        printf("hello\n");
        return;
    }
    if (fault_now(e, e->opt.offboard_at)) {
        printf("%d,%d\n", e->size, 0);
        return;
    }
    if (fault_now(e, e->opt.illegal_at)) {
        for (q = 0; q < n && renju_stone(e->g, q) == RENJU_EMPTY; q++)
            ;
        if (q < n) {
            print_point(e, q);
            return;
        }
    }
    if (e->opt.chatter) {
        char longer[3001];

        memset(longer, 'x', sizeof longer - 1);
        longer[sizeof longer - 1] = '\0';
        printf("MESSAGE %s\nDEBUG move %d\n", longer, e->moves);
    }
    if (!e->opt.instant) {
        long ms = e->opt.think_ms ? e->opt.think_ms : 1;
        struct timespec ts = { ms / 1000, ms % 1000 * 1000000 };
        nanosleep(&ts, NULL);
    }
    p = e->opt.forbidden ? forbidden_point(e) : -1;
    if (p < 0)
        p = choose(e);
    if (p < 0) {
        printf("ERROR no legal point\n");
        return;
    }
    renju_play(e->g, p);
    print_point(e, p);
    if (fault_now(e, e->opt.exit_after))
        exit(0);
}

/* ------------------------------------------------------------ protocol */

/* "x,y" into a point of the engine's board, -1 if it is none. */
static int parse_point(engine *e, const char *s)
{
    int x, y;

    if (sscanf(s, "%d,%d", &x, &y) != 2)
        return -1;
    return to_point(e, x, y);
}

/* The BOARD lines up to DONE: the stones set up, the side to move the one with fewer
 * stones (black on equal counts), and the engine's move. */
static void board(engine *e)
{
    char line[256];
    int x, y, who, p, own = 0, other = 0, ok;

    ok = new_game(e) == 0 && renju_setup_begin(e->g) == 0;
    while (fgets(line, sizeof line, stdin) && strncmp(line, "DONE", 4) != 0) {
        if (sscanf(line, "%d,%d,%d", &x, &y, &who) != 3 || !ok)
            continue;
        p = to_point(e, x, y);
        if (p >= 0)
            renju_setup_put(e->g, p, who == 1 ? RENJU_BLACK : RENJU_WHITE);
        who == 1 ? own++ : other++;
    }
    if (!ok)
        return;
    if (own != other) {   /* white to move: swap the colours put above */
        int n = e->size * e->size, s;

        for (p = 0; p < n; p++)
            if ((s = renju_stone(e->g, p)) != RENJU_EMPTY)
                renju_setup_put(e->g, p, RENJU_BLACK + RENJU_WHITE - s);
        renju_setup_side(e->g, RENJU_WHITE);
    }
    renju_setup_end(e->g);
    move(e);
}

/* ------------------------------------------------------------ swap2 */

/* The stones of a SWAP2BOARD, up to DONE, into pts; returns their number. */
static int read_stones(engine *e, int *pts, int cap)
{
    char line[256];
    int n = 0, p;

    while (fgets(line, sizeof line, stdin) && strncmp(line, "DONE", 4) != 0)
        if ((p = parse_point(e, line)) >= 0 && n < cap)
            pts[n++] = p;
    return n;
}

/* The position of the stones on the engine's board, to choose its moves on, and on
 * sg under the Swap2 rule, to check its own answers. */
static int replay(engine *e, renju_game **sg, const int *pts, int n)
{
    int i, rc = 0;

    if (new_game(e) < 0 || renju_game_new(sg, e->ruleset, e->size) < 0
        || renju_option_set(*sg, RENJU_OPT_OPENING, RENJU_OPENING_SWAP2) < 0)
        return -1;
    for (i = 0; i < n && rc >= 0; i++) {
        if (i == 3)
            rc = renju_choose_swap2(*sg, RENJU_PLAYER_SECOND, RENJU_SWAP2_TWO_MORE);
        if (rc >= 0)
            rc = renju_play(*sg, pts[i]);
        if (rc >= 0)
            rc = renju_play(e->g, pts[i]);
    }
    return rc < 0 ? -1 : 0;
}

/* A stone the engine answers: played on both boards, printed after a blank. */
static int answer_stone(engine *e, renju_game *sg, int player, int p, int first)
{
    if (p < 0 || renju_play_as(sg, player, p) < 0 || renju_play(e->g, p) < 0)
        return -1;
    if (!first)
        putchar(' ');
    printf("%d,%d", renju_point_column(e->g, p), e->size - 1 - renju_point_row(e->g, p));
    return 0;
}

/* Three stones near the centre, each one the rule allows. */
static int opening_stones(engine *e, renju_game *sg)
{
    int k, p, c = e->size / 2;

    for (k = 0; k < 3; k++) {
        do
            p = renju_point(e->g, c - 2 + (int)rnd(e, 5), c - 2 + (int)rnd(e, 5));
        while (renju_point_allowed(sg, p) != 1);
        if (answer_stone(e, sg, RENJU_PLAYER_FIRST, p, k == 0) < 0)
            return -1;
    }
    return 0;
}

/* The choice: swap (0), stay and play one (1), or two more stones (2). */
static int swap2_choice(engine *e, int stones)
{
    const char *c = e->opt.swap2;

    if (c && strcmp(c, "swap") == 0)
        return 0;
    if (c && strcmp(c, "stay") == 0)
        return 1;
    if (c && strcmp(c, "two") == 0)
        return stones == 3 ? 2 : 1;
    return (int)rnd(e, stones == 3 ? 3 : 2);
}

static void swap2board(engine *e)
{
    int pts[8], n = read_stones(e, pts, 8), choice, rc = 0, player;
    renju_game *sg = NULL;

    if (e->opt.no_swap2) {
        printf("UNKNOWN SWAP2BOARD\n");
        return;
    }
    if (n == 0 && e->opt.swap2_occupied) {
        printf("%d,%d %d,%d %d,%d\n", e->size / 2, e->size / 2, e->size / 2, e->size / 2,
               e->size / 2 + 1, e->size / 2);
        return;
    }
    if ((n != 0 && n != 3 && n != 5) || replay(e, &sg, pts, n) < 0) {
        printf("ERROR bad SWAP2BOARD\n");
        renju_game_free(sg);
        return;
    }
    player = n == 3 ? RENJU_PLAYER_SECOND : RENJU_PLAYER_FIRST;
    choice = n == 0 ? -1 : swap2_choice(e, n);
    if (n == 0)
        rc = opening_stones(e, sg);
    else if (choice == 0)
        printf("SWAP");
    else if ((rc = n == 3 ? renju_choose_swap2(sg, player, choice == 1 ? RENJU_SWAP2_WHITE
                                                                       : RENJU_SWAP2_TWO_MORE)
                          : renju_choose_colour(sg, player, RENJU_WHITE)) >= 0)
        rc = answer_stone(e, sg, player, choose(e), 1);
    if (rc >= 0 && choice == 2)
        rc = answer_stone(e, sg, player, choose(e), 0);
    printf(rc < 0 ? "\nERROR no answer to SWAP2BOARD\n" : "\n");
    renju_game_free(sg);
}

static void info(engine *e, const char *key, const char *value)
{
    int ruleset;

    if (strcmp(key, "rule") == 0
        && renju_rules_from_name(value, &ruleset, NULL, NULL) == 0 && ruleset != e->ruleset) {
        e->ruleset = ruleset;
        new_game(e);
    }
}

static int command(engine *e, char *line)
{
    char key[64], value[128];
    int p;

    line[strcspn(line, "\r\n")] = '\0';
    if (strncmp(line, "START ", 6) == 0) {
        if (e->opt.refuse_start) {
            printf("ERROR this engine refuses every game\n");
            return 0;
        }
        e->size = atoi(line + 6);
        if (new_game(e) < 0) {
            printf("ERROR unsupported size %s\n", line + 6);
            return 0;
        }
        if (e->opt.per_game)
            e->rng = e->opt.seed * 0x9E3779B97F4A7C15ULL + 1;
        printf("OK\n");
    } else if (strncmp(line, "INFO ", 5) == 0) {
        if (sscanf(line + 5, "%63s %127s", key, value) == 2)
            info(e, key, value);
    } else if (strcmp(line, "BEGIN") == 0) {
        move(e);
    } else if (strncmp(line, "TURN ", 5) == 0) {
        p = parse_point(e, line + 5);
        if (p < 0 || renju_play(e->g, p) < 0)
            printf("ERROR bad move %s\n", line + 5);
        else
            move(e);
    } else if (strcmp(line, "BOARD") == 0) {
        board(e);
    } else if (strcmp(line, "SWAP2BOARD") == 0) {
        swap2board(e);
    } else if (strcmp(line, "ABOUT") == 0) {
        printf("name=\"%s\", version=\"1.0\", author=\"librenju\"\n", e->opt.name);
    } else if (strcmp(line, "END") == 0) {
        return 1;
    } else if (line[0]) {
        printf("UNKNOWN %s\n", line);
    }
    return 0;
}

/* ------------------------------------------------------------ main */

static int parse_options(int argc, char **argv, options *o)
{
    static const struct { const char *name; size_t off; } counts[] = {
        { "--timeout-at", offsetof(options, timeout_at) },
        { "--crash-at", offsetof(options, crash_at) },
        { "--exit-at", offsetof(options, exit_at) },
        { "--exit-after", offsetof(options, exit_after) },
        { "--illegal-at", offsetof(options, illegal_at) },
        { "--offboard-at", offsetof(options, offboard_at) },
        { "--garbage-at", offsetof(options, garbage_at) },
    };
    int i;
    size_t k;

    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

        for (k = 0; k < sizeof counts / sizeof counts[0]; k++)
            if (strcmp(a, counts[k].name) == 0)
                break;
        if (k < sizeof counts / sizeof counts[0] && v) {
            *(int *)((char *)o + counts[k].off) = atoi(v);
            i++;
        } else if (strcmp(a, "--seed") == 0 && v) {
            o->seed = strtoull(v, NULL, 10);
            i++;
        } else if (strcmp(a, "--name") == 0 && v) {
            o->name = v;
            i++;
        } else if (strcmp(a, "--swap2") == 0 && v) {
            o->swap2 = v;
            i++;
        } else if (strcmp(a, "--think") == 0 && v) {
            o->think_ms = atoi(v);
            i++;
        } else if (strcmp(a, "--per-game") == 0) {
            o->per_game = 1;
        } else if (strcmp(a, "--no-swap2") == 0) {
            o->no_swap2 = 1;
        } else if (strcmp(a, "--swap2-occupied") == 0) {
            o->swap2_occupied = 1;
        } else if (strcmp(a, "--greedy") == 0) {
            o->greedy = 1;
        } else if (strcmp(a, "--random") == 0) {
            o->random = 1;
        } else if (strcmp(a, "--once") == 0 && v) {
            o->once = v;
            i++;
        } else if (strcmp(a, "--forbidden") == 0) {
            o->forbidden = 1;
        } else if (strcmp(a, "--refuse-start") == 0) {
            o->refuse_start = 1;
        } else if (strcmp(a, "--chatter") == 0) {
            o->chatter = 1;
        } else if (strcmp(a, "--instant") == 0) {
            o->instant = 1;
        } else {
            fprintf(stderr, "renju-test-engine: bad argument '%s'\n", a);
            return -1;
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    engine e;
    char line[1024];

    memset(&e, 0, sizeof e);
    e.opt.name = "renju-test-engine";
    e.opt.seed = 1;
    if (parse_options(argc, argv, &e.opt) < 0)
        return 2;
    e.rng = e.opt.seed * 0x9E3779B97F4A7C15ULL + 1;
    e.ruleset = RENJU_RULES_FREESTYLE;
    e.size = RENJU_DEFAULT_SIZE;
    /* every answer is a whole line at once: the runner reads lines from a pipe */
    setvbuf(stdout, NULL, _IOLBF, 0);
    while (fgets(line, sizeof line, stdin))
        if (command(&e, line))
            break;
    renju_game_free(e.g);
    return 0;
}
