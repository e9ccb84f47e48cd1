# SPDX-License-Identifier: MIT
"""build_ffi.py - the cffi build script of the pokeq package (out-of-line, API mode).

The module it makes, ``pokeq._native``, is compiled against ``include/pokeq.h``
(so the C compiler checks every struct and constant declared below against
the real header) and links the static library ``build/libpokeq.a``, which is
position-independent and exports only ``pokeq_*``, with ``-fopenmp``.

    /usr/bin/python3 python/build_ffi.py [OUTDIR]   # what `make python` runs

Paths may be changed with the environment: ``POKEQ_INCLUDE`` (the folder
holding pokeq.h) and ``POKEQ_LIBRARY`` (the static library). setup.py uses
the ``ffibuilder`` object of this file through cffi's ``cffi_modules``.
"""
import os
import sys

from cffi import FFI

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
INCLUDE = os.path.abspath(os.environ.get("POKEQ_INCLUDE", os.path.join(ROOT, "include")))
LIBRARY = os.path.abspath(os.environ.get("POKEQ_LIBRARY", os.path.join(ROOT, "build", "libpokeq.a")))

# Declarations copied from include/pokeq.h: exactly what the package uses.
# Every struct is declared with all its fields; in API mode cffi makes the
# compiler check each field's type, and checks sizes and offsets at import.
CDEF = r"""
#define POKEQ_MAX_PLAYERS ...
#define POKEQ_MAX_DEAD ...
#define POKEQ_MAX_HOLE ...
#define POKEQ_COMBOS ...
#define POKEQ_CLASSES ...
#define POKEQ_POT_UNITS ...
#define POKEQ_RANGE_WEIGHT_ONE ...
#define POKEQ_MC_MAX_TRIALS ...
#define POKEQ_BADUGI_CATEGORIES ...
static const double POKEQ_DEFAULT_STDERR;

enum pokeq_error {
    POKEQ_OK = 0, POKEQ_ERR_PLAYERS = 1, POKEQ_ERR_BOARD = 2, POKEQ_ERR_DEAD = 3,
    POKEQ_ERR_CARD = 4, POKEQ_ERR_DUPLICATE = 5, POKEQ_ERR_DECK = 6, POKEQ_ERR_ARGUMENT = 7,
    POKEQ_ERR_MEMORY = 8, POKEQ_ERR_RANGE_SYNTAX = 9, POKEQ_ERR_RANGE_EMPTY = 10,
    POKEQ_ERR_OVERFLOW = 11, POKEQ_ERR_TOO_HARD = 12, POKEQ_ERR_CANCELLED = 13,
    POKEQ_ERR_TOO_SLOW = 14, POKEQ_ERR_HAND = 15, POKEQ_ERR_GAME = 16, POKEQ_ERR_UNSUPPORTED = 17,
    POKEQ_ERR_SHARDS = 18
};
enum pokeq_mc_stop {
    POKEQ_MC_STOP_TRIALS = 1, POKEQ_MC_STOP_STDERR = 2, POKEQ_MC_STOP_TIME = 3, POKEQ_MC_STOP_CANCEL = 4
};
enum pokeq_ranking { POKEQ_RANKING_VS3 = 0, POKEQ_RANKING_VS1 = 1, POKEQ_RANKING_POKERSTOVE = 2 };
enum pokeq_game {
    POKEQ_GAME_HOLDEM = 0, POKEQ_GAME_OMAHA = 1, POKEQ_GAME_OMAHA5 = 2, POKEQ_GAME_OMAHA6 = 3,
    POKEQ_GAME_OMAHA_HILO = 4, POKEQ_GAME_OMAHA5_HILO = 5, POKEQ_GAME_SHORTDECK = 6,
    POKEQ_GAME_SHORTDECK_TRITON = 7, POKEQ_GAME_RAZZ = 8, POKEQ_GAME_STUD = 9,
    POKEQ_GAME_STUD_HILO = 10, POKEQ_GAME_STUD_HILO_NQ = 11, POKEQ_GAME_HOLDEM_HILO = 12,
    POKEQ_GAME_DRAW = 13, POKEQ_GAME_LOWBALL27 = 14, POKEQ_GAME_LOWBALL_A5 = 15, POKEQ_GAME_BADUGI = 16,
    POKEQ_GAME_COUNT = 17
};
enum pokeq_method { POKEQ_METHOD_AUTO = 0, POKEQ_METHOD_EXACT = 1, POKEQ_METHOD_MC = 2 };
enum pokeq_why { POKEQ_WHY_ASKED = 0, POKEQ_WHY_QUICK = 1, POKEQ_WHY_SLOW = 2, POKEQ_WHY_OVERFLOW = 3 };
enum pokeq_count_kind { POKEQ_COUNT_RUNOUTS = 1, POKEQ_COUNT_SHOWDOWNS = 2, POKEQ_COUNT_TRIALS = 3 };
enum pokeq_error_place { POKEQ_AT_REQUEST = 0, POKEQ_AT_SEAT = 1, POKEQ_AT_BOARD = 2, POKEQ_AT_DEAD = 3 };

const char *pokeq_version(void);
unsigned pokeq_version_number(void);
const char *pokeq_strerror(int error);

int pokeq_card_parse(const char *text);
char *pokeq_card_format(int card, char out[3]);
int pokeq_cards_parse(const char *text, int *cards, int max, int *error_at);
int pokeq_eval5(const int cards[5]);
int pokeq_eval7(const int cards[7]);
int pokeq_eval(const int *cards, int count);
int pokeq_eval7_batch(const uint8_t *cards, size_t count, uint16_t *values);
int pokeq_category(int value);
const char *pokeq_category_name(int category);
const char *pokeq_low_category_name(int category);
const char *pokeq_game_category_name(int game, int category);
int pokeq_describe(int value, char *out, size_t size);
int pokeq_describe_game(int game, const int *cards, int count, char *out, size_t size);

typedef struct pokeq_player_counts {
    uint64_t wins;
    uint64_t ties[11];
    uint64_t equity_units;
    uint64_t high_units;
    uint64_t low_units;
    uint64_t scoops;
    uint64_t share_squares[2];
} pokeq_player_counts;

typedef struct pokeq_combo_counts {
    uint64_t showdowns;
    uint64_t equity_units;
} pokeq_combo_counts;

int pokeq_combo_index(int card_a, int card_b);
int pokeq_combo_cards(int combo, int cards[2]);
int pokeq_combo_class(int combo);
char *pokeq_class_name(int cls, char out[4]);

typedef struct pokeq_range {
    uint8_t weight[1326];
} pokeq_range;

typedef struct pokeq_range_error {
    int offset;
    int length;
    const char *reason;
} pokeq_range_error;

int pokeq_range_parse_ranked(const char *text, enum pokeq_ranking ranking, pokeq_range *out,
                             pokeq_range_error *error);
int pokeq_range_size(const pokeq_range *range);
int pokeq_range_format(const pokeq_range *range, char *out, size_t size);
int pokeq_ranking_order(enum pokeq_ranking ranking, int order[169]);

typedef struct pokeq_table_request {
    size_t size;
    int game;
    int opponents;
    uint64_t trials;
    uint64_t seed;
    int64_t first;
    int count;
    int threads;
    int shard, shards;
    const volatile int *cancel;
    void (*progress)(uint64_t done, uint64_t total, void *context);
    void *progress_context;
} pokeq_table_request;
void pokeq_table_request_init(pokeq_table_request *request);
int pokeq_table_vs_random(const pokeq_table_request *request, pokeq_combo_counts classes[169]);
typedef struct pokeq_preflop_mc_result {
    int opponents;
    uint64_t trials;
    pokeq_combo_counts classes[169];
    double equity[169];
    double stderr_equity[169];
} pokeq_preflop_mc_result;
typedef struct pokeq_preflop_mc_sums {
    int opponents;
    uint64_t blocks;
    pokeq_combo_counts classes[169];
    uint64_t squares[169][3][2];
} pokeq_preflop_mc_sums;
int pokeq_table_vs_random_mc(const pokeq_table_request *request, pokeq_preflop_mc_sums *sums);
int pokeq_preflop_mc_finish(const pokeq_preflop_mc_sums *sums, pokeq_preflop_mc_result *out);
int pokeq_table_matrix(const pokeq_table_request *request, pokeq_combo_counts matrix[28561]);

int pokeq_game_hole_cards(int game);
const char *pokeq_game_name(int game);

typedef struct pokeq_hand_counts {
    uint64_t cards;
    uint64_t showdowns;
    uint64_t equity_units;
    int seat;
    int weight;
} pokeq_hand_counts;

typedef struct pokeq_seat {
    const char *text;
    const pokeq_range *range;
} pokeq_seat;

struct pokeq_result;

typedef struct pokeq_request {
    size_t size;
    int game;
    int seats;
    pokeq_seat seat[10];
    const char *board;
    const char *dead;
    int method;
    int threads;
    int ranking;
    uint64_t trials;
    double target_stderr;
    double max_seconds;
    uint64_t seed;
    double auto_exact_seconds;
    double exact_limit_seconds;
    const volatile int *cancel;
    void (*progress)(const struct pokeq_result *so_far, void *context);
    void *progress_context;
    pokeq_combo_counts *combos;
    size_t combos_capacity;
    int categories;
    int shard;
    int shards;
    pokeq_hand_counts *hands;
    size_t hands_capacity;
} pokeq_request;

void pokeq_request_init(pokeq_request *request);

typedef struct pokeq_seat_result {
    pokeq_player_counts counts;
    double equity;
    double win;
    double tie;
    double stderr_equity;
    double high;
    double low;
    double scoop;
    int hole_count;
    int hole[7];
    int live_combos;
    uint64_t categories[9];
    uint64_t lows[11];
} pokeq_seat_result;

typedef struct pokeq_result {
    int method;
    int why;
    double exact_estimate;
    int count_kind;
    uint64_t count;
    int threads;
    int threads_asked;
    int stopped_by;
    double seconds;
    double done;
    int seats;
    pokeq_seat_result seat[10];
    int board_count;
    int board[5];
    int dead_count;
    int dead[48];
    uint64_t deals;
    uint64_t job;
    int shard, shards;
    int game;
    uint32_t hand_rows;
} pokeq_result;

typedef struct pokeq_error_info {
    int code;
    int place;
    int seat;
    int card;
    int offset;
    int length;
    char message[256];
} pokeq_error_info;

int pokeq_solve(const pokeq_request *request, struct pokeq_result *result, pokeq_error_info *error);

/* tournaments (pokeq.h's last block) */
#define POKEQ_ICM_MAX_PLAYERS ...
#define POKEQ_ICM_EXACT_PLAYERS ...
#define POKEQ_ICM_DEFAULT_TRIALS ...
typedef struct pokeq_icm_request {
    size_t size;
    int players;
    const double *stacks;
    int payouts;
    const double *payout;
    int method;
    uint64_t trials;
    uint64_t seed;
    int threads;
} pokeq_icm_request;
typedef struct pokeq_icm_result {
    int method;
    uint64_t trials;
    double total_chips, total_payout;
    double *equity;
    double *stderr_equity;
    double *place;
} pokeq_icm_result;
void pokeq_icm_request_init(pokeq_icm_request *request);
int pokeq_icm(const pokeq_icm_request *request, pokeq_icm_result *result);
typedef struct pokeq_pushfold_request {
    size_t size;
    double stack;
    double ante;
    const pokeq_combo_counts *matrix;
    int threads;
} pokeq_pushfold_request;
typedef struct pokeq_pushfold_side {
    double frequency[169];
    double gain[169];
    double combos;
    double percent;
    double best_response_gain;
} pokeq_pushfold_side;
typedef struct pokeq_pushfold_result {
    double stack, ante;
    pokeq_pushfold_side push, call;
    double ev_sb;
    double exploitability;
    int mixed;
} pokeq_pushfold_result;
void pokeq_pushfold_request_init(pokeq_pushfold_request *request);
int pokeq_pushfold(const pokeq_pushfold_request *request, pokeq_pushfold_result *out);

/* the package's own helpers (HELPERS below) */
volatile int *pq_main_flag(void);
int pq_sigint_begin(void);
void pq_sigint_end(void);
int pq_solve(pokeq_request *request, pokeq_result *result, pokeq_error_info *error, volatile int *cancel,
             int watch_sigint, double defer_above, int defer_mc, int *deferred);
long long pq_eval_many(const uint8_t *cards, size_t count, int width, uint16_t *values, int threads);
double pq_time_solve(const pokeq_request *request, int calls);
double pq_time_eval7(const uint8_t *cards, size_t count, uint16_t *values);
"""

