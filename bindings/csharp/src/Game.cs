// SPDX-License-Identifier: MIT
// Game.cs - a Game: one librenju handle, with its life, options, points, play, the
// position and the result here; setup and forbidden points in GameRules.cs, the
// opening in GameOpening.cs, the solvers in GameSolve.cs, records in GameRecords.cs,
// the tree in Tree.cs.
//
// Threads: a Game may be shared between threads.  Every public member runs whole
// under the game's own lock (one lock a game; separate games never wait for each
// other), since even a query records its error in the handle.  Dispose() takes the
// lock too, so it waits for a call in flight; any use after it throws
// ObjectDisposedException.  A Game never disposed is freed by its SafeHandle's
// finalizer.
using System;
using System.Collections.Generic;
using System.Runtime.InteropServices;

namespace Renju
{
    public struct IntRange
    {
        public int Min, Max;
        public IntRange(int min, int max) { Min = min; Max = max; }
        public override string ToString() { return Min + ".." + Max; }
    }

    /// <summary>The foul that ended a game.</summary>
    public struct Foul
    {
        public ForbiddenKind Kind;
        public Point Point;
    }

    public sealed partial class Game : IDisposable
    {
        internal const int PassValue = 1024, NoPoint = 1025;
        // The lock is the game itself: the Monitor.Exit() at the end of every call then
        // holds the game, and so its SafeHandle, alive until the library is done with
        // the handle, even for a caller that has dropped its own reference.
        readonly object sync;
        GameHandle h;            // owns the handle: frees it once, or in its finalizer
        IntPtr raw;              // h's handle while it is open, IntPtr.Zero once disposed
        int size;
        byte[] cells;            // size*size: the board and the forbidden map
        // the first buffers of each game; the tests make them tiny, to go through the retry
        internal static int FirstTextBuffer = 1024, FirstIntBuffer = 512;
        byte[] textBuf = new byte[FirstTextBuffer];
        int[] intBuf = new int[FirstIntBuffer];

        /// <summary>A new game of a rule set on a size x size board (renju and five in
        /// a row: 15 only; gomoku and caro 5 to 20).</summary>
        public Game(Ruleset ruleset = Ruleset.Renju, int size = Library.DefaultSize)
        {
            sync = this;
            IntPtr p;
            int rc = Native.renju_game_new(out p, (int)ruleset, size);
            if (rc < 0)
                throw RenjuException.For(rc, "cannot create a " + (Library.Name(ruleset) ?? ((int)ruleset).ToString())
                                         + " game on a " + size + "x" + size + " board: " + Library.StrError(rc));
            Attach(new GameHandle(p));
        }

        /// <summary>A game of the rules a name stands for ("renju", "renju soosorv-8",
        /// "freestyle swap2"), its opening rule set.</summary>
        public Game(string rules, int size = Library.DefaultSize)
            : this(Library.RulesFromName(rules).Ruleset, size)
        {
            Rules r = Library.RulesFromName(rules);
            if (r.Opening != OpeningRule.None) {
                try {
                    SetOpening(r.Opening, r.OpeningN);
                } catch {
                    Dispose();
                    throw;
                }
            }
        }

        Game(GameHandle handle)
        {
            sync = this;
            Attach(handle);
        }

        void Attach(GameHandle handle)
        {
            h = handle;
            raw = handle.DangerousGetHandle();
            size = Native.renju_game_size(raw);
            cells = new byte[size * size];
            handle.Cells = Marshal.AllocHGlobal(size * size);
        }

        /// <summary>Frees the handle; waits for a call in flight on another thread.
        /// Disposing twice does nothing.</summary>
        public void Dispose()
        {
            lock (sync) {
                raw = IntPtr.Zero;
                h.Dispose();
            }
        }

        public bool IsDisposed { get { lock (sync) return raw == IntPtr.Zero; } }

        // ------------------------------------------------------------- plumbing

        // The handle for a call, under the lock, which Dispose() takes too: so the handle
        // cannot be freed during the call, and the lock (the game) keeps the SafeHandle
        // from being finalized while the library works on it.
        IntPtr H
        {
            get {
                if (raw == IntPtr.Zero)
                    throw new ObjectDisposedException("Renju.Game", "the game is disposed");
                return raw;
            }
        }

        internal object Sync { get { return sync; } }

