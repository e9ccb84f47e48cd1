/* SPDX-License-Identifier: MIT */
/*
 * bench_peers.c - the rows of issue 31 for `pokeq bench`: each query's
 * pokeq figure, measured here in process through pokeq.h alone (one
 * thread, the median of several runs), beside the best peer's figure for
 * the same query as issue 31 states it. The peers' figures were measured
 * elsewhere (a 2 vCPU AMD EPYC, gcc 12; OMPEval 4aec210, b-inary's
 * holdem-hand-evaluator d7b2a5b "hhe"); they are printed as text, never
 * measured by this program.
 */
#include "bench.h"

#include "pokeq.h"
#include "splitmix.h"

#include <stdint.h>
#include <stdlib.h>

enum { ROW_SOLVE, ROW_ENUMERATE, ROW_PREBUILT, ROW_EVAL7 };
enum { HANDS = 1 << 14 }; /* pre-built hands: 256 KB of pokeq_hand, in cache as hhe's are */

typedef struct peer_row {
    const char *name;
    const char *seats[2];
    const char *board;
    int kind;
    int calls;                          /* solve rows: calls a run */
    const char *peer;                   /* issue 31's figure, measured elsewhere */
} peer_row;

static const peer_row ROWS[] = {
    {"exact AhAs vs random (preflop)", {"AhAs", "random"}, "", ROW_SOLVE, 2000, "hhe 0.4 us (a 169-entry table)"},
    {"exact 998-combo range vs random", {"22+,A2s+,K2s+,Q2s+,J2s+,T2s+,92s+,82s+,72s+,A2o+,K2o+,Q2o+,J5o+,T2o+,95o+,85o+",
     "random"}, "", ROW_SOLVE, 200, "(issue 31 target: 50 us)"},
    {"exact QQ+,AKs,AhKd vs random", {"QQ+,AKs,AhKd", "random"}, "", ROW_SOLVE, 20, "OMPEval ~4.4 s (0.88x)"},
    {"exact 88+,AJs+,KQs,AhKd vs random", {"88+,AJs+,KQs,AhKd", "random"}, "", ROW_SOLVE, 20, "OMPEval 10.6 s"},
    {"exact QQ+,AKs,AhKd vs JJ,TT,99,88,AQs,KQs", {"QQ+,AKs,AhKd", "JJ,TT,99,88,AQs,KQs"}, "", ROW_SOLVE, 1,
     "(issue 31 target: 1.3x the row below)"},
    {"exact QQ+,AKs vs JJ,TT,99,88,AQs,KQs", {"QQ+,AKs", "JJ,TT,99,88,AQs,KQs"}, "", ROW_SOLVE, 1,
     "OMPEval: pokeq was 0.11x"},
    {"exact 88+,AJs+,KQs,AhKd vs 22+,A2s+,K9s+,ATo+", {"88+,AJs+,KQs,AhKd", "22+,A2s+,K9s+,ATo+"}, "", ROW_SOLVE, 1,
     "(issue 31 target: 1.3x the row below)"},
    {"exact 88+,AJs+,KQs vs 22+,A2s+,K9s+,ATo+", {"88+,AJs+,KQs", "22+,A2s+,K9s+,ATo+"}, "", ROW_SOLVE, 1, ""},
    {"AsKs vs 7h7d on 7c8s9s, pokeq_solve", {"AsKs", "7h7d"}, "7c8s9s", ROW_SOLVE, 20000, "hhe 2.6-3.3 us"},
    {"AhAs vs random on 7c8s9s, exact", {"AhAs", "random"}, "7c8s9s", ROW_SOLVE, 200, "hhe 3.0 ms"},
    {"AhAs vs random on 7c8s9sKd, exact", {"AhAs", "random"}, "7c8s9sKd", ROW_SOLVE, 2000,
     "hhe: pokeq was 1.26x"},
    {"pokeq_eval7, one call a random hand", {NULL}, "", ROW_EVAL7, 0, "OMPEval 276-327 M/s"},
    {"pokeq_hand_value, pre-built random hands", {NULL}, "", ROW_PREBUILT, 0, "hhe 513-696 M/s"},
    {"every 7-card hand through pokeq_hand", {NULL}, "", ROW_ENUMERATE, 0, "OMPEval 1,086 M/s, hhe 602"},
};
enum { ROW_COUNT = sizeof ROWS / sizeof ROWS[0] };

/* Random seven-card hands: as cards (7 ints each) and pre-built; and the
 * 1,326 two-card hands ordered by their higher card (those below card e
 * are the first e(e-1)/2), for the enumeration. */
typedef struct hand_data {
    int cards[HANDS][7];
    pokeq_hand hand[HANDS];
    pokeq_hand pair[1326];
} hand_data;

static void deal(hand_data *d)
{
    uint64_t state = 31;
    for (int h = 0; h < HANDS; h++) {
        uint64_t used = 0;
        d->hand[h] = pokeq_hand_empty();
        for (int k = 0; k < 7;) {
            const int card = (int)(splitmix64_next(&state) % 52);
            if (used >> card & 1)
                continue;
            used |= 1ULL << card;
            d->cards[h][k++] = card;
            d->hand[h] = pokeq_hand_add(d->hand[h], card);
        }
    }
    int n = 0;
    for (int high = 1; high < 52; high++)
        for (int low = 0; low < high; low++)
            d->pair[n++] = pokeq_hand_add(pokeq_hand_add(pokeq_hand_empty(), high), low);
}

/* The values of board + each of the first `pairs` two-card hands, summed:
 * the hot loop, out of line so that its few values stay in registers
 * (inlined into the five loops around it, the key was reloaded from the
 * stack on every hand); unrolled, a hand costs 12.5 instructions. */
