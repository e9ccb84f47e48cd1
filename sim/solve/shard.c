/* SPDX-License-Identifier: MIT */
/*
 * shard.c - one job split into parts (shard.h) and pokeq_result_merge
 * (pokeq.h): the parts' integer counts are summed, then every fraction is
 * made from the sums exactly as pokeq_solve makes them for the whole job.
 */
#include "solve/shard.h"

#include "core/game.h"
#include "mc/mc.h"
#include "core/result.h"
#include "core/tally.h"
#include "core/work.h"

#include <stdlib.h>
#include <string.h>

bool shard_request_valid(const pokeq_request *q, pokeq_error_info *error)
{
    if (!work_part_valid(q->shard, q->shards)) {
        request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1, "shard %d of %d: no such part", q->shard,
                     q->shards);
        return false;
    }
    const bool fixed_job = q->method == POKEQ_METHOD_EXACT ||
                           (q->method == POKEQ_METHOD_MC && q->trials > 0 && q->target_stderr == 0 &&
                            q->max_seconds == 0);
    if (q->shards > 1 && !fixed_job) {
        request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1,
                     "a shard counts its part of a fixed job: exact, or Monte Carlo with a trial count and no "
                     "other stopping rule");
        return false;
    }
    return true;
}

/* ---- the fingerprint: FNV-1a, 64 bits ---- */

typedef struct hash {
    uint64_t h;
} hash;

/* FNV-1a's step over 64-bit words (then the tail's bytes): a seat's 1,326
 * weights are 166 steps, not 1,326 (a byte at a time they were a fifth of
 * a small job's call). Each step mixes the word's high bits down, so that
 * every bit of it reaches the whole hash. */
static void hash_bytes(hash *x, const void *data, size_t size)
{
    const unsigned char *b = data;
    size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        uint64_t word;
        memcpy(&word, b + i, sizeof word);
        x->h = (x->h ^ word ^ word >> 32) * 0x100000001b3ULL;
        x->h ^= x->h >> 29;
    }
    for (; i < size; i++)
        x->h = (x->h ^ b[i]) * 0x100000001b3ULL;
}

static void hash_int(hash *x, int64_t v)
{
    hash_bytes(x, &v, sizeof v);
}

uint64_t shard_fingerprint(const pokeq_request *q, const resolved *input)
{
    hash x = {0xcbf29ce484222325ULL};
    hash_int(&x, POKEQ_VERSION_NUMBER);
    hash_int(&x, q->game);
    hash_int(&x, input->seats);
    const game rules = game_of(input->game);
    for (int p = 0; p < input->seats; p++) {
        hash_int(&x, input->fixed[p]);
        uint64_t hole = 0; /* a fixed hand: its cards in any order */
        for (int c = 0; input->fixed[p] && c < input->hole_count[p]; c++)
            hole |= 1ULL << input->hole[p][c];
        if (input->fixed[p])
            hash_int(&x, (int64_t)hole);
        else if (rules.ranges)
            hash_bytes(&x, input->given[p].weight, sizeof input->given[p].weight);
        else /* an Omaha range: its text (the engine reads it again) */
            hash_bytes(&x, input->text[p], strlen(input->text[p]));
    }
    hash_int(&x, input->board_count);
    for (int i = 0; i < input->board_count; i++)
        hash_int(&x, input->board[i]);
    hash_int(&x, input->dead_count);
    for (int i = 0; i < input->dead_count; i++)
        hash_int(&x, input->dead[i]);
    hash_int(&x, q->method);
    if (q->method != POKEQ_METHOD_EXACT) {
        hash_int(&x, (int64_t)q->seed);
        hash_int(&x, (int64_t)q->trials);
        hash_bytes(&x, &q->target_stderr, sizeof q->target_stderr);
        hash_bytes(&x, &q->max_seconds, sizeof q->max_seconds);
    }
    return x.h != 0 ? x.h : 1;
}

uint64_t pokeq_table_job(int table, const pokeq_table_request *request)
{
    if (request == NULL || (table != POKEQ_PREFLOP_VS_RANDOM && table != POKEQ_PREFLOP_MATRIX))
        return 0;
    const int game = request->game, opponents = request->opponents;
    const uint64_t trials = request->trials, seed = request->seed;
    hash x = {0xcbf29ce484222325ULL};
    hash_int(&x, POKEQ_VERSION_NUMBER);
    hash_int(&x, -table); /* negative: never the game a scenario's hash has here */
    hash_int(&x, table == POKEQ_PREFLOP_MATRIX ? POKEQ_GAME_HOLDEM : game);
    const bool sampled = table == POKEQ_PREFLOP_VS_RANDOM && opponents > 1;
    hash_int(&x, table == POKEQ_PREFLOP_VS_RANDOM ? opponents : 1);
    hash_int(&x, sampled ? (int64_t)trials : 0);
    hash_int(&x, sampled ? (int64_t)seed : 0);
    return x.h != 0 ? x.h : 1;
}

