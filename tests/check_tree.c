/* SPDX-License-Identifier: MIT */
/* check_tree.c - the game tree (renju_tree(3)): play, undo and redo on it in both modes,
 * moving about, deleting and promoting, notes, bad arguments, allocation failure at
 * every point, and random games against a model of the tree written here, apart from
 * the library's, that replays every position from the empty board. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

#define DUMP_MAX 65536

/* The whole tree and where the game stands, as text: each node in pre-order with its
 * depth, action, flags and notes, then the path, the line that can be redone, the
 * board.  Two games with the same dump are the same to every caller. */
static void dump(renju_game *g, char *out, size_t cap)
{
    char text[256];
    int n, k, c, v, pts[400], marks[400], cnt, len = 0, redo = 0;
    renju_game *copy;

#define PUT(...) do { \
        len += snprintf(out + len, cap - (size_t)len, __VA_ARGS__); \
        ck_assert_int_lt(len, (int)cap); \
    } while (0)
    for (n = 0; n != RENJU_NO_NODE; n = renju_node_next(g, n)) {
        ck_assert_int_ge(n, 0);
        k = renju_node_action(g, n, &c, &v);
        PUT("%d:%d/%d/%d/%d/%d", renju_node_depth(g, n), k, c, v, renju_node_flags(g, n),
            renju_node_index(g, n));
        ck_assert_int_ge(renju_node_comment_get(g, n, text, sizeof text), 0);
        PUT(" c'%s'", text);
        ck_assert_int_ge(renju_node_name_get(g, n, text, sizeof text), 0);
        PUT(" n'%s'", text);
        cnt = renju_node_labels(g, n, pts, 400);
        for (k = 0; k < cnt; k++) {
            renju_node_label_get(g, n, pts[k], text, sizeof text);
            PUT(" L%d'%s'", pts[k], text);
        }
        cnt = renju_node_marks(g, n, pts, marks, 400);
        for (k = 0; k < cnt; k++)
            PUT(" M%d=%d", pts[k], marks[k]);
        PUT("\n");
    }
    cnt = renju_node_line(g, RENJU_NODE_CURRENT, pts, 400);
    PUT("at");
    for (k = 0; k < cnt; k++)
        PUT(" %d", pts[k]);
    ck_assert_int_eq(renju_game_clone(&copy, g), RENJU_OK);
    PUT(" | redo");
    while (renju_redo(copy) == RENJU_OK) {
        PUT(" %d", renju_last_move(copy));
        redo++;
    }
    renju_game_free(copy);
    PUT(" | %d stones, result %d, mode %d, %d nodes\n", renju_stone_count(g), renju_result(g),
        renju_tree_mode_get(g), renju_node_count(g));
#undef PUT
}

static renju_game *game(int ruleset)
{
    renju_game *g = NULL;

    ck_assert_int_eq(renju_game_new(&g, ruleset, 15), RENJU_OK);
    return g;
}

static int at(renju_game *g, const char *name)
{
    int p = -1;

    ck_assert_int_eq(renju_point_parse(g, name, &p), RENJU_OK);
    return p;
}

static void play(renju_game *g, const char *moves)
{
    char buf[256], *w;

    snprintf(buf, sizeof buf, "%s", moves);
    for (w = strtok(buf, " "); w; w = strtok(NULL, " "))
        ck_assert_msg(renju_play(g, at(g, w)) == RENJU_OK, "%s: %s", w, renju_errmsg(g));
}

/* The moves to the current node, as text. */
static const char *line_of(renju_game *g, int node)
{
    static char out[2048];
    int moves[400], n = renju_node_line(g, node, moves, 400), i, len = 0;
    char name[8];

    out[0] = '\0';
    for (i = 0; i < n; i++) {
        renju_point_format(g, moves[i], name, sizeof name);
        len += snprintf(out + len, sizeof out - (size_t)len, "%s%s", i ? " " : "", name);
    }
    return out;
}

/* ------------------------------------------------------------ play on the tree */

TEST_CASE("tree", 600)

START_TEST(test_a_line_game_is_a_line_tree)
{
    renju_game *g = game(RENJU_RULES_RENJU);
    int kids[4];

    ck_assert_int_eq(renju_tree_node(g), 0);
    ck_assert_int_eq(renju_node_count(g), 1);
    play(g, "h8 h9 i9");
    ck_assert_int_eq(renju_node_count(g), 4);
    ck_assert_int_eq(renju_node_depth(g, RENJU_NODE_CURRENT), 3);
    ck_assert_str_eq(line_of(g, RENJU_NODE_CURRENT), "h8 h9 i9");
    ck_assert_int_eq(renju_node_children(g, 0, kids, 4), 1);
    ck_assert_int_eq(renju_node_parent(g, 0), RENJU_NO_NODE);
    ck_assert_int_eq(renju_node_flags(g, RENJU_NODE_CURRENT), 0);   /* scratch */
    ck_assert_int_eq(renju_node_flags(g, 0), RENJU_NODE_KEPT);
    renju_game_free(g);
}
END_TEST

