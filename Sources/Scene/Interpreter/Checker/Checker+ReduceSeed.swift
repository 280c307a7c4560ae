// Checker+ReduceSeed.swift: the type of an integer literal passed as `reduce`'s initial accumulator.
// Rule: Swift's type inference solves the literal with the closure: `reduce(_:_:)` is generic over `Result`, the
// seed, the closure's first parameter and its result all being `Result` (The Swift Standard Library:
// Sequence.reduce(_:_:) and reduce(into:_:)). An integer literal's type is `Int` only by default: the solver takes
// it when the whole call type-checks with it, and otherwise the other type the literal can be — `Double` (CGFloat is
// a Double to anim) — when that one does (The Swift Programming Language, "The Basics": Type Inference; "Expressions":
// Literal Expression). So `subviews.reduce(0) { $0 + $1.priority }` and `widths.reduce(0, +)` over Doubles
// accumulate Doubles and `names.reduce(0) { $0 + $1.count }` Ints. Status: complete for Int and Double.

extension Checker {
    /// `Int` when the call checks with an Int accumulator, `Double` when only a Double one does, nil (Int, and its
    /// diagnostics) when neither does.
    mutating func literalReduceSeed(_ receiver: Typed, element: SceneType, _ call: CallSite, expected: SceneType?)
        -> SceneType?
    {
        for candidate in [SceneType.int, .double] {
            let mark = diagnostics.count
            speculating += 1
            let typed = checkHigherOrder(
                receiver, element: element, "reduce", call, expected: expected, seed: candidate)
            speculating -= 1
            let reported = diagnostics.count - mark
            diagnostics.truncate(to: mark)
            if reported == 0, typed.type != .error { return candidate }
        }
        return nil
    }
}