uint64_t shard_fingerprint_with(uint64_t fingerprint, int64_t value)
{
    hash x = {fingerprint};
    hash_int(&x, value);
    return x.h != 0 ? x.h : 1;
}

/* ---- merging ---- */

static int refuse(pokeq_error_info *error, pokeq_result *whole, const char *format, int a, int b)
{
    memset(whole, 0, sizeof *whole);
    return request_fail(error, -POKEQ_ERR_SHARDS, POKEQ_AT_REQUEST, -1, format, a, b);
}

/* Whether parts[i] is of the same job as parts[0]. */
static bool same_job(const pokeq_result *a, const pokeq_result *b)
{
    const bool exact = a->method == POKEQ_METHOD_EXACT;
    return a->job == b->job && a->shards == b->shards && a->method == b->method && a->count_kind == b->count_kind &&
           a->seats == b->seats && a->game == b->game && (!exact || a->deals == b->deals);
}

static bool add(uint64_t *into, uint64_t v)
{
    return !__builtin_add_overflow(*into, v, into);
}

static bool add128(unsigned __int128 *into, const uint64_t v[2])
{
    return !__builtin_add_overflow(*into, u128_join(v), into);
}

/* Adds a part's per-seat counts (hi/lo halves, their squares and hand
 * categories too) into sum; false on overflow. */
static bool add_counts(tally *sum, const pokeq_result *part)
{
    bool fits = add(&sum->showdowns, part->count);
    for (int p = 0; p < part->seats; p++) {
        const pokeq_player_counts *c = &part->seat[p].counts;
        pokeq_player_counts *s = &sum->player[p];
        fits = fits && add(&s->wins, c->wins) && add(&s->equity_units, c->equity_units) &&
               add(&s->high_units, c->high_units) && add(&s->low_units, c->low_units) &&
               add(&s->scoops, c->scoops) && add128(&sum->squares[p], c->share_squares);
        for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++)
            fits = fits && add(&s->ties[k], c->ties[k]);
        for (int k = 0; k < POKEQ_CATEGORIES; k++)
            fits = fits && add(&sum->categories.seat[p][k], part->seat[p].categories[k]);
    }
    return fits;
}

int pokeq_combo_counts_add(pokeq_combo_counts *into, const pokeq_combo_counts *part, size_t entries)
{
    if (entries > 0 && (into == NULL || part == NULL))
        return -POKEQ_ERR_ARGUMENT;
    bool fits = true;
    for (size_t i = 0; i < entries; i++)
        fits = fits && add(&into[i].showdowns, part[i].showdowns) && add(&into[i].equity_units, part[i].equity_units);
    return fits ? POKEQ_OK : -POKEQ_ERR_OVERFLOW;
}

/* Whether combos (seats x POKEQ_COMBOS) are all zero: a part without
 * per-combo counts. */
static bool combos_none(const pokeq_combo_counts *combos, size_t entries)
{
    for (size_t i = 0; i < entries; i++)
        if (combos[i].showdowns != 0 || combos[i].equity_units != 0)
            return false;
    return true;
}

/* What a true count obeys, for a part read back from a file: each seat's
 * wins and ties within the count, the pot units summing to 2,520 x count
 * (hi/lo: each seat's halves to its units), categories summing to the
 * count, per-combo counts summing to their seat's. Returns 0, or a
 * sentence of what is wrong into why. */
static bool part_consistent(const pokeq_result *r, const pokeq_combo_counts *combos, const char **why)
{
    unsigned __int128 units = 0;
    const bool hilo = game_is_hilo((game_kind)r->game);
    for (int p = 0; p < r->seats; p++) {
        const pokeq_player_counts *c = &r->seat[p].counts;
        unsigned __int128 decided = c->wins;
        for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++)
            decided += c->ties[k];
        if (decided > r->count || c->ties[0] != 0 || c->ties[1] != 0 || c->scoops > r->count) {
            *why = "a seat's wins and ties pass the count";
            return false;
        }
        if (hilo && (unsigned __int128)c->high_units + c->low_units != c->equity_units) {
            *why = "a seat's high and low halves do not add up to its pot units";
            return false;
        }
        units += c->equity_units;
        unsigned __int128 categories = 0;
        for (int k = 0; k < POKEQ_CATEGORIES; k++)
            categories += r->seat[p].categories[k];
        if (categories != 0 && categories != r->count) {
            *why = "a seat's hand categories do not add up to the count";
            return false;
        }
    }
    if (units != (unsigned __int128)r->count * POKEQ_POT_UNITS) {
        *why = "the seats' pot units do not add up to 2,520 x the count";
        return false;
    }
    if (combos == NULL || combos_none(combos, (size_t)r->seats * POKEQ_COMBOS))
        return true;
    for (int p = 0; p < r->seats; p++) {
        unsigned __int128 showdowns = 0, combo_units = 0;
        for (int k = 0; k < POKEQ_COMBOS; k++) {
            showdowns += combos[p * POKEQ_COMBOS + k].showdowns;
            combo_units += combos[p * POKEQ_COMBOS + k].equity_units;
        }
        if (showdowns != r->count || combo_units != r->seat[p].counts.equity_units) {
            *why = "a seat's per-combo counts do not add up to its counts";
            return false;
        }
    }
    return true;
}

