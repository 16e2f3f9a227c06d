/* SPDX-License-Identifier: MIT */
/* diagram.c - the position drawn as SVG (renju_diagram_svg()): the grid ending at the
 * outer points, coordinates, star points, stones, move numbers, the last move, black's
 * forbidden points by kind, the labels and marks of the tree's node, a title.
 *
 * Every length is a whole number of pixels worked out from the cell's size, and the
 * text is written in a fixed order with fixed formats, so that a game gives the same
 * bytes on every machine.  The text is measured in a first pass and written in a
 * second, so that nothing is written into a buffer too small. */
#include "game/handle.h"
#include "game/errors.h"
#include "game/history.h"
#include "core/text.h"
#include "diagram/svg_out.h"

#include <string.h>

#define FLAGS (RENJU_DIAGRAM_COORDS | RENJU_DIAGRAM_COORDS_ALL | RENJU_DIAGRAM_NUMBERS \
               | RENJU_DIAGRAM_LAST | RENJU_DIAGRAM_FORBIDDEN | RENJU_DIAGRAM_MARKS \
               | RENJU_DIAGRAM_PLAIN)
#define TITLE_MAX 200

/* Where things go: point (column, row) at (x, y), rows counted from the bottom. */
typedef struct layout {
    int n, cell, left, top, width, height, title_y;
    int flags;
} layout;

static int px(const layout *l, int col)
{
    return l->left + col * l->cell;
}

static int py(const layout *l, int row)
{
    return l->top + (l->n - 1 - row) * l->cell;
}

static void lay_out(layout *l, int n, int cell, int flags, int titled)
{
    int coords = flags & (RENJU_DIAGRAM_COORDS | RENJU_DIAGRAM_COORDS_ALL);
    int margin = coords ? cell * 3 / 2 : cell * 3 / 4;   /* room for a coordinate */
    int far = flags & RENJU_DIAGRAM_COORDS_ALL ? margin : cell * 3 / 4;

    l->n = n;
    l->cell = cell;
    l->flags = flags;
    l->title_y = titled ? cell : 0;
    l->left = margin;
    l->top = (titled ? cell * 3 / 2 : 0) + far;
    l->width = margin + (n - 1) * cell + far;
    l->height = l->top + (n - 1) * cell + margin;
}

static const char *board_colour(const layout *l)
{
    return l->flags & RENJU_DIAGRAM_PLAIN ? "#ffffff" : "#e3bd6c";
}

/* ----------------------------------------------------------------- the board */

static void grid(rj_svg_out *o, const layout *l)
{
    int i, last = l->n - 1;

    rj_svg_printf(o, "<rect width=\"%d\" height=\"%d\" fill=\"%s\"/>\n", l->width, l->height,
                  board_colour(l));
    rj_svg_printf(o, "<path stroke=\"#000000\" stroke-width=\"1\" fill=\"none\" d=\"");
    for (i = 1; i < last; i++)
        rj_svg_printf(o, "M%d %dH%dM%d %dV%d", px(l, 0), py(l, i), px(l, last), px(l, i),
                      py(l, last), py(l, 0));
    rj_svg_printf(o, "\"/>\n");
    /* the outer lines, heavier, end at the corner points */
    rj_svg_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" stroke=\"#000000\" "
                  "stroke-width=\"2\" fill=\"none\"/>\n", px(l, 0), py(l, last),
                  last * l->cell, last * l->cell);
}

/* The star points: four at the fourth line from each edge (the third on boards of 9
 * to 12), the centre on an odd board, and on 19x19 the midpoints of the sides' star
 * lines too, as a go board marks them; boards under 9 mark only the centre. */
static int star_points(int n, int *pts)
{
    int k = 0, a = n >= 13 ? 3 : 2, b = n - 1 - a, c = n / 2;

    if (n >= 9) {
        pts[k++] = a * n + a;
        pts[k++] = a * n + b;
        pts[k++] = b * n + a;
        pts[k++] = b * n + b;
    }
    if (n % 2) {
        pts[k++] = c * n + c;
        if (n == 19) {
            pts[k++] = a * n + c;
            pts[k++] = b * n + c;
            pts[k++] = c * n + a;
            pts[k++] = c * n + b;
        }
    }
    return k;
}

