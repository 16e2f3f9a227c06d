// SPDX-License-Identifier: MIT
package org.librenju;

/** The 8 symmetries of the square board (RENJU_SYM_*). */
public enum Symmetry {
    IDENTITY(0),
    ROTATE_90(1),
    ROTATE_180(2),
    ROTATE_270(3),
    FLIP_COLUMNS(4),
    FLIP_ROWS(5),
    DIAGONAL(6),
    ANTIDIAGONAL(7);

    private static final Symmetry[] BY_VALUE = new Symmetry[8];

    static {
        for (Symmetry c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    Symmetry(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static Symmetry of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no Symmetry value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
