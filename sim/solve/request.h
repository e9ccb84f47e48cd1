/* SPDX-License-Identifier: MIT */
/*
 * request.h - a pokeq_request resolved into what the engines take
 * (library-internal): every seat's hand or range, the board and the dead
 * cards, each card checked against every other, each failure described in
 * a pokeq_error_info that names the seat or card text, the byte offset and
 * length of the bad part, and the card. The game (request->game) sets
 * the hole cards per seat, the deck the cards must be in, and whether a
 * seat may be a range. After request_resolve succeeds
 * nothing about the input can fail: any later error is the engine's.
 */
#ifndef POKEQ_REQUEST_H
#define POKEQ_REQUEST_H

#include "pokeq.h"

#include <stddef.h>
#include "core/resolved.h"


/* The first published layout of pokeq_request (0.2.0) ends with its
 * `shards` field; the next (per-hand rows, after 0.4.0) with `hands_capacity`.
 * A caller's size is one of the two (0.2.0's with or without its tail
 * padding). */
#define REQUEST_SIZE_FIRST (offsetof(pokeq_request, shards) + sizeof(int))

/* Copies the caller's request into *out, a request of this library's
 * version: the fields the caller's size covers, the others at their
 * defaults (pokeq_request_init), out->size this version's. A request of a
 * size no published header has (a newer header's, a size between two) is
 * refused (ARGUMENT, *error filled; error may be NULL). */
int request_upgrade(const pokeq_request *request, pokeq_request *out, pokeq_error_info *error);

/* *out: the caller's request itself when it is of this version (nothing
 * copied), else request_upgrade's copy in *room. Returns as
 * request_upgrade. */
int request_current(const pokeq_request *request, pokeq_request *room, const pokeq_request **out,
                    pokeq_error_info *error);

/* Resolves *request into *out. Returns 0, or a negated pokeq_error with
 * *error filled. */
int request_resolve(const pokeq_request *request, resolved *out, pokeq_error_info *error);

/* request_resolve but for the fixed seats' ranges: a fixed seat's given
 * and live are left unwritten until request_fixed_ranges writes them, for
 * a caller whose job (every seat a fixed hand) reads none of them: two
 * 1,326-weight ranges a seat are not made for a job of microseconds. */
int request_resolve_hands(const pokeq_request *request, resolved *out, pokeq_error_info *error);
/* Each fixed seat's given (a two-card hand's one combo at weight one;
 * empty for more cards; a range given as weights keeps its own) and live
 * (the same), as request_resolve writes them. */
void request_fixed_ranges(resolved *out);


#endif
