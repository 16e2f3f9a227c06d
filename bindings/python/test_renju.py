# SPDX-License-Identifier: MIT
"""Tests of the Python binding (unittest only).  make check runs them through
tests/python.sh with RENJU_LIBRARY set to the build tree's library; RENJU_HEADER may
name the header to check the binding against (by default the source tree's)."""

import ctypes
import gc
import os
import re
import subprocess
import sys
import threading
import time
import unittest
import weakref
from unittest import mock

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import renju  # noqa: E402

HEADER = os.environ.get("RENJU_HEADER",
                        os.path.join(HERE, os.pardir, os.pardir, "include", "renju.h"))


def header_text():
    with open(HEADER, encoding="utf-8") as f:
        text = f.read()
    return re.sub(r"/\*.*?\*/", " ", text, flags=re.S)


def header_functions():
    """{name: (return type, [argument types])} of every RENJU_API function."""
    found = {}
    code = re.sub(r"^\s*#.*$", " ", header_text(), flags=re.M)
    for m in re.finditer(r"RENJU_API\s+([^;{]*?)\b(renju_\w+)\s*\(([^)]*)\)\s*;", code):
        ret, name, args = m.group(1).strip(), m.group(2), m.group(3).strip()
        args = [] if args in ("", "void") else [a.strip() for a in args.split(",")]
        found[name] = (ret, args)
    return found


def header_constants():
    """{name without RENJU_: value} of every integer #define."""
    consts = {}
    for m in re.finditer(r"^#define\s+RENJU_(\w+)\s+(-?\d+)\s*$", header_text(), re.M):
        consts[m.group(1)] = int(m.group(2))
    return consts


def kind_of_c(decl):
    """A coarse kind for a C parameter or return type."""
    decl = " ".join(decl.split())
    if decl.startswith("renju_alloc_fn"):
        return "alloc"
    if decl.startswith("renju_free_fn"):
        return "free"
    if decl.startswith("renju_game **"):
        return "game**"
    if decl.startswith("renju_game *"):
        return "game*"
    if decl.startswith("const char *"):
        return "str"
    if decl.startswith("char *"):
        return "buf"
    if decl.startswith("unsigned char *"):
        return "bytes*"
    if decl.startswith("const int *") or decl.startswith("int *"):
        return "int*"
    if decl.startswith("void *"):
        return "void*"
    if decl.startswith("size_t *"):
        return "size*"
    if decl.startswith("size_t"):
        return "size"
    if decl.startswith("int"):
        return "int"
    if decl == "void":
        return "void"
    return "?" + decl


def kind_of_ctypes(t):
    table = {None: "void", ctypes.c_int: "int", ctypes.c_size_t: "size",
             ctypes.c_char_p: "str", ctypes.c_void_p: "game*",
             ctypes.POINTER(ctypes.c_int): "int*",
             ctypes.POINTER(ctypes.c_size_t): "size*",
             ctypes.POINTER(ctypes.c_ubyte): "bytes*",
             ctypes.POINTER(ctypes.c_void_p): "game**",
             renju.ALLOC_FN: "alloc", renju.FREE_FN: "free"}
    return table.get(t, "?%r" % (t,))


def has(name):
    return hasattr(renju._lib, name)


class TestDeclarations(unittest.TestCase):
    def test_every_header_function_is_declared(self):
        funcs = header_functions()
        self.assertGreater(len(funcs), 40)
        missing = sorted(set(funcs) - set(renju.PROTOTYPES))
        self.assertEqual(missing, [], "functions of renju.h the binding does not declare")
        extra = sorted(set(renju.PROTOTYPES) - set(funcs))
        self.assertEqual(extra, [], "functions the binding declares that renju.h lacks")

    def test_types_match_the_header(self):
        for name, (ret, args) in header_functions().items():
            restype, argtypes = renju.PROTOTYPES[name]
            want_ret = kind_of_c(ret)
            got_ret = kind_of_ctypes(restype)
            self.assertEqual(got_ret, want_ret, "%s returns %s" % (name, ret))
            self.assertEqual(len(argtypes), len(args), "%s takes %d arguments"
                             % (name, len(args)))
            for i, (decl, t) in enumerate(zip(args, argtypes)):
                want = kind_of_c(decl)
                got = kind_of_ctypes(t)
                if want == "void*" and name == "renju_game_new_custom":
                    got = "void*" if t is ctypes.c_void_p else got
                if want in ("buf", "str"):
                    self.assertIn(got, ("str", "buf"), "%s argument %d" % (name, i))
                else:
                    self.assertEqual(got, want, "%s argument %d (%s)" % (name, i, decl))

    def test_loaded_functions_have_their_types(self):
        for name, (restype, argtypes) in renju.PROTOTYPES.items():
            if not has(name):
                continue
            fn = getattr(renju._lib, name)
            self.assertIs(fn.restype, restype, name)
            self.assertEqual(list(fn.argtypes), list(argtypes), name)

    def test_constants_match_the_header(self):
        consts = header_constants()
        self.assertGreater(len(consts), 50)
        for name, value in consts.items():
            self.assertTrue(hasattr(renju, name), "renju.%s is missing" % name)
            self.assertEqual(getattr(renju, name), value, name)

    def test_version(self):
        self.assertEqual(renju.version(), renju.VERSION_MAJOR * 10000
                         + renju.VERSION_MINOR * 100 + renju.VERSION_PATCH)
        self.assertEqual(renju.version_string(), "%d.%d.%d" % (
            renju.VERSION_MAJOR, renju.VERSION_MINOR, renju.VERSION_PATCH))

    def test_strerror(self):
        self.assertEqual(renju.strerror(renju.EOCCUPIED), "point already occupied")
        self.assertEqual(renju.strerror(12345), "unknown error code")


