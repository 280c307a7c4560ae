// Animation+LogicalCompletion.swift: when an animation is "logically complete", the moment
// `withAnimation(_:completionCriteria: .logicallyComplete)` calls back and a phase animator moves on.
// Rule: OpenSwiftUI FluidSpringAnimation.animate (a fluid spring is logically complete once `t − startTime ≥
// response`), OpenSwiftUI SpringAnimation.swift, WebKit SpringSolver.h (an interpolating spring at t ≥ 2π/√k, mass
// ignored, [OSUI]), OpenSwiftUI BezierAnimation.swift; Apple: Animation.easeInOut —
// developer.apple.com/documentation/swiftui/animation/easeinout (a timing curve when its duration is over), OpenSwiftUI
// DelayAnimation.swift, SpeedAnimation.swift and RepeatAnimation.swift (delay adds, speed divides). A repeat is
// complete when its last pass is; `repeatForever` never is. Status: complete.

extension Animation {
    /// Seconds after a change at which this animation is logically complete (0 or more); nil if never
    /// (`repeatForever`). For springs this comes before they settle: the value is close to its target but still
    /// moving.
    public var logicalCompletionTime: Double? {
        var time: Double
        switch base {
        case .bezier(let b): time = max(0, b.duration)
        case .fluidSpring(let f): time = max(0, f.response)
        case .spring(let s): time = s.stiffness > 0 ? 2 * .pi / s.stiffness.squareRoot() : 0
        }
        for (level, modifier) in modifiers.enumerated() {
            switch modifier {
            case .delay(let d):
                time += max(0, d)
            case .speed(let s):
                guard s > 0 else { return nil }
                time /= s
            case .repeatCount(let count, _):
                guard let count else { return nil }
                // The last pass completes logically `time` after it starts; each earlier pass lasts its finish time.
                let pass = finishTime(level: level, value: 1.0, from: nil)
                time = Double(max(count, 1) - 1) * (pass.isFinite ? max(0, pass) : 0) + time
            }
        }
        return time
    }
}
