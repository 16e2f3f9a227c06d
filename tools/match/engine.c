/* SPDX-License-Identifier: MIT */
/* engine.c - a child process speaking the Gomocup protocol.  Nothing it does may stop
 * the runner: every read and write waits in poll() with a deadline (and on the stop
 * descriptor), lines are bounded, writes never block, SIGPIPE is ignored by the
 * caller, and the process is reaped whatever it did. */
#define _GNU_SOURCE   /* pipe2 */

#include "engine.h"
#include "log.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

double engine_now(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

void engine_init(engine *e, const char *name, const char *cmd, int log_fd, int stop_fd)
{
    memset(e, 0, sizeof *e);
    e->name = name;
    e->cmd = cmd;
    e->to_fd = e->from_fd = e->pid_fd = -1;
    e->log_fd = log_fd;
    e->stop_fd = stop_fd;
    e->status = -1;
}

/* posix_spawn rather than fork: the runner has threads, and between fork and exec
 * only a few calls are safe; the pipes are O_CLOEXEC so that no engine inherits
 * another's. */
static int spawn(engine *e, int in[2], int out[2])
{
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t at;
    sigset_t none, dfl;
    char *cmd, *argv[4];
    int rc;

    if (!(cmd = malloc(strlen(e->cmd) + 6)))
        return ENOMEM;
    sprintf(cmd, "exec %s", e->cmd);
    argv[0] = (char *)"sh";
    argv[1] = (char *)"-c";
    argv[2] = cmd;
    argv[3] = NULL;
    sigemptyset(&none);
    sigemptyset(&dfl);
    sigaddset(&dfl, SIGPIPE);   /* ignored here, default in the engine */
    sigaddset(&dfl, SIGINT);
    sigaddset(&dfl, SIGTERM);
    /* the attributes set below fail only on values out of range; the file actions and
     * the inits may run out of memory, and a dup2 not recorded would leave the engine
     * on the runner's own descriptors: no spawn then */
    if ((rc = posix_spawn_file_actions_init(&fa)) != 0) {
        free(cmd);
        return rc;
    }
    if ((rc = posix_spawnattr_init(&at)) != 0) {
        posix_spawn_file_actions_destroy(&fa);
        free(cmd);
        return rc;
    }
    posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK
                                  | POSIX_SPAWN_SETSIGDEF);
    posix_spawnattr_setpgroup(&at, 0);
    posix_spawnattr_setsigmask(&at, &none);
    posix_spawnattr_setsigdefault(&at, &dfl);
    if ((rc = posix_spawn_file_actions_adddup2(&fa, in[0], 0)) == 0)
        rc = posix_spawn_file_actions_adddup2(&fa, out[1], 1);
    if (rc == 0 && e->log_fd >= 0)
        rc = posix_spawn_file_actions_adddup2(&fa, e->log_fd, 2);
    else if (rc == 0)
        rc = posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    if (rc == 0)
        rc = posix_spawn(&e->pid, "/bin/sh", &fa, &at, argv, environ);
    posix_spawnattr_destroy(&at);
    posix_spawn_file_actions_destroy(&fa);
    free(cmd);
    return rc;
}

/* A descriptor that becomes readable when process pid ends (Linux 5.3 on), so that
 * a wait on the engine's output also ends when the engine does, whoever else holds
 * its output open (a child of it); -1 where there is none. */
static int open_pid_fd(pid_t pid)
{
#ifdef SYS_pidfd_open
    int fd = (int)syscall(SYS_pidfd_open, pid, 0);
    if (fd >= 0)
        fcntl(fd, F_SETFD, FD_CLOEXEC);
    return fd < 0 ? -1 : fd;
#else
    (void)pid;
    return -1;
#endif
}

int engine_start(engine *e)
{
    int in[2], out[2];

    if (pipe2(in, O_CLOEXEC) < 0)
        return ENGINE_ERROR;
    if (pipe2(out, O_CLOEXEC) < 0) {
        close(in[0]);
        close(in[1]);
        return ENGINE_ERROR;
    }
    if (spawn(e, in, out) != 0) {
        e->pid = 0;
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        return ENGINE_ERROR;
    }
    close(in[0]);
    close(out[1]);
    e->to_fd = in[1];
    e->from_fd = out[0];
    e->pid_fd = open_pid_fd(e->pid);
    fcntl(e->to_fd, F_SETFL, fcntl(e->to_fd, F_GETFL) | O_NONBLOCK);
    e->status = -1;
    e->killed = 0;
    e->discard = 0;
    e->len = 0;
    return ENGINE_OK;
}

