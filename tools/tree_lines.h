/* SPDX-License-Identifier: MIT */
/* tree_lines.h - the lines of a game's tree (each path from the root to a leaf), as
 * the tools count and name them: how many lines and nodes, which nodes broke the rules
 * and how many lines go through each, and a line named by its moves. */
#ifndef RENJU_TOOLS_TREE_LINES_H
#define RENJU_TOOLS_TREE_LINES_H

#include <renju.h>

#include <stddef.h>

/* A node that broke the rules (RENJU_NODE_ILLEGAL), the lines that go through it, and
 * whether it is on the main line (each node on its path a first child). */
typedef void (*tree_illegal_fn)(void *ctx, renju_game *g, int node, long lines, int main_line);

/* Walk the whole tree once: its nodes (the root included) into *nodes, its lines into
 * *lines, and each illegal node in pre-order to fn (may be NULL).  Returns the number
 * of illegal nodes, or a negative RENJU_E* code if the tree could not be walked. */
long tree_lines_walk(renju_game *g, long *nodes, long *lines, tree_illegal_fn fn, void *ctx);

/* The moves from the root to node in notation ("h8 h9 pass h8"), cut short with
 * "..." if buf is too small; returns buf. */
char *tree_lines_name(renju_game *g, int node, char *buf, size_t n);

#endif
