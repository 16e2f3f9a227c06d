// SPDX-License-Identifier: MIT
package org.librenju;

/** The library's bit flags, or'ed together where a call takes them. */
public final class Flags {
    private Flags() {
    }

    /** Flags of {@link Game#boardText(int)} (RENJU_TEXT_*). */
    public static final int TEXT_FORBIDDEN = 1, TEXT_LAST = 2, TEXT_OFFERS = 4;

    /** Flags of {@link Game#diagramSvg} (RENJU_DIAGRAM_*). */
    public static final int DIAGRAM_COORDS = 1, DIAGRAM_COORDS_ALL = 2, DIAGRAM_NUMBERS = 4,
        DIAGRAM_LAST = 8, DIAGRAM_FORBIDDEN = 16, DIAGRAM_MARKS = 32, DIAGRAM_PLAIN = 64,
        DIAGRAM_DEFAULT = 57;

    /** Flags of {@link Game#importRecord} (RENJU_IMPORT_*). */
    public static final int IMPORT_RULES = 1, IMPORT_PARTIAL = 2;

    /** Flags of a node of the game tree (RENJU_NODE_KEPT ...). */
    public static final int NODE_KEPT = 1, NODE_ILLEGAL = 2, NODE_UNPLAYABLE = 4,
        NODE_DRAW_OFFER = 8, NODE_FOUL = 16, NODE_MARKED = 32, NODE_START = 64;
}
