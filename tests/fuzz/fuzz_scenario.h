/*
 * fuzz_scenario.h - checks on parsed scenarios that the batch-line, batch
 * file and argument-vector targets share: two requests are the same
 * scenario, a resolved job keeps its promises (job.h), and words joined
 * back into a batch line.
 */
#ifndef POKEQ_FUZZ_SCENARIO_H
#define POKEQ_FUZZ_SCENARIO_H

#include "fuzz_check.h"

#include "args.h"
#include "card.h"
#include "job.h"
#include "run.h"
#include "words.h"

#include <math.h>
#include <stdbool.h>

/* Two word references name the same word: same place, same text. */
static inline bool fuzz_same_word(word_ref a, word_ref b)
{
    if (a.index != b.index || (a.text == NULL) != (b.text == NULL))
        return false;
    return a.text == NULL || strcmp(a.text, b.text) == 0;
}

/* The same scenario, whichever words it was parsed from. */
static inline bool fuzz_same_request(const scenario_request *a, const scenario_request *b)
{
    const run_options *x = &a->options, *y = &b->options;
    bool same = x->mode == y->mode && x->max_trials == y->max_trials && x->target_stderr == y->target_stderr &&
                x->max_seconds == y->max_seconds && x->threads == y->threads && x->seed == y->seed &&
                x->format == y->format && x->quiet == y->quiet && fuzz_same_word(x->board, y->board) &&
                fuzz_same_word(x->dead, y->dead) && a->players == b->players && a->help == b->help &&
                a->version == b->version && fuzz_same_word(a->batch, b->batch);
    for (int p = 0; same && p < a->players; p++)
        same = fuzz_same_word(a->player[p], b->player[p]);
    return same;
}

/* A failed parse names a word that exists (or none). */
static inline void fuzz_check_error(const cli_error *error, int count)
{
    FUZZ_CHECK(error->index >= -1 && error->index < count, "error index %d of %d words", error->index, count);
    FUZZ_CHECK(error->what[0] != '\0', "an error without a message");
}

/* Claims cards of a job; none may be claimed twice. */
static inline void fuzz_claim(uint64_t *known, const int *cards, int count)
{
    for (int i = 0; i < count; i++) {
        FUZZ_CHECK(cards[i] >= 0 && cards[i] < CARD_COUNT, "card %d", cards[i]);
        FUZZ_CHECK((*known >> cards[i] & 1) == 0, "card %d used twice", cards[i]);
        *known |= 1ULL << cards[i];
    }
}

/* job.h's promises: 2..10 players, every card once, enough cards to deal,
 * every live range nonempty and free of known cards, weights in range;
 * and a finite, nonnegative estimate of the exact run. */
static inline void fuzz_check_job(const job *j)
{
    FUZZ_CHECK(j->players >= 2 && j->players <= POKEQ_MAX_PLAYERS, "%d players", j->players);
    FUZZ_CHECK(j->board_count >= 0 && j->board_count <= 5, "board of %d", j->board_count);
    FUZZ_CHECK(j->dead_count >= 0 && j->dead_count <= POKEQ_MAX_DEAD, "%d dead", j->dead_count);
    uint64_t known = 0;
    fuzz_claim(&known, j->board, j->board_count);
    fuzz_claim(&known, j->dead, j->dead_count);
    for (int p = 0; p < j->players; p++)
        if (j->fixed[p])
            fuzz_claim(&known, j->hole[p], 2);
    FUZZ_CHECK(CARD_COUNT - j->board_count - j->dead_count - 2 * j->players >= 5 - j->board_count, "deck too small");
    for (int p = 0; p < j->players; p++) {
        FUZZ_CHECK(pokeq_range_size(&j->live[p]) > 0, "player %d has no live combo", p);
        for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
            FUZZ_CHECK(j->given[p].weight[combo] <= POKEQ_RANGE_WEIGHT_ONE, "weight %d", j->given[p].weight[combo]);
            FUZZ_CHECK(j->live[p].weight[combo] <= j->given[p].weight[combo], "live above given");
            if (j->live[p].weight[combo] == 0)
                continue;
            int cards[2];
            pokeq_combo_cards(combo, cards);
            const uint64_t mask = 1ULL << cards[0] | 1ULL << cards[1];
            const uint64_t own = j->fixed[p] ? 1ULL << j->hole[p][0] | 1ULL << j->hole[p][1] : 0;
            FUZZ_CHECK((mask & known & ~own) == 0, "live combo %d holds a known card", combo);
        }
    }
    double estimate;
    const enum run_mode mode = run_choose(j, &estimate);
    FUZZ_CHECK(estimate >= 0 && !isnan(estimate), "estimate %g", estimate);
    FUZZ_CHECK(j->options.mode == RUN_AUTO ? mode != RUN_AUTO : mode == j->options.mode, "mode %d", (int)mode);
}

/* The words as one batch line, each quoted (a word holds no '"': the
 * splitter drops quotes, and callers skip words that have one). Returns
 * false when the line would not fit out. */
static inline bool fuzz_quoted_line(const char *const *words, int count, char *out, size_t size)
{
    size_t used = 0;
    for (int i = 0; i < count; i++) {
        const int n = snprintf(out + used, size - used, "%s\"%s\"", i > 0 ? " " : "", words[i]);
        if (n < 0 || (size_t)n >= size - used)
            return false;
        used += (size_t)n;
    }
    if (count == 0 && size > 0)
        out[0] = '\0';
    return true;
}

#endif
