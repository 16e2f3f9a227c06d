/* SPDX-License-Identifier: MIT */
/* formats.c - which format a file is in: by the name the user gives, by its extension,
 * or by its first bytes, for standard input and files of other names. */
#define _POSIX_C_SOURCE 200809L

#include "formats.h"

#include <string.h>

static const char renlib_magic[] = "\xffRenLib\xff";

static int same_word(const char *a, const char *b)
{
    for (; *a && *b; a++, b++) {
        int x = *a >= 'A' && *a <= 'Z' ? *a - 'A' + 'a' : *a;
        if (x != *b)
            return 0;
    }
    return *a == '\0' && *b == '\0';
}

int tool_format_from_name(const char *name)
{
    int f;

    if (!name)
        return TOOL_FORMAT_UNKNOWN;
    if (*name == '.')
        name++;
    if (same_word(name, "rif") || same_word(name, "xml") || same_word(name, "renjunet"))
        return TOOL_FORMAT_RENJUNET;
    f = renju_format_from_name(name);
    return f >= 0 ? f : TOOL_FORMAT_UNKNOWN;
}

const char *tool_format_name(int format)
{
    const char *name = renju_format_name(format);

    if (format == TOOL_FORMAT_RENJUNET)
        return "renjunet";
    return name ? name : "unknown";
}

int tool_format_of_path(const char *path)
{
    const char *dot = strrchr(path, '.'), *slash = strrchr(path, '/');

    if (!dot || dot == path || (slash && (slash > dot || slash + 1 == dot)))
        return TOOL_FORMAT_UNKNOWN;
    return tool_format_from_name(dot + 1);
}

int tool_format_writable(int format)
{
    return format == RENJU_FORMAT_MOVES || format == RENJU_FORMAT_SGF
        || format == RENJU_FORMAT_PSQ || format == RENJU_FORMAT_LIB;
}

int tool_format_binary(int format)
{
    return format == RENJU_FORMAT_LIB || format == RENJU_FORMAT_POS;
}

/* An xl / ZJRenju .pos file: its first byte the number of stones, then one byte a
 * stone (row * 15 + column), and nothing else.  No text file is that. */
static int looks_pos(const unsigned char *h, size_t n)
{
    size_t i;

    if (n < 2 || h[0] == 0 || h[0] > 225 || (size_t)h[0] != n - 1)
        return 0;
    for (i = 1; i < n; i++)
        if (h[i] >= 225)
            return 0;
    return 1;
}

static int starts_with_nocase(const char *s, size_t n, const char *word)
{
    size_t k;

    for (k = 0; word[k]; k++) {
        int c = k < n ? (unsigned char)s[k] : 0;
        if ((c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c) != word[k])
            return 0;
    }
    return 1;
}

/* The format of the text or bytes head[0..n), by the first that is not blank. */
static int detect_content(const char *head, size_t n, int complete)
{
    size_t i = 0;

    if (complete && looks_pos((const unsigned char *)head, n))
        return RENJU_FORMAT_POS;
    if (n >= 3 && memcmp(head, "\xef\xbb\xbf", 3) == 0)
        i = 3;
    while (i < n && strchr(" \t\r\n\f\v", head[i]) && head[i])
        i++;
    if (i < n && head[i] == '(')
        return RENJU_FORMAT_SGF;
    if (i < n && head[i] == '<')
        return TOOL_FORMAT_RENJUNET;
    if (starts_with_nocase(head + i, n - i, "piskvorky"))
        return RENJU_FORMAT_PSQ;
    return RENJU_FORMAT_MOVES;
}

int tool_format_detect(const char *path, const char *head, size_t n, int complete)
{
    int f;

    if (n >= sizeof renlib_magic - 1 && memcmp(head, renlib_magic, sizeof renlib_magic - 1) == 0)
        return RENJU_FORMAT_LIB;
    if (strcmp(path, "-") != 0 && (f = tool_format_of_path(path)) != TOOL_FORMAT_UNKNOWN)
        return f;
    return detect_content(head, n, complete);
}
