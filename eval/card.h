/* SPDX-License-Identifier: MIT */
/*
 * card.h - card codes and their text form.
 *
 * A card is an int 0..51: 4*rank + suit, rank 0 = deuce .. 12 = ace,
 * suit 0..3 = c d h s. Text is a rank character (2-9, T or 10, J, Q, K, A)
 * and a suit character (c d h s), case-insensitive, or a suit symbol as
 * people paste it (UTF-8: ♣ ♦ ♥ ♠ or ♧ ♢ ♡ ♤, with or without the emoji
 * variation selector U+FE0F).
 * Pure functions; safe from any thread.
 */
#ifndef POKEQ_CARD_H
#define POKEQ_CARD_H

#include <stdint.h>

enum { CARD_COUNT = 52, RANK_COUNT = 13, SUIT_COUNT = 4 };

static inline int card_rank(int card) { return card >> 2; }
static inline int card_suit(int card) { return card & 3; }
static inline int card_make(int rank, int suit) { return 4 * rank + suit; }

/* Rank character ("23456789TJQKA") and suit character ("cdhs"). */
char rank_char(int rank);
char suit_char(int suit);

/* Rank of a character, case-insensitive ('T' for ten); -1 if none. */
int rank_from_char(char c);
int suit_from_char(char c);

/* Reads one card at text; returns its code and sets *length to the bytes
 * used (2, or 3 for "10x"; 4 to 8 with a suit symbol), or returns -1 (with
 * *length 0) when text does not start with a card. */
int card_scan(const char *text, int *length);

/* Parses a run of cards, back to back ("AhKd7c") or separated by spaces,
 * tabs or commas. Stores up to max codes in out. Returns the number of cards,
 * or -1 with *error_at set to the byte offset of the offending card (not a
 * card, one past max, or a repeat: *error_kind tells which). */
enum card_list_error { CARD_LIST_OK, CARD_LIST_BAD_CARD, CARD_LIST_TOO_MANY, CARD_LIST_REPEATED };
int card_list_parse(const char *text, int *out, int max, int *error_at,
                    enum card_list_error *error_kind);

/* Writes the cards' two-character forms back to back ("AhKd"); out needs
 * 2*count+1 bytes. Returns out. */
char *card_list_format(const int *cards, int count, char *out);

#endif
