/* SPDX-License-Identifier: MIT */
/* equity.c - the smallest use of libpokeq: AhAs vs KdKc, exactly.
 *
 *   cc -Iinclude examples/equity.c build/libpokeq.a -fopenmp -lm -o equity
 */
#include <pokeq.h>

#include <stdio.h>

int main(void)
{
    pokeq_request request;
    pokeq_request_init(&request);
    request.seats = 2;
    request.seat[0].text = "AhAs";
    request.seat[1].text = "KdKc";
    request.method = POKEQ_METHOD_EXACT;

    pokeq_result result;
    pokeq_error_info error;
    if (pokeq_solve(&request, &result, &error) != 0) {
        fprintf(stderr, "pokeq: %s\n", error.message);
        return 1;
    }
    for (int s = 0; s < result.seats; s++) /* equity = units / (2520 x runouts), exactly */
        printf("%s: equity %.4f%% (%llu / %llu)\n", request.seat[s].text, 100 * result.seat[s].equity,
               (unsigned long long)result.seat[s].counts.equity_units,
               (unsigned long long)POKEQ_POT_UNITS * result.count);
    return 0;
}
