/* SPDX-License-Identifier: MIT */
/* solve.c - one scenario from words to printed answer (solve.h): the
 * words become a pokeq_request, the library answers, output.h prints. */
#include "run/solve.h"

#include "front/answer.h"
#include "output/graph_svg.h"
#include "front/interrupt.h"
#include "run/progress.h"
#include "shards/shard_file.h"
#include "front/stream.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int method_of(enum run_mode mode)
{
    return mode == RUN_EXACT ? POKEQ_METHOD_EXACT : mode == RUN_MC ? POKEQ_METHOD_MC : POKEQ_METHOD_AUTO;
}

pokeq_request solve_request_of(const scenario_request *words)
{
    const run_options *o = &words->options;
    pokeq_request q;
    pokeq_request_init(&q);
    q.seats = words->players;
    for (int p = 0; p < words->players; p++)
        q.seat[p].text = words->player[p].text;
    q.board = o->board.text;
    q.dead = o->dead.text;
    q.method = method_of(o->mode);
    q.threads = o->threads;
    q.ranking = o->ranking;
    q.game = o->game;
    q.trials = o->max_trials;
    q.target_stderr = o->target_stderr;
    q.max_seconds = o->max_seconds;
    q.seed = o->seed;
    q.categories = o->categories;
    q.shard = o->shard;
    q.shards = o->shards;
    return q;
}

/* The words of the players, for a message about them all. */
static void players_text(const scenario_request *words, char out[256])
{
    out[0] = '\0';
    for (int p = 0; p < words->players; p++) {
        const size_t used = strlen(out);
        snprintf(out + used, 256 - used, "%s%s", p > 0 ? " " : "", words->player[p].text);
    }
}

/* The word an error is about, and the part of it to quote. */
static void error_of(const scenario_request *words, const pokeq_error_info *e, cli_error *error)
{
    const word_ref *word = e->place == POKEQ_AT_BOARD  ? &words->options.board
                           : e->place == POKEQ_AT_DEAD ? &words->options.dead
                           : e->place == POKEQ_AT_SEAT && e->seat >= 0 && e->seat < words->players
                               ? &words->player[e->seat]
                               : NULL;
    /* the program's own advice after the library's sentence */
    const char *advice = e->code == -POKEQ_ERR_TOO_SLOW  ? "; use --mc (or narrow the ranges)"
                         : e->code == -POKEQ_ERR_OVERFLOW ? "; use --mc"
                                                          : "";
    if (word == NULL) {
        char players[256];
        players_text(words, players);
        cli_fail(error, -1, players, "%s%s", e->message, advice);
        return;
    }
    char part[256];
    if (e->offset >= 0)
        snprintf(part, sizeof part, "%.*s", e->length, word->text + e->offset);
    cli_fail(error, word->index, e->offset >= 0 ? part : word->text, "%s%s", e->message, advice);
}

/* Whether a seat holds more than one hand (not the game's hole cards; in
 * a seated game, not its known cards). */
static bool any_range(const scenario_request *words, int game)
{
    const int hole = pokeq_game_hole_cards(game);
    for (int p = 0; p < words->players; p++) {
        int cards[POKEQ_MAX_HOLE + 1];
        const int count = pokeq_cards_parse(words->player[p].text, cards, hole + 1, NULL);
        if (game_seated(game) ? count < 0 || count > hole : count != hole)
            return true;
    }
    return false;
}

/* --graph FILE: the answer's equity graph; false (and a message) when it
 * could not be written. */
static bool write_graph(const answer *a)
{
    const char *path = a->request->options.graph.text;
    FILE *file = fopen(path, "w");
    bool written = file != NULL && graph_write_svg(file, a) == 0;
    if (file != NULL && fclose(file) != 0)
        written = false;
    if (!written) {
        char safe[CLI_SAFE_MAX];
        fprintf(stderr, "pokeq: cannot write the graph, at '%s': %s\n", cli_safe(path, SIZE_MAX, safe, sizeof safe),
                strerror(errno));
    }
    return written;
}

/* A --shard run's answer: the part's counts in a shard file with the
 * words that make it (a batch line: the command line's, then its own). */
static bool write_part(FILE *out, const scenario_request *words, const answer *a, int line)
{
    const char *kept[SHARD_WORDS_MAX];
    const run_options *o = &words->options;
    int count = 0;
    if (o->command_words != words->words)
        count = shard_words_kept(o->command_words, o->command_word_count, kept, SHARD_WORDS_MAX);
    const int line_words = count;
    count += shard_words_kept(words->words, words->word_count, kept + count, SHARD_WORDS_MAX - count);
    return shard_file_write_equity(out, kept, count, line, line_words, &a->result, a->combos, a->hands);
}

int solve_by_library(const pokeq_request *q, pokeq_result *r, pokeq_error_info *e, void *context)
{
    (void)context;
    return pokeq_solve(q, r, e);
}

int solve(const scenario_request *words, FILE *out, output_state *state, int line, cli_error *error)
{
    return solve_using(words, out, state, line, error, solve_by_library, NULL);
}

