// SPDX-License-Identifier: MIT
package org.librenju;

/** A kind of forbidden point (RENJU_FORBID_*); toString() is the library's word ("double-three", "legal"). */
public enum ForbiddenKind {
    NONE(0),
    OVERLINE(1),
    DOUBLE_FOUR(2),
    DOUBLE_THREE(3);

    private static final ForbiddenKind[] BY_VALUE = new ForbiddenKind[4];

    static {
        for (ForbiddenKind c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    ForbiddenKind(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static ForbiddenKind of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no ForbiddenKind value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        String word = Native.word(2, value);
        return word != null ? word : name().toLowerCase(java.util.Locale.ROOT);
    }
}
