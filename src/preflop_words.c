/* SPDX-License-Identifier: MIT */
/* preflop_words.c - option words of `pokeq preflop` and `pokeq grid` (preflop_words.h). */
#include "preflop_words.h"
#include "cli_error.h"

#include "args.h"
#include "numbers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PREFLOP_DEFAULT_TRIALS = 300 * 4096, PREFLOP_DEFAULT_SEED = 1 };

static int fail(const char *command, const char *what, const char *word)
{
    char safe[CLI_SAFE_MAX];
    fprintf(stderr, "pokeq %s: %s, at '%s'\n", command, what, cli_safe(word, SIZE_MAX, safe, sizeof safe));
    return -1;
}


/* The value of option `name` at argv[*a]: after '=' or the next word. */
static const char *option_value(int argc, char **argv, int *a, const char *name)
{
    const size_t length = strlen(name);
    if (argv[*a][length] == '=')
        return argv[*a] + length + 1;
    return *a + 1 < argc ? argv[++*a] : NULL;
}

static int is_option(const char *word, const char *name)
{
    const size_t length = strlen(name);
    return strncmp(word, name, length) == 0 && (word[length] == '\0' || word[length] == '=');
}

/* The names of the option bits, in bit order. */
static const char *const OPTION_NAMES[] = {"--opponents", "--trials", "--seed",    "--threads", "--svg",
                                           "--cache",     "--format", "--ranking", "--grid", "--no-cache", "--quiet"};

int preflop_words_only(const char *command, const preflop_words *w, unsigned allowed, const char *what)
{
    for (int bit = 0; bit < (int)(sizeof OPTION_NAMES / sizeof OPTION_NAMES[0]); bit++)
        if ((w->given & ~allowed) >> bit & 1) {
            fprintf(stderr, "pokeq %s: %s does not apply to %s, at '%s'\n", command, OPTION_NAMES[bit], what,
                    OPTION_NAMES[bit]);
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
    for (int a = 0; a < argc; a++) {
        const char *word = argv[a];
        uint64_t n;
        if (word[0] != '-' || word[1] == '\0') {
            if (out->positional_count == 2)
                return fail(command, "one word too many", word);
            out->positional[out->positional_count++] = word;
        } else if (strcmp(word, "--grid") == 0) {
            out->grid = true;
            out->given |= OPTION_GRID;
        } else if (strcmp(word, "--no-cache") == 0) {
            out->no_cache = true;
            out->given |= OPTION_NO_CACHE;
        } else if (strcmp(word, "--quiet") == 0 || strcmp(word, "-q") == 0) {
            out->quiet = true;
            out->given |= OPTION_QUIET;
        } else {
            static const char *const with_value[] = {"--opponents", "--trials", "--seed",   "--threads",
                                                     "--svg",       "--cache",  "--format", "--ranking"};
            int known = -1;
            for (int k = 0; k < (int)(sizeof with_value / sizeof with_value[0]); k++)
                known = is_option(word, with_value[k]) ? k : known;
            if (known < 0)
                return fail(command, "unknown option", word);
            const char *value = option_value(argc, argv, &a, with_value[known]);
            if (value == NULL || value[0] == '\0')
                return fail(command, "option needs a value", word);
            out->given |= 1u << known;
            switch (known) {
            case 0:
                if (!number_whole(value, 1, 9, &n))
                    return fail(command, "opponents must be 1 to 9", value);
                out->opponents = (int)n;
                break;
            case 1:
                if (!number_whole(value, 1, (double)(1ULL << 40), &n))
                    return fail(command, "trials must be a whole number from 1 to 2^40", value);
                out->trials = n;
                break;
            case 2:
                if (!number_seed(value, &n))
                    return fail(command, "seed must be a whole number 0..18446744073709551615", value);
                out->seed = n;
                break;
            case 3:
                if (!number_whole(value, 0, 1024, &n))
                    return fail(command, "threads must be 0 to 1024", value);
                out->threads = (int)n;
                break;
            case 4: out->svg = value; break;
            case 5: out->cache = value; break;
            case 7:
                if ((out->ranking = ranking_of_name(value)) < 0)
                    return fail(command, "ranking must be " RANKING_VALUES, value);
                out->ranking_given = true;
                break;
            default:
                if (strcmp(value, "text") == 0)
                    out->format = PREFLOP_TEXT;
                else if (strcmp(value, "csv") == 0)
                    out->format = PREFLOP_CSV;
                else if (strcmp(value, "json") == 0)
                    out->format = PREFLOP_JSON;
                else
                    return fail(command, "format must be text, csv or json", value);
            }
        }
    }
    return 0;
}
