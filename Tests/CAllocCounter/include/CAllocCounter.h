// CAllocCounter.h: a test-only count of the C heap's allocations made by the calling thread (issue #21: "no
// steady-state allocation per frame"). The target defines malloc, calloc, realloc, free, memalign, posix_memalign,
// aligned_alloc, valloc and pvalloc in the test executable, so every library's calls (the Swift runtime's
// swift_slowAlloc, Foundation, FreeType…) reach them first (ELF symbol interposition, which glibc supports for its
// allocator: https://www.gnu.org/software/libc/manual/html_node/Replacing-malloc.html). Each forwards to glibc's own
// entry point (__libc_malloc …), so the heap is glibc's whatever the path. Counting is per thread and only between
// alloc_counter_start and alloc_counter_stop, so tests running on other threads neither add to a count nor pay for it
// beyond one thread-local load per call.
#ifndef CALLOCCOUNTER_H
#define CALLOCCOUNTER_H

#include <stdint.h>

/// What the calling thread allocated while counting: calls that return new memory (malloc, calloc, memalign and
/// the aligned forms, and realloc), the bytes they asked for, calls to free with a non-null pointer, and the
/// largest single request.
typedef struct {
    int64_t allocations;
    int64_t bytes;
    int64_t frees;
    int64_t largest;
} AllocCounts;

/// Zeroes the calling thread's counts and starts counting its allocations.
void alloc_counter_start(void);

/// Stops counting on the calling thread and returns what it counted since alloc_counter_start.
AllocCounts alloc_counter_stop(void);

/// alloc_counter_stop with the counts written to out[0…3] (allocations, bytes, frees, largest): the form `AnimBench alloc`
/// looks up with dlsym when the file is preloaded as a shared library (bench/alloc-count).
void alloc_counter_stop_into(int64_t out[4]);

#endif
