/* SPDX-License-Identifier: MIT */
/* merge.h - renju-match --merge: the files of the shards of one schedule made one
 * file, and the table of all their games, as one run would have printed it. */
#ifndef RENJU_MATCH_MERGE_H
#define RENJU_MATCH_MERGE_H

#include "settings.h"

/* Merge set->merge into set->pgn (PGN files) or set->sgf (SGF files) and print the
 * table on standard output.  Returns the exit status. */
int merge_files(const settings *set);

#endif
