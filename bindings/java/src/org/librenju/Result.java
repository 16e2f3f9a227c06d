// SPDX-License-Identifier: MIT
package org.librenju;

/** How the game stands (RENJU_ONGOING, _BLACK_WINS, _WHITE_WINS, _DRAW). */
public enum Result {
    ONGOING(0),
    BLACK_WINS(1),
    WHITE_WINS(2),
    DRAW(3);

    private static final Result[] BY_VALUE = new Result[4];

    static {
        for (Result c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    Result(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static Result of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no Result value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
