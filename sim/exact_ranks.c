/* SPDX-License-Identifier: MIT */
/*
 * exact_ranks.c - exact counts by rank multisets, flush boards apart (exact.h).
 *
 * need[s] is how many dealt cards of suit s give some player five of s
 * (5 - known board cards of s - the most hole cards of s any player holds).
 * When every need is >= 1 and any two needs add up to more than the cards
 * dealt, at most one suit can reach its need on a board, so each board is
 * either
 *   - a flush board of exactly one suit s: it deals a set S of s ranks,
 *     |S| >= need[s], and a multiset M' of other ranks in other suits. No
 *     other suit can reach its need, so every board with the same (S, M')
 *     has the same showdown: it is scored once, with weight
 *     prod over ranks r of C(cards of r outside s, copies of r in M'); or
 *   - a plain board: nobody holds five of a suit, values depend on ranks
 *     only, and a rank multiset M is scored once, with weight the number
 *     of suit assignments of M that reach no suit's need: all
 *     prod over r of C(cards of r left, copies of r in M), less, for each
 *     suit s, those with need[s] or more cards of s. Per suit that is a
 *     polynomial in x (x^j: j cards of s), one factor per rank,
 *     C(other cards of r, m) + x C(other cards of r, m - 1) when r is left
 *     in s; the walk multiplies it in as it deals and keeps only the
 *     coefficients below need[s].
 * Suits the scenario cannot tell apart (suit_symmetry.h) have equally many
 * flush boards with the same outcomes and the same rank multisets, so one
 * suit of each class is dealt and its weights scaled by the class size.
 *
 * Threads: the work runner's tasks (work.h) are the flush boards' (suit, S)
 * and the plain boards' lowest ranks, each thread into its own tally,
 * merged at the end. Integer
 * sums: the same for any thread count.
 */
#include "deck.h"
#include "exact.h"

#include "card.h"
#include "eval7.h"
#include "game.h"
#include "hand.h"
#include "suit_symmetry.h"
#include "tally.h"
#include "work.h"

#include <stdlib.h>

#include <stdint.h>
#include <string.h>

enum {
    MAX_DEAL = 5,
    ALL_RANKS = (1 << RANK_COUNT) - 1,
    /* flush tasks of one suit: its rank sets of need..to_deal ranks, at
     * most C(13,3) + C(13,4) + C(13,5) (need >= 3 when 5 cards are dealt;
     * fewer cards to deal, fewer sets) */
    FLUSH_TASKS_MAX = 286 + 715 + 1287
};

typedef struct rank_plan {
    game_kind game;
    int players;
    int to_deal;
    Hand board;                         /* the known board */
    Hand hole[POKEQ_MAX_PLAYERS];
    unsigned available[SUIT_COUNT];     /* ranks of each suit still in the deck */
    int cards_of_rank[RANK_COUNT];      /* cards of each rank still in the deck */
    int need[SUIT_COUNT];
    uint64_t class_size[SUIT_COUNT];    /* 0 for a suit counted through another of its class */
    int kept[SUIT_COUNT];               /* coefficients the plain walk keeps: need, or 0 when need > to_deal */
    int plain_suits;                    /* the suits the plain walk weighs: one of each class, kept > 0 */
    int plain_suit[SUIT_COUNT];
    uint64_t plain_classes;             /* the sum of their class sizes */
    uint64_t binomial[SUIT_COUNT + 1][MAX_DEAL + 1]; /* C(n, k), n up to the cards of one rank */
    /* the plain walk's last cards, `copies` of a rank: their assignments
     * with none in plain suit k, and with one in it */
    uint64_t last_none[RANK_COUNT][SUIT_COUNT + 1][SUIT_COUNT];
    uint64_t last_one[RANK_COUNT][SUIT_COUNT + 1][SUIT_COUNT];
} rank_plan;

/* One kind of walk over rank multisets: the plain boards, or the rest of a
 * flush board of one suit. */
typedef struct rank_walk {
    const rank_plan *plan;
    int flush_suit;                     /* -1 for the plain boards */
    int capacity[RANK_COUNT];           /* cards of each rank this walk may deal */
    uint64_t scale;                     /* weight factor: the flush suit's class size */
} rank_walk;

/* What a walk carries down: the board so far, its suit assignments, and
 * (plain walk) per suit the assignments with j = 0.. cards of that suit. */
typedef struct rank_state {
    Hand board;
    uint64_t ways;
    uint64_t below_need[SUIT_COUNT][MAX_DEAL + 1];
} rank_state;

