// Checker+ScopedAnimation.swift: iOS 17's `.animation(_:body:)`, the animation scoped to the modifiers its body applies:
// `Text("Hi").animation(.smooth) { content in content.opacity(dim ? 0.3 : 1) }`.
// Rule: Apple: View.animation(_:body:) — developer.apple.com/documentation/swiftui/view/animation(_:body:) ("applies
// the given animation to all animatable values within the body closure"). Read here as the body's modifiers applied
// to the view, under the view-wide `.animation(_:)` (which also animates changes inside the view itself: where the
// content changes on its own, this animates more than SwiftUI does). Status: a body that is one chain of modifiers on
// its parameter.

extension Checker {
    /// `base.animation(a) { content in content.m1(…).m2(…) }` as `base.m1(…).m2(…).animation(a)`; nil for any other form.
    func scopedAnimation(_ base: Expr, _ call: CallSite, nameRange: SourceRange, dot: SourceLocation) -> Expr? {
        guard let body = call.trailing, call.arguments.count == 1, call.arguments[0].label == nil,
            body.parameters.count <= 1, let single = Checker.closureExpression(body.body)
        else { return nil }
        let parameter = body.hasParameterClause ? body.parameters.first?.name ?? "_" : "$0"
        guard let modified = Checker.rerooted(single, parameter: parameter, on: base) else { return nil }
        return Expr(
            .call(
                Expr(.member(modified, "animation", nameRange: nameRange, dot: dot), call.range), call.arguments,
                trailingClosure: nil, closeParen: call.closeParen), call.range)
    }

    /// `e`, a chain of member calls rooted at `parameter`, rooted at `base` instead; nil when `e` is not such a chain.
    static func rerooted(_ e: Expr, parameter: String, on base: Expr) -> Expr? {
        switch e.kind {
        case .identifier(let name) where name == parameter:
            return base
        case .member(let inner, let name, let nameRange, let dot):
            guard let root = rerooted(inner, parameter: parameter, on: base) else { return nil }
            return Expr(.member(root, name, nameRange: nameRange, dot: dot), e.range)
        case .call(let callee, let arguments, let trailing, let close):
            guard let root = rerooted(callee, parameter: parameter, on: base) else { return nil }
            return Expr(.call(root, arguments, trailingClosure: trailing, closeParen: close), e.range)
        default:
            return nil
        }
    }
}
