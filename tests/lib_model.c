/* SPDX-License-Identifier: MIT */
/* lib_model.c - the second reading of RenLib libraries (lib_model.h). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib_model.h"

/* ------------------------------------------------------------ the tree */

void lm_init(lm_tree *t)
{
    t->cap = 64;
    t->n = 0;
    t->node = malloc((size_t)t->cap * sizeof *t->node);
    ck_assert_ptr_nonnull(t->node);
    lm_add(t, -1, -1, 0);
}

void lm_free(lm_tree *t)
{
    int i;

    for (i = 0; i < t->n; i++) {
        free(t->node[i].comment);
        free(t->node[i].board);
    }
    free(t->node);
    t->node = NULL;
    t->n = t->cap = 0;
}

int lm_add(lm_tree *t, int parent, int pos, unsigned flags)
{
    lm_node *x;

    if (t->n == t->cap) {
        t->cap *= 2;
        t->node = realloc(t->node, (size_t)t->cap * sizeof *t->node);
        ck_assert_ptr_nonnull(t->node);
    }
    x = &t->node[t->n];
    memset(x, 0, sizeof *x);
    x->parent = parent;
    x->first = x->last = x->next = -1;
    x->pos = pos;
    x->flags = flags;
    if (parent >= 0) {
        if (t->node[parent].last >= 0)
            t->node[t->node[parent].last].next = t->n;
        else
            t->node[parent].first = t->n;
        t->node[parent].last = t->n;
    }
    return t->n++;
}

static char *copy_text(const char *s, size_t n)
{
    char *c = malloc(n + 1);

    ck_assert_ptr_nonnull(c);
    memcpy(c, s, n);
    c[n] = '\0';
    return c;
}

void lm_set_comment(lm_tree *t, int node, const char *text)
{
    free(t->node[node].comment);
    t->node[node].comment = text && *text ? copy_text(text, strlen(text)) : NULL;
}

void lm_set_board(lm_tree *t, int node, const char *text)
{
    free(t->node[node].board);
    t->node[node].board = text && *text ? copy_text(text, strlen(text)) : NULL;
}

/* ------------------------------------------------------------ parsing */

/* A text of the file from *p, in pairs of bytes as RenLib reads them: to a NUL, or,
 * old style, to a byte with its top bit set (kept, without that bit).  Its bytes into
 * a new string; NULL when the file ends first. */
static char *raw_text(const unsigned char *b, size_t len, size_t *p, int old, size_t *n)
{
    char *s = malloc(len + 1);
    size_t k = 0, i;
    int done = 0;

    ck_assert_ptr_nonnull(s);
    for (i = *p; !done && i + 2 <= len; i += 2) {
        for (int j = 0; j < 2 && !done; j++) {
            unsigned c = b[i + (size_t)j];
            if (old) {
                s[k++] = (char)(c & 0x7f);
                done = (c & 0x80) != 0;
            } else if (c == 0) {
                done = 1;
            } else {
                s[k++] = (char)c;
            }
        }
    }
    if (!done) {
        free(s);
        return NULL;
    }
    *p = i;
    *n = k;
    s[k] = '\0';
    return s;
}

/* An old-style comment's 7-bit text in UTF-8: the Swedish letters on the brackets,
 * NULs left out. */
static char *old_text(const char *s, size_t n)
{
    static const char *const from = "}{|][\\";
    static const char *const to[] = { "\xc3\xa5", "\xc3\xa4", "\xc3\xb6", "\xc3\x85",
                                      "\xc3\x84", "\xc3\x96" };
    char *out = malloc(2 * n + 1);
    const char *f;
    size_t i, k = 0;

    ck_assert_ptr_nonnull(out);
    for (i = 0; i < n; i++) {
        if (s[i] == 0)
            continue;
        f = strchr(from, s[i]);
        if (f) {
            memcpy(out + k, to[f - from], 2);
            k += 2;
        } else {
            out[k++] = s[i];
        }
    }
    out[k] = '\0';
    return out;
}

