// CheckedAnimator.swift: a checked `.keyframeAnimator(…)` or `.phaseAnimator(…)` modifier, ready to evaluate.
// Rule: Apple, SwiftUI "keyframeAnimator(initialValue:trigger:content:keyframes:)",
// "keyframeAnimator(initialValue:repeating:content:keyframes:)", "phaseAnimator(_:trigger:content:animation:)",
// "phaseAnimator(_:content:animation:)". The keyframes and phases are constants read at load
// (Checker+Keyframes, Checker+PhaseAnimator); each frame computes the animated value at its time from the trigger's
// history (AnimatorHistory) and runs the content closure with it (Evaluator+Animators). Status: complete.

import Animate

/// What moves, what starts it, and the content closure that shows it.
struct CheckedAnimator: Sendable {
    /// The animated value.
    enum Motion: Sendable {
        /// A keyframe timeline over the `Double` components of the value: component c is the property at
        /// `paths[c]` (indices of stored properties, outermost first; `[]` for a plain Double value).
        case keyframes(KeyframeTimeline, initialValue: IR, paths: [[Int]])
        /// Triggered phases, animated as numbers.
        case phases(PhaseAnimation)
        /// Cycling phases of any type: the phase index is hidden state that the timeline steps (PhaseCycle).
        case cycle(PhaseCycle)
    }

    /// When it plays.
    enum Driver: Sendable {
        /// From the latest change of this value (compared by its interpolation) at or before the frame.
        case trigger(IR)
        /// `repeating:`: loops from time 0 while true; false shows the initial value.
        case repeating(IR)
        /// `phaseAnimator(_:content:animation:)`: cycles from time 0.
        case cycling
    }

    /// The modified views (SwiftUI's `PlaceholderContentView`).
    var content: IR
    var motion: Motion
    var driver: Driver
    /// The content closure's parameters (nil for `_`) and its statements.
    var contentSlot: Int?
    var valueSlot: Int?
    var body: [Statement]
    /// The modifier call, from its `.`; with the calls around it, it identifies the animator (AnimatorHistory).
    var range: SourceRange
}
