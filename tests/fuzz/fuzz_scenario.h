/* SPDX-License-Identifier: MIT */
/*
 * fuzz_scenario.h - checks on parsed scenarios that the batch-line, batch
 * file and argument-vector targets share: two requests are the same
 * scenario, the words become the library request they say
 * (solve_request_of), a resolved request keeps request_resolve's promises
 * (sim/solve/request.h), a refusal's error record names a text that exists and a
 * part inside it, and words joined back into a batch line.
 *
 * The program no longer resolves cards and ranges itself: pokeq_solve does,
 * through request_resolve. The targets call request_resolve (and the cost
 * model) directly, the part of pokeq_solve that reads the input, so that
 * no engine runs.
 */
#ifndef POKEQ_FUZZ_SCENARIO_H
#define POKEQ_FUZZ_SCENARIO_H

#include "fuzz_check.h"

#include "front/args.h"
#include "card.h"
#include "solve/cost.h"
#include "solve/request.h"
#include "run/solve.h"
#include "front/words.h"

#include <math.h>
#include <stdbool.h>

/* Two word references name the same word: same place, same text. */
static inline bool fuzz_same_word(word_ref a, word_ref b)
{
    if (a.index != b.index || (a.text == NULL) != (b.text == NULL))
        return false;
    return a.text == NULL || strcmp(a.text, b.text) == 0;
}

/* The same scenario, whichever words it was parsed from. */
static inline bool fuzz_same_request(const scenario_request *a, const scenario_request *b)
{
    const run_options *x = &a->options, *y = &b->options;
    bool same = x->mode == y->mode && x->max_trials == y->max_trials && x->target_stderr == y->target_stderr &&
                x->max_seconds == y->max_seconds && x->threads == y->threads && x->seed == y->seed &&
                x->format == y->format && x->ranking == y->ranking && x->quiet == y->quiet &&
                x->categories == y->categories && x->per_combo == y->per_combo &&
                fuzz_same_word(x->board, y->board) && fuzz_same_word(x->dead, y->dead) && a->players == b->players &&
                a->help == b->help && a->version == b->version && fuzz_same_word(a->batch, b->batch);
    for (int p = 0; same && p < a->players; p++)
        same = fuzz_same_word(a->player[p], b->player[p]);
    return same;
}

/* A failed parse names a word that exists (or none). */
static inline void fuzz_check_error(const cli_error *error, int count)
{
    FUZZ_CHECK(error->index >= -1 && error->index < count, "error index %d of %d words", error->index, count);
    FUZZ_CHECK(error->what[0] != '\0', "an error without a message");
}

/* The library method for the words' mode. */
static inline int fuzz_method_of(enum run_mode mode)
{
    return mode == RUN_EXACT ? POKEQ_METHOD_EXACT : mode == RUN_MC ? POKEQ_METHOD_MC : POKEQ_METHOD_AUTO;
}

/* Two texts of requests are the same: both absent, or equal. */
static inline bool fuzz_same_text(const char *a, const char *b)
{
    return (a == NULL) == (b == NULL) && (a == NULL || strcmp(a, b) == 0);
}

/* solve_request_of keeps the words: every seat's text, the board and dead
 * cards, the method and the Monte Carlo rules, and nothing else set. */
static inline void fuzz_check_request_of(const scenario_request *words, const pokeq_request *q)
{
    const run_options *o = &words->options;
    FUZZ_CHECK(q->size == sizeof *q && q->game == POKEQ_GAME_HOLDEM, "request size %zu, game %d", q->size, q->game);
    FUZZ_CHECK(q->seats == words->players, "%d seats for %d players", q->seats, words->players);
    for (int p = 0; p < words->players; p++)
        FUZZ_CHECK(q->seat[p].text == words->player[p].text && q->seat[p].range == NULL, "seat %d is not its word",
                   p);
    FUZZ_CHECK(q->board == o->board.text && q->dead == o->dead.text, "board or dead cards are not their words");
    FUZZ_CHECK(q->method == fuzz_method_of(o->mode), "method %d for mode %d", q->method, (int)o->mode);
    FUZZ_CHECK(q->threads == o->threads && q->trials == o->max_trials && q->target_stderr == o->target_stderr &&
                   q->max_seconds == o->max_seconds && q->seed == o->seed,
               "the Monte Carlo rules or threads differ from the words'");
    FUZZ_CHECK(q->ranking == o->ranking, "ranking %d for %d", q->ranking, o->ranking);
    FUZZ_CHECK(q->auto_exact_seconds == 0 && q->exact_limit_seconds == 0 && q->cancel == NULL && q->progress == NULL &&
                   q->combos == NULL && q->combos_capacity == 0,
               "solve_request_of set a field the words do not name");
}