START_TEST(test_scratch_mode_replaces_what_could_be_redone)
{
    renju_game *g = game(RENJU_RULES_RENJU);

    play(g, "h8 h9 i9 j10");
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_undo(g));
    play(g, "i10");
    /* as ever: the line that could be redone is gone */
    ck_assert_int_eq(renju_redo(g), RENJU_ENOMOVE);
    ck_assert_int_eq(renju_node_count(g), 4);
    ck_assert_str_eq(line_of(g, RENJU_NODE_CURRENT), "h8 h9 i10");
    /* the same move again after undo still drops what was below it */
    play(g, "j9");
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_undo(g));
    play(g, "i10");
    ck_assert_int_eq(renju_redo(g), RENJU_ENOMOVE);
    ck_assert_int_eq(renju_node_count(g), 4);
    renju_game_free(g);
}
END_TEST

START_TEST(test_keep_mode_adds_variations)
{
    renju_game *g = game(RENJU_RULES_RENJU);
    int kids[4], c, v;

    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
    ck_assert_int_eq(renju_tree_mode_get(g), RENJU_TREE_KEEP);
    play(g, "h8 h9 i9");
    CHECK_OK(g, renju_undo(g));
    play(g, "j10");
    CHECK_OK(g, renju_undo(g));
    play(g, "i9");                          /* into the child that holds it */
    ck_assert_int_eq(renju_node_count(g), 5);
    CHECK_OK(g, renju_undo(g));
    ck_assert_int_eq(renju_node_children(g, RENJU_NODE_CURRENT, kids, 4), 2);
    ck_assert_int_eq(renju_node_action(g, kids[0], &c, &v), RENJU_NODE_STONE);
    ck_assert_int_eq(v, at(g, "i9"));
    ck_assert_int_eq(c, RENJU_BLACK);
    renju_node_action(g, kids[1], &c, &v);
    ck_assert_int_eq(v, at(g, "j10"));
    ck_assert_int_eq(renju_node_flags(g, kids[1]), RENJU_NODE_KEPT);
    /* redo goes down the child undone last */
    CHECK_OK(g, renju_redo(g));
    ck_assert_int_eq(renju_last_move(g), at(g, "i9"));
    renju_game_free(g);
}
END_TEST

START_TEST(test_kept_lines_survive_scratch_play)
{
    renju_game *g = game(RENJU_RULES_RENJU);
    int kids[4];

    play(g, "h8 h9 i9 j10");
    CHECK_OK(g, renju_node_comment_set(g, RENJU_NODE_CURRENT, "kept by its note"));
    ck_assert_int_eq(renju_node_flags(g, 1) & RENJU_NODE_KEPT, RENJU_NODE_KEPT);
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_undo(g));
    play(g, "g7");                          /* a scratch variation beside the kept line */
    ck_assert_int_eq(renju_node_children(g, 2, kids, 4), 2);
    CHECK_OK(g, renju_undo(g));
    play(g, "g9");                          /* replaces the scratch g7, not the kept i9 */
    ck_assert_int_eq(renju_node_children(g, 2, kids, 4), 2);
    ck_assert_int_eq(renju_node_count(g), 6);
    ck_assert_str_eq(line_of(g, kids[1]), "h8 h9 g9");
    ck_assert_int_eq(renju_node_flags(g, kids[1]), 0);
    ck_assert_int_eq(renju_node_children(g, kids[0], kids, 4), 1);
    ck_assert_str_eq(line_of(g, kids[0]), "h8 h9 i9 j10");
    renju_game_free(g);
}
END_TEST

/* What a record read is kept: a move played beside it is a variation. */
START_TEST(test_a_record_line_is_kept)
{
    static const char rec[] = "h8 h9 i9 j10 g7";
    renju_game *g = game(RENJU_RULES_RENJU);
    int kids[4];

    ck_assert_int_eq(renju_record_import(g, RENJU_FORMAT_MOVES, rec, strlen(rec), 0),
                     (int)strlen(rec));
    ck_assert_int_eq(renju_node_flags(g, RENJU_NODE_CURRENT), RENJU_NODE_KEPT);
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_undo(g));
    play(g, "k11");
    CHECK_OK(g, renju_undo(g));
    play(g, "l12");                         /* replaces the scratch k11 only */
    CHECK_OK(g, renju_undo(g));
    ck_assert_int_eq(renju_node_children(g, RENJU_NODE_CURRENT, kids, 4), 2);
    ck_assert_str_eq(line_of(g, kids[1]), "h8 h9 i9 l12");
    CHECK_OK(g, renju_tree_goto(g, kids[0]));
    CHECK_OK(g, renju_redo(g));
    ck_assert_str_eq(line_of(g, RENJU_NODE_CURRENT), "h8 h9 i9 j10 g7");
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ moving */

