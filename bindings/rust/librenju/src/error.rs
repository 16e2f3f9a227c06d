// SPDX-License-Identifier: MIT
//! The library's errors: its code and its message, as `renju_errcode()` and
//! `renju_errmsg()` give them.
use librenju_sys as sys;
use std::fmt;

/// The `RENJU_E*` codes of the library.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorCode {
    /// `RENJU_EINVAL`: an invalid argument (an unknown value; in this crate also text
    /// with a NUL character, a node of another game).
    InvalidArgument,
    /// `RENJU_ENOMEM`: the allocator failed.
    OutOfMemory,
    /// `RENJU_ERANGE`: a point or value out of range.
    OutOfRange,
    /// `RENJU_EOCCUPIED`: the point already holds a stone.
    Occupied,
    /// `RENJU_EFORBIDDEN`: a forbidden point for black.
    Forbidden,
    /// `RENJU_EGAMEOVER`: the game has ended.
    GameOver,
    /// `RENJU_EPHASE`: not allowed now (setup mode, an opening step, a started game).
    WrongPhase,
    /// `RENJU_EPLAYER`: not this player's turn or right.
    WrongPlayer,
    /// `RENJU_ENOTATION`: malformed point notation.
    Notation,
    /// `RENJU_EBUFSIZE`: a buffer too small (the caller's slice, in this crate).
    BufferTooSmall,
    /// `RENJU_ENOMOVE`: nothing to undo or redo.
    NoMove,
    /// `RENJU_ENOPASS`: passing is not allowed.
    NoPass,
    /// `RENJU_EPOSITION`: a position the rules cannot continue from.
    Position,
    /// `RENJU_EEQUIVALENT`: two 5th-move offers are equivalent.
    EquivalentOffers,
    /// `RENJU_EPARSE`: a malformed game record (see [`Error::record_position`]).
    Parse,
    /// A negative value that is none of the codes above (a newer library's).
    Unknown,
}

impl ErrorCode {
    /// Every code, in the header's order.
    pub const ALL: &'static [ErrorCode] = &[
        ErrorCode::InvalidArgument,
        ErrorCode::OutOfMemory,
        ErrorCode::OutOfRange,
        ErrorCode::Occupied,
        ErrorCode::Forbidden,
        ErrorCode::GameOver,
        ErrorCode::WrongPhase,
        ErrorCode::WrongPlayer,
        ErrorCode::Notation,
        ErrorCode::BufferTooSmall,
        ErrorCode::NoMove,
        ErrorCode::NoPass,
        ErrorCode::Position,
        ErrorCode::EquivalentOffers,
        ErrorCode::Parse,
    ];

    /// The code as the library returns it (`RENJU_EINVAL` is -1, ...); `Unknown` is
    /// `i32::MIN`.
    pub fn value(self) -> i32 {
        match self {
            ErrorCode::InvalidArgument => sys::RENJU_EINVAL,
            ErrorCode::OutOfMemory => sys::RENJU_ENOMEM,
            ErrorCode::OutOfRange => sys::RENJU_ERANGE,
            ErrorCode::Occupied => sys::RENJU_EOCCUPIED,
            ErrorCode::Forbidden => sys::RENJU_EFORBIDDEN,
            ErrorCode::GameOver => sys::RENJU_EGAMEOVER,
            ErrorCode::WrongPhase => sys::RENJU_EPHASE,
            ErrorCode::WrongPlayer => sys::RENJU_EPLAYER,
            ErrorCode::Notation => sys::RENJU_ENOTATION,
            ErrorCode::BufferTooSmall => sys::RENJU_EBUFSIZE,
            ErrorCode::NoMove => sys::RENJU_ENOMOVE,
            ErrorCode::NoPass => sys::RENJU_ENOPASS,
            ErrorCode::Position => sys::RENJU_EPOSITION,
            ErrorCode::EquivalentOffers => sys::RENJU_EEQUIVALENT,
            ErrorCode::Parse => sys::RENJU_EPARSE,
            ErrorCode::Unknown => i32::MIN,
        }
    }

    /// The code of a negative value the library returned.
    pub fn from_value(code: i32) -> ErrorCode {
        ErrorCode::ALL.iter().copied().find(|c| c.value() == code).unwrap_or(ErrorCode::Unknown)
    }
}

/// Where a record failed to import: `renju_record_error_position()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct RecordPosition {
    /// The line (1-based) in the text, 0 for the record as a whole.
    pub line: i32,
    /// The column (1-based, in bytes).
    pub column: i32,
    /// The number of the move being read: the moves replayed before it plus one.
    pub move_number: i32,
}

/// A failed call: the library's code and its message ("o16 is off the 15x15 board").
/// The game is left exactly as it was before the call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    code: i32,
    message: String,
    record: Option<RecordPosition>,
    next: Option<usize>,
}

impl Error {
    pub(crate) fn new(code: ErrorCode, message: impl Into<String>) -> Error {
        Error::raw(code.value(), message.into())
    }

    pub(crate) fn raw(code: i32, message: String) -> Error {
        let message = if message.is_empty() { crate::strerror(code) } else { message };
        Error { code, message, record: None, next: None }
    }

    pub(crate) fn with_record(mut self, at: RecordPosition) -> Error {
        self.record = Some(at);
        self
    }

    pub(crate) fn with_next(mut self, next: usize) -> Error {
        self.next = Some(next);
        self
    }

    /// The code, as an [`ErrorCode`].
    pub fn code(&self) -> ErrorCode {
        ErrorCode::from_value(self.code)
    }

    /// The code as the library returned it: a negative `RENJU_E*` value.
    pub fn raw_code(&self) -> i32 {
        self.code
    }

    /// The library's message (or this crate's, for what it refuses before calling it).
    pub fn message(&self) -> &str {
        &self.message
    }

    /// Where an import failed ([`crate::Game::import`], [`crate::Game::import_next`]).
    pub fn record_position(&self) -> Option<RecordPosition> {
        self.record
    }

    /// After a failed [`crate::Game::import_next`]: the offset where the next game is
    /// looked for, past the one that could not be read.
    pub fn next_offset(&self) -> Option<usize> {
        self.next
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// The crate's result: a value, or the library's [`Error`].
pub type Result<T> = std::result::Result<T, Error>;
