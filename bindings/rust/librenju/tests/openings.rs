// SPDX-License-Identifier: MIT
// The opening rules: every rule of every rule set played through to normal play both
// ways (swaps, declarations, offers, branches, colours, Swap2's choices), undone and
// redone, its record read back; the scripts of tests/data/play-*.txt that take an
// opening rule, replayed through the binding as renju-play reads them, their refusals
// and results compared with what the scripts expect; and RIF by hand.
mod common;
use common::*;
use librenju::*;
use std::collections::BTreeSet;

/// Play the opening through to normal play, taking each action the game expects;
/// swap (or take the other colour, the other branch, two more) where `swap` says so.
fn play_opening(g: &mut Game, swap: bool) -> BTreeSet<Action> {
    let mut seen = BTreeSet::new();
    let mut more = false;
    for _ in 0..60 {
        let a = g.expected_action();
        seen.insert(a);
        match a {
            Action::Play => return seen,
            Action::Stone => {
                let mut allowed = g.allowed_points().unwrap();
                assert!(!allowed.is_empty(), "an opening stone has somewhere to go");
                let c = (g.size() as f64 - 1.0) / 2.0;
                let d = |q: &Point| (q.column() as f64 - c).hypot(q.row() as f64 - c);
                allowed.sort_by(|a, b| d(a).partial_cmp(&d(b)).unwrap());
                g.play(allowed[0]).unwrap();
            }
            Action::Swap => g.swap(swap).unwrap(),
            Action::Declare => {
                let (lo, _) = g.offer_bounds().unwrap();
                g.declare(lo + 1).unwrap();
            }
            Action::Offers => {
                let n = g.offer_bounds().unwrap().0 as usize;
                let mut picked: Vec<Point> = Vec::new();
                for q in g.allowed_points().unwrap() {
                    if g.forbidden(q).unwrap() != ForbiddenKind::None {
                        continue;
                    }
                    if picked.iter().all(|&o| !g.offers_equivalent(q, o).unwrap()) {
                        picked.push(q);
                    }
                    if picked.len() == n {
                        break;
                    }
                }
                g.propose(&picked).unwrap();
                assert_eq!(g.offers().unwrap(), picked, "the offers made");
            }
            Action::ChooseOffer => {
                let first = g.offers().unwrap()[0];
                g.choose_offer(first).unwrap();
            }
            Action::Branch => g.choose_branch(if swap { Branch::Offers } else { Branch::Fifth }).unwrap(),
            Action::Colour => g.choose_colour(if swap { Colour::White } else { Colour::Black }).unwrap(),
            Action::Swap2 => {
                g.choose_swap2(if swap && !more { Swap2Choice::TwoMore } else { Swap2Choice::Black }).unwrap();
                more = true;
            }
            other => panic!("unexpected action {:?}", other),
        }
    }
    panic!("the opening did not end: {:?} {:?}", g.tag("RU"), g.moves());
}

#[test]
fn every_opening_rule_plays_through() {
    let mut rules_played = 0;
    for &rule in OpeningRule::ALL {
        let sets: &[Ruleset] = if rule == OpeningRule::None {
            Ruleset::ALL
        } else {
            &[Ruleset::Renju, Ruleset::Freestyle, Ruleset::Caro5]
        };
        let mut played = 0;
        for &rs in sets {
            for swap in [false, true] {
                let mut g = match Game::with_opening(rs, rule, 0) {
                    Ok(g) => g,
                    Err(e) => {
                        // an opening rule of the other family
                        assert!(matches!(e.code(), ErrorCode::OutOfRange | ErrorCode::InvalidArgument), "{}", e);
                        continue;
                    }
                };
                assert_eq!(g.opening(), rule);
                let seen = play_opening(&mut g, swap);
                if rule != OpeningRule::None {
                    assert!(seen.len() >= 2, "{} {} took no opening action", rs, rule);
                }
                let first = g.allowed_points().unwrap()[0];
                g.play(first).unwrap();
                let sgf = g.export(Format::Sgf).unwrap();
                let back = Game::from_record(&sgf, Format::Sgf).unwrap();
                assert_eq!(sgf, back.export(Format::Sgf).unwrap(), "{} {}: SGF round trip", rs, rule);
                assert_eq!(g.moves().unwrap(), back.moves().unwrap());
                assert_eq!(back.opening(), rule, "{} {}: the rule read back", rs, rule);
                let board = g.board().unwrap();
                let n = g.move_count();
                let mut undone = 0;
                loop {
                    match g.undo() {
                        Ok(()) => undone += 1,
                        Err(e) => {
                            assert_eq!(e.code(), ErrorCode::NoMove);
                            break;
                        }
                    }
                }
                assert_eq!(g.stone_count(), 0, "{} {}: undone to the empty board", rs, rule);
                for _ in 0..undone {
                    g.redo().unwrap();
                }
                assert_eq!(board, g.board().unwrap(), "{} {}: redone", rs, rule);
                assert_eq!(n, g.move_count());
                assert_eq!(sgf, g.export(Format::Sgf).unwrap(), "{} {}: the same record", rs, rule);
                played += 1;
            }
        }
        assert!(played > 0, "no rule set plays {}", rule);
        rules_played += 1;
    }
    assert_eq!(rules_played, OpeningRule::ALL.len());
}

