// SPDX-License-Identifier: MIT
package org.librenju;

import java.util.ArrayList;
import java.util.List;

/**
 * A game's tree (renju_tree(3)): the root is the starting position, every other node
 * one action, its first child the main line.  The game stands on one node; the
 * moving calls return the node reached.  Each call holds the game's lock.
 */
public final class Tree {
    private final Game game;

    Tree(Game game) {
        this.game = game;
    }

    private Node at(int n) {
        return new Node(game, n);
    }

    public Node current() {
        synchronized (game) {
            return at(Native.treeNode(game.h()));
        }
    }

    public Node root() {
        synchronized (game) {
            game.h();
            return at(0);
        }
    }

    /** The node of a number (OutOfRange when there is none). */
    public Node node(int number) {
        synchronized (game) {
            Native.nodeDepth(game.h(), number);
            return at(number);
        }
    }

    /** The number of nodes, the root included. */
    public int size() {
        synchronized (game) {
            return Native.nodeCount(game.h());
        }
    }

    public Node goToRoot() {
        synchronized (game) {
            Native.treeRoot(game.h());
            return at(Native.treeNode(game.h()));
        }
    }

    public Node goToParent() {
        synchronized (game) {
            Native.treeParent(game.h());
            return at(Native.treeNode(game.h()));
        }
    }

    public Node goToChild(int index) {
        synchronized (game) {
            Native.treeChild(game.h(), index);
            return at(Native.treeNode(game.h()));
        }
    }

    public Node goToSibling(int step) {
        synchronized (game) {
            Native.treeSibling(game.h(), step);
            return at(Native.treeNode(game.h()));
        }
    }

    public Node goTo(Node node) {
        synchronized (game) {
            Native.treeGoto(game.h(), own(node));
            return at(Native.treeNode(game.h()));
        }
    }

    /** Follow child indexes from the root (Node.path()). */
    public Node follow(int... path) {
        synchronized (game) {
            Native.treeFollow(game.h(), path);
            return at(Native.treeNode(game.h()));
        }
    }

    public TreeMode mode() {
        synchronized (game) {
            return TreeMode.of(Native.treeModeGet(game.h()));
        }
    }

    public void setMode(TreeMode mode) {
        synchronized (game) {
            Native.treeModeSet(game.h(), Game.arg(mode, "tree mode").value());
        }
    }

    /** Every node in pre-order, in one list. */
    public List<Node> nodes() {
        synchronized (game) {
            long g = game.h();
            List<Node> out = new ArrayList<>();
            for (int n = 0; n != Renju.NO_NODE; n = Native.nodeNext(g, n))
                out.add(at(n));
            return out;
        }
    }

    int own(Node node) {
        Game.arg(node, "node");
        if (node.game != game)
            throw new RenjuException.InvalidArgument(-1, "the node is of another game");
        return node.number;
    }
}
