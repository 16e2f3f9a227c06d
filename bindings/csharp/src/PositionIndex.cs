// SPDX-License-Identifier: MIT
// PositionIndex.cs - the position index (renju_index(3)): every position of many games, found
// in any orientation and move order, with the moves those games played next.  Built
// in memory with Add(), written with ToBytes(), read back with FromBytes() (the bytes
// copied to unmanaged memory that lives as long as the index).  Calls hold the
// index's lock and the game's.
using System;
using System.Collections.Generic;
using System.IO;
using System.Runtime.InteropServices;

namespace Renju
{
    public struct NextMove
    {
        public Point Point;
        public int Games, BlackWins, Draws, BlackLosses;
        public override string ToString() { return Point + " (" + Games + " games)"; }
    }

    public sealed class PositionIndex : IDisposable
    {
        readonly object sync;   // the index itself, as Game's lock is the game
        IndexHandle h;
        IntPtr raw;

        public PositionIndex()
        {
            sync = this;
            IntPtr p;
            int rc = Native.renju_index_new(out p);
            if (rc < 0)
                throw RenjuException.For(rc, "cannot create an index: " + Library.StrError(rc));
            h = new IndexHandle(p);
            raw = p;
        }

        public void Dispose()
        {
            lock (sync) {
                raw = IntPtr.Zero;
                h.Dispose();
            }
        }

        // under the lock, which Dispose() takes too (see Game.H)
        IntPtr H
        {
            get {
                if (raw == IntPtr.Zero)
                    throw new ObjectDisposedException("Renju.PositionIndex", "the index is disposed");
                return raw;
            }
        }

        int Check(int rc)
        {
            if (rc < 0)
                throw RenjuException.For(rc, Text.Out(Native.renju_index_errmsg(raw)));
            return rc;
        }

        /// <summary>Adds every position of the game's tree; returns its number.</summary>
        public int Add(Game game, Renju.Result result = Renju.Result.Ongoing, string label = null)
        {
            if (game == null)
                throw new ArgumentNullException("game");
            byte[] l = Text.In(label, "label", true);
            lock (sync) lock (game.Sync) return Check(Native.renju_index_add(H, game.Handle, (int)result, l));
        }

        public int Games { get { lock (sync) return Check(Native.renju_index_games(H)); } }
        public int Positions { get { lock (sync) return Check(Native.renju_index_positions(H)); } }

        public string Label(int game)
        {
            lock (sync) {
                string s = Text.Out(Native.renju_index_label(H, game));
                if (s == null)
                    throw new OutOfRangeException((int)ErrorCode.Range, "no game " + game + " in the index");
                return s;
            }
        }

        public Renju.Result Result(int game) { lock (sync) return (Renju.Result)Check(Native.renju_index_result(H, game)); }

        sealed class Sink { internal MemoryStream Out = new MemoryStream(); }

        [AOT.MonoPInvokeCallback(typeof(WriteFn))]
        static int Write(IntPtr context, IntPtr data, UIntPtr size)
        {
            Sink s = (Sink)GCHandle.FromIntPtr(context).Target;
            int n = (int)size.ToUInt32();
            byte[] b = new byte[n];
            Marshal.Copy(data, b, 0, n);
            s.Out.Write(b, 0, n);
            return 0;
        }

        static readonly WriteFn Writer = Write;   // kept alive for the library's calls

        /// <summary>The index as bytes, what FromBytes() reads back on any machine.</summary>
        public byte[] ToBytes()
        {
            lock (sync) {
                Sink s = new Sink();
                GCHandle ctx = GCHandle.Alloc(s);
                try {
                    Check(Native.renju_index_write(H, Writer, GCHandle.ToIntPtr(ctx)));
                } finally {
                    ctx.Free();
                }
                return s.Out.ToArray();
            }
        }

        public void Save(string path) { File.WriteAllBytes(path, ToBytes()); }

        /// <summary>An index read from the bytes ToBytes() wrote: ParseException for
        /// bytes that are not an index, are cut short or of another version.</summary>
        public static PositionIndex FromBytes(byte[] data)
        {
            if (data == null)
                throw new ArgumentNullException("data");
            PositionIndex x = new PositionIndex();
            try {
                IntPtr copy = Marshal.AllocHGlobal(Math.Max(1, data.Length));
                x.h.Data = copy;
                Marshal.Copy(data, 0, copy, data.Length);
                x.Check(Native.renju_index_open(x.H, copy, Text.Size(data.Length)));
                return x;
            } catch {
                x.Dispose();
                throw;
            }
        }

        public static PositionIndex Open(string path) { return FromBytes(File.ReadAllBytes(path)); }

        /// <summary>The games that reach the position game stands on.</summary>
        public int[] Find(Game game)
        {
            if (game == null)
                throw new ArgumentNullException("game");
            lock (sync) lock (game.Sync) {
                IntPtr x = H;
                IntPtr g = game.Handle;
                int n = Check(Native.renju_index_find(x, g, null, UIntPtr.Zero));
                int[] r = new int[n];
                Check(Native.renju_index_find(x, g, n == 0 ? new int[1] : r, Text.Size(n)));
                return r;
            }
        }

        /// <summary>The moves played next from that position, in game's orientation,
        /// most played first.</summary>
        public NextMove[] NextMoves(Game game)
        {
            if (game == null)
                throw new ArgumentNullException("game");
            lock (sync) lock (game.Sync) {
                IntPtr x = H;
                IntPtr g = game.Handle;
                int n = Check(Native.renju_index_next(x, g, null, UIntPtr.Zero));
                int[] v = new int[Math.Max(1, n * 5)];
                n = Check(Native.renju_index_next(x, g, v, Text.Size(n * 5)));
                NextMove[] r = new NextMove[n];
                for (int i = 0; i < n; i++) {
                    r[i].Point = game.PointAt(v[5 * i]);
                    r[i].Games = v[5 * i + 1];
                    r[i].BlackWins = v[5 * i + 2];
                    r[i].Draws = v[5 * i + 3];
                    r[i].BlackLosses = v[5 * i + 4];
                }
                return r;
            }
        }
    }
}

#if !UNITY_5_3_OR_NEWER
namespace AOT
{
    /// <summary>Unity's marker of a static method the native code calls back (IL2CPP
    /// compiles it ahead of time); Unity defines it, mono does not.</summary>
    [AttributeUsage(AttributeTargets.Method)]
    public sealed class MonoPInvokeCallbackAttribute : Attribute
    {
        public MonoPInvokeCallbackAttribute(Type type) { }
    }
}
#endif
