# SPDX-License-Identifier: MIT
"""equity(): pokeq_solve from Python."""

import _thread
import threading
from dataclasses import dataclass, field
from typing import Optional, Tuple

import numpy as np

from ._cards import CARDS, Category
from ._errors import Cancelled, InputError, option_error, token_of
from ._native import ffi, lib
from ._range import Range, encode, game_code, ranking_code

_MAIN_THREAD = threading.main_thread().ident
_MAIN_FLAG = lib.pq_main_flag()
_HOLE_CARDS = ffi.new("int[%d]" % (lib.POKEQ_MAX_HOLE + 1))  # scratch for pokeq_cards_parse (never read)
_METHODS = {"auto": lib.POKEQ_METHOD_AUTO, "exact": lib.POKEQ_METHOD_EXACT, "mc": lib.POKEQ_METHOD_MC}
_METHOD_NAMES = {lib.POKEQ_METHOD_EXACT: "exact", lib.POKEQ_METHOD_MC: "mc"}
_WHY = {lib.POKEQ_WHY_ASKED: "asked", lib.POKEQ_WHY_QUICK: "quick", lib.POKEQ_WHY_SLOW: "slow",
        lib.POKEQ_WHY_OVERFLOW: "overflow"}
_COUNT_KINDS = {lib.POKEQ_COUNT_RUNOUTS: "runouts", lib.POKEQ_COUNT_SHOWDOWNS: "showdowns",
                lib.POKEQ_COUNT_TRIALS: "trials"}
_STOPS = {0: None, lib.POKEQ_MC_STOP_TRIALS: "trials", lib.POKEQ_MC_STOP_STDERR: "stderr",
          lib.POKEQ_MC_STOP_TIME: "time", lib.POKEQ_MC_STOP_CANCEL: "cancel"}
_MAX_PLAYERS = lib.POKEQ_MAX_PLAYERS
_COMBOS = lib.POKEQ_COMBOS
_POT = lib.POKEQ_POT_UNITS
_MAX_TRIALS = lib.POKEQ_MC_MAX_TRIALS
_MAX_THREADS = 1024
_MAX_SECONDS = 1e6


@dataclass(slots=True)
class Player:
    """One seat's answer (see :func:`equity`).

    input: the seat as given (a hand or range text; a Range's normalised text).
    equity: the seat's pot share, 0..1 (``pot_units / (2520 * count)``).
    win, tie: the share of showdowns won outright / split (any way), 0..1.
    stderr: the standard error of ``equity`` (Monte Carlo); 0.0 when exact.
    wins, ties: showdowns won outright / split, integer counts over ``result.count``.
    pot_units: the seat's pot shares in units of 1/2520 of a pot; the seats' add
        up to exactly ``2520 * result.count``.
    ties_by_ways: ``ties_by_ways[k]`` = showdowns split k ways (k = 2..10; 0 and 1 are 0).
    hand: a fixed hand's cards as canonical text (``"AhAs"``), or None for a range.
    live_combos: the seat's combos left by the known cards.
    high, low: hi/lo games: the share of the whole pot won by the high hand and
        by the low hand (``high + low == equity``); 0.0 in other games.
    scoop: hi/lo games: the share of runouts (or trials) whose whole pot the seat
        took alone; 0.0 in other games.
    high_units, low_units, scoops: the integer counts behind them (``high_units +
        low_units == pot_units``; scoops out of ``count / 2``, as a hi/lo runout is
        two showdowns, one per half).
    categories: with ``categories=True`` (every game but short deck and the draw games), a dict from
        :class:`Category` to how many of ``result.count`` end with the seat holding
        that hand category at showdown (they add up to ``count``; all 0 in razz,
        which has no high hand); else None.
    lows: with ``categories=True`` in a game with a low (razz and the hi/lo
        games), a dict from the low's category name (``"5-low"`` .. ``"K-low"``,
        ``"paired low"``, ``"no low"``) to how many of ``result.count`` end with
        the seat's low in it (they add up to ``count``); else None.
    combo_showdowns, combo_pot_units, combo_equity: with ``per_combo=True``, numpy
        arrays of 1,326 entries indexed like :data:`pokeq.COMBOS`: per combo the
        (weighted) showdowns in which the seat held it, its pot units, and its
        equity (NaN for combos never held); else None.
    """

    input: str
    equity: float
    win: float
    tie: float
    stderr: float
    wins: int
    ties: int
    pot_units: int
    ties_by_ways: Tuple[int, ...]
    hand: Optional[str]
    live_combos: int
    high: float = 0.0
    low: float = 0.0
    scoop: float = 0.0
    high_units: int = 0
    low_units: int = 0
    scoops: int = 0
    categories: Optional[dict] = field(default=None, compare=False)
    lows: Optional[dict] = field(default=None, compare=False)
    combo_showdowns: Optional[np.ndarray] = field(default=None, repr=False, compare=False)
    combo_pot_units: Optional[np.ndarray] = field(default=None, repr=False, compare=False)
    combo_equity: Optional[np.ndarray] = field(default=None, repr=False, compare=False)


