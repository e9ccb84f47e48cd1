# SPDX-License-Identifier: MIT
"""Shared helpers: the pokeq program (POKEQ_CLI, else build/pokeq) and its JSON answers."""
import json
import os
import subprocess

import pytest
from hypothesis import settings

import pokeq

# no example database written into the source tree
settings.register_profile("pokeq", database=None, deadline=None)
settings.load_profile("pokeq")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLI = os.environ.get("POKEQ_CLI", os.path.join(ROOT, "build", "pokeq"))


def pytest_report_header(config):
    return "pokeq %s from %s; program %s" % (pokeq.__version__, os.path.dirname(pokeq.__file__), CLI)


def run_cli(*words):
    """(exit status, stdout, stderr) of the program on these words."""
    done = subprocess.run([CLI, *words], capture_output=True, timeout=120)
    # surrogateescape: the program quotes byte ranges of the input, which may cut a UTF-8 character
    return done.returncode, done.stdout.decode("utf-8", "surrogateescape"), done.stderr.decode(
        "utf-8", "surrogateescape")


def cli_words(players, board="", dead="", method="auto", trials=None, stderr=None, seed=1):
    """The command line of an equity() call."""
    words = list(players)
    if board:
        words += ["--board", board]
    if dead:
        words += ["--dead", dead]
    if method == "exact":
        words.append("--exact")
    elif method == "mc":
        words.append("--mc")
    if trials is not None:
        words += ["--trials", str(trials)]
    if stderr is not None:
        words += ["--stderr", repr(stderr)]
    if seed != 1:
        words += ["--seed", str(seed)]
    return words


def cli_json(words):
    status, out, err = run_cli(*words, "--format", "json", "--quiet")
    assert status == 0, err
    return json.loads(out)


def cli_error(words):
    """The program's sentence for bad words, without "pokeq: argument N: " (None if it succeeds)."""
    status, out, err = run_cli(*words, "--format", "json", "--quiet")
    if status == 0:
        return None
    assert status == 2, (status, err)
    line = err.strip().splitlines()[-1]
    assert line.startswith("pokeq: "), line
    line = line[len("pokeq: "):]
    if line.startswith("argument "):
        line = line.split(": ", 1)[1]
    return line


def cuts_a_character(text):
    """Whether the program's text holds a cut UTF-8 character (its quote of a byte range: the
    library counts a bad card as 2 bytes, whatever the characters; InputError widens the token to
    whole characters instead)."""
    try:
        text.encode("utf-8")
        return False
    except UnicodeEncodeError:
        return True


def python_sentence(error):
    """str(InputError) with the program's option names: the only words that differ."""
    return (str(error).replace('use method="mc"', "use --mc"))


def assert_same_as_cli(result, answer):
    """A Result equal to the program's JSON answer: method, count, cards, every fraction exactly."""
    assert result.method == answer["mode"]
    count_key = "trials" if answer["mode"] == "mc" else "runouts"
    assert result.count == answer[count_key]
    assert result.board == answer["board"]
    assert result.dead == answer["dead"]
    assert len(result.players) == len(answer["players"])
    for player, seat in zip(result.players, answer["players"]):
        assert player.input == seat["input"]
        assert player.equity == seat["equity"]
        assert player.win == seat["win"]
        assert player.tie == seat["tie"]
        if answer["mode"] == "mc":
            assert player.stderr == seat["stderr"]
    assert result.interrupted == bool(answer.get("interrupted", False))


def assert_whole_pots(result):
    """The seats' pot units add up to exactly one pot per showdown, and each fraction is its count."""
    assert sum(p.pot_units for p in result.players) == pokeq.POT_UNITS * result.count
    for p in result.players:
        assert p.equity == p.pot_units / (pokeq.POT_UNITS * result.count)
        assert p.ties == sum(p.ties_by_ways)
        assert p.wins + p.ties <= result.count
    assert abs(sum(result.equities) - 1) < 1e-12


@pytest.fixture(scope="session")
def cli():
    if not os.access(CLI, os.X_OK):
        pytest.fail("the pokeq program %s is missing (make, or set POKEQ_CLI)" % CLI)
    return CLI
