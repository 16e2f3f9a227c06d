/* SPDX-License-Identifier: MIT */
/* output.h - where renju-convert writes: one file that holds every game (an SGF
 * collection, move lists a line each), one that holds a single game (.lib, .psq), or
 * a file for each game named by a pattern ("game-%03d.sgf"); standard output for "-".
 * A file is written under a temporary name beside it and renamed when done, so that a
 * failed run leaves an existing file as it was, and the input may be the output. */
#ifndef RENJU_CONVERT_OUTPUT_H
#define RENJU_CONVERT_OUTPUT_H

#include "../progress.h"

#include <stddef.h>

/* A file name pattern: the text before and after one %d, %Nd or %0Nd. */
typedef struct out_pattern {
    char before[4096], after[4096];
    int width, zero;
} out_pattern;

/* Read path as a pattern: 1 if it is one, 0 if it holds no '%' ("%%" stands for '%'
 * in a pattern), -1 if its '%' are not one number and "%%"s (*why says why). */
int out_pattern_parse(const char *path, out_pattern *p, const char **why);

typedef struct output output;

/* The target path ("-": standard output) for games in format; single: the format
 * holds one game a file.  NULL when memory runs out. */
output *output_new(const char *prog, const char *path, int format, int single, progress *pr);

/* 1 if every game goes to the same file and it holds one game only. */
int output_single(const output *o);

/* The text of game number index (from 1) of the input: appended to the file, or its
 * own file when path is a pattern.  0, or -1 when it could not be written (said). */
int output_game(output *o, long index, const char *text, size_t n);

/* Finish: the file renamed into place (ok), or its temporary file removed (!ok).  0,
 * or -1 when it could not be written (said).  Frees o. */
int output_close(output *o, int ok);

#endif
