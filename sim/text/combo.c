/* SPDX-License-Identifier: MIT */
/*
 * combo.c - the public combo and class helpers, range size and the
 * normalised text of a range (pokeq.h, "ranges").
 */
#include "text/combo.h"
#include "pokeq.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int pokeq_combo_index(int card_a, int card_b)
{
    if (card_a < 0 || card_a >= CARD_COUNT || card_b < 0 || card_b >= CARD_COUNT || card_a == card_b)
        return -1;
    return combo_index(card_a, card_b);
}

int pokeq_combo_cards(int combo, int cards[2])
{
    if (cards == NULL || combo < 0 || combo >= COMBO_COUNT)
        return -POKEQ_ERR_ARGUMENT;
    combo_cards(combo, cards);
    return POKEQ_OK;
}

int pokeq_combo_class(int combo)
{
    return combo < 0 || combo >= COMBO_COUNT ? -1 : combo_class(combo);
}

int pokeq_class_combos(int cls)
{
    return cls < 0 || cls >= CLASS_COUNT ? -1 : class_combos(cls);
}

char *pokeq_class_name(int cls, char out[4])
{
    if (out == NULL || cls < 0 || cls >= CLASS_COUNT)
        return NULL;
    const int row = cls / RANK_COUNT, column = cls % RANK_COUNT;
    const int rank_a = RANK_COUNT - 1 - row, rank_b = RANK_COUNT - 1 - column;
    out[0] = rank_char(rank_a > rank_b ? rank_a : rank_b);
    out[1] = rank_char(rank_a > rank_b ? rank_b : rank_a);
    out[2] = row == column ? '\0' : row < column ? 's' : 'o';
    out[3] = '\0';
    return out;
}

void pokeq_class_counts(const pokeq_combo_counts combos[POKEQ_COMBOS], pokeq_combo_counts classes[POKEQ_CLASSES])
{
    if (combos == NULL || classes == NULL)
        return;
    memset(classes, 0, POKEQ_CLASSES * sizeof *classes);
    for (int combo = 0; combo < COMBO_COUNT; combo++) {
        pokeq_combo_counts *c = &classes[combo_class(combo)];
        c->showdowns += combos[combo].showdowns;
        c->equity_units += combos[combo].equity_units;
    }
}

int pokeq_range_size(const pokeq_range *range)
{
    if (range == NULL)
        return 0;
    int size = 0;
    for (int combo = 0; combo < COMBO_COUNT; combo++)
        size += range->weight[combo] != 0;
    return size;
}

/* ---- normalised text ---- */

/* Text appended into a caller's buffer, counting what it would need. */
typedef struct text_out {
    char *buffer;
    size_t size;
    int length;
} text_out;

static void emit(text_out *t, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    const size_t used = (size_t)t->length;
    const int n = vsnprintf(used < t->size ? t->buffer + used : NULL, used < t->size ? t->size - used : 0, format,
                            args);
    va_end(args);
    if (n > 0)
        t->length += n;
}

/* A term separator, then the weight suffix after the term's text. */
static void emit_weight(text_out *t, int weight)
{
    if (weight == POKEQ_RANGE_WEIGHT_ONE)
        return;
    if (weight % 10 == 0)
        emit(t, ":0.%d", weight / 10);
    else
        emit(t, ":0.%02d", weight);
}

static void emit_separator(text_out *t)
{
    if (t->length > 0)
        emit(t, ",");
}

/* The one weight every combo of (high, low, suitedness 0 both / 1 s / 2 o)
 * has, or 0 when they differ or are zero. */
static int whole_weight(const pokeq_range *range, int high, int low, int suitedness)
{
    int weight = -1;
    for (int suit_a = 0; suit_a < SUIT_COUNT; suit_a++) {
        for (int suit_b = 0; suit_b < SUIT_COUNT; suit_b++) {
            const int suited = suit_a == suit_b;
            if (high == low ? suit_b <= suit_a : (suitedness == 1 && !suited) || (suitedness == 2 && suited))
                continue;
            const int w = range->weight[combo_index(card_make(high, suit_a), card_make(low, suit_b))];
            if (weight >= 0 && w != weight)
                return 0;
            weight = w;
        }
    }
    return weight;
}