        /// <summary>The game's lock (the game itself), for a sequence of calls that
        /// another thread must not come between:
        /// lock (game.SyncRoot) { game.Play(p); game.Undo(); }.</summary>
        public object SyncRoot { get { return sync; } }
        internal IntPtr Handle { get { return H; } }
        internal GameHandle SafeHandle { get { return h; } }

        internal RenjuException Error(int rc)
        {
            return RenjuException.For(rc, Text.Out(Native.renju_errmsg(raw)));
        }

        internal int Check(int rc)
        {
            if (rc < 0)
                throw Error(rc);
            return rc;
        }

        /// <summary>The library's number of a point of this board (RENJU_PASS for the
        /// pass); off the board, the library's OutOfRangeException.</summary>
        internal int Index(Point p)
        {
            if (p.IsPass)
                return PassValue;
            if (p.Column >= size || p.Row >= size) {
                // fails with the library's message: "o16 is off the 15x15 board"
                int v;
                Check(Native.renju_point_parse(H, Text.In(p.ToString(), "point"), out v));
                Check(Native.renju_point(H, p.Column, p.Row));
            }
            return p.Row * size + p.Column;
        }

        internal Point ToPoint(int v)
        {
            if (v == PassValue)
                return Point.Pass;
            return new Point(v % size, v / size);
        }

        internal Point[] ToPoints(int[] v, int n)
        {
            Point[] r = new Point[n];
            for (int i = 0; i < n; i++)
                r[i] = ToPoint(v[i]);
            return r;
        }

        internal delegate int BufFn(byte[] buf, UIntPtr capacity);
        internal delegate int IntsFn(int[] buf, UIntPtr capacity);

        /// <summary>The bytes a buffer call writes, the buffer grown and the call made
        /// again when it was too small.</summary>
        internal byte[] Bytes(BufFn fn, out int length)
        {
            int rc = fn(textBuf, Text.Size(textBuf.Length));
            if (rc == (int)ErrorCode.BufferSize || rc >= textBuf.Length) {
                int need = Check(fn(null, UIntPtr.Zero));
                textBuf = new byte[Math.Max(need + 1, textBuf.Length * 2)];
                rc = fn(textBuf, Text.Size(textBuf.Length));
            }
            length = Check(rc);
            return textBuf;
        }

        internal string String(BufFn fn)
        {
            int n;
            byte[] b = Bytes(fn, out n);
            return Text.Out(b, n);
        }

        internal int[] Ints(IntsFn fn, out int n)
        {
            int rc = fn(intBuf, Text.Size(intBuf.Length));
            if (rc == (int)ErrorCode.BufferSize) {
                int need = Check(fn(null, UIntPtr.Zero));
                intBuf = new int[Math.Max(need, intBuf.Length * 2)];
                rc = fn(intBuf, Text.Size(intBuf.Length));
            }
            n = Check(rc);
            return intBuf;
        }

        internal Point[] PointList(IntsFn fn)
        {
            int n;
            int[] v = Ints(fn, out n);
            return ToPoints(v, n);
        }

        internal int[] IntList(IntsFn fn)
        {
            int n;
            int[] v = Ints(fn, out n);
            int[] r = new int[n];
            Array.Copy(v, r, n);
            return r;
        }

        static void NotNull(object o, string what)
        {
            if (o == null)
                throw new ArgumentNullException(what);
        }

        /// <summary>Runs change on a copy of this game, which takes this game's place
        /// only once it has succeeded: a failure leaves this game as it was.</summary>
        void OnCopy(Action<Game> change)
        {
            IntPtr p;
            Check(Native.renju_game_clone(out p, H));
            Game trial = new Game(new GameHandle(p));
            try {
                change(trial);
                GameHandle old = h;
                h = trial.h;
                raw = trial.raw;
                trial.h = old;
                trial.raw = old.DangerousGetHandle();
            } finally {
                trial.Dispose();
            }
        }

        // ------------------------------------------------------------- the game

        /// <summary>A deep copy: position, history, tree, options, tags and result.</summary>
        public Game Clone()
        {
            lock (sync) {
                IntPtr p;
                Check(Native.renju_game_clone(out p, H));
                return new Game(new GameHandle(p));
            }
        }

        internal static Game Adopt(IntPtr p) { return new Game(new GameHandle(p)); }

        /// <summary>Back to the empty board with black to move; rule set, size,
        /// options and tags kept.</summary>
        public void Reset() { lock (sync) Check(Native.renju_game_reset(H)); }

        public Ruleset Ruleset { get { lock (sync) return (Ruleset)Check(Native.renju_game_ruleset(H)); } }
        public int Size { get { lock (sync) { IntPtr g = H; return size; } } }

