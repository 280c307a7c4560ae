// KeyframeTimeline+Playback.swift: how `keyframeAnimator` plays a timeline: once per trigger change, or looping.
// Rule: Apple, SwiftUI "keyframeAnimator(initialValue:trigger:content:keyframes:)": "If the trigger value changes
// while animating, the keyframes closure will be called with the current interpolated value, and the keyframes that
// you return define a new animation that replaces the old one. The previous velocity will be preserved … When a
// keyframe animation finishes, the animator will remain at the end value, which becomes the initial value for the
// next animation"; "keyframeAnimator(initialValue:repeating:content:keyframes:)": "Loops the given keyframes
// continuously". Status: complete. Our reading of it:
//   1. Before the first trigger the value is the initial value.
//   2. A trigger at T restarts the timeline from the value and velocity shown at T (so an interrupted animation
//      continues from where it is, not from the initial value).
//   3. Looping: pass k starts at k·duration from where pass k − 1 ended, at rest (a finished animation has no
//      velocity); pass 0 starts at the initial value at time 0.

extension KeyframeTimeline {
    /// The state at `time` seconds when the timeline (re)starts at each of `triggers` (seconds, ascending) from
    /// `initialValue` at rest. Triggers after `time` are ignored.
    public func state(at time: Double, triggers: [Double], initialValue: [Double]) -> KeyframeState {
        var state = KeyframeState(values: initialValue)
        var started: Double?
        for trigger in triggers where trigger <= time {
            if let previous = started { state = sample(at: trigger - previous, from: state) }
            started = trigger
        }
        guard let started else { return state }
        return sample(at: time - started, from: state)
    }

    /// The values at `time` seconds when the timeline loops from `initialValue` at time 0 (rule 3). A timeline
    /// without duration shows its end at once.
    public func loopingValue(at time: Double, initialValue: [Double]) -> [Double] {
        let d = duration
        var values = initialValue
        guard d > 0, d.isFinite else { return sample(at: max(0, time), from: KeyframeState(values: values)).values }
        let passes = max(0, (time / d).rounded(.down))
        var pass = 0.0
        while pass < passes {
            let next = sample(at: d, from: KeyframeState(values: values)).values
            // A pass that ends where it started repeats itself exactly from here on.
            if next == values { break }
            values = next
            pass += 1
        }
        return sample(at: time - passes * d, from: KeyframeState(values: values)).values
    }
}
