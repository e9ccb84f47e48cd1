#!/bin/sh
# SPDX-License-Identifier: MIT
# test_install.sh - what a packager gets: `make install DESTDIR=$tmp
# PREFIX=/usr` into a temporary tree, which must hold the program, the
# licence, the man pages (when scdoc is there), the completion, the static
# library, the versioned shared library with its soname and development
# links and only pokeq_* symbols exported, the header, pokeq.pc and the
# CMake package. examples/equity.c is then built against that tree with
# pkg-config and (when cmake is on PATH) with find_package(pokeq), and
# run; `make uninstall` with the same variables must leave no file behind.
# An install without scdoc must work too (no man pages, a message).
#
#   tests/api/test_install.sh       (make test runs it; MAKE and BUILD may
#                                   name the make program and build folder)
set -u
cd "$(dirname "$0")/../.."
# Run from make test, the make calls below are make's children: they get
# neither its jobserver nor its flags (-n would install nothing), and need
# neither, as make test has built everything they install.
unset MAKEFLAGS MFLAGS MAKELEVEL
make=${MAKE:-make}
build=${BUILD:-build}
cc=${CC:-cc}
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
check() { # check WHAT COMMAND...: passes when the command succeeds
    what=$1
    shift
    if "$@" >/dev/null 2>&1; then pass; else fail "$what"; fi
}
skip() { echo "skip: $*"; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/pokeq-install.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
root=$tmp/root             # DESTDIR
work=$tmp/work             # builds against the installed tree
mkdir -p "$work"

version_part() { sed -n "s/^#define POKEQ_VERSION_$1 *\([0-9][0-9]*\).*/\1/p" include/pokeq.h; }
version=$(version_part MAJOR).$(version_part MINOR).$(version_part PATCH)
soname=$(sed -n 's/^SONAME *:= *//p' Makefile)
lib=$root/usr/lib

# ---- install -----------------------------------------------------------------
if "$make" --no-print-directory -s install BUILD="$build" DESTDIR="$root" PREFIX=/usr >"$tmp/install.log" 2>&1; then
    pass
else
    fail "make install DESTDIR=$root PREFIX=/usr"
    cat "$tmp/install.log"
fi

check "the program in usr/bin" test -x "$root/usr/bin/pokeq"
check "the installed program runs" sh -c "'$root/usr/bin/pokeq' --version | grep -qx 'pokeq $version'"
check "LICENSE in usr/share/doc/pokeq" cmp LICENSE "$root/usr/share/doc/pokeq/LICENSE"
check "pokeq.h in usr/include" cmp include/pokeq.h "$root/usr/include/pokeq.h"
check "libpokeq.a in usr/lib" test -f "$lib/libpokeq.a"
check "libpokeq.so.$version in usr/lib, a file" sh -c "test -f '$lib/libpokeq.so.$version' && test ! -L '$lib/libpokeq.so.$version'"
check "$soname -> libpokeq.so.$version" test "$(readlink "$lib/$soname")" = "libpokeq.so.$version"
check "libpokeq.so -> $soname" test "$(readlink "$lib/libpokeq.so")" = "$soname"
if command -v readelf >/dev/null; then
    check "the library's soname is $soname" sh -c "readelf -d '$lib/libpokeq.so.$version' | grep -q 'SONAME.*\\[$soname\\]'"
    # every exported symbol is pokeq_* and carries the version node of libpokeq.map
    exported=$(readelf --dyn-syms -W "$lib/libpokeq.so.$version" | awk '$7 != "UND" && ($5 == "GLOBAL" || $5 == "WEAK") { print $8 }')
    # (a node LIBPOKEQ_1.N holds what a later release added: libpokeq.map)
    others=$(printf '%s\n' "$exported" | grep -v '^pokeq_[a-z0-9_]*@@LIBPOKEQ_1\(\.[0-9]*\)\{0,1\}$' |
             grep -v '^__odr_asan[._]pokeq_' | grep -v '^LIBPOKEQ_1\(\.[0-9]*\)\{0,1\}\(@@LIBPOKEQ_1\(\.[0-9]*\)\{0,1\}\)\{0,1\}$' | grep -v '^$')
    if [ -n "$exported" ] && [ -z "$others" ]; then pass; else fail "libpokeq.so exports more than pokeq_*@@LIBPOKEQ_1(.N): $others"; fi
    # every call pokeq.h declares, but the static inline ones (pokeq_hand_*: code in the header)
    inline=$(grep -oE '^static inline [^(]*\bpokeq_[a-z0-9_]+\(' include/pokeq.h | grep -oE 'pokeq_[a-z0-9_]+\($' | tr -d '(')
    declared=$(grep -oE '\bpokeq_[a-z0-9_]+\(' include/pokeq.h | tr -d '(' | sort -u | grep -vxF "$inline")
    missing=$(for f in $declared; do printf '%s\n' "$exported" | grep -q "^$f@@" || echo "$f"; done)
    if [ -z "$missing" ]; then pass; else fail "libpokeq.so does not export: $missing"; fi
else
    skip "readelf not found: soname and exported symbols not checked"
fi
check "pokeq.pc in usr/lib/pkgconfig" test -f "$lib/pkgconfig/pokeq.pc"
check "pokeq-config.cmake in usr/lib/cmake/pokeq" test -f "$lib/cmake/pokeq/pokeq-config.cmake"
check "pokeq-config-version.cmake in usr/lib/cmake/pokeq" test -f "$lib/cmake/pokeq/pokeq-config-version.cmake"
check "bash completion in usr/share/bash-completion/completions" test -f "$root/usr/share/bash-completion/completions/pokeq"
check "zsh completion in usr/share/zsh/site-functions" test -f "$root/usr/share/zsh/site-functions/_pokeq"
if command -v bash >/dev/null; then
    formats=$(bash -c ". '$root/usr/share/bash-completion/completions/pokeq'
        COMP_WORDS=(pokeq AhAs KdKc --format ''); COMP_CWORD=4; _pokeq; echo \"\${COMPREPLY[*]}\"" 2>&1)
    if [ "$formats" = "text json csv" ]; then pass; else fail "bash completion of --format gave '$formats'"; fi
fi
if command -v "${SCDOC:-scdoc}" >/dev/null; then
    check "pokeq.1 in usr/share/man/man1" grep -q '^\.TH "pokeq" "1"' "$root/usr/share/man/man1/pokeq.1"
    check "libpokeq.3 in usr/share/man/man3" grep -q '^\.TH "libpokeq" "3"' "$root/usr/share/man/man3/libpokeq.3"
else
    skip "scdoc not found: man pages not checked"
fi

# ---- a program built against the installed tree --------------------------------
# examples/equity.c prints AhAs vs KdKc exactly: 81.2555% for the aces.
runs_against_tree() { # runs_against_tree PROGRAM: prints the aces, loading libpokeq from the tree
    LD_LIBRARY_PATH=$lib "$1" | grep -q '^AhAs: equity 81\.2555%' || return 1
    case $1 in *static*) return 0 ;; esac
    ! command -v ldd >/dev/null || LD_LIBRARY_PATH=$lib ldd "$1" | grep -q "$soname => $lib/$soname"
}
if command -v pkg-config >/dev/null; then
    pc() {
        PKG_CONFIG_SYSROOT_DIR=$root PKG_CONFIG_LIBDIR=$lib/pkgconfig PKG_CONFIG_PATH= \
            PKG_CONFIG_ALLOW_SYSTEM_CFLAGS=1 PKG_CONFIG_ALLOW_SYSTEM_LIBS=1 pkg-config "$@"
    }
    check "pkg-config --modversion pokeq is $version" test "$(pc --modversion pokeq)" = "$version"
    flags=$(pc --cflags --libs pokeq)
    if $cc -Wall -Wextra -Werror -o "$work/equity_pc" examples/equity.c $flags >"$work/pc.log" 2>&1; then
        pass
        check "the pkg-config build runs on the installed libpokeq.so" runs_against_tree "$work/equity_pc"
    else
        fail "cc examples/equity.c $flags"
        cat "$work/pc.log"
    fi
