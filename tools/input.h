/* SPDX-License-Identifier: MIT */
/* input.h - the input lines of the batch tools: read a line, put a side's stones. */
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

#endif
