/* SPDX-License-Identifier: MIT */
/* flops_print.c - a flops job's answer (flops_print.h). */
#include "output/flops_print.h"

#include "front/answer.h"
#include "front/cli_error.h"
#include "output/output.h"
#include "front/stream.h"

#include <stdlib.h>
#include <string.h>

enum { SHOWN = 5 };     /* best and worst flops listed */

/* Seat 1's pot share over the rows that pass keep(), weighted as the
 * average weighs them. */
typedef bool (*row_filter)(const pokeq_flop *f, int value);

static bool by_suits(const pokeq_flop *f, int value)
{
    return f->suits == value;
}

static bool by_pairing(const pokeq_flop *f, int value)
{
    return f->pairing == value;
}

static bool by_connectedness(const pokeq_flop *f, int value)
{
    return f->connectedness == value;
}

static void print_group(FILE *out, const pokeq_flop *rows, const char *name, row_filter keep, int value)
{
    unsigned __int128 units = 0, count = 0;
    int boards = 0;
    for (int i = 0; i < POKEQ_FLOPS; i++) {
        const pokeq_flop *f = &rows[i];
        if (!keep(f, value))
            continue;
        boards += f->weight;
        const uint64_t factor = (uint64_t)f->weight * f->scale;
        units += (unsigned __int128)f->result.seat[0].counts.equity_units * factor;
        count += (unsigned __int128)f->result.count * factor;
    }
    const double equity = count > 0 ? (double)units / ((double)POKEQ_POT_UNITS * (double)count) : 0;
    fprintf(out, "  %-16s %8.3f%%   %6d of the 22,100 flops\n", name, 100 * equity, boards);
}

static int by_equity(const void *a, const void *b)
{
    const pokeq_flop *x = *(const pokeq_flop *const *)a, *y = *(const pokeq_flop *const *)b;
    return x->result.seat[0].equity < y->result.seat[0].equity ? 1 : x->result.seat[0].equity > y->result.seat[0].equity ? -1 : 0;
}

static void print_extremes(FILE *out, const pokeq_flop *rows)
{
    const pokeq_flop *order[POKEQ_FLOPS];
    int n = 0;
    for (int i = 0; i < POKEQ_FLOPS; i++)
        if (rows[i].result.count > 0)
            order[n++] = &rows[i];
    qsort(order, (size_t)n, sizeof order[0], by_equity);
    for (int side = 0; side < 2; side++) {
        fputs(side == 0 ? "  best   " : "  worst  ", out);
        for (int k = 0; k < SHOWN && k < n; k++) {
            const pokeq_flop *f = order[side == 0 ? k : n - 1 - k];
            char cards[8];
            pokeq_cards_format(f->cards, 3, cards, sizeof cards);
            fprintf(out, " %s %.2f%%", cards, 100 * f->result.seat[0].equity);
        }
        fputc('\n', out);
    }
}

static void print_summary(FILE *out, const pokeq_flop *rows)
{
    static const char *const suits[] = {"", "monotone", "two-tone", "rainbow"};
    static const char *const pairing[] = {"unpaired", "paired", "trips"};
    static const char *const connected[] = {"", "unconnected", "two connected", "three connected"};
    fputs("player 1's equity by flop texture:\n", out);
    for (int v = 1; v <= 3; v++)
        print_group(out, rows, suits[v], by_suits, v);
    for (int v = 0; v <= 2; v++)
        print_group(out, rows, pairing[v], by_pairing, v);
    for (int v = 1; v <= 3; v++)
        print_group(out, rows, connected[v], by_connectedness, v);
    fputs("player 1's flops by equity:\n", out);
    print_extremes(out, rows);
}

int flops_print(const scenario_request *words, pokeq_flop rows[POKEQ_FLOPS], double seconds, int threads)
{
    answer average = {.request = words};
    pokeq_error_info e;
    if (pokeq_flops_average(rows, &average.result, &e) != 0) {
        fprintf(stderr, "pokeq flops: %s\n", e.message);
        return EXIT_BAD_INPUT;
    }
    average.result.seconds = seconds;
    average.result.threads = threads;
    average.result.threads_asked = words->options.threads;
    FILE *out = stdout;
    output_state state = {.batch = words->options.format != FORMAT_TEXT, .flop_columns = true};
    for (int i = 0; i < POKEQ_FLOPS && state.batch; i++) {
        const answer row = {.request = words, .result = rows[i].result, .flop = &rows[i]};
        if (!output_scenario(out, &state, &row, i + 1))
            return EXIT_FAILED;
    }
    if (!output_scenario(out, &state, &average, 0))
        return EXIT_FAILED;
    if (words->options.format == FORMAT_TEXT)
        print_summary(out, rows);
    return stream_flush(out) ? 0 : EXIT_FAILED;
}

int flops_print_merged(const scenario_request *words, pokeq_flop rows[POKEQ_FLOPS])
{
    pokeq_flop *list = malloc(POKEQ_FLOPS * sizeof *list);
    if (list == NULL || pokeq_flops_list(list) != 0) {
        free(list);
        return EXIT_FAILED;
    }
    int status = 0;
    for (int i = 0; i < POKEQ_FLOPS && status == 0; i++) {
        pokeq_flop *f = &rows[i];
        if (f->job != 0 && f->weight != list[i].weight) {
            fprintf(stderr, "pokeq merge: flop %d's weight is not that of the flop in that row\n", i + 1);
            status = EXIT_BAD_INPUT;
        }
        memcpy(f->cards, list[i].cards, sizeof f->cards);
        f->suits = list[i].suits;
        f->pairing = list[i].pairing;
        f->connectedness = list[i].connectedness;
        f->high_rank = list[i].high_rank;
        pokeq_result *r = &f->result;
        r->method = POKEQ_METHOD_EXACT;
        r->count_kind = POKEQ_COUNT_SHOWDOWNS;
        r->job = f->job;
        r->shards = 1;
        r->board_count = 3;
        memcpy(r->board, f->cards, sizeof f->cards);
        /* the fractions from the counts: one whole part merged */
        const pokeq_result *part = r;
        pokeq_result whole;
        if (f->job != 0 && pokeq_result_merge(&part, NULL, 1, &whole, NULL, NULL) == 0) {
            whole.deals = r->deals;
            *r = whole;
        }
    }
    free(list);
    return status == 0 ? flops_print(words, rows, 0, 0) : status;
}
