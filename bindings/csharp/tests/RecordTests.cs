// SPDX-License-Identifier: MIT
// RecordTests.cs - records: every format written, read back and written again to the
// same bytes; the record files of tests/data read and round-tripped; a collection
// read game by game; a malformed record refused with where, the game unchanged.
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;

namespace Renju.Tests
{
    public static class RecordTests
    {
        static Game Played()
        {
            Game g = new Game(Ruleset.Renju);
            g.PlayMoves("h8 h9 i9 g7 j10 k11 i8 i10 j8");
            g.SetTag("PB", "Kürşat");
            g.SetTag("EV", "日本 cup");
            g.Tree.Current.Comment = "a comment\nover two lines";
            return g;
        }

        public static void TestRoundTripsEveryFormat()
        {
            List<Game> games = new List<Game>();
            games.Add(Played());
            Game free = new Game(Ruleset.Freestyle, 19);
            free.PlayMoves("a1 s19 j10 pass k11");
            games.Add(free);
            Game caro = new Game(Ruleset.Caro5, 20);
            caro.PlayMoves("j10 j11 k10");
            games.Add(caro);
            int trips = 0;
            foreach (Game g in games) {
                foreach (Format f in Enum.GetValues(typeof(Format))) {
                    byte[] once;
                    try {
                        once = g.ExportBytes(f);
                    } catch (InvalidArgumentException) {
                        // .pos is read only, .psq holds no pass, .lib only 15x15
                        Assert.True(f == Format.Pos || f == Format.Psq || f == Format.Lib || f == Format.Moves,
                                    g.Ruleset + " " + f + ": refused");
                        continue;
                    }
                    using (Game back = Game.FromRecord(once, f, g.Ruleset, g.Size)) {
                        byte[] twice = back.ExportBytes(f);
                        Assert.True(once.SequenceEqual(twice), g.Ruleset + " " + f + ": written again the same");
                        Assert.Seq(g.Moves, back.Moves, g.Ruleset + " " + f + ": the moves read back");
                        if (f != Format.Lib) {
                            Assert.Equal(Encoding.UTF8.GetString(once), g.Export(f), f + ": Export and ExportBytes");
                            using (Game again = Game.FromRecord(g.Export(f), f, g.Ruleset, g.Size))
                                Assert.Equal(g.Export(f), again.Export(f), f + ": text read back");
                        }
                    }
                    trips++;
                }
            }
            Assert.True(trips >= 9, "round trips made (" + trips + ")");
            Assert.Throws<InvalidArgumentException>(() => games[0].Export(Format.Lib), "a binary format as text");
            Assert.Equal("Kürşat", Game.FromRecord(games[0].Export()).GetTag("PB"), "UTF-8 tags read back");
            foreach (Game g in games)
                g.Dispose();
        }

        public static void TestRecordFilesOfTestData()
        {
            List<string> files = new List<string>();
            files.AddRange(Directory.GetFiles(Path.Combine(Runner.Data, "records", "sgf"), "*.sgf"));
            files.AddRange(Directory.GetFiles(Path.Combine(Runner.Data, "records", "psq"), "*.psq"));
            files.AddRange(Directory.GetFiles(Path.Combine(Runner.Data, "renlib"), "*.lib"));
            int read = 0, refused = 0;
            foreach (string path in files.OrderBy(x => x)) {
                Format f = Library.FormatFromName(Path.GetExtension(path));
                byte[] data = File.ReadAllBytes(path);
                Game g;
                try {
                    g = Game.FromRecord(data, f);
                } catch (RenjuException e) {
                    Assert.True(e.Message.Length > 0, path + ": a message");
                    refused++;
                    continue;
                }
                using (g) {
                    byte[] once = g.TreeExportBytes(f);
                    using (Game back = Game.FromRecord(once, f, g.Ruleset, g.Size)) {
                        Assert.True(once.SequenceEqual(back.TreeExportBytes(f)), Path.GetFileName(path) + ": written, read and written again");
                        Assert.Equal(g.Tree.Count, back.Tree.Count, Path.GetFileName(path) + ": the tree read back");
                    }
                }
                read++;
            }
            Assert.True(read >= 15, "record files read (" + read + ", " + refused + " refused)");
            using (Game g = Game.FromRecord(File.ReadAllBytes(Path.Combine(Runner.Data, "records", "sgf", "zjrenju_gb2312.sgf")), Format.Sgf)) {
                RecordWarning[] w = g.Warnings;
                Assert.True(w.Length == 1 && w[0].Code == WarningCode.Charset && w[0].Message.Contains("gb2312"), "a warning for the charset");
            }
            using (Game g = Game.FromRecord(File.ReadAllBytes(Path.Combine(Runner.Data, "records", "sgf", "renlib_analysis.sgf")), Format.Sgf))
                Assert.True(g.Tree.Count > g.MoveCount + 1, "the variations are read");
        }

