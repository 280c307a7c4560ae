// Checker+BuiltinShapeTypes.swift: SwiftUI's built-in shapes are structs, so their names are types as well as
// initialisers: `let shape: Circle`, `var r: RoundedRectangle`, `func f() -> Capsule`, `[Rectangle]`,
// `extension Circle { … }`; and `AnyShape(shape)` (iOS 16), the type-erased shape that holds any of them.
// Rule: Apple, "Shapes" (https://developer.apple.com/documentation/swiftui/shapes): Rectangle, RoundedRectangle,
// UnevenRoundedRectangle, Circle, Ellipse and Capsule are structs conforming to Shape. A value of one is held as
// any shape (`.shape("some Shape")`, as AnyShape), so `.fill`/`.stroke` and drawing work on it as on the call.
// AnyShape: https://developer.apple.com/documentation/swiftui/anyshape ("A type-erased shape value"), made by
// `init(_ shape: some Shape)`.
// Status: complete for the six built-in shape structs, user `Shape` structs and AnyShape.

extension Checker {
    /// The built-in shape structs whose names are types.
    static let builtinShapeTypeNames: Set<String> = [
        "Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse",
    ]

    /// `AnyShape(shape)`: the shape itself, held as any shape.
    mutating func checkAnyShape(_ argument: Argument) -> Typed {
        let anyShape = SceneType.shape("some Shape")
        let typed = check(argument.value, expected: anyShape)
        if typed.type == .error { return .error }
        return Typed(ir: coerce(typed, to: anyShape, at: argument.range, .argument), type: anyShape)
    }

    /// The built-in shape whose initialiser `.init(…)` calls where a shape is expected, when exactly one takes these
    /// arguments (`.init(cornerRadius: 12)` is a RoundedRectangle's; `.init()` fits four and is left ambiguous).
    mutating func builtinShapeInitializer(_ call: CallSite) -> String? {
        let fitting = Checker.builtinShapeTypeNames.sorted().filter { name in
            let attempt = Expr(
                .call(
                    Expr(.identifier(name), call.range), call.arguments, trailingClosure: call.trailing,
                    closeParen: call.closeParen), call.range)
            let trial = checkOnTrial(attempt, expected: nil)
            return trial.reported == 0 && trial.typed.type != .error
        }
        return fitting.count == 1 ? fitting[0] : nil
    }
}
