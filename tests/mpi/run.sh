#!/bin/sh
# SPDX-License-Identifier: MIT
# pokeq-mpi against pokeq (make test-mpi; .ci/run where mpiexec exists):
# mpiexec -n 1, 2 and 3 print what the plain run prints, timing and
# thread fields aside, for a flops job, an exact range job, a Monte Carlo
# job with a seed, the preflop tables (exact and Monte Carlo) and a batch
# (text, JSON and CSV), a batch of many small lines (each rank holds
# queued tasks to the end); a failing rank fails the run with a message
# naming it and no answer on standard output, with tasks queued behind
# the failing one and with other ranks still busy.
set -u
POKEQ=$1
MPI=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
failures=0

# Timing fields out: "0.012 s, 2 threads" (text), "seconds"/"threads" (JSON),
# the seconds and threads columns before "interrupted" (CSV).
untimed() {
    sed -E 's/, [0-9.]+ s, [0-9]+ threads?//; s/"seconds":[0-9.]+,"threads":[0-9]+//;
            s/,[0-9]+\.[0-9]{6},[0-9]+,(true|false),/,,,\1,/'
}

same() {
    name=$1
    shift
    "$POKEQ" "$@" >"$dir/plain" 2>"$dir/plain.err"
    plain_status=$?
    for ranks in 1 2 3; do
        mpiexec -n "$ranks" "$MPI" "$@" --threads 1 >"$dir/mpi" 2>"$dir/mpi.err"
        status=$?
        untimed <"$dir/plain" >"$dir/a"
        untimed <"$dir/mpi" >"$dir/b"
        if [ "$status" != "$plain_status" ] || ! cmp -s "$dir/a" "$dir/b" || ! cmp -s "$dir/plain.err" "$dir/mpi.err"; then
            echo "FAIL $name on $ranks ranks (status $status, plain $plain_status):"
            diff "$dir/a" "$dir/b" | head -5
            diff "$dir/plain.err" "$dir/mpi.err" | head -5
            failures=$((failures + 1))
        else
            echo "ok   $name on $ranks ranks"
        fi
    done
}

cat >"$dir/batch.txt" <<'LINES'
# a comment, a blank line, a bad line: the batch goes on
AhAs KdKc --exact

QQ+,AKs random --board 7h2h3c --exact
AhKh ZZ --exact
AK,QQ random --mc --trials 50000 --seed 3
LINES

same "flops" flops AA KK --format json
same "exact ranges" "QQ+,AKs" random --board 7h2h3c --exact
same "exact fixed hands" AhKh QsQd JcTc --exact --format json
same "monte carlo, seeded" "AK,QQ" random --mc --trials 200000 --seed 11
same "preflop table, short deck" preflop vs-random --game shortdeck --no-cache --quiet
same "preflop table, monte carlo" preflop vs-random --opponents 3 --trials 30000 --seed 5 --format csv --quiet
same "batch, text" --batch "$dir/batch.txt"
same "batch, json" --batch "$dir/batch.txt" --format json
same "batch, csv" --batch "$dir/batch.txt" --format csv

# 47 lines, each a small task: many hand-outs per rank, reports and
# results crossing while rank 0 counts lines of its own.
for card in 2 3 4 5 6 7 8 9 T J Q K A; do
    for suit in c d h s; do
        case " Ks 7s 8d 9c 2h " in *" $card$suit "*) continue ;; esac
        echo "Ks$card$suit random --board 7s8d9c2h --exact"
    done
done >"$dir/many.txt"
same "batch of 47 small lines" --batch "$dir/many.txt" --format csv

# fails RANK RANKS WORDS...: rank RANK fails every task, so the run fails
# with "rank RANK, task K of N: ..." and prints no answer.
fails() {
    rank=$1
    ranks=$2
    shift 2
    POKEQ_MPI_FAIL_RANK=$rank mpiexec -n "$ranks" "$MPI" "$@" >"$dir/out" 2>"$dir/err"
    status=$?
    if [ "$status" -ne 0 ] && [ ! -s "$dir/out" ] &&
        grep -q "rank $rank, task [0-9]* of [0-9]*: failing as POKEQ_MPI_FAIL_RANK asks" "$dir/err"; then
        echo "ok   rank $rank of $ranks failing fails the run ($1)"
    else
        echo "FAIL rank $rank of $ranks failing did not fail the run ($1, status $status):"
        head -3 "$dir/err"
        failures=$((failures + 1))
    fi
}

fails 1 2 "QQ+,AKs" random --exact --board 7h2h3c
fails 2 3 flops AA KK --threads 1
fails 1 3 --batch "$dir/many.txt" --threads 1
[ "$failures" -eq 0 ]