class TestErrors(unittest.TestCase):
    def test_exception_carries_code_and_message(self):
        with renju.Game("renju") as g:
            g.play("h8")
            with self.assertRaises(renju.Occupied) as cm:
                g.play("h8")
            err = cm.exception
            self.assertIsInstance(err, renju.RenjuError)
            self.assertEqual(err.code, renju.EOCCUPIED)
            self.assertEqual(err.message, "h8 is already occupied")
            self.assertEqual(str(err), "h8 is already occupied")
            self.assertEqual(g.errcode, renju.EOCCUPIED)
            # the game is unchanged
            self.assertEqual(g.moves, ["h8"])

    def test_classes_per_code(self):
        with renju.Game("renju") as g:
            with self.assertRaises(renju.NotationError) as cm:
                g.play("zz")
            self.assertEqual(cm.exception.code, renju.ENOTATION)
            self.assertIsInstance(cm.exception, ValueError)
            with self.assertRaises(renju.OutOfRange):
                g.play("o16")
            with self.assertRaises(renju.OutOfRange):
                g.play((15, 0))
            with self.assertRaises(renju.WrongPhase):
                g.play("a1")           # the first stone goes on h8
            with self.assertRaises(renju.NoMove):
                g.undo()
            with self.assertRaises(renju.InvalidArgument):
                g.resign(7)
            with self.assertRaises(renju.InvalidArgument):
                g.set_option(99, 0)
        self.assertIs(renju.error_class(-999), renju.RenjuError)
        for code in range(-13, 0):
            self.assertTrue(issubclass(renju.error_class(code), renju.RenjuError))

    def test_creation_errors(self):
        with self.assertRaises(renju.OutOfRange):
            renju.Game("renju", 19)
        with self.assertRaises(renju.InvalidArgument):
            renju.Game(9)
        with self.assertRaises(ValueError):
            renju.Game("chess")