@dataclass(slots=True)
class Result:
    """The answer of :func:`equity`.

    method: ``"exact"`` or ``"mc"`` (Monte Carlo): what ran.
    reason: why: ``"asked"`` (method named), ``"quick"`` (auto: exact estimated
        within about a second), ``"slow"`` (auto: exact estimated longer, so Monte
        Carlo) or ``"overflow"`` (auto: exact weighted counts would pass 2^64).
    exact_estimate: the cost model's estimate of the exact answer, in seconds.
    count: what the counts are over: runouts (every seat a fixed hand, exact),
        weighted showdowns (ranges, exact) or trials (Monte Carlo); ``count_kind``
        says which (``"runouts"``, ``"showdowns"``, ``"trials"``).
    seconds: wall time of the work. threads: threads that really ran.
    stopped_by: Monte Carlo: ``"trials"``, ``"stderr"``, ``"time"`` or ``"cancel"``;
        None when exact. interrupted: True when a cancel flag stopped a Monte Carlo
        job (the counts are the trials done so far).
    board, dead: the known cards as canonical text (``"7h2h3c"``).
    players: a :class:`Player` per seat, in order.
    """

    method: str
    reason: str
    exact_estimate: float
    count: int
    count_kind: str
    seconds: float
    threads: int
    stopped_by: Optional[str]
    interrupted: bool
    board: str
    dead: str
    players: Tuple[Player, ...]

    @property
    def equities(self):
        """Every seat's equity, in order."""
        return [p.equity for p in self.players]


class CancelFlag(threading.Event):
    """A :class:`threading.Event` that running :func:`equity` calls read from C.

    Pass it as ``cancel=``; ``set()`` it from any thread and every call given
    it stops at its next check (between exact tasks or Monte Carlo rounds):
    exact raises :class:`Cancelled`, Monte Carlo returns the trials done so
    far (``result.interrupted``). A flag set before a call stops it at once;
    ``clear()`` it to use it again. A plain threading.Event works too, read
    by a helper thread every 20 ms.
    """

    def __init__(self):
        super().__init__()
        self._lock = threading.Lock()
        self._calls = []  # the cancel ints of the calls running with this flag

    def set(self):
        with self._lock:
            for flag in self._calls:
                flag[0] = 1
            super().set()

    def _attach(self, flag):
        with self._lock:
            self._calls.append(flag)
            if self.is_set():
                flag[0] = 1

    def _detach(self, flag):
        with self._lock:
            self._calls.remove(flag)


def _event_watcher(event, flag, done):
    while not done.is_set():
        if event.wait(0.02):
            flag[0] = 1
            return


def _whole(name, value, low, high, what):
    if isinstance(value, bool) or not isinstance(value, (int, float, np.integer, np.floating)):
        raise option_error(name, value, what)
    if isinstance(value, (float, np.floating)):
        if not float(value).is_integer():
            raise option_error(name, value, what)
        value = int(value)
    value = int(value)
    if not low <= value <= high:
        raise option_error(name, value, what)
    return value


def _positive(name, value, high, what):
    if isinstance(value, bool) or not isinstance(value, (int, float, np.integer, np.floating)):
        raise option_error(name, value, what)
    value = float(value)
    if not 0 < value <= high:
        raise option_error(name, value, what)
    return value


def _cards_arg(value, what):
    """Board or dead cards as the text the library reads: text, or a list of card strings or codes."""
    if value is None:
        return b""
    if isinstance(value, str):
        return encode(value, what)
    try:
        items = list(value)
    except TypeError:
        raise TypeError("%s is text (\"7h2h3c\") or a list of cards, not %s" % (what, type(value).__name__)) from None
    parts = []
    for item in items:
        if isinstance(item, str):
            parts.append(item)
        elif isinstance(item, (int, np.integer)) and not isinstance(item, bool) and 0 <= item <= 51:
            parts.append(CARDS[int(item)])
        else:
            raise InputError("not a card (text like \"Ah\" or a code 0..51) in %s" % what, str(item),
                             place="board" if what == "the board" else "dead", error="CARD",
                             code=-lib.POKEQ_ERR_CARD)
    return encode("".join(parts), what)


