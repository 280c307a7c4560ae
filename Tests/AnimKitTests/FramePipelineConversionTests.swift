// FramePipelineConversionTests.swift: `FramePipeline.run(render:makeConverter:consume:)`, the video run's pipeline
// when frames are converted on the render workers: frames arrive in order, each converted from its own pixels on the
// thread that rendered it; a worker renders into one framebuffer of its own and has one converter; converted values
// are bounded by the window and reused; and the first error of any stage is the one rethrown. Status: complete for
// issue #21.

import Foundation
import Render
import Testing

@testable import AnimKit

struct FramePipelineConversionTests {
    /// One converted value: the frame it holds, the thread and framebuffer that converted it, and its serial number.
    final class Converted: @unchecked Sendable {
        let serial: Int
        var frame = -1
        var thread: pthread_t?
        var framebuffer: ObjectIdentifier?
        init(serial: Int) { self.serial = serial }
    }

    /// Counters shared by the workers, under a lock.
    final class Counts: @unchecked Sendable {
        private let lock = NSLock()
        private var values = 0
        private var converters = 0
        private var renders: [Int: (pthread_t, ObjectIdentifier)] = [:]
        func newValue() -> Int {
            lock.lock()
            defer { lock.unlock() }
            values += 1
            return values - 1
        }
        func newConverter() {
            lock.lock()
            converters += 1
            lock.unlock()
        }
        func rendered(_ i: Int, _ fb: Framebuffer) {
            lock.lock()
            renders[i] = (pthread_self(), ObjectIdentifier(fb))
            lock.unlock()
        }
        var made: (values: Int, converters: Int, framebuffers: Int) {
            lock.lock()
            defer { lock.unlock() }
            return (values, converters, Set(renders.values.map(\.1)).count)
        }
        func renderer(of i: Int) -> (pthread_t, ObjectIdentifier)? {
            lock.lock()
            defer { lock.unlock() }
            return renders[i]
        }
    }

    struct StageError: Error, Equatable { let stage: String }

    /// Renders frame i as red = i % 256 and green = i / 256; converts by reading that pixel; consumes on the caller.
    private func run(
        count: Int, workers: Int, window: Int? = nil, failRender: Int? = nil, failConvert: Int? = nil,
        failConsume: Int? = nil
    ) -> (consumed: [Converted], counts: Counts, error: Error?) {
        let counts = Counts()
        var consumed: [Converted] = []
        var seen: [(frame: Int, fromPixel: Int, serial: Int)] = []
        var thrown: Error?
        do {
            try FramePipeline(count: count, width: 4, height: 2, workers: workers, window: window).run(
                render: { i, fb in
                    if i == failRender { throw StageError(stage: "render") }
                    fb.pixels[0] = UInt8(i % 256)
                    fb.pixels[1] = UInt8(i / 256)
                    counts.rendered(i, fb)
                },
                makeConverter: {
                    counts.newConverter()
                    return { (fb: Framebuffer, reused: Converted?) throws -> Converted in
                        let frame = Int(fb.pixels[0]) + 256 * Int(fb.pixels[1])
                        if frame == failConvert { throw StageError(stage: "convert") }
                        let value = reused ?? Converted(serial: counts.newValue())
                        value.frame = frame
                        value.thread = pthread_self()
                        value.framebuffer = ObjectIdentifier(fb)
                        return value
                    }
                },
                consume: { i, value in
                    if i == failConsume { throw StageError(stage: "consume") }
                    seen.append((i, value.frame, value.serial))
                    consumed.append(value)
                    #expect(value.frame == i, "frame \(i) was handed the conversion of frame \(value.frame)")
                    if let (thread, fb) = counts.renderer(of: i) {
                        #expect(pthread_equal(thread, value.thread!) != 0, "frame \(i) converted on another thread")
                        #expect(fb == value.framebuffer, "frame \(i) converted from another framebuffer")
                    }
                })
        } catch {
            thrown = error
        }
        #expect(seen.map(\.frame) == Array(0..<seen.count), "consumed in order")
        return (consumed, counts, thrown)
    }

    @Test(
        "300 frames on 1, 2 and 4 workers: consumed in order, each converted from its own pixels where it was rendered",
        arguments: [1, 2, 4])
    func inOrder(workers: Int) {
        let (consumed, counts, error) = run(count: 300, workers: workers, window: 12)
        #expect(error == nil)
        #expect(consumed.count == 300)
        let made = counts.made
        #expect(made.converters == workers, "one converter per worker")
        // A worker makes its framebuffer when it first claims a frame (on a loaded machine some may claim none).
        #expect(made.framebuffers >= 1 && made.framebuffers <= workers, "at most one framebuffer per worker, reused")
        // At most `window` values wait, one more per worker is being filled, and one is being consumed.
        let window = max(12, 2 * workers)
        #expect(made.values <= window + workers + 1, "\(made.values) converted values for a window of \(window)")
        #expect(made.values < 300, "values are reused")
    }

    @Test("a render error at frame 40, a conversion error at 41, a consumer's error at 37: the first is rethrown")
    func errors() {
        let render = run(count: 100, workers: 2, failRender: 40)
        #expect(render.error as? StageError == StageError(stage: "render"))
        #expect(render.consumed.count <= 40)
        let convert = run(count: 100, workers: 2, failConvert: 41)
        #expect(convert.error as? StageError == StageError(stage: "convert"))
        #expect(convert.consumed.count <= 41)
        let consume = run(count: 100, workers: 3, failConsume: 37)
        #expect(consume.error as? StageError == StageError(stage: "consume"))
        #expect(consume.consumed.count == 37, "nothing after frame 37 is consumed")
    }

    @Test("the encoder window for converted pictures: 64 MiB of 4:2:0 pictures, at most 32, at least the default")
    func window() {
        #expect(FramePipeline.encoderWindow(bytesPerFrame: 800 * 450 * 3 / 2) == 32)
        #expect(FramePipeline.encoderWindow(bytesPerFrame: 1920 * 1080 * 3 / 2) == 21)
        #expect(FramePipeline.encoderWindow(bytesPerFrame: 3840 * 2160 * 3 / 2) == 5)
        #expect(FramePipeline.encoderWindow(bytesPerFrame: 7680 * 4320 * 3 / 2) == 1)
        #expect(FramePipeline(count: 100, width: 7680, height: 4320, workers: 2, window: 1).window == 4)
    }
}
