/* SPDX-License-Identifier: MIT */
/*
 * naive.h - the reference evaluator: obvious code, no tables.
 *
 * It follows the naive method of the UFABC evaluator report: count the ranks,
 * classify the hand by its counts (and flush, straight), sort the ranks that
 * break ties, and turn category plus tie-breakers into the shared value scale
 * (hand_value.h) by counting, per category, the classes below it
 * (combinatorial number system). Slow on purpose; every other evaluator is
 * tested against it. Pure functions; safe from any thread.
 */
#ifndef POKEQ_NAIVE_H
#define POKEQ_NAIVE_H

/* Value 1..7462 of five distinct cards 0..51. */
int naive_eval5(const int cards[5]);

/* Best of the 21 five-card values of seven distinct cards. */
int naive_eval7(const int cards[7]);

#endif
