/* SPDX-License-Identifier: MIT */
/* twoplustwo.c - building the nested-table evaluator (see twoplustwo.h). */
#include "twoplustwo.h"

#include "cactus_kev.h"
#include "card.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum {
    HAND_CARDS = 7,
    FLUSH_CARDS = 5,
    RANK_FIELD_BITS = 3, /* a rank's count, 0..4, in the counts word */
    SUIT_FIELD_BITS = 16, /* a suit's rank mask in the suits word */
    RANK_MASK = 0x1fff,
    SINK_ROW = 0,
    START_ROW = 1,
};

static const uint32_t EMPTY_SLOT = UINT32_MAX;

/* ---- states ------------------------------------------------------------ */

/* A partial hand as the table sees it (twoplustwo.h): every rank's count,
 * and the ranks of each suit that can still flush; a folded suit's field is
 * 0. Equal keys are the same state. */
typedef struct state_key {
    uint64_t counts; /* RANK_FIELD_BITS per rank */
    uint64_t suits;  /* SUIT_FIELD_BITS per suit */
} state_key;

static int key_rank_count(const state_key *k, int rank)
{
    return (int)(k->counts >> (RANK_FIELD_BITS * rank)) & 7;
}

static uint32_t key_suit_ranks(const state_key *k, int suit)
{
    return (uint32_t)(k->suits >> (SUIT_FIELD_BITS * suit)) & RANK_MASK;
}

/* With n cards held, a suit can still make a flush when its cards and the
 * cards to come reach five. A folded suit's field is empty, which reads as
 * live only for n <= 2, when no suit can have been folded yet. */
static int suit_live(uint32_t suit_ranks, int n)
{
    return __builtin_popcount(suit_ranks) + (HAND_CARDS - n) >= FLUSH_CARDS;
}

/* Clears the fields of the suits that can no longer flush with n cards held;
 * a suit's prospects only shrink, so a folded suit stays folded. */
static state_key key_fold(state_key k, int n)
{
    for (int suit = 0; suit < SUIT_COUNT; suit++)
        if (!suit_live(key_suit_ranks(&k, suit), n))
            k.suits &= ~((uint64_t)RANK_MASK << (SUIT_FIELD_BITS * suit));
    return k;
}

/* Writes the state of n + 1 cards to *out and returns 1; returns 0 when the
 * card cannot join the state of n cards (a fifth card of its rank, or a card
 * its tracked suit already holds). */
static int key_add(const state_key *k, int n, int card, state_key *out)
{
    const int rank = card_rank(card), suit = card_suit(card);
    if (key_rank_count(k, rank) == SUIT_COUNT) /* all four already held */
        return 0;
    const uint32_t suited = key_suit_ranks(k, suit);
    const int live = suit_live(suited, n);
    if (live && (suited >> rank & 1))
        return 0;
    state_key next = *k;
    next.counts += UINT64_C(1) << (RANK_FIELD_BITS * rank);
    if (live)
        next.suits |= UINT64_C(1) << (SUIT_FIELD_BITS * suit + rank);
    *out = key_fold(next, n + 1);
    return 1;
}

/* Cards of a hand that reaches state k of n cards: the tracked suits' cards
 * as they are, the rest of each rank dealt to the folded suits, each copy to
 * the least loaded folded suit not yet holding the rank. Balanced so, no
 * folded suit gets five cards, so no flush is invented: in a real hand of
 * n <= 7 cards each folded suit holds fewer than n - 2 <= 5 cards, there are
 * at least as many folded suits as copies of any one rank among them, and
 * spreading the same cards evenly gives no suit more than the real hand's
 * fullest one had. Returns n, or -1 if the key cannot be a real hand's. */
static int key_cards(const state_key *k, int n, int cards[HAND_CARDS])
{
    int count = 0, folded[SUIT_COUNT], folded_count = 0, load[SUIT_COUNT] = {0};
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        const uint32_t suited = key_suit_ranks(k, suit);
        if (!suit_live(suited, n)) {
            folded[folded_count++] = suit;
            continue;
        }
        for (int rank = 0; rank < RANK_COUNT; rank++)
            if (suited >> rank & 1 && count < HAND_CARDS)
                cards[count++] = card_make(rank, suit);
    }
    for (int rank = 0; rank < RANK_COUNT; rank++) {
        /* a folded suit's field is empty, so the fields hold the tracked copies */
        int copies = key_rank_count(k, rank);
        for (int suit = 0; suit < SUIT_COUNT; suit++)
            copies -= (int)(key_suit_ranks(k, suit) >> rank & 1);
        uint32_t used = 0; /* folded suits (by position) given this rank */
        for (; copies > 0; copies--) {
            int best = -1;
            for (int f = 0; f < folded_count; f++)
                if (!(used >> f & 1) && (best < 0 || load[f] < load[best]))
                    best = f;
            if (best < 0 || count == HAND_CARDS)
                return -1;
            used |= 1u << best;
            load[best]++;
            cards[count++] = card_make(rank, folded[best]);
        }
    }
    return count == n ? n : -1;
}

