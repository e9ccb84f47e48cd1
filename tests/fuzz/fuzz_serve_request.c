/* SPDX-License-Identifier: MIT */
/*
 * fuzz_serve_request.c - libFuzzer target for pokeq serve's request
 * bodies (src/serve/request.h): JSON into the command line's words.
 *
 * Input: byte 0 modulo 3 picks the endpoint (equity, hits, range); the
 * rest is the body.
 * Properties: a body is decoded the same way twice. A decoded body gives
 * at most SERVE_WORDS_MAX words, each a NUL-terminated text inside the
 * words' own buffer, from a field the endpoint has; no hand or range word
 * is an option ("-..."), so a body can never smuggle --batch or --graph
 * in; option words come from the endpoint's table only. An equity body's
 * words either make a scenario (args.h) whose players are exactly the
 * body's "players" words, in order, or are refused with a 400 naming a
 * field of the body (or none). A refused body gets 400 or 413 with a code
 * and a message. No engine runs.
 */
#include "fuzz_check.h"

#include "serve/request.h"
#include "serve/run.h"

static const char *const FIELDS[] = {"players", "board", "dead", "game", "method", "trials", "stderr",
                                     "seconds", "seed", "ranking", "categories", "per_combo", "curve",
                                     "range", "vs", "list", NULL};
static const char *const OPTIONS[] = {"--board", "--dead", "--game", "--exact", "--mc", "--trials", "--stderr",
                                      "--time", "--seed", "--ranking", "--categories", "--per-combo", "--vs",
                                      "--list", NULL};

static int known(const char *const *names, const char *name)
{
    for (int i = 0; names[i] != NULL; i++)
        if (strcmp(names[i], name) == 0)
            return 1;
    return 0;
}

static int positional(const serve_field *f)
{
    return strcmp(f->name, "players") == 0 || strcmp(f->name, "range") == 0;
}

static void check_words(const serve_words *w)
{
    FUZZ_CHECK(w->count >= 0 && w->count <= SERVE_WORDS_MAX, "%d words", w->count);
    FUZZ_CHECK(w->used <= w->size, "%zu of %zu bytes", w->used, w->size);
    for (int i = 0; i < w->count; i++) {
        const char *word = w->word[i];
        FUZZ_CHECK(word >= w->text && word + strlen(word) < w->text + w->used, "word %d outside the buffer", i);
        FUZZ_CHECK(w->field[i].name != NULL && known(FIELDS, w->field[i].name), "word %d's field", i);
        if (positional(&w->field[i]))
            FUZZ_CHECK(word[0] != '-', "hand word %d is an option: %s", i, word);
        else if (word[0] == '-' && word[1] == '-' && (i == 0 || w->word[i - 1][0] != '-' ||
                                                     strcmp(w->word[i - 1], "--exact") == 0 ||
                                                     strcmp(w->word[i - 1], "--mc") == 0 ||
                                                     strcmp(w->word[i - 1], "--categories") == 0 ||
                                                     strcmp(w->word[i - 1], "--per-combo") == 0 ||
                                                     strcmp(w->word[i - 1], "--list") == 0))
            FUZZ_CHECK(known(OPTIONS, word), "option word %d not from the table: %s", i, word);
    }
}

static void check_same(const serve_words *a, const serve_words *b)
{
    FUZZ_CHECK(a->count == b->count && a->curve == b->curve, "decoded twice: %d and %d words", a->count, b->count);
    for (int i = 0; i < a->count; i++)
        FUZZ_CHECK(strcmp(a->word[i], b->word[i]) == 0 && a->field[i].index == b->field[i].index,
                   "decoded twice: word %d differs", i);
}

static void check_scenario(const serve_words *w)
{
    scenario_request request;
    serve_error e;
    if (run_scenario(w, 1, &request, &e) != 0) {
        FUZZ_CHECK(e.status == 400 && e.code != NULL && e.message[0] != '\0', "a refusal without its parts");
        FUZZ_CHECK(e.field == NULL || known(FIELDS, e.field), "a refusal names field %s", e.field);
        return;
    }
    int players = 0;
    for (int i = 0; i < w->count; i++)
        if (strcmp(w->field[i].name, "players") == 0) {
            FUZZ_CHECK(players < request.players && request.player[players].text == w->word[i],
                       "player %d is not the body's", players);
            players++;
        }
    FUZZ_CHECK(players == request.players, "%d players from %d words", request.players, players);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > SERVE_BODY_MAX)
        return 0;
    const enum serve_body kind = (enum serve_body)(data[0] % 3);
    const char *body = (const char *)data + 1;
    serve_error e, again;
    serve_words *w = serve_decode(kind, body, size - 1, &e);
    serve_words *twice = serve_decode(kind, body, size - 1, &again);
    FUZZ_CHECK((w == NULL) == (twice == NULL), "decoded once, refused once");
    if (w == NULL) {
        FUZZ_CHECK((e.status == 400 || e.status == 413) && e.code != NULL && e.code[0] != '\0' &&
                       e.message[0] != '\0',
                   "refused with status %d", e.status);
        FUZZ_CHECK(e.status == again.status && strcmp(e.message, again.message) == 0, "refused two ways");
        return 0;
    }
    check_words(w);
    check_same(w, twice);
    if (kind == BODY_EQUITY)
        check_scenario(w);
    serve_words_free(w);
    serve_words_free(twice);
    return 0;
}
