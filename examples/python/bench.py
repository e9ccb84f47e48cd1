# SPDX-License-Identifier: MIT
"""bench.py - the Python package's costs over the C library, measured in one process.

    make python && PYTHONPATH=build/python /usr/bin/python3 examples/python/bench.py

1. Per-call overhead of pokeq.equity(["AhAs", "KdKc"]) (exact, auto, all
   cores) over the same pokeq_solve request timed in C (pq_time_solve in
   build_ffi.py), single calls alternating, the median of the differences;
   from the main thread (which also watches Ctrl-C) and from another
   thread; and on a river (one runout), where the C call is a few
   microseconds and the overhead stands alone.
2. pokeq.evaluate_many on 10 M random 7-card hands (uint8), hands/s, on one
   thread and on every core, and the same pokeq_eval7 loop without the
   check, timed in C.
"""
import statistics
import sys
import threading
import time

import numpy as np

import pokeq
from pokeq._native import ffi, lib


def c_request(players, board=""):
    q = ffi.new("pokeq_request *")
    lib.pokeq_request_init(q)
    keep = [ffi.new("char[]", p.encode()) for p in players] + [ffi.new("char[]", board.encode())]
    q.seats = len(players)
    for i in range(len(players)):
        q.seat[i].text = keep[i]
    q.board = keep[-1]
    return q, keep


def per_call(players, board, pairs):
    """Medians over `pairs` alternating single calls: C (pokeq_solve timed in C) and Python
    (pokeq.equity timed around the call), and the median of the paired differences, which
    the machine's load drifting between batches does not bias."""
    q, keep = c_request(players, board)
    c_times, py_times = [], []
    for _ in range(pairs):
        c_times.append(lib.pq_time_solve(q, 1))
        start = time.perf_counter()
        pokeq.equity(players, board=board)
        py_times.append(time.perf_counter() - start)
    differences = [p - c for p, c in zip(py_times, c_times)]
    return statistics.median(c_times), statistics.median(py_times), statistics.median(differences)


def report(where, players, board, pairs):
    c, py, overhead = per_call(players, board, pairs)
    print("  %-26s %-13s C %8.1f us  Python %8.1f us  overhead %5.1f us per call"
          % (" vs ".join(players) + (" on " + board if board else ""), where, c * 1e6, py * 1e6, overhead * 1e6))


def random_hands(count, seed=19):
    """count x 7 distinct cards per row, uniformly: draw, redraw the rows with a repeat."""
    rng = np.random.default_rng(seed)
    hands = rng.integers(0, 52, size=(count, 7), dtype=np.uint8)
    while True:
        ordered = np.sort(hands, axis=1)
        bad = np.flatnonzero((ordered[:, 1:] == ordered[:, :-1]).any(axis=1))
        if bad.size == 0:
            return hands
        hands[bad] = rng.integers(0, 52, size=(bad.size, 7), dtype=np.uint8)


def main():
    pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    pokeq.equity(["AhAs", "KdKc"])  # warm: tables, the OpenMP runtime
    print("pokeq.equity over pokeq_solve (medians of %d alternating calls):" % pairs)
    for players, board in ((["AhAs", "KdKc"], ""), (["AhAs", "KdKc"], "7h2h3c4d5s")):
        report("main thread", players, board, pairs)
        thread = threading.Thread(target=report, args=("other thread", players, board, pairs))
        thread.start()
        thread.join()

    count = 10_000_000
    hands = random_hands(count)
    out = np.empty(count, dtype=np.uint16)
    check = np.empty(count, dtype=np.uint16)
    py_rates, c_rates = [], []
    for _ in range(5):
        start = time.perf_counter()
        pokeq.evaluate_many(hands, out=out)
        py_rates.append(count / (time.perf_counter() - start))
        c_rates.append(count / lib.pq_time_eval7(ffi.cast("const uint8_t *", ffi.from_buffer(hands)), count,
                                                 ffi.cast("uint16_t *", ffi.from_buffer(check))))
    assert (out == check).all()
    all_rates = []
    for _ in range(5):
        start = time.perf_counter()
        pokeq.evaluate_many(hands, out=out, threads=0)
        all_rates.append(count / (time.perf_counter() - start))
    assert (out == check).all()
    print("pokeq.evaluate_many, 10 M random 7-card hands (medians of 5): %.0f M hands/s on one thread, "
          "%.0f M on every core; the bare pokeq_eval7 loop in C (no check): %.0f M/s"
          % (statistics.median(py_rates) / 1e6, statistics.median(all_rates) / 1e6,
             statistics.median(c_rates) / 1e6))


if __name__ == "__main__":
    main()
