// SPDX-License-Identifier: MIT
// The binding's misuse list.  What Rust refuses to compile is in the doc-tests
// (compile_fail: a game used after its drop, a node or an opened index outliving what
// it borrows, a game shared between threads without a lock); here are the runtime
// cases: a node of another game or a deleted one, no value where C takes NULL, NUL
// characters in every text, empty text, huge and negative values, points off the
// board, the wrong phase, and threads (a game moved to another thread, a game behind
// a Mutex used by four, games made and dropped by the thousand).  Also the same code
// as the compile_fail doc-tests less their misuse, so that those fail for the misuse.
mod common;
use common::*;
use librenju::*;
use std::sync::{Arc, Mutex};

fn code<T: std::fmt::Debug>(r: Result<T>) -> ErrorCode {
    r.expect_err("an error").code()
}

#[test]
fn nodes_of_another_game_or_deleted() {
    let mut g = Game::new(Ruleset::Renju).unwrap();
    g.set_tree_mode(TreeMode::Keep).unwrap();
    g.play_moves("h8 h9 i9").unwrap();
    let i9 = g.current();
    let mut other = Game::new(Ruleset::Renju).unwrap();
    other.play_moves("h8 h9 i9").unwrap();
    let before = snapshot(&other);
    assert_eq!(code(other.go_to(i9)), ErrorCode::InvalidArgument, "a node of another game");
    assert_eq!(code(other.node(i9).comment()), ErrorCode::InvalidArgument);
    assert_eq!(code(other.node_mut(i9).set_comment(Some("x"))), ErrorCode::InvalidArgument);
    assert_eq!(code(other.delete_node(i9)), ErrorCode::InvalidArgument);
    assert_eq!(code(other.promote_node(i9)), ErrorCode::InvalidArgument);
    assert_eq!(before, snapshot(&other), "nothing changed");
    // a copy is another game too
    let copy = g.try_clone().unwrap();
    assert_eq!(code(copy.node(i9).depth()), ErrorCode::InvalidArgument);
    // a deleted node
    g.delete_node(i9).unwrap();
    assert_eq!(code(g.node(i9).comment()), ErrorCode::OutOfRange);
    assert_eq!(code(g.go_to(i9)), ErrorCode::OutOfRange);
    assert_eq!(code(g.node_id(-5)), ErrorCode::OutOfRange);
    assert_eq!(code(g.node_id(i32::MAX)), ErrorCode::OutOfRange);
}

#[test]
fn none_where_c_takes_null() {
    let mut g = Game::new(Ruleset::Renju).unwrap();
    g.play_moves("h8 h9").unwrap();
    g.set_tag("PB", Some("x")).unwrap();
    g.set_tag("PB", None).unwrap();
    assert_eq!(g.tag("PB").unwrap(), "");
    g.set_charset(None).unwrap();
    let root = g.root();
    g.node_mut(root).set_comment(Some("c")).unwrap();
    g.node_mut(root).set_comment(None).unwrap();
    g.node_mut(root).set_name(None).unwrap();
    g.node_mut(root).set_label("a1", None).unwrap();
    assert_eq!(g.node(root).comment().unwrap(), "");
    assert!(g.diagram_svg(DiagramFlags::DEFAULT, 1, 0, None).unwrap().contains("<svg"));
    // empty text: the library's "no such thing"
    assert_eq!(code(g.play("")), ErrorCode::Notation);
    assert_eq!(code(Ruleset::from_name("")), ErrorCode::InvalidArgument);
    assert_eq!(code(Point::parse("")), ErrorCode::Notation);
    assert_eq!(code(g.tag("")), ErrorCode::InvalidArgument);
    assert_eq!(code(Index::from_bytes(Vec::new())), ErrorCode::Parse);
    assert_eq!(code(g.import("", Format::Lib, ImportFlags::empty())), ErrorCode::Parse);
}

#[test]
fn nul_in_every_text() {
    let mut g = Game::new(Ruleset::Renju).unwrap();
    g.play("h8").unwrap();
    let before = snapshot(&g);
    let root = g.root();
    let mut errors: Vec<(&str, Error)> = Vec::new();
    errors.push(("play", g.play("h9\0").unwrap_err()));
    errors.push(("point", g.point("h\09").unwrap_err()));
    errors.push(("parse_move", g.parse_move("\0").unwrap_err()));
    errors.push(("stone", g.stone("h8\0").unwrap_err()));
    errors.push(("set_tag value", g.set_tag("PB", Some("a\0")).unwrap_err()));
    errors.push(("set_tag name", g.set_tag("PB\0", Some("a")).unwrap_err()));
    errors.push(("tag", g.tag("P\0B").unwrap_err()));
    errors.push(("charset", g.set_charset(Some("\0")).unwrap_err()));
    errors.push(("comment", g.node_mut(root).set_comment(Some("\0")).unwrap_err()));
    errors.push(("name", g.node_mut(root).set_name(Some("a\0b")).unwrap_err()));
    errors.push(("label", g.node_mut(root).set_label("a1", Some("\0")).unwrap_err()));
    errors.push(("diagram", g.diagram_svg(DiagramFlags::DEFAULT, 1, 0, Some("\0")).unwrap_err()));
    errors.push(("ruleset", Ruleset::from_name("renju\0").unwrap_err()));
    errors.push(("opening rule", OpeningRule::from_name("rif\0").unwrap_err()));
    errors.push(("format", Format::from_name("sgf\0").unwrap_err()));
    errors.push(("rules", rules_from_name("renju\0").unwrap_err()));
    errors.push(("index label", Index::new().unwrap().add(&g, GameResult::Draw, "a\0").unwrap_err()));
    for (what, e) in &errors {
        assert_eq!(e.code(), ErrorCode::InvalidArgument, "{}: {}", what, e);
        assert!(e.message().contains("NUL"), "{}: {}", what, e);
    }
    assert_eq!(errors.len(), 17);
    assert_eq!(before, snapshot(&g), "NUL characters changed nothing");
    // a record is bytes: a NUL in it is the record's business, never a panic
    assert!(g.import(b"h8 \0 h9", Format::Moves, ImportFlags::empty()).is_err());
}

