// FramePipelineFirstFrameTests.swift: the first frame of a run is rendered alone, so the caches it fills are filled
// once, not once per worker (FramePipeline.swift rule 2). Status: complete for issue #21.

import Foundation
import Render
import Synchronization
import Testing

@testable import AnimKit

struct FramePipelineFirstFrameTests {
    /// Whether frame 0 has finished rendering, and which frames started before it had.
    final class Record: Sendable {
        let firstDone = Atomic<Bool>(false)
        let early = Mutex<[Int]>([])

        func render(_ i: Int) {
            if i == 0 {
                usleep(60_000)  // long enough for idle workers to start other frames if they were allowed to
                firstDone.store(true, ordering: .releasing)
            } else if !firstDone.load(ordering: .acquiring) {
                early.withLock { $0.append(i) }
            }
        }
    }

    @Test("no worker starts frame 1 or later before frame 0 has rendered", arguments: [2, 4])
    func othersWaitForTheFirstFrame(workers: Int) throws {
        let record = Record()
        var consumed: [Int] = []
        try FramePipeline(count: 24, width: 4, height: 2, workers: workers).run(
            render: { i, _ in record.render(i) }, consume: { i, _ in consumed.append(i) })
        #expect(record.early.withLock { $0 } == [])
        #expect(consumed == Array(0..<24))

        let converted = Record()
        var order: [Int] = []
        try FramePipeline(count: 24, width: 4, height: 2, workers: workers).run(
            render: { i, fb in
                converted.render(i)
                fb.pixels[0] = UInt8(i)
            },
            makeConverter: { { fb, _ in Int(fb.pixels[0]) } },
            consume: { _, value in order.append(value) })
        #expect(converted.early.withLock { $0 } == [])
        #expect(order == Array(0..<24))
    }

    struct FirstFrameFailed: Error {}

    @Test("a failing first frame stops the run: the waiting workers give up and the error is rethrown")
    func failingFirstFrame() {
        let started = Atomic<Int>(0)
        #expect(throws: FirstFrameFailed.self) {
            try FramePipeline(count: 24, width: 4, height: 2, workers: 3).run(
                render: { i, _ in
                    started.add(1, ordering: .relaxed)
                    if i == 0 {
                        usleep(20_000)
                        throw FirstFrameFailed()
                    }
                },
                consume: { _, _ in })
        }
        #expect(started.load(ordering: .relaxed) == 1)
    }
}
