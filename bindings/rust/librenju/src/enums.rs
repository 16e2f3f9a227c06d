// SPDX-License-Identifier: MIT
//! The enumerations and bit flags of the header, each value the header's: a variant
//! is named after its constant (`RENJU_FORBID_DOUBLE_THREE` is
//! `ForbiddenKind::DoubleThree`), which the tests check against the constants.
use crate::error::{Error, ErrorCode, Result};
use crate::util::static_str;
use librenju_sys as sys;
use std::fmt;

macro_rules! c_enum {
    ($(#[$m:meta])* $name:ident, $what:literal, $prefix:literal { $($(#[$vm:meta])* $var:ident = $val:expr,)* }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name { $($(#[$vm])* $var,)* }

        impl $name {
            /// Every value, in the header's order.
            pub const ALL: &'static [$name] = &[$($name::$var,)*];
            #[doc(hidden)]
            pub const PREFIX: &'static str = $prefix;

            /// The value as the library takes it.
            pub fn value(self) -> i32 {
                match self { $($name::$var => $val,)* }
            }

            /// The variant of a value the library gave or takes; `OutOfRange` for
            /// another value.
            pub fn from_value(value: i32) -> Result<$name> {
                $(if value == $val { return Ok($name::$var); })*
                Err(Error::new(ErrorCode::OutOfRange, format!("{} is no {}", value, $what)))
            }
        }
    };
}

c_enum! {
    /// A stone's colour, or none (`RENJU_EMPTY`); also the side to move.
    Colour, "colour", "" {
        Empty = sys::RENJU_EMPTY,
        Black = sys::RENJU_BLACK,
        White = sys::RENJU_WHITE,
    }
}

impl Colour {
    /// The other colour (`Empty` stays `Empty`).
    pub fn other(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
            Colour::Empty => Colour::Empty,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::Empty => "empty",
            Colour::Black => "black",
            Colour::White => "white",
        })
    }
}

c_enum! {
    /// A rule set (renju_rules(7), RULE SETS).
    Ruleset, "rule set", "RULES_" {
        /// Five or more wins, both colours.
        Freestyle = sys::RENJU_RULES_FREESTYLE,
        /// Standard gomoku: exactly five wins.
        Standard = sys::RENJU_RULES_STANDARD,
        /// RIF renju: black's forbidden points, white's overline wins.
        Renju = sys::RENJU_RULES_RENJU,
        /// Sapronov's five in a row.
        FiveInARow = sys::RENJU_RULES_FIVE_IN_A_ROW,
        /// Caro: exactly five, not blocked at both ends.
        Caro5 = sys::RENJU_RULES_CARO5,
        /// Caro: five or more, not blocked at both ends.
        Caro6 = sys::RENJU_RULES_CARO6,
    }
}

impl Ruleset {
    /// The library's name ("renju", "caro-5").
    pub fn name(self) -> &'static str {
        static_str(unsafe { sys::renju_ruleset_name(self.value()) })
    }

    /// The rule set of a name in any spelling the library reads ("Renju", "gomoku",
    /// "caro 6"); `InvalidArgument` for an unknown name.
    pub fn from_name(name: &str) -> Result<Ruleset> {
        let c = crate::util::cstring(name)?;
        let v = unsafe { sys::renju_ruleset_from_name(c.as_ptr()) };
        if v < 0 {
            return Err(Error::new(ErrorCode::InvalidArgument, format!("{:?} is no rule set", name)));
        }
        Ruleset::from_value(v)
    }
}

c_enum! {
    /// An opening rule (renju_rules(7), OPENING RULES).
    OpeningRule, "opening rule", "OPENING_" {
        None = sys::RENJU_OPENING_NONE,
        Rif = sys::RENJU_OPENING_RIF,
        Yamaguchi = sys::RENJU_OPENING_YAMAGUCHI,
        Soosorv = sys::RENJU_OPENING_SOOSORV,
        Taraguchi = sys::RENJU_OPENING_TARAGUCHI,
        Swap1 = sys::RENJU_OPENING_SWAP1,
        Swap2 = sys::RENJU_OPENING_SWAP2,
        Pro = sys::RENJU_OPENING_PRO,
        LongPro = sys::RENJU_OPENING_LONG_PRO,
        Tarannikov = sys::RENJU_OPENING_TARANNIKOV,
        SuperTaraguchi = sys::RENJU_OPENING_SUPER_TARAGUCHI,
        SuperSakata = sys::RENJU_OPENING_SUPER_SAKATA,
    }
}