static void needs_of(const pokeq_scenario *s, int need[SUIT_COUNT])
{
    int on_board[SUIT_COUNT] = {0}, most_held[SUIT_COUNT] = {0};
    for (int i = 0; i < s->board_count; i++)
        on_board[card_suit(s->board[i])]++;
    for (int p = 0; p < s->players; p++) {
        int held[SUIT_COUNT] = {0};
        held[card_suit(s->hole[p][0])]++;
        held[card_suit(s->hole[p][1])]++;
        for (int suit = 0; suit < SUIT_COUNT; suit++)
            most_held[suit] = held[suit] > most_held[suit] ? held[suit] : most_held[suit];
    }
    for (int suit = 0; suit < SUIT_COUNT; suit++)
        need[suit] = 5 - on_board[suit] - most_held[suit];
}

int exact_by_ranks_applies(const pokeq_scenario *s)
{
    const int to_deal = 5 - s->board_count;
    if (!game_of((game_kind)s->game).by_ranks || to_deal < 1)
        return 0;
    int need[SUIT_COUNT];
    needs_of(s, need);
    for (int a = 0; a < SUIT_COUNT; a++) {
        if (need[a] < 1)
            return 0;
        for (int b = a + 1; b < SUIT_COUNT; b++)
            if (need[a] + need[b] <= to_deal)
                return 0;
    }
    return 1;
}

/* The plan's plain_classes, last_none and last_one (binomials made). */
static void last_cards_of(rank_plan *plan)
{
    for (int k = 0; k < plan->plain_suits; k++) {
        const int suit = plan->plain_suit[k];
        plan->plain_classes += plan->class_size[suit];
        for (int rank = 0; rank < RANK_COUNT; rank++) {
            const int capacity = plan->cards_of_rank[rank], in_suit = plan->available[suit] >> rank & 1;
            for (int copies = 1; copies <= capacity; copies++) {
                plan->last_none[rank][copies][k] = plan->binomial[capacity - in_suit][copies];
                plan->last_one[rank][copies][k] = in_suit ? plan->binomial[capacity - 1][copies - 1] : 0;
            }
        }
    }
}

static void plan_of(const pokeq_scenario *s, rank_plan *plan)
{
    memset(plan, 0, sizeof *plan);
    plan->game = (game_kind)s->game;
    plan->players = s->players;
    plan->to_deal = 5 - s->board_count;
    plan->board = hand_of_cards(s->board, s->board_count);
    for (int p = 0; p < s->players; p++)
        plan->hole[p] = hand_of_cards(s->hole[p], 2);
    needs_of(s, plan->need);

    const uint64_t used = scenario_used_cards(s);
    for (int card = 0; card < CARD_COUNT; card++) {
        if (used >> card & 1)
            continue;
        plan->available[card_suit(card)] |= 1u << card_rank(card);
        plan->cards_of_rank[card_rank(card)]++;
    }

    const suit_symmetry sym = suit_symmetry_of(s);
    for (int position = 0, first = 0; position < SUIT_POSITIONS; position++) {
        if (!sym.same_as_previous[position])
            first = sym.suit_at[position];
        plan->class_size[first]++;
    }

    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        plan->kept[suit] = plan->need[suit] <= plan->to_deal ? plan->need[suit] : 0;
        if (plan->kept[suit] > 0 && plan->class_size[suit] > 0)
            plan->plain_suit[plan->plain_suits++] = suit;
    }
    for (int n = 0; n <= SUIT_COUNT; n++) {
        plan->binomial[n][0] = 1;
        for (int k = 1; k <= MAX_DEAL; k++)
            plan->binomial[n][k] = n == 0 ? 0 : plan->binomial[n - 1][k - 1] + plan->binomial[n - 1][k];
    }
    last_cards_of(plan);
}

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
    uint64_t short_of_need[SUIT_COUNT];
    uint64_t short_by_two[SUIT_COUNT];
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
    for (int k = 0; k < plan->plain_suits; k++)
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
    for (int k = 0; k < plan->plain_suits; k++) {
        const int suit = plan->plain_suit[k];
        const int in_suit = plan->available[suit] >> rank & 1;
        const uint64_t none_in_suit = plan->binomial[capacity - in_suit][copies];
        const uint64_t one_in_suit = in_suit ? plan->binomial[capacity - 1][copies - 1] : 0;
        const uint64_t *from = st->below_need[suit];
        uint64_t *into = to->below_need[suit];
        for (int j = plan->kept[suit] - 1; j >= 0; j--)
            into[j] = from[j] * none_in_suit + (j > 0 ? from[j - 1] * one_in_suit : 0);
    }
}

/* Every plain board: st plus a multiset of `left` >= 1 more ranks whose
 * lowest is in [first, last) and the rest above it. */
