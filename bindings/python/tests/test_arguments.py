# SPDX-License-Identifier: MIT
"""Arguments that ctypes would take silently: an int that wraps to 32 bits, a bool or
a float taken as a number, a NUL that ends a string, bytes(5) that is five NULs.  Each
kind raises on each family of methods and changes nothing; strings from the library
that are not UTF-8 never raise UnicodeDecodeError."""

import ctypes

import pytest

import librenju
from librenju import Game, Point, Symmetry

BIG = 2 ** 32 + 112            # wraps to 112, h8 on 15x15
BAD_INTS = [(BIG, OverflowError), (-2 ** 31 - 1, OverflowError), (True, TypeError),
            (112.0, TypeError), (None, TypeError)]
BAD_POINTS = [(BIG, TypeError), (True, TypeError), (112.0, TypeError), (None, TypeError),
              ((BIG, 7), librenju.OutOfRange), ((7, -2 ** 31 - 1), librenju.OutOfRange),
              ((True, 7), TypeError), ((7, 7.0), TypeError), ((7,), TypeError),
              (b"h8", TypeError), (["h8"], TypeError)]


def refused(call, bad_values):
    for bad, exc in bad_values:
        with pytest.raises(exc):
            call(bad)


def test_points(new_game):
    g = new_game("freestyle")
    for call in (g.play, g.point, g.index, g.stone, g.forbidden, g.explain,
                 g.offer_draw, g.point_allowed,
                 lambda p: g.setup_put(p, "black"),
                 lambda p: g.play_as("first", p), lambda p: g.propose([p]),
                 lambda p: g.choose_offer(p),
                 lambda p: g.symmetry_point(Symmetry.IDENTITY, p),
                 lambda p: g.offers_equivalent(p, "h8"),
                 lambda p: g.opening_identify("h8", p, "h10"),
                 lambda p: g.shape(p, "black", librenju.Direction.HORIZONTAL)):
        refused(call, BAD_POINTS)
    if g.in_setup:
        g.setup_end()
    assert g.moves == [] and g.stone_count == 0


def test_other_integers(new_game):
    g = new_game("freestyle")
    tags = g.tags
    for call in (lambda v: Game(v), lambda v: Game("renju", v),
                 lambda v: g.set_option("move_limit", v), g.get_option,
                 g.option_bounds, lambda v: g.set_option(v, 0), g.resign,
                 g.setup_side, g.player_colour,
                 lambda v: g.swap(True, 1.5 if v is None else v),  # None: the default
                 lambda v: g.declare(v), lambda v: g.choose_branch(v),
                 lambda v: g.choose_colour(v), lambda v: g.choose_swap2(v),
                 lambda v: g.play_as(v, "h8"),
                 lambda v: g.shape("h8", v, 0), lambda v: g.shape("h8", 1, v),
                 lambda v: g.shape_stones("h8", 1, v),
                 lambda v: g.shape_keys("h8", 1, v),
                 lambda v: g.symmetry_point(v, "a1"), g.opening_points,
                 lambda v: g.opening_points(1, v), g.export, g.board_text,
                 lambda v: g.import_record("h8", v),
                 lambda v: g.import_record("h8", "moves", v),
                 lambda v: g.import_next(b"", 0, "sgf", v),
                 lambda v: Game.from_record("h8", "moves", v),
                 librenju.strerror, librenju.opening):
        refused(call, BAD_INTS)
    for bad in (True, 0.0, None):
        with pytest.raises(TypeError):
            g.import_next(b"(;B[hh])", bad)
    assert g.moves == []
    g.set_option("allow_pass", False)      # a bool is a yes or no where one is meant
    assert g.get_option("allow_pass") is False
    assert g.tags == tags


def test_unknown_names(new_game):
    # an enumerated argument by a name it does not have: InvalidArgument (a
    # ValueError), as the JavaScript package throws, the game unchanged
    g = new_game("freestyle")
    g.play("h8")
    record = g.export()
    for call in (g.resign, lambda v: g.forfeit(v, "time"), lambda v: g.forfeit("black", v),
                 g.setup_side, g.player_colour, lambda v: g.swap(True, v),
                 g.choose_branch, g.choose_colour, g.choose_swap2,
                 lambda v: g.play_as(v, "h9"), lambda v: g.symmetry_point(v, "a1"),
                 lambda v: g.opening_points(1, v), lambda v: g.shape("h9", v, 0),
                 lambda v: g.shape("h9", "black", v), lambda v: g.shape_keys("h9", 1, v),
                 g.export, lambda v: g.import_record("h8", v), g.get_option,
                 g.option_bounds, lambda v: g.set_option(v, 0),
                 lambda v: g.set_option("foul_policy", v),
                 lambda v: g.set_option("three_reading", v),
                 lambda v: g.set_option("opening", v), lambda v: Game(v),
                 lambda v: g.setup(side=v)):
        for bad in ("purple", "", "black white"):
            with pytest.raises(librenju.InvalidArgument) as err:
                call(bad)
            assert err.value.code == librenju.ErrorCode.EINVAL and isinstance(err.value,
                                                                             ValueError)
    assert g.export() == record and not g.in_setup


