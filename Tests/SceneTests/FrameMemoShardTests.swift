// FrameMemoShardTests.swift: FrameMemo split over shards (each with its own lock) keeps its contract under frames
// evaluating concurrently: every key stored is found with its own entry, a key stored by several threads counts
// once, and the total never passes `FrameMemo.capacity`.

import Dispatch
import Testing

@testable import Scene

@Suite struct FrameMemoShardTests {
    @Test("4 threads store the same 3000 keys: each is found with its value and counted once")
    func sameKeysFromSeveralThreads() {
        let memo = FrameMemo()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for i in 0..<3000 {
                let key = FrameMemoTableTests.key(site: i % 5, i: i)
                if memo.entry(key) == nil { memo.store(key, MemoEntry(value: .int(i), steps: i, range: nil)) }
            }
        }
        #expect(memo.count == 3000)
        var wrong = 0
        for i in 0..<3000 {
            let hit = memo.entry(FrameMemoTableTests.key(site: i % 5, i: i))
            if hit?.steps != i { wrong += 1 }
            if case .int(let v)? = hit?.value, v == i {} else { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    @Test("4 threads store 81 920 distinct keys between them: exactly `capacity` (65 536) are kept")
    func capacityIsExactUnderConcurrentStores() {
        let memo = FrameMemo()
        // Thread t stores keys t·16 384 ..< t·16 384 + 32 768: 5 · 16 384 = 81 920 distinct keys, each by one or two
        // threads.
        DispatchQueue.concurrentPerform(iterations: 4) { t in
            for i in (t * 16_384)..<(t * 16_384 + 32_768) {
                memo.store(FrameMemoTableTests.key(site: 3, i: i), MemoEntry(value: .void, steps: 0, range: nil))
            }
        }
        #expect(memo.count == FrameMemo.capacity)
        var found = 0
        for i in 0..<81_920 where memo.entry(FrameMemoTableTests.key(site: 3, i: i)) != nil { found += 1 }
        #expect(found == FrameMemo.capacity)
    }
}
