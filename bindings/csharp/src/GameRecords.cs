// SPDX-License-Identifier: MIT
// GameRecords.cs - game records: export and import (move lists, SGF and Piskvork
// .psq as text; RenLib .lib and .pos as bytes), a collection read game by game, the
// warnings of an import, where it failed, the tags and the .lib charset.
using System;
using System.Collections.Generic;
using System.Runtime.InteropServices;
using System.Text;

namespace Renju
{
    public sealed class RecordWarning
    {
        public WarningCode Code { get; internal set; }
        public int Line { get; internal set; }
        public int Column { get; internal set; }
        public int Count { get; internal set; }
        public string Message { get; internal set; }
        public override string ToString() { return Message; }
    }

    public sealed partial class Game
    {
        static bool Binary(Format f) { return f == Format.Lib || f == Format.Pos; }

        static void TextFormat(Format f)
        {
            if (Binary(f))
                throw new InvalidArgumentException((int)ErrorCode.Invalid,
                    "the " + Library.Name(f) + " format is binary: use the byte[] overload");
        }

        /// <summary>The record of the game as played, in a text format (default SGF).</summary>
        public string Export(Format format = Format.Sgf)
        {
            TextFormat(format);
            lock (sync) {
                IntPtr g = H;
                return String(delegate (byte[] b, UIntPtr c) { return Native.renju_record_export(g, (int)format, b, c); });
            }
        }

        /// <summary>The record as bytes, in any format that can be written (.lib too).</summary>
        public byte[] ExportBytes(Format format)
        {
            lock (sync) {
                IntPtr g = H;
                int n;
                byte[] b = Bytes(delegate (byte[] x, UIntPtr c) { return Native.renju_record_export(g, (int)format, x, c); }, out n);
                byte[] r = new byte[n];
                Buffer.BlockCopy(b, 0, r, 0, n);
                return r;
            }
        }

        /// <summary>The whole game tree (SGF and .lib hold a tree; the others its main line).</summary>
        public string TreeExport(Format format = Format.Sgf)
        {
            TextFormat(format);
            lock (sync) {
                IntPtr g = H;
                return String(delegate (byte[] b, UIntPtr c) { return Native.renju_tree_export(g, (int)format, b, c); });
            }
        }

        public byte[] TreeExportBytes(Format format)
        {
            lock (sync) {
                IntPtr g = H;
                int n;
                byte[] b = Bytes(delegate (byte[] x, UIntPtr c) { return Native.renju_tree_export(g, (int)format, x, c); }, out n);
                byte[] r = new byte[n];
                Buffer.BlockCopy(b, 0, r, 0, n);
                return r;
            }
        }

        RenjuException ImportError(int rc)
        {
            RenjuException e = Error(rc);
            int line, column, move;
            Native.renju_record_error_position(raw, out line, out column, out move);
            e.Line = line;
            e.Column = column;
            e.Move = move;
            return e;
        }

        /// <summary>Reads a record in a text format into the game; on failure the game
        /// is unchanged (but see ImportFlags.Partial) and the exception says where.
        /// Returns the number of bytes read.</summary>
        public int Import(string text, Format format = Format.Sgf, ImportFlags flags = ImportFlags.None)
        {
            NotNull(text, "text");
            TextFormat(format);
            return Import(Text.Bytes(text, "text"), format, flags);
        }

        /// <summary>Reads a record given as bytes (no NUL needed), in any format.</summary>
        public int Import(byte[] data, Format format, ImportFlags flags = ImportFlags.None)
        {
            NotNull(data, "data");
            lock (sync) {
                // a zero-length array still passes a valid pointer
                int rc = Native.renju_record_import(H, (int)format, data.Length == 0 ? new byte[1] : data, Text.Size(data.Length), (int)flags);
                if (rc < 0)
                    throw ImportError(rc);
                return rc;
            }
        }

