/* SPDX-License-Identifier: MIT */
/* utf8.h - an engine's name made UTF-8 text, which the records require. */
#ifndef RENJU_MATCH_UTF8_H
#define RENJU_MATCH_UTF8_H

#include <stddef.h>

/* Replace in place every byte of s that is not part of a well-formed UTF-8
 * character (stray, cut, overlong, a surrogate or above U+10FFFF) by '?'.  Returns
 * how many bytes were replaced. */
size_t utf8_repair(char *s);

#endif
