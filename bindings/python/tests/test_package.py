# SPDX-License-Identifier: MIT
"""The package's face: dir(librenju) shows its own names only (no typing helpers
leaking from its imports), every name of __all__ is there, and mypy --strict finds
nothing in it (skipped without mypy: apt-get install mypy)."""

import importlib.util
import os
import shutil
import subprocess
import sys

import pytest
from conftest import PACKAGE_DIR

import librenju

#: The submodules a user may import, which dir(librenju) lists beside __all__.
PUBLIC_SUBMODULES = {"board", "catalogue", "enums", "errors", "game", "index", "points"}


def is_dunder(name):
    return name.startswith("__") and name.endswith("__")


def test_dir_is_all_and_the_public_submodules():
    shown = {n for n in dir(librenju) if not is_dunder(n)}
    exported = {n for n in librenju.__all__ if not is_dunder(n)}
    assert shown == exported | PUBLIC_SUBMODULES
    for leaked in ("Any", "List", "annotations", "_native", "_package_version"):
        assert leaked not in dir(librenju)
    assert "__version__" in dir(librenju) and "__all__" in dir(librenju)


def test_every_exported_name_is_there():
    for name in librenju.__all__:
        assert getattr(librenju, name) is not None, name
    for name in PUBLIC_SUBMODULES:
        module = getattr(librenju, name)
        assert module.__name__ == "librenju." + name
    assert len(librenju.__all__) == len(set(librenju.__all__))


def mypy_command():
    if importlib.util.find_spec("mypy") is not None:
        return [sys.executable, "-m", "mypy"]
    found = shutil.which("mypy")
    return [found] if found else None


def test_mypy_strict(tmp_path):
    command = mypy_command()
    if command is None:
        pytest.skip("no mypy (apt-get install mypy)")
    src = os.path.join(PACKAGE_DIR, "src")
    env = dict(os.environ, MYPYPATH=src)
    env.pop("LD_PRELOAD", None)      # mypy is not what the sanitizers test
    out = subprocess.run(command + ["--strict", "--no-error-summary",
                                    "--cache-dir", str(tmp_path / "cache"),
                                    "-p", "librenju"],
                         cwd=str(tmp_path), env=env, capture_output=True, text=True,
                         timeout=600)
    assert out.returncode == 0, out.stdout + out.stderr
