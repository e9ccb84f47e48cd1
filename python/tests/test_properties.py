# SPDX-License-Identifier: MIT
"""Hypothesis: random scenarios give the program's counts and whole pots; bad input never crashes."""
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import pokeq
from conftest import (assert_same_as_cli, assert_whole_pots, cli_error, cli_json, cli_words, cuts_a_character,
                      python_sentence)

# few, small examples: every one also runs the program; no example database in the tree
SMALL = settings(max_examples=25, deadline=None, database=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

RANGES = ["QQ+", "AKs", "AK", "22-55", "KTs+", "AJo+", "T9s", "random", "A2s+", "JJ:0.5", "KQ@30", "5%",
          "QQ+,AKs", "76s-54s", "AhKh,AdKd", "TT-88:0.25,AQ"]


@st.composite
def scenarios(draw):
    deck = draw(st.permutations(range(52)))
    seats = draw(st.integers(2, 4))
    board_count = draw(st.sampled_from([0, 0, 3, 4, 5]))
    dead_count = draw(st.integers(0, 3))
    players, used = [], 0
    for _ in range(seats):
        if draw(st.integers(0, 2)) > 0:
            players.append(pokeq.format_cards(deck[used:used + 2]))
            used += 2
        else:
            players.append(draw(st.sampled_from(RANGES)))
    board = pokeq.format_cards(deck[used:used + board_count])
    dead = pokeq.format_cards(deck[used + board_count:used + board_count + dead_count])
    ranges = sum(1 for p in players if p in RANGES)
    # exact where it is quick on a busy 2-core machine, else a few Monte Carlo blocks
    quick = ranges == 0 or board_count >= 4 or (seats == 2 and board_count >= 3 and ranges < 2)
    if quick:
        return players, {"board": board, "dead": dead, "method": "exact"}
    return players, {"board": board, "dead": dead, "method": "mc", "trials": 3 * 4096,
                     "seed": draw(st.integers(0, 2 ** 64 - 1))}


@SMALL
@given(scenarios())
def test_random_scenarios_match_the_program(cli, scenario):
    players, options = scenario
    words = cli_words(players, **options)
    try:
        result = pokeq.equity(players, **options)
    except pokeq.InputError as error:  # a range emptied by the known cards, no deal without a clash
        assert python_sentence(error) == cli_error(words)
        return
    assert_whole_pots(result)
    assert_same_as_cli(result, cli_json(words))


TEXT = st.text(alphabet="AKQJT98765432akqjtxXshdc+-,:@%. 10é", max_size=12)


@SMALL
@given(st.lists(TEXT, min_size=0, max_size=4), TEXT, TEXT)
def test_bad_input_raises_input_error_naming_the_token(cli, players, board, dead):
    options = {"board": board, "dead": dead, "method": "mc", "trials": 2 * 4096}
    try:
        result = pokeq.equity(players, **options)
    except pokeq.InputError as error:
        texts = {"seat": players[error.seat] if error.seat is not None and error.seat < len(players) else None,
                 "board": board, "dead": dead, "request": " ".join(players)}
        text = texts[error.place]
        assert text is not None
        assert text[error.offset:error.offset + error.length] == error.token
        assert str(error).endswith(", at '%s'" % error.token)
        # the program says the same, where it reads the words the same way
        if all(p and not p.startswith("-") for p in players) and players and not board.startswith("-") \
                and not dead.startswith("-"):
            expected = cli_error(cli_words(players, **options))
            if not cuts_a_character(expected):
                assert python_sentence(error) == expected
        return
    assert_whole_pots(result)
    assume(all(not p.startswith("-") for p in players) and not board.startswith("-") and not dead.startswith("-"))
    assert_same_as_cli(result, cli_json(cli_words(players, **options)))


@SMALL
@given(st.text(max_size=20))
def test_parse_range_never_crashes(text):
    try:
        r = pokeq.parse_range(text)
    except pokeq.InputError as error:
        assert text[error.offset:error.offset + error.length] == error.token or "\0" in text
        return
    assert pokeq.parse_range(str(r)) == r


@SMALL
@given(st.lists(st.integers(-3, 60), min_size=0, max_size=9))
def test_evaluate_never_crashes(codes):
    try:
        value = pokeq.evaluate(codes)
    except pokeq.InputError:
        assert len(codes) < 5 or len(codes) > 7 or len(set(codes)) != len(codes) or not all(
            0 <= c <= 51 for c in codes)
        return
    assert 1 <= value.value <= 7462
