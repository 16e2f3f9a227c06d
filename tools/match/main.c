/* SPDX-License-Identifier: MIT */
/* renju-match - plays games between two engines speaking the Gomocup protocol, every
 * move judged by librenju, and writes the records, the score and the Elo difference.
 *
 * Usage: renju-match -engine name=A cmd=... -engine name=B cmd=... [options]
 *
 * Games are handed out one at a time to -concurrency threads, each with its own pair
 * of engines; what the games leave (the tally, the records, the progress line) is
 * shared under one mutex.  Options, layouts and output are in renju-match(1).
 */
#define _POSIX_C_SOURCE 200809L

#include "game.h"
#include "log.h"
#include "openings.h"
#include "output.h"
#include "settings.h"
#include "syserr.h"

#include <renju.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

static const char *const prog = "renju-match";

/* The stop pipe: the signal handler writes into it, and every wait of every thread
 * polls its other end, so that Ctrl-C ends the waits at once. */
static int stop_pipe[2] = { -1, -1 };
static volatile sig_atomic_t got_signal;

static void on_signal(int sig)
{
    ssize_t rc;

    got_signal = sig;
    rc = write(stop_pipe[1], "x", 1);
    (void)rc;
}

typedef struct match {
    const settings *set;
    opening_list openings;
    int *order;               /* the openings in the order they are played */
    game_rules rules;
    int log_fd;
    pthread_mutex_t lock;     /* guards everything below */
    int next;                 /* the next game to hand out (from 0) */
    int stop;                 /* no more games: decided, failed, interrupted */
    int fatal, failed;        /* an engine could not play; the runner failed */
    char why[400];            /* why the match stopped */
    match_tally tally;
    sprt_verdict sprt;        /* the SPRT's decision, once taken */
    char **records;           /* SGF records of finished games not yet written */
    char *done;               /* finished games */
    int next_write;           /* the next game the SGF file waits for */
    FILE *sgf;
} match;

static int stop_requested(void)
{
    struct pollfd p = { stop_pipe[0], POLLIN, 0 };

    return poll(&p, 1, 0) > 0;
}

/* ------------------------------------------------------------ results */

/* The SGF records of finished games, in game order: a game waits for those before it. */
static void write_records(match *m, int all)
{
    int n = m->set->games;

    for (; m->next_write < n; m->next_write++) {
        char *text = m->records[m->next_write];

        if (!m->done[m->next_write] && !all)
            break;
        if (text && m->sgf && (fputs(text, m->sgf) < 0 || fputc('\n', m->sgf) < 0))
            m->failed = 1;
        free(text);
        m->records[m->next_write] = NULL;
    }
}

/* Count a finished game (index i) into the tally; under the lock. */
static void tally_game(match *m, int i, int a_black, const game_outcome *out)
{
    match_tally *t = &m->tally;
    match_score *s = a_black ? &t->as_black : &t->as_white;
    int a_colour = a_black ? RENJU_BLACK : RENJU_WHITE, loser;

    if (out->result == RENJU_DRAW)
        s->draws++;
    else if (out->result == a_colour)
        s->wins++;
    else
        s->losses++;
    if (out->fault != FAULT_NONE && out->result != RENJU_DRAW) {
        loser = out->result == RENJU_BLACK_WINS ? RENJU_WHITE : RENJU_BLACK;
        t->faults[loser == a_colour ? 0 : 1][out->fault]++;
        if (t->listed < TALLY_FAULTS_LISTED)
            snprintf(t->fault_lines[t->listed++], sizeof t->fault_lines[0], "game %d: %s",
                     i + 1, out->detail);
    }
    t->moves += renju_move_count(out->g);
    m->done[i] = 1;
}

/* Count game i and keep its record; io_failed when one of its files could not be
 * written. */
static void finish_game(match *m, int i, int a_black, const game_outcome *out, char *record,
                        int io_failed)
{
    const settings *set = m->set;
    match_score total;

    pthread_mutex_lock(&m->lock);
    if (io_failed)
        m->failed = 1;
    tally_game(m, i, a_black, out);
    m->records[i] = record;
    write_records(m, 0);
    output_progress(stderr, set->player[0].name, set->player[1].name, i + 1, set->games,
                    out->detail, &m->tally);
    if (out->fatal && !m->stop) {
        m->stop = m->fatal = 1;
        snprintf(m->why, sizeof m->why, "game %d: %s", i + 1, out->detail);
    }
    total = output_total(&m->tally);
    if (set->sprt_on && !m->sprt.decision) {
        m->sprt.llr = stats_llr(&total, &set->sprt);
        m->sprt.games = stats_games(&total);
        if ((m->sprt.decision = stats_sprt_decision(m->sprt.llr, &set->sprt)) != 0)
            m->stop = 1;
    }
    pthread_mutex_unlock(&m->lock);
}

/* ------------------------------------------------------------ the games */

/* The next game to play, or -1 when there is none. */
static int take_game(match *m)
{
    int i = -1;

    pthread_mutex_lock(&m->lock);
    if (!m->stop && m->next < m->set->games && !stop_requested())
        i = m->next++;
    pthread_mutex_unlock(&m->lock);
    return i;
}

