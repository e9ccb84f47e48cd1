# SPDX-License-Identifier: MIT
"""equity.py - pokeq from Python: hands, ranges, a board, Monte Carlo, per-combo equities, errors.

    make python && PYTHONPATH=build/python /usr/bin/python3 examples/python/equity.py
"""
import numpy as np

import pokeq

# the classic: exact, every one of the 1,712,304 boards
r = pokeq.equity(["AhAs", "KdKc"])
print("%s, %s boards, %.3f s" % (r.method, format(r.count, ","), r.seconds))
for p in r.players:
    print("  %-6s equity %.3f%%  (%d / %d pot units)" % (p.input, 100 * p.equity, p.pot_units,
                                                         pokeq.POT_UNITS * r.count))

# a range against any two cards on a flop, with the equity of each combo
r = pokeq.equity(["QQ+,AKs", "random"], board="7h2h3c", per_combo=True)
hero = r.players[0]
held = np.flatnonzero(hero.combo_showdowns)
best = held[np.argsort(-hero.combo_equity[held])][:3]
print("QQ+,AKs vs random on 7h2h3c: %.3f%%; best combos %s" % (
    100 * hero.equity, ", ".join("%s %.2f%%" % (pokeq.COMBOS[c], 100 * hero.combo_equity[c]) for c in best)))

# three ways, Monte Carlo to a standard error of 0.001, reproducible by the seed
r = pokeq.equity(["AA-QQ,AKs", "99-77", "random"], board="Kh8d3c", stderr=0.001, seed=7)
print("three ranges: %s, %s trials: %s" % (r.method, format(r.count, ","), ", ".join(
    "%.2f%% +- %.2f" % (100 * p.equity, 100 * p.stderr) for p in r.players)))

# hand values, one at a time or a whole array at C speed
print(pokeq.evaluate("As Ks Qs Js Ts").description)
hands = np.array([pokeq.parse_cards("AhAd Kc Ks 2d 3c 9h"), pokeq.parse_cards("7c 8c 9c Tc Jc 2h 2s")], dtype=np.uint8)
print([pokeq.describe(int(v)).description for v in pokeq.evaluate_many(hands)])

# bad input: InputError names the bad part, with the program's sentence
try:
    pokeq.equity(["QQ+,AKz", "random"])
except pokeq.InputError as error:
    print("InputError: %s (seat %d, token %r at %d)" % (error, error.seat, error.token, error.offset))
