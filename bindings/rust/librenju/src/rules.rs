// SPDX-License-Identifier: MIT
//! Forbidden points and their explanations, shapes, the opening rules' actions and
//! state, symmetry, the position key and the 26 openings.
use crate::enums::*;
use crate::error::{Error, ErrorCode, Result};
use crate::game::{ForbiddenMap, Game, PointArg};
use crate::point::Point;
use crate::util::static_str;
use librenju_sys as sys;
use std::collections::BTreeMap;
use std::fmt;
use std::os::raw::c_int;

/// The largest number of 5th-move offers a rule may ask for (`RENJU_MAX_OFFERS`).
pub const MAX_OFFERS: usize = sys::RENJU_MAX_OFFERS as usize;
/// The bytes of a position key (`RENJU_KEY_SIZE`).
pub const KEY_SIZE: usize = sys::RENJU_KEY_SIZE as usize;
/// The version of the position keys (`RENJU_KEY_VERSION`).
pub const KEY_VERSION: i32 = sys::RENJU_KEY_VERSION;

/// A key point of a shape and whether it can be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KeyPoint {
    pub point: Point,
    pub status: KeyStatus,
}

/// A position's key (renju_position_key(3)): the same for its 8 images and every
/// move order, and the symmetry that takes the position to the image it names.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PositionKey {
    pub bytes: [u8; KEY_SIZE],
    pub symmetry: Symmetry,
}

impl PositionKey {
    /// The key in hexadecimal, 32 digits.
    pub fn hex(&self) -> String {
        self.bytes.iter().map(|b| format!("{:02x}", b)).collect()
    }
}

impl fmt::Debug for PositionKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PositionKey({} {:?})", self.hex(), self.symmetry)
    }
}

/// One of the 26 canonical renju openings (1 to 26, as in the RIF table).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Opening(u8);

/// The number of canonical openings (`RENJU_OPENINGS`).
pub const OPENINGS: usize = sys::RENJU_OPENINGS as usize;

impl Opening {
    /// Opening 1 to 26; `OutOfRange` otherwise.
    pub fn new(index: i32) -> Result<Opening> {
        if index < 1 || index > OPENINGS as i32 {
            return Err(Error::new(ErrorCode::OutOfRange, format!("{} is no opening (1 to 26)", index)));
        }
        Ok(Opening(index as u8))
    }

    /// All 26, in order.
    pub fn all() -> Vec<Opening> {
        (1..=OPENINGS as u8).map(Opening).collect()
    }

    /// Its number, 1 to 26.
    pub fn index(self) -> i32 {
        i32::from(self.0)
    }

    /// Its name ("Kansei").
    pub fn name(self) -> &'static str {
        static_str(unsafe { sys::renju_opening_name(self.index()) })
    }

    /// Its Japanese name.
    pub fn kanji(self) -> &'static str {
        static_str(unsafe { sys::renju_opening_kanji(self.index()) })
    }

    /// Direct (white's first stone next to h8 on a line) or indirect (diagonally).
    pub fn is_direct(self) -> bool {
        unsafe { sys::renju_opening_direct(self.index()) == 1 }
    }
}

impl fmt::Display for Opening {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Game {
    // ------------------------------------------------------ forbidden points

    /// What a black stone on an empty point would be under the renju rules, whatever
    /// the rule set and side to move (`ForbiddenKind::None`: legal).
    #[inline]
    pub fn forbidden(&self, p: impl PointArg) -> Result<ForbiddenKind> {
        let raw = p.raw_point(self)?;
        ForbiddenKind::from_value(self.check(unsafe { sys::renju_forbidden(self.ptr(), raw) })?)
    }

    /// The whole forbidden map, in one call.
    pub fn forbidden_map(&self) -> Result<ForbiddenMap> {
        let mut cells = vec![0u8; self.size() * self.size()];
        let count = self.forbidden_map_into(&mut cells)?;
        Ok(ForbiddenMap { size: self.size(), cells, count })
    }

