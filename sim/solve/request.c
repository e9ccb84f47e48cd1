/* SPDX-License-Identifier: MIT */
/* request.c - a request of any published size made current, and resolved: its texts read (request_text.h), then
 * the counts of seats and cards checked and the known cards taken out of the ranges (request.h). */
#include "solve/request.h"

#include "solve/request_text.h"

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

/* A published layout's size: 0.2.0's (its fields, with or without the
 * tail padding a compiler gives its struct), or this one's. */
static bool size_known(size_t size)
{
    const size_t align = _Alignof(pokeq_request);
    const size_t first_padded = (REQUEST_SIZE_FIRST + align - 1) / align * align;
    return (size >= REQUEST_SIZE_FIRST && size <= first_padded) || size == sizeof(pokeq_request);
}

int request_upgrade(const pokeq_request *request, pokeq_request *out, pokeq_error_info *error)
{
    pokeq_request_init(out);
    if (request == NULL)
        return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1, "no request");
    if (!size_known(request->size))
        return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1,
                            "a request of an unknown size %zu (this library knows %zu, 0.2.0's, and %zu: use "
                            "pokeq_request_init)",
                            request->size, REQUEST_SIZE_FIRST, sizeof *out);
    memcpy(out, request, request->size);
    out->size = sizeof *out;
    return 0;
}

int request_current(const pokeq_request *request, pokeq_request *room, const pokeq_request **out,
                    pokeq_error_info *error)
{
    *out = request;
    if (request != NULL && request->size == sizeof *request)
        return 0;
    *out = room;
    return request_upgrade(request, room, error);
}

/* A seat given as weights: a fixed hand when it holds one combo. */
static void take_range(const pokeq_range *range, int p, resolved *out)
{
    out->given[p] = *range;
    out->fixed[p] = false;
    if (pokeq_range_size(range) != 1)
        return;
    for (int combo = 0; combo < POKEQ_COMBOS; combo++)
        if (range->weight[combo] != 0)
            pokeq_combo_cards(combo, out->hole[p]);
    out->fixed[p] = true;
    out->hole_count[p] = 2; /* its cards are claimed and known, as a hand's */
}

/* The board, dead and fixed hands' cards, and those the game's deck lacks. */
static uint64_t known_cards(const resolved *r)
{
    const game rules = game_of(r->game);
    uint64_t known = GAME_DECK_FULL & ~rules.deck;
    for (int i = 0; i < r->board_count; i++)
        known |= 1ULL << r->board[i];
    for (int i = 0; i < r->dead_count; i++)
        known |= 1ULL << r->dead[i];
    for (int p = 0; p < r->seats; p++)
        for (int c = 0; r->fixed[p] && c < r->hole_count[p]; c++)
            known |= 1ULL << r->hole[p][c];
    return known;
}

/* live = given less the combos that hold a known card, for each range
 * seat (a fixed hand's: request_fixed_ranges). */
static void remove_known(resolved *r)
{
    const uint64_t known = known_cards(r);
    for (int p = 0; p < r->seats; p++) {
        if (r->fixed[p])
            continue;
        r->live[p] = r->given[p];
        for (uint64_t rest = known; rest != 0; rest &= rest - 1) {
            /* card k's combos: k over each lower card (one run of
             * indices), then each higher card over k */
            const int k = __builtin_ctzll(rest);
            memset(&r->live[p].weight[k * (k - 1) / 2], 0, (size_t)k);
            for (int high = k + 1; high < CARD_COUNT; high++)
                r->live[p].weight[high * (high - 1) / 2 + k] = 0;
        }
    }
}

void request_fixed_ranges(resolved *r)
{
    for (int p = 0; p < r->seats; p++) {
        if (!r->fixed[p])
            continue;
        if (r->text[p] != NULL) { /* read from text; one given as weights keeps its copy */
            memset(&r->given[p], 0, sizeof r->given[p]);
            if (r->hole_count[p] == 2)
                r->given[p].weight[pokeq_combo_index(r->hole[p][0], r->hole[p][1])] = POKEQ_RANGE_WEIGHT_ONE;
        }
        r->live[p] = r->given[p]; /* its own cards are known, but its one combo stays */
    }
}

/* Whether any weight is nonzero (eight at a time, to the first). */
static bool range_has_combo(const pokeq_range *range)
{
    int combo = 0;
    for (; combo + 8 <= POKEQ_COMBOS; combo += 8) {
        uint64_t word;
        memcpy(&word, &range->weight[combo], sizeof word);
        if (word != 0)
            return true;
    }
    for (; combo < POKEQ_COMBOS; combo++)
        if (range->weight[combo] != 0)
            return true;
    return false;
}

