// SPDX-License-Identifier: MIT
// Example.cs - the example of README.md, compiled and run by tests/csharp.sh.
using System;
using Renju;

static class Example
{
    static void Main()
    {
        using (Game game = new Game(Ruleset.Renju)) {
            game.PlayMoves("h8 a15 i8 a13 h9 a11 j9 o1");
            foreach (var kv in game.ForbiddenPoints())
                Console.WriteLine(kv.Key + ": " + kv.Value);        // h7: DoubleThree
            Console.WriteLine(game.Explain("h7"));                  // h7 is a double-three: ...
            try { game.Play("h7"); }
            catch (ForbiddenException e) { Console.WriteLine(e.Code + " " + e.Message); }
            Console.WriteLine(game);                                // the board as text
        }
    }
}
