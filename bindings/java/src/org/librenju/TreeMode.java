// SPDX-License-Identifier: MIT
package org.librenju;

/** Whether actions played are scratch or kept in the game tree (RENJU_TREE_*). */
public enum TreeMode {
    SCRATCH(0),
    KEEP(1);

    private static final TreeMode[] BY_VALUE = new TreeMode[2];

    static {
        for (TreeMode c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    TreeMode(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static TreeMode of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no TreeMode value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
