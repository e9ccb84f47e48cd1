/* SPDX-License-Identifier: MIT */
/* Omaha through the program: hi/lo answers carry high, low and scoop in
 * every format (high + low = equity), and a hand of the wrong size or a
 * range term that does not parse exits 2 naming the word. */
#include "testing.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static double json_number(const char *text, const char *key)
{
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    const char *at = strstr(text, pattern);
    return at != NULL ? strtod(at + strlen(pattern), NULL) : (double)NAN;
}

Test(omaha_cli, hilo_fields_in_every_format)
{
    run_result *r = RUN("--game", "omaha-hilo", "As2d3cKc", "QhQdJhJd", "--board", "4s5dQc", "--format", "json");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    const double equity = json_number(r->out, "equity"), high = json_number(r->out, "high");
    const double low = json_number(r->out, "low"), scoop = json_number(r->out, "scoop");
    cr_expect(fabs(high + low - equity) < 1e-12 && low > 0 && scoop > 0, "%s", r->out);
    cr_expect_eq(json_number(r->out, "runouts"), 820, "runouts, not half pots: %s", r->out);
    free(r);
    r = RUN("--game", "omaha-hilo", "As2d3cKc", "QhQdJhJd", "--board", "4s5dQc", "--format", "csv");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    cr_expect(strstr(r->out, ",high,low,scoop\n") != NULL, "%s", r->out);
    free(r);
    r = RUN("--game", "omaha-hilo", "As2d3cKc", "QhQdJhJd", "--board", "4s5dQc");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    cr_expect(strstr(r->out, "high       low     scoop") != NULL, "%s", r->out);
    free(r);
}

Test(omaha_cli, bad_input_exits_2_naming_the_word)
{
    run_result *r = RUN("--game", "omaha", "AsAhKsKh", "QdQcJd");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "'QdQcJd'") != NULL && r->out[0] == '\0', "%s", r->err);
    free(r);
    r = RUN("--game", "omaha", "AsAhKsKh", "AAxx,KKxz");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "'KKxz'") != NULL, "%s", r->err);
    free(r);
    r = RUN("--game", "omaha7", "AsAhKsKh", "QdQcJdJc");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "'omaha7'") != NULL, "%s", r->err);
    free(r);
}
