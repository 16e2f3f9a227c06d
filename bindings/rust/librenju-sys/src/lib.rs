// SPDX-License-Identifier: MIT
//! The C interface of librenju, declared by hand from `include/renju.h`: every
//! function, constant and type of the header, with the header's names.  Nothing here
//! is safe to call without reading the header's comment (or the man page) of the
//! function: the crate `librenju` is the safe interface over it.
//!
//! The build script compiles the library's C sources from the source tree into a
//! static archive, or links the shared library of the folder `LIBRENJU_LIB_DIR` names.
//! `tests/header.rs` checks these declarations against the header itself: every
//! constant's value as the C compiler computes it, every prototype's types, the sizes
//! of the types that cross the interface.
#![allow(non_camel_case_types)]

use std::marker::{PhantomData, PhantomPinned};
// std::os::raw rather than core::ffi: its C types are stable since Rust 1.1, core's
// only since 1.64 (Debian 12 has 1.63).
pub use std::os::raw::{c_char, c_int, c_uchar, c_void};

/// A game: an opaque handle, made by `renju_game_new()` and freed by
/// `renju_game_free()`.  Only ever behind a pointer; neither `Send` nor `Sync` nor
/// `Unpin`, as a C object owned by the library.
#[repr(C)]
pub struct renju_game {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// A position index: an opaque handle (`renju_index_new()`, `renju_index_free()`).
#[repr(C)]
pub struct renju_index {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// The memory functions of one handle: alloc returns NULL on failure, free accepts
/// NULL.
pub type renju_alloc_fn = Option<unsafe extern "C" fn(opaque: *mut c_void, size: usize) -> *mut c_void>;
pub type renju_free_fn = Option<unsafe extern "C" fn(opaque: *mut c_void, ptr: *mut c_void)>;
/// Receives the bytes of an index in order: 0 to go on, or a negative value.
pub type renju_write_fn =
    Option<unsafe extern "C" fn(context: *mut c_void, data: *const c_void, size: usize) -> c_int>;

/// Each constant of the header, an `int` as C passes it; and `CONSTANTS`, the list of
/// them all by name, which the tests compare with the values the C compiler gives.
macro_rules! constants {
    ($($name:ident = $value:expr;)*) => {
        $(pub const $name: c_int = $value;)*
        #[doc(hidden)]
        pub const CONSTANTS: &[(&str, c_int)] = &[$((stringify!($name), $name),)*];
    };
}

constants! {

    // version
    RENJU_VERSION_MAJOR = 0;
    RENJU_VERSION_MINOR = 3;
    RENJU_VERSION_PATCH = 0;

    // errors
    RENJU_OK = 0;
    RENJU_EINVAL = -1;
    RENJU_ENOMEM = -2;
    RENJU_ERANGE = -3;
    RENJU_EOCCUPIED = -4;
    RENJU_EFORBIDDEN = -5;
    RENJU_EGAMEOVER = -6;
    RENJU_EPHASE = -7;
    RENJU_EPLAYER = -8;
    RENJU_ENOTATION = -9;
    RENJU_EBUFSIZE = -10;
    RENJU_ENOMOVE = -11;
    RENJU_ENOPASS = -12;
    RENJU_EPOSITION = -13;
    RENJU_EEQUIVALENT = -14;
    RENJU_EPARSE = -15;

    // basic values
    RENJU_RULES_FREESTYLE = 0;
    RENJU_RULES_STANDARD = 1;
    RENJU_RULES_RENJU = 2;
    RENJU_RULES_FIVE_IN_A_ROW = 3;
    RENJU_RULES_CARO5 = 4;
    RENJU_RULES_CARO6 = 5;
    RENJU_EMPTY = 0;
    RENJU_BLACK = 1;
    RENJU_WHITE = 2;
    RENJU_PASS = 1024;
    RENJU_NO_POINT = 1025;
    RENJU_DEFAULT_SIZE = 15;
    RENJU_MIN_SIZE = 5;
    RENJU_MAX_SIZE = 20;

    // game lifecycle

    // options
    RENJU_OPT_FOUL_POLICY = 1;
    RENJU_OPT_ALLOW_PASS = 2;
    RENJU_OPT_CENTRE_FIRST = 3;
    RENJU_OPT_MOVE_LIMIT = 4;
    RENJU_OPT_THREE_READING = 5;
    RENJU_OPT_OPENING = 6;
    RENJU_OPT_OPENING_N = 7;
    RENJU_OPT_EDGE_BLOCKS = 8;
    RENJU_FOUL_REJECT = 0;
    RENJU_FOUL_LOSE = 1;
    RENJU_THREE_LITERAL = 0;
    RENJU_THREE_NONLITERAL = 1;

    // points

    // play

    // queries
    RENJU_TEXT_FORBIDDEN = 1;
    RENJU_TEXT_LAST = 2;
    RENJU_TEXT_OFFERS = 4;
    RENJU_ONGOING = 0;
    RENJU_BLACK_WINS = 1;
    RENJU_WHITE_WINS = 2;
    RENJU_DRAW = 3;
    RENJU_REASON_NONE = 0;
    RENJU_REASON_FIVE = 1;
    RENJU_REASON_OVERLINE = 2;
    RENJU_REASON_FOUL = 3;
    RENJU_REASON_RESIGNATION = 4;
    RENJU_REASON_FULL_BOARD = 5;
    RENJU_REASON_BOTH_PASSED = 6;
    RENJU_REASON_AGREEMENT = 7;
    RENJU_REASON_NO_LEGAL_POINT = 8;
    RENJU_REASON_MOVE_LIMIT = 9;
    RENJU_REASON_TIME = 10;
    RENJU_REASON_FORFEIT = 11;
    RENJU_FORBID_NONE = 0;
    RENJU_FORBID_OVERLINE = 1;
    RENJU_FORBID_DOUBLE_FOUR = 2;
    RENJU_FORBID_DOUBLE_THREE = 3;

    // setup

    // forbidden points

    // shapes, explanations
    RENJU_DIR_HORIZONTAL = 0;
    RENJU_DIR_VERTICAL = 1;
    RENJU_DIR_DIAGONAL = 2;
    RENJU_DIR_ANTIDIAGONAL = 3;
    RENJU_SHAPE_NONE = 0;
    RENJU_SHAPE_FIVE = 1;
    RENJU_SHAPE_OVERLINE = 2;
    RENJU_SHAPE_STRAIGHT_FOUR = 3;
    RENJU_SHAPE_FOUR = 4;
    RENJU_SHAPE_DOUBLE_FOUR = 5;
    RENJU_SHAPE_THREE = 6;
    RENJU_SHAPE_FALSE_THREE = 7;
    RENJU_KEY_MAKES_FIVE = 4;

    // opening rules
    RENJU_OPENING_NONE = 0;
    RENJU_OPENING_RIF = 1;
    RENJU_OPENING_YAMAGUCHI = 2;
    RENJU_OPENING_SOOSORV = 3;
    RENJU_OPENING_TARAGUCHI = 4;
    RENJU_OPENING_SWAP1 = 5;
    RENJU_OPENING_SWAP2 = 6;
    RENJU_OPENING_PRO = 7;
    RENJU_OPENING_LONG_PRO = 8;
    RENJU_OPENING_TARANNIKOV = 9;
    RENJU_OPENING_SUPER_TARAGUCHI = 10;
    RENJU_OPENING_SUPER_SAKATA = 11;
    RENJU_MAX_OFFERS = 100;
    RENJU_PLAYER_NONE = 0;
    RENJU_PLAYER_FIRST = 1;
    RENJU_PLAYER_SECOND = 2;
    RENJU_ACTION_NONE = 0;
    RENJU_ACTION_PLAY = 1;
    RENJU_ACTION_STONE = 2;
    RENJU_ACTION_SWAP = 3;
    RENJU_ACTION_DECLARE = 4;
    RENJU_ACTION_OFFERS = 5;
    RENJU_ACTION_CHOOSE_OFFER = 6;
    RENJU_ACTION_BRANCH = 7;
    RENJU_ACTION_COLOUR = 8;
    RENJU_ACTION_SWAP2 = 9;
    RENJU_BRANCH_FIFTH = 1;
    RENJU_BRANCH_OFFERS = 2;
    RENJU_SWAP2_BLACK = 1;
    RENJU_SWAP2_WHITE = 2;
    RENJU_SWAP2_TWO_MORE = 3;

    // symmetry, 26 openings
    RENJU_SYM_IDENTITY = 0;
    RENJU_SYM_ROTATE_90 = 1;
    RENJU_SYM_ROTATE_180 = 2;
    RENJU_SYM_ROTATE_270 = 3;
    RENJU_SYM_FLIP_COLUMNS = 4;
    RENJU_SYM_FLIP_ROWS = 5;
    RENJU_SYM_DIAGONAL = 6;
    RENJU_SYM_ANTIDIAGONAL = 7;
    RENJU_SYMMETRIES = 8;
    RENJU_KEY_SIZE = 16;
    RENJU_KEY_VERSION = 1;
    RENJU_OPENINGS = 26;

    // threat search
    RENJU_SOLVE_NONE = 0;
    RENJU_SOLVE_WIN = 1;
    RENJU_SOLVE_UNKNOWN = 2;
    RENJU_THREAT_VCF = 1;
    RENJU_THREAT_VCT = 2;
    RENJU_THREAT_WIN = 3;

    // game trees
    RENJU_NODE_CURRENT = -1;
    RENJU_NO_NODE = 0x7fffffff;
    RENJU_TREE_SCRATCH = 0;
    RENJU_TREE_KEEP = 1;
    RENJU_NODE_ROOT = 0;
    RENJU_NODE_STONE = 1;
    RENJU_NODE_PASS = 2;
    RENJU_NODE_RESIGN = 3;
    RENJU_NODE_FORFEIT = 4;
    RENJU_NODE_ACCEPT_DRAW = 5;
    RENJU_NODE_DECLINE_DRAW = 6;
    RENJU_NODE_SWAP = 7;
    RENJU_NODE_DECLARE = 8;
    RENJU_NODE_OFFERS = 9;
    RENJU_NODE_BRANCH = 10;
    RENJU_NODE_COLOUR = 11;
    RENJU_NODE_SWAP2 = 12;
    RENJU_NODE_NONE = 13;
    RENJU_NODE_KEPT = 1;
    RENJU_NODE_ILLEGAL = 2;
    RENJU_NODE_UNPLAYABLE = 4;
    RENJU_NODE_DRAW_OFFER = 8;
    RENJU_NODE_FOUL = 16;
    RENJU_NODE_MARKED = 32;
    RENJU_NODE_START = 64;
    RENJU_MARK_NONE = 0;
    RENJU_MARK_TRIANGLE = 1;
    RENJU_MARK_SQUARE = 2;
    RENJU_MARK_CIRCLE = 3;
    RENJU_MARK_CROSS = 4;

    // records
    RENJU_FORMAT_MOVES = 0;
    RENJU_FORMAT_SGF = 1;
    RENJU_FORMAT_PSQ = 2;
    RENJU_FORMAT_LIB = 3;
    RENJU_FORMAT_POS = 4;
    RENJU_FORMATS = 5;
    RENJU_IMPORT_RULES = 1;
    RENJU_IMPORT_PARTIAL = 2;
    RENJU_WARN_GAME_TYPE = 1;
    RENJU_WARN_CHARSET = 2;
    RENJU_WARN_TEXT = 3;
    RENJU_WARN_SKIPPED = 4;
    RENJU_WARN_VARIATIONS = 5;
    RENJU_WARN_RULES = 6;
    RENJU_WARN_UNRECORDED = 7;
    RENJU_WARN_OPENING = 8;
    RENJU_WARN_RESULT = 9;
    RENJU_WARN_LAYOUT = 10;
    RENJU_WARN_ILLEGAL_LINE = 11;
    RENJU_WARN_NOT_WRITTEN = 12;

    // position index
    RENJU_INDEX_VERSION = 1;
    RENJU_INDEX_MAX_GAMES = 4194304;
    RENJU_INDEX_NEXT_WIDTH = 5;

    // diagrams
    RENJU_DIAGRAM_COORDS = 1;
    RENJU_DIAGRAM_COORDS_ALL = 2;
    RENJU_DIAGRAM_NUMBERS = 4;
    RENJU_DIAGRAM_LAST = 8;
    RENJU_DIAGRAM_FORBIDDEN = 16;
    RENJU_DIAGRAM_MARKS = 32;
    RENJU_DIAGRAM_PLAIN = 64;
    RENJU_DIAGRAM_DEFAULT = 57;
    RENJU_VERSION_NUMBER = RENJU_VERSION_MAJOR * 10000 + RENJU_VERSION_MINOR * 100 + RENJU_VERSION_PATCH;
}

/// The version the header declares, as `RENJU_VERSION_STRING` writes it.
pub const RENJU_VERSION_STRING: &str = "0.3.0";

extern "C" {
    // version
    pub fn renju_version_number() -> c_int;
    pub fn renju_version_string() -> *const c_char;

    // errors
    pub fn renju_strerror(code: c_int) -> *const c_char;
    pub fn renju_errcode(game: *mut renju_game) -> c_int;
    pub fn renju_errmsg(game: *mut renju_game) -> *const c_char;

    // basic values
    pub fn renju_ruleset_name(ruleset: c_int) -> *const c_char;
    pub fn renju_ruleset_from_name(name: *const c_char) -> c_int;

    // game lifecycle
    pub fn renju_game_new(game: *mut *mut renju_game, ruleset: c_int, size: c_int) -> c_int;
    pub fn renju_game_new_custom(game: *mut *mut renju_game, ruleset: c_int, size: c_int, alloc: renju_alloc_fn, free: renju_free_fn, opaque: *mut c_void) -> c_int;
    pub fn renju_game_free(game: *mut renju_game);
    pub fn renju_game_clone(copy: *mut *mut renju_game, src: *mut renju_game) -> c_int;
    pub fn renju_game_reset(game: *mut renju_game) -> c_int;
    pub fn renju_game_ruleset(game: *mut renju_game) -> c_int;
    pub fn renju_game_size(game: *mut renju_game) -> c_int;

    // options
    pub fn renju_option_set(game: *mut renju_game, option: c_int, value: c_int) -> c_int;
    pub fn renju_option_get(game: *mut renju_game, option: c_int, value: *mut c_int) -> c_int;
    pub fn renju_option_bounds(game: *mut renju_game, option: c_int, min: *mut c_int, max: *mut c_int) -> c_int;

    // points
    pub fn renju_point(game: *mut renju_game, column: c_int, row: c_int) -> c_int;
    pub fn renju_point_column(game: *mut renju_game, point: c_int) -> c_int;
    pub fn renju_point_row(game: *mut renju_game, point: c_int) -> c_int;
    pub fn renju_point_parse(game: *mut renju_game, text: *const c_char, point: *mut c_int) -> c_int;
    pub fn renju_point_format(game: *mut renju_game, point: c_int, buf: *mut c_char, capacity: usize) -> c_int;

    // play
    pub fn renju_play(game: *mut renju_game, point: c_int) -> c_int;
    pub fn renju_pass(game: *mut renju_game) -> c_int;
    pub fn renju_undo(game: *mut renju_game) -> c_int;
    pub fn renju_redo(game: *mut renju_game) -> c_int;
    pub fn renju_resign(game: *mut renju_game, colour: c_int) -> c_int;
    pub fn renju_forfeit(game: *mut renju_game, colour: c_int, reason: c_int) -> c_int;
    pub fn renju_offer_draw(game: *mut renju_game, point: c_int) -> c_int;
    pub fn renju_accept_draw(game: *mut renju_game) -> c_int;
    pub fn renju_decline_draw(game: *mut renju_game) -> c_int;
    pub fn renju_draw_offered(game: *mut renju_game) -> c_int;

    // queries
    pub fn renju_stone(game: *mut renju_game, point: c_int) -> c_int;
    pub fn renju_board(game: *mut renju_game, cells: *mut c_uchar, capacity: usize) -> c_int;
    pub fn renju_board_text(game: *mut renju_game, flags: c_int, buf: *mut c_char, capacity: usize) -> c_int;
    pub fn renju_side_to_move(game: *mut renju_game) -> c_int;
    pub fn renju_move_count(game: *mut renju_game) -> c_int;
    pub fn renju_stone_count(game: *mut renju_game) -> c_int;
    pub fn renju_moves(game: *mut renju_game, moves: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_last_move(game: *mut renju_game) -> c_int;
    pub fn renju_result(game: *mut renju_game) -> c_int;
    pub fn renju_result_reason(game: *mut renju_game) -> c_int;
    pub fn renju_reason_name(reason: c_int) -> *const c_char;
    pub fn renju_winning_line(game: *mut renju_game, points: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_forbid_name(kind: c_int) -> *const c_char;
    pub fn renju_result_foul(game: *mut renju_game, kind: *mut c_int, point: *mut c_int) -> c_int;

    // setup
    pub fn renju_setup_begin(game: *mut renju_game) -> c_int;
    pub fn renju_setup_put(game: *mut renju_game, point: c_int, colour: c_int) -> c_int;
    pub fn renju_setup_side(game: *mut renju_game, colour: c_int) -> c_int;
    pub fn renju_setup_end(game: *mut renju_game) -> c_int;
    pub fn renju_in_setup(game: *mut renju_game) -> c_int;

    // forbidden points
    pub fn renju_forbidden(game: *mut renju_game, point: c_int) -> c_int;
    pub fn renju_forbidden_map(game: *mut renju_game, map: *mut c_uchar, capacity: usize) -> c_int;

    // shapes, explanations
    pub fn renju_shape(game: *mut renju_game, point: c_int, colour: c_int, dir: c_int) -> c_int;
    pub fn renju_shape_stones(game: *mut renju_game, point: c_int, colour: c_int, dir: c_int, points: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_shape_keys(game: *mut renju_game, point: c_int, colour: c_int, dir: c_int, points: *mut c_int, status: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_explain(game: *mut renju_game, point: c_int, buf: *mut c_char, capacity: usize) -> c_int;

    // opening rules
    pub fn renju_opening_rule_name(opening: c_int) -> *const c_char;
    pub fn renju_opening_rule_from_name(name: *const c_char) -> c_int;
    pub fn renju_expected_action(game: *mut renju_game) -> c_int;
    pub fn renju_expected_player(game: *mut renju_game) -> c_int;
    pub fn renju_expected_colour(game: *mut renju_game) -> c_int;
    pub fn renju_player_colour(game: *mut renju_game, player: c_int) -> c_int;
    pub fn renju_colours_final(game: *mut renju_game) -> c_int;
    pub fn renju_allowed_points(game: *mut renju_game, points: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_point_allowed(game: *mut renju_game, point: c_int) -> c_int;
    pub fn renju_offer_bounds(game: *mut renju_game, min: *mut c_int, max: *mut c_int) -> c_int;
    pub fn renju_offers(game: *mut renju_game, points: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_swap(game: *mut renju_game, player: c_int, do_swap: c_int) -> c_int;
    pub fn renju_declare(game: *mut renju_game, player: c_int, number: c_int) -> c_int;
    pub fn renju_propose(game: *mut renju_game, player: c_int, points: *const c_int, count: usize) -> c_int;
    pub fn renju_choose_offer(game: *mut renju_game, player: c_int, point: c_int) -> c_int;
    pub fn renju_choose_branch(game: *mut renju_game, player: c_int, branch: c_int) -> c_int;
    pub fn renju_choose_colour(game: *mut renju_game, player: c_int, colour: c_int) -> c_int;
    pub fn renju_choose_swap2(game: *mut renju_game, player: c_int, option: c_int) -> c_int;
    pub fn renju_play_as(game: *mut renju_game, player: c_int, point: c_int) -> c_int;

    // symmetry, 26 openings
    pub fn renju_symmetry_point(game: *mut renju_game, sym: c_int, point: c_int) -> c_int;
    pub fn renju_symmetry_inverse(sym: c_int) -> c_int;
    pub fn renju_position_key(game: *mut renju_game, key: *mut c_uchar, sym: *mut c_int) -> c_int;
    pub fn renju_offers_equivalent(game: *mut renju_game, a: c_int, b: c_int) -> c_int;
    pub fn renju_opening_identify(game: *mut renju_game, black1: c_int, white2: c_int, black3: c_int, sym: *mut c_int) -> c_int;
    pub fn renju_opening_index(game: *mut renju_game) -> c_int;
    pub fn renju_opening_points(game: *mut renju_game, index: c_int, sym: c_int, points: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_opening_name(index: c_int) -> *const c_char;
    pub fn renju_opening_kanji(index: c_int) -> *const c_char;
    pub fn renju_opening_direct(index: c_int) -> c_int;

    // threat search
    pub fn renju_vcf(game: *mut renju_game, max_nodes: c_int, outcome: *mut c_int, nodes: *mut c_int, line: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_solve(game: *mut renju_game, moves: c_int, max_nodes: c_int, outcome: *mut c_int, nodes: *mut c_int, line: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_search_time_set(game: *mut renju_game, milliseconds: c_int) -> c_int;
    pub fn renju_search_time_get(game: *mut renju_game) -> c_int;
    pub fn renju_vct(game: *mut renju_game, max_nodes: c_int, outcome: *mut c_int, nodes: *mut c_int, line: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_defences(game: *mut renju_game, threat: c_int, max_nodes: c_int, outcome: *mut c_int, nodes: *mut c_int, points: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_proof(game: *mut renju_game, threat: c_int, moves: c_int, max_nodes: c_int, outcome: *mut c_int, nodes: *mut c_int, proof: *mut *mut renju_game) -> c_int;

    // game trees
    pub fn renju_tree_node(game: *mut renju_game) -> c_int;
    pub fn renju_tree_root(game: *mut renju_game) -> c_int;
    pub fn renju_tree_parent(game: *mut renju_game) -> c_int;
    pub fn renju_tree_child(game: *mut renju_game, index: c_int) -> c_int;
    pub fn renju_tree_sibling(game: *mut renju_game, step: c_int) -> c_int;
    pub fn renju_tree_goto(game: *mut renju_game, node: c_int) -> c_int;
    pub fn renju_tree_follow(game: *mut renju_game, indexes: *const c_int, count: usize) -> c_int;
    pub fn renju_tree_mode_set(game: *mut renju_game, mode: c_int) -> c_int;
    pub fn renju_tree_mode_get(game: *mut renju_game) -> c_int;
    pub fn renju_tree_delete(game: *mut renju_game, node: c_int) -> c_int;
    pub fn renju_tree_promote(game: *mut renju_game, node: c_int) -> c_int;
    pub fn renju_node_count(game: *mut renju_game) -> c_int;
    pub fn renju_node_parent(game: *mut renju_game, node: c_int) -> c_int;
    pub fn renju_node_depth(game: *mut renju_game, node: c_int) -> c_int;
    pub fn renju_node_index(game: *mut renju_game, node: c_int) -> c_int;
    pub fn renju_node_next(game: *mut renju_game, node: c_int) -> c_int;
    pub fn renju_node_children(game: *mut renju_game, node: c_int, children: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_node_action(game: *mut renju_game, node: c_int, colour: *mut c_int, value: *mut c_int) -> c_int;
    pub fn renju_node_flags(game: *mut renju_game, node: c_int) -> c_int;
    pub fn renju_node_flag_set(game: *mut renju_game, node: c_int, flag: c_int, on: c_int) -> c_int;
    pub fn renju_node_offers(game: *mut renju_game, node: c_int, points: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_node_line(game: *mut renju_game, node: c_int, moves: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_tree_path(game: *mut renju_game, node: c_int, indexes: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_node_error(game: *mut renju_game, node: c_int, code: *mut c_int, buf: *mut c_char, capacity: usize) -> c_int;
    pub fn renju_node_comment_set(game: *mut renju_game, node: c_int, text: *const c_char) -> c_int;
    pub fn renju_node_comment_get(game: *mut renju_game, node: c_int, buf: *mut c_char, capacity: usize) -> c_int;
    pub fn renju_node_name_set(game: *mut renju_game, node: c_int, text: *const c_char) -> c_int;
    pub fn renju_node_name_get(game: *mut renju_game, node: c_int, buf: *mut c_char, capacity: usize) -> c_int;
    pub fn renju_node_label_set(game: *mut renju_game, node: c_int, point: c_int, text: *const c_char) -> c_int;
    pub fn renju_node_label_get(game: *mut renju_game, node: c_int, point: c_int, buf: *mut c_char, capacity: usize) -> c_int;
    pub fn renju_node_labels(game: *mut renju_game, node: c_int, points: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_node_mark_set(game: *mut renju_game, node: c_int, point: c_int, mark: c_int) -> c_int;
    pub fn renju_node_mark_get(game: *mut renju_game, node: c_int, point: c_int) -> c_int;
    pub fn renju_node_marks(game: *mut renju_game, node: c_int, points: *mut c_int, marks: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_node_setup(game: *mut renju_game, node: c_int, points: *mut c_int, colours: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_node_properties(game: *mut renju_game, node: c_int, buf: *mut c_char, capacity: usize) -> c_int;

    // records
    pub fn renju_format_name(format: c_int) -> *const c_char;
    pub fn renju_format_from_name(name: *const c_char) -> c_int;
    pub fn renju_record_export(game: *mut renju_game, format: c_int, buf: *mut c_char, capacity: usize) -> c_int;
    pub fn renju_tree_export(game: *mut renju_game, format: c_int, buf: *mut c_char, capacity: usize) -> c_int;
    pub fn renju_node_export(game: *mut renju_game, node: c_int, buf: *mut c_char, capacity: usize) -> c_int;
    pub fn renju_record_import(game: *mut renju_game, format: c_int, text: *const c_char, length: usize, flags: c_int) -> c_int;
    pub fn renju_record_import_next(game: *mut renju_game, format: c_int, text: *const c_char, length: usize, offset: *mut usize, flags: c_int) -> c_int;
    pub fn renju_record_warnings(game: *mut renju_game) -> c_int;
    pub fn renju_record_warning(game: *mut renju_game, index: c_int, code: *mut c_int, line: *mut c_int, column: *mut c_int, count: *mut c_int) -> *const c_char;
    pub fn renju_rules_from_name(name: *const c_char, ruleset: *mut c_int, opening: *mut c_int, opening_n: *mut c_int) -> c_int;
    pub fn renju_record_error_position(game: *mut renju_game, line: *mut c_int, column: *mut c_int, r#move: *mut c_int) -> c_int;
    pub fn renju_record_charset_set(game: *mut renju_game, charset: *const c_char) -> c_int;
    pub fn renju_record_charset_get(game: *mut renju_game, buf: *mut c_char, capacity: usize) -> c_int;
    pub fn renju_tag_set(game: *mut renju_game, name: *const c_char, value: *const c_char) -> c_int;
    pub fn renju_tag_get(game: *mut renju_game, name: *const c_char, buf: *mut c_char, capacity: usize) -> c_int;
    pub fn renju_tag_name(index: c_int) -> *const c_char;

    // position index
    pub fn renju_index_new(index: *mut *mut renju_index) -> c_int;
    pub fn renju_index_new_custom(index: *mut *mut renju_index, alloc: renju_alloc_fn, free: renju_free_fn, opaque: *mut c_void) -> c_int;
    pub fn renju_index_free(index: *mut renju_index);
    pub fn renju_index_errmsg(index: *mut renju_index) -> *const c_char;
    pub fn renju_index_add(index: *mut renju_index, game: *mut renju_game, result: c_int, label: *const c_char) -> c_int;
    pub fn renju_index_games(index: *mut renju_index) -> c_int;
    pub fn renju_index_positions(index: *mut renju_index) -> c_int;
    pub fn renju_index_label(index: *mut renju_index, game: c_int) -> *const c_char;
    pub fn renju_index_result(index: *mut renju_index, game: c_int) -> c_int;
    pub fn renju_index_write(index: *mut renju_index, func: renju_write_fn, context: *mut c_void) -> c_int;
    pub fn renju_index_open(index: *mut renju_index, data: *const c_void, size: usize) -> c_int;
    pub fn renju_index_find(index: *mut renju_index, game: *mut renju_game, games: *mut c_int, capacity: usize) -> c_int;
    pub fn renju_index_next(index: *mut renju_index, game: *mut renju_game, moves: *mut c_int, capacity: usize) -> c_int;

    // diagrams
    pub fn renju_diagram_svg(game: *mut renju_game, flags: c_int, first: c_int, cell: c_int, title: *const c_char, buf: *mut c_char, capacity: usize) -> c_int;
}
