/* SPDX-License-Identifier: MIT */
/* check_errors.c - error codes and their strings, NULL handles, and the per-handle
 * error record (renju_errcode(), renju_errmsg()). */
#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "renju.h"
#include "snapshot.h"
#include "testutil.h"

static const int all_codes[] = {
    RENJU_OK, RENJU_EINVAL, RENJU_ENOMEM, RENJU_ERANGE, RENJU_EOCCUPIED, RENJU_EFORBIDDEN,
    RENJU_EGAMEOVER, RENJU_EPHASE, RENJU_EPLAYER, RENJU_ENOTATION, RENJU_EBUFSIZE,
    RENJU_ENOMOVE, RENJU_ENOPASS, RENJU_EPOSITION, RENJU_EPARSE
#ifdef RENJU_EEQUIVALENT
    , RENJU_EEQUIVALENT
#endif
};
#define NCODES ((int)(sizeof all_codes / sizeof all_codes[0]))

static const int unknown_codes[] = { 1, 2, 100, -100, -1000, INT_MIN, INT_MAX };
#define NUNKNOWN ((int)(sizeof unknown_codes / sizeof unknown_codes[0]))

/* ------------------------------------------------------------- strerror */

TEST_CASE("strerror")

START_TEST(test_strerror_known)
{
    int i, j;

    for (i = 0; i < NCODES; i++) {
        const char *s = renju_strerror(all_codes[i]);
        ck_assert_ptr_nonnull(s);
        ck_assert_uint_gt(strlen(s), 3);
        ck_assert_str_eq(renju_strerror(all_codes[i]), s);   /* the same every time */
        for (j = 0; j < i; j++)
            ck_assert_msg(strcmp(s, renju_strerror(all_codes[j])) != 0,
                          "codes %d and %d share \"%s\"", all_codes[i], all_codes[j], s);
    }
}
END_TEST

START_TEST(test_strerror_unknown)
{
    int i, j;

    for (i = 0; i < NUNKNOWN; i++) {
        const char *s = renju_strerror(unknown_codes[i]);
        ck_assert_ptr_nonnull(s);
        ck_assert_uint_gt(strlen(s), 0);
        /* never mistaken for a real code's text */
        for (j = 0; j < NCODES; j++)
            ck_assert_msg(strcmp(s, renju_strerror(all_codes[j])) != 0,
                          "unknown code %d reads as code %d", unknown_codes[i], all_codes[j]);
    }
}
END_TEST

START_TEST(test_strerror_scan)
{
    /* any code with a text of its own is a known code: no two share a text */
    const char *unknown = renju_strerror(-1000), *texts[256];
    int code, i, n = 0;

    for (code = 0; code > -256; code--) {
        const char *s = renju_strerror(code);
        ck_assert_ptr_nonnull(s);
        ck_assert_uint_gt(strlen(s), 0);
        if (strcmp(s, unknown) == 0)
            continue;
        for (i = 0; i < n; i++)
            ck_assert_msg(strcmp(s, texts[i]) != 0, "two codes read \"%s\"", s);
        texts[n++] = s;
    }
    ck_assert_int_ge(n, NCODES);
}
END_TEST

START_TEST(test_codes_are_distinct_and_negative)
{
    int i, j;

    ck_assert_int_eq(RENJU_OK, 0);
    for (i = 1; i < NCODES; i++) {
        ck_assert_int_lt(all_codes[i], 0);
        for (j = 0; j < i; j++)
            ck_assert_int_ne(all_codes[i], all_codes[j]);
    }
}
END_TEST

/* ---------------------------------------------------------- NULL handles */

#define MAX_COVERED 224

/* Call every public function that takes a handle with a NULL one, checking the
 * answer; names[] receives the names of the functions covered, the count is
 * returned. */
