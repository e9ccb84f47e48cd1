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
#include "core/resolved.h"


/* Resolves *request into *out. Returns 0, or a negated pokeq_error with
 * *error filled. */
int request_resolve(const pokeq_request *request, resolved *out, pokeq_error_info *error);


#endif
