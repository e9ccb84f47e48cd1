# SPDX-License-Identifier: MIT
"""Exceptions of the pokeq package and the mapping of the library's error records."""

from ._native import ffi, lib

# pokeq_error codes by name, as in pokeq.h (enum pokeq_error)
ERROR_NAMES = {
    lib.POKEQ_ERR_PLAYERS: "PLAYERS", lib.POKEQ_ERR_BOARD: "BOARD", lib.POKEQ_ERR_DEAD: "DEAD",
    lib.POKEQ_ERR_CARD: "CARD", lib.POKEQ_ERR_DUPLICATE: "DUPLICATE", lib.POKEQ_ERR_DECK: "DECK",
    lib.POKEQ_ERR_ARGUMENT: "ARGUMENT", lib.POKEQ_ERR_MEMORY: "MEMORY",
    lib.POKEQ_ERR_RANGE_SYNTAX: "RANGE_SYNTAX", lib.POKEQ_ERR_RANGE_EMPTY: "RANGE_EMPTY",
    lib.POKEQ_ERR_OVERFLOW: "OVERFLOW", lib.POKEQ_ERR_TOO_HARD: "TOO_HARD",
    lib.POKEQ_ERR_CANCELLED: "CANCELLED", lib.POKEQ_ERR_TOO_SLOW: "TOO_SLOW",
    lib.POKEQ_ERR_HAND: "HAND", lib.POKEQ_ERR_GAME: "GAME", lib.POKEQ_ERR_UNSUPPORTED: "UNSUPPORTED",
    lib.POKEQ_ERR_SHARDS: "SHARDS",
}

PLACES = {lib.POKEQ_AT_REQUEST: "request", lib.POKEQ_AT_SEAT: "seat", lib.POKEQ_AT_BOARD: "board",
          lib.POKEQ_AT_DEAD: "dead"}


class Error(Exception):
    """Base class of every exception pokeq raises."""


class InputError(Error, ValueError):
    """Bad input: a hand, range, board, dead card list or option that pokeq refuses.

    ``str(error)`` is the sentence the ``pokeq`` program prints after
    ``pokeq: argument N:`` -- what is wrong, then ``, at 'TOKEN'``.

    Attributes:
        reason: what is wrong (the sentence without the ``at '...'`` part).
        token: the bad part of the input, as text (a term of a range, a card,
            a whole hand, or an option's value).
        offset: where ``token`` starts, in characters, in the text it came
            from (the seat's text, the board, the dead cards or the option);
            0 when the token is the whole text.
        length: the token's length in characters.
        place: ``"seat"``, ``"board"``, ``"dead"``, ``"request"`` (the
            seats together, or the request as a whole), ``"cards"`` (the
            cards of :func:`evaluate`), ``"range"`` (:func:`parse_range`)
            or ``"option"`` (a keyword argument).
        seat: the seat's index (0-based) when place is ``"seat"``, else None.
        card: the card at fault (``"Ah"``) when there is one, else None.
        code: the library's error code (a negative ``pokeq_error``), or 0 for
            an error found before the library was called.
        error: the code's name (``"RANGE_SYNTAX"``, ``"DUPLICATE"``, ...) or
            ``"OPTION"``.
    """

    def __init__(self, reason, token, *, offset=0, length=None, place="request", seat=None, card=None,
                 code=0, error=None):
        self.reason = reason
        self.token = token
        self.offset = offset
        self.length = len(token) if length is None else length
        self.place = place
        self.seat = seat
        self.card = card
        self.code = code
        self.error = error if error is not None else ERROR_NAMES.get(-code, "OPTION")
        super().__init__("%s, at '%s'" % (reason, token))

    def __reduce__(self):
        return (_rebuild_input_error, (self.reason, self.token, self.__dict__.copy()))


def _rebuild_input_error(reason, token, state):
    error = InputError.__new__(InputError)
    Exception.__init__(error, "%s, at '%s'" % (reason, token))
    error.__dict__.update(state)
    return error


class Cancelled(Error):
    """An exact job stopped by its cancel flag: a count stopped halfway is no answer.

    (A Monte Carlo job stopped the same way returns the trials done so far,
    with ``result.interrupted`` set.)
    """


def option_error(name, value, what):
    """An InputError about a keyword argument: ``"<name> <what>, at '<value>'"``."""
    token = str(value)
    return InputError("%s %s" % (name, what), token, place="option", length=len(token), error="OPTION")


def whole_chars(data, start, end):
    """(start, end) widened to whole UTF-8 characters of the bytes data."""
    while 0 < start < len(data) and (data[start] & 0xC0) == 0x80:
        start -= 1
    while 0 < end < len(data) and (data[end] & 0xC0) == 0x80:
        end += 1
    return start, end


def decode(data):
    return data.decode("utf-8", "surrogatepass")


def token_of(data, offset, length):
    """The part [offset, offset+length) of the bytes data as text, with its
    character offset and length; the whole text when offset < 0."""
    if offset is None or offset < 0:
        text = decode(data)
        return text, 0, len(text)
    start, end = whole_chars(data, min(offset, len(data)), min(offset + max(length, 0), len(data)))
    token = decode(data[start:end])
    return token, len(decode(data[:start])), len(token)


def card_text(card):
    if card is None or card < 0 or card > 51:
        return None
    out = ffi.new("char[3]")
    lib.pokeq_card_format(card, out)
    return ffi.string(out).decode()
