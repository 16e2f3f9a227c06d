// SPDX-License-Identifier: MIT
//! The position index (renju_index(3)): the positions of many games, found in any
//! orientation and move order.
use crate::enums::GameResult;
use crate::error::{Error, ErrorCode, Result};
use crate::game::Game;
use crate::point::Move;
use crate::util::{cstring, owned_str};
use librenju_sys as sys;
use std::cell::Cell;
use std::marker::PhantomData;
use std::os::raw::{c_int, c_void};
use std::ptr::{self, NonNull};

/// The version of the bytes an index writes (`RENJU_INDEX_VERSION`).
pub const INDEX_VERSION: i32 = sys::RENJU_INDEX_VERSION;
/// The games an index can hold (`RENJU_INDEX_MAX_GAMES`).
pub const INDEX_MAX_GAMES: usize = sys::RENJU_INDEX_MAX_GAMES as usize;

/// A move played next from a position, and what became of the games that played it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextMove {
    pub point: Move,
    pub games: i32,
    pub black_wins: i32,
    pub draws: i32,
    pub black_losses: i32,
}

/// An index of positions, freed when dropped.  `'a` is the life of the bytes an
/// index opened in place reads ([`Index::open`]); an index built in memory, or read
/// from bytes it keeps ([`Index::from_bytes`]), is `Index<'static>`.  `Send`, not
/// `Sync`: one index must not be used from two threads at once.
///
/// The bytes of an index opened in place must outlive it:
///
/// ```compile_fail
/// let bytes = librenju::Index::new().unwrap().to_bytes().unwrap();
/// let index = librenju::Index::open(&bytes).unwrap();
/// drop(bytes);
/// index.games();
/// ```
pub struct Index<'a> {
    raw: NonNull<sys::renju_index>,
    // Bytes read in place, owned by the index (from_bytes); freed after the handle.
    _owned: Option<Box<[u8]>>,
    _borrowed: PhantomData<&'a [u8]>,
    _not_sync: PhantomData<Cell<()>>,
}

unsafe impl Send for Index<'_> {}

impl Drop for Index<'_> {
    fn drop(&mut self) {
        // The handle first: the bytes it reads in place are freed after it.
        unsafe { sys::renju_index_free(self.raw.as_ptr()) }
    }
}

impl Index<'static> {
    /// A new, empty index.
    pub fn new() -> Result<Index<'static>> {
        let mut raw: *mut sys::renju_index = ptr::null_mut();
        let rc = unsafe { sys::renju_index_new(&mut raw) };
        match NonNull::new(raw) {
            Some(raw) if rc >= 0 => Ok(Index { raw, _owned: None, _borrowed: PhantomData, _not_sync: PhantomData }),
            _ => Err(Error::raw(rc.min(sys::RENJU_ENOMEM), "cannot make an index".to_string())),
        }
    }

    /// An index of the bytes [`Index::to_bytes`] wrote, which it keeps.
    pub fn from_bytes(bytes: impl Into<Vec<u8>>) -> Result<Index<'static>> {
        let owned: Box<[u8]> = bytes.into().into_boxed_slice();
        let mut ix = Index::new()?;
        // The box's bytes do not move when the box does.
        let rc = unsafe { sys::renju_index_open(ix.ptr(), owned.as_ptr() as *const c_void, owned.len()) };
        ix.check(rc)?;
        ix._owned = Some(owned);
        Ok(ix)
    }
}

