// SPDX-License-Identifier: MIT
// GameRules.cs - setting up a position, black's forbidden points (one at a time, or
// the whole map in one call), the shapes a stone makes and the explanations.
using System;
using System.Collections.Generic;
using System.Runtime.InteropServices;

namespace Renju
{
    /// <summary>A key point of a shape and whether it can be played.</summary>
    public struct KeyPoint
    {
        public Point Point;
        public KeyStatus Status;
        public override string ToString() { return Point + ":" + Status; }
    }

    public sealed partial class Game
    {
        // ------------------------------------------------------------- setup

        public void SetupBegin() { lock (sync) Check(Native.renju_setup_begin(H)); }
        /// <summary>Puts a stone of colour on p, or with Colour.Empty takes one away.</summary>
        public void SetupPut(Point p, Colour colour) { lock (sync) Check(Native.renju_setup_put(H, Index(p), (int)colour)); }
        public void SetupSide(Colour colour) { lock (sync) Check(Native.renju_setup_side(H, (int)colour)); }
        /// <summary>Checks the position and plays on from it; PositionException for one
        /// the rules cannot continue from (the game stays in setup mode).</summary>
        public void SetupEnd() { lock (sync) Check(Native.renju_setup_end(H)); }
        public bool InSetup { get { lock (sync) return Check(Native.renju_in_setup(H)) != 0; } }

        /// <summary>Sets up a position in one call, from the current board: the stones
        /// given, the side to move, and back to play.  All or nothing: a failure leaves
        /// the game exactly as it was.</summary>
        public void Setup(IEnumerable<Point> black, IEnumerable<Point> white, Colour side = Colour.Black)
        {
            NotNull(black, "black");
            NotNull(white, "white");
            List<Point> b = new List<Point>(black), w = new List<Point>(white);
            lock (sync) {
                H.ToString();
                OnCopy(delegate (Game g) {
                    g.SetupBegin();
                    foreach (Point p in b)
                        g.SetupPut(p, Colour.Black);
                    foreach (Point p in w)
                        g.SetupPut(p, Colour.White);
                    g.SetupSide(side);
                    g.SetupEnd();
                });
            }
        }

        /// <summary>Setup from notation: "h8 i9", "h9 j10".</summary>
        public void Setup(string black, string white, Colour side = Colour.Black)
        {
            NotNull(black, "black");
            NotNull(white, "white");
            Setup(ParseList(black), ParseList(white), side);
        }

        static List<Point> ParseList(string text)
        {
            List<Point> r = new List<Point>();
            foreach (string w in text.Split(new char[] { ' ', '\t', '\n', '\r' }, StringSplitOptions.RemoveEmptyEntries))
                r.Add(Point.Parse(w));
            return r;
        }

        // ------------------------------------------------------------- forbidden points

        /// <summary>Whether a black stone on p would be forbidden now (renju rules),
        /// whatever the rule set and side to move.</summary>
        public ForbiddenKind Forbidden(Point p) { lock (sync) return (ForbiddenKind)Check(Native.renju_forbidden(H, Index(p))); }

        /// <summary>The whole forbidden map in one call: the kind of every point,
        /// indexed by point number (row * size + column).</summary>
        public ForbiddenKind[] ForbiddenMap()
        {
            lock (sync) {
                Check(Native.renju_forbidden_map(H, cells, Text.Size(cells.Length)));
                ForbiddenKind[] r = new ForbiddenKind[cells.Length];
                for (int i = 0; i < r.Length; i++)
                    r[i] = (ForbiddenKind)cells[i];
                return r;
            }
        }

        /// <summary>The forbidden map into the caller's array of at least size*size
        /// bytes (RENJU_FORBID_* each), with no allocation; returns the number of
        /// forbidden points.</summary>
        public int ForbiddenMap(byte[] into)
        {
            NotNull(into, "into");
            lock (sync) {
                IntPtr g = H;
                if (into.Length < cells.Length)   // the library's own error
                    return Check(Native.renju_forbidden_map(g, into, Text.Size(into.Length)));
                int n = Check(Native.renju_forbidden_map(g, h.Cells, Text.Size(cells.Length)));
                Marshal.Copy(h.Cells, into, 0, cells.Length);
                return n;
            }
        }

        /// <summary>Black's forbidden points now, with their kinds, in point order.</summary>
        public Dictionary<Point, ForbiddenKind> ForbiddenPoints()
        {
            lock (sync) {
                int n = Check(Native.renju_forbidden_map(H, cells, Text.Size(cells.Length)));
                Dictionary<Point, ForbiddenKind> r = new Dictionary<Point, ForbiddenKind>(n);
                for (int i = 0; i < cells.Length; i++)
                    if (cells[i] != 0)
                        r[ToPoint(i)] = (ForbiddenKind)cells[i];
                return r;
            }
        }

        // ------------------------------------------------------------- shapes

        public Shape Shape(Point p, Colour colour, Direction dir)
        {
            lock (sync) return (Shape)Check(Native.renju_shape(H, Index(p), (int)colour, (int)dir));
        }

        public Point[] ShapeStones(Point p, Colour colour, Direction dir)
        {
            lock (sync) {
                IntPtr g = H;
                int at = Index(p);
                return PointList(delegate (int[] b, UIntPtr c) { return Native.renju_shape_stones(g, at, (int)colour, (int)dir, b, c); });
            }
        }

        public KeyPoint[] ShapeKeys(Point p, Colour colour, Direction dir)
        {
            lock (sync) {
                IntPtr g = H;
                int at = Index(p);
                int need = Check(Native.renju_shape_keys(g, at, (int)colour, (int)dir, null, null, UIntPtr.Zero));
                int[] pts = new int[need], st = new int[need];
                int n = Check(Native.renju_shape_keys(g, at, (int)colour, (int)dir, pts, st, Text.Size(need)));
                KeyPoint[] r = new KeyPoint[n];
                for (int i = 0; i < n; i++) {
                    r[i].Point = ToPoint(pts[i]);
                    r[i].Status = (KeyStatus)st[i];
                }
                return r;
            }
        }

        /// <summary>One English sentence saying whether a black stone on p is forbidden
        /// and why ("h8 is a double-three: ...").</summary>
        public string Explain(Point p)
        {
            lock (sync) {
                IntPtr g = H;
                int at = Index(p);
                return String(delegate (byte[] b, UIntPtr c) { return Native.renju_explain(g, at, b, c); });
            }
        }
    }
}
