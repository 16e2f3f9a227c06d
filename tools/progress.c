/* SPDX-License-Identifier: MIT */
/* progress.c - the progress bar of renju-referee and renju-convert on standard error. */
#define _POSIX_C_SOURCE 200809L

#include "progress.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void progress_init(progress *p, int want, long long total, int files, int delay)
{
    memset(p, 0, sizeof *p);
    p->on = want && isatty(fileno(stderr));
    p->total = total;
    p->files = files;
    p->file = 1;
    p->delay = delay;
    p->start = time(NULL);
    p->last_pct = -1;
}

void progress_clear(progress *p)
{
    if (p->shown) {
        fputs("\r\033[K", stderr);
        p->shown = 0;
    }
}

/* The bar when the bytes to read are known. */
static void show_bar(const progress *p, int pct)
{
    char bar[31];
    int i;

    for (i = 0; i < 30; i++)
        bar[i] = i < pct * 30 / 100 ? '#' : ' ';
    bar[30] = '\0';
    fprintf(stderr, "\r[%s] %3d%% %ld game%s", bar, pct, p->games, p->games == 1 ? "" : "s");
    if (p->files > 1)
        fprintf(stderr, ", file %d of %d", p->file, p->files);
}

void progress_show(progress *p, long long done)
{
    long long all = p->before + done;
    int pct = 0;
    time_t now;

    if (!p->on)
        return;
    now = time(NULL);
    if (p->delay > 0 && now - p->start < p->delay)
        return;
    if (p->total > 0)
        pct = all >= p->total ? 100 : (int)(all * 100 / p->total);
    if (p->shown && pct == p->last_pct && now == p->last)
        return;
    if (p->total > 0)
        show_bar(p, pct);
    else   /* a pipe: how much is to come is not known */
        fprintf(stderr, "\r%lld KiB read, %ld game%s", all / 1024, p->games,
                p->games == 1 ? "" : "s");
    fputs("\033[K", stderr);
    fflush(stderr);
    p->shown = 1;
    p->last = now;
    p->last_pct = pct;
}

void progress_next_file(progress *p, long long size)
{
    p->before += size;
    if (p->file < p->files)
        p->file++;
}

long long progress_file_size(const char *path)
{
    struct stat st;

    if (strcmp(path, "-") == 0 || stat(path, &st) != 0 || !S_ISREG(st.st_mode))
        return 0;
    return (long long)st.st_size;
}
