/*
 * rankgen.c - build-time generator of the hand-class rankings that
 * percentage ranges use (ranking.h). Writes one C file:
 *
 *   rankgen OUT.c [trials [seed]]
 *
 * vs1: equity of each class against one random hand, exact: the range
 *      engine's random-vs-random count with per-combo results
 *      (pokeq_exact_ranges), summed per class.
 * vs3: equity heads-up against three random hands, Monte Carlo with common
 *      random numbers: each trial deals a board and three opponent hands
 *      from the full deck once and scores EVERY hero combo of the 41 cards
 *      left against them (820 combos), so all classes see the same boards
 *      and the differences between classes, which decide the order, vary
 *      far less than independent runs would. For a hero combo, the
 *      configurations of the other cards given that combo are uniform, so
 *      each class's share average is unbiased. Trials run in fixed blocks
 *      with their own PCG32 streams (seeded from the block number), so the
 *      order does not depend on the thread count.
 * Both orders are strongest first; equal equities keep the grid order.
 */
#include "combo.h"
#include "eval7.h"
#include "hand.h"
#include "pcg.h"
#include "pokeq.h"

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { BLOCK_TRIALS = 4096, SEED = 20240601 };
#define DEFAULT_TRIALS (300 * BLOCK_TRIALS)

typedef struct class_score {
    int cls;
    double equity;
} class_score;

static int stronger_first(const void *a, const void *b)
{
    const class_score *x = a, *y = b;
    if (x->equity != y->equity)
        return x->equity < y->equity ? 1 : -1;
    return x->cls - y->cls;
}

static void order_of(const double equity[CLASS_COUNT], uint8_t order[CLASS_COUNT])
{
    class_score scores[CLASS_COUNT];
    for (int cls = 0; cls < CLASS_COUNT; cls++)
        scores[cls] = (class_score){cls, equity[cls]};
    qsort(scores, CLASS_COUNT, sizeof scores[0], stronger_first);
    for (int i = 0; i < CLASS_COUNT; i++)
        order[i] = (uint8_t)scores[i].cls;
}

/* ---- vs one random hand, exact ---- */

static int equity_vs_one(double equity[CLASS_COUNT])
{
    static pokeq_range all;
    memset(all.weight, POKEQ_RANGE_WEIGHT_ONE, sizeof all.weight);
    const pokeq_range_scenario s = {.players = 2, .range = {&all, &all}};
    pokeq_combo_counts *combos = calloc(2 * COMBO_COUNT, sizeof *combos);
    pokeq_range_exact_result result;
    if (combos == NULL)
        return -POKEQ_ERR_MEMORY;
    const int error = pokeq_exact_ranges(&s, 0, &result, combos);
    if (error == 0) {
        pokeq_combo_counts classes[CLASS_COUNT];
        pokeq_class_counts(combos, classes);
        for (int cls = 0; cls < CLASS_COUNT; cls++)
            equity[cls] = (double)classes[cls].equity_units / (2520.0 * (double)classes[cls].showdowns);
    }
    free(combos);
    return error;
}

/* ---- vs three random hands, Monte Carlo ---- */

typedef struct class_sums {
    uint64_t units[CLASS_COUNT];
    uint64_t count[CLASS_COUNT];
} class_sums;

/* One trial: 11 cards dealt (board, then three opponents), every hero
 * combo of the rest scored. */
static void trial_vs_three(pcg32 *rng, const uint8_t pair_class[CARD_COUNT][CARD_COUNT], class_sums *sums)
{
    int deck[CARD_COUNT];
    for (int c = 0; c < CARD_COUNT; c++)
        deck[c] = c;
    for (int j = 0; j < 11; j++) {
        const int pick = j + (int)pcg32_bounded(rng, (uint32_t)(CARD_COUNT - j));
        const int card = deck[pick];
        deck[pick] = deck[j];
        deck[j] = card;
    }
    const Hand board = hand_of_cards(deck, 5);
    int best = 0, best_count = 0;
    for (int o = 0; o < 3; o++) {
        const int value = hand_value7(hand_combine(board, hand_of_cards(deck + 5 + 2 * o, 2)));
        best_count = value > best ? 1 : best_count + (value == best);
        best = value > best ? value : best;
    }
    const uint64_t tie_share = (uint64_t)(2520 / (best_count + 1));
    for (int i = 11; i < CARD_COUNT; i++) {
        const Hand with_first = hand_add_card(board, deck[i]);
        for (int k = i + 1; k < CARD_COUNT; k++) {
            const int value = hand_value7(hand_add_card(with_first, deck[k]));
            const int cls = pair_class[deck[i]][deck[k]];
            sums->units[cls] += value > best ? 2520 : value == best ? tie_share : 0;
            sums->count[cls]++;
        }
    }
}

