// SPDX-License-Identifier: MIT
package org.librenju;

/**
 * A point of the board as a small value: its column (0 the leftmost, "a") and row (0
 * the bottom row, "1"), written "h8"; or {@link #PASS}, written "pass".  A point is
 * the same on any board: whether it is on a game's board, the game says (OutOfRange
 * with the library's message when it is not).
 */
public final class Point implements Comparable<Point> {
    /** A pass, in move lists. */
    public static final Point PASS = new Point(-1, -1);

    private static final Point[] CACHE = new Point[Renju.MAX_SIZE * Renju.MAX_SIZE];

    static {
        for (int r = 0; r < Renju.MAX_SIZE; r++)
            for (int c = 0; c < Renju.MAX_SIZE; c++)
                CACHE[r * Renju.MAX_SIZE + c] = new Point(c, r);
    }

    private final int column, row;

    private Point(int column, int row) {
        this.column = column;
        this.row = row;
    }

    /** The point at a column and row, each 0 to 19 (OutOfRange otherwise). */
    public static Point of(int column, int row) {
        if (column < 0 || column >= Renju.MAX_SIZE || row < 0 || row >= Renju.MAX_SIZE)
            throw new RenjuException.OutOfRange(-3, "column " + column + ", row " + row
                + " is off every board (0 to " + (Renju.MAX_SIZE - 1) + ")");
        return CACHE[row * Renju.MAX_SIZE + column];
    }

    /**
     * Parse notation: a column letter (a to t, either case) and a row number (1 to 20,
     * no leading zero), or "pass" or "--".  NotationError for anything else (null
     * included), OutOfRange for a well-formed point off every board.
     */
    public static Point parse(String text) {
        if (text == null)
            throw new RenjuException.NotationError(-9, "the point is null");
        if (text.equalsIgnoreCase("pass") || text.equals("--"))
            return PASS;
        int n = text.length();
        if (n < 2 || n > 12)
            throw notation(text);
        char c = Character.toLowerCase(text.charAt(0));
        if (c < 'a' || c > 'z' || text.charAt(1) == '0')
            throw notation(text);
        long row = 0;
        for (int i = 1; i < n; i++) {
            char d = text.charAt(i);
            if (d < '0' || d > '9')
                throw notation(text);
            row = row * 10 + (d - '0');
        }
        if (c - 'a' >= Renju.MAX_SIZE || row > Renju.MAX_SIZE)
            throw new RenjuException.OutOfRange(-3, text + " is off every board");
        return of(c - 'a', (int) row - 1);
    }

    private static RenjuException notation(String text) {
        return new RenjuException.NotationError(-9, "\"" + text
            + "\" is no point: a letter and a number, such as h8, or pass");
    }

    /** The point of the library's index on a board of size (PASS for RENJU_PASS). */
    public static Point fromIndex(int index, int size) {
        if (index == Renju.PASS_INDEX)
            return PASS;
        if (size < 1 || size > Renju.MAX_SIZE || index < 0 || index >= size * size)
            throw new RenjuException.OutOfRange(-3, index + " is no point of a "
                + size + "x" + size + " board");
        return CACHE[(index / size) * Renju.MAX_SIZE + index % size];
    }

    /** The library's index on a board of size (RENJU_PASS for PASS); OutOfRange off it. */
    public int index(int size) {
        if (this == PASS)
            return Renju.PASS_INDEX;
        if (column >= size || row >= size)
            throw new RenjuException.OutOfRange(-3, this + " is off the " + size + "x"
                + size + " board");
        return row * size + column;
    }

    /** True for PASS. */
    public boolean isPass() {
        return this == PASS;
    }

    /** The column, 0 for "a" (-1 for PASS). */
    public int column() {
        return column;
    }

    /** The row, 0 for "1" (-1 for PASS). */
    public int row() {
        return row;
    }

    @Override
    public String toString() {
        return this == PASS ? "pass" : (char) ('a' + column) + Integer.toString(row + 1);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Point && ((Point) o).column == column && ((Point) o).row == row;
    }

    @Override
    public int hashCode() {
        return row * 31 + column;
    }

    /** Row by row from the bottom, each row from the left; PASS first. */
    @Override
    public int compareTo(Point o) {
        return row != o.row ? Integer.compare(row, o.row) : Integer.compare(column, o.column);
    }
}
