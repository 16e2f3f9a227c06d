/* SPDX-License-Identifier: MIT */
/* snapshot.c - the observable state of a game, through the public API only. */
#include "snapshot.h"
#include "testutil.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* FNV-1a, enough to tell two tag values apart */
static unsigned long hash_text(const char *text)
{
    unsigned long h = 2166136261ul;

    for (; *text; text++)
        h = ((h ^ (unsigned char)*text) * 16777619ul) & 0xfffffffful;
    return h;
}

static void take_tags(renju_game *g, snapshot *s)
{
    const char *name;
    char *value;
    int i, n;

    for (i = 0; (name = renju_tag_name(i)) != NULL; i++) {
        ck_assert_int_lt(i, SNAP_MAX_TAGS);
        n = renju_tag_get(g, name, NULL, 0);
        ck_assert_int_ge(n, 1);
        value = malloc((size_t)n);
        ck_assert_ptr_nonnull(value);
        ck_assert_int_eq(renju_tag_get(g, name, value, (size_t)n), n - 1);
        s->tag_len[i] = n - 1;
        s->tag_hash[i] = hash_text(value);
        free(value);
    }
    s->ntags = i;
}

static unsigned long hash_int(unsigned long h, int v)
{
    unsigned i;

    for (i = 0; i < sizeof v; i++)
        h = ((h ^ (((unsigned)v >> (8 * i)) & 0xffu)) * 16777619ul) & 0xfffffffful;
    return h;
}

/* The redo tail: redo everything, hashing each state reached, then undo as many
 * times.  Undo and redo allocate nothing, so this works under any allocator. */
static void take_redo_tail(renju_game *g, snapshot *s)
{
    int moves[SNAP_MAX_MOVES], offers[RENJU_MAX_OFFERS], n, i, k;
    unsigned long h = 2166136261ul;

    s->nredo = 0;
    s->redo_hash = 0;
    if (renju_in_setup(g))
        return;
    while (renju_redo(g) == RENJU_OK) {
        s->nredo++;
        ck_assert_int_le(s->nredo, SNAP_MAX_MOVES + 64);
        h = hash_int(h, renju_move_count(g));
        h = hash_int(h, renju_last_move(g));
        h = hash_int(h, renju_side_to_move(g));
        h = hash_int(h, renju_result(g));
        h = hash_int(h, renju_result_reason(g));
        h = hash_int(h, renju_draw_offered(g));
        h = hash_int(h, renju_expected_action(g));
        h = hash_int(h, renju_expected_player(g));
        h = hash_int(h, renju_player_colour(g, RENJU_PLAYER_FIRST));
        n = renju_offers(g, offers, RENJU_MAX_OFFERS);
        h = hash_int(h, n);
        for (i = 0; i < n; i++)
            h = hash_int(h, offers[i]);
    }
    ck_assert_int_eq(renju_errcode(g), RENJU_ENOMOVE);
    n = renju_moves(g, moves, SNAP_MAX_MOVES);
    ck_assert_int_ge(n, 0);
    for (i = 0; i < n; i++)
        h = hash_int(h, moves[i]);
    for (k = 0; k < s->nredo; k++)
        ck_assert_msg(renju_undo(g) == RENJU_OK, "undoing the redo tail: %s", renju_errmsg(g));
    s->redo_hash = h;
}

