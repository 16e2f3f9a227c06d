// SPDX-License-Identifier: MIT
package org.librenju;

/** What a record import read leniently or passed over (RENJU_WARN_*). */
public enum WarningCode {
    GAME_TYPE(1),
    CHARSET(2),
    TEXT(3),
    SKIPPED(4),
    VARIATIONS(5),
    RULES(6),
    UNRECORDED(7),
    OPENING(8),
    RESULT(9),
    LAYOUT(10),
    ILLEGAL_LINE(11),
    NOT_WRITTEN(12);

    private static final WarningCode[] BY_VALUE = new WarningCode[12];

    static {
        for (WarningCode c : values())
            BY_VALUE[c.value - (1)] = c;
    }

    private final int value;

    WarningCode(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static WarningCode of(int value) {
        int i = value - (1);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no WarningCode value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
