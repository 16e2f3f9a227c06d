# SPDX-License-Identifier: MIT
"""Installs the librenju package with the Python that runs this script, without pip:

    python3 bindings/python/install.py            # into that Python's site-packages
    python3 bindings/python/install.py --user     # into the user's site-packages
    python3 bindings/python/install.py --prefix /opt/renju
    python3 bindings/python/install.py --target DIR
    python3 bindings/python/install.py --sdist DIR --wheel DIR   # build, not install

It builds the same wheel as pip install ./bindings/python does (build_librenju.py,
next to this file: the C library compiled with the system's C compiler, the standard
library alone) and unpacks it, with its .dist-info, so that pip can list and uninstall
the package later.  An installed librenju is replaced.  The last line printed is the
directory the package went into.  Works from the source tree and from an sdist.
"""

import argparse
import os
import shutil
import sys
import sysconfig
import tempfile
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import build_librenju  # noqa: E402  (next to this file)


def site_directory(args):
    """Where the package goes: sysconfig's platlib for the scheme asked."""
    if args.target:
        return os.path.abspath(args.target)
    if args.user:
        if hasattr(sysconfig, "get_preferred_scheme"):
            scheme = sysconfig.get_preferred_scheme("user")
        else:
            scheme = "nt_user" if os.name == "nt" else (
                "osx_framework_user" if sys.platform == "darwin"
                and getattr(sys, "_framework", None) else "posix_user")
        return sysconfig.get_path("platlib", scheme)
    if args.prefix:
        prefix = os.path.abspath(args.prefix)
        scheme = "nt" if os.name == "nt" else "posix_prefix"
        return sysconfig.get_path("platlib", scheme,
                                  {"base": prefix, "platbase": prefix})
    return sysconfig.get_path("platlib")


def remove_installed(site):
    """An installed librenju, as its RECORD lists it (and its package directory)."""
    if not os.path.isdir(site):
        return
    for entry in os.listdir(site):
        if entry.startswith(build_librenju.NAME + "-") and entry.endswith(".dist-info"):
            record = os.path.join(site, entry, "RECORD")
            if os.path.isfile(record):
                with open(record, encoding="utf-8") as f:
                    for line in f:
                        path = os.path.join(site, line.rsplit(",", 2)[0])
                        if os.path.isfile(path):
                            os.remove(path)
            shutil.rmtree(os.path.join(site, entry), ignore_errors=True)
    shutil.rmtree(os.path.join(site, build_librenju.NAME), ignore_errors=True)


def install(site):
    temp = tempfile.mkdtemp(prefix="librenju-install.")
    try:
        wheel = os.path.join(temp, build_librenju.build_wheel(temp))
        remove_installed(site)
        os.makedirs(site, exist_ok=True)
        with zipfile.ZipFile(wheel) as archive:
            names = archive.namelist()
            archive.extractall(site)
            for info in archive.infolist():
                mode = (info.external_attr >> 16) & 0o777
                if mode:
                    os.chmod(os.path.join(site, info.filename), mode)
        dist_info = next(n.split("/")[0] for n in names
                         if n.split("/")[0].endswith(".dist-info"))
        with open(os.path.join(site, dist_info, "INSTALLER"), "w") as f:
            f.write("librenju-install.py\n")
        with open(os.path.join(site, dist_info, "RECORD"), "a") as f:
            f.write(dist_info + "/INSTALLER,,\n")
    finally:
        shutil.rmtree(temp, ignore_errors=True)


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Install the librenju package without pip: compile its C library "
                    "and copy it into site-packages.")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--user", action="store_true",
                       help="into the user's site-packages")
    where.add_argument("--prefix", metavar="DIR",
                       help="under DIR (DIR/lib/pythonX.Y/site-packages)")
    where.add_argument("--target", metavar="DIR", help="into DIR itself")
    where.add_argument("--sdist", metavar="DIR",
                       help="write the sdist into DIR instead of installing")
    parser.add_argument("--wheel", metavar="DIR",
                        help="write the wheel into DIR instead of installing")
    args = parser.parse_args(argv)
    if args.sdist or args.wheel:
        if args.sdist:
            print(os.path.join(args.sdist, build_librenju.build_sdist(args.sdist)))
        if args.wheel:
            print(os.path.join(args.wheel, build_librenju.build_wheel(args.wheel)))
        return
    site = site_directory(args)
    install(site)
    print("librenju %s installed in" % build_librenju.version())
    print(site)


if __name__ == "__main__":
    main()
