// SPDX-License-Identifier: MIT
// MisuseTests.cs - bad input leaves the game exactly as it was, in every state a game
// can be in; and what a binding's user can get wrong: a disposed game, disposing
// twice, null arguments, huge values, points off the board, the wrong phase, a NUL
// inside a string, results larger than the binding's buffers, threads sharing a game,
// games never disposed.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;

namespace Renju.Tests
{
    public static class MisuseTests
    {
        /// <summary>All a game's state that a call could change.</summary>
        static string Snapshot(Game g)
        {
            bool setup = g.InSetup;
            return string.Join("|", new string[] {
                setup ? "setup" : g.TreeExport(), string.Join(" ", g.Moves.Select(p => p.ToString()).ToArray()),
                g.BoardText(TextFlags.Last), g.SideToMove.ToString(), g.Result.ToString(), g.Reason.ToString(),
                g.ExpectedAction.ToString(), g.ExpectedPlayer.ToString(), g.Tree.Current.Id.ToString(),
                g.Tree.Count.ToString(), g.Tree.Mode.ToString(), g.GetOption(Option.Opening).ToString(),
                g.GetOption(Option.OpeningN).ToString(), g.GetOption(Option.MoveLimit).ToString(),
                g.SearchTime.ToString(), g.GetTag("PB"), g.Tree.Current.Comment, g.PositionKey.ToString(),
            });
        }

        static Dictionary<string, Game> States()
        {
            Dictionary<string, Game> s = new Dictionary<string, Game>();
            s["fresh"] = new Game(Ruleset.Renju);
            Game played = new Game(Ruleset.Renju);
            played.PlayMoves("h8 h9 i9 g7 j10");
            played.SetTag("PB", "someone");
            s["played"] = played;
            Game won = new Game(Ruleset.Freestyle);
            won.PlayMoves("a1 b1 a2 b2 a3 b3 a4 b4 a5");
            s["won"] = won;
            Game opening = new Game(Ruleset.Renju);
            opening.SetOpening(OpeningRule.Rif);
            opening.PlayMoves("h8 i9 j10");
            s["opening"] = opening;
            Game setUp = new Game(Ruleset.Renju);
            setUp.Setup("h8 i8 j8", "h9 i9", Colour.White);
            s["set up"] = setUp;
            Game inSetup = new Game(Ruleset.Renju);
            inSetup.SetupBegin();
            inSetup.SetupPut("h8", Colour.Black);
            s["in setup"] = inSetup;
            return s;
        }

