/* SPDX-License-Identifier: MIT */
/* jni_game.c - the game: its life, options, points, play, the queries of the
 * position (the board, moves and the forbidden map in one call each), set-up
 * positions, shapes and explanations, diagrams. */
#include "rj_jni.h"

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------- lifecycle */

/* A new game's handle; on failure an exception (no handle holds a message: the
 * binding says what it asked for). */
JNIEXPORT jlong JNICALL RJJ_FN(gameNew)(JNIEnv *env, jclass cls, jint ruleset, jint size)
{
    renju_game *g = NULL;
    int rc = renju_game_new(&g, ruleset, size);
    char msg[128];

    (void)cls;
    if (rc < 0) {
        if (rc == RENJU_ERANGE)
            snprintf(msg, sizeof msg, "a %dx%d board is not allowed for the rule set %s",
                     size, size, renju_ruleset_name(ruleset));
        else if (rc == RENJU_EINVAL)
            snprintf(msg, sizeof msg, "%d is no rule set", ruleset);
        else
            snprintf(msg, sizeof msg, "%s", renju_strerror(rc));
        rjj_throw(env, rc, msg);
        return 0;
    }
    return (jlong)(intptr_t)g;
}

JNIEXPORT void JNICALL RJJ_FN(gameFree)(JNIEnv *env, jclass cls, jlong h)
{
    (void)env; (void)cls;
    renju_game_free(RJJ_GAME(h));
}

JNIEXPORT jlong JNICALL RJJ_FN(gameClone)(JNIEnv *env, jclass cls, jlong h)
{
    renju_game *copy = NULL;

    (void)cls;
    if (rjj_check(env, RJJ_GAME(h), renju_game_clone(&copy, RJJ_GAME(h))) < 0)
        return 0;
    return (jlong)(intptr_t)copy;
}

RJJ_INT0(gameReset, renju_game_reset(g))
RJJ_INT0(gameRuleset, renju_game_ruleset(g))
RJJ_INT0(gameSize, renju_game_size(g))

JNIEXPORT jint JNICALL RJJ_FN(errcode)(JNIEnv *env, jclass cls, jlong h)
{
    (void)env; (void)cls;
    return renju_errcode(RJJ_GAME(h));
}

JNIEXPORT jbyteArray JNICALL RJJ_FN(errmsg)(JNIEnv *env, jclass cls, jlong h)
{
    (void)cls;
    return rjj_cstr(env, renju_errmsg(RJJ_GAME(h)));
}

/* --------------------------------------------------------------- options */

RJJ_INT2(optionSet, renju_option_set(g, a, b))

JNIEXPORT jint JNICALL RJJ_FN(optionGet)(JNIEnv *env, jclass cls, jlong h, jint option)
{
    int value = 0, rc = renju_option_get(RJJ_GAME(h), option, &value);

    (void)cls;
    return rjj_check(env, RJJ_GAME(h), rc) < 0 ? rc : value;
}

JNIEXPORT jintArray JNICALL RJJ_FN(optionBounds)(JNIEnv *env, jclass cls, jlong h, jint option)
{
    int b[2] = { 0, 0 }, rc = renju_option_bounds(RJJ_GAME(h), option, &b[0], &b[1]);

    (void)cls;
    return rjj_check(env, RJJ_GAME(h), rc) < 0 ? NULL : rjj_ints(env, b, 2);
}

RJJ_INT1(searchTimeSet, renju_search_time_set(g, a))
RJJ_INT0(searchTimeGet, renju_search_time_get(g))

/* ---------------------------------------------------------------- points */

RJJ_INT2(point, renju_point(g, a, b))
RJJ_INT1(pointColumn, renju_point_column(g, a))
RJJ_INT1(pointRow, renju_point_row(g, a))

JNIEXPORT jint JNICALL RJJ_FN(pointParse)(JNIEnv *env, jclass cls, jlong h, jbyteArray text)
{
    char stack[64], *s;
    int p = RENJU_NO_POINT, rc;

    (void)cls;
    if (rjj_text(env, text, stack, sizeof stack, &s) < 0)
        return RENJU_EINVAL;
    rc = renju_point_parse(RJJ_GAME(h), s, &p);
    rjj_text_free(s, stack);
    return rjj_check(env, RJJ_GAME(h), rc) < 0 ? rc : p;
}

