// SPDX-License-Identifier: MIT
package org.librenju;

/** The choice of three of Swap2 and Super Sakata (RENJU_SWAP2_*). */
public enum Swap2Choice {
    BLACK(1),
    WHITE(2),
    TWO_MORE(3);

    private static final Swap2Choice[] BY_VALUE = new Swap2Choice[3];

    static {
        for (Swap2Choice c : values())
            BY_VALUE[c.value - (1)] = c;
    }

    private final int value;

    Swap2Choice(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static Swap2Choice of(int value) {
        int i = value - (1);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no Swap2Choice value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
