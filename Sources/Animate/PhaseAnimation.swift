// PhaseAnimation.swift: SwiftUI's `PhaseAnimator` timing: a sequence of phases, each entered with its own
// animation once the previous step is logically complete.
// Rule: Apple, SwiftUI "phaseAnimator(_:trigger:content:animation:)" ("Cycles through a sequence of phases in
// response to changes in a specified value"; `animation`: "A closure that takes the current phase as input. Return
// the animation to use when transitioning to the next phase. If you return nil, the transition doesn't animate";
// default `.default`) and "phaseAnimator(_:content:animation:)" ("Cycles through a sequence of phases
// continuously"). Status: complete. Our reading, after Apple's wording and observed behaviour (C. Eidhof, "Phase
// Animator Behavior": a phase equal to the one before does not hold the animation back):
//   1. At rest the value is the first phase. A trigger at T enters phase 1 at T with the animation returned for
//      phase 1, then phase 2 … and finally phase 0 again, each step starting when the previous step's animation is
//      logically complete (Animation+LogicalCompletion: a spring after its response, a curve after its duration).
//      A step without animation (nil), or to a value equal to the current one, takes no time. A step whose animation
//      never completes (`repeatForever`) ends the sequence there.
//   2. A trigger while a pass runs starts a new pass from phase 1 at once; the steps left of the old pass are
//      dropped, its animations retarget as any SwiftUI animation does (Animator: springs merge, curves combine).
//   3. Without a trigger the steps run from time 0 around the cycle 1, 2, …, n − 1, 0, 1, … for ever.
// The animated quantity is the phase number itself: content that is affine in the phase (an offset of `phase * 20`)
// moves exactly as SwiftUI's per-attribute animations would move it.

/// The phases of a phase animator and the animation that enters each.
public struct PhaseAnimation: Sendable, Hashable {
    /// The phase values in order; the first is the resting phase.
    public var phases: [Double]
    /// The animation entering phase i (`animation(phases[i])`), nil to jump.
    public var animations: [Animation?]

    public init(phases: [Double], animations: [Animation?]) {
        precondition(!phases.isEmpty && phases.count == animations.count, "one animation per phase")
        self.phases = phases
        self.animations = animations
    }

    /// The seconds from entering phase `index` (coming from `previous`) until the next step: the animation's logical
    /// completion time, 0 without a change or animation, ∞ when it never completes.
    public func stepDuration(entering index: Int, from previous: Double) -> Double {
        guard phases[index] != previous, let animation = animations[index] else { return 0 }
        return animation.logicalCompletionTime ?? .infinity
    }

    /// The seconds one full cycle of steps takes (entering 1, …, n − 1, then 0); ∞ if a step never completes.
    public var cycleDuration: Double {
        let n = phases.count
        var total = 0.0
        for k in 1...n {
            total += stepDuration(entering: k % n, from: phases[k - 1])
        }
        return total
    }

    /// The phase value shown at `time` seconds when a pass starts at each of `triggers` (seconds, ascending;
    /// rules 1 and 2).
    public func value(at time: Double, triggers: [Double]) -> Double {
        var animator = Animator(phases[0])
        let n = phases.count
        guard n > 1 else { return phases[0] }
        let starts = triggers.filter { $0 <= time }
        for (j, start) in starts.enumerated() {
            // The next trigger cuts this pass short: its steps from then on are dropped.
            let cut = j + 1 < starts.count ? starts[j + 1] : .infinity
            var stepTime = start
            for k in 1...n {
                guard stepTime < cut, stepTime <= time else { break }
                let index = k % n
                let previous = animator.target
                animator.setTarget(phases[index], animation: animations[index], at: stepTime)
                stepTime += stepDuration(entering: index, from: previous)
            }
        }
        return animator.value(at: time)
    }

    /// The phase value shown at `time` seconds when the phases cycle from time 0 (rule 3).
    public func cyclingValue(at time: Double) -> Double {
        let n = phases.count
        var animator = Animator(phases[0])
        guard n > 1, cycleDuration > 0 else { return phases[0] }
        var stepTime = 0.0
        var k = 1
        while stepTime <= time {
            let index = k % n
            let previous = animator.target
            animator.setTarget(phases[index], animation: animations[index], at: stepTime)
            stepTime += stepDuration(entering: index, from: previous)
            if !stepTime.isFinite { break }
            k += 1
        }
        return animator.value(at: time)
    }
}
