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

    @Test("the blocks are resident once touched, and after release an allocation on the thread reuses them")
    func residentAndReused() throws {
        // On a thread of its own, so the blocks and the allocation after them share one malloc arena.
        let result = Mutex<(resident: Bool, reused: Bool)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            result.withLock { $0 = Self.warmAndReuse(bytes: 6 << 20) }
            done.signal()
        }
        done.wait()
        let (resident, reused) = try #require(result.withLock { $0 })
        #expect(resident, "every page of the blocks is resident before they are freed")
        #expect(reused, "an allocation of the same size after release comes from the warmed range")
    }

    private static func warmAndReuse(bytes: Int) -> (resident: Bool, reused: Bool) {
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
        let low = spans.map(\.address).min() ?? 0
        let high = spans.map { $0.address + UInt($0.size) }.max() ?? 0
        guard let next = malloc(bytes) else { return (wasResident, false) }
        defer { free(next) }
        let address = UInt(bitPattern: next)
        return (wasResident, address >= low && address < high)
    }
}
