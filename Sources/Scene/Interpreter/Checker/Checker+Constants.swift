// Checker+Constants.swift: arguments read once, at load: keyframe values, springs and curves, phases.
// Rule: an argument is known at load when its IR needs nothing but constants (IR.dependsOnly): literals, arithmetic
// on them, and `let` constants whose values are themselves known (Checker+Statements folds those), so
// `let s = Spring(duration: d, bounce: 0.2)` works in a keyframe, and so do the view's computed properties whose
// getters are such expressions (Checker+ConstantMembers), while `time` or a `@State` variable does not.
// Status: complete.

extension Checker {
    /// A value of `type` known at load time; nil after reporting one that is not (with `hint` explaining why).
    mutating func constantValue(_ e: Expr, _ type: SceneType, hint: String? = nil) -> Value? {
        if let inlined = inliningConstantMembers(e) {
            // `duration: speed` with `var speed: CGFloat { 6 }` (Checker+ConstantMembers).
            let trial = checkOnTrial(inlined, expected: type)
            if trial.reported == 0, coerce(trial.typed, to: type, at: e.range, .argument).dependsOnly() {
                return constantValue(inlined, type, hint: hint)
            }
        }
        let mark = diagnostics.count
        let typed = check(e, expected: type)
        let ir = coerce(typed, to: type, at: e.range, .argument)
        let what = type == .double ? "a constant number" : "a constant"
        if drawsAtLoad, ir.drawsOnly {
            // A random keyframe value (`CGSize(width: Int.random(in: -2...2), height: -40)`): drawn once at load from
            // the scene's seed (`loadSeed`), a stream of its own per site: every run with that seed draws the same.
            var evaluator = Evaluator(
                routines: [], globalCount: 0, time: 0, frame: e.range.start.offset, seed: loadSeed)
            var frame = Evaluator.Frame(slotCount: 0)
            if let value = try? evaluator.evaluate(ir, &frame), !value.isVoid { return value }
        }
        guard ir.dependsOnly() else {
            if typed.type != .error {
                diagnostics.error("this argument must be \(what)", at: e.range, hint: hint)
            }
            return nil
        }
        var evaluator = Evaluator(routines: [], globalCount: 0, time: 0, frame: 0)
        var frame = Evaluator.Frame(slotCount: 0)
        if let value = try? evaluator.evaluate(ir, &frame), !value.isVoid { return value }
        // A failure inside the expression, or a value of another type, was already reported.
        if diagnostics.count == mark {
            diagnostics.error("this argument must be \(what)", at: e.range, hint: hint)
        }
        return nil
    }

    /// A number known at load time.
    mutating func constantNumber(_ e: Expr, hint: String? = nil) -> Double? {
        guard case .double(let v)? = constantValue(e, .double, hint: hint) else { return nil }
        return v
    }
}

extension Value {
    /// `.void`: what a diagnosed expression leaves behind.
    var isVoid: Bool {
        if case .void = self { return true }
        return false
    }
}

extension IR {
    /// Constants, operations on them and random draws (`Int.random(in: -2...2)`): what a keyframe value drawn at load
    /// may be.
    var drawsOnly: Bool {
        switch self {
        case .constant: true
        case .apply(_, let arguments, _), .modifier(_, let arguments, _): arguments.allSatisfy(\.drawsOnly)
        case .numeric(_, let l, let r, _): l.drawsOnly && r.drawsOnly
        case .intrinsic(.randomInt(let range)): range.drawsOnly
        case .intrinsic(.randomDouble(let low, let high)): low.drawsOnly && high.drawsOnly
        case .intrinsic(.randomBool): true
        default: false
        }
    }
}
