// SPDX-License-Identifier: MIT
// The ten lines of the README: cargo run --example example (in bindings/rust).
use librenju::{ErrorCode, Format, Game, Limits, Ruleset};

fn main() -> librenju::Result<()> {
    let mut game = Game::new(Ruleset::Renju)?;
    game.play_moves("h8 a15 i8 a13 h9 a11 j9 o1")?;
    println!("{:?}", game.forbidden_points()?);        // {h7: DoubleThree}
    println!("{}", game.explain("h7")?);               // h7 is a double-three: ...
    let err = game.play("h7").unwrap_err();            // every failure is an Error
    assert_eq!(err.code(), ErrorCode::Forbidden);
    println!("{} {}", err.raw_code(), err);            // -5 h7 is forbidden ...
    println!("{:?}", game.vcf(Limits::default())?.outcome);
    println!("{}{}", game, game.export(Format::Sgf)?);  // the board, the record
    Ok(())
}
