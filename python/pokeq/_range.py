# SPDX-License-Identifier: MIT
"""Ranges: parse_range and the Range object."""

import numpy as np

from ._cards import COMBOS, combo_index
from ._errors import InputError, decode, option_error, token_of
from ._native import ffi, lib

# the program's --ranking names; PokerStove's order is the default there, in
# the library (pokeq_request_init) and here
RANKINGS = {"pokerstove": lib.POKEQ_RANKING_POKERSTOVE, "vs3": lib.POKEQ_RANKING_VS3, "vs1": lib.POKEQ_RANKING_VS1}
# every game the library knows, by the name the program takes
GAMES = {ffi.string(lib.pokeq_game_name(g)).decode(): g for g in range(lib.POKEQ_GAME_COUNT)}


def ranking_code(ranking):
    code = RANKINGS.get(ranking) if isinstance(ranking, str) else None
    if code is None:
        raise option_error("ranking", ranking, "is \"pokerstove\" (PokerStove's order, the default), \"vs3\" "
                                               "(equity against three random hands) or \"vs1\" (against one)")
    return code


def game_code(game):
    code = GAMES.get(game.lower()) if isinstance(game, str) else None
    if code is None:
        raise option_error("game", game, "is one of " + ", ".join('"%s"' % name for name in GAMES))
    return code


def encode(text, what):
    """Text as the C string the library reads; InputError for a NUL character (C strings end there)."""
    if not isinstance(text, str):
        raise TypeError("%s must be text (str), not %s" % (what, type(text).__name__))
    if "\0" in text:
        at = text.index("\0")
        raise InputError("a NUL character in %s" % what, text, offset=0, place="request")
    return text.encode("utf-8", "surrogatepass")


class Range:
    """A Hold'em range: a weight 0..1 for each of the 1,326 combos.

    Made by :func:`parse_range` (or ``Range(text)``). ``len(r)`` is the number
    of combos in it (weight above 0); ``str(r)`` the normalised text
    (``"QQ+,AKs"``); iterating gives ``(combo, weight)`` pairs, strongest
    grid order, combos as ``"AhKh"``; ``"AhKh" in r`` tests a combo;
    ``r.weights`` is the weights as a float array indexed like
    :data:`pokeq.COMBOS`. A Range may be given to :func:`equity` as a player.
    Weights are kept in hundredths, as the library keeps them.
    """

    __slots__ = ("_c", "_text", "_weights")

    def __init__(self, text, *, game="holdem", ranking="pokerstove"):
        if game_code(game) != lib.POKEQ_GAME_HOLDEM:
            raise option_error("game", game, "is \"holdem\" for a Range (its weights are over Hold'em's 1,326 "
                                             "combos); give other games' ranges as text to equity()")
        data = encode(text, "the range")
        self._c = ffi.new("pokeq_range *")
        error = ffi.new("pokeq_range_error *")
        code = lib.pokeq_range_parse_ranked(data, ranking_code(ranking), self._c, error)
        if code != 0:
            if code == -lib.POKEQ_ERR_RANGE_SYNTAX:
                reason = ffi.string(error.reason).decode()
                token, offset, length = token_of(data, error.offset, error.length)
                raise InputError(reason, token, offset=offset, length=length, place="range", code=code)
            raise InputError(ffi.string(lib.pokeq_strerror(code)).decode(), text, place="range", code=code)
        self._text = None
        self._weights = None

    @classmethod
    def from_weights(cls, weights):
        """A range from 1,326 weights 0..1 (indexed like :data:`pokeq.COMBOS`), rounded to hundredths."""
        array = np.asarray(weights, dtype=np.float64)
        if array.shape != (lib.POKEQ_COMBOS,) or not np.all((array >= 0) & (array <= 1)):
            raise option_error("weights", "array of shape %s" % (array.shape,), "are 1,326 numbers 0..1")
        self = cls.__new__(cls)
        self._c = ffi.new("pokeq_range *")
        hundredths = np.floor(array * 100 + 0.5).astype(np.uint8)
        ffi.memmove(self._c.weight, hundredths.tobytes(), lib.POKEQ_COMBOS)
        self._text = None
        self._weights = None
        return self

    @property
    def weights(self):
        """The 1,326 weights 0..1 as a read-only float64 array (index: :data:`pokeq.COMBOS`)."""
        if self._weights is None:
            raw = np.frombuffer(ffi.buffer(self._c.weight), dtype=np.uint8)
            self._weights = raw / 100.0
            self._weights.setflags(write=False)
        return self._weights

    def __len__(self):
        return lib.pokeq_range_size(self._c)

    def __str__(self):
        if self._text is None:
            size = lib.pokeq_range_format(self._c, ffi.NULL, 0) + 1
            out = ffi.new("char[]", size)
            lib.pokeq_range_format(self._c, out, size)
            self._text = decode(ffi.string(out))
        return self._text

    def __repr__(self):
        return "pokeq.Range(%r)" % str(self)

    def __iter__(self):
        weights = self._c.weight
        for i in range(lib.POKEQ_COMBOS):
            if weights[i]:
                yield COMBOS[i], weights[i] / 100.0

    def combos(self):
        """The ``(combo, weight)`` pairs of the range as a list (combo text like ``"AhKh"``)."""
        return list(self)

    def weight(self, combo):
        """The weight 0..1 of one combo (``"AhKh"``, either card first)."""
        return self._c.weight[combo_index(combo)] / 100.0

    def __contains__(self, combo):
        try:
            return self.weight(combo) > 0
        except InputError:
            return False

    def __eq__(self, other):
        if not isinstance(other, Range):
            return NotImplemented
        return ffi.buffer(self._c.weight)[:] == ffi.buffer(other._c.weight)[:]

    def __hash__(self):
        return hash(ffi.buffer(self._c.weight)[:])

    def __reduce__(self):
        return (Range.from_weights, (np.array(self.weights),))


def parse_range(text, game="holdem", *, ranking="pokerstove"):
    """Parses range text in PokerStove syntax into a :class:`Range`.

    Terms are comma-separated, whitespace ignored: ``QQ``, ``QQ+``, ``22-66``,
    ``AKs``, ``AKo``, ``AK``, ``A2s+``, ``K9s-K6s``, one combo ``AhKh``, ``random``,
    ``10%`` or ``5%-10%`` (by ``ranking``: ``"pokerstove"``, PokerStove's order,
    the default as in the program; ``"vs3"`` equity against three random hands;
    or ``"vs1"``), and a weight on any term (``QQ:0.5`` or
    ``QQ@50``). Raises InputError naming the bad term (``.token``) and where it
    starts (``.offset``), with the same sentence as ``pokeq grid``.
    """
    return Range(text, game=game, ranking=ranking)
