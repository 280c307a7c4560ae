// FramePipeline.swift: frames rendered in parallel on the machine's cores and consumed strictly in order through a
// bounded reorder window, so render and encode overlap and memory stays flat in the number of frames.
// Rule: docs/ARCHITECTURE.md ("Streaming"; "Deterministic": each frame is rendered by one thread from the scene alone,
// so the bytes do not depend on the thread count). Status: complete.
//
// 1. Workers claim frames in order, at most `window` ahead of the consumer; the consumer takes them in order.
// 2. Frame 0 is rendered alone: the other workers start once it has rendered. The first frame fills the caches every
//    later frame reads (the memo of frame-invariant values, text layouts and glyph outlines, coverage masks, decoded
//    images, compiled shaders), and workers starting together each filled them again: on the heavy bench scene the
//    first frame costs ~25 ms against ~4 ms for the next, and the workers' CPU for the run went 0.343 → 0.308 s
//    (4 runs each, issue #21). It costs at most one frame's wait on the other workers.

import Foundation
import Render

/// Renders frames `0..<count` with `workers` threads into pooled framebuffers and hands them to `consume` in order.
struct FramePipeline {
    var count: Int
    var width: Int
    var height: Int
    var workers: Int
    /// How many frames may be rendered ahead of the consumer (the bound on memory).
    var window: Int

    /// `window` nil: two frames per worker. A deeper window only lets the workers run further ahead when the
    /// consumer stalls; framebuffers are made as the workers need them, so a consumer that keeps up uses no more.
    init(
        count: Int, width: Int, height: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        window: Int? = nil
    ) {
        self.count = count
        self.width = width
        self.height = height
        self.workers = max(1, min(workers, count))
        self.window = max(2, 2 * self.workers, window ?? 0)
    }

    /// The framebuffer bytes a video encode may render ahead (`encoderWindow`).
    static let encoderWindowBytes = 64 << 20
    /// At most this many frames ahead, however small they are.
    static let encoderWindowFrames = 32

    /// The window for feeding a video encoder with a lookahead: as many frames as `encoderWindowBytes` of RGBA
    /// framebuffers hold (at most `encoderWindowFrames`, at least the default). libx264 takes no frame out of its
    /// lookahead while its one lookahead thread decides the first frames' types over `rc_lookahead` frames (40 at
    /// preset medium; x264 encoder/lookahead.c `lookahead_thread`, encoder/slicetype.c), and its frame threads start
    /// only after that; with two frames per worker the workers stopped within a few frames and a core stayed idle for
    /// that analysis (bench/README.md "Heavy end to end: packing").
    static func encoderWindow(width: Int, height: Int) -> Int {
        encoderWindow(bytesPerFrame: width * height * 4)
    }

    /// The same for frames held as `bytesPerFrame` bytes each (converted pictures: 1.5 bytes a pixel for 4:2:0).
    static func encoderWindow(bytesPerFrame: Int) -> Int {
        min(encoderWindowFrames, encoderWindowBytes / max(1, bytesPerFrame))
    }

    /// `render(i, framebuffer)` runs on worker threads; `consume(i, framebuffer)` on the calling thread, in frame
    /// order. The first error from either stops the pipeline and is rethrown.
    func run(
        render: @escaping @Sendable (Int, Framebuffer) throws -> Void,
        consume: (Int, Framebuffer) throws -> Void
    ) throws {
        let (width, height) = (self.width, self.height)
        try run(
            worker: { state in
                { i in
                    let fb = state.takeBuffer() ?? Framebuffer(width: width, height: height)
                    try render(i, fb)
                    return fb
                }
            }, consume: consume)
    }

    /// The workers and the in-order loop of both runs: each worker claims frames with the closure `makeWorker` made
    /// for it and hands on what that returns; `consume` takes the items in frame order on the calling thread, and each
    /// goes back to the pool after it (`PipelineState.takeBuffer`). The first error stops the run and is rethrown.
    private func run<Item>(
        worker makeWorker: @escaping @Sendable (PipelineState<Item>) -> (Int) throws -> Item,
        consume: (Int, Item) throws -> Void
    ) throws {
        AllocatorTuning.apply()
        let state = PipelineState<Item>(window: window)
        let group = DispatchGroup()
        let count = self.count
        for _ in 0..<workers {
            group.enter()
            LargeStack.detach {
                defer { group.leave() }
                let work = makeWorker(state)
                while let i = state.claim(count: count) {
                    do {
                        state.finish(i, try work(i))
                    } catch {
                        state.fail(error)
                        return
                    }
                }
            }
        }
        defer {
            state.cancel()
            group.wait()
        }
        for i in 0..<count {
            let item = try state.wait(for: i)
            try consume(i, item)
            state.recycle(item)
        }
    }
}

extension FramePipeline {
    /// How many prepared frames may wait for `consume` in `run(render:prepare:consume:)`.
    static let stageDepth = 2