void snapshot_take(renju_game *g, snapshot *s)
{
    int p, n, opt;

    memset(s, 0, sizeof *s);
    s->ruleset = renju_game_ruleset(g);
    s->size = renju_game_size(g);
    ck_assert_int_ge(s->ruleset, RENJU_RULES_FREESTYLE);
    ck_assert_int_ge(s->size, RENJU_MIN_SIZE);
    ck_assert_int_le(s->size, RENJU_MAX_SIZE);

    for (p = 0; p < s->size * s->size; p++) {
        s->stone[p] = renju_stone(g, p);
        ck_assert_int_ge(s->stone[p], RENJU_EMPTY);
        ck_assert_int_le(s->stone[p], RENJU_WHITE);
    }
    s->side = renju_side_to_move(g);
    s->move_count = renju_move_count(g);
    s->stone_count = renju_stone_count(g);

    n = renju_moves(g, NULL, 0);
    ck_assert_int_ge(n, 0);
    ck_assert_int_le(n, SNAP_MAX_MOVES);
    s->nmoves = renju_moves(g, s->moves, SNAP_MAX_MOVES);
    ck_assert_int_eq(s->nmoves, n);

    s->last_move = renju_last_move(g);
    s->result = renju_result(g);
    s->reason = renju_result_reason(g);

    n = renju_winning_line(g, NULL, 0);
    ck_assert_int_ge(n, 0);
    ck_assert_int_le(n, RENJU_MAX_SIZE);
    s->nline = renju_winning_line(g, s->line, RENJU_MAX_SIZE);
    ck_assert_int_eq(s->nline, n);

    ck_assert_int_eq(renju_result_foul(g, &s->foul_kind, &s->foul_point), RENJU_OK);
    s->draw_offered = renju_draw_offered(g);
    s->in_setup = renju_in_setup(g);

    for (opt = SNAP_FIRST_OPTION; opt <= SNAP_LAST_OPTION; opt++)
        ck_assert_int_eq(renju_option_get(g, opt, &s->option[opt]), RENJU_OK);

    s->expected_action = renju_expected_action(g);
    s->expected_player = renju_expected_player(g);
    s->expected_colour = renju_expected_colour(g);
    s->first_colour = renju_player_colour(g, RENJU_PLAYER_FIRST);
    s->second_colour = renju_player_colour(g, RENJU_PLAYER_SECOND);
    ck_assert_int_ge(s->first_colour, RENJU_BLACK);
    ck_assert_int_ge(s->second_colour, RENJU_BLACK);
    s->colours_final = renju_colours_final(g);
    s->offer_bounds_rc = renju_offer_bounds(g, &s->offer_min, &s->offer_max);
    n = renju_offers(g, NULL, 0);
    ck_assert_int_ge(n, 0);
    ck_assert_int_le(n, RENJU_MAX_OFFERS);
    s->noffers = renju_offers(g, s->offers, RENJU_MAX_OFFERS);
    ck_assert_int_eq(s->noffers, n);

    take_tags(g, s);
    take_redo_tail(g, s);
    /* the tail walked, the game must be as before it */
    ck_assert_int_eq(renju_move_count(g), s->move_count);
    ck_assert_int_eq(renju_last_move(g), s->last_move);
    ck_assert_int_eq(renju_result(g), s->result);
    ck_assert_int_eq(renju_expected_action(g), s->expected_action);
}

#define DIFF(field)                                                            \
    do {                                                                       \
        if (a->field != b->field) {                                            \
            if (why)                                                           \
                snprintf(why, n, "%s: %d before, %d after", #field,            \
                         a->field, b->field);                                  \
            return 0;                                                          \
        }                                                                      \
    } while (0)

int snapshot_equal(const snapshot *a, const snapshot *b, char *why, size_t n)
{
    int i;

    DIFF(ruleset);
    DIFF(size);
    for (i = 0; i < a->size * a->size; i++)
        DIFF(stone[i]);
    DIFF(side);
    DIFF(move_count);
    DIFF(stone_count);
    DIFF(nmoves);
    for (i = 0; i < a->nmoves; i++)
        DIFF(moves[i]);
    DIFF(last_move);
    DIFF(result);
    DIFF(reason);
    DIFF(nline);
    for (i = 0; i < a->nline; i++)
        DIFF(line[i]);
    DIFF(foul_kind);
    DIFF(foul_point);
    DIFF(draw_offered);
    DIFF(in_setup);
    for (i = SNAP_FIRST_OPTION; i <= SNAP_LAST_OPTION; i++)
        DIFF(option[i]);
    DIFF(expected_action);
    DIFF(expected_player);
    DIFF(expected_colour);
    DIFF(first_colour);
    DIFF(second_colour);
    DIFF(colours_final);
    DIFF(offer_bounds_rc);
    if (a->offer_bounds_rc == RENJU_OK) {
        DIFF(offer_min);
        DIFF(offer_max);
    }
    DIFF(noffers);
    for (i = 0; i < a->noffers; i++)
        DIFF(offers[i]);
    DIFF(ntags);
    for (i = 0; i < a->ntags; i++) {
        DIFF(tag_len[i]);
        if (a->tag_hash[i] != b->tag_hash[i]) {
            if (why)
                snprintf(why, n, "the value of tag %s", renju_tag_name(i));
            return 0;
        }
    }
    return 1;
}