def _cards_text(cards, count):
    return "".join(CARDS[cards[i]] for i in range(count))


def _solve_error(code, e, seat_data, board, dead):
    """The exception for a failed pokeq_solve, with the program's sentence."""
    message = ffi.string(e.message).decode("utf-8", "replace")
    if code == -lib.POKEQ_ERR_CANCELLED:
        return Cancelled("cancelled: an exact count stopped halfway has no answer")
    if code == -lib.POKEQ_ERR_MEMORY:
        return MemoryError(message)
    advice = ("; use method=\"mc\" (or narrow the ranges)" if code == -lib.POKEQ_ERR_TOO_SLOW
              else "; use method=\"mc\"" if code == -lib.POKEQ_ERR_OVERFLOW else "")
    place, seat = e.place, e.seat
    card = CARDS[e.card] if 0 <= e.card <= 51 else None
    if place == lib.POKEQ_AT_SEAT and 0 <= seat < len(seat_data):
        data, where = seat_data[seat], "seat"
    elif place == lib.POKEQ_AT_BOARD:
        data, where, seat = board, "board", None
    elif place == lib.POKEQ_AT_DEAD:
        data, where, seat = dead, "dead", None
    else:
        # about the seats together: the program quotes all of its players
        token = b" ".join(seat_data).decode("utf-8", "surrogatepass")
        return InputError(message + advice, token, place="request", card=card, code=code)
    token, offset, length = token_of(data, e.offset, e.length)
    return InputError(message + advice, token, offset=offset, length=length, place=where, seat=seat,
                      card=card, code=code)


# A call that must stop promptly (the main thread, for Ctrl-C, or one given a
# cancel object) runs an exact job estimated above this many seconds in a
# worker thread; in the main thread, Monte Carlo jobs too (see _solve).
_DEFER_SECONDS = 0.2
_WAIT = 0.05  # how often a caller waiting for a worker looks at its cancel flag and Ctrl-C


def _solve(q, cancel, keep, fixed):
    """pokeq_solve for equity(): (code, result, error), cancellable as equity() says.

    The library reads a cancel flag only between exact tasks and Monte Carlo
    rounds, which can take seconds in long jobs. So the main thread's calls
    (for Ctrl-C) and calls given a cancel object run short exact jobs here,
    with a C flag that Ctrl-C (a handler put in front of Python's for the
    call's length, main thread) and the cancel object set; longer exact jobs,
    and in the main thread Monte Carlo ones, are handed to a worker thread that
    the caller can leave behind (_solve_in_worker). Other calls run here with
    no flag at all. When every seat is a fixed hand (fixed), the exact job is
    short (at most about 0.1 s, ten players preflop) and auto never samples:
    no look first, whose progress hook costs about 75 ns per exact task
    (85 us on AhAs vs KdKc).
    """
    main = _thread.get_ident() == _MAIN_THREAD
    if main and q.method == lib.POKEQ_METHOD_MC:
        return _solve_in_worker(q, cancel, keep, main, lib.POKEQ_METHOD_MC)
    if main:
        flag = _MAIN_FLAG
        flag[0] = 0
    else:
        flag = ffi.new("int *") if cancel is not None else ffi.NULL
    done = None
    if cancel is not None:
        if isinstance(cancel, CancelFlag):
            cancel._attach(flag)
        elif callable(getattr(cancel, "is_set", None)) and callable(getattr(cancel, "wait", None)):
            done = threading.Event()
            threading.Thread(target=_event_watcher, args=(cancel, flag, done), daemon=True,
                             name="pokeq-cancel-watcher").start()
        else:
            raise TypeError("cancel is a pokeq.CancelFlag or a threading.Event")
    result = ffi.new("pokeq_result *")
    error = ffi.new("pokeq_error_info *")
    deferred = ffi.new("int *")
    try:
        look = flag != ffi.NULL and not fixed
        code = lib.pq_solve(q, result, error, flag, main, _DEFER_SECONDS if look else -1.0, main and look,
                            deferred)
    finally:
        if done is not None:
            done.set()
        elif cancel is not None:
            cancel._detach(flag)
    if deferred[0] and (code == -lib.POKEQ_ERR_CANCELLED
                        or (code == 0 and result.stopped_by == lib.POKEQ_MC_STOP_CANCEL)):
        return _solve_in_worker(q, cancel, keep, main, deferred[0])
    return code, result, error


