// Checker+EnvironmentKey.swift: environment values a file declares itself: `struct K: EnvironmentKey { static var
// defaultValue: T = … }` with `extension EnvironmentValues { var x: T { get { self[K.self] } set { … } } }`, or
// Xcode 16's `extension EnvironmentValues { @Entry var x: T = … }`; then `@Environment(\.x)` reads and
// `.environment(\.x, v)` writes it as it does the built-in keys (Checker+Environment.swift).
// Rule: Apple: EnvironmentKey — developer.apple.com/documentation/swiftui/environmentkey ("a key for accessing values
// in the environment"; `defaultValue` where no ancestor set one); Entry() — developer.apple.com/documentation/swiftui/
// entry() ("creates an environment values … entry", its initial value the default). Status: complete.

/// A key the file declared: its value type and the expression of its default (`K.defaultValue`, or `@Entry`'s
/// initial value), checked where the key is read.
struct CustomEnvironmentKey {
    var type: SceneType
    var defaultValue: Expr
}

extension Checker {
    /// The keys `extension EnvironmentValues { … }` declares; its other members are reported.
    mutating func declareEnvironmentValues(_ e: ExtensionDecl) {
        for member in e.members {
            guard case .variable(let v) = member.kind, let annotation = v.type else {
                diagnostics.error(
                    "an 'EnvironmentValues' extension declares keys: 'var x: T { get { self[K.self] } … }' or "
                        + "'@Entry var x: T = …'", at: member.range)
                continue
            }
            let type = resolveType(annotation)
            if let initial = v.initializer {
                customEnvironment[v.name] = CustomEnvironmentKey(type: type, defaultValue: initial)
            } else if let getter = v.getter, let read = Checker.closureExpression(getter),
                case .subscript(let base, let index) = read.kind, case .self = base.kind,
                case .member(let key, "self", _, _) = index.kind
            {
                let keyRange = index.range
                customEnvironment[v.name] = CustomEnvironmentKey(
                    type: type,
                    defaultValue: Expr(.member(key, "defaultValue", nameRange: keyRange, dot: keyRange.start), keyRange))
            } else {
                diagnostics.error(
                    "'\(v.name)' must read its key as 'self[K.self]'", at: v.nameRange,
                    hint: "write 'get { self[K.self] } set { self[K.self] = newValue }'")
            }
        }
    }

    /// `\.x` of a declared key: the value set around the view, else the key's default.
    mutating func customEnvironmentRead(_ key: String, at range: SourceRange) -> Typed? {
        guard let entry = customEnvironment[key] else { return nil }
        let fallback = coerce(check(entry.defaultValue, expected: entry.type), to: entry.type, at: range, .initializer)
        let read = IR.intrinsic(.environment(key, system: .absent))
        return Typed(
            ir: apply({ v, _ in if case .absent = v[0] { v[1] } else { v[0] } }, [read, fallback], range),
            type: entry.type)
    }
}