impl OpeningRule {
    /// The library's name ("soosorv", "super-sakata").
    pub fn name(self) -> &'static str {
        static_str(unsafe { sys::renju_opening_rule_name(self.value()) })
    }

    /// The rule of a name, without its N ("Soosorv", "Long Pro", "supersakata").
    pub fn from_name(name: &str) -> Result<OpeningRule> {
        let c = crate::util::cstring(name)?;
        let v = unsafe { sys::renju_opening_rule_from_name(c.as_ptr()) };
        if v < 0 {
            return Err(Error::new(ErrorCode::InvalidArgument, format!("{:?} is no opening rule", name)));
        }
        OpeningRule::from_value(v)
    }
}

c_enum! {
    /// The result of a game.
    GameResult, "result", "" {
        Ongoing = sys::RENJU_ONGOING,
        BlackWins = sys::RENJU_BLACK_WINS,
        WhiteWins = sys::RENJU_WHITE_WINS,
        Draw = sys::RENJU_DRAW,
    }
}

c_enum! {
    /// Why a game ended.
    Reason, "reason", "REASON_" {
        None = sys::RENJU_REASON_NONE,
        Five = sys::RENJU_REASON_FIVE,
        Overline = sys::RENJU_REASON_OVERLINE,
        Foul = sys::RENJU_REASON_FOUL,
        Resignation = sys::RENJU_REASON_RESIGNATION,
        FullBoard = sys::RENJU_REASON_FULL_BOARD,
        BothPassed = sys::RENJU_REASON_BOTH_PASSED,
        Agreement = sys::RENJU_REASON_AGREEMENT,
        NoLegalPoint = sys::RENJU_REASON_NO_LEGAL_POINT,
        MoveLimit = sys::RENJU_REASON_MOVE_LIMIT,
        Time = sys::RENJU_REASON_TIME,
        Forfeit = sys::RENJU_REASON_FORFEIT,
    }
}

impl Reason {
    /// The library's words ("five in a row", "none").
    pub fn name(self) -> &'static str {
        static_str(unsafe { sys::renju_reason_name(self.value()) })
    }
}

c_enum! {
    /// What a black stone on a point would be under the renju rules.
    ForbiddenKind, "kind of forbidden point", "FORBID_" {
        /// Legal.
        None = sys::RENJU_FORBID_NONE,
        Overline = sys::RENJU_FORBID_OVERLINE,
        DoubleFour = sys::RENJU_FORBID_DOUBLE_FOUR,
        DoubleThree = sys::RENJU_FORBID_DOUBLE_THREE,
    }
}

impl ForbiddenKind {
    /// The library's word ("overline", "double-four", "double-three", "legal").
    pub fn name(self) -> &'static str {
        static_str(unsafe { sys::renju_forbid_name(self.value()) })
    }
}

c_enum! {
    /// A line's direction through a point, walked from its lower end.
    Direction, "direction", "DIR_" {
        Horizontal = sys::RENJU_DIR_HORIZONTAL,
        Vertical = sys::RENJU_DIR_VERTICAL,
        Diagonal = sys::RENJU_DIR_DIAGONAL,
        Antidiagonal = sys::RENJU_DIR_ANTIDIAGONAL,
    }
}

c_enum! {
    /// What one stone makes on one line (renju_shape(3)).
    Shape, "shape", "SHAPE_" {
        None = sys::RENJU_SHAPE_NONE,
        Five = sys::RENJU_SHAPE_FIVE,
        Overline = sys::RENJU_SHAPE_OVERLINE,
        StraightFour = sys::RENJU_SHAPE_STRAIGHT_FOUR,
        Four = sys::RENJU_SHAPE_FOUR,
        DoubleFour = sys::RENJU_SHAPE_DOUBLE_FOUR,
        Three = sys::RENJU_SHAPE_THREE,
        FalseThree = sys::RENJU_SHAPE_FALSE_THREE,
    }
}

