/* SPDX-License-Identifier: MIT */
/* pgn.h - games as PGN, for the rating tools of chess (BayesElo, Ordo) that read its
 * tags and results, and for renju-match itself: --merge and resuming read the files
 * back.  The tag "White" holds the engine that played black, the renju side that moves
 * first, since those tools take White for the side that moves first and credit "1-0"
 * to it. */
#ifndef RENJU_MATCH_PGN_H
#define RENJU_MATCH_PGN_H

#include <stddef.h>

/* What a game's PGN record says, written or read. */
typedef struct pgn_game {
    int number;           /* [Game]: its number in the schedule */
    int schedule;         /* [Schedule]: the games of the whole schedule; 0 unknown */
    int round;            /* [Round] */
    int windex, bindex;   /* [Engines "W-B"]: the White and Black engines' places on the
                             command line, from 0 */
    char white[256];      /* the engine that played black */
    char black[256];      /* the engine that played white */
    int result;           /* RENJU_BLACK_WINS, RENJU_WHITE_WINS or RENJU_DRAW */
    int fault;            /* [Fault]: FAULT_* of the loser, FAULT_NONE */
    char reason[320];     /* [Reason]: why it ended, in words */
    int plies;            /* [PlyCount]: the stones the engines played */
    int opening;          /* [Opening]: from 0 in the file, -1 none */
    int transform;        /* [Transform]: RENJU_SYM_* */
    const char *text;     /* read: the whole record in the file (not NUL-terminated) */
    size_t length;
} pgn_game;

/* The record of a game in a new string the caller frees (NULL when memory is short):
 * the tags, then the moves (points in the library's notation, the opening's stones
 * first) in a comment, which no chess program takes for moves, then the result.
 * event names the match, rules the rule set, moves the record's text of them. */
char *pgn_write(const pgn_game *g, const char *event, const char *site, const char *date,
                const char *rules, const char *moves);

/* Every game of the text (length bytes, NUL-terminated) into *games (allocated; their
 * text points into text).  A last game cut short (no result: a run killed while
 * writing) is left out, *cut set.  Returns the number of games, or -1 with a message
 * in err ("line N: ..."). */
int pgn_read(const char *text, size_t length, pgn_game **games, int *cut, char *err,
             size_t errcap);

#endif
