/* SPDX-License-Identifier: MIT */
/* card.c - parsing and formatting of card codes (see card.h). */
#include "card.h"

#include "pokeq.h"

#include <stddef.h>

static const char RANK_CHARS[] = "23456789TJQKA";
static const char SUIT_CHARS[] = "cdhs";

char rank_char(int rank) { return (rank >= 0 && rank < RANK_COUNT) ? RANK_CHARS[rank] : '?'; }
char suit_char(int suit) { return (suit >= 0 && suit < SUIT_COUNT) ? SUIT_CHARS[suit] : '?'; }

/* Rank and suit of a character (either case) plus one, 0 for none:
 * every card of a request is read here, so one load rather than a switch. */
static const unsigned char RANK_OF[128] = {
    ['2'] = 1, ['3'] = 2, ['4'] = 3, ['5'] = 4, ['6'] = 5, ['7'] = 6, ['8'] = 7, ['9'] = 8,
    ['T'] = 9, ['t'] = 9, ['J'] = 10, ['j'] = 10, ['Q'] = 11, ['q'] = 11, ['K'] = 12, ['k'] = 12,
    ['A'] = 13, ['a'] = 13};
static const unsigned char SUIT_OF[128] = {['C'] = 1, ['c'] = 1, ['D'] = 2, ['d'] = 2, ['H'] = 3, ['h'] = 3,
                                           ['S'] = 4, ['s'] = 4};

int rank_from_char(char c)
{
    return (unsigned char)c < 128 ? RANK_OF[(unsigned char)c] - 1 : -1;
}

int suit_from_char(char c)
{
    return (unsigned char)c < 128 ? SUIT_OF[(unsigned char)c] - 1 : -1;
}

/* A suit symbol as people paste it: U+2660..U+2667 (the black and white
 * card suits, UTF-8 E2 99 A0..A7), maybe followed by the emoji variation
 * selector U+FE0F (EF B8 8F). Returns the suit and sets *length to the
 * bytes used, or -1. */
static int suit_symbol(const char *text, int *length)
{
    /* A0 spade, A1 heart, A2 diamond, A3 club, A4 spade, A5 heart, A6 diamond, A7 club */
    static const int suit_of[8] = {3, 2, 1, 0, 3, 2, 1, 0};
    const unsigned char *u = (const unsigned char *)text;
    if (u[0] != 0xe2 || u[1] != 0x99 || u[2] < 0xa0 || u[2] > 0xa7)
        return -1;
    *length = u[3] == 0xef && u[4] == 0xb8 && u[5] == 0x8f ? 6 : 3;
    return suit_of[u[2] - 0xa0];
}

int card_scan(const char *text, int *length)
{
    *length = 0;
    if (text == NULL || text[0] == '\0')
        return -1;
    int rank = rank_from_char(text[0]);
    int used = 1;
    if (text[0] == '1' && text[1] == '0') { /* "10" is the other spelling of T */
        rank = 8;
        used = 2;
    }
    if (rank < 0)
        return -1;
    int suit_length = 1;
    int suit = suit_from_char(text[used]);
    if (suit < 0)
        suit = suit_symbol(text + used, &suit_length);
    if (suit < 0)
        return -1;
    *length = used + suit_length;
    return card_make(rank, suit);
}

int pokeq_card_parse(const char *text)
{
    int length;
    const int card = card_scan(text, &length);
    if (card < 0 || text[length] != '\0')
        return -1;
    return card;
}

char *pokeq_card_format(int card, char out[3])
{
    if (card < 0 || card >= CARD_COUNT)
        return NULL;
    out[0] = rank_char(card_rank(card));
    out[1] = suit_char(card_suit(card));
    out[2] = '\0';
    return out;
}

static int is_separator(char c) { return c == ' ' || c == ',' || c == '\t'; }

int card_list_parse(const char *text, int *out, int max, int *error_at,
                    enum card_list_error *error_kind)
{
    uint64_t seen = 0;
    int count = 0;
    *error_at = 0;
    *error_kind = CARD_LIST_OK;
    for (int at = 0; text[at] != '\0';) {
        if (is_separator(text[at])) {
            at++;
            continue;
        }
        int length;
        const int card = card_scan(text + at, &length);
        if (card < 0) {
            *error_at = at;
            *error_kind = CARD_LIST_BAD_CARD;
            return -1;
        }
        if (seen >> card & 1) {
            *error_at = at;
            *error_kind = CARD_LIST_REPEATED;
            return -1;
        }
        if (count == max) {
            *error_at = at;
            *error_kind = CARD_LIST_TOO_MANY;
            return -1;
        }
        seen |= 1ULL << card;
        out[count++] = card;
        at += length;
    }
    return count;
}

char *card_list_format(const int *cards, int count, char *out)
{
    for (int i = 0; i < count; i++)
        pokeq_card_format(cards[i], out + 2 * i);
    out[2 * count] = '\0';
    return out;
}

int pokeq_cards_parse(const char *text, int *cards, int max, int *error_at)
{
    int at = 0;
    enum card_list_error kind = CARD_LIST_OK;
    if (error_at != NULL)
        *error_at = -1;
    if (text == NULL || cards == NULL || max < 0)
        return -POKEQ_ERR_ARGUMENT;
    const int count = card_list_parse(text, cards, max, &at, &kind);
    if (count >= 0)
        return count;
    if (error_at != NULL)
        *error_at = at;
    return kind == CARD_LIST_REPEATED ? -POKEQ_ERR_DUPLICATE
           : kind == CARD_LIST_TOO_MANY ? -POKEQ_ERR_ARGUMENT
                                        : -POKEQ_ERR_CARD;
}

int pokeq_cards_format(const int *cards, int count, char *out, size_t size)
{
    if (cards == NULL || count < 0)
        return -POKEQ_ERR_ARGUMENT;
    for (int i = 0; i < count; i++)
        if (cards[i] < 0 || cards[i] >= CARD_COUNT)
            return -POKEQ_ERR_CARD;
    for (int i = 0; i < count && out != NULL; i++) {
        const char two[2] = {rank_char(card_rank(cards[i])), suit_char(card_suit(cards[i]))};
        for (int k = 0; k < 2; k++)
            if ((size_t)(2 * i + k) + 1 < size)
                out[2 * i + k] = two[k];
    }
    if (out != NULL && size > 0)
        out[(size_t)2 * count < size ? (size_t)2 * count : size - 1] = '\0';
    return 2 * count;
}
