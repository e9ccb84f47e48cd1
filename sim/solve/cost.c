/* SPDX-License-Identifier: MIT */
/* cost.c - the cost model (cost.h). */
#include "solve/cost.h"

#include "exact/seat_deal.h"
#include "exact/seat_last.h"
#include "ranges/omaha_ranges.h"

#include "exact/exact.h"
#include "mc/mc.h"
#include "core/pcg.h"
#include "mc/range_sample.h"
#include "ranges/range_random.h"
#include "ranges/range_score.h"

#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

/* Seconds per unit of work on one core, fitted to the CPU time of the
 * engines on the 2-core x86 development server (examples/bench_cost.c
 * prints estimate against measurement). */
#define SECONDS_START 5e-7              /* any exact job */
#define SECONDS_BY_RANKS 3e-5           /* by ranks: its tables ... */
#define SECONDS_RANK_MULTISET 5.5e-8    /* ... and each rank multiset of the cards to come */
#define SECONDS_CARD_RUNOUT 2e-8        /* by cards: a runout ... */
#define SECONDS_CARD_PLAYER 6e-9        /* ... and each player's evaluation on it */
#define SECONDS_OMAHA_RUNOUT 8e-8       /* Omaha by cards: a runout, its board prepared ... */
#define SECONDS_OMAHA_PAIR 8e-9         /* ... and each pair of a player's hole cards looked up */
#define SECONDS_PLAN 5e-5               /* ranges: the plan (symmetry, weights, a deal found) ... */
#define SECONDS_PLAN_COMBO 1.5e-8       /* ... per live combo */
#define SECONDS_HEADS_UP_RUNOUT 2e-7    /* heads-up: dealing and setting up a runout */
#define SECONDS_RANK_PAIRS_RUNOUT 5e-7  /* a fixed hand against random on a board: a runout by rank pairs */
#define SECONDS_RUNOUT_CLASS 2e-9       /* two fixed hands on a flop or turn: a runout, in its class */
#define SECONDS_SMALL_COMBO 6e-9        /* one seat small: a combo evaluated and looked up */
#define SECONDS_SORTED_COMBO 1.7e-8     /* else: a combo evaluated, sorted and swept */
#define SECONDS_SMALL_RUNOUT_COUNTS 3.5e-7 /* per-combo counts: one seat small, a runout ... */
#define SECONDS_SMALL_COMBO_COUNTS 2e-9    /* ... and a combo */
#define SECONDS_MULTIWAY_RUNOUT 1e-7    /* multiway: dealing and setting up a runout ... */
#define SECONDS_MULTIWAY_COMBO 4e-9     /* ... a combo evaluated ... */
#define SECONDS_WALK_VISIT 1.1e-9       /* ... looked at in the assignment walk ... */
#define SECONDS_ASSIGNMENT_SEAT 1.8e-9  /* ... and an assignment scored, per seat, */
#define SECONDS_ASSIGNMENT_SEAT_COUNTS 4e-9 /* or with per-combo counts */
#define SECONDS_SEAT_DEAL 1e-8         /* seated games: a deal counted (about 146 instructions heads-up) ... */
#define SECONDS_SEAT_VALUE 5e-9         /* ... and a seat valued (about one per deal and seat); */
#define SECONDS_LAST_ENTRY 3e-8         /* or by complements: an entry of the last seat's index ... */
#define SECONDS_LAST_LOOKUP 5e-8        /* ... and a set looked up in it (two binary searches) */
#define PARALLEL_GAIN 0.9               /* of a core per extra thread, up to the cores */
#define SECONDS_TEAM 2e-3               /* starting a thread team (a program's first: exact.c) */

/* Probes of the multiway walk, each on its own sample runout: as many as
 * fit in about PROBE_BUDGET combos looked at (wide ranges vary less from
 * runout to runout), within [PROBES_MIN, PROBES_MAX]. */