// ------------------------------------------------------ the opening scripts

/// The lines of renju-play's output this test reproduces: its refusals ("error:"),
/// the openings it names ("Opening:") and the results ("Result:").
fn kept(line: &str) -> bool {
    line.starts_with("error: ") || line.starts_with("Opening: ") || line.starts_with("Result: ")
}

fn result_line(g: &Game) -> String {
    let mut s = String::from("Result: ");
    s.push_str(match g.result() {
        GameResult::Draw => "draw",
        GameResult::BlackWins => "black wins",
        _ => "white wins",
    });
    if g.reason() != Reason::None {
        s.push_str(&format!(" by {}", g.reason().name()));
    }
    for (i, q) in g.winning_line().unwrap().iter().enumerate() {
        s.push_str(if i == 0 { ": " } else { " " });
        s.push_str(&q.to_string());
    }
    if let Some((kind, at)) = g.foul().unwrap() {
        s.push_str(&format!(" ({} at {})", kind.name(), at));
    }
    s
}

fn word_is(w: &str, name: &str) -> bool {
    w.eq_ignore_ascii_case(name)
}

/// One game action of a script line, as tools/renju-play.c reads it: Ok, or the
/// message of the refusal (the library's, or the program's own words).
fn action(g: &mut Game, player: Player, words: &[&str]) -> std::result::Result<(), String> {
    let lib = |r: Result<()>| r.map_err(|e| e.message().to_string());
    let w = words[0];
    let n = words.len();
    if word_is(w, "new") {
        return lib(g.reset());
    }
    if word_is(w, "undo") {
        return lib(g.undo());
    }
    if word_is(w, "redo") {
        return lib(g.redo());
    }
    if word_is(w, "pass") {
        return lib(g.pass());
    }
    if word_is(w, "draw") {
        if n != 2 {
            return Err("draw takes one point or pass, as in \"draw h8\"".into());
        }
        let m = g.parse_move(words[1]).map_err(|e| e.message().to_string())?;
        return lib(g.offer_draw(m));
    }
    if word_is(w, "accept") {
        return lib(g.accept_draw());
    }
    if word_is(w, "decline") {
        return lib(g.decline_draw());
    }
    if word_is(w, "resign") {
        let colour = g.player_colour(player).map_err(|e| e.message().to_string())?;
        return lib(g.resign(colour));
    }
    if word_is(w, "swap") || word_is(w, "keep") {
        return lib(g.swap_as(player, word_is(w, "swap")));
    }
    if word_is(w, "declare") || (g.expected_action() == Action::Declare && n == 1 && w.as_bytes()[0].is_ascii_digit()) {
        let text = if word_is(w, "declare") { if n == 2 { words[1] } else { "" } } else { w };
        return match text.parse::<i32>() {
            Ok(number) if !(n != 2 && word_is(w, "declare")) => lib(g.declare_as(player, number)),
            _ => Err("declare takes one number, as in \"declare 2\"".into()),
        };
    }
    let offers = |g: &Game, ws: &[&str]| -> std::result::Result<Vec<Move>, String> {
        ws.iter().map(|s| g.parse_move(s).map_err(|e| e.message().to_string())).collect()
    };
    if word_is(w, "offer") || word_is(w, "offers") {
        if word_is(w, "offers") && n == 1 && g.expected_action() == Action::Branch {
            return lib(g.choose_branch_as(player, Branch::Offers));
        }
        let pts = offers(g, &words[1..])?;
        return lib(g.propose_as(player, pts));
    }
    if word_is(w, "fifth") {
        return lib(g.choose_branch_as(player, Branch::Fifth));
    }
    if word_is(w, "choose") {
        if n != 2 {
            return Err("choose takes one point, as in \"choose h10\"".into());
        }
        let m = g.parse_move(words[1]).map_err(|e| e.message().to_string())?;
        return lib(g.choose_offer_as(player, m));
    }
    if word_is(w, "more") {
        return lib(g.choose_swap2_as(player, Swap2Choice::TwoMore));
    }
    if word_is(w, "black") || word_is(w, "white") {
        let black = word_is(w, "black");
        if g.expected_action() == Action::Swap2 {
            return lib(g.choose_swap2_as(player, if black { Swap2Choice::Black } else { Swap2Choice::White }));
        }
        return lib(g.choose_colour_as(player, if black { Colour::Black } else { Colour::White }));
    }
    match g.parse_move(w) {
        Ok(m) => {
            if n > 1 && g.expected_action() == Action::Offers {
                let pts = offers(g, words)?;
                return lib(g.propose_as(player, pts));
            }
            if n > 1 {
                return Err("one move at a time".into());
            }
            match m {
                Move::Pass => lib(g.pass()),
                Move::Stone(q) => match g.expected_action() {
                    Action::ChooseOffer => lib(g.choose_offer_as(player, q)),
                    Action::Offers => lib(g.propose_as(player, [q])),
                    _ => lib(g.play_as(player, q)),
                },
            }
        }
        Err(e) if e.code() == ErrorCode::OutOfRange => Err(e.message().to_string()),
        Err(_) => {
            let short: String = w.chars().take(20).collect();
            Err(format!("unknown command \"{}{}\" (try help)", short, if w.len() > 20 { "..." } else { "" }))
        }
    }
}