    /// The whole forbidden map into `map` (`ForbiddenKind::value()` by point number),
    /// which must hold size * size cells (`BufferTooSmall`, nothing written,
    /// otherwise); returns the number of forbidden points.  No allocation.
    #[inline]
    pub fn forbidden_map_into(&self, map: &mut [u8]) -> Result<usize> {
        if map.is_empty() {
            // The library's NULL map is EINVAL; an empty slice is just too small.
            return Err(Error::new(ErrorCode::BufferTooSmall, "the map needs size * size cells"));
        }
        let n = self.check(unsafe { sys::renju_forbidden_map(self.ptr(), map.as_mut_ptr(), map.len()) })?;
        Ok(n as usize)
    }

    /// The forbidden points and their kinds.
    pub fn forbidden_points(&self) -> Result<BTreeMap<Point, ForbiddenKind>> {
        Ok(self.forbidden_map()?.iter().collect())
    }

    /// One English sentence saying whether a black stone on the point is forbidden,
    /// and why ("h8 is a double-three: ...").
    pub fn explain(&self, p: impl PointArg) -> Result<String> {
        let raw = p.raw_point(self)?;
        self.text(|b, n| unsafe { sys::renju_explain(self.ptr(), raw, b, n) })
    }

    /// The shape a stone of `colour` on the point makes along `dir`.
    pub fn shape(&self, p: impl PointArg, colour: Colour, dir: Direction) -> Result<Shape> {
        let raw = p.raw_point(self)?;
        Shape::from_value(self.check(unsafe { sys::renju_shape(self.ptr(), raw, colour.value(), dir.value()) })?)
    }

    /// The stones of that shape along the line, the point included.
    pub fn shape_stones(&self, p: impl PointArg, colour: Colour, dir: Direction) -> Result<Vec<Point>> {
        let raw = p.raw_point(self)?;
        let (c, d) = (colour.value(), dir.value());
        self.points(|b, n| unsafe { sys::renju_shape_stones(self.ptr(), raw, c, d, b, n) })
    }

    /// The key points of that shape and whether each can be played.
    pub fn shape_keys(&self, p: impl PointArg, colour: Colour, dir: Direction) -> Result<Vec<KeyPoint>> {
        let raw = p.raw_point(self)?;
        let (c, d) = (colour.value(), dir.value());
        let n = self.check(unsafe {
            sys::renju_shape_keys(self.ptr(), raw, c, d, std::ptr::null_mut(), std::ptr::null_mut(), 0)
        })? as usize;
        let mut points: Vec<c_int> = vec![0; n];
        let mut status: Vec<c_int> = vec![0; n];
        if n > 0 {
            self.check(unsafe {
                sys::renju_shape_keys(self.ptr(), raw, c, d, points.as_mut_ptr(), status.as_mut_ptr(), n)
            })?;
        }
        points
            .iter()
            .zip(&status)
            .map(|(&p, &s)| {
                Ok(KeyPoint { point: Point::from_index(p as usize, self.size())?, status: KeyStatus::from_value(s)? })
            })
            .collect()
    }

    // --------------------------------------------------------- the opening

    /// What the game expects next.
    pub fn expected_action(&self) -> Action {
        Action::from_value(unsafe { sys::renju_expected_action(self.ptr()) }).unwrap_or(Action::None)
    }

    /// The player expected to act (`Player::None` when nothing is expected).
    pub fn expected_player(&self) -> Player {
        Player::from_value(unsafe { sys::renju_expected_player(self.ptr()) }).unwrap_or(Player::None)
    }

    /// The colour of the stone the expected action places (`Colour::Empty` for none).
    pub fn expected_colour(&self) -> Colour {
        Colour::from_value(unsafe { sys::renju_expected_colour(self.ptr()) }).unwrap_or(Colour::Empty)
    }

    /// The colour a player holds now (tentative until [`Game::colours_final`]).
    pub fn player_colour(&self, player: Player) -> Result<Colour> {
        Colour::from_value(self.check(unsafe { sys::renju_player_colour(self.ptr(), player.value()) })?)
    }

    /// Whether no swap or choice of colour can come any more.
    pub fn colours_final(&self) -> bool {
        unsafe { sys::renju_colours_final(self.ptr()) == 1 }
    }

