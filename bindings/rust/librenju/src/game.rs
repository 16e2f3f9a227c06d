// SPDX-License-Identifier: MIT
//! The game: its handle, its life, options, play and the queries of its position.
use crate::enums::*;
use crate::error::{Error, ErrorCode, Result};
use crate::point::{off_board, Move, Point};
use crate::util::{cstring, owned_str, text_of};
use librenju_sys as sys;
use std::cell::Cell;
use std::fmt;
use std::marker::PhantomData;
use std::os::raw::{c_char, c_int};
use std::ptr::{self, NonNull};
use std::sync::atomic::{AtomicU64, Ordering};

/// The longest list a search or a position can give: every point of the largest
/// board, twice (a line may hold passes): buffers this size are never too small.
pub(crate) const LONGEST: usize = 2 * crate::MAX_SIZE * crate::MAX_SIZE;

/// Numbers the games of the process, so that a node of one is told from a node of
/// another ([`crate::NodeId`]).
static SERIAL: AtomicU64 = AtomicU64::new(1);

/// A game of renju, gomoku, five in a row or caro: the library's handle, freed when
/// the `Game` is dropped.
///
/// Every failed call returns the library's [`Error`] and leaves the game exactly as
/// it was.  Queries take `&self`, actions `&mut self`.
///
/// A game may move to another thread (`Send`): the library has no global state and
/// asks only that one handle is not used by two threads at once.  It is not `Sync`,
/// since even a query writes the handle's record of the last error: share it between
/// threads behind a `Mutex`.  Sharing it without one does not compile:
///
/// ```compile_fail
/// let game = librenju::Game::new(librenju::Ruleset::Renju).unwrap();
/// std::thread::scope(|s| {
///     s.spawn(|| game.move_count());   // &Game is not Send: Game is not Sync
/// });
/// ```
///
/// Nor does a use after the drop:
///
/// ```compile_fail
/// let game = librenju::Game::new(librenju::Ruleset::Renju).unwrap();
/// drop(game);
/// game.move_count();
/// ```
pub struct Game {
    raw: NonNull<sys::renju_game>,
    // The board's side, asked of the library whenever it can change (an import with
    // the record's rules), so that a Point becomes the library's number without a call.
    size: usize,
    serial: u64,
    // Cell: not Sync; the raw pointer alone would make it neither Send nor Sync.
    _not_sync: PhantomData<Cell<()>>,
}

// The library allows a handle to be used from any thread, one at a time (renju(3),
// THREAD SAFETY); &mut and !Sync give exactly that.
unsafe impl Send for Game {}

impl Drop for Game {
    fn drop(&mut self) {
        unsafe { sys::renju_game_free(self.raw.as_ptr()) }
    }
}

impl Game {
    /// A game of a rule set on its default board (15x15).
    pub fn new(ruleset: Ruleset) -> Result<Game> {
        Game::with_size(ruleset, 0)
    }

    /// A game of a rule set on a board of side `size` (0: 15).  `OutOfRange` for a
    /// size the rule set is not played on (renju and five in a row: 15 only; the
    /// others 5 to 20).
    pub fn with_size(ruleset: Ruleset, size: i32) -> Result<Game> {
        let mut raw: *mut sys::renju_game = ptr::null_mut();
        let rc = unsafe { sys::renju_game_new(&mut raw, ruleset.value(), size) };
        if rc < 0 {
            let what = if rc == sys::RENJU_ERANGE {
                format!("the rules {} are not played on a {}x{} board", ruleset.name(), size, size)
            } else {
                crate::strerror(rc)
            };
            return Err(Error::raw(rc, what));
        }
        match NonNull::new(raw) {
            Some(raw) => Ok(Game::from_raw(raw)),
            None => Err(Error::new(ErrorCode::OutOfMemory, "renju_game_new gave no game")),
        }
    }

    /// A game of a rule set under an opening rule with its N (0: the rule's default).
    pub fn with_opening(ruleset: Ruleset, opening: OpeningRule, n: i32) -> Result<Game> {
        let mut g = Game::new(ruleset)?;
        g.set_opening(opening, n)?;
        Ok(g)
    }

    /// The game of a record, under the rules the record names.
    pub fn from_record(data: impl AsRef<[u8]>, format: Format) -> Result<Game> {
        let mut g = Game::new(Ruleset::Freestyle)?;
        g.import(data, format, ImportFlags::RULES)?;
        Ok(g)
    }

