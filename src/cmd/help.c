/* SPDX-License-Identifier: MIT */
/* help.c - pokeq --help (help.h). */
#include "cmd/help.h"

#include "front/args.h"
#include "pokeq.h"

#include <string.h>

void help_usage(FILE *out)
{
    fputs("usage: pokeq PLAYER PLAYER... [options]     e.g. pokeq AhAs KdKc\n"
          "       pokeq --batch FILE [options]\n"
          "       pokeq eval CARDS... | pokeq bench     (pokeq --help for all)\n",
          out);
}

void help_print(FILE *out)
{
    fprintf(out,
            "pokeq %s - Texas Hold'em equity, exact or Monte Carlo\n"
            "\n"
            "usage: pokeq PLAYER PLAYER... [options]\n"
            "       pokeq --batch FILE [options]\n"
            "       pokeq eval CARDS...     value of the best five of 5 to 7 cards\n"
            "       pokeq bench [--hands N] [--runs R]   evaluator throughput\n"
            "       pokeq preflop vs-random [--opponents N] [--grid] [--svg FILE]\n"
            "                               the 169 hand classes against N random hands\n"
            "       pokeq preflop matrix    the exact 169x169 heads-up class matrix\n"
            "                               (both: --format text|csv|json, --cache DIR)\n"
            "       pokeq preflop three-way [--first N] [--count N]   cells of the exact\n"
            "                               three-way class table, with its projected time\n"
            "       pokeq grid RANGE [--ranking R] [--svg FILE]   a range on the 13x13 grid\n"
            "       pokeq hits RANGE --board CARDS [--vs RANGE] [--list]\n"
            "                               what a range holds on a flop, turn or river\n"
            "       pokeq flops RANGE RANGE...   exact equity on each of the 1,755 flops\n"
            "                               distinct by suit, with textures and the average\n"
            "       pokeq merge FILE...     the --shard parts of one job, added up\n"
            "       pokeq serve [--port N] [--bind ADDR]   an HTTP JSON API on 127.0.0.1\n"
            "                               (pokeq serve --help)\n"
            "       pokeq icm --stacks LIST --payouts LIST   tournament prize equity (ICM)\n"
            "       pokeq pushfold --stack S|FROM-TO [--ante A]   the exact heads-up\n"
            "                               push/fold equilibrium, or its chart over stacks\n"
            "\n"
            "Each PLAYER (2 to 10) is a hand of two cards or a range:\n"
            "  AhKd  10h10d  A♠K♠          a hand (rank 2-9, T or 10, J, Q, K, A;\n"
            "                              suit c d h s, or the symbols ♣ ♦ ♥ ♠)\n"
            "  QQ+,AKs  22-66  A2s+  KTo+  a range (quote it if it has spaces)\n"
            "  random  10%%  5%%-10%%  AK:0.5  any hand, top percentages, weights\n"
            "  10%% is the fewest strongest classes holding 10%% of the 1,326 combos,\n"
            "  in PokerStove's order (77+,A9s+,KTs+,QTs+,AJo+,KQo); --ranking vs3 or vs1\n"
            "  orders by pokeq's own equity against 3 or 1 random hands instead\n"
            "\n"
            "options:                                           for example:\n"
            "  --board CARDS  known board cards, 0 to 5          --board 7h2h3c\n"
            "  --dead CARDS   cards known to be out of the deck  --dead 2c3c\n"
            "  --exact        count every runout exactly         --exact\n"
            "  --mc           sample runouts (Monte Carlo)       --mc\n"
            "                 (one or the other: both are an error)\n"
            "  --trials N     Monte Carlo: stop after N trials   --trials 1e6\n"
            "  --stderr E     Monte Carlo: stop at standard      --stderr 0.001\n"
            "                 error E, a fraction of the pot (default %g)\n"
            "  --time S       Monte Carlo: stop after S seconds  --time 2.5\n"
            "                 (each of the three implies --mc; the first met stops it)\n"
            "  --threads N    threads, 0 = all cores (default)   --threads 4\n"
            "  --seed N       Monte Carlo seed (default %d):      --seed 7\n"
            "                 same seed, same answer, for any thread count\n"
            "                 (with --exact an error: it draws no random numbers)\n"
            "  --format F     text (default), json or csv        --format json\n"
            "  --ranking R    order for N%%: pokerstove, vs3, vs1  --ranking vs3\n"
            "                 (short deck: N%% always by its own ranking)\n"
            "  --game G       holdem (default), shortdeck[-triton], --game shortdeck\n"
            "                 omaha, omaha5, omaha6, omaha[5]-hilo,\n"
            "                 holdem-hilo, razz, stud, stud-hilo, stud-hilo-nq,\n"
            "                 draw, lowball27, lowball-a5, badugi\n"
            "                 (stud games: no board, a seat is its 1 to 7\n"
            "                 known cards; draw games: no board, a seat is\n"
            "                 the 0 to 5 cards it keeps, badugi 0 to 4)\n"
            "  --batch FILE   one scenario per line of FILE,     --batch examples/scenarios.txt\n"
            "                 - for stdin, '#' comments; options given with it\n"
            "                 apply to every line unless the line sets them;\n"
            "                 a line may not set --format: JSON is one object a\n"
            "                 line (JSON Lines), CSV has one header\n"
            "  --categories   count each player's hand types     --categories\n"
            "                 at showdown (high card .. straight flush) and,\n"
            "                 in razz and the hi/lo games, the low by its top\n"
            "                 card (5-low .. K-low, paired low, no low);\n"
            "                 not short deck or the draw games\n"
            "  --per-combo    every combo's counts and equity    --per-combo\n"
            "                 (holdem and shortdeck ranges)\n"
            "  --graph FILE   each player's equity graph as SVG  --graph eq.svg\n"
            "                 (combos by equity against the share of the range)\n"
            "  --shard K/N    count part K of N of the job and   --shard 2/7 > part2\n"
            "                 write its counts (a shard file) for pokeq merge;\n"
            "                 needs --exact, or --mc with --trials alone; the\n"
            "                 merged answer is the unsplit one, bit for bit\n"
            "  --quiet, -q    no progress line on stderr         --quiet\n"
            "  --help, -h     this text                          --help\n"
            "  --version      the version                        --version\n"
            "Options may also be written --name=value. Numbers are plain decimals,\n"
            "optionally with an exponent (1000000, 1e6, 0.001, 2.5e-3): no sign, hex,\n"
            "inf or nan.\n"
            "\n"
            "equity is the pot share won on average; win the share of showdowns won\n"
            "outright; tie the share of showdowns split with others, any way (not\n"
            "PokerStove's tie, which is the pot share won by splits: equity - win).\n"
            "With weights the count line gives the deals, then their weighted total.\n"
            "\n"
            "With neither --exact nor --mc, pokeq counts exactly when that takes about\n"
            "a second or less, and otherwise samples to a standard error of %g.\n"
            "Runs over half a second show progress on a terminal; Ctrl-C during Monte\n"
            "Carlo prints the result so far, marked as interrupted.\n"
            "\n"
            "examples:\n"
            "  pokeq AhAs KdKc\n"
            "  pokeq \"QQ+,AKs\" random --board 7h2h3c\n"
            "  pokeq AhKh QsQd JcTc --dead 2c3c --format json\n"
            "  pokeq --batch examples/scenarios.txt --format csv\n"
            "\n"
            "Exit status: 0 done; 1 failed: the output could not be written (a full\n"
            "disk, a closed stdout; the message says why), out of memory, a file not\n"
            "written; 2 bad input (the message names the word and where); 130\n"
            "interrupted; 141 the reader of the output went away (a closed pipe).\n",
            POKEQ_VERSION, DEFAULT_TARGET_STDERR, DEFAULT_SEED, DEFAULT_TARGET_STDERR);
}

