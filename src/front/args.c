/* SPDX-License-Identifier: MIT */
/* args.c - scenario words into a request (args.h). */
#include "front/args.h"

#include "front/numbers.h"
#include "front/options.h"

#include <ctype.h>
#include <stdio.h>
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
        .graph = none,
    };
}

const char *const FORMAT_NAMES[] = {[FORMAT_TEXT] = "text", [FORMAT_JSON] = "json", [FORMAT_CSV] = "csv", NULL};
const char *const RANKING_NAMES[] = {[POKEQ_RANKING_VS3] = "vs3", [POKEQ_RANKING_VS1] = "vs1",
                                     [POKEQ_RANKING_POKERSTOVE] = "pokerstove", NULL};

/* The scenario options, in the order of their bits. */
enum scenario_option {
    OPT_BOARD, OPT_DEAD, OPT_EXACT, OPT_MC, OPT_TRIALS, OPT_STDERR, OPT_TIME, OPT_THREADS, OPT_SEED,
    OPT_FORMAT, OPT_RANKING, OPT_QUIET, OPT_BATCH, OPT_HELP, OPT_VERSION, OPT_GAME, OPT_CATEGORIES, OPT_PER_COMBO,
    OPT_GRAPH, OPT_SHARD, OPT_COUNT
};

static const option_spec SCENARIO_OPTIONS[OPT_COUNT] = {
    [OPT_BOARD] = {.name = "--board", .kind = VALUE_TEXT},
    [OPT_DEAD] = {.name = "--dead", .kind = VALUE_TEXT},
    [OPT_EXACT] = {.name = "--exact", .kind = VALUE_NONE},
    [OPT_MC] = {.name = "--mc", .kind = VALUE_NONE},
    [OPT_TRIALS] = {.name = "--trials", .kind = VALUE_WHOLE, .low = 1, .high = (double)POKEQ_MC_MAX_TRIALS,
                    .bad_value = "--trials needs a whole number 1..2^40, like 1000000 or 1e6"},
    [OPT_STDERR] = {.name = "--stderr", .kind = VALUE_DECIMAL, .low = 0, .high = 0.5,
                    .bad_value = "--stderr needs a standard error above 0 and at most 0.5 (a fraction of the pot), "
                                 "like 0.001"},
    [OPT_TIME] = {.name = "--time", .kind = VALUE_DECIMAL, .low = 0, .high = MAX_SECONDS,
                  .bad_value = "--time needs seconds above 0 and at most 1e6, like 2.5"},
    [OPT_THREADS] = {.name = "--threads", .kind = VALUE_WHOLE, .low = 0, .high = MAX_THREADS, .low_inclusive = true,
                     .bad_value = "--threads needs a whole number 0..1024 (0 = all cores)"},
    [OPT_SEED] = {.name = "--seed", .kind = VALUE_SEED,
                  .bad_value = "--seed needs a whole number 0..18446744073709551615"},
    [OPT_FORMAT] = {.name = "--format", .kind = VALUE_CHOICE, .choices = FORMAT_NAMES,
                    .bad_value = "--format is text, json or csv"},
    [OPT_RANKING] = {.name = "--ranking", .kind = VALUE_CHOICE, .choices = RANKING_NAMES,
                     .bad_value = "--ranking is " RANKING_VALUES},
    [OPT_QUIET] = {.name = "--quiet", .alias = "-q", .kind = VALUE_NONE},
    [OPT_BATCH] = {.name = "--batch", .kind = VALUE_TEXT},
    [OPT_HELP] = {.name = "--help", .alias = "-h", .kind = VALUE_NONE},
    [OPT_VERSION] = {.name = "--version", .kind = VALUE_NONE},
    [OPT_GAME] = {.name = "--game", .kind = VALUE_TEXT}, /* a name the library knows (game_of_words) */
    [OPT_CATEGORIES] = {.name = "--categories", .kind = VALUE_NONE},
    [OPT_PER_COMBO] = {.name = "--per-combo", .kind = VALUE_NONE},
    [OPT_GRAPH] = {.name = "--graph", .kind = VALUE_TEXT},
    [OPT_SHARD] = {.name = "--shard", .kind = VALUE_TEXT},
};

static word_ref ref_of(const option_value *v)
{
    return (word_ref){v->text, v->index};
}

/* A batch line's answers join one stream, so it may not set the format,
 * nor start another batch or ask for help or the version. */
