// SPDX-License-Identifier: MIT
// The rest of the library through the binding: play and results, shapes, the 26
// openings, symmetry and position keys, the solvers and proofs, the game tree and its
// notes, the position index, diagrams; and the enumerations against the header.
mod common;
use common::*;
use librenju::*;
use std::collections::BTreeMap;

#[test]
fn play_and_results() {
    let mut g = Game::new(Ruleset::Renju).unwrap();
    assert_eq!(g.side_to_move(), Colour::Black);
    assert_eq!(g.last_move(), None);
    g.play_all(points("h8 a1 i8 a2 j8 a3 k8 a4")).unwrap();
    g.play("l8").unwrap();
    assert_eq!(g.result(), GameResult::BlackWins);
    assert_eq!(g.reason(), Reason::Five);
    assert_eq!(g.reason().to_string(), "five in a row");
    assert_eq!(g.winning_line().unwrap(), points("h8 i8 j8 k8 l8"));
    assert!(g.is_over());
    assert_eq!(g.play("m8").unwrap_err().code(), ErrorCode::GameOver);
    g.undo().unwrap();
    g.resign(Colour::Black).unwrap();
    assert_eq!(g.reason(), Reason::Resignation);
    assert_eq!(g.result(), GameResult::WhiteWins);
    g.undo().unwrap();
    g.forfeit(Colour::White, Reason::Time).unwrap();
    assert_eq!(g.result(), GameResult::BlackWins);
    g.undo().unwrap();
    g.offer_draw(Move::Pass).unwrap();
    assert!(g.draw_offered());
    g.accept_draw().unwrap();
    assert_eq!(g.reason(), Reason::Agreement);
    g.undo().unwrap();
    g.undo().unwrap();
    g.redo().unwrap();
    g.decline_draw().unwrap();
    assert!(!g.draw_offered());

    let mut f = Game::new(Ruleset::Renju).unwrap();
    f.set_option(GameOption::FoulPolicy, FoulPolicy::Lose.value()).unwrap();
    f.play_moves("h8 a15 i8 a13 h9 a11 j9 o1 h7").unwrap();
    assert_eq!(f.reason(), Reason::Foul);
    assert_eq!(f.foul().unwrap(), Some((ForbiddenKind::DoubleThree, p("h7"))));

    let mut free = Game::new(Ruleset::Freestyle).unwrap();
    free.set_option(GameOption::AllowPass, 1).unwrap();
    assert_eq!(free.option(GameOption::AllowPass).unwrap(), 1);
    assert_eq!(free.option_bounds(GameOption::AllowPass).unwrap().0, 0);
    free.pass().unwrap();
    assert_eq!(free.last_move(), Some(Move::Pass));
    assert_eq!(free.moves().unwrap(), vec![Move::Pass]);
    assert_eq!(free.stone("h8").unwrap(), Colour::Empty);
    assert!(free.board_text(TextFlags::LAST).unwrap().contains(" a b c"));
    assert!(free.to_string().contains(" a b c"), "Display is the board");
    assert_eq!(free.point("H8").unwrap(), p("h8"));
    assert_eq!(free.index("h8").unwrap(), 112);
    assert_eq!(free.notation(p("h8")).unwrap(), "h8");
    assert_eq!(free.notation(Move::Pass).unwrap(), "pass");
    assert_eq!(free.errcode(), 0);
    assert_eq!(free.errmsg(), "");
    free.pass().unwrap();
    assert_eq!(free.reason(), Reason::BothPassed);
    free.reset().unwrap();
    assert_eq!(free.move_count(), 0);
    assert_eq!(free.option(GameOption::AllowPass).unwrap(), 1, "options kept by reset");
    let board = free.board().unwrap();
    assert_eq!(board.get(p("a1")).unwrap(), Colour::Empty);
    assert_eq!(format!("{:?}", free), "Game(freestyle 15x15, moves: )");
}

