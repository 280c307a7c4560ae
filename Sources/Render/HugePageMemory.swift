// HugePageMemory.swift: whole-frame pixel memory in transparent huge pages, so a new framebuffer costs one page
// fault per 2 MiB instead of one per 4 KiB.
// Rule: Linux madvise(2) MADV_HUGEPAGE (man7.org/linux/man-pages/man2/madvise.2.html) and the kernel's
// Documentation/admin-guide/mm/transhuge.rst: with THP in "madvise" mode (Debian's default) an advised,
// 2 MiB-aligned anonymous range is backed by huge pages on first touch; in "always" mode it is anyway, in "never"
// mode the advice is ignored and the memory is ordinary. posix_memalign(3) gives the alignment; free(3) releases it.
// Why: a video encode converted on the calling thread (formats other than 8-bit 4:2:0) makes up to
// `FramePipeline.encoderWindowFrames` framebuffers as its workers get ahead of the encoder; each 800×450 one was 352
// faults (heavy: 32 k faults in all, 7.5 k fewer with this; bench/README.md "Framebuffer pages (stop 49)"). Status:
// complete.

#if canImport(Glibc)
    import Glibc
#endif

/// Allocation of large pixel buffers on huge-page boundaries.
enum HugePageMemory {
    /// The huge page size on x86-64 and arm64 with 4 KiB base pages.
    static let pageBytes = 2 << 20
    /// Buffers of at least this many bytes are worth a huge page; smaller ones use the ordinary allocator.
    static let threshold = 1 << 20
    /// MADV_HUGEPAGE of <sys/mman.h> (Linux 2.6.38), which Swift's Glibc module does not import.
    private static let adviseHugePage: Int32 = 14

    /// `bytes` of uninitialised memory, 64-byte aligned at least; free it with `release(_:)`.
    static func allocate(bytes: Int) -> UnsafeMutableRawPointer {
        #if canImport(Glibc)
            let huge = bytes >= threshold
            let (alignment, rounded) = huge ? (pageBytes, (bytes + pageBytes - 1) / pageBytes * pageBytes) : (64, bytes)
            var memory: UnsafeMutableRawPointer?
            guard posix_memalign(&memory, alignment, max(1, rounded)) == 0, let memory else {
                fatalError("out of memory allocating \(rounded) bytes of pixels")
            }
            if huge { _ = madvise(memory, rounded, adviseHugePage) }  // advice only: failure leaves ordinary pages
            return memory
        #else
            return .allocate(byteCount: bytes, alignment: 64)
        #endif
    }

    /// Frees memory from `allocate(bytes:)`.
    static func release(_ memory: UnsafeMutableRawPointer) {
        #if canImport(Glibc)
            free(memory)
        #else
            memory.deallocate()
        #endif
    }
}
