/* SPDX-License-Identifier: MIT */
/* jni_opening.c - the opening rules' state and actions, the symmetries, the
 * position key and the 26 canonical openings. */
#include "rj_jni.h"

RJJ_INT0(expectedAction, renju_expected_action(g))
RJJ_INT0(expectedPlayer, renju_expected_player(g))
RJJ_INT0(expectedColour, renju_expected_colour(g))
RJJ_INT1(playerColour, renju_player_colour(g, a))
RJJ_INT0(coloursFinal, renju_colours_final(g))
RJJ_INTS0(allowedPoints, renju_allowed_points(g, buf, cap))
RJJ_INT1(pointAllowed, renju_point_allowed(g, a))
RJJ_INTS0(offers, renju_offers(g, buf, cap))

/* {min, max} of the offers to come. */
JNIEXPORT jintArray JNICALL RJJ_FN(offerBounds)(JNIEnv *env, jclass cls, jlong h)
{
    int b[2] = { 0, 0 }, rc = renju_offer_bounds(RJJ_GAME(h), &b[0], &b[1]);

    (void)cls;
    return rjj_check(env, RJJ_GAME(h), rc) < 0 ? NULL : rjj_ints(env, b, 2);
}

RJJ_INT2(swap, renju_swap(g, a, b))
RJJ_INT2(declare, renju_declare(g, a, b))
RJJ_INT2(chooseOffer, renju_choose_offer(g, a, b))
RJJ_INT2(chooseBranch, renju_choose_branch(g, a, b))
RJJ_INT2(chooseColour, renju_choose_colour(g, a, b))
RJJ_INT2(chooseSwap2, renju_choose_swap2(g, a, b))
RJJ_INT2(playAs, renju_play_as(g, a, b))

JNIEXPORT jint JNICALL RJJ_FN(propose)(JNIEnv *env, jclass cls, jlong h, jint player,
                                       jintArray points)
{
    int stack[RENJU_MAX_OFFERS + 1], *p, rc;
    size_t n;

    (void)cls;
    if (rjj_int_args(env, points, stack, RENJU_MAX_OFFERS + 1, &p, &n) < 0)
        return RENJU_EINVAL;
    rc = rjj_check(env, RJJ_GAME(h), renju_propose(RJJ_GAME(h), player, p, n));
    if (p != stack)
        free(p);
    return rc;
}

RJJ_INT2(symmetryPoint, renju_symmetry_point(g, a, b))
RJJ_INT2(offersEquivalent, renju_offers_equivalent(g, a, b))

/* The key's 16 bytes, then the symmetry to its canonical image as a 17th. */
JNIEXPORT jbyteArray JNICALL RJJ_FN(positionKey)(JNIEnv *env, jclass cls, jlong h)
{
    unsigned char key[RENJU_KEY_SIZE + 1];
    int sym = 0, rc = renju_position_key(RJJ_GAME(h), key, &sym);

    (void)cls;
    if (rjj_check(env, RJJ_GAME(h), rc) < 0)
        return NULL;
    key[RENJU_KEY_SIZE] = (unsigned char)sym;
    return rjj_bytes(env, key, sizeof key);
}

/* {index, symmetry}: index 0 when the stones are none of the 26. */
JNIEXPORT jintArray JNICALL RJJ_FN(openingIdentify)(JNIEnv *env, jclass cls, jlong h,
                                                    jint b1, jint w2, jint b3)
{
    int r[2] = { 0, 0 };

    (void)cls;
    r[0] = renju_opening_identify(RJJ_GAME(h), b1, w2, b3, &r[1]);
    return rjj_check(env, RJJ_GAME(h), r[0]) < 0 ? NULL : rjj_ints(env, r, 2);
}

RJJ_INT0(openingIndex, renju_opening_index(g))

JNIEXPORT jintArray JNICALL RJJ_FN(openingPoints)(JNIEnv *env, jclass cls, jlong h,
                                                  jint index, jint sym)
{
    int p[3], n = renju_opening_points(RJJ_GAME(h), index, sym, p, 3);

    (void)cls;
    return rjj_check(env, RJJ_GAME(h), n) < 0 ? NULL : rjj_ints(env, p, (size_t)n);
}
