// SPDX-License-Identifier: MIT
package org.librenju;

/** What is on a point, whose turn it is, who resigns (RENJU_EMPTY, _BLACK, _WHITE). */
public enum Colour {
    EMPTY(0),
    BLACK(1),
    WHITE(2);

    private static final Colour[] BY_VALUE = new Colour[3];

    static {
        for (Colour c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    Colour(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static Colour of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no Colour value");
        return BY_VALUE[i];
    }

    /** The other colour (EMPTY for EMPTY). */
    public Colour opponent() {
        return this == BLACK ? WHITE : this == WHITE ? BLACK : EMPTY;
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
