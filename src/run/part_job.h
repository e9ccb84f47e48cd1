/* SPDX-License-Identifier: MIT */
/*
 * part_job.h - what a part file's record (shard_file.h) was run with: its
 * words read as the run read them (a batch line's own over the command
 * line's, as the batch reads them), and the job those words make, hashed
 * by the library (pokeq_request_job) so that a reader can check the job
 * the record claims. For `pokeq merge` and its fuzz target. The words are
 * untrusted text: any of them is answered, a refusal with *error filled.
 * Pure; safe from any thread. Not here: the counts' checks (the library's
 * pokeq_result_merge) and the file's (shard_file.c).
 */
#ifndef POKEQ_PART_JOB_H
#define POKEQ_PART_JOB_H

#include "front/args.h"
#include "front/cli_error.h"
#include "shards/shard_file.h"

#include <stdint.h>

/* The record's words as a request; 0, or -1 with *error filled. */
int part_words_request(const shard_file *f, scenario_request *request, cli_error *error);

/* The job an equity or flops record's words make into *job; 0, or -1
 * with *error filled (words that do not parse, or input the library
 * refuses). */
int part_words_job(const shard_file *f, uint64_t *job, cli_error *error);

#endif
