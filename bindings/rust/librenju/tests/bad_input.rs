// SPDX-License-Identifier: MIT
// Bad input leaves the game exactly as it was: a list of calls that fail, each tried
// on a copy of six games (new, played, won, in an opening, set up, in setup mode),
// the game's snapshot taken before and compared after.
mod common;
use common::*;
use librenju::*;

type Call = fn(&mut Game) -> Result<()>;

fn bad_calls() -> Vec<(&'static str, Call)> {
    vec![
        ("play h8", |g| g.play("h8")),
        ("play o16", |g| g.play("o16")),
        ("play z1", |g| g.play("z1")),
        ("play empty", |g| g.play("")),
        ("play t20", |g| g.play(Point::new(19, 19)?)),
        ("play NUL", |g| g.play("h\0 8")),
        ("moves a1 a1", |g| g.play_moves("a1 a1")),
        ("moves a2 b2 zz", |g| g.play_moves("a2 b2 zz")),
        ("setup h8 twice", |g| g.setup(points("h8 h8"), points(""), Colour::Black)),
        ("setup a five", |g| g.setup(points("a1 a2 a3 a4 a5"), points(""), Colour::White)),
        ("setup side empty", |g| g.setup(points("a1"), points(""), Colour::Empty)),
        ("option huge", |g| g.set_option(GameOption::MoveLimit, i32::MAX)),
        ("option negative", |g| g.set_option(GameOption::MoveLimit, i32::MIN)),
        ("foul policy 7", |g| g.set_option(GameOption::FoulPolicy, 7)),
        ("soosorv-1000", |g| g.set_opening(OpeningRule::Soosorv, 1000)),
        ("resign empty", |g| g.resign(Colour::Empty)),
        ("forfeit by five", |g| g.forfeit(Colour::Black, Reason::Five)),
        ("swap first", |g| g.swap_as(Player::First, true)),
        ("declare huge", |g| g.declare_as(Player::First, 1 << 30)),
        ("propose a1", |g| g.propose([Point::new(0, 0)?])),
        ("swap2 black", |g| g.choose_swap2(Swap2Choice::Black)),
        ("accept draw", |g| g.accept_draw()),
        ("tag XX", |g| g.set_tag("XX", Some("a"))),
        ("tag NUL", |g| g.set_tag("GN", Some("a\0b"))),
        ("tag name NUL", |g| g.set_tag("G\0N", Some("a"))),
        ("tag RU", |g| g.set_tag("RU", Some("renju"))),
        ("tag too long", |g| g.set_tag("GC", Some(&"x".repeat(70000)))),
        ("import illegal", |g| g.import("(;GM[4]SZ[15];B[hh];B[hh])", Format::Sgf, ImportFlags::empty()).map(drop)),
        ("import lib junk", |g| g.import([1u8, 2, 3], Format::Lib, ImportFlags::empty()).map(drop)),
        ("import flags 99", |g| g.import("(;", Format::Sgf, ImportFlags::from_bits(99)).map(drop)),
        ("import next past", |g| g.import_next(b"h8", 9, Format::Moves, ImportFlags::empty()).map(drop)),
        ("charset", |g| g.set_charset(Some("NO-SUCH-CHARSET"))),
        ("charset NUL", |g| g.set_charset(Some("GBK\0"))),
        ("setup put", |g| g.setup_put("a1", Colour::Black).and_then(|_| g.setup_put("b1", Colour::White))),
        ("setup end", |g| g.setup_end()),
        ("child 5", |g| g.go_child(5).map(drop)),
        ("child huge", |g| g.go_child(i32::MAX).map(drop)),
        ("sibling huge", |g| g.go_sibling(i32::MIN).map(drop)),
        ("node 9999", |g| g.node_id(9999).map(drop)),
        ("follow 3 3", |g| g.follow(&[3, 3]).map(drop)),
        ("delete root", |g| {
            let root = g.root();
            g.delete_node(root)
        }),
        ("comment NUL", |g| {
            let root = g.root();
            g.node_mut(root).set_comment(Some("x\0y"))
        }),
        ("label NUL", |g| {
            let root = g.root();
            g.node_mut(root).set_label("a1", Some("\0"))
        }),
        ("label off board", |g| {
            let root = g.root();
            g.node_mut(root).set_label(Point::new(19, 0)?, Some("A"))
        }),
        ("flag kept cleared", |g| {
            let root = g.root();
            g.node_mut(root).set_flag(NodeFlags::KEPT, false)
        }),
        ("vcf negative", |g| g.vcf(Limits::nodes(-1)).map(drop)),
        ("solve 0", |g| g.solve(0, Limits::default()).map(drop)),
        ("solve 21", |g| g.solve(21, Limits::default()).map(drop)),
        ("vct time negative", |g| g.vct(Limits { max_nodes: 0, time_ms: Some(-1) }).map(drop)),
        ("defences win", |g| g.defences(Threat::Win, Limits::default()).map(drop)),
        ("diagram cell", |g| g.diagram_svg(DiagramFlags::empty(), 1, 100000, None).map(drop)),
        ("diagram flags", |g| g.diagram_svg(DiagramFlags::from_bits(1 << 20), 1, 0, None).map(drop)),
        ("diagram first 0", |g| g.diagram_svg(DiagramFlags::NUMBERS, 0, 0, None).map(drop)),
        ("diagram title", |g| g.diagram_svg(DiagramFlags::empty(), 1, 0, Some("a\nb")).map(drop)),
        ("diagram title NUL", |g| g.diagram_svg(DiagramFlags::empty(), 1, 0, Some("a\0b")).map(drop)),
        ("map too small", |g| g.forbidden_map_into(&mut [0u8; 3]).map(drop)),
        ("explain h8 space", |g| g.explain("h8 ").map(drop)),
        ("point h08", |g| g.point("h08").map(drop)),
        ("search time", |g| g.set_search_time(-1)),
        ("symmetry off board", |g| g.symmetry_point(Symmetry::Diagonal, Point::new(19, 0)?).map(drop)),
        ("node of another game", |g| g.go_to(Game::new(Ruleset::Renju)?.root()).map(drop)),
        ("text flags", |g| g.board_text(TextFlags::from_bits(64)).map(drop)),
    ]
}

