# SPDX-License-Identifier: MIT
"""Records: the formats (text, and binary as bytes) and their names, failures and
where they are, collections, warnings, rule names and tags."""

import ctypes

import pytest

import librenju
from librenju import (PASS, Format, Game, ImportFlag, OpeningRule, Point, Ruleset,
                      WarningCode)


def P(text):
    return Point(text)


def test_formats_round_trip(new_game):
    g = new_game("renju")
    g.set_tag("PB", "Black player")
    g.set_tag("PW", "Wei Qi \u9ed1")
    g.play_moves("h8 h9 i9 i8 j10")
    assert g.tags["PB"] == "Black player"
    assert g.tags["RU"] == "renju"
    assert "RU" in librenju.tag_names() and "EV" in librenju.tag_names()
    for fmt in ("moves", Format.SGF, "PSQ"):
        text = g.export(fmt)
        h = new_game("renju")
        assert h.import_record(text, fmt) > 0
        assert h.moves == g.moves
        assert h.export(fmt) == text
    sgf = g.export()
    assert "PB[Black player]" in sgf
    with Game.from_record(sgf, "sgf", ruleset="freestyle") as h:
        assert h.ruleset is Ruleset.RENJU
        assert h.get_tag("PW") == "Wei Qi \u9ed1"
        assert h.error_position == (0, 0, 0)
    g.set_tag("PB", None)
    assert "PB" not in g.tags


def test_passes_in_records(new_game):
    g = new_game("standard")
    g.play_moves(["h8", PASS, "h9"])
    h = new_game("standard")
    h.import_record(g.export("moves"), "moves")
    assert h.moves == [P("h8"), PASS, P("h9")]


def test_rules_and_size_from_the_record(new_game):
    g = new_game("freestyle", 9)
    g.play_moves("e5 a1")
    h = new_game("renju")
    h.import_record(g.export("sgf"), "sgf", ImportFlag.RULES)
    assert (h.ruleset, h.size) == (Ruleset.FREESTYLE, 9)
    assert h.moves == [P("e5"), P("a1")]
    assert h.board.size == 9 and len(h.allowed_points) == 79
    with pytest.raises(librenju.OutOfRange):
        h.play("j10")


def test_bad_records(new_game):
    g = new_game("renju")
    g.play("h8")
    with pytest.raises(librenju.ParseError) as cm:
        g.import_record("(;FF[4]GM[4]SZ[15];B[hh];W[", "sgf")
    assert cm.value.line >= 1 and cm.value.column >= 1
    assert g.moves == [P("h8")]       # unchanged
    with pytest.raises(librenju.Occupied) as cm:
        g.import_record("h8 h9 h8", "moves")
    assert cm.value.move == 3
    assert g.error_position.move == 3
    g.import_record(b"h8 h9 h10", "moves")
    assert g.moves == [P("h8"), P("h9"), P("h10")]
    with pytest.raises(ValueError):
        g.export("pdf")
    with pytest.raises(librenju.InvalidArgument):
        g.set_tag("XX", "value")


def test_long_records(new_game):
    g = new_game("freestyle", 20)
    g.set_tag("GC", "x" * 5000)
    text = g.export("sgf")
    assert len(text) > 5000
    assert g.get_tag("GC") == "x" * 5000
    g.play_moves([Point(c, r) for r in range(0, 20, 2) for c in range(20)][:150])
    h = new_game("freestyle", 20)
    h.import_record(g.export("moves"), "moves")
    assert h.moves == g.moves and len(h.moves) == 150


class Passed:
    """The library, noting the text each renju_record_import_next() is given."""

    def __init__(self, lib):
        self._lib, self.texts = lib, []

    def __getattr__(self, name):
        return getattr(self._lib, name)

    def renju_record_import_next(self, h, fmt, text, n, at, flags):
        self.texts.append(text)
        return self._lib.renju_record_import_next(h, fmt, text, n, at, flags)


def read_lines(game, data, start=0, most=None):
    """(line of the error or first warning, next offset) of each game from start."""
    out, at = [], start
    while most is None or len(out) < most:
        try:
            read, end = game.import_next(data, at)
            if not read:
                break
            out.append((game.warnings[0].line if game.warnings else 0, end))
        except librenju.RenjuError as err:
            out.append((err.line, err.end))
            end = err.end
        at = end
    return out


