// FrameRate.swift: a rational frame rate and the one rule that turns durations into frame counts.
// Rule: docs/ARCHITECTURE.md ("frame i is shown at i/fps exactly; durations become whole frame counts by one rule").
// Status: complete.

/// Frames per second as an exact fraction: 24, 30, 30000/1001 (29.97), 60000/1001 …
public struct FrameRate: Hashable, Sendable, CustomStringConvertible {
    public let framesPerSecond: Rational

    /// A positive rate; callers validate user input before constructing one.
    public init(_ framesPerSecond: Rational) {
        precondition(framesPerSecond.numerator > 0, "frame rate must be positive")
        self.framesPerSecond = framesPerSecond
    }

    public init(_ fps: Int) { self.init(Rational(fps)) }

    /// The container time base: one tick per frame (FFmpeg's `mux.c` uses 1/framerate and pts += 1).
    public var timeBase: Rational { Rational(framesPerSecond.denominator, framesPerSecond.numerator) }

    /// The time at which frame `i` is shown: exactly `i / fps` seconds.
    public func time(ofFrame i: Int) -> Rational { Rational(i) * timeBase }

    /// `time(ofFrame:)` as seconds for evaluating a scene.
    public func seconds(ofFrame i: Int) -> Double { time(ofFrame: i).doubleValue }

    /// The number of frames a clip of `duration` seconds holds: the frames whose start time is before the end,
    /// `ceil(duration · fps)`, at least 1. 3 s at 24 fps is 72 frames; 3 s at 30000/1001 is 90 frames (3.003 s).
    public func frameCount(forDuration duration: Rational) -> Int {
        max(1, (duration * framesPerSecond).ceiling)
    }

    public var doubleValue: Double { framesPerSecond.doubleValue }

    public var description: String { framesPerSecond.description }
}
