// Checker+AnimatablePair.swift: `AnimatablePair(a, b)` of any two animatable values, pairs of pairs included.
// Rule: Apple: AnimatablePair — developer.apple.com/documentation/swiftui/animatablepair ("a pair of animatable
// values, which is itself animatable"; `init(_ first: First, _ second: Second)`, generic over two VectorArithmetic
// types, so `AnimatablePair(AnimatablePair(a, b), AnimatablePair(c, d))` is an `AnimatablePair<AnimatablePair<…>,
// AnimatablePair<…>>`). anim reads the type as the tuple `(first: First, second: Second)` (Parser: parseType), so
// the call is that tuple, checked against the expected type element by element; `newValue.first.first` is then a
// tuple member read at any depth. Its interpolation is componentwise over the stored properties the getter reads
// (Checker.propertyReads). Status: complete for two unlabelled arguments.

extension Checker {
    /// `AnimatablePair(first, second)` (or `.init(first, second)` where a pair is expected) as the labelled tuple
    /// `(first:second:)`; nil when the scene declares its own `AnimatablePair` or the call has another shape.
    mutating func checkAnimatablePair(_ name: String, _ call: CallSite, expected: SceneType?) -> Typed? {
        guard name == "AnimatablePair", structIndex[name] == nil, call.trailing == nil, call.arguments.count == 2,
            call.arguments.allSatisfy({ $0.label == nil })
        else { return nil }
        var elements = call.arguments
        elements[0].label = "first"
        elements[1].label = "second"
        return checkTuple(elements, expected: expected, range: call.range)
    }
}
