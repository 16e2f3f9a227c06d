// SPDX-License-Identifier: MIT
package org.librenju;

/** What a node of the game tree holds (RENJU_NODE_ROOT ... RENJU_NODE_NONE). */
public enum NodeKind {
    ROOT(0),
    STONE(1),
    PASS(2),
    RESIGN(3),
    FORFEIT(4),
    ACCEPT_DRAW(5),
    DECLINE_DRAW(6),
    SWAP(7),
    DECLARE(8),
    OFFERS(9),
    BRANCH(10),
    COLOUR(11),
    SWAP2(12),
    NONE(13);

    private static final NodeKind[] BY_VALUE = new NodeKind[14];

    static {
        for (NodeKind c : values())
            BY_VALUE[c.value - (0)] = c;
    }

    private final int value;

    NodeKind(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static NodeKind of(int value) {
        int i = value - (0);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no NodeKind value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
