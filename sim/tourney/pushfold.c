/* SPDX-License-Identifier: MIT */
/* pushfold.c - heads-up push/fold solved exactly (pushfold.h, pokeq_pushfold). */
#include "tourney/pushfold.h"

#include "tourney/simplex.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define RUNOUTS_HEADS_UP 1712304.0 /* C(48,5) */
enum { N = PUSHFOLD_CLASSES };

int pushfold_matrix_valid(const pokeq_combo_counts *matrix)
{
    for (int i = 0; i < N; i++)
        for (int j = i; j < N; j++) {
            const pokeq_combo_counts *x = &matrix[i * N + j], *y = &matrix[j * N + i];
            if (x->showdowns == 0 || x->showdowns != y->showdowns || x->showdowns > UINT64_MAX / 2520 ||
                x->equity_units > 2520 * x->showdowns || x->equity_units + y->equity_units != 2520 * x->showdowns)
                return 0;
        }
    return 1;
}

void pushfold_game_fill(pushfold_game *g, const pokeq_combo_counts *matrix, double stack, double ante)
{
    g->stack = stack;
    g->ante = ante;
    g->deals = 0;
    for (int i = 0; i < N; i++) {
        g->hands[i] = 0;
        for (int j = 0; j < N; j++) {
            const double pairs = (double)matrix[i * N + j].showdowns / RUNOUTS_HEADS_UP;
            const double shares = (double)matrix[i * N + j].equity_units / (2520.0 * RUNOUTS_HEADS_UP);
            g->m[i][j] = stack * (2 * shares - pairs) - (1 + ante) * pairs;
            g->hands[i] += pairs;
        }
        g->a[i] = (1.5 + 2 * ante) * g->hands[i];
        g->deals += g->hands[i];
    }
}

/* The programme in simplex.h's form, scaled to about 1: variables x[0..N)
 * then s[0..N) (s = -min(0, (m^T x)[j])); rows j: -(m^T x)[j] - s[j] <= 0,
 * rows N + i: x[i] <= 1. */
static void make_programme(const pushfold_game *g, double *a, double *b, double *c)
{
    double largest = 0;
    for (int i = 0; i < N; i++) {
        largest = fmax(largest, fabs(g->a[i]));
        for (int j = 0; j < N; j++)
            largest = fmax(largest, fabs(g->m[i][j]));
    }
    const double scale = 1 / largest;
    const int columns = 2 * N;
    memset(a, 0, (size_t)2 * N * columns * sizeof *a);
    for (int j = 0; j < N; j++) {
        for (int i = 0; i < N; i++)
            a[j * columns + i] = -g->m[i][j] * scale;
        a[j * columns + N + j] = -1;
        b[j] = 0;
        c[N + j] = -1;
    }
    for (int i = 0; i < N; i++) {
        a[(N + i) * columns + i] = 1;
        b[N + i] = 1;
        c[i] = g->a[i] * scale;
    }
}

static double clamp01(double v) { return v < 0 ? 0 : v > 1 ? 1 : v; }

int pushfold_solve(const pushfold_game *g, double push[N], double call[N])
{
    double *a = malloc((size_t)4 * N * N * sizeof *a), *b = malloc(2 * N * sizeof *b);
    double *c = malloc(2 * N * sizeof *c), *z = malloc(2 * N * sizeof *z), *dual = malloc(2 * N * sizeof *dual);
    int error = a && b && c && z && dual ? 0 : POKEQ_ERR_MEMORY;
    if (!error) {
        make_programme(g, a, b, c);
        double value;
        const simplex_problem p = {2 * N, 2 * N, a, b, c};
        const int status = simplex_solve(&p, z, dual, &value);
        error = status == SIMPLEX_OPTIMAL ? 0 : status == SIMPLEX_MEMORY ? POKEQ_ERR_MEMORY : POKEQ_ERR_ARGUMENT;
    }
    for (int i = 0; !error && i < N; i++) {
        push[i] = clamp01(z[i]);
        call[i] = clamp01(dual[i]);
    }
    free(a);
    free(b);
    free(c);
    free(z);
    free(dual);
    return error;
}

/* The small blind's gain per combo of class i: push rather than fold. */
static double push_gain(const pushfold_game *g, const double call[N], int i)
{
    double sum = 0;
    for (int j = 0; j < N; j++)
        sum += g->m[i][j] * call[j];
    return (g->a[i] + sum) / g->hands[i];
}

