// AllocCounter.c: the interposed allocator entry points behind CAllocCounter.h. Each one counts (when its thread is
// counting) and forwards to glibc's exported __libc_* implementation; posix_memalign and aligned_alloc, which glibc
// exports under no such name, go to __libc_memalign, which is what glibc's own versions call (malloc/malloc.c). The
// thread-local state uses the initial-exec TLS model, so reading it never allocates (no __tls_get_addr slow path)
// and cannot recurse into malloc.

#include "CAllocCounter.h"

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static __thread int counting __attribute__((tls_model("initial-exec")));
static __thread AllocCounts counts __attribute__((tls_model("initial-exec")));

static inline void count(void *result, size_t bytes) {
    if (counting && result) {
        counts.allocations += 1;
        counts.bytes += (int64_t)bytes;
        if ((int64_t)bytes > counts.largest) counts.largest = (int64_t)bytes;
    }
}

void alloc_counter_start(void) {
    counts = (AllocCounts){0, 0, 0, 0};
    counting = 1;
}

AllocCounts alloc_counter_stop(void) {
    counting = 0;
    return counts;
}

void alloc_counter_stop_into(int64_t out[4]) {
    AllocCounts c = alloc_counter_stop();
    out[0] = c.allocations;
    out[1] = c.bytes;
    out[2] = c.frees;
    out[3] = c.largest;
}

void *malloc(size_t size) {
    void *p = __libc_malloc(size);
    count(p, size);
    return p;
}

void *calloc(size_t n, size_t size) {
    void *p = __libc_calloc(n, size);
    count(p, n * size);
    return p;
}

void *realloc(void *pointer, size_t size) {
    void *p = __libc_realloc(pointer, size);
    count(p, size);
    return p;
}

void free(void *pointer) {
    if (counting && pointer) counts.frees += 1;
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    void *p = __libc_memalign(alignment, size);
    count(p, size);
    return p;
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    // glibc's checks: a power of two that is a multiple of sizeof(void *).
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) return EINVAL;
    void *p = __libc_memalign(alignment, size);
    if (!p) return ENOMEM;
    count(p, size);
    *out = p;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    void *p = __libc_memalign(alignment, size);
    count(p, size);
    return p;
}

void *valloc(size_t size) {
    void *p = __libc_valloc(size);
    count(p, size);
    return p;
}

void *pvalloc(size_t size) {
    void *p = __libc_pvalloc(size);
    count(p, size);
    return p;
}
