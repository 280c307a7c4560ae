// StateTimeline.swift: a scene's `@State` over time: the initial values, then one update per transaction of each
// `at(t) { … }` event, in time order.
// Rule: Apple: withAnimation(_:_:) — developer.apple.com/documentation/swiftui/withanimation(_:_:); OpenSwiftUI
// Transaction.swift and AnimationModifier.swift: each update carries its transaction's animation (nil: the new values
// show at once); docs/ARCHITECTURE.md: evaluated once at load, so frames stay independent and deterministic. Status:
// complete for issue #4.

import Animate

/// One change of state: when, with which animation, and the state values after it.
public struct StateUpdate: Sendable {
    /// Seconds from the start of the scene.
    public var time: Double
    /// The `withAnimation` animation around the writes; nil for plain writes.
    public var animation: Animation?
    /// Where the event was written.
    public var range: SourceRange
    /// The values of the `@State` globals after the update (CheckedScene.stateGlobals order).
    var state: [Value]
}

/// The initial state and the updates, sorted by time (events at the same time keep source order).
public struct StateTimeline: Sendable {
    let initial: [Value]
    public let updates: [StateUpdate]
    /// The longest an `.animation(_:value:)` modifier's animation can run, in seconds: such animations may start at
    /// any update, even a plain one.
    public let implicitAnimationDuration: Double
    /// For each update, when every animation it or an earlier update started has certainly settled (a running
    /// maximum, computed once: springs find their settling time by integrating).
    private let settled: [Double]

    init(initial: [Value], updates: [StateUpdate], implicitAnimationDuration: Double) {
        self.initial = initial
        self.updates = updates
        self.implicitAnimationDuration = implicitAnimationDuration
        var latest = -Double.infinity
        settled = updates.map { u in
            latest = max(latest, StateTimeline.finish(of: u, implicit: implicitAnimationDuration))
            return latest
        }
    }

    /// The index of the last update at or before `time`; -1 for the initial state.
    public func modelIndex(at time: Double) -> Int {
        var lo = 0
        var hi = updates.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if updates[mid].time <= time { lo = mid + 1 } else { hi = mid }
        }
        return lo - 1
    }

    /// The updates whose states a frame at `time` needs to animate: from the last state that every earlier
    /// animation had settled to (before the next update began), up to the model state. A single index when nothing
    /// is in flight. Conservative: an animation is taken to run `2·duration + 0.5 s` (springs settle later for
    /// larger changes than the 0 → 1 change `duration` is measured on).
    public func window(at time: Double) -> ClosedRange<Int> {
        let m = modelIndex(at: time)
        var base = m
        // Walk back while some update at or before `base` may still be moving when the next one starts.
        while base >= 0 {
            let next = base < m ? updates[base + 1].time : time
            if settled[base] <= next { break }
            base -= 1
        }
        return base...m
    }

    /// When update `u`'s animations have certainly settled.
    private static func finish(of u: StateUpdate, implicit implicitAnimationDuration: Double) -> Double {
        var running = implicitAnimationDuration
        if let animation = u.animation {
            guard let d = animation.settlingDuration else { return .infinity }
            running = max(running, d)
        }
        return running > 0 ? u.time + 2 * running + 0.5 : u.time
    }
}

/// One state of a scene evaluated at a frame's time: the update that led to it (nil for the initial state) and the
/// view tree.
public struct StateSnapshot: Sendable {
    public var update: StateUpdate?
    /// Index into `StateTimeline.updates`; -1 for the initial state.
    public var index: Int
    public var view: ViewNode
}
