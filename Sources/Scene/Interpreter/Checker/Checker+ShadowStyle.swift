// Checker+ShadowStyle.swift: a shape style with a shadow (`Color.white.shadow(.drop(color:radius:x:y:))`) as
// `fill`, `stroke`, `strokeBorder`, `foregroundStyle` and `background(_:in:)` take it, drawn as the style
// with `.shadow(color:radius:x:y:)` on what it paints.
// Rule: Apple: ShapeStyle.shadow(_:) and ShadowStyle.drop(color:radius:x:y:) —
// developer.apple.com/documentation/swiftui/shadowstyle (the drop shadow's colour defaults to black at 33 %, x and
// y to 0): the style paints the shape and its shadow, which is the shape filled and then shadowed. `.inner(…)`
// (an inner shadow) is not drawn: a warning says so. Status: complete for drop shadows.

extension Checker {
    /// `base.fill(X.shadow(.drop(…)))` and friends as the plain style plus a `.shadow` on what it paints; nil when the
    /// call has no shadowed style.
    mutating func checkShadowedStyle(
        _ base: Expr, _ name: String, nameRange: SourceRange, dot: SourceLocation, _ arguments: [Argument],
        trailing: Closure?, closeParen: SourceRange?, expected: SceneType?, range: SourceRange
    ) -> Typed? {
        guard ["fill", "foregroundStyle", "background", "stroke", "strokeBorder"].contains(name), trailing == nil,
            let first = arguments.first, first.label == nil,
            case .call(let shadowCallee, let shadowArguments, nil, _) = first.value.kind,
            case .member(let style, "shadow", _, _) = shadowCallee.kind, shadowArguments.count == 1,
            case .call(let kindCallee, let kindArguments, nil, _) = shadowArguments[0].value.kind,
            case .implicitMember(let kind) = kindCallee.kind, kind == "drop" || kind == "inner"
        else { return nil }
        let at = first.value.range
        func member(_ e: Expr, _ n: String, _ args: [Argument], trailing: Closure? = nil) -> Expr {
            Expr(
                .call(
                    Expr(.member(e, n, nameRange: nameRange, dot: dot), e.range), args, trailingClosure: trailing,
                    closeParen: closeParen), range)
        }
        func shadowed(_ e: Expr) -> Expr {
            guard kind == "drop" else { return e }
            var args: [Argument] = []
            let color =
                kindArguments.first { $0.label == "color" }?.value
                ?? Expr(
                    .call(
                        Expr(.member(Expr(.identifier("Color"), at), "black", nameRange: at, dot: at.start), at)
                            .opacityCall(at),
                        [Argument(label: nil, labelRange: nil, value: Expr(.float("0.33"), at), range: at)],
                        trailingClosure: nil, closeParen: at), at)
            args.append(Argument(label: "color", labelRange: nil, value: color, range: at))
            for label in ["radius", "x", "y"] {
                if let a = kindArguments.first(where: { $0.label == label }) { args.append(a) }
            }
            return member(e, "shadow", args)
        }
        if kind == "inner" {
            diagnostics.warning("an inner shadow is not drawn by anim; the style paints without it", at: at)
        }
        var plain = arguments
        plain[0].value = style
        if name == "background", let shapeArgument = arguments.first(where: { $0.label == "in" }) {
            // `background(X.shadow(…), in: shape)`: the shape filled with X, shadowed, behind the view.
            let shape = Checker.shapeView(shapeArgument.value)
            let filled = member(shape, "fill", [Argument(label: nil, labelRange: nil, value: style, range: at)])
            let closure = Closure(
                parameters: [], hasParameterClause: false, body: [Stmt(kind: .expression(shadowed(filled)), range: at)],
                range: at)
            return check(member(base, "background", [], trailing: closure), expected: expected)
        }
        if name == "background" {
            let fill = Expr(.call(Expr(.identifier("Rectangle"), at), [], trailingClosure: nil, closeParen: at), at)
            let filled = member(fill, "fill", [Argument(label: nil, labelRange: nil, value: style, range: at)])
            let closure = Closure(
                parameters: [], hasParameterClause: false, body: [Stmt(kind: .expression(shadowed(filled)), range: at)],
                range: at)
            return check(member(base, "background", [], trailing: closure), expected: expected)
        }
        return check(shadowed(member(base, name, plain)), expected: expected)
    }

    /// The view a `Shape` argument names: `.capsule` → `Capsule()`, `.rect(cornerRadius: r)` → `RoundedRectangle(…)`,
    /// a written shape as it is.
    static func shapeView(_ e: Expr) -> Expr {
        func call(_ name: String, _ args: [Argument] = []) -> Expr {
            Expr(.call(Expr(.identifier(name), e.range), args, trailingClosure: nil, closeParen: e.range), e.range)
        }
        switch e.kind {
        case .implicitMember("capsule"): return call("Capsule")
        case .implicitMember("circle"): return call("Circle")
        case .implicitMember("ellipse"): return call("Ellipse")
        case .implicitMember("rect"), .implicitMember("rectangle"): return call("Rectangle")
        case .call(let callee, let args, nil, _):
            if case .implicitMember("rect") = callee.kind { return call("RoundedRectangle", args) }
            if case .implicitMember("capsule") = callee.kind { return call("Capsule", args) }
            return e
        default: return e
        }
    }
}

extension Expr {
    /// `self.opacity` as a callee.
    fileprivate func opacityCall(_ at: SourceRange) -> Expr {
        Expr(.member(self, "opacity", nameRange: at, dot: at.start), at)
    }
}
