/* SPDX-License-Identifier: MIT */
/* omaha_range.c - Omaha range text, matching and listing (omaha_range.h). */
#include "text/omaha_range.h"

#include "card.h"
#include "text/range_text.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

enum { ANY = -1, SUIT_BITS = 4 };

static const uint64_t SUIT_CARDS = 0x1111111111111ULL; /* the clubs; << suit for another */

/* ---- reading a term ---- */

typedef struct reader {
    omaha_range *range;
    const omaha_ranking *ranking;
    int capacity;
    int out_of_memory;
} reader;

/* "ds", "ss" or "r" at the end of the body; shortens *length. */
static int read_qualifier(const char *text, int *length)
{
    const int n = *length;
    const char last = (char)tolower((unsigned char)text[n - 1]);
    const char before = n >= 2 ? (char)tolower((unsigned char)text[n - 2]) : '\0';
    if (n >= 2 && last == 's' && (before == 'd' || before == 's')) {
        *length -= 2;
        return before == 'd' ? OMAHA_DOUBLE_SUITED : OMAHA_SINGLE_SUITED;
    }
    if (n >= 1 && last == 'r') {
        *length -= 1;
        return OMAHA_RAINBOW;
    }
    return OMAHA_ANY_SUITS;
}

/* One position at text[*at]: a card, a rank, "x" or "x" and a suit. */
static const char *read_position(const char *text, int length, int *at, int8_t *rank, int8_t *suit)
{
    char copy[RANGE_TERM_MAX + 1];
    memcpy(copy, text + *at, (size_t)(length - *at));
    copy[length - *at] = '\0';
    int used = 0;
    const int card = card_scan(copy, &used);
    if (card >= 0) {
        *rank = (int8_t)card_rank(card);
        *suit = (int8_t)card_suit(card);
        *at += used;
        return NULL;
    }
    *suit = ANY;
    if (copy[0] == 'x' || copy[0] == 'X') {
        *rank = ANY;
        used = 1;
    } else if (copy[0] == '1' && copy[1] == '0') {
        *rank = 8;
        used = 2;
    } else if (rank_from_char(copy[0]) >= 0) {
        *rank = (int8_t)rank_from_char(copy[0]);
        used = 1;
    } else {
        return "expected a card, a rank or x";
    }
    if (*rank == ANY && suit_from_char(copy[1]) >= 0) {
        *suit = (int8_t)suit_from_char(copy[1]);
        used++;
    }
    *at += used;
    return NULL;
}

/* "10%", "5%-10%": the places of the classes between the two shares. */
static const char *read_percent(const char *text, int length, const omaha_ranking *ranking, omaha_term *t)
{
    if (ranking == NULL)
        return "a percentage: pokeq ranks only omaha's and omaha-hilo's (four-card) starting hands; name the "
               "hands (AAxx, KQJTds)";
    int64_t low, high;
    const char *problem = range_read_percent(text, length, &low, &high);
    if (problem)
        return problem;
    t->ranked = 1;
    t->top_from = (uint16_t)ranking_omaha_top(ranking, low);
    t->top_to = (uint16_t)ranking_omaha_top(ranking, high);
    return NULL;
}

static const char *read_pattern(const char *text, int length, const reader *r, omaha_term *t)
{
    for (int p = 0; p < OMAHA_RANGE_MAX_HOLE; p++)
        t->rank[p] = t->suit[p] = ANY;
    if (range_matches_word(text, length, "random") || range_matches_word(text, length, "any"))
        return NULL;
    if (memchr(text, '%', (size_t)length) != NULL)
        return read_percent(text, length, r->ranking, t);
    const int hole_cards = r->range->hole_cards;
    t->qualifier = (uint8_t)read_qualifier(text, &length);
    int positions = 0;
    uint64_t exact = 0;
    for (int at = 0; at < length; positions++) {
        if (positions == hole_cards)
            return "more cards than a hand of the game holds";
        const char *problem = read_position(text, length, &at, &t->rank[positions], &t->suit[positions]);
        if (problem)
            return problem;
        if (t->rank[positions] != ANY && t->suit[positions] != ANY) {
            const uint64_t bit = 1ULL << card_make(t->rank[positions], t->suit[positions]);
            if (exact & bit)
                return "the same card twice";
            exact |= bit;
        }
    }
    return NULL;
}

