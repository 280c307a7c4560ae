// FrameCacheTests.swift: the preview's frame cache keeps at most its capacity in bytes, drops the least recently used
// first, drops other generations on request, and renders a frame asked for twice at once only once.

import Foundation
import Preview
import Testing

@Suite("Frame cache")
struct FrameCacheTests {
    func key(_ frame: Int, generation: Int = 1) -> FrameKey { FrameKey(generation: generation, frame: frame, scale: 1) }

    @Test("bounded by bytes, least recently used out first, other generations dropped")
    func boundedLRU() {
        let cache = FrameCache(capacity: 100)
        for i in 0..<2 { _ = cache.frame(key(i)) { Data(repeating: UInt8(i), count: 40) } }
        _ = cache.frame(key(0)) { Data() }  // a hit: frame 0 is now the most recently used
        _ = cache.frame(key(2)) { Data(repeating: 2, count: 40) }
        #expect(cache.contains(key(0)) && !cache.contains(key(1)) && cache.contains(key(2)))
        #expect(cache.bytes == 80)
        #expect(cache.hits == 1 && cache.misses == 3)
        _ = cache.frame(key(5, generation: 2)) { Data(repeating: 5, count: 10) }
        cache.keepOnly(generation: 2)
        #expect(!cache.contains(key(0)) && !cache.contains(key(2)) && cache.contains(key(5, generation: 2)))
        #expect(cache.bytes == 10)
        _ = cache.frame(key(6)) { Data(repeating: 6, count: 101) }  // larger than the whole cache: not kept
        #expect(!cache.contains(key(6)) && cache.bytes == 10)
    }

    @Test("a frame asked for by several threads at once renders once")
    func oneRenderPerFrame() {
        let cache = FrameCache()
        let renders = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let data = cache.frame(key(3)) { () -> Data in
                renders.add()
                Thread.sleep(forTimeInterval: 0.05)
                return Data([1, 2, 3])
            }
            #expect(data == Data([1, 2, 3]))
        }
        #expect(renders.value == 1)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func add() { lock.withLock { n += 1 } }
    var value: Int { lock.withLock { n } }
}
