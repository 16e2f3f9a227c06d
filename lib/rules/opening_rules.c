/* SPDX-License-Identifier: MIT */
/* opening_rules.c - the opening rules of renju_rules(7), OPENING RULES, each a script
 * of steps: who acts, what they do and where. */
#include "rules/catalogue.h"

#define STONE(by, area) { RENJU_ACTION_STONE, RJ_BY_##by, RJ_AREA_##area, 0 }
#define SWAP(by)        { RENJU_ACTION_SWAP, RJ_BY_##by, 0, 0 }
#define DECLARE(by, n)  { RENJU_ACTION_DECLARE, RJ_BY_##by, 0, n }
#define OFFERS(by, n)   { RENJU_ACTION_OFFERS, RJ_BY_##by, 0, n }
#define CHOOSE(by)      { RENJU_ACTION_CHOOSE_OFFER, RJ_BY_##by, 0, 0 }
#define BRANCH(by, b)   { RENJU_ACTION_BRANCH, RJ_BY_##by, 0, b }
#define COLOUR(by)      { RENJU_ACTION_COLOUR, RJ_BY_##by, 0, 0 }
#define SWAP2(by)       { RENJU_ACTION_SWAP2, RJ_BY_##by, 0, 0 }
#define AGAIN(to)       { RJ_STEP_AGAIN, 0, 0, to }
#define END             { RENJU_ACTION_NONE, 0, 0, 0 }

/* The first three stones of RIF, Yamaguchi, Soosorv and Super Sakata make one of the
 * 26 openings: h8, a white stone next to it, a black one in the central 5x5. */
#define OPENING26 STONE(FIRST, CENTRE), STONE(FIRST, IN3), STONE(FIRST, IN5)

static const rj_step rif[] = {
    OPENING26,
    SWAP(SECOND),
    STONE(WHITE, ANY),
    OFFERS(BLACK, 2),
    CHOOSE(WHITE),
    END
};

static const rj_step yamaguchi[] = {
    OPENING26,
    DECLARE(FIRST, 0),
    SWAP(SECOND),
    STONE(WHITE, ANY),
    OFFERS(BLACK, RJ_NUM_DECLARED),
    CHOOSE(WHITE),
    END
};

/* The Polish seed's "pass" is the swap here: whoever would place move 4 (or the
 * offers) hands that duty, and the colour, to the other player. */
static const rj_step soosorv[] = {
    OPENING26,
    SWAP(SECOND),
    STONE(WHITE, ANY),
    DECLARE(WHITE, RJ_NUM_OPTION),
    SWAP(BLACK),
    OFFERS(BLACK, RJ_NUM_DECLARED),
    CHOOSE(WHITE),
    END
};

/* Tarannikov: five stones, each in a wider central square by the holder of the colour
 * to move, each followed by the other player's chance to swap.  Taraguchi places its
 * first four stones in the same way (Super Taraguchi one square wider), and the fifth
 * in its branch (a). */
#define SWAPPED_1_TO_4(area2, area3, area4)                                          \
    STONE(FIRST, CENTRE), SWAP(WHITE),                                               \
    STONE(WHITE, area2), SWAP(BLACK),                                                \
    STONE(BLACK, area3), SWAP(WHITE),                                                \
    STONE(WHITE, area4)
#define SWAPPED_5 SWAP(BLACK), STONE(BLACK, IN9), SWAP(WHITE)

static const rj_step tarannikov[] = {
    SWAPPED_1_TO_4(IN3, IN5, IN7),
    SWAPPED_5,
    END
};

/* After move 4 the holder of black chooses branch (a), from index 8, where that same
 * player may swap before move 5 and the other player after it, or (b), from index 12,
 * the offers.  (An earlier wording of the rule gave the first swap of (a) to the
 * holder of white.) */
#define TARAGUCHI(area2, area3, area4) {                                             \
    SWAPPED_1_TO_4(area2, area3, area4), /*  0-6 */                                  \
    BRANCH(BLACK, 12),                  /*  7 */                                     \
    SWAPPED_5,                          /*  8-10  (a) */                             \
    END,                                /* 11 */                                     \
    OFFERS(BLACK, RJ_NUM_OPTION),       /* 12  (b) */                                \
    CHOOSE(WHITE),                      /* 13 */                                     \
    END                                 /* 14 */                                     \
}