/// Runs a script; returns the kept lines and whether a line was refused.
fn run_script(g: &mut Game, lines: &[&str]) -> (Vec<String>, bool) {
    let mut out = Vec::new();
    let mut refused = false;
    let mut announced = None;
    for line in lines {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.is_empty() || words[0].starts_with('#') {
            continue;
        }
        let (mut player, mut words) = (g.expected_player(), &words[..]);
        if words.len() > 1 && (words[0] == "1" || words[0] == "2") {
            player = if words[0] == "1" { Player::First } else { Player::Second };
            words = &words[1..];
        }
        if player == Player::None {
            player = Player::First;
        }
        match action(g, player, words) {
            Err(msg) => {
                out.push(format!("error: {}", msg));
                refused = true;
            }
            Ok(()) => {
                let index = if g.ruleset() == Ruleset::Renju { g.opening_index() } else { None };
                if let Some(o) = index {
                    if index != announced {
                        out.push(format!(
                            "Opening: {} ({}), {}",
                            o.name(),
                            o.kanji(),
                            if o.is_direct() { "direct" } else { "indirect" }
                        ));
                    }
                }
                announced = index;
                if g.is_over() {
                    out.push(result_line(g));
                }
            }
        }
    }
    (out, refused)
}

fn arg<'a>(args: &'a str, flag: &str) -> Option<&'a str> {
    let w: Vec<&str> = args.split_whitespace().collect();
    w.iter().position(|&x| x == flag).and_then(|i| w.get(i + 1).copied())
}

