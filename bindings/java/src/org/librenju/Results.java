// SPDX-License-Identifier: MIT
package org.librenju;

import java.util.Collections;
import java.util.List;

/** The small values the game's queries give, each immutable. */
public final class Results {
    private Results() {
    }

    /** What vcf(), vct() and solve() found: the outcome, the main line (empty unless
     *  a win) and the positions searched. */
    public static final class Search {
        public final SolveOutcome outcome;
        public final List<Point> line;
        public final int nodes;

        Search(SolveOutcome outcome, List<Point> line, int nodes) {
            this.outcome = outcome;
            this.line = Collections.unmodifiableList(line);
            this.nodes = nodes;
        }

        @Override
        public String toString() {
            return outcome + " " + line + " (" + nodes + " nodes)";
        }
    }

    /** What defences() found: WIN with the moves that stop the threat (none: every
     *  move loses), NONE (no threat: every legal point), UNKNOWN (those proved). */
    public static final class Defences {
        public final SolveOutcome outcome;
        public final List<Point> points;
        public final int nodes;

        Defences(SolveOutcome outcome, List<Point> points, int nodes) {
            this.outcome = outcome;
            this.points = Collections.unmodifiableList(points);
            this.nodes = nodes;
        }

        @Override
        public String toString() {
            return outcome + " " + points + " (" + nodes + " nodes)";
        }
    }

    /** The foul that ended a game: its kind and point. */
    public static final class Foul {
        public final ForbiddenKind kind;
        public final Point point;

        Foul(ForbiddenKind kind, Point point) {
            this.kind = kind;
            this.point = point;
        }

        @Override
        public String toString() {
            return point + " " + kind;
        }
    }

    /** A key point of a shape and whether it can be played. */
    public static final class Key {
        public final Point point;
        public final KeyStatus status;

        Key(Point point, KeyStatus status) {
            this.point = point;
            this.status = status;
        }

        @Override
        public String toString() {
            return point + " " + status;
        }
    }

    /** A warning of the last import: its code, where (1-based; 0 for the record as a
     *  whole), how many times, and the library's message. */
    public static final class RecordWarning {
        public final int code, line, column, count;
        public final String message;

        RecordWarning(int code, int line, int column, int count, String message) {
            this.code = code;
            this.line = line;
            this.column = column;
            this.count = count;
            this.message = message;
        }

        /** The code as a WarningCode. */
        public WarningCode warningCode() {
            return WarningCode.of(code);
        }

        @Override
        public String toString() {
            return line + ":" + column + ": " + message;
        }
    }

    /** What importNext() did: read a game (true) or found only blank text (false),
     *  and where the next game starts. */
    public static final class ImportNext {
        public final boolean read;
        public final long end;

        ImportNext(boolean read, long end) {
            this.read = read;
            this.end = end;
        }
    }

    /** The position's key (16 bytes) and the symmetry to its canonical image. */
    public static final class PositionKey {
        private final byte[] key;
        public final Symmetry symmetry;

        PositionKey(byte[] key, Symmetry symmetry) {
            this.key = key;
            this.symmetry = symmetry;
        }

        /** A copy of the key's 16 bytes, most significant first. */
        public byte[] bytes() {
            return key.clone();
        }

        /** The key in 32 hexadecimal digits. */
        public String hex() {
            StringBuilder b = new StringBuilder();
            for (byte x : key)
                b.append(String.format("%02x", x & 0xff));
            return b.toString();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof PositionKey && java.util.Arrays.equals(key, ((PositionKey) o).key);
        }

        @Override
        public int hashCode() {
            return java.util.Arrays.hashCode(key);
        }

        @Override
        public String toString() {
            return hex();
        }
    }

    /** The opening three stones form (index 1 to 26, 0 for none) and the symmetry
     *  that maps the table's stones onto them. */
    public static final class OpeningMatch {
        public final int index;
        public final Symmetry symmetry;

        OpeningMatch(int index, Symmetry symmetry) {
            this.index = index;
            this.symmetry = symmetry;
        }
    }
}
