/* SPDX-License-Identifier: MIT */
/* engine.h - an engine: a child process and its pipes, lines read and written with
 * deadlines, and the Gomocup protocol's answers told from its chatter. */
#ifndef RENJU_MATCH_ENGINE_H
#define RENJU_MATCH_ENGINE_H

#include <sys/types.h>

/* The longest line read from an engine; a longer one is cut (and is no move). */
#define ENGINE_LINE_MAX 1024

/* What reading or writing came to. */
#define ENGINE_OK        0
#define ENGINE_TIMEOUT  -1   /* the deadline passed */
#define ENGINE_EOF      -2   /* the engine closed its pipes: it exited or crashed */
#define ENGINE_STOPPED  -3   /* the match was interrupted (the stop descriptor) */
#define ENGINE_ERROR    -4   /* the system refused: no process, no pipe */

typedef struct engine {
    const char *name;        /* as the match calls it (-engine name=) */
    const char *cmd;         /* run as /bin/sh -c "exec CMD" */
    pid_t pid;               /* 0 when not running */
    int to_fd, from_fd;      /* its standard input and output */
    int pid_fd;              /* readable once it ends (Linux pidfd); -1 none */
    int log_fd;              /* the log, also its standard error; -1 none */
    int stop_fd;             /* readable once the match is interrupted; -1 none */
    int status;              /* its wait status once reaped, -1 before */
    int killed;              /* reaped after SIGKILL of ours */
    int discard;             /* the rest of a line too long is being skipped */
    size_t len;              /* bytes in buf */
    char buf[ENGINE_LINE_MAX];
} engine;

/* The monotonic clock in seconds. */
double engine_now(void);

/* Set up e (not running) for a command. */
void engine_init(engine *e, const char *name, const char *cmd, int log_fd, int stop_fd);
/* Start the process, in a process group of its own so that ending it ends what it
 * started (all but what leaves the group, with setsid() say).  Returns ENGINE_OK or
 * ENGINE_ERROR. */
int engine_start(engine *e);
/* Whether the process still runs; one that ended (between games, say) is reaped and
 * left not running, to be started again.  0 when it is not running. */
int engine_alive(engine *e);
/* Write text (whole lines) by the deadline. */
int engine_send(engine *e, const char *text, double deadline);
/* Send a formatted command line (the newline is added) by the deadline. */
int engine_sendf(engine *e, double deadline, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* The engine's next line into line (capacity ENGINE_LINE_MAX), without its line
 * break, by the deadline. */
int engine_read_line(engine *e, char *line, double deadline);
/* The engine's next answer: lines of MESSAGE and DEBUG (and with chatter_errors also
 * ERROR and UNKNOWN) go to the log, tagged, and are never answers. */
int engine_answer(engine *e, char *line, double deadline, int chatter_errors, int game);
/* After ENGINE_EOF: wait up to wait_ms for the process to end, then kill it; its wait
 * status is then in status.  Whatever it left in its process group is killed. */
void engine_reap(engine *e, int wait_ms);
/* Kill the process group at once and reap the process; nothing when not running. */
void engine_kill(engine *e);
/* Ask the engine to end (END), give it grace_ms to do so, then kill it. */
void engine_quit(engine *e, int grace_ms);
/* Whether the process, reaped, died of a signal not of the runner's sending. */
int engine_crashed(const engine *e);
/* How the process ended ("crashed (signal 11)", "exited (status 0)") into buf. */
const char *engine_end_text(const engine *e, char *buf, size_t cap);

#endif