/* A comment as the library keeps it: the end of the title (the first 0x08) as a line
 * feed; NULL for an empty one. */
static char *comment_text(char *s)
{
    char *sep = strchr(s, 0x08);

    if (sep)
        *sep = '\n';
    if (!*s) {
        free(s);
        return NULL;
    }
    return s;
}

static int parse_texts(const unsigned char *b, size_t len, size_t *p, lm_node *x)
{
    size_t n;
    char *s;

    if (x->flags & (LM_OLD | LM_COMMENT)) {
        s = raw_text(b, len, p, (x->flags & LM_OLD) != 0, &n);
        if (!s)
            return -1;
        if (x->flags & LM_OLD) {
            char *o = old_text(s, n);
            free(s);
            s = o;
        }
        x->comment = comment_text(s);
    }
    if (x->flags & LM_BOARD) {
        s = raw_text(b, len, p, 0, &n);
        if (!s)
            return -1;
        if (*s)
            x->board = s;
        else
            free(s);
    }
    return 0;
}

static int parse_body(const unsigned char *b, size_t len, size_t p, lm_tree *t)
{
    int *stack = malloc((len / 2 + 1) * sizeof *stack), sp = 0, cur = 0, x, first = 1;
    int ended = 0, rc = 0;
    unsigned pos, fl;

    ck_assert_ptr_nonnull(stack);
    while (p < len && rc == 0) {
        if (ended || p + 2 > len) {
            rc = -1;
            break;
        }
        pos = b[p];
        fl = b[p + 1];
        p += 2;
        if (pos && (pos % 16 == 0 || pos / 16 > 14)) {
            rc = -1;
            break;
        }
        if (fl & LM_EXT) {
            if (p + 2 > len) {
                rc = -1;
                break;
            }
            fl |= (unsigned)b[p] << 16 | (unsigned)b[p + 1] << 8;
            p += 2;
        }
        if (first && pos == 0) {
            x = 0;                       /* the root's own record */
            if (fl & LM_SIBLING)
                rc = -1;
        } else {
            x = lm_add(t, cur, (int)pos, 0);
            cur = x;
        }
        t->node[x].flags = fl;
        if (rc == 0)
            rc = parse_texts(b, len, &p, &t->node[x]);
        if (fl & LM_SIBLING)
            stack[sp++] = x;
        if (fl & LM_LEAF) {
            if (sp == 0)
                ended = 1;
            else
                cur = t->node[stack[--sp]].parent;
        }
        first = 0;
        if (p == len)
            t->node[x].at_end = 1;
    }
    free(stack);
    return rc;
}

int lm_parse(const unsigned char *b, size_t len, lm_tree *t)
{
    lm_init(t);
    if (len == 0)
        return -1;
    if (b[0] == 0x78)
        return parse_body(b, len, 0, t);
    if (len < 20 || memcmp(b, "\xffRenLib\xff", 8) != 0 || b[8] != 3)
        return -1;
    return parse_body(b, len, 20, t);
}

/* ------------------------------------------------------------ writing */

typedef struct buf {
    unsigned char *b;
    size_t n, cap;
} buf;

static void put(buf *o, const void *s, size_t n)
{
    if (o->n + n > o->cap) {
        while (o->n + n > o->cap)
            o->cap = o->cap ? 2 * o->cap : 256;
        o->b = realloc(o->b, o->cap);
        ck_assert_ptr_nonnull(o->b);
    }
    memcpy(o->b + o->n, s, n);
    o->n += n;
}

static void put_byte(buf *o, unsigned c)
{
    unsigned char b = (unsigned char)c;

    put(o, &b, 1);
}

/* A text with its NUL and its padding; a comment's first line feed that ends no CR LF
 * as 0x08. */
