# SPDX-License-Identifier: MIT
"""The package against renju.h: every function declared with its types, every
constant an enumeration member of the same value, the catalogue's names the
library's."""

import ctypes
import enum
import os
import re

import pytest
from conftest import SOURCE_TREE, header_constants, header_functions

import librenju
from librenju import _native, enums, points


def kind_of_c(decl):
    """A coarse kind for a C parameter or return type."""
    decl = " ".join(decl.split())
    for prefix, kind in (("renju_alloc_fn", "alloc"), ("renju_free_fn", "free"),
                         ("renju_write_fn", "write"), ("renju_index **", "index**"),
                         ("renju_index *", "index*"), ("const void *", "void*"),
                         ("renju_game **", "game**"), ("renju_game *", "game*"),
                         ("const char *", "str"), ("char *", "buf"),
                         ("unsigned char *", "bytes*"), ("const int *", "int*"),
                         ("int *", "int*"), ("void *", "void*"), ("size_t *", "size*"),
                         ("size_t", "size"), ("int", "int")):
        if decl.startswith(prefix):
            return kind
    return "void" if decl == "void" else "?" + decl


def kind_of_ctypes(t):
    table = {None: "void", ctypes.c_int: "int", ctypes.c_size_t: "size",
             ctypes.c_char_p: "str", ctypes.c_void_p: "game*",
             ctypes.POINTER(ctypes.c_int): "int*",
             ctypes.POINTER(ctypes.c_size_t): "size*",
             ctypes.POINTER(ctypes.c_ubyte): "bytes*",
             ctypes.POINTER(ctypes.c_void_p): "game**",
             _native.ALLOC_FN: "alloc", _native.FREE_FN: "free",
             _native.WRITE_FN: "write", _native.IndexHandle: "index*",
             ctypes.POINTER(_native.IndexHandle): "index**"}
    return table.get(t, "?%r" % (t,))


def test_every_header_function_is_declared():
    funcs = header_functions()
    assert len(funcs) > 80
    assert sorted(set(funcs) - set(_native.PROTOTYPES)) == [], "not declared"
    assert sorted(set(_native.PROTOTYPES) - set(funcs)) == [], "not in renju.h"


@pytest.mark.parametrize("name", sorted(header_functions()))
def test_types_match_the_header(name):
    ret, args = header_functions()[name]
    restype, argtypes = _native.PROTOTYPES[name]
    assert kind_of_ctypes(restype) == kind_of_c(ret)
    assert len(argtypes) == len(args)
    for i, (decl, t) in enumerate(zip(args, argtypes)):
        want, got = kind_of_c(decl), kind_of_ctypes(t)
        if want == "void*" and t is ctypes.c_void_p:
            continue                        # an opaque, a context, the index's bytes
        if want in ("buf", "str"):
            assert got in ("str", "buf"), "argument %d" % i
        else:
            assert got == want, "argument %d (%s)" % (i, decl)


def test_loaded_functions_have_their_types():
    lib = _native.library()
    for name, (restype, argtypes) in _native.PROTOTYPES.items():
        fn = getattr(lib, name)
        assert fn.restype is restype, name
        assert list(fn.argtypes) == list(argtypes), name


# Each family of constants of renju.h and the enumeration that mirrors it, the
# member named as the constant without its prefix.
FAMILIES = [("REASON_", librenju.Reason), ("FORBID_", librenju.ForbiddenKind),
            ("DIR_", librenju.Direction), ("SHAPE_", librenju.Shape),
            ("OPT_", librenju.Option), ("FOUL_", librenju.FoulPolicy),
            ("THREE_", librenju.ThreeReading), ("PLAYER_", librenju.Player),
            ("ACTION_", librenju.Action), ("BRANCH_", librenju.Branch),
            ("SWAP2_", librenju.Swap2Choice), ("SYM_", librenju.Symmetry),
            ("FORMAT_", librenju.Format), ("IMPORT_", librenju.ImportFlag),
            ("WARN_", librenju.WarningCode), ("TEXT_", librenju.TextFlag),
            ("SOLVE_", librenju.SolveOutcome), ("TREE_", enums.TreeMode),
            ("MARK_", enums.Mark), ("THREAT_", librenju.Threat),
            ("DIAGRAM_", librenju.DiagramFlag)]