int snapshot_equal_whole(const snapshot *a, const snapshot *b, char *why, size_t n)
{
    if (!snapshot_equal(a, b, why, n))
        return 0;
    DIFF(nredo);
    if (a->redo_hash != b->redo_hash) {
        if (why)
            snprintf(why, n, "the actions that could be redone");
        return 0;
    }
    return 1;
}

void snapshot_assert_equal(const snapshot *a, const snapshot *b, const char *file, int line)
{
    char why[128];

    ck_assert_msg(snapshot_equal(a, b, why, sizeof why), "%s:%d: the game changed: %s",
                  file, line, why);
}

/* The message of the last call that CHECK_FAILS saw fail (the snapshot taken after it
 * overwrites the handle's record). */
static char last_failure[512];

const char *failure_message(void)
{
    return last_failure;
}

void check_failed_call(renju_game *g, int rc, int code, const snapshot *before,
                       const char *what, const char *file, int line)
{
    snapshot after;
    const char *msg;

    ck_assert_msg(rc == code, "%s:%d: %s returned %d, expected %d", file, line, what, rc, code);
    ck_assert_msg(renju_errcode(g) == code, "%s:%d: %s: renju_errcode() is %d, expected %d",
                  file, line, what, renju_errcode(g), code);
    msg = renju_errmsg(g);
    ck_assert_msg(msg != NULL && msg[0] != '\0', "%s:%d: %s: no error message",
                  file, line, what);
    snprintf(last_failure, sizeof last_failure, "%s", msg);
    snapshot_take(g, &after);
    {
        char why[128];
        /* a failed call changes nothing: not even what could be redone */
        ck_assert_msg(snapshot_equal_whole(before, &after, why, sizeof why),
                      "%s:%d: %s failed and changed the game: %s", file, line, what, why);
    }
}

void check_ok_call(renju_game *g, int rc, const char *what, const char *file, int line)
{
    const char *msg = renju_errmsg(g);

    ck_assert_msg(rc == RENJU_OK, "%s:%d: %s returned %d (%s), expected RENJU_OK",
                  file, line, what, rc, msg ? msg : "(null)");
    ck_assert_msg(renju_errcode(g) == RENJU_OK, "%s:%d: %s: renju_errcode() is %d after success",
                  file, line, what, renju_errcode(g));
    ck_assert_msg(msg != NULL && msg[0] == '\0', "%s:%d: %s: message \"%s\" after success",
                  file, line, what, msg ? msg : "(null)");
}

int text_is_utf8(const char *str)
{
    const unsigned char *p = (const unsigned char *)str;
    unsigned long cp;
    int len, k;

    while (*p) {
        if (*p < 0x20 || *p == 0x7f)
            return 0;
        if (*p < 0x80) {
            p++;
            continue;
        }
        if (*p >= 0xc2 && *p <= 0xdf) {
            len = 2;
            cp = *p & 0x1fu;
        } else if (*p >= 0xe0 && *p <= 0xef) {
            len = 3;
            cp = *p & 0x0fu;
        } else if (*p >= 0xf0 && *p <= 0xf4) {
            len = 4;
            cp = *p & 0x07u;
        } else {
            return 0;
        }
        for (k = 1; k < len; k++) {
            if ((p[k] & 0xc0) != 0x80)   /* the NUL ends the loop here too */
                return 0;
            cp = cp << 6 | (p[k] & 0x3fu);
        }
        if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff))
            || (cp >= 0xd800 && cp <= 0xdfff))
            return 0;
        p += len;
    }
    return 1;
}

int wins_for(int result, int colour)
{
    return result == (colour == RENJU_BLACK ? RENJU_BLACK_WINS : RENJU_WHITE_WINS);
}

renju_game *new_game(int ruleset, int size)
{
    renju_game *g = NULL;

    ck_assert_int_eq(renju_game_new(&g, ruleset, size), RENJU_OK);
    ck_assert_ptr_nonnull(g);
    return g;
}

int pt(renju_game *g, const char *text)
{
    int p = -1;

    ck_assert_msg(renju_point_parse(g, text, &p) == RENJU_OK, "cannot parse \"%s\": %s",
                  text, renju_errmsg(g));
    return p;
}

/* The next space-separated word of *s into word (which holds 16 bytes), *s moved past
 * it; 0 at the end of the list. */
