// SPDX-License-Identifier: MIT
// GameTests.cs - play and the result, the solvers and proofs, the game tree, the
// position index and diagrams, through the binding.
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

namespace Renju.Tests
{
    public static class GameTests
    {
        public static void TestPlayAndResult()
        {
            using (Game g = new Game(Ruleset.Renju)) {
                int v = Library.VersionNumber;
                Assert.Equal(v / 10000 + "." + v / 100 % 100 + "." + v % 100, Library.Version, "the version, two ways");
                g.PlayMoves("h8 a15 i8 a13 h9 a11 j9 o1");
                Assert.Equal(ForbiddenKind.DoubleThree, g.Forbidden("h7"), "h7 is a double-three");
                Dictionary<Point, ForbiddenKind> fp = g.ForbiddenPoints();
                Assert.True(fp.Count == 1 && fp[Point.Parse("h7")] == ForbiddenKind.DoubleThree, "the map");
                Assert.True(g.Explain("h7").StartsWith("h7 is a double-three"), "the explanation: " + g.Explain("h7"));
                Assert.True(g.BoardText(TextFlags.Forbidden).Contains(" x"), "x on the board's text");
                Assert.True(g.ToString().Contains("X"), "ToString is the board");
                Colour[] b = g.Board();
                Assert.Equal(Colour.Black, b[g.PointIndex("h8")], "the board in one call");
                Assert.Equal(Colour.White, g.Stone("o1"), "Stone");
                Assert.Equal(8, g.MoveCount, "moves");
                Assert.Equal(8, g.StoneCount, "stones");
                Assert.Equal(Point.Parse("o1"), g.LastMove.Value, "the last move");
                Assert.Equal(Shape.Three, g.Shape("k10", Colour.Black, Direction.Diagonal), "a three");
                Assert.Seq(new Point[] { "i8", "j9", "k10" }, g.ShapeStones("k10", Colour.Black, Direction.Diagonal), "the stones of the shape");
                KeyPoint[] keys = g.ShapeKeys("h10", Colour.Black, Direction.Vertical);
                Assert.Seq(new Point[] { "h7", "h11" }, keys.Select(k => k.Point).ToList(), "the key points of h8 h9 h10");
                Assert.True(keys.All(k => k.Status == KeyStatus.Playable), "both playable");
                g.Play("k10");
                g.Play("o2");
                g.Play("g7");
                g.Undo();
                Assert.True(g.DrawOffered == false, "no draw offered");
                g.OfferDraw("o3");
                Assert.True(g.DrawOffered, "a draw offered");
                g.AcceptDraw();
                Assert.Equal(Result.Draw, g.Result, "a draw by agreement");
                Assert.Equal(Reason.Agreement, g.Reason, "agreement");
                Assert.Throws<GameOverException>(() => g.Play("a1"), "play after the end");
                g.Undo();
                g.Undo();
                g.Resign(Colour.Black);
                Assert.Equal(Result.WhiteWins, g.Result, "black resigned");
                g.Undo();
                g.Forfeit(Colour.White, Reason.Time);
                Assert.Equal(Reason.Time, g.Reason, "white lost on time");
            }
            using (Game g = new Game(Ruleset.Renju)) {
                g.FoulPolicy = FoulPolicy.Lose;
                g.PlayMoves("h8 a15 i8 a13 h9 a11 j9 o1 h7");
                Assert.Equal(Result.WhiteWins, g.Result, "a foul loses");
                Foul f = g.Foul.Value;
                Assert.True(f.Kind == ForbiddenKind.DoubleThree && f.Point == Point.Parse("h7"), "the foul");
            }
            using (Game g = new Game(Ruleset.Freestyle)) {
                g.PlayMoves("a1 b1 a2 b2 a3 b3 a4 b4 a5");
                Assert.Equal(Result.BlackWins, g.Result, "five");
                Assert.Seq(new Point[] { "a1", "a2", "a3", "a4", "a5" }, g.WinningLine, "the winning line");
                g.Undo();
                g.Pass();
                g.Pass();
                Assert.Equal(Reason.BothPassed, g.Reason, "two passes");
                Assert.Equal(Point.Pass, g.Moves.Last(), "a pass in the moves");
                Assert.Equal("pass", g.Moves.Last().ToString(), "written pass");
                g.Reset();
                Assert.Equal(0, g.MoveCount, "reset");
                Assert.Equal(Bounds_(g.OptionBounds(Option.EdgeBlocks)), "0..0", "bounds");
            }
        }