SINGLE = {"OK": librenju.ErrorCode.OK, "EMPTY": librenju.Colour.EMPTY,
          "BLACK": librenju.Colour.BLACK, "WHITE": librenju.Colour.WHITE,
          "ONGOING": librenju.Result.ONGOING, "BLACK_WINS": librenju.Result.BLACK_WINS,
          "WHITE_WINS": librenju.Result.WHITE_WINS, "DRAW": librenju.Result.DRAW,
          "KEY_MAKES_FIVE": librenju.KeyStatus.MAKES_FIVE,
          "PASS": points.PASS_INDEX, "NO_POINT": points.NO_POINT_INDEX,
          "DEFAULT_SIZE": librenju.DEFAULT_SIZE, "MIN_SIZE": librenju.MIN_SIZE,
          "MAX_SIZE": librenju.MAX_SIZE, "MAX_OFFERS": librenju.MAX_OFFERS,
          "OPENINGS": librenju.OPENINGS, "SYMMETRIES": len(librenju.Symmetry),
          "FORMATS": len(librenju.Format), "NODE_CURRENT": -1, "NO_NODE": 0x7fffffff,
          "KEY_SIZE": librenju.KEY_SIZE, "KEY_VERSION": librenju.KEY_VERSION,
          "INDEX_VERSION": librenju.INDEX_VERSION,
          "INDEX_MAX_GAMES": librenju.INDEX_MAX_GAMES,
          "INDEX_NEXT_WIDTH": librenju.index.INDEX_NEXT_WIDTH}
SINGLE.update({"NODE_" + m.name: int(m) for m in enums.NodeKind})
SINGLE.update({"NODE_" + m.name: int(m) for m in enums.NodeFlag})


def test_constants_match_the_header():
    consts = header_constants()
    assert len(consts) > 100
    seen = {family: set() for _, family in FAMILIES}
    for name, value in consts.items():
        if name in SINGLE:
            assert SINGLE[name] == value, name
        elif name.startswith("VERSION_"):
            continue                        # test_version
        elif name.startswith("E") and name[1:].isalpha():
            assert librenju.ErrorCode[name] == value, name
        elif name.startswith("RULES_"):
            assert librenju.Ruleset(value) == value, name
        elif name.startswith("OPENING_"):
            assert librenju.OpeningRule(value) == value, name
        else:
            prefix, family = next(((p, f) for p, f in FAMILIES if name.startswith(p)),
                                  (None, None))
            assert family is not None, "RENJU_%s has no enumeration" % name
            member = name[len(prefix):]
            assert family[member] == value, name
            seen[family].add(member)
    for prefix, family in FAMILIES:     # and no member the header lacks
        assert seen[family] == set(family.__members__), prefix
    errors = {n for n in consts
              if n == "OK" or (n.startswith("E") and n[1:].isalpha() and n not in SINGLE)}
    assert errors == set(librenju.ErrorCode.__members__)
    kinds = {m.name: int(m) for m in librenju.ForbiddenKind if m}
    keys = {m.name: int(m) for m in librenju.KeyStatus if m not in (0, 4)}
    assert kinds == keys


def test_the_catalogue_names_are_the_library_s():
    lib = _native.library()
    for cls, name_of, prefix in ((librenju.Ruleset, lib.renju_ruleset_name, "RULES_"),
                                 (librenju.OpeningRule, lib.renju_opening_rule_name,
                                  "OPENING_")):
        assert issubclass(cls, enum.IntEnum)
        values = [v for n, v in header_constants().items()
                  if n.startswith(prefix) and n != "OPENINGS"]
        assert sorted(int(m) for m in cls) == sorted(values)
        for member in cls:
            assert str(member) == name_of(int(member)).decode()
        assert name_of(len(cls)) is None
    assert librenju.ruleset_names() == ["freestyle", "standard", "renju", "five-in-a-row",
                                        "caro-5", "caro-6"]
    assert librenju.Ruleset.FIVE_IN_A_ROW == 3
    assert librenju.OpeningRule.SUPER_SAKATA == 11
    assert "super-sakata" in librenju.opening_rule_names()
    assert librenju.Ruleset is enums.Ruleset is librenju.enums.catalogue_enum("Ruleset")


