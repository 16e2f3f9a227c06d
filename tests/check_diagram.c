/* SPDX-License-Identifier: MIT */
/* check_diagram.c - the position as SVG (renju_diagram_svg()): known positions against
 * the committed drawings of tests/data/diagram (RENJU_UPDATE_DIAGRAMS=1 writes them
 * anew, to be looked at before they are committed); black's forbidden points as the
 * drawing marks them against the forbidden map, on random games; move numbers, the last
 * move, the tree's marks and labels, every board size; the buffer convention and bad
 * arguments, the game left as it was.  tests/diagram.sh renders every drawing with a
 * real SVG renderer. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

#ifndef TOP_SRCDIR
#define TOP_SRCDIR "."
#endif
#define DIR TOP_SRCDIR "/tests/data/diagram/"

static unsigned long long rng;

static char *svg_of(renju_game *g, int flags, int first, int cell, const char *title)
{
    int n = renju_diagram_svg(g, flags, first, cell, title, NULL, 0), m;
    char *buf;

    ck_assert_int_gt(n, 100);
    buf = malloc((size_t)n);
    ck_assert_ptr_nonnull(buf);
    m = renju_diagram_svg(g, flags, first, cell, title, buf, (size_t)n);
    ck_assert_int_eq(m, n - 1);
    ck_assert_int_eq((int)strlen(buf), m);
    return buf;
}

/* The drawing against its committed file, or written there with RENJU_UPDATE_DIAGRAMS. */
static void against_file(const char *svg, const char *name)
{
    const char *update = getenv("RENJU_UPDATE_DIAGRAMS");
    char path[512];
    size_t len;
    char *want;
    FILE *f;

    if (update && *update) {
        snprintf(path, sizeof path, "%s%s", DIR, name);
        f = fopen(path, "w");
        ck_assert_ptr_nonnull(f);
        fputs(svg, f);
        fclose(f);
        return;
    }
    want = read_file(DIR, name, &len);
    ck_assert_msg(strcmp(want, svg) == 0, "the drawing differs from %s", name);
    free(want);
}

static void play(renju_game *g, const char *moves)
{
    play_list(g, moves);
}

/* ------------------------------------------------------------ known drawings */

TEST_CASE("diagram", 120)

START_TEST(test_known_drawings)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    char *svg;

    /* a game with its numbers, the last move, a title, a mark and a label */
    ck_assert_int_eq(renju_tree_mode_set(g, RENJU_TREE_KEEP), RENJU_OK);
    play(g, "h8 h9 i9 g7 j10 i8 g9 j8 k7 k11 g10");
    ck_assert_int_eq(renju_node_mark_set(g, RENJU_NODE_CURRENT, pt(g, "l12"), RENJU_MARK_TRIANGLE),
                     RENJU_OK);
    ck_assert_int_eq(renju_node_mark_set(g, RENJU_NODE_CURRENT, pt(g, "h8"), RENJU_MARK_SQUARE),
                     RENJU_OK);
    ck_assert_int_eq(renju_node_label_set(g, RENJU_NODE_CURRENT, pt(g, "m5"), "A"), RENJU_OK);
    svg = svg_of(g, RENJU_DIAGRAM_DEFAULT | RENJU_DIAGRAM_NUMBERS, 1, 0, "Kansei & \"more\"");
    against_file(svg, "kansei.svg");
    ck_assert_ptr_nonnull(strstr(svg, "<title>Kansei &amp; &quot;more&quot;</title>"));
    free(svg);
    /* numbers from move 6 on */
    svg = svg_of(g, RENJU_DIAGRAM_NUMBERS, 6, 20, NULL);
    against_file(svg, "from-move-6.svg");
    ck_assert_ptr_null(strstr(svg, ">5</text>"));
    ck_assert_ptr_nonnull(strstr(svg, ">6</text>"));
    ck_assert_ptr_nonnull(strstr(svg, ">11</text>"));
    free(svg);
    renju_game_free(g);

    /* black's forbidden points by kind, coordinates on four sides, a white board */
    g = new_game(RENJU_RULES_RENJU, 15);
    play(g, "h8 a1 i8 a3 j9 a5 j10 a7 l8 o1 n8 o3 m6 o5 m5 o7");
    svg = svg_of(g, RENJU_DIAGRAM_COORDS_ALL | RENJU_DIAGRAM_FORBIDDEN | RENJU_DIAGRAM_LAST
                 | RENJU_DIAGRAM_PLAIN, 1, 24, NULL);
    against_file(svg, "forbidden.svg");
    ck_assert_ptr_nonnull(strstr(svg, "class=\"double-three\""));
    free(svg);
    renju_game_free(g);

    /* other boards: gomoku on 9x9 and 19x19, caro on 20x20 */
    g = new_game(RENJU_RULES_FREESTYLE, 9);
    play(g, "e5 d4 f6");
    svg = svg_of(g, RENJU_DIAGRAM_DEFAULT, 1, 0, NULL);
    against_file(svg, "freestyle-9.svg");
    free(svg);
    renju_game_free(g);
    g = new_game(RENJU_RULES_STANDARD, 19);
    svg = svg_of(g, RENJU_DIAGRAM_COORDS, 1, 16, "19x19");
    against_file(svg, "standard-19.svg");
    ck_assert_int_eq((int)(strstr(svg, "</svg>") > svg), 1);
    free(svg);
    renju_game_free(g);
    g = new_game(RENJU_RULES_CARO5, 20);
    play(g, "j10 k11");
    svg = svg_of(g, RENJU_DIAGRAM_COORDS_ALL | RENJU_DIAGRAM_NUMBERS | RENJU_DIAGRAM_LAST, 1, 16,
                 NULL);
    against_file(svg, "caro-20.svg");
    free(svg);
    renju_game_free(g);
}
END_TEST

