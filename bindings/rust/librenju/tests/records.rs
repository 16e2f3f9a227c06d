// SPDX-License-Identifier: MIT
// Records: the sample records of tests/data/records and the RenLib libraries of
// tests/data/renlib read and written back byte for byte in each format the library
// writes (SGF, move list, .psq, .lib; the tree as SGF and .lib), tags outside ASCII,
// import errors that leave the game as it was, and collections read game by game.
mod common;
use common::*;
use librenju::*;

/// Every format a game can be written in, written, read back and written again.
fn round_trips(g: &Game, what: &str) -> usize {
    let mut n = 0;
    for &out in &[Format::Sgf, Format::Moves, Format::Psq, Format::Lib] {
        let bytes = match g.export_bytes(out) {
            Ok(b) => b,
            Err(e) => {
                // a game the format cannot hold
                assert_eq!(e.code(), ErrorCode::InvalidArgument, "{} as {}: {}", what, out, e);
                continue;
            }
        };
        let mut h = Game::with_size(g.ruleset(), g.size() as i32).unwrap();
        h.import(&bytes, out, ImportFlags::RULES).unwrap_or_else(|e| panic!("{} as {}: {}", what, out, e));
        assert_eq!(bytes, h.export_bytes(out).unwrap(), "{} as {}", what, out);
        if !out.is_binary() {
            assert_eq!(String::from_utf8(bytes).unwrap(), g.export(out).unwrap(), "{} as {}: text and bytes", what, out);
        }
        n += 1;
    }
    for &out in &[Format::Sgf, Format::Lib] {
        let tree = match g.tree_export_bytes(out) {
            Ok(t) => t,
            Err(e) => {
                assert_eq!(e.code(), ErrorCode::InvalidArgument, "{}: the tree as {}: {}", what, out, e);
                continue;
            }
        };
        let h = Game::from_record(&tree, out).unwrap_or_else(|e| panic!("{}: the tree as {}: {}", what, out, e));
        assert_eq!(tree, h.tree_export_bytes(out).unwrap(), "{}: the tree as {}", what, out);
        assert_eq!(g.node_count(), h.node_count(), "{}: the tree's nodes as {}", what, out);
        n += 1;
    }
    n
}

#[test]
fn sample_records_round_trip() {
    let (mut read, mut refused, mut trips) = (0, 0, 0);
    for (dir, format) in &[("sgf", Format::Sgf), ("psq", Format::Psq)] {
        let mut files: Vec<_> =
            std::fs::read_dir(data().join("records").join(dir)).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        for file in files {
            if file.file_name().unwrap() == "README" {
                continue;
            }
            let bytes = std::fs::read(&file).unwrap();
            let mut g = Game::new(Ruleset::Freestyle).unwrap();
            let name = file.file_name().unwrap().to_string_lossy().to_string();
            match g.import(&bytes, *format, ImportFlags::RULES) {
                Ok(n) => assert!(n > 0 && n <= bytes.len(), "{}: bytes read", name),
                Err(e) => {
                    assert!(!e.message().is_empty(), "{}: a message", name);
                    assert!(e.record_position().is_some(), "{}: where", name);
                    refused += 1;
                    continue;
                }
            }
            trips += round_trips(&g, &name);
            read += 1;
        }
    }
    assert!(read >= 10, "records read: {} ({} refused)", read, refused);
    assert!(trips >= 3 * read, "round trips: {}", trips);
}

