/* SPDX-License-Identifier: MIT */
/* rj_jni.h - what the JNI glue of the Java binding (org.librenju.Native) shares: the
 * handle's conversion, raising the library's errors as RenjuException, text and
 * arrays in and out.  Every native checks its arguments as the C library does and
 * raises instead of returning a negative code; the Java side never sees a pointer
 * but as a long it got from here. */
#ifndef RJ_JNI_H
#define RJ_JNI_H

#include <jni.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <renju.h>

#define RJJ_FN(name) Java_org_librenju_Native_##name
#define RJJ_GAME(h) ((renju_game *)(intptr_t)(h))

/* The points of the largest board: the bound of every list of points on it. */
#define RJJ_CELLS (RENJU_MAX_SIZE * RENJU_MAX_SIZE)

/* Raise RenjuException.of(code, message) (message NULL: renju_strerror(code)). */
void rjj_throw(JNIEnv *env, int code, const char *message);
/* rc, or, for a negative rc, raise the game's code and message and return rc. */
int rjj_check(JNIEnv *env, renju_game *game, int rc);
/* Raise ENOMEM (for an allocation of the glue itself). */
void rjj_nomem(JNIEnv *env);

/* A NUL-terminated copy of the UTF-8 bytes of text in *out (NULL for a null array),
 * on the stack buffer of cap bytes when it fits, else malloc'ed; 0 on success, -1
 * with an exception raised (a NUL byte inside: EINVAL).  rjj_text_free() frees it. */
int rjj_text(JNIEnv *env, jbyteArray text, char *stack, size_t cap, char **out);
void rjj_text_free(char *text, const char *stack);

/* A new byte[] or int[] of n elements copied from data; NULL with an exception. */
jbyteArray rjj_bytes(JNIEnv *env, const void *data, size_t n);
jintArray rjj_ints(JNIEnv *env, const int *data, size_t n);
/* A static string of the library as UTF-8 bytes, NULL for NULL. */
jbyteArray rjj_cstr(JNIEnv *env, const char *text);

/* The ints of a Java int[] into a malloc'ed or stack array (cap ints), as
 * rjj_text(); a null array is EINVAL. */
int rjj_int_args(JNIEnv *env, jintArray a, int *stack, size_t cap, int **out, size_t *n);

/* Calls of the buffer convention.  CALL is an expression of `buf` and `cap`, which
 * these macros declare: it is tried on a stack buffer first, then, when that is too
 * small (RENJU_EBUFSIZE, nothing written), sized with buf NULL and cap 0. */
#define RJJ_RETURN_INTS(env, game, CALL) do {                                     \
        int stack_[1024]; int *buf = stack_; size_t cap = 1024; int n_;           \
        jintArray out_;                                                           \
        n_ = (CALL);                                                              \
        if (n_ == RENJU_EBUFSIZE) {                                               \
            buf = NULL; cap = 0;                                                  \
            n_ = (CALL);                                                          \
            if (n_ < 0) { rjj_check(env, game, n_); return NULL; }                \
            cap = (size_t)n_;                                                     \
            if ((buf = malloc(cap * sizeof *buf + 1)) == NULL) {                  \
                rjj_nomem(env); return NULL;                                      \
            }                                                                     \
            n_ = (CALL);                                                          \
        }                                                                         \
        out_ = n_ < 0 ? (rjj_check(env, game, n_), NULL)                          \
                      : rjj_ints(env, buf, (size_t)n_);                           \
        if (buf != stack_) free(buf);                                             \
        return out_;                                                              \
    } while (0)

/* As RJJ_RETURN_INTS for text (bytes, the NUL left out): CALL of `buf`, `cap`. */
#define RJJ_RETURN_TEXT(env, game, CALL) do {                                     \
        char stack_[1024]; char *buf = stack_; size_t cap = sizeof stack_; int n_;\
        jbyteArray out_;                                                          \
        n_ = (CALL);                                                              \
        if (n_ == RENJU_EBUFSIZE) {                                               \
            buf = NULL; cap = 0;                                                  \
            n_ = (CALL);                                                          \
            if (n_ < 0) { rjj_check(env, game, n_); return NULL; }                \
            cap = (size_t)n_;                                                     \
            if ((buf = malloc(cap + 1)) == NULL) { rjj_nomem(env); return NULL; } \
            n_ = (CALL);                                                          \
        }                                                                         \
        out_ = n_ < 0 ? (rjj_check(env, game, n_), NULL)                          \
                      : rjj_bytes(env, buf, (size_t)n_);                          \
        if (buf != stack_) free(buf);                                             \
        return out_;                                                              \
    } while (0)