#[test]
fn bad_input_leaves_the_game_as_it_was() {
    let mut games = Vec::new();
    games.push(Game::new(Ruleset::Renju).unwrap());
    let mut played = Game::new(Ruleset::Renju).unwrap();
    played.play_moves("h8 h9 i9 i8").unwrap();
    games.push(played);
    let mut won = Game::new(Ruleset::Freestyle).unwrap();
    won.play_moves("a1 b1 a2 b2 a3 b3 a4 b4 a5").unwrap();
    games.push(won);
    let mut opening = Game::with_opening(Ruleset::Renju, OpeningRule::Rif, 0).unwrap();
    opening.play_moves("h8 h9 i9").unwrap();
    games.push(opening);
    let mut set_up = Game::new(Ruleset::Renju).unwrap();
    set_up.setup(points("h8 i9"), points("h9"), Colour::White).unwrap();
    games.push(set_up);
    let mut in_setup = Game::new(Ruleset::Renju).unwrap();
    in_setup.setup_begin().unwrap();
    games.push(in_setup);

    let calls = bad_calls();
    let (mut failures, mut tried) = (0, 0);
    for (k, base) in games.iter().enumerate() {
        for (name, call) in &calls {
            let mut g = base.try_clone().unwrap();
            let before = snapshot(&g);
            tried += 1;
            match call(&mut g) {
                Ok(()) => continue, // legal in this game (h8 on the empty board)
                Err(e) => {
                    failures += 1;
                    assert!(!e.message().is_empty(), "{}: a message", name);
                    assert!(e.raw_code() < 0, "{}: a code", name);
                    assert_ne!(e.code(), ErrorCode::Unknown, "{}: {}", name, e);
                }
            }
            assert_eq!(before, snapshot(&g), "{} on game {}: the game as it was", name, k);
        }
    }
    assert_eq!(tried, 6 * calls.len());
    assert!(failures > tried * 9 / 10, "the calls failed ({} of {})", failures, tried);
}

#[test]
fn a_failed_sequence_changes_nothing() {
    let mut g = Game::new(Ruleset::Renju).unwrap();
    g.play("h8").unwrap();
    let before = snapshot(&g);
    // the third move fails: the two before it are not kept
    assert_eq!(g.play_moves("h9 i9 i9").unwrap_err().code(), ErrorCode::Occupied);
    assert_eq!(before, snapshot(&g));
    assert_eq!(g.play_all(vec![p("h9"), p("i9"), p("h8")]).unwrap_err().code(), ErrorCode::Occupied);
    assert_eq!(before, snapshot(&g));
    g.play_all(vec![p("h9"), p("i9")]).unwrap();
    assert_eq!(g.move_count(), 3, "a sequence that succeeds is kept");
    // the game keeps its identity: its nodes stay its own
    let node = g.current();
    g.play_moves("j10 k11").unwrap();
    assert!(g.node(node).depth().is_ok());
}
