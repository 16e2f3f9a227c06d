/* SPDX-License-Identifier: MIT */
/* input.h - the input lines of the batch tools: read a line, put a side's stones, run
 * the loop over the positions. */
#ifndef RENJU_TOOLS_INPUT_H
#define RENJU_TOOLS_INPUT_H

#include <renju.h>

#include <stddef.h>

/* One line of standard input of any length into *buf (grown as needed, freed by the
 * caller), without its newline or CR.  Returns 1 for a line, 0 at the end of input,
 * -1 when memory runs out. */
int lines_read(char **buf, size_t *cap);

/* 1 for a blank or a tab. */
int lines_is_space(char c);

/* Put the stones of colour listed in text (points in notation separated by blanks,
 * or "-" for none) on the game in setup mode; text is cut into its words.  On a
 * malformed list writes what is wrong to err and returns -1, else 0. */
int lines_put_stones(renju_game *g, char *text, int colour, char *err, size_t errcap);

/* Set up, on the game reset, the position whose stones black and white list as
 * lines_put_stones() reads them, side to move.  On a malformed list, or a position the
 * library refuses, writes what is wrong to err and returns -1, else 0. */
int lines_set_position(renju_game *g, char *black, char *white, int side, char *err,
                       size_t errcap);

/* What a batch tool does with one position line: set it up on g and write its answer.
 * Returns 0 when done, 1 on a malformed line after writing what is wrong to err, -1 on
 * a failure of the library (its message in err, or if err is left empty in
 * renju_errmsg(g)), the run then stopping. */
typedef int (*lines_answer_fn)(renju_game *g, char *line, char *err, size_t errcap,
                               void *ctx);

/* Read standard input to its end, one position a line, and answer each with answer;
 * a malformed line's answer is "error: " and what is wrong.  A blank line, or one whose
 * first non-blank character is '#', is skipped and gives no output.  Messages to
 * standard error start with prog.  Returns the exit status: 0 every line read, 1 some
 * line malformed, 2 out of memory, a failure of the library, or output not written. */
int lines_run(const char *prog, renju_game *g, lines_answer_fn answer, void *ctx);

#endif