static const char *read_term(const char *text, int length, void *context)
{
    reader *r = context;
    if (length == 0)
        return "empty term";
    omaha_term t;
    memset(&t, 0, sizeof t);
    int weight;
    const char *problem = range_read_weight(text, &length, &weight);
    if (problem == NULL && length == 0)
        problem = "empty term";
    if (problem == NULL)
        problem = read_pattern(text, length, r, &t);
    if (problem)
        return problem;
    t.weight = (uint8_t)weight;
    if (r->range->term_count == r->capacity) {
        const int capacity = r->capacity ? 2 * r->capacity : 8;
        omaha_term *grown = realloc(r->range->term, sizeof *grown * (size_t)capacity);
        if (grown == NULL) {
            r->out_of_memory = 1;
            return "out of memory";
        }
        r->range->term = grown;
        r->capacity = capacity;
    }
    r->range->term[r->range->term_count++] = t;
    return NULL;
}

int omaha_range_parse(const char *text, int hole_cards, omaha_range *out, pokeq_range_error *error)
{
    return omaha_range_parse_ranked(text, hole_cards, NULL, out, error);
}

int omaha_range_parse_ranked(const char *text, int hole_cards, const omaha_ranking *ranking, omaha_range *out,
                             pokeq_range_error *error)
{
    if (text == NULL || out == NULL || hole_cards < 4 || hole_cards > OMAHA_RANGE_MAX_HOLE ||
        (ranking != NULL && hole_cards != 4))
        return -POKEQ_ERR_ARGUMENT;
    *out = (omaha_range){hole_cards, 0, NULL, ranking};
    reader r = {out, ranking, 0, 0};
    int code = range_text_each_term(text, read_term, &r, error);
    if (r.out_of_memory)
        code = -POKEQ_ERR_MEMORY;
    if (code != 0)
        omaha_range_free(out);
    out->hole_cards = hole_cards;
    return code;
}

void omaha_range_free(omaha_range *range)
{
    free(range->term);
    range->term = NULL;
    range->term_count = 0;
}

/* ---- matching ---- */

static int fits(const omaha_term *t, int position, int card)
{
    return (t->rank[position] == ANY || t->rank[position] == card_rank(card)) &&
           (t->suit[position] == ANY || t->suit[position] == card_suit(card));
}

static int suits_fit(int qualifier, uint64_t hand)
{
    int twos = 0, more = 0;
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        const int n = __builtin_popcountll(hand & SUIT_CARDS << suit);
        twos += n == 2;
        more += n > 2;
    }
    switch (qualifier) {
    case OMAHA_DOUBLE_SUITED:
        return twos == 2 && more == 0;
    case OMAHA_SINGLE_SUITED:
        return twos == 1 && more == 0;
    case OMAHA_RAINBOW:
        return twos == 0 && more == 0;
    default:
        return 1;
    }
}

/* Whether the hand fits the term's suit qualifier and, for a percentage,
 * its places. */
static int term_admits(const omaha_term *t, const omaha_ranking *ranking, uint64_t hand)
{
    if (!suits_fit(t->qualifier, hand))
        return 0;
    if (!t->ranked)
        return 1;
    const int place = ranking_omaha_place(ranking, hand);
    return place >= t->top_from && place < t->top_to;
}

/* Whether the hand's cards can be given one to each position: the sets of
 * positions filled after each card, as a bit set over the 2^n subsets. */
static int term_matches(const omaha_term *t, const omaha_range *range, uint64_t hand)
{
    const int positions = range->hole_cards;
    if (!term_admits(t, range->ranking, hand))
        return 0;
    uint64_t reach = 1; /* subset {} */
    for (uint64_t rest = hand; rest != 0; rest &= rest - 1) {
        const int card = __builtin_ctzll(rest);
        uint64_t next = 0;
        for (int subset = 0; subset < 1 << positions; subset++) {
            if (!(reach >> subset & 1))
                continue;
            for (int p = 0; p < positions; p++)
                if (!(subset >> p & 1) && fits(t, p, card))
                    next |= 1ULL << (subset | 1 << p);
        }
        reach = next;
    }
    return (int)(reach >> ((1 << positions) - 1) & 1);
}

int omaha_range_weight(const omaha_range *range, uint64_t hand)
{
    int weight = 0;
    for (int i = 0; i < range->term_count; i++)
        if (range->term[i].weight > weight && term_matches(&range->term[i], range, hand))
            weight = range->term[i].weight;
    return weight;
}