#[test]
fn shapes_openings_symmetry_and_keys() {
    let mut g = Game::new(Ruleset::Renju).unwrap();
    g.play_moves("h8 a1 i8 a2").unwrap();
    assert_eq!(g.shape("j8", Colour::Black, Direction::Horizontal).unwrap(), Shape::Three);
    assert_eq!(g.shape_stones("j8", Colour::Black, Direction::Horizontal).unwrap(), points("h8 i8 j8"));
    let keys = g.shape_keys("j8", Colour::Black, Direction::Horizontal).unwrap();
    assert!(keys.len() >= 2, "{:?}", keys);
    assert_eq!(keys[0].status, KeyStatus::Playable);
    assert_eq!(g.shape("h8", Colour::White, Direction::Vertical).unwrap_err().code(), ErrorCode::Occupied);

    let mut o = Game::new(Ruleset::Renju).unwrap();
    o.play_moves("h8 h9 j10").unwrap();
    let opening = o.opening_index().expect("one of the 26");
    assert!(!opening.name().is_empty() && !opening.kanji().is_empty());
    assert_eq!(Opening::all().len(), 26);
    assert_eq!(Opening::all().iter().filter(|x| x.is_direct()).count(), 13);
    let (found, sym) = o.opening_identify("h8", "h9", "j10").unwrap().unwrap();
    assert_eq!(found, opening);
    assert_eq!(o.opening_points(opening, sym).unwrap().to_vec(), points("h8 h9 j10"));
    assert_eq!(o.opening_identify("h8", "a1", "o15").unwrap(), None);
    assert_eq!(o.symmetry_point(Symmetry::Rotate90, "a15").unwrap(), p("a1"));
    assert_eq!(Symmetry::Rotate90.inverse(), Symmetry::Rotate270);
    for &s in Symmetry::ALL {
        let q = o.symmetry_point(s, "c4").unwrap();
        assert_eq!(o.symmetry_point(s.inverse(), q).unwrap(), p("c4"), "{:?}", s);
    }
    let key = o.position_key().unwrap();
    assert_eq!(key.hex().len(), 32);
    let mut f = Game::new(Ruleset::Freestyle).unwrap();
    let mut h = Game::new(Ruleset::Freestyle).unwrap();
    f.play_moves("h8 h9 j10").unwrap();
    h.play_moves("j10 h9 h8").unwrap();
    assert_eq!(f.position_key().unwrap().bytes, h.position_key().unwrap().bytes, "another move order");
    assert_ne!(f.position_key().unwrap().bytes, key.bytes, "another rule set");
    let mut m = Game::new(Ruleset::Freestyle).unwrap();
    m.play_all(f.opening_points(opening, Symmetry::FlipRows).unwrap()).unwrap();
    assert_eq!(m.position_key().unwrap().bytes, f.position_key().unwrap().bytes, "under a symmetry");
    assert!(o.offers_equivalent("j9", "j9").unwrap());

    assert_eq!(Ruleset::from_name("caro 5").unwrap(), Ruleset::Caro5);
    assert_eq!(Ruleset::Caro5.to_string(), "caro-5");
    assert_eq!(OpeningRule::from_name("supersakata").unwrap(), OpeningRule::SuperSakata);
    assert_eq!(OpeningRule::SuperSakata.name(), "super-sakata");
    assert!(version().starts_with(&format!("{}.", version_number() / 10000)));
    assert_eq!(version(), librenju_sys::RENJU_VERSION_STRING);
    assert!(strerror(-1).to_lowercase().contains("invalid"));
    assert!(!strerror(-1000).is_empty(), "any code has words");
}