c_enum! {
    /// Whether a key point of a shape can be played, or why not (renju_shape_keys(3)).
    KeyStatus, "key point status", "" {
        Playable = 0,
        Overline = sys::RENJU_FORBID_OVERLINE,
        DoubleFour = sys::RENJU_FORBID_DOUBLE_FOUR,
        DoubleThree = sys::RENJU_FORBID_DOUBLE_THREE,
        /// `RENJU_KEY_MAKES_FIVE`: the literal reading of the three.
        MakesFive = sys::RENJU_KEY_MAKES_FIVE,
    }
}

c_enum! {
    /// An option of a game (renju_option_set(3)).
    GameOption, "option", "OPT_" {
        FoulPolicy = sys::RENJU_OPT_FOUL_POLICY,
        AllowPass = sys::RENJU_OPT_ALLOW_PASS,
        CentreFirst = sys::RENJU_OPT_CENTRE_FIRST,
        MoveLimit = sys::RENJU_OPT_MOVE_LIMIT,
        ThreeReading = sys::RENJU_OPT_THREE_READING,
        Opening = sys::RENJU_OPT_OPENING,
        OpeningN = sys::RENJU_OPT_OPENING_N,
        EdgeBlocks = sys::RENJU_OPT_EDGE_BLOCKS,
    }
}

c_enum! {
    /// What a forbidden black move does (`GameOption::FoulPolicy`).
    FoulPolicy, "foul policy", "FOUL_" {
        Reject = sys::RENJU_FOUL_REJECT,
        Lose = sys::RENJU_FOUL_LOSE,
    }
}

c_enum! {
    /// The two readings of a three (`GameOption::ThreeReading`).
    ThreeReading, "three reading", "THREE_" {
        Literal = sys::RENJU_THREE_LITERAL,
        Nonliteral = sys::RENJU_THREE_NONLITERAL,
    }
}

c_enum! {
    /// The two players: the first makes the first move and is black until a swap.
    Player, "player", "PLAYER_" {
        None = sys::RENJU_PLAYER_NONE,
        First = sys::RENJU_PLAYER_FIRST,
        Second = sys::RENJU_PLAYER_SECOND,
    }
}

c_enum! {
    /// What the game expects next.
    Action, "action", "ACTION_" {
        None = sys::RENJU_ACTION_NONE,
        Play = sys::RENJU_ACTION_PLAY,
        Stone = sys::RENJU_ACTION_STONE,
        Swap = sys::RENJU_ACTION_SWAP,
        Declare = sys::RENJU_ACTION_DECLARE,
        Offers = sys::RENJU_ACTION_OFFERS,
        ChooseOffer = sys::RENJU_ACTION_CHOOSE_OFFER,
        Branch = sys::RENJU_ACTION_BRANCH,
        Colour = sys::RENJU_ACTION_COLOUR,
        Swap2 = sys::RENJU_ACTION_SWAP2,
    }
}

c_enum! {
    /// Taraguchi's two branches at move 5.
    Branch, "branch", "BRANCH_" {
        Fifth = sys::RENJU_BRANCH_FIFTH,
        Offers = sys::RENJU_BRANCH_OFFERS,
    }
}

c_enum! {
    /// The choice of three of Swap2 and Super Sakata.
    Swap2Choice, "Swap2 choice", "SWAP2_" {
        Black = sys::RENJU_SWAP2_BLACK,
        White = sys::RENJU_SWAP2_WHITE,
        TwoMore = sys::RENJU_SWAP2_TWO_MORE,
    }
}

c_enum! {
    /// The 8 symmetries of the square board, about its centre.
    Symmetry, "symmetry", "SYM_" {
        Identity = sys::RENJU_SYM_IDENTITY,
        Rotate90 = sys::RENJU_SYM_ROTATE_90,
        Rotate180 = sys::RENJU_SYM_ROTATE_180,
        Rotate270 = sys::RENJU_SYM_ROTATE_270,
        FlipColumns = sys::RENJU_SYM_FLIP_COLUMNS,
        FlipRows = sys::RENJU_SYM_FLIP_ROWS,
        Diagonal = sys::RENJU_SYM_DIAGONAL,
        Antidiagonal = sys::RENJU_SYM_ANTIDIAGONAL,
    }
}

