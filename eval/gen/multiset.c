/* SPDX-License-Identifier: MIT */
/* multiset.c - the multisets of card ranks (multiset.h). */
#include "multiset.h"

#include "card.h"
#include "eval7_build.h"

static void multisets_from(int *ranks, int filled, int size, int rank, int most, multiset_visit visit,
                           void *context)
{
    if (filled == size) {
        visit(ranks, context);
        return;
    }
    for (int r = rank; r < RANK_COUNT; r++) {
        if (filled >= most && ranks[filled - most] == r)
            continue; /* r would be held more than `most` times */
        ranks[filled] = r;
        multisets_from(ranks, filled + 1, size, r, most, visit, context);
    }
}

void multiset_each(int size, int first, int most, multiset_visit visit, void *context)
{
    int ranks[7] = {0};
    multisets_from(ranks, 0, size, first, most, visit, context);
}

int multiset_eval7_slot(const eval7_built *e7, const int ranks[7])
{
    uint64_t key = 0;
    for (int i = 0; i < 7; i++)
        key += e7->card_keys[card_make(ranks[i], i % SUIT_COUNT)];
    const uint32_t slot = (uint32_t)key & ((1u << EVAL7_SLOT_BITS) - 1);
    const int at = (int)(e7->bucket_offsets[key >> EVAL7_BUCKET_SHIFT] + slot);
    return at < e7->rank_table_size && e7->rank_values[at] != 0 ? at : -1;
}