START_TEST(test_moving_about)
{
    renju_game *g = game(RENJU_RULES_RENJU);
    int path[8], i9, j10, n;

    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
    play(g, "h8 h9 i9 g7");
    i9 = renju_node_parent(g, RENJU_NODE_CURRENT);
    CHECK_OK(g, renju_tree_goto(g, renju_node_parent(g, i9)));
    play(g, "j10 k11");
    j10 = renju_node_parent(g, RENJU_NODE_CURRENT);
    /* to the root: the line stays what can be redone */
    CHECK_OK(g, renju_tree_root(g));
    ck_assert_int_eq(renju_stone_count(g), 0);
    CHECK_OK(g, renju_redo(g));
    CHECK_OK(g, renju_redo(g));
    CHECK_OK(g, renju_redo(g));
    ck_assert_int_eq(renju_last_move(g), at(g, "j10"));
    /* to a sibling: the position is what its line makes */
    CHECK_OK(g, renju_tree_sibling(g, -1));
    ck_assert_int_eq(renju_tree_node(g), i9);
    ck_assert_int_eq(renju_stone(g, at(g, "j10")), RENJU_EMPTY);
    ck_assert_int_eq(renju_stone(g, at(g, "i9")), RENJU_BLACK);
    ck_assert_int_eq(renju_side_to_move(g), RENJU_WHITE);
    ck_assert_int_eq(renju_tree_sibling(g, -1), RENJU_ERANGE);
    ck_assert_int_eq(renju_tree_sibling(g, 2), RENJU_ERANGE);
    ck_assert_int_eq(renju_tree_node(g), i9);
    /* a path of child indexes there and back */
    n = renju_tree_path(g, j10, path, 8);
    ck_assert_int_eq(n, 3);
    ck_assert_int_eq(path[2], 1);
    CHECK_OK(g, renju_tree_root(g));
    CHECK_OK(g, renju_tree_follow(g, path, 3));
    ck_assert_int_eq(renju_tree_node(g), j10);
    CHECK_OK(g, renju_tree_child(g, 0));
    ck_assert_int_eq(renju_last_move(g), at(g, "k11"));
    ck_assert_int_eq(renju_tree_child(g, 0), RENJU_ERANGE);
    CHECK_OK(g, renju_tree_parent(g));
    ck_assert_int_eq(renju_tree_node(g), j10);
    CHECK_OK(g, renju_tree_root(g));
    ck_assert_int_eq(renju_tree_parent(g), RENJU_ENOMOVE);
    path[1] = 5;
    ck_assert_int_eq(renju_tree_follow(g, path, 3), RENJU_ERANGE);
    ck_assert_int_eq(renju_tree_node(g), 0);
    renju_game_free(g);
}
END_TEST

/* The opening's state and the result are those of the node's line. */
START_TEST(test_positions_follow_the_node)
{
    renju_game *g = game(RENJU_RULES_RENJU);
    int win, side;

    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_RIF));
    play(g, "h8 h9 j10");
    CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 0));
    play(g, "g7");
    {
        int offers[2] = { at(g, "k11"), at(g, "f8") }, got[2];
        CHECK_OK(g, renju_propose(g, RENJU_PLAYER_FIRST, offers, 2));
        ck_assert_int_eq(renju_node_offers(g, RENJU_NODE_CURRENT, got, 2), 2);
        ck_assert_int_eq(got[1], offers[1]);
        CHECK_OK(g, renju_undo(g));
        offers[1] = at(g, "f10");
        CHECK_OK(g, renju_propose(g, RENJU_PLAYER_FIRST, offers, 2));
        ck_assert_int_eq(renju_node_children(g, renju_node_parent(g, RENJU_NODE_CURRENT),
                                             NULL, 0), 2);
        CHECK_OK(g, renju_tree_sibling(g, -1));
        ck_assert_int_eq(renju_offers(g, got, 2), 2);
        ck_assert_int_eq(got[1], at(g, "f8"));
        ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_CHOOSE_OFFER);
        CHECK_OK(g, renju_tree_sibling(g, 1));
        ck_assert_int_eq(renju_offers(g, got, 2), 2);
        ck_assert_int_eq(got[1], at(g, "f10"));
    }
    CHECK_OK(g, renju_choose_offer(g, RENJU_PLAYER_SECOND, at(g, "k11")));
    play(g, "a1 l12 a2 m13 a3 n14");  /* j10 k11 l12 m13 n14: black wins */
    win = renju_tree_node(g);
    ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);
    CHECK_OK(g, renju_tree_root(g));
    ck_assert_int_eq(renju_result(g), RENJU_ONGOING);
    ck_assert_int_eq(renju_expected_action(g), RENJU_ACTION_STONE);
    CHECK_OK(g, renju_tree_goto(g, win));
    ck_assert_int_eq(renju_result(g), RENJU_BLACK_WINS);
    side = renju_side_to_move(g);
    ck_assert_int_eq(side, RENJU_WHITE);
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ editing */

