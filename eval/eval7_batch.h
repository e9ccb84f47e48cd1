/* SPDX-License-Identifier: MIT */
/*
 * eval7_batch.h - eval7 values of many hands stored as card bytes.
 *
 * A kernel writes values[i] = the value of cards[7*i .. 7*i+6] (1..7462)
 * for every i < count and returns 0; or returns -1 when a code is 52 or
 * more, values[] then holding unspecified values (codes are checked as the
 * hands are scored, in one pass). Nothing is read outside the tables, even
 * for a bad code or a hand with a repeated card (which gets some value).
 * Two kernels, one answer:
 *   eval7_batch_scalar  any machine: eval7's additive key card by card;
 *   eval7_batch_wide    x86-64 with AVX-512 VBMI: eight hands' keys at once
 *                       (each key byte of each card by a permute of a
 *                       64-byte row, a hand's seven bytes summed by SAD),
 *                       then eval7's lookups per hand; flush hands listed
 *                       and scored after each block, so that no branch
 *                       depends on the cards.
 * eval7_batch_best() is the wide kernel where this CPU runs it (checked at
 * run time), else the scalar one. Pure; safe from any thread.
 */
#ifndef POKEQ_EVAL7_BATCH_H
#define POKEQ_EVAL7_BATCH_H

#include <stddef.h>
#include <stdint.h>

typedef int eval7_batch_kernel(const uint8_t *cards, size_t count, uint16_t *values);

int eval7_batch_scalar(const uint8_t *cards, size_t count, uint16_t *values);

/* NULL where the compiler or this CPU lacks AVX-512 VBMI. */
eval7_batch_kernel *eval7_batch_wide(void);

eval7_batch_kernel *eval7_batch_best(void);

#endif
