// SPDX-License-Identifier: MIT
package org.librenju;

/** The opening rules (RENJU_OPENING_*); toString() is the library's name ("soosorv", "super-sakata"). */
public enum OpeningRule {
    NONE(0),
    RIF(1),
    YAMAGUCHI(2),
    SOOSORV(3),
    TARAGUCHI(4),
    SWAP1(5),
    SWAP2(6),
    PRO(7),
    LONG_PRO(8),
    TARANNIKOV(9),
    SUPER_TARAGUCHI(10),
    SUPER_SAKATA(11);

    private static final OpeningRule[] BY_VALUE = new OpeningRule[12];

    static {
        for (OpeningRule c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    OpeningRule(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static OpeningRule of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no OpeningRule value");
        return BY_VALUE[i];
    }

    /** The constant a name stands for, in any spelling the library reads
     *  ({@code renju_*_from_name()}); InvalidArgument for an unknown name. */
    public static OpeningRule fromName(String name) {
        int v = Native.fromName(3, name);
        if (v < 0)
            throw new RenjuException.InvalidArgument(-1,
                "unknown opening rule name: " + name);
        return of(v);
    }

    @Override
    public String toString() {
        String word = Native.word(3, value);
        return word != null ? word : name().toLowerCase(java.util.Locale.ROOT);
    }
}
