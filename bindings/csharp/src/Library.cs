// SPDX-License-Identifier: MIT
// Library.cs - what the library says without a game: its version, the text of each
// error code, the names of rule sets, opening rules, reasons, forbidden kinds and
// formats (the library's own words, as its messages and records use them), names read
// back in any spelling the library reads, the 26 openings and the tag names.
using System;
using System.Collections.Generic;

namespace Renju
{
    /// <summary>One of the 26 canonical renju openings (1-13 direct, 14-26 indirect).</summary>
    public sealed class OpeningInfo
    {
        public int Index { get; internal set; }
        public string Name { get; internal set; }
        public string Kanji { get; internal set; }
        public bool Direct { get; internal set; }
        public override string ToString() { return Name; }
    }

    /// <summary>What renju_rules_from_name() reads from a name ("renju soosorv-8").</summary>
    public struct Rules
    {
        public Ruleset Ruleset;
        public OpeningRule Opening;
        public int OpeningN;
    }

    public static class Library
    {
        public const int DefaultSize = 15, MinSize = 5, MaxSize = 20;
        public const int MaxOffers = 100, Openings = 26, KeySize = 16;
        public const int IndexVersion = 1, KeyVersion = 1;
        /// <summary>The node limit of the searches when none is given: a VCF search of
        /// a million positions takes about a second; 0 is no limit.</summary>
        public const int DefaultMaxNodes = 1000000;

        /// <summary>The version of the library loaded, "0.3.0", and as a number 300.</summary>
        public static string Version { get { return Text.Out(Native.renju_version_string()); } }
        public static int VersionNumber { get { return Native.renju_version_number(); } }

        /// <summary>The library's English text for an error code (any int).</summary>
        public static string StrError(int code) { return Text.Out(Native.renju_strerror(code)) ?? ""; }

        public static string Name(Ruleset r) { return Text.Out(Native.renju_ruleset_name((int)r)); }
        public static string Name(OpeningRule o) { return Text.Out(Native.renju_opening_rule_name((int)o)); }
        public static string Name(Reason r) { return Text.Out(Native.renju_reason_name((int)r)); }
        public static string Name(ForbiddenKind k) { return Text.Out(Native.renju_forbid_name((int)k)); }
        public static string Name(Format f) { return Text.Out(Native.renju_format_name((int)f)); }

        static int FromName(int rc, string kind, string name)
        {
            if (rc < 0)
                throw new InvalidArgumentException(rc, "unknown " + kind + " \"" + name + "\"");
            return rc;
        }

        /// <summary>The rule set a name stands for, in any spelling the library reads
        /// ("Renju", "gomoku", "caro 6").</summary>
        public static Ruleset RulesetFromName(string name)
        {
            return (Ruleset)FromName(Native.renju_ruleset_from_name(Text.In(name, "name")), "rule set", name);
        }

        public static OpeningRule OpeningRuleFromName(string name)
        {
            return (OpeningRule)FromName(Native.renju_opening_rule_from_name(Text.In(name, "name")), "opening rule", name);
        }

        public static Format FormatFromName(string name)
        {
            return (Format)FromName(Native.renju_format_from_name(Text.In(name, "name")), "record format", name);
        }

        /// <summary>The rules a name stands for: a rule set, an opening rule, or both
        /// ("renju soosorv-8", "freestyle swap2", Gomocup's numbers).</summary>
        public static Rules RulesFromName(string name)
        {
            int rs, op, n;
            FromName(Native.renju_rules_from_name(Text.In(name, "name"), out rs, out op, out n), "rules", name);
            Rules r;
            r.Ruleset = (Ruleset)rs;
            r.Opening = (OpeningRule)op;
            r.OpeningN = n;
            return r;
        }

        /// <summary>Opening index 1..26; OutOfRangeException for another.</summary>
        public static OpeningInfo Opening(int index)
        {
            int direct = Native.renju_opening_direct(index);
            if (direct < 0)
                throw new OutOfRangeException(direct, "no opening " + index + " (1 to 26)");
            OpeningInfo o = new OpeningInfo();
            o.Index = index;
            o.Name = Text.Out(Native.renju_opening_name(index));
            o.Kanji = Text.Out(Native.renju_opening_kanji(index));
            o.Direct = direct == 1;
            return o;
        }

        public static Symmetry Inverse(Symmetry s)
        {
            int rc = Native.renju_symmetry_inverse((int)s);
            if (rc < 0)
                throw new InvalidArgumentException(rc, "no symmetry " + (int)s);
            return (Symmetry)rc;
        }

        /// <summary>The tag names a game's records carry ("EV", "RO", ..., "RU" last).</summary>
        public static string[] TagNames()
        {
            List<string> names = new List<string>();
            for (int i = 0; ; i++) {
                string n = Text.Out(Native.renju_tag_name(i));
                if (n == null)
                    break;
                names.Add(n);
            }
            return names.ToArray();
        }
    }
}
