// SPDX-License-Identifier: MIT
//! The threat searches: VCF, VCT, win in N, defences and proofs.
use crate::enums::*;
use crate::error::{Error, ErrorCode, Result};
use crate::game::{Game, LONGEST};
use crate::point::{Move, Point};
use crate::tree::NodeId;
use librenju_sys as sys;
use std::os::raw::c_int;
use std::ptr::{self, NonNull};

/// The positions a search may look at unless told otherwise.
pub const DEFAULT_MAX_NODES: i32 = 1_000_000;

/// How long a search may go on: a number of positions (0: no limit) and, if given, a
/// time in milliseconds (renju_search_time_set(3)), for this search alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub max_nodes: i32,
    pub time_ms: Option<i32>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { max_nodes: DEFAULT_MAX_NODES, time_ms: None }
    }
}

impl Limits {
    /// At most `max_nodes` positions, no time limit.
    pub fn nodes(max_nodes: i32) -> Limits {
        Limits { max_nodes, time_ms: None }
    }
}

/// What a search found: the outcome, the main line of a win (attacker and defender
/// alternately), the positions searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Search {
    pub outcome: SolveOutcome,
    pub line: Vec<Move>,
    pub nodes: i32,
}

/// The defences of the side to move against a threat (renju_defences(3)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Defences {
    /// `Win` when there is a threat to stop, `None` when there is none, `Unknown` when
    /// a limit came first.
    pub outcome: SolveOutcome,
    pub points: Vec<Point>,
    pub nodes: i32,
}

/// A win with its proof (renju_proof(3)): a game of its own, a copy of the searched
/// game standing on the same node, whose children there are the proof.
#[derive(Debug)]
pub struct Proof {
    pub outcome: SolveOutcome,
    pub nodes: i32,
    game: Option<Game>,
    first: Option<NodeId>,
}

impl Proof {
    /// The proof's game, None when the outcome is not a win.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// The proof's game, to walk or edit.
    pub fn game_mut(&mut self) -> Option<&mut Game> {
        self.game.as_mut()
    }

    /// The game, taken out of the proof.
    pub fn into_game(self) -> Option<Game> {
        self.game
    }

    /// The node of the proof's first move in its game.
    pub fn first(&self) -> Option<NodeId> {
        self.first
    }

    /// The proof's moves as one SGF game tree (`(;B[jh])`); None without a win.
    pub fn export(&self) -> Result<Option<String>> {
        match (&self.game, self.first) {
            (Some(g), Some(n)) => g.node(n).export().map(Some),
            _ => Ok(None),
        }
    }
}

impl Game {
    /// Runs a search with the limits' time set for it alone.
    fn limited<T>(&self, limits: Limits, f: impl FnOnce() -> Result<T>) -> Result<T> {
        let time = match limits.time_ms {
            Some(t) => t,
            None => return f(),
        };
        let before = self.search_time();
        // A handle's setting, put back at once: no Rust code runs in between, and the
        // game is not Sync, so no other thread sees it.
        self.check(unsafe { sys::renju_search_time_set(self.ptr(), time) })?;
        let r = f();
        unsafe { sys::renju_search_time_set(self.ptr(), before) };
        r
    }

    fn search(&self, limits: Limits, f: impl Fn(*mut c_int, *mut c_int, *mut c_int, usize) -> c_int) -> Result<Search> {
        self.limited(limits, || {
            let (mut outcome, mut nodes): (c_int, c_int) = (0, 0);
            // One call, into a buffer as long as any line: the search runs either way,
            // so asking the size first would run it twice.
            let mut line = vec![0 as c_int; LONGEST];
            let n = self.check(f(&mut outcome, &mut nodes, line.as_mut_ptr(), line.len()))? as usize;
            Ok(Search { outcome: SolveOutcome::from_value(outcome)?, line: self.moves_of(&line[..n])?, nodes })
        })
    }

    /// Victory by continuous fours for the side to move (renju_vcf(3)).
    pub fn vcf(&self, limits: Limits) -> Result<Search> {
        self.search(limits, |o, n, l, c| unsafe { sys::renju_vcf(self.ptr(), limits.max_nodes, o, n, l, c) })
    }

    /// Victory by continuous threats for the side to move (renju_vct(3)).
    pub fn vct(&self, limits: Limits) -> Result<Search> {
        self.search(limits, |o, n, l, c| unsafe { sys::renju_vct(self.ptr(), limits.max_nodes, o, n, l, c) })
    }

    /// Win in `moves` moves of the side to move (1 to 20; renju_vcf(3), renju_solve).
    pub fn solve(&self, moves: i32, limits: Limits) -> Result<Search> {
        self.search(limits, |o, n, l, c| unsafe { sys::renju_solve(self.ptr(), moves, limits.max_nodes, o, n, l, c) })
    }

    /// The defences of the side to move against a threat of the other side
    /// (`Threat::Vcf` or `Threat::Vct`).
    pub fn defences(&self, threat: Threat, limits: Limits) -> Result<Defences> {
        self.limited(limits, || {
            let (mut outcome, mut nodes): (c_int, c_int) = (0, 0);
            let mut points = vec![0 as c_int; LONGEST];
            let n = self.check(unsafe {
                sys::renju_defences(
                    self.ptr(),
                    threat.value(),
                    limits.max_nodes,
                    &mut outcome,
                    &mut nodes,
                    points.as_mut_ptr(),
                    points.len(),
                )
            })? as usize;
            let size = self.size();
            Ok(Defences {
                outcome: SolveOutcome::from_value(outcome)?,
                points: points[..n].iter().map(|&p| Point::from_index(p as usize, size)).collect::<Result<_>>()?,
                nodes,
            })
        })
    }

    /// A win of the side to move with its proof (`moves` for `Threat::Win` only).
    pub fn proof(&self, threat: Threat, moves: i32, limits: Limits) -> Result<Proof> {
        self.limited(limits, || {
            let (mut outcome, mut nodes): (c_int, c_int) = (0, 0);
            let mut raw: *mut sys::renju_game = ptr::null_mut();
            let first = self.check(unsafe {
                sys::renju_proof(self.ptr(), threat.value(), moves, limits.max_nodes, &mut outcome, &mut nodes, &mut raw)
            })?;
            let outcome = SolveOutcome::from_value(outcome)?;
            let game = NonNull::new(raw).map(Game::from_raw);
            if outcome == SolveOutcome::Win && game.is_none() {
                return Err(Error::new(ErrorCode::OutOfMemory, "renju_proof gave a win without its game"));
            }
            let first = game.as_ref().map(|g| NodeId::new(g, first));
            Ok(Proof { outcome, nodes, game, first })
        })
    }
}
