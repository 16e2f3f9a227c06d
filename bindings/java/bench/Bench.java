// SPDX-License-Identifier: MIT
// Bench - what a call through the Java binding costs, to compare with bench/bench_forbidden
// (C): on positions grown as that benchmark grows its "real-game-like" set (10 to 30
// stones in the central 11x11, each next to an earlier one, black never on a forbidden
// point, nobody making a five), the nanoseconds of the rows of bench_forbidden:
//   - the forbidden map from scratch, forbiddenMap(byte[]) of a position just set up
//     (reset() and setup(), untimed, before each call), which the game has no map of:
//     each call timed alone, less the cost of reading the clock (a pair of
//     System.nanoTime(), known to some nanoseconds only: this row's precision);
//   - the forbidden map asked again of the position it was asked of last: the game's
//     kept map copied out, forbiddenMap(byte[]) and forbiddenMap() (a new byte[]);
//   - play(index) then undo() on every legal point next to a stone, per point, black to
//     move and white to move;
//   - play(index), forbiddenMap(byte[]) then undo() on the same points, per point: what
//     an engine's search does at each node, the map following the moves;
//   - moveCount(), a call that does next to nothing: the cost of a call itself; and
//     timed as the map from scratch is, after a set-up and alone: what the timing of
//     one call adds to the call (a cold path, the clock).
// Each call repeated in timed batches (the map from scratch: 20 calls a batch), a
// position's figure the median of its batches; then the median, 99th percentile and
// maximum over the positions.  Not run by make check: the figures depend on the machine.
// With -f FILE, the positions of tests/data/forbidden-vectors.txt instead, as
// bench_forbidden -f measures them (its "real" set): the same positions in both.
// Usage: java -Dorg.librenju.library=.../librenju_jni.so -cp classes:. Bench [positions]
//        ... Bench -f tests/data/forbidden-vectors.txt
import org.librenju.*;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

public final class Bench {
    static final int BATCHES = 5;
    static final int SCRATCH_REPS = 20;   // maps from scratch per batch

    static long sink;
    static double clockCost;              // of one System.nanoTime() pair


    interface Op {
        void run(Game g, int[] points);
    }

    /** A position grown at random, as bench_forbidden grows its games. */
    static Game grow(Random rnd) {
        while (true) {
            Game g = new Game(Ruleset.RENJU);
            int want = 10 + rnd.nextInt(21);
            boolean ok = true;
            for (int n = 0; n < want && ok; n++) {
                List<Point> near = new ArrayList<>();
                for (int r = 2; r <= 12; r++)
                    for (int c = 2; c <= 12; c++) {
                        Point p = Point.of(c, r);
                        if (g.stone(p) == Colour.EMPTY && (n == 0 ? c == 7 && r == 7 : touches(g, c, r)))
                            near.add(p);
                    }
                ok = false;
                for (int tries = 0; tries < 30 && !near.isEmpty(); tries++) {
                    Point p = near.get(rnd.nextInt(near.size()));
                    if (g.sideToMove() == Colour.BLACK && g.forbidden(p) != ForbiddenKind.NONE)
                        continue;
                    g.play(p);
                    if (g.isOver()) {
                        g.undo();
                        continue;
                    }
                    ok = true;
                    break;
                }
            }
            if (ok)
                return g;
            g.close();
        }
    }

    static boolean touches(Game g, int c, int r) {
        for (int dr = -1; dr <= 1; dr++)
            for (int dc = -1; dc <= 1; dc++)
                if ((dr != 0 || dc != 0) && c + dc >= 0 && c + dc < 15 && r + dr >= 0 && r + dr < 15
                    && g.stone(Point.of(c + dc, r + dr)) != Colour.EMPTY)
                    return true;
        return false;
    }

    /** The legal empty points next to a stone, as indexes. */
    static int[] candidates(Game g) {
        byte[] board = g.board(), map = g.forbiddenMap();
        boolean black = g.sideToMove() == Colour.BLACK;
        int[] out = new int[225];
        int n = 0;
        for (int i = 0; i < 225; i++)
            if (board[i] == 0 && !(black && map[i] != 0) && touches(g, i % 15, i / 15))
                out[n++] = i;
        return Arrays.copyOf(out, n);
    }

    /** The median over batches of the nanoseconds of one call of op (per point for
     *  the play+undo ones: calls counts them). */
    static double measure(Game g, Op op, int[] points, int calls) {
        int reps = 1;
        double[] batch = new double[BATCHES];
        while (true) {                          // batches of about 2 ms
            long t = System.nanoTime();
            for (int i = 0; i < reps; i++)
                op.run(g, points);
            if (System.nanoTime() - t > 2_000_000 || reps > 1 << 20)
                break;
            reps *= 2;
        }
        for (int b = 0; b < BATCHES; b++) {
            long t = System.nanoTime();
            for (int i = 0; i < reps; i++)
                op.run(g, points);
            batch[b] = (System.nanoTime() - t) / (double) reps / calls;
        }
        Arrays.sort(batch);
        return batch[BATCHES / 2];
    }

    /** The median of the clock's cost, a pair of System.nanoTime(), over readings
     *  enough for the loop to be compiled as the timed code is. */
    static double calibrate() {
        double[] v = new double[100_001];
        for (int i = 0; i < v.length; i++) {
            long t = System.nanoTime();
            v[i] = System.nanoTime() - t;
        }
        Arrays.sort(v);
        return v[v.length / 2];
    }

