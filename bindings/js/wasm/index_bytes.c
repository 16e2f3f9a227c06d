// SPDX-License-Identifier: MIT
/* For the WebAssembly build only: renju_index_write() into one block of the heap, so
 * that the JavaScript package gets an index's bytes without a function pointer of its
 * own (Index.toBytes()).  Not part of the C library's API. */
#include <stdlib.h>
#include <string.h>

#include "renju.h"

typedef struct bytes {
    unsigned char *data;
    size_t size, room;
} bytes;

static int put(void *context, const void *data, size_t size)
{
    bytes *b = context;
    unsigned char *grown;
    size_t room;

    if (size > b->room - b->size) {
        room = b->room ? b->room : 4096;
        while (room - b->size < size) {
            if (room > (size_t)-1 / 2)
                return RENJU_ENOMEM;
            room *= 2;
        }
        grown = realloc(b->data, room);
        if (!grown)
            return RENJU_ENOMEM;
        b->data = grown;
        b->room = room;
    }
    memcpy(b->data + b->size, data, size);
    b->size += size;
    return 0;
}

int rjjs_index_write(renju_index *index, unsigned char **data, size_t *size);

/* The bytes into *data (malloc'ed, the caller's to free) and their number into *size;
 * renju_index_write()'s code, nothing kept on failure. */
int rjjs_index_write(renju_index *index, unsigned char **data, size_t *size)
{
    bytes b = { NULL, 0, 0 };
    int rc = renju_index_write(index, put, &b);

    if (rc < 0) {
        free(b.data);
        b.data = NULL;
        b.size = 0;
    }
    *data = b.data;
    *size = b.size;
    return rc;
}
