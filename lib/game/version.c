/* SPDX-License-Identifier: MIT */
/* version.c - the version of the library actually loaded. */
#include "renju.h"

int renju_version_number(void)
{
    return RENJU_VERSION_NUMBER;
}

const char *renju_version_string(void)
{
    return RENJU_VERSION_STRING;
}
