/* SPDX-License-Identifier: MIT */
/* icm.c - ICM by the Malmuth-Harville model (icm.h, pokeq_icm). */
#include "tourney/icm.h"

#include "core/pcg.h"
#include "core/work.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

int icm_exact(int n, const double *stacks, double *place)
{
    const uint32_t sets = 1u << n, full = sets - 1;
    double *chance = calloc(sets, sizeof *chance), *left = malloc(sets * sizeof *left);
    if (chance == NULL || left == NULL) {
        free(chance);
        free(left);
        return POKEQ_ERR_MEMORY;
    }
    /* left[S]: the chips of the players outside S, summed from the players
     * themselves (no T - sum, which would cancel for tiny stacks) */
    left[full] = 0;
    for (uint32_t s = full; s-- > 0;) {
        const int i = __builtin_ctz(~s);
        left[s] = left[s | 1u << i] + stacks[i];
    }
    memset(place, 0, (size_t)n * n * sizeof *place);
    chance[0] = 1;
    /* a set comes before every larger set holding it (its number is smaller) */
    for (uint32_t s = 0; s < full; s++) {
        if (chance[s] == 0)
            continue;
        const int taken = __builtin_popcount(s);
        const double per_chip = chance[s] / left[s];
        for (int i = 0; i < n; i++) {
            if (s >> i & 1)
                continue;
            const double p = per_chip * stacks[i];
            place[i * n + taken] += p;
            chance[s | 1u << i] += p;
        }
    }
    free(chance);
    free(left);
    return 0;
}

enum { BLOCK_TRIALS = 4096 };

typedef struct race {
    double time;
    int player;
} race;

static int by_time(const void *a, const void *b)
{
    const double x = ((const race *)a)->time, y = ((const race *)b)->time;
    return (x > y) - (x < y);
}

typedef struct sample_job {
    int n;
    const double *stacks;
    uint64_t trials, seed;
    uint64_t *counts;
} sample_job;

typedef struct sample_worker {
    race *order;
    uint64_t *counts;
} sample_worker;

static void *sample_worker_new(void *shared)
{
    const sample_job *job = shared;
    sample_worker *w = malloc(sizeof *w);
    if (w == NULL)
        return NULL;
    w->order = malloc((size_t)job->n * sizeof *w->order);
    w->counts = calloc((size_t)job->n * job->n, sizeof *w->counts);
    if (w->order == NULL || w->counts == NULL) {
        free(w->order);
        free(w->counts);
        free(w);
        return NULL;
    }
    return w;
}

/* A uniform double in (0, 1): 53 random bits and a half. */
static double uniform_open(pcg32 *rng)
{
    const uint64_t high = pcg32_next(rng), low = pcg32_next(rng);
    const uint64_t bits = (high << 21) ^ (low >> 11);
    return ((double)bits + 0.5) * 0x1p-53;
}

static void sample_block(void *worker, int task, void *shared)
{
    const sample_job *job = shared;
    sample_worker *w = worker;
    const int n = job->n;
    pcg32 rng = pcg32_block_stream(job->seed, (uint64_t)task);
    const uint64_t first = (uint64_t)task * BLOCK_TRIALS;
    const uint64_t end = first + BLOCK_TRIALS < job->trials ? first + BLOCK_TRIALS : job->trials;
    for (uint64_t t = first; t < end; t++) {
        for (int i = 0; i < n; i++)
            w->order[i] = (race){-log(uniform_open(&rng)) / job->stacks[i], i};
        qsort(w->order, (size_t)n, sizeof w->order[0], by_time);
        for (int p = 0; p < n; p++)
            w->counts[(size_t)w->order[p].player * n + p]++;
    }
}

static void sample_merge(void *worker, void *shared)
{
    const sample_job *job = shared;
    const sample_worker *w = worker;
    for (size_t k = 0; k < (size_t)job->n * job->n; k++)
        job->counts[k] += w->counts[k];
}

static void sample_worker_free(void *worker)
{
    sample_worker *w = worker;
    if (w == NULL)
        return;
    free(w->order);
    free(w->counts);
    free(w);
}

int icm_sample(int n, const double *stacks, uint64_t trials, uint64_t seed, int threads, uint64_t *counts)
{
    memset(counts, 0, (size_t)n * n * sizeof *counts);
    sample_job job = {n, stacks, trials, seed, counts};
    const int tasks = (int)((trials + BLOCK_TRIALS - 1) / BLOCK_TRIALS);
    const work_job work = {tasks, work_threads(threads, trials * (uint64_t)n, 1u << 16), &job, sample_worker_new,
                           sample_block, sample_merge, sample_worker_free};
    return work_run(&work, NULL);
}