        public static void TestCollectionGameByGame()
        {
            byte[] data = File.ReadAllBytes(Path.Combine(Runner.Data, "referee", "Collection.SGF"));
            using (Game g = new Game(Ruleset.Renju)) {
                int at = 0, games = 0, failed = 0, last = -1;
                while (true) {
                    bool more;
                    try {
                        more = g.ImportNext(data, ref at, Format.Sgf, ImportFlags.Rules);
                    } catch (RenjuException e) {
                        Assert.True(e.Line > 0, "a failed game says where: " + e.Message);
                        failed++;
                        continue;
                    }
                    Assert.True(at > last, "the offset moves on");
                    last = at;
                    if (!more)
                        break;
                    games++;
                }
                Assert.True(games >= 2, "games of the collection read (" + games + ", " + failed + " failed)");
                Assert.Equal(data.Length, at, "the whole collection read");
                int bad = -1;
                Assert.Throws<ArgumentOutOfRangeException>(() => g.ImportNext(data, ref bad), "a negative offset");
            }
        }

        public static void TestMalformedRecordChangesNothing()
        {
            using (Game g = Played()) {
                string before = g.TreeExport();
                ParseException e = Assert.Throws<ParseException>(() => g.Import("(;GM[4]FF[4]SZ[15];B[hh];W[", Format.Sgf), "a record cut short");
                Assert.True(e.Line == 1 && e.Column > 1, "where it failed: " + e.Line + ":" + e.Column);
                Assert.Equal(before, g.TreeExport(), "the game unchanged");
                OccupiedException o = Assert.Throws<OccupiedException>(() => g.Import("h8 h9 h8", Format.Moves), "an illegal move");
                Assert.Equal(3, o.Move, "the move that failed");
                Assert.Equal(before, g.TreeExport(), "the game unchanged");
                Assert.Throws<InvalidArgumentException>(() => g.Import("(;GM[4]FF[4]SZ[19];B[jj])", Format.Sgf), "another size without Rules");
                Assert.Equal(before, g.TreeExport(), "the game unchanged");
                Assert.Throws<ParseException>(() => g.Import(new byte[] { 1, 2, 3 }, Format.Lib), "not a .lib");
                Assert.Throws<InvalidArgumentException>(() => g.SetTag("RU", "gomoku"), "RU is read only");
                Assert.Throws<InvalidArgumentException>(() => g.SetTag("XX", "what"), "an unknown tag");
                Assert.Equal(before, g.TreeExport(), "the game unchanged");
                Dictionary<string, string> tags = g.Tags();
                Assert.Equal("renju", tags["RU"], "the rules tag");
                g.SetTag("PB", null);
                Assert.Equal("", g.GetTag("PB"), "a tag removed");
                Assert.Equal("", g.Charset, "UTF-8 by default");
                g.Charset = "GBK";
                Assert.Equal("GBK", g.Charset, "a charset set");
                Assert.Throws<InvalidArgumentException>(() => g.Charset = "no-such-charset", "an unknown charset");
            }
        }
    }
}