static void equity_vs_three(uint64_t trials, uint64_t seed, double equity[CLASS_COUNT])
{
    static uint8_t pair_class[CARD_COUNT][CARD_COUNT];
    for (int a = 0; a < CARD_COUNT; a++)
        for (int b = 0; b < CARD_COUNT; b++)
            if (a != b)
                pair_class[a][b] = (uint8_t)combo_class(combo_index(a, b));
    const int64_t blocks = (int64_t)((trials + BLOCK_TRIALS - 1) / BLOCK_TRIALS);
    class_sums total;
    memset(&total, 0, sizeof total);
#pragma omp parallel
    {
        class_sums mine;
        memset(&mine, 0, sizeof mine);
#pragma omp for schedule(dynamic, 1) nowait
        for (int64_t b = 0; b < blocks; b++) {
            pcg32 rng = pcg32_seeded(seed + (uint64_t)b * 0x9e3779b97f4a7c15ULL, (uint64_t)b);
            for (int t = 0; t < BLOCK_TRIALS; t++)
                trial_vs_three(&rng, pair_class, &mine);
        }
#pragma omp critical(rankgen_merge)
        for (int cls = 0; cls < CLASS_COUNT; cls++) {
            total.units[cls] += mine.units[cls];
            total.count[cls] += mine.count[cls];
        }
    }
    for (int cls = 0; cls < CLASS_COUNT; cls++)
        equity[cls] = (double)total.units[cls] / (2520.0 * (double)total.count[cls]);
}

/* ---- output ---- */

static void write_order(FILE *out, const char *name, const char *about, const uint8_t order[CLASS_COUNT],
                        const double equity[CLASS_COUNT])
{
    fprintf(out, "/* %s */\nconst uint8_t %s[169] = {\n", about, name);
    for (int i = 0; i < CLASS_COUNT; i++) {
        char label[4];
        pokeq_class_name(order[i], label);
        fprintf(out, "    %3d, /* %-3s %.5f */\n", order[i], label, equity[order[i]]);
    }
    fprintf(out, "};\n\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: rankgen OUT.c [trials [seed]]\n");
        return 2;
    }
    const uint64_t trials = argc > 2 ? strtoull(argv[2], NULL, 10) : DEFAULT_TRIALS;
    const uint64_t seed = argc > 3 ? strtoull(argv[3], NULL, 10) : SEED;
    double vs1[CLASS_COUNT], vs3[CLASS_COUNT];
    const int error = equity_vs_one(vs1);
    if (error != 0) {
        fprintf(stderr, "rankgen: %s\n", pokeq_strerror(error));
        return 1;
    }
    equity_vs_three(trials, seed, vs3);
    uint8_t order1[CLASS_COUNT], order3[CLASS_COUNT];
    order_of(vs1, order1);
    order_of(vs3, order3);

    FILE *out = fopen(argv[1], "w");
    if (out == NULL) {
        perror(argv[1]);
        return 1;
    }
    fprintf(out, "/* Generated by sim/gen/rankgen.c; do not edit. */\n#include \"ranking.h\"\n\n");
    char about[160];
    snprintf(about, sizeof about, "equity vs 3 random hands, Monte Carlo: %llu trials x 820 hero combos, seed %llu",
             (unsigned long long)trials, (unsigned long long)seed);
    write_order(out, "ranking_vs3", about, order3, vs3);
    write_order(out, "ranking_vs1", "equity vs 1 random hand, exact", order1, vs1);
    return fclose(out) == 0 ? 0 : 1;
}
