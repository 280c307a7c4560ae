// Checker+Casts.swift: `value as T`, `value as? T`, `value as! T` and `value is T`. A scene's values have static
// types the checker knows, so a cast is decided here: to the value's own type (or an optional of it) it succeeds,
// to another type `as?` is nil and `is` false (as Swift warns, "always fails"), `as!` is an error.
// Rule: The Swift Programming Language, "Type Casting" and "Expressions: Type-Casting Operators". Status: complete
// for the types a scene has (no class hierarchies or protocol existentials).

extension Checker {
    mutating func checkCast(_ value: Expr, _ syntax: TypeSyntax, _ kind: CastKind, range: SourceRange) -> Typed {
        let target = resolveType(syntax)
        if target == .error {
            _ = check(value, expected: nil)
            return .error
        }
        if kind == .upcast {
            // `x as Double`: the value typed as written (a literal takes the type, `0 as CGFloat`).
            return Typed(ir: coerce(check(value, expected: target), to: target, at: value.range, .argument), type: target)
        }
        let typed = check(value, expected: target)
        if typed.type == .error { return .error }
        // A value of a protocol type, or a cast to one: decided by the value's dynamic type (Checker+DynamicCast).
        if let cast = dynamicCast(typed, to: target, kind, range: range) { return cast }
        let matches = typed.type.unwrapped == target.unwrapped || (target == .view && isViewConvertible(typed.type))
        switch kind {
        case .check:
            return Typed(ir: .constant(.bool(matches)), type: .bool)
        case .conditional:
            let optional: SceneType = if case .optional = target { target } else { .optional(target) }
            guard matches else {
                diagnostics.warning(
                    "cast from '\(typed.type)' to unrelated type '\(target)' always fails", at: range)
                return Typed(ir: .constant(.absent), type: optional)
            }
            return Typed(ir: coerce(typed, to: optional, at: value.range, .argument), type: optional)
        case .forced:
            guard matches else {
                diagnostics.error("cast from '\(typed.type)' to unrelated type '\(target)' always fails", at: range)
                return .error
            }
            if typed.type.isOptional, !target.isOptional {
                return check(Expr(.forceUnwrap(value), value.range), expected: target)
            }
            return Typed(ir: coerce(typed, to: target, at: value.range, .argument), type: target)
        case .upcast:
            return typed
        }
    }
}
