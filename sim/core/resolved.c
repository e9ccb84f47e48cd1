/* SPDX-License-Identifier: MIT */
/* resolved.c - the resolved input's accessors and request_fail (resolved.h). */
#include "core/resolved.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int request_fail(pokeq_error_info *error, int code, int place, int seat, const char *format, ...)
{
    if (error == NULL)
        return code;
    memset(error, 0, sizeof *error);
    error->code = code;
    error->place = place;
    error->seat = place == POKEQ_AT_SEAT ? seat : -1;
    error->card = -1;
    error->offset = -1;
    va_list args;
    va_start(args, format);
    vsnprintf(error->message, sizeof error->message, format, args);
    va_end(args);
    return code;
}

uint64_t resolved_whole_runouts(const resolved *input)
{
    const game g = game_of(input->game);
    const int left = g.deck_size - g.hole_cards * input->seats - input->board_count - input->dead_count;
    const int deal = 5 - input->board_count;
    uint64_t c = 1;
    for (int i = 1; i <= deal; i++)
        c = c * (uint64_t)(left - deal + i) / (uint64_t)i;
    return c;
}

/* 8 combos a word, then the rest. */
bool resolved_range_random(const pokeq_range *range)
{
    const uint64_t spread = range->weight[0] * 0x0101010101010101ULL;
    if (spread == 0)
        return false;
    int combo = 0;
    for (; combo + 8 <= POKEQ_COMBOS; combo += 8) {
        uint64_t word;
        memcpy(&word, &range->weight[combo], sizeof word);
        if (word != spread)
            return false;
    }
    for (; combo < POKEQ_COMBOS; combo++)
        if (range->weight[combo] != range->weight[0])
            return false;
    return true;
}

bool resolved_all_fixed(const resolved *r)
{
    for (int p = 0; p < r->seats; p++)
        if (!r->fixed[p])
            return false;
    return true;
}

pokeq_scenario resolved_scenario(const resolved *r)
{
    pokeq_scenario s;
    memset(&s, 0, sizeof s);
    s.game = (int)r->game;
    s.players = r->seats;
    memcpy(s.hole, r->hole, sizeof s.hole);
    memcpy(s.board, r->board, sizeof s.board);
    s.board_count = r->board_count;
    memcpy(s.dead, r->dead, sizeof s.dead);
    s.dead_count = r->dead_count;
    return s;
}

pokeq_range_scenario resolved_range_scenario(const resolved *r)
{
    pokeq_range_scenario s;
    memset(&s, 0, sizeof s);
    s.game = (int)r->game;
    s.players = r->seats;
    for (int p = 0; p < r->seats; p++)
        s.range[p] = &r->live[p];
    memcpy(s.board, r->board, sizeof s.board);
    s.board_count = r->board_count;
    memcpy(s.dead, r->dead, sizeof s.dead);
    s.dead_count = r->dead_count;
    return s;
}