# C compiled into the module, next to cffi's wrappers. Calls through `lib`
# are made with the GIL released (cffi's API mode does that for every
# function declared in the cdef), so these may run as long as they need.
HELPERS = r"""
#include <pokeq.h>

#include <omp.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

/* ---- Ctrl-C during pokeq_solve --------------------------------------
 *
 * A call made from Python's main thread, while Python has a handler of
 * its own for SIGINT (the default one raises KeyboardInterrupt), puts
 * pq_on_sigint in front of that handler for the length of the call: it
 * sets the call's cancel flag and then calls Python's handler, so the job
 * stops at its next check (between exact tasks or Monte Carlo rounds) and
 * Python raises KeyboardInterrupt as soon as the call returns. Python's
 * handler is put back after the call. Only the main thread does this
 * (Python runs signal handlers there and nowhere else), one call at a
 * time, so one static flag serves. */
_Static_assert(_Generic((sig_atomic_t)0, int: 1, default: 0), "sig_atomic_t must be int");

static volatile sig_atomic_t pq_main_cancel;    /* the main thread's call's cancel flag */
static struct sigaction pq_previous;            /* Python's handler, called after ours */

static void pq_on_sigint(int signal_number, siginfo_t *info, void *context)
{
    if (pq_previous.sa_flags & SA_SIGINFO) {
        pq_main_cancel = 1;
        pq_previous.sa_sigaction(signal_number, info, context);
    } else if (pq_previous.sa_handler == SIG_DFL) {
        /* only between pq_sigint_begin's install and its check: do what
         * SIGINT would have done */
        signal(signal_number, SIG_DFL);
        raise(signal_number);
    } else if (pq_previous.sa_handler != SIG_IGN) {
        pq_main_cancel = 1;
        pq_previous.sa_handler(signal_number);
    }
}

/* Installs pq_on_sigint in front of the current handler (main thread
 * only); 0 when SIGINT is ignored or left to its default action (then
 * Ctrl-C does what it would do anyway) or the handler cannot be read.
 * pq_sigint_end puts the handler back. Python also brackets its wait for
 * a worker thread (below) with these. */
int pq_sigint_begin(void)
{
    /* one system call to put ours in and read Python's (they cost about
     * 1.5 us each on this project's machine), a second to put it back */
    struct sigaction mine;
    memset(&mine, 0, sizeof mine);
    mine.sa_sigaction = pq_on_sigint;
    mine.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&mine.sa_mask);
    if (sigaction(SIGINT, &mine, &pq_previous) != 0)
        return 0;
    if (!(pq_previous.sa_flags & SA_SIGINFO) &&
        (pq_previous.sa_handler == SIG_DFL || pq_previous.sa_handler == SIG_IGN)) {
        sigaction(SIGINT, &pq_previous, NULL);
        return 0;
    }
    return 1;
}

void pq_sigint_end(void)
{
    sigaction(SIGINT, &pq_previous, NULL);
}

/* The main thread's calls all use this one flag (Python clears it before
 * each); pq_on_sigint sets it, and so does a CancelFlag given to the call. */
volatile int *pq_main_flag(void)
{
    return (volatile int *)&pq_main_cancel;
}

/* The library reads the cancel flag between exact tasks and between
 * Monte Carlo rounds, and either can take seconds in a long job (a task of
 * a multiway range job on the flop; a round of 1,024 blocks). So a call
 * that must stop promptly looks at its job first: the progress hook's first
 * call, before any work, tells the method and the exact estimate. An exact
 * job estimated above defer_above seconds (when defer_above >= 0), or a
 * Monte Carlo one when defer_mc, is cancelled there and *deferred set to
 * its method; Python then runs it again in a worker thread, which it can
 * leave behind when asked to stop. (A Monte Carlo job reads the flag after
 * its first round, a small one unless a trial rule asks for many: Python
 * sends jobs it knows to be Monte Carlo to the worker directly.) */
typedef struct pq_look {
    double defer_above;
    int defer_mc;
    int looked;
    int deferred;
    volatile int *cancel;
} pq_look;

static void pq_look_first(const struct pokeq_result *so_far, void *context)
{
    pq_look *look = context;
    if (look->looked)
        return;
    look->looked = 1;
    if ((so_far->method == POKEQ_METHOD_EXACT && look->defer_above >= 0 &&
         so_far->exact_estimate > look->defer_above) ||
        (so_far->method == POKEQ_METHOD_MC && look->defer_mc)) {
        look->deferred = so_far->method;
        *look->cancel = 1;
    }
}

/* pokeq_solve with request->cancel = cancel (NULL: none); Ctrl-C watched
 * for the call's length when watch_sigint (the main thread, cancel being
 * pq_main_flag()); long jobs deferred as above. */
int pq_solve(pokeq_request *request, pokeq_result *result, pokeq_error_info *error, volatile int *cancel,
             int watch_sigint, double defer_above, int defer_mc, int *deferred)
{
    pq_look look = {defer_above, defer_mc, 0, 0, cancel};
    if ((defer_above >= 0 || defer_mc) && cancel != NULL) {
        request->progress = pq_look_first;
        request->progress_context = &look;
    }
    const int watching = watch_sigint && pq_sigint_begin();
    request->cancel = cancel;
    const int code = pokeq_solve(request, result, error);
    if (watching)
        pq_sigint_end();
    request->cancel = NULL;
    request->progress = NULL;
    request->progress_context = NULL;
    if (deferred != NULL)
        *deferred = look.deferred;
    return code;
}

/* ---- evaluation ----------------------------------------------------- */

/* A card's bit for the check of a hand: bit c for a card 0..51, bit 63 for
 * any other byte. A hand's cards are valid and distinct exactly when the
 * sum of their bits equals their OR (no bit twice: no carry) and the OR
 * has nothing above bit 51 (two bad bytes carry out of bit 63: the sum
 * then differs from the OR). */
static uint64_t pq_card_bit[256];

static void pq_card_bits(void)
{
    if (pq_card_bit[255] != 0)
        return;  /* filled; writing the same values again from two threads is harmless too */
    for (int b = 0; b < 256; b++)
        pq_card_bit[b] = b < 52 ? 1ULL << b : 1ULL << 63;
}

static inline int pq_hand_valid(const uint8_t *row, int width)
{
    uint64_t any = 0, sum = 0;
    for (int j = 0; j < width; j++) {
        any |= pq_card_bit[row[j]];
        sum += pq_card_bit[row[j]];
    }
    return any == sum && (any >> 52) == 0;
}

/* One stretch of rows: -1, or its first bad row. */
static long long pq_eval_rows(const uint8_t *cards, size_t first, size_t end, int width, uint16_t *values)
{
    if (width == 7) {
        for (size_t i = first; i < end; i++) {
            const uint8_t *row = cards + i * 7;
            if (!pq_hand_valid(row, 7))
                return (long long)i;
        }
        /* checked: the library's batch call, no call per hand */
        pokeq_eval7_batch(cards + first * 7, end - first, values + first);
        return -1;
    }
    for (size_t i = first; i < end; i++) {
        const uint8_t *row = cards + i * (size_t)width;
        if (!pq_hand_valid(row, width))
            return (long long)i;
        int hand[7];
        for (int j = 0; j < width; j++)
            hand[j] = row[j];
        values[i] = (uint16_t)pokeq_eval(hand, width);
    }
    return -1;
}

/* values[i] = the value of row i of cards (count rows of width 5, 6 or 7
 * byte cards), each row checked as it goes (cards 0..51, none twice: the
 * evaluators read their tables by the cards and trust them). threads: 1
 * runs on the calling thread, 0 on every core (OpenMP's default team), N
 * on at most N; stretches of 65,536 rows each. Returns -1, or the first
 * bad row (then which values are written is unspecified). Seven-card
 * rows are checked first, then scored by pokeq_eval7_batch. */
long long pq_eval_many(const uint8_t *cards, size_t count, int width, uint16_t *values, int threads)
{
    enum { STRETCH = 1 << 16 };
    pq_card_bits();
    if (threads == 1 || count <= STRETCH)
        return pq_eval_rows(cards, 0, count, width, values);
    const long long stretches = (long long)((count + STRETCH - 1) / STRETCH);
    long long first_bad = (long long)count;
#pragma omp parallel for schedule(dynamic, 4) reduction(min : first_bad) num_threads(threads > 0 ? threads : omp_get_max_threads())
    for (long long k = 0; k < stretches; k++) {
        const size_t first = (size_t)k * STRETCH;
        const size_t end = first + STRETCH < count ? first + STRETCH : count;
        const long long bad = pq_eval_rows(cards, first, end, width, values);
        if (bad >= 0 && bad < first_bad)
            first_bad = bad;
    }
    return first_bad < (long long)count ? first_bad : -1;
}

/* ---- for python/bench.py: the C side of the comparisons, timed in C ---- */

static double pq_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Seconds for `calls` pokeq_solve calls on one request (-1 on an error). */
double pq_time_solve(const pokeq_request *request, int calls)
{
    pokeq_result result;
    pokeq_error_info error;
    const double start = pq_now();
    for (int i = 0; i < calls; i++)
        if (pokeq_solve(request, &result, &error) != 0)
            return -1;
    return pq_now() - start;
}

/* Seconds for pokeq_eval7 on count byte-card hands, the loop of
 * pq_eval_many without its check. */
double pq_time_eval7(const uint8_t *cards, size_t count, uint16_t *values)
{
    const double start = pq_now();
    for (size_t i = 0; i < count; i++) {
        const uint8_t *row = cards + i * 7;
        const int hand[7] = {row[0], row[1], row[2], row[3], row[4], row[5], row[6]};
        values[i] = (uint16_t)pokeq_eval7(hand);
    }
    return pq_now() - start;
}
"""

