// SPDX-License-Identifier: MIT
// Native.cs - the P/Invoke declarations of every function of renju.h that the
// binding calls, one a line, in the header's order.  Games and indexes are passed as
// their SafeHandle, so that the marshaller holds a reference on the handle for the
// call and refuses (ObjectDisposedException) a handle that is already freed.  Strings
// go in as NUL-terminated UTF-8 byte arrays (Text.In) and come out as IntPtr or into
// byte buffers, never through the platform's ANSI code page.
using System;
using System.Runtime.InteropServices;

namespace Renju
{
    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate int WriteFn(IntPtr context, IntPtr data, UIntPtr size);

    internal static class Native
    {
#if (UNITY_IOS || UNITY_WEBGL) && !UNITY_EDITOR
        internal const string Lib = "__Internal";   // linked statically into the player
#else
        internal const string Lib = "renju";        // librenju.so, renju.dll, librenju.dylib
#endif
        const CallingConvention C = CallingConvention.Cdecl;

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_version_number();
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_version_string();
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_strerror(int code);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_errcode(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_errmsg(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_ruleset_name(int ruleset);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_ruleset_from_name(byte[] name);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_game_new(out IntPtr g, int ruleset, int size);
        [DllImport(Lib, CallingConvention = C)] internal static extern void renju_game_free(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_game_clone(out IntPtr copy, GameHandle src);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_game_reset(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_game_ruleset(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_game_size(GameHandle g);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_option_set(GameHandle g, int option, int value);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_option_get(GameHandle g, int option, out int value);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_option_bounds(GameHandle g, int option, out int min, out int max);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_point(GameHandle g, int column, int row);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_point_column(GameHandle g, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_point_row(GameHandle g, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_point_parse(GameHandle g, byte[] text, out int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_point_format(GameHandle g, int point, byte[] buf, UIntPtr capacity);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_play(GameHandle g, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_pass(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_undo(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_redo(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_resign(GameHandle g, int colour);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_forfeit(GameHandle g, int colour, int reason);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_offer_draw(GameHandle g, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_accept_draw(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_decline_draw(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_draw_offered(GameHandle g);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_stone(GameHandle g, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_board(GameHandle g, byte[] cells, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_board_text(GameHandle g, int flags, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_side_to_move(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_move_count(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_stone_count(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_moves(GameHandle g, int[] moves, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_last_move(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_result(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_result_reason(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_reason_name(int reason);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_winning_line(GameHandle g, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_forbid_name(int kind);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_result_foul(GameHandle g, out int kind, out int point);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_setup_begin(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_setup_put(GameHandle g, int point, int colour);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_setup_side(GameHandle g, int colour);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_setup_end(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_in_setup(GameHandle g);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_forbidden(GameHandle g, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_forbidden_map(GameHandle g, byte[] map, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_shape(GameHandle g, int point, int colour, int dir);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_shape_stones(GameHandle g, int point, int colour, int dir, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_shape_keys(GameHandle g, int point, int colour, int dir, int[] points, int[] status, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_explain(GameHandle g, int point, byte[] buf, UIntPtr capacity);

        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_opening_rule_name(int opening);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_opening_rule_from_name(byte[] name);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_expected_action(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_expected_player(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_expected_colour(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_player_colour(GameHandle g, int player);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_colours_final(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_allowed_points(GameHandle g, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_point_allowed(GameHandle g, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_offer_bounds(GameHandle g, out int min, out int max);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_offers(GameHandle g, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_swap(GameHandle g, int player, int doSwap);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_declare(GameHandle g, int player, int number);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_propose(GameHandle g, int player, int[] points, UIntPtr count);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_choose_offer(GameHandle g, int player, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_choose_branch(GameHandle g, int player, int branch);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_choose_colour(GameHandle g, int player, int colour);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_choose_swap2(GameHandle g, int player, int option);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_play_as(GameHandle g, int player, int point);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_symmetry_point(GameHandle g, int sym, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_symmetry_inverse(int sym);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_position_key(GameHandle g, byte[] key, out int sym);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_offers_equivalent(GameHandle g, int a, int b);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_opening_identify(GameHandle g, int black1, int white2, int black3, out int sym);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_opening_index(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_opening_points(GameHandle g, int index, int sym, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_opening_name(int index);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_opening_kanji(int index);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_opening_direct(int index);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_vcf(GameHandle g, int maxNodes, out int outcome, out int nodes, int[] line, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_solve(GameHandle g, int moves, int maxNodes, out int outcome, out int nodes, int[] line, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_search_time_set(GameHandle g, int milliseconds);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_search_time_get(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_vct(GameHandle g, int maxNodes, out int outcome, out int nodes, int[] line, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_defences(GameHandle g, int threat, int maxNodes, out int outcome, out int nodes, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_proof(GameHandle g, int threat, int moves, int maxNodes, out int outcome, out int nodes, out IntPtr proof);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_node(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_root(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_parent(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_child(GameHandle g, int index);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_sibling(GameHandle g, int step);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_goto(GameHandle g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_follow(GameHandle g, int[] indexes, UIntPtr count);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_mode_set(GameHandle g, int mode);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_mode_get(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_delete(GameHandle g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_promote(GameHandle g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_count(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_parent(GameHandle g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_depth(GameHandle g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_index(GameHandle g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_next(GameHandle g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_children(GameHandle g, int node, int[] children, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_action(GameHandle g, int node, out int colour, out int value);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_flags(GameHandle g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_flag_set(GameHandle g, int node, int flag, int on);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_offers(GameHandle g, int node, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_line(GameHandle g, int node, int[] moves, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_path(GameHandle g, int node, int[] indexes, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_error(GameHandle g, int node, out int code, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_comment_set(GameHandle g, int node, byte[] text);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_comment_get(GameHandle g, int node, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_name_set(GameHandle g, int node, byte[] text);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_name_get(GameHandle g, int node, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_label_set(GameHandle g, int node, int point, byte[] text);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_label_get(GameHandle g, int node, int point, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_labels(GameHandle g, int node, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_mark_set(GameHandle g, int node, int point, int mark);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_mark_get(GameHandle g, int node, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_marks(GameHandle g, int node, int[] points, int[] marks, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_setup(GameHandle g, int node, int[] points, int[] colours, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_properties(GameHandle g, int node, byte[] buf, UIntPtr capacity);

        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_format_name(int format);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_format_from_name(byte[] name);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_record_export(GameHandle g, int format, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_export(GameHandle g, int format, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_export(GameHandle g, int node, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_record_import(GameHandle g, int format, byte[] text, UIntPtr length, int flags);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_record_import_next(GameHandle g, int format, IntPtr text, UIntPtr length, ref UIntPtr offset, int flags);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_record_warnings(GameHandle g);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_record_warning(GameHandle g, int index, out int code, out int line, out int column, out int count);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_rules_from_name(byte[] name, out int ruleset, out int opening, out int openingN);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_record_error_position(GameHandle g, out int line, out int column, out int move);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_record_charset_set(GameHandle g, byte[] charset);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_record_charset_get(GameHandle g, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tag_set(GameHandle g, byte[] name, byte[] value);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tag_get(GameHandle g, byte[] name, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_tag_name(int index);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_new(out IntPtr index);
        [DllImport(Lib, CallingConvention = C)] internal static extern void renju_index_free(IntPtr index);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_index_errmsg(IndexHandle index);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_add(IndexHandle index, GameHandle g, int result, byte[] label);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_games(IndexHandle index);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_positions(IndexHandle index);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_index_label(IndexHandle index, int game);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_result(IndexHandle index, int game);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_write(IndexHandle index, WriteFn fn, IntPtr context);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_open(IndexHandle index, IntPtr data, UIntPtr size);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_find(IndexHandle index, GameHandle g, int[] games, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_next(IndexHandle index, GameHandle g, int[] moves, UIntPtr capacity);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_diagram_svg(GameHandle g, int flags, int first, int cell, byte[] title, byte[] buf, UIntPtr capacity);
    }
}
