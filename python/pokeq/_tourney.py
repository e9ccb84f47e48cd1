# SPDX-License-Identifier: MIT
"""Tournaments: ICM prize equity (:func:`icm`) and the exact heads-up push/fold equilibrium (:func:`pushfold`)."""

import math

import numpy as np

from ._cards import CLASSES
from ._errors import option_error
from ._equity import _whole
from ._native import ffi, lib
from ._preflop import PreflopMatrix, _check

_METHODS = {"auto": lib.POKEQ_METHOD_AUTO, "exact": lib.POKEQ_METHOD_EXACT, "mc": lib.POKEQ_METHOD_MC}


def _numbers(name, values, positive):
    """A list of finite numbers, each above 0 (positive) or at least 0; an InputError names the bad item."""
    try:
        items = list(values)
    except TypeError:
        raise option_error(name, values, "needs a list of numbers") from None
    if not items:
        raise option_error(name, "", "needs at least one number")
    out = []
    for item in items:
        if isinstance(item, bool) or not isinstance(item, (int, float, np.integer, np.floating)):
            raise option_error(name, item, "needs numbers")
        value = float(item)
        if not math.isfinite(value) or value < 0 or (positive and value == 0):
            raise option_error(name, item, "needs %s numbers" % ("positive" if positive else "non-negative"))
        out.append(value)
    return out


class IcmResult:
    """ICM equities: ``equity`` (each player's expected prize), ``stderr`` (Monte Carlo's standard
    errors, zeros when exact), ``places`` (players x players: ``places[i, p]`` is player i's chance
    of place p + 1), ``method`` ("exact" or "mc"), ``trials``, ``total_chips``, ``total_payout``."""

    def __init__(self, method, trials, total_chips, total_payout, equity, stderr, places):
        self.method = method
        self.trials = trials
        self.total_chips = total_chips
        self.total_payout = total_payout
        self.equity = equity
        self.stderr = stderr
        self.places = places

    def __repr__(self):
        return "<pokeq.IcmResult: %d players, %s>" % (len(self.equity), self.method)


def icm(stacks, payouts, method="auto", trials=None, seed=1, threads=0):
    """Each player's prize equity by the Malmuth-Harville model: a player finishes first with
    probability stack / chips in play, each lower place the same way among those left.

    Exact (a dynamic programme over subsets) up to 20 players, Monte Carlo beyond or with
    ``method="mc"`` (``trials``, default 1,000,000; same seed, same answer on any threads).
    Bad input (a stack <= 0, no payouts, more payouts than players) raises InputError."""
    stack_list = _numbers("stacks", stacks, True)
    payout_list = _numbers("payouts", payouts, False)
    if len(stack_list) > lib.POKEQ_ICM_MAX_PLAYERS:
        raise option_error("stacks", len(stack_list), "takes at most %d players" % lib.POKEQ_ICM_MAX_PLAYERS)
    if len(payout_list) > len(stack_list):
        raise option_error("payouts", len(payout_list), "pays more places than there are players (%d)"
                           % len(stack_list))
    if method not in _METHODS:
        raise option_error("method", method, "is \"auto\", \"exact\" or \"mc\"")
    if method == "exact" and (trials is not None or len(stack_list) > lib.POKEQ_ICM_EXACT_PLAYERS):
        raise option_error("method", method, "is for at most %d players and takes no trials"
                           % lib.POKEQ_ICM_EXACT_PLAYERS)
    n = len(stack_list)
    q = ffi.new("pokeq_icm_request *")
    lib.pokeq_icm_request_init(q)
    c_stacks = ffi.new("double[]", stack_list)
    c_payouts = ffi.new("double[]", payout_list)
    q.players, q.stacks, q.payouts, q.payout = n, c_stacks, len(payout_list), c_payouts
    q.method = lib.POKEQ_METHOD_MC if trials is not None and method == "auto" else _METHODS[method]
    q.trials = 0 if trials is None else _whole("trials", trials, 1, lib.POKEQ_MC_MAX_TRIALS, "needs a whole number 1..2^40")
    q.seed = _whole("seed", seed, 0, 2 ** 64 - 1, "needs a whole number 0..18446744073709551615")
    q.threads = _whole("threads", threads, 0, 1024, "needs a whole number 0..1024 (0 = all cores)")
    equity, stderr, places = np.zeros(n), np.zeros(n), np.zeros((n, n))
    r = ffi.new("pokeq_icm_result *")
    r.equity = ffi.cast("double *", ffi.from_buffer(equity))
    r.stderr_equity = ffi.cast("double *", ffi.from_buffer(stderr))
    r.place = ffi.cast("double *", ffi.from_buffer(places))
    _check(lib.pokeq_icm(q, r))
    return IcmResult("exact" if r.method == lib.POKEQ_METHOD_EXACT else "mc", int(r.trials), r.total_chips,
                     r.total_payout, equity, stderr, places)


