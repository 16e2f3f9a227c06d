// SPDX-License-Identifier: MIT
package org.librenju;

/** What one stone makes on one line (RENJU_SHAPE_*). */
public enum Shape {
    NONE(0),
    FIVE(1),
    OVERLINE(2),
    STRAIGHT_FOUR(3),
    FOUR(4),
    DOUBLE_FOUR(5),
    THREE(6),
    FALSE_THREE(7);

    private static final Shape[] BY_VALUE = new Shape[8];

    static {
        for (Shape c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    Shape(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static Shape of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no Shape value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
