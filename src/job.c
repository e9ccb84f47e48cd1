/* job.c - resolve a request's cards and ranges (job.h). */
#include "job.h"

#include "card.h"

#include <stdio.h>
#include <string.h>

/* Which word first used each card, to name both sides of a repeat. */
typedef struct card_owners {
    const char *word[CARD_COUNT];       /* NULL: not used yet */
} card_owners;

/* The bad card inside text at offset: two characters, three for "10x". */
static void card_token(const char *text, int offset, char out[4])
{
    const char *at = text + offset;
    const int length = at[0] == '1' && at[1] == '0' ? 3 : 2;
    snprintf(out, 4, "%.*s", length, at);
}

/* Parses a card list word into at most max cards; -1 after *error. */
static int parse_cards(const word_ref *word, int *out, int max, const char *what, cli_error *error)
{
    int error_at;
    enum card_list_error kind;
    const int count = card_list_parse(word->text, out, max, &error_at, &kind);
    if (count >= 0)
        return count;
    char bad[4];
    card_token(word->text, error_at, bad);
    if (kind == CARD_LIST_TOO_MANY)
        return cli_fail(error, word->index, word->text, "%s has at most %d cards", what, max);
    if (kind == CARD_LIST_REPEATED)
        return cli_fail(error, word->index, bad, "card given twice in %s '%s'", what, word->text);
    return cli_fail(error, word->index, bad, "not a card (a rank 2-9, T, J, Q, K, A and a suit c, d, h, s) in %s '%s'",
                    what, word->text);
}

/* Marks cards as used by word; -1 after *error when one is already used. */
static int claim_cards(const int *cards, int count, const word_ref *word, card_owners *owners, cli_error *error)
{
    for (int i = 0; i < count; i++) {
        const char *earlier = owners->word[cards[i]];
        if (earlier != NULL) {
            char name[3];
            return cli_fail(error, word->index, word->text, "card %s is given twice (also in '%s')",
                            pokeq_card_format(cards[i], name), earlier);
        }
        owners->word[cards[i]] = word->text;
    }
    return 0;
}

/* A player's word: two cards make a fixed hand, anything else is range
 * text. The messages say which reading failed and where. */
static int parse_player(const word_ref *word, job *out, cli_error *error)
{
    const int p = out->players;
    int cards[3], error_at;
    enum card_list_error kind;
    const int count = card_list_parse(word->text, cards, 3, &error_at, &kind);
    if (count == 2) {
        out->fixed[p] = true;
        out->hole[p][0] = cards[0];
        out->hole[p][1] = cards[1];
        memset(&out->given[p], 0, sizeof out->given[p]);
        out->given[p].weight[pokeq_combo_index(cards[0], cards[1])] = POKEQ_RANGE_WEIGHT_ONE;
        return 0;
    }
    pokeq_range_error range_error;
    if (pokeq_range_parse(word->text, &out->given[p], &range_error) == 0) {
        out->fixed[p] = false;
        return 0;
    }
    /* neither reading works: report the one the text was closer to */
    if (count == 1 || count == 3 || (count < 0 && kind == CARD_LIST_TOO_MANY))
        return cli_fail(error, word->index, word->text, "a hand is two cards, like AhKd");
    if (count < 0 && kind == CARD_LIST_BAD_CARD && error_at > 0) {
        /* it starts as cards: the card it stumbles on is the mistake */
        char bad[4];
        card_token(word->text, error_at, bad);
        return cli_fail(error, word->index, bad, "not a card (a rank 2-9, T, J, Q, K, A and a suit c, d, h, s) in '%s'",
                        word->text);
    }
    if (count < 0 && kind == CARD_LIST_REPEATED) {
        char bad[4];
        card_token(word->text, error_at, bad);
        return cli_fail(error, word->index, bad, "card given twice in hand '%s'", word->text);
    }
    char term[128];
    snprintf(term, sizeof term, "%.*s", range_error.length, word->text + range_error.offset);
    return cli_fail(error, word->index, range_error.length > 0 ? term : word->text,
                    "not a hand or range (%s) in '%s'", range_error.reason, word->text);
}

/* The known cards as one bit set. */
static uint64_t known_cards(const job *j)
{
    uint64_t known = 0;
    for (int i = 0; i < j->board_count; i++)
        known |= 1ULL << j->board[i];
    for (int i = 0; i < j->dead_count; i++)
        known |= 1ULL << j->dead[i];
    for (int p = 0; p < j->players; p++)
        if (j->fixed[p])
            known |= 1ULL << j->hole[p][0] | 1ULL << j->hole[p][1];
    return known;
}

