#!/bin/sh
# SPDX-License-Identifier: MIT
# check_man.sh - the man pages cover what the program and the header offer:
# every long option that `pokeq --help` (and each subcommand's --help and
# usage text) prints is documented as an item of man/pokeq.1.scd (a line
# that starts with *--option), and every function that include/pokeq.h
# declares is in man/libpokeq.3.scd. Reads the scdoc sources: no scdoc
# needed.
#
#   tests/cli/check_man.sh [build/pokeq]
set -u
cd "$(dirname "$0")/../.."
pokeq=${1:-build/pokeq}
page=man/pokeq.1.scd
library_page=man/libpokeq.3.scd
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

if [ ! -x "$pokeq" ]; then
    echo "check_man: $pokeq is not built"
    exit 1
fi

# What the program prints about its options: the help text of every
# subcommand, and the usage lines that preflop and grid print when they
# are given nothing (they list options the general help does not).
texts=$(
    "$pokeq" --help 2>&1
    for sub in eval grid hits preflop bench serve icm pushfold; do "$pokeq" "$sub" --help 2>&1; done
    "$pokeq" preflop 2>&1
    "$pokeq" grid 2>&1
    "$pokeq" hits 2>&1
)
options=$(printf '%s\n' "$texts" | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u)
if [ -z "$options" ]; then
    fail "no options found in the output of $pokeq --help"
fi
for option in $options; do
    # "Options may also be written --name=value": the form, not an option
    if [ "$option" = --name ]; then
        if grep -qF -- '--name=value' "$page"; then pass; else fail "$page does not say options may be written --name=value"; fi
        continue
    fi
    # an item of the OPTIONS or a COMMANDS list: "*--board* _CARDS_", "*--quiet*, *-q*"
    if grep -qE -- "^\\*$option\\*" "$page"; then
        pass
    else
        fail "$option is printed by pokeq's help but not documented in $page"
    fi
done

# The subcommands the help names.
for sub in eval grid hits "preflop vs-random" "preflop matrix" bench icm pushfold; do
    if grep -qF -- "## pokeq $sub" "$page"; then pass; else fail "no section '## pokeq $sub' in $page"; fi
done

# Every function of the public header.
functions=$(grep -oE '\bpokeq_[a-z0-9_]+\(' include/pokeq.h | tr -d '(' | sort -u)
for function in $functions; do
    if grep -qE -- "\\b$function\\(" "$library_page"; then
        pass
    else
        fail "$function (include/pokeq.h) is not in $library_page"
    fi
done

echo "check_man: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
