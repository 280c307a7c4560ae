// SceneHeader.swift: `scene(width:height:fps:duration:scale:background:)`, the first statement of every scene.
// Rule: sizes in points; fps defaults to 30 and is exact (`30000/1001` is that Rational: a literal fraction in the
// fps or duration argument is folded exactly, not as Int division); duration in seconds, nil = a single frame;
// scale = pixels per point, default 1; background default white. Width, height, fps and scale must be positive and
// finite. Status: complete for issue #2.

import Geometry
import Timeline

/// The scene's canvas and timing, read once when the scene loads.
public struct SceneHeader: Sendable {
    /// Canvas width in points.
    public var width: Double
    /// Canvas height in points.
    public var height: Double
    /// Frames per second, exact.
    public var fps: FrameRate
    /// Length in seconds, exact; nil renders a single frame.
    public var duration: Rational?
    /// Render scale: pixels per point.
    public var scale: Double
    /// The colour behind the root view.
    public var background: Color
    /// The `scene(…)` call.
    public var range: SourceRange
    /// No `scene(…)` header: the canvas is the root view's ideal size and the root is proposed nothing
    /// (`ImageRenderer`'s unspecified proposal), not the canvas.
    public var fitsRoot = false
    /// `scene(seed:)`: the seed of the scene's random draws (RandomSource), default 0.
    public var seed: UInt64 = 0

    /// Frames to render: `fps.frameCount(forDuration:)` (ceil(duration · fps), at least 1), or 1 without a duration.
    public var frameCount: Int { duration.map { fps.frameCount(forDuration: $0) } ?? 1 }
}

/// The header's arguments after checking, evaluated once the whole program is known.
struct CheckedHeader: Sendable {
    /// A frame rate or duration: folded exactly from literals, or computed as a Double.
    enum Exact: Sendable {
        case exact(Rational)
        case computed(IR)
    }

    var range: SourceRange
    var width: (IR, SourceRange)
    var height: (IR, SourceRange)
    var fps: (Exact, SourceRange)?
    var duration: (Exact, SourceRange)?
    var scale: (IR, SourceRange)?
    var background: IR?
    /// `seed:` (an Int, at least 0).
    var seed: (IR, SourceRange)? = nil
}
