/* SPDX-License-Identifier: MIT */
/*
 * range_parse.c - range text into weights per combo (pokeq_range_parse).
 *
 * The text is split at commas into terms; each term loses its whitespace
 * and is read on its own: an optional weight suffix (":fraction" or
 * "@percent") is split off the end, and the body must be exactly one of the
 * forms pokeq.h lists. Nothing is guessed: a term that is not exactly one
 * form is an error naming that term's place in the text.
 */
#include "text/combo.h"
#include "pokeq.h"
#include "text/range_parse.h"
#include "text/range_text.h"
#include "text/ranking.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

enum { TERM_MAX = RANGE_TERM_MAX, MICRO = RANGE_MICRO, SUITED_ANY = 0, SUITED_ONLY = 1, OFFSUIT_ONLY = 2 };

/* A ranking as "N%" reads it: its classes (combo.h cells), strongest
 * first, and the combos of the deck they share. */
typedef struct range_order {
    const uint8_t *cell;
    int classes, combos;
} range_order;

/* A hand class as typed: two ranks (high >= low) and a suitedness. */
typedef struct class_term {
    int high, low;
    int suitedness;
} class_term;

/* ---- adding combos ---- */

static void add_combo(pokeq_range *range, int combo, int weight)
{
    if (range->weight[combo] < weight)
        range->weight[combo] = (uint8_t)weight;
}

static void add_class(pokeq_range *range, int high, int low, int suitedness, int weight)
{
    for (int suit_a = 0; suit_a < SUIT_COUNT; suit_a++) {
        for (int suit_b = 0; suit_b < SUIT_COUNT; suit_b++) {
            const int suited = suit_a == suit_b;
            if (high == low ? suit_b <= suit_a : (suitedness == SUITED_ONLY && !suited) ||
                                                    (suitedness == OFFSUIT_ONLY && suited))
                continue;
            add_combo(range, combo_index(card_make(high, suit_a), card_make(low, suit_b)), weight);
        }
    }
}

static void add_grid_class(pokeq_range *range, int cls, int weight)
{
    const int row = cls / RANK_COUNT, column = cls % RANK_COUNT;
    const int rank_a = RANK_COUNT - 1 - row, rank_b = RANK_COUNT - 1 - column;
    const int high = rank_a > rank_b ? rank_a : rank_b, low = rank_a > rank_b ? rank_b : rank_a;
    add_class(range, high, low, row < column ? SUITED_ONLY : OFFSUIT_ONLY, weight);
}

/* ---- numbers ---- */

/* ---- ranks and classes ---- */

/* A rank at text[*at] ("T" or "10" for ten); advances *at; -1 if none. */
static int read_rank(const char *text, int length, int *at)
{
    if (*at + 1 < length && text[*at] == '1' && text[*at + 1] == '0') {
        *at += 2;
        return 8;
    }
    if (*at >= length)
        return -1;
    const int rank = rank_from_char(text[*at]);
    if (rank >= 0)
        (*at)++;
    return rank;
}

/* "AK", "AKs", "AKo", "QQ" at text[*at]; advances *at. */
static const char *read_class(const char *text, int length, int *at, class_term *out)
{
    const int first = read_rank(text, length, at);
    const int second = first < 0 ? -1 : read_rank(text, length, at);
    if (second < 0)
        return "expected two ranks";
    out->high = first > second ? first : second;
    out->low = first > second ? second : first;
    out->suitedness = SUITED_ANY;
    if (*at < length && (text[*at] == 's' || text[*at] == 'S' || text[*at] == 'o' || text[*at] == 'O')) {
        if (first == second)
            return "a pair cannot be suited or offsuit";
        out->suitedness = tolower((unsigned char)text[*at]) == 's' ? SUITED_ONLY : OFFSUIT_ONLY;
        (*at)++;
    }
    return NULL;
}

/* "QQ+", "A2s+": the pair and every higher pair, or the kicker and every
 * kicker up to one below the top card. */
