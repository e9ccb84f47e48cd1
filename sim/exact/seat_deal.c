/* SPDX-License-Identifier: MIT */
/*
 * seat_deal.c - every deal of a seated game, seat by seat (seat_deal.h).
 *
 * The split seat is the first with cards to deal; a task fixes its first
 * one to three cards (places among the cards left, the task their colex
 * rank) and deals the rest of it from the places after the last, then every later seat's cards from
 * whatever is left, in order. So each deal is counted in exactly one task.
 */
#include "exact/seat_deal.h"

#include "core/deck.h"
#include "exact/seat_last.h"

#include <stdlib.h>
#include <string.h>

void seat_deal_plan(const resolved *r, seat_deal *out)
{
    memset(out, 0, sizeof *out);
    const game rules = game_of(r->game);
    out->game = r->game;
    out->players = r->seats;
    uint64_t used = GAME_DECK_FULL & ~rules.deck;
    for (int i = 0; i < r->dead_count; i++)
        used |= 1ULL << r->dead[i];
    for (int p = 0; p < r->seats; p++) {
        out->known[p] = hand_of_cards(r->hole[p], r->hole_count[p]);
        out->missing[p] = rules.hole_cards - r->hole_count[p];
        out->missing_total += out->missing[p];
        for (int c = 0; c < r->hole_count[p]; c++)
            used |= 1ULL << r->hole[p][c];
    }
    out->deck_size = deck_remaining(used, out->deck);
}

/* n choose k, or UINT64_MAX past 2^64 - 1. */
static uint64_t choose(int n, int k)
{
    unsigned __int128 c = 1;
    for (int i = 1; i <= k; i++) {
        c = c * (unsigned)(n - k + i) / (unsigned)i;
        if (c > UINT64_MAX)
            return UINT64_MAX;
    }
    return (uint64_t)c;
}

uint64_t seat_deal_count(const seat_deal *d)
{
    unsigned __int128 deals = 1;
    int left = d->deck_size;
    for (int p = 0; p < d->players; p++) {
        const uint64_t c = choose(left, d->missing[p]);
        if (c == UINT64_MAX || (deals *= c) > UINT64_MAX)
            return UINT64_MAX;
        left -= d->missing[p];
    }
    return (uint64_t)deals;
}

void seat_outcomes_tally(const uint64_t *counts, int players, int hilo, tally *t)
{
    const size_t entries = seat_outcome_entries(players, hilo);
    const unsigned seats = (1u << players) - 1;
    int highs[POKEQ_MAX_PLAYERS], lows[POKEQ_MAX_PLAYERS];
    for (size_t index = 0; index < entries; index++) {
        if (counts[index] == 0)
            continue;
        for (int p = 0; p < players; p++) {
            highs[p] = 1 + (int)(index >> p & 1);
            lows[p] = (index >> players & seats) == 0 ? 0 : 1 + (int)(index >> (players + p) & 1);
        }
        if (hilo)
            tally_showdown_hilo(t, highs, lows, counts[index]);
        else
            tally_showdown(t, highs, counts[index]);
    }
}

/* ---- the walk ---- */

typedef struct walk_job {
    const seat_deal *deal;
    int split;                          /* the first seat with cards to deal, or players */
    int first_cards;                    /* cards a task fixes: min(3, its missing) */
    int hilo;
    size_t entries;
    const seat_last *last;              /* the last seat by complements, or NULL (dealt) */
    int categories;                     /* count each seat's categories at each deal */
} walk_job;

typedef struct walker {
    const walk_job *job;
    uint64_t *counts;                   /* seat_outcome_entries */
    int highs[POKEQ_MAX_PLAYERS], lows[POKEQ_MAX_PLAYERS];
    category_counts *categories;        /* with job.categories, else NULL */
} walker;

static void deal_from(walker *w, int p, uint64_t used);

static void score_seat(walker *w, int p, Hand hand)
{
    const game_kind game = w->job->deal->game;
    w->highs[p] = seat_value7(game, hand);
    w->lows[p] = w->job->hilo ? seat_low7(game, hand) : 0;
}

/* Seat p's remaining `left` cards from free[from..n), onto hand. */
static void deal_cards(walker *w, int p, const int *free, int n, int from, int left, Hand hand, uint64_t used)
{
    if (left == 0) {
        score_seat(w, p, hand);
        deal_from(w, p + 1, used);
        return;
    }
    for (int i = from; i <= n - left; i++)
        deal_cards(w, p, free, n, i + 1, left - 1, hand_add_card(hand, free[i]), used | 1ULL << free[i]);
}

