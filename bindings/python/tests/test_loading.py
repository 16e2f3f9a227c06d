# SPDX-License-Identifier: MIT
"""Loading the library: lazily, on first use; the package's own copy unless
RENJU_LIBRARY asks for another; a clear error naming what was looked for."""

import os
import shutil
import subprocess
import sys
import textwrap

import pytest

import librenju
from librenju import _native

SRC = os.path.dirname(os.path.dirname(os.path.abspath(librenju.__file__)))


def run(code, **env_changes):
    """Run Python code with the package from the same place as these tests."""
    env = dict(os.environ)
    env["PYTHONPATH"] = SRC
    for name, value in env_changes.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env,
                          capture_output=True, text=True, timeout=120)


def test_import_needs_no_library():
    out = run("""
        import librenju
        print(librenju.Colour.BLACK, librenju.Point("h8"), librenju.Result.DRAW)
        try:
            librenju.Game()
        except librenju.LibraryNotFound as err:
            assert isinstance(err, ImportError)
            print("Game:", err)
        try:
            librenju.Ruleset
        except librenju.LibraryNotFound as err:
            print("Ruleset:", err)
        """, RENJU_LIBRARY="/nowhere/librenju.so")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "black h8 draw"
    assert lines[1].startswith(
        "Game: librenju not found (RENJU_LIBRARY=/nowhere/librenju.so)")
    assert "/nowhere/librenju.so" in lines[1]
    assert lines[2].startswith("Ruleset: librenju not found")


def test_the_own_copy_is_looked_for_first():
    if os.path.exists(_native.bundled_path()):
        pytest.skip("the package here has its own copy")
    out = run("""
        import librenju
        try:
            librenju.Game()
        except librenju.LibraryNotFound as err:
            print(err)
        """, RENJU_LIBRARY=None)
    assert out.returncode == 0, out.stderr
    assert "the package's own copy" in out.stdout
    assert _native.bundled_path() in out.stdout
    assert "RENJU_LIBRARY" in out.stdout and "system" in out.stdout


def test_the_system_library_when_asked():
    """RENJU_LIBRARY=system: what the dynamic loader finds, here the library of the
    tests found through LD_LIBRARY_PATH."""
    _native.library()
    path = os.path.abspath(_native.library_path())
    out = run("""
        import librenju
        with librenju.Game() as g:
            g.play("h8")
        print(librenju.library_path())
        """, RENJU_LIBRARY="system", LD_LIBRARY_PATH=os.path.dirname(path))
    assert out.returncode == 0, out.stderr
    assert "librenju" in out.stdout
    missing = run("""
        import librenju
        try:
            librenju.load_library("system")
        except librenju.LibraryNotFound as err:
            print(err)
        """, RENJU_LIBRARY=None, LD_LIBRARY_PATH="/nowhere")
    if missing.stdout:              # no librenju installed on the machine
        assert "librenju.so.0" in missing.stdout


def test_one_library_a_process():
    lib = librenju.load_library()
    assert librenju.load_library() is lib
    assert librenju.load_library(os.environ.get("RENJU_LIBRARY") or
                                 _native.bundled_path()) is lib
    with pytest.raises(RuntimeError):
        librenju.load_library("/elsewhere/librenju.so")


def test_an_older_library_is_refused(tmp_path):
    cc = shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")
    if not cc:
        pytest.skip("no C compiler")
    source = tmp_path / "old.c"
    source.write_text('const char *renju_version_string(void) { return "0.0.1"; }\n'
                      'int renju_version_number(void) { return 1; }\n')
    lib = tmp_path / "libold.so"
    subprocess.run([cc, "-shared", "-fPIC", "-o", str(lib), str(source)], check=True)
    out = run("""
        import librenju
        try:
            librenju.Game()
        except librenju.LibraryNotFound as err:
            print(err)
        """, RENJU_LIBRARY=str(lib))
    assert out.returncode == 0, out.stderr
    assert "is librenju version 0.0.1, which lacks" in out.stdout
