// SPDX-License-Identifier: MIT
package org.librenju;

/** The record formats (RENJU_FORMAT_*); toString() is the library's name ("sgf", "lib").  LIB and POS are binary. */
public enum Format {
    MOVES(0),
    SGF(1),
    PSQ(2),
    LIB(3),
    POS(4);

    private static final Format[] BY_VALUE = new Format[5];

    static {
        for (Format c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    Format(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static Format of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no Format value");
        return BY_VALUE[i];
    }

    /** The constant a name stands for, in any spelling the library reads
     *  ({@code renju_*_from_name()}); InvalidArgument for an unknown name. */
    public static Format fromName(String name) {
        int v = Native.fromName(4, name);
        if (v < 0)
            throw new RenjuException.InvalidArgument(-1,
                "unknown record format name: " + name);
        return of(v);
    }

    /** True for the binary formats (LIB, POS), whose records are bytes. */
    public boolean isBinary() {
        return this == LIB || this == POS;
    }

    @Override
    public String toString() {
        String word = Native.word(4, value);
        return word != null ? word : name().toLowerCase(java.util.Locale.ROOT);
    }
}