def _solve_in_worker(q, cancel, keep, main, method):
    """Runs the request in a daemon thread and waits for it, looking every _WAIT seconds at
    the cancel object and, in the main thread, at Ctrl-C (the same handler in front of
    Python's as a direct call). Ctrl-C raises KeyboardInterrupt at once; a cancel raises
    Cancelled at once for an exact job and, for Monte Carlo, waits for the trials so far (the
    end of the round). A worker left behind stops at the library's next check, unread."""
    if cancel is not None and not (callable(getattr(cancel, "is_set", None))):
        raise TypeError("cancel is a pokeq.CancelFlag or a threading.Event")
    flag = ffi.new("int *")
    result = ffi.new("pokeq_result *")
    error = ffi.new("pokeq_error_info *")
    box = []
    finished = threading.Event()

    def work(keep=keep, flag=flag):  # holds the request's memory while the library reads it
        try:
            box.append(lib.pq_solve(q, result, error, flag, 0, -1.0, 0, ffi.NULL))
        finally:
            finished.set()

    watching = False
    if main:
        _MAIN_FLAG[0] = 0
        watching = lib.pq_sigint_begin()
    try:
        threading.Thread(target=work, daemon=True, name="pokeq-solve").start()
        while not finished.wait(_WAIT):
            if (cancel is not None and cancel.is_set()) or (main and _MAIN_FLAG[0]):
                flag[0] = 1
                if method == lib.POKEQ_METHOD_EXACT:
                    raise Cancelled("cancelled: an exact count stopped halfway has no answer")
    except BaseException:
        flag[0] = 1
        raise
    finally:
        if watching:
            lib.pq_sigint_end()
    return box[0], result, error


