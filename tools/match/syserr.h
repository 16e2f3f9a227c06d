/* SPDX-License-Identifier: MIT */
/* syserr.h - the text of an errno value, safe to ask from any thread (the games run
 * in threads, and strerror() may answer in one buffer shared by all). */
#ifndef RENJU_MATCH_SYSERR_H
#define RENJU_MATCH_SYSERR_H

#include <stddef.h>

/* The message of the errno value err, written into buf (cap bytes) or a constant
 * string; never NULL.  Unknown values read "error N". */
const char *syserr(int err, char *buf, size_t cap);

#endif