enum { PROBE_BUDGET = 1 << 18, PROBES_MIN = 64, PROBES_MAX = 4096, PROBE_SEED = 15 };

static double speedup(int team)
{
    if (team <= 1) /* no system call (omp_get_num_procs asks the kernel each time) */
        return 1;
    const int cores = omp_get_num_procs();
    const int busy = team < cores ? team : cores;
    return 1 + PARALLEL_GAIN * (busy - 1);
}

/* Seconds of one call by ranks with `to_deal` cards to come: its tables
 * and each rank multiset of the cards to come, C(12 + k, k). */
static double by_ranks_seconds(int to_deal)
{
    double multisets = 1;
    for (int i = 1; i <= to_deal; i++)
        multisets = multisets * (12 + i) / i;
    return SECONDS_BY_RANKS + SECONDS_RANK_MULTISET * multisets;
}

/* Two hands on a flop or turn (by rank pairs, on one thread) are told
 * from the input itself: a job of microseconds builds no scenario here. */
static void fixed_work(const resolved *r, int threads, bool categories, cost_work *w)
{
    if (exact_by_rank_pairs_fits(r->game, r->seats, r->board_count) && !categories) {
        w->engine = COST_BY_RANKS;
        w->team = 1;
        w->runouts = (double)resolved_whole_runouts(r);
        w->seconds = w->runouts * SECONDS_RUNOUT_CLASS;
        return;
    }
    pokeq_scenario s;
    resolved_scenario(r, &s);
    w->team = exact_team_size_with(&s, threads, categories);
    if (exact_by_ranks_applies(&s) && !categories) {
        w->engine = COST_BY_RANKS;
        w->seconds = by_ranks_seconds(5 - s.board_count);
        return;
    }
    w->engine = COST_BY_CARDS;
    w->runouts = (double)exact_by_cards_work(&s);
    w->seconds = w->runouts * (SECONDS_CARD_RUNOUT + SECONDS_CARD_PLAYER * s.players);
    if (game_is_omaha(r->game)) {
        const int hole = game_of(r->game).hole_cards;
        w->seconds = w->runouts * (SECONDS_OMAHA_RUNOUT + SECONDS_OMAHA_PAIR * s.players * hole * (hole - 1) / 2);
    }
}

/* Omaha ranges: every assignment (omaha_ranges.h) is a fixed-hand exact
 * job over the board completions the known cards leave. */
static void omaha_range_work(const resolved *r, cost_work *w)
{
    const double assignments = omaha_ranges_assignments(r);
    if (assignments < 0) {
        w->engine = COST_REFUSED;
        w->refusal = (int)-assignments;
        return;
    }
    const int hole = game_of(r->game).hole_cards, to_deal = 5 - r->board_count;
    const int left = CARD_COUNT - r->board_count - r->dead_count - hole * r->seats;
    double runouts = 1;
    for (int i = 1; i <= to_deal; i++)
        runouts = runouts * (left - to_deal + i) / i;
    w->engine = COST_BY_CARDS;
    w->runouts = assignments * runouts;
    w->seconds = assignments * SECONDS_START +
                 w->runouts * (SECONDS_OMAHA_RUNOUT + SECONDS_OMAHA_PAIR * r->seats * hole * (hole - 1) / 2);
}

/* to_deal cards of the deck at random into a card mask. */
static uint64_t sample_board(const runout_deck *deck, pcg32 *rng)
{
    int card[CARD_COUNT];
    for (int i = 0; i < deck->size; i++)
        card[i] = deck->card[i];
    uint64_t dealt = 0;
    for (int i = 0; i < deck->to_deal; i++) {
        const int j = i + (int)pcg32_bounded(rng, (uint32_t)(deck->size - i));
        const int chosen = card[j];
        card[j] = card[i];
        dealt |= 1ULL << chosen;
    }
    return dealt;
}

