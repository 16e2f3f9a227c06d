// SPDX-License-Identifier: MIT
package org.librenju;

/** Whether a key point of a shape can be played: PLAYABLE, a forbidden kind, or MAKES_FIVE (renju_shape_keys()). */
public enum KeyStatus {
    PLAYABLE(0),
    OVERLINE(1),
    DOUBLE_FOUR(2),
    DOUBLE_THREE(3),
    MAKES_FIVE(4);

    private static final KeyStatus[] BY_VALUE = new KeyStatus[5];

    static {
        for (KeyStatus c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    KeyStatus(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static KeyStatus of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no KeyStatus value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
