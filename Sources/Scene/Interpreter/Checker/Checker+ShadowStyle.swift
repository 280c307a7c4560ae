// Checker+ShadowStyle.swift: a shape style with a shadow (`Color.white.shadow(.drop(color:radius:x:y:))`) as
// `fill`, `stroke`, `strokeBorder`, `foregroundStyle` and `background(_:in:)` take it, drawn as the style with a
// drop shadow behind what it paints, or an inner shadow on top of it.
// Rule: Apple: ShapeStyle.shadow(_:), ShadowStyle.drop(color:radius:x:y:) and ShadowStyle.inner(color:radius:x:y:)
// — developer.apple.com/documentation/swiftui/shadowstyle: drop shadows "draw behind the source content by blurring,
// tinting and offsetting its per-pixel alpha values" (colour black at 33 %); inner shadows "draw on top of the source
// content by blurring, tinting, inverting and offsetting its per-pixel alpha values" (black at 55 %); x and y default
// to 0. Status: complete.

extension Checker {
    /// `base.fill(X.shadow(.drop(…)))` and friends as the plain style plus a `.shadow` on what it paints (an overlay
    /// for `.inner`); nil when the call has no shadowed style.
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
        func argument(_ label: String?, _ value: Expr) -> Argument {
            Argument(label: label, labelRange: nil, value: value, range: at)
        }
        func builder(_ views: [Expr]) -> Closure {
            Closure(
                parameters: [], hasParameterClause: false, body: views.map { Stmt(kind: .expression($0), range: at) },
                range: at)
        }
        let number = { (n: String) in Expr(.float(n), at) }
        let color =
            kindArguments.first { $0.label == "color" }?.value
            ?? Expr.call(
                Expr(.member(Expr(.identifier("Color"), at), "black", nameRange: at, dot: at.start), at).opacityCall(
                    at),
                [argument(nil, number(kind == "drop" ? "0.33" : "0.55"))], at)
        let written = ["radius", "x", "y"].compactMap { label in kindArguments.first { $0.label == label } }
        func shadowed(_ e: Expr) -> Expr {
            guard kind == "inner" else { return member(e, "shadow", [argument("color", color)] + written) }
            // The inner shadow: inside what the style paints, the shadow colour where the painted alpha moved by
            // (x, y) and blurred by radius is absent — a colour field with the moved, blurred paint cut out
            // (destinationOut takes only its alpha), masked by the paint. The field reaches past the paint's frame
            // by |x| + |y| + 3 radius + 1 so the blur's tail outside the shape darkens the edge as it would.
            func value(_ label: String) -> Expr {
                // As CGFloat, so integer literals (`x: 10`) and Double expressions add alike.
                let written = kindArguments.first { $0.label == label }?.value ?? number("0")
                return Expr.call("CGFloat", [argument(nil, written)], at)
            }
            func abs(_ v: Expr) -> Expr { Expr.call("abs", [argument(nil, v)], at) }
            func plus(_ a: Expr, _ b: Expr) -> Expr { Expr(.binary("+", a, b, operatorRange: at), at) }
            let reach = plus(
                plus(abs(value("x")), abs(value("y"))),
                plus(Expr(.binary("*", number("3"), value("radius"), operatorRange: at), at), number("1")))
            let field = member(
                member(Expr.call("Rectangle", [], at), "fill", [argument(nil, color)]), "padding",
                [argument(nil, Expr(.prefix("-", Expr(.paren(reach), at)), at))])
            let moved = member(
                member(
                    member(e, "offset", [argument("x", value("x")), argument("y", value("y"))]), "blur",
                    [argument("radius", value("radius"))]), "blendMode",
                [argument(nil, Expr(.implicitMember("destinationOut"), at))])
            let cut = member(
                member(
                    Expr(
                        .call(
                            Expr(.identifier("ZStack"), at), [], trailingClosure: builder([field, moved]),
                            closeParen: nil), at), "compositingGroup", []),
                "mask", [], trailing: builder([e]))
            return member(e, "overlay", [], trailing: builder([cut]))
        }
        var plain = arguments
        plain[0].value = style
        if name == "background", let shapeArgument = arguments.first(where: { $0.label == "in" }) {
            // `background(X.shadow(…), in: shape)`: the shape filled with X, shadowed, behind the view.
            let shape = Checker.shapeView(shapeArgument.value)
            let filled = member(shape, "fill", [argument(nil, style)])
            return check(member(base, "background", [], trailing: builder([shadowed(filled)])), expected: expected)
        }
        if name == "background" {
            let filled = member(Expr.call("Rectangle", [], at), "fill", [argument(nil, style)])
            return check(member(base, "background", [], trailing: builder([shadowed(filled)])), expected: expected)
        }
        return check(shadowed(member(base, name, plain)), expected: expected)
    }

    /// The view a `Shape` argument names: `.capsule` → `Capsule()`, `.rect(cornerRadius: r)` → `RoundedRectangle(…)`,
    /// a written shape as it is.
    static func shapeView(_ e: Expr) -> Expr {
        func call(_ name: String, _ args: [Argument] = []) -> Expr { Expr.call(name, args, e.range) }
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