class PushFoldSide:
    """One side of a push/fold answer: ``frequency`` and ``gain`` (numpy, 169 classes in grid order),
    ``classes`` (name -> frequency), ``combos``, ``percent``, ``best_response_gain``."""

    def __init__(self, side):
        self.frequency = np.frombuffer(ffi.buffer(side.frequency), dtype=np.float64).copy()
        self.gain = np.frombuffer(ffi.buffer(side.gain), dtype=np.float64).copy()
        self.classes = {name: float(f) for name, f in zip(CLASSES, self.frequency)}
        self.combos = side.combos
        self.percent = side.percent
        self.best_response_gain = side.best_response_gain

    def mixed(self):
        """The classes played at a frequency strictly between 0 and 1, by name."""
        return {name: f for name, f in self.classes.items() if 0 < f < 1}


class PushFoldResult:
    """The heads-up push/fold equilibrium: ``push`` and ``call`` (:class:`PushFoldSide`), ``ev_sb``
    (the small blind's value, big blinds), ``exploitability``, ``stack``, ``ante``."""

    def __init__(self, r):
        self.stack, self.ante = r.stack, r.ante
        self.push, self.call = PushFoldSide(r.push), PushFoldSide(r.call)
        self.ev_sb, self.exploitability = r.ev_sb, r.exploitability

    def __repr__(self):
        return "<pokeq.PushFoldResult: %g bb, push %.2f %%, call %.2f %%>" % (self.stack, self.push.percent,
                                                                             self.call.percent)


def pushfold(stack, ante=0.0, matrix=None, threads=0):
    """The exact heads-up push/fold equilibrium at ``stack`` big blinds (above 1 + ante) with each
    player posting ``ante``: a linear programme over the exact class matrix. ``matrix``: a
    :class:`PreflopMatrix` (from :func:`preflop_matrix`) to reuse; without it the matrix is computed
    in the call (seconds). Returns a :class:`PushFoldResult`."""
    for name, value in (("stack", stack), ("ante", ante)):
        if isinstance(value, bool) or not isinstance(value, (int, float, np.integer, np.floating)) \
                or not math.isfinite(float(value)):
            raise option_error(name, value, "needs a number of big blinds")
    if float(ante) < 0:
        raise option_error("ante", ante, "needs a number of big blinds, 0 or more")
    if not 1 + float(ante) < float(stack) <= 1e6:
        raise option_error("stack", stack, "must be above 1 + ante (the blind and ante posted), at most 1e6")
    q = ffi.new("pokeq_pushfold_request *")
    lib.pokeq_pushfold_request_init(q)
    q.stack, q.ante = float(stack), float(ante)
    q.threads = _whole("threads", threads, 0, 1024, "needs a whole number 0..1024 (0 = all cores)")
    keep = None
    if matrix is not None:
        if not isinstance(matrix, PreflopMatrix):
            raise option_error("matrix", type(matrix).__name__, "needs a pokeq.PreflopMatrix (pokeq.preflop_matrix())")
        cells = np.empty((169 * 169, 2), dtype=np.uint64)
        cells[:, 0] = np.asarray(matrix.showdowns, dtype=np.uint64).reshape(-1)
        cells[:, 1] = np.asarray(matrix.pot_units, dtype=np.uint64).reshape(-1)
        keep = cells
        q.matrix = ffi.cast("pokeq_combo_counts *", ffi.from_buffer(cells))
    out = ffi.new("pokeq_pushfold_result *")
    _check(lib.pokeq_pushfold(q, out))
    del keep
    return PushFoldResult(out)