        static string Bounds_(IntRange b) { return b.ToString(); }

        public static void TestSolvers()
        {
            using (Game g = new Game(Ruleset.Freestyle)) {
                g.Setup("h8 i8 j9 j10", "a1 a3");
                Assert.Equal(SolveOutcome.None, g.Vcf().Outcome, "no VCF");
                SearchResult vct = g.Vct();
                Assert.Equal(SolveOutcome.Win, vct.Outcome, "a VCT");
                Assert.Equal(Point.Parse("j8"), vct.Line[0], "j8 makes two threes");
                Assert.True(vct.Nodes > 0, "nodes counted");
                using (Proof p = g.Proof(Threat.Vct)) {
                    Assert.Equal(SolveOutcome.Win, p.Outcome, "a proof");
                    Assert.Equal("(;B[jh])", p.Export(), "the proof as SGF");
                    Assert.Equal(Point.Parse("j8"), p.Node.Point.Value, "the proof's first move");
                    Assert.Equal(0, p.Node.Children.Length, "no reply needs an answer");
                }
                using (Proof none = g.Proof(Threat.Vcf)) {
                    Assert.Equal(SolveOutcome.None, none.Outcome, "no proof");
                    Assert.True(none.Game == null && none.Export() == "", "no game");
                }
                SearchResult w = g.Solve(3);
                Assert.Equal(SolveOutcome.Win, w.Outcome, "a win in 3");
                Assert.Equal(SolveOutcome.Unknown, g.Vct(1).Outcome, "a node limit of 1");
                g.SearchTime = 0;
                Assert.Equal(SolveOutcome.Win, g.Vct(0, 5000).Outcome, "a time limit");
                Assert.Equal(0, g.SearchTime, "the time limit was for that search only");
                g.Setup(new Point[0], new Point[0], Colour.White);
                Defences d = g.Defences(Threat.Vct);
                Assert.Equal(SolveOutcome.Win, d.Outcome, "a threat to stop");
                Assert.Equal(0, d.Points.Length, "every move loses");
                Assert.Throws<OutOfRangeException>(() => g.Proof(Threat.Win, 0), "a win in 0");
            }
        }

        public static void TestTree()
        {
            using (Game g = new Game(Ruleset.Renju)) {
                Tree tree = g.Tree;
                tree.Mode = TreeMode.Keep;
                g.PlayMoves("h8 h9 i9");
                g.Undo();
                g.Play("j10");
                Node node = tree.Current;
                node.Comment = "the indirect answer";
                node.Name = "j10";
                node.SetLabel("k11", "A");
                node.SetMark("g7", Mark.Triangle);
                Assert.Equal("A", node.GetLabel("k11"), "a label");
                Assert.Equal(Mark.Triangle, node.GetMark("g7"), "a mark");
                Assert.Seq(new Point[] { "k11" }, node.LabelPoints, "labelled points");
                Assert.Equal(1, node.Marks.Length, "marked points");
                Node i9 = tree.GotoSibling(-1);
                Assert.Equal(Point.Parse("i9"), g.Moves.Last(), "back to i9");
                Assert.Equal(Point.Parse("i9"), i9.Point.Value, "the node's point");
                tree.Goto(node);
                Assert.Equal(Point.Parse("j10"), g.Moves.Last(), "to j10 again");
                Assert.Seq(new int[] { 0, 0, 1 }, node.Path, "the path");
                Assert.Seq(new Point[] { "h8", "h9", "j10" }, node.Line, "the line");
                Assert.Equal(3, node.Depth, "the depth");
                Assert.Equal(1, node.Index, "the index");
                Assert.Equal(5, tree.Count, "five nodes");
                Assert.Equal(5, tree.Count(), "walked");
                Assert.Equal(NodeKind.Stone, node.Kind, "a stone");
                Assert.Equal(Colour.Black, node.Action.Colour, "black's");
                Assert.True((node.Flags & NodeFlags.Kept) != 0, "kept");
                node.SetFlag(NodeFlags.Marked);
                Assert.True((node.Flags & NodeFlags.Marked) != 0, "marked");
                Assert.True(node.Error == null, "no error");
                Assert.True(tree.Root.IsRoot && tree.Root.Parent == null, "the root");
                Assert.Equal(node, tree.Follow(new int[] { 0, 0, 1 }), "follow");
                tree.GotoRoot();
                Assert.Equal(0, g.MoveCount, "at the root");
                tree.GotoChild(0);
                Assert.Equal(1, g.MoveCount, "one down");
                tree.GotoParent();
                string sgf = g.TreeExport();
                Assert.True(sgf.Contains("the indirect answer") && sgf.Contains("LB[ke:A]"), "the tree's record: " + sgf);
                using (Game back = Game.FromRecord(sgf)) {
                    Assert.Equal(sgf, back.TreeExport(), "the tree read back");
                    Assert.Equal(5, back.Tree.Count, "its nodes");
                }
                Assert.Equal("(;W[hg](;B[ig])(;B[jf]))", tree.Node(2).Export(), "a subtree");
                node.Promote();
                Assert.Equal(node, tree.Node(2).Children[0], "promoted");
                node.Delete();
                Assert.Equal(4, tree.Count, "deleted");
                Assert.Equal(4, tree.Root.Walk().Count(), "walked after");
                Assert.Throws<OutOfRangeException>(() => { var x = node.Comment; }, "a deleted node");
                Assert.Equal("", tree.Node(1).Properties, "no properties");
                Assert.Equal(0, tree.Node(1).Setup.Length, "no set-up stones");
                Assert.Equal(0, tree.Node(1).Offers.Length, "no offers");
            }
        }

