/* SPDX-License-Identifier: MIT */
/* record_sgf_words.c - the words SGF's reader and writer share: the library's private
 * properties and RE's results. */
#include "record/record_sgf.h"

#include <string.h>

const char *const rj_sgf_opening_props[OP_COUNT] = {
    "", "SWAP", "DECLARE", "OFFERS", "BRANCH", "COLOUR", "SWAPTWO"
};
const char *const rj_sgf_swap_words[3] = { "", "no", "yes" };
const char *const rj_sgf_mark_props[5] = { "", "TR", "SQ", "CR", "MA" };

/* The verdicts RE gives with a letter after "B+" or "W+", in FF[4]'s words: resigned,
 * out of time, forfeited.  RENJU_REASON_FOUL is written as a forfeit too, but a foul is
 * found on the board, never read from RE. */
static const char verdict_letter[] = "RTF";
static const int verdict_reason[] = {
    RENJU_REASON_RESIGNATION, RENJU_REASON_TIME, RENJU_REASON_FORFEIT
};

/* The index of reason in verdict_reason[], -1 for a reason that is no verdict. */
static int verdict_index(int reason)
{
    int k;

    for (k = 0; k < 3; k++)
        if (verdict_reason[k] == reason)
            return k;
    return -1;
}

int rj_sgf_is_verdict(int reason)
{
    return verdict_index(reason) >= 0;
}

int rj_sgf_re_meaning(const char *t, size_t n, int *reason)
{
    static const char draw[] = "draw";
    const char *v;
    size_t i;

    if (n >= 3 && (t[0] == 'B' || t[0] == 'W' || t[0] == 'b' || t[0] == 'w') && t[1] == '+'
        && t[2] != '\0'
        && (v = strchr(verdict_letter, t[2] >= 'a' && t[2] <= 'z' ? t[2] - 'a' + 'A' : t[2]))) {
        *reason = verdict_reason[v - verdict_letter];
        return t[0] == 'B' || t[0] == 'b' ? 'B' : 'W';
    }
    if (n == 1 && t[0] == '0')
        return 'D';
    for (i = 0; n == 4 && i < 4; i++)
        if ((t[i] >= 'A' && t[i] <= 'Z' ? t[i] - 'A' + 'a' : t[i]) != draw[i])
            return 0;
    return n == 4 ? 'D' : 0;
}

const char *rj_sgf_verdict_text(int winner, int reason)
{
    static const char *const text[2][3] = {
        { "B+R", "B+T", "B+F" }, { "W+R", "W+T", "W+F" }
    };
    int k = verdict_index(reason);

    return text[winner == 'W'][k >= 0 ? k : 2];
}
