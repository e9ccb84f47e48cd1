/* SPDX-License-Identifier: MIT */
/* preflop_board.c - one board's class-against-class counts (preflop_board.h). */
#include "tables/preflop_board.h"

#include "eval7.h"
#include "core/game.h"
#include "core/sweep.h"

#include <stdlib.h>
#include <string.h>

enum {
    INDEX_BITS = 11,    /* a combo index < 2048 under the value in a sort key */
    ALL_ROW = CARD_COUNT /* the row of counts over every hand, after the per-card rows */
};

/* A combo's fixed facts, looked up once per board. */
typedef struct combo_facts {
    Hand hand;
    uint64_t mask;
    uint8_t card_a, card_b;
    uint8_t cls;
} combo_facts;

struct preflop_counter {
    combo_facts combo[COMBO_COUNT];
    uint32_t key[COMBO_COUNT], sorted[COMBO_COUNT], scratch[COMBO_COUNT];
    /* score[c][j]: per class j, the weighted half pots of the hands swept
     * so far that hold card c; score[ALL_ROW][j] over all of them. */
    _Alignas(64) uint16_t score[CARD_COUNT + 1][PREFLOP_STRIDE];
};

preflop_counter *preflop_counter_new(void)
{
    preflop_counter *c = aligned_alloc(64, (sizeof *c + 63) / 64 * 64);
    if (c == NULL)
        return NULL;
    for (int combo = 0; combo < COMBO_COUNT; combo++) {
        int cards[2];
        combo_cards(combo, cards);
        c->combo[combo] = (combo_facts){hand_of_cards(cards, 2), 1ULL << cards[0] | 1ULL << cards[1],
                                        (uint8_t)cards[0], (uint8_t)cards[1], (uint8_t)combo_class(combo)};
    }
    memset(c->score, 0, sizeof c->score);
    return c;
}

void preflop_counter_free(preflop_counter *counter) { free(counter); }


/* The board's live hands as sort keys (value, combo); returns how many. */
static int list_live(preflop_counter *c, Hand board, uint64_t board_cards)
{
    int n = 0;
    for (int combo = 0; combo < COMBO_COUNT; combo++) {
        if (c->combo[combo].mask & board_cards)
            continue;
        const int value = seat_value(GAME_HOLDEM, board, c->combo[combo].hand);
        c->key[n++] = sweep_key(value, combo, INDEX_BITS);
    }
    return n;
}

static inline void score_add(preflop_counter *c, const combo_facts *f, uint16_t weight)
{
    c->score[ALL_ROW][f->cls] += weight;
    c->score[f->card_a][f->cls] += weight;
    c->score[f->card_b][f->cls] += weight;
}

/* row += all - with_a - with_b, every class at once (the hot loop: plain
 * arrays of uint16, which the compiler turns into vector code). */
static inline void row_add(uint16_t *restrict row, const uint16_t *restrict all, const uint16_t *restrict with_a,
                           const uint16_t *restrict with_b)
{
    for (int j = 0; j < PREFLOP_STRIDE; j++)
        row[j] = (uint16_t)(row[j] + all[j] - with_a[j] - with_b[j]);
}

void preflop_count_board(preflop_counter *c, Hand board, uint64_t board_cards, uint16_t weight,
                         uint16_t rows[CLASS_COUNT * PREFLOP_STRIDE])
{
    const int n = list_live(c, board, board_cards);
    sort_by_value(c->key, c->sorted, c->scratch, n, INDEX_BITS);
    for (int g = 0; g < n;) {
        const int end = sweep_group_end(c->sorted, g, n, INDEX_BITS);
        /* the group's hands count once (a tie) against each other... */
        for (int k = g; k < end; k++)
            score_add(c, &c->combo[sweep_index(c->sorted[k], INDEX_BITS)], weight);
        for (int k = g; k < end; k++) {
            const combo_facts *f = &c->combo[sweep_index(c->sorted[k], INDEX_BITS)];
            uint16_t *row = rows + f->cls * PREFLOP_STRIDE;
            row_add(row, c->score[ALL_ROW], c->score[f->card_a], c->score[f->card_b]);
            row[f->cls] = (uint16_t)(row[f->cls] + weight);
        }
        /* ...and twice (a win) for every hand above them */
        for (int k = g; k < end; k++)
            score_add(c, &c->combo[sweep_index(c->sorted[k], INDEX_BITS)], weight);
        g = end;
    }
    memset(c->score, 0, sizeof c->score);
}

void preflop_disjoint_pairs(uint64_t pairs[CLASS_COUNT * CLASS_COUNT])
{
    uint64_t mask[COMBO_COUNT];
    int cls[COMBO_COUNT];
    for (int combo = 0; combo < COMBO_COUNT; combo++) {
        mask[combo] = combo_mask(combo);
        cls[combo] = combo_class(combo);
    }
    memset(pairs, 0, CLASS_COUNT * CLASS_COUNT * sizeof pairs[0]);
    for (int a = 0; a < COMBO_COUNT; a++)
        for (int b = 0; b < COMBO_COUNT; b++)
            pairs[cls[a] * CLASS_COUNT + cls[b]] += (mask[a] & mask[b]) == 0;
}
