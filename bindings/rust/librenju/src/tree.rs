// SPDX-License-Identifier: MIT
//! The game tree (renju_tree(3)): moving about it, and its nodes' notes.
//!
//! A node is named by a [`NodeId`], a plain value that remembers its game: used on
//! another game it is `InvalidArgument`, and once its node is deleted the library
//! says `OutOfRange`.  [`Node`] reads a node and [`NodeMut`] also edits it; both
//! borrow the game, so that neither outlives it:
//!
//! ```compile_fail
//! let game = librenju::Game::new(librenju::Ruleset::Renju).unwrap();
//! let node = game.current_node();
//! drop(game);
//! node.comment();   // the node borrows the game dropped above
//! ```
use crate::enums::*;
use crate::error::{Error, ErrorCode, Result};
use crate::game::{Game, PointArg};
use crate::point::{Move, Point};
use crate::util::{opt_cstring, opt_ptr};
use librenju_sys as sys;
use std::collections::BTreeMap;
use std::fmt;
use std::ops::Deref;
use std::os::raw::c_int;

/// A node of a game's tree: its number (the root is 0) and the game's identity.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId {
    number: i32,
    game: u64,
}

impl NodeId {
    pub(crate) fn new(game: &Game, number: i32) -> NodeId {
        NodeId { number, game: game.serial() }
    }

    /// The library's number of the node.
    pub fn number(self) -> i32 {
        self.number
    }
}

impl fmt::Debug for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "NodeId({})", self.number)
    }
}

/// What a node holds: the action, who took it, its value (renju_node_action(3)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeAction {
    pub kind: NodeKind,
    pub colour: Colour,
    pub value: i32,
}

/// Why an illegal node broke the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodeError {
    pub code: ErrorCode,
    pub message: String,
}

impl Game {
    /// The library's number of a node of this game.
    pub(crate) fn node_number(&self, id: NodeId) -> Result<c_int> {
        if id.game != self.serial() {
            return Err(Error::new(ErrorCode::InvalidArgument, format!("node {} is a node of another game", id.number)));
        }
        Ok(id.number)
    }

    fn id(&self, number: c_int) -> NodeId {
        NodeId::new(self, number)
    }

    fn node_or_none(&self, number: c_int) -> Option<NodeId> {
        if number == sys::RENJU_NO_NODE || number < 0 {
            None
        } else {
            Some(self.id(number))
        }
    }

    /// The node the game stands on.
    pub fn current(&self) -> NodeId {
        let n = unsafe { sys::renju_tree_node(self.ptr()) };
        self.id(n.max(0))
    }

    /// The root: the starting position.
    pub fn root(&self) -> NodeId {
        self.id(0)
    }

    /// A view of a node, to read it.
    pub fn node(&self, id: NodeId) -> Node<'_> {
        Node { game: self, id }
    }

    /// A view of the node the game stands on.
    pub fn current_node(&self) -> Node<'_> {
        self.node(self.current())
    }

    /// A view of a node, to edit its notes.
    pub fn node_mut(&mut self, id: NodeId) -> NodeMut<'_> {
        NodeMut { node: Node { game: self, id } }
    }

    /// The node of a number (`OutOfRange` if there is none).
    pub fn node_id(&self, number: i32) -> Result<NodeId> {
        self.check(unsafe { sys::renju_node_depth(self.ptr(), number) })?;
        Ok(self.id(number))
    }

    /// The number of nodes, the root included.
    pub fn node_count(&self) -> usize {
        unsafe { sys::renju_node_count(self.ptr()) }.max(0) as usize
    }

    /// Every node in pre-order, the root first.
    pub fn nodes(&self) -> Nodes<'_> {
        Nodes { game: self, next: Some(0) }
    }

    fn went(&self, rc: c_int) -> Result<NodeId> {
        self.check(rc)?;
        Ok(self.current())
    }

    /// Go to the root.
    pub fn go_root(&mut self) -> Result<NodeId> {
        self.went(unsafe { sys::renju_tree_root(self.ptr()) })
    }

    /// Go to the parent (`NoMove` at the root).
    pub fn go_parent(&mut self) -> Result<NodeId> {
        self.went(unsafe { sys::renju_tree_parent(self.ptr()) })
    }

    /// Go to the index-th child (0: the main line).
    pub fn go_child(&mut self, index: i32) -> Result<NodeId> {
        self.went(unsafe { sys::renju_tree_child(self.ptr(), index) })
    }

    /// Go to the sibling `step` places away (-1 the one before, 1 the one after).
    pub fn go_sibling(&mut self, step: i32) -> Result<NodeId> {
        self.went(unsafe { sys::renju_tree_sibling(self.ptr(), step) })
    }

    /// Go to any node (the code of the broken rule for a node the game cannot stand on).
    pub fn go_to(&mut self, id: NodeId) -> Result<NodeId> {
        let n = self.node_number(id)?;
        self.went(unsafe { sys::renju_tree_goto(self.ptr(), n) })
    }

    /// Go by a path of child indexes from the root.
    pub fn follow(&mut self, path: &[i32]) -> Result<NodeId> {
        self.went(unsafe { sys::renju_tree_follow(self.ptr(), path.as_ptr(), path.len()) })
    }

    /// Whether the actions played from now on are kept or scratch.
    pub fn set_tree_mode(&mut self, mode: TreeMode) -> Result<()> {
        self.check(unsafe { sys::renju_tree_mode_set(self.ptr(), mode.value()) }).map(drop)
    }

    /// The tree mode.
    pub fn tree_mode(&self) -> TreeMode {
        TreeMode::from_value(unsafe { sys::renju_tree_mode_get(self.ptr()) }).unwrap_or(TreeMode::Scratch)
    }

    /// Delete a node (not the root) and everything below it.
    pub fn delete_node(&mut self, id: NodeId) -> Result<()> {
        let n = self.node_number(id)?;
        self.check(unsafe { sys::renju_tree_delete(self.ptr(), n) }).map(drop)
    }

    /// Make the path to a node the main line.
    pub fn promote_node(&mut self, id: NodeId) -> Result<()> {
        let n = self.node_number(id)?;
        self.check(unsafe { sys::renju_tree_promote(self.ptr(), n) }).map(drop)
    }
}

