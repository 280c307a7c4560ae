// EncoderHeapWarmup.swift: the heap libx264 will allocate its lookahead frames from, faulted in on an otherwise idle
// core while frame 0 renders alone, so x264's first frames land on resident pages.
// Rule: issue #21. libx264 asks for transparent huge pages on its large buffers (x264 common/base.c `x264_malloc`:
// `madvise(MADV_HUGEPAGE)` on blocks of 7/8 of a huge page or more); with THP `defrag` at `madvise` (Debian's
// default) a fault on such a block may compact memory directly, and on the 2-vCPU build machine a first touch of fresh
// madvised memory took 9–376 ms per 64 MiB (bench/README.md, stop 53). Those faults were taken by the thread that
// feeds x264 (`x264_encoder_encode` copying each picture into a new frame) while its lookahead filled: the critical
// path of the run's start. Status: complete.
//
// 1. Size: `EncoderMemory.lookaheadBytes` (the lookahead's frames, 3.2 bytes a pixel each), at most
//    `maximumBytes`; nothing for other codecs or presets without a lookahead, so no memory is held that x264 would
//    not have taken anyway.
// 2. The calling thread (the one that will feed x264) allocates the blocks, each below `AllocatorTuning`'s mmap
//    threshold, so they come from this thread's malloc arena; a helper thread touches one byte per page of them
//    while the render workers draw frame 0 (FramePipeline rule 2), and `release()` frees them back to the arena's top,
//    where x264's next allocations on this thread find them (the trim threshold keeps them mapped).
// 3. Bytes written are zeros into memory nobody reads: output does not depend on it.
// Measured (bench/README.md "Heavy end to end: the first frame once (stop 54)"): on bench/scenes/heavy.scene, 48 MB
// touched left the run's page faults at 26.7 k → 27.6 k (x264 took ~44 MB of them instead of faulting its own), the
// kernel's share of the samples 12.7 % → 8.7 %, `clear_page_erms` under x264's feeding thread ~160 samples → under
// 10; on scenes/orbit.scene at 1920×1080 the system time of 9 runs without was 0.11–2.53 s (median 0.37 s, the slow
// runs in direct compaction), with it 0.13–0.78 s (median 0.16 s).

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Blocks of this thread's heap, faulted in on a helper thread until `release()` frees them (see the file header).
final class EncoderHeapWarmup: @unchecked Sendable {
    /// The most bytes faulted in ahead: 32 MiB. Past about that x264's larger frames (its buffers of 7/8 of a huge
    /// page or more are aligned to 2 MiB) leave gaps in the warmed blocks it does not use: peak RSS of orbit at
    /// 1920×1080 grew 569 → 589 MB with 64 MiB, → 575–582 MB with 32 MiB.
    static let maximumBytes = 32 << 20
    /// Each block stays below `AllocatorTuning.mmapThreshold`, so malloc takes it from the heap, not from mmap.
    static let blockBytes = 16 << 20
    static let pageBytes = 4096

    private var blocks: [(pointer: UnsafeMutableRawPointer, size: Int)] = []
    private let touched = DispatchSemaphore(value: 0)
    private var released = false

    /// Allocates about `bytes` (at most `maximumBytes`) on the calling thread and starts touching them.
    init(bytes: Int) {
        var left = min(max(0, bytes), Self.maximumBytes)
        guard left >= Self.pageBytes else {
            touched.signal()
            return
        }
        AllocatorTuning.apply()
        while left > 0 {
            let size = min(left, Self.blockBytes)
            guard let block = malloc(size) else { break }
            blocks.append((block, size))
            left -= size
        }
        let spans = self.spans
        let done = touched
        Thread.detachNewThread {
            for (address, size) in spans {
                let bytes = UnsafeMutablePointer<UInt8>(bitPattern: address)!
                var offset = 0
                while offset < size {
                    bytes[offset] = 0
                    offset += Self.pageBytes
                }
            }
            done.signal()
        }
    }

    /// The blocks' addresses and sizes (tests).
    var spans: [(address: UInt, size: Int)] { blocks.map { (UInt(bitPattern: $0.pointer), $0.size) } }

    /// Waits for the helper, then frees the blocks on the calling thread (call it on the thread that made them, before
    /// the encoder's first frame); later calls do nothing.
    func release() {
        guard !released else { return }
        released = true
        touched.wait()
        for block in blocks { free(block.pointer) }
        blocks.removeAll()
    }

    deinit { release() }
}
