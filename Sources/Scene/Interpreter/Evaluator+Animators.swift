// Evaluator+Animators.swift: evaluating `.keyframeAnimator(…)` and `.phaseAnimator(…)` at a frame.
// Rule: the value at a frame is a pure function of its time and of the trigger's changes up to it (AnimatorHistory),
// so every state snapshot of one frame shows the same value and Layout has nothing to interpolate for it
// (KeyframeTimeline+Playback, PhaseAnimation); the content closure then runs with that value, giving plain modifiers.
// Loops and phase cycles count from the scene's time 0. Status: complete.

import Animate

extension Evaluator {
    /// The content closure's views with the animated value at `time`.
    mutating func animate(_ animator: CheckedAnimator, _ f: inout Frame) throws(RuntimeFailure) -> Value {
        let content = try evaluate(animator.content, &f)
        let key = Evaluator.mix(identityContext, UInt64(animator.range.start.offset) &+ 0xa11_0000_0000)
        var triggers: [Double]?
        if case .trigger(let trigger) = animator.driver {
            let value = try evaluate(trigger, &f).interpolated
            switch animatorTriggers {
            case .none: triggers = []
            case .recording(var seen):
                seen[key] = value
                animatorTriggers = .recording(seen)
                triggers = []
            case .history(let history): triggers = history.changes(of: key, until: time)
            }
        }
        // Only frames play animations; the load-time runs show the initial value or first phase.
        var playing = false
        if case .history = animatorTriggers { playing = true }
        let value: Value
        switch animator.motion {
        case .keyframes(let timeline, let initialIR, let paths):
            let initial = try evaluate(initialIR, &f)
            let start = paths.map { initial.component(at: $0[...]) }
            var components = start
            switch animator.driver {
            case .trigger:
                components = timeline.state(at: time, triggers: triggers ?? [], initialValue: start).values
            case .repeating(let condition):
                if playing, try evaluate(condition, &f).bool {
                    components = timeline.loopingValue(at: time, initialValue: start)
                }
            case .cycling:
                break
            }
            var result = initial
            for (path, component) in zip(paths, components) { result.setComponent(component, at: path[...]) }
            value = result
        case .cycle(let cycle):
            value = PhaseCycle.phase(try evaluate(cycle.phases, &f).array, index: globals[cycle.global])
            if cycle.readsSelf, let bodyUpdates { bodyUpdates.meet(cycle.global, f.selfValue, instance: f.instance) }
            if !cycle.triggered, collected != nil {
                // The timeline starts the cycle when this first appears (TimelineRunner.react).
                collected?.append(
                    CollectedAction(
                        kind: .phaseCycle(global: cycle.global), identity: key, body: [], frame: f, observed: nil,
                        title: nil, range: animator.range))
            } else if cycle.triggered, collected != nil, case .trigger(let trigger) = animator.driver {
                // The timeline starts a pass when this changes (TimelineRunner.react).
                let observed = try evaluate(trigger, &f)
                collected?.append(
                    CollectedAction(
                        kind: .phaseTrigger(global: cycle.global), identity: key, body: [], frame: f,
                        observed: observed, title: nil, range: animator.range))
            }
        case .phases(let phases):
            switch animator.driver {
            case .trigger: value = .double(phases.value(at: time, triggers: triggers ?? []))
            case .cycling, .repeating:
                value = .double(playing ? phases.cyclingValue(at: time) : phases.phases[0])
            }
        }
        if let slot = animator.contentSlot { f.locals[slot] = content }
        if let slot = animator.valueSlot { f.locals[slot] = value }
        var views: [ViewNode] = []
        _ = try run(animator.body, &f, &views)
        return .views(views)
    }
}

extension Value {
    /// The Double at `path` (stored-property indices, outermost first) of a Double or struct value.
    fileprivate func component(at path: ArraySlice<Int>) -> Double {
        guard let first = path.first else {
            // An Angle's animatableData is its radians (Apple: developer.apple.com/documentation/swiftui/angle).
            if case .angle(let a) = self { return a.radians }
            return double
        }
        // A CGSize's width and height, a CGPoint's x and y (Checker+KeyframeComposite).
        if case .size(let width, let height) = self { return first == 0 ? width : height }
        if case .point(let p) = self { return first == 0 ? p.x : p.y }
        return instance[first].component(at: path.dropFirst())
    }

    /// Replaces the Double at `path`.
    fileprivate mutating func setComponent(_ component: Double, at path: ArraySlice<Int>) {
        guard let first = path.first else {
            if case .angle = self { self = .angle(.radians(component)) } else { self = .double(component) }
            return
        }
        switch self {
        case .size(let width, let height):
            self = first == 0 ? .size(width: component, height: height) : .size(width: width, height: component)
            return
        case .point(var p):
            if first == 0 { p.x = component } else { p.y = component }
            self = .point(p)
            return
        default:
            break
        }
        var fields = instance
        fields[first].setComponent(component, at: path.dropFirst())
        self = .instance(fields)
    }
}
