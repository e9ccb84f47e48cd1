/* SPDX-License-Identifier: MIT */
/*
 * tsv_lines.h - the one line loop of the build tools that read the
 * committed data files (rankdata.c, rankdata_omaha.c, preflopdata.c).
 *
 * tsv_read_lines opens FILE and hands each data line (not a '#' comment,
 * not empty; lines up to 511 bytes) to `each` with its context, in order,
 * until `each` names a fault or the file ends. A fault, or a file that
 * cannot be opened, is reported on stderr ("TOOL: FILE:LINE: fault"). It
 * checks nothing of a line itself: the callers own their columns and
 * their end-of-file checks (tsv_fail reports those). Build tools only; not
 * part of the library; no state.
 */
#ifndef POKEQ_TSV_LINES_H
#define POKEQ_TSV_LINES_H

/* Checks and keeps one data line; NULL when it is good, else the fault. */
typedef const char *(*tsv_line_fn)(const char *text, void *context);

/* Reads FILE's data lines through each; returns 0 when every line was
 * good, or -1 (reported). *lines: the number of the last line read. */
int tsv_read_lines(const char *tool, const char *file, tsv_line_fn each, void *context, int *lines);

/* A ranking's line, "rank<TAB>class<TAB>cumulative_percent[<TAB>more]",
 * whose rank must be the next one (count + 1, with count < most): the
 * class's name into name (at most 15 characters and a NUL) and the
 * percent. NULL, or the fault (order_fault when the rank is not next). */
const char *tsv_ranked_line(const char *text, int count, int most, const char *order_fault, char name[16],
                            double *percent);

/* Reports "TOOL: FILE:LINE: what" on stderr; returns -1. */
int tsv_fail(const char *tool, const char *file, int line, const char *what);

#endif
