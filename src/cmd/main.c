/* SPDX-License-Identifier: MIT */
/* main.c - the pokeq program: its commands (cli_run); every write it made
 * is checked at the end (stream.h). */
#include "cmd/cli.h"
#include "front/stream.h"

int main(int argc, char **argv)
{
    stream_guard_standard();
    return stream_finish(cli_run(argc, argv));
}
