/* SPDX-License-Identifier: MIT */
/* check_threads.c - separate handles in separate threads (renju.h, "Threads").
 *
 * Each job plays seeded random games with its own handles: openings of every rule,
 * random legal moves, passes, undo and redo, clones, forbidden maps, tags and record
 * round trips, and folds everything it sees into a digest.  The jobs run once in this
 * thread and once spread over many threads at the same time; the digests must be the
 * same, job by job.  Under ThreadSanitizer (.ci/run) this also shows that the library
 * shares nothing between handles.
 *
 * RENJU_TEST_SCALE (default 1) scales the number of games per job. */
#include <check.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "testutil.h"

#define NTHREADS 8
#define JOBS_PER_THREAD 3
#define NJOBS (NTHREADS * JOBS_PER_THREAD)
#define MAX_CELLS (RENJU_MAX_SIZE * RENJU_MAX_SIZE)

/* One job's state: its own generator and digest, nothing shared. */
typedef struct job {
    unsigned long long rng;
    uint64_t digest;
    int games;
    int failed;          /* set on an unexpected library answer; checked by the caller */
    char why[160];
} job;

static unsigned rnd(job *j, unsigned n)
{
    return rnd_next(&j->rng, n);
}

static void mix(job *j, const void *p, size_t n)
{
    const unsigned char *b = p;
    size_t i;

    for (i = 0; i < n; i++)
        j->digest = (j->digest ^ b[i]) * 1099511628211ULL;
}

static void mix_int(job *j, int v)
{
    mix(j, &v, sizeof v);
}

/* Failures are recorded in the job, not asserted: Check's assertions belong to the
 * main thread. */