        /// <summary>The code and message of the last call on the handle that could fail.</summary>
        public int LastErrorCode { get { lock (sync) return Native.renju_errcode(H); } }
        public string LastErrorMessage { get { lock (sync) return Text.Out(Native.renju_errmsg(H)); } }

        /// <summary>The board as the library draws it (BoardText() without marks).</summary>
        public override string ToString()
        {
            lock (sync) {
                if (raw == IntPtr.Zero)
                    return "<Renju.Game disposed>";
                return BoardText(TextFlags.None).TrimEnd('\n');
            }
        }

        // ------------------------------------------------------------- options

        public void SetOption(Option option, int value) { lock (sync) Check(Native.renju_option_set(H, (int)option, value)); }
        public void SetOption(Option option, bool value) { SetOption(option, value ? 1 : 0); }

        public int GetOption(Option option)
        {
            lock (sync) {
                int v;
                Check(Native.renju_option_get(H, (int)option, out v));
                return v;
            }
        }

        public IntRange OptionBounds(Option option)
        {
            lock (sync) {
                int lo, hi;
                Check(Native.renju_option_bounds(H, (int)option, out lo, out hi));
                return new IntRange(lo, hi);
            }
        }

        /// <summary>The opening rule, and its N (0: the rule's default).  Atomic: a
        /// refused N leaves the opening as it was.</summary>
        public void SetOpening(OpeningRule rule, int n = 0)
        {
            lock (sync) {
                IntPtr g = H;
                int before;
                Check(Native.renju_option_get(g, (int)Option.Opening, out before));
                int beforeN;
                Check(Native.renju_option_get(g, (int)Option.OpeningN, out beforeN));
                Check(Native.renju_option_set(g, (int)Option.Opening, (int)rule));
                if (n != 0) {
                    int rc = Native.renju_option_set(g, (int)Option.OpeningN, n);
                    if (rc < 0) {
                        RenjuException e = Error(rc);
                        Native.renju_option_set(g, (int)Option.Opening, before);
                        Native.renju_option_set(g, (int)Option.OpeningN, beforeN);
                        throw e;
                    }
                }
            }
        }

        public OpeningRule Opening { get { return (OpeningRule)GetOption(Option.Opening); } }
        public FoulPolicy FoulPolicy
        {
            get { return (FoulPolicy)GetOption(Option.FoulPolicy); }
            set { SetOption(Option.FoulPolicy, (int)value); }
        }
        public ThreeReading ThreeReading
        {
            get { return (ThreeReading)GetOption(Option.ThreeReading); }
            set { SetOption(Option.ThreeReading, (int)value); }
        }

        // ------------------------------------------------------------- points

        /// <summary>Notation read by the library for this board ("h8", "pass"):
        /// NotationException or OutOfRangeException with its message.</summary>
        public Point ParsePoint(string text)
        {
            byte[] t = Text.In(text, "text");
            lock (sync) {
                int p;
                Check(Native.renju_point_parse(H, t, out p));
                return ToPoint(p);
            }
        }

        /// <summary>The library's number of a point (row * size + column).</summary>
        public int PointIndex(Point p) { lock (sync) return Index(p); }
        public Point PointAt(int index)
        {
            lock (sync) {
                if (index == PassValue)
                    return Point.Pass;
                Check(Native.renju_point_column(H, index));
                return ToPoint(index);
            }
        }

        // ------------------------------------------------------------- play

        public void Play(Point p) { lock (sync) Check(Native.renju_play(H, Index(p))); }
        public void Pass() { lock (sync) Check(Native.renju_pass(H)); }
        public void Undo() { lock (sync) Check(Native.renju_undo(H)); }
        public void Redo() { lock (sync) Check(Native.renju_redo(H)); }
        public void Resign(Colour colour) { lock (sync) Check(Native.renju_resign(H, (int)colour)); }
        /// <summary>The player of colour loses by Reason.Time or Reason.Forfeit.</summary>
        public void Forfeit(Colour colour, Reason reason) { lock (sync) Check(Native.renju_forfeit(H, (int)colour, (int)reason)); }
        public void OfferDraw(Point p) { lock (sync) Check(Native.renju_offer_draw(H, Index(p))); }
        public void AcceptDraw() { lock (sync) Check(Native.renju_accept_draw(H)); }
        public void DeclineDraw() { lock (sync) Check(Native.renju_decline_draw(H)); }
        public bool DrawOffered { get { lock (sync) return Check(Native.renju_draw_offered(H)) != 0; } }