/* The parts' checks: one job, each part once, none missing, none
 * interrupted, each one's counts consistent (part_consistent). */
static int check_parts(const pokeq_result *const parts[], const pokeq_combo_counts *const part_combos[], int count,
                       pokeq_result *whole, pokeq_error_info *error)
{
    const int shards = parts[0]->shards;
    if (shards < 1)
        return refuse(error, whole, "the first result is no part of a job (%d of %d)", parts[0]->shard, shards);
    if (count > shards)
        return refuse(error, whole, "%d results for %d parts: a part is given twice", count, shards);
    if (count < shards)
        return refuse(error, whole, "%d results for %d parts: a part is missing", count, shards);
    unsigned char *seen = calloc((size_t)shards, 1);
    if (seen == NULL)
        return request_fail(error, -POKEQ_ERR_MEMORY, POKEQ_AT_REQUEST, -1, "out of memory");
    int code = 0;
    for (int i = 0; i < count && code == 0; i++) {
        const pokeq_result *r = parts[i];
        if (!same_job(parts[0], r))
            code = refuse(error, whole, "result %d is a part of another job than result %d", i + 1, 1);
        else if (r->shard < 0 || r->shard >= shards)
            code = refuse(error, whole, "result %d is part %d of no such split", i + 1, r->shard + 1);
        else if (seen[r->shard]++)
            code = refuse(error, whole, "part %d of %d is given twice", r->shard + 1, shards);
        else if (r->stopped_by == POKEQ_MC_STOP_CANCEL)
            code = refuse(error, whole, "part %d of %d was interrupted (Ctrl-C): run it again", r->shard + 1, shards);
        else {
            const char *why = NULL;
            if (!part_consistent(r, part_combos != NULL ? part_combos[i] : NULL, &why)) {
                memset(whole, 0, sizeof *whole);
                code = request_fail(error, -POKEQ_ERR_SHARDS, POKEQ_AT_REQUEST, -1,
                                    "part %d of %d cannot be a count: %s", r->shard + 1, shards, why);
            }
        }
    }
    free(seen);
    return code;
}

int pokeq_result_merge(const pokeq_result *const parts[], const pokeq_combo_counts *const part_combos[], int count,
                       pokeq_result *whole, pokeq_combo_counts *whole_combos, pokeq_error_info *error)
{
    if (error != NULL)
        memset(error, 0, sizeof *error);
    if (parts == NULL || whole == NULL || count < 1 || (part_combos != NULL && whole_combos == NULL))
        return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1, "no parts, or nowhere to merge them");
    for (int i = 0; i < count; i++)
        if (parts[i] == NULL || (part_combos != NULL && part_combos[i] == NULL))
            return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1, "result %d is missing", i + 1);
    int code = check_parts(parts, part_combos, count, whole, error);
    if (code != 0)
        return code;
    const pokeq_result first = *parts[0];
    const int halves = game_is_hilo((game_kind)first.game) ? 2 : 1;
    tally sum;
    tally_init(&sum, first.seats);
    sum.halves = halves;
    const size_t entries = (size_t)first.seats * POKEQ_COMBOS;
    if (whole_combos != NULL)
        memset(whole_combos, 0, entries * sizeof *whole_combos);
    double seconds = 0;
    int threads = 0;
    for (int i = 0; i < count; i++) {
        const pokeq_result *r = parts[i];
        if (!add_counts(&sum, r) ||
            (part_combos != NULL && pokeq_combo_counts_add(whole_combos, part_combos[i], entries) != 0))
            return refuse(error, whole, "the sum of %d parts passes 2^64 at part %d", count, r->shard + 1);
        seconds = r->seconds > seconds ? r->seconds : seconds;
        threads = r->threads > threads ? r->threads : threads;
    }
    *whole = first;
    if (first.method == POKEQ_METHOD_MC) {
        pokeq_mc_result mc;
        mc_fill_result(&sum, first.stopped_by, seconds, threads, &mc);
        result_fill_mc(whole, &mc, halves);
    } else {
        result_fill_seats(whole, sum.player, sum.players, sum.showdowns, halves);
        whole->deals = first.deals; /* an exact part's deals are the whole job's */
    }
    for (int p = 0; p < first.seats; p++)
        memcpy(whole->seat[p].categories, sum.categories.seat[p], sizeof whole->seat[p].categories);
    whole->seconds = seconds;
    whole->threads = threads;
    whole->shard = 0;
    whole->shards = 1;
    whole->done = 1;
    return 0;
}
