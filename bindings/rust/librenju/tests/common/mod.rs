// SPDX-License-Identifier: MIT
// What the tests share: where the source tree's test data is, and small helpers.
#![allow(dead_code)]
use librenju::{Game, Point};
use std::path::PathBuf;

/// The source tree's tests/data: LIBRENJU_TEST_DATA (tests/rust.sh sets it), else
/// the folder of this crate's source tree.
pub fn data() -> PathBuf {
    match std::env::var_os("LIBRENJU_TEST_DATA") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../tests/data"),
    }
}

/// The source tree's top folder.
pub fn top() -> PathBuf {
    data().join("../..")
}

/// Points of a list "h8 i9", or none for "-".
pub fn points(text: &str) -> Vec<Point> {
    let t = text.trim();
    if t == "-" || t.is_empty() {
        return Vec::new();
    }
    t.split_whitespace().map(|s| Point::parse(s).expect(s)).collect()
}

pub fn p(text: &str) -> Point {
    Point::parse(text).expect(text)
}

/// What a failed call must leave as it was: the moves, the side, the modes, the
/// result, the opening's state, the board, the tags, the tree and the record.
pub fn snapshot(g: &Game) -> String {
    let mut s = format!(
        "{:?} {:?} {} {:?} {:?} {:?} {:?} {:?} {:?} {} {} {:?} {:?} {:?}",
        g.moves(),
        g.side_to_move(),
        g.in_setup(),
        g.result(),
        g.reason(),
        g.expected_action(),
        g.expected_player(),
        g.board().map(|b| b.cells().to_vec()),
        g.tags(),
        g.current().number(),
        g.node_count(),
        g.draw_offered(),
        g.opening(),
        g.search_time(),
    );
    if !g.in_setup() {
        s.push_str(&format!("{:?}", g.tree_export(librenju::Format::Sgf)));
    }
    s
}