/* Natives of a game and 0 to 3 ints that return the call's checked int; CALL is an
 * expression of g, a, b and c. */
#define RJJ_INT0(jname, CALL)                                                     \
    JNIEXPORT jint JNICALL RJJ_FN(jname)(JNIEnv *env, jclass cls, jlong h)        \
    { renju_game *g = RJJ_GAME(h); (void)cls; return rjj_check(env, g, (CALL)); }
#define RJJ_INT1(jname, CALL)                                                     \
    JNIEXPORT jint JNICALL RJJ_FN(jname)(JNIEnv *env, jclass cls, jlong h, jint a) \
    { renju_game *g = RJJ_GAME(h); (void)cls; return rjj_check(env, g, (CALL)); }
#define RJJ_INT2(jname, CALL)                                                     \
    JNIEXPORT jint JNICALL RJJ_FN(jname)(JNIEnv *env, jclass cls, jlong h, jint a, \
                                         jint b)                                  \
    { renju_game *g = RJJ_GAME(h); (void)cls; return rjj_check(env, g, (CALL)); }
#define RJJ_INT3(jname, CALL)                                                     \
    JNIEXPORT jint JNICALL RJJ_FN(jname)(JNIEnv *env, jclass cls, jlong h, jint a, \
                                         jint b, jint c)                          \
    { renju_game *g = RJJ_GAME(h); (void)cls; return rjj_check(env, g, (CALL)); }
/* Natives of a game and 0 to 3 ints that return a list of ints (RJJ_RETURN_INTS). */
#define RJJ_INTS0(jname, CALL)                                                    \
    JNIEXPORT jintArray JNICALL RJJ_FN(jname)(JNIEnv *env, jclass cls, jlong h)   \
    { renju_game *g = RJJ_GAME(h); (void)cls; RJJ_RETURN_INTS(env, g, CALL); }
#define RJJ_INTS1(jname, CALL)                                                    \
    JNIEXPORT jintArray JNICALL RJJ_FN(jname)(JNIEnv *env, jclass cls, jlong h,   \
                                              jint a)                             \
    { renju_game *g = RJJ_GAME(h); (void)cls; RJJ_RETURN_INTS(env, g, CALL); }
#define RJJ_INTS3(jname, CALL)                                                    \
    JNIEXPORT jintArray JNICALL RJJ_FN(jname)(JNIEnv *env, jclass cls, jlong h,   \
                                              jint a, jint b, jint c)             \
    { renju_game *g = RJJ_GAME(h); (void)cls; RJJ_RETURN_INTS(env, g, CALL); }
/* Natives of a game and 0 to 2 ints that return text as UTF-8 bytes. */
#define RJJ_TEXT0(jname, CALL)                                                    \
    JNIEXPORT jbyteArray JNICALL RJJ_FN(jname)(JNIEnv *env, jclass cls, jlong h)  \
    { renju_game *g = RJJ_GAME(h); (void)cls; RJJ_RETURN_TEXT(env, g, CALL); }
#define RJJ_TEXT1(jname, CALL)                                                    \
    JNIEXPORT jbyteArray JNICALL RJJ_FN(jname)(JNIEnv *env, jclass cls, jlong h,  \
                                               jint a)                            \
    { renju_game *g = RJJ_GAME(h); (void)cls; RJJ_RETURN_TEXT(env, g, CALL); }
#define RJJ_TEXT2(jname, CALL)                                                    \
    JNIEXPORT jbyteArray JNICALL RJJ_FN(jname)(JNIEnv *env, jclass cls, jlong h,  \
                                               jint a, jint b)                    \
    { renju_game *g = RJJ_GAME(h); (void)cls; RJJ_RETURN_TEXT(env, g, CALL); }

#endif /* RJ_JNI_H */