def equity(players, board="", dead="", game="holdem", method="auto", trials=None, stderr=None, seconds=None,
           seed=1, threads=0, per_combo=False, *, ranking="pokerstove", cancel=None, auto_exact_seconds=None,
           exact_limit_seconds=None, categories=False):
    """Each player's equity: exact (every runout of every deal) or Monte Carlo.

    players: 2 to 10 seats, each text as on the ``pokeq`` command line -- a hand
        (``"AhKd"``, ``"10h10d"``) or a range (``"QQ+,AKs"``, ``"random"``, ``"10%"``,
        ``"AKs:0.5"``) -- or a :class:`Range`.
    board, dead: known board cards and cards out of the deck, as text
        (``"7h2h3c"``) or a list of card strings or codes 0..51.
    game: ``"holdem"`` (the default), ``"omaha"``, ``"omaha5"``, ``"omaha6"`` (4, 5, 6
        hole cards, exactly two of them with three board cards), ``"omaha-hilo"``,
        ``"omaha5-hilo"`` (the pot halved with an eight-or-better low: see
        ``Player.high``, ``low``, ``scoop``), ``"shortdeck"``, ``"shortdeck-triton"``
        (36 cards, 6..A), ``"holdem-hilo"`` (fixed hands), and the stud games with no
        board, ``"razz"``, ``"stud"``, ``"stud-hilo"``, ``"stud-hilo-nq"`` (a seat is its 1
        to 7 known cards; ``board`` is refused), and the single-draw games with no
        board, ``"draw"``, ``"lowball27"``, ``"lowball-a5"``, ``"badugi"`` (a seat is the 0
        to 5 cards it keeps, badugi 0 to 4; ``board`` is refused). Seats' text in the game's syntax: ``"AsAhKsKh"``,
        ``"AAxx:ds"``, as on the command line (``--game``).
    method: ``"auto"`` (exact when the cost model estimates about a second or
        less, else Monte Carlo to a standard error of 0.0005; a Monte Carlo
        stopping rule alone also means Monte Carlo, as on the command line),
        ``"exact"`` or ``"mc"``.
    trials, stderr, seconds: Monte Carlo stopping rules (the first met stops
        it): exactly this many trials (1..2^40), a standard error of every
        seat's equity (0..0.5], wall seconds (not reproducible). None: off.
    seed: the Monte Carlo seed, 0..2^64-1; same seed and rules, same answer.
    threads: 0 = every core, else at most this many (1..1024). Counts are the
        same for every thread count.
    per_combo: also per-combo numpy arrays on each player (see :class:`Player`).
    ranking: the order ``"N%"`` terms take hands from: ``"pokerstove"`` (the
        default, as the program's), ``"vs3"`` or ``"vs1"``.
    cancel: a :class:`CancelFlag` (or any threading.Event) that stops the job
        when set from another thread.
    auto_exact_seconds, exact_limit_seconds: the cost model's limits (defaults
        1 and 3600 estimated seconds; a negative exact limit never refuses).
    categories: also count each seat's hand category at showdown (Hold'em;
        ``Player.categories``), as the program's ``--categories``.

    Returns a :class:`Result`. The GIL is released while the library works, so
    calls from several threads run at once. Ctrl-C during a call in the main
    thread raises KeyboardInterrupt within a fraction of a second; ``cancel``
    raises Cancelled (exact) or returns the trials so far (Monte Carlo, at
    the end of its round, ``result.interrupted``). The library reads its
    cancel flag only between exact tasks and Monte Carlo rounds, which take
    seconds in long jobs, so such jobs run in a worker thread that a stopped
    call leaves behind; it ends at the library's next check.

    Raises InputError (a ValueError) for bad input, with the program's
    sentence and ``.token`` / ``.offset`` naming the bad part; Cancelled when
    ``cancel`` stopped an exact job; MemoryError.
    """
    if isinstance(players, (str, bytes)):
        raise TypeError("players is a list of hands or ranges, like [\"AhAs\", \"KdKc\"], not one string")
    players = list(players)
    count = len(players)
    if count > _MAX_PLAYERS:
        extra = players[_MAX_PLAYERS]
        raise InputError("more than %d players" % _MAX_PLAYERS, str(extra), place="seat", seat=_MAX_PLAYERS,
                         code=-lib.POKEQ_ERR_PLAYERS)
    q = ffi.new("pokeq_request *")
    lib.pokeq_request_init(q)
    if game != "holdem":
        q.game = game_code(game)
    hole_cards = lib.pokeq_game_hole_cards(q.game)
    keep = []
    inputs = []
    seat_data = []
    # every seat a hand of two cards (not a range): a short exact job; an
    # Omaha hand is not, before the flop with several seats
    fixed = hole_cards == 2
    for i, player in enumerate(players):
        if type(player) is str:
            data = encode(player, "a player") if "\0" in player else player.encode("utf-8", "surrogatepass")
            text = ffi.new("char[]", data)
            keep.append(text)
            q.seat[i].text = text
            inputs.append(player)
            seat_data.append(data)
            if fixed and lib.pokeq_cards_parse(text, _HOLE_CARDS, 3, ffi.NULL) != 2:
                fixed = False
        elif isinstance(player, Range):
            q.seat[i].range = player._c
            keep.append(player)
            inputs.append(str(player))
            seat_data.append(inputs[-1].encode())
            fixed = False
        elif isinstance(player, str):
            data = encode(str(player), "a player")
            text = ffi.new("char[]", data)
            keep.append(text)
            q.seat[i].text = text
            inputs.append(str(player))
            seat_data.append(data)
            fixed = False
        else:
            raise TypeError("player %d is %s; a player is text (a hand or range) or a pokeq.Range"
                            % (i + 1, type(player).__name__))
    q.seats = count
    board_data = _cards_arg(board, "the board") if board else b""
    dead_data = _cards_arg(dead, "the dead cards") if dead else b""
    if board_data:
        board_c = ffi.new("char[]", board_data)
        q.board = board_c
    if dead_data:
        dead_c = ffi.new("char[]", dead_data)
        q.dead = dead_c
    # the method and the Monte Carlo rules, checked as the program checks its options
    m = _METHODS.get(method) if isinstance(method, str) else None
    if m is None:
        raise option_error("method", method, "is \"auto\", \"exact\" or \"mc\"")
    if trials is not None or stderr is not None or seconds is not None:
        if trials is not None:
            q.trials = _whole("trials", trials, 1, _MAX_TRIALS, "needs a whole number 1..2^40, like 1000000")
        if stderr is not None:
            q.target_stderr = _positive("stderr", stderr, 0.5, "needs a standard error above 0 and at most 0.5 "
                                        "(a fraction of the pot), like 0.001")
        if seconds is not None:
            q.max_seconds = _positive("seconds", seconds, _MAX_SECONDS, "needs seconds above 0 and at most 1e6, "
                                      "like 2.5")
        if m == lib.POKEQ_METHOD_EXACT:
            rule = next(v for v in (trials, stderr, seconds) if v is not None)
            raise option_error("method=\"exact\"", rule, "given with a Monte Carlo stopping rule")
        m = lib.POKEQ_METHOD_MC
    q.method = m
    if seed != 1:
        q.seed = _whole("seed", seed, 0, 2 ** 64 - 1, "needs a whole number 0..18446744073709551615")
    if threads:
        q.threads = _whole("threads", threads, 0, _MAX_THREADS, "needs a whole number 0..1024 (0 = all cores)")
    q.ranking = ranking_code(ranking)
    if auto_exact_seconds is not None:
        q.auto_exact_seconds = _positive("auto_exact_seconds", auto_exact_seconds, float("inf"),
                                         "needs seconds above 0")
    if exact_limit_seconds is not None:
        if isinstance(exact_limit_seconds, bool) or not isinstance(exact_limit_seconds, (int, float)) \
                or exact_limit_seconds != exact_limit_seconds or exact_limit_seconds == 0:
            raise option_error("exact_limit_seconds", exact_limit_seconds, "needs seconds (negative: no limit)")
        q.exact_limit_seconds = exact_limit_seconds
    if categories:
        q.categories = 1
    combos = None
    if per_combo:
        combos = np.zeros((count, _COMBOS, 2), dtype=np.uint64)
        q.combos = ffi.cast("pokeq_combo_counts *", ffi.from_buffer(combos))
        q.combos_capacity = count * _COMBOS
    keep.append(combos)
    code, result, error = _solve(q, cancel, keep, fixed)
    if code != 0:
        raise _solve_error(code, error, seat_data, board_data, dead_data)
    return _result_of(result, inputs, combos, bool(categories))


