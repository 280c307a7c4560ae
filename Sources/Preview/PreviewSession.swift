// PreviewSession.swift: the scene as the preview sees it over time: each reload is a generation; the last scene that
// loaded stays the one frames are drawn from while the file on disk has an error, and the error is kept beside it.
// Frames are rendered on demand through AnimKit's PreviewFrames (the pixels of `anim still --frame N`) and cached.
// Status: complete for issue #23.

import AnimKit
import Foundation
import Geometry
import Timeline

/// A loaded scene, its generations, its current error and its frame cache. Thread-safe.
public final class PreviewSession: @unchecked Sendable {
    public let scenePath: String
    /// The overrides the command was given (`--fps`, `--size`, `--scale`, `--seed`).
    public let fps: FrameRate?
    public let size: Size?
    public let scale: Double?
    public let seed: UInt64?
    /// `--warnings-as-errors`: a scene with warnings is shown as an error, as if it did not load.
    public let warningsAsErrors: Bool
    public let cache: FrameCache
    private let console: Console
    /// At most this many frames render at once (`--threads`).
    private let renders: DispatchSemaphore
    private let condition = NSCondition()
    private var generation = 0
    /// The generation `good` was loaded in (0: nothing ever loaded).
    private var goodGeneration = 0
    private var goodSource = ""
    /// The last scene that loaded, by pixel scale (the page's 1×/2×/3× and the default).
    private var good: [Double: PreviewFrames] = [:]
    private var defaultScale = 1.0
    private var error: PreviewError?
    private var warnings: String?
    /// The frame and scale the page last asked for: re-rendered right after a reload.
    private var current = (frame: 0, scale: Double?.none)
    /// Set by `close()`: long-polls answer at once, so the server can stop without waiting them out.
    private var closed = false

