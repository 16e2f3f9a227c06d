/* SPDX-License-Identifier: MIT */
/* jni_tree.c - the game tree: moving about it, editing it, and what its nodes hold
 * (actions, flags, comments, names, labels, marks, set-up stones, properties). */
#include "rj_jni.h"

#include <string.h>

RJJ_INT0(treeNode, renju_tree_node(g))
RJJ_INT0(treeRoot, renju_tree_root(g))
RJJ_INT0(treeParent, renju_tree_parent(g))
RJJ_INT1(treeChild, renju_tree_child(g, a))
RJJ_INT1(treeSibling, renju_tree_sibling(g, a))
RJJ_INT1(treeGoto, renju_tree_goto(g, a))
RJJ_INT1(treeModeSet, renju_tree_mode_set(g, a))
RJJ_INT0(treeModeGet, renju_tree_mode_get(g))
RJJ_INT1(treeDelete, renju_tree_delete(g, a))
RJJ_INT1(treePromote, renju_tree_promote(g, a))
RJJ_INT0(nodeCount, renju_node_count(g))
RJJ_INT1(nodeParent, renju_node_parent(g, a))
RJJ_INT1(nodeDepth, renju_node_depth(g, a))
RJJ_INT1(nodeIndex, renju_node_index(g, a))
RJJ_INT1(nodeNext, renju_node_next(g, a))
RJJ_INT1(nodeFlags, renju_node_flags(g, a))
RJJ_INT3(nodeFlagSet, renju_node_flag_set(g, a, b, c))
RJJ_INT3(nodeMarkSet, renju_node_mark_set(g, a, b, c))
RJJ_INT2(nodeMarkGet, renju_node_mark_get(g, a, b))
RJJ_INTS1(nodeChildren, renju_node_children(g, a, buf, cap))
RJJ_INTS1(nodeOffers, renju_node_offers(g, a, buf, cap))
RJJ_INTS1(nodeLine, renju_node_line(g, a, buf, cap))
RJJ_INTS1(treePath, renju_tree_path(g, a, buf, cap))
RJJ_INTS1(nodeLabels, renju_node_labels(g, a, buf, cap))
RJJ_TEXT1(nodeCommentGet, renju_node_comment_get(g, a, buf, cap))
RJJ_TEXT1(nodeNameGet, renju_node_name_get(g, a, buf, cap))
RJJ_TEXT2(nodeLabelGet, renju_node_label_get(g, a, b, buf, cap))
RJJ_TEXT1(nodeProperties, renju_node_properties(g, a, buf, cap))
RJJ_TEXT1(nodeExport, renju_node_export(g, a, buf, cap))

JNIEXPORT jint JNICALL RJJ_FN(treeFollow)(JNIEnv *env, jclass cls, jlong h, jintArray path)
{
    int stack[512], *p, rc;
    size_t n;

    (void)cls;
    if (rjj_int_args(env, path, stack, 512, &p, &n) < 0)
        return RENJU_EINVAL;
    rc = rjj_check(env, RJJ_GAME(h), renju_tree_follow(RJJ_GAME(h), p, n));
    if (p != stack)
        free(p);
    return rc;
}

/* {kind, colour, value}. */
JNIEXPORT jintArray JNICALL RJJ_FN(nodeAction)(JNIEnv *env, jclass cls, jlong h, jint node)
{
    int r[3] = { 0, 0, 0 };

    (void)cls;
    r[0] = renju_node_action(RJJ_GAME(h), node, &r[1], &r[2]);
    return rjj_check(env, RJJ_GAME(h), r[0]) < 0 ? NULL : rjj_ints(env, r, 3);
}

/* Two lists of a node in one array, {points..., second...} (marks, colours). */
static jintArray pairs(JNIEnv *env, renju_game *g, int node, int setup)
{
    int stack[2 * 512], *buf = stack, n;
    size_t cap = 512;
    jintArray out;

    n = setup ? renju_node_setup(g, node, buf, buf + cap, cap)
              : renju_node_marks(g, node, buf, buf + cap, cap);
    if (n == RENJU_EBUFSIZE) {
        n = setup ? renju_node_setup(g, node, NULL, NULL, 0)
                  : renju_node_marks(g, node, NULL, NULL, 0);
        if (n < 0)
            return rjj_check(env, g, n), NULL;
        cap = (size_t)n;
        if ((buf = malloc(2 * cap * sizeof *buf + 1)) == NULL)
            return rjj_nomem(env), NULL;
        n = setup ? renju_node_setup(g, node, buf, buf + cap, cap)
                  : renju_node_marks(g, node, buf, buf + cap, cap);
    }
    if (n >= 0)
        memmove(buf + n, buf + cap, (size_t)n * sizeof *buf);
    out = n < 0 ? (rjj_check(env, g, n), NULL) : rjj_ints(env, buf, 2 * (size_t)n);
    if (buf != stack)
        free(buf);
    return out;
}

JNIEXPORT jintArray JNICALL RJJ_FN(nodeMarks)(JNIEnv *env, jclass cls, jlong h, jint node)
{
    (void)cls;
    return pairs(env, RJJ_GAME(h), node, 0);
}

JNIEXPORT jintArray JNICALL RJJ_FN(nodeSetup)(JNIEnv *env, jclass cls, jlong h, jint node)
{
    (void)cls;
    return pairs(env, RJJ_GAME(h), node, 1);
}

/* The message of an illegal node; its code into code[0]. */
JNIEXPORT jbyteArray JNICALL RJJ_FN(nodeError)(JNIEnv *env, jclass cls, jlong h, jint node,
                                               jintArray code)
{
    char buf[1024];
    int c = 0, n = renju_node_error(RJJ_GAME(h), node, &c, buf, sizeof buf);
    jint jc;

    (void)cls;
    if (rjj_check(env, RJJ_GAME(h), n) < 0)
        return NULL;
    jc = c;
    if (code != NULL && (*env)->GetArrayLength(env, code) > 0)
        (*env)->SetIntArrayRegion(env, code, 0, 1, &jc);
    return rjj_bytes(env, buf, (size_t)n);
}

/* Set a node's comment (what 0) or name (1) to UTF-8 text (null removes it). */
JNIEXPORT jint JNICALL RJJ_FN(nodeTextSet)(JNIEnv *env, jclass cls, jlong h, jint what,
                                           jint node, jbyteArray text)
{
    char stack[1024], *t;
    int rc;

    (void)cls;
    if (rjj_text(env, text, stack, sizeof stack, &t) < 0)
        return RENJU_EINVAL;
    rc = what == 0 ? renju_node_comment_set(RJJ_GAME(h), node, t)
                   : renju_node_name_set(RJJ_GAME(h), node, t);
    rjj_text_free(t, stack);
    return rjj_check(env, RJJ_GAME(h), rc);
}

JNIEXPORT jint JNICALL RJJ_FN(nodeLabelSet)(JNIEnv *env, jclass cls, jlong h, jint node,
                                            jint point, jbyteArray text)
{
    char stack[512], *t;
    int rc;

    (void)cls;
    if (rjj_text(env, text, stack, sizeof stack, &t) < 0)
        return RENJU_EINVAL;
    rc = renju_node_label_set(RJJ_GAME(h), node, point, t);
    rjj_text_free(t, stack);
    return rjj_check(env, RJJ_GAME(h), rc);
}