static int refuse_on_batch_line(const option_words *w, cli_error *error)
{
    const option_value *format = &w->value[OPT_FORMAT];
    if (format->given)
        return cli_fail(error, format->first_index, "--format",
                        "a batch has one format for all its answers: give --format with --batch");
    const int bad =
        options_first_given(w, OPT_COUNT,
                            1u << OPT_BATCH | 1u << OPT_HELP | 1u << OPT_VERSION | 1u << OPT_GRAPH | 1u << OPT_SHARD);
    if (bad >= 0)
        return cli_fail(error, w->value[bad].first_index, w->value[bad].text, "not allowed on a batch line");
    return 0;
}

/* The method: named by --exact or --mc (not both), or implied by a Monte
 * Carlo stopping rule; a rule with --exact is a contradiction, not a hint
 * to ignore, and so is a seed (an exact count uses no random numbers). */
static int choose_mode(const option_words *w, run_options *o, cli_error *error)
{
    const option_value *exact = &w->value[OPT_EXACT], *mc = &w->value[OPT_MC];
    if (exact->given && mc->given) {
        const option_value *later = exact->first_index > mc->first_index ? exact : mc;
        return cli_fail(error, later->first_index, later->text, "--exact and --mc together: one method at a time");
    }
    if (exact->given || mc->given)
        o->mode = exact->given ? RUN_EXACT : RUN_MC;
    const int rule = options_first_given(w, OPT_COUNT, 1u << OPT_TRIALS | 1u << OPT_STDERR | 1u << OPT_TIME);
    if (rule >= 0 && exact->given)
        return cli_fail(error, w->value[rule].index, w->value[rule].text,
                        "a Monte Carlo stopping rule given with --exact");
    if (rule >= 0 && !exact->given && !mc->given)
        o->mode = RUN_MC;
    if (w->value[OPT_SEED].given && exact->given)
        return cli_fail(error, w->value[OPT_SEED].index, w->value[OPT_SEED].text,
                        "--seed given with --exact (an exact count uses no random numbers)");
    return 0;
}

/* --game: the library's names are the one list of games. */
static int game_of_words(const option_words *w, run_options *o, cli_error *error)
{
    const option_value *v = &w->value[OPT_GAME];
    if (!v->given)
        return 0;
    const int game = pokeq_game_from_name(v->text);
    if (game < 0)
        return cli_fail(error, v->index, v->text, "--game is " GAME_VALUES);
    o->game = game;
    return 0;
}

int args_parse_shard(const char *text, int *shard, int *shards)
{
    /* K and N each through the one number grammar (numbers.h): no sign,
     * no blank, no wrap-around past 2^32 */
    const char *slash = strchr(text, '/');
    char k_text[32];
    uint64_t k, n;
    if (slash == NULL || (size_t)(slash - text) >= sizeof k_text)
        return -1;
    memcpy(k_text, text, (size_t)(slash - text));
    k_text[slash - text] = '\0';
    if (!number_whole(slash + 1, 1, ARGS_SHARDS_MAX, &n) || !number_whole(k_text, 1, (double)n, &k))
        return -1;
    *shard = (int)k - 1;
    *shards = (int)n;
    return 0;
}

/* --shard K/N: part K (1..N) of N; given once (a second would silently
 * run another part). */
static int choose_shard(const option_words *w, run_options *o, cli_error *error)
{
    const option_value *v = &w->value[OPT_SHARD];
    if (v->given && v->first_index != v->index - 1 && v->first_index != v->index)
        return cli_fail(error, v->index, v->text, "--shard given twice: one part per run");
    if (v->given && args_parse_shard(v->text, &o->shard, &o->shards) != 0)
        return cli_fail(error, v->index, v->text, "--shard needs K/N, part K (1..N) of N parts (N up to 1000000), like 2/7");
    return 0;
}

/* The options given, over the defaults. */
static void apply_options(const option_words *w, run_options *o)
{
    const option_value *v = w->value;
    if (v[OPT_BOARD].given)
        o->board = ref_of(&v[OPT_BOARD]);
    if (v[OPT_DEAD].given)
        o->dead = ref_of(&v[OPT_DEAD]);
    if (v[OPT_TRIALS].given)
        o->max_trials = v[OPT_TRIALS].whole;
    if (v[OPT_STDERR].given)
        o->target_stderr = v[OPT_STDERR].decimal;
    if (v[OPT_TIME].given)
        o->max_seconds = v[OPT_TIME].decimal;
    if (v[OPT_THREADS].given)
        o->threads = (int)v[OPT_THREADS].whole;
    if (v[OPT_SEED].given)
        o->seed = v[OPT_SEED].whole;
    if (v[OPT_FORMAT].given)
        o->format = (enum out_format)v[OPT_FORMAT].whole;
    if (v[OPT_RANKING].given)
        o->ranking = (int)v[OPT_RANKING].whole;
    o->quiet = o->quiet || v[OPT_QUIET].given;
    o->categories = o->categories || v[OPT_CATEGORIES].given;
    o->per_combo = o->per_combo || v[OPT_PER_COMBO].given;
    if (v[OPT_GRAPH].given)
        o->graph = ref_of(&v[OPT_GRAPH]);
}

