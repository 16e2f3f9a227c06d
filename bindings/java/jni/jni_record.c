/* SPDX-License-Identifier: MIT */
/* jni_record.c - game records (export, import, a collection game by game), their
 * warnings and errors, the charset of .lib text, and tags. */
#include "rj_jni.h"

#include <string.h>

RJJ_TEXT1(recordExport, renju_record_export(g, a, buf, cap))
RJJ_TEXT1(treeExport, renju_tree_export(g, a, buf, cap))

/* Import a record given as bytes (copied: the import may take long, and the Java
 * array may move). */
JNIEXPORT jint JNICALL RJJ_FN(recordImport)(JNIEnv *env, jclass cls, jlong h, jint format,
                                            jbyteArray text, jint flags)
{
    jsize n;
    char *copy;
    int rc;

    (void)cls;
    if (text == NULL) {
        rjj_throw(env, RENJU_EINVAL, "the record is null");
        return RENJU_EINVAL;
    }
    n = (*env)->GetArrayLength(env, text);
    if ((copy = malloc((size_t)n + 1)) == NULL) {
        rjj_nomem(env);
        return RENJU_ENOMEM;
    }
    (*env)->GetByteArrayRegion(env, text, 0, n, (jbyte *)copy);
    rc = renju_record_import(RJJ_GAME(h), format, copy, (size_t)n, flags);
    free(copy);
    return rjj_check(env, RJJ_GAME(h), rc);
}

/* The next game of a collection in a direct ByteBuffer of length bytes, from offset:
 * {1 read, 0 nothing left, or the negative code; the offset past the game}.  A
 * failed game raises no exception here (the Java side raises it with where the next
 * game starts).  The buffer's address stays, so that reading a collection is linear. */
JNIEXPORT jlongArray JNICALL RJJ_FN(recordImportNext)(JNIEnv *env, jclass cls, jlong h,
                                                      jint format, jobject buffer,
                                                      jlong length, jlong offset,
                                                      jint flags)
{
    const char *text;
    jlong cap, r[2];
    size_t at;
    jlongArray out;

    (void)cls;
    text = buffer == NULL ? NULL : (*env)->GetDirectBufferAddress(env, buffer);
    cap = buffer == NULL ? -1 : (*env)->GetDirectBufferCapacity(env, buffer);
    if (text == NULL || cap < 0) {
        rjj_throw(env, RENJU_EINVAL, "the collection is not a direct ByteBuffer");
        return NULL;
    }
    if (length < 0 || length > cap || offset < 0) {
        rjj_throw(env, RENJU_ERANGE, "the length or offset is outside the buffer");
        return NULL;
    }
    at = (size_t)offset;
    r[0] = renju_record_import_next(RJJ_GAME(h), format, text, (size_t)length, &at, flags);
    r[1] = (jlong)at;
    if ((out = (*env)->NewLongArray(env, 2)) != NULL)
        (*env)->SetLongArrayRegion(env, out, 0, 2, r);
    return out;
}

RJJ_INT0(recordWarnings, renju_record_warnings(g))

/* Warning index's message; {code, line, column, count} into where. */
JNIEXPORT jbyteArray JNICALL RJJ_FN(recordWarning)(JNIEnv *env, jclass cls, jlong h,
                                                   jint index, jintArray where)
{
    int w[4] = { 0, 0, 0, 0 };
    const char *msg = renju_record_warning(RJJ_GAME(h), index, &w[0], &w[1], &w[2], &w[3]);
    jint jw[4];
    int i;

    (void)cls;
    if (msg == NULL) {
        rjj_throw(env, RENJU_ERANGE, "no such warning");
        return NULL;
    }
    for (i = 0; i < 4; i++)
        jw[i] = w[i];
    if (where != NULL && (*env)->GetArrayLength(env, where) >= 4)
        (*env)->SetIntArrayRegion(env, where, 0, 4, jw);
    return rjj_cstr(env, msg);
}

/* {line, column, move} of the last import's failure. */
JNIEXPORT jintArray JNICALL RJJ_FN(recordErrorPosition)(JNIEnv *env, jclass cls, jlong h)
{
    int r[3] = { 0, 0, 0 };

    (void)cls;
    renju_record_error_position(RJJ_GAME(h), &r[0], &r[1], &r[2]);
    return rjj_ints(env, r, 3);
}

JNIEXPORT jint JNICALL RJJ_FN(recordCharsetSet)(JNIEnv *env, jclass cls, jlong h,
                                                jbyteArray name)
{
    char stack[64], *t;
    int rc;

    (void)cls;
    if (rjj_text(env, name, stack, sizeof stack, &t) < 0)
        return RENJU_EINVAL;
    rc = renju_record_charset_set(RJJ_GAME(h), t);
    rjj_text_free(t, stack);
    return rjj_check(env, RJJ_GAME(h), rc);
}

RJJ_TEXT0(recordCharsetGet, renju_record_charset_get(g, buf, cap))

JNIEXPORT jint JNICALL RJJ_FN(tagSet)(JNIEnv *env, jclass cls, jlong h, jbyteArray name,
                                      jbyteArray value)
{
    char nstack[64], vstack[1024], *n, *v;
    int rc;

    (void)cls;
    if (rjj_text(env, name, nstack, sizeof nstack, &n) < 0)
        return RENJU_EINVAL;
    if (rjj_text(env, value, vstack, sizeof vstack, &v) < 0) {
        rjj_text_free(n, nstack);
        return RENJU_EINVAL;
    }
    rc = renju_tag_set(RJJ_GAME(h), n, v);
    rjj_text_free(v, vstack);
    rjj_text_free(n, nstack);
    return rjj_check(env, RJJ_GAME(h), rc);
}

JNIEXPORT jbyteArray JNICALL RJJ_FN(tagGet)(JNIEnv *env, jclass cls, jlong h, jbyteArray name)
{
    char nstack[64], *n;
    renju_game *g = RJJ_GAME(h);
    jbyteArray out = NULL;
    char *buf;
    int need, len;

    (void)cls;
    if (rjj_text(env, name, nstack, sizeof nstack, &n) < 0)
        return NULL;
    need = renju_tag_get(g, n, NULL, 0);
    if (need >= 0 && (buf = malloc((size_t)need + 1)) != NULL) {
        len = renju_tag_get(g, n, buf, (size_t)need);
        out = rjj_check(env, g, len) < 0 ? NULL : rjj_bytes(env, buf, (size_t)len);
        free(buf);
    } else if (need >= 0) {
        rjj_nomem(env);
    } else {
        rjj_check(env, g, need);
    }
    rjj_text_free(n, nstack);
    return out;
}