    pub(crate) fn from_raw(raw: NonNull<sys::renju_game>) -> Game {
        let size = unsafe { sys::renju_game_size(raw.as_ptr()) }.max(0) as usize;
        Game { raw, size, serial: SERIAL.fetch_add(1, Ordering::Relaxed), _not_sync: PhantomData }
    }

    /// A deep copy: position, history, tree, options, tags, settings.
    pub fn try_clone(&self) -> Result<Game> {
        let mut raw: *mut sys::renju_game = ptr::null_mut();
        self.check(unsafe { sys::renju_game_clone(&mut raw, self.ptr()) })?;
        NonNull::new(raw)
            .map(Game::from_raw)
            .ok_or_else(|| Error::new(ErrorCode::OutOfMemory, "renju_game_clone gave no game"))
    }

    /// Back to the empty board, black to move; the rule set, size and options kept.
    pub fn reset(&mut self) -> Result<()> {
        self.check(unsafe { sys::renju_game_reset(self.ptr()) }).map(drop)
    }

    /// The handle, for a call of librenju-sys.  It stays the game's: never free it.
    pub fn as_ptr(&self) -> *mut sys::renju_game {
        self.raw.as_ptr()
    }

    #[inline]
    pub(crate) fn ptr(&self) -> *mut sys::renju_game {
        self.raw.as_ptr()
    }

    pub(crate) fn serial(&self) -> u64 {
        self.serial
    }

    /// After a call that may have changed the rules (an import).
    pub(crate) fn refresh_size(&mut self) {
        self.size = unsafe { sys::renju_game_size(self.ptr()) }.max(0) as usize;
    }

    /// Runs `f` on a copy of the game, which takes the game's place only if `f`
    /// succeeds: a sequence of calls that fails half way leaves the game as it was.
    pub(crate) fn atomically<T>(&mut self, f: impl FnOnce(&mut Game) -> Result<T>) -> Result<T> {
        let mut copy = self.try_clone()?;
        let value = f(&mut copy)?;
        // The copy's handle becomes this game's; this game's old one is freed with
        // the copy.  The serial stays, as the game is the same.
        std::mem::swap(&mut self.raw, &mut copy.raw);
        self.size = copy.size;
        Ok(value)
    }

    // ------------------------------------------------------------- errors

    /// The return value of a call, or the error it recorded in the handle.
    #[inline]
    pub(crate) fn check(&self, rc: c_int) -> Result<c_int> {
        if rc >= 0 {
            Ok(rc)
        } else {
            Err(self.error(rc))
        }
    }

    #[cold]
    pub(crate) fn error(&self, rc: c_int) -> Error {
        let msg = owned_str(unsafe { sys::renju_errmsg(self.ptr()) }).unwrap_or_default();
        Error::raw(rc, msg)
    }

    /// The code of the last call on the handle that could fail: 0 after a success.
    pub fn errcode(&self) -> i32 {
        unsafe { sys::renju_errcode(self.ptr()) }
    }

    /// The message of the last call on the handle ("" after a success).
    pub fn errmsg(&self) -> String {
        owned_str(unsafe { sys::renju_errmsg(self.ptr()) }).unwrap_or_default()
    }

    // ----------------------------------------------------- buffers, text

    /// A list by the buffer convention: the number needed, then the list.
    pub(crate) fn ints(&self, f: impl Fn(*mut c_int, usize) -> c_int) -> Result<Vec<c_int>> {
        let n = self.check(f(ptr::null_mut(), 0))? as usize;
        let mut buf: Vec<c_int> = vec![0; n];
        if n > 0 {
            let got = self.check(f(buf.as_mut_ptr(), n))? as usize;
            buf.truncate(got);
        }
        Ok(buf)
    }

    /// A list of points by the buffer convention.
    pub(crate) fn points(&self, f: impl Fn(*mut c_int, usize) -> c_int) -> Result<Vec<Point>> {
        let size = self.size;
        self.ints(f)?.into_iter().map(|p| Point::from_index(p as usize, size)).collect()
    }

    pub(crate) fn moves_of(&self, raw: &[c_int]) -> Result<Vec<Move>> {
        raw.iter().map(|&p| Move::from_raw(p, self.size)).collect()
    }

