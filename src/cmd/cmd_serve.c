/* SPDX-License-Identifier: MIT */
/* cmd_serve.c - `pokeq serve [options]`: the HTTP JSON API (serve/serve.h)
 * with its options checked by the one option parser (options.h). */
#include "cmd/cli.h"
#include "front/cli_error.h"

#include "cmd/help.h"
#include "front/options.h"
#include "serve/serve.h"

#include <stdio.h>

enum {
    SERVE_BIND, SERVE_PORT, SERVE_THREADS, SERVE_JOBS, SERVE_QUEUE, SERVE_MAX_SECONDS, SERVE_TOKEN_FILE,
    SERVE_ALLOW_ORIGIN, SERVE_OPEN, SERVE_CONNECTIONS, SERVE_TIMEOUT, SERVE_OPTIONS
};
static const option_spec SERVE_SPECS[SERVE_OPTIONS] = {
    [SERVE_BIND] = {.name = "--bind", .kind = VALUE_TEXT},
    [SERVE_PORT] = {.name = "--port", .kind = VALUE_WHOLE, .low = 0, .high = 65535,
                    .bad_value = "--port needs a whole number 0..65535 (0: any free port)"},
    [SERVE_THREADS] = {.name = "--threads", .kind = VALUE_WHOLE, .low = 0, .high = 1024,
                       .bad_value = "--threads needs a whole number 0..1024 (0 = all cores)"},
    [SERVE_JOBS] = {.name = "--jobs", .kind = VALUE_WHOLE, .low = 1, .high = 1024,
                    .bad_value = "--jobs needs a whole number 1..1024"},
    [SERVE_QUEUE] = {.name = "--queue", .kind = VALUE_WHOLE, .low = 0, .high = 100000,
                     .bad_value = "--queue needs a whole number 0..100000"},
    [SERVE_MAX_SECONDS] = {.name = "--max-seconds", .kind = VALUE_DECIMAL, .low = 0, .high = 1e6,
                           .bad_value = "--max-seconds needs seconds above 0 and at most 1e6, like 30"},
    [SERVE_TOKEN_FILE] = {.name = "--token-file", .kind = VALUE_TEXT},
    [SERVE_ALLOW_ORIGIN] = {.name = "--allow-origin", .kind = VALUE_TEXT},
    [SERVE_OPEN] = {.name = "--open", .kind = VALUE_NONE},
    [SERVE_CONNECTIONS] = {.name = "--connections", .kind = VALUE_WHOLE, .low = 1, .high = 10000,
                           .bad_value = "--connections needs a whole number 1..10000"},
    [SERVE_TIMEOUT] = {.name = "--timeout", .kind = VALUE_WHOLE, .low = 1, .high = 86400,
                       .bad_value = "--timeout needs seconds 1..86400"},
};

static serve_config config_of(const option_words *w)
{
    const option_value *v = w->value;
    return (serve_config){
        .bind = v[SERVE_BIND].given ? v[SERVE_BIND].text : "127.0.0.1",
        .port = v[SERVE_PORT].given ? (int)v[SERVE_PORT].whole : 8080,
        .threads = (int)v[SERVE_THREADS].whole,
        .jobs = v[SERVE_JOBS].given ? (int)v[SERVE_JOBS].whole : 2,
        .queue = v[SERVE_QUEUE].given ? (int)v[SERVE_QUEUE].whole : 64,
        .max_seconds = v[SERVE_MAX_SECONDS].given ? v[SERVE_MAX_SECONDS].decimal : 30,
        .token_file = v[SERVE_TOKEN_FILE].given ? v[SERVE_TOKEN_FILE].text : NULL,
        .allow_origin = v[SERVE_ALLOW_ORIGIN].given ? v[SERVE_ALLOW_ORIGIN].text : NULL,
        .open = v[SERVE_OPEN].given,
        .connections = v[SERVE_CONNECTIONS].given ? (int)v[SERVE_CONNECTIONS].whole : 256,
        .timeout = v[SERVE_TIMEOUT].given ? (int)v[SERVE_TIMEOUT].whole : 30,
    };
}

int cmd_serve(int argc, char **argv)
{
    if (help_asked(argc, argv)) {
        help_command(stdout, "serve");
        return 0;
    }
    option_words w;
    cli_error error;
    if (options_parse(SERVE_SPECS, SERVE_OPTIONS, (const char *const *)argv, argc, &w, &error) != 0) {
        char what[CLI_SAFE_MAX], token[CLI_SAFE_MAX];
        fprintf(stderr, "pokeq serve: %s, at '%s'\n", cli_safe(error.what, SIZE_MAX, what, sizeof what),
                cli_safe(error.token, SIZE_MAX, token, sizeof token));
        return EXIT_BAD_INPUT;
    }
    if (w.positional_count > 0) {
        char safe[CLI_SAFE_MAX];
        fprintf(stderr, "pokeq serve: takes options only (pokeq serve --help), at '%s'\n",
                cli_safe(w.positional[0], SIZE_MAX, safe, sizeof safe));
        return EXIT_BAD_INPUT;
    }
    const serve_config config = config_of(&w);
    return serve_run(&config);
}