static void stars(rj_svg_out *o, const layout *l)
{
    int pts[9], k = star_points(l->n, pts), i, r = l->cell / 10 > 2 ? l->cell / 10 : 2;

    for (i = 0; i < k; i++)
        rj_svg_printf(o, "<circle class=\"star\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"#000000\"/>\n",
                      px(l, pts[i] % l->n), py(l, pts[i] / l->n), r);
}

static void coordinates(rj_svg_out *o, const layout *l)
{
    int all = l->flags & RENJU_DIAGRAM_COORDS_ALL, font = l->cell * 2 / 5, i;
    int below = py(l, 0) + l->cell * 9 / 10, above = py(l, l->n - 1) - l->cell * 7 / 10;
    int left = px(l, 0) - l->cell * 4 / 5, right = px(l, l->n - 1) + l->cell * 4 / 5;

    if (!(l->flags & (RENJU_DIAGRAM_COORDS | RENJU_DIAGRAM_COORDS_ALL)))
        return;
    rj_svg_printf(o, "<g class=\"coordinates\" font-family=\"sans-serif\" font-size=\"%d\" "
                  "fill=\"#000000\" text-anchor=\"middle\">\n", font);
    for (i = 0; i < l->n; i++) {
        rj_svg_printf(o, "<text x=\"%d\" y=\"%d\">%c</text>\n", px(l, i), below, 'a' + i);
        rj_svg_printf(o, "<text x=\"%d\" y=\"%d\">%d</text>\n", left, py(l, i) + font / 3, i + 1);
        if (all) {
            rj_svg_printf(o, "<text x=\"%d\" y=\"%d\">%c</text>\n", px(l, i), above, 'a' + i);
            rj_svg_printf(o, "<text x=\"%d\" y=\"%d\">%d</text>\n", right, py(l, i) + font / 3,
                          i + 1);
        }
    }
    rj_svg_printf(o, "</g>\n");
}

/* --------------------------------------------------------------- what is on it */

static void forbidden_marks(rj_svg_out *o, const layout *l, renju_game *g)
{
    static const char *const text[] = { "", "6", "44", "33" };
    unsigned char map[RJ_MAX_CELLS];
    int p, n;

    if (!(l->flags & RENJU_DIAGRAM_FORBIDDEN) || g->result != RENJU_ONGOING || g->in_setup
        || (n = renju_forbidden_map(g, map, sizeof map)) <= 0)
        return;
    rj_svg_printf(o, "<g class=\"forbidden\" font-family=\"sans-serif\" font-weight=\"bold\" "
                  "font-size=\"%d\" fill=\"#c01c28\" text-anchor=\"middle\">\n", l->cell * 2 / 5);
    for (p = 0; p < l->n * l->n; p++)
        if (map[p] >= RENJU_FORBID_OVERLINE && map[p] <= RENJU_FORBID_DOUBLE_THREE)
            rj_svg_printf(o, "<text class=\"%s\" x=\"%d\" y=\"%d\">%s</text>\n",
                          renju_forbid_name(map[p]), px(l, p % l->n),
                          py(l, p / l->n) + l->cell / 7, text[map[p]]);
    rj_svg_printf(o, "</g>\n");
}

/* The move that put each stone, 1 for the first, a pass counting as a move (0: a
 * set-up stone); returns the last move's point, RENJU_NO_POINT after none or a pass. */
static int move_numbers(renju_game *g, int *number)
{
    const rj_action *a;
    int i, moves = 0, last = RENJU_NO_POINT;

    memset(number, 0, sizeof(int) * RJ_MAX_CELLS);
    for (i = 0; i < rj_hist_played(g); i++) {
        a = rj_hist_at(g, i);
        if (!rj_action_is_move(a))
            continue;
        moves++;
        last = a->kind == RJ_ACT_STONE ? a->point : RENJU_NO_POINT;
        if (a->kind == RJ_ACT_STONE)
            number[a->point] = moves;
    }
    return last;
}