/* A run of hand classes with one weight: "QQ+", "66-22", "A2s+",
 * "K9s-K6s", "AKo". top / bottom are the run's ends (pair ranks, or kickers
 * of `high`); `reaches_top` when no stronger class of the kind exists. */
static void emit_run(text_out *t, int high, int top, int bottom, int reaches_top, const char *suffix, int weight)
{
    const int pair = high < 0;
    emit_separator(t);
    const char top_a = rank_char(pair ? top : high), top_b = rank_char(top);
    const char bottom_a = rank_char(pair ? bottom : high), bottom_b = rank_char(bottom);
    if (top == bottom)
        emit(t, "%c%c%s", top_a, top_b, suffix);
    else if (reaches_top)
        emit(t, "%c%c%s+", bottom_a, bottom_b, suffix);
    else
        emit(t, "%c%c%s-%c%c%s", top_a, top_b, suffix, bottom_a, bottom_b, suffix);
    emit_weight(t, weight);
}

/* Runs of equal nonzero weights in weights[from] down to weights[to]. */
static void emit_runs(text_out *t, int high, const int *weights, int from, int to, const char *suffix)
{
    for (int i = from; i >= to;) {
        int end = i;
        while (end - 1 >= to && weights[end - 1] == weights[i])
            end--;
        if (weights[i] != 0)
            emit_run(t, high, i, end, i == from && i != end, suffix, weights[i]);
        i = end - 1;
    }
}

/* Marks the combos of (high, low, suitedness 0 pair / 1 s / 2 o) as
 * written. */
static void mark_written(uint8_t *written, int high, int low, int suitedness)
{
    for (int a = 0; a < SUIT_COUNT; a++)
        for (int b = 0; b < SUIT_COUNT; b++)
            if (high == low ? a < b : (a == b) == (suitedness == 1))
                written[combo_index(card_make(high, a), card_make(low, b))] = 1;
}

int pokeq_range_format(const pokeq_range *range, char *out, size_t size)
{
    text_out t = {out, out == NULL ? 0 : size, 0};
    if (t.size > 0)
        out[0] = '\0';
    if (range == NULL)
        return 0;
    int first = range->weight[0], uniform = first != 0;
    for (int combo = 1; combo < COMBO_COUNT && uniform; combo++)
        uniform = range->weight[combo] == first;
    if (uniform) {
        emit(&t, "random");
        emit_weight(&t, first);
        return t.length;
    }

    /* PokerStove's order: pairs, then suited runs by top card, then
     * offsuit runs ("77+,A9s+,KTs+,QTs+,AJo+,KQo"); classes whose weights
     * are not all equal are listed combo by combo at the end. */
    uint8_t written[COMBO_COUNT] = {0};
    int pairs[RANK_COUNT];
    for (int rank = 0; rank < RANK_COUNT; rank++) {
        pairs[rank] = whole_weight(range, rank, rank, 0);
        if (pairs[rank])
            mark_written(written, rank, rank, 0);
    }
    emit_runs(&t, -1, pairs, RANK_COUNT - 1, 0, "");
    for (int suitedness = 1; suitedness <= 2; suitedness++) {
        for (int high = RANK_COUNT - 1; high >= 1; high--) {
            int weights[RANK_COUNT] = {0};
            for (int low = 0; low < high; low++) {
                weights[low] = whole_weight(range, high, low, suitedness);
                if (weights[low])
                    mark_written(written, high, low, suitedness);
            }
            emit_runs(&t, high, weights, high - 1, 0, suitedness == 1 ? "s" : "o");
        }
    }

    for (int combo = COMBO_COUNT - 1; combo >= 0; combo--) {
        if (written[combo] || range->weight[combo] == 0)
            continue;
        int cards[2];
        combo_cards(combo, cards);
        emit_separator(&t);
        emit(&t, "%c%c%c%c", rank_char(card_rank(cards[0])), suit_char(card_suit(cards[0])),
             rank_char(card_rank(cards[1])), suit_char(card_suit(cards[1])));
        emit_weight(&t, range->weight[combo]);
    }
    return t.length;
}
