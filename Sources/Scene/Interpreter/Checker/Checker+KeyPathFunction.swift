// Checker+KeyPathFunction.swift: a key path where a function is expected (`people.map(\.name)`).
// Rule: SE-0249 Key Path Expressions as Functions
// (https://github.com/swiftlang/swift-evolution/blob/main/proposals/0249-key-path-literal-function-expressions.md):
// `\Root.value` converts to `{ $0[keyPath: \Root.value] }`, that is `{ $0.value }`.

extension Checker {
    /// `base.a.b` for the key path `\.a.b`; `\.self` is the base itself.
    static func keyPathApplication(_ path: [String], to base: Expr) -> Expr {
        path.filter { $0 != "self" }.reduce(base) { value, name in
            Expr(.member(value, name, nameRange: base.range, dot: base.range.start), base.range)
        }
    }
}
