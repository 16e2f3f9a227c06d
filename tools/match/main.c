/* SPDX-License-Identifier: MIT */
/* renju-match - plays a match or a tournament between engines speaking the Gomocup
 * protocol, every move judged by librenju, and writes the records, the cross table,
 * the score and the Elo.
 *
 * Usage: renju-match -engine name=A cmd=... -engine name=B cmd=... [options]
 *        renju-match --merge SHARD.pgn... -pgn ALL.pgn
 *
 * The schedule (schedule.c) is the same on every machine given the same flags; this
 * run plays its shard of it, less what the -pgn file already holds.  Games are handed
 * out one at a time to -concurrency threads, each with its own engine processes; what
 * the games leave (the tally, the records, the progress line) is shared under one
 * mutex.  Options, layouts and output are in renju-match(1).
 */
#define _POSIX_C_SOURCE 200809L

#include "log.h"
#include "match.h"
#include "merge.h"
#include "gamepgn.h"
#include "swap2.h"
#include "syserr.h"

#include <renju.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
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

static int stop_requested(void)
{
    struct pollfd p = { stop_pipe[0], POLLIN, 0 };

    return poll(&p, 1, 0) > 0;
}

/* ------------------------------------------------------------ results */

/* A record into its file (the SGF collection's records a line apart), flushed so
 * that a run killed later keeps it: resuming starts from what the files hold. */
static void write_one(match *m, FILE *f, char **text, int newline)
{
    if (*text && f && (fputs(*text, f) < 0 || (newline && fputc('\n', f) < 0)
                       || fflush(f) != 0))
        m->failed = 1;
    free(*text);
    *text = NULL;
}

/* The records of finished games, in game order: a game waits for those before it (all:
 * the run ends, every finished one goes). */
static void write_records(match *m, int all)
{
    for (; m->next_write < m->count; m->next_write++) {
        int i = m->next_write;

        if (!m->done[i] && !all)
            break;
        write_one(m, m->sgf, &m->records[i], 1);
        write_one(m, m->pgn, &m->pgns[i], 0);
    }
}

/* The seconds the games left should take, from this run's pace so far; -1 unknown. */
static double time_left(const match *m)
{
    int left = m->count - m->resumed - m->played;

    /* the pace is that of the slots working at once: no need to divide by them */
    if (m->played == 0)
        return -1;
    return (engine_now() - m->t0) / m->played * left;
}

static void sprt_check(match *m)
{
    const settings *set = m->set;
    match_score total = table_total(&m->tally, 0);

    if (!set->sprt_on || m->sprt.decision)
        return;
    m->sprt.llr = stats_llr(&total, &set->sprt);
    m->sprt.games = stats_games(&total);
    if ((m->sprt.decision = stats_sprt_decision(m->sprt.llr, &set->sprt)) != 0)
        m->stop = 1;
}

/* Count game i of mine and keep its records; io_failed when one of its files could not
 * be written. */
static void finish_game(match *m, int i, int black, int white, const game_outcome *out,
                        char *record, char *pgn, int io_failed)
{
    const settings *set = m->set;
    const sched_game *g = &m->sched.games[m->mine[i]];

    pthread_mutex_lock(&m->lock);
    if (io_failed)
        m->failed = 1;
    table_add(&m->tally, g->number, black, white, out->result, out->fault, out->detail,
              renju_move_count(out->g));
    m->played++;
    m->done[i] = 1;
    m->records[i] = record;
    m->pgns[i] = pgn;
    write_records(m, 0);
    output_progress(stderr, &m->tally, g->number, m->count, out->detail, time_left(m));
    if (set->progress && m->tally.games % set->progress == 0) {
        table_cross(stderr, &m->tally);
        fflush(stderr);
    }
    if (out->fatal && !m->stop) {
        m->stop = m->fatal = 1;
        snprintf(m->why, sizeof m->why, "game %d: %s", g->number, out->detail);
    }
    sprt_check(m);
    pthread_mutex_unlock(&m->lock);
}