static void add_plus(pokeq_range *range, const class_term *c, int weight)
{
    if (c->high == c->low) {
        for (int rank = c->high; rank < RANK_COUNT; rank++)
            add_class(range, rank, rank, SUITED_ANY, weight);
        return;
    }
    for (int kicker = c->low; kicker < c->high; kicker++)
        add_class(range, c->high, kicker, c->suitedness, weight);
}

/* "22-66", "K9s-K6s": pairs between two pairs, or kickers between two
 * hands with the same top card and suitedness (either order). */
static const char *add_span(pokeq_range *range, const class_term *a, const class_term *b, int weight)
{
    const int pairs = a->high == a->low && b->high == b->low;
    const int kickers = a->high != a->low && b->high != b->low && a->high == b->high &&
                        a->suitedness == b->suitedness;
    if (!pairs && !kickers)
        return "a span joins two pairs, or two hands with the same top card and suitedness";
    const int from = pairs ? (a->high < b->high ? a->high : b->high) : (a->low < b->low ? a->low : b->low);
    const int to = pairs ? (a->high > b->high ? a->high : b->high) : (a->low > b->low ? a->low : b->low);
    for (int rank = from; rank <= to; rank++)
        add_class(range, pairs ? rank : a->high, rank, a->suitedness, weight);
    return NULL;
}

/* ---- percentages ---- */

/* Marks in `in` the classes of the top `micro_percent` (millionths of a
 * percent) of the combos: the shortest prefix of the ranking whose combos
 * reach that share of the deck's (1,326; short deck 630: PokerStove's
 * rule); none for 0 %. */
static void top_classes(const range_order *order, int64_t micro_percent, uint8_t in[CLASS_COUNT])
{
    memset(in, 0, CLASS_COUNT);
    const int64_t target = micro_percent * order->combos; /* combos x 10^8 */
    int64_t combos = 0;
    for (int i = 0; i < order->classes && combos * 100 * MICRO < target; i++) {
        in[order->cell[i]] = 1;
        combos += class_combos(order->cell[i]);
    }
}

/* "10%" or "5%-10%" (the whole body). */
static const char *add_percent(pokeq_range *range, const char *text, int length, const range_order *order,
                               int weight)
{
    int64_t low, high;
    const char *problem = range_read_percent(text, length, &low, &high);
    if (problem)
        return problem;
    uint8_t below[CLASS_COUNT], upto[CLASS_COUNT];
    top_classes(order, low, below);
    top_classes(order, high, upto);
    for (int cls = 0; cls < CLASS_COUNT; cls++)
        if (upto[cls] && !below[cls])
            add_grid_class(range, cls, weight);
    return NULL;
}

/* ---- one term ---- */

/* Exactly two distinct cards ("AhKh", "10s9s"); 1 and the combo, 0 if the
 * body is not two cards, -1 for the same card twice. */
static int read_exact_combo(const char *text, int length, int *combo)
{
    char copy[TERM_MAX + 1];
    memcpy(copy, text, (size_t)length);
    copy[length] = '\0';
    int first_length = 0, second_length = 0;
    const int first = card_scan(copy, &first_length);
    const int second = first < 0 ? -1 : card_scan(copy + first_length, &second_length);
    if (second < 0 || first_length + second_length != length)
        return 0;
    if (first == second)
        return -1;
    *combo = combo_index(first, second);
    return 1;
}

