# SPDX-License-Identifier: MIT
"""Several Python threads at once: the GIL is released while the library works."""
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np

import pokeq

CASES = [
    (["AhAs", "KdKc"], {}),
    (["AhKh", "QsQd", "JcTc"], {"dead": "2c3c"}),
    (["QQ+,AKs", "random"], {"board": "7h2h3c"}),
    (["9h8h", "AsKd"], {"board": "Th7h2c"}),
    (["10%", "20%"], {"trials": 40000, "seed": 3}),
]


def counts(result):
    return result.method, result.count, [(p.wins, p.ties, p.pot_units) for p in result.players]


def test_parallel_calls_give_the_serial_answers():
    serial = [counts(pokeq.equity(players, **options)) for players, options in CASES]
    with ThreadPoolExecutor(max_workers=4) as pool:
        futures = [pool.submit(pokeq.equity, players, threads=1, **options) for players, options in CASES * 3]
        parallel = [counts(f.result()) for f in futures]
    assert parallel == serial * 3


def test_the_gil_is_released_during_a_call():
    """A Python thread keeps running while another thread's call works in C."""
    ticks = []
    stop = threading.Event()

    def ticker():
        while not stop.is_set():
            ticks.append(time.monotonic())
            time.sleep(0.005)

    thread = threading.Thread(target=ticker)
    thread.start()
    started = time.monotonic()
    pokeq.equity(["random", "random", "random"], method="mc", seconds=0.6)
    ended = time.monotonic()
    stop.set()
    thread.join()
    during = [t for t in ticks if started <= t <= ended]
    assert len(during) > 20, len(during)
    assert max(np.diff([started, *during, ended])) < 0.25


def test_calls_overlap_in_time():
    """Two threads' calls are in the library at the same time (with the GIL held by a call, the
    second could only start once the first returned)."""
    spans = []
    begun = threading.Barrier(2)

    def job():
        begun.wait()
        start = time.monotonic()
        result = pokeq.equity(["random", "random"], method="mc", seconds=0.6, threads=1)
        spans.append((start, time.monotonic()))
        return result

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda _: job(), range(2)))
    assert all(r.stopped_by == "time" and r.count > 0 for r in results)
    (start_a, end_a), (start_b, end_b) = spans
    assert max(start_a, start_b) < min(end_a, end_b) - 0.3, spans


def test_evaluate_many_from_threads():
    rng = np.random.default_rng(5)
    hands = np.argsort(rng.random((20000, 52)), axis=1)[:, :7].astype(np.uint8)
    expected = pokeq.evaluate_many(hands)
    with ThreadPoolExecutor(max_workers=4) as pool:
        for values in pool.map(pokeq.evaluate_many, [hands] * 8):
            assert (values == expected).all()