/* One probe of the assignment walk on the board `used`: down the seats,
 * adding the combos the walk looks at on each level and the assignments it
 * completes, each weighted by the product of the choices above (the
 * level's estimated node count); then on into one choice at random. */
static void probe_walk(const range_plan *plan, uint64_t used, pcg32 *rng, cost_work *w)
{
    uint16_t fits[COMBO_COUNT];
    double nodes = 1;
    for (int p = 0; p < plan->players; p++) {
        const range_seat *seat = &plan->seat[p];
        w->visits += nodes * seat->count;
        int count = 0;
        for (int i = 0; i < seat->count; i++)
            if ((seat->mask[i] & used) == 0)
                fits[count++] = (uint16_t)i;
        if (count == 0)
            return;
        nodes *= count;
        used |= seat->mask[fits[pcg32_bounded(rng, (uint32_t)count)]];
    }
    w->assignments += nodes;
}

static void multiway_walk(const range_plan *plan, const runout_deck *deck, cost_work *w)
{
    const double budget = PROBE_BUDGET / w->combos;
    const int probes = budget < PROBES_MIN ? PROBES_MIN : budget > PROBES_MAX ? PROBES_MAX : (int)budget;
    pcg32 rng = pcg32_seeded(PROBE_SEED, 0);
    for (int probe = 0; probe < probes; probe++)
        probe_walk(plan, plan->known | sample_board(deck, &rng), &rng, w);
    w->visits /= probes;
    w->assignments /= probes;
}

/* Seconds of one heads-up runout. */
static double heads_up_runout(const range_plan *plan, bool counts, double combos)
{
    if (plan->seat[0].count > RANGE_SMALL_MAX && plan->seat[1].count > RANGE_SMALL_MAX)
        return SECONDS_HEADS_UP_RUNOUT + SECONDS_SORTED_COMBO * combos;
    return SECONDS_HEADS_UP_RUNOUT + SECONDS_SMALL_COMBO * combos +
           (counts ? SECONDS_SMALL_RUNOUT_COUNTS + SECONDS_SMALL_COMBO_COUNTS * combos : 0);
}

/* r's range plan: `given`, or one built here into *owned (NULL when
 * given; the caller frees it). Returns POKEQ_OK or range_plan_build's
 * error. */
static int plan_of(const resolved *r, const range_plan *given, range_plan **owned, const range_plan **plan)
{
    *owned = NULL;
    *plan = given;
    if (given != NULL)
        return POKEQ_OK;
    const pokeq_range_scenario s = resolved_range_scenario(r);
    const int error = range_plan_build(&s, owned);
    *plan = *owned;
    return error;
}

static void range_work(const resolved *r, const range_plan *given, int threads, bool counts, bool categories,
                       cost_work *w)
{
    range_plan *owned;
    const range_plan *plan;
    const int error = plan_of(r, given, &owned, &plan);
    if (error != POKEQ_OK) {
        w->engine = COST_REFUSED;
        w->refusal = error;
        return;
    }
    range_job job = {.plan = plan, .want_categories = categories};
    runout_deck_init(&job.deck, plan->known, 5 - plan->board_count, &plan->sym);
    w->team = range_team_size(&job, threads);
    w->runouts = (double)runout_canonical_estimate(&job.deck);
    for (int p = 0; p < plan->players; p++)
        w->combos += plan->seat[p].count;
    double per_runout;
    if (range_pairs_pay(&job)) {
        w->engine = COST_PAIRS;
        w->pairs = (double)range_pairs_estimate(plan);
        w->seconds = SECONDS_PLAN + SECONDS_PLAN_COMBO * w->combos + w->pairs * by_ranks_seconds(5);
        range_plan_free(owned);
        return;
    }
    if (plan->players == 2) {
        w->engine = COST_HEADS_UP;
        per_runout = heads_up_runout(plan, counts, w->combos);
    } else {
        w->engine = COST_MULTIWAY;
        multiway_walk(plan, &job.deck, w);
        const double scored = counts ? SECONDS_ASSIGNMENT_SEAT_COUNTS : SECONDS_ASSIGNMENT_SEAT;
        per_runout = SECONDS_MULTIWAY_RUNOUT + SECONDS_MULTIWAY_COMBO * w->combos + SECONDS_WALK_VISIT * w->visits +
                     scored * plan->players * w->assignments;
    }
    w->seconds = SECONDS_PLAN + SECONDS_PLAN_COMBO * w->combos + w->runouts * per_runout;
    range_plan_free(owned);
}

