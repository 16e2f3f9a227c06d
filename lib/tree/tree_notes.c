/* SPDX-License-Identifier: MIT */
/* tree_notes.c - what a node carries besides its action: comments, labels, marks, the
 * offers of an offers node, what a record held that the library does not use.  Each
 * node's notes are one allocation holding a list of records:
 *
 *     type (1 byte)  point (2 bytes, 0xffff for none)  length (4 bytes)  bytes
 *
 * so that the many nodes of a large library cost a few bytes each, and a change
 * writes a new list before letting the old one go. */
#include "tree/tree.h"

#include <string.h>

#define HEAD 7
#define NO_POINT 0xffffu

static void put_head(unsigned char *p, int type, int point, size_t len)
{
    unsigned pt = point < 0 ? NO_POINT : (unsigned)point;

    p[0] = (unsigned char)type;
    p[1] = (unsigned char)(pt & 0xff);
    p[2] = (unsigned char)(pt >> 8);
    p[3] = (unsigned char)(len & 0xff);
    p[4] = (unsigned char)(len >> 8 & 0xff);
    p[5] = (unsigned char)(len >> 16 & 0xff);
    p[6] = (unsigned char)(len >> 24 & 0xff);
}

static void get_head(const unsigned char *p, int *type, int *point, size_t *len)
{
    unsigned pt = p[1] | (unsigned)p[2] << 8;

    *type = p[0];
    *point = pt == NO_POINT ? -1 : (int)pt;
    *len = p[3] | (size_t)p[4] << 8 | (size_t)p[5] << 16 | (size_t)p[6] << 24;
}

static const rj_note_slot *slot_of(const rj_tree *t, int id)
{
    int k = t->node[id].notes;

    return k == RJ_NO_NODE ? NULL : &t->notes[k];
}

int rj_note_next(const rj_tree *t, int id, size_t *at, int *type, int *point,
                 const unsigned char **bytes, size_t *len)
{
    const rj_note_slot *s = slot_of(t, id);

    if (!s || *at >= s->size)
        return 0;
    get_head(s->bytes + *at, type, point, len);
    *bytes = s->bytes + *at + HEAD;
    *at += HEAD + *len;
    return 1;
}

const unsigned char *rj_note_find(const rj_tree *t, int id, int type, int point, size_t *len)
{
    const unsigned char *b;
    size_t at = 0;
    int ty, pt;

    while (rj_note_next(t, id, &at, &ty, &pt, &b, len))
        if (ty == type && (point < 0 || pt == point))
            return b;
    return NULL;
}

/* A free slot of the notes table, RJ_NO_NODE when it cannot grow. */
static int new_slot(renju_game *g, rj_tree *t)
{
    int k = t->free_notes, ncap;
    rj_note_slot *a;

    if (k != RJ_NO_NODE) {
        t->free_notes = (int)t->notes[k].size;
        return k;
    }
    if (t->notes_used == t->notes_cap) {
        ncap = t->notes_cap ? t->notes_cap * 2 : 16;
        if (ncap > 0x3fffffff || !(a = g->alloc(g->opaque, (size_t)ncap * sizeof *a)))
            return RJ_NO_NODE;
        if (t->notes_cap)
            memcpy(a, t->notes, (size_t)t->notes_cap * sizeof *a);
        if (t->notes)
            g->free(g->opaque, t->notes);
        t->notes = a;
        t->notes_cap = ncap;
    }
    t->notes[t->notes_used].bytes = NULL;
    return t->notes_used++;
}

void rj_notes_free(renju_game *g, rj_tree *t, int id)
{
    int k = t->node[id].notes;

    if (k == RJ_NO_NODE)
        return;
    g->free(g->opaque, t->notes[k].bytes);
    t->notes[k].bytes = NULL;
    t->notes[k].size = (size_t)t->free_notes;
    t->free_notes = k;
    t->node[id].notes = RJ_NO_NODE;
}

/* Give node id the list bytes[0..size) (allocated, or NULL when size is 0). */
static int install(renju_game *g, rj_tree *t, int id, unsigned char *bytes, size_t size)
{
    int k = t->node[id].notes;

    if (size == 0) {
        rj_notes_free(g, t, id);
        return RENJU_OK;
    }
    if (k == RJ_NO_NODE) {
        if ((k = new_slot(g, t)) == RJ_NO_NODE) {
            g->free(g->opaque, bytes);
            return RENJU_ENOMEM;
        }
        t->node[id].notes = k;
    } else {
        g->free(g->opaque, t->notes[k].bytes);
    }
    t->notes[k].bytes = bytes;
    t->notes[k].size = size;
    return RENJU_OK;
}

int rj_note_set(renju_game *g, rj_tree *t, int id, int type, int point, const void *bytes,
                size_t n)
{
    const rj_note_slot *s = slot_of(t, id);
    size_t old = s ? s->size : 0, at = 0, len, w = 0, size;
    const unsigned char *b;
    unsigned char *list = NULL;
    int ty, pt, done = 0;

    if (n > 0x7fffffff)
        return RENJU_ENOMEM;
    /* at most the old list and the new record */
    size = old + (bytes ? HEAD + n : 0);
    if (size && !(list = g->alloc(g->opaque, size)))
        return RENJU_ENOMEM;
    while (rj_note_next(t, id, &at, &ty, &pt, &b, &len)) {
        if (ty == type && pt == point) {
            if (!bytes || done)
                continue;   /* removed, or a second one (none is ever made) */
            /* replaced where it stood, so that the order things were set in holds */
            b = bytes;
            len = n;
            done = 1;
        }
        put_head(list + w, ty, pt, len);
        if (len)
            memcpy(list + w + HEAD, b, len);
        w += HEAD + len;
    }
    if (bytes && !done) {
        put_head(list + w, type, point, n);
        if (n)
            memcpy(list + w + HEAD, bytes, n);
        w += HEAD + n;
    }
    if (w == 0 && list) {
        g->free(g->opaque, list);
        list = NULL;
    }
    return install(g, t, id, list, w);
}

int rj_notes_copy(renju_game *g, rj_tree *dst, int to, const rj_tree *src, int from)
{
    const rj_note_slot *s = slot_of(src, from);
    unsigned char *list;

    if (!s)
        return install(g, dst, to, NULL, 0);
    if (!(list = g->alloc(g->opaque, s->size)))
        return RENJU_ENOMEM;
    memcpy(list, s->bytes, s->size);
    return install(g, dst, to, list, s->size);
}

int rj_notes_append(renju_game *g, rj_tree *t, int id, const rj_note_add *add, int n)
{
    const rj_note_slot *s = slot_of(t, id);
    size_t old = s ? s->size : 0, size = old, w;
    unsigned char *list;
    int i;

    for (i = 0; i < n; i++) {
        if (add[i].len > 0x7fffffff || size > (size_t)0x7fffffff)
            return RENJU_ENOMEM;
        size += HEAD + add[i].len;
    }
    if (size == old)
        return RENJU_OK;
    if (!(list = g->alloc(g->opaque, size)))
        return RENJU_ENOMEM;
    if (old)
        memcpy(list, s->bytes, old);
    for (i = 0, w = old; i < n; i++) {
        put_head(list + w, add[i].type, add[i].point, add[i].len);
        if (add[i].len)
            memcpy(list + w + HEAD, add[i].bytes, add[i].len);
        w += HEAD + add[i].len;
    }
    return install(g, t, id, list, size);
}
