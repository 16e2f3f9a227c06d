// SPDX-License-Identifier: MIT
// Point.cs - a point of the board as a value: its column and row counted from 0 at
// the bottom left, written as the library writes it ("h8", column letter then row
// number), or the pass.  A Point does not know the board's size: a game checks it
// (OutOfRangeException with the library's message off its board).
using System;

namespace Renju
{
    public struct Point : IEquatable<Point>
    {
        const int PassMark = -1;
        readonly int column, row;

        /// <summary>The point at column and row (0-based, row 0 at the bottom); both
        /// 0 to 25, so that a letter can name the column.</summary>
        public Point(int column, int row)
        {
            if (column < 0 || column > 25 || row < 0 || row > 98)
                throw new ArgumentOutOfRangeException(column < 0 || column > 25 ? "column" : "row",
                    "a point's column is 0 to 25 and its row 0 to 98");
            this.column = column;
            this.row = row;
        }

        Point(int mark) { column = mark; row = mark; }

        /// <summary>The pass, in move lists (RENJU_PASS).</summary>
        public static readonly Point Pass = new Point(PassMark);

        public int Column { get { CheckNotPass(); return column; } }
        public int Row { get { CheckNotPass(); return row; } }
        public bool IsPass { get { return column == PassMark; } }

        void CheckNotPass()
        {
            if (IsPass)
                throw new InvalidOperationException("the pass has no column or row");
        }

        /// <summary>Notation as the library reads it: "h8", "H8", "pass", "--"; the
        /// whole text one point, no leading zeros.  NotationException otherwise (the
        /// board's size is checked where the point is used).</summary>
        public static Point Parse(string text)
        {
            Point p;
            if (text == null)
                throw new ArgumentNullException("text");
            if (!TryParse(text, out p))
                throw new NotationException((int)ErrorCode.Notation,
                    "\"" + text + "\" is not a point (a letter and a number, as h8, or pass)");
            return p;
        }

        public static bool TryParse(string text, out Point point)
        {
            point = default(Point);
            if (text == null)
                return false;
            string t = text.ToLowerInvariant();
            if (t == "pass" || t == "--") {
                point = Pass;
                return true;
            }
            if (t.Length < 2 || t.Length > 3 || t[0] < 'a' || t[0] > 'z' || t[1] < '1' || t[1] > '9')
                return false;
            int n = t[1] - '0';
            if (t.Length == 3) {
                if (t[2] < '0' || t[2] > '9')
                    return false;
                n = n * 10 + t[2] - '0';
            }
            point = new Point(t[0] - 'a', n - 1);
            return true;
        }

        public override string ToString()
        {
            if (IsPass)
                return "pass";
            return ((char)('a' + column)).ToString() + (row + 1).ToString(System.Globalization.CultureInfo.InvariantCulture);
        }

        public bool Equals(Point other) { return column == other.column && row == other.row; }
        public override bool Equals(object obj) { return obj is Point && Equals((Point)obj); }
        public override int GetHashCode() { return column * 128 + row; }
        public static bool operator ==(Point a, Point b) { return a.Equals(b); }
        public static bool operator !=(Point a, Point b) { return !a.Equals(b); }
        public static implicit operator Point(string text) { return Parse(text); }
    }
}
