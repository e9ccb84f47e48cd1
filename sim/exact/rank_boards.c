/* SPDX-License-Identifier: MIT */
/*
 * rank_boards.c - the boards of the exact method by ranks (rank_boards.h;
 * the method: exact_ranks.c).
 *
 * Plain boards: a walk over rank multisets in increasing rank order that
 * carries, per suit the plain walk weighs (one of each symmetry class),
 * the assignments with each count of that suit below its need; the last
 * cards of a board are weighed from the parent's sums without a state of
 * their own. A plain board's seats are valued by ranks.
 *
 * Flush boards: the task's flush ranks are added to each seat's cards
 * once, with each seat's flush in the flush suit (0: none); a board then
 * costs a key addition per seat, and a seat's value is the better of its
 * flush and its value by ranks (the best five of seven are a flush or five
 * whose suits do not count).
 *
 * Hold'em heads-up is compiled with the game and the seat count constant,
 * the other games through game.h's switch, out of line.
 */
#include "exact/rank_boards.h"

#include <string.h>

/* Runs `call` with G the plan's game and N its players, each a constant
 * where it counts: Hold'em heads-up and Hold'em inline (measured: a switch
 * on the game in the walk cost Hold'em 2 % more instructions, and a loop
 * over a variable number of seats 8 %), the other games out of line
 * through game.h's switch (`other`, a noinline function taking the same
 * arguments). */
#define RANKS_SPECIALISE(plan, G, N, call, other)                                                            \
    do {                                                                                                     \
        const int N##_all = (plan)->players;                                                                 \
        if ((plan)->game == GAME_HOLDEM && N##_all == 2) {                                                   \
            const game_kind G = GAME_HOLDEM;                                                                 \
            const int N = 2;                                                                                 \
            call;                                                                                            \
        } else if ((plan)->game == GAME_HOLDEM) {                                                            \
            const game_kind G = GAME_HOLDEM;                                                                 \
            const int N = N##_all;                                                                           \
            call;                                                                                            \
        } else {                                                                                             \
            other;                                                                                           \
        }                                                                                                    \
    } while (0)

/* Adds a showdown of the seats' values into t; players is a constant at
 * each call. */
static inline __attribute__((always_inline)) void score_values(const int *values, int players, uint64_t weight,
                                                               tally *t)
{
    if (players == 2)
        tally_heads_up(t, values[0], values[1], weight);
    else
        tally_showdown(t, values, weight);
}

/* What a plain board's weight needs of the board before its last cards:
 * its assignments times (1 - the plain suits' classes), and per plain suit
 * k, times its class size, its assignments with fewer cards of the suit
 * than the need (short_of_need) and than the need less one
 * (short_by_two). Unsigned arithmetic wraps: the sums come out exact. */
typedef struct last_cards {
    uint64_t base;
    uint64_t short_of_need[PLAIN_MAX];
    uint64_t short_by_two[PLAIN_MAX];
} last_cards;

/* A plain board's values and weight into t: st, the board so far, plus
 * `copies` stand-ins of rank, the last ones dealt; game and players are
 * constants at each call. The weight is the board's assignments less, for
 * each suit, those that reach its need: the new cards' assignments with
 * none and one in the suit (last_none, last_one) times st's short of the
 * need and short by two, as add_rank would multiply them in. */
static inline __attribute__((always_inline)) void score_plain_board_of(const rank_walk *walk, const rank_state *st,
                                                                       const last_cards *last, int rank,
                                                                       int copies, tally *t, const game_kind game,
                                                                       const int players)
{
    const rank_plan *plan = walk->plan;
    const uint64_t *none = plan->last_none[rank][copies], *one = plan->last_one[rank][copies];
    uint64_t weight = last->base * plan->binomial[walk->capacity[rank]][copies];
    for (int k = 0; k < plan->plain_count; k++)
        weight += last->short_of_need[k] * none[k] + last->short_by_two[k] * one[k];
    if (weight == 0)
        return;
    Hand board = st->board;
    for (int copy = 0; copy < copies; copy++)
        board = hand_add_card(board, card_make(rank, copy));
    /* a plain walk's stand-in suits are arbitrary, so its value must
     * ignore suits (game.h); the boards that make a flush are weighted out
     * above and counted by the flush walks */
    int values[POKEQ_MAX_PLAYERS];
    for (int p = 0; p < players; p++)
        values[p] = seat_value_by_ranks(game, board, plan->hole[p]);
    score_values(values, players, weight, t);
}