static void stones(rj_svg_out *o, const layout *l, renju_game *g, int first)
{
    int number[RJ_MAX_CELLS], last, p, c, x, y, r = l->cell * 23 / 50, digits;
    int numbers = l->flags & RENJU_DIAGRAM_NUMBERS;

    last = move_numbers(g, number);
    if (g->in_setup || !(l->flags & RENJU_DIAGRAM_LAST))
        last = RENJU_NO_POINT;
    for (p = 0; p < l->n * l->n; p++) {
        if ((c = g->board.cell[p]) == RJ_EMPTY)
            continue;
        x = px(l, p % l->n);
        y = py(l, p / l->n);
        rj_svg_printf(o, "<circle class=\"%s\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" "
                      "stroke=\"#000000\" stroke-width=\"1\"/>\n", c == RJ_BLACK ? "black" : "white",
                      x, y, r, c == RJ_BLACK ? "#111111" : "#ffffff");
        if (numbers && number[p] >= first) {
            digits = number[p] >= 100 ? 3 : number[p] >= 10 ? 2 : 1;
            rj_svg_printf(o, "<text class=\"number\" x=\"%d\" y=\"%d\" font-family=\"sans-serif\" "
                          "font-size=\"%d\" text-anchor=\"middle\" fill=\"%s\">%d</text>\n", x,
                          y + l->cell * (digits == 3 ? 1 : 3) / (digits == 3 ? 7 : 16),
                          digits == 3 ? l->cell * 3 / 8 : l->cell / 2,
                          p == last ? "#e01b24" : c == RJ_BLACK ? "#ffffff" : "#000000", number[p]);
        } else if (p == last) {
            rj_svg_printf(o, "<circle class=\"last\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"#e01b24\"/>\n",
                          x, y, l->cell / 8 > 2 ? l->cell / 8 : 2);
        }
    }
}

static const char *mark_colour(renju_game *g, int p)
{
    return g->board.cell[p] == RJ_BLACK ? "#ffffff" : "#1a5fb4";
}

static void mark(rj_svg_out *o, const layout *l, renju_game *g, int p, int kind)
{
    int x = px(l, p % l->n), y = py(l, p / l->n), h = l->cell / 4;

    switch (kind) {
    case RENJU_MARK_TRIANGLE:
        rj_svg_printf(o, "<path class=\"triangle\" d=\"M%d %dL%d %dL%d %dZ\"", x, y - h, x + h,
                      y + h * 3 / 4, x - h, y + h * 3 / 4);
        break;
    case RENJU_MARK_SQUARE:
        rj_svg_printf(o, "<rect class=\"square\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"",
                      x - h * 3 / 4, y - h * 3 / 4, h * 3 / 2, h * 3 / 2);
        break;
    case RENJU_MARK_CIRCLE:
        rj_svg_printf(o, "<circle class=\"circle\" cx=\"%d\" cy=\"%d\" r=\"%d\"", x, y, h);
        break;
    default:
        rj_svg_printf(o, "<path class=\"cross\" d=\"M%d %dL%d %dM%d %dL%d %d\"", x - h, y - h,
                      x + h, y + h, x - h, y + h, x + h, y - h);
        break;
    }
    rj_svg_printf(o, " fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>\n", mark_colour(g, p));
}

static void label(rj_svg_out *o, const layout *l, renju_game *g, int node, int p)
{
    char text[256];
    int x = px(l, p % l->n), y = py(l, p / l->n), font = l->cell / 2;

    if (renju_node_label_get(g, node, p, text, sizeof text) <= 0)
        return;
    if (g->board.cell[p] == RJ_EMPTY)   /* the grid under the label hidden */
        rj_svg_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n",
                      x - l->cell * 2 / 5, y - l->cell * 2 / 5, l->cell * 4 / 5, l->cell * 4 / 5,
                      board_colour(l));
    rj_svg_printf(o, "<text class=\"label\" x=\"%d\" y=\"%d\" font-family=\"sans-serif\" "
                  "font-size=\"%d\" text-anchor=\"middle\" fill=\"%s\">", x, y + font / 3, font,
                  mark_colour(g, p));
    rj_svg_escaped(o, text);
    rj_svg_printf(o, "</text>\n");
}