        /// <summary>Plays moves given as notation separated by spaces ("h8 h9 i9",
        /// "pass").  All or nothing: a move refused leaves the game as it was.</summary>
        public void PlayMoves(string moves)
        {
            NotNull(moves, "moves");
            lock (sync) {
                H.ToString();
                OnCopy(delegate (Game g) {
                    foreach (string w in moves.Split(new char[] { ' ', '\t', '\n', '\r' }, StringSplitOptions.RemoveEmptyEntries))
                        g.Play(g.ParsePoint(w));
                });
            }
        }

        // ------------------------------------------------------------- the position

        public Colour Stone(Point p) { lock (sync) return (Colour)Check(Native.renju_stone(H, Index(p))); }

        /// <summary>Every point's colour in one call, indexed by point number
        /// (row * size + column).</summary>
        public Colour[] Board()
        {
            lock (sync) {
                int n = Check(Native.renju_board(H, cells, Text.Size(cells.Length)));
                Colour[] r = new Colour[n];
                for (int i = 0; i < n; i++)
                    r[i] = (Colour)cells[i];
                return r;
            }
        }

        /// <summary>Every point's colour (0, 1, 2) into cells, which must hold
        /// size*size bytes; returns size*size.  No allocation.</summary>
        public int Board(byte[] into)
        {
            NotNull(into, "into");
            lock (sync) {
                IntPtr g = H;
                if (into.Length < cells.Length)   // the library's own error
                    return Check(Native.renju_board(g, into, Text.Size(into.Length)));
                int n = Check(Native.renju_board(g, h.Cells, Text.Size(cells.Length)));
                Marshal.Copy(h.Cells, into, 0, n);
                return n;
            }
        }

        public string BoardText(TextFlags marks = TextFlags.None)
        {
            lock (sync) {
                IntPtr g = H;
                return String(delegate (byte[] b, UIntPtr c) { return Native.renju_board_text(g, (int)marks, b, c); });
            }
        }

        /// <summary>The position as an SVG image (renju_diagram(3)); cell 12 to 160
        /// pixels (0: 32), title a line above the board (null: none).</summary>
        public string DiagramSvg(DiagramFlags flags = DiagramFlags.Default, int first = 1, int cell = 0, string title = null)
        {
            byte[] t = Text.In(title, "title", true);
            lock (sync) {
                IntPtr g = H;
                return String(delegate (byte[] b, UIntPtr c) { return Native.renju_diagram_svg(g, (int)flags, first, cell, t, b, c); });
            }
        }

        public Colour SideToMove { get { lock (sync) return (Colour)Check(Native.renju_side_to_move(H)); } }
        public int MoveCount { get { lock (sync) return Check(Native.renju_move_count(H)); } }
        public int StoneCount { get { lock (sync) return Check(Native.renju_stone_count(H)); } }

        /// <summary>The moves played, in order (Point.Pass for a pass), in one call.</summary>
        public Point[] Moves
        {
            get {
                lock (sync) {
                    IntPtr g = H;
                    return PointList(delegate (int[] b, UIntPtr c) { return Native.renju_moves(g, b, c); });
                }
            }
        }

        /// <summary>The last move, Point.Pass, or null before the first.</summary>
        public Point? LastMove
        {
            get {
                lock (sync) {
                    int m = Check(Native.renju_last_move(H));
                    if (m == NoPoint)
                        return null;
                    return ToPoint(m);
                }
            }
        }

        public Result Result { get { lock (sync) return (Result)Check(Native.renju_result(H)); } }
        public Reason Reason { get { lock (sync) return (Reason)Check(Native.renju_result_reason(H)); } }
        public bool IsOver { get { return Result != Result.Ongoing; } }

        public Point[] WinningLine
        {
            get {
                lock (sync) {
                    IntPtr g = H;
                    return PointList(delegate (int[] b, UIntPtr c) { return Native.renju_winning_line(g, b, c); });
                }
            }
        }

        /// <summary>The foul that ended the game, null if it did not end by one.</summary>
        public Foul? Foul
        {
            get {
                lock (sync) {
                    int kind, point;
                    Check(Native.renju_result_foul(H, out kind, out point));
                    if (kind == 0)
                        return null;
                    Foul f;
                    f.Kind = (ForbiddenKind)kind;
                    f.Point = ToPoint(point);
                    return f;
                }
            }
        }
    }
}
