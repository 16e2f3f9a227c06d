/* SPDX-License-Identifier: MIT */
/* poskey.c - the position key under the 8 symmetries (poskey.h). */
#include "core/poskey.h"

#include <string.h>

void rj_poskey_clear(rj_poskey *k)
{
    memset(k, 0, sizeof *k);
}

/* A stone's exclusive ors, made at once. */
static void apply(rj_poskey *k, const rj_board *b, int p, int colour)
{
    const uint64_t (*z)[2] = rj_poskey_random[colour - 1];
    int r = rj_board_row(b, p), c = p - r * b->size;
    int n = b->size - 1, xc = n - c, xr = n - r;
    /* the image's cell under each symmetry, in the order of RENJU_SYM_* (as
     * rj_sym_apply() turns column c, row r), as row * RJ_MAX_SIZE + column */
    int cell[RJ_POSKEY_SYMS];
    int s;

    cell[0] = r * RJ_MAX_SIZE + c;      /* identity */
    cell[1] = c * RJ_MAX_SIZE + xr;     /* quarter turn: column n - r, row c */
    cell[2] = xr * RJ_MAX_SIZE + xc;    /* half turn */
    cell[3] = xc * RJ_MAX_SIZE + r;     /* three quarters: column r, row n - c */
    cell[4] = r * RJ_MAX_SIZE + xc;     /* columns mirrored */
    cell[5] = xr * RJ_MAX_SIZE + c;     /* rows mirrored */
    cell[6] = c * RJ_MAX_SIZE + r;      /* the a1 diagonal */
    cell[7] = xc * RJ_MAX_SIZE + xr;    /* the other diagonal */
    for (s = 0; s < RJ_POSKEY_SYMS; s++) {
        k->h[s][0] ^= z[cell[s]][0];
        k->h[s][1] ^= z[cell[s]][1];
    }
}

void rj_poskey_settle(rj_poskey *k, const rj_board *b)
{
    int i;

    for (i = 0; i < k->npending; i++)
        apply(k, b, k->pending[i] >> 2, k->pending[i] & 3);
    k->npending = 0;
}

void rj_poskey_of_board(rj_poskey *k, const rj_board *b)
{
    int p;

    rj_poskey_clear(k);
    for (p = 0; p < b->ncells; p++)
        if (b->cell[p] != RJ_EMPTY)
            apply(k, b, p, b->cell[p]);
}

int rj_poskey_canonical(rj_poskey *k, const rj_board *b, int side, int ruleset,
                        uint64_t out[2], unsigned *all)
{
    int s, best = 0;

    rj_poskey_settle(k, b);
    for (s = 1; s < RJ_POSKEY_SYMS; s++)
        if (k->h[s][0] < k->h[best][0]
            || (k->h[s][0] == k->h[best][0] && k->h[s][1] < k->h[best][1]))
            best = s;
    if (all) {
        *all = 0;
        for (s = 0; s < RJ_POSKEY_SYMS; s++)
            if (k->h[s][0] == k->h[best][0] && k->h[s][1] == k->h[best][1])
                *all |= 1u << s;
    }
    /* the salt is the same for every image, so the least image stays the least */
    for (s = 0; s < 2; s++)
        out[s] = k->h[best][s] ^ rj_poskey_salt_side[side][s] ^ rj_poskey_salt_rules[ruleset][s]
                 ^ rj_poskey_salt_size[b->size][s];
    return best;
}
