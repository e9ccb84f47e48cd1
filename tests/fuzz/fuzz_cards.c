/* SPDX-License-Identifier: MIT */
/*
 * fuzz_cards.c - libFuzzer target for card text: pokeq_card_parse,
 * card_scan and card_list_parse (eval/card.h).
 *
 * Input: byte 0 picks the list's capacity (0..52), the rest is the text.
 * Properties: a card that parses formats back to text that parses to the
 * same card, and that text is the input up to case and "10" for "T"; a
 * list that parses holds at most capacity distinct cards 0..51, and its
 * formatted form parses back to the same cards in the same order; a
 * refused list points at a place inside the text, at the kind of problem
 * it names.
 */
#include "fuzz_check.h"

#include "card.h"
#include "pokeq.h"

#include <ctype.h>

/* The suit letter a suit's text stands for: one letter c d h s in any
 * case, or a suit symbol U+2660..U+2667 in UTF-8 (three bytes), maybe with
 * the variation selector U+FE0F (three more); 0 for anything else. */
static char suit_of_text(const char *suit, size_t length)
{
    if (length == 1)
        return (char)tolower((unsigned char)suit[0]);
    const unsigned char *u = (const unsigned char *)suit;
    if ((length != 3 && length != 6) || u[0] != 0xe2 || u[1] != 0x99 || u[2] < 0xa0 || u[2] > 0xa7)
        return 0;
    if (length == 6 && (u[3] != 0xef || u[4] != 0xb8 || u[5] != 0x8f))
        return 0;
    return "shdcshdc"[u[2] - 0xa0];
}

/* One card: its canonical form reads back, and is the input's text up to
 * case, with "10" written "T" and a suit symbol as its letter. */
static void check_single(const char *text)
{
    const int card = pokeq_card_parse(text);
    if (card < 0)
        return;
    FUZZ_CHECK(card < CARD_COUNT, "card %d", card);
    char name[3];
    FUZZ_CHECK(pokeq_card_format(card, name) == name, "no format for %d", card);
    FUZZ_CHECK(pokeq_card_parse(name) == card, "'%s' reads back differently", name);
    const size_t length = strlen(text), rank = text[0] == '1' && text[1] == '0' ? 2 : 1;
    FUZZ_CHECK(length > rank && suit_of_text(text + rank, length - rank) == name[1], "suit of '%s' is '%s'", text,
               name);
    FUZZ_CHECK(rank == 2 ? name[0] == 'T' : toupper((unsigned char)text[0]) == toupper((unsigned char)name[0]),
               "rank of '%s' is '%s'", text, name);
}

static void check_scan(const char *text)
{
    int length;
    const int card = card_scan(text, &length);
    FUZZ_CHECK(card < 0 ? length == 0 : card < CARD_COUNT && length >= 2 && length <= 8, "scan %d, %d", card,
               length);
}

/* A refused list: where and why must hold for the text. */
static void check_refusal(const char *text, int max, int error_at, enum card_list_error kind)
{
    const int length = (int)strlen(text);
    FUZZ_CHECK(error_at >= 0 && error_at < length, "error at %d of %d", error_at, length);
    int scanned;
    const int card = card_scan(text + error_at, &scanned);
    if (kind == CARD_LIST_BAD_CARD) {
        FUZZ_CHECK(card < 0, "a card at the bad card %d", error_at);
        return;
    }
    FUZZ_CHECK(kind == CARD_LIST_TOO_MANY || kind == CARD_LIST_REPEATED, "kind %d", (int)kind);
    FUZZ_CHECK(card >= 0, "no card where the list failed, at %d", error_at);
    if (kind == CARD_LIST_TOO_MANY) {
        /* one more card of room takes it further */
        int more[CARD_COUNT + 1], at;
        enum card_list_error again;
        const int count = card_list_parse(text, more, max + 1, &at, &again);
        FUZZ_CHECK(count == max + 1 || (count < 0 && at > error_at), "room for one more card: %d", count);
    }
}

static void check_list(const char *text, int max)
{
    int cards[CARD_COUNT + 1], error_at;
    enum card_list_error kind;
    const int count = card_list_parse(text, cards, max, &error_at, &kind);
    if (count < 0) {
        check_refusal(text, max, error_at, kind);
        return;
    }
    FUZZ_CHECK(count <= max && kind == CARD_LIST_OK, "%d cards, room for %d", count, max);
    uint64_t seen = 0;
    for (int i = 0; i < count; i++) {
        FUZZ_CHECK(cards[i] >= 0 && cards[i] < CARD_COUNT, "card %d", cards[i]);
        FUZZ_CHECK((seen >> cards[i] & 1) == 0, "card %d twice", cards[i]);
        seen |= 1ULL << cards[i];
    }
    char formatted[2 * CARD_COUNT + 1];
    card_list_format(cards, count, formatted);
    FUZZ_CHECK((int)strlen(formatted) == 2 * count, "'%s' for %d cards", formatted, count);
    int again[CARD_COUNT + 1];
    const int count_again = card_list_parse(formatted, again, max, &error_at, &kind);
    FUZZ_CHECK(count_again == count, "'%s' reads back as %d cards, not %d", formatted, count_again, count);
    FUZZ_CHECK(memcmp(cards, again, (size_t)count * sizeof cards[0]) == 0, "'%s' reads back differently",
               formatted);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const int max = data[0] % (CARD_COUNT + 1);
    char *text = fuzz_string(data + 1, size - 1);
    check_single(text);
    check_scan(text);
    check_list(text, max);
    free(text);
    return 0;
}
