// SPDX-License-Identifier: MIT
// GameSolve.cs - the solvers: victory by continuous fours (VCF) or threats (VCT),
// win in N, the defences against a threat and a win's proof as a game tree.  Each
// search is bounded by maxNodes (Library.DefaultMaxNodes unless given; 0 for none)
// and, if timeLimitMs is above 0, by that many milliseconds for that search only.
using System;

namespace Renju
{
    /// <summary>What a search found: the outcome, the main line on a win (the
    /// attacker's and the defender's moves in turn) and the positions searched.</summary>
    public sealed class SearchResult
    {
        public SolveOutcome Outcome { get; internal set; }
        public Point[] Line { get; internal set; }
        public int Nodes { get; internal set; }
    }

    /// <summary>The side to move's defences against a threat: Outcome Win when there
    /// is one to stop (no points: every move loses), None when there is none (every
    /// legal point listed), Unknown when a limit came first.</summary>
    public sealed class Defences
    {
        public SolveOutcome Outcome { get; internal set; }
        public Point[] Points { get; internal set; }
        public int Nodes { get; internal set; }
    }

    /// <summary>A win with its proof: on a win, Game is a new game standing where the
    /// one searched stands, whose children there are the proof, and Node the proof's
    /// first move.  The proof's game is the caller's: dispose of the Proof.</summary>
    public sealed class Proof : IDisposable
    {
        public SolveOutcome Outcome { get; internal set; }
        public Game Game { get; internal set; }
        public Node Node { get; internal set; }
        public int Nodes { get; internal set; }
        /// <summary>The proof as one SGF game tree on one line, "" without one.</summary>
        public string Export() { return Node == null ? "" : Node.Export(); }
        public void Dispose() { if (Game != null) Game.Dispose(); }
    }

    public sealed partial class Game
    {
        /// <summary>The handle's own time limit of each search, in milliseconds (0: none).</summary>
        public int SearchTime
        {
            get { lock (sync) return Check(Native.renju_search_time_get(H)); }
            set { lock (sync) Check(Native.renju_search_time_set(H, value)); }
        }

        delegate int Search(int[] line, UIntPtr capacity, out int outcome, out int nodes);

        T Timed<T>(int ms, Func<T> call)
        {
            IntPtr g = H;
            if (ms == 0)
                return call();
            int before = Native.renju_search_time_get(g);
            Check(Native.renju_search_time_set(g, ms));
            try {
                return call();
            } finally {
                Native.renju_search_time_set(g, before);
            }
        }

        SearchResult RunSearch(Search fn, int timeLimitMs)
        {
            return Timed(timeLimitMs, delegate {
                int outcome, nodes;
                int n = fn(intBuf, Text.Size(intBuf.Length), out outcome, out nodes);
                if (n == (int)ErrorCode.BufferSize) {
                    intBuf = new int[intBuf.Length * 4];
                    n = fn(intBuf, Text.Size(intBuf.Length), out outcome, out nodes);
                }
                Check(n);
                SearchResult r = new SearchResult();
                r.Outcome = (SolveOutcome)outcome;
                r.Line = ToPoints(intBuf, n);
                r.Nodes = nodes;
                return r;
            });
        }

        /// <summary>Victory by continuous fours for the side to move (renju_vcf(3)).</summary>
        public SearchResult Vcf(int maxNodes = Library.DefaultMaxNodes, int timeLimitMs = 0)
        {
            lock (sync) {
                IntPtr g = H;
                return RunSearch(delegate (int[] b, UIntPtr c, out int o, out int n) {
                    return Native.renju_vcf(g, maxNodes, out o, out n, b, c); }, timeLimitMs);
            }
        }

        /// <summary>Victory by continuous threats (fours and threes, renju_vct(3)).</summary>
        public SearchResult Vct(int maxNodes = Library.DefaultMaxNodes, int timeLimitMs = 0)
        {
            lock (sync) {
                IntPtr g = H;
                return RunSearch(delegate (int[] b, UIntPtr c, out int o, out int n) {
                    return Native.renju_vct(g, maxNodes, out o, out n, b, c); }, timeLimitMs);
            }
        }

        /// <summary>Win in moves (1 to 20) of the side to move's own moves against every
        /// defence (renju_solve(3)).</summary>
        public SearchResult Solve(int moves, int maxNodes = Library.DefaultMaxNodes, int timeLimitMs = 0)
        {
            lock (sync) {
                IntPtr g = H;
                return RunSearch(delegate (int[] b, UIntPtr c, out int o, out int n) {
                    return Native.renju_solve(g, moves, maxNodes, out o, out n, b, c); }, timeLimitMs);
            }
        }

        /// <summary>The side to move's moves that stop the other side's Threat.Vcf or
        /// Threat.Vct (renju_defences(3)).</summary>
        public Defences Defences(Threat threat, int maxNodes = Library.DefaultMaxNodes, int timeLimitMs = 0)
        {
            lock (sync) {
                IntPtr g = H;
                SearchResult s = RunSearch(delegate (int[] b, UIntPtr c, out int o, out int n) {
                    return Native.renju_defences(g, (int)threat, maxNodes, out o, out n, b, c); }, timeLimitMs);
                Defences d = new Defences();
                d.Outcome = s.Outcome;
                d.Points = s.Line;
                d.Nodes = s.Nodes;
                return d;
            }
        }

        /// <summary>A win of the side to move with its proof (renju_proof(3)):
        /// Threat.Vcf, Threat.Vct, or Threat.Win with moves 1 to 20.  This game is not
        /// changed.</summary>
        public Proof Proof(Threat threat, int moves = 0, int maxNodes = Library.DefaultMaxNodes, int timeLimitMs = 0)
        {
            lock (sync) {
                IntPtr g = H;
                int before = Native.renju_search_time_get(g);
                Proof r = new Proof();
                IntPtr p = IntPtr.Zero;
                int first = Timed(timeLimitMs, delegate {
                    int o, n;
                    int rc = Check(Native.renju_proof(g, (int)threat, moves, maxNodes, out o, out n, out p));
                    r.Outcome = (SolveOutcome)o;
                    r.Nodes = n;
                    return rc;
                });
                if (p != IntPtr.Zero) {
                    r.Game = Adopt(p);
                    // the copy was made under this search's limit: give it the game's own
                    r.Game.SearchTime = before;
                    r.Node = new Node(r.Game, first);
                }
                return r;
            }
        }
    }
}
