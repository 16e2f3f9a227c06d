// SPDX-License-Identifier: MIT
package org.librenju;

import java.io.IOException;
import java.lang.ref.Cleaner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * An index of the positions of many games (renju_index(3)): every position of each
 * game added, found in any orientation and move order, with the moves played next.
 * AutoCloseable as Game is (IllegalStateException after close()); its methods are
 * synchronized on the index, and take the game's lock too.
 */
public final class Index implements AutoCloseable {
    static final class Handle implements Runnable {
        long ptr;

        Handle(long ptr) {
            this.ptr = ptr;
        }

        @Override
        public void run() {
            long p = ptr;
            ptr = 0;
            if (p != 0)
                Native.indexFree(p);
        }
    }

    private final Handle handle;
    private final Cleaner.Cleanable cleanable;

    /** A new, empty index. */
    public Index() {
        handle = new Handle(Native.indexNew());
        cleanable = Game.CLEANER.register(this, handle);
    }

    /** An index opened on bytes toBytes() wrote (copied); it takes no more games. */
    public static Index fromBytes(byte[] data) {
        Index ix = new Index();
        try {
            Native.indexOpen(ix.h(), Game.arg(data, "index's bytes"));
            return ix;
        } catch (RuntimeException e) {
            ix.close();
            throw e;
        }
    }

    /** An index read from a file save() wrote. */
    public static Index open(Path path) throws IOException {
        return fromBytes(Files.readAllBytes(path));
    }

    private long h() {
        if (handle.ptr == 0)
            throw new IllegalStateException("the index is closed");
        return handle.ptr;
    }

    @Override
    public synchronized void close() {
        cleanable.clean();
    }

    /** Add every position of a game's tree; result what its record says; returns
     *  the game's number in the index. */
    public synchronized int add(Game game, Result result, String label) {
        long ix = h();
        Game.arg(game, "game");
        synchronized (game) {
            return Native.indexAdd(ix, game.h(), Game.arg(result, "result").value(),
                                   Native.utf8(label));
        }
    }

    /** The number of games. */
    public synchronized int size() {
        return Native.indexGames(h());
    }

    public synchronized int positions() {
        return Native.indexPositions(h());
    }

    public synchronized String label(int game) {
        return Native.str(Native.indexLabel(h(), game));
    }

    public synchronized Result result(int game) {
        return Result.of(Native.indexResult(h(), game));
    }

    /** The games that reach the position game stands on, by number. */
    public synchronized int[] find(Game game) {
        long ix = h();
        synchronized (Game.arg(game, "game")) {
            return Native.indexFind(ix, game.h());
        }
    }

    /** The moves played next from that position, in game's orientation. */
    public synchronized List<NextMove> nextMoves(Game game) {
        long ix = h();
        synchronized (Game.arg(game, "game")) {
            int[] m = Native.indexNext(ix, game.h());
            List<NextMove> out = new ArrayList<>();
            for (int i = 0; i + 4 < m.length; i += 5)
                out.add(new NextMove(game.pointAt(m[i]), m[i + 1], m[i + 2], m[i + 3], m[i + 4]));
            return out;
        }
    }

    /** The index as bytes, what fromBytes() reads on any machine. */
    public synchronized byte[] toBytes() {
        return Native.indexWrite(h());
    }

    public synchronized void save(Path path) throws IOException {
        Files.write(path, toBytes());
    }

    /** A move played next: the point, the games that played it, and how they ended. */
    public static final class NextMove {
        public final Point point;
        public final int games, blackWins, draws, blackLosses;

        NextMove(Point point, int games, int blackWins, int draws, int blackLosses) {
            this.point = point;
            this.games = games;
            this.blackWins = blackWins;
            this.draws = draws;
            this.blackLosses = blackLosses;
        }

        @Override
        public String toString() {
            return point + " " + games + " (" + blackWins + "/" + draws + "/" + blackLosses + ")";
        }
    }
}
