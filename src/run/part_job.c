/* SPDX-License-Identifier: MIT */
/* part_job.c - a part's words and the job they make (part_job.h). */
#include "run/part_job.h"

#include "run/solve.h"

int part_words_request(const shard_file *f, scenario_request *request, cli_error *error)
{
    const run_options defaults = run_options_default();
    const char *const *words = (const char *const *)f->words;
    if (f->line == 0)
        return args_parse(words, f->word_count, &defaults, ARGS_COMMAND_LINE, request, error) != 0 ? -1 : 0;
    scenario_request command;
    if (args_parse(words, f->line_words, &defaults, ARGS_COMMAND_LINE, &command, error) != 0)
        return -1;
    return args_parse(words + f->line_words, f->word_count - f->line_words, &command.options, ARGS_BATCH_LINE,
                      request, error) != 0
               ? -1
               : 0;
}

int part_words_job(const shard_file *f, uint64_t *job, cli_error *error)
{
    scenario_request request;
    *job = 0;
    if (part_words_request(f, &request, error) != 0)
        return -1;
    const pokeq_request q = solve_request_of(&request);
    pokeq_error_info e;
    if (pokeq_request_job(&q, f->kind == SHARD_FLOPS, job, &e) != 0)
        return cli_fail(error, -1, "", "%s", e.message);
    return 0;
}
