/* SPDX-License-Identifier: MIT */
/* record_lib.c - RenLib .lib libraries (renju_rules(7), GAME RECORDS). */
#include "record/record.h"

int rj_import_lib(rj_import *imp)
{
    return rj_imp_error(imp, RENJU_EINVAL, 0, "RenLib libraries are not read yet");
}

int rj_export_lib(renju_game *g, rj_out *o, int whole)
{
    (void)o;
    (void)whole;
    return rj_error(g, RENJU_EINVAL, "RenLib libraries are not written yet");
}
