/* SPDX-License-Identifier: MIT */
/* input.c - the input lines of the batch tools (renju-forbid, renju-solve): lines of
 * any length, the lists of points ("h8 i9 ..." or "-") that give each side's stones,
 * the position they set up, and the one loop over them, so that both tools read
 * comments and blank lines alike. */
#include "input.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One line of input of any length into *buf (grown as needed), without the newline.
 * Returns 0 at the end of input, -1 when memory runs out. */
int lines_read(char **buf, size_t *cap)
{
    size_t len = 0;
    int c;

    while ((c = getchar()) != EOF && c != '\n') {
        if (len + 1 >= *cap) {
            size_t ncap = *cap ? *cap * 2 : 256;
            char *nbuf = realloc(*buf, ncap);
            if (!nbuf)
                return -1;
            *buf = nbuf;
            *cap = ncap;
        }
        (*buf)[len++] = (char)c;
    }
    if (c == EOF && len == 0)
        return 0;
    if (!*buf) {   /* an empty last line before any other */
        *buf = malloc(1);
        if (!*buf)
            return -1;
        *cap = 1;
    }
    (*buf)[len] = '\0';
    if (len > 0 && (*buf)[len - 1] == '\r')   /* CRLF input */
        (*buf)[len - 1] = '\0';
    return 1;
}

int lines_is_space(char c)
{
    return c == ' ' || c == '\t';
}

/* Put the stones of one colour, text being its list of points ("-" for none).  On a malformed list,
 * writes what is wrong to err and returns -1. */
int lines_put_stones(renju_game *g, char *text, int colour, char *err, size_t errcap)
{
    char *tok, *end;
    int p, ntok = 0, dash = 0;

    for (tok = text;; tok = end) {
        while (lines_is_space(*tok))
            tok++;
        if (*tok == '\0')
            break;
        for (end = tok; *end && !lines_is_space(*end); end++)
            ;
        if (*end)
            *end++ = '\0';
        ntok++;
        if (strcmp(tok, "-") == 0) {
            dash = 1;
            continue;
        }
        if (renju_point_parse(g, tok, &p) < 0) {
            snprintf(err, errcap, "%s", renju_errmsg(g));
            return -1;
        }
        if (p == RENJU_PASS) {
            snprintf(err, errcap, "\"%s\" is not a point", tok);
            return -1;
        }
        if (renju_stone(g, p) != RENJU_EMPTY) {
            snprintf(err, errcap, "%s is listed twice", tok);
            return -1;
        }
        if (renju_setup_put(g, p, colour) < 0) {
            snprintf(err, errcap, "%s", renju_errmsg(g));
            return -1;
        }
    }
    if (dash && ntok > 1) {
        snprintf(err, errcap, "\"-\" stands for no %s stones and cannot go with points",
                 colour == RENJU_BLACK ? "black" : "white");
        return -1;
    }
    return 0;
}

/* The library's message for what it refused into err; returns -1. */
static int refused(renju_game *g, char *err, size_t errcap)
{
    snprintf(err, errcap, "%s", renju_errmsg(g));
    return -1;
}

int lines_set_position(renju_game *g, char *black, char *white, int side, char *err,
                       size_t errcap)
{
    if (renju_game_reset(g) < 0 || renju_setup_begin(g) < 0)
        return refused(g, err, errcap);
    if (lines_put_stones(g, black, RENJU_BLACK, err, errcap) < 0
        || lines_put_stones(g, white, RENJU_WHITE, err, errcap) < 0)
        return -1;
    if (renju_setup_side(g, side) < 0 || renju_setup_end(g) < 0)
        return refused(g, err, errcap);
    return 0;
}

/* 1 for a line that gives no output: blank, or a comment ('#' first after blanks). */
static int lines_skipped(const char *line)
{
    while (lines_is_space(*line))
        line++;
    return *line == '\0' || *line == '#';
}

int lines_run(const char *prog, renju_game *g, lines_answer_fn answer, void *ctx)
{
    char *line = NULL, err[256];
    size_t cap = 0;
    int got, rc, bad = 0, status = 0;

    while ((got = lines_read(&line, &cap)) > 0) {
        if (lines_skipped(line))
            continue;
        err[0] = '\0';
        rc = answer(g, line, err, sizeof err, ctx);
        if (rc > 0) {
            printf("error: %s\n", err);
            bad = 1;
        } else if (rc < 0) {
            fprintf(stderr, "%s: %s\n", prog, err[0] ? err : renju_errmsg(g));
            status = 2;
            break;
        }
    }
    if (got < 0) {
        fprintf(stderr, "%s: out of memory\n", prog);
        status = 2;
    }
    free(line);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "%s: cannot write the output\n", prog);
        status = 2;
    }
    return status ? status : bad;
}
