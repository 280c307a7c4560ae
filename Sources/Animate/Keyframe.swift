// Keyframe.swift: SwiftUI's keyframe kinds (`LinearKeyframe`, `CubicKeyframe`, `SpringKeyframe`, `MoveKeyframe`)
// over a number: a target value and how the segment before it reaches it.
// Rule: Apple, SwiftUI "LinearKeyframe", "CubicKeyframe", "SpringKeyframe", "MoveKeyframe" (each keyframe is the
// segment that ends at its value; `SpringKeyframe(duration: nil)` lasts the spring's settling duration; a
// `MoveKeyframe` jumps without interpolating). How segments join: KeyframeTrack.swift. Status: complete.

/// One keyframe of a track: its value and the segment that leads to it. Durations are in seconds; velocities in
/// units of the value per second (nil: computed so the motion stays smooth, KeyframeTrack.swift).
public enum Keyframe: Sendable, Hashable {
    /// `LinearKeyframe(_:duration:timingCurve:)`: straight to `value`, progress in time mapped by `timingCurve`.
    case linear(Double, duration: Double, timingCurve: UnitCurve = .linear)
    /// `CubicKeyframe(_:duration:startVelocity:endVelocity:)`: a cubic Hermite segment; adjacent cubic keyframes
    /// make a Catmull-Rom spline.
    case cubic(Double, duration: Double, startVelocity: Double? = nil, endVelocity: Double? = nil)
    /// `SpringKeyframe(_:duration:spring:startVelocity:)`: the spring pulls towards `value` for `duration` seconds
    /// (nil: `spring.settlingDuration`), starting with the incoming velocity unless one is given.
    case spring(Double, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Double? = nil)
    /// `MoveKeyframe(_:)`: the value jumps to `value`, taking no time.
    case move(Double)

    /// The value this keyframe's segment heads for.
    public var value: Double {
        switch self {
        case .linear(let v, _, _), .cubic(let v, _, _, _), .spring(let v, _, _, _), .move(let v): v
        }
    }

    /// How long the segment lasts, seconds: as written (negative counts as 0), the spring's settling duration for a
    /// spring without one, 0 for a move.
    public var duration: Double {
        switch self {
        case .linear(_, let d, _), .cubic(_, let d, _, _): max(0, d)
        case .spring(_, let d, let spring, _): max(0, d ?? spring.settlingDuration)
        case .move: 0
        }
    }
}