        public static void TestBadInputChangesNothing()
        {
            List<KeyValuePair<string, Action<Game>>> bad = new List<KeyValuePair<string, Action<Game>>>();
            Action<string, Action<Game>> add = (n, a) => bad.Add(new KeyValuePair<string, Action<Game>>(n, a));
            add("play off the board", g => g.Play(new Point(15, 3)));
            add("play far off", g => g.Play(new Point(25, 98)));
            add("play on h8", g => g.Play("h8"));
            add("play malformed", g => g.Play(g.ParsePoint("h0")));
            add("play moves, one bad", g => g.PlayMoves("a1 a2 a1"));
            add("play moves, malformed", g => g.PlayMoves("a1 zz"));
            add("setup, one bad", g => g.Setup(new Point[] { "a1", "a1" }, new Point[0]));
            add("setup, a won row", g => g.Setup("a1 a2 a3 a4 a5", "o1 o2"));
            add("setup, off the board", g => g.Setup(new Point[] { "a1", new Point(20, 0) }, new Point[0]));
            add("setup put", g => g.SetupPut("a1", (Colour)7));
            add("resign, bad colour", g => g.Resign((Colour)0));
            add("forfeit, bad reason", g => g.Forfeit(Colour.Black, Reason.Five));
            add("option unknown", g => g.SetOption((Option)99, 1));
            add("option huge", g => g.SetOption(Option.MoveLimit, int.MaxValue));
            add("opening and bad N", g => g.SetOpening(OpeningRule.Soosorv, 1000));
            add("opening for another rule set", g => g.SetOpening(OpeningRule.Swap2));
            add("undo", g => g.Undo());
            add("redo", g => g.Redo());
            add("accept no offer", g => g.AcceptDraw());
            add("swap", g => g.Swap(true, (Player)5));
            add("declare", g => g.Declare(int.MaxValue));
            add("propose", g => g.Propose(new Point[] { "a1", "a1" }));
            add("propose a million", g => g.Propose(Enumerable.Repeat(Point.Parse("a1"), 1000000)));
            add("follow a million", g => g.Tree.Follow(Enumerable.Repeat(0, 1000000)));
            add("comment of 2 MiB", g => g.Tree.Current.Comment = new string('c', 2 << 20));
            add("choose offer", g => g.ChooseOffer("o15"));
            add("choose branch", g => g.ChooseBranch((Branch)9));
            add("choose colour", g => g.ChooseColour(Colour.Empty));
            add("choose swap2", g => g.ChooseSwap2((Swap2Choice)0));
            add("play as", g => g.PlayAs((Player)3, "a1"));
            add("vcf with negative nodes", g => g.Vcf(-1));
            add("solve 21", g => g.Solve(21));
            add("solve 0", g => g.Solve(0));
            add("defences of a win", g => g.Defences(Threat.Win));
            add("proof of nothing", g => g.Proof((Threat)0));
            add("search time negative", g => g.SearchTime = -5);
            add("tree goto huge", g => g.Tree.Goto(g.Tree.Node(int.MaxValue)));
            add("tree child", g => g.Tree.GotoChild(99));
            add("tree follow", g => g.Tree.Follow(new int[] { 0, 0, 0, 0, 0, 0, 0, 0, 0, 7 }));
            add("tree delete root", g => g.Tree.Root.Delete());
            add("tree mode", g => g.Tree.Mode = (TreeMode)4);
            add("comment not UTF-16", g => g.Tree.Current.Comment = "a \ud800 lone surrogate");
            add("comment with NUL", g => g.Tree.Current.Comment = "a\0b");
            add("label too long", g => g.Tree.Current.SetLabel("a1", new string('x', 300)));
            add("mark", g => g.Tree.Current.SetMark("a1", (Mark)9));
            add("flag", g => g.Tree.Current.SetFlag(NodeFlags.Illegal));
            add("tag unknown", g => g.SetTag("ZZ", "x"));
            add("tag with NUL", g => g.SetTag("PB", "x\0y"));
            add("tag too long", g => g.SetTag("PB", new string('x', 70000)));
            add("import malformed", g => g.Import("(;GM[4]SZ[15];B[hh];W[hh])"));
            add("import unknown format", g => g.Import(new byte[10], (Format)9));
            add("import truncated lib", g => g.Import(new byte[] { 0xff, (byte)'R', (byte)'e' }, Format.Lib));
            add("charset", g => g.Charset = "nothing-like-it");
            add("diagram cell", g => g.DiagramSvg(DiagramFlags.Default, 1, 5000));
            add("diagram flags", g => g.DiagramSvg((DiagramFlags)4096));
            add("diagram title", g => g.DiagramSvg(DiagramFlags.Default, 1, 0, "a\nb"));
            add("explain occupied or off", g => g.Explain(new Point(19, 19)));
            add("shape bad direction", g => g.Shape("a1", Colour.Black, (Direction)8));
            add("symmetry", g => g.SymmetryPoint((Symmetry)8, "a1"));
            add("opening points", g => g.OpeningPoints(27));
            add("export .pos", g => g.ExportBytes(Format.Pos));
            add("offers equivalent off board", g => g.OffersEquivalent(new Point(16, 16), "a1"));
            add("point at huge", g => g.PointAt(int.MaxValue));
            int refused = 0;
            foreach (KeyValuePair<string, Game> state in States()) {
                Game g = state.Value;
                foreach (KeyValuePair<string, Action<Game>> call in bad) {
                    string before = Snapshot(g);
                    try {
                        call.Value(g);
                        // a call that is not bad in this state (e.g. undo in a played game) is
                        // only checked where it fails
                        g.Dispose();
                        g = Rebuild(state.Key);
                        continue;
                    } catch (RenjuException e) {
                        Assert.True(e.Message.Length > 0, state.Key + ", " + call.Key + ": a message");
                        Assert.True(e.Code < 0, state.Key + ", " + call.Key + ": a code");
                        refused++;
                    }
                    Assert.Equal(before, Snapshot(g), state.Key + ", " + call.Key + ": the game after the failure");
                }
                g.Dispose();
            }
            Assert.True(refused > 6 * 40, "bad calls refused (" + refused + ")");
        }

        static Game Rebuild(string state)
        {
            Dictionary<string, Game> all = States();
            Game g = all[state];
            foreach (KeyValuePair<string, Game> kv in all)
                if (kv.Key != state)
                    kv.Value.Dispose();
            return g;
        }