static void fail_match(match *m, const char *why)
{
    pthread_mutex_lock(&m->lock);
    m->stop = m->failed = 1;
    snprintf(m->why, sizeof m->why, "%s", why);
    pthread_mutex_unlock(&m->lock);
}

/* Play game i (from 0) with the slot's engines: A is black when i is even (games 1,
 * 3 ...), B in the next, from the same opening. */
static int play_one(match *m, int i, game_player *a, game_player *b)
{
    const opening *op = NULL;
    game_outcome out;
    char *record = NULL, err[300];
    int a_black = i % 2 == 0, rc, io_failed = 0;

    if (m->openings.count)
        op = &m->openings.items[m->order[(i / 2) % m->openings.count]];
    rc = game_play(&m->rules, i + 1, op, a_black ? a : b, a_black ? b : a, &out);
    if (rc < 0 || out.stopped) {
        if (rc < 0)
            fail_match(m, out.g ? renju_errmsg(out.g) : "out of memory");
        renju_game_free(out.g);
        return -1;
    }
    if (m->sgf && !(record = output_record(out.g, RENJU_FORMAT_SGF)))
        fprintf(stderr, "%s: game %d: no SGF record: %s\n", prog, i + 1, renju_errmsg(out.g));
    /* a game the format cannot hold is only skipped; a file not written fails */
    if (m->set->psq && (rc = output_psq(m->set->psq, i + 1, out.g, err, sizeof err)) < 0) {
        fprintf(stderr, "%s: %s\n", prog, err);
        io_failed = rc == -2;
    }
    finish_game(m, i, a_black, &out, record, io_failed);
    renju_game_free(out.g);
    return 0;
}

static void *slot(void *arg)
{
    match *m = arg;
    const settings *set = m->set;
    engine ea, eb;
    game_player a = { &ea, set->player[0].tc, set->player[0].tcgame };
    game_player b = { &eb, set->player[1].tc, set->player[1].tcgame };
    int i;

    engine_init(&ea, set->player[0].name, set->player[0].cmd, m->log_fd, stop_pipe[0]);
    engine_init(&eb, set->player[1].name, set->player[1].cmd, m->log_fd, stop_pipe[0]);
    while ((i = take_game(m)) >= 0)
        if (play_one(m, i, &a, &b) < 0)
            break;
    if (stop_requested()) {
        engine_kill(&ea);
        engine_kill(&eb);
    } else {
        engine_quit(&ea, 500);
        engine_quit(&eb, 500);
    }
    return NULL;
}

/* ------------------------------------------------------------ set-up */

/* Gomocup's rule numbers: only the rule sets the protocol has a number for. */
static int gomocup_rule(int ruleset)
{
    switch (ruleset) {
    case RENJU_RULES_FREESTYLE: return 0;
    case RENJU_RULES_STANDARD: return 1;
    case RENJU_RULES_RENJU: return 4;
    case RENJU_RULES_CARO5: return 8;
    default: return -1;
    }
}

/* The openings in a random order (-seed): a permutation by splitmix64. */
static void shuffle(int *order, int n, unsigned long long seed)
{
    unsigned long long x = seed;
    int i, j, t;

    for (i = n - 1; i > 0; i--) {
        unsigned long long z = (x += 0x9E3779B97F4A7C15ULL);

        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        z ^= z >> 31;
        j = (int)(z % (unsigned long long)(i + 1));
        t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
}

/* Check the rules and load the openings; returns -1 after saying what is wrong. */
static int prepare_rules(match *m)
{
    const settings *set = m->set;
    renju_game *g = NULL;
    char err[600];
    int i, rc;

    m->rules = (game_rules){ set->ruleset, set->size, gomocup_rule(set->ruleset),
                             set->move_limit, set->margin, 5.0 };
    if (m->rules.gomocup_rule < 0) {
        fprintf(stderr, "%s: the Gomocup protocol has no rule number for %s\n", prog,
                renju_ruleset_name(set->ruleset));
        return -1;
    }
    if ((rc = renju_game_new(&g, set->ruleset, set->size)) < 0) {
        fprintf(stderr, "%s: a %s game on a %dx%d board: %s\n", prog,
                renju_ruleset_name(set->ruleset), set->size, set->size, renju_strerror(rc));
        return -1;
    }
    rc = set->move_limit ? renju_option_set(g, RENJU_OPT_MOVE_LIMIT, set->move_limit) : 0;
    if (rc < 0)
        fprintf(stderr, "%s: -drawafter %d: %s\n", prog, set->move_limit, renju_errmsg(g));
    renju_game_free(g);
    if (rc < 0)
        return -1;
    if (set->openings && openings_load(set->openings, set->ruleset, set->size,
                                       &m->openings, err, sizeof err) < 0) {
        fprintf(stderr, "%s: %s\n", prog, err);
        return -1;
    }
    if (m->openings.count && !(m->order = malloc((size_t)m->openings.count * sizeof *m->order))) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return -1;
    }
    for (i = 0; i < m->openings.count; i++)
        m->order[i] = i;
    if (set->order == ORDER_RANDOM)
        shuffle(m->order, m->openings.count, set->seed);
    return 0;
}

