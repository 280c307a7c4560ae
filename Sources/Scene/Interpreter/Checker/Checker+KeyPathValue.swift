// Checker+KeyPathValue.swift: a key path used as a value — `let kp: KeyPath<Item, Int> = \.count`, a parameter of
// type `KeyPath<Root, Value>`, read back with `item[keyPath: kp]` (Parser+Expressions reads that as `kp(item)`).
// Rule: The Swift Programming Language, "Expressions": Key-Path Expression ("a key path … refers to a property or
// subscript of a type"; `subscript(keyPath:)` reads it); SE-0249 (a key path expression stands for the function
// `(Root) -> Value`). A `KeyPath<Root, Value>` is that function here (Parser+Declarations), so a key path value is
// the closure `{ $0.path }`. Status: complete for reading key paths (`\.self`, chains of properties); writing through
// a WritableKeyPath is not supported.

extension Checker {
    /// `\.a.b` where a function `(Root) -> Value` is expected: the closure `{ root in root.a.b }`; nil otherwise.
    mutating func checkKeyPathValue(_ path: [String], expected: SceneType?, range: SourceRange) -> Typed? {
        guard case .function(let parameters, _)? = expected?.unwrapped, parameters.count == 1 else { return nil }
        let root = "·root"
        let body = Checker.keyPathApplication(path, to: Expr(.identifier(root), range))
        let closure = Closure(
            parameters: [Closure.Parameter(name: root, range: range)], hasParameterClause: true,
            body: [Stmt(kind: .expression(body), range: range)], range: range)
        return check(Expr(.closure(closure), range), expected: expected)
    }
}