    /// `run(render:consume:)` with the in-order work split between two threads: `prepare(i, framebuffer, reused)` on
    /// the calling thread (the framebuffer goes back to the workers when it returns), then `consume(i, prepared)` on a
    /// thread of its own, so frame i is consumed while frame i + 1 is prepared. `reused` is a value `consume` has
    /// finished with (nil until there is one), so at most `stageDepth` + 2 prepared values ever exist. The first error
    /// from any stage stops the run and is rethrown.
    func run<Prepared>(
        render: @escaping @Sendable (Int, Framebuffer) throws -> Void,
        prepare: (Int, Framebuffer, Prepared?) throws -> Prepared,
        consume: @escaping @Sendable (Int, Prepared) throws -> Void
    ) throws {
        let stage = StageHandoff<Prepared>(depth: Self.stageDepth)
        let finished = DispatchSemaphore(value: 0)
        LargeStack.detach {
            defer { finished.signal() }
            while let item = stage.next() {
                let (i, value) = item
                do {
                    try consume(i, value)
                    stage.recycle(value)
                } catch {
                    stage.fail(error)
                    return
                }
            }
        }
        do {
            try run(render: render) { i, fb in
                let value = try prepare(i, fb, stage.takeRecycled())
                try stage.put(i, value)
            }
            stage.close()
        } catch {
            stage.fail(error)
            finished.wait()
            throw stage.firstError ?? error
        }
        finished.wait()
        if let error = stage.firstError { throw error }
    }
}

extension FramePipeline {
    /// `run(render:consume:)` with each frame converted on the worker that rendered it: every worker renders into
    /// one framebuffer of its own, reused frame after frame (so it stays in the core's cache for the conversion, and a
    /// run makes `workers` framebuffers, not `window`), converts it with the converter `makeConverter()` made for
    /// that worker, reusing a converted value `consume` has finished with (nil until there is one), and the window
    /// of frames ahead of the consumer holds the converted values. `consume(i, converted)` runs on the calling
    /// thread in frame order. The first error from any stage stops the run and is rethrown.
    func run<Converted>(
        render: @escaping @Sendable (Int, Framebuffer) throws -> Void,
        makeConverter: @escaping @Sendable () -> (Framebuffer, Converted?) throws -> Converted,
        consume: (Int, Converted) throws -> Void
    ) throws {
        let (width, height) = (self.width, self.height)
        try run(
            worker: { state in
                let convert = makeConverter()
                var framebuffer: Framebuffer?
                return { i in
                    let fb = framebuffer ?? Framebuffer(width: width, height: height)
                    framebuffer = fb
                    try render(i, fb)
                    return try convert(fb, state.takeBuffer())
                }
            }, consume: consume)
    }
}

/// Prepared frames on their way from the calling thread to the consuming one, in order, and the consumed values on
/// their way back to be prepared again; guarded by one condition variable.
private final class StageHandoff<Prepared>: @unchecked Sendable {
    private let condition = NSCondition()
    private let depth: Int
    private var queue: [(Int, Prepared)] = []
    private var recycled: [Prepared] = []
    private var closed = false
    private(set) var firstError: Error?

    init(depth: Int) { self.depth = depth }

    /// Hands frame `i` on, waiting while `depth` frames wait already; throws the consumer's error if it failed.
    func put(_ i: Int, _ value: Prepared) throws {
        condition.lock()
        defer { condition.unlock() }
        while firstError == nil, queue.count >= depth { condition.wait() }
        if let firstError { throw firstError }
        queue.append((i, value))
        condition.broadcast()
    }

    /// The next frame to consume; nil once the input is closed and drained, or after an error.
    func next() -> (Int, Prepared)? {
        condition.lock()
        defer { condition.unlock() }
        while firstError == nil, !closed, queue.isEmpty { condition.wait() }
        guard firstError == nil, !queue.isEmpty else { return nil }
        condition.broadcast()
        return queue.removeFirst()
    }

    func recycle(_ value: Prepared) {
        condition.lock()
        recycled.append(value)
        condition.unlock()
    }

    func takeRecycled() -> Prepared? {
        condition.lock()
        defer { condition.unlock() }
        return recycled.popLast()
    }

    /// No more frames will be put.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Stops both sides; the first error is the one kept.
    func fail(_ error: Error) {
        condition.lock()
        if firstError == nil { firstError = error }
        condition.broadcast()
        condition.unlock()
    }
}

/// The shared state of a pipeline run, guarded by one condition variable. `Item` is what a worker hands on: its
/// framebuffer, or the picture it converted the frame into.
private final class PipelineState<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    private let window: Int
    private var nextToClaim = 0
    private var nextToConsume = 0
    private var done: [Int: Item] = [:]
    private var pool: [Item] = []
    private var error: Error?
    private var cancelled = false
    private var firstFinished = false

    init(window: Int) { self.window = window }

    /// The next frame to render, waiting while the window ahead of the consumer is full or frame 0 has not rendered
    /// (rule 2); nil when finished.
    func claim(count: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled, error == nil, nextToClaim < count,
            nextToClaim >= nextToConsume + window || (nextToClaim > 0 && !firstFinished)
        {
            condition.wait()
        }
        guard !cancelled, error == nil, nextToClaim < count else { return nil }
        nextToClaim += 1
        return nextToClaim - 1
    }

    func takeBuffer() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        return pool.popLast()
    }

    func finish(_ i: Int, _ item: Item) {
        condition.lock()
        if i == 0 { firstFinished = true }
        done[i] = item
        condition.broadcast()
        condition.unlock()
    }

    func fail(_ e: Error) {
        condition.lock()
        if error == nil { error = e }
        condition.broadcast()
        condition.unlock()
    }

    func wait(for i: Int) throws -> Item {
        condition.lock()
        defer { condition.unlock() }
        while done[i] == nil, error == nil { condition.wait() }
        if let fb = done.removeValue(forKey: i) { return fb }
        throw error!
    }

    func recycle(_ item: Item) {
        condition.lock()
        pool.append(item)
        nextToConsume += 1
        condition.broadcast()
        condition.unlock()
    }

    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
