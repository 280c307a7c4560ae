// SceneComparison.swift: the regression model: a scene's frames against its golden, summed up as "which frames
// changed, how much, and where" (issue #8), with the verdict under a tolerance.
// Rule: 3b1b/manim render_compare and rive-app/rive-runtime image_diff (manimgl: max diff, #px, #px off edges,
// #differing frames, worst frame; manim CE: the first failing frame); the worst frame is the one FrameMetrics.isWorse
// ranks first. Status: complete.

/// One frame's outcome against its golden.
public struct FrameComparison: Sendable, Equatable {
    /// Frame index from 0.
    public var frame: Int
    /// Whether the rendered digest equals the golden's (then `metrics` are those of identical frames).
    public var digestMatches: Bool
    /// The figures, or nil when the golden keeps no reference pixels for this frame and the digest differs.
    public var metrics: FrameMetrics?
    /// Whether the frame passes the tolerance. A changed frame without reference pixels fails: how far it moved is
    /// unknown.
    public var passes: Bool

    /// A frame's outcome with its verdict given directly.
    public init(frame: Int, digestMatches: Bool, metrics: FrameMetrics?, passes: Bool) {
        self.frame = frame
        self.digestMatches = digestMatches
        self.metrics = metrics
        self.passes = passes
    }

    /// Judges a frame: identical digests pass; otherwise the metrics decide, and missing metrics fail.
    public init(frame: Int, digestMatches: Bool, metrics: FrameMetrics?, tolerance: Tolerance) {
        let passes = digestMatches || (metrics.map { tolerance.accepts($0) } ?? false)
        self.init(frame: frame, digestMatches: digestMatches, metrics: metrics, passes: passes)
    }
}

/// A whole scene against its golden.
public struct SceneComparison: Sendable {
    /// Every compared frame in order.
    public var frames: [FrameComparison]
    /// The tolerance the frames were judged by.
    public var tolerance: Tolerance
    /// Structural problems that fail the scene whatever the pixels say (frame count or size changed).
    public var mismatches: [String]

    /// A scene's frames in order, the tolerance they were judged by, and any structural mismatches.
    public init(frames: [FrameComparison], tolerance: Tolerance, mismatches: [String] = []) {
        self.frames = frames
        self.tolerance = tolerance
        self.mismatches = mismatches
    }

    /// Frames whose digest differs from the golden (within tolerance or not).
    public var changed: [FrameComparison] { frames.filter { !$0.digestMatches } }

    /// Frames that fail the tolerance (those without a reference included).
    public var failing: [FrameComparison] { frames.filter { !$0.passes } }

    /// Changed frames the golden keeps no reference pixels for: found by digest, with no figures. They fail (how
    /// far they moved is unknown) but are reported as "no reference", never as measured differences.
    public var noReference: [FrameComparison] { frames.filter { !$0.digestMatches && $0.metrics == nil } }

    /// Frames that fail with figures, measured against a reference.
    public var failingMeasured: [FrameComparison] { frames.filter { !$0.passes && $0.metrics != nil } }

    /// The scene passes when no frame fails and nothing structural changed.
    public var passes: Bool { mismatches.isEmpty && failing.isEmpty }

    /// The first frame that fails, else the first that changed.
    public var first: FrameComparison? { failing.first ?? changed.first }

    /// The first frame that fails with figures, else the first that changed with figures.
    public var firstMeasured: FrameComparison? {
        failingMeasured.first ?? changed.first { $0.metrics != nil }
    }

    /// The worst changed frame with figures (FrameMetrics.isWorse; the earliest on ties); a changed frame without
    /// figures only when none has any.
    public var worst: FrameComparison? {
        var best: FrameComparison?
        for f in changed {
            guard let m = f.metrics else {
                if best == nil { best = f }
                continue
            }
            guard let b = best?.metrics else {
                best = f
                continue
            }
            if m.isWorse(than: b) { best = f }
        }
        return best
    }
}
