# SPDX-License-Identifier: MIT
"""Bad input: InputError with the program's sentence, the token and where it is."""
import pickle

import pytest

import pokeq
from conftest import cli_error, cli_words, python_sentence

BAD = [
    # (players, options, token, offset, place, seat)
    (["AhAs", "KxKc"], {}, "KxKc", 0, "seat", 1),
    (["QQ+,AKz", "random"], {}, "AKz", 4, "seat", 0),
    (["AhAs", "AhKc"], {}, "AhKc", 0, "seat", 1),
    (["AhAs", "KdKc"], {"board": "7h7h"}, "7h", 2, "board", None),
    (["AhAs", "KdKc"], {"dead": "Zz"}, "Zz", 0, "dead", None),
    (["AhAs", "KdKc"], {"board": "2c3c4c5c6c7c"}, "2c3c4c5c6c7c", 0, "board", None),
    (["AhAs", "KdKc"], {"board": "AsKs2c"}, "AhAs", 0, "seat", 0),
    (["AhAs"], {}, "AhAs", 0, "seat", 0),
    (["QQ+, AK:2", "random"], {}, "AK:2", 5, "seat", 0),
    (["AhAs", "KdKc", "QQ"], {"board": "QcQdQh"}, "QQ", 0, "seat", 2),
    (["random"] * 9, {"method": "exact"}, " ".join(["random"] * 9), 0, "request", None),
    (["AhAs", "AcAd", "A"], {}, "A", 0, "seat", 2),
    (["AhAs", ""], {}, "", 0, "seat", 1),
]


@pytest.mark.parametrize("players,options,token,offset,place,seat", BAD)
def test_input_error(cli, players, options, token, offset, place, seat):
    with pytest.raises(pokeq.InputError) as caught:
        pokeq.equity(players, **options)
    error = caught.value
    assert isinstance(error, ValueError)
    assert (error.token, error.offset, error.place, error.seat) == (token, offset, place, seat)
    assert error.length == len(token)
    assert str(error).endswith(", at '%s'" % token)
    assert error.code < 0 and error.error != "OPTION"
    assert python_sentence(error) == cli_error(cli_words(players, **options))


def test_offsets_are_characters():
    with pytest.raises(pokeq.InputError) as caught:
        pokeq.equity(["ÄÖ,QQ", "random"])
    assert caught.value.offset == 0 and caught.value.token in "ÄÖ,QQ"
    with pytest.raises(pokeq.InputError) as caught:
        pokeq.equity(["QQ,ÄÖ", "random"])
    error = caught.value
    assert "ÄÖ,QQ"[0:0] == "" and "QQ,ÄÖ"[error.offset:error.offset + error.length] == error.token


def test_nul_character():
    with pytest.raises(pokeq.InputError):
        pokeq.equity(["Ah\0As", "KdKc"])
    with pytest.raises(pokeq.InputError):
        pokeq.equity(["AhAs", "KdKc"], board="7h\x002h")


def test_more_than_ten_players():
    with pytest.raises(pokeq.InputError) as caught:
        pokeq.equity(["random"] * 11, method="mc", trials=10000)
    assert str(caught.value) == "more than 10 players, at 'random'" and caught.value.seat == 10


@pytest.mark.parametrize("options,token", [
    ({"method": "fast"}, "fast"),
    ({"trials": 0}, "0"),
    ({"trials": 1.5}, "1.5"),
    ({"trials": 2 ** 41}, str(2 ** 41)),
    ({"stderr": 0.6}, "0.6"),
    ({"stderr": -1}, "-1.0"),
    ({"seconds": 0}, "0.0"),
    ({"seed": -1}, "-1"),
    ({"threads": 2000}, "2000"),
    ({"game": "pineapple"}, "pineapple"),
    ({"ranking": "vs9"}, "vs9"),
    ({"method": "exact", "trials": 1000}, "1000"),
])
def test_bad_options(options, token):
    with pytest.raises(pokeq.InputError) as caught:
        pokeq.equity(["AhAs", "KdKc"], **options)
    assert caught.value.token == token and caught.value.place == "option"


def test_type_errors():
    with pytest.raises(TypeError):
        pokeq.equity("AhAs KdKc")
    with pytest.raises(TypeError):
        pokeq.equity(["AhAs", 5])
    with pytest.raises(TypeError):
        pokeq.equity(["AhAs", "KdKc"], cancel=object())


def test_too_slow_and_the_advice():
    with pytest.raises(pokeq.InputError) as caught:
        pokeq.equity(["random", "random", "random"], method="exact")
    assert caught.value.error == "TOO_SLOW"
    assert 'use method="mc"' in str(caught.value)


def test_pickles():
    try:
        pokeq.equity(["QQ+,AKz", "random"])
    except pokeq.InputError as error:
        again = pickle.loads(pickle.dumps(error))
        assert (str(again), again.token, again.offset, again.seat) == (str(error), "AKz", 4, 0)


def test_parse_range_errors(cli):
    from conftest import run_cli
    for text, token, offset in [("QQ+,AKz", "AKz", 4), ("QQ+,AKs:2", "AKs:2", 4), ("", "", 0), ("QQ,,KK", "", 3)]:
        with pytest.raises(pokeq.InputError) as caught:
            pokeq.parse_range(text)
        error = caught.value
        assert (error.token, error.offset, error.place) == (token, offset, "range")
        status, _, err = run_cli("grid", text)
        assert status != 0 and err.strip() == "pokeq grid: " + str(error)
