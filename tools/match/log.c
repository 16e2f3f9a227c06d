/* SPDX-License-Identifier: MIT */
/* log.c - the match log: whole lines, each one write() on an O_APPEND descriptor. */
#define _POSIX_C_SOURCE 200809L

#include "log.h"

#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <unistd.h>

#define LOG_LINE_MAX 1024

int log_open(const char *path)
{
    return open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0644);
}

void log_line(int fd, const char *fmt, ...)
{
    char buf[LOG_LINE_MAX];
    va_list ap;
    int n;

    if (fd < 0)
        return;
    va_start(ap, fmt);
    n = vsnprintf(buf, sizeof buf - 1, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if (n > (int)sizeof buf - 2)
        n = (int)sizeof buf - 2;   /* a long line is cut, never split */
    buf[n++] = '\n';
    if (write(fd, buf, (size_t)n) < 0)
        return;   /* a log that cannot be written must not stop the match */
}
