# SPDX-License-Identifier: MIT
"""equity() against the program's JSON answers on fixed scenarios, and its result's shape."""
import numpy as np
import pytest

import pokeq
from conftest import assert_same_as_cli, assert_whole_pots, cli_json, cli_words

# (players, keyword arguments): the bundled scenarios (examples/scenarios.txt) and more
SCENARIOS = [
    (["AhAs", "KdKc"], {}),
    (["QsQd", "AhKc"], {}),
    (["8h7h", "AsAd"], {"method": "exact"}),
    (["AhKd", "AcQc"], {}),
    (["AhKh", "QsQd", "JcTc"], {}),
    (["AhKh", "QsQd", "JcTc"], {"dead": "2c3c"}),
    (["9h8h", "AsKd"], {"board": "Th7h2c"}),
    (["9h8h", "AsKd"], {"board": "Th7h2c3s"}),
    (["AhAs", "KdKc"], {"board": "7h2h3c4d5s"}),
    (["QQ+, AKs", "random"], {"board": "7h2h3c"}),
    (["JhJd", "22+, A2s+, KTs+, QTs+, JTs, ATo+, KJo+"], {}),
    (["AA-QQ,AKs", "99-77", "random"], {"board": "Kh8d3c", "stderr": 0.002}),
    (["10%", "20%"], {"method": "mc", "trials": 200000, "seed": 7}),
    (["AhAs", "KdKc", "QhQs", "JdJc", "Tc9c", "2s2d"], {"board": "3c4d", "dead": "5h"}),
    (["AKs:0.5,QQ@25,JJ", "TT+"], {"board": "Jc8d2h", "method": "exact"}),
    (["AhKh", "JJ+,AQs+", "random"], {"board": "Qh7h2c5d", "method": "exact"}),
    (["AsKs", "QhQd"], {"trials": 100000, "seed": 123456789}),
    (["7c2d", "Ah9s"], {"method": "exact"}),
    # estimated above 0.2 s: run in a worker thread (cancellable at once), same answer
    (["AKs", "QQ", "JJ"], {"method": "exact"}),
]


@pytest.mark.parametrize("players,options", SCENARIOS, ids=[" ".join(s[0]) + " " + str(s[1]) for s in SCENARIOS])
def test_same_as_the_program(cli, players, options):
    result = pokeq.equity(players, **options)
    assert_same_as_cli(result, cli_json(cli_words(players, **options)))
    assert_whole_pots(result)


def test_a_worker_thread_runs_long_exact_jobs():
    # three-way: heads-up with a small seat is now pairs by ranks (milliseconds)
    result = pokeq.equity(["AhKd", "QQ+", "JJ"], method="exact")
    assert result.exact_estimate > 0.2 and result.method == "exact"
    again = pokeq.equity(["AhKd", "QQ+", "JJ"], method="exact", threads=1)
    assert [p.pot_units for p in again.players] == [p.pot_units for p in result.players]


def test_the_readme_numbers():
    result = pokeq.equity(["AhAs", "KdKc"])
    assert (result.method, result.reason, result.count, result.count_kind) == ("exact", "quick", 1712304, "runouts")
    aces, kings = result.players
    assert (aces.wins, aces.ties, kings.wins) == (1388072, 6538, 317694)
    assert aces.pot_units == 3506179320 and kings.pot_units == 808826760
    assert round(aces.equity * 100, 3) == 81.255
    assert aces.hand == "AhAs" and aces.live_combos == 1 and aces.stderr == 0.0
    assert aces.ties_by_ways[2] == 6538 and result.stopped_by is None


def test_ranges_and_range_objects_agree():
    text = "QQ+,AKs"
    by_text = pokeq.equity([text, "random"], board="7h2h3c")
    by_object = pokeq.equity([pokeq.parse_range(text), "random"], board="7h2h3c")
    assert by_text.count == by_object.count == 23544180
    assert [p.pot_units for p in by_text.players] == [p.pot_units for p in by_object.players]
    assert by_object.players[0].input == "QQ+,AKs"
    assert by_text.count_kind == "showdowns" and by_text.players[0].hand is None


