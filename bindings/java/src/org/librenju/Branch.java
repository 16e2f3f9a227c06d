// SPDX-License-Identifier: MIT
package org.librenju;

/** Taraguchi-N's branches at move 5 (RENJU_BRANCH_*). */
public enum Branch {
    FIFTH(1),
    OFFERS(2);

    private static final Branch[] BY_VALUE = new Branch[2];

    static {
        for (Branch c : values())
            BY_VALUE[c.value - (1)] = c;
    }

    private final int value;

    Branch(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static Branch of(int value) {
        int i = value - (1);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no Branch value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