START_TEST(test_delete_and_promote)
{
    renju_game *g = game(RENJU_RULES_RENJU);
    int i9, j10, kids[4];

    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
    play(g, "h8 h9 i9 g7");
    i9 = renju_node_parent(g, RENJU_NODE_CURRENT);
    CHECK_OK(g, renju_tree_parent(g));
    CHECK_OK(g, renju_tree_parent(g));
    play(g, "j10 k11");
    j10 = renju_node_parent(g, RENJU_NODE_CURRENT);
    /* promote the variation: the game stays where it is */
    CHECK_OK(g, renju_tree_promote(g, RENJU_NODE_CURRENT));
    renju_node_children(g, renju_node_parent(g, j10), kids, 4);
    ck_assert_int_eq(kids[0], j10);
    ck_assert_int_eq(kids[1], i9);
    ck_assert_str_eq(line_of(g, RENJU_NODE_CURRENT), "h8 h9 j10 k11");
    /* delete the line the game stands in: it goes to the parent */
    CHECK_OK(g, renju_tree_delete(g, j10));
    ck_assert_str_eq(line_of(g, RENJU_NODE_CURRENT), "h8 h9");
    ck_assert_int_eq(renju_stone_count(g), 2);
    ck_assert_int_eq(renju_node_count(g), 5);
    /* the line to redo is made again: i9 is now the main line */
    CHECK_OK(g, renju_redo(g));
    ck_assert_int_eq(renju_last_move(g), at(g, "i9"));
    ck_assert_int_eq(renju_tree_delete(g, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_tree_delete(g, 999), RENJU_ERANGE);
    CHECK_OK(g, renju_tree_delete(g, renju_node_parent(g, i9)));
    ck_assert_int_eq(renju_node_count(g), 2);
    ck_assert_str_eq(line_of(g, RENJU_NODE_CURRENT), "h8");
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ notes */

START_TEST(test_notes)
{
    renju_game *g = game(RENJU_RULES_RENJU);
    int pts[4], marks[4];
    char buf[64];

    play(g, "h8 h9");
    CHECK_OK(g, renju_node_comment_set(g, RENJU_NODE_CURRENT, "white answers directly"));
    CHECK_OK(g, renju_node_name_set(g, 0, "the empty board"));
    CHECK_OK(g, renju_node_label_set(g, RENJU_NODE_CURRENT, at(g, "i9"), "a"));
    CHECK_OK(g, renju_node_label_set(g, RENJU_NODE_CURRENT, at(g, "j10"), "\xe5\xa5\xbd"));
    CHECK_OK(g, renju_node_label_set(g, RENJU_NODE_CURRENT, at(g, "i9"), "b"));
    CHECK_OK(g, renju_node_mark_set(g, RENJU_NODE_CURRENT, at(g, "h8"), RENJU_MARK_TRIANGLE));
    CHECK_OK(g, renju_node_mark_set(g, RENJU_NODE_CURRENT, at(g, "g7"), RENJU_MARK_CROSS));
    ck_assert_int_eq(renju_node_comment_get(g, RENJU_NODE_CURRENT, buf, sizeof buf), 22);
    ck_assert_str_eq(buf, "white answers directly");
    ck_assert_int_eq(renju_node_comment_get(g, RENJU_NODE_CURRENT, NULL, 0), 23);
    ck_assert_int_eq(renju_node_comment_get(g, RENJU_NODE_CURRENT, buf, 5), RENJU_EBUFSIZE);
    ck_assert_int_eq(renju_node_name_get(g, 0, buf, sizeof buf), 15);
    ck_assert_int_eq(renju_node_labels(g, RENJU_NODE_CURRENT, pts, 4), 2);
    ck_assert_int_eq(pts[0], at(g, "i9"));      /* replaced where it stood */
    renju_node_label_get(g, RENJU_NODE_CURRENT, pts[0], buf, sizeof buf);
    ck_assert_str_eq(buf, "b");
    ck_assert_int_eq(renju_node_marks(g, RENJU_NODE_CURRENT, pts, marks, 4), 2);
    ck_assert_int_eq(marks[1], RENJU_MARK_CROSS);
    ck_assert_int_eq(renju_node_mark_get(g, RENJU_NODE_CURRENT, at(g, "h8")),
                     RENJU_MARK_TRIANGLE);
    ck_assert_int_eq(renju_node_mark_get(g, RENJU_NODE_CURRENT, at(g, "a1")), RENJU_MARK_NONE);
    CHECK_OK(g, renju_node_mark_set(g, RENJU_NODE_CURRENT, at(g, "h8"), RENJU_MARK_NONE));
    CHECK_OK(g, renju_node_label_set(g, RENJU_NODE_CURRENT, at(g, "j10"), NULL));
    ck_assert_int_eq(renju_node_marks(g, RENJU_NODE_CURRENT, NULL, NULL, 0), 1);
    ck_assert_int_eq(renju_node_labels(g, RENJU_NODE_CURRENT, NULL, 0), 1);
    CHECK_OK(g, renju_node_comment_set(g, RENJU_NODE_CURRENT, ""));
    ck_assert_int_eq(renju_node_comment_get(g, RENJU_NODE_CURRENT, buf, sizeof buf), 0);
    /* the flags the user sets */
    CHECK_OK(g, renju_node_flag_set(g, 1, RENJU_NODE_MARKED, 1));
    ck_assert_int_eq(renju_node_flags(g, 1), RENJU_NODE_KEPT | RENJU_NODE_MARKED);
    CHECK_OK(g, renju_node_flag_set(g, 1, RENJU_NODE_MARKED, 0));
    ck_assert_int_eq(renju_node_flag_set(g, 1, RENJU_NODE_KEPT, 0), RENJU_EINVAL);
    ck_assert_int_eq(renju_node_flag_set(g, 1, RENJU_NODE_ILLEGAL, 1), RENJU_EINVAL);
    /* bad notes */
    ck_assert_int_eq(renju_node_comment_set(g, 0, "\xff"), RENJU_EINVAL);
    ck_assert_int_eq(renju_node_label_set(g, 0, 225, "x"), RENJU_ERANGE);
    ck_assert_int_eq(renju_node_label_set(g, 0, 3, "0123456789012345678901234567890123456789"
                     "0123456789012345678901234567890123456789"
                     "0123456789012345678901234567890123456789012345678901234567890123456789"
                     "0123456789012345678901234567890123456789012345678901234567890123456789"
                     "0123456789012345678901234567890123456789012345678901234567890123456789"),
                     RENJU_ERANGE);
    ck_assert_int_eq(renju_node_mark_set(g, 0, 3, 5), RENJU_EINVAL);
    ck_assert_int_eq(renju_node_comment_get(g, 77, buf, sizeof buf), RENJU_ERANGE);
    ck_assert_int_eq(renju_node_setup(g, 0, NULL, NULL, 0), 0);
    ck_assert_int_eq(renju_node_properties(g, 0, buf, sizeof buf), 0);
    renju_game_free(g);
}
END_TEST

/* Every failed call leaves the tree and the game as they were. */
START_TEST(test_failed_calls_change_nothing)
{
    static char before[DUMP_MAX], after[DUMP_MAX];
    renju_game *g = game(RENJU_RULES_RENJU);
    int path[2] = { 0, 3 }, buf[1];

    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
    play(g, "h8 h9 i9");
    CHECK_OK(g, renju_undo(g));
    play(g, "j10");
    dump(g, before, sizeof before);
    ck_assert_int_eq(renju_tree_goto(g, 4000), RENJU_ERANGE);
    ck_assert_int_eq(renju_tree_goto(g, -5), RENJU_ERANGE);
    ck_assert_int_eq(renju_tree_child(g, -1), RENJU_ERANGE);
    ck_assert_int_eq(renju_tree_follow(g, path, 2), RENJU_ERANGE);
    ck_assert_int_eq(renju_tree_follow(g, NULL, 2), RENJU_EINVAL);
    ck_assert_int_eq(renju_tree_mode_set(g, 2), RENJU_EINVAL);
    ck_assert_int_eq(renju_node_children(g, 0, NULL, 3), RENJU_EINVAL);
    ck_assert_int_eq(renju_node_line(g, RENJU_NODE_CURRENT, buf, 1), RENJU_EBUFSIZE);
    ck_assert_int_eq(renju_play(g, at(g, "h8")), RENJU_EOCCUPIED);
    CHECK_OK(g, renju_setup_begin(g));
    ck_assert_int_eq(renju_tree_root(g), RENJU_EPHASE);
    ck_assert_int_eq(renju_tree_delete(g, 1), RENJU_EPHASE);
    ck_assert_int_eq(renju_node_comment_set(g, 1, "x"), RENJU_EPHASE);
    ck_assert_int_eq(renju_tree_promote(g, 1), RENJU_EPHASE);
    ck_assert_int_gt(renju_node_count(g), 0);   /* reading is allowed */
    renju_game_free(g);
    g = game(RENJU_RULES_RENJU);
    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
    play(g, "h8 h9 i9");
    CHECK_OK(g, renju_undo(g));
    play(g, "j10");
    dump(g, after, sizeof after);
    ck_assert_str_eq(before, after);
    renju_game_free(g);
}
END_TEST

/* Clone copies the tree, reset and setup clear it; the mode outlives both. */
START_TEST(test_clone_reset_setup)
{
    static char a[DUMP_MAX], b[DUMP_MAX];
    renju_game *g = game(RENJU_RULES_RENJU), *c = NULL;

    CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
    play(g, "h8 h9 i9");
    CHECK_OK(g, renju_undo(g));
    play(g, "j10");
    CHECK_OK(g, renju_node_comment_set(g, 2, "x"));
    CHECK_OK(g, renju_tree_parent(g));
    CHECK_OK(g, renju_game_clone(&c, g));
    dump(g, a, sizeof a);
    dump(c, b, sizeof b);
    ck_assert_str_eq(a, b);
    play(c, "k11");                          /* the copy is a tree of its own */
    ck_assert_int_eq(renju_node_count(c), renju_node_count(g) + 1);
    CHECK_OK(g, renju_game_reset(g));
    ck_assert_int_eq(renju_node_count(g), 1);
    ck_assert_int_eq(renju_tree_mode_get(g), RENJU_TREE_KEEP);
    CHECK_OK(c, renju_setup_begin(c));
    CHECK_OK(c, renju_setup_put(c, at(c, "h8"), RENJU_BLACK));
    CHECK_OK(c, renju_setup_end(c));
    ck_assert_int_eq(renju_node_count(c), 1);
    ck_assert_int_eq(renju_stone_count(c), 3);   /* h8 h9 and k11, set up */
    ck_assert_int_eq(renju_move_count(c), 0);
    renju_game_free(g);
    renju_game_free(c);
}
END_TEST

/* ------------------------------------------------------------ allocation failure */

typedef struct {
    long left;      /* allocations that succeed before the failures; -1 none fail */
    long live;
} budget;

static void *budget_alloc(void *opaque, size_t n)
{
    budget *b = opaque;
    void *p;

    if (b->left == 0)
        return NULL;
    if (b->left > 0)
        b->left--;
    p = malloc(n ? n : 1);
    if (p)
        b->live++;
    return p;
}

static void budget_free(void *opaque, void *p)
{
    budget *b = opaque;

    if (p) {
        b->live--;
        free(p);
    }
}

/* One step of a scripted session, on the game as the steps before left it. */
static int step(renju_game *g, int k)
{
    int path[3] = { 0, 0, 1 };

    switch (k) {
    case 0: return renju_play(g, 112);                           /* h8 */
    case 1: return renju_play(g, 127);                           /* h9 */
    case 2: return renju_node_comment_set(g, RENJU_NODE_CURRENT, "a long comment here");
    case 3: return renju_play(g, 128);
    case 4: return renju_undo(g);
    case 5: return renju_play(g, 144);                           /* a variation */
    case 6: return renju_node_label_set(g, RENJU_NODE_CURRENT, 113, "A");
    case 7: return renju_node_mark_set(g, RENJU_NODE_CURRENT, 114, RENJU_MARK_SQUARE);
    case 8: return renju_tree_root(g);
    case 9: return renju_tree_follow(g, path, 3);
    case 10: return renju_tree_sibling(g, -1);
    case 11: return renju_tree_promote(g, 4);
    case 12: return renju_play(g, 160);
    case 13: return renju_tree_delete(g, 3);
    case 14: return renju_tree_parent(g);
    default: return renju_play(g, 96);
    }
}
#define STEPS 16

START_TEST(test_allocation_failure_at_every_point)
{
    static char before[DUMP_MAX], after[DUMP_MAX];
    budget b = { -1, 0 };
    renju_game *g = NULL;
    int k, rc, fails, tried = 0;
    long n;

    for (k = 0; k < STEPS; k++) {
        /* for each step, fail its n-th allocation for n = 0, 1, ... until it passes */
        for (n = 0;; n++) {
            renju_game *c = NULL;
            b.left = -1;
            ck_assert_int_eq(renju_game_new_custom(&g, RENJU_RULES_RENJU, 15, budget_alloc,
                                                   budget_free, &b), RENJU_OK);
            CHECK_OK(g, renju_tree_mode_set(g, RENJU_TREE_KEEP));
            for (fails = 0; fails < k; fails++)
                ck_assert_msg(step(g, fails) >= 0, "step %d: %s", fails, renju_errmsg(g));
            /* the tree exists before the step, so that its first making is not all */
            ck_assert_int_ge(renju_node_count(g), 1);
            dump(g, before, sizeof before);
            b.left = n;
            rc = step(g, k);
            b.left = -1;
            tried++;
            if (rc != RENJU_ENOMEM) {
                ck_assert_msg(rc >= 0, "step %d: %s", k, renju_errmsg(g));
                renju_game_free(g);
                break;
            }
            dump(g, after, sizeof after);
            ck_assert_msg(strcmp(before, after) == 0, "step %d, allocation %ld:\n%s\n---\n%s",
                          k, n, before, after);
            /* and the game goes on as if the step had not been tried */
            ck_assert_int_eq(renju_game_clone(&c, g), RENJU_OK);
            renju_game_free(c);
            renju_game_free(g);
        }
        ck_assert_int_eq(b.live, 0);
    }
    ck_assert_int_gt(tried, STEPS);
}
END_TEST

/* A tree made from a long history fails cleanly too. */
START_TEST(test_allocation_failure_making_the_tree)
{
    budget b = { -1, 0 };
    renju_game *g = NULL;
    long n;
    int rc, i, moves;

    for (n = 0;; n++) {
        b.left = -1;
        ck_assert_int_eq(renju_game_new_custom(&g, RENJU_RULES_FREESTYLE, 15, budget_alloc,
                                               budget_free, &b), RENJU_OK);
        for (i = 0; i < 100; i++)
            ck_assert_int_eq(renju_play(g, i * 2 + (i / 7) % 2), RENJU_OK);
        moves = renju_move_count(g);
        b.left = n;
        rc = renju_node_count(g);
        b.left = -1;
        ck_assert_int_eq(renju_move_count(g), moves);
        if (rc == RENJU_ENOMEM) {
            ck_assert_int_eq(renju_undo(g), RENJU_OK);   /* the line is intact */
            renju_game_free(g);
            continue;
        }
        ck_assert_int_eq(rc, 101);
        renju_game_free(g);
        break;
    }
    ck_assert_int_eq(b.live, 0);
    ck_assert_int_gt(n, 1);
}
END_TEST

/* ------------------------------------------------------------ the model */

/* The tree as this test sees it: each node a move (a point or a pass) and a kept
 * flag, children in order, the path the game stands on and its length, all apart from
 * the library's.  Positions are never kept here: each is replayed from the empty
 * board when it is checked. */
#define MODEL_MAX 4096
typedef struct {
    int move, parent, kept, alive;
    int nkids, kids[64];
} mnode;

typedef struct {
    mnode n[MODEL_MAX];
    int count;
    int path[512], len, ply;     /* path[0..len), the game on path[ply] */
    int keep;
} model;

static int m_new(model *m, int move, int parent, int kept)
{
    mnode *x;

    ck_assert_int_lt(m->count, MODEL_MAX);
    x = &m->n[m->count];
    memset(x, 0, sizeof *x);
    x->move = move;
    x->parent = parent;
    x->kept = kept;
    x->alive = 1;
    return m->count++;
}

static int m_depth(const model *m, int id)
{
    int d = 0;

    for (; id != 0; id = m->n[id].parent)
        d++;
    return d;
}

static void m_kill(model *m, int id)
{
    int i;

    m->n[id].alive = 0;
    for (i = 0; i < m->n[id].nkids; i++)
        m_kill(m, m->n[id].kids[i]);
}

static int m_kid_index(const model *m, int parent, int id)
{
    int i;

    for (i = 0; i < m->n[parent].nkids; i++)
        if (m->n[parent].kids[i] == id)
            return i;
    return -1;
}

static void m_remove(model *m, int id)
{
    mnode *p = &m->n[m->n[id].parent];
    int i = m_kid_index(m, m->n[id].parent, id);

    memmove(p->kids + i, p->kids + i + 1, (size_t)(p->nkids - i - 1) * sizeof *p->kids);
    p->nkids--;
    m_kill(m, id);
}

static void m_keep(model *m, int id)
{
    for (; id != 0; id = m->n[id].parent)
        m->n[id].kept = 1;
}

/* The path becomes path[0..ply] and the first children below. */
static void m_main_line_from(model *m, int ply)
{
    int id = m->path[ply];

    m->len = ply + 1;
    while (m->n[id].nkids) {
        id = m->n[id].kids[0];
        m->path[m->len++] = id;
    }
}

static void m_play(model *m, int move)
{
    int here = m->path[m->ply], redo = m->ply + 1 < m->len ? m->path[m->ply + 1] : -1;
    int drop = redo >= 0 && !m->keep && !m->n[redo].kept, c = -1, i, id;
    mnode *h = &m->n[here];

    for (i = 0; i < h->nkids; i++)
        if (m->n[h->kids[i]].move == move)
            c = h->kids[i];
    if (c >= 0 && c == redo && drop) {
        while (m->n[c].nkids)
            m_remove(m, m->n[c].kids[0]);
        m->len = m->ply + 2;
        m->ply++;
        return;
    }
    if (c >= 0) {
        if (drop)
            m_remove(m, redo);
        m->path[m->ply + 1] = c;
        m_main_line_from(m, m->ply + 1);
        m->ply++;
        return;
    }
    id = m_new(m, move, here, m->keep);
    if (drop) {
        i = m_kid_index(m, here, redo);
        m_kill(m, redo);
        h->kids[i] = id;
    } else {
        ck_assert_int_lt(h->nkids, 64);
        h->kids[h->nkids++] = id;
    }
    if (m->keep)
        m_keep(m, id);
    m->path[m->ply + 1] = id;
    m->len = m->ply + 2;
    m->ply++;
}

static void m_goto(model *m, int id)
{
    int d = m_depth(m, id), k;

    if (d < m->len && m->path[d] == id) {
        m->ply = d;
        return;
    }
    for (k = d; k > 0; k--, id = m->n[id].parent)
        m->path[k] = id;
    m_main_line_from(m, d);
    m->ply = d;
}

static void m_delete(model *m, int id)
{
    int d = m_depth(m, id), on = d < m->len && m->path[d] == id;

    if (on && d <= m->ply)
        m->ply = d - 1;
    m_remove(m, id);
    if (on)
        m_main_line_from(m, m->ply);
}

static void m_promote(model *m, int id)
{
    int up, i;

    m_keep(m, id);
    for (; id != 0; id = up) {
        up = m->n[id].parent;
        i = m_kid_index(m, up, id);
        memmove(m->n[up].kids + 1, m->n[up].kids, (size_t)i * sizeof(int));
        m->n[up].kids[0] = id;
    }
}

/* The model's nodes in pre-order, into out; returns how many. */
static int m_preorder(const model *m, int id, int *out, int n)
{
    int i;

    out[n++] = id;
    for (i = 0; i < m->n[id].nkids; i++)
        n = m_preorder(m, m->n[id].kids[i], out, n);
    return n;
}

/* Library node of each model node, by walking both trees in step; fails on any
 * difference of shape, move or kept flag. */
static void compare(renju_game *g, const model *m, int *lib_of)
{
    static int order[MODEL_MAX];
    int n = m_preorder(m, 0, order, 0), i, node = 0, c, v, flags;

    ck_assert_int_eq(renju_node_count(g), n);
    for (i = 0; i < n; i++, node = renju_node_next(g, node)) {
        const mnode *x = &m->n[order[i]];
        ck_assert_int_ne(node, RENJU_NO_NODE);
        lib_of[order[i]] = node;
        ck_assert_int_eq(renju_node_children(g, node, NULL, 0), x->nkids);
        if (order[i] == 0)
            continue;
        renju_node_action(g, node, &c, &v);
        ck_assert_int_eq(v, x->move);
        flags = renju_node_flags(g, node);
        ck_assert_msg(!!(flags & RENJU_NODE_KEPT) == x->kept, "node %d kept %d, model %d",
                      node, flags & RENJU_NODE_KEPT, x->kept);
    }
    ck_assert_int_eq(node, RENJU_NO_NODE);
    ck_assert_int_eq(renju_tree_node(g), lib_of[m->path[m->ply]]);
}

/* The position of the node the game stands on, and the line it can redo, against a
 * fresh game that plays the model's path. */
static void compare_position(renju_game *g, const model *m, int ruleset)
{
    unsigned char got[225], want[225];
    renju_game *fresh = game(ruleset), *copy = NULL;
    int i;

    for (i = 1; i < m->len; i++)
        ck_assert_int_eq(renju_play(fresh, m->n[m->path[i]].move), RENJU_OK);
    for (i = m->len - 1; i > m->ply; i--)
        ck_assert_int_eq(renju_undo(fresh), RENJU_OK);
    renju_board(g, got, sizeof got);
    renju_board(fresh, want, sizeof want);
    ck_assert(memcmp(got, want, sizeof got) == 0);
    ck_assert_int_eq(renju_side_to_move(g), renju_side_to_move(fresh));
    ck_assert_int_eq(renju_result(g), renju_result(fresh));
    ck_assert_int_eq(renju_move_count(g), m->ply);
    ck_assert_int_eq(renju_game_clone(&copy, g), RENJU_OK);
    for (i = m->ply + 1; i < m->len; i++) {
        ck_assert_int_eq(renju_redo(copy), RENJU_OK);
        ck_assert_int_eq(renju_last_move(copy), m->n[m->path[i]].move);
    }
    ck_assert_int_eq(renju_redo(copy), RENJU_ENOMOVE);
    renju_game_free(copy);
    renju_game_free(fresh);
}

/* A random living non-root node of the model, -1 if there is none. */
static int m_random_node(const model *m, unsigned long long *rs)
{
    static int order[MODEL_MAX];
    int n = m_preorder(m, 0, order, 0);

    return n > 1 ? order[1 + rnd_next(rs, (unsigned)n - 1)] : -1;
}

static void random_session(int ruleset, unsigned long long seed, int steps)
{
    static model m;
    static int lib_of[MODEL_MAX];
    renju_game *g = game(ruleset);
    unsigned long long rs;
    int s, op, pts[225], n, id;

    memset(&m, 0, sizeof m);
    m_new(&m, -1, -1, 1);
    m.path[0] = 0;
    m.len = 1;
    rnd_seed(&rs, seed);
    for (s = 0; s < steps; s++) {
        op = (int)rnd_next(&rs, 20);
        if (op < 8) {                               /* a move: few points, to meet again */
            n = renju_allowed_points(g, pts, 225);
            if (n <= 0 || renju_result(g) != RENJU_ONGOING)
                continue;
            n = n > 4 ? 4 : n;
            id = pts[rnd_next(&rs, (unsigned)n)];
            ck_assert_int_eq(renju_play(g, id), RENJU_OK);
            m_play(&m, id);
        } else if (op < 11) {
            ck_assert_int_eq(renju_undo(g), m.ply > 0 ? RENJU_OK : RENJU_ENOMOVE);
            if (m.ply > 0)
                m.ply--;
        } else if (op < 13) {
            ck_assert_int_eq(renju_redo(g), m.ply + 1 < m.len ? RENJU_OK : RENJU_ENOMOVE);
            if (m.ply + 1 < m.len)
                m.ply++;
        } else if (op < 15) {
            compare(g, &m, lib_of);
            if ((id = m_random_node(&m, &rs)) < 0)
                continue;
            CHECK_OK(g, renju_tree_goto(g, lib_of[id]));
            m_goto(&m, id);
        } else if (op == 15) {
            compare(g, &m, lib_of);
            if ((id = m_random_node(&m, &rs)) < 0 || rnd_next(&rs, 3))
                continue;
            CHECK_OK(g, renju_tree_delete(g, lib_of[id]));
            m_delete(&m, id);
        } else if (op == 16) {
            compare(g, &m, lib_of);
            if ((id = m_random_node(&m, &rs)) < 0)
                continue;
            CHECK_OK(g, renju_tree_promote(g, lib_of[id]));
            m_promote(&m, id);
        } else if (op == 17) {
            m.keep = !m.keep;
            CHECK_OK(g, renju_tree_mode_set(g, m.keep ? RENJU_TREE_KEEP : RENJU_TREE_SCRATCH));
        } else if (op == 18) {
            CHECK_OK(g, renju_node_comment_set(g, RENJU_NODE_CURRENT, "seen"));
            m_keep(&m, m.path[m.ply]);
        } else {
            CHECK_OK(g, renju_tree_root(g));
            m_goto(&m, 0);
        }
        compare(g, &m, lib_of);
        compare_position(g, &m, ruleset);
    }
    renju_game_free(g);
}

START_TEST(test_random_sessions_against_the_model)
{
    static const int rulesets[] = { RENJU_RULES_RENJU, RENJU_RULES_FREESTYLE };
    int i, sessions = scaled(40);

    for (i = 0; i < sessions; i++)
        random_session(rulesets[i % 2], 1000 + (unsigned long long)i, 300);
}
END_TEST

#include "check_tree.tests.h"

int main(void)
{
    return run_suite(tests_suite("tree"));
}
