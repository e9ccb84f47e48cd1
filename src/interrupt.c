/* interrupt.c - SIGINT into a flag (interrupt.h). */
#include "interrupt.h"

#include <signal.h>
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

/* SA_RESETHAND: the first Ctrl-C sets the flag and puts the default
 * action back, so a second one ends pokeq even if the engine never gets
 * to read the flag. */
static void set_handler(void (*handler)(int))
{
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = handler == SIG_DFL ? 0 : SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
}

void interrupt_catch(void)
{
    interrupted = 0;
    set_handler(on_interrupt);
}

void interrupt_release(void)
{
    set_handler(SIG_DFL);
}

const volatile int *interrupt_flag(void)
{
    return &interrupted;
}
