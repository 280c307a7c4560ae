// Parser+Generics.swift: generic parameter clauses and `where` clauses on structs and functions.
// Rule: The Swift Programming Language, "Generics" and "Generic Parameters and Arguments": `struct Card<Content: View>`
// and `func f<V: View>(…)`. A scene has one kind of view value, so a parameter constrained to `View` (or any
// parameter used as a view) stands for `some View` wherever the struct or function names it; `where` clauses only
// restate constraints and are skipped. A parameter constrained to Equatable, Hashable or Comparable
// (`struct Ripple<T: Equatable>: ViewModifier { var trigger: T }`) stands for any such value, `some Equatable`, which
// is what a trigger or `onChange(of:)` needs of it; one constrained to a numeric protocol (`<V: BinaryFloatingPoint>`)
// is Double (Int for the integer protocols); one constrained to ShapeStyle is AnyShapeStyle. Status: complete for view,
// equatable, shape, shape-style and numeric parameters;
// other generic parameters are reported.

extension Parser {
    /// `<A: View, B>` after a struct's or function's name: the parameter names (empty when there is no clause).
    mutating func parseGenericParameters() -> Set<String> {
        guard current.isOperator("<") || (current.kind == .operator && current.text.hasPrefix("<")) else { return [] }
        guard current.text == "<" else { return [] }
        advance()
        var names: Set<String> = []
        while current.kind == .identifier {
            let name = advance()
            if current.isPunctuation(":") {
                advance()
                let constraint = parseType()
                if case .named(let protocolName) = constraint.kind, Parser.valueConstraints.contains(protocolName) {
                    // `<T: Equatable>`: a value compared by what it is (`trigger: T`), SceneType.anyEquatable.
                    genericValueParameters.insert(name.text)
                    if current.isPunctuation(",") { advance() } else { break }
                    continue
                }
                if case .named(let protocolName) = constraint.kind, ["Shape", "InsettableShape"].contains(protocolName) {
                    // `<S: Shape>`: any shape, `AnyShape` (`shape.fill(…)`, `shape.path(in:)`).
                    genericShapeParameters.insert(name.text)
                    if current.isPunctuation(",") { advance() } else { break }
                    continue
                }
                if case .named(let protocolName) = constraint.kind,
                    let concrete = Parser.numericConstraints[protocolName] ?? Parser.styleConstraints[protocolName]
                {
                    // `<Value: BinaryFloatingPoint>`: a number; a scene has one of each kind, Double and Int.
                    genericNumericParameters[name.text] = concrete
                    if current.isPunctuation(",") { advance() } else { break }
                    continue
                }
                if case .named(let protocolName) = constraint.kind, protocolName != "View" {
                    diagnostics.error(
                        "generic parameter '\(name.text)' must be a View in scenes",
                        at: name.range.union(constraint.range),
                        hint: "write '<\(name.text): View>'")
                }
            }
            names.insert(name.text)
            if current.isPunctuation(",") { advance() } else { break }
        }
        closeAngle("expected '>' to complete generic parameter list")
        return names
    }

    /// Numeric protocols a generic parameter may be constrained to, and the scene type that stands for it (The Swift
    /// Standard Library: BinaryFloatingPoint, BinaryInteger and the protocols they refine).
    static let numericConstraints: [String: String] = [
        "BinaryFloatingPoint": "Double", "FloatingPoint": "Double", "Numeric": "Double", "SignedNumeric": "Double",
        "AdditiveArithmetic": "Double", "BinaryInteger": "Int", "FixedWidthInteger": "Int", "SignedInteger": "Int",
        "UnsignedInteger": "Int",
    ]

    /// Style protocols a generic parameter may be constrained to, and the type-erased type that stands for it
    /// (`<S: ShapeStyle>` holds any shape style: Apple, AnyShapeStyle).
    static let styleConstraints: [String: String] = ["ShapeStyle": "AnyShapeStyle"]

    /// Constraints that make a generic parameter a value type compared for equality rather than a view.
    static let valueConstraints: Set<String> = ["Equatable", "Hashable", "Comparable"]

    /// `where Content: View, …` before a body's `{`.
    mutating func skipWhereClause() {
        guard current.kind == .identifier, current.text == "where" else { return }
        while current.kind != .eof && !current.isPunctuation("{") { advance() }
    }
}
