# SPDX-License-Identifier: MIT
"""The preflop tables: every class against random hands, and the class-against-class matrix."""

import numpy as np

from ._cards import CLASSES
from ._errors import Error, option_error
from ._equity import _whole
from ._native import ffi, lib
from ._range import game_code

_CLASS_INDEX = {name: i for i, name in enumerate(CLASSES)}
_DEFAULT_TRIALS = 300 * 4096  # as `pokeq preflop vs-random --opponents N`


def _class(key):
    if isinstance(key, str):
        index = _CLASS_INDEX.get(key)
        if index is None:
            raise KeyError(key)
        return index
    return key


def _equity_of(showdowns, units):
    with np.errstate(invalid="ignore", divide="ignore"):
        equity = units.astype(np.float64) / (2520.0 * showdowns.astype(np.float64))
    equity[showdowns == 0] = 0.0
    return equity


def _counts(buffer, count):
    raw = np.frombuffer(ffi.buffer(buffer, count * ffi.sizeof("pokeq_combo_counts")), dtype=np.uint64)
    raw = raw.reshape(count, 2).copy()
    return raw[:, 0].copy(), raw[:, 1].copy()


def _check(code):
    if code == -lib.POKEQ_ERR_MEMORY:
        raise MemoryError(ffi.string(lib.pokeq_strerror(code)).decode())
    if code != 0:
        raise Error(ffi.string(lib.pokeq_strerror(code)).decode())


class PreflopTable:
    """Each of the 169 hand classes against random hands (:func:`preflop_vs_random`).

    Arrays indexed like :data:`pokeq.CLASSES` (grid order): ``equity`` (float64),
    ``stderr`` (its standard error; zeros when exact), ``showdowns`` and
    ``pot_units`` (uint64 integer counts: equity = pot_units / (2520 * showdowns)).
    ``table["AKs"]`` or ``table[1]`` is one class's equity, ``np.asarray(table)``
    the equity array, ``table.grid()`` the 13 x 13 grid, ``table.ranking()`` the
    class names strongest first.
    """

    def __init__(self, opponents, exact, trials, seed, showdowns, pot_units, equity, stderr):
        self.opponents = opponents
        self.exact = exact
        self.trials = trials
        self.seed = seed
        self.classes = CLASSES
        self.showdowns = showdowns
        self.pot_units = pot_units
        self.equity = equity
        self.stderr = stderr

    def __len__(self):
        return len(CLASSES)

    def __getitem__(self, key):
        return float(self.equity[_class(key)])

    def __array__(self, dtype=None, copy=None):
        return self.equity if dtype is None else self.equity.astype(dtype)

    def grid(self):
        """The equities as a 13 x 13 array (rows and columns ace..deuce; suited above the diagonal)."""
        return self.equity.reshape(13, 13)

    def ranking(self):
        """Class names, strongest first (exact tables compare the integer counts exactly)."""
        if self.exact:
            units = [int(u) for u in self.pot_units]
            showdowns = [int(s) for s in self.showdowns]
            from fractions import Fraction
            key = [Fraction(u, s) if s else Fraction(0) for u, s in zip(units, showdowns)]
            order = sorted(range(len(CLASSES)), key=lambda c: (-key[c], c))
        else:
            order = sorted(range(len(CLASSES)), key=lambda c: (-self.equity[c], c))
        return [CLASSES[c] for c in order]

    def __repr__(self):
        how = "exact" if self.exact else "Monte Carlo, %d trials, seed %d" % (self.trials, self.seed)
        return "<pokeq.PreflopTable: 169 classes against %d random hand%s, %s>" % (
            self.opponents, "" if self.opponents == 1 else "s", how)


class PreflopMatrix:
    """The exact heads-up class matrix (:func:`preflop_matrix`).

    169 x 169 arrays indexed like :data:`pokeq.CLASSES`: ``equity[i, j]`` is the
    equity of class i against class j (float64); ``showdowns`` and ``pot_units``
    are the integer counts (uint64); every cell plus its mirror is one pot exactly.
    ``m["AA", "KK"]`` is one equity, ``np.asarray(m)`` the equity array.
    """

    def __init__(self, showdowns, pot_units):
        self.classes = CLASSES
        self.showdowns = showdowns
        self.pot_units = pot_units
        self.equity = _equity_of(showdowns, pot_units)

    def __getitem__(self, key):
        i, j = key
        return float(self.equity[_class(i), _class(j)])

    def __len__(self):
        return len(CLASSES)

    def __array__(self, dtype=None, copy=None):
        return self.equity if dtype is None else self.equity.astype(dtype)

    def __repr__(self):
        return "<pokeq.PreflopMatrix: 169 x 169 classes, exact>"


