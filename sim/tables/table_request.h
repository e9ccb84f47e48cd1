/* SPDX-License-Identifier: MIT */
/*
 * table_request.h - a pokeq_table_request read once for the table calls
 * (library-internal): its size checked as pokeq_request's is and the
 * request copied into today's struct (an older, smaller one's later
 * fields zero), the fields every table
 * shares checked (threads >= 0, a part that exists), and the work
 * runner's control made from its hooks. The fields one table alone reads
 * (game, opponents, trials, cells) are that table's to check.
 *
 * Pure; no state. Does not allocate.
 */
#ifndef POKEQ_TABLE_REQUEST_H
#define POKEQ_TABLE_REQUEST_H

#include "core/work.h"
#include "pokeq.h"

/* *out from *in and *control from out's hooks and part. Returns 0, or
 * -POKEQ_ERR_ARGUMENT for NULL, an unknown size, threads < 0 or a part
 * that does not exist (*out then zeroed, *control the whole job). */
int table_request_read(const pokeq_table_request *in, pokeq_table_request *out, work_control *control);

#endif
