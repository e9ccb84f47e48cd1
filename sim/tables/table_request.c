/* SPDX-License-Identifier: MIT */
/* table_request.c - a table request read and checked (table_request.h). */
#include "tables/table_request.h"

#include <stddef.h>
#include <string.h>

/* The sizes read, as pokeq_request's: from the first release's (0.4.0,
 * today's) to this library's; a later caller's larger struct is refused
 * (its added fields would be ignored), an earlier one's later fields
 * (none yet) take their defaults from the zeroed copy. */
enum { TABLE_REQUEST_FIRST_SIZE = sizeof(pokeq_table_request) };

void pokeq_table_request_init(pokeq_table_request *request)
{
    if (request == NULL)
        return;
    memset(request, 0, sizeof *request);
    request->size = sizeof *request;
    request->game = POKEQ_GAME_HOLDEM;
    request->opponents = 1;
}

int table_request_read(const pokeq_table_request *in, pokeq_table_request *out, work_control *control)
{
    memset(out, 0, sizeof *out);
    *control = (work_control){0};
    if (in == NULL || in->size < TABLE_REQUEST_FIRST_SIZE || in->size > sizeof *out)
        return -POKEQ_ERR_ARGUMENT;
    memcpy(out, in, in->size);
    out->size = sizeof *out;
    if (out->threads < 0 || !work_part_valid(out->shard, out->shards)) {
        memset(out, 0, sizeof *out);
        return -POKEQ_ERR_ARGUMENT;
    }
    *control = (work_control){out->cancel, out->progress, out->progress_context, out->shard, out->shards, NULL};
    return POKEQ_OK;
}
