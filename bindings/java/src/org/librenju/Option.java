// SPDX-License-Identifier: MIT
package org.librenju;

/** The options of a game (RENJU_OPT_*). */
public enum Option {
    FOUL_POLICY(1),
    ALLOW_PASS(2),
    CENTRE_FIRST(3),
    MOVE_LIMIT(4),
    THREE_READING(5),
    OPENING(6),
    OPENING_N(7),
    EDGE_BLOCKS(8);

    private static final Option[] BY_VALUE = new Option[8];

    static {
        for (Option c : values())
            BY_VALUE[c.value - (1)] = c;
    }

    private final int value;

    Option(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static Option of(int value) {
        int i = value - (1);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no Option value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
