// SPDX-License-Identifier: MIT
package org.librenju;

/** The kinds of threat of defences() and proof() (RENJU_THREAT_*). */
public enum Threat {
    VCF(1),
    VCT(2),
    WIN(3);

    private static final Threat[] BY_VALUE = new Threat[3];

    static {
        for (Threat c : values())
            BY_VALUE[c.value - (1)] = c;
    }

    private final int value;

    Threat(int value) {
        this.value = value;
    }

    /** The library's integer for this constant. */
    public int value() {
        return value;
    }

    /** The constant of a library integer; OutOfRange for a value that is none. */
    public static Threat of(int value) {
        int i = value - (1);
        if (i < 0 || i >= BY_VALUE.length || BY_VALUE[i] == null)
            throw new RenjuException.OutOfRange(-3,
                value + " is no Threat value");
        return BY_VALUE[i];
    }

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
