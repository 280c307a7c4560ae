// SceneRegression.swift: one scene of `anim regress`: render every frame, compare its digest with the golden's and,
// where they differ, compute the frame's figures against the reference PNG; keep what the report draws.
// Rule: issue #8 ("compare each frame with a golden, say precisely which frames changed, how much, and where");
// digests of the rendered RGBA only. Frames are rendered in parallel (FramePipeline); each frame's figures depend
// on that frame alone, so results do not depend on the thread count. Status: complete.

import Encode
import Foundation
import Measure
import Render
import Report

/// Compares one scene with its golden.
struct SceneRegression: Sendable {
    let scenePath: String
    let golden: String
    /// `--tolerance`; nil uses the golden's.
    let toleranceOverride: Tolerance?
    /// Whether to keep thumbnails and the worst frame's pixels for `--report`.
    let collectPictures: Bool
    let threads: Int
    let warnings: WarningPolicy
    /// Receives the note that a scene changed since its golden.
    let console: Console
    /// The frames to compare (a shard's part, ShardPlan); nil compares them all.
    var part: Range<Int>? = nil
    /// The scene's frame count as planned (ShardPlan), for the report of a scene that fails to load.
    var plannedFrameCount = 0
    /// `--cache`: frames whose cached digest equals the golden's are not rendered (read only without `--report`,
    /// whose contact sheets need every frame's pixels; always written).
    var cache: FrameCache? = nil

    /// The scene's outcome; problems (no golden, a damaged golden, scene errors) become `.error`, with the
    /// diagnostics text when the scene itself has errors.
    func run() -> (report: SceneReport, diagnostics: String?) {
        let start = Date()
        let name = GoldenFolder.sceneName(scenePath)
        do throws(CommandFailure) {
            var report = try compare(name: name)
            report.seconds = Date().timeIntervalSince(start)
            return (report, nil)
        } catch {
            var report = SceneReport(
                name: name, scenePath: scenePath, outcome: .error(error.message), comparison: nil, width: 0, height: 0,
                fps: (0, 1), seconds: Date().timeIntervalSince(start))
            report.part = part
            report.frameCount = plannedFrameCount
            report.diagnostics = error.rendered
            return (report, error.rendered)
        }
    }