#[test]
fn solvers_and_proofs() {
    let mut g = Game::new(Ruleset::Freestyle).unwrap();
    g.setup(points("h8 i8 j9 j10"), points("a1 a3"), Colour::Black).unwrap();
    assert_eq!(g.vcf(Limits::default()).unwrap().outcome, SolveOutcome::None);
    let vct = g.vct(Limits::default()).unwrap();
    assert_eq!(vct.outcome, SolveOutcome::Win);
    assert_eq!(vct.line[0], Move::Stone(p("j8")));
    assert!(vct.nodes > 0);
    assert_eq!(vct.line.len() % 2, 1, "the attacker's moves start and end the line");
    assert_eq!(g.vct(Limits::nodes(1)).unwrap().outcome, SolveOutcome::Unknown);
    assert_eq!(g.solve(3, Limits::default()).unwrap().outcome, SolveOutcome::Win);
    let before = snapshot(&g);
    let proof = g.proof(Threat::Vct, 0, Limits::default()).unwrap();
    assert_eq!(proof.outcome, SolveOutcome::Win);
    assert_eq!(proof.export().unwrap().as_deref(), Some("(;B[jh])"));
    let pg = proof.game().unwrap();
    assert_eq!(pg.node(proof.first().unwrap()).point().unwrap(), Some(Move::Stone(p("j8"))));
    assert_eq!(before, snapshot(&g), "the game unchanged by the searches");
    let none = g.proof(Threat::Vcf, 0, Limits::default()).unwrap();
    assert!(none.game().is_none() && none.first().is_none());
    assert_eq!(none.export().unwrap(), None);
    assert_eq!(g.search_time(), 0);
    g.set_search_time(5000).unwrap();
    g.vcf(Limits { max_nodes: 0, time_ms: Some(100) }).unwrap();
    assert_eq!(g.search_time(), 5000, "the game's own time put back");
    g.setup(points(""), points(""), Colour::White).unwrap();
    let d = g.defences(Threat::Vct, Limits::default()).unwrap();
    assert_eq!(d.outcome, SolveOutcome::None, "nothing to stop on the empty board");
    let mut t = Game::new(Ruleset::Freestyle).unwrap();
    t.setup(points("h8 i8 j8"), points("a1 a3"), Colour::White).unwrap();
    let d = t.defences(Threat::Vcf, Limits::default()).unwrap();
    assert_eq!(d.outcome, SolveOutcome::Win, "an open three to stop");
    assert!(d.points.contains(&p("g8")) && d.points.contains(&p("k8")), "{:?}", d.points);
}

