/* SPDX-License-Identifier: MIT */
/* bench_forbidden - how fast the forbidden-point engine answers, through the public API,
 * as a user would measure it.
 *
 * Positions come from random renju games grown with a fixed seed, each stone next to
 * the earlier ones, black never playing a forbidden point and nobody making a five, so
 * that they look like games.  Sets:
 *   real-game-like 10 to 30 stones in the central 11x11, as most positions of real games;
 *   game-like      20 to 60 stones in the central 11x11;
 *   dense          60 to 110 stones in the central 13x13;
 *   edge           15 to 50 stones in a 7-wide band along one edge or corner;
 *   real           the test positions of tests/data/forbidden-vectors.txt (option -f);
 *   chain          a chain of false threes built on purpose (build_chain()): judging
 *                  one point judges the next, and so on (the recursion keeps no memo).
 * Measured, each in nanoseconds per call:
 *   - renju_forbidden_map() of a position just set up, which the game has no map of:
 *     the whole map made from scratch (each call timed alone, the position set up
 *     again before it, untimed);
 *   - renju_forbidden_map() asked again of a position it was asked of last;
 *   - renju_forbidden() on every empty point, per point;
 *   - renju_play() then renju_undo() on every legal point next to a stone, per point:
 *     the whole move as the library makes it, once with black to move (the forbidden
 *     check, the win check, the history) and once with white to move on the same stones
 *     (the win check and whether black has a legal point left), and once more on a
 *     game that holds a tree;
 *   - renju_play(), renju_forbidden_map() then renju_undo() on the same points, per
 *     point, with black and with white to move: what an engine's search does at each
 *     node, the map following the moves;
 *   - renju_position_key() of the position: reading the key that play and undo keep.
 * Two modes.  Repeated: each call repeated in timed batches, a position's figure being
 * the median of its batches (caches and branch predictors trained on it).  One-shot:
 * each position measured once, with no repetition, less the cost of reading the clock.
 * Per set: the median, the 99th percentile and the maximum over the positions, and for
 * the repeated calls the maximum over the median (issue 13's goal: at most 10).  Then
 * the map and moves on every board size from 5 to 20, and the map's cost per stone
 * count, from scratch and in the engine's sequence.  Other sizes than 15x15 play
 * standard gomoku, renju being played on 15x15 only: the map is the same, a move makes
 * no forbidden check.
 *
 * Usage: bench_forbidden [-n positions-per-set] [-f forbidden-vectors.txt] */
#define _POSIX_C_SOURCE 199309L
#include <renju.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXC (RENJU_MAX_SIZE * RENJU_MAX_SIZE)
#define BATCHES 5   /* timed batches per position: their median resists interruptions */

typedef struct position {
    int size, n;
    short point[MAXC];
    unsigned char colour[MAXC];
} position;

typedef struct set {
    const char *name;
    int n, cap;
    position *pos;
} set;

enum {
    MAP, MAP_AGAIN, SINGLE, PLAY_BLACK, PLAY_WHITE, PLAY_TREE, SEQ_BLACK, SEQ_WHITE, KEY,
    NWHAT
};
static const char *const what_name[NWHAT] = {
    "forbidden map from scratch", "forbidden map asked again", "single-point check",
    "play+undo, black to move", "play+undo, white to move", "play+undo, black, on a tree",
    "play+map+undo, black", "play+map+undo, white", "position key"
};
#define SCRATCH_REPS 20   /* maps from scratch per batch, the position set up before each */

static renju_game *games[RENJU_MAX_SIZE + 1];
static double clock_cost;   /* of one now_ns() pair, taken off one-shot figures */

/* xorshift64*: the same positions on every machine */
static unsigned long long rng_state = 0x9E3779B97F4A7C15ull;

static unsigned rnd(unsigned n)
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return (unsigned)((rng_state * 0x2545F4914F6CDD1Dull) >> 33) % n;
}

static double now_ns(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static void check(renju_game *g, int rc, const char *what)
{
    if (rc < 0) {
        fprintf(stderr, "bench_forbidden: %s: %s\n", what, renju_errmsg(g));
        exit(1);
    }
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);

    if (!p) {
        fprintf(stderr, "bench_forbidden: out of memory\n");
        exit(1);
    }
    return p;
}

/* The game for a board size: renju on 15x15, standard gomoku on the others (renju is
 * played on 15x15 only; the map is the same engine whatever the rule set). */
