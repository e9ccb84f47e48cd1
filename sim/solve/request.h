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
 * `shards` field: a caller's size must cover it. */
#define REQUEST_SIZE_FIRST (offsetof(pokeq_request, shards) + sizeof(int))

/* Copies the caller's request into *out, a request of this library's
 * version: the fields the caller's size covers, the others at their
 * defaults (pokeq_request_init), out->size this version's. A request of a
 * newer header than this library (size larger) or older than the first
 * published one is refused (ARGUMENT, *error filled; error may be NULL). */
int request_upgrade(const pokeq_request *request, pokeq_request *out, pokeq_error_info *error);

/* *out: the caller's request itself when it is of this version (nothing
 * copied), else request_upgrade's copy in *room. Returns as
 * request_upgrade. */
int request_current(const pokeq_request *request, pokeq_request *room, const pokeq_request **out,
                    pokeq_error_info *error);

/* Resolves *request into *out. Returns 0, or a negated pokeq_error with
 * *error filled. */
int request_resolve(const pokeq_request *request, resolved *out, pokeq_error_info *error);


#endif
