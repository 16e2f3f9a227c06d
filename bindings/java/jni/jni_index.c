/* SPDX-License-Identifier: MIT */
/* jni_index.c - the position index.  The Java side holds a handle of its own: the
 * index with the copy of the bytes it was opened on, which must stay in place as
 * long as the index, and go with it. */
#include "rj_jni.h"

#include <string.h>

typedef struct rjj_index {
    renju_index *index;
    void *data;             /* the bytes renju_index_open() reads in place, or NULL */
} rjj_index;

#define IX(h) ((rjj_index *)(intptr_t)(h))

static int ix_check(JNIEnv *env, rjj_index *ix, int rc)
{
    if (rc < 0)
        rjj_throw(env, rc, renju_index_errmsg(ix->index));
    return rc;
}

JNIEXPORT jlong JNICALL RJJ_FN(indexNew)(JNIEnv *env, jclass cls)
{
    rjj_index *ix = calloc(1, sizeof *ix);
    int rc;

    (void)cls;
    if (ix == NULL)
        return rjj_nomem(env), 0;
    if ((rc = renju_index_new(&ix->index)) < 0) {
        free(ix);
        rjj_throw(env, rc, NULL);
        return 0;
    }
    return (jlong)(intptr_t)ix;
}

JNIEXPORT void JNICALL RJJ_FN(indexFree)(JNIEnv *env, jclass cls, jlong h)
{
    (void)env; (void)cls;
    if (IX(h) != NULL) {
        renju_index_free(IX(h)->index);
        free(IX(h)->data);
        free(IX(h));
    }
}

JNIEXPORT jint JNICALL RJJ_FN(indexAdd)(JNIEnv *env, jclass cls, jlong h, jlong game,
                                        jint result, jbyteArray label)
{
    char stack[256], *t;
    int rc;

    (void)cls;
    if (rjj_text(env, label, stack, sizeof stack, &t) < 0)
        return RENJU_EINVAL;
    rc = renju_index_add(IX(h)->index, RJJ_GAME(game), result, t);
    rjj_text_free(t, stack);
    return ix_check(env, IX(h), rc);
}

JNIEXPORT jint JNICALL RJJ_FN(indexGames)(JNIEnv *env, jclass cls, jlong h)
{
    (void)cls;
    return ix_check(env, IX(h), renju_index_games(IX(h)->index));
}

JNIEXPORT jint JNICALL RJJ_FN(indexPositions)(JNIEnv *env, jclass cls, jlong h)
{
    (void)cls;
    return ix_check(env, IX(h), renju_index_positions(IX(h)->index));
}

JNIEXPORT jbyteArray JNICALL RJJ_FN(indexLabel)(JNIEnv *env, jclass cls, jlong h, jint game)
{
    const char *label = renju_index_label(IX(h)->index, game);

    (void)cls;
    if (label == NULL) {
        rjj_throw(env, RENJU_ERANGE, renju_index_errmsg(IX(h)->index));
        return NULL;
    }
    return rjj_cstr(env, label);
}

JNIEXPORT jint JNICALL RJJ_FN(indexResult)(JNIEnv *env, jclass cls, jlong h, jint game)
{
    (void)cls;
    return ix_check(env, IX(h), renju_index_result(IX(h)->index, game));
}

/* The bytes written, gathered in a growing buffer. */
typedef struct sink {
    unsigned char *data;
    size_t size, cap;
} sink;

static int sink_write(void *context, const void *data, size_t size)
{
    sink *s = context;
    unsigned char *grown;
    size_t cap;

    if (s->size + size > s->cap) {
        cap = s->cap ? s->cap : 4096;
        while (cap < s->size + size)
            cap *= 2;
        if ((grown = realloc(s->data, cap)) == NULL)
            return RENJU_ENOMEM;
        s->data = grown;
        s->cap = cap;
    }
    memcpy(s->data + s->size, data, size);
    s->size += size;
    return 0;
}

JNIEXPORT jbyteArray JNICALL RJJ_FN(indexWrite)(JNIEnv *env, jclass cls, jlong h)
{
    sink s = { NULL, 0, 0 };
    int rc = renju_index_write(IX(h)->index, sink_write, &s);
    jbyteArray out = NULL;

    (void)cls;
    if (rc == RENJU_ENOMEM && s.cap > 0 && renju_index_errmsg(IX(h)->index)[0] == '\0')
        rjj_nomem(env);
    else if (ix_check(env, IX(h), rc) >= 0)
        out = rjj_bytes(env, s.data, s.size);
    free(s.data);
    return out;
}

/* Open the index on a copy of the bytes, kept with the handle. */
JNIEXPORT jint JNICALL RJJ_FN(indexOpen)(JNIEnv *env, jclass cls, jlong h, jbyteArray data)
{
    rjj_index *ix = IX(h);
    jsize n;
    void *copy;
    int rc;

    (void)cls;
    if (data == NULL) {
        rjj_throw(env, RENJU_EINVAL, "the index's bytes are null");
        return RENJU_EINVAL;
    }
    if (ix->data != NULL) {
        rjj_throw(env, RENJU_EPHASE, "the index is open on bytes already");
        return RENJU_EPHASE;
    }
    n = (*env)->GetArrayLength(env, data);
    if ((copy = malloc((size_t)n + 1)) == NULL)
        return rjj_nomem(env), RENJU_ENOMEM;
    (*env)->GetByteArrayRegion(env, data, 0, n, copy);
    if ((rc = renju_index_open(ix->index, copy, (size_t)n)) < 0) {
        free(copy);
        return ix_check(env, ix, rc);
    }
    ix->data = copy;
    return rc;
}

JNIEXPORT jintArray JNICALL RJJ_FN(indexFind)(JNIEnv *env, jclass cls, jlong h, jlong game)
{
    rjj_index *ix = IX(h);
    int n = renju_index_find(ix->index, RJJ_GAME(game), NULL, 0);
    int *buf;
    jintArray out = NULL;

    (void)cls;
    if (ix_check(env, ix, n) < 0)
        return NULL;
    if ((buf = malloc((size_t)n * sizeof *buf + 1)) == NULL)
        return rjj_nomem(env), NULL;
    n = renju_index_find(ix->index, RJJ_GAME(game), buf, (size_t)n);
    if (ix_check(env, ix, n) >= 0)
        out = rjj_ints(env, buf, (size_t)n);
    free(buf);
    return out;
}

JNIEXPORT jintArray JNICALL RJJ_FN(indexNext)(JNIEnv *env, jclass cls, jlong h, jlong game)
{
    rjj_index *ix = IX(h);
    int n = renju_index_next(ix->index, RJJ_GAME(game), NULL, 0);
    int *buf;
    size_t cap;
    jintArray out = NULL;

    (void)cls;
    if (ix_check(env, ix, n) < 0)
        return NULL;
    cap = (size_t)n * RENJU_INDEX_NEXT_WIDTH;
    if ((buf = malloc(cap * sizeof *buf + 1)) == NULL)
        return rjj_nomem(env), NULL;
    n = renju_index_next(ix->index, RJJ_GAME(game), buf, cap);
    if (ix_check(env, ix, n) >= 0)
        out = rjj_ints(env, buf, (size_t)n * RENJU_INDEX_NEXT_WIDTH);
    free(buf);
    return out;
}
