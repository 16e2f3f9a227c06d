// SPDX-License-Identifier: MIT
//! librenju for Rust: the rules of renju, gomoku (freestyle and standard), five in a
//! row and caro from the C library librenju, safely.
//!
//! ```
//! use librenju::{Game, Ruleset, ErrorCode, Limits, Format};
//!
//! let mut game = Game::new(Ruleset::Renju)?;
//! game.play_moves("h8 a15 i8 a13 h9 a11 j9 o1")?;
//! let forbidden = game.forbidden_points()?;              // {h7: double-three}
//! assert_eq!(forbidden.len(), 1);
//! assert!(game.explain("h7")?.starts_with("h7 is a double-three"));
//! let err = game.play("h7").unwrap_err();                // the library's error
//! assert_eq!(err.code(), ErrorCode::Forbidden);
//! println!("{} {}", err, game.vcf(Limits::default())?.outcome as i32);
//! println!("{}", game.export(Format::Sgf)?);
//! # Ok::<(), librenju::Error>(())
//! ```
//!
//! [`Game`] owns a handle of the library and frees it when dropped; every call that
//! can fail returns [`Result`] with the library's [`Error`] (its code and message),
//! and a failed call leaves the game as it was.  Nodes of the game tree borrow their
//! game ([`Node`], [`NodeMut`]); an [`Index`] of positions borrows the bytes it reads
//! in place.  Games and indexes are `Send`, not `Sync`.
use librenju_sys as sys;

mod enums;
mod error;
mod game;
mod index;
mod point;
mod records;
mod rules;
mod solve;
mod tree;
mod util;

pub use crate::enums::*;
pub use crate::error::{Error, ErrorCode, RecordPosition, Result};
pub use crate::game::{Board, ForbiddenMap, Game, PointArg};
pub use crate::index::{Index, NextMove, INDEX_MAX_GAMES, INDEX_VERSION};
pub use crate::point::{Move, Point, DEFAULT_SIZE, MAX_SIZE, MIN_SIZE};
pub use crate::records::{rules_from_name, tag_names, RecordWarning, Rules};
pub use crate::rules::{KeyPoint, Opening, PositionKey, KEY_SIZE, KEY_VERSION, MAX_OFFERS, OPENINGS};
pub use crate::solve::{Defences, Limits, Proof, Search, DEFAULT_MAX_NODES};
pub use crate::tree::{Node, NodeAction, NodeError, NodeId, NodeMut, Nodes};

/// The raw interface, for what this crate does not cover (the custom allocators).
pub use librenju_sys;

/// The version of the library linked ("0.3.0").
pub fn version() -> &'static str {
    util::static_str(unsafe { sys::renju_version_string() })
}

/// The version of the library linked as a number: major * 10000 + minor * 100 + patch.
pub fn version_number() -> i32 {
    unsafe { sys::renju_version_number() }
}

/// The library's English words for a code ("invalid argument").
pub fn strerror(code: i32) -> String {
    util::static_str(unsafe { sys::renju_strerror(code) }).to_string()
}
