/* SPDX-License-Identifier: MIT */
/*
 * interrupt.h - Ctrl-C during Monte Carlo: while caught, SIGINT only sets
 * a flag that the engine reads between rounds, so the trials done so far
 * can still be shown; a second Ctrl-C ends pokeq at once. Outside Monte
 * Carlo, SIGINT does what it did when pokeq started: by default it ends
 * pokeq, and when pokeq was started with SIGINT ignored (`pokeq ... &` in
 * a script) it stays ignored throughout, so no later Ctrl-C ends a batch
 * that was meant to run on.
 */
#ifndef POKEQ_INTERRUPT_H
#define POKEQ_INTERRUPT_H

/* The exit status after an interrupted run (128 + SIGINT, as shells do). */
enum { EXIT_INTERRUPTED = 130 };

/* Starts catching SIGINT into the flag (cleared first), unless SIGINT is
 * ignored. */
void interrupt_catch(void);

/* Back to the SIGINT action from before interrupt_catch; the flag keeps
 * its value. */
void interrupt_release(void);

/* The flag, for pokeq_mc_options.cancel: nonzero once Ctrl-C was pressed. */
const volatile int *interrupt_flag(void);

#endif
