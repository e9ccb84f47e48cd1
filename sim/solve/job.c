/* SPDX-License-Identifier: MIT */
/*
 * job.c - pokeq_request_job (pokeq.h): the fingerprint an answer to a
 * request carries, from the request alone: resolved as pokeq_solve and
 * pokeq_flops resolve it, hashed as they hash it (shard.h), nothing
 * counted.
 */
#include "solve/shard.h"

#include <stdlib.h>
#include <string.h>

int pokeq_request_job(const pokeq_request *caller, int flops, uint64_t *job, pokeq_error_info *error)
{
    if (error != NULL)
        memset(error, 0, sizeof *error);
    if (job == NULL)
        return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1, "no job to fill");
    *job = 0;
    pokeq_request request;
    int code = request_upgrade(caller, &request, error);
    if (code != 0)
        return code;
    resolved *input = malloc(sizeof *input);
    if (input == NULL)
        return request_fail(error, -POKEQ_ERR_MEMORY, POKEQ_AT_REQUEST, -1, "out of memory");
    code = request_resolve(&request, input, error);
    if (code == 0 && flops) { /* every flop is counted exactly: the job of the exact preflop request */
        request.method = POKEQ_METHOD_EXACT;
        *job = shard_fingerprint_with(shard_fingerprint(&request, input), POKEQ_FLOPS);
    } else if (code == 0) {
        *job = shard_fingerprint(&request, input);
    }
    free(input);
    return code;
}
