// SPDX-License-Identifier: MIT
package org.librenju;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A node of a game's tree: a light handle (the game and the node's number) that
 * reads through the library each time, under the game's lock.  A number stays valid
 * until its node is deleted (then OutOfRange, or a new node of that number).
 */
public final class Node {
    final Game game;
    final int number;

    Node(Game game, int number) {
        this.game = game;
        this.number = number;
    }

    /** The node's number (0 for the root). */
    public int number() {
        return number;
    }

    private Node at(int n) {
        return n == Renju.NO_NODE ? null : new Node(game, n);
    }

    /** The parent, null for the root. */
    public Node parent() {
        synchronized (game) {
            return at(Native.nodeParent(game.h(), number));
        }
    }

    public List<Node> children() {
        synchronized (game) {
            List<Node> out = new ArrayList<>();
            for (int c : Native.nodeChildren(game.h(), number))
                out.add(at(c));
            return out;
        }
    }

    public int depth() {
        synchronized (game) {
            return Native.nodeDepth(game.h(), number);
        }
    }

    /** The index among its siblings (0: the main line). */
    public int index() {
        synchronized (game) {
            return Native.nodeIndex(game.h(), number);
        }
    }

    /** The node after it in pre-order, null after the last. */
    public Node next() {
        synchronized (game) {
            return at(Native.nodeNext(game.h(), number));
        }
    }

    /** The child indexes from the root to this node. */
    public int[] path() {
        synchronized (game) {
            return Native.treePath(game.h(), number);
        }
    }

    /** The moves from the root to this node. */
    public List<Point> line() {
        synchronized (game) {
            return game.pts(Native.nodeLine(game.h(), number));
        }
    }

    public NodeKind kind() {
        synchronized (game) {
            return NodeKind.of(Native.nodeAction(game.h(), number)[0]);
        }
    }

    /** The colour of who acted (EMPTY for the root and a node without an action). */
    public Colour colour() {
        synchronized (game) {
            return Colour.of(Native.nodeAction(game.h(), number)[1]);
        }
    }

    /** The action's value (the point's index of a stone, the choice, ...). */
    public int value() {
        synchronized (game) {
            return Native.nodeAction(game.h(), number)[2];
        }
    }

    /** The point of a stone or a pass (PASS), null for another node. */
    public Point point() {
        synchronized (game) {
            int[] a = Native.nodeAction(game.h(), number);
            return a[0] == NodeKind.STONE.value() || a[0] == NodeKind.PASS.value()
                ? game.pts(new int[] { a[2] }).get(0) : null;
        }
    }

    /** The 5th-move offers of an offers node. */
    public List<Point> offers() {
        synchronized (game) {
            return game.pts(Native.nodeOffers(game.h(), number));
        }
    }

    /** Flags.NODE_* or'ed together. */
    public int flags() {
        synchronized (game) {
            return Native.nodeFlags(game.h(), number);
        }
    }

    public void setFlag(int flag, boolean on) {
        synchronized (game) {
            Native.nodeFlagSet(game.h(), number, flag, on ? 1 : 0);
        }
    }

    /** Why an illegal node broke the rules, as the exception its action raised; null
     *  for a node that did not. */
    public RenjuException error() {
        synchronized (game) {
            int[] code = new int[1];
            byte[] msg = Native.nodeError(game.h(), number, code);
            return code[0] == 0 ? null : RenjuException.of(code[0], msg);
        }
    }

    public String comment() {
        synchronized (game) {
            return Native.str(Native.nodeCommentGet(game.h(), number));
        }
    }

    /** Set the comment (null or "" removes it). */
    public void setComment(String text) {
        synchronized (game) {
            Native.nodeTextSet(game.h(), 0, number, Native.utf8(text));
        }
    }

    public String name() {
        synchronized (game) {
            return Native.str(Native.nodeNameGet(game.h(), number));
        }
    }

    public void setName(String text) {
        synchronized (game) {
            Native.nodeTextSet(game.h(), 1, number, Native.utf8(text));
        }
    }

    public String label(Point p) {
        synchronized (game) {
            return Native.str(Native.nodeLabelGet(game.h(), number, game.idx(p)));
        }
    }

    /** Set a label at a point (null or "" removes it). */
    public void setLabel(Point p, String text) {
        synchronized (game) {
            Native.nodeLabelSet(game.h(), number, game.idx(p), Native.utf8(text));
        }
    }

    /** The labels in the order they were set. */
    public Map<Point, String> labels() {
        synchronized (game) {
            long g = game.h();
            Map<Point, String> out = new LinkedHashMap<>();
            for (int p : Native.nodeLabels(g, number))
                out.put(game.pts(new int[] { p }).get(0),
                        Native.str(Native.nodeLabelGet(g, number, p)));
            return out;
        }
    }

    public Mark mark(Point p) {
        synchronized (game) {
            return Mark.of(Native.nodeMarkGet(game.h(), number, game.idx(p)));
        }
    }

    /** Set a mark (Mark.NONE removes it). */
    public void setMark(Point p, Mark mark) {
        synchronized (game) {
            Native.nodeMarkSet(game.h(), number, game.idx(p), Game.arg(mark, "mark").value());
        }
    }

    public Map<Point, Mark> marks() {
        synchronized (game) {
            int[] m = Native.nodeMarks(game.h(), number);
            Map<Point, Mark> out = new LinkedHashMap<>();
            for (int i = 0; i < m.length / 2; i++)
                out.put(game.pts(m, i, i + 1).get(0), Mark.of(m[m.length / 2 + i]));
            return out;
        }
    }

    /** Stones a record set up on this node (EMPTY: AE), kept and written back. */
    public Map<Point, Colour> setup() {
        synchronized (game) {
            int[] m = Native.nodeSetup(game.h(), number);
            Map<Point, Colour> out = new LinkedHashMap<>();
            for (int i = 0; i < m.length / 2; i++)
                out.put(game.pts(m, i, i + 1).get(0), Colour.of(m[m.length / 2 + i]));
            return out;
        }
    }

    /** The SGF properties the library keeps without using, as they came. */
    public String properties() {
        synchronized (game) {
            return Native.str(Native.nodeProperties(game.h(), number));
        }
    }

    /** The subtree's moves as one SGF game tree on one line. */
    public String export() {
        synchronized (game) {
            return Native.str(Native.nodeExport(game.h(), number));
        }
    }

    /** Go to this node; the game stands on it. */
    public void goTo() {
        synchronized (game) {
            Native.treeGoto(game.h(), number);
        }
    }

    /** Delete it and everything below it (not the root). */
    public void delete() {
        synchronized (game) {
            Native.treeDelete(game.h(), number);
        }
    }

    /** Make the path to it the main line. */
    public void promote() {
        synchronized (game) {
            Native.treePromote(game.h(), number);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Node && ((Node) o).game == game && ((Node) o).number == number;
    }

    @Override
    public int hashCode() {
        return number;
    }

    @Override
    public String toString() {
        return "Node(" + number + ")";
    }
}
