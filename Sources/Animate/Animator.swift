// Animator.swift: one animated value, its target, and the animation(s) moving it there, with retargeting.
// Rule: OpenSwiftUI AnimatableAttribute.swift and ConstantColor.swift (interval Δ = new − old; displayed = target − Δ +
// animate(Δ, t − begin); a change without an animation keeps the running offset) and OpenSwiftUI
// DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge; OpenSwiftUI AnimatorState.combine,
// DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge (merge or combine, AnimatorRun.swift). Status:
// complete, with these simplifications for offline rendering: the clock starts at the change (SwiftUI re-anchors it on
// the second rendered frame, OpenSwiftUI AnimatableAttribute.swift, AnimatorState.update), a merge reads the
// interrupted spring at the interruption time (SwiftUI reads its last rendered frame), and coincident changes are
// merged as any other.

import Geometry

/// The displayed value of one animatable attribute over time: set targets at increasing times, query any time after
/// the last change. Every query is a pure function of the changes, so frames can be rendered in any order.
public struct Animator<Value: Animatable & Sendable>: Sendable {
    /// The latest target (SwiftUI's model value).
    public private(set) var target: Value
    private(set) var run: AnimatorRun<Value.AnimatableData>?
    private var lastChange = -Double.infinity

    /// An animator at rest at `value`.
    public init(_ value: Value) {
        target = value
    }

    /// Changes the target at `time` seconds. With an animation the displayed value moves there from where it is
    /// (merging with or combining with a running animation, OpenSwiftUI AnimatorState.combine,
    /// DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge); without one it jumps by the change,
    /// keeping any running animation's offset. Times must not decrease.
    public mutating func setTarget(_ newValue: Value, animation: Animation?, at time: Double) {
        precondition(time >= lastChange, "animator changes must come in time order")
        lastChange = time
        let delta = newValue.animatableData - target.animatableData
        target = newValue
        if let running = run, running.animate(at: time) == nil { run = nil }
        guard delta != .zero, let animation else { return }
        if var run {
            run.retarget(with: animation, adding: delta, at: time)
            self.run = run
        } else {
            run = AnimatorRun(animation: .single(animation, nil), beginTime: time, interval: delta)
        }
    }

    /// The displayed value at `time` seconds (at or after the last change).
    public func value(at time: Double) -> Value {
        guard let run, let animated = run.animate(at: time) else { return target }
        var shown = target
        shown.animatableData = target.animatableData - run.interval + animated
        return shown
    }

    /// The displayed value's rate of change at `time`, units of the animatable data per second: zero at rest, nil
    /// while several animations are combined (their sum has no single velocity worth reporting).
    public func velocity(at time: Double) -> Value.AnimatableData? {
        guard let run, run.animate(at: time) != nil else { return .zero }
        return run.velocity(at: time)
    }

    /// Whether an animation is still moving the value at `time`.
    public func isAnimating(at time: Double) -> Bool {
        run?.animate(at: time) != nil
    }
}
