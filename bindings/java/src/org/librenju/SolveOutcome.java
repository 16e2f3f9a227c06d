// SPDX-License-Identifier: MIT
package org.librenju;

/** What a search found (RENJU_SOLVE_*). */
public enum SolveOutcome {
    NONE(0),
    WIN(1),
    UNKNOWN(2);

    private static final SolveOutcome[] BY_VALUE = new SolveOutcome[3];

    static {
        for (SolveOutcome c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    SolveOutcome(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static SolveOutcome of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no SolveOutcome value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
