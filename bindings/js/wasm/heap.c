// SPDX-License-Identifier: MIT
/* For the WebAssembly build only: the end of the heap (sbrk(0)), which the
 * JavaScript package's tests watch to show that games created and freed give their
 * memory back.  Not part of the C library's API. */
#define _DEFAULT_SOURCE
#include <stdint.h>
#include <unistd.h>

uintptr_t rjjs_heap_end(void);

uintptr_t rjjs_heap_end(void)
{
    return (uintptr_t)sbrk(0);
}