        /// <summary>Reads the next game of a collection from offset (moved past it
        /// whether it could be read or not): true when a game was read, false at the
        /// end.  A game that cannot be read throws, offset already past it.</summary>
        public bool ImportNext(byte[] data, ref int offset, Format format = Format.Sgf, ImportFlags flags = ImportFlags.None)
        {
            NotNull(data, "data");
            if (offset < 0 || offset > data.Length)
                throw new ArgumentOutOfRangeException("offset", "offset must be 0 to the data's length");
            lock (sync) {
                GCHandle pin = GCHandle.Alloc(data.Length == 0 ? new byte[1] : data, GCHandleType.Pinned);
                try {
                    UIntPtr at = Text.Size(offset);
                    int rc = Native.renju_record_import_next(H, (int)format, pin.AddrOfPinnedObject(), Text.Size(data.Length), ref at, (int)flags);
                    offset = (int)at.ToUInt32();
                    if (rc < 0)
                        throw ImportError(rc);
                    return rc == 1;
                } finally {
                    pin.Free();
                }
            }
        }

        /// <summary>A new game read from a record, of ruleset and size, by default
        /// under the rule set and size the record names (ImportFlags.Rules).</summary>
        public static Game FromRecord(string text, Format format = Format.Sgf, Ruleset ruleset = Ruleset.Renju, int size = Library.DefaultSize,
                                      ImportFlags flags = ImportFlags.Rules)
        {
            Game g = new Game(ruleset, size);
            try {
                g.Import(text, format, flags);
                return g;
            } catch {
                g.Dispose();
                throw;
            }
        }

        public static Game FromRecord(byte[] data, Format format, Ruleset ruleset = Ruleset.Renju, int size = Library.DefaultSize,
                                      ImportFlags flags = ImportFlags.Rules)
        {
            Game g = new Game(ruleset, size);
            try {
                g.Import(data, format, flags);
                return g;
            } catch {
                g.Dispose();
                throw;
            }
        }

        /// <summary>What the last import (or tree export) read leniently or left out.</summary>
        public RecordWarning[] Warnings
        {
            get {
                lock (sync) {
                    IntPtr g = H;
                    int n = Check(Native.renju_record_warnings(g));
                    RecordWarning[] r = new RecordWarning[n];
                    for (int i = 0; i < n; i++) {
                        int code, line, column, count;
                        IntPtr m = Native.renju_record_warning(g, i, out code, out line, out column, out count);
                        r[i] = new RecordWarning();
                        r[i].Code = (WarningCode)code;
                        r[i].Line = line;
                        r[i].Column = column;
                        r[i].Count = count;
                        r[i].Message = Text.Out(m);
                    }
                    return r;
                }
            }
        }

        public void SetTag(string name, string value)
        {
            byte[] n = Text.In(name, "name"), v = Text.In(value, "value", true);
            lock (sync) Check(Native.renju_tag_set(H, n, v));
        }

        public string GetTag(string name)
        {
            byte[] n = Text.In(name, "name");
            lock (sync) {
                IntPtr g = H;
                return String(delegate (byte[] b, UIntPtr c) { return Native.renju_tag_get(g, n, b, c); });
            }
        }

        /// <summary>Every tag set, RU (the rules, read only) included.</summary>
        public Dictionary<string, string> Tags()
        {
            Dictionary<string, string> r = new Dictionary<string, string>();
            lock (sync) {
                foreach (string name in Library.TagNames()) {
                    string v = GetTag(name);
                    if (v.Length > 0)
                        r[name] = v;
                }
            }
            return r;
        }

        /// <summary>The charset of .lib text ("" for UTF-8 by default); null to read
        /// UTF-8 where valid, else GBK.</summary>
        public string Charset
        {
            get {
                lock (sync) {
                    IntPtr g = H;
                    return String(delegate (byte[] b, UIntPtr c) { return Native.renju_record_charset_get(g, b, c); });
                }
            }
            set {
                byte[] v = Text.In(value, "charset", true);
                lock (sync) Check(Native.renju_record_charset_set(H, v));
            }
        }
    }
}