/* The other games' boards, out of the walk's line (game.h's switch). */
__attribute__((noinline)) static void score_plain_board_other(const rank_walk *walk, const rank_state *st,
                                                             const last_cards *last, int rank, int copies, tally *t)
{
    GAME_SPECIALISE(walk->plan->game, G,
                    score_plain_board_of(walk, st, last, rank, copies, t, G, walk->plan->players));
}

static void score_plain_board(const rank_walk *walk, const rank_state *st, const last_cards *last, int rank,
                              int copies, tally *t)
{
    RANKS_SPECIALISE(walk->plan, G, N, score_plain_board_of(walk, st, last, rank, copies, t, G, N),
                     score_plain_board_other(walk, st, last, rank, copies, t));
}

/* st with `copies` cards of rank added (not the last ones: those are
 * scored by score_plain_board without a state of their own). */
static void add_rank(const rank_walk *walk, const rank_state *st, int rank, int copies, rank_state *to)
{
    const rank_plan *plan = walk->plan;
    const int capacity = walk->capacity[rank];
    to->board = st->board;
    for (int copy = 0; copy < copies; copy++)
        to->board = hand_add_card(to->board, card_make(rank, copy));
    to->ways = st->ways * plan->binomial[capacity][copies];
    for (int k = 0; k < plan->plain_count; k++) {
        const int in_suit = plan->plain_available[k] >> rank & 1;
        const uint64_t none_in_suit = plan->binomial[capacity - in_suit][copies];
        const uint64_t one_in_suit = in_suit ? plan->binomial[capacity - 1][copies - 1] : 0;
        const uint64_t *from = st->below_need[k];
        uint64_t *into = to->below_need[k];
        for (int j = plan->plain_kept[k] - 1; j >= 0; j--)
            into[j] = from[j] * none_in_suit + (j > 0 ? from[j - 1] * one_in_suit : 0);
    }
}

/* Every plain board: st plus a multiset of `left` >= 1 more ranks whose
 * lowest is in [first, last) and the rest above it. */
static void walk_ranks(const rank_walk *walk, int first, int last, int left, const rank_state *st, tally *t)
{
    const rank_plan *plan = walk->plan;
    last_cards before; /* rows k < plain_count only: a batch's 24 rows cleared would cost the walk 8 % */
    before.base = st->ways * plan->base_scale;
    for (int k = 0; k < plan->plain_count; k++) {
        const int kept = plan->plain_kept[k];
        uint64_t short_of_need = 0, short_by_two = 0;
        for (int j = 0; j < kept; j++) {
            short_of_need += st->below_need[k][j];
            short_by_two += j + 1 < kept ? st->below_need[k][j] : 0;
        }
        before.short_of_need[k] = short_of_need * plan->plain_scale[k];
        before.short_by_two[k] = short_by_two * plan->plain_scale[k];
    }
    for (int rank = first; rank < last; rank++) {
        const int most = walk->capacity[rank] < left ? walk->capacity[rank] : left;
        for (int copies = 1; copies <= most; copies++) {
            if (copies == left) {
                score_plain_board(walk, st, &before, rank, copies, t);
                continue;
            }
            rank_state next;
            add_rank(walk, st, rank, copies, &next);
            walk_ranks(walk, rank + 1, RANK_COUNT, left - copies, &next, t);
        }
    }
}

rank_state rank_boards_start(const rank_plan *plan)
{
    rank_state st;
    memset(&st, 0, sizeof st);
    st.board = plan->board;
    st.ways = 1;
    for (int k = 0; k < plan->plain_count; k++)
        st.below_need[k][0] = 1;
    return st;
}