/* The last seat's hands that miss the cards dealt (used), counted by
 * complements against the best of the other seats. */
static void count_last(walker *w, int p, uint64_t used)
{
    const seat_last *last = w->job->last;
    int best = 0;
    unsigned holders = 0;
    for (int q = 0; q < p; q++) {
        if (w->highs[q] > best) {
            best = w->highs[q];
            holders = 0;
        }
        holders |= (unsigned)(w->highs[q] == best) << q;
    }
    uint64_t below, equal;
    seat_last_count(last, used, best, &below, &equal);
    const uint64_t hands = last->binomial[last->deck_size - __builtin_popcountll(used)][last->cards];
    w->counts[holders] += below;
    w->counts[holders | 1u << p] += equal;
    w->counts[1u << p] += hands - below - equal;
}

/* One deal's categories, each seat's (a hi/lo deal counts twice: tally.h). */
static void count_categories(const walker *w)
{
    const game_kind game = w->job->deal->game;
    const uint64_t weight = w->job->hilo ? 2 : 1;
    for (int p = 0; p < w->job->deal->players; p++) {
        const int high = seat_high_category(game, w->highs[p]);
        const int low = seat_low_category(game, w->highs[p], w->lows[p]);
        if (high >= 0)
            w->categories->seat[p][high] += weight;
        if (low >= 0)
            w->categories->low[p][low] += weight;
    }
}

/* Seats p.. dealt from the cards left that are not in used. */
static void deal_from(walker *w, int p, uint64_t used)
{
    const seat_deal *d = w->job->deal;
    if (w->job->last != NULL && p == d->players - 1) {
        count_last(w, p, used);
        return;
    }
    if (p == d->players) {
        w->counts[seat_outcome_of(w->highs, w->lows, d->players, w->job->hilo)]++;
        if (w->categories != NULL)
            count_categories(w);
        return;
    }
    if (d->missing[p] == 0) {
        score_seat(w, p, d->known[p]);
        deal_from(w, p + 1, used);
        return;
    }
    int free[52], n = 0;
    for (int i = 0; i < d->deck_size; i++)
        if (!(used >> d->deck[i] & 1))
            free[n++] = d->deck[i];
    deal_cards(w, p, free, n, 0, d->missing[p], d->known[p], used);
}

/* Task t: the split seat's first cards at positions i (< j) of the deck. */
static void run_task(void *worker, int task, void *shared)
{
    walker *w = worker;
    const walk_job *job = shared;
    const seat_deal *d = job->deal;
    for (int p = 0; p < job->split; p++)
        score_seat(w, p, d->known[p]);
    if (job->split == d->players) { /* nothing to deal: one deal */
        deal_from(w, d->players, 0);
        return;
    }
    /* the task is the colex rank of the first cards' places: unranked
     * from the largest place down */
    int place[3] = {0, 0, 0}, rest = task;
    for (int k = job->first_cards; k >= 1; k--) {
        int c = k - 1;
        while (choose(c + 1, k) <= (uint64_t)rest)
            c++;
        place[k - 1] = c;
        rest -= (int)choose(c, k);
    }
    const int s = job->split, last = place[job->first_cards - 1];
    Hand hand = d->known[s];
    uint64_t used = 0;
    for (int k = 0; k < job->first_cards; k++) {
        hand = hand_add_card(hand, d->deck[place[k]]);
        used |= 1ULL << d->deck[place[k]];
    }
    /* the split seat's other cards from the places after `last` */
    deal_cards(w, s, d->deck, d->deck_size, last + 1, d->missing[s] - job->first_cards, hand, used);
}

static void *worker_new(void *shared)
{
    const walk_job *job = shared;
    walker *w = calloc(1, sizeof *w);
    if (w == NULL)
        return NULL;
    w->job = job;
    w->counts = calloc(job->entries, sizeof *w->counts);
    w->categories = job->categories ? calloc(1, sizeof *w->categories) : NULL;
    if (w->counts == NULL || (job->categories && w->categories == NULL)) {
        free(w->counts);
        free(w->categories);
        free(w);
        return NULL;
    }
    return w;
}

static void worker_free(void *worker)
{
    walker *w = worker;
    free(w->counts);
    free(w->categories);
    free(w);
}

typedef struct walk_total {
    walk_job job;
    uint64_t *counts;
    category_counts *categories;        /* with job.categories, else NULL */
} walk_total;

