/* SPDX-License-Identifier: MIT */
/* output.c - the files renju-convert writes, each under a temporary name in its own
 * folder (so that the rename stays on one file system) until it is whole. */
#define _POSIX_C_SOURCE 200809L

#include "output.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct output {
    const char *prog, *path;
    int format, single;
    progress *pr;
    int is_pattern;
    out_pattern pat;
    FILE *f;          /* the file of every game, once the first is written */
    char *tmp;        /* its temporary name; NULL when written in place */
    char *held;       /* a single game's text, written at the end */
    size_t held_n;
};

/* ------------------------------------------------------------ patterns */

/* The number directive at s ("%d", "%3d", "%03d"): its length, or 0. */
static size_t directive(const char *s, int *width, int *zero)
{
    size_t i = 1;

    *zero = s[i] == '0';
    *width = 0;
    while (s[i] >= '0' && s[i] <= '9' && *width < 100)
        *width = *width * 10 + (s[i++] - '0');
    return s[i] == 'd' && *width < 100 ? i + 1 : 0;
}

/* Append the n bytes at s to buf (cap bytes); -1 when they do not fit. */
static int append(char *buf, size_t cap, const char *s, size_t n)
{
    size_t len = strlen(buf);

    if (len + n + 1 > cap)
        return -1;
    memcpy(buf + len, s, n);
    buf[len + n] = '\0';
    return 0;
}

int out_pattern_parse(const char *path, out_pattern *p, const char **why)
{
    const char *s;
    int numbers = 0, rc = 0;
    size_t k;

    memset(p, 0, sizeof *p);
    if (!strchr(path, '%'))
        return 0;
    for (s = path; *s && rc == 0; s++) {
        char *side = numbers ? p->after : p->before;
        if (*s != '%') {
            rc = append(side, sizeof p->before, s, 1);
        } else if (s[1] == '%') {
            rc = append(side, sizeof p->before, s++, 1);
        } else if ((k = directive(s, &p->width, &p->zero)) != 0 && numbers++ == 0) {
            s += k - 1;
        } else {
            *why = numbers > 1 ? "holds more than one %d" : "holds a '%' that is no %d";
            return -1;
        }
    }
    if (rc) {
        *why = "is too long";
        return -1;
    }
    if (numbers == 0) {
        *why = "holds '%%' but no %d to number the games";
        return -1;
    }
    return 1;
}

static void pattern_name(const out_pattern *p, long index, char *buf, size_t n)
{
    snprintf(buf, n, p->zero ? "%s%0*ld%s" : "%s%*ld%s", p->before, p->width, index, p->after);
}

/* ------------------------------------------------------------ signals */

/* The temporary file being written, removed if a signal ends the program, so that
 * an interrupted run leaves nothing behind. */
static char *volatile pending_tmp;

static void on_signal(int sig)
{
    char *tmp = pending_tmp;

    if (tmp)
        unlink(tmp);
    signal(sig, SIG_DFL);
    raise(sig);
}

static void guard_signals(void)
{
    static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE };
    struct sigaction sa;
    size_t i;

    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
        sigaction(sigs[i], &sa, NULL);
}

/* ------------------------------------------------------------ files */

output *output_new(const char *prog, const char *path, int format, int single, progress *pr)
{
    output *o = calloc(1, sizeof *o);
    const char *why;

    if (!o)
        return NULL;
    o->prog = prog;
    o->path = path;
    o->format = format;
    o->pr = pr;
    o->is_pattern = strcmp(path, "-") != 0 && out_pattern_parse(path, &o->pat, &why) == 1;
    o->single = single && !o->is_pattern;
    guard_signals();
    return o;
}

int output_single(const output *o)
{
    return o->single;
}

static int say(const output *o, const char *path)
{
    progress_clear(o->pr);
    fprintf(stderr, "%s: %s: %s\n", o->prog, strcmp(path, "-") == 0 ? "standard output" : path,
            strerror(errno));
    return -1;
}

/* The permissions a new file gets: everyone's read and write, less the umask. */
static mode_t new_file_mode(void)
{
    mode_t mask = umask(0);

    umask(mask);
    return 0666 & ~mask;
}

/* Open path for writing: standard output, a device or pipe in place, or a temporary
 * file beside a regular file (*tmp its name, malloc'ed). */
static FILE *open_target(const output *o, const char *path, char **tmp)
{
    struct stat st;
    FILE *f;
    int fd;

    *tmp = NULL;
    if (strcmp(path, "-") == 0)
        return stdout;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        if (!(f = fopen(path, "wb")))
            say(o, path);
        return f;
    }
    if (!(*tmp = malloc(strlen(path) + 8))) {
        errno = ENOMEM;
        say(o, path);
        return NULL;
    }
    sprintf(*tmp, "%s.XXXXXX", path);
    if ((fd = mkstemp(*tmp)) < 0 || fchmod(fd, new_file_mode()) != 0
        || !(f = fdopen(fd, "wb"))) {
        say(o, path);
        if (fd >= 0) {
            close(fd);
            unlink(*tmp);
        }
        free(*tmp);
        *tmp = NULL;
        return NULL;
    }
    pending_tmp = *tmp;
    return f;
}

/* Close a file open_target() opened: renamed into place when ok, else removed.  0, or
 * -1 when it could not be written (said). */
static int close_target(const output *o, const char *path, FILE *f, char *tmp, int ok)
{
    int rc = 0;

    if (f == stdout)
        rc = fflush(f) != 0 || ferror(f) ? say(o, path) : 0;
    else if (fclose(f) != 0)
        rc = say(o, path);
    if (tmp) {
        if (ok && rc == 0 && rename(tmp, path) != 0)
            rc = say(o, path);
        if (!ok || rc != 0)
            unlink(tmp);
        pending_tmp = NULL;
        free(tmp);
    }
    return rc;
}

static int write_all(const output *o, const char *path, FILE *f, const char *text, size_t n)
{
    return fwrite(text, 1, n, f) == n ? 0 : say(o, path);
}

/* A file of its own for game index. */
static int write_numbered(output *o, long index, const char *text, size_t n)
{
    char path[sizeof o->pat.before * 2 + 32], *tmp;
    FILE *f;
    int rc;

    pattern_name(&o->pat, index, path, sizeof path);
    if (!(f = open_target(o, path, &tmp)))
        return -1;
    rc = write_all(o, path, f, text, n);
    return close_target(o, path, f, tmp, rc == 0) || rc ? -1 : 0;
}

int output_game(output *o, long index, const char *text, size_t n)
{
    if (o->is_pattern)
        return write_numbered(o, index, text, n);
    if (o->single) {
        /* held until the input is known to hold no other game */
        free(o->held);
        if (!(o->held = malloc(n ? n : 1))) {
            errno = ENOMEM;
            return say(o, o->path);
        }
        memcpy(o->held, text, n);
        o->held_n = n;
        return 0;
    }
    if (!o->f && !(o->f = open_target(o, o->path, &o->tmp)))
        return -1;
    return write_all(o, o->path, o->f, text, n);
}

int output_close(output *o, int ok)
{
    int rc = 0;

    if (ok && o->held && !(o->f = open_target(o, o->path, &o->tmp)))
        rc = -1;
    if (o->f && o->held)
        rc = write_all(o, o->path, o->f, o->held, o->held_n);
    if (o->f && close_target(o, o->path, o->f, o->tmp, ok && rc == 0))
        rc = -1;
    free(o->held);
    free(o);
    return rc;
}