#[test]
fn huge_and_negative_values_and_points_off_the_board() {
    assert_eq!(code(Game::with_size(Ruleset::Renju, 19)), ErrorCode::OutOfRange);
    assert_eq!(code(Game::with_size(Ruleset::Freestyle, 1 << 30)), ErrorCode::OutOfRange);
    assert_eq!(code(Game::with_size(Ruleset::Freestyle, i32::MIN)), ErrorCode::OutOfRange);
    assert_eq!(code(Game::with_size(Ruleset::Freestyle, -1)), ErrorCode::OutOfRange);
    assert_eq!(code(Point::new(i32::MAX, 0)), ErrorCode::OutOfRange);
    assert_eq!(code(Point::new(0, -1)), ErrorCode::OutOfRange);
    assert_eq!(code(Point::parse("a99999999999")), ErrorCode::OutOfRange);
    assert_eq!(code(Point::parse("a999999999999999999999")), ErrorCode::Notation);
    assert_eq!(code(Point::parse("h08")), ErrorCode::Notation);
    assert_eq!(code(Point::parse("é8")), ErrorCode::Notation);
    assert_eq!(code(Point::from_index(400, 20)), ErrorCode::OutOfRange);
    assert_eq!(code(Point::from_index(usize::MAX, 15)), ErrorCode::OutOfRange);
    assert_eq!(code(Point::from_index(0, usize::MAX)), ErrorCode::OutOfRange);
    assert_eq!(code(Colour::from_value(1 << 30)), ErrorCode::OutOfRange);
    assert_eq!(code(Opening::new(0)), ErrorCode::OutOfRange);
    assert_eq!(code(Opening::new(i32::MIN)), ErrorCode::OutOfRange);
    let mut g = Game::with_size(Ruleset::Standard, 5).unwrap();
    let e = g.play("f6").unwrap_err();
    assert_eq!(e.code(), ErrorCode::OutOfRange);
    assert_eq!(e.message(), "f6 is off the 5x5 board", "the library's message");
    let e = g.play(Point::new(5, 0).unwrap()).unwrap_err();
    assert_eq!(e.code(), ErrorCode::OutOfRange);
    assert_eq!(e.message(), "f1 is off the 5x5 board", "the same words for a Point");
    assert_eq!(code(g.stone(Point::new(19, 19).unwrap())), ErrorCode::OutOfRange);
    assert_eq!(code(g.point_at(25)), ErrorCode::OutOfRange);
    assert_eq!(code(g.point_at(usize::MAX)), ErrorCode::OutOfRange);
    assert_eq!(code(g.vcf(Limits::nodes(i32::MIN))), ErrorCode::OutOfRange);
    assert_eq!(code(g.solve(i32::MAX, Limits::default())), ErrorCode::OutOfRange);
    assert_eq!(code(g.vcf(Limits { max_nodes: 0, time_ms: Some(i32::MIN) })), ErrorCode::OutOfRange);
    let s = g.vcf(Limits { max_nodes: i32::MAX, time_ms: Some(i32::MAX) }).unwrap();
    assert_eq!(s.outcome, SolveOutcome::None, "the largest limits");
    assert_eq!(g.search_time(), 0, "the time limit put back");
    assert_eq!(code(g.declare(i32::MAX)), ErrorCode::WrongPhase);
    assert_eq!(code(g.go_child(i32::MIN)), ErrorCode::OutOfRange);
    assert_eq!(code(g.follow(&[i32::MAX, 0])), ErrorCode::OutOfRange);
    assert_eq!(code(g.symmetry_point(Symmetry::Rotate90, Move::Pass)), ErrorCode::OutOfRange);
    assert_eq!(g.board().unwrap().cells().len(), 25);
    assert_eq!(g.forbidden_map().unwrap().cells().len(), 25);
    let mut big = Game::with_size(Ruleset::Freestyle, 20).unwrap();
    big.play("t20").unwrap();
    assert_eq!(big.last_move(), Some(Move::Stone(Point::new(19, 19).unwrap())));
    assert_eq!(big.board().unwrap().cells().len(), 400);
    let mut long = Game::new(Ruleset::Renju).unwrap();
    assert_eq!(code(long.set_tag("GC", Some(&"x".repeat(1 << 20)))), ErrorCode::OutOfRange);
    let root = long.root();
    assert_eq!(code(long.node_mut(root).set_comment(Some(&"y".repeat(2 << 20)))), ErrorCode::OutOfRange);
}

