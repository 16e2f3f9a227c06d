# SPDX-License-Identifier: MIT
"""Builds the librenju package: the Python modules and the package's own copy of the
C library, compiled from librenju's sources (the source tree two directories up, or
the copy an sdist carries in csrc/), offline, with the compiler Python was built with.

The sources are those Makefile.am lists for the library (lib_librenju_la_SOURCES),
plus the tables generated at build time by lib/core/pattern_gen.c (the line patterns)
and lib/core/poskey_gen.c (the position key's random numbers); the
version is the one include/renju.h writes.  The library is loaded with ctypes, not
imported: it is named librenju.so (no Python ABI tag) and the wheel is tagged for any
Python 3 on the platform.
"""

import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

HERE = os.path.dirname(os.path.abspath(__file__))

if sys.platform == "darwin":
    LIBRARY_NAME = "librenju.dylib"
elif sys.platform == "win32":
    LIBRARY_NAME = "renju.dll"
else:
    LIBRARY_NAME = "librenju.so"    # the name src/librenju/_native.py loads


def c_tree():
    """The directory holding include/renju.h, lib/ and Makefile.am."""
    places = [os.path.join(HERE, "csrc"), os.path.dirname(os.path.dirname(HERE))]
    for root in places:
        if (os.path.isfile(os.path.join(root, "include", "renju.h"))
                and os.path.isfile(os.path.join(root, "Makefile.am"))):
            return root
    raise SystemExit("librenju's C sources (include/renju.h, lib/, Makefile.am) are in "
                     "none of %s: build the package from the librenju source tree or "
                     "from its sdist" % ", ".join(places))


def version(root):
    """The version include/renju.h writes (RENJU_VERSION_MAJOR, _MINOR, _PATCH)."""
    with open(os.path.join(root, "include", "renju.h"), encoding="utf-8") as f:
        header = f.read()
    parts = []
    for part in ("MAJOR", "MINOR", "PATCH"):
        m = re.search(r"^#define\s+RENJU_VERSION_%s\s+(\d+)\s*$" % part, header, re.M)
        if not m:
            raise SystemExit("include/renju.h has no RENJU_VERSION_%s" % part)
        parts.append(m.group(1))
    return ".".join(parts)


def makefile_sources(root, variable):
    """The files Makefile.am assigns to a variable (= and +=, lines continued with a
    backslash)."""
    with open(os.path.join(root, "Makefile.am"), encoding="utf-8") as f:
        text = f.read().replace("\\\n", " ")
    files = []
    for m in re.finditer(r"^%s\s*\+?=(.*)$" % re.escape(variable), text, re.M):
        files.extend(m.group(1).split())
    if not files:
        raise SystemExit("Makefile.am assigns nothing to %s" % variable)
    return files


class BuildLibrary(build_ext):
    """Compiles the C library as the package's own copy, librenju/librenju.so."""

    def get_ext_filename(self, fullname):
        # not an extension module: the library ctypes loads, without an ABI tag
        return os.path.join(*fullname.split(".")[:-1], LIBRARY_NAME)

    def build_extension(self, ext):
        root = c_tree()
        out = self.get_ext_fullpath(ext.name)
        temp = os.path.abspath(os.path.join(self.build_temp, "librenju"))
        os.makedirs(temp, exist_ok=True)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        unix = self.compiler.compiler_type == "unix"
        include = [os.path.join(root, "include"), os.path.join(root, "lib")]
        std = ["-std=c99"] if unix else []

        # the generated tables, each written by a program built and run here
        tables = [self.generated_table(root, temp, name, include, std)
                  for name in ("pattern", "poskey")]

        sources = [os.path.join(root, s)
                   for s in makefile_sources(root, "lib_librenju_la_SOURCES")
                   if s.endswith(".c")] + tables
        cflags = std + (["-fvisibility=hidden"] if unix else [])

        def compile_one(source):
            return self.compiler.compile(
                [source], output_dir=temp, include_dirs=include,
                macros=[("RENJU_BUILDING", None)], extra_postargs=cflags,
                depends=[os.path.join(root, "include", "renju.h")])

        with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            objects = [o for objs in pool.map(compile_one, sources) for o in objs]
        ldflags = []
        if unix and sys.platform.startswith(("linux", "freebsd", "gnu")):
            ldflags = ["-Wl,--version-script=" + os.path.join(root, "lib", "renju.map"),
                       "-Wl,--no-undefined"]
        self.compiler.link_shared_object(objects, out, extra_postargs=ldflags)

    def generated_table(self, root, temp, name, include, std):
        """lib/core/NAME_table.c, written by lib/core/NAME_gen.c."""
        gen = [os.path.join(root, s)
               for s in makefile_sources(root, "lib_core_%s_gen_SOURCES" % name)
               if s.endswith(".c")]
        gen_objects = self.compiler.compile(gen, output_dir=temp, include_dirs=include,
                                            extra_postargs=std)
        gen_exe = os.path.join(temp, name + "_gen")
        self.compiler.link_executable(gen_objects, name + "_gen", output_dir=temp)
        table = os.path.join(temp, name + "_table.c")
        with open(table + ".tmp", "wb") as f:
            subprocess.run([gen_exe], stdout=f, check=True)
        os.replace(table + ".tmp", table)
        return table


class BuildPy(build_py):
    """The modules, with the version and the licence of the library they carry."""

    def run(self):
        super().run()
        root = c_tree()
        package = os.path.join(self.build_lib, "librenju")
        with open(os.path.join(package, "_version.py"), "w", encoding="utf-8") as f:
            f.write("# SPDX-License-Identifier: MIT\n# Written by setup.py from "
                    "include/renju.h.\n__version__ = %r\n" % version(root))
        shutil.copyfile(os.path.join(root, "COPYING"), os.path.join(package, "COPYING"))


class Sdist(sdist):
    """An sdist that carries the C sources the build needs, in csrc/."""

    def make_release_tree(self, base_dir, files):
        super().make_release_tree(base_dir, files)
        root = c_tree()
        wanted = (["include/renju.h", "lib/renju.map", "Makefile.am", "COPYING"]
                  + makefile_sources(root, "lib_librenju_la_SOURCES")
                  + makefile_sources(root, "lib_core_pattern_gen_SOURCES")
                  + makefile_sources(root, "lib_core_poskey_gen_SOURCES"))
        for name in sorted(set(wanted)):
            target = os.path.join(base_dir, "csrc", name)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(os.path.join(root, name), target)


commands = {"build_ext": BuildLibrary, "build_py": BuildPy, "sdist": Sdist}

try:        # the wheel holds no extension module: any Python 3 on this platform
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:
    try:
        from wheel.bdist_wheel import bdist_wheel
    except ImportError:
        bdist_wheel = None
if bdist_wheel is not None:
    class BdistWheel(bdist_wheel):
        def get_tag(self):
            return ("py3", "none") + tuple(super().get_tag()[2:])

    commands["bdist_wheel"] = BdistWheel

setup(
    version=version(c_tree()),
    ext_modules=[Extension("librenju.librenju", sources=[])],
    cmdclass=commands,
)
