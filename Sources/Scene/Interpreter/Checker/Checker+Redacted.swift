// Checker+Redacted.swift: the reasons of `.redacted(reason:)` read as a Boolean, which Layout's RedactedModifier
// takes: any reason (`.placeholder`, `.privacy`, `.invalidated`, a non-empty set) redacts, `[]` does not.
// Rule: Apple: RedactionReasons — developer.apple.com/documentation/swiftui/redactionreasons (an OptionSet; `[]`
// is no redaction). Written forms: a member, a set literal, `.init()`, a conditional between them (`loading ? .placeholder :
// []`).

extension Checker {
    /// `base.redacted(reason: r)` with `r` as a Boolean; nil when `r` holds no reason syntax (already rewritten, or
    /// a stored RedactionReasons value, which the vocabulary then reports).
    mutating func checkRedacted(
        _ base: Expr, _ name: String, nameRange: SourceRange, dot: SourceLocation,
        _ call: CallSite, expected: SceneType?
    ) -> Typed? {
        guard name == "redacted", call.arguments.count == 1, call.arguments[0].label == "reason",
            let flag = Checker.redactionFlag(call.arguments[0].value)
        else { return nil }
        var argument = call.arguments[0]
        argument.value = flag
        let e = Expr(
            .call(
                Expr(.member(base, name, nameRange: nameRange, dot: dot), call.range), [argument],
                trailingClosure: nil, closeParen: nil), call.range)
        return check(e, expected: expected)
    }

    /// The Boolean that reason expression `e` stands for, or nil when it is not written with reasons.
    static func redactionFlag(_ e: Expr) -> Expr? {
        switch e.kind {
        case .implicitMember(let name) where ["placeholder", "privacy", "invalidated"].contains(name):
            return Expr(.bool(true), e.range)
        case .member(_, let name, _, _) where ["placeholder", "privacy", "invalidated"].contains(name):
            return Expr(.bool(true), e.range)
        case .array(let elements):
            return Expr(.bool(!elements.isEmpty), e.range)
        case .call(let callee, let arguments, nil, _) where arguments.isEmpty && callee.isImplicitInit:
            // `.init()`: the empty option set (Apple: OptionSet.init() — developer.apple.com/documentation/swift/
            // optionset), no redaction.
            return Expr(.bool(false), e.range)
        case .paren(let inner):
            return redactionFlag(inner)
        case .ternary(let condition, let a, let b):
            guard let x = redactionFlag(a), let y = redactionFlag(b) else { return nil }
            return Expr(.ternary(condition, x, y), e.range)
        default:
            return nil
        }
    }
}
