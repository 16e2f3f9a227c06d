// SPDX-License-Identifier: MIT
// Handles.cs - the SafeHandles that own a renju_game and a renju_index: released
// exactly once, by Dispose() or, for a handle never disposed, by the runtime's
// critical finalizer; the marshaller refuses a released one with
// ObjectDisposedException, so that no call ever reaches freed memory.
using System;
using System.Runtime.InteropServices;

namespace Renju
{
    internal sealed class GameHandle : SafeHandle
    {
        GameHandle() : base(IntPtr.Zero, true) { }
        internal GameHandle(IntPtr h) : base(IntPtr.Zero, true) { SetHandle(h); }

        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }

        protected override bool ReleaseHandle()
        {
            Native.renju_game_free(handle);
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
