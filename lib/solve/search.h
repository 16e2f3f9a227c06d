/* SPDX-License-Identifier: MIT */
/* search.h - the threat searches' shared state and move tests (internal).  The searches
 * play on the game's own board and take every stone back before they return, so that
 * the rules engine judges each move exactly as play would. */
#ifndef RJ_SEARCH_H
#define RJ_SEARCH_H

#include <stdint.h>

#include "game/handle.h"

/* Outcomes of a search (the public RENJU_SOLVE_* values). */
#define RJ_NO      RENJU_SOLVE_NONE
#define RJ_WIN     RENJU_SOLVE_WIN
#define RJ_UNKNOWN RENJU_SOLVE_UNKNOWN

/* The most win points one move can leave along its four lines: eight a line. */
#define RJ_MAX_THREATS 32
/* Each of them, and the two cells past the five it would make (caro). */
#define RJ_MAX_DEFENCES (3 * RJ_MAX_THREATS)

typedef struct rj_search {
    renju_game *g;
    rj_board *b;
    int att, def;        /* the attacker (the side to move at the root) and the defender */
    int forbid;          /* the colour with forbidden points, RJ_EMPTY for none */
    int nonliteral;      /* RENJU_OPT_THREE_READING */
    int ends_matter;     /* caro: what closes a five's ends decides whether it wins */
    int overline_wins[3];  /* by colour, where the ends do not matter: whether six or
                              more win as five do */
    int nodes, limit;    /* positions searched, and the most allowed */
    double deadline;     /* when the time runs out (rj_search_clock()), 0 for never */
    int resolving;       /* a win already proved is being searched again for its
                            line: no limit applies (the time is not read) */
    uint64_t key;        /* the stones, hashed */
    uint64_t *tt;        /* keys of positions proved to have no win (the attacker to move) */
    unsigned tt_mask;
    uint64_t *tt_own;    /* the table rj_search_init() made: tt but in a VCT search, which
                            has a larger one (vct_table.c) */
    unsigned tt_own_mask;
    int line[RJ_MAX_CELLS];  /* the main line of the last win proved */
    int len;
    struct rj_vct_entry *vtt;  /* the VCT's table of positions (vct_table.c), NULL
                                  until a VCT search makes it; the block of memory
                                  that holds the VCT's other tables and stack too */
    unsigned vtt_mask;
    uint64_t *vtt_losses;  /* the VCT's table of positions without a VCF, in the block */
    struct rj_vct_list *lists;  /* the VCT's positions' moves, listed once (vct_table.c) */
    int *stack;          /* the VCT's lists of moves and their numbers, a frame a ply */
    unsigned char forbidden[RJ_MAX_CELLS];  /* the VCT's map of black's forbidden points
                                               while it lists the defender's answers,
                                               here rather than on the recursion's stack */
    size_t stack_top;
} rj_search;

/* Set up a search of the side to move in g, the table from g's allocator:
 * RENJU_ENOMEM (unrecorded) if it fails. */
int rj_search_init(rj_search *s, renju_game *g, int limit);
/* The same with the attacker named: the side not to move attacks when the searches
 * ask what a move of the side to move leaves it (renju_defences(3)). */
int rj_search_init_as(rj_search *s, renju_game *g, int limit, int attacker);
/* The stones' hash again, after the board was changed outside the search. */
void rj_search_rekey(rj_search *s);
void rj_search_done(rj_search *s);

void rj_search_put(rj_search *s, int p, int colour);
/* The stones' hash after colour's stone on p, the board left alone. */
uint64_t rj_search_key_after(const rj_search *s, int p, int colour);
void rj_search_remove(rj_search *s, int p);

/* Whether colour may play the empty point p (black's forbidden points in renju). */
int rj_search_legal(rj_search *s, int p, int colour);
/* Whether a stone of colour on the empty point p wins under the rule set. */
int rj_search_wins(rj_search *s, int p, int colour);
/* Up to max points where colour would win, anywhere on the board; returns how many
 * there are, counted up to max. */
int rj_search_win_points(rj_search *s, int colour, int *out, int max);
/* The points along p's four lines (within four of it) where colour, which holds p,
 * would win through p; returns their number. */
int rj_search_line_wins(rj_search *s, int p, int colour, int *out);
/* The same for a stone of colour on the empty point q, the board as it was after
 * (where a five's ends matter, in caro, the stone is put and taken back). */
int rj_search_wins_if(rj_search *s, int q, int colour, int *out);
/* The empty cells that share with p five cells in a line holding at least stones of
 * colour (p counted if it holds one) and none of the other colour, on the board; their
 * lines' directions into dirs when it is not NULL.  At most eight a line. */
int rj_search_window_cells(const rj_search *s, int p, int colour, int stones, int *out,
                           int *dirs);
/* Whether the last stone ended the game in a draw (a full board, the move limit). */
int rj_search_drawn(const rj_search *s);
/* Whether the game would be drawn after stones more stones, none of them a five. */
int rj_search_drawn_after(const rj_search *s, int stones);
/* Whether colour's stone on p could make a four: some five cells through p hold
 * three of colour and none of the other.  A quick necessary test. */
