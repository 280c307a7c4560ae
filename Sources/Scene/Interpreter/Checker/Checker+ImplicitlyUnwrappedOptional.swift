// Checker+ImplicitlyUnwrappedOptional.swift: a variable, property or parameter declared `T!` (`var name: String!`,
// `let proxy: GeometryProxy!`) holds an Optional (nil by default, `if let` and `== nil` see it as one) that a read
// force-unwraps where the context needs a `T`: an argument, an annotated initial value, a receiver of a member or
// method, an operand. Reading it while nil stops the frame with Swift's fatal error at the read, a located error.
// Rule: SE-0054 "Abolish ImplicitlyUnwrappedOptional type" (github.com/swiftlang/swift-evolution/blob/main/proposals/
// 0054-abolish-iuo.md): "the type … is Optional<T> … If the expression can be explicitly type checked with a strong
// optional type, it will be. However, the type checker will fall back to forcing the optional if necessary"; TSPL
// "The Basics": Implicitly Unwrapped Optionals.

extension Checker {
    /// `ir` of type `T?` force-unwrapped to `T`: nil stops the frame with Swift's fatal error at `range`.
    mutating func forceUnwrapped(_ ir: IR, _ wrapped: SceneType, at range: SourceRange) -> Typed {
        Typed(
            ir: apply(
                { v, range throws(RuntimeFailure) in
                    if case .absent = v[0] {
                        throw RuntimeFailure(
                            "Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: range)
                    }
                    return v[0]
                }, [ir], range), type: wrapped)
    }

    /// `typed` forced when it reads a `T!` and `expected` is a non-optional type other than `Any`.
    mutating func implicitlyUnwrapping(_ typed: Typed, expected: SceneType?, at range: SourceRange) -> Typed {
        guard typed.implicitlyUnwraps, let expected, !expected.isOptional, expected != .anyEquatable,
            expected != .error
        else { return typed }
        return unwrappingImplicitly(typed, at: range)
    }

    /// `typed` forced when it reads a `T!` (a receiver, an operand); itself otherwise.
    mutating func unwrappingImplicitly(_ typed: Typed, at range: SourceRange) -> Typed {
        guard typed.implicitlyUnwraps, case .optional(let wrapped) = typed.type else { return typed }
        return forceUnwrapped(typed.ir, wrapped, at: range)
    }

    /// Marks the innermost local `name` as declared `T!`.
    mutating func markImplicitlyUnwrapped(_ name: String) {
        let last = context.scopes.count - 1
        context.scopes[last][name]?.implicitlyUnwraps = true
    }

    /// Marks the local `name` just declared as a `LocalizedStringKey` when `type` names it (Checker.isLocalizedStringKey).
    mutating func markLocalizedKey(_ name: String, _ type: TypeSyntax?) {
        guard case .named("LocalizedStringKey")? = type?.kind else { return }
        let last = context.scopes.count - 1
        context.scopes[last][name]?.localizedKey = true
    }
}
