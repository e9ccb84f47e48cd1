# SPDX-License-Identifier: MIT
"""evaluate, evaluate_many, describe and the card helpers, against the program's `pokeq eval`."""
import numpy as np
import pytest

import pokeq
from conftest import run_cli


@pytest.mark.parametrize("cards", [
    "As Ks Qs Js Ts", "AsKsQsJsTs2c", "Ah Ad Ac Kh Kd 2c 3c", "2c 3d 4h 5s 7c", "As 2d 3h 4s 5c 9d Jh",
    "10s Ks Qs Js As", "7h 7d 2c 2d 9s 9h 3c",
])
def test_same_as_pokeq_eval(cli, cards):
    status, out, _ = run_cli("eval", *cards.split())
    assert status == 0
    value, words = out.strip().split(" ", 1)
    got = pokeq.evaluate(cards)
    assert (got.value, got.description) == (int(value), words)
    assert got.category == pokeq.Category(int(value) and got.category)
    assert got.category.label in words


@pytest.mark.parametrize("cards", [
    "As Ks Qs Js Zz 2c", "AsKsQsJsZz2c", "As Ks Qs Js As", "As Ks Qs Js", "As Ks Qs Js Ts 2c 3c 4c",
    "AsKsQsJsTs2c3c4c",
])
def test_errors_same_as_pokeq_eval(cli, cards):
    status, _, err = run_cli("eval", *cards.split())
    assert status == 2
    with pytest.raises(pokeq.InputError) as caught:
        pokeq.evaluate(cards)
    sentence = err.strip()[len("pokeq eval: "):].split(" (argument")[0]
    # the program names no token for too few cards; InputError names them all
    assert str(caught.value) == sentence or str(caught.value) == sentence + ", at '%s'" % cards
    assert caught.value.token in cards or caught.value.reason.startswith("needs")


def test_input_forms():
    expected = pokeq.evaluate("As Ks Qs Js Ts")
    assert expected == (7462, pokeq.Category.STRAIGHT_FLUSH, "straight flush, ace high")
    assert pokeq.evaluate(["As", "Ks", "Qs", "Js", "Ts"]) == expected
    assert pokeq.evaluate([51, 47, 43, 39, 35]) == expected
    assert pokeq.evaluate(np.array([51, 47, 43, 39, 35], dtype=np.uint8)) == expected
    assert pokeq.evaluate("As,Ks,Qs,Js,Ts") == expected
    assert pokeq.parse_cards("AsKs") == [51, 47]
    assert pokeq.format_cards([51, 47]) == "AsKs"
    assert pokeq.CARDS[0] == "2c" and pokeq.CARDS[51] == "As"
    assert pokeq.describe(7462) == expected
    with pytest.raises(pokeq.InputError):
        pokeq.evaluate([51, 47, 43, 39, 52])
    with pytest.raises(pokeq.InputError):
        pokeq.evaluate([51, 51, 43, 39, 35])
    with pytest.raises(TypeError):
        pokeq.evaluate(5)


def test_evaluate_many_equals_evaluate():
    rng = np.random.default_rng(19)
    hands = np.argsort(rng.random((2000, 52)), axis=1)[:, :7].astype(np.uint8)
    values = pokeq.evaluate_many(hands)
    assert values.dtype == np.uint16 and values.shape == (2000,)
    assert [pokeq.evaluate(list(h)).value for h in hands[:300]] == values[:300].tolist()
    assert values.min() >= 1 and values.max() <= 7462
    # 5 and 6 cards: the best five
    assert pokeq.evaluate_many(hands[:50, :5]).tolist() == [pokeq.evaluate(list(h)).value for h in hands[:50, :5]]
    assert pokeq.evaluate_many(hands[:50, :6]).tolist() == [pokeq.evaluate(list(h)).value for h in hands[:50, :6]]
    # other integer types, non-contiguous input, out=
    assert (pokeq.evaluate_many(hands.astype(np.int64)) == values).all()
    assert (pokeq.evaluate_many(np.asfortranarray(hands)) == values).all()
    out = np.zeros(2000, dtype=np.uint16)
    assert pokeq.evaluate_many(hands, out=out) is out and (out == values).all()
    assert pokeq.evaluate_many(np.zeros((0, 7), dtype=np.uint8)).shape == (0,)


def test_evaluate_many_checks_every_hand():
    hands = np.tile(np.arange(7, dtype=np.uint8), (10, 1))
    hands[6, 3] = 52
    with pytest.raises(pokeq.InputError) as caught:
        pokeq.evaluate_many(hands)
    assert "hand 6" in str(caught.value)
    hands[6, 3] = 0
    with pytest.raises(pokeq.InputError) as caught:
        pokeq.evaluate_many(hands)
    assert "a card twice" in str(caught.value)
    with pytest.raises(pokeq.InputError):
        pokeq.evaluate_many(np.full((3, 7), -1))
    with pytest.raises(pokeq.InputError):
        pokeq.evaluate_many(np.zeros((3, 4), dtype=np.uint8))


def test_every_category():
    hands = ["Ah Kd 9c 7s 5h 3d 2c", "Ah Ad 9c 7s 5h 3d 2c", "Ah Ad 9c 9s 5h 3d 2c", "Ah Ad Ac 9s 5h 3d 2c",
             "Ah Kd Qc Js Th 3d 2c", "Ah 8h 6h 4h 2h 3d Kc", "Ah Ad Ac 9s 9h 3d 2c", "Ah Ad Ac As 9h 3d 2c",
             "9h 8h 7h 6h 5h 3d 2c"]
    codes = np.array([pokeq.parse_cards(h) for h in hands], dtype=np.uint8)
    values = pokeq.evaluate_many(codes)
    assert [pokeq.describe(int(v)).category for v in values] == list(pokeq.Category)
    assert [pokeq.evaluate(h).value for h in hands] == values.tolist()


def test_combo_tables():
    assert len(pokeq.COMBOS) == 1326 and len(set(pokeq.COMBOS)) == 1326
    assert len(pokeq.CLASSES) == 169 and pokeq.CLASSES[:2] == ("AA", "AKs") and pokeq.CLASSES[168] == "22"
    assert pokeq.CLASSES[pokeq.COMBO_CLASS[pokeq.combo_index("AhKh")]] == "AKs"
    assert pokeq.combo_index("KhAh") == pokeq.combo_index("AhKh")
    assert pokeq.combo_index((pokeq.CARDS.index("Ah"), pokeq.CARDS.index("Kh"))) == pokeq.combo_index("AhKh")


def test_evaluate_many_on_every_core():
    rng = np.random.default_rng(11)
    hands = np.argsort(rng.random((300000, 52)), axis=1)[:, :7].astype(np.uint8)
    one = pokeq.evaluate_many(hands)
    assert (pokeq.evaluate_many(hands, threads=0) == one).all()
    assert (pokeq.evaluate_many(hands, threads=3) == one).all()
    hands[200001, 0] = hands[200001, 1]  # the first bad hand is found whatever the thread order
    hands[250000, 0] = 77
    with pytest.raises(pokeq.InputError) as caught:
        pokeq.evaluate_many(hands, threads=0)
    assert str(caught.value).startswith("hand 200001 has a card twice")
