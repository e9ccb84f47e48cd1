/* SPDX-License-Identifier: MIT */
/* preflop_words.c - option words of `pokeq preflop` and `pokeq grid` (preflop_words.h). */
#include "front/preflop_words.h"

#include "front/cli_error.h"
#include "front/options.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PREFLOP_DEFAULT_TRIALS = 300 * 4096, PREFLOP_DEFAULT_SEED = 1 };

/* The table, in the order of enum preflop_option's bits. */
enum { OPTION_COUNT = 13 };
static const option_spec PREFLOP_OPTIONS[OPTION_COUNT] = {
    {.name = "--opponents", .kind = VALUE_WHOLE, .low = 1, .high = 9, .bad_value = "--opponents must be 1 to 9"},
    {.name = "--trials", .kind = VALUE_WHOLE, .low = 1, .high = (double)(1ULL << 40),
     .bad_value = "--trials must be a whole number from 1 to 2^40"},
    {.name = "--seed", .kind = VALUE_SEED, .bad_value = "--seed must be a whole number 0..18446744073709551615"},
    {.name = "--threads", .kind = VALUE_WHOLE, .low = 0, .high = 1024,
     .bad_value = "--threads must be 0 to 1024 (0 = all cores)"},
    {.name = "--svg", .kind = VALUE_TEXT},
    {.name = "--cache", .kind = VALUE_TEXT},
    {.name = "--format", .kind = VALUE_CHOICE, .choices = FORMAT_NAMES, .bad_value = "--format is text, json or csv"},
    {.name = "--ranking", .kind = VALUE_CHOICE, .choices = RANKING_NAMES, .bad_value = "--ranking is " RANKING_VALUES},
    {.name = "--grid", .kind = VALUE_NONE},
    {.name = "--no-cache", .kind = VALUE_NONE},
    {.name = "--quiet", .alias = "-q", .kind = VALUE_NONE},
    {.name = "--game", .kind = VALUE_TEXT}, /* a name the library knows */
    {.name = "--shard", .kind = VALUE_TEXT}, /* K/N */
};

static int fail(const char *command, const char *what, const char *word)
{
    char safe[CLI_SAFE_MAX];
    fprintf(stderr, "pokeq %s: %s, at '%s'\n", command, what, cli_safe(word, SIZE_MAX, safe, sizeof safe));
    return -1;
}

int preflop_words_only(const char *command, const preflop_words *w, unsigned allowed, const char *what)
{
    for (int bit = 0; bit < OPTION_COUNT; bit++)
        if ((w->given & ~allowed) >> bit & 1) {
            fprintf(stderr, "pokeq %s: %s does not apply to %s, at '%s'\n", command, PREFLOP_OPTIONS[bit].name, what,
                    PREFLOP_OPTIONS[bit].name);
            return -1;
        }
    return 0;
}

int preflop_words_parse(const char *command, int argc, char **argv, preflop_words *out)
{
    *out = (preflop_words){.opponents = 1,
                           .trials = PREFLOP_DEFAULT_TRIALS,
                           .seed = PREFLOP_DEFAULT_SEED,
                           .ranking = POKEQ_RANKING_POKERSTOVE};
    option_words w;
    cli_error error;
    if (options_parse(PREFLOP_OPTIONS, OPTION_COUNT, (const char *const *)argv, argc, &w, &error) != 0)
        return fail(command, error.what, error.token);
    if (w.positional_count > 2)
        return fail(command, "one word too many", w.positional[2]);
    out->positional_count = w.positional_count;
    for (int i = 0; i < w.positional_count; i++)
        out->positional[i] = w.positional[i];
    const option_value *v = w.value;
    for (int bit = 0; bit < OPTION_COUNT; bit++)
        out->given |= v[bit].given ? 1u << bit : 0;
    out->opponents = v[0].given ? (int)v[0].whole : out->opponents;
    out->trials = v[1].given ? v[1].whole : out->trials;
    out->seed = v[2].given ? v[2].whole : out->seed;
    out->threads = v[3].given ? (int)v[3].whole : 0;
    out->svg = v[4].given ? v[4].text : NULL;
    out->cache = v[5].given ? v[5].text : NULL;
    out->format = v[6].given ? (enum out_format)v[6].whole : FORMAT_TEXT;
    out->ranking = v[7].given ? (int)v[7].whole : out->ranking;
    out->ranking_given = v[7].given;
    out->grid = v[8].given;
    out->no_cache = v[9].given;
    out->quiet = v[10].given;
    out->game = v[11].given ? pokeq_game_from_name(v[11].text) : POKEQ_GAME_HOLDEM;
    if (out->game < 0)
        return fail(command, "--game is " GAME_VALUES, v[11].text);
    if (v[12].given && args_parse_shard(v[12].text, &out->shard, &out->shards) != 0)
        return fail(command, "--shard needs K/N, part K (1..N) of N parts, like 2/7", v[12].text);
    return 0;
}
