/* SPDX-License-Identifier: MIT */
/* log.h - the match log (-log FILE): what the engines said besides their moves, their
 * standard error, and why each game ended. */
#ifndef RENJU_MATCH_LOG_H
#define RENJU_MATCH_LOG_H

/* Open FILE afresh, for appending (lines of several writers); returns its descriptor
 * or -1.  The engines' standard error goes to the same descriptor. */
int log_open(const char *path);

/* One line into the log (nothing when fd is -1), written with a single write() on a
 * descriptor opened for appending, so that lines from the threads and the engines
 * never mix within a line. */
void log_line(int fd, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

#endif