static renju_game *game_of(int size)
{
    int rules = size == 15 ? RENJU_RULES_RENJU : RENJU_RULES_STANDARD;

    if (!games[size] && renju_game_new(&games[size], rules, size) != RENJU_OK) {
        fprintf(stderr, "bench_forbidden: cannot create a %dx%d game\n", size, size);
        exit(1);
    }
    return games[size];
}

static position *add(set *s)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 64;
        s->pos = realloc(s->pos, sizeof *s->pos * (size_t)s->cap);
        if (!s->pos) {
            fprintf(stderr, "bench_forbidden: out of memory\n");
            exit(1);
        }
    }
    memset(&s->pos[s->n], 0, sizeof *s->pos);
    return &s->pos[s->n++];
}

/* ------------------------------------------------------------- positions */

/* The area games are grown in: columns x0..x1, rows y0..y1. */
typedef struct area {
    int x0, y0, x1, y1;
} area;

static int inside(const area *a, int c, int r)
{
    return c >= a->x0 && c <= a->x1 && r >= a->y0 && r <= a->y1;
}

/* A point near (within two of) a stone already played, inside the area. */
static int near_point(renju_game *g, int size, const area *a)
{
    int tries, p, c, r;

    for (tries = 0; tries < 1000; tries++) {
        p = (int)rnd((unsigned)(size * size));
        if (renju_stone(g, p) == RENJU_EMPTY)
            continue;
        c = p % size + (int)rnd(5) - 2;
        r = p / size + (int)rnd(5) - 2;
        if (inside(a, c, r) && renju_stone(g, r * size + c) == RENJU_EMPTY)
            return r * size + c;
    }
    return -1;
}

/* Grow a random game of n stones from (c, r); returns 0 if it got stuck. */
static int grow(position *pos, int size, int n, const area *a, int c, int r)
{
    renju_game *g = game_of(size);
    int p = r * size + c, tries, i;

    /* the first stone set up, since renju puts it on the centre */
    check(g, renju_game_reset(g), "reset");
    check(g, renju_setup_begin(g), "setup");
    check(g, renju_setup_put(g, p, RENJU_BLACK), "first stone");
    check(g, renju_setup_side(g, RENJU_WHITE), "setup side");
    check(g, renju_setup_end(g), "setup end");
    for (i = 1; i < n; i++) {
        for (tries = 0; tries < 200; tries++) {
            p = near_point(g, size, a);
            if (p < 0 || renju_play(g, p) != RENJU_OK)
                continue;
            if (renju_result(g) == RENJU_ONGOING)
                break;
            check(g, renju_undo(g), "undo");
        }
        if (tries == 200)
            return 0;
    }
    pos->size = size;
    pos->n = 0;
    for (p = 0; p < size * size; p++)
        if (renju_stone(g, p) != RENJU_EMPTY) {
            pos->point[pos->n] = (short)p;
            pos->colour[pos->n++] = (unsigned char)renju_stone(g, p);
        }
    return 1;
}

/* Games of lo..hi stones in the central span x span of a size x size board. */
static void grow_central(set *s, int npos, int size, int lo, int hi, int span)
{
    int i, o = (size - span) / 2;
    area a;

    a.x0 = a.y0 = o;
    a.x1 = a.y1 = o + span - 1;
    for (i = 0; i < npos; i++)
        while (!grow(add(s), size, lo + (int)rnd((unsigned)(hi - lo + 1)), &a, size / 2,
                     size / 2))
            s->n--;
}

/* Games along an edge: a band 7 wide on a random side, or a corner 9x9. */
static void grow_edge(set *s, int npos, int lo, int hi)
{
    int i, side, c, r;
    area a;

    for (i = 0; i < npos; i++) {
        do {
            side = (int)rnd(8);
            a.x0 = a.y0 = 0;
            a.x1 = a.y1 = 14;
            if (side >= 4) {         /* a corner */
                a.x0 = side & 1 ? 6 : 0;
                a.y0 = side & 2 ? 6 : 0;
                a.x1 = a.x0 + 8;
                a.y1 = a.y0 + 8;
            } else if (side < 2) {   /* the bottom or top rows */
                a.y0 = side ? 8 : 0;
                a.y1 = a.y0 + 6;
            } else {                 /* the left or right columns */
                a.x0 = side == 3 ? 8 : 0;
                a.x1 = a.x0 + 6;
            }
            c = a.x0 + (a.x1 - a.x0) / 2;
            r = a.y0 + (a.y1 - a.y0) / 2;
        } while (!grow(add(s), 15, lo + (int)rnd((unsigned)(hi - lo + 1)), &a, c, r)
                 && s->n--);
    }
}