    /// Bytes by the buffer convention for text: the capacity needed with the NUL,
    /// then the bytes without it.
    pub(crate) fn bytes(&self, f: impl Fn(*mut c_char, usize) -> c_int) -> Result<Vec<u8>> {
        let needed = self.check(f(ptr::null_mut(), 0))? as usize;
        let mut buf = vec![0u8; needed.max(1)];
        let len = self.check(f(buf.as_mut_ptr() as *mut c_char, buf.len()))? as usize;
        buf.truncate(len);
        Ok(buf)
    }

    /// Text by the buffer convention for text.
    pub(crate) fn text(&self, f: impl Fn(*mut c_char, usize) -> c_int) -> Result<String> {
        let buf = self.bytes(f)?;
        let len = buf.len();
        Ok(text_of(buf, len))
    }

    // ------------------------------------------------------ rules, options

    /// The rule set.
    pub fn ruleset(&self) -> Ruleset {
        let v = unsafe { sys::renju_game_ruleset(self.ptr()) };
        Ruleset::from_value(v).unwrap_or(Ruleset::Renju)
    }

    /// The board's side (15 unless the rule set allows another).
    #[inline]
    pub fn size(&self) -> usize {
        self.size
    }

    /// Set an option, before the first move or opening action (`WrongPhase` after).
    pub fn set_option(&mut self, option: GameOption, value: i32) -> Result<()> {
        self.check(unsafe { sys::renju_option_set(self.ptr(), option.value(), value) }).map(drop)
    }

    /// An option's value.
    pub fn option(&self, option: GameOption) -> Result<i32> {
        let mut v: c_int = 0;
        self.check(unsafe { sys::renju_option_get(self.ptr(), option.value(), &mut v) })?;
        Ok(v)
    }

    /// The smallest and largest value an option accepts in this game.
    pub fn option_bounds(&self, option: GameOption) -> Result<(i32, i32)> {
        let (mut lo, mut hi): (c_int, c_int) = (0, 0);
        self.check(unsafe { sys::renju_option_bounds(self.ptr(), option.value(), &mut lo, &mut hi) })?;
        Ok((lo, hi))
    }

    /// The opening rule and its N (0: the rule's default), before the first action;
    /// both or neither are set.
    pub fn set_opening(&mut self, rule: OpeningRule, n: i32) -> Result<()> {
        let rule_value = rule.value();
        self.atomically(|g| {
            g.check(unsafe { sys::renju_option_set(g.ptr(), sys::RENJU_OPT_OPENING, rule_value) })?;
            if n != 0 {
                g.check(unsafe { sys::renju_option_set(g.ptr(), sys::RENJU_OPT_OPENING_N, n) })?;
            }
            Ok(())
        })
    }

    /// The opening rule.
    pub fn opening(&self) -> OpeningRule {
        self.option(GameOption::Opening).and_then(OpeningRule::from_value).unwrap_or(OpeningRule::None)
    }

    /// The time each search may take in milliseconds (0: no limit).
    pub fn set_search_time(&mut self, milliseconds: i32) -> Result<()> {
        self.check(unsafe { sys::renju_search_time_set(self.ptr(), milliseconds) }).map(drop)
    }

    /// The search time set (0: none).
    pub fn search_time(&self) -> i32 {
        unsafe { sys::renju_search_time_get(self.ptr()) }
    }

    // --------------------------------------------------------------- points

    pub(crate) fn parse_raw(&self, text: &str) -> Result<c_int> {
        let c = cstring(text)?;
        let mut p: c_int = 0;
        self.check(unsafe { sys::renju_point_parse(self.ptr(), c.as_ptr(), &mut p) })?;
        Ok(p)
    }

    /// A point or a pass, as the library reads notation on this board ("H8", "pass").
    pub fn parse_move(&self, text: &str) -> Result<Move> {
        let raw = self.parse_raw(text)?;
        Move::from_raw(raw, self.size)
    }

    /// A point of this board, as the library reads its notation.
    pub fn point(&self, text: &str) -> Result<Point> {
        match self.parse_move(text)? {
            Move::Stone(p) => Ok(p),
            Move::Pass => Err(Error::new(ErrorCode::Notation, "a pass is no point")),
        }
    }