#[test]
fn the_game_tree() {
    let mut g = Game::new(Ruleset::Renju).unwrap();
    g.set_tree_mode(TreeMode::Keep).unwrap();
    assert_eq!(g.tree_mode(), TreeMode::Keep);
    g.play_moves("h8 h9 i9").unwrap();
    g.undo().unwrap();
    g.play("j10").unwrap();
    let id = g.current();
    {
        let mut n = g.node_mut(id);
        n.set_comment(Some("the indirect answer é")).unwrap();
        n.set_name(Some("a name")).unwrap();
        n.set_label("k11", Some("A")).unwrap();
        n.set_mark("g7", Mark::Triangle).unwrap();
        n.set_flag(NodeFlags::MARKED, true).unwrap();
        assert_eq!(n.comment().unwrap(), "the indirect answer é", "NodeMut reads as a Node");
    }
    let node = g.node(id);
    assert_eq!(node.mark("g7").unwrap(), Mark::Triangle);
    assert_eq!(node.name().unwrap(), "a name");
    let labels: BTreeMap<Point, String> = [(p("k11"), "A".to_string())].into_iter().collect();
    assert_eq!(node.labels().unwrap(), labels);
    assert_eq!(node.marks().unwrap(), vec![(p("g7"), Mark::Triangle)]);
    assert_eq!(node.index().unwrap(), 1, "a variation");
    assert_eq!(node.depth().unwrap(), 3);
    assert_eq!(node.line().unwrap(), points("h8 h9 j10").into_iter().map(Move::Stone).collect::<Vec<_>>());
    assert_eq!(node.kind().unwrap(), NodeKind::Stone);
    assert_eq!(node.colour().unwrap(), Colour::Black);
    assert_eq!(node.error().unwrap(), None);
    assert!(node.flags().unwrap().contains(NodeFlags::KEPT | NodeFlags::MARKED));
    assert!(node.is_current());
    let parent = node.parent().unwrap().unwrap();
    assert_eq!(g.node(parent).children().unwrap().len(), 2);
    assert_eq!(g.node(g.root()).parent().unwrap(), None);
    let i9 = g.go_sibling(-1).unwrap();
    assert_eq!(g.last_move(), Some(Move::Stone(p("i9"))));
    assert_eq!(g.node(i9).point().unwrap(), Some(Move::Stone(p("i9"))));
    g.go_to(id).unwrap();
    assert_eq!(g.last_move(), Some(Move::Stone(p("j10"))));
    assert_eq!(g.node_count(), 5);
    assert_eq!(g.nodes().count(), 5);
    assert_eq!(g.nodes().next(), Some(g.root()));
    let sgf = g.tree_export(Format::Sgf).unwrap();
    assert!(sgf.contains("the indirect answer é"));
    let back = Game::from_record(&sgf, Format::Sgf).unwrap();
    assert_eq!(back.tree_export(Format::Sgf).unwrap(), sgf, "the tree round trip");
    assert_eq!(back.node_count(), 5);
    assert_eq!(g.node(id).export().unwrap(), "(;B[jf])");
    assert_eq!(g.node(id).path().unwrap(), vec![0, 0, 1]);
    g.promote_node(id).unwrap();
    assert_eq!(g.node(id).index().unwrap(), 0, "promoted");
    g.go_root().unwrap();
    g.follow(&[0, 0, 0]).unwrap();
    assert_eq!(g.last_move(), Some(Move::Stone(p("j10"))));
    g.delete_node(id).unwrap();
    assert_eq!(g.node_count(), 4);
    assert_eq!(g.go_child(9).unwrap_err().code(), ErrorCode::OutOfRange);
    g.go_root().unwrap();
    assert_eq!(g.go_parent().unwrap_err().code(), ErrorCode::NoMove);
    // an illegal line of a record is kept and says why
    let mut r = Game::new(Ruleset::Renju).unwrap();
    r.import("(;GM[4]SZ[15];B[hh](;W[ii])(;W[hh]))", Format::Sgf, ImportFlags::empty()).unwrap();
    let bad = r.nodes().find(|&n| r.node(n).flags().unwrap().contains(NodeFlags::ILLEGAL)).expect("an illegal node");
    let why = r.node(bad).error().unwrap().expect("its error");
    assert_eq!(why.code, ErrorCode::Occupied);
    assert!(!why.message.is_empty());
    assert!(r.warnings().iter().any(|w| w.code == WarningCode::IllegalLine));
    assert_eq!(r.go_to(bad).unwrap_err().code(), ErrorCode::Occupied, "the game never stands there");
}