/* The same library request, field by field (texts compared as text). */
static inline bool fuzz_same_library_request(const pokeq_request *a, const pokeq_request *b)
{
    bool same = a->size == b->size && a->game == b->game && a->seats == b->seats &&
                fuzz_same_text(a->board, b->board) && fuzz_same_text(a->dead, b->dead) && a->method == b->method &&
                a->threads == b->threads && a->ranking == b->ranking && a->trials == b->trials &&
                a->target_stderr == b->target_stderr && a->max_seconds == b->max_seconds && a->seed == b->seed &&
                a->auto_exact_seconds == b->auto_exact_seconds && a->exact_limit_seconds == b->exact_limit_seconds;
    for (int p = 0; same && p < a->seats && p < POKEQ_MAX_PLAYERS; p++)
        same = fuzz_same_text(a->seat[p].text, b->seat[p].text) && a->seat[p].range == b->seat[p].range;
    return same;
}

/* Claims cards of a resolved request; none may be claimed twice. */
static inline void fuzz_claim(uint64_t *known, const int *cards, int count)
{
    for (int i = 0; i < count; i++) {
        FUZZ_CHECK(cards[i] >= 0 && cards[i] < CARD_COUNT, "card %d", cards[i]);
        FUZZ_CHECK((*known >> cards[i] & 1) == 0, "card %d used twice", cards[i]);
        *known |= 1ULL << cards[i];
    }
}

/* request_resolve's promises: 2..10 seats, every card once, enough cards to
 * deal, a fixed seat's hand its own combo, every live range nonempty and
 * free of known cards, weights in range; and a finite, nonnegative
 * estimate of the exact answer (sim/solve/cost.h) on `threads`. Returns it. */
static inline double fuzz_check_resolved(const resolved *r, int threads)
{
    FUZZ_CHECK(r->seats >= 2 && r->seats <= POKEQ_MAX_PLAYERS, "%d seats", r->seats);
    FUZZ_CHECK(r->board_count >= 0 && r->board_count <= 5, "board of %d", r->board_count);
    FUZZ_CHECK(r->dead_count >= 0 && r->dead_count <= POKEQ_MAX_DEAD, "%d dead", r->dead_count);
    uint64_t known = 0;
    fuzz_claim(&known, r->board, r->board_count);
    fuzz_claim(&known, r->dead, r->dead_count);
    for (int p = 0; p < r->seats; p++)
        if (r->fixed[p])
            fuzz_claim(&known, r->hole[p], 2);
    FUZZ_CHECK(CARD_COUNT - r->board_count - r->dead_count - 2 * r->seats >= 5 - r->board_count, "deck too small");
    for (int p = 0; p < r->seats; p++) {
        FUZZ_CHECK(pokeq_range_size(&r->live[p]) > 0, "seat %d has no live combo", p);
        const int own_combo = r->fixed[p] ? pokeq_combo_index(r->hole[p][0], r->hole[p][1]) : -1;
        if (r->fixed[p])
            FUZZ_CHECK(own_combo >= 0 && r->live[p].weight[own_combo] > 0 && pokeq_range_size(&r->live[p]) == 1,
                       "fixed seat %d: its live range is not its hand", p);
        for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
            FUZZ_CHECK(r->given[p].weight[combo] <= POKEQ_RANGE_WEIGHT_ONE, "weight %d", r->given[p].weight[combo]);
            FUZZ_CHECK(r->live[p].weight[combo] <= r->given[p].weight[combo], "live above given");
            if (r->live[p].weight[combo] == 0)
                continue;
            int cards[2];
            pokeq_combo_cards(combo, cards);
            const uint64_t mask = 1ULL << cards[0] | 1ULL << cards[1];
            const uint64_t own = r->fixed[p] ? 1ULL << r->hole[p][0] | 1ULL << r->hole[p][1] : 0;
            FUZZ_CHECK((mask & known & ~own) == 0, "live combo %d holds a known card", combo);
        }
    }
    const cost_work work = cost_exact_work(r, threads, false);
    FUZZ_CHECK(work.seconds >= 0 && isfinite(work.seconds), "estimate %g", work.seconds);
    FUZZ_CHECK(work.team >= 1 && (work.engine != COST_REFUSED || work.refusal > 0), "team %d, engine %d",
               work.team, work.engine);
    return work.seconds;
}

