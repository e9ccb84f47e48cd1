/*
 * interrupt.h - Ctrl-C during Monte Carlo: while caught, SIGINT only sets
 * a flag that the engine reads between rounds, so the trials done so far
 * can still be shown; a second Ctrl-C ends pokeq at once. Outside Monte
 * Carlo, Ctrl-C ends pokeq as usual.
 */
#ifndef POKEQ_INTERRUPT_H
#define POKEQ_INTERRUPT_H

/* The exit status after an interrupted run (128 + SIGINT, as shells do). */
enum { EXIT_INTERRUPTED = 130 };

/* Starts catching SIGINT into the flag (cleared first). */
void interrupt_catch(void);

/* Back to the default SIGINT action; the flag keeps its value. */
void interrupt_release(void);

/* The flag, for pokeq_mc_options.cancel: nonzero once Ctrl-C was pressed. */
const volatile int *interrupt_flag(void);

#endif
