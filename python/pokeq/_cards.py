# SPDX-License-Identifier: MIT
"""Cards, hand values and the combo / class tables."""

import enum
from collections import namedtuple

import numpy as np

from ._errors import InputError, card_text, decode, option_error
from ._native import ffi, lib


class Category(enum.IntEnum):
    """The category of a hand value (``pokeq_category``); ``label`` is its name in words."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def label(self):
        """``"straight flush"``, ``"two pair"``, ... as the library writes it."""
        return ffi.string(lib.pokeq_category_name(int(self))).decode()


Evaluation = namedtuple("Evaluation", "value category description")
Evaluation.__doc__ = """The value of a hand (:func:`evaluate`).

value: 1..7462, higher is stronger, equal values tie (the library's scale).
category: a :class:`Category` (an int 0..8: high card .. straight flush).
description: the value in words, e.g. ``"full house, kings full of sevens"``.
"""


def _card_name(code):
    return card_text(code)


CARDS = tuple(_card_name(c) for c in range(52))
"""The 52 cards by code: ``CARDS[51] == "As"`` (code = 4*rank + suit, rank 0 = deuce, suits c d h s)."""


def _combo_name(combo):
    pair = ffi.new("int[2]")
    lib.pokeq_combo_cards(combo, pair)
    return CARDS[pair[0]] + CARDS[pair[1]]


COMBOS = tuple(_combo_name(c) for c in range(lib.POKEQ_COMBOS))
"""The 1,326 two-card combos by index (high card first, ``"AsAh"``): the index of per-combo arrays."""


def _class_name(cls):
    out = ffi.new("char[4]")
    lib.pokeq_class_name(cls, out)
    return ffi.string(out).decode()


CLASSES = tuple(_class_name(c) for c in range(lib.POKEQ_CLASSES))
"""The 169 hand classes in grid order (``"AA"``, ``"AKs"``, ..., ``"22"``): row-major 13 x 13,
pairs on the diagonal, suited above it, offsuit below."""

COMBO_CLASS = np.array([lib.pokeq_combo_class(c) for c in range(lib.POKEQ_COMBOS)], dtype=np.int16)
"""The class (index into CLASSES) of each combo."""
COMBO_CLASS.setflags(write=False)

_COMBO_INDEX = {name: i for i, name in enumerate(COMBOS)}
_COMBO_INDEX.update({name[2:] + name[:2]: i for i, name in enumerate(COMBOS)})


def combo_index(combo):
    """The index 0..1325 of a two-card combo given as text (``"AhKd"``, either order) or two codes."""
    if isinstance(combo, str):
        index = _COMBO_INDEX.get(combo)
        if index is None:
            cards = parse_cards(combo)
            index = lib.pokeq_combo_index(*cards) if len(cards) == 2 else -1
        if index < 0:
            raise InputError("not a two-card combo", combo, place="cards", error="CARD")
        return index
    a, b = combo
    index = lib.pokeq_combo_index(int(a), int(b))
    if index < 0:
        raise InputError("not a two-card combo", "%s %s" % (a, b), place="cards", error="CARD")
    return index


def format_cards(codes):
    """Card codes 0..51 as text, back to back: ``format_cards([51, 47]) == "AsKs"``."""
    out = []
    for code in codes:
        name = card_text(_as_code(code))
        if name is None:
            raise InputError("not a card code 0..51", str(code), place="cards", error="CARD")
        out.append(name)
    return "".join(out)


def _as_code(code):
    try:
        return int(code)
    except (TypeError, ValueError):
        return -1


def _parse_word(word, offset, codes):
    """Appends the cards of one word (as one argument of `pokeq eval`) to codes."""
    data = word.encode("utf-8", "surrogatepass")
    if b"\0" in data:
        raise InputError("not a card", word[word.index("\0"):], offset=offset + word.index("\0"), place="cards",
                         error="CARD", code=-lib.POKEQ_ERR_CARD)
    room = 7 - len(codes) if len(codes) < 7 else 0
    out = ffi.new("int[52]")
    at = ffi.new("int *")
    n = lib.pokeq_cards_parse(data, out, room, at)
    if n < 0:
        why = ("card given twice" if n == -lib.POKEQ_ERR_DUPLICATE
               else "more than 7 cards" if n == -lib.POKEQ_ERR_ARGUMENT else "not a card")
        rest = decode(data[at[0]:])
        raise InputError(why, rest, offset=offset + len(decode(data[:at[0]])), place="cards", code=n)
    codes.extend(out[i] for i in range(n))


def _cards_of(cards):
    """Codes of 5..7 cards given as text, a list of card strings or card codes (checked)."""
    codes = []
    if isinstance(cards, str):
        # whitespace separates words as on the command line; a word may hold several cards
        at = 0
        for word in cards.split():
            at = cards.index(word, at)
            _parse_word(word, at, codes)
            at += len(word)
    else:
        try:
            items = list(cards)
        except TypeError:
            raise TypeError("cards are text (\"As Ks Qs Js Ts\"), a list of card strings or a list of "
                            "card codes 0..51, not %s" % type(cards).__name__) from None
        for item in items:
            if isinstance(item, str):
                _parse_word(item, 0, codes)
            else:
                code = _as_code(item)
                if not 0 <= code <= 51 or code != item:
                    raise InputError("not a card code 0..51", str(item), place="cards", error="CARD",
                                     code=-lib.POKEQ_ERR_CARD)
                if len(codes) == 7:
                    raise InputError("more than 7 cards", CARDS[code], place="cards", error="ARGUMENT",
                                     code=-lib.POKEQ_ERR_ARGUMENT)
                codes.append(code)
    seen = set()
    for code in codes:  # a card may repeat across words too
        if code in seen:
            raise InputError("card given twice", CARDS[code], place="cards", card=CARDS[code],
                             code=-lib.POKEQ_ERR_DUPLICATE)
        seen.add(code)
    if len(codes) < 5:
        raise InputError("needs 5 to 7 cards, got %d" % len(codes), str(cards) if isinstance(cards, str)
                         else " ".join(CARDS[c] for c in codes), place="cards", error="ARGUMENT",
                         code=-lib.POKEQ_ERR_ARGUMENT)
    return codes


def parse_cards(text):
    """Card codes of a card list: ``parse_cards("AhKd 7c") == [50, 45, 20]`` (no card twice).

    Raises InputError naming the bad card.
    """
    if not isinstance(text, str):
        raise TypeError("parse_cards takes text, like \"AhKd7c\"")
    data = text.encode("utf-8", "surrogatepass")
    out = ffi.new("int[52]")
    at = ffi.new("int *")
    if b"\0" in data:
        data = data[:data.index(b"\0")] + b"?"  # a NUL is not a card; keep the C string whole
    n = lib.pokeq_cards_parse(data, out, 52, at)
    if n < 0:
        why = "card given twice" if n == -lib.POKEQ_ERR_DUPLICATE else "not a card"
        start = at[0]
        token = decode(data[start:start + 2]) if n == -lib.POKEQ_ERR_DUPLICATE else decode(data[start:])
        raise InputError(why, token, offset=len(decode(data[:start])), place="cards", code=n)
    return [out[i] for i in range(n)]


_DESCRIBE = 96


def _evaluation(value):
    out = ffi.new("char[]", _DESCRIBE)
    lib.pokeq_describe(value, out, _DESCRIBE)
    return Evaluation(value, Category(lib.pokeq_category(value)), ffi.string(out).decode())


def evaluate(cards):
    """The value of the best five of 5, 6 or 7 cards.

    ``cards`` is text (``"As Ks Qs Js Ts"``, ``"AsKsQsJsTs"``, also with commas; ten
    as T or 10), a list of card strings (``["As", "Ks", ...]``) or a list of card
    codes 0..51 (code = 4*rank + suit). Returns an :class:`Evaluation` named tuple
    ``(value, category, description)``::

        >>> pokeq.evaluate("As Ks Qs Js Ts")
        Evaluation(value=7462, category=<Category.STRAIGHT_FLUSH: 8>, description='straight flush, ace high')

    Raises InputError (a bad card, a card twice, fewer than 5 or more than 7
    cards) with the same sentence as ``pokeq eval``.
    """
    codes = _cards_of(cards)
    hand = ffi.new("int[7]", codes)
    return _evaluation(lib.pokeq_eval(hand, len(codes)))


def describe(value):
    """The :class:`Evaluation` of a hand value 1..7462 (its category and words)."""
    if not isinstance(value, (int, np.integer)) or not 1 <= value <= 7462:
        raise option_error("value", value, "is a hand value 1..7462")
    return _evaluation(int(value))


def evaluate_many(cards, out=None, threads=1):
    """Values of many hands at once, at C speed (the GIL is released while it runs).

    ``cards`` is an ``n x 7`` array of card codes 0..51 (``uint8``; other integer
    types are converted, which costs a copy); ``n x 5`` and ``n x 6`` are taken
    too (best five of them). Returns a ``uint16`` array of ``n`` values 1..7462
    (into ``out`` when given: a C-contiguous ``uint16`` array of length n).
    ``threads``: 1 (the default) evaluates on the calling thread, 0 on every
    core, N on at most N. Every hand is checked as it is evaluated (codes
    0..51, no card twice in a hand: the evaluator's tables trust them);
    InputError names the first bad hand (``out`` is then partly written).
    """
    array = np.asarray(cards)
    if array.ndim != 2 or array.shape[1] not in (5, 6, 7):
        raise option_error("cards", "array of shape %s" % (array.shape,), "is an n x 7 (or n x 5, n x 6) array")
    if array.dtype != np.uint8:
        if not np.issubdtype(array.dtype, np.integer):
            raise TypeError("evaluate_many takes an integer array of card codes, not %s" % array.dtype)
        if array.size and (array.min() < 0 or array.max() > 51):
            bad = int(np.argmax(((array < 0) | (array > 51)).any(axis=1)))
            raise InputError("hand %d has a card code outside 0..51" % bad, str(array[bad].tolist()),
                             place="cards", error="CARD", code=-lib.POKEQ_ERR_CARD)
        array = array.astype(np.uint8)
    array = np.ascontiguousarray(array)
    count, width = array.shape
    if out is None:
        out = np.empty(count, dtype=np.uint16)
    elif (not isinstance(out, np.ndarray) or out.dtype != np.uint16 or out.shape != (count,)
          or not out.flags.c_contiguous or not out.flags.writeable):
        raise TypeError("out must be a writeable C-contiguous uint16 array of %d values" % count)
    if isinstance(threads, bool) or not isinstance(threads, (int, np.integer)) or not 0 <= threads <= 1024:
        raise option_error("threads", threads, "needs a whole number 0..1024 (0 = all cores)")
    if count == 0:
        return out
    bad = lib.pq_eval_many(ffi.cast("const uint8_t *", ffi.from_buffer(array)), count, width,
                           ffi.cast("uint16_t *", ffi.from_buffer(out)), int(threads))
    if bad >= 0:
        row = array[bad].tolist()
        why = "a card code outside 0..51" if max(row) > 51 else "a card twice"
        raise InputError("hand %d has %s" % (bad, why), str(row), place="cards",
                         error="CARD" if max(row) > 51 else "DUPLICATE",
                         code=-(lib.POKEQ_ERR_CARD if max(row) > 51 else lib.POKEQ_ERR_DUPLICATE))
    return out
