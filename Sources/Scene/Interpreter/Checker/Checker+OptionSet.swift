// Checker+OptionSet.swift: an array literal where an option set is expected (`var f: Flags = [.a, .b]`, `[]`,
// `selected ? [.isButton, .isSelected] : .isButton`) is the set of its elements: the union of their raw values,
// built with the set algebra Parser+OptionSet declares, so each element is typed with the option set as context.
// Rule: Apple: OptionSet — developer.apple.com/documentation/swift/optionset (OptionSet refines SetAlgebra, which is
// ExpressibleByArrayLiteral: "an empty array literal ([]) … creates an empty option set"); SE-0032's set algebra.

extension Checker {
    /// Whether the struct at `index` conforms to `OptionSet`.
    func isOptionSet(_ index: Int) -> Bool {
        structs[index].declaration.conformances.contains { $0.name == "OptionSet" }
    }

    /// `[e1, e2 …]` as `T(rawValue: 0).union(e1).union(e2) …` when `expected` is an option set `T`; nil otherwise.
    mutating func checkOptionSetLiteral(_ elements: [Expr], expected: SceneType?, range: SourceRange) -> Typed? {
        guard case .instance(let index, let name)? = expected?.unwrapped, isOptionSet(index) else { return nil }
        let type = Expr(.identifier(name), range)
        var set = Expr(
            .call(
                type, [Argument(label: "rawValue", value: Expr(.integer("0"), range), range: range)],
                trailingClosure: nil, closeParen: nil), range)
        for element in elements {
            let union = Expr(.member(set, "union", nameRange: element.range, dot: element.range.start), element.range)
            set = Expr(
                .call(
                    union, [Argument(label: nil, value: element, range: element.range)], trailingClosure: nil,
                    closeParen: nil), range)
        }
        return check(set, expected: expected)
    }

    /// `flags == [.a, .b]`, `flags != []`: the literal side takes the option set's type, as Swift's contextual
    /// typing gives it; nil unless one side is an array literal and the other an option set.
    mutating func checkOptionSetComparison(_ op: String, _ l: Expr, _ r: Expr, range: SourceRange) -> Typed? {
        guard op == "==" || op == "!=" else { return nil }
        let (literal, other): (Expr, Expr)
        if case .array = r.kind {
            (literal, other) = (r, l)
        } else if case .array = l.kind {
            (literal, other) = (l, r)
        } else {
            return nil
        }
        let typed = checkOnTrial(other).typed
        // SwiftUI's own option sets compared with a literal too: `case [.horizontal, .vertical]:` over an Axis.Set
        // (held as an Edge.Set here; Apple: Axis.Set — developer.apple.com/documentation/swiftui/axis/set).
        if typed.type != .edgeSet {
            guard case .instance(let index, _) = typed.type, isOptionSet(index) else { return nil }
        }
        let set = check(other, expected: nil)
        let value = coerce(check(literal, expected: set.type), to: set.type, at: literal.range, .argument)
        let equal = apply(Checker.synthesizedEquality(op), [set.ir, value], range)
        return Typed(ir: equal, type: .bool)
    }
}
