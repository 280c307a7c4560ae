// Checker+ScrollTransition.swift: `.scrollTransition(_:axis:) { content, phase in … }` — a visual effect whose
// closure receives the view's ScrollTransitionPhase in the nearest ScrollView instead of a GeometryProxy: the phase is
// computed from the view's frame and the scroll view's viewport (Parser+GeometryProxy `ScrollTransitionPhase._in`),
// and the effects apply as `visualEffect`'s do (Evaluator+VisualEffect), without changing layout.
// Rule: Apple: View.scrollTransition(_:axis:transition:) — developer.apple.com/documentation/swiftui/view/
// scrolltransition(_:axis:transition:) (configuration default `.interactive`; axis default the scroll view's);
// ScrollTransitionConfiguration `.interactive` ("interactively interpolates the transition's effect as the view is
// scrolled"), `.animated` ("discretely animates the transition"), `.identity` (no transition);
// `scrollTransition(topLeading:bottomTrailing:axis:transition:)`. A view wholly inside the viewport is `.identity`;
// one crossing the leading (top) edge is `.topLeading` with value −(the fraction outside), the trailing edge
// `.bottomTrailing` with +that fraction. [UNCONF] `.animated` switches phase when more than half the view is outside
// (Apple's default threshold is not stated); the switch is not animated. Status: complete for these forms.

extension Checker {
    mutating func checkScrollTransition(_ views: IR, _ call: CallSite) -> Typed {
        var closure = call.trailing
        for argument in call.arguments where argument.label == "transition" {
            if case .closure(let c) = argument.value.kind { closure = c }
        }
        guard let closure, let proxyIndex = structIndex["GeometryProxy"],
            let phaseIndex = structIndex["ScrollTransitionPhase"]
        else {
            diagnostics.error(
                "scrollTransition takes its effects as a closure", at: call.range,
                hint: "write '.scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }'")
            return Typed(ir: views, type: .view)
        }
        // The configuration and axis, read as written: `.interactive` (0), `.animated` (1), `.identity` (2), with
        // any further settings (`.threshold(…)`, `.animated(.bouncy)`) accepted.
        func mode(_ e: Expr) -> Int {
            switch e.kind {
            case .implicitMember(let name), .member(_, let name, _, _):
                if name == "animated" { return 1 }
                if name == "identity" { return 2 }
                if case .member(let base, _, _, _) = e.kind { return mode(base) }
                return 0
            case .call(let callee, _, _, _): return mode(callee)
            default: return 0
            }
        }
        var configuration = 0
        var axis = 0
        for argument in call.arguments where argument.label != "transition" {
            switch argument.label {
            case nil, "topLeading": configuration = mode(argument.value)
            case "axis":
                if case .implicitMember(let name) = argument.value.kind { axis = name == "vertical" ? 1 : 2 }
            default: break
            }
        }
        pushScope()
        defer { popScope() }
        let names = closure.hasParameterClause ? closure.parameters : []
        if closure.hasParameterClause && names.count != 2 {
            diagnostics.error(
                "contextual closure type '(EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect' expects 2 arguments, but \(names.count) were used in closure body",
                at: closure.range)
        }
        let proxyType = SceneType.instance(proxyIndex, name: "GeometryProxy")
        let proxySlot = declareLocal("_scrollTransitionProxy", type: proxyType, mutable: false, at: closure.range)
        let phase = check(
            Expr(
                .call(
                    Expr(
                        .member(
                            Expr(.identifier("ScrollTransitionPhase"), closure.range), "_in",
                            nameRange: closure.range, dot: closure.range.start), closure.range),
                    [
                        Argument(
                            label: nil, value: Expr(.identifier("_scrollTransitionProxy"), closure.range),
                            range: closure.range),
                        Argument(label: nil, value: Expr(.integer("\(axis)"), closure.range), range: closure.range),
                        Argument(
                            label: nil, value: Expr(.integer("\(configuration)"), closure.range), range: closure.range),
                    ], trailingClosure: nil, closeParen: closure.range), closure.range),
            expected: nil)
        let contentSlot = declareLocal(
            names.first?.name ?? "$0", type: .view, mutable: false, at: names.first?.range ?? closure.range)
        let phaseSlot = declareLocal(
            names.count > 1 ? names[1].name : "$1", type: .instance(phaseIndex, name: "ScrollTransitionPhase"),
            mutable: false, at: names.count > 1 ? names[1].range : closure.range)
        let body = checkStatements(closure.body, in: .viewBuilder(allowsReturn: true))
        return Typed(
            ir: .visualEffect(
                views, content: contentSlot, proxy: proxySlot, [.setLocal(phaseSlot, phase.ir)] + body, call.range),
            type: .view)
    }
}