__attribute__((noinline)) static uint64_t board_and_pairs(pokeq_hand board, const pokeq_hand *pair, int pairs)
{
    uint64_t sum = 0;
#pragma GCC unroll 4
    for (int i = 0; i < pairs; i++)
        sum += (uint64_t)pokeq_hand_value(pokeq_hand_combine(board, pair[i]));
    return sum;
}

/* Every seven-card hand as five cards a > b > c > d > e, each added to the
 * hand of the cards before it, and then each two-card hand below e combined
 * with them (one addition of a pre-built pair: a long inner loop, 51 hands
 * a call on average, where a seventh nested loop runs 6.6); returns the
 * hands scored, their values summed into *checksum. */
static uint64_t enumerate_all(const hand_data *data, uint64_t *checksum)
{
    uint64_t hands = 0, sum = 0;
    for (int a = 6; a < 52; a++) {
        const pokeq_hand ha = pokeq_hand_add(pokeq_hand_empty(), a);
        for (int b = 5; b < a; b++) {
            const pokeq_hand hb = pokeq_hand_add(ha, b);
            for (int c = 4; c < b; c++) {
                const pokeq_hand hc = pokeq_hand_add(hb, c);
                for (int d = 3; d < c; d++) {
                    const pokeq_hand hd = pokeq_hand_add(hc, d);
                    for (int e = 2; e < d; e++) {
                        const int pairs = e * (e - 1) / 2;
                        sum += board_and_pairs(pokeq_hand_add(hd, e), data->pair, pairs);
                        hands += (uint64_t)pairs;
                    }
                }
            }
        }
    }
    *checksum += sum;
    return hands;
}

/* M hands a second over the pre-dealt hands, 64 passes. */
static double hands_rate(const peer_row *row, const hand_data *d, uint64_t *checksum)
{
    enum { PASSES = 64 };
    uint64_t sum = 0;
    const double start = bench_seconds_now();
    for (int pass = 0; pass < PASSES; pass++)
        for (int h = 0; h < HANDS; h++)
            sum += (uint64_t)(row->kind == ROW_EVAL7 ? pokeq_eval7(d->cards[h]) : pokeq_hand_value(d->hand[h]));
    const double seconds = bench_seconds_now() - start;
    *checksum += sum;
    return (double)PASSES * HANDS / seconds / 1e6;
}

/* One run's figure in the row's unit, or a negative number on error. */
static double run_once(const peer_row *row, const hand_data *d, uint64_t *checksum)
{
    if (row->kind == ROW_ENUMERATE) {
        const double start = bench_seconds_now();
        const uint64_t hands = enumerate_all(d, checksum);
        return (double)hands / (bench_seconds_now() - start) / 1e6;
    }
    if (row->kind != ROW_SOLVE)
        return hands_rate(row, d, checksum);
    pokeq_request q;
    pokeq_request_init(&q);
    q.seats = 2;
    q.seat[0].text = row->seats[0];
    q.seat[1].text = row->seats[1];
    q.board = row->board;
    q.method = POKEQ_METHOD_EXACT;
    q.threads = 1;
    q.exact_limit_seconds = -1;
    pokeq_result result;
    const double start = bench_seconds_now();
    for (int c = 0; c < row->calls; c++)
        if (pokeq_solve(&q, &result, NULL) != 0)
            return -1;
    const double per_call = (bench_seconds_now() - start) / row->calls;
    *checksum += result.seat[0].counts.equity_units;
    return per_call;
}

/* A time in the unit that suits it. */
static void print_time(FILE *out, double seconds)
{
    if (seconds < 1e-3)
        fprintf(out, "%9.2f us   ", seconds * 1e6);
    else if (seconds < 1)
        fprintf(out, "%9.2f ms   ", seconds * 1e3);
    else
        fprintf(out, "%9.2f s    ", seconds);
}

int bench_peers(FILE *out, int json, int runs)
{
    hand_data *d = malloc(sizeof *d);
    if (d == NULL) {
        fprintf(stderr, "pokeq bench: out of memory\n");
        return 1;
    }
    deal(d);
    if (json)
        fputs("  \"peers\": [\n", out);
    else
        fprintf(out, "issue 31 against the peers (pokeq: in process, 1 thread, medians of %d; peers: the issue's "
                     "figures, measured elsewhere)\n  %-44s %-14s %s\n", runs, "query", "pokeq", "best peer");
    uint64_t checksum = 0;
    int status = 0;
    for (int i = 0; i < ROW_COUNT && status == 0; i++) {
        const peer_row *row = &ROWS[i];
        double figures[64];
        const int n = runs < 1 ? 1 : runs < 64 ? runs : 64;
        run_once(row, d, &checksum); /* warm: tables, pages */
        for (int k = 0; k < n && status == 0; k++)
            status = (figures[k] = run_once(row, d, &checksum)) < 0;
        if (status != 0) {
            fprintf(stderr, "pokeq bench: query '%s' failed\n", row->name);
            break;
        }
        const double median = bench_median(figures, n);
        const int rate = row->kind != ROW_SOLVE;
        if (json)
            fprintf(out, "    {\"name\":\"%s\", \"unit\":\"%s\", \"value\":%.6g, \"peer\":\"%s\"}%s\n", row->name,
                    rate ? "M hands/s" : "s", median, row->peer, i + 1 < ROW_COUNT ? "," : "");
        else if (rate)
            fprintf(out, "  %-44s %9.0f M/s  %s\n", row->name, median, row->peer);
        else {
            fprintf(out, "  %-44s ", row->name);
            print_time(out, median);
            fprintf(out, "%s\n", row->peer);
        }
    }
    free(d);
    return bench_section_end(out, json, status, checksum);
}