static void close_pipes(engine *e)
{
    if (e->to_fd >= 0)
        close(e->to_fd);
    if (e->from_fd >= 0)
        close(e->from_fd);
    e->to_fd = e->from_fd = -1;
    e->len = 0;
}

/* Whether the process has ended, without reaping it: until it is reaped its pid,
 * which is its process group's, cannot be taken by another process, so that the
 * group can still be ended safely. */
static int ended(const engine *e)
{
    siginfo_t si;

    memset(&si, 0, sizeof si);
    while (waitid(P_PID, (id_t)e->pid, &si, WEXITED | WNOHANG | WNOWAIT) < 0)
        if (errno != EINTR)
            return 1;   /* not our child any more: nothing to wait for */
    return si.si_pid == e->pid;
}

static void reap_now(engine *e)
{
    int st;
    pid_t r;

    while ((r = waitpid(e->pid, &st, 0)) < 0 && errno == EINTR)
        ;
    e->status = r == e->pid ? st : -1;
    e->pid = 0;
    if (e->pid_fd >= 0)
        close(e->pid_fd);
    e->pid_fd = -1;
}

/* The process ended by itself: end what it left in its group (children that it
 * started and that did not leave the group), then reap it. */
static void reap_ended(engine *e)
{
    kill(-e->pid, SIGKILL);
    reap_now(e);
    close_pipes(e);
}

int engine_alive(engine *e)
{
    if (e->pid <= 0)
        return 0;
    if (!ended(e))
        return 1;
    reap_ended(e);
    return 0;
}

/* How long a wait looks again whether the engine ended, where no pid descriptor
 * tells it at once. */
#define ENDED_POLL_MS 100

/* Wait until fd is ready for events, the deadline passes, the match stops or the
 * engine ends (ENGINE_EOF, even while a child of it holds its pipes open: the end is
 * then told by its exit status, not taken for a timeout). */
static int wait_fd(engine *e, int fd, short events, double deadline)
{
    struct pollfd p[3];
    double left;
    int rc, ms;

    for (;;) {
        left = deadline - engine_now();
        if (left <= 0)
            return ENGINE_TIMEOUT;
        ms = (int)ceil(left * 1000);
        p[0].fd = fd;
        p[0].events = events;
        p[1].fd = e->stop_fd;   /* poll passes over a negative descriptor */
        p[1].events = POLLIN;
        p[2].fd = e->pid_fd;
        p[2].events = POLLIN;
        p[0].revents = p[1].revents = p[2].revents = 0;
        if (e->pid_fd < 0 && ms > ENDED_POLL_MS)
            ms = ENDED_POLL_MS;
        rc = poll(p, 3, ms);
        if (rc < 0 && errno != EINTR)
            return ENGINE_ERROR;
        if (rc > 0 && p[1].revents)
            return ENGINE_STOPPED;
        if (rc > 0 && p[0].revents)
            return ENGINE_OK;   /* what the engine wrote before it ended comes first */
        if ((rc > 0 && p[2].revents) || (e->pid_fd < 0 && e->pid > 0 && ended(e)))
            return ENGINE_EOF;
    }
}

int engine_send(engine *e, const char *text, double deadline)
{
    size_t left = strlen(text);
    ssize_t n;
    int rc;

    if (e->to_fd < 0)
        return ENGINE_EOF;
    while (left > 0) {
        n = write(e->to_fd, text, left);
        if (n > 0) {
            text += n;
            left -= (size_t)n;
        } else if (n < 0 && errno == EAGAIN) {
            if ((rc = wait_fd(e, e->to_fd, POLLOUT, deadline)) != ENGINE_OK)
                return rc;
        } else if (n < 0 && errno != EINTR) {
            return ENGINE_EOF;   /* EPIPE: nobody reads any more */
        }
    }
    return ENGINE_OK;
}

int engine_sendf(engine *e, double deadline, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    int n;

    va_start(ap, fmt);
    n = vsnprintf(buf, sizeof buf - 1, fmt, ap);
    va_end(ap);
    if (n < 0 || n > (int)sizeof buf - 2)
        return ENGINE_ERROR;
    buf[n] = '\n';
    buf[n + 1] = '\0';
    return engine_send(e, buf, deadline);
}

