// SPDX-License-Identifier: MIT
// Bench.cs - the cost of the C# binding against bench/bench_forbidden.c: the same
// positions (its real-game-like and game-like sets, grown with the same generator and
// seed, so that with the same -n they are the very positions the C program times,
// and the forbidden-point vectors), timed the same way: each call repeated in timed
// batches, a position's figure the median of 5 batches, then the median, the 99th
// percentile and the maximum over the positions, in nanoseconds per call.
//   - the forbidden map asked again of the position it was asked of last, the game's
//     kept map copied out: into the caller's byte[] (Game.ForbiddenMap(byte[])), and
//     as a new ForbiddenKind[] (Game.ForbiddenMap());
//   - Play() then Undo() on every legal point next to a stone, per point, black to
//     move and white to move;
//   - Play(), ForbiddenMap(byte[]) then Undo() on the same points, per point, black
//     and white to move: what an engine's search does at each node, the map following
//     the moves;
//   - the board into a byte[] (Game.Board(byte[])), and the moves (Game.Moves).
// Not timed: bench_forbidden's map from scratch, each call timed alone after the
// position is set up again, since mono's Stopwatch counts in steps of 100 ns, more
// than the call.
// Usage: mono bench.exe [-n positions-per-set] [-f forbidden-vectors.txt]
// (bindings/csharp/bench/run.sh builds it and runs it beside the C program).
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using Renju;

static class Bench
{
    const int Batches = 5;
    static ulong rngState = 0x9E3779B97F4A7C15UL;

    // xorshift64*, as bench_forbidden.c has it
    static uint Rnd(uint n)
    {
        rngState ^= rngState >> 12;
        rngState ^= rngState << 25;
        rngState ^= rngState >> 27;
        return (uint)((rngState * 0x2545F4914F6CDD1DUL) >> 33) % n;
    }

    struct Area { public int X0, Y0, X1, Y1; }

    sealed class Position { public List<int> Points = new List<int>(); public List<Colour> Colours = new List<Colour>(); }

    static Game game = new Game(Ruleset.Renju);

    static bool Inside(Area a, int c, int r) { return c >= a.X0 && c <= a.X1 && r >= a.Y0 && r <= a.Y1; }

    static int Near(Area a)
    {
        for (int tries = 0; tries < 1000; tries++) {
            int p = (int)Rnd(225);
            if (game.Stone(game.PointAt(p)) == Colour.Empty)
                continue;
            int c = p % 15 + (int)Rnd(5) - 2, r = p / 15 + (int)Rnd(5) - 2;
            if (Inside(a, c, r) && game.Stone(game.PointAt(r * 15 + c)) == Colour.Empty)
                return r * 15 + c;
        }
        return -1;
    }

    static Position Grow(int n, Area a, int c, int r)
    {
        game.Reset();
        game.SetupBegin();
        game.SetupPut(new Point(c, r), Colour.Black);
        game.SetupSide(Colour.White);
        game.SetupEnd();
        for (int i = 1; i < n; i++) {
            int tries;
            for (tries = 0; tries < 200; tries++) {
                int p = Near(a);
                if (p < 0)
                    continue;
                try {
                    game.Play(game.PointAt(p));
                } catch (RenjuException) {
                    continue;
                }
                if (game.Result == Result.Ongoing)
                    break;
                game.Undo();
            }
            if (tries == 200)
                return null;
        }
        Position pos = new Position();
        Colour[] board = game.Board();
        for (int p = 0; p < 225; p++)
            if (board[p] != Colour.Empty) {
                pos.Points.Add(p);
                pos.Colours.Add(board[p]);
            }
        return pos;
    }

    static List<Position> GrowCentral(int npos, int lo, int hi, int span)
    {
        List<Position> s = new List<Position>();
        int o = (15 - span) / 2;
        Area a;
        a.X0 = a.Y0 = o;
        a.X1 = a.Y1 = o + span - 1;
        for (int i = 0; i < npos; i++) {
            Position p;
            while ((p = Grow(lo + (int)Rnd((uint)(hi - lo + 1)), a, 7, 7)) == null) { }
            s.Add(p);
        }
        return s;
    }

    static List<Position> Vectors(string file)
    {
        List<Position> s = new List<Position>();
        foreach (string line in File.ReadAllLines(file)) {
            if (line.StartsWith("#"))
                continue;
            string[] f = line.Split('|');
            if (f.Length < 4)
                continue;
            Position pos = new Position();
            for (int i = 1; i <= 2; i++)
                foreach (string t in f[i].Split(new char[] { ' ' }, StringSplitOptions.RemoveEmptyEntries))
                    if (t != "-") {
                        pos.Points.Add(game.PointIndex(Point.Parse(t)));
                        pos.Colours.Add(i == 1 ? Colour.Black : Colour.White);
                    }
            s.Add(pos);
        }
        return s;
    }

    static bool Load(Position pos, Colour side)
    {
        game.Reset();
        game.SetupBegin();
        for (int i = 0; i < pos.Points.Count; i++)
            game.SetupPut(game.PointAt(pos.Points[i]), pos.Colours[i]);
        game.SetupSide(side);
        game.SetupEnd();
        return game.Result == Result.Ongoing;
    }

