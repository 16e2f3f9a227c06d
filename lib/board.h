/* board.h - the stones on the board and its geometry (internal). */
#ifndef RJ_BOARD_H
#define RJ_BOARD_H

#include <stdint.h>

#define RJ_MAX_SIZE  20
#define RJ_MAX_CELLS (RJ_MAX_SIZE * RJ_MAX_SIZE)

/* Cell values match RENJU_EMPTY, RENJU_BLACK and RENJU_WHITE. */
#define RJ_EMPTY 0
#define RJ_BLACK 1
#define RJ_WHITE 2

/* The four line directions: horizontal, vertical, diagonal (up-right), anti-diagonal
 * (down-right), as column and row steps. */
#define RJ_DIRS 4
extern const int rj_dcol[RJ_DIRS];
extern const int rj_drow[RJ_DIRS];

typedef struct rj_board {
    int size;      /* side length, RENJU_MIN_SIZE..RENJU_MAX_SIZE */
    int ncells;    /* size * size */
    int stones;    /* stones on the board */
    unsigned char cell[RJ_MAX_CELLS]; /* indexed by point = row * size + column */
} rj_board;

void rj_board_init(rj_board *b, int size);
void rj_board_put(rj_board *b, int p, int colour);   /* p empty, colour black or white */
void rj_board_remove(rj_board *b, int p);            /* p holds a stone */

static inline int rj_board_get(const rj_board *b, int p) { return b->cell[p]; }

/* The point one step from p in direction d (sign +1 or -1), or -1 off the board. */
int rj_board_step(const rj_board *b, int p, int d, int sign);

/* The length of the unbroken run of colour through p along direction d, counting p as
 * if it held colour; the run's end points go to *lo and *hi (lo first along d). */
int rj_board_run(const rj_board *b, int p, int d, int colour, int *lo, int *hi);

#endif
