/* SPDX-License-Identifier: MIT */
/* request_text.c - a request's texts read into cards and ranges (request_text.h). */
#include "solve/request_text.h"

#include "text/omaha_range.h"
#include "text/range_parse.h"

#include <stdio.h>
#include <string.h>

#define NOT_A_CARD "not a card (a rank 2-9, T, J, Q, K, A and a suit c, d, h, s or ♣ ♦ ♥ ♠)"

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

int request_text_claim(const int *cards, int count, const source *from, card_owners *owners, pokeq_error_info *error)
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

/* A fixed hand's cards; its range (given, live) is written later, and only
 * where a job reads it (request_fixed_ranges). */
static void set_fixed(resolved *out, int p, const int *cards, int count)
{
    out->fixed[p] = true;
    out->hole_count[p] = count;
    memcpy(out->hole[p], cards, (size_t)count * sizeof *cards);
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

/* The messages say which reading failed and where. */
int request_text_seat(const source *from, int ranking, const game *rules, resolved *out, pokeq_error_info *error)
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
    memset(&out->given[p], 0, sizeof out->given[p]); /* an Omaha range's stays empty */
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

int request_text_known(const pokeq_request *request, resolved *out, card_owners *owners, pokeq_error_info *error)
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
        if (code < 0 || (code = request_text_claim(out->board, out->board_count, &board, owners, error)) != 0)
            return code;
    }
    if (dead.text != NULL) {
        out->dead_count = code = parse_cards(&dead, out->dead, POKEQ_MAX_DEAD, "the dead cards", error);
        if (code < 0 || (code = request_text_claim(out->dead, out->dead_count, &dead, owners, error)) != 0)
            return code;
    }
    return 0;
}