static const char *parse_body(const char *text, int length, const range_order *order, int weight, pokeq_range *range)
{
    if (length == 0)
        return "empty term";
    if (range_matches_word(text, length, "random") || range_matches_word(text, length, "any") ||
        range_matches_word(text, length, "xxxx")) {
        for (int combo = 0; combo < COMBO_COUNT; combo++) /* add_combo, in a form that vectorises */
            range->weight[combo] = range->weight[combo] < weight ? (uint8_t)weight : range->weight[combo];
        return NULL;
    }
    if (memchr(text, '%', (size_t)length))
        return add_percent(range, text, length, order, weight);
    int combo;
    const int exact = read_exact_combo(text, length, &combo);
    if (exact < 0)
        return "the same card twice";
    if (exact > 0) {
        add_combo(range, combo, weight);
        return NULL;
    }
    int at = 0;
    class_term first;
    const char *problem = read_class(text, length, &at, &first);
    if (problem)
        return problem;
    if (at == length) {
        add_class(range, first.high, first.low, first.suitedness, weight);
        return NULL;
    }
    if (text[at] == '+' && at + 1 == length) {
        add_plus(range, &first, weight);
        return NULL;
    }
    if (text[at] != '-')
        return "unexpected characters after the hand";
    at++;
    class_term second;
    problem = read_class(text, length, &at, &second);
    if (problem)
        return problem;
    if (at != length)
        return "unexpected characters after the span";
    return add_span(range, &first, &second, weight);
}

/* One comma-separated term, whitespace already removed. */
static const char *parse_term(const char *text, int length, const range_order *order, pokeq_range *range)
{
    int weight;
    const char *problem = range_read_weight(text, &length, &weight);
    return problem ? problem : parse_body(text, length, order, weight, range);
}

/* ---- the whole text ---- */


/* A deck smaller than 52 cards (short deck): the term is read on its own
 * into scratch (a percentage by short deck's ranking: its classes are the
 * deck's), then refused when it names a card the deck lacks ("random"
 * excepted: it means every combo of the deck), else merged (higher weight
 * kept) with the cards outside the deck left out. */
static const char *add_deck_term(const char *term, int length, const range_order *order, uint64_t deck,
                                 pokeq_range *scratch, pokeq_range *out)
{
    memset(scratch, 0, sizeof *scratch);
    const char *problem = parse_term(term, length, order, scratch);
    if (problem)
        return problem;
    int body = length;
    range_read_weight(term, &body, &(int){0});
    const int everything = range_matches_word(term, body, "random") || range_matches_word(term, body, "any") ||
                           range_matches_word(term, body, "xxxx");
    for (int combo = 0; combo < COMBO_COUNT; combo++) {
        if (scratch->weight[combo] == 0)
            continue;
        if ((combo_mask(combo) & ~deck) == 0)
            add_combo(out, combo, scratch->weight[combo]);
        else if (!everything)
            return "a card the short deck does not have (it has 6 to A)";
    }
    return NULL;
}

typedef struct term_context {
    const range_order *order;
    uint64_t deck;
    pokeq_range *range;
} term_context;

static const char *read_term(const char *term, int length, void *context)
{
    const term_context *c = context;
    if (c->deck == (1ULL << CARD_COUNT) - 1)
        return parse_term(term, length, c->order, c->range);
    pokeq_range scratch;
    return add_deck_term(term, length, c->order, c->deck, &scratch, c->range);
}

int range_parse_deck(const char *text, enum pokeq_ranking ranking, uint64_t deck, pokeq_range *out,
                     pokeq_range_error *error)
{
    const uint8_t *table = ranking_table(ranking);
    if (text == NULL || out == NULL || table == NULL)
        return -POKEQ_ERR_ARGUMENT;
    memset(out, 0, sizeof *out);
    const bool full = deck == (1ULL << CARD_COUNT) - 1;
    const range_order order = full ? (range_order){table, CLASS_COUNT, COMBO_COUNT}
                                   : (range_order){ranking_shortdeck, RANKING_SHORTDECK_CLASSES,
                                                   RANKING_SHORTDECK_COMBOS};
    term_context context = {&order, deck, out};
    const int code = range_text_each_term(text, read_term, &context, error);
    if (code != 0)
        memset(out, 0, sizeof *out);
    return code;
}

int pokeq_range_parse_ranked(const char *text, enum pokeq_ranking ranking, pokeq_range *out,
                             pokeq_range_error *error)
{
    return range_parse_deck(text, ranking, (1ULL << CARD_COUNT) - 1, out, error);
}

int pokeq_range_parse(const char *text, pokeq_range *out, pokeq_range_error *error)
{
    return pokeq_range_parse_ranked(text, POKEQ_RANKING_POKERSTOVE, out, error);
}
