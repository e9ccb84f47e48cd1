/* SPDX-License-Identifier: MIT */
/*
 * fuzz_range.c - libFuzzer target for range text: pokeq_range_parse_ranked
 * and the normalised text pokeq_range_format writes.
 *
 * Input: byte 0 modulo 3 picks the ranking (percent terms), byte 0 / 3
 * odd the short deck (range_parse_deck over cards 6..A); the rest is the
 * text.
 * Properties: a range that parses holds 0..1,326 legal combos (two
 * distinct cards each) with weights 0..POKEQ_RANGE_WEIGHT_ONE; unless
 * empty, its normalised text parses back to the very same weights, and formats to
 * the same text again; a shorter buffer gets a NUL-terminated prefix of
 * that text and the same length back. A refused text leaves the range
 * all zero and names a term inside the text. Over the short deck: an
 * accepted range holds no 2-5 and, without a percentage, equals the full
 * deck's reading of the same text without the combos holding one; with
 * one (short deck's own ranking), it reads the same whatever ranking is
 * asked for.
 */
#include "fuzz_check.h"

#include "pokeq.h"
#include "text/range_parse.h"

#include <stdbool.h>

/* The normalised text of any range fits: 1,326 combos of "AhKd:0.05,". */
enum { FORMAT_MAX = 16384 };

static void check_combos(const pokeq_range *range)
{
    int size = 0;
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        const int weight = range->weight[combo];
        FUZZ_CHECK(weight <= POKEQ_RANGE_WEIGHT_ONE, "combo %d weighs %d", combo, weight);
        if (weight == 0)
            continue;
        size++;
        int cards[2];
        FUZZ_CHECK(pokeq_combo_cards(combo, cards) == 0, "combo %d", combo);
        FUZZ_CHECK(cards[0] != cards[1] && cards[0] >= 0 && cards[0] < 52 && cards[1] >= 0 && cards[1] < 52,
                   "combo %d is %d %d", combo, cards[0], cards[1]);
        FUZZ_CHECK(pokeq_combo_index(cards[0], cards[1]) == combo, "combo %d's cards index elsewhere", combo);
    }
    FUZZ_CHECK(pokeq_range_size(range) == size && size <= POKEQ_COMBOS, "size %d, counted %d",
               pokeq_range_size(range), size);
}

/* Normalised text: parses back exactly; formats the same again. */
static void check_round_trip(const pokeq_range *range, size_t cut)
{
    char text[FORMAT_MAX];
    const int length = pokeq_range_format(range, text, sizeof text);
    FUZZ_CHECK(length >= 0 && length < FORMAT_MAX && (int)strlen(text) == length, "format length %d", length);
    pokeq_range again;
    pokeq_range_error error;
    FUZZ_CHECK(pokeq_range_parse(text, &again, &error) == 0, "normalised '%s' fails at %d: %s", text, error.offset,
               error.reason);
    FUZZ_CHECK(memcmp(range->weight, again.weight, sizeof again.weight) == 0, "'%s' reads back differently", text);
    char twice[FORMAT_MAX];
    pokeq_range_format(&again, twice, sizeof twice);
    FUZZ_CHECK(strcmp(text, twice) == 0, "'%s' then '%s'", text, twice);
    /* a short buffer: a prefix, NUL-terminated, the full length back */
    const size_t size = cut % ((size_t)length + 2);
    char *short_buffer = malloc(size + 1);
    FUZZ_CHECK(short_buffer != NULL, "out of memory");
    short_buffer[size] = 'x';
    FUZZ_CHECK(pokeq_range_format(range, short_buffer, size) == length, "length differs with %zu bytes", size);
    FUZZ_CHECK(short_buffer[size] == 'x', "wrote past %zu bytes", size);
    if (size > 0) {
        const size_t kept = strlen(short_buffer);
        FUZZ_CHECK(kept == (size - 1 < (size_t)length ? size - 1 : (size_t)length) &&
                       memcmp(short_buffer, text, kept) == 0,
                   "'%s' is not a prefix of '%s'", short_buffer, text);
    }
    free(short_buffer);
}

static void check_refusal(const char *text, int code, const pokeq_range *range, const pokeq_range_error *error)
{
    FUZZ_CHECK(code == -POKEQ_ERR_RANGE_SYNTAX, "code %d", code);
    static const pokeq_range zero;
    FUZZ_CHECK(memcmp(range, &zero, sizeof zero) == 0, "a refused range is not empty");
    const int length = (int)strlen(text);
    FUZZ_CHECK(error->reason != NULL && error->reason[0] != '\0', "no reason");
    FUZZ_CHECK(error->offset >= 0 && error->length >= 0 && error->offset + error->length <= length,
               "term at %d+%d of %d", error->offset, error->length, length);
}

/* The short deck's reading: the full deck's, less the 2s to 5s; with a
 * percentage, its own ranking's whatever ranking is named. */
static void check_short_deck(const char *text, enum pokeq_ranking ranking)
{
    const uint64_t deck = ((1ULL << 52) - 1) & ~0xffffULL;
    pokeq_range range, full;
    pokeq_range_error error = {-1, -1, NULL};
    const int code = range_parse_deck(text, ranking, deck, &range, &error);
    if (code != 0) {
        check_refusal(text, code, &range, &error);
        return;
    }
    check_combos(&range);
    const bool percent = strchr(text, '%') != NULL;
    if (percent)
        FUZZ_CHECK(range_parse_deck(text, POKEQ_RANKING_VS1, deck, &full, NULL) == 0 &&
                       memcmp(full.weight, range.weight, sizeof full.weight) == 0,
                   "short deck reads '%s' by the ranking named", text);
    else
        FUZZ_CHECK(pokeq_range_parse_ranked(text, ranking, &full, NULL) == 0, "short deck reads '%s', full does not",
                   text);
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        int cards[2];
        pokeq_combo_cards(combo, cards);
        const int in_deck = cards[0] >= 16 && cards[1] >= 16;
        FUZZ_CHECK(in_deck || range.weight[combo] == 0, "combo %d of '%s' is not in the deck", combo, text);
        FUZZ_CHECK(percent || range.weight[combo] == (in_deck ? full.weight[combo] : 0), "combo %d of '%s'", combo,
                   text);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    static const enum pokeq_ranking rankings[] = {POKEQ_RANKING_POKERSTOVE, POKEQ_RANKING_VS3, POKEQ_RANKING_VS1};
    const enum pokeq_ranking ranking = rankings[data[0] % 3];
    char *text = fuzz_string(data + 1, size - 1);
    if (data[0] / 3 % 2 == 1) {
        check_short_deck(text, ranking);
        free(text);
        return 0;
    }
    pokeq_range range;
    pokeq_range_error error = {-1, -1, NULL};
    const int code = pokeq_range_parse_ranked(text, ranking, &range, &error);
    if (code == 0) {
        check_combos(&range);
        /* the empty range ("QQ:0") is the one exception: its normalised
         * text is "", which is no range (test_range_parse.c says both) */
        if (pokeq_range_size(&range) > 0)
            check_round_trip(&range, size * 31 + data[0]);
    } else {
        check_refusal(text, code, &range, &error);
    }
    free(text);
    return 0;
}