cost_work cost_exact_work(const resolved *r, int threads, bool counts)
{
    return cost_exact_work_with(r, NULL, threads, counts, false);
}

/* A fixed hand against random on a board, by rank pairs (range_random.h):
 * one thread, every runout. */
static void random_board_work(const resolved *r, cost_work *w)
{
    w->engine = COST_HEADS_UP;
    w->runouts = (double)resolved_whole_runouts(r);
    w->seconds = w->runouts * SECONDS_RANK_PAIRS_RUNOUT;
}

static void seated_work(const resolved *r, int threads, bool categories, cost_work *w)
{
    seat_deal d;
    seat_deal_plan(r, &d);
    d.categories = categories; /* every seat then dealt */
    const uint64_t deals = seat_deal_count(&d);
    w->engine = COST_SEAT_DEAL;
    w->team = work_threads(threads, deals, 1 << 16);
    w->runouts = (double)deals;
    w->seconds = w->runouts * (SECONDS_SEAT_DEAL + SECONDS_SEAT_VALUE * r->seats);
    if (seat_deal_by_complements(&d)) {
        const int m = d.missing[d.players - 1];
        w->seconds = SECONDS_LAST_ENTRY * (double)seat_last_entries(d.deck_size, m) +
                     SECONDS_LAST_LOOKUP * seat_deal_lookups(&d);
    }
}

cost_work cost_exact_work_with(const resolved *r, const range_plan *plan, int threads, bool counts,
                               bool categories)
{
    cost_work w = {0};
    w.team = 1;
    if (game_is_seated(r->game))
        seated_work(r, threads, categories, &w);
    else if (resolved_all_fixed(r))
        fixed_work(r, threads, categories, &w);
    else if (game_is_omaha(r->game))
        omaha_range_work(r, &w);
    else if (!categories && range_random_seat(r) >= 0)
        random_board_work(r, &w);
    else
        range_work(r, plan, threads, counts || categories, categories, &w);
    w.seconds = SECONDS_START + (w.team > 1 ? SECONDS_TEAM : 0) + w.seconds / speedup(w.team);
    return w;
}

int cost_mc_refusal(const resolved *r, const range_plan *given)
{
    if (resolved_all_fixed(r))
        return POKEQ_OK;
    if (game_is_omaha(r->game))
        return mc_omaha_ranges_refusal(r);
    range_plan *owned;
    const range_plan *plan;
    int error = plan_of(r, given, &owned, &plan);
    if (error != POKEQ_OK)
        return error;
    range_sampler sampler;
    error = range_sampler_init_plan(&sampler, plan);
    if (error == POKEQ_OK)
        range_sampler_free(&sampler);
    range_plan_free(owned);
    return error;
}

void cost_duration_text(double seconds, char out[64])
{
    static const struct {
        const char *unit;
        double seconds;
    } units[] = {{"years", 365.25 * 86400}, {"days", 86400}, {"hours", 3600}, {"minutes", 60}};
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++) {
        const double n = seconds / units[i].seconds;
        if (n >= 1e6) {
            snprintf(out, 64, "over a million %s", units[i].unit);
            return;
        }
        if (n >= 2) {
            snprintf(out, 64, "about %.0f %s", n, units[i].unit);
            return;
        }
    }
    snprintf(out, 64, "about %.0f seconds", seconds);
}