/* ----------------------------------------------------- what the drawing holds */

static int count(const char *s, const char *what)
{
    int n = 0;

    for (; (s = strstr(s, what)); s++)
        n++;
    return n;
}

/* The point a mark at (x, y) stands on, from the board's outer frame in the drawing. */
static int point_at(const char *svg, int size, int x, int y)
{
    const char *frame = strstr(svg, "<rect x=");
    int x0, y0, w, cell, col, row;

    ck_assert_ptr_nonnull(frame);
    ck_assert_int_eq(sscanf(frame, "<rect x=\"%d\" y=\"%d\" width=\"%d\"", &x0, &y0, &w), 3);
    cell = w / (size - 1);
    col = (x - x0 + cell / 2) / cell;
    row = size - 1 - (y - y0 + cell / 2) / cell;
    ck_assert(col >= 0 && col < size && row >= 0 && row < size);
    return row * size + col;
}

START_TEST(test_forbidden_marks_are_the_map)
{
    static const char *const kinds[] = { NULL, "overline", "double-four", "double-three" };
    unsigned char map[225], drawn[225];
    int trial, trials = scaled(150), p, k, x, y, marked = 0;
    const char *s;
    char cls[32];
    renju_game *g;
    char *svg;

    rnd_seed(&rng, 21);
    for (trial = 0; trial < trials; trial++) {
        g = random_set_up(RENJU_RULES_RENJU, 15, 9, 20 + (int)rnd_next(&rng, 30), &rng);
        if (!g)
            continue;
        ck_assert_int_ge(renju_forbidden_map(g, map, sizeof map), 0);
        svg = svg_of(g, RENJU_DIAGRAM_FORBIDDEN | (trial % 2 ? RENJU_DIAGRAM_COORDS : 0), 1,
                     trial % 3 ? 0 : 20, NULL);
        memset(drawn, 0, sizeof drawn);
        for (s = svg; (s = strstr(s, "<text class=\"")); s++) {
            if (sscanf(s, "<text class=\"%31[a-z-]\" x=\"%d\" y=\"%d\"", cls, &x, &y) != 3)
                continue;
            for (k = 1; k <= 3 && strcmp(cls, kinds[k]); k++)
                ;
            if (k > 3)
                continue;
            p = point_at(svg, 15, x, y);
            ck_assert_int_eq(drawn[p], 0);
            drawn[p] = (unsigned char)k;
            marked++;
        }
        for (p = 0; p < 225; p++)
            ck_assert_msg(drawn[p] == map[p], "point %d: drawn %d, forbidden %d", p, drawn[p],
                          map[p]);
        free(svg);
        renju_game_free(g);
    }
    ck_assert_int_gt(marked, trials / 10);    /* the positions had forbidden points */
}
END_TEST

START_TEST(test_stones_numbers_last_move)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    char *svg;

    play(g, "h8 h9 pass i9");
    svg = svg_of(g, RENJU_DIAGRAM_NUMBERS | RENJU_DIAGRAM_LAST, 1, 0, NULL);
    ck_assert_int_eq(count(svg, "class=\"black\""), 1);
    ck_assert_int_eq(count(svg, "class=\"white\""), 2);
    /* the pass is move 3: i9 is 4, and red as the last move */
    ck_assert_int_eq(count(svg, "class=\"number\""), 3);
    ck_assert_ptr_nonnull(strstr(svg, "fill=\"#e01b24\">4</text>"));
    ck_assert_ptr_null(strstr(svg, ">3</text>"));
    free(svg);
    /* without numbers the last move is a dot; without LAST nothing */
    svg = svg_of(g, RENJU_DIAGRAM_LAST, 1, 0, NULL);
    ck_assert_int_eq(count(svg, "class=\"last\""), 1);
    ck_assert_int_eq(count(svg, "class=\"number\""), 0);
    free(svg);
    svg = svg_of(g, 0, 1, 0, NULL);
    ck_assert_int_eq(count(svg, "class=\"last\""), 0);
    ck_assert_int_eq(count(svg, "<text"), 0);
    ck_assert_int_eq(count(svg, "class=\"star\""), 5);
    free(svg);
    /* after a pass there is no last stone to mark */
    renju_pass(g);
    svg = svg_of(g, RENJU_DIAGRAM_LAST, 1, 0, NULL);
    ck_assert_int_eq(count(svg, "class=\"last\""), 0);
    free(svg);
    renju_game_free(g);
}
END_TEST

