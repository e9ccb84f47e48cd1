/*
 * cost.h - the cost model (library-internal): about how many seconds an
 * exact answer to a resolved request takes, from the work each engine
 * does (runouts x what one costs) and the threads it will run on.
 */
#ifndef POKEQ_COST_H
#define POKEQ_COST_H

#include "request.h"

/* Estimated seconds of the exact answer to r on `threads` (0 = all). */
double cost_exact_seconds(const resolved *r, int threads);

/* An estimate in the unit that reads best: "about 40 minutes". */
void cost_duration_text(double seconds, char out[64]);

#endif
