/* SPDX-License-Identifier: MIT */
/*
 * shard.h - one job split into parts (library-internal side of the
 * "shards" section of pokeq.h): the checks on a request's part, the
 * job's fingerprint.
 * Merging parts is pokeq_result_merge (shard.c). Pure; thread safe.
 */
#ifndef POKEQ_SHARD_H
#define POKEQ_SHARD_H

#include "solve/request.h"

#include <stdbool.h>
#include <stdint.h>

/* Whether the request's shard and shards name a part of a job that can
 * be split (pokeq.h); false with *error filled (ARGUMENT) otherwise. */
bool shard_request_valid(const pokeq_request *q, pokeq_error_info *error);

/* A 64-bit hash (FNV-1a) of every input that changes the counts: the
 * library version, game, each seat (fixed or a range) with its combos'
 * weights, board and dead cards in order, the method, and for Monte
 * Carlo the seed and trials. Never 0. */
uint64_t shard_fingerprint(const pokeq_request *q, const resolved *input);

/* A fingerprint with one more value hashed in (a job made of jobs: the
 * flops of a preflop request). Never 0. */
uint64_t shard_fingerprint_with(uint64_t fingerprint, int64_t value);

#endif
