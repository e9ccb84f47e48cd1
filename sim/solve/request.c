/* SPDX-License-Identifier: MIT */
/* request.c - resolve a request's cards and ranges (request.h). */
#include "solve/request.h"

#include "card.h"
#include "text/omaha_range.h"
#include "text/range_parse.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#define NOT_A_CARD "not a card (a rank 2-9, T, J, Q, K, A and a suit c, d, h, s or ♣ ♦ ♥ ♠)"

/* Which text first used each card, to name both sides of a repeat, and
 * the game whose deck every card must be in. */
typedef struct card_owners {
    uint64_t used;                      /* the cards claimed so far */
    const char *text[CARD_COUNT];       /* set where used has the card: nothing to zero */
    game rules;
} card_owners;

/* One text of the request: where it is and what it says. */
typedef struct source {
    const char *text;
    int place;
    int seat;
} source;

int request_upgrade(const pokeq_request *request, pokeq_request *out, pokeq_error_info *error)
{
    pokeq_request_init(out);
    if (request == NULL)
        return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1, "no request");
    if (request->size < REQUEST_SIZE_FIRST || request->size > sizeof *out)
        return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1,
                            "a request of an unknown size %zu (this library knows %zu to %zu: use pokeq_request_init)",
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

/* The bad part of an error: bytes [offset, offset + length) of its text,
 * and the card at fault. */
static int at(pokeq_error_info *error, int code, int offset, int length, int card)
{
    if (error != NULL) {
        error->offset = offset;
        error->length = length;
        error->card = card;
    }
    return code;
}

/* The length of the card text at offset: the card's own bytes when it is
 * one, else the rank ("10" or one character) and the whole UTF-8
 * character after it, never past the end of the text. */
static int card_length(const char *text, int offset)
{
    int length;
    if (card_scan(text + offset, &length) >= 0)
        return length;
    const int rank = text[offset] == '1' && text[offset + 1] == '0' ? 2 : 1;
    const unsigned char next = (unsigned char)text[offset + (text[offset] != '\0' ? rank : 0)];
    const int wanted = rank + (next >= 0xf0 ? 4 : next >= 0xe0 ? 3 : next >= 0xc0 ? 2 : 1);
    const int left = (int)strnlen(text + offset, 8);
    return wanted < left ? wanted : left;
}

/* Parses a card list into at most max cards; a negated error otherwise. */
static int parse_cards(const source *from, int *out, int max, const char *what, pokeq_error_info *error)
{
    int error_at;
    enum card_list_error kind;
    const int count = card_list_parse(from->text, out, max, &error_at, &kind);
    if (count >= 0)
        return count;
    const int length = card_length(from->text, error_at);
    if (kind == CARD_LIST_TOO_MANY)
        return request_fail(error, -POKEQ_ERR_ARGUMENT, from->place, from->seat, "%s has at most %d cards", what,
                            max);
    if (kind == CARD_LIST_REPEATED) {
        int length_read;
        const int card = card_scan(from->text + error_at, &length_read);
        request_fail(error, -POKEQ_ERR_DUPLICATE, from->place, from->seat, "card given twice in %s '%s'", what,
                     from->text);
        return at(error, -POKEQ_ERR_DUPLICATE, error_at, length, card);
    }
    request_fail(error, -POKEQ_ERR_CARD, from->place, from->seat, NOT_A_CARD " in %s '%s'", what, from->text);
    return at(error, -POKEQ_ERR_CARD, error_at, length, -1);
}

/* Marks cards as used by from; a negated error when one is already used
 * or is not in the game's deck. */
static int claim_cards(const int *cards, int count, const source *from, card_owners *owners, pokeq_error_info *error)
{
    for (int i = 0; i < count; i++) {
        if (!(owners->rules.deck >> cards[i] & 1)) {
            char name[3];
            request_fail(error, -POKEQ_ERR_CARD, from->place, from->seat,
                         "card %s is not in the %s deck (it has 6 to A) in '%s'", pokeq_card_format(cards[i], name),
                         owners->rules.name, from->text);
            return at(error, -POKEQ_ERR_CARD, -1, 0, cards[i]);
        }
        if (owners->used >> cards[i] & 1) {
            const char *earlier = owners->text[cards[i]];
            char name[3];
            request_fail(error, -POKEQ_ERR_DUPLICATE, from->place, from->seat, "card %s is given twice (also in '%s')",
                         pokeq_card_format(cards[i], name), earlier);
            return at(error, -POKEQ_ERR_DUPLICATE, -1, 0, cards[i]);
        }
        owners->used |= 1ULL << cards[i];
        owners->text[cards[i]] = from->text;
    }
    return 0;
}