#[test]
fn the_position_index() {
    let bytes;
    {
        let mut ix = Index::new().unwrap();
        let mut g = Game::new(Ruleset::Renju).unwrap();
        g.play_moves("h8 h9 j10 i9").unwrap();
        assert_eq!(ix.add(&g, GameResult::BlackWins, "game 1").unwrap(), 0);
        let mut other = Game::new(Ruleset::Renju).unwrap();
        other.play_moves("h8 h7").unwrap();
        assert_eq!(ix.add(&other, GameResult::Draw, "game 2").unwrap(), 1);
        let mut q = Game::new(Ruleset::Renju).unwrap();
        q.play("h8").unwrap();
        assert_eq!(ix.find(&q).unwrap(), vec![0, 1], "both reach h8");
        let next = ix.next_moves(&q).unwrap();
        assert_eq!(next.len(), 1, "h9 and h7 are one move under a symmetry");
        assert_eq!((next[0].games, next[0].black_wins, next[0].draws), (2, 1, 1));
        assert_eq!(ix.games(), 2);
        assert!(ix.positions() > 0);
        assert_eq!(ix.label(1).unwrap(), "game 2");
        assert_eq!(ix.result(1).unwrap(), GameResult::Draw);
        assert_eq!(ix.label(2).unwrap_err().code(), ErrorCode::OutOfRange);
        assert_eq!(ix.result(usize::MAX).unwrap_err().code(), ErrorCode::OutOfRange);
        bytes = ix.to_bytes().unwrap();
    }
    let back = Index::from_bytes(bytes.clone()).unwrap();
    let mut g = Game::new(Ruleset::Renju).unwrap();
    assert_eq!(back.games(), 2);
    g.play_moves("h8 h9 j10").unwrap();
    assert_eq!(back.find(&g).unwrap(), vec![0]);
    let mut back = back;
    assert_eq!(back.add(&g, GameResult::Draw, "x").unwrap_err().code(), ErrorCode::WrongPhase);
    let opened = Index::open(&bytes).unwrap();
    assert_eq!(opened.find(&g).unwrap(), vec![0], "read in place");
    assert_eq!(opened.to_bytes().unwrap(), bytes, "written back the same");
    assert_eq!(Index::from_bytes(vec![1, 2, 3]).unwrap_err().code(), ErrorCode::Parse);
    assert_eq!(Index::open(&bytes[..bytes.len() / 2]).unwrap_err().code(), ErrorCode::Parse, "cut short");
}

#[test]
fn diagrams() {
    let mut g = Game::new(Ruleset::Renju).unwrap();
    g.play_moves("h8 a15 i8 a13 h9 a11 j9 o1").unwrap();
    let svg = g.diagram_svg(DiagramFlags::DEFAULT, 1, 0, None).unwrap();
    assert!(svg.starts_with("<svg") || svg.starts_with("<?xml"));
    assert!(svg.trim_end().ends_with("</svg>"));
    assert_eq!(svg, g.diagram_svg(DiagramFlags::DEFAULT, 1, 0, Some("")).unwrap(), "the same bytes");
    let titled = g.diagram_svg(DiagramFlags::NUMBERS | DiagramFlags::COORDS, 1, 20, Some("Game 1 大山")).unwrap();
    assert!(titled.contains("大山"));
}

/// "DoubleThree" -> "DOUBLE_THREE"; digits stay with the word before them, or not.
fn constant_names(variant: &str) -> [String; 2] {
    let mut joined = String::new();
    let mut split = String::new();
    for (i, c) in variant.chars().enumerate() {
        let prev = variant.chars().nth(i.wrapping_sub(1));
        if i > 0 && c.is_ascii_uppercase() {
            joined.push('_');
            split.push('_');
        }
        if i > 0 && c.is_ascii_digit() && prev.map_or(false, |p| p.is_ascii_alphabetic()) {
            split.push('_');
        }
        joined.push(c.to_ascii_uppercase());
        split.push(c.to_ascii_uppercase());
    }
    [joined, split]
}

macro_rules! check_enums {
    ($consts:expr, $($t:ty),*) => {{
        let mut n = 0;
        $(
            for v in <$t>::ALL {
                let names = constant_names(&format!("{:?}", v));
                let found = names.iter().find_map(|s| $consts.get(&format!("RENJU_{}{}", <$t>::PREFIX, s)));
                assert_eq!(found, Some(&v.value()), "{}::{:?}: {:?}", stringify!($t), v, names);
                assert_eq!(<$t>::from_value(v.value()).unwrap(), *v);
                n += 1;
            }
            let family: Vec<_> = $consts.keys().filter(|k| {
                let rest = &k["RENJU_".len()..];
                !<$t>::PREFIX.is_empty() && rest.starts_with(<$t>::PREFIX)
            }).collect();
            assert!(<$t>::PREFIX.is_empty() || family.len() >= <$t>::ALL.len(), "{}: {:?}", stringify!($t), family);
        )*
        n
    }};
}

