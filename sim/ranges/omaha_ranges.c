/* SPDX-License-Identifier: MIT */
/* omaha_ranges.c - Omaha ranges, exactly, one assignment at a time
 * (omaha_ranges.h). */
#include "ranges/omaha_ranges.h"

#include "exact/exact.h"
#include "text/omaha_range.h"
#include "core/whole.h"

#include <stdlib.h>
#include <string.h>

typedef struct walk {
    const resolved *r;
    omaha_seat_list list[POKEQ_MAX_PLAYERS];
    pokeq_scenario base;            /* board, dead and game; the holes filled per assignment */
    int threads;
    const work_control *control;
    tally *out;
    uint64_t deals;
    pokeq_hand_counts *rows;        /* NULL: no per-hand counts */
    size_t first[POKEQ_MAX_PLAYERS];
    long at[POKEQ_MAX_PLAYERS];     /* the assignment's hand of each seat: its index in the list */
} walk;

uint64_t omaha_known_cards(const resolved *r)
{
    uint64_t known = 0;
    for (int i = 0; i < r->board_count; i++)
        known |= 1ULL << r->board[i];
    for (int i = 0; i < r->dead_count; i++)
        known |= 1ULL << r->dead[i];
    for (int p = 0; p < r->seats; p++)
        for (int c = 0; r->fixed[p] && c < game_of(r->game).hole_cards; c++)
            known |= 1ULL << r->hole[p][c];
    return known;
}

/* A range for Monte Carlo too wide to list: kept to weigh dealt hands. */
static void weigh(omaha_seat_list *l, omaha_range *range)
{
    l->dealt = 1;
    l->range = *range;
    for (int i = 0; i < range->term_count; i++)
        l->max_weight = range->term[i].weight > l->max_weight ? range->term[i].weight : l->max_weight;
}

int omaha_seat_lists(const resolved *r, long mc_cap, omaha_seat_list *lists)
{
    const uint64_t known = omaha_known_cards(r);
    const int hole_cards = game_of(r->game).hole_cards;
    memset(lists, 0, (size_t)r->seats * sizeof *lists);
    for (int p = 0; p < r->seats; p++) {
        omaha_seat_list *l = &lists[p];
        if (r->fixed[p]) {
            uint64_t mask = 0;
            for (int c = 0; c < hole_cards; c++)
                mask |= 1ULL << r->hole[p][c];
            l->hand = malloc(sizeof *l->hand);
            if (l->hand == NULL)
                return -POKEQ_ERR_MEMORY;
            l->hand[0] = mask << 8 | 1;
            l->count = 1;
        } else {
            omaha_range range;
            if (omaha_range_parse_ranked(r->text[p], hole_cards, ranking_omaha_of(r->game), &range, NULL) != 0)
                return -POKEQ_ERR_RANGE_SYNTAX;
            l->dealt = mc_cap > 0 && omaha_range_uniform(&range);
            const long cap = mc_cap > 0 ? mc_cap : OMAHA_RANGES_LIST_CAP;
            l->count = l->dealt ? 0 : omaha_range_hands(&range, known, cap, &l->hand);
            if (l->count == -1 && mc_cap > 0) {
                weigh(l, &range);
                l->count = 0;
                continue;
            }
            omaha_range_free(&range);
            if (l->dealt)
                continue;
            if (l->count == -2)
                return -POKEQ_ERR_MEMORY;
            if (l->count < 0)
                return -POKEQ_ERR_TOO_HARD;
            if (l->count == 0)
                return -POKEQ_ERR_RANGE_EMPTY;
        }
        for (long i = 0; i < l->count; i++)
            l->divisor = whole_gcd(l->divisor, l->hand[i] & 0xff);
    }
    return 0;
}

void omaha_seat_lists_free(omaha_seat_list *lists, int seats)
{
    for (int p = 0; p < seats; p++) {
        free(lists[p].hand);
        omaha_range_free(&lists[p].range);
    }
}

static int assign(walk *w, int p, uint64_t used, uint64_t weight)
{
    if (p == w->r->seats) {
        tally t;
        tally_init(&t, w->r->seats);
        t.count_categories = w->out->count_categories;
        const int code = exact_by_cards(&w->base, w->threads, w->control, &t);
        if (code != 0)
            return code;
        tally_merge_scaled(w->out, &t, weight);
        for (int p = 0; w->rows != NULL && p < w->r->seats; p++) {
            pokeq_hand_counts *row = &w->rows[w->first[p] + (size_t)w->at[p]];
            row->showdowns += weight * t.showdowns;
            row->equity_units += weight * t.player[p].equity_units;
        }
        /* a part's deals are the whole job's (pokeq.h, shards) */
        w->deals += w->control != NULL && w->control->parts > 1 ? resolved_whole_runouts(w->r) : tally_deals(&t);
        return 0;
    }
    const omaha_seat_list *l = &w->list[p];
    for (long i = 0; i < l->count; i++) {
        const uint64_t hand = l->hand[i] >> 8;
        if (hand & used)
            continue;
        int n = 0;
        for (uint64_t rest = hand; rest != 0; rest &= rest - 1)
            w->base.hole[p][n++] = __builtin_ctzll(rest);
        w->at[p] = i;
        const int code = assign(w, p + 1, used | hand, weight * ((l->hand[i] & 0xff) / l->divisor));
        if (code != 0)
            return code;
    }
    return 0;
}

