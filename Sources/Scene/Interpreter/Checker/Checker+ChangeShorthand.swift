// Checker+ChangeShorthand.swift: an `onChange(of:)` action written with shorthand arguments, `{ print($0) }`, as code
// for the iOS 14 `onChange(of:perform:)` does.
// Rule: Apple: View.onChange(of:perform:) (deprecated; the action takes the new value) and
// View.onChange(of:initial:_:) (the action takes the old and the new value); The Swift Programming Language,
// "Closures": Shorthand Argument Names (a closure's arity is the highest `$n` it uses). Status: complete for bodies whose
// statements are expressions and assignments; `$1` inside an `if` is not seen, and `$0` is then the new value.

extension Checker {
    /// Declares `$0` (the new value), or `$0` and `$1` (old and new) when the body names `$1`.
    mutating func declareShorthandChange(_ closure: Closure, type: SceneType) -> (old: Int?, new: Int?) {
        let usesSecond = closure.body.contains { statement in
            switch statement.kind {
            case .expression(let e): Checker.mentions("$1", in: e)
            case .assignment(let target, _, let value, _):
                Checker.mentions("$1", in: target) || Checker.mentions("$1", in: value)
            default: false
            }
        }
        if usesSecond {
            let old = declareLocal("$0", type: type, mutable: false, at: closure.range)
            return (old, declareLocal("$1", type: type, mutable: false, at: closure.range))
        }
        return (nil, declareLocal("$0", type: type, mutable: false, at: closure.range))
    }
}