/* The positions of the forbidden-point vectors: "id | black | white | ...". */
static void read_vectors(set *s, const char *file)
{
    renju_game *g = game_of(15);
    char line[4096], *f[3], *tok, *save;
    FILE *in = fopen(file, "r");
    position *pos;
    int i, p;

    if (!in) {
        fprintf(stderr, "bench_forbidden: cannot read %s\n", file);
        exit(1);
    }
    while (fgets(line, sizeof line, in)) {
        if (line[0] == '#' || !(f[0] = strchr(line, '|')) || !(f[1] = strchr(f[0] + 1, '|'))
            || !(f[2] = strchr(f[1] + 1, '|')))
            continue;
        *f[1] = *f[2] = '\0';
        pos = add(s);
        pos->size = 15;
        for (i = 0; i < 2; i++)
            for (tok = strtok_r(f[i] + 1, " ", &save); tok; tok = strtok_r(NULL, " ", &save))
                if (strcmp(tok, "-") != 0) {
                    check(g, renju_point_parse(g, tok, &p), tok);
                    pos->point[pos->n] = (short)p;
                    pos->colour[pos->n++] = (unsigned char)(i ? RENJU_WHITE : RENJU_BLACK);
                }
    }
    fclose(in);
}

/* The chain of false threes: a position found by a search (hill climbing over random
 * stones, a fixed seed) for the point whose judgement judges the most others, since
 * the recursion through the straight-four points of each three keeps no memo.  A
 * black stone on d3 makes 129 judgements, each with the stones of the ones before it
 * placed; nothing in a game comes near.
 *
 * Why those judgements are needed, and why no memo or bound cuts them exactly: by RIF
 * 9.3 a three is real only if a straight-four point of it is legal with the three's
 * stone in place, and that point's legality is a judgement of its own threes with both
 * stones in place, and so on down the chain.  Each judgement in it therefore sees a
 * different set of placed stones, and those stones lie in the very windows its lines
 * read (a link is a straight-four point of the three before it, at most four cells
 * away), so a memo keyed on the point and what its lines read never hits, and one
 * keyed on the point alone would give wrong answers.  What does bound the work: each
 * level places one more stone on an empty point (depth at most the empty points), at
 * most 12 points per level are looked at (4 threes, 3 straight-four points each), the
 * points decided from their lines alone go first, and a level stops as soon as two of
 * its threes are known real or fewer than two can still be.  No tighter exact bound
 * is known.  The map of this position judges 92 points, which judge the threes of 148
 * points below them (seven levels at most).  It reads the lines of 543 points: 89 in
 * full and 454 straight-four points on their three other lines only, and places a
 * stone on the board 70 times, for the judgements that go a level deeper.  The figure
 * this set reports (about 3.9 us for the map, some 26 times the dense median) is the
 * price of following the rule exactly, and a real game never comes near it. */
static void build_chain(set *s)
{
    static const char black[] =
        "i1 k1 l1 m1 n1 b2 d2 i2 k2 o2 a3 b3 c3 g3 j3 m3 n3 o3 e4 f4 k4 m4 b5 c5 d5 f5 "
        "g5 h5 k5 l5 n5 o5 b6 h6 i6 a7 e7 k7 l7 b8 e8 j8 n8 e9 g9 j9 k9 m9 n9 h10 i10 "
        "c11 e11 i11 k11 b12 c12 d12 e12 g12 i12 k12 l12 m12 o12 b13 c13 d13 f13 h13 "
        "i13 l13 m13 o13 e14 f14 a15 e15";
    static const char white[] =
        "h1 j2 l2 e3 o4 m6 m8 i9 o9 b10 n11 n12 a13 e13 k13 j14 k14 n14 o14 c15 g15 i15 "
        "k15 m15 n15";
    renju_game *g = game_of(15);
    position *pos = add(s);
    const char *t;
    char name[8];
    int i, p, n;

    pos->size = 15;
    for (i = 0; i < 2; i++)
        for (t = i ? white : black; sscanf(t, "%7s%n", name, &n) == 1; t += n) {
            check(g, renju_point_parse(g, name, &p), name);
            pos->point[pos->n] = (short)p;
            pos->colour[pos->n++] = (unsigned char)(i ? RENJU_WHITE : RENJU_BLACK);
        }
}

