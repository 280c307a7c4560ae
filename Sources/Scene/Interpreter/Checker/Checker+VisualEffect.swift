// Checker+VisualEffect.swift: `.visualEffect { content, proxy in … }` — the closure checked as a view builder
// with `content` the modified view (a placeholder) and `proxy` a GeometryProxy (Parser+GeometryProxy), evaluated
// later, when layout places the view (Evaluator+VisualEffect).
// Rule: Apple: View.visualEffect(_:) — developer.apple.com/documentation/swiftui/view/visualeffect(_:) (the effect
// closure is `(EmptyVisualEffect, GeometryProxy) -> some VisualEffect`). Status: complete.

extension Checker {
    mutating func checkVisualEffect(_ views: IR, _ call: CallSite) -> Typed {
        var closure = call.trailing
        if closure == nil, call.arguments.count == 1, call.arguments[0].label == nil,
            case .closure(let c) = call.arguments[0].value.kind
        {
            closure = c
        }
        guard let closure, call.trailing == nil || call.arguments.isEmpty, let proxyIndex = structIndex["GeometryProxy"]
        else {
            diagnostics.error(
                "visualEffect takes its effects as a closure", at: call.range,
                hint: "write '.visualEffect { content, proxy in content.offset(y: proxy.size.height / 2) }'")
            checkLoosely(call)
            return .error
        }
        pushScope()
        defer { popScope() }
        let names = closure.hasParameterClause ? closure.parameters : []
        if closure.hasParameterClause && names.count != 2 {
            diagnostics.error(
                "contextual closure type '(EmptyVisualEffect, GeometryProxy) -> some VisualEffect' expects 2 arguments, but \(names.count) were used in closure body",
                at: closure.range)
        }
        let contentSlot = declareLocal(
            names.first?.name ?? "$0", type: .view, mutable: false, at: names.first?.range ?? closure.range)
        let proxySlot = declareLocal(
            names.count > 1 ? names[1].name : "$1", type: .instance(proxyIndex, name: "GeometryProxy"), mutable: false,
            at: names.count > 1 ? names[1].range : closure.range)
        let body = checkStatements(closure.body, in: .viewBuilder(allowsReturn: true))
        return Typed(
            ir: .visualEffect(views, content: contentSlot, proxy: proxySlot, body, call.range), type: .view)
    }
}
