// Checker+Optionals.swift: optionals of any type: optional chaining, comparison with `nil`, and comparison of an
// optional with a value; memberwise initialisers default optional `var`s to nil.
// Rule: The Swift Programming Language, "Optional Chaining" (a chain is nil as soon as one `?` link is nil, and its
// value is made optional), "The Basics: Optionals" (`x == nil`, `x != nil`), the Swift Standard Library's
// `Optional` `==` (an optional equals a value when it holds an equal one), and "Initialization: Memberwise
// Initializers for Structure Types" (an optional `var` without a default value defaults to nil). At run time nil is
// `.absent` and a present optional is its value. Status: complete.

extension Checker {
    /// A postfix chain with `?` links: each link binds its unwrapped base to a local; the chain runs only when every
    /// bind succeeded.
    mutating func checkOptionalChain(_ chain: Expr, expected: SceneType?) -> Typed {
        optionalChains.append([])
        let typed = check(chain, expected: expected?.unwrapped)
        let binds = optionalChains.removeLast()
        guard typed.type != .error, let first = binds.first else { return typed }
        let condition = binds.dropFirst().reduce(first) { IR.and($0, $1) }
        if typed.type == .void {
            return Typed(ir: .conditional(condition, typed.ir, .constant(.void)), type: .void)
        }
        let type: SceneType = if case .optional = typed.type { typed.type } else { .optional(typed.type) }
        return Typed(ir: .conditional(condition, typed.ir, .constant(.absent)), type: type)
    }

    /// `base?` inside a chain: the base's value, unwrapped.
    mutating func checkOptionalChainLink(_ base: Expr, range: SourceRange) -> Typed {
        let typed = check(base, expected: nil)
        if typed.type == .error { return .error }
        guard case .optional(let wrapped) = typed.type else {
            diagnostics.error(
                "cannot use optional chaining on non-optional value of type '\(typed.type)'", at: range,
                hint: "remove the '?'")
            return .error
        }
        guard !optionalChains.isEmpty else { return .error }
        let slot = declareLocal("_", type: wrapped, mutable: false, at: range)
        optionalChains[optionalChains.count - 1].append(.bind(slot, typed.ir, optional: true))
        return Typed(ir: .local(slot), type: wrapped)
    }

    /// `x == nil`, `nil != x`; nil when neither side is the `nil` literal.
    mutating func checkNilComparison(_ op: String, _ l: Expr, _ r: Expr, range: SourceRange) -> Typed? {
        let other: Expr
        if case .nil = r.kind {
            other = l
        } else if case .nil = l.kind {
            other = r
        } else {
            return nil
        }
        let typed = check(other, expected: nil)
        if typed.type == .error { return .error }
        guard case .optional = typed.type else {
            diagnostics.warning(
                "comparing non-optional value of type '\(typed.type)' to 'nil' always returns \(op == "!=")",
                at: range)
            return Typed(ir: .constant(.bool(op == "!=")), type: .bool)
        }
        let isNil = op == "=="
        return Typed(
            ir: apply(
                { v, _ in
                    if case .absent = v[0] { return .bool(isNil) }
                    return .bool(!isNil)
                }, [typed.ir], range), type: .bool)
    }

    /// `optional == value`, `a != b` over optionals of one equatable type: equal when both are nil or both hold equal
    /// values; nil when neither side is optional.
    mutating func checkOptionalEquality(
        _ op: String, _ left: Typed, _ right: Typed, operatorRange: SourceRange, range: SourceRange
    ) -> Typed? {
        let (lt, rt) = (left.type, right.type)
        guard lt != rt || lt.unwrapped != lt, lt.unwrapped == rt.unwrapped else { return nil }
        if case .optional = lt {} else if case .optional = rt {} else { return nil }
        let wrapped = lt.unwrapped
        let compare: BuiltinImplementation
        if let (implementation, _) = Builtins.binaryOperator("==", wrapped) {
            compare = implementation
        } else if hasSynthesizedEquality(wrapped) {
            compare = Checker.synthesizedEquality("==")
        } else {
            diagnostics.error(
                "binary operator '\(op)' cannot be applied to operands of type '\(lt)' and '\(rt)'", at: operatorRange)
            return .error
        }
        let equalMeansTrue = op == "=="
        return Typed(
            ir: apply(
                { v, range throws(RuntimeFailure) in
                    let equal: Bool
                    switch (v[0], v[1]) {
                    case (.absent, .absent): equal = true
                    case (.absent, _), (_, .absent): equal = false
                    default: equal = try compare([v[0], v[1]], range).bool
                    }
                    return .bool(equal == equalMeansTrue)
                }, [left.ir, right.ir], range), type: .bool)
    }

