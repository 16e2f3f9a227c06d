/* SPDX-License-Identifier: MIT */
/* record_formats.h - the record formats' parsers and writers (internal), which
 * record.c chooses among. */
#ifndef RJ_RECORD_FORMATS_H
#define RJ_RECORD_FORMATS_H

#include "record/record_output.h"
#include "record/record_import.h"
#include "game/handle.h"

/* The parsers, one per format.  Each reads imp->in and replays into the scratch
 * game; they return 0 or an error code already recorded by the functions above. */
int rj_import_moves(rj_import *imp);
int rj_import_sgf(rj_import *imp);
int rj_import_psq(rj_import *imp);
int rj_import_lib(rj_import *imp);
int rj_import_pos(rj_import *imp);

/* The writers, one per format; the game is checked (not in setup mode).  With whole
 * (renju_tree_export()) the tree formats write the whole tree, else the path from the
 * root to the node the game stands on. */
int rj_export_moves(renju_game *g, rj_out *o);
int rj_export_sgf(renju_game *g, rj_out *o, int whole);
int rj_export_psq(renju_game *g, rj_out *o);
int rj_export_lib(renju_game *g, rj_out *o, int whole);

#endif