static void merge(void *worker, void *shared)
{
    const walker *w = worker;
    walk_total *total = shared;
    for (size_t i = 0; i < total->job.entries; i++)
        total->counts[i] += w->counts[i];
    for (int p = 0; w->categories != NULL && p < total->job.deal->players; p++) {
        for (int c = 0; c < CATEGORY_COUNT; c++)
            total->categories->seat[p][c] += w->categories->seat[p][c];
        for (int c = 0; c < POKEQ_LOW_CATEGORIES; c++)
            total->categories->low[p][c] += w->categories->low[p][c];
    }
}

/* The callbacks see the job; merge sees the total (its first member). */
static void run_task_of_total(void *worker, int task, void *shared)
{
    run_task(worker, task, &((walk_total *)shared)->job);
}

static void *worker_new_of_total(void *shared)
{
    return worker_new(&((walk_total *)shared)->job);
}

/* The sets T a deal looks up when the last seat is counted by complements
 * (subsets of the earlier seats' cards, up to the last seat's count), and
 * the last seat's hands it would deal instead. */
static void complement_work(const seat_deal *d, double *terms, double *hands)
{
    const int m = d->missing[d->players - 1], dealt = d->missing_total - m;
    double t = 1;
    *terms = 0;
    *hands = 1;
    for (int k = 0; k <= m && k <= dealt; k++) {
        *terms += t;
        t = t * (dealt - k) / (k + 1);
    }
    for (int i = 1; i <= m; i++)
        *hands = *hands * (d->deck_size - dealt - m + i) / i;
}

/* Whether the last seat is counted by complements: one-pot games, the
 * last seat with cards to come after an earlier seat's, an index that
 * fits, and fewer sets T to look up than hands to deal. */
bool seat_deal_by_complements(const seat_deal *d)
{
    const int last = d->players - 1, m = d->missing[last], dealt = d->missing_total - m;
    if (game_is_hilo(d->game) || d->categories || m == 0 || dealt == 0 || dealt > 12 ||
        seat_last_entries(d->deck_size, m) > SEAT_LAST_MAX_ENTRIES)
        return false;
    double terms, hands;
    complement_work(d, &terms, &hands);
    return terms * 40 < hands;
}

double seat_deal_lookups(const seat_deal *d)
{
    if (!seat_deal_by_complements(d))
        return 0;
    double terms, hands;
    complement_work(d, &terms, &hands);
    return (double)seat_deal_count(d) / hands * terms;
}

int seat_deal_exact(const seat_deal *d, int threads, const work_control *control, tally *out, int *threads_ran)
{
    tally_init(out, d->players);
    const uint64_t deals = seat_deal_count(d);
    if (deals > UINT64_MAX / (2 * POT_UNITS))
        return POKEQ_ERR_OVERFLOW;
    out->count_categories = d->categories;
    walk_total total = {{d, 0, 0, game_is_hilo(d->game), 0, NULL, d->categories}, NULL,
                        d->categories ? &out->categories : NULL};
    walk_job *job = &total.job;
    while (job->split < d->players && d->missing[job->split] == 0)
        job->split++;
    int tasks = 1;
    if (job->split < d->players) {
        /* three cards: about 20,000 tasks, each short enough for a cancel to stop soon */
        job->first_cards = d->missing[job->split] < 3 ? d->missing[job->split] : 3;
        tasks = (int)choose(d->deck_size, job->first_cards);
    }
    job->entries = seat_outcome_entries(d->players, job->hilo);
    total.counts = calloc(job->entries, sizeof *total.counts);
    if (total.counts == NULL)
        return POKEQ_ERR_MEMORY;
    seat_last last;
    const int last_seat = d->players - 1;
    if (seat_deal_by_complements(d)) {
        if (seat_last_build(&last, d->game, d->known[last_seat], d->missing[last_seat], d->deck, d->deck_size) != 0) {
            free(total.counts);
            return POKEQ_ERR_MEMORY;
        }
        job->last = &last;
    }
    const work_job work = {tasks, work_threads(threads, deals, 1 << 16), &total, worker_new_of_total,
                           run_task_of_total, merge, worker_free};
    *threads_ran = work.threads;
    const int code = work_run(&work, control);
    if (job->last != NULL)
        seat_last_free(&last);
    if (code == POKEQ_OK)
        seat_outcomes_tally(total.counts, d->players, job->hilo, out);
    free(total.counts);
    return code;
}