static int next_word(const char **s, char word[16])
{
    size_t len;

    while (**s == ' ')
        (*s)++;
    if (!**s)
        return 0;
    len = strcspn(*s, " ");
    ck_assert_uint_lt(len, 16);
    memcpy(word, *s, len);
    word[len] = '\0';
    *s += len;
    return 1;
}

void play_list(renju_game *g, const char *list)
{
    char word[16];
    const char *s = list;
    int p, rc;

    while (next_word(&s, word)) {
        p = pt(g, word);
        rc = p == RENJU_PASS ? renju_pass(g) : renju_play(g, p);
        ck_assert_msg(rc == RENJU_OK, "playing %s in \"%s\": %d (%s)", word, list, rc,
                      renju_errmsg(g));
    }
}

void put_list(renju_game *g, const char *list, int colour)
{
    char word[16];

    while (next_word(&list, word))
        if (strcmp(word, "-") != 0)
            CHECK_OK(g, renju_setup_put(g, pt(g, word), colour));
}

void set_up(renju_game *g, const char *black, const char *white, int side)
{
    CHECK_OK(g, renju_setup_begin(g));
    put_list(g, black, RENJU_BLACK);
    put_list(g, white, RENJU_WHITE);
    CHECK_OK(g, renju_setup_side(g, side));
    CHECK_OK(g, renju_setup_end(g));
}

renju_game *try_set_up(int ruleset, int size, const char *black, const char *white, int side)
{
    renju_game *g = new_game(ruleset, size);

    CHECK_OK(g, renju_setup_begin(g));
    put_list(g, black, RENJU_BLACK);
    put_list(g, white, RENJU_WHITE);
    CHECK_OK(g, renju_setup_side(g, side));
    if (renju_setup_end(g) != RENJU_OK) {
        renju_game_free(g);
        return NULL;
    }
    return g;
}

renju_game *random_set_up(int ruleset, int size, int width, int stones,
                          unsigned long long *rng)
{
    char black[2048] = "-", white[2048] = "-", name[8];
    int used[SNAP_MAX_CELLS] = { 0 }, i, c, r, p, lo = (size - width) / 2;
    renju_game *g = new_game(ruleset, size);

    for (i = 0; i < stones; i++) {
        do {
            c = lo + (int)rnd_next(rng, (unsigned)width);
            r = lo + (int)rnd_next(rng, (unsigned)width);
            p = r * size + c;
        } while (used[p]);
        used[p] = 1;
        ck_assert_int_gt(renju_point_format(g, p, name, sizeof name), 0);
        strcat(i % 2 ? white : black, " ");
        strcat(i % 2 ? white : black, name);
    }
    renju_game_free(g);
    return try_set_up(ruleset, size, black + 1, white + 1,
                      rnd_next(rng, 2) ? RENJU_BLACK : RENJU_WHITE);
}

char *export_record(renju_game *g, int format, int *len)
{
    const char *name = format == RENJU_FORMAT_MOVES ? "moves"
                       : format == RENJU_FORMAT_SGF ? "sgf"
                       : format == RENJU_FORMAT_PSQ ? "psq" : "?";
    int need = renju_record_export(g, format, NULL, 0), n;
    char *buf;

    ck_assert_msg(need > 0, "export %s: %d (%s)", name, need, renju_errmsg(g));
    buf = malloc((size_t)need);
    ck_assert_ptr_nonnull(buf);
    n = renju_record_export(g, format, buf, (size_t)need);
    ck_assert_msg(n == need - 1, "export %s: %d, expected %d (%s)", name, n, need - 1,
                  renju_errmsg(g));
    ck_assert_uint_eq(strlen(buf), (size_t)n);
    if (len)
        *len = n;
    return buf;
}

int no_five_fill(int size, int *moves)
{
    int black[SNAP_MAX_CELLS], white[SNAP_MAX_CELLS];
    int nb = 0, nw = 0, c, r, i;

    /* colour by (column / 2 + row) parity: runs of at most two along every line */
    for (r = 0; r < size; r++)
        for (c = 0; c < size; c++) {
            if ((c / 2 + r) % 2 == 0)
                black[nb++] = r * size + c;
            else
                white[nw++] = r * size + c;
        }
    ck_assert_msg(nb == nw || nb == nw + 1, "no alternating filling of %dx%d", size, size);
    for (i = 0; i < nb + nw; i++)
        moves[i] = i % 2 == 0 ? black[i / 2] : white[i / 2];
    return nb + nw;
}