static void set_fixed(resolved *out, int p, const int *cards, int count)
{
    out->fixed[p] = true;
    out->hole_count[p] = count;
    memcpy(out->hole[p], cards, (size_t)count * sizeof *cards);
    if (count == 2) /* given[p] is zero (request_resolve) */
        out->given[p].weight[pokeq_combo_index(cards[0], cards[1])] = POKEQ_RANGE_WEIGHT_ONE;
}

/* Whether text starts with a rank and then a character no range has
 * there (not ASCII: a suit symbol pasted from elsewhere, like "A★"): a
 * card meant, whose suit is the mistake. */
static bool odd_suit(const char *text)
{
    const int rank = text[0] == '1' && text[1] == '0' ? 2 : 1;
    return rank_from_char(text[0]) >= 0 && (unsigned char)text[rank] >= 0x80;
}

/* A hand of the game, for the messages ("two cards, like AhKd"). */
static const char *hand_example(const game *rules)
{
    if (rules->seated && game_is_draw(rules->kind))
        return rules->hole_cards == 4 ? "the 0 to 4 cards it keeps, like Ah2d3c" : "the 0 to 5 cards it keeps, like 7h5d4c3s";
    if (rules->seated)
        return "its 1 to 7 known cards, like Ah2h3c";
    static const char *const examples[POKEQ_MAX_HOLE + 1] = {
        "", "", "two cards, like AhKd", "", "four cards, like AsAhKsKh", "five cards, like AsAhKsKhQd",
        "six cards, like AsAhKsKhQdJc"};
    return examples[rules->hole_cards];
}

/* Whether text is one run of cards (no comma): of the wrong count, a
 * wrong hand rather than an Omaha pattern ("AsKs" reads as both; a hand
 * is meant). Hands joined by commas are a range. */
static bool card_list_only(const char *text)
{
    if (strchr(text, ',') != NULL)
        return false;
    int cards[CARD_COUNT + 1], error_at;
    enum card_list_error kind;
    return card_list_parse(text, cards, CARD_COUNT + 1, &error_at, &kind) > 0;
}

/* A seat's text: the game's count of cards makes a fixed hand, anything
 * else is range text (in a game with ranges). The messages say which
 * reading failed and where. */