/* A line out of the buffer: 1 for a whole line, 2 for the start of one too long for
 * the buffer (then cut), 0 when the buffer holds no line yet. */
static int take_line(engine *e, char *line)
{
    char *nl = memchr(e->buf, '\n', e->len);
    size_t n = nl ? (size_t)(nl - e->buf) : e->len, used = nl ? n + 1 : n;

    if (!nl && e->len < sizeof e->buf)
        return 0;
    if (n > ENGINE_LINE_MAX - 1)
        n = ENGINE_LINE_MAX - 1;
    memcpy(line, e->buf, n);
    while (n > 0 && (line[n - 1] == '\r' || line[n - 1] == ' '))
        n--;
    line[n] = '\0';
    memmove(e->buf, e->buf + used, e->len - used);
    e->len -= used;
    return nl ? 1 : 2;
}

int engine_read_line(engine *e, char *line, double deadline)
{
    ssize_t n;
    int rc, got, skip;

    for (;;) {
        if ((got = take_line(e, line)) != 0) {
            /* a line too long is given once, cut; the rest of it, up to its line
             * break, is dropped */
            skip = e->discard;
            e->discard = got == 2;
            if (!skip)
                return ENGINE_OK;
            continue;
        }
        if (e->from_fd < 0)
            return ENGINE_EOF;
        if ((rc = wait_fd(e, e->from_fd, POLLIN, deadline)) != ENGINE_OK)
            return rc;
        n = read(e->from_fd, e->buf + e->len, sizeof e->buf - e->len);
        if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN))
            return ENGINE_EOF;
        if (n > 0)
            e->len += (size_t)n;
    }
}

/* Whether a line is chatter: a word the protocol lets an engine say at any time. */
static int chatter(const char *line, int errors)
{
    static const char *const always[] = { "MESSAGE", "DEBUG" };
    static const char *const also[] = { "ERROR", "UNKNOWN" };
    size_t i, n;

    for (i = 0; i < 2; i++) {
        n = strlen(always[i]);
        if (strncmp(line, always[i], n) == 0 && (line[n] == ' ' || line[n] == '\0'))
            return 1;
        n = strlen(also[i]);
        if (errors && strncmp(line, also[i], n) == 0 && (line[n] == ' ' || line[n] == '\0'))
            return 1;
    }
    return 0;
}

int engine_answer(engine *e, char *line, double deadline, int chatter_errors, int game)
{
    int rc;

    while ((rc = engine_read_line(e, line, deadline)) == ENGINE_OK) {
        if (!chatter(line, chatter_errors))
            return ENGINE_OK;
        log_line(e->log_fd, "game %d: %s: %s", game, e->name, line);
    }
    return rc;
}

void engine_reap(engine *e, int wait_ms)
{
    struct timespec ms = { 0, 1000000 };
    int i;

    if (e->pid <= 0)
        return;
    for (i = 0; i <= wait_ms; i++) {
        if (ended(e)) {
            reap_ended(e);
            return;
        }
        nanosleep(&ms, NULL);
    }
    engine_kill(e);
}

void engine_kill(engine *e)
{
    if (e->pid > 0) {
        kill(-e->pid, SIGKILL);
        kill(e->pid, SIGKILL);
        reap_now(e);
        e->killed = 1;
    }
    close_pipes(e);
}

void engine_quit(engine *e, int grace_ms)
{
    if (e->pid <= 0) {
        close_pipes(e);
        return;
    }
    engine_send(e, "END\n", engine_now() + grace_ms / 1000.0);
    /* closing its input also tells an engine that misses END to go */
    close(e->to_fd);
    e->to_fd = -1;
    engine_reap(e, grace_ms);
}

int engine_crashed(const engine *e)
{
    return e->status != -1 && WIFSIGNALED(e->status) && !e->killed;
}

const char *engine_end_text(const engine *e, char *buf, size_t cap)
{
    if (e->status == -1)
        snprintf(buf, cap, "closed its output");
    else if (engine_crashed(e))
        snprintf(buf, cap, "crashed (signal %d)", WTERMSIG(e->status));
    else if (WIFEXITED(e->status))
        snprintf(buf, cap, "exited (status %d)", WEXITSTATUS(e->status));
    else
        snprintf(buf, cap, "closed its output and was killed");
    return buf;
}