    /// Where the expected action may place a stone.
    pub fn allowed_points(&self) -> Result<Vec<Point>> {
        self.points(|b, n| unsafe { sys::renju_allowed_points(self.ptr(), b, n) })
    }

    /// Whether the point is among [`Game::allowed_points`].
    pub fn point_allowed(&self, p: impl PointArg) -> Result<bool> {
        let raw = p.raw_point(self)?;
        Ok(self.check(unsafe { sys::renju_point_allowed(self.ptr(), raw) })? == 1)
    }

    /// The bounds of the number of 5th-move offers (`WrongPhase` when none are ahead).
    pub fn offer_bounds(&self) -> Result<(i32, i32)> {
        let (mut lo, mut hi): (c_int, c_int) = (0, 0);
        self.check(unsafe { sys::renju_offer_bounds(self.ptr(), &mut lo, &mut hi) })?;
        Ok((lo, hi))
    }

    /// The 5th-move offers made.
    pub fn offers(&self) -> Result<Vec<Point>> {
        self.points(|b, n| unsafe { sys::renju_offers(self.ptr(), b, n) })
    }

    fn acting(&self) -> Player {
        match self.expected_player() {
            Player::None => Player::First,
            p => p,
        }
    }

    /// The expected player swaps colours (true) or keeps them.
    pub fn swap(&mut self, do_swap: bool) -> Result<()> {
        self.swap_as(self.acting(), do_swap)
    }

    /// A given player swaps or keeps (`WrongPlayer` if the other must decide).
    pub fn swap_as(&mut self, player: Player, do_swap: bool) -> Result<()> {
        self.check(unsafe { sys::renju_swap(self.ptr(), player.value(), do_swap as c_int) }).map(drop)
    }

    /// The expected player declares the number of offers.
    pub fn declare(&mut self, number: i32) -> Result<()> {
        self.declare_as(self.acting(), number)
    }

    pub fn declare_as(&mut self, player: Player, number: i32) -> Result<()> {
        self.check(unsafe { sys::renju_declare(self.ptr(), player.value(), number) }).map(drop)
    }

    /// The expected player proposes all the 5th-move offers at once.
    pub fn propose<I>(&mut self, offers: I) -> Result<()>
    where
        I: IntoIterator,
        I::Item: PointArg,
    {
        self.propose_as(self.acting(), offers)
    }

    pub fn propose_as<I>(&mut self, player: Player, offers: I) -> Result<()>
    where
        I: IntoIterator,
        I::Item: PointArg,
    {
        let raw: Vec<c_int> = offers.into_iter().map(|p| p.raw_point(self)).collect::<Result<_>>()?;
        self.check(unsafe { sys::renju_propose(self.ptr(), player.value(), raw.as_ptr(), raw.len()) }).map(drop)
    }

    /// The expected player chooses the 5th move among the offers.
    pub fn choose_offer(&mut self, p: impl PointArg) -> Result<()> {
        self.choose_offer_as(self.acting(), p)
    }

    pub fn choose_offer_as(&mut self, player: Player, p: impl PointArg) -> Result<()> {
        let raw = p.raw_point(self)?;
        self.check(unsafe { sys::renju_choose_offer(self.ptr(), player.value(), raw) }).map(drop)
    }

    /// Taraguchi: the expected player chooses a branch.
    pub fn choose_branch(&mut self, branch: Branch) -> Result<()> {
        self.choose_branch_as(self.acting(), branch)
    }

    pub fn choose_branch_as(&mut self, player: Player, branch: Branch) -> Result<()> {
        self.check(unsafe { sys::renju_choose_branch(self.ptr(), player.value(), branch.value()) }).map(drop)
    }

    /// Swap1 and Swap2: the expected player takes a colour.
    pub fn choose_colour(&mut self, colour: Colour) -> Result<()> {
        self.choose_colour_as(self.acting(), colour)
    }

    pub fn choose_colour_as(&mut self, player: Player, colour: Colour) -> Result<()> {
        self.check(unsafe { sys::renju_choose_colour(self.ptr(), player.value(), colour.value()) }).map(drop)
    }

