/* SPDX-License-Identifier: MIT */
/*
 * request_text.h - a request's texts read into a resolved input
 * (library-internal; request_resolve's first half, solve/request.h): the
 * board and dead card lists, and each seat's text as a fixed hand of the
 * game or as range text. Every card is claimed once: a card that is
 * repeated, or not in the game's deck, is refused, and the message names
 * both texts that hold it. Each failure fills a pokeq_error_info (may be
 * NULL) naming the text, the byte offset and length of the bad part and
 * the card. It does not check counts of seats or cards left to deal, nor
 * take known cards out of ranges (request.c does). Thread safe.
 */
#ifndef POKEQ_REQUEST_TEXT_H
#define POKEQ_REQUEST_TEXT_H

#include "core/resolved.h"
#include "card.h"
#include "pokeq.h"

/* Which text first used each card, to name both sides of a repeat, and
 * the game whose deck every card must be in. Start with used = 0. */
typedef struct card_owners {
    uint64_t used;                      /* the cards claimed so far */
    const char *text[CARD_COUNT];       /* set where used has the card: nothing to zero */
    game rules;
} card_owners;

/* One text of the request: where it is (enum pokeq_error_place, the
 * seat or -1) and what it says. */
typedef struct source {
    const char *text;
    int place;
    int seat;
} source;

/* The board and dead cards into out->board/dead (and their counts),
 * claimed in that order. Returns 0 or a negated pokeq_error. */
int request_text_known(const pokeq_request *request, resolved *out, card_owners *owners, pokeq_error_info *error);

/* Seat from->seat's text: the game's count of cards (or, in a seated
 * game, its known cards) makes out->fixed/hole/hole_count (its given and
 * live are not written: request_fixed_ranges); else range text into
 * out->given (in a game with ranges; an Omaha range's text is checked
 * here, its given left empty, and read again by its engine). The hand's
 * cards are not claimed here (request_text_claim). Returns 0 or a negated
 * pokeq_error. */
int request_text_seat(const source *from, int ranking, const game *rules, resolved *out, pokeq_error_info *error);

/* Claims count cards for from. Returns 0 or a negated pokeq_error. */
int request_text_claim(const int *cards, int count, const source *from, card_owners *owners,
                       pokeq_error_info *error);

#endif
