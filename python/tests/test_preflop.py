# SPDX-License-Identifier: MIT
"""The preflop tables: exact vs-random against the program, the matrix's own checks and other engines.

The exact tables take about 2.5 s (vs-random) and 2 s (the matrix) each on an idle 2-core machine,
and minutes on a busy one, for Python and the program alike: those tests run when POKEQ_TEST_SLOW=1
(make test-python-slow). The Monte Carlo table and the arguments are always tested.
"""
import json
import os

import numpy as np
import pytest

import pokeq
from conftest import run_cli

slow = pytest.mark.skipif(os.environ.get("POKEQ_TEST_SLOW") != "1",
                          reason="the exact preflop tables take seconds; POKEQ_TEST_SLOW=1 runs them")

RUNOUTS = 1712304  # C(48,5)


@pytest.fixture(scope="module")
def vs_random():
    return pokeq.preflop_vs_random()


@pytest.fixture(scope="module")
def matrix():
    return pokeq.preflop_matrix()


@slow
def test_vs_random_same_as_the_program(cli, vs_random, tmp_path):
    status, out, err = run_cli("preflop", "vs-random", "--format", "json", "--cache", str(tmp_path), "--quiet")
    assert status == 0, err
    rows = json.loads(out)["classes"]
    assert len(rows) == 169
    for row in rows:
        c = pokeq.CLASSES.index(row["class"])
        assert int(vs_random.showdowns[c]) == row["showdowns"]
        assert int(vs_random.pot_units[c]) == row["equity_units"]
        assert abs(vs_random.equity[c] - row["equity"]) < 1e-9
    assert vs_random.ranking() == [row["class"] for row in rows]


@slow
def test_vs_random_table(vs_random):
    assert vs_random.exact and vs_random.opponents == 1
    assert np.asarray(vs_random).shape == (169,)
    assert vs_random["AA"] == vs_random[0] and round(vs_random["AA"], 4) == 0.8520
    assert vs_random.grid().shape == (13, 13)
    combos = np.array([6 if i // 13 == i % 13 else 4 if i // 13 < i % 13 else 12 for i in range(169)])
    assert (vs_random.showdowns == combos * 1225 * RUNOUTS).all()
    # the same count through the range engine, for one class
    result = pokeq.equity(["AA", "random"], method="exact")
    assert result.players[0].pot_units * int(vs_random.showdowns[0]) == int(vs_random.pot_units[0]) * result.count


@slow
def test_matrix_checks(matrix):
    assert matrix.equity.shape == (169, 169) and matrix.showdowns.dtype == np.uint64
    assert (matrix.showdowns == matrix.showdowns.T).all()
    assert (matrix.pot_units + matrix.pot_units.T == 2520 * matrix.showdowns).all()
    assert abs(matrix["AA", "KK"] - 0.8195) < 1e-3


@slow
@pytest.mark.parametrize("hero,villain", [("AA", "KK"), ("AKs", "QQ"), ("72o", "AA"), ("AKs", "AKo"), ("T9s", "22")])
def test_matrix_cells_equal_exact_range_equity(matrix, hero, villain):
    result = pokeq.equity([hero, villain], method="exact")
    i, j = pokeq.CLASSES.index(hero), pokeq.CLASSES.index(villain)
    assert int(matrix.showdowns[i, j]) == result.count
    assert int(matrix.pot_units[i, j]) == result.players[0].pot_units


def test_vs_random_monte_carlo_same_as_the_program(cli):
    table = pokeq.preflop_vs_random(opponents=2, trials=2 * 4096, seed=9)
    status, out, err = run_cli("preflop", "vs-random", "--opponents", "2", "--trials", "8192", "--seed", "9",
                               "--format", "json", "--quiet")
    assert status == 0, err
    answer = json.loads(out)
    assert not table.exact and table.trials == answer["trials"] == 8192
    for row in answer["classes"]:
        c = pokeq.CLASSES.index(row["class"])
        assert int(table.showdowns[c]) == row["showdowns"] and int(table.pot_units[c]) == row["equity_units"]
        assert abs(table.stderr[c] - row["stderr"]) < 1e-9


def test_bad_arguments():
    with pytest.raises(pokeq.InputError):
        pokeq.preflop_vs_random(opponents=10)
    with pytest.raises(pokeq.InputError):
        pokeq.preflop_vs_random(method="exact", opponents=2)
    with pytest.raises(pokeq.InputError):
        pokeq.preflop_matrix(threads=-1)
