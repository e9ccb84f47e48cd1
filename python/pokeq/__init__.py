# SPDX-License-Identifier: MIT
"""pokeq: exact and Monte Carlo Texas Hold'em equity, at C speed (libpokeq).

    >>> import pokeq
    >>> r = pokeq.equity(["AhAs", "KdKc"])
    >>> r.method, r.count, round(r.players[0].equity, 5)
    ('exact', 1712304, 0.81255)
    >>> pokeq.evaluate("As Ks Qs Js Ts").description
    'straight flush, ace high'

Everything the ``pokeq`` program does: :func:`equity` (hands or ranges, board,
dead cards, exact or Monte Carlo, per-combo counts), :func:`evaluate` and
:func:`evaluate_many` (hand values), :func:`parse_range`,
:func:`preflop_vs_random` and :func:`preflop_matrix`; for tournaments :func:`icm` (prize
equity of stacks) and :func:`pushfold` (the exact heads-up push/fold equilibrium). Bad input raises
:class:`InputError` (a ValueError) with the program's sentence.

Cards are codes 0..51 where a number is used: code = 4*rank + suit, rank 0 =
deuce .. 12 = ace, suits c d h s = 0..3 (:data:`CARDS` names them).
"""

try:
    from ._native import ffi as _ffi, lib as _lib
except ImportError as _error:  # pragma: no cover - a build problem, said plainly
    raise ImportError("pokeq: the compiled module pokeq._native is missing or broken (%s); build it with "
                      "`make python` (PYTHONPATH=build/python) or install the package with "
                      "`/usr/bin/python3 -m pip install --no-build-isolation ./python`" % _error) from _error

from ._cards import (CARDS, CLASSES, COMBO_CLASS, COMBOS, Category, Evaluation, combo_index, describe, evaluate,
                     evaluate_many, format_cards, parse_cards)
from ._equity import CancelFlag, Player, Result, equity
from ._errors import Cancelled, Error, InputError
from ._preflop import PreflopMatrix, PreflopTable, preflop_matrix, preflop_vs_random
from ._range import Range, parse_range
from ._tourney import IcmResult, PushFoldResult, PushFoldSide, icm, pushfold

__version__ = _ffi.string(_lib.pokeq_version()).decode()
"""The version of the C library this module is built with (also the package's)."""

POT_UNITS = _lib.POKEQ_POT_UNITS
"""Units in a pot (2520 = lcm(1..10)): a player's pot_units over POT_UNITS * count is its equity."""

__all__ = [
    "equity", "evaluate", "evaluate_many", "describe", "parse_range", "preflop_vs_random", "preflop_matrix",
    "icm", "pushfold", "IcmResult", "PushFoldResult", "PushFoldSide",
    "parse_cards", "format_cards", "combo_index",
    "Result", "Player", "Range", "Evaluation", "Category", "PreflopTable", "PreflopMatrix", "CancelFlag",
    "Error", "InputError", "Cancelled",
    "CARDS", "COMBOS", "CLASSES", "COMBO_CLASS", "POT_UNITS", "__version__",
]
