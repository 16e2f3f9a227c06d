// SPDX-License-Identifier: MIT
package org.librenju;

/** Marks on points of a node (RENJU_MARK_*). */
public enum Mark {
    NONE(0),
    TRIANGLE(1),
    SQUARE(2),
    CIRCLE(3),
    CROSS(4);

    private static final Mark[] BY_VALUE = new Mark[5];

    static {
        for (Mark c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    Mark(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static Mark of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no Mark value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