int omaha_range_single_hand(const omaha_range *range, int cards[OMAHA_RANGE_MAX_HOLE])
{
    if (range->term_count != 1 || range->term[0].qualifier != OMAHA_ANY_SUITS ||
        range->term[0].weight == 0)
        return 0;
    for (int p = 0; p < range->hole_cards; p++) {
        if (range->term[0].rank[p] == ANY || range->term[0].suit[p] == ANY)
            return 0;
        cards[p] = card_make(range->term[0].rank[p], range->term[0].suit[p]);
    }
    return 1;
}

int omaha_range_uniform(const omaha_range *range)
{
    int widest = 0, highest = 0; /* a term matching every hand: its weight; the highest weight */
    for (int i = 0; i < range->term_count; i++) {
        const omaha_term *t = &range->term[i];
        int every = t->qualifier == OMAHA_ANY_SUITS && !t->ranked;
        for (int p = 0; p < range->hole_cards; p++)
            every &= t->rank[p] == ANY && t->suit[p] == ANY;
        widest = every && t->weight > widest ? t->weight : widest;
        highest = t->weight > highest ? t->weight : highest;
    }
    return widest > 0 && widest == highest;
}

/* ---- listing ---- */

typedef struct lister {
    const omaha_term *term;
    const omaha_ranking *ranking;
    int order[OMAHA_RANGE_MAX_HOLE]; /* positions, equal ones side by side */
    int positions;
    uint64_t dead;
    long cap, count;
    long visited;                   /* hands formed, kept or not: at most LIST_VISITS x cap */
    uint64_t *out;
} lister;

enum { LIST_VISITS = 4 };

static int same_position(const omaha_term *t, int a, int b)
{
    return t->rank[a] == t->rank[b] && t->suit[a] == t->suit[b];
}

/* Fills positions order[k..] with cards not in `hand`; a position equal to
 * the one before takes a higher card than it did (each set once). */
static int list_from(lister *l, int k, uint64_t hand, int previous)
{
    if (k == l->positions) {
        if (++l->visited > LIST_VISITS * l->cap)
            return -1;
        if (!term_admits(l->term, l->ranking, hand))
            return 0;
        if (l->count == l->cap)
            return -1;
        l->out[l->count++] = hand << 8 | l->term->weight;
        return 0;
    }
    const int p = l->order[k];
    const int first = k > 0 && same_position(l->term, p, l->order[k - 1]) ? previous + 1 : 0;
    for (int card = first; card < CARD_COUNT; card++) {
        if ((hand | l->dead) >> card & 1 || !fits(l->term, p, card))
            continue;
        if (list_from(l, k + 1, hand | 1ULL << card, card) != 0)
            return -1;
    }
    return 0;
}

static int by_value(const void *a, const void *b)
{
    const uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

long omaha_range_hands(const omaha_range *range, uint64_t dead, long cap, uint64_t **out)
{
    *out = NULL;
    lister l = {.ranking = range->ranking, .positions = range->hole_cards, .dead = dead, .cap = cap};
    l.out = malloc(sizeof *l.out * (size_t)(cap > 0 ? cap : 1));
    if (l.out == NULL)
        return -2;
    for (int i = 0; i < range->term_count; i++) {
        l.term = &range->term[i];
        if (l.term->weight == 0)
            continue;
        for (int p = 0; p < l.positions; p++) { /* insertion sort by (rank, suit) */
            int k = p;
            for (; k > 0 && (l.term->rank[l.order[k - 1]] > l.term->rank[p] ||
                             (l.term->rank[l.order[k - 1]] == l.term->rank[p] &&
                              l.term->suit[l.order[k - 1]] > l.term->suit[p]));
                 k--)
                l.order[k] = l.order[k - 1];
            l.order[k] = p;
        }
        if (list_from(&l, 0, 0, -1) != 0) {
            free(l.out);
            return -1;
        }
    }
    qsort(l.out, (size_t)l.count, sizeof *l.out, by_value);
    long kept = 0; /* one entry per hand: the last, highest weight */
    for (long i = 0; i < l.count; i++) {
        if (kept > 0 && l.out[kept - 1] >> 8 == l.out[i] >> 8)
            kept--;
        l.out[kept++] = l.out[i];
    }
    *out = l.out;
    return kept;
}