static void put_text(buf *o, const char *s, int comment)
{
    size_t n = strlen(s), i, start = o->n;
    int done = !comment;

    for (i = 0; i < n; i++) {
        if (!done && s[i] == '\n' && (i == 0 || s[i - 1] != '\r')) {
            put_byte(o, 0x08);
            done = 1;
        } else {
            put_byte(o, (unsigned char)s[i]);
        }
    }
    put_byte(o, 0);
    if ((o->n - start) % 2)
        put_byte(o, 0);
}

static void put_node(buf *o, const lm_tree *t, int x)
{
    const lm_node *d = &t->node[x];
    unsigned fl = d->flags & LM_OWN;

    if (x != 0 && d->next >= 0)
        fl |= LM_SIBLING;
    if (d->first < 0)
        fl |= LM_LEAF;
    if (d->comment)
        fl |= LM_COMMENT;
    if (d->board && x != 0)
        fl |= LM_BOARD;
    if (fl & 0xffff00u)
        fl |= LM_EXT;
    put_byte(o, x == 0 ? 0 : (unsigned)d->pos);
    put_byte(o, fl & 0xff);
    if (fl & LM_EXT) {
        put_byte(o, fl >> 16 & 0xff);
        put_byte(o, fl >> 8 & 0xff);
    }
    if (d->comment)
        put_text(o, d->comment, 1);
    if (fl & LM_BOARD)
        put_text(o, d->board, 0);
}

unsigned char *lm_write(const lm_tree *t, size_t *len)
{
    static const unsigned char head[20] = {
        0xff, 'R', 'e', 'n', 'L', 'i', 'b', 0xff, 3, 4,
        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
    };
    buf o = { NULL, 0, 0 };
    int x = 0;

    put(&o, head, sizeof head);
    /* pre-order, by the links alone */
    for (;;) {
        put_node(&o, t, x);
        if (t->node[x].first >= 0) {
            x = t->node[x].first;
            continue;
        }
        while (x > 0 && t->node[x].next < 0)
            x = t->node[x].parent;
        if (x <= 0)
            break;
        x = t->node[x].next;
    }
    *len = o.n;
    return o.b;
}

/* ------------------------------------------------------------ what the library holds */

int lm_label_only(const lm_tree *t, int x)
{
    const lm_node *d = &t->node[x];

    return x > 0 && (d->flags & LM_NO_MOVE) && ((d->flags & LM_LEAF) || d->at_end) && d->board
        && !d->comment
        && d->pos != 0 && !(d->flags & (LM_MARK | LM_START | 0xfffe00u));
}

static int point_of(int pos)
{
    return (14 - pos / 16) * 15 + pos % 16 - 1;
}

/* What the rules make of each node, under freestyle on 15x15 with no line long enough
 * for a five: the error of an illegal node (-1 below one), and the colour of a move. */
typedef struct lm_state {
    int *status;        /* 0, a RENJU_E* code, or 1 for a node below an illegal one */
    int *colour;
} lm_state;

