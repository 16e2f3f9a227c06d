# SPDX-License-Identifier: MIT
"""The package as a user gets it, offline, from a copy of the source tree, with a
Python environment that has neither setuptools nor wheel (a virtual environment without
the system's site packages, setuptools and wheel uninstalled from it): README's
python3 -m pip install ./bindings/python, install.py in a venv without pip, and an
sdist that carries the C sources, from which pip builds a wheel that installs the same.
Each imports the package from outside the source tree and plays moves.  Skipped
without venv (or ensurepip, for pip), and under the sanitizers (RENJU_TEST_INSTALL=no).
RENJU_TEST_PYTHONS (interpreters, space-separated) runs the pip install with each of
them too."""

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


def venv_missing(python=sys.executable, with_pip=True):
    """Why a virtual environment (with pip) cannot be made with python, or None."""
    modules = ("venv", "ensurepip") if with_pip else ("venv",)
    for module in modules:
        out = subprocess.run([python, "-c", "import %s" % module],
                             capture_output=True, timeout=120)
        if out.returncode != 0:
            return "%s has no %s module (apt-get install python3-venv)" % (python, module)
    return None


def clean_venv(where, env, python=sys.executable, with_pip=True):
    """A virtual environment without the system's site packages, and without setuptools
    or wheel (which ensurepip installs for Pythons before 3.12): its python."""
    run([python, "-m", "venv"] + ([] if with_pip else ["--without-pip"]) + [str(where)],
        where.parent, env)
    venv_python = str(where / "bin" / "python")
    if with_pip:
        out = subprocess.run([venv_python, "-m", "pip", "uninstall", "-y", "setuptools",
                              "wheel"], env=env, capture_output=True, text=True,
                             timeout=300)
        assert out.returncode == 0, out.stdout + out.stderr   # none installed is fine
    gone = run([venv_python, "-c", textwrap.dedent("""
        import importlib.util
        print([m for m in ("setuptools", "wheel") if importlib.util.find_spec(m)])
        """)], where.parent, env)
    assert gone.strip() == "[]", gone
    return venv_python


def source_copy(tmp_path):
    """What the build reads of the source tree, copied (a make distcheck tree is read
    only, and pip may write next to pyproject.toml)."""
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


def check_installed(python, prefix, env, tmp_path):
    """The package imported by python from an empty directory, with nothing telling it
    where to look, is the one installed under prefix, and plays."""
    work = tmp_path / "elsewhere"
    work.mkdir(exist_ok=True)
    found = json.loads(run([python, "-c", CHECK], work, env))
    assert found["file"].startswith(str(prefix))
    assert found["library"].startswith(str(prefix))
    assert found["library"].endswith("librenju.so")
    assert found["version"] == found["loaded"] == header_version()
    assert found["side"] == "<Action.SWAP: 3>"
    assert found["ruleset"] == "<Ruleset.RENJU: 2>"
    assert found["typed"] and found["licence"] and found["help"]
    return work


def test_pip_install_into_a_clean_venv(tmp_path):
    """README's command, pip's build isolation included, in a venv that has neither
    setuptools nor wheel."""
    why = venv_missing()
    if why:
        pytest.skip(why)
    root, env = source_copy(tmp_path), clean_env()
    venv = tmp_path / "venv"
    python = clean_venv(venv, env)
    run([python, "-m", "pip", "install", "./bindings/python"], root, env)
    work = check_installed(python, venv, env, tmp_path)
    listed = run([python, "-m", "pip", "show", "-f", "librenju"], work, env)
    assert "Version: " + header_version() in listed
    assert "librenju/librenju.so" in listed
    run([python, "-m", "pip", "uninstall", "-y", "librenju"], work, env)
    assert not os.path.exists(os.path.join(check_site(python, env, work), "librenju"))


def check_site(python, env, cwd):
    return run([python, "-c", "import sysconfig; print(sysconfig.get_path('platlib'))"],
               cwd, env).strip()


def test_pip_install_without_build_isolation(tmp_path):
    why = venv_missing()
    if why:
        pytest.skip(why)
    root, env = source_copy(tmp_path), clean_env()
    venv = tmp_path / "venv"
    python = clean_venv(venv, env)
    run([python, "-m", "pip", "install", "--no-build-isolation",
         str(root / "bindings" / "python")], tmp_path, env)
    check_installed(python, venv, env, tmp_path)


def test_install_script_without_pip(tmp_path):
    """install.py in a venv that has no pip either; pip (of the Python running the
    tests, if it has one) then sees the package."""
    why = venv_missing(with_pip=False)
    if why:
        pytest.skip(why)
    root, env = source_copy(tmp_path), clean_env()
    venv = tmp_path / "venv"
    python = clean_venv(venv, env, with_pip=False)
    out = run([python, str(root / "bindings" / "python" / "install.py")], tmp_path, env)
    site = out.strip().splitlines()[-1]
    assert site == check_site(python, env, tmp_path)
    check_installed(python, venv, env, tmp_path)
    # installed again over itself, and into a prefix of its own
    run([python, str(root / "bindings" / "python" / "install.py")], tmp_path, env)
    check_installed(python, venv, env, tmp_path)
    prefix = tmp_path / "prefix"
    out = run([python, str(root / "bindings" / "python" / "install.py"), "--prefix",
               str(prefix)], tmp_path, env)
    site = out.strip().splitlines()[-1]
    assert site.startswith(str(prefix)) and os.path.isfile(
        os.path.join(site, "librenju", "librenju.so"))
    with open(os.path.join(site, "librenju-%s.dist-info" % header_version(), "RECORD"),
              encoding="utf-8") as f:
        record = f.read()
    assert "librenju/librenju.so,sha256=" in record