class TestGame(unittest.TestCase):
    def test_points_in_every_form(self):
        with renju.Game("freestyle", 15) as g:
            self.assertEqual(g.point("h8"), 7 * 15 + 7)
            self.assertEqual(g.point("H8"), g.point((7, 7)))
            self.assertEqual(g.point(112), 112)
            self.assertEqual(g.point("pass"), renju.PASS)
            self.assertEqual(g.name((0, 0)), "a1")
            self.assertEqual(g.name(renju.PASS), "pass")
            self.assertEqual(g.coordinates("o15"), (14, 14))
            self.assertEqual(len(g.points()), 225)
            with self.assertRaises(TypeError):
                g.point((1, 2, 3))
            with self.assertRaises(renju.OutOfRange):
                g.point(-1)

    def test_a_game_to_five(self):
        with renju.Game("freestyle") as g:
            g.play_moves("h8 a1 i8 a2 j8 a3 k8 a4")
            self.assertEqual(g.side_to_move, renju.BLACK)
            self.assertEqual(g.move_count, 8)
            self.assertEqual(g.stone_count, 8)
            self.assertEqual(g["a4"], renju.WHITE)
            self.assertEqual(g.stone("b1"), renju.EMPTY)
            g.play("l8")
            self.assertTrue(g.over)
            self.assertEqual(g.result, renju.BLACK_WINS)
            self.assertEqual(g.result_reason, renju.REASON_FIVE)
            self.assertEqual(g.winning_line, ["h8", "i8", "j8", "k8", "l8"])
            self.assertEqual(g.result_foul, (renju.FORBID_NONE, None))
            with self.assertRaises(renju.GameOver):
                g.play("m8")
            g.undo()
            self.assertEqual(g.result, renju.ONGOING)
            self.assertEqual(g.last_move, "a4")
            g.redo()
            self.assertEqual(g.result, renju.BLACK_WINS)
            self.assertEqual(len(g.board()), 15)
            self.assertIn("X", str(g))
            self.assertIn("black wins", repr(g))

    def test_board_and_its_text(self):
        with renju.Game("renju") as g:
            g.play_moves("h8 a15 i8 a13 h9 a11 j9 o1")
            board = g.board()
            self.assertEqual(len(board), 15)
            for row, cells in enumerate(board):
                self.assertEqual(len(cells), 15)
                for column, colour in enumerate(cells):
                    self.assertEqual(colour, g.stone((column, 14 - row)))
            text = g.board_text()
            self.assertTrue(text.endswith("\n"))
            self.assertEqual(str(g), text[:-1])
            lines = str(g).split("\n")
            self.assertEqual(len(lines), 16)
            self.assertEqual(lines[0], "15 O . . . . . . . . . . . . . .")
            self.assertEqual(lines[7], " 8 . . . . . . . X X . . . . . .")
            self.assertEqual(lines[15], "   a b c d e f g h i j k l m n o")
            # with every mark: the last move o1 in brackets, black's forbidden
            # point h7 (a double-three) as x
            marked = g.board_text(renju.TEXT_FORBIDDEN | renju.TEXT_LAST | renju.TEXT_OFFERS)
            self.assertIn("\n 1" + " ." * 14 + "[O]\n", marked)
            self.assertIn("\n 7 . . . . . . . x . . . . . . .\n", marked)
            self.assertEqual(g.forbidden_points(), {"h7"})
            with self.assertRaises(renju.InvalidArgument):
                g.board_text(8)
            self.assertEqual(g.errcode, renju.EINVAL)
        with renju.Game("freestyle", 7) as g:
            self.assertEqual(str(g).split("\n")[-1], "   a b c d e f g")
            self.assertEqual(g.board(), [[renju.EMPTY] * 7] * 7)
        with renju.Game("freestyle", renju.MAX_SIZE) as g:
            g.play("t20")
            self.assertEqual(g.board()[0][-1], renju.BLACK)
            self.assertTrue(g.board_text(renju.TEXT_LAST).startswith(
                "20" + " ." * 19 + "[X]\n"))

    def test_offers_in_the_text(self):
        with renju.Game("renju", opening="rif") as g:
            g.play_moves("h8 h9 j10")
            g.swap(False)
            g.play("g7")
            g.propose(["f6", "k4"])
            text = g.board_text(renju.TEXT_OFFERS).split("\n")
            self.assertEqual(text[14 - 5][3 + 2 * 5], "?")    # f6
            self.assertEqual(text[14 - 3][3 + 2 * 10], "?")   # k4
            self.assertNotIn("?", g.board_text())
            g.choose_offer("k4")
            self.assertNotIn("?", g.board_text(renju.TEXT_OFFERS))

    def test_play_as_passes(self):
        with renju.Game("standard") as g:
            g.play_moves("h8 h9")
            with self.assertRaises(renju.WrongPlayer):
                g.play_as("second", "pass")
            g.play_as("first", "pass")
            g.play_as(renju.PLAYER_SECOND, renju.PASS)
            self.assertEqual(g.moves, ["h8", "h9", "pass", "pass"])
            self.assertEqual(g.result, renju.DRAW)
            self.assertEqual(g.result_reason, renju.REASON_BOTH_PASSED)
        with renju.Game("renju", opening="rif") as g:
            with self.assertRaises(renju.WrongPhase):
                g.play_as("first", "pass")

    def test_passes_resignation_and_draws(self):
        with renju.Game("standard") as g:
            g.play("h8")
            g.play("pass")
            self.assertEqual(g.moves, ["h8", "pass"])
            self.assertEqual(g.move_points[-1], renju.PASS)
            g.offer_draw("a1")
            self.assertTrue(g.draw_offered)
            g.decline_draw()
            self.assertFalse(g.draw_offered)
            g.offer_draw()
            g.accept_draw()
            self.assertEqual((g.result, g.result_reason), (renju.DRAW, renju.REASON_AGREEMENT))
            g.undo()
            g.undo()
            g.resign("white")
            self.assertEqual((g.result, g.result_reason),
                             (renju.BLACK_WINS, renju.REASON_RESIGNATION))
            g.reset()
            self.assertEqual(g.moves, [])
            self.assertIsNone(g.last_move)

    def test_options(self):
        with renju.Game("renju", foul_policy=renju.FOUL_LOSE) as g:
            self.assertEqual(g.get_option("foul_policy"), renju.FOUL_LOSE)
            self.assertEqual(g.get_option(renju.OPT_ALLOW_PASS), 1)
            self.assertEqual(g.option_bounds("move_limit"), (0, 225))
            self.assertEqual(g.option_bounds(renju.OPT_CENTRE_FIRST), (1, 1))
            g.play("h8")
            with self.assertRaises(renju.WrongPhase):
                g.set_option("allow_pass", 0)
        with renju.Game("freestyle", 9, allow_pass=0) as g:
            g.play("e5")
            with self.assertRaises(renju.NoPass):
                g.play("pass")

    def test_forbidden_points(self):
        with renju.Game("renju") as g:
            # h8 makes two open threes (renju_rules(7), FORBIDDEN MOVES) and g1 an overline
            g.setup(black=["i8", "j8", "h9", "h10", "d1", "e1", "f1", "h1", "i1"],
                    white=["a15"])
            self.assertEqual(g.forbidden("h8"), renju.FORBID_DOUBLE_THREE)
            self.assertEqual(g.forbidden("g1"), renju.FORBID_OVERLINE)
            self.assertEqual(g.forbidden("a2"), renju.FORBID_NONE)
            fmap = g.forbidden_map()
            self.assertEqual(fmap["h8"], renju.FORBID_DOUBLE_THREE)
            self.assertEqual(fmap["g1"], renju.FORBID_OVERLINE)
            self.assertNotIn("a2", fmap)
            points = g.forbidden_points()
            self.assertIsInstance(points, set)
            self.assertTrue({"h8", "g1"} <= points)
            self.assertEqual(points, set(fmap))
            with self.assertRaises(renju.Occupied):
                g.forbidden("i8")
            with self.assertRaises(renju.Forbidden) as cm:
                g.play("h8")
            self.assertIn("double-three", cm.exception.message)
            self.assertEqual(g.stone("h8"), renju.EMPTY)

    @unittest.skipUnless(has("renju_explain") and has("renju_shape"),
                         "the library has no shape queries")
    def test_shapes_and_explanations(self):
        with renju.Game("renju") as g:
            g.setup(black=["i8", "j8", "h9", "h10"], white=["a15"])
            self.assertIn("double-three", g.explain("h8"))
            self.assertEqual(g.shape("h8", "black", renju.DIR_HORIZONTAL), renju.SHAPE_THREE)
            self.assertEqual(g.shape_stones("h8", renju.BLACK, renju.DIR_HORIZONTAL),
                             ["h8", "i8", "j8"])
            keys = g.shape_keys("h8", renju.BLACK, renju.DIR_HORIZONTAL)
            self.assertEqual([p for p, _ in keys], ["g8", "k8"])

    def test_setup(self):
        with renju.Game("freestyle", 9) as g:
            g.setup_begin()
            self.assertTrue(g.in_setup)
            with self.assertRaises(renju.WrongPhase):
                g.play("e5")
            g.setup_put("a1", "black")
            g.setup_put((1, 0), renju.WHITE)
            g.setup_side("white")
            g.setup_end()
            self.assertFalse(g.in_setup)
            self.assertEqual(g.side_to_move, renju.WHITE)
            self.assertEqual(g.stone_count, 2)
            with self.assertRaises(renju.PositionError):
                g.setup(black=["c3", "d3", "e3", "f3", "g3"])
            self.assertTrue(g.in_setup)

    def test_clone_is_independent(self):
        with renju.Game("renju") as g:
            g.play_moves("h8 h9")
            c = g.clone()
            c.play("h10")
            self.assertEqual(g.moves, ["h8", "h9"])
            self.assertEqual(c.moves, ["h8", "h9", "h10"])
            c.undo()
            c.undo()
            self.assertEqual(c.moves, ["h8"])
            import copy
            d = copy.copy(g)
            self.assertEqual(d.moves, g.moves)
            c.close()
            d.close()

    def test_lifetime(self):
        g = renju.Game()
        g.close()
        self.assertTrue(g.closed)
        g.close()          # twice is fine
        with self.assertRaises(ValueError):
            g.play("h8")
        with self.assertRaises(renju.GameClosed):
            g.export()
        self.assertIn("closed", repr(g))
        with renju.Game() as g2:
            self.assertFalse(g2.closed)
        self.assertTrue(g2.closed)
        # many games left to the collector: all of them go
        alive = weakref.WeakSet()
        for _ in range(200):
            g3 = renju.Game()
            g3.play("h8")
            alive.add(g3)
        del g3
        gc.collect()
        self.assertEqual(len(alive), 0)
        # renju is played on 15x15 only: a 7x7 board is refused, and the half-built
        # object (its __init__ failed) is collected without trouble
        with self.assertRaises(renju.OutOfRange):
            renju.Game("renju", 7)
        with renju.Game("freestyle", 7) as small:
            self.assertEqual(small.size, 7)
        half = renju.Game.__new__(renju.Game)
        half.close()
        del half
        gc.collect()


