// SPDX-License-Identifier: MIT
package org.librenju;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** One of the 26 canonical renju openings: its index (1-13 direct, 14-26 indirect),
 *  name ("Kansei") and Japanese name, from the library. */
public final class Opening {
    public final int index;
    public final String name, kanji;
    public final boolean direct;

    private Opening(int index) {
        this.index = index;
        this.name = Native.word(6, index);
        this.kanji = Native.word(7, index);
        this.direct = Native.openingDirect(index) == 1;
    }

    /** The opening of index 1 to 26; OutOfRange otherwise. */
    public static Opening of(int index) {
        if (index < 1 || index > Renju.OPENINGS)
            throw new RenjuException.OutOfRange(-3, "opening " + index
                + " is none of the 26 (1 to 26)");
        return new Opening(index);
    }

    /** The 26 in order. */
    public static List<Opening> all() {
        List<Opening> all = new ArrayList<>();
        for (int i = 1; i <= Renju.OPENINGS; i++)
            all.add(new Opening(i));
        return Collections.unmodifiableList(all);
    }

    @Override
    public String toString() {
        return index + " " + name;
    }
}