static void walk_ranks(const rank_walk *walk, int first, int last, int left, const rank_state *st, tally *t)
{
    const rank_plan *plan = walk->plan;
    last_cards before = {.base = st->ways * (1 - plan->plain_classes)};
    for (int k = 0; k < plan->plain_suits; k++) {
        const int suit = plan->plain_suit[k];
        for (int j = 0; j < plan->kept[suit]; j++) {
            before.short_of_need[k] += st->below_need[suit][j];
            before.short_by_two[k] += j + 1 < plan->kept[suit] ? st->below_need[suit][j] : 0;
        }
        before.short_of_need[k] *= plan->class_size[suit];
        before.short_by_two[k] *= plan->class_size[suit];
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

/* The plain walk's starting state: the known board, one way, and the
 * empty product (one assignment, none in any suit). */
static rank_state start_state(const rank_plan *plan)
{
    rank_state st;
    memset(&st, 0, sizeof st);
    st.board = plan->board;
    st.ways = 1;
    for (int suit = 0; suit < SUIT_COUNT; suit++)
        st.below_need[suit][0] = 1;
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

static void deal_flush_boards(const rank_walk *walk, unsigned ranks, tally *t)
{
    RANKS_SPECIALISE(walk->plan, G, N, deal_flush_boards_of(walk, ranks, t, G, N),
                     deal_flush_boards_other(walk, ranks, t));
}

/* The flush tasks of one suit into task[]: every set of its ranks still in
 * the deck whose size is from its need to the cards dealt, made in
 * increasing order per size by Gosper's next-combination step (no pass over
 * all 8,192 rank sets). Returns how many. */
static int add_flush_tasks(const rank_plan *plan, int suit, int *task)
{
    if (plan->class_size[suit] == 0)
        return 0;
    int count = 0;
    for (int size = plan->need[suit]; size >= 1 && size <= plan->to_deal; size++) {
        for (unsigned ranks = (1u << size) - 1; ranks <= ALL_RANKS;) {
            if ((ranks & ~plan->available[suit]) == 0)
                task[count++] = suit << RANK_COUNT | (int)ranks;
            const unsigned lowest = ranks & -ranks, carried = ranks + lowest;
            ranks = (((carried ^ ranks) >> 2) / lowest) | carried;
        }
    }
    return count;
}

static void walks_of(const rank_plan *plan, rank_walk flush[SUIT_COUNT], rank_walk *plain)
{
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        rank_walk *walk = &flush[suit];
        walk->plan = plan;
        walk->flush_suit = suit;
        walk->scale = plan->class_size[suit];
        for (int rank = 0; rank < RANK_COUNT; rank++)
            walk->capacity[rank] = plan->cards_of_rank[rank] - (int)(plan->available[suit] >> rank & 1);
    }
    plain->plan = plan;
    plain->flush_suit = -1;
    plain->scale = 1;
    memcpy(plain->capacity, plan->cards_of_rank, sizeof plain->capacity);
}

/* What every thread reads: the walks and the task list, (suit, flush
 * ranks) of each flush board kind first, then the plain boards' lowest
 * ranks (encoded as -1 - rank). */
typedef struct ranks_job {
    const rank_plan *plan;
    const rank_walk *flush;
    const rank_walk *plain;
    rank_state start;
    int task[SUIT_COUNT * FLUSH_TASKS_MAX + RANK_COUNT];
    tally *total;
} ranks_job;

static void *worker_new(void *shared)
{
    const ranks_job *job = shared;
    tally *t = malloc(sizeof *t);
    if (t != NULL)
        tally_init(t, job->plan->players);
    return t;
}

static void run_task(void *worker, int k, void *shared)
{
    const ranks_job *job = shared;
    const int task = job->task[k];
    if (task < 0) {
        const int lowest = -1 - task;
        walk_ranks(job->plain, lowest, lowest + 1, job->plan->to_deal, &job->start, worker);
        return;
    }
    deal_flush_boards(&job->flush[task >> RANK_COUNT], (unsigned)task & ALL_RANKS, worker);
}

static void merge(void *worker, void *shared)
{
    tally_merge(((ranks_job *)shared)->total, worker);
}

int exact_by_ranks(const pokeq_scenario *s, int threads, const work_control *control, tally *out)
{
    ranks_job *job = malloc(sizeof *job);
    rank_plan *plan = malloc(sizeof *plan);
    if (job == NULL || plan == NULL) {
        free(job);
        free(plan);
        return POKEQ_ERR_MEMORY;
    }
    plan_of(s, plan);
    rank_walk flush[SUIT_COUNT], plain;
    walks_of(plan, flush, &plain);
    /* field by field: a compound literal would clear the task list too */
    job->plan = plan;
    job->flush = flush;
    job->plain = &plain;
    job->start = start_state(plan);
    job->total = out;
    int tasks = 0;
    for (int suit = 0; suit < SUIT_COUNT; suit++)
        tasks += add_flush_tasks(plan, suit, job->task + tasks);
    for (int rank = 0; rank < RANK_COUNT; rank++)
        job->task[tasks++] = -1 - rank;
    const work_job work = {tasks, threads, job, worker_new, run_task, merge, free};
    const int error = work_run(&work, control);
    free(job);
    free(plan);
    return error;
}