/// The nodes of a tree in pre-order ([`Game::nodes`]).
pub struct Nodes<'g> {
    game: &'g Game,
    next: Option<c_int>,
}

impl Iterator for Nodes<'_> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        let n = self.next?;
        let after = unsafe { sys::renju_node_next(self.game.ptr(), n) };
        self.next = if after < 0 || after == sys::RENJU_NO_NODE { None } else { Some(after) };
        Some(self.game.id(n))
    }
}

/// A node, read through the game it borrows.
#[derive(Clone, Copy)]
pub struct Node<'g> {
    game: &'g Game,
    id: NodeId,
}

impl fmt::Debug for Node<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.action() {
            Ok(a) => write!(f, "Node({}, {:?} {:?} {})", self.id.number, a.kind, a.colour, a.value),
            Err(_) => write!(f, "Node({}, gone)", self.id.number),
        }
    }
}

impl<'g> Node<'g> {
    fn n(&self) -> Result<c_int> {
        self.game.node_number(self.id)
    }

    /// The node's name.
    pub fn id(&self) -> NodeId {
        self.id
    }

    /// The game.
    pub fn game(&self) -> &'g Game {
        self.game
    }

    /// The parent (None for the root).
    pub fn parent(&self) -> Result<Option<NodeId>> {
        let p = self.game.check(unsafe { sys::renju_node_parent(self.game.ptr(), self.n()?) })?;
        Ok(self.game.node_or_none(p))
    }

    /// The depth (0 for the root).
    pub fn depth(&self) -> Result<usize> {
        Ok(self.game.check(unsafe { sys::renju_node_depth(self.game.ptr(), self.n()?) })? as usize)
    }

    /// Its index among its siblings (0: the main line).
    pub fn index(&self) -> Result<usize> {
        Ok(self.game.check(unsafe { sys::renju_node_index(self.game.ptr(), self.n()?) })? as usize)
    }

    /// The node after it in pre-order.
    pub fn next(&self) -> Result<Option<NodeId>> {
        let p = self.game.check(unsafe { sys::renju_node_next(self.game.ptr(), self.n()?) })?;
        Ok(self.game.node_or_none(p))
    }

    /// The children, in order.
    pub fn children(&self) -> Result<Vec<NodeId>> {
        let n = self.n()?;
        let g = self.game;
        Ok(g.ints(|b, c| unsafe { sys::renju_node_children(g.ptr(), n, b, c) })?.into_iter().map(|c| g.id(c)).collect())
    }

    /// What the node holds.
    pub fn action(&self) -> Result<NodeAction> {
        let (mut colour, mut value): (c_int, c_int) = (0, 0);
        let kind = self.game.check(unsafe { sys::renju_node_action(self.game.ptr(), self.n()?, &mut colour, &mut value) })?;
        Ok(NodeAction { kind: NodeKind::from_value(kind)?, colour: Colour::from_value(colour)?, value })
    }

    /// The kind of action.
    pub fn kind(&self) -> Result<NodeKind> {
        Ok(self.action()?.kind)
    }

    /// The colour of who acted.
    pub fn colour(&self) -> Result<Colour> {
        Ok(self.action()?.colour)
    }

    /// The move of a stone or pass node; None for another node.
    pub fn point(&self) -> Result<Option<Move>> {
        let a = self.action()?;
        match a.kind {
            NodeKind::Stone | NodeKind::Pass => Ok(Some(Move::from_raw(a.value, self.game.size())?)),
            _ => Ok(None),
        }
    }

    /// The flags.
    pub fn flags(&self) -> Result<NodeFlags> {
        Ok(NodeFlags::from_bits(self.game.check(unsafe { sys::renju_node_flags(self.game.ptr(), self.n()?) })?))
    }

    /// The 5th-move offers of an offers node.
    pub fn offers(&self) -> Result<Vec<Point>> {
        let n = self.n()?;
        let g = self.game;
        g.points(|b, c| unsafe { sys::renju_node_offers(g.ptr(), n, b, c) })
    }

    /// The moves from the root to the node.
    pub fn line(&self) -> Result<Vec<Move>> {
        let n = self.n()?;
        let g = self.game;
        let raw = g.ints(|b, c| unsafe { sys::renju_node_line(g.ptr(), n, b, c) })?;
        g.moves_of(&raw)
    }

    /// The child indexes from the root to the node ([`Game::follow`]).
    pub fn path(&self) -> Result<Vec<i32>> {
        let n = self.n()?;
        let g = self.game;
        g.ints(|b, c| unsafe { sys::renju_tree_path(g.ptr(), n, b, c) })
    }

    /// Why the node broke the rules; None for a legal node.
    pub fn error(&self) -> Result<Option<NodeError>> {
        let n = self.n()?;
        let g = self.game;
        let code = std::cell::Cell::new(0);
        let message = g.text(|b, c| {
            let mut k: c_int = 0;
            let rc = unsafe { sys::renju_node_error(g.ptr(), n, &mut k, b, c) };
            code.set(k);
            rc
        })?;
        Ok(if code.get() == 0 { None } else { Some(NodeError { code: ErrorCode::from_value(code.get()), message }) })
    }

    /// The comment ("" for none).
    pub fn comment(&self) -> Result<String> {
        let n = self.n()?;
        let g = self.game;
        g.text(|b, c| unsafe { sys::renju_node_comment_get(g.ptr(), n, b, c) })
    }

    /// The name ("" for none).
    pub fn name(&self) -> Result<String> {
        let n = self.n()?;
        let g = self.game;
        g.text(|b, c| unsafe { sys::renju_node_name_get(g.ptr(), n, b, c) })
    }

    /// The label at a point ("" for none).
    pub fn label(&self, p: impl PointArg) -> Result<String> {
        let n = self.n()?;
        let g = self.game;
        let raw = p.raw_point(g)?;
        g.text(|b, c| unsafe { sys::renju_node_label_get(g.ptr(), n, raw, b, c) })
    }

    /// Every label, by point.
    pub fn labels(&self) -> Result<BTreeMap<Point, String>> {
        let n = self.n()?;
        let g = self.game;
        let points = g.points(|b, c| unsafe { sys::renju_node_labels(g.ptr(), n, b, c) })?;
        points.into_iter().map(|p| Ok((p, self.label(p)?))).collect()
    }

    /// The points that have a label, in the order they were set.
    pub fn label_points(&self) -> Result<Vec<Point>> {
        let n = self.n()?;
        let g = self.game;
        g.points(|b, c| unsafe { sys::renju_node_labels(g.ptr(), n, b, c) })
    }

    /// The mark at a point.
    pub fn mark(&self, p: impl PointArg) -> Result<Mark> {
        let n = self.n()?;
        let raw = p.raw_point(self.game)?;
        Mark::from_value(self.game.check(unsafe { sys::renju_node_mark_get(self.game.ptr(), n, raw) })?)
    }

    /// The marked points and their marks, in the order they were set.
    pub fn marks(&self) -> Result<Vec<(Point, Mark)>> {
        let n = self.n()?;
        let g = self.game;
        let count = g.check(unsafe { sys::renju_node_marks(g.ptr(), n, std::ptr::null_mut(), std::ptr::null_mut(), 0) })?
            as usize;
        let mut points: Vec<c_int> = vec![0; count];
        let mut marks: Vec<c_int> = vec![0; count];
        if count > 0 {
            g.check(unsafe { sys::renju_node_marks(g.ptr(), n, points.as_mut_ptr(), marks.as_mut_ptr(), count) })?;
        }
        points
            .iter()
            .zip(&marks)
            .map(|(&p, &m)| Ok((Point::from_index(p as usize, g.size())?, Mark::from_value(m)?)))
            .collect()
    }

    /// The stones a record set up on the node (SGF AB, AW, AE after the root).
    pub fn setup(&self) -> Result<Vec<(Point, Colour)>> {
        let n = self.n()?;
        let g = self.game;
        let count = g.check(unsafe { sys::renju_node_setup(g.ptr(), n, std::ptr::null_mut(), std::ptr::null_mut(), 0) })?
            as usize;
        let mut points: Vec<c_int> = vec![0; count];
        let mut colours: Vec<c_int> = vec![0; count];
        if count > 0 {
            g.check(unsafe { sys::renju_node_setup(g.ptr(), n, points.as_mut_ptr(), colours.as_mut_ptr(), count) })?;
        }
        points
            .iter()
            .zip(&colours)
            .map(|(&p, &c)| Ok((Point::from_index(p as usize, g.size())?, Colour::from_value(c)?)))
            .collect()
    }

    /// The SGF properties the library does not use, as they came.
    pub fn properties(&self) -> Result<String> {
        let n = self.n()?;
        let g = self.game;
        g.text(|b, c| unsafe { sys::renju_node_properties(g.ptr(), n, b, c) })
    }

    /// The subtree of the node (not the root) as one SGF game tree of its moves.
    pub fn export(&self) -> Result<String> {
        let n = self.n()?;
        let g = self.game;
        g.text(|b, c| unsafe { sys::renju_node_export(g.ptr(), n, b, c) })
    }

    /// Whether the game stands on this node.
    pub fn is_current(&self) -> bool {
        self.game.current() == self.id
    }
}