class TestOpenings(unittest.TestCase):
    def test_rif_opening(self):
        with renju.Game("renju", opening="rif") as g:
            self.assertEqual(g.get_option("opening"), renju.OPENING_RIF)
            self.assertEqual(g.expected_action, renju.ACTION_STONE)
            self.assertEqual(g.expected_player, renju.PLAYER_FIRST)
            self.assertEqual(g.allowed_points(), ["h8"])
            g.play_moves("h8 h9 j10")
            self.assertEqual(g.opening_index, g.opening_identify("h8", "h9", "j10")[0])
            self.assertGreater(g.opening_index, 0)
            self.assertEqual(g.expected_action, renju.ACTION_SWAP)
            self.assertEqual(g.expected_player, renju.PLAYER_SECOND)
            with self.assertRaises(renju.WrongPlayer):
                g.swap(True, player="first")
            g.swap(True)
            self.assertEqual(g.player_colour("second"), renju.BLACK)
            self.assertEqual(g.player_colour(renju.PLAYER_FIRST), renju.WHITE)
            g.play("g7")
            self.assertEqual(g.expected_action, renju.ACTION_OFFERS)
            self.assertEqual(g.offer_bounds(), (2, 2))
            self.assertTrue(g.point_allowed("f6"))
            g.propose(["f6", "k4"])
            self.assertEqual(sorted(g.offers), ["f6", "k4"])
            self.assertEqual(g.expected_action, renju.ACTION_CHOOSE_OFFER)
            g.choose_offer("k4")
            self.assertEqual(g.stone("k4"), renju.BLACK)
            self.assertEqual(g.stone("f6"), renju.EMPTY)
            self.assertTrue(g.colours_final)
            self.assertEqual(g.expected_action, renju.ACTION_PLAY)
            g.undo()
            self.assertEqual(g.expected_action, renju.ACTION_CHOOSE_OFFER)

    def test_equivalent_offers_refused(self):
        with renju.Game("renju", opening=renju.OPENING_RIF) as g:
            g.play_moves("h8 h9 h10")       # symmetric about the h file
            g.swap(False)
            g.play("h11")
            self.assertTrue(g.offers_equivalent("g12", "i12"))
            with self.assertRaises(renju.EquivalentOffers):
                g.propose(["g12", "i12"])

    def test_symmetry_and_the_26_openings(self):
        with renju.Game("renju") as g:
            self.assertEqual(g.symmetry_point(renju.SYM_ROTATE_90, "a1"), "o1")
            self.assertEqual(g.symmetry_point(renju.SYM_IDENTITY, "c5"), "c5")
            pts = g.opening_points(1)
            self.assertEqual(len(pts), 3)
            self.assertEqual(g.opening_identify(*pts), (1, renju.SYM_IDENTITY))
            self.assertEqual(g.opening_identify("h8", "a1", "b2"), (0, None))
        self.assertTrue(renju.opening_name(1))
        self.assertTrue(renju.opening_kanji(26))
        self.assertIsNone(renju.opening_name(27))
        self.assertTrue(renju.opening_direct(13))
        self.assertFalse(renju.opening_direct(14))
        with self.assertRaises(renju.OutOfRange):
            renju.opening_direct(0)

    def test_swap2(self):
        with renju.Game("freestyle", opening="swap2") as g:
            g.play_moves("h8 h9 j10")
            self.assertEqual(g.expected_action, renju.ACTION_SWAP2)
            g.choose_swap2(renju.SWAP2_TWO_MORE)
            g.play_moves("a1 a2")
            self.assertEqual(g.expected_action, renju.ACTION_COLOUR)
            g.choose_colour("black")
            self.assertEqual(g.player_colour("first"), renju.BLACK)

    def test_tarannikov(self):
        with renju.Game("renju", opening="tarannikov") as g:
            self.assertEqual(g.get_option("opening"), renju.OPENING_TARANNIKOV)
            areas = [1, 9, 25, 49, 81]
            for k, p in enumerate(["h8", "i9", "g6", "k11", "l4"]):
                self.assertEqual(g.expected_action, renju.ACTION_STONE)
                self.assertEqual(len(g.allowed_points()), areas[k] - k)
                self.assertEqual(g.expected_colour, renju.BLACK if k % 2 == 0 else renju.WHITE)
                g.play(p)
                self.assertEqual(g.expected_action, renju.ACTION_SWAP)
                self.assertFalse(g.colours_final)
                g.swap(k % 2 == 0)          # moves 1, 3 and 5 swapped
            self.assertTrue(g.colours_final)
            self.assertEqual(g.player_colour("second"), renju.BLACK)
            self.assertEqual(g.expected_player, renju.PLAYER_FIRST)
            g.play_moves("a1 a15 b1 b15 c1 c15 d1 d15 e1")
            self.assertEqual(g.result, renju.WHITE_WINS)
            self.assertIn("RU[renju tarannikov]", g.export())

    def test_super_taraguchi(self):
        with renju.Game("renju", opening="super-taraguchi", opening_n=3) as g:
            g.play("h8")
            g.swap(False)
            with self.assertRaises(renju.WrongPhase):
                g.play("l12")               # move 2 inside the central 5x5
            g.play("j10")
            g.swap(False)
            g.play("k5")
            g.swap(False)
            g.play("d12")                   # move 4 inside the central 9x9
            self.assertEqual(g.expected_action, renju.ACTION_BRANCH)
            self.assertEqual(g.offer_bounds(), (3, 3))
            g.choose_branch(renju.BRANCH_OFFERS, player="first")
            self.assertTrue(g.colours_final)
            g.propose(["a1", "o1", "c3"])
            g.choose_offer("o1", player="second")
            self.assertEqual(g.stone("o1"), renju.BLACK)
            self.assertEqual(g.expected_action, renju.ACTION_PLAY)
            self.assertIn("RU[renju super-taraguchi-3]", g.export())

    def test_super_sakata(self):
        with renju.Game("renju", opening="super-sakata") as g:
            g.play_moves("h8 h9 j10")
            self.assertEqual(g.expected_player, renju.PLAYER_SECOND)
            g.play_moves("k11 l12")
            self.assertEqual(g.expected_action, renju.ACTION_SWAP2)
            self.assertEqual(g.expected_player, renju.PLAYER_FIRST)
            g.choose_swap2(renju.SWAP2_TWO_MORE)
            self.assertFalse(g.colours_final)
            g.play_moves("a1 o15")
            self.assertEqual(g.expected_action, renju.ACTION_SWAP2)
            self.assertEqual(g.expected_player, renju.PLAYER_SECOND)
            self.assertFalse(g.colours_final)
            with self.assertRaises(renju.WrongPlayer):
                g.choose_swap2(renju.SWAP2_BLACK, player="first")
            g.choose_swap2(renju.SWAP2_BLACK)
            self.assertTrue(g.colours_final)
            self.assertEqual(g.player_colour("second"), renju.BLACK)
            self.assertEqual(g.expected_player, renju.PLAYER_FIRST)
            text = g.export("moves")
            self.assertEqual(text.split(), "h8 h9 j10 k11 l12 swap2:two-more a1 o15 "
                                           "swap2:black".split())
            with renju.Game("renju", opening="super-sakata") as h:
                h.import_record(text, "moves")
                self.assertEqual(h.player_colour("second"), renju.BLACK)