def preflop_vs_random(opponents=1, trials=None, seed=1, threads=0, method="auto", game="holdem"):
    """Equity of each of the 169 hand classes against ``opponents`` random hands.

    One opponent: exact (every deal of the opponent's hand, every board; about
    2.5 s of work on an idle 2-core machine), unless ``method="mc"`` or
    ``trials`` is given. Two to nine: Monte Carlo with common random numbers,
    ``trials`` deals (default 300 x 4096, as the program), same seed same table
    for any thread count. Returns a :class:`PreflopTable` (numpy arrays).
    ``game="shortdeck"`` (or ``"shortdeck-triton"``): the exact table of the
    36-card deck, one opponent; its 81 classes of ranks 6..A are filled, the
    classes holding a 2 to 5 have no showdowns (showdowns and equity 0). Omaha has no
    169-class table. The GIL is released while it runs; it cannot be cancelled.
    """
    game = game_code(game)
    if game != lib.POKEQ_GAME_HOLDEM:
        _check_game_table(game, opponents, trials, method)
    opponents = _whole("opponents", opponents, 1, 9, "needs a whole number 1..9")
    threads = _whole("threads", threads, 0, 1024, "needs a whole number 0..1024 (0 = all cores)")
    if method not in ("auto", "exact", "mc"):
        raise option_error("method", method, "is \"auto\", \"exact\" or \"mc\"")
    exact = method == "exact" or (method == "auto" and opponents == 1 and trials is None)
    if exact:
        if opponents != 1 or trials is not None:
            raise option_error("method=\"exact\"", opponents if opponents != 1 else trials,
                               "is for one opponent and takes no trials")
        classes = ffi.new("pokeq_combo_counts[]", lib.POKEQ_CLASSES)
        _check(lib.pokeq_table_vs_random(_table_request(threads, game=game), classes))
        showdowns, units = _counts(classes, lib.POKEQ_CLASSES)
        return PreflopTable(1, True, None, None, showdowns, units, _equity_of(showdowns, units),
                            np.zeros(lib.POKEQ_CLASSES))
    trials = _DEFAULT_TRIALS if trials is None else _whole("trials", trials, 1, lib.POKEQ_MC_MAX_TRIALS,
                                                           "needs a whole number 1..2^40")
    seed = _whole("seed", seed, 0, 2 ** 64 - 1, "needs a whole number 0..18446744073709551615")
    sums = ffi.new("pokeq_preflop_mc_sums *")
    _check(lib.pokeq_table_vs_random_mc(_table_request(threads, opponents=opponents, trials=trials, seed=seed), sums))
    out = ffi.new("pokeq_preflop_mc_result *")
    _check(lib.pokeq_preflop_mc_finish(sums, out))
    showdowns, units = _counts(out.classes, lib.POKEQ_CLASSES)
    equity = np.frombuffer(ffi.buffer(out.equity), dtype=np.float64).copy()
    stderr = np.frombuffer(ffi.buffer(out.stderr_equity), dtype=np.float64).copy()
    return PreflopTable(opponents, False, int(out.trials), seed, showdowns, units, equity, stderr)


def _table_request(threads, **fields):
    """The library's table request: its defaults, threads and the table's own fields."""
    request = ffi.new("pokeq_table_request *")
    lib.pokeq_table_request_init(request)
    request.threads = threads
    for name, value in fields.items():
        setattr(request, name, value)
    return request


def _check_game_table(game, opponents, trials, method):
    """A game other than Hold'em has a vs-random table only if its hands are two cards (short deck),
    and only the exact one against one opponent."""
    if lib.pokeq_game_hole_cards(game) != 2:
        raise option_error("game", ffi.string(lib.pokeq_game_name(game)).decode(),
                           "has no 169-class table (Omaha hands are not two cards)")
    if opponents != 1 or trials is not None or method == "mc":
        raise option_error("game", ffi.string(lib.pokeq_game_name(game)).decode(),
                           "has an exact table against one opponent only (no trials, method \"mc\" or opponents)")


def preflop_matrix(threads=0):
    """The exact 169 x 169 heads-up matrix of class against class (about 2 s of
    work on an idle 2-core machine); returns a :class:`PreflopMatrix` (numpy
    arrays). The GIL is released while it runs; it cannot be cancelled."""
    threads = _whole("threads", threads, 0, 1024, "needs a whole number 0..1024 (0 = all cores)")
    cells = lib.POKEQ_CLASSES * lib.POKEQ_CLASSES
    matrix = ffi.new("pokeq_combo_counts[]", cells)
    _check(lib.pokeq_table_matrix(_table_request(threads), matrix))
    showdowns, units = _counts(matrix, cells)
    return PreflopMatrix(showdowns.reshape(169, 169), units.reshape(169, 169))
