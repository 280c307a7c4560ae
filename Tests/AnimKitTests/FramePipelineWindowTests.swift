// FramePipelineWindowTests.swift: how far `FramePipeline`'s workers may render ahead of a stalled consumer — two
// frames per worker by default, and for a video encode as many frames as `encoderWindowBytes` of framebuffers hold
// (libx264 takes no frame out while its lookahead analyses the first `rc_lookahead` frames, so the workers keep
// rendering meanwhile). Status: complete for issue #21.

import Foundation
import Render
import Testing

@testable import AnimKit

struct FramePipelineWindowTests {
    /// Counts rendered frames, guarded by a lock.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() {
            lock.lock()
            value += 1
            lock.unlock()
        }
        var current: Int {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }

    @Test("the encoder window: 64 MiB of RGBA framebuffers, at most 32 frames, at least the default")
    func encoderWindowSizes() {
        // 800×450×4 = 1 440 000 bytes: 46 fit in 64 MiB, capped at 32.
        #expect(FramePipeline.encoderWindow(width: 800, height: 450) == 32)
        // 1920×1080×4 = 8 294 400 bytes: 67 108 864 / 8 294 400 = 8.09.
        #expect(FramePipeline.encoderWindow(width: 1920, height: 1080) == 8)
        // 3840×2160×4 = 33 177 600 bytes: 2 fit; the pipeline keeps its default of two frames per worker.
        #expect(FramePipeline.encoderWindow(width: 3840, height: 2160) == 2)
        #expect(FramePipeline(count: 100, width: 3840, height: 2160, workers: 2, window: 2).window == 4)
        #expect(FramePipeline(count: 100, width: 4, height: 2, workers: 2).window == 4)
        #expect(FramePipeline(count: 100, width: 4, height: 2, workers: 3, window: 12).window == 12)
    }

    /// While frame 0's consumer waits, the workers render exactly `window` frames and then stop.
    private func renderedAhead(workers: Int, window: Int?) throws -> (ahead: Int, order: [Int]) {
        let rendered = Counter()
        var ahead = -1
        var order: [Int] = []
        let pipeline = FramePipeline(count: 40, width: 4, height: 2, workers: workers, window: window)
        try pipeline.run(
            render: { i, fb in
                fb.pixels[0] = UInt8(i)
                rendered.increment()
            },
            consume: { i, fb in
                if i == 0 {
                    let deadline = Date().addingTimeInterval(20)
                    while rendered.current < pipeline.window, Date() < deadline { usleep(1000) }
                    usleep(50_000)  // time for a worker that could claim one more frame to do so
                    ahead = rendered.current
                }
                order.append(Int(fb.pixels[0]))
            })
        return (ahead, order)
    }

    @Test("a stalled consumer: 2 workers render 4 frames ahead by default and 12 with a window of 12")
    func workersStopAtTheWindow() throws {
        let byDefault = try renderedAhead(workers: 2, window: nil)
        #expect(byDefault.ahead == 4)
        #expect(byDefault.order == Array(0..<40))
        let deep = try renderedAhead(workers: 2, window: 12)
        #expect(deep.ahead == 12)
        #expect(deep.order == Array(0..<40))
    }
}
