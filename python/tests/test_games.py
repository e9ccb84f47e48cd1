# SPDX-License-Identifier: MIT
"""equity(game=...) for Omaha, Omaha hi/lo and short deck, against a brute force written here
from the rules (five-card ranking, best five of seven, Omaha's two-plus-three, the
eight-or-better low), counted as exact fractions over every runout."""
from fractions import Fraction
from itertools import combinations

import pytest

import pokeq

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def cards(text):
    """(rank 2..14, suit) pairs of a card text like "AsKd"."""
    return [(RANKS.index(text[i]) + 2, text[i + 1]) for i in range(0, len(text), 2)]


def deck(game):
    low = 6 if game.startswith("shortdeck") else 2
    return [(r, s) for r in range(low, 15) for s in SUITS]


def high_value(five, game):
    """A comparable value of five cards: (category, tie-break ranks), bigger is better."""
    ranks = sorted((r for r, _ in five), reverse=True)
    flush = len({s for _, s in five}) == 1
    distinct = sorted(set(ranks), reverse=True)
    short = game.startswith("shortdeck")
    wheel = [14, 9, 8, 7, 6] if short else [14, 5, 4, 3, 2]
    straight_top = None
    if len(distinct) == 5 and distinct[0] - distinct[4] == 4:
        straight_top = distinct[0]
    elif distinct == wheel:
        straight_top = wheel[1]
    groups = sorted(((ranks.count(r), r) for r in distinct), reverse=True)
    shape = [g[0] for g in groups]
    order = [g[1] for g in groups]
    if straight_top and flush:
        category = "straight flush"
    elif shape[0] == 4:
        category = "quads"
    elif shape[:2] == [3, 2]:
        category = "full house"
    elif flush:
        category = "flush"
    elif straight_top:
        category = "straight"
    elif shape[0] == 3:
        category = "trips"
    elif shape[:2] == [2, 2]:
        category = "two pair"
    elif shape[0] == 2:
        category = "pair"
    else:
        category = "high card"
    ladder = ["high card", "pair", "two pair", "trips", "straight", "flush", "full house", "quads",
              "straight flush"]
    if short:  # a flush beats a full house
        ladder = ["high card", "pair", "two pair", "trips", "straight", "full house", "flush", "quads",
                  "straight flush"]
    if game == "shortdeck-triton":  # three of a kind beats a straight
        ladder[3], ladder[4] = "straight", "trips"
    tie = [straight_top] if straight_top else order
    return (ladder.index(category), tie)


def low_value(five):
    """The eight-or-better low of five cards (smaller is better), or None."""
    ranks = [1 if r == 14 else r for r, _ in five]
    if len(set(ranks)) != 5 or max(ranks) > 8:
        return None
    return sorted(ranks, reverse=True)


def fives(hole, board, game):
    if game.startswith("omaha"):
        for two in combinations(hole, 2):
            for three in combinations(board, 3):
                yield list(two) + list(three)
    else:
        yield from (list(f) for f in combinations(hole + board, 5))


def split(values, better):
    """Seats holding the best value (values None: no hand)."""
    live = [v for v in values if v is not None]
    if not live:
        return []
    best = live[0]
    for v in live[1:]:
        best = v if better(v, best) else best
    return [i for i, v in enumerate(values) if v == best]


def brute(holes, board, dead, game):
    """Each seat's (equity, high share, low share, scoop share) as exact fractions."""
    holes = [cards(h) for h in holes]
    known = cards(board)
    out = set(known) | set(cards(dead)) | {c for h in holes for c in h}
    rest = [c for c in deck(game) if c not in out]
    seats = len(holes)
    totals = [[Fraction(0)] * 4 for _ in range(seats)]
    runouts = 0
    for extra in combinations(rest, 5 - len(known)):
        full = known + list(extra)
        runouts += 1
        highs = [max(high_value(f, game) for f in fives(h, full, game)) for h in holes]
        high_winners = split(highs, lambda a, b: a > b)
        low_winners = []
        if game.endswith("hilo"):
            lows = []
            for h in holes:
                found = [v for v in (low_value(f) for f in fives(h, full, game)) if v is not None]
                lows.append(min(found) if found else None)
            low_winners = split(lows, lambda a, b: a < b)
        high_pot = Fraction(1, 2) if low_winners else Fraction(1)
        for i in range(seats):
            high = high_pot / len(high_winners) if i in high_winners else 0
            low = Fraction(1, 2) / len(low_winners) if i in low_winners else 0
            alone = high_winners == [i] and (not low_winners or low_winners == [i])
            totals[i][0] += high + low
            totals[i][1] += high
            totals[i][2] += low
            totals[i][3] += 1 if alone else 0
    return [[t / runouts for t in seat] for seat in totals], runouts