def test_collections_are_passed_as_they_are(new_game):
    """The library counts lines on from where its last call on the same text got
    to: a copy at each call would cost each game the whole collection's size."""
    game = new_game("freestyle")
    game._lib = passed = Passed(game._lib)
    data = b"(;GM[4]SZ[15];B[hh]AB[aa])\r\n()\r(;GM[4]SZ[15];B[hh]AE[aa])\n" * 200
    buffer = bytearray(data)
    for given in (data, memoryview(data), buffer, memoryview(buffer)):
        passed.texts = []
        lines = read_lines(game, given)
        assert [line for line, _ in lines] == list(range(1, 601))
        if isinstance(given, memoryview) and given.obj is data or given is data:
            assert all(t is data for t in passed.texts)
        else:   # writable: the buffer itself, not a copy of it
            address = ctypes.addressof((ctypes.c_char * len(buffer)).from_buffer(buffer))
            assert {ctypes.addressof(t) for t in passed.texts} == {address}
    # going back, or another game from the middle: the same lines
    assert read_lines(game, data, lines[299][1], 2) == lines[300:302]
    assert read_lines(new_game("freestyle"), data, lines[449][1], 1) == lines[450:451]
    # a read-only buffer that is not bytes is copied, and read the same
    assert read_lines(game, memoryview(data)[:len(data) // 2]) == lines[:300]


def test_collections_and_warnings(new_game):
    data = b"(;B[hh];W[hi])\n(;B[zz])\n(;B[aa])\n"
    game = new_game("freestyle")
    assert game.import_next(data, 0) == (True, 14)
    with pytest.raises(librenju.OutOfRange) as cm:
        game.import_next(data, 14)
    assert (cm.value.line, cm.value.end) == (2, 23)
    assert game.move_count == 2             # unchanged by the bad game
    assert game.import_next(data, cm.value.end) == (True, 32)
    assert game.import_next(data, 32) == (False, 33)
    with pytest.raises(librenju.InvalidArgument):
        game.import_next(data, 34)
    g = new_game("renju", opening="rif")
    g.import_record("h8 h9 j10 a1 k6 k7", "moves")
    warnings = g.warnings
    assert [w.code for w in warnings] == [WarningCode.UNRECORDED] * 2
    assert "swapped" in warnings[0].message
    assert warnings[0] == (warnings[0].code, warnings[0].line, warnings[0].column,
                           warnings[0].times, warnings[0].message)


def test_rules_from_name():
    rules = librenju.rules_from_name("Soosorv-5")
    assert rules == (Ruleset.RENJU, OpeningRule.SOOSORV, 5)
    assert rules.opening is OpeningRule.SOOSORV and rules.opening_n == 5
    assert librenju.rules_from_name("freestyle swap2").ruleset is Ruleset.FREESTYLE
    with pytest.raises(librenju.InvalidArgument):
        librenju.rules_from_name("chess")


def test_format_names():
    assert [str(f) for f in Format] == ["moves", "sgf", "psq", "lib", "pos"]
    lib = librenju._native.library()
    assert all(str(f) == lib.renju_format_name(int(f)).decode() for f in Format)
    for name, fmt in ((".SGF", Format.SGF), ("renlib", Format.LIB), ("lib", Format.LIB),
                      ("Pos", Format.POS), ("txt", Format.MOVES), ("psq", Format.PSQ)):
        assert Format.from_name(name) is fmt
    for bad in ("pdf", "", "s\0gf", "x" * 40):
        with pytest.raises(librenju.InvalidArgument):
            Format.from_name(bad)
    with pytest.raises(TypeError):
        Format.from_name(3)
    assert Format.LIB.binary and Format.POS.binary and not Format.SGF.binary


def test_binary_formats_take_bytes(new_game):
    g = new_game("renju")
    g.play_moves("h8 h9")
    for fmt in ("lib", Format.POS, "renlib"):
        with pytest.raises(TypeError):
            g.import_record("h8 h9", fmt)       # no str stands for binary data
        with pytest.raises(librenju.RenjuError) as cm:
            g.import_record(b"\xff\x00\x01", fmt)
        assert cm.value.message and cm.value.line is not None
    assert g.moves == [P("h8"), P("h9")]        # unchanged
    try:
        data = g.export("lib")
    except librenju.InvalidArgument as err:     # the writer is not there yet
        assert "not written" in err.message
    else:
        assert isinstance(data, bytes)
        with Game.from_record(data, "lib") as h:
            assert h.moves == g.moves
    with pytest.raises(librenju.InvalidArgument):
        g.export(Format.POS)                    # read only
