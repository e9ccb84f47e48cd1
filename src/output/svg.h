/* SPDX-License-Identifier: MIT */
/*
 * svg.h - what every SVG picture of the program starts, ends and escapes
 * with (the grid, the equity graph): a standalone document on a white
 * ground, sans-serif text. Plain functions of their arguments.
 */
#ifndef POKEQ_SVG_H
#define POKEQ_SVG_H

#include <stdio.h>

/* The XML prolog, the <svg> element of width x height px and a white
 * ground; `attributes` (may be "") go on the <svg> element. */
void svg_start(FILE *out, int width, int height, const char *attributes);

/* Closes the document; returns 0, or -1 when a write failed. */
int svg_end(FILE *out);

/* Text with the XML specials escaped. */
void svg_escaped(FILE *out, const char *text);

#endif
