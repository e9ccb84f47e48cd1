/* evaluate.c - the public evaluation entry points of pokeq.h. */
#include "ck_phash.h"
#include "eval7.h"
#include "pokeq.h"

/* The perfect-hash Cactus Kev is the fastest five-card path. */
int pokeq_eval5(const int cards[5]) { return ckph_eval5(cards); }

int pokeq_eval7(const int cards[7]) { return eval7_cards(cards); }