int help_asked(int argc, char **argv)
{
    for (int a = 0; a < argc; a++)
        if (strcmp(argv[a], "--help") == 0 || strcmp(argv[a], "-h") == 0)
            return 1;
    return 0;
}

/* One subcommand's usage and options. */
typedef struct command_help {
    const char *name;
    const char *text;
} command_help;

static const command_help COMMAND_HELP[] = {
    {"eval", "usage: pokeq eval [--game NAME] CARDS...\n"
             "  the value (1..7462, higher is stronger) and name of the best five of\n"
             "  5 to 7 cards, e.g. pokeq eval As Ks Qs Js Ts 2c 3d; with --game, the\n"
             "  hand named in that game: pokeq eval --game razz 8h6d5c4s2hKsKd\n"
             "  (8-6-5-4-2 low); hi/lo games name both halves; draw games take exactly\n"
             "  their hand: pokeq eval --game badugi 8h5dAc3c (three-card badugi 8-5-A)\n"},
    {"grid", "usage: pokeq grid RANGE [--ranking pokerstove|vs3|vs1] [--svg FILE]\n"
             "  the range on the 13x13 grid: pairs on the diagonal, suited above,\n"
             "  offsuit below; e.g. pokeq grid \"QQ+,AKs,A5s-A2s\", pokeq grid 10%\n"
             "  --ranking R   the order of N% terms (default pokerstove)\n"
             "  --svg FILE    also write the grid as an SVG picture\n"},
    {"hits", "usage: pokeq hits RANGE --board CARDS [--dead CARDS] [--vs RANGE] [--list]\n"
             "  every combo of the range on a flop, turn or river (3 to 5 board cards):\n"
             "  its made hand (one class each: set, top pair top kicker, ...) and its\n"
             "  draws (any number: flush draw, gutshot, ...), counted with the range's\n"
             "  weights as combos and percent; e.g. pokeq hits \"QQ+,AKs,T9s\" --board Kh7s2c\n"
             "  --board CARDS   the board, 3 to 5 cards\n"
             "  --dead CARDS    cards out of the deck\n"
             "  --vs RANGE      count each combo by the weight of RANGE it leaves (card removal)\n"
             "  --list          each class's combos too, as range text\n"
             "  --format F      text (default), json or csv\n"
             "  --ranking R     the order of N% terms (default pokerstove)\n"
             "  --game G        holdem (default), omaha, omaha5, omaha6, omaha-hilo or\n"
             "                  omaha5-hilo: Omaha hands play two hole and three board\n"
             "                  cards; adds wraps (9+ outs) and, hi/lo, lows and low\n"
             "                  draws; --vs, --list and --ranking are Hold'em's. Other\n"
             "                  games are refused with why\n"},
    {"preflop", "usage: pokeq preflop vs-random [--opponents N] [--trials N] [--seed N]\n"
                "       pokeq preflop matrix\n"
                "  vs-random: the 169 classes against N random hands (1: exact, cached;\n"
                "  2..9: Monte Carlo with its error); matrix: the exact 169x169 table\n"
                "  --opponents N   random opponents, 1 to 9 (default 1)\n"
                "  --trials N      Monte Carlo trials (vs-random, 2+ opponents)\n"
                "  --seed N        Monte Carlo seed\n"
                "  --grid          vs-random as the 13x13 grid\n"
                "  --svg FILE      the grid as an SVG picture\n"
                "  --game G        vs-random for shortdeck or shortdeck-triton (the 81\n"
                "                  classes of ranks 6..A, exact); Omaha has no 169-class\n"
                "                  table (a hand of 4 to 6 cards)\n"
                "  --format F      text, csv or json\n"
                "  --threads N     0 = every core\n"
                "  --cache DIR     where exact tables are kept; --no-cache: compute again\n"
                "  --quiet, -q     no progress line\n"
                "  --shard K/N     part K of N of the table as a shard file (never cached);\n"
                "                  pokeq merge of every part prints the table\n"
                "       pokeq preflop three-way [--first N] [--count N] [--shard K/N]\n"
                "  cells of the exact three-way class table (818,805 unordered triples of\n"
                "  classes, in order), one pokeq_solve each, and the whole table's time\n"
                "  at the measured rate\n"
                "  --first N       the first cell, 0..818804 (default 0)\n"
                "  --count N       how many cells (default 20)\n"},
    {"flops", "usage: pokeq flops RANGE RANGE... [--threads N] [--format text|csv|json] [--shard K/N]\n"
              "  every one of the 1,755 flops distinct by suit (each standing for 4, 12 or\n"
              "  24 of the 22,100), the ranges' exact equity on it, its texture (monotone,\n"
              "  two-tone, rainbow; unpaired, paired, trips; connectedness; high card),\n"
              "  and the average over every flop, which is the preflop exact answer;\n"
              "  Hold'em ranges of whole classes (\"QQ+,AKs\", random, 10%), no board;\n"
              "  other games are refused (one Omaha flop: pokeq --game omaha ... --board F)\n"
              "  --format F      text: the average, equity by texture, best and worst\n"
              "                  flops; csv and json: a row per flop, the average last\n"
              "  --shard K/N     part K of N of the flops as a shard file (pokeq merge)\n"
              "  --threads N     0 = every core\n"},
    {"merge", "usage: pokeq merge FILE...\n"
              "  the shard files of one job (pokeq ... --shard K/N > FILE, every part\n"
              "  once, in any order; a batch's, a flops job's or a preflop table's)\n"
              "  added up and printed as the unsplit run prints it, a batch's bad\n"
              "  lines too; parts of other jobs, repeated or missing parts are refused\n"},
    {"serve", "usage: pokeq serve [--bind ADDR] [--port N] [--threads N] [--jobs N] [--queue N]\n"
              "                   [--max-seconds S] [--token-file F] [--allow-origin O] [--open]\n"
              "  an HTTP JSON API (README \"Server\"; GET /api/v1/openapi.json describes it):\n"
              "  POST /api/v1/equity answers what `pokeq ... --format json` prints\n"
              "  --bind ADDR       numeric address to listen on (default 127.0.0.1); any\n"
              "                    other than loopback needs a token (--token-file, or one\n"
              "                    is generated and printed once)\n"
              "  --port N          port, 0 = any free one (default 8080); printed when ready\n"
              "  --threads N       engine threads per answer, 0 = every core (default)\n"
              "  --jobs N          answers computed at a time (default 2)\n"
              "  --queue N         answers waiting their turn (default 64); more get 503\n"
              "  --max-seconds S   refuse exact work estimated longer (422), stop Monte\n"
              "                    Carlo by then (default 30)\n"
              "  --token-file F    every request needs Authorization: Bearer (its first line)\n"
              "  --allow-origin O  let pages from origin O call the API (CORS)\n"
              "  --connections N   open connections at most (default 256)\n"
              "  --timeout S       seconds a connection may stay idle (default 30)\n"
              "  --open            open the page in a browser (xdg-open)\n"
              "  SIGINT or SIGTERM stops it (exit 0)\n"},
    {"icm", "usage: pokeq icm --stacks LIST --payouts LIST [--exact | --mc] [--trials N] [--seed N]\n"
            "  each player's prize equity by the Malmuth-Harville model (first place\n"
            "  with probability stack / chips, each lower place the same way among\n"
            "  those left) and chance of every place; e.g.\n"
            "  pokeq icm --stacks 5000,3000,2000 --payouts 50,30,20\n"
            "  --stacks LIST    chip counts, comma-separated, each above 0\n"
            "  --payouts LIST   prizes for places 1, 2, ... (at most one per player)\n"
            "  --exact          exact (the default up to 20 players)\n"
            "  --mc             Monte Carlo (the default past 20 players), with its error\n"
            "  --trials N       Monte Carlo trials (default 1000000; implies --mc)\n"
            "  --seed N         Monte Carlo seed (default 1)\n"
            "  --threads N      0 = every core\n"
            "  --format F       text (default), json or csv\n"},
    {"pushfold", "usage: pokeq pushfold --stack S|FROM-TO [--ante A] [--step X] [--grid]\n"
                 "  the heads-up push/fold equilibrium, solved exactly: the small blind\n"
                 "  shoves or folds, the big blind calls or folds; both ranges, the small\n"
                 "  blind's value and the exploitability. FROM-TO: the chart of each class's\n"
                 "  largest stack pushed and called; e.g. pokeq pushfold --stack 10,\n"
                 "  pokeq pushfold --stack 1-25 --grid\n"
                 "  --stack S        effective stack in big blinds (above 1 + ante), or FROM-TO\n"
                 "  --ante A         each player's ante in big blinds (default 0)\n"
                 "  --step X         the chart's step in big blinds (default 0.5)\n"
                 "  --players N      2 (more players are not solved yet)\n"
                 "  --grid           both ranges (or charts) as 13x13 grids of text\n"
                 "  --svg FILE       the push range (or chart) as an SVG grid\n"
                 "  --call-svg FILE  the call range (or chart) as an SVG grid\n"
                 "  --format F       text (default), json or csv\n"
                 "  --cache DIR      where the class matrix is kept; --no-cache: compute it\n"
                 "  --threads N      threads for the matrix, 0 = every core\n"
                 "  --quiet, -q      no progress line\n"},
    {"bench", "usage: pokeq bench [--hands N] [--runs R] [--json] [--evaluators | --equity]\n"
              "  evaluator throughput and equity workloads, medians of R runs\n"
              "  --hands N       pre-dealt random hands for the random-access rows\n"
              "  --runs R        runs per figure (the median is shown)\n"
              "  --json          one JSON object instead of the tables\n"
              "  --evaluators    only the evaluators; --equity: only the equity workloads\n"
              "  --loop NAME N   (first word) one timing loop alone, for callgrind\n"},
};

void help_command(FILE *out, const char *command)
{
    for (size_t i = 0; i < sizeof COMMAND_HELP / sizeof COMMAND_HELP[0]; i++) {
        if (strcmp(COMMAND_HELP[i].name, command) == 0) {
            fputs(COMMAND_HELP[i].text, out);
            fputs("(pokeq --help for every command)\n", out);
            return;
        }
    }
    help_print(out);
}