        public static void TestDisposedGame()
        {
            Game g = new Game(Ruleset.Renju);
            g.Play("h8");
            Node n = g.Tree.Current;
            Tree t = g.Tree;
            g.Dispose();
            g.Dispose();    // twice: nothing
            Assert.True(g.IsDisposed, "disposed");
            Action[] calls = {
                () => g.Play("a1"), () => g.Undo(), () => g.Board(), () => g.ForbiddenMap(),
                () => g.ForbiddenMap(new byte[225]), () => { var x = g.Moves; }, () => { var x = g.Result; },
                () => g.Export(), () => g.Import("h8"), () => g.Clone(), () => g.Vcf(), () => g.Explain("h8"),
                () => { var x = g.Tree; }, () => { var x = n.Comment; }, () => n.Goto(), () => { var x = t.Count; },
                () => { var x = t.Root; }, () => g.SetTag("PB", "x"), () => g.Setup("a1", "a2"),
                () => g.PlayMoves("a1"), () => { var x = g.Size; }, () => g.DiagramSvg(),
                () => { var x = g.PositionKey; }, () => g.Dispose(),
            };
            int i = 0;
            foreach (Action call in calls) {
                if (i++ == calls.Length - 1) {
                    call();    // Dispose() again is no misuse
                    continue;
                }
                Assert.Throws<ObjectDisposedException>(call, "call " + i + " on a disposed game");
            }
            Assert.Equal("<Renju.Game disposed>", g.ToString(), "ToString() of a disposed game");
            using (PositionIndex x = new PositionIndex()) {
                Assert.Throws<ObjectDisposedException>(() => x.Add(g), "a disposed game into an index");
                x.Dispose();
                Assert.Throws<ObjectDisposedException>(() => { var y = x.Games; }, "a disposed index");
            }
            Proof p;
            using (Game f = new Game(Ruleset.Freestyle)) {
                f.Setup("h8 i8 j8 k8", "a1 a2 a3");
                p = f.Proof(Threat.Vcf);
            }
            Assert.Equal(SolveOutcome.Win, p.Outcome, "the proof outlives its game");
            Assert.True(p.Export().Length > 0, "the proof's own game");
            p.Dispose();
            Assert.Throws<ObjectDisposedException>(() => p.Export(), "a disposed proof");
        }

        public static void TestNullArguments()
        {
            using (Game g = new Game(Ruleset.Renju)) {
                string before = Snapshot(g);
                Action[] calls = {
                    () => g.PlayMoves(null), () => g.Setup((IEnumerable<Point>)null, new Point[0]),
                    () => g.Setup("a1", null), () => g.Propose(null), () => g.Import((string)null),
                    () => g.Import((byte[])null, Format.Lib), () => g.ParsePoint(null), () => g.SetTag(null, "x"),
                    () => g.GetTag(null), () => g.Board(null), () => g.ForbiddenMap(null), () => g.Tree.Goto(null),
                    () => g.Tree.Follow(null), () => Point.Parse(null), () => Library.RulesFromName(null),
                    () => new PositionIndex().Add(null), () => PositionIndex.FromBytes(null), () => Game.FromRecord((string)null),
                    () => { int at = 0; g.ImportNext(null, ref at); },
                };
                foreach (Action call in calls)
                    Assert.Throws<ArgumentNullException>(call, "a null argument");
                Assert.Equal(before, Snapshot(g), "nothing changed");
                // where the library takes NULL, null is allowed
                g.SetTag("PB", null);
                g.Tree.Current.Comment = null;
                g.Charset = null;
                Assert.True(g.DiagramSvg(DiagramFlags.Default, 1, 0, null).StartsWith("<svg"), "a diagram without title");
            }
        }