/* --graph draws a range's equity curve from its two-card combos or its
 * Omaha hands: a range of another game is refused before any work. */
static int refuse_graph(const scenario_request *words, const pokeq_request *q, cli_error *error)
{
    const word_ref *graph = &words->options.graph;
    if (graph->text == NULL || args_game_has_combos(q->game) || args_game_has_hands(q->game) ||
        !any_range(words, q->game))
        return 0;
    return cli_fail(error, graph->index, "--graph",
                    "--graph draws a range's equity curve from its two-card combos or Omaha hands, which %s has "
                    "not: give its seats as fixed hands",
                    pokeq_game_name(q->game));
}

/* --per-combo or --graph of an Omaha game: room for every row the library
 * writes (pokeq.h's POKEQ_MAX_HAND_ROWS; untouched pages cost nothing). */
static int hand_rows_room(const scenario_request *words, pokeq_request *q, answer *a, cli_error *error)
{
    if (!(words->options.per_combo || words->options.graph.text != NULL) || !args_game_has_hands(q->game))
        return 0;
    q->hands_capacity = POKEQ_MAX_HAND_ROWS;
    a->hands = q->hands = calloc(q->hands_capacity, sizeof *q->hands);
    return a->hands == NULL ? cli_fail(error, -1, "", "out of memory") : 0;
}

/* One scenario: on a terminal (a progress line, Ctrl-C caught, --graph
 * and shard files written) or served (none of these: the solver sets its
 * own hooks). */
static int solve_scenario(const scenario_request *words, FILE *out, output_state *state, int line, cli_error *error,
                          solve_fn *solver, void *context, bool terminal)
{
    pokeq_request q = solve_request_of(words);
    if (refuse_graph(words, &q, error) != 0)
        return EXIT_BAD_INPUT;
    answer a = {.request = words};
    /* per-combo counts only where the output shows them (two-card games):
     * text lists a range's best and worst combos */
    const run_options *o = &words->options;
    const bool shown = (o->format == FORMAT_TEXT && any_range(words, q.game)) || o->per_combo || o->graph.text != NULL;
    if (shown && args_game_has_combos(q.game)) {
        q.combos_capacity = (size_t)q.seats * POKEQ_COMBOS;
        a.combos = q.combos = calloc(q.combos_capacity, sizeof *q.combos);
        if (a.combos == NULL) {
            cli_fail(error, -1, "", "out of memory");
            return EXIT_BAD_INPUT;
        }
    }
    if (hand_rows_room(words, &q, &a, error) != 0) {
        free(a.combos);
        return EXIT_BAD_INPUT;
    }
    progress bar = progress_make(stderr, terminal && isatty(STDERR_FILENO) && !words->options.quiet);
    progress_set_rules(&bar, &q);
    if (bar.enabled) { /* no calls between tasks when nothing is shown */
        q.progress = progress_update;
        q.progress_context = &bar;
    }
    if (terminal) {
        q.cancel = interrupt_flag();
        interrupt_catch();
    }
    pokeq_error_info failure;
    const int code = solver(&q, &a.result, &failure, context);
    if (terminal)
        interrupt_release();
    progress_finish(&bar);
    int status = 0;
    if (code == -POKEQ_ERR_CANCELLED) {
        if (terminal)
            fputs("pokeq: interrupted (Ctrl-C) before any answer: an exact count stopped halfway, or Monte Carlo "
                  "stopped before its first block of trials, has none\n",
                  stderr);
        status = EXIT_INTERRUPTED;
    } else if (code != 0) {
        error_of(words, &failure, error);
        status = EXIT_BAD_INPUT;
    } else {
        const bool written = terminal && words->options.shards > 0
                                 ? write_part(out, words, &a, line)
                                 : output_scenario(out, state, &a, line) &&
                                       (!terminal || o->graph.text == NULL || write_graph(&a));
        status = !written ? EXIT_FAILED : a.result.stopped_by == POKEQ_MC_STOP_CANCEL ? EXIT_INTERRUPTED : 0;
    }
    free(a.combos);
    free(a.hands);
    return status;
}

int solve_check(const scenario_request *words, cli_error *error, pokeq_error_info *failure)
{
    const pokeq_request q = solve_request_of(words);
    memset(failure, 0, sizeof *failure);
    if (refuse_graph(words, &q, error) != 0)
        return EXIT_BAD_INPUT;
    uint64_t job;
    if (pokeq_request_job(&q, 0, &job, failure) == 0)
        return 0;
    error_of(words, failure, error);
    return EXIT_BAD_INPUT;
}

int solve_using(const scenario_request *words, FILE *out, output_state *state, int line, cli_error *error,
                solve_fn *solver, void *context)
{
    return solve_scenario(words, out, state, line, error, solver, context, true);
}

int solve_served(const scenario_request *words, FILE *out, cli_error *error, solve_fn *solver, void *context)
{
    output_state state = {.batch = false};
    return solve_scenario(words, out, &state, 0, error, solver, context, false);
}
