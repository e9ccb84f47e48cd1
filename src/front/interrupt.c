/* SPDX-License-Identifier: MIT */
/* interrupt.c - SIGINT into a flag (interrupt.h). */
#include "front/interrupt.h"

#include <signal.h>
#include <stdbool.h>
#include <string.h>

/* pokeq_mc_options.cancel reads an int; the handler may only write a
 * sig_atomic_t. They are one type here, which this checks at build time. */
_Static_assert(_Generic((sig_atomic_t)0, int: 1, default: 0), "sig_atomic_t must be int");

/* The one mutable global: a signal handler can reach nothing else. */
static volatile sig_atomic_t interrupted;

static void on_interrupt(int signal_number)
{
    (void)signal_number;
    interrupted = 1;
}

/* The action SIGINT had before interrupt_catch, put back by
 * interrupt_release; caught: whether the handler is in place. */
static struct sigaction before;
static bool caught;

/* SA_RESETHAND: the first Ctrl-C sets the flag and puts the default
 * action back, so a second one ends pokeq even if the engine never gets
 * to read the flag. */
void interrupt_catch(void)
{
    interrupted = 0;
    struct sigaction now;
    if (sigaction(SIGINT, NULL, &now) != 0 || now.sa_handler == SIG_IGN) {
        /* ignored by whoever started pokeq (a script's `cmd &`): it stays
         * ignored, before, during and after the run */
        caught = false;
        return;
    }
    before = now;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    action.sa_flags = SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    caught = sigaction(SIGINT, &action, NULL) == 0;
}

void interrupt_release(void)
{
    if (caught)
        sigaction(SIGINT, &before, NULL);
    caught = false;
}

const volatile int *interrupt_flag(void)
{
    return &interrupted;
}