    enum What { MapInto, MapArray, PlayBlack, PlayWhite, SeqBlack, SeqWhite, BoardInto, Moves }
    static readonly string[] Names = {
        "map asked again, byte[]", "map asked again, new array", "play+undo, black to move",
        "play+undo, white to move", "play+map+undo, black", "play+map+undo, white",
        "board, byte[]", "moves, new Point[]",
    };

    static bool PerPoint(What what) { return what >= What.PlayBlack && what <= What.SeqWhite; }

    static Colour SideOf(What what) { return what == What.PlayWhite || what == What.SeqWhite ? Colour.White : Colour.Black; }

    // The legal empty points next to a stone, as bench_forbidden's points_of() takes them.
    static Point[] PointsOf(Colour side)
    {
        List<Point> r = new List<Point>();
        Colour[] board = game.Board();
        for (int p = 0; p < 225; p++) {
            if (board[p] != Colour.Empty)
                continue;
            Point pt = game.PointAt(p);
            if (side == Colour.Black && game.Forbidden(pt) != ForbiddenKind.None)
                continue;
            int c = p % 15, row = p / 15;
            bool near = false;
            for (int dr = -1; dr <= 1; dr++)
                for (int dc = -1; dc <= 1; dc++)
                    if (c + dc >= 0 && c + dc < 15 && row + dr >= 0 && row + dr < 15
                        && board[(row + dr) * 15 + c + dc] != Colour.Empty)
                        near = true;
            if (near)
                r.Add(pt);
        }
        return r.ToArray();
    }

    static double NowNs() { return Stopwatch.GetTimestamp() * (1e9 / Stopwatch.Frequency); }

    static int sink;

    static double Run(What what, Point[] pts, int reps)
    {
        byte[] map = new byte[225];
        double t0 = NowNs();
        for (int k = 0; k < reps; k++) {
            switch (what) {
            case What.MapInto: sink += game.ForbiddenMap(map); break;
            case What.MapArray: sink += game.ForbiddenMap().Length; break;
            case What.BoardInto: sink += game.Board(map); break;
            case What.Moves: sink += game.Moves.Length; break;
            case What.SeqBlack:
            case What.SeqWhite:
                for (int i = 0; i < pts.Length; i++) {
                    game.Play(pts[i]);
                    sink += game.ForbiddenMap(map);
                    game.Undo();
                }
                break;
            default:
                for (int i = 0; i < pts.Length; i++) {
                    game.Play(pts[i]);
                    game.Undo();
                }
                break;
            }
        }
        double t = NowNs() - t0;
        return t / reps / (PerPoint(what) ? pts.Length : 1);
    }

    static double Quantile(List<double> v, double q)
    {
        v.Sort();
        double k = q * (v.Count - 1);
        int i = (int)k;
        return i + 1 < v.Count ? v[i] + (k - i) * (v[i + 1] - v[i]) : v[v.Count - 1];
    }

    static void Report(string name, List<Position> set)
    {
        Console.WriteLine();
        Console.WriteLine(name + ": " + set.Count + " positions");
        Console.WriteLine(string.Format("  {0,-26} {1,8} {2,8} {3,8}", "ns per call", "median", "p99", "max"));
        foreach (What what in Enum.GetValues(typeof(What))) {
            List<double> figures = new List<double>();
            foreach (Position pos in set) {
                if (!Load(pos, SideOf(what)))
                    continue;
                Point[] pts = PerPoint(what) ? PointsOf(SideOf(what)) : new Point[0];
                if (PerPoint(what) && pts.Length == 0)
                    continue;
                Run(what, pts, 1);   // for the maps asked again, the map to ask again
                int reps = PerPoint(what) ? 2000 / pts.Length + 1 : 200;
                List<double> batch = new List<double>();
                for (int b = 0; b < Batches; b++)
                    batch.Add(Run(what, pts, reps));
                figures.Add(Quantile(batch, 0.5));
            }
            Console.WriteLine(string.Format("  {0,-26} {1,8:F1} {2,8:F1} {3,8:F1}", Names[(int)what],
                Quantile(figures, 0.5), Quantile(figures, 0.99), Quantile(figures, 1)));
        }
    }

    static int Main(string[] args)
    {
        int npos = 200;
        string vectors = null;
        for (int i = 0; i < args.Length; i++) {
            if (args[i] == "-n" && i + 1 < args.Length)
                npos = int.Parse(args[++i]);
            else if (args[i] == "-f" && i + 1 < args.Length)
                vectors = args[++i];
            else {
                Console.Error.WriteLine("usage: bench.exe [-n positions-per-set] [-f vectors-file]");
                return 2;
            }
        }
        Console.WriteLine("librenju " + Library.Version + " through the C# binding, mono " + Environment.Version
                          + ", 15x15, ns per call, repeated (median of " + Batches + " batches a position)");
        // the sets in bench_forbidden's order, from the same generator state
        Report("real-game-like", GrowCentral(npos, 10, 30, 11));
        Report("game-like", GrowCentral(npos, 20, 60, 11));
        if (vectors != null)
            Report("real (forbidden-point vectors)", Vectors(vectors));
        game.Dispose();
        return sink == 42 ? 1 : 0;
    }
}
