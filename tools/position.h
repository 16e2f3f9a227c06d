/* SPDX-License-Identifier: MIT */
/* position.h - a position as the tools that ask about one take it on the command line:
 * a record file ("-" standard input), whose first game is read (the game standing where
 * its main line ends), a move list ("h8 h9 i9"), or the stones of each colour
 * ("h8 j10 / h9", black's first). */
#ifndef RENJU_TOOLS_POSITION_H
#define RENJU_TOOLS_POSITION_H

#include <renju.h>

/* The position arg names, on a new game: a record of format (TOOL_FORMAT_UNKNOWN: by its
 * name or content) whose rules are ruleset (-1: renju; the record's own where it names
 * them) on a size board; for stones, to_move is who is to move (RENJU_EMPTY: black when
 * the colours have as many stones, else white).  NULL after saying why on standard
 * error, each message starting with prog. */
renju_game *position_read(const char *prog, const char *arg, int format, int ruleset, int size,
                          int to_move);

#endif
