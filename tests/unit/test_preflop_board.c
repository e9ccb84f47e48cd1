/* SPDX-License-Identifier: MIT */
/* One board's per-class counting (preflop_board.h), the preflop matrix's
 * inner step, equals pairing every two hands on that board, to the last
 * count, on sampled boards. */
#include "testing.h"

#include "text/combo.h"
#include "hand.h"
#include "core/pcg.h"
#include "tables/preflop_board.h"

#include <stdlib.h>
#include <string.h>

enum { CELLS = POKEQ_CLASSES * POKEQ_CLASSES };

/* ---- one board ------------------------------------------------------- */

/* Half pots per class pair by pairing every two live hands. */
static void brute_board(const int board[5], uint64_t halves[CELLS])
{
    uint64_t board_cards = 0;
    for (int k = 0; k < 5; k++)
        board_cards |= 1ULL << board[k];
    static int value[COMBO_COUNT];
    for (int c = 0; c < COMBO_COUNT; c++) {
        int cards[7];
        combo_cards(c, cards);
        memcpy(cards + 2, board, 5 * sizeof board[0]);
        value[c] = combo_mask(c) & board_cards ? 0 : pokeq_eval7(cards);
    }
    memset(halves, 0, CELLS * sizeof halves[0]);
    for (int a = 0; a < COMBO_COUNT; a++)
        for (int b = 0; b < COMBO_COUNT; b++)
            if (value[a] && value[b] && (combo_mask(a) & combo_mask(b)) == 0)
                halves[combo_class(a) * CLASS_COUNT + combo_class(b)] +=
                    value[a] > value[b] ? 2 : value[a] == value[b] ? 1 : 0;
}

Test(preflop_board, equals_pairing_every_two_hands)
{
    preflop_counter *counter = preflop_counter_new();
    uint16_t *rows = calloc(CLASS_COUNT * PREFLOP_STRIDE, sizeof *rows);
    uint64_t *expected = malloc(CELLS * sizeof *expected);
    cr_assert(counter && rows && expected);
    pcg32 rng = pcg32_seeded(99, 1);
    const int boards = SANITIZED ? 2 : 12;
    for (int t = 0; t < boards; t++) {
        int deck[CARD_COUNT], board[5];
        for (int c = 0; c < CARD_COUNT; c++)
            deck[c] = c;
        for (int k = 0; k < 5; k++) {
            const int pick = k + (int)pcg32_bounded(&rng, (uint32_t)(CARD_COUNT - k));
            board[k] = deck[pick];
            deck[pick] = deck[k];
        }
        if (t == 0) { /* a paired, suited board first: many ties and flushes */
            static const int fixed[5] = {4 * 12 + 3, 4 * 12 + 2, 4 * 7 + 3, 4 * 3 + 3, 4 * 0 + 3};
            memcpy(board, fixed, sizeof fixed);
        }
        brute_board(board, expected);
        const uint16_t weight = 3; /* counts scale with the weight */
        memset(rows, 0, CLASS_COUNT * PREFLOP_STRIDE * sizeof *rows);
        uint64_t board_cards = 0;
        for (int k = 0; k < 5; k++)
            board_cards |= 1ULL << board[k];
        preflop_count_board(counter, hand_of_cards(board, 5), board_cards, weight, rows);
        int wrong = 0;
        for (int i = 0; i < CLASS_COUNT; i++)
            for (int j = 0; j < CLASS_COUNT; j++)
                wrong += rows[i * PREFLOP_STRIDE + j] != weight * expected[i * CLASS_COUNT + j];
        cr_expect_eq(wrong, 0, "board %d: %d cells differ", t, wrong);
        for (int i = 0; i < CLASS_COUNT; i++) /* the padding stays zero */
            for (int j = CLASS_COUNT; j < PREFLOP_STRIDE; j++)
                cr_expect_eq(rows[i * PREFLOP_STRIDE + j], 0);
    }
    preflop_counter_free(counter);
    free(rows);
    free(expected);
}

