// SPDX-License-Identifier: MIT
package org.librenju;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The library's constants and catalogue: what takes no game. */
public final class Renju {
    private Renju() {
    }

    /** Board sizes (RENJU_MIN_SIZE, RENJU_DEFAULT_SIZE, RENJU_MAX_SIZE). */
    public static final int MIN_SIZE = 5, DEFAULT_SIZE = 15, MAX_SIZE = 20;
    /** RENJU_PASS and RENJU_NO_POINT, the library's special point values. */
    public static final int PASS_INDEX = 1024, NO_POINT = 1025;
    /** RENJU_MAX_OFFERS: the most 5th-move offers a rule may ask for. */
    public static final int MAX_OFFERS = 100;
    /** RENJU_OPENINGS: the canonical renju openings, numbered 1 to 26. */
    public static final int OPENINGS = 26;
    /** The node limit the searches take unless told otherwise, as in Python. */
    public static final int DEFAULT_MAX_NODES = 1000000;
    /** RENJU_NODE_CURRENT, RENJU_NO_NODE. */
    public static final int NODE_CURRENT = -1, NO_NODE = 0x7fffffff;
    /** RENJU_KEY_SIZE, RENJU_KEY_VERSION, RENJU_INDEX_VERSION. */
    public static final int KEY_SIZE = 16, KEY_VERSION = 1, INDEX_VERSION = 1;

    /** The version of the library loaded, "0.3.0". */
    public static String version() {
        return Native.str(Native.versionString());
    }

    /** The version of the library loaded as a number, 300 for 0.3.0. */
    public static int versionNumber() {
        return Native.versionNumber();
    }

    /** The library's English text for an error code (unknown codes included). */
    public static String strerror(int code) {
        return Native.strerror(code);
    }

    /** The tags records carry ("EV", "RO", ..., "RU" last), in the library's order. */
    public static List<String> tagNames() {
        List<String> names = new ArrayList<>();
        for (String s; (s = Native.word(5, names.size())) != null; )
            names.add(s);
        return Collections.unmodifiableList(names);
    }

    /** The rules a name stands for, in the many spellings of records ("renju
     *  soosorv-8", "Swap2", "gomoku"): InvalidArgument for an unknown name. */
    public static Rules rulesFromName(String name) {
        if (name == null)
            throw new RenjuException.InvalidArgument(-1, "the rules' name is null");
        int[] r = Native.rulesFromName(Native.utf8(name));
        if (r == null)
            throw new RenjuException.InvalidArgument(-1, "unknown rules: " + name);
        return new Rules(Ruleset.of(r[0]), OpeningRule.of(r[1]), r[2]);
    }

    /** The symmetry that undoes sym. */
    public static Symmetry inverse(Symmetry sym) {
        return Symmetry.of(Native.symmetryInverse(sym.value()));
    }

    /** A rule set, opening rule and N, as rulesFromName() reads them. */
    public static final class Rules {
        public final Ruleset ruleset;
        public final OpeningRule opening;
        public final int openingN;

        Rules(Ruleset ruleset, OpeningRule opening, int openingN) {
            this.ruleset = ruleset;
            this.opening = opening;
            this.openingN = openingN;
        }

        @Override
        public String toString() {
            return ruleset + " " + opening + (openingN != 0 ? "-" + openingN : "");
        }
    }
}
