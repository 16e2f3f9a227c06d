# SPDX-License-Identifier: MIT
"""The librenju package's build backend (PEP 517), in the standard library alone: no
setuptools, no wheel package, nothing to download, so that pip builds the package
offline with any Python 3.8 or later, with or without build isolation.

It writes the sdist (the package with the C sources it needs, in csrc/) and the wheel
(the modules and the package's own copy of the C library, compiled with the system's
C compiler).  The C sources are those Makefile.am lists for the library
(lib_librenju_la_SOURCES), plus the tables generated at build time by
lib/core/pattern_gen.c (the line patterns) and lib/core/poskey_gen.c (the position
key's random numbers), read from the source tree two directories up or from the copy
an sdist carries in csrc/; the version is the one include/renju.h writes.  The
library is loaded with ctypes, not imported: it is named librenju.so (no Python ABI
tag) and the wheel is tagged for any Python 3 on the platform.

The compiler is $CC, else the one Python was built with (sysconfig's CC) when it is
on the PATH, else cc; $CFLAGS (default -O2) and $LDFLAGS are added.  install.py, next
to this file, installs the package with this backend where there is no pip.
"""

import base64
import hashlib
import io
import os
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import zipfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "librenju"

if sys.platform == "darwin":
    LIBRARY_NAME = "librenju.dylib"
elif sys.platform == "win32":
    LIBRARY_NAME = "renju.dll"
else:
    LIBRARY_NAME = "librenju.so"    # the name src/librenju/_native.py loads

#: The core metadata, as pyproject.toml's [project] table writes it
#: (tests/test_install.py checks that the two agree).
SUMMARY = ("The rules of renju, gomoku, five in a row and caro: forbidden points, "
           "opening rules, game records")
REQUIRES_PYTHON = ">=3.8"
LICENSE = "MIT"
KEYWORDS = ["renju", "gomoku", "gobang", "caro", "five in a row", "board game", "rules"]
CLASSIFIERS = [
    "License :: OSI Approved :: MIT License",
    "Programming Language :: Python :: 3",
    "Programming Language :: C",
    "Operating System :: POSIX :: Linux",
    "Topic :: Games/Entertainment :: Board Games",
    "Typing :: Typed",
]

#: What the sdist carries of bindings/python, besides src/librenju.
SDIST_FILES = ["pyproject.toml", "build_librenju.py", "install.py", "README.md",
               "example.py", "bench.py"]

#: A fixed time for the archives' members (1980-01-01, the oldest a zip file holds),
#: or SOURCE_DATE_EPOCH's.
EPOCH = int(os.environ.get("SOURCE_DATE_EPOCH", "315532800"))


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


def version(root=None):
    """The version include/renju.h writes (RENJU_VERSION_MAJOR, _MINOR, _PATCH)."""
    with open(os.path.join(root or c_tree(), "include", "renju.h"),
              encoding="utf-8") as f:
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