static int null_calls(const char **names)
{
    renju_game *copy = (renju_game *)&copy;
    int n = 0, v = 11, lo = 12, hi = 13, kind = 14, point = 15;
    int buf[8] = { 0 }, status[8] = { 0 };
    unsigned char map[400] = { 0 };
    char text[16] = "unchanged";

#define EXPECT_EINVAL(fn, call)                                                \
    do {                                                                       \
        int rc_ = (call);                                                      \
        ck_assert_msg(rc_ == RENJU_EINVAL, "%s with a NULL handle returned %d", \
                      #fn, rc_);                                               \
        ck_assert_int_lt(n, MAX_COVERED);                                      \
        names[n++] = #fn;                                                      \
    } while (0)

    EXPECT_EINVAL(renju_game_new, renju_game_new(NULL, RENJU_RULES_RENJU, 15));
    EXPECT_EINVAL(renju_game_new_custom,
                  renju_game_new_custom(NULL, RENJU_RULES_RENJU, 15, NULL, NULL, NULL));
    EXPECT_EINVAL(renju_game_clone, renju_game_clone(&copy, NULL));
    EXPECT_EINVAL(renju_game_reset, renju_game_reset(NULL));
    EXPECT_EINVAL(renju_game_ruleset, renju_game_ruleset(NULL));
    EXPECT_EINVAL(renju_game_size, renju_game_size(NULL));

    EXPECT_EINVAL(renju_option_set, renju_option_set(NULL, RENJU_OPT_ALLOW_PASS, 1));
    EXPECT_EINVAL(renju_option_get, renju_option_get(NULL, RENJU_OPT_ALLOW_PASS, &v));
    EXPECT_EINVAL(renju_option_bounds,
                  renju_option_bounds(NULL, RENJU_OPT_ALLOW_PASS, &lo, &hi));

    EXPECT_EINVAL(renju_point, renju_point(NULL, 7, 7));
    EXPECT_EINVAL(renju_point_column, renju_point_column(NULL, 112));
    EXPECT_EINVAL(renju_point_row, renju_point_row(NULL, 112));
    EXPECT_EINVAL(renju_point_parse, renju_point_parse(NULL, "h8", &v));
    EXPECT_EINVAL(renju_point_format, renju_point_format(NULL, 112, text, sizeof text));

    EXPECT_EINVAL(renju_play, renju_play(NULL, 112));
    EXPECT_EINVAL(renju_pass, renju_pass(NULL));
    EXPECT_EINVAL(renju_undo, renju_undo(NULL));
    EXPECT_EINVAL(renju_redo, renju_redo(NULL));
    EXPECT_EINVAL(renju_resign, renju_resign(NULL, RENJU_BLACK));
    EXPECT_EINVAL(renju_forfeit, renju_forfeit(NULL, RENJU_BLACK, RENJU_REASON_TIME));
    EXPECT_EINVAL(renju_offer_draw, renju_offer_draw(NULL, 112));
    EXPECT_EINVAL(renju_accept_draw, renju_accept_draw(NULL));
    EXPECT_EINVAL(renju_decline_draw, renju_decline_draw(NULL));
    EXPECT_EINVAL(renju_draw_offered, renju_draw_offered(NULL));

    EXPECT_EINVAL(renju_stone, renju_stone(NULL, 112));
    EXPECT_EINVAL(renju_board, renju_board(NULL, map, sizeof map));
    EXPECT_EINVAL(renju_board_text, renju_board_text(NULL, 0, text, sizeof text));
    EXPECT_EINVAL(renju_side_to_move, renju_side_to_move(NULL));
    EXPECT_EINVAL(renju_move_count, renju_move_count(NULL));
    EXPECT_EINVAL(renju_stone_count, renju_stone_count(NULL));
    EXPECT_EINVAL(renju_moves, renju_moves(NULL, buf, 8));
    EXPECT_EINVAL(renju_last_move, renju_last_move(NULL));
    EXPECT_EINVAL(renju_result, renju_result(NULL));
    EXPECT_EINVAL(renju_result_reason, renju_result_reason(NULL));
    EXPECT_EINVAL(renju_winning_line, renju_winning_line(NULL, buf, 8));
    EXPECT_EINVAL(renju_result_foul, renju_result_foul(NULL, &kind, &point));
    EXPECT_EINVAL(renju_vcf, renju_vcf(NULL, 0, &v, NULL, buf, 8));
    EXPECT_EINVAL(renju_solve, renju_solve(NULL, 2, 0, &v, NULL, buf, 8));
    EXPECT_EINVAL(renju_search_time_set, renju_search_time_set(NULL, 5));
    EXPECT_EINVAL(renju_search_time_get, renju_search_time_get(NULL));
    EXPECT_EINVAL(renju_vct, renju_vct(NULL, 0, &v, NULL, buf, 8));
    EXPECT_EINVAL(renju_defences,
                  renju_defences(NULL, RENJU_THREAT_VCF, 0, &v, NULL, buf, 8));
    EXPECT_EINVAL(renju_proof,
                  renju_proof(NULL, RENJU_THREAT_VCF, 0, 0, &v, NULL, &(renju_game *){ NULL }));
    EXPECT_EINVAL(renju_node_export, renju_node_export(NULL, 1, text, sizeof text));

    EXPECT_EINVAL(renju_setup_begin, renju_setup_begin(NULL));
    EXPECT_EINVAL(renju_setup_put, renju_setup_put(NULL, 112, RENJU_BLACK));
    EXPECT_EINVAL(renju_setup_side, renju_setup_side(NULL, RENJU_WHITE));
    EXPECT_EINVAL(renju_setup_end, renju_setup_end(NULL));
    EXPECT_EINVAL(renju_in_setup, renju_in_setup(NULL));

    EXPECT_EINVAL(renju_forbidden, renju_forbidden(NULL, 112));
    EXPECT_EINVAL(renju_forbidden_map, renju_forbidden_map(NULL, map, sizeof map));

    EXPECT_EINVAL(renju_shape, renju_shape(NULL, 112, RENJU_BLACK, RENJU_DIR_HORIZONTAL));
    EXPECT_EINVAL(renju_shape_stones,
                  renju_shape_stones(NULL, 112, RENJU_BLACK, RENJU_DIR_HORIZONTAL, buf, 8));
    EXPECT_EINVAL(renju_shape_keys,
                  renju_shape_keys(NULL, 112, RENJU_BLACK, RENJU_DIR_HORIZONTAL, buf, status, 8));
    EXPECT_EINVAL(renju_explain, renju_explain(NULL, 112, text, sizeof text));

    EXPECT_EINVAL(renju_expected_action, renju_expected_action(NULL));
    EXPECT_EINVAL(renju_expected_player, renju_expected_player(NULL));
    EXPECT_EINVAL(renju_expected_colour, renju_expected_colour(NULL));
    EXPECT_EINVAL(renju_player_colour, renju_player_colour(NULL, RENJU_PLAYER_FIRST));
    EXPECT_EINVAL(renju_colours_final, renju_colours_final(NULL));
    EXPECT_EINVAL(renju_allowed_points, renju_allowed_points(NULL, buf, 8));
    EXPECT_EINVAL(renju_point_allowed, renju_point_allowed(NULL, 112));
    EXPECT_EINVAL(renju_offer_bounds, renju_offer_bounds(NULL, &lo, &hi));
    EXPECT_EINVAL(renju_offers, renju_offers(NULL, buf, 8));
    EXPECT_EINVAL(renju_swap, renju_swap(NULL, RENJU_PLAYER_SECOND, 1));
    EXPECT_EINVAL(renju_declare, renju_declare(NULL, RENJU_PLAYER_FIRST, 2));
    EXPECT_EINVAL(renju_propose, renju_propose(NULL, RENJU_PLAYER_FIRST, buf, 2));
    EXPECT_EINVAL(renju_choose_offer, renju_choose_offer(NULL, RENJU_PLAYER_SECOND, 112));
    EXPECT_EINVAL(renju_choose_branch,
                  renju_choose_branch(NULL, RENJU_PLAYER_FIRST, RENJU_BRANCH_FIFTH));
    EXPECT_EINVAL(renju_choose_colour,
                  renju_choose_colour(NULL, RENJU_PLAYER_SECOND, RENJU_BLACK));
    EXPECT_EINVAL(renju_choose_swap2,
                  renju_choose_swap2(NULL, RENJU_PLAYER_SECOND, RENJU_SWAP2_BLACK));
    EXPECT_EINVAL(renju_play_as, renju_play_as(NULL, RENJU_PLAYER_FIRST, 112));

    EXPECT_EINVAL(renju_symmetry_point, renju_symmetry_point(NULL, RENJU_SYM_ROTATE_90, 0));
    EXPECT_EINVAL(renju_offers_equivalent, renju_offers_equivalent(NULL, 1, 2));
    EXPECT_EINVAL(renju_position_key, renju_position_key(NULL, map, &v));
    EXPECT_EINVAL(renju_diagram_svg,
                  renju_diagram_svg(NULL, RENJU_DIAGRAM_DEFAULT, 1, 0, NULL, text, sizeof text));
    EXPECT_EINVAL(renju_opening_identify, renju_opening_identify(NULL, 112, 127, 128, &v));
    EXPECT_EINVAL(renju_opening_index, renju_opening_index(NULL));
    EXPECT_EINVAL(renju_opening_points, renju_opening_points(NULL, 1, 0, buf, 8));

    EXPECT_EINVAL(renju_record_export,
                  renju_record_export(NULL, RENJU_FORMAT_MOVES, text, sizeof text));
    EXPECT_EINVAL(renju_record_import,
                  renju_record_import(NULL, RENJU_FORMAT_MOVES, "h8", 2, 0));
    EXPECT_EINVAL(renju_record_error_position,
                  renju_record_error_position(NULL, &lo, &hi, &v));
    {
        size_t at = 0;
        EXPECT_EINVAL(renju_record_import_next,
                      renju_record_import_next(NULL, RENJU_FORMAT_MOVES, "h8", 2, &at, 0));
        ck_assert_uint_eq(at, 0);
    }
    EXPECT_EINVAL(renju_record_warnings, renju_record_warnings(NULL));
    EXPECT_EINVAL(renju_tag_set, renju_tag_set(NULL, "EV", "x"));
    EXPECT_EINVAL(renju_tag_get, renju_tag_get(NULL, "EV", text, sizeof text));

    EXPECT_EINVAL(renju_tree_export,
                  renju_tree_export(NULL, RENJU_FORMAT_SGF, text, sizeof text));
    EXPECT_EINVAL(renju_record_charset_set, renju_record_charset_set(NULL, "GBK"));
    EXPECT_EINVAL(renju_record_charset_get, renju_record_charset_get(NULL, text, sizeof text));

    EXPECT_EINVAL(renju_tree_node, renju_tree_node(NULL));
    EXPECT_EINVAL(renju_tree_root, renju_tree_root(NULL));
    EXPECT_EINVAL(renju_tree_parent, renju_tree_parent(NULL));
    EXPECT_EINVAL(renju_tree_child, renju_tree_child(NULL, 0));
    EXPECT_EINVAL(renju_tree_sibling, renju_tree_sibling(NULL, 1));
    EXPECT_EINVAL(renju_tree_goto, renju_tree_goto(NULL, 0));
    EXPECT_EINVAL(renju_tree_follow, renju_tree_follow(NULL, buf, 1));
    EXPECT_EINVAL(renju_tree_mode_set, renju_tree_mode_set(NULL, RENJU_TREE_KEEP));
    EXPECT_EINVAL(renju_tree_mode_get, renju_tree_mode_get(NULL));
    EXPECT_EINVAL(renju_tree_delete, renju_tree_delete(NULL, 1));
    EXPECT_EINVAL(renju_tree_promote, renju_tree_promote(NULL, 1));
    EXPECT_EINVAL(renju_tree_path, renju_tree_path(NULL, 0, buf, 8));
    EXPECT_EINVAL(renju_node_count, renju_node_count(NULL));
    EXPECT_EINVAL(renju_node_parent, renju_node_parent(NULL, 0));
    EXPECT_EINVAL(renju_node_depth, renju_node_depth(NULL, 0));
    EXPECT_EINVAL(renju_node_index, renju_node_index(NULL, 0));
    EXPECT_EINVAL(renju_node_next, renju_node_next(NULL, 0));
    EXPECT_EINVAL(renju_node_children, renju_node_children(NULL, 0, buf, 8));
    EXPECT_EINVAL(renju_node_action, renju_node_action(NULL, 0, &v, &lo));
    EXPECT_EINVAL(renju_node_flags, renju_node_flags(NULL, 0));
    EXPECT_EINVAL(renju_node_flag_set,
                  renju_node_flag_set(NULL, 0, RENJU_NODE_MARKED, 1));
    EXPECT_EINVAL(renju_node_offers, renju_node_offers(NULL, 0, buf, 8));
    EXPECT_EINVAL(renju_node_line, renju_node_line(NULL, 0, buf, 8));
    EXPECT_EINVAL(renju_node_error, renju_node_error(NULL, 0, &hi, text, sizeof text));
    EXPECT_EINVAL(renju_node_comment_set, renju_node_comment_set(NULL, 0, "x"));
    EXPECT_EINVAL(renju_node_comment_get,
                  renju_node_comment_get(NULL, 0, text, sizeof text));
    EXPECT_EINVAL(renju_node_name_set, renju_node_name_set(NULL, 0, "x"));
    EXPECT_EINVAL(renju_node_name_get, renju_node_name_get(NULL, 0, text, sizeof text));
    EXPECT_EINVAL(renju_node_label_set, renju_node_label_set(NULL, 0, 112, "A"));
    EXPECT_EINVAL(renju_node_label_get,
                  renju_node_label_get(NULL, 0, 112, text, sizeof text));
    EXPECT_EINVAL(renju_node_labels, renju_node_labels(NULL, 0, buf, 8));
    EXPECT_EINVAL(renju_node_mark_set,
                  renju_node_mark_set(NULL, 0, 112, RENJU_MARK_TRIANGLE));
    EXPECT_EINVAL(renju_node_mark_get, renju_node_mark_get(NULL, 0, 112));
    EXPECT_EINVAL(renju_node_marks, renju_node_marks(NULL, 0, buf, status, 8));
    EXPECT_EINVAL(renju_node_setup, renju_node_setup(NULL, 0, buf, status, 8));
    EXPECT_EINVAL(renju_node_properties,
                  renju_node_properties(NULL, 0, text, sizeof text));

    EXPECT_EINVAL(renju_errcode, renju_errcode(NULL));
    /* the position index: a NULL index */
    EXPECT_EINVAL(renju_index_new, renju_index_new(NULL));
    EXPECT_EINVAL(renju_index_new_custom, renju_index_new_custom(NULL, NULL, NULL, NULL));
    EXPECT_EINVAL(renju_index_add, renju_index_add(NULL, copy, RENJU_ONGOING, NULL));
    EXPECT_EINVAL(renju_index_games, renju_index_games(NULL));
    EXPECT_EINVAL(renju_index_positions, renju_index_positions(NULL));
    EXPECT_EINVAL(renju_index_result, renju_index_result(NULL, 0));
    EXPECT_EINVAL(renju_index_write, renju_index_write(NULL, NULL, NULL));
    EXPECT_EINVAL(renju_index_open, renju_index_open(NULL, text, sizeof text));
    EXPECT_EINVAL(renju_index_find, renju_index_find(NULL, copy, buf, 8));
    EXPECT_EINVAL(renju_index_next, renju_index_next(NULL, copy, buf, 8));
#undef EXPECT_EINVAL

    /* nothing was written through the other arguments */
    ck_assert_int_eq(v, 11);
    ck_assert_int_eq(lo, 12);
    ck_assert_int_eq(hi, 13);
    ck_assert_int_eq(kind, 14);
    ck_assert_int_eq(point, 15);
    ck_assert_str_eq(text, "unchanged");

    /* the rest take no handle, or cannot report */
    renju_game_free(NULL);
    names[n++] = "renju_game_free";
    ck_assert_ptr_nonnull(renju_errmsg(NULL));
    names[n++] = "renju_errmsg";
    ck_assert_ptr_nonnull(renju_strerror(RENJU_EINVAL));
    names[n++] = "renju_strerror";
    ck_assert_int_eq(renju_version_number(), RENJU_VERSION_NUMBER);
    names[n++] = "renju_version_number";
    ck_assert_ptr_nonnull(renju_version_string());
    names[n++] = "renju_version_string";
    ck_assert_ptr_nonnull(renju_opening_name(1));
    names[n++] = "renju_opening_name";
    ck_assert_ptr_nonnull(renju_opening_kanji(1));
    names[n++] = "renju_opening_kanji";
    ck_assert_int_eq(renju_opening_direct(1), 1);
    names[n++] = "renju_opening_direct";
    ck_assert_int_eq(renju_symmetry_inverse(RENJU_SYM_ROTATE_90), RENJU_SYM_ROTATE_270);
    names[n++] = "renju_symmetry_inverse";
    ck_assert_ptr_null(renju_record_warning(NULL, 0, &v, &lo, &hi, &kind));
    names[n++] = "renju_record_warning";
    ck_assert_int_eq(renju_rules_from_name(NULL, &v, &lo, &hi), RENJU_EINVAL);
    names[n++] = "renju_rules_from_name";
    ck_assert_ptr_null(renju_ruleset_name(-1));
    names[n++] = "renju_ruleset_name";
    ck_assert_int_eq(renju_ruleset_from_name(NULL), RENJU_EINVAL);
    names[n++] = "renju_ruleset_from_name";
    ck_assert_ptr_null(renju_opening_rule_name(-1));
    names[n++] = "renju_opening_rule_name";
    ck_assert_int_eq(renju_opening_rule_from_name(NULL), RENJU_EINVAL);
    names[n++] = "renju_opening_rule_from_name";
    ck_assert_ptr_nonnull(renju_tag_name(0));
    ck_assert_ptr_null(renju_tag_name(-1));
    names[n++] = "renju_tag_name";
    ck_assert_ptr_null(renju_reason_name(-1));
    names[n++] = "renju_reason_name";
    ck_assert_ptr_null(renju_forbid_name(-1));
    names[n++] = "renju_forbid_name";
    ck_assert_ptr_null(renju_format_name(-1));
    names[n++] = "renju_format_name";
    ck_assert_int_eq(renju_format_from_name(NULL), RENJU_EINVAL);
    names[n++] = "renju_format_from_name";
    renju_index_free(NULL);
    names[n++] = "renju_index_free";
    ck_assert_ptr_nonnull(renju_index_errmsg(NULL));
    names[n++] = "renju_index_errmsg";
    ck_assert_ptr_null(renju_index_label(NULL, 0));
    names[n++] = "renju_index_label";

    return n;
}

/* The functions include/renju.h declares (RENJU_API), into api[]; returns the count. */
static int header_functions(char api[][64], int max)
{
    char line[512], *p, *q;
    int n = 0, i;
    FILE *f;

#ifdef TOP_SRCDIR
    f = fopen(TOP_SRCDIR "/include/renju.h", "r");
#else
    f = fopen("include/renju.h", "r");
#endif
    ck_assert_msg(f != NULL, "cannot open include/renju.h");
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "RENJU_API ", 10) != 0)
            continue;
        /* the name is the identifier just before the first '(' */
        p = strchr(line, '(');
        ck_assert_msg(p != NULL, "no parameter list on: %s", line);
        for (q = p; q > line && (q[-1] == '_' || (q[-1] >= 'a' && q[-1] <= 'z')
                                 || (q[-1] >= '0' && q[-1] <= '9')); q--)
            ;
        ck_assert_msg(p - q > 6 && strncmp(q, "renju_", 6) == 0, "no function name on: %s",
                      line);
        ck_assert_int_lt(n, max);
        ck_assert_int_lt(p - q, 64);
        memcpy(api[n], q, (size_t)(p - q));
        api[n][p - q] = '\0';
        for (i = 0; i < n; i++)
            ck_assert_msg(strcmp(api[i], api[n]) != 0, "%s declared twice", api[n]);
        n++;
    }
    fclose(f);
    return n;
}

TEST_CASE("null_handle")

/* null_calls() covers exactly the functions of the header: none missing, none
 * extra, none twice. */
START_TEST(test_null_handle)
{
    const char *names[MAX_COVERED];
    static char api[MAX_COVERED][64];
    int n = null_calls(names), napi = header_functions(api, MAX_COVERED), i, j, found;

    for (i = 0; i < n; i++) {
        for (j = 0; j < i; j++)
            ck_assert_msg(strcmp(names[i], names[j]) != 0, "%s called twice", names[i]);
        for (found = 0, j = 0; j < napi && !found; j++)
            found = strcmp(names[i], api[j]) == 0;
        ck_assert_msg(found, "%s is called but include/renju.h does not declare it", names[i]);
    }
    for (j = 0; j < napi; j++) {
        for (found = 0, i = 0; i < n && !found; i++)
            found = strcmp(names[i], api[j]) == 0;
        ck_assert_msg(found, "%s is declared in include/renju.h but not called with NULL",
                      api[j]);
    }
    ck_assert_int_eq(n, napi);
    ck_assert_int_gt(napi, 80);
}
END_TEST

START_TEST(test_null_handle_covers_every_export)
{
#ifdef TOP_SRCDIR
    /* every exported symbol (lib/renju.map) must be in null_calls() */
    const char *names[MAX_COVERED];
    char line[256], sym[128];
    int n = null_calls(names), i, found, checked = 0;
    FILE *f = fopen(TOP_SRCDIR "/lib/renju.map", "r");

    ck_assert_msg(f != NULL, "cannot open %s", TOP_SRCDIR "/lib/renju.map");
    while (fgets(line, sizeof line, f)) {
        if (sscanf(line, " %127[a-z0-9_];", sym) != 1 || strncmp(sym, "renju_", 6) != 0)
            continue;
        for (found = 0, i = 0; i < n && !found; i++)
            found = strcmp(names[i], sym) == 0;
        ck_assert_msg(found, "%s is exported but tests/check_errors.c does not call it "
                      "with a NULL handle", sym);
        checked++;
    }
    fclose(f);
    ck_assert_int_gt(checked, 40);
#endif
}
END_TEST