/* The big blind's gain per combo of class j: call rather than fold. */
static double call_gain(const pushfold_game *g, const double push[N], int j)
{
    double sum = 0;
    for (int i = 0; i < N; i++)
        sum -= g->m[i][j] * push[i];
    return sum / g->hands[j];
}

static double purified(double frequency, double gain)
{
    return gain > POKEQ_PUSHFOLD_BOUNDARY ? 1 : gain < -POKEQ_PUSHFOLD_BOUNDARY ? 0 : frequency;
}

/* A side's combos, percent and best response gain (per deal: each class
 * weighs by its deals over all deals) from its frequencies and gains. */
static void side_totals(const pushfold_game *g, pokeq_pushfold_side *side)
{
    side->combos = 0;
    side->best_response_gain = 0;
    for (int k = 0; k < N; k++) {
        side->combos += pokeq_class_combos(k) * side->frequency[k];
        side->best_response_gain += g->hands[k] / g->deals * (fmax(side->gain[k], 0) - side->frequency[k] * side->gain[k]);
    }
    side->percent = 100 * side->combos / POKEQ_COMBOS;
}

void pushfold_answer(const pushfold_game *g, const double push[N], const double call[N], pokeq_pushfold_result *out)
{
    memset(out, 0, sizeof *out);
    out->stack = g->stack;
    out->ante = g->ante;
    for (int i = 0; i < N; i++)
        out->push.frequency[i] = purified(push[i], push_gain(g, call, i));
    for (int j = 0; j < N; j++)
        out->call.frequency[j] = purified(call[j], call_gain(g, push, j));
    double value = 0;
    for (int i = 0; i < N; i++) {
        out->push.gain[i] = push_gain(g, out->call.frequency, i);
        out->call.gain[i] = call_gain(g, out->push.frequency, i);
        value += g->hands[i] * out->push.frequency[i] * out->push.gain[i];
        out->mixed += (out->push.frequency[i] > 0 && out->push.frequency[i] < 1) +
                      (out->call.frequency[i] > 0 && out->call.frequency[i] < 1);
    }
    /* folding everything loses the blind and ante; each push adds its gain */
    out->ev_sb = -(0.5 + g->ante) + value / g->deals;
    side_totals(g, &out->push);
    side_totals(g, &out->call);
    out->exploitability = out->push.best_response_gain + out->call.best_response_gain;
}

void pokeq_pushfold_request_init(pokeq_pushfold_request *request)
{
    if (request == NULL)
        return;
    memset(request, 0, sizeof *request);
    request->size = sizeof *request;
}

static int request_valid(const pokeq_pushfold_request *q)
{
    return q != NULL && q->size >= sizeof *q && isfinite(q->stack) && isfinite(q->ante) && q->ante >= 0 &&
           q->stack > 1 + q->ante && q->stack <= 1e6 && q->threads >= 0;
}

static int solve_with(const pokeq_pushfold_request *q, const pokeq_combo_counts *matrix, pokeq_pushfold_result *out)
{
    if (!pushfold_matrix_valid(matrix))
        return POKEQ_ERR_ARGUMENT;
    pushfold_game *g = malloc(sizeof *g);
    double *push = malloc(2 * N * sizeof *push);
    int error = g && push ? 0 : POKEQ_ERR_MEMORY;
    if (!error) {
        pushfold_game_fill(g, matrix, q->stack, q->ante);
        error = pushfold_solve(g, push, push + N);
    }
    if (!error)
        pushfold_answer(g, push, push + N, out);
    free(g);
    free(push);
    return error;
}

int pokeq_pushfold(const pokeq_pushfold_request *q, pokeq_pushfold_result *out)
{
    if (out == NULL)
        return -POKEQ_ERR_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (!request_valid(q))
        return -POKEQ_ERR_ARGUMENT;
    pokeq_combo_counts *own = NULL;
    int error = 0;
    if (q->matrix == NULL) {
        pokeq_table_request table;
        pokeq_table_request_init(&table);
        table.threads = q->threads;
        own = malloc((size_t)N * N * sizeof *own);
        error = own == NULL ? POKEQ_ERR_MEMORY : -pokeq_table_matrix(&table, own);
    }
    if (!error)
        error = solve_with(q, q->matrix != NULL ? q->matrix : own, out);
    free(own);
    if (error)
        memset(out, 0, sizeof *out);
    return error ? -error : POKEQ_OK;
}
