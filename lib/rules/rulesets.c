/* SPDX-License-Identifier: MIT */
/* rulesets.c - the rule sets (renju_rules(7), RULE SETS): who wins with what, who has
 * forbidden moves, the boards and openings each is played with. */
#include "rules/catalogue.h"

/* five or more, whatever surrounds it */
static int five_or_more(int colour, int n, int blocked)
{
    (void)colour;
    (void)blocked;
    return n >= 5;
}

/* exactly five: an overline does not win, play goes on */
static int exactly_five(int colour, int n, int blocked)
{
    (void)colour;
    (void)blocked;
    return n == 5;
}

/* black exactly five, white five or more */
static int renju_wins(int colour, int n, int blocked)
{
    (void)blocked;
    return colour == RENJU_WHITE ? n >= 5 : n == 5;
}

/* caro: a five the opponent has closed at both ends does not win */
static int caro5_wins(int colour, int n, int blocked)
{
    (void)colour;
    return n == 5 && blocked < 2;
}

static int caro6_wins(int colour, int n, int blocked)
{
    (void)colour;
    return n >= 5 && blocked < 2;
}

const rj_ruleset_row rj_ruleset_rows[] = {
    [RENJU_RULES_FREESTYLE] = {
        "freestyle", "gomoku freestylegomoku freegomoku free",
        RENJU_MIN_SIZE, RENJU_MAX_SIZE, 0, RENJU_EMPTY, RJ_FAMILY_GOMOKU, NULL, 0,
        five_or_more, 0 },
    [RENJU_RULES_STANDARD] = {
        "standard", "standardgomoku exactlyfive",
        RENJU_MIN_SIZE, RENJU_MAX_SIZE, 0, RENJU_EMPTY, RJ_FAMILY_GOMOKU, NULL, 0,
        exactly_five, 1 },
    [RENJU_RULES_RENJU] = {
        "renju", "rif",
        15, 15, 1, RENJU_BLACK, RJ_FAMILY_RENJU, NULL, 0,
        renju_wins, 4 },
    [RENJU_RULES_FIVE_IN_A_ROW] = {
        "five-in-a-row", "five sapronov russian",
        15, 15, 1, RENJU_EMPTY, RJ_FAMILY_FIVE, rj_pro_script, 0,
        exactly_five, -1 },
    [RENJU_RULES_CARO5] = {
        "caro-5", "caro vietnamese",
        RENJU_MIN_SIZE, RENJU_MAX_SIZE, 0, RENJU_EMPTY, RJ_FAMILY_GOMOKU, NULL, 1,
        caro5_wins, 8 },
    [RENJU_RULES_CARO6] = {
        "caro-6", "",
        RENJU_MIN_SIZE, RENJU_MAX_SIZE, 0, RENJU_EMPTY, RJ_FAMILY_GOMOKU, NULL, 1,
        caro6_wins, -1 },
};

const int rj_nrulesets = (int)(sizeof rj_ruleset_rows / sizeof rj_ruleset_rows[0]);
