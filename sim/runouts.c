/* runouts.c - the canonical runout walk (runouts.h). */
#include "runouts.h"

#include <stdlib.h>

#include <string.h>

void runout_deck_init(runout_deck *deck, uint64_t used, int to_deal, const suit_symmetry *sym)
{
    memset(deck, 0, sizeof *deck);
    deck->to_deal = to_deal;
    deck->sym = *sym;
    for (int position = 0; position < SUIT_POSITIONS; position++) {
        for (int rank = RANK_COUNT - 1; rank >= 0; rank--) {
            const int card = card_make(rank, sym->suit_at[position]);
            if (used >> card & 1)
                continue;
            deck->card[deck->size] = card;
            deck->position[deck->size] = position;
            deck->rank_bit[deck->size] = 1u << rank;
            deck->size++;
        }
    }
}

deal_state runout_root(const runout_deck *deck, Hand board)
{
    deal_state root;
    memset(&root, 0, sizeof root);
    root.left = deck->to_deal;
    root.board = board;
    return root;
}

void runout_last_card_orbits(const runout_deck *deck, const deal_state *st, last_card_orbits *orbits)
{
    /* A last card at position q ends q's mask; it must not pass limit[q],
     * and its orbit size depends only on whether it equals limit[q]. */
    for (int q = 0; q < SUIT_POSITIONS; q++) {
        unsigned masks[SUIT_POSITIONS];
        memcpy(masks, st->masks, sizeof masks);
        orbits->limit[q] = symmetry_limit(&deck->sym, masks, q);
        masks[q] = RANK_MASK_NONE;
        orbits->distinct[q] = symmetry_orbit_size(&deck->sym, masks);
        masks[q] = orbits->limit[q];
        orbits->equal[q] = symmetry_orbit_size(&deck->sym, masks);
    }
}

void runouts_walk(const runout_deck *deck, const deal_state *st, runout_leaf *leaf, void *context)
{
    if (st->left == 1) {
        leaf(st, context);
        return;
    }
    deal_state next;
    for (int i = st->start; i <= deck->size - st->left; i++)
        if (runout_deal_next(deck, st, i, &next))
            runouts_walk(deck, &next, leaf, context);
}

static void add_prefixes(const runout_deck *deck, const deal_state *st, int cards, deal_state *list, int *count)
{
    if (cards == 0) {
        list[(*count)++] = *st;
        return;
    }
    deal_state next;
    for (int i = st->start; i <= deck->size - st->left; i++)
        if (runout_deal_next(deck, st, i, &next))
            add_prefixes(deck, &next, cards - 1, list, count);
}

/* The canonical deals of `cards` more cards onto st into list (room for
 * CARD_COUNT * CARD_COUNT / 2 when cards <= 2); returns how many. */
static int runout_prefixes(const runout_deck *deck, const deal_state *st, int cards, deal_state *list)
{
    int count = 0;
    add_prefixes(deck, st, cards, list, &count);
    return count;
}

deal_state *runout_tasks(const runout_deck *deck, const deal_state *root, int *count)
{
    const int prefix_cards = deck->to_deal >= 3 ? 2 : 1;
    deal_state *tasks = malloc(sizeof *tasks * (size_t)(CARD_COUNT * CARD_COUNT / 2));
    *count = tasks != NULL ? runout_prefixes(deck, root, prefix_cards, tasks) : 0;
    return tasks;
}

uint64_t runout_canonical_estimate(const runout_deck *deck)
{
    uint64_t c = 1;
    for (int i = 1; i <= deck->to_deal; i++)
        c = c * (uint64_t)(deck->size - deck->to_deal + i) / (uint64_t)i;
    return c / deck->sym.group_order;
}

uint64_t runout_dealt_cards(const runout_deck *deck, const deal_state *st)
{
    uint64_t cards = 0;
    for (int position = 0; position < SUIT_POSITIONS; position++)
        for (unsigned ranks = st->masks[position]; ranks != 0; ranks &= ranks - 1)
            cards |= 1ULL << card_make(__builtin_ctz(ranks), deck->sym.suit_at[position]);
    return cards;
}
