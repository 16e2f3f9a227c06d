// SPDX-License-Identifier: MIT
// The Java binding's tests: a small runner of its own (every static method whose
// name starts with "test", each counted, the run failing on any failure).  The
// forbidden-point vectors and records of tests/data, every opening rule played
// through its script, record round trips, bad input leaving the game as it was,
// the tree, the solvers, the index, and the binding's misuse: closed handles, other
// threads, null, huge values, NUL bytes, short arrays.
// Arguments: the source tree's tests/data folder, then include/renju.h.
import org.librenju.*;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.*;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class RenjuTest {
    static Path data, header;
    static int checks;

    // ------------------------------------------------------------- the runner

    public static void main(String[] args) throws Exception {
        data = Paths.get(args.length > 0 ? args[0] : "tests/data");
        header = Paths.get(args.length > 1 ? args[1] : "include/renju.h");
        int run = 0, failed = 0;
        Method[] methods = RenjuTest.class.getDeclaredMethods();
        Arrays.sort(methods, Comparator.comparing(Method::getName));
        for (Method m : methods) {
            if (!m.getName().startsWith("test") || !Modifier.isStatic(m.getModifiers()))
                continue;
            run++;
            int before = checks;
            try {
                m.invoke(null);
                System.out.println("ok: " + m.getName() + " (" + (checks - before) + " checks)");
            } catch (InvocationTargetException e) {
                failed++;
                System.out.println("FAIL: " + m.getName() + ": " + e.getCause());
                e.getCause().printStackTrace(System.out);
            }
        }
        System.out.println(run + " tests, " + checks + " checks, " + failed + " failed");
        System.exit(failed == 0 && run > 0 ? 0 : 1);
    }

    static void check(boolean ok, String what) {
        checks++;
        if (!ok)
            throw new AssertionError(what);
    }

    static void same(Object want, Object got, String what) {
        check(Objects.equals(want, got), what + ": want " + want + ", got " + got);
    }

    interface Call {
        void run() throws Exception;
    }

    /** call throws an exception of class want; returns it. */
    static <T extends Throwable> T raises(Class<T> want, Call call, String what) {
        try {
            call.run();
        } catch (Throwable e) {
            check(want.isInstance(e), what + ": want " + want.getSimpleName() + ", got " + e);
            return want.cast(e);
        }
        check(false, what + ": no " + want.getSimpleName() + " raised");
        return null;
    }

    static List<Point> points(String text) {
        List<Point> out = new ArrayList<>();
        if (!text.trim().equals("-") && !text.isBlank())
            for (String s : text.trim().split("\\s+"))
                out.add(Point.parse(s));
        return out;
    }

    // ----------------------------------------------------- forbidden points

    static Map<Point, ForbiddenKind> expected(String field) {
        Map<Point, ForbiddenKind> m = new TreeMap<>();
        if (field.trim().equals("-"))
            return m;
        for (String item : field.trim().split("\\s+")) {
            String[] pk = item.split(":");
            ForbiddenKind k = pk[1].equals("overline") ? ForbiddenKind.OVERLINE
                : pk[1].equals("double-four") ? ForbiddenKind.DOUBLE_FOUR : ForbiddenKind.DOUBLE_THREE;
            same(pk[1], k.toString(), "the library's word for " + k);
            m.put(Point.parse(pk[0]), k);
        }
        return m;
    }

    static void testForbiddenVectors() throws Exception {
        int lines = 0, positions = 0;
        for (String line : Files.readAllLines(data.resolve("forbidden-vectors.txt"))) {
            if (line.isBlank() || line.startsWith("#"))
                continue;
            lines++;
            String[] f = line.split(" \\| ");
            Map<Point, ForbiddenKind> literal = expected(f[3]), nonliteral = literal;
            for (int i = 5; i < f.length; i++)
                if (f[i].trim().startsWith("nonliteral:"))
                    nonliteral = expected(f[i].trim().substring("nonliteral:".length()));
            for (ThreeReading reading : ThreeReading.values()) {
                Map<Point, ForbiddenKind> want = reading == ThreeReading.LITERAL ? literal : nonliteral;
                try (Game g = new Game(Ruleset.RENJU)) {
                    g.setOption(Option.THREE_READING, reading.value());
                    g.setup(points(f[1]), points(f[2]), Colour.BLACK);
                    same(want, g.forbiddenPoints(), f[0] + " (" + reading + ")");
                    byte[] map = new byte[g.size() * g.size()];
                    same(want.size(), g.forbiddenMap(map), f[0] + ": the map's count");
                    check(Arrays.equals(map, g.forbiddenMap()), f[0] + ": both maps agree");
                    for (Map.Entry<Point, ForbiddenKind> e : want.entrySet()) {
                        Point p = e.getKey();
                        same(e.getValue(), g.forbidden(p), f[0] + " " + p);
                        same(e.getValue().value(), (int) map[g.index(p)], f[0] + " map " + p);
                        check(g.explain(p).startsWith(p + " is "), g.explain(p));
                        String before = g.treeExport(Format.SGF);
                        RenjuException x = raises(RenjuException.Forbidden.class, () -> g.play(p), f[0] + " play " + p);
                        same(ErrorCode.EFORBIDDEN, x.errorCode(), "the code");
                        check(!x.getMessage().isEmpty(), "a message");
                        same(before, g.treeExport(Format.SGF), f[0] + ": unchanged by the foul");
                    }
                }
                positions++;
            }
        }
        check(lines > 20, "the vectors were read");
        same(2 * lines, positions, "both readings of every vector");
    }

    // ---------------------------------------------------------- opening rules

    /** Play the opening through to normal play, taking each action the game expects;
     *  swap (or take the other colour, the other branch, two more) where swap says so. */
    static Set<Action> playOpening(Game g, boolean swap) {
        Set<Action> seen = new HashSet<>();
        boolean more = false;
        for (int step = 0; step < 60; step++) {
            Action a = g.expectedAction();
            seen.add(a);
            switch (a) {
            case PLAY:
                return seen;
            case STONE: {
                List<Point> allowed = new ArrayList<>(g.allowedPoints());
                check(!allowed.isEmpty(), "an opening stone has somewhere to go");
                double c = (g.size() - 1) / 2.0;
                allowed.sort(Comparator.comparingDouble(p -> Math.hypot(p.column() - c, p.row() - c)));
                g.play(allowed.get(0));
                break;
            }
            case SWAP: g.swap(swap); break;
            case DECLARE: g.declare(g.offerBounds()[0] + 1); break;
            case OFFERS: {
                int n = g.offerBounds()[0];
                List<Point> picked = new ArrayList<>();
                for (Point p : g.allowedPoints()) {
                    if (g.forbidden(p) != ForbiddenKind.NONE)
                        continue;
                    boolean distinct = true;
                    for (Point q : picked)
                        distinct &= !g.offersEquivalent(p, q);
                    if (distinct)
                        picked.add(p);
                    if (picked.size() == n)
                        break;
                }
                g.propose(picked);
                same(picked.size(), g.offers().size(), "the offers made");
                break;
            }
            case CHOOSE_OFFER: g.chooseOffer(g.offers().get(0)); break;
            case BRANCH: g.chooseBranch(swap ? Branch.OFFERS : Branch.FIFTH); break;
            case COLOUR: g.chooseColour(swap ? Colour.WHITE : Colour.BLACK); break;
            case SWAP2:
                g.chooseSwap2(swap && !more ? Swap2Choice.TWO_MORE : Swap2Choice.BLACK);
                more = true;
                break;
            default:
                check(false, "unexpected action " + a);
            }
        }
        check(false, "the opening did not end: " + g.getTag("RU") + " " + g.moves());
        return seen;
    }

    static void testEveryOpeningRulePlaysThrough() {
        for (OpeningRule rule : OpeningRule.values()) {
            List<Ruleset> sets = rule == OpeningRule.NONE ? Arrays.asList(Ruleset.values())
                : Arrays.asList(Ruleset.RENJU, Ruleset.FREESTYLE, Ruleset.CARO5);
            int played = 0;
            for (Ruleset rs : sets) {
                for (boolean swap : new boolean[] { false, true }) {
                    Game g;
                    try {
                        g = new Game(rs, rule, 0);
                    } catch (RenjuException.OutOfRange | RenjuException.InvalidArgument e) {
                        continue;            // an opening rule of the other family
                    }
                    try {
                        same(rule, g.opening(), "the opening rule set");
                        Set<Action> seen = playOpening(g, swap);
                        if (rule != OpeningRule.NONE)
                            check(seen.size() >= 2, rs + " " + rule + " took no opening action");
                        g.play(g.allowedPoints().get(0));
                        String sgf = g.export(Format.SGF);
                        try (Game back = Game.fromRecord(sgf, Format.SGF)) {
                            same(sgf, back.export(Format.SGF), rs + " " + rule + ": SGF round trip");
                            same(g.moves(), back.moves(), rs + " " + rule + ": moves");
                        }
                        byte[] board = g.board();
                        int n = g.moveCount(), undone = 0;
                        while (true) {
                            try {
                                g.undo();
                                undone++;
                            } catch (RenjuException.NoMove e) {
                                break;
                            }
                        }
                        same(0, g.stoneCount(), rs + " " + rule + ": undone to the empty board");
                        for (int i = 0; i < undone; i++)
                            g.redo();
                        check(Arrays.equals(board, g.board()), rs + " " + rule + ": redone");
                        same(n, g.moveCount(), "moves redone");
                        same(sgf, g.export(Format.SGF), rs + " " + rule + ": the same record");
                        played++;
                    } finally {
                        g.close();
                    }
                }
            }
            check(played > 0, "no rule set plays " + rule);
        }
    }

    /** The opening scripts of tests/data (renju-play's play-NAME.txt) under each
     *  opening rule: their stones that the binding plays as the script does, up to
     *  the first command that is no point; each leaves the game in its opening. */
    static void testOpeningScriptsStones() throws Exception {
        int scripts = 0;
        try (java.util.stream.Stream<Path> files = Files.list(data)) {
            for (Path p : (Iterable<Path>) files.sorted()::iterator) {
                String name = p.getFileName().toString();
                if (!name.startsWith("play-") || !name.endsWith(".txt"))
                    continue;
                List<String> lines = Files.readAllLines(p);
                String args = "";
                for (String l : lines)
                    if (l.startsWith("#args: "))
                        args = l.substring(7);
                Matcher o = Pattern.compile("-o (\\S+)").matcher(args);
                Matcher r = Pattern.compile("-r (\\S+)").matcher(args);
                Matcher n = Pattern.compile("-n (\\d+)").matcher(args);
                if (!o.find() || args.contains("-s "))
                    continue;
                Ruleset rs = r.find() ? Ruleset.fromName(r.group(1)) : Ruleset.RENJU;
                try (Game g = new Game(rs, OpeningRule.fromName(o.group(1)),
                                       n.find() ? Integer.parseInt(n.group(1)) : 0)) {
                    int stones = 0;
                    for (String l : lines) {
                        if (l.startsWith("#"))
                            continue;
                        if (!l.matches("[a-t][0-9]{1,2}"))
                            break;
                        try {
                            g.play(l);
                            stones++;
                        } catch (RenjuException e) {
                            check(!e.getMessage().isEmpty(), name + ": a message for " + l);
                        }
                    }
                    check(stones > 0 || g.expectedAction() == Action.STONE, name + ": stones played");
                    scripts++;
                }
            }
        }
        check(scripts >= 10, "the opening scripts were found (" + scripts + ")");
    }

    static void testRifOpeningByHand() {
        try (Game g = new Game(Ruleset.RENJU, OpeningRule.RIF, 0)) {
            g.playMoves("h8 i9 j10");
            same(Action.SWAP, g.expectedAction(), "a swap after move 3");
            same(Player.SECOND, g.expectedPlayer(), "the second player decides");
            raises(RenjuException.WrongPlayer.class, () -> g.swap(Player.FIRST, true), "the first cannot swap");
            g.swap(true);
            same(Colour.BLACK, g.playerColour(Player.SECOND), "swapped");
            g.play("g7");
            same(Action.OFFERS, g.expectedAction(), "offers");
            raises(RenjuException.EquivalentOffers.class,
                   () -> g.propose(Arrays.asList(Point.parse("j9"), Point.parse("i10"))), "equivalent offers");
            raises(RenjuException.OutOfRange.class,
                   () -> g.propose(Arrays.asList(Point.parse("k11"))), "too few offers");
            g.propose(Arrays.asList(Point.parse("j9"), Point.parse("k11")));
            raises(RenjuException.OutOfRange.class, () -> g.chooseOffer(Point.parse("l12")), "not offered");
            g.chooseOffer(Point.parse("k11"));
            same(Action.PLAY, g.expectedAction(), "normal play");
            check(g.coloursFinal(), "the colours are final");
            same(Point.parse("k11"), g.lastMove(), "the 5th move chosen");
        }
    }

    // ---------------------------------------------------------------- records

    static void testRecordsRoundTrip() throws Exception {
        int n = 0;
        for (String dir : new String[] { "sgf", "psq" }) {
            Path path = data.resolve("records").resolve(dir);
            if (!Files.isDirectory(path))
                continue;
            try (java.util.stream.Stream<Path> files = Files.list(path)) {
                for (Path file : (Iterable<Path>) files.sorted()::iterator) {
                    if (file.getFileName().toString().equals("README"))
                        continue;
                    Game g = new Game(Ruleset.FREESTYLE);
                    try {
                        g.importRecord(Files.readAllBytes(file), Format.fromName(dir), Flags.IMPORT_RULES);
                    } catch (RenjuException e) {
                        check(e.getMessage().length() > 0, file + ": a message");
                        g.close();
                        continue;
                    }
                    for (Format out : new Format[] { Format.SGF, Format.MOVES, Format.PSQ }) {
                        String text;
                        try {
                            text = g.export(out);
                        } catch (RenjuException.InvalidArgument e) {
                            continue;       // a game the format cannot hold
                        }
                        try (Game h = new Game(g.ruleset(), g.size())) {
                            h.importRecord(text, out, Flags.IMPORT_RULES);
                            same(text, h.export(out), file.getFileName() + " as " + out);
                        }
                    }
                    String tree = g.treeExport(Format.SGF);
                    try (Game h = Game.fromRecord(tree, Format.SGF)) {
                        same(tree, h.treeExport(Format.SGF), file.getFileName() + ": the tree");
                    }
                    g.close();
                    n++;
                }
            }
        }
        check(n >= 3, "records were read (" + n + ")");
        try (Game g = new Game()) {
            g.setTag("PB", "Ōyama 大山 \uD83C\uDFB2");
            g.playMoves("h8 h9 i8");
            try (Game back = Game.fromRecord(g.export(Format.SGF), Format.SGF)) {
                same("Ōyama 大山 \uD83C\uDFB2", back.getTag("PB"), "a tag outside ASCII and the BMP");
                same(g.moves(), back.moves(), "moves");
                check(back.tags().containsKey("RU"), "RU among the tags");
            }
            byte[] lib = g.exportBytes(Format.LIB);
            try (Game back = Game.fromRecord(lib, Format.LIB)) {
                check(Arrays.equals(lib, back.exportBytes(Format.LIB)), "RenLib .lib round trip");
            }
            raises(RenjuException.InvalidArgument.class, () -> g.export(Format.LIB), "LIB is bytes");
            raises(RenjuException.InvalidArgument.class, () -> g.exportBytes(Format.POS), "POS is read only");
            same("h8 h9 i8", g.export(Format.MOVES).trim(), "the move list");
        }
    }

    static void testImportErrorsAndCollections() {
        try (Game g = new Game()) {
            g.playMoves("h8 h9");
            String before = g.treeExport(Format.SGF);
            RenjuException e = raises(RenjuException.ParseError.class,
                () -> g.importRecord("(;FF[4]GM[4]SZ[15];B[hh];W[", Format.SGF, 0), "a record cut short");
            check(e.line() >= 1 && e.column() >= 1, "where: " + e.line() + ":" + e.column());
            same(before, g.treeExport(Format.SGF), "the game as it was after a bad record");
            raises(RenjuException.Occupied.class,
                () -> g.importRecord("h8 h8", Format.MOVES, 0), "an illegal record");
            same(before, g.treeExport(Format.SGF), "the game as it was after an illegal record");
            same(2, g.errorPosition()[2], "the move being read");
        }
        String text = "(;FF[4]GM[4]SZ[15];B[hh];W[ii])\n(;FF[4]GM[4]SZ[15];B[hh];W[hh])\n(;FF[4]GM[4]SZ[15];B[aa])\n";
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        ByteBuffer buf = ByteBuffer.allocateDirect(bytes.length);
        buf.put(bytes).flip();
        try (Game g = new Game(Ruleset.FREESTYLE)) {
            long at = 0;
            int read = 0, bad = 0;
            while (true) {
                try {
                    Results.ImportNext r = g.importNext(buf, at, Format.SGF, 0);
                    if (!r.read)
                        break;
                    read++;
                    check(r.end > at, "importNext moves on");
                    at = r.end;
                } catch (RenjuException e) {
                    bad++;
                    check(e.end() > at, "a failed game says where the next starts");
                    at = e.end();
                }
            }
            same(2, read, "games read");
            same(1, bad, "games refused");
            same(Arrays.asList(Point.parse("a15")), g.moves(), "the last game read");
            ByteBuffer heap = ByteBuffer.wrap(bytes);
            check(g.importNext(heap, 0, Format.SGF, 0).read, "a heap buffer, copied");
            raises(RenjuException.class, () -> g.importNext(buf, bytes.length + 5, Format.SGF, 0), "an offset past the end");
        }
    }

    // ------------------------------------------------------------- bad input

    /** What a failed call must leave as it was. */
    static String snapshot(Game g) {
        StringBuilder b = new StringBuilder();
        b.append(g.moves()).append(g.sideToMove()).append(g.inSetup()).append(g.result())
         .append(g.expectedAction()).append(g.expectedPlayer()).append(Arrays.toString(g.board()))
         .append(g.tags()).append(g.tree().current().number()).append(g.tree().size())
         .append(g.drawOffered()).append(g.opening());
        if (!g.inSetup())
            b.append(g.treeExport(Format.SGF));
        return b.toString();
    }

    static void testBadInputLeavesTheGameAsItWas() {
        List<Game> games = new ArrayList<>();
        games.add(new Game());
        Game played = new Game();
        played.playMoves("h8 h9 i9 i8");
        games.add(played);
        Game won = new Game(Ruleset.FREESTYLE);
        won.playMoves("a1 b1 a2 b2 a3 b3 a4 b4 a5");
        games.add(won);
        Game opening = new Game(Ruleset.RENJU, OpeningRule.RIF, 0);
        opening.playMoves("h8 h9 i9");
        games.add(opening);
        Game setUp = new Game();
        setUp.setup(points("h8 i9"), points("h9"), Colour.WHITE);
        games.add(setUp);
        Game inSetup = new Game();
        inSetup.setupBegin();
        games.add(inSetup);
        List<Call> bad = Arrays.asList(
            () -> g0.play("h8"), () -> g0.play("o16"), () -> g0.play("z1"), () -> g0.play(""),
            () -> g0.play(Point.of(19, 19)), () -> g0.play(Integer.MAX_VALUE), () -> g0.play(-5),
            () -> g0.playMoves("a1 a1"), () -> g0.playMoves("a2 b2 zz"),
            () -> g0.setup(points("h8 h8"), points(""), Colour.BLACK),
            () -> g0.setup(points("a1 a2 a3 a4 a5"), points(""), Colour.WHITE),
            () -> g0.setup(points("a1"), points(""), Colour.EMPTY),
            () -> g0.setOption(Option.MOVE_LIMIT, Integer.MAX_VALUE),
            () -> g0.setOption(Option.FOUL_POLICY, 7), () -> g0.setOpening(OpeningRule.SOOSORV, 1000),
            () -> g0.resign(Colour.EMPTY), () -> g0.forfeit(Colour.BLACK, Reason.FIVE),
            () -> g0.swap(Player.FIRST, true), () -> g0.declare(Player.FIRST, 1 << 30),
            () -> g0.propose(Arrays.asList(Point.parse("a1"))), () -> g0.chooseSwap2(Swap2Choice.BLACK),
            () -> g0.acceptDraw(), () -> g0.setTag("XX", "a"), () -> g0.setTag("GN", "a\0b"),
            () -> g0.setTag("RU", "renju"), () -> g0.setTag("GN", "\uD800"),
            () -> g0.importRecord("(;GM[4]SZ[15];B[hh];B[hh])", Format.SGF, 0),
            () -> g0.importRecord(new byte[] { 1, 2, 3 }, Format.LIB, 0),
            () -> g0.importRecord("(;", Format.SGF, 99), () -> g0.setCharset("NO-SUCH-CHARSET"),
            () -> g0.setupPut(Point.parse("a1"), Colour.BLACK), () -> g0.setupEnd(),
            () -> g0.tree().goToChild(5), () -> g0.tree().goTo(null), () -> g0.tree().node(9999),
            () -> g0.tree().follow(3, 3), () -> g0.tree().root().delete(),
            () -> g0.tree().root().setComment("x\0y"), () -> g0.tree().root().setLabel(Point.parse("a1"), "\0"),
            () -> g0.vcf(-1, 0), () -> g0.solve(0), () -> g0.solve(21), () -> g0.vct(0, -1),
            () -> g0.defences(Threat.WIN), () -> g0.proof(Threat.VCF, 3),
            () -> g0.diagramSvg(0, 1, 100000, null), () -> g0.diagramSvg(1 << 20, 1, 0, null),
            () -> g0.diagramSvg(Flags.DIAGRAM_NUMBERS, 0, 0, null), () -> g0.diagramSvg(0, 1, 0, "a\nb"),
            () -> g0.forbiddenMap(new byte[3]), () -> g0.explain("h8 "), () -> g0.point("h08"),
            () -> g0.setSearchTime(-1), () -> g0.openingPoints(27, Symmetry.IDENTITY),
            () -> g0.symmetryPoint(Symmetry.DIAGONAL, Point.of(19, 0)));
        int failures = 0, kinds = 0;
        for (Game base : games) {
            for (int i = 0; i < bad.size(); i++) {
                try (Game g = base.copy()) {
                    g0 = g;
                    String before = snapshot(g);
                    try {
                        bad.get(i).run();
                        continue;           // legal in this game (h8 on the empty board)
                    } catch (RenjuException e) {
                        failures++;
                        check(!e.getMessage().isEmpty(), "call " + i + ": a message");
                        check(e.code() < 0, "call " + i + ": a code");
                    } catch (Exception e) {
                        check(false, "call " + i + ": " + e);
                    }
                    same(before, snapshot(g), "call " + i + " on game " + games.indexOf(base)
                         + ": the game as it was");
                }
            }
            kinds++;
            base.close();
        }
        same(6, kinds, "every kind of game");
        check(failures > bad.size() * games.size() * 3 / 4, "the calls failed (" + failures + ")");
    }
    static Game g0;

    // ---------------------------------------------------------------- misuse

    /** A value of each parameter type the public API takes, not null. */
    static Object sample(Class<?> t) {
        if (t == int.class) return 0;
        if (t == long.class) return 0L;
        if (t == boolean.class) return true;
        if (t == String.class) return "h8";
        if (t == Point.class) return Point.parse("h8");
        if (t == byte[].class) return new byte[225];
        if (t == int[].class) return new int[0];
        if (t == ByteBuffer.class) return ByteBuffer.allocateDirect(4);
        if (t == List.class || t == Collection.class) return new ArrayList<Point>();
        if (t == Node.class) return null;
        if (t == Game.class) return null;
        if (t.isEnum()) return t.getEnumConstants()[1 % t.getEnumConstants().length];
        throw new AssertionError("no sample of " + t);
    }

    static void testClosedGame() throws Exception {
        Game g = new Game();
        g.playMoves("h8 h9");
        Tree tree = g.tree();
        Node node = tree.current();
        g.close();
        g.close();                              // idempotent
        check(g.isClosed(), "closed");
        same("Game(closed)", g.toString(), "toString of a closed game");
        int methods = 0;
        for (Object target : new Object[] { g, tree, node }) {
            for (Method m : target.getClass().getDeclaredMethods()) {
                if (!Modifier.isPublic(m.getModifiers()) || Modifier.isStatic(m.getModifiers()))
                    continue;
                String n = m.getName();
                if (n.equals("close") || n.equals("isClosed") || n.equals("toString") || n.equals("tree")
                    || n.equals("equals") || n.equals("hashCode") || n.equals("number"))
                    continue;
                Object[] args = new Object[m.getParameterCount()];
                for (int i = 0; i < args.length; i++)
                    args[i] = sample(m.getParameterTypes()[i]);
                if (n.equals("goTo") && args.length == 1)
                    args[0] = node;
                try {
                    m.invoke(target, args);
                    check(false, n + " ran on a closed game");
                } catch (InvocationTargetException e) {
                    check(e.getCause() instanceof IllegalStateException,
                          target.getClass().getSimpleName() + "." + n + ": " + e.getCause());
                }
                methods++;
            }
        }
        check(methods > 150, "every method tried (" + methods + ")");
        Index ix = new Index();
        ix.close();
        ix.close();
        raises(IllegalStateException.class, ix::size, "a closed index");
        try (Index open = new Index()) {
            raises(IllegalStateException.class, () -> open.add(g, Result.DRAW, "x"), "a closed game added");
        }
    }

    static void testNullArguments() throws Exception {
        int tried = 0;
        try (Game g = new Game()) {
            g.playMoves("h8 h9");
            String before = snapshot(g);
            for (Method m : Game.class.getDeclaredMethods()) {
                if (!Modifier.isPublic(m.getModifiers()) || Modifier.isStatic(m.getModifiers()))
                    continue;
                Class<?>[] types = m.getParameterTypes();
                for (int k = 0; k < types.length; k++) {
                    if (types[k].isPrimitive())
                        continue;
                    Object[] args = new Object[types.length];
                    for (int i = 0; i < args.length; i++)
                        args[i] = i == k ? null : sample(types[i]);
                    boolean nullable = (m.getName().equals("setTag") && k == 1)
                        || m.getName().equals("setCharset") || m.getName().equals("diagramSvg");
                    try {
                        m.invoke(g, args);
                        check(nullable, m.getName() + " took null as argument " + k);
                    } catch (InvocationTargetException e) {
                        check(e.getCause() instanceof RenjuException,
                              m.getName() + "(null at " + k + "): " + e.getCause());
                        if (!nullable)
                            same(-1, ((RenjuException) e.getCause()).code(), m.getName() + " null: EINVAL");
                    }
                    tried++;
                }
            }
            g.setCharset(null);
            same(before, snapshot(g), "nulls changed nothing");
        }
        check(tried > 50, "null tried on every argument (" + tried + ")");
        raises(RenjuException.NotationError.class, () -> Point.parse(null), "Point.parse(null)");
        raises(RenjuException.InvalidArgument.class, () -> new Game((Ruleset) null), "new Game(null)");
        raises(RenjuException.InvalidArgument.class, () -> Ruleset.fromName(null), "fromName(null)");
        raises(RenjuException.InvalidArgument.class, () -> Game.fromRecord((byte[]) null, Format.SGF), "fromRecord(null)");
        raises(RenjuException.InvalidArgument.class, () -> Index.fromBytes(null), "Index.fromBytes(null)");
    }

    static void testHugeValuesAndOffBoard() {
        raises(RenjuException.OutOfRange.class, () -> new Game(Ruleset.RENJU, 19), "renju on 19x19");
        raises(RenjuException.OutOfRange.class, () -> new Game(Ruleset.FREESTYLE, 1 << 30), "a huge board");
        raises(RenjuException.OutOfRange.class, () -> new Game(Ruleset.FREESTYLE, -1), "a negative board");
        raises(RenjuException.OutOfRange.class, () -> Point.of(Integer.MAX_VALUE, 0), "a huge column");
        raises(RenjuException.OutOfRange.class, () -> Point.of(0, -1), "a negative row");
        raises(RenjuException.OutOfRange.class, () -> Point.parse("a99999999999"), "a huge row");
        raises(RenjuException.NotationError.class, () -> Point.parse("h08"), "a leading zero");
        raises(RenjuException.OutOfRange.class, () -> Point.fromIndex(400, 20), "an index off the board");
        raises(RenjuException.OutOfRange.class, () -> Colour.of(1 << 30), "no colour");
        raises(RenjuException.OutOfRange.class, () -> Opening.of(0), "no opening 0");
        try (Game g = new Game(Ruleset.STANDARD, 5)) {
            RenjuException e = raises(RenjuException.OutOfRange.class, () -> g.play("f6"), "off a 5x5 board");
            same("f6 is off the 5x5 board", e.getMessage(), "the library's message");
            raises(RenjuException.OutOfRange.class, () -> g.play(Point.of(5, 0)), "a Point off the board");
            raises(RenjuException.OutOfRange.class, () -> g.stone(Point.of(19, 19)), "stone off the board");
            raises(RenjuException.OutOfRange.class, () -> g.pointAt(25), "index 25 of 5x5");
            raises(RenjuException.OutOfRange.class, () -> g.vcf(Integer.MIN_VALUE, 0), "a negative node limit");
            raises(RenjuException.OutOfRange.class, () -> g.solve(Integer.MAX_VALUE), "a huge N");
            raises(RenjuException.OutOfRange.class, () -> g.vcf(0, Integer.MIN_VALUE), "a negative time");
            same(SolveOutcome.NONE, g.vcf(Integer.MAX_VALUE, Integer.MAX_VALUE).outcome, "the largest limits");
            same(25, g.board().length, "the board of 5x5");
            same(25, g.forbiddenMap().length, "the map of 5x5");
        }
        try (Game g = new Game(Ruleset.FREESTYLE, 20)) {
            g.play("t20");
            same(Point.of(19, 19), g.lastMove(), "t20 on 20x20");
            same(400, g.board().length, "the board of 20x20");
        }
    }

    static void testWrongPhase() {
        try (Game g = new Game()) {
            g.play("h8");
            raises(RenjuException.WrongPhase.class, () -> g.setOption(Option.ALLOW_PASS, 0), "an option after a move");
            raises(RenjuException.WrongPhase.class, () -> g.swap(true), "a swap in normal play");
            raises(RenjuException.WrongPhase.class, () -> g.setupPut(Point.parse("a1"), Colour.BLACK), "setup outside setup mode");
            raises(RenjuException.WrongPhase.class, () -> g.offerBounds(), "no offers ahead");
            g.setupBegin();
            raises(RenjuException.WrongPhase.class, () -> g.play("a1"), "play in setup mode");
            raises(RenjuException.WrongPhase.class, () -> g.vcf(), "a search in setup mode");
            raises(RenjuException.WrongPhase.class, () -> g.setupBegin(), "setup twice");
            raises(RenjuException.WrongPhase.class, () -> g.export(Format.SGF), "export in setup mode");
            g.setupEnd();
            raises(RenjuException.NoMove.class, () -> g.undo(), "undo stops at the set-up position");
        }
    }

    static void testThreads() throws Exception {
        try (Game g = new Game()) {
            CountDownLatch held = new CountDownLatch(1), release = new CountDownLatch(1);
            Thread holder = new Thread(() -> {
                synchronized (g) {
                    held.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                    g.play("h8");
                }
            });
            holder.start();
            held.await();
            AtomicInteger seen = new AtomicInteger(-1);
            Thread other = new Thread(() -> {
                g.play("h9");                   // waits for the holder's lock
                seen.set(g.moveCount());
            });
            other.start();
            for (int i = 0; i < 200 && other.getState() != Thread.State.BLOCKED; i++)
                Thread.sleep(5);
            same(Thread.State.BLOCKED, other.getState(), "another thread waits for the game's lock");
            release.countDown();
            holder.join();
            other.join();
            same(2, seen.get(), "the calls were serialised: h8 then h9");
            same(Arrays.asList(Point.parse("h8"), Point.parse("h9")), g.moves(), "in order");
        }
        // many threads at one game, and one closing it under them: no crash, and
        // every call either ran or saw IllegalStateException
        Game g = new Game(Ruleset.FREESTYLE);
        AtomicInteger errors = new AtomicInteger(), closedSeen = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            final int me = t;
            threads.add(new Thread(() -> {
                for (int i = 0; i < 3000; i++) {
                    try {
                        synchronized (g) {
                            g.play(me * 15 + i % 15);
                            g.forbiddenMap();
                            g.undo();
                        }
                    } catch (IllegalStateException e) {
                        closedSeen.incrementAndGet();
                        return;
                    } catch (RuntimeException e) {
                        errors.incrementAndGet();
                    }
                }
            }));
        }
        for (Thread t : threads)
            t.start();
        Thread.sleep(30);
        g.close();
        for (Thread t : threads)
            t.join();
        same(0, errors.get(), "no call failed but on the closed game");
        check(true, "closed under running threads: " + closedSeen.get());
    }

    static void testGamesNeverClosedAreFreed() {
        for (int i = 0; i < 20000; i++) {
            Game g = new Game();
            g.play("h8");
            if (i % 5000 == 0)
                System.gc();
        }
        System.gc();
        check(true, "20,000 games left to the Cleaner");
    }

    // ------------------------------------------------------- the whole library

    static void testPlayAndResults() {
        try (Game g = new Game()) {
            same(Colour.BLACK, g.sideToMove(), "black first");
            same(null, g.lastMove(), "no last move");
            g.playMoves(Arrays.asList(Point.parse("h8"), Point.parse("a1"), Point.parse("i8"),
                Point.parse("a2"), Point.parse("j8"), Point.parse("a3"), Point.parse("k8"), Point.parse("a4")));
            g.play("l8");
            same(Result.BLACK_WINS, g.result(), "black wins");
            same(Reason.FIVE, g.reason(), "by five");
            same("five in a row", g.reason().toString(), "the library's word");
            same(points("h8 i8 j8 k8 l8"), g.winningLine(), "the winning line");
            check(g.isOver(), "over");
            raises(RenjuException.GameOver.class, () -> g.play("m8"), "after the end");
            g.undo();
            g.resign(Colour.BLACK);
            same(Reason.RESIGNATION, g.reason(), "a resignation");
            g.undo();
            g.forfeit(Colour.WHITE, Reason.TIME);
            same(Result.BLACK_WINS, g.result(), "white lost on time");
            g.undo();
            g.offerDraw(Point.PASS);
            check(g.drawOffered(), "a draw offered");
            g.acceptDraw();
            same(Reason.AGREEMENT, g.reason(), "a draw by agreement");
            g.undo();
            g.undo();
            g.redo();
            g.declineDraw();
            check(!g.drawOffered(), "declined");
        }
        try (Game g = new Game()) {
            g.setOption(Option.FOUL_POLICY, FoulPolicy.LOSE.value());
            g.playMoves("h8 a15 i8 a13 h9 a11 j9 o1 h7");
            same(Reason.FOUL, g.reason(), "a foul");
            same(ForbiddenKind.DOUBLE_THREE, g.foul().kind, "its kind");
            same(Point.parse("h7"), g.foul().point, "its point");
        }
        try (Game g = new Game(Ruleset.FREESTYLE)) {
            g.setOption(Option.ALLOW_PASS, 1);
            same(1, g.getOption(Option.ALLOW_PASS), "get");
            same(0, g.optionBounds(Option.ALLOW_PASS)[0], "bounds");
            g.pass();
            same(Point.PASS, g.lastMove(), "a pass");
            same(Arrays.asList(Point.PASS), g.moves(), "in the moves");
            same(Renju.PASS_INDEX, g.moveIndexes()[0], "as the library's index");
            same(Colour.BLACK, g.stone("h8") == Colour.EMPTY ? Colour.BLACK : null, "empty");
            check(g.boardText(Flags.TEXT_LAST).contains(" a b c"), "the board as text");
            same(Point.parse("h8"), g.point("H8"), "the library's notation");
            same(112, g.index(Point.parse("h8")), "h8's index");
            same(0, g.errcode(), "errcode after a success");
            same("", g.errmsg(), "errmsg after a success");
        }
    }

    static void testShapesAndOpenings() {
        try (Game g = new Game()) {
            g.playMoves("h8 a1 i8 a2");
            same(Shape.THREE, g.shape(Point.parse("j8"), Colour.BLACK, Direction.HORIZONTAL), "a three");
            same(points("h8 i8 j8"), g.shapeStones(Point.parse("j8"), Colour.BLACK, Direction.HORIZONTAL), "its stones");
            List<Results.Key> keys = g.shapeKeys(Point.parse("j8"), Colour.BLACK, Direction.HORIZONTAL);
            check(keys.size() >= 2, "its keys " + keys);
            same(KeyStatus.PLAYABLE, keys.get(0).status, "playable");
        }
        try (Game g = new Game()) {
            g.playMoves("h8 h9 j10");
            int idx = g.openingIndex();
            check(idx >= 1 && idx <= 26, "one of the 26: " + idx);
            Opening o = Opening.of(idx);
            check(o.name != null && o.kanji != null, "named " + o);
            same(26, Opening.all().size(), "26 openings");
            Results.OpeningMatch m = g.openingIdentify(Point.parse("h8"), Point.parse("h9"), Point.parse("j10"));
            same(idx, m.index, "identified");
            same(points("h8 h9 j10"), g.openingPoints(idx, m.symmetry), "its points under the symmetry");
            same(Point.parse("a1"), g.symmetryPoint(Symmetry.ROTATE_90, Point.parse("a15")), "rotate a15");
            same(Symmetry.ROTATE_270, Renju.inverse(Symmetry.ROTATE_90), "the inverse");
            Results.PositionKey k = g.positionKey();
            same(32, k.hex().length(), "a 128-bit key");
            try (Game f = new Game(Ruleset.FREESTYLE); Game h = new Game(Ruleset.FREESTYLE)) {
                f.playMoves("h8 h9 j10");
                k = f.positionKey();
                h.playMoves("j10 h9 h8");
                same(k, h.positionKey(), "the same key in another move order");
            }
            try (Game h = new Game(Ruleset.FREESTYLE)) {
                List<Point> pts = g.openingPoints(idx, Symmetry.FLIP_ROWS);
                h.playMoves(pts);
                same(k, h.positionKey(), "the same key under a symmetry");
            }
        }
        same(Ruleset.CARO5, Ruleset.fromName("caro 5"), "a rule set by name");
        same("caro-5", Ruleset.CARO5.toString(), "its name");
        same(OpeningRule.SUPER_SAKATA, OpeningRule.fromName("supersakata"), "an opening rule by name");
        same(Format.LIB, Format.fromName(".LIB"), "a format by extension");
        Renju.Rules r = Renju.rulesFromName("renju soosorv-8");
        same(OpeningRule.SOOSORV, r.opening, "rules from a name");
        same(8, r.openingN, "with N");
        raises(RenjuException.InvalidArgument.class, () -> Renju.rulesFromName("chess"), "unknown rules");
        check(Renju.tagNames().contains("PB"), "the tags");
        check(Renju.version().startsWith(Renju.versionNumber() / 10000 + "."), "the version");
        same("invalid argument", Renju.strerror(-1).toLowerCase(Locale.ROOT).contains("invalid") ? "invalid argument" : Renju.strerror(-1), "strerror");
    }

    static void testSolvers() {
        try (Game g = new Game(Ruleset.FREESTYLE)) {
            g.setup(points("h8 i8 j9 j10"), points("a1 a3"), Colour.BLACK);
            same(SolveOutcome.NONE, g.vcf().outcome, "no VCF");
            Results.Search vct = g.vct();
            same(SolveOutcome.WIN, vct.outcome, "a VCT");
            same(Point.parse("j8"), vct.line.get(0), "by j8");
            check(vct.nodes > 0, "nodes counted");
            same(SolveOutcome.UNKNOWN, g.vct(1, 0).outcome, "a node limit");
            same(SolveOutcome.WIN, g.solve(3).outcome, "a win in 3");
            try (Proof p = g.proof(Threat.VCT, 0)) {
                same(SolveOutcome.WIN, p.outcome, "a proof");
                same("(;B[jh])", p.export(), "its SGF");
                same(Point.parse("j8"), p.node().point(), "its first move");
                check(!p.game().isClosed(), "its game is open");
            }
            try (Proof p = g.proof(Threat.VCF, 0)) {
                same(null, p.game(), "no proof without a win");
            }
            same(0, g.searchTime(), "the time limit put back");
            g.setup(points(""), points(""), Colour.WHITE);
            Results.Defences d = g.defences(Threat.VCT);
            same(SolveOutcome.WIN, d.outcome, "a threat to stop");
            same(0, d.points.size(), "every move loses");
        }
    }

    static void testTree() {
        try (Game g = new Game()) {
            Tree tree = g.tree();
            tree.setMode(TreeMode.KEEP);
            same(TreeMode.KEEP, tree.mode(), "keep");
            g.playMoves("h8 h9 i9");
            g.undo();
            g.play("j10");
            Node node = tree.current();
            node.setComment("the indirect answer é");
            node.setName("a name");
            node.setLabel(Point.parse("k11"), "A");
            node.setMark(Point.parse("g7"), Mark.TRIANGLE);
            same(Mark.TRIANGLE, node.mark(Point.parse("g7")), "the mark");
            same(Collections.singletonMap(Point.parse("k11"), "A"), node.labels(), "the labels");
            same(Collections.singletonMap(Point.parse("g7"), Mark.TRIANGLE), node.marks(), "the marks");
            same(1, node.index(), "a variation");
            same(3, node.depth(), "its depth");
            same(points("h8 h9 j10"), node.line(), "its line");
            Node i9 = tree.goToSibling(-1);
            same(Point.parse("i9"), g.lastMove(), "back to i9");
            same(Point.parse("i9"), i9.point(), "i9's point");
            tree.goTo(node);
            same(Point.parse("j10"), g.lastMove(), "and to j10");
            same(5, tree.size(), "five nodes");
            same(5, tree.nodes().size(), "walked");
            same(NodeKind.STONE, node.kind(), "a stone");
            same(Colour.BLACK, node.colour(), "black's");
            same(null, node.error(), "a legal node");
            check((node.flags() & Flags.NODE_KEPT) != 0, "kept");
            node.setFlag(Flags.NODE_MARKED, true);
            check((node.flags() & Flags.NODE_MARKED) != 0, "marked");
            String sgf = g.treeExport(Format.SGF);
            check(sgf.contains("the indirect answer é"), "the comment in the SGF");
            try (Game back = Game.fromRecord(sgf, Format.SGF)) {
                same(sgf, back.treeExport(Format.SGF), "the tree round trip");
                same(5, back.tree().size(), "its nodes");
            }
            same("(;B[jf])", node.export(), "the node's subtree");
            same(3, node.path().length, "its path");
            node.promote();
            same(0, node.index(), "promoted");
            tree.goToRoot();
            tree.follow(0, 0, 0);
            same(Point.parse("j10"), g.lastMove(), "followed");
            node.delete();
            same(4, tree.size(), "deleted");
            raises(RenjuException.OutOfRange.class, () -> tree.goToChild(9), "no such child");
            raises(RenjuException.NoMove.class, () -> { tree.goToRoot(); tree.goToParent(); }, "the root's parent");
            try (Game other = new Game()) {
                raises(RenjuException.InvalidArgument.class, () -> other.tree().goTo(node), "a node of another game");
            }
        }
    }

    static void testIndex() throws Exception {
        byte[] bytes;
        try (Index ix = new Index(); Game g = new Game(); Game other = new Game()) {
            g.playMoves("h8 h9 j10 i9");
            same(0, ix.add(g, Result.BLACK_WINS, "game 1"), "the first game");
            other.playMoves("h8 h7");
            same(1, ix.add(other, Result.DRAW, "game 2"), "the second");
            try (Game q = new Game()) {
                q.playMoves("h8");
                same(2, ix.find(q).length, "both reach h8");
                List<Index.NextMove> next = ix.nextMoves(q);
                same(1, next.size(), "h9 and h7 are one move under a symmetry");
                same(2, next.get(0).games, "played twice");
            }
            same(2, ix.size(), "two games");
            check(ix.positions() > 0, "positions");
            same("game 2", ix.label(1), "a label");
            same(Result.DRAW, ix.result(1), "a result");
            bytes = ix.toBytes();
        }
        try (Index back = Index.fromBytes(bytes); Game g = new Game()) {
            same(2, back.size(), "read back");
            raises(RenjuException.WrongPhase.class, () -> back.add(g, Result.DRAW, null), "an opened index takes no games");
            g.playMoves("h8 h9 j10");
            same(1, back.find(g).length, "found in the opened index");
        }
        raises(RenjuException.ParseError.class, () -> Index.fromBytes(new byte[] { 1, 2, 3 }), "not an index");
        raises(RenjuException.ParseError.class, () -> Index.fromBytes(Arrays.copyOf(bytes, bytes.length / 2)), "cut short");
    }

    static void testDiagram() {
        try (Game g = new Game()) {
            g.playMoves("h8 a15 i8 a13 h9 a11 j9 o1");
            String svg = g.diagramSvg();
            check(svg.startsWith("<svg") || svg.startsWith("<?xml"), "an SVG image");
            check(svg.endsWith("</svg>\n") || svg.endsWith("</svg>"), "whole");
            same(svg, g.diagramSvg(Flags.DIAGRAM_DEFAULT, 1, 0, null), "the same bytes");
            check(g.diagramSvg(Flags.DIAGRAM_NUMBERS, 1, 20, "Game 1 大山").contains("大山"), "a title");
        }
    }

    /** The enumerations' values are the header's. */
    static void testEnumsAgreeWithTheHeader() throws Exception {
        String text = new String(Files.readAllBytes(header), StandardCharsets.UTF_8);
        Map<String, Integer> defs = new HashMap<>();
        Matcher m = Pattern.compile("(?m)^#define\\s+RENJU_(\\w+)\\s+\\(?(-?\\d+)\\)?").matcher(text);
        while (m.find())
            defs.put(m.group(1), Integer.parseInt(m.group(2)));
        Object[][] families = {
            { Colour.class, "" }, { Result.class, "" }, { Reason.class, "REASON_" },
            { ForbiddenKind.class, "FORBID_" }, { Direction.class, "DIR_" }, { Shape.class, "SHAPE_" },
            { Option.class, "OPT_" }, { FoulPolicy.class, "FOUL_" }, { ThreeReading.class, "THREE_" },
            { Player.class, "PLAYER_" }, { Action.class, "ACTION_" }, { Branch.class, "BRANCH_" },
            { Swap2Choice.class, "SWAP2_" }, { Symmetry.class, "SYM_" }, { WarningCode.class, "WARN_" },
            { TreeMode.class, "TREE_" }, { NodeKind.class, "NODE_" }, { Mark.class, "MARK_" },
            { SolveOutcome.class, "SOLVE_" }, { Threat.class, "THREAT_" }, { ErrorCode.class, "" },
            { Ruleset.class, "RULES_" }, { OpeningRule.class, "OPENING_" }, { Format.class, "FORMAT_" },
        };
        for (Object[] f : families) {
            for (Object c : ((Class<?>) f[0]).getEnumConstants()) {
                String name = f[1] + ((Enum<?>) c).name();
                Integer want = defs.get(name);
                if (want == null && c instanceof ErrorCode && name.equals("OK"))
                    want = defs.get("OK");
                same(want, ((Enum<?>) c).getClass().getMethod("value").invoke(c), "RENJU_" + name);
            }
        }
        same(defs.get("KEY_SIZE"), Renju.KEY_SIZE, "KEY_SIZE");
        same(defs.get("PASS"), Renju.PASS_INDEX, "PASS");
        same(defs.get("NO_POINT"), Renju.NO_POINT, "NO_POINT");
        same(defs.get("DIAGRAM_DEFAULT"), Flags.DIAGRAM_DEFAULT, "DIAGRAM_DEFAULT");
        same(defs.get("NODE_START"), Flags.NODE_START, "NODE_START");
        same(defs.get("IMPORT_PARTIAL"), Flags.IMPORT_PARTIAL, "IMPORT_PARTIAL");
        same(defs.get("TEXT_OFFERS"), Flags.TEXT_OFFERS, "TEXT_OFFERS");
        same(defs.get("MAX_OFFERS"), Renju.MAX_OFFERS, "MAX_OFFERS");
        same(defs.get("INDEX_VERSION"), Renju.INDEX_VERSION, "INDEX_VERSION");
    }
}
