// Checker+BuiltinShapeTypes.swift: SwiftUI's built-in shapes are structs, so their names are types as well as
// initialisers: `let shape: Circle`, `var r: RoundedRectangle`, `func f() -> Capsule`, `[Rectangle]`,
// `extension Circle { … }`.
// Rule: Apple, "Shapes" (https://developer.apple.com/documentation/swiftui/shapes): Rectangle, RoundedRectangle,
// UnevenRoundedRectangle, Circle, Ellipse and Capsule are structs conforming to Shape. A value of one is held as
// any shape (`.shape("some Shape")`, as AnyShape), so `.fill`/`.stroke` and drawing work on it as on the call.
// Status: complete for the six built-in shape structs.

extension Checker {
    /// The built-in shape structs whose names are types.
    static let builtinShapeTypeNames: Set<String> = [
        "Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse",
    ]
}