    public init(
        scene: String, fps: FrameRate? = nil, size: Size? = nil, scale: Double? = nil, seed: UInt64? = nil,
        threads: Int? = nil, warningsAsErrors: Bool = false, cacheBytes: Int = 256 << 20, console: Console = .silent
    ) {
        self.warningsAsErrors = warningsAsErrors
        scenePath = scene
        self.fps = fps
        self.size = size
        self.scale = scale
        self.seed = seed
        self.console = console
        cache = FrameCache(capacity: cacheBytes)
        renders = DispatchSemaphore(value: max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount))
        reload()
    }

    /// Reads the scene again: a new generation either way; a scene that loads replaces the last good one (and its
    /// cached frames), one that does not only sets the error. Then the page's current frame is rendered again.
    public func reload() {
        let failure: CommandFailure?
        var loaded: PreviewFrames?
        let collected = WarningText()
        let policy = WarningPolicy(asErrors: warningsAsErrors, report: { collected.append($0) })
        do throws(CommandFailure) {
            // Through the path, as `anim still` reads it: the same size and encoding checks.
            let frames = try PreviewFrames(
                path: scenePath, fps: fps, size: size, scale: scale, seed: seed, warnings: policy)
            loaded = frames
            failure = nil
        } catch let e {
            failure = e
        }
        condition.lock()
        generation += 1
        if let loaded {
            goodGeneration = generation
            goodSource = loaded.source
            defaultScale = loaded.frames.scale
            good = [loaded.frames.scale: loaded]
            error = nil
            warnings = collected.text.isEmpty ? nil : collected.text
        } else if let failure {
            error = PreviewError(failure, scene: scenePath)
        }
        let keep = goodGeneration
        let (frame, scale) = (current.frame, current.scale ?? defaultScale)
        condition.broadcast()
        condition.unlock()
        cache.keepOnly(generation: keep)
        if let failure {
            console.diagnostics(failure.rendered ?? "anim: error: \(failure.message)\n")
        } else if !collected.text.isEmpty {
            console.diagnostics(collected.text)
        }
        // The page is about to ask for it: start now (a request that comes meanwhile waits for this render).
        if failure == nil { _ = try? png(frame: frame, scale: scale) }
    }

    /// The current generation (a reload, good or bad, adds one).
    public var currentGeneration: Int {
        condition.lock()
        defer { condition.unlock() }
        return generation
    }

    /// `/info.json`: what the page needs to lay out the scrubber and the error panel.
    public func info() -> [String: Any] {
        condition.lock()
        defer { condition.unlock() }
        return infoLocked()
    }

    private func infoLocked() -> [String: Any] {
        var o: [String: Any] = [
            "scene": (scenePath as NSString).lastPathComponent, "generation": generation,
            "goodGeneration": goodGeneration, "error": error?.json ?? NSNull(), "warnings": warnings ?? NSNull(),
        ]
        if let frames = good[defaultScale]?.frames {
            o["fps"] = frames.fps.doubleValue
            o["fpsText"] = frames.fps.description
            o["frameCount"] = frames.frameCount
            o["duration"] = Double(frames.frameCount) / frames.fps.doubleValue
            o["width"] = frames.pixelWidth
            o["height"] = frames.pixelHeight
            o["canvas"] = ["width": frames.canvas.width, "height": frames.canvas.height]
            o["scale"] = frames.scale
        } else {
            for k in ["fps", "fpsText", "frameCount", "duration", "width", "height", "canvas", "scale"] {
                o[k] = NSNull()
            }
        }
        return o
    }

    /// Waits until the generation is past `seen` or `timeout` seconds pass; then `/info.json` (long-poll `/events`).
    public func info(after seen: Int, timeout: Double) -> [String: Any] {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while generation <= seen, !closed, condition.wait(until: deadline) {}
        return infoLocked()
    }

    /// Ends every long-poll now and any later one at once (the server is stopping).
    public func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The last good scene at `scale` (nil: the default), loaded from the last good text the first time a scale is
    /// asked for.
    private func frames(scale requested: Double?) throws(PreviewFailure) -> (PreviewFrames, Int) {
        condition.lock()
        let (generation, source, scale) = (goodGeneration, goodSource, requested ?? defaultScale)
        let held = good[scale]
        condition.unlock()
        guard generation > 0 else { throw PreviewFailure(status: 409, message: "the scene has not loaded yet") }
        if let held { return (held, generation) }
        let loaded: PreviewFrames
        do throws(CommandFailure) {
            loaded = try PreviewFrames(source: source, path: scenePath, fps: fps, size: size, scale: scale, seed: seed)
        } catch {
            throw PreviewFailure(status: 400, message: error.rendered ?? error.message)
        }
        condition.lock()
        if goodGeneration == generation { good[scale] = loaded }
        condition.unlock()
        return (loaded, generation)
    }

    /// Frame `index` at `scale` as PNG bytes, from the last good scene; remembered as the page's current frame.
    public func png(frame index: Int, scale requested: Double?) throws(PreviewFailure) -> Data {
        let (frames, generation) = try frames(scale: requested)
        try checkRange(index, frames)
        condition.lock()
        current = (index, requested)
        condition.unlock()
        let key = FrameKey(generation: generation, frame: index, scale: frames.frames.scale)
        return try cache.frame(key) { () throws(PreviewFailure) -> Data in
            renders.wait()
            defer { renders.signal() }
            do throws(CommandFailure) {
                return try frames.png(frame: index)
            } catch {
                throw PreviewFailure(status: 422, message: error.rendered ?? error.message, scene: scenePath, error)
            }
        }
    }

    /// Frames already rendered ahead, without rendering: for prefetch-aware clients and tests.
    public func isCached(frame index: Int, scale requested: Double?) -> Bool {
        condition.lock()
        let key = FrameKey(generation: goodGeneration, frame: index, scale: requested ?? defaultScale)
        condition.unlock()
        return cache.contains(key)
    }

    /// `/check/N.json`: `anim check --json`'s object for frame `index` of the last good scene.
    public func checkJSON(frame index: Int, scale requested: Double?) throws(PreviewFailure) -> Data {
        let (frames, _) = try frames(scale: requested)
        try checkRange(index, frames)
        renders.wait()
        defer { renders.signal() }
        do throws(CommandFailure) {
            return try frames.checkJSON(frame: index)
        } catch {
            throw PreviewFailure(status: 422, message: error.rendered ?? error.message, scene: scenePath, error)
        }
    }

    private func checkRange(_ index: Int, _ frames: PreviewFrames) throws(PreviewFailure) {
        guard (0..<frames.frames.frameCount).contains(index) else {
            throw PreviewFailure(
                status: 404, message: "frame \(index) is outside the scene's \(frames.frames.frameCount) frames")
        }
    }
}

/// A request the session cannot answer: an HTTP status and a message (with the located error for a frame that fails
/// to evaluate).
public struct PreviewFailure: Error, Sendable {
    public var status: Int
    public var message: String
    public var error: PreviewError?

    public init(status: Int, message: String, scene: String? = nil, _ failure: CommandFailure? = nil) {
        self.status = status
        self.message = message
        if let scene, let failure { error = PreviewError(failure, scene: scene) }
    }
}

/// Warning blocks collected while a scene loads (the policy's sink may be called from any thread).
private final class WarningText: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []

    func append(_ s: String) {
        lock.lock()
        parts.append(s)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return parts.joined()
    }
}