#[test]
fn the_opening_scripts_through_the_binding() {
    let mut scripts = 0;
    let mut compared = 0;
    let mut names: Vec<_> = std::fs::read_dir(data()).unwrap().map(|e| e.unwrap().path()).collect();
    names.sort();
    for path in names {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !name.starts_with("play-") || !name.ends_with(".txt") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let args = lines.iter().find_map(|l| l.strip_prefix("#args: ")).unwrap_or("");
        let opening = match arg(args, "-o") {
            Some(o) => OpeningRule::from_name(o).unwrap(),
            None => continue,
        };
        let rs = arg(args, "-r").map_or(Ruleset::Renju, |r| Ruleset::from_name(r).unwrap());
        let size: i32 = arg(args, "-s").map_or(0, |s| s.parse().unwrap());
        let n: i32 = arg(args, "-n").map_or(0, |s| s.parse().unwrap());
        let mut g = Game::with_size(rs, size).unwrap();
        g.set_opening(opening, n).unwrap();
        if arg(args, "-f") == Some("lose") {
            g.set_option(GameOption::FoulPolicy, FoulPolicy::Lose.value()).unwrap();
        }
        let (got, refused) = run_script(&mut g, &lines);
        let status = lines.iter().find_map(|l| l.strip_prefix("#status: ")).unwrap_or("0");
        assert_eq!(refused, status == "1", "{}: a line refused, as #status says", name);
        // every line the script expects that this test reproduces is there
        for want in lines.iter().filter_map(|l| l.strip_prefix("#expect: ")) {
            if kept(want) {
                assert!(got.iter().any(|l| l.contains(want)), "{}: no line holds {:?}; got {:#?}", name, want, got);
                compared += 1;
            }
        }
        // and with a whole transcript, exactly those lines in order
        let expected = path.with_extension("expected");
        if expected.exists() {
            let want: Vec<String> =
                std::fs::read_to_string(&expected).unwrap().lines().skip(1).filter(|l| kept(l)).map(String::from).collect();
            assert!(!want.is_empty());
            assert_eq!(got, want, "{}: the transcript's refusals, openings and results", name);
            compared += want.len();
        }
        scripts += 1;
    }
    println!("{} scripts, {} lines compared", scripts, compared);
    assert!(scripts >= 15, "the opening scripts were found ({})", scripts);
    assert!(compared >= 40, "lines compared: {}", compared);
}

#[test]
fn rif_by_hand() {
    let mut g = Game::with_opening(Ruleset::Renju, OpeningRule::Rif, 0).unwrap();
    g.play_moves("h8 i9 j10").unwrap();
    assert_eq!(g.expected_action(), Action::Swap);
    assert_eq!(g.expected_player(), Player::Second);
    assert_eq!(g.swap_as(Player::First, true).unwrap_err().code(), ErrorCode::WrongPlayer);
    g.swap(true).unwrap();
    assert_eq!(g.player_colour(Player::Second).unwrap(), Colour::Black);
    g.play("g7").unwrap();
    assert_eq!(g.expected_action(), Action::Offers);
    assert_eq!(g.offer_bounds().unwrap(), (2, 2));
    assert_eq!(g.propose([p("j9"), p("i10")]).unwrap_err().code(), ErrorCode::EquivalentOffers);
    assert_eq!(g.propose([p("k11")]).unwrap_err().code(), ErrorCode::OutOfRange);
    g.propose(["j9", "k11"]).unwrap();
    assert_eq!(g.choose_offer("l12").unwrap_err().code(), ErrorCode::OutOfRange);
    g.choose_offer(p("k11")).unwrap();
    assert_eq!(g.expected_action(), Action::Play);
    assert!(g.colours_final());
    assert_eq!(g.last_move(), Some(Move::Stone(p("k11"))));
    assert_eq!(g.offers().unwrap(), vec![p("j9"), p("k11")], "the offers stay after the choice");
    let text = g.board_text(TextFlags::LAST).unwrap();
    assert!(text.contains("[X]"), "{}", text);
}

#[test]
fn options_and_their_bounds() {
    let mut g = Game::new(Ruleset::Freestyle).unwrap();
    for &o in GameOption::ALL {
        let (lo, hi) = g.option_bounds(o).unwrap();
        let v = g.option(o).unwrap();
        assert!(lo <= v && v <= hi, "{:?}: {} in {}..{}", o, v, lo, hi);
    }
    assert_eq!(g.set_option(GameOption::MoveLimit, -1).unwrap_err().code(), ErrorCode::OutOfRange);
    g.set_option(GameOption::MoveLimit, 3).unwrap();
    g.play_moves("h8 h9 h10").unwrap();
    assert_eq!(g.reason(), Reason::MoveLimit);
    g.set_opening(OpeningRule::Swap2, 0).unwrap_err();
    assert_eq!(g.opening(), OpeningRule::None, "the opening set with its N or not at all");
    let mut s = Game::new(Ruleset::Renju).unwrap();
    assert_eq!(s.set_opening(OpeningRule::Soosorv, 1000).unwrap_err().code(), ErrorCode::OutOfRange);
    assert_eq!(s.opening(), OpeningRule::None, "nothing set by a refused N");
    s.set_opening(OpeningRule::Soosorv, 5).unwrap();
    assert_eq!(s.option(GameOption::OpeningN).unwrap(), 5);
}