static void node_notes(rj_svg_out *o, const layout *l, renju_game *g)
{
    int points[RJ_MAX_CELLS], kinds[RJ_MAX_CELLS], n, i, node;

    if (!(l->flags & RENJU_DIAGRAM_MARKS) || (node = renju_tree_node(g)) < 0)
        return;
    n = renju_node_marks(g, node, points, kinds, RJ_MAX_CELLS);
    for (i = 0; i < n; i++)
        mark(o, l, g, points[i], kinds[i]);
    n = renju_node_labels(g, node, points, RJ_MAX_CELLS);
    for (i = 0; i < n; i++)
        label(o, l, g, node, points[i]);
}

/* ----------------------------------------------------------------- the whole */

static void draw(rj_svg_out *o, const layout *l, renju_game *g, int first, const char *title)
{
    rj_svg_printf(o, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" "
                  "height=\"%d\" viewBox=\"0 0 %d %d\">\n", l->width, l->height, l->width, l->height);
    if (title && *title) {
        rj_svg_printf(o, "<title>");
        rj_svg_escaped(o, title);
        rj_svg_printf(o, "</title>\n");
    }
    grid(o, l);
    stars(o, l);
    coordinates(o, l);
    forbidden_marks(o, l, g);
    stones(o, l, g, first);
    node_notes(o, l, g);
    if (title && *title) {
        rj_svg_printf(o, "<text class=\"title\" x=\"%d\" y=\"%d\" font-family=\"sans-serif\" "
                      "font-size=\"%d\" text-anchor=\"middle\" fill=\"#000000\">", l->width / 2,
                      l->title_y, l->cell / 2);
        rj_svg_escaped(o, title);
        rj_svg_printf(o, "</text>\n");
    }
    rj_svg_printf(o, "</svg>\n");
}

static int check(renju_game *g, int flags, int first, int cell, const char *title)
{
    size_t n, i;

    if (flags & ~FLAGS)
        return rj_error(g, RENJU_EINVAL, "unknown diagram flags 0x%x", (unsigned)(flags & ~FLAGS));
    if (cell != 0 && (cell < 12 || cell > 160))
        return rj_error(g, RENJU_ERANGE, "a cell of %d pixels: 12 to 160 (0 for 32)", cell);
    if ((flags & RENJU_DIAGRAM_NUMBERS) && first < 1)
        return rj_error(g, RENJU_ERANGE, "move numbers from move %d: 1 or later", first);
    if (title) {
        n = strlen(title);
        if (n > TITLE_MAX)
            return rj_error(g, RENJU_ERANGE, "a title of %zu bytes: at most %d", n, TITLE_MAX);
        for (i = 0; i < n; i++)
            if ((unsigned char)title[i] < 0x20 || title[i] == 0x7f)
                return rj_error(g, RENJU_EINVAL, "the title holds a control character");
        if (rj_utf8_valid(title, n) != n)
            return rj_error(g, RENJU_EINVAL, "the title is not UTF-8");
    }
    return RENJU_OK;
}

int renju_diagram_svg(renju_game *g, int flags, int first, int cell, const char *title,
                      char *buf, size_t capacity)
{
    rj_svg_out o = { NULL, 0, 0 };
    layout l;

    if (!g)
        return RENJU_EINVAL;
    if (!buf && capacity)
        return rj_error(g, RENJU_EINVAL, "renju_diagram_svg: buf is NULL");
    if (check(g, flags, first, cell, title))
        return g->errcode;
    lay_out(&l, g->board.size, cell ? cell : 32, flags, title && *title);
    draw(&o, &l, g, first, title);     /* measured */
    if (o.len > 0x7ffffffe)
        return rj_error(g, RENJU_ERANGE, "the diagram is too large");
    if (!buf) {
        rj_ok(g);
        return (int)o.len + 1;
    }
    if (o.len + 1 > capacity)
        return rj_error(g, RENJU_EBUFSIZE, "the diagram needs %zu bytes, room for %zu",
                        o.len + 1, capacity);
    o.buf = buf;
    o.cap = capacity;
    o.len = 0;
    draw(&o, &l, g, first, title);     /* written */
    buf[o.len] = '\0';
    rj_ok(g);
    return (int)o.len;
}
