/* SPDX-License-Identifier: MIT */
/* args.c - scenario words into a request (args.h). */
#include "args.h"

#include "numbers.h"

#include <stdlib.h>
#include <string.h>

/* The largest --threads; far above any machine, small enough for an int. */
enum { MAX_THREADS = 1024 };
#define MAX_SECONDS 1e6

run_options run_options_default(void)
{
    const word_ref none = {NULL, -1};
    return (run_options){
        .mode = RUN_AUTO,
        .threads = 0,
        .seed = DEFAULT_SEED,
        .format = FORMAT_TEXT,
        .ranking = POKEQ_RANKING_POKERSTOVE,
        .game = POKEQ_GAME_HOLDEM,
        .board = none,
        .dead = none,
    };
}

int ranking_of_name(const char *name)
{
    return strcmp(name, "pokerstove") == 0 ? POKEQ_RANKING_POKERSTOVE
           : strcmp(name, "vs3") == 0      ? POKEQ_RANKING_VS3
           : strcmp(name, "vs1") == 0      ? POKEQ_RANKING_VS1
                                           : -1;
}

/* An option word split into its name and, for "--name=value", its value. */
typedef struct option_word {
    char name[32];
    const char *inline_value;   /* after '=', or NULL */
} option_word;

static option_word split_option(const char *word)
{
    option_word o = {{0}, NULL};
    const char *equals = strchr(word, '=');
    const size_t length = equals != NULL ? (size_t)(equals - word) : strlen(word);
    if (length < sizeof o.name) {
        memcpy(o.name, word, length);
        o.inline_value = equals != NULL ? equals + 1 : NULL;
    } else {
        /* too long for any option: keep it whole so the error shows it */
        snprintf(o.name, sizeof o.name, "%.31s", word);
    }
    return o;
}

/* The options that take a value. */
static bool takes_value(const char *name)
{
    static const char *const valued[] = {"--board", "--dead", "--trials", "--stderr", "--time",
                                         "--threads", "--seed", "--format", "--ranking", "--batch",
                                         "--game"};
    for (size_t i = 0; i < sizeof valued / sizeof valued[0]; i++)
        if (strcmp(name, valued[i]) == 0)
            return true;
    return false;
}

/* Everything one parse decides beyond the request itself. */
typedef struct parse_state {
    bool mode_named;            /* --exact or --mc on these words */
    word_ref rule_word;         /* the first MC stopping rule on these words */
    word_ref seed_word;         /* --seed on these words */
} parse_state;

