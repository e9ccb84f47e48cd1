/* SPDX-License-Identifier: MIT */
/*
 * progress.h - a live status line on stderr for runs that take a while:
 * trials done, rate, the current standard error and the time left for
 * Monte Carlo, the estimate and the share done for exact runs. Shown only when enabled (stderr a terminal, no --quiet) and
 * only once a run has passed half a second, or is expected to; the line is
 * erased when the run ends, so the answer on stdout is never mixed with it.
 */
#ifndef POKEQ_PROGRESS_H
#define POKEQ_PROGRESS_H

#include "pokeq.h"

#include <stdbool.h>
#include <stdio.h>

/* Runs shorter than this show nothing. */
#define PROGRESS_AFTER_SECONDS 0.5
/* The line is redrawn at most this often: rounds can be much shorter. */
#define PROGRESS_EVERY_SECONDS 0.2

typedef struct progress {
    FILE *out;
    bool enabled;
    bool line_shown;            /* a status line is on screen, to erase */
    double shown_at;            /* the run's seconds when it was drawn */
    double target_stderr;       /* the Monte Carlo rules, for the time left */
    uint64_t max_trials;
    double max_seconds;
} progress;

/* A progress line on out when enabled. */
progress progress_make(FILE *out, bool enabled);

/* Sets the Monte Carlo rules the time-left estimate uses (those of the
 * request, POKEQ_DEFAULT_STDERR when it names none). */
void progress_set_rules(progress *p, const pokeq_request *request);

/* pokeq_request.progress with *p as its context. */
void progress_update(const pokeq_result *so_far, void *context);

/* Erases the line, if one is shown. */
void progress_finish(progress *p);

#endif