/// A node to edit, through the game it borrows exclusively; reads as a [`Node`].
pub struct NodeMut<'g> {
    // A shared borrow made from the exclusive one: no other borrow of the game can
    // exist while this one lives, and the calls below go through the handle.
    node: Node<'g>,
}

impl<'g> Deref for NodeMut<'g> {
    type Target = Node<'g>;
    fn deref(&self) -> &Node<'g> {
        &self.node
    }
}

impl NodeMut<'_> {
    fn parts(&self) -> Result<(&Game, c_int)> {
        let g = self.node.game;
        Ok((g, g.node_number(self.node.id)?))
    }

    /// Set the comment (None or "" removes it).
    pub fn set_comment(&mut self, text: Option<&str>) -> Result<()> {
        let (g, n) = self.parts()?;
        let t = opt_cstring(text)?;
        g.check(unsafe { sys::renju_node_comment_set(g.ptr(), n, opt_ptr(&t)) }).map(drop)
    }

    /// Set the name (None or "" removes it).
    pub fn set_name(&mut self, text: Option<&str>) -> Result<()> {
        let (g, n) = self.parts()?;
        let t = opt_cstring(text)?;
        g.check(unsafe { sys::renju_node_name_set(g.ptr(), n, opt_ptr(&t)) }).map(drop)
    }

    /// Set the label at a point (None or "" removes it).
    pub fn set_label(&mut self, p: impl PointArg, text: Option<&str>) -> Result<()> {
        let (g, n) = self.parts()?;
        let raw = p.raw_point(g)?;
        let t = opt_cstring(text)?;
        g.check(unsafe { sys::renju_node_label_set(g.ptr(), n, raw, opt_ptr(&t)) }).map(drop)
    }

    /// Set the mark at a point (`Mark::None` removes it).
    pub fn set_mark(&mut self, p: impl PointArg, mark: Mark) -> Result<()> {
        let (g, n) = self.parts()?;
        let raw = p.raw_point(g)?;
        g.check(unsafe { sys::renju_node_mark_set(g.ptr(), n, raw, mark.value()) }).map(drop)
    }

    /// Set or clear `NodeFlags::MARKED` or `START`, or set `KEPT`.
    pub fn set_flag(&mut self, flag: NodeFlags, on: bool) -> Result<()> {
        let (g, n) = self.parts()?;
        g.check(unsafe { sys::renju_node_flag_set(g.ptr(), n, flag.bits(), on as c_int) }).map(drop)
    }
}
