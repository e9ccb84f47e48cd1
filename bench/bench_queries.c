/* SPDX-License-Identifier: MIT */
/*
 * bench_queries.c - the queries of issue 14 for `pokeq bench`: each row is
 * pokeq's figure, the workload and the command that asks the same from the
 * program. Everything runs in process through the public calls (pokeq_solve,
 * pokeq_eval7_batch), one thread unless the row says otherwise; each figure
 * is the median of several runs. The README's performance table puts these
 * next to OMPEval's figures for the same workloads.
 */
#include "bench.h"

#include "pokeq.h"
#include "splitmix.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { QUERY_EXACT, QUERY_MC, QUERY_CALL, QUERY_BATCH };
enum { BATCH_HANDS = 10000000 }; /* hands scored per batch run */

typedef struct query {
    const char *name;
    const char *seats[6];
    const char *board;
    int kind;
    int threads;
    uint64_t trials;            /* Monte Carlo: trials; one call: calls per run; batch: hands a call */
    const char *command;
    int game;                   /* enum pokeq_game (0: Hold'em) */
} query;

static const query QUERIES[] = {
    {"exact AhAs vs random", {"AhAs", "random"}, "", QUERY_EXACT, 1, 0,
     "pokeq AhAs random --exact --threads 1", POKEQ_GAME_HOLDEM},
    {"exact AhKh vs QQ+,AKs", {"AhKh", "QQ+,AKs"}, "", QUERY_EXACT, 1, 0,
     "pokeq AhKh QQ+,AKs --exact --threads 1", POKEQ_GAME_HOLDEM},
    {"Monte Carlo AhAs vs random", {"AhAs", "random"}, "", QUERY_MC, 1, 20000000,
     "pokeq AhAs random --trials 2e7 --threads 1", POKEQ_GAME_HOLDEM},
    {"Monte Carlo AhAs vs 5 random", {"AhAs", "random", "random", "random", "random", "random"}, "", QUERY_MC, 1,
     10000000, "pokeq AhAs random random random random random --trials 1e7 --threads 1", POKEQ_GAME_HOLDEM},
    {"pokeq_eval7_batch, 10 M random hands", {NULL}, "", QUERY_BATCH, 1, BATCH_HANDS,
     "pokeq bench (this row; libpokeq(3))", POKEQ_GAME_HOLDEM},
    {"pokeq_eval7_batch, 64 k hands in cache", {NULL}, "", QUERY_BATCH, 1, 1 << 16,
     "pokeq bench (this row; libpokeq(3))", POKEQ_GAME_HOLDEM},
    {"AsKs vs 7h7d on 7c8s9s, one call", {"AsKs", "7h7d"}, "7c8s9s", QUERY_CALL, 0, 2000,
     "pokeq AsKs 7h7d --board 7c8s9s --exact", POKEQ_GAME_HOLDEM},
    {"exact QQ+,AKs vs random, 2 threads", {"QQ+,AKs", "random"}, "", QUERY_EXACT, 2, 0,
     "pokeq QQ+,AKs random --exact --threads 2", POKEQ_GAME_HOLDEM},
    {"exact razz, three cards each", {"Ah2h3c", "KsKd5c"}, "", QUERY_EXACT, 1, 0,
     "pokeq --game razz Ah2h3c KsKd5c --exact --threads 1", POKEQ_GAME_RAZZ},
    {"exact stud, three cards each", {"AsKs9h", "QdQc5c"}, "", QUERY_EXACT, 1, 0,
     "pokeq --game stud AsKs9h QdQc5c --exact --threads 1", POKEQ_GAME_STUD},
    {"2-7 draw, 4 kept vs 5, one call", {"7h5d4c3s", "8s6d5h3c2d"}, "", QUERY_CALL, 1, 20000,
     "pokeq --game lowball27 7h5d4c3s 8s6d5h3c2d --exact --threads 1", POKEQ_GAME_LOWBALL27},
    {"exact 2-7 draw, three kept each", {"7h5d4c", "8s6d2h"}, "", QUERY_EXACT, 1, 0,
     "pokeq --game lowball27 7h5d4c 8s6d2h --exact --threads 1", POKEQ_GAME_LOWBALL27},
};
enum { QUERY_COUNT = sizeof QUERIES / sizeof QUERIES[0] };

static void request_of(const query *q, pokeq_request *r)
{
    pokeq_request_init(r);
    r->game = q->game;
    while (r->seats < 6 && q->seats[r->seats] != NULL) {
        r->seat[r->seats].text = q->seats[r->seats];
        r->seats++;
    }
    r->board = q->board;
    r->threads = q->threads;
    r->method = q->kind == QUERY_MC ? POKEQ_METHOD_MC : POKEQ_METHOD_EXACT;
    r->trials = q->kind == QUERY_MC ? q->trials : 0;
    r->exact_limit_seconds = -1;
}