def library_fractions(result, hilo):
    n = result.count
    out = []
    for p in result.players:
        whole = Fraction(p.pot_units, 2520 * n)
        if hilo:
            out.append([whole, Fraction(p.high_units, 2520 * n), Fraction(p.low_units, 2520 * n),
                        Fraction(p.scoops, n // 2)])
        else:
            out.append([whole, whole, Fraction(0), None])
    return out


CASES = [
    # short deck: A-6-7-8-9 straights on board, a flush against a full house
    ("shortdeck", ["Ac6d", "KhKd"], "7s8s9h", ""),
    ("shortdeck-triton", ["Ac6d", "KhKd"], "7s8s9h", ""),
    ("shortdeck", ["QsJs", "TdTc", "AhKc"], "Ts9s6d", "7c"),
    # Omaha: exactly two from the hand (four spades in hand, two on board: no flush)
    ("omaha", ["AsKsQsJs", "2h3d4c5h"], "9s8sTh7d", ""),
    ("omaha", ["AhAdKcQs", "JhTh9c8c", "7s7d6h5h"], "Ac2h3h", "Kd4s"),
    ("omaha5", ["AsKsQdJd2c", "ThTc9h9c3s"], "2d5d6h7c", ""),
    ("omaha6", ["AsKsQdJd2c3c", "ThTc9h9c3s4s"], "2d5d6h7c8h", ""),
    # hi/lo: split lows, counterfeited lows, no low possible, scoops
    ("omaha-hilo", ["As2h3sKh", "Ad2c4d5c"], "6s7h9c", ""),
    ("omaha-hilo", ["As2h3sKh", "QdQcJdJc"], "Ts9hKc", ""),
    ("omaha-hilo", ["Ah2hKdQc", "3s4sJhJc", "AdKhQhTs"], "5c8d2s", "9h"),
    ("omaha5-hilo", ["As2h3sKhQd", "Ad4c5dJcTc"], "6s7h8c", ""),
]


@pytest.mark.parametrize("game,holes,board,dead", CASES, ids=[c[0] + " " + " ".join(c[1]) + " " + c[2] for c in CASES])
def test_exact_equals_the_rules(game, holes, board, dead):
    result = pokeq.equity(holes, board=board, dead=dead, game=game, method="exact")
    expected, runouts = brute(holes, board, dead, game)
    hilo = game.endswith("hilo")
    assert result.count == (2 * runouts if hilo else runouts)
    got = library_fractions(result, hilo)
    for seat in range(len(holes)):
        wanted = expected[seat] if hilo else [expected[seat][0], expected[seat][0], Fraction(0), None]
        assert got[seat] == wanted, (seat, [float(x) for x in got[seat] if x is not None],
                                     [float(x) for x in wanted if x is not None])
        player = result.players[seat]
        assert player.high_units + player.low_units == (player.pot_units if hilo else 0)
        if hilo:
            assert player.high + player.low == pytest.approx(player.equity)


@pytest.mark.parametrize("game,holes,board", [
    ("omaha", ["AsKsQdJd", "ThTc9h9c"], "2d5d6h7c"),
    ("omaha-hilo", ["As2h3sKh", "Ad2c4d5c"], "6s7h9c8d"),
    ("shortdeck", ["AsKs", "7h7d"], "6c8dTh"),
])
def test_monte_carlo_within_four_standard_errors(game, holes, board):
    expected, _ = brute(holes, board, "", game)
    result = pokeq.equity(holes, board=board, game=game, method="mc", trials=40000, seed=5, threads=2)
    assert result.method == "mc" and result.count_kind == "trials"
    for seat, player in enumerate(result.players):
        assert player.stderr > 0
        assert abs(player.equity - float(expected[seat][0])) < 4 * player.stderr
    again = pokeq.equity(holes, board=board, game=game, method="mc", trials=40000, seed=5, threads=1)
    assert [p.pot_units for p in again.players] == [p.pot_units for p in result.players]


def test_short_deck_vs_random_table():
    table = pokeq.preflop_vs_random(game="shortdeck", threads=2)
    assert table.exact and table.opponents == 1
    by_class = dict(zip(pokeq.CLASSES, table.equity))
    live = [c for c in pokeq.CLASSES if all(r in "6789TJQKA" for r in c[:2])]
    assert len(live) == 81
    assert all(table.showdowns[pokeq.CLASSES.index(c)] > 0 for c in live)
    assert all(table.showdowns[i] == 0 for i, c in enumerate(pokeq.CLASSES) if c not in live)
    # the table's AA is AhAs against one random hand of the short deck, exactly
    single = pokeq.equity(["AhAs", "random"], game="shortdeck", method="exact")
    assert by_class["AA"] == pytest.approx(single.players[0].equity, abs=1e-12)


@pytest.mark.parametrize("call,token", [
    (lambda: pokeq.equity(["AsKs", "7h7d"], game="chess"), "chess"),
    (lambda: pokeq.equity(["AsKs2h", "7h7d2c3c"], game="omaha"), "AsKs2h"),
    (lambda: pokeq.equity(["As2s", "7h7d"], game="shortdeck"), "As2s"),
    (lambda: pokeq.equity(["AsKsQsJs", "7h7d6h6d"], game="omaha", board="2s3s4"), "4"),
    (lambda: pokeq.preflop_vs_random(game="omaha"), "omaha"),
    (lambda: pokeq.Range("AA", game="shortdeck"), "shortdeck"),
])
def test_bad_game_input_names_the_word(call, token):
    with pytest.raises(pokeq.InputError) as caught:
        call()
    assert caught.value.token == token


HOLDEM_LADDER = ["HIGH_CARD", "PAIR", "TWO_PAIR", "THREE_OF_A_KIND", "STRAIGHT", "FLUSH", "FULL_HOUSE",
                 "FOUR_OF_A_KIND", "STRAIGHT_FLUSH"]


@pytest.mark.parametrize("holes,board", [
    (["AhAs", "KdKc", "7c8c"], "9c6c2d"),
    (["QsJs", "Td9d"], "8h7s2s3d"),
])
def test_hand_categories_equal_the_rules(holes, board):
    result = pokeq.equity(holes, board=board, method="exact", categories=True)
    known = cards(board)
    out = set(known) | {c for h in holes for c in cards(h)}
    rest = [c for c in deck("holdem") if c not in out]
    expected = [dict.fromkeys(HOLDEM_LADDER, 0) for _ in holes]
    for extra in combinations(rest, 5 - len(known)):
        full = known + list(extra)
        for seat, hole in enumerate(holes):
            best = max(high_value(f, "holdem") for f in fives(cards(hole), full, "holdem"))
            expected[seat][HOLDEM_LADDER[best[0]]] += 1
    for seat, player in enumerate(result.players):
        assert {k.name: v for k, v in player.categories.items()} == expected[seat]
        assert sum(player.categories.values()) == result.count
    assert pokeq.equity(holes, board=board).players[0].categories is None


def test_stud_games_by_name_worked_examples():
    # stud-hilo, README's example: seat 2's straight takes every high half; seat 1's
    # 7-6-4-2-A low wins the low half unless seat 2 catches an ace or a deuce (6 of 39)
    result = pokeq.equity(["AsKs4h8c7c6d2c", "8h7h6s5d4c3c"], game="stud-hilo", method="exact")
    assert result.count == 78
    assert result.players[0].low_units == 33 * 2520 and result.players[0].high_units == 0
    assert result.players[1].scoops == 6
    # razz: 5-5-4-3-2 beats 6-6-3-2-A (the pair decides)
    result = pokeq.equity(["5h5d5c5s4c3s2h", "6h6d6c6sAc2s3h"], game="razz", method="exact")
    assert result.players[0].wins == 1 and result.count == 1
    # holdem-hilo: the wheel scoops
    result = pokeq.equity(["As2d", "KhKc"], board="3c4h5sTd9s", game="holdem-hilo", method="exact")
    assert result.players[0].scoops == 1


def test_stud_games_refuse_a_board():
    with pytest.raises(pokeq.InputError) as caught:
        pokeq.equity(["Ah2h3c", "KsKd5c"], board="2s3s4s", game="razz")
    assert "razz has no board" in str(caught.value)


def test_omaha_hilo_lows_by_top_card_equal_the_rules():
    # each runout's best eight-or-better low (two hole cards, three board cards), named by its
    # top card; a hi/lo runout counts as its two half pots, as the library's count does
    holes, board = ["As2s3dKd", "KhKsQhQs"], "4c5h9d"
    result = pokeq.equity(holes, board=board, game="omaha-hilo", method="exact", categories=True)
    known = cards(board)
    out = set(known) | {c for h in holes for c in cards(h)}
    rest = [c for c in deck("omaha") if c not in out]
    names = ["5-low", "6-low", "7-low", "8-low"]
    expected = [dict.fromkeys(names + ["9-low", "T-low", "J-low", "Q-low", "K-low", "paired low", "no low"], 0)
                for _ in holes]
    for extra in combinations(rest, 5 - len(known)):
        full = known + list(extra)
        for seat, hole in enumerate(holes):
            lows = [v for v in (low_value(f) for f in fives(cards(hole), full, "omaha")) if v is not None]
            expected[seat][names[min(lows)[0] - 5] if lows else "no low"] += 2
    for seat, player in enumerate(result.players):
        assert player.lows == expected[seat]
        assert sum(player.lows.values()) == result.count
    assert pokeq.equity(holes, board=board, game="omaha").players[0].lows is None


def test_short_deck_percentage_is_its_own_ranking():
    # 20 % of short deck's 630 combos by its ranking (data/ranking-shortdeck.tsv): 136 combos
    result = pokeq.equity(["20%", "random"], game="shortdeck", method="mc", trials=20000)
    assert result.players[0].live_combos == 136
    assert result.players[1].live_combos == 630


def test_draw_games_by_name_worked_examples():
    # lowball27, README's example: 7-5-4-3 draws one against a pat 8-6; only the
    # three deuces left (7-5-4-3-2) win of the 43 cards
    result = pokeq.equity(["7h5d4c3s", "8s6d5h3c2d"], game="lowball27", method="exact")
    assert result.count == 43 and result.players[0].wins == 3
    # lowball-a5: the wheel beats 6-4-3-2-A, suited or not
    result = pokeq.equity(["5h4h3h2hAh", "6c4c3d2dAd"], game="lowball-a5", method="exact")
    assert result.players[0].wins == 1
    # badugi: a four-card badugi beats any three-card one; a seat may keep nothing
    result = pokeq.equity(["Kh2d3c4s", "Ah2h3h"], game="badugi", method="exact")
    assert result.players[0].wins == result.count
    result = pokeq.equity(["AhKdQcJs", ""], game="draw", method="mc", trials=20000)
    assert result.count == 20000


def test_badugi_counts_the_cards_in_its_badugi():
    # Ah2d3c draws one of 48 cards, Ks three of the 47 left (16,215 ways each): the nine
    # spades 4s .. Qs make four cards, the other 39 leave three; badugi has no lows
    result = pokeq.equity(["Ah2d3c", "Ks"], game="badugi", method="exact", categories=True)
    first, second = result.players
    assert first.categories == {"one-card badugi": 0, "two-card badugi": 0, "three-card badugi": 39 * 16215,
                                "four-card badugi": 9 * 16215}
    assert sum(second.categories.values()) == result.count and first.lows is None


def test_draw_games_count_categories():
    # lowball27, README's example by category: of the 43 draws a deuce (3) makes a
    # 7-low, an eight (3) an 8-low, nine .. king 4 each; a six (3) a straight, an
    # ace (4) ace high and 10 a pair: 17 "no low"; the pat 8-6-5-3-2 is an 8-low
    result = pokeq.equity(["7h5d4c3s", "8s6d5h3c2d"], game="lowball27", method="exact", categories=True)
    first, second = result.players
    assert first.lows["7-low"] == 3 and first.lows["8-low"] == 3 and first.lows["no low"] == 17
    assert all(first.lows[top + "-low"] == 4 for top in "9TJQK")
    assert {k.name: v for k, v in first.categories.items() if v} == {"HIGH_CARD": 30, "PAIR": 10, "STRAIGHT": 3}
    assert second.lows["8-low"] == 43
    # lowball-a5 counts lows only; draw its high hands only
    result = pokeq.equity(["Ah2d3c4s", "8s7d6c5h4h"], game="lowball-a5", method="exact", categories=True)
    assert sum(result.players[0].lows.values()) == result.count
    result = pokeq.equity(["AsAd", "KsKdKc"], game="draw", method="mc", trials=20000, categories=True)
    assert sum(result.players[0].categories.values()) == result.count and result.players[0].lows is None
    # short deck still refuses categories by name (its hands rank on their own scale)
    with pytest.raises(pokeq.InputError) as caught:
        pokeq.equity(["AhKh", "QsQd"], game="shortdeck", categories=True)
    assert "shortdeck" in str(caught.value)


def test_draw_games_refuse_a_board():
    for game in ("draw", "lowball27", "lowball-a5", "badugi"):
        with pytest.raises(pokeq.InputError) as caught:
            pokeq.equity(["Ah2h3c", "KsKd5c"], board="2s3s4s", game=game)
        assert game + " has no board" in str(caught.value)
