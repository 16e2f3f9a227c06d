// SPDX-License-Identifier: MIT
// bench - what a call through the Rust binding costs, to compare with
// bench/bench_forbidden (C), as bindings/java/bench/Bench.java does for Java: the
// nanoseconds of the rows of bench_forbidden:
//   - the forbidden map from scratch, forbidden_map_into(&mut [u8]) of a position just
//     set up (reset() and setup(), untimed, before each call), which the game has no
//     map of: each call timed alone, less the cost of reading the clock (a pair of
//     Instant::now(), known to a few nanoseconds: this row's precision);
//   - the forbidden map asked again of the position it was asked of last, the game's
//     kept map copied out: forbidden_map_into(&mut [u8]) (the caller's buffer, no
//     allocation) and forbidden_map() (a new Vec);
//   - play(point) then undo() on every legal point next to a stone, per point, black
//     to move and white to move;
//   - play(point), forbidden_map_into() then undo() on the same points, per point:
//     what an engine's search does at each node, the map following the moves;
//   - move_count(), a call that does next to nothing: the cost of a call itself; and
//     timed as the map from scratch is, after a set-up and alone: what the timing of
//     one call adds to the call (a cold path, the clock).
// Each call repeated in timed batches of about 2 ms (the map from scratch: 20 calls
// a batch), a position's figure the median of its 5 batches; then the median, 99th
// percentile and maximum over the positions.
// With -f FILE, the positions of tests/data/forbidden-vectors.txt, as bench_forbidden
// -f measures them (its "real" set): the same positions in both.  Without it,
// positions grown as bench_forbidden grows its "real-game-like" set (10 to 30 stones
// in the central 11x11, each next to an earlier one, black never on a forbidden
// point, nobody making a five), from a seed of their own.  Not run by make check: the
// figures depend on the machine.
// Usage (in bindings/rust): cargo run --release --example bench -- -f ../../tests/data/forbidden-vectors.txt
//                           cargo run --release --example bench -- [positions]
use librenju::{Colour, ForbiddenKind, Game, Point, Ruleset};
use std::time::Instant;

/// The value, read so that the optimiser cannot drop the call that made it
/// (std::hint::black_box is newer than Rust 1.63).
fn black_box<T: Copy>(x: T) -> T {
    unsafe { std::ptr::read_volatile(&x) }
}

const BATCHES: usize = 5;
const SCRATCH_REPS: usize = 20; // maps from scratch per batch

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        ((self.0.wrapping_mul(2685821657736338717) >> 33) % n as u64) as usize
    }
}

fn touches(g: &Game, c: usize, r: usize) -> bool {
    for dr in -1i32..=1 {
        for dc in -1i32..=1 {
            let (cc, rr) = (c as i32 + dc, r as i32 + dr);
            if (dr != 0 || dc != 0) && (0..15).contains(&cc) && (0..15).contains(&rr) {
                if g.stone(Point::new(cc, rr).unwrap()).unwrap() != Colour::Empty {
                    return true;
                }
            }
        }
    }
    false
}

/// A position grown at random, as bench_forbidden grows its games: its stones.
fn grow(rnd: &mut Rng) -> (Vec<Point>, Vec<Point>) {
    loop {
        let mut g = Game::new(Ruleset::Renju).unwrap();
        let want = 10 + rnd.below(21);
        let mut ok = true;
        for n in 0..want {
            let mut near = Vec::new();
            for r in 2..=12 {
                for c in 2..=12 {
                    let p = Point::new(c as i32, r as i32).unwrap();
                    if g.stone(p).unwrap() == Colour::Empty && if n == 0 { c == 7 && r == 7 } else { touches(&g, c, r) } {
                        near.push(p);
                    }
                }
            }
            ok = false;
            for _ in 0..30 {
                if near.is_empty() {
                    break;
                }
                let p = near[rnd.below(near.len())];
                if g.side_to_move() == Colour::Black && g.forbidden(p).unwrap() != ForbiddenKind::None {
                    continue;
                }
                g.play(p).unwrap();
                if g.is_over() {
                    g.undo().unwrap();
                    continue;
                }
                ok = true;
                break;
            }
            if !ok {
                break;
            }
        }
        if ok {
            let (mut b, mut w) = (Vec::new(), Vec::new());
            for (k, m) in g.moves().unwrap().into_iter().enumerate() {
                let p = m.point().unwrap();
                if k % 2 == 0 {
                    b.push(p)
                } else {
                    w.push(p)
                }
            }
            return (b, w);
        }
    }
}

/// The legal empty points next to a stone.
fn candidates(g: &Game) -> Vec<Point> {
    let board = g.board().unwrap();
    let map = g.forbidden_map().unwrap();
    let black = g.side_to_move() == Colour::Black;
    (0..225)
        .filter(|&i| board.cells()[i] == 0 && !(black && map.cells()[i] != 0) && touches(g, i % 15, i / 15))
        .map(|i| Point::from_index(i, 15).unwrap())
        .collect()
}