        public static void TestHugeValuesAndOffBoard()
        {
            using (Game g = new Game(Ruleset.Renju)) {
                OutOfRangeException e = Assert.Throws<OutOfRangeException>(() => g.Play(new Point(14, 15)), "o16");
                Assert.Equal("o16 is off the 15x15 board", e.Message, "the library's message");
                Assert.Equal((int)ErrorCode.Range, g.LastErrorCode, "the handle's code");
                Assert.Throws<OutOfRangeException>(() => g.ParsePoint("o16"), "o16 parsed");
                Assert.Throws<NotationException>(() => g.ParsePoint("h08"), "a leading zero");
                Assert.Throws<NotationException>(() => Point.Parse("8h"), "not a point");
                Assert.Throws<ArgumentOutOfRangeException>(() => new Point(-1, 0), "a negative column");
                Assert.Throws<ArgumentOutOfRangeException>(() => new Point(0, int.MaxValue), "a huge row");
                Assert.Throws<OutOfRangeException>(() => g.PointAt(-7), "a negative point");
                Assert.Throws<OutOfRangeException>(() => g.Tree.Node(-2), "no node -2");
                Assert.Throws<OutOfRangeException>(() => new Game(Ruleset.Renju, 19), "renju on 19x19");
                Assert.Throws<OutOfRangeException>(() => new Game(Ruleset.Freestyle, int.MaxValue), "a huge board");
                Assert.Throws<InvalidArgumentException>(() => new Game((Ruleset)99), "no rule set 99");
                Assert.Throws<InvalidArgumentException>(() => new Game("no such rules"), "unknown rules");
                g.Play("h8");
                Assert.Throws<OutOfRangeException>(() => g.Vcf(int.MinValue), "negative nodes");
                SearchResult r = g.Vcf(int.MaxValue);
                Assert.Equal(SolveOutcome.None, r.Outcome, "no VCF after one stone");
                Assert.Equal(Point.Parse("h8"), g.PointAt(7 * 15 + 7), "PointAt");
                Assert.Equal(7 * 15 + 7, g.PointIndex("h8"), "PointIndex");
            }
        }

        public static void TestWrongPhaseAndNul()
        {
            using (Game g = new Game(Ruleset.Renju)) {
                g.Play("h8");
                Assert.Throws<WrongPhaseException>(() => g.SetOption(Option.FoulPolicy, 1), "an option after the first move");
                Assert.Throws<WrongPhaseException>(() => g.Swap(), "a swap in normal play");
                Assert.Throws<WrongPhaseException>(() => g.SetupPut("a1", Colour.Black), "a set-up stone outside setup");
                g.SetupBegin();
                Assert.Throws<WrongPhaseException>(() => g.Play("a1"), "play in setup mode");
                Assert.Throws<WrongPhaseException>(() => g.Export(), "export in setup mode");
                Assert.Throws<WrongPhaseException>(() => g.SetupBegin(), "setup twice");
                g.SetupEnd();
                Assert.Throws<InvalidArgumentException>(() => g.ParsePoint("h8\0"), "a NUL in a point");
                Assert.Throws<InvalidArgumentException>(() => g.GetTag("PB\0"), "a NUL in a tag name");
                Assert.Throws<InvalidArgumentException>(() => g.DiagramSvg(DiagramFlags.Default, 1, 0, "x\0"), "a NUL in a title");
                Assert.Throws<InvalidArgumentException>(() => Library.RulesetFromName("renju\0x"), "a NUL in a name");
                Assert.Throws<InvalidArgumentException>(() => new PositionIndex().Add(g, Result.Draw, "a\0b"), "a NUL in a label");
            }
        }

        public static void TestBuffersGrowAndRetry()
        {
            using (Game g = new Game(Ruleset.Freestyle, 20)) {
                // far more than the binding's first buffers (1 KiB of text, 512 ints)
                string big = string.Concat(Enumerable.Repeat("ünïcødé ", 40000).ToArray());
                g.Tree.Current.Comment = big;
                Assert.Equal(big, g.Tree.Current.Comment, "a long comment read back");
                Assert.True(g.BoardText(TextFlags.Last).Length > 400, "a 20x20 board's text");
                Assert.True(g.Export().Contains("ünïcødé"), "a long record");
            }
            using (Game g = new Game(Ruleset.Renju)) {
                g.PlayMoves("h8 a15 i8 a13 h9 a11 j9 o1");
                byte[] small = new byte[224], big = new byte[300];
                Assert.Throws<BufferTooSmallException>(() => g.Board(small), "a board into 224 bytes");
                Assert.Throws<BufferTooSmallException>(() => g.ForbiddenMap(small), "a map into 224 bytes");
                Assert.True(small.All(x => x == 0), "nothing written into a buffer too small");
                Assert.Equal(225, g.Board(big), "a board into more than it needs");
                Assert.Equal(1, big[g.PointIndex("h8")], "black on h8");
                Assert.Equal(1, g.ForbiddenMap(big), "a map into more than it needs");
                Assert.Equal((byte)ForbiddenKind.DoubleThree, big[g.PointIndex("h7")], "h7 in the map");
                Assert.Equal(0, big[g.PointIndex("h8")], "the map written over the board");
            }
            // every buffer call through the retry: first buffers of 1 byte and 1 int
            Game.FirstTextBuffer = 1;
            Game.FirstIntBuffer = 1;
            try {
                using (Game g = new Game(Ruleset.Renju)) {
                    g.PlayMoves("h8 h9 i9 g7 j10");
                    Assert.Seq(new Point[] { "h8", "h9", "i9", "g7", "j10" }, g.Moves, "moves");
                    using (Game h = new Game(Ruleset.Renju)) {
                        h.PlayMoves("h8 h9 i9 g7 j10");
                        Assert.Equal(h.Export(), g.Export(), "a record");
                    }
                    Assert.True(g.AllowedPoints().Length > 200, "allowed points");
                    Assert.Equal(5, g.Tree.Current.Line.Length, "a node's line");
                    Assert.Equal(5, g.Tree.Current.Path.Length, "a node's path");
                    Assert.True(g.Explain("a1").StartsWith("a1 is "), "an explanation");
                    Assert.Equal("", g.GetTag("PB"), "an empty tag");
                    Game.FirstIntBuffer = 2;
                    Assert.Equal(SolveOutcome.Win, Vcf4(g).Outcome, "a VCF line longer than the buffer");
                }
            } finally {
                Game.FirstTextBuffer = 1024;
                Game.FirstIntBuffer = 512;
            }
        }

