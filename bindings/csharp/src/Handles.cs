// SPDX-License-Identifier: MIT
// Handles.cs - the SafeHandles that own a renju_game and a renju_index (with the
// unmanaged memory that goes with each): released exactly once, by Dispose() or, for
// a handle never disposed, by the runtime's critical finalizer.  Game and PositionIndex check
// that theirs is open under their lock (ObjectDisposedException), so that no call
// ever reaches freed memory.
using System;
using System.Runtime.InteropServices;

namespace Renju
{
    internal sealed class GameHandle : SafeHandle
    {
        // size*size bytes of unmanaged memory for the board and the forbidden map
        internal IntPtr Cells = IntPtr.Zero;

        GameHandle() : base(IntPtr.Zero, true) { }
        internal GameHandle(IntPtr h) : base(IntPtr.Zero, true) { SetHandle(h); }

        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }

        protected override bool ReleaseHandle()
        {
            Native.renju_game_free(handle);
            if (Cells != IntPtr.Zero)
                Marshal.FreeHGlobal(Cells);
            Cells = IntPtr.Zero;
            return true;
        }
    }

    internal sealed class IndexHandle : SafeHandle
    {
        // the bytes an opened index reads in place, freed with it
        internal IntPtr Data = IntPtr.Zero;

        IndexHandle() : base(IntPtr.Zero, true) { }
        internal IndexHandle(IntPtr h) : base(IntPtr.Zero, true) { SetHandle(h); }

        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }

        protected override bool ReleaseHandle()
        {
            Native.renju_index_free(handle);
            if (Data != IntPtr.Zero)
                Marshal.FreeHGlobal(Data);
            Data = IntPtr.Zero;
            return true;
        }
    }
}
