/* SPDX-License-Identifier: MIT */
/* textfile.h - a whole file read into memory. */
#ifndef RENJU_MATCH_TEXTFILE_H
#define RENJU_MATCH_TEXTFILE_H

#include <stddef.h>

/* The file's bytes with a NUL after them, in a new buffer; NULL with errno set. */
char *textfile_read(const char *path, size_t *length);

#endif
