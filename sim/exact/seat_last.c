/* SPDX-License-Identifier: MIT */
/*
 * seat_last.c - the last seat's hands by inclusion-exclusion (seat_last.h).
 *
 * A k-set T of places among the cards left is numbered by its colex rank,
 * sum of C(place_i, i + 1) over its places ascending. The hands are valued
 * once, ordered by value, then each is appended to the list of every subset
 * of it, so every list comes out sorted.
 */
#include "exact/seat_last.h"

#include <stdlib.h>
#include <string.h>

static void fill_binomials(uint32_t c[53][8])
{
    for (int a = 0; a <= 52; a++)
        for (int b = 0; b < 8; b++)
            c[a][b] = b == 0 ? 1 : a == 0 ? 0 : c[a - 1][b - 1] + c[a - 1][b];
}

uint64_t seat_last_entries(int n, int m)
{
    uint64_t c = 1;
    for (int i = 1; i <= m; i++)
        c = c * (uint64_t)(n - m + i) / (uint64_t)i;
    return c << m;
}

typedef struct valued {
    uint16_t value;
    uint8_t place[6];
} valued;

static int by_value(const void *a, const void *b)
{
    const valued *x = a, *y = b;
    return (x->value > y->value) - (x->value < y->value);
}

/* The colex rank of the places of `subset` (bits of the m places of h). */
static uint32_t rank_of(const seat_last *index, const valued *h, unsigned subset, int *size)
{
    uint32_t rank = 0;
    int k = 0;
    for (int i = 0; i < index->cards; i++)
        if (subset >> i & 1) {
            k++;
            rank += index->binomial[h->place[i]][k];
        }
    *size = k;
    return rank;
}

/* Every hand of m places, valued, in order of value; NULL: no memory. */
static valued *value_hands(const seat_last *index, game_kind game, Hand known, const int *deck)
{
    const int m = index->cards, n = index->deck_size;
    valued *hands = malloc(index->hands * sizeof *hands);
    if (hands == NULL)
        return NULL;
    int place[6];
    for (int i = 0; i < m; i++)
        place[i] = i;
    for (uint64_t h = 0; h < index->hands; h++) {
        Hand hand = known;
        for (int i = 0; i < m; i++) {
            hands[h].place[i] = (uint8_t)place[i];
            hand = hand_add_card(hand, deck[place[i]]);
        }
        hands[h].value = (uint16_t)seat_value7(game, hand);
        int i = m - 1; /* the next combination, places ascending */
        while (i >= 0 && place[i] == n - m + i)
            i--;
        if (i < 0)
            break;
        place[i]++;
        for (int j = i + 1; j < m; j++)
            place[j] = place[j - 1] + 1;
    }
    qsort(hands, index->hands, sizeof *hands, by_value);
    return hands;
}

int seat_last_build(seat_last *index, game_kind game, Hand known, int m, const int *deck, int n)
{
    memset(index, 0, sizeof *index);
    fill_binomials(index->binomial);
    index->cards = m;
    index->deck_size = n;
    index->hands = index->binomial[n][m];
    memset(index->position, -1, sizeof index->position);
    for (int i = 0; i < n; i++)
        index->position[deck[i]] = i;
    index->values = malloc(seat_last_entries(n, m) * sizeof *index->values);
    for (int k = 0; k <= m; k++)
        index->start[k] = calloc((size_t)index->binomial[n][k] + 1, sizeof *index->start[k]);
    valued *hands = value_hands(index, game, known, deck);
    int ok = hands != NULL && index->values != NULL;
    for (int k = 0; k <= m; k++)
        ok = ok && index->start[k] != NULL;
    if (!ok) {
        free(hands);
        seat_last_free(index);
        return POKEQ_ERR_MEMORY;
    }
    /* list sizes, then where each starts (lists of one size back to back,
     * sizes in turn), then the values in order */
    for (uint64_t h = 0; h < index->hands; h++)
        for (unsigned subset = 0; subset < 1u << m; subset++) {
            int k;
            const uint32_t rank = rank_of(index, &hands[h], subset, &k);
            index->start[k][rank + 1]++;
        }
    uint32_t at = 0;
    for (int k = 0; k <= m; k++) {
        const uint32_t lists = index->binomial[n][k];
        for (uint32_t r = 0; r < lists; r++) {
            const uint32_t size = index->start[k][r + 1];
            index->start[k][r] = at; /* start; the fill below moves it to the end */
            at += size;
        }
        index->start[k][lists] = at;
    }
    for (uint64_t h = 0; h < index->hands; h++)
        for (unsigned subset = 0; subset < 1u << m; subset++) {
            int k;
            const uint32_t rank = rank_of(index, &hands[h], subset, &k);
            index->values[index->start[k][rank]++] = hands[h].value;
        }
    /* each start now holds its list's end, the next list's start: shift back */
    for (int k = 0; k <= m; k++) {
        const uint32_t lists = index->binomial[n][k];
        for (uint32_t r = lists; r > 0; r--)
            index->start[k][r] = index->start[k][r - 1];
        index->start[k][0] = k == 0 ? 0 : index->start[k - 1][index->binomial[n][k - 1]];
    }
    free(hands);
    return 0;
}

void seat_last_free(seat_last *index)
{
    free(index->values);
    for (int k = 0; k < 7; k++)
        free(index->start[k]);
    memset(index, 0, sizeof *index);
}

/* How many of values[0..size) are below value (lower) / at most value. */
static uint32_t count_below(const uint16_t *values, uint32_t size, int value)
{
    uint32_t low = 0, high = size;
    while (low < high) {
        const uint32_t mid = (low + high) / 2;
        if (values[mid] < value)
            low = mid + 1;
        else
            high = mid;
    }
    return low;
}

void seat_last_count(const seat_last *index, uint64_t dealt, int value, uint64_t *below, uint64_t *equal)
{
    int place[52], d = 0;
    for (uint64_t rest = dealt; rest != 0; rest &= rest - 1)
        place[d++] = index->position[__builtin_ctzll(rest)];
    /* card codes ascending are places ascending (the deck is ascending) */
    int64_t lower = 0, at_most = 0;
    for (unsigned subset = 0; subset < 1u << d; subset++) {
        const int k = __builtin_popcount(subset);
        if (k > index->cards)
            continue;
        uint32_t rank = 0;
        for (int i = 0, j = 0; i < d; i++)
            if (subset >> i & 1)
                rank += index->binomial[place[i]][++j];
        const uint32_t first = index->start[k][rank], size = index->start[k][rank + 1] - first;
        const int64_t sign = k & 1 ? -1 : 1;
        lower += sign * count_below(index->values + first, size, value);
        at_most += sign * count_below(index->values + first, size, value + 1);
    }
    *below = (uint64_t)lower;
    *equal = (uint64_t)(at_most - lower);
}
