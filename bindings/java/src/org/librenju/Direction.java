// SPDX-License-Identifier: MIT
package org.librenju;

/** Line directions through a point (RENJU_DIR_*). */
public enum Direction {
    HORIZONTAL(0),
    VERTICAL(1),
    DIAGONAL(2),
    ANTIDIAGONAL(3);

    private static final Direction[] BY_VALUE = new Direction[4];

    static {
        for (Direction c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    Direction(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static Direction of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no Direction value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
