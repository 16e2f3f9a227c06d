/* SPDX-License-Identifier: MIT */
/* tree_store.c - the nodes of a game tree: made, linked, walked and freed, with the
 * handle's allocator (which has no realloc, so the arrays grow by copying). */
#include "tree/tree.h"

#include <string.h>

/* The array at *arr of *cap items of size bytes, grown to hold at least n. */
static int grow(renju_game *g, void **arr, int *cap, int n, size_t size)
{
    int ncap;
    void *a;

    if (n <= *cap)
        return RENJU_OK;
    for (ncap = *cap ? *cap : 16; ncap < n; ncap *= 2)
        if (ncap > 0x3fffffff)
            return RENJU_ENOMEM;
    a = g->alloc(g->opaque, (size_t)ncap * size);
    if (!a)
        return RENJU_ENOMEM;
    if (*cap)
        memcpy(a, *arr, (size_t)*cap * size);
    if (*arr)
        g->free(g->opaque, *arr);
    *arr = a;
    *cap = ncap;
    return RENJU_OK;
}

rj_tree *rj_tree_new(renju_game *g, int nodes)
{
    rj_tree *t = g->alloc(g->opaque, sizeof *t);
    rj_action none;

    if (!t)
        return NULL;
    memset(t, 0, sizeof *t);
    t->free_node = RJ_NO_NODE;
    t->free_notes = RJ_NO_NODE;
    memset(&none, 0, sizeof none);
    if (grow(g, (void **)&t->node, &t->cap, nodes > 0 ? nodes : 1, sizeof *t->node)
        || rj_node_new(g, t, &none, RENJU_NODE_KEPT) != RJ_ROOT) {
        rj_tree_free(g, t);
        return NULL;
    }
    return t;
}

void rj_tree_free(renju_game *g, rj_tree *t)
{
    int i;

    if (!t)
        return;
    for (i = 0; i < t->notes_used; i++)
        if (t->notes[i].bytes)
            g->free(g->opaque, t->notes[i].bytes);
    if (t->node)
        g->free(g->opaque, t->node);
    if (t->path)
        g->free(g->opaque, t->path);
    if (t->notes)
        g->free(g->opaque, t->notes);
    g->free(g->opaque, t);
}

/* The notes table of src copied slot by slot, free slots included, so that the nodes'
 * indexes into it stay right. */
static int copy_notes(renju_game *g, rj_tree *dst, const rj_tree *src)
{
    int i;

    if (src->notes_used == 0)
        return RENJU_OK;
    dst->notes = g->alloc(g->opaque, (size_t)src->notes_used * sizeof *dst->notes);
    if (!dst->notes)
        return RENJU_ENOMEM;
    memset(dst->notes, 0, (size_t)src->notes_used * sizeof *dst->notes);
    dst->notes_cap = src->notes_used;
    for (i = 0; i < src->notes_used; i++) {
        dst->notes_used = i + 1;
        dst->notes[i].size = src->notes[i].size;
        if (!src->notes[i].bytes)
            continue;
        dst->notes[i].bytes = g->alloc(g->opaque, src->notes[i].size);
        if (!dst->notes[i].bytes)
            return RENJU_ENOMEM;
        memcpy(dst->notes[i].bytes, src->notes[i].bytes, src->notes[i].size);
    }
    return RENJU_OK;
}

rj_tree *rj_tree_copy(renju_game *g, const rj_tree *src)
{
    rj_tree *t = g->alloc(g->opaque, sizeof *t);

    if (!t)
        return NULL;
    memcpy(t, src, sizeof *t);
    t->node = NULL;
    t->path = NULL;
    t->notes = NULL;
    t->cap = t->path_cap = t->notes_cap = t->notes_used = 0;
    t->node = g->alloc(g->opaque, (size_t)src->used * sizeof *t->node);
    if (src->path_cap)
        t->path = g->alloc(g->opaque, (size_t)src->path_cap * sizeof *t->path);
    if (!t->node || (src->path_cap && !t->path) || copy_notes(g, t, src)) {
        rj_tree_free(g, t);
        return NULL;
    }
    memcpy(t->node, src->node, (size_t)src->used * sizeof *t->node);
    if (src->path_cap)
        memcpy(t->path, src->path, (size_t)src->path_cap * sizeof *t->path);
    t->cap = src->used;
    t->path_cap = src->path_cap;
    return t;
}

int rj_tree_reserve(renju_game *g, rj_tree *t, int n)
{
    rj_node *a;

    if (n <= t->cap)
        return RENJU_OK;
    if (n > 0x3fffffff || !(a = g->alloc(g->opaque, (size_t)n * sizeof *a)))
        return RENJU_ENOMEM;
    if (t->used)
        memcpy(a, t->node, (size_t)t->used * sizeof *a);
    if (t->node)
        g->free(g->opaque, t->node);
    t->node = a;
    t->cap = n;
    return RENJU_OK;
}