impl<'a> Index<'a> {
    /// An index that reads the bytes [`Index::to_bytes`] wrote in place, as a mapped
    /// file: they are borrowed for the index's life.
    pub fn open(bytes: &'a [u8]) -> Result<Index<'a>> {
        let base = Index::new()?;
        let ix = Index { raw: base.raw, _owned: None, _borrowed: PhantomData, _not_sync: PhantomData };
        std::mem::forget(base);
        let rc = unsafe { sys::renju_index_open(ix.ptr(), bytes.as_ptr() as *const c_void, bytes.len()) };
        ix.check(rc)?;
        Ok(ix)
    }

    fn ptr(&self) -> *mut sys::renju_index {
        self.raw.as_ptr()
    }

    fn check(&self, rc: c_int) -> Result<c_int> {
        if rc >= 0 {
            return Ok(rc);
        }
        Err(Error::raw(rc, owned_str(unsafe { sys::renju_index_errmsg(self.ptr()) }).unwrap_or_default()))
    }

    /// Add every position of a game's tree, with what its record says of its end and
    /// a label; returns the game's number in the index.
    pub fn add(&mut self, game: &Game, result: GameResult, label: &str) -> Result<usize> {
        let l = cstring(label)?;
        Ok(self.check(unsafe { sys::renju_index_add(self.ptr(), game.as_ptr(), result.value(), l.as_ptr()) })? as usize)
    }

    /// The number of games.
    pub fn games(&self) -> usize {
        unsafe { sys::renju_index_games(self.ptr()) }.max(0) as usize
    }

    /// The number of positions held.
    pub fn positions(&self) -> usize {
        unsafe { sys::renju_index_positions(self.ptr()) }.max(0) as usize
    }

    fn game_number(&self, n: usize) -> Result<c_int> {
        if n >= self.games() {
            return Err(Error::new(ErrorCode::OutOfRange, format!("no game {} in an index of {}", n, self.games())));
        }
        Ok(n as c_int)
    }

    /// A game's label.
    pub fn label(&self, n: usize) -> Result<String> {
        let g = self.game_number(n)?;
        owned_str(unsafe { sys::renju_index_label(self.ptr(), g) })
            .ok_or_else(|| Error::new(ErrorCode::OutOfRange, format!("no game {}", n)))
    }

    /// A game's result.
    pub fn result(&self, n: usize) -> Result<GameResult> {
        let g = self.game_number(n)?;
        GameResult::from_value(self.check(unsafe { sys::renju_index_result(self.ptr(), g) })?)
    }

    /// The index as bytes, as [`Index::from_bytes`] and [`Index::open`] read them.
    pub fn to_bytes(&self) -> Result<Vec<u8>> {
        unsafe extern "C" fn append(context: *mut c_void, data: *const c_void, size: usize) -> c_int {
            let out = &mut *(context as *mut Vec<u8>);
            if size > 0 {
                out.extend_from_slice(std::slice::from_raw_parts(data as *const u8, size));
            }
            0
        }
        let mut out: Vec<u8> = Vec::new();
        let ctx = &mut out as *mut Vec<u8> as *mut c_void;
        self.check(unsafe { sys::renju_index_write(self.ptr(), Some(append), ctx) })?;
        Ok(out)
    }

    /// The numbers of the games that reach the position `game` stands on.
    pub fn find(&self, game: &Game) -> Result<Vec<usize>> {
        let n = self.check(unsafe { sys::renju_index_find(self.ptr(), game.as_ptr(), ptr::null_mut(), 0) })? as usize;
        let mut games: Vec<c_int> = vec![0; n];
        if n > 0 {
            let got = self.check(unsafe { sys::renju_index_find(self.ptr(), game.as_ptr(), games.as_mut_ptr(), n) })?;
            games.truncate(got as usize);
        }
        Ok(games.into_iter().map(|g| g as usize).collect())
    }

    /// The moves played next from that position, most played first.
    pub fn next_moves(&self, game: &Game) -> Result<Vec<NextMove>> {
        const W: usize = sys::RENJU_INDEX_NEXT_WIDTH as usize;
        let n = self.check(unsafe { sys::renju_index_next(self.ptr(), game.as_ptr(), ptr::null_mut(), 0) })? as usize;
        let mut raw: Vec<c_int> = vec![0; n * W];
        let mut got = 0;
        if n > 0 {
            got = self.check(unsafe { sys::renju_index_next(self.ptr(), game.as_ptr(), raw.as_mut_ptr(), raw.len()) })?
                as usize;
        }
        raw[..got * W]
            .chunks(W)
            .map(|m| {
                Ok(NextMove {
                    point: Move::from_raw(m[0], game.size())?,
                    games: m[1],
                    black_wins: m[2],
                    draws: m[3],
                    black_losses: m[4],
                })
            })
            .collect()
    }
}

impl std::fmt::Debug for Index<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Index({} games, {} positions)", self.games(), self.positions())
    }
}
