// EncoderHeapWarmupTests.swift: the heap x264's lookahead will take is faulted in ahead, on the calling thread's
// arena, and handed back before the first frame is sent (EncoderHeapWarmup.swift).

import Encode
import Foundation
import Synchronization
import Testing

@testable import AnimKit

#if canImport(Glibc)
    import Glibc
#endif

struct EncoderHeapWarmupTests {
    @Test("the size: x264 lookahead frames at 3.2 bytes a pixel, capped; none without lookahead or for other codecs")
    func sizes() {
        var medium = VideoSettings(width: 800, height: 450, frameRateNumerator: 24, frameRateDenominator: 1)
        #expect(EncoderMemory.lookaheadBytes(medium) == Int(800 * 450 * 3.2 * 40))
        medium.lookahead = 10
        #expect(EncoderMemory.lookaheadBytes(medium) == Int(800 * 450 * 3.2 * 10))
        var ultrafast = VideoSettings(
            width: 800, height: 450, frameRateNumerator: 24, frameRateDenominator: 1, preset: "ultrafast")
        #expect(EncoderMemory.lookaheadBytes(ultrafast) == 0)
        ultrafast.preset = "slow"
        ultrafast.codec = .vp9
        #expect(EncoderMemory.lookaheadBytes(ultrafast) == 0)
        let warmup = EncoderHeapWarmup(bytes: 1 << 40)
        #expect(warmup.spans.reduce(0) { $0 + $1.size } == EncoderHeapWarmup.maximumBytes)
        #expect(warmup.spans.allSatisfy { $0.size <= EncoderHeapWarmup.blockBytes })
        warmup.release()
        #expect(EncoderHeapWarmup(bytes: 100).spans.isEmpty)
    }

    @Test("the blocks are resident once touched, and an allocation on the thread after release does not fault")
    func residentAndReused() throws {
        // On a thread of its own, so the blocks and the allocation after them share one malloc arena, and the page
        // faults counted (RUSAGE_THREAD) are this thread's alone, not the helper's that touches the blocks.
        let result = Mutex<(resident: Bool, faults: Int, pages: Int)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            result.withLock { $0 = Self.warmAndReuse(bytes: 6 << 20) }
            done.signal()
        }
        done.wait()
        let (resident, faults, pages) = try #require(result.withLock { $0 })
        #expect(resident, "every page of the blocks is resident before they are freed")
        // Fresh memory would fault once per page (1536 here); the warmed heap, none. Blocks that malloc had mmapped
        // (the mmap threshold not raised) are unmapped on free, and this would fault on every page again.
        #expect(faults < pages / 20, "\(faults) page faults touching \(pages) pages allocated after release")
    }

    private static func warmAndReuse(bytes: Int) -> (resident: Bool, faults: Int, pages: Int) {
        let warmup = EncoderHeapWarmup(bytes: bytes)
        let spans = warmup.spans
        let page = EncoderHeapWarmup.pageBytes
        func resident() -> Bool {
            spans.allSatisfy { span in
                let start = span.address & ~UInt(page - 1)
                let length = Int(span.address + UInt(span.size) - start)
                var vector = [UInt8](repeating: 0, count: (length + page - 1) / page)
                guard mincore(UnsafeMutableRawPointer(bitPattern: start), length, &vector) == 0 else { return false }
                return vector.allSatisfy { $0 & 1 == 1 }
            }
        }
        // The helper touches every page; poll mincore(2) until it has (release would wait for it too).
        let deadline = Date().addingTimeInterval(10)
        while !resident(), Date() < deadline { usleep(1000) }
        let wasResident = resident() && spans.reduce(0) { $0 + $1.size } == bytes
        warmup.release()
        func minorFaults() -> Int {
            var usage = rusage()
            // RUSAGE_THREAD (1, getrusage(2)), a GNU extension Swift's Glibc module does not import.
            getrusage(__rusage_who_t(1), &usage)
            return usage.ru_minflt
        }
        guard let next = malloc(bytes) else { return (wasResident, Int.max, 0) }
        defer { free(next) }
        let bytesNext = next.assumingMemoryBound(to: UInt8.self)
        let before = minorFaults()
        var offset = 0
        while offset < bytes {
            bytesNext[offset] = 1
            offset += page
        }
        return (wasResident, minorFaults() - before, bytes / page)
    }
}
