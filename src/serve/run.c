/* SPDX-License-Identifier: MIT */
/* serve/run.c - one equity body answered by the CLI's path (run.h). */
#include "serve/run.h"

#include "front/interrupt.h"
#include "run/solve.h"

#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { POLL_EVERY_MS = 5 };

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

bool run_client_gone(int fd)
{
    if (fd < 0)
        return false;
    struct pollfd p = {.fd = fd, .events = POLLRDHUP};
    return poll(&p, 1, 0) == 1 && (p.revents & (POLLRDHUP | POLLHUP | POLLERR | POLLNVAL)) != 0;
}

const char *run_code_name(int code)
{
    static const char *const names[] = {
        [POKEQ_ERR_PLAYERS] = "players",       [POKEQ_ERR_BOARD] = "board",
        [POKEQ_ERR_DEAD] = "dead",             [POKEQ_ERR_CARD] = "card",
        [POKEQ_ERR_DUPLICATE] = "duplicate",   [POKEQ_ERR_DECK] = "deck",
        [POKEQ_ERR_ARGUMENT] = "argument",     [POKEQ_ERR_MEMORY] = "memory",
        [POKEQ_ERR_RANGE_SYNTAX] = "range_syntax", [POKEQ_ERR_RANGE_EMPTY] = "range_empty",
        [POKEQ_ERR_OVERFLOW] = "overflow",     [POKEQ_ERR_TOO_HARD] = "too_hard",
        [POKEQ_ERR_CANCELLED] = "cancelled",   [POKEQ_ERR_TOO_SLOW] = "too_slow",
        [POKEQ_ERR_HAND] = "hand",             [POKEQ_ERR_GAME] = "game",
        [POKEQ_ERR_UNSUPPORTED] = "unsupported", [POKEQ_ERR_SHARDS] = "shards",
    };
    const int n = code < 0 ? -code : code;
    return n > 0 && n < (int)(sizeof names / sizeof names[0]) && names[n] != NULL ? names[n] : "bad_value";
}

int run_scenario(const serve_words *w, int threads, scenario_request *out, serve_error *e)
{
    run_options defaults = run_options_default();
    defaults.format = FORMAT_JSON;
    defaults.threads = threads;
    defaults.quiet = true;
    cli_error error;
    if (args_parse(w->word, w->count, &defaults, ARGS_BATCH_LINE, out, &error) != 0) {
        char what[CLI_SAFE_MAX], token[CLI_SAFE_MAX];
        serve_fail(e, 400, "bad_value", "%s, at '%s'", cli_safe(error.what, SIZE_MAX, what, sizeof what),
                   cli_safe(error.token, SIZE_MAX, token, sizeof token));
        serve_words_place(w, error.index, e);
        return -1;
    }
    if (w->curve) /* the JSON's curves, as --graph adds them; no file is written (solve_served) */
        out->options.graph = (word_ref){"curve", -1};
    return 0;
}

static void progress_hook(const pokeq_result *so_far, void *context)
{
    run_hooks *h = context;
    if ((h->closing != NULL && *h->closing) || h->cancel) {
        h->cancel = 1;
        return;
    }
    const double now = now_seconds();
    if (h->watch_fd >= 0 && now - h->polled_at >= POLL_EVERY_MS * 1e-3) {
        h->polled_at = now;
        if (run_client_gone(h->watch_fd))
            h->cancel = 1;
    }
    if (h->snapshot != NULL) {
        const run_snapshot s = {so_far->done, so_far->seconds, so_far->method, so_far->count};
        h->snapshot(&s, h->snapshot_context);
    }
}

/* pokeq_solve with the server's limits and hooks (solve.h's solve_fn). */
static int served_solver(const pokeq_request *q, pokeq_result *r, pokeq_error_info *e, void *context)
{
    run_hooks *h = context;
    pokeq_request mine = *q;
    mine.cancel = &h->cancel;
    mine.progress = progress_hook;
    mine.progress_context = h;
    mine.exact_limit_seconds = h->max_seconds;
    if (h->max_seconds < 1)
        mine.auto_exact_seconds = h->max_seconds;
    /* Monte Carlo within the same time: the default rule made explicit
     * first, since any rule given turns the default off */
    if (mine.trials == 0 && mine.target_stderr == 0 && mine.max_seconds == 0)
        mine.target_stderr = POKEQ_DEFAULT_STDERR;
    if (mine.max_seconds == 0 || mine.max_seconds > h->max_seconds)
        mine.max_seconds = h->max_seconds;
    h->polled_at = now_seconds();
    h->code = pokeq_solve(&mine, r, e);
    if (h->code != 0)
        h->failure = *e;
    return h->code;
}

/* The library's or the words' refusal as a 400 or 422. */
static void refusal(const serve_words *w, const run_hooks *h, const cli_error *error, serve_reply *out)
{
    const bool cost = h->code == -POKEQ_ERR_TOO_SLOW || h->code == -POKEQ_ERR_TOO_HARD;
    char what[CLI_SAFE_MAX], token[CLI_SAFE_MAX];
    cli_safe(error->what, SIZE_MAX, what, sizeof what);
    cli_safe(error->token, SIZE_MAX, token, sizeof token);
    serve_error e;
    if (token[0] != '\0')
        serve_fail(&e, cost ? 422 : 400, run_code_name(h->code), "%s, at '%s'", what, token);
    else
        serve_fail(&e, cost ? 422 : 400, run_code_name(h->code), "%s", what);
    serve_words_place(w, error->index, &e);
    if (h->code != 0 && e.field != NULL)
        e.offset = h->failure.offset;
    reply_error(out, &e);
}

int run_check(const scenario_request *request, const serve_words *w, serve_reply *out)
{
    cli_error error = {.index = -1};
    run_hooks h = {0};
    if (solve_check(request, &error, &h.failure) == 0)
        return 0;
    h.code = h.failure.code;
    refusal(w, &h, &error, out);
    return -1;
}

void run_equity(const scenario_request *request, const serve_words *w, run_hooks *h, serve_reply *out)
{
    char *buffer;
    size_t length;
    FILE *stream = reply_open(&buffer, &length);
    if (stream == NULL) {
        reply_fail(out, 500, "memory", "out of memory");
        return;
    }
    cli_error error = {.index = -1};
    h->code = 0;
    const int status = solve_served(request, stream, &error, served_solver, h);
    if (status == EXIT_BAD_INPUT) {
        fclose(stream);
        free(buffer);
        refusal(w, h, &error, out);
        return;
    }
    if (status == EXIT_INTERRUPTED && h->code != 0) { /* exact, cancelled: no answer */
        fclose(stream);
        free(buffer);
        *out = (serve_reply){.status = 0};
        return;
    }
    reply_take(out, status == 0 || status == EXIT_INTERRUPTED ? 200 : 500, stream, &buffer, &length);
}
