/* SPDX-License-Identifier: MIT */
/* record_formats.c - the record formats' names, as programs and file names write
 * them. */

#include "record/record_formats.h"
#include <string.h>

static const char *const format_names[RENJU_FORMATS] = { "moves", "sgf", "psq", "lib", "pos" };

/* Other names of the formats, and the extensions of the files that hold them. */
static const struct { const char *name; int format; } format_aliases[] = {
    { "txt", RENJU_FORMAT_MOVES }, { "compact", RENJU_FORMAT_MOVES },
    { "movelist", RENJU_FORMAT_MOVES }, { "renlib", RENJU_FORMAT_LIB },
};

const char *renju_format_name(int format)
{
    return format >= 0 && format < RENJU_FORMATS ? format_names[format] : NULL;
}

int renju_format_from_name(const char *name)
{
    char key[16];
    size_t i, n;

    if (!name)
        return RENJU_EINVAL;
    if (*name == '.')
        name++;
    n = strlen(name);
    if (n == 0 || n >= sizeof key)
        return RENJU_EINVAL;
    for (i = 0; i <= n; i++)
        key[i] = (char)(name[i] >= 'A' && name[i] <= 'Z' ? name[i] - 'A' + 'a' : name[i]);
    for (i = 0; i < RENJU_FORMATS; i++)
        if (strcmp(key, format_names[i]) == 0)
            return (int)i;
    for (i = 0; i < sizeof format_aliases / sizeof *format_aliases; i++)
        if (strcmp(key, format_aliases[i].name) == 0)
            return format_aliases[i].format;
    return RENJU_EINVAL;
}