/* Applies option `name` with its value (NULL for flags) from word index. */
static int apply_option(const char *name, const char *value, int index, enum args_source source, scenario_request *out,
                        parse_state *state, cli_error *error)
{
    run_options *o = &out->options;
    const word_ref here = {value != NULL ? value : name, index};
    if (strcmp(name, "--board") == 0) {
        o->board = here;
    } else if (strcmp(name, "--dead") == 0) {
        o->dead = here;
    } else if (strcmp(name, "--exact") == 0 || strcmp(name, "--mc") == 0) {
        const enum run_mode mode = name[2] == 'e' ? RUN_EXACT : RUN_MC;
        if (state->mode_named && o->mode != mode)
            return cli_fail(error, index, name, "--exact and --mc together: one method at a time");
        o->mode = mode;
        state->mode_named = true;
    } else if (strcmp(name, "--trials") == 0) {
        if (!number_whole(value, 1, (double)POKEQ_MC_MAX_TRIALS, &o->max_trials))
            return cli_fail(error, index, value, "--trials needs a whole number 1..2^40, like 1000000 or 1e6");
        state->rule_word = state->rule_word.text != NULL ? state->rule_word : here;
    } else if (strcmp(name, "--stderr") == 0) {
        if (!number_decimal(value, &o->target_stderr) || !(o->target_stderr > 0 && o->target_stderr <= 0.5))
            return cli_fail(error, index, value,
                            "--stderr needs a standard error above 0 and at most 0.5 (a fraction of the pot), like 0.001");
        state->rule_word = state->rule_word.text != NULL ? state->rule_word : here;
    } else if (strcmp(name, "--time") == 0) {
        if (!number_decimal(value, &o->max_seconds) || !(o->max_seconds > 0 && o->max_seconds <= MAX_SECONDS))
            return cli_fail(error, index, value, "--time needs seconds above 0 and at most 1e6, like 2.5");
        state->rule_word = state->rule_word.text != NULL ? state->rule_word : here;
    } else if (strcmp(name, "--threads") == 0) {
        uint64_t threads;
        if (!number_whole(value, 0, MAX_THREADS, &threads))
            return cli_fail(error, index, value, "--threads needs a whole number 0..1024 (0 = all cores)");
        o->threads = (int)threads;
    } else if (strcmp(name, "--seed") == 0) {
        if (!number_seed(value, &o->seed))
            return cli_fail(error, index, value, "--seed needs a whole number 0..18446744073709551615");
        state->seed_word = here;
    } else if (strcmp(name, "--format") == 0) {
        if (source == ARGS_BATCH_LINE)
            return cli_fail(error, index, name,
                            "a batch has one format for all its answers: give --format with --batch");
        if (strcmp(value, "text") == 0)
            o->format = FORMAT_TEXT;
        else if (strcmp(value, "json") == 0)
            o->format = FORMAT_JSON;
        else if (strcmp(value, "csv") == 0)
            o->format = FORMAT_CSV;
        else
            return cli_fail(error, index, value, "--format is text, json or csv");
    } else if (strcmp(name, "--ranking") == 0) {
        const int ranking = ranking_of_name(value);
        if (ranking < 0)
            return cli_fail(error, index, value, "--ranking is " RANKING_VALUES);
        o->ranking = ranking;
    } else if (strcmp(name, "--game") == 0) {
        const int game = pokeq_game_from_name(value);
        if (game < 0)
            return cli_fail(error, index, value, "--game is " GAME_VALUES);
        o->game = game;
    } else if (strcmp(name, "--quiet") == 0 || strcmp(name, "-q") == 0) {
        o->quiet = true;
    } else if (source == ARGS_BATCH_LINE && (strcmp(name, "--batch") == 0 || strcmp(name, "--help") == 0 ||
                                             strcmp(name, "-h") == 0 || strcmp(name, "--version") == 0)) {
        return cli_fail(error, index, name, "not allowed on a batch line");
    } else if (strcmp(name, "--batch") == 0) {
        out->batch = here;
    } else if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) {
        out->help = true;
    } else if (strcmp(name, "--version") == 0) {
        out->version = true;
    } else {
        return cli_fail(error, index, name, "unknown option (pokeq --help lists them)");
    }
    return 0;
}

/* A word that starts with '-' and is not a lone "-" is an option. */
static bool is_option(const char *word)
{
    return word[0] == '-' && word[1] != '\0';
}

static int parse_option_word(const char *const *words, int count, int *at, enum args_source source, scenario_request *out,
                             parse_state *state, cli_error *error)
{
    const int index = *at;
    const option_word option = split_option(words[index]);
    const bool valued = takes_value(option.name);
    const char *value = NULL;
    if (valued) {
        if (option.inline_value != NULL) {
            value = option.inline_value;
        } else {
            if (index + 1 == count)
                return cli_fail(error, index, option.name, "this option needs a value");
            value = words[++*at];
        }
        if (value[0] == '\0')
            return cli_fail(error, index, option.name, "this option needs a value");
    } else if (option.inline_value != NULL) {
        return cli_fail(error, index, words[index], "this option takes no value");
    }
    return apply_option(option.name, value, *at, source, out, state, error);
}

int args_parse(const char *const *words, int count, const run_options *defaults, enum args_source source,
               scenario_request *out, cli_error *error)
{
    memset(out, 0, sizeof *out);
    out->options = *defaults;
    out->batch = (word_ref){NULL, -1};
    parse_state state = {false, {NULL, -1}, {NULL, -1}};
    for (int at = 0; at < count; at++) {
        const char *word = words[at];
        if (is_option(word)) {
            if (parse_option_word(words, count, &at, source, out, &state, error) != 0)
                return -1;
            continue;
        }
        if (out->players == POKEQ_MAX_PLAYERS)
            return cli_fail(error, at, word, "more than %d players", POKEQ_MAX_PLAYERS);
        out->player[out->players++] = (word_ref){word, at};
    }
    if (state.rule_word.text != NULL) {
        /* a stopping rule asks for Monte Carlo; with --exact it is a
         * contradiction, not a hint to ignore */
        if (state.mode_named && out->options.mode == RUN_EXACT)
            return cli_fail(error, state.rule_word.index, state.rule_word.text,
                            "a Monte Carlo stopping rule given with --exact");
        if (!state.mode_named)
            out->options.mode = RUN_MC;
    }
    /* an exact count has no randomness for a seed to set */
    if (state.seed_word.text != NULL && state.mode_named && out->options.mode == RUN_EXACT)
        return cli_fail(error, state.seed_word.index, state.seed_word.text,
                        "--seed given with --exact (an exact count uses no random numbers)");
    return 0;
}