def test_sdist_then_wheel(tmp_path):
    """The sdist alone, far from the source tree, builds with pip into a wheel that
    installs into a clean venv; it holds what a wheel from the tree holds."""
    why = venv_missing()
    if why:
        pytest.skip(why)
    root, env = source_copy(tmp_path), clean_env()
    venv = tmp_path / "venv"
    python = clean_venv(venv, env)
    project = root / "bindings" / "python"
    dist = tmp_path / "dist"
    name = run([python, "-c", "import build_librenju as b; print(b.build_sdist(%r))"
                % str(dist)], project, env).split()[-1]
    sdist = dist / name
    assert name == "librenju-%s.tar.gz" % header_version()
    with tarfile.open(str(sdist)) as tar:
        names = tar.getnames()
    prefix = name[:-len(".tar.gz")]
    for wanted in ("csrc/include/renju.h", "csrc/Makefile.am", "csrc/lib/renju.map",
                   "csrc/lib/core/pattern_gen.c", "csrc/lib/core/poskey_gen.c",
                   "csrc/lib/game/play.c", "csrc/COPYING", "PKG-INFO",
                   "src/librenju/game.py", "src/librenju/py.typed", "build_librenju.py",
                   "install.py", "pyproject.toml", "README.md"):
        assert "%s/%s" % (prefix, wanted) in names, wanted
    wheels = tmp_path / "wheels"
    run([python, "-m", "pip", "wheel", "--no-deps", "-w", str(wheels), str(sdist)],
        tmp_path, env)
    built = os.listdir(str(wheels))
    assert len(built) == 1
    assert built[0].startswith("librenju-%s-py3-none-" % header_version()), built
    with zipfile.ZipFile(str(wheels / built[0])) as wheel:
        files = wheel.namelist()
    for wanted in ("librenju/librenju.so", "librenju/py.typed", "librenju/_version.py",
                   "librenju/COPYING", "librenju/game.py", "librenju/__init__.py",
                   "librenju-%s.dist-info/RECORD" % header_version()):
        assert wanted in files, wanted
    # the same files as the wheel built from the tree
    tree_wheels = tmp_path / "tree-wheels"
    tree_name = run([python, "-c", "import build_librenju as b; print(b.build_wheel(%r))"
                     % str(tree_wheels)], project, env).split()[-1]
    assert tree_name == built[0]
    with zipfile.ZipFile(str(tree_wheels / tree_name)) as wheel:
        assert sorted(wheel.namelist()) == sorted(files)
    run([python, "-m", "pip", "install", str(wheels / built[0])], tmp_path, env)
    check_installed(python, venv, env, tmp_path)


def test_metadata_is_pyproject_s(tmp_path):
    """The backend's core metadata is what pyproject.toml's [project] table says."""
    tomllib = pytest.importorskip("tomllib", reason="tomllib is Python 3.11's")
    project = os.path.join(SOURCE_TREE, "bindings", "python")
    with open(os.path.join(project, "pyproject.toml"), "rb") as f:
        table = tomllib.load(f)
    sys.path.insert(0, project)
    try:
        import build_librenju as b
    finally:
        sys.path.remove(project)
    p = table["project"]
    assert table["build-system"] == {"requires": [], "build-backend": "build_librenju",
                                     "backend-path": ["."]}
    assert (p["name"], p["description"], p["requires-python"], p["license"]["text"],
            p["keywords"], p["classifiers"]) == (
        b.NAME, b.SUMMARY, b.REQUIRES_PYTHON, b.LICENSE, b.KEYWORDS, b.CLASSIFIERS)
    assert p["dynamic"] == ["version"] and p["readme"] == "README.md"
    assert b.version() == header_version()


OTHER_PYTHONS = os.environ.get("RENJU_TEST_PYTHONS", "").split()


@pytest.mark.skipif(not OTHER_PYTHONS, reason="RENJU_TEST_PYTHONS is not set")
@pytest.mark.parametrize("other", OTHER_PYTHONS or ["none"])
def test_pip_install_with_another_python(tmp_path, other):
    why = venv_missing(other)
    if why:
        pytest.skip(why)
    root, env = source_copy(tmp_path), clean_env()
    venv = tmp_path / "venv"
    python = clean_venv(venv, env, python=other)
    run([python, "-m", "pip", "install", "./bindings/python"], root, env)
    check_installed(python, venv, env, tmp_path)
