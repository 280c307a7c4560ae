// FramePipelineStagesTests.swift: `FramePipeline.run(render:prepare:consume:)`, the two in-order stages a video run
// uses (conversion on the calling thread, the encoder on a thread of its own): frames arrive in order with their own
// pixels, on a second thread, with a bounded number of prepared values, and the first error of any stage is the one
// rethrown. Status: complete for issue #21.

import Foundation
import Render
import Testing

@testable import AnimKit

struct FramePipelineStagesTests {
    /// One prepared value: the frame it was filled for, and the number of the value (to count how many exist).
    final class Prepared: @unchecked Sendable {
        let serial: Int
        var frame = -1
        init(serial: Int) { self.serial = serial }
    }

    /// What the consuming thread saw, guarded by a lock.
    final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [(frame: Int, fromPixel: Int, serial: Int, onCaller: Bool)] = []
        func add(_ frame: Int, _ fromPixel: Int, _ serial: Int, _ onCaller: Bool) {
            lock.lock()
            items.append((frame, fromPixel, serial, onCaller))
            lock.unlock()
        }
        var all: [(frame: Int, fromPixel: Int, serial: Int, onCaller: Bool)] {
            lock.lock()
            defer { lock.unlock() }
            return items
        }
    }

    struct StageError: Error, Equatable { let stage: String }

    /// Renders frame i as red = i; prepares by reading that pixel into a (reused) value; consumes on the other thread.
    private func run(
        count: Int, workers: Int, failRender: Int? = nil, failPrepare: Int? = nil, failConsume: Int? = nil
    ) -> (record: Record, created: Int, error: Error?) {
        let record = Record()
        let caller = pthread_self()
        var created = 0
        var thrown: Error?
        do {
            try FramePipeline(count: count, width: 4, height: 2, workers: workers).run(
                render: { i, fb in
                    if i == failRender { throw StageError(stage: "render") }
                    fb.pixels[0] = UInt8(i)
                },
                prepare: { (i: Int, fb: Framebuffer, reused: Prepared?) throws -> Prepared in
                    if i == failPrepare { throw StageError(stage: "prepare") }
                    let value: Prepared
                    if let reused {
                        value = reused
                    } else {
                        value = Prepared(serial: created)
                        created += 1
                    }
                    value.frame = Int(fb.pixels[0])
                    return value
                },
                consume: { (i: Int, value: Prepared) in
                    if i == failConsume { throw StageError(stage: "consume") }
                    record.add(i, value.frame, value.serial, pthread_equal(pthread_self(), caller) != 0)
                })
        } catch {
            thrown = error
        }
        return (record, created, thrown)
    }

    @Test("200 frames on 1, 2 and 4 workers: consumed 0…199 in order, each with its own pixels, on another thread")
    func orderAndThread() {
        for workers in [1, 2, 4] {
            let (record, created, error) = run(count: 200, workers: workers)
            #expect(error == nil)
            let items = record.all
            #expect(items.map(\.frame) == Array(0..<200))
            #expect(items.map(\.fromPixel) == Array(0..<200))
            #expect(items.allSatisfy { !$0.onCaller })
            // One value being prepared, `stageDepth` waiting, one being consumed: never more exist.
            #expect(created >= 1 && created <= FramePipeline.stageDepth + 2, "\(created) prepared values")
            #expect(Set(items.map(\.serial)).count == created)
        }
    }

    @Test("a consumer's error at frame 37 is rethrown; nothing after 37 is consumed")
    func consumerError() {
        let (record, _, error) = run(count: 200, workers: 2, failConsume: 37)
        #expect(error as? StageError == StageError(stage: "consume"))
        #expect(record.all.map(\.frame) == Array(0..<37))
    }

    @Test("a prepare error at frame 50 and a render error at frame 60 are rethrown; consumed: in order, before")
    func prepareAndRenderErrors() {
        for (stage, frame) in [("prepare", 50), ("render", 60)] {
            let result =
                stage == "prepare" ? run(count: 200, workers: 2, failPrepare: frame)
                : run(count: 200, workers: 2, failRender: frame)
            #expect(result.error as? StageError == StageError(stage: stage))
            let consumed = result.record.all.map(\.frame)
            // Frames still waiting when the error came are dropped, not consumed: the run's output is abandoned.
            #expect(consumed == Array(0..<consumed.count) && consumed.count <= frame, "\(stage): \(consumed)")
        }
    }
}
