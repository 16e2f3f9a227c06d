// SPDX-License-Identifier: MIT
// Native.cs - the P/Invoke declarations of every function of renju.h that the
// binding calls, one a line, in the header's order.  Games and indexes are passed as
// IntPtr: each is owned by a SafeHandle (Handles.cs), and every call is made under the
// object's lock, which Dispose() takes too, so that a handle is never freed during a
// call; an IntPtr costs less to pass than a SafeHandle, whose reference counting
// would only repeat what the lock does.  Bulk results that need no conversion go
// through unmanaged buffers (IntPtr) and Marshal.Copy, cheaper than a byte[].  Strings
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
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_errcode(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_errmsg(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_ruleset_name(int ruleset);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_ruleset_from_name(byte[] name);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_game_new(out IntPtr g, int ruleset, int size);
        [DllImport(Lib, CallingConvention = C)] internal static extern void renju_game_free(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_game_clone(out IntPtr copy, IntPtr src);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_game_reset(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_game_ruleset(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_game_size(IntPtr g);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_option_set(IntPtr g, int option, int value);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_option_get(IntPtr g, int option, out int value);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_option_bounds(IntPtr g, int option, out int min, out int max);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_point(IntPtr g, int column, int row);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_point_column(IntPtr g, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_point_row(IntPtr g, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_point_parse(IntPtr g, byte[] text, out int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_point_format(IntPtr g, int point, byte[] buf, UIntPtr capacity);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_play(IntPtr g, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_pass(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_undo(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_redo(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_resign(IntPtr g, int colour);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_forfeit(IntPtr g, int colour, int reason);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_offer_draw(IntPtr g, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_accept_draw(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_decline_draw(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_draw_offered(IntPtr g);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_stone(IntPtr g, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_board(IntPtr g, byte[] cells, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_board(IntPtr g, IntPtr cells, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_board_text(IntPtr g, int flags, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_side_to_move(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_move_count(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_stone_count(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_moves(IntPtr g, int[] moves, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_last_move(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_result(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_result_reason(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_reason_name(int reason);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_winning_line(IntPtr g, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_forbid_name(int kind);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_result_foul(IntPtr g, out int kind, out int point);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_setup_begin(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_setup_put(IntPtr g, int point, int colour);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_setup_side(IntPtr g, int colour);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_setup_end(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_in_setup(IntPtr g);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_forbidden(IntPtr g, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_forbidden_map(IntPtr g, byte[] map, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_forbidden_map(IntPtr g, IntPtr map, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_shape(IntPtr g, int point, int colour, int dir);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_shape_stones(IntPtr g, int point, int colour, int dir, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_shape_keys(IntPtr g, int point, int colour, int dir, int[] points, int[] status, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_explain(IntPtr g, int point, byte[] buf, UIntPtr capacity);

        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_opening_rule_name(int opening);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_opening_rule_from_name(byte[] name);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_expected_action(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_expected_player(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_expected_colour(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_player_colour(IntPtr g, int player);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_colours_final(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_allowed_points(IntPtr g, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_point_allowed(IntPtr g, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_offer_bounds(IntPtr g, out int min, out int max);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_offers(IntPtr g, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_swap(IntPtr g, int player, int doSwap);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_declare(IntPtr g, int player, int number);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_propose(IntPtr g, int player, int[] points, UIntPtr count);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_choose_offer(IntPtr g, int player, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_choose_branch(IntPtr g, int player, int branch);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_choose_colour(IntPtr g, int player, int colour);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_choose_swap2(IntPtr g, int player, int option);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_play_as(IntPtr g, int player, int point);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_symmetry_point(IntPtr g, int sym, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_symmetry_inverse(int sym);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_position_key(IntPtr g, byte[] key, out int sym);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_offers_equivalent(IntPtr g, int a, int b);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_opening_identify(IntPtr g, int black1, int white2, int black3, out int sym);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_opening_index(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_opening_points(IntPtr g, int index, int sym, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_opening_name(int index);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_opening_kanji(int index);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_opening_direct(int index);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_vcf(IntPtr g, int maxNodes, out int outcome, out int nodes, int[] line, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_solve(IntPtr g, int moves, int maxNodes, out int outcome, out int nodes, int[] line, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_search_time_set(IntPtr g, int milliseconds);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_search_time_get(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_vct(IntPtr g, int maxNodes, out int outcome, out int nodes, int[] line, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_defences(IntPtr g, int threat, int maxNodes, out int outcome, out int nodes, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_proof(IntPtr g, int threat, int moves, int maxNodes, out int outcome, out int nodes, out IntPtr proof);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_node(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_root(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_parent(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_child(IntPtr g, int index);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_sibling(IntPtr g, int step);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_goto(IntPtr g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_follow(IntPtr g, int[] indexes, UIntPtr count);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_mode_set(IntPtr g, int mode);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_mode_get(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_delete(IntPtr g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_promote(IntPtr g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_count(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_parent(IntPtr g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_depth(IntPtr g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_index(IntPtr g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_next(IntPtr g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_children(IntPtr g, int node, int[] children, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_action(IntPtr g, int node, out int colour, out int value);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_flags(IntPtr g, int node);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_flag_set(IntPtr g, int node, int flag, int on);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_offers(IntPtr g, int node, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_line(IntPtr g, int node, int[] moves, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_path(IntPtr g, int node, int[] indexes, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_error(IntPtr g, int node, out int code, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_comment_set(IntPtr g, int node, byte[] text);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_comment_get(IntPtr g, int node, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_name_set(IntPtr g, int node, byte[] text);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_name_get(IntPtr g, int node, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_label_set(IntPtr g, int node, int point, byte[] text);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_label_get(IntPtr g, int node, int point, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_labels(IntPtr g, int node, int[] points, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_mark_set(IntPtr g, int node, int point, int mark);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_mark_get(IntPtr g, int node, int point);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_marks(IntPtr g, int node, int[] points, int[] marks, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_setup(IntPtr g, int node, int[] points, int[] colours, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_properties(IntPtr g, int node, byte[] buf, UIntPtr capacity);

        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_format_name(int format);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_format_from_name(byte[] name);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_record_export(IntPtr g, int format, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tree_export(IntPtr g, int format, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_node_export(IntPtr g, int node, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_record_import(IntPtr g, int format, byte[] text, UIntPtr length, int flags);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_record_import_next(IntPtr g, int format, IntPtr text, UIntPtr length, ref UIntPtr offset, int flags);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_record_warnings(IntPtr g);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_record_warning(IntPtr g, int index, out int code, out int line, out int column, out int count);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_rules_from_name(byte[] name, out int ruleset, out int opening, out int openingN);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_record_error_position(IntPtr g, out int line, out int column, out int move);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_record_charset_set(IntPtr g, byte[] charset);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_record_charset_get(IntPtr g, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tag_set(IntPtr g, byte[] name, byte[] value);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_tag_get(IntPtr g, byte[] name, byte[] buf, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_tag_name(int index);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_new(out IntPtr index);
        [DllImport(Lib, CallingConvention = C)] internal static extern void renju_index_free(IntPtr index);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_index_errmsg(IntPtr index);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_add(IntPtr index, IntPtr g, int result, byte[] label);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_games(IntPtr index);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_positions(IntPtr index);
        [DllImport(Lib, CallingConvention = C)] internal static extern IntPtr renju_index_label(IntPtr index, int game);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_result(IntPtr index, int game);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_write(IntPtr index, WriteFn fn, IntPtr context);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_open(IntPtr index, IntPtr data, UIntPtr size);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_find(IntPtr index, IntPtr g, int[] games, UIntPtr capacity);
        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_index_next(IntPtr index, IntPtr g, int[] moves, UIntPtr capacity);

        [DllImport(Lib, CallingConvention = C)] internal static extern int renju_diagram_svg(IntPtr g, int flags, int first, int cell, byte[] title, byte[] buf, UIntPtr capacity);
    }
}