class TestCaro(unittest.TestCase):
    def test_a_closed_five_does_not_win(self):
        for rules in ("caro-5", "caro-6"):
            with renju.Game(rules) as g:
                self.assertEqual(g.option_bounds("edge_blocks"), (0, 1))
                g.play_moves("h8 g8 i8 m8 k8 a1 l8 a3 j8")
                self.assertFalse(g.over)
                self.assertEqual(g.winning_line, [])
                self.assertEqual(g.shape("j8", "black", renju.DIR_HORIZONTAL),
                                 renju.SHAPE_NONE)
                g.play_moves("b1 h9 b3 h10 b5 h11 b7 h12")
                self.assertEqual(g.result, renju.BLACK_WINS)
                self.assertEqual(g.result_reason, renju.REASON_FIVE)
                self.assertEqual(g.winning_line, ["h8", "h9", "h10", "h11", "h12"])

    def test_overlines(self):
        moves = "h8 a1 i8 a3 j8 a5 l8 a7 m8 a9 k8"
        with renju.Game(renju.RULES_CARO5) as g:
            g.play_moves(moves)
            self.assertFalse(g.over)
        with renju.Game(renju.RULES_CARO6) as g:
            g.play_moves(moves)
            self.assertEqual(g.result_reason, renju.REASON_OVERLINE)
            self.assertEqual(len(g.winning_line), 6)

    def test_the_edge(self):
        moves = "a8 f8 b8 o1 c8 o3 d8 o5 e8"
        with renju.Game("caro-5") as g:
            g.play_moves(moves)
            self.assertEqual(g.winning_line, ["a8", "b8", "c8", "d8", "e8"])
        with renju.Game("caro-5", edge_blocks=True) as g:
            self.assertEqual(g.get_option(renju.OPT_EDGE_BLOCKS), 1)
            g.play_moves(moves)
            self.assertFalse(g.over)
            with self.assertRaises(renju.WrongPhase):
                g.set_option("edge_blocks", 0)
            self.assertEqual(g.get_option("edge_blocks"), 1)

    def test_the_option_elsewhere(self):
        for rules in ("freestyle", "standard", "renju", "five-in-a-row"):
            with renju.Game(rules) as g:
                self.assertEqual(g.option_bounds("edge_blocks"), (0, 0))
                with self.assertRaises(renju.OutOfRange):
                    g.set_option("edge_blocks", 1)
                self.assertEqual(g.get_option("edge_blocks"), 0)
        with renju.Game("caro-6") as g:
            with self.assertRaises(renju.OutOfRange):
                g.set_option("edge_blocks", 2)

    def test_set_up_row_against_the_edge(self):
        with renju.Game("caro-5", edge_blocks=1) as g:
            g.setup_begin()
            for p in ("a8", "b8", "c8", "d8", "e8"):
                g.setup_put(p, "black")
            g.setup_put("f8", "white")
            g.setup_end()
            with self.assertRaises(renju.PositionError):
                g.set_option("edge_blocks", 0)
            self.assertEqual(g.get_option("edge_blocks"), 1)
            self.assertFalse(g.over)

    def test_records(self):
        with renju.Game("caro-5", opening="swap2") as g:
            self.assertIn("RU[caro-5 swap2]", g.export("sgf"))
        with renju.Game("caro-6") as g:
            g.play_moves("h8 g8 i8 m8 k8 a1 l8 a3 j8")
            self.assertIn("RU[caro-6]", g.export("sgf"))
            for fmt in ("moves", "sgf", "psq"):
                with renju.Game("caro-6") as h:
                    h.import_record(g.export(fmt), fmt)
                    self.assertEqual(h.moves, g.moves)
                    self.assertFalse(h.over)
        psq = "Piskvorky 15x15, 11:11, 0\n8,8,1\n9,9,1\n-1\n1,Caro\n"
        with renju.Game("renju") as h:
            h.import_record(psq, "psq", renju.IMPORT_RULES)
            self.assertEqual(h.ruleset, renju.RULES_CARO5)
            self.assertEqual(h.record_warnings(), [])