    /// The library's number of a point on this board.
    pub fn index(&self, p: impl PointArg) -> Result<usize> {
        let raw = p.raw_point(self)?;
        if raw == sys::RENJU_PASS {
            return Err(Error::new(ErrorCode::OutOfRange, "a pass has no number on the board"));
        }
        Ok(raw as usize)
    }

    /// The point of the library's number on this board.
    pub fn point_at(&self, index: usize) -> Result<Point> {
        Point::from_index(index, self.size)
    }

    /// The library's notation of a move ("h8", "pass").
    pub fn notation(&self, p: impl PointArg) -> Result<String> {
        let raw = p.raw_point(self)?;
        self.text(|b, n| unsafe { sys::renju_point_format(self.ptr(), raw, b, n) })
    }

    // ----------------------------------------------------------------- play

    /// Place a stone of the side to move (or pass, for [`Move::Pass`] or "pass").
    #[inline]
    pub fn play(&mut self, p: impl PointArg) -> Result<()> {
        let raw = p.raw_point(self)?;
        self.check(unsafe { sys::renju_play(self.ptr(), raw) }).map(drop)
    }

    /// Play a move list ("h8 h9 i9 pass"): all of it, or, if one move fails, none.
    pub fn play_moves(&mut self, moves: &str) -> Result<()> {
        self.play_all(moves.split_whitespace())
    }

    /// Play moves in order: all of them, or, if one fails, none.
    pub fn play_all<I>(&mut self, moves: I) -> Result<()>
    where
        I: IntoIterator,
        I::Item: PointArg,
    {
        self.atomically(|g| {
            for m in moves {
                g.play(m)?;
            }
            Ok(())
        })
    }

    /// Pass (`NoPass` when the option forbids it).  Two passes in a row draw.
    pub fn pass(&mut self) -> Result<()> {
        self.check(unsafe { sys::renju_pass(self.ptr()) }).map(drop)
    }

    /// Take back the last action (`NoMove` at the start).
    #[inline]
    pub fn undo(&mut self) -> Result<()> {
        self.check(unsafe { sys::renju_undo(self.ptr()) }).map(drop)
    }

    /// Play again the last action taken back.
    pub fn redo(&mut self) -> Result<()> {
        self.check(unsafe { sys::renju_redo(self.ptr()) }).map(drop)
    }

    /// The player of `colour` resigns.
    pub fn resign(&mut self, colour: Colour) -> Result<()> {
        self.check(unsafe { sys::renju_resign(self.ptr(), colour.value()) }).map(drop)
    }

    /// The player of `colour` loses by `Reason::Time` or `Reason::Forfeit`.
    pub fn forfeit(&mut self, colour: Colour, reason: Reason) -> Result<()> {
        self.check(unsafe { sys::renju_forfeit(self.ptr(), colour.value(), reason.value()) }).map(drop)
    }

    /// Play a move (or pass) and offer a draw with it.
    pub fn offer_draw(&mut self, p: impl PointArg) -> Result<()> {
        let raw = p.raw_point(self)?;
        self.check(unsafe { sys::renju_offer_draw(self.ptr(), raw) }).map(drop)
    }

    /// Accept the draw offered.
    pub fn accept_draw(&mut self) -> Result<()> {
        self.check(unsafe { sys::renju_accept_draw(self.ptr()) }).map(drop)
    }

    /// Decline the draw offered.
    pub fn decline_draw(&mut self) -> Result<()> {
        self.check(unsafe { sys::renju_decline_draw(self.ptr()) }).map(drop)
    }

    /// Whether a draw offer is pending.
    pub fn draw_offered(&self) -> bool {
        unsafe { sys::renju_draw_offered(self.ptr()) == 1 }
    }

    // -------------------------------------------------------------- queries

    /// The stone on a point.
    pub fn stone(&self, p: impl PointArg) -> Result<Colour> {
        let raw = p.raw_point(self)?;
        Colour::from_value(self.check(unsafe { sys::renju_stone(self.ptr(), raw) })?)
    }

    /// Every point's stone, in one call.
    pub fn board(&self) -> Result<Board> {
        let mut cells = vec![0u8; self.size * self.size];
        self.board_into(&mut cells)?;
        Ok(Board { size: self.size, cells })
    }

