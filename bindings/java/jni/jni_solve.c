/* SPDX-License-Identifier: MIT */
/* jni_solve.c - the threat searches: VCF, VCT, win in N, defences and proofs, each
 * one native call that gives {outcome, nodes, points...}. */
#include "rj_jni.h"

/* A line or a list of points holds fewer than the board's points, and a win in N
 * at most 2 * 20 moves: one buffer of the largest board never runs short, so that
 * no search is run twice. */
static jintArray searched(JNIEnv *env, renju_game *g, int n, int outcome, int nodes,
                          int *buf)
{
    if (rjj_check(env, g, n) < 0)
        return NULL;
    buf[0] = outcome;
    buf[1] = nodes;
    return rjj_ints(env, buf, (size_t)n + 2);
}

JNIEXPORT jintArray JNICALL RJJ_FN(vcf)(JNIEnv *env, jclass cls, jlong h, jint max_nodes)
{
    int buf[RJJ_CELLS + 2], outcome = 0, nodes = 0, n;

    (void)cls;
    n = renju_vcf(RJJ_GAME(h), max_nodes, &outcome, &nodes, buf + 2, RJJ_CELLS);
    return searched(env, RJJ_GAME(h), n, outcome, nodes, buf);
}

JNIEXPORT jintArray JNICALL RJJ_FN(vct)(JNIEnv *env, jclass cls, jlong h, jint max_nodes)
{
    int buf[RJJ_CELLS + 2], outcome = 0, nodes = 0, n;

    (void)cls;
    n = renju_vct(RJJ_GAME(h), max_nodes, &outcome, &nodes, buf + 2, RJJ_CELLS);
    return searched(env, RJJ_GAME(h), n, outcome, nodes, buf);
}

JNIEXPORT jintArray JNICALL RJJ_FN(solve)(JNIEnv *env, jclass cls, jlong h, jint moves,
                                          jint max_nodes)
{
    int buf[RJJ_CELLS + 2], outcome = 0, nodes = 0, n;

    (void)cls;
    n = renju_solve(RJJ_GAME(h), moves, max_nodes, &outcome, &nodes, buf + 2, RJJ_CELLS);
    return searched(env, RJJ_GAME(h), n, outcome, nodes, buf);
}

JNIEXPORT jintArray JNICALL RJJ_FN(defences)(JNIEnv *env, jclass cls, jlong h, jint threat,
                                             jint max_nodes)
{
    int buf[RJJ_CELLS + 2], outcome = 0, nodes = 0, n;

    (void)cls;
    n = renju_defences(RJJ_GAME(h), threat, max_nodes, &outcome, &nodes, buf + 2,
                       RJJ_CELLS);
    return searched(env, RJJ_GAME(h), n, outcome, nodes, buf);
}

/* {outcome, nodes, first node, the proof game's handle} (handle 0 unless a win). */
JNIEXPORT jlongArray JNICALL RJJ_FN(proof)(JNIEnv *env, jclass cls, jlong h, jint threat,
                                           jint moves, jint max_nodes)
{
    renju_game *proof = NULL;
    int outcome = 0, nodes = 0, first;
    jlong r[4];
    jlongArray out;

    (void)cls;
    first = renju_proof(RJJ_GAME(h), threat, moves, max_nodes, &outcome, &nodes, &proof);
    if (rjj_check(env, RJJ_GAME(h), first) < 0)
        return NULL;
    r[0] = outcome;
    r[1] = nodes;
    r[2] = first;
    r[3] = (jlong)(intptr_t)proof;
    if ((out = (*env)->NewLongArray(env, 4)) == NULL) {
        renju_game_free(proof);
        return NULL;
    }
    (*env)->SetLongArrayRegion(env, out, 0, 4, r);
    return out;
}
