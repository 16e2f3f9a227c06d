/* SPDX-License-Identifier: MIT */
/* find.h - renju-find's parts: the options, building an index from record files
 * (index_files.c) and answering a position from one (answer.c). */
#ifndef RENJU_TOOLS_FIND_H
#define RENJU_TOOLS_FIND_H

#include <renju.h>

typedef struct find_options {
    int format;       /* TOOL_FORMAT_UNKNOWN: by each file's name or content */
    int ruleset;      /* -1: the format's default (renju; freestyle for .psq) */
    int size;
    int to_move;      /* RENJU_EMPTY: told by the stones */
    int count_only;
    int list;         /* games listed at most */
    int progress;
} find_options;

/* Index every game of files into the index file path (written whole, then renamed
 * into place).  Returns the exit status: 0, 1 when some game could not be read, 2
 * when the index could not be made or written. */
int find_build(const find_options *opt, const char *path, char **files, int nfiles);

/* Answer position (a move list, stones "BLACK / WHITE", or a record file) from the
 * index file path.  Returns the exit status: 0 when some game reaches it, 1 when none
 * does, 2 for a bad index or position. */
int find_answer(const find_options *opt, const char *path, const char *position);

#endif