/* live = given less the combos that hold a known card (a fixed hand's own
 * cards are known, but its one combo stays). */
static void remove_known(job *j)
{
    const uint64_t known = known_cards(j);
    for (int p = 0; p < j->players; p++) {
        j->live[p] = j->given[p];
        if (j->fixed[p])
            continue;
        for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
            if (j->live[p].weight[combo] == 0)
                continue;
            int cards[2];
            pokeq_combo_cards(combo, cards);
            if ((known >> cards[0] & 1) || (known >> cards[1] & 1))
                j->live[p].weight[combo] = 0;
        }
    }
}

static int range_empty_error(const job *j, const scenario_request *request, cli_error *error)
{
    for (int p = 0; p < j->players; p++) {
        if (pokeq_range_size(&j->given[p]) == 0)
            return cli_fail(error, request->player[p].index, j->input[p], "this range holds no hand (every weight is 0)");
        if (pokeq_range_size(&j->live[p]) == 0)
            return cli_fail(error, request->player[p].index, j->input[p],
                            "no hand of this range is left once the known cards are taken out");
    }
    return 0;
}

/* Enough cards must be left to give every player two and complete the
 * board. */
static int deck_error(const job *j, const scenario_request *request, cli_error *error)
{
    const int left = CARD_COUNT - j->board_count - j->dead_count - 2 * j->players;
    if (left >= 5 - j->board_count)
        return 0;
    const word_ref *blame = request->options.dead.text != NULL ? &request->options.dead
                                                               : &request->player[j->players - 1];
    return cli_fail(error, blame->index, blame->text, "too few cards left to deal: %d, and the board needs %d", left,
                    5 - j->board_count);
}

int job_build(const scenario_request *request, job *out, cli_error *error)
{
    memset(out, 0, sizeof *out);
    out->options = request->options;
    const run_options *o = &request->options;
    card_owners owners;
    memset(&owners, 0, sizeof owners);
    /* known cards are claimed board, dead, then players: a repeat is
     * reported at the later of the two words, naming the earlier */
    if (o->board.text != NULL) {
        out->board_count = parse_cards(&o->board, out->board, 5, "the board", error);
        if (out->board_count < 0 || claim_cards(out->board, out->board_count, &o->board, &owners, error) != 0)
            return -1;
    }
    if (o->dead.text != NULL) {
        out->dead_count = parse_cards(&o->dead, out->dead, POKEQ_MAX_DEAD, "the dead cards", error);
        if (out->dead_count < 0 || claim_cards(out->dead, out->dead_count, &o->dead, &owners, error) != 0)
            return -1;
    }
    for (int p = 0; p < request->players; p++) {
        const word_ref *word = &request->player[p];
        out->input[p] = word->text;
        if (parse_player(word, out, error) != 0)
            return -1;
        out->players++;
        if (out->fixed[p] && claim_cards(out->hole[p], 2, word, &owners, error) != 0)
            return -1;
    }
    if (out->players < 2) {
        const word_ref *only = out->players == 1 ? &request->player[0] : NULL;
        return cli_fail(error, only != NULL ? only->index : -1, only != NULL ? only->text : "",
                        "needs 2 to %d players, each a hand (AhKd) or a range (QQ+,AKs), got %d", POKEQ_MAX_PLAYERS,
                        out->players);
    }
    if (deck_error(out, request, error) != 0)
        return -1;
    remove_known(out);
    return range_empty_error(out, request, error);
}

bool job_all_fixed(const job *j)
{
    for (int p = 0; p < j->players; p++)
        if (!j->fixed[p])
            return false;
    return true;
}

pokeq_scenario job_scenario(const job *j)
{
    pokeq_scenario s;
    memset(&s, 0, sizeof s);
    s.players = j->players;
    memcpy(s.hole, j->hole, sizeof s.hole);
    memcpy(s.board, j->board, sizeof s.board);
    s.board_count = j->board_count;
    memcpy(s.dead, j->dead, sizeof s.dead);
    s.dead_count = j->dead_count;
    return s;
}

pokeq_range_scenario job_range_scenario(const job *j)
{
    pokeq_range_scenario s;
    memset(&s, 0, sizeof s);
    s.players = j->players;
    for (int p = 0; p < j->players; p++)
        s.range[p] = &j->live[p];
    memcpy(s.board, j->board, sizeof s.board);
    s.board_count = j->board_count;
    memcpy(s.dead, j->dead, sizeof s.dead);
    s.dead_count = j->dead_count;
    return s;
}
