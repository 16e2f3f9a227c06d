// SPDX-License-Identifier: MIT
// OpeningTests.cs - every opening rule through the scripts of tests/data/play-*.txt
// (the commands renju-play reads, carried out through the binding: each error the
// binding throws must be one the script expects, each one it expects must come, and
// the result must be the script's), and every opening rule of every rule set played
// through, undone, redone and its record read back.
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

namespace Renju.Tests
{
    public static class OpeningTests
    {
        /// <summary>A game made from a script's #args: line (-r, -o, -n, -s, -f).</summary>
        static Game FromArgs(string args)
        {
            string[] a = args.Split(new char[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);
            Ruleset rs = Ruleset.Renju;
            OpeningRule op = OpeningRule.None;
            int n = 0, size = 15;
            bool lose = false;
            for (int i = 0; i + 1 < a.Length; i += 2) {
                switch (a[i]) {
                case "-r": rs = Library.RulesetFromName(a[i + 1]); break;
                case "-o": op = Library.OpeningRuleFromName(a[i + 1]); break;
                case "-n": n = int.Parse(a[i + 1]); break;
                case "-s": size = int.Parse(a[i + 1]); break;
                case "-f": lose = a[i + 1] == "lose"; break;
                default: throw new AssertionException("unknown script argument " + a[i]);
                }
            }
            Game g = new Game(rs, size);
            g.SetOpening(op, n);
            if (lose)
                g.FoulPolicy = FoulPolicy.Lose;
            return g;
        }

        /// <summary>One command line of a script; returns the error line it gives
        /// ("error: ..."), or null when it succeeded.</summary>
        static string Command(Game g, string line)
        {
            List<string> w = line.Split(new char[] { ' ', '\t' }, StringSplitOptions.RemoveEmptyEntries).ToList();
            if (w.Count == 0 || w[0].StartsWith("#"))
                return null;
            Player player = g.ExpectedPlayer;
            if (w.Count > 1 && (w[0] == "1" || w[0] == "2")) {
                player = w[0] == "1" ? Player.First : Player.Second;
                w.RemoveAt(0);
            }
            if (player == Player.None)
                player = Player.First;
            string c = w[0].ToLowerInvariant();
            try {
                int number;
                switch (c) {
                case "new": g.Reset(); return null;
                case "undo": g.Undo(); return null;
                case "redo": g.Redo(); return null;
                case "pass": g.Pass(); return null;
                case "draw":
                    if (w.Count != 2)
                        return "error: draw takes one point or pass, as in \"draw h8\"";
                    g.OfferDraw(g.ParsePoint(w[1]));
                    return null;
                case "accept": g.AcceptDraw(); return null;
                case "decline": g.DeclineDraw(); return null;
                case "resign": g.Resign(g.PlayerColour(player)); return null;
                case "swap": g.Swap(true, player); return null;
                case "keep": g.Swap(false, player); return null;
                case "fifth": g.ChooseBranch(Branch.Fifth, player); return null;
                case "more": g.ChooseSwap2(Swap2Choice.TwoMore, player); return null;
                case "choose":
                    if (w.Count != 2)
                        return "error: choose takes one point, as in \"choose h10\"";
                    g.ChooseOffer(g.ParsePoint(w[1]), player);
                    return null;
                case "black":
                case "white":
                    Colour colour = c == "black" ? Colour.Black : Colour.White;
                    if (g.ExpectedAction == GameAction.Swap2)
                        g.ChooseSwap2(colour == Colour.Black ? Swap2Choice.Black : Swap2Choice.White, player);
                    else
                        g.ChooseColour(colour, player);
                    return null;
                case "offer":
                case "offers":
                    if (c == "offers" && w.Count == 1 && g.ExpectedAction == GameAction.Branch) {
                        g.ChooseBranch(Branch.Offers, player);
                        return null;
                    }
                    g.Propose(w.Skip(1).Select(s => g.ParsePoint(s)), player);
                    return null;
                }
                if (c == "declare" || (g.ExpectedAction == GameAction.Declare && w.Count == 1 && char.IsDigit(c[0]))) {
                    string arg = c == "declare" ? (w.Count == 2 ? w[1] : "") : c;
                    if (!int.TryParse(arg, out number) || (c == "declare" && w.Count != 2))
                        return "error: declare takes one number, as in \"declare 2\"";
                    g.Declare(number, player);
                    return null;
                }
                Point p = g.ParsePoint(c);
                if (w.Count > 1 && g.ExpectedAction == GameAction.Offers) {
                    g.Propose(w.Select(s => g.ParsePoint(s)), player);
                    return null;
                }
                if (w.Count > 1)
                    return "error: one move at a time";
                if (p.IsPass)
                    g.Pass();
                else if (g.ExpectedAction == GameAction.ChooseOffer)
                    g.ChooseOffer(p, player);
                else if (g.ExpectedAction == GameAction.Offers)
                    g.Propose(new Point[] { p }, player);
                else
                    g.PlayAs(player, p);
                return null;
            } catch (RenjuException e) {
                return "error: " + e.Message;
            }
        }

        static string ResultLine(Game g)
        {
            Result r = g.Result;
            string s = "Result: " + (r == Result.Draw ? "draw" : r == Result.BlackWins ? "black wins" : "white wins");
            if (g.Reason != Reason.None)
                s += " by " + Library.Name(g.Reason);
            Point[] line = g.WinningLine;
            if (line.Length > 0)
                s += ": " + string.Join(" ", line.Select(p => p.ToString()).ToArray());
            Foul? f = g.Foul;
            if (f.HasValue)
                s += " (" + Library.Name(f.Value.Kind) + " at " + f.Value.Point + ")";
            return s;
        }

        public static void TestOpeningScripts()
        {
            HashSet<OpeningRule> covered = new HashSet<OpeningRule>();
            int scripts = 0, errors = 0;
            foreach (string path in Directory.GetFiles(Runner.Data, "play-*.txt").OrderBy(x => x)) {
                string[] lines = File.ReadAllLines(path);
                string args = lines.Where(l => l.StartsWith("#args: ")).Select(l => l.Substring(7)).FirstOrDefault() ?? "";
                string name = Path.GetFileNameWithoutExtension(path);
                // the opening rules' scripts, and the renju games without one
                if (!args.Contains("-o ") && name != "play-none-renju" && name != "play-opening")
                    continue;
                List<string> expect = lines.Where(l => l.StartsWith("#expect: ")).Select(l => l.Substring(9)).ToList();
                string expectedFile = Path.ChangeExtension(path, ".expected");
                List<string> whole = File.Exists(expectedFile) ? File.ReadAllLines(expectedFile).ToList() : new List<string>();
                List<string> got = new List<string>();
                using (Game g = FromArgs(args)) {
                    covered.Add(g.Opening);
                    foreach (string line in lines) {
                        string e = Command(g, line);
                        if (e != null)
                            got.Add(e);
                    }
                    // as renju-play's test reads them: an expected line is part of an output line
                    // the whole output, where the script has it, holds every error in order
                    if (whole.Count > 0)
                        Assert.Seq(whole.Where(x => x.StartsWith("error: ")).ToList(), got, name + ": the errors");
                    foreach (string e in expect.Where(x => x.StartsWith("error: ")))
                        Assert.True(got.Any(x => x.Contains(e)), name + ": no error " + e);
                    foreach (string e in expect.Where(x => x.StartsWith("Result: ")))
                        Assert.True(ResultLine(g).Contains(e), name + ": the result is " + ResultLine(g) + ", not " + e);
                    // the program's exit status is 1 when it refused a line, else 0
                    bool refused = lines.Any(l => l == "#status: 1");
                    Assert.Equal(refused, got.Count > 0, name + ": lines refused (" + string.Join("; ", got.ToArray()) + ")");
                    errors += got.Count;
                }
                scripts++;
            }
            Assert.True(scripts >= 15, "the scripts were found (" + scripts + ")");
            Assert.True(errors >= 10, "the scripts' errors were met (" + errors + ")");
            foreach (OpeningRule r in Enum.GetValues(typeof(OpeningRule)))
                Assert.True(covered.Contains(r), "no script plays " + r);
        }

        static HashSet<GameAction> PlayOpening(Game g, bool swap)
        {
            HashSet<GameAction> seen = new HashSet<GameAction>();
            bool more = false;
            for (int step = 0; step < 60; step++) {
                GameAction a = g.ExpectedAction;
                seen.Add(a);
                switch (a) {
                case GameAction.Play:
                    return seen;
                case GameAction.Stone: {
                    Point[] allowed = g.AllowedPoints();
                    Assert.True(allowed.Length > 0, "points allowed");
                    double c = (g.Size - 1) / 2.0;
                    Point best = allowed.OrderBy(p => Math.Pow(p.Column - c, 2) + Math.Pow(p.Row - c, 2)).First();
                    g.Play(best);
                    break;
                }
                case GameAction.Swap: g.Swap(swap); break;
                case GameAction.Declare: g.Declare(g.OfferBounds.Value.Min + 1); break;
                case GameAction.Offers: {
                    int n = g.OfferBounds.Value.Min;
                    List<Point> picked = new List<Point>();
                    foreach (Point p in g.AllowedPoints()) {
                        if (g.Forbidden(p) != ForbiddenKind.None)
                            continue;
                        if (picked.All(q => !g.OffersEquivalent(p, q)))
                            picked.Add(p);
                        if (picked.Count == n)
                            break;
                    }
                    g.Propose(picked);
                    break;
                }
                case GameAction.ChooseOffer: g.ChooseOffer(g.Offers[0]); break;
                case GameAction.Branch: g.ChooseBranch(swap ? Branch.Offers : Branch.Fifth); break;
                case GameAction.Colour: g.ChooseColour(swap ? Colour.White : Colour.Black); break;
                case GameAction.Swap2:
                    g.ChooseSwap2(swap && !more ? Swap2Choice.TwoMore : Swap2Choice.Black);
                    more = true;
                    break;
                default:
                    throw new AssertionException("unexpected action " + a);
                }
            }
            throw new AssertionException("the opening did not end: " + g.GetTag("RU"));
        }

        public static void TestEveryOpeningPlaysThrough()
        {
            foreach (OpeningRule rule in Enum.GetValues(typeof(OpeningRule))) {
                Ruleset[] sets = rule == OpeningRule.None ? (Ruleset[])Enum.GetValues(typeof(Ruleset))
                    : new Ruleset[] { Ruleset.Renju, Ruleset.Freestyle, Ruleset.Caro5 };
                int played = 0;
                foreach (Ruleset rs in sets) {
                    foreach (bool swap in new bool[] { false, true }) {
                        Game g = new Game(rs);
                        try {
                            g.SetOpening(rule);
                        } catch (RenjuException e) {
                            Assert.True(e is OutOfRangeException || e is InvalidArgumentException, rs + " " + rule + ": " + e.Message);
                            Assert.Equal(OpeningRule.None, g.Opening, "a refused rule is not set");
                            g.Dispose();
                            continue;
                        }
                        using (g) {
                            HashSet<GameAction> seen = PlayOpening(g, swap);
                            if (rule != OpeningRule.None)
                                Assert.True(seen.Count >= 2, rs + " " + rule + ": opening actions");
                            g.Play(g.AllowedPoints()[0]);
                            string sgf = g.Export(Format.Sgf);
                            using (Game back = Game.FromRecord(sgf)) {
                                Assert.Equal(sgf, back.Export(Format.Sgf), rs + " " + rule + ": SGF read back");
                                Assert.Seq(g.Moves, back.Moves, rs + " " + rule + ": moves read back");
                                Assert.Equal(rule, back.Opening, "the rule read back");
                            }
                            Colour[] board = g.Board();
                            int n = g.MoveCount, undone = 0;
                            while (true) {
                                try {
                                    g.Undo();
                                    undone++;
                                } catch (NoMoveException) {
                                    break;
                                }
                            }
                            Assert.Equal(0, g.StoneCount, "all undone");
                            for (int i = 0; i < undone; i++)
                                g.Redo();
                            Assert.Seq(board, g.Board(), rs + " " + rule + ": the board redone");
                            Assert.Equal(n, g.MoveCount, "moves redone");
                            Assert.Equal(sgf, g.Export(Format.Sgf), rs + " " + rule + ": the record redone");
                        }
                        played++;
                    }
                }
                Assert.True(played > 0, "no rule set plays " + rule);
            }
        }

        public static void TestOpeningQueries()
        {
            using (Game g = new Game("renju rif")) {
                Assert.Equal(OpeningRule.Rif, g.Opening, "named rules");
                g.PlayMoves("h8 i9 j10");
                Assert.Equal(GameAction.Swap, g.ExpectedAction, "swap expected");
                Assert.Equal(Player.Second, g.ExpectedPlayer, "the second player");
                Assert.Throws<WrongPlayerException>(() => g.Swap(true, Player.First), "the wrong player");
                int index = g.OpeningIndex;
                Assert.True(index > 0, "one of the 26");
                OpeningMatch m = g.OpeningIdentify("h8", "i9", "j10");
                Assert.Equal(index, m.Index, "identify");
                Point[] pts = g.OpeningPoints(index, m.Symmetry);
                Assert.Seq(new Point[] { "h8", "i9", "j10" }, pts, "the opening's points");
                Assert.True(!g.ColoursFinal, "colours tentative");
                g.Swap(true);
                Assert.Equal(Colour.White, g.PlayerColour(Player.First), "swapped");
                g.Play("g7");
                IntRange b = g.OfferBounds.Value;
                Assert.True(b.Min == 2 && b.Max == 2, "two offers in RIF");
                Assert.Throws<EquivalentOffersException>(() => g.Propose(new Point[] { "j9", "i10" }), "equivalent offers");
                Assert.True(g.OffersEquivalent("j9", "i10"), "OffersEquivalent");
                g.Propose(new Point[] { "j9", "k11" });
                Assert.Seq(new Point[] { "j9", "k11" }, g.Offers, "the offers");
                Assert.Equal(GameAction.ChooseOffer, g.ExpectedAction, "choose");
                Assert.Throws<OutOfRangeException>(() => g.ChooseOffer("l12"), "not offered");
                g.ChooseOffer("k11");
                Assert.Equal(GameAction.Play, g.ExpectedAction, "normal play");
                Assert.True(g.ColoursFinal, "colours final");
                Assert.True(g.PointAllowed("a1") && !g.PointAllowed("h8"), "PointAllowed");
                Assert.Equal(Point.Parse("o1"), g.SymmetryPoint(Symmetry.Rotate90, "a1"), "a quarter turn");
                PositionKey k = g.PositionKey;
                Assert.Equal(16, k.Key.Length, "the key");
                using (Game c = g.Clone()) {
                    Assert.Equal(k.ToString(), c.PositionKey.ToString(), "a clone's key");
                    c.Play("a1");
                    Assert.True(k.ToString() != c.PositionKey.ToString(), "another position's key");
                }
            }
        }
    }
}
