/* main.c - the pokeq program: dispatch to a subcommand. */
#include "cli.h"

#include "pokeq.h"

#include <stdio.h>
#include <string.h>

static void usage(FILE *out)
{
    fputs("usage: pokeq HAND HAND... [--board CARDS] [--dead CARDS] [--threads N]\n"
          "                                exact equities, e.g. pokeq AhAs KdKc --board 7c8d2h\n"
          "       pokeq eval CARDS...      value of the best five of 5 to 7 cards\n"
          "       pokeq bench [--hands N] [--runs R]   evaluator throughput\n"
          "       pokeq --version | --help\n"
          "Cards are a rank (2-9, T or 10, J, Q, K, A) and a suit (c, d, h, s): As Td 7c.\n",
          out);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    const char *command = argv[1];
    if (strcmp(command, "--help") == 0 || strcmp(command, "-h") == 0) {
        usage(stdout);
        return 0;
    }
    if (strcmp(command, "--version") == 0) {
        printf("pokeq %s\n", POKEQ_VERSION);
        return 0;
    }
    if (strcmp(command, "eval") == 0)
        return cmd_eval(argc - 2, argv + 2);
    if (strcmp(command, "bench") == 0)
        return cmd_bench(argc - 2, argv + 2);
    /* anything else is a list of hands for the exact equity */
    return cmd_equity(argc - 1, argv + 1);
}