        static SearchResult Vcf4(Game g)
        {
            g.Dispose();
            Game f = new Game(Ruleset.Freestyle);
            f.Setup("h8 i8 j8 k9 k10", "g8 a1 a3 a5 a7");
            SearchResult r = f.Vcf();
            Assert.True(r.Line.Length >= 3, "a line of " + r.Line.Length);
            f.Dispose();
            return r;
        }

        public static void TestThreadsShareAGame()
        {
            using (Game g = new Game(Ruleset.Renju)) {
                g.PlayMoves("h8 h9 i9 g7 j10");
                string before = g.Export();
                int errors = 0, calls = 0;
                Thread[] threads = new Thread[4];
                for (int t = 0; t < threads.Length; t++) {
                    int me = t;
                    threads[t] = new Thread(() => {
                        byte[] map = new byte[225];
                        for (int i = 0; i < 3000; i++) {
                            try {
                                if (me % 2 == 0) {
                                    lock (g.SyncRoot) {     // the game's own lock makes a play and its undo one step
                                        g.Play(new Point(i % 15, 14));
                                        g.Undo();
                                    }
                                } else {
                                    g.ForbiddenMap(map);
                                    if (g.Moves.Length != 5)
                                        Interlocked.Increment(ref errors);
                                }
                                Interlocked.Increment(ref calls);
                            } catch (Exception) {
                                Interlocked.Increment(ref errors);
                            }
                        }
                    });
                    threads[t].Start();
                }
                foreach (Thread t in threads)
                    t.Join();
                Assert.Equal(0, errors, "no call failed or saw another's half-made change");
                Assert.Equal(12000, calls, "every call made");
                Assert.Equal(before, g.Export(), "the game as it was");
            }
            // disposed while other threads use it: they see ObjectDisposedException, nothing worse
            Game shared = new Game(Ruleset.Renju);
            int bad = 0, disposedSeen = 0;
            Thread[] users = new Thread[3];
            for (int t = 0; t < users.Length; t++) {
                users[t] = new Thread(() => {
                    byte[] map = new byte[225];
                    for (int i = 0; i < 20000; i++) {
                        try {
                            shared.ForbiddenMap(map);
                            shared.Explain("h8");
                        } catch (ObjectDisposedException) {
                            Interlocked.Increment(ref disposedSeen);
                            return;
                        } catch (Exception) {
                            Interlocked.Increment(ref bad);
                        }
                    }
                });
                users[t].Start();
            }
            Thread.Sleep(20);
            shared.Dispose();
            foreach (Thread t in users)
                t.Join();
            Assert.Equal(0, bad, "no other failure");
        }

        public static void TestForgottenGamesAreFreed()
        {
            WeakReference weak = Forget();
            for (int i = 0; i < 5 && weak.IsAlive; i++) {
                GC.Collect();
                GC.WaitForPendingFinalizers();
            }
            Assert.True(!weak.IsAlive, "a game never disposed is collected");
        }

        static WeakReference Forget()
        {
            WeakReference w = null;
            for (int i = 0; i < 200; i++) {
                Game g = new Game(Ruleset.Renju);
                g.PlayMoves("h8 h9");
                if (i == 0)
                    w = new WeakReference(g);
            }
            return w;
        }
    }
}
