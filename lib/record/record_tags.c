/* SPDX-License-Identifier: MIT */
/* record_tags.c - the metadata a game keeps for its records (players, event, date,
 * result as recorded...), in memory from the handle's allocator. */
#include "game/errors.h"
#include "record/record_tags.h"
#include "record/record_rules.h"
#include "game/output.h"
#include "game/handle.h"
#include "core/text.h"

#include <string.h>

/* how the handle frees and copies the tags, without knowing them */
static const rj_extra_ops tags_ops = { rj_tags_free, rj_tags_copy };

/* SGF's names for them (FF[4] game-info properties), in the order SGF export writes
 * them. */
const char *const rj_tag_names[RJ_NTAGS] = {
    "EV", "RO", "DT", "PC", "PB", "BR", "PW", "WR", "GN", "RE", "GC"
};

int rj_tag_index(const char *name, size_t n)
{
    int i;

    for (i = 0; i < RJ_NTAGS; i++)
        if (n == 2 && name[0] == rj_tag_names[i][0] && name[1] == rj_tag_names[i][1])
            return i;
    return -1;
}

const char *rj_tag_get(const renju_game *g, int tag)
{
    return g->tags ? g->tags->value[tag] : NULL;
}

static void free_value(renju_game *g, int tag)
{
    if (g->tags && g->tags->value[tag]) {
        g->free(g->opaque, g->tags->value[tag]);
        g->tags->value[tag] = NULL;
    }
}

int rj_tag_set(renju_game *g, int tag, const char *value, size_t n)
{
    char *copy;

    if (n == 0) {
        free_value(g, tag);
        return RENJU_OK;
    }
    if (!g->tags) {
        g->tags = g->alloc(g->opaque, sizeof *g->tags);
        if (!g->tags)
            return rj_error(g, RENJU_ENOMEM, "out of memory keeping a tag");
        memset(g->tags, 0, sizeof *g->tags);
        g->tags_ops = &tags_ops;
    }
    copy = g->alloc(g->opaque, n + 1);
    if (!copy)
        return rj_error(g, RENJU_ENOMEM, "out of memory keeping a tag");
    memcpy(copy, value, n);
    copy[n] = '\0';
    free_value(g, tag);
    g->tags->value[tag] = copy;
    return RENJU_OK;
}

void rj_tags_free(renju_game *g)
{
    int i;

    if (!g->tags)
        return;
    for (i = 0; i < RJ_NTAGS; i++)
        free_value(g, i);
    g->free(g->opaque, g->tags);
    g->tags = NULL;
}

int rj_tags_copy(renju_game *dst, const renju_game *src)
{
    int i;
    const char *v;

    dst->tags = NULL;
    if (!src->tags)
        return RENJU_OK;
    for (i = 0; i < RJ_NTAGS; i++) {
        v = src->tags->value[i];
        if (v && rj_tag_set(dst, i, v, strlen(v))) {
            rj_tags_free(dst);
            return RENJU_ENOMEM;
        }
    }
    return RENJU_OK;
}

/* ------------------------------------------------------------ public */

static int find_tag(renju_game *g, const char *name, const char *fn)
{
    int tag;
    char shown[RJ_QUOTE_SIZE(8)];

    if (!name)
        return rj_error(g, RENJU_EINVAL, "%s: name is NULL", fn);
    tag = rj_tag_index(name, strlen(name));
    if (tag < 0 && strcmp(name, "RU") != 0)
        return rj_error(g, RENJU_EINVAL,
                        "%s: unknown tag \"%s\" (EV RO DT PC PB BR PW WR GN RE GC RU)",
                        fn, rj_quote(shown, name, (size_t)-1, 8));
    return tag < 0 ? RJ_NTAGS : tag;
}

int renju_tag_set(renju_game *g, const char *name, const char *value)
{
    int tag;
    size_t n;

    if (!g)
        return RENJU_EINVAL;
    tag = find_tag(g, name, "renju_tag_set");
    if (tag < 0)
        return tag;
    if (tag == RJ_NTAGS)
        return rj_error(g, RENJU_EINVAL,
                        "RU is the game's rule set, chosen when the game is created");
    n = value ? strlen(value) : 0;
    if (rj_utf8_valid(value, n) < n)
        return rj_error(g, RENJU_EINVAL, "the value of %s is not UTF-8 text", name);
    if (n > RJ_TAG_MAX)
        return rj_error(g, RENJU_ERANGE, "the value of %s is %zu bytes long, at most %d",
                        name, n, RJ_TAG_MAX);
    if (rj_tag_set(g, tag, value, n))
        return RENJU_ENOMEM;
    return rj_ok(g);
}

int renju_tag_get(renju_game *g, const char *name, char *buf, size_t capacity)
{
    char rules[48];
    int tag;
    const char *v;

    if (!g)
        return RENJU_EINVAL;
    tag = find_tag(g, name, "renju_tag_get");
    if (tag < 0)
        return tag;
    if (tag == RJ_NTAGS) {
        rj_rules_text(g, rules, sizeof rules);
        v = rules;
    } else {
        v = rj_tag_get(g, tag);
    }
    if (!v)
        v = "";
    return rj_out_text(g, buf, capacity, v, name);
}

const char *renju_tag_name(int index)
{
    if (index < 0 || index > RJ_NTAGS)
        return NULL;
    return index == RJ_NTAGS ? "RU" : rj_tag_names[index];
}