    /// Swap2 and Super Sakata: the expected player's choice of three.
    pub fn choose_swap2(&mut self, choice: Swap2Choice) -> Result<()> {
        self.choose_swap2_as(self.acting(), choice)
    }

    pub fn choose_swap2_as(&mut self, player: Player, choice: Swap2Choice) -> Result<()> {
        self.check(unsafe { sys::renju_choose_swap2(self.ptr(), player.value(), choice.value()) }).map(drop)
    }

    /// A stone (or a pass) by a given player (`WrongPlayer` unless that player is to
    /// place it).
    pub fn play_as(&mut self, player: Player, p: impl PointArg) -> Result<()> {
        let raw = p.raw_point(self)?;
        self.check(unsafe { sys::renju_play_as(self.ptr(), player.value(), raw) }).map(drop)
    }

    // ------------------------------------------------- symmetry, openings

    /// The image of a point under a symmetry of this board.
    pub fn symmetry_point(&self, sym: Symmetry, p: impl PointArg) -> Result<Point> {
        let raw = p.raw_point(self)?;
        let q = self.check(unsafe { sys::renju_symmetry_point(self.ptr(), sym.value(), raw) })?;
        Point::from_index(q as usize, self.size())
    }

    /// The position's key.
    pub fn position_key(&self) -> Result<PositionKey> {
        let mut bytes = [0u8; KEY_SIZE];
        let mut sym: c_int = 0;
        self.check(unsafe { sys::renju_position_key(self.ptr(), bytes.as_mut_ptr(), &mut sym) })?;
        Ok(PositionKey { bytes, symmetry: Symmetry::from_value(sym)? })
    }

    /// Whether two 5th-move offers are equivalent in the current position.
    pub fn offers_equivalent(&self, a: impl PointArg, b: impl PointArg) -> Result<bool> {
        let (a, b) = (a.raw_point(self)?, b.raw_point(self)?);
        Ok(self.check(unsafe { sys::renju_offers_equivalent(self.ptr(), a, b) })? == 1)
    }

    /// The opening three stones form, in any orientation, and the symmetry that maps
    /// the table's stones onto them; None if they form none of the 26.
    pub fn opening_identify(
        &self,
        black1: impl PointArg,
        white2: impl PointArg,
        black3: impl PointArg,
    ) -> Result<Option<(Opening, Symmetry)>> {
        let (b1, w2, b3) = (black1.raw_point(self)?, white2.raw_point(self)?, black3.raw_point(self)?);
        let mut sym: c_int = 0;
        let i = self.check(unsafe { sys::renju_opening_identify(self.ptr(), b1, w2, b3, &mut sym) })?;
        if i == 0 {
            return Ok(None);
        }
        Ok(Some((Opening::new(i)?, Symmetry::from_value(sym)?)))
    }

    /// The opening of the game's first three moves, if one of the 26.
    pub fn opening_index(&self) -> Option<Opening> {
        Opening::new(unsafe { sys::renju_opening_index(self.ptr()) }).ok()
    }

    /// The three points of an opening under a symmetry on this board.
    pub fn opening_points(&self, opening: Opening, sym: Symmetry) -> Result<[Point; 3]> {
        let mut p: [c_int; 3] = [0; 3];
        self.check(unsafe { sys::renju_opening_points(self.ptr(), opening.index(), sym.value(), p.as_mut_ptr(), 3) })?;
        let size = self.size();
        Ok([
            Point::from_index(p[0] as usize, size)?,
            Point::from_index(p[1] as usize, size)?,
            Point::from_index(p[2] as usize, size)?,
        ])
    }
}

impl Game {
    /// The position as an SVG image (renju_diagram(3)): `flags` say what is drawn
    /// besides the grid and stones, `first` the first move numbered, `cell` the
    /// distance between points in pixels (12 to 160, 0 for 32), `title` a line above.
    pub fn diagram_svg(&self, flags: DiagramFlags, first: i32, cell: i32, title: Option<&str>) -> Result<String> {
        let t = crate::util::opt_cstring(title)?;
        let tp = crate::util::opt_ptr(&t);
        self.text(|b, n| unsafe { sys::renju_diagram_svg(self.ptr(), flags.bits(), first, cell, tp, b, n) })
    }
}