/* --graph FILE: a file; "-" would be standard output, which carries the
 * answer (a file named "-" is surely not what was meant). */
static int check_graph(const option_words *w, cli_error *error)
{
    const option_value *v = &w->value[OPT_GRAPH];
    if (v->given && strcmp(v->text, "-") == 0)
        return cli_fail(error, v->index, v->text,
                        "--graph needs a file name: standard output carries the answer (try --graph eq.svg)");
    return 0;
}

/* --per-combo and --categories where the game has no such answer: the
 * refusal says why. */
static int check_game_options(const option_words *w, const run_options *o, cli_error *error)
{
    const char *name = pokeq_game_name(o->game);
    const option_value *v = &w->value[OPT_PER_COMBO];
    const int at = v->given ? v->index : -1, cards = pokeq_game_hole_cards(o->game);
    if (o->per_combo && !args_game_has_combos(o->game) && !args_game_has_hands(o->game))
        return cli_fail(error, at, "--per-combo",
                        "--per-combo lists each hand of a range (holdem, shortdeck and the omaha games); %s seats "
                        "are known cards, %d a seat at most, one hand each, not ranges, so a seat's counts are its "
                        "hand's", name, cards);
    v = &w->value[OPT_CATEGORIES];
    const bool short_deck = o->game == POKEQ_GAME_SHORTDECK || o->game == POKEQ_GAME_SHORTDECK_TRITON;
    if (o->categories && short_deck)
        return cli_fail(error, v->given ? v->index : -1, "--categories",
                        "--categories counts hands on the Hold'em ranking, A-5, 2-7 or eight-or-better lows and "
                        "badugi's sizes; %s ranks them on its own scale (a flush above a full house), which no "
                        "category list follows",
                        name);
    if (w->value[OPT_RANKING].given && o->game != POKEQ_GAME_HOLDEM)
        return cli_fail(error, w->value[OPT_RANKING].index, "--ranking",
                        "--ranking orders the N%% terms of holdem ranges (short deck's and omaha's read their own "
                        "ranking): not %s",
                        name);
    return 0;
}

int args_parse(const char *const *words, int count, const run_options *defaults, enum args_source source,
               scenario_request *out, cli_error *error)
{
    memset(out, 0, sizeof *out);
    out->options = *defaults;
    out->batch = (word_ref){NULL, -1};
    option_words w;
    if (options_parse(SCENARIO_OPTIONS, OPT_COUNT, words, count, &w, error) != 0)
        return -1;
    if (source == ARGS_BATCH_LINE && refuse_on_batch_line(&w, error) != 0)
        return -1;
    if (choose_mode(&w, &out->options, error) != 0)
        return -1;
    if (choose_shard(&w, &out->options, error) != 0 || check_graph(&w, error) != 0)
        return -1;
    apply_options(&w, &out->options);
    if (game_of_words(&w, &out->options, error) != 0)
        return -1;
    out->words = words;
    out->word_count = count;
    if (source == ARGS_COMMAND_LINE) {
        out->options.command_words = words;
        out->options.command_word_count = count;
    }
    if (w.value[OPT_BATCH].given)
        out->batch = ref_of(&w.value[OPT_BATCH]);
    if (w.value[OPT_BATCH].given && w.value[OPT_GRAPH].given)
        return cli_fail(error, w.value[OPT_GRAPH].first_index, "--graph",
                        "--graph draws one scenario: not with --batch");
    if (check_game_options(&w, &out->options, error) != 0)
        return -1;
    out->help = w.value[OPT_HELP].given;
    out->version = w.value[OPT_VERSION].given;
    if (w.positional_count > POKEQ_MAX_PLAYERS)
        return cli_fail(error, w.positional_index[POKEQ_MAX_PLAYERS], w.positional[POKEQ_MAX_PLAYERS],
                        "more than %d players", POKEQ_MAX_PLAYERS);
    out->players = w.positional_count;
    for (int p = 0; p < out->players; p++)
        out->player[p] = (word_ref){w.positional[p], w.positional_index[p]};
    return 0;
}