impl Symmetry {
    /// The symmetry that undoes this one (`renju_symmetry_inverse()`).
    pub fn inverse(self) -> Symmetry {
        let v = unsafe { sys::renju_symmetry_inverse(self.value()) };
        Symmetry::from_value(v).unwrap_or(self)
    }
}

c_enum! {
    /// A record format.
    Format, "record format", "FORMAT_" {
        /// A move list on one line.
        Moves = sys::RENJU_FORMAT_MOVES,
        /// SGF `FF[4] GM[4]`, the game tree.
        Sgf = sys::RENJU_FORMAT_SGF,
        /// Piskvork .psq.
        Psq = sys::RENJU_FORMAT_PSQ,
        /// RenLib .lib (binary), the game tree.
        Lib = sys::RENJU_FORMAT_LIB,
        /// xl / ZJRenju .pos (binary), read only.
        Pos = sys::RENJU_FORMAT_POS,
    }
}

impl Format {
    /// The library's name ("sgf", "lib").
    pub fn name(self) -> &'static str {
        static_str(unsafe { sys::renju_format_name(self.value()) })
    }

    /// The format of a name or a file name's extension, in any case, with or without
    /// its dot ("sgf", ".SGF", "renlib", "txt").
    pub fn from_name(name: &str) -> Result<Format> {
        let c = crate::util::cstring(name)?;
        let v = unsafe { sys::renju_format_from_name(c.as_ptr()) };
        if v < 0 {
            return Err(Error::new(ErrorCode::InvalidArgument, format!("{:?} is no record format", name)));
        }
        Format::from_value(v)
    }

    /// Whether the format's records are bytes rather than text (.lib, .pos).
    pub fn is_binary(self) -> bool {
        matches!(self, Format::Lib | Format::Pos)
    }
}

c_enum! {
    /// What an import read leniently or passed over.
    WarningCode, "warning", "WARN_" {
        GameType = sys::RENJU_WARN_GAME_TYPE,
        Charset = sys::RENJU_WARN_CHARSET,
        Text = sys::RENJU_WARN_TEXT,
        Skipped = sys::RENJU_WARN_SKIPPED,
        Variations = sys::RENJU_WARN_VARIATIONS,
        Rules = sys::RENJU_WARN_RULES,
        Unrecorded = sys::RENJU_WARN_UNRECORDED,
        Opening = sys::RENJU_WARN_OPENING,
        Result = sys::RENJU_WARN_RESULT,
        Layout = sys::RENJU_WARN_LAYOUT,
        IllegalLine = sys::RENJU_WARN_ILLEGAL_LINE,
        NotWritten = sys::RENJU_WARN_NOT_WRITTEN,
    }
}

c_enum! {
    /// Whether the actions played are kept in the tree.
    TreeMode, "tree mode", "TREE_" {
        Scratch = sys::RENJU_TREE_SCRATCH,
        Keep = sys::RENJU_TREE_KEEP,
    }
}

c_enum! {
    /// What a node of the game tree holds.
    NodeKind, "node kind", "NODE_" {
        Root = sys::RENJU_NODE_ROOT,
        Stone = sys::RENJU_NODE_STONE,
        Pass = sys::RENJU_NODE_PASS,
        Resign = sys::RENJU_NODE_RESIGN,
        Forfeit = sys::RENJU_NODE_FORFEIT,
        AcceptDraw = sys::RENJU_NODE_ACCEPT_DRAW,
        DeclineDraw = sys::RENJU_NODE_DECLINE_DRAW,
        Swap = sys::RENJU_NODE_SWAP,
        Declare = sys::RENJU_NODE_DECLARE,
        Offers = sys::RENJU_NODE_OFFERS,
        Branch = sys::RENJU_NODE_BRANCH,
        Colour = sys::RENJU_NODE_COLOUR,
        Swap2 = sys::RENJU_NODE_SWAP2,
        None = sys::RENJU_NODE_NONE,
    }
}

c_enum! {
    /// A mark on a point of a node.
    Mark, "mark", "MARK_" {
        None = sys::RENJU_MARK_NONE,
        Triangle = sys::RENJU_MARK_TRIANGLE,
        Square = sys::RENJU_MARK_SQUARE,
        Circle = sys::RENJU_MARK_CIRCLE,
        Cross = sys::RENJU_MARK_CROSS,
    }
}