static int empty_seat_error(const resolved *r, pokeq_error_info *error)
{
    for (int p = 0; p < r->seats; p++) {
        if (r->fixed[p] || game_is_omaha(r->game))
            continue; /* a fixed hand keeps its combo; Omaha's ranges are listed by their
                         engine, which finds them empty */
        if (range_has_combo(&r->live[p]))
            continue;
        if (!range_has_combo(&r->given[p]))
            return request_fail(error, -POKEQ_ERR_RANGE_EMPTY, POKEQ_AT_SEAT, p,
                                "this range holds no hand (every weight is 0)");
        return request_fail(error, -POKEQ_ERR_RANGE_EMPTY, POKEQ_AT_SEAT, p,
                            "no hand of this range is left once the known cards are taken out");
    }
    return 0;
}

/* Enough cards must be left to give every seat its hand and complete the
 * board. */
static int deck_error(const resolved *r, const pokeq_request *request, pokeq_error_info *error)
{
    const game rules = game_of(r->game);
    const int dead_given = request->dead != NULL && request->dead[0] != '\0';
    if (rules.seated) {
        int left = rules.deck_size - r->dead_count, wanted = 0;
        for (int p = 0; p < r->seats; p++) {
            left -= r->hole_count[p];
            wanted += rules.hole_cards - r->hole_count[p];
        }
        if (left >= wanted)
            return 0;
        return request_fail(error, -POKEQ_ERR_DECK, dead_given ? POKEQ_AT_DEAD : POKEQ_AT_SEAT, r->seats - 1,
                            "too few cards left to deal: %d, and the seats need %d more", left, wanted);
    }
    const int left = rules.deck_size - r->board_count - r->dead_count - rules.hole_cards * r->seats;
    if (left >= 5 - r->board_count)
        return 0;
    return request_fail(error, -POKEQ_ERR_DECK, dead_given ? POKEQ_AT_DEAD : POKEQ_AT_SEAT, r->seats - 1,
                        "too few cards left to deal: %d, and the board needs %d", left, 5 - r->board_count);
}

/* Zeroes *out but its seats' ranges (26 KB for ten seats), which the
 * range seats that are read fill (given), remove_known makes (live), and
 * request_fixed_ranges writes for the fixed seats. */
static void resolved_clear(resolved *out)
{
    memset(out, 0, offsetof(resolved, given));
    memset(&out->text, 0, sizeof *out - offsetof(resolved, text));
}

int request_resolve_hands(const pokeq_request *request, resolved *out, pokeq_error_info *error)
{
    resolved_clear(out);
    if (!game_known(request->game))
        return request_fail(error, -POKEQ_ERR_GAME, POKEQ_AT_REQUEST, -1, "unknown game %d", request->game);
    out->game = (game_kind)request->game;
    card_owners owners;
    owners.used = 0;
    owners.rules = game_of(out->game);
    /* known cards are claimed board, dead, then seats: a repeat is
     * reported at the later of the two texts, naming the earlier */
    int code = request_text_known(request, out, &owners, error);
    if (code != 0)
        return code;
    if (request->seats < 2 || request->seats > POKEQ_MAX_PLAYERS)
        return request_fail(error, -POKEQ_ERR_PLAYERS, request->seats == 1 ? POKEQ_AT_SEAT : POKEQ_AT_REQUEST, 0,
                            "needs 2 to %d players, each a hand (AhKd) or a range (QQ+,AKs), got %d",
                            POKEQ_MAX_PLAYERS, request->seats);
    for (int p = 0; p < request->seats; p++) {
        const source seat = {request->seat[p].text, POKEQ_AT_SEAT, p};
        out->seats++;
        out->text[p] = seat.text;
        if (seat.text == NULL && request->seat[p].range == NULL)
            return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_SEAT, p, "seat %d has neither text nor a range",
                                p + 1);
        if (seat.text == NULL && !owners.rules.ranges)
            return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_SEAT, p,
                                "seat %d: a range given as weights is for a two-card game", p + 1);
        if (seat.text == NULL)
            take_range(request->seat[p].range, p, out);
        else if ((code = request_text_seat(&seat, request->ranking, &owners.rules, out, error)) != 0)
            return code;
        const source claim = {seat.text != NULL ? seat.text : "a range", POKEQ_AT_SEAT, p};
        if (out->fixed[p] && (code = request_text_claim(out->hole[p], out->hole_count[p], &claim, &owners, error)) != 0)
            return code;
    }
    if ((code = deck_error(out, request, error)) != 0)
        return code;
    remove_known(out);
    return empty_seat_error(out, error);
}

int request_resolve(const pokeq_request *request, resolved *out, pokeq_error_info *error)
{
    const int code = request_resolve_hands(request, out, error);
    if (code == 0)
        request_fixed_ranges(out);
    return code;
}
