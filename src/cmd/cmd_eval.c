/* SPDX-License-Identifier: MIT */
/* cmd_eval.c - `pokeq eval [--game NAME] CARDS...`: the value of the best
 * five of 5 to 7 cards, or the hand named in another game (a draw game:
 * exactly its hand, badugi four cards). */
#include "cmd/cli.h"
#include "front/cli_error.h"
#include "cmd/help.h"

#include "pokeq.h"

#include <stdio.h>
#include <string.h>

int cmd_eval(int argc, char **argv)
{
    if (help_asked(argc, argv)) {
        help_command(stdout, "eval");
        return 0;
    }
    int cards[7];
    int count = 0, game = POKEQ_GAME_HOLDEM;
    for (int a = 0; a < argc; a++) {
        if (strcmp(argv[a], "--game") == 0) {
            char safe[CLI_SAFE_MAX];
            game = a + 1 < argc ? pokeq_game_from_name(argv[a + 1]) : -POKEQ_ERR_GAME;
            if (game < 0) {
                fprintf(stderr, "pokeq eval: unknown game, at '%s' (argument %d)\n",
                        a + 1 < argc ? cli_safe(argv[a + 1], SIZE_MAX, safe, sizeof safe) : "", a + 2);
                return 2;
            }
            a++;
            continue;
        }
        int error_at;
        const int n = pokeq_cards_parse(argv[a], cards + count, 7 - count, &error_at);
        if (n < 0) {
            const char *why = n == -POKEQ_ERR_DUPLICATE ? "card given twice"
                              : n == -POKEQ_ERR_ARGUMENT ? "more than 7 cards"
                                                         : "not a card";
            char safe[CLI_SAFE_MAX];
            fprintf(stderr, "pokeq eval: %s, at '%s' (argument %d, character %d)\n", why,
                    cli_safe(argv[a] + error_at, SIZE_MAX, safe, sizeof safe), a + 1, error_at + 1);
            return 2;
        }
        count += n;
    }
    /* a card may repeat across arguments too */
    for (int i = 0; i < count; i++)
        for (int j = 0; j < i; j++)
            if (cards[i] == cards[j]) {
                char text[3];
                fprintf(stderr, "pokeq eval: card given twice, at '%s'\n", pokeq_card_format(cards[i], text));
                return 2;
            }
    const int draw = game >= POKEQ_GAME_DRAW && game <= POKEQ_GAME_BADUGI; /* exactly the game's hand */
    if (draw && count != pokeq_game_hole_cards(game)) {
        fprintf(stderr, "pokeq eval: a %s hand is %d cards, got %d\n", pokeq_game_name(game),
                pokeq_game_hole_cards(game), count);
        return 2;
    }
    if (!draw && count < 5) {
        fprintf(stderr, "pokeq eval: needs 5 to 7 cards, got %d\n", count);
        return 2;
    }
    if (game != POKEQ_GAME_HOLDEM) {
        char words[160];
        if (pokeq_describe_game(game, cards, count, words, sizeof words) < 0) {
            fprintf(stderr, "pokeq eval: %s hands are not named here (Omaha scores its hole and board apart; "
                            "short deck has its own scale)\n", pokeq_game_name(game));
            return 2;
        }
        printf("%s\n", words);
        return 0;
    }
    const int value = pokeq_eval(cards, count);
    char words[96];
    pokeq_describe(value, words, sizeof words);
    printf("%d %s\n", value, words);
    return 0;
}