class TestRecords(unittest.TestCase):
    def test_formats_round_trip(self):
        with renju.Game("renju") as g:
            g.set_tag("PB", "Black player")
            g.set_tag("PW", "White player")
            g.play_moves("h8 h9 i9 i8 j10")
            self.assertEqual(g.tags["PB"], "Black player")
            self.assertIn("RU", renju.tag_names())
            for fmt in ("moves", "sgf", "psq"):
                text = g.export(fmt)
                with renju.Game("renju") as h:
                    self.assertGreater(h.import_record(text, fmt), 0)
                    self.assertEqual(h.moves, g.moves)
                    self.assertEqual(h.export(fmt), text)
            sgf = g.export()
            self.assertIn("PB[Black player]", sgf)
            with renju.Game.from_record(sgf, "sgf", ruleset="freestyle") as h:
                self.assertEqual(h.ruleset, renju.RULES_RENJU)
                self.assertEqual(h.get_tag("PW"), "White player")
                self.assertEqual(h.record_error_position(), (0, 0, 0))

    def test_bad_records(self):
        with renju.Game("renju") as g:
            g.play("h8")
            with self.assertRaises(renju.ParseError) as cm:
                g.import_record("(;FF[4]GM[4]SZ[15];B[hh];W[", "sgf")
            self.assertGreaterEqual(cm.exception.line, 1)
            self.assertGreaterEqual(cm.exception.column, 1)
            self.assertEqual(g.moves, ["h8"])       # unchanged
            with self.assertRaises(renju.Occupied) as cm:
                g.import_record("h8 h9 h8", "moves")
            self.assertEqual(cm.exception.move, 3)
            g.import_record(b"h8 h9 h10", "moves")
            self.assertEqual(g.moves, ["h8", "h9", "h10"])
            with self.assertRaises(ValueError):
                g.export("pdf")
            with self.assertRaises(renju.InvalidArgument):
                g.set_tag("XX", "value")


    def test_collections_and_warnings(self):
        data = b"(;B[hh];W[hi])\n(;B[zz])\n(;B[aa])\n"
        with renju.Game("freestyle") as game:
            read, at = game.import_next(data, 0)
            self.assertEqual((read, at), (True, 14))
            with self.assertRaises(renju.OutOfRange) as cm:
                game.import_next(data, at)
            self.assertEqual((cm.exception.line, cm.exception.end), (2, 23))
            self.assertEqual(game.move_count, 2)          # unchanged by the bad game
            self.assertEqual(game.import_next(data, cm.exception.end), (True, 32))
            self.assertEqual(game.import_next(data, 32), (False, 33))
        with renju.Game("renju", opening="rif") as game:
            game.import_record("h8 h9 j10 a1 k6 k7", "moves")
            warnings = game.record_warnings()
            self.assertEqual([w[0] for w in warnings], [renju.WARN_UNRECORDED] * 2)
            self.assertIn("swapped", warnings[0][4])
        self.assertEqual(renju.rules_from_name("Soosorv-5"),
                         (renju.RULES_RENJU, renju.OPENING_SOOSORV, 5))
        with self.assertRaises(renju.InvalidArgument):
            renju.rules_from_name("chess")