static int parse_seat(const source *from, int ranking, const game *rules, resolved *out, pokeq_error_info *error)
{
    const int p = from->seat;
    const char *text = from->text;
    int cards[POKEQ_MAX_HOLE + 1], error_at;
    enum card_list_error kind;
    const int count = card_list_parse(text, cards, rules->hole_cards + 1, &error_at, &kind);
    if (count == rules->hole_cards || (rules->seated && count >= rules->known_min && count <= rules->hole_cards)) {
        set_fixed(out, p, cards, count);
        return 0;
    }
    char no_ranges[64];
    snprintf(no_ranges, sizeof no_ranges, "%s takes no ranges yet", rules->name);
    pokeq_range_error range_error = {0, 0, no_ranges};
    if (rules->ranges && range_parse_deck(text, ranking, rules->deck, &out->given[p], &range_error) == 0) {
        out->fixed[p] = false;
        return 0;
    }
    if (game_is_omaha(rules->kind) && !card_list_only(text)) {
        omaha_range range;
        const int code =
            omaha_range_parse_ranked(text, rules->hole_cards, ranking_omaha_of(rules->kind), &range, &range_error);
        omaha_range_free(&range);
        if (code == -POKEQ_ERR_MEMORY)
            return request_fail(error, code, POKEQ_AT_SEAT, p, "out of memory");
        if (code == 0) {
            out->fixed[p] = false;
            return 0;
        }
        request_fail(error, -POKEQ_ERR_RANGE_SYNTAX, POKEQ_AT_SEAT, p, "not a hand of %s (%s) or range (%s) in '%s'",
                     rules->name, hand_example(rules), range_error.reason, text);
        return range_error.length > 0 ? at(error, -POKEQ_ERR_RANGE_SYNTAX, range_error.offset, range_error.length, -1)
                                      : -POKEQ_ERR_RANGE_SYNTAX;
    }
    /* neither reading works: report the one the text was closer to */
    if (count > 0 || (count < 0 && kind == CARD_LIST_TOO_MANY) || (!rules->ranges && count == 0))
        return request_fail(error, -POKEQ_ERR_HAND, POKEQ_AT_SEAT, p, "a hand of %s is %s, got '%s'", rules->name,
                            hand_example(rules), text);
    /* a range reading that got past the card error ("AsKs,QQ,ZZ": the
     * cards stop at QQ, the range at ZZ) names the term that is wrong */
    const bool range_further = rules->ranges && range_error.length > 0 && range_error.offset > error_at;
    if (count < 0 && !range_further &&
        (kind == CARD_LIST_REPEATED || (kind == CARD_LIST_BAD_CARD && (error_at > 0 || odd_suit(text))))) {
        /* it starts as cards: the card it stumbles on is the mistake */
        const int code = kind == CARD_LIST_REPEATED ? -POKEQ_ERR_DUPLICATE : -POKEQ_ERR_CARD;
        if (kind == CARD_LIST_REPEATED)
            request_fail(error, code, POKEQ_AT_SEAT, p, "card given twice in hand '%s'", text);
        else
            request_fail(error, code, POKEQ_AT_SEAT, p, NOT_A_CARD " in '%s'", text);
        return at(error, code, error_at, card_length(text, error_at), -1);
    }
    request_fail(error, -POKEQ_ERR_RANGE_SYNTAX, POKEQ_AT_SEAT, p, "not a hand or range (%s) in '%s'",
                 range_error.reason, text);
    return range_error.length > 0 ? at(error, -POKEQ_ERR_RANGE_SYNTAX, range_error.offset, range_error.length, -1)
                                  : -POKEQ_ERR_RANGE_SYNTAX;
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

/* live = given less the combos that hold a known card (a fixed hand's own
 * cards are known, but its one combo stays). */
static void remove_known(resolved *r)
{
    const uint64_t known = known_cards(r);
    for (int p = 0; p < r->seats; p++) {
        r->live[p] = r->given[p];
        if (r->fixed[p])
            continue;
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

static int resolve_known(const pokeq_request *request, resolved *out, card_owners *owners, pokeq_error_info *error)
{
    const source board = {request->board, POKEQ_AT_BOARD, -1}, dead = {request->dead, POKEQ_AT_DEAD, -1};
    int code;
    if (owners->rules.seated && board.text != NULL && board.text[0] != '\0')
        return request_fail(error, -POKEQ_ERR_BOARD, POKEQ_AT_BOARD, -1, "%s has no board: a seat is %s, got board '%s'",
                            owners->rules.name,
                            game_is_draw(owners->rules.kind)
                                ? "the cards it keeps (give discards as dead cards)"
                                : "its known cards (give folded cards as dead cards)",
                            board.text);
    if (board.text != NULL) {
        out->board_count = code = parse_cards(&board, out->board, 5, "the board", error);
        if (code < 0 || (code = claim_cards(out->board, out->board_count, &board, owners, error)) != 0)
            return code;
    }
    if (dead.text != NULL) {
        out->dead_count = code = parse_cards(&dead, out->dead, POKEQ_MAX_DEAD, "the dead cards", error);
        if (code < 0 || (code = claim_cards(out->dead, out->dead_count, &dead, owners, error)) != 0)
            return code;
    }
    return 0;
}

/* Zeroes *out but its seats' ranges (26 KB for ten seats), which the
 * seats that are read fill (given) and remove_known makes (live). */
static void resolved_clear(resolved *out)
{
    memset(out, 0, offsetof(resolved, given));
    memset(&out->text, 0, sizeof *out - offsetof(resolved, text));
}

int request_resolve(const pokeq_request *request, resolved *out, pokeq_error_info *error)
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
    int code = resolve_known(request, out, &owners, error);
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
        memset(&out->given[p], 0, sizeof out->given[p]);
        if (seat.text == NULL && request->seat[p].range == NULL)
            return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_SEAT, p, "seat %d has neither text nor a range",
                                p + 1);
        if (seat.text == NULL && !owners.rules.ranges)
            return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_SEAT, p,
                                "seat %d: a range given as weights is for a two-card game", p + 1);
        if (seat.text == NULL)
            take_range(request->seat[p].range, p, out);
        else if ((code = parse_seat(&seat, request->ranking, &owners.rules, out, error)) != 0)
            return code;
        const source claim = {seat.text != NULL ? seat.text : "a range", POKEQ_AT_SEAT, p};
        if (out->fixed[p] && (code = claim_cards(out->hole[p], out->hole_count[p], &claim, &owners, error)) != 0)
            return code;
    }
    if ((code = deck_error(out, request, error)) != 0)
        return code;
    remove_known(out);
    return empty_seat_error(out, error);
}