/* A range whose hands all weigh the same is every hand of the cards
 * left: counted, not listed (as exact will list it). */
static double every_hand(const resolved *r)
{
    const int hole_cards = game_of(r->game).hole_cards;
    const int left = CARD_COUNT - __builtin_popcountll(omaha_known_cards(r));
    double every = 1;
    for (int i = 1; i <= hole_cards; i++)
        every = every * (left - hole_cards + i) / i;
    return every;
}

double omaha_ranges_assignments(const resolved *r)
{
    omaha_seat_list lists[POKEQ_MAX_PLAYERS];
    int code = omaha_seat_lists(r, OMAHA_RANGES_LIST_CAP, lists);
    const double every = every_hand(r);
    double product = 1;
    for (int p = 0; p < r->seats; p++)
        product *= lists[p].dealt ? every : (double)lists[p].count;
    for (int p = 0; p < r->seats && code == 0; p++)
        code = (lists[p].dealt && every > OMAHA_RANGES_LIST_CAP) || lists[p].range.term != NULL
                   ? -POKEQ_ERR_TOO_HARD
                   : 0;
    omaha_seat_lists_free(lists, r->seats);
    return code != 0 ? code : product;
}

long omaha_hand_rows_count(const resolved *r)
{
    omaha_seat_list lists[POKEQ_MAX_PLAYERS];
    double rows = omaha_seat_lists(r, OMAHA_RANGES_LIST_CAP, lists);
    const double every = every_hand(r);
    for (int p = 0; p < r->seats && rows >= 0; p++) {
        if (lists[p].range.term != NULL || (lists[p].dealt && every > OMAHA_RANGES_LIST_CAP))
            rows = -POKEQ_ERR_TOO_HARD; /* past the cap: no listing holds it */
        else
            rows += lists[p].dealt ? every : (double)lists[p].count;
    }
    omaha_seat_lists_free(lists, r->seats);
    return (long)rows;
}

int omaha_seat_list_all(const resolved *r, int p, omaha_seat_list *l)
{
    if (!l->dealt)
        return 0;
    if (l->range.term != NULL) /* weighed: too wide to list */
        return -POKEQ_ERR_TOO_HARD;
    omaha_range range;
    const int hole_cards = game_of(r->game).hole_cards;
    if (omaha_range_parse_ranked(r->text[p], hole_cards, ranking_omaha_of(r->game), &range, NULL) != 0)
        return -POKEQ_ERR_RANGE_SYNTAX;
    l->count = omaha_range_hands(&range, omaha_known_cards(r), OMAHA_RANGES_LIST_CAP, &l->hand);
    omaha_range_free(&range);
    if (l->count < 0) {
        const int code = l->count == -2 ? -POKEQ_ERR_MEMORY : -POKEQ_ERR_TOO_HARD;
        l->count = 0;
        return code;
    }
    return 0;
}

size_t omaha_hand_rows_init(const resolved *r, const omaha_seat_list *lists, pokeq_hand_counts *rows,
                            size_t first[POKEQ_MAX_PLAYERS])
{
    size_t n = 0;
    for (int p = 0; p < r->seats; p++) {
        first[p] = n;
        for (long i = 0; i < lists[p].count; i++)
            rows[n++] = (pokeq_hand_counts){
                .cards = lists[p].hand[i] >> 8,
                .seat = p,
                .weight = r->fixed[p] ? POKEQ_RANGE_WEIGHT_ONE : (int)(lists[p].hand[i] & 0xff),
            };
    }
    return n;
}

int omaha_ranges_exact(const resolved *r, int threads, const work_control *control, int categories, tally *out,
                       uint64_t *deals, pokeq_hand_counts *rows, size_t *row_count)
{
    walk w;
    memset(&w, 0, sizeof w);
    w.r = r;
    w.threads = threads;
    w.control = control;
    w.out = out;
    resolved_scenario(r, &w.base);
    tally_init(out, r->seats);
    out->count_categories = categories;
    int code = omaha_seat_lists(r, 0, w.list);
    if (code == 0 && rows != NULL) {
        w.rows = rows;
        *row_count = omaha_hand_rows_init(r, w.list, rows, w.first);
    }
    if (code == 0)
        code = assign(&w, 0, 0, 1);
    if (code == 0 && w.deals == 0)
        code = -POKEQ_ERR_RANGE_EMPTY; /* no assignment without a shared card */
    omaha_seat_lists_free(w.list, r->seats);
    *deals = w.deals;
    return code;
}