#define EXPECT(j, cond)                                                          \
    do {                                                                         \
        if (!(cond) && !(j)->failed) {                                           \
            (j)->failed = 1;                                                     \
            snprintf((j)->why, sizeof (j)->why, "line %d: %s", __LINE__, #cond); \
        }                                                                        \
    } while (0)

/* Everything a player can see of the game. */
static void observe(job *j, renju_game *g)
{
    int moves[2 * MAX_CELLS + 2], line[RENJU_MAX_SIZE], n, kind, point;
    unsigned char map[MAX_CELLS];

    n = renju_moves(g, moves, sizeof moves / sizeof moves[0]);
    EXPECT(j, n >= 0);
    if (n > 0)
        mix(j, moves, (size_t)n * sizeof moves[0]);
    mix_int(j, renju_side_to_move(g));
    mix_int(j, renju_stone_count(g));
    mix_int(j, renju_result(g));
    mix_int(j, renju_result_reason(g));
    n = renju_winning_line(g, line, RENJU_MAX_SIZE);
    EXPECT(j, n >= 0);
    if (n > 0)
        mix(j, line, (size_t)n * sizeof line[0]);
    EXPECT(j, renju_result_foul(g, &kind, &point) == RENJU_OK);
    mix_int(j, kind);
    mix_int(j, point);
    mix_int(j, renju_expected_action(g));
    mix_int(j, renju_expected_player(g));
    n = renju_forbidden_map(g, map, sizeof map);
    EXPECT(j, n >= 0);
    mix(j, map, (size_t)renju_game_size(g) * (size_t)renju_game_size(g));
}

/* n offers for the 5th move, no two equivalent, from the points allowed. */
static int propose(job *j, renju_game *g, int player)
{
    int allowed[MAX_CELLS], chosen[RENJU_MAX_OFFERS], n, k, i, c, t, lo, hi, fine;

    if (renju_offer_bounds(g, &lo, &hi) != RENJU_OK)
        return -1;
    n = renju_allowed_points(g, allowed, MAX_CELLS);
    EXPECT(j, n > 0);
    for (i = n - 1; i > 0; i--) {   /* shuffled, so that the offers vary */
        k = (int)rnd(j, (unsigned)i + 1);
        t = allowed[i];
        allowed[i] = allowed[k];
        allowed[k] = t;
    }
    for (i = 0, c = 0; i < n && c < hi; i++) {
        fine = 1;
        for (k = 0; k < c && fine; k++)
            fine = renju_offers_equivalent(g, allowed[i], chosen[k]) == 0;
        if (fine)
            chosen[c++] = allowed[i];
    }
    EXPECT(j, c == hi);
    return renju_propose(g, player, chosen, (size_t)c);
}

/* One action of whatever kind the game expects; returns 0 when it expects none. */
static int act(job *j, renju_game *g)
{
    int action = renju_expected_action(g), player = renju_expected_player(g);
    int allowed[MAX_CELLS], offers[RENJU_MAX_OFFERS], n, lo, hi, rc = RENJU_OK;

    switch (action) {
    case RENJU_ACTION_NONE:
        return 0;
    case RENJU_ACTION_PLAY:
        if (rnd(j, 40) == 0) {
            rc = renju_pass(g);
            EXPECT(j, rc == RENJU_OK || rc == RENJU_ENOPASS || rc == RENJU_EPHASE);
            return 1;
        }
        /* fall through */
    case RENJU_ACTION_STONE:
        n = renju_allowed_points(g, allowed, MAX_CELLS);
        EXPECT(j, n > 0);
        if (n <= 0)
            return 0;
        rc = renju_play(g, allowed[rnd(j, (unsigned)n)]);
        break;
    case RENJU_ACTION_SWAP:
        rc = renju_swap(g, player, (int)rnd(j, 2));
        break;
    case RENJU_ACTION_DECLARE:
        EXPECT(j, renju_offer_bounds(g, &lo, &hi) == RENJU_OK);
        rc = renju_declare(g, player, lo + (int)rnd(j, (unsigned)(hi > lo + 3 ? 4 : hi - lo + 1)));
        break;
    case RENJU_ACTION_OFFERS:
        rc = propose(j, g, player);
        break;
    case RENJU_ACTION_CHOOSE_OFFER:
        n = renju_offers(g, offers, RENJU_MAX_OFFERS);
        EXPECT(j, n > 0);
        if (n <= 0)
            return 0;
        rc = renju_choose_offer(g, player, offers[rnd(j, (unsigned)n)]);
        break;
    case RENJU_ACTION_BRANCH:
        rc = renju_choose_branch(g, player, 1 + (int)rnd(j, 2));
        break;
    case RENJU_ACTION_COLOUR:
        rc = renju_choose_colour(g, player, 1 + (int)rnd(j, 2));
        break;
    case RENJU_ACTION_SWAP2:
        rc = renju_choose_swap2(g, player, 1 + (int)rnd(j, 3));
        break;
    default:
        EXPECT(j, !"an action the test does not know");
        return 0;
    }
    if (rc != RENJU_OK && !j->failed) {
        j->failed = 1;
        snprintf(j->why, sizeof j->why, "action %d failed: %s", action, renju_errmsg(g));
    }
    return rc == RENJU_OK;
}

/* The record of the game written, read into a new game and written again. */
static void round_trip(job *j, renju_game *g, int opening)
{
    static const int formats[3] = { RENJU_FORMAT_SGF, RENJU_FORMAT_MOVES, RENJU_FORMAT_PSQ };
    char *text, *again;
    int f, n, m;
    renju_game *h = NULL;

    for (f = 0; f < 3; f++) {
        n = renju_record_export(g, formats[f], NULL, 0);
        if (n < 0)
            continue;   /* a game this format cannot hold */
        text = malloc((size_t)n);
        EXPECT(j, text != NULL);
        if (!text)
            return;
        EXPECT(j, renju_record_export(g, formats[f], text, (size_t)n) == n - 1);
        mix(j, text, (size_t)n);
        EXPECT(j, renju_game_new(&h, renju_game_ruleset(g), renju_game_size(g)) == RENJU_OK);
        if (formats[f] != RENJU_FORMAT_PSQ)
            EXPECT(j, renju_option_set(h, RENJU_OPT_OPENING, opening) == RENJU_OK);
        EXPECT(j, renju_record_import(h, formats[f], text, (size_t)n - 1, 0) >= 0);
        m = renju_record_export(h, formats[f], NULL, 0);
        EXPECT(j, m == n);
        again = m > 0 ? malloc((size_t)m) : NULL;
        if (again) {
            EXPECT(j, renju_record_export(h, formats[f], again, (size_t)m) == m - 1);
            EXPECT(j, strcmp(text, again) == 0);
            free(again);
        }
        renju_game_free(h);
        free(text);
    }
}

/* One game of rule set, size and opening rule, from the job's generator. */
static void play_one(job *j, int ruleset, int size, int opening)
{
    renju_game *g = NULL, *c = NULL;
    int steps = 0, rc;

    EXPECT(j, renju_game_new(&g, ruleset, size) == RENJU_OK);
    if (!g)
        return;
    EXPECT(j, renju_option_set(g, RENJU_OPT_OPENING, opening) == RENJU_OK);
    EXPECT(j, renju_tag_set(g, "PB", "thread black") == RENJU_OK);
    EXPECT(j, renju_tag_set(g, "GN", "seeded") == RENJU_OK);
    while (!j->failed && steps++ < 3 * size * size && act(j, g)) {
        switch (rnd(j, 8)) {
        case 0:   /* take back a little and play it again */
            rc = renju_undo(g);
            EXPECT(j, rc == RENJU_OK || rc == RENJU_ENOMOVE);
            if (rc == RENJU_OK)
                EXPECT(j, renju_redo(g) == RENJU_OK);
            break;
        case 1:   /* go on with a copy */
            EXPECT(j, renju_game_clone(&c, g) == RENJU_OK);
            renju_game_free(g);
            g = c;
            break;
        case 2:
        case 3:
        case 4:
            observe(j, g);
            break;
        default:
            break;
        }
    }
    observe(j, g);
    round_trip(j, g, opening);
    /* and all the way back */
    while ((rc = renju_undo(g)) == RENJU_OK)
        ;
    EXPECT(j, rc == RENJU_ENOMOVE);
    EXPECT(j, renju_stone_count(g) == 0);
    renju_game_free(g);
    j->games++;
}

/* The games of job number id: every rule set, size and opening in turn. */
static void run_job(job *j, int id)
{
    static const int renju_openings[] = {
        RENJU_OPENING_NONE, RENJU_OPENING_RIF, RENJU_OPENING_YAMAGUCHI,
        RENJU_OPENING_SOOSORV, RENJU_OPENING_TARAGUCHI
    };
    static const int gomoku_openings[] = {
        RENJU_OPENING_NONE, RENJU_OPENING_SWAP1, RENJU_OPENING_SWAP2,
        RENJU_OPENING_PRO, RENJU_OPENING_LONG_PRO
    };
    int n = (int)(20 * scale() + 0.5), i;

    memset(j, 0, sizeof *j);
    j->rng = 0x9e3779b97f4a7c15ULL * (unsigned long long)(id + 1);
    j->digest = 1469598103934665603ULL;
    if (n < 1)
        n = 1;
    for (i = 0; i < n && !j->failed; i++) {
        switch ((id + i) % 4) {
        case 0:
            play_one(j, RENJU_RULES_RENJU, 15, renju_openings[rnd(j, 5)]);
            break;
        case 1:
            play_one(j, RENJU_RULES_FREESTYLE, 15 + (int)rnd(j, 6), gomoku_openings[rnd(j, 5)]);
            break;
        case 2:
            play_one(j, RENJU_RULES_STANDARD, 9 + (int)rnd(j, 7), RENJU_OPENING_NONE);
            break;
        default:
            play_one(j, RENJU_RULES_FIVE_IN_A_ROW, 15, RENJU_OPENING_NONE);
            break;
        }
    }
}

typedef struct worker {
    int first;            /* the worker runs jobs first .. first + JOBS_PER_THREAD - 1 */
    job *jobs;
} worker;

static void *work(void *arg)
{
    worker *w = arg;
    int k;

    for (k = 0; k < JOBS_PER_THREAD; k++)
        run_job(&w->jobs[w->first + k], w->first + k);
    return NULL;
}

TEST_CASE("threads", 600)

START_TEST(test_threads_match_one_thread)
{
    static job alone[NJOBS], together[NJOBS];
    pthread_t threads[NTHREADS];
    worker workers[NTHREADS];
    int i, games = 0;

    for (i = 0; i < NJOBS; i++) {
        run_job(&alone[i], i);
        ck_assert_msg(!alone[i].failed, "job %d alone: %s", i, alone[i].why);
        games += alone[i].games;
    }
    for (i = 0; i < NTHREADS; i++) {
        workers[i].first = i * JOBS_PER_THREAD;
        workers[i].jobs = together;
        ck_assert_int_eq(pthread_create(&threads[i], NULL, work, &workers[i]), 0);
    }
    for (i = 0; i < NTHREADS; i++)
        ck_assert_int_eq(pthread_join(threads[i], NULL), 0);
    for (i = 0; i < NJOBS; i++) {
        ck_assert_msg(!together[i].failed, "job %d in a thread: %s", i, together[i].why);
        ck_assert_int_eq(together[i].games, alone[i].games);
        ck_assert_msg(together[i].digest == alone[i].digest,
                      "job %d: another digest in a thread", i);
    }
    ck_assert_int_ge(games, NJOBS);
}
END_TEST

/* Two different jobs must not give the same digest: the digest does see the games. */
START_TEST(test_jobs_differ)
{
    static job a, b;

    run_job(&a, 0);
    run_job(&b, 1);
    ck_assert(!a.failed && !b.failed);
    ck_assert(a.digest != b.digest);
}
END_TEST

#include "check_threads.tests.h"

int main(void)
{
    return run_suite(tests_suite("threads"));
}
