/* SPDX-License-Identifier: MIT */
/* notation.c - points as integers and as text ("h8", renju_rules(7), BOARD AND NOTATION).
 */
#include "game/handle.h"
#include "game/errors.h"
#include "game/output.h"
#include "game/notation.h"

#include <stdio.h>
#include <string.h>

void rj_point_name(const renju_game *g, int point, char *buf)
{
    int size = g->board.size;

    if (point == RENJU_PASS)
        strcpy(buf, "pass");
    else if (point >= 0 && point < size * size)
        snprintf(buf, 8, "%c%d", 'a' + point % size, (point / size + 1) % 100);
    else
        strcpy(buf, "?");
}

int rj_check_point(renju_game *g, int point)
{
    int n = g->board.ncells;

    if (point < 0 || point >= n)
        return rj_error(g, RENJU_ERANGE, "point %d is off the %dx%d board (0..%d)",
                        point, g->board.size, g->board.size, n - 1);
    return RENJU_OK;
}

int renju_point(renju_game *g, int column, int row)
{
    int size;

    if (!g)
        return RENJU_EINVAL;
    size = g->board.size;
    if (column < 0 || row < 0 || column >= size || row >= size)
        return rj_error(g, RENJU_ERANGE, "column %d, row %d is off the %dx%d board",
                        column, row, size, size);
    rj_ok(g);
    return row * size + column;
}

int renju_point_column(renju_game *g, int point)
{
    if (!g)
        return RENJU_EINVAL;
    if (rj_check_point(g, point))
        return RENJU_ERANGE;
    rj_ok(g);
    return point % g->board.size;
}

int renju_point_row(renju_game *g, int point)
{
    if (!g)
        return RENJU_EINVAL;
    if (rj_check_point(g, point))
        return RENJU_ERANGE;
    rj_ok(g);
    return point / g->board.size;
}

static int lower(int c)
{
    return (c >= 'A' && c <= 'Z') ? c - 'A' + 'a' : c;
}

int renju_point_parse(renju_game *g, const char *text, int *point)
{
    int size, col, row = 0, i, c;
    char shown[24];

    if (!g)
        return RENJU_EINVAL;
    if (!text || !point)
        return rj_error(g, RENJU_EINVAL, "renju_point_parse: %s is NULL",
                        !text ? "text" : "point");
    size = g->board.size;
    /* quote at most a few characters of bad input, so a huge string stays readable */
    rj_quote(shown, text, (size_t)-1, 16);

    if (strcmp(text, "--") == 0) {
        *point = RENJU_PASS;
        return rj_ok(g);
    }
    if (strlen(text) == 4 && lower(text[0]) == 'p' && lower(text[1]) == 'a'
        && lower(text[2]) == 's' && lower(text[3]) == 's') {
        *point = RENJU_PASS;
        return rj_ok(g);
    }
    c = lower((unsigned char)text[0]);
    if (c < 'a' || c > 'z')
        return rj_error(g, RENJU_ENOTATION, "\"%s\" is not a point: it must start with a column letter", shown);
    col = c - 'a';
    if (text[1] < '1' || text[1] > '9')
        return rj_error(g, RENJU_ENOTATION, "\"%s\" is not a point: a row number from 1 must follow the column letter", shown);
    for (i = 1; text[i] >= '0' && text[i] <= '9'; i++) {
        if (i > 2)
            return rj_error(g, RENJU_ENOTATION, "\"%s\" is not a point: the row number is too long", shown);
        row = row * 10 + (text[i] - '0');
    }
    if (text[i] != '\0')
        return rj_error(g, RENJU_ENOTATION, "\"%s\" is not a point: unexpected characters after the row", shown);
    if (col >= size || row > size)
        return rj_error(g, RENJU_ERANGE, "%s is off the %dx%d board", shown, size, size);
    *point = (row - 1) * size + col;
    return rj_ok(g);
}

int renju_point_format(renju_game *g, int point, char *buf, size_t capacity)
{
    char name[8];

    if (!g)
        return RENJU_EINVAL;
    if (point != RENJU_PASS && rj_check_point(g, point))
        return RENJU_ERANGE;
    rj_point_name(g, point, name);
    return rj_out_text(g, buf, capacity, name, name);
}