/* One flush board: each seat's hand with the flush ranks (seat[]) plus
 * the rest of the board, weighted into t; game is a constant at each call.
 * A seat's value is the better of its flush (flush[], 0: none), the same
 * on every board of the task, and its value by ranks: the best five of
 * seven is a flush or a hand whose suits do not count (game.h). */
static inline __attribute__((always_inline)) void score_flush_board_of(const Hand *seat, const int *flush, Hand rest,
                                                                       uint64_t weight, tally *t,
                                                                       const game_kind game, const int players)
{
    int values[POKEQ_MAX_PLAYERS];
    for (int p = 0; p < players; p++) {
        const int by_ranks = seat_value_by_ranks(game, rest, seat[p]);
        values[p] = by_ranks > flush[p] ? by_ranks : flush[p];
    }
    score_values(values, players, weight, t);
}

/* Flush boards of walk's suit whose flush-suit ranks are exactly `ranks`.
 * The rest of the board is to_deal - |ranks| <= 2 cards (need >=
 * to_deal - 2, needs_of) of other ranks, dealt as stand-ins outside the
 * flush suit: other suits cannot reach their need, so which one does not
 * matter. Each seat's hand with the flush ranks is formed once, so a
 * board costs a key addition and a value per seat. */
static inline __attribute__((always_inline)) void deal_flush_boards_of(const rank_walk *walk, unsigned ranks,
                                                                       tally *t, const game_kind game,
                                                                       const int players)
{
    const rank_plan *plan = walk->plan;
    const int suit = walk->flush_suit;
    Hand flush = plan->board;
    int rest = plan->to_deal; /* less the flush ranks (no popcount call: the build targets no popcnt) */
    for (unsigned left = ranks; left != 0; left &= left - 1, rest--)
        flush = hand_add_card(flush, card_make(__builtin_ctz(left), suit));
    Hand seat[POKEQ_MAX_PLAYERS];
    int seat_flush[POKEQ_MAX_PLAYERS];
    for (int p = 0; p < players; p++) {
        seat[p] = hand_combine(flush, plan->hole[p]);
        seat_flush[p] = seat_flush_value(game, seat[p].mask, suit);
    }
    if (rest == 0) {
        score_flush_board_of(seat, seat_flush, hand_empty(), walk->scale, t, game, players);
        return;
    }
    const int first = (suit + 1) % SUIT_COUNT, second = (suit + 2) % SUIT_COUNT;
    for (int a = 0; a < RANK_COUNT; a++) {
        const int capacity = walk->capacity[a];
        if (capacity == 0)
            continue;
        const Hand one = hand_add_card(hand_empty(), card_make(a, first));
        const uint64_t weight = walk->scale * (uint64_t)capacity;
        if (rest == 1) {
            score_flush_board_of(seat, seat_flush, one, weight, t, game, players);
            continue;
        }
        if (capacity >= 2)
            score_flush_board_of(seat, seat_flush, hand_add_card(one, card_make(a, second)),
                                 walk->scale * plan->binomial[capacity][2], t, game, players);
        for (int b = a + 1; b < RANK_COUNT; b++)
            if (walk->capacity[b] > 0)
                score_flush_board_of(seat, seat_flush, hand_add_card(one, card_make(b, first)),
                                     weight * (uint64_t)walk->capacity[b], t, game, players);
    }
}

/* The other games' flush boards, out of line (game.h's switch). */
__attribute__((noinline)) static void deal_flush_boards_other(const rank_walk *walk, unsigned ranks, tally *t)
{
    GAME_SPECIALISE(walk->plan->game, G, deal_flush_boards_of(walk, ranks, t, G, walk->plan->players));
}

void rank_boards_flush(const rank_walk *walk, unsigned ranks, tally *t)
{
    RANKS_SPECIALISE(walk->plan, G, N, deal_flush_boards_of(walk, ranks, t, G, N),
                     deal_flush_boards_other(walk, ranks, t));
}

void rank_boards_plain(const rank_walk *walk, int lowest, const rank_state *start, tally *t)
{
    walk_ranks(walk, lowest, lowest + 1, walk->plan->to_deal, start, t);
}
