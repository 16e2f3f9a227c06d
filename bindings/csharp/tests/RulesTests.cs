// SPDX-License-Identifier: MIT
// RulesTests.cs - every forbidden-point vector of tests/data/forbidden-vectors.txt
// under both readings of the three, and the enumerations against renju.h.
using System;
using System.Collections.Generic;
using System.IO;
using System.Text.RegularExpressions;

namespace Renju.Tests
{
    public static class RulesTests
    {
        static ForbiddenKind Kind(string word)
        {
            switch (word) {
            case "overline": return ForbiddenKind.Overline;
            case "double-four": return ForbiddenKind.DoubleFour;
            case "double-three": return ForbiddenKind.DoubleThree;
            }
            throw new AssertionException("unknown kind " + word);
        }

        static Dictionary<Point, ForbiddenKind> Expected(string field)
        {
            Dictionary<Point, ForbiddenKind> m = new Dictionary<Point, ForbiddenKind>();
            field = field.Trim();
            if (field == "-")
                return m;
            foreach (string item in field.Split(new char[] { ' ' }, StringSplitOptions.RemoveEmptyEntries)) {
                string[] pk = item.Split(':');
                m[Point.Parse(pk[0])] = Kind(pk[1]);
            }
            return m;
        }

        static string[] Stones(string field)
        {
            field = field.Trim();
            return field == "-" ? new string[0] : field.Split(new char[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);
        }

        public static void TestForbiddenVectors()
        {
            int lines = 0, checkedReadings = 0;
            foreach (string line in File.ReadAllLines(Path.Combine(Runner.Data, "forbidden-vectors.txt"))) {
                if (line.Trim().Length == 0 || line.StartsWith("#"))
                    continue;
                lines++;
                string[] f = line.Split(new string[] { " | " }, StringSplitOptions.None);
                Dictionary<Point, ForbiddenKind> literal = Expected(f[3]), nonliteral = literal;
                for (int i = 5; i < f.Length; i++)
                    if (f[i].Trim().StartsWith("nonliteral:"))
                        nonliteral = Expected(f[i].Trim().Substring("nonliteral:".Length));
                foreach (ThreeReading reading in new ThreeReading[] { ThreeReading.Literal, ThreeReading.Nonliteral }) {
                    Dictionary<Point, ForbiddenKind> want = reading == ThreeReading.Literal ? literal : nonliteral;
                    string what = f[0] + " (" + reading + ")";
                    using (Game g = new Game(Ruleset.Renju)) {
                        g.ThreeReading = reading;
                        List<Point> black = new List<Point>(), white = new List<Point>();
                        foreach (string s in Stones(f[1])) black.Add(Point.Parse(s));
                        foreach (string s in Stones(f[2])) white.Add(Point.Parse(s));
                        g.Setup(black, white, Colour.Black);
                        Dictionary<Point, ForbiddenKind> got = g.ForbiddenPoints();
                        Assert.Equal(want.Count, got.Count, what + ": the number of forbidden points");
                        foreach (KeyValuePair<Point, ForbiddenKind> kv in want) {
                            ForbiddenKind k;
                            Assert.True(got.TryGetValue(kv.Key, out k) && k == kv.Value, what + ": " + kv.Key + " " + kv.Value);
                            Assert.Equal(kv.Value, g.Forbidden(kv.Key), what + ": Forbidden(" + kv.Key + ")");
                            Assert.True(g.Explain(kv.Key).StartsWith(kv.Key + " is "), what + ": Explain(" + kv.Key + ")");
                            string before = g.TreeExport();
                            ForbiddenException e = Assert.Throws<ForbiddenException>(() => g.Play(kv.Key), what + ": Play(" + kv.Key + ")");
                            Assert.Equal((int)ErrorCode.Forbidden, e.Code, what + ": the code");
                            Assert.True(e.Message.Length > 0, what + ": a message");
                            Assert.Equal(before, g.TreeExport(), what + ": the game after the refused move");
                        }
                        // the map in one call agrees with the points one by one
                        ForbiddenKind[] map = g.ForbiddenMap();
                        byte[] raw = new byte[225];
                        Assert.Equal(want.Count, g.ForbiddenMap(raw), what + ": the map's count");
                        for (int p = 0; p < 225; p++)
                            Assert.True((int)map[p] == raw[p], what + ": the two maps at " + p);
                    }
                    checkedReadings++;
                }
            }
            Assert.True(lines > 20, "the vectors were read");
            Assert.Equal(2 * lines, checkedReadings, "every vector under both readings");
        }

        static string Snake(string name)
        {
            return Regex.Replace(name, "(?<=[a-z0-9])([A-Z])|(?<=[A-Z])([A-Z])(?=[a-z])", "_$1$2").ToUpperInvariant();
        }

        /// <summary>Each enumeration's values are the header's: RENJU_PREFIX_NAME.</summary>
        public static void TestEnumsMatchHeader()
        {
            Dictionary<string, int> defs = new Dictionary<string, int>();
            string text = Regex.Replace(File.ReadAllText(Runner.Header), @"/\*.*?\*/", " ", RegexOptions.Singleline);
            foreach (Match m in Regex.Matches(text, @"^#define\s+RENJU_(\w+)\s+\(?(-?\d+)\)?\s*$", RegexOptions.Multiline))
                defs[m.Groups[1].Value] = int.Parse(m.Groups[2].Value);
            object[][] families = {
                new object[] { typeof(Colour), "" }, new object[] { typeof(Result), "" },
                new object[] { typeof(Reason), "REASON_" }, new object[] { typeof(ForbiddenKind), "FORBID_" },
                new object[] { typeof(Direction), "DIR_" }, new object[] { typeof(Shape), "SHAPE_" },
                new object[] { typeof(Option), "OPT_" }, new object[] { typeof(FoulPolicy), "FOUL_" },
                new object[] { typeof(ThreeReading), "THREE_" }, new object[] { typeof(OpeningRule), "OPENING_" },
                new object[] { typeof(Player), "PLAYER_" }, new object[] { typeof(GameAction), "ACTION_" },
                new object[] { typeof(Branch), "BRANCH_" }, new object[] { typeof(Swap2Choice), "SWAP2_" },
                new object[] { typeof(Symmetry), "SYM_" }, new object[] { typeof(Format), "FORMAT_" },
                new object[] { typeof(WarningCode), "WARN_" }, new object[] { typeof(TreeMode), "TREE_" },
                new object[] { typeof(NodeKind), "NODE_" }, new object[] { typeof(NodeFlags), "NODE_" },
                new object[] { typeof(Mark), "MARK_" }, new object[] { typeof(ImportFlags), "IMPORT_" },
                new object[] { typeof(TextFlags), "TEXT_" }, new object[] { typeof(DiagramFlags), "DIAGRAM_" },
                new object[] { typeof(SolveOutcome), "SOLVE_" }, new object[] { typeof(Threat), "THREAT_" },
                new object[] { typeof(Ruleset), "RULES_" },
            };
            Dictionary<string, string> renamed = new Dictionary<string, string> {
                { "Result.Ongoing", "ONGOING" }, { "Result.BlackWins", "BLACK_WINS" }, { "Result.WhiteWins", "WHITE_WINS" },
                { "Result.Draw", "DRAW" }, { "Ruleset.Caro5", "RULES_CARO5" }, { "Ruleset.Caro6", "RULES_CARO6" },
                { "Symmetry.Rotate90", "SYM_ROTATE_90" }, { "Symmetry.Rotate180", "SYM_ROTATE_180" },
                { "Symmetry.Rotate270", "SYM_ROTATE_270" }, { "OpeningRule.Swap1", "OPENING_SWAP1" },
                { "OpeningRule.Swap2", "OPENING_SWAP2" }, { "GameAction.Swap2", "ACTION_SWAP2" },
                { "NodeKind.Swap2", "NODE_SWAP2" }, { "Swap2Choice.Black", "SWAP2_BLACK" },
                { "Swap2Choice.White", "SWAP2_WHITE" }, { "Swap2Choice.TwoMore", "SWAP2_TWO_MORE" },
                { "Option.OpeningN", "OPT_OPENING_N" },
            };
            int n = 0;
            foreach (object[] fam in families) {
                Type t = (Type)fam[0];
                foreach (string name in Enum.GetNames(t)) {
                    string key = t.Name + "." + name, def;
                    if (!renamed.TryGetValue(key, out def))
                        def = (string)fam[1] + Snake(name);
                    if ((t == typeof(NodeFlags) || t.Name.EndsWith("Flags")) && name == "None")
                        continue;
                    if (t == typeof(KeyStatus))
                        continue;
                    Assert.True(defs.ContainsKey(def), key + ": no RENJU_" + def + " in renju.h");
                    Assert.Equal(defs[def], Convert.ToInt32(Enum.Parse(t, name)), key);
                    n++;
                }
            }
            Dictionary<string, string> codes = new Dictionary<string, string> {
                { "Ok", "OK" }, { "Invalid", "EINVAL" }, { "NoMemory", "ENOMEM" }, { "Range", "ERANGE" },
                { "Occupied", "EOCCUPIED" }, { "Forbidden", "EFORBIDDEN" }, { "GameOver", "EGAMEOVER" },
                { "Phase", "EPHASE" }, { "Player", "EPLAYER" }, { "Notation", "ENOTATION" },
                { "BufferSize", "EBUFSIZE" }, { "NoMove", "ENOMOVE" }, { "NoPass", "ENOPASS" },
                { "Position", "EPOSITION" }, { "Equivalent", "EEQUIVALENT" }, { "Parse", "EPARSE" },
            };
            foreach (string name in Enum.GetNames(typeof(ErrorCode))) {
                Assert.Equal(defs[codes[name]], (int)Enum.Parse(typeof(ErrorCode), name), "ErrorCode." + name);
                n++;
            }
            Assert.Equal(defs["KEY_MAKES_FIVE"], (int)KeyStatus.MakesFive, "KeyStatus.MakesFive");
            Assert.Equal(defs["MAX_OFFERS"], Library.MaxOffers, "MaxOffers");
            Assert.Equal(defs["KEY_SIZE"], Library.KeySize, "KeySize");
            Assert.Equal(defs["INDEX_VERSION"], Library.IndexVersion, "IndexVersion");
            Assert.Equal(defs["KEY_VERSION"], Library.KeyVersion, "KeyVersion");
            Assert.Equal(defs["PASS"], Game.PassValue, "PASS");
            Assert.Equal(defs["NO_POINT"], Game.NoPoint, "NO_POINT");
            Assert.Equal(defs["VERSION_MAJOR"] * 10000 + defs["VERSION_MINOR"] * 100 + defs["VERSION_PATCH"],
                         Library.VersionNumber, "the library loaded is the header's version");
            Assert.True(n > 150, "every family compared (" + n + ")");
            // the library's words
            Assert.Equal("double-three", Library.Name(ForbiddenKind.DoubleThree), "forbid name");
            Assert.Equal("five in a row", Library.Name(Reason.Five), "reason name");
            Assert.Equal("super-sakata", Library.Name(OpeningRule.SuperSakata), "opening rule name");
            Assert.Equal(OpeningRule.LongPro, Library.OpeningRuleFromName("Long Pro"), "opening from name");
            Assert.Equal(Ruleset.Caro6, Library.RulesetFromName("caro 6"), "ruleset from name");
            Assert.Equal(Format.Sgf, Library.FormatFromName(".SGF"), "format from name");
            Rules r = Library.RulesFromName("renju soosorv-8");
            Assert.True(r.Ruleset == Ruleset.Renju && r.Opening == OpeningRule.Soosorv && r.OpeningN == 8, "rules from name");
            Assert.Equal("Kansei", Library.Opening(1).Name, "opening 1");
            Assert.True(Library.Opening(1).Direct && !Library.Opening(14).Direct, "direct and indirect");
            Assert.Throws<OutOfRangeException>(() => Library.Opening(27), "opening 27");
            Assert.Throws<InvalidArgumentException>(() => Library.RulesetFromName("chess"), "an unknown rule set");
            Assert.Equal(Symmetry.Rotate270, Library.Inverse(Symmetry.Rotate90), "inverse");
            Assert.Equal("RU", Library.TagNames()[Library.TagNames().Length - 1], "tag names");
        }
    }
}
