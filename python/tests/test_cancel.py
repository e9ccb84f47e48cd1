# SPDX-License-Identifier: MIT
"""Cancelling a running job: a flag set from another thread, and Ctrl-C (SIGINT) in the main thread."""
import os
import subprocess
import sys
import textwrap
import threading
import time

import pytest

import pokeq
from conftest import assert_whole_pots

# random against random, exact: about 30 s of work on two cores, in tasks of a fraction of a
# second, so a worker thread left behind by a cancel stops soon (three-way random ranges would
# keep a left-behind worker busy for minutes)
LONG_EXACT = dict(players=["random", "random"], dead="2c", method="exact", exact_limit_seconds=-1)
LONG_MC = dict(players=["random", "random", "random"], method="mc", seconds=600)
QUICK = 1.0  # seconds from the cancel to the return, with room for a busy machine
# a cancel flag lets Monte Carlo finish its round, to return the trials so far (a round is at
# most 1,024 blocks of 4,096 trials: a second or so on a busy 2-core machine)
ROUND = 4.0


class StampedTimer(threading.Timer):
    """A Timer that notes when it fired."""

    def run(self):
        self.finished.wait(self.interval)
        if not self.finished.is_set():
            self.fired_at = time.monotonic()
            self.function()
        self.finished.set()


def cancel_after(flag, delay):
    timer = StampedTimer(delay, flag.set)
    timer.start()
    return timer


def timer_started(timer):
    timer.join()
    return timer.fired_at


def test_cancel_flag_stops_exact():
    flag = pokeq.CancelFlag()
    timer = cancel_after(flag, 0.3)
    with pytest.raises(pokeq.Cancelled):
        pokeq.equity(cancel=flag, **LONG_EXACT)
    assert time.monotonic() - timer_started(timer) < QUICK


def test_cancel_flag_stops_monte_carlo_with_the_trials_so_far():
    flag = pokeq.CancelFlag()
    timer = cancel_after(flag, 0.3)
    result = pokeq.equity(cancel=flag, **LONG_MC)
    assert time.monotonic() - timer_started(timer) < ROUND
    assert result.interrupted and result.stopped_by == "cancel" and result.count > 0
    assert_whole_pots(result)


def test_threading_event_works_too():
    event = threading.Event()
    timer = StampedTimer(0.3, event.set)
    timer.start()
    with pytest.raises(pokeq.Cancelled):
        pokeq.equity(cancel=event, **LONG_EXACT)
    assert time.monotonic() - timer_started(timer) < QUICK


def test_cancel_from_a_worker_thread_call():
    """The job runs in a thread of its own (no Ctrl-C watch there); the main thread cancels it."""
    flag = pokeq.CancelFlag()
    outcome = {}

    def work():
        try:
            pokeq.equity(cancel=flag, **LONG_EXACT)
            outcome["end"] = "finished"
        except pokeq.Cancelled:
            outcome["end"] = "cancelled"
        outcome["at"] = time.monotonic()

    worker = threading.Thread(target=work)
    worker.start()
    time.sleep(0.3)
    flag.set()
    set_at = time.monotonic()
    worker.join(10)
    assert outcome["end"] == "cancelled" and outcome["at"] - set_at < QUICK


def test_a_set_flag_stops_at_once_and_clear_resets_it():
    flag = pokeq.CancelFlag()
    flag.set()
    started = time.monotonic()
    with pytest.raises(pokeq.Cancelled):
        pokeq.equity(cancel=flag, **LONG_EXACT)
    assert time.monotonic() - started < QUICK
    flag.clear()
    assert not flag.is_set()
    assert pokeq.equity(["AhAs", "KdKc"], cancel=flag).count == 1712304


SCRIPT = textwrap.dedent("""
    import os, signal, sys, threading, time
    import pokeq
    kind = sys.argv[1]
    fired = []
    def interrupt():
        time.sleep(0.5)
        fired.append(time.monotonic())
        os.kill(os.getpid(), signal.SIGINT)
    threading.Thread(target=interrupt, daemon=True).start()
    try:
        if kind == "exact":
            pokeq.equity(["random", "random", "random"], method="exact", exact_limit_seconds=-1)
        else:
            pokeq.equity(["random", "random", "random"], method="mc", seconds=600)
        print("not interrupted")
    except KeyboardInterrupt:
        print("KeyboardInterrupt %.3f" % (time.monotonic() - fired[0]))
    # Python's handler is back, and the next call works
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    print(pokeq.equity(["AhAs", "KdKc"]).count)
""")


@pytest.mark.parametrize("kind", ["exact", "mc"])
def test_ctrl_c_raises_keyboard_interrupt_quickly(kind):
    env = dict(os.environ)
    done = subprocess.run([sys.executable, "-c", SCRIPT, kind], capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    first, second = done.stdout.split("\n")[:2]
    word, seconds = first.split()
    assert word == "KeyboardInterrupt" and float(seconds) < QUICK, done.stdout
    assert second == "1712304"


def test_custom_sigint_handler_is_called_and_cancels():
    script = textwrap.dedent("""
        import os, signal, threading, time
        import pokeq
        seen = []
        signal.signal(signal.SIGINT, lambda number, frame: seen.append(number))
        threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
        try:
            pokeq.equity(["random", "random", "random"], method="exact", exact_limit_seconds=-1)
        except pokeq.Cancelled:
            print("cancelled", seen)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "cancelled [2]", done.stderr