RJJ_TEXT1(pointFormat, renju_point_format(g, a, buf, cap))

/* ------------------------------------------------------------------ play */

RJJ_INT1(play, renju_play(g, a))
RJJ_INT0(pass, renju_pass(g))
RJJ_INT0(undo, renju_undo(g))
RJJ_INT0(redo, renju_redo(g))
RJJ_INT1(resign, renju_resign(g, a))
RJJ_INT2(forfeit, renju_forfeit(g, a, b))
RJJ_INT1(offerDraw, renju_offer_draw(g, a))
RJJ_INT0(acceptDraw, renju_accept_draw(g))
RJJ_INT0(declineDraw, renju_decline_draw(g))
RJJ_INT0(drawOffered, renju_draw_offered(g))

/* Play each point in turn on a copy of the game: the copy's handle when every move
 * was played (the caller frees the old one and keeps the copy), else 0 with the
 * first failure raised and the game as it was. */
JNIEXPORT jlong JNICALL RJJ_FN(playMoves)(JNIEnv *env, jclass cls, jlong h, jintArray points)
{
    renju_game *g = RJJ_GAME(h), *copy = NULL;
    int stack[512], *p, rc = 0;
    size_t n, i;

    (void)cls;
    if (rjj_int_args(env, points, stack, 512, &p, &n) < 0)
        return 0;
    if (rjj_check(env, g, renju_game_clone(&copy, g)) >= 0) {
        for (i = 0; i < n && rc >= 0; i++)
            rc = renju_play(copy, p[i]);
        if (rc < 0) {
            rjj_check(env, copy, rc);
            renju_game_free(copy);
            copy = NULL;
        }
    }
    if (p != stack)
        free(p);
    return (jlong)(intptr_t)copy;
}

/* --------------------------------------------------------------- queries */

RJJ_INT1(stone, renju_stone(g, a))

/* The board in one call: byte[size*size] of RENJU_EMPTY, _BLACK, _WHITE. */
JNIEXPORT jbyteArray JNICALL RJJ_FN(board)(JNIEnv *env, jclass cls, jlong h)
{
    unsigned char cells[RJJ_CELLS];
    int n = renju_board(RJJ_GAME(h), cells, sizeof cells);

    (void)cls;
    return rjj_check(env, RJJ_GAME(h), n) < 0 ? NULL : rjj_bytes(env, cells, (size_t)n);
}

RJJ_TEXT1(boardText, renju_board_text(g, a, buf, cap))
RJJ_INT0(sideToMove, renju_side_to_move(g))
RJJ_INT0(moveCount, renju_move_count(g))
RJJ_INT0(stoneCount, renju_stone_count(g))
RJJ_INTS0(moves, renju_moves(g, buf, cap))
RJJ_INT0(lastMove, renju_last_move(g))
RJJ_INT0(result, renju_result(g))
RJJ_INT0(resultReason, renju_result_reason(g))
RJJ_INTS0(winningLine, renju_winning_line(g, buf, cap))

JNIEXPORT jintArray JNICALL RJJ_FN(resultFoul)(JNIEnv *env, jclass cls, jlong h)
{
    int r[2] = { 0, RENJU_NO_POINT }, rc = renju_result_foul(RJJ_GAME(h), &r[0], &r[1]);

    (void)cls;
    return rjj_check(env, RJJ_GAME(h), rc) < 0 ? NULL : rjj_ints(env, r, 2);
}

/* ----------------------------------------------------------------- setup */

RJJ_INT0(setupBegin, renju_setup_begin(g))
RJJ_INT2(setupPut, renju_setup_put(g, a, b))
RJJ_INT1(setupSide, renju_setup_side(g, a))
RJJ_INT0(setupEnd, renju_setup_end(g))
RJJ_INT0(inSetup, renju_in_setup(g))

/* ------------------------------------------------------ forbidden points */

RJJ_INT1(forbidden, renju_forbidden(g, a))

