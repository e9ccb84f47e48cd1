/* solve.c - one scenario from request to answer (solve.h). */
#include "solve.h"

#include "interrupt.h"
#include "job.h"
#include "progress.h"
#include "run.h"

#include <stdlib.h>
#include <unistd.h>

int solve(const scenario_request *request, FILE *out, output_state *state, int line, cli_error *error)
{
    /* a job holds twenty ranges: too big to want on the stack */
    job *j = malloc(sizeof *j);
    if (j == NULL) {
        cli_fail(error, -1, "", "out of memory");
        return EXIT_BAD_INPUT;
    }
    if (job_build(request, j, error) != 0) {
        free(j);
        return EXIT_BAD_INPUT;
    }
    progress bar = progress_make(stderr, isatty(STDERR_FILENO) && !j->options.quiet);
    const pokeq_mc_options rules = run_mc_rules(&j->options);
    progress_set_rules(&bar, &rules);
    double estimate;
    const bool sampling = run_choose(j, &estimate) == RUN_MC;
    /* Ctrl-C is caught only while sampling: an exact count cannot stop
     * halfway with an honest answer, so there it ends pokeq as usual */
    if (sampling)
        interrupt_catch();
    const run_hooks hooks = progress_hooks(&bar, interrupt_flag());
    outcome answer;
    const int failed = run_job(j, &hooks, &answer, error);
    if (sampling)
        interrupt_release();
    if (failed) {
        free(j);
        return EXIT_BAD_INPUT;
    }
    output_scenario(out, state, j, &answer, line);
    const int status = answer.interrupted ? EXIT_INTERRUPTED : 0;
    outcome_free(&answer);
    free(j);
    return status;
}