/* Random hands (7 distinct cards each) for the batch rows, dealt once, and
 * their values' buffer, written once before any timing so that no row
 * pays the kernel's first-touch page faults. */
typedef struct batch_data {
    uint8_t *cards;
    uint16_t *values;
} batch_data;

static int batch_deal(batch_data *b)
{
    b->cards = malloc((size_t)BATCH_HANDS * 7);
    b->values = calloc(BATCH_HANDS, sizeof *b->values);
    if (b->cards == NULL || b->values == NULL)
        return -1;
    uint64_t state = 14;
    for (uint64_t h = 0; h < BATCH_HANDS; h++) {
        uint64_t used = 0;
        for (int k = 0; k < 7;) {
            const int card = (int)(splitmix64_next(&state) % 52);
            if (used >> card & 1)
                continue;
            used |= 1ULL << card;
            b->cards[h * 7 + (uint64_t)k++] = (uint8_t)card;
        }
    }
    memset(b->values, 0xff, (size_t)BATCH_HANDS * sizeof *b->values);
    return 0;
}

/* Seconds for BATCH_HANDS hands scored in calls of `hands` each over the
 * first `hands` of them: the whole set streamed from memory once, or a
 * small set scored again and again from cache. */
static double batch_seconds(const batch_data *b, uint64_t hands, uint64_t *checksum)
{
    const double start = bench_seconds_now();
    for (uint64_t done = 0; done < BATCH_HANDS; done += hands)
        if (pokeq_eval7_batch(b->cards, (size_t)hands, b->values) != 0)
            return -1;
    const double seconds = bench_seconds_now() - start;
    for (uint64_t h = 0; h < hands; h++)
        *checksum += b->values[h];
    return seconds;
}

/* One run's figure in the row's unit (ms, M trials/s, us per call, M
 * hands/s), or a negative number on error. */
static double run_once(const query *q, const batch_data *batch, uint64_t *checksum)
{
    if (q->kind == QUERY_BATCH) {
        const double seconds = batch_seconds(batch, q->trials, checksum);
        return seconds > 0 ? (double)BATCH_HANDS / seconds / 1e6 : -1;
    }
    pokeq_request r;
    request_of(q, &r);
    pokeq_result result;
    const uint64_t calls = q->kind == QUERY_CALL ? q->trials : 1;
    const double start = bench_seconds_now();
    for (uint64_t c = 0; c < calls; c++)
        if (pokeq_solve(&r, &result, NULL) != 0)
            return -1;
    const double seconds = bench_seconds_now() - start;
    *checksum += result.seat[0].counts.equity_units;
    if (q->kind == QUERY_MC)
        return (double)result.count / seconds / 1e6;
    return q->kind == QUERY_CALL ? 1e6 * seconds / (double)calls : 1e3 * seconds;
}

static const char *unit_of(int kind)
{
    switch (kind) {
    case QUERY_MC: return "M trials/s";
    case QUERY_CALL: return "us/call";
    case QUERY_BATCH: return "M hands/s";
    default: return "ms";
    }
}

/* The median of `runs` runs of q after a warming one (tables, pages, a
 * thread team), or a negative number on error. */
static double median_of(const query *q, const batch_data *batch, int runs, uint64_t *checksum)
{
    double figures[64];
    const int n = runs < 64 ? runs : 64;
    run_once(q, batch, checksum);
    for (int k = 0; k < n; k++)
        if ((figures[k] = run_once(q, batch, checksum)) < 0)
            return -1;
    return bench_median(figures, n);
}

int bench_queries(FILE *out, int json, int runs)
{
    batch_data batch;
    int status = batch_deal(&batch);
    if (status != 0)
        fprintf(stderr, "pokeq bench: out of memory\n");
    if (status == 0 && json)
        fputs("  \"queries\": [\n", out);
    else if (status == 0)
        fprintf(out, "queries of issue 14 (in process, medians of %d)\n  %-38s %12s %-10s  %s\n", runs, "workload",
                "pokeq", "", "command");
    uint64_t checksum = 0;
    for (int i = 0; i < QUERY_COUNT && status == 0; i++) {
        const query *q = &QUERIES[i];
        const double median = median_of(q, &batch, runs, &checksum);
        if (median < 0) {
            fprintf(stderr, "pokeq bench: query '%s' failed\n", q->name);
            status = 1;
        } else if (json)
            fprintf(out, "    {\"name\":\"%s\", \"unit\":\"%s\", \"value\":%.4f, \"command\":\"%s\"}%s\n", q->name,
                    unit_of(q->kind), median, q->command, i + 1 < QUERY_COUNT ? "," : "");
        else
            fprintf(out, "  %-38s %12.3f %-10s  %s\n", q->name, median, unit_of(q->kind), q->command);
    }
    free(batch.cards);
    free(batch.values);
    return bench_section_end(out, json, status, checksum);
}
