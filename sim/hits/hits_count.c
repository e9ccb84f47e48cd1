/* SPDX-License-Identifier: MIT */
/*
 * hits_count.c - the public calls of "what a range hits on a board"
 * (pokeq.h): class names and groups, one combo classified, a range counted
 * per class with its weights (and an opposing range's card removal).
 */
#include "text/combo.h"
#include "hits/hits.h"
#include "pokeq.h"

#include <string.h>

static const char *const HIT_NAMES[POKEQ_HIT_CLASSES] = {
    "straight flush", "quads", "full house", "nut flush", "non-nut flush", "nut straight",
    "non-nut straight", "set", "trips", "two pair both cards", "two pair one card", "board two pair",
    "overpair", "top pair top kicker", "top pair good kicker", "top pair weak kicker",
    "pocket pair below top pair", "middle pair", "bottom pair", "ace high", "no made hand",
    "the board plays", "nut flush draw", "non-nut flush draw", "open-ended straight draw",
    "double gutshot", "gutshot", "backdoor flush draw", "overcards", "combo draw", "pair and draw",
    "big wrap", "wrap", "nut low", "non-nut low", "nut low draw", "non-nut low draw",
};

const char *pokeq_hit_name(int hit)
{
    return hit < 0 || hit >= POKEQ_HIT_CLASSES ? "invalid" : HIT_NAMES[hit];
}

const char *pokeq_hit_group(int hit)
{
    switch (hit) {
    case POKEQ_HIT_NUT_FLUSH: case POKEQ_HIT_FLUSH: return "flush";
    case POKEQ_HIT_NUT_STRAIGHT: case POKEQ_HIT_STRAIGHT: return "straight";
    case POKEQ_HIT_TWO_PAIR_BOTH: case POKEQ_HIT_TWO_PAIR_ONE: case POKEQ_HIT_TWO_PAIR_BOARD: return "two pair";
    case POKEQ_HIT_TOP_PAIR_TOP_KICKER: case POKEQ_HIT_TOP_PAIR_GOOD_KICKER:
    case POKEQ_HIT_TOP_PAIR_WEAK_KICKER: return "top pair";
    case POKEQ_HIT_NUT_FLUSH_DRAW: case POKEQ_HIT_FLUSH_DRAW: return "flush draw";
    case POKEQ_HIT_BIG_WRAP: case POKEQ_HIT_WRAP: return "wraps";
    case POKEQ_HIT_NUT_LOW: case POKEQ_HIT_LOW: return "low";
    case POKEQ_HIT_NUT_LOW_DRAW: case POKEQ_HIT_LOW_DRAW: return "low draw";
    default: return NULL;
    }
}

int hits_cards_used(const int *cards, int n, uint64_t *used)
{
    for (int i = 0; i < n; i++) {
        if (cards[i] < 0 || cards[i] >= CARD_COUNT)
            return -POKEQ_ERR_CARD;
        if (*used >> cards[i] & 1)
            return -POKEQ_ERR_DUPLICATE;
        *used |= 1ULL << cards[i];
    }
    return POKEQ_OK;
}

int pokeq_hit_classify(const int hole[2], const int *board, int board_count, uint32_t *hits)
{
    if (hole == NULL || board == NULL || hits == NULL)
        return -POKEQ_ERR_ARGUMENT;
    *hits = 0;
    if (board_count < 3 || board_count > 5)
        return -POKEQ_ERR_BOARD;
    uint64_t used = 0;
    int rc = hits_cards_used(board, board_count, &used);
    if (rc == POKEQ_OK)
        rc = hits_cards_used(hole, 2, &used);
    if (rc != POKEQ_OK)
        return rc;
    const hits_board b = hits_board_of(board, board_count);
    *hits = hits_classify(&b, hole);
    return POKEQ_OK;
}

/* The vs range's live weight per card and in all (combos off `used`). */
typedef struct vs_weights {
    uint64_t all;
    uint64_t card[CARD_COUNT];
    const pokeq_range *range;
} vs_weights;

static vs_weights vs_weights_of(const pokeq_range *vs, uint64_t used)
{
    vs_weights v;
    memset(&v, 0, sizeof v);
    v.range = vs;
    for (int combo = 0; combo < COMBO_COUNT; combo++) {
        if (vs->weight[combo] == 0 || (combo_mask(combo) & used))
            continue;
        int cards[2];
        combo_cards(combo, cards);
        v.all += vs->weight[combo];
        v.card[cards[0]] += vs->weight[combo];
        v.card[cards[1]] += vs->weight[combo];
    }
    return v;
}

/* The vs weight live beside one combo: all, less what holds either card,
 * plus the combo itself (taken away twice). */
static uint64_t vs_live(const vs_weights *v, int combo, const int cards[2])
{
    return v->all - v->card[cards[0]] - v->card[cards[1]] + v->range->weight[combo];
}

static int count_range(const pokeq_range *range, const hits_board *b, uint64_t used, const vs_weights *v,
                       pokeq_hits_result *out)
{
    for (int combo = 0; combo < COMBO_COUNT; combo++) {
        if (range->weight[combo] == 0 || (combo_mask(combo) & used))
            continue;
        int cards[2];
        combo_cards(combo, cards);
        const uint64_t weight = range->weight[combo] * (v ? vs_live(v, combo, cards) : 1);
        out->live_combos++;
        if (weight == 0)
            continue;
        const uint32_t bits = hits_classify(b, cards);
        for (int hit = 0; hit < POKEQ_HITS; hit++)
            if (bits >> hit & 1u)
                out->count[hit] += weight;
        out->total += weight;
    }
    return out->total ? POKEQ_OK : -POKEQ_ERR_RANGE_EMPTY;
}

int pokeq_hits(const pokeq_range *range, const int *board, int board_count, const int *dead, int dead_count,
               const pokeq_range *vs, pokeq_hits_result *out)
{
    if (out == NULL)
        return -POKEQ_ERR_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (range == NULL || board == NULL || (dead == NULL && dead_count > 0))
        return -POKEQ_ERR_ARGUMENT;
    if (board_count < 3 || board_count > 5)
        return -POKEQ_ERR_BOARD;
    if (dead_count < 0 || dead_count > POKEQ_MAX_DEAD)
        return -POKEQ_ERR_DEAD;
    uint64_t used = 0;
    int rc = hits_cards_used(board, board_count, &used);
    if (rc == POKEQ_OK)
        rc = hits_cards_used(dead, dead_count, &used);
    if (rc != POKEQ_OK)
        return rc;
    const hits_board b = hits_board_of(board, board_count);
    vs_weights v;
    if (vs) {
        v = vs_weights_of(vs, used);
        if (v.all == 0)
            return -POKEQ_ERR_RANGE_EMPTY;
    }
    rc = count_range(range, &b, used, vs ? &v : NULL, out);
    if (rc != POKEQ_OK) {
        memset(out, 0, sizeof *out);
        return rc;
    }
    out->board_count = board_count;
    memcpy(out->board, board, (size_t)board_count * sizeof *board);
    out->unit = POKEQ_RANGE_WEIGHT_ONE * (vs ? v.all : 1);
    return POKEQ_OK;
}