/* Best five of five or six cards by the Cactus Kev core. */
static int best_five_of(const int *cards, int count)
{
    if (count == FLUSH_CARDS)
        return ck_eval5(cards);
    int best = 0;
    for (int skip = 0; skip < count; skip++) {
        int five[FLUSH_CARDS], m = 0;
        for (int i = 0; i < count; i++)
            if (i != skip)
                five[m++] = cards[i];
        const int value = ck_eval5(five);
        best = value > best ? value : best;
    }
    return best;
}

/* ---- a map from keys to numbers (open addressing, linear probing) ------ */

typedef struct key_map {
    state_key *keys;
    uint32_t *values; /* EMPTY_SLOT where no key */
    size_t capacity;  /* a power of two */
    size_t size;
} key_map;

static uint64_t key_hash(const state_key *k)
{
    uint64_t h = k->counts * 0x9e3779b97f4a7c15ULL ^ k->suits * 0xc2b2ae3d27d4eb4fULL;
    h ^= h >> 31;
    h *= 0xd6e8feb86659fd93ULL;
    return h ^ h >> 32;
}

static int map_init(key_map *m, size_t capacity)
{
    m->keys = malloc(capacity * sizeof *m->keys);
    m->values = malloc(capacity * sizeof *m->values);
    m->capacity = capacity;
    m->size = 0;
    if (m->keys == NULL || m->values == NULL)
        return 0;
    memset(m->values, 0xff, capacity * sizeof *m->values);
    return 1;
}

static void map_free(key_map *m)
{
    free(m->keys);
    free(m->values);
    m->keys = NULL;
    m->values = NULL;
}

/* The slot holding k, or the empty slot where k would go. */
static size_t map_slot(const key_map *m, const state_key *k)
{
    size_t slot = (size_t)key_hash(k) & (m->capacity - 1);
    while (m->values[slot] != EMPTY_SLOT &&
           (m->keys[slot].counts != k->counts || m->keys[slot].suits != k->suits))
        slot = (slot + 1) & (m->capacity - 1);
    return slot;
}

/* Inserts k (not present) with value; grows at half full. */
static int map_insert(key_map *m, const state_key *k, uint32_t value)
{
    if (2 * (m->size + 1) > m->capacity) {
        key_map bigger;
        if (!map_init(&bigger, 2 * m->capacity)) {
            map_free(&bigger);
            return 0;
        }
        for (size_t i = 0; i < m->capacity; i++)
            if (m->values[i] != EMPTY_SLOT) {
                const size_t slot = map_slot(&bigger, &m->keys[i]);
                bigger.keys[slot] = m->keys[i];
                bigger.values[slot] = m->values[i];
            }
        bigger.size = m->size;
        map_free(m);
        *m = bigger;
    }
    const size_t slot = map_slot(m, k);
    m->keys[slot] = *k;
    m->values[slot] = value;
    m->size++;
    return 1;
}

/* ---- the build ----------------------------------------------------------- */

/* The states of one level (one card count), in row order. */
typedef struct level {
    state_key *keys;
    size_t count, allocated;
    size_t first_row;
} level;

static int level_append(level *l, const state_key *k)
{
    if (l->count == l->allocated) {
        const size_t allocated = l->allocated ? 2 * l->allocated : 1024;
        state_key *keys = realloc(l->keys, allocated * sizeof *keys);
        if (keys == NULL)
            return 0;
        l->keys = keys;
        l->allocated = allocated;
    }
    l->keys[l->count++] = *k;
    return 1;
}

typedef struct builder {
    uint32_t *entries;
    size_t rows;       /* rows allocated so far */
    key_map finals;    /* seven-card state -> value, so each is scored once */
} builder;

static int grow_rows(builder *b, size_t rows)
{
    uint32_t *entries = realloc(b->entries, rows * TPT_ROW_WIDTH * sizeof *entries);
    if (entries == NULL)
        return 0;
    b->entries = entries;
    b->rows = rows;
    return 1;
}

/* Value of a seven-card state: best of 21 Cactus Kev values of a hand that
 * reaches it, remembered. Returns 0 on failure. */
static uint32_t final_value(builder *b, const state_key *k)
{
    const size_t slot = map_slot(&b->finals, k);
    if (b->finals.values[slot] != EMPTY_SLOT)
        return b->finals.values[slot];
    int cards[HAND_CARDS];
    if (key_cards(k, HAND_CARDS, cards) != HAND_CARDS)
        return 0;
    const uint32_t value = (uint32_t)ck_eval7(cards);
    return map_insert(&b->finals, k, value) ? value : 0;
}

/* Entry for `card` added to state k of n cards: the next state's row offset
 * (registering a new state in `next`), or the value after the seventh card.
 * Returns 0 for a card k cannot take, and sets *failed on memory failure. */