def test_strings(new_game):
    g = new_game("freestyle")
    tags = g.tags
    for call in (g.play, g.point, g.stone, lambda s: g.set_tag("PB", s),
                 lambda s: g.set_tag(s, "x"), g.get_tag, librenju.rules_from_name,
                 Game, lambda s: Game("renju", opening=s)):
        for bad in ("h8\0h9", "PB\0", "RIF\0junk", "a\ud800"):
            with pytest.raises(librenju.InvalidArgument):
                call(bad)
    for call in (lambda s: g.set_tag("PB", s), lambda s: g.set_tag(s, "x"), g.get_tag,
                 librenju.rules_from_name):
        for bad in (b"h8", 5.0, ["h8"]):
            with pytest.raises(TypeError):
                call(bad)
    assert g.moves == [] and g.tags == tags


def test_record_text(new_game):
    g = new_game("freestyle")
    for call in (lambda t: g.import_record(t, "moves"), g.import_next,
                 lambda t: Game.from_record(t, "moves")):
        for bad in (5, 5.0, None, ["h8"]):
            with pytest.raises(TypeError):
                call(bad)
    with pytest.raises(TypeError):
        g.import_next("(;B[hh])")          # offsets count bytes, not characters
    assert g.moves == []
    with pytest.raises(librenju.ParseError):   # a NUL reaches the library, which says
        g.import_record("h8\0h9", "moves")
    g.import_record(bytearray(b"h8 h9"), "moves")
    g.import_record(memoryview(b"h8 h9 h10"), "moves")
    assert [str(p) for p in g.moves] == ["h8", "h9", "h10"]


class BadText:
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
        return len(self.RAW)


def test_messages_are_decoded_with_replacement(new_game, monkeypatch):
    from librenju import _native
    g = new_game("freestyle")
    g._lib = BadText(g._lib)
    monkeypatch.setattr(_native, "_lib", BadText(_native._lib))
    g.play("h8")
    with pytest.raises(librenju.Occupied) as cm:
        g.play("h8")
    assert cm.value.message == "h8 is \ufffd occupied \ufffd"
    assert g.errmsg == cm.value.message
    assert "\ufffd" in librenju.strerror(librenju.ErrorCode.EOCCUPIED)
    assert "\ufffd" in librenju.RenjuError(librenju.ErrorCode.EPARSE).message
    with pytest.raises(librenju.ParseError) as cm:
        g.import_record("(;B[", "sgf")
    assert "\ufffd" in cm.value.message
    with pytest.raises(librenju.RenjuError) as cm:
        g.import_next(b"(;B[zz])")
    assert "\ufffd" in cm.value.message


def test_warnings_are_decoded_with_replacement(new_game):
    g = new_game("renju", opening="rif")
    g._lib = BadText(g._lib)
    g.import_record("h8 h9 j10 a1 k6 k7", "moves")
    messages = [w.message for w in g.warnings]
    assert messages and all("\ufffd" in m for m in messages)


def test_records_round_trip_their_bytes(new_game):
    g = new_game("freestyle")
    lib = g._lib
    g._lib = BadText(lib)
    text = g.export("moves")
    g._lib = lib
    # surrogateescape: the same bytes go back into the library
    assert text.encode("utf-8", "surrogateescape") == BadText.RAW
    with pytest.raises(librenju.ParseError):
        g.import_record(text, "moves")


def test_points_are_checked_before_they_cross(new_game):
    g = new_game("freestyle", 9)
    with pytest.raises(librenju.OutOfRange) as err:
        g.play(Point("j1"))                 # a point of larger boards
    assert "off the 9x9 board" in err.value.message
    assert g.errcode == librenju.ErrorCode.ERANGE
    with pytest.raises(librenju.OutOfRange):
        g.play((9, 0))
    assert g.moves == []


def test_text_that_is_not_unicode(new_game):
    """Lone surrogates are no Unicode text: refused with InvalidArgument, as the
    JavaScript package refuses them (only U+DC80..U+DCFF, the bytes that
    surrogateescape gave out, go back as those bytes)."""
    g = new_game("freestyle")
    for bad in ("\ud800", "h8\udfff", "\udbff\ud800"):
        for call in (g.play, lambda s: g.import_record("(;PB[%s])" % s),
                     lambda s: g.import_record("h8 " + s, "moves"),
                     lambda s: g.set_tag("PB", s), lambda s: Game(s),
                     librenju.rules_from_name):
            with pytest.raises(librenju.InvalidArgument) as err:
                call(bad)
            assert "cannot be written in UTF-8" in err.value.message
    g.import_record("(;PB[\U0001f600])")
    assert g.get_tag("PB") == "\U0001f600" and g.moves == []