/// The median over batches of the nanoseconds of one call of op (per point for the
/// play+undo ones: calls counts them).
fn measure(g: &mut Game, calls: usize, op: &mut dyn FnMut(&mut Game)) -> f64 {
    let mut reps = 1u64;
    loop {
        let t = Instant::now();
        for _ in 0..reps {
            op(g);
        }
        if t.elapsed().as_nanos() > 2_000_000 || reps > 1 << 20 {
            break;
        }
        reps *= 2;
    }
    let mut batch = [0f64; BATCHES];
    for b in batch.iter_mut() {
        let t = Instant::now();
        for _ in 0..reps {
            op(g);
        }
        *b = t.elapsed().as_nanos() as f64 / reps as f64 / calls as f64;
    }
    batch.sort_by(|a, b| a.partial_cmp(b).unwrap());
    batch[BATCHES / 2]
}

/// The median of 101 readings of the clock's cost: a pair of Instant::now().
fn calibrate() -> f64 {
    let mut v: Vec<f64> = (0..101)
        .map(|_| {
            let t = Instant::now();
            t.elapsed().as_nanos() as f64
        })
        .collect();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

/// The median over batches of the nanoseconds of one call of op, the position set up
/// again before each (untimed), each call timed alone, less the cost of reading the
/// clock: for the map, the map from scratch.
fn measure_scratch(g: &mut Game, black: &[Point], white: &[Point], clock: f64, op: &mut dyn FnMut(&mut Game)) -> f64 {
    let mut batch = [0f64; BATCHES];
    for b in batch.iter_mut() {
        let mut t = 0f64;
        for _ in 0..SCRATCH_REPS {
            g.reset().unwrap();
            g.setup(black, white, Colour::Black).unwrap();
            let t0 = Instant::now();
            op(g);
            t += t0.elapsed().as_nanos() as f64 - clock;
        }
        *b = t / SCRATCH_REPS as f64;
    }
    batch.sort_by(|a, b| a.partial_cmp(b).unwrap());
    batch[BATCHES / 2]
}

fn stats(v: &[f64]) -> String {
    let mut s = v.to_vec();
    s.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = s.len();
    let p99 = s[(((n as f64) * 0.99).ceil() as usize).max(1).min(n) - 1];
    format!("median {:8.1}  p99 {:8.1}  max {:8.1}", s[n / 2], p99, s[n - 1])
}

fn parse(field: &str) -> Vec<Point> {
    let f = field.trim();
    if f == "-" {
        return Vec::new();
    }
    f.split_whitespace().map(|w| Point::parse(w).unwrap()).collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut positions = Vec::new();
    let set;
    if args.len() > 1 && args[0] == "-f" {
        set = "real (forbidden-point vectors)";
        for line in std::fs::read_to_string(&args[1]).expect("the vectors").lines() {
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let f: Vec<&str> = line.split(" | ").collect();
            positions.push((parse(f[1]), parse(f[2])));
        }
    } else {
        set = "real-game-like";
        let count: usize = args.get(0).map_or(200, |a| a.parse().expect("a number of positions"));
        let mut rnd = Rng(20261203);
        for _ in 0..count {
            positions.push(grow(&mut rnd));
        }
    }
    let names = [
        "map from scratch, into(&mut [u8])",
        "map asked again, into(&mut [u8])",
        "map asked again, a new Vec",
        "play+undo, black to move",
        "play+undo, white to move",
        "play+map+undo, black",
        "play+map+undo, white",
        "move_count() (the call alone)",
        "move_count(), after a set-up",
    ];
    let mut figures: Vec<Vec<f64>> = vec![Vec::new(); names.len()];
    let mut buf = [0u8; 225];
    let clock = calibrate();
    for (black, white) in &positions {
        for side in [Colour::Black, Colour::White] {
            let mut g = Game::new(Ruleset::Renju).unwrap();
            if g.setup(black, white, side).is_err() {
                continue;
            }
            if side == Colour::Black {
                figures[0].push(measure_scratch(&mut g, black, white, clock, &mut |g| {
                    black_box(g.forbidden_map_into(&mut buf).unwrap());
                }));
                figures[8].push(measure_scratch(&mut g, black, white, clock, &mut |g| {
                    black_box(g.move_count());
                }));
                g.forbidden_map_into(&mut buf).unwrap(); // the map to ask again
                figures[1].push(measure(&mut g, 1, &mut |g| {
                    black_box(g.forbidden_map_into(&mut buf).unwrap());
                }));
                figures[2].push(measure(&mut g, 1, &mut |g| {
                    black_box(g.forbidden_map().unwrap().count());
                }));
                figures[7].push(measure(&mut g, 1, &mut |g| {
                    black_box(g.move_count());
                }));
            }
            let pts = candidates(&g);
            if !pts.is_empty() {
                let k = if side == Colour::Black { 0 } else { 1 };
                figures[3 + k].push(measure(&mut g, pts.len(), &mut |g| {
                    for &p in &pts {
                        // a five ends the game, which undo reopens: both still count
                        black_box(g.play(p).is_ok());
                        black_box(g.undo().is_ok());
                    }
                }));
                figures[5 + k].push(measure(&mut g, pts.len(), &mut |g| {
                    for &p in &pts {
                        black_box(g.play(p).is_ok());
                        black_box(g.forbidden_map_into(&mut buf).is_ok());
                        black_box(g.undo().is_ok());
                    }
                }));
            }
        }
    }
    println!(
        "Rust binding, {}: {} positions, ns per call (library {})",
        set,
        positions.len(),
        librenju::version()
    );
    for (name, v) in names.iter().zip(&figures) {
        if !v.is_empty() {
            println!("  {:<34} {}", name, stats(v));
        }
    }
}
