// SPDX-License-Identifier: MIT
package org.librenju;

/**
 * A win with its proof (renju_proof(3)): on a win, game() is a new Game standing
 * where the searched one stands, whose children there are the proof, and node() the
 * proof's first move; export() is the proof as one line of SGF.  The proof's game is
 * the caller's: close the Proof (try-with-resources) or its game.
 */
public final class Proof implements AutoCloseable {
    public final SolveOutcome outcome;
    public final int nodes;
    private final Game game;
    private final int first;

    Proof(SolveOutcome outcome, Game game, int first, int nodes) {
        this.outcome = outcome;
        this.game = game;
        this.first = first;
        this.nodes = nodes;
    }

    /** The proof's game, null unless a win. */
    public Game game() {
        return game;
    }

    /** The proof's first move, null unless a win. */
    public Node node() {
        return game == null ? null : new Node(game, first);
    }

    /** The proof as one SGF game tree ("(;B[jh])"), null unless a win. */
    public String export() {
        return game == null ? null : node().export();
    }

    @Override
    public void close() {
        if (game != null)
            game.close();
    }
}