    private func compare(name: String) throws(CommandFailure) -> SceneReport {
        let frames = try SceneFrames(path: scenePath, warnings: warnings)
        let folder = GoldenFolder(golden: golden, scene: name)
        guard folder.exists else {
            throw .badInput(
                "no golden at \(folder.path)/\(GoldenFolder.digestFile) (run `anim regress --update` to create it)")
        }
        let (settings, digest) = try folder.load()
        let tolerance = toleranceOverride ?? settings.tolerance
        let now = GoldenSettings(
            frames: frames, scene: scenePath, sceneMD5: settings.sceneMD5, tolerance: tolerance,
            references: settings.references)
        var mismatches: [String] = []
        let changes = settings.renderChanges(to: now)
        if !changes.isEmpty { mismatches.append("render settings changed: " + changes.joined(separator: ", ")) }
        if let source = FileManager.default.contents(atPath: scenePath), MD5.hex([UInt8](source)) != settings.sceneMD5 {
            console.warning("\(scenePath) has changed since its golden was made")
        }
        let fps = (frames.fps.framesPerSecond.numerator, frames.fps.framesPerSecond.denominator)
        guard frames.pixelWidth == settings.pixelWidth, frames.pixelHeight == settings.pixelHeight else {
            // Different frame sizes cannot be compared pixel by pixel; the settings change says what moved.
            var report = SceneReport(
                name: name, scenePath: scenePath, outcome: .regressed,
                comparison: SceneComparison(frames: [], tolerance: tolerance, mismatches: mismatches),
                width: frames.pixelWidth, height: frames.pixelHeight, fps: fps)
            report.part = part
            report.frameCount = frames.frameCount
            return report
        }

        let range = part.map { $0.clamped(to: 0..<frames.frameCount) } ?? 0..<frames.frameCount
        let results = ComparisonCollector(count: range.count)
        let (goldenLines, collect, first, cache) = (digest.lines, collectPictures, range.lowerBound, cache)
        let key = cache.map { _ in FrameCache.sceneKey(scenePath: scenePath, frames: frames) }
        do {
            try FramePipeline(
                count: range.count, width: frames.pixelWidth, height: frames.pixelHeight, workers: threads
            ).run(
                render: { k, fb in
                    let i = first + k
                    if let cache, let key, !collect, i < goldenLines.count,
                        cache.digest(scene: key, frame: i) == goldenLines[i].md5
                    {
                        let same = FrameComparison(
                            frame: i, digestMatches: true, metrics: .identical(width: fb.width, height: fb.height),
                            passes: true)
                        results.set(k, same, thumbnail: nil, actual: nil, golden: nil, rendered: false)
                        return
                    }
                    try frames.render(frame: i, into: fb)
                    let view = RGBAView(base: fb.pixels, width: fb.width, height: fb.height)
                    let line = FrameDigestLine(frame: i, image: view)
                    if let cache, let key { cache.store(scene: key, frame: i, md5: line.md5) }
                    var comparison: FrameComparison
                    var golden: RGBAImage?
                    if i < goldenLines.count, goldenLines[i].md5 == line.md5 {
                        comparison = FrameComparison(
                            frame: i, digestMatches: true, metrics: .identical(width: fb.width, height: fb.height),
                            passes: true)
                    } else {
                        golden =
                            i < goldenLines.count
                            ? try folder.reference(frame: goldenLines[i], count: goldenLines.count) : nil
                        let metrics = golden.map { g in
                            g.pixels.withUnsafeBufferPointer {
                                FrameMetrics(
                                    actual: view,
                                    reference: RGBAView(base: $0.baseAddress!, width: g.width, height: g.height),
                                    edgeThreshold: tolerance.edgeThreshold)
                            }
                        }
                        comparison = FrameComparison(
                            frame: i, digestMatches: false, metrics: metrics, tolerance: tolerance)
                    }
                    let actual = collect ? fb.image : nil  // pixels only for the report
                    let thumbnail = actual.map {
                        Thumbnail.fit(
                            $0, maxWidth: ContactSheet.thumbnailSize.width, maxHeight: ContactSheet.thumbnailSize.height
                        )
                    }
                    results.set(
                        k, comparison, thumbnail: thumbnail, actual: comparison.digestMatches ? nil : actual,
                        golden: golden)
                },
                consume: { _, _ in })
        } catch {
            throw CommandFailure(error)
        }
        if frames.frameCount != digest.lines.count, changes.isEmpty {
            mismatches.append("frame count \(digest.lines.count) → \(frames.frameCount)")
        }
        let comparison = SceneComparison(frames: results.comparisons(), tolerance: tolerance, mismatches: mismatches)
        let worst = comparison.worst.flatMap { results.pictures(of: $0.frame) }
        var report = SceneReport(
            name: name, scenePath: scenePath, outcome: comparison.passes ? .passed : .regressed, comparison: comparison,
            width: frames.pixelWidth, height: frames.pixelHeight, fps: fps,
            worstGolden: worst?.golden, worstActual: worst?.actual,
            thumbnails: collect ? results.thumbnails() : [])
        report.part = part
        report.frameCount = frames.frameCount
        report.renderedFrames = results.rendered
        return report
    }
}

/// Per-frame results from the render threads. Keeps the pixels of the worst changed frame so far (the same
/// order as SceneComparison.worst: FrameMetrics.isWorse, earliest frame on ties; a frame without figures only
/// while no frame has any).
final class ComparisonCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [FrameComparison?]
    private var thumbs: [RGBAImage?]
    private var worst: (comparison: FrameComparison, actual: RGBAImage, golden: RGBAImage?)?

    init(count: Int) {
        frames = Array(repeating: nil, count: count)
        thumbs = Array(repeating: nil, count: count)
    }

    /// Frames rendered (not taken from the cache).
    private(set) var rendered = 0

    func set(
        _ i: Int, _ c: FrameComparison, thumbnail: RGBAImage?, actual: RGBAImage?, golden: RGBAImage?,
        rendered: Bool = true
    ) {
        lock.lock()
        defer { lock.unlock() }
        if rendered { self.rendered += 1 }
        frames[i] = c
        thumbs[i] = thumbnail
        guard !c.digestMatches, let actual else { return }
        if let w = worst, !Self.replaces(c, w.comparison) { return }
        worst = (c, actual, golden)
    }

    /// Whether `a` ranks as worse than the current worst `b`.
    private static func replaces(_ a: FrameComparison, _ b: FrameComparison) -> Bool {
        switch (a.metrics, b.metrics) {
        case (nil, nil): return a.frame < b.frame
        case (nil, _): return false
        case (_, nil): return true
        case (let ma?, let mb?):
            if ma.isWorse(than: mb) { return true }
            if mb.isWorse(than: ma) { return false }
            return a.frame < b.frame
        }
    }

    func comparisons() -> [FrameComparison] {
        lock.lock()
        defer { lock.unlock() }
        return frames.map { $0! }
    }

    func thumbnails() -> [RGBAImage] {
        lock.lock()
        defer { lock.unlock() }
        return thumbs.compactMap { $0 }
    }

    func pictures(of frame: Int) -> (actual: RGBAImage, golden: RGBAImage?)? {
        lock.lock()
        defer { lock.unlock() }
        guard let w = worst, w.comparison.frame == frame else { return nil }
        return (w.actual, w.golden)
    }
}