else
    skip "pkg-config not found (Debian package pkgconf): the pkg-config build not tried"
fi

if command -v cmake >/dev/null; then
    mkdir -p "$work/cmake"
    cp examples/equity.c "$work/cmake/"
    cat >"$work/cmake/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.13)
project(pokeq_install_test C)
find_package(pokeq $(version_part MAJOR).$(version_part MINOR) REQUIRED)
message(STATUS "pokeq \${pokeq_VERSION} in \${pokeq_DIR}")
add_executable(equity equity.c)
target_link_libraries(equity PRIVATE pokeq::pokeq)
add_executable(equity_static equity.c)
target_link_libraries(equity_static PRIVATE pokeq::pokeq_static)
EOF
    if cmake -S "$work/cmake" -B "$work/cmake/build" -DCMAKE_PREFIX_PATH="$root/usr" \
        -DCMAKE_C_COMPILER="$cc" >"$work/cmake.log" 2>&1 &&
        cmake --build "$work/cmake/build" >>"$work/cmake.log" 2>&1; then
        pass
        check "find_package(pokeq) found the installed tree" grep -q "pokeq $version in $lib/cmake/pokeq" "$work/cmake.log"
        check "the CMake build (pokeq::pokeq) runs on the installed libpokeq.so" runs_against_tree "$work/cmake/build/equity"
        check "the CMake build (pokeq::pokeq_static) runs" runs_against_tree "$work/cmake/build/equity_static"
    else
        fail "cmake: find_package(pokeq) and a build against it"
        tail -n 30 "$work/cmake.log"
    fi
    # which versions the package says it satisfies
    cat >"$work/version.cmake" <<EOF
