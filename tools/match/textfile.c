/* SPDX-License-Identifier: MIT */
/* textfile.c - a whole file read into memory. */
#define _POSIX_C_SOURCE 200809L

#include "textfile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

char *textfile_read(const char *path, size_t *length)
{
    FILE *f = fopen(path, "rb");
    char *text = NULL, *bigger;
    size_t cap = 0, n = 0, got;
    int err;

    if (!f)
        return NULL;
    do {
        if (cap - n < 4096) {
            cap = cap ? cap * 2 : 65536;
            if (!(bigger = realloc(text, cap + 1))) {
                free(text);
                fclose(f);
                errno = ENOMEM;
                return NULL;
            }
            text = bigger;
        }
        got = fread(text + n, 1, cap - n, f);
        n += got;
    } while (got > 0);
    if (ferror(f)) {
        err = errno;
        free(text);
        fclose(f);
        errno = err;
        return NULL;
    }
    fclose(f);
    text[n] = '\0';
    *length = n;
    return text;
}