def metadata(ver):
    """The METADATA (PKG-INFO) file, README.md as its description."""
    lines = ["Metadata-Version: 2.1", "Name: " + NAME, "Version: " + ver,
             "Summary: " + SUMMARY, "Keywords: " + ",".join(KEYWORDS),
             "License: " + LICENSE, "Requires-Python: " + REQUIRES_PYTHON]
    lines += ["Classifier: " + c for c in CLASSIFIERS]
    lines.append("Description-Content-Type: text/markdown")
    with open(os.path.join(HERE, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    return "\n".join(lines) + "\n\n" + readme


def platform_tag():
    return re.sub(r"[^A-Za-z0-9]", "_", sysconfig.get_platform())


def wheel_tag():
    return "py3-none-" + platform_tag()


# --- compiling the library -------------------------------------------------------

def compiler():
    """The C compiler's command, as a list."""
    for cc in (os.environ.get("CC"), sysconfig.get_config_var("CC"), "cc", "gcc",
               "clang"):
        if cc and cc.strip():
            words = shlex.split(cc)
            if shutil.which(words[0]):
                return words
    raise SystemExit("no C compiler found (set CC, or install one: apt-get install "
                     "build-essential)")


def run_compiler(args):
    out = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if out.returncode != 0:
        sys.stderr.write(out.stdout.decode("utf-8", "replace"))
        raise SystemExit("the compiler failed: " + " ".join(map(shlex.quote, args)))


def build_library(out):
    """Compiles the C library into the file out."""
    root = c_tree()
    cc = compiler()
    cflags = shlex.split(os.environ.get("CFLAGS", "-O2"))
    ldflags = shlex.split(os.environ.get("LDFLAGS", ""))
    include = ["-I" + os.path.join(root, "include"), "-I" + os.path.join(root, "lib")]
    std = ["-std=c99"]
    pic = [] if sys.platform in ("win32", "cygwin") else ["-fPIC"]
    temp = tempfile.mkdtemp(prefix="librenju-build.")
    try:
        tables = []
        for name in ("pattern", "poskey"):     # written by programs built and run here
            gen = [os.path.join(root, s)
                   for s in makefile_sources(root, "lib_core_%s_gen_SOURCES" % name)
                   if s.endswith(".c")]
            exe = os.path.join(temp, name + "_gen")
            run_compiler(cc + std + cflags + include + gen + ldflags + ["-o", exe])
            table = os.path.join(temp, name + "_table.c")
            with open(table, "wb") as f:
                subprocess.run([exe], stdout=f, check=True)
            tables.append(table)
        sources = [os.path.join(root, s)
                   for s in makefile_sources(root, "lib_librenju_la_SOURCES")
                   if s.endswith(".c")] + tables

        def compile_one(numbered):
            number, source = numbered
            obj = os.path.join(temp, "%03d-%s.o" % (
                number, os.path.splitext(os.path.basename(source))[0]))
            run_compiler(cc + std + cflags + pic + ["-fvisibility=hidden",
                                                    "-DRENJU_BUILDING"]
                         + include + ["-c", source, "-o", obj])
            return obj

        with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            objects = list(pool.map(compile_one, enumerate(sources)))
        if sys.platform == "darwin":
            link = ["-dynamiclib"]
        else:
            link = ["-shared"]
            if sys.platform.startswith(("linux", "freebsd", "gnu")):
                link += ["-Wl,--version-script=" + os.path.join(root, "lib", "renju.map"),
                         "-Wl,--no-undefined"]
        os.makedirs(os.path.dirname(out), exist_ok=True)
        run_compiler(cc + cflags + link + objects + ldflags + ["-o", out])
    finally:
        shutil.rmtree(temp, ignore_errors=True)


# --- the archives ----------------------------------------------------------------

def package_files():
    """(name in the package, path) of the package's own files, in the tree."""
    src = os.path.join(HERE, "src", NAME)
    return [(name, os.path.join(src, name)) for name in sorted(os.listdir(src))
            if name.endswith(".py") or name == "py.typed"]


def dist_info_files(ver):
    """{name: bytes} of the wheel's .dist-info, RECORD aside."""
    wheel = ("Wheel-Version: 1.0\nGenerator: build_librenju\nRoot-Is-Purelib: false\n"
             "Tag: %s\n" % wheel_tag())
    with open(os.path.join(c_tree(), "COPYING"), "rb") as f:
        licence = f.read()
    return {"METADATA": metadata(ver).encode("utf-8"), "WHEEL": wheel.encode("ascii"),
            "licenses/COPYING": licence}


def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "%s,sha256=%s,%d" % (name, digest.decode("ascii"), len(data))


def zip_member(archive, name, data, executable=False):
    info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    info.external_attr = (0o755 if executable else 0o644) << 16
    info.compress_type = zipfile.ZIP_DEFLATED
    archive.writestr(info, data)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    ver = version()
    name = "%s-%s-%s.whl" % (NAME, ver, wheel_tag())
    dist_info = "%s-%s.dist-info" % (NAME, ver)
    temp = tempfile.mkdtemp(prefix="librenju-wheel.")
    try:
        library = os.path.join(temp, LIBRARY_NAME)
        build_library(library)
        members = []                 # (name, bytes, executable)
        for member, path in package_files():
            with open(path, "rb") as f:
                members.append((NAME + "/" + member, f.read(), False))
        members.append((NAME + "/_version.py",
                        ("# SPDX-License-Identifier: MIT\n# Written by build_librenju.py "
                         "from include/renju.h.\n__version__ = %r\n" % ver).encode(),
                        False))
        with open(os.path.join(c_tree(), "COPYING"), "rb") as f:
            members.append((NAME + "/COPYING", f.read(), False))
        with open(library, "rb") as f:
            members.append((NAME + "/" + LIBRARY_NAME, f.read(), True))
        for member, data in sorted(dist_info_files(ver).items()):
            members.append((dist_info + "/" + member, data, False))
        record = [record_line(n, d) for n, d, _ in members]
        record.append(dist_info + "/RECORD,,")
        os.makedirs(wheel_directory, exist_ok=True)
        target = os.path.join(wheel_directory, name)
        with zipfile.ZipFile(target + ".tmp", "w") as archive:
            for member, data, executable in members:
                zip_member(archive, member, data, executable)
            zip_member(archive, dist_info + "/RECORD", ("\n".join(record) + "\n").encode())
        os.replace(target + ".tmp", target)
    finally:
        shutil.rmtree(temp, ignore_errors=True)
    return name


def build_sdist(sdist_directory, config_settings=None):
    root = c_tree()
    ver = version(root)
    base = "%s-%s" % (NAME, ver)
    files = [(f, os.path.join(HERE, f)) for f in SDIST_FILES]
    files += [("src/%s/%s" % (NAME, n), p) for n, p in package_files()]
    wanted = (["include/renju.h", "lib/renju.map", "Makefile.am", "COPYING"]
              + makefile_sources(root, "lib_librenju_la_SOURCES")
              + makefile_sources(root, "lib_core_pattern_gen_SOURCES")
              + makefile_sources(root, "lib_core_poskey_gen_SOURCES"))
    files += [("csrc/" + n, os.path.join(root, n)) for n in sorted(set(wanted))]
    name = base + ".tar.gz"
    os.makedirs(sdist_directory, exist_ok=True)
    target = os.path.join(sdist_directory, name)

    def add(tar, member, data):
        info = tarfile.TarInfo(base + "/" + member)
        info.size, info.mtime, info.mode = len(data), EPOCH, 0o644
        tar.addfile(info, io.BytesIO(data))

    with tarfile.open(target + ".tmp", "w:gz", format=tarfile.PAX_FORMAT) as tar:
        add(tar, "PKG-INFO", metadata(ver).encode("utf-8"))
        for member, path in files:
            with open(path, "rb") as f:
                add(tar, member, f.read())
    os.replace(target + ".tmp", target)
    return name


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    ver = version()
    dist_info = "%s-%s.dist-info" % (NAME, ver)
    for member, data in dist_info_files(ver).items():
        path = os.path.join(metadata_directory, dist_info, *member.split("/"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
    return dist_info


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []
