/* SPDX-License-Identifier: MIT */
/* openings.h - the openings a match is played from (-openings FILE): each a list of
 * stones, black and white in turn, read from a move list, Gomocup's offsets from the
 * centre, an SGF collection or a RenLib .lib library (each line of its tree). */
#ifndef RENJU_MATCH_OPENINGS_H
#define RENJU_MATCH_OPENINGS_H

#include <renju.h>
#include <stddef.h>

typedef struct opening {
    int *points;    /* black, white, black ...: points of the match's board */
    int count;
    int line;       /* where it starts in the file, for messages */
} opening;

typedef struct opening_list {
    opening *items;
    int count;
} opening_list;

/* Read every opening of the file at path for the rule set and board size, checking
 * each can be set up under them.  Returns 0, or -1 with a message ("FILE:LINE: ...")
 * in err. */
int openings_load(const char *path, int ruleset, int size, opening_list *list,
                  char *err, size_t errcap);
void openings_free(opening_list *list);

/* The opening's image under symmetry sym (RENJU_SYM_*) on board's size, into image
 * (its points room for o->count).  Returns -1 for a bad symmetry. */
int openings_transform(renju_game *board, const opening *o, int sym, opening *image);

/* Set up an opening on a new game as a given opening: the stones, the side to move
 * the one with fewer (black on equal counts).  Its points are distinct: openings_load()
 * refuses a point given twice. */
int openings_setup(renju_game *g, const opening *o);

#endif