/* Set the position up with colour to move; returns 0 if the game is over there. */
static int load(const position *pos, int colour)
{
    renju_game *g = game_of(pos->size);
    int i;

    check(g, renju_game_reset(g), "reset");
    check(g, renju_setup_begin(g), "setup");
    for (i = 0; i < pos->n; i++)
        check(g, renju_setup_put(g, pos->point[i], pos->colour[i]), "setup put");
    check(g, renju_setup_side(g, colour), "setup side");
    check(g, renju_setup_end(g), "setup end");
    return renju_result(g) == RENJU_ONGOING;
}

/* ------------------------------------------------------------- timing */

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The q-quantile of v[0..n) (sorts v): 0.5 the median, 1 the maximum. */
static double quantile(double *v, int n, double q)
{
    double k = q * (n - 1);
    int i = (int)k;

    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return i + 1 < n ? v[i] + (k - i) * (v[i + 1] - v[i]) : v[n - 1];
}

/* The points a call is timed on: every empty point, or for a move the legal points
 * next to a stone, where games are played (a five ends the game, which is no different
 * for the timing, so they stay). */
static int points_of(renju_game *g, int what, int *pts)
{
    int size = renju_game_size(g), p, n = 0, c, r, dc, dr, near;

    for (p = 0; p < size * size; p++) {
        if (renju_stone(g, p) != RENJU_EMPTY)
            continue;
        if ((what == PLAY_BLACK || what == SEQ_BLACK) && renju_forbidden(g, p) != RENJU_FORBID_NONE)
            continue;
        c = p % size;
        r = p / size;
        for (near = 0, dr = -1; dr <= 1; dr++)
            for (dc = -1; dc <= 1; dc++)
                if (c + dc >= 0 && c + dc < size && r + dr >= 0 && r + dr < size
                    && renju_stone(g, (r + dr) * size + c + dc) != RENJU_EMPTY)
                    near = 1;
        if (what == SINGLE || what == MAP || what == MAP_AGAIN || near)
            pts[n++] = p;
    }
    return n;
}

/* Whether a kind of call is made once per position, not once per point. */
static int per_position(int what)
{
    return what == MAP || what == MAP_AGAIN || what == KEY;
}

/* reps calls (passes over the points) of one kind; the time in ns per call. */
static double run(renju_game *g, int what, const int *pts, int npts, int reps)
{
    unsigned char map[MAXC], key[RENJU_KEY_SIZE];
    volatile int sink = 0;
    double t0, t;
    int k, i;

    t0 = now_ns();
    for (k = 0; k < reps; k++) {
        switch (what) {
        case MAP:
        case MAP_AGAIN:
            sink += renju_forbidden_map(g, map, sizeof map);
            break;
        case SINGLE:
            for (i = 0; i < npts; i++)
                sink += renju_forbidden(g, pts[i]);
            break;
        case KEY:
            sink += renju_position_key(g, key, &i);
            sink += key[0];
            break;
        case SEQ_BLACK:
        case SEQ_WHITE:
            for (i = 0; i < npts; i++) {
                sink += renju_play(g, pts[i]);
                sink += renju_forbidden_map(g, map, sizeof map);
                sink += renju_undo(g);
            }
            break;
        default:
            for (i = 0; i < npts; i++) {
                sink += renju_play(g, pts[i]);
                sink += renju_undo(g);
            }
            break;
        }
    }
    t = now_ns() - t0;
    (void)sink;
    return t / reps / (per_position(what) ? 1 : npts);
}

/* The map from scratch, reps times: the position set up again before each call, so
 * that the game holds no map of it, and each call timed alone; the time in ns per
 * call, less the cost of reading the clock. */
static double run_scratch(const position *pos, int colour, int reps)
{
    unsigned char map[MAXC];
    renju_game *g = game_of(pos->size);
    volatile int sink = 0;
    double t0, t = 0;
    int k;

    for (k = 0; k < reps; k++) {
        load(pos, colour);
        t0 = now_ns();
        sink += renju_forbidden_map(g, map, sizeof map);
        t += now_ns() - t0 - clock_cost;
    }
    (void)sink;
    return t / reps;
}

