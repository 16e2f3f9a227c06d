// SPDX-License-Identifier: MIT
// Every forbidden-point vector of tests/data/forbidden-vectors.txt, under both
// readings of the three: the map (one call, and into a caller's buffer), each point's
// kind and explanation, and the foul refused with the game unchanged.
mod common;
use common::*;
use librenju::*;
use std::collections::BTreeMap;

fn expected(field: &str) -> BTreeMap<Point, ForbiddenKind> {
    let mut m = BTreeMap::new();
    if field.trim() == "-" {
        return m;
    }
    for item in field.split_whitespace() {
        let (point, word) = item.split_once(':').expect(item);
        let kind = ForbiddenKind::ALL.iter().copied().find(|k| k.name() == word).unwrap_or_else(|| panic!("{}", word));
        m.insert(p(point), kind);
    }
    m
}

#[test]
fn every_forbidden_vector_under_both_readings() {
    let text = std::fs::read_to_string(data().join("forbidden-vectors.txt")).expect("forbidden-vectors.txt");
    let (mut lines, mut positions, mut points) = (0, 0, 0);
    for line in text.lines() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        lines += 1;
        let f: Vec<&str> = line.split(" | ").collect();
        let literal = expected(f[3]);
        let mut nonliteral = literal.clone();
        for extra in &f[5..] {
            if let Some(v) = extra.trim().strip_prefix("nonliteral:") {
                nonliteral = expected(v);
            }
        }
        for reading in ThreeReading::ALL {
            let want = if *reading == ThreeReading::Literal { &literal } else { &nonliteral };
            let mut g = Game::new(Ruleset::Renju).unwrap();
            g.set_option(GameOption::ThreeReading, reading.value()).unwrap();
            g.setup(points_of(f[1]), points_of(f[2]), Colour::Black).unwrap_or_else(|e| panic!("{}: {}", f[0], e));
            assert_eq!(&g.forbidden_points().unwrap(), want, "{} ({:?})", f[0], reading);
            let map = g.forbidden_map().unwrap();
            assert_eq!(map.count(), want.len(), "{}: the map's count", f[0]);
            let mut buf = [0u8; 225];
            assert_eq!(g.forbidden_map_into(&mut buf).unwrap(), want.len());
            assert_eq!(&buf[..], map.cells(), "{}: both maps agree", f[0]);
            for (&pt, &kind) in want {
                assert_eq!(g.forbidden(pt).unwrap(), kind, "{} {}", f[0], pt);
                assert_eq!(g.forbidden(pt.to_string()).unwrap(), kind, "{} {} by notation", f[0], pt);
                assert_eq!(map.get(pt).unwrap(), kind);
                let why = g.explain(pt).unwrap();
                assert!(why.starts_with(&format!("{} is ", pt)), "{}", why);
                assert!(why.contains(kind.name()), "{}: {}", kind.name(), why);
                let before = snapshot(&g);
                let e = g.play(pt).unwrap_err();
                assert_eq!(e.code(), ErrorCode::Forbidden, "{} play {}", f[0], pt);
                assert_eq!(e.raw_code(), -5);
                assert!(!e.message().is_empty());
                assert_eq!(before, snapshot(&g), "{}: unchanged by the foul", f[0]);
                points += 1;
            }
            // every other empty point is legal, and black may play it
            for i in 0..225 {
                let q = Point::from_index(i, 15).unwrap();
                if g.stone(q).unwrap() == Colour::Empty && !want.contains_key(&q) {
                    assert_eq!(g.forbidden(q).unwrap(), ForbiddenKind::None, "{} {}", f[0], q);
                }
            }
            positions += 1;
        }
    }
    assert!(lines > 20, "the vectors were read ({})", lines);
    assert_eq!(positions, 2 * lines, "both readings of every vector");
    assert!(points > lines, "forbidden points checked: {}", points);
}

fn points_of(field: &str) -> Vec<Point> {
    points(field)
}

#[test]
fn forbidden_map_buffer_too_small_writes_nothing() {
    let mut g = Game::new(Ruleset::Renju).unwrap();
    g.play_moves("h8 a15 i8 a13 h9 a11 j9 o1").unwrap();
    let mut small = [7u8; 3];
    assert_eq!(g.forbidden_map_into(&mut small).unwrap_err().code(), ErrorCode::BufferTooSmall);
    assert_eq!(small, [7, 7, 7], "nothing written");
    assert_eq!(g.forbidden_map_into(&mut []).unwrap_err().code(), ErrorCode::BufferTooSmall);
    let mut big = [9u8; 500];
    assert_eq!(g.forbidden_map_into(&mut big).unwrap(), 1);
    assert_eq!(big[6 * 15 + 7], ForbiddenKind::DoubleThree.value() as u8, "h7");
    assert_eq!(big[300], 9, "nothing past size * size");
}
