/* SPDX-License-Identifier: MIT */
/* tree_lines.c - one walk in pre-order over a game's tree: the subtree of a node is
 * the run of nodes after it that are deeper, so that the lines below each illegal node
 * are counted as the walk goes, without a second pass. */
#define _POSIX_C_SOURCE 200809L

#include "tree_lines.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int on_main_line(renju_game *g, int node)
{
    for (; node != 0 && node != RENJU_NO_NODE; node = renju_node_parent(g, node))
        if (node < 0 || renju_node_index(g, node) != 0)
            return 0;
    return 1;
}

/* The illegal node whose subtree the walk is in: illegal nodes never nest, since
 * nothing below one is played. */
typedef struct open_node {
    int node, depth;
    long lines;
} open_node;

static void close_open(open_node *o, renju_game *g, tree_illegal_fn fn, void *ctx)
{
    if (o->node >= 0 && fn)
        fn(ctx, g, o->node, o->lines, on_main_line(g, o->node));
    o->node = -1;
}

long tree_lines_walk(renju_game *g, long *nodes, long *lines, tree_illegal_fn fn, void *ctx)
{
    open_node open = { -1, 0, 0 };
    long illegal = 0;
    int n, depth, kids;

    *nodes = *lines = 0;
    for (n = 0; n != RENJU_NO_NODE; n = renju_node_next(g, n)) {
        if (n < 0)
            return n;
        depth = renju_node_depth(g, n);
        kids = renju_node_children(g, n, NULL, 0);
        if (depth < 0 || kids < 0)
            return depth < 0 ? depth : kids;
        if (open.node >= 0 && depth <= open.depth)
            close_open(&open, g, fn, ctx);
        if (renju_node_flags(g, n) & RENJU_NODE_ILLEGAL) {
            open.node = n;
            open.depth = depth;
            open.lines = 0;
            illegal++;
        }
        ++*nodes;
        if (kids == 0) {
            ++*lines;
            open.lines++;
        }
    }
    close_open(&open, g, fn, ctx);
    return illegal;
}

char *tree_lines_name(renju_game *g, int node, char *buf, size_t n)
{
    int count = renju_node_line(g, node, NULL, 0), *moves, i;
    size_t len = 0;
    char name[8];

    buf[0] = '\0';
    if (count <= 0 || !(moves = malloc((size_t)count * sizeof *moves)))
        return buf;
    count = renju_node_line(g, node, moves, (size_t)count);
    for (i = 0; i < count; i++) {
        if (renju_point_format(g, moves[i], name, sizeof name) < 0)
            snprintf(name, sizeof name, "?");
        if (len + strlen(name) + 5 > n) {
            snprintf(buf + len, n - len, "%s...", len ? " " : "");
            break;
        }
        len += (size_t)snprintf(buf + len, n - len, "%s%s", len ? " " : "", name);
    }
    free(moves);
    return buf;
}