/* The time of one kind of call on a position: repeated (median of batches) and one-shot
 * (the first call alone).  0 if it cannot be made there. */
static int time_position(const position *pos, int what, double *rep, double *once)
{
    int pts[MAXC], npts, b, reps;
    int colour = what == PLAY_WHITE || what == SEQ_WHITE ? RENJU_WHITE : RENJU_BLACK;
    double batch[BATCHES];
    renju_game *g = game_of(pos->size);

    if (!load(pos, colour))
        return 0;
    /* a game that holds a tree (renju_tree(3)): each move goes through it, in the
     * scratch mode an engine plays in */
    if (what == PLAY_TREE && renju_node_count(g) < 1)
        return 0;
    npts = points_of(g, what == PLAY_TREE ? PLAY_BLACK : what, pts);
    if (npts == 0)
        return 0;
    if (what == MAP_AGAIN)
        run(g, what, pts, npts, 1);   /* the map to ask again */
    *once = run(g, what, pts, npts, 1) - clock_cost / (per_position(what) ? 1 : npts);
    reps = what == MAP_AGAIN ? 200 : what == KEY ? 2000 : 2000 / npts + 1;
    for (b = 0; b < BATCHES; b++)
        batch[b] = what == MAP ? run_scratch(pos, colour, SCRATCH_REPS)
                               : run(g, what, pts, npts, reps);
    *rep = quantile(batch, BATCHES, 0.5);
    return 1;
}

typedef struct stats {
    int n;
    double med, p99, max, once_med, once_p99, once_max;
} stats;

static stats measure(const set *s, int what)
{
    double *rep = xmalloc(sizeof *rep * (size_t)s->n), *once = xmalloc(sizeof *once * (size_t)s->n);
    stats st;
    int i, n = 0;

    memset(&st, 0, sizeof st);
    for (i = 0; i < s->n; i++)
        n += time_position(&s->pos[i], what, &rep[n], &once[n]);
    if (n > 0) {
        st.n = n;
        st.med = quantile(rep, n, 0.5);
        st.p99 = quantile(rep, n, 0.99);
        st.max = quantile(rep, n, 1);
        st.once_med = quantile(once, n, 0.5);
        st.once_p99 = quantile(once, n, 0.99);
        st.once_max = quantile(once, n, 1);
    }
    free(rep);
    free(once);
    return st;
}

/* ------------------------------------------------------------- reports */

static void report_set(const set *s, const double *goal)
{
    stats st;
    int i, stones = 0, lo = MAXC, hi = 0, what;

    for (i = 0; i < s->n; i++) {
        stones += s->pos[i].n;
        lo = s->pos[i].n < lo ? s->pos[i].n : lo;
        hi = s->pos[i].n > hi ? s->pos[i].n : hi;
    }
    printf("\n%s: %d positions, %d to %d stones (mean %.1f)\n", s->name, s->n, lo, hi,
           (double)stones / s->n);
    printf("  %-26s %8s %8s %8s %7s | %8s %8s %8s | %5s\n", "ns per call", "median", "p99",
           "max", "max/med", "one-shot", "p99", "max", "goal");
    for (what = 0; what < NWHAT; what++) {
        st = measure(s, what);
        if (st.n == 0)
            continue;
        printf("  %-26s %8.1f %8.1f %8.1f %7.1f | %8.1f %8.1f %8.1f |", what_name[what],
               st.med, st.p99, st.max, st.max / st.med, st.once_med, st.once_p99,
               st.once_max);
        if (goal[what] > 0)
            printf(" %5.0f%s%s", goal[what], st.med <= goal[what] ? "" : " (missed)",
                   st.max <= 10 * st.med ? "" : " (max over 10x)");
        printf("\n");
    }
}

