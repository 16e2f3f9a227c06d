// SPDX-License-Identifier: MIT
// Text.cs - strings across the ABI: in as NUL-terminated UTF-8 (a NUL inside or a
// lone surrogate refused with InvalidArgumentException, as the Python package does),
// out from the library's static or handle-owned strings, and sizes as size_t.
using System;
using System.Runtime.InteropServices;
using System.Text;

namespace Renju
{
    internal static class Text
    {
        static readonly UTF8Encoding Strict = new UTF8Encoding(false, true);

        internal static UIntPtr Size(int n) { return new UIntPtr((uint)n); }

        /// <summary>text as the library reads it; null stays null where the library
        /// takes NULL (allowNull), else ArgumentNullException.</summary>
        internal static byte[] In(string text, string what, bool allowNull)
        {
            if (text == null) {
                if (allowNull)
                    return null;
                throw new ArgumentNullException(what);
            }
            if (text.IndexOf('\0') >= 0)
                throw new InvalidArgumentException((int)ErrorCode.Invalid, what + " contains a NUL character");
            byte[] bytes;
            try {
                bytes = Strict.GetBytes(text);
            } catch (EncoderFallbackException) {
                throw new InvalidArgumentException((int)ErrorCode.Invalid, what + " is not valid Unicode (a lone surrogate)");
            }
            byte[] z = new byte[bytes.Length + 1];
            Buffer.BlockCopy(bytes, 0, z, 0, bytes.Length);
            return z;
        }

        internal static byte[] In(string text, string what) { return In(text, what, false); }

        /// <summary>text as UTF-8 bytes without a NUL added (records: a NUL inside
        /// reaches the library, which reports it).</summary>
        internal static byte[] Bytes(string text, string what)
        {
            try {
                return Strict.GetBytes(text);
            } catch (EncoderFallbackException) {
                throw new InvalidArgumentException((int)ErrorCode.Invalid, what + " is not valid Unicode (a lone surrogate)");
            }
        }

        /// <summary>A NUL-terminated UTF-8 string at p, null for NULL.</summary>
        internal static string Out(IntPtr p)
        {
            if (p == IntPtr.Zero)
                return null;
            int n = 0;
            while (Marshal.ReadByte(p, n) != 0)
                n++;
            byte[] b = new byte[n];
            Marshal.Copy(p, b, 0, n);
            return Encoding.UTF8.GetString(b);
        }

        internal static string Out(byte[] buf, int length)
        {
            return Encoding.UTF8.GetString(buf, 0, length);
        }
    }
}
