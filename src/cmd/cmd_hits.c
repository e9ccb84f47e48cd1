/* SPDX-License-Identifier: MIT */
/* cmd_hits.c - `pokeq hits RANGE --board CARDS [--dead CARDS] [--vs RANGE]
 * [--list] [--format F] [--ranking R]`: what a range holds on a flop, turn
 * or river (run/hits.h), shown by hits_output.h. */
#include "cmd/cli.h"
#include "front/cli_error.h"

#include "front/args.h"
#include "cmd/help.h"
#include "output/hits_output.h"
#include "pokeq.h"
#include "run/hits.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cmd_hits(int argc, char **argv)
{
    if (help_asked(argc, argv)) {
        help_command(stdout, "hits");
        return 0;
    }
    hits_answer a;
    pokeq_range ranges[2];
    cli_error error;
    const int status = hits_solve(argc, (const char *const *)argv, &a, ranges, &error);
    if (status == HITS_USAGE) {
        fprintf(stderr, "usage: pokeq hits RANGE --board CARDS [--dead CARDS] [--vs RANGE] [--list] [--format F]\n"
                        "       e.g. pokeq hits \"QQ+,AKs,T9s\" --board Kh7s2c\n");
        return EXIT_BAD_INPUT;
    }
    if (status != 0) {
        char what[CLI_SAFE_MAX], token[CLI_SAFE_MAX];
        fprintf(stderr, "pokeq hits: %s, at '%s'\n", cli_safe(error.what, SIZE_MAX, what, sizeof what),
                cli_safe(error.token, SIZE_MAX, token, sizeof token));
        return EXIT_BAD_INPUT;
    }
    return hits_output(stdout, &a) ? 0 : 1;
}