/* Map and moves on every board size, on games filling about a third of the board. */
static void report_sizes(int npos)
{
    stats m, b, w, sw;
    set s;
    int size;

    printf("\nboard sizes (%d games each, a third of the board filled), ns per call, "
           "repeated\n", npos);
    printf("  %4s %8s %8s %8s | %14s %14s | %14s\n", "size", "map med", "p99", "max",
           "play+undo bk", "play+undo wh", "+map+undo wh");
    for (size = RENJU_MIN_SIZE; size <= RENJU_MAX_SIZE; size++) {
        memset(&s, 0, sizeof s);
        grow_central(&s, npos, size, size * size / 4, size * size * 2 / 5, size);
        m = measure(&s, MAP);
        b = measure(&s, PLAY_BLACK);
        w = measure(&s, PLAY_WHITE);
        sw = measure(&s, SEQ_WHITE);
        printf("  %4d %8.1f %8.1f %8.1f | %14.1f %14.1f | %14.1f\n", size, m.med, m.p99,
               m.max, b.med, w.med, sw.med);
        free(s.pos);
    }
}

/* The map's cost as the stones grow, 15x15, central 13x13: from scratch, and in the
 * engine's sequence beside the moves alone. */
static void report_stones(int npos)
{
    stats m, b, w, sb, sw;
    set s;
    int lo;

    printf("\ncost per stone count (15x15, %d games each), ns per call, repeated\n", npos);
    printf("  %7s %8s %8s %8s | %14s %14s | %14s %14s\n", "stones", "map med", "p99", "max",
           "play+undo bk", "play+undo wh", "+map+undo bk", "+map+undo wh");
    for (lo = 1; lo <= 111; lo += 10) {
        memset(&s, 0, sizeof s);
        grow_central(&s, npos, 15, lo, lo + 9, 13);
        m = measure(&s, MAP);
        b = measure(&s, PLAY_BLACK);
        w = measure(&s, PLAY_WHITE);
        sb = measure(&s, SEQ_BLACK);
        sw = measure(&s, SEQ_WHITE);
        printf("  %3d-%-3d %8.1f %8.1f %8.1f | %14.1f %14.1f | %14.1f %14.1f\n", lo, lo + 9,
               m.med, m.p99, m.max, b.med, w.med, sb.med, sw.med);
        free(s.pos);
    }
}

static void calibrate(void)
{
    double v[101], t0;
    int i;

    for (i = 0; i < 101; i++) {
        t0 = now_ns();
        v[i] = now_ns() - t0;
    }
    clock_cost = quantile(v, 101, 0.5);
}

int main(int argc, char **argv)
{
    /* the goals of issue 13 on the machine it was measured on, per kind of call */
    static const double goal_game[NWHAT] = { 240, 0, 12, 40, 40 };
    static const double goal_dense[NWHAT] = { 200, 0, 12, 40, 40 };
    static const double goal_real[NWHAT] = { 230, 0, 12, 40, 40 };
    static const double goal_other[NWHAT] = { 0, 0, 12, 40, 40 };
    static const double goal_none[NWHAT] = { 0 };
    const char *vectors = NULL;
    int npos = 200, i, size;
    set s;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-n") == 0 && i + 1 < argc) {
            npos = atoi(argv[++i]);
        } else if (strcmp(argv[i], "-f") == 0 && i + 1 < argc) {
            vectors = argv[++i];
        } else {
            npos = 0;
            break;
        }
    }
    if (npos < 1) {
        fprintf(stderr, "usage: bench_forbidden [-n positions-per-set] [-f vectors-file]\n");
        return 2;
    }
    calibrate();
    printf("librenju %s, forbidden-point engine, 15x15 unless said, ns per call "
           "(clock read: %.0f ns, taken off one-shot figures)\n",
           renju_version_string(), clock_cost);

#define SET(label, fill, goal) \
    do { memset(&s, 0, sizeof s); s.name = label; fill; report_set(&s, goal); \
         free(s.pos); } while (0)
    SET("real-game-like", grow_central(&s, npos, 15, 10, 30, 11), goal_game);
    SET("game-like", grow_central(&s, npos, 15, 20, 60, 11), goal_game);
    SET("dense", grow_central(&s, npos, 15, 60, 110, 13), goal_dense);
    SET("edge", grow_edge(&s, npos, 15, 50), goal_other);
    if (vectors)
        SET("real (forbidden-point vectors)", read_vectors(&s, vectors), goal_real);
    SET("chain of false threes (worst case built on purpose)", build_chain(&s), goal_none);
#undef SET
    report_sizes(npos / 4 > 0 ? npos / 4 : 1);
    report_stones(npos / 4 > 0 ? npos / 4 : 1);
    for (size = 0; size <= RENJU_MAX_SIZE; size++)
        renju_game_free(games[size]);
    return 0;
}