    /// Every point's stone (`Colour::value()`) by the library's number into `cells`,
    /// which must hold size * size; returns that number.
    pub fn board_into(&self, cells: &mut [u8]) -> Result<usize> {
        let n = self.check(unsafe { sys::renju_board(self.ptr(), cells.as_mut_ptr(), cells.len()) })?;
        Ok(n as usize)
    }

    /// The position drawn as text, as renju_board_text(3) draws it.
    pub fn board_text(&self, flags: TextFlags) -> Result<String> {
        self.text(|b, n| unsafe { sys::renju_board_text(self.ptr(), flags.bits(), b, n) })
    }

    /// The colour to move (also once the game has ended).
    pub fn side_to_move(&self) -> Colour {
        Colour::from_value(unsafe { sys::renju_side_to_move(self.ptr()) }).unwrap_or(Colour::Empty)
    }

    /// The number of moves (stones and passes) played since the start or the setup.
    #[inline]
    pub fn move_count(&self) -> usize {
        unsafe { sys::renju_move_count(self.ptr()) }.max(0) as usize
    }

    /// The number of stones on the board.
    pub fn stone_count(&self) -> usize {
        unsafe { sys::renju_stone_count(self.ptr()) }.max(0) as usize
    }

    /// The moves played, in order.
    pub fn moves(&self) -> Result<Vec<Move>> {
        let raw = self.ints(|b, n| unsafe { sys::renju_moves(self.ptr(), b, n) })?;
        self.moves_of(&raw)
    }

    /// The last move, None before the first.
    pub fn last_move(&self) -> Option<Move> {
        let raw = unsafe { sys::renju_last_move(self.ptr()) };
        if raw == sys::RENJU_NO_POINT {
            None
        } else {
            Move::from_raw(raw, self.size).ok()
        }
    }

    /// The result.
    pub fn result(&self) -> GameResult {
        GameResult::from_value(unsafe { sys::renju_result(self.ptr()) }).unwrap_or(GameResult::Ongoing)
    }

    /// Why the game ended (`Reason::None` while it goes on).
    pub fn reason(&self) -> Reason {
        Reason::from_value(unsafe { sys::renju_result_reason(self.ptr()) }).unwrap_or(Reason::None)
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.result() != GameResult::Ongoing
    }

    /// The points of the winning line, empty when the game was not won by a line.
    pub fn winning_line(&self) -> Result<Vec<Point>> {
        self.points(|b, n| unsafe { sys::renju_winning_line(self.ptr(), b, n) })
    }

    /// The foul that ended the game: its kind and point; None if it did not end so.
    pub fn foul(&self) -> Result<Option<(ForbiddenKind, Point)>> {
        let (mut kind, mut point): (c_int, c_int) = (0, 0);
        self.check(unsafe { sys::renju_result_foul(self.ptr(), &mut kind, &mut point) })?;
        if kind == sys::RENJU_FORBID_NONE {
            return Ok(None);
        }
        Ok(Some((ForbiddenKind::from_value(kind)?, Point::from_index(point as usize, self.size)?)))
    }

    // ---------------------------------------------------------------- setup

    /// Enter setup mode (`WrongPhase` if already in it).
    pub fn setup_begin(&mut self) -> Result<()> {
        self.check(unsafe { sys::renju_setup_begin(self.ptr()) }).map(drop)
    }

    /// Put a stone of any colour on a point, or remove one (`Colour::Empty`).
    pub fn setup_put(&mut self, p: impl PointArg, colour: Colour) -> Result<()> {
        let raw = p.raw_point(self)?;
        self.check(unsafe { sys::renju_setup_put(self.ptr(), raw, colour.value()) }).map(drop)
    }

    /// Choose the side to move of the set-up position.
    pub fn setup_side(&mut self, colour: Colour) -> Result<()> {
        self.check(unsafe { sys::renju_setup_side(self.ptr(), colour.value()) }).map(drop)
    }

    /// Check the position and go on from it under the rules.
    pub fn setup_end(&mut self) -> Result<()> {
        self.check(unsafe { sys::renju_setup_end(self.ptr()) }).map(drop)
    }

    /// Whether the game is in setup mode.
    pub fn in_setup(&self) -> bool {
        unsafe { sys::renju_in_setup(self.ptr()) == 1 }
    }

