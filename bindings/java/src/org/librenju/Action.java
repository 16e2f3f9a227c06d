// SPDX-License-Identifier: MIT
package org.librenju;

/** What the game expects next (RENJU_ACTION_*). */
public enum Action {
    NONE(0),
    PLAY(1),
    STONE(2),
    SWAP(3),
    DECLARE(4),
    OFFERS(5),
    CHOOSE_OFFER(6),
    BRANCH(7),
    COLOUR(8),
    SWAP2(9);

    private static final Action[] BY_VALUE = new Action[10];

    static {
        for (Action c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    Action(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static Action of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no Action value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