        public static void TestIndex()
        {
            using (PositionIndex index = new PositionIndex())
            using (Game a = new Game(Ruleset.Renju))
            using (Game b = new Game(Ruleset.Renju)) {
                a.PlayMoves("h8 h9 i9 j10");
                b.PlayMoves("h8 g8 g9");   // the same opening as a, turned
                Assert.Equal(0, index.Add(a, Result.BlackWins, "game 1"), "the first game");
                Assert.Equal(1, index.Add(b, Result.Draw, "game 2"), "the second");
                Assert.Equal(2, index.Games, "two games");
                Assert.True(index.Positions > 0, "positions");
                Assert.Equal("game 1", index.Label(0), "a label");
                Assert.Equal(Result.Draw, index.Result(1), "a result");
                Assert.Throws<OutOfRangeException>(() => index.Label(9), "no game 9");
                using (Game c = new Game(Ruleset.Renju)) {
                    c.PlayMoves("h8 h9 i9");
                    Assert.Seq(new int[] { 0, 1 }, index.Find(c), "both games reach it");
                    NextMove[] next = index.NextMoves(c);
                    Assert.True(next.Length == 1 && next[0].Games == 1, "one move played next");
                    byte[] bytes = index.ToBytes();
                    using (PositionIndex opened = PositionIndex.FromBytes(bytes)) {
                        Assert.Equal(2, opened.Games, "read back");
                        Assert.Seq(new int[] { 0, 1 }, opened.Find(c), "found in the bytes");
                        Assert.Throws<WrongPhaseException>(() => opened.Add(a), "an opened index takes no games");
                    }
                    Assert.Throws<ParseException>(() => PositionIndex.FromBytes(new byte[] { 1, 2, 3 }), "not an index");
                    Assert.Throws<ParseException>(() => PositionIndex.FromBytes(bytes.Take(bytes.Length / 2).ToArray()), "cut short");
                }
            }
        }

        public static void TestDiagrams()
        {
            using (Game g = new Game(Ruleset.Renju)) {
                g.PlayMoves("h8 h9 i9");
                string svg = g.DiagramSvg(DiagramFlags.Default | DiagramFlags.Numbers, 1, 40, "Kansei ✓");
                Assert.True(svg.StartsWith("<svg") && svg.TrimEnd().EndsWith("</svg>"), "an SVG image");
                Assert.True(svg.Contains("Kansei ✓"), "the title in UTF-8");
                Assert.Equal(svg, g.DiagramSvg(DiagramFlags.Default | DiagramFlags.Numbers, 1, 40, "Kansei ✓"), "the same bytes");
                Assert.Throws<OutOfRangeException>(() => g.DiagramSvg(DiagramFlags.Default, 1, 11), "a cell too small");
            }
        }
    }
}
