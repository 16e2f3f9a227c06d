// SPDX-License-Identifier: MIT
package org.librenju;

/** What a forbidden black move does (RENJU_FOUL_*). */
public enum FoulPolicy {
    REJECT(0),
    LOSE(1);

    private static final FoulPolicy[] BY_VALUE = new FoulPolicy[2];

    static {
        for (FoulPolicy c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    FoulPolicy(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static FoulPolicy of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no FoulPolicy value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