class TestThreads(unittest.TestCase):
    """One Game shared by threads.  ctypes releases the GIL in every foreign call, so
    without the game's lock these corrupt the heap (a double free, a use after free:
    tests/python-asan.sh reports them; a plain build crashes or not, by chance)."""

    THREADS = 6
    ROUNDS = 300

    def run_threads(self, work, count=THREADS):
        errors = []

        def guarded(i):
            try:
                work(i)
            except BaseException as err:      # anything else fails the test below
                errors.append(err)
        threads = [threading.Thread(target=guarded, args=(i,)) for i in range(count)]
        interval = sys.getswitchinterval()
        sys.setswitchinterval(1e-6)       # switch threads often: more calls overlap
        try:
            for t in threads:
                t.start()
            for t in threads:
                t.join(120)
                self.assertFalse(t.is_alive(), "a thread hangs")
        finally:
            sys.setswitchinterval(interval)
        self.assertEqual(errors, [], "exceptions other than RenjuError in threads")

    def assert_coherent(self, g):
        """The game agrees with itself and with its own record."""
        moves = g.moves
        self.assertEqual(g.move_count, len(moves))
        stones = sum(v != renju.EMPTY for row in g.board() for v in row)
        self.assertEqual(g.stone_count, stones)
        self.assertEqual(stones, len([m for m in moves if m != "pass"]))
        with renju.Game(g.ruleset) as copy:
            copy.import_record(g.export("moves"), "moves")
            self.assertEqual(copy.moves, moves)

    def hammer(self, g, seed, rounds=ROUNDS):
        """Random calls on g; only RenjuError may come out (GameClosed included)."""
        import random
        rnd = random.Random(seed)
        for _ in range(rounds):
            try:
                op = rnd.randrange(7)
                if g.move_count == 0:
                    g.play("h8")
                elif op <= 1:
                    g.play((rnd.randrange(15), rnd.randrange(15)))
                elif op == 2:
                    g.undo()
                elif op == 3:
                    text = g.export(rnd.choice(["moves", "sgf", "psq"]))
                    self.assertTrue(text)
                elif op == 4:
                    with g.clone() as c:
                        self.assert_coherent(c)
                elif op == 5:
                    self.assertLessEqual(len(g.moves), 225)
                    self.assertGreaterEqual(g.move_count, 0)
                else:
                    g.forbidden_map()
                    g.redo()
            except renju.RenjuError:
                pass

    def test_threads_hammer_one_game(self):
        with renju.Game("renju") as g:        # renju: forbidden points take time to find
            self.run_threads(lambda i: self.hammer(g, i))
            self.assert_coherent(g)

    def test_close_races_calls(self):
        for rnd in range(8):
            g = renju.Game("freestyle")
            g.play_moves("h8 h9 i9")

            def work(i):
                if i == 0:
                    time.sleep(0.002 * rnd)
                    g.close()
                else:
                    self.hammer(g, 100 * rnd + i, 200)
            self.run_threads(work)
            self.assertTrue(g.closed)
            for call in (g.undo, g.export, g.clone, lambda: g.play("a1"),
                         lambda: g.moves):
                with self.assertRaises(renju.GameClosed):
                    call()

    def test_close_waits_for_a_call_in_flight(self):
        g = renju.Game()
        with g._lock:                     # as a method running in another thread does
            closer = threading.Thread(target=g.close)
            closer.start()
            closer.join(0.2)
            self.assertTrue(closer.is_alive(), "close() freed the game under a call")
            self.assertFalse(g.closed)
            g.play("h8")                  # the holder still has a live game
        closer.join(10)
        self.assertTrue(g.closed)


class TestArguments(unittest.TestCase):
    """ctypes would truncate silently what it is given: an int wraps to 32 bits, a
    bool or a float is a point, a NUL ends a string, bytes(5) is five NULs.  Each
    kind of bad argument raises, on each family of methods, and changes nothing."""

    BIG = 2 ** 32 + 112            # wraps to 112, h8 on 15x15
    BAD_INTS = [(BIG, OverflowError), (-2 ** 31 - 1, OverflowError),
                (True, TypeError), (112.0, TypeError), (None, TypeError)]

    def assert_refused(self, call, *args):
        """call(bad) raises the expected exception for every bad integer."""
        where = getattr(call, "__name__", "")
        if where == "<lambda>":
            where = "lambda of line %d" % call.__code__.co_firstlineno
        for bad, exc in self.BAD_INTS:
            with self.subTest(call=where, bad=bad):
                with self.assertRaises(exc):
                    call(bad, *args)

    def test_points(self):
        with renju.Game("freestyle") as g:
            for call in (g.play, g.point, g.name, g.stone, g.forbidden, g.explain,
                         g.coordinates, g.offer_draw, g.point_allowed,
                         lambda p: g.setup_put(p, "black"),
                         lambda p: g.point((p, 7)), lambda p: g.point((7, p)),
                         lambda p: g.play_as("first", p), lambda p: g.propose([p]),
                         lambda p: g.choose_offer(p),
                         lambda p: g.symmetry_point(renju.SYM_IDENTITY, p),
                         lambda p: g.offers_equivalent(p, "h8"),
                         lambda p: g.opening_identify("h8", p, "h10"),
                         lambda p: g.shape(p, "black", renju.DIR_HORIZONTAL)):
                self.assert_refused(call)
            if g.in_setup:
                g.setup_end()
            self.assertEqual(g.moves, [])
            self.assertEqual(g.stone_count, 0)

    def test_other_integers(self):
        with renju.Game("freestyle") as g:
            tags = g.tags
            for call in (lambda v: renju.Game(v), lambda v: renju.Game("renju", v),
                         lambda v: g.set_option("move_limit", v), g.get_option,
                         g.option_bounds, lambda v: g.set_option(v, 0), g.resign,
                         g.setup_side, g.player_colour,
                         lambda v: g.swap(True, 1.5 if v is None else v),  # None: default
                         lambda v: g.declare(v), lambda v: g.choose_branch(v),
                         lambda v: g.choose_colour(v), lambda v: g.choose_swap2(v),
                         lambda v: g.play_as(v, "h8"),
                         lambda v: g.shape("h8", v, 0), lambda v: g.shape("h8", 1, v),
                         lambda v: g.shape_stones("h8", 1, v),
                         lambda v: g.shape_keys("h8", 1, v),
                         lambda v: g.symmetry_point(v, "a1"), g.opening_points,
                         lambda v: g.opening_points(1, v), g.export,
                         lambda v: g.import_record("h8", v),
                         lambda v: g.import_record("h8", "moves", v),
                         lambda v: g.import_next(b"", 0, "sgf", v),
                         lambda v: renju.Game.from_record("h8", "moves", v),
                         renju.strerror, renju.opening_name, renju.opening_kanji,
                         renju.opening_direct):
                self.assert_refused(call)
            for bad in (True, 0.0, None):
                with self.assertRaises(TypeError):
                    g.import_next(b"(;B[hh])", bad)
            self.assertEqual(g.moves, [])
            # a bool is a yes or no where one is meant
            g.set_option("allow_pass", False)
            self.assertEqual(g.get_option("allow_pass"), 0)
            self.assertEqual(g.tags, tags)

    def test_strings(self):
        with renju.Game("freestyle") as g:
            tags = g.tags
            calls = (g.play, g.point, g.stone, lambda s: g.set_tag("PB", s),
                     lambda s: g.set_tag(s, "x"), g.get_tag, renju.rules_from_name)
            for call in calls:
                for bad in ("h8\0h9", "PB\0", "RIF\0junk", "a\ud800"):
                    with self.subTest(bad=bad):
                        with self.assertRaises(renju.InvalidArgument):
                            call(bad)
            for call in (g.play, g.point, lambda s: g.set_tag("PB", s),
                         lambda s: g.set_tag(s, "x"), g.get_tag, renju.rules_from_name):
                for bad in (b"h8", 5.0, ["h8"]):
                    with self.subTest(bad=bad):
                        with self.assertRaises(TypeError):
                            call(bad)
            self.assertEqual(g.moves, [])
            self.assertEqual(g.tags, tags)
            with self.assertRaises(TypeError):
                g.set_tag("PB", 5)

    def test_record_text(self):
        with renju.Game("freestyle") as g:
            for call in (lambda t: g.import_record(t, "moves"), g.import_next,
                         lambda t: renju.Game.from_record(t, "moves")):
                for bad in (5, 5.0, None, ["h8"]):
                    with self.subTest(bad=bad):
                        with self.assertRaises(TypeError):
                            call(bad)
            with self.assertRaises(TypeError):
                g.import_next("(;B[hh])")          # offsets count bytes, not characters
            self.assertEqual(g.moves, [])
            # a NUL inside a record reaches the library, which says where it is
            with self.assertRaises(renju.ParseError):
                g.import_record("h8\0h9", "moves")
            g.import_record(bytearray(b"h8 h9"), "moves")
            g.import_record(memoryview(b"h8 h9 h10"), "moves")
            self.assertEqual(g.moves, ["h8", "h9", "h10"])


