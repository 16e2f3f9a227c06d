// SPDX-License-Identifier: MIT
package org.librenju;

import java.lang.ref.Cleaner;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A game of renju, gomoku, five in a row or caro: the library's handle.
 *
 * <p>A Game is AutoCloseable: close() frees the handle (again: nothing), and any call
 * after it throws IllegalStateException; a game never closed is freed once
 * unreachable (a Cleaner).  Every method is synchronized on the game, so a game may
 * be shared between threads: calls from two threads are serialised, never
 * interleaved; hold {@code synchronized (game) { ... }} for several calls in a row.
 * A failed call throws the RenjuException of the library's code with its message and
 * leaves the game exactly as it was; null arguments are InvalidArgument (EINVAL).
 *
 * <p>Points are {@link Point}s or their notation ("h8"); the methods that take an int
 * {@code index} use the library's index (row * size + column) for speed.
 */
public class Game implements AutoCloseable {
    static final Cleaner CLEANER = Cleaner.create();

    /** The handle, freed by close() or the Cleaner, whichever comes first. */
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
                Native.gameFree(p);
        }
    }

    private Handle handle;
    private Cleaner.Cleanable cleanable;
    private int size;

    /** A renju game on 15x15. */
    public Game() {
        this(Ruleset.RENJU, 0);
    }

    /** A game of the rule set on its default board (15x15). */
    public Game(Ruleset ruleset) {
        this(ruleset, 0);
    }

    /** A game of the rule set on a size x size board (0 for 15). */
    public Game(Ruleset ruleset, int size) {
        if (ruleset == null)
            throw new RenjuException.InvalidArgument(-1, "the rule set is null");
        adopt(Native.gameNew(ruleset.value(), size));
    }

    /** A game of the rule set named ("renju", "gomoku", "caro-6"). */
    public Game(String ruleset) {
        this(Ruleset.fromName(ruleset), 0);
    }

    /** A game of a rule set with an opening rule (and its N, 0 for the default). */
    public Game(Ruleset ruleset, OpeningRule opening, int openingN) {
        this(ruleset, 0);
        try {
            setOption(Option.OPENING, arg(opening, "opening rule").value());
            if (openingN != 0)
                setOption(Option.OPENING_N, openingN);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    Game(long ptr) {
        adopt(ptr);
    }

    private void adopt(long ptr) {
        handle = new Handle(ptr);
        cleanable = CLEANER.register(this, handle);
        size = Native.gameSize(ptr);
    }

    /** Take over another handle (a copy that took a change): the old one freed. */
    private void replace(long ptr) {
        cleanable.clean();
        adopt(ptr);
    }

    /** The handle, or IllegalStateException once closed. */
    final long h() {
        long p = handle.ptr;
        if (p == 0)
            throw new IllegalStateException("the game is closed");
        return p;
    }

    /** Free the handle; again, nothing. */
    @Override
    public synchronized void close() {
        cleanable.clean();
    }

    /** True once closed. */
    public synchronized boolean isClosed() {
        return handle.ptr == 0;
    }

    /** A game read from a record, with the record's rule set and size. */
    public static Game fromRecord(String text, Format format) {
        return fromRecord(Native.utf8(text), format);
    }

    /** A game read from a record's bytes, with the record's rule set and size. */
    public static Game fromRecord(byte[] data, Format format) {
        Game g = new Game(Ruleset.RENJU);
        try {
            g.importRecord(data, format, Flags.IMPORT_RULES);
            return g;
        } catch (RuntimeException e) {
            g.close();
            throw e;
        }
    }

    /** A deep copy: position, history, tree, options, tags. */
    public synchronized Game copy() {
        return new Game(Native.gameClone(h()));
    }

    /** Back to the empty board; rule set, size and options kept. */
    public synchronized void reset() {
        Native.gameReset(h());
    }

    public synchronized Ruleset ruleset() {
        return Ruleset.of(Native.gameRuleset(h()));
    }

    public synchronized int size() {
        h();
        return size;
    }

    /** The code of the last call on the handle (0 after a success). */
    public synchronized int errcode() {
        return Native.errcode(h());
    }

    /** The message of the last call on the handle ("" after a success). */
    public synchronized String errmsg() {
        return Native.str(Native.errmsg(h()));
    }

    /** The board as text (renju_board_text with no flags); "Game(closed)" once closed. */
    @Override
    public synchronized String toString() {
        return handle.ptr == 0 ? "Game(closed)" : boardText(0);
    }

    // ---------------------------------------------------------------- options

    public synchronized void setOption(Option option, int value) {
        Native.optionSet(h(), arg(option, "option").value(), value);
    }

    public synchronized int getOption(Option option) {
        return Native.optionGet(h(), arg(option, "option").value());
    }

    /** {min, max} of the option in this game. */
    public synchronized int[] optionBounds(Option option) {
        return Native.optionBounds(h(), arg(option, "option").value());
    }

    /** The opening rule (RENJU_OPT_OPENING) and its N (0: the rule's default). */
    public synchronized void setOpening(OpeningRule rule, int n) {
        long g = h();
        int before = Native.optionGet(g, Option.OPENING.value());
        int beforeN = Native.optionGet(g, Option.OPENING_N.value());
        Native.optionSet(g, Option.OPENING.value(), arg(rule, "opening rule").value());
        if (n != 0) {
            try {
                Native.optionSet(g, Option.OPENING_N.value(), n);
            } catch (RenjuException e) {
                Native.optionSet(g, Option.OPENING.value(), before);
                Native.optionSet(g, Option.OPENING_N.value(), beforeN);
                throw e;
            }
        }
    }

    public synchronized OpeningRule opening() {
        return OpeningRule.of(Native.optionGet(h(), Option.OPENING.value()));
    }

    /** The time each search may take, in milliseconds (0: no limit). */
    public synchronized void setSearchTime(int milliseconds) {
        Native.searchTimeSet(h(), milliseconds);
    }

    public synchronized int searchTime() {
        return Native.searchTimeGet(h());
    }

    // ----------------------------------------------------------------- points

    static <T> T arg(T value, String what) {
        if (value == null)
            throw new RenjuException.InvalidArgument(-1, "the " + what + " is null");
        return value;
    }

    /** The library's index of a point on this board (RENJU_PASS for PASS). */
    final int idx(Point p) {
        long g = h();
        arg(p, "point");
        if (p.isPass())
            return Renju.PASS_INDEX;
        if (p.column() < size && p.row() < size)
            return p.row() * size + p.column();
        return Native.point(g, p.column(), p.row());     // raises the library's ERANGE
    }

    /** The library's index of a point's notation, parsed by the library. */
    final int idx(String text) {
        long g = h();
        return Native.pointParse(g, Native.utf8(arg(text, "point")));
    }

    final Point pt(int index) {
        return Point.fromIndex(index, size);
    }

    final List<Point> pts(int[] indexes, int from, int to) {
        List<Point> out = new ArrayList<>(to - from);
        for (int i = from; i < to; i++)
            out.add(pt(indexes[i]));
        return out;
    }

    final List<Point> pts(int[] indexes) {
        return pts(indexes, 0, indexes.length);
    }

    /** The point of notation on this board, as the library reads it ("H8", "pass"). */
    public synchronized Point point(String text) {
        return pt(idx(text));
    }

    /** The library's index of a point on this board. */
    public synchronized int index(Point p) {
        return idx(p);
    }

    /** The point of a library index on this board. */
    public synchronized Point pointAt(int index) {
        h();
        return pt(index);
    }

    // ------------------------------------------------------------------- play

    /** Place a stone of the side to move (PASS passes). */
    public synchronized void play(Point p) {
        Native.play(h(), idx(p));
    }

    public synchronized void play(String p) {
        Native.play(h(), idx(p));
    }

    /** play() by the library's index: the quickest call. */
    public synchronized void play(int index) {
        Native.play(h(), index);
    }

    /** Play a move list ("h8 h9 i9 pass"); all or nothing: on a failure none of
     *  them stays and the game is as it was. */
    public synchronized void playMoves(String moves) {
        String[] words = arg(moves, "move list").trim().split("\\s+");
        int[] points = new int[words[0].isEmpty() ? 0 : words.length];
        for (int i = 0; i < points.length; i++)
            points[i] = idx(words[i]);
        replace(Native.playMoves(h(), points));
    }

    /** As playMoves(String), of points. */
    public synchronized void playMoves(List<Point> moves) {
        int[] points = new int[arg(moves, "move list").size()];
        for (int i = 0; i < points.length; i++)
            points[i] = idx(moves.get(i));
        replace(Native.playMoves(h(), points));
    }

    public synchronized void pass() {
        Native.pass(h());
    }

    public synchronized void undo() {
        Native.undo(h());
    }

    public synchronized void redo() {
        Native.redo(h());
    }

    public synchronized void resign(Colour colour) {
        Native.resign(h(), arg(colour, "colour").value());
    }

    /** The player of colour loses by reason TIME or FORFEIT. */
    public synchronized void forfeit(Colour colour, Reason reason) {
        Native.forfeit(h(), arg(colour, "colour").value(), arg(reason, "reason").value());
    }

    /** Play p (or PASS) and offer a draw with it. */
    public synchronized void offerDraw(Point p) {
        Native.offerDraw(h(), idx(p));
    }

    public synchronized void acceptDraw() {
        Native.acceptDraw(h());
    }

    public synchronized void declineDraw() {
        Native.declineDraw(h());
    }

    public synchronized boolean drawOffered() {
        return Native.drawOffered(h()) == 1;
    }

    // ---------------------------------------------------------------- queries

    public synchronized Colour stone(Point p) {
        return Colour.of(Native.stone(h(), idx(p)));
    }

    public synchronized Colour stone(String p) {
        return Colour.of(Native.stone(h(), idx(p)));
    }

    /** The whole board in one call: byte[size*size] of 0 empty, 1 black, 2 white, by
     *  the library's index. */
    public synchronized byte[] board() {
        return Native.board(h());
    }

    /** The board as text, with Flags.TEXT_* marks. */
    public synchronized String boardText(int flags) {
        return Native.str(Native.boardText(h(), flags));
    }

    /** The position as an SVG image (renju_diagram_svg): Flags.DIAGRAM_*, move
     *  numbers from first, cell pixels (0: 32), a title (null: none). */
    public synchronized String diagramSvg(int flags, int first, int cell, String title) {
        return Native.str(Native.diagramSvg(h(), flags, first, cell, Native.utf8(title)));
    }

    /** diagramSvg(Flags.DIAGRAM_DEFAULT, 1, 0, null). */
    public synchronized String diagramSvg() {
        return diagramSvg(Flags.DIAGRAM_DEFAULT, 1, 0, null);
    }

    public synchronized Colour sideToMove() {
        return Colour.of(Native.sideToMove(h()));
    }

    public synchronized int moveCount() {
        return Native.moveCount(h());
    }

    public synchronized int stoneCount() {
        return Native.stoneCount(h());
    }

    /** The moves played, in one call (PASS for a pass). */
    public synchronized List<Point> moves() {
        return pts(Native.moves(h()));
    }

    /** The moves played as the library's indexes (RENJU_PASS for a pass). */
    public synchronized int[] moveIndexes() {
        return Native.moves(h());
    }

    /** The last move, null before the first. */
    public synchronized Point lastMove() {
        int p = Native.lastMove(h());
        return p == Renju.NO_POINT ? null : pt(p);
    }

    public synchronized Result result() {
        return Result.of(Native.result(h()));
    }

    public synchronized Reason reason() {
        return Reason.of(Native.resultReason(h()));
    }

    public synchronized boolean isOver() {
        return Native.result(h()) != Result.ONGOING.value();
    }

    public synchronized List<Point> winningLine() {
        return pts(Native.winningLine(h()));
    }

    /** The foul that ended the game, null when it did not end by one. */
    public synchronized Results.Foul foul() {
        int[] f = Native.resultFoul(h());
        return f[0] == 0 ? null : new Results.Foul(ForbiddenKind.of(f[0]), pt(f[1]));
    }

    // ------------------------------------------------------------------ setup

    public synchronized void setupBegin() {
        Native.setupBegin(h());
    }

    public synchronized void setupPut(Point p, Colour colour) {
        Native.setupPut(h(), idx(p), arg(colour, "colour").value());
    }

    public synchronized void setupSide(Colour colour) {
        Native.setupSide(h(), arg(colour, "colour").value());
    }

    public synchronized void setupEnd() {
        Native.setupEnd(h());
    }

    public synchronized boolean inSetup() {
        return Native.inSetup(h()) == 1;
    }

    /** Set up a position in one call from the current board: the stones given, the
     *  side to move, and back to play.  Made on a copy that takes the game's place
     *  only once every step has succeeded: a failure leaves the game as it was. */
    public synchronized void setup(Collection<Point> black, Collection<Point> white,
                                   Colour side) {
        long g = h();
        List<int[]> stones = new ArrayList<>();
        for (Point p : arg(black, "list of black stones"))
            stones.add(new int[] { idx(p), 1 });
        for (Point p : arg(white, "list of white stones"))
            stones.add(new int[] { idx(p), 2 });
        int colour = arg(side, "side").value();
        long copy = Native.gameClone(g);
        try {
            Native.setupBegin(copy);
            for (int[] s : stones)
                Native.setupPut(copy, s[0], s[1]);
            Native.setupSide(copy, colour);
            Native.setupEnd(copy);
        } catch (RuntimeException e) {
            Native.gameFree(copy);
            throw e;
        }
        replace(copy);
    }

    // ------------------------------------------------------- forbidden points

    public synchronized ForbiddenKind forbidden(Point p) {
        return ForbiddenKind.of(Native.forbidden(h(), idx(p)));
    }

    public synchronized ForbiddenKind forbidden(String p) {
        return ForbiddenKind.of(Native.forbidden(h(), idx(p)));
    }

    /** The whole forbidden map in one call: byte[size*size] of ForbiddenKind values
     *  by the library's index. */
    public synchronized byte[] forbiddenMap() {
        return Native.forbiddenMap(h());
    }

    /** The forbidden map into the caller's array (at least size*size long), with no
     *  allocation; returns the number of forbidden points. */
    public synchronized int forbiddenMap(byte[] out) {
        return Native.forbiddenMapInto(h(), arg(out, "array"));
    }

    /** The forbidden points and their kinds, in point order. */
    public synchronized Map<Point, ForbiddenKind> forbiddenPoints() {
        byte[] map = Native.forbiddenMap(h());
        Map<Point, ForbiddenKind> out = new TreeMap<>();
        for (int i = 0; i < map.length; i++)
            if (map[i] != 0)
                out.put(pt(i), ForbiddenKind.of(map[i]));
        return out;
    }

    /** One English sentence saying whether black on p is forbidden and why. */
    public synchronized String explain(Point p) {
        return Native.str(Native.explain(h(), idx(p)));
    }

    public synchronized String explain(String p) {
        return Native.str(Native.explain(h(), idx(p)));
    }

    public synchronized Shape shape(Point p, Colour colour, Direction dir) {
        return Shape.of(Native.shape(h(), idx(p), arg(colour, "colour").value(),
                                     arg(dir, "direction").value()));
    }

    public synchronized List<Point> shapeStones(Point p, Colour colour, Direction dir) {
        return pts(Native.shapeStones(h(), idx(p), arg(colour, "colour").value(),
                                      arg(dir, "direction").value()));
    }

    public synchronized List<Results.Key> shapeKeys(Point p, Colour colour, Direction dir) {
        int[] k = Native.shapeKeys(h(), idx(p), arg(colour, "colour").value(),
                                   arg(dir, "direction").value());
        List<Results.Key> out = new ArrayList<>();
        for (int i = 0; i < k.length / 2; i++)
            out.add(new Results.Key(pt(k[i]), KeyStatus.of(k[k.length / 2 + i])));
        return out;
    }

    // ---------------------------------------------------------- opening rules

    public synchronized Action expectedAction() {
        return Action.of(Native.expectedAction(h()));
    }

    public synchronized Player expectedPlayer() {
        return Player.of(Native.expectedPlayer(h()));
    }

    public synchronized Colour expectedColour() {
        return Colour.of(Native.expectedColour(h()));
    }

    public synchronized Colour playerColour(Player player) {
        return Colour.of(Native.playerColour(h(), arg(player, "player").value()));
    }

    public synchronized boolean coloursFinal() {
        return Native.coloursFinal(h()) == 1;
    }

    public synchronized List<Point> allowedPoints() {
        return pts(Native.allowedPoints(h()));
    }

    public synchronized boolean pointAllowed(Point p) {
        return Native.pointAllowed(h(), idx(p)) == 1;
    }

    /** {min, max} of the 5th-move offers ahead; WrongPhase when none are ahead. */
    public synchronized int[] offerBounds() {
        return Native.offerBounds(h());
    }

    public synchronized List<Point> offers() {
        return pts(Native.offers(h()));
    }

    private int expected() {
        return Native.expectedPlayer(h());
    }

    private int player(Player p) {
        return arg(p, "player").value();
    }

    /** The expected player swaps colours (true) or keeps them. */
    public synchronized void swap(boolean doSwap) {
        Native.swap(h(), expected(), doSwap ? 1 : 0);
    }

    public synchronized void swap(Player player, boolean doSwap) {
        Native.swap(h(), player(player), doSwap ? 1 : 0);
    }

    public synchronized void declare(int number) {
        Native.declare(h(), expected(), number);
    }

    public synchronized void declare(Player player, int number) {
        Native.declare(h(), player(player), number);
    }

    public synchronized void propose(List<Point> offers) {
        propose(Player.of(expected()), offers);
    }

    public synchronized void propose(Player player, List<Point> offers) {
        int[] p = new int[arg(offers, "list of offers").size()];
        for (int i = 0; i < p.length; i++)
            p[i] = idx(offers.get(i));
        Native.propose(h(), player(player), p);
    }

    public synchronized void chooseOffer(Point p) {
        Native.chooseOffer(h(), expected(), idx(p));
    }

    public synchronized void chooseOffer(Player player, Point p) {
        Native.chooseOffer(h(), player(player), idx(p));
    }

    public synchronized void chooseBranch(Branch branch) {
        Native.chooseBranch(h(), expected(), arg(branch, "branch").value());
    }

    public synchronized void chooseBranch(Player player, Branch branch) {
        Native.chooseBranch(h(), player(player), arg(branch, "branch").value());
    }

    public synchronized void chooseColour(Colour colour) {
        Native.chooseColour(h(), expected(), arg(colour, "colour").value());
    }

    public synchronized void chooseColour(Player player, Colour colour) {
        Native.chooseColour(h(), player(player), arg(colour, "colour").value());
    }

    public synchronized void chooseSwap2(Swap2Choice choice) {
        Native.chooseSwap2(h(), expected(), arg(choice, "choice").value());
    }

    public synchronized void chooseSwap2(Player player, Swap2Choice choice) {
        Native.chooseSwap2(h(), player(player), arg(choice, "choice").value());
    }

    /** play() by a given player (WrongPlayer unless that player is to place a stone). */
    public synchronized void playAs(Player player, Point p) {
        Native.playAs(h(), player(player), idx(p));
    }

    // ------------------------------------------------ symmetry, the openings

    public synchronized Point symmetryPoint(Symmetry sym, Point p) {
        return pt(Native.symmetryPoint(h(), arg(sym, "symmetry").value(), idx(p)));
    }

    public synchronized Results.PositionKey positionKey() {
        byte[] k = Native.positionKey(h());
        return new Results.PositionKey(java.util.Arrays.copyOf(k, Renju.KEY_SIZE),
                                       Symmetry.of(k[Renju.KEY_SIZE]));
    }

    public synchronized boolean offersEquivalent(Point a, Point b) {
        return Native.offersEquivalent(h(), idx(a), idx(b)) == 1;
    }

    public synchronized Results.OpeningMatch openingIdentify(Point black1, Point white2,
                                                             Point black3) {
        int[] r = Native.openingIdentify(h(), idx(black1), idx(white2), idx(black3));
        return new Results.OpeningMatch(r[0], Symmetry.of(r[1]));
    }

    /** The opening of the first three moves (1 to 26), 0 for none. */
    public synchronized int openingIndex() {
        return Native.openingIndex(h());
    }

    public synchronized List<Point> openingPoints(int index, Symmetry sym) {
        return pts(Native.openingPoints(h(), index, arg(sym, "symmetry").value()));
    }

    // --------------------------------------------------------------- solvers

    /** Run a search with a time limit (ms; 0 none) on the handle, put back after. */
    private <T> T timed(int ms, java.util.function.Supplier<T> search) {
        long g = h();
        if (ms < 0)
            throw new RenjuException.OutOfRange(-3, "the time limit is negative");
        int before = Native.searchTimeGet(g);
        if (ms > 0)
            Native.searchTimeSet(g, ms);
        try {
            return search.get();
        } finally {
            Native.searchTimeSet(g, before);
        }
    }

    private Results.Search searched(int[] r) {
        return new Results.Search(SolveOutcome.of(r[0]), pts(r, 2, r.length), r[1]);
    }

    /** Victory by continuous fours, Renju.DEFAULT_MAX_NODES positions at most. */
    public synchronized Results.Search vcf() {
        return vcf(Renju.DEFAULT_MAX_NODES, 0);
    }

    /** vcf() within maxNodes positions (0: no limit) and timeLimit ms (0: none). */
    public synchronized Results.Search vcf(int maxNodes, int timeLimit) {
        return timed(timeLimit, () -> searched(Native.vcf(h(), maxNodes)));
    }

    public synchronized Results.Search vct() {
        return vct(Renju.DEFAULT_MAX_NODES, 0);
    }

    public synchronized Results.Search vct(int maxNodes, int timeLimit) {
        return timed(timeLimit, () -> searched(Native.vct(h(), maxNodes)));
    }

    /** A win in n moves (1 to 20) of the side to move. */
    public synchronized Results.Search solve(int n) {
        return solve(n, Renju.DEFAULT_MAX_NODES, 0);
    }

    public synchronized Results.Search solve(int n, int maxNodes, int timeLimit) {
        return timed(timeLimit, () -> searched(Native.solve(h(), n, maxNodes)));
    }

    /** The moves of the side to move that stop the other side's VCF or VCT. */
    public synchronized Results.Defences defences(Threat threat) {
        return defences(threat, Renju.DEFAULT_MAX_NODES, 0);
    }

    public synchronized Results.Defences defences(Threat threat, int maxNodes, int timeLimit) {
        int t = arg(threat, "threat").value();
        return timed(timeLimit, () -> {
            int[] r = Native.defences(h(), t, maxNodes);
            return new Results.Defences(SolveOutcome.of(r[0]), pts(r, 2, r.length), r[1]);
        });
    }

    /** A win with its proof: threat VCF or VCT (moves 0), or WIN with moves 1-20. */
    public synchronized Proof proof(Threat threat, int moves) {
        return proof(threat, moves, Renju.DEFAULT_MAX_NODES, 0);
    }

    public synchronized Proof proof(Threat threat, int moves, int maxNodes, int timeLimit) {
        int t = arg(threat, "threat").value();
        if (t != Threat.WIN.value() && moves != 0)
            throw new RenjuException.InvalidArgument(-1, "moves is for a win in N only");
        int before = Native.searchTimeGet(h());
        long[] r = timed(timeLimit, () -> Native.proof(h(), t, moves, maxNodes));
        Game game = null;
        if (r[3] != 0) {
            game = new Game(r[3]);
            Native.searchTimeSet(r[3], before);
        }
        return new Proof(SolveOutcome.of((int) r[0]), game, (int) r[2], (int) r[1]);
    }

    // ---------------------------------------------------------------- records

    /** The record of the game as played, in a text format (MOVES, SGF, PSQ). */
    public synchronized String export(Format format) {
        if (arg(format, "format").isBinary())
            throw new RenjuException.InvalidArgument(-1, format
                + " is a binary format: exportBytes()");
        return Native.str(Native.recordExport(h(), format.value()));
    }

    /** The record as bytes, in any format (LIB binary). */
    public synchronized byte[] exportBytes(Format format) {
        return Native.recordExport(h(), arg(format, "format").value());
    }

    /** The whole game tree in a text format. */
    public synchronized String treeExport(Format format) {
        if (arg(format, "format").isBinary())
            throw new RenjuException.InvalidArgument(-1, format
                + " is a binary format: treeExportBytes()");
        return Native.str(Native.treeExport(h(), format.value()));
    }

    public synchronized byte[] treeExportBytes(Format format) {
        return Native.treeExport(h(), arg(format, "format").value());
    }

    private RenjuException withPosition(RenjuException e) {
        int[] w = Native.recordErrorPosition(h());
        e.line = w[0];
        e.column = w[1];
        e.move = w[2];
        return e;
    }

    /** Read a record of a text format (Flags.IMPORT_*); the bytes read. */
    public synchronized int importRecord(String text, Format format, int flags) {
        if (arg(format, "format").isBinary())
            throw new RenjuException.InvalidArgument(-1, format
                + " is a binary format: importRecord(byte[], ...)");
        return importRecord(Native.utf8(arg(text, "record")), format, flags);
    }

    /** Read a record's bytes; a failure carries line(), column() and move(). */
    public synchronized int importRecord(byte[] data, Format format, int flags) {
        long g = h();
        try {
            return Native.recordImport(g, arg(format, "format").value(),
                                       arg(data, "record"), flags);
        } catch (RenjuException e) {
            throw withPosition(e);
        }
    }

    /**
     * The next game of a collection (an SGF collection, a move list a line) from
     * offset: read (true), or nothing but blank text left (false), with where the
     * next game starts; a failure carries end() to go on from.  Give a direct
     * ByteBuffer (its bytes 0 to limit()) to read a collection in time linear in its
     * size; another buffer is copied at each call.
     */
    public synchronized Results.ImportNext importNext(ByteBuffer data, long offset,
                                                      Format format, int flags) {
        long g = h();
        ByteBuffer direct = arg(data, "collection");
        if (!direct.isDirect()) {
            direct = ByteBuffer.allocateDirect(data.limit());
            direct.put(data.duplicate().position(0));
        }
        long[] r = Native.recordImportNext(g, arg(format, "format").value(), direct,
                                           data.limit(), offset, flags);
        if (r[0] < 0) {
            RenjuException e = withPosition(RenjuException.of((int) r[0],
                                                              Native.errmsg(g)));
            e.end = r[1];
            throw e;
        }
        return new Results.ImportNext(r[0] == 1, r[1]);
    }

    /** The warnings of the last import (or tree export). */
    public synchronized List<Results.RecordWarning> warnings() {
        long g = h();
        List<Results.RecordWarning> out = new ArrayList<>();
        int n = Native.recordWarnings(g);
        int[] w = new int[4];
        for (int i = 0; i < n; i++) {
            String msg = Native.str(Native.recordWarning(g, i, w));
            out.add(new Results.RecordWarning(w[0], w[1], w[2], w[3], msg));
        }
        return out;
    }

    /** {line, column, move} where the last import failed, zeros after a success. */
    public synchronized int[] errorPosition() {
        return Native.recordErrorPosition(h());
    }

    /** The charset of .lib text (null: UTF-8 where valid, else GBK). */
    public synchronized void setCharset(String charset) {
        Native.recordCharsetSet(h(), Native.utf8(charset));
    }

    public synchronized String charset() {
        return Native.str(Native.recordCharsetGet(h()));
    }

    /** Set a tag ("EV", "PB", ...); null or "" removes it. */
    public synchronized void setTag(String name, String value) {
        Native.tagSet(h(), Native.utf8(arg(name, "tag name")), Native.utf8(value));
    }

    public synchronized String getTag(String name) {
        return Native.str(Native.tagGet(h(), Native.utf8(arg(name, "tag name"))));
    }

    /** The tags set, RU included, in the library's order. */
    public synchronized Map<String, String> tags() {
        Map<String, String> out = new LinkedHashMap<>();
        for (String name : Renju.tagNames()) {
            String v = getTag(name);
            if (!v.isEmpty())
                out.put(name, v);
        }
        return Collections.unmodifiableMap(out);
    }

    // ------------------------------------------------------------------ tree

    /** The game tree: a view that moves about and edits it. */
    public Tree tree() {
        return new Tree(this);
    }
}