/* ------------------------------------------------------------ error record */

TEST_CASE("record")

START_TEST(test_record_on_new_game)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);

    ck_assert_int_eq(renju_errcode(g), RENJU_OK);
    ck_assert_ptr_nonnull(renju_errmsg(g));
    ck_assert_str_eq(renju_errmsg(g), "");
    ck_assert_int_eq(renju_errcode(NULL), RENJU_EINVAL);
    ck_assert_ptr_nonnull(renju_errmsg(NULL));
    renju_game_free(g);
}
END_TEST

/* A failure: the record holds the code returned and a message, the game is as it was;
 * the next successful call clears the record. */
START_TEST(test_record_each_code)
{
    renju_game *g = new_game(RENJU_RULES_RENJU, 15);
    renju_game *h;
    int p, buf[2];

    /* EINVAL */
    CHECK_FAILS(g, renju_resign(g, 0), RENJU_EINVAL);
    CHECK_FAILS(g, renju_forfeit(g, RENJU_WHITE, RENJU_REASON_RESIGNATION), RENJU_EINVAL);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_ALLOW_PASS, 1));
    CHECK_FAILS(g, renju_option_set(g, 99, 0), RENJU_EINVAL);
    CHECK_OK(g, renju_option_get(g, RENJU_OPT_ALLOW_PASS, &p));
    /* ERANGE */
    CHECK_FAILS(g, renju_point(g, 15, 0), RENJU_ERANGE);
    ck_assert_int_eq(renju_point(g, 14, 0), 14);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);
    ck_assert_str_eq(renju_errmsg(g), "");
    /* EPHASE */
    CHECK_FAILS(g, renju_play(g, 0), RENJU_EPHASE);
    CHECK_OK(g, renju_play(g, 112));
    /* EOCCUPIED */
    CHECK_FAILS(g, renju_play(g, 112), RENJU_EOCCUPIED);
    ck_assert_int_eq(renju_stone(g, 112), RENJU_BLACK);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);
    ck_assert_str_eq(renju_errmsg(g), "");
    /* ENOTATION */
    CHECK_FAILS(g, renju_point_parse(g, "h08", &p), RENJU_ENOTATION);
    CHECK_OK(g, renju_point_parse(g, "h9", &p));
    /* EBUFSIZE */
    CHECK_FAILS(g, renju_moves(g, buf, 0), RENJU_EBUFSIZE);
    ck_assert_int_eq(renju_moves(g, buf, 2), 1);
    ck_assert_int_eq(renju_errcode(g), RENJU_OK);
    ck_assert_str_eq(renju_errmsg(g), "");
    /* ENOMOVE */
    CHECK_FAILS(g, renju_redo(g), RENJU_ENOMOVE);
    CHECK_OK(g, renju_undo(g));
    CHECK_OK(g, renju_redo(g));
    /* EPOSITION */
    CHECK_OK(g, renju_setup_begin(g));
    CHECK_OK(g, renju_setup_put(g, pt(g, "a1"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_put(g, pt(g, "a2"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_put(g, pt(g, "a3"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_put(g, pt(g, "a4"), RENJU_WHITE));
    CHECK_OK(g, renju_setup_put(g, pt(g, "a5"), RENJU_WHITE));
    CHECK_FAILS(g, renju_setup_end(g), RENJU_EPOSITION);
    CHECK_OK(g, renju_setup_put(g, pt(g, "a5"), RENJU_EMPTY));
    CHECK_OK(g, renju_setup_end(g));
    /* ENOPASS */
    renju_game_free(g);
    g = new_game(RENJU_RULES_FREESTYLE, 15);
    CHECK_OK(g, renju_option_set(g, RENJU_OPT_ALLOW_PASS, 0));
    CHECK_FAILS(g, renju_pass(g), RENJU_ENOPASS);
    CHECK_OK(g, renju_play(g, 0));
    /* EGAMEOVER */
    CHECK_OK(g, renju_resign(g, RENJU_BLACK));
    CHECK_FAILS(g, renju_play(g, 1), RENJU_EGAMEOVER);
    CHECK_OK(g, renju_undo(g));
    renju_game_free(g);

    /* EFORBIDDEN: black's overline in renju */
    h = new_game(RENJU_RULES_RENJU, 15);
    play_list(h, "h8 o15 a1 o13 b1 o11 c1 o9 e1 o7 f1 m15");
    CHECK_FAILS(h, renju_play(h, pt(h, "d1")), RENJU_EFORBIDDEN);
    CHECK_OK(h, renju_play(h, pt(h, "h10")));
    renju_game_free(h);
}
END_TEST

START_TEST(test_record_overwritten_by_next_failure)
{
    renju_game *g = new_game(RENJU_RULES_FREESTYLE, 15);
    char first[256];
    int p;

    CHECK_FAILS(g, renju_point_parse(g, "zz", &p), RENJU_ENOTATION);
    snprintf(first, sizeof first, "%s", failure_message());
    CHECK_FAILS(g, renju_point(g, -1, -1), RENJU_ERANGE);
    ck_assert_str_ne(failure_message(), first);
    renju_game_free(g);
}
END_TEST

/* The record says success: code RENJU_OK and message "". */
static void assert_record_clear(renju_game *g)
{
    CHECK_OK(g, RENJU_OK);
}

START_TEST(test_record_after_query_success)
{
    renju_game *g = new_game(RENJU_RULES_STANDARD, 9);
    int lo, hi, kind, point;

    /* each query that can fail also records its success */
    CHECK_FAILS(g, renju_stone(g, 81), RENJU_ERANGE);
    ck_assert_int_eq(renju_stone(g, 80), RENJU_EMPTY);
    assert_record_clear(g);

    CHECK_FAILS(g, renju_stone(g, 81), RENJU_ERANGE);
    ck_assert_int_eq(renju_moves(g, NULL, 0), 0);
    assert_record_clear(g);

    CHECK_FAILS(g, renju_stone(g, 81), RENJU_ERANGE);
    ck_assert_int_eq(renju_winning_line(g, NULL, 0), 0);
    assert_record_clear(g);

    CHECK_FAILS(g, renju_stone(g, 81), RENJU_ERANGE);
    ck_assert_int_eq(renju_point_format(g, 0, NULL, 0), 3);
    assert_record_clear(g);

    CHECK_FAILS(g, renju_stone(g, 81), RENJU_ERANGE);
    CHECK_OK(g, renju_option_bounds(g, RENJU_OPT_MOVE_LIMIT, &lo, &hi));

    CHECK_FAILS(g, renju_stone(g, 81), RENJU_ERANGE);
    CHECK_OK(g, renju_result_foul(g, &kind, &point));

    CHECK_FAILS(g, renju_stone(g, 81), RENJU_ERANGE);
    ck_assert_int_eq(renju_point_column(g, 10), 1);
    assert_record_clear(g);

    CHECK_FAILS(g, renju_stone(g, 81), RENJU_ERANGE);
    ck_assert_int_eq(renju_point_row(g, 10), 1);
    assert_record_clear(g);

    CHECK_FAILS(g, renju_stone(g, 81), RENJU_ERANGE);
    CHECK_OK(g, renju_game_reset(g));
    renju_game_free(g);
}
END_TEST

/* ------------------------------------------------------------ out of memory */

typedef struct budget {
    int left;   /* allocations still allowed; negative: no limit */
} budget;

static void *budget_alloc(void *opaque, size_t size)
{
    budget *b = opaque;

    if (b->left == 0)
        return NULL;
    if (b->left > 0)
        b->left--;
    return malloc(size);
}

static void budget_free(void *opaque, void *ptr)
{
    (void)opaque;
    free(ptr);
}

START_TEST(test_record_enomem)
{
    budget b = { -1 };
    renju_game *g = NULL, *copy = NULL;

    ck_assert_int_eq(renju_game_new_custom(&g, RENJU_RULES_FREESTYLE, 15, budget_alloc,
                                           budget_free, &b), RENJU_OK);
    play_list(g, "h8 h9");
    b.left = 0;
    CHECK_FAILS(g, renju_game_clone(&copy, g), RENJU_ENOMEM);
    b.left = -1;
    CHECK_OK(g, renju_game_clone(&copy, g));
    renju_game_free(copy);
    renju_game_free(g);
}
END_TEST


/* ------------------------------------------------------------ small buffers */

#define GUARD 16
#define FILL 0xa5

/* A buffer function: fills buf (elements of elem bytes) with capacity elements. */
typedef struct bufcase {
    const char *name;
    size_t elem;
    int (*fill)(renju_game *g, void *buf, size_t capacity);
    int fixed_need;     /* the capacity needed when there is no size query, else 0 */
} bufcase;

static int arg_point;   /* the point the shape and explanation functions ask about */
static int keys_status[RENJU_MAX_SIZE * RENJU_MAX_SIZE + GUARD];

static int f_moves(renju_game *g, void *b, size_t c) { return renju_moves(g, b, c); }
static int f_line(renju_game *g, void *b, size_t c) { return renju_winning_line(g, b, c); }
static int f_map(renju_game *g, void *b, size_t c) { return renju_forbidden_map(g, b, c); }
static int f_allowed(renju_game *g, void *b, size_t c) { return renju_allowed_points(g, b, c); }
static int f_offers(renju_game *g, void *b, size_t c) { return renju_offers(g, b, c); }
static int f_stones(renju_game *g, void *b, size_t c)
{
    return renju_shape_stones(g, arg_point, RENJU_BLACK, RENJU_DIR_HORIZONTAL, b, c);
}
static int f_keys(renju_game *g, void *b, size_t c)
{
    /* NULL status with a NULL buffer: the size query */
    return renju_shape_keys(g, arg_point, RENJU_BLACK, RENJU_DIR_HORIZONTAL, b,
                            b ? keys_status : NULL, c);
}
static int f_explain(renju_game *g, void *b, size_t c) { return renju_explain(g, arg_point, b, c); }
static int f_format(renju_game *g, void *b, size_t c) { return renju_point_format(g, arg_point, b, c); }
static int f_opening(renju_game *g, void *b, size_t c) { return renju_opening_points(g, 5, 1, b, c); }
static int f_moves_rec(renju_game *g, void *b, size_t c)
{
    return renju_record_export(g, RENJU_FORMAT_MOVES, b, c);
}
static int f_sgf(renju_game *g, void *b, size_t c) { return renju_record_export(g, RENJU_FORMAT_SGF, b, c); }
static int f_psq(renju_game *g, void *b, size_t c) { return renju_record_export(g, RENJU_FORMAT_PSQ, b, c); }
static int f_tag(renju_game *g, void *b, size_t c) { return renju_tag_get(g, "PB", b, c); }
static int f_ru(renju_game *g, void *b, size_t c) { return renju_tag_get(g, "RU", b, c); }

/* Every function of renju.h that fills a caller buffer: with capacity 0 and with one
 * element too few, on a real buffer followed by guard bytes, each fails with
 * RENJU_EBUFSIZE, the game unchanged and not one byte of the buffer or the guard
 * written; with the capacity needed it succeeds and writes nothing past it. */
START_TEST(test_buffers_too_small)
{
    static const bufcase cases[] = {
        { "renju_moves", sizeof(int), f_moves, 0 },
        { "renju_winning_line", sizeof(int), f_line, 0 },
        { "renju_forbidden_map", 1, f_map, 15 * 15 },
        { "renju_allowed_points", sizeof(int), f_allowed, 0 },
        { "renju_offers", sizeof(int), f_offers, 0 },
        { "renju_shape_stones", sizeof(int), f_stones, 0 },
        { "renju_shape_keys", sizeof(int), f_keys, 0 },
        { "renju_explain", 1, f_explain, 0 },
        { "renju_point_format", 1, f_format, 0 },
        { "renju_opening_points", sizeof(int), f_opening, 0 },
        { "renju_record_export (moves)", 1, f_moves_rec, 0 },
        { "renju_record_export (sgf)", 1, f_sgf, 0 },
        { "renju_record_export (psq)", 1, f_psq, 0 },
        { "renju_tag_get", 1, f_tag, 0 },
        { "renju_tag_get (RU)", 1, f_ru, 0 },
    };
    static unsigned char buf[(RENJU_MAX_SIZE * RENJU_MAX_SIZE + GUARD) * sizeof(int)];
    static unsigned char ref[sizeof buf];
    static unsigned char status_ref[sizeof keys_status];
    renju_game *g;
    size_t i, caps[2], k;
    int need, rc, offers[2];

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const bufcase *bc = &cases[i];
        /* a game in which every buffer has something to hold: a RIF opening at the
         * choice among two offers, with a black three h8 i8 j8 on the row */
        g = new_game(RENJU_RULES_RENJU, 15);
        if (bc->fill == f_line) {
            play_list(g, "h8 a1 i8 a2 j8 a3 k8 a4 l8");
        } else if (bc->fill == f_psq) {   /* .psq holds no opening decisions */
            play_list(g, "h8 a15 i8 b15 j8 c15 a1");
        } else {
            CHECK_OK(g, renju_option_set(g, RENJU_OPT_OPENING, RENJU_OPENING_RIF));
            play_list(g, "h8 h9 j10");
            CHECK_OK(g, renju_swap(g, RENJU_PLAYER_SECOND, 0));
            play_list(g, "g7");
            offers[0] = pt(g, "f6");
            offers[1] = pt(g, "k4");
            CHECK_OK(g, renju_propose(g, RENJU_PLAYER_FIRST, offers, 2));
            /* the choice undone below for the offers, more moves for the rest */
            CHECK_OK(g, renju_choose_offer(g, RENJU_PLAYER_SECOND, offers[1]));
            if (bc->fill != f_offers && bc->fill != f_allowed)
                play_list(g, "a15 i8 b15 j8 c15");
        }
        CHECK_OK(g, renju_tag_set(g, "PB", "Black \xe6\x97\xa5 player"));
        if (bc->fill != f_line)
            CHECK_OK(g, renju_undo(g));   /* a redo tail: it must survive the failures */
        arg_point = pt(g, "k8");

        need = bc->fixed_need ? bc->fixed_need : bc->fill(g, NULL, 0);
        ck_assert_msg(need >= 2, "%s: needs %d", bc->name, need);
        ck_assert_uint_le((size_t)need * bc->elem + GUARD, sizeof buf);
        caps[0] = 0;
        caps[1] = (size_t)need - 1;
        for (k = 0; k < 2; k++) {
            memset(buf, FILL, sizeof buf);
            memcpy(ref, buf, sizeof ref);
            memset(keys_status, FILL, sizeof keys_status);
            memcpy(status_ref, keys_status, sizeof status_ref);
            CHECK_FAILS(g, bc->fill(g, buf, caps[k]), RENJU_EBUFSIZE);
            ck_assert_msg(memcmp(buf, ref, sizeof buf) == 0,
                          "%s with capacity %zu of %d wrote into the buffer", bc->name,
                          caps[k], need);
            ck_assert_msg(memcmp(keys_status, status_ref, sizeof status_ref) == 0,
                          "%s with capacity %zu wrote into the status buffer", bc->name,
                          caps[k]);
        }
        memset(buf, FILL, sizeof buf);
        rc = bc->fill(g, buf, (size_t)need);
        ck_assert_msg(rc >= 0, "%s with capacity %d: %d (%s)", bc->name, need, rc,
                      renju_errmsg(g));
        for (k = (size_t)need * bc->elem; k < (size_t)need * bc->elem + GUARD; k++)
            ck_assert_msg(buf[k] == FILL, "%s wrote past its capacity", bc->name);
        renju_game_free(g);
    }
    ck_assert_uint_eq(sizeof cases / sizeof cases[0], 15);
}
END_TEST

#include "check_errors.tests.h"

int main(void)
{
    return run_suite(tests_suite("errors"));
}