/* ------------------------------------------------------------ the games */

/* The next game to play (an index of mine), or -1 when there is none. */
static int take_game(match *m)
{
    int i = -1;

    pthread_mutex_lock(&m->lock);
    while (!m->stop && m->next < m->count && !stop_requested()) {
        if (!m->done[m->next]) {
            i = m->next++;
            break;
        }
        m->next++;
    }
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

/* A thread's engines, one process of each engine as it first plays, and a board to
 * turn openings on. */
typedef struct slot_state {
    match *m;
    engine eng[MAX_ENGINES];
    game_player players[MAX_ENGINES];
    renju_game *board;
    int image[RENJU_MAX_SIZE * RENJU_MAX_SIZE];
} slot_state;

/* The opening of a scheduled game as it is played: turned by its symmetry. */
static const opening *game_opening(slot_state *st, const sched_game *sg, opening *image)
{
    const opening *op;

    if (sg->opening < 0)
        return NULL;
    op = &st->m->openings.items[sg->opening];
    if (sg->transform == RENJU_SYM_IDENTITY)
        return op;
    image->points = st->image;
    return openings_transform(st->board, op, sg->transform, image) == 0 ? image : op;
}

/* Play game i of mine with the slot's engines. */
static int play_one(slot_state *st, int i)
{
    match *m = st->m;
    const sched_game *sg = &m->sched.games[m->mine[i]];
    opening image;
    const opening *op = game_opening(st, sg, &image);
    game_outcome out;
    char *record = NULL, *pgn = NULL, err[300];
    int rc, io_failed = 0, black, white;

    rc = game_play(&m->rules, sg->number, op, &st->players[sg->first],
                   &st->players[sg->second], &out);
    if (rc < 0 || out.stopped) {
        if (rc < 0)
            fail_match(m, out.g ? renju_errmsg(out.g) : "out of memory");
        renju_game_free(out.g);
        return -1;
    }
    black = out.first_black ? sg->first : sg->second;
    white = out.first_black ? sg->second : sg->first;
    if (m->sgf && !(record = output_record(out.g, RENJU_FORMAT_SGF)))
        fprintf(stderr, "%s: game %d: no SGF record: %s\n", prog, sg->number,
                renju_errmsg(out.g));
    if (m->pgn && !(pgn = records_pgn(m, sg, op, &out, black, white)))
        io_failed = 1;
    /* a game the format cannot hold is only skipped; a file not written fails */
    if (m->set->psq
        && (rc = output_psq(m->set->psq, sg->number, out.g, err, sizeof err)) < 0) {
        fprintf(stderr, "%s: %s\n", prog, err);
        io_failed |= rc == -2;
    }
    finish_game(m, i, black, white, &out, record, pgn, io_failed);
    renju_game_free(out.g);
    return 0;
}

static void *slot(void *arg)
{
    slot_state *st = arg;
    match *m = st->m;
    const settings *set = m->set;
    int i, k;

    for (k = 0; k < set->engines; k++) {
        const player_settings *p = &set->player[k];

        engine_init(&st->eng[k], p->name, p->cmd, m->log_fd, stop_pipe[0]);
        st->players[k] = (game_player){ &st->eng[k], p->tc, p->tcgame, p->inc };
    }
    if (renju_game_new(&st->board, set->ruleset, set->size) < 0)
        fail_match(m, "out of memory");
    while ((i = take_game(m)) >= 0)
        if (play_one(st, i) < 0)
            break;
    for (k = 0; k < set->engines; k++) {
        if (stop_requested())
            engine_kill(&st->eng[k]);
        else
            engine_quit(&st->eng[k], 500);
    }
    renju_game_free(st->board);
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

/* Whether the rules take the options: a game made with them. */
static int check_game_options(const settings *set)
{
    renju_game *g = NULL;
    int rc;

    if ((rc = renju_game_new(&g, set->ruleset, set->size)) < 0) {
        fprintf(stderr, "%s: a %s game on a %dx%d board: %s\n", prog,
                renju_ruleset_name(set->ruleset), set->size, set->size, renju_strerror(rc));
        return -1;
    }
    rc = set->move_limit ? renju_option_set(g, RENJU_OPT_MOVE_LIMIT, set->move_limit) : 0;
    if (rc < 0)
        fprintf(stderr, "%s: -drawafter %d: %s\n", prog, set->move_limit, renju_errmsg(g));
    if (rc == 0 && set->opening_rule
        && ((rc = renju_option_set(g, RENJU_OPT_OPENING, set->opening_rule)) < 0
            || (set->opening_n && (rc = renju_option_set(g, RENJU_OPT_OPENING_N,
                                                         set->opening_n)) < 0)))
        fprintf(stderr, "%s: -opening-rule %s under %s: %s\n", prog,
                renju_opening_rule_name(set->opening_rule), renju_ruleset_name(set->ruleset),
                renju_errmsg(g));
    renju_game_free(g);
    return rc < 0 ? -1 : 0;
}

/* Only Swap2 and Swap1 have commands in the Gomocup protocol (SWAP2BOARD): an engine
 * cannot be asked the swaps and offers of the others. */
static int check_opening_rule(const settings *set)
{
    int r = set->opening_rule;

    if (r == RENJU_OPENING_NONE || r == RENJU_OPENING_SWAP2 || r == RENJU_OPENING_SWAP1)
        return 0;
    fprintf(stderr, "%s: -opening-rule %s: the Gomocup protocol has no command to ask an "
            "engine its steps; only swap2 and swap1 (SWAP2BOARD) are played\n", prog,
            renju_opening_rule_name(r));
    return -1;
}

/* Check the rules and load the openings; returns -1 after saying what is wrong. */
static int prepare_rules(match *m)
{
    const settings *set = m->set;
    char err[600];
    int i;

    m->rules = (game_rules){ set->ruleset, set->size, gomocup_rule(set->ruleset),
                             set->move_limit, set->margin, 5.0, set->opening_rule,
                             set->opening_n };
    if (m->rules.gomocup_rule < 0) {
        fprintf(stderr, "%s: the Gomocup protocol has no rule number for %s\n", prog,
                renju_ruleset_name(set->ruleset));
        return -1;
    }
    if (check_opening_rule(set) < 0 || check_game_options(set) < 0)
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

/* The schedule and this run's shard of it. */
static int prepare_schedule(match *m)
{
    const settings *set = m->set;
    int i, k;

    for (k = 0; k < set->engines; k++)
        m->names[k] = set->player[k].name;
    if (schedule_build(set, m->openings.count, m->order, &m->sched) < 0
        || !(m->mine = malloc((size_t)(m->sched.count / set->shard_n + 1) * sizeof *m->mine))) {
        fprintf(stderr, "%s: out of memory for the schedule\n", prog);
        return -1;
    }
    for (i = 0; i < m->sched.count; i++)
        if (schedule_in_shard(i, set->shard_k, set->shard_n))
            m->mine[m->count++] = i;
    m->records = calloc((size_t)m->count + 1, sizeof *m->records);
    m->pgns = calloc((size_t)m->count + 1, sizeof *m->pgns);
    m->done = calloc((size_t)m->count + 1, 1);
    if (!m->records || !m->pgns || !m->done
        || table_init(&m->tally, set->engines, m->names) < 0) {
        fprintf(stderr, "%s: out of memory for %d games\n", prog, m->count);
        return -1;
    }
    return 0;
}

/* -list: the games of the shard, one a line, and nothing played. */
static void list_schedule(const match *m)
{
    int i;

    for (i = 0; i < m->count; i++) {
        const sched_game *g = &m->sched.games[m->mine[i]];

        printf("game %d: round %d, %s vs %s", g->number, g->round, m->names[g->first],
               m->names[g->second]);
        if (g->opening >= 0)
            printf(", opening %d (line %d), %s", g->opening + 1,
                   m->openings.items[g->opening].line, schedule_transform_name(g->transform));
        putchar('\n');
    }
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
    if (set->psq && access(set->psq, W_OK) != 0)
        return cannot("the directory ", set->psq);
    if (resume_open(m) < 0)
        return -1;
    if (set->sgf && !m->sgf && !(m->sgf = output_open(set->sgf)))
        return cannot("", set->sgf);
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
    int left = m->count - m->resumed;
    int n = m->set->concurrency < left ? m->set->concurrency : left, k;
    pthread_t *threads = calloc((size_t)(n > 0 ? n : 1), sizeof *threads);
    slot_state *states = calloc((size_t)(n > 0 ? n : 1), sizeof *states);

    m->t0 = engine_now();
    if (!threads || !states) {
        free(threads);
        free(states);
        return -1;
    }
    for (k = 0; k < n; k++) {
        states[k].m = m;
        if (pthread_create(&threads[k], NULL, slot, &states[k]) != 0)
            break;
    }
    if (k == 0 && n > 0) {
        free(threads);
        free(states);
        return -1;
    }
    while (k-- > 0)
        pthread_join(threads[k], NULL);
    free(threads);
    free(states);
    return 0;
}

static int finish(match *m, double t0, double cpu0)
{
    const settings *set = m->set;
    int status = 0;

    write_records(m, 1);
    if (m->sgf && fclose(m->sgf) != 0)
        m->failed = 1;
    if (m->pgn && fclose(m->pgn) != 0)
        m->failed = 1;
    m->sgf = m->pgn = NULL;
    if (m->fatal)
        fprintf(stderr, "%s: the match stopped: %s\n", prog, m->why);
    else if (m->failed)
        fprintf(stderr, "%s: the match failed: %s\n", prog, m->why[0] ? m->why : "I/O error");
    output_table(stdout, &m->tally, m->count, set->sprt_on ? &set->sprt : NULL, &m->sprt,
                 engine_now() - t0, cpu_seconds() - cpu0);
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

    for (i = 0; m->records && i < m->count; i++) {
        free(m->records[i]);
        free(m->pgns[i]);
    }
    free(m->records);
    free(m->pgns);
    free(m->done);
    free(m->order);
    free(m->mine);
    schedule_free(&m->sched);
    table_free(&m->tally);
    openings_free(&m->openings);
    if (m->sgf)
        fclose(m->sgf);
    if (m->pgn)
        fclose(m->pgn);
    if (m->log_fd >= 0)
        close(m->log_fd);
    pthread_mutex_destroy(&m->lock);
}

/* The match itself, once the settings are read. */
static int play_match(match *m, double t0, double cpu0)
{
    if (prepare_rules(m) < 0 || prepare_schedule(m) < 0)
        return 2;
    if (m->set->list) {
        list_schedule(m);
        return fflush(stdout) != 0 ? 2 : 0;
    }
    if (prepare_signals() < 0)
        return 2;
    if (m->set->opening_rule && swap2_probe(m->set, stop_pipe[0]) < 0)
        return got_signal ? 128 + got_signal : 1;
    if (prepare_output(m) < 0)
        return 2;
    if (run(m) < 0) {
        fprintf(stderr, "%s: cannot start the games\n", prog);
        return 2;
    }
    return finish(m, t0, cpu0);
}

int main(int argc, char **argv)
{
    settings set;
    match m;
    double t0 = engine_now(), cpu0 = cpu_seconds();
    int status;

    memset(&m, 0, sizeof m);
    m.log_fd = -1;
    pthread_mutex_init(&m.lock, NULL);
    if ((status = settings_parse(argc, argv, &set)) >= 0) {
        settings_free(&set);
        pthread_mutex_destroy(&m.lock);
        return status == 0 && fflush(stdout) != 0 ? 2 : status;
    }
    m.set = &set;
    keep_standard_fds();
    status = set.merge ? merge_files(&set) : play_match(&m, t0, cpu0);
    cleanup(&m);
    settings_free(&set);
    return status;
}
