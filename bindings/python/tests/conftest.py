# SPDX-License-Identifier: MIT
"""Shared by the package's tests.  make check runs them through tests/python.sh, with
PYTHONPATH at bindings/python/src and RENJU_LIBRARY naming the build tree's library;
RENJU_HEADER names the header to check the package against and RENJU_SOURCE_TREE the
source tree to install from (by default, those around this directory)."""

import os
import re

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE_DIR = os.path.dirname(HERE)                      # bindings/python
SOURCE_TREE = os.environ.get("RENJU_SOURCE_TREE") or os.path.dirname(
    os.path.dirname(PACKAGE_DIR))
HEADER = os.environ.get("RENJU_HEADER") or os.path.join(SOURCE_TREE, "include", "renju.h")


def header_text():
    """renju.h without its comments."""
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


@pytest.fixture
def new_game():
    """Games made with new_game(...) are closed after the test."""
    import librenju
    games = []

    def make(*args, **kwargs):
        game = librenju.Game(*args, **kwargs)
        games.append(game)
        return game
    yield make
    for game in games:
        game.close()


class Counting:
    """The library, counting the foreign calls made through it."""

    def __init__(self, lib):
        self.lib = lib
        self.calls = []

    def __getattr__(self, name):
        fn = getattr(self.lib, name)

        def call(*args):
            self.calls.append(name)
            return fn(*args)
        return call