def test_cards_as_lists():
    as_text = pokeq.equity(["AhAs", "KdKc"], board="7h2h3c", dead="4d")
    as_lists = pokeq.equity(["AhAs", "KdKc"], board=["7h", "2h", "3c"], dead=[pokeq.CARDS.index("4d")])
    assert as_text == as_lists or [p.pot_units for p in as_text.players] == [p.pot_units for p in as_lists.players]
    assert as_lists.board == "7h2h3c" and as_lists.dead == "4d"


def test_monte_carlo_is_reproducible_and_thread_independent():
    one = pokeq.equity(["AhKh", "QsQd", "JcTc"], trials=300000, seed=5, threads=1)
    two = pokeq.equity(["AhKh", "QsQd", "JcTc"], trials=300000, seed=5, threads=2)
    assert one.method == "mc" and one.stopped_by == "trials" and one.count == 300000
    assert [p.pot_units for p in one.players] == [p.pot_units for p in two.players]
    assert [p.stderr for p in one.players] == [p.stderr for p in two.players]
    assert all(p.stderr > 0 for p in one.players)
    assert_whole_pots(one)


def test_stderr_rule():
    result = pokeq.equity(["AhAs", "KdKc"], stderr=0.002)
    assert result.method == "mc" and result.stopped_by == "stderr"
    assert max(p.stderr for p in result.players) <= 0.002


def test_per_combo_arrays():
    result = pokeq.equity(["QQ+,AKs", "random"], board="7h2h3c", per_combo=True)
    hero, villain = result.players
    for player in result.players:
        assert player.combo_showdowns.shape == (1326,) and player.combo_showdowns.dtype == np.uint64
        assert int(player.combo_showdowns.sum()) == result.count
        assert int(player.combo_pot_units.sum()) == player.pot_units
    held = hero.combo_showdowns > 0
    assert int(held.sum()) == hero.live_combos == 22
    assert np.isnan(hero.combo_equity[~held]).all()
    aces = pokeq.combo_index("AhAc")
    assert abs(hero.combo_equity[aces] - 0.8736) < 1e-4  # README: AhAc 87.36%
    assert pokeq.COMBOS[int(np.nanargmax(hero.combo_equity))] in ("AhAc", "AcAh")


def test_per_combo_fixed_hands():
    result = pokeq.equity(["AhAs", "KdKc"], per_combo=True)
    aces = result.players[0]
    index = pokeq.combo_index("AhAs")
    assert aces.combo_showdowns[index] == result.count
    assert aces.combo_pot_units[index] == aces.pot_units
    assert int((aces.combo_showdowns > 0).sum()) == 1


def test_per_combo_monte_carlo():
    result = pokeq.equity(["QQ+", "AKs"], trials=100000, per_combo=True)
    for player in result.players:
        assert int(player.combo_showdowns.sum()) == result.count


def test_auto_goes_monte_carlo_when_exact_is_slow():
    result = pokeq.equity(["random", "random", "random"], stderr=0.01)
    assert result.method == "mc"
    result = pokeq.equity(["random", "random", "random", "random"], trials=50000)
    assert result.reason == "asked"


def test_ranking_option():
    vs3 = pokeq.parse_range("10%")
    vs1 = pokeq.parse_range("10%", ranking="vs1")
    assert str(vs3) != str(vs1) or len(vs3) == len(vs1)
    result = pokeq.equity(["10%", "AhAs"], ranking="vs1", board="2c3d4h")
    assert result.players[0].live_combos == len(pokeq.Range("10%", ranking="vs1")) - sum(
        1 for combo, _ in pokeq.Range("10%", ranking="vs1") if set([combo[:2], combo[2:]]) & {"Ah", "As", "2c", "3d", "4h"})


def test_per_combo_when_auto_samples():
    """auto picks Monte Carlo here; the main thread's first look runs a round, then a worker
    thread the whole job: the per-combo counts are that job's alone."""
    result = pokeq.equity(["QQ+,AKs", "random", "random"], per_combo=True)
    assert result.method == "mc" and result.reason == "slow"
    for player in result.players:
        assert int(player.combo_showdowns.sum()) == result.count
        assert int(player.combo_pot_units.sum()) == player.pot_units
