/* SPDX-License-Identifier: MIT */
/* record_pos.c - xl / ZJRenju .pos positions (renju_rules(7), GAME RECORDS). */
#include "record/record.h"

int rj_import_pos(rj_import *imp)
{
    return rj_imp_error(imp, RENJU_EINVAL, 0, ".pos positions are not read yet");
}
