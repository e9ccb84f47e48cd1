#!/bin/sh
# SPDX-License-Identifier: MIT
# check_includes.sh DIR... - each DIR (sim, src) has a README.md whose table
# says, for each of its folders, which other folders it may include
# ("| folder | owns | may include |"). Fails when a file includes a folder
# its row does not allow, when a folder has no row, or when the allowed
# folders form a loop. Include lines name the folder: #include "core/work.h".
set -eu
status=0
for top in "$@"; do
    rules=$(awk -F'|' 'NF >= 5 && $2 !~ /folder|---/ {
        gsub(/^ +| +$/, "", $2); gsub(/^ +| +$/, "", $4); print $2 ":" $4 }' "$top/README.md")
    for dir in "$top"/*/; do
        folder=$(basename "$dir")
        row=$(printf '%s\n' "$rules" | grep "^$folder:" || true)
        if [ -z "$row" ]; then echo "$top/$folder: no row in $top/README.md"; status=1; continue; fi
        allowed=" $folder ${row#*:} "
        for file in "$dir"*.[ch]; do
            [ -f "$file" ] || continue
            for used in $(sed -n 's/^#include "\([a-z_0-9]*\)\/.*/\1/p' "$file" | sort -u); do
                case "$allowed" in
                *" $used "*) ;;
                *) echo "$file includes $used/, which $top/README.md does not allow $folder"; status=1 ;;
                esac
            done
        done
    done
    # A loop in the allowed folders: repeatedly drop folders that allow nothing left.
    left=$(printf '%s\n' "$rules")
    while :; do
        names=$(printf '%s\n' "$left" | cut -d: -f1 | tr '\n' ' ')
        next=$(printf '%s\n' "$left" | while IFS=: read -r name deps; do
            keep=0
            for d in $deps; do case " $names " in *" $d "*) [ "$d" = "$name" ] || keep=1 ;; esac; done
            [ $keep -eq 1 ] && printf '%s:%s\n' "$name" "$deps"
        done || true)
        [ "$next" = "$left" ] && break
        left=$next
    done
    if [ -n "$left" ]; then echo "$top/README.md: the folders $(printf '%s\n' "$left" | cut -d: -f1 | tr '\n' ' ')form a loop"; status=1; fi
done
exit $status