class _BadText:
    """The library, except that its strings are not valid UTF-8."""
    RAW = b"h8 is \xe2\x82 occupied \xff"

    def __init__(self, lib):
        self._lib = lib

    def __getattr__(self, name):
        return getattr(self._lib, name)

    def renju_errmsg(self, h):
        return self.RAW

    def renju_strerror(self, code):
        return self.RAW

    def renju_record_warning(self, h, i, *out):
        self._lib.renju_record_warning(h, i, *out)
        return self.RAW

    def renju_record_export(self, h, fmt, buf, n):
        if buf is not None:
            ctypes.memmove(buf, self.RAW + b"\0", len(self.RAW) + 1)
        return len(self.RAW) + 1


class TestText(unittest.TestCase):
    """Strings from the library that are not UTF-8 never raise UnicodeDecodeError."""

    def test_messages_are_decoded_with_replacement(self):
        with renju.Game("freestyle") as g, mock.patch.object(renju, "_lib",
                                                               _BadText(renju._lib)):
            g.play("h8")
            with self.assertRaises(renju.Occupied) as cm:
                g.play("h8")
            self.assertEqual(cm.exception.message, "h8 is \ufffd occupied \ufffd")
            self.assertEqual(g.errmsg, cm.exception.message)
            self.assertIn("\ufffd", renju.strerror(renju.EOCCUPIED))
            self.assertIn("\ufffd", renju.RenjuError(renju.EPARSE).message)
            with self.assertRaises(renju.ParseError) as cm:
                g.import_record("(;B[", "sgf")
            self.assertIn("\ufffd", cm.exception.message)
            with self.assertRaises(renju.RenjuError) as cm:
                g.import_next(b"(;B[zz])")
            self.assertIn("\ufffd", cm.exception.message)

    def test_warnings_are_decoded_with_replacement(self):
        with renju.Game("renju", opening="rif") as g:
            with mock.patch.object(renju, "_lib", _BadText(renju._lib)):
                g.import_record("h8 h9 j10 a1 k6 k7", "moves")
                messages = [w[4] for w in g.record_warnings()]
            self.assertTrue(messages)
            self.assertTrue(all("\ufffd" in m for m in messages))

    def test_records_round_trip_their_bytes(self):
        with renju.Game("freestyle") as g:
            with mock.patch.object(renju, "_lib", _BadText(renju._lib)):
                text = g.export("moves")
            # surrogateescape: the same bytes go back into the library
            self.assertEqual(text.encode("utf-8", "surrogateescape"), _BadText.RAW)
            with self.assertRaises(renju.ParseError):
                g.import_record(text, "moves")


class TestExample(unittest.TestCase):
    def test_example_runs(self):
        out = subprocess.run([sys.executable, os.path.join(HERE, "example.py")],
                             capture_output=True, text=True, check=True, timeout=60).stdout
        self.assertIn("forbidden", out)
        self.assertIn("wins", out)


if __name__ == "__main__":
    unittest.main()