ffibuilder = FFI()
ffibuilder.cdef(CDEF)
ffibuilder.set_source(
    "pokeq._native",
    HELPERS,
    include_dirs=[INCLUDE],
    extra_objects=[LIBRARY],
    extra_compile_args=["-std=c11", "-D_GNU_SOURCE", "-O3", "-fopenmp",
                        "-Werror=incompatible-pointer-types", "-Werror=int-conversion"],
    extra_link_args=["-fopenmp"],
    libraries=["m"],
    depends=[os.path.join(INCLUDE, "pokeq.h"), LIBRARY],
)


def main(argv):
    out = os.path.abspath(argv[1] if len(argv) > 1 else os.path.join(ROOT, "build", "python"))
    for path, what in ((os.path.join(INCLUDE, "pokeq.h"), "the header"), (LIBRARY, "the static library")):
        if not os.path.exists(path):
            sys.exit("build_ffi.py: %s %s is missing (run make first)" % (what, path))
    tmp = out + "-cffi"
    so = ffibuilder.compile(tmpdir=tmp, verbose=False)
    package = os.path.join(out, "pokeq")
    os.makedirs(package, exist_ok=True)
    target = os.path.join(package, os.path.basename(so))
    with open(so, "rb") as src, open(target + ".tmp", "wb") as dst:
        dst.write(src.read())
    os.replace(target + ".tmp", target)
    print(target)


if __name__ == "__main__":
    main(sys.argv)
