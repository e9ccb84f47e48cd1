/* SPDX-License-Identifier: MIT */
/*
 * graph_svg.h - `--graph FILE`: an answer's equity graph as SVG. Each seat
 * is a step line: its combos sorted by equity, strongest first
 * (pokeq_equity_curve), each step as wide as the combo's share of the
 * seat's showdowns (x, 0..100 %) at the height of its equity (y, 0..100 %),
 * as Equilab and solvers draw it; a fixed hand is one flat step. The JSON
 * answer carries the same points ("curve").
 */
#ifndef POKEQ_GRAPH_SVG_H
#define POKEQ_GRAPH_SVG_H

#include "front/answer.h"

#include <stdio.h>

/* Seat p's curve into points (room for graph_curve_room(a)): from
 * a->combos, from a->hands (an Omaha range's hands, combo the row's index
 * in a->hands), or, without either, a fixed hand's one step (combo -1, the
 * seat's hole cards: a game of more than two hole cards) at its equity.
 * Returns the points, 0 when there are none to draw. */
int graph_seat_curve(const answer *a, int p, pokeq_curve_point *points);
size_t graph_curve_room(const answer *a);

/* Writes the graph of a (a->combos or a->hands filled, or every seat a fixed hand) to out. Returns 0, or -1 when
 * a write failed or memory ran out. */
int graph_write_svg(FILE *out, const answer *a);

#endif
