# SPDX-License-Identifier: MIT
"""cancel.py - a long exact job stopped from another thread, and Ctrl-C.

    make python && PYTHONPATH=build/python /usr/bin/python3 examples/python/cancel.py

Press Ctrl-C during the second job: it stops within a fraction of a second
and Python raises KeyboardInterrupt, as for any Python code.
"""
import threading
import time

import pokeq

flag = pokeq.CancelFlag()          # a threading.Event that the C library reads
threading.Timer(1.0, flag.set).start()
start = time.monotonic()
try:
    pokeq.equity(["random", "random"], method="exact", cancel=flag)   # about 30 s of work
except pokeq.Cancelled:
    print("exact job cancelled after %.2f s" % (time.monotonic() - start))

print("Monte Carlo for up to 20 s; press Ctrl-C to stop it")
try:
    r = pokeq.equity(["AhKh", "random", "random", "random"], method="mc", seconds=20)
    print("%s trials: %s" % (format(r.count, ","), ["%.3f" % e for e in r.equities]))
except KeyboardInterrupt:
    print("interrupted")
