# SPDX-License-Identifier: MIT
"""pokeq.icm against the model's definition (every finishing order, exact fractions) and
pokeq.pushfold's answer checked from the game's definition (best responses recomputed)."""
import itertools
from fractions import Fraction

import numpy as np
import pytest

import pokeq


def brute_places(stacks):
    n, total = len(stacks), sum(stacks)
    places = [[Fraction(0)] * n for _ in range(n)]
    for order in itertools.permutations(range(n)):
        p, left = Fraction(1), total
        for i in order:
            p *= Fraction(stacks[i], left)
            left -= stacks[i]
        for place, i in enumerate(order):
            places[i][place] += p
    return places


@pytest.mark.parametrize("stacks,payouts", [([50, 30, 20], [50, 30, 20]), ([7, 1, 12, 3, 9, 4], [10, 6, 3]),
                                            ([5, 5, 5, 2], [1])])
def test_icm_equals_every_finishing_order(stacks, payouts):
    r = pokeq.icm(stacks, payouts)
    exact = brute_places(stacks)
    assert r.method == "exact"
    for i in range(len(stacks)):
        for p in range(len(stacks)):
            assert abs(r.places[i, p] - float(exact[i][p])) < 1e-12
        want = sum(float(exact[i][p]) * payouts[p] for p in range(len(payouts)))
        assert abs(r.equity[i] - want) < 1e-12 * sum(payouts)


def test_icm_monte_carlo_and_bad_input():
    r = pokeq.icm(list(range(1, 22)), [5, 3, 2], trials=20000)
    assert r.method == "mc" and r.trials == 20000 and (r.stderr > 0).all()
    for stacks, payouts in (([5, -3], [1]), ([5, 0], [1]), ([5, 3], []), ([5, 3], [3, 2, 1]), ("ab", [1])):
        with pytest.raises(pokeq.InputError):
            pokeq.icm(stacks, payouts)


@pytest.fixture(scope="module")
def matrix():
    return pokeq.preflop_matrix()


def test_pushfold_is_an_equilibrium(matrix):
    r = pokeq.pushfold(10, matrix=matrix)
    assert r.exploitability <= 1e-9
    assert r.push.classes["AA"] == 1 and r.push.classes["32o"] == 0
    assert len(r.push.mixed()) + len(r.call.mixed()) <= 2
    combos = np.array([6 if name[0] == name[1] else 4 if name.endswith("s") else 12 for name in pokeq.CLASSES])
    assert abs(r.push.percent - 100 * float(combos @ r.push.frequency) / 1326) < 1e-9
    # the small blind's gains recomputed from the matrix: push where positive, fold where negative
    pairs = matrix.showdowns.astype(np.float64) / 1712304
    shares = matrix.pot_units.astype(np.float64) / 2520 / 1712304
    called = 10 * (2 * shares - pairs)
    gain = ((1 - r.call.frequency) * pairs * 1 + r.call.frequency * called + 0.5 * pairs).sum(axis=1) / (combos * 1225)
    assert np.all(r.push.frequency[gain > 1e-7] == 1) and np.all(r.push.frequency[gain < -1e-7] == 0)
    with pytest.raises(pokeq.InputError):
        pokeq.pushfold(1, matrix=matrix)
