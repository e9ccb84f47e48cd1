/* SPDX-License-Identifier: MIT */
/* range_random.c - a fixed hand against random on a board, by rank pairs (range_random.h). */
#include "ranges/range_random.h"

#include "card.h"
#include "eval7.h"
#include "hand.h"
#include "text/combo.h"

#include <stdlib.h>
#include <string.h>

#define SUIT_CARDS 0x1111111111111ULL /* the 13 cards of suit 0 (bit 4 x rank) */
#define DECK_CARDS ((1ULL << CARD_COUNT) - 1)

/* The random hand's combos on the runouts so far: how many fall below the
 * fixed hand's value on their runout, how many equal it, how many in all.
 * Unsigned, so a combo taken out of its rank pair is a count of -1 that
 * the sums absorb exactly. */
typedef struct opponents {
    uint64_t below, equal, all;
} opponents;

static inline void count_at(opponents *o, int value, int hero, uint64_t combos)
{
    o->below += value < hero ? combos : 0;
    o->equal += value == hero ? combos : 0;
    o->all += combos;
}

static inline uint64_t pairs_of(uint64_t n)
{
    return n * (n - 1) / 2;
}

/* Cards in a 4-bit set (no POPCNT instruction is assumed). */
static const uint8_t NIBBLE_CARDS[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

static inline int cards_in(uint64_t set)
{
    int n = 0;
    for (; set != 0; set >>= 4)
        n += NIBBLE_CARDS[set & 15];
    return n;
}

/* Every combo of `cards` valued without a flush, by rank pairs onto the
 * board's key: the two cards' ranks are all the non-flush value reads
 * (eval7.h), so any two cards of those ranks stand for the pair. */
static void rank_pairs(uint64_t key, uint64_t cards, int hero, opponents *o)
{
    uint64_t n[RANK_COUNT], total = 0;
    for (int r = 0; r < RANK_COUNT; r++) {
        n[r] = NIBBLE_CARDS[cards >> (4 * r) & 15];
        total += n[r];
    }
    uint64_t below = 0, equal = 0;
    for (int a = 0; a < RANK_COUNT; a++) {
        if (n[a] == 0)
            continue;
        const uint64_t with_a = key + eval7_card_keys[card_make(a, 0)];
        const int pair = eval7_nonflush_value(with_a + eval7_card_keys[card_make(a, 1)]);
        below += pair < hero ? pairs_of(n[a]) : 0;
        equal += pair == hero ? pairs_of(n[a]) : 0;
        for (int b = a + 1; b < RANK_COUNT; b++) {
            const int value = eval7_nonflush_value(with_a + eval7_card_keys[card_make(b, 0)]);
            const uint64_t combos = n[a] * n[b];
            below += value < hero ? combos : 0;
            equal += value == hero ? combos : 0;
        }
    }
    o->below += below;
    o->equal += equal;
    o->all += pairs_of(total);
}

/* The combos of two cards of the flush suit (ranks: the board's cards of
 * it), valued by the flush table; `was` says at what they were counted
 * already (no flush: their rank pair's value; else not at all). */
static void suited_pairs(Hand board, uint64_t suited, unsigned ranks, int hero, int was_counted, opponents *o)
{
    for (uint64_t a = suited; a != 0; a &= a - 1) {
        const int card_a = __builtin_ctzll(a);
        for (uint64_t b = a & (a - 1); b != 0; b &= b - 1) {
            const int card_b = __builtin_ctzll(b);
            if (was_counted) {
                const Hand h = hand_add_card(hand_add_card(board, card_a), card_b);
                count_at(o, eval7_nonflush_value(h.key), hero, (uint64_t)-1);
            }
            const unsigned held = 1u << card_rank(card_a) | 1u << card_rank(card_b);
            count_at(o, eval7_flush_values[ranks | held], hero, 1);
        }
    }
}

/* The suit with three or more of the five board cards (only one can
 * have), and how many; -1 when none. */
static int flush_suit(Hand board, int *on_board)
{
    int suit = -1;
    *on_board = 0;
    for (int s = 0; s < SUIT_COUNT; s++) {
        const int n = cards_in(board.mask >> (16 * s) & 0x1fff);
        suit = n >= 3 ? s : suit;
        *on_board = n >= 3 ? n : *on_board;
    }
    return suit;
}

/* One complete board: the random hand's combos of the cards left. */
static void score_runout(Hand board, uint64_t left, int hero, opponents *o)
{
    int on_board;
    const int suit = flush_suit(board, &on_board);
    if (suit < 0) {
        rank_pairs(board.key, left, hero, o);
        return;
    }
    const unsigned ranks = (unsigned)(board.mask >> (16 * suit) & 0x1fff);
    const uint64_t suited = left & SUIT_CARDS << suit, plain = left & ~suited;
    if (on_board == 3) { /* a flush takes both cards of the suit */
        rank_pairs(board.key, left, hero, o);
        suited_pairs(board, suited, ranks, hero, 1, o);
        return;
    }
    /* four or five on the board: one card of the suit makes a flush (its
     * rank decides, whatever the other card), five make one without */
    const uint64_t others = (uint64_t)cards_in(plain);
    if (on_board == 4)
        rank_pairs(board.key, plain, hero, o);
    else
        count_at(o, eval7_flush_values[ranks], hero, pairs_of(others));
    for (uint64_t a = suited; a != 0; a &= a - 1)
        count_at(o, eval7_flush_values[ranks | 1u << card_rank(__builtin_ctzll(a))], hero, others);
    suited_pairs(board, suited, ranks, hero, 0, o);
}

/* Per-combo counts: the random seat's combos of the cards left before the
 * runout, with the pot units each has won so far. */
typedef struct combo_units {
    int count;
    uint64_t mask[COMBO_COUNT];
    uint16_t combo[COMBO_COUNT];
    uint8_t pair[COMBO_COUNT];          /* its ranks, 13 x lower + higher */
    uint64_t units[COMBO_COUNT];
} combo_units;

static inline uint64_t units_of(int value, int hero)
{
    return value > hero ? POKEQ_POT_UNITS : value == hero ? POKEQ_POT_UNITS / 2 : 0;
}

/* One runout's units into each combo it leaves live: its rank pair's, or
 * where its cards make five of the board's suit, its flush's. */
static void combo_runout(combo_units *c, Hand board, uint64_t dealt, int hero)
{
    uint64_t unit[RANK_COUNT * RANK_COUNT];
    for (int a = 0; a < RANK_COUNT; a++) {
        const uint64_t with_a = board.key + eval7_card_keys[card_make(a, 0)];
        unit[RANK_COUNT * a + a] = units_of(eval7_nonflush_value(with_a + eval7_card_keys[card_make(a, 1)]), hero);
        for (int b = a + 1; b < RANK_COUNT; b++)
            unit[RANK_COUNT * a + b] = units_of(eval7_nonflush_value(with_a + eval7_card_keys[card_make(b, 0)]), hero);
    }
    int on_board;
    const int suit = flush_suit(board, &on_board);
    const uint64_t suit_cards = suit >= 0 ? SUIT_CARDS << suit : 0;
    const unsigned ranks = suit >= 0 ? (unsigned)(board.mask >> (16 * suit) & 0x1fff) : 0;
    for (int i = 0; i < c->count; i++) {
        if (c->mask[i] & dealt)
            continue;
        const uint64_t suited = c->mask[i] & suit_cards;
        if (suit < 0 || on_board + cards_in(suited) < 5) {
            c->units[i] += unit[c->pair[i]];
            continue;
        }
        unsigned held = 0;
        for (uint64_t rest = suited; rest != 0; rest &= rest - 1)
            held |= 1u << card_rank(__builtin_ctzll(rest));
        c->units[i] += units_of(eval7_flush_values[ranks | held], hero);
    }
}

/* The walk's fixed parts: the fixed hand, the cards left before the
 * runout, the per-combo counts (NULL: none). */
typedef struct walk {
    Hand hero;
    uint64_t deck;
    combo_units *combos;
} walk;

/* Deals `to_deal` more board cards from `from` (cards above the last
 * dealt), each runout scored against the cards `left` after it. */
static void deal(const walk *w, Hand board, uint64_t left, uint64_t from, int to_deal, opponents *o)
{
    if (to_deal == 0) {
        const int hero = hand_value7(hand_combine(board, w->hero));
        score_runout(board, left, hero, o);
        if (w->combos != NULL)
            combo_runout(w->combos, board, w->deck & ~left, hero);
        return;
    }
    for (uint64_t rest = from; rest != 0; rest &= rest - 1) {
        const int card = __builtin_ctzll(rest);
        deal(w, hand_add_card(board, card), left & ~(1ULL << card), rest & (rest - 1), to_deal - 1, o);
    }
}

/* The random seat's combos of deck, none won yet. */
static void combos_of(uint64_t deck, combo_units *c)
{
    c->count = 0;
    for (int high = 1; high < CARD_COUNT; high++)
        for (int low = 0; low < high; low++) {
            const uint64_t mask = 1ULL << high | 1ULL << low;
            if ((mask & deck) != mask)
                continue;
            c->mask[c->count] = mask;
            c->combo[c->count] = (uint16_t)combo_index(high, low);
            c->pair[c->count] = (uint8_t)(RANK_COUNT * card_rank(low) + card_rank(high));
            c->units[c->count++] = 0;
        }
}

/* The per-combo counts out of c: the fixed hand's one combo holds the
 * seat's; each random combo meets every runout that misses its cards. */
static void combos_fill(const resolved *r, int random_seat, const combo_units *c, const pokeq_player_counts counts[2],
                        uint64_t showdowns, uint64_t deck, pokeq_combo_counts *out)
{
    const int seat = 1 - random_seat, to_deal = 5 - r->board_count;
    memset(out, 0, 2 * COMBO_COUNT * sizeof *out);
    pokeq_combo_counts *mine = &out[seat * COMBO_COUNT + combo_index(r->hole[seat][0], r->hole[seat][1])];
    mine->showdowns = showdowns;
    mine->equity_units = counts[seat].equity_units;
    uint64_t met = 1;
    const uint64_t others = (uint64_t)cards_in(deck) - 2;
    for (int k = 1; k <= to_deal; k++)
        met = met * (others - (uint64_t)to_deal + (uint64_t)k) / (uint64_t)k;
    for (int i = 0; i < c->count; i++)
        out[random_seat * COMBO_COUNT + c->combo[i]] = (pokeq_combo_counts){met, c->units[i]};
}

int range_random_seat(const resolved *r)
{
    if (r->game != GAME_HOLDEM || r->seats != 2 || r->board_count < 3)
        return -1;
    for (int seat = 0; seat < 2; seat++)
        if (r->fixed[1 - seat] && resolved_range_random(&r->given[seat]))
            return seat;
    return -1;
}

int range_random_count(const resolved *r, int random_seat, pokeq_player_counts counts[2], uint64_t *showdowns,
                       pokeq_combo_counts *combos)
{
    const int seat = 1 - random_seat;
    Hand board = hand_empty();
    walk w = {hand_empty(), 0, NULL};
    uint64_t known = 0;
    for (int i = 0; i < r->board_count; i++) {
        board = hand_add_card(board, r->board[i]);
        known |= 1ULL << r->board[i];
    }
    for (int i = 0; i < r->dead_count; i++)
        known |= 1ULL << r->dead[i];
    for (int i = 0; i < 2; i++) {
        w.hero = hand_add_card(w.hero, r->hole[seat][i]);
        known |= 1ULL << r->hole[seat][i];
    }
    w.deck = DECK_CARDS & ~known;
    if (combos != NULL && (w.combos = malloc(sizeof *w.combos)) == NULL)
        return POKEQ_ERR_MEMORY;
    if (w.combos != NULL)
        combos_of(w.deck, w.combos);
    opponents o = {0, 0, 0};
    deal(&w, board, w.deck, w.deck, 5 - r->board_count, &o);
    memset(counts, 0, 2 * sizeof counts[0]);
    const uint64_t lost = o.all - o.below - o.equal;
    counts[seat].wins = o.below;
    counts[random_seat].wins = lost;
    for (int p = 0; p < 2; p++) {
        counts[p].ties[2] = o.equal;
        counts[p].equity_units = POKEQ_POT_UNITS * counts[p].wins + POKEQ_POT_UNITS / 2 * o.equal;
    }
    *showdowns = o.all;
    if (w.combos != NULL)
        combos_fill(r, random_seat, w.combos, counts, o.all, w.deck, combos);
    free(w.combos);
    return POKEQ_OK;
}