static uint32_t successor(builder *b, const state_key *k, int n, int card, key_map *next, level *next_level,
                          int *failed)
{
    state_key added;
    if (!key_add(k, n, card, &added))
        return 0;
    if (n + 1 == HAND_CARDS) {
        const uint32_t value = final_value(b, &added);
        *failed |= value == 0;
        return value;
    }
    const size_t slot = map_slot(next, &added);
    uint32_t index = next->values[slot];
    if (index == EMPTY_SLOT) {
        index = (uint32_t)next_level->count;
        if (!map_insert(next, &added, index) || !level_append(next_level, &added)) {
            *failed = 1;
            return 0;
        }
    }
    return (uint32_t)((next_level->first_row + index) * TPT_ROW_WIDTH);
}

/* Fills the row of state k of n cards. A card of a folded suit only adds to
 * its rank's count, so its entry depends on the rank alone: the folded suits
 * after the first copy the first one's entries. */
static int fill_row(builder *b, size_t row, const state_key *k, int n, key_map *next, level *next_level)
{
    uint32_t *entries = b->entries + row * TPT_ROW_WIDTH;
    int failed = 0, first_folded = -1;
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        const int folded = !suit_live(key_suit_ranks(k, suit), n);
        for (int rank = 0; rank < RANK_COUNT; rank++) {
            const int card = card_make(rank, suit);
            entries[card] = folded && first_folded >= 0
                                ? entries[card_make(rank, first_folded)]
                                : successor(b, k, n, card, next, next_level, &failed);
        }
        if (folded && first_folded < 0)
            first_folded = suit;
    }
    entries[TPT_VALUE_COLUMN] = 0;
    if (n >= FLUSH_CARDS) {
        int cards[HAND_CARDS];
        if (key_cards(k, n, cards) != n)
            return 0;
        entries[TPT_VALUE_COLUMN] = (uint32_t)best_five_of(cards, n);
    }
    return !failed;
}

static double seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Breadth first by card count: the states of n + 1 cards are numbered as the
 * rows of n cards discover them, so their rows follow directly. */
static int build(builder *b)
{
    level levels[HAND_CARDS] = {{0}};
    int ok = map_init(&b->finals, 1u << 18);
    const state_key empty = {0, 0};
    ok = ok && level_append(&levels[0], &empty);
    levels[0].first_row = START_ROW;
    for (int n = 0; ok && n < HAND_CARDS; n++) {
        level *now = &levels[n], *after = n + 1 < HAND_CARDS ? &levels[n + 1] : NULL;
        ok = grow_rows(b, now->first_row + now->count);
        key_map next = {0};
        if (after != NULL) {
            after->first_row = now->first_row + now->count;
            ok = ok && map_init(&next, 1u << 16);
        }
        for (size_t i = 0; ok && i < now->count; i++)
            ok = fill_row(b, now->first_row + i, &now->keys[i], n, &next, after);
        map_free(&next);
        free(now->keys);
        now->keys = NULL;
    }
    for (int n = 0; n < HAND_CARDS; n++)
        free(levels[n].keys);
    map_free(&b->finals);
    if (ok)
        memset(b->entries + SINK_ROW * TPT_ROW_WIDTH, 0, TPT_ROW_WIDTH * sizeof *b->entries);
    return ok;
}

/* ---- the one table --------------------------------------------------------- */

static tpt_table the_table;
static pthread_once_t the_table_once = PTHREAD_ONCE_INIT;

/* Set (release) once the table is complete. Read first (acquire) so that a
 * call after the build costs one load, not a call into pthread_once: the
 * random-access loop of tpt_eval7 runs at about half speed otherwise, the
 * call cutting into the overlap of one hand's loads with the next's. */
static _Atomic(const tpt_table *) the_table_ready;

static void build_the_table(void)
{
    const double start = seconds_now();
    builder b = {0};
    if (!build(&b)) {
        free(b.entries);
        return;
    }
    the_table.entries = b.entries;
    the_table.start = START_ROW * TPT_ROW_WIDTH;
    the_table.rows = b.rows;
    the_table.bytes = b.rows * TPT_ROW_WIDTH * sizeof *b.entries;
    the_table.build_seconds = seconds_now() - start;
    atomic_store_explicit(&the_table_ready, &the_table, memory_order_release);
}

const tpt_table *tpt_get(void)
{
    const tpt_table *ready = atomic_load_explicit(&the_table_ready, memory_order_acquire);
    if (__builtin_expect(ready != NULL, 1))
        return ready;
    pthread_once(&the_table_once, build_the_table);
    return atomic_load_explicit(&the_table_ready, memory_order_acquire);
}

int tpt_eval7(const int cards[7])
{
    const tpt_table *t = tpt_get();
    return t ? tpt_lookup7(t, cards) : 0;
}

int tpt_eval5(const int cards[5])
{
    const tpt_table *t = tpt_get();
    if (t == NULL)
        return 0;
    uint32_t p = tpt_start(t);
    for (int i = 0; i < FLUSH_CARDS; i++)
        p = tpt_next(t, p, cards[i]);
    return tpt_state_value(t, p);
}

size_t twoplustwo_table_bytes(void)
{
    const tpt_table *t = tpt_get();
    return t ? t->bytes : 0;
}

double twoplustwo_build_seconds(void)
{
    const tpt_table *t = tpt_get();
    return t ? t->build_seconds : 0.0;
}
