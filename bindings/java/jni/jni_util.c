/* SPDX-License-Identifier: MIT */
/* jni_util.c - the glue's helpers (errors, text, arrays) and the library's
 * catalogue, which takes no game: versions, names of values, rules from names. */
#include "rj_jni.h"

#include <string.h>

/* Raise the exception of a code: RenjuException.of(code, bytes) picks the class. */
void rjj_throw(JNIEnv *env, int code, const char *message)
{
    jclass cls;
    jmethodID of;
    jbyteArray text;
    jobject exc;

    if ((*env)->ExceptionCheck(env))
        return;
    cls = (*env)->FindClass(env, "org/librenju/RenjuException");
    if (cls == NULL)
        return;
    of = (*env)->GetStaticMethodID(env, cls, "of", "(I[B)Lorg/librenju/RenjuException;");
    if (of == NULL)
        return;
    /* the message as bytes: the library's UTF-8 is not the JNI's modified UTF-8 */
    text = rjj_cstr(env, message != NULL ? message : renju_strerror(code));
    if (text == NULL)
        return;
    exc = (*env)->CallStaticObjectMethod(env, cls, of, (jint)code, text);
    if (exc != NULL && !(*env)->ExceptionCheck(env))
        (*env)->Throw(env, (jthrowable)exc);
}

int rjj_check(JNIEnv *env, renju_game *game, int rc)
{
    if (rc < 0)
        rjj_throw(env, rc, renju_errmsg(game));
    return rc;
}

void rjj_nomem(JNIEnv *env)
{
    rjj_throw(env, RENJU_ENOMEM, "out of memory in the Java binding");
}

int rjj_text(JNIEnv *env, jbyteArray text, char *stack, size_t cap, char **out)
{
    jsize n;
    char *buf;

    *out = NULL;
    if (text == NULL)
        return 0;
    n = (*env)->GetArrayLength(env, text);
    buf = (size_t)n < cap ? stack : malloc((size_t)n + 1);
    if (buf == NULL) {
        rjj_nomem(env);
        return -1;
    }
    (*env)->GetByteArrayRegion(env, text, 0, n, (jbyte *)buf);
    buf[n] = '\0';
    if (memchr(buf, '\0', (size_t)n) != NULL) {
        rjj_text_free(buf, stack);
        rjj_throw(env, RENJU_EINVAL, "the text holds a NUL character");
        return -1;
    }
    *out = buf;
    return 0;
}

void rjj_text_free(char *text, const char *stack)
{
    if (text != stack)
        free(text);
}

jbyteArray rjj_bytes(JNIEnv *env, const void *data, size_t n)
{
    jbyteArray a = (*env)->NewByteArray(env, (jsize)n);

    if (a != NULL && n > 0)
        (*env)->SetByteArrayRegion(env, a, 0, (jsize)n, (const jbyte *)data);
    return a;
}

jintArray rjj_ints(JNIEnv *env, const int *data, size_t n)
{
    jintArray a = (*env)->NewIntArray(env, (jsize)n);

    if (a != NULL && n > 0)
        (*env)->SetIntArrayRegion(env, a, 0, (jsize)n, (const jint *)data);
    return a;
}

jbyteArray rjj_cstr(JNIEnv *env, const char *text)
{
    return text == NULL ? NULL : rjj_bytes(env, text, strlen(text));
}

int rjj_int_args(JNIEnv *env, jintArray a, int *stack, size_t cap, int **out, size_t *n)
{
    jsize len;
    int *buf;

    *out = NULL;
    *n = 0;
    if (a == NULL) {
        rjj_throw(env, RENJU_EINVAL, "a list of points is null");
        return -1;
    }
    len = (*env)->GetArrayLength(env, a);
    buf = (size_t)len <= cap ? stack : malloc((size_t)len * sizeof *buf + 1);
    if (buf == NULL) {
        rjj_nomem(env);
        return -1;
    }
    (*env)->GetIntArrayRegion(env, a, 0, len, (jint *)buf);
    *out = buf;
    *n = (size_t)len;
    return 0;
}

/* ------------------------------------------------------------- catalogue */

JNIEXPORT jint JNICALL RJJ_FN(versionNumber)(JNIEnv *env, jclass cls)
{
    (void)env; (void)cls;
    return renju_version_number();
}

JNIEXPORT jbyteArray JNICALL RJJ_FN(versionString)(JNIEnv *env, jclass cls)
{
    (void)cls;
    return rjj_cstr(env, renju_version_string());
}

JNIEXPORT jbyteArray JNICALL RJJ_FN(strerrorBytes)(JNIEnv *env, jclass cls, jint code)
{
    (void)cls;
    return rjj_cstr(env, renju_strerror(code));
}

/* The static names of the library's values, by family: NULL past the last. */
JNIEXPORT jbyteArray JNICALL RJJ_FN(name)(JNIEnv *env, jclass cls, jint family, jint value)
{
    const char *text = NULL;

    (void)cls;
    switch (family) {
    case 0: text = renju_ruleset_name(value); break;
    case 1: text = renju_reason_name(value); break;
    case 2: text = renju_forbid_name(value); break;
    case 3: text = renju_opening_rule_name(value); break;
    case 4: text = renju_format_name(value); break;
    case 5: text = renju_tag_name(value); break;
    case 6: text = renju_opening_name(value); break;
    case 7: text = renju_opening_kanji(value); break;
    default: break;
    }
    return rjj_cstr(env, text);
}

/* The value of a name by family (rule set, opening rule, format): the library's
 * code, negative for an unknown name; no exception (the Java side words it). */
JNIEXPORT jint JNICALL RJJ_FN(fromName)(JNIEnv *env, jclass cls, jint family, jbyteArray name)
{
    char stack[256], *text;
    int rc = RENJU_EINVAL;

    (void)cls;
    if (rjj_text(env, name, stack, sizeof stack, &text) < 0)
        return RENJU_EINVAL;
    switch (family) {
    case 0: rc = renju_ruleset_from_name(text); break;
    case 3: rc = renju_opening_rule_from_name(text); break;
    case 4: rc = renju_format_from_name(text); break;
    default: break;
    }
    rjj_text_free(text, stack);
    return rc;
}

/* renju_rules_from_name(): {ruleset, opening, opening_n}, or null for an unknown name. */
JNIEXPORT jintArray JNICALL RJJ_FN(rulesFromName)(JNIEnv *env, jclass cls, jbyteArray name)
{
    char stack[256], *text;
    int r[3], rc;

    (void)cls;
    if (rjj_text(env, name, stack, sizeof stack, &text) < 0)
        return NULL;
    rc = renju_rules_from_name(text, &r[0], &r[1], &r[2]);
    rjj_text_free(text, stack);
    return rc < 0 ? NULL : rjj_ints(env, r, 3);
}

JNIEXPORT jint JNICALL RJJ_FN(openingDirect)(JNIEnv *env, jclass cls, jint index)
{
    (void)env; (void)cls;
    return renju_opening_direct(index);
}

JNIEXPORT jint JNICALL RJJ_FN(symmetryInverse)(JNIEnv *env, jclass cls, jint sym)
{
    (void)env; (void)cls;
    return renju_symmetry_inverse(sym);
}
