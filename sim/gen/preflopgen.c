/* SPDX-License-Identifier: MIT */
/*
 * preflopgen.c - `make regen-preflop`: the exact counts of every hand
 * class against one random hand, computed once by the range engine and
 * written as data that is committed (data/preflop-vs-random.tsv); the
 * build only converts the data into C (preflopdata.c), and pokeq_solve
 * answers heads-up preflop jobs against `random` from it
 * (sim/solve/preflop_table.h). Linked with libpokeq.
 *
 *   preflopgen DIR
 *
 * Each class is one pokeq_exact_ranges job: the class's combos (one
 * weight) against every combo (one weight), no board, no dead cards. Its
 * seat-0 counts are the class's totals: each combo of a class has the same
 * counts against a random hand (a suit permutation maps one combo onto
 * another and the random hand onto itself), so a combo's counts are the
 * totals divided by the class's combos. About a minute on 2 cores.
 */
/* the range engine itself, through its own call: pokeq_solve reads the table this makes */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "pokeq.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int class_counts(int cls, pokeq_player_counts *counts, uint64_t *showdowns, int *combos)
{
    static pokeq_range hero, all;
    memset(&hero, 0, sizeof hero);
    memset(all.weight, POKEQ_RANGE_WEIGHT_ONE, sizeof all.weight);
    for (int combo = 0; combo < POKEQ_COMBOS; combo++)
        if (pokeq_combo_class(combo) == cls)
            hero.weight[combo] = POKEQ_RANGE_WEIGHT_ONE;
    *combos = pokeq_class_combos(cls);
    const pokeq_range_scenario s = {.players = 2, .range = {&hero, &all}};
    pokeq_range_exact_result out;
    const int error = pokeq_exact_ranges(&s, 0, &out, NULL);
    *counts = out.player[0];
    *showdowns = out.showdowns;
    return error;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: preflopgen DIR\n");
        return 2;
    }
    char path[512];
    snprintf(path, sizeof path, "%s/preflop-vs-random.tsv", argv[1]);
    FILE *out = fopen(path, "w");
    if (out == NULL) {
        perror(path);
        return 1;
    }
    fprintf(out, "# Every Hold'em hand class against one random hand, exact: the class's combos against every\n"
                 "# combo sharing no card with them (one weight each), every board of the 48 cards left.\n"
                 "# Written by `make regen-preflop` (sim/gen/preflopgen.c: one pokeq_exact_ranges job per\n"
                 "# class); do not edit. The counts are the class's totals over its combos; each combo's are\n"
                 "# these divided by combos. equity = equity_units / (2520 x showdowns).\n"
                 "# Columns: cell class combos showdowns wins ties equity_units\n");
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        pokeq_player_counts c;
        uint64_t showdowns;
        int combos;
        const int error = class_counts(cls, &c, &showdowns, &combos);
        if (error != 0) {
            fprintf(stderr, "preflopgen: %s\n", pokeq_strerror(error));
            fclose(out);
            return 1;
        }
        char name[4];
        fprintf(out, "%d\t%s\t%d\t%llu\t%llu\t%llu\t%llu\n", cls, pokeq_class_name(cls, name), combos,
                (unsigned long long)showdowns,
                (unsigned long long)c.wins, (unsigned long long)c.ties[2], (unsigned long long)c.equity_units);
    }
    if (fclose(out) != 0) {
        perror(path);
        return 1;
    }
    fprintf(stderr, "preflopgen: wrote %s\n", path);
    return 0;
}