static void judge(const lm_tree *t, lm_state *st)
{
    unsigned char board[225];
    int *moves = malloc((size_t)t->n * sizeof *moves), *passes = malloc((size_t)t->n * sizeof *passes);
    int x, p;

    ck_assert_ptr_nonnull(moves);
    ck_assert_ptr_nonnull(passes);
    st->status = calloc((size_t)t->n, sizeof *st->status);
    st->colour = calloc((size_t)t->n, sizeof *st->colour);
    ck_assert_ptr_nonnull(st->status);
    ck_assert_ptr_nonnull(st->colour);
    moves[0] = passes[0] = 0;
    memset(board, 0, sizeof board);
    /* pre-order with the board made and unmade along the way */
    for (x = 0;;) {
        if (x > 0) {
            const lm_node *d = &t->node[x];
            p = d->parent;
            moves[x] = moves[p];
            passes[x] = passes[p];
            if (!(d->flags & LM_NO_MOVE))
                st->colour[x] = moves[p] % 2 ? RENJU_WHITE : RENJU_BLACK;
            if (st->status[p] != 0)
                st->status[x] = 1;
            else if (d->flags & LM_NO_MOVE)
                ;
            else if (passes[p] >= 2)
                st->status[x] = RENJU_EGAMEOVER;
            else if (d->pos && board[point_of(d->pos)])
                st->status[x] = RENJU_EOCCUPIED;
            if (!(d->flags & LM_NO_MOVE)) {
                moves[x]++;
                passes[x] = d->pos ? 0 : passes[x] + 1;
            }
            if (st->status[x] == 0 && d->pos && !(d->flags & LM_NO_MOVE))
                board[point_of(d->pos)] = 1;
        }
        if (t->node[x].first >= 0) {
            x = t->node[x].first;
            continue;
        }
        /* up: each stone this node's line put is taken off */
        for (;;) {
            const lm_node *d = &t->node[x];
            if (x > 0 && st->status[x] == 0 && d->pos && !(d->flags & LM_NO_MOVE))
                board[point_of(d->pos)] = 0;
            if (x == 0 || d->next >= 0)
                break;
            x = d->parent;
        }
        if (x == 0)
            break;
        x = t->node[x].next;
    }
    free(moves);
    free(passes);
}

/* The first child that is a node of the library's tree. */
static int first_node(const lm_tree *t, int x)
{
    int c;

    for (c = t->node[x].first; c >= 0 && lm_label_only(t, c); c = t->node[c].next)
        ;
    return c;
}

int lm_expected_rc(const lm_tree *t)
{
    lm_state st;
    int x, rc = 0;

    judge(t, &st);
    for (x = first_node(t, 0); x >= 0; x = first_node(t, x))
        if (st.status[x] != 0) {
            rc = st.status[x];
            break;
        }
    free(st.status);
    free(st.colour);
    return rc;
}

/* The labels of node x's position: the board texts of its children, the first one at
 * each point; in the order of the children, or in any order. */
static void check_labels(renju_game *g, int lib, const lm_tree *t, int x, int ordered)
{
    int points[225], want[225], n = 0, k, j, c, got;
    char text[300];

    for (c = t->node[x].first; c >= 0; c = t->node[c].next) {
        if (!t->node[c].board || t->node[c].pos == 0)
            continue;
        for (k = 0; k < n; k++)
            if (t->node[want[k]].pos == t->node[c].pos)
                break;
        if (k == n)
            want[n++] = c;
    }
    got = renju_node_labels(g, lib, points, 225);
    ck_assert_int_eq(got, n);
    for (k = 0; k < n; k++) {
        for (j = ordered ? k : 0; j < n && points[j] != point_of(t->node[want[k]].pos); j++)
            ;
        ck_assert_msg(j < n && (!ordered || j == k), "node %d: no label at %d, or not in order",
                      x, point_of(t->node[want[k]].pos));
        ck_assert_int_ge(renju_node_label_get(g, lib, points[j], text, sizeof text), 0);
        ck_assert_str_eq(text, t->node[want[k]].board);
    }
}

static void check_node(renju_game *g, int lib, const lm_tree *t, int x, const lm_state *st,
                       int ordered)
{
    const lm_node *d = &t->node[x];
    int kind, colour, value, flags, want_flags = 0;
    char text[4096];

    kind = renju_node_action(g, lib, &colour, &value);
    if (x == 0) {
        ck_assert_int_eq(kind, RENJU_NODE_ROOT);
    } else if (d->flags & LM_NO_MOVE) {
        ck_assert_int_eq(kind, RENJU_NODE_NONE);
        ck_assert_int_eq(colour, RENJU_EMPTY);
    } else {
        ck_assert_int_eq(kind, d->pos ? RENJU_NODE_STONE : RENJU_NODE_PASS);
        ck_assert_int_eq(value, d->pos ? point_of(d->pos) : RENJU_PASS);
        ck_assert_int_eq(colour, st->colour[x]);
    }
    flags = renju_node_flags(g, lib);
    if (d->flags & LM_MARK)
        want_flags |= RENJU_NODE_MARKED;
    if (d->flags & LM_START)
        want_flags |= RENJU_NODE_START;
    if (st->status[x] == 1)
        want_flags |= RENJU_NODE_UNPLAYABLE;
    else if (st->status[x] != 0)
        want_flags |= RENJU_NODE_ILLEGAL;
    ck_assert_int_eq(flags & ~RENJU_NODE_KEPT, want_flags);
    if (st->status[x] < 0) {
        int code;
        ck_assert_int_gt(renju_node_error(g, lib, &code, text, sizeof text), 0);
        ck_assert_int_eq(code, st->status[x]);
    }
    ck_assert_int_ge(renju_node_comment_get(g, lib, text, sizeof text), 0);
    ck_assert_str_eq(text, d->comment ? d->comment : "");
    check_labels(g, lib, t, x, ordered);
}