def _lows_of(seat):
    """A seat's low categories by name, or None when the game counted none."""
    if not any(seat.lows):
        return None
    return {ffi.string(lib.pokeq_low_category_name(k)).decode(): seat.lows[k] for k in range(len(seat.lows))}


def _categories_of(seat, game):
    """A seat's high categories: by Category, or badugi's by name ("four-card badugi", ...)."""
    if game != lib.POKEQ_GAME_BADUGI:
        return {k: seat.categories[int(k)] for k in Category}
    return {ffi.string(lib.pokeq_game_category_name(game, k)).decode(): seat.categories[k]
            for k in range(lib.POKEQ_BADUGI_CATEGORIES)}


def _result_of(r, inputs, combos, categories=False):
    n = r.count
    seats = r.seats
    out = []
    for i in range(seats):
        s = r.seat[i]
        c = s.counts
        ties_by_ways = tuple(c.ties)
        hand = _cards_text(s.hole, s.hole_count) if s.hole_count else None
        out.append(Player(inputs[i], s.equity, s.win, s.tie, s.stderr_equity, c.wins, sum(ties_by_ways),
                          c.equity_units, ties_by_ways, hand, s.live_combos, s.high, s.low, s.scoop,
                          c.high_units, c.low_units, c.scoops,
                          _categories_of(s, r.game) if categories else None,
                          _lows_of(s) if categories else None))
    if combos is not None:
        _per_combo(out, combos, r)
    method = r.method
    stopped_by = _STOPS.get(r.stopped_by) if method == lib.POKEQ_METHOD_MC else None
    return Result(_METHOD_NAMES.get(method, "exact"), _WHY.get(r.why, "asked"), r.exact_estimate, n,
                  _COUNT_KINDS.get(r.count_kind, "runouts"), r.seconds, r.threads, stopped_by,
                  stopped_by == "cancel", _cards_text(r.board, r.board_count), _cards_text(r.dead, r.dead_count),
                  tuple(out))


def _per_combo(players, combos, r):
    for i, player in enumerate(players):
        showdowns = combos[i, :, 0]
        units = combos[i, :, 1]
        if player.hand is not None and not showdowns.any():
            # a fixed hand is a one-combo range: its combo holds the seat's counts
            s = r.seat[i]
            index = lib.pokeq_combo_index(s.hole[0], s.hole[1])
            showdowns[index] = r.count
            units[index] = player.pot_units
        with np.errstate(invalid="ignore", divide="ignore"):
            equity = units.astype(np.float64) / (float(_POT) * showdowns.astype(np.float64))
        equity[showdowns == 0] = np.nan
        player.combo_showdowns = showdowns
        player.combo_pot_units = units
        player.combo_equity = equity