static const rj_step taraguchi[] = TARAGUCHI(IN3, IN5, IN7);
static const rj_step super_taraguchi[] = TARAGUCHI(IN5, IN7, IN9);

/* The second player places moves 4 and 5; then the chooser (first the first player)
 * takes black, stays white and plays move 6, or places a white and a black stone
 * anywhere and hands the same choice to the other player, round after round. */
static const rj_step super_sakata[] = {
    OPENING26,                          /* 0-2 */
    STONE(SECOND, IN7),                 /* 3 */
    STONE(SECOND, IN9),                 /* 4 */
    SWAP2(CHOOSER),                     /* 5 */
    STONE(CHOOSER, ANY),                /* 6 */
    STONE(CHOOSER, ANY),                /* 7 */
    AGAIN(5),                           /* 8 */
    END
};

static const rj_step swap1[] = {
    STONE(FIRST, FIRST), STONE(FIRST, ANY), STONE(FIRST, ANY),
    COLOUR(SECOND),
    END
};

/* the choice of black or white ends the opening; two more stones lead on */
static const rj_step swap2[] = {
    STONE(FIRST, FIRST), STONE(FIRST, ANY), STONE(FIRST, ANY),
    SWAP2(SECOND),
    STONE(SECOND, ANY), STONE(SECOND, ANY),
    COLOUR(FIRST),
    END
};

/* Pro, and the Sapronov rule of five in a row, the rule set's own (renju_rules(7), RULE
 * SETS): h8 first, move 3 outside the central 5x5. */
const rj_step rj_pro_script[] = {
    STONE(FIRST, CENTRE), STONE(SECOND, ANY), STONE(FIRST, OUT5), END
};

static const rj_step long_pro[] = {
    STONE(FIRST, CENTRE), STONE(SECOND, ANY), STONE(FIRST, OUT7), END
};

const rj_step rj_centre_first_script[] = { STONE(FIRST, CENTRE), END };

#define ALL (RJ_FAMILY_RENJU | RJ_FAMILY_GOMOKU | RJ_FAMILY_FIVE)
#define RENJU RJ_FAMILY_RENJU
#define GOMOKU RJ_FAMILY_GOMOKU

const rj_opening_row rj_opening_rows[] = {
    [RENJU_OPENING_NONE] =
        { "none", "free", "no opening rule", ALL, NULL, 0, 0, 0, 0 },
    [RENJU_OPENING_RIF] =
        { "rif", "rif1996 rif2008", "RIF", RENJU, rif, 0, 0, 0, 0 },
    [RENJU_OPENING_YAMAGUCHI] =
        { "yamaguchi", "", "Yamaguchi", RENJU, yamaguchi, 0, 0, 0, 0 },
    [RENJU_OPENING_SOOSORV] =
        { "soosorv", "soosyrv soosoerv", "Soosorv-N", RENJU, soosorv,
          1, RENJU_MAX_OFFERS, 8, 0 },
    [RENJU_OPENING_TARAGUCHI] =
        { "taraguchi", "", "Taraguchi-N", RENJU, taraguchi, 1, RENJU_MAX_OFFERS, 10, 0 },
    [RENJU_OPENING_SWAP1] =
        { "swap1", "swap", "Swap1", GOMOKU, swap1, 0, 0, 0, 0 },
    [RENJU_OPENING_SWAP2] =
        { "swap2", "", "Swap2", GOMOKU, swap2, 0, 0, 0, 0 },
    [RENJU_OPENING_PRO] =
        { "pro", "", "Pro", GOMOKU, rj_pro_script, 0, 0, 0, 3 },
    [RENJU_OPENING_LONG_PRO] =
        { "long-pro", "", "Long Pro", GOMOKU, long_pro, 0, 0, 0, 4 },
    [RENJU_OPENING_TARANNIKOV] =
        { "tarannikov", "5swap fiveswap", "Tarannikov", RENJU, tarannikov, 0, 0, 0, 0 },
    [RENJU_OPENING_SUPER_TARAGUCHI] =
        { "super-taraguchi", "", "Super Taraguchi-N", RENJU, super_taraguchi,
          1, RENJU_MAX_OFFERS, 10, 0 },
    [RENJU_OPENING_SUPER_SAKATA] =
        { "super-sakata", "", "Super Sakata", RENJU, super_sakata, 0, 0, 0, 0 },
};

const int rj_nopening_rules = (int)(sizeof rj_opening_rows / sizeof rj_opening_rows[0]);
