// SPDX-License-Identifier: MIT
package org.librenju;

/** The two players: the first makes the first move (RENJU_PLAYER_*). */
public enum Player {
    NONE(0),
    FIRST(1),
    SECOND(2);

    private static final Player[] BY_VALUE = new Player[3];

    static {
        for (Player c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    Player(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static Player of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no Player value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
