/* SPDX-License-Identifier: MIT */
/* fuzz_common.h - what the fuzz targets share: a check that aborts with its place,
 * a reader of the input's bytes, and a new game with another game's rules. */
#ifndef RENJU_FUZZ_COMMON_H
#define RENJU_FUZZ_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "renju.h"

#define REQUIRE(cond)                                                            \
    do {                                                                         \
        if (!(cond)) {                                                           \
            fprintf(stderr, "%s:%d: broken: %s\n", __FILE__, __LINE__, #cond);   \
            abort();                                                             \
        }                                                                        \
    } while (0)

typedef struct input {
    const uint8_t *p;
    size_t n;
} input;

static inline int byte(input *in)
{
    if (in->n == 0)
        return 0;
    in->n--;
    return *in->p++;
}

/* A new game with the rule set, size and options of g (the opening rule first, then
 * its N, then the rest; an option the rule set fixes is left as it is). */
static inline renju_game *same_rules(renju_game *g)
{
    static const int order[] = {
        RENJU_OPT_OPENING, RENJU_OPT_OPENING_N, RENJU_OPT_FOUL_POLICY, RENJU_OPT_ALLOW_PASS,
        RENJU_OPT_CENTRE_FIRST, RENJU_OPT_MOVE_LIMIT, RENJU_OPT_THREE_READING
    };
    renju_game *h = NULL;
    int i, value, lo, hi;

    REQUIRE(renju_game_new(&h, renju_game_ruleset(g), renju_game_size(g)) == RENJU_OK);
    for (i = 0; i < (int)(sizeof order / sizeof order[0]); i++) {
        REQUIRE(renju_option_get(g, order[i], &value) == RENJU_OK);
        REQUIRE(renju_option_bounds(h, order[i], &lo, &hi) == RENJU_OK);
        if (lo < hi)
            REQUIRE(renju_option_set(h, order[i], value) == RENJU_OK);
    }
    return h;
}

#endif
