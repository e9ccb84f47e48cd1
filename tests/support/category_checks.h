/* SPDX-License-Identifier: MIT */
/*
 * category_checks.h - checks of a result's hand categories
 * (pokeq_seat_result.categories and .lows) shared by the category
 * suites: each seat's counts add up to the count where the game has them
 * (and are 0 where it has none), equal a brute force's to the unit, and a
 * Monte Carlo share lies within 4 standard errors of the exact share.
 * Written against pokeq.h and omaha_brute.h's counts. Test code
 * (Criterion asserts); one thread.
 */
#ifndef POKEQ_TEST_CATEGORY_CHECKS_H
#define POKEQ_TEST_CATEGORY_CHECKS_H

#include <criterion/criterion.h>

#include "omaha_brute.h"
#include "pokeq.h"

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

/* Every seat's high categories add up to the count where has_high (else
 * none), its lows likewise where has_low. */
static inline void expect_category_sums(const pokeq_result *r, bool has_high, bool has_low, const char *what)
{
    for (int p = 0; p < r->seats; p++) {
        uint64_t high = 0, low = 0;
        for (int c = 0; c < POKEQ_CATEGORIES; c++)
            high += r->seat[p].categories[c];
        for (int c = 0; c < POKEQ_LOW_CATEGORIES; c++)
            low += r->seat[p].lows[c];
        cr_expect_eq(high, has_high ? r->count : 0, "%s seat %d: high categories", what, p);
        cr_expect_eq(low, has_low ? r->count : 0, "%s seat %d: low categories", what, p);
    }
}

/* Every seat's categories and lows equal the brute force's. */
static inline void expect_brute_categories(const pokeq_result *r, const omaha_counts *want, const char *what)
{
    for (int p = 0; p < r->seats; p++) {
        for (int c = 0; c < POKEQ_CATEGORIES; c++)
            cr_expect_eq(r->seat[p].categories[c], want->category[p][c], "%s seat %d %s: %llu, brute %llu", what, p,
                         pokeq_category_name(c), (unsigned long long)r->seat[p].categories[c],
                         (unsigned long long)want->category[p][c]);
        for (int c = 0; c < POKEQ_LOW_CATEGORIES; c++)
            cr_expect_eq(r->seat[p].lows[c], want->lows[p][c], "%s seat %d %s: %llu, brute %llu", what, p,
                         pokeq_low_category_name(c), (unsigned long long)r->seat[p].lows[c],
                         (unsigned long long)want->lows[p][c]);
    }
}

/* Monte Carlo (mc) against exact: each seat's share of each category and
 * low within 4 standard errors of the exact share (trials: mc's deals). */
static inline void expect_categories_near_exact(const pokeq_result *mc, const pokeq_result *exact, const char *what)
{
    const double trials = (double)mc->deals;
    for (int p = 0; p < mc->seats; p++)
        for (int c = 0; c < POKEQ_CATEGORIES + POKEQ_LOW_CATEGORIES; c++) {
            const bool low = c >= POKEQ_CATEGORIES;
            const int k = low ? c - POKEQ_CATEGORIES : c;
            const double want =
                (double)(low ? exact->seat[p].lows[k] : exact->seat[p].categories[k]) / (double)exact->count;
            const double got = (double)(low ? mc->seat[p].lows[k] : mc->seat[p].categories[k]) / (double)mc->count;
            const double se = sqrt(want * (1 - want) / trials);
            cr_expect(fabs(got - want) <= 4 * se + 1e-12, "%s seat %d %s: %.5f, exact %.5f", what, p,
                      low ? pokeq_low_category_name(k) : pokeq_category_name(k), got, want);
        }
}

#endif
