/* equity.c - the smallest use of libpokeq: exact equities of AhAs vs KdKc.
 *
 *   cc -Iinclude examples/equity.c build/libpokeq.a -fopenmp -lm -o equity
 */
#include <pokeq.h>

#include <stdio.h>

int main(void)
{
    pokeq_scenario s = {.players = 2};
    s.hole[0][0] = pokeq_card_parse("Ah");
    s.hole[0][1] = pokeq_card_parse("As");
    s.hole[1][0] = pokeq_card_parse("Kd");
    s.hole[1][1] = pokeq_card_parse("Kc");

    pokeq_exact_result r;
    const int rc = pokeq_exact(&s, 0, &r);
    if (rc != 0) {
        fprintf(stderr, "pokeq_exact: %s\n", pokeq_strerror(rc));
        return 1;
    }
    /* equity = equity_units / (2520 * runouts), exactly */
    for (int p = 0; p < r.players; p++)
        printf("player %d: equity %.4f%% (%llu / %llu)\n", p + 1,
               100.0 * (double)r.player[p].equity_units / (2520.0 * (double)r.runouts),
               (unsigned long long)r.player[p].equity_units, 2520ULL * (unsigned long long)r.runouts);
    return 0;
}