cmake_minimum_required(VERSION 3.13)
foreach(asked "" "$(version_part MAJOR).$(version_part MINOR)" "$version" "$(version_part MAJOR).$(( $(version_part MINOR) + 1 ))" "$(( $(version_part MAJOR) + 1 )).0")
    unset(PACKAGE_VERSION_COMPATIBLE)
    set(PACKAGE_FIND_VERSION "\${asked}")
    if(asked)
        string(REPLACE "." ";" parts "\${asked}.0")
        list(GET parts 0 PACKAGE_FIND_VERSION_MAJOR)
        list(GET parts 1 PACKAGE_FIND_VERSION_MINOR)
    endif()
    include("$lib/cmake/pokeq/pokeq-config-version.cmake")
    message("\${asked}:\${PACKAGE_VERSION_COMPATIBLE}")
endforeach()
EOF
    answers=$(cmake -P "$work/version.cmake" 2>&1 | tr '\n' ' ')
    expected=":TRUE $(version_part MAJOR).$(version_part MINOR):TRUE $version:TRUE $(version_part MAJOR).$(( $(version_part MINOR) + 1 )):FALSE $(( $(version_part MAJOR) + 1 )).0:FALSE "
    if [ "$answers" = "$expected" ]; then pass; else fail "pokeq-config-version.cmake: got '$answers', expected '$expected'"; fi
else
    skip "cmake not found: the find_package(pokeq) build not tried"
fi

# ---- uninstall -----------------------------------------------------------------
if "$make" --no-print-directory -s uninstall BUILD="$build" DESTDIR="$root" PREFIX=/usr >"$tmp/uninstall.log" 2>&1; then
    pass
else
    fail "make uninstall DESTDIR=$root PREFIX=/usr"
    cat "$tmp/uninstall.log"
fi
left=$(find "$root" ! -type d)
if [ -z "$left" ]; then pass; else fail "make uninstall left files behind: $left"; fi
check "make uninstall removed usr/lib/cmake/pokeq" test ! -e "$lib/cmake/pokeq"
check "make uninstall removed usr/share/doc/pokeq" test ! -e "$root/usr/share/doc/pokeq"

# ---- without scdoc ---------------------------------------------------------------
bare=$tmp/bare
if "$make" --no-print-directory -s install BUILD="$build" DESTDIR="$bare" PREFIX=/usr SCDOC="$tmp/no-scdoc" \
    >"$tmp/bare.log" 2>&1; then
    pass
    check "install without scdoc says the man pages are not installed" grep -q 'man pages not installed' "$tmp/bare.log"
    check "install without scdoc installs no man page" test ! -e "$bare/usr/share/man"
    check "install without scdoc installs the rest" test -f "$bare/usr/lib/cmake/pokeq/pokeq-config.cmake"
else
    fail "make install without scdoc"
    cat "$tmp/bare.log"
fi

echo "test_install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