    /** The median over batches of the nanoseconds of one call of op, the position set
     *  up again before each (untimed), each call timed alone, less the cost of reading
     *  the clock: for the map, the map from scratch. */
    static double measureScratch(Game g, List<Point> black, List<Point> white, Op op) {
        double[] batch = new double[BATCHES];
        for (int b = 0; b < BATCHES; b++) {
            double t = 0;
            for (int k = 0; k < SCRATCH_REPS; k++) {
                g.reset();
                g.setup(black, white, Colour.BLACK);
                long t0 = System.nanoTime();
                op.run(g, null);
                t += System.nanoTime() - t0 - clockCost;
            }
            batch[b] = t / SCRATCH_REPS;
        }
        Arrays.sort(batch);
        return batch[BATCHES / 2];
    }

    static String stats(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return String.format("median %8.1f  p99 %8.1f  max %8.1f",
            s[s.length / 2], s[Math.min(s.length - 1, (int) Math.ceil(s.length * 0.99) - 1)],
            s[s.length - 1]);
    }

    /** A game of the stones given, side to move; null where the rules refuse it. */
    static Game setUp(List<Point> black, List<Point> white, Colour side) {
        Game g = new Game(Ruleset.RENJU);
        try {
            g.setup(black, white, side);
            return g;
        } catch (RenjuException e) {
            g.close();
            return null;
        }
    }

    static List<Point> parse(String field) {
        List<Point> out = new ArrayList<>();
        if (!field.trim().equals("-"))
            for (String w : field.trim().split("\\s+"))
                out.add(Point.parse(w));
        return out;
    }

    public static void main(String[] args) throws java.io.IOException {
        List<List<Point>[]> stones = new ArrayList<>();
        String set;
        if (args.length > 1 && args[0].equals("-f")) {
            set = "real (forbidden-point vectors)";
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Paths.get(args[1]))) {
                if (line.isBlank() || line.startsWith("#"))
                    continue;
                String[] f = line.split(" \\| ");
                @SuppressWarnings("unchecked")
                List<Point>[] bw = new List[] { parse(f[1]), parse(f[2]) };
                stones.add(bw);
            }
        } else {
            set = "real-game-like";
            int count = args.length > 0 ? Integer.parseInt(args[0]) : 200;
            Random rnd = new Random(20261203);
            for (int i = 0; i < count; i++) {
                try (Game g = grow(rnd)) {
                    List<Point> moves = g.moves();
                    @SuppressWarnings("unchecked")
                    List<Point>[] bw = new List[] { new ArrayList<Point>(), new ArrayList<Point>() };
                    for (int k = 0; k < moves.size(); k++)
                        bw[k % 2].add(moves.get(k));
                    stones.add(bw);
                }
            }
        }
        int n = stones.size();
        byte[] buf = new byte[225];
        String[] names = { "map from scratch, byte[]", "map asked again, byte[]",
                           "map asked again, new byte[]",
                           "play+undo, black to move", "play+undo, white to move",
                           "play+map+undo, black", "play+map+undo, white",
                           "moveCount() (the call alone)", "moveCount(), after a set-up" };
        double[][] figures = new double[names.length][n];
        int[] counted = new int[names.length];
        for (int round = 0; round < 2; round++) {      // the first round warms the JIT
            Arrays.fill(counted, 0);
            clockCost = calibrate();
            for (int i = 0; i < n; i++) {
                List<Point> black = stones.get(i)[0], white = stones.get(i)[1];
                for (int side = 0; side < 2; side++) {
                    Game h = setUp(black, white, side == 0 ? Colour.BLACK : Colour.WHITE);
                    if (h == null)
                        continue;
                    if (side == 0) {
                        figures[0][counted[0]++] = measureScratch(h, black, white, (x, p) -> sink += x.forbiddenMap(buf));
                        figures[8][counted[8]++] = measureScratch(h, black, white, (x, p) -> sink += x.moveCount());
                        h.forbiddenMap(buf);           // the map to ask again
                        figures[1][counted[1]++] = measure(h, (x, p) -> sink += x.forbiddenMap(buf), null, 1);
                        figures[2][counted[2]++] = measure(h, (x, p) -> sink += x.forbiddenMap().length, null, 1);
                        figures[7][counted[7]++] = measure(h, (x, p) -> sink += x.moveCount(), null, 1);
                    }
                    int[] pts = candidates(h);
                    if (pts.length > 0) {
                        figures[3 + side][counted[3 + side]++] = measure(h, (x, p) -> {
                            for (int q : p) {
                                x.play(q);
                                x.undo();
                            }
                        }, pts, pts.length);
                        figures[5 + side][counted[5 + side]++] = measure(h, (x, p) -> {
                            for (int q : p) {
                                x.play(q);
                                sink += x.forbiddenMap(buf);
                                x.undo();
                            }
                        }, pts, pts.length);
                    }
                    h.close();
                }
            }
        }
        System.out.println("Java binding, " + set + ": " + n + " positions, ns per call"
                           + " (library " + Renju.version() + ", " + System.getProperty("java.vm.name")
                           + " " + System.getProperty("java.version") + ")");
        for (int k = 0; k < names.length; k++)
            System.out.printf("  %-30s %s%n", names[k], stats(Arrays.copyOf(figures[k], counted[k])));
        if (sink == 42)
            System.out.println();
    }
}
