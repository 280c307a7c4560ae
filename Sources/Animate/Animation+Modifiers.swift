// Animation+Modifiers.swift: `.delay(_:)`, `.speed(_:)`, `.repeatCount(_:autoreverses:)`, `.repeatForever(…)`.
// Rule: OpenSwiftUI DelayAnimation.swift, SpeedAnimation.swift and RepeatAnimation.swift ([OSUI] DelayAnimation,
// SpeedAnimation, RepeatAnimation): the outermost modifier transforms time first; delay: base time max(0, t − d);
// speed: t · s; repeat: passes of the inner animation, odd passes reversed when autoreversing (value − base), the frame
// a pass ends showing its end (reversed ? 0 : value), nil after the last pass (the value then shows its target, a jump
// after an even autoreversed count; [APPLE] "autoreverse counts towards the repeatCount").
// Status: complete, with one deliberate difference: each pass lasts exactly the inner animation's finish time.
// SwiftUI starts the next pass at the first frame that notices the end, so its passes drift by up to a frame each
// (OpenSwiftUI DelayAnimation.swift, SpeedAnimation.swift and RepeatAnimation.swift); exact passes keep 30 and 60 fps
// on one curve (issue #4).

extension Animation {
    /// Starts the animation `delay` seconds after the change.
    public func delay(_ delay: Double) -> Animation { adding(.delay(delay)) }

    /// Runs the animation `speed` times as fast (2 halves its duration).
    public func speed(_ speed: Double) -> Animation { adding(.speed(speed)) }

    /// Plays the animation `repeatCount` times; with `autoreverses`, every second pass runs backwards.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        adding(.repeatCount(repeatCount, autoreverses: autoreverses))
    }

    /// Plays the animation again and again; with `autoreverses`, every second pass runs backwards.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        adding(.repeatCount(nil, autoreverses: autoreverses))
    }

    private func adding(_ modifier: Modifier) -> Animation {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }

    // MARK: - Evaluation through the modifiers (level n = the first n modifiers around the base)

    func animate<V: VectorArithmetic>(level: Int, value: V, time: Double, from start: FluidSpringState<V>?) -> V? {
        guard level > 0 else { return animateBase(value: value, time: time, from: start) }
        switch modifiers[level - 1] {
        case .delay(let d):
            return animate(level: level - 1, value: value, time: max(0, time - d), from: start)
        case .speed(let s):
            return animate(level: level - 1, value: value, time: time * s, from: start)
        case .repeatCount(let count, let autoreverses):
            guard let pass = pass(level: level, count: count, value: value, time: time) else { return nil }
            let reversed = autoreverses && pass.index % 2 == 1
            let inner = animate(
                level: level - 1, value: value, time: pass.elapsed, from: pass.index == 0 ? start : nil)
            guard let inner else { return reversed ? .zero : value }
            return reversed ? value - inner : inner
        }
    }

    func velocity<V: VectorArithmetic>(level: Int, value: V, time: Double, from start: FluidSpringState<V>?) -> V? {
        guard level > 0 else { return velocityOfBase(value: value, time: time, from: start) }
        switch modifiers[level - 1] {
        case .delay(let d):
            guard time >= d else { return .zero }
            return velocity(level: level - 1, value: value, time: time - d, from: start)
        case .speed(let s):
            return velocity(level: level - 1, value: value, time: time * s, from: start)?.scaled(by: s)
        case .repeatCount(let count, let autoreverses):
            guard let pass = pass(level: level, count: count, value: value, time: time) else { return .zero }
            let from = pass.index == 0 ? start : nil
            guard animate(level: level - 1, value: value, time: pass.elapsed, from: from) != nil else { return .zero }
            let inner = velocity(level: level - 1, value: value, time: pass.elapsed, from: from)
            return autoreverses && pass.index % 2 == 1 ? inner.map { V.zero - $0 } : inner
        }
    }

    func finishTime<V: VectorArithmetic>(level: Int, value: V, from start: FluidSpringState<V>?) -> Double {
        guard level > 0 else { return finishTimeOfBase(value: value, from: start) }
        let inner = finishTime(level: level - 1, value: value, from: start)
        switch modifiers[level - 1] {
        case .delay(let d):
            return inner == -.infinity ? inner : inner + d
        case .speed(let s):
            return s > 0 ? inner / s : (inner < 0 ? -.infinity : .infinity)
        case .repeatCount(let count, _):
            guard inner > 0 else { return -.infinity }
            guard let count, inner.isFinite else { return .infinity }
            return Double(max(count, 0)) * inner
        }
    }

    /// The pass a repeat is in at `time`: pass k spans (k·P, (k+1)·P] with P the inner finish time (pass 0 also
    /// holds t ≤ 0); nil once the last pass is over or when the inner animation finishes at once.
    private func pass<V: VectorArithmetic>(level: Int, count: Int?, value: V, time: Double)
        -> (index: Int, elapsed: Double)?
    {
        let period = finishTime(level: level - 1, value: value, from: nil)
        guard period > 0 else { return nil }
        guard period.isFinite, time > 0 else { return (0, time) }
        let index = (time / period).rounded(.up) - 1
        if let count, index >= Double(count) { return nil }
        guard index < Double(Int.max / 2) else { return nil }
        return (Int(index), time - index * period)
    }
}
