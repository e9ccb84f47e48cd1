/* SPDX-License-Identifier: MIT */
/*
 * fuzz_omaha_range.c - libFuzzer target for Omaha range text
 * (sim/text/omaha_range.h).
 *
 * Input: byte 0 modulo 3 picks the hand size (4, 5, 6 cards), the rest is
 * the text; four-card text is read with Omaha's ranking ("N%" terms).
 * Properties: a range that parses holds terms whose ranks, suits,
 * qualifiers and weights are in range; when its listing is small it holds
 * distinct hands of the right size in ascending order, each with the
 * weight omaha_range_weight gives it and none with weight 0, and a hand
 * outside the listing (a sample) weighs 0. A refused text names a term
 * inside the text, with a reason, and leaves no terms.
 */
#include "fuzz_check.h"

#include "text/omaha_range.h"
#include "pokeq.h"

enum { LIST_CAP = 2000 };

static void check_terms(const omaha_range *range)
{
    for (int i = 0; i < range->term_count; i++) {
        const omaha_term *t = &range->term[i];
        FUZZ_CHECK(t->weight <= POKEQ_RANGE_WEIGHT_ONE && t->qualifier <= OMAHA_RAINBOW, "term %d", i);
        FUZZ_CHECK(!t->ranked || (range->ranking != NULL && t->top_from <= t->top_to &&
                                  t->top_to <= RANKING_OMAHA_CLASSES),
                   "term %d: places %d..%d", i, t->top_from, t->top_to);
        for (int p = 0; p < OMAHA_RANGE_MAX_HOLE; p++)
            FUZZ_CHECK(t->rank[p] >= -1 && t->rank[p] < 13 && t->suit[p] >= -1 && t->suit[p] < 4,
                       "term %d position %d", i, p);
    }
}

static void check_listing(const omaha_range *range)
{
    uint64_t *hands;
    const long count = omaha_range_hands(range, 0, LIST_CAP, &hands);
    FUZZ_CHECK(count >= -2, "count %ld", count);
    if (count < 0)
        return;
    uint64_t outside = 0x1f00000000ULL; /* a probe: the first hand not listed */
    for (long i = 0; i < count; i++) {
        const uint64_t hand = hands[i] >> 8;
        const int weight = (int)(hands[i] & 0xff);
        FUZZ_CHECK(__builtin_popcountll(hand) == range->hole_cards && hand < 1ULL << 52, "hand %ld", i);
        FUZZ_CHECK(i == 0 || hands[i - 1] >> 8 < hand, "not ascending at %ld", i);
        FUZZ_CHECK(weight > 0 && weight == omaha_range_weight(range, hand), "hand %ld weighs %d", i, weight);
        if (hand == outside)
            outside <<= 1;
    }
    if (__builtin_popcountll(outside) == range->hole_cards && outside < 1ULL << 52) {
        int listed = 0;
        for (long i = 0; i < count; i++)
            listed |= hands[i] >> 8 == outside;
        FUZZ_CHECK(listed || omaha_range_weight(range, outside) == 0, "an unlisted hand weighs more than 0");
    }
    free(hands);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const int hole_cards = 4 + data[0] % 3;
    char *text = fuzz_string(data + 1, size - 1);
    omaha_range range;
    pokeq_range_error error = {-1, -1, NULL};
    const int code =
        omaha_range_parse_ranked(text, hole_cards, hole_cards == 4 ? &ranking_omaha : NULL, &range, &error);
    if (code == 0) {
        FUZZ_CHECK(range.hole_cards == hole_cards && range.term_count >= 1, "%d terms", range.term_count);
        check_terms(&range);
        check_listing(&range);
    } else {
        const int length = (int)strlen(text);
        FUZZ_CHECK(code == -POKEQ_ERR_RANGE_SYNTAX && range.term_count == 0, "code %d", code);
        FUZZ_CHECK(error.reason != NULL && error.reason[0] != '\0', "no reason");
        FUZZ_CHECK(error.offset >= 0 && error.length >= 0 && error.offset + error.length <= length,
                   "term at %d+%d of %d", error.offset, error.length, length);
    }
    omaha_range_free(&range);
    free(text);
    return 0;
}
