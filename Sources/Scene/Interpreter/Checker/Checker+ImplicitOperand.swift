// Checker+ImplicitOperand.swift: an implicit member as the left operand of a user type's operator takes the type the
// context expects: `delay: .now() + 0.3` where a `DispatchTime` is expected is `DispatchTime.now() + 0.3`, and
// `.rotationEffect(.degrees(2) * angle)` is `Angle.degrees(2) * angle` (Angle's `*` by a Double).
// Rule: The Swift Programming Language, "Expressions" (implicit member expression: the type is inferred from the
// context; an operator's result type is that context when the type declares the operator; Angle's arithmetic is
// SwiftUI's: `.degrees(a) * k`). Status: complete.

extension Checker {
    /// `.member… op r` with the member spelled on the expected user type, or nil when that does not apply.
    mutating func checkImplicitOperand(
        _ op: String, _ l: Expr, _ r: Expr, operatorRange: SourceRange, expected: SceneType?, range: SourceRange
    ) -> Typed? {
        if l.isImplicitMemberChain, expected?.unwrapped == .angle, let explicit = Checker.spelled(l, on: "Angle") {
            // `.rotationEffect(.degrees(30) * k)`: Angle's own arithmetic (Checker+AngleArithmetic).
            return check(Expr(.binary(op, explicit, r, operatorRange: operatorRange), range), expected: expected)
        }
        guard l.isImplicitMemberChain, case .instance(let index, let name)? = expected?.unwrapped,
            userStaticFunctions(of: .instance(index, name: name), op) != nil,
            let explicit = Checker.spelled(l, on: name)
        else { return nil }
        return check(Expr(.binary(op, explicit, r, operatorRange: operatorRange), range), expected: expected)
    }

    /// `e` with its implicit base written as the type `name`.
    private static func spelled(_ e: Expr, on name: String) -> Expr? {
        switch e.kind {
        case .implicitMember(let member):
            return Expr(.member(Expr(.identifier(name), e.range), member, nameRange: e.range, dot: e.range.start), e.range)
        case .member(let base, let member, let nameRange, let dot):
            return spelled(base, on: name).map { Expr(.member($0, member, nameRange: nameRange, dot: dot), e.range) }
        case .call(let callee, let arguments, let trailing, let closeParen):
            return spelled(callee, on: name).map {
                Expr(.call($0, arguments, trailingClosure: trailing, closeParen: closeParen), e.range)
            }
        default:
            return nil
        }
    }
}