def test_reasons_and_kinds_print_the_library_s_words():
    lib = _native.library()
    for cls, name_of in ((librenju.Reason, lib.renju_reason_name),
                         (librenju.ForbiddenKind, lib.renju_forbid_name)):
        for member in cls:
            assert str(member) == name_of(int(member)).decode()
            assert f"{member}" == str(member)
        assert name_of(len(cls)) is None
        assert name_of(-1) is None
    assert [str(m) for m in librenju.Reason] == [
        "none", "five in a row", "overline", "foul", "resignation", "full board",
        "both passed", "agreement", "no legal point for black", "move limit", "time",
        "forfeit"]
    assert [str(m) for m in librenju.ForbiddenKind] == [
        "legal", "overline", "double-four", "double-three"]
    # a key point's foul is named as a forbidden point is
    assert [str(m) for m in librenju.KeyStatus] == [
        "playable", "overline", "double-four", "double-three", "makes five"]


def test_version():
    consts = header_constants()
    want = "%d.%d.%d" % (consts["VERSION_MAJOR"], consts["VERSION_MINOR"],
                         consts["VERSION_PATCH"])
    assert librenju.library_version() == want
    assert _native.library().renju_version_number() == (
        consts["VERSION_MAJOR"] * 10000 + consts["VERSION_MINOR"] * 100
        + consts["VERSION_PATCH"])


def test_strerror():
    assert librenju.strerror(librenju.ErrorCode.EOCCUPIED) == "point already occupied"
    assert librenju.strerror(12345) == "unknown error code"
    assert librenju.error_class(-999) is librenju.RenjuError
    for code in librenju.ErrorCode:
        if code:
            assert issubclass(librenju.error_class(code), librenju.RenjuError)
            assert librenju.error_class(code) is not librenju.RenjuError


def test_enumerations_print_as_words():
    assert str(librenju.Result.BLACK_WINS) == "black wins"
    assert "%s" % librenju.Colour.WHITE == "white"
    assert f"{librenju.ForbiddenKind.DOUBLE_THREE}" == "double-three"
    assert f"{librenju.Reason.FIVE:d}" == "1"
    assert str(librenju.Ruleset.CARO_5) == "caro-5"
    assert str(librenju.ErrorCode.EPARSE) == "EPARSE"
    assert librenju.Colour.BLACK.opponent is librenju.Colour.WHITE
    assert librenju.TextFlag.LAST | librenju.TextFlag.OFFERS == 6
    assert librenju.Result.DRAW == 3 and isinstance(librenju.Result.DRAW, int)


def test_every_file_is_distributed():
    """make dist carries every file of the package (Makefile.am's EXTRA_DIST)."""
    with open(os.path.join(SOURCE_TREE, "Makefile.am"), encoding="utf-8") as f:
        text = f.read().replace("\\\n", " ")
    listed = set()
    for m in re.finditer(r"^EXTRA_DIST\s*\+?=(.*)$", text, re.M):
        listed.update(m.group(1).split())
    package = os.path.join(SOURCE_TREE, "bindings", "python")
    present = set()
    for path, dirs, files in os.walk(package):
        dirs[:] = [d for d in dirs if d not in ("build", "dist", "__pycache__", "csrc")
                   and not d.startswith(".")
                   and not d.endswith(".egg-info")]
        for name in files:
            if name.endswith((".pyc", ".so")) or name == "_version.py":
                continue
            present.add(os.path.relpath(os.path.join(path, name), SOURCE_TREE))
    assert present - listed == set()
