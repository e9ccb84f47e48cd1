/* SPDX-License-Identifier: MIT */
/*
 * batch_lines.c - a batch file spread by line (jobs.h): task i answers
 * line i alone by the program's own batch reader (batch_stream), given
 * the file with every other line blanked, so its line number, messages
 * and answer are what `pokeq --batch FILE` writes for that line. Rank 0
 * prints the lines' answers and messages in line order (a CSV header
 * once).
 */
#include "jobs.h"

#include "queue.h"

#include "run/solve.h"
#include "front/interrupt.h"
#include "front/stream.h"

#include <mpi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int job_lines_read(const char *path, job_lines *lines)
{
    memset(lines, 0, sizeof *lines);
    FILE *in = fopen(path, "rb");
    if (in == NULL)
        return -1;
    size_t room = 1 << 16;
    lines->text = malloc(room);
    for (size_t got; lines->text != NULL && (got = fread(lines->text + lines->size, 1, room - lines->size, in)) > 0;) {
        lines->size += got;
        if (lines->size == room)
            lines->text = realloc(lines->text, room *= 2);
    }
    fclose(in);
    const size_t most = lines->size + 1;
    lines->start = malloc(most * sizeof *lines->start);
    lines->length = malloc(most * sizeof *lines->length);
    if (lines->text == NULL || lines->start == NULL || lines->length == NULL) {
        job_lines_free(lines);
        return -1;
    }
    for (size_t at = 0; at < lines->size;) {
        const char *end = memchr(lines->text + at, '\n', lines->size - at);
        const size_t length = end != NULL ? (size_t)(end - (lines->text + at)) : lines->size - at;
        lines->start[lines->count] = at;
        lines->length[lines->count++] = length;
        at += length + 1;
    }
    return 0;
}

void job_lines_free(job_lines *lines)
{
    free(lines->text);
    free(lines->start);
    free(lines->length);
    memset(lines, 0, sizeof *lines);
}

typedef struct batch_job {
    const char *path;
    const job_lines *lines;
    const run_options *defaults;
    char **answers;                     /* rank 0: each line's blob */
    size_t *sizes;
} batch_job;

static int solve_step(const scenario_request *request, FILE *out, output_state *state, int line, cli_error *error,
                      void *context)
{
    (void)context;
    return solve(request, out, state, line, error);
}

/* The blob: the status (int), the answer's length (uint64_t), the answer,
 * then the messages. */
static int line_task(int task, void *context, char **blob, size_t *size)
{
    const batch_job *j = context;
    const size_t length = j->lines->length[task];
    char *alone = malloc((size_t)task + length + 1);
    char *answer = NULL, *messages = NULL;
    size_t answer_size = 0, messages_size = 0;
    FILE *out = open_memstream(&answer, &answer_size), *errors = open_memstream(&messages, &messages_size);
    if (alone == NULL || out == NULL || errors == NULL)
        MPI_Abort(MPI_COMM_WORLD, 1);
    memset(alone, '\n', (size_t)task);
    memcpy(alone + task, j->lines->text + j->lines->start[task], length);
    alone[(size_t)task + length] = '\n';
    FILE *in = fmemopen(alone, (size_t)task + length + 1, "r");
    const int status = in != NULL ? batch_stream(in, j->path, j->defaults, out, errors, solve_step, NULL) : EXIT_FAILED;
    if (in != NULL)
        fclose(in);
    fclose(out);
    fclose(errors);
    free(alone);
    const uint64_t answer_length = answer_size;
    *size = sizeof status + sizeof answer_length + answer_size + messages_size;
    *blob = malloc(*size);
    if (*blob == NULL)
        MPI_Abort(MPI_COMM_WORLD, 1);
    memcpy(*blob, &status, sizeof status);
    memcpy(*blob + sizeof status, &answer_length, sizeof answer_length);
    memcpy(*blob + sizeof status + sizeof answer_length, answer, answer_size);
    memcpy(*blob + sizeof status + sizeof answer_length + answer_size, messages, messages_size);
    free(answer);
    free(messages);
    return 0;
}

static int line_collect(int task, const char *blob, size_t size, void *context)
{
    batch_job *j = context;
    j->answers[task] = malloc(size);
    if (j->answers[task] == NULL)
        return 1;
    memcpy(j->answers[task], blob, size);
    j->sizes[task] = size;
    return 0;
}

/* batch_run's status from the lines': a write that failed, then Ctrl-C,
 * then a bad line. */
static int worse(int a, int b)
{
    static const int order[] = {0, EXIT_BAD_INPUT, EXIT_INTERRUPTED, EXIT_FAILED};
    int rank_a = 0, rank_b = 0;
    for (int i = 0; i < 4; i++) {
        rank_a = order[i] == a ? i : rank_a;
        rank_b = order[i] == b ? i : rank_b;
    }
    return rank_a >= rank_b ? a : b;
}

/* Prints the lines' answers in order; the CSV header of the first only. */
static int print_lines(const batch_job *j, FILE *out, bool csv)
{
    int status = 0;
    bool header_out = false;
    for (int i = 0; i < j->lines->count; i++) {
        const char *blob = j->answers[i];
        int line_status;
        uint64_t answer_length;
        memcpy(&line_status, blob, sizeof line_status);
        memcpy(&answer_length, blob + sizeof line_status, sizeof answer_length);
        const char *answer = blob + sizeof line_status + sizeof answer_length;
        const char *messages = answer + answer_length;
        fwrite(messages, 1, j->sizes[i] - (size_t)(messages - blob), stderr);
        const char *body = answer;
        if (csv && header_out && answer_length > 0)
            body = memchr(answer, '\n', answer_length) + 1;
        header_out = header_out || answer_length > 0;
        fwrite(body, 1, answer_length - (size_t)(body - answer), out);
        status = worse(status, line_status);
        if (!stream_flush(out) || line_status == EXIT_FAILED)
            return EXIT_FAILED;
    }
    return status;
}

int job_batch_run(const char *path, const job_lines *lines, const run_options *defaults, FILE *out)
{
    batch_job j = {path, lines, defaults, calloc((size_t)lines->count + 1, sizeof(char *)),
                   calloc((size_t)lines->count + 1, sizeof(size_t))};
    char failure[256];
    int status = j.answers != NULL && j.sizes != NULL ? 0 : EXIT_FAILED;
    if (status == 0 && queue_run(lines->count, line_task, line_collect, &j, failure, sizeof failure) != 0) {
        fprintf(stderr, "pokeq-mpi: %s\n", failure);
        status = EXIT_FAILED;
    }
    if (status == 0)
        status = print_lines(&j, out, defaults->format == FORMAT_CSV);
    for (int i = 0; j.answers != NULL && i < lines->count; i++)
        free(j.answers[i]);
    free(j.answers);
    free(j.sizes);
    return status;
}

void job_batch_serve(const char *path, const run_options *defaults, int count)
{
    job_lines lines;
    if (job_lines_read(path, &lines) != 0 || lines.count != count)
        MPI_Abort(MPI_COMM_WORLD, 2);
    batch_job j = {path, &lines, defaults, NULL, NULL};
    char failure[8];
    queue_run(count, line_task, NULL, &j, failure, sizeof failure);
    job_lines_free(&lines);
}
