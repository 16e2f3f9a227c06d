// SPDX-License-Identifier: MIT
//! Points and moves as values, the same on any board: whether a point is on a game's
//! board, the game says (`OutOfRange`).
use crate::error::{Error, ErrorCode, Result};
use librenju_sys as sys;
use std::fmt;
use std::os::raw::c_int;
use std::str::FromStr;

/// The largest board's side (`RENJU_MAX_SIZE`).
pub const MAX_SIZE: usize = sys::RENJU_MAX_SIZE as usize;
/// The smallest board's side (`RENJU_MIN_SIZE`).
pub const MIN_SIZE: usize = sys::RENJU_MIN_SIZE as usize;
/// The side of renju's board, and the default (`RENJU_DEFAULT_SIZE`).
pub const DEFAULT_SIZE: usize = sys::RENJU_DEFAULT_SIZE as usize;

/// A point: its column (0 the leftmost, "a") and row (0 the bottom row, "1"), written
/// "h8".  Ordered as the library numbers points: by row, then column.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    row: u8,
    column: u8,
}

impl Point {
    /// The point at a column and row, each 0 to 19; `OutOfRange` otherwise.
    pub fn new(column: i32, row: i32) -> Result<Point> {
        let max = MAX_SIZE as i32;
        if column < 0 || column >= max || row < 0 || row >= max {
            return Err(Error::new(
                ErrorCode::OutOfRange,
                format!("column {}, row {} is off every board (0 to {})", column, row, max - 1),
            ));
        }
        Ok(Point { row: row as u8, column: column as u8 })
    }

    /// The column, from 0.
    pub fn column(self) -> usize {
        self.column as usize
    }

    /// The row, from 0 at the bottom.
    pub fn row(self) -> usize {
        self.row as usize
    }

    /// Parse notation: a column letter (a to t, either case) and a row number (1 to
    /// 20, no leading zero).  `Notation` for anything else ("pass" included: see
    /// [`Move::parse`]), `OutOfRange` for a well-formed point off every board.
    pub fn parse(text: &str) -> Result<Point> {
        let b = text.as_bytes();
        let notation = || {
            Error::new(
                ErrorCode::Notation,
                format!("{:?} is no point: a letter and a number, such as h8", text),
            )
        };
        if b.len() < 2 || b.len() > 12 || !b[0].is_ascii_alphabetic() || b[1] == b'0' {
            return Err(notation());
        }
        let mut row: u64 = 0;
        for &d in &b[1..] {
            if !d.is_ascii_digit() {
                return Err(notation());
            }
            row = row * 10 + u64::from(d - b'0');
        }
        let column = b[0].to_ascii_lowercase() - b'a';
        if column as usize >= MAX_SIZE || row as usize > MAX_SIZE {
            return Err(Error::new(ErrorCode::OutOfRange, format!("{} is off every board", text)));
        }
        Point::new(i32::from(column), row as i32 - 1)
    }

    /// The point of the library's number on a board of side `size`.
    pub fn from_index(index: usize, size: usize) -> Result<Point> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) || index >= size * size {
            return Err(Error::new(
                ErrorCode::OutOfRange,
                format!("{} is no point of a {}x{} board", index, size, size),
            ));
        }
        Ok(Point { row: (index / size) as u8, column: (index % size) as u8 })
    }

    /// The library's number of the point on a board of side `size`:
    /// row * size + column; `OutOfRange` off that board.
    pub fn index(self, size: usize) -> Result<usize> {
        if self.column() >= size || self.row() >= size {
            return Err(off_board(self, size));
        }
        Ok(self.row() * size + self.column())
    }
}

pub(crate) fn off_board(p: Point, size: usize) -> Error {
    Error::new(ErrorCode::OutOfRange, format!("{} is off the {}x{} board", p, size, size))
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.column) as char, self.row as u32 + 1)
    }
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Point {
    type Err = Error;
    fn from_str(s: &str) -> Result<Point> {
        Point::parse(s)
    }
}

/// A move in a list of moves: a stone's point, or a pass.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    Stone(Point),
    Pass,
}

impl Move {
    /// A point's notation, or "pass" (either case) or "--".
    pub fn parse(text: &str) -> Result<Move> {
        if text.eq_ignore_ascii_case("pass") || text == "--" {
            Ok(Move::Pass)
        } else {
            Point::parse(text).map(Move::Stone)
        }
    }

    /// The point of a stone, None for a pass.
    pub fn point(self) -> Option<Point> {
        match self {
            Move::Stone(p) => Some(p),
            Move::Pass => None,
        }
    }

    pub(crate) fn from_raw(raw: c_int, size: usize) -> Result<Move> {
        if raw == sys::RENJU_PASS {
            Ok(Move::Pass)
        } else if raw < 0 {
            Err(Error::new(ErrorCode::OutOfRange, format!("{} is no move", raw)))
        } else {
            Point::from_index(raw as usize, size).map(Move::Stone)
        }
    }
}

impl From<Point> for Move {
    fn from(p: Point) -> Move {
        Move::Stone(p)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Stone(p) => fmt::Display::fmt(p, f),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Move {
    type Err = Error;
    fn from_str(s: &str) -> Result<Move> {
        Move::parse(s)
    }
}
