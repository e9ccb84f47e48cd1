# SPDX-License-Identifier: MIT
# Type stubs of the pokeq package (the public API of python/pokeq/*.py).
import enum
import threading
from typing import Dict, Iterable, Iterator, NamedTuple, Optional, Sequence, Tuple, Union, overload

import numpy as np
import numpy.typing as npt

__version__: str
POT_UNITS: int
CARDS: Tuple[str, ...]
COMBOS: Tuple[str, ...]
CLASSES: Tuple[str, ...]
COMBO_CLASS: npt.NDArray[np.int16]

Cards = Union[str, Iterable[Union[str, int]]]

class Error(Exception): ...

class InputError(Error, ValueError):
    reason: str
    token: str
    offset: int
    length: int
    place: str
    seat: Optional[int]
    card: Optional[str]
    code: int
    error: str
    def __init__(self, reason: str, token: str, *, offset: int = ..., length: Optional[int] = ...,
                 place: str = ..., seat: Optional[int] = ..., card: Optional[str] = ..., code: int = ...,
                 error: Optional[str] = ...) -> None: ...

class Cancelled(Error): ...

class Category(enum.IntEnum):
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
    def label(self) -> str: ...

class Evaluation(NamedTuple):
    value: int
    category: Category
    description: str

def evaluate(cards: Cards) -> Evaluation: ...
def evaluate_many(cards: npt.ArrayLike, out: Optional[npt.NDArray[np.uint16]] = ...,
                  threads: int = ...) -> npt.NDArray[np.uint16]: ...
def describe(value: int) -> Evaluation: ...
def parse_cards(text: str) -> list[int]: ...
def format_cards(codes: Iterable[int]) -> str: ...
def combo_index(combo: Union[str, Tuple[int, int]]) -> int: ...

class Range:
    def __init__(self, text: str, *, game: str = ..., ranking: str = ...) -> None: ...
    @classmethod
    def from_weights(cls, weights: npt.ArrayLike) -> Range: ...
    @property
    def weights(self) -> npt.NDArray[np.float64]: ...
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[Tuple[str, float]]: ...
    def __contains__(self, combo: object) -> bool: ...
    def combos(self) -> list[Tuple[str, float]]: ...
    def weight(self, combo: Union[str, Tuple[int, int]]) -> float: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

def parse_range(text: str, game: str = ..., *, ranking: str = ...) -> Range: ...

class Player:
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
    high: float
    low: float
    scoop: float
    high_units: int
    low_units: int
    scoops: int
    categories: Optional[Dict[Union[Category, str], int]]  # badugi: by name, "four-card badugi" ..
    lows: Optional[Dict[str, int]]
    combo_showdowns: Optional[npt.NDArray[np.uint64]]
    combo_pot_units: Optional[npt.NDArray[np.uint64]]
    combo_equity: Optional[npt.NDArray[np.float64]]

class Result:
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
    def equities(self) -> list[float]: ...

class CancelFlag(threading.Event):
    def __init__(self) -> None: ...

def equity(players: Sequence[Union[str, Range]], board: Optional[Cards] = ..., dead: Optional[Cards] = ...,
           game: str = ..., method: str = ..., trials: Optional[int] = ..., stderr: Optional[float] = ...,
           seconds: Optional[float] = ..., seed: int = ..., threads: int = ..., per_combo: bool = ..., *,
           ranking: str = ..., cancel: Optional[threading.Event] = ...,
           auto_exact_seconds: Optional[float] = ..., exact_limit_seconds: Optional[float] = ...,
           categories: bool = ...) -> Result: ...

class PreflopTable:
    opponents: int
    exact: bool
    trials: Optional[int]
    seed: Optional[int]
    classes: Tuple[str, ...]
    equity: npt.NDArray[np.float64]
    stderr: npt.NDArray[np.float64]
    showdowns: npt.NDArray[np.uint64]
    pot_units: npt.NDArray[np.uint64]
    def __len__(self) -> int: ...
    def __getitem__(self, key: Union[str, int]) -> float: ...
    def __array__(self, dtype: object = ..., copy: object = ...) -> npt.NDArray[np.float64]: ...
    def grid(self) -> npt.NDArray[np.float64]: ...
    def ranking(self) -> list[str]: ...

class PreflopMatrix:
    classes: Tuple[str, ...]
    equity: npt.NDArray[np.float64]
    showdowns: npt.NDArray[np.uint64]
    pot_units: npt.NDArray[np.uint64]
    def __len__(self) -> int: ...
    def __getitem__(self, key: Tuple[Union[str, int], Union[str, int]]) -> float: ...
    def __array__(self, dtype: object = ..., copy: object = ...) -> npt.NDArray[np.float64]: ...

def preflop_vs_random(opponents: int = ..., trials: Optional[int] = ..., seed: int = ..., threads: int = ...,
                      method: str = ..., game: str = ...) -> PreflopTable: ...
def preflop_matrix(threads: int = ...) -> PreflopMatrix: ...

class IcmResult:
    method: str
    trials: int
    total_chips: float
    total_payout: float
    equity: npt.NDArray[np.float64]
    stderr: npt.NDArray[np.float64]
    places: npt.NDArray[np.float64]

def icm(stacks: Iterable[float], payouts: Iterable[float], method: str = ..., trials: Optional[int] = ...,
        seed: int = ..., threads: int = ...) -> IcmResult: ...

class PushFoldSide:
    frequency: npt.NDArray[np.float64]
    gain: npt.NDArray[np.float64]
    classes: Dict[str, float]
    combos: float
    percent: float
    best_response_gain: float
    def mixed(self) -> Dict[str, float]: ...

class PushFoldResult:
    stack: float
    ante: float
    push: PushFoldSide
    call: PushFoldSide
    ev_sb: float
    exploitability: float

def pushfold(stack: float, ante: float = ..., matrix: Optional[PreflopMatrix] = ...,
             threads: int = ...) -> PushFoldResult: ...
