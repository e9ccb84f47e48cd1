# SPDX-License-Identifier: MIT
"""setup.py - installs the pokeq package: /usr/bin/python3 -m pip install --no-build-isolation ./python

The C library is built first with the repository's Makefile (`make
build/libpokeq.a` in the folder above this one), unless POKEQ_LIBRARY names
a static library already built; then cffi compiles pokeq._native against
include/pokeq.h and links that library (build_ffi.py). It builds from a
checkout of the repository (the C sources are not copied into the package).
"""
import os
import re
import subprocess

from setuptools import setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def version():
    with open(os.path.join(ROOT, "include", "pokeq.h")) as header:
        return re.search(r'#define POKEQ_VERSION "([^"]+)"', header.read()).group(1)


class BuildWithLibrary(build_ext):
    """build_ext that makes build/libpokeq.a first (cffi's build_ext runs after this one's run starts)."""

    def run(self):
        if "POKEQ_LIBRARY" not in os.environ:
            jobs = str(max(1, min(os.cpu_count() or 1, 8)))
            subprocess.check_call(["make", "-C", ROOT, "-j" + jobs, "build/libpokeq.a"])
        super().run()


setup(
    name="pokeq",
    version=version(),
    description="Exact and Monte Carlo Texas Hold'em equity (libpokeq): multiway, weighted ranges, at C speed",
    license="MIT",
    python_requires=">=3.10",
    packages=["pokeq"],
    package_data={"pokeq": ["py.typed", "*.pyi"]},
    install_requires=["cffi>=1.15", "numpy"],
    cffi_modules=["build_ffi.py:ffibuilder"],
    cmdclass={"build_ext": BuildWithLibrary},
    zip_safe=False,
)