c_enum! {
    /// What a threat search found.
    SolveOutcome, "search outcome", "SOLVE_" {
        /// Proved: no win of the kind asked for.
        None = sys::RENJU_SOLVE_NONE,
        /// A win, its main line given.
        Win = sys::RENJU_SOLVE_WIN,
        /// The node or time limit came first.
        Unknown = sys::RENJU_SOLVE_UNKNOWN,
    }
}

c_enum! {
    /// A kind of threat (renju_defences(3), renju_proof(3)).
    Threat, "threat", "THREAT_" {
        Vcf = sys::RENJU_THREAT_VCF,
        Vct = sys::RENJU_THREAT_VCT,
        Win = sys::RENJU_THREAT_WIN,
    }
}

macro_rules! flag_enum_display {
    ($($name:ident),*) => {$(
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    )*};
}
flag_enum_display!(Ruleset, OpeningRule, Reason, ForbiddenKind, Format);

macro_rules! bit_flags {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $flag:ident = $val:expr,)* }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
        pub struct $name(i32);

        impl $name {
            $($(#[$vm])* pub const $flag: $name = $name($val);)*
            #[doc(hidden)]
            pub const NAMED: &'static [(&'static str, $name)] = &[$((stringify!($flag), $name::$flag),)*];

            /// No flag.
            pub const fn empty() -> $name {
                $name(0)
            }
            /// The flags as the library takes them.
            pub const fn bits(self) -> i32 {
                self.0
            }
            /// Any bits, as the library would take them (it refuses those it does not know).
            pub const fn from_bits(bits: i32) -> $name {
                $name(bits)
            }
            /// Whether every flag of `other` is set.
            pub const fn contains(self, other: $name) -> bool {
                self.0 & other.0 == other.0
            }
        }

        impl std::ops::BitOr for $name {
            type Output = $name;
            fn bitor(self, other: $name) -> $name {
                $name(self.0 | other.0)
            }
        }

        impl std::ops::BitOrAssign for $name {
            fn bitor_assign(&mut self, other: $name) {
                self.0 |= other.0;
            }
        }
    };
}

bit_flags! {
    /// Flags of [`crate::Game::board_text`].
    TextFlags {
        /// x on black's forbidden points (renju).
        FORBIDDEN = sys::RENJU_TEXT_FORBIDDEN,
        /// [ ] around the last move's stone.
        LAST = sys::RENJU_TEXT_LAST,
        /// ? on the 5th-move offers while they are to be chosen.
        OFFERS = sys::RENJU_TEXT_OFFERS,
    }
}

bit_flags! {
    /// Flags of [`crate::Game::diagram_svg`].
    DiagramFlags {
        COORDS = sys::RENJU_DIAGRAM_COORDS,
        COORDS_ALL = sys::RENJU_DIAGRAM_COORDS_ALL,
        NUMBERS = sys::RENJU_DIAGRAM_NUMBERS,
        LAST = sys::RENJU_DIAGRAM_LAST,
        FORBIDDEN = sys::RENJU_DIAGRAM_FORBIDDEN,
        MARKS = sys::RENJU_DIAGRAM_MARKS,
        PLAIN = sys::RENJU_DIAGRAM_PLAIN,
        DEFAULT = sys::RENJU_DIAGRAM_DEFAULT,
    }
}

bit_flags! {
    /// Flags of a node of the game tree.
    NodeFlags {
        KEPT = sys::RENJU_NODE_KEPT,
        ILLEGAL = sys::RENJU_NODE_ILLEGAL,
        UNPLAYABLE = sys::RENJU_NODE_UNPLAYABLE,
        DRAW_OFFER = sys::RENJU_NODE_DRAW_OFFER,
        FOUL = sys::RENJU_NODE_FOUL,
        MARKED = sys::RENJU_NODE_MARKED,
        START = sys::RENJU_NODE_START,
    }
}

bit_flags! {
    /// Flags of [`crate::Game::import`].
    ImportFlags {
        /// Take the rule set and board size the record names.
        RULES = sys::RENJU_IMPORT_RULES,
        /// On an illegal action, keep the game before it.
        PARTIAL = sys::RENJU_IMPORT_PARTIAL,
    }
}