/* Why a file named on the command line cannot be opened: errno's message. */
static int cannot(const char *what, const char *path)
{
    char why[128];

    fprintf(stderr, "%s: %s%s: %s\n", prog, what, path, syserr(errno, why, sizeof why));
    return -1;
}

static int prepare_output(match *m)
{
    const settings *set = m->set;

    m->log_fd = -1;
    if (set->log && (m->log_fd = log_open(set->log)) < 0)
        return cannot("the log ", set->log);
    if (set->sgf && !(m->sgf = output_open(set->sgf)))
        return cannot("", set->sgf);
    if (set->psq && access(set->psq, W_OK) != 0)
        return cannot("the directory ", set->psq);
    m->records = calloc((size_t)set->games, sizeof *m->records);
    m->done = calloc((size_t)set->games, 1);
    if (!m->records || !m->done) {
        fprintf(stderr, "%s: out of memory for %d game%s\n", prog, set->games,
                set->games == 1 ? "" : "s");
        return -1;
    }
    return 0;
}

/* Descriptors 0 to 2 open (on /dev/null if need be): a pipe given one of them would
 * lose its close-on-exec flag in the engine's dup2() onto itself, and the engine its
 * input or output with it. */
static void keep_standard_fds(void)
{
    int fd;

    while ((fd = open("/dev/null", O_RDWR)) >= 0 && fd <= 2)
        ;
    if (fd > 2)
        close(fd);
}

static int prepare_signals(void)
{
    struct sigaction sa;

    if (pipe(stop_pipe) < 0)
        return -1;
    fcntl(stop_pipe[0], F_SETFD, FD_CLOEXEC);
    fcntl(stop_pipe[1], F_SETFD, FD_CLOEXEC);
    fcntl(stop_pipe[1], F_SETFL, O_NONBLOCK);
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = SIG_IGN;     /* a dead engine's pipe: EPIPE, not death */
    sigaction(SIGPIPE, &sa, NULL);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    return 0;
}

/* ------------------------------------------------------------ main */

static double cpu_seconds(void)
{
    struct rusage ru;

    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_utime.tv_sec + ru.ru_stime.tv_sec
           + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}

/* Play the games on -concurrency threads (fewer when there are fewer games). */
static int run(match *m)
{
    int n = m->set->concurrency < m->set->games ? m->set->concurrency : m->set->games, k;
    pthread_t *threads = calloc((size_t)n, sizeof *threads);

    if (!threads)
        return -1;
    for (k = 0; k < n; k++)
        if (pthread_create(&threads[k], NULL, slot, m) != 0)
            break;
    if (k == 0) {
        free(threads);
        return -1;
    }
    while (k-- > 0)
        pthread_join(threads[k], NULL);
    free(threads);
    return 0;
}

static int finish(match *m, double t0, double cpu0)
{
    const settings *set = m->set;
    int status = 0;

    write_records(m, 1);
    if (m->sgf && fclose(m->sgf) != 0)
        m->failed = 1;
    m->sgf = NULL;
    if (m->fatal)
        fprintf(stderr, "%s: the match stopped: %s\n", prog, m->why);
    else if (m->failed)
        fprintf(stderr, "%s: the match failed: %s\n", prog, m->why[0] ? m->why : "I/O error");
    output_table(stdout, set->player[0].name, set->player[1].name, set->games, &m->tally,
                 set->sprt_on ? &set->sprt : NULL, &m->sprt, engine_now() - t0,
                 cpu_seconds() - cpu0);
    if (fflush(stdout) != 0 || ferror(stdout))
        m->failed = 1;
    if (got_signal)
        status = 128 + got_signal;
    else if (m->failed)
        status = 2;
    else if (m->fatal)
        status = 1;
    return status;
}

static void cleanup(match *m)
{
    int i;

    for (i = 0; m->records && i < m->set->games; i++)
        free(m->records[i]);
    free(m->records);
    free(m->done);
    free(m->order);
    openings_free(&m->openings);
    if (m->sgf)
        fclose(m->sgf);
    if (m->log_fd >= 0)
        close(m->log_fd);
    pthread_mutex_destroy(&m->lock);
}

int main(int argc, char **argv)
{
    settings set;
    match m;
    double t0 = engine_now(), cpu0 = cpu_seconds();
    int status = 2;

    memset(&m, 0, sizeof m);
    m.log_fd = -1;
    pthread_mutex_init(&m.lock, NULL);
    if ((status = settings_parse(argc, argv, &set)) >= 0) {
        settings_free(&set);
        pthread_mutex_destroy(&m.lock);
        return status == 0 && fflush(stdout) != 0 ? 2 : status;
    }
    m.set = &set;
    status = 2;
    keep_standard_fds();
    if (prepare_rules(&m) == 0 && prepare_output(&m) == 0 && prepare_signals() == 0) {
        if (run(&m) == 0)
            status = finish(&m, t0, cpu0);
        else
            fprintf(stderr, "%s: cannot start the games\n", prog);
    }
    cleanup(&m);
    settings_free(&set);
    return status;
}
