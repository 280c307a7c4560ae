// KeyframeTimeline.swift: SwiftUI's `KeyframeTimeline`: tracks of keyframes over the components of one value,
// played together from an initial value.
// Rule: Apple, SwiftUI "KeyframeTimeline" ("keyframes fully define the path that a value takes over time using the
// tracks that make up their body … they have a set duration, and you can scrub and evaluate them for any time";
// "Multiple nested tracks update the initial value in the order that they are declared … the value from the last
// competing track will be used"). A value is a list of numbers (a struct's `Double` properties, flattened); each
// track drives one of them and the others keep their initial values. Playback with triggers and repeats:
// KeyframeTimeline+Playback.swift. Status: complete.

/// Where a keyframe animation is: each component's value and velocity (units per second).
public struct KeyframeState: Sendable, Hashable {
    public var values: [Double]
    public var velocities: [Double]

    /// `values` moving at `velocities` (missing velocities are 0).
    public init(values: [Double], velocities: [Double] = []) {
        self.values = values
        self.velocities = values.indices.map { $0 < velocities.count ? velocities[$0] : 0 }
    }
}

/// Tracks over the components of a value, all starting at time 0.
public struct KeyframeTimeline: Sendable, Hashable {
    public var tracks: [KeyframeTrack]

    public init(tracks: [KeyframeTrack]) {
        self.tracks = tracks
    }

    /// One track on a single number (component 0): `KeyframeTimeline(initialValue: 1.0) { LinearKeyframe … }`.
    public init(_ keyframes: [Keyframe]) {
        self.init(tracks: [KeyframeTrack(component: 0, keyframes)])
    }

    /// The longest track's duration, seconds.
    public var duration: Double { tracks.map(\.duration).max() ?? 0 }

    /// The state `time` seconds (clamped to 0 or more) after the timeline started from `start`. Components without a
    /// track keep their start value; their velocity counts as 0.
    public func sample(at time: Double, from start: KeyframeState) -> KeyframeState {
        var out = KeyframeState(values: start.values)
        for track in tracks where track.component < start.values.count {
            let c = track.component
            (out.values[c], out.velocities[c]) = track.sample(
                at: max(0, time), from: start.values[c], velocity: start.velocities[c])
        }
        return out
    }

    /// The values `time` seconds after the timeline started at rest at `initialValue` (`value(time:)`).
    public func value(at time: Double, initialValue: [Double]) -> [Double] {
        sample(at: time, from: KeyframeState(values: initialValue)).values
    }

    /// The single number `time` seconds after the timeline started at rest at `initialValue`.
    public func value(at time: Double, initialValue: Double) -> Double {
        value(at: time, initialValue: [initialValue])[0]
    }
}
