// SPDX-License-Identifier: MIT
package org.librenju;

/** The two readings of the three (RENJU_THREE_*). */
public enum ThreeReading {
    LITERAL(0),
    NONLITERAL(1);

    private static final ThreeReading[] BY_VALUE = new ThreeReading[2];

    static {
        for (ThreeReading c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    ThreeReading(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static ThreeReading of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no ThreeReading value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
