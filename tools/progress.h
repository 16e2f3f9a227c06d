/* SPDX-License-Identifier: MIT */
/* progress.h - the progress bar the tools that read large files show on standard
 * error: over the bytes of all the files when their sizes are known, else the bytes
 * read; always cleared before anything else is written. */
#ifndef RENJU_TOOLS_PROGRESS_H
#define RENJU_TOOLS_PROGRESS_H

#include <time.h>

typedef struct progress {
    int on;               /* shown at all (standard error is a terminal, not refused) */
    int shown;            /* a bar is on the screen */
    long long total;      /* bytes of all the files, 0 if unknown */
    long long before;     /* bytes of the files done */
    int file, files;      /* the file being read (1-based) of how many */
    long games;           /* games read so far, in every file */
    int delay;            /* seconds before the first bar (0: at once) */
    time_t start, last;
    int last_pct;
} progress;

/* Ready to show a bar when wanted (want) and standard error is a terminal, over total
 * bytes (0: unknown) in files files, the first bar after delay seconds. */
void progress_init(progress *p, int want, long long total, int files, int delay);

/* The bar, done bytes into the current file; redrawn at most once a second unless the
 * percentage changed. */
void progress_show(progress *p, long long done);

/* Clear the bar before a message, so that the message does not run into it. */
void progress_clear(progress *p);

/* The file after this one starts: its bytes are done (size: 0 if unknown). */
void progress_next_file(progress *p, long long size);

/* The bytes of the regular file at path, 0 for anything else ("-" included). */
long long progress_file_size(const char *path);

#endif
