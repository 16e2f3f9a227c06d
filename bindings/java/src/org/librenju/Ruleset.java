// SPDX-License-Identifier: MIT
package org.librenju;

/** The rule sets (RENJU_RULES_*); toString() is the library's name ("renju", "caro-5"). */
public enum Ruleset {
    FREESTYLE(0),
    STANDARD(1),
    RENJU(2),
    FIVE_IN_A_ROW(3),
    CARO5(4),
    CARO6(5);

    private static final Ruleset[] BY_VALUE = new Ruleset[6];

    static {
        for (Ruleset c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    Ruleset(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static Ruleset of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no Ruleset value");
        return BY_VALUE[i];
    }

    /** The constant a name stands for, in any spelling the library reads
     *  ({@code renju_*_from_name()}); InvalidArgument for an unknown name. */
    public static Ruleset fromName(String name) {
        int v = Native.fromName(0, name);
        if (v < 0)
            throw new RenjuException.InvalidArgument(-1,
                "unknown rule set name: " + name);
        return of(v);
    }

    @Override
    public String toString() {
        String word = Native.word(0, value);
        return word != null ? word : name().toLowerCase(java.util.Locale.ROOT);
    }
}
