/* SPDX-License-Identifier: MIT */
/* record_warnings.h - what an import passed over and an export left out
 * (internal). */
#ifndef RJ_RECORD_WARNINGS_H
#define RJ_RECORD_WARNINGS_H

#include "record/record_output.h"
#include "game/handle.h"

#define RJ_MAX_WARNINGS 16
#define RJ_WARNING_MAX 160
#define RJ_NO_POS ((size_t)-1)   /* a warning about the record as a whole */

struct rj_warning {
    int code;           /* RENJU_WARN_* */
    int line, column;   /* 0 for the whole record */
    int count;
    char msg[RJ_WARNING_MAX];
};

struct rj_warnings {
    int n;
    struct rj_warning w[RJ_MAX_WARNINGS];
};

/* Add a warning to w, or count it again (the same code and message): the entry, or
 * NULL when it was only counted, for the caller to place. */
struct rj_warning *rj_warning_add(struct rj_warnings *w, int code, int count, const char *msg);

/* Say what a writer left out (RENJU_WARN_NOT_WRITTEN), as rj_imp_warn() says what a
 * reader passed over. */
void rj_out_warn(rj_out *o, int code, int count, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* Keep a copy of w in the handle (an empty w empties the handle's); RENJU_ENOMEM
 * (not recorded) when the allocator fails, changing nothing. */
int rj_warnings_keep(renju_game *g, const struct rj_warnings *w);
/* Free the warnings; copy them into dst as rj_tags_copy() copies the tags. */
void rj_warnings_free(renju_game *g);
int rj_warnings_copy(renju_game *dst, const renju_game *src);

/* The state of one import: the caller's game, the scratch game the record is
 * replayed into, and where in the text things are.  The format parsers call
 * rj_imp_start() once they know the rule set and size (before the first action),
 * then the public play functions on imp->s, reporting failures through
 * rj_imp_fail() / rj_imp_parse_error(). */

#endif
