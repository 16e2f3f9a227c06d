/* SPDX-License-Identifier: MIT */
/* convert.h - renju-convert's state: the options, and the run that reads the input
 * game by game and hands each to the output. */
#ifndef RENJU_CONVERT_CONVERT_H
#define RENJU_CONVERT_CONVERT_H

#include "output.h"

#include "../progress.h"
#include "../records.h"

#include <renju.h>

extern const char *const convert_prog;

typedef struct conv_options {
    const char *in, *out;
    int in_format, out_format;   /* TOOL_FORMAT_UNKNOWN: by name or content */
    int ruleset;                 /* -1: the format's default */
    int opening, opening_n;
    int size;                    /* move lists and databases */
    const char *charset;         /* of .lib text, NULL: the library's default */
    int quiet, progress;
} conv_options;

typedef struct conv_run {
    const conv_options *opt;
    int in_format;        /* as told by the options, the name or the content */
    output *out;
    progress *pr;
    long games;           /* games met in the input, read or not */
    long converted, failed;
    int stop;             /* the input holds more games than the output can */
    int write_failed;
} conv_run;

/* Convert one game the input gave (records.h's rec_game_fn): g read with rc (1, or
 * the import's failure), or no game made (g NULL, msg says why).  Returns 1 to stop. */
int convert_game(void *run, const rec_where *w, renju_game *g, int rc, const char *msg);

/* The same for a game of a RenjuNet database (renjunet.h's rn_game_fn). */
struct rn_game;
int convert_database_game(void *run, const struct rn_game *d);

#endif