    /// A position set up at once: these stones on the empty board and this side to
    /// move, from setup_begin to setup_end; all of it, or if a step fails nothing.
    pub fn setup<B, W>(&mut self, black: B, white: W, side: Colour) -> Result<()>
    where
        B: IntoIterator,
        B::Item: PointArg,
        W: IntoIterator,
        W::Item: PointArg,
    {
        self.atomically(|g| {
            if !g.in_setup() {
                g.setup_begin()?;
            }
            let n = (g.size * g.size) as c_int;
            for p in 0..n {
                g.check(unsafe { sys::renju_setup_put(g.ptr(), p, sys::RENJU_EMPTY) })?;
            }
            for p in black {
                g.setup_put(p, Colour::Black)?;
            }
            for p in white {
                g.setup_put(p, Colour::White)?;
            }
            g.setup_side(side)?;
            g.setup_end()
        })
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moves: Vec<String> = self.moves().unwrap_or_default().iter().map(|m| m.to_string()).collect();
        write!(f, "Game({} {}x{}, moves: {})", self.ruleset(), self.size, self.size, moves.join(" "))
    }
}

/// The board as the library draws it (renju_board_text(3), with the last move).
impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.board_text(TextFlags::LAST).map_err(|_| fmt::Error)?)
    }
}

/// Every point's stone, by the library's number.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    size: usize,
    cells: Vec<u8>,
}

impl Board {
    /// The board's side.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The stone on a point (`OutOfRange` off the board).
    pub fn get(&self, p: Point) -> Result<Colour> {
        let i = p.index(self.size)?;
        Colour::from_value(i32::from(self.cells[i]))
    }

    /// The cells as the library wrote them: `Colour::value()` by point number.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }
}

/// The whole forbidden map, by the library's number.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ForbiddenMap {
    pub(crate) size: usize,
    pub(crate) cells: Vec<u8>,
    pub(crate) count: usize,
}

impl ForbiddenMap {
    /// The board's side.
    pub fn size(&self) -> usize {
        self.size
    }

    /// What a black stone on the point would be (`ForbiddenKind::None`: legal, or
    /// occupied).
    pub fn get(&self, p: Point) -> Result<ForbiddenKind> {
        let i = p.index(self.size)?;
        ForbiddenKind::from_value(i32::from(self.cells[i]))
    }

    /// The number of forbidden points.
    pub fn count(&self) -> usize {
        self.count
    }

    /// The forbidden points and their kinds, in point order.
    pub fn iter(&self) -> impl Iterator<Item = (Point, ForbiddenKind)> + '_ {
        let size = self.size;
        self.cells.iter().enumerate().filter(|(_, &k)| k != 0).map(move |(i, &k)| {
            (
                Point::from_index(i, size).expect("a cell of the map"),
                ForbiddenKind::from_value(i32::from(k)).unwrap_or(ForbiddenKind::None),
            )
        })
    }

    /// The cells as the library wrote them: `ForbiddenKind::value()` by point number.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }
}

#[allow(dead_code)]
fn _assert_send() {
    fn send<T: Send>() {}
    send::<Game>();
}

/// What names a point in a call: a [`Point`], a [`Move`] (a pass where the call takes
/// one), or notation, which the library reads on the game's board ("H8", "pass").
pub trait PointArg {
    #[doc(hidden)]
    fn raw_point(&self, game: &Game) -> Result<c_int>;
}

impl PointArg for Point {
    #[inline]
    fn raw_point(&self, game: &Game) -> Result<c_int> {
        let size = game.size();
        if self.column() < size && self.row() < size {
            Ok((self.row() * size + self.column()) as c_int)
        } else {
            Err(off_board(*self, size))
        }
    }
}

impl PointArg for Move {
    #[inline]
    fn raw_point(&self, game: &Game) -> Result<c_int> {
        match self {
            Move::Stone(p) => p.raw_point(game),
            Move::Pass => Ok(sys::RENJU_PASS),
        }
    }
}

impl PointArg for str {
    fn raw_point(&self, game: &Game) -> Result<c_int> {
        game.parse_raw(self)
    }
}

impl PointArg for String {
    fn raw_point(&self, game: &Game) -> Result<c_int> {
        game.parse_raw(self)
    }
}

impl<T: PointArg + ?Sized> PointArg for &T {
    #[inline]
    fn raw_point(&self, game: &Game) -> Result<c_int> {
        (**self).raw_point(game)
    }
}