#[test]
fn renlib_libraries_round_trip() {
    let mut files: Vec<_> = std::fs::read_dir(data().join("renlib"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().map_or(false, |x| x == "lib"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .lib in tests/data/renlib");
    let mut nodes = 0;
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let bytes = std::fs::read(file).unwrap();
        let g = Game::from_record(&bytes, Format::Lib).unwrap_or_else(|e| panic!("{}: {}", name, e));
        let lib = g.tree_export_bytes(Format::Lib).unwrap();
        let back = Game::from_record(&lib, Format::Lib).unwrap();
        assert_eq!(lib, back.tree_export_bytes(Format::Lib).unwrap(), "{}: .lib written, read, written", name);
        let sgf = g.tree_export(Format::Sgf).unwrap();
        let from_sgf = Game::from_record(&sgf, Format::Sgf).unwrap();
        assert_eq!(sgf, from_sgf.tree_export(Format::Sgf).unwrap(), "{}: as SGF", name);
        assert_eq!(g.node_count(), back.node_count(), "{}: the nodes", name);
        for id in g.nodes() {
            let (a, b) = (g.node(id), back.node(back.node_id(id.number()).unwrap()));
            assert_eq!(a.comment().unwrap(), b.comment().unwrap(), "{}: comments", name);
            assert_eq!(a.labels().unwrap(), b.labels().unwrap(), "{}: board texts", name);
        }
        nodes += g.node_count();
    }
    assert!(nodes > files.len(), "the libraries hold trees ({} nodes)", nodes);
}

#[test]
fn tags_and_binary_formats() {
    let mut g = Game::new(Ruleset::Renju).unwrap();
    let name = "Ōyama 大山 🎲";
    g.set_tag("PB", Some(name)).unwrap();
    g.play_moves("h8 h9 i8").unwrap();
    let back = Game::from_record(g.export(Format::Sgf).unwrap(), Format::Sgf).unwrap();
    assert_eq!(back.tag("PB").unwrap(), name, "a tag outside ASCII and the BMP");
    assert_eq!(back.moves().unwrap(), g.moves().unwrap());
    assert!(back.tags().unwrap().contains_key("RU"), "RU among the tags");
    assert!(tag_names().contains(&"PB") && tag_names().last() == Some(&"RU"));
    let lib = g.export_bytes(Format::Lib).unwrap();
    let from_lib = Game::from_record(&lib, Format::Lib).unwrap();
    assert_eq!(lib, from_lib.export_bytes(Format::Lib).unwrap(), "RenLib .lib round trip");
    assert_eq!(g.export(Format::Lib).unwrap_err().code(), ErrorCode::InvalidArgument, ".lib is bytes");
    assert_eq!(g.export_bytes(Format::Pos).unwrap_err().code(), ErrorCode::InvalidArgument, ".pos is read only");
    assert_eq!(g.export(Format::Moves).unwrap().trim(), "h8 h9 i8");
    g.set_tag("PB", None).unwrap();
    assert_eq!(g.tag("PB").unwrap(), "");
    assert_eq!(Format::from_name(".LIB").unwrap(), Format::Lib);
    assert_eq!(Format::from_name("renlib").unwrap(), Format::Lib);
    g.set_charset(Some("SHIFT_JIS")).unwrap();
    assert_eq!(g.charset().unwrap().to_uppercase(), "SHIFT_JIS");
    g.set_charset(None).unwrap();
    let r = rules_from_name("renju soosorv-8").unwrap();
    assert_eq!((r.ruleset, r.opening, r.opening_n), (Ruleset::Renju, OpeningRule::Soosorv, 8));
    assert_eq!(rules_from_name("chess").unwrap_err().code(), ErrorCode::InvalidArgument);
}

#[test]
fn import_errors_leave_the_game_as_it_was() {
    let mut g = Game::new(Ruleset::Renju).unwrap();
    g.play_moves("h8 h9").unwrap();
    let before = snapshot(&g);
    let e = g.import("(;FF[4]GM[4]SZ[15];B[hh];W[", Format::Sgf, ImportFlags::empty()).unwrap_err();
    assert_eq!(e.code(), ErrorCode::Parse);
    let at = e.record_position().unwrap();
    assert!(at.line >= 1 && at.column >= 1, "where: {:?}", at);
    assert_eq!(before, snapshot(&g), "the game as it was after a bad record");
    let e = g.import("h8 h8", Format::Moves, ImportFlags::empty()).unwrap_err();
    assert_eq!(e.code(), ErrorCode::Occupied);
    assert_eq!(e.record_position().unwrap().move_number, 2, "the move being read");
    assert_eq!(g.error_position().move_number, 2);
    assert_eq!(before, snapshot(&g), "the game as it was after an illegal record");
    // a partial import keeps the game before the illegal move
    g.import("h8 i9 i9", Format::Moves, ImportFlags::PARTIAL).unwrap_err();
    assert_eq!(g.moves().unwrap().len(), 2);
    // a record read leniently says so
    let mut w = Game::new(Ruleset::Freestyle).unwrap();
    w.import("(;FF[4]SZ[15]XX[what];B[hh])", Format::Sgf, ImportFlags::RULES).unwrap();
    let warnings = w.warnings();
    assert!(warnings.iter().any(|x| x.code == WarningCode::GameType), "{:?}", warnings);
    assert!(w.node(w.root()).properties().unwrap().contains("XX[what]"), "what the library does not use is kept");
    assert!(warnings.iter().all(|x| !x.message.is_empty() && x.count >= 1));
}

#[test]
fn collections_game_by_game() {
    let text = "(;FF[4]GM[4]SZ[15];B[hh];W[ii])\n(;FF[4]GM[4]SZ[15];B[hh];W[hh])\n(;FF[4]GM[4]SZ[15];B[aa])\n";
    let bytes = text.as_bytes();
    let mut g = Game::new(Ruleset::Freestyle).unwrap();
    let (mut at, mut read, mut bad) = (0, 0, 0);
    loop {
        match g.import_next(bytes, at, Format::Sgf, ImportFlags::empty()) {
            Ok(Some(end)) => {
                assert!(end > at, "import_next moves on");
                read += 1;
                at = end;
            }
            Ok(None) => break,
            Err(e) => {
                let next = e.next_offset().expect("a failed game says where the next starts");
                assert!(next > at);
                assert_eq!(e.code(), ErrorCode::Occupied);
                bad += 1;
                at = next;
            }
        }
    }
    assert_eq!((read, bad), (2, 1));
    assert_eq!(g.moves().unwrap(), vec![Move::Stone(p("a15"))], "the last game read");
    let e = g.import_next(bytes, bytes.len() + 5, Format::Sgf, ImportFlags::empty()).unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidArgument, "an offset past the end");
    assert_eq!(e.next_offset(), None);
    assert_eq!(g.import_next(bytes, usize::MAX, Format::Sgf, ImportFlags::empty()).unwrap_err().code(), ErrorCode::InvalidArgument);
}