#[test]
fn enumerations_agree_with_the_header() {
    let consts: BTreeMap<String, i32> =
        librenju_sys::CONSTANTS.iter().map(|(k, v)| (k.to_string(), *v)).collect();
    let n = check_enums!(
        consts, Colour, Ruleset, OpeningRule, GameResult, Reason, ForbiddenKind, Direction, Shape, GameOption,
        FoulPolicy, ThreeReading, Player, Action, Branch, Swap2Choice, Symmetry, Format, WarningCode, TreeMode,
        NodeKind, Mark, SolveOutcome, Threat
    );
    assert_eq!(n, 135, "values checked");
    // the families whose whole set of constants is an enumeration: nothing left out
    for (t, prefix, count) in &[
        ("Reason", "REASON_", Reason::ALL.len()),
        ("Action", "ACTION_", Action::ALL.len()),
        ("WarningCode", "WARN_", WarningCode::ALL.len()),
        ("Symmetry", "SYM_", Symmetry::ALL.len()),
        ("Shape", "SHAPE_", Shape::ALL.len()),
        ("GameOption", "OPT_", GameOption::ALL.len()),
    ] {
        let in_header = consts.keys().filter(|k| k.starts_with(&format!("RENJU_{}", prefix))).count();
        assert_eq!(in_header, *count, "{}: every constant of the header", t);
    }
    for e in ErrorCode::ALL {
        assert!(consts.values().any(|&v| v == e.value()) && e.value() < 0, "{:?}", e);
        assert_eq!(ErrorCode::from_value(e.value()), *e);
    }
    assert_eq!(ErrorCode::ALL.len(), 15);
    assert_eq!(KeyStatus::MakesFive.value(), consts["RENJU_KEY_MAKES_FIVE"]);
    for (flags, prefix) in &[
        (TextFlags::NAMED.iter().map(|(n, f)| (*n, f.bits())).collect::<Vec<_>>(), "TEXT_"),
        (DiagramFlags::NAMED.iter().map(|(n, f)| (*n, f.bits())).collect(), "DIAGRAM_"),
        (NodeFlags::NAMED.iter().map(|(n, f)| (*n, f.bits())).collect(), "NODE_"),
        (ImportFlags::NAMED.iter().map(|(n, f)| (*n, f.bits())).collect(), "IMPORT_"),
    ] {
        for (name, bits) in flags {
            assert_eq!(consts.get(&format!("RENJU_{}{}", prefix, name)), Some(bits), "{}{}", prefix, name);
        }
    }
    assert_eq!(Symmetry::ALL.len() as i32, consts["RENJU_SYMMETRIES"]);
    assert_eq!(Format::ALL.len() as i32, consts["RENJU_FORMATS"]);
    assert_eq!(Opening::all().len() as i32, consts["RENJU_OPENINGS"]);
    assert_eq!(KEY_SIZE as i32, consts["RENJU_KEY_SIZE"]);
    assert_eq!(MAX_OFFERS as i32, consts["RENJU_MAX_OFFERS"]);
    assert_eq!(INDEX_VERSION, consts["RENJU_INDEX_VERSION"]);
    assert_eq!(MAX_SIZE as i32, consts["RENJU_MAX_SIZE"]);
    for name in tag_names() {
        assert_eq!(name.len(), 2, "{}", name);
    }
    for &r in Ruleset::ALL {
        assert_eq!(Ruleset::from_name(r.name()).unwrap(), r);
    }
    for &o in OpeningRule::ALL {
        assert_eq!(OpeningRule::from_name(o.name()).unwrap(), o);
    }
    for &f in Format::ALL {
        assert_eq!(Format::from_name(f.name()).unwrap(), f);
    }
    for &k in ForbiddenKind::ALL {
        assert!(!k.name().is_empty());
    }
    for &r in Reason::ALL {
        assert!(!r.name().is_empty());
    }
}
