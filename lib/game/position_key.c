/* SPDX-License-Identifier: MIT */
/* position_key.c - the position's key under every symmetry and move order, as the
 * public function gives it (poskey.h keeps it with the board). */
#include "game/handle.h"
#include "game/errors.h"

/* the rule sets' salts (poskey.h) have room for 8 */
typedef char rj_rulesets_have_salts[RENJU_RULES_CARO6 < 8 ? 1 : -1];

int renju_position_key(renju_game *g, unsigned char *key, int *sym)
{
    uint64_t h[2];
    int s, i;

    if (!g)
        return RENJU_EINVAL;
    if (!key)
        return rj_error(g, RENJU_EINVAL, "renju_position_key: key is NULL");
    s = rj_poskey_canonical(&g->key, &g->board, g->side, g->ruleset, h, NULL);
    /* most significant byte first, so that keys compare as their bytes do */
    for (i = 0; i < 8; i++) {
        key[i] = (unsigned char)(h[0] >> (56 - 8 * i));
        key[8 + i] = (unsigned char)(h[1] >> (56 - 8 * i));
    }
    if (sym)
        *sym = s;
    return rj_ok(g);
}
