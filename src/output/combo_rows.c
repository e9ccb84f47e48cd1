/* SPDX-License-Identifier: MIT */
/* combo_rows.c - a seat's per-combo rows, combos or Omaha hands (combo_rows.h). */
#include "output/combo_rows.h"

#include "output/output.h"

#include <stdlib.h>
#include <string.h>

/* A seat's weights by combo (a fixed hand: its one combo, weight 1). */
static void seat_weights(const answer *a, int p, pokeq_range *out)
{
    if (pokeq_range_parse_game(a->request->player[p].text, a->request->options.game, a->request->options.ranking, out,
                               NULL) != 0)
        memset(out, 0, sizeof *out);
}

static int two_card_rows(const answer *a, int p, combo_row *rows)
{
    pokeq_range weights;
    seat_weights(a, p, &weights);
    int n = 0;
    for (int combo = POKEQ_COMBOS - 1; combo >= 0; combo--) {
        const pokeq_combo_counts *c = &a->combos[(size_t)p * POKEQ_COMBOS + combo];
        if (c->showdowns == 0)
            continue;
        int cards[2];
        pokeq_combo_cards(combo, cards);
        combo_row *row = &rows[n++];
        cards_text(cards, 2, row->cards);
        row->weight = weights.weight[combo] / (double)POKEQ_RANGE_WEIGHT_ONE;
        row->showdowns = c->showdowns;
        row->equity_units = c->equity_units;
        row->order = n - 1;
    }
    return n;
}

const char *combo_rows_hand_text(uint64_t hand, char text[2 * POKEQ_MAX_HOLE + 1])
{
    int cards[POKEQ_MAX_HOLE], count = 0; /* the highest card first, as a player writes a hand */
    for (uint64_t rest = hand; rest != 0 && count < POKEQ_MAX_HOLE; rest &= ~(1ULL << cards[count - 1]))
        cards[count++] = 63 - __builtin_clzll(rest);
    return cards_text(cards, count, text);
}

static int hand_rows(const answer *a, int p, combo_row *rows)
{
    int n = 0;
    for (size_t k = 0; k < a->result.hand_rows; k++) {
        const pokeq_hand_counts *h = &a->hands[k];
        if (h->seat != p || h->showdowns == 0)
            continue;
        combo_row *row = &rows[n++];
        combo_rows_hand_text(h->cards, row->cards);
        row->weight = h->weight / (double)POKEQ_RANGE_WEIGHT_ONE;
        row->showdowns = h->showdowns;
        row->equity_units = h->equity_units;
        row->order = (int)k; /* ascending within the seat, as the rows are */
    }
    return n;
}

/* Stronger first: a's equity above b's, compared exactly; ties keep the
 * rows' own order. */
static int stronger_first(const void *x, const void *y)
{
    const combo_row *a = x, *b = y;
    const unsigned __int128 left = (unsigned __int128)a->equity_units * b->showdowns,
                            right = (unsigned __int128)b->equity_units * a->showdowns;
    if (left != right)
        return left > right ? -1 : 1;
    return (a->order > b->order) - (a->order < b->order);
}

int combo_rows_of(const answer *a, int p, bool by_equity, combo_row **rows)
{
    *rows = NULL;
    size_t room = a->combos != NULL ? POKEQ_COMBOS : a->hands != NULL ? a->result.hand_rows : 0;
    if (room == 0)
        return 0;
    *rows = malloc(room * sizeof **rows);
    if (*rows == NULL)
        return -1;
    const int n = a->combos != NULL ? two_card_rows(a, p, *rows) : hand_rows(a, p, *rows);
    if (by_equity)
        qsort(*rows, (size_t)n, sizeof **rows, stronger_first);
    return n;
}
