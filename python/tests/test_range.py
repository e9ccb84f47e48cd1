# SPDX-License-Identifier: MIT
"""parse_range and Range."""
import pickle

import numpy as np
import pytest

import pokeq


@pytest.mark.parametrize("text,size,normal", [
    ("QQ+,AKs", 22, "QQ+,AKs"),
    ("random", 1326, None),
    ("AhKh", 1, "AhKh"),
    ("22-66", 30, "66-22"),
    ("QQ:0.5", 6, None),
    ("AK", 16, "AKs,AKo"),  # written as PokerStove writes it
    ("qq+, aks", 22, "QQ+,AKs"),
])
def test_sizes_and_text(text, size, normal):
    r = pokeq.parse_range(text)
    assert len(r) == size
    if normal is not None:
        assert str(r) == normal
    again = pokeq.parse_range(str(r))
    assert again == r and hash(again) == hash(r)


def test_weights():
    r = pokeq.parse_range("QQ:0.5,KK@25,AhAs")
    assert r.weight("QhQd") == 0.5 and r.weight("KsKd") == 0.25 and r.weight("AsAh") == 1.0
    assert "QhQd" in r and "JhJd" not in r and "not a combo" not in r
    assert r.weights.shape == (1326,) and r.weights.sum() == 6 * 0.5 + 6 * 0.25 + 1
    assert dict(r)["AsAh"] == 1.0
    rebuilt = pokeq.Range.from_weights(r.weights)
    assert rebuilt == r
    assert pickle.loads(pickle.dumps(r)) == r


def test_percentages_follow_the_ranking():
    assert len(pokeq.parse_range("100%")) == 1326
    assert 0 < len(pokeq.parse_range("10%")) < 1326 * 0.12
    assert len(pokeq.parse_range("5%-10%")) > 0


def test_from_weights_checks():
    with pytest.raises(pokeq.InputError):
        pokeq.Range.from_weights(np.ones(10))
    with pytest.raises(pokeq.InputError):
        pokeq.Range.from_weights(np.full(1326, 2.0))


def test_ranking_is_one_name_for_one_order_everywhere():
    """Issue 28 row 5: ranking="vs3" orders by vs3 (it used PokerStove's),
    "pokerstove" is taken (it was refused), and the default is PokerStove's
    order in equity and parse_range alike, as in the program."""
    import pokeq
    texts = {name: str(pokeq.parse_range("25%", ranking=name)) for name in ("pokerstove", "vs3", "vs1")}
    assert str(pokeq.parse_range("25%")) == texts["pokerstove"]
    assert texts["vs3"] != texts["pokerstove"]

    def equity_of(**ranking):
        return pokeq.equity(["25%", "AhAs"], method="exact", board="Kd7c2h", **ranking).players[0].equity

    assert equity_of() == equity_of(ranking="pokerstove")
    assert equity_of(ranking="vs3") != equity_of(ranking="pokerstove")
    assert equity_of(ranking="vs3") == pokeq.equity([texts["vs3"], "AhAs"], method="exact",
                                                    board="Kd7c2h").players[0].equity
