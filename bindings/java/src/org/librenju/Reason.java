// SPDX-License-Identifier: MIT
package org.librenju;

/** Why the game ended (RENJU_REASON_*); toString() is the library's word ("five in a row"). */
public enum Reason {
    NONE(0),
    FIVE(1),
    OVERLINE(2),
    FOUL(3),
    RESIGNATION(4),
    FULL_BOARD(5),
    BOTH_PASSED(6),
    AGREEMENT(7),
    NO_LEGAL_POINT(8),
    MOVE_LIMIT(9),
    TIME(10),
    FORFEIT(11);

    private static final Reason[] BY_VALUE = new Reason[12];

    static {
        for (Reason c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    Reason(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static Reason of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no Reason value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        String word = Native.word(1, value);
        return word != null ? word : name().toLowerCase(java.util.Locale.ROOT);
    }
}