    /// The default a memberwise initialiser gives a stored property without one: nil for an optional `var`.
    static func implicitNil(_ stored: StructInfo.Stored, _ type: SceneType) -> IR? {
        guard !stored.isLet, case .optional = type else { return nil }
        return .constant(.absent)
    }

    /// `x.map(f)` / `x.flatMap(f)` on an optional `x`: `x == nil ? nil : f(x!)` (The Swift Standard Library:
    /// Optional.map(_:) — "evaluates the given closure when this Optional instance is not nil, passing the unwrapped
    /// value as a parameter"); with a view-building `f` the result is an optional view, drawn when it is there. Nil
    /// when `x` is not an optional or `f` is not a function value.
    mutating func optionalMapCall(_ base: Expr, _ call: CallSite) -> Expr? {
        // A function value (`value.map(contentProvider)`, `url.map(Link.init)` is not taken); a closure literal keeps
        // the optional-chaining forms (`x?.…`) it is usually written with.
        if let literal = Checker.mapClosureLiteral(call) {
            return optionalMapLiteral(base, literal, call.range)
        }
        guard call.arguments.count == 1, call.arguments[0].label == nil, call.trailing == nil else { return nil }
        let transform = call.arguments[0].value
        if case .closure = transform.kind { return nil }
        guard case .optional = checkOnTrial(base).typed.type else { return nil }
        let r = call.range
        let unwrapped = Expr(.forceUnwrap(base), base.range)
        let applied = Expr(
            .call(
                transform, [Argument(label: nil, value: unwrapped, range: base.range)], trailingClosure: nil,
                closeParen: nil), r)
        let isNil = Expr(.binary("==", base, Expr(.nil, r), operatorRange: r), r)
        return Expr(.ternary(isNil, Expr(.nil, r), applied), r)
    }

    /// The closure literal of `x.map { … }` / `x.map({ … })` taking at most one parameter.
    static func mapClosureLiteral(_ call: CallSite) -> Closure? {
        if let trailing = call.trailing, call.arguments.isEmpty { return trailing }
        guard call.trailing == nil, call.arguments.count == 1, call.arguments[0].label == nil,
            case .closure(let closure) = call.arguments[0].value.kind
        else { return nil }
        return closure
    }

    /// `x.map { Image(systemName: $0) }` on an optional `x`: `x == nil ? nil : { var $0 = x!; return … }()`, the
    /// closure's parameter bound to the unwrapped value (Optional.map(_:), as above); nil when `x` is not optional.
    private mutating func optionalMapLiteral(_ base: Expr, _ closure: Closure, _ r: SourceRange) -> Expr? {
        guard closure.parameters.count <= 1, case .optional = checkOnTrial(base).typed.type else { return nil }
        let name = closure.parameters.first?.name ?? "$0"
        let unwrapped = Expr(.forceUnwrap(base), base.range)
        let binding = Stmt(
            kind: .variable(
                // A `var`: a `let` of a constant would be folded at load, unwrapping a nil the ternary never reaches.
                VariableDecl(
                    isLet: false, name: name, nameRange: base.range, type: nil, initializer: unwrapped, range: r)),
            range: r)
        var body = closure.body
        if let single = Checker.closureExpression(closure.body) {
            body = [Stmt(kind: .return(single), range: single.range)]
        }
        let wrapped = Closure(parameters: [], hasParameterClause: false, body: [binding] + body, range: closure.range)
        let applied = Expr(
            .call(Expr(.closure(wrapped), closure.range), [], trailingClosure: nil, closeParen: nil), r)
        let isNil = Expr(.binary("==", base, Expr(.nil, r), operatorRange: r), r)
        return Expr(.ternary(isNil, Expr(.nil, r), applied), r)
    }
}