START_TEST(test_every_size)
{
    int size, n, all;
    renju_game *g;
    char *svg;

    for (size = RENJU_MIN_SIZE; size <= RENJU_MAX_SIZE; size++) {
        g = new_game(RENJU_RULES_FREESTYLE, size);
        svg = svg_of(g, RENJU_DIAGRAM_COORDS_ALL, 1, 0, NULL);
        /* a letter and a number at each end of every line */
        ck_assert_int_eq(count(svg, "<text"), 4 * size);
        n = count(svg, "class=\"star\"");
        all = size >= 9 ? 4 : 0;
        all += size % 2 ? 1 : 0;
        all += size == 19 ? 4 : 0;
        ck_assert_int_eq(n, all);
        ck_assert_int_eq(count(svg, "<svg "), 1);
        ck_assert_int_eq(count(svg, "</svg>"), 1);
        free(svg);
        renju_game_free(g);
    }
}
END_TEST

START_TEST(test_marks_and_labels_of_the_node)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    char *svg;

    ck_assert_int_eq(renju_tree_mode_set(g, RENJU_TREE_KEEP), RENJU_OK);
    play(g, "h8 h9");
    renju_node_mark_set(g, RENJU_NODE_CURRENT, pt(g, "a1"), RENJU_MARK_CIRCLE);
    renju_node_mark_set(g, RENJU_NODE_CURRENT, pt(g, "b1"), RENJU_MARK_CROSS);
    renju_node_label_set(g, RENJU_NODE_CURRENT, pt(g, "h9"), "<b>");
    svg = svg_of(g, RENJU_DIAGRAM_MARKS, 1, 0, NULL);
    ck_assert_int_eq(count(svg, "class=\"circle\""), 1);
    ck_assert_int_eq(count(svg, "class=\"cross\""), 1);
    ck_assert_ptr_nonnull(strstr(svg, ">&lt;b&gt;</text>"));
    free(svg);
    svg = svg_of(g, 0, 1, 0, NULL);
    ck_assert_int_eq(count(svg, "class=\"circle\""), 0);
    free(svg);
    /* the parent node has none */
    renju_undo(g);
    svg = svg_of(g, RENJU_DIAGRAM_MARKS, 1, 0, NULL);
    ck_assert_int_eq(count(svg, "class=\"cross\""), 0);
    free(svg);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------- errors */

START_TEST(test_diagram_errors)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15), *c;
    char buf[64], *a, *b;
    snapshot before, after;
    int n;

    play(g, "h8 h9 i9");
    snapshot_take(g, &before);
    ck_assert_int_eq(renju_diagram_svg(NULL, 0, 1, 0, NULL, NULL, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_diagram_svg(g, 1 << 12, 1, 0, NULL, NULL, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_diagram_svg(g, 0, 1, 0, NULL, NULL, 10), RENJU_EINVAL);
    ck_assert_int_eq(renju_diagram_svg(g, 0, 1, 11, NULL, NULL, 0), RENJU_ERANGE);
    ck_assert_int_eq(renju_diagram_svg(g, 0, 1, 161, NULL, NULL, 0), RENJU_ERANGE);
    ck_assert_int_eq(renju_diagram_svg(g, RENJU_DIAGRAM_NUMBERS, 0, 0, NULL, NULL, 0), RENJU_ERANGE);
    ck_assert_int_eq(renju_diagram_svg(g, 0, 1, 0, "a\nb", NULL, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_diagram_svg(g, 0, 1, 0, "\xff\xfe", NULL, 0), RENJU_EINVAL);
    memset(buf, 'Z', sizeof buf);
    n = renju_diagram_svg(g, 0, 1, 0, NULL, NULL, 0);
    ck_assert_int_eq(renju_diagram_svg(g, 0, 1, 0, NULL, buf, sizeof buf), RENJU_EBUFSIZE);
    ck_assert_int_eq(buf[0], 'Z');                   /* nothing written */
    ck_assert_int_eq(buf[sizeof buf - 1], 'Z');
    ck_assert_ptr_nonnull(strstr(renju_errmsg(g), "bytes"));
    snapshot_take(g, &after);
    snapshot_assert_equal(&before, &after, __FILE__, __LINE__);
    /* the same bytes for the same game, and for a copy */
    a = svg_of(g, RENJU_DIAGRAM_DEFAULT, 1, 0, "x");
    ck_assert_int_eq(renju_game_clone(&c, g), RENJU_OK);
    b = svg_of(c, RENJU_DIAGRAM_DEFAULT, 1, 0, "x");
    ck_assert_str_eq(a, b);
    ck_assert_int_gt(n, 0);
    free(a);
    free(b);
    renju_game_free(c);
    renju_game_free(g);
}
END_TEST

#include "check_diagram.tests.h"

int main(void)
{
    return run_suite(tests_suite("diagram"));
}
