/* SPDX-License-Identifier: MIT */
/* strerror.c - pokeq_strerror: each pokeq_error in a sentence (pokeq.h). */
#include "pokeq.h"

const char *pokeq_strerror(int error)
{
    switch (error < 0 ? -error : error) {
    case POKEQ_OK: return "no error";
    case POKEQ_ERR_PLAYERS: return "the number of players must be 2 to 10";
    case POKEQ_ERR_BOARD: return "a board has 0 to 5 cards";
    case POKEQ_ERR_DEAD: return "at most 48 dead cards";
    case POKEQ_ERR_CARD: return "a card code is outside 0..51 or not in the game's deck";
    case POKEQ_ERR_DUPLICATE: return "a card is used twice";
    case POKEQ_ERR_DECK: return "too few cards are left to complete the board";
    case POKEQ_ERR_ARGUMENT: return "a bad argument (NULL pointer or option out of range)";
    case POKEQ_ERR_MEMORY: return "out of memory";
    case POKEQ_ERR_RANGE_SYNTAX: return "a range does not parse";
    case POKEQ_ERR_RANGE_EMPTY:
        return "a range has no hand left once the known cards are removed, or no deal gives every player a hand without a shared card";
    case POKEQ_ERR_OVERFLOW: return "the weighted exact counts would overflow 64 bits (use Monte Carlo or coarser weights)";
    case POKEQ_ERR_TOO_HARD:
        return "the ranges leave almost no valid deal, too few to find or sample; use fewer players or ranges that overlap less";
    case POKEQ_ERR_CANCELLED: return "cancelled";
    case POKEQ_ERR_TOO_SLOW: return "an exact answer would take longer than the limit";
    case POKEQ_ERR_HAND: return "a seat's text is not a hand of the game";
    case POKEQ_ERR_GAME: return "unknown game";
    case POKEQ_ERR_UNSUPPORTED: return "this game is not supported by this call yet";
    case POKEQ_ERR_SHARDS: return "the shard results are not the parts of one job, each once";
    default: return "unknown error";
    }
}