void pokeq_icm_request_init(pokeq_icm_request *request)
{
    if (request == NULL)
        return;
    memset(request, 0, sizeof *request);
    request->size = sizeof *request;
    request->seed = 1;
}

static int numbers_valid(const double *x, int count, int positive)
{
    for (int i = 0; i < count; i++)
        if (!isfinite(x[i]) || x[i] < 0 || (positive && x[i] == 0))
            return 0;
    return 1;
}

static int icm_check(const pokeq_icm_request *q)
{
    if (q == NULL || q->size < sizeof *q || q->stacks == NULL || q->payout == NULL)
        return -POKEQ_ERR_ARGUMENT;
    if (q->players < 1 || q->players > POKEQ_ICM_MAX_PLAYERS)
        return -POKEQ_ERR_PLAYERS;
    if (q->payouts < 1 || q->payouts > q->players || !numbers_valid(q->stacks, q->players, 1) ||
        !numbers_valid(q->payout, q->payouts, 0) || q->threads < 0 || q->trials > POKEQ_MC_MAX_TRIALS ||
        q->method < POKEQ_METHOD_AUTO || q->method > POKEQ_METHOD_MC)
        return -POKEQ_ERR_ARGUMENT;
    double chips = 0;
    for (int i = 0; i < q->players; i++)
        chips += q->stacks[i];
    if (!isfinite(chips))
        return -POKEQ_ERR_ARGUMENT;
    if (q->method == POKEQ_METHOD_EXACT && q->players > POKEQ_ICM_EXACT_PLAYERS)
        return -POKEQ_ERR_TOO_SLOW;
    return POKEQ_OK;
}

/* Equities (and their errors) from the place chances; Monte Carlo: from
 * the counts, each place's share of trials. */
static void fill_equity(const pokeq_icm_request *q, const double *place, pokeq_icm_result *r, uint64_t trials)
{
    const int n = q->players;
    for (int i = 0; i < n; i++) {
        double mean = 0, square = 0;
        for (int p = 0; p < q->payouts; p++) {
            mean += place[(size_t)i * n + p] * q->payout[p];
            square += place[(size_t)i * n + p] * q->payout[p] * q->payout[p];
        }
        r->equity[i] = mean;
        if (r->stderr_equity != NULL)
            r->stderr_equity[i] = trials > 0 ? sqrt(fmax(square - mean * mean, 0) / (double)trials) : 0;
    }
}

static int run_sample(const pokeq_icm_request *q, double *place, uint64_t trials)
{
    const size_t cells = (size_t)q->players * q->players;
    uint64_t *counts = malloc(cells * sizeof *counts);
    if (counts == NULL)
        return POKEQ_ERR_MEMORY;
    const int error = icm_sample(q->players, q->stacks, trials, q->seed, q->threads, counts);
    for (size_t k = 0; k < cells; k++)
        place[k] = (double)counts[k] / (double)trials;
    free(counts);
    return error;
}

int pokeq_icm(const pokeq_icm_request *q, pokeq_icm_result *r)
{
    if (r == NULL || r->equity == NULL)
        return -POKEQ_ERR_ARGUMENT;
    const int checked = icm_check(q);
    if (checked != 0)
        return checked;
    const int n = q->players;
    const int exact = q->method == POKEQ_METHOD_EXACT || (q->method == POKEQ_METHOD_AUTO && n <= POKEQ_ICM_EXACT_PLAYERS);
    const uint64_t trials = exact ? 0 : q->trials ? q->trials : POKEQ_ICM_DEFAULT_TRIALS;
    double *place = r->place != NULL ? r->place : malloc((size_t)n * n * sizeof *place);
    if (place == NULL)
        return -POKEQ_ERR_MEMORY;
    const int error = exact ? icm_exact(n, q->stacks, place) : run_sample(q, place, trials);
    if (!error) {
        r->method = exact ? POKEQ_METHOD_EXACT : POKEQ_METHOD_MC;
        r->trials = trials;
        r->total_chips = 0;
        r->total_payout = 0;
        for (int i = 0; i < n; i++)
            r->total_chips += q->stacks[i];
        for (int p = 0; p < q->payouts; p++)
            r->total_payout += q->payout[p];
        fill_equity(q, place, r, trials);
    }
    if (place != r->place)
        free(place);
    return error ? -error : POKEQ_OK;
}