#[test]
fn the_wrong_phase() {
    let mut g = Game::new(Ruleset::Renju).unwrap();
    g.play("h8").unwrap();
    assert_eq!(code(g.set_option(GameOption::AllowPass, 0)), ErrorCode::WrongPhase, "an option after a move");
    assert_eq!(code(g.swap(true)), ErrorCode::WrongPhase, "a swap in normal play");
    assert_eq!(code(g.setup_put("a1", Colour::Black)), ErrorCode::WrongPhase, "setup outside setup mode");
    assert_eq!(code(g.offer_bounds()), ErrorCode::WrongPhase);
    g.setup_begin().unwrap();
    assert_eq!(code(g.play("a1")), ErrorCode::WrongPhase, "play in setup mode");
    assert_eq!(code(g.vcf(Limits::default())), ErrorCode::WrongPhase, "a search in setup mode");
    assert_eq!(code(g.setup_begin()), ErrorCode::WrongPhase, "setup twice");
    assert_eq!(code(g.export(Format::Sgf)), ErrorCode::WrongPhase, "export in setup mode");
    g.setup_end().unwrap();
    assert_eq!(code(g.undo()), ErrorCode::NoMove, "undo stops at the set-up position");
}

#[test]
fn a_game_moves_between_threads() {
    let mut g = Game::new(Ruleset::Renju).unwrap();
    g.play("h8").unwrap();
    let g = std::thread::spawn(move || {
        g.forbidden_map().unwrap();
        let mut g = g;
        g.play("h9").unwrap();
        g
    })
    .join()
    .unwrap();
    assert_eq!(g.moves().unwrap(), vec![Move::Stone(p("h8")), Move::Stone(p("h9"))]);
    let mut ix = Index::new().unwrap();
    ix.add(&g, GameResult::Ongoing, "moved").unwrap();
    let ix = std::thread::spawn(move || {
        assert_eq!(ix.games(), 1);
        ix
    })
    .join()
    .unwrap();
    assert_eq!(ix.label(0).unwrap(), "moved");
}

#[test]
fn a_game_behind_a_mutex_is_shared() {
    let shared = Arc::new(Mutex::new(Game::new(Ruleset::Freestyle).unwrap()));
    let threads: Vec<_> = (0..4)
        .map(|t| {
            let g = Arc::clone(&shared);
            std::thread::spawn(move || {
                let mut done = 0;
                for i in 0..2000 {
                    let mut g = g.lock().unwrap();
                    let q = Point::new(i % 15, t * 3 + i % 3).unwrap();
                    g.play(q).unwrap();
                    g.forbidden_map().unwrap();
                    g.undo().unwrap();
                    done += 1;
                }
                done
            })
        })
        .collect();
    let total: i32 = threads.into_iter().map(|t| t.join().unwrap()).sum();
    assert_eq!(total, 8000, "every call ran, none failed");
    assert_eq!(shared.lock().unwrap().move_count(), 0, "each thread's move undone under the lock");
    // the scoped form of the compile_fail doc-test, with the lock it needs
    let game = Mutex::new(Game::new(Ruleset::Renju).unwrap());
    std::thread::scope(|s| {
        s.spawn(|| game.lock().unwrap().move_count());
    });
}

#[test]
fn the_doc_tests_less_their_misuse_compile() {
    // a use before the drop
    let game = Game::new(Ruleset::Renju).unwrap();
    assert_eq!(game.move_count(), 0);
    drop(game);
    // a node used while its game lives
    let game = Game::new(Ruleset::Renju).unwrap();
    let node = game.current_node();
    assert_eq!(node.comment().unwrap(), "");
    drop(game);
    // an opened index whose bytes outlive it
    let bytes = Index::new().unwrap().to_bytes().unwrap();
    let index = Index::open(&bytes).unwrap();
    assert_eq!(index.games(), 0);
    drop(index);
    drop(bytes);
}

#[test]
fn games_made_and_dropped_by_the_thousand() {
    for i in 0..20000 {
        let mut g = Game::new(Ruleset::Renju).unwrap();
        g.play("h8").unwrap();
        if i % 1000 == 0 {
            let p = g.try_clone().unwrap().proof(Threat::Vcf, 0, Limits::nodes(10)).unwrap();
            assert!(p.game().is_none());
        }
    }
    // a proof's game outlives the proof
    let mut g = Game::new(Ruleset::Freestyle).unwrap();
    g.setup(points("h8 i8 j8"), points("a1 a3"), Colour::Black).unwrap();
    let proof = g.proof(Threat::Vcf, 0, Limits::default()).unwrap();
    assert_eq!(proof.outcome, SolveOutcome::Win);
    let pg = proof.into_game().unwrap();
    drop(g);
    assert!(pg.node_count() > 1);
}
