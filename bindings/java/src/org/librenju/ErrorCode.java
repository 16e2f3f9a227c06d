// SPDX-License-Identifier: MIT
package org.librenju;

/** The codes of the library's errors (RENJU_OK and RENJU_E*); each failure raises the RenjuException of its code. */
public enum ErrorCode {
    OK(0),
    EINVAL(-1),
    ENOMEM(-2),
    ERANGE(-3),
    EOCCUPIED(-4),
    EFORBIDDEN(-5),
    EGAMEOVER(-6),
    EPHASE(-7),
    EPLAYER(-8),
    ENOTATION(-9),
    EBUFSIZE(-10),
    ENOMOVE(-11),
    ENOPASS(-12),
    EPOSITION(-13),
    EEQUIVALENT(-14),
    EPARSE(-15);

    private static final ErrorCode[] BY_VALUE = new ErrorCode[16];

    static {
        for (ErrorCode c : values())
            BY_VALUE[c.value - (-15)] = c;
    }

    private final int value;

    ErrorCode(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static ErrorCode of(int value) {
        int i = value - (-15);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no ErrorCode value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name();
    }
}