int rj_node_new(renju_game *g, rj_tree *t, const rj_action *a, unsigned flags)
{
    int id = t->free_node;
    rj_node *n;

    if (id != RJ_NO_NODE) {
        t->free_node = t->node[id].next;
    } else {
        if (grow(g, (void **)&t->node, &t->cap, t->used + 1, sizeof *t->node))
            return RJ_NO_NODE;
        id = t->used++;
    }
    n = &t->node[id];
    n->act = *a;
    n->parent = n->child = n->next = n->prev = RJ_NO_NODE;
    n->flags = flags | RJ_NODE_LIVE;
    n->notes = RJ_NO_NODE;
    t->count++;
    return id;
}

/* Put a freed node's slot on the free list. */
static void release(renju_game *g, rj_tree *t, int id)
{
    rj_notes_free(g, t, id);
    t->node[id].flags = 0;
    t->node[id].next = t->free_node;
    t->free_node = id;
    t->count--;
}

void rj_node_link_after(rj_tree *t, int parent, int prev, int id)
{
    rj_node *n = &t->node[id], *p = &t->node[parent];
    int first = p->child;

    n->parent = parent;
    if (prev == RJ_NO_NODE) {           /* the new first child */
        n->next = first;
        n->prev = first == RJ_NO_NODE ? id : t->node[first].prev;
        if (first != RJ_NO_NODE)
            t->node[first].prev = id;
        p->child = id;
        return;
    }
    n->next = t->node[prev].next;
    n->prev = prev;
    t->node[prev].next = id;
    if (n->next != RJ_NO_NODE)
        t->node[n->next].prev = id;
    else
        t->node[first].prev = id;      /* the new last child */
}

void rj_node_link_last(rj_tree *t, int parent, int id)
{
    int first = t->node[parent].child;

    rj_node_link_after(t, parent, first == RJ_NO_NODE ? RJ_NO_NODE : t->node[first].prev, id);
}

void rj_node_unlink(rj_tree *t, int id)
{
    rj_node *n = &t->node[id], *p = &t->node[n->parent];
    int first = p->child;

    if (first == id) {
        p->child = n->next;
        if (n->next != RJ_NO_NODE)
            t->node[n->next].prev = n->prev;
    } else {
        t->node[n->prev].next = n->next;
        if (n->next != RJ_NO_NODE)
            t->node[n->next].prev = n->prev;
        else
            t->node[first].prev = n->prev;
    }
    n->parent = n->next = n->prev = RJ_NO_NODE;
}

/* Free what is below id, without recursion: a record can nest as deep as it likes.
 * Each step frees a leaf, or goes down to a child. */
void rj_children_free(renju_game *g, rj_tree *t, int id)
{
    int n = t->node[id].child, up;

    while (n != RJ_NO_NODE) {
        if (t->node[n].child != RJ_NO_NODE) {
            n = t->node[n].child;
            continue;
        }
        up = t->node[n].parent;
        t->node[up].child = t->node[n].next;
        if (t->node[n].next != RJ_NO_NODE)
            t->node[t->node[n].next].prev = t->node[n].prev;
        release(g, t, n);
        n = up == id ? t->node[id].child : up;
    }
}

void rj_subtree_free(renju_game *g, rj_tree *t, int id)
{
    rj_children_free(g, t, id);
    rj_node_unlink(t, id);
    release(g, t, id);
}

int rj_node_child_at(const rj_tree *t, int id, int index)
{
    int c = t->node[id].child;

    if (index < 0)
        return RJ_NO_NODE;
    while (c != RJ_NO_NODE && index-- > 0)
        c = t->node[c].next;
    return index < 0 || c == RJ_NO_NODE ? c : RJ_NO_NODE;
}

int rj_node_children(const rj_tree *t, int id)
{
    int c, n = 0;

    for (c = t->node[id].child; c != RJ_NO_NODE; c = t->node[c].next)
        n++;
    return n;
}

int rj_node_index(const rj_tree *t, int id)
{
    int c, n = 0;

    if (id == RJ_ROOT)
        return 0;
    for (c = t->node[t->node[id].parent].child; c != id; c = t->node[c].next)
        n++;
    return n;
}

int rj_node_depth(const rj_tree *t, int id)
{
    int d = 0;

    while (id != RJ_ROOT) {
        id = t->node[id].parent;
        d++;
    }
    return d;
}

int rj_node_following(const rj_tree *t, int id)
{
    if (t->node[id].child != RJ_NO_NODE)
        return t->node[id].child;
    while (id != RJ_ROOT) {
        if (t->node[id].next != RJ_NO_NODE)
            return t->node[id].next;
        id = t->node[id].parent;
    }
    return RJ_NO_NODE;
}

void rj_node_keep(rj_tree *t, int id)
{
    /* the nodes above a kept node are kept already, so the climb stops at the first */
    while (!(t->node[id].flags & RENJU_NODE_KEPT)) {
        t->node[id].flags |= RENJU_NODE_KEPT;
        id = t->node[id].parent;
    }
}