void lm_compare(renju_game *g, const lm_tree *t, int ordered)
{
    lm_state st;
    int x = 0, lib = 0, nodes = 0, end;

    judge(t, &st);
    for (;;) {
        if (!lm_label_only(t, x)) {
            ck_assert_msg(lib != RENJU_NO_NODE, "the library's tree ends before node %d", x);
            check_node(g, lib, t, x, &st, ordered);
            lib = renju_node_next(g, lib);
            nodes++;
        }
        if (t->node[x].first >= 0) {
            x = t->node[x].first;
            continue;
        }
        while (x > 0 && t->node[x].next < 0)
            x = t->node[x].parent;
        if (x == 0)
            break;
        x = t->node[x].next;
    }
    ck_assert_int_eq(lib, RENJU_NO_NODE);
    ck_assert_int_eq(renju_node_count(g), nodes);
    /* the game at the end of the main line, where every node keeps the rules */
    for (x = 0, end = 0; (x = first_node(t, x)) >= 0 && st.status[x] == 0;)
        end++;
    ck_assert_int_eq(renju_node_depth(g, RENJU_NODE_CURRENT), end);
    free(st.status);
    free(st.colour);
}

/* ------------------------------------------------------------ dump */

static int by_value(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

void lm_dump(renju_game *g, char *out, size_t cap)
{
    char text[4096];
    int n, k, c, v, pts[400], marks[400], cnt;
    size_t len = 0;

#define PUT(...) do { \
        len += (size_t)snprintf(out + len, cap - len, __VA_ARGS__); \
        ck_assert_uint_lt(len, cap); \
    } while (0)
    for (n = 0; n != RENJU_NO_NODE; n = renju_node_next(g, n)) {
        ck_assert_int_ge(n, 0);
        k = renju_node_action(g, n, &c, &v);
        PUT("%d:%d/%d/%d/%d", renju_node_depth(g, n), k, c, v, renju_node_flags(g, n));
        ck_assert_int_ge(renju_node_comment_get(g, n, text, sizeof text), 0);
        PUT(" c'%s'", text);
        /* the labels by point: a library keeps them in the order of the children that
         * carry them, not in the order they were set */
        cnt = renju_node_labels(g, n, pts, 400);
        qsort(pts, (size_t)(cnt > 0 ? cnt : 0), sizeof *pts, by_value);
        for (k = 0; k < cnt; k++) {
            ck_assert_int_ge(renju_node_label_get(g, n, pts[k], text, sizeof text), 0);
            PUT(" L%d'%s'", pts[k], text);
        }
        cnt = renju_node_marks(g, n, pts, marks, 400);
        for (k = 0; k < cnt; k++)
            PUT(" M%d=%d", pts[k], marks[k]);
        PUT("\n");
    }
    cnt = renju_tree_path(g, RENJU_NODE_CURRENT, pts, 400);
    PUT("at");
    for (k = 0; k < cnt; k++)
        PUT(" %d", pts[k]);
    PUT(", %d stones, result %d\n", renju_stone_count(g), renju_result(g));
#undef PUT
}
