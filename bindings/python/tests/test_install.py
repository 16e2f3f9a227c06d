# SPDX-License-Identifier: MIT
"""The package as a user gets it: pip install --no-build-isolation into a fresh
virtual environment (with the system's site packages, where Debian's setuptools is),
offline, compiling the library from a copy of the source tree; and an sdist that
carries the C sources, from which pip builds a wheel.  Skipped without venv, pip,
setuptools and wheel, and under the sanitizers (RENJU_TEST_INSTALL=no)."""

import importlib.util
import json
import os
import shutil
import stat
import subprocess
import sys
import tarfile
import textwrap
import zipfile

import pytest
from conftest import SOURCE_TREE

pytestmark = pytest.mark.skipif(os.environ.get("RENJU_TEST_INSTALL") == "no",
                                reason="RENJU_TEST_INSTALL=no")

IGNORE = shutil.ignore_patterns("*.o", "*.lo", "*.la", ".libs", ".deps", ".dirstamp",
                                "build", "dist", "*.egg-info", "__pycache__", "csrc",
                                "librenju.so", "pattern_gen", "pattern_table.c",
                                "poskey_gen", "poskey_table.c",
                                "Makefile", "Makefile.in")


def tools_missing():
    """Why pip could not build the package offline here, or None.  Asked of another
    process: setuptools replaces distutils in the one that imports it."""
    for module in ("venv", "ensurepip", "pip"):
        if importlib.util.find_spec(module) is None:
            return "no %s module" % module
    out = subprocess.run([sys.executable, "-c", textwrap.dedent("""
        import importlib.util, setuptools
        major, minor = (int(x) for x in setuptools.__version__.split(".")[:2])
        if (major, minor) < (70, 1) and importlib.util.find_spec("wheel") is None:
            print("setuptools %s needs the wheel package" % setuptools.__version__)
        """)], capture_output=True, text=True, timeout=120)
    if out.returncode != 0:
        return "no setuptools"
    return out.stdout.strip() or None


def source_copy(tmp_path):
    """What the build reads of the source tree, copied (a make distcheck tree is read
    only; pip writes build/ and egg-info next to setup.py)."""
    root = tmp_path / "librenju-src"
    for name in ("include", "lib", os.path.join("bindings", "python")):
        shutil.copytree(os.path.join(SOURCE_TREE, name), str(root / name), ignore=IGNORE)
    for name in ("Makefile.am", "COPYING"):
        shutil.copyfile(os.path.join(SOURCE_TREE, name), str(root / name))
    for path, dirs, files in os.walk(str(root)):
        for name in dirs + files:
            full = os.path.join(path, name)
            os.chmod(full, os.stat(full).st_mode | stat.S_IWUSR)
    return root


def clean_env():
    """The environment without what points the tests at the build tree."""
    env = dict(os.environ)
    for name in ("PYTHONPATH", "RENJU_LIBRARY", "PIP_REQUIRE_VIRTUALENV"):
        env.pop(name, None)
    env.update(PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_CACHE_DIR="1")
    return env


def run(args, cwd, env):
    out = subprocess.run(args, cwd=str(cwd), env=env, capture_output=True, text=True,
                         timeout=600)
    assert out.returncode == 0, "%s failed:\n%s\n%s" % (" ".join(map(str, args)),
                                                       out.stdout[-3000:],
                                                       out.stderr[-3000:])
    return out.stdout


CHECK = textwrap.dedent("""
    import json, os, librenju, pydoc
    from librenju import Game, Ruleset, Colour
    here = os.path.dirname(librenju.__file__)
    with Game(Ruleset.RENJU, opening="rif") as g:
        g.play_moves("h8 h9 j10")
        result = {
            "file": librenju.__file__, "version": librenju.__version__,
            "library": librenju.library_path(), "loaded": librenju.library_version(),
            "side": repr(g.expected_action), "ruleset": repr(g.ruleset),
            "typed": os.path.exists(os.path.join(here, "py.typed")),
            "licence": os.path.exists(os.path.join(here, "COPYING")),
            "help": "Place a stone of the side to move" in pydoc.render_doc(
                Game, renderer=pydoc.plaintext),
        }
    print(json.dumps(result))
""")


def header_version():
    import re
    with open(os.path.join(SOURCE_TREE, "include", "renju.h"), encoding="utf-8") as f:
        text = f.read()
    return ".".join(re.search(r"#define RENJU_VERSION_%s (\d+)" % part, text).group(1)
                    for part in ("MAJOR", "MINOR", "PATCH"))


def test_pip_install_into_a_fresh_venv(tmp_path):
    why = tools_missing()
    if why:
        pytest.skip(why)
    root, env = source_copy(tmp_path), clean_env()
    venv = tmp_path / "venv"
    run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], tmp_path, env)
    python = str(venv / "bin" / "python")
    run([python, "-m", "pip", "install", "--no-build-isolation", "--no-index",
         str(root / "bindings" / "python")], tmp_path, env)
    # from an empty directory, with nothing telling the package where to look
    work = tmp_path / "elsewhere"
    work.mkdir()
    found = json.loads(run([python, "-c", CHECK], work, env))
    assert found["file"].startswith(str(venv))
    assert found["library"].startswith(str(venv))
    assert found["library"].endswith("librenju.so")
    assert found["version"] == found["loaded"] == header_version()
    assert found["side"] == "<Action.SWAP: 3>"
    assert found["ruleset"] == "<Ruleset.RENJU: 2>"
    assert found["typed"] and found["licence"] and found["help"]
    listed = run([python, "-m", "pip", "show", "-f", "librenju"], work, env)
    assert "Version: " + header_version() in listed


def test_sdist_then_wheel(tmp_path):
    why = tools_missing()
    if why:
        pytest.skip(why)
    root, env = source_copy(tmp_path), clean_env()
    project = root / "bindings" / "python"
    dist = tmp_path / "dist"
    name = run([sys.executable, "-c", "from setuptools import build_meta as b; "
                "print(b.build_sdist(%r))" % str(dist)], project, env).split()[-1]
    sdist = dist / name
    assert name == "librenju-%s.tar.gz" % header_version()
    with tarfile.open(str(sdist)) as tar:
        names = tar.getnames()
    prefix = name[:-len(".tar.gz")]
    for wanted in ("csrc/include/renju.h", "csrc/Makefile.am", "csrc/lib/renju.map",
                   "csrc/lib/core/pattern_gen.c", "csrc/lib/core/poskey_gen.c",
                   "csrc/lib/game/play.c",
                   "src/librenju/game.py", "setup.py", "pyproject.toml"):
        assert "%s/%s" % (prefix, wanted) in names, wanted
    # built from the sdist alone, far from the source tree
    wheels = tmp_path / "wheels"
    run([sys.executable, "-m", "pip", "wheel", "--no-build-isolation", "--no-index",
         "--no-deps", "-w", str(wheels), str(sdist)], tmp_path, env)
    built = os.listdir(str(wheels))
    assert len(built) == 1
    assert built[0].startswith("librenju-%s-py3-none-" % header_version()), built
    with zipfile.ZipFile(str(wheels / built[0])) as wheel:
        files = wheel.namelist()
    for wanted in ("librenju/librenju.so", "librenju/py.typed", "librenju/_version.py",
                   "librenju/COPYING", "librenju/game.py", "librenju/__init__.py"):
        assert wanted in files, wanted

