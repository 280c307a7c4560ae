// AnimatorHistory.swift: the value of every animator's trigger in each state of the timeline, recorded once at load,
// so that a frame knows when its keyframe and phase animators last (re)started.
// Rule: Apple, SwiftUI "keyframeAnimator(initialValue:trigger:content:keyframes:)" ("trigger: A value to observe for
// changes") and "phaseAnimator(_:trigger:content:animation:)"; issue #4: an animator plays from the latest state
// update (StateTimeline.updates) at which its trigger's value changed, compared by its interpolation. The trigger is
// evaluated where it is written (a struct's parameter, a ForEach element), so the whole scene runs once per state;
// an animator is known by its identity key (the modifier's place and the calls and elements around it, as views are
// identified, Evaluator.swift). An animator absent from a state (an untaken `if`) neither starts nor stops there.
// Status: complete.

/// How an evaluator's animators treat their triggers.
enum AnimatorTriggers: Sendable {
    /// No history (the load-time runs that build the timeline): animators show their initial value or first phase.
    case none
    /// Recording each animator's trigger in the state being run, by identity key.
    case recording([UInt64: String])
    /// Frames: play from the trigger changes up to the frame's time.
    case history(AnimatorHistory)
}

/// Each animator's trigger over the states of the timeline.
struct AnimatorHistory: Sendable {
    /// `StateTimeline.updates[j].time`.
    var updateTimes: [Double]
    /// By identity key: the trigger's interpolation in the initial state (index 0) and after update j (index j + 1);
    /// nil where the animator was not evaluated.
    var triggers: [UInt64: [String?]]

    /// The times of the updates at or before `time` that changed the trigger of animator `key`, ascending.
    func changes(of key: UInt64, until time: Double) -> [Double] {
        guard let values = triggers[key] else { return [] }
        var times: [Double] = []
        var last = values[0]
        for (j, t) in updateTimes.enumerated() where t <= time {
            guard let value = values[j + 1] else { continue }
            if let last, last != value { times.append(t) }
            last = value
        }
        return times
    }

    /// Runs the scene in its initial state and after every update (at the update's time, frame
    /// ⌊time · fps⌋), recording each animator's trigger. A run that fails records what it reached: the frames will
    /// report the failure.
    static func record(
        routines: [Routine], topLevel: Routine, globalCount: Int, stateGlobals: [Int], timeline: StateTimeline,
        fps: Double
    ) -> AnimatorHistory {
        var triggers: [UInt64: [String?]] = [:]
        let states = timeline.updates.count + 1
        for s in 0..<states {
            let time = s == 0 ? 0 : timeline.updates[s - 1].time
            var evaluator = Evaluator(
                routines: routines, globalCount: globalCount, time: time,
                // An event may be at any finite time (1e300 s): the frame index saturates instead of trapping.
                frame: Int(min((time * fps).rounded(.down), Double(Int32.max))))
            evaluator.preset(Array(zip(stateGlobals, s == 0 ? timeline.initial : timeline.updates[s - 1].state)))
            evaluator.animatorTriggers = .recording([:])
            _ = try? evaluator.runTopLevel(topLevel)
            guard case .recording(let seen) = evaluator.animatorTriggers else { continue }
            for (key, value) in seen {
                triggers[key, default: Array(repeating: nil, count: states)][s] = value
            }
        }
        return AnimatorHistory(updateTimes: timeline.updates.map(\.time), triggers: triggers)
    }
}