int rj_search_four_shape(const rj_search *s, int p, int colour);
/* The same with at least stones of colour in the five cells: 2 for a three. */
int rj_search_shape(const rj_search *s, int p, int colour, int stones);
/* On how many of p's four lines rj_search_shape() holds. */
int rj_search_shape_lines(const rj_search *s, int p, int colour, int stones);
/* Every empty point of which rj_search_shape() holds, as a bit set of the points: a
 * line's windows read once for all its points. */
#define RJ_SHAPE_WORDS ((RJ_MAX_CELLS + 63) / 64)
void rj_search_shape_map(const rj_search *s, int colour, int stones, uint64_t *map);
/* The legal points where the other colour's stone leaves colour none of its win
 * points w[0..nw) (all it has), in point order; returns their number. */
int rj_search_stops(rj_search *s, int colour, const int *w, int nw, int *out);
/* The same, legal or not: the empty points whose stone of the other colour would stop
 * them, forbidden for black or not. */
int rj_search_blocks(rj_search *s, int colour, const int *w, int nw, int *out);
/* Whether the defender, after the attacker's stone, has no answer and no legal point
 * at all: then the game is drawn (renju, black to move). */
int rj_search_no_legal_point(rj_search *s);
/* Count a position; 0 once the node limit is reached, or the time (read every
 * RJ_CLOCK_EVERY positions): the time's end is taken as the node limit reached
 * there, so that both end a search the same way, RJ_UNKNOWN. */
#define RJ_CLOCK_EVERY 2048
int rj_search_count(rj_search *s);
/* A monotonic clock in seconds. */
double rj_search_clock(void);

/* Known losses, by the stones' hash. */
int rj_search_known_loss(const rj_search *s);
void rj_search_store_loss(rj_search *s);
/* Keep the known losses in to, of 2^bits entries, from now on, with what the table so
 * far holds (the table so far stays the owner's: rj_search_done() frees tt_own). */
void rj_search_move_losses(rj_search *s, uint64_t *to, int bits);

/* The VCF search from the current position, the attacker to move, at ply of the
 * line (kept in s->line when record is set); last is the defender's last stone, -1
 * at the root.  Returns RJ_WIN, RJ_NO or RJ_UNKNOWN. */
int rj_vcf_search(rj_search *s, int ply, int record, int last);

/* ------------------------------------------------------------ threats (threat.c) */

/* Whether colour's stone on the empty point q would leave it win points that no legal
 * stone of the other colour removes all of: a four that cannot be stopped (a straight
 * four, a double four, a four whose one block is forbidden).  colour has no win point
 * and the other colour none either. */
int rj_threat_point(rj_search *s, int q, int colour);
/* colour's threat points (rj_threat_point()) anywhere on the board, in point order,
 * at most max of them; returns how many were found. */
int rj_threat_points(rj_search *s, int colour, int *out, int max);
/* Whether colour's stone on p (on the board) made a three: five cells in a line
 * through p hold three of colour (p one of them), none of the other colour, and an
 * empty cell that is a threat point (renju_vct(3)). */
int rj_threat_made(rj_search *s, int p, int colour);

/* ------------------------------------------------------------ VCT (vct.c) */

/* The VCT search from the current position, the attacker to move: a depth-first
 * proof-number search.  With record, the main line of a win is kept in
 * s->line.  Returns RJ_WIN, RJ_NO or RJ_UNKNOWN; RENJU_ENOMEM (unrecorded) if its
 * table cannot be had. */
int rj_vct_search(rj_search *s, int record);

/* The most moves renju_solve() takes: its recursion is about 1 KiB a move. */
#define RJ_SOLVE_MAX_MOVES 20

/* Win in n of the attacker's moves from the root (renju_solve(3)); the line is kept in
 * s->line.  Returns RJ_WIN, RJ_NO or RJ_UNKNOWN. */
int rj_solve_search(rj_search *s, int n);

/* ------------------------------------------------------------ the public calls */

/* RENJU_OK if the game is where play goes on (no setup, no opening step, not over),
 * else the error, recorded: what names the search in its message. */
int rj_can_search(renju_game *g, const char *what);
/* The arguments every search takes, checked: the error recorded if one is bad. */
int rj_check_search_args(renju_game *g, int max_nodes, int *outcome, int *line,
                         size_t capacity);
/* One search of s's attacker, to move, of the kind RENJU_THREAT_* (moves for win in
 * n), the line kept with record (VCF, VCT; win in n always): RJ_WIN, RJ_NO, RJ_UNKNOWN
 * or RENJU_ENOMEM (unrecorded). */
int rj_search_run(rj_search *s, int kind, int moves, int record);
/* Set up *s for attacker on g, run one search as rj_search_run(),
 * and free what it took, g exactly as it was; the line and the count stay in *s.
 * Returns the outcome, or RENJU_ENOMEM, recorded. */
int rj_search_once(renju_game *g, int attacker, int kind, int moves, int max_nodes,
                   int record, rj_search *s);

#endif