/* The text an error record's place and seat name in q, or NULL. */
static inline const char *fuzz_error_text(const pokeq_request *q, const pokeq_error_info *e)
{
    switch (e->place) {
    case POKEQ_AT_SEAT: return e->seat >= 0 && e->seat < q->seats ? q->seat[e->seat].text : NULL;
    case POKEQ_AT_BOARD: return q->board;
    case POKEQ_AT_DEAD: return q->dead;
    default: return NULL;
    }
}

/* The word an error record names among the words, or NULL (the request as
 * a whole). */
static inline const word_ref *fuzz_error_word(const scenario_request *words, const pokeq_error_info *e)
{
    switch (e->place) {
    case POKEQ_AT_SEAT: return e->seat >= 0 && e->seat < words->players ? &words->player[e->seat] : NULL;
    case POKEQ_AT_BOARD: return &words->options.board;
    case POKEQ_AT_DEAD: return &words->options.dead;
    default: return NULL;
    }
}

/* A refusal of request_resolve: the record says the code returned, its
 * place is one of the four and agrees with its seat, the text it names
 * exists (a word among count words), the bad part lies inside that text,
 * the card is a card or -1, and there is a sentence. */
static inline void fuzz_check_resolve_error(const scenario_request *words, const pokeq_request *q, int code,
                                            const pokeq_error_info *e, int count)
{
    FUZZ_CHECK(code < 0 && e->code == code, "returned %d, the record says %d", code, e->code);
    FUZZ_CHECK(e->place >= POKEQ_AT_REQUEST && e->place <= POKEQ_AT_DEAD, "place %d", e->place);
    if (e->place == POKEQ_AT_SEAT)
        FUZZ_CHECK(e->seat >= 0 && e->seat < q->seats, "seat %d of %d", e->seat, q->seats);
    else
        FUZZ_CHECK(e->seat == -1, "seat %d at place %d", e->seat, e->place);
    FUZZ_CHECK(e->card >= -1 && e->card < CARD_COUNT, "card %d", e->card);
    FUZZ_CHECK(memchr(e->message, '\0', sizeof e->message) != NULL && e->message[0] != '\0',
               "a record without a sentence");
    const char *text = fuzz_error_text(q, e);
    if (e->place != POKEQ_AT_REQUEST)
        FUZZ_CHECK(text != NULL, "place %d seat %d names no text: %s", e->place, e->seat, e->message);
    const word_ref *word = fuzz_error_word(words, e);
    if (e->place != POKEQ_AT_REQUEST)
        FUZZ_CHECK(word != NULL && word->text == text && word->index >= 0 && word->index < count,
                   "place %d seat %d names no word of %d: %s", e->place, e->seat, count, e->message);
    FUZZ_CHECK(e->offset >= -1, "offset %d", e->offset);
    if (e->offset >= 0) {
        FUZZ_CHECK(text != NULL, "offset %d into no text: %s", e->offset, e->message);
        const size_t length = strlen(text);
        FUZZ_CHECK(e->length >= 0 && (size_t)e->offset + (size_t)e->length <= length,
                   "bytes %d..%d of '%s' (%zu bytes): %s", e->offset, e->offset + e->length, text, length,
                   e->message);
    }
}

/* The words resolved as pokeq_solve resolves them (the request checked
 * against the words on the way): 0 with *out keeping its promises and
 * *estimate set, or the negated error with *error checked. */
static inline int fuzz_resolve(const scenario_request *words, int count, resolved *out, double *estimate,
                               pokeq_error_info *error)
{
    const pokeq_request q = solve_request_of(words);
    fuzz_check_request_of(words, &q);
    memset(error, 0, sizeof *error);
    const int code = request_resolve(&q, out, error);
    if (code == 0) {
        FUZZ_CHECK(error->code == 0, "success with error code %d", error->code);
        *estimate = fuzz_check_resolved(out, q.threads);
    } else {
        fuzz_check_resolve_error(words, &q, code, error, count);
    }
    return code;
}

/* The words as one batch line, each quoted (a word holds no '"': the
 * splitter drops quotes, and callers skip words that have one). Returns
 * false when the line would not fit out. */
static inline bool fuzz_quoted_line(const char *const *words, int count, char *out, size_t size)
{
    size_t used = 0;
    for (int i = 0; i < count; i++) {
        const int n = snprintf(out + used, size - used, "%s\"%s\"", i > 0 ? " " : "", words[i]);
        if (n < 0 || (size_t)n >= size - used)
            return false;
        used += (size_t)n;
    }
    if (count == 0 && size > 0)
        out[0] = '\0';
    return true;
}

#endif