/* The map written straight into a Java byte[] of cells elements: the array held
 * with GetPrimitiveArrayCritical for the one short library call, which makes no
 * call back into Java, so that the bulk query costs one copy less. */
static int map_into(JNIEnv *env, renju_game *g, jbyteArray out, jsize cells)
{
    unsigned char *map = (*env)->GetPrimitiveArrayCritical(env, out, NULL);
    int rc;

    if (map == NULL) {
        rjj_nomem(env);
        return RENJU_ENOMEM;
    }
    rc = renju_forbidden_map(g, map, (size_t)cells);
    (*env)->ReleasePrimitiveArrayCritical(env, out, map, rc < 0 ? JNI_ABORT : 0);
    return rjj_check(env, g, rc);
}

/* The forbidden map in one call: a new byte[size*size] of RENJU_FORBID_*. */
JNIEXPORT jbyteArray JNICALL RJJ_FN(forbiddenMap)(JNIEnv *env, jclass cls, jlong h)
{
    renju_game *g = RJJ_GAME(h);
    int size = renju_game_size(g);
    jbyteArray out;

    (void)cls;
    if ((out = (*env)->NewByteArray(env, (jsize)(size * size))) == NULL)
        return NULL;
    return map_into(env, g, out, (jsize)(size * size)) < 0 ? NULL : out;
}

/* The forbidden map into the caller's byte[] (at least size*size long): no
 * allocation; returns the number of forbidden points. */
JNIEXPORT jint JNICALL RJJ_FN(forbiddenMapInto)(JNIEnv *env, jclass cls, jlong h,
                                                jbyteArray out)
{
    renju_game *g = RJJ_GAME(h);
    int size = renju_game_size(g);
    jsize cells = (jsize)(size * size);

    (void)cls;
    if (out == NULL || (*env)->GetArrayLength(env, out) < cells) {
        rjj_throw(env, RENJU_EBUFSIZE, "the array is shorter than the board's points");
        return RENJU_EBUFSIZE;
    }
    return map_into(env, g, out, cells);
}

/* ------------------------------------------------------ shapes, explain */

RJJ_INT3(shape, renju_shape(g, a, b, c))
RJJ_INTS3(shapeStones, renju_shape_stones(g, a, b, c, buf, cap))

/* The key points and their status: {points..., status...}. */
JNIEXPORT jintArray JNICALL RJJ_FN(shapeKeys)(JNIEnv *env, jclass cls, jlong h, jint p,
                                              jint colour, jint dir)
{
    int keys[2 * RJJ_CELLS];
    renju_game *g = RJJ_GAME(h);
    int n = renju_shape_keys(g, p, colour, dir, keys, keys + RJJ_CELLS, RJJ_CELLS);

    (void)cls;
    if (rjj_check(env, g, n) < 0)
        return NULL;
    memmove(keys + n, keys + RJJ_CELLS, (size_t)n * sizeof *keys);
    return rjj_ints(env, keys, 2 * (size_t)n);
}

RJJ_TEXT1(explain, renju_explain(g, a, buf, cap))

/* -------------------------------------------------------------- diagrams */

JNIEXPORT jbyteArray JNICALL RJJ_FN(diagramSvg)(JNIEnv *env, jclass cls, jlong h, jint flags,
                                                jint first, jint cell, jbyteArray title)
{
    char stack[256], *t;
    renju_game *g = RJJ_GAME(h);
    jbyteArray out;
    int need, n;
    char *buf;

    (void)cls;
    if (rjj_text(env, title, stack, sizeof stack, &t) < 0)
        return NULL;
    need = renju_diagram_svg(g, flags, first, cell, t, NULL, 0);
    if (need < 0) {
        rjj_text_free(t, stack);
        rjj_check(env, g, need);
        return NULL;
    }
    if ((buf = malloc((size_t)need + 1)) == NULL) {
        rjj_text_free(t, stack);
        rjj_nomem(env);
        return NULL;
    }
    n = renju_diagram_svg(g, flags, first, cell, t, buf, (size_t)need);
    out = rjj_check(env, g, n) < 0 ? NULL : rjj_bytes(env, buf, (size_t)n);
    free(buf);
    rjj_text_free(t, stack);
    return out;
}
